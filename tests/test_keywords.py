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

from oraclec import keywords, render
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
    parameters = [render.node_parameter(n) for n in mine]
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


# -- definitions of keywords no card of the tests compiles (oraclec.effects.definitions) ------------
def _definition(name: str, **params: Any) -> tuple[Any, ...]:
    from oraclec import effects as fx

    keyword = fx.lower_keyword(fx.KeywordParams(name=name, **params))
    assert keyword.name == name and keyword.rule == fx.rule_of(name) != ""
    return keyword.definition


def test_multikicker_is_an_optional_additional_cost_paid_any_number_of_times() -> None:
    """CR 702.33c."""
    from oraclec import effects as fx

    cost = (fx.ManaPayment(mana="{1}{G}"),)
    assert _definition("multikicker", cost=cost) == (fx.AdditionalCost(costs=cost, optional=True, name="multikicker"),)


@pytest.mark.parametrize(("name", "effect"), [("fortify", "attach to a land"), ("level up", "a level counter")])
def test_fortify_and_level_up_are_sorcery_speed_activated_abilities(name: str, effect: str) -> None:
    """CR 702.67a: "[Cost]: Attach this Fortification to target land you control. Activate only
    as a sorcery."; CR 702.87a: "[Cost]: Put a level counter on this. Level up only as a sorcery." """
    from oraclec import effects as fx

    cost = (fx.ManaPayment(mana="{3}"),)
    expected = (
        fx.Attach(to=fx.Target(key="target", what=fx.Filter(types=("Land",), controller=fx.You())))
        if effect == "attach to a land"
        else fx.PutCounters(what=fx.This(), counter="level")
    )
    assert _definition(name, cost=cost) == (fx.ActivatedAbility(costs=cost, effects=(expected,), sorcery_speed=True),)


@pytest.mark.parametrize("materials", ["artifacts", None])
def test_craft_exiles_this_and_its_materials_and_returns_it_transformed(materials: str | None) -> None:
    """CR 702.167a: "[Cost], Exile this permanent, Exile [materials] from among permanents you
    control and/or cards in your graveyard: Return this card to the battlefield transformed under
    its owner's control. Activate only as a sorcery." Without materials: any of yours."""
    from oraclec import effects as fx

    cost = (fx.ManaPayment(mana="{3}"),)
    wanted = fx.Filter(types=("Artifact",)) if materials else fx.Filter(controller=fx.You())
    quality = (wanted,) if materials else ()
    assert _definition("craft", cost=cost, quality=quality) == (
        fx.ActivatedAbility(
            costs=(*cost, fx.ExileCost(what=fx.This()), fx.ExileCost(what=wanted)),
            effects=(fx.Move(what=fx.This(), to="battlefield", transformed=True, under=fx.OwnerOf(what=fx.This())),),
            sorcery_speed=True,
        ),
    )


@pytest.mark.parametrize("subtype", ["Goblin", None])
def test_offering_lets_the_spell_be_cast_any_time_by_sacrificing_a_permanent(subtype: str | None) -> None:
    """CR 702.48a: cast any time an instant could be, sacrificing a [subtype] permanent."""
    from oraclec import effects as fx

    sacrificed = fx.Filter(subtypes=(subtype,), controller=fx.You()) if subtype else fx.Filter()
    quality = (sacrificed,) if subtype else ()
    assert _definition("offering", quality=quality) == (
        fx.CastPermission(zone="hand", method="offering"),
        fx.AdditionalCost(costs=(fx.SacrificeCost(what=sacrificed),), optional=True, name="offering"),
    )
