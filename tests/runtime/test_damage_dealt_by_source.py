""""if ~ has dealt 3 or more damage this turn", "if it has dealt 10 or more damage to that player
this turn" (CR 120.1): the damage an object dealt this turn as a source, as the turn's damage
events record it."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime.context import Context


def test_damage_dealt_by_this_object_this_turn(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    elves = game.find("Llanowar Elves")
    game.deal_damage(game.info(bears), "bob", 2)
    game.deal_damage(game.info(bears), elves, 1)
    game.deal_damage(game.info(elves), "bob", 5)  # another source's damage is not counted
    ctx = Context(controller="alice", source_id=bears.id)
    dealt = fx.DamageDealtByThisTurn(source=fx.This())
    assert game.evaluate(dealt, ctx) == 3  # to a player and to a creature (CR 120.1)
    to_bob = fx.DamageDealtByThisTurn(source=fx.This(), to=fx.EachOpponent())
    assert game.evaluate(to_bob, ctx) == 2  # only that dealt to those players
    assert game.check_condition(fx.Compare(left=dealt, op=">=", right=fx.Fixed(value=3)), ctx)
    assert not game.check_condition(fx.Compare(left=to_bob, op=">=", right=fx.Fixed(value=3)), ctx)
    # the elves' own damage, read with the elves as the source
    assert game.evaluate(dealt, Context(controller="alice", source_id=elves.id)) == 5
