"""Counters (CR 122): "can't have counters put on it" and "can't have -1/-1 counters put on them"."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.text import normalise_ability


def _compile(text: str) -> tuple:  # type: ignore[type-arg]
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    return compiler.compile_line(parsed.line)


def test_cant_have_counters_is_a_rule_of_the_objects_it_names() -> None:
    """CR 101.2, 122.1: a rule of the object, with the kind when one is named."""
    (ability,) = _compile("This creature can't have counters put on it.")
    assert ability.effects == (fx.Restriction(what=fx.This(), rule=fx.CANT_HAVE_COUNTERS),)
    (ability,) = _compile("Creatures you control can't have -1/-1 counters put on them.")
    (effect,) = ability.effects
    assert isinstance(effect, fx.Restriction) and effect.rule == fx.cant_have_counters("-1/-1") == "can't have counters put on it: -1/-1"
    assert isinstance(effect.what, fx.Filter) and effect.what.controller == fx.You()


def test_cant_have_counters_needs_the_object() -> None:
    assert parse_ability(normalise_ability("This creature can't have counters put.")).line is None


def _game() -> Game:
    pool = CardPool()
    pool.add(homebrew("Bare Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2, abilities=list(_compile("This creature can't have counters put on it."))))
    pool.add(homebrew("Shield Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2, abilities=list(_compile("Creatures you control can't have -1/-1 counters put on them."))))
    pool.add(homebrew("Plain Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = Game.setup({"alice": {"battlefield": ["Bare Bear", "Shield Bear", "Plain Bear"]}, "bob": {"battlefield": ["Plain Bear"]}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    return game


def test_counters_are_not_put_on_an_object_that_cant_have_them() -> None:
    game = _game()
    bare, shield = game.find("Bare Bear"), game.find("Shield Bear")
    mine, theirs = [o for o in game.battlefield("alice") if o.name == "Plain Bear"][0], game.battlefield("bob")[0]
    assert game.put_counters(bare, "+1/+1", 2) == 0 and not bare.counters.get("+1/+1")
    assert game.put_counters(shield, "-1/-1", 1) == 0 and game.put_counters(mine, "-1/-1", 1) == 0
    assert game.put_counters(shield, "+1/+1", 1) == 1 and shield.counters["+1/+1"] == 1
    assert game.put_counters(theirs, "-1/-1", 1) == 1 and theirs.counters["-1/-1"] == 1
