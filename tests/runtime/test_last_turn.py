""""At the beginning of each upkeep, if you lost life last turn, ...": a player's history of the
turn before this one (CR 500.1), compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import next_turn

TEXT = "At the beginning of each upkeep, if you lost life last turn, create a 1/1 white Soldier creature token."


def test_an_objects_history_of_last_turn_stays_unsupported() -> None:
    parsed = parse_ability(normalise_ability("At the beginning of your upkeep, if a creature died last turn, draw a card."))
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


@pytest.mark.parametrize(("lost", "soldiers"), [(True, 1), (False, 0)])
def test_a_token_in_the_next_upkeep_only_after_losing_life(setup, pool, lost: bool, soldiers: int) -> None:  # type: ignore[no-untyped-def]
    parsed = parse_ability(normalise_ability(TEXT))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities)
    pool.add(homebrew("Response Test", "Enchantment", mana_cost="{0}", abilities=list(abilities)))
    game = setup({"alice": {"battlefield": ["Response Test"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    if lost:
        game.lose_life("alice", 2)
    next_turn(game)  # bob's upkeep: alice lost life last turn (or not)
    game.resolve_stack()
    assert game.names("battlefield").count("Soldier Token") == soldiers
    next_turn(game)  # alice's upkeep: nothing was lost during bob's turn
    game.resolve_stack()
    assert game.names("battlefield").count("Soldier Token") == soldiers
