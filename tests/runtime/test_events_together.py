"""Objects doing something at the same time are one event for "one or more" (CR 603.2c).
Creatures declared as attackers together (CR 508.1): "Whenever one or more creatures you control
attack" and "Whenever you attack with one or more creatures" trigger once for the declaration.
Creatures dying together, entering together, dealing combat damage together (CR 510.2): "Whenever
one or more creatures you control die" triggers once for them. "that many" and "they" are the
objects of the event the trigger describes."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

ATTACKERS = ["Alice Bear Test", "Alice Cub Test", "Alice Goat Test"]


def compiled(text: str, *, is_spell: bool = False) -> tuple[Any, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
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


def test_one_or_more_of_any_other_event_is_together() -> None:
    (ability,) = compiled("Whenever one or more other creatures you control die, you gain 1 life.")
    assert (ability.trigger.event, ability.trigger.together) == ("dies", True)
    (each,) = compiled("Whenever another creature you control dies, you gain 1 life.")
    assert each.trigger.together is False


def board(setup, pool, text: str, spell: str | None = None):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Watch Test", "Artifact", mana_cost="{0}", abilities=list(compiled(text))))
    for name in ATTACKERS[:2]:
        pool.add(homebrew(name, "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    pool.add(homebrew(ATTACKERS[2], "Creature — Goat", mana_cost="{1}{G}", power=2, toughness=2))
    hand = []
    if spell is not None:
        pool.add(homebrew("Spell Test", "Sorcery", mana_cost="{0}", abilities=list(compiled(spell, is_spell=True))))
        hand = ["Spell Test"]
    return setup({"alice": {"battlefield": ["Watch Test", *ATTACKERS], "hand": hand}, "bob": {}})


@pytest.mark.parametrize(("text", "life"), [
    ("Whenever one or more Bears you control die, you gain 1 life.", 21),
    ("Whenever one or more creatures you control die, you gain that much life.", 23),
    ("Whenever a creature you control dies, you gain 1 life.", 23),
])
def test_creatures_destroyed_together_die_together(setup, pool, text: str, life: int) -> None:  # type: ignore[no-untyped-def]
    game = board(setup, pool, text, "Destroy all creatures.")
    game.cast("alice", "Spell Test")
    game.resolve_stack()
    assert not [o for o in game.zone("battlefield").objects if o.name in ATTACKERS]
    assert game.player("alice").life == life


def test_creatures_dying_apart_trigger_apart(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = board(setup, pool, "Whenever one or more creatures you control die, you gain 1 life.")
    for name in ATTACKERS[:2]:
        game.destroy(game.find(name))
        game.resolve_stack()
    assert game.player("alice").life == 22


def test_they_are_the_tokens_that_entered_together(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = board(setup, pool, "Whenever one or more tokens you control enter, put a +1/+1 counter on each of them.", "Create two 1/1 white Soldier creature tokens.")
    game.cast("alice", "Spell Test")
    game.resolve_stack()
    soldiers = [o for o in game.zone("battlefield").objects if o.name.startswith("Soldier")]
    assert [o.counters.get("+1/+1", 0) for o in soldiers] == [1, 1]
    assert all(game.find(name).counters.get("+1/+1", 0) == 0 for name in ATTACKERS)


def test_combat_damage_dealt_together_to_a_player(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 510.2: the attackers' combat damage is dealt at once; "that much" is all of it
    game = attack_with(setup, pool, "Whenever one or more creatures you control deal combat damage to a player, you gain that much life.", ATTACKERS[:2])
    while game.player("bob").life == 20 and game.state.step != "end":
        game.advance()
        game.resolve_stack()
    game.resolve_stack()
    assert (game.player("bob").life, game.player("alice").life) == (16, 24)


@pytest.mark.parametrize("text", ["Whenever you discard one or more cards, you gain 1 life.", "Whenever you sacrifice one or more Blood tokens, you gain 1 life.", "Whenever you create one or more creature tokens, you gain 1 life."])
def test_a_players_action_on_one_or_more_objects_is_together(text: str) -> None:
    (ability,) = compiled(text)
    assert ability.trigger.together is True
    assert ability.trigger.player == fx.You()


def test_discarding_two_cards_at_once_triggers_once(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Watch Test", "Artifact", mana_cost="{0}", abilities=list(compiled("Whenever you discard one or more cards, you gain 1 life."))))
    pool.add(homebrew("Spell Test", "Sorcery", mana_cost="{0}", abilities=list(compiled("Discard two cards.", is_spell=True))))
    pool.add(homebrew("Filler Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"battlefield": ["Watch Test"], "hand": ["Spell Test", "Filler Test", "Filler Test"]}, "bob": {}})
    game.cast("alice", "Spell Test")
    game.resolve_stack()
    assert len(game.zone("hand", "alice").objects) == 0
    assert game.player("alice").life == 21
