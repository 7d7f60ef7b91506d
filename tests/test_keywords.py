"""Every keyword ability (CR 702) and keyword action (CR 701) of the Comprehensive Rules has an
entry in oraclec.keywords, and its example parses into the keyword's node with its parameter.

The keyword lists are read from the rules file itself, so a new edition of the rules that adds a
keyword fails here, by name, until the grammar and the table know it.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from oraclec import keywords
from oraclec.ast import NODES
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability
from oraclec.vocabulary import extract
from shared_data import rules_file, rules_text


@cache
def _vocabulary(text: str) -> dict[str, Any]:
    return extract(text)


def _names(kind: str) -> list[Any]:
    """The keyword names for the parametrised tests, read when they are collected; without the
    rules file, one placeholder, whose test then fails saying where the file was looked for."""
    if rules_file() is None:
        return [pytest.param("", id="rules-file-missing")]
    return list(_vocabulary(rules_text())[kind])


def _rule_number(rules: str, section: str, name: str) -> str:
    m = re.search(rf"^({section}\.\d+)\. {re.escape(name)}$", rules, re.MULTILINE)
    assert m, f"{name} is not a rule title in {section}"
    return m.group(1)


def _check(name: str, kind: keywords.Kind, section: str) -> None:
    rules = rules_text()
    entry = keywords.by_name(name)
    assert entry is not None, f"keyword {name!r} (CR {_rule_number(rules, section, name)}) has no entry in oraclec.keywords"
    assert entry.kind is kind, f"{name}: the table says {entry.kind.value}, the rules say {kind.value}"
    assert entry.rule == _rule_number(rules, section, name), f"{name}: the table says CR {entry.rule}"
    result = parse_ability(normalise_ability(entry.example))
    assert result.line is not None, f"{name}: its example {entry.example!r} does not parse: {result.error}\n{result.error.caret() if result.error else ''}"
    assert entry.node_name in {cls.__name__ for cls in NODES.values()}, f"{name}: no AST class {entry.node_name}"
    found = [n for n in result.line.walk() if type(n).__name__ == entry.node_name]
    assert found, f"{name}: {entry.example!r} has no {entry.node_name} node"
    mine = [n for n in found if keywords.node_keyword(n) is entry]
    assert mine, f"{name}: the {entry.node_name} nodes of {entry.example!r} stand for {[keywords.node_keyword(n) for n in found]}"
    parameters = [keywords.node_parameter(n) for n in mine]
    assert entry.parameter in parameters, f"{name}: parameter {entry.parameter!r} expected, the tree has {parameters}"


@pytest.mark.parametrize("name", _names("keyword_abilities"))
def test_keyword_ability(name: str) -> None:
    _check(name, keywords.Kind.ABILITY, "702")


@pytest.mark.parametrize("name", _names("keyword_actions"))
def test_keyword_action(name: str) -> None:
    _check(name, keywords.Kind.ACTION, "701")


def test_the_rules_list_every_keyword_of_the_table() -> None:
    """No entry for a keyword the rules do not have (a typo, or a keyword that was renamed)."""
    vocabulary = _vocabulary(rules_text())
    names = set(vocabulary["keyword_abilities"]) | set(vocabulary["keyword_actions"])
    assert [k.name for k in keywords.KEYWORDS if k.name not in names] == []


def test_the_lists_are_complete() -> None:
    """The extraction found the whole of CR 701 and 702 (guards the regex, not the grammar)."""
    rules = rules_text()
    abilities, actions = _vocabulary(rules)["keyword_abilities"], _vocabulary(rules)["keyword_actions"]
    assert len(abilities) == len(re.findall(r"^702\.\d+\. ", rules, re.MULTILINE)) - 1
    assert len(actions) == len(re.findall(r"^701\.\d+\. ", rules, re.MULTILINE)) - 1
    assert "Flying" in abilities and "Scry" in actions


@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("Flying", "Flying"),
        ("islandcycling", "Cycling"),
        ("Basic landcycling", "Cycling"),
        ("nonbasic landwalk", "Landwalk"),
        ("Multikicker", "Kicker"),
        ("explores", "Explore"),
        ("ventures into the dungeon", "Venture into the Dungeon"),
        ("endures", "Endure"),
        ("nightbound", "Daybound and Nightbound"),
        ("∞", "∞ (Infinity)"),
    ],
)
def test_lookup_of_written_forms(written: str, name: str) -> None:
    entry = keywords.lookup(written)
    assert entry is not None and entry.name == name


def test_lookup_of_an_unknown_word() -> None:
    assert keywords.lookup("frobnicate") is None
