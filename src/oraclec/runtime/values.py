"""Values: what each quantity of the effect model (:data:`~.registry.VALUES`) evaluates to."""

from __future__ import annotations

import collections
import re
from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .context import Context
from .dispatch import evaluate
from .errors import UnsupportedAtRuntime
from .layers import creature_types
from .mana import Mana
from .references import events_of_period, facts_of, matches, matches_info, names_of, objects_of, players_of, stat_of, tested_player, zone_changes_of_period, source_marks
from .registry import value
from .state import GameObject, ObjectInfo

if TYPE_CHECKING:
    from .game import Game


@value(fx.Fixed)
def _fixed(game: Game, v: fx.Fixed, ctx: Context) -> int:
    return v.value


def read_as_cast(game: Game, element: Any, ctx: Context, read: Any) -> Any:
    """A value or condition "as you cast this spell" (CR 601.2): read (``read()``) once while the
    spell is cast, into the cast's context (``ctx.as_cast``); later, as it resolves or as the
    permanent it became asks (CR 400.7d: a permanent knows the spell it was), what was read then
    (CR 608.2h does not apply: the text names the time)."""
    if ctx.as_cast is not None and not ctx.resolving:
        if element not in ctx.as_cast:
            ctx.as_cast[element] = read()
        return ctx.as_cast[element]
    known = ctx.as_cast
    if known is None:
        source = game.get(ctx.source_id) if ctx.source_id is not None else None
        cast = (source.cast or source.marks.get("cast")) if isinstance(source, GameObject) else None
        known = cast.ctx.as_cast if cast is not None else None
    if known is None or element not in known:
        raise UnsupportedAtRuntime("a value \"as you cast this spell\" of a spell or permanent that was not cast (CR 601.2)")
    return known[element]


@value(fx.ValueAsCast)
def _value_as_cast(game: Game, v: fx.ValueAsCast, ctx: Context) -> int:
    return int(read_as_cast(game, v, ctx, lambda: evaluate(game, v.value, ctx)))


@value(fx.Variable)
def _variable(game: Game, v: fx.Variable, ctx: Context) -> int:
    if v.name == "X":
        return ctx.x
    return int(ctx.results.get(f"var:{v.name}", [0])[0])


@value(fx.CountOf)
def _count_of(game: Game, v: fx.CountOf, ctx: Context) -> int:
    if fx.names_players(v.what):
        return len(players_of(game, v.what, ctx))
    # "for each creature sacrificed this way": the objects as they last were (CR 608.2h), also
    # those that have left their zone since
    return len(objects_of(game, v.what, ctx, lki=True))


@value(fx.TargetsBeyondFirst)
def _targets_beyond_first(game: Game, v: fx.TargetsBeyondFirst, ctx: Context) -> int:
    """CR 601.2c, 601.2f: the targets chosen for the spell or ability, less the first."""
    return max(0, sum(len(chosen) for chosen in ctx.targets.values()) - 1)


@value(fx.TargetsChosen)
def _targets_chosen(game: Game, v: fx.TargetsChosen, ctx: Context) -> int:
    """CR 115.1, 601.2c: the targets chosen for the spell or ability (a cost change of a spell
    being cast reads the targets of that spell, runtime.casting.cost_modifications); with
    ``of``, those of the spells or abilities named, still on the stack."""
    if v.of is None:
        return sum(len(chosen) for chosen in ctx.targets.values())
    total = 0
    for obj in objects_of(game, v.of, ctx, lki=True):
        item = game.get(getattr(obj, "id", obj))
        item_ctx = getattr(item, "ctx", None) or getattr(getattr(item, "cast", None), "ctx", None)
        if item_ctx is None:
            raise UnsupportedAtRuntime("TargetsChosen", "the targets of a spell or ability no longer on the stack")
        total += sum(len(chosen) for chosen in item_ctx.targets.values())
    return total


@value(fx.StatOf)
def _stat_of(game: Game, v: fx.StatOf, ctx: Context) -> int:
    """CR 701.17d: information about several objects (several milled cards) is summed."""
    if v.stat.startswith("counters") and fx.names_players(v.what):
        # "for each experience counter you have", "an opponent has three poison counters": the
        # counters of players (CR 122.1)
        kind = v.stat.partition(":")[2]
        return sum(sum(p.counters.values()) if not kind else p.counters.get(kind, 0) for p in players_of(game, v.what, ctx))
    if v.stat.startswith("counters") and isinstance(v.what, fx.Union) and any(fx.names_players(p) for p in v.what.parts):
        # "each counter among players and permanents": the counters of the players and of the
        # objects, summed (CR 122.1)
        return sum(_stat_of(game, fx.StatOf(what=part, stat=v.stat), ctx) for part in v.what.parts)
    total = 0
    for obj in objects_of(game, v.what, ctx, lki=True):
        total += _stat(game, obj, v.stat) or 0
    return total


@value(fx.CountersOfChosenKind)
def _counters_of_chosen_kind(game: Game, v: fx.CountersOfChosenKind, ctx: Context) -> int:
    """CR 122.1: the counters of the kind chosen before in the ability (none chosen: 0) on the
    objects or players named, summed."""
    kinds = ctx.results.get(fx.ChooseCounterKind.result_key, [])
    if not kinds:
        return 0
    return _stat_of(game, fx.StatOf(what=v.what, stat=f"counters:{kinds[0]}"), ctx)


@value(fx.LifeTotal)
def _life_total(game: Game, v: fx.LifeTotal, ctx: Context) -> int:
    return sum(p.life for p in players_of(game, v.player, ctx))


@value(fx.StartingLifeTotal)
def _starting_life_total(game: Game, v: fx.StartingLifeTotal, ctx: Context) -> int:
    return sum(p.starting_life for p in players_of(game, v.player, ctx))  # CR 103.4


@value(fx.Scaled)
def _scaled(game: Game, v: fx.Scaled, ctx: Context) -> int:
    raw = evaluate(game, v.value, ctx) * v.numerator
    quotient, remainder = divmod(raw, v.denominator)
    return quotient + (1 if remainder and v.round_up else 0)


@value(fx.TimesPaid)
def _times_paid(game: Game, v: fx.TimesPaid, ctx: Context) -> int:
    if v.name in ctx.times_paid:
        return ctx.times_paid[v.name]
    source = game.get(ctx.source_id) if ctx.source_id is not None else None
    # CR 400.7d: a permanent knows the costs paid for the spell it was
    cast = (source.cast or source.marks.get("cast")) if source is not None else None
    return cast.ctx.times_paid.get(v.name, 0) if cast is not None else 0


@value(fx.DieResult)
def _die_result(game: Game, v: fx.DieResult, ctx: Context) -> int:
    """CR 706.2: the result of the die rolled before (runtime.effects.game), or in an ability
    that a roll triggered ("Whenever you roll one or more dice, ... equal to the result"), the
    result of that roll."""
    key = "other die result" if v.other else "die result"
    if v.total and key in ctx.results:  # "the total of those results" (CR 706.4)
        return sum(int(r) for r in ctx.results[key])
    if key not in ctx.results:
        if not v.other and ctx.event is not None and ctx.event.kind == "roll_dice" and ctx.event.amount is not None:
            return int(ctx.event.amount)
        raise UnsupportedAtRuntime("DieResult", f"\"{'the other result' if v.other else 'the result'}\" with no die rolled (or result chosen) before it")
    if len(ctx.results[key]) != 1:  # "the result" of several dice, none chosen (CR 706.4)
        raise UnsupportedAtRuntime("DieResult", "\"the result\" of several dice")
    return int(ctx.results[key][0])


@value(fx.EventAmount)
def _event_amount(game: Game, v: fx.EventAmount, ctx: Context) -> int:
    if ctx.results.get("event_amount"):
        amounts = ctx.results["event_amount"]
        each = amounts[1] if len(amounts) > 1 and isinstance(amounts[1], dict) else None
        that_player = ctx.results.get("that player")
        if each is not None and len(each) > 1 and that_player and that_player[0] in each:
            # "each player discards their hand, then draws that many cards": that player's own
            # number, while the instruction is carried out for each (CR 608.2c)
            return int(each[that_player[0]])
        return int(amounts[0])
    if ctx.event is not None and ctx.event.amount is not None:
        return abs(ctx.event.amount)
    return 0


@value(fx.TimesActivatedThisTurn)
def _times_activated(game: Game, v: fx.TimesActivatedThisTurn, ctx: Context) -> int:
    """CR 602.5b: the activations of this ability this turn, counted as it resolves."""
    if ctx.activation is None:
        raise UnsupportedAtRuntime("TimesActivatedThisTurn", "the number of activations of an ability read outside its activation")
    return game.state.turn_record.activations[ctx.activation]


@value(fx.TimesTempted)
def _times_tempted(game: Game, v: fx.TimesTempted, ctx: Context) -> int:
    """CR 701.54c: the times the Ring has tempted the player this game (one player; several
    together, their total)."""
    return sum(p.ring_tempted for p in players_of(game, v.player, ctx))


@value(fx.Sum)
def _sum(game: Game, v: fx.Sum, ctx: Context) -> int:
    return sum(evaluate(game, part, ctx) for part in v.parts)


@value(fx.Larger)
def _larger(game: Game, v: fx.Larger, ctx: Context) -> int:
    """"the number of Zombies you control or the number of Zombie cards in your graveyard,
    whichever is greater": each number counted, the larger kept (CR 107.1)."""
    values = [evaluate(game, part, ctx) for part in v.values]
    return max(values) if v.greatest else min(values)


@value(fx.Difference)
def _difference(game: Game, v: fx.Difference, ctx: Context) -> int:
    return evaluate(game, v.left, ctx) - evaluate(game, v.right, ctx)


@value(fx.Extreme)
def _extreme(game: Game, v: fx.Extreme, ctx: Context) -> int:
    if fx.names_players(v.what) and v.stat == "life":  # "the most life" among players
        values = [p.life for p in players_of(game, v.what, ctx)]
    else:
        values = [_stat(game, obj, v.stat) or 0 for obj in objects_of(game, v.what, ctx, lki=True)]
    if not values:
        return 0
    return max(values) if v.greatest else min(values)


@value(fx.ExtremeOfPlayers)
def _extreme_of_players(game: Game, v: fx.ExtremeOfPlayers, ctx: Context) -> int:
    """"each player who controls the most lands", "the greatest number of artifacts an opponent
    controls": the value for each of the players (the player tested, as PlayersWho tests one),
    the greatest or least of them."""
    values = [evaluate(game, v.value, tested_player(ctx, p.name)) for p in players_of(game, v.players, ctx)]
    if not values:
        return 0
    return max(values) if v.greatest else min(values)


_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@value(fx.LargestSharingGroup)
def _largest_sharing_group(game: Game, v: fx.LargestSharingGroup, ctx: Context) -> int:
    """The most of the objects that all have one creature type (CR 205.3m); a changeling has
    each of them (CR 702.73a), so it joins every group."""
    if v.characteristic != "creature_types":
        raise UnsupportedAtRuntime(f"the largest group sharing {v.characteristic!r}")
    every = 0
    counts: collections.Counter[str] = collections.Counter()
    for obj in objects_of(game, v.what, ctx, lki=True):
        facts = facts_of(game, obj)
        if facts.every_creature_type:
            every += 1
        else:
            counts.update({t for t in facts.subtypes if t in creature_types()})
    return every + max(counts.values(), default=0)


@value(fx.CountDistinct)
def _count_distinct(game: Game, v: fx.CountDistinct, ctx: Context) -> int:
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
            seen.update(names_of(facts.name))  # an object with no name adds none (CR 201.2b)
        elif v.characteristic == "counter_kinds":  # "each kind of counter among ..." (CR 122.1)
            seen.update(kind for kind, count in facts.counters if count)
        else:
            raise UnsupportedAtRuntime(f"characteristic {v.characteristic!r}")
    return len(seen)


@value(fx.Devotion)
def _devotion(game: Game, v: fx.Devotion, ctx: Context) -> int:
    """CR 700.5: each mana symbol with one of the colors counts once (hybrid too); "that color":
    the color chosen before (CR 607.2), none chosen: 0."""
    colors = v.colors
    if v.chosen_color:
        chosen = ctx.results.get("chosen color") or source_marks(game, ctx).get("chosen color")
        if not chosen:
            return 0
        colors = (chosen[0],)
    players = {p.name for p in players_of(game, v.player, ctx)}
    total = 0
    for obj in game.zone("battlefield").objects:
        if not isinstance(obj, GameObject) or obj.phased_out:
            continue
        chars = game.characteristics(obj)
        if chars.controller not in players or chars.mana_cost is None:
            continue
        total += sum(1 for symbol in chars.mana_cost.symbols if set(symbol.colors) & set(colors))
    return total


@value(fx.CardsDrawnThisTurn)
def _cards_drawn(game: Game, v: fx.CardsDrawnThisTurn, ctx: Context) -> int:
    """The cards the players drew this turn (CR 121.1: one draw is one card)."""
    record = game.state.turn_record
    return sum(record.cards_drawn[p.name] for p in players_of(game, v.player, ctx))


@value(fx.CardsDiscardedThisTurn)
def _cards_discarded(game: Game, v: fx.CardsDiscardedThisTurn, ctx: Context) -> int:
    """The cards the players discarded this turn (CR 701.9a): Game.discard records one "discard"
    event a card, for costs and instructions alike."""
    names = {p.name for p in players_of(game, v.player, ctx)}
    return sum(1 for event in events_of_period(game, "turn") if event.kind == "discard" and event.player in names)


@value(fx.ZoneChangesThisTurn)
def _zone_changes(game: Game, v: fx.ZoneChangesThisTurn, ctx: Context) -> int:
    """"for each creature put into your graveyard from the battlefield this turn": the turn's
    zone changes of such objects (CR 400.7), each described as it was just before it moved
    (CR 608.2h); a token counts too (it goes to the graveyard before it ceases to exist, CR
    111.7)."""
    return sum(1 for _ in zone_changes_of_period(game, v.what, v.to, v.origin, ctx))


@value(fx.AttackedWithTotalPower)
def _attacked_with_total_power(game: Game, v: fx.AttackedWithTotalPower, ctx: Context) -> int:
    """The total power of the creatures the players declared as attackers (CR 508.1a) in the
    period, each as it was declared: the declaration kept with its attack events
    (combat.declare_attackers), counted once for each declaration (its "first" event)."""
    names = {p.name for p in players_of(game, v.player, ctx)}
    total = 0
    for event in events_of_period(game, v.period):
        if event.kind == "attack" and event.player in names and event.get("first"):
            total += sum(info.power or 0 for info in event.get("declaration", ()))
    return total


@value(fx.AttackersDeclared)
def _attackers_declared(game: Game, v: fx.AttackersDeclared, ctx: Context) -> int:
    """How many different creatures matching the description the players declared as attackers
    (CR 508.1a) in the period, each as it was declared (the declaration kept with the attack
    events, combat.declare_attackers); a creature declared in two combats counts once."""
    names = {p.name for p in players_of(game, v.player, ctx)}
    declared: set[int] = set()
    for event in events_of_period(game, v.period):
        if event.kind == "attack" and event.player in names and event.get("first"):
            declared.update(info.id for info in event.get("declaration", ()) if matches_info(game, info, v.what, ctx))
    return len(declared)


@value(fx.TokensCreatedThisTurn)
def _tokens_created_this_turn(game: Game, v: fx.TokensCreatedThisTurn, ctx: Context) -> int:
    """The tokens matching the description the players created this turn (CR 111.1), each as
    it was created (its "create" event keeps it, Game.create_token)."""
    names = {p.name for p in players_of(game, v.player, ctx)}
    return sum(1 for e in events_of_period(game, "turn") if e.kind == "create" and e.player in names and e.object is not None and matches_info(game, e.object, v.what, ctx))


@value(fx.SacrificedThisTurn)
def _sacrificed_this_turn(game: Game, v: fx.SacrificedThisTurn, ctx: Context) -> int:
    """The permanents matching the description the players sacrificed this turn (CR 701.21a),
    each as it was as it was sacrificed (the event keeps it, Game.sacrifice)."""
    names = {p.name for p in players_of(game, v.player, ctx)}
    return sum(1 for e in events_of_period(game, "turn") if e.kind == "sacrifice" and e.player in names and e.object is not None and matches_info(game, e.object, v.what, ctx))


@value(fx.CardsPlayedThisTurn)
def _cards_played_this_turn(game: Game, v: fx.CardsPlayedThisTurn, ctx: Context) -> int:
    """The cards the players played this turn (CR 116.2a): each spell cast (its "cast" event,
    CR 601.2i) and each land played (the move a land play makes, cause "play", CR 305.1), from
    the zone said, each as it was then."""
    names = {p.name for p in players_of(game, v.player, ctx)}
    count = 0
    for e in events_of_period(game, "turn"):
        if e.kind == "cast":
            player = e.player
        elif e.kind == "zone_change" and e.get("cause") == "play":
            player = e.get("controller")
        else:
            continue
        if player in names and e.object is not None and (v.from_zone is None or e.from_zone == v.from_zone) and matches_info(game, e.object, v.what, ctx):
            count += 1
    return count


@value(fx.RandomNumber)
def _random_number(game: Game, v: fx.RandomNumber, ctx: Context) -> int:
    """"a number from 0 to 6 chosen at random": chosen with the game's seeded generator the first
    time the resolution reads it, and kept in its results for every later reading (one X of one
    resolution is one number, CR 107.3i)."""
    key = f"random number {v.low}-{v.high}"
    if key not in ctx.results:
        ctx.results[key] = [game.state.rng.randint(v.low, v.high)]
    return int(ctx.results[key][0])


@value(fx.SpellsCast)
def _spells_cast(game: Game, v: fx.SpellsCast, ctx: Context) -> int:
    """"the number of spells you've cast this turn", "if no spells were cast last turn": the
    spells cast (CR 601.2i: a spell becomes cast once its costs are paid; a copy is not cast,
    CR 707.12) in the turn, as the game log records each with what it looked like on the stack
    ("other spells": not this one); ``by_one_player``: the most any one player cast."""
    turn = game.state.turn if v.turn == "this" else game.state.turn - 1
    if v.turn not in ("this", "last"):
        raise UnsupportedAtRuntime("SpellsCast", f"spells cast in the turn {v.turn!r}")
    if v.turn == "last" and not any(e.turn == turn for e in game.state.events):
        raise UnsupportedAtRuntime("SpellsCast", "the last turn is not in the game's record")
    players = None if v.by is None else {p.name for p in players_of(game, v.by, ctx)}
    counts: dict[str, int] = {}
    for event in game.state.events:
        if event.kind != "cast" or event.turn != turn or event.player is None or event.object is None:
            continue
        if players is not None and event.player not in players:
            continue
        if v.what is not None and not matches_info(game, event.object, v.what, ctx):
            continue
        if v.method is not None and event.get("method") != v.method:
            continue  # "a spell was warped this turn": cast for its warp cost (CR 702.185c)
        if v.from_zone is not None and event.from_zone != v.from_zone:
            continue  # CR 601.2a: "a spell from your hand": the zone the card was cast from
        counts[event.player] = counts.get(event.player, 0) + 1
    if v.by_one_player:
        return max(counts.values(), default=0)
    return sum(counts.values())


@value(fx.DamageDealtToPlayerThisTurn)
def _damage_dealt_to_player(game: Game, v: fx.DamageDealtToPlayerThisTurn, ctx: Context) -> int:
    """CR 120.1: the damage events of this turn whose recipient is one of the players (with
    infect too: it is damage dealt, CR 120.3b)."""
    names = {p.name for p in players_of(game, v.player, ctx)}
    return sum(e.amount or 0 for e in events_of_period(game, "turn") if e.kind == "damage" and e.object is None and e.player in names)


@value(fx.DamageDealtByThisTurn)
def _damage_dealt_by(game: Game, v: fx.DamageDealtByThisTurn, ctx: Context) -> int:
    """CR 120.1: the damage events of this turn whose source is the object (with infect too: it
    is damage dealt, CR 120.3b); with ``to``, only those whose recipient is one of the players."""
    sources = {o.id for o in objects_of(game, v.source, ctx, lki=True) if hasattr(o, "id")}
    names = None if v.to is None else {p.name for p in players_of(game, v.to, ctx)}
    total = 0
    for e in events_of_period(game, "turn"):
        if e.kind != "damage" or not sources.intersection(getattr(o, "id", None) for o in e.objects or ()):
            continue
        if names is not None and (e.object is not None or e.player not in names):
            continue
        total += e.amount or 0
    return total


@value(fx.LifeChangedThisTurn)
def _life_changed(game: Game, v: fx.LifeChangedThisTurn, ctx: Context) -> int:
    record = game.state.turn_record
    counter = record.life_gained if v.gained else record.life_lost
    return sum(counter[p.name] for p in players_of(game, v.player, ctx))


def _stat(game: Game, obj: GameObject | ObjectInfo, stat: str) -> int | None:
    facts = facts_of(game, obj)
    if stat == "loyalty":
        return dict(facts.counters).get("loyalty", 0)
    return stat_of(facts, stat)


@value(fx.AnyNumber)
def _any_number(game: Game, v: Any, ctx: Context) -> int:
    """"any number": the player picks (CR 608.2d)."""
    return int(game.choose_one(ctx.controller, "number", "choose a number", list(range(0, 21))))


@value(fx.UpToChosen)
def _up_to_chosen(game: Game, v: fx.UpToChosen, ctx: Context) -> int:
    """"up to three": the controller picks a number from 0 to the most, as the instruction is
    carried out (CR 608.2d)."""
    most = max(0, evaluate(game, v.most, ctx))
    return int(game.choose_one(ctx.controller, "number", f"choose a number up to {most}", list(range(most + 1))))


@value(fx.CountersRemoved)
def _counters_removed(game: Game, v: Any, ctx: Context) -> int:
    """"for each counter removed this way" (CR 122.8): what the cost or instruction before removed."""
    return sum(ctx.results.get(fx.CountersRemoved.result_key, ()))


@value(fx.LifeChangedThisWay)
def _life_changed_this_way(game: Game, v: fx.LifeChangedThisWay, ctx: Context) -> int:
    """"the life lost this way" (CR 119.3): what the LoseLife (GainLife) before made players
    lose (gain), after replacement effects."""
    key = fx.LifeChangedThisWay.GAINED_KEY if v.gained else fx.LifeChangedThisWay.LOST_KEY
    if key not in ctx.results:
        # no LoseLife (GainLife) before it: the life changed some other way (damage, a payment)
        raise UnsupportedAtRuntime("LifeChangedThisWay", "life changed by an instruction other than losing (gaining) life")
    return sum(ctx.results[key])


@value(fx.DamageDealtThisWay)
def _damage_dealt_this_way(game: Game, v: fx.DamageDealtThisWay, ctx: Context) -> int:
    """"the damage dealt this way" (CR 120.3): what the DealDamage before dealt, after
    prevention (CR 615)."""
    if fx.DamageDealtThisWay.result_key not in ctx.results:
        # no DealDamage before it: the damage was dealt some other way (a fight, CR 701.14)
        raise UnsupportedAtRuntime("DamageDealtThisWay", "damage dealt by an instruction other than dealing damage")
    return sum(ctx.results[fx.DamageDealtThisWay.result_key])


@value(fx.ExcessDamage)
def _excess_damage(game: Game, v: fx.ExcessDamage, ctx: Context) -> int:
    """Excess damage (CR 120.4a, 120.10): what the DealDamage before in this ability dealt to
    permanents beyond lethal damage, loyalty or defense ("the excess damage dealt this way").
    "that excess damage", "the excess" in an ability a damage event triggered is that event's
    (recorded with it, see Game.deal_damage); elsewhere, what the instructions before dealt."""
    event = ctx.event
    if not v.this_way and v.to is None and event is not None and event.kind == "damage" and event.get("excess") is not None:
        return int(event.get("excess"))  # "that excess damage" in an ability the damage triggered
    if fx.ExcessDamage.result_key in ctx.results:
        dealt = ctx.results[fx.ExcessDamage.result_key]
        if v.to is None:
            return sum(n for _, n in dealt)
        if not isinstance(v.to, fx.Filter):
            # "dealt to that creature this way": the objects referred to
            named = {o.id for o in objects_of(game, v.to, ctx, lki=True) if isinstance(o, (GameObject, ObjectInfo))}
            return sum(n for obj_id, n in dealt if obj_id in named)
        total = 0
        for obj_id, n in dealt:
            obj = game.get(obj_id)
            if obj is None or obj.zone != "battlefield":
                raise UnsupportedAtRuntime("ExcessDamage", "excess damage dealt to a permanent that has left the battlefield, described")
            total += n if matches(game, obj, v.to, ctx) else 0  # "dealt to a creature this way"
        return total
    # no DealDamage before it: the damage was dealt some other way (a fight, CR 701.14)
    raise UnsupportedAtRuntime("ExcessDamage", "excess damage dealt by an instruction other than dealing damage")


@value(fx.CommanderCasts)
def _commander_casts(game: Game, v: fx.CommanderCasts, ctx: Context) -> int:
    """CR 903.8: the casts of a commander from the command zone. The games of the runtime have
    no commanders (see the "commander" state in references.py), so there are none."""
    return 0


@value(fx.AmountPaid)
def _amount_paid(game: Game, v: Any, ctx: Context) -> int:
    """"the amount of {E} paid this way" (CR 107.1c): what the PayAnyAmount before paid."""
    return sum(ctx.results.get(fx.PayAnyAmount.result_key, ()))


@value(fx.ManaSpentToCast)
def _mana_spent(game: Game, v: Any, ctx: Context) -> int:
    """"the amount of mana spent to cast it" (CR 601.2h), of one kind, or its colours; of a
    source ("mana from a Treasure", CR 106.3); spent to activate this ability (CR 602.2b)."""
    spent: list[Mana] = []
    if v.to_activate:
        spent.extend(_spent_units(ctx.results))
    else:
        for obj in objects_of(game, v.what, ctx, lki=True):
            # a spell or the permanent it became; or its last known information once it left
            # (a countered spell, CR 608.2h), which keeps how it was cast
            cast = getattr(obj, "cast", None)
            if cast is None and isinstance(obj, GameObject):
                cast = obj.marks.get("cast")
            if cast is not None:
                spent.extend(_spent_units(cast.ctx.results))
    if v.source is not None:
        spent = [m for m in spent if m.source is not None and matches_info(game, m.source, v.source, ctx)]
    if v.colors:
        return len({m.type for m in spent if m.type in "WUBRG"})
    if v.same_color:  # CR 105.1: the most mana of any one of the five colors
        return max((sum(1 for m in spent if m.type == c) for c in "WUBRG"), default=0)
    if v.symbol:
        # "{S}" is snow mana (CR 107.4h); "{U}{U}": how many times both were spent, no unit
        # counted twice
        wanted = collections.Counter(s.upper() for s in re.findall(r"\{([^{}]+)\}", v.symbol))
        fits = {k: sum(1 for m in spent if (m.snow if k == "S" else m.type == k)) for k in wanted}
        return min(fits[k] // n for k, n in wanted.items())
    return len(spent)


def _spent_units(results: dict[str, Any]) -> list[Mana]:
    """The mana paid for a spell's or ability's costs (casting.pay_costs records it)."""
    if "_spent_mana" in results:
        return list(results["_spent_mana"])
    return [Mana(t) for t in results.get("_spent", ())]
