"""The game state's data: players, zones, objects and events (CR 102, 109, 400).

These are plain records (the stack's abilities, pending triggers and proposed zone changes
too). Only :class:`oraclec.runtime.game.Game` changes them, through methods
that emit :class:`Event` objects, so that triggered abilities and replacement effects see every
change. The whole state (:class:`GameState`) can be copied to undo an illegal action (CR 732).
"""

from __future__ import annotations

import collections
import random
from typing import TYPE_CHECKING, Any

import attrs

from .mana import Mana

if TYPE_CHECKING:
    from .context import Context
    from .game import Game

#: Zones (CR 400.1). "outside" stands for cards outside the game (CR 400.11a: the sideboard).
ZONES = ("library", "hand", "graveyard", "battlefield", "stack", "exile", "command", "outside")
#: Zones each player has one of; the others are shared (CR 400.2).
PLAYER_ZONES = ("library", "hand", "graveyard", "outside")
SHARED_ZONES = ("battlefield", "stack", "exile", "command")
#: Hidden zones (CR 400.2): their cards are not visible to every player.
HIDDEN_ZONES = ("library", "hand", "outside")
#: the result key of the extra turns an instruction gave (GameState.extra_turn_tokens)
EXTRA_TURN_KEY = "extra turn"

#: Steps in turn order (CR 500.1); the combat steps are in CR 506.1.
STEPS = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
#: Short step names accepted by :meth:`Game.setup` (the scenario format).
STEP_ALIASES = {"combat": "beginning_of_combat", "main": "main1", "end_step": "end"}
MAIN_PHASES = ("main1", "main2")
#: the phases of a turn and their steps, in order (CR 500.1); the main phases have one step here
PHASE_STEPS = {
    "beginning": ("untap", "upkeep", "draw"),
    "main": MAIN_PHASES,
    "combat": ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"),
    "ending": ("end", "cleanup"),
}
#: step -> the phase it is part of
PHASE_OF_STEP = {step: phase for phase, steps in PHASE_STEPS.items() for step in steps}

#: the durations of effects the game ends (runtime.turns: CR 500.4, 511.3, 513.1, 514.2), with
#: "game" (no end); an effect lasting any other can't be kept
ENDED_DURATIONS = frozenset({"end_of_turn", "game", "your_next_turn", "end_of_your_next_turn", "end_of_combat", "your_next_end_step", "your_next_upkeep"})


@attrs.define(eq=False)
class GameObject:
    """A card, token, copy, or emblem in a zone (CR 109.1).

    ``id`` names this object; moving it to another zone makes a new object with a new id (CR
    400.7) and the same ``card_id`` (the physical card). ``definition`` holds the printed
    characteristics; current characteristics come from :meth:`Game.characteristics` (CR 613).
    """

    id: int
    card_id: int
    definition: Any  #: runtime.definitions.CardDef
    owner: str
    controller: str
    zone: str
    face: int = 0  #: which face is up (transformed / back face)
    tapped: bool = False
    face_down: bool = False
    phased_out: bool = False
    #: phased out with the permanent it is attached to (CR 702.26g): it phases in with it
    phased_out_indirectly: bool = False
    #: the player who controlled it as it phased out: it phases in in their untap step (CR 502.1)
    phased_out_under: str | None = None
    counters: collections.Counter[str] = attrs.field(factory=collections.Counter)
    damage: int = 0
    deathtouch_damage: bool = False
    timestamp: int = 0
    is_token: bool = False
    is_copy: bool = False
    #: a copy of a spell, made on the stack (CR 707.10): it ceases to exist off the stack
    #: (704.5e), and becomes a token as it resolves into a permanent (707.10f)
    spell_copy: bool = False
    #: the turn since which its controller has controlled it continuously (CR 302.6)
    controlled_since_turn: int = 0
    #: casting information while it is a spell (modes, X, costs paid, targets)
    cast: Any = None
    #: turn on which it was foretold, if it is a foretold card in exile (CR 702.143a)
    foretold_turn: int | None = None
    attached_to: int | None = None
    #: designations and one-off marks: "foretold", "amassed", chosen colour, …
    marks: dict[str, Any] = attrs.field(factory=dict)

    @property
    def name(self) -> str:
        return self.definition.faces[self.face].name

    def __repr__(self) -> str:
        return f"<{self.name} #{self.id} {self.zone}>"


@attrs.define(eq=False)
class Player:
    """A player (CR 102): life, mana pool, counters, and per-turn records."""

    name: str
    index: int
    life: int = 20
    #: CR 103.4: the life total the player started the game with
    starting_life: int = 20
    mana_pool: list[Mana] = attrs.field(factory=list)
    counters: collections.Counter[str] = attrs.field(factory=collections.Counter)
    lost: bool = False
    won: bool = False
    loss_reason: str | None = None
    #: CR 704.5b: attempted to draw from an empty library since SBAs were last checked
    drew_from_empty: bool = False
    lands_played_this_turn: int = 0
    land_plays_per_turn: int = 1
    max_hand_size: int = 7
    #: designations a player keeps for the rest of the game: "city's blessing" (CR 702.131c)
    designations: list[str] = attrs.field(factory=list)
    #: the times the Ring has tempted the player this game (CR 701.54c); 0: no emblem named The
    #: Ring yet (runtime.ring)
    ring_tempted: int = 0

    def __repr__(self) -> str:
        return f"<Player {self.name}>"


@attrs.define(eq=False)
class Zone:
    """An ordered zone. For a library, index 0 is the top (CR 401.2); for the stack, the last
    item is the top (CR 405.2), and items may be abilities as well as spells."""

    kind: str
    owner: str | None
    objects: list[Any] = attrs.field(factory=list)

    @property
    def hidden(self) -> bool:
        return self.kind in HIDDEN_ZONES

    def __len__(self) -> int:
        return len(self.objects)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(list(self.objects))

    def label(self) -> str:
        return f"{self.owner}'s {self.kind}" if self.owner else self.kind


@attrs.frozen
class ObjectInfo:
    """What an object looked like at a moment: last known information (CR 608.2h, 603.10)."""

    id: int
    card_id: int
    name: str
    owner: str
    controller: str
    zone: str
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    mana_value: int = 0
    #: its mana cost (CR 202.1), for what counts its mana symbols (chroma, CR 207.2c); None:
    #: none
    mana_cost: Any = attrs.field(default=None, eq=False, repr=False)
    is_token: bool = False
    face_down: bool = False
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    #: the object it was attached to (an Aura, Equipment or Fortification, CR 301.5, 303.4)
    attached_to: int | None = None
    #: abilities it had, for abilities that look back in time (CR 603.10)
    abilities: tuple[Any, ...] = attrs.field(default=(), eq=False, repr=False)
    #: how the spell it was (or is) was cast, with the mana spent on it (CR 601.2h: "if the
    #: amount of mana spent to cast that spell" read after it was countered); None if it wasn't
    cast: Any = attrs.field(default=None, eq=False, repr=False)

    def __deepcopy__(self, memo: dict[int, Any]) -> ObjectInfo:
        return self  # immutable


@attrs.frozen
class Event:
    """Something that happened (CR 700.1), as recorded in the game log.

    ``kind`` is one of: zone_change, draw, mill, shuffle, search, cast, activate, resolve,
    trigger, counter, life, damage, tap, untap, create, sacrifice, destroy, discard, reveal,
    mana, special_action, step, lose, countered, amass, play_land, designation, skip, extra_turn, pair, clash,
    game_drawn, control, monstrous, adapt, fateseal, blight, discover, harnessed, collect_evidence, earthbend, airbend, time_travel, convert, unblocked, day_night, attack, attacked, block, vote.
    """

    kind: str
    seq: int
    turn: int
    player: str | None = None
    object: ObjectInfo | None = None
    objects: tuple[ObjectInfo, ...] = ()
    from_zone: str | None = None
    to_zone: str | None = None
    amount: int | None = None
    info: tuple[tuple[str, Any], ...] = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self  # immutable

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.info:
            if k == key:
                return v
        return default

    def describe(self) -> str:
        parts = [self.kind]
        if self.player:
            parts.append(self.player)
        if self.object is not None:
            parts.append(self.object.name)
        if self.objects:
            parts.append(", ".join(o.name for o in self.objects))
        if self.from_zone or self.to_zone:
            parts.append(f"{self.from_zone or '?'} -> {self.to_zone or '?'}")
        if self.amount is not None:
            parts.append(str(self.amount))
        for key, value in self.info:
            parts.append(f"{key}={value}")
        return " ".join(parts)


@attrs.define(eq=False)
class StackAbility:
    """An activated or triggered ability on the stack (CR 113.7, 602.2a, 603.3)."""

    id: int
    kind: str  #: "activated" or "triggered"
    ability: Any
    controller: str
    ctx: Context
    source_id: int | None
    source_info: ObjectInfo | None
    zone: str = "stack"

    @property
    def name(self) -> str:
        source = self.source_info.name if self.source_info else "?"
        return f"{source} {self.kind} ability"

    def __repr__(self) -> str:
        return f"<{self.name} #{self.id}>"


@attrs.define
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (CR 603.3)."""

    ability: Any
    controller: str
    source_id: int | None
    source_info: ObjectInfo | None
    event: Event | None
    order: int
    #: a delayed triggered ability's remembered context (targets, results, X), CR 603.7
    carried: dict[str, Any] | None = None


def add_pending(
    game: Game, ability: Any, controller: str, source_id: int | None, info: Any, event: Event | None, carried: dict[str, Any] | None = None
) -> None:
    game.state.pending_triggers.append(
        PendingTrigger(
            ability=ability, controller=controller, source_id=source_id, source_info=info, event=event, order=len(game.state.pending_triggers), carried=carried
        )
    )


def add_pending_trigger(game: Game, ability: Any, controller: str, source_id: int | None, info: Any, event: Event | None, *, carried: dict[str, Any]) -> None:
    """A triggered ability that an instruction created (delayed or reflexive, CR 603.7, 603.12),
    waiting to be put on the stack with what it remembers of that instruction."""
    add_pending(game, ability, controller, source_id, info, event, carried)


@attrs.define
class ZoneMove:
    """A proposed zone change, modified by replacement effects before it happens (CR 614)."""

    obj: GameObject
    to: str
    position: Any = None
    tapped: bool = False
    face_down: bool = False
    #: it enters with its back face up (CR 712.14a: "onto the battlefield transformed")
    transformed: bool = False
    controller: str | None = None
    counters: collections.Counter[str] = attrs.field(factory=collections.Counter)
    cause: str | None = None  #: "destroy", "sacrifice", "discard", "mill", "draw", "resolve", ...
    #: the controller of the spell or ability that caused a discard (CR 701.9a: its effect, or
    #: its cost, CR 118.3); None for a discard no spell or ability caused (CR 514.1)
    cause_controller: str | None = None
    applied: set[Any] = attrs.field(factory=set)
    cancelled: bool = False
    #: what the permanent will remember once it is on the battlefield: the choices made as it
    #: enters ("As this creature enters, choose a color", CR 614.12, 607.2)
    marks: dict[str, Any] = attrs.field(factory=dict)
    #: the copiable values it enters with when it enters as a copy of something (CR 707.2)
    definition: Any = None
    #: continuous effects made on it as it enters ("If you don't, it gains haste.", riot, CR
    #: 614.12): they apply to the permanent it becomes
    effects: list[int] = attrs.field(factory=list)


@attrs.define
class TurnRecord:
    """What happened this turn, for "this turn" conditions and limits (CR 500.x)."""

    spells_cast: collections.Counter[str] = attrs.field(factory=collections.Counter)
    activations: collections.Counter[tuple[int, int]] = attrs.field(factory=collections.Counter)
    #: how many loyalty abilities of each permanent (object id) were activated (CR 606.3)
    loyalty_activated: collections.Counter[int] = attrs.field(factory=collections.Counter)
    cards_drawn: collections.Counter[str] = attrs.field(factory=collections.Counter)
    life_gained: collections.Counter[str] = attrs.field(factory=collections.Counter)
    life_lost: collections.Counter[str] = attrs.field(factory=collections.Counter)
    creatures_died: int = 0
    #: the phases begun this turn, by kind ("combat", "main"): an effect may add phases (CR 500.8)
    phases_begun: collections.Counter[str] = attrs.field(factory=collections.Counter)
    #: triggered abilities with a printed limit that triggered this turn, by (source id, ability)
    triggered: collections.Counter[tuple[int | None, Any]] = attrs.field(factory=collections.Counter)
    #: "Do this only once each turn." (CR 603.2h): the (controller, source id, ability) whose
    #: optional action was taken this turn
    actions_taken: set[tuple[str, int | None, Any]] = attrs.field(factory=set)
    #: once-a-turn permissions to play that served this turn, by (source id, permission)
    permissions_used: set[tuple[int, Any]] = attrs.field(factory=set)


@attrs.define
class GameState:
    """Everything that changes during a game; copied whole to undo an illegal action."""

    players: list[Player]
    zones: dict[tuple[str, str | None], Zone]
    rng: random.Random
    turn: int = 1
    active: int = 0
    step: str = "main1"
    priority: int | None = None
    #: players who passed in succession since the last action (CR 117.4)
    passes: int = 0
    #: objects currently in a zone, by id (the stack zone also holds abilities)
    objects: dict[int, GameObject] = attrs.field(factory=dict)
    next_id: int = 1
    next_card_id: int = 1
    next_timestamp: int = 1
    events: list[Event] = attrs.field(factory=list)
    #: continuous effects created by resolved spells and abilities (CR 611.2)
    effects: list[Any] = attrs.field(factory=list)
    #: replacement effects created by resolved spells and abilities (regeneration shields, …)
    replacements: list[Any] = attrs.field(factory=list)
    #: permissions created by resolved spells and abilities ("you may cast it this turn")
    permissions: list[Any] = attrs.field(factory=list)
    #: effects of resolved spells and abilities on spells cast later (runtime.spell_effects):
    #: "the next spell you cast this turn costs {1} less" (CR 611.2f), "spells you cast this
    #: turn cost {1} less" (CR 611.2c)
    spell_effects: list[dict[str, Any]] = attrs.field(factory=list)
    delayed_triggers: list[Any] = attrs.field(factory=list)
    #: objects moved "until" an event (CR 610.3): (the event's object id, the moved objects'
    #: new ids, the zone they return to); "exile ... until this leaves the battlefield"
    returns_until: list[tuple[int, tuple[int, ...], str]] = attrs.field(factory=list)
    #: the cards a permanent's abilities exiled, which its other abilities call "the exiled
    #: card" (linked abilities, CR 607.2a: hideaway, champion): permanent id -> exiled ids
    linked_exiles: dict[int, list[int]] = attrs.field(factory=dict)
    #: the tokens an object's abilities created, which its other abilities call "tokens created
    #: with [this object]" (linked abilities, CR 607.2c): object id -> token ids
    linked_tokens: dict[int, list[int]] = attrs.field(factory=dict)
    #: the permanents an object's abilities put onto the battlefield, which its other abilities
    #: call "the creature put onto the battlefield with [this object]" (linked abilities, CR
    #: 607.2c): object id -> permanent ids
    linked_put: dict[int, list[int]] = attrs.field(factory=dict)
    pending_triggers: list[Any] = attrs.field(factory=list)
    #: an effect ended the turn (CR 723.1) during the resolution under way: when it is over,
    #: the game skips to the cleanup step (runtime.turns.finish_ending_the_turn)
    ending_turn: bool = False
    turn_record: TurnRecord = attrs.field(factory=TurnRecord)
    #: "This ability triggers only once.": how often it triggered, by (source id, ability); a
    #: source that changes zones is a new object with a new id (CR 400.7)
    triggered_ever: collections.Counter[tuple[int | None, Any]] = attrs.field(factory=collections.Counter)
    #: objects in the middle of entering the battlefield (CR 614.13c)
    entering: set[int] = attrs.field(factory=set)
    #: draw replacements applying now, by (source id, ability index): the draws they make are
    #: not offered to them again (CR 614.5: "draw two cards instead" replaces once)
    replacing_draws: set[tuple[int, int]] = attrs.field(factory=set)
    #: what objects that left the battlefield or the stack last looked like, by their old id
    #: ("gain life equal to its toughness" after it was destroyed, CR 608.2h)
    last_known: dict[int, Any] = attrs.field(factory=dict)
    #: the controller of each permanent as last noticed, while an ability watches changes of
    #: control (CR 603.10d, runtime.control)
    controllers_seen: dict[int, str] = attrs.field(factory=dict)
    #: per-player library searches not yet closed by a shuffle (CR 701.23h)
    open_searches: set[str] = attrs.field(factory=set)
    game_over: bool = False
    combat: Any = None
    #: designations only one player can have at a time, and who has them: "monarch" (CR
    #: 724.3), "initiative" (CR 725.3)
    designations: dict[str, str] = attrs.field(factory=dict)
    #: the player who took the game's first turn (CR 103.1)
    starting_player: str | None = None
    #: the game's day/night designation (CR 730.1): None (neither, as the game starts), "day"
    #: or "night"
    day_night: str | None = None
    #: the previous turn's active player and how many spells they cast during it, for the day/night
    #: check of the untap step (CR 502.2, 730.2); None before the first turn ends
    previous_turn_spells: tuple[str, int] | None = None
    #: rules about players made by resolved spells and abilities ("Your opponents can't gain
    #: life this turn"): dicts with player, rule, duration, ctx (runtime.player_rules)
    player_rules: list[dict[str, Any]] = attrs.field(factory=list)
    #: effects that begin with a player's next turn and last until it ends ("During target
    #: player's next turn, ..."): dicts with player, effects, ctx, made_on (the turn the
    #: instruction resolved in) (fx.DuringNextTurn, runtime.turns.begin_turn)
    next_turn_effects: list[dict[str, Any]] = attrs.field(factory=list)
    #: extra turns to take (CR 500.7), by player name; the last one created is taken first
    extra_turns: list[str] = attrs.field(factory=list)
    #: the extra turns an effect gave (runtime.effects.game), by a number of its own, one for
    #: each name of ``extra_turns`` (CR 500.7), and the turn number each was taken as: "that
    #: turn's end step" triggers in that turn only
    extra_turn_tokens: list[int] = attrs.field(factory=list)
    extra_turns_taken: dict[int, int] = attrs.field(factory=dict)
    #: the player whose turn was the last one taken in turn order (not an extra turn): the next
    #: turn in turn order is the next player's (None: the active player's)
    turn_order_player: int | None = None
    #: steps, phases and turns to skip from resolved effects (CR 614.10): dicts with player and
    #: what ("turn", "untap step", "upkeep", "draw step", "combat phase"); each skips the next one
    skips: list[dict[str, Any]] = attrs.field(factory=list)
    #: the steps still to come this turn once an effect added phases or steps (CR 500.8-500.10),
    #: in order; None: the steps of :data:`STEPS` after the current one
    upcoming_steps: list[str] | None = None
