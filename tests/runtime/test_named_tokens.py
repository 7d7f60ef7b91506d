"""Tokens the effect names: "create Ragavan, a legendary 2/1 red Monkey creature token" (CR 111.4)."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def _effects(text: str) -> tuple[fx.Effect, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.ok, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    return ability.effects


def test_the_token_is_named_by_the_effect_not_by_its_subtypes() -> None:
    (created,) = _effects("Create Guenhwyvar, a legendary 4/1 green Cat creature token with trample.")
    assert isinstance(created, fx.CreateToken)
    token = created.token
    assert (token.name, token.supertypes, token.subtypes, token.power, token.toughness) == ("Guenhwyvar", ("Legendary",), ("Cat",), 4, 1)
    assert created.amount == fx.Fixed(value=1)


def test_a_name_for_more_than_one_token_is_not_lowered() -> None:
    parsed = parse_ability(normalise_ability("Create Guenhwyvar, two 4/1 green Cat creature tokens."))
    assert parsed.ok
    _, problems = compiler.compile_line_with_problems(parsed.line, text="")
    assert any("one token" in p.reason for p in problems)


def test_a_second_legendary_token_of_the_same_name_goes_by_the_legend_rule(setup, pool) -> None:
    (created,) = _effects("Create Boo, a legendary 1/1 red Hamster creature token with trample and haste.")
    pool.add(homebrew("Call Boo", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(created,))]))
    game = setup({"alice": {"hand": ["Call Boo", "Call Boo"], "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}})
    game.cast("alice", "Call Boo")
    game.resolve_stack()
    assert game.names("battlefield", "alice") == ["Boo"]
    game.cast("alice", "Call Boo")
    game.resolve_stack()
    # CR 704.5j: two legendary permanents named Boo: one is put into the graveyard (a token
    # there ceases to exist, CR 704.5d)
    assert game.names("battlefield", "alice") == ["Boo"]
