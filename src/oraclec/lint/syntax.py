"""Syntax (OC1xx): text the grammar cannot parse.

The grammar is the arbiter of what oraclec understands. When an ability does not parse, the
finding says where (the unexpected words, mapped back to what the user wrote), what the grammar
would have accepted there, and, when one is near, the closest wording that does parse: the
unexpected word replaced by a similar word the grammar expects there, the word removed, or an
expected word inserted before it. Each candidate is checked by parsing the repaired ability, so a
suggestion is only made when it really parses.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from functools import cache

from ..limits import LONG_NUMBER, number_too_large
from ..text import AbilityText, normalise_ability
from .context import FaceContext
from .model import Category, Finding, Fix, Severity, define, runs
from .similar import Vocabulary

UNPARSED = define(
    "OC101",
    "unparsed",
    Category.SYNTAX,
    Severity.WARNING,
    "the grammar cannot parse the ability: the unexpected words, what was expected, the closest wording that parses (a suggestion: --fix leaves it to you)",
    fix=Fix.DISPLAY,
)
ROUND_TRIP = define(
    "OC102",
    "round-trip",
    Category.SYNTAX,
    Severity.WARNING,
    "the ability parses but its tree does not render back to the text (the grammar drops or rewords something)",
)
NUMBER_TOO_LARGE = define(
    "OC103",
    "number-too-large",
    Category.SYNTAX,
    Severity.ERROR,
    "a number in the mana cost, power/toughness, loyalty or defense with more digits than oraclec reads (as in card text, where OC101 reports it)",
)

#: the fields of a face beside its text that hold numbers
NUMBER_FIELDS = ("mana_cost", "pt", "loyalty", "defense")

#: How many repaired texts are parsed per unparsed ability (each costs a parse).
MAX_REPAIRS = 4
#: An insertion is only tried where the grammar expects few literal words (a missing "." or ",").
MAX_INSERTIONS = 3
#: How similar a word must be to an expected word to be offered as a replacement.
SIMILARITY = 0.75

#: Readable names of the grammar's regex terminals that are classes of words.
_TERMINAL_NAMES = {
    "NUMBER": "a number",
    "NUMBER_WORD": "a number word",
    "_NUM": "a number",
    "MANA_SYMBOL": "a mana symbol",
    "PT": "a power/toughness",
    "PT_CHANGE": "a P/T change (+1/+1)",
    "SUBTYPE": "a subtype",
    "NON_SUBTYPE": "non-[subtype]",
    "CARD_NAME": "a card name",
    "LABEL": "an ability word",
    "LOYALTY_COST": "a loyalty cost",
    "DESC_WORD": "a card type or object word",
    "KW_PLAIN": "a keyword",
    "KW_N": "a keyword with a number",
    "KW_COST": "a keyword with a cost",
    "KW_N_COST": "a keyword with a number and a cost",
    "KW_FROM": "protection or hexproof",
    "KW_LANDWALK": "landwalk",
    "KEYWORD_ACTION": "a keyword action",
    "COUNTER_NAME": "a counter name",
    "STEP_NAME": "a step or phase",
    "COLOR": "a color",
    "$END": "the end of the text",
    "DOT": "'.'",
}


@cache
def _terminals() -> dict[str, tuple[str, tuple[str, ...]]]:
    """terminal name -> (how to show it, the words it can be)."""
    from ..parser import terminal_defs
    from ..vocabulary import subtype_forms

    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for term in terminal_defs():
        pattern = term.pattern
        if pattern.type == "str":
            out[term.name] = (repr(pattern.value), (pattern.value,))
            continue
        words = _alternatives(pattern.value)
        shown = _TERMINAL_NAMES.get(term.name)
        if shown is None:
            shown = " | ".join(repr(w) for w in words[:4]) + (" | ..." if len(words) > 4 else "") if words else term.name.lower()
        out[term.name] = (shown, words)
    out["SUBTYPE"] = (_TERMINAL_NAMES["SUBTYPE"], tuple(subtype_forms()))
    return out


def _alternatives(regex: str) -> tuple[str, ...]:
    """The words a regex of plain alternatives matches ("(?:creatures?|non(?:land|creature))"),
    expanded; () for anything with classes or repetition."""
    try:
        words, rest = _expand(regex, 0)
    except ValueError:
        return ()
    if rest != len(regex):
        return ()
    return tuple(dict.fromkeys(w for w in words if w and _INVALID not in w))


_LIMIT = 5000
_INVALID = "\x00"


def _expand(regex: str, i: int) -> tuple[list[str], int]:
    """Expand an alternation starting at ``i`` up to an unmatched ")" or the end."""
    alternatives: list[str] = []
    current = [""]
    while i < len(regex):
        ch = regex[i]
        if ch == ")":
            break
        if ch == "|":
            alternatives += current
            current = [""]
            i += 1
            continue
        if ch == "(":
            if regex.startswith("(?:", i):
                inner, i = _expand(regex, i + 3)
            elif regex.startswith("(?i:", i):
                inner, i = _expand(regex, i + 4)
            else:
                raise ValueError("capturing group")
            if i >= len(regex) or regex[i] != ")":
                raise ValueError("unbalanced")
            i += 1
            atom = inner
        elif ch == "\\" and i + 1 < len(regex):
            atom = [_INVALID]  # a class such as \d: this alternative is not a plain word
            i += 2
        elif ch == "[":
            close = regex.find("]", i)
            if close == -1:
                raise ValueError("unbalanced")
            atom = [_INVALID]
            i = close + 1
        elif ch in "*+":
            current = [c + _INVALID for c in current]
            i += 1
            continue
        elif ch in "]{}^$.":
            raise ValueError("not a plain alternation")
        else:
            atom = [ch]
            i += 1
        if i < len(regex) and regex[i] == "?":
            atom = [*atom, ""]
            i += 1
        current = [c + a for c in current for a in atom]
        if len(current) > _LIMIT:
            raise ValueError("too many")
    alternatives += current
    return alternatives, i


def describe_expected(expected: tuple[str, ...], limit: int = 8) -> str:
    terminals = _terminals()
    shown: list[str] = []
    for name in expected:
        text = terminals.get(name, (_TERMINAL_NAMES.get(name, name.lower()), ()))[0]
        if text not in shown:
            shown.append(text)
    shown.sort(key=lambda s: (not s.startswith("'"), s.lower()))
    more = len(shown) - limit
    return ", ".join(shown[:limit]) + (f" (and {more} more)" if more > 0 else "")


def _candidates(expected: tuple[str, ...], literals_only: bool = False) -> list[str]:
    """Words the grammar accepts where it expected one of ``expected``; with ``literals_only``,
    only the words of literal terminals (the grammar's function words and punctuation), not the
    members of word classes (number words, colors)."""
    from ..parser import terminal_defs

    terminals = _terminals()
    literal = {t.name for t in terminal_defs() if t.pattern.type == "str"} if literals_only else None
    words: list[str] = []
    seen: set[str] = set()
    for name in expected:
        if literal is not None and name not in literal:
            continue
        for word in terminals.get(name, ("", ()))[1]:
            if word not in seen and word.strip():
                seen.add(word)
                words.append(word)
    return words


def _parses(rules: str, repaired_end: int) -> bool:
    """Whether a repaired text parses, or at least gets two words past the repair (the rest of
    the ability may use wording the grammar does not know yet)."""
    from ..parser import parse_ability

    result = parse_ability(normalise_ability(rules))
    if result.ok:
        return True
    error = result.error
    if error is None or error.label is not None:
        return False
    return len(rules[repaired_end : error.start].split()) >= 2


def _match_case(word: str, like: str) -> str:
    if like[:1].isupper() and word[:1].islower():
        return word[:1].upper() + word[1:]
    return word


def repairs(rules: str, start: int, end: int, found: str, expected: tuple[str, ...]) -> Iterator[tuple[int, int, str, str]]:
    """Repairs of ``rules`` that parse: (start, end, replacement, description), best first."""
    tried = 0
    if found and found[:1].isalnum():
        for word in _closest(expected, found.lower()):
            replacement = _match_case(word, found)
            tried += 1
            if _parses(rules[:start] + replacement + rules[end:], start + len(replacement)):
                yield start, end, replacement, f"did you mean {replacement!r}?"
                return
    if found:
        # an extra word: remove it (and one space beside it)
        cut_start, cut_end = start, end
        if cut_end < len(rules) and rules[cut_end] == " ":
            cut_end += 1
        elif cut_start > 0 and rules[cut_start - 1] == " ":
            cut_start -= 1
        tried += 1
        if _parses(rules[:cut_start] + rules[cut_end:], cut_start):
            yield cut_start, cut_end, "", f"remove {found!r}?"
            return
    # a missing word: insert one that the grammar expects here
    insertions = _candidates(expected, literals_only=True)
    if len(insertions) > MAX_INSERTIONS:
        return
    for word in insertions:
        if tried >= MAX_REPAIRS:
            return
        if not word[:1].isalpha() and word not in (",", ".", ":"):
            continue
        glue = "" if word in (",", ".", ":") else " "
        insertion = word + glue if start < len(rules) and word[:1].isalpha() else word
        if start > 0 and rules[start - 1] != " " and word[:1].isalpha():
            insertion = " " + word
        tried += 1
        if _parses(rules[:start] + insertion + rules[start:], start + len(insertion)):
            yield start, start, insertion, f"insert {word!r}?"
            return


@cache
def _vocabulary(terminal: str) -> Vocabulary:
    return Vocabulary(w.lower() for w in _terminals().get(terminal, ("", ()))[1] if w.strip())


def _closest(expected: tuple[str, ...], word: str, n: int = 2) -> list[str]:
    """The ``n`` words most similar to ``word`` among those the expected terminals accept."""
    scored: dict[str, float] = {}
    for terminal in expected:
        for ratio, candidate in _vocabulary(terminal).ranked(word, SIMILARITY, exclude=word):
            scored[candidate] = max(ratio, scored.get(candidate, 0.0))
    return [w for w, _ in sorted(scored.items(), key=lambda kv: (-kv[1], kv[0]))[:n]]


def _found_text(rules: str, start: int, end: int) -> str:
    return rules[start:end]


@runs(NUMBER_TOO_LARGE.code)
def check_number_sizes(ctx: FaceContext) -> Iterator[Finding]:
    for field in NUMBER_FIELDS:
        if ctx.known(field):
            for number in LONG_NUMBER.finditer(ctx.field_text(field)):
                yield ctx.in_field(NUMBER_TOO_LARGE.code, field, number.start(), number.end(), number_too_large(number.group(), "a card"))


_RENDERED = re.compile(r"renders back as (?P<rendered>'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\")")


def _round_trip_message(rules: str, reason: str) -> str:
    """What a round-trip failure says: how the grammar reads the ability back. When only the case
    of letters differs, the text is the writer's ("Protection From Red" reads back as "Protection
    from Red"); otherwise the text may not be Oracle's wording, or the grammar rewords it."""
    m = _RENDERED.search(reason)
    if m is None:
        return "the grammar parses this ability but cannot render it back exactly: a word is not Oracle's wording, or the grammar drops or rewords something"
    rendered = ast.literal_eval(m.group("rendered"))
    if rendered.lower() == rules.lower():
        return f"the case of a word is not Oracle's: the grammar reads this ability as {rendered!r}"
    return (
        f"the grammar reads this ability back as {rendered!r}: a word here is not Oracle's wording, "
        "or the grammar drops or rewords something (a grammar gap)"
    )


@runs(UNPARSED.code, ROUND_TRIP.code)
def check_syntax(ctx: FaceContext) -> Iterator[Finding]:
    for ability in ctx.abilities:
        if not ability.rules.strip():
            continue
        parsed = ctx.parsed(ability)
        error = parsed.error
        if error is None:
            continue
        if error.label == "round-trip":
            yield ctx.in_text(ROUND_TRIP.code, ability, 0, len(ability.rules), _round_trip_message(ability.rules, error.reason))
            continue
        if error.label == "build":
            yield ctx.in_text(ROUND_TRIP.code, ability, 0, len(ability.rules), f"the grammar cannot build this ability: {error.reason}")
            continue
        if error.label == "limit":  # over a limit of oraclec.limits: no wording to suggest
            yield ctx.in_text(UNPARSED.code, ability, error.start, error.end, error.reason)
            continue
        yield from _unparsed(ctx, ability, error.start, error.end, error.terminals)


def _unparsed(ctx: FaceContext, ability: AbilityText, start: int, end: int, expected: tuple[str, ...]) -> Iterator[Finding]:
    rules = ability.rules
    found = _found_text(rules, start, end)
    if found:
        what = f"unexpected {ctx.original(ability, start, end)!r}"
    else:
        what = "the text ends too early" if start >= len(rules) else "unexpected text"
    message = f"the grammar cannot parse this ability: {what}"
    if expected:
        message += f"; expected {describe_expected(expected)}"
    fix = next(repairs(rules, start, end, found, expected), None) if ctx.suggest else None
    if fix is None:
        yield ctx.in_text(UNPARSED.code, ability, start, end, message)
        return
    f_start, f_end, replacement, description = fix
    message += f"; {description}"
    yield ctx.in_text(UNPARSED.code, ability, f_start, f_end, message, replacement)
