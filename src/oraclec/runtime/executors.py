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

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import effects as fx
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
}
#: classes the compiler (issue 4) produces that the runtime does not execute, evaluate or
#: check yet; each one is a gap to close here, never a silent skip
_COMPILER_CLASSES_WITHOUT_EXECUTOR = (
    "Attach", "ChooseObjects", "ChooseQuality", "Copy", "CreateCopyToken", "DelayedTrigger", "Fight",
    "GainControl", "Instead", "KeywordAction", "LoseAbilities", "Proliferate", "Repeat", "Restriction",
    "SetLife", "Transform", "TurnFaceUp", "Unless", "AnyNumber", "CollectEvidence", "ExertCost",
    "ForageCost", "PutCountersCost", "RevealCost", "TapCost", "UntapCost", "CannotDo", "CastFromZone",
    "Controls", "Exists", "HappenedThisTurn", "Is", "NotCondition", "PlayerPaid",
)
UNSUPPORTED.update({name: "produced by the compiler; no executor in the runtime yet" for name in _COMPILER_CLASSES_WITHOUT_EXECUTOR})

#: effect classes the engine reads where they belong instead of running them
NOT_EXECUTABLE = {
    fx.ModifyCost: "a static effect: applied to the total cost while casting (CR 601.2f)",
    fx.AsThough: "a static effect: consulted where the rule it changes applies (CR 609.4b)",
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


def _stat(game: Game, obj: GameObject | ObjectInfo, stat: str) -> int | None:
    facts = facts_of(game, obj)
    if stat == "power":
        return facts.power
    if stat == "toughness":
        return facts.toughness
    if stat == "mana_value":
        return facts.mana_value
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
    if isinstance(ref, PLAYER_REFS):
        return True
    return isinstance(ref, fx.Target) and _is_player_ref(ref.what)


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
        names = [t for t in ctx.targets.get(ref.key, []) if isinstance(t, str)]
        if ctx.resolving:
            names = [n for n in names if n not in ctx.results.get("_illegal_targets", [])]
        return [game.player(n) for n in names if not game.player(n).lost]
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
        return [o for o in (game.get(i) for i in ids) if o is not None]
    if isinstance(ref, fx.Found):
        if ref.key == "triggering":
            return _triggering_objects(game, ctx, lki)
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


def _zone_objects(game: Game, f: fx.Filter, ctx: Context) -> list[GameObject]:
    if f.zone in ("battlefield", "stack", "exile", "command"):
        return [o for o in game.zone(f.zone).objects if isinstance(o, GameObject) and not o.phased_out]
    owners = [p.name for p in players_of(game, f.zone_owner, ctx)] if f.zone_owner is not None else game.apnap()
    out: list[GameObject] = []
    for owner in owners:
        out.extend(game.zone(f.zone, owner).objects)
    return out


def targets_of(game: Game, ref: Any, ctx: Context) -> list[Any]:
    """Objects and players a reference means (damage can go to either)."""
    if isinstance(ref, fx.Target):
        return objects_of(game, ref, ctx) + players_of(game, ref, ctx)
    if _is_player_ref(ref):
        return players_of(game, ref, ctx)
    return objects_of(game, ref, ctx)


# ==============================================================================================
# filters
class _Facts:
    """What a filter reads about an object, from current characteristics or from last known
    information."""

    def __init__(self, game: Game, obj: GameObject | ObjectInfo):
        if isinstance(obj, ObjectInfo):
            self.id, self.name, self.owner, self.controller = obj.id, obj.name, obj.owner, obj.controller
            self.types, self.subtypes, self.supertypes, self.colors = obj.types, obj.subtypes, obj.supertypes, obj.colors
            self.power, self.toughness, self.mana_value = obj.power, obj.toughness, obj.mana_value
            self.is_token, self.tapped, self.zone, self.counters = obj.is_token, obj.tapped, obj.zone, obj.counters
            self.every_creature_type = any(isinstance(a, fx.Keyword) and a.name.casefold() == "changeling" for a in obj.abilities)
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
    if not isinstance(f, fx.Filter):
        game.unsupported[type(f).__name__] += 1
        raise UnsupportedAtRuntime(type(f).__name__, "not a filter")
    facts = facts_of(game, obj)
    return _facts_match(game, facts, f, ctx)


def matches_info(game: Game, info: ObjectInfo, f: Any, ctx: Context) -> bool:
    if isinstance(f, fx.This):
        return info.id == ctx.source_id
    return matches(game, info, f, ctx)


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
    if f.name is not None and facts.name.casefold() != f.name.casefold():
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
    return True


def _facts_stat(facts: _Facts, stat: str) -> int | None:
    if stat == "power":
        return facts.power
    if stat == "toughness":
        return facts.toughness
    if stat == "mana_value":
        return facts.mana_value
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
    if _is_player_ref(what):
        return players_of(game, what, ctx) if not isinstance(what, fx.You) else [game.player(ctx.controller)]
    if isinstance(what, fx.Filter):
        out: list[Any] = []
        for obj in _zone_objects(game, what, ctx):
            if not matches(game, obj, what, ctx):
                continue
            if obj.zone == "battlefield" and not _can_be_targeted(game, obj, ctx):
                continue
            out.append(obj)
        if "player" in what.any_types:  # "any target" (CR 115.4)
            out.extend(game.player(n) for n in game.apnap())
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


@condition(fx.CostWasPaid)
def _cost_was_paid(game: Game, c: fx.CostWasPaid, ctx: Context) -> bool:
    return c.name in ctx.costs_paid


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


def _choose_for_cost(game: Game, c: Any, ctx: Context, source: GameObject | None, zone: str, verb: str) -> list[GameObject]:
    candidates = _cost_candidates(game, c.what, ctx, source, zone)
    n = 1 if isinstance(c.what, fx.This) else _count_for(game, c, ctx)
    if len(candidates) == n:
        return candidates
    return list(game.ask(ctx.controller, "card", f"{verb} {n} for a cost", candidates, min=n, max=n))


def _can_choose(game: Game, c: Any, ctx: Context, source: GameObject | None, zone: str, verb: str) -> str | None:
    candidates = _cost_candidates(game, c.what, ctx, source, zone)
    n = 1 if isinstance(c.what, fx.This) else _count_for(game, c, ctx)
    if len(candidates) < n:
        return f"can't {verb} {n}: only {len(candidates)} available"
    return None


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
    cards = _choose_for_cost(game, c, ctx, source, "hand", "discard")
    moved = game.discard(ctx.controller, cards, ctx)
    ctx.results.setdefault("discarded", []).extend(o.id for o in moved)


def _exile_zone(c: Any, source: GameObject | None) -> str:
    if isinstance(c.what, fx.Filter):
        return c.what.zone
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
    objs = _cost_candidates(game, c.what, ctx, source, "battlefield")
    need = _count_for(game, c, ctx)
    if not objs or objs[0].counters.get(c.counter, 0) < need:
        return f"can't remove {need} {c.counter} counters"
    return None


@cost(fx.RemoveCountersCost)
def _pay_remove_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
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
    return _static_entry(game, effect, source, [("6", ("grant", tuple(effect.abilities)))])


@static(fx.AddTypes)
def _static_add_types(game: Game, effect: fx.AddTypes, source: GameObject) -> list[Any]:
    return _static_entry(game, effect, source, [("4", ("add_types", tuple(effect.types), tuple(effect.subtypes), ()))])


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
        if effect.what is not None and card is not None and not matches(game, card, effect.what, ctx):
            continue
        return True
    for permission in game.state.permissions:
        if permission.get("as_though") == kind and permission.get("player") == player:
            return True
    return False


def mana_any_type(game: Game, player: str) -> bool:
    return as_though(game, player, "any_type_mana", None)


def cost_modifications(game: Game, player: str, card: GameObject, payment: Payment) -> Payment:
    """CR 601.2f: cost increases, then reductions, of the generic part (CR 118.7a)."""
    increase = reduce = 0
    for effect, source in static_effects_of(game, fx.ModifyCost):
        ctx = game.static_context(source)
        if not matches(game, card, effect.spells, ctx):
            continue
        amount = evaluate(game, effect.amount, ctx)
        if effect.increase:
            increase += amount
        else:
            reduce += amount
    if increase:
        payment = Payment(generic=payment.generic + increase, colored=payment.colored, colorless=payment.colorless, snow=payment.snow, life=payment.life)
    return payment.reduced_generic(reduce)


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
        _record(ctx, "drawn", game.draw(p.name, _amount(game, e.amount, ctx), ctx))


@executor(fx.Mill)
def _mill(game: Game, e: fx.Mill, ctx: Context) -> None:
    for p in players_of(game, e.player, ctx):
        _record(ctx, "milled", game.mill(p.name, _amount(game, e.amount, ctx), ctx), game)


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
    objs = objects_of(game, e.what, ctx)
    if not objs:
        return
    controller = None
    if e.to == "battlefield":
        owners = players_of(game, e.under, ctx) if e.under is not None else [game.player(ctx.controller)]
        controller = owners[0].name if owners else ctx.controller
    if e.to == "library" and e.position == "top" and len(objs) > 1:
        objs = list(game.ask(objs[0].owner, "order", "order the cards to put on top (first ends on top)", objs, min=len(objs), max=len(objs)))[::-1]
    moved = game.move_many(objs, e.to, position=e.position, tapped=e.tapped, face_down=e.face_down, controller=controller, cause="effect", ctx=ctx)
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


def _zones_of(game: Game, ref: Any, ctx: Context) -> list[Any]:
    if isinstance(ref, fx.Zone):
        if ref.kind in ("battlefield", "stack", "exile", "command"):
            return [game.zone(ref.kind)]
        return [game.zone(ref.kind, p.name) for p in players_of(game, ref.player, ctx)]
    raise UnsupportedAtRuntime(type(ref).__name__, "not a zone")


@executor(fx.Reveal)
def _reveal(game: Game, e: fx.Reveal, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    game.emit("reveal", player=ctx.controller, objects=tuple(game.info(o) for o in objs))
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
        game.destroy(obj, ctx)


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
    for p in players_of(game, e.player, ctx):
        _record(ctx, "created", game.create_token(p.name, e.token, _amount(game, e.amount, ctx), tapped=e.tapped, ctx=ctx))


@executor(fx.PutCounters)
def _put_counters(game: Game, e: fx.PutCounters, ctx: Context) -> None:
    n = _amount(game, e.amount, ctx)
    for obj in objects_of(game, e.what, ctx):
        game.put_counters(obj, e.counter, n, ctx)


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
    n = _amount(game, e.amount, ctx)
    for p in players_of(game, e.player, ctx):
        game.gain_life(p.name, n)


@executor(fx.LoseLife)
def _lose_life(game: Game, e: fx.LoseLife, ctx: Context) -> None:
    n = _amount(game, e.amount, ctx)
    for p in players_of(game, e.player, ctx):
        game.lose_life(p.name, n)


@executor(fx.DealDamage)
def _damage(game: Game, e: fx.DealDamage, ctx: Context) -> None:
    sources = objects_of(game, e.source, ctx, lki=True)
    source = sources[0] if sources else ctx.source_info
    info = game.info(source) if isinstance(source, GameObject) else source
    n = _amount(game, e.amount, ctx)
    for target in targets_of(game, e.to, ctx):
        game.deal_damage(info, target, n)


@executor(fx.AddMana)
def _add_mana(game: Game, e: fx.AddMana, ctx: Context) -> None:
    from .mana import parse_mana

    for p in players_of(game, e.player, ctx):
        if e.any_color:
            n = _amount(game, e.amount, ctx)
            color = game.choose_one(p.name, "cost", "choose a color of mana", list("WUBRG"))
            game.add_mana(p.name, [Mana(color)] * n)
        else:
            units = parse_mana(e.mana) * max(1, _amount(game, e.amount, ctx))
            game.add_mana(p.name, units)


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
        if game.characteristics(item).has_keyword("can't be countered"):
            continue
        info = game.info(item)
        game.move(item, "graveyard", cause="countered", ctx=ctx)
        game.emit("countered", player=info.controller, object=info)


@executor(fx.Cast)
def _cast(game: Game, e: fx.Cast, ctx: Context) -> None:
    """CR 608.2g: cast now, during resolution; timing permissions based on the card's type
    are ignored (the Summons of Saruman ruling). ``without_paying``: no alternative costs, X
    is 0, additional costs may (and mandatory ones must) be paid (CR 118.9, 107.3b)."""
    from .casting import CastWay, cast_spell

    for p in players_of(game, e.player, ctx):
        candidates = [o for o in objects_of(game, e.what, ctx) if not game.characteristics(o).has_type("Land")]
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


@executor(fx.AddTypes)
def _add_types(game: Game, e: fx.AddTypes, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, [("4", ("add_types", tuple(e.types), tuple(e.subtypes), ()))], duration=e.duration or "game", ctx=ctx)


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
