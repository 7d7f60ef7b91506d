"""The invariants a simulated game checks after every action: what the rules say must always hold,
checked on the engine's state from outside, so that a bug of the engine shows as a violation.

* **zones**: every object is in exactly one zone, the one it says it is in (its owner's, for a
  player's zone), and the game's index of objects holds exactly the objects in zones;
* **cards**: each card of the decks is in exactly one zone, and no other card appears but those
  conjured (Alchemy, digital-only: a card made outside the game and put into a zone, event cause
  "conjure"), which are conserved from then on (copies of spells and tokens are not cards; no
  rule of a two-player game without ante takes a card out of every zone, so none is gone by rule);
* **tokens**: a token ceases to exist only outside the battlefield (CR 111.7, 704.5d): one that
  vanished was outside the battlefield at the last check, or left it since;
* **well-formed**: life totals are whole numbers, counters (on players and permanents) and
  damage are not negative, every mana in a pool is of a kind of mana and is kept for a known
  duration;
* **stack at a step change** (:func:`step_change_violations`, checked as each step begins):
  the stack is empty, and the pools hold only mana an effect keeps (CR 500.4);
* **state-based actions**, when a player has priority (CR 117.5: they were performed just
  before): no creature with toughness 0 or less (704.5f), none with lethal or deathtouch damage
  unless it is indestructible (704.5g-h, 702.12b; regeneration removes the damage), no player
  at 0 life or with ten poison counters who has not lost, unless they can't lose (704.5a, c).

Each violation is a :class:`Violation`: which invariant, and what was found.
"""

from __future__ import annotations

import collections
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from ..runtime.player_rules import has
from ..runtime.state import PLAYER_ZONES, GameObject, StackAbility

if TYPE_CHECKING:
    from ..runtime.game import Game

#: the kinds of mana a pool can hold (CR 106.1): the five colours and colourless
MANA_TYPES = frozenset("WUBRGC")
#: how long a pool may keep mana (runtime.mana.Mana.kept_until)
KEPT_UNTIL = (None, "end_of_combat", "end_of_turn")

INVARIANTS = ("zones", "cards", "tokens", "well-formed", "stack at step change", "state-based actions")


@attrs.frozen
class Violation:
    """A broken invariant: which (one of :data:`INVARIANTS`) and what was found."""

    invariant: str
    message: str

    def __str__(self) -> str:
        return f"{self.invariant}: {self.message}"


def _label(obj: Any) -> str:
    return f"{obj.name} #{obj.id}"


def zone_violations(game: Game) -> list[Violation]:
    """Every object in exactly one zone, the one it says, and indexed by the game."""
    found: list[Violation] = []
    where: dict[int, str] = {}  # id() of the object -> the zone it was found in
    ids: dict[int, str] = {}
    objects = game.state.objects
    for (kind, owner), zone in game.state.zones.items():
        label = zone.label()
        for obj in zone.objects:
            if id(obj) in where:
                found.append(Violation("zones", f"{_label(obj)} is in two zones: {where[id(obj)]} and {label}"))
                continue
            where[id(obj)] = label
            if obj.id in ids:
                found.append(Violation("zones", f"two objects have the id {obj.id}: in {ids[obj.id]} and in {label}"))
            ids[obj.id] = label
            if isinstance(obj, GameObject):
                if obj.zone != kind:
                    found.append(Violation("zones", f"{_label(obj)} is in {label} but says it is in {obj.zone}"))
                elif kind in PLAYER_ZONES and obj.owner != owner:
                    found.append(Violation("zones", f"{_label(obj)}, owned by {obj.owner}, is in {label}"))
            elif not isinstance(obj, StackAbility) or kind != "stack":
                found.append(Violation("zones", f"{obj!r} is in {label}, where only cards, tokens and copies go"))
            if objects.get(obj.id) is not obj:
                found.append(Violation("zones", f"{_label(obj)} is in {label} but not in the game's index of objects"))
    for object_id, obj in objects.items():
        if id(obj) not in where:
            found.append(Violation("zones", f"{_label(obj)} (id {object_id}) is in no zone"))
    return found


def well_formed_violations(game: Game) -> list[Violation]:
    """Life totals, counters, damage and mana that make sense."""
    found: list[Violation] = []
    for player in game.state.players:
        if not isinstance(player.life, int) or isinstance(player.life, bool):
            found.append(Violation("well-formed", f"{player.name}'s life total is {player.life!r}, not a whole number"))
        found.extend(_counter_violations(f"{player.name}", player.counters))
        if player.lands_played_this_turn < 0:
            found.append(Violation("well-formed", f"{player.name} played {player.lands_played_this_turn} lands this turn"))
        for mana in player.mana_pool:
            if getattr(mana, "type", None) not in MANA_TYPES or getattr(mana, "kept_until", None) not in KEPT_UNTIL:
                found.append(Violation("well-formed", f"{player.name}'s mana pool holds {mana!r}, not a kind of mana"))
    for obj in game.all_objects():
        found.extend(_counter_violations(_label(obj), obj.counters))
        if not isinstance(obj.damage, int) or obj.damage < 0:
            found.append(Violation("well-formed", f"{_label(obj)} has {obj.damage!r} damage marked on it"))
    return found


def _counter_violations(whose: str, counters: collections.Counter[str]) -> list[Violation]:
    return [
        Violation("well-formed", f"{whose} has {count!r} {kind} counters")
        for kind, count in counters.items()
        if not isinstance(count, int) or isinstance(count, bool) or count < 0
    ]


def step_change_violations(game: Game) -> list[Violation]:
    """As a step begins (its step event): the stack is empty, and the pools hold only mana that
    an effect keeps (CR 500.4)."""
    found: list[Violation] = []
    step = game.state.step
    stack = game.zone("stack").objects
    if stack:
        found.append(Violation("stack at step change", f"the {step} step of turn {game.state.turn} began with {', '.join(_label(o) for o in stack)} on the stack"))
    for player in game.state.players:
        left = [str(m) for m in player.mana_pool if m.kept_until is None]
        if left:
            found.append(Violation("stack at step change", f"the {step} step of turn {game.state.turn} began with {''.join(left)} in {player.name}'s mana pool (CR 500.4)"))
    return found


def state_based_violations(game: Game) -> list[Violation]:
    """What state-based actions leave no trace of, checked when a player has priority."""
    found: list[Violation] = []
    for obj in game.battlefield():
        chars = game.characteristics(obj)
        if "Creature" not in chars.types or chars.toughness is None:
            continue
        toughness = chars.toughness
        if toughness <= 0:
            found.append(Violation("state-based actions", f"{_label(obj)} is on the battlefield with toughness {toughness} (CR 704.5f)"))
        elif (obj.damage >= toughness or (obj.damage > 0 and obj.deathtouch_damage)) and not chars.has_keyword("Indestructible"):
            lethal = "deathtouch damage" if obj.damage < toughness else f"{obj.damage} damage"
            found.append(Violation("state-based actions", f"{_label(obj)} is on the battlefield with {lethal} and toughness {toughness} (CR 704.5g-h)"))
    for player in game.state.players:
        if player.lost or has(game, player.name, fx.PlayerRuleName.CANT_LOSE_THE_GAME):
            continue
        if player.life <= 0 and not has(game, player.name, fx.PlayerRuleName.DOESNT_LOSE_FOR_ZERO_LIFE):
            found.append(Violation("state-based actions", f"{player.name} has {player.life} life and has not lost (CR 704.5a)"))
        if player.counters.get("poison", 0) >= 10 and not has(game, player.name, fx.PlayerRuleName.DOESNT_LOSE_FOR_POISON):
            found.append(Violation("state-based actions", f"{player.name} has {player.counters['poison']} poison counters and has not lost (CR 704.5c)"))
    for obj in game.tokens_outside_battlefield():
        found.append(Violation("tokens", f"the token {_label(obj)} is in the {obj.zone} while a player has priority (CR 704.5d)"))
    return found


class CardKeeper:
    """The invariants that compare the game with what it was: the decks' cards, and the tokens
    since the last check."""

    def __init__(self, game: Game, cards: dict[int, str]):
        #: card id -> name of each card of the decks
        self.cards = dict(cards)
        #: token card id -> its zone at the last check
        self.tokens: dict[int, str] = {}
        self.events_seen = len(game.state.events)
        self._note_tokens(game)

    def _note_tokens(self, game: Game) -> None:
        self.tokens = {o.card_id: o.zone for o in game.all_objects() if o.is_token}

    def check(self, game: Game) -> list[Violation]:
        found: list[Violation] = []
        events = game.state.events[self.events_seen :]
        for event in events:
            # a conjured card (Alchemy, digital-only) comes into the game from outside it: a card
            # of the game from then on
            if event.kind == "zone_change" and event.get("cause") == "conjure" and event.object is not None:
                self.cards.setdefault(event.object.card_id, event.object.name)
        present: collections.Counter[int] = collections.Counter()
        for obj in game.all_objects():
            if obj.is_token or obj.spell_copy:
                continue
            present[obj.card_id] += 1
            if obj.card_id not in self.cards:
                found.append(Violation("cards", f"{_label(obj)} in the {obj.zone} is a card that is not in either deck (card {obj.card_id})"))
        for card_id, name in self.cards.items():
            count = present[card_id]
            if count == 0:
                found.append(Violation("cards", f"{name} (card {card_id}) is in no zone: it disappeared"))
            elif count > 1:
                found.append(Violation("cards", f"{name} (card {card_id}) is in {count} zones at once: it was duplicated"))
        left_battlefield = {e.object.card_id for e in events if e.kind == "zone_change" and e.object is not None and e.from_zone == "battlefield"}
        now = {o.card_id for o in game.all_objects() if o.is_token}
        for card_id, zone in self.tokens.items():
            if card_id not in now and zone == "battlefield" and card_id not in left_battlefield:
                found.append(Violation("tokens", f"a token (card {card_id}) on the battlefield ceased to exist without leaving it (CR 111.7, 704.5d)"))
        self.events_seen = len(game.state.events)
        self._note_tokens(game)
        return found
