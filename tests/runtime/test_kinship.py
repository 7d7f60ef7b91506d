"""Kinship (an ability word, CR 207.2c): "If it shares a creature type with this creature" (CR
205.3m), compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import next_turn

KINSHIP = ("Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type "
           "with this creature, you may reveal it. If you do, you gain 4 life.")


@pytest.mark.parametrize(("top", "life"), [("Elf Scout", 24), ("Goblin Rogue", 20)])
def test_kinship_reveals_only_a_card_sharing_a_creature_type(setup, pool, top: str, life: int) -> None:  # type: ignore[no-untyped-def]
    parsed = parse_ability(normalise_ability(KINSHIP))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities)
    pool.add(homebrew("Kin Keeper", "Creature — Elf Druid", mana_cost="{1}{G}", power=1, toughness=1, abilities=list(abilities)))
    pool.add(homebrew("Elf Scout", "Creature — Elf Scout", mana_cost="{G}", power=1, toughness=1))
    pool.add(homebrew("Goblin Rogue", "Creature — Goblin Rogue", mana_cost="{R}", power=1, toughness=1))
    game = setup({"alice": {"battlefield": ["Kin Keeper"], "library": [top] * 4}, "bob": {"library": ["Island"] * 4}},
                 answers={"alice": {"may": [True, True]}})
    next_turn(game)
    next_turn(game)  # alice's upkeep: the ability triggered
    game.resolve_stack()
    assert game.player("alice").life == life
