"""Which cost was paid (CR 118.8, 118.9, 601.2b, 601.2f): "if its madness cost was paid", "If
this spell's prowl cost was paid, ...", "unless her additional cost was paid", the "instead"
forms, and another cost paid rather than a keyword ability's cost."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.definitions import paid_cost_name
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def lowered(text: str, *, spell: bool = False) -> tuple[tuple[fx.Ability, ...], list[str]]:
    parsed = parse_ability(normalise_ability(text), is_spell=spell)
    assert parsed.line is not None, parsed.error
    abilities, problems = compiler.compile_line_with_problems(parsed.line, text=text)
    return abilities, [p.reason for p in problems]


@pytest.mark.parametrize(("keyword", "name"), [
    ("madness", "madness"), ("prowl", "prowl"), ("surge", "surge"), ("spectacle", "spectacle"),
    ("freerunning", "freerunning"), ("emerge", "emerge"), ("evoke", "evoke"), ("dash", "dash"),
    ("blitz", "blitz"), ("escape", "escape"), ("bestow", "bestow"), ("mayhem", "mayhem"),
    ("kicker", "kicker"), ("multikicker", "multikicker"), ("buyback", "buyback"),
])
def test_a_spells_keyword_cost_paid_is_the_cost_it_records(keyword: str, name: str) -> None:
    (ability,), problems = lowered(f"Target player loses 3 life. If this spell's {keyword} cost was paid, draw a card.", spell=True)
    assert not problems
    assert isinstance(ability, fx.SpellAbility)
    conditional = ability.effects[-1]
    assert isinstance(conditional, fx.Conditional)
    assert conditional.condition == fx.CostWasPaid(name=name)
    assert conditional.effects == (fx.Draw(player=fx.You(), amount=fx.Fixed(value=1)),)


def test_a_keyword_whose_cost_is_no_cost_of_casting_is_unsupported() -> None:
    # equip, cycling and echo are costs of abilities, not of casting the spell (CR 601.2b)
    assert paid_cost_name("equip") is None and paid_cost_name("echo") is None
    _, problems = lowered("If this spell's equip cost was paid, draw a card.", spell=True)
    assert problems and "equip cost is no cost of casting a spell" in problems[0]


def test_intervening_if_of_a_permanent() -> None:
    (ability,), problems = lowered("When this creature enters, if its prowl cost was paid, draw a card.")
    assert not problems
    assert isinstance(ability, fx.TriggeredAbility)
    assert ability.condition == fx.CostWasPaid(name="prowl")


def test_unless_her_additional_cost_was_paid() -> None:
    (ability,), problems = lowered("When ~ enters, draw a card, then discard a card unless her additional cost was paid.")
    assert not problems
    unless = ability.effects[-1]
    assert isinstance(unless, fx.Unless) and unless.condition == fx.CostWasPaid(name="additional")


def test_a_cost_paid_this_turn_is_unsupported() -> None:
    _, problems = lowered("Whenever ~ deals combat damage to a player, draw a card. If her sneak cost was paid this turn, draw two cards instead.")
    assert any("a cost paid 'this turn'" in p for p in problems)


def test_instead_replaces_every_instruction_of_the_sentence_before() -> None:
    (ability,), problems = lowered(
        "Create three tapped 2/2 black Zombie creature tokens and you gain 3 life. If this spell's madness cost was paid, instead create X of those tokens and you gain X life.",
        spell=True,
    )
    assert not problems
    (conditional,) = ability.effects
    assert isinstance(conditional, fx.Conditional) and conditional.condition == fx.CostWasPaid(name="madness")
    assert [type(e) for e in conditional.effects] == [fx.CreateToken, fx.GainLife]
    assert conditional.effects[0].amount == fx.Variable(name="X") and conditional.effects[1].amount == fx.Variable(name="X")
    assert [type(e) for e in conditional.otherwise] == [fx.CreateToken, fx.GainLife]
    assert conditional.otherwise[0].amount == fx.Fixed(value=3) and conditional.otherwise[1].amount == fx.Fixed(value=3)


def test_instead_after_one_instruction_keeps_the_runtime_replacement() -> None:
    (ability,), problems = lowered("Draw a card. If this spell's surge cost was paid, instead draw two cards.", spell=True)
    assert not problems
    draw, conditional = ability.effects
    assert draw == fx.Draw(player=fx.You(), amount=fx.Fixed(value=1))
    assert isinstance(conditional, fx.Conditional) and isinstance(conditional.effects[0], fx.Instead)


def test_the_creature_sacrificed_for_emerge_is_not_kept_for_the_permanents_trigger() -> None:
    _, problems = lowered(
        "When this creature enters, create a 2/2 white Alien creature token. If this creature's emerge cost was paid, instead create X of those tokens, where X is the sacrificed creature's toughness."
    )
    assert any("sacrificed for a cost of the spell" in p for p in problems)


def test_another_cost_rather_than_a_keyword_abilitys_cost_is_unsupported() -> None:
    _, problems = lowered("You may pay {0} rather than pay the equip cost of the first equip ability you activate each turn.")
    assert problems and "rather than the equip cost" in problems[0]


def test_the_mana_alternative_cost_paid_names_that_cost() -> None:
    (ability,), problems = lowered("If the {1}{B} cost was paid, an opponent draws a card.", spell=True)
    assert not problems
    (conditional,) = ability.effects
    assert isinstance(conditional, fx.Conditional)
    assert conditional.condition == fx.CostWasPaid(name="alternative cost", cost=(fx.ManaPayment(mana="{1}{B}"),))
    assert conditional.condition.key == "alternative cost {1}{B}"
