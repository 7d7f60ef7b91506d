"""Game vocabulary taken from the Comprehensive Rules: subtypes, keywords, ability words.

The lists ship as data (``data/vocabulary.json``), extracted from the rules text by
:func:`extract`; ``python -m oraclec.vocabulary RULES.txt`` rewrites the file, and a test checks
that it matches the rules file in ``../shared/data/rules``.
"""

from __future__ import annotations

import json
import re
import sys
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

#: subtype kind -> CR rule listing it
SUBTYPE_RULES = {
    "artifact": "205.3g",
    "enchantment": "205.3h",
    "land": "205.3i",
    "planeswalker": "205.3j",
    "spell": "205.3k",
    "creature": "205.3m",
    "battle": "205.3q",
}


def _rule_text(rules: str, number: str) -> str:
    """The text of one rule; a rule such as 107.4 is written "107.4." in the rules file."""
    m = re.search(rf"^{re.escape(number)}\.? (.*)$", rules, re.MULTILINE)
    if not m:
        raise ValueError(f"rule {number} not found")
    return m.group(1)


def _split_list(sentence: str) -> list[str]:
    sentence = sentence.rstrip(".")
    sentence = re.sub(r"\s*\(see rule [^)]*\)", "", sentence)
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", sentence)
    return [p.strip() for p in parts if p.strip()]


def extract(rules: str) -> dict[str, Any]:
    """Extract the vocabulary lists from the text of the Comprehensive Rules."""
    subtypes: dict[str, list[str]] = {}
    for kind, number in SUBTYPE_RULES.items():
        text = _rule_text(rules, number)
        if kind == "creature":
            m = re.search(r"All other creature types are one word long: (.*)$", text)
            assert m
            items = ["Time Lord", *_split_list(m.group(1))]
        elif kind == "battle":
            m = re.search(r"That battle type is (\w+)", text)
            assert m
            items = [m.group(1)]
        else:
            m = re.search(r"The [\w ]+ types are (.*?)\.(?: Of that list| Of those|$)", text)
            assert m, number
            items = _split_list(m.group(1))
        subtypes[kind] = items
    keyword_abilities = [
        name.strip() for name in re.findall(r"^702\.\d+\. (.+)$", rules, re.MULTILINE)
    ][1:]  # 702.1 is the introduction
    keyword_actions = [
        name.strip() for name in re.findall(r"^701\.\d+\. (.+)$", rules, re.MULTILINE)
    ][1:]
    ability_words = _split_list(
        re.search(r"The ability words are (.*)$", _rule_text(rules, "207.2c")).group(1)  # type: ignore[union-attr]
    )
    return {
        "subtypes": subtypes,
        "keyword_abilities": keyword_abilities,
        "keyword_actions": keyword_actions,
        "ability_words": ability_words,
        "symbols": _symbols(rules),
        "card_types": [t.capitalize() for t in _split_list(_list_after(_rule_text(rules, "205.2a"), "The card types are"))],
        "supertypes": [t.capitalize() for t in _split_list(_list_after(_rule_text(rules, "205.4a"), "The supertypes are"))],
    }


def _list_after(text: str, lead: str) -> str:
    """The list that follows ``lead`` in a rule, up to the end of its sentence."""
    m = re.search(re.escape(lead) + r" (.*?\.)(?: |$)", text)
    if not m:
        raise ValueError(f"{lead!r} not found in {text[:60]!r}")
    return m.group(1)


#: Rules that introduce symbols other than the mana symbols of 107.4: Phyrexian {H}, tap, untap,
#: planeswalker, chaos, energy, ticket, pawprint.
SYMBOL_RULES = ("107.4g", "107.5", "107.6", "107.11", "107.12", "107.14", "107.17", "107.18")


def _symbols(rules: str) -> dict[str, list[str]]:
    """The symbols of CR 107.4 (mana) and of the other rules of CR 107 that name one."""
    mana = re.findall(r"\{[^{}]+\}", _rule_text(rules, "107.4"))
    other: list[str] = []
    for number in SYMBOL_RULES:
        for symbol in re.findall(r"\{[^{}]+\}", _rule_text(rules, number)):
            if symbol not in other and symbol not in mana:
                other.append(symbol)
    return {"mana": mana, "other": other}


@cache
def data() -> dict[str, Any]:
    return json.loads(resources.files("oraclec").joinpath("data/vocabulary.json").read_text("utf-8"))


# Irregular plurals that Oracle text uses for subtypes.
_IRREGULAR_PLURALS = {
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Wolf": "Wolves",
    "Werewolf": "Werewolves",
    "Mouse": "Mice",
    "Ox": "Oxen",
    "Fish": "Fish",
    "Sheep": "Sheep",
    "Merfolk": "Merfolk",
    "Kithkin": "Kithkin",
    "Myr": "Myr",
    "Djinn": "Djinn",
    "Moonfolk": "Moonfolk",
    "Homunculus": "Homunculi",
    "Octopus": "Octopuses",
    "Sorcery": "Sorceries",
    "Sphinx": "Sphinxes",
    "Efreet": "Efreet",
    "Cyclops": "Cyclopes",
    "Aurochs": "Aurochs",
    "Thalakos": "Thalakos",
    "Nautilus": "Nautiluses",
    "Custodes": "Custodes",
    "Astartes": "Astartes",
    "Qu": "Qu",
}


def plural(word: str) -> str:
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if re.search(r"(s|x|z|ch|sh)$", word):
        return word + "es"
    if re.search(r"[^aeiou]y$", word):
        return word[:-1] + "ies"
    return word + "s"


@cache
def subtype_forms() -> dict[str, str]:
    """Every written form of a subtype (singular and plural) -> the subtype."""
    forms: dict[str, str] = {}
    for items in data()["subtypes"].values():
        for item in items:
            item = item.replace("’", "'")
            forms[item] = item
            forms.setdefault(plural(item), item)
    return forms


SUBTYPES: frozenset[str] = frozenset(
    s.replace("’", "'") for items in data()["subtypes"].values() for s in items
)


def subtype_kind(subtype: str) -> str | None:
    for kind, items in data()["subtypes"].items():
        if subtype in items:
            return kind
    return None


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m oraclec.vocabulary RULES.txt", file=sys.stderr)
        return 2
    extracted = extract(Path(args[0]).read_text(encoding="utf-8"))
    target = Path(__file__).parent / "data" / "vocabulary.json"
    target.write_text(json.dumps(extracted, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
