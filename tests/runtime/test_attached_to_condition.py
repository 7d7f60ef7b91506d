""""As long as this Equipment is attached to a creature", "as long as two or more Equipment are
attached to it", "as long as an Equipment named ... is attached to a creature you control": the
state of being attached to an object (CR 301.5, 303.4) as a condition. Compiled from the Oracle
text and played. What an object *was* attached to (last known information, CR 608.2h) is not
read this way."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = False) -> tuple[fx.Ability, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def reasons(text: str, *, is_spell: bool = False) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]


def test_attached_to_a_creature_is_a_filter_of_what_it_is_attached_to() -> None:
    (static,) = compiled("As long as this Equipment is attached to a creature, creatures you control get +1/+1.")
    assert static.condition == fx.Is(what=fx.This(), test=fx.Filter(attached_to=fx.Filter(types=("Creature",))))


def test_an_equipment_named_is_attached_is_one_such_object() -> None:
    (static,) = compiled("As long as an Equipment named Groom's Finery is attached to a creature you control, you have hexproof.")
    condition = static.condition
    assert isinstance(condition, fx.Exists) and isinstance(condition.what, fx.Filter)
    assert condition.what.name == "Groom's Finery" and condition.what.attached_to == fx.Filter(types=("Creature",), controller=fx.You())


def test_what_was_attached_before_is_unsupported() -> None:
    assert any("CR 608.2h" in r for r in reasons("Destroy target Equipment. If that Equipment was attached to a creature, draw a card.", is_spell=True))


def test_equipment_attached_to_a_creature(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Flail Tester", "Artifact — Equipment", mana_cost="{1}",
                      abilities=list(compiled("As long as this Equipment is attached to a creature, creatures you control get +1/+1."))))
    pool.add(homebrew("Bear Tester", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"battlefield": ["Flail Tester", "Bear Tester"]}, "bob": {}})
    bear = game.find("Bear Tester")
    assert game.characteristics(bear).power == 2
    game.find("Flail Tester").attached_to = bear.id
    game._touch()  # attached directly, not by an action of the game
    assert game.characteristics(bear).power == 3


def test_two_or_more_equipment_attached_to_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Balan Tester", "Creature — Human Knight", mana_cost="{2}{W}", power=3, toughness=3,
                      abilities=list(compiled("~ has double strike as long as two or more Equipment are attached to it."))))
    pool.add(homebrew("Sword Tester", "Artifact — Equipment", mana_cost="{1}"))
    game = setup({"alice": {"battlefield": ["Balan Tester", "Sword Tester", "Sword Tester"]}, "bob": {}})
    balan = game.find("Balan Tester")
    game.find("Sword Tester").attached_to = balan.id
    game._touch()
    assert not game.characteristics(balan).has_keyword("Double strike")
    game.find("Sword Tester", nth=2).attached_to = balan.id
    game._touch()  # attached directly, not by an action of the game
    assert game.characteristics(balan).has_keyword("Double strike")
