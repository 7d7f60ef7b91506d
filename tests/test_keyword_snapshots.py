"""Snapshots of the trees of keywords (one per keyword of the table) and of multi-line structures
(modes, spree, chapters, levels, classes, cases, stations, loyalty abilities, labels)."""

from __future__ import annotations

import re

import pytest

from oraclec.keywords import KEYWORDS
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def _tree(text: str):  # type: ignore[no-untyped-def]
    result = parse_ability(normalise_ability(text))
    assert result.line is not None, f"{text!r}: {result.error}"
    return result.line


def _id(name: str) -> str:
    return re.sub(r"\W+", "_", name).strip("_").lower() or "infinity"


@pytest.mark.parametrize("entry", KEYWORDS, ids=[_id(k.name) for k in KEYWORDS])
def test_keyword(entry, oracle_snapshot) -> None:  # type: ignore[no-untyped-def]
    assert _tree(entry.example) == oracle_snapshot


STRUCTURES = {
    "modal_choose_one": "Choose one —\n• Counter target spell.\n• Destroy target creature.",
    "modal_choose_two": "Choose two —\n• Draw a card.\n• You gain 3 life.\n• Scry 2.",
    "modal_one_or_more": "Choose one or more —\n• Draw a card.\n• Destroy target artifact.",
    "modal_unchosen": "At the beginning of your upkeep, choose one that hasn't been chosen —\n• Draw a card.\n• You gain 2 life.",
    "modal_unchosen_this_turn": "{1}: Choose one that hasn't been chosen this turn —\n• Draw a card.\n• Scry 1.",
    "modal_labeled_modes": "When this creature enters, choose one —\n• Fear Ray — Creatures you control gain menace until end of turn.\n• Disintegration Ray — Destroy target artifact.",
    "modal_with_rider": "Choose one. If you control an artifact, you may choose both instead.\n• Draw a card.\n• Scry 1.",
    "spree": "Spree\n+ {1} — Draw a card.\n+ {3}{W}{W} — Destroy all creatures.",
    "tiered": "Tiered\n• Glimpse — {0} — Draw a card.\n• Vision — {1} — Draw two cards.",
    "chapter": "I — Draw a card.",
    "chapters": "II, III — Destroy target creature.",
    "level_range": "LEVEL 2-3",
    "level_from": "LEVEL 4+",
    "level_pt": "2/4",
    "class_level": "{3}{W}: Level 2",
    "case_to_solve": "To solve — You control a legendary Homunculus.",
    "case_solved": "Solved — {T}: Draw a card.",
    "station": "8+ | Flying, vigilance",
    "die_range": "1—14 | Draw a card.",
    "die_exact": "20 | Draw two cards.",
    "loyalty_plus": "[+1]: Draw a card.",
    "loyalty_minus": "[−2]: Destroy target creature.",
    "loyalty_zero": "[0]: Scry 2.",
    "loyalty_minus_x": "[−X]: Destroy target creature.",
    "loyalty_plus_x": "[+X]: You gain X life.",
    "ability_word": "Landfall — Whenever a land you control enters, draw a card.",
    "max_speed": "Max speed — {T}: Draw a card.",
    "exhaust": "Exhaust — {3}{G}: Draw a card.",
    "boast": "Boast — {1}{R}: Scry 1.",
    "keywords_with_costs": "Flying, ward {2}",
    "keywords_semicolons": "Flying; banding",
    "partner_friends_forever": "Partner—Friends forever",
    "partner_with": "Partner with Pir, Imaginative Rascal",
    "companion": "Companion — Your starting deck contains only cards with even mana values.",
    "keyword_restricted": "Equip {0}. Activate only once each turn.",
    "ward_dash_cost": "Ward—Pay 3 life.",
    "flashback_dash_cost": "Flashback—{3}{U}{R}, Exile X cards from your graveyard.",
    "protection_two": "Protection from creatures and from blue",
    "hexproof_from": "Hexproof from black",
    "equip_quality": "Equip legendary creature {3}",
    "kicker_either": "Kicker {1}{B} and/or {R}",
    "cumulative_upkeep_either": "Cumulative upkeep {W} or {U}",
    "prototype": "Prototype {2}{R} — 3/2",
    "villainous_choice": "Each opponent faces a villainous choice — They lose 2 life, or you draw a card.",
}


@pytest.mark.parametrize("name", sorted(STRUCTURES))
def test_structure(name: str, oracle_snapshot) -> None:  # type: ignore[no-untyped-def]
    assert _tree(STRUCTURES[name]) == oracle_snapshot
