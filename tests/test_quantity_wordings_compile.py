"""Quantities and amounts (issue 19): what their wordings compile to."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def lowered(text: str) -> tuple[fx.Ability, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    return compiler.compile_line(parsed.line, text=text)


def compiled(text: str) -> tuple[fx.Ability, ...]:
    abilities = lowered(text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def test_connive_x_carries_its_number() -> None:
    """CR 701.50e: "connives X, where X is ..." is connive N."""
    (ability,) = compiled("{B}, {T}: Target creature you control connives X, where X is the number of creatures that died this turn.")
    assert isinstance(ability, fx.ActivatedAbility)
    (effect,) = ability.effects
    assert isinstance(effect, fx.KeywordAction) and effect.name == "connive"
    assert isinstance(effect.amount, fx.ZoneChangesThisTurn)


def test_greatest_number_with_a_creature_type_in_common_is_the_largest_group() -> None:
    """CR 205.3m: the most creatures that all have one creature type."""
    (ability,) = compiled("When this creature enters, it deals X damage to any target, where X is the greatest number of creatures you control that have a creature type in common.")
    assert isinstance(ability, fx.TriggeredAbility)
    (effect,) = ability.effects
    assert isinstance(effect, fx.DealDamage) and isinstance(effect.amount, fx.LargestSharingGroup)
    assert effect.amount.characteristic == "creature_types"
    assert isinstance(effect.amount.what, fx.Filter) and effect.amount.what.types == ("Creature",) and effect.amount.what.controller == fx.You()
    assert not effect.amount.what.states


def test_a_quality_in_common_elsewhere_is_unsupported() -> None:
    """Only "the greatest number of" such objects is counted; each object alone has no such quality."""
    unsupported = compiler.unsupported_in(lowered("Draw a card for each creature you control that has a color in common."))
    assert unsupported and "in common" in unsupported[0].reason


def test_mana_of_that_color_for_each_is_the_chosen_color_that_many_times() -> None:
    """CR 607.2: "that color" is the color chosen before; "for each charge counter" scales it."""
    (ability,) = compiled("{T}: Choose a color. Add one mana of that color for each charge counter on this artifact.")
    assert isinstance(ability, fx.ActivatedAbility)
    add = ability.effects[-1]
    assert isinstance(add, fx.AddMana) and add.chosen_color and add.amount == fx.StatOf(what=fx.This(), stat="counters:charge")
