"""Conditions: whether each condition of the effect model (:data:`~.registry.CONDITIONS`) holds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .context import Context
from .dispatch import check_condition, evaluate, run_effect
from .errors import UnsupportedAtRuntime
from .references import (
    COMPARE,
    events_of_period,
    facts_of,
    happened_this_turn,
    matches,
    objects_of,
    players_of,
    source_marks,
    tested_player,
    zone_changes_of_period,
)
from .registry import condition
from .state import PHASE_OF_STEP, GameObject, ObjectInfo
from .values import read_as_cast

if TYPE_CHECKING:
    from .game import Game


@condition(fx.AtLeast)
def _at_least(game: Game, c: fx.AtLeast, ctx: Context) -> bool:
    return evaluate(game, c.value, ctx) >= evaluate(game, c.amount, ctx)


@condition(fx.CostWasPaid)
def _cost_was_paid(game: Game, c: fx.CostWasPaid, ctx: Context) -> bool:
    """"If it was kicked", "if its evoke cost was paid": a spell knows its costs; a permanent
    knows the costs paid for the spell it was (CR 702.33d, 702.74a)."""
    if c.key in ctx.costs_paid:  # "kicker", or "kicker {R}" for one of two (CR 702.33f)
        return True
    source = game.get(ctx.source_id)
    # a spell's own trigger ("When you cast this spell, if a casualty cost was paid", CR
    # 702.153a) reads the spell's costs while it is on the stack
    cast = (source.cast or source.marks.get("cast")) if isinstance(source, GameObject) else None
    return cast is not None and c.key in cast.ctx.costs_paid


@condition(fx.LibraryHasAtLeast)
def _library_has(game: Game, c: fx.LibraryHasAtLeast, ctx: Context) -> bool:
    players = players_of(game, c.player, ctx)
    need = evaluate(game, c.amount, ctx)
    return all(len(game.zone("library", p.name)) >= need for p in players)


@condition(fx.DidThisWay)
def _did_this_way(game: Game, c: fx.DidThisWay, ctx: Context) -> bool:
    """"each opponent who does", "then each opponent who didn't draws a card" (CR 608.2c): the
    players who did what the "may" instruction before offered, as it recorded them."""
    if c.result_key not in ctx.results:
        game.unsupported["DidThisWay"] += 1
        raise UnsupportedAtRuntime("DidThisWay", "who did what an instruction other than \"[players] may ...\" offered is not recorded")
    did = set(ctx.results[c.result_key])
    return all(p.name in did for p in players_of(game, c.player, ctx))


@condition(fx.YourTurn)
def _your_turn(game: Game, c: fx.YourTurn, ctx: Context) -> bool:
    return game.active_player.name == ctx.controller


@condition(fx.InPhase)
def _in_phase(game: Game, c: fx.InPhase, ctx: Context) -> bool:
    """"if it's your main phase", "if it's the first combat phase of the turn" (CR 500.1, 505.1a)."""
    if PHASE_OF_STEP[game.state.step] != c.phase:
        return False
    if c.yours and game.active_player.name != ctx.controller:
        return False
    return c.nth is None or game.state.turn_record.phases_begun[c.phase] == c.nth


@condition(fx.SearchedZone)
def _searched_zone(game: Game, c: fx.SearchedZone, ctx: Context) -> bool:
    return c.zone in ctx.results.get("searched_zones", [])


@condition(fx.HasDesignation)
def _has_designation(game: Game, c: fx.HasDesignation, ctx: Context) -> bool:
    """"if you're the monarch" (CR 724), "if you have the initiative" (CR 725), "if you have the
    city's blessing" (CR 702.131), "if you have a full party" (CR 700.8)."""
    players = players_of(game, c.player, ctx)
    return bool(players) and all(game.has_designation(p.name, c.designation) for p in players)


@condition(fx.IsStartingPlayer)
def _is_starting_player(game: Game, c: fx.IsStartingPlayer, ctx: Context) -> bool:
    """"if you weren't the starting player" (its negation): the player who took the first turn
    (CR 103.1)."""
    players = players_of(game, c.player, ctx)
    return bool(players) and all(p.name == game.state.starting_player for p in players)


@condition(fx.IsActivePlayer)
def _is_active_player(game: Game, c: fx.IsActivePlayer, ctx: Context) -> bool:
    """"if it's not their turn" (its negation): the player is the one whose turn it is (CR 102.1)."""
    players = players_of(game, c.player, ctx)
    return bool(players) and all(p.name == game.active_player.name for p in players)


@condition(fx.IsDayNight)
def _is_day_night(game: Game, c: fx.IsDayNight, ctx: Context) -> bool:
    """"if it's night", "if it's neither day nor night" (CR 730.1: the game starts with neither)."""
    return (game.state.day_night or "neither") == c.which


@condition(fx.OptionChosen)
def _option_chosen(game: Game, c: fx.OptionChosen, ctx: Context) -> bool:
    """"Khans — [ability]": "As long as Khans was chosen as this permanent entered" (CR 614.12c),
    the choice its "choose Khans or Dragons" recorded for this permanent (CR 607.2f)."""
    chosen = source_marks(game, ctx).get(f"chosen {c.quality.lower()}", ())
    return any(str(v).casefold() == c.option.casefold() for v in chosen)


@condition(fx.OptionChosenFor)
def _option_chosen_for(game: Game, c: fx.OptionChosenFor, ctx: Context) -> bool:
    """"each friend" (CR 607.2): the option the ability's "For each player, choose friend or foe."
    chose for the player (ChooseQuality with ``for_player``); none chosen for them, not it."""
    chosen = [(who, str(value).casefold()) for quality, who, value in ctx.results.get(fx.OptionChosenFor.result_key, []) if quality == c.quality.casefold()]
    names = {p.name for p in players_of(game, c.player, ctx)}
    return bool(names) and all((name, c.option.casefold()) in chosen for name in names)


@condition(fx.DesignationHeld)
def _designation_held(game: Game, c: fx.DesignationHeld, ctx: Context) -> bool:
    """"if there is no monarch" (its negation): whether some player has the designation (CR 724.1)."""
    return any(game.has_designation(p.name, c.designation) for p in game.players)


@condition(fx.Controls)
def _controls(game: Game, c: Any, ctx: Context) -> bool:
    need = evaluate(game, c.at_least, ctx)
    result = True
    for p in players_of(game, c.player, ctx):
        pctx = Context(controller=p.name, source_id=ctx.source_id, targets=ctx.targets, results=ctx.results, x=ctx.x, event=ctx.event)
        count = sum(1 for o in objects_of(game, c.what, pctx) if o.zone == "battlefield" and game.controller_of(o) == p.name)
        result = result and count >= need
    return not result if c.negated else result


@condition(fx.ConditionAsCast)
def _condition_as_cast(game: Game, c: fx.ConditionAsCast, ctx: Context) -> bool:
    """"if you controlled a Mount as you cast this spell" (CR 601.2): as it was then."""
    return bool(read_as_cast(game, c, ctx, lambda: check_condition(game, c.condition, ctx)))


@condition(fx.Controlled)
def _controlled(game: Game, c: Any, ctx: Context) -> bool:
    """CR 608.2h: the object's controller as it last existed, if it has left the battlefield."""
    players = {p.name for p in players_of(game, c.player, ctx)}
    return any(facts_of(game, o).controller in players for o in objects_of(game, c.what, ctx, lki=True))


@condition(fx.Exists)
def _exists(game: Game, c: Any, ctx: Context) -> bool:
    if fx.names_players(c.what):
        # "if an opponent has 10 or less life": there is such a player (CR 102.1, an indefinite
        # player in a condition is any of them)
        return len(players_of(game, c.what, ctx)) >= evaluate(game, c.at_least, ctx)
    return len(objects_of(game, c.what, ctx, lki=True)) >= evaluate(game, c.at_least, ctx)


@condition(fx.Is)
def _is(game: Game, c: Any, ctx: Context) -> bool:
    if fx.names_players(c.what):
        raise UnsupportedAtRuntime("a test of a player")
    controlled = isinstance(c.test, fx.Filter) and c.test.controller is not None
    # "as long as you control ~": who controls the object now, so not as it last existed; only a
    # permanent or a spell has a controller (CR 108.4a; the matcher reads a card's owner for it)
    # "for as long as it remains exiled", "if this card is in your graveyard": where the object
    # is now, so not as it last existed either (found after a cost moved it, CR 400.7j)
    elsewhere = isinstance(c.test, fx.Filter) and c.test.zone not in (None, "battlefield", "stack")
    objs = objects_of(game, c.what, ctx, lki=not controlled and not elsewhere)
    if controlled:
        objs = [o for o in objs if getattr(o, "zone", None) in ("battlefield", "stack")]
    if isinstance(c.test, fx.Filter) and c.test.zone == "battlefield":
        # "for as long as this creature remains on the battlefield": an object known only by its
        # last known information has left; what it became is a new object (CR 400.7, 611.2b)
        if any(isinstance(o, ObjectInfo) for o in objs):
            return bool(c.negated)
    result = bool(objs) and all(matches(game, o, c.test, ctx) and _in_zone_named(game, o, c.test, ctx) for o in objs)
    return not result if c.negated else result


def _in_zone_named(game: Game, obj: Any, test: Any, ctx: Context) -> bool:
    """"if this card is in your graveyard", "... in the command zone or on the battlefield": the
    object is in the zone the test names (CR 113.6b), which the matcher leaves to the choice of
    the objects it looks at."""
    if not isinstance(test, fx.Filter):
        return True
    if test.any_of and all(isinstance(f, fx.Filter) and f.zone is not None for f in test.any_of):
        return any(_in_zone(game, obj, f, ctx) for f in test.any_of)
    # "battlefield" alone also describes an object as it enters (CR 614.12), before it is there
    return test.zone in (None, "stack", "battlefield") or _in_zone(game, obj, test, ctx)


def _in_zone(game: Game, obj: Any, test: fx.Filter, ctx: Context) -> bool:
    if not hasattr(obj, "zone"):
        return True
    if obj.zone != test.zone:
        return False
    return test.zone_owner is None or obj.owner in [p.name for p in players_of(game, test.zone_owner, ctx)]


@condition(fx.PlayerPaid)
def _player_paid(game: Game, c: Any, ctx: Context) -> bool:
    """CR 118.12: the player may pay; the condition is whether they did."""
    costs = c.costs
    if c.times is not None:  # CR 702.24a: cumulative upkeep pays its cost once per age counter
        costs = costs * max(0, evaluate(game, c.times, ctx))
    # "pays {2} plus an additional {1} for each Faerie you control": the fixed part and the
    # counted parts, one payment (CR 118.12, 107.1)
    costs = (*c.plus, *costs)
    pay = fx.Pay(costs=costs, player=c.player)
    players = players_of(game, c.player, ctx)
    if not players or not game.may(players[0].name, "pay " + ", ".join(x.describe() for x in costs)[:80]):
        return False
    saved = ctx.did
    run_effect(game, pay, ctx)
    paid = bool(ctx.did)
    ctx.did = saved
    return paid


@condition(fx.PlayerChoseTo)
def _player_chose_to(game: Game, c: fx.PlayerChoseTo, ctx: Context) -> bool:
    """CR 118.12a: "[effect] unless [a player] has [an object] [do something]" is "[that player]
    may have it happen; if they don't, [effect]". Each player named is asked in turn until one
    chooses to; the effects then happen with that player as PlayerRole("each") ("them"). "If
    they do" after it reads that choice (ctx.did)."""
    chose = False
    for player in players_of(game, c.player, ctx):
        if game.may(player.name, "have " + ", ".join(e.describe() for e in c.effects)[:80]):
            game.run(c.effects, tested_player(ctx, player.name))
            chose = True
            break
    ctx.did = chose
    return chose


@condition(fx.CastFromZone)
def _cast_from(game: Game, c: Any, ctx: Context) -> bool:
    if c.what is not None:
        # "Whenever a creature enters, if you cast it from your graveyard": the permanent keeps
        # the record of the spell it was (Game.move_many, CR 608.3a), cast by this ability's
        # controller ("you"); one that wasn't cast has none
        for obj in objects_of(game, c.what, ctx):
            cast = obj.marks.get("cast")
            if cast is not None and cast.ctx.controller == ctx.controller and (cast.from_zone != c.zone if c.other_than else cast.from_zone == c.zone):
                return True
        return False
    source = game.get(ctx.source_id)
    cast = getattr(source, "cast", None) or (source.marks.get("cast") if source is not None else None)
    zone = cast.from_zone if cast is not None else ctx.cast_from
    if c.other_than:  # "if this spell was cast from anywhere other than your hand": it was cast
        copied = source is not None and source.spell_copy  # CR 707.10: a copy is not cast
        return zone is not None and zone != c.zone and not copied
    return zone == c.zone


_PLAYER_HISTORY = {
    "attacked": "attack", "cast": "cast", "drew": "draw", "gained life": "life", "lost life": "life",
    "gained or lost life": "life", "sacrificed": "sacrifice", "discarded": "discard",
    "was dealt damage": "damage", "was dealt combat damage": "damage", "was dealt noncombat damage": "damage",
}


_SINCE_LAST_UPKEEP = "came under your control since your last upkeep"


def _entered_since_last_upkeep(game: Game, object_id: int, controller: str) -> bool:
    """Echo's condition (CR 702.30a): the permanent came under its controller's control since
    the beginning of their last upkeep, the one before the upkeep now under way. Only entering
    the battlefield is seen: a change of control is a continuous effect and leaves no event."""
    upkeeps = 0
    for event in reversed(game.state.events):
        if event.kind == "step" and event.get("step") == "upkeep" and event.player == controller:
            upkeeps += 1
            if upkeeps == 2:
                return False
        ids = {event.object.id if event.object else None, event.get("new_id")}
        if object_id in ids and (event.kind == "create" or (event.kind == "zone_change" and event.to_zone == "battlefield")):
            return True
    return False


@condition(fx.HappenedThisTurn)
def _happened(game: Game, c: Any, ctx: Context) -> bool:
    if c.by is not None and (not fx.names_players(c.what) or not c.event.startswith("was_dealt") or c.period not in ("turn", "combat")):
        raise UnsupportedAtRuntime("HappenedThisTurn", f"{c.event!r} by a described source, of something other than players this turn")
    countable = c.period == "turn" and not fx.names_players(c.what) and c.event != _SINCE_LAST_UPKEEP and not c.event.startswith("moved to ")
    if c.at_least > 1:
        # "if three or more creatures died this turn": that many different objects (CR 400.7:
        # one that changed zones is a new object) the description fits did it this turn
        if not countable:
            raise UnsupportedAtRuntime("HappenedThisTurn", f"how many objects {c.event!r} this {c.period}")
        return _objects_that_did(game, c, ctx, c.at_least) >= c.at_least
    if c.event == _SINCE_LAST_UPKEEP:
        return any(_entered_since_last_upkeep(game, o.id, ctx.controller) for o in objects_of(game, c.what, ctx))
    if c.period == "combat" and c.event == "attacked_by_you":
        # "each opponent you attacked this combat" (melee): a creature you control attacks them
        combat = game.state.combat or {}
        names = {p.name for p in players_of(game, c.what, ctx)}
        attackers = combat.get("attackers", {})
        return any(defender in names and (a := game.get(i)) is not None and game.controller_of(a) == ctx.controller for i, defender in attackers.items())
    if c.period == "turn" and c.event == "attacked_by_you":
        # "each opponent you attacked this turn": creatures you control were declared as
        # attackers attacking that player this turn (CR 508.1b; 508.3b: the "attacked" event of
        # each player attacked); a creature put onto the battlefield attacking was never declared
        names = {p.name for p in players_of(game, c.what, ctx)}
        return any(e.kind == "attacked" and e.player in names and e.get("attacking_player") == ctx.controller for e in events_of_period(game, "turn"))
    if c.period == "combat" and c.event == "being_attacked":
        # "each player being attacked" (CR 802.4, 508.1b): an attacking creature attacks that
        # player, not a planeswalker or battle of theirs
        names = {p.name for p in players_of(game, c.what, ctx)}
        return any(defender in names for defender in (game.state.combat or {}).get("attackers", {}).values())
    if c.period == "game" and c.event == "completed_dungeon":
        # CR 309.7: a player completes a dungeon as its last room's ability resolves, or it is
        # removed; venturing into a dungeon (CR 701.49) is reported unsupported where it is
        # reached, so no player of a game the runtime carries out has completed one
        return False
    if c.period == "game" and not fx.names_players(c.what):
        # "if it hasn't dealt damage yet": the object's history as the object it is (CR 400.7:
        # an object that changed zones is a new one, with an id of its own)
        what = c.event.replace("_", " ")
        return any(happened_this_turn(game, o.id, what, period="game") for o in objects_of(game, c.what, ctx, lki=True))
    if c.period not in ("turn", "combat", "last_turn") or (c.period == "last_turn" and not fx.names_players(c.what)):
        raise UnsupportedAtRuntime("HappenedThisTurn", f"history of the current {c.period} is not recorded")
    # "this turn", or "this combat": the combat phase under way (CR 506.1), events_of_period
    if fx.names_players(c.what):  # "if you attacked this turn"
        what = c.event.replace(" this turn", "").replace("_", " ")  # the compiler writes "lost_life"
        kind = _PLAYER_HISTORY.get(what)
        if kind is None:
            raise UnsupportedAtRuntime(f"player history {what!r}")
        names = {p.name for p in players_of(game, c.what, ctx)}
        for event in events_of_period(game, c.period):
            if event.kind == kind and event.player in names:
                if what == "gained life" and (event.amount or 0) <= 0:
                    continue
                if what == "lost life" and (event.amount or 0) >= 0:
                    continue
                if what == "gained or lost life" and not event.amount:
                    continue
                if what.startswith("was dealt") and event.object is not None:
                    continue  # damage dealt to a permanent its player controls
                if what != "was dealt damage" and what.startswith("was dealt") and bool(event.get("combat")) != (what == "was dealt combat damage"):
                    continue  # CR 120.2: combat damage, or noncombat damage, only
                if c.by is not None and not any(matches(game, source, c.by, ctx) for source in event.objects or ()):
                    continue  # CR 120.1: dealt by another source (as the source was as it dealt it)
                return True
        return False
    if c.event.startswith("moved to "):
        return _moved_this_turn(game, c, ctx)
    what = c.event.replace(" this turn", "").replace("_", " ")
    if any(happened_this_turn(game, o.id, what, you=ctx.controller, period=c.period) for o in objects_of(game, c.what, ctx, lki=True)):
        return True
    # "if a creature died this turn" (morbid): an object that did it and is now another object
    # elsewhere (CR 400.7), as the turn's events saw it
    return countable and _objects_that_did(game, c, ctx, 1) >= 1


def _objects_that_did(game: Game, c: Any, ctx: Context, enough: int) -> int:
    """How many different objects the description fits did the event this turn (up to
    ``enough``): each object of the turn's events, as it was when it did it (its last known
    information, CR 608.2h: a creature that died, as it last existed on the battlefield) or as
    it is now (one that entered and is still there); one object before and after a zone change
    is counted once (CR 400.7)."""
    what = c.event.replace(" this turn", "").replace("_", " ")
    done: set[int] = set()
    count = 0
    for event in events_of_period(game, c.period):
        new_id = event.get("new_id")
        seen = [o for o in (event.object, game.get(new_id) if new_id is not None else None) if o is not None]
        ids = {o.id for o in seen}
        if not ids or ids & done:
            continue
        if any(matches(game, o, c.what, ctx) and happened_this_turn(game, o.id, what, you=ctx.controller, period=c.period) for o in seen):
            done.update(ids)
            count += 1
            if count >= enough:
                break
    return count


def _moved_this_turn(game: Game, c: Any, ctx: Context) -> bool:
    """"if a creature card was put into your graveyard from anywhere this turn": one of the
    turn's zone changes (CR 400.7) took an object that the description fits as it was just
    before it moved (its last known information, CR 608.2h) into that kind of zone, from the
    zone said ("anywhere", "the battlefield", "anywhere other than the battlefield"); whether
    it is still there does not matter."""
    to, _, origin = c.event.removeprefix("moved to ").partition(" from ")
    return any(True for _ in zone_changes_of_period(game, c.what, to, origin, ctx, c.period))


@condition(fx.TappedToAttack)
def _tapped_to_attack(game: Game, c: Any, ctx: Context) -> bool:
    """The tap event that triggered the ability tapped an attacking creature as attackers were
    declared (CR 508.1f: Game.tap's cause "attack")."""
    return ctx.event is not None and ctx.event.kind == "tap" and ctx.event.get("cause") == "attack"


@condition(fx.WasCast)
def _was_cast(game: Game, c: Any, ctx: Context) -> bool:
    """"When ~ enters, if you cast it, ...": the permanent entered as a spell its controller
    cast (CR 601.2: a permanent spell remembers how it was cast as it resolves, CR 608.3), not
    one put onto the battlefield by an effect. With ``what``: "if it wasn't cast" said of
    another object, which keeps the record of the spell it was (Game.move_many, CR 608.3a), cast
    by any player."""
    if c.what is not None:
        return any((getattr(obj, "cast", None) if getattr(obj, "zone", None) == "stack" else obj.marks.get("cast")) is not None
                   for obj in objects_of(game, c.what, ctx) if isinstance(obj, GameObject))
    source = game.get(ctx.source_id)
    if source is None:
        return False
    cast = source.cast if source.zone == "stack" else source.marks.get("cast")
    return cast is not None and cast.ctx.controller == ctx.controller


@condition(fx.CastWhenSorceryCouldNot)
def _cast_when_sorcery_could_not(game: Game, c: fx.CastWhenSorceryCouldNot, ctx: Context) -> bool:
    """"If you cast it any time a sorcery couldn't have been cast": the object (the spell, or the
    permanent that keeps its record, CR 608.3a) was cast by this ability's controller at a time
    they could not have cast a sorcery (CR 307.1), as casting began (CR 601.2a)."""
    source = game.get(ctx.source_id)
    if source is None:
        return False
    cast = source.cast if source.zone == "stack" else source.marks.get("cast")
    return cast is not None and cast.ctx.controller == ctx.controller and not cast.sorcery_timing


@condition(fx.CastWithPermission)
def _cast_with_permission(game: Game, c: fx.CastWithPermission, ctx: Context) -> bool:
    """"You may cast this card from your graveyard ... . If you do, it enters with ...": the
    object (the spell as it enters, CR 614.12, or the permanent that keeps its record, CR
    608.3a) was cast by this ability's controller with that permission of its card (CR 601.3),
    not another way from the same zone."""
    source = game.get(ctx.source_id)
    if source is None:
        return False
    cast = source.cast if source.zone == "stack" else source.marks.get("cast")
    return cast is not None and cast.own == c.permission and cast.ctx.controller == ctx.controller


@condition(fx.Won)
def _won(game: Game, c: Any, ctx: Context) -> bool:
    """"If you win" after a clash (CR 701.30d: the clash just made, runtime.keyword_actions),
    "if you win the flip" after a coin flip (CR 705: the flip just made, runtime.effects.game)."""
    if c.contest not in ("clash", "flip"):
        game.unsupported["Won"] += 1
        raise UnsupportedAtRuntime("Won", f"winning a {c.contest}")
    winners = ctx.results.get(f"{c.contest} winners", [])
    return any(p.name in winners for p in players_of(game, c.player, ctx))


@condition(fx.CoinCameUp)
def _coin_came_up(game: Game, c: Any, ctx: Context) -> bool:
    """"If it comes up heads", "If both coins come up tails" (CR 705.2): every coin of the flip
    just made (runtime.effects.game) shows the side."""
    faces = ctx.results.get("coin faces", [])
    return bool(faces) and all(face == c.side for face in faces)


@condition(fx.WasBeheld)
def _was_beheld(game: Game, c: Any, ctx: Context) -> bool:
    """CR 701.4b: an object beheld for a cost of this spell or ability had the quality as it was
    beheld (runtime.costs records it), whether or not it still has it."""
    return any(matches(game, info, c.what, ctx) for info in ctx.results.get("beheld as", ()))


@condition(fx.CannotDo)
def _cannot_do(game: Game, c: Any, ctx: Context) -> bool:
    """"If you can't": the previous optional/required instruction was not done."""
    return ctx.did is False


@condition(fx.NotCondition)
def _not(game: Game, c: Any, ctx: Context) -> bool:
    return not check_condition(game, c.condition, ctx)


@condition(fx.Compare)
def _compare(game: Game, c: Any, ctx: Context) -> bool:
    """Two numbers, each evaluated as the condition is checked (CR 608.2h)."""
    return bool(COMPARE[c.op](evaluate(game, c.left, ctx), evaluate(game, c.right, ctx)))


@condition(fx.Parity)
def _parity(game: Game, c: fx.Parity, ctx: Context) -> bool:
    """"if its mana value is odd": the number as the condition is checked (CR 608.2h); zero is
    even (CR 601.3a's example reads a mana value as odd or even)."""
    number = evaluate(game, c.value, ctx)
    return ("odd" if number % 2 else "even") == c.parity


@condition(fx.AnyOf)
def _any_of(game: Game, c: Any, ctx: Context) -> bool:
    return any(check_condition(game, part, ctx) for part in c.conditions)


@condition(fx.AllOf)
def _all_of(game: Game, c: Any, ctx: Context) -> bool:
    return all(check_condition(game, part, ctx) for part in c.conditions)


#: the five colors (CR 105.1), as objects' colors are written
_COLORS = ("W", "U", "B", "R", "G")


def _color_counts(game: Game, among: Any, ctx: Context) -> dict[str, int]:
    """How many of the objects are each color; a multicolored object counts for each of its
    colors, a colorless one for none (CR 105.2)."""
    counts = dict.fromkeys(_COLORS, 0)
    for obj in objects_of(game, among, ctx):
        for color in set(facts_of(game, obj).colors) & set(_COLORS):
            counts[color] += 1
    return counts


@condition(fx.MostCommonColor)
def _most_common_color(game: Game, c: fx.MostCommonColor, ctx: Context) -> bool:
    """"white is the most common color among all permanents or is tied for most common", "the
    chosen color is ... but isn't tied for most common" (CR 105.2; the chosen color, CR 607.2)."""
    color = c.color
    if color is None:
        chosen = ctx.results.get("chosen color") or source_marks(game, ctx).get("chosen color")
        if not chosen:
            return False  # no color was chosen: no color is it
        color = chosen[0] if isinstance(chosen, list) else chosen
    counts = _color_counts(game, c.among, ctx)
    mine = counts.get(color, 0)
    others = [n for k, n in counts.items() if k != color]
    return all(mine >= n for n in others) if c.tie_counts else all(mine > n for n in others)


@condition(fx.SharesMostCommonColor)
def _shares_most_common_color(game: Game, c: fx.SharesMostCommonColor, ctx: Context) -> bool:
    """"if it shares a color with the most common color among all permanents or a color tied for
    most common": one of its colors is as common as any other among the objects (CR 105.2); no
    color is most common when none of them has a color."""
    counts = _color_counts(game, c.among, ctx)
    most = max(counts.values())
    if most == 0:
        return False
    common = {k for k, n in counts.items() if n == most}
    return any(set(facts_of(game, obj).colors) & common for obj in objects_of(game, c.what, ctx, lki=True))
