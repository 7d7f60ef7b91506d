"""The runtime's registries: what each class of the effect model does in a game.

One table per kind of element, keyed by the exact class, each filled by its decorator where the
element is implemented (:mod:`.references`, :mod:`.values`, :mod:`.conditions`, :mod:`.costs`,
:mod:`.static_abilities`, :mod:`.effects`; ``oraclec.runtime`` imports them all):

* :data:`EXECUTORS` (``@executor``): effects (actions) of resolving spells and abilities;
* :data:`VALUES` (``@value``): quantities; :data:`CONDITIONS` (``@condition``): conditions;
* :data:`COSTS` (``@cost``): costs (can they be paid, and paying them);
* :data:`STATIC` (``@static``): continuous effects of static abilities, as layer operations
  (CR 613);
* :data:`REFERENCES` (``@objects_reference``, ``@players_reference``, ``@affected_reference``):
  the objects and the players a reference means, and what a static ability affects.

A class missing from its table is unsupported at runtime: running it (:mod:`.dispatch`) raises
:class:`~oraclec.runtime.errors.UnsupportedAtRuntime` and counts it in ``game.unsupported``;
nothing is skipped silently. :data:`NOT_EXECUTABLE` lists effect classes that are never run
directly (they are read by the engine where they belong).

This module imports nothing of the runtime (its types only for annotations), so every module
may register into it or read it without an import cycle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx

if TYPE_CHECKING:
    from .context import Context
    from .game import Game
    from .state import GameObject

Executor = Callable[["Game", Any, "Context"], Any]

EXECUTORS: dict[type, Executor] = {}
VALUES: dict[type, Callable[[Game, Any, Context], int]] = {}
CONDITIONS: dict[type, Callable[[Game, Any, Context], bool]] = {}
#: cost class -> (reason it can't be paid or None, pay)
COSTS: dict[type, tuple[Callable[..., str | None], Callable[..., None]]] = {}
STATIC: dict[type, Callable[[Game, Any, GameObject], list[Any]]] = {}
#: Filter fields whose test is implemented in a module that itself matches filters (so that
#: module's matching does not import it back): field name -> (game, object, filter, ctx) -> bool
FILTER_FIELDS: dict[str, Callable[[Game, Any, Any, Context], bool]] = {}


def filter_field(name: str) -> Callable[[Callable[[Game, Any, Any, Context], bool]], Callable[[Game, Any, Any, Context], bool]]:
    """Register the test of the Filter field ``name`` (:data:`FILTER_FIELDS`)."""

    def register(fn: Callable[[Game, Any, Any, Context], bool]) -> Callable[[Game, Any, Any, Context], bool]:
        FILTER_FIELDS[name] = fn
        return fn

    return register


@attrs.define
class Reference:
    """What a class of references means: the objects (``(game, ref, ctx, lki)``), the players
    (``(game, ref, ctx)``), and the objects a static ability of ``source`` affects
    (``(game, ref, source)`` -> (selector, fixed ids), CR 611.3a); None where it means no such
    thing."""

    objects: Callable[[Game, Any, Context, bool], list[Any]] | None = None
    players: Callable[[Game, Any, Context], list[Any]] | None = None
    affected: Callable[[Game, Any, GameObject], tuple[Any, tuple[int, ...] | None]] | None = None


REFERENCES: dict[type, Reference] = {}

#: effect classes the runtime cannot execute yet, with the reason: running one raises
#: UnsupportedAtRuntime (counted). Every effect class is in EXECUTORS, NOT_EXECUTABLE or here.
UNSUPPORTED: dict[str, str] = {
    # a construct the compiler could not lower: it says why, and it is never executable
    "Unsupported": "the compiler could not lower this text (the node carries the reason)",
    # conditions and values of triggers and conditions the runtime does not track yet
    "TimesResolvedThisTurn": "how often an ability resolved this turn is not counted yet",
    # replacement effects made by resolving spells and abilities (CR 614): the engine applies
    # prevention (runtime.prevention) but has no layer of other replacement effects that
    # watches events yet
    "RedirectDamage": "redirection of damage (CR 614.9) is not applied yet",
    "PreventedDamage": "prevented damage (CR 615.5) is not counted yet",
    "DamageWasPrevented": "prevented damage (CR 615.5) is not recorded yet",
    # choices and repetitions (oraclec.effects.choices) the runtime does not run yet
    "ForEachValue": "\"for each color / card type, ...\" repetitions are not run yet",
    "ChosenValue": "chosen numbers (CR 607.2) are not remembered yet",
    "DeckAllowance": "decks are given to the engine already built: deck-construction rules (CR 100.2a) are not checked",
    "BeginGameWith": "games start with the players' first turn: opening-hand actions (CR 103.6) are not offered",
}
# CR 702.140c, 729: a mutating creature spell merges with its target as it resolves
UNSUPPORTED["MutatingSpell"] = "merged permanents (CR 729) are not modelled: casting a spell for its mutate cost is refused (casting.prepare_cast)"
# Alchemy (digital-only): a spellbook is a list of cards the digital game keeps for a card
UNSUPPORTED["Draft"] = "a spellbook's cards (Alchemy) are not in any Oracle text, and the card pool holds no spellbooks"
# Alchemy (digital-only): a card's intensity, kept in every zone for the whole game
UNSUPPORTED["Intensify"] = "a card's intensity (Alchemy) is not kept by the runtime"
UNSUPPORTED["Intensity"] = "a card's intensity (Alchemy) is not kept by the runtime"
# CR 612: a text-changing effect (layer 3) rewrites the words of an object's abilities, which
# the runtime keeps compiled, not as text
UNSUPPORTED["ChangeText"] = "text-changing effects (CR 612, layer 3) are not applied: abilities are kept compiled, not as text"
# CR 508.1c, 509.1b: read of a whole declaration of attackers or blockers, which the runtime
# does not check against restrictions of this kind (static_abilities._static_unless counts it)
UNSUPPORTED["DeclaredWith"] = "a restriction depending on the other creatures declared (CR 508.1c, 509.1b) is not checked against a declaration"
# produced by the compiler, not executed yet
UNSUPPORTED["CreateEmblem"] = "emblems (CR 114) in the command zone are not modelled yet"

#: effect classes the engine reads where they belong instead of running them
NOT_EXECUTABLE = {
    fx.OptionalAttackCost: "a static effect: offered as attackers are declared (CR 508.1g, combat.optional_attack_costs)",
    fx.EventsTriggerNothing: "a static effect: read as abilities trigger (CR 603.2, triggers.silenced_events)",
    fx.TriggersAdditionalTime: "a static effect: read as abilities trigger (CR 603.2d, triggers.additional_times)",
    fx.XBound: "a rule of a spell or activated ability: read as X is announced (CR 107.3, 601.2b, casting._announce_x)",
    fx.XManaTypes: "a rule of a spell or activated ability: read as its cost is paid (CR 106.6, 601.2h, casting.x_mana_types)",
    fx.CombatLimit: "a static effect: read as attackers and blockers are declared (CR 508.1c, 509.1b, combat.combat_limit)",
    fx.AdditionalLandPlays: "a static effect: read by the land-play rule (CR 305.2, land_plays_allowed)",
    fx.GrantAbilitiesOf: "a static effect: applied in layer 6 (CR 613.1f, static_abilities._static_grant_abilities_of)",
    fx.CrewsWith: "a static effect: read by the crew and saddle costs (CR 702.122a, 702.171a, static_abilities.crew_value)",
    fx.CastRestriction: "a static effect: checked as the spell is cast (CR 601.3, casting._check_cast_restrictions)",
    fx.LookPermission: "a static effect: read by what a player may see (CR 401.2, looked_at_any_time)",
    fx.AlternativeCostFor: "a static effect: read by the ways to cast a spell (CR 118.9, casting.cast_ways)",
    fx.UntapDuringOthersUntapSteps: "a static effect: read by the untap step (CR 502.3, turns.untap_step)",
    fx.PlayRevealed: "a static effect: read by what every player may see (CR 400.2, played_revealed)",
    fx.MaximumHandSize: "a static effect: read by the cleanup step (CR 402.2, 514.1, player_rules.maximum_hand_size)",
    fx.ReplacedAmount: "part of a replacement effect: the compiler folds it into the Replacement's amount (CR 614.1a, replacements.replace_amount)",
    fx.ProducedMana: "part of a replacement effect: read as a permanent tapped for mana produces mana (CR 106.12b, replacements.replace_mana)",
}


def executor(cls: type) -> Callable[[Executor], Executor]:
    def register(fn: Executor) -> Executor:
        EXECUTORS[cls] = fn
        return fn

    return register


def value(cls: type) -> Callable[[Callable[..., int]], Callable[..., int]]:
    def register(fn: Callable[..., int]) -> Callable[..., int]:
        VALUES[cls] = fn
        return fn

    return register


def condition(cls: type) -> Callable[[Callable[..., bool]], Callable[..., bool]]:
    def register(fn: Callable[..., bool]) -> Callable[..., bool]:
        CONDITIONS[cls] = fn
        return fn

    return register


def cost(cls: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        can, pay = COSTS.get(cls, (None, None))
        if fn.__name__.startswith("_can"):
            COSTS[cls] = (fn, pay)  # type: ignore[assignment]
        else:
            COSTS[cls] = (can, fn)  # type: ignore[assignment]
        return fn

    return register


def static(cls: type) -> Callable[[Callable[..., list[Any]]], Callable[..., list[Any]]]:
    def register(fn: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
        STATIC[cls] = fn
        return fn

    return register


def objects_reference(cls: type) -> Callable[[Callable[..., list[Any]]], Callable[..., list[Any]]]:
    def register(fn: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
        REFERENCES.setdefault(cls, Reference()).objects = fn
        return fn

    return register


def players_reference(cls: type) -> Callable[[Callable[..., list[Any]]], Callable[..., list[Any]]]:
    def register(fn: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
        REFERENCES.setdefault(cls, Reference()).players = fn
        return fn

    return register


def affected_reference(cls: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        REFERENCES.setdefault(cls, Reference()).affected = fn
        return fn

    return register
