"""The effect model: what compiled Oracle text means, as typed, immutable data.

The compiler (:mod:`oraclec.compiler`) lowers AST nodes into these classes; the runtime
(:mod:`oraclec.runtime`) executes them. Conventions (extend the package following them):

* One frozen, keyword-only attrs class per game action or rules construct, declared with
  ``@model`` (which registers it in :data:`CLASSES` by class name). Fields are typed; defaults
  give the common reading ("you", "this object", one).
* :class:`Effect` subclasses are actions of resolving spells and abilities; ``apply(game, ctx)``
  delegates to the runtime (``game.execute``), whose executor table must know the class.
* :class:`Value` subclasses are quantities evaluated when used (CR 608.2h), never numbers
  baked in too early: ``Fixed``, ``Variable`` (X), ``CountOf``, ``StatOf``.
* :class:`Reference` subclasses name what an action affects: ``Target`` (with a key),
  ``This``, ``Found`` (a result of an earlier action of the same ability: "milled", "found",
  "created", "amassed", ...), ``Filter`` (a description), players (``You``, ``EachOpponent``).
* :class:`Cost` subclasses are costs (CR 118); :class:`Ability` subclasses are abilities,
  including keywords lowered to their rules definitions (``Keyword.definition``).

Modules: :mod:`.actions` (effects), :mod:`.values`, :mod:`.references`, :mod:`.costs`,
:mod:`.abilities`, :mod:`.definitions` (keyword abilities lowered to their rules definitions).
"""

from __future__ import annotations

# Modules added by the compiler (issue 4), by topic; their classes are registered in CLASSES.
from .choices import ChooseObjects, ChooseQuality, ChosenValue, DidThisWay, ForEachOf, ForEachValue, Instead, PlayersWho, Repeat, Unless
from .replacements import CreateReplacement, DamageCantBePrevented, DamageFlow, DamageWasPrevented, PreventDamage, PreventedDamage, RedirectDamage, Skip
from .costs import CollectEvidence, CostChoice, ExertCost, ForageCost, PutCountersCost, RevealCost, TapCost, UntapCost
from .conditions import (
    AllOf,
    AnyOf,
    AtLeast,
    CannotDo,
    CastFromZone,
    Compare,
    Controls,
    Exists,
    HappenedThisTurn,
    HasDesignation,
    Is,
    NotCondition,
    PlayerPaid,
    WasCast,
    Won,
)
from .continuous import AdditionalLandPlays, ForAsLongAs, GainControl, LookPermission, LoseAbilities, PlayerRuleName, PlayPermission, PlayRevealed, Restriction
from .game import BecomeDesignated, BeginGameWith, CastRestriction, DeckAllowance, ExtraTurn, KeepUnspentMana, LoseGame, SpendRestriction, WinGame
from .definitions import KeywordParams, lower_keyword, rule_of
from .quantities import AnyNumber, CountDistinct, Devotion, Difference, Extreme, LifeChangedThisTurn, ManaSpentToCast, SpellsCast, Sum, TimesResolvedThisTurn
from .special import (
    Attach,
    BecomeCopy,
    Copy,
    CopyExceptions,
    CreateCopyToken,
    CreateEmblem,
    DelayedTrigger,
    OptionalAttackCost,
    BecomeBlocked,
    BecomeStatus,
    ReflexiveTrigger,
    Fight,
    KeywordAction,
    Pair,
    Proliferate,
    SetLife,
    Transform,
    TurnFaceUp,
)
from .structures import AnyTrigger, CaseAbility, ChapterAbility, ClassLevel, Labeled, LevelBlock, ReminderOnly
from .targets import AnyTarget, AttachedTo, PairedWith, PartyOf, PlayerRole, TopOfLibrary, Union
from .tokens import PREDEFINED
from .unsupported import Unsupported

from .abilities import (
    ActivatedAbility,
    AdditionalCost,
    CastPermission,
    Condition,
    CostWasPaid,
    EntersWith,
    Keyword,
    LibraryHasAtLeast,
    Mode,
    Modes,
    Replacement,
    SearchedZone,
    SpecialAction,
    SpellAbility,
    StaticAbility,
    StepTrigger,
    Trigger,
    TriggeredAbility,
    YourTurn,
)
from .actions import (
    AddMana,
    AddTypes,
    Amass,
    AsThough,
    Becomes,
    Cast,
    Conditional,
    Conjure,
    CounterSpell,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    GainLife,
    GrantAbilities,
    IfDid,
    LookAt,
    LoseLife,
    May,
    Mill,
    ModifyCost,
    ModifyPT,
    Move,
    Pay,
    PutCounters,
    Regenerate,
    RemoveTypes,
    RemoveCounters,
    Reveal,
    RevealUntil,
    Sacrifice,
    Scry,
    Search,
    Sequence,
    SetPT,
    Shuffle,
    Surveil,
    Tap,
    TapOrUntap,
    TokenSpec,
    Untap,
)
from .base import CLASSES, Ability, Cost, Effect, Element, Reference, Value, model, transform, transform_fields, walk
from .costs import (
    DiscardCost,
    ExileCost,
    ManaPayment,
    MillCost,
    PayLife,
    RemoveCountersCost,
    ReturnToHandCost,
    SacrificeCost,
    TapSelf,
    UntapSelf,
)
from .references import (
    Amongst,
    Chosen,
    ControllerOf,
    EachOpponent,
    EachPlayer,
    Filter,
    Found,
    TOP_OF_LIBRARY,
    OwnerOf,
    Target,
    This,
    You,
    Zone,
    names_players,
)
from .values import CountOf, EventAmount, Fixed, LifeTotal, Scaled, StatOf, TimesPaid, Variable


def effect_classes() -> list[type[Effect]]:
    """Every registered Effect class (actions), sorted by name."""
    return sorted((c for c in CLASSES.values() if issubclass(c, Effect)), key=lambda c: c.__name__)


__all__ = [
    "CLASSES",
    "TOP_OF_LIBRARY",
    "Ability",
    "ActivatedAbility",
    "AddMana",
    "AddTypes",
    "AdditionalCost",
    "Amass",
    "Amongst",
    "AsThough",
    "Cast",
    "CastPermission",
    "Chosen",
    "Condition",
    "Conditional",
    "Conjure",
    "ControllerOf",
    "Cost",
    "CostWasPaid",
    "CountOf",
    "CounterSpell",
    "CreateToken",
    "DealDamage",
    "Destroy",
    "Discard",
    "DiscardCost",
    "Draw",
    "EachOpponent",
    "EachPlayer",
    "Effect",
    "Element",
    "EntersWith",
    "EventAmount",
    "ExileCost",
    "Filter",
    "Fixed",
    "ForAsLongAs",
    "Found",
    "GainLife",
    "GrantAbilities",
    "IfDid",
    "Keyword",
    "LibraryHasAtLeast",
    "LifeTotal",
    "LookAt",
    "LookPermission",
    "LoseLife",
    "ManaPayment",
    "May",
    "Mill",
    "MillCost",
    "Mode",
    "Modes",
    "ModifyCost",
    "ModifyPT",
    "Move",
    "OwnerOf",
    "Pair",
    "PairedWith",
    "Pay",
    "PayLife",
    "PutCounters",
    "Reference",
    "Regenerate",
    "RemoveCounters",
    "RemoveCountersCost",
    "Replacement",
    "ReturnToHandCost",
    "Reveal",
    "Sacrifice",
    "SacrificeCost",
    "Scaled",
    "Scry",
    "Search",
    "SearchedZone",
    "Sequence",
    "SetPT",
    "Shuffle",
    "SpecialAction",
    "SpellAbility",
    "StatOf",
    "StaticAbility",
    "StepTrigger",
    "Surveil",
    "Tap",
    "TapSelf",
    "Target",
    "This",
    "TimesPaid",
    "TokenSpec",
    "Trigger",
    "TriggeredAbility",
    "Untap",
    "UntapSelf",
    "Value",
    "Variable",
    "You",
    "YourTurn",
    "Zone",
    "effect_classes",
    "model",
    "names_players",
]
