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
:mod:`.abilities`.
"""

from __future__ import annotations

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
    SpecialAction,
    SpellAbility,
    StaticAbility,
    StepTrigger,
    Trigger,
    TriggeredAbility,
    SearchedZone,
    YourTurn,
)
from .actions import (
    AddMana,
    AddTypes,
    Amass,
    AsThough,
    Cast,
    Conditional,
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
    RemoveCounters,
    Reveal,
    Sacrifice,
    Scry,
    Search,
    Sequence,
    SetPT,
    Shuffle,
    Surveil,
    Tap,
    TokenSpec,
    Untap,
)
from .base import CLASSES, Ability, Cost, Effect, Element, Reference, Value, model
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
    ControllerOf,
    EachOpponent,
    EachPlayer,
    Filter,
    Found,
    OwnerOf,
    Target,
    This,
    You,
    Zone,
)
from .values import CountOf, EventAmount, Fixed, LifeTotal, Scaled, StatOf, Variable


def effect_classes() -> list[type[Effect]]:
    """Every registered Effect class (actions), sorted by name."""
    return sorted((c for c in CLASSES.values() if issubclass(c, Effect)), key=lambda c: c.__name__)


__all__ = [name for name in dir() if not name.startswith("_")]
