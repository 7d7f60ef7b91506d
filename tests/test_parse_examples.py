"""Wordings that must parse and render back exactly, and nonsense that must not parse.

Add a line here for each wording family the grammar learns (general forms, not single cards).
"""

from __future__ import annotations

import pytest

from oraclec.parser import ParseError, parse_ability
from oraclec.text import normalise_ability

PARSES = [
    # keywords (CR 702)
    "Flying",
    "Flying, vigilance",
    "Dredge 6",
    "Foretell {1}{U}",
    "Equip {2}",
    "Flashback—{3}{U}{R}, Exile X cards from your graveyard.",
    "Protection from red",
    "Enchant creature you control",
    # spells
    "Destroy target creature.",
    "Draw two cards.",
    "Mill three cards.",
    "Amass Orcs 2.",
    "Destroy all artifacts and enchantments.",
    "Exile target artifact, creature, or enchantment.",
    "Return target creature card from your graveyard to your hand.",
    "~ deals 3 damage to any target.",
    "Target creature gets +3/+3 until end of turn.",
    "Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
    # permanents
    "Creatures you control get +1/+1.",
    "When this creature enters, draw a card.",
    "{T}: Add {G}.",
    "Exile this card and two other cards named ~ from your graveyard: Draw a card.",
]

REJECTS = [
    "Destroy target creature and frobnicate the widget.",
    "Draw two cards. Frobnicate.",
    "Flying, frobnication",
    "Destroy target creature target.",
    "Mill three cards",  # no final period
]


@pytest.mark.parametrize("text", PARSES)
def test_parses_and_renders_back(text: str) -> None:
    result = parse_ability(normalise_ability(text))
    assert result.error is None, f"{result.error}\n{result.error.caret() if result.error else ''}"
    assert result.line is not None


@pytest.mark.parametrize("text", REJECTS)
def test_rejects_nonsense(text: str) -> None:
    result = parse_ability(normalise_ability(text))
    assert result.line is None
    assert isinstance(result.error, ParseError)
