"""Lowerings of :mod:`oraclec.ast.costs`: mana symbols and other costs (CR 118, 602)."""

from __future__ import annotations

import re
from typing import Any

from .. import ast
from .. import effects as fx
from .context import Lowering
from .objects import is_hand, np_count, rounds_up, zone_of
from .registry import LOWERINGS, CannotLower, lowers, part_of, unsupported
from .words import counter_count, words_of

# -- costs ----------------------------------------------------------------------------------------------
MANA_SYMBOL = re.compile(r"\{(?:\d+|[WUBRGCSXYZ]|[WUBRG]/[WUBRGP]|[WUBRG]/[WUBRG]/P|2/[WUBRG]|C/[WUBRG]|H[WUBRG]|½|∞)\}")


@lowers(ast.ManaCost)
def _mana_cost(node: ast.ManaCost, ctx: Lowering) -> fx.Cost:
    """CR 107.4, 202: generic, colored, hybrid, Phyrexian, snow, X."""
    bad = [s for s in node.symbols if not MANA_SYMBOL.fullmatch(s)]
    if bad:
        return ctx.unsupported(node, f"not mana symbols: {bad}")
    return fx.ManaPayment(mana="".join(node.symbols))


@lowers(ast.TapCost)
def _tap_cost(node: ast.TapCost, ctx: Lowering) -> fx.Cost:
    return fx.TapSelf()


@lowers(ast.UntapCost)
def _untap_cost(node: ast.UntapCost, ctx: Lowering) -> fx.Cost:
    return fx.UntapSelf()


def chosen_parts(ref: fx.Reference) -> tuple[fx.Reference, fx.Value]:
    if isinstance(ref, fx.Chosen):
        return ref.what, ref.amount or fx.Fixed(value=1)
    return ref, fx.Fixed(value=1)


@lowers(ast.SacrificeCost)
def sacrifice_cost(node: ast.SacrificeCost, ctx: Lowering) -> fx.Cost:
    what, amount = chosen_parts(ctx.objects(node.what))
    return fx.SacrificeCost(what=what, amount=amount)


@lowers(ast.DiscardCost)
def discard_cost(node: ast.DiscardCost, ctx: Lowering) -> fx.Cost:
    if is_hand(node.what):
        hand = fx.Filter(zone="hand", zone_owner=fx.You())
        return fx.DiscardCost(what=hand, amount=fx.CountOf(what=hand))
    what, amount = chosen_parts(ctx.objects(node.what, zone="hand"))
    return fx.DiscardCost(what=what, amount=amount, at_random=node.at_random is not None)


@lowers(ast.PayLifeCost, ast.PayLifeEqualCost)
def _pay_life_cost(node: ast.PayLifeCost, ctx: Lowering) -> fx.Cost:
    return fx.PayLife(amount=ctx.value(node.amount))


@lowers(ast.PayHalfLifeCost)
def _pay_half_life_cost(node: ast.PayHalfLifeCost, ctx: Lowering) -> fx.Cost:
    """"Pay half your life, rounded up": half the payer's life total, rounded as said (CR 119.4,
    107.1a); another player's life is not a cost its payer can pay."""
    if [str(w).lower() for w in node.owner.words] != ["your"]:
        raise CannotLower(f"half of {node.owner.text!r} life as a cost", node)
    return fx.PayLife(amount=fx.Scaled(value=fx.LifeTotal(player=fx.You()), denominator=2, round_up=rounds_up(node, ctx)))


@lowers(ast.PayEnergyCost, ast.EnergyCost)
def _pay_energy(node: Any, ctx: Lowering) -> fx.Cost:
    """CR 107.14: {E} is an energy counter."""
    symbols = [s for item in words_of(node.symbols) for s in (item.symbols if isinstance(item, ast.EnergySymbols) else (item,))]
    return fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=len(symbols)), what=fx.You())


LOWERINGS[ast.EnergySymbols] = part_of("PayEnergyCost")


@lowers(ast.PayEnergyNumberCost)
def _pay_energy_number(node: ast.PayEnergyNumberCost, ctx: Lowering) -> fx.Cost:
    """"Pay eight {E}", "Pay X {E}": that many energy counters removed from the player (CR 107.14)."""
    return fx.RemoveCountersCost(counter="energy", amount=ctx.value(node.amount), what=fx.You())


@lowers(ast.ManaCostOf)
def _mana_cost_of(node: ast.ManaCostOf, ctx: Lowering) -> fx.Cost:
    """"unless you pay its mana cost": the mana cost of the object the ability is on (CR 202.1;
    when it has none, the cost can't be paid, CR 118.6)."""
    words = [str(w).lower() for w in node.of.words]
    if words == ["its"] and isinstance(ctx.it(), fx.This):
        return fx.OwnManaCost()
    raise CannotLower("paying the mana cost of an object other than the one the ability is on (CR 202.1)", node)


LOWERINGS[ast.ManaCostReducedOf] = unsupported("an object's mana cost reduced by an amount, as a cost (CR 202.1, 118.7), is not in the effect model yet")


def activation_costs(nodes: tuple[Any, ...], ctx: Lowering) -> tuple[fx.Cost, ...]:
    """The costs of an activated ability in their order; two joined by "and" are two costs, both
    paid (CR 602.1a, 118)."""
    ors = [i for i, node in enumerate(nodes) if isinstance(node, ast.CostOr)]
    if ors:
        return _cost_alternatives(nodes, ors[0], ctx)
    out: list[fx.Cost] = []
    for node in nodes:
        out.extend(_joined_costs(node, ctx) if isinstance(node, ast.CostsJoined) else (ctx.cost(node),))
    return tuple(out)


def _cost_alternatives(nodes: tuple[Any, ...], at: int, ctx: Lowering) -> tuple[fx.Cost, ...]:
    """"{3}, {T} or {B}, {T}": the costs up to "or" or the costs after it, the player choosing
    as the ability is activated (CR 602.2b, 601.2b). The costs both lists share are paid either
    way; the one cost each list has alone is a choice between the two (``CostChoice``)."""
    split: ast.CostOr = nodes[at]
    left = activation_costs((*nodes[:at], split.first), ctx)
    right = activation_costs((split.second, *nodes[at + 1:]), ctx)
    only_left = [c for c in left if c not in right]
    only_right = [c for c in right if c not in left]
    if len(only_left) != 1 or len(only_right) != 1 or len(left) != len(right):
        return (ctx.unsupported(split, "two lists of costs joined by \"or\" that differ in more than one cost (CR 601.2b)"),)
    return tuple(fx.CostChoice(options=(c, only_right[0])) if c == only_left[0] else c for c in left)


LOWERINGS[ast.CostOr] = part_of("Activated")


def _joined_costs(node: ast.CostsJoined, ctx: Lowering) -> tuple[fx.Cost, fx.Cost]:
    """"Remove three quest counters from this enchantment and sacrifice it": "it" in the second
    names the object of the first, which must be the object the ability is on (the only object a
    cost's "it" lowers to); another antecedent is reported, not guessed."""
    first, second = ctx.cost(node.first), ctx.cost(node.second)
    says_it = any(isinstance(n, ast.Pronoun) and n.is_third_singular for n in node.second.walk())
    if says_it and (getattr(first, "what", None) != fx.This() or getattr(first, "among", False)):
        return first, ctx.unsupported(node.second, '"it" in a cost naming the object of the cost before, not the object the ability is on')
    return first, second


LOWERINGS[ast.CostsJoined] = part_of("Activated")


@lowers(ast.ExileCost)
def _exile_cost(node: ast.ExileCost, ctx: Lowering) -> fx.Cost:
    what, amount = chosen_parts(ctx.objects(node.what))
    ctx.exilers.append(fx.You())  # a cost is paid by the ability's controller (CR 602.2b, 601.2h)
    return fx.ExileCost(what=what, amount=amount)


@lowers(ast.RemoveCountersCost)
def _remove_counters_cost(node: ast.RemoveCountersCost, ctx: Lowering) -> fx.Cost:
    if isinstance(node.counters, ast.AllCounters):
        kind = node.counters.kind.name if node.counters.kind is not None else None
        return fx.RemoveAllCountersCost(counter=kind, what=ctx.objects(node.source))
    # counters of no stated kind ("Remove a counter from this creature"): each of a kind the
    # payer chooses (CR 122.1), counter None
    source = ctx.objects(node.source)
    if isinstance(node.counters, ast.AnyNumberOfCounters):
        kind = node.counters.kind.name if node.counters.kind is not None else None
        amount: fx.Value = fx.AnyNumber()
        ctx.removed_by_cost = True  # "that much" after it: how many were removed (CR 122.8)
    elif isinstance(getattr(node.counters, "amount", None), ast.OneOrMore):
        # "Remove one or more +1/+1 counters from this creature": any number the payer chooses
        # but zero (CR 122.8, 118.3)
        return _one_or_more_removed(node, source, False, ctx)
    else:
        kind, amount = counter_count(node.counters, ctx)
    if kind is None and fx.names_players(source):
        return ctx.unsupported(node, "counters of no stated kind removed from a player")
    return fx.RemoveCountersCost(counter=kind, amount=amount, what=source)


@lowers(ast.RemoveCountersAmongCost)
def _remove_counters_among_cost(node: ast.RemoveCountersAmongCost, ctx: Lowering) -> fx.Cost:
    """"Remove two +1/+1 counters from among creatures you control" (CR 122.8)."""
    if isinstance(getattr(node.counters, "amount", None), ast.OneOrMore):
        return _one_or_more_removed(node, ctx.filter(node.source), True, ctx)
    kind, count = counter_count(node.counters, ctx)  # kind None: each of a kind the payer chooses
    return fx.RemoveCountersCost(counter=kind, amount=count, what=ctx.filter(node.source), among=True)


def _one_or_more_removed(node: Any, source: fx.Reference, among: bool, ctx: Lowering) -> fx.Cost:
    """"Remove one or more +1/+1 counters from this creature", "... from among artifacts you
    control": as many of the kind as the payer chooses, at least one (CR 122.8, 118.3), counted
    by "that much" and "the number of counters removed this way" after it."""
    kind = getattr(node.counters, "kind", None)
    if not isinstance(kind, ast.CounterKind):
        return ctx.unsupported(node, "removing one or more counters of no stated kind as a cost (CR 122.1, 122.8)")
    if fx.names_players(source):
        return ctx.unsupported(node, "removing one or more counters from a player as a cost (CR 122.8)")
    ctx.removed_by_cost = True
    return fx.RemoveCountersCost(counter=kind.name, amount=fx.AnyNumber(), what=source, among=among, at_least=1)


@lowers(ast.PutCountersCost)
def _put_counters_cost(node: ast.PutCountersCost, ctx: Lowering) -> fx.Cost:
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.PutCountersCost(counter=kind, amount=count, what=ctx.objects(node.on))


@lowers(ast.PutCost)
def _put_cost(node: ast.PutCost, ctx: Lowering) -> fx.Cost:
    """"Put a card from your hand on top of your library", "Put a card exiled with this artifact
    into its owner's graveyard" (CR 118.3): the objects go to their owner's zone (CR 400.3), so
    the destination's possessor only has to name that owner."""
    placement = node.placement
    if isinstance(placement, ast.IntoZone):
        into, what_node, position = placement.into, placement.what, None
    elif isinstance(placement, ast.OnTopOf) and placement.of is not None and placement.back is None and placement.order is None:
        into, what_node, position = placement.of, placement.what, "top"
    elif isinstance(placement, ast.OnBottomOf) and placement.order is None:
        into, what_node, position = placement.of, placement.what, "bottom"
    else:
        return ctx.unsupported(node, f"a cost putting objects {type(placement).__name__} (CR 118.3)")
    kind = _owners_zone(into)
    if kind is None:
        return ctx.unsupported(node, "a cost putting objects into a zone other than their owner's hand, library or graveyard (CR 400.3)")
    if position is not None and kind != "library":
        return ctx.unsupported(node, f"the top or bottom of a {kind}")
    what, amount = chosen_parts(ctx.objects(what_node))
    if not isinstance(what, fx.This | fx.Filter):
        return ctx.unsupported(node, f"a cost putting {type(what).__name__} objects (CR 118.3)")
    if isinstance(what, fx.Filter) and what.zone != "battlefield" and what.zone_owner not in (None, fx.You()):
        # "two cards from a single graveyard": the payer's own cards are the ones a cost takes
        # from a zone unless the description names their owner
        return ctx.unsupported(node, "a cost putting cards from another player's zone, or from any one player's (CR 118.3)")
    return fx.PutCardsCost(what=what, to=kind, amount=amount, position=position)


#: possessors that name the owner of the objects a cost moves: the objects' own ("its owner's",
#: "their owners'"), the payer's for objects the payer owns ("your"), or the player the objects'
#: description named ("that player's": "a card an opponent owns ... into that player's graveyard")
_OWNER_POSSESSORS = ("its owner's", "their owner's", "their owners'", "your", "that player's", "their")


def _owners_zone(into: Any) -> str | None:
    """The kind of a hand, library or graveyard said with an owner's possessive, else None."""
    if not isinstance(into, ast.ObjectNp) or into.qualifiers or into.determiner is None or into.descriptor is None:
        return None
    words = " ".join(into.determiner.text.lower().split())
    zone = into.descriptor.text.lower()
    if words not in _OWNER_POSSESSORS or zone not in ("hand", "library", "graveyard"):
        return None
    return zone


@lowers(ast.TapPermanentsCost)
def _tap_permanents_cost(node: ast.TapPermanentsCost, ctx: Lowering) -> fx.Cost:
    what, amount = chosen_parts(ctx.objects(node.what))
    return fx.TapCost(what=what, amount=amount)


@lowers(ast.UntapPermanentsCost)
def _untap_permanents_cost(node: ast.UntapPermanentsCost, ctx: Lowering) -> fx.Cost:
    what, amount = chosen_parts(ctx.objects(node.what))
    return fx.UntapCost(what=what, amount=amount)


@lowers(ast.MillCost)
def _mill_cost(node: ast.MillCost, ctx: Lowering) -> fx.Cost:
    return fx.MillCost(amount=np_count(node.what, ctx))


@lowers(ast.ReturnCost)
def _return_cost(node: ast.ReturnCost, ctx: Lowering) -> fx.Cost:
    if zone_of(node.to, ctx).kind != "hand":
        return ctx.unsupported(node, "a cost returning objects elsewhere than to a hand")
    return fx.ReturnToHandCost(what=ctx.objects(node.what))


@lowers(ast.RevealCost)
def _reveal_cost(node: ast.RevealCost, ctx: Lowering) -> fx.Cost:
    return fx.RevealCost(what=ctx.objects(node.what, zone="hand"))


@lowers(ast.CollectEvidenceCost)
def _collect_evidence(node: ast.CollectEvidenceCost, ctx: Lowering) -> fx.Cost:
    """CR 701.59a."""
    return fx.CollectEvidence(amount=ctx.value(node.amount))


@lowers(ast.UnattachCost)
def _unattach_cost(node: ast.UnattachCost, ctx: Lowering) -> fx.Cost:
    """CR 701.3d: "Unattach this Equipment" as a cost of the permanent's own ability."""
    if node.source is not None:
        return ctx.unsupported(node, "unattaching a chosen permanent from an object as a cost (CR 701.3d)")
    what = ctx.objects(node.what)
    # 'Equipped creature has "{T}, Unattach ~: ..."': the name is the Equipment's, the source of
    # the ability that grants it (CR 201.5a), not the creature that has the ability
    if not isinstance(what, (fx.This, fx.GrantingSource)):
        return ctx.unsupported(node, "unattaching another permanent than the ability's own or its granting source as a cost (CR 701.3d)")
    return fx.UnattachCost(what=what)


@lowers(ast.ExertCost)
def _exert_cost(node: ast.ExertCost, ctx: Lowering) -> fx.Cost:
    """CR 701.43a."""
    return fx.ExertCost(what=ctx.objects(node.what))


@lowers(ast.ForageCost)
def _forage(node: ast.ForageCost, ctx: Lowering) -> fx.Cost:
    """CR 701.61a."""
    return fx.ForageCost()


@lowers(ast.PayLife, ast.PayLifeEqual)
def _pay_life(node: ast.PayLife, ctx: Lowering) -> fx.Effect:
    """"[player] may pay N life" during resolution (CR 119.4, 118.12)."""
    return fx.Pay(player=ctx.doer(), costs=(fx.PayLife(amount=ctx.value(node.amount)),))


@lowers(ast.PayHalfLife)
def _pay_half_life(node: ast.PayHalfLife, ctx: Lowering) -> fx.Effect:
    """"any player may pay half their life, rounded up" during resolution: half the payer's own
    life total (CR 119.4, 107.1a)."""
    if [str(w).lower() for w in node.owner.words] not in (["their"], ["your"]):
        raise CannotLower(f"half of {node.owner.text!r} life paid", node)
    payer = ctx.doer()
    if [str(w).lower() for w in node.owner.words] == ["your"] and not isinstance(payer, fx.You):
        raise CannotLower("half of another player's life paid", node)
    if not isinstance(payer, (fx.You, fx.PlayerRole)):
        # "any player may pay half their life": the life total of whichever player pays, which
        # no value names apart from the payer's own choice
        raise CannotLower("half the life of a player picked among several, paid (CR 119.4)", node)
    half = ctx.per_player(fx.Scaled(value=fx.LifeTotal(player=payer), denominator=2, round_up=rounds_up(node, ctx)))
    return fx.Pay(player=payer, costs=(fx.PayLife(amount=half),))


LOWERINGS[ast.PayAnyAmountCost] = unsupported("a cost of an amount the player chooses (CR 107.1c) is not lowered yet")
