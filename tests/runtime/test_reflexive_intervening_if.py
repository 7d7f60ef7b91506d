""""When you do, if ..., ...": a reflexive triggered ability (CR 603.12) with an intervening "if"
(CR 603.4), checked as it triggers and again as it resolves. Compiled from Oracle text and
played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability

TEXT = "You may pay {1}. When you do, if you have 10 or less life, you gain 3 life."


def test_the_intervening_if_is_lowered_onto_the_reflexive_ability() -> None:
    ability = compiled_ability(TEXT)
    reflexive = ability.effects[-1]
    assert isinstance(reflexive, fx.ReflexiveTrigger) and reflexive.intervening is not None and reflexive.condition is None


def _game(setup, pool, life: int):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Paid Mercy", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TEXT)]))
    game = setup({"alice": {"hand": ["Paid Mercy"], "battlefield": ["Plains"]}, "bob": {}}, answers={"alice": {"may": [True]}})
    game.player("alice").life = life
    return game


def test_it_triggers_when_the_condition_holds(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, 10)
    game.cast("alice", "Paid Mercy")
    game.resolve_stack()
    assert game.player("alice").life == 13


def test_it_does_not_trigger_when_the_condition_fails(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 603.4: the condition is false as the event happens: the ability does not trigger."""
    game = _game(setup, pool, 15)
    game.cast("alice", "Paid Mercy")
    game.resolve_top()
    assert not game.state.pending_triggers and game.names("stack") == []
    assert game.player("alice").life == 15


def test_it_does_nothing_when_the_condition_fails_as_it_resolves(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 603.4: checked again as it resolves; false then, it does nothing."""
    game = _game(setup, pool, 10)
    game.cast("alice", "Paid Mercy")
    game.resolve_top()
    assert len(game.zone("stack").objects) == 1  # triggered
    game.player("alice").life = 15
    game.resolve_stack()
    assert game.player("alice").life == 15
