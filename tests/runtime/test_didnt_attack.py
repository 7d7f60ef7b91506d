""""At the beginning of your end step, if you didn't attack with a creature this turn, ...": no
creature was declared as an attacker by that player this turn (CR 508.1a), compiled from the
Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

TEXT = "At the beginning of your end step, if you didn't attack with a creature this turn, create a 1/1 white Soldier creature token."


@pytest.mark.parametrize(("attacks", "soldiers"), [(True, 0), (False, 1)])
def test_a_token_only_on_a_turn_without_an_attack(setup, pool, attacks: bool, soldiers: int) -> None:  # type: ignore[no-untyped-def]
    parsed = parse_ability(normalise_ability(TEXT))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities)
    pool.add(homebrew("Response Test", "Enchantment", mana_cost="{0}", abilities=list(abilities)))
    game = setup({"alice": {"battlefield": ["Response Test", "Grizzly Bears"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}},
                 answers={"alice": {"attackers": [["Grizzly Bears"] if attacks else []]}}, active="alice", step="main1")
    while game.state.step != "end":
        game.advance()
    game.resolve_stack()
    assert game.names("battlefield").count("Soldier Token") == soldiers
