"""Builds ``data/oracle_usage.json`` (see :mod:`oraclec.lint.usage`, which reads it) from a card
database: ``python -m oraclec.lint.build_usage [DATABASE]`` (default: the bundled one). It lints
the database to find the attested lines, so it sits above the checks and the runner.
"""

from __future__ import annotations

import collections
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .. import cards as card_db
from ..cards import Card
from ..text import AbilityText, abilities
from ..vocabulary import data as vocabulary
from .keywords import items
from .model import CHECKS
from .reminder import keyword_before
from .runner import Options, lint_card
from .usage import TYPE_KINDS, USAGE_FILE, attestable, attested_from, template


def lint_raw(card: Card) -> list[tuple[str, str, str, str]]:
    """The attestation keys of the attestable findings on a card, attested or not."""
    options = Options(select=frozenset(c for c in CHECKS if attestable(c)), suggest=False, attested=False)
    return [d.attestation for d in lint_card(card, options) if d.attestation is not None]


def build(cards: Iterable[Card], *, attested: bool = True) -> dict[str, Any]:
    """The usage data of a database; ``attested`` also lints it (about a minute on the bundled one)."""
    rules_subtypes = {s.replace("’", "'") for items in vocabulary()["subtypes"].values() for s in items}
    rules_keywords = {k.lower() for k in (*vocabulary()["keyword_abilities"], *vocabulary()["keyword_actions"])}
    new_subtypes: dict[str, set[str]] = collections.defaultdict(set)
    new_keywords: set[str] = set()
    reminders: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    words: set[str] = set()
    keys: list[tuple[str, str, str, str]] = []
    for card in cards:
        if attested:
            keys += lint_raw(card)
        listed = {k.lower() for k in card.keywords} - rules_keywords
        for face in card.faces:
            type_line = face.type_line
            if "Plane" in type_line.types:
                continue
            for subtype in type_line.subtypes:
                if subtype not in rules_subtypes:
                    for card_type in type_line.types:
                        if card_type in TYPE_KINDS:
                            new_subtypes[TYPE_KINDS[card_type]].add(subtype)
            words.update(w.lower() for w in _WORDS.findall(face.oracle_text))
            for ability in abilities(face, card):
                _collect(ability, reminders)
                new_keywords.update(_line_keywords(ability.rules, listed))
    built: dict[str, Any] = {"attested": attested_from(keys)} if attested else {}
    return built | {
        "subtypes": {k: sorted(v) for k, v in sorted(new_subtypes.items())},
        "keywords": sorted(new_keywords),
        "words": sorted(words),
        "reminders": {k: dict(sorted(v.items())) for k, v in sorted(reminders.items())},
    }


_WORDS = re.compile(r"[^\W\d_][\w]*(?:[-'’][\w]+)*")


def _line_keywords(rules: str, listed: set[str]) -> set[str]:
    """Keywords of the database's keyword list for the card that make up a whole keyword line
    ("Sneak {W}", "Double team"): keywords the rules file does not list yet."""
    found: set[str] = set()
    if not listed or "\n" in rules or rules.rstrip().endswith((".", '"')):
        return found
    for start, end in items(rules):
        item = rules[start:end].lower()
        head = next((k for k in listed if item == k or item.startswith(k + " ")), None)
        if head is None:
            return set()
        found.add(head)
    return found


def _collect(ability: AbilityText, reminders: dict[str, collections.Counter[str]]) -> None:
    for reminder in ability.reminders:
        found = keyword_before(ability.rules, reminder.at)
        if found is None:
            continue
        keyword, _, _, parameters = found
        reminders[keyword][template(reminder.text, parameters)] += 1


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    source = card_db.load(args[0] if args else None)
    built = build(source)
    target = Path(__file__).resolve().parent.parent / USAGE_FILE
    target.write_text(json.dumps(built, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {target}: {sum(len(v) for v in built['subtypes'].values())} subtypes, {len(built['keywords'])} keywords, {sum(len(v) for v in built['attested'].values())} attested lines, {sum(len(v) for v in built['reminders'].values())} reminder templates")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
