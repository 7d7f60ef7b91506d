""""the creature with the least power", "the creature with the greatest power or tied for the
greatest power": the objects a superlative picks (ties included), compiled and played."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = False) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def test_the_creature_with_the_least_power_is_not_the_source() -> None:
    """"the creature" with a superlative is the one it picks, not the object named before (this
    one): the first reading compiled "destroy the creature with the least power" to "destroy
    this"."""
    ability = compiled("At the beginning of your upkeep, destroy the creature with the least power.")
    (destroy,) = ability.effects
    assert isinstance(destroy, fx.Destroy) and isinstance(destroy.what, fx.Chosen)
    assert destroy.what.what.extreme == ("power", "least")


def test_destroys_the_creature_with_the_least_power(setup, pool) -> None:  # type: ignore[no-untyped-def]
    spell = compiled("Destroy the creature with the least power.", is_spell=True)
    pool.add(homebrew("Least Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    pool.add(homebrew("Big One", "Creature — Giant", mana_cost="{0}", power=5, toughness=5))
    pool.add(homebrew("Small One", "Creature — Elf", mana_cost="{0}", power=1, toughness=1))
    game = setup({"alice": {"hand": ["Least Test"], "battlefield": ["Big One"]}, "bob": {"battlefield": ["Small One"]}})
    game.cast("alice", "Least Test")
    game.resolve_stack()
    assert game.names("battlefield") == ["Big One"]


def test_or_tied_for_the_greatest_power_holds_for_a_tie(setup, pool) -> None:  # type: ignore[no-untyped-def]
    ability = compiled("At the beginning of your upkeep, draw a card if you control the creature with the greatest power or tied for the greatest power.")
    spell = fx.SpellAbility(effects=ability.effects)
    pool.add(homebrew("Tied Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    pool.add(homebrew("Four A", "Creature — Bear", mana_cost="{0}", power=4, toughness=4))
    pool.add(homebrew("Four B", "Creature — Bear", mana_cost="{0}", power=4, toughness=4))
    pool.add(homebrew("Five", "Creature — Bear", mana_cost="{0}", power=5, toughness=5))
    for bobs, drawn in ((["Four B"], 1), (["Five"], 0)):
        game = setup({"alice": {"hand": ["Tied Test"], "battlefield": ["Four A"], "library": ["Forest"] * 3}, "bob": {"battlefield": bobs}})
        game.cast("alice", "Tied Test")
        game.resolve_stack()
        assert game.names("hand", "alice").count("Forest") == drawn, bobs
