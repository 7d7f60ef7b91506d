"""CR 113.6b: an ability that states which zones it functions in ("if this card is in your
graveyard", "as long as ~ is in the command zone or on the battlefield") functions only from
those zones, compiled from its Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import next_turn


def compiled(text: str) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


@pytest.mark.parametrize(("text", "zone"), [
    ("At the beginning of your upkeep, if this card is in your graveyard, you may pay {1}. If you do, return it to your hand.", "graveyard"),
    ("{3}{G}: Draw a card. Activate only if this card is in your graveyard.", "graveyard"),
    ("At the beginning of your upkeep, if ~ is in the command zone, you gain 2 life.", "command"),
    ("At the beginning of your upkeep, if ~ is in your graveyard or on the battlefield, you gain 1 life.", "any"),
    ("At the beginning of your upkeep, if ~ is on the battlefield or in your graveyard, you gain 1 life.", "any"),
    ("At the beginning of your upkeep, if ~ is tapped, you gain 1 life.", "battlefield"),
])
def test_the_zone_the_condition_names_is_where_the_ability_functions(text: str, zone: str) -> None:
    assert compiled(text).zone == zone


@pytest.mark.parametrize(("where", "gains"), [("graveyard", 1), ("battlefield", 1), ("hand", 0)])
def test_an_upkeep_trigger_in_either_zone_it_names(setup, pool, where: str, gains: int) -> None:  # type: ignore[no-untyped-def]
    ability = compiled("At the beginning of your upkeep, if ~ is in your graveyard or on the battlefield, you gain 1 life.")
    pool.add(homebrew("Ember Keeper", "Creature — Phoenix", mana_cost="{2}{R}", power=2, toughness=2, abilities=[ability]))
    game = setup({"alice": {where: ["Ember Keeper"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    next_turn(game)
    next_turn(game)  # alice's upkeep has begun and passed
    game.resolve_stack()
    assert game.player("alice").life == 20 + gains


def test_a_graveyard_trigger_works_from_the_graveyard_only(setup, pool) -> None:  # type: ignore[no-untyped-def]
    ability = compiled("At the beginning of your upkeep, if this card is in your graveyard, you gain 2 life.")
    pool.add(homebrew("Grave Keeper", "Creature — Zombie", mana_cost="{1}{B}", power=1, toughness=1, abilities=[ability]))
    for where, life in (("graveyard", 22), ("battlefield", 20)):
        game = setup({"alice": {where: ["Grave Keeper"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
        next_turn(game)
        next_turn(game)
        game.resolve_stack()
        assert game.player("alice").life == life, where
