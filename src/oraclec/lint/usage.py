"""What current Oracle text uses beyond the rules file, taken from the bundled card database.

The Comprehensive Rules lag behind new sets, and some lists are only visible in the cards: a
subtype printed after the rules file was written ("Book"), a keyword the rules do not list yet,
and above all the reminder text that goes with each keyword. ``data/oracle_usage.json`` holds:

* ``subtypes``: subtypes on current type lines that CR 205.3 does not list, by kind;
* ``keywords``: keywords of the database's keyword lists that CR 701/702 do not name;
* ``card_types``: words before the dash of current type lines that CR 205.2a does not list as
  card types or supertypes (nontraditional cards: "Hero", "Stickers"), obsolete type lines
  ("Summon Dragon") left out;
* ``words``: every word of current Oracle text (lower case), the vocabulary a misspelling is
  measured against;
* ``reminders``: for each keyword ability or action, the reminder texts current cards give it,
  as templates whose parameters are slots: ``{N:word}`` / ``{N:digit}`` (the keyword's number,
  also in a power/toughness change: "+{N:digit}/+{N:digit}" of bushido),
  ``{COST}``, ``{TYPE}`` / ``{TYPES}`` (its subtype), e.g. "dredge" ->
  "If you would draw a card, you may mill {N:word} cards instead. If you do, return this card
  from your graveyard to your hand."

``python -m oraclec.lint.build_usage [DATABASE]`` rewrites the file from a database (default:
the bundled one); a test checks that the shipped file is what the bundled database gives.
"""

from __future__ import annotations

import collections
import json
import re
from functools import cache
from importlib import resources
from typing import Any

import attrs

from ..limits import number_value
from ..vocabulary import data as vocabulary
from ..vocabulary import plural, subtype_forms

USAGE_FILE = "data/oracle_usage.json"

#: card type -> the kind of subtypes it takes (CR 205.3)
TYPE_KINDS = {
    "Creature": "creature",
    "Kindred": "creature",
    "Artifact": "artifact",
    "Enchantment": "enchantment",
    "Land": "land",
    "Planeswalker": "planeswalker",
    "Instant": "spell",
    "Sorcery": "spell",
    "Battle": "battle",
}

NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]


@cache
def data() -> dict[str, Any]:
    return json.loads(resources.files("oraclec").joinpath(USAGE_FILE).read_text("utf-8"))


@cache
def subtype_kinds() -> dict[str, frozenset[str]]:
    """Every known subtype (the rules' lists and current type lines) -> its kinds."""
    kinds: dict[str, set[str]] = collections.defaultdict(set)
    for source in (vocabulary()["subtypes"], data()["subtypes"]):
        for kind, items in source.items():
            for item in items:
                kinds[item.replace("’", "'")].add(kind)
    return {k: frozenset(v) for k, v in kinds.items()}


# -- keyword and parameter of a reminder ---------------------------------------------------------
@attrs.frozen
class Parameters:
    """What follows a keyword: its number, its cost, its subtype."""

    number: str | None = None  #: "2", "X"
    cost: str | None = None  #: "{1}{G}"
    subtype: str | None = None  #: "Orc"

    @classmethod
    def read(cls, text: str) -> Parameters:
        number = cost = subtype = None
        m = re.search(r"(?<![\w/+\-{])(\d+|X)(?![\w/}])", text)
        if m:
            number = m.group(1)
        else:
            words = re.search(r"\b(" + "|".join(NUMBER_WORDS[2:]) + r")\b", text, re.IGNORECASE)
            if words:
                number = str(NUMBER_WORDS.index(words.group(1).lower()))
        c = re.search(r"(?:\{[^{}]+\})+", text)
        if c:
            cost = c.group()
        forms = subtype_forms()
        for word in re.findall(r"\b[A-Z][\w'-]*", text):
            if word in forms:
                subtype = forms[word]
                break
        return cls(number=number, cost=cost, subtype=subtype)


# -- templates -----------------------------------------------------------------------------------
def template(reminder: str, parameters: Parameters) -> str:
    """The reminder text with the keyword's parameters written as slots."""
    out = reminder
    if parameters.cost:
        out = out.replace(parameters.cost, "{COST}")
    number = parameters.number
    value = number_value(number) if number is not None and number != "X" else None
    if number is not None:
        # a power/toughness change by the keyword's number, 1 included ("Bushido 1": "+1/+1";
        # "Frenzy 2": "+2/+0"), but not a +1/+1 counter, which is the same for every number
        n = re.escape(number)
        out = re.sub(rf"(?<![\w/])([+\-]){n}/([+\-])(?:{n}|(0))(?![\w/]| counter)", lambda m: f"{m.group(1)}{{N:digit}}/{m.group(2)}{m.group(3) or '{N:digit}'}", out)
    if number is not None and (number == "X" or value is None or value >= 2):
        out = re.sub(rf"(?<![\w/+\-{{]){re.escape(number)}(?![\w/}}])", "{N:digit}", out)
        if value is not None and value < len(NUMBER_WORDS):
            word = NUMBER_WORDS[value]
            out = re.sub(rf"\b{word}\b", "{N:word}", out)
            out = re.sub(rf"\b{word.capitalize()}\b", "{N:Word}", out)
    if parameters.subtype:
        many = plural(parameters.subtype)
        out = re.sub(rf"\b{re.escape(many)}\b", "{TYPES}", out)
        out = re.sub(rf"\b{re.escape(parameters.subtype)}\b", "{TYPE}", out)
    return out


_SLOTS = {
    "{N:digit}": r"(?P<Nd>\d+|X)",
    "{N:word}": r"(?P<Nw>" + "|".join(NUMBER_WORDS) + r")",
    "{N:Word}": r"(?P<NW>" + "|".join(w.capitalize() for w in NUMBER_WORDS) + r")",
    "{COST}": r"(?P<COST>(?:\{[^{}]+\})+)",
    "{TYPE}": r"(?P<TYPE>[A-Z][\w'-]*)",
    "{TYPES}": r"(?P<TYPES>[A-Z][\w'-]*)",
}
_SLOT_RE = re.compile("|".join(re.escape(s) for s in _SLOTS))


@cache
def template_regex(text: str) -> re.Pattern[str]:
    """A regex matching the texts a template stands for (a slot used twice must match the same
    text both times)."""
    parts: list[str] = []
    seen: set[str] = set()
    pos = 0
    for m in _SLOT_RE.finditer(text):
        parts.append(re.escape(text[pos : m.start()]))
        slot = _SLOTS[m.group()]
        name = re.match(r"\(\?P<(\w+)>", slot).group(1)  # type: ignore[union-attr]
        parts.append(f"(?P={name})" if name in seen else slot)
        seen.add(name)
        pos = m.end()
    parts.append(re.escape(text[pos:]))
    return re.compile("".join(parts))


def fill(text: str, parameters: Parameters) -> str | None:
    """A template with the parameters written in; None when a slot has no value."""
    values: dict[str, str | None] = {
        "{COST}": parameters.cost,
        "{TYPE}": parameters.subtype,
        "{TYPES}": plural(parameters.subtype) if parameters.subtype else None,
        "{N:digit}": parameters.number,
        "{N:word}": NUMBER_WORDS[value] if parameters.number and parameters.number.isdigit() and (value := number_value(parameters.number)) is not None and value < len(NUMBER_WORDS) else None,
    }
    word = values["{N:word}"]
    values["{N:Word}"] = word.capitalize() if word else None
    missing = False

    def replace(m: re.Match[str]) -> str:
        nonlocal missing
        value = values[m.group()]
        if value is None:
            missing = True
            return m.group()
        return value

    out = _SLOT_RE.sub(replace, text)
    return None if missing else out


@cache
def words() -> frozenset[str]:
    return frozenset(data()["words"])



