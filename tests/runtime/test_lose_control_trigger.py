""""When you lose control of this artifact, ..." (CR 603.10d): compiled from Oracle text and
played. The player who controlled the permanent loses control of it as another player gains
control of it or as it leaves the battlefield; the ability looks back in time, so it triggers
for that player (runtime.control)."""

from __future__ import annotations

from conftest import compiled

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context
from oraclec.runtime.turns import begin_turn

LOSES = "When you lose control of this artifact, draw two cards."


def _scepter(pool) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Lost Scepter Test", "Artifact", mana_cost="{0}", abilities=[*compiled(LOSES)]))
    return "Lost Scepter Test"


def _hand(game, player: str) -> int:  # type: ignore[no-untyped-def]
    return len(game.zone("hand", player).objects)


def test_another_player_gaining_control_triggers_it_for_the_player_who_lost_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = _scepter(pool)
    game = setup({"alice": {"battlefield": [name], "library": ["Forest"] * 5}, "bob": {"library": ["Forest"] * 5}})
    game.check_state()
    scepter = game.find(name)
    steal = fx.GainControl(what=fx.This(), player=fx.You())
    game.run([steal], Context(controller="bob", source_id=scepter.id, resolving=True))
    assert game.controller_of(scepter) == "bob"
    game.resolve_stack()
    assert (_hand(game, "alice"), _hand(game, "bob")) == (2, 0)


def test_control_until_end_of_turn_ending_triggers_it_for_the_new_controller(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # bob controls it until end of turn; as that ends in the cleanup step (CR 514.2) bob loses
    # control of it, and bob draws
    name = _scepter(pool)
    game = setup({"alice": {"battlefield": [name], "library": ["Forest"] * 5}, "bob": {"library": ["Forest"] * 5}})
    game.check_state()
    scepter = game.find(name)
    steal = fx.GainControl(what=fx.This(), player=fx.You(), duration="end_of_turn")
    game.run([steal], Context(controller="bob", source_id=scepter.id, resolving=True))
    game.resolve_stack()
    assert (_hand(game, "alice"), _hand(game, "bob")) == (2, 0)
    game.state.step = "end"
    while game.state.turn == 1 and game.controller_of(scepter) == "bob":
        game.advance()
    game.resolve_stack()
    assert game.controller_of(scepter) == "alice" and _hand(game, "bob") == 2


def test_leaving_the_battlefield_is_losing_control(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = _scepter(pool)
    game = setup({"alice": {"battlefield": [name], "library": ["Forest"] * 5}, "bob": {}})
    game.check_state()
    game.destroy(game.find(name))
    game.resolve_stack()
    assert _hand(game, "alice") == 2


def test_nothing_changing_triggers_nothing(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = _scepter(pool)
    game = setup({"alice": {"battlefield": [name], "library": ["Forest"] * 5}, "bob": {}})
    game.check_state()
    begin_turn(game)
    game.resolve_stack()
    assert _hand(game, "alice") == 0
