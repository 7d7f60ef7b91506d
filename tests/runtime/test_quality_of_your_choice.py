""""Destroy all creatures of the creature type of your choice.": the type is chosen as the effect
begins (CR 608.2d), then the objects of it are found; compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import compiled_ability


def test_the_choice_comes_first() -> None:
    choose, destroy = compiled_ability("Destroy all creatures of the creature type of your choice.").effects
    assert choose == fx.ChooseQuality(quality="creature type", player=fx.You())
    assert isinstance(destroy, fx.Destroy) and destroy.what.chosen == ("creature type",)


def test_destroys_the_creatures_of_the_type_chosen(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Extinction Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy all creatures of the creature type of your choice.")]))
    pool.add(homebrew("Elf Warrior", "Creature — Elf Warrior", mana_cost="{G}", power=1, toughness=1))
    game = setup({"alice": {"hand": ["Extinction Test"], "battlefield": ["Elf Warrior"]}, "bob": {"battlefield": ["Grizzly Bears", "Elf Warrior"]}},
                 answers={"alice": {"mode": ["Bear"]}})
    game.cast("alice", "Extinction Test")
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Elf Warrior", "Elf Warrior"]


def test_the_creatures_of_the_color_chosen_get_minus_three(setup, pool) -> None:  # type: ignore[no-untyped-def]
    spell = compiled_ability("Creatures of the color of your choice get -3/-3 until end of turn.")
    pool.add(homebrew("Vengeance Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    pool.add(homebrew("Red Ogre", "Creature — Ogre", mana_cost="{2}{R}", power=4, toughness=4))
    game = setup({"alice": {"hand": ["Vengeance Test"]}, "bob": {"battlefield": ["Grizzly Bears", "Red Ogre"]}},
                 answers={"alice": {"mode": ["G"]}})
    game.cast("alice", "Vengeance Test")
    game.resolve_stack()
    assert game.names("battlefield") == ["Red Ogre"]


def test_a_target_or_a_lasting_rule_of_the_quality_chosen_stays_unsupported() -> None:
    """Targets are chosen as the spell is cast, before the choice (CR 601.2c); a prevention reads
    its description when damage is dealt, after the spell is gone."""
    for text in ("Prevent all damage that sources of the color of your choice would deal this turn.",
                 "Return X target creatures of the creature type of your choice to their owner's hand."):
        parsed = parse_ability(normalise_ability(text), is_spell=True)
        assert parsed.line is not None, parsed.error
        assert compiler.unsupported_in(compiler.compile_line(parsed.line)), text
