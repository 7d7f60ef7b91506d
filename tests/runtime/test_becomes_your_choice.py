""""As this creature enters, it becomes your choice of a 3/3 creature with flying, a 2/5 creature
with vigilance, or a 0/12 creature with defender." (Corrupted Shapeshifter), "Target land
becomes a Plains or an Island until end of turn." (Tundra Kavu): one of several sets of
characteristics, chosen as the effect begins (CR 608.2d, 614.12). Compiled from the Oracle text
and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability

CHOICE = "As this creature enters, it becomes your choice of a 3/3 creature with flying, a 2/5 creature with vigilance, or a 0/12 creature with defender."
LAND = "{T}: Target land becomes a Plains or an Island until end of turn."


def test_the_choice_compiles_to_one_becomes_each() -> None:
    entering = compiled_ability(CHOICE, is_spell=False)
    assert isinstance(entering, fx.EntersWith)
    (choice,) = entering.effects
    assert isinstance(choice, fx.ChooseEffect) and choice.player == fx.You()
    assert [(o.power, o.toughness) for o in choice.options] == [(fx.Fixed(value=3), fx.Fixed(value=3)), (fx.Fixed(value=2), fx.Fixed(value=5)), (fx.Fixed(value=0), fx.Fixed(value=12))]
    assert all(isinstance(o, fx.Becomes) and o.what == fx.This() and o.duration is None for o in choice.options)


def test_in_addition_is_said_of_each_option() -> None:
    entering = compiled_ability("As this creature enters, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition to its other types.", is_spell=False)
    (choice,) = entering.effects
    assert all(o.in_addition for o in choice.options)
    assert choice.options[2].subtypes == ("Wall",)


def test_the_creature_enters_as_the_one_chosen(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Choice Shifter Test", "Creature — Shapeshifter", mana_cost="{2}", power=0, toughness=0, abilities=[compiled_ability(CHOICE, is_spell=False)]))
    game = setup({"alice": {"hand": ["Choice Shifter Test"], "battlefield": ["Forest", "Forest"]}, "bob": {}}, answers={"alice": {"mode": [2]}})
    game.state.step = "main1"
    game.cast("alice", game.find("Choice Shifter Test", zone="hand"))
    game.resolve_stack()
    shifter = game.characteristics(game.find("Choice Shifter Test"))
    assert (shifter.power, shifter.toughness) == (2, 5)
    assert shifter.has_keyword("Vigilance") and not shifter.has_keyword("Flying")


def test_the_land_becomes_the_type_chosen(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Land Shifter Test", "Artifact", mana_cost="{2}", abilities=[compiled_ability(LAND, is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Land Shifter Test"]}, "bob": {"battlefield": ["Forest"]}}, answers={"alice": {"target": ["Forest"], "mode": [2]}})
    game.state.step = "main1"
    game.activate("alice", game.find("Land Shifter Test"), targets=[game.find("Forest")])
    game.resolve_stack()
    assert game.characteristics(game.find("Forest")).subtypes == ("Island",)
