"""Creatures declared as attackers together are one event (CR 508.1, 603.2c): "Whenever one or
more creatures you control attack" and "Whenever you attack with one or more creatures" trigger
once for the declaration, and "that many" and "they" are the creatures of it the trigger
describes."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

ATTACKERS = ["Alice Bear Test", "Alice Cub Test", "Alice Goat Test"]


def compiled(text: str) -> tuple[Any, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return tuple(abilities)


def attack_with(setup, pool, text: str, attackers: list[str]):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Attack Watch Test", "Artifact", mana_cost="{0}", abilities=list(compiled(text))))
    for name in ATTACKERS[:2]:
        pool.add(homebrew(name, "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    pool.add(homebrew(ATTACKERS[2], "Creature — Goat", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"battlefield": ["Attack Watch Test", *ATTACKERS]}, "bob": {}}, answers={"alice": {"attackers": [attackers]}})
    game.state.step = "beginning_of_combat"
    game.advance()
    assert len(game.state.combat["attackers"]) == len(attackers)
    game.resolve_stack()
    return game


def test_one_or_more_creatures_attacking_is_attacking_with_them() -> None:
    (ability,) = compiled("Whenever one or more creatures you control attack, you gain 1 life.")
    assert ability.trigger.event == "attack_with"
    assert ability.trigger.what.controller == fx.You()


def test_a_creature_attacking_still_triggers_for_each() -> None:
    (ability,) = compiled("Whenever a creature you control attacks, you gain 1 life.")
    assert ability.trigger.event == "attacks"


@pytest.mark.parametrize("text", ["Whenever one or more creatures you control attack, you gain 1 life.", "Whenever you attack with one or more creatures, you gain 1 life."])
def test_it_triggers_once_for_the_declaration(setup, pool, text: str) -> None:  # type: ignore[no-untyped-def]
    game = attack_with(setup, pool, text, ATTACKERS)
    assert game.player("alice").life == 21


@pytest.mark.parametrize(("attackers", "life"), [(ATTACKERS, 22), (ATTACKERS[1:], 21), (ATTACKERS[2:], 20)])
def test_that_much_is_the_number_of_those_declared(setup, pool, attackers: list[str], life: int) -> None:  # type: ignore[no-untyped-def]
    # the Goat attacks too, but it is not one of the Bears the trigger describes
    game = attack_with(setup, pool, "Whenever one or more Bears you control attack, you gain that much life.", attackers)
    assert game.player("alice").life == life


def test_they_are_the_creatures_declared_that_it_describes(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = attack_with(setup, pool, "Whenever one or more Bears you control attack, put a +1/+1 counter on each of them.", ATTACKERS)
    assert [game.find(name).counters.get("+1/+1", 0) for name in ATTACKERS] == [1, 1, 0]
