"""Builds ``data/oracle_usage.json`` (see :mod:`oraclec.lint.usage`, which reads it) from a card
database: ``python -m oraclec.lint.build_usage [DATABASE]`` (default: the bundled one): the
vocabulary of current Oracle text (subtypes and keywords the rules do not list yet, words,
reminder texts), never a list of lines the checks accept.
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
from .capitals import is_subtype_word
from .keywords import items
from .reminder import keyword_before
from .typeline import OBSOLETE_TYPES
from .usage import TYPE_KINDS, USAGE_FILE, template


def build(cards: Iterable[Card]) -> dict[str, Any]:
    """The usage data of a database."""
    rules_subtypes = {s.replace("’", "'") for items in vocabulary()["subtypes"].values() for s in items}
    rules_keywords = {k.lower() for k in (*vocabulary()["keyword_abilities"], *vocabulary()["keyword_actions"])}
    new_subtypes: dict[str, set[str]] = collections.defaultdict(set)
    new_keywords: set[str] = set()
    known_types = {*vocabulary()["card_types"], *vocabulary()["supertypes"]}
    obsolete = {w for old in OBSOLETE_TYPES for w in old.split()} | {"Legend"}  # glossary: Legend (Obsolete)
    new_types: set[str] = set()
    lower_subtypes: set[str] = set()
    reminders: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    words: set[str] = set()
    for card in cards:
        listed = {k.lower() for k in card.keywords} - rules_keywords
        for face in card.faces:
            type_line = face.type_line
            words_before_dash = (*type_line.supertypes, *type_line.types)
            if not obsolete & set(words_before_dash):  # "Summon Dragon": an obsolete type line, not a type "Dragon"
                new_types.update(w for w in words_before_dash if w not in known_types)
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
                lower_subtypes.update(w for w in _LOWER_WORD.findall(ability.rules) if is_subtype_word(w))
                new_keywords.update(_line_keywords(ability.rules, listed))
    return {
        "subtypes": {k: sorted(v) for k, v in sorted(new_subtypes.items())},
        "keywords": sorted(new_keywords),
        "card_types": sorted(new_types),
        "subtypes_in_lower_case": sorted(lower_subtypes),
        "words": sorted(words),
        "reminders": {k: dict(sorted(v.items())) for k, v in sorted(reminders.items())},
    }


_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z][a-z'’-]*")
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
    print(f"wrote {target}: {sum(len(v) for v in built['subtypes'].values())} subtypes, {len(built['keywords'])} keywords, {sum(len(v) for v in built['reminders'].values())} reminder templates")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
