"""Base power and toughness (CR 613.4b, layer 7b) in its wordings: "has base power 0", "has base
power and toughness each equal to ...", "have the base power and toughness of X become ...",
"change X's base power and toughness to ...", "becomes a Dragon with base power and toughness 4/4,
flying, and haste"; compiled from the text, then played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.runtime.turns import cleanup
from oraclec.text import normalise_ability

from conftest import compiled_ability


def problems(text: str, *, is_spell: bool = False) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.compile_line_with_problems(parsed.line, text=text)[1]]


# -- what the wordings compile to --------------------------------------------------------------------
def test_base_power_alone_leaves_the_toughness() -> None:
    (effect,) = compiled_ability("Target attacking creature has base power 0 until end of turn.").effects
    assert isinstance(effect, fx.SetPT) and effect.power == fx.Fixed(value=0) and effect.toughness is None
    assert effect.duration == "end_of_turn" and not effect.defining


def test_base_power_and_base_toughness_each_equal_to_a_number() -> None:
    (ability,) = compiler.compile_line(parse_ability(normalise_ability("Creatures you control have base power and toughness each equal to the number of creatures you control.")).line)
    (effect,) = ability.effects
    assert isinstance(ability, fx.StaticAbility) and isinstance(effect, fx.SetPT)
    assert isinstance(effect.power, fx.CountOf) and effect.power == effect.toughness and effect.duration is None


def test_have_the_base_power_and_toughness_of_a_target_become() -> None:
    (effect,) = compiled_ability("You may have the base power and toughness of target creature become 4/3 until end of turn.").effects
    assert isinstance(effect, fx.May)
    (set_pt,) = effect.effects
    assert isinstance(set_pt, fx.SetPT) and isinstance(set_pt.what, fx.Target)
    assert (set_pt.power, set_pt.toughness) == (fx.Fixed(value=4), fx.Fixed(value=3))


def test_equal_to_a_power_and_toughness_takes_each_of_them() -> None:
    (effect,) = compiled_ability("Change this creature's base power and toughness to target creature's power and toughness until end of turn.").effects
    assert isinstance(effect, fx.SetPT) and effect.what == fx.This()
    assert isinstance(effect.power, fx.StatOf) and effect.power.stat == "power"
    assert isinstance(effect.toughness, fx.StatOf) and effect.toughness.stat == "toughness"


def test_base_power_becomes_equal_to_a_number_leaves_the_toughness() -> None:
    (effect,) = compiled_ability("Until end of turn, this creature's base power becomes equal to the number of Forests you control.").effects
    assert isinstance(effect, fx.SetPT) and isinstance(effect.power, fx.CountOf) and effect.toughness is None
    assert effect.duration == "end_of_turn"


def test_becomes_with_base_power_and_toughness_and_keywords() -> None:
    (effect,) = compiled_ability("Target creature becomes a Dragon with base power and toughness 4/4, flying, and haste until end of turn.").effects
    assert isinstance(effect, fx.Becomes) and effect.subtypes == ("Dragon",)
    assert (effect.power, effect.toughness) == (fx.Fixed(value=4), fx.Fixed(value=4))
    assert [a.name for a in effect.abilities] == ["flying", "haste"]  # type: ignore[attr-defined]


def test_a_token_with_base_power_and_toughness_each_equal_to_a_number() -> None:
    (effect,) = compiled_ability("Create a green Fungus creature token with base power and toughness each equal to the number of cards in your hand.").effects
    assert isinstance(effect, fx.CreateToken) and isinstance(effect.power, fx.CountOf) and effect.power == effect.toughness


@pytest.mark.parametrize("text", [
    # "its" that does not agree with the group's noun: something else, not guessed
    "Creatures you control have base power and toughness each equal to its mana value.",
    # a power and toughness with only one of the two named
    "Change this creature's base power to target creature's power and toughness.",
    "You may have this creature's base power become 4/4 until end of turn.",
])
def test_what_cannot_be_honoured_is_unsupported(text: str) -> None:
    assert problems(text)


# -- played ------------------------------------------------------------------------------------------
def test_base_power_zero_then_counters_apply_on_top(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 613.4b then 613.4c: a +1/+1 counter still counts after the base power is set."""
    pool.add(homebrew("Weaken Test", "Instant", mana_cost="{0}", abilities=[compiled_ability("Target creature has base power 0 until end of turn.")]))
    game = setup({"alice": {"hand": ["Weaken Test"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = game.find("Grizzly Bears")
    bears.counters["+1/+1"] = 1
    game.cast("alice", "Weaken Test", targets=[bears])
    game.resolve_top()
    chars = game.characteristics(bears)
    assert (chars.power, chars.toughness) == (1, 3)
    cleanup(game)
    assert (game.characteristics(bears).power, game.characteristics(bears).toughness) == (3, 3)


def test_static_base_power_and_toughness_follow_the_count(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 611.3a: a static ability's number is the current one each time it applies."""
    ability = compiled_ability("Creatures you control have base power and toughness each equal to the number of creatures you control.", is_spell=False)
    pool.add(homebrew("Dollmaker Test", "Enchantment", mana_cost="{0}", abilities=[ability]))
    game = setup({"alice": {"battlefield": ["Dollmaker Test", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    mine = [o for o in game.battlefield("alice") if o.name == "Grizzly Bears"]
    assert {(game.characteristics(o).power, game.characteristics(o).toughness) for o in mine} == {(3, 3)}
    theirs = game.battlefield("bob")[0]
    assert (game.characteristics(theirs).power, game.characteristics(theirs).toughness) == (2, 2)


def test_have_the_base_power_and_toughness_become_then_it_wears_off(setup, pool) -> None:  # type: ignore[no-untyped-def]
    spell = compiled_ability("You may have the base power and toughness of target creature become 4/3 until end of turn.")
    pool.add(homebrew("Growth Test", "Instant", mana_cost="{0}", abilities=[spell]))
    game = setup({"alice": {"hand": ["Growth Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}}, answers={"alice": {"may": [True]}})
    bears = game.find("Grizzly Bears")
    game.cast("alice", "Growth Test", targets=[bears])
    game.resolve_top()
    assert (game.characteristics(bears).power, game.characteristics(bears).toughness) == (4, 3)
    cleanup(game)
    assert (game.characteristics(bears).power, game.characteristics(bears).toughness) == (2, 2)


def test_becomes_a_dragon_with_base_power_and_toughness_and_flying(setup, pool) -> None:  # type: ignore[no-untyped-def]
    spell = compiled_ability("Target creature becomes a Dragon with base power and toughness 4/4, flying, and haste until end of turn.")
    pool.add(homebrew("Dragon Test", "Instant", mana_cost="{0}", abilities=[spell]))
    game = setup({"alice": {"hand": ["Dragon Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.cast("alice", "Dragon Test", targets=[bears])
    game.resolve_top()
    chars = game.characteristics(bears)
    assert (chars.power, chars.toughness) == (4, 4) and chars.subtypes == ("Dragon",)
    assert chars.has_keyword("Flying") and chars.has_keyword("Haste")


def test_gains_all_creature_types(setup, pool) -> None:  # type: ignore[no-untyped-def]
    spell = compiled_ability("Target creature gains all creature types until end of turn.")
    pool.add(homebrew("Changeling Test", "Instant", mana_cost="{0}", abilities=[spell]))
    game = setup({"alice": {"hand": ["Changeling Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.cast("alice", "Changeling Test", targets=[bears])
    game.resolve_top()
    subtypes = game.characteristics(bears).subtypes
    assert "Bear" in subtypes and "Elf" in subtypes and "Dragon" in subtypes
    cleanup(game)
    assert game.characteristics(bears).subtypes == ("Bear",)


# -- each object's own number ------------------------------------------------------------------------
def test_each_its_own_number_compiles_per_object() -> None:
    (ability,) = compiler.compile_line(parse_ability(normalise_ability("Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.")).line)
    _, set_pt = ability.effects
    assert isinstance(set_pt, fx.SetPT) and set_pt.each
    assert set_pt.power == fx.StatOf(what=fx.Found(key=fx.SetPT.EACH_KEY), stat="mana_value") == set_pt.toughness


def test_each_non_aura_enchantment_has_its_own_mana_value(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """Opalescence's wording: a static ability, each enchantment's number its own (CR 613.4b)."""
    ability = compiled_ability("Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.", is_spell=False)
    pool.add(homebrew("Opal Test", "Enchantment", mana_cost="{2}{W}{W}", abilities=[ability]))
    pool.add(homebrew("Three Drop Test", "Enchantment", mana_cost="{2}{W}"))
    pool.add(homebrew("One Drop Test", "Enchantment", mana_cost="{W}"))
    game = setup({"alice": {"battlefield": ["Opal Test", "Three Drop Test"]}, "bob": {"battlefield": ["One Drop Test"]}})
    three, one, opal = game.find("Three Drop Test"), game.find("One Drop Test"), game.find("Opal Test")
    assert (game.characteristics(three).power, game.characteristics(three).toughness) == (3, 3)
    assert (game.characteristics(one).power, game.characteristics(one).toughness) == (1, 1)
    assert game.characteristics(three).has_type("Creature") and not game.characteristics(opal).has_type("Creature")


def test_each_creature_takes_its_own_toughness_once(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """A resolving effect: each creature's number, fixed as it resolves (CR 608.2h)."""
    spell = compiled_ability("The base power and toughness of each creature you control become equal to its toughness until end of turn.")
    assert isinstance(spell.effects[0], fx.SetPT) and spell.effects[0].each
    pool.add(homebrew("Wall Test", "Creature — Wall", mana_cost="{1}", power=0, toughness=4))
    pool.add(homebrew("Even Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    game = setup({"alice": {"hand": ["Even Test"], "battlefield": ["Grizzly Bears", "Wall Test"]}, "bob": {}})
    game.cast("alice", "Even Test")
    game.resolve_top()
    wall, bears = game.find("Wall Test"), game.find("Grizzly Bears")
    assert (game.characteristics(wall).power, game.characteristics(wall).toughness) == (4, 4)
    assert (game.characteristics(bears).power, game.characteristics(bears).toughness) == (2, 2)
