""""Its activated abilities can't be activated this turn." set up by a resolving instruction (CR
602.5, 611.2c): the objects it applies to are fixed as it resolves, for the stated duration (or
for as long as a condition holds, CR 611.2b), compiled from the Oracle text and played."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import effects as fx
from oraclec.runtime import IllegalAction, homebrew

from conftest import compiled, compiled_ability, next_turn

TRAP = "{T}: Tap target creature. Its activated abilities can't be activated this turn."
NET = "{T}: Tap another target nonland permanent. Its activated abilities can't be activated for as long as it remains tapped."
PUMP = "{0}: You gain 1 life."


def _game(setup: Any, pool: Any, text: str) -> Any:
    pool.add(homebrew("Lock Test", "Artifact", mana_cost="{2}", abilities=[compiled_ability(text, is_spell=False)]))
    pool.add(homebrew("Pump Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2, abilities=list(compiled(PUMP))))
    game = setup({"alice": {"battlefield": ["Lock Test"]}, "bob": {"battlefield": ["Pump Test"]}})
    game.activate("alice", game.find("Lock Test"), targets=[game.find("Pump Test")])
    game.resolve_stack()
    return game


def _pump(game: Any) -> None:
    game.state.priority = game.player("bob").index
    game.activate("bob", game.find("Pump Test"))
    game.resolve_stack()


def test_the_rule_is_about_the_target() -> None:
    (ability,) = compiled(TRAP)
    _tap, rule = ability.effects
    assert rule == fx.Restriction(what=fx.ActivatedAbilities(of=_tap.what), rule="can't be activated", duration="end_of_turn")


def test_its_abilities_cant_be_activated_this_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, TRAP)
    with pytest.raises(IllegalAction, match="CR 602.5"):
        _pump(game)
    assert game.player("bob").life == 20
    next_turn(game)
    _pump(game)
    assert game.player("bob").life == 21


def test_for_as_long_as_it_remains_tapped(setup, pool) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled(NET)
    tap, lasting = ability.effects
    assert isinstance(lasting, fx.ForAsLongAs) and lasting.condition.what == tap.what  # "it": the permanent
    game = _game(setup, pool, NET)
    with pytest.raises(IllegalAction, match="CR 602.5"):
        _pump(game)
    game.untap(game.find("Pump Test"))
    game.check_state()  # CR 611.2b: it ends as the game sees the permanent untapped
    _pump(game)
    assert game.player("bob").life == 21
