"""Pawprint modal spells (CR 700.2i, 107.18): "Choose up to five {P} worth of modes." — any
number of modes whose pawprints add up to at most five; "You may choose the same mode more than
once." lets a mode be chosen again, done as often as chosen (CR 700.2d)."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import compiled

REPEATABLE = """Choose up to five {P} worth of modes. You may choose the same mode more than once.
{P} — You gain 1 life.
{P}{P} — Draw a card.
{P}{P}{P} — Each opponent loses 3 life."""

ONCE_EACH = """Choose up to five {P} worth of modes.
{P} — You gain 1 life.
{P}{P} — Draw a card.
{P}{P}{P} — Each opponent loses 3 life."""


def _modes(text: str) -> fx.Modes:
    (ability,) = compiled(text, is_spell=True)
    assert isinstance(ability, fx.SpellAbility) and ability.modes is not None
    return ability.modes


def test_the_budget_and_each_modes_pawprints_are_compiled() -> None:
    modes = _modes(REPEATABLE)
    assert modes.pawprints == 5 and modes.repeat
    assert [m.pawprints for m in modes.modes] == [1, 2, 3]
    assert not _modes(ONCE_EACH).repeat


def _game(setup, pool, text: str):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Paw Test", "Sorcery", mana_cost="{0}", abilities=compiled(text, is_spell=True)))
    return setup({"alice": {"hand": ["Paw Test"], "library": ["Forest"] * 4}, "bob": {}})


def test_modes_up_to_the_pawprints_the_same_one_again(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, REPEATABLE)
    game.cast("alice", "Paw Test", modes=[2, 1, 2])  # 2 + 1 + 2 = 5 pawprints
    game.resolve_stack()
    assert game.player("alice").life == 21
    assert len(game.zone("hand", "alice").objects) == 2
    assert game.player("bob").life == 20


@pytest.mark.parametrize("modes", [[3, 2, 1], [2, 2, 2], [4]])
def test_more_pawprints_than_the_budget_or_no_such_mode_is_refused(setup, pool, modes) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, REPEATABLE)
    with pytest.raises(IllegalAction, match="700.2i"):
        game.cast("alice", "Paw Test", modes=modes)


def test_without_the_rider_a_mode_is_chosen_once(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, ONCE_EACH)
    with pytest.raises(IllegalAction, match="700.2i"):
        game.cast("alice", "Paw Test", modes=[1, 1])
    game.cast("alice", "Paw Test", modes=[1, 3])
    game.resolve_stack()
    assert (game.player("alice").life, game.player("bob").life) == (21, 17)


def test_the_player_picks_modes_one_at_a_time_until_the_pawprints_run_out(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Paw Test", "Sorcery", mana_cost="{0}", abilities=compiled(REPEATABLE, is_spell=True)))
    game = setup({"alice": {"hand": ["Paw Test"], "library": ["Forest"] * 4}, "bob": {}}, answers={"alice": {"mode": [3, 2]}}, strict=True)
    game.cast("alice", "Paw Test")  # {P}{P}{P}, then {P}{P}: no pawprint left, nothing more asked
    game.resolve_stack()
    assert game.player("bob").life == 17
    assert len(game.zone("hand", "alice").objects) == 1
