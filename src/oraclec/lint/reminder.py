"""Reminder text (OC6xx) against the keyword it explains.

The reminder texts that current cards give each keyword are templates (see
:mod:`oraclec.lint.usage`): "Look at the top {N:word} cards of your library, then put any number
of them on the bottom and the rest on top in any order." for scry. A reminder is checked against
the keyword right before it:

* OC601: it has the shape of one of the keyword's reminders but says another number, cost or
  type than the keyword ("Amass Orcs 2 (Put three +1/+1 counters ...)");
* OC602: it is the reminder text of another keyword ("Flying (It can't be blocked except by two
  or more creatures.)" explains menace).

Only templates that current text ties to one keyword are used to name another keyword (a
reminder such as "Artifacts, legendaries, and Sagas are historic." follows many keywords and
belongs to none of them); a reminder that matches no template is not reported.
"""

from __future__ import annotations

import collections
from collections.abc import Iterator
from functools import cache

from .context import FaceContext
from .model import Category, Finding, Severity, define, runs
from .usage import NUMBER_WORDS, Parameters, data, fill, keyword_before, template, template_regex

CONTRADICTS = define(
    "OC601", "reminder-contradicts-keyword", Category.REMINDER, Severity.ERROR,
    "reminder text that gives its keyword another number, cost or type than the keyword has",
    rule="207.2", fixable=True,
)
OTHER_KEYWORD = define(
    "OC602", "reminder-of-another-keyword", Category.REMINDER, Severity.ERROR,
    "reminder text that explains another keyword than the one it follows",
    rule="207.2", fixable=True,
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
            if template(text, parameters) in own:
                continue
            start, end = reminder.start + 1, reminder.end - 1  # inside the parentheses
            contradiction = _contradiction(text, parameters, specific.get(keyword, ()))
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
