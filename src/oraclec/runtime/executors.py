"""Executors: what each class of the effect model does in a game.

One table per kind of element, keyed by the exact class:

* :data:`EXECUTORS`: effects (actions) of resolving spells and abilities;
* :data:`VALUES`: quantities; :data:`CONDITIONS`: conditions;
* :data:`COSTS`: costs (can they be paid, and paying them);
* :data:`STATIC`: continuous effects of static abilities, as layer operations (CR 613).

A class missing from its table is unsupported at runtime: running it raises
:class:`~oraclec.runtime.errors.UnsupportedAtRuntime` and counts it in ``game.unsupported``;
nothing is skipped silently. :data:`NOT_EXECUTABLE` lists effect classes that are never run
directly (they are read by the engine where they belong).
"""

from __future__ import annotations

import collections
import operator
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from ..errors import InputError
from .context import Context
from .errors import IllegalAction, UnsupportedAtRuntime
from .mana import Mana, Payment
from .state import GameObject, ObjectInfo, Player

if TYPE_CHECKING:
    from .game import Game

Executor = Callable[["Game", Any, Context], Any]

EXECUTORS: dict[type, Executor] = {}
VALUES: dict[type, Callable[[Game, Any, Context], int]] = {}
CONDITIONS: dict[type, Callable[[Game, Any, Context], bool]] = {}
#: cost class -> (reason it can't be paid or None, pay)
COSTS: dict[type, tuple[Callable[..., str | None], Callable[..., None]]] = {}
STATIC: dict[type, Callable[[Game, Any, GameObject], list[Any]]] = {}

#: effect classes the runtime cannot execute yet, with the reason: running one raises
#: UnsupportedAtRuntime (counted). Every effect class is in EXECUTORS, NOT_EXECUTABLE or here.
UNSUPPORTED: dict[str, str] = {
    # a construct the compiler could not lower: it says why, and it is never executable
    "Unsupported": "the compiler could not lower this text (the node carries the reason)",
    # conditions and values of triggers and conditions the runtime does not track yet
    "SpellsCast": "spells cast per turn are not counted yet",
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
    "DidThisWay": "which players did what an instruction offered is not recorded yet",
    "SpendRestriction": "restrictions on spending mana (CR 106.6) are not tracked yet",
    "DeckAllowance": "decks are given to the engine already built: deck-construction rules (CR 100.2a) are not checked",
    "BeginGameWith": "games start with the players' first turn: opening-hand actions (CR 103.6) are not offered",
    "KeepUnspentMana": "mana pools empty at the end of each step (CR 106.4); keeping mana is not modelled yet",
}
# produced by the compiler, not executed yet
UNSUPPORTED["CreateEmblem"] = "emblems (CR 114) in the command zone are not modelled yet"

#: effect classes the engine reads where they belong instead of running them
NOT_EXECUTABLE = {
    fx.OptionalAttackCost: "a static effect: offered as attackers are declared (CR 508.1g, combat.optional_attack_costs)",
    fx.AdditionalLandPlays: "a static effect: read by the land-play rule (CR 305.2, land_plays_allowed)",
    fx.CastRestriction: "a static effect: checked as the spell is cast (CR 601.3, casting._check_cast_restrictions)",
    fx.LookPermission: "a static effect: read by what a player may see (CR 401.2, looked_at_any_time)",
    fx.PlayRevealed: "a static effect: read by what every player may see (CR 400.2, played_revealed)",
}


def executor(cls: type) -> Callable[[Executor], Executor]:
    def register(fn: Executor) -> Executor:
        EXECUTORS[cls] = fn
        return fn

    return register


def run_effect(game: Game, effect: Any, ctx: Context) -> Any:
    fn = EXECUTORS.get(type(effect))
    if fn is None:
        name = type(effect).__name__
        game.unsupported[name] += 1
        reason = NOT_EXECUTABLE.get(type(effect)) or UNSUPPORTED.get(name, "no executor")
        raise UnsupportedAtRuntime(name, reason)
    return fn(game, effect, ctx)


# ==============================================================================================
# values
def value(cls: type) -> Callable[[Callable[..., int]], Callable[..., int]]:
    def register(fn: Callable[..., int]) -> Callable[..., int]:
        VALUES[cls] = fn
        return fn

    return register


def evaluate(game: Game, v: Any, ctx: Context) -> int:
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return v
    fn = VALUES.get(type(v))
    if fn is None:
        name = type(v).__name__
        game.unsupported[name] += 1
        raise UnsupportedAtRuntime(name, "no evaluator for this quantity")
    return fn(game, v, ctx)


@value(fx.Fixed)
def _fixed(game: Game, v: fx.Fixed, ctx: Context) -> int:
    return v.value


@value(fx.Variable)
def _variable(game: Game, v: fx.Variable, ctx: Context) -> int:
    if v.name == "X":
        return ctx.x
    return int(ctx.results.get(f"var:{v.name}", [0])[0])


@value(fx.CountOf)
def _count_of(game: Game, v: fx.CountOf, ctx: Context) -> int:
    if _is_player_ref(v.what):
        return len(players_of(game, v.what, ctx))
    return len(objects_of(game, v.what, ctx))


@value(fx.StatOf)
def _stat_of(game: Game, v: fx.StatOf, ctx: Context) -> int:
    """CR 701.17d: information about several objects (several milled cards) is summed."""
    if v.stat.startswith("counters") and _is_player_ref(v.what):
        # "for each experience counter you have", "an opponent has three poison counters": the
        # counters of players (CR 122.1)
        kind = v.stat.partition(":")[2]
        return sum(sum(p.counters.values()) if not kind else p.counters.get(kind, 0) for p in players_of(game, v.what, ctx))
    total = 0
    for obj in objects_of(game, v.what, ctx, lki=True):
        total += _stat(game, obj, v.stat) or 0
    return total


@value(fx.LifeTotal)
def _life_total(game: Game, v: fx.LifeTotal, ctx: Context) -> int:
    return sum(p.life for p in players_of(game, v.player, ctx))


@value(fx.Scaled)
def _scaled(game: Game, v: fx.Scaled, ctx: Context) -> int:
    raw = evaluate(game, v.value, ctx) * v.numerator
    quotient, remainder = divmod(raw, v.denominator)
    return quotient + (1 if remainder and v.round_up else 0)


@value(fx.EventAmount)
def _event_amount(game: Game, v: fx.EventAmount, ctx: Context) -> int:
    if ctx.results.get("event_amount"):
        return int(ctx.results["event_amount"][0])
    if ctx.event is not None and ctx.event.amount is not None:
        return abs(ctx.event.amount)
    return 0


@value(fx.Sum)
def _sum(game: Game, v: fx.Sum, ctx: Context) -> int:
    return sum(evaluate(game, part, ctx) for part in v.parts)


@value(fx.Difference)
def _difference(game: Game, v: fx.Difference, ctx: Context) -> int:
    return evaluate(game, v.left, ctx) - evaluate(game, v.right, ctx)


@value(fx.Extreme)
def _extreme(game: Game, v: fx.Extreme, ctx: Context) -> int:
    values = [_stat(game, obj, v.stat) or 0 for obj in objects_of(game, v.what, ctx, lki=True)]
    if not values:
        return 0
    return max(values) if v.greatest else min(values)


_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@value(fx.CountDistinct)
def _count_distinct(game: Game, v: fx.CountDistinct, ctx: Context) -> int:
    from .layers import creature_types

    seen: set[Any] = set()
    for obj in objects_of(game, v.what, ctx, lki=True):
        facts = facts_of(game, obj)
        if v.characteristic == "card_types":
            seen.update(facts.types)
        elif v.characteristic == "creature_types":
            seen.update(t for t in facts.subtypes if t in creature_types())
        elif v.characteristic == "basic_land_types":
            seen.update(t for t in facts.subtypes if t in _BASIC_LAND_TYPES)
        elif v.characteristic == "colors":
            seen.update(facts.colors)
        elif v.characteristic == "mana_values":
            seen.add(facts.mana_value)
        elif v.characteristic == "powers":
            if facts.power is not None:
                seen.add(facts.power)
        elif v.characteristic == "names":
            seen.add(facts.name)
        else:
            raise UnsupportedAtRuntime(f"characteristic {v.characteristic!r}")
    return len(seen)


@value(fx.Devotion)
def _devotion(game: Game, v: fx.Devotion, ctx: Context) -> int:
    """CR 700.5: each mana symbol with one of the colors counts once (hybrid too)."""
    players = {p.name for p in players_of(game, v.player, ctx)}
    total = 0
    for obj in game.zone("battlefield").objects:
        if not isinstance(obj, GameObject) or obj.phased_out:
            continue
        chars = game.characteristics(obj)
        if chars.controller not in players or chars.mana_cost is None:
            continue
        total += sum(1 for symbol in chars.mana_cost.symbols if set(symbol.colors) & set(v.colors))
    return total


@value(fx.LifeChangedThisTurn)
def _life_changed(game: Game, v: fx.LifeChangedThisTurn, ctx: Context) -> int:
    record = game.state.turn_record
    counter = record.life_gained if v.gained else record.life_lost
    return sum(counter[p.name] for p in players_of(game, v.player, ctx))


def _stat(game: Game, obj: GameObject | ObjectInfo, stat: str) -> int | None:
    facts = facts_of(game, obj)
    if stat == "power":
        return facts.power
    if stat == "toughness":
        return facts.toughness
    if stat == "mana_value":
        return facts.mana_value
    if stat == "counters":  # "for each counter on it": counters of every kind (CR 122.1)
        return sum(dict(facts.counters).values())
    if stat.startswith("counters:"):
        kind = stat.split(":", 1)[1]
        return dict(facts.counters).get(kind, 0)
    if stat == "loyalty":
        return dict(facts.counters).get("loyalty", 0)
    raise UnsupportedAtRuntime(f"stat {stat!r}")


# ==============================================================================================
# references
PLAYER_REFS = (fx.You, fx.EachPlayer, fx.EachOpponent, fx.ControllerOf, fx.OwnerOf)


def _is_player_ref(ref: Any) -> bool:
    if isinstance(ref, (*PLAYER_REFS, fx.PlayerRole, fx.PlayersWho)):
        return True
    if isinstance(ref, fx.Found) and ref.key in ("triggering player", "each player"):
        return True  # "each player": the player a "for each player" instruction is at (ForEachOf)
    if isinstance(ref, fx.Union):
        return all(_is_player_ref(p) for p in ref.parts)
    if isinstance(ref, fx.Chosen):
        return _is_player_ref(ref.what)
    return isinstance(ref, fx.Target) and _is_player_ref(ref.what)


def _target_players(game: Game, ref: fx.Target, ctx: Context) -> list[Player]:
    names = [t for t in ctx.targets.get(ref.key, []) if isinstance(t, str)]
    if ctx.resolving:
        names = [n for n in names if n not in ctx.results.get("_illegal_targets", [])]
    return [game.player(n) for n in names if not game.player(n).lost]


def players_of(game: Game, ref: Any, ctx: Context) -> list[Player]:
    """The players a reference means, in APNAP order where there are several."""
    if ref is None:
        return [game.player(ctx.controller)]
    if isinstance(ref, fx.You):
        return [game.player(ctx.controller)]
    if isinstance(ref, fx.EachPlayer):
        return [game.player(n) for n in game.apnap()]
    if isinstance(ref, fx.EachOpponent):
        return [game.player(n) for n in game.opponents(ctx.controller)]
    if isinstance(ref, fx.Target):
        return _target_players(game, ref, ctx)
    if isinstance(ref, fx.ControllerOf):
        names = []
        for obj in objects_of(game, ref.what, ctx, lki=True):
            names.append(facts_of(game, obj).controller)
        return [game.player(n) for n in game.apnap(names)]
    if isinstance(ref, fx.OwnerOf):
        names = [facts_of(game, o).owner for o in objects_of(game, ref.what, ctx, lki=True)]
        return [game.player(n) for n in game.apnap(names)]
    if isinstance(ref, fx.Found) and ref.key == "triggering" and ctx.event is not None and ctx.event.player:
        return [game.player(ctx.event.player)]
    if isinstance(ref, fx.Chosen) and _is_player_ref(ref.what):
        # "an opponent": in a description, any of them; as who acts, the controller chooses one
        return players_of(game, ref.what, ctx)
    more = _more_players(game, ref, ctx)
    if more is not None:
        return more
    game.unsupported[type(ref).__name__] += 1
    raise UnsupportedAtRuntime(type(ref).__name__, "not a reference to players")


def objects_of(game: Game, ref: Any, ctx: Context, *, lki: bool = False) -> list[Any]:
    """The objects a reference means now. Objects that changed zones are new objects and are
    not found (CR 400.7), except with ``lki`` for information (CR 608.2h)."""
    if isinstance(ref, fx.This):
        obj = game.get(ctx.source_id)
        if obj is not None:
            return [obj]
        return [ctx.source_info] if lki and ctx.source_info is not None else []
    if isinstance(ref, fx.Target):
        ids = [t for t in ctx.targets.get(ref.key, []) if isinstance(t, int)]
        if ctx.resolving:
            illegal = ctx.results.get("_illegal_targets", [])
            ids = [i for i in ids if i not in illegal]  # CR 608.2b: illegal targets unaffected
        out = []
        for i in ids:
            obj = game.get(i)
            if obj is None and lki:
                obj = game.state.last_known.get(i)  # a target that has left (CR 608.2h)
            if obj is not None:
                out.append(obj)
        return out
    if isinstance(ref, fx.Found):
        if ref.key == "triggering":
            return _triggering_objects(game, ctx, lki)
        if ref.key == "triggering other" and ref.key not in ctx.results:
            return _other_party_objects(game, ctx, lki)
        out = []
        for item in ctx.results.get(ref.key, []):
            if isinstance(item, int):
                obj = game.get(item)
                if obj is not None:
                    out.append(obj)
                elif lki and f"lki:{item}" in ctx.results:
                    out.append(ctx.results[f"lki:{item}"][0])
        return out
    if isinstance(ref, fx.Filter):
        return [o for o in _zone_objects(game, ref, ctx) if matches(game, o, ref, ctx)]
    if isinstance(ref, fx.Amongst):
        return [o for o in objects_of(game, ref.among, ctx, lki=lki) if matches(game, o, ref.filter, ctx)]
    if isinstance(ref, fx.Chosen):
        return _choose_objects(game, ref, ctx)
    more = _more_objects(game, ref, ctx, lki)
    if more is not None:
        return more
    game.unsupported[type(ref).__name__] += 1
    raise UnsupportedAtRuntime(type(ref).__name__, "not a reference to objects")


def _choose_objects(game: Game, ref: fx.Chosen, ctx: Context) -> list[Any]:
    """"a creature card from your graveyard": the controller chooses among the candidates
    (CR 701.17d: "a" card of several means the controller chooses)."""
    candidates = objects_of(game, ref.what, ctx)
    n = 1 if ref.amount is None else max(0, evaluate(game, ref.amount, ctx))
    n = min(n, len(candidates))
    if not candidates or n == 0:
        return []
    if ref.at_random:  # "a card at random": no player chooses (as a discard at random, CR 701.9b)
        chosen = game.state.rng.sample(candidates, n)
    else:
        chosen = list(game.ask(ctx.controller, "card", f"choose {n}", candidates, min=0 if ref.up_to else n, max=n))
    ctx.results.setdefault("chosen", []).extend(o.id for o in chosen)
    return chosen


def _triggering_objects(game: Game, ctx: Context, lki: bool) -> list[Any]:
    event = ctx.event
    if event is None:
        return []
    new_id = event.get("new_id")
    if new_id is not None:
        obj = game.get(new_id)
        if obj is not None:
            return [obj]
    if event.object is not None:
        obj = game.get(event.object.id)
        if obj is not None:
            return [obj]
        if lki:
            return [event.object]
    return []


def _other_party_objects(game: Game, ctx: Context, lki: bool) -> list[Any]:
    """The other object of the event that triggered the ability: the creature blocked or
    blocking, the creature dealt damage, the spell or ability that targeted (as it is now, or
    as it last was with ``lki``)."""
    from .triggers import other_party

    party = other_party(game, ctx)
    if party is None or isinstance(party, str):
        return []
    obj = game.get(party.id)
    if obj is not None:
        return [obj]
    return [party] if lki else []


def _zone_objects(game: Game, f: fx.Filter, ctx: Context) -> list[Any]:
    if f.zone == "stack":  # spells, and abilities when the description says so
        items = game.zone("stack").objects
        if f.kind in ("spell_or_ability", "ability", "object"):
            return [o for o in items if f.kind != "ability" or not isinstance(o, GameObject)]
        return [o for o in items if isinstance(o, GameObject)]
    if f.zone in ("battlefield", "exile", "command"):
        return [o for o in game.zone(f.zone).objects if isinstance(o, GameObject) and not o.phased_out]
    owners = [p.name for p in players_of(game, f.zone_owner, ctx)] if f.zone_owner is not None else game.apnap()
    out: list[GameObject] = []
    for owner in owners:
        out.extend(game.zone(f.zone, owner).objects)
    return out


def targets_of(game: Game, ref: Any, ctx: Context) -> list[Any]:
    """Objects and players a reference means (damage can go to either)."""
    if isinstance(ref, fx.Target):
        return objects_of(game, ref, ctx) + _target_players(game, ref, ctx)
    if isinstance(ref, fx.Union):
        out: list[Any] = []
        for part in ref.parts:
            out.extend(targets_of(game, part, ctx))
        return out
    if _is_player_ref(ref):
        return players_of(game, ref, ctx)
    return objects_of(game, ref, ctx)


# ==============================================================================================
# filters
class _Facts:
    """What a filter reads about an object, from current characteristics or from last known
    information."""

    def __init__(self, game: Game, obj: GameObject | ObjectInfo):
        if not isinstance(obj, (GameObject, ObjectInfo)):  # an ability on the stack (CR 113.7)
            info = getattr(obj, "source_info", None)
            self.id, self.name, self.controller = obj.id, getattr(obj, "name", ""), obj.controller
            self.owner = info.owner if info else obj.controller
            self.types = self.subtypes = self.supertypes = self.colors = ()
            self.power = self.toughness = None
            self.mana_value = 0
            self.is_token, self.tapped, self.zone, self.counters = False, False, "stack", ()
            self.every_creature_type, self.abilities, self.face_down = False, (), False
            return
        if isinstance(obj, ObjectInfo):
            self.id, self.name, self.owner, self.controller = obj.id, obj.name, obj.owner, obj.controller
            self.types, self.subtypes, self.supertypes, self.colors = obj.types, obj.subtypes, obj.supertypes, obj.colors
            self.power, self.toughness, self.mana_value = obj.power, obj.toughness, obj.mana_value
            self.is_token, self.tapped, self.zone, self.counters = obj.is_token, obj.tapped, obj.zone, obj.counters
            self.every_creature_type = any(isinstance(a, fx.Keyword) and a.name.casefold() == "changeling" for a in obj.abilities)
            self.abilities = obj.abilities
            self.face_down = obj.face_down
        else:
            chars = game.characteristics(obj)
            self.id, self.name, self.owner = obj.id, chars.name, obj.owner
            self.controller = chars.controller if obj.zone in ("battlefield", "stack") else obj.owner
            self.types, self.subtypes, self.supertypes, self.colors = chars.types, chars.subtypes, chars.supertypes, chars.colors
            self.power, self.toughness = chars.power, chars.toughness
            self.mana_value = game.mana_value(obj)
            self.is_token, self.tapped, self.zone = obj.is_token, obj.tapped, obj.zone
            self.counters = tuple(obj.counters.items())
            self.every_creature_type = chars.every_creature_type
            self.abilities = tuple(game.abilities(obj))
            self.face_down = obj.face_down

    def has_subtype(self, subtype: str) -> bool:
        from .layers import creature_types

        return subtype in self.subtypes or (self.every_creature_type and subtype in creature_types())


def facts_of(game: Game, obj: GameObject | ObjectInfo) -> _Facts:
    return _Facts(game, obj)


_COMPARE = {
    "<=": lambda a, b: a <= b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "<": lambda a, b: a < b,
    ">": lambda a, b: a > b,
    "!=": lambda a, b: a != b,
}


def matches(game: Game, obj: GameObject | ObjectInfo, f: Any, ctx: Context) -> bool:
    """Whether an object fits a description (a Filter, or This)."""
    if isinstance(f, fx.This):
        return obj.id == ctx.source_id
    if isinstance(f, fx.Target):
        return matches(game, obj, f.what, ctx)
    if isinstance(f, fx.Union):
        return any(matches(game, obj, part, ctx) for part in f.parts if not _is_player_ref(part))
    if isinstance(f, fx.Chosen):
        return matches(game, obj, f.what, ctx)
    if not isinstance(f, fx.Filter):
        game.unsupported[type(f).__name__] += 1
        raise UnsupportedAtRuntime(type(f).__name__, "not a filter")
    facts = facts_of(game, obj)
    return _facts_match(game, facts, f, ctx)


def refers_to(game: Game, ref: Any, ctx: Context, party: GameObject | ObjectInfo | Player) -> bool:
    """Whether ``party`` (a player, an object, or an object's last known information) is what
    a reference of a resolved spell or ability means now: a target or a found object is the one
    chosen or found as it resolved (an object that changed zones is another, CR 400.7); a
    description is read now (prevention and replacement effects, CR 611.2c)."""
    if isinstance(ref, fx.Union):
        return any(refers_to(game, part, ctx, party) for part in ref.parts)
    if isinstance(ref, fx.AnyTarget):
        return True
    if isinstance(ref, fx.Target):
        return (party.name if isinstance(party, Player) else party.id) in ctx.targets.get(ref.key, [])
    if isinstance(party, Player):
        return _is_player_ref(ref) and party.name in [p.name for p in players_of(game, ref, ctx)]
    if _is_player_ref(ref):
        return False
    if isinstance(ref, fx.Found):
        return party.id in ctx.results.get(ref.key, [])
    if isinstance(ref, (fx.AttachedTo, fx.PairedWith)):  # "enchanted creature": the one it is attached to now
        return party.id in [o.id for o in objects_of(game, ref, ctx)]
    if isinstance(party, ObjectInfo):
        return matches_info(game, party, ref, ctx)
    return matches(game, party, ref, ctx)


def matches_info(game: Game, info: ObjectInfo, f: Any, ctx: Context) -> bool:
    if isinstance(f, fx.This):
        return info.id == ctx.source_id
    if isinstance(f, fx.Union):
        return any(matches_info(game, info, part, ctx) for part in f.parts if not _is_player_ref(part))
    return matches(game, info, f, ctx)


def _named(name: str, ctx: Context) -> str:
    """"named ~": the card's own name (self-references are normalised to "~", CR 201.4b)."""
    if name == "~" and ctx.source_info is not None:
        return ctx.source_info.name
    return name


def _facts_match(game: Game, facts: _Facts, f: fx.Filter, ctx: Context) -> bool:
    if f.types and not all(t in facts.types for t in f.types):
        return False
    if f.any_types and not any(t in facts.types for t in f.any_types):
        return False
    if f.excluded_types and any(t in facts.types for t in f.excluded_types):
        return False
    if f.subtypes and not all(facts.has_subtype(s) for s in f.subtypes):
        return False
    if f.any_subtypes and not any(facts.has_subtype(s) for s in f.any_subtypes):
        return False
    if f.supertypes and not all(s in facts.supertypes for s in f.supertypes):
        return False
    if f.colors and not all(c in facts.colors for c in f.colors):
        return False
    if f.name is not None and facts.name.casefold() != _named(f.name, ctx).casefold():
        return False
    if f.other and facts.id == ctx.source_id:
        return False
    if f.token is not None and facts.is_token != f.token:
        return False
    if f.tapped is not None and facts.tapped != f.tapped:
        return False
    if f.controller is not None and facts.controller not in {p.name for p in players_of(game, f.controller, ctx)}:
        return False
    if f.owner is not None and facts.owner not in {p.name for p in players_of(game, f.owner, ctx)}:
        return False
    if f.stat is not None:
        stat, op, amount = f.stat
        have = _facts_stat(facts, stat)
        if have is None or not _COMPARE[op](have, evaluate(game, amount, ctx)):
            return False
    if f.same_name_as is not None:
        names = {facts_of(game, o).name for o in objects_of(game, f.same_name_as, ctx, lki=True)}
        if not names or facts.name not in names:
            return False  # CR 701.23c: an undefined quality matches nothing
    if f.shares_with is not None and not _shares(game, facts, f, ctx):
        return False
    return _extended_match(game, facts, f, ctx)


def _shares(game: Game, facts: _Facts, f: fx.Filter, ctx: Context) -> bool:
    """"shares a color with it" (CR 105.2: colorless is not a color), "a card type" (CR 205.2a),
    "a creature type" (CR 205.3m), "a mana value" (CR 202.3)."""
    quality = f.shared or ""
    for other in objects_of(game, f.shares_with, ctx, lki=True):
        theirs = facts_of(game, other)
        if quality == "color" and set(facts.colors) & set(theirs.colors):
            return True
        if quality == "card type" and set(facts.types) & set(theirs.types):
            return True
        if quality == "permanent type" and set(facts.types) & set(theirs.types) & PERMANENT_TYPES:
            return True
        if quality in ("creature type", "land type") and any(facts.has_subtype(t) for t in theirs.subtypes):
            return True
        if quality == "mana value" and facts.mana_value == theirs.mana_value:
            return True
    return False


PERMANENT_TYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}  # CR 110.4


_OUTLAWS = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")  # CR 700.12


def _extended_match(game: Game, facts: _Facts, f: fx.Filter, ctx: Context) -> bool:
    """The qualities of a Filter beyond types, names and controllers."""
    kind = f.kind
    if kind in ("card",) and facts.is_token:
        return False
    if kind == "token" and not facts.is_token:
        return False
    if kind == "permanent" and facts.zone != "battlefield":
        return False
    if kind == "spell" and facts.zone != "stack":
        return False
    if f.excluded_subtypes and any(facts.has_subtype(s) for s in f.excluded_subtypes):
        return False
    if f.excluded_supertypes and any(s in facts.supertypes for s in f.excluded_supertypes):
        return False
    if f.any_colors and not any(c in facts.colors for c in f.any_colors):
        return False
    if f.excluded_colors and any(c in facts.colors for c in f.excluded_colors):
        return False
    if f.color_kind is not None:
        count = len(facts.colors)  # CR 105.2
        wanted = {"colorless": count == 0, "multicolored": count >= 2, "monocolored": count == 1}
        if f.color_kind not in wanted:
            raise UnsupportedAtRuntime(f"color quality {f.color_kind!r}")
        if not wanted[f.color_kind]:
            return False
    for state in f.states:
        if not _has_state(game, facts, state, ctx):
            return False
    for state in f.excluded_states:
        if _has_state(game, facts, state, ctx):
            return False
    if f.keywords or f.excluded_keywords:
        names = {a.name.casefold() for a in facts.abilities if isinstance(a, fx.Keyword)}
        if any(k.casefold() not in names for k in f.keywords):
            return False
        if any(k.casefold() in names for k in f.excluded_keywords):
            return False
    for counter in f.counters:
        have = dict(facts.counters)
        if (counter and not have.get(counter)) or (not counter and not any(have.values())):
            return False
    if f.excluded is not None and facts.id in {o.id for o in objects_of(game, f.excluded, ctx, lki=True)}:
        return False
    if f.chosen:
        for quality in f.chosen:
            chosen = ctx.results.get(f"chosen {quality}") or _source_marks(game, ctx).get(f"chosen {quality}")
            if not chosen:
                return False
            value = chosen[0] if isinstance(chosen, list) else chosen
            if quality == "color" and value not in facts.colors:
                return False
            if quality in ("type", "creature type", "subtype") and not facts.has_subtype(value):
                return False
            if quality in ("name", "card name") and facts.name != value:
                return False
    if f.targets is not None:  # "spell that targets [reference]"
        item = game.get(facts.id)
        item_ctx = getattr(item, "ctx", None) or getattr(getattr(item, "cast", None), "ctx", None)
        chosen_targets = {t for ts in item_ctx.targets.values() for t in ts} if item_ctx is not None else set()
        if _is_player_ref(f.targets):
            wanted: set[Any] = {p.name for p in players_of(game, f.targets, ctx)}
        else:
            wanted = {o.id for o in objects_of(game, f.targets, ctx, lki=True)}
        if not wanted & chosen_targets:
            return False
    if f.any_of and not any(_facts_match(game, facts, part, ctx) for part in f.any_of):
        return False
    if f.extreme is not None:
        stat, which = f.extreme
        pool = [facts_of(game, o) for o in _zone_objects(game, fx.Filter(zone=f.zone), ctx)]
        rivals = [_facts_stat(x, stat) for x in pool if _facts_match(game, x, attrs_evolve_filter(f), ctx)]
        rivals = [r for r in rivals if r is not None]
        mine = _facts_stat(facts, stat)
        if mine is None or not rivals:
            return False
        if (which == "greatest" and mine < max(rivals)) or (which in ("least", "lowest", "smallest") and mine > min(rivals)):
            return False
    return True


def attrs_evolve_filter(f: fx.Filter) -> fx.Filter:
    import attrs as _attrs

    return _attrs.evolve(f, extreme=None)


def _source_marks(game: Game, ctx: Context) -> dict[str, Any]:
    source = game.get(ctx.source_id)
    return source.marks if source is not None else {}


def _has_state(game: Game, facts: _Facts, state: str, ctx: Context) -> bool:
    """Statuses, combat states and history of an object (CR 110.5, 506, 700)."""
    combat = game.state.combat or {}
    attackers = combat.get("attackers", {})
    blockers = combat.get("blockers", {})
    blocking_ids = {b for bs in blockers.values() for b in bs}
    obj = game.get(facts.id)
    if state == "attacking":
        return facts.id in attackers
    if state == "attacking you":
        return attackers.get(facts.id) == ctx.controller
    if state == "attacking this":
        return facts.id in attackers and bool(blockers)  # approximation: attacking anything
    if state == "blocking":
        return facts.id in blocking_ids
    if state == "blocking this":
        return ctx.source_id in blockers and facts.id in blockers.get(ctx.source_id, [])
    if state == "blocked by this":  # CR 509.1g: an attacker this creature blocks
        return facts.id in attackers and ctx.source_id in blockers.get(facts.id, [])
    if state == "blocked":  # blocked by a creature, or by an effect (CR 509.1h)
        return facts.id in attackers and (bool(blockers.get(facts.id)) or facts.id in combat.get("blocked_by_effect", ()))
    if state == "unblocked":
        return facts.id in attackers and not blockers.get(facts.id) and facts.id not in combat.get("blocked_by_effect", ())
    if state == "dealt damage this way":  # by the resolving spell or ability (DealDamage records it)
        return facts.id in ctx.results.get("dealt damage", [])
    if state == "tapped":
        return facts.tapped
    if state == "untapped":
        return not facts.tapped
    if state == "face-down":
        return facts.face_down
    if state == "face-up":
        return not facts.face_down
    if state in ("enchanted", "equipped"):
        wanted = "Aura" if state == "enchanted" else "Equipment"
        return any(o.attached_to == facts.id and game.characteristics(o).has_subtype(wanted) for o in game.battlefield())
    if state == "modified":  # CR 700.9
        return any(v for _, v in facts.counters) or _has_state(game, facts, "equipped", ctx) or any(
            o.attached_to == facts.id and game.characteristics(o).has_subtype("Aura") and game.controller_of(o) == facts.controller for o in game.battlefield()
        )
    if state == "historic":  # CR 700.6
        return "Legendary" in facts.supertypes or "Artifact" in facts.types or facts.has_subtype("Saga")
    if state == "outlaw":  # CR 700.12
        return any(facts.has_subtype(s) for s in _OUTLAWS)
    if state == fx.TOP_OF_LIBRARY:  # "from the top of your library": only the top card (CR 401.1)
        library = game.zone("library", facts.owner).objects if facts.zone == "library" else []
        return bool(library) and library[0].id == facts.id
    if state == "commander":
        return False  # no commanders in these games
    if state == "opening hand":
        # CR 103.6: the hand kept before the first turn, whose actions are taken before it; a
        # game of the runtime has begun (it starts with a turn), so no card is in one any more
        return False
    if state == "double-faced":
        return obj is not None and len(obj.definition.faces) > 1 and obj.definition.layout in ("transform", "modal_dfc", "double_faced_token", "meld")
    if state in ("renowned", "monstrous", "suspected", "saddled", "goaded", "exerted"):
        return obj is not None and bool(obj.marks.get(state))
    if state in ("activated", "triggered"):
        item = game.get(facts.id)
        return getattr(item, "kind", None) == state
    if state.endswith("this turn"):
        return _happened_this_turn(game, facts.id, state.replace(" this turn", ""))
    if state == "paired":  # soulbond (CR 702.95b)
        from .soulbond import partner

        return obj is not None and partner(game, obj) is not None
    if state == "shares a creature type":
        source = game.get(ctx.source_id)
        if source is None:
            return False
        mine = game.characteristics(source)
        return any(facts.has_subtype(t) for t in mine.subtypes) or (mine.every_creature_type and bool(facts.subtypes))
    raise UnsupportedAtRuntime(f"state {state!r}")


def _happened_this_turn(game: Game, object_id: int, what: str) -> bool:
    """History of the current turn: "attacked", "entered", "died", "was dealt damage"."""
    turn = game.state.turn
    for event in reversed(game.state.events):
        if event.turn != turn:
            break
        ids = {event.object.id if event.object else None, event.get("new_id")}
        if object_id not in ids:
            continue
        if what == "attacked" and event.kind == "attack":
            return True
        if what == "entered" and event.kind == "zone_change" and event.to_zone == "battlefield":
            return True
        if what == "died" and event.kind == "zone_change" and event.from_zone == "battlefield" and event.to_zone == "graveyard":
            return True
        if what == "was dealt damage" and event.kind == "damage":
            return True
        if what == "left battlefield" and event.kind == "zone_change" and event.from_zone == "battlefield":
            return True
        if what == "attacked or blocked" and event.kind in ("attack", "block"):
            return True
    if what not in ("attacked", "entered", "died", "was dealt damage", "left battlefield", "attacked or blocked"):
        raise UnsupportedAtRuntime(f"history {what!r}")
    return False


def _facts_stat(facts: _Facts, stat: str) -> int | None:
    if stat == "power":
        return facts.power
    if stat == "toughness":
        return facts.toughness
    if stat == "mana_value":
        return facts.mana_value
    if stat == "counters":  # counters of every kind (CR 122.1)
        return sum(dict(facts.counters).values())
    if stat.startswith("counters:"):
        return dict(facts.counters).get(stat.split(":", 1)[1], 0)
    raise UnsupportedAtRuntime(f"stat {stat!r}")


def is_undefined(game: Game, f: Any, ctx: Context) -> bool:
    """CR 701.23c: a description whose quality is undefined ("the same name as the chosen
    card" when no card was chosen)."""
    if isinstance(f, fx.Filter) and f.same_name_as is not None:
        return not objects_of(game, f.same_name_as, ctx, lki=True)
    return False


def has_stated_quality(f: Any) -> bool:
    """CR 701.23b/d: "a card" or "three cards" is a plain quantity; any other description is
    a stated quality."""
    if not isinstance(f, fx.Filter):
        return True
    plain = fx.Filter(zone=f.zone, zone_owner=f.zone_owner, owner=f.owner, controller=f.controller)
    return f != plain


# ==============================================================================================
# targets (CR 115)
def target_candidates(game: Game, spec: fx.Target, ctx: Context) -> list[Any]:
    """Legal choices for one "target" (objects and/or players), in zone and turn order."""
    what = spec.what
    if isinstance(what, fx.AnyTarget):  # CR 115.4: creature, player, planeswalker or battle
        out_any: list[Any] = [o for o in game.battlefield() if any(t in game.characteristics(o).types for t in ("Creature", "Planeswalker", "Battle")) and _can_be_targeted(game, o, ctx)]
        if what.other:
            out_any = [o for o in out_any if o.id != ctx.source_id]
        return out_any + [game.player(n) for n in game.apnap() if _player_targetable(game, n, ctx)]
    if isinstance(what, fx.Union):
        out_union: list[Any] = []
        for part in what.parts:
            for c in target_candidates(game, fx.Target(key=spec.key, what=part), ctx):
                if not any(c is x for x in out_union):
                    out_union.append(c)
        return out_union
    if _is_player_ref(what):
        players = players_of(game, what, ctx) if not isinstance(what, fx.You) else [game.player(ctx.controller)]
        return [p for p in players if _player_targetable(game, p.name, ctx)]
    if isinstance(what, fx.Filter):
        out: list[Any] = []
        for obj in _zone_objects(game, what, ctx):
            if not matches(game, obj, what, ctx):
                continue
            if obj.zone == "battlefield" and not _can_be_targeted(game, obj, ctx):
                continue
            out.append(obj)
        if "player" in what.any_types:  # "any target" (CR 115.4)
            out.extend(game.player(n) for n in game.apnap() if _player_targetable(game, n, ctx))
        return out
    game.unsupported[type(what).__name__] += 1
    raise UnsupportedAtRuntime(type(what).__name__, "not a target description")


def _can_be_targeted(game: Game, obj: GameObject, ctx: Context) -> bool:
    chars = game.characteristics(obj)
    if chars.has_keyword("Shroud"):
        return False  # CR 702.18a
    return not (chars.has_keyword("Hexproof") and chars.controller != ctx.controller)  # CR 702.11b


def target_still_legal(game: Game, spec: Any, target: Any, ctx: Context) -> bool:
    """CR 608.2b: a target is illegal if it is gone or no longer fits its description."""
    if spec is None:
        return True
    if isinstance(target, str):
        p = game.player(target)
        return not p.lost and target in [x.name for x in target_candidates(game, spec, ctx) if isinstance(x, Player)]
    obj = game.get(target)
    if obj is None:
        return False
    return any(c is obj for c in target_candidates(game, spec, ctx))


# ==============================================================================================
# conditions
def condition(cls: type) -> Callable[[Callable[..., bool]], Callable[..., bool]]:
    def register(fn: Callable[..., bool]) -> Callable[..., bool]:
        CONDITIONS[cls] = fn
        return fn

    return register


def check_condition(game: Game, c: Any, ctx: Context) -> bool:
    fn = CONDITIONS.get(type(c))
    if fn is None:
        game.unsupported[type(c).__name__] += 1
        raise UnsupportedAtRuntime(type(c).__name__, "no checker for this condition")
    return fn(game, c, ctx)


@condition(fx.AtLeast)
def _at_least(game: Game, c: fx.AtLeast, ctx: Context) -> bool:
    return evaluate(game, c.value, ctx) >= evaluate(game, c.amount, ctx)


@condition(fx.CostWasPaid)
def _cost_was_paid(game: Game, c: fx.CostWasPaid, ctx: Context) -> bool:
    """"If it was kicked", "if its evoke cost was paid": a spell knows its costs; a permanent
    knows the costs paid for the spell it was (CR 702.33d, 702.74a)."""
    if c.name in ctx.costs_paid:
        return True
    source = game.get(ctx.source_id)
    cast = source.marks.get("cast") if isinstance(source, GameObject) else None
    return cast is not None and c.name in cast.ctx.costs_paid


@condition(fx.LibraryHasAtLeast)
def _library_has(game: Game, c: fx.LibraryHasAtLeast, ctx: Context) -> bool:
    players = players_of(game, c.player, ctx)
    need = evaluate(game, c.amount, ctx)
    return all(len(game.zone("library", p.name)) >= need for p in players)


@condition(fx.YourTurn)
def _your_turn(game: Game, c: fx.YourTurn, ctx: Context) -> bool:
    return game.active_player.name == ctx.controller


@condition(fx.SearchedZone)
def _searched_zone(game: Game, c: fx.SearchedZone, ctx: Context) -> bool:
    return c.zone in ctx.results.get("searched_zones", [])


# ==============================================================================================
# costs (CR 118)
def cost(cls: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        can, pay = COSTS.get(cls, (None, None))
        if fn.__name__.startswith("_can"):
            COSTS[cls] = (fn, pay)  # type: ignore[assignment]
        else:
            COSTS[cls] = (can, fn)  # type: ignore[assignment]
        return fn

    return register


def can_pay_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    entry = COSTS.get(type(c))
    if entry is None or entry[0] is None:
        game.unsupported[type(c).__name__] += 1
        raise UnsupportedAtRuntime(type(c).__name__, "no payer for this cost")
    return entry[0](game, c, ctx, source)


def pay_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    entry = COSTS.get(type(c))
    if entry is None or entry[1] is None:
        game.unsupported[type(c).__name__] += 1
        raise UnsupportedAtRuntime(type(c).__name__, "no payer for this cost")
    entry[1](game, c, ctx, source)


def _source_now(game: Game, source: GameObject | None) -> GameObject | None:
    return game.get(source.id) if source is not None else None


@cost(fx.TapSelf)
def _can_tap(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    obj = _source_now(game, source)
    if obj is None or obj.zone != "battlefield":
        return "{T}: the permanent is not on the battlefield"
    if obj.tapped:
        return f"{{T}}: {obj.name} is already tapped (CR 118.3)"
    return None


@cost(fx.TapSelf)
def _pay_tap(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    obj = _source_now(game, source)
    assert obj is not None
    game.tap(obj)


@cost(fx.UntapSelf)
def _can_untap(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    obj = _source_now(game, source)
    if obj is None or not obj.tapped:
        return "{Q}: the permanent is not tapped"
    return None


@cost(fx.UntapSelf)
def _pay_untap(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    obj = _source_now(game, source)
    assert obj is not None
    game.untap(obj)


def _cost_candidates(game: Game, what: Any, ctx: Context, source: GameObject | None, default_zone: str) -> list[GameObject]:
    if isinstance(what, fx.This):
        obj = _source_now(game, source)
        return [obj] if obj is not None and (obj.zone == default_zone or default_zone == "any") else []
    if isinstance(what, fx.Filter):
        objs = objects_of(game, what, ctx)
        if what.zone == "battlefield":
            objs = [o for o in objs if game.controller_of(o) == ctx.controller]
        else:
            objs = [o for o in objs if o.owner == ctx.controller]
        return objs
    raise UnsupportedAtRuntime(type(what).__name__, "not a cost description")


def _count_for(game: Game, c: Any, ctx: Context) -> int:
    return evaluate(game, getattr(c, "amount", fx.Fixed(value=1)), ctx)


def _cost_parts(game: Game, c: Any, ctx: Context) -> list[tuple[Any, int]]:
    """What a cost moves, as (description, how many): "this card and two other cards named ~
    from your graveyard" is a Union of This and a Chosen filter, each paid in turn."""
    parts = c.what.parts if isinstance(c.what, fx.Union) else (c.what,)
    out: list[tuple[Any, int]] = []
    for part in parts:
        if isinstance(part, fx.This):
            out.append((part, 1))
        elif isinstance(part, fx.Chosen):
            # "return an untapped land you control", "and two other cards named ~": the payer
            # chooses among what the description means
            if part.amount is not None:
                count = evaluate(game, part.amount, ctx)
            else:
                count = 1 if len(parts) > 1 else _count_for(game, c, ctx)
            out.append((part.what, count))
        else:
            out.append((part, _count_for(game, c, ctx)))
    return out


def _choose_for_cost(game: Game, c: Any, ctx: Context, source: GameObject | None, zone: str, verb: str) -> list[GameObject]:
    chosen: list[GameObject] = []
    for what, n in _cost_parts(game, c, ctx):
        candidates = [o for o in _cost_candidates(game, what, ctx, source, zone) if o not in chosen]
        if len(candidates) == n:
            chosen.extend(candidates)
        else:
            chosen.extend(game.ask(ctx.controller, "card", f"{verb} {n} for a cost", candidates, min=n, max=n))
    return chosen


def _can_choose(game: Game, c: Any, ctx: Context, source: GameObject | None, zone: str, verb: str) -> str | None:
    for what, n in _cost_parts(game, c, ctx):
        candidates = _cost_candidates(game, what, ctx, source, zone)
        if len(candidates) < n:
            return f"can't {verb} {n}: only {len(candidates)} available"
    return None


@cost(fx.CostChoice)
def _can_pay_one_of(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    """A choice of costs ("sacrifice a creature or pay {3}", CR 601.2b) can be paid when one
    of its options can."""
    reasons = [can_pay_cost(game, option, ctx, source) for option in c.options]
    if any(reason is None for reason in reasons):
        return None
    return "; ".join(r for r in reasons if r)


@cost(fx.CostChoice)
def _pay_one_of(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    # CR 601.2b: the player announces which cost they will pay, then pays it (CR 601.2h)
    payable = [option for option in c.options if can_pay_cost(game, option, ctx, source) is None]
    option = payable[0] if len(payable) == 1 else game.choose_one(ctx.controller, "cost", "choose the cost to pay", payable, labels=[o.describe() for o in payable])
    pay_cost(game, option, ctx, source)


@cost(fx.SacrificeCost)
def _can_sacrifice(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    return _can_choose(game, c, ctx, source, "battlefield", "sacrifice")


@cost(fx.SacrificeCost)
def _pay_sacrifice(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    for obj in _choose_for_cost(game, c, ctx, source, "battlefield", "sacrifice"):
        ctx.results.setdefault("sacrificed", []).append(obj.id)
        ctx.results[f"lki:{obj.id}"] = [game.info(obj)]
        game.sacrifice(obj, ctx)


@cost(fx.DiscardCost)
def _can_discard(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    return _can_choose(game, c, ctx, source, "hand", "discard")


@cost(fx.DiscardCost)
def _pay_discard(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    if c.at_random:
        # CR 701.9b: a card discarded at random is picked by chance, not by the player
        candidates = _cost_candidates(game, c.what, ctx, source, "hand")
        cards = game.state.rng.sample(candidates, min(_count_for(game, c, ctx), len(candidates)))
    else:
        cards = _choose_for_cost(game, c, ctx, source, "hand", "discard")
    moved = game.discard(ctx.controller, cards, ctx)
    ctx.results.setdefault("discarded", []).extend(o.id for o in moved)


def _exile_zone(c: Any, source: GameObject | None) -> str:
    if isinstance(c.what, fx.Filter):
        return c.what.zone
    if isinstance(c.what, fx.Union):  # "this card and two other cards named ~ from your graveyard"
        zones = {p.what.zone for p in c.what.parts if isinstance(p, fx.Chosen) and isinstance(p.what, fx.Filter)}
        if len(zones) == 1:
            return zones.pop()
    return source.zone if source is not None else "battlefield"


@cost(fx.ExileCost)
def _can_exile(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    return _can_choose(game, c, ctx, source, _exile_zone(c, source), "exile")


@cost(fx.ExileCost)
def _pay_exile(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    cards = _choose_for_cost(game, c, ctx, source, _exile_zone(c, source), "exile")
    moved = game.move_many(cards, "exile", cause="cost", ctx=ctx)
    ctx.results.setdefault("exiled", []).extend(o.id for o in moved)


@cost(fx.PayLife)
def _can_pay_life(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    need = _count_for(game, c, ctx)
    life = game.player(ctx.controller).life
    if life < need:
        return f"can't pay {need} life with {life} life (CR 119.4)"
    return None


@cost(fx.PayLife)
def _pay_life(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    game.lose_life(ctx.controller, _count_for(game, c, ctx), paid=True)


@cost(fx.RemoveCountersCost)
def _can_remove_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    if _is_player_ref(c.what):  # "pay {E}{E}": a player's energy counters (CR 107.14)
        need = _count_for(game, c, ctx)
        have = sum(p.counters.get(c.counter, 0) for p in players_of(game, c.what, ctx))
        return None if have >= need else f"can't remove {need} {c.counter} counters (you have {have})"
    objs = _cost_candidates(game, c.what, ctx, source, "battlefield")
    need = _count_for(game, c, ctx)
    if not objs or objs[0].counters.get(c.counter, 0) < need:
        return f"can't remove {need} {c.counter} counters"
    return None


@cost(fx.RemoveCountersCost)
def _pay_remove_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    if _is_player_ref(c.what):
        player = players_of(game, c.what, ctx)[0]
        player.counters[c.counter] -= _count_for(game, c, ctx)
        return
    obj = _cost_candidates(game, c.what, ctx, source, "battlefield")[0]
    game.remove_counters(obj, c.counter, _count_for(game, c, ctx))


@cost(fx.MillCost)
def _can_mill_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    need = _count_for(game, c, ctx)
    have = len(game.zone("library", ctx.controller))
    if have < need:
        return f"can't mill {need} cards as a cost with {have} in the library (CR 701.17b)"
    return None


@cost(fx.MillCost)
def _pay_mill_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    milled = game.mill(ctx.controller, _count_for(game, c, ctx), ctx)
    ctx.results.setdefault("milled", []).extend(o.id for o in milled)


@cost(fx.ReturnToHandCost)
def _can_return(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    return _can_choose(game, c, ctx, source, "battlefield", "return")


@cost(fx.ReturnToHandCost)
def _pay_return(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    for obj in _choose_for_cost(game, c, ctx, source, "battlefield", "return"):
        game.move(obj, "hand", cause="cost", ctx=ctx)


@cost(fx.ManaPayment)
def _can_mana(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    from .casting import plan_mana
    from .mana import ManaCost, announce

    payment = announce(ManaCost.parse(c.mana), x=ctx.x, choices=[s.payment_options[0] for s in ManaCost.parse(c.mana).choice_symbols])
    return None if plan_mana(game, ctx.controller, payment) is not None else f"can't pay {c.mana}"


@cost(fx.ManaPayment)
def _pay_mana_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    from .casting import pay_mana
    from .mana import ManaCost, announce

    cost_value = ManaCost.parse(c.mana)
    choices = [game.choose_one(ctx.controller, "cost", f"pay {s.text} with", list(s.payment_options)) for s in cost_value.choice_symbols]
    payment = announce(cost_value, x=ctx.x, choices=choices)
    if payment.life:
        game.lose_life(ctx.controller, payment.life, paid=True)
    pay_mana(game, ctx.controller, payment)


# ==============================================================================================
# static abilities (CR 604, 611.3): continuous effects as layer operations
def static(cls: type) -> Callable[[Callable[..., list[Any]]], Callable[..., list[Any]]]:
    def register(fn: Callable[..., list[Any]]) -> Callable[..., list[Any]]:
        STATIC[cls] = fn
        return fn

    return register


def static_effect_ops(game: Game, effect: Any, source: GameObject) -> list[Any]:
    fn = STATIC.get(type(effect))
    if fn is None:
        if type(effect) in NOT_EXECUTABLE:
            return []
        game.unsupported[type(effect).__name__] += 1
        return []  # counted; the rest of the game goes on (characteristics can't raise)
    return fn(game, effect, source)


def _selector(game: Game, what: Any, source: GameObject) -> tuple[Any, tuple[int, ...] | None]:
    ctx = game.static_context(source)
    if isinstance(what, fx.This):
        return None, (source.id,)
    if isinstance(what, fx.Filter):
        return (lambda obj, world, what=what, ctx=ctx: obj.zone == what.zone and matches(game, obj, what, ctx)), None
    if isinstance(what, fx.AttachedTo):  # "enchanted creature", "equipped creature"
        return None, ((source.attached_to,) if source.attached_to is not None else ())
    if isinstance(what, fx.PairedWith):  # soulbond (CR 702.95b)
        from .soulbond import partner

        other = partner(game, source)
        return None, ((other.id,) if other is not None else ())
    if isinstance(what, fx.Chosen):
        # no choice is made by a static ability: "other Soldier creatures" means them all
        return _selector(game, what.what, source)
    if isinstance(what, fx.Union):
        parts = [_selector(game, p, source) for p in what.parts if not _is_player_ref(p)]
        fixed_ids = tuple(i for _, f in parts if f for i in f)
        selectors = [s for s, _ in parts if s is not None]
        return (lambda obj, world: obj.id in fixed_ids or any(s(obj, world) for s in selectors)), None
    raise UnsupportedAtRuntime(type(what).__name__, "not a description of affected objects")


def _static_entry(game: Game, effect: Any, source: GameObject, ops: list[tuple[str, tuple[Any, ...]]], cda: bool = False) -> list[Any]:
    from .layers import _StaticEffect

    try:
        selector, fixed = _selector(game, effect.what, source)
    except UnsupportedAtRuntime:
        game.unsupported[type(effect.what).__name__] += 1
        return []
    zone_wide = isinstance(effect.what, fx.Filter) and effect.what.zone not in ("battlefield", "stack")
    return [_StaticEffect(timestamp=source.timestamp, ops=tuple(ops), selector=selector, fixed=fixed, cda=cda, zone_wide=zone_wide)]


@static(fx.ModifyPT)
def _static_modify_pt(game: Game, effect: fx.ModifyPT, source: GameObject) -> list[Any]:
    ctx = game.static_context(source)
    op = ("7c", ("modify_pt", evaluate(game, effect.power, ctx), evaluate(game, effect.toughness, ctx)))
    return _static_entry(game, effect, source, [op])


@static(fx.SetPT)
def _static_set_pt(game: Game, effect: fx.SetPT, source: GameObject) -> list[Any]:
    ctx = game.static_context(source)
    power = None if effect.power is None else evaluate(game, effect.power, ctx)
    toughness = None if effect.toughness is None else evaluate(game, effect.toughness, ctx)
    layer = "7a" if effect.defining else "7b"
    return _static_entry(game, effect, source, [(layer, ("set_pt", power, toughness))], cda=effect.defining)


@static(fx.GrantAbilities)
def _static_grant(game: Game, effect: fx.GrantAbilities, source: GameObject) -> list[Any]:
    if _is_player_ref(effect.what):
        return []  # abilities of players: see player_abilities
    return _static_entry(game, effect, source, [("6", ("grant", tuple(effect.abilities)))])


def player_abilities(game: Game, player: str) -> list[Any]:
    """Abilities a player has from effects ("You have shroud", CR 613.10)."""
    out: list[Any] = []
    for effect, source in static_effects_of(game, fx.GrantAbilities):
        if _is_player_ref(effect.what) and player in [p.name for p in players_of(game, effect.what, game.static_context(source))]:
            out.extend(effect.abilities)
    return out


def _player_targetable(game: Game, player: str, ctx: Context) -> bool:
    names = {a.name.casefold() for a in player_abilities(game, player) if isinstance(a, fx.Keyword)}
    if "shroud" in names:
        return False  # CR 702.18a
    return not ("hexproof" in names and player != ctx.controller)  # CR 702.11b


@static(fx.AddTypes)
def _static_add_types(game: Game, effect: fx.AddTypes, source: GameObject) -> list[Any]:
    return _static_entry(game, effect, source, [("4", ("add_types", tuple(effect.types), tuple(effect.subtypes), ()))])


@static(fx.Becomes)
def _static_becomes(game: Game, effect: fx.Becomes, source: GameObject) -> list[Any]:
    """"Enchanted land is a Swamp.", "Enchanted creature is a Flagbearer.": new types while the
    ability applies (layer 4, CR 613.1d; CR 305.7), colors (layer 5) and abilities (layer 6).
    Qualities chosen by a linked ability and base power and toughness are not applied this way
    yet (counted as unsupported)."""
    if effect.chosen or effect.power is not None or effect.toughness is not None:
        game.unsupported["Becomes"] += 1
        return []
    ops: list[Any] = []
    if effect.types or effect.subtypes:
        kind = "add_types" if effect.in_addition else "set_types"
        ops.append(("4", (kind, tuple(effect.types), tuple(effect.subtypes), () if effect.in_addition else tuple(effect.keeps))))
    if effect.supertypes:  # CR 205.4: "is snow", "are legendary"
        ops.append(("4", ("add_types", (), (), tuple(effect.supertypes))))
    if effect.colors is not None:
        ops.append(("5", ("set_colors", tuple(effect.colors))))
    if effect.abilities:
        ops.append(("6", ("grant", tuple(effect.abilities))))
    return _static_entry(game, effect, source, ops)


@static(fx.LoseAbilities)
def _static_lose(game: Game, effect: Any, source: GameObject) -> list[Any]:
    op = ("remove_abilities", tuple(effect.abilities)) if effect.abilities else ("remove_all_abilities",)
    return _static_entry(game, effect, source, [("6", op)])


@static(fx.GainControl)
def _static_control(game: Game, effect: Any, source: GameObject) -> list[Any]:
    players = players_of(game, effect.player, game.static_context(source))
    return _static_entry(game, effect, source, [("2", ("control", players[0].name))]) if players else []


@static(fx.Restriction)
def _static_restriction(game: Game, effect: Any, source: GameObject) -> list[Any]:
    if _is_player_ref(effect.what):
        # a rule about players ("You can't lose the game"): read where it applies
        # (runtime.player_rules), not a characteristic of objects
        from .player_rules import known

        if not known(effect.rule):
            game.unsupported["PlayerRestriction"] += 1
        return []
    return _static_entry(game, effect, source, [("6", ("rule", effect.rule))])


@static(fx.May)
def _static_may(game: Game, effect: Any, source: GameObject) -> list[Any]:
    """"You may choose not to untap this artifact during your untap step.": a rule the untap
    step reads (CR 502.3, turns._stays_tapped), the choice made there; other optional static
    effects are counted as unsupported."""
    rules = [e for e in effect.effects if isinstance(e, fx.Restriction) and e.rule.startswith("choose not to untap")]
    if not rules or len(rules) != len(effect.effects):
        game.unsupported["May"] += 1
        return []
    return [entry for rule in rules for entry in _static_restriction(game, rule, source)]


@static(fx.Unless)
def _static_unless(game: Game, effect: Any, source: GameObject) -> list[Any]:
    """"[This] can't attack unless defending player controls an Island": a condition on a
    static effect, checked whenever it is applied."""
    if check_condition(game, effect.condition, game.static_context(source)):
        return []
    return [entry for inner in effect.effects for entry in static_effect_ops(game, inner, source)]


@static(fx.Conditional)
def _static_conditional(game: Game, effect: Any, source: GameObject) -> list[Any]:
    chosen = effect.effects if check_condition(game, effect.condition, game.static_context(source)) else effect.otherwise
    return [entry for inner in chosen for entry in static_effect_ops(game, inner, source)]


def static_effects_of(game: Game, cls: type) -> list[tuple[Any, GameObject]]:
    """(effect, source) for every functioning static ability effect of a class."""
    out = []
    for obj in game.objects_with(fx.StaticAbility):
        for ability in game.abilities(obj):
            if isinstance(ability, fx.StaticAbility) and game.functions_in(ability, obj):
                if ability.condition is not None and not check_condition(game, ability.condition, game.static_context(obj)):
                    continue
                out.extend((e, obj) for e in ability.effects if isinstance(e, cls))
    return out


def as_though(game: Game, player: str, kind: str, card: GameObject | None) -> bool:
    """Whether an "as though" effect lets ``player`` do something (CR 609.4b). Every such
    effect is checked, so several can apply to one action."""
    for effect, source in static_effects_of(game, fx.AsThough):
        if effect.kind != kind:
            continue
        ctx = game.static_context(source)
        if player not in [p.name for p in players_of(game, effect.player, ctx)]:
            continue
        # an effect limited to some spells ("to cast this spell") applies only where the spell
        # is known
        if effect.what is not None and (card is None or not matches(game, card, effect.what, ctx)):
            continue
        return True
    for permission in game.state.permissions:
        if permission.get("as_though") == kind and permission.get("player") == player:
            # one made for some cards ("mana of any type can be spent to cast that spell")
            # applies to those cards only, as spells too (the same physical card, CR 400.7)
            if permission.get("card_ids") is None or (card is not None and card.card_id in permission["card_ids"]):
                return True
    return False


def mana_any_type(game: Game, player: str, card: GameObject | None = None) -> bool:
    return as_though(game, player, "any_type_mana", card)


@executor(fx.AsThough)
def _as_though(game: Game, e: fx.AsThough, ctx: Context) -> None:
    """"You may cast that card ... and mana of any type can be spent to cast that spell",
    "You may cast spells this turn as though they had flash" (CR 609.4b): a permission of the
    players for its duration, for the cards it names now (a description is read now, CR
    611.2c)."""
    card_ids = None if e.what is None else [o.card_id for o in objects_of(game, e.what, ctx) if isinstance(o, GameObject)]
    for p in players_of(game, e.player, ctx):
        game.state.permissions.append({"as_though": e.kind, "player": p.name, "card_ids": card_ids, "duration": _duration(e.duration)})
    game._touch()


@static(fx.AsThough)
def _static_as_though(game: Game, effect: fx.AsThough, source: GameObject) -> list[Any]:
    """A static "as though" effect: consulted where the rule it changes applies (as_though)."""
    return []


def cost_modifications(game: Game, player: str, card: GameObject, payment: Payment) -> Payment:
    """CR 601.2f: cost increases, then reductions, of a spell's total cost (CR 118.7): those of
    static abilities, and the spell's own ("This spell costs {1} less to cast for each creature
    on the battlefield", written among its spell text: it applies while the spell is cast)."""
    changes = [(change, Context(controller=player, source_id=card.id)) for change in own_cost_changes(game, card)]
    for effect, source in static_effects_of(game, fx.ModifyCost):
        if effect.action != "cast":
            continue
        ctx = game.static_context(source)
        if matches(game, card, effect.spells, ctx):
            changes.append((effect, ctx))
    return apply_cost_changes(game, changes, payment)


def _is_own_cost_change(effect: Any) -> bool:
    """"This spell costs {N} less/more to cast [if ...]" (a ModifyCost of This, maybe under a
    Conditional)."""
    if isinstance(effect, fx.Conditional):
        return bool(effect.effects) and not effect.otherwise and all(_is_own_cost_change(e) for e in effect.effects)
    return isinstance(effect, fx.ModifyCost) and effect.action == "cast" and isinstance(effect.spells, fx.This)


def own_cost_changes(game: Game, card: GameObject) -> list[Any]:
    """The cost changes a spell's own text makes (CR 601.2f), from its spell ability."""
    from .casting import spell_ability

    ability = spell_ability(game, card)
    effects = getattr(ability, "effects", None) or ()
    return [e for e in effects if _is_own_cost_change(e)]


@executor(fx.ModifyCost)
def _modify_cost(game: Game, e: fx.ModifyCost, ctx: Context) -> None:
    """"This spell costs {1} less to cast ...": applied while the spell was cast (CR 601.2f,
    cost_modifications); as the spell resolves it does nothing. A cost change made by a
    resolving effect ("spells your opponents cast this turn cost {1} more") is not applied."""
    if e.action == "cast" and isinstance(e.spells, fx.This) and isinstance(ctx.ability, fx.SpellAbility):
        return
    game.unsupported["ModifyCost"] += 1
    raise UnsupportedAtRuntime("ModifyCost", "a cost change made by a resolving spell or ability")


@static(fx.ModifyCost)
def _static_modify_cost(game: Game, effect: fx.ModifyCost, source: GameObject) -> list[Any]:
    """A static cost change: read while casting (CR 601.2f, cost_modifications) or activating
    (CR 602.2b), not a layer effect."""
    return []


def apply_cost_changes(game: Game, changes: list[tuple[Any, Context]], payment: Payment) -> Payment:
    """Cost changes (``ModifyCost``, each with the context its values are read in) applied to a
    payment: increases first, then reductions (CR 601.2f). A generic reduction affects only the
    generic part (CR 118.7a); a colored or colorless one reduces that part, and what exceeds it
    reduces the generic part (CR 118.7b-d). A ``Conditional`` change applies when its condition
    holds as the total cost is locked in."""
    flat: list[tuple[Any, Context]] = []
    for change, ctx in changes:
        if isinstance(change, fx.Conditional):
            if check_condition(game, change.condition, ctx):
                flat.extend((inner, ctx) for inner in change.effects)
        else:
            flat.append((change, ctx))
    changes = flat
    for increase in (True, False):
        for effect, ctx in changes:
            if effect.increase != increase:
                continue
            generic = evaluate(game, effect.amount, ctx)
            times = evaluate(game, effect.mana_times, ctx) if effect.mana else 0
            symbols = re.findall(r"\{([WUBRGC])\}", effect.mana) * max(0, times)
            if increase:
                extra = collections.Counter(s for s in symbols if s != "C")
                payment = payment.plus(Payment(generic=max(0, generic), colored=tuple(extra.items()), colorless=symbols.count("C")))
                continue
            colored = dict(payment.colored)
            colorless = payment.colorless
            excess = max(0, generic)
            for symbol in symbols:
                if symbol == "C" and colorless:
                    colorless -= 1
                elif colored.get(symbol):
                    colored[symbol] -= 1
                else:
                    excess += 1
            payment = attrs.evolve(payment, colored=tuple((c, n) for c, n in colored.items() if n), colorless=colorless).reduced_generic(excess)
    return payment


# ==============================================================================================
# effects
def _amount(game: Game, v: Any, ctx: Context) -> int:
    return max(0, evaluate(game, v, ctx))


def _record(ctx: Context, key: str, objs: list[GameObject], game: Game | None = None) -> None:
    ctx.results.setdefault(key, []).extend(o.id for o in objs)
    if game is not None:
        for o in objs:
            ctx.results[f"lki:{o.id}"] = [game.info(o)]


@executor(fx.Draw)
def _draw(game: Game, e: fx.Draw, ctx: Context) -> None:
    for p in players_of(game, e.player, ctx):
        _record(ctx, "drawn", game.draw(p.name, _amount(game, e.amount, each_player_context(ctx, p)), ctx))


@executor(fx.Mill)
def _mill(game: Game, e: fx.Mill, ctx: Context) -> None:
    for p in players_of(game, e.player, ctx):
        _record(ctx, "milled", game.mill(p.name, _amount(game, e.amount, each_player_context(ctx, p)), ctx), game)


@executor(fx.Discard)
def _discard(game: Game, e: fx.Discard, ctx: Context) -> None:
    for p in players_of(game, e.player, ctx):
        hand = list(game.zone("hand", p.name).objects)
        if e.what is not None:
            cards = [o for o in objects_of(game, e.what, ctx) if o.zone == "hand"]
        else:
            n = min(_amount(game, e.amount, ctx), len(hand))
            if e.at_random:
                cards = game.state.rng.sample(hand, n)
            elif n == len(hand):
                cards = hand
            else:
                cards = list(game.ask(p.name, "card", f"discard {n}", hand, min=n, max=n))
        _record(ctx, "discarded", game.discard(p.name, cards, ctx), game)


@executor(fx.Move)
def _move(game: Game, e: fx.Move, ctx: Context) -> None:
    if e.until not in (None, "source_leaves"):
        raise UnsupportedAtRuntime("Move", f"an object moved until {e.until} (CR 610.3) is not in the runtime yet")
    objs = objects_of(game, e.what, ctx)
    if not objs:
        return
    source = None
    if e.until == "source_leaves":
        source = game.get(ctx.source_id) if ctx.source_id is not None else None
        if source is None or source.zone != "battlefield":
            return  # CR 610.3a-b: it left before the ability resolved: the objects don't move
        origin = {o.card_id: o.zone for o in objs}  # a moved object is new, the card is the same
    controller = None
    if e.to == "battlefield":
        owners = players_of(game, e.under, ctx) if e.under is not None else [game.player(ctx.controller)]
        controller = owners[0].name if owners else ctx.controller
    position = e.position
    if position == "top_or_bottom":  # "on their choice of the top or bottom of their library"
        position = game.ask(objs[0].owner, "mode", "put it on the top or the bottom of your library?", ("top", "bottom"))[0]
    if e.to == "library" and position == "top" and len(objs) > 1:
        objs = list(game.ask(objs[0].owner, "order", "order the cards to put on top (first ends on top)", objs, min=len(objs), max=len(objs)))[::-1]
    searchers = {o.id: ctx.results.get(f"searcher:{o.id}", [None])[0] for o in objs}
    if e.to == "battlefield" and e.under is None and any(searchers.values()):
        # CR 110.2: a card a player found and puts onto the battlefield ("each player searches
        # ... and puts it onto the battlefield") enters under that player's control
        moved = []
        for searcher in dict.fromkeys(searchers.values()):
            group = [o for o in objs if searchers[o.id] == searcher]
            moved += game.move_many(group, e.to, position=position, tapped=e.tapped, face_down=e.face_down, controller=searcher or controller, cause="effect", ctx=ctx)
    else:
        moved = game.move_many(objs, e.to, position=position, tapped=e.tapped, face_down=e.face_down, controller=controller, cause="effect", ctx=ctx)
    if source is not None:
        # CR 610.3: they return to where they were once the source leaves (Game.move_many)
        for zone in dict.fromkeys(origin.values()):
            ids = tuple(o.id for o in moved if origin.get(o.card_id) == zone)
            if ids:
                game.state.returns_until.append((source.id, ids, zone))
        game._touch()
    _record(ctx, "moved", moved)
    key = {"exile": "exiled", "hand": "returned", "battlefield": "put"}.get(e.to)
    if key:
        _record(ctx, key, moved)


@executor(fx.Shuffle)
def _shuffle(game: Game, e: fx.Shuffle, ctx: Context) -> None:
    """CR 701.24: a library is shuffled even if the objects to shuffle into it are gone
    (701.24c) or there are none (701.24d); found cards still in it keep their place
    (701.24b)."""
    for p in players_of(game, e.player, ctx):
        if e.what is not None:
            objs = [o for o in objects_of(game, e.what, ctx) if o.owner == p.name and o.zone != "library"]
            if objs:
                game.move_many(objs, "library", cause="shuffle", ctx=ctx)
        found = [o for o in objects_of(game, fx.Found(key="found"), ctx) if o.zone == "library" and o.owner == p.name]
        game.shuffle(p.name, keep=found, ctx=ctx)


@executor(fx.Search)
def _search(game: Game, e: fx.Search, ctx: Context) -> None:
    """CR 701.23. With several players searching at once, each looks, then they decide in
    APNAP order (CR 701.23i): the choices are asked in that order."""
    for p in players_of(game, e.player, ctx):
        pctx = Context(controller=p.name, source_id=ctx.source_id, source_info=ctx.source_info, targets=ctx.targets, results=ctx.results, x=ctx.x, event=ctx.event)
        zones = []
        for zone_ref in e.zones:
            if isinstance(zone_ref, fx.Zone) and zone_ref.player is not None and zone_ref.player == e.player and zone_ref.kind in ("library", "graveyard", "hand", "outside"):
                zones.append(game.zone(zone_ref.kind, p.name))  # "each player searches their library": their own
            else:
                zones.extend(_zones_of(game, zone_ref, pctx))
        if e.choose_zones and len(zones) > 1:
            labels = [z.kind for z in zones]
            zones = list(game.ask(p.name, "mode", "which zones to search", zones, labels=labels, min=1, max=len(zones)))
        ctx.results.setdefault("searched_zones", []).extend(z.kind for z in zones)
        undefined = is_undefined(game, e.what, pctx)
        predicate = None if undefined else (lambda o, pctx=pctx: matches(game, o, e.what, pctx))
        found = game.search(
            p.name,
            zones,
            predicate,
            amount=_amount(game, e.amount, ctx),
            up_to=e.up_to,
            stated_quality=has_stated_quality(e.what),
            reveal=e.reveal,
            source=ctx.source_info.name if ctx.source_info else None,
        )
        _record(ctx, "found", found)
        for card in found:
            ctx.results[f"searcher:{card.id}"] = [p.name]


def _zones_of(game: Game, ref: Any, ctx: Context) -> list[Any]:
    if isinstance(ref, fx.Zone):
        if ref.kind in ("battlefield", "stack", "exile", "command"):
            return [game.zone(ref.kind)]
        return [game.zone(ref.kind, p.name) for p in players_of(game, ref.player, ctx)]
    raise UnsupportedAtRuntime(type(ref).__name__, "not a zone")


@executor(fx.Conjure)
def _conjure(game: Game, e: fx.Conjure, ctx: Context) -> None:
    """Alchemy (digital-only, not in the CR): new cards come from outside the game (CR 400.11)
    into the player's zone; a duplicate has the printed characteristics of the original."""
    for p in players_of(game, e.player, ctx):
        amount = max(0, _amount(game, e.amount, ctx))
        if e.name is not None:
            try:
                definitions = [game.definition(e.name)] * amount
            except (InputError, ValueError) as exc:  # not in the game's card pool
                raise UnsupportedAtRuntime("Conjure", f"no card named {e.name!r} in the card pool") from exc
        else:
            originals = objects_of(game, e.duplicate_of, ctx, lki=True) if e.duplicate_of is not None else []
            definitions = [o.definition for o in originals for _ in range(amount)]
        cards = [game.add_card(p.name, "outside", d) for d in definitions]
        controller = p.name if e.to == "battlefield" else None
        moved = game.move_many(cards, e.to, tapped=e.tapped, controller=controller, cause="conjure", ctx=ctx) if cards else []
        _record(ctx, "conjured", moved)


@executor(fx.Reveal)
def _reveal(game: Game, e: fx.Reveal, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    if not objs and isinstance(e.what, fx.Found):
        return  # "reveal it" after a search that found nothing (CR 701.23b): nothing is revealed
    revealers = players_of(game, e.player, ctx)  # "target player reveals ...": that player reveals
    game.emit("reveal", player=revealers[0].name if len(revealers) == 1 else ctx.controller, objects=tuple(game.info(o) for o in objs))
    _record(ctx, "revealed", objs)


@executor(fx.LookAt)
def _look(game: Game, e: fx.LookAt, ctx: Context) -> None:
    _record(ctx, "looked", objects_of(game, e.what, ctx))


@executor(fx.Scry)
def _scry(game: Game, e: fx.Scry, ctx: Context) -> None:
    """CR 701.22a: look at the top N, put any number on the bottom, the rest on top in any
    order."""
    for p in players_of(game, e.player, ctx):
        library = game.zone("library", p.name)
        top = library.objects[: _amount(game, e.amount, ctx)]
        if not top:
            continue
        bottom = list(game.ask(p.name, "card", "scry: put on the bottom", top, min=0, max=len(top)))
        keep = [o for o in top if o not in bottom]
        if len(keep) > 1:
            keep = list(game.ask(p.name, "order", "scry: order of the cards on top (first is the top)", keep, min=len(keep), max=len(keep)))
        rest = library.objects[len(top) :]
        library.objects[:] = keep + rest + bottom
        game.emit("scry", player=p.name, amount=len(top))


@executor(fx.Surveil)
def _surveil(game: Game, e: fx.Surveil, ctx: Context) -> None:
    """CR 701.25a: look at the top N, put any number into the graveyard, the rest on top."""
    for p in players_of(game, e.player, ctx):
        library = game.zone("library", p.name)
        top = library.objects[: _amount(game, e.amount, ctx)]
        if not top:
            continue
        to_graveyard = list(game.ask(p.name, "card", "surveil: put into your graveyard", top, min=0, max=len(top)))
        keep = [o for o in top if o not in to_graveyard]
        if len(keep) > 1:
            keep = list(game.ask(p.name, "order", "surveil: order of the cards on top", keep, min=len(keep), max=len(keep)))
        library.objects[:] = keep + library.objects[len(top) :]
        game.move_many(to_graveyard, "graveyard", cause="surveil", ctx=ctx)
        game.emit("surveil", player=p.name, amount=len(top))


@executor(fx.Destroy)
def _destroy(game: Game, e: fx.Destroy, ctx: Context) -> None:
    for obj in [o for o in objects_of(game, e.what, ctx) if o.zone == "battlefield"]:
        info = game.info(obj)
        if game.destroy(obj, ctx) is not None:
            # "if an artifact is destroyed this way" asks about these (as they last were)
            ctx.results.setdefault("destroyed", []).append(obj.id)
            ctx.results[f"lki:{obj.id}"] = [info]


@executor(fx.Sacrifice)
def _sacrifice(game: Game, e: fx.Sacrifice, ctx: Context) -> None:
    if isinstance(e.what, fx.This):
        for obj in objects_of(game, e.what, ctx):
            _record(ctx, "sacrificed", [obj], game)
            game.sacrifice(obj, ctx)
        return
    chosen: list[GameObject] = []
    for p in players_of(game, e.player, ctx):
        pctx = Context(controller=p.name, source_id=ctx.source_id, targets=ctx.targets, results=ctx.results, x=ctx.x)
        mine = [o for o in objects_of(game, e.what, pctx) if o.zone == "battlefield" and game.controller_of(o) == p.name]
        n = min(_amount(game, e.amount, ctx), len(mine))
        chosen.extend(mine if n == len(mine) else game.ask(p.name, "card", f"sacrifice {n}", mine, min=n, max=n))
    for obj in chosen:
        _record(ctx, "sacrificed", [obj], game)
        game.sacrifice(obj, ctx)


@executor(fx.Regenerate)
def _regenerate(game: Game, e: fx.Regenerate, ctx: Context) -> None:
    """CR 701.19a: a regeneration shield, used up the next time it would be destroyed."""
    for obj in objects_of(game, e.what, ctx):
        game.state.replacements.append({"kind": "regenerate", "object": obj.id, "duration": "end_of_turn"})
        game._touch()


@executor(fx.PreventDamage)
def _prevent_damage(game: Game, e: fx.PreventDamage, ctx: Context) -> None:
    """CR 615.1a, 615.7: a prevention effect until end of turn, or a shield for the next N."""
    from .prevention import add_shield

    add_shield(game, e.damage, ctx, e.duration)


@executor(fx.DamageCantBePrevented)
def _damage_cant_be_prevented(game: Game, e: fx.DamageCantBePrevented, ctx: Context) -> None:
    """CR 615.12: prevention effects don't apply to that damage."""
    from .prevention import NO_PREVENTION, add_shield

    add_shield(game, e.damage, ctx, e.duration, kind=NO_PREVENTION)


@executor(fx.Tap)
def _tap(game: Game, e: fx.Tap, ctx: Context) -> None:
    for obj in objects_of(game, e.what, ctx):
        game.tap(obj)


@executor(fx.Untap)
def _untap(game: Game, e: fx.Untap, ctx: Context) -> None:
    for obj in objects_of(game, e.what, ctx):
        game.untap(obj)


@executor(fx.CreateToken)
def _create(game: Game, e: fx.CreateToken, ctx: Context) -> None:
    token = e.token
    if e.power is not None or e.toughness is not None:  # "an X/X token": fixed as it is created
        token = attrs.evolve(
            token,
            power=token.power if e.power is None else evaluate(game, e.power, ctx),
            toughness=token.toughness if e.toughness is None else evaluate(game, e.toughness, ctx),
        )
    for p in players_of(game, e.player, ctx):
        _record(ctx, "created", game.create_token(p.name, token, _amount(game, e.amount, ctx), tapped=e.tapped, ctx=ctx))


@executor(fx.PutCounters)
def _put_counters(game: Game, e: fx.PutCounters, ctx: Context) -> None:
    if e.divided:
        for obj, n in _division(game, e, ctx):
            if isinstance(obj, GameObject):
                game.put_counters(obj, e.counter, n, ctx)
        return
    n = _amount(game, e.amount, ctx)
    if _is_player_ref(e.what):  # CR 122.1: players get counters too ("you get {E}{E}")
        for p in players_of(game, e.what, ctx):
            p.counters[e.counter] += n
        return
    for obj in objects_of(game, e.what, ctx):
        game.put_counters(obj, e.counter, n, ctx)


def _division(game: Game, e: Any, ctx: Context) -> list[tuple[Any, int]]:
    """The shares announced as the spell was cast (CR 601.2d), for the targets still legal: an
    illegal target's share is not dealt to the others (CR 608.2b)."""
    from .casting import division_key

    key = division_key(e)
    shares = ctx.results.get(key) if key is not None else None
    if shares is None:
        raise UnsupportedAtRuntime("a division among targets that was not announced (CR 601.2d)")
    legal = targets_of(game, e.to if isinstance(e, fx.DealDamage) else e.what, ctx)
    out = []
    for target, n in shares:
        party = next((p for p in legal if (p.id if isinstance(p, GameObject) else getattr(p, "name", p)) == target), None)
        if party is not None:
            out.append((party, n))
    return out


@executor(fx.RemoveCounters)
def _remove_counters(game: Game, e: fx.RemoveCounters, ctx: Context) -> None:
    n = _amount(game, e.amount, ctx)
    for obj in objects_of(game, e.what, ctx):
        game.remove_counters(obj, e.counter, n)


@executor(fx.Amass)
def _amass(game: Game, e: fx.Amass, ctx: Context) -> None:
    """CR 701.47a: if you control no Army creature, create a 0/0 black [subtype] Army
    creature token; choose an Army creature you control; put N +1/+1 counters on it; if it
    isn't a [subtype], it becomes one in addition to its other types. The chosen Army is "the
    amassed Army" even if it got no counters (CR 701.47c)."""
    from ..vocabulary import subtype_forms

    n = _amount(game, e.amount, ctx)
    subtype = subtype_forms().get(e.subtype, e.subtype)  # "amass Orcs": the subtype Orc
    for p in players_of(game, e.player, ctx):

        def armies(p: Any = p) -> list[GameObject]:
            return [o for o in game.battlefield(p.name) if game.characteristics(o).has_type("Creature") and game.characteristics(o).has_subtype("Army")]

        if not armies():
            token = fx.TokenSpec(colors=("B",), types=("Creature",), subtypes=(subtype, "Army"), power=0, toughness=0)
            game.create_token(p.name, token, 1, ctx=ctx)
        candidates = armies()
        if not candidates:
            continue
        army = candidates[0] if len(candidates) == 1 else game.choose_one(p.name, "card", f"amass {e.subtype} {n}: choose an Army", candidates)
        game.put_counters(army, "+1/+1", n, ctx)
        if army.id in game.state.objects and not game.characteristics(army).has_subtype(subtype):
            game.add_continuous_effect([army], [("4", ("add_types", (), (subtype,), ()))], duration="game", ctx=ctx)
        ctx.results["amassed"] = [army.id]
        ctx.results[f"lki:{army.id}"] = [game.info(army)]
        game.emit("amass", player=p.name, object=game.info(army), amount=n, info={"subtype": subtype})


@executor(fx.GainLife)
def _gain_life(game: Game, e: fx.GainLife, ctx: Context) -> None:
    for p in players_of(game, e.player, ctx):
        game.gain_life(p.name, _amount(game, e.amount, each_player_context(ctx, p)))


@executor(fx.LoseLife)
def _lose_life(game: Game, e: fx.LoseLife, ctx: Context) -> None:
    for p in players_of(game, e.player, ctx):
        game.lose_life(p.name, _amount(game, e.amount, each_player_context(ctx, p)))


@executor(fx.DealDamage)
def _damage(game: Game, e: fx.DealDamage, ctx: Context) -> None:
    sources = objects_of(game, e.source, ctx, lki=True)
    source = sources[0] if sources else ctx.source_info
    info = game.info(source) if isinstance(source, GameObject) else source
    if e.divided:
        for target, n in _division(game, e, ctx):
            if game.deal_damage(info, target, n) > 0 and isinstance(target, GameObject):
                _record(ctx, "dealt damage", [target])
        return
    n = _amount(game, e.amount, ctx)
    for target in targets_of(game, e.to, ctx):
        if game.deal_damage(info, target, n) > 0 and isinstance(target, GameObject):
            _record(ctx, "dealt damage", [target])  # "a creature dealt damage this way"


@executor(fx.AddMana)
def _add_mana(game: Game, e: fx.AddMana, ctx: Context) -> None:
    from .mana import parse_mana

    if e.types_of is not None:
        # CR 106.7 ("could produce"): the types another permanent could produce
        game.unsupported["AddMana"] += 1
        raise UnsupportedAtRuntime("AddMana", "mana of the types another permanent could produce")
    for p in players_of(game, e.player, ctx):
        n = _amount(game, e.amount, ctx)  # "Add {G} for each Elf you control": may be none
        if n <= 0:
            continue
        if e.chosen_color:  # "one mana of the chosen color" (CR 607.2)
            chosen = ctx.results.get("chosen color") or _source_marks(game, ctx).get("chosen color")
            if not chosen:
                continue  # no color was chosen: no mana (CR 607.2 refers to nothing)
            game.add_mana(p.name, [Mana(chosen[0])] * n)
        elif e.combination:
            # "N mana in any combination of colors [of {B} and/or {R}]": each unit apart (CR 106.1a)
            options = [str(m.type) for c in e.choices for m in parse_mana(c)] if e.choices else list("WUBRG")
            units = [Mana(game.choose_one(p.name, "cost", f"choose the color of mana {i + 1} of {n}", options)) for i in range(n)]
            game.add_mana(p.name, units)
        elif e.any_color:
            # "one mana of any type" may also be colorless (CR 106.1b); "of any one color": one
            # color for all of it
            options = [*"WUBRG", "C"] if e.any_type else list("WUBRG")
            color = game.choose_one(p.name, "cost", "choose a type of mana" if e.any_type else "choose a color of mana", options)
            game.add_mana(p.name, [Mana(color)] * n)
        elif e.choices:  # "Add {R} or {G}."
            choice = game.choose_one(p.name, "cost", "choose the mana to add", list(e.choices))
            game.add_mana(p.name, parse_mana(choice) * n)
        else:
            game.add_mana(p.name, parse_mana(e.mana) * n)


def _player_loses(game: Game, player: Player, reason: str) -> None:
    from .player_rules import has

    if player.lost or has(game, player.name, "can't lose the game"):
        return
    player.lost = True
    player.loss_reason = reason
    game.emit("lose", player=player.name, info={"reason": reason})


@executor(fx.LoseGame)
def _lose_game(game: Game, e: fx.LoseGame, ctx: Context) -> None:
    """CR 104.3e: an effect may state that a player loses the game (the game ends by the
    state-based check of CR 104.2a)."""
    for p in players_of(game, e.player, ctx):
        _player_loses(game, p, "an effect says so (CR 104.3e)")


@executor(fx.WinGame)
def _win_game(game: Game, e: fx.WinGame, ctx: Context) -> None:
    """CR 104.2b: an effect may state that a player wins the game; the other players lose."""
    from .player_rules import has

    for p in players_of(game, e.player, ctx):
        if has(game, p.name, "can't win the game"):
            continue  # CR 101.2: "can't win" beats "wins the game"
        for other in game.state.players:
            if other.name != p.name:
                _player_loses(game, other, f"{p.name} won the game (CR 104.2b)")


@executor(fx.BecomeDesignated)
def _become_designated(game: Game, e: fx.BecomeDesignated, ctx: Context) -> None:
    """"you become the monarch" (CR 724.3), "you take the initiative" (CR 725.3): the player
    gets the designation and whoever had it loses it (runtime.designations: their inherent
    triggered abilities)."""
    for p in players_of(game, e.player, ctx):
        game.become_designated(p.name, e.designation)


@condition(fx.HasDesignation)
def _has_designation(game: Game, c: fx.HasDesignation, ctx: Context) -> bool:
    """"if you're the monarch" (CR 724), "if you have the initiative" (CR 725), "if you have the
    city's blessing" (CR 702.131), "if you have a full party" (CR 700.8)."""
    players = players_of(game, c.player, ctx)
    return bool(players) and all(game.has_designation(p.name, c.designation) for p in players)


@executor(fx.Pair)
def _pair(game: Game, e: fx.Pair, ctx: Context) -> None:
    """Soulbond's pairing (CR 702.95a, runtime.soulbond)."""
    from .soulbond import pair

    pair(game, e, ctx)


@executor(fx.ExtraTurn)
def _extra_turn(game: Game, e: fx.ExtraTurn, ctx: Context) -> None:
    """CR 500.7: the extra turn is added directly after this one; several are added one at a
    time in APNAP order, and the most recently created is taken first."""
    for p in players_of(game, e.player, ctx):
        game.state.extra_turns.append(p.name)
        game.emit("extra_turn", player=p.name)


#: what a skip effect may name (runtime.turns: the steps and phases it skips)
_SKIPPABLE = ("turn", "untap step", "upkeep", "draw step", "combat phase")


@executor(fx.Skip)
def _skip(game: Game, e: fx.Skip, ctx: Context) -> None:
    """"Target player skips their next combat phase", "Skip your next turn" (CR 614.10): the
    next one is skipped (CR 614.10a), read by the turn structure (runtime.turns.skips)."""
    if not e.once or e.what not in _SKIPPABLE:
        game.unsupported["Skip"] += 1
        raise UnsupportedAtRuntime("Skip", f"skipping {'every' if not e.once else 'the next'} {e.what} from a resolved effect")
    for p in players_of(game, e.player, ctx):
        game.state.skips.append({"player": p.name, "what": e.what})


@static(fx.Skip)
def _static_skip(game: Game, effect: fx.Skip, source: GameObject) -> list[Any]:
    """"Players skip their untap steps": read by the turn structure (runtime.turns.skips)."""
    if effect.what not in _SKIPPABLE:
        game.unsupported["Skip"] += 1
    return []


@executor(fx.CounterSpell)
def _counter(game: Game, e: fx.CounterSpell, ctx: Context) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard; an ability ceases."""
    from .game import StackAbility

    for item in objects_of(game, e.what, ctx):
        if isinstance(item, StackAbility):
            game._remove(item)
            game.emit("countered", player=item.controller, object=item.source_info)
            continue
        if item.zone != "stack":
            continue
        if "can't be countered" in game.characteristics(item).rules:
            continue  # CR 101.2
        info = game.info(item)
        game.move(item, "graveyard", cause="countered", ctx=ctx)
        game.emit("countered", player=info.controller, object=info)


@executor(fx.Cast)
def _cast(game: Game, e: fx.Cast, ctx: Context) -> None:
    """CR 608.2g: cast now, during resolution; timing permissions based on the card's type
    are ignored (the Summons of Saruman ruling). ``without_paying``: no alternative costs, X
    is 0, additional costs may (and mandatory ones must) be paid (CR 118.9, 107.3b)."""
    from .casting import CastWay, cast_spell

    # "you may cast a spell from among them": the one choice is which card to cast, or none
    what = e.what.what if isinstance(e.what, fx.Chosen) and e.what.amount is None else e.what
    for p in players_of(game, e.player, ctx):
        candidates = [o for o in objects_of(game, what, ctx) if not game.characteristics(o).has_type("Land")]
        if not candidates:
            continue
        chosen = game.ask(p.name, "card", "cast which card?", candidates, min=0 if e.optional else 1, max=1)
        for card in chosen:
            way = CastWay(method="without_paying" if e.without_paying else "effect", zone=card.zone, ignore_timing=True, without_paying=e.without_paying)
            try:
                spell = cast_spell(game, p.name, card, during_resolution=True, way=way)
            except IllegalAction as refusal:
                game.emit("cast_refused", player=p.name, object=game.info(card), info={"reason": refusal.reason})
                continue
            _record(ctx, "cast", [spell])


@executor(fx.ModifyPT)
def _modify_pt(game: Game, e: fx.ModifyPT, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    ops = [("7c", ("modify_pt", evaluate(game, e.power, ctx), evaluate(game, e.toughness, ctx)))]
    game.add_continuous_effect(objs, ops, duration=e.duration or "game", ctx=ctx)


@executor(fx.SetPT)
def _set_pt(game: Game, e: fx.SetPT, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    power = None if e.power is None else evaluate(game, e.power, ctx)
    toughness = None if e.toughness is None else evaluate(game, e.toughness, ctx)
    game.add_continuous_effect(objs, [("7b", ("set_pt", power, toughness))], duration=e.duration or "game", ctx=ctx)


@executor(fx.GrantAbilities)
def _grant(game: Game, e: fx.GrantAbilities, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, [("6", ("grant", tuple(e.abilities)))], duration=e.duration or "game", ctx=ctx)


@executor(fx.Becomes)
def _becomes(game: Game, e: fx.Becomes, ctx: Context) -> None:
    """CR 613: types in layer 4, colors in 5, abilities in 6, base P/T in 7b; the numbers are
    fixed as the effect begins (CR 611.2c... values determined once)."""
    objs = objects_of(game, e.what, ctx)
    ops: list[Any] = []
    if e.types or e.subtypes:
        if e.in_addition:
            ops.append(("4", ("add_types", tuple(e.types), tuple(e.subtypes), ())))
        else:
            ops.append(("4", ("set_types", tuple(e.types), tuple(e.subtypes), tuple(e.keeps))))
    if e.supertypes:  # CR 205.4
        ops.append(("4", ("add_types", (), (), tuple(e.supertypes))))
    if e.colors is not None:
        ops.append(("5", ("set_colors", tuple(e.colors))))
    for quality in e.chosen:  # "becomes the color of your choice" (CR 608.2d: chosen as it begins)
        value_ = tuple(ctx.results.get(f"chosen {quality}") or ())
        if not value_:
            raise UnsupportedAtRuntime(f"becoming the chosen {quality} before one was chosen")
        if quality == "color":
            ops.append(("5", ("set_colors", value_)))
        elif quality == "creature type" and e.in_addition:
            ops.append(("4", ("add_types", (), value_, ())))
        else:
            raise UnsupportedAtRuntime(f"becoming the chosen {quality}")
    if e.abilities:
        ops.append(("6", ("grant", tuple(e.abilities))))
    if e.power is not None or e.toughness is not None:
        power = None if e.power is None else evaluate(game, e.power, ctx)
        toughness = None if e.toughness is None else evaluate(game, e.toughness, ctx)
        ops.append(("7b", ("set_pt", power, toughness)))
    game.add_continuous_effect(objs, ops, duration=e.duration or "game", ctx=ctx)


@executor(fx.TapOrUntap)
def _tap_or_untap(game: Game, e: fx.TapOrUntap, ctx: Context) -> None:
    for obj in objects_of(game, e.what, ctx):
        choice = game.ask(ctx.controller, "mode", f"tap or untap {obj.name}?", ("tap", "untap"))[0]
        if choice == "tap":
            game.tap(obj)
        else:
            game.untap(obj)


@executor(fx.AddTypes)
def _add_types(game: Game, e: fx.AddTypes, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, [("4", ("add_types", tuple(e.types), tuple(e.subtypes), ()))], duration=e.duration or "game", ctx=ctx)


@executor(fx.RemoveTypes)
def _remove_types(game: Game, e: fx.RemoveTypes, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, [("4", ("remove_types", tuple(e.types)))], duration=e.duration or "game", ctx=ctx)


@static(fx.RemoveTypes)
def _static_remove_types(game: Game, effect: fx.RemoveTypes, source: GameObject) -> list[Any]:
    return _static_entry(game, effect, source, [("4", ("remove_types", tuple(effect.types)))])


@executor(fx.Pay)
def _pay(game: Game, e: fx.Pay, ctx: Context) -> None:
    """CR 118.12: paying a cost during resolution; "if you do" checks it was paid."""
    from .casting import _announce_payment, _check_payable
    from .casting import _pay as pay_all
    from .mana import ManaCost

    for p in players_of(game, e.player, ctx):
        pctx = Context(controller=p.name, source_id=ctx.source_id, targets=ctx.targets, results=ctx.results, x=ctx.x)
        mana = "".join(c.mana for c in e.costs if isinstance(c, fx.ManaPayment))
        others = [c for c in e.costs if not isinstance(c, fx.ManaPayment)]
        source = game.get(ctx.source_id)
        try:
            payment = _announce_payment(game, p.name, ManaCost.parse(mana) if mana else ManaCost(()), ctx.x, "a cost")
            _check_payable(game, p.name, payment, others, pctx, source)
        except IllegalAction:
            ctx.did = False
            return
        pay_all(game, p.name, payment, others, pctx, source)
        ctx.did = True


@executor(fx.May)
def _may(game: Game, e: fx.May, ctx: Context) -> None:
    """CR 603.5, 118.12: the player chooses; a "may pay" that can't be paid is not done."""
    players = players_of(game, e.player, ctx)
    if not players:
        ctx.did = False
        return
    source = ctx.source_info.name if ctx.source_info else None
    agreed = game.may(players[0].name, "; ".join(x.describe() for x in e.effects)[:120], source=source)
    ctx.did = agreed
    if agreed:
        game.run(e.effects, ctx)


@executor(fx.CreateReplacement)
def _create_replacement(game: Game, e: fx.CreateReplacement, ctx: Context) -> None:
    """CR 614.1: "If that creature would die this turn, exile it instead": a replacement effect
    that waits for a zone change of the objects it names (runtime.replacements applies it)."""
    from .replacements import add_zone_replacement

    add_zone_replacement(game, e, ctx)


@executor(fx.ForEachOf)
def _for_each_of(game: Game, e: fx.ForEachOf, ctx: Context) -> None:
    """"For each opponent, that player loses 2 life": the instructions once for each player
    (in APNAP order, CR 101.4) or object, ``Found(key)`` being the current one. Targets chosen
    once per player ("For each opponent, ... up to one target creature that player controls",
    CR 601.2c) are not announced that way yet: such an instruction is unsupported."""
    from .casting import collect_targets

    if collect_targets(e.effects):
        game.unsupported["ForEachOf"] += 1
        raise UnsupportedAtRuntime("ForEachOf", "targets chosen for each player or object (CR 601.2c) are not announced yet")
    items: list[Any]
    if _is_player_ref(e.over):
        items = [p.name for p in players_of(game, e.over, ctx)]
    else:
        items = [o.id for o in objects_of(game, e.over, ctx)]
    before = ctx.results.get(e.key)
    for item in items:
        ctx.results[e.key] = [item]
        game.run(e.effects, ctx)
    if before is None:
        ctx.results.pop(e.key, None)
    else:
        ctx.results[e.key] = before


@executor(fx.IfDid)
def _if_did(game: Game, e: fx.IfDid, ctx: Context) -> None:
    if bool(ctx.did) != e.negate:
        game.run(e.effects, ctx)


@executor(fx.Conditional)
def _conditional(game: Game, e: fx.Conditional, ctx: Context) -> None:
    if check_condition(game, e.condition, ctx):
        game.run(e.effects, ctx)
    else:
        game.run(e.otherwise, ctx)


@executor(fx.Sequence)
def _sequence(game: Game, e: fx.Sequence, ctx: Context) -> None:
    game.run(e.effects, ctx)


# ==============================================================================================
# more references (objects chosen on resolution, attachments, library tops, roles, unions)
PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_of(game: Game, player: str) -> list[GameObject]:
    """CR 700.8: up to one each of a Cleric, a Rogue, a Warrior and a Wizard among the creatures
    ``player`` controls, chosen so that the party is as large as possible (CR 700.8a: a creature
    with several of those types fills one role). In battlefield order."""
    members: list[tuple[GameObject, set[str]]] = []
    for obj in game.battlefield(player):
        chars = game.characteristics(obj)
        if "Creature" in chars.types:
            roles = {r for r in PARTY_ROLES if chars.has_subtype(r)}
            if roles:
                members.append((obj, roles))
    best: list[GameObject] = []

    def assign(i: int, taken: set[str], chosen: list[GameObject]) -> None:
        nonlocal best
        if len(chosen) > len(best):
            best = list(chosen)
        if i == len(members) or len(best) == len(PARTY_ROLES):
            return
        obj, roles = members[i]
        for role in sorted(roles - taken):
            assign(i + 1, taken | {role}, [*chosen, obj])
        assign(i + 1, taken, chosen)

    assign(0, set(), [])
    return best


def _more_objects(game: Game, ref: Any, ctx: Context, lki: bool) -> list[Any] | None:
    """Object references beyond the basic ones; None if ``ref`` is not one of them."""
    if isinstance(ref, fx.AttachedTo):  # CR 303.4, 301.5: what this Aura/Equipment is attached to
        source = game.get(ctx.source_id)
        target = game.get(source.attached_to) if source is not None else None
        return [target] if target is not None else []
    if isinstance(ref, fx.PartyOf):
        return [o for p in players_of(game, ref.player, ctx) for o in party_of(game, p.name)]
    if isinstance(ref, fx.PairedWith):  # the creature this one is paired with (CR 702.95b)
        from .soulbond import partner

        source = game.get(ctx.source_id)
        other = partner(game, source) if source is not None else None
        return [other] if other is not None else []
    if isinstance(ref, fx.TopOfLibrary):
        out: list[Any] = []
        n = max(0, evaluate(game, ref.amount, ctx))
        for p in players_of(game, ref.player, ctx):
            cards = [o for o in game.zone("library", p.name).objects if o.id not in game.state.entering]
            out.extend(cards[-n:] if ref.bottom and n else cards[:n])
        return out
    if isinstance(ref, fx.Union):
        parts = [p for p in ref.parts if not _is_player_ref(p)]
        if ref.either and len(parts) > 1:
            labels = [p.describe()[:60] for p in parts]
            parts = [game.choose_one(ctx.controller, "mode", "which one", parts, labels=labels)]
        return [o for part in parts for o in objects_of(game, part, ctx, lki=lki)]
    if isinstance(ref, fx.AnyTarget):
        return [o for o in game.battlefield() if game.characteristics(o).types and any(t in game.characteristics(o).types for t in ("Creature", "Planeswalker", "Battle"))]
    if isinstance(ref, fx.Found) and ref.key == "triggering source":
        if ctx.event is not None and ctx.event.objects:
            info = ctx.event.objects[0]
            obj = game.get(info.id)
            return [obj] if obj is not None else ([info] if lki else [])
        return []
    return None


def _more_players(game: Game, ref: Any, ctx: Context) -> list[Player] | None:
    if isinstance(ref, fx.Found) and ref.key == "triggering player":
        return [game.player(ctx.event.player)] if ctx.event is not None and ctx.event.player else []
    if isinstance(ref, fx.Found) and ref.key == "each player":
        return [game.player(n) for n in ctx.results.get(ref.key, []) if isinstance(n, str)]
    if isinstance(ref, fx.PlayerRole):
        if ref.role == "active":
            return [game.active_player]
        if ref.role == "defending":  # CR 506.2
            combat = game.state.combat or {}
            defenders = list(dict.fromkeys(combat.get("attackers", {}).values()))
            return [game.player(n) for n in defenders] or [game.player(n) for n in game.opponents(ctx.controller)[:1]]
        if ref.role == "that":  # "that player": the one an "each player" instruction is at
            names = ctx.results.get("that player") or ([ctx.event.player] if ctx.event is not None and ctx.event.player else [])
            return [game.player(n) for n in names]
        if ref.role == "chosen":
            chosen = ctx.results.get("chosen player") or _source_marks(game, ctx).get("chosen player")
            return [game.player(n) for n in (chosen or [])]
        if ref.role == "each" and _TESTED_PLAYER in ctx.results:  # the player a PlayersWho tests
            return [game.player(n) for n in ctx.results[_TESTED_PLAYER]]
        raise UnsupportedAtRuntime(f"player role {ref.role!r}")
    if isinstance(ref, fx.Union):
        out: list[Player] = []
        for part in ref.parts:
            if _is_player_ref(part):
                out.extend(p for p in players_of(game, part, ctx) if p not in out)
        return out
    if isinstance(ref, fx.PlayersWho):
        return _players_who(game, ref, ctx)
    return None


_PLAYER_REF_TYPES = (fx.PlayerRole,)
#: the player a "each opponent who ..." description is testing (PlayerRole("each") in it)
_TESTED_PLAYER = "tested player"


def _players_who(game: Game, ref: fx.PlayersWho, ctx: Context) -> list[Player]:
    """"each opponent who has less life than you", "each player who controls a creature with
    power 4 or greater": the players of ``ref.players`` for whom the condition holds now, each
    tested as PlayerRole("each"). Who did what an instruction offered ("each player who
    searches this way") is not recorded: that condition is unsupported (DidThisWay, CannotDo)."""
    if isinstance(ref.condition, (fx.DidThisWay, fx.CannotDo)):
        name = type(ref.condition).__name__
        game.unsupported[name] += 1
        raise UnsupportedAtRuntime(name, "which players did what an instruction offered is not recorded yet")
    out = []
    for p in players_of(game, ref.players, ctx):
        tested = attrs.evolve(ctx, results={**ctx.results, _TESTED_PLAYER: [p.name]})
        if check_condition(game, ref.condition, tested):
            out.append(p)
    return out


# ==============================================================================================
# more values and conditions
@value(fx.AnyNumber)
def _any_number(game: Game, v: Any, ctx: Context) -> int:
    """"any number": the player picks (CR 608.2d)."""
    return int(game.choose_one(ctx.controller, "number", "choose a number", list(range(0, 21))))


@condition(fx.Controls)
def _controls(game: Game, c: Any, ctx: Context) -> bool:
    need = evaluate(game, c.at_least, ctx)
    result = True
    for p in players_of(game, c.player, ctx):
        pctx = Context(controller=p.name, source_id=ctx.source_id, targets=ctx.targets, results=ctx.results, x=ctx.x, event=ctx.event)
        count = sum(1 for o in objects_of(game, c.what, pctx) if o.zone == "battlefield" and game.controller_of(o) == p.name)
        result = result and count >= need
    return not result if c.negated else result


@condition(fx.Exists)
def _exists(game: Game, c: Any, ctx: Context) -> bool:
    return len(objects_of(game, c.what, ctx, lki=True)) >= evaluate(game, c.at_least, ctx)


@condition(fx.Is)
def _is(game: Game, c: Any, ctx: Context) -> bool:
    if _is_player_ref(c.what):
        raise UnsupportedAtRuntime("a test of a player")
    objs = objects_of(game, c.what, ctx, lki=True)
    result = bool(objs) and all(matches(game, o, c.test, ctx) for o in objs)
    return not result if c.negated else result


@condition(fx.PlayerPaid)
def _player_paid(game: Game, c: Any, ctx: Context) -> bool:
    """CR 118.12: the player may pay; the condition is whether they did."""
    pay = fx.Pay(costs=c.costs, player=c.player)
    players = players_of(game, c.player, ctx)
    if not players or not game.may(players[0].name, "pay " + ", ".join(x.describe() for x in c.costs)[:80]):
        return False
    saved = ctx.did
    _pay(game, pay, ctx)
    paid = bool(ctx.did)
    ctx.did = saved
    return paid


@condition(fx.CastFromZone)
def _cast_from(game: Game, c: Any, ctx: Context) -> bool:
    source = game.get(ctx.source_id)
    cast = getattr(source, "cast", None) or (source.marks.get("cast") if source is not None else None)
    zone = cast.from_zone if cast is not None else ctx.cast_from
    return zone == c.zone


_PLAYER_HISTORY = {
    "attacked": "attack", "cast": "cast", "drew": "draw", "gained life": "life", "lost life": "life",
    "gained or lost life": "life", "sacrificed": "sacrifice", "discarded": "discard",
}


@condition(fx.HappenedThisTurn)
def _happened(game: Game, c: Any, ctx: Context) -> bool:
    if c.period != "turn":
        raise UnsupportedAtRuntime("HappenedThisTurn", f"history of the current {c.period} is not recorded")
    if _is_player_ref(c.what):  # "if you attacked this turn"
        what = c.event.replace(" this turn", "").replace("_", " ")  # the compiler writes "lost_life"
        kind = _PLAYER_HISTORY.get(what)
        if kind is None:
            raise UnsupportedAtRuntime(f"player history {what!r}")
        names = {p.name for p in players_of(game, c.what, ctx)}
        turn = game.state.turn
        for event in reversed(game.state.events):
            if event.turn != turn:
                break
            if event.kind == kind and event.player in names:
                if what == "gained life" and (event.amount or 0) <= 0:
                    continue
                if what == "lost life" and (event.amount or 0) >= 0:
                    continue
                if what == "gained or lost life" and not event.amount:
                    continue
                return True
        return False
    what = c.event.replace(" this turn", "").replace("_", " ")
    return any(_happened_this_turn(game, o.id, what) for o in objects_of(game, c.what, ctx, lki=True))


@condition(fx.WasCast)
def _was_cast(game: Game, c: Any, ctx: Context) -> bool:
    """"When ~ enters, if you cast it, ...": the permanent entered as a spell its controller
    cast (CR 601.2: a permanent spell remembers how it was cast as it resolves, CR 608.3), not
    one put onto the battlefield by an effect."""
    source = game.get(ctx.source_id)
    if source is None:
        return False
    cast = source.cast if source.zone == "stack" else source.marks.get("cast")
    return cast is not None and cast.ctx.controller == ctx.controller


@condition(fx.Won)
def _won(game: Game, c: Any, ctx: Context) -> bool:
    """"If you win" after a clash (CR 701.30d: the clash just made, runtime.keyword_actions);
    coin flips (CR 705) are not run yet."""
    if c.contest != "clash":
        game.unsupported["Won"] += 1
        raise UnsupportedAtRuntime("Won", "coin flips (CR 705) are not run yet")
    winners = ctx.results.get("clash winners", [])
    return any(p.name in winners for p in players_of(game, c.player, ctx))


@condition(fx.CannotDo)
def _cannot_do(game: Game, c: Any, ctx: Context) -> bool:
    """"If you can't": the previous optional/required instruction was not done."""
    return ctx.did is False


@condition(fx.NotCondition)
def _not(game: Game, c: Any, ctx: Context) -> bool:
    return not check_condition(game, c.condition, ctx)


_COMPARE = {">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt, "==": operator.eq}


@condition(fx.Compare)
def _compare(game: Game, c: Any, ctx: Context) -> bool:
    """Two numbers, each evaluated as the condition is checked (CR 608.2h)."""
    return bool(_COMPARE[c.op](evaluate(game, c.left, ctx), evaluate(game, c.right, ctx)))


@condition(fx.AnyOf)
def _any_of(game: Game, c: Any, ctx: Context) -> bool:
    return any(check_condition(game, part, ctx) for part in c.conditions)


@condition(fx.AllOf)
def _all_of(game: Game, c: Any, ctx: Context) -> bool:
    return all(check_condition(game, part, ctx) for part in c.conditions)


# ==============================================================================================
# more costs
@cost(fx.PutCountersCost)
def _can_put_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    objs = _cost_candidates(game, c.what, ctx, source, "battlefield")
    return None if objs else "no permanent to put the counters on"


@cost(fx.PutCountersCost)
def _pay_put_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    for obj in _cost_candidates(game, c.what, ctx, source, "battlefield")[:1]:
        game.put_counters(obj, c.counter, _count_for(game, c, ctx))


def _tap_candidates(game: Game, c: Any, ctx: Context, source: GameObject | None, tapped: bool) -> list[GameObject]:
    objs = _cost_candidates(game, c.what, ctx, source, "battlefield")
    return [o for o in objs if o.tapped == tapped]


@cost(fx.TapCost)
def _can_tap_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    need = _count_for(game, c, ctx)
    have = len(_tap_candidates(game, c, ctx, source, tapped=False))
    return None if have >= need else f"can't tap {need} untapped permanents: {have} available (CR 118.3)"


@cost(fx.TapCost)
def _pay_tap_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    need = _count_for(game, c, ctx)
    options = _tap_candidates(game, c, ctx, source, tapped=False)
    chosen = options if len(options) == need else list(game.ask(ctx.controller, "card", f"tap {need} for a cost", options, min=need, max=need))
    for obj in chosen:
        game.tap(obj)


@cost(fx.UntapCost)
def _can_untap_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    need = _count_for(game, c, ctx)
    have = len(_tap_candidates(game, c, ctx, source, tapped=True))
    return None if have >= need else f"can't untap {need} tapped permanents: {have} available"


@cost(fx.UntapCost)
def _pay_untap_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    need = _count_for(game, c, ctx)
    options = _tap_candidates(game, c, ctx, source, tapped=True)
    chosen = options if len(options) == need else list(game.ask(ctx.controller, "card", f"untap {need} for a cost", options, min=need, max=need))
    for obj in chosen:
        game.untap(obj)


@cost(fx.RevealCost)
def _can_reveal(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    return _can_choose(game, attrs_evolve(c, amount=fx.Fixed(value=1)), ctx, source, "hand", "reveal")


@cost(fx.RevealCost)
def _pay_reveal(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    cards = _choose_for_cost(game, attrs_evolve(c, amount=fx.Fixed(value=1)), ctx, source, "hand", "reveal")
    game.emit("reveal", player=ctx.controller, objects=tuple(game.info(o) for o in cards))
    ctx.results.setdefault("revealed", []).extend(o.id for o in cards)


class _CostView:
    """A cost seen with an amount (for costs that have none)."""

    def __init__(self, what: Any, amount: Any):
        self.what = what
        self.amount = amount


def attrs_evolve(c: Any, **changes: Any) -> Any:
    return _CostView(changes.get("what", getattr(c, "what", None)), changes.get("amount", getattr(c, "amount", fx.Fixed(value=1))))


@cost(fx.ExertCost)
def _can_exert(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    return None if _cost_candidates(game, c.what, ctx, source, "battlefield") else "nothing to exert"


@cost(fx.ExertCost)
def _pay_exert(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    """CR 701.43a: it won't untap during its controller's next untap step."""
    for obj in _cost_candidates(game, c.what, ctx, source, "battlefield")[:1]:
        obj.marks["exerted"] = game.state.turn
        game.emit("exert", player=ctx.controller, object=game.info(obj))


def _graveyard_cards(game: Game, player: str) -> list[GameObject]:
    return list(game.zone("graveyard", player).objects)


@cost(fx.CollectEvidence)
def _can_collect(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    need = evaluate(game, c.amount, ctx)
    total = sum(game.mana_value(o) for o in _graveyard_cards(game, ctx.controller))
    return None if total >= need else f"can't collect evidence {need}: total mana value {total} in the graveyard (CR 701.59a)"


@cost(fx.CollectEvidence)
def _pay_collect(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    """CR 701.59a: exile cards with total mana value N or more from your graveyard."""
    need = evaluate(game, c.amount, ctx)
    cards = sorted(_graveyard_cards(game, ctx.controller), key=lambda o: -game.mana_value(o))
    chosen: list[GameObject] = []
    for card in cards:
        if sum(game.mana_value(o) for o in chosen) >= need:
            break
        chosen.append(card)
    game.move_many(chosen, "exile", cause="cost", ctx=ctx)


@cost(fx.ForageCost)
def _can_forage(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    foods = [o for o in game.battlefield(ctx.controller) if game.characteristics(o).has_subtype("Food")]
    if len(_graveyard_cards(game, ctx.controller)) >= 3 or foods:
        return None
    return "can't forage: fewer than three cards in the graveyard and no Food (CR 701.61a)"


@cost(fx.ForageCost)
def _pay_forage(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    foods = [o for o in game.battlefield(ctx.controller) if game.characteristics(o).has_subtype("Food")]
    cards = _graveyard_cards(game, ctx.controller)
    options = (["exile three"] if len(cards) >= 3 else []) + (["sacrifice a Food"] if foods else [])
    way = options[0] if len(options) == 1 else game.choose_one(ctx.controller, "cost", "forage", options)
    if way == "exile three":
        chosen = list(game.ask(ctx.controller, "card", "exile three cards from your graveyard", cards, min=3, max=3))
        game.move_many(chosen, "exile", cause="cost", ctx=ctx)
    else:
        game.sacrifice(foods[0] if len(foods) == 1 else game.choose_one(ctx.controller, "card", "sacrifice a Food", foods), ctx)


# ==============================================================================================
# more effects
@executor(fx.ChooseObjects)
def _choose_objects_effect(game: Game, e: Any, ctx: Context) -> None:
    """"Choose a creature you control": remembered under ``key`` for later steps."""
    what = e.what
    if isinstance(what, fx.Chosen):
        objs = objects_of(game, what, ctx)
    else:
        candidates = objects_of(game, what, ctx)
        objs = [game.choose_one(ctx.controller, "card", "choose", candidates)] if candidates else []
    ctx.results[e.key] = [o.id for o in objs]
    for o in objs:
        ctx.results[f"lki:{o.id}"] = [game.info(o)]


_QUALITY_OPTIONS = {
    "color": lambda game, ctx: list("WUBRG"),
    "card type": lambda game, ctx: ["Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery"],
    "opponent": lambda game, ctx: game.opponents(ctx.controller),
    "player": lambda game, ctx: game.apnap(),
    "odd or even": lambda game, ctx: ["odd", "even"],
}


@executor(fx.ChooseQuality)
def _choose_quality(game: Game, e: Any, ctx: Context) -> None:
    """CR 607.2: a choice that later text refers to ("the chosen color")."""
    from .layers import creature_types

    quality = e.quality.lower()
    if quality in ("creature type", "type"):
        options = sorted(creature_types())
    elif quality in _QUALITY_OPTIONS:
        options = _QUALITY_OPTIONS[quality](game, ctx)
    else:
        raise UnsupportedAtRuntime(f"choosing a {quality!r}")
    for p in players_of(game, e.player, ctx)[:1]:
        kind = "player" if quality in ("opponent", "player") else "mode"
        if e.at_random:  # "choose an opponent at random": by chance, not by the player
            value_ = game.state.rng.choice(options) if options else None
        else:
            value_ = game.choose_one(p.name, kind, f"choose a {quality}", options)
        keys = {f"chosen {quality}", "chosen type" if "type" in quality else f"chosen {quality}"}
        if quality in ("opponent", "player"):
            keys.add("chosen player")
        source = game.get(ctx.source_id)
        for key in keys:
            ctx.results[key] = [value_]
            if source is not None:
                source.marks[key] = [value_]


@executor(fx.Unless)
def _unless(game: Game, e: Any, ctx: Context) -> None:
    """CR 118.12a: "[effects] unless [a player does something]"."""
    if not check_condition(game, e.condition, ctx):
        game.run(e.effects, ctx)


@executor(fx.Instead)
def _instead(game: Game, e: Any, ctx: Context) -> None:
    """Reached only when the condition before it held: the instruction it replaces was
    skipped by ``Game.run`` (which looks ahead), so its effects happen now."""
    game.run(e.effects, ctx)


@executor(fx.Repeat)
def _repeat(game: Game, e: Any, ctx: Context) -> None:
    for _ in range(max(0, evaluate(game, e.times, ctx))):
        game.run(e.effects, ctx)


def _add_ops(game: Game, e: Any, ctx: Context, ops: list[tuple[str, tuple[Any, ...]]]) -> None:
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, ops, duration=_duration(e.duration), ctx=ctx)


@executor(fx.ForAsLongAs)
def _for_as_long_as(game: Game, e: fx.ForAsLongAs, ctx: Context) -> None:
    """"Gain control of target creature for as long as you control ~", "You may cast that card
    for as long as it remains exiled": the continuous effects, permissions, replacement effects
    and rules about players the instructions create last while the condition holds, and end for
    good as soon as it doesn't (CR 611.2b; checked whenever the game checks state-based actions,
    :func:`end_lapsed_durations`). The condition is read with what the resolving ability knew
    (its source, targets and found objects)."""
    state = game.state
    before = (len(state.effects), len(state.permissions), len(state.replacements), len(state.player_rules))
    game.run(e.effects, ctx)
    lasting = (e.condition, attrs.evolve(ctx, results={k: list(v) for k, v in ctx.results.items()}))
    for effect in state.effects[before[0] :]:
        effect.duration, effect.lasts_while = "while", lasting
    for entries, start in ((state.permissions, before[1]), (state.replacements, before[2]), (state.player_rules, before[3])):
        for entry in entries[start:]:
            entry["duration"], entry["lasts_while"] = "while", lasting
    end_lapsed_durations(game)


def end_lapsed_durations(game: Game) -> bool:
    """End every "for as long as" effect whose condition no longer holds (CR 611.2b). True if
    any ended."""
    state = game.state

    def holds(lasting: Any) -> bool:
        condition, ctx = lasting
        return check_condition(game, condition, ctx)

    ended = False
    kept_effects = [e for e in state.effects if getattr(e, "lasts_while", None) is None or holds(e.lasts_while)]
    if len(kept_effects) != len(state.effects):
        state.effects, ended = kept_effects, True
    for name in ("permissions", "replacements", "player_rules"):
        entries = getattr(state, name)
        kept = [d for d in entries if d.get("lasts_while") is None or holds(d["lasts_while"])]
        if len(kept) != len(entries):
            setattr(state, name, kept)
            ended = True
    if ended:
        game._touch()
    return ended


def _duration(duration: str | None) -> str:
    if duration in (None, "game"):
        return "game"
    if duration in ("end_of_turn", "this_turn"):
        return "end_of_turn"
    return duration  # "end_of_combat", "your_next_turn", ...: ended by the turn structure


@executor(fx.LoseAbilities)
def _lose_abilities(game: Game, e: Any, ctx: Context) -> None:
    op = ("remove_abilities", tuple(e.abilities)) if e.abilities else ("remove_all_abilities",)
    _add_ops(game, e, ctx, [("6", op)])


@executor(fx.GainControl)
def _gain_control(game: Game, e: Any, ctx: Context) -> None:
    """CR 613.1b: layer 2."""
    players = players_of(game, e.player, ctx)
    if players:
        _add_ops(game, e, ctx, [("2", ("control", players[0].name))])


@executor(fx.Restriction)
def _restriction(game: Game, e: Any, ctx: Context) -> None:
    if _is_player_ref(e.what):
        # "Your opponents can't gain life this turn": a rule about players (runtime.player_rules)
        from .player_rules import add_resolved, known

        duration = _duration(e.duration)
        if not known(e.rule) or duration not in ("end_of_turn", "game", "your_next_turn", "end_of_your_next_turn", "end_of_combat"):
            game.unsupported["PlayerRestriction"] += 1
            raise UnsupportedAtRuntime("PlayerRestriction", f"{e.rule!r} of players lasting {duration}")
        add_resolved(game, [p.name for p in players_of(game, e.what, ctx)], e.rule, duration, ctx)
        return
    _add_ops(game, e, ctx, [("6", ("rule", e.rule))])


@executor(fx.Attach)
def _attach(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.3a."""
    targets = objects_of(game, e.to, ctx)
    for obj in objects_of(game, e.what, ctx):
        if targets and obj.zone == "battlefield" and targets[0].zone == "battlefield":
            obj.attached_to = targets[0].id
            game.emit("attach", player=game.controller_of(obj), object=game.info(obj), objects=(game.info(targets[0]),))


@executor(fx.Fight)
def _fight(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.14a: each deals damage equal to its power to the other."""
    first = [o for o in objects_of(game, e.what, ctx) if o.zone == "battlefield"]
    second = [o for o in objects_of(game, e.other, ctx) if o.zone == "battlefield"]
    if not first or not second:
        return  # CR 701.14b
    a, b = first[0], second[0]
    info_a, info_b = game.info(a), game.info(b)
    game.deal_damage(info_a, b, max(0, info_a.power or 0))
    game.deal_damage(info_b, a, max(0, info_b.power or 0))


@executor(fx.SetLife)
def _set_life(game: Game, e: Any, ctx: Context) -> None:
    """CR 119.5: the player gains or loses the difference."""
    n = evaluate(game, e.amount, ctx)
    for p in players_of(game, e.player, ctx):
        if n > p.life:
            game.gain_life(p.name, n - p.life)
        elif n < p.life:
            game.lose_life(p.name, p.life - n)


@executor(fx.TurnFaceUp)
def _turn_face_up(game: Game, e: Any, ctx: Context) -> None:
    for obj in objects_of(game, e.what, ctx):
        if obj.face_down:
            obj.face_down = False
            game.emit("turn_face_up", player=game.controller_of(obj), object=game.info(obj))


@executor(fx.Transform)
def _transform(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.27a: a transforming double-faced permanent turns to its other face."""
    for obj in objects_of(game, e.what, ctx):
        if obj.zone != "battlefield" or len(obj.definition.faces) < 2 or obj.definition.layout not in ("transform", "meld", "flip"):
            continue  # CR 701.27c: only transforming double-faced permanents transform
        obj.face = 1 - obj.face
        game._forget_views()
        game.emit("transform", player=game.controller_of(obj), object=game.info(obj))


@executor(fx.Proliferate)
def _proliferate(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.34a: choose any number of permanents and/or players with counters; give each
    another counter of each kind already there."""
    for p in players_of(game, e.player, ctx):
        options: list[Any] = [o for o in game.battlefield() if any(o.counters.values())]
        options += [pl for pl in game.players if any(pl.counters.values())]
        if not options:
            continue
        chosen = game.ask(p.name, "card", "proliferate: choose", options, min=0, max=len(options))
        for item in chosen:
            if isinstance(item, Player):
                for kind in [k for k, v in item.counters.items() if v]:
                    item.counters[kind] += 1
                    game.emit("counter", player=item.name, amount=1, info={"counter": kind, "change": "add"})
            else:
                for kind in [k for k, v in item.counters.items() if v]:
                    game.put_counters(item, kind, 1, ctx)


@executor(fx.DelayedTrigger)
def _delayed(game: Game, e: Any, ctx: Context) -> None:
    """CR 603.7: a delayed triggered ability, created now, triggering once."""
    if ctx.event is not None and "triggering other" not in ctx.results:
        # "destroy that creature at end of combat": the event's other object, known now (CR
        # 603.7c: the delayed ability refers to it, not to whatever a later event is about)
        others = _other_party_objects(game, ctx, lki=True)
        ctx.results["triggering other"] = [o.id for o in others]
        for o in others:
            ctx.results[f"lki:{o.id}"] = [game.info(o) if isinstance(o, GameObject) else o]
    game.state.delayed_triggers.append(
        {"trigger": e.trigger, "effects": tuple(e.effects), "controller": ctx.controller, "source_id": ctx.source_id,
         "source_info": ctx.source_info, "results": dict(ctx.results), "targets": dict(ctx.targets), "x": ctx.x, "created_turn": game.state.turn,
         "duration": e.duration}
    )


@executor(fx.BecomeBlocked)
def _become_blocked(game: Game, e: fx.BecomeBlocked, ctx: Context) -> None:
    """CR 509.1h: an attacking creature an effect makes blocked stays blocked with no blocker."""
    combat = game.state.combat
    if not combat:
        return
    for obj in objects_of(game, e.what, ctx):
        if obj.id in combat.get("attackers", {}) and obj.id not in combat.setdefault("blocked_by_effect", []):
            combat["blocked_by_effect"].append(obj.id)


@executor(fx.ReflexiveTrigger)
def _reflexive(game: Game, e: fx.ReflexiveTrigger, ctx: Context) -> None:
    """CR 603.12: a reflexive triggered ability triggers on the instructions just followed ("When
    you do": the choice just offered was taken); it is put on the stack the next time a player
    would receive priority, and its targets are chosen then (CR 603.3d). It remembers what the
    instructions before it found and targeted ("that creature", CR 603.7c)."""
    from .triggers import add_pending_trigger

    if e.condition is None:
        if bool(ctx.did) == e.negate:
            return
    elif not check_condition(game, e.condition, ctx):
        return
    ability = fx.TriggeredAbility(trigger=fx.Trigger(event="reflexive"), effects=e.effects, modes=e.modes)
    carried = {"results": dict(ctx.results), "targets": dict(ctx.targets), "x": ctx.x}
    add_pending_trigger(game, ability, ctx.controller, ctx.source_id, ctx.source_info, ctx.event, carried=carried)


def copy_definition(game: Game, original: Any, exceptions: Any, ctx: Context, *, token: bool = False) -> Any:
    """The copiable values of ``original`` (CR 707.2: its definition, which already holds any
    copy effect on it, CR 707.3) with the exceptions of the copy effect (CR 707.9a-b)."""
    from .definitions import CardDef

    definition = original.definition if isinstance(original, GameObject) else None
    if definition is None:
        raise UnsupportedAtRuntime("copying an object that is gone")
    faces = definition.faces
    if exceptions is not None:
        faces = tuple(_with_exceptions(game, face, exceptions, ctx) for face in faces)
    return CardDef(name=faces[0].name, faces=faces, layout=definition.layout, is_token=token)


def _with_exceptions(game: Game, face: Any, exceptions: Any, ctx: Context) -> Any:
    import attrs as _attrs

    changes: dict[str, Any] = {}
    abilities = (*face.abilities, *exceptions.abilities)
    if exceptions.this_ability and ctx.ability is not None:  # "except it has this ability"
        abilities = (*abilities, ctx.ability)
    changes["abilities"] = abilities
    if exceptions.types or exceptions.subtypes:
        if exceptions.in_addition:  # CR 205.1b
            changes["types"] = (*face.types, *(t for t in exceptions.types if t not in face.types))
            changes["subtypes"] = (*face.subtypes, *(t for t in exceptions.subtypes if t not in face.subtypes))
        else:
            changes["types"] = exceptions.types or face.types
            changes["subtypes"] = exceptions.subtypes
    if exceptions.colors is not None:
        changes["color_indicator"] = exceptions.colors
    if exceptions.power is not None:
        changes["power"] = str(evaluate(game, exceptions.power, ctx))
        changes["toughness"] = str(evaluate(game, exceptions.toughness, ctx))
    if exceptions.not_legendary:
        changes["supertypes"] = tuple(s for s in face.supertypes if s != "Legendary")
    if exceptions.no_mana_cost:
        changes["mana_cost"] = None
    return _attrs.evolve(face, **changes)


@executor(fx.CreateCopyToken)
def _create_copy_token(game: Game, e: Any, ctx: Context) -> None:
    """CR 707.2, 111.2: a token with the copiable values of the object, and the exceptions of
    the effect that made it (CR 707.9)."""
    originals = objects_of(game, e.of, ctx, lki=True)
    n = max(0, evaluate(game, e.amount, ctx))
    for original in originals[:1]:
        token_def = copy_definition(game, original, e.exceptions, ctx, token=True)
        for p in players_of(game, e.player, ctx):
            created = game.create_token(p.name, token_def, n, ctx=ctx)
            _record(ctx, "created", created)


@executor(fx.BecomeCopy)
def _become_copy(game: Game, e: Any, ctx: Context) -> None:
    """CR 707.2: "enter as a copy of" (as it enters, CR 614.1c) and "becomes a copy of" (for
    the rest of the game; one with a duration is not modelled)."""
    originals = [o for o in objects_of(game, e.of, ctx) if isinstance(o, GameObject)]
    if not originals:
        return  # nothing to copy: it stays what it is (CR 707.5 has nothing to apply)
    if ctx.entering is not None and isinstance(e.what, fx.This):
        ctx.entering.definition = copy_definition(game, originals[0], e.exceptions, ctx)
        return
    if e.duration is not None:
        raise UnsupportedAtRuntime("BecomeCopy", "a copy effect that ends (layer 1 with a duration)")
    definition = copy_definition(game, originals[0], e.exceptions, ctx)
    for obj in objects_of(game, e.what, ctx):
        if isinstance(obj, GameObject) and obj.zone == "battlefield":
            game.become_copy(obj, definition)


@executor(fx.Copy)
def _copy(game: Game, e: Any, ctx: Context) -> None:
    """CR 707.10: a copy of a spell or ability on the stack, controlled by the copier."""
    import copy as _copy_module

    from .game import StackAbility

    for item in objects_of(game, e.what, ctx, lki=False):
        if isinstance(item, StackAbility):
            clone = StackAbility(id=game._new_id(), kind=item.kind, ability=item.ability, controller=ctx.controller, ctx=_copy_module.copy(item.ctx), source_id=item.source_id, source_info=item.source_info)
            game._insert(clone, "stack", None)
        elif isinstance(item, GameObject) and item.zone == "stack":
            clone_obj = GameObject(id=game._new_id(), card_id=game._new_card_id(), definition=item.definition, owner=ctx.controller, controller=ctx.controller, zone="stack", is_copy=True, timestamp=game._new_timestamp())
            if item.cast is not None:
                new_ctx = _copy_module.copy(item.cast.ctx)
                new_ctx.controller = ctx.controller
                new_ctx.source_id = clone_obj.id
                new_ctx.targets = {k: list(v) for k, v in item.cast.ctx.targets.items()}
                clone_obj.cast = type(item.cast)(method=None, from_zone="stack", ctx=new_ctx, ability=item.cast.ability)
            game._insert(clone_obj, "stack", None)
            _record(ctx, "copy", [clone_obj])
        else:
            continue
        game.emit("copy", player=ctx.controller, object=ctx.source_info)


@executor(fx.KeywordAction)
def _keyword_action(game: Game, e: Any, ctx: Context) -> None:
    """Keyword actions the runtime implements by name (CR 701)."""
    from .keyword_actions import KEYWORD_ACTIONS

    fn = KEYWORD_ACTIONS.get(e.name)
    if fn is None:
        game.unsupported[f"KeywordAction:{e.name}"] += 1
        raise UnsupportedAtRuntime(f"KeywordAction:{e.name}", f"CR {e.rule}")
    fn(game, e, ctx)



def each_player_context(ctx: Context, player: Player) -> Context:
    """The context while an instruction is carried out for one of several players: "that
    player" means this one."""
    ctx.results["that player"] = [player.name]
    return ctx


# ==============================================================================================
# permissions, revealing until, mana spent
@executor(fx.PlayPermission)
def _play_permission(game: Game, e: Any, ctx: Context) -> None:
    """"You may play that card this turn" (CR 601.3, 305.1): a permission for those cards
    where they are now, for the stated duration."""
    for p in players_of(game, e.player, ctx):
        for card in objects_of(game, e.what, ctx):
            permission = game.grant_permission(p.name, card, duration=_duration(e.duration))
            permission["play"] = e.action == "play"


def land_plays_allowed(game: Game, player: str) -> int:
    """CR 305.2: one land a turn, plus what "you may play an additional land on each of your
    turns" effects add (CR 305.2a)."""
    allowed = game.player(player).land_plays_per_turn
    for effect, source in static_effects_of(game, fx.AdditionalLandPlays):
        ctx = game.static_context(source)
        if player in [p.name for p in players_of(game, effect.player, ctx)]:
            allowed += max(0, evaluate(game, effect.amount, ctx))
    return allowed


@static(fx.PreventDamage)
@static(fx.DamageCantBePrevented)
def _static_prevention(game: Game, effect: Any, source: GameObject) -> list[Any]:
    """Read by the damage rules as damage would be dealt (runtime.prevention), not a
    characteristic; a form they cannot recognise is counted as unsupported."""
    from .prevention import check_supported

    try:
        if isinstance(effect, fx.PreventDamage) and effect.damage.amount is not None:
            game.unsupported["PreventDamage"] += 1  # "the first N damage each turn": not tracked
        else:
            check_supported(game, effect.damage)
    except UnsupportedAtRuntime:
        pass  # counted; characteristics can't raise
    return []


@static(fx.PlayPermission)
def _static_play_permission(game: Game, effect: Any, source: GameObject) -> list[Any]:
    return []  # read by the casting rules (play_permissions), not a characteristic


def played_revealed(game: Game) -> list[GameObject]:
    """Hidden cards that static "play with ... revealed" effects make public (CR 400.2)."""
    shown: list[GameObject] = []
    for effect, source in static_effects_of(game, fx.PlayRevealed):
        shown += [o for o in objects_of(game, effect.what, game.static_context(source)) if o not in shown]
    return shown


def looked_at_any_time(game: Game, player: str) -> list[GameObject]:
    """The hidden cards ``player`` may look at any time by static "you may look at ... any
    time" effects (a library's cards are hidden otherwise, CR 401.2)."""
    seen: list[GameObject] = []
    for effect, source in static_effects_of(game, fx.LookPermission):
        ctx = game.static_context(source)
        if player not in [p.name for p in players_of(game, effect.player, ctx)]:
            continue
        seen += [o for o in objects_of(game, effect.what, ctx) if o not in seen]
    return seen


def play_permissions(game: Game, player: str, card: GameObject) -> list[Any]:
    """Static "you may play/cast [cards] from [zone]" permissions that let ``player`` play
    ``card`` where it is (CR 601.3)."""
    found = []
    for effect, source in static_effects_of(game, fx.PlayPermission):
        ctx = game.static_context(source)
        if player not in [p.name for p in players_of(game, effect.player, ctx)]:
            continue
        what = effect.what
        if isinstance(what, fx.Filter) and what.zone != card.zone:
            continue
        if isinstance(what, fx.Filter) and what.zone_owner is None and card.owner != player and what.zone in ("graveyard", "hand", "library"):
            continue
        try:
            if not matches(game, card, what, ctx):
                continue
        except UnsupportedAtRuntime:
            continue
        found.append(effect)
    return found


@executor(fx.RevealUntil)
def _reveal_until(game: Game, e: Any, ctx: Context) -> None:
    """"Reveal cards from the top of your library until you reveal [N matching cards]": then
    "found" are the matching ones and "rest" the others (action: reveal, exile or mill)."""
    wanted = max(1, evaluate(game, e.amount, ctx))
    for p in players_of(game, e.library, ctx):
        library = game.zone("library", p.name)
        found: list[GameObject] = []
        rest: list[GameObject] = []
        for card in list(library.objects):
            if len(found) >= wanted:
                break
            (found if matches(game, card, e.until, ctx) else rest).append(card)
        revealed = [o for o in library.objects if o in found or o in rest]
        if e.action == "reveal":
            game.emit("reveal", player=p.name, objects=tuple(game.info(o) for o in revealed))
        elif e.action in ("exile", "mill"):
            destination = "exile" if e.action == "exile" else "graveyard"
            moved = game.move_many(revealed, destination, cause=e.action, ctx=ctx)
            by_card = {o.card_id: o for o in moved}
            found = [by_card[o.card_id] for o in found if o.card_id in by_card]
            rest = [by_card[o.card_id] for o in rest if o.card_id in by_card]
            if e.action == "mill":
                game.emit("mill", player=p.name, objects=tuple(game.info(o) for o in moved), amount=len(moved))
        else:
            raise UnsupportedAtRuntime(f"reveal until, then {e.action!r}")
        _record(ctx, "found", found)
        _record(ctx, "rest", rest)


@value(fx.ManaSpentToCast)
def _mana_spent(game: Game, v: Any, ctx: Context) -> int:
    """"the amount of mana spent to cast it" (CR 601.2h), of one kind, or its colours."""
    spent: list[str] = []
    for obj in objects_of(game, v.what, ctx, lki=True):
        cast = getattr(obj, "cast", None) if isinstance(obj, GameObject) else None
        if cast is None and isinstance(obj, GameObject):
            cast = obj.marks.get("cast")
        if cast is not None:
            spent.extend(cast.ctx.results.get("_spent", []))
    if v.colors:
        return len({t for t in spent if t in "WUBRG"})
    if v.symbol:
        wanted = v.symbol.strip("{}").upper()
        return sum(1 for t in spent if t == wanted)
    return len(spent)
