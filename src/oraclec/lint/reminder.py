"""Reminder text (OC6xx) against the keyword it explains.

The reminder texts that current cards give each keyword are templates (see
:mod:`oraclec.lint.usage`): "Look at the top {N:word} cards of your library, then put any number
of them on the bottom and the rest on top in any order." for scry. A reminder is checked against
the keyword right before it:

* OC601: it has the shape of one of the keyword's reminders but says another number, cost or
  type than the keyword ("Amass Orcs 2 (Put three +1/+1 counters ...)", "Bushido 2 (... it gets
  +1/+1 ...)"); or it is the keyword's reminder with the keyword's parameters filled in but for
  its numbers or symbols ("Foretell {U} (... you may pay {3} ...)": foretell's reminder says
  {2} whatever the foretell cost); or it is the reminder of one object after a keyword with a
  larger number ("Afterlife 2 (... create a 1/1 ... token ...)");
* OC602: it is the reminder text of another keyword ("Flying (It can't be blocked except by two
  or more creatures.)" explains menace).

Only templates that current text ties to one keyword are used to name another keyword (a
reminder such as "Artifacts, legendaries, and Sagas are historic." follows many keywords and
belongs to none of them); a reminder that matches no template is not reported.
"""

from __future__ import annotations

import bisect
import collections
import functools
import re
from collections.abc import Iterator
from functools import cache

from .context import FaceContext
from .keywords import FORMS, SHAPES, action_names
from .model import Category, Finding, Fix, Severity, define, runs
from .usage import NUMBER_WORDS, Parameters, data, fill, template, template_regex

_SENTENCE_MARKS = (". ", "\n", ": ", "— ")


@functools.lru_cache(maxsize=16)
def _sentence_marks(rules: str) -> tuple[list[int], ...]:
    """Per mark of :data:`_SENTENCE_MARKS`, where it stands in ``rules``: found once for the text,
    not searched for backwards from each reminder (which made an ability with many reminders
    quadratic)."""
    found: list[list[int]] = []
    for mark in _SENTENCE_MARKS:
        places = []
        at = rules.find(mark)
        while at != -1:
            places.append(at)
            at = rules.find(mark, at + 1)
        found.append(places)
    return tuple(found)


def keyword_before(rules: str, at: int) -> tuple[str, int, int, Parameters] | None:
    """The keyword ability or action that a reminder at ``at`` explains: the last keyword in the
    sentence before it, with its span and parameters. Keywords are those of the rules (and their
    written forms), not the grammar's, so that the data built from them does not change when the
    grammar does."""
    end = at  # the end of rules[:at].rstrip(), without copying the text before each reminder
    while end > 0 and rules[end - 1].isspace():
        end -= 1
    sentence_start = 0
    for mark, places in zip(_SENTENCE_MARKS, _sentence_marks(rules), strict=True):
        # the last mark that ends before the last character (as before[:-1].rfind(mark) would)
        last = bisect.bisect_right(places, end - 1 - len(mark)) - 1
        if last >= 0:
            sentence_start = max(sentence_start, places[last] + len(mark))
    sentence = rules[sentence_start:end]
    # a keyword line item: "Flying", "Amass Orcs 2", "Ward {2}"; items are separated by
    # semicolons when one has reminder text ("Trample; rampage 2 (Whenever ...)")
    item_start = max(sentence.rfind(", "), sentence.rfind("; ")) + 2 if (", " in sentence or "; " in sentence) else 0
    item = sentence[item_start:]
    keyword = _rules_keyword_at(item)
    if keyword is not None:
        start = sentence_start + item_start
        return keyword, start, start + len(keyword), Parameters.read(item[len(keyword) :])
    best: tuple[str, int, int] | None = None
    index = _first_words()
    for m in re.finditer(r"[\w'!-]+", sentence):
        word = m.group().lower()
        for stem in (word, re.sub(r"(?:es|s|ed|d)$", "", word)):
            for name in index.get(stem.split(" ")[0], ()):
                rest = name[len(name.split(" ")[0]) :]
                if rest and not sentence.lower().startswith(rest, m.end()):
                    continue
                end = m.end() + len(rest)
                if best is None or m.start() > best[1] or (m.start() == best[1] and end > best[2]):
                    best = (name, m.start(), end)
    if best is None:
        return None
    name, start, end = best
    return name, sentence_start + start, sentence_start + end, Parameters.read(sentence[end : end + 40])


@cache
def _rules_names() -> tuple[str, ...]:
    """Keyword abilities and actions of the rules, with the written forms of abilities."""
    return tuple(sorted({*SHAPES, *FORMS, *action_names()}, key=lambda n: (-len(n), n)))


def _rules_keyword_at(item: str) -> str | None:
    low = item.lower()
    for name in _first_words().get(re.split(r"[ —{.,;:(]", low, maxsplit=1)[0], ()):
        if low.startswith(name) and (len(low) == len(name) or not (low[len(name)].isalnum() or low[len(name)] == "-")):
            return name
    m = re.match(r"^(?:nonbasic |legendary |snow |artifact )?[a-z-]+walk\b|^[a-z-]+cycling\b", low)
    return m.group() if m else None


@cache
def _first_words() -> dict[str, tuple[str, ...]]:
    """Keyword abilities and actions of the rules by their first word (lower case)."""
    index: dict[str, list[str]] = collections.defaultdict(list)
    for name in _rules_names():
        index[name.split(" ")[0]].append(name)
    return {k: tuple(sorted(set(v), key=lambda n: (-len(n), n))) for k, v in index.items()}


CONTRADICTS = define(
    "OC601", "reminder-contradicts-keyword", Category.REMINDER, Severity.ERROR,
    "reminder text that gives its keyword another number, cost or type than the keyword has, or other numbers or symbols than the keyword's reminder",
    rule="207.2", fix=Fix.UNSAFE,
)
OTHER_KEYWORD = define(
    "OC602", "reminder-of-another-keyword", Category.REMINDER, Severity.ERROR,
    "reminder text that explains another keyword than the one it follows",
    rule="207.2", fix=Fix.UNSAFE,
)

#: a template names its keyword when this share of its uses follows that keyword ...
SPECIFIC_SHARE = 0.8
#: ... and it is used at least this often
SPECIFIC_COUNT = 2


@cache
def _templates() -> dict[str, dict[str, int]]:
    return data()["reminders"]  # type: ignore[no-any-return]


@cache
def _specific() -> dict[str, tuple[str, ...]]:
    """keyword -> the templates that belong to it (used mostly after it)."""
    totals: collections.Counter[str] = collections.Counter()
    for templates in _templates().values():
        totals.update(templates)
    out: dict[str, tuple[str, ...]] = {}
    for keyword, templates in _templates().items():
        ordered = sorted(templates.items(), key=lambda kv: (-kv[1], kv[0]))  # the most used first
        mine = tuple(t for t, n in ordered if n >= SPECIFIC_COUNT and n / totals[t] >= SPECIFIC_SHARE)
        if mine:
            out[keyword] = mine
    return out


def _value(m_groups: dict[str, str | None]) -> str | None:
    """The number a match found in the keyword's slot, as digits."""
    if m_groups.get("Nd"):
        return m_groups["Nd"]
    for key in ("Nw", "NW"):
        word = m_groups.get(key)
        if word:
            return str(NUMBER_WORDS.index(word.lower()))
    return None


@runs(CONTRADICTS.code, OTHER_KEYWORD.code)
def check_reminders(ctx: FaceContext) -> Iterator[Finding]:
    specific = _specific()
    templates = _templates()
    for ability in ctx.abilities:
        for reminder in ability.reminders:
            found = keyword_before(ability.rules, reminder.at)
            if found is None:
                continue
            keyword, k_start, _, parameters = found
            written = ability.rules[k_start : reminder.at].strip().rstrip(".")
            own = templates.get(keyword, {})
            text = reminder.text
            start, end = reminder.start + 1, reminder.end - 1  # inside the parentheses
            key = template(text, parameters)
            if key in own:
                if "{N:" not in key and _more_than_one(parameters):
                    # the reminder of the keyword with 1 ("Afterlife 1": "create a 1/1 ... token")
                    # after a keyword with another number: the reminders with the number as a slot
                    # say what it should be
                    near = _near_miss(text, parameters, {t: n for t, n in own.items() if "{N:" in t}, singular=True)
                    if near is not None:
                        said, canonical, fixed = near
                        yield ctx.in_field(
                            CONTRADICTS.code, "text", start, end,
                            f"the reminder text says {said} where the reminder of {written!r} says {canonical}",
                            fixed,
                        )
                continue
            contradiction = _contradiction(text, parameters, specific.get(keyword, ()))
            if contradiction is not None and parameters.number == "1":
                # the keyword's reminder for one object ("Toxic 1": "a poison counter"), not the
                # count slot written with "one" ("one poison counters")
                single = _near_miss(text, parameters, {t: n for t, n in own.items() if "{N:" not in t})
                if single is not None:
                    contradiction = (single[0], single[2])
            if contradiction is not None:
                said, fixed = contradiction
                yield ctx.in_field(
                    CONTRADICTS.code, "text", start, end,
                    f"the reminder text says {said}, but the keyword is {written!r}",
                    fixed,
                )
                continue
            if any(template_regex(t).fullmatch(text) for t in own):
                continue  # one of the keyword's own reminders, for other parameters
            near = _near_miss(text, parameters, own)
            if near is not None:
                said, canonical, fixed = near
                yield ctx.in_field(
                    CONTRADICTS.code, "text", start, end,
                    f"the reminder text says {said} where the reminder of {written!r} says {canonical}",
                    fixed,
                )
                continue
            other = _other_keyword(text, keyword, specific)
            if other is not None:
                fix = next((f for t in specific.get(keyword, ()) if (f := fill(t, parameters)) is not None), None)
                yield ctx.in_field(
                    OTHER_KEYWORD.code, "text", start, end,
                    f"this is the reminder text of {other}, not of {keyword}",
                    fix,
                )


def _contradiction(text: str, parameters: Parameters, own: tuple[str, ...]) -> tuple[str, str | None] | None:
    """(what the reminder says, the reminder fixed) when it matches one of the keyword's
    templates with other parameters."""
    for candidate in own:
        m = template_regex(candidate).fullmatch(text)
        if m is None:
            continue
        groups = m.groupdict()
        said: list[str] = []
        number = _value(groups)
        if number is not None and parameters.number is not None and number != parameters.number:
            said.append(next(g for g in (groups.get("Nd"), groups.get("Nw"), groups.get("NW")) if g))
        cost = groups.get("COST")
        if cost and parameters.cost and cost != parameters.cost:
            said.append(cost)
        kind = groups.get("TYPE") or groups.get("TYPES")
        if kind and parameters.subtype and kind not in (parameters.subtype, _plural(parameters.subtype)):
            said.append(kind)
        if said:
            return " and ".join(repr(s) for s in said), fill(candidate, parameters)
    return None


#: a token of a reminder text: symbols ("{1}{R}", a cost), a power/toughness change, a word, a
#: punctuation mark
_TOKEN = re.compile(r"(?:\{[^{}]+\})+|[+\-]?(?:\d+|X)/[+\-]?(?:\d+|X)|[\w'’-]+|[^\w\s]")
_NUMBERISH = re.compile(r"(?:\{[^{}]+\})+|[+\-]?(?:\d+|X)(?:/[+\-]?(?:\d+|X))?|" + "|".join(NUMBER_WORDS), re.IGNORECASE)


def _more_than_one(parameters: Parameters) -> bool:
    number = parameters.number
    return number is not None and (number == "X" or (number.isdigit() and len(number) < 4 and int(number) > 1))


#: the words of a reminder for one object, where another number writes its count
_ONE = re.compile(r"a|an|one", re.IGNORECASE)


def _agree(said: str, canonical: str, singular: bool) -> bool:
    """Whether two differing tokens differ as numbers do: numbers and symbols, a count against the
    article of one object, a noun's plural; with ``singular`` (the reminder of one object against
    that of several), only the article of one object and a noun's plural ("a" / "two", "token" /
    "tokens")."""
    if singular:
        return bool(_ONE.fullmatch(said) and _NUMBERISH.fullmatch(canonical)) or canonical in (said + "s", said + "es")
    if _NUMBERISH.fullmatch(said) and _NUMBERISH.fullmatch(canonical):
        return True
    # a count where the keyword's reminder has one object, or the reverse: "put two +1/+1
    # counters" for training's "put a +1/+1 counter"
    one_for_many = (_ONE.fullmatch(said) and _NUMBERISH.fullmatch(canonical)) or (_NUMBERISH.fullmatch(said) and _ONE.fullmatch(canonical))
    return bool(one_for_many) or canonical in (said + "s", said + "es") or said in (canonical + "s", canonical + "es")


def _near_miss(text: str, parameters: Parameters, own: dict[str, int], *, singular: bool = False) -> tuple[str, str, str] | None:
    """(what the reminder says, what the keyword's reminder says, the keyword's reminder) when the
    reminder is one of the keyword's reminders with its parameters written in, but for numbers or
    symbols: "Foretell {U} (... you may pay {3} and exile this card ...)" where foretell's
    reminder says "pay {2}" whatever the foretell cost. The most used reminder of the keyword is
    tried first."""
    tokens = _TOKEN.findall(text)
    for candidate, _ in sorted(own.items(), key=lambda kv: (-kv[1], kv[0])):
        filled = fill(candidate, parameters)
        if filled is None:
            continue
        expected = _TOKEN.findall(filled)
        if len(expected) != len(tokens):
            continue
        differ = [(a, b) for a, b in zip(tokens, expected, strict=True) if a != b]
        numbers = [(a, b) for a, b in differ if (_NUMBERISH.fullmatch(a) or _NUMBERISH.fullmatch(b)) and (_NUMBERISH.fullmatch(a) or _ONE.fullmatch(a)) and (_NUMBERISH.fullmatch(b) or _ONE.fullmatch(b))]
        if numbers and all(_agree(a, b, singular) for a, b in differ):
            said = " and ".join(repr(a) for a, _ in numbers)
            canonical = " and ".join(repr(b) for _, b in numbers)
            return said, canonical, filled
    return None


def _plural(word: str) -> str:
    from ..vocabulary import plural

    return plural(word)


def _other_keyword(text: str, keyword: str, specific: dict[str, tuple[str, ...]]) -> str | None:
    for other, candidates in specific.items():
        if other == keyword:
            continue
        if any(template_regex(t).fullmatch(text) for t in candidates):
            return other
    return None
