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
    "Partner",
    "Hexproof",
    "Flying; banding",
    "Flying, ward {2}",
    "Kicker {1}{B} and/or {R}",
    "Cumulative upkeep {W} or {U}",
    "Cumulative upkeep—Pay 1 life.",
    "Ward—Pay 3 life.",
    "Suspend 4—{1}{R}",
    "Protection from creatures and from blue",
    "Hexproof from black",
    "Affinity for artifacts",
    "Champion a Faerie",
    "Partner with Pir, Imaginative Rascal",
    "Partner—Friends forever",
    "Splice onto Arcane {1}{R}",
    "Splice onto instant or sorcery {2}{U}",
    "Equip legendary creature {3}",
    "Craft with artifact {3}{B}",
    "Swampwalk",
    "Nonbasic landwalk",
    "Goblin offering",
    "Islandcycling {2}",
    "Gift a tapped Fish",
    "Gift an extra turn",
    "Crew 1. Activate only once each turn.",
    "Prototype {1}{W} — 2/2",
    "Boast — {1}{R}: This creature deals 1 damage to any target.",
    "Max speed — This creature has flying.",
    "Exhaust — {2}{G}: Put two +1/+1 counters on this creature.",
    "Companion — Each nonland card in your starting deck has a different name.",
    # keyword actions (CR 701)
    "Proliferate.",
    "Investigate.",
    "This creature explores.",
    "Venture into the dungeon.",
    "The Ring tempts you.",
    "Manifest the top card of your library.",
    "Goad target creature.",
    "Discover 4.",
    "Incubate 3.",
    "You may collect evidence 6.",
    "This creature endures 2.",
    "Earthbend 3.",
    "Scry 2.",
    "Surveil 1.",
    "Clash with an opponent.",
    "Waterbend {3}: Draw a card.",
    "Double the number of +1/+1 counters on target creature.",
    "Exchange control of target artifact and target creature.",
    "You may play lands from your graveyard.",
    "Attach this Equipment to target creature you control.",
    # structures
    "Choose one —\n• Counter target spell.\n• Destroy target creature.",
    "Choose one or more —\n• Draw a card.\n• Destroy target artifact.",
    "When this creature enters, choose one that hasn't been chosen —\n• Draw a card.\n• Scry 1.",
    "Choose two —\n• Jump Kick — Destroy target artifact.\n• Dash Attack — Draw a card.",
    "Choose three. You may choose the same mode more than once.\n• Draw a card.\n• Scry 1.",
    "Spree\n+ {1} — Draw a card.\n+ {3}{W}{W} — Destroy all creatures.",
    "II, III — Draw a card.",
    "LEVEL 2-3",
    "LEVEL 4+",
    "{3}{W}: Level 2",
    "To solve — You control a legendary Homunculus.",
    "Solved — {T}: Draw a card.",
    "8+ | Flying, vigilance",
    "1—14 | Draw a card.",
    "[+1]: Draw a card.",
    "[−X]: Destroy target creature.",
    "[0]: Scry 2.",
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
    # choices and quantities
    "Target opponent sacrifices a creature of their choice.",
    "Each player sacrifices a creature of an opponent's choice.",
    "That player discards a card at random.",
    "Destroy all creatures. They can't be regenerated.",
    "Target creature gets +X/+0 until end of turn, where X is its power.",
    "You gain X life, where X is the greatest power among creatures you control.",
    "Draw X cards, where X is the number of colors of mana spent to cast this spell.",
    "Create X 1/1 green Saproling creature tokens, where X is half the number of cards in your hand, rounded up.",
    "Look at the top X cards of your library, where X is the number of basic land types among lands you control.",
    "Equipped creature gets +X/+X, where X is the number of charge counters on this Equipment.",
    "~ deals X damage to any target, where X is the number of cards revealed this way.",
    "You gain life equal to the amount of life you gained this turn.",
    "~ deals damage to any target equal to the total power of creatures you control.",
    "Destroy target creature if two or more creatures are attacking.",
    "Choose one —\n• Draw a card.\n• Target player discards a card at random.",
    "Each opponent sacrifices a creature of their choice, then discards a card.",
    "Whenever you cast a noncreature spell, this creature gets +1/+0 until end of turn, then scry 1.",
    # zones and moves
    "When ~ dies, return it to the battlefield tapped and transformed under its owner's control.",
    "You may cast this card from your graveyard or from exile.",
    "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.",
    "Look at the top three cards of your library. Put one of those cards into your hand, one on top of your library, and one on the bottom of your library.",
    "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.",
    "Search your library for a card, then shuffle and put that card on top.",
    "Look at the top four cards of your library, then put them back in any order.",
    "Return all nonland permanents to their owners' hands.",
    "Exile target creature. Return it to the battlefield under its owner's control.",
    "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest into your graveyard.",
    "Search your library and/or graveyard for a card named Eivor, reveal it, and put it into your hand.",
    "Put a +1/+1 counter on each of up to two target creatures.",
    "Put that many +1/+1 counters on this creature.",
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
    "Flying, frobnicate 3",
    "Equip",  # a cost keyword without its cost
    "Dredge",
    "Partner with",
    "Protection from",
    "Gift a",
    "Kicker {1}{B} and/or",
    "Crew 1. Activate only whenever.",
    "Goad.",
    "Proliferate target creature.",
    "Discover.",
    "Boast — Frobnicate.",
    "Choose one —",
    "Choose one —\n• Draw a card.\n• Frobnicate the widget.",
    "Choose seventeen flavors —\n• Draw a card.",
    "Spree\n+ {1} — Frobnicate.",
    "LEVEL 2-",
    "8+ | Frobnicate.",
    "[+1] Draw a card.",
    "Companion — Your starting deck is nice.",
    "Target opponent sacrifices a creature of their widget.",
    "That player discards a card at frobnicate.",
    "Destroy all creatures. They can't be frobnicated.",
    "Target creature gets +X/+0 until end of turn, where X is its widget.",
    "Target creature gets +X/+0 until end of turn, where X frobnicates.",
    "Put one of them into your hand and the rest into frobnication.",
    "Return all nonland permanents to their owners' widgets.",
    "Reveal cards from the top of your library until you frobnicate a creature card.",
    "Destroy target artifact, creature, or.",
    "Each opponent sacrifices a creature of their choice, then discard a card.",  # verb must agree
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
