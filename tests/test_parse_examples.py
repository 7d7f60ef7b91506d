"""Wordings that must parse and render back exactly, with the tree expected, and nonsense that
must not parse.

Add a line here for each wording family the grammar learns (general forms, not single cards),
then `python tests/shapes.py --update` to write its tree's shape in tests/data/parse_shapes.txt,
and check that shape.
"""

from __future__ import annotations

import functools

import pytest

import shapes
from oraclec.parser import ParseError, parse_ability
from oraclec.text import normalise_ability

PARSES = [
    # s4: zone wordings: graveyard, library and exile (CR 400-406)
    "At the beginning of each end step, if a card left your graveyard this turn, ~ deals damage equal to its power to each opponent.",
    "Return up to two target creature cards each with mana value 2 or less from your graveyard to the battlefield.",
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
    # phasing (CR 702.26d): the subject phases out
    "{3}{U}{U}: This creature phases out.",
    "When this creature enters, any number of other target creatures you control phase out.",
    # removing every counter (CR 122.8): of one kind, or of every kind; as an effect and a cost
    "Sacrifice this creature: Remove all counters from target permanent.",
    "At the beginning of your end step, remove all +1/+1 counters from this creature.",
    "{2}, {T}, Remove all charge counters from this artifact: Draw a card.",
    # removing as many counters as the player chooses, and counting those removed (CR 122.8)
    "{T}, Remove any number of charge counters from this artifact: Draw a card.",
    "At the beginning of your upkeep, you may remove any number of time counters from target permanent.",
    "{T}, Remove any number of storage counters from this land: Add {B} for each storage counter removed this way.",
    "Remove all +1/+1 counters from this creature: Target creature gets -1/-1 until end of turn for each +1/+1 counter removed this way.",
    "Draw cards equal to the number of stun counters removed this way.",
    "For each delay counter removed this way, you lose 1 life.",
    "{1}, Remove two +1/+1 counters from among creatures you control: Draw a card.",
    "When this creature enters, you may remove any number of +1/+1 counters from among creatures you control.",
    # objects by what they are attached to (CR 301.5, 303.4)
    "This creature gets +2/+2 for each Aura attached to it.",
    "Destroy target creature with flying and all Equipment attached to that creature.",
    "Gain control of target Aura that's attached to a permanent.",
    # requirements for a turn or a combat (CR 508.1d, 509.1c); "this combat" as a duration
    "{R}: Target creature attacks this turn if able.",
    "That token attacks this combat if able.",
    "Target creature attacks or blocks this turn if able.",
    "That creature can't block this combat.",
    # attacking and blocking restrictions and requirements (CR 508.1c-d, 509.1b-c): the plural
    # verb of a requirement, the creatures able to block, how many creatures may attack or block,
    # a series of actions, a cost for each creature, keywords an object has none of
    "Creatures your opponents control attack this turn if able.",
    "When this creature enters, you may have target creature block it this turn if able.",
    "They block this turn if able.",
    "All creatures with flying able to block this creature do so.",
    "Enchanted creature gets +4/+4 and has first strike, and all creatures able to block it do so.",
    "No more than one creature can attack each combat.",
    "No more than two creatures can block each combat.",
    "As long as ~ is tapped, no more than one creature can attack you each combat.",
    "Enchanted creature can't attack, block, or transform.",
    "Enchanted permanent can't attack, block, or crew Vehicles.",
    "Creatures with forestwalk can be blocked as though they didn't have forestwalk.",
    "Creatures your opponents control without flying or reach can't block creatures with power 2 or less.",
    "{U}{U}: For each attacking creature without flying, its controller may pay {1}. If that player doesn't, creatures you control blocking that creature gain first strike until end of turn.",
    "Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those creatures.",
    "Each creature with one or more +1/+1 counters on it can't block.",
    # "all the" as "all"
    "Discard all the cards in your hand, then draw that many cards.",
    # coin flips (CR 705)
    "At the beginning of your upkeep, flip a coin. If you lose the flip, return this creature to its owner's hand.",
    "You may repeat this process any number of times.",
    "Whenever you lose a coin flip, draw a card.",
    "Flip a coin until you lose a flip.",
    "If it comes up heads, draw a card.",
    "Flip two coins.",
    "Take an extra turn after this one for each coin that comes up heads.",
    "When this creature enters, flip a coin until you lose a flip. Put a +1/+1 counter on this creature for each flip you won.",
    # die rolls (CR 706.1)
    "When this creature enters, roll a d20.",
    "[0]: Roll a six-sided die.",
    # any die of N sides (CR 706.1a), not only those the corpus names
    "Whenever this creature attacks or blocks, roll a five-sided die. This creature gets +X/+0 until end of turn, where X is the result minus 1.",
    "Roll a d20.",
    "Roll a d100.",
    "At the beginning of your upkeep, roll a d4. Scry X, where X is the result.",
    "Whenever you roll one or more dice, put a number of charge counters on this artifact equal to the result.",
    "Roll two d8 and choose one result. Draw cards equal to that result. Then you gain life equal to the other result.",
    "Roll two d20 and ignore the lower roll.",
    "Roll a d20 and add the number of cards in your hand.",
    "As this creature enters, roll X d6. It enters with a number of +1/+1 counters on it equal to the total of those results.",
    # a delayed triggered ability after the instructions that create it (CR 603.7)
    "Exile target creature. At the beginning of the next end step, return that card to the battlefield under its owner's control.",
    "Untap target creature. It gains haste until end of turn. At the beginning of the next end step, sacrifice it. If you do, draw a card.",
    # "the chosen ...": what a choice made earlier picked, as "the exiled card"
    "At the beginning of the chosen player's upkeep, this artifact deals 1 damage to that player.",
    "Put the chosen cards into your graveyard and the rest into your hand.",
    # structures
    "Choose one —\n• Counter target spell.\n• Destroy target creature.",
    "Choose one or more —\n• Draw a card.\n• Destroy target artifact.",
    "When this creature enters, choose one that hasn't been chosen —\n• Draw a card.\n• Scry 1.",
    "Choose two —\n• Jump Kick — Destroy target artifact.\n• Dash Attack — Draw a card.",
    # a flavor word written as a title, whatever its words (CR 207.2d)
    "The Betrayer — If damage would be dealt to ~, prevent that damage.",
    "Choose one —\n• Fight the Current — Return target nonland permanent to its owner's hand.\n• Take 59 Flights of Stairs — Draw a card.",
    "Blade of ~ — Whenever ~ deals combat damage to a player, draw a card.",
    "Choose three. You may choose the same mode more than once.\n• Draw a card.\n• Scry 1.",
    "Spree\n+ {1} — Draw a card.\n+ {3}{W}{W} — Destroy all creatures.",
    "II, III — Draw a card.",
    "II, III — Whenever you cast a noncreature spell this turn, draw a card.",
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
    # "this way" from a zone: the objects an earlier instruction moved out of it
    "That player shuffles, then draws a card for each card exiled from their hand this way.",
    "You gain 1 life for each card milled from target player's library this way.",
    # "[player] [past tense] this way" after a noun, and a player's action this way as a condition
    "That player returns the cards they discarded this way to their hand.",
    "If you didn't put a card into your hand this way, draw a card.",
    "If you exiled a land card this way, draw a card.",
    "You gain life equal to the amount of life you gained this turn.",
    "~ deals damage to any target equal to the total power of creatures you control.",
    "Destroy target creature if two or more creatures are attacking.",
    "Choose one —\n• Draw a card.\n• Target player discards a card at random.",
    "Each opponent sacrifices a creature of their choice, then discards a card.",
    "Whenever you cast a noncreature spell, this creature gets +1/+0 until end of turn, then scry 1.",
    "You gain that much life.",
    "Target player loses half their life, rounded up.",
    "Draw cards equal to the number of creatures you control.",
    "Draw that many cards.",
    "~ deals 2 damage to any target and 3 damage to you.",
    "It deals that much damage to any target that isn't a Dragon.",
    "When this creature enters, you get {E}{E}.",
    "Whenever this creature attacks, you may pay {E}{E}. If you do, draw a card.",
    "[−7]: You get an emblem with \"Creatures you control get +1/+1.\"",
    '[−7]: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."',
    'You get an emblem with "Creatures you control get +1/+1" and "You have no maximum hand size."',
    "Tap or untap target permanent.",
    "You may have target creature get +2/+0 until end of turn.",
    "Copy target instant or sorcery spell. You may choose new targets for the copy.",
    # a name in common (CR 201.2a)
    "Destroy target creature if it has the same name as a creature card in your graveyard.",
    "Whenever a nontoken creature you control enters, if it doesn't have the same name as another creature you control, draw a card.",
    # "the total number of ..." is the number of ... (CR 107.1)
    "This creature enters with X +1/+1 counters on it, where X is the total number of cards in all players' hands.",
    "This creature's power and toughness are each equal to the total number of cards in all players' hands.",
    # the most common color among objects (CR 105.2)
    "This creature gets -2/-2 as long as white is the most common color among all permanents or is tied for most common.",
    "White creatures get +1/+1 as long as the chosen color is the most common color among nontoken permanents the chosen player controls but isn't tied for most common.",
    "When the chosen color isn't the most common color among nontoken permanents the chosen player controls or is tied for most common, sacrifice this enchantment.",
    "Return target permanent to its owner's hand if that permanent shares a color with the most common color among all permanents or a color tied for most common.",
    # new targets for a copy, plural and singular (CR 707.10c)
    "Then that permanent's controller may copy this spell and may choose a new target for that copy.",
    "Copy target instant spell. You may choose a new target for the copy.",
    "This artifact becomes an X/X Construct artifact creature until end of turn.",
    "Until end of turn, this land becomes a 3/3 green and blue Elemental creature with hexproof. It's still a land.",
    "Target creature becomes an artifact in addition to its other types.",
    # tokens and copies
    "Create a token that's a copy of target creature you control.",
    "Create a 1/1 green Insect creature token with flying and deathtouch.",
    # outlaws (CR 700.12), a noun too: its plural, and "non-"
    "Other outlaws you control have vigilance and haste.",
    "Destroy target non-outlaw creature.",
    # a token the effect names (CR 111.4)
    "When ~ enters, create Guenhwyvar, a legendary 4/1 green Cat creature token with trample.",
    "Create a 1/1 white Rabbit creature token that's tapped and attacking.",
    "Create an X/X green Ooze creature token, where X is the sacrificed creature's power.",
    "Create a 4/4 colorless Robot artifact creature token with \"This token can't block.\"",
    # delayed instructions
    "Exile target creature. Return that card to the battlefield under its owner's control at the beginning of the next end step.",
    "Draw a card at the beginning of the next turn's upkeep.",
    "Destroy that creature at end of combat.",
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
    # inside its sentence a quoted ability drops its own period, and a comma of the sentence goes
    # inside the quote (oraclec.lexer._bare_closing_quotes)
    'Target creature gains "{T}: Draw a card" until end of turn.',
    'Enchanted creature has "You have no maximum hand size" and "Whenever this creature attacks, draw a card."',
    'Enchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of any color," and it loses all other abilities.',
    'Create X 1/1 black Rat creature tokens with "This token can\'t block," where X is the number of cards in your hand.',
    '{1}{B}: This land becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a land.',
    'Create a colorless artifact token named Munitions with "When this token leaves the battlefield, it deals 2 damage to any target."',
    'You get an emblem with "Islands you control have \'{T}: Draw a card.\'"',
    'Create a 3/3 blue Fish creature token with "When this token dies, create a 6/6 blue Whale creature token with \'When this token dies, draw a card.\'"',
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
    # activated abilities of a kind as the subject of a cost change (CR 602.2b, 606, 702)
    "Equip abilities you activate cost {1} less to activate.",
    "Cycling abilities you activate cost {2} less to activate.",
    "Boast abilities you activate cost {1} less to activate for each Dragon you control.",
    "Equip abilities you activate that target this creature cost {3} less to activate.",
    "Loyalty abilities of planeswalkers your opponents control cost {1} more to activate.",
    "Exhaust abilities of other permanents you control cost {2} less to activate.",
    "Abilities you activate that aren't mana abilities cost {2} less to activate.",
    # a change to the cost of a keyword's own activated ability (CR 602.2b)
    "Equip {3}. This ability costs {1} less to activate for each other Equipment you control.",
    # affinity granted to spells (CR 702.41a)
    "Artifact creature spells you cast have affinity for artifacts.",
    "Spells you cast have affinity for Goats.",
    # "differently named": objects counted once for each name (CR 201.2)
    "This spell costs {X} less to cast, where X is the number of differently named lands you control.",
    "Draw a card for each differently named artifact token you control.",
    # the limits of a cost reduction, a sentence of the same ability (CR 601.2f, 118.7)
    "Creature spells you cast cost {G}{G} less to cast. This effect reduces only the amount of colored mana you pay.",
    "Creature spells you cast cost {W} less to cast. This effect reduces only the amount of white mana you pay.",
    "Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana in that cost to less than one mana.",
    "Activated abilities of artifacts cost {2} less to activate. This effect can't reduce the mana in that ability's activation cost to less than one mana.",
    "This spell costs {1} less to cast for each creature you control. This effect can't reduce the amount of mana this spell costs by more than {4}.",
    # additional and alternative costs, combat restrictions, "as though", permissions, rules changes
    'As an additional cost to cast this spell, sacrifice a creature.',
    'As an additional cost to cast this spell, sacrifice a creature or pay {3}.',
    'As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 3 life.',
    'As an additional cost to cast this spell, you may sacrifice any number of creatures.',
    "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
    "You may exile a white card from your hand rather than pay this spell's mana cost.",
    # another cost paid rather than a keyword ability's cost (CR 118.9, 702)
    "You may pay {0} rather than pay the echo cost for permanents you control.",
    "You may pay {0} rather than pay the equip cost of the first equip ability you activate each turn.",
    # costs named by their gerunds (oraclec.morphology): an additional or alternative cost of casting
    "You may cast this card from your graveyard by exiling four instant and/or sorcery cards from your graveyard in addition to paying its other costs.",
    "You may cast this card from your graveyard by paying 3 life and discarding a card in addition to paying its other costs.",
    "You may cast this card from your graveyard by paying {2}{W} rather than paying its mana cost.",
    "This creature can't be blocked by more than one creature.",
    "This creature can't be blocked except by Walls and/or creatures with flying.",
    'This creature can block only creatures with flying.',
    'This creature can block an additional creature each combat.',
    'This creature attacks each combat if able.',
    'This creature blocks each combat if able.',
    'Each creature you control assigns combat damage equal to its toughness rather than its power.',
    "This creature can't block creatures with power 2 or greater.",
    "Target creature can't block this turn.",
    "Target creature can't block this creature this turn.",
    "This creature can attack as though it didn't have defender.",
    'You may cast creature spells as though they had flash.',
    'You may spend mana as though it were mana of any color to cast this spell.',
    'You may play lands from your graveyard.',
    'You may cast spells from the top of your library.',
    'You may look at the top card of your library any time.',
    'You may play an additional land on each of your turns.',
    "Enchanted creature doesn't untap during its controller's untap step.",
    'You control enchanted creature.',
    "Players can't gain life.",
    'You have no maximum hand size.',
    "This creature can't attack alone.",
    'This creature must be blocked if able.',
    'During your turn, this creature has first strike.',
    "Each spell costs {3} more to cast except during its controller's turn.",
    "This creature can't attack or block alone.",
    "Survivors your opponents control can't block, and they can't attack you or planeswalkers you control.",
    'Each player draws a card, then discards a card.',
    'Its controller may search their library for a basic land card, put it onto the battlefield tapped, then shuffle.',
    'Whenever you cast a noncreature spell, this creature gets +1/+0 until end of turn, then scry 1.',
    'Destroy target artifact and/or enchantment.',
    "If this spell was kicked, creatures can't attack this turn.",
    # triggers (CR 603): events, compound events, steps, delayed and state triggers
    "Whenever ~ enters or attacks, mill three cards.",
    "Whenever enchanted creature attacks or blocks, its controller loses 3 life.",
    "Whenever this creature blocks or becomes blocked by a non-Wall creature, draw a card.",
    "When this creature enters or dies, draw a card.",
    "Whenever this creature attacks and isn't blocked, draw a card.",
    "When this artifact is put into a graveyard from the battlefield, draw a card.",
    "When ~ is put into a graveyard from anywhere, draw a card.",
    "When ~ dies or is put into exile from the battlefield, draw a card.",
    "Whenever one or more creatures you control deal combat damage to a player, draw a card.",
    "Whenever you cast your second spell each turn, draw a card.",
    "Whenever a player casts their first spell each turn, draw a card.",
    "Whenever you attack, draw a card.",
    "Whenever you attack with three or more creatures, draw a card.",
    "Whenever a land you control enters, draw a card.",
    "When this land enters untapped, draw a card.",
    "Whenever you cycle or discard a card, draw a card.",
    "Whenever you gain or lose life during your turn, draw a card.",
    "Whenever a creature you control becomes the target of a spell or ability an opponent controls, draw a card.",
    "Whenever a Samurai or Warrior you control attacks alone, draw a card.",
    "Whenever this creature attacks while saddled, draw a card.",
    "Whenever this creature attacks while you control a token, draw a card.",
    "Whenever one or more +1/+1 counters are put on this creature, draw a card.",
    "Whenever a time counter is removed from this card while it's exiled, draw a card.",
    "Whenever enchanted land is tapped for mana, draw a card.",
    "When this creature becomes monstrous, draw a card.",
    "Whenever this creature mutates, draw a card.",
    "When this creature transforms into ~, draw a card.",
    "Whenever day becomes night or night becomes day, draw a card.",
    "Whenever a creature dies or a player loses life, draw a card.",
    "When a spell or ability an opponent controls causes you to discard this card, draw a card.",
    "When you control no Islands, sacrifice this creature.",
    "When ~ enters and at the beginning of your upkeep, draw a card.",
    "At the beginning of your end step, draw a card.",
    "At the beginning of combat on your turn, draw a card.",
    "At the beginning of combat on each opponent's turn, draw a card.",
    "At the beginning of the next end step, draw a card.",
    "At the beginning of each player's upkeep, draw a card.",
    "At the beginning of the upkeep of enchanted creature's controller, draw a card.",
    "At the beginning of each of your postcombat main phases, draw a card.",
    "At end of combat, draw a card.",
    "Whenever one or more artifacts you control enter, draw a card. This ability triggers only once each turn.",
    "Whenever you scry, you may untap ~. Do this only once each turn.",
    "When you cast this spell, you gain half X life and draw half X cards. Round down each time.",
    "Target player mills half their library, rounded down.",
    "Target opponent sacrifices half the creatures they control of their choice, rounded up.",
    "Each player loses half their life, then discards half the cards in their hand. Round up each time.",
    "At the beginning of your upkeep, draw a card if you control the creature with the greatest power or tied for the greatest power.",
    "At the beginning of your upkeep, if you have fewer than seven cards in hand, draw a card.",
    "At the beginning of your upkeep, if you have fewer than seven cards in hand, draw cards equal to the difference.",
    "At the beginning of your upkeep, if ~ is in your graveyard or on the battlefield, you may gain 1 life.",
    "Whenever you cast another Vampire spell, if ~ is in the command zone or on the battlefield, create a 1/1 black Vampire creature token.",
    "When you cast your second spell each turn, draw a card. This ability triggers only once.",
    # conditions (CR 603.4 intervening-if, "unless", effect conditions)
    "When this creature enters, if a creature died this turn, draw a card.",
    "At the beginning of your end step, if you gained 3 or more life this turn, draw a card.",
    "At the beginning of your end step, if an opponent lost life this turn, draw a card.",
    "When this creature enters, if you control two or more other lands, draw a card.",
    "When this creature enters, if there are four or more card types among cards in your graveyard, draw a card.",
    "Whenever a creature dies, if it had power 3 or greater, draw a card.",
    "When this creature enters, if you cast it from your hand, draw a card.",
    "When this creature enters, if it was kicked, draw a card.",
    "At the beginning of each end step, if it's not your turn, draw a card.",
    "At the beginning of your upkeep, sacrifice this enchantment unless you pay {W}{W}.",
    "When this creature enters, sacrifice it unless you control a Forest.",
    "Counter target spell unless its controller pays {3}.",
    "When this creature enters, if an opponent controls more lands than you, draw a card.",
    "When this creature enters, if you have 5 or less life, draw a card.",
    "When this creature enters, if you've cast another spell this turn, draw a card.",
    "When this creature enters, if this creature's power is 4 or greater, draw a card.",
    "When this creature enters, if you control a Desert or there is a Desert card in your graveyard, draw a card.",
    "When this creature enters, if you have the city's blessing, draw a card.",
    "If X is 5 or more, draw a card.",
    "If you win the flip, draw a card.",
    "If that spell is countered this way, draw a card.",
    "When this creature enters, if you control three or more creatures with different powers, draw a card.",
    "When this creature enters, if you've been attacked this step, draw a card.",
    "When this creature enters, if {B} was spent to cast this spell, draw a card.",
    # amounts of mana spent to cast a spell or activate an ability (CR 601.2h, 602.2b, 106.3)
    "If four or more mana was spent to cast that spell, draw two cards.",
    "If mana from a Treasure was spent to activate this ability, draw a card.",
    "If the amount of mana spent to cast that spell was less than its mana value, draw a card.",
    "When this creature enters, if there are two or more ki counters on this creature, draw a card.",
    "When this creature enters, if you don't put the card onto the battlefield, draw a card.",
    "When this creature enters, if you cast this spell during your main phase, draw a card.",
    # durations (CR 611.2)
    "When this enchantment enters, exile target creature an opponent controls until this enchantment leaves the battlefield.",
    "Target creature can't block until your next turn.",
    "Gain control of target creature for as long as you control this creature.",
    "Target creature gets +2/+2 until the end of your next turn.",
    "Target creature gets +2/+2 until end of combat.",
    "Target creature can't attack until your next end step.",
    "Until your next turn, creatures you control get +1/+1.",
    # replacement and prevention effects (CR 614, 615)
    "Prevent all damage that would be dealt to ~.",
    "Prevent the next 2 damage that would be dealt to any target this turn.",
    "Prevent all combat damage that would be dealt this turn.",
    "Prevent all combat damage that would be dealt to and dealt by this creature this turn.",
    "Prevent all damage that would be dealt to you by unblocked creatures this turn.",
    "Prevent all combat damage target creature would deal this turn.",
    "Prevent all damage that would be dealt to you this turn by attacking creatures.",
    # what an object did this turn, in the past tense
    "Destroy target creature that dealt damage to you this turn.",
    "Each creature that blocked this turn gets -1/-1 until end of turn.",
    "You create a Treasure token for each opponent who was dealt damage this turn.",
    "Return target nonland permanent to its owner's hand. If you controlled that permanent, draw a card.",
    "Prevent all combat damage that would be dealt this turn by creatures your opponents control.",
    "All damage that would be dealt to target creature this turn by a source of your choice is dealt to this creature instead.",
    "If a creature you control would die, exile it instead.",
    "If you would draw a card, instead you may skip that draw.",
    "If you would gain life, you gain 2 life instead.",
    "If ~ would be put into a graveyard from anywhere, exile it instead.",
    "If damage would be dealt to you, prevent that damage.",
    "If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from it.",
    "If a source an opponent controls would deal damage to you, prevent 1 of that damage.",
    "If an opponent would begin an extra turn, that player skips that turn instead.",
    "~ deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.",
    "The next time a black source of your choice would deal damage to you this turn, prevent that damage.",
    "If damage is prevented this way, ~ deals that much damage to any target.",
    "All damage that would be dealt to you is dealt to enchanted creature instead.",
    "The next 1 damage that would be dealt to this creature this turn is dealt to its owner instead.",
    "Damage can't be prevented this turn.",
    "Skip your draw step.",
    "~ deals 2 damage to target creature. If that permanent is green, ~ deals 6 damage instead.",
    "If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.",
    "If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.",
    "If a source you control would deal damage to a permanent or player, it deals double that damage instead.",
    "Prevent all combat damage that would be dealt to you this turn. For each 1 damage prevented this way, create a 1/1 white Soldier creature token.",
    "Prevent the next 3 damage that would be dealt to any target this turn. You gain life equal to the damage prevented this way.",
    "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.",
    "Target opponent skips their next combat phase.",
    "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
    "Whenever you cast an instant or sorcery spell from your hand, exile that card instead of putting it into your graveyard as it resolves.",
    'Target creature gains "If this creature would leave the battlefield, exile it instead of putting it anywhere else."',
    # a quantity replaced: counters put, tokens created, life gained (CR 614.1a, 616.1, 122.6, 111.1, 119.3)
    "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.",
    "If one or more +1/+1 counters would be put on a creature, twice that many +1/+1 counters are put on that creature instead.",
    "If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.",
    "If a -1/-1 counter would be put on a creature you control, that many plus two -1/-1 counters are put on it instead.",
    "If one or more tokens would be created under your control, twice that many of those tokens are created instead.",
    "If one or more tokens would be created, that many of those tokens are created instead.",
    "If you would gain life, you gain that much life plus 1 instead.",
    "If an opponent would gain life, that player gains twice that much life instead.",
    "You gain twice X life.",
    "Discard any number of cards, then draw that many cards plus one.",
    "~ deals X plus 2 damage to any target.",
    "If one or more creature tokens would be created under your control, that many 4/4 white Angel creature tokens with flying and vigilance are created instead.",
    "If you would get one or more counters, you get that many plus one of each of those kinds of counters instead.",
    "If you would get one or more {E}, you get twice that many {E} instead.",
    "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.",
    "If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.",
    "You gain X plus 1 life, where X is the number of green creatures on the battlefield.",
    "If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token.",
    "If one or more artifact tokens would be created under your control, those tokens plus an additional 1/1 colorless Thopter artifact creature token with flying are created instead.",
    "Target player draws two cards plus one.",
    # choices as a permanent enters, chosen values, "for each", defined P/T (CR 614.12, 607.2, 604.3)
    "As this creature enters, choose a color.",
    "As this artifact enters, choose a nonland card name.",
    "As this land enters, choose a creature type other than Wall.",
    "As ~ enters the battlefield, choose a basic land type.",
    "As this enchantment enters, choose a color and a creature type.",
    "Choose a creature type. Creatures you control of the chosen type get +1/+0 until end of turn.",
    "As this creature enters, choose a number between 0 and 7.",
    "Spells with the chosen name cost {2} more to cast.",
    "For each opponent, you draw a card.",
    "When this creature enters, for each opponent, create a 1/1 white Soldier creature token.",
    "For each color, return up to one target card of that color from your graveyard to your hand.",
    "~'s power and toughness are each equal to the number of creature cards in all graveyards.",
    "~'s power is equal to the number of cards in your hand and its toughness is equal to 7 minus that number.",
    "~'s toughness is equal to 1 plus the number of Forests you control.",
    "Target creature has base power and toughness 0/2 until end of turn.",
    "Thopters you control have base power and toughness X/X, where X is the number of cards in your hand.",
    "It becomes a Bird with base power and toughness 1/1 and flying until end of turn.",
    "Target attacking creature has base power 0 until end of turn.",
    "Creatures you control have base power and toughness each equal to the number of creatures you control.",
    "You may have the base power and toughness of target creature become 4/4 until end of turn.",
    "Until end of turn, this creature's base power becomes equal to the number of Towns you control.",
    "Target creature you control gains protection from the color of your choice until end of turn.",
    "Domain — Equipped creature gets +1/+1 for each basic land type among lands you control.",
    "Put all revealed cards not cast this way on the bottom of your library in a random order.",
    "Each opponent who has less life than you loses 2 life.",
    "Whenever ~ attacks, each opponent discards a card. For each opponent who can't, you draw a card.",
    "~ deals 2 damage to each white creature and each player who controls a white creature.",
    "Draw two cards for each opponent who controls fewer creatures than you.",
    # the player (players tied too) with the most or fewest of some permanents
    "Each player who controls the most creatures investigates.",
    "At the beginning of your end step, each player who controls the fewest creatures creates a 1/1 white Soldier creature token.",
    "This creature can't be blocked as long as defending player controls the most creatures or is tied for the most.",
    "This spell costs {X} less to cast, where X is the greatest number of artifacts an opponent controls.",
    "You gain X life, where X is the greatest number of creatures a player controls.",
    "Whenever this creature attacks while you have the most life or are tied for most life, you draw a card and you lose 1 life.",
    # protection from each of a set of players or qualities (CR 702.16i, 702.16k)
    "You have protection from each of your opponents.",
    "Target creature you control gains protection from each of your opponents until end of turn.",
    "Each other creature you control has hexproof from each of its colors.",
    # "had an object enter": an object entered under that control (CR 400.7)
    "At the beginning of your end step, if you had a land enter the battlefield under your control this turn, draw a card.",
    "If an opponent had an artifact enter the battlefield under their control this turn, you may pay {1}{G} rather than pay this spell's mana cost.",
    # a leaves-control trigger (CR 603.10d)
    "When you lose control of this artifact, draw two cards.",
    "Whenever you're dealt damage, put that many charge counters on this artifact.",
    "Whenever enchanted player is attacked, you gain 2 life.",
    "{1}{U}, {T}: Gain control of target artifact until end of turn. When you lose control of the artifact, tap it.",
    # a delayed triggered ability with an intervening "if" (CR 603.7, 603.4); "their next upkeep"
    "Exile target creature. At the beginning of the next end step, if you control a Forest, return that card to the battlefield under its owner's control.",
    "Target opponent loses 1 life. At the beginning of their next upkeep, you gain 3 life.",
    "When this creature dies, return it to the battlefield tapped under its owner's control at the beginning of their next upkeep.",
    "Each player who lost life this turn draws a card.",
    "Each opponent who didn't discard a nonland card this way loses 3 life.",
    "Each opponent may draw a card. For each opponent who does, you create a Treasure token.",
    "Until end of turn, target creature becomes a blue Frog with base power and toughness 1/1.",
    # the game and its players (grammar/game.lark): designations, winning and losing, poison
    "When this creature enters, you become the monarch.",
    "When this enchantment enters, you take the initiative.",
    "Whenever ~ deals combat damage to a player, that player loses the game.",
    "At the beginning of your upkeep, if you control twenty or more artifacts, you win the game.",
    "You can't lose the game and your opponents can't win the game.",
    "Whenever this creature deals damage to a player, that player gets two poison counters.",
    "You may choose not to untap this land during your untap step.",
    "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
    # mana (CR 106): combinations, types other permanents could produce, additional mana, riders
    "Add two mana in any combination of colors.",
    "{1}, Remove X storage counters from this land: Add X mana in any combination of {B} and/or {R}.",
    "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.",
    "{T}: Add one mana of any type that a land you control could produce.",
    "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
    "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
    "{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.",
    "{T}: Add {C}{C}. Spend this mana only on costs that contain {X}.",
    # casting and activation restrictions (CR 601.3, 602.5)
    "Cast this spell only during combat before blockers are declared.",
    "Cast this spell only during an opponent's turn, before attackers are declared.",
    "Cast this spell only during the declare blockers step on an opponent's turn.",
    "Cast this spell only after combat.",
    "Cast this spell only if you've cast another spell this turn.",
    "{T}: Draw a card. Activate only during your turn, before attackers are declared.",
    "{T}: Draw a card. Activate only once.",
    # entering with additional counters (CR 122.6)
    "Each other creature you control of the chosen type enters with an additional +1/+1 counter on it.",
    "Return target creature card from your graveyard to the battlefield with two additional +1/+1 counters on it.",
    # more game actions (grammar/game.lark)
    "At the beginning of your upkeep, you may remove a vitality counter from this Aura.",
    "{T}, Exile this artifact: Shuffle your graveyard into your library.",
    "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library.",
    "Each player shuffles their hand and graveyard into their library, then draws seven cards.",
    "Target player takes an extra turn after this one.",
    "If this card is in your opening hand, you may begin the game with it on the battlefield.",
    "~ can be your commander.",
    "Until end of turn, you don't lose this mana as steps and phases end.",
    "You don't lose unspent green mana as steps and phases end.",
    "{2}: Put a plot counter on this enchantment. Any player may activate this ability.",
    "{4}: Draw a card. Any player may activate this ability but only during any upkeep step.",
    "All creatures able to block target creature this turn do so.",
    # rules about targets, blocks, counts and decks (grammar/game.lark)
    "This creature can't be the target of blue or black spells.",
    "{3}{U}{U}: Target creature blocks this creature this turn if able.",
    "Target creature blocks this turn if able.",
    "Each player can't cast more than one spell each turn.",
    "Players can't untap more than one creature during their untap steps.",
    "A deck can have any number of cards named ~.",
    "A deck can have up to seven cards named ~.",
    "{3}, Discard a card at random: Target creature gets +2/+2 until end of turn.",
    "When this creature enters, you may put an Aura card from your hand onto the battlefield attached to this creature.",
    "When a creature enters, you may return this card from your graveyard to the battlefield attached to that creature.",
    "Play with the top card of your library revealed.",
    "Your opponents play with their hands revealed.",
    "Players play with the top card of their libraries revealed.",
    "Exile the top card of your library face down.",
    # copies (CR 707): entering as a copy, becoming a copy, and the exceptions (CR 707.9)
    "You may have this creature enter as a copy of any creature on the battlefield.",
    "You may have this creature enter as a copy of any creature on the battlefield, except it has haste and dethrone.",
    "You may have this enchantment enter as a copy of any artifact on the battlefield, except it's an enchantment in addition to its other types.",
    "Create a token that's a copy of target creature you control, except it isn't legendary.",
    "Create a token that's a copy of target creature, except it's 1/1 and it has this ability.",
    "Create a token that's a copy of target creature, except it's 5/5 and has trample and haste.",
    "Create a token that's a copy of target creature, except it isn't legendary and is a Mutant in addition to its other types.",
    "Whenever a nontoken creature an opponent controls enters, create a token that's a copy of that creature except it's an artifact in addition to its other types.",
    "Copy target instant or sorcery spell, except that the copy is red.",
    "Create a token that's a copy of target permanent, except it's a 4/4 Dragon creature with flying in addition to its other types.",
    "{X}: This creature becomes a copy of target creature card in your graveyard, except it has flying and this ability.",
    "Whenever ~ becomes attached to a creature, create a token that's a copy of ~, except it doesn't have this ability.",
    "Whenever you cast a Beast or Bird creature spell, you may copy it, except the copy is an artifact in addition to its other types.",
    # "except for": an exclusion from a mass noun phrase
    "Destroy all permanents except for artifacts and lands.",
    "Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and Serpents.",
    "{2}: This artifact becomes a copy of target artifact, creature, enchantment, or land until end of turn.",
    "Destroy each creature on the battlefield.",
    "Two target creatures each get +2/+0 and gain trample until end of turn.",
    "Any number of target players each draw a card.",
    "Enchanted creature loses all abilities and has base power and toughness 1/1.",
    "All lands lose all abilities except mana abilities.",
    "Target creature loses flying until end of turn.",
    "Create a number of Treasure tokens equal to the number of creatures you control.",
    "Choose a Background",
    "This spell costs {1} less to cast for each creature in your party.",
    "Draw X cards, where X is the number of creatures in your party.",
    "As long as your devotion to white and blue is less than seven, this creature isn't a creature.",
    "If your life total is less than 10, draw a card.",
    "Doctor's companion",
    "Partner—Friends forever",
    "Exile a number of cards from the top of your library equal to X.",
    "Look at the top four cards of target opponent's library, exile one of them face down, then put the rest on the bottom of that library in a random order.",
    # outside the game (CR 400.11), the amassed Army (CR 701.47c)
    "You may reveal a creature or land card you own from outside the game and put it into your hand.",
    "You may put a card you own from outside the game into your hand.",
    "Amass Orcs 3, then target player mills X cards, where X is the amassed Army's power.",
    # "a card at random from ..."
    "{T}: Choose a creature card at random from target opponent's graveyard. Put that card onto the battlefield under your control.",
    "When this creature enters, target player reveals a card at random from their hand, then loses life equal to that card's mana value.",
    "Look at a card at random in target player's hand.",
    # "perpetually" (Alchemy)
    "{T}: Choose a creature card in your hand. It perpetually gains haste.",
    "When ~ enters, creature cards in your hand perpetually get +1/+1.",
    "When ~ enters, target opponent reveals a nonland card at random from their hand. It perpetually gains \"This spell costs {1} more to cast.\"",
    # "seek" (Alchemy)
    "Seek two nonland cards, then put a card from your hand on the bottom of your library.",
    "Seek a card with mana value 2 or less and a card with mana value 3 or greater.",
    "When this creature dies, seek a creature card with mana value 3 or less.",
    # "twice that many" (doubling replacements)
    "If an opponent would mill one or more cards, they mill twice that many cards instead.",
    "Put twice that many +1/+1 counters on target creature.",
    # "conjure" (Alchemy)
    "When this creature enters, conjure a card named Inspiring Statuary into your hand.",
    "Conjure two cards named Lightning Bolt onto the battlefield tapped.",
    "When ~ enters, conjure a duplicate of another target nontoken creature or artifact you control into your graveyard.",
    # "choose ... at random"
    "At the beginning of combat on your turn, choose an opponent at random.",
    "Choose a creature at random, then destroy the rest.",
    # "that shares a color with it"
    "Destroy target creature and each other creature that shares a color with it.",
    "Reveal cards from the top of your library until you reveal a card that shares a card type with that permanent.",
    "Destroy target creature and all other creatures that share a creature type with it.",
    # boons (Alchemy)
    "When ~ enters, you get a one-time boon with \"When you cast a creature spell without flying, it perpetually gains flying.\"",
    "You get a three-time boon with \"Whenever one or more Merfolk enter under your control, draw a card.\"",
    # counted counters (CR 122.1): "for each ... counter on", "a number of ... counters ... equal to"
    "Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~.",
    "{1}, Sacrifice this artifact: Draw a card for each charge counter on this artifact.",
    "Creatures you control get +1/+1 for each unity counter on this enchantment.",
    "Whenever a legendary creature with counters on it dies, draw a card for each counter on it.",
    "Put a number of +1/+1 counters on target creature you control equal to the mana value of the exiled card.",
    "Put a number of +1/+1 counters equal to that creature's power on this creature.",
    "This creature enters with a number of +1/+1 counters on it equal to the number of land cards in all graveyards.",
    "Each other creature you control enters with a number of additional +1/+1 counters on it equal to this creature's power.",
    # damage divided as you choose (CR 601.2d)
    "~ deals X damage divided as you choose among any number of target attacking creatures.",
    "~ deals 5 damage divided as you choose among any number of targets.",
    "~ deals 3 damage divided as you choose among one, two, or three target attacking or blocking creatures.",
    "[−2]: ~ deals 2 damage divided as you choose among one or two targets.",
    "~ deals 8 damage divided as you choose among X target creatures and/or planeswalkers.",
    # delayed triggers with a duration (CR 603.7c)
    "Untap all creatures. Until end of turn, whenever a creature an opponent controls blocks, draw a card.",
    "When this creature enters, until end of turn, whenever a creature an opponent controls is dealt damage, destroy it.",
    "{1}{R}{R}: Until end of turn, whenever you cast a black spell, put a +1/+1 counter on this creature.",
    # colors of an object, names and qualities chosen as the effect begins
    "Equipped creature gets +1/+0 for each of its colors.",
    "Target creature gets +2/+2 until end of turn for each of its colors.",
    "Choose a nonland card name. Target player reveals their hand and discards all cards with that name.",
    # card names of a kind, one left out, and the chosen name as a condition (CR 201.3, 607.2)
    "As this creature enters, choose a noncreature, nonland card name.",
    "Choose a card name other than a basic land card name.",
    "{1}, {T}: Choose a card name, then reveal the top card of your library. If that card has the chosen name, draw three cards.",
    "Target player chooses a card name, then reveals the top card of their library. If it doesn't have the chosen name, that player mills it.",
    "{T}: Target permanent becomes the color of your choice until end of turn.",
    "{1}: This creature becomes the creature type of your choice until end of turn.",
    "Creatures of the creature type of your choice get -3/-3 until end of turn.",
    # mana of any type (CR 609.4b), once each turn, repeatable additional costs (CR 601.2b)
    "You may cast that card for as long as it remains exiled, and mana of any type can be spent to cast that spell.",
    "You may play those cards for as long as they remain exiled, and mana of any type can be spent to cast them.",
    "Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost.",
    "{2}, {T}: You may play the exiled card without paying its mana cost.",
    "Once each turn, you may cast an instant or sorcery spell from the top of your library.",
    "Once during each of your turns, you may cast a spell from your hand or the top of your library without paying its mana cost.",
    "As an additional cost to cast this spell, you may pay {1}{R} and/or {1}{G} any number of times.",
    # kicker counts (CR 702.33c), amounts measured earlier, comparisons with the object
    "This artifact enters with a charge counter on it for each time it was kicked.",
    "When this enchantment enters, return up to X target creature cards from your graveyard to the battlefield, where X is the number of times this enchantment was kicked.",
    "At the beginning of each end step, each opponent loses life equal to the life they lost this turn.",
    "Each opponent loses 3 life. You gain life equal to the life lost this way.",
    "If target opponent has more cards in hand than you, draw cards equal to the difference.",
    "You gain life equal to the difference between your life total and 10.",
    "Whenever ~ attacks, you may exile target creature card with lesser power from your graveyard.",
    # further changes, life counted one by one, counters as a card is exiled or distributed
    "Target creature gets -1/-1 until end of turn. It gets an additional -1/-1 until end of turn for each card named ~ in your graveyard.",
    "At the beginning of each of your postcombat main phases, add {R} for each 1 life your opponents have lost this turn.",
    "Whenever you gain life, you may pay {1}{W}. If you do, put a +1/+1 counter on target creature for each 1 life you gained.",
    "Draw two cards. Exile ~ with three time counters on it.",
    "Distribute three +1/+1 counters among one, two, or three target creatures.",
    "Instant and sorcery spells you cast cost {1} less to cast for each experience counter you have.",
    "Target opponent loses 1 life for each poison counter that player has.",
    "Whenever another permanent you control enters, you may put a permanent card with equal or lesser mana value from your hand onto the battlefield.",
    # the words of keyword rules (oraclec.keywords.SUPPORT): designations, damage and stats
    # compared, blockers beyond the first, moved counters, players by life or by attack
    "When this creature deals combat damage to a player, if it isn't renowned, put two +1/+1 counters on it and it becomes renowned.",
    "If an opponent was dealt damage this turn, this creature enters with two +1/+1 counters on it.",
    "Whenever this creature deals damage to a creature, if that creature was dealt excess damage this turn, draw a card.",
    "If this creature was kicked with its {R} kicker, it enters with a +1/+1 counter on it and with first strike.",
    'If this creature was kicked with its {1}{B} kicker, it enters with two +1/+1 counters on it and with "Pay 3 life: Regenerate this creature."',
    "Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.",
    "Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it beyond the first.",
    "You may move a +1/+1 counter from this creature onto target creature.",
    "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.",
    "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.",
    "Draw a card for each player being attacked.",
    "Until end of turn, that permanent becomes blue if it's a Mount and becomes an artifact creature if it's a Vehicle.",
    # Rooms' doors (CR 709.5h) and the command zone (CR 408)
    "When you unlock this door, mill three cards, then return a creature card from your graveyard to the battlefield.",
    "{T}, Sacrifice this land: Put your commander into your hand from the command zone.",
    "At the beginning of your upkeep, if ~ is in the command zone, you gain 2 life.",
    "Whenever a creature attacks, you may pay {3}. When you do, put a +1/+1 counter on that creature.",
    "{1}, {T}: Draw a card, then discard a card. When you discard a creature card this way, target creature gets +2/+2 until end of turn.",
    "Target creature gets +2/+0 until end of turn. When that creature dies this turn, draw a card.",
    "Choose target creature. Whenever that creature deals combat damage this turn, you gain 1 life.",
    "When this creature enters, you may sacrifice a creature. When you don't, tap this creature.",
    "If you do, this creature assigns no combat damage this turn.",
    "{4}, {T}: Target creature can't be blocked this turn except by Walls.",
    "Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power.",
    "Enchanted land is the chosen type.",
    "Enchanted creature is a Flagbearer.",
    "Each land is a Swamp in addition to its other land types.",
    "Whenever this creature and at least two other creatures attack, this creature gets +2/+2 until end of turn.",
    "Whenever ~ and at least one other creature attack, draw a card.",
    "You may exert this creature as it attacks. When you do, it gets +1/+3 until end of turn.",
    "You may exert ~ as it attacks.",
    "Other creatures you control have ward {3}.",
    "Create X tokens that are copies of target token you control.",
    "Nonbasic lands are Mountains.",
    "Target opponent discards two cards. Then if you control a Rat, surveil 2.",
    "At end of combat, put a -0/-2 counter on each creature blocking or blocked by this creature.",
    # blocking whom, attacking whom (CR 509.1a, 506.3): a relative clause and a condition
    "This creature gets -2/-0 as long as two or more creatures are blocking it.",
    "Whenever a creature you control with menace becomes blocked, defending player sacrifices a creature of their choice that's blocking it.",
    "Enchanted creature can't be blocked unless defending player pays {3} for each creature they control that's blocking it.",
    "Each creature that's attacking one of your opponents has trample.",
    # the other creature of a trigger event about two creatures
    "Whenever enchanted creature deals damage to a creature, destroy the other creature.",
    "Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first strike until end of turn.",
    # how combat damage is assigned (CR 510.1)
    "You may have this creature assign its combat damage as though it weren't blocked.",
    "X target blocked creatures assign their combat damage this turn as though they weren't blocked.",
    "Each creature you control assigns combat damage equal to its toughness rather than its power.",
    "Draw a card. When you next cast an instant or sorcery spell this turn, copy that spell.",
    "When this creature enters, each other Giant or Wizard you control and each Giant or Wizard card in your hand perpetually gains ward {1}.",
    "{R}: This creature gets +1/+0 until end of turn. Activate only if this creature is blocked.",
    "Return target permanent to its owner's hand. If that permanent is red or green, draw a card.",
    "Enchanted land is snow.",
    "~ is all colors.",
    "When this creature dies, you may pay {1}. When you do, choose one —\n• Draw a card.\n• You gain 3 life.",
    # plurals of subtypes by English morphology (oraclec.vocabulary.plurals): -es after -o
    # (Heroes), -i for Latin -us (Pegasi), -ves, -ies, compounds of -man, irregulars; the last
    # three lines use plurals no card of the corpus has
    "Artifact creatures and Heroes you control get +1/+1 for each Artificer you control and each Artificer card in your graveyard.",
    "Other Pegasi, Unicorns, and Horses you control get +1/+1.",
    "When this enchantment enters, destroy all Djinns and Efreets. They can't be regenerated.",
    "Other Wolves and Werewolves you control get +1/+1.",
    "Other Rabbits, Bats, Birds, and Mice you control get +1/+1.",
    "Destroy all Cybermen, Homunculi, and Sphinxes.",
    "Other Harpies, Kangaroos, and Dwarfs you control have flying.",
    "Each Phoenixes' owner draws a card.",
    # a subtype whose plural is itself, without a determiner: plural ("Merfolk you control
    # have"); "enchanted"/"equipped" stand for a determiner of one object
    "Eldrazi you control have vigilance.",
    "Fish you control have haste and can't be blocked by Humans.",
    "Kithkin you control get +1/+1.",
    # a subtype of two words (CR 205.3m), its plural and its possessive
    "Whenever this Vehicle attacks, if you control a Time Lord, the next spell you cast this turn has cascade and you may planeswalk.",
    "Other Time Lords you control get +1/+1.",
    "As long as you attacked with three or more Merfolk this turn, Merfolk you control get +1/+0.",
    # gendered pronouns for the object a card names, and for a player (as "it", "its", "they")
    "Whenever this creature attacks, put a +1/+1 counter on him.",
    "Prevent all damage that would be dealt to him this turn.",
    "When you draw your third card in a turn, exile ~, then return her to the battlefield transformed under her owner's control.",
    "Destroy target black creature or black planeswalker. If that permanent was a Liliana planeswalker, her controller loses 3 life.",
    "Whenever ~ attacks, he connives.",
    "Whenever ~ attacks, he deals damage equal to his power to any target.",
    "Whenever ~ becomes blocked, she gets +2/+2 until end of turn.",
    "Target player sacrifices a creature of her choice.",
    "Put a +1/+1 counter on target creature. That creature deals damage equal to its power to himself.",
    # "The same is true for [keywords].": the sentence before, again for each keyword
    "Whenever this creature attacks, it gains flying until end of turn if you control a creature with flying. The same is true for first strike, double strike, deathtouch, indestructible, lifelink, menace, and trample.",
    # past participles derived from the verbs' base forms (oraclec.morphology): zone changes
    # remembered, what you did, the damage dealt, the mana an ability made being spent
    "Return a creature card put into a graveyard this way to the battlefield under your control.",
    "You lose 1 life for each card put into your hand this way.",
    "Exile target creature card in your graveyard that was put there from the battlefield this turn.",
    "Return all creature cards in your graveyard that were put there from anywhere other than the battlefield this turn to your hand.",
    "~ deals damage to each creature equal to the number of artifacts that were put into graveyards from the battlefield this turn.",
    "Exile target card in exile that was put there from your hand this turn.",
    "Return target card in your hand that was returned there from the battlefield this turn to the battlefield.",
    "Creatures you control get +1/+1 for each time you've cast your commander from the command zone this game.",
    "Draw a card for each time you've sacrificed a Food this turn.",
    "~'s power is equal to the number of cards you've drawn this turn.",
    "You gain life equal to the number of cards you've discarded this turn.",
    "Target player mills X cards, where X is the number of creatures you've sacrificed this turn.",
    "You gain life equal to the damage dealt this way.",
    "You gain life equal to the damage dealt to you this turn.",
    "Create a number of Treasure tokens equal to the damage dealt to your opponents this turn.",
    # excess damage (CR 120.4a, 120.10)
    "You gain life equal to the excess damage dealt this way.",
    "Amass Orcs X, where X is that excess damage.",
    "If excess damage was dealt this way, create a Lander token.",
    "Excess damage is dealt to that creature's controller instead.",
    "Whenever a creature an opponent controls is dealt excess noncombat damage, draw a card.",
    "Discover X, where X is that damage.",
    "{T}: Add {R}. If that mana is spent on a Dragon creature spell, it gains haste until end of turn.",
    "{T}: Add {G}. If this mana is spent to cast a creature spell, that creature enters with an additional +1/+1 counter on it.",
    "{T}: Add {U}. When that mana is spent to cast an instant or sorcery spell, copy that spell and you may choose new targets for the copy.",
    "{T}: Add {G}. When you spend this mana to cast a spell with mana value 6 or greater, draw a card.",
    "{T}: Add {U}. When you spend this mana to cast a spell or activate an ability, draw a card.",
    "Return each creature in your party to its owner's hand.",
    "Exile target card in your graveyard with mana value 3 or less.",
    "Destroy target artifact, creature, and enchantment.",
    "Destroy target nonartifact, nonblack creature.",
    # what objects did, in the past tense (oraclec.morphology derives "died", "crewed", ...)
    "Draw a card for each creature that died under your control this turn.",
    "Put a +1/+1 counter on each creature that entered the battlefield under your control this turn.",
    "Whenever this Vehicle attacks, create a Treasure token for each creature that crewed it this turn.",
    "When this creature enters, put a +1/+1 counter on each creature that convoked it.",
    "Whenever a creature you control dies, you gain life equal to the power of the creature that died.",
    "You gain 1 life for each creature that blocked ~ this turn.",
    "At the beginning of your end step, if a permanent you controlled left the battlefield this turn, draw a card.",
    "Create a Treasure token for each nontoken creature you controlled that died this turn.",
    "Then put all cards revealed this way that weren't put onto the battlefield on the bottom of your library in a random order.",
    "Then put the exiled cards that weren't cast this way into your graveyard.",
    "This spell costs {2} less to cast if a creature card was put into your graveyard from anywhere this turn.",
    "At the beginning of your end step, if a card was put into exile this turn, draw a card.",
    # a keyword action's status, its participle derived from the verb (CR 701.15: goad)
    "Enchanted creature gets +2/+2 and is goaded.",
    "Enchanted creature gets +3/+3, must be blocked if able, and is goaded.",
    "Creatures your opponents control are goaded.",
    "Whenever one or more nonland cards are milled, draw a card.",
    "Whenever a creature card is milled, you gain 1 life.",
    # coverage (issue 19): "that player or that planeswalker's controller", "targets only", power
    # and toughness each equal to, text and target changes (CR 612, 115.7), amounts paid, day and
    # night (CR 726), "is goaded" (CR 701.15), colors in addition (CR 105.3), "as you cast this
    # spell", objects picked at random
    "~ deals 2 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
    "~ deals 1 damage to target player or planeswalker and each artifact that player or that planeswalker's controller controls.",
    "Whenever you cast an instant or sorcery spell that targets only ~, draw a card.",
    "Whenever an opponent casts a spell that targets only a single creature you control, you gain 2 life.",
    "Whenever a player casts a spell that targets only this creature, that player loses 1 life.",
    "Whenever you cast a spell that targets only creatures you control, scry 1.",
    "Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn.",
    "Target land becomes a 0/0 Elemental creature with power and toughness each equal to the number of lands you control until end of turn.",
    "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.",
    "Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another.",
    "Change the text of target spell or permanent by replacing all instances of one creature type with another until end of turn.",
    "Change the target of target spell or ability with a single target.",
    "Change the target of target spell with a single target unless that spell's controller pays {2}.",
    "You get {E}{E}, then you may pay any amount of {E}.",
    "At the beginning of your upkeep, you may pay any amount of life. If you do, draw that many cards.",
    "When this creature dies, you may pay any amount of {R}.",
    "Each player may pay any amount of mana. Then each player draws cards equal to the amount of mana they paid this way.",
    "~ deals 2 damage to that player. Prevent X of that damage, where X is the amount of mana that player paid this way.",
    "Target creature gets -1/-1 until end of turn for each {E} paid this way.",
    "As an additional cost to cast creature spells, you may pay any amount of mana.",
    "If it's neither day nor night, it becomes day as this creature enters.",
    "If it's neither day nor night, it becomes night as ~ enters.",
    "When this creature enters, it becomes night.",
    "Enchanted creature gets +2/+2 and is goaded.",
    "Equipped creature has menace and is goaded.",
    "That creature is a black Zombie in addition to its other colors and types.",
    "Until end of turn, target creature becomes a blue Illusion in addition to its other colors and types.",
    "Choose one. If you control a commander as you cast this spell, you may choose both instead.\n• Draw a card.\n• Create a Treasure token.",
    "Choose one. If you control two or more artifacts as you cast this spell, you may choose both instead.\n• Draw a card.\n• Scry 2.",
    "When this creature dies, it deals 4 damage to target opponent chosen at random.",
    "Destroy one of those permanents at random.",
    "Exile a card from target opponent's hand at random.",
    "Exile an instant or sorcery card from your graveyard at random.",
    "~ deals 10 damage to an opponent chosen at random.",
    "Destroy a creature chosen at random.",
    "Whenever you cast an instant or sorcery spell that targets only ~, copy that spell for each other creature you control that the spell could target. Each copy targets a different one of those creatures.",
    "Whenever a player casts an instant or sorcery spell, if that spell targets only this creature, draw a card.",
    "Copy that spell for each other Goblin that spell could target.",
    "Copy target spell or ability for each other permanent or player the spell or ability could target.",
    "Create a 1/1 red Soldier creature token, then copy that spell. The copy targets that token.",
    "Whenever you attack, for each opponent, create a 1/1 white Human creature token that's tapped and attacking that player or a planeswalker they control.",
    "Put a creature card from your hand onto the battlefield tapped and attacking defending player.",
    "Each other creature that's attacking one of your opponents gets +1/+1 until end of turn.",
    "Until end of turn, any number of target lands you control become 1/1 Elemental creatures with vigilance, indestructible, and haste. They're still lands.",
    "Up to two target artifacts become 2/2 Construct artifact creatures until end of turn. They're still artifacts.",
    "Destroy target creature with total power and toughness 5 or less.",
    "Exile each creature with total power and toughness 10 or greater.",
    # issue 19 (cov-b): digital-only (Alchemy) keywords of oraclec.keywords.DIGITAL_KEYWORDS,
    # intensity, spellbooks, and "fully unlock" (CR 709.5i); the made-up ones are not in the corpus
    "Eerie — Whenever an enchantment you control enters and whenever you fully unlock a Room, draw a card.",
    "Whenever an opponent fully unlocks a Room, you gain 2 life.",
    "Double team",
    "Flying, double team",
    "Other Knights you control have double team.",
    "Specialize {2}",
    "Specialize {3}. Activate only if you control six or more lands.",
    "Starting intensity 0",
    "Starting intensity 3",
    "Creatures you control get +X/+0, where X is ~'s intensity.",
    "This sorcery deals damage equal to its intensity to any target. Then cards you own named ~ intensify by 1.",
    "Whenever another artifact you control enters, this artifact intensifies by 1.",
    "When this creature enters, it deals X damage to any target, where X is this creature's intensity. Then it intensifies.",
    "Draw a card. If ~'s intensity is 4, instead take an extra turn after this one.",
    "As long as this enchantment's intensity is 3 or more, creatures you control have flying.",
    "When ~ dies, draft a card from ~'s spellbook.",
    "{W}, {T}: Draft a card from this artifact's spellbook and exile it face down.",
    "When you cast this spell, target opponent drafts a card from ~'s spellbook.",
    "At the beginning of your end step, conjure a random card from ~'s spellbook into your hand.",
    "When ~ enters, conjure a card of your choice from the Planets Spellbook onto the battlefield.",
    "Conjure a random creature card from the Slivers Spellbook into your hand.",
    # pawprint modes (CR 700.2i); the second is made up: no rider, four pawprints, two modes
    "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n{P} — Create a 1/1 white Rabbit creature token.\n{P}{P} — Exile target nonland permanent. Its controller draws a card.\n{P}{P}{P} — Return each nonland, nontoken permanent to its owner's hand.",
    "Choose up to four {P} worth of modes.\n{P} — Draw a card.\n{P}{P} — Destroy target artifact.",
    # Conspiracy Draft (CR 905.2): abilities that function during the draft, and notes read in
    # the game; the made-up ones draft face down, note a power, the lowest number
    "Draft this card face up.",
    "Draft this card face down.",
    "Reveal this card as you draft it and note how many cards you've drafted this draft round, including this card.",
    "Reveal this card as you draft it.",
    "As you draft a creature card, you may reveal it, note its name, then turn this card face down.",
    "As you draft an artifact card, you may reveal it and note its power.",
    "~ deals damage to target creature equal to the highest number you noted for cards named ~.",
    "You gain life equal to the lowest number you noted for cards named ~.",
    "Other creatures you control of a type you noted for cards named ~ get +1/+1.",
    "Creatures you control with a name you noted for cards named ~ have flying.",
    "When this creature dies, turn the exiled card face up.",
    # "[instruction] twice": done two times in a row; the last two are made up
    "When this creature enters, investigate twice.",
    "Draft a card from ~'s spellbook twice, then put one of those cards onto the battlefield tapped.",
    "Incubate X twice, where X is the number of lands you control.",
    "At the beginning of your upkeep, scry 1 twice.",
    "{T}: Proliferate twice. Activate only as a sorcery.",
    # the duplicates a "conjure a duplicate of" instruction made (Alchemy); the last is made up
    "Conjure a duplicate of target creature card in your graveyard into your hand. That duplicate perpetually gets +1/+1.",
    "Conjure a duplicate of each of those cards into your hand. The duplicates perpetually gain haste.",
    "Conjure two duplicates of target creature card you own into your library. The duplicates perpetually get +2/+0.",
    # an object named by the card's name or a pronoun, with its zone; the last is made up
    "When enchanted land is put into a graveyard, you may return ~ from your graveyard to your hand.",
    "Draw a card, then discard a card. If the discarded card was an artifact card, exile it from your graveyard.",
    "When this card specializes from your graveyard, return it from your graveyard to the battlefield.",
    "{2}{B}: Return ~ from your graveyard to the battlefield tapped. Activate only as a sorcery.",
    "At the beginning of your upkeep, shuffle them from your graveyard into your library.",
    # Alchemy: unspecializing, and "from any zone" (as "from anywhere"); the last is made up
    "When ~ dies, it unspecializes. If it unspecializes this way, return it to the battlefield tapped.",
    "When this card specializes from any zone, create a 2/2 white Knight creature token.",
    "Whenever a creature card you own specializes from any zone, you gain 2 life.",
    # a player's cards in hand, counted: "have" read past the lexer's lookahead (the "have" of
    # "you have hexproof" reads on for five words and fails at the comma's effect)
    "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, this creature deals 2 damage to that player.",
    "This creature gets +1/+2 as long as you have one or fewer cards in hand.",
    "Hellbent — When this creature dies, if you have no cards in hand, target creature gets -3/-3 until end of turn.",
    # "enters the battlefield" as a replacement's event, in the wording before "enters" alone
    # (CR 700.15; the linter reports it, OC203); the last is made up
    "~ enters the battlefield tapped.",
    "This creature enters the battlefield with two +1/+1 counters on it.",
    "Creatures your opponents control enter the battlefield tapped.",
    # "also" before the verb; the second and third are made up
    "You may also cast spells from among them this turn.",
    "Target creature also gains flying until end of turn.",
    "Each opponent also loses 2 life.",
    # switching power and toughness (CR 613.4d)
    "Switch target creature's power and toughness until end of turn.",
    "Whenever a creature you control enters, switch its power and toughness.",
    "When this creature enters, switch the power and toughness of each creature on the battlefield.",
    # "exactly": a number, a comparison, a bound
    "At the beginning of your upkeep, if you have exactly 1 life, you win the game.",
    "Destroy all other creatures if its power is exactly 20.",
    "At the beginning of your end step, if you control exactly one creature, create a 5/5 black Demon creature token with flying.",
    "As long as there are exactly three tide counters on this creature, it gets +1/+1.",
    # unattach (CR 701.3d)
    "When this Aura enters, unattach enchanted Equipment.",
    "Unattach all Equipment from target creature.",
    "{W}: You may unattach an Equipment from a creature you control.",
    # a counter of any name (CR 122.1): the word before "counter(s)", in lower case; a keyword
    # counter (CR 122.1b) of two words
    "Put an ingenuity counter on target creature.",
    "Whenever you cast a spell, put a delay counter on this enchantment. Then if there are three or more delay counters on it, sacrifice it.",
    "Remove a fire counter from this artifact: Draw a card.",
    "Put a first strike counter on target creature you control.",
    # removing from combat (CR 506.4)
    "When this Aura enters, tap enchanted creature and remove it from combat.",
    "{T}: Remove target blocking creature from combat.",
    "If it's a Forest card, remove that creature from combat.",
    # "up to that many": the number of the event
    "Whenever this creature deals combat damage to a player, exile up to that many target cards from their graveyard.",
    "Whenever you sacrifice one or more lands, search your library for up to that many basic land cards, put them onto the battlefield tapped, then shuffle.",
    # "your choice of" keywords (CR 608.2d)
    "{1}: This creature gains your choice of flying, deathtouch, or lifelink until end of turn.",
    "{T}: Target creature loses your choice of flying, first strike, or trample until end of turn.",
    "Whenever you cast an instant or sorcery spell, this creature gains your choice of flying or lifelink until end of turn.",
    # "can't be the targets of" (CR 115.4), several objects
    "Creatures can't be the targets of spells.",
    "Cards in graveyards can't be the targets of spells or abilities.",
    # "Activate no more than N times each turn." (CR 602.5b)
    "{T}: Draw a card, then discard a card. Activate no more than twice each turn.",
    "{1}: This creature gets +1/+0 until end of turn. Activate no more than three times each turn.",
    # "opponents you have": your opponents
    "Create a 2/2 white Astartes Warrior creature token with vigilance for each opponent you have.",
    "When this creature enters, create a number of 1/1 white Soldier creature tokens equal to the number of opponents you have.",
    # exceptions to the legend rule (CR 704.5j)
    'The "legend rule" doesn\'t apply.',
    'The "legend rule" doesn\'t apply to tokens you control.',
    'As long as ~ is on the battlefield, the "legend rule" doesn\'t apply to them.',
    # the maximum hand size (CR 402.2)
    "Your maximum hand size is two.",
    "Each opponent's maximum hand size is reduced by one.",
    "Your maximum hand size is increased by one.",
    "Your maximum hand size is equal to the number of hour counters on ~.",
    # a state-based loss a player is spared (CR 704.5a, 704.5c)
    "You don't lose the game for having 0 or less life.",
    "You have no maximum hand size and don't lose the game for having 0 or less life.",
    "As long as this Equipment is attached to a creature, you don't lose the game for having 0 or less life.",
    "Each player doesn't lose the game for having ten or more poison counters.",
    # a subtype the rules do not list yet, before a card type or "token"
    "Whenever ~ or another nontoken creature you control leaves the battlefield, create a Mutagen token.",
    "When this creature enters, create a 2/2 blue Glorp Wizard creature token with flying.",
    # what an effect leaves attached (CR 704.5m)
    "This effect doesn't remove this Aura.",
    "This effect doesn't remove Auras.",
    # a place counted from one end of a library (CR 401.7)
    "Put target spell or nonland permanent into its owner's library second from the top.",
    "When this creature dies, put it into its owner's library third from the top.",
    "Put target creature into its owner's library fifth from the bottom.",
    # either of two numbers of an object (CR 208.1)
    "Destroy target creature with power or toughness 4 or greater.",
    "Creatures you control with power or toughness 1 or less can't be blocked.",
    # "at least N": "N or more" in other words
    "~ can't attack or block unless you control at least three other creatures.",
    "This creature has deathtouch as long as you control at least three other snow permanents.",
    # a life total set to a number (CR 119.5), a starting life total (CR 103.4)
    "Target player's life total becomes 10.",
    "Each player's life total becomes the number of creatures they control.",
    "When ~ enters, up to one target player's life total becomes half their starting life total, rounded down.",
    "Your life total becomes equal to your starting life total.",
    "As long as you have at least 7 life more than your starting life total, creatures you control get +2/+2.",
    "As long as your life total is less than or equal to half your starting life total, ~ has indestructible.",
    # counters of several kinds, and a choice among counters (CR 122.1, 122.6, 608.2d, 702.138c)
    "Put two +1/+1 counters and a trample counter on target creature.",
    "Put a +1/+1 counter, a flying counter, and a lifelink counter on it.",
    "This creature enters with two +1/+1 counters and a lifelink counter on it.",
    "Return target permanent card from your graveyard to the battlefield with a hexproof counter and an indestructible counter on it.",
    "Put your choice of a +1/+1 counter or two charge counters on target artifact.",
    "Put your choice of a vigilance counter, a reach counter, or a trample counter on it.",
    "Put your choice of a +1/+1, first strike, or vigilance counter on target creature.",
    "This creature enters with your choice of a flying counter or a first strike counter on it.",
    "This creature escapes with two +1/+1 counters on it.",
    "This creature escapes with your choice of a +1/+1 counter or a flying counter on it.",
    # counters a player has (CR 122.1) and energy got or paid by an amount (CR 107.14)
    "Creatures you control get +X/+X until end of turn, where X is the number of experience counters you have.",
    "Whenever you cast a spell with mana value greater than the number of experience counters you have, you get an experience counter.",
    "It gets +X/+X until end of turn, where X is the amount of {E} you have.",
    "When this creature enters, you get an amount of {E} equal to the number of artifact creatures you control.",
    "You may pay an amount of {E} equal to that card's mana value. If you do, return it to your hand.",
    # each kind of counter (CR 122.1, 701.10e)
    "Double the number of each kind of counter on any number of target permanents.",
    "Whenever you attack, double the number of each kind of counter on each Spider and legendary creature you control.",
    "Double the number of each kind of counter you have.",
    "For each kind of counter on target permanent, give that permanent another counter of that kind.",
    "When this creature enters, for each kind of counter on target permanent, put another counter of that kind on it.",
    "Draw a card for each kind of counter on target creature.",
    "When you cast this spell, copy it for each kind of counter among permanents you control.",
    "Target creature gets +X/+X until end of turn, where X is the number of different kinds of counters among permanents you control.",
    "For each kind of counter on target permanent, put another counter of that kind on it or remove one from it.",
    "Sacrifice that token unless you pay an amount of {E} equal to its mana value.",
    # paying one or more energy (CR 107.1c, 107.14)
    "You get {E}, then you may pay one or more {E}. If you do, create an X/X black Aetherborn creature token, where X is the amount of {E} paid this way.",
    "You get X {E}, then you may pay any amount of {E}.",
    "As long as there are three or more different kinds of counters among creatures you control, this creature gets +2/+4.",
    "Whenever you get one or more {E}, this creature gets +2/+2 until end of turn.",
    # when and how spells may be cast (CR 601.2, 601.3, 307.1, 702.8, 101.2)
    "Spells with the chosen name can't be cast.",
    "Noncreature spells with mana value 4 or greater can't be cast.",
    "Choose a card name. Until your next turn, spells with the chosen name can't be cast and lands with the chosen name can't be played.",
    "Each opponent can cast spells only any time they could cast a sorcery.",
    "You can cast noncreature spells only during your turn.",
    "The next sorcery spell you cast this turn can be cast as though it had flash.",
    "Creature spells you cast can be cast as though they had flash.",
    "You may cast this spell as though it had flash if you pay {2} more to cast it.",
    "You may cast this card from your graveyard using its blitz ability.",
    "You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.",
    # new types that keep the old ones: "that's still a land" (CR 205.1b)
    "Target land becomes a 3/3 artifact creature that's still a land. (This effect lasts indefinitely.)",
    "All Forests are 1/1 creatures that are still lands.",
    "If you do, that land becomes a 0/0 Elemental creature with haste that's still a land.",
    "[0]: Until end of turn, ~ becomes a 4/4 Human Soldier creature with indestructible that's still a planeswalker.",
    "Until end of turn, ~ becomes a Human Soldier creature and gains indestructible. He's still a planeswalker.",
    # "It's [characteristics]." (CR 205.1; as it enters after a move onto the battlefield, CR 611.2e)
    "When ~ dies, if it was a creature, return it to the battlefield under its owner's control. It's an enchantment. (It's not a creature.)",
    "At the beginning of your upkeep, put target creature card from a graveyard onto the battlefield under your control. It's a Phyrexian in addition to its other types.",
    "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.",
    # the type or color chosen as it entered (CR 607.2d, 205.1b, 105.3)
    "This creature is the chosen type in addition to its other types.",
    "Each creature you control is the chosen type in addition to its other types.",
    "This creature is the chosen color. (It's still an artifact.)",
    # the type or colors chosen just before, as the effect begins (CR 608.2d, 205.1a, 105.3)
    "{1}: Choose a creature type other than Wall. Target creature becomes that type until end of turn.",
    "Sacrifice this artifact: Choose a basic land type. Each land you control becomes that type until end of turn.",
    "Target creature becomes the color or colors of your choice until end of turn.",
    "At the beginning of your upkeep, you may have this creature become the color or colors of your choice.",
    # "loses all other abilities, card types, and creature types" (CR 613.1d, 613.1f)
    "Enchanted creature has base power and toughness 0/2, has defender, and loses all other abilities.",
    "Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all other abilities, card types, and creature types.",
    "Enchanted permanent is an enchantment and loses all other card types. (It still has its abilities, but it's no longer a creature.)",
    "Enchanted creature has base power and toughness 0/4, has defender, loses all other abilities, and is a blue Wall in addition to its other colors and types.",
    # every creature type (CR 205.3m)
    "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
    "Target creature gains all creature types until end of turn.",
    # every basic land type, every land type (CR 305.6, 205.3i)
    "Enchanted land is every basic land type in addition to its other types.",
    "Each land with an everything counter on it is every land type in addition to its other types.",
    # a keyword of a cost granted without it, its cost in the sentence after (CR 702.1a-b)
    "Target sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.",
    "Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal to that card's mana cost.",
    "During your turn, each instant and sorcery card in your graveyard has flashback. Its flashback cost is equal to its mana cost.",
    "{T}: Target legendary creature card in your graveyard gains escape until end of turn. The escape cost is equal to its mana cost plus exile three other cards from your graveyard.",
    "Exile target creature and put two time counters on it. If it doesn't have suspend, it gains suspend.",
    "Target creature gains first strike until end of turn. If it doesn't have rampage, that creature gains rampage 2 until end of turn.",
    "When ~ enters, it deals 1 damage to each creature that doesn't have first strike, double strike, vigilance, or haste.",
    "Creatures you control that don't have flying get +1/+1.",
    # exchanges (CR 701.12): of control of two permanents, of life totals
    "Exchange control of target artifact or creature you control and target creature an opponent controls.",
    "Exchange control of two target creatures you don't control.",
    "{T}, Sacrifice this artifact: Exchange life totals with target opponent. Activate only during your upkeep.",
    "{6}, {T}: Two target players exchange life totals.",
    "{T}: Exchange target opponent's life total with this creature's toughness.",
    "{4}: Exchange your life total with ~'s power.",
    # once for each color of mana spent to cast a spell (converge, sunburst: CR 702.44a)
    "Converge — Create a 1/1 white Kor Ally creature token for each color of mana spent to cast this spell.",
    "This creature enters with two +1/+1 counters on it for each color of mana spent to cast it.",
    # once for each mana (of a source, CR 106.3) spent to cast a spell (CR 601.2h)
    "Draw a card for each mana from a Treasure spent to cast this spell.",
    "For each mana from a Desert spent to cast this spell, create a tapped Treasure token.",
    # what mana can't be spent on (CR 106.6)
    "{T}: Add {C}{C}. This mana can't be spent to cast nonartifact spells.",
    "Creatures you control have \"{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.\"",
    # mana of a color in a color identity (CR 903.4)
    "{1}, {T}: Add one mana of any color in your commander's color identity.",
    # a symbol or mana of the chosen color (CR 607.2d)
    "{T}: Add {G} or one mana of the chosen color.",
    # what a permanent tapped for mana produces instead (CR 106.12, 614.1a)
    "If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.",
    "Until end of turn, if a player taps a nonbasic land for mana, it produces colorless mana instead of any other type.",
    "{G}, {T}, Discard a card: Until end of turn, if you tap a land for mana, it produces one mana of a color of your choice instead of any other type and amount.",
    "{T}: If target Plains is tapped for mana, it produces colorless mana instead of white mana.",
    "If you tap a permanent for mana, it produces three times as much of that mana instead.",
    # an amount of mana of the chosen color, and the devotion to it (CR 607.2, 700.5)
    "{T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color.",
    # what each kind of land tapped for mana produces instead (CR 106.12b, 614.1a)
    "If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and Forests produce {B} instead of any other type.",
    # which mana may pay a cost or its X (CR 106.6, 601.2g)
    "{X}, {T}: This creature deals X damage to target creature. Spend only red mana on X.",
    "Spend only black and/or red mana on X.",
    "Spend only mana produced by creatures to cast this spell.",
    "{3}, {T}: Draw two cards. Spend only mana of the chosen color to activate this ability.",
    # phases and steps added to a turn (CR 500.8-500.10)
    "After this phase, there is an additional combat phase.",
    "After this main phase, there is an additional combat phase followed by an additional main phase.",
    "After this main phase, there are two additional combat phases.",
    "If it's your main phase, there is an additional combat phase after this phase, followed by an additional main phase.",
    "Whenever a land you control enters, if it's your main phase, there's an additional combat phase after this phase.",
    "At the beginning of each of your postcombat main phases, there is an additional beginning phase after this phase.",
    "Then there is an additional end step after this step.",
    "Addendum — If you cast this spell during your main phase, draw a card.",
    "Whenever ~ deals combat damage to a player, you get that many additional upkeep steps after this phase.",
    "At the beginning of your upkeep, target opponent gets an additional draw step after this step.",
    # spells whose keyword's optional additional cost was paid: "kicked" (CR 702.33d), "bargained"
    # (CR 702.166b)
    "Whenever you cast a kicked spell, scry 2.",
    "Whenever an opponent casts a bargained spell, you gain 1 life.",
    "Spend this mana only to cast an instant or sorcery spell or a kicked spell.",
    "The first kicked spell you cast each turn costs {1} less to cast.",
    # whether the spell was cast paying a keyword's alternative or additional cost (CR 118.8,
    # 118.9, 601.2b, 601.2f), or "its additional cost"
    "If this spell's surge cost was paid, draw a card.",
    "When this creature enters, if its madness cost was paid, you may return target creature card from a graveyard to its owner's hand.",
    "When ~ enters, draw a card, then discard a card unless her additional cost was paid.",
    "Create three tapped 2/2 black Zombie creature tokens and you gain 3 life. If this spell's madness cost was paid, instead create X of those tokens and you gain X life.",
    "When ~ enters, if his sneak cost was paid, creatures you control get +2/+0 until end of turn.",
    "If the {1}{B} cost was paid, an opponent draws a card.",
    # numbers and conditions as the spell was cast (CR 601.2), not as the effect is applied (608.2h)
    "Draw X cards, where X is the greatest power among creatures you controlled as you cast this spell.",
    "~ deals X damage divided as you choose among any number of target creatures, where X is the number of creatures on the battlefield as you cast this spell.",
    "It gets an additional -1/-1 until end of turn for each modified creature you controlled as you cast this spell.",
    "That creature gets an additional -3/-3 until end of turn if you controlled a Faerie as you cast this spell.",
    # what a permission the effect gave let a player cast or play: "cast this way", "played this
    # way" (CR 601.2, 305.1), and a cost change to one way of casting a spell (CR 601.2f)
    "Each spell cast this way costs {1} more to cast.",
    "Draw a card for each spell countered this way.",
    "Each land played this way enters tapped.",
    "If an instant or sorcery spell cast this way would be put into your graveyard, exile it instead.",
    "This spell costs {2} less to cast this way.",
    # activated abilities but mana abilities (CR 605.1a): "unless they're mana abilities" of a
    # restriction on activating (CR 602.5) or a cost change (CR 602.2b)
    "Activated abilities of artifacts and creatures can't be activated unless they're mana abilities.",
    "Enchanted permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities.",
    "Activated abilities cost {2} more to activate unless they're mana abilities.",
    "Abilities your opponents activate cost {1} more to activate unless they're mana abilities.",
    # an object loses the ability that says so (layer 6, CR 613.1f)
    "{2}: Draw a card, then this creature loses this ability.",
    "When this creature dies, return it to the battlefield under its owner's control. It perpetually loses this ability.",
    # a creature's own way of crewing and saddling (CR 702.122a, 702.171a)
    "This creature saddles Mounts and crews Vehicles as though its power were 2 greater.",
    "This creature crews Vehicles using its toughness rather than its power.",
    'Create a 1/1 colorless Pilot creature token with "This token crews Vehicles as though its power were 2 greater."',
    # permissions to activate abilities beyond the rules' limits (CR 602.5, 606.3, 302.6)
    "You may activate the loyalty abilities of ~ twice each turn rather than only once.",
    "You may activate loyalty abilities of planeswalkers you control twice this turn rather than only once.",
    "You may activate abilities of creatures you control as though those creatures had haste.",
    # issue 19 (h4): energy paid by a number, as a cost and as an instruction (CR 107.14), and
    # numbers in words to ninety-nine
    "{T}, Pay six {E}: Draw three cards.",
    "{T}, Pay fifty {E}: Draw seven cards.",
    "{3}, {T}, Pay X {E}, Sacrifice this land: Destroy target nonland permanent with mana value X.",
    "Whenever this creature attacks, you get {E}{E}, then you may pay eight {E}. If you do, draw a card.",
    "You gain twenty-five life.",
    # issue 19 (h4): an activated ability's last two costs joined by "and" (CR 602.1a, 118)
    "Remove three quest counters from this enchantment and sacrifice it: Create a 5/5 black Zombie Giant creature token.",
    "{1}{R}, {T}, Remove two pressure counters from this land and sacrifice it: Create a 4/4 red Hellion creature token with haste.",
    "{T}, Remove X time counters from this artifact and exile it: Draw X cards.",
    "{T}, Remove ten oil counters from among permanents you control and sacrifice ~: It deals 10 damage to any target.",
    "{T}, Remove an eon counter from this land and return it to its owner's hand: Take an extra turn after this one.",
    # issue 19 (h4): controller and owner told apart, "you control but don't own" (CR 108.3, 110.2)
    "Creatures you control but don't own get +2/+2.",
    "{T}: Draw a card for each permanent you control but don't own.",
    "Whenever a creature you control but don't own dies, its owner loses 2 life and you gain 2 life.",
    # what a player chose before, read back by who chose it (CR 700.2)
    "Destroy the creature you chose.",
    "Whenever a creature you own but don't control attacks, you draw a card.",
    "Whenever this creature attacks, gain control of target permanent you own but don't control.",
    "Spells you cast but don't own cost {1} less to cast.",
    # issue 19 (h4): two creatures that "fight each other" (CR 701.14a)
    "Choose target creature you control and target creature you don't control. Then those creatures fight each other.",
    "Choose two target creatures. Those creatures fight each other.",
    # issue 19 (h4): targets "controlled by different players" or "by the same player" (CR 115.1, 601.2c)
    "Choose two target creatures controlled by different players. Return those creatures to their owners' hands.",
    "Exchange control of two target creatures controlled by different players.",
    "When this creature enters, exile up to two target artifacts and/or enchantments controlled by different players.",
    "Choose two target creatures controlled by the same player. Return those creatures to their owners' hands.",
    # issue 19 (h2): "he", "him", "her", "he's", "she's" for the object a card names, wherever "it"
    # and "it's" are read (CR 201.5)
    "~ enters with a +1/+1 counter on him.",
    "~ enters with a loyalty counter on her for each instant and sorcery spell you've cast this turn.",
    "~ enters with a +1/+1 counter on him for each time he was kicked.",
    "As long as ~ has seven or more loyalty counters on him, he's a 7/7 Dragon God creature with flying and indestructible.",
    "~ deals damage equal to the number of loyalty counters on her to any target.",
    "~ can't attack alone unless he has a +1/+1 counter on him.",
    "You may exert ~ as she attacks. When you do, she gains flying until end of turn.",
    # issue 19 (h2): "with flying or reach": with one of two keywords (CR 509.1b)
    "This creature can't be blocked except by creatures with flying or reach.",
    "Enchanted creature can't be blocked except by creatures with flying or reach.",
    "Destroy target creature with flying or reach.",
    # issue 19 (h2): "if there is no monarch" (CR 724)
    "When this creature enters, if there is no monarch, you become the monarch.",
    "At the beginning of your end step, if there is no monarch, target opponent becomes the monarch.",
    # issue 19 (h2): "you control no other creatures" (CR 109.5, 603.8)
    "When you control no other artifacts, sacrifice this creature.",
    "This creature can't be blocked as long as you control no other creatures.",
    # issue 19 (h3): objects in two zones, each zone with its own preposition (CR 400.1)
    "This spell costs {1} less to cast for each creature card you own in exile and in your graveyard.",
    "Put all commanders you own from the command zone and from your graveyard into your hand.",
    "Return target creature card from your graveyard or from exile to your hand.",
    # issue 19 (h4): a replaced event with a trigger event's tail (CR 614.1a, 504.1)
    "If you would draw a card while your library has no cards in it, you win the game instead.",
    "If you would draw a card while you have no cards in hand, draw two cards instead.",
    "If a creature you control would die while you control a Swamp, exile it instead.",
    "If an opponent would draw a card except the first one they draw in each of their draw steps, instead you create a Treasure token.",
    "If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead.",
    # issue 19 (h4): triggered abilities that trigger an additional time (CR 603.2d, 603.6a)
    "If a triggered ability of a permanent you control triggers, that ability triggers an additional time.",
    "If a triggered ability of another Elemental you control triggers, it triggers an additional time.",
    "If a triggered ability of another Shrine you control triggers while you control six or more Shrines, that ability triggers an additional time.",
    "If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.",
    "Whenever a permanent entering causes a triggered ability to trigger, counter that ability unless its controller pays {2}.",
    # issue 19 (h4): damage that would reduce a life total below a number (CR 614.1a, 120.3a)
    "Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
    "As long as you have 7 or more life, damage that would reduce your life total to less than 7 reduces it to 7 instead.",
    "Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead.",
    # issue 19 (h4): another player's next turn, as a window and as a duration (CR 500, 611.2)
    "During target player's next turn, each creature that player controls attacks if able.",
    "During that player's next turn, creatures that player controls can't block.",
    "Each opponent can't cast instant or sorcery spells during that player's next turn.",
    "You control target player during that player's next turn.",
    "Until that player's next turn, target creature gets +1/+1.",
    "Until the end of defending player's next turn, target creature gets +1/+1.",
    # issue 19 (h5): whole noun phrases joined by "and/or" (CR 608.2c: either or both)
    "You may put a creature card and/or a land card from among them into your hand.",
    "Search your library for an Aura card and/or an Equipment card, reveal them, put them into your hand, then shuffle.",
    "Search your library for an instant and/or sorcery card.",
    # issue 19 (h5): "that has" takes what "with" takes: counters, keywords (CR 122.1, 702.1)
    "Destroy target creature that has a -1/-1 counter on it.",
    "Put a +1/+1 counter on each creature you control that has a +1/+1 counter on it.",
    "Destroy each creature that has flying.",
    "Whenever you cast a creature spell that has an Adventure, draw a card.",
    # issue 19 (h5): copy exceptions after the copy's duration (CR 707.9, 611.2)
    "This creature becomes a copy of target creature until end of turn, except it has flying.",
    "As this artifact enters, you may have it become a copy of any creature on the battlefield until end of turn, except it has haste.",
    "{2}{U}: ~ becomes a copy of another target permanent until end of turn, except his name is ~.",
    "Each other creature you control becomes a copy of it until end of turn, except those creatures aren't legendary.",
    "You may have ~ enter as a copy of a creature you control, except its name is ~.",
    # issue 19 (h5): piles (CR 700.3)
    "An opponent separates those cards into two piles.",
    "Reveal the top five cards of your library and separate them into two piles.",
    "An opponent chooses one of those piles. Put that pile into your hand and the other into your graveyard.",
    "Put one pile into your hand and the other into your graveyard.",
    "Target opponent looks at the top four cards of your library and separates them into a face-down pile and a face-up pile.",
    "Separate all creature cards in your graveyard into two piles. Exile the pile of an opponent's choice and return the other to the battlefield.",
    # issue 19 (h5): a permanent that becomes an Aura with its enchant quality (CR 205.1b, 303.4, 702.5a),
    # and the licids' payment to end the effect (CR 611.2)
    "{1}, {T}: This creature loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {1} to end this effect.",
    "It's an Aura enchantment with enchant creature you control.",
    # Role tokens (CR 111.10j-r): a predefined token's name that is no subtype ("Monster",
    # "Young") is a word of the token's description
    "Create a Monster Role token attached to target creature you control.",
    "Create a Young Hero Role token attached to up to one target creature you control.",
    "For each creature your opponents control, create a Cursed Role token attached to that creature.",
    # h1: the same number as an object's (CR 202.3), as a quality and as a condition
    "{B}, Sacrifice a creature: Destroy each creature with the same mana value as the sacrificed creature.",
    "Search your library for a card with the same mana value as that card, reveal it, put it into your hand, then shuffle.",
    "{2}{U}, Discard a card: Counter target spell if it has the same mana value as the discarded card.",
    "Counter target spell if it doesn't have the same mana value as the discarded card.",
    # h1: counters of no stated kind (CR 122.1) counted, compared and removed
    "Remove X counters from target permanent, where X is the number of Elves you control.",
    "As long as this creature has five or more counters on it, it has flying.",
    "{3}, Remove three counters from among creatures you control: Draw a card.",
    # h1: two colors each ("both ... and ..."), a quality in common as a condition
    "Whenever you cast a spell that's both white and black, draw a card.",
    "Whenever you play a land or cast a spell, if it shares a card type with the exiled card, draw a card.",
    "Return target card from your graveyard to your hand if it shares a card type with the card exiled this way.",
    # behold (CR 701.4): as a cost, and "if a [quality] was beheld" (701.4b)
    "As an additional cost to cast this spell, behold a Kithkin and exile it.",
    "As an additional cost to cast this spell, behold an Elf or pay {2}.",
    "If a Dragon was beheld, you gain 2 life.",
    "If a Dragon creature was beheld, draw a card.",
    "When this creature enters, you may behold a Dragon. If you do, draw a card.",
    # h3: "can't be sacrificed" (CR 701.21a)
    "This artifact can't be sacrificed.",
    "Equipped creature gets +2/+2 and can't be sacrificed.",
    "Until end of turn, target creature can't be sacrificed.",
    # h4: "can't have counters put on it" (CR 101.2, 122.1)
    "Creatures you control can't have -1/-1 counters put on them.",
    "Enchanted creature can't become untapped and can't have counters put on it.",
    # h3: events that trigger nothing (CR 603.2, 603.6a)
    "Creatures entering don't cause abilities to trigger.",
    "Artifacts and creatures entering or dying don't cause abilities to trigger.",
    "Nontoken creatures dying don't cause abilities to trigger.",
    # h3: another player makes the choices of a declaration (CR 508.1, 509.1)
    "You choose which creatures block this turn and how those creatures block.",
    "You choose which creatures attack this turn.",
    "Whenever this creature attacks, you choose which creatures block this combat and how those creatures block.",
    # h3: targetable as though without hexproof or shroud (CR 609.4b)
    "Creatures your opponents control can be the targets of spells and abilities as though they didn't have hexproof.",
    "This creature can be the target of spells and abilities you control as though it didn't have shroud.",
    # h3: "Double all damage ... would deal" (CR 701.10g)
    "Double all damage that creatures you control would deal.",
    "Double all damage this creature would deal.",
    # h3: what spells and abilities can't make a player do (CR 101.2)
    "Spells and abilities your opponents control can't cause you to discard cards or sacrifice permanents.",
    "Spells and abilities your opponents control can't cause their controller to search their library.",
    # h1: options named by words (CR 701.38b), the option chosen (CR 607.2)
    "Choose left or right.",
    "As this creature enters, choose odd or even.",
    "Choose odd or even. Destroy each creature with mana value of the chosen quality.",
    "Creatures with power of that quality can't block this turn.",
    "As this enchantment enters, choose Khans or Dragons.\n• Khans — At the beginning of your upkeep, draw a card.\n• Dragons — Creatures you control get +1/+0.",
    "For each player, choose friend or foe. Each friend draws a card. Each foe discards a card, then draws a card.",
    # h1: votes (CR 701.38): in turn order from a player, for options named by words or for objects
    "Starting with you, each player votes for time or money. For each time vote, draw a card. You gain life equal to the number of money votes.",
    "When this creature enters, starting with you, each player votes for blue, black, red, or green.",
    "Starting with you, each player votes for Redhorn Pass or Mines of Moria. Put a +1/+1 counter on this creature for each Redhorn Pass vote.",
    "Starting with you, each player votes for grace or condemnation. If grace gets more votes, draw a card. If condemnation gets more votes or the vote is tied, discard a card.",
    "Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes.",
    "While voting, you may vote an additional time.",
    "While voting, you get an additional vote.",
    "Each player votes for order or chaos. If chaos gets more votes or the vote is tied, chaos ensues.",
    "Chaos — Whenever this creature deals combat damage to an opponent, draw a card.",
    "Whenever players finish voting, each opponent who voted for a choice you didn't vote for loses 2 life.",
    "Whenever players finish voting, you and each opponent who voted for a choice you voted for may scry 2.",
    # h1: secret choices and votes, revealed later
    "When this creature enters, secretly choose an opponent.",
    "Each player secretly chooses a creature they control. Then those choices are revealed.",
    "Each player secretly votes for truth or consequences, then those votes are revealed.",
    "Each opponent secretly chooses silence or snitch, then the choices are revealed.",
    # h2: life paid in an amount "equal to" (CR 119.4), as a cost and as an instruction
    "Ward—Pay life equal to this creature's power.",
    "Whenever another creature you control enters, you may pay life equal to its power. If you do, draw a card.",
    # h2: two lists of costs joined by "or" (CR 602.2b, 601.2b); a bound on X (CR 107.3)
    "{3}, {T} or {B}, {T}: Draw a card.",
    "{2}, Sacrifice a creature or {B}, Sacrifice a creature: Draw a card.",
    "X can't be greater than the number of snow lands you control.",
    "X can't be greater than the amount of life you gained this turn.",
    "X can't be 0.",
    "Damage isn't removed from creatures your opponents control during cleanup steps.",
    "Tiered\n• Cure — {0} — Target creature gains hexproof until end of turn.\n• Cura — {1} — Draw a card.",
    "You may pay {2}. If you do, at the beginning of the next end step, draw a card.",
    "You may exile this creature. If you do, at the beginning of your next upkeep, return it to the battlefield.",
    "You may pay {2}. If you do, when you next cast an instant or sorcery spell this turn, copy that spell.",
    "You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, each opponent loses 3 life.",
    "You may reveal this card from your opening hand. If you do, at the beginning of your first main phase of the game, add {G}.",
    "{X}{G}: Put X +1/+1 counters on target creature. X can't be 0.",
    # h2: an ability's own activations this turn (CR 602.5b); one activated ability of a kind
    "{R}: Draw a card. If this ability has been activated four or more times this turn, discard a card.",
    "Whenever you activate an exhaust ability, draw a card.",
    # h2: objects of two zones, the battlefield one of them; the greatest value "of" a description;
    # haunt (CR 702.55c)
    "Draw X cards, where X is the mana value of a commander you own on the battlefield or in the command zone.",
    "Draw cards equal to the greatest mana value of a commander you own on the battlefield or in the command zone.",
    "When this creature enters or the creature it haunts dies, draw a card.",
    "When the creature this card haunts dies, draw a card.",
    # h2: players described by the counters they have (CR 122.1f)
    "Each opponent who has three or more poison counters loses 3 life.",
    # h1 (combat): what a creature attacks or blocks, by a relative clause without "that" (CR
    # 506.3, 509.1a); "your team" (CR 102.4)
    "{T}: This creature deals 1 damage to target creature it's blocking.",
    "Whenever a creature you control with power 2 or less attacks, this enchantment deals 1 damage to the player or planeswalker that creature is attacking.",
    "Whenever this creature attacks, if your team controls another Warrior, tap target creature.",
    "Raid — At end of combat on your turn, if you attacked this turn, create a Treasure token.",
    # h2: library places (CR 401.7), a subtype of a kind (CR 305.6), face-down cards looked at and played (CR 406.3)
    "Put the rest on the bottom in a random order.",
    "The owner of target nonland permanent puts it into their library second from the top or on the bottom.",
    "Put the other on the top or bottom of your library.",
    "Search your library for a land card with a basic land type, put it onto the battlefield tapped, then shuffle.",
    "Exile the top card of your library face down. You may look at and play that card this turn.",
    # h3: damage, prevention and replacement wordings (CR 614, 615): the event's tokens and others
    # created with them; a number of targets, each any target (CR 115.4, 601.2c); a discard caused
    # by a spell or ability as the event replaced; "this turn" before where damage goes; a
    # prevention shield divided among targets (CR 601.2d)
    "If one or more tokens would be created under your control, those tokens plus a Clue token are created instead.",
    "If one or more tokens would be created under your control, those tokens plus that many 1/1 green Squirrel creature tokens are created instead.",
    "~ deals 2 damage to each of up to three targets.",
    "~ deals 2 damage to each of one or two targets.",
    "~ deals X damage to each of X targets.",
    "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield instead of putting it into your graveyard.",
    "Prevent all damage that would be dealt this turn to creatures you control.",
    "All damage that would be dealt this turn to target creature you control by a source of your choice is dealt to another target creature instead.",
    "Prevent the next 3 damage that would be dealt this turn to any number of targets, divided as you choose.",
    # h4: quantities and counts: distinct values among objects, {X} in a mana cost (CR 107.3,
    # 202.1), a keyword's X defined by the text (CR 107.3c), a player's speed (CR 702.179f)
    "Draw a card for each different mana value among nonland cards in your graveyard.",
    "Whenever you cast a spell with {X} in its mana cost, put two charge counters on this artifact.",
    "Firebending X, where X is the number of creatures you control.",
    "You gain life equal to your speed.",
    "This spell costs {1} less to cast for each spell your opponents have cast this turn.",
    # h6: a series of mana amounts (CR 106.1); a choice of two P/T changes (CR 608.2d); flip permanents (CR 710); not of the chosen type (CR 607.2)
    "{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.",
    "{1}: This creature gets +1/-1 or -1/+1 until end of turn.",
    "If you control ten or more creatures, flip this creature.",
    "Choose a creature type. Destroy all creatures that aren't of the chosen type.",
    # h2: objects said after the destination, a card with either name (CR 201.2), where a permanent entered from (CR 400.7)
    "Return to your hand all creature cards in your graveyard that were put there from the battlefield this turn.",
    "Put onto the battlefield under your control all creature cards in all graveyards that were put there from the battlefield this turn.",
    "Search your library for a card named Festering Newt or Bubbling Cauldron, put it onto the battlefield tapped, then shuffle.",
    "When this creature enters, if it entered from your graveyard or you cast it from your graveyard, exile it.",
    # h2: the destination as one terminal before the object
    "Return to your hand target artifact card in your graveyard with lesser mana value.",
    # h2: the turn before "without paying" (CR 118.9, 611.2a)
    "Exile the top three cards of your library. You may play them this turn without paying their mana costs.",
    # h5: exile/hand/battlefield/control wordings: a quoted keyword ability with its own text
    # (CR 702.21a), the controller of what enters named by a noun phrase (CR 110.2), "can't
    # have" an ability (CR 113.11), revealing as a spell was cast (CR 601.2b)
    'Artifacts you control have "Ward—Pay 2 life."',
    "This artifact enters under the control of an opponent of your choice.",
    "Creatures your opponents control lose trample and can't have or gain trample.",
    "If you revealed a Dragon card or controlled a Dragon as you cast this spell, this spell can't be countered.",
    "Double the power and toughness of target creature you control until end of turn.",
    "Whenever a creature enchanted player controls enters, that player loses 1 life and you gain 1 life.",
    "Whenever a permanent is returned to your hand, you may pay {1}. If you do, draw a card.",
    "Exile target permanent you own or control.",
    "This creature gets +2/+2 as long as an opponent owns a card in exile.",
    "{X}, {T}: Draw a card. X is the number of cards in an opponent's hand.",
    "Tap X creatures, where X is a number from 0 to 5 chosen at random.",
    "Whenever this creature mutates, you gain X life, where X is the number of times this creature has mutated.",
    "When this creature enters, draw a card for each creature it devoured.",
    # h3: the move said once for both zones; "all but N of that damage"; "deals that damage"; the
    # time of damage that would be dealt ("The next time damage would be dealt ... this turn")
    "Counter target spell. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard.",
    "If a source would deal damage to another Dinosaur you control, prevent all but 1 of that damage.",
    "If an instant or sorcery spell would deal damage to you, it deals that damage to its controller instead.",
    "The next time damage would be dealt to this creature this turn, that damage is dealt to any target instead.",
    # h3: a number of damage multiplied (CR 107.1); an instruction with another number replacing the
    # one before; the emptying of a mana pool replaced (CR 500.4)
    "~ deals twice X damage to target creature or planeswalker.",
    "~ deals five times X damage to each of up to X targets.",
    "If this spell was kicked, search your library for two basic land cards instead of one.",
    "If you would lose unspent mana, that mana becomes colorless instead.",
    # h3: damage named by its source and where it would go (CR 615.1, 614.9)
    "Prevent all damage that creatures would deal to players this turn.",
    "Prevent all damage a source of your choice would deal to you this turn.",
    "The next 2 damage that a source of your choice would deal to you this turn is dealt to any target instead.",
    # h3: the source of damage prevented (CR 615.5)
    "If damage from a black source is prevented this way, you gain that much life.",
    "This creature can block an additional seven creatures each combat.",
    "Whenever this creature attacks, if defending player is poisoned, it gets +1/+1 until end of turn.",
    "This spell costs {2} less to cast if a creature is attacking you.",
    "{1}{W}: Target nonattacking, nonblocking creature gets +0/+2 until end of turn.",
    "Whenever a creature you control deals combat damage to a player, add that much {G}.",
    "Whenever a goaded creature attacks, it deals 1 damage to its controller.",
    # h6: additional land plays on each of their turns (CR 305.2); can't search libraries (CR 701.23)
    "Each player may play an additional land on each of their turns.",
    "Your opponents can't search libraries.",
    # h6: the second spell you cast each turn (CR 601.2f)
    "The second spell you cast each turn costs {1} less to cast.",
    # h6: objects that are one or more colors, or any of a series of colors (CR 105.2)
    "Destroy target creature that's one or more colors.",
    "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature.",
    # r3: damage thresholds of a damage event (CR 120.3)
    "Whenever this creature is dealt 3 or more damage, investigate.",
    # r3: damage thresholds of a damage event (CR 120.3)
    "If a source would deal 3 or less damage to this creature, prevent that damage.",
    # r3: either side of a block this turn (CR 509.1a, 509.1h)
    "Destroy target creature that blocked or was blocked by a legendary creature this turn.",
    # r3: either side of a block this turn (CR 509.1a, 509.1h)
    "{U}: Regenerate this creature. Activate only if this creature blocked or was blocked by a blue creature this turn.",
    # r3: an object's damage history as the object it is (CR 400.7)
    "~ has hexproof if it hasn't dealt damage yet.",
    # r3: an attack requirement naming whom it attacks (CR 508.1d)
    "Target creature attacks target opponent this turn if able.",
    # r4: "greater than or equal to" a quantity (CR 107.1)
    "Exile target creature with power greater than or equal to your life total.",
    # r4: "for each 1 life lost this way", "for each 1 life you lost, ..." (CR 119.3, 609.3)
    "At the beginning of your upkeep, each player loses 1 life. Put a +1/+1 counter on this creature for each 1 life lost this way.",
    "Whenever you lose life, for each 1 life you lost, exile a permanent you control or a card from your hand or graveyard.",
    # r4: "the number of counters among creatures you control" (CR 122.1)
    "{3}{G}{G}: Monstrosity X, where X is the number of counters among creatures you control.",
    # r4: what you did in the simple past: "tokens you created this turn" (CR 111.1)
    "At the beginning of each end step, create X 1/1 white Spirit creature tokens with flying, where X is the number of tokens you created this turn.",
    # r4: "the number of cards looked at while scrying this way" (CR 701.22a)
    "Whenever you scry, tap up to X target nonland permanents, where X is the number of cards looked at while scrying this way.",
    # r4: "the life paid as it entered" (CR 107.1c, 614.12)
    "~'s power and toughness are each equal to the life paid as it entered.",
    # r4: "N mana of different colors" (CR 106.1a)
    "{T}: Add two mana of different colors.",
    # r4: "with lesser mana value than <object>" (CR 202.3)
    "Whenever a nontoken creature you control dies, mill two cards. Then return a creature card with lesser mana value than the creature that died from your graveyard to your hand.",
    # r4: "the total life lost by all players this turn" (CR 119.3)
    "{T}, Sacrifice this artifact: You gain life equal to the total life lost by all players this turn.",
    # r5: exile, hands, the battlefield and control
    # r5: until an object is cast from a zone (CR 611.2b)
    '{2}, Exile this card from your hand: Target land gains "{T}: Add {G}, {W}, or {U}" until this card is cast from exile. You may cast this card for as long as it remains exiled.',
    # r5: phasing in (CR 702.26d, 702.26h)
    "I, II — Another target nonland permanent phases out. It can't phase in for as long as you control this Saga.",
    # r5: leaving the battlefield without dying (CR 700.4)
    "Whenever one or more other creatures you control leave the battlefield without dying, draw a card.",
    # r5: spells cast from anywhere other than a zone (CR 601.2a)
    "Spells you cast from anywhere other than your hand cost {2} less to cast.",
    # r5: objects without a counter of a kind (CR 122.1)
    "Return each creature without a +1/+1 counter on it to its owner's hand.",
    # r6: state triggers on life, counters and keywords (CR 603.8)
    "When you have 30 or more life, flip ~.",
    "When this artifact has twenty or more charge counters on it, you win the game.",
    "When this creature has flying, sacrifice it.",
    # r6: a time gone by puts the verb in the past tense (CR 601.2i); completing a dungeon (CR 309.7)
    "If an opponent cast three or more spells this turn, you may pay {0} rather than pay this spell's mana cost.",
    "Whenever you complete a dungeon, create a 2/2 green Wolf creature token.",
    # p5: characteristics of cards outside the battlefield (CR 611.3, 400.1)
    "Creature cards you own that aren't on the battlefield have flash.",
    "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.",
    "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.",
    # p5: attachment rules (CR 303.4d, 301.5c), banding's variant (CR 702.22c), an object's mana cost (CR 202.1)
    "Enchanted land has indestructible and can't be enchanted by other Auras.",
    "This Equipment can be attached only to a creature with power 3 or greater.",
    'Green legendary creatures you control have "bands with other legendary creatures."',
    'Enchanted artifact has "At the beginning of your upkeep, sacrifice this artifact unless you pay its mana cost."',
    # p1: counters placed as something enters or moves (CR 122.1, 122.5, 122.8, 601.2d, 608.2c, 614.1c, 707.9b)
    "{1}, {T}: Move a counter from target permanent you control onto a second target permanent.",
    "Distribute two +1/+1 counters among up to two target creatures.",
    "Distribute three +1/+1 counters among up to three other target creatures.",
    "Put a +1/+1 counter on target creature and a +1/+1 counter on up to one target Merfolk.",
    "Put a time counter on this artifact. Then if there are seven or more time counters on it, remove those counters and it deals 20 damage to you.",
    "As this creature enters, you may reveal a Dragon card from your hand. If you do or if you control a Dragon, this creature enters with a +1/+1 counter on it.",
    "Create a token that's a copy of target creature you control, except it enters with an additional +1/+1 counter on it.",
    "Put a -1/-1 counter on target creature, two -1/-1 counters on another target creature, and three -1/-1 counters on a third target creature.",
    "When this creature enters, distribute X +1/+1 counters among any number of other target creatures you control.",
    "Remove up to three counters from target creature.",
    # p4: trigger events and reflexive/delayed triggers (CR 603.4, 603.12, 702.122d, 611.2)
    "At the beginning of combat on your turn, mill a card. When you do, if there are four or more creature cards in your graveyard, put a +1/+1 counter on target creature you control.",
    "Whenever this Vehicle becomes crewed, up to one other target Vehicle you control becomes an artifact creature until end of turn.",
    "When this creature enters, it explores, then it explores again.",
    "During any turn you attacked with a commander, you may play those cards.",
    "{1}: Regenerate this creature. When it regenerates this way, put a -1/-1 counter on it.",
    "When ~ enter, choose one or both. Each mode must target a different player.\n• Target player draws two cards.\n• Target player creates a 2/2 red Mutant creature token.",
    # p4: a name that is a plural noun phrase, read from the verbs agreeing with it
    "Whenever ~ enter or attack, create a 1/1 white Ally creature token.",
    # p2: what players can't do (CR 101.2, 602.5, 119.7-119.8), the game's and turns' ends (CR
    # 104.3, 500.7, 611.2a, 723.1), "does the same" (CR 608.2c)
    "You have no maximum hand size for the rest of the game.",
    "Whenever a player loses the game, put five +1/+1 counters on this creature.",
    "During your turn, your opponents can't cast spells or activate abilities of artifacts, creatures, or enchantments.",
    "Enchanted player can't activate abilities that aren't mana abilities.",
    "Return all nonland permanents to their owners' hands. End the turn.",
    "Until your next turn, your life total can't change and you gain protection from everything.",
    "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.",
    "Take two extra turns after this one.",
    "Whenever enchanted player is attacked, you draw a card. Each opponent attacking that player does the same.",
    "At the beginning of each opponent's end step, if you didn't lose life this turn, you may put a quest counter on this enchantment.",
    "At the beginning of your end step, if an opponent was dealt 3 or more damage this turn, you may pay {R}.",
    "Fateful hour — If you have 5 or less life, you can't lose life this turn, you can't lose the game this turn, and your opponents can't win the game this turn.",
    # p3: serial lists of noun phrases ("a, b, and c"; "a, b, or c") and "of each <kind>" (CR 205.3i, 110.4)
    "Create a Clue token, a Food token, and a Treasure token.",
    "When this creature enters or leaves the battlefield, choose a land of each basic land type, then destroy those lands.",
    "{T}: Create your choice of a Blood token, a Clue token, or a Food token.",
    # q5: quantities and descriptions of objects (CR 115.1, 106.1, 702.16a, 603.8, 122.8, 205.3i)
    "{T}: Untap two other target permanents.",
    "{T}: Add one mana of any color among legendary permanents you control.",
    "This creature has protection from the colors of permanents you control.",
    "When there are four or more page counters on this artifact, exile it.",
    "{1}, Remove one or more +1/+1 counters from ~: It deals that much damage to target creature.",
    "When this creature enters or leaves the battlefield, choose a land of each basic land type, then destroy those lands.",
    # q6: a choice of two instructions or two costs joined by "or" (CR 608.2d, 118.12)
    "Target opponent loses 3 life unless they sacrifice a nonland permanent of their choice or discard a card.",
    "{1}{B}{G}: Put a plague counter on this artifact or remove a plague counter from it.",
    "When this creature enters, you may discard a card or pay {2}. When you do, destroy target Room.",
    "You can't play lands or cast spells from your hand.",
    # q6: unattaching as a cost (CR 701.3d)
    "{R}{W}, Unattach this Equipment: Draw a card.",
    # q6: mana and life paid together (CR 118.2, 119.4)
    "Whenever this creature attacks, you may pay {1} and 2 life. If you do, draw a card.",
    # r6: costs and mana
    # r6: moving objects to a zone as a cost (CR 118.3, 400.6)
    "{2}{U}, Put a card an opponent owns from exile into that player's graveyard: Tap target creature.",
    # r6: what mana may be spent on (CR 106.6): a cost with a symbol, a keyword's cost, special
    # actions (CR 116.2), a Class's level up (CR 716.2a)
    "{T}: Add {C}. Spend this mana only to cast a colorless spell, activate an ability of a colorless permanent, or pay a cost that contains {C}.",
    "{T}: Add {U}. Spend this mana only to pay a disturb cost or cast an instant or sorcery spell.",
    "{T}: Add {U} or {C}{U}. Spend this mana only to pay cumulative upkeep costs.",
    "{T}: Add {U}. Spend this mana only to foretell a card from your hand or cast an instant or sorcery spell.",
    "{T}: Add {U}. Spend this mana only to cast an enchantment spell, unlock a door, or turn a permanent face up.",
    "{T}: Add {U} or {R}. Spend this mana only to cast an instant or sorcery spell or to gain a Class level.",
    # r6: several mana of the chosen color (CR 106.1, 607.2d)
    "{T}: Add two mana of the chosen color.",
    # r6: a change to the cost of a keyword ability each time it is paid (CR 601.2f, 702)
    "Flashback costs your opponents pay cost {2} more.",
    # r6: an alternative cost said before its clause (CR 118.9)
    "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 life.",
    # r2: counter wordings (CR 122.1, 122.5, 122.8)
    "At the beginning of your end step, if this creature doesn't have a +1/+1 counter on it, return it to its owner's hand.",
    "As long as there are four or more lore counters among Sagas you control, this creature has hexproof.",
    "Whenever you cast a red spell, if this creature has fewer than three +1/+1 counters on it, put a +1/+1 counter on this creature.",
    "Move any number of +1/+1 counters from target creature onto another target creature.",
    "Put a night counter on this artifact. Then if it has eight or more night counters on it, remove all of them and draw a card.",
    "Put a lore counter on target Saga you control or remove one from it.",
    "Put a +1/+1 counter or a loyalty counter on it.",
    "This creature gets +1/+1 for each shield counter among other creatures you control.",
    "Creatures you control with three or more +1/+1 counters on them have haste.",
    "Choose a counter on target permanent. Put an additional counter of that kind on that permanent.",
    "Choose a kind of counter on a creature you control. Put a counter of that kind on each other creature you control.",
    "Target player loses all poison counters.",
    # r5 (issue 19): the first / next / nth time, copies of the next spell, "as though" (CR 603.7b, 603.12, 614.1a, 609.4b)
    "Whenever you gain life for the first time during each of your turns, create a 1/1 white Cat creature token.",
    "If no one does, the next time a source of your choice would deal damage to you this turn, prevent that damage.",
    "When this creature enters, copy the next spell you cast this turn when you cast it.",
    "When you cast your next instant or sorcery spell this turn, copy that spell.",
    "You may spend white mana as though it were red mana.",
    "Whenever another creature you control dies, put a +1/+1 counter on ~. When this ability resolves for the third time this turn, ~ fights up to one target creature you don't control.",
    "Whenever you copy an instant spell, put a +1/+1 counter on ~.",
    # r3: attack and block wordings (CR 506.5, 508.1c-d, 508.7, 509.1b, 500.1)
    "This spell costs {2} less to cast if a player attacked you during their last turn.",
    "At the beginning of your end step, if you didn't attack with a creature this turn, sacrifice this Aura.",
    "When this artifact enters during the declare attackers step, you may reselect which player or permanent target attacking creature is attacking.",
    "Landfall — Whenever a land you control enters, target creature an opponent controls attacks during its controller's next combat phase if able.",
    "[+1]: Until your next turn, up to one target creature attacks a player each combat if able.",
    "All creatures attack enchanted creature's controller each combat if able.",
    "At the beginning of each player's end step, tap all untapped creatures that player controls that didn't attack this turn.",
    "Creatures that attacked during their controller's last turn can't attack.",
    "Enchanted creature gets +3/+0 and can only attack alone.",
    "Each opponent must attack with at least one creature each combat if able.",
    "Whenever ~ attacks, each opponent can't block with more than one creature this combat.",
    "This spell costs {1} less to cast for each opponent you're attacking.",
    "Whenever a creature an opponent controls attacks, if you're the defending player, create a 3/3 red Ogre creature token unless that creature's controller pays {3}.",
    "{T}: Target opponent chooses any number of creatures they control. During that player's next turn, the chosen creatures attack if able.",
    "This creature can attack players who attacked you during their last turn as though it didn't have defender.",
    "Tapped creatures you control can block as though they were untapped.",
    "When this creature attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you.",
    # r1: damage (CR 120.1-120.2, 615.5, 615.7, 601.2d, 107.1a)
    "Draw a card for each player who was dealt combat damage this turn.",
    "If it was dealt noncombat damage this turn, draw a card.",
    "Destroy all other creatures that were dealt damage this turn.",
    "If damage would be dealt to this creature, prevent that damage. When damage is prevented this way, this creature deals that much damage to any other target.",
    "Target player loses life equal to the damage already dealt to that player this turn.",
    "When this creature dies, if 4 or more damage was dealt to it this turn, draw three cards.",
    "Flip a coin. If you win the flip, the next time target creature would deal combat damage this turn, it deals double that damage instead.",
    "When ~ dies, it deals damage equal to its power divided as you choose among any number of targets.",
    "If a source would deal damage to you or a permanent you control, prevent half that damage, rounded up.",
    "Until end of turn, if a source would deal damage to you, it deals double that damage to you instead.",
    "Whenever ~ deals combat damage to a player, surveil X, where X is the amount of damage it dealt to that player.",
    # r4: players and objects compared, and quantities (CR 107.1, 608.2d)
    '{T}: Draw a card. Activate only if an opponent controls at least two more lands than you.',
    'Draw three cards instead if an opponent has at least four more cards in hand than you.',
    'Choose target opponent who has at least two more cards in hand than you do. Draw a card.',
    'Target player who controls more creatures than you do draws a card.',
    'At the beginning of your upkeep, destroy the creature with the least power. If two or more creatures are tied for least power, you choose one of them.',
    'At the beginning of your upkeep, destroy target nonland permanent with the lowest mana value.',
    # s1: Alchemy digital words ("perpetually", "incorporates", "seek", "conjure") and "at random"
    "Destroy one of them at random.",
    "Target creature's base power perpetually becomes 0.",
    "It perpetually incorporates {U}{R} and gains flying.",
    "Whenever you conjure one or more cards, put a +1/+1 counter on ~.",
    # s2: "as though" permissions and face-up/face-down wordings (CR 614.1e, 117.1a, 702.37e)
    'As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number of other creatures you control.',
    'You may discard this card any time you could cast an instant.',
    "Permanents your opponents control can't be turned face up during your turn.",
    'Turn target creature with a morph ability face down.',
    'When this creature is turned face up, turn any number of target creatures with morph abilities other than this creature face down.',
    "Creatures with landwalk abilities can be blocked as though they didn't have those abilities.",
    # s3: copy effects and their exceptions (CR 707.9, 614.1c)
    "You may have this land enter tapped as a copy of any land on the battlefield.",
    "Create a token that's a copy of that card, except it's an enchantment and loses all other card types.",
    "Create a token that's a copy of another target attacking creature and that's tapped and attacking.",
    # c7: modes chosen by a player other than the controller (CR 700.2e)
    "An opponent chooses one —\n• You draw three cards.\n• You search your library for a card, put that card into your hand, then shuffle.",
    # c5: what happened earlier in the same ability, "this way" (CR 608.2c, 700.4)
    "Destroy target creature. If that creature dies this way, create a black Vampire creature token.",
    # p3: names and relative clauses on noun phrases (CR 201.2, 201.4b, 108.3, 108.4, 102.1)
    "Mage Hand — {T}: Untap target permanent not named ~. Activate only as a sorcery.",
    "{T}: Choose target attacking or blocking creature whose controller controls an Island.",
    "{T}: The player whose turn it is may end the turn.",
    "~ gets +3/+3 for each opponent whose life total is less than half their starting life total.",
    "{6}, {T}: Return target permanent you both own and control to your hand.",
    "At the beginning of your end step, if you both own and control ~ and a creature named Bruna, the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.",
    "When you unlock this door, search your library for a Room card that doesn't have the same name as a Room you control, reveal it, put it into your hand, then shuffle.",
    "When ~ enters, if you cast it, search your library for up to five Dragon cards not named ~ that each have different names, reveal them, put them into your hand, then shuffle.",
    "Whenever this creature or another Goblin enters, each player flips a coin. Each player whose coin comes up tails sacrifices a creature of their choice.",
    # p1: designations as adjectives and nouns, and "no longer" (CR 701.15b, 701.54, 701.60,
    # 702.62b, 205.4)
    "Return target nonland permanent or suspended card to its owner's hand.",
    "When this creature enters, all suspected creatures are no longer suspected.",
    "All lands are no longer snow.",
    "If it's suspected, it's no longer suspected.",
    "{0}: Until end of turn, this permanent becomes a 4/4 Spirit artifact creature that's no longer an Equipment.",
    "Wraiths you control have protection from Ring-bearers.",
    "Whenever you choose a creature as your Ring-bearer, you may pay 2 life. If you do, draw a card.",
    "Whenever the Ring tempts you, if you chose a creature other than ~ as your Ring-bearer, draw a card.",
    # k2: the Ring tempts you (CR 701.54c): the times the Ring has tempted a player
    "Whenever ~ attacks, if you gained 3 or more life this turn, the Ring tempts you. Then if ~ is your Ring-bearer and the Ring has tempted you two or more times this game, draw a card.",
    "This creature can't be blocked by creatures the monarch controls.",
    "Whenever equipped creature attacks the monarch, destroy target tapped nonland permanent that player controls.",
    # p2: arithmetic in quantities and repetitions (CR 107.1, 107.1c, 603.12)
    'Target player mills three times X cards.',
    "Create an X/X colorless Golem artifact creature token, where X is three times this creature's power.",
    'Target player mills twice X cards.',
    'Reveal the top X plus one cards of your library.',
    'This creature enters with twice X +1/+1 counters on it.',
    'Populate X times.',
    'Whenever one or more +1/+1 counters are put on ~, investigate that many times.',
    'Draw cards equal to the number of Zombies you control or the number of Zombie cards in your graveyard, whichever is greater.',
    'When this creature enters, you may pay {1}{W} any number of times. When you pay this cost one or more times, put that many valor counters on this creature.',
    'When this creature enters, you may pay {G} up to three times. When you pay this cost one or more times, you gain 4 life.',
    # p4: activation instructions: who may activate, when, modal activated abilities (CR 602.1b, 602.5, 700.2)
    "{1}: This creature can't be regenerated this turn. Only your opponents may activate this ability.",
    "{4}, {T}: Choose one. Activate only as a sorcery.\n• Draw a card.\n• You gain 2 life.",
    "{W}, {T}: Choose target opponent who has more life than you do as you activate this ability. You gain 3 life.",
    "{3}, {T}: Up to X target creatures you control get +1/+0 until end of turn, where X is the number of Bobbleheads you control as you activate this ability.",
    "{T}: The next instant or sorcery spell you cast this turn costs {X} less to cast, where X is the number of Wizards you control as this ability resolves.",
    # q1: amounts with an additional part (CR 118.12, 107.1)
    "Counter target spell unless its controller pays {2} plus an additional {1} for each Faerie you control.",
    "Target player loses 2 life plus 2 life for each Spirit sacrificed this way.",
    # q3: requirements across modes and counted activation limits (CR 700.2, 601.2c, 602.5b)
    "{S}: This creature deals 1 damage to each creature and each player. Activate no more times each turn than the number of snow Swamps you control.",
    # p1: abilities of other objects (CR 613.1f, 113.6); protection and landwalk with chosen or
    # derived qualities (CR 702.16a, 702.14a, 607.2, 608.2d)
    "This creature has all activated abilities of all creature cards exiled with it.",
    "Target permanent you control gains protection from artifacts or from the color of your choice until end of turn.",
    "Enchanted creature has landwalk of the chosen type.",
    "Protection from mana value 3 or less",
    "Choose a color. This creature gains hexproof from that color until end of turn.",
    "{2}: Target creature gains protection from the color of its controller's choice until end of turn.",
    "Target creature gets +3/-3 and loses all creature types until end of turn.",
    "Vehicle creatures you control are the chosen creature type in addition to their other types.",
    # p2: players named by a relation: "controlled by" a player, seats and directions (CR 108.4, 101.4, 800.5, 803.1a)
    "Each player gains control of all nonland permanents controlled by that player.",
    "{2}, {T}: Draw a card. The player to your right gains control of this artifact.",
    "Each player gains control of all nonland permanents controlled by the next player in the chosen direction.",
    "Each player may attack only the nearest opponent in the chosen direction.",
    "Whenever you attack the player who has the initiative, create a Treasure token.",
    "Each player may attack only the nearest opponent in the chosen direction and planeswalkers controlled by that opponent.",
    "Each opponent who cast a spell this turn can't attack with creatures.",
    # the verb as written after "who": "the player who cast ~", not "who casts ~"
    'Until end of turn, permanents your opponents control gain "When this permanent deals damage to the player who cast ~, sacrifice this permanent. You lose 2 life."',
    "Reveal the player you chose: Exile target creature that's attacking you if it's controlled by the chosen player. Activate only once.",
    "Then any other player may pay 2 life.",
    # pa: past events and history in conditions, filters and quantities (CR 400.7, 601.2i, 119.3, 120.1)
    "This creature can't attack unless an opponent has been dealt damage this turn.",
    "Draw a card if an opponent has cast a blue or black spell this turn.",
    "When this creature enters, if a creature entered the battlefield under an opponent's control this turn, draw a card.",
    "At the beginning of each end step, if a player lost 4 or more life this turn, you draw a card.",
    "Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed this way.",
    "Whenever ~ attacks while saddled, at end of combat, exile it and up to one creature that saddled it this turn, then return those cards to the battlefield under their owner's control.",
    "Spells you cast cost {1} less to cast for each card your opponents have drawn this turn.",
    "Target player draws two cards, then ~ deals damage to that player equal to the number of cards they've drawn this turn.",
    "{2}: This artifact deals 1 damage to any target. Activate only if you've controlled this artifact continuously since the beginning of your most recent turn.",
    "{T}: Put target land card in a graveyard that was milled this turn onto the battlefield under your control tapped.",
    "At the beginning of your end step, each player may put two +1/+1 counters on a creature they control. Goad each creature that had counters put on it this way.",
    "At the beginning of your end step, if a counter was put on ~ this turn, put a +1/+1 counter on each other creature you control.",
    "{T}: Choose target non-Wall creature the active player has controlled continuously since the beginning of the turn. That creature attacks this turn if able.",
    "When this land enters, return a land you control to its owner's hand. If another Desert was returned this way, surveil 1.",
    "At the beginning of each end step, if you've cast both a creature spell and a noncreature spell this turn, create a Clue token.",
    "At the beginning of your end step, if you gained and lost life this turn, create a 1/1 black Bat creature token with flying.",
    # pb: quantities and numbers in noun phrases (CR 107.1)
    "You may put any number of them into your hand and the rest into your graveyard.",
    "Your opponents can't cast spells with even mana values.",
    "As long as ~'s power is odd, you may cast creature spells as though they had flash.",
    "Each opponent sacrifices a tenth of the creatures they control of their choice, rounded up.",
    "When this creature enters, each player loses a third of their life, rounded up.",
    "Pay half your life, rounded up: This enchantment becomes a 4/4 Phyrexian Horror creature with flying.",
    "When you cast this spell, any player may pay half their life, rounded up. If a player does, counter ~.",
    "{3}, {T}, Sacrifice another creature: Draw cards equal to the sacrificed creature's toughness, then discard cards equal to its power.",
    "When enchanted creature dies, exile cards equal to its power from the top of its owner's library.",
    "Whenever you cast a creature spell with mana value 4, 5, or 6, draw a card.",
    "{X}, {T}: This creature deals half X damage, rounded down, to any target, and half X damage, rounded up, to you.",
    "~ deals X damage to target opponent or planeswalker and half X damage, rounded up, to you, where X is the number of Mountains you control.",
    "Enchanted creature can't block creatures with power equal to or greater than the enchanted creature's toughness.",
    # pc: static abilities and rules changes (CR 601.2a, 601.2c, 508.1c, 205.3d, 702.16a)
    'As long as a card exiled with this creature has flying, this creature has flying. The same is true for fear, first strike, double strike, haste, landwalk, protection, and trample.',
    "This creature can't attack a player it has already attacked this turn.",
    'While an opponent is choosing targets as part of casting a spell they control or activating an ability they control, that player must choose at least one Flagbearer on the battlefield if able.',
    '~ is also a Cleric, Rogue, Warrior, and Wizard.',
    "Your opponents can't cast spells from anywhere other than their hands.",
    "Tap all lands target player controls and that player loses all unspent mana.",
    "This creature can't attack unless a black or green creature also attacks.",
    "You may spend blue mana as though it were mana of any color to pay the activation costs of this creature's abilities.",
    "This spell can't be copied.",
    "Players can't pay life or sacrifice nonland permanents to cast spells or activate abilities.",
    "You can't cast ~ during your first, second, or third turns of the game.",
    "Counters remain on ~ as it moves to any zone other than a player's hand or library.",
    # pd: trigger events: damage by a source or said of the damage, gerund events that make abilities trigger, keyword payments, putting onto the battlefield, cast or cycle, exiling and revealing this way (CR 603)
    "Whenever an opponent is dealt damage by a red instant or sorcery spell you control or by a red planeswalker you control, return this card from your graveyard to your hand.",
    "Whenever combat damage is dealt to you, remove an indestructible counter from ~.",
    "If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.",
    "Whenever you pay this enchantment's cumulative upkeep, you may search your library for a creature card, put it onto the battlefield, then shuffle.",
    "When a player doesn't pay this enchantment's cumulative upkeep, that player exiles all cards from their library.",
    "When this creature's echo cost is paid, each opponent may draw up to three cards.",
    "Whenever a player puts a nontoken creature onto the battlefield, that player returns a land they control to its owner's hand.",
    'When you cast or cycle ~, create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice this token: Add {C}."',
    "{2}{R}, {T}: Exile the top card of your library. You may play that card this turn. When you exile a nonland card this way, ~ deals damage equal to the exiled card's mana value to any target.",
    "Reveal the first card you draw each turn. Whenever you reveal a basic land card this way, draw a card.",
    "Unless target player pays {3}, that player loses 5 life and you gain 5 life.",
    "Whenever a creature an opponent controls becomes tapped, if it isn't being declared as an attacker, put a +1/+1 counter on ~.",
    "Whenever another source you control deals exactly 1 damage to a permanent or player, ~ deals 2 damage to that permanent or player.",
    # sc: quantities and amounts (CR 701.50e, 205.3m, 607.2)
    "{B}, {T}: Target creature you control connives X, where X is the number of creatures that died this turn.",
    "When this creature enters, it deals X damage to any target, where X is the greatest number of creatures you control that have a creature type in common.",
    "{T}: Choose a color. Add one mana of that color for each charge counter on this artifact.",
    "~ deals X damage divided evenly, rounded down, among all creatures target opponent controls.",
    "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll.",
    "Roll three d20 and ignore the lowest roll.",
    # dd: villainous choices (CR 701.55a): option B runs to the end of the sentence
    "Whenever ~ deals combat damage to a player, that player faces a villainous choice — They sacrifice a nontoken creature of their choice, or they lose 2 life and you draw two cards.",
    "Each opponent faces a villainous choice — They exile cards from the top of their library until they exile a nonland card, then you may cast that card without paying its mana cost, or that player exiles the top four cards of their library.",
    # sa: players described by relation or choice, past-tense states and events (CR 608.2c, 608.2h, 712.20)
    "As this creature transforms into ~, choose an opponent.",
    "As this enchantment enters, choose a color and an opponent.",
    "Whenever this creature attacks, each opponent who doesn't control an Elf loses 1 life.",
    "At the beginning of your end step, each opponent may sacrifice a nontoken creature of their choice. Each opponent who doesn't loses 2 life for each instant and sorcery card in your graveyard.",
    "Each player chooses a number of lands they control equal to the number of lands controlled by the player who controls the fewest, then sacrifices the rest.",
    "Destroy target land. If that land was nonbasic, untap this creature.",
    "Each player discards cards the same way.",
    "Whenever damage is dealt to one of the chosen players, the other chosen player also loses that much life.",
    "Creatures attacking the last chosen player have menace.",
    "At the beginning of the end step, if this card is in your graveyard with a creature card directly above it, you may return this card to your hand.",
    "Destroy target nonblack creature. It can't be regenerated. You gain control of all Equipment that were attached to it.",
    "You and target opponent each gain control of all creatures the other controls until end of turn.",
    # sb: spells, abilities and costs described by their properties (CR 107.4e, 207.2c, 602, 605, 702)
    "This creature's power and toughness are each equal to the number of green mana symbols in the mana costs of permanents you control.",
    "{2}, Sacrifice a creature: This enchantment deals damage to any target equal to the number of red mana symbols in the sacrificed creature's mana cost.",
    "Enchanted creature can't attack or block, and its activated abilities with {T} in their costs can't be activated.",
    "Whenever an artifact becomes tapped or a player activates an artifact's ability without {T} in its activation cost, this enchantment deals 1 damage to that artifact's controller.",
    "When ~ enters, if they were cast using web-slinging, you gain 3 life.",
    "You may activate loyalty abilities of ~ on any player's turn any time you could cast an instant.",
    # pcount: counters distributed among objects that are not targets (CR 608.2d)
    "Distribute three +1/+1 counters among any number of creatures you control.",
    "Tap up to two target creatures, then distribute three stun counters among any number of tapped creatures your opponents control.",
    # pcount: counters an object moved gets, said after the zone (CR 122.6)
    "Return target creature card from your graveyard to the battlefield with a number of +1/+1 counters on it equal to its power.",
    "Exile a nonland card from your hand with a number of time counters on it equal to its mana value.",
    # pcount: counters numbered by an "equal to": gotten, removed, put with no "a number of" (CR 122.1, 122.8)
    "When this creature dies, each opponent gets a number of rad counters equal to its power.",
    "Remove a number of loyalty counters equal to that card's mana value from ~.",
    "Put +1/+1 counters on target creature equal to its power.",
    # pcount: "either of them": one of a group of two, chosen as it happens (CR 608.2d)
    "Tap up to two target creatures. Put a stun counter on either of them.",
    "Create two 1/1 blue Fish creature tokens. Put a +1/+1 counter on either of those tokens.",
    # pcount: a counter from among kinds named (CR 122.1b, 608.2d)
    "Put a +1/+1 counter and a counter from among flying, first strike, lifelink, or vigilance on target creature.",
    "Put your choice of a counter from among first strike, vigilance, deathtouch, and lifelink on ~.",
    # pcount: up to a number of counters removed from among objects (CR 122.8)
    "Remove up to three stun counters from among all permanents.",
    # pcount: "with the same controller" as the object named before (CR 108.4)
    "Move a +1/+1 counter from target creature onto another target creature with the same controller.",
    "~ deals 3 damage to target creature and 1 damage to each other creature with the same controller.",
    # pcount: counters divided among "one or two other" targets (CR 601.2d)
    "When this Vehicle enters, distribute two +1/+1 counters among one or two other target creatures you control.",
    # pcombat: creatures blocked by a creature, now or earlier this combat or turn (CR 509.1a, 509.1h); this turn's next end of combat (CR 603.7)
    'At end of combat, exile all creatures blocked by this creature.',
    "{T}: Tap target creature with flying blocked by this creature. That creature doesn't untap during its controller's untap step for as long as this creature remains tapped.",
    'Destroy target blocking creature. Creatures that were blocked by that creature this combat gain trample until end of turn.',
    'When this creature blocks, at end of combat, destroy it and all creatures it blocked this turn.',
    "Choose target Wall creature. At this turn's next end of combat, destroy all creatures that were blocked by that creature this turn.",
    # pcombat: the damage dealt, as the amount of the triggering damage event (CR 120.3, 603.2)
    'Whenever ~ deals combat damage to a player, exile the top X cards of their library, where X is the amount of damage dealt.',
    'Whenever this creature deals combat damage to a player, that player discards cards equal to the damage.',
    # pcombat: mana kept as steps end until end of combat (CR 106.4, 500.4)
    "Whenever ~ attacks, add {R}{R}. Until end of combat, you don't lose this mana as steps end.",
    # pcombat: skipping every combat phase of a player's next turn (CR 505.1a, 614.10)
    'Target player skips all combat phases of their next turn.',
    # pcombat: a partitive's verb agrees with its determiner (one or more of your opponents are attacked)
    'Whenever one or more of your opponents are attacked, draw a card.',
    # pcombat: a keyword chosen, then granted as 'that ability' (CR 608.2d, 613.1f)
    'At the beginning of each combat, choose first strike, vigilance, or lifelink. Creatures you control gain that ability until end of turn.',
    'At the beginning of combat on your turn, choose flying or indestructible at random. ~ gains that ability until end of turn.',
    # pcombat: attackers a creature removed from combat was blocking become unblocked; an effect makes a creature block (CR 506.4, 509.1h)
    "Whenever this creature blocks, flip a coin. If you lose the flip, remove this creature from combat and it can't block this turn. Creatures it was blocking that had become blocked by only this creature this combat become unblocked.",
    "{T}: Remove target blocking creature from combat. Creatures it was blocking that hadn't become blocked by another creature this combat become unblocked, then it blocks an attacking creature of your choice.",
    # pcast: spells cast during a turn (CR 500, 601.2f)
    "Spells your opponents cast during your turn cost {1} more to cast.",
    "The first creature spell you cast during each of your turns costs {1} less to cast.",
    # pcast: entered from a zone or cast from it (CR 400.7, 601.2a)
    "When ~ enters, draw a card. If it entered from your library or was cast from your library, draw two cards instead.",
    "Whenever one or more other creatures you control enter, if they entered or were cast from a graveyard, create a token that's a copy of one of them.",
    # pcast: "if it's a [description] with [quality]" (CR 109.3)
    "Reveal the top card of your library. If it's a creature card with mana value 3 or less, put it into your hand.",
    "Exile the top card of your library. You may cast it without paying its mana cost if it's a spell with mana value 3 or less.",
    # pcast: changing the targets of a spell (CR 115.7)
    "Change a target of target spell or ability to this creature.",
    "Change the target of target spell that targets only a player. The new target must be a player.",
    "You may change any targets of target Arcane spell.",
    # pcast: present perfect of a turn's event, lands played (CR 500, 305.1)
    "This spell costs {3} less to cast if an opponent has drawn four or more cards this turn.",
    "You can't cast this spell if you've played a land this turn.",
    # pcast: mana of any type spent on spells cast "this way" (CR 609.4b)
    "You may play the exiled cards for as long as they remain exiled. Mana of any type can be spent to cast spells this way.",
    # pzone: tokens named or described by color (CR 105.1-2, 111.4), players by the cards in their hand (CR 402.1), replacements while a condition holds (CR 611.3a, 614.1a), "they're" types (CR 611.2e), cards exiled with an object (CR 607.2a)
    "Create a 2/2 Citizen creature token that's all colors.",
    "Destroy each creature that isn't all colors.",
    "{T}: Create an 8/8 Beast creature token that's red, green, and white.",
    "When ~ dies, create ~ the Returned, a legendary 5/5 colorless Goblin Golem artifact creature token.",
    "At the beginning of each upkeep, create a 3/3 blue Serpent creature token named ~'s Coil.",
    "{4}{B}{B}: Each opponent with no cards in hand loses 10 life.",
    "At the beginning of your upkeep, create X 2/2 green Wolf creature tokens, where X is the number of your opponents with four or more cards in hand.",
    "As long as you have one or fewer cards in hand, if you would draw a card, draw two cards instead.",
    "Put all creature cards from all graveyards onto the battlefield under your control. They're black Zombies in addition to their other colors and types.",
    "{T}: Add {C}. If a card is exiled with this land, add {C}{C} instead.",
    "At the beginning of the end step, if three or more cards have been exiled with this artifact, sacrifice it.",
    # pzone: a chapter with a flavor word (CR 714.2, 207.2d)
    "III — Gigaflare — Destroy target permanent. Exile ~, then return it to the battlefield (front face up).",
    "II — Heavenward Howl — When you next cast a creature spell this turn, that creature enters with an additional +1/+1 counter on it.",
    # pzone: the upkeep by its step's full name (CR 503)
    "Skip your upkeep step if you have no cards in hand.",
    # lead: mana amounts said of other kinds, series added together, colors of an object (CR 106.1, 106.3, 105.2)
    "Whenever one or more Treefolk you control attack, add twice that much {G}.",
    "Whenever ~ deals combat damage to a player, add that much mana of any one color.",
    "Whenever one or more creatures you control attack, add that much mana in any combination of {R} and/or {G}.",
    "{T}: Add one mana of any of the exiled card's colors.",
    "{T}: Add X {G} or X {W}, where X is the number of other creatures you control.",
    "Add {W}{W}, {U}{U}, {B}{B}, {R}{R}, and {G}{G}.",
    "{T}: Add two mana in any combination of {U}, {B}, and/or {R}.",
    "{T}: Choose a player. That player adds one mana of any color they choose.",
    # pturn: a turn window and a condition together (CR 611.3a, 500)
    "During your turn, as long as ~ is equipped, it has double strike and indestructible.",
    "During each of your turns, as long as you control an artifact, this creature gets +1/+1.",
    "During your turn, if an opponent lost life this turn, you may play lands and cast spells from among cards exiled with this enchantment.",
    # pturn: "unless" said first, also right after a trigger (CR 118.12, 603.4)
    "At the beginning of your upkeep, unless you pay {B}{B}{B}, tap this creature.",
    # pturn: damage dealt in a period, the time said before the source (CR 120.1)
    "Cast this spell only if you were dealt damage this turn by a red instant or sorcery spell.",
    "If a creature dealt damage this turn by a source you controlled would die, exile it instead.",
    # pturn: a delayed entry at a step after "tapped and attacking"; "that combat" (CR 603.7, 508.4)
    "Whenever this creature attacks, exile it. Return it to the battlefield under your control tapped and attacking at the beginning of the next end step.",
    "Exile ~. Return it to the battlefield under its owner's control tapped and attacking at the beginning of that player's next declare attackers step. It can't be blocked that combat.",
    # pturn: the game as the turn began (CR 500)
    "At the beginning of your upkeep, draw a card if you had no cards in hand at the beginning of this turn.",
    "Whenever another player loses the game, you gain life equal to that player's life total as the turn began.",
    "At the beginning of each player's upkeep, this enchantment deals X damage to that player, where X is the number of untapped lands they controlled at the beginning of this turn.",
    # pturn: what a player did this turn, as a description (CR 508.1a, 400.7)
    "This spell costs {1} less to cast for each creature you attacked with this turn.",
    "Put a +1/+1 counter on it for each land you had enter the battlefield under your control this turn.",
    # plibrary: revealing until cards are revealed, the passive (CR 701.20a)
    "Target opponent reveals cards from the top of their library until four land cards are revealed. That player puts all cards revealed this way into their graveyard.",
    "Its controller reveals cards from the top of their library until an artifact or creature card is revealed and exiles that card.",
    # plibrary: a place in a library just beneath its top cards (CR 401.7)
    "Put target nonland permanent into its owner's library just beneath the top X cards of that library.",
    # plibrary: revealing or exiling until a total of the cards so far (CR 202.3)
    "Each opponent exiles cards from the top of their library until they have exiled cards with total mana value 5 or greater this way.",
    # pgrant: "may instead" before the verb, an optional replacement (CR 614.1a, 616.1)
    "If you would draw a card, you may instead mill two cards.",
    "As long as this card is in your graveyard, if you would learn, you may instead return this card to the battlefield.",
    # pgrant: keyword abilities in quotes (CR 113.1b, 702.1), an Aura's enchant keyword in lower case (CR 702.5a)
    'Enchanted creature has "Cumulative upkeep {1}."',
    'When this Aura enters, it loses "enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with this Aura."',
    # pgrant: enchant granted with other keywords or abilities (CR 702.5a, 303.4)
    "Create a white Aura enchantment token attached to target creature. The token has enchant creature and umbra armor.",
    'When this creature dies, return it to the battlefield. It\'s an Aura enchantment with enchant creature you control and "Enchanted creature gets +1/+1."',
    # pgrant: a replacement of the first such event each turn (CR 614.1a)
    "The first time you would draw a card each turn, you may instead mill a card.",
    "As long as this Equipment is attached to a creature, the first time you would draw a card each turn, you may instead mill a card.",
    # pgrant: a scry replaced (CR 701.22a, 614.1a)
    "If you would scry a number of cards, draw that many cards instead.",
    # pgrant: plural subjects of "have": a noun whose plural is itself, outlaws (CR 700.12)
    "Equipment you control have equip {1}.",
    "During your turn, outlaws you control have first strike.",
    # pplayer: "gains no life instead", the amount of a life gain a replacement makes zero (CR 614.1a, 119.3)
    "If a player would gain life, that player gains no life instead.",
    # pplayer: the controller as a relative clause after another qualifier (CR 108.3, 108.4)
    "Draw X cards, where X is the number of permanents you own that your opponents control.",
    # pplayer: objects linked to another object that one player exiled (CR 607.2a)
    "Each player may play lands and cast spells from among cards they exiled with this artifact this turn.",
    # pplayer: one "target" before a serial list of kinds (CR 115.1, 601.2c)
    "~ deals 7 damage to target opponent, creature an opponent controls, or planeswalker an opponent controls.",
    # pplayer: "may choose to" as "may" (CR 608.2d)
    "Target opponent may choose to put those cards into your hand. If they don't, put those cards into your graveyard.",
    # pplayer: the player seated to a side, as a controller (CR 101.4, 800.5)
    "Target creature you control fights target creature the opponent to your left controls.",
    # pplayer: what was not chosen this way (CR 608.2c)
    "Each player chooses up to five permanents they control. All permanents that weren't chosen this way phase out.",
    # pplayer: a life total made to become a number (CR 119.5)
    "When this creature enters, you may have your life total become the total toughness of creatures you control.",
    # pplayer: a special action to ignore a static ability's effect (CR 116.2d)
    "Players can't search libraries. Any player may pay {2} for that player to ignore this effect until end of turn.",
    # pplayer: "unless" first after a trigger (CR 118.12, 603.4)
    "At the beginning of your upkeep, unless you sacrifice an Island, sacrifice this creature and it deals 6 damage to you.",
    # pplayer: "dealt damage this turn by" a source (CR 120.1)
    # pcounter: the counters of a replaced or triggering event, another number of them (CR 614.1a, 122.6)
    "If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of counters on that permanent or player instead.",
    "If an opponent would put one or more counters on a permanent or player, they put half that many of each of those kinds of counters on that permanent or player instead, rounded down.",
    "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead.",
    "If you would put one or more counters on a creature you control or on yourself, put that many plus one of each of those kinds of counters on that permanent or player instead.",
    "Whenever you put one or more counters on ~, put one of each of those kinds of counters on up to one other target creature.",
    # pcounter: counters by kind, copied, moved or capped (CR 122.1, 122.5)
    "Whenever a creature you control enters, if ~ has counters on it, put the same number of each kind of counter on that creature.",
    "Whenever an opponent puts one or more counters on a creature they control, they put the same number and kind of counters on this creature.",
    "{T}: Move a counter of each kind not on ~ from another target permanent you control onto ~.",
    "For each kind of counter on ~, each other creature you control enters with a counter of that kind on it.",
    "For each kind of counter on permanents you control, you may put your choice of a +1/+1 counter or a counter of that kind on this creature.",
    "{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause the total number of +1/+0 counters on this creature to be greater than four.",
    # pcounter: counters numbered by an object or a condition before (CR 122.1, 122.8, 608.2c)
    "When this creature leaves the battlefield, put its +1/+1 counters on target creature you control.",
    "Remove all but one +1/+1 counter from target creature.",
    "Whenever a creature you control dies, if it had one or more counters on it, you may put that number of +1/+1 counters on target creature.",
    "When this creature dies, you may distribute a number of +1/+1 counters equal to its power among any number of creatures you control.",
    # pcounter: one more counter, "an additional" or "another" (CR 122.1)
    "Whenever one or more +1/+1 counters are put on this creature, put an additional +1/+1 counter on it.",
    "Whenever a creature you control deals combat damage to a player, that player gets an additional poison counter.",
    "At the beginning of your upkeep, you may put another +1/+1 counter on this creature.",
    # pnoun: serial lists of noun phrases, each item with its own number of targets (CR 115.1, 601.2c)
    "Destroy up to one target artifact, up to one target creature, and up to one target land.",
    "Return up to one target artifact card, up to one target land card, and up to one target enchantment card from your graveyard to the battlefield.",
    # pnoun: serial lists of noun phrases joined by ", and/or"
    "Exile up to one target artifact, up to one target creature, up to one target enchantment, and/or up to one target land.",
    "You may reveal a Cleric card, a Rogue card, a Warrior card, and/or a Wizard card from among them and put them into your hand.",
    # pnoun: objects with no abilities, or with abilities (CR 113.1)
    "Creatures you control with no abilities get +1/+1.",
    "Creatures you control with no abilities can't be blocked by creatures with abilities.",
    # pnoun: objects by their base power or toughness, and an object's base number (CR 613.4b)
    "~ gets +X/+0, where X is the number of other creatures you control with base power 1.",
    "Equipped creature gets +1/+1 for each creature you control with base power or toughness 1.",
    "Whenever ~ deals combat damage to a player, draw cards equal to its base power.",
    "At the beginning of your end step, if you control a creature with power greater than its base power, create a 1/1 white Soldier creature token.",
    # pnoun: serial lists of keywords after "with" and "without" (CR 702)
    "Target creature without first strike, double strike, or vigilance can't attack or block until your next turn.",
    "{1}{B}{B}: Each creature you control with flying, deathtouch, and/or lifelink gets +1/+0 until end of turn.",
    "Search your library for a creature card with deathtouch, hexproof, reach, or trample, reveal it, put it into your hand, then shuffle.",
    "Whenever you attack with at least two creatures that have first strike, double strike, vigilance, and/or haste, draw a card.",
    "Creatures you control that have flying or reach get +1/+1.",
    # pnoun: objects by their base power and toughness together (CR 613.4b)
    "Whenever a creature you control with base power and toughness 2/2 attacks, it gets +3/+3 until end of turn.",
    # pnoun: "that you control" after another qualifier (CR 108.4)
    "Draw a card for each permanent you own that your opponents control.",
    # pnoun: a determiner said once for a serial list of descriptions
    "Exile target creature an opponent controls, artifact with mana value 2 or less, or enchantment.",
    "All cards that aren't on the battlefield, spells, and permanents are colorless.",
    # lead: either of two colors in a "that's" state
    "Destroy target creature or planeswalker that's green or white.",
    "Each spell you cast that's red or green costs {1} less to cast.",
    # pcombat: "Then for each ..., ..." after the instructions before it (CR 608.2c)
    "Whenever this creature attacks, put a +1/+1 counter on it. Then for each creature you control, draw a card.",
    "At the beginning of your end step, each opponent loses 2 life. Then for each opponent who has less life than you, create a 1/1 black Rat creature token.",
    # pcombat: adjectives before "attacking" with a plural noun (the verb agrees with the noun)
    "Unblocked attacking Ninjas you control have lifelink.",
    "Tapped attacking creatures you control get +1/+0.",
    # pcombat: "as long as it's blocking or blocked by ..." (CR 509.1a, 509.1g)
    "Equipped creature has first strike as long as it's blocking or blocked by a Goblin or Orc.",
    # pcombat: a step of your next turn (CR 603.7, 500.1)
    "When this creature enters, create a Clue token. At the beginning of the end step on your next turn, sacrifice that token.",
    "Whenever this creature attacks, exile it. Return it to the battlefield under your control tapped and attacking at the beginning of the declare attackers step on your next turn.",
    # pcombat: objects with an ability of a kind (CR 602.1, 605.1a)
    "Each creature you control with a mana ability gets +2/+2.",
    "Destroy target land with an activated ability that isn't a mana ability.",
    "Put all creature cards with activated abilities that aren't mana abilities from among the milled cards into your hand.",
    # pcast: "that doesn't share a color/creature type/land type with ..." (CR 105.2, 205.3m)
    "Whenever you cast a creature spell that doesn't share a color with a creature you control, draw a card.",
    "Whenever this creature attacks, you may search your library for a basic land card that doesn't share a land type with a land you control, put that card onto the battlefield, then shuffle.",
    # pcast: "exactly N colors" (CR 105.2)
    "Whenever you cast a spell that's exactly two colors, draw a card.",
    "When this Siege enters, exile target nonland permanent an opponent controls that isn't exactly two colors.",
    "You may cast spells with exactly three colors from among them this turn.",
    # pcast: cost changes "for each target" (CR 601.2c, 601.2f)
    "Spells you cast cost {1} less to cast for each target.",
    # pcast: "a spell with one or more targets" (CR 115.1)
    "Whenever you cast a spell with one or more targets, draw a card.",
    # pcast: "with that spell's mana value" (CR 202.3)
    "Whenever you cast a Spirit or Arcane spell, destroy all permanents with that spell's mana value.",
    # pcast: keywords spells gain "as you cast them" (CR 601.2a)
    "Creature spells you cast gain offspring {2} as you cast them.",
    # pcast: which objects may be chosen as a spell's target as it is cast (CR 601.2c)
    "You can't choose an untapped creature as this spell's target as you cast it.",
    # pcast: the mana that may pay for one way of casting a spell (CR 118.9, 601.2g)
    "You may pay {R}{G} rather than pay this spell's mana cost. Spend only mana produced by Treasures to cast it this way.",
    # pcast: casting a card as an Adventure (CR 715.3a)
    "When ~ dies, you may cast it from your graveyard as an Adventure until the end of your next turn.",
    # pdamage: an amount of damage to each of three (CR 120.2), "another target", "a third target" (CR 115.3)
    "~ deals 1 damage to any target, 2 damage to another target, and 3 damage to a third target.",
    "~ deals 2 damage to target creature, 3 damage to another target creature, and 4 damage to a third target creature.",
    "~ deals 3 damage to any target. If this spell was kicked, it deals 3 damage to another target.",
    # pdamage: "each of up to two other targets" (CR 115.3)
    "Whenever ~ attacks, it deals 4 damage to any target and 3 damage to each of up to two other targets.",
    # pdamage: "and an additional 1 damage to ...", "and 1 additional damage to ..." (CR 120.2)
    "~ deals 1 damage to each nonblack creature and an additional 1 damage to each green creature.",
    "~ deals X damage to each creature with flying and 1 additional damage to each blue creature.",
    # pdamage: ", and if ..., ...": a second condition in the same sentence (CR 608.2c)
    "~ deals 3 damage to any target. If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead.",
    "~ deals 2 damage to target creature. If this spell was kicked, that creature can't be regenerated this turn and if it would die this turn, exile it instead.",
    "Target creature can't be regenerated this turn, and if it would die this turn, exile it instead.",
    # pdamage: "if it has dealt 10 or more damage to that player this turn", "if a source you controlled dealt 5 or more damage this turn" (CR 120.1)
    "{T}: ~ deals 1 damage to target player or planeswalker. If ~ has dealt 3 or more damage this turn, draw a card.",
    "Whenever this creature deals damage to a player, if it has dealt 10 or more damage to that player this turn, they lose the game.",
    "At the beginning of your end step, if a source you controlled dealt 5 or more damage this turn, draw a card.",
    # pdamage: "unless they pay {2} before that step" (CR 603.7, 118.12)
    "Whenever this creature deals combat damage to a player, that player loses 2 life at the beginning of their next draw step unless they pay {2} before that step.",
    # pdamage: "for each 1 damage dealt to you this turn" (CR 120.1)
    "At the beginning of each end step, put a +1/+1 counter on this creature for each 1 damage dealt to you this turn.",
    "Whenever ~ deals combat damage to a player, that player mills a card for each 1 damage dealt to them.",
    # pdamage: ", and if ..., ..." after a permission (CR 608.2c)
    "When you unlock this door, you may cast spells from your graveyard this turn, and if a card would be put into your graveyard from anywhere this turn, exile it instead.",
    # pdamage: "draws that many cards minus one" (CR 107.1)
    "Each player discards all the cards in their hand, then draws that many cards minus one.",
    # pzone: one of two colors or two states in a condition (CR 105.2, 608.2h)
    "Destroy target artifact or enchantment. If that permanent was blue or black, draw a card.",
    "Whenever another nontoken creature you control dies, if it was enchanted or equipped, return it to its owner's hand.",
    # pzone: "draws that many cards minus one" (CR 121.1, 107.1b)
    "Each player discards all the cards in their hand, then draws that many cards minus one.",
    # pzone: objects returned to a hand this way (CR 400.7, 608.2c)
    "Return any number of target nonland permanents you control to their owners' hands. Draw a card for each card returned to your hand this way.",
    # pzone: two zones of one player exchanged (CR 701.12d, 701.12f)
    "Exchange your graveyard and library. Then shuffle your library.",
    # pcount: "for each ..." after a lead word or clause (CR 608.2c)
    "Then for each opponent who has less life than you, create a 1/1 black Rat creature token.",
    "You may pay {2}. If you do, for each creature you control, put a +1/+1 counter on that creature.",
    "Then if you control a Wizard, for each opponent, that player loses 1 life.",
    "Until end of turn, for each card type, you may cast a spell of that type from among the exiled cards.",
    # pcount: "For each counter on it / flip you won / coin that comes up heads, ..." (CR 122.1, 705.2)
    "Whenever this creature attacks, put a blight counter on it. Then for each blight counter on it, each opponent loses 1 life.",
    "Flip a coin until you lose a flip. For each flip you won, create a 1/1 red Goblin creature token.",
    "Flip five coins. For each coin that comes up heads, draw a card.",
    # pcount: "is enchanted by N Auras" (CR 303.4); "has base power and toughness N/N and KEYWORDS" (CR 613.4b, 613.1f)
    "As long as this creature is enchanted by exactly one Aura, it has base power and toughness 3/3.",
    "At the beginning of the end step, if this creature is enchanted by two or more Auras, flip it.",
    "As long as this creature is enchanted by three or more Auras, it has base power and toughness 10/10, vigilance, and trample.",
    "This creature has base power and toughness 5/5 and flying.",
    # pcount: "that are Spirits and/or enchantments": plural types after "that are" (CR 205.2a, 205.3)
    "Creatures you control that are Zombies and/or tokens get +1/+1 and have flying.",
    "~'s power and toughness are each equal to the number of permanents you control that are Spirits and/or enchantments.",
    "~ deals X damage to target creature, where X is the number of permanents you control that are creatures, Vehicles, or Spacecraft.",
    # pcount: a delayed "When ... this turn, if ..., ..." with an intervening "if" (CR 603.7, 603.4)
    "Target creature gets +1/+1 until end of turn. When that creature dies this turn, if you control a Wizard, you gain 2 life.",
    # pcount: "with the same name as one another" (CR 201.2); "that share a card type / permanent type" (CR 205.2a)
    "When this creature enters, if you control two or more nonland, nontoken permanents with the same name as one another, create a 4/4 colorless Construct artifact creature token.",
    "Exchange control of two target permanents that share a permanent type.",
    "Exchange control of two target permanents that share a card type.",
    # pcount: counters a player has put this turn (CR 122.1)
    "At the beginning of your end step, create a 1/1 green Insect creature token for each +1/+1 counter you've put on creatures under your control this turn.",
    "As long as you've put one or more +1/+1 counters on a creature this turn, this creature has trample and lifelink.",
    "Each creature you control that you've put one or more +1/+1 counters on this turn has hexproof.",
    # pcount: protection "from each color" after "and", from objects a player controls or of the chosen type (CR 702.16a)
    "As long as this creature is untapped, it has protection from artifacts and from each color.",
    "Target creature you control gains protection from creatures your opponents control until end of turn.",
    "Human creatures you control have protection from creatures of the chosen type.",
    # pcost: "entering the battlefield" causing a trigger (CR 603.2d, 603.6a)
    "If a permanent entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.",
    "If a legendary permanent or an artifact entering or leaving the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.",
    # pcost: a keyword dash cost with activation instructions (CR 602.5)
    "Equip—Sacrifice another nonland permanent. Activate only once each turn.",
    # pcost: a keyword of one of two costs (CR 602.2b, 601.2b)
    "Equip—Pay {3} or discard a card.",
    "Reconfigure—Pay {2} or {E}{E}{E}.",
    "Equip {2} or {B}",
    # pcost: a cost that is not mana added to activating abilities (CR 602.2b)
    "Mana abilities of this land cost an additional 1 life to activate.",
    "Activated abilities of nontoken Rebels cost an additional \"Sacrifice a land\" to activate.",
    # pcost: "for each white mana symbol in its mana cost" (chroma, CR 207.2c)
    "Each creature you control gets +1/+1 for each white mana symbol in its mana cost.",
    "When this creature enters, create a 0/1 white Goat creature token for each white mana symbol in the mana costs of permanents you control.",
    "Reveal any number of cards in your hand. You gain 2 life for each green mana symbol in those cards' mana costs.",
    # pcost: "Any player may activate this ability but only during their draw step" (CR 602.5b)
    "{2}: Draw a card. Any player may activate this ability but only during their draw step.",
    "Remove a charge counter from this enchantment: Add {C}. Any player may activate this ability but only during their turn before the end step.",
    # pcost: "an ability of X is activated" (CR 602.2)
    "Whenever an ability of equipped creature is activated, if it isn't a mana ability, copy that ability. You may choose new targets for the copy.",
    # pcost: "the creature it targets" (CR 601.2c, 601.2f)
    "Equip {10}. This ability costs {X} less to activate, where X is the power of the creature it targets.",
    # pcost: "You may also activate this ability while ..." (CR 602.2, 113.6)
    "Discard a land card: Draw a card. You may also activate this ability while ~ is in your graveyard.",
    "Specialize {6}. You may also activate this ability if ~ is in your graveyard.",
    # pcost: "lock or unlock a door of ..." (CR 709.5)
    "{3}, {T}, Sacrifice this artifact: Lock or unlock a door of target Room you control. Activate only as a sorcery.",
    # pcost: "for each color of X" (CR 105.2)
    "Equip {4}. This ability costs {1} less to activate for each color of the creature it targets.",
    # pcost: equip of a quality, granted (CR 702.6)
    "Equipment you control have equip Knight {0}.",
    # pcost: "its mana cost reduced by {2}" (CR 202.1, 118.7)
    "You may put a creature card from your hand onto the battlefield. If you do, sacrifice it unless you pay its mana cost reduced by {2}.",
    "Each nonland card in your hand without foretell has foretell. Its foretell cost is equal to its mana cost reduced by {2}.",
]

REJECTS = [
    # c7: modes chosen by a player other than the controller (CR 700.2e)
    "An opponent chooses —\n• You draw three cards.\n• You search your library for a card, put that card into your hand, then shuffle.",
    # p2: arithmetic in quantities and repetitions (CR 107.1, 107.1c, 603.12)
    'Target player mills three times cards.',
    'Create an X/X colorless Golem artifact creature token, where X is three times.',
    'Target player mills twice cards.',
    'Reveal the top X plus cards of your library.',
    'This creature enters with twice +1/+1 counters on it.',
    'Populate X.',
    'Whenever one or more +1/+1 counters are put on ~, investigate that many.',
    'Draw cards equal to the number of Zombies you control or the number of Zombie cards in your graveyard, whichever.',
    'When this creature enters, you may pay {1}{W} any number.',
    'When this creature enters, you may pay {G} up to three times. When you pay this cost, you gain 4 life.',
    # s3: copy effects and their exceptions (CR 707.9, 614.1c)
    "You may have this land enter tapped as a copy of.",
    "Create a token that's a copy of that card, except it's an enchantment and loses all other.",
    "Create a token that's a copy of another target attacking creature and that's.",
    # s4: zone wordings: graveyard, library and exile (CR 400-406)
    "At the beginning of each end step, if a card left your graveyard your library this turn, ~ deals damage equal to its power to each opponent.",
    "Return up to two target creature cards each with from your graveyard to the battlefield.",
    # r5: exile, hands, the battlefield and control
    'Target land gains "{T}: Add {G}." until this card is cast.',
    "It can't phase for as long as you control this Saga.",
    "Whenever one or more other creatures you control leave the battlefield without, draw a card.",
    "Spells you cast from anywhere other your hand cost {2} less to cast.",
    "Return each creature without a +1/+1 on it to its owner's hand.",
    "Whenever you scry, you may untap ~. Do this only once each.",
    "When you cast this spell, you gain half life.",
    "Target player mills half their library, rounded.",
    "Target opponent sacrifices half of their choice, rounded up.",
    "Each player loses half their life. Round up.",
    "At the beginning of your upkeep, draw a card if you control the creature with the greatest power or tied for the.",
    "At the beginning of your upkeep, if you have fewer than cards in hand, draw a card.",
    "At the beginning of your upkeep, if ~ is in your graveyard or on the, you may gain 1 life.",
    "When you cast your second spell each turn, draw a card. This ability triggers only.",
    # a token attached to something says what
    "Create a Monster Role token attached.",
    "Damage isn't removed from creatures during cleanup.",
    "Destroy target non-outlaws creature.",
    "When ~ enters, create Guenhwyvar, draw a card.",
    "Create a Young Hero Role token attached to.",
    "Whenever enchanted creature deals damage to a creature, destroy the other creature creature.",
    "You may have this creature assign its combat damage as though it weren't.",
    "Defending player sacrifices a creature of their choice that's blocking by it.",
    "This creature gets -2/-0 as long as two or more creatures are blocking it blocking.",
    # "from" names a zone before "this way"
    "That player draws a card for each card exiled from this way.",
    "That player returns the cards they discarding this way to their hand.",
    "If you didn't put a card into your hand that way, draw a card.",
    "If you exiling a land card this way, draw a card.",
    # h1: options named by words need "or" between the last two; a quality chosen names its kind
    "Choose left or.",
    "Choose left right.",
    "As this enchantment enters, choose Khans Dragons.",
    "Destroy each creature with mana value of the chosen kind quality.",
    "Each friend foe draws a card.",
    # h1: votes (CR 701.38): a comma after the first player; "gets more votes"
    "Starting with you each player votes for time or money.",
    "Each player votes for time or money. If time gets more, draw a card.",
    "Exile each permanent with the most votes or tied.",
    "Each player votes for truth or lies. You gain life equal to the number of truth.",
    "While voting, you may vote an additional.",
    "While voting you get an additional vote.",
    "Each player votes for order or chaos. If chaos gets more votes, chaos ensue.",
    "Whenever players finish voting, each opponent who voted for a choice loses 2 life.",
    # h1: "secretly" before a verb; what is revealed
    "Each player secretly a creature.",
    "Then those choices are.",
    "If a Dragon beheld, you gain 2 life.",
    "If a Dragon was beheld by you, you gain 2 life.",
    "{T}: Add {G} or one mana of chosen color.",
    # which mana may pay says the mana and what it pays (CR 106.6)
    "Spend only black mana.",
    "Spend only black mana on Y.",
    "Spend only black or mana on X.",
    # what a permanent tapped for mana produces says what it replaces (CR 614.1a)
    "If a land is tapped for mana, it produces {B}.",
    "If a land is tapped for mana, it produces {B} instead of any other amount and type.",
    "If a land is tapped for mana, it produces instead of any other type.",
    # "that color" is a color: the noun is said (CR 607.2)
    "{T}: Choose a color. Add an amount of mana of that color equal to your devotion to that.",
    "{T}: Choose a color. Add an amount of mana of that equal to your devotion to that color.",
    # what each kind of land produces is a list ending in "and" (CR 106.12b)
    "If tapped for mana, Plains produce {R}, Swamps produce {G} instead of any other type.",
    # a color identity is someone's (CR 903.4)
    "{T}: Add one mana of any color in color identity.",
    "{T}: Add one mana of any color in your commander's identity.",
    # what mana can't be spent on names a use (CR 106.6)
    "{T}: Add {C}. This mana can't be spent.",
    "{T}: Add {C}. This mana can't be spent only to cast nonartifact spells.",
    # "for each color of mana spent" says what it was spent on (CR 702.44a)
    "Create a 1/1 white Kor Ally creature token for each color of mana spent.",
    "Draw a card for each colors of mana spent to cast this spell.",
    # an amount of mana spent names the mana; "for each mana from" names a source; the sentence
    # "For each mana ... spent to cast this spell" has its comma
    "If four or more was spent to cast that spell, draw two cards.",
    "If mana from a Treasure was spent to activate, draw a card.",
    "If the amount of mana spent to cast that spell was less its mana value, draw a card.",
    "Draw a card for each mana from spent to cast this spell.",
    "For each mana from a Desert spent to cast this spell create a tapped Treasure token.",
    # attacking and blocking restrictions and requirements (CR 508.1c-d, 509.1b-c)
    "Creatures your opponents control attack this turn.",
    "You may have target creature block it this turn.",
    "All creatures able to block do so.",
    "No more than two creatures can attack.",
    "No more than creatures can attack each combat.",
    "Enchanted creature can't attack, block, transform.",
    "Creatures with forestwalk can be blocked as though.",
    "Creatures without flying or can't attack.",
    "Creatures can't attack you unless their controller pays {2} for each of.",
    "Each creature with one or more on it can't block.",
    # a quantity replaced (CR 614.1a): the number first, "instead" where it belongs
    "If one or more +1/+1 counters would be put on a creature you control, plus one that many +1/+1 counters are put on it instead.",
    "If one or more counters would be put on a creature you control, that many plus one of each of those kind of counters are put on it instead.",
    "If you would gain life, you gain that much plus 1 life plus instead.",
    "If one or more tokens would be created, twice that many of those tokens created instead.",
    "Discard any number of cards, then draw that many cards plus.",
    "~ deals X plus damage to any target.",
    "If you would get one or more {E}, you get twice that many instead.",
    "If an effect would create one or more tokens under your control, it creates twice that many those tokens instead.",
    "If you would create one or more Treasure tokens, instead create those tokens plus additional Treasure token.",
    # a keyword's own cost change is a sentence of its own
    "Equip {3} this ability costs {1} less to activate.",
    # affinity granted (CR 702.41a): "for" and what is counted
    "Spells you cast have affinity artifacts.",
    "Spells you cast have affinity for.",
    # "differently named" is two words before the noun
    "Draw a card for each differently land you control.",
    "Draw a card for each named differently land you control.",
    # "the same name as" names what it is the name of
    "Destroy target creature if it has the same name as.",
    "Destroy target creature if it has the same name a creature card in your graveyard.",
    # "the total number of" counts something
    "Draw cards equal to the total number of.",
    "Draw cards equal to the total of creatures you control.",
    # the most common color says how a tie counts and among what (CR 105.2)
    "This creature gets -2/-2 as long as white is the most common color among all permanents.",
    "This creature gets -2/-2 as long as white is the most common color or is tied for most common.",
    "Destroy target creature if it shares a color with the most common color among all permanents.",
    # "a new target" is one target (CR 707.10c)
    "Copy target instant spell. You may choose a new targets for the copy.",
    "Copy target instant spell. You may choose new target for the copy.",
    # abilities of a kind (CR 602.2b): the kind is a keyword or loyalty
    "Flying abilities you activate cost {1} less to activate.",
    "Equip you activate cost {1} less to activate.",
    # limits of a cost reduction (CR 601.2f): a kind of mana, a cost, a number
    "Creature spells you cast cost {G} less to cast. This effect reduces only the amount of mana you pay.",
    "Creature spells you cast cost {2} less to cast. This effect can't reduce the mana in that cost to less than mana.",
    "This spell costs {1} less to cast. This effect can't reduce the amount of mana by more than {4}.",
    "At the beginning of your upkeep, if you have no cards in hand draw a card.",
    "This creature gets +1/+2 as long as you have one or fewer cards in.",
    "This land enters the battlefield the battlefield tapped.",
    "This land enters battlefield tapped.",
    # near misses of plurals (oraclec.vocabulary): no English rule makes them
    "Other Heroez you control have trample.",
    "Other Goblinses you control have trample.",
    "Other Heros you control have trample.",
    "Other Humen you control have trample.",
    "Other Sheeps you control have trample.",
    "Other Merfolks you control have trample.",
    "Other Mongeese you control have trample.",
    # a singular subject takes the singular verb, a bare plural the plural
    "Goblin you control have haste.",
    "Other Time Lordes you control get +1/+1.",
    "Treefolk you control has vigilance.",
    # pronouns: "him" and "her" are no determiners of a noun, "hims" no word
    "Destroy him creature.",
    "Put a +1/+1 counter on hims.",
    "Return target creature to himself owner's hand.",
    "When you unlock this door zone, draw a card.",
    "Put your commander into your hand from the command.",
    "Destroy target creature and frobnicate the widget.",
    "Draw two cards. Frobnicate.",
    "Flying, frobnication",
    "Destroy target creature target.",
    # "this turn by": the duration stands before where the damage goes or before its source, never
    # between "by" and "to" (h3: Oracle text writes "dealt this turn to target creature you control
    # by a source of your choice", Kor Chant, so "this turn to ... by ..." parses)
    "Prevent all damage that would be dealt this turn by to you attacking creatures.",
    "Destroy target creature that dealt to you this turn.",  # dealt what: the damage is never left out
    "Destroy target creature that blocked to you this turn.",
    "You create a Treasure token for each opponent who was dealt this turn.",
    "Return target nonland permanent to its owner's hand. If you controlled, draw a card.",
    "Prevent all damage that would be dealt to you this turn by.",
    "If damage would be dealt to this creature while, prevent that damage.",
    "Mill three cards",  # no final period
    'Lands you control have "{T}: Add one mana of any color and frobnicate."',
    'Lands you control have "{T}: Add one mana of any color.',  # unclosed quote
    'Lands you control have "{T}: Add one mana of any color"',  # no period anywhere
    'Enchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add {C}", and it loses all other abilities.',  # a comma outside the quote
    'You get an emblem with "Creatures you control get +1/+1" and.',
    'You get an emblem with "Islands you control have \'{T}: Draw a card."',
    '[−7]: You get an emblem with "Whenever you cast a spell, this emblem\'s deals 5 damage to any target."',
    'Enchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add {C}", and it loses all other abilities.',  # the comma outside
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
    "If this creature was kicked, it enters with first strike on it.",
    "If this spell's flying cost was paid, draw a card.",  # flying has no cost
    "If this spell's madness was paid, draw a card.",
    "If the {1}{B} was paid, an opponent draws a card.",
    "You may pay {0} rather than pay the flying cost for permanents you control.",
    "Crew 1. Activate only whenever.",
    "Goad.",
    "Proliferate target creature.",
    "Discover.",
    "Boast — Frobnicate.",
    # a label that is not a title is read as text: "the betrayer" is no phrase of the language
    "The betrayer — Draw a card.",
    "Choose one of the Current — Draw a card.",
    "Choose one —",
    "Choose one —\n• Draw a card.\n• Frobnicate the widget.",
    "Choose seventeen flavors —\n• Draw a card.",
    "Spree\n+ {1} — Frobnicate.",
    "LEVEL 2-",
    "8+ | Frobnicate.",
    "Remove any number charge counters from target permanent.",
    "Remove any number of charge counter from target permanent.",
    "Add {B} for each storage counter removed that way.",
    "Draw cards equal to the number of stun counters removed.",
    "For each delay counter removed, you lose 1 life.",
    "{1}, Remove two +1/+1 counters among creatures you control: Draw a card.",
    "20 | Frobnicate.",
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
    "As an additional cost to cast this spell, frobnicate a creature.",
    "You may pay {2} rather than frobnicate this spell's mana cost.",
    "This creature can't be blocked except by.",
    "This creature can block only.",
    "You may cast creature spells as though they had frobnication.",
    "You may play lands from your graveyard any frobnicate.",
    "You may play that card without paying its mana value.",  # a mana cost is paid, never a value
    "Enchanted creature doesn't untap during its controller's frobnicate step.",
    "Players can't frobnicate life.",
    "Destroy , creature.",  # a descriptor never starts with a separator
    "Draw a card, then discards a card.",  # wrong verb form
    # triggers and conditions: near misses
    "Whenever ~ enters or frobnicates, draw a card.",
    "Whenever ~ enters or, draw a card.",
    "Whenever ~ attacks and blocks and, draw a card.",
    "At the beginning of your frobnication step, draw a card.",
    "At the beginning of, draw a card.",
    "Whenever you cast your second spell each widget, draw a card.",
    "When this creature enters, if a creature frobnicated this turn, draw a card.",
    "When this creature enters, if you control, draw a card.",
    "When this creature enters, if there are four or more widgets among cards in your graveyard, draw a card.",
    "Whenever one or more artifacts you control enter, draw a card. This ability triggers only thrice each turn.",
    "Sacrifice this enchantment unless you frobnicate {W}{W}.",
    "Target creature can't block until your next frobnication.",
    "Gain control of target creature for as long as.",
    "Exile target creature until this enchantment leaves the widget.",
    "When this creature enters, if {B} was frobnicated to cast this spell, draw a card.",
    "You get {E}{E} frobnicate.",
    "You get an emblem with frobnication.",
    "Tap or frobnicate target permanent.",
    "You may have target creature frobnicate.",
    "You may choose new widgets for the copy.",
    "This artifact becomes an X/X frobnicator until end of turn.",
    "Create a token that's a copy of.",
    "Draw a card at the beginning of the next frobnication.",
    "~ deals 2 damage to any target and 3 frobnications to you.",
    "Prevent all damage that would be frobnicated to ~.",
    "Prevent the next widget damage that would be dealt to any target this turn.",
    "If a creature you control would frobnicate, exile it instead.",
    "If a creature you control would die, exile it instead of frobnicating it.",
    "The next time a source of your choice would deal damage to you this turn, prevent that widget.",
    "All damage that would be dealt to you is frobnicated to enchanted creature instead.",
    "Damage can't be frobnicated this turn.",
    "Skip your widget step.",
    "Prevent 2 damage.",
    "~ deals 2 damage to target creature. If that permanent is green, ~ deals widget damage instead.",
    "For each 1 damage frobnicated this way, create a 1/1 white Soldier creature token.",
    "Draw a card for each spell countering this way.",
    "As this creature enters, choose a widget.",
    "As this creature frobnicates, choose a color.",
    "Choose a creature type other than frobnication.",
    "For each widget, draw a card.",
    "~'s power and toughness are each frobnicate.",
    "~'s power is equal to the number of cards in your hand and its widget is equal to 7.",
    "Target creature has base power and toughness until end of turn.",
    "It becomes a Bird with base power and toughness 1/1 and until end of turn.",
    "Target attacking creature has base power until end of turn.",
    "Creatures you control have base power and toughness each equal the number of creatures you control.",
    "You may have the base power and toughness of target creature become until end of turn.",
    "Until end of turn, this creature's base power becomes equal the number of Towns you control.",
    "Target creature gains all creature until end of turn.",
    "Target creature gains protection from the widget of your choice until end of turn.",
    "Equipped creature gets +1/+1 for each basic land type among.",
    "Put all revealed cards not frobnicated this way on the bottom of your library.",
    "Each opponent who frobnicates loses 2 life.",
    "Each opponent who has less widgets than you loses 2 life.",
    "When this creature enters, you become the widget.",
    "When this creature enters, you take the frobnication.",
    "Whenever ~ deals combat damage to a player, that player loses the widget.",
    "Add two mana in any frobnication of colors.",
    "{T}: Add {C}. Spend this mana only to frobnicate artifact spells.",
    "Cast this spell only during the frobnicate step.",
    "Cast this spell only while blockers are declared.",
    "You may choose not to frobnicate this land during your untap step.",
    "Each other creature you control enters with an additional widget on it.",
    "At the beginning of your upkeep, you may remove a vitality widget from this Aura.",
    "Shuffle your graveyard into your frobnicator.",
    "Take an extra widget after this one.",
    "You don't lose unspent frobnication as steps and phases end.",
    "{2}: Draw a card. Any player may frobnicate this ability.",
    "All creatures able to frobnicate target creature do so.",
    "This creature can't be the widget of blue or black spells.",
    "Each player can't cast more than one widget each turn.",
    "A deck can have any number of widgets named ~.",
    "Target creature blocks this creature this turn if frobnicated.",
    "Play with the top card of your library frobnicated.",
    "Your opponents play with their widgets revealed.",
    "Exile the top card of your library face sideways.",
    "You may have this creature enter as a copy of any creature on the battlefield, except it frobnicates.",
    "Create a token that's a copy of target creature, except it's a widget in addition to its other types.",
    "Create a token that's a copy of target creature except.",
    "Copy target instant or sorcery spell, except that red.",
    "Create a token that's a copy of target permanent, except it's a 4/4 Dragon creature with in addition to its other types.",
    "{X}: This creature becomes a copy of target creature card in your graveyard, except it has flying and this.",
    "Whenever ~ becomes attached to a creature, create a token that's a copy of ~, except it doesn't have this.",
    "Whenever you cast a Beast or Bird creature spell, you may copy it, except the copy.",
    "Destroy all permanents except for.",
    "Destroy each creature on the widget.",
    "Two target creatures each each get +2/+0 until end of turn.",
    "Enchanted creature loses all widgets.",
    "All lands lose all abilities except mana.",
    "Each spell costs {3} more to cast except during its controller's.",
    "Create a number of Treasure tokens equal to the frobnication.",
    "Choose a Frobnication",
    "Draw X cards, where X is the number of creatures in your frobnication.",
    "As long as your devotion to black is less than five, this creature isn't a widget.",
    "If your life total is frobnicated than 10, draw a card.",
    "You may reveal a creature card you own from outside the widget and put it into your hand.",
    "You may reveal a creature card you own from inside the game and put it into your hand.",
    "Target player mills X cards, where X is the frobnicated Army's power.",
    "Choose a creature card at random from target opponent's widget.",
    "Target player reveals a card at random frobnicated.",
    "Creature cards in your hand perpetually frobnicate.",
    "Creature cards in your hand perpetually.",
    "Seek two nonland widgets.",
    "Seek two nonland cards frobnicated.",
    "If an opponent would mill one or more cards, they mill twice that many widgets instead.",
    "Put twice those many +1/+1 counters on target creature.",
    "Conjure a card named Lightning Bolt into your widget.",
    "Conjure a duplicate of it frobnicated.",
    "Conjure a card named Lightning Bolt.",
    "Choose an opponent at frobnication.",
    "Choose an opponent at random widget.",
    "Destroy target creature and each other creature that shares a widget with it.",
    "Destroy target creature and each other creature that shares a color frobnicated.",
    "You get a one-time widget with \"When you cast a creature spell, draw a card.\"",
    "You get a one-time boon with frobnication.",
    "Draw a card for each charge widget on this artifact.",
    "Draw a card for each charge counter frobnicated.",
    "Put a number of +1/+1 counters on target creature.",
    "Put a number of +1/+1 counters on target creature equal to frobnication.",
    "~ deals 5 damage divided as you choose among any number of widgets.",
    "~ deals 5 damage divided as you choose among one, two, or frobnicate targets.",
    "~ deals 5 damage divided as you choose.",
    "Until end of turn, whenever a creature frobnicates, draw a card.",
    "Until end of turn, whenever a creature dies draw a card.",
    "Equipped creature gets +1/+0 for each of its widgets.",
    "Target player discards all cards with that widget.",
    "Target permanent becomes the widget of your choice.",
    "Creatures of the creature type of their widget get -3/-3 until end of turn.",
    "You may cast that card, and mana of any type can be frobnicated.",
    "Once each widget, you may cast an instant spell from the top of your library.",
    "Once each turn you may cast an instant spell from the top of your library.",
    "As an additional cost to cast this spell, you may pay {1}{G} any number of widgets.",
    "This artifact enters with a charge counter on it for each time it was frobnicated.",
    "Each opponent loses life equal to the life they frobnicated this turn.",
    "Draw cards equal to the difference between your life total.",
    "Exile target creature card with lesser widget from your graveyard.",
    "It gets an additional widget until end of turn.",
    "Add {R} for each 1 life your widgets have lost this turn.",
    "Exile ~ with three time counters on frobnication.",
    "Distribute three +1/+1 counters among widgets.",
    "Spells you cast cost {1} less to cast for each experience counter you frobnicate.",
    "Put a permanent card with equal or widget mana value from your hand onto the battlefield.",
    "You may pay {1}. When you frobnicate, draw a card.",
    "You may pay {1}. When you do draw a card.",
    "Draw a card. When you discard a creature card that way, draw a card.",
    "This creature assigns no widget damage this turn.",
    "Target creature can't be blocked this turn except frobnicated.",
    "Target player mills cards equal to the widget.",
    "Enchanted land is the chosen widget.",
    "Whenever this creature and at least two other creatures frobnicate, draw a card.",
    "Whenever this creature and at most two other creatures attack, draw a card.",
    "You may exert this creature as it frobnicates.",
    "Other creatures you control have ward widget.",
    "Create X tokens that are copies of frobnication.",
    "Draw a card. Then if you frobnicate, surveil 2.",
    "Destroy each creature blocking or frobnicated by this creature.",
    "Draw a card. When you next frobnicate a spell this turn, copy that spell.",
    "Target creature phases.",  # phasing has a direction
    "Target creature phases widget.",
    "Remove all +1/+1 counter from this creature.",  # "all" counts a plural
    "Remove all from this creature.",
    "This creature gets +2/+2 for each Aura attached.",  # attached to what?
    "Gain control of target Aura that's attached to.",
    "Target creature attacks this turn.",  # a requirement says "if able"
    "Target creature attacks this widget if able.",
    "Target creature attacks or widgets this turn if able.",
    "Discard all the.",
    "Flip a widget.",
    "Flip a coin a coin.",
    "You may repeat this any number of times.",
    "Whenever you lose a coin, draw a card.",
    "Flip a coin until you lose a coin.",
    "If it comes up, draw a card.",
    "Flip two coin.",
    "Take an extra turn after this one for each coin that comes up.",
    "Roll a six-sided.",
    "Roll a zero-sided die.",
    "Roll a d0.",
    "Roll a d4. Scry X, where X is the result of it.",
    "Draw a card. At the beginning of the next widget, sacrifice it.",
    "Draw a card. At the beginning of the next end step sacrifice it.",  # no comma
    "At the beginning of the chosen player upkeep, draw a card.",
    "Put the chosen cards your graveyard.",
    "This creature has flying. The same is true for the widget.",  # keywords only
    "This creature has flying. The same is true.",  # for what
    # past participles: only of the verbs the rule names, in the forms English makes of them
    "Return a creature card putted into a graveyard this way to your hand.",
    "Return a creature card frobnicated into a graveyard this way to your hand.",
    "Exile target creature card in your graveyard that was put there the battlefield this turn.",
    "Exile target creature card in your graveyard that was put there.",
    "Draw a card for each time you've casted your commander this game.",
    "Draw a card for each time you've drew a card this turn.",
    "You gain life equal to the damage dealed this way.",
    "You gain life equal to the damage dealt.",
    "{T}: Add {R}. If that mana is spended on a Dragon creature spell, it gains haste.",
    "{T}: Add {R}. When you spent this mana to cast a spell, draw a card.",
    "{T}: Add {R}. If the mana is spent on a Dragon creature spell, it gains haste.",
    # a serial comma needs a list of three or more
    "Destroy target artifact, and creature.",
    "Draw a card for each creature that dieded this turn.",
    "Draw a card for each creature that frobnicated it this turn.",
    "Then put the exiled cards that weren't casted this way into your graveyard.",
    "This spell costs {2} less to cast if a creature card was put into your graveyard from anywhere.",
    "Enchanted creature gets +2/+2 and is goad.",
    "Enchanted creature gets +2/+2 and is goadded.",
    "Whenever one or more nonland cards are mill, draw a card.",
    "Whenever one or more nonland cards are milled to, draw a card.",
    # coverage (issue 19)
    "Change the text of target permanent by replacing all instances of one flavor word with another.",
    "Change the target of.",
    "You may pay any amount of cards.",
    "It becomes noon.",
    "Enchanted creature is goaded goaded.",
    "That creature is a black Zombie in addition to its other colors and flavors.",
    "Whenever you cast a spell that targets only, draw a card.",
    "Destroy target creature chosen at.",
    "Target creature gets +1/+1 for each {E} paid.",
    "Target creature becomes a creature with power and toughness each equal.",
    "If you control a commander as you cast this ability, you may choose both instead.",
    "Copy that spell for each creature that the spell could.",
    "The copy targets.",
    "Create a 1/1 white Soldier creature token that's tapped and attacking that.",
    "They're still.",
    "They're still lands lands lands of.",
    "Destroy target creature with total power and toughness.",
    # issue 19 (cov-b): near misses of the digital-only keywords, intensity, spellbooks
    "Whenever you fully a Room, draw a card.",
    "Double widget",
    "Specialize",  # a cost is its parameter
    "Starting intensity",  # a number is its parameter
    "Starting intensity {2}",
    "Creatures you control get +X/+0, where X is the intensity.",
    "Cards you own named ~ intensify by.",
    "Draft a card from ~'s widget.",
    "Draft a card from ~'s spellbooks.",
    "Conjure a random from ~'s spellbook into your hand.",
    "Choose up to five {P} of modes.\n{P} — Draw a card.",
    "Choose up to five {P} worth of modes.\n{P} Draw a card.",
    "Choose up to five {P} worth of modes.\n— Draw a card.",
    "Draft this card sideways.",
    "Reveal this card as you widget it.",
    "As you draft a creature card, note its widget.",
    "Note how many cards you've drafted this widget round, including this card.",
    "You gain life equal to the number you noted for cards named ~.",  # which number?
    "Creatures you control with a name you noted get +1/+1.",  # noted for what
    "Twice investigate.",
    "Investigate twice the.",
    "The duplicate of perpetually gains haste.",
    "Return ~ from to your hand.",
    "Exile it from.",
    "When this card specializes from any, draw a card.",
    "When ~ dies, it unspecializes target creature.",
    "Target creature gains flying also until end of turn.",
    "Target creature also also gains flying.",
    "Switch its power and its toughness until end of turn.",
    "Switch the power and toughness until end of turn.",
    "If you have exactly life, you win the game.",
    "Destroy all creatures if its power is exactly.",
    "As long as there are exactly tide counters on this creature, it gets +1/+1.",
    "Unattach from a creature you control.",
    "Unattach all Equipment from.",
    "Put an Ingenuity counter on target creature.",
    "Put a counter counter on target creature.",
    "Remove from combat target creature.",
    "Remove target creature from the combat.",
    "Exile up to that target cards.",
    "Exile up to many target cards.",
    "This creature gains your choice of flying until end of turn.",
    "This creature gains your choice of flying and lifelink until end of turn.",
    "Creatures can't be targets of spells.",
    "Creatures can't be the targets spells.",
    "{1}: This creature gets +1/+0 until end of turn. Activate no more than three each turn.",
    "{1}: This creature gets +1/+0 until end of turn. Activate no more twice each turn.",
    "Create a 1/1 white Soldier creature token for each opponent you has.",
    'The "legend rule" doesn\'t apply to.',
    'The legend rule doesn\'t apply.',
    "Your maximum hand size is increased two.",
    "Your maximum hand size is reduced.",
    "You don't lose the game for having life.",
    "Choose a card name other than a basic land.",
    "Choose a noncreature, card name.",
    "If that card doesn't has the chosen name, draw a card.",
    "You don't lose the game for having 0 or fewer poison.",
    "When this creature enters, create a 2/2 blue Glorp.",
    "Glorp creatures you control get +1/+1.",
    "This effect removes this Aura.",
    "This effect doesn't remove.",
    # a place counted from one end of a library: "the", an ordinal and an end are all needed
    "Put target creature into its owner's library third from top.",
    "Put target creature into its owner's library third from the middle.",
    "Put target creature into its owner's library from the top.",
    "Destroy target creature with power or toughness.",
    "Destroy target creature with power or 4 or greater.",
    "~ can't attack or block unless you control at least creatures.",
    "~ can't attack or block unless you control at least.",
    "Target player's life total becomes.",
    "Your life total becomes equal to.",
    "As long as you have at least 7 life more than, creatures you control get +2/+2.",
    "As long as you have at least life more than your starting life total, creatures you control get +2/+2.",
    # counters of several kinds, and a choice among counters: a list needs its "and", a choice
    # two or more options and its "or", escaping its counters "on it"
    "Put a +1/+1 counter and on it.",
    "Put two +1/+1 counters a trample counter on target creature.",
    "Put your choice of a vigilance counter on it.",
    "Put your choice of a +1/+1, first strike counter on target creature.",
    "This creature escapes with flying.",
    "This creature escapes with a +1/+1 counter.",
    "It gets +X/+X until end of turn, where X is the number of experience counters you.",
    "You get an amount of {E}.",
    "You may pay an amount of {E} to that card's mana value.",
    "Double the number of each kind on target permanent.",
    "For each kind of counter on target permanent, give that permanent another counter.",
    "Draw a card for each kind of counter.",
    "For each kind of counter on target permanent, put another counter of that kind on it or remove from it.",
    "You may pay one or more {E} energy.",
    "Whenever you get one or more, this creature gets +2/+2 until end of turn.",
    "As long as there are three or more different kinds among creatures you control, this creature gets +2/+4.",
    "Target creature gets +X/+X until end of turn, where X is the number of different kinds of counters.",
    # when and how spells may be cast (CR 601.2, 601.3, 307.1, 702.8, 101.2)
    "Spells with the chosen name can't be casted.",
    "Spells with the chosen name can't be cast by.",
    "Each opponent can cast spells only any time they could a sorcery.",
    "Each opponent can cast spells only any time.",
    "The next spell you cast this turn can be cast as though had flash.",
    "You may cast this spell as though it had flash if you pay {2} more.",
    "You may cast this spell as though it had flash if you pay {2} more to cast.",
    "You may cast this card from your graveyard using its warp.",
    "You may cast this card from your graveyard using its flying ability.",
    "You may cast this card from your graveyard by exile a card in addition to paying its other costs.",
    "You may cast this card from your graveyard by discarding a card.",
    "If you cast it any time a sorcery couldn't been cast, draw a card.",
    "If you cast it any time a sorcery could have been cast, draw a card.",
    "Target land becomes a 3/3 creature that's still.",
    "All Forests are 1/1 creatures that are still a lands.",
    "Target land becomes a 3/3 creature that still a land.",
    "It's in addition to its other types.",
    "It's a Phyrexian in addition to its types.",
    "This creature is the chosen type in addition to its types.",
    "This creature is the chosen color in addition to its other types.",
    "Each land you control becomes that.",
    "Target creature becomes the colors or color of your choice until end of turn.",
    "Enchanted creature loses all other.",
    "Enchanted creature loses all other abilities and.",
    "This land becomes a 2/2 creature with all creature.",
    "Enchanted land is every type.",
    # a keyword of a cost granted without it (CR 702.1a-b): "cost" belongs to the sentence after
    "Target sorcery card in your graveyard gains flashback cost until end of turn.",
    "Target sorcery card in your graveyard gains flashback until end of turn. The flashback cost is its mana cost.",
    "Target sorcery card in your graveyard gains flashback until end of turn. The flashback cost equal to its mana cost.",
    "~ deals 1 damage to each creature that doesn't first strike.",
    "Creatures you control that don't have get +1/+1.",
    "Exchange life totals target opponent.",
    "Exchange life total with target player.",
    "Two target players exchange life.",
    "{T}: Exchange your life total with this creature.",
    "Whenever you roll one or more die, draw a card.",
    "Whenever you roll one or more, draw a card.",
    "Roll two d8 and choose two result. Draw cards equal to that result.",
    "Roll two dice and choose one result.",
    "Roll two d20 and ignore the roll.",
    "Roll a d20 and add the.",
    "Draw cards equal to the total of those result.",
    # an added phase or step names what it adds and where (CR 500.8)
    "After this phase, there is an additional combat.",
    "After this phase, there is a combat phase.",
    "There is an additional combat phase.",
    "You get an additional upkeep after this step.",
    # a participle of a keyword's cost paid is the keyword's own (CR 702.33d, 702.166b)
    "Whenever you cast a kicking spell, scry 2.",
    "Whenever you cast a kickered spell, scry 2.",
    "Whenever you cast a kicker spell, scry 2.",
    # "as you cast this spell" closes a number, a count or a condition (CR 601.2)
    "Draw X cards, where X is as you cast this spell.",
    "Draw a card for each as you cast this spell.",
    "If you controlled a Faerie as you cast this, draw a card.",
    "If you controlled as you cast this spell, draw a card.",
    # "cast this way" is a participle after the noun; "to cast this way" ends a cost change
    "Each spell casted this way costs {1} more to cast.",
    "Each spell cast that way costs {1} more to cast.",
    "This spell costs {2} less to activate this way.",
    # activated abilities but mana abilities (CR 605.1a): the abilities are named in full
    "Activated abilities of artifacts can't be activated unless they're mana.",
    "Activated abilities cost {2} more to activate unless they're mana ability.",
    # an object loses the ability that says so: "this ability", named in full
    "{2}: Draw a card, then this creature loses this.",
    "{2}: Draw a card, then this creature loses ability.",
    # crewing and saddling say what is crewed or saddled, and by how much
    "This creature crews as though its power were 2 greater.",
    "This creature crews Vehicles as though its power were greater.",
    "This creature crews Vehicles using its toughness rather than power.",
    # activating more often says how often, and instead of what
    "You may activate the loyalty abilities of ~ twice each turn rather than once.",
    "You may activate the loyalty abilities of ~ twice each turn.",
    # issue 19 (h4): energy paid by a number (CR 107.14): one symbol after the number
    "{T}, Pay six: Draw three cards.",
    "{T}, Pay six {E}{E}: Draw three cards.",
    "You may pay six {E}{E}. If you do, draw a card.",
    "You gain twenty-ten life.",
    # issue 19 (h4): costs joined by "and": two, and the last two only
    "Remove a quest counter from this enchantment and sacrifice it and exile it: Draw a card.",
    "{T} and sacrifice it, {1}: Draw a card.",
    "Remove a quest counter from this enchantment and: Draw a card.",
    # issue 19 (h4): "but don't own": a verb of control or casting, then the other verb negated
    "Creatures you control but own get +2/+2.",
    "Destroy the creature you chose it.",
    "Draw a card for each player being.",
    "Creatures you control but don't control get +2/+2.",
    "Creatures you own but don't own get +2/+2.",
    "Creatures but don't own get +2/+2.",
    # issue 19 (h4): "fight each other": both words, nothing after them
    "Choose two target creatures. Those creatures fight each.",
    "Choose two target creatures. Those creatures fight other.",
    # issue 19 (h4): "controlled by" different or the same players, named as such
    "Choose two target creatures controlled by different.",
    "Choose two target creatures controlled by the same.",
    "Choose two target creatures controlled by different creatures.",
    # issue 19 (h2): the object pronouns are not subjects, nor the subject ones objects
    "~ enters with a +1/+1 counter on he.",
    "~ enters with a +1/+1 counter on his.",
    "This creature can't be blocked except by creatures with flying or.",
    "When this creature enters, if there is no the monarch, you become the monarch.",
    "When you control no another artifacts, sacrifice this creature.",
    "As long as ~ has seven or more loyalty counters on him, him's a 7/7 Dragon God creature.",
    # issue 19 (h3): a second zone with its preposition is a zone, whole
    "This spell costs {1} less to cast for each creature card you own in exile and in.",
    "This spell costs {1} less to cast for each creature card you own in exile and in and in your graveyard.",
    "Return target creature card from your graveyard and to your hand.",
    # issue 19 (h4): the first draw of a draw step, said of one drawer
    "If you would draw a card except the first one you draw in each of their draw step, draw two cards instead.",
    "If you would draw a card except the first one you draw, draw two cards instead.",
    "If you would draw a card while, you win the game instead.",
    # issue 19 (h4): "triggers an additional time", said of a triggered ability
    "If a triggered ability of a permanent you control triggers, that creature triggers an additional time.",
    "If a permanent entering causes a triggered ability of a permanent you control to trigger, it triggers an additional.",
    "If a permanent entering causes a permanent you control to trigger, that ability triggers an additional time.",
    # issue 19 (h4): a life total reduced to a number, and a player's next turn, said in full
    "Damage that would reduce your life total to less than 1 reduces it instead.",
    "Damage that would reduce your life total to 1 reduces it to 1 instead.",
    "During target player's turn next, creatures that player controls can't block.",
    "Until that player's next, target creature gets +1/+1.",
    # issue 19 (h5): "and/or" joins two whole noun phrases; "that has" a quality, whole
    "You may put a creature card and/or from among them into your hand.",
    "Destroy target creature that has a -1/-1 counter.",
    "Whenever you cast a creature spell that has Adventure, draw a card.",
    "This creature becomes a copy of target creature until end of turn, except.",
    "~ becomes a copy of another target permanent, except his name.",
    "~ becomes a copy of another target permanent, except his name is.",
    "An opponent separates those cards.",
    "An opponent separates those cards into.",
    "Put one pile pile into your hand.",
    "This creature becomes an Aura enchantment with enchant.",
    "You may pay {R} to end this.",
    # "the most" needs what is counted; "each of" needs the set; "had ... enter" needs its time
    "Each player who controls the most investigates.",
    "This creature can't be blocked as long as defending player controls the most or is tied for the most.",
    "You gain X life, where X is the greatest number artifacts an opponent controls.",
    "You have protection from each of.",
    "You have protection from each of your.",
    "At the beginning of your end step, if you had a land enter the battlefield under your control, draw a card.",
    "When you lose control, draw two cards.",
    "When you lose control of, draw two cards.",
    "Whenever you're dealt, draw a card.",
    "You gain life equal to the excess damage this way.",
    "Amass Orcs X, where X is that excess.",
    "If excess damage was this way, create a Lander token.",
    "Excess damage is dealt to that creature's controller.",
    "Whenever a creature an opponent controls is dealt excess, draw a card.",
    "Discover X, where X is that damages.",
    "It deals that much damage to any target that.",
    "Whenever this creature deals damage to a creature, if that creature was dealt excess this turn, draw a card.",
    "Whenever enchanted player is attacking, you gain 2 life.",
    "Exile target creature. At the beginning of the next end step, if, return that card to the battlefield under its owner's control.",
    "When this creature dies, return it to the battlefield at the beginning of their next.",
    "Whenever this creature attacks while you have the most or are tied for most life, draw a card.",
    "Destroy each creature with the same mana value the sacrificed creature.",
    "Destroy each creature with same mana value as the sacrificed creature.",
    "Counter target spell if it has the same mana value as.",
    "Whenever you cast a spell that's both white, draw a card.",
    "Whenever you cast a spell that's both white or black, draw a card.",
    "If it shares a card type that permanent, draw a card.",
    # h3: "can't be sacrificed" (CR 701.21a)
    "Equipped creature can't be sacrificed by.",
    "This artifact can't be sacrificed this.",
    # h4: "can't have counters put on it" needs the object
    "This creature can't have counters put.",
    # h3: events that trigger nothing (CR 603.2, 603.6a)
    "Creatures entering don't cause abilities.",
    "Creatures entering or don't cause abilities to trigger.",
    "Creatures leaving don't cause abilities to trigger.",
    # h3: another player makes the choices of a declaration (CR 508.1, 509.1)
    "You choose which creatures block this turn and how those creatures.",
    "You choose which creatures attack.",
    "You choose which creatures blocks this turn.",
    # h3: targetable as though without hexproof or shroud (CR 609.4b)
    "Creatures can be the targets as though they didn't have hexproof.",
    "Creatures can be the targets of as though they didn't have hexproof.",
    # h3: "Double all damage ... would deal" (CR 701.10g)
    "Double all damage that creatures you control would.",
    "Double all damage would deal.",
    # h3: what spells and abilities can't make a player do (CR 101.2)
    "Spells and abilities your opponents control can't cause you sacrifice permanents.",
    "Spells and abilities your opponents control can't cause you to.",
    # h2: "equal" needs its "to"
    "Ward—Pay life equal this creature's power.",
    "You may pay life equal to. If you do, draw a card.",
    "{3}, {T} or: Draw a card.",
    "{3}, {T} or or {B}, {T}: Draw a card.",
    "X can't be greater the number of snow lands you control.",
    "X can't be greater than.",
    "X can't be.",
    "X can't be 0 and 1.",
    "Tiered\n• Cure — Target creature gains hexproof until end of turn.\n• Cura — {1} — Draw a card.",
    "You may pay {2}. If you do, at the beginning of the next, draw a card.",
    "You may pay {2}. If you do, when you next, copy that spell.",
    "You may reveal this card from your opening. If you do, at the beginning of the first upkeep, each opponent loses 3 life.",
    "You may reveal this card from your opening hand. If you do, at the beginning of the first, add {G}.",
    "{R}: Draw a card. If this ability has been activated four or more this turn, discard a card.",
    "{R}: Draw a card. If this ability has activated four or more times this turn, discard a card.",
    "Whenever you activate an exhaust, draw a card.",
    "Draw X cards, where X is the mana value of a commander you own on the battlefield or in.",
    "Draw cards equal to the greatest mana value of.",
    "When the creature this card haunt dies, draw a card.",
    "When the creature haunts dies, draw a card.",
    "Each opponent who has three or more poison loses 3 life.",
    "Each opponent who didn't discard a nonland card this loses 3 life.",
    "Each opponent who has three or poison counters loses 3 life.",
    # h1 (combat)
    "{T}: This creature deals 1 damage to target creature it's.",
    "Whenever a creature you control with power 2 or less attacks, this enchantment deals 1 damage to the player or planeswalker that creature is.",
    "Whenever this creature attacks, if your team another Warrior, tap target creature.",
    "Raid — At end of combat on your, if you attacked this turn, create a Treasure token.",
    # h2: library places (CR 401.7), a subtype of a kind (CR 305.6), face-down cards looked at and played (CR 406.3)
    "Put the rest on the bottom in order.",
    "The owner of target nonland permanent puts it into their library second from the top or on the.",
    "Put the other on the top or bottom.",
    "Search your library for a land card with a basic land, put it onto the battlefield tapped, then shuffle.",
    "Exile the top card of your library face down. You may look at and play this turn.",
    # h3: damage, prevention and replacement wordings
    "If one or more tokens would be created under your control, those tokens plus are created instead.",
    "~ deals 2 damage to each of up to three.",
    "If a spell or ability an opponent controls causes you discard this card, put it onto the battlefield instead of putting it into your graveyard.",
    "Prevent all damage that would be dealt this turn to.",
    "Prevent the next 3 damage that would be dealt this turn to any number of targets, divided as.",
    # h4: quantities and counts
    "Draw a card for each different mana value nonland cards in your graveyard.",
    "Whenever you cast a spell with {X} in its cost, put two charge counters on this artifact.",
    "Firebending X, where X the number of creatures you control.",
    "You gain life equal to your speeds.",
    "This spell costs {1} less to cast for each spell your opponents have cast this.",
    # h6: a series of mana amounts (CR 106.1); a choice of two P/T changes (CR 608.2d); flip permanents (CR 710); not of the chosen type (CR 607.2)
    "{T}: Add {B}{B}, {B}{R}.",
    "{1}: This creature gets +1/-1 or until end of turn.",
    "If you control ten or more creatures, flip.",
    "Choose a creature type. Destroy all creatures that aren't of the chosen.",
    # h2: objects said after the destination, a card with either name (CR 201.2), where a permanent entered from (CR 400.7)
    "Return to your hand that were put there from the battlefield this turn.",
    "Put onto the battlefield under your control that were put there from the battlefield this turn.",
    "Search your library for a card named Festering Newt or, put it onto the battlefield tapped, then shuffle.",
    "When this creature enters, if it entered from or you cast it from your graveyard, exile it.",
    # h2: the destination as one terminal before the object
    "Return to your hand target.",
    # h2: the turn before "without paying" (CR 118.9, 611.2a)
    "Exile the top three cards of your library. You may play them this turn without paying.",
    # h5: exile/hand/battlefield/control wordings
    'Artifacts you control have "Ward—Pay 2 life"',
    "This artifact enters under the control an opponent of your choice.",
    "Creatures your opponents control can't have or gain.",
    "If you revealed a Dragon card or controlled as you cast this spell, this spell can't be countered.",
    "Double the power and toughness target creature you control until end of turn.",
    "Whenever a creature enchanted controls enters, that player loses 1 life and you gain 1 life.",
    "Whenever a permanent is returned your hand, you may pay {1}. If you do, draw a card.",
    "Exile target permanent you own or.",
    "This creature gets +2/+2 as long as an opponent owns.",
    "{X}, {T}: Draw a card. X is the number of cards in an opponent's.",
    "Tap X creatures, where X is a number from 0 to 5 chosen.",
    "Whenever this creature mutates, you gain X life, where X is the number of times this creature has.",
    "When this creature enters, draw a card for each creature it devours.",
    "Counter target spell. If that spell is countered this way, put it into its owner's hand instead of that player's graveyard.",
    "If a source would deal damage to another Dinosaur you control, prevent all but of that damage.",
    "If an instant or sorcery spell would deal damage to you, it deals that to its controller instead.",
    "The next time damage would be dealt to this creature this turn that damage is dealt to any target instead.",
    "~ deals twice damage to target creature or planeswalker.",
    "~ deals five times damage to each of up to X targets.",
    "If this spell was kicked, search your library for two basic land cards instead of.",
    "If you would lose unspent, that mana becomes colorless instead.",
    "Prevent all damage that creatures would deal to this turn.",
    "Prevent all damage a source of your choice would deal to.",
    "The next 2 damage that a source of your choice would deal to this turn is dealt to any target instead.",
    "If damage from is prevented this way, you gain that much life.",
    "This creature can block an additional seven each combat.",
    "Whenever this creature attacks, if defending player is poisoned it, it gets +1/+1 until end of turn.",
    "This spell costs {2} less to cast if a creature is attacking you you.",
    "{1}{W}: Target nonattacking, nonblocking, gets +0/+2 until end of turn.",
    "Whenever a creature you control deals combat damage to a player, add much {G}.",
    # h6: additional land plays on each of their turns (CR 305.2); can't search libraries (CR 701.23)
    "Each player may play an additional land on each of their.",
    "Your opponents can't search.",
    # h6: the second spell you cast each turn (CR 601.2f)
    "The second you cast each turn costs {1} less to cast.",
    # h6: objects that are one or more colors, or any of a series of colors (CR 105.2)
    "Destroy target creature that's one or more.",
    "Whenever you cast a spell that's white, blue, black, or, put a +1/+1 counter on this creature.",
    # r3: damage thresholds of a damage event (CR 120.3)
    "Whenever this creature is dealt 3 or damage, investigate.",
    # r3: damage thresholds of a damage event (CR 120.3)
    "If a source would deal 3 or fewer damage to this creature, prevent that damage.",
    # r3: either side of a block this turn (CR 509.1a, 509.1h)
    "Destroy target creature that blocked or was blocked by this turn.",
    # r3: either side of a block this turn (CR 509.1a, 509.1h)
    "{U}: Regenerate this creature. Activate only if this creature blocked or was blocked a blue creature this turn.",
    # r3: an object's damage history as the object it is (CR 400.7)
    "~ has hexproof if it hasn't dealt yet.",
    # r3: an attack requirement naming whom it attacks (CR 508.1d)
    "Target creature attacks target opponent this turn.",
    # r4: "greater than or equal to" a quantity (CR 107.1)
    "Exile target creature with power greater than or equal your life total.",
    # r4: "for each 1 life lost this way", "for each 1 life you lost, ..." (CR 119.3, 609.3)
    "At the beginning of your upkeep, each player loses 1 life. Put a +1/+1 counter on this creature for each 1 life lost this.",
    "Whenever you lose life, for each 1 life you, exile a permanent you control.",
    # r4: "the number of counters among creatures you control" (CR 122.1)
    "{3}{G}{G}: Monstrosity X, where X is the number of counters among.",
    # r4: what you did in the simple past: "tokens you created this turn" (CR 111.1)
    "At the beginning of each end step, create X 1/1 white Spirit creature tokens with flying, where X is the number of tokens you create this turn.",
    # r4: "the number of cards looked at while scrying this way" (CR 701.22a)
    "Whenever you scry, tap up to X target nonland permanents, where X is the number of cards looked while scrying this way.",
    # r4: "the life paid as it entered" (CR 107.1c, 614.12)
    "~'s power and toughness are each equal to the life paid as it.",
    # r4: "N mana of different colors" (CR 106.1a)
    "{T}: Add two mana of different.",
    # r4: "with lesser mana value than <object>" (CR 202.3)
    "Whenever a nontoken creature you control dies, mill two cards. Then return a creature card with lesser mana value than from your graveyard to your hand.",
    # r4: "the total life lost by all players this turn" (CR 119.3)
    "{T}, Sacrifice this artifact: You gain life equal to the total life lost by this turn.",
    # r6: state triggers on life, counters and keywords (CR 603.8)
    "When you have 30 or more, flip ~.",
    "When this artifact has twenty or more charge on it, you win the game.",
    "When this creature has, sacrifice it.",
    "If an opponent casts three or more spells this turn, you may pay {0} rather than pay this spell's mana cost.",
    "Whenever you complete a, create a 2/2 green Wolf creature token.",
    # p5: characteristics of cards outside the battlefield (CR 611.3, 400.1)
    "Creature cards you own that aren't on the have flash.",
    "Creatures you control are the chosen type. The same is true for creature spells you control and.",
    "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen.",
    # p5: attachment rules (CR 303.4d, 301.5c), banding's variant (CR 702.22c), an object's mana cost (CR 202.1)
    "Enchanted land has indestructible and can't be enchanted by.",
    "This Equipment can be attached only to.",
    'Green legendary creatures you control have "bands with other."',
    'Enchanted artifact has "At the beginning of your upkeep, sacrifice this artifact unless you pay its mana."',
    # p1: counters placed as something enters or moves (CR 122.1, 122.5, 122.8, 601.2d, 608.2c, 614.1c, 707.9b)
    "{1}, {T}: Move a counter from target permanent you control onto a second permanent.",
    "Distribute two +1/+1 counters among up to target creatures.",
    "Distribute three +1/+1 counters among up to three target other creatures.",
    "Put a +1/+1 counter on target creature and a +1/+1 counter.",
    "Put a time counter on this artifact. Then if there are seven or more time counters on it, remove those.",
    "As this creature enters, you may reveal a Dragon card from your hand. If you do or if, this creature enters with a +1/+1 counter on it.",
    "Create a token that's a copy of target creature you control, except it enters with an additional +1/+1 counter.",
    "Put a -1/-1 counter on target creature, two -1/-1 counters on another target creature, and three -1/-1 counters.",
    "When this creature enters, distribute X +1/+1 counters among any number other target creatures you control.",
    "Remove up to counters from target creature.",
    # p4: trigger events and reflexive/delayed triggers (CR 603.4, 603.12, 702.122d, 611.2)
    "At the beginning of combat on your turn, mill a card. When you do, if, put a +1/+1 counter on target creature you control.",
    "Whenever this Vehicle becomes crewed by, draw a card.",
    "When this creature enters, it explores, then it again.",
    "During any turn you attacked, with a commander, you may play those cards.",
    "{1}: Regenerate this creature. When it regenerates this, put a -1/-1 counter on it.",
    "When ~ enter, choose one or both. Each mode must a different player.\n• Target player draws two cards.\n• Target player creates a 2/2 red Mutant creature token.",
    "Whenever ~ enter or attacks, create a 1/1 white Ally creature token.",
    # p2: what players can't do, the game's and turns' ends, "does the same"
    "You have no maximum hand size for the rest of game.",
    "Whenever a player loses the, put five +1/+1 counters on this creature.",
    "Your opponents can't cast spells or activate.",
    "End the turn step.",
    "Your life total can't.",
    "Take an extra turn after this one. At the beginning of that turn's, you lose the game.",
    "Take two extra turn after this one.",
    "Whenever enchanted player is attacked, you draw a card. Each opponent attacking that player does the.",
    "At the beginning of each opponent's end step, if you didn't lose this turn, you may put a quest counter on this enchantment.",
    "At the beginning of your end step, if an opponent was dealt 3 or more this turn, you may pay {R}.",
    "If you have 5 or less life, you can't lose this turn.",
    # p3: serial lists of noun phrases and "of each <kind>"
    "Create a Clue token, a Food token, and.",
    "Choose a land of each, then destroy those lands.",
    "{T}: Create your choice of a Blood token, a Clue token, or.",
    # q5: quantities and descriptions of objects (CR 115.1, 106.1, 702.16a, 603.8, 122.8, 205.3i)
    "{T}: Untap two other target.",
    "{T}: Add one mana of any color among.",
    "This creature has protection from the colors of.",
    "When there are four or more page counters, exile it.",
    "{1}, Remove one or more from ~: It deals that much damage to target creature.",
    "When this creature enters or leaves the battlefield, choose a land of each, then destroy those lands.",
    # q6: a choice of two instructions or two costs joined by "or" (CR 608.2d, 118.12)
    "Target opponent loses 3 life unless they sacrifice a nonland permanent of their choice or discard.",
    "{1}{B}{G}: Put a plague counter on this artifact or from it.",
    "{R}{W}, Unattach: Draw a card.",
    "Whenever this creature attacks, you may pay {1} and 2. If you do, draw a card.",
    # r6: costs and mana
    # r6: moving objects to a zone as a cost (CR 118.3, 400.6)
    "{2}{U}, Put a card an opponent owns from exile: Tap target creature.",
    # r6: what mana may be spent on (CR 106.6)
    "{T}: Add {C}. Spend this mana only to cast a colorless spell or pay a cost that contains.",
    "{T}: Add {U}. Spend this mana only to pay a flying cost or cast an instant or sorcery spell.",
    "{T}: Add {U}. Spend this mana only to turn permanents.",
    "{T}: Add {U}. Spend this mana only to foretell or cast an instant or sorcery spell.",
    "{T}: Add {U} or {R}. Spend this mana only to cast an instant or sorcery spell or to gain a level.",
    # r6: several mana of the chosen color; a keyword's cost changed
    "{T}: Add two mana of the chosen.",
    "Flying costs your opponents pay cost {2} more.",
    "If you control a Forest, rather than pay this spell's mana cost you may have an opponent gain 3 life.",
    # r2: counter wordings (CR 122.1, 122.5, 122.8)
    "At the beginning of your end step, if this creature doesn't have a +1/+1 on it, return it to its owner's hand.",
    "As long as there are four or more lore counters among, this creature has hexproof.",
    "Whenever you cast a red spell, if this creature has fewer than +1/+1 counters on it, put a +1/+1 counter on this creature.",
    "Move any number of +1/+1 counters from target creature onto.",
    "Put a night counter on this artifact. Then if it has eight or more night counters on it, remove all of and draw a card.",
    "Put a lore counter on target Saga you control or remove from it.",
    "Put a +1/+1 counter or on it.",
    "This creature gets +1/+1 for each shield counter among.",
    "Creatures you control with three or more on them have haste.",
    "Choose a counter on target permanent. Put an additional counter of that on that permanent.",
    "Choose a kind of counter. Put a counter of that kind on each other creature you control.",
    "Target player loses all poison.",
    # r5 (issue 19): the first / next / nth time, copies of the next spell, "as though" (CR 603.7b, 603.12, 614.1a, 609.4b)
    "Whenever you gain life for the first time during each of, create a 1/1 white Cat creature token.",
    "If no one does, the next time a source of your choice would deal damage to you this turn prevent that damage.",
    "When this creature enters, copy the next spell you cast this turn when you cast.",
    "When you cast your next this turn, copy that spell.",
    "You may spend white as though it were red mana.",
    "Whenever another creature you control dies, put a +1/+1 counter on ~. When this ability resolves for the third time, ~ fights up to one target creature you don't control.",
    "Whenever you copy, put a +1/+1 counter on ~.",
    # r3: attack and block wordings (CR 506.5, 508.1c-d, 508.7, 509.1b, 500.1)
    "This spell costs {2} less to cast if a player attacked you during their last.",
    "At the beginning of your end step, if you didn't attack with this turn, sacrifice this Aura.",
    "You may reselect which player target attacking creature is.",
    "Target creature attacks during its controller's next if able.",
    "[+1]: Until your next turn, up to one target creature attacks a player each combat.",
    "All creatures attack enchanted creature's controller each combat.",
    "Tap all untapped creatures that didn't attack that turn this turn.",
    "Creatures that attacked during their controller's turn can't attack.",
    "This creature can only attack.",
    "Each opponent must attack with at least one creature each combat.",
    "Whenever ~ attacks, each opponent can't block with this combat.",
    "This spell costs {1} less to cast for each opponent you're.",
    "Whenever a creature an opponent controls attacks, if you're the defending, create a 3/3 red Ogre creature token.",
    "During that player's next turn, the chosen creatures attack if.",
    "This creature can attack players who attacked you during their last turn as though it didn't have.",
    "Tapped creatures you control can block as though they were.",
    "When this creature attacks or blocks, at end of, sacrifice it and it deals 5 damage to you.",
    # r1: damage (CR 120.1-120.2, 615.5, 615.7, 601.2d, 107.1a)
    "Draw a card for each player who was dealt combat this turn.",
    "If it was dealt noncombat this turn, draw a card.",
    "Destroy all other creatures that were dealt this turn.",
    "If damage would be dealt to this creature, prevent that damage. When damage is prevented this way this creature deals that much damage to any other target.",
    "Target player loses life equal to the damage already to that player this turn.",
    "When this creature dies, if 4 or more damage was dealt it this turn, draw three cards.",
    "Flip a coin. If you win the flip, the next time target creature would deal combat damage this turn it deals double that damage instead.",
    "When ~ dies, it deals damage equal to its power divided as you choose among.",
    "If a source would deal damage to you or a permanent you control, prevent half damage, rounded up.",
    "Until end of turn, if a source would deal damage to you it deals double that damage to you instead.",
    "Whenever ~ deals combat damage to a player, surveil X, where X is the amount of damage it dealt that player.",
    # r4: players and objects compared, and quantities (CR 107.1, 608.2d)
    '{T}: Draw a card. Activate only if an opponent controls at least two lands than you.',
    'Draw three cards instead if an opponent has at least four cards in hand than you.',
    'Choose target opponent who has at least two cards in hand than you do. Draw a card.',
    'Target player who controls more creatures than you does do draws a card.',
    'At the beginning of your upkeep, destroy the creature with the least power. If two or more creatures are tied for least power, you choose.',
    'At the beginning of your upkeep, destroy target nonland permanent with the lowest.',
    # s1: Alchemy digital words ("perpetually", "incorporates", "seek", "conjure") and "at random"
    "Destroy one of them at.",
    "Target creature's base power perpetually 0.",
    "It perpetually incorporates and gains flying.",
    "Whenever you conjure, put a +1/+1 counter on ~.",
    # s2: "as though" permissions and face-up/face-down wordings (CR 614.1e, 117.1a, 702.37e)
    'As this creature enters or turned face up, draw a card.',
    'You may discard this card any time you could cast an.',
    "Permanents your opponents control can't be turned face during your turn.",
    'Turn target creature with a morph abilities face down.',
    "Creatures with landwalk abilities can be blocked as though they didn't have those.",
    # c5: what happened earlier in the same ability, "this way" (CR 608.2c, 700.4)
    "Destroy target creature. If that creature dies this way this way, create a black Vampire creature token.",
    # p3: names and relative clauses on noun phrases (CR 201.2, 201.4b, 108.3, 108.4, 102.1)
    "{T}: Untap target permanent not ~.",
    "{T}: Choose target attacking or blocking creature whose controller an Island.",
    "{T}: The player whose turn it may end the turn.",
    "~ gets +3/+3 for each opponent whose life total is half their starting life total.",
    "{6}, {T}: Return target permanent you both own and to your hand.",
    "At the beginning of your end step, if you both own and ~ and a creature named Bruna, the Fading Light, exile them.",
    "When you unlock this door, search your library for a Room card that doesn't have the same name a Room you control, reveal it, put it into your hand, then shuffle.",
    "When ~ enters, if you cast it, search your library for up to five Dragon cards not named ~ that each different names, reveal them, put them into your hand, then shuffle.",
    "Whenever this creature or another Goblin enters, each player flips a coin. Each player whose coin comes up sacrifices a creature of their choice.",
    # p1: designations as adjectives and nouns, and "no longer"
    "Return target nonland permanent or suspended to its owner's hand.",
    "When this creature enters, all suspected creatures are no suspected.",
    "All lands are no longer.",
    "If it's suspected, it's no longer.",
    "{0}: Until end of turn, this permanent becomes a 4/4 Spirit artifact creature that's no longer.",
    "Wraiths you control have protection from Ring-bearer's.",
    "Whenever you choose a creature as, you may pay 2 life. If you do, draw a card.",
    "Whenever the Ring tempts you, if you chose a creature other than ~ as, draw a card.",
    # k2: the Ring tempts you (CR 701.54c)
    "Whenever ~ attacks, if you gained 3 or more life this turn, the Ring tempts you. Then if ~ is your Ring-bearer and the Ring has tempted you two or more this game, draw a card.",
    "This creature can't be blocked by creatures the monarch.",
    "Whenever equipped creature attacks the monarchs, destroy target tapped nonland permanent that player controls.",
    # p4: activation instructions: who may activate, when, modal activated abilities (CR 602.1b, 602.5, 700.2)
    "{1}: This creature can't be regenerated this turn. Only your opponents may activate this spell.",
    "{4}, {T}: Choose one. Activate as a sorcery.\n• Draw a card.\n• You gain 2 life.",
    "{W}, {T}: Choose target opponent who has more life than you do as you activate this spell. You gain 3 life.",
    "{3}, {T}: Up to X target creatures you control get +1/+0 until end of turn, where X is as you activate this ability.",
    "{T}: The next instant or sorcery spell you cast this turn costs {X} less to cast, where X is as this ability resolves.",
    # q1: amounts with an additional part (CR 118.12, 107.1)
    "Counter target spell unless its controller pays {2} plus an additional for each Faerie you control.",
    "Target player loses 2 life plus 2 for each Spirit sacrificed this way.",
    # q3: requirements across modes and counted activation limits (CR 700.2, 601.2c, 602.5b)
    "{S}: This creature deals 1 damage to each creature and each player. Activate no more times each turn the number of snow Swamps you control.",
    # p1: abilities of other objects; protection and landwalk with chosen or derived qualities
    "This creature has all activated abilities of.",
    "Target permanent you control gains protection from artifacts or from until end of turn.",
    "Enchanted creature has landwalk of the chosen.",
    "Protection from mana value 3 or",
    "Choose a color. This creature gains hexproof from that until end of turn.",
    "{2}: Target creature gains protection from the color of its controller's until end of turn.",
    "Target creature gets +3/-3 and loses all creature until end of turn.",
    "Vehicle creatures you control are the chosen creature type in addition to their.",
    # p2: players named by a relation: "controlled by" a player, seats and directions (CR 108.4, 101.4, 800.5, 803.1a)
    "Each player gains control of all nonland permanents controlled by.",
    "{2}, {T}: Draw a card. The player to your gains control of this artifact.",
    "Each player gains control of all nonland permanents controlled by the next player in the direction.",
    "Each player may attack only the nearest in the chosen direction.",
    "Whenever you attack the player who has the initiative token, create a Treasure token.",
    "Each player may attack only.",
    "Each opponent who cast this turn can't attack with creatures.",
    "Reveal the player you chose: Exile target creature that's attacking you if it's controlled by. Activate only once.",
    "Then any other may pay 2 life.",
    # pa: past events and history in conditions, filters and quantities (CR 400.7, 601.2i, 119.3, 120.1)
    "This creature can't attack unless an opponent has been dealt this turn.",
    "Draw a card if an opponent has cast a blue or black spell this.",
    "When this creature enters, if a creature entered the battlefield under an opponent's this turn, draw a card.",
    "At the beginning of each end step, if a player lost 4 or more this turn, you draw a card.",
    "Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroying this way.",
    "Whenever ~ attacks while saddled, at end of combat, exile it and up to one creature that saddles it this turn, then return those cards to the battlefield under their owner's control.",
    "Spells you cast cost {1} less to cast for each card your opponents have drawing this turn.",
    "Target player draws two cards, then ~ deals damage to that player equal to the number of cards they've drawn this.",
    "{2}: This artifact deals 1 damage to any target. Activate only if you've controlled this artifact continuously since your most recent turn.",
    "{T}: Put target land card in a graveyard that was milled this onto the battlefield under your control tapped.",
    "At the beginning of your end step, each player may put two +1/+1 counters on a creature they control. Goad each creature that had counters put it this way.",
    "At the beginning of your end step, if a counter was put ~ this turn, put a +1/+1 counter on each other creature you control.",
    "{T}: Choose target non-Wall creature the active player has controlled continuously since the turn. That creature attacks this turn if able.",
    "When this land enters, return a land you control to its owner's hand. If another Desert was returned, surveil 1.",
    "At the beginning of each end step, if you've cast both a creature spell and this turn, create a Clue token.",
    "At the beginning of your end step, if you gained and lost this turn, create a 1/1 black Bat creature token with flying.",
    # pb: quantities and numbers in noun phrases (CR 107.1)
    "You may put any number them into your hand and the rest into your graveyard.",
    "Your opponents can't cast spells with even values.",
    "As long as ~'s power is odd number, you may cast creature spells as though they had flash.",
    "Each opponent sacrifices a tenth the creatures they control of their choice, rounded up.",
    "When this creature enters, each player loses a third their life, rounded up.",
    "Pay half your life, rounded: This enchantment becomes a 4/4 Phyrexian Horror creature with flying.",
    "When you cast this spell, any player may pay half life, rounded up. If a player does, counter ~.",
    "{3}, {T}, Sacrifice another creature: Draw cards equal to the sacrificed creature's toughness, then discard cards equal its power.",
    "When enchanted creature dies, exile cards equal to its power from the top its owner's library.",
    "Whenever you cast a creature spell with mana value 4, 5, or, draw a card.",
    "{X}, {T}: This creature deals half X damage, rounded, to any target, and half X damage, rounded up, to you.",
    "~ deals X damage to target opponent or planeswalker and half X damage, rounded up, you, where X is the number of Mountains you control.",
    "Enchanted creature can't block creatures with power equal to or greater the enchanted creature's toughness.",
    # pc: static abilities and rules changes (CR 601.2a, 601.2c, 508.1c, 205.3d, 702.16a)
    'As long as a card exiled with this creature has flying, this creature has flying. The same is true for fear, protection from, and trample.',
    "This creature can't attack a player it has already this turn.",
    'While an opponent is choosing targets, that player must choose at least one Flagbearer on the battlefield if able.',
    '~ is also a.',
    "Your opponents can't cast spells from anywhere other their hands.",
    "Tap all lands target player controls and that player loses all unspent.",
    "This creature can't attack unless a black or green creature also.",
    "You may spend mana as though it were mana of any color to pay the activation costs.",
    "This spell can't be copied by.",
    "Players can't pay life or sacrifice nonland permanents to cast.",
    "You can't cast ~ during your first, second, or third turns.",
    "Counters remain on ~ as it moves to any zone other than.",
    # pd: trigger events (CR 603)
    "Whenever an opponent is dealt damage by, return this card from your graveyard to your hand.",
    "Whenever combat damage is dealt, remove an indestructible counter from ~.",
    "If a creature blocking causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.",
    "Whenever you pay this enchantment's upkeep, you may search your library for a creature card, put it onto the battlefield, then shuffle.",
    "When a player doesn't pay this enchantment, that player exiles all cards from their library.",
    "When this creature's echo is paid cost, each opponent may draw up to three cards.",
    "Whenever a player puts a nontoken creature onto, that player returns a land they control to its owner's hand.",
    "When you cast or cycle, create a 0/1 colorless Eldrazi Spawn creature token.",
    "{2}{R}, {T}: Exile the top card of your library. You may play that card this turn. When you exile this way, ~ deals damage equal to the exiled card's mana value to any target.",
    "Reveal the first card you draw. Whenever you reveal a basic land card this way, draw a card.",
    "Unless target player pays {3} that player loses 5 life and you gain 5 life.",
    "Whenever a creature an opponent controls becomes tapped, if it isn't being declared as an, put a +1/+1 counter on ~.",
    "Whenever another source you control deals exactly damage to a permanent or player, ~ deals 2 damage to that permanent or player.",
    # sc: quantities and amounts (CR 701.50e, 205.3m, 607.2)
    "Target creature you control proliferates 2.",
    "When this creature enters, it deals X damage to any target, where X is the greatest number of creatures you control that have a creature type common.",
    "{T}: Choose a color. Add one mana of that for each charge counter on this artifact.",
    "~ deals X damage divided evenly among all creatures target opponent controls.",
    "If you would roll one or more dice, instead roll that many plus one and ignore the lowest roll.",
    "Roll three d20 and ignore the low roll.",
    # dd: villainous choices (CR 701.55a): the options are separated by ", or"
    "Whenever ~ deals combat damage to a player, that player faces a villainous choice — They sacrifice a nontoken creature of their choice or they lose 2 life and you draw two cards.",
    "Each opponent faces a villainous choice — They exile cards from the top of their library until they exile a nonland card, then you may cast that card without paying its mana cost, or.",
    # sa: players described by relation or choice, past-tense states and events (CR 608.2c, 608.2h, 712.20)
    "As this creature transforms ~, choose an opponent.",
    "As this enchantment enters, choose a color and an opponent card.",
    "Whenever this creature attacks, each opponent who doesn't controls an Elf loses 1 life.",
    "At the beginning of your end step, each opponent may sacrifice a nontoken creature of their choice. Each opponent who doesn't loses.",
    "Each player who controls the fewest investigates.",
    "Destroy target land. If that land was nonbasic land, untap this creature.",
    "Each player discards cards the same.",
    "Whenever damage is dealt to one of the chosen players, the other chosen also loses that much life.",
    "Creatures attacking the last chosen have menace.",
    "At the beginning of the end step, if this card is in your graveyard with a creature card directly it, you may return this card to your hand.",
    "Destroy target nonblack creature. It can't be regenerated. You gain control of all Equipment that were attached.",
    "You and target opponent each gain control of all creatures the other until end of turn.",
    # sb: spells, abilities and costs described by their properties (CR 107.4e, 207.2c, 602, 605, 702)
    "This creature's power and toughness are each equal to the number of green mana symbols in permanents you control.",
    "{2}, Sacrifice a creature: This enchantment deals damage to any target equal to the number of red mana symbols in the sacrificed creature's cost.",
    "Enchanted creature can't attack or block, and its activated abilities with {T} in their can't be activated.",
    "Whenever a player activates an artifact's ability without {T} in its activation, this enchantment deals 1 damage to that artifact's controller.",
    "When ~ enters, if they were cast using, you gain 3 life.",
    "You may activate loyalty abilities of ~ on any player's any time you could cast an instant.",
    # pcount: counters distributed among objects that are not targets (CR 608.2d)
    "Distribute three +1/+1 counters among any number of.",
    # pcount: counters an object moved gets, said after the zone (CR 122.6)
    "Exile a nonland card from your hand with a number of time counters on it.",
    # pcount: counters numbered by an "equal to": gotten, removed, put with no "a number of" (CR 122.1, 122.8)
    "When this creature dies, each opponent gets a number of rad counters.",
    "Remove a number of loyalty counters from ~.",
    "Put +1/+1 counters on target creature equal to.",
    # pcount: "either of them": one of a group of two, chosen as it happens (CR 608.2d)
    "Tap up to two target creatures. Put a stun counter on either them.",
    # pcount: a counter from among kinds named (CR 122.1b, 608.2d)
    "Put a +1/+1 counter and a counter from among on target creature.",
    "Put your choice of a counter from among first strike on ~.",
    # pcount: up to a number of counters removed from among objects (CR 122.8)
    "Remove up to three stun counters from among.",
    # pcount: "with the same controller" as the object named before (CR 108.4)
    "Move a +1/+1 counter from target creature onto another target creature with the same.",
    # pcount: counters divided among "one or two other" targets (CR 601.2d)
    "When this Vehicle enters, distribute two +1/+1 counters among one or two target other creatures you control.",
    # pcombat: creatures blocked by a creature, now or earlier this combat or turn (CR 509.1a, 509.1h); this turn's next end of combat (CR 603.7)
    'At end of combat, exile all creatures blocked by.',
    'Destroy target blocking creature. Creatures that were blocked by that creature gain trample until end of turn.',
    'When this creature blocks, at end of combat, destroy it and all creatures it blocked.',
    "Choose target Wall creature. At this turn's end of combat, destroy all creatures that were blocked by that creature this turn.",
    # pcombat: the damage dealt, as the amount of the triggering damage event (CR 120.3, 603.2)
    'Whenever ~ deals combat damage to a player, exile the top X cards of their library, where X is the amount of dealt.',
    'Whenever this creature deals combat damage to a player, that player discards cards equal to the.',
    # pcombat: mana kept as steps end until end of combat (CR 106.4, 500.4)
    "Whenever ~ attacks, add {R}{R}. Until end of combat, you don't lose this mana as phases end.",
    # pcombat: skipping every combat phase of a player's next turn (CR 505.1a, 614.10)
    'Target player skips all combat phases of their turn.',
    # pcombat: a partitive's verb agrees with its determiner (one or more of your opponents are attacked)
    'Whenever one or more of your opponents are attacked, draw.',
    # pcombat: a keyword chosen, then granted as 'that ability' (CR 608.2d, 613.1f)
    'At the beginning of each combat, choose first strike, vigilance, or. Creatures you control gain that ability until end of turn.',
    'At the beginning of combat on your turn, choose flying or indestructible at random. ~ gains that until end of turn.',
    # pcombat: attackers a creature removed from combat was blocking become unblocked; an effect makes a creature block (CR 506.4, 509.1h)
    'Whenever this creature blocks, flip a coin. If you lose the flip, remove this creature from combat. Creatures it was blocking that had become blocked by only this creature become unblocked.',
    '{T}: Remove target blocking creature from combat, then it blocks an attacking creature your choice.',
    # pcast: spells cast during a turn (CR 500, 601.2f)
    "Spells your opponents cast during your cost {1} more to cast.",
    # pcast: entered from a zone or cast from it (CR 400.7, 601.2a)
    "When ~ enters, if it entered from your library or was cast, draw a card.",
    # pcast: "if it's a [description] with [quality]" (CR 109.3)
    "Reveal the top card of your library. If it's a creature card with 3 or less, put it into your hand.",
    # pcast: changing the targets of a spell (CR 115.7)
    "Change a target of target spell or ability to.",
    "Change the target of target spell that targets only a player. The new target must a player.",
    "You may change any target of target Arcane spell.",
    # pcast: present perfect of a turn's event, lands played (CR 500, 305.1)
    "This spell costs {3} less to cast if an opponent has drawn four or more cards this.",
    "You can't cast this spell if you've played this turn.",
    # pcast: mana of any type spent on spells cast "this way" (CR 609.4b)
    "You may play the exiled cards for as long as they remain exiled. Mana of any type can be spent to cast spells this.",
    # pzone: tokens named or described by color (CR 105.1-2, 111.4), players by the cards in their hand (CR 402.1), replacements while a condition holds (CR 611.3a, 614.1a), "they're" types (CR 611.2e), cards exiled with an object (CR 607.2a)
    "Create a 2/2 Citizen creature token that's all.",
    "{T}: Create an 8/8 Beast creature token that's red, green, and.",
    "When ~ dies, create ~ the, a legendary 5/5 colorless Goblin Golem artifact creature token.",
    "{4}{B}{B}: Each opponent with no cards in loses 10 life.",
    "As long as you have one or fewer cards in hand, if you would draw a card draw two cards instead.",
    "Put all creature cards from all graveyards onto the battlefield under your control. They're in addition to their other colors and types.",
    "{T}: Add {C}. If a card is exiled this land, add {C}{C} instead.",
    # pzone: a chapter with a flavor word (CR 714.2, 207.2d)
    "I, II — Wings of Light — — Put a +1/+1 counter on each other creature you control.",
    # pzone: the upkeep by its step's full name (CR 503)
    "Skip your upkeep step if you have no cards in.",
    '{T}: Remove target blocking creature from combat, then it blocks.',
    # lead: mana amounts said of other kinds, series added together, colors of an object (CR 106.1, 106.3, 105.2)
    "Whenever one or more Treefolk you control attack, add twice much {G}.",
    "Whenever ~ deals combat damage to a player, add that much mana of any one.",
    "{T}: Add one mana of any of the exiled card's.",
    "{T}: Add X {G} or {W}, where X is the number of other creatures you control.",
    "Add {W}{W}, {U}{U}, and.",
    "{T}: Add two mana in any combination of {U}, {B}, {R}.",
    "{T}: Choose a player. That player adds one mana of any color they.",
    # pturn: a turn window and a condition together (CR 611.3a, 500)
    "During your turn, as long as ~ is equipped it has double strike and indestructible.",
    "During your turn, if an opponent lost life this turn you may play lands and cast spells from among cards exiled with this enchantment.",
    # pturn: "unless" said first, also right after a trigger (CR 118.12, 603.4)
    "At the beginning of your upkeep, unless you pay {B}{B}{B} tap this creature.",
    # pturn: damage dealt in a period, the time said before the source (CR 120.1)
    "Cast this spell only if you were dealt damage this turn by.",
    # pturn: a delayed entry at a step after "tapped and attacking"; "that combat" (CR 603.7, 508.4)
    "Whenever this creature attacks, exile it. Return it to the battlefield under your control tapped and attacking at the beginning of.",
    # pturn: the game as the turn began (CR 500)
    "Whenever another player loses the game, you gain life equal to that player's life total as the turn.",
    # pturn: what a player did this turn, as a description (CR 508.1a, 400.7)
    "This spell costs {1} less to cast for each creature you attacked with.",
    # plibrary: revealing until cards are revealed, the passive (CR 701.20a)
    "Target opponent reveals cards from the top of their library until four land cards revealed.",
    # plibrary: a place in a library just beneath its top cards (CR 401.7)
    "Put target nonland permanent into its owner's library just beneath.",
    # plibrary: revealing or exiling until a total of the cards so far (CR 202.3)
    "Each opponent exiles cards from the top of their library until they have exiled this way.",
    # pgrant: "may instead", keywords in quotes, enchant with other abilities, the first such event each turn, a scry replaced, plural subjects of "have"
    "If you would draw a card, you may instead.",
    'Enchanted creature has "Cumulative upkeep {1} and."',
    'When this Aura enters, it loses "enchant" and gains "enchant creature put onto the battlefield with this Aura."',
    'When this Aura enters, it loses "enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with."',
    "Create a white Aura enchantment token attached to target creature. The token has enchant and umbra armor.",
    'When this creature dies, return it to the battlefield. It\'s an Aura enchantment with enchant creature you control and.',
    "The first time you would draw a card each turn you may instead mill a card.",
    "As long as this Equipment is attached to a creature, the first time you would draw a card each turn, you may instead.",
    "If you would scry a number of, draw that many cards instead.",
    "Equipment you control have {1} equip.",
    "During your turn, outlaws you control have.",
    # pplayer: "gains no life instead" (CR 614.1a, 119.3)
    "If a player would gain life, that player gains no instead.",
    # pplayer: the controller as a relative clause (CR 108.4)
    "Draw X cards, where X is the number of permanents you own that your opponents.",
    # pplayer: objects a player exiled with an object (CR 607.2a)
    "Each player may play lands and cast spells from among cards they exiled with this turn.",
    # pplayer: one "target" before a serial list of kinds (CR 115.1)
    "~ deals 7 damage to target opponent, creature an opponent controls, or.",
    # pplayer: "may choose to" (CR 608.2d)
    "Target opponent may choose to those cards into your hand.",
    # pplayer: the player seated to a side, as a controller (CR 101.4)
    "Target creature you control fights target creature the opponent to your controls.",
    # pplayer: what was not chosen this way (CR 608.2c)
    "Each player chooses up to five permanents they control. All permanents that weren't chosen this phase out.",
    # pplayer: a life total made to become a number (CR 119.5)
    "When this creature enters, you may have your life total become.",
    # pplayer: a special action to ignore a static ability's effect (CR 116.2d)
    "Players can't search libraries. Any player may pay {2} for that player to ignore until end of turn.",
    # pplayer: "unless" first after a trigger (CR 118.12, 603.4)
    "At the beginning of your upkeep, unless you sacrifice an Island sacrifice this creature and it deals 6 damage to you.",
    # pplayer: "dealt damage this turn by" a source (CR 120.1)
    "If a creature dealt damage this turn by would die, exile it instead.",
    # pcounter: the counters of a replaced or triggering event, another number of them (CR 614.1a, 122.6)
    "If you would put one or more counters on a permanent, put twice that many of each of those kinds of on that permanent instead.",
    "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus are put on it instead.",
    "If you would put one or more counters on a creature you control or on, put twice that many +1/+1 counters on it instead.",
    # pcounter: counters by kind, copied, moved or capped (CR 122.1, 122.5)
    "Whenever a creature you control enters, put the same number of each kind on that creature.",
    "{T}: Move a counter of each kind from onto ~.",
    "For each kind of counter on ~, each other creature you control enters with a counter of that kind.",
    "{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause the total number of +1/+0 counters on this creature to be greater.",
    # pcounter: counters numbered by an object or a condition before (CR 122.1, 122.8, 608.2c)
    "When this creature leaves the battlefield, put its +1/+1 counters target creature you control.",
    "Remove all but +1/+1 counter from target creature.",
    "Whenever a creature you control dies, if it had one or more counters on it, you may put that number +1/+1 counters on target creature.",
    "When this creature dies, you may distribute a number of +1/+1 counters equal to its power among any number of.",
    # pcounter: one more counter, "an additional" or "another" (CR 122.1)
    "Whenever one or more +1/+1 counters are put on this creature, put an additional counter +1/+1 on it.",
    "Whenever a creature you control deals combat damage to a player, that player gets an additional poison.",
    "At the beginning of your upkeep, you may put another +1/+1 counter this creature.",
    # pnoun: serial lists of noun phrases, each item with its own number of targets (CR 115.1, 601.2c)
    "Destroy up to one target artifact, up to one target creature, and up to one target.",
    "Destroy up to one target artifact, up to one target creature, and up to target land.",
    # pnoun: serial lists of noun phrases joined by ", and/or"
    "You may reveal a Cleric card, a Rogue card, and/or from among them and put them into your hand.",
    # pnoun: objects with no abilities, or with abilities (CR 113.1)
    "Creatures you control with no get +1/+1.",
    "Creatures you control with no abilities abilities get +1/+1.",
    # pnoun: objects by their base power or toughness, and an object's base number (CR 613.4b)
    "~ gets +X/+0, where X is the number of other creatures you control with base power.",
    "Equipped creature gets +1/+1 for each creature you control with base power or 1.",
    "Whenever ~ deals combat damage to a player, draw cards equal to its base.",
    # pnoun: serial lists of keywords after "with" and "without" (CR 702)
    "Target creature without first strike, double strike, or can't attack or block until your next turn.",
    "{1}{B}{B}: Each creature you control with flying, deathtouch, and/or gets +1/+0 until end of turn.",
    "Whenever you attack with at least two creatures that have first strike, double strike, vigilance, and/or, draw a card.",
    "Creatures you control that have flying or get +1/+1.",
    # pnoun: "that you control" after another qualifier (CR 108.4)
    "Draw a card for each permanent you own that your opponents.",
    # pnoun: a determiner said once for a serial list of descriptions
    "Exile target creature an opponent controls, artifact with mana value 2 or less, or.",
    "All cards that aren't on the battlefield, spells, and are colorless.",
    # lead: either of two colors in a "that's" state
    "Destroy target creature or planeswalker that's green or white and.",
    "Destroy target creature or planeswalker that's green or.",
    # pcombat: "Then for each ..., ..." after the instructions before it (CR 608.2c)
    "Whenever this creature attacks, put a +1/+1 counter on it. Then for each creature you control draw a card.",
    "Whenever this creature attacks, put a +1/+1 counter on it. Then for each, draw a card.",
    # pcombat: adjectives before "attacking" with a plural noun (the verb agrees with the noun)
    "Unblocked attacking Ninjas you control has lifelink.",
    # pcombat: "as long as it's blocking or blocked by ..." (CR 509.1a, 509.1g)
    "Equipped creature has first strike as long as it's blocking or blocked a Goblin or Orc.",
    # pcombat: a step of your next turn (CR 603.7, 500.1)
    "When this creature enters, create a Clue token. At the beginning of the end step on your next, sacrifice that token.",
    # pcombat: objects with an ability of a kind (CR 602.1, 605.1a)
    "Each creature you control with a mana gets +2/+2.",
    "Destroy target land with an activated ability that isn't.",
    # pcast: "that doesn't share a color/creature type/land type with ..." (CR 105.2, 205.3m)
    "Whenever you cast a creature spell that doesn't share a color with, draw a card.",
    # pcast: "exactly N colors" (CR 105.2)
    "Whenever you cast a spell that's exactly two, draw a card.",
    "You may cast spells with exactly colors from among them this turn.",
    # pcast: cost changes "for each target" (CR 601.2c, 601.2f)
    "Spells your opponents cast cost {1} more to cast for each target the.",
    # pcast: "a spell with one or more targets" (CR 115.1)
    "Whenever you cast a spell with one or more, draw a card.",
    # pcast: "with that spell's mana value" (CR 202.3)
    "Whenever you cast a Spirit or Arcane spell, destroy all permanents with that spell's.",
    # pcast: keywords spells gain "as you cast them" (CR 601.2a)
    "Creature spells you cast gain offspring {2} as you cast.",
    # pcast: which objects may be chosen as a spell's target as it is cast (CR 601.2c)
    "You can't choose an untapped creature as this spell's target as you cast.",
    # pcast: the mana that may pay for one way of casting a spell (CR 118.9, 601.2g)
    "You may pay {R}{G} rather than pay this spell's mana cost. Spend only mana produced by Treasures to cast it this.",
    # pcast: casting a card as an Adventure (CR 715.3a)
    "When ~ dies, you may cast it from your graveyard as an until the end of your next turn.",
    # pdamage: an amount of damage to each of three (CR 120.2), "another target", "a third target" (CR 115.3)
    "~ deals 1 damage to any target, 2 damage to another, and 3 damage to a third target.",
    "~ deals 2 damage to target creature, 3 damage to another target creature, and 4 damage.",
    # pdamage: "each of up to two other targets" (CR 115.3)
    "Whenever ~ attacks, it deals 4 damage to any target and 3 damage to each of up to two other.",
    # pdamage: "and an additional 1 damage to ...", "and 1 additional damage to ..." (CR 120.2)
    "~ deals 1 damage to each nonblack creature and an additional damage 1 to each green creature.",
    "~ deals X damage to each creature with flying and additional 1 damage to each blue creature.",
    # pdamage: ", and if ..., ...": a second condition in the same sentence (CR 608.2c)
    "~ deals 3 damage to any target. If it's a creature, it can't be regenerated this turn, and if it would die this turn exile it instead.",
    "Target creature can't be regenerated this turn, and if it would die this turn, instead.",
    # pdamage: "if it has dealt 10 or more damage to that player this turn", "if a source you controlled dealt 5 or more damage this turn" (CR 120.1)
    "Whenever this creature deals damage to a player, if it has dealt 10 or more to that player this turn, they lose the game.",
    "At the beginning of your end step, if a source you controlled dealt 5 or more this turn, draw a card.",
    # pdamage: "unless they pay {2} before that step" (CR 603.7, 118.12)
    "Whenever this creature deals combat damage to a player, that player loses 2 life at the beginning of their next draw step unless they pay {2} before that.",
    # pdamage: "for each 1 damage dealt to you this turn" (CR 120.1)
    "At the beginning of each end step, put a +1/+1 counter on this creature for each 1 damage dealt you this turn.",
    "Whenever ~ deals combat damage to a player, that player mills a card for each 1 damage to them.",
    # pdamage: "draws that many cards minus one" (CR 107.1)
    "Each player discards all the cards in their hand, then draws that many cards minus.",
    # pzone: one of two colors or two states in a condition (CR 105.2, 608.2h)
    "Destroy target artifact or enchantment. If that permanent was blue or, draw a card.",
    "Whenever another nontoken creature you control dies, if it was or equipped, return it to its owner's hand.",
    # pzone: "draws that many cards minus one" (CR 121.1, 107.1b)
    "Each player discards all the cards in their hand, then draws that many cards minus.",
    # pzone: objects returned to a hand this way (CR 400.7, 608.2c)
    "Return any number of target nonland permanents you control to their owners' hands. Draw a card for each card returned to this way.",
    # pzone: two zones of one player exchanged (CR 701.12d, 701.12f)
    "Exchange your graveyard and. Then shuffle your library.",
    # pcount: "for each ..." after a lead word or clause (CR 608.2c)
    "Then for each opponent who has less life than you create a 1/1 black Rat creature token.",
    "You may pay {2}. If you do, for each creature you control, put a +1/+1 counter on that creature, for.",
    "Then if you control a Wizard, for each opponent, that player loses.",
    # pcount: "For each counter on it / flip you won / coin that comes up heads, ..." (CR 122.1, 705.2)
    "Whenever this creature attacks, put a blight counter on it. Then for each blight counter, each opponent loses 1 life.",
    "Flip a coin until you lose a flip. For each flip you won create a 1/1 red Goblin creature token.",
    # pcount: "is enchanted by N Auras" (CR 303.4); "has base power and toughness N/N and KEYWORDS" (CR 613.4b, 613.1f)
    "As long as this creature is enchanted by exactly one, it has base power and toughness 3/3.",
    "At the beginning of the end step, if this creature is enchanted two or more Auras, flip it.",
    "This creature has base power and toughness 5/5 and.",
    # pcount: "that are Spirits and/or enchantments": plural types after "that are" (CR 205.2a, 205.3)
    "Creatures you control that are Zombies and/or get +1/+1 and have flying.",
    "~'s power and toughness are each equal to the number of permanents you control that are Spirits enchantments.",
    # pcount: a delayed "When ... this turn, if ..., ..." with an intervening "if" (CR 603.7, 603.4)
    "Target creature gets +1/+1 until end of turn. When that creature dies this turn, if you control a Wizard you gain 2 life.",
    "Target creature gets +1/+1 until end of turn. When that creature dies this turn, if, you gain 2 life.",
    # pcount: "with the same name as one another" (CR 201.2); "that share a card type / permanent type" (CR 205.2a)
    "When this creature enters, if you control two or more permanents with the same name as one another another, draw a card.",
    "Exchange control of two target permanents that share a permanent.",
    # pcount: counters a player has put this turn (CR 122.1)
    "At the beginning of your end step, create a 1/1 green Insect creature token for each +1/+1 counter you've put on this turn.",
    "As long as you've put one or more +1/+1 counters this turn, this creature has trample and lifelink.",
    "Each creature you control that you've put one or more +1/+1 counters this turn has hexproof.",
    # pcount: protection "from each color" after "and", from objects a player controls or of the chosen type (CR 702.16a)
    "As long as this creature is untapped, it has protection from artifacts and from each.",
    "Target creature you control gains protection from creatures your opponents until end of turn.",
    "Human creatures you control have protection from creatures of the chosen.",
    # pcost: "entering the battlefield" causing a trigger (CR 603.2d, 603.6a)
    "If a permanent entering the battlefield causes a triggered ability of a permanent you control, that ability triggers an additional time.",
    # pcost: a keyword dash cost with activation instructions (CR 602.5)
    "Equip—Sacrifice another nonland permanent. Activate only once each.",
    # pcost: a keyword of one of two costs (CR 602.2b, 601.2b)
    "Equip—Pay {3} or.",
    "Equip {2} or or {B}",
    # pcost: a cost that is not mana added to activating abilities (CR 602.2b)
    "Mana abilities of this land cost an additional 1 life to.",
    "Activated abilities of nontoken Rebels cost an additional \"Sacrifice\" to activate.",
    # pcost: "for each white mana symbol in its mana cost" (chroma, CR 207.2c)
    "Each creature you control gets +1/+1 for each white mana symbol in its mana.",
    "When this creature enters, create a 0/1 white Goat creature token for each white mana symbol in the mana costs.",
    # pcost: "Any player may activate this ability but only during their draw step" (CR 602.5b)
    "{2}: Draw a card. Any player may activate this ability but only during their.",
    "{2}: Draw a card. Any player may activate this ability but only during their turn before the end.",
    # pcost: "an ability of X is activated" (CR 602.2)
    "Whenever an ability of equipped creature is activated if it isn't a mana ability, copy that ability.",
    # pcost: "the creature it targets" (CR 601.2c, 601.2f)
    "Equip {10}. This ability costs {X} less to activate, where X is the power of the creature it target.",
    # pcost: "You may also activate this ability while ..." (CR 602.2, 113.6)
    "Discard a land card: Draw a card. You may also activate this ability while ~ is in your.",
    # pcost: "lock or unlock a door of ..." (CR 709.5)
    "{T}: Lock or unlock. Activate only as a sorcery.",
    # pcost: "for each color of X" (CR 105.2)
    "Equip {4}. This ability costs {1} less to activate for each color of.",
    # pcost: equip of a quality, granted (CR 702.6)
    "Equipment you control have equip Knight.",
    # pcost: "its mana cost reduced by {2}" (CR 202.1, 118.7)
    "You may put a creature card from your hand onto the battlefield. If you do, sacrifice it unless you pay its mana cost reduced by.",
    "Each nonland card in your hand without foretell has foretell. Its foretell cost is equal to its mana cost reduced by.",
]


@pytest.mark.parametrize("text", PARSES)
def test_parses_and_renders_back(text: str) -> None:
    result = parse_ability(normalise_ability(text))
    assert result.error is None, f"{result.error}\n{result.error.caret() if result.error else ''}"
    assert result.line is not None


@functools.cache
def _expected_shapes() -> dict[str, str]:
    return shapes.read()


@pytest.mark.parametrize("text", PARSES)
def test_tree_has_the_expected_shape(text: str) -> None:
    """Not only does it parse: its tree is the one expected, down to the clauses of each sentence."""
    expected = _expected_shapes()
    assert text in expected, f"no expected shape in {shapes.PATH}: run `{shapes.UPDATE_COMMAND}` and check the new line"
    assert shapes.shape_of(text) == expected[text], (
        f"the tree changed (expected shapes: {shapes.PATH}); if the change is intended, run `{shapes.UPDATE_COMMAND}` "
        "and review the diff of that file"
    )


def test_every_expected_shape_is_of_an_example() -> None:
    stale = [text for text in _expected_shapes() if text not in PARSES]
    assert not stale, f"shapes of texts that are no longer in PARSES: {stale}; run `{shapes.UPDATE_COMMAND}`"


@pytest.mark.parametrize("text", REJECTS)
def test_rejects_nonsense(text: str) -> None:
    result = parse_ability(normalise_ability(text))
    assert result.line is None
    assert isinstance(result.error, ParseError)


def test_each_list_of_examples_is_assigned_once() -> None:
    """A second ``REJECTS = [`` (two branches' lists merged side by side) replaces the first, whose
    examples are then never tested; the module's own source is read for it."""
    import ast
    from pathlib import Path

    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    assigned = [target.id for node in tree.body if isinstance(node, ast.Assign) for target in node.targets if isinstance(target, ast.Name)]
    assert sorted(name for name in assigned if name in ("PARSES", "REJECTS")) == ["PARSES", "REJECTS"]
