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
    # granted abilities in quotes (CR 113.1b); the sentence's period merges into the quote
    'Lands you control have "{T}: Add one mana of any color."',
    'Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."',
    'Equipped creature has flying and "Whenever this creature attacks, draw a card."',
    'Create a 1/1 black Rat creature token with "This token can\'t block."',
    # "as long as" conditions of static abilities (CR 611.3a)
    "This creature gets +1/+1 as long as you control a Swamp.",
    "This creature has flying as long as you control an artifact.",
    # cost changes (CR 601.2f)
    "This spell costs {1} more to cast for each target beyond the first.",
    "Creature spells you cast cost {1} less to cast.",
    "The first creature spell you cast each turn costs {2} less to cast.",
    "Spells your opponents cast cost {1} more to cast.",
    "Activated abilities of creatures cost {2} more to activate.",
    "This spell costs {3} less to cast if it targets a tapped creature.",
]

REJECTS = [
    "Destroy target creature and frobnicate the widget.",
    "Draw two cards. Frobnicate.",
    "Flying, frobnication",
    "Destroy target creature target.",
    "Mill three cards",  # no final period
    'Lands you control have "{T}: Add one mana of any color and frobnicate."',
    'Lands you control have "{T}: Add one mana of any color.',  # unclosed quote
    'Lands you control have "{T}: Add one mana of any color"',  # no period anywhere
    "This creature gets +1/+1 as long as frobnicate.",
    "This spell costs {1} more to frobnicate.",
    "Creature spells you cast cost {1} fewer to cast.",
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
