"""Costs (CR 118): whether each cost of the effect model can be paid, and paying it
(:data:`~.registry.COSTS`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from .casting import _mana_sources, pay_mana, plan_mana
from .context import Context
from .dispatch import can_pay_cost, evaluate, pay_cost
from .errors import IllegalAction, UnsupportedAtRuntime
from .mana import ManaCost, Payment, announce
from .references import COST_MOVED_SOURCE, choose_different, different_group_size_at_least, group_quality, link_exiled, objects_of, players_of
from .player_rules import has
from .registry import cost
from .static_abilities import crew_value
from .state import GameObject

if TYPE_CHECKING:
    from .game import Game


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
        if obj is not None and obj.id in ctx.reserved and obj.zone != "battlefield":
            return []  # a card being cast is on the stack when its costs are paid (CR 601.2a)
        return [obj] if obj is not None and (obj.zone == default_zone or default_zone == "any") else []
    if isinstance(what, fx.Filter):
        objs = [o for o in objects_of(game, what, ctx) if o.id not in ctx.reserved]
        if what.zone == "battlefield":
            objs = [o for o in objs if game.controller_of(o) == ctx.controller]
        elif what.owner is None:
            # cards a cost moves from another zone are the payer's own unless the description
            # names their owner ("a card an opponent owns from exile", CR 118.3)
            objs = [o for o in objs if o.owner == ctx.controller]
        return objs
    if isinstance(what, fx.GrantingSource):
        # "Sacrifice ~" in an ability an Equipment grants: the Equipment (CR 201.5a)
        return [o for o in objects_of(game, what, ctx) if o.id not in ctx.reserved and (o.zone == default_zone or default_zone == "any")]
    if isinstance(what, fx.Found):  # an object chosen earlier, as the spell was announced (offering, CR 702.48b)
        return [o for o in objects_of(game, what, ctx) if o.id not in ctx.reserved and (o.zone == default_zone or default_zone == "any")]
    raise UnsupportedAtRuntime(type(what).__name__, "not a cost description")


def _verb_candidates(game: Game, what: Any, ctx: Context, source: GameObject | None, zone: str, verb: str) -> list[GameObject]:
    """The objects a cost may move: a permanent that "can't be sacrificed" pays no sacrifice
    cost (CR 701.21a)."""
    candidates = _cost_candidates(game, what, ctx, source, zone)
    return [o for o in candidates if game.can_sacrifice(o)] if verb == "sacrifice" else candidates


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
    for grouped, n in _cost_parts(game, c, ctx):
        what, different = group_quality(grouped)
        candidates = [o for o in _verb_candidates(game, what, ctx, source, zone, verb) if o not in chosen]
        if len(candidates) < n or different is not None and not different_group_size_at_least(game, candidates, different, n):
            # checked before the other costs were paid, and they took what it needed (CR 601.2h):
            # the cast or activation is illegal and is undone (CR 732), not an impossible choice
            raise IllegalAction("cost", f"can't {verb} {n}: only {len(candidates)} available once the other costs are paid (CR 601.2h)")
        if different is not None:
            # "Discard three cards with different names": a group whose values differ (CR 201.2b)
            chosen.extend(choose_different(game, ctx.controller, candidates, different, minimum=n, maximum=n, prompt=f"{verb} {n} with different {different} for a cost"))
        elif len(candidates) == n:
            chosen.extend(candidates)
        else:
            chosen.extend(game.ask(ctx.controller, "card", f"{verb} {n} for a cost", candidates, min=n, max=n))
    return chosen


def _can_choose(game: Game, c: Any, ctx: Context, source: GameObject | None, zone: str, verb: str) -> str | None:
    for grouped, n in _cost_parts(game, c, ctx):
        what, different = group_quality(grouped)
        candidates = _verb_candidates(game, what, ctx, source, zone, verb)
        if len(candidates) < n:
            return f"can't {verb} {n}: only {len(candidates)} available"
        if different is not None and not different_group_size_at_least(game, candidates, different, n):
            return f"can't {verb} {n} with different {different} (CR 201.2b)"
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
    if not payable:
        # the choice was payable when checked, but paying the other costs (the mana cost) left
        # none of its options payable: the cast or activation is illegal, undone (CR 601.2h, 732)
        reasons = "; ".join(r for r in (can_pay_cost(game, o, ctx, source) for o in c.options) if r)
        raise IllegalAction("cost", f"no option of the choice of costs can be paid once the other costs are paid: {reasons} (CR 601.2h)")
    option = payable[0] if len(payable) == 1 else game.choose_one(ctx.controller, "cost", "choose the cost to pay", payable, labels=[o.describe() for o in payable])
    pay_cost(game, option, ctx, source)


@cost(fx.ChoosePlayerCost)
def _can_choose_player(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    """Gift's "you may choose an opponent" (CR 702.174a) needs a player to choose."""
    return None if players_of(game, c.among, ctx) else "there is no player to choose"


@cost(fx.ChoosePlayerCost)
def _pay_choose_player(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    """CR 702.174a, 601.2b: the player is chosen as the cost is announced and paid; the spell's
    text, and the permanent it becomes, call that player "the chosen player"."""
    names = [p.name for p in players_of(game, c.among, ctx)]
    if not names:
        raise IllegalAction("cost", "there is no player to choose (CR 702.174a)")
    chosen = game.choose_one(ctx.controller, "player", "choose a player", names)
    ctx.results["chosen player"] = [chosen]


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
    ctx.results.setdefault(fx.Discard.result_key, []).extend(o.id for o in moved)


def _exile_zone(c: Any, source: GameObject | None) -> str:
    if isinstance(c.what, fx.Found):  # cards chosen as the spell was announced, where they are
        return "any"
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
    link_exiled(game, ctx, moved)
    if source is not None and any(o.id == source.id for o in cards):
        # CR 400.7j: the ability's effects can find the object its cost moved to a public zone
        # (craft's "Return this card to the battlefield transformed", 702.167a)
        for event in reversed(game.events("zone_change")):
            if event.object is not None and event.object.id == source.id:
                ctx.results[COST_MOVED_SOURCE] = [event.get("new_id")]
                break


#: the objects beheld for a cost, as they were then (CR 701.4b), in the results of the payment
BEHELD_AS = "beheld as"


def _beholdable(game: Game, c: Any, ctx: Context) -> list[GameObject]:
    """CR 701.4a: the cards with the quality in the player's hand and the permanents with it
    they control (not ones other costs of the same payment took)."""
    hand = attrs.evolve(c.what, zone="hand", zone_owner=fx.You())
    permanents = attrs.evolve(c.what, zone="battlefield", controller=fx.You())
    return [o for ref in (hand, permanents) for o in objects_of(game, ref, ctx) if o.id not in ctx.reserved]


@cost(fx.BeholdCost)
def _can_behold(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    need = _count_for(game, c, ctx)
    have = len(_beholdable(game, c, ctx))
    return None if have >= need else f"can't behold {need}: {have} available (CR 701.4a)"


@cost(fx.BeholdCost)
def _pay_behold(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    """CR 701.4a: reveal each card chosen from the hand, choose each permanent; "and exile it":
    the objects beheld are exiled."""
    need = _count_for(game, c, ctx)
    options = _beholdable(game, c, ctx)
    if len(options) < need:
        raise IllegalAction("cost", f"can't behold {need}: only {len(options)} available once the other costs are paid (CR 601.2h)")
    chosen = options if len(options) == need else list(game.ask(ctx.controller, "card", f"behold {need} for a cost", options, min=need, max=need))
    revealed = [o for o in chosen if o.zone == "hand"]
    if revealed:
        game.emit("reveal", player=ctx.controller, objects=tuple(game.info(o) for o in revealed))
    ctx.results.setdefault(fx.BeholdCost.result_key, []).extend(o.id for o in chosen)
    # CR 701.4b: "if a Dragon was beheld" asks what they were as they were beheld
    ctx.results.setdefault(BEHELD_AS, []).extend(game.info(o) for o in chosen)
    if c.exile:
        moved = game.move_many(chosen, "exile", cause="cost", ctx=ctx)
        ctx.results.setdefault("exiled", []).extend(o.id for o in moved)
        link_exiled(game, ctx, moved)


@cost(fx.PayLife)
def _can_pay_life(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    need = _count_for(game, c, ctx)
    life = game.player(ctx.controller).life
    if life < need:
        return f"can't pay {need} life with {life} life (CR 119.4)"
    if need > 0 and has(game, ctx.controller, fx.PlayerRuleName.CANT_LOSE_LIFE):
        return f"{ctx.controller} can't lose life, so can't pay life (CR 119.8)"
    return None


@cost(fx.PayLife)
def _pay_life(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    game.lose_life(ctx.controller, _count_for(game, c, ctx), paid=True)


@cost(fx.RemoveCountersCost)
def _can_remove_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    if fx.names_players(c.what):  # "pay {E}{E}": a player's energy counters (CR 107.14)
        if c.counter is None:
            raise UnsupportedAtRuntime("removing counters of no stated kind from a player as a cost")
        need = _count_for(game, c, ctx)
        have = sum(p.counters.get(c.counter, 0) for p in players_of(game, c.what, ctx))
        return None if have >= need else f"can't remove {need} {c.counter} counters (you have {have})"
    objs = _cost_candidates(game, c.what, ctx, source, "battlefield")
    named = c.counter or "any"
    if c.among and not isinstance(c.amount, fx.AnyNumber):
        need, have = _count_for(game, c, ctx), sum(counters_of(o, c.counter) for o in objs)
        return None if have >= need else f"can't remove {need} {named} counters from among them: {have} there"
    if isinstance(c.amount, fx.AnyNumber) and c.at_least:
        # "remove one or more +1/+1 counters": at least that many there to remove (CR 118.3)
        have = sum(counters_of(o, c.counter) for o in (objs if c.among else objs[:1]))
        return None if have >= c.at_least else f"can't remove {c.at_least} or more {named} counters: {have} there"
    if isinstance(c.amount, fx.AnyNumber):  # "remove any number of": none is a number (CR 122.8)
        return None if objs else f"nothing to remove {named} counters from"
    need = _count_for(game, c, ctx)
    if not objs or counters_of(objs[0], c.counter) < need:
        return f"can't remove {need} {named} counters"
    return None


@cost(fx.RemoveCountersCost)
def _pay_remove_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    if fx.names_players(c.what):
        player = players_of(game, c.what, ctx)[0]
        player.counters[c.counter] -= _count_for(game, c, ctx)
        return
    if c.among:
        objs = _cost_candidates(game, c.what, ctx, source, "battlefield")
        _note_removed(ctx, remove_counters_among(game, objs, c.counter, None if isinstance(c.amount, fx.AnyNumber) else _count_for(game, c, ctx), ctx, at_least=c.at_least))
        return
    obj = _cost_candidates(game, c.what, ctx, source, "battlefield")[0]
    if isinstance(c.amount, fx.AnyNumber):
        _note_removed(ctx, remove_any_number(game, obj, c.counter, ctx, at_least=c.at_least))
        return
    _note_removed(ctx, remove_counters_from(game, obj, c.counter, _count_for(game, c, ctx), ctx))


def counters_of(obj: GameObject, kind: str | None) -> int:
    """How many ``kind`` counters ``obj`` has; of every kind when ``kind`` is None (CR 122.1)."""
    return sum(obj.counters.values()) if kind is None else obj.counters.get(kind, 0)


def remove_counters_from(game: Game, obj: GameObject, kind: str | None, amount: int, ctx: Context) -> int:
    """Removes up to ``amount`` ``kind`` counters from ``obj``; how many were removed. ``kind``
    None: "remove a counter from target permanent", counters of no stated kind (CR 122.1), each
    of a kind the player removing it chooses among the kinds still there."""
    if kind is not None:
        return game.remove_counters(obj, kind, amount)
    removed = 0
    while removed < amount:
        kinds = sorted(k for k, n in obj.counters.items() if n > 0)
        if not kinds:
            break
        chosen = kinds[0] if len(kinds) == 1 else game.choose_one(ctx.controller, "mode", f"remove a counter of which kind from {obj.name}", kinds)
        removed += game.remove_counters(obj, chosen, 1)
    return removed


def remove_any_number(game: Game, obj: GameObject, kind: str | None, ctx: Context, *, at_least: int = 0) -> int:
    """"Remove any number of [kind] counters from [obj]" (CR 122.8): the player says how many,
    up to what it has (``at_least`` or more: "one or more", of a stated kind); of counters of no
    stated kind, how many of each kind there."""
    if at_least and kind is None:
        raise UnsupportedAtRuntime("removing one or more counters of no stated kind")
    removed = 0
    for k in [kind] if kind is not None else sorted(obj.counters):
        have = obj.counters.get(k, 0)
        removed += game.remove_counters(obj, k, int(game.choose_one(ctx.controller, "number", f"remove how many {k} counters", list(range(min(at_least, have), have + 1)))))
    return removed


def remove_counters_among(game: Game, objs: list[GameObject], kind: str | None, amount: int | None, ctx: Context, *, at_least: int = 0) -> int:
    """"Remove N [kind] counters from among [objects]" (CR 122.8): N in all (``amount`` None:
    any number, ``at_least`` or more, the player says how many), each taken from the object the
    player picks (of the kind the player picks, when no kind is stated); how many were removed."""
    holders = [o for o in objs if counters_of(o, kind)]
    have = sum(counters_of(o, kind) for o in holders)
    named = kind or "any"
    if amount is None:
        amount = int(game.choose_one(ctx.controller, "number", f"remove how many {named} counters", list(range(min(at_least, have), have + 1))))
    removed = 0
    while removed < amount and holders:
        (obj,) = game.ask(ctx.controller, "card", f"remove a {named} counter from", holders) if len(holders) > 1 else holders
        removed += remove_counters_from(game, obj, kind, 1, ctx)
        holders = [o for o in holders if counters_of(o, kind)]
    return removed


def _note_removed(ctx: Context, removed: int) -> None:
    """Remembers how many counters were removed, for "for each counter removed this way"."""
    ctx.results.setdefault(fx.CountersRemoved.result_key, []).append(removed)


@cost(fx.RemoveAllCountersCost)
def _can_remove_all_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    """Payable with no counter there: all of none is none (CR 118.3 asks for nothing)."""
    if not _cost_candidates(game, c.what, ctx, source, "battlefield"):
        return "nothing to remove the counters from"
    return None


@cost(fx.RemoveAllCountersCost)
def _pay_remove_all_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    _note_removed(ctx, game.remove_all_counters(_cost_candidates(game, c.what, ctx, source, "battlefield")[0], c.counter))


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
    ctx.results.setdefault(fx.Mill.result_key, []).extend(o.id for o in milled)


@cost(fx.ReturnToHandCost)
def _can_return(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    return _can_choose(game, c, ctx, source, "battlefield", "return")


@cost(fx.ReturnToHandCost)
def _pay_return(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    for obj in _choose_for_cost(game, c, ctx, source, "battlefield", "return"):
        # "the returned creature" (web-slinging, CR 702.188a): as it last existed on the
        # battlefield (CR 608.2h), as a sacrificed one is
        ctx.results.setdefault("returned", []).append(obj.id)
        ctx.results[f"lki:{obj.id}"] = [game.info(obj)]
        game.move(obj, "hand", cause="cost", ctx=ctx)


def _put_zone(c: Any, source: GameObject | None) -> str:
    """Where the objects a "put" cost moves are: the zone its description says, or the
    source's own (CR 118.3)."""
    if isinstance(c.what, fx.Filter):
        return c.what.zone
    return source.zone if source is not None else "battlefield"


@cost(fx.PutCardsCost)
def _can_put_cards(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    return _can_choose(game, c, ctx, source, _put_zone(c, source), "put")


@cost(fx.PutCardsCost)
def _pay_put_cards(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    """"Put a card from your hand on top of your library" (CR 118.3): each object goes to its
    owner's zone (CR 400.3); several put on top or on the bottom of a library at once are put
    in the order their owner chooses (CR 401.4)."""
    objs = _choose_for_cost(game, c, ctx, source, _put_zone(c, source), "put")
    if c.position is not None and len(objs) > 1:
        objs = list(game.ask(objs[0].owner, "order", f"order the cards to put on the {c.position} (first goes first)", objs, min=len(objs), max=len(objs)))
    moved = [m for obj in objs for m in game.move_many([obj], c.to, position=c.position, cause="cost", ctx=ctx)]
    ctx.results.setdefault(fx.Move.result_key, []).extend(o.id for o in moved)


def _x_of(game: Game, c: fx.ManaPayment, ctx: Context) -> int | None:
    """X of a payment: the value its text defines ("where X is ...", CR 107.3a), or the one
    announced."""
    defined = c.x
    return evaluate(game, defined, ctx) if defined is not None else ctx.x


@cost(fx.ManaPayment)
def _can_mana(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    payment = announce(ManaCost.parse(c.mana), x=_x_of(game, c, ctx), choices=[s.payment_options[0] for s in ManaCost.parse(c.mana).choice_symbols])
    return None if plan_mana(game, ctx.controller, payment) is not None else f"can't pay {c.mana}"


@cost(fx.ManaPayment)
def _pay_mana_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    cost_value = ManaCost.parse(c.mana)
    choices = [game.choose_one(ctx.controller, "cost", f"pay {s.text} with", list(s.payment_options)) for s in cost_value.choice_symbols]
    payment = announce(cost_value, x=_x_of(game, c, ctx), choices=choices)
    if payment.life:
        game.lose_life(ctx.controller, payment.life, paid=True)
    pay_mana(game, ctx.controller, payment)


def _own_mana_cost(game: Game, source: GameObject | None) -> fx.ManaPayment | None:
    """The mana cost of the card whose ability it is, as mana to pay (CR 702.1b: "The scavenge
    cost is equal to its mana cost."); None when it has none (CR 118.6: then it can't be paid)."""
    mana_cost = game.characteristics(source).mana_cost if source is not None else None
    return fx.ManaPayment(mana="".join(s.text for s in mana_cost.symbols)) if mana_cost is not None and mana_cost.symbols else None


@cost(fx.OwnManaCost)
def _can_own_mana_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    payment = _own_mana_cost(game, source)
    return "it has no mana cost (CR 118.6)" if payment is None else _can_mana(game, payment, ctx, source)


@cost(fx.OwnManaCost)
def _pay_own_mana_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    payment = _own_mana_cost(game, source)
    if payment is None:
        raise IllegalAction("cost", "it has no mana cost to pay (CR 118.6)")
    _pay_mana_cost(game, payment, ctx, source)


@cost(fx.PutCountersCost)
def _can_put_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    objs = _cost_candidates(game, c.what, ctx, source, "battlefield")
    return None if objs else "no permanent to put the counters on"


@cost(fx.PutCountersCost)
def _pay_put_counters(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    for obj in _cost_candidates(game, c.what, ctx, source, "battlefield")[:1]:
        game.put_counters(obj, c.counter, _count_for(game, c, ctx), ctx, cost=True)  # CR 122.6: no effect puts them


def _tap_candidates(game: Game, c: Any, ctx: Context, source: GameObject | None, tapped: bool) -> list[GameObject]:
    objs = _cost_candidates(game, c.what, ctx, source, "battlefield")
    return [o for o in objs if o.tapped == tapped and o.id not in ctx.tapped_by_cost]


def _total_power_group(c: Any) -> tuple[fx.Filter, Any] | None:
    """"Tap any number of untapped creatures you control with total power N or greater" (crew,
    CR 702.122a): the total power is a quality of the group tapped, not of each creature. The
    filter without it, and N; None for a cost of another kind."""
    what = c.what
    if isinstance(what, fx.Filter) and what.stat is not None and what.stat[0] == "total_power":
        return attrs.evolve(what, stat=None), what.stat[2]
    return None


def _power(game: Game, obj: GameObject, purpose: str | None = None) -> int:
    """A creature's power in a total; tapped to crew or saddle, what it counts for there (CR
    702.122a, 702.171a)."""
    if purpose is not None:
        return crew_value(game, obj, purpose)
    return game.characteristics(obj).power or 0


@cost(fx.TapCost)
def _can_tap_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    group = _total_power_group(c)
    if group is not None:
        members, amount = group
        need = evaluate(game, amount, ctx)
        have = sum(_power(game, o, c.purpose) for o in _cost_candidates(game, members, ctx, source, "battlefield") if not o.tapped)
        return None if have >= need else f"can't tap untapped creatures with total power {need} or greater: {have} available (CR 702.122a)"
    need = _count_for(game, c, ctx)
    have = len(_tap_candidates(game, c, ctx, source, tapped=False))
    return None if have >= need else f"can't tap {need} untapped permanents: {have} available (CR 118.3)"


@cost(fx.TapCost)
def _pay_tap_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    group = _total_power_group(c)
    if group is not None:
        _pay_total_power(game, c, group, ctx, source)
        return
    need = _count_for(game, c, ctx)
    options = _tap_candidates(game, c, ctx, source, tapped=False)
    if len(options) < need:
        # the mana cost tapped some of them (CR 601.2h): illegal, undone (CR 732)
        raise IllegalAction("cost", f"can't tap {need} untapped permanents: {len(options)} left once the other costs are paid (CR 601.2h)")
    chosen = options if len(options) == need else list(game.ask(ctx.controller, "card", f"tap {need} for a cost", options, min=need, max=need))
    for obj in chosen:
        game.tap(obj)
    ctx.results.setdefault("tapped", []).extend(o.id for o in chosen)  # "each creature tapped this way"

def _pay_total_power(game: Game, c: Any, group: tuple[fx.Filter, Any], ctx: Context, source: GameObject | None) -> None:
    """The player chooses any number of the untapped creatures; their total power must be at
    least N (CR 702.122a), else the action is illegal (CR 732: undone)."""
    members, amount = group
    need = evaluate(game, amount, ctx)
    options = [o for o in _cost_candidates(game, members, ctx, source, "battlefield") if not o.tapped]
    chosen = list(game.ask(ctx.controller, "card", f"tap untapped creatures with total power {need} or greater", options, min=1, max=len(options)))
    total = sum(_power(game, o, c.purpose) for o in chosen)
    if total < need:
        raise IllegalAction("cost", f"the creatures chosen have total power {total}, less than {need} (CR 702.122a)")
    for obj in chosen:
        game.tap(obj)
    crewed = _source_now(game, source) if c.purpose is not None else None
    for obj in chosen if crewed is not None else ():
        # CR 702.122b, 702.171c: a creature "crews a Vehicle" ("saddles a Mount") as it's
        # tapped to pay the cost of its crew (saddle) ability
        game.emit(c.purpose, player=ctx.controller, object=game.info(obj), objects=(game.info(crewed),))



@cost(fx.UntapCost)
def _can_untap_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    need = _count_for(game, c, ctx)
    have = len(_tap_candidates(game, c, ctx, source, tapped=True))
    return None if have >= need else f"can't untap {need} tapped permanents: {have} available"


@cost(fx.UntapCost)
def _pay_untap_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    need = _count_for(game, c, ctx)
    options = _tap_candidates(game, c, ctx, source, tapped=True)
    if len(options) < need:
        raise IllegalAction("cost", f"can't untap {need} tapped permanents: {len(options)} left once the other costs are paid (CR 601.2h)")
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
    ctx.results.setdefault(fx.Reveal.result_key, []).extend(o.id for o in cards)


class _CostView:
    """A cost seen with an amount (for costs that have none)."""

    def __init__(self, what: Any, amount: Any):
        self.what = what
        self.amount = amount


def attrs_evolve(c: Any, **changes: Any) -> Any:
    return _CostView(changes.get("what", getattr(c, "what", None)), changes.get("amount", getattr(c, "amount", fx.Fixed(value=1))))


def _unattached(game: Game, c: Any, ctx: Context, source: GameObject | None) -> GameObject | None:
    """The permanent an "Unattach" cost names: the ability's own source, or the source of the
    ability that granted it ("Unattach ~" in an Equipment's granted ability, CR 201.5a)."""
    if isinstance(c.what, fx.GrantingSource):
        found = objects_of(game, c.what, ctx)
        return found[0] if found else None
    return _source_now(game, source)


@cost(fx.UnattachCost)
def _can_unattach(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    """CR 701.3d, 118.3: a permanent attached to nothing can't be unattached to pay a cost."""
    obj = _unattached(game, c, ctx, source)
    if obj is None or obj.zone != "battlefield" or obj.attached_to is None:
        return "unattach: the permanent is attached to nothing (CR 701.3d, 118.3)"
    return None


@cost(fx.UnattachCost)
def _pay_unattach(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    """CR 701.3d: it stays on the battlefield, attached to nothing."""
    obj = _unattached(game, c, ctx, source)
    assert obj is not None
    game.unattach(obj)
    game._touch()  # what it granted its creature is no longer granted (CR 613.1f)


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


def _blight_candidates(game: Game, ctx: Context) -> list[GameObject]:
    return [o for o in game.battlefield(ctx.controller) if game.is_type(o, "Creature") and o.id not in ctx.reserved]


@cost(fx.BlightCost)
def _can_blight(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    """CR 701.68b: a player who can't put the counters on a creature they control can't blight."""
    return None if _blight_candidates(game, ctx) else "can't blight: no creature to put the -1/-1 counters on (CR 701.68b)"


@cost(fx.BlightCost)
def _pay_blight(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    """CR 701.68a: put N -1/-1 counters on a creature you control; the creature chosen is "the
    blighted creature" (CR 701.68c); the player has blighted (CR 701.68d)."""
    n = evaluate(game, c.amount, ctx)
    creatures = _blight_candidates(game, ctx)
    chosen = creatures[0] if len(creatures) == 1 else game.choose_one(ctx.controller, "card", f"blight {n}: choose a creature you control", creatures)
    game.put_counters(chosen, "-1/-1", n, ctx, cost=True)  # CR 122.6: no effect puts them
    ctx.results["blighted"] = [chosen.id]
    game.emit("blight", player=ctx.controller, amount=n)


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
    exiled = game.move_many(chosen, "exile", cause="cost", ctx=ctx)
    game.emit("collect_evidence", player=ctx.controller, objects=tuple(game.info(o) for o in exiled), amount=need)


@cost(fx.ForageCost)
def _can_forage(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    foods = [o for o in game.battlefield(ctx.controller) if game.characteristics(o).has_subtype("Food") and game.can_sacrifice(o)]
    if len(_graveyard_cards(game, ctx.controller)) >= 3 or foods:
        return None
    return "can't forage: fewer than three cards in the graveyard and no Food (CR 701.61a)"


@cost(fx.ForageCost)
def _pay_forage(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    foods = [o for o in game.battlefield(ctx.controller) if game.characteristics(o).has_subtype("Food") and game.can_sacrifice(o)]
    cards = _graveyard_cards(game, ctx.controller)
    options = (["exile three"] if len(cards) >= 3 else []) + (["sacrifice a Food"] if foods else [])
    way = options[0] if len(options) == 1 else game.choose_one(ctx.controller, "cost", "forage", options)
    if way == "exile three":
        chosen = list(game.ask(ctx.controller, "card", "exile three cards from your graveyard", cards, min=3, max=3))
        game.move_many(chosen, "exile", cause="cost", ctx=ctx)
    else:
        game.sacrifice(foods[0] if len(foods) == 1 else game.choose_one(ctx.controller, "card", "sacrifice a Food", foods), ctx)


def _waterbend_helpers(game: Game, ctx: Context) -> list[GameObject]:
    """Untapped artifacts and creatures the payer controls that may pay for {1} each (CR
    701.67a), those that make no mana first, so that the fewest mana sources are given up."""
    found = [
        o for o in game.battlefield(ctx.controller)
        if not o.tapped and o.id not in ctx.tapped_by_cost and {"Artifact", "Creature"} & set(game.characteristics(o).types)
    ]
    makes_mana = {o.id for o, _, _ in _mana_sources(game, ctx.controller, exclude=())}
    return sorted(found, key=lambda o: o.id in makes_mana)


def _waterbend_least_help(game: Game, c: Any, ctx: Context) -> tuple[Payment, list[GameObject], int] | None:
    """The waterbend payment, the helpers, and the fewest of them to tap so that mana pays the
    rest (None: no number of them does)."""
    payment = announce(ManaCost.parse(c.mana), x=ctx.x, choices=[s.payment_options[0] for s in ManaCost.parse(c.mana).choice_symbols])
    helpers = _waterbend_helpers(game, ctx)
    for tapped in range(min(payment.generic, len(helpers)) + 1):
        rest = attrs.evolve(payment, generic=payment.generic - tapped)
        if not rest.mana_total or plan_mana(game, ctx.controller, rest, exclude=[o.id for o in helpers[:tapped]]) is not None:
            return payment, helpers, tapped
    return None


@cost(fx.WaterbendCost)
def _can_waterbend(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    if _waterbend_least_help(game, c, ctx) is None:
        return f"can't waterbend {c.mana}: not enough mana and untapped artifacts and creatures (CR 701.67a)"
    return None


@cost(fx.WaterbendCost)
def _pay_waterbend(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    """CR 701.67a: the player picks which helpers tap (at least as many as mana can't make up
    for), each paying {1} of the generic part; mana pays the rest."""
    found = _waterbend_least_help(game, c, ctx)
    if found is None:
        raise IllegalAction("cost", f"can't waterbend {c.mana} (CR 701.67a)")
    payment, helpers, least = found
    most = min(payment.generic, len(helpers))
    chosen = list(game.ask(ctx.controller, "card", f"tap artifacts and creatures to pay for waterbend {c.mana}", helpers, min=least, max=most)) if most else []
    for obj in chosen:
        game.tap(obj)
    rest = attrs.evolve(payment, generic=payment.generic - len(chosen))
    if rest.life:
        game.lose_life(ctx.controller, rest.life, paid=True)
    if rest.mana_total:
        pay_mana(game, ctx.controller, rest)
