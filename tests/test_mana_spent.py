"""Mana spent to cast a spell or activate an ability (CR 601.2h, 602.2b, 106.3, adamant 207.2c):
the conditions and counts the compiler makes of its amounts, kinds and sources."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

THIS = fx.This()
TREASURE = fx.Filter(subtypes=("Treasure",), zone="battlefield")


def lowered(text: str) -> tuple[Any, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    return compiler.compile_line(parsed.line)


def condition(text: str) -> Any:
    abilities = lowered(text)
    assert not compiler.unsupported_in(abilities), abilities
    return next(e.condition for e in walk(abilities) if isinstance(e, (fx.Conditional, fx.TriggeredAbility)) and e.condition is not None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Whenever you cast a noncreature spell, create a 1/1 colorless Hero creature token. If four or more mana was spent to "
         "cast that spell, draw two cards.",
         fx.Compare(left=fx.ManaSpentToCast(what=fx.Found(key="triggering")), op=">=", right=fx.Fixed(value=4))),
        ("Adamant — If at least three colorless mana was spent to cast this spell, draw a card.",
         fx.AtLeast(value=fx.ManaSpentToCast(what=THIS, symbol="{C}"), amount=fx.Fixed(value=3))),
        ("Adamant — If at least three mana of the same color was spent to cast this spell, draw a card.",
         fx.AtLeast(value=fx.ManaSpentToCast(what=THIS, same_color=True), amount=fx.Fixed(value=3))),
        ("If mana from a Treasure was spent to cast this spell, draw a card.",
         fx.AtLeast(value=fx.ManaSpentToCast(what=THIS, source=TREASURE), amount=fx.Fixed(value=1))),
        ("If {G}{W} was spent to cast this spell, draw a card.",
         fx.AtLeast(value=fx.ManaSpentToCast(what=THIS, symbol="{G}{W}"), amount=fx.Fixed(value=1))),
        ("If exactly three colors of mana were spent to cast this spell, draw a card.",
         fx.Compare(left=fx.ManaSpentToCast(what=THIS, colors=True), op="==", right=fx.Fixed(value=3))),
    ],
)
def test_amounts_of_mana_spent_as_conditions(text: str, expected: Any) -> None:
    assert condition(text) == expected


def test_the_amount_of_mana_spent_compared_with_the_mana_value() -> None:
    abilities = lowered("Whenever you cast a spell, if the amount of mana spent to cast it was less than its mana value, target opponent "
                        "loses life equal to the difference.")
    assert not compiler.unsupported_in(abilities)
    spent = fx.ManaSpentToCast(what=fx.Found(key="triggering"))
    value = fx.StatOf(what=fx.Found(key="triggering"), stat="mana_value")
    assert abilities[0].condition == fx.Compare(left=spent, op="<", right=value)
    assert abilities[0].effects[0].amount == fx.Difference(left=value, right=spent)  # CR 107.1b: the difference


def test_no_colored_mana_is_no_color_of_mana() -> None:
    got = condition("Whenever a player casts a spell, if no colored mana was spent to cast it, counter that spell.")
    spent = fx.ManaSpentToCast(what=fx.Found(key="triggering"), colors=True)
    assert got == fx.NotCondition(condition=fx.AtLeast(value=spent, amount=fx.Fixed(value=1)))


def test_mana_spent_to_activate_this_ability() -> None:
    got = condition("{R}{G}: This creature gets +1/+1 until end of turn. If mana from a Treasure was spent to activate this ability, "
                    "put a +1/+1 counter on this creature instead.")
    assert got == fx.AtLeast(value=fx.ManaSpentToCast(what=THIS, source=TREASURE, to_activate=True), amount=fx.Fixed(value=1))


def test_for_each_mana_from_a_treasure_that_was_spent() -> None:
    abilities = lowered("Target creature you control gets +1/+0 until end of turn for each mana from a Treasure that was spent to cast this spell.")
    assert not compiler.unsupported_in(abilities)
    pump = next(e for e in walk(abilities) if isinstance(e, fx.ModifyPT))
    assert fx.ManaSpentToCast(what=THIS, source=TREASURE) in walk(pump.power)


def test_for_each_pair_of_symbols_repeats_the_instructions() -> None:
    abilities = lowered("When this creature enters, for each {B}{B} spent to cast it, each opponent discards a card.")
    assert not compiler.unsupported_in(abilities)
    repeat = abilities[0].effects[0]
    assert isinstance(repeat, fx.Repeat) and repeat.times == fx.ManaSpentToCast(what=THIS, symbol="{B}{B}")


def test_other_permanents_entering_count_the_mana_spent_on_themselves() -> None:
    """CR 614.12: "them" is each permanent as it enters, the spell it was (CR 601.2h)."""
    (entering,) = lowered("Other creatures you control enter with an additional +1/+1 counter on them for each mana from a Treasure spent to cast them.")
    assert isinstance(entering, fx.EntersWith) and entering.what is not None
    assert entering.amount == fx.ManaSpentToCast(what=fx.Found(key="entering"), source=TREASURE)


@pytest.mark.parametrize(
    "text",
    [
        # snow mana is also of a type: a unit would count for two symbols
        "If {S}{G} was spent to cast this spell, draw a card.",
        # generic mana is no kind of mana a unit is (CR 107.4b)
        "If {2} was spent to cast this spell, draw a card.",
        # each spell apart, not the mana spent on all of them together
        "Each spell you cast has split second if mana from an artifact was spent to cast it.",
    ],
)
def test_mana_spent_the_runtime_cannot_count_is_unsupported(text: str) -> None:
    parsed = parse_ability(normalise_ability(text))
    if parsed.line is None:
        pytest.skip("does not parse")
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))
