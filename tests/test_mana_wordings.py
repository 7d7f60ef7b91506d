"""Mana said in more ways (CR 106): amounts of "that much", series of symbols, the colors of an
object, and the same amount of one symbol or another."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def added(text: str) -> fx.AddMana:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    found = [e for e in fx.walk(abilities) if isinstance(e, fx.AddMana)]
    assert len(found) == 1, found
    return found[0]


def test_twice_that_much_of_a_symbol() -> None:
    mana = added("Whenever one or more Treefolk you control attack, add twice that much {G}.")
    assert mana.mana == "{G}"
    assert mana.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)


def test_that_much_mana_of_any_one_color() -> None:
    mana = added("Whenever ~ deals combat damage to a player, add that much mana of any one color.")
    assert (mana.any_color, mana.one_color, mana.amount) == (True, True, fx.EventAmount())


def test_that_much_mana_in_a_combination_of_symbols() -> None:
    mana = added("Whenever one or more creatures you control attack, add that much mana in any combination of {R} and/or {G}.")
    assert (mana.combination, mana.choices, mana.amount) == (True, ("{R}", "{G}"), fx.EventAmount())


def test_a_combination_of_three_symbols() -> None:
    mana = added("{T}: Add two mana in any combination of {U}, {B}, and/or {R}.")
    assert (mana.combination, mana.choices, mana.amount) == (True, ("{U}", "{B}", "{R}"), fx.Fixed(value=2))


def test_a_combination_of_two_symbols_still_reads_both() -> None:
    mana = added("{T}: Add two mana in any combination of {B} and/or {R}.")
    assert (mana.combination, mana.choices) == (True, ("{B}", "{R}"))


def test_the_colors_of_the_exiled_card() -> None:
    # CR 607.2a: "the exiled card" of a linked ability
    assert added("{T}: Add one mana of any of the exiled card's colors.").colors_of == fx.Found(key="exiled")


def test_the_colors_of_this_creature_in_a_granted_ability() -> None:
    assert added("Each creature you control has \"{T}: Add one mana of any of this creature's colors.\"").colors_of == fx.This()


def test_the_same_amount_of_one_symbol_or_another() -> None:
    mana = added("{T}: Add X {G} or X {W}, where X is the number of other creatures you control.")
    assert mana.choices == ("{G}", "{W}")
    assert isinstance(mana.amount, fx.CountOf)


def test_different_amounts_of_two_symbols_stay_unsupported() -> None:
    text = "{T}: Add two {G} or X {W}."
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line, text=text))
    assert [p.reason for p in problems] == ["two amounts of mana, each of its own symbol, as a choice"]


def test_a_series_joined_by_and_adds_all_of_it() -> None:
    assert added("Add {W}{W}, {U}{U}, {B}{B}, {R}{R}, and {G}{G}.").mana == "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}"


@pytest.mark.parametrize("one", ["one", "two"])
def test_the_color_they_choose_is_the_adding_players_choice(one: str) -> None:
    mana = added(f"{{T}}: Choose a player. That player adds {one} mana of any one color they choose.")
    assert (mana.any_color, mana.one_color, mana.player) == (True, True, fx.PlayerRole(role="chosen"))
