"""The keyword abilities of digital-only cards (oraclec.keywords.DIGITAL_KEYWORDS): no rule
defines them, so they stay out of the table of the Comprehensive Rules' keywords, but each parses
as a keyword of its shape and compiles as its SUPPORT entry says."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec import keywords, render
from oraclec.compiler.entry import compile_line_with_problems
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


@pytest.mark.parametrize("entry", keywords.DIGITAL_KEYWORDS, ids=lambda e: e.name)
def test_the_example_parses_into_the_keyword_with_its_parameter(entry: keywords.Keyword) -> None:
    result = parse_ability(normalise_ability(entry.example))
    assert result.line is not None, result.error
    found = [n for n in result.line.walk() if type(n).__name__ == entry.node_name]
    assert [keywords.node_keyword(n) for n in found] == [entry]
    assert [render.node_parameter(n) for n in found] == [entry.parameter]


@pytest.mark.parametrize("entry", keywords.DIGITAL_KEYWORDS, ids=lambda e: e.name)
def test_a_digital_keyword_is_no_keyword_of_the_rules(entry: keywords.Keyword) -> None:
    assert entry.rule == ""
    assert entry not in keywords.KEYWORDS
    assert keywords.lookup(entry.name) is entry


@pytest.mark.parametrize("entry", keywords.DIGITAL_KEYWORDS, ids=lambda e: e.name)
def test_it_compiles_to_the_reason_of_its_support_entry(entry: keywords.Keyword) -> None:
    support = keywords.support_of(entry.name)
    result = parse_ability(normalise_ability(entry.example))
    assert result.line is not None
    compiled, problems = compile_line_with_problems(result.line, text=entry.example)
    if support is not None and support.status is keywords.Status.DEFINED:
        # defined as its reminder text says ("Double team": oraclec.effects.definitions)
        assert problems == [] and [type(a) for a in compiled] == [fx.Keyword] and compiled[0].definition  # type: ignore[attr-defined]
        return
    assert support is not None and support.status is keywords.Status.UNSUPPORTED and support.reason
    if support.named:
        # a datum of the card that values read ("Starting intensity 2": fx.Intensity), compiled to
        # a bare keyword; the runtime's status of what reads it says it is unsupported
        assert problems == [] and [type(a) for a in compiled] == [fx.Keyword]
        return
    assert [p.reason for p in problems] == [f"{entry.name.lower()}: {support.reason}"]
    assert all(isinstance(p, fx.Unsupported) for p in problems)


def test_a_granted_digital_keyword_is_a_keyword_mention() -> None:
    result = parse_ability(normalise_ability("Target creature you control gains double team until end of turn."))
    assert result.line is not None
    assert [keywords.node_keyword(n).name for n in result.line.walk() if type(n).__name__ == "KeywordPlain"] == ["Double Team"]


def test_a_digital_keyword_with_its_reminder_is_the_tables_not_one_read_by_its_reminder() -> None:
    text = "Double team (When this creature attacks, if it's not a token, conjure a duplicate of it into your hand. Then both cards perpetually lose double team.)"
    result = parse_ability(normalise_ability(text))
    assert result.line is not None
    (keyword,) = [n for n in result.line.walk() if type(n).__name__ in ("KeywordPlain", "KeywordByReminder")]
    assert type(keyword).__name__ == "KeywordPlain" and keywords.node_keyword(keyword) is keywords.lookup("double team")
