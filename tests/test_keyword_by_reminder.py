"""A keyword the Comprehensive Rules do not have (a new set's, a custom card's) is read by its
reminder text, which says what it does (CR 207.2): the line parses as the keyword, renders back
exactly, and compiles to the reminder's abilities; a line that is not that shape, or whose
reminder does not parse, is still an error."""

from __future__ import annotations

import pytest

from oraclec import ast
from oraclec import effects as fx
from oraclec.compiler import compile_line, unsupported_in
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

WAYFIND = "Wayfind (When this creature enters, look at the top two cards of your library. Put one of them into your hand and the other into your graveyard.)"
EMBER = "Ember 2 (Whenever you cast an instant or sorcery spell, this creature deals 2 damage to each opponent.)"


def _keyword(text: str) -> ast.KeywordByReminder:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    body = parsed.line.body
    assert isinstance(body, ast.KeywordLine)
    (keyword,) = body.keywords
    assert isinstance(keyword, ast.KeywordByReminder)
    return keyword


@pytest.mark.parametrize(
    ("text", "name", "written"),
    [
        (WAYFIND, "Wayfind", None),
        (EMBER, "Ember", "2"),
        # (not "Double team": a digital-only keyword of the table, oraclec.keywords.DIGITAL_KEYWORDS)
        ("Shield wall (When this creature enters, draw a card.)", "Shield wall", None),
        ("Stormcall {1}{U} (When this creature dies, you may pay {1}{U}. If you do, draw a card.)", "Stormcall", "{1}{U}"),
        # a static ability, then a triggered one
        ("Rotting (This creature can't block. When this creature attacks, sacrifice it at end of combat.)", "Rotting", None),
    ],
)
def test_parses_a_keyword_the_rules_lack_by_its_reminder(text: str, name: str, written: str | None) -> None:
    keyword = _keyword(text)
    assert (keyword.name, keyword.written) == (name, written)
    assert keyword.keyword is None  # no entry of the keyword table
    assert keyword.reminder == text[text.index("(") + 1 : -1]


@pytest.mark.parametrize(
    "text",
    [
        "Wayfind (Blah blah blah.)",  # the reminder says nothing the grammar reads
        "Flying 2 (This creature can't be blocked except by creatures with flying or reach.)",  # a keyword of the rules, misused
        "Frobnicate target creature (Tap it.)",  # a sentence, not a keyword
        "Affinity with outlaws (This spell costs {1} less to cast for each Assassin you control.)",  # a keyword of the rules, another way
        "wayfind (When this creature enters, draw a card.)",  # a keyword starts with a capital
        "Wayfind (When this creature enters, draw a card.) Scry 1.",  # text after the reminder
        "Wayfind",  # no reminder
    ],
)
def test_rejects_what_is_not_a_keyword_defined_by_its_reminder(text: str) -> None:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is None and parsed.error is not None


def test_compiles_to_the_abilities_of_its_reminder_text() -> None:
    parsed = parse_ability(normalise_ability(EMBER))
    assert parsed.line is not None
    (keyword,) = compile_line(parsed.line, text=parsed.text.rules)
    assert isinstance(keyword, fx.Keyword)
    assert keyword.name == "ember" and keyword.amount == fx.Fixed(value=2)
    reminder = parse_ability(normalise_ability(EMBER[EMBER.index("(") + 1 : -1]))
    assert reminder.line is not None
    assert keyword.definition == compile_line(reminder.line, text=reminder.text.rules)
    assert unsupported_in(keyword) == []
    (triggered,) = keyword.definition
    assert isinstance(triggered, fx.TriggeredAbility)


def test_each_sentence_of_a_two_ability_reminder_is_an_ability() -> None:
    parsed = parse_ability(normalise_ability("Rotting (This creature can't block. When this creature attacks, sacrifice it at end of combat.)"))
    assert parsed.line is not None
    (keyword,) = compile_line(parsed.line, text=parsed.text.rules)
    assert isinstance(keyword, fx.Keyword)
    assert [type(a).__name__ for a in keyword.definition] == ["StaticAbility", "TriggeredAbility"]
