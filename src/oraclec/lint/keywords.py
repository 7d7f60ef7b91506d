"""Keywords (OC3xx): keyword abilities (CR 702) and keyword actions (CR 701).

:data:`SHAPES` says what follows each keyword ability of CR 702 ("Dredge N", "Flashback [cost]",
"Enchant [object]", "Suspend N—[cost]"), as the keyword's rule defines it, derived from the keyword
table (:mod:`oraclec.keywords`); ``tests/test_lint.py``
checks that the table names every keyword of the rules file and agrees with the forms the rules
quote. A *keyword line* is an ability made only of keywords ("Flying, haste"); it is recognised
from these names without the grammar, so the checks work on text the grammar does not parse.

* OC301: a keyword in a keyword line that is not one, but is close to one ("Flyng" is
  "Flying"), or an obsolete keyword (totem armor is umbra armor, CR 702.89b);
* OC302: a misspelt keyword action or ability in a sentence ("Scyr 2." is "Scry 2.");
* OC303: a keyword without the parameter it needs ("Dredge", "Flashback"); Hideaway and Echo
  have errata that supply one (CR 702.75b, 702.30b);
* OC304: a parameter on a keyword that takes none ("Flying 2");
* OC305: the wrong kind of parameter ("Dredge {2}", "Equip 2": a cost is written in symbols);
* OC306: a keyword's number written as a word ("Scry two", "Dredge three": keywords take digits).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterator
from functools import cache, lru_cache, wraps
from typing import TypeVar

from .. import keywords as table
from ..text import AbilityText
from ..vocabulary import data as vocabulary
from ..vocabulary import plural, plurals, subtype_forms
from .context import FaceContext, Word
from .model import Category, Finding, Fix, Severity, define, runs
from .similar import Vocabulary

UNKNOWN_KEYWORD = define(
    "OC301", "unknown-keyword", Category.KEYWORD, Severity.ERROR,
    "a keyword line names a keyword that does not exist (closest match from CR 702), or an obsolete keyword",
    rule="702", fix=Fix.UNSAFE,
)
MISSPELT_ACTION = define(
    "OC302", "misspelt-keyword", Category.KEYWORD, Severity.ERROR,
    "a word close to a keyword action (CR 701) or keyword ability (CR 702) that is not one: a misspelling",
    rule="701", fix=Fix.UNSAFE,
)
MISSING_PARAMETER = define(
    "OC303", "keyword-missing-parameter", Category.KEYWORD, Severity.ERROR,
    "a keyword without the number, cost or object it needs (Dredge N, Flashback [cost], Enchant [object])",
    rule="702", fix=Fix.SAFE,
)
EXTRA_PARAMETER = define(
    "OC304", "keyword-extra-parameter", Category.KEYWORD, Severity.ERROR,
    "a number or cost after a keyword that takes none (Flying 2)",
    rule="702", fix=Fix.UNSAFE,
)
WRONG_PARAMETER = define(
    "OC305", "keyword-parameter-kind", Category.KEYWORD, Severity.ERROR,
    "a keyword given a cost where it takes a number or the reverse (Dredge {2}, Equip 2)",
    rule="702", fix=Fix.SAFE,
)
AMASS_SINGULAR = define(
    "OC307", "amass-singular-subtype", Category.KEYWORD, Severity.WARNING,
    'amass with its creature type in the singular or in lower case: Oracle writes the capitalised plural ("Amass Orcs 2", not "Amass Orc 2")',
    rule="701.47a", fix=Fix.SAFE,
)
NUMBER_WORD_PARAMETER = define(
    "OC306", "keyword-number-word", Category.KEYWORD, Severity.WARNING,
    "a keyword's number written as a word (Scry two, Dredge three): keywords take digits",
    rule="702", fix=Fix.SAFE,
)


class Shape(enum.Enum):
    PLAIN = "plain"  # Flying
    NUMBER = "number"  # Dredge N
    COST = "cost"  # Flashback [cost]; also Ward—[cost text].
    NUMBER_COST = "number and cost"  # Suspend N—[cost]
    OBJECT = "object"  # Enchant [object], Protection from [quality], Affinity for [text]
    DASH = "dash"  # Forecast — [activated ability], Companion — [condition]
    OPTIONAL = "optional"  # Partner / Partner with [name]; Mayhem / Mayhem [cost]
    PREFIX = "prefix"  # [Quality] offering, [type]walk: the parameter comes first


P, N, C, NC, OB, D, OPT, PRE = (Shape.PLAIN, Shape.NUMBER, Shape.COST, Shape.NUMBER_COST, Shape.OBJECT, Shape.DASH, Shape.OPTIONAL, Shape.PREFIX)

#: the shape of each shape of parameter of the keyword table, in a keyword line
_LINE_SHAPES = {
    table.Shape.PLAIN: P, table.Shape.NUMBER: N, table.Shape.COST: C, table.Shape.DASH_COST: C,
    table.Shape.NUMBER_COST: NC, table.Shape.QUALITY: OB, table.Shape.DASH_ABILITY: D,
    table.Shape.MODES: P,  # "Spree" and "Tiered" stand alone on their line; the modes follow
}


def _shapes() -> dict[str, Shape]:
    shapes: dict[str, Shape] = {}
    for entry in table.KEYWORD_ABILITIES:
        shape = Shape(entry.line_shape) if entry.line_shape else _LINE_SHAPES[entry.shape]
        # a name that lists two keywords ("Daybound and Nightbound") or explains one ("∞ (Infinity)") is written as its forms
        names = table.written_forms(entry) if " and " in entry.name or "(" in entry.name else (entry.name.lower(),)
        shapes.update(dict.fromkeys(names, shape))
    return shapes


#: keyword ability (lower case, as CR 702 names it) -> shape of its parameter (from the keyword
#: table, oraclec.keywords)
SHAPES: dict[str, Shape] = _shapes()

#: obsolete keywords and what they are now
OBSOLETE: dict[str, tuple[str | None, str]] = {
    "totem armor": ("Umbra armor", "702.89b"),
    "islandhome": (None, "glossary: Islandhome (Obsolete)"),
}

#: written forms of keywords that are no forms of the keyword table's entries (which are words of
#: the grammar's keyword terminals; these have rules of their own, or none): form -> keyword
_RULE_FORMS: dict[str, str] = {
    "choose a background": "partner",
    "doctor's companion": "partner",
    "friends forever": "partner",
    "partner with": "partner",
    "hexproof from": "hexproof",
    "trample over planeswalkers": "trample",  # CR 702.19c
}


def _forms() -> dict[str, str]:
    forms: dict[str, str] = {}
    for entry in table.KEYWORD_ABILITIES:
        if " and " in entry.name or "(" in entry.name:
            continue  # its forms are the keywords ("daybound", "∞"), in SHAPES
        forms.update((form, entry.name.lower()) for form in table.written_forms(entry)[1:] if form not in OBSOLETE)
    return forms | _RULE_FORMS


#: other written forms of keywords: form -> keyword (CR 702.22b, 702.29e, ...), from the keyword
#: table (oraclec.keywords) and :data:`_RULE_FORMS`
FORMS: dict[str, str] = _forms()


def _action_number() -> frozenset[str]:
    return frozenset(
        entry.name.lower()
        for entry in table.KEYWORD_ACTIONS
        # a verb of the effect grammar whose canonical example ends in its number: "Scry 2", "Amass Orcs 2"
        if entry.shape is table.Shape.ACTION_NUMBER or (entry.shape is table.Shape.EFFECT and re.search(r"\d$", entry.parameter or ""))
    )


#: keyword actions (CR 701) that take a number: "Scry 2", "Amass Zombies 2" (from the keyword table)
ACTION_NUMBER = _action_number()

_NUMBER_WORDS = {w: i for i, w in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"])}


@cache
def keyword_names() -> tuple[str, ...]:
    """Every keyword ability as written in a keyword line, lower case, longest first: CR 702's
    names (Daybound and Nightbound are two), the forms of :data:`FORMS`, and the keywords the
    grammar knows beyond this rules file."""
    from .usage import data as usage

    names = set(SHAPES) | set(FORMS)
    names.update(grammar_keywords())
    names.update(usage()["keywords"])
    return tuple(sorted(names, key=lambda n: (-len(n), n)))


@cache
def grammar_keywords() -> frozenset[str]:
    """Keyword abilities of the grammar's keyword terminals (KW_*, not the keyword actions):
    newer keywords than the rules file."""
    from .syntax import _terminals

    words: set[str] = set()
    for name, (_, alternatives) in _terminals().items():
        if name.startswith("KW_") and "ACTION" not in name and name != "KW_MULTIPLY":
            words.update(a.lower() for a in alternatives)
    return frozenset(words)


@cache
def action_names() -> tuple[str, ...]:
    return tuple(sorted({a.lower() for a in vocabulary()["keyword_actions"]}, key=lambda n: (-len(n), n)))


def shape_of(keyword: str) -> Shape | None:
    keyword = keyword.lower()
    keyword = FORMS.get(keyword, keyword)
    if keyword.endswith("cycling"):
        return Shape.COST
    if keyword.endswith("walk"):
        return Shape.PLAIN
    return SHAPES.get(keyword)


#: keywords are separated by commas, or by semicolons when one has reminder text ("Flying; swampwalk (...)")
_ITEM_SPLIT = re.compile(r"[,;] (?=\S)")
_COST_PARAMETER = re.compile(r"^(?:\{[^{}]*\})+")
_NUMBER_PARAMETER = re.compile(r"^(?:\d+|X)\b")


@cache
def _names_by_first_word() -> dict[str, tuple[str, ...]]:
    index: dict[str, list[str]] = {}
    for name in keyword_names():  # longest first
        index.setdefault(re.split(r"[ —{]", name)[0], []).append(name)
    return {k: tuple(v) for k, v in index.items()}


_Result = TypeVar("_Result")

#: the longest text the caches of this module keep (the longest ability of the bundled database
#: has 645 characters): a process linting many long distinct texts (a fuzzer) kept 16,384 of each
#: cache, and what is made of a text grows with it
CACHED_TEXT_LENGTH = 1000


def _cached_for_short_texts(function: Callable[[str], _Result]) -> Callable[[str], _Result]:
    """``function`` with the results of its 16,384 latest texts of at most
    :data:`CACHED_TEXT_LENGTH` characters cached; a longer text is computed each time."""
    cached = lru_cache(maxsize=1 << 14)(function)

    @wraps(function)
    def call(text: str) -> _Result:
        return cached(text) if len(text) <= CACHED_TEXT_LENGTH else function(text)

    call.cache_info = cached.cache_info  # type: ignore[attr-defined]
    call.cache_clear = cached.cache_clear  # type: ignore[attr-defined]
    return call


@_cached_for_short_texts
def keyword_at(item: str) -> str | None:
    """The keyword an item of a keyword line starts with ("dredge" for "Dredge 3"), lower case."""
    low = item.lower()
    first = re.split(r"[ —{.,;:(]", low, maxsplit=1)[0]
    for name in _names_by_first_word().get(first, ()):
        if low.startswith(name) and (len(low) == len(name) or not (low[len(name)].isalnum() or low[len(name)] == "-")):
            return name
    m = re.match(r"^(?:nonbasic |legendary |snow |artifact )?[a-z-]+walk\b", low)
    if m:
        return m.group()
    m = re.match(r"^[a-z-]+cycling\b", low)
    if m:
        return m.group()
    m = re.match(r"^[a-z-]+ offering\b", low)
    if m and m.group().split()[0].capitalize() in _subtypes():
        return m.group()
    return None


@cache
def _subtypes() -> frozenset[str]:
    from ..vocabulary import SUBTYPES

    return SUBTYPES


def items(rules: str) -> list[tuple[int, int]]:
    """(start, end) of the comma-separated items of a line."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in _ITEM_SPLIT.finditer(rules):
        spans.append((start, m.end() - 2))
        start = m.end()
    spans.append((start, len(rules)))
    return spans


#: a flavor word before a keyword: "Void Shields — Protection from ...", "Krishna — Equip {3}"
_LABEL = re.compile(r"^[A-Z][^—.:]*? — (?=\S)")
#: an item that continues the one before it: "or planeswalker", "from Zombies", "where X is ..."
_CONTINUATION = re.compile(r"^(?:or|and|and/or|from|where)\b")
#: keywords whose parameter is a list that may go on over several comma-separated items
_LIST_KEYWORDS = frozenset({"enchant", "protection", "hexproof", "affinity", "champion", "craft", "equip", "partner with", "bands with other", "emerge", "splice", "devour"})


@_cached_for_short_texts
def keyword_items(rules: str) -> tuple[tuple[int, int, str | None], ...]:
    """The items of a line read as keywords: (start, end, keyword or None). A flavor word before
    a dash is skipped; the comma-separated parts of one keyword's list ("Enchant creature, land,
    or planeswalker"; "Partner with Pir, Imaginative Rascal") stay one item."""
    offset = 0
    label = _LABEL.match(rules)
    if label and keyword_at(rules[label.end() :]) is not None:
        offset = label.end()
    out: list[tuple[int, int, str | None]] = []
    for start, end in items(rules[offset:]):
        start, end = start + offset, end + offset
        item = rules[start:end]
        keyword = keyword_at(item)
        if out:
            p_start, _, previous = out[-1]
            base = FORMS.get(previous or "", previous or "")
            continues = keyword is None and previous is not None and (
                _CONTINUATION.match(item) is not None
                or previous in _LIST_KEYWORDS
                or base in _LIST_KEYWORDS
                or previous == "partner with"
            )
            if continues or (previous == "partner with"):
                out[-1] = (p_start, end, previous)
                continue
        out.append((start, end, keyword))
    return tuple(out)


@_cached_for_short_texts
def is_keyword_line(rules: str) -> bool:
    """Whether an ability is a line of keywords ("Flying, haste", "Equip {2}", "Ward—Pay 3 life.")."""
    text = rules.strip()
    if not text or "\n" in text:
        return False
    for start, end, keyword in keyword_items(text):
        if keyword is None:
            return False
        if shape_of(keyword) is Shape.PLAIN and not _PLAIN_REST.fullmatch(text[start + len(keyword) : end]):
            return False  # "Flying creatures you control get +1/+1." is a sentence
    return True


#: what may follow a keyword without a parameter and still be a keyword line: nothing, or a
#: parameter it should not have (reported by OC304), or a period (reported by OC704)
_PLAIN_REST = re.compile(r"(?: (?:\d+|X|(?:\{[^{}]*\})+))?\.?")


@runs(UNKNOWN_KEYWORD.code, MISSING_PARAMETER.code, EXTRA_PARAMETER.code, WRONG_PARAMETER.code, NUMBER_WORD_PARAMETER.code)
def check_keyword_lines(ctx: FaceContext) -> Iterator[Finding]:
    for ability in ctx.abilities:
        rules = ability.rules
        if not rules.strip() or "\n" in rules:
            continue
        found = keyword_items(rules)
        spans = [(s, e) for s, e, _ in found]
        known = [k for _, _, k in found]
        if not all(k is not None for k in known):
            yield from _unknown_items(ctx, ability, spans, known)
            continue
        if not is_keyword_line(rules):
            continue  # keywords starting a sentence: "Flying creatures you control get +1/+1."
        for start, end, keyword in found:
            assert keyword is not None
            if keyword in OBSOLETE:
                yield _obsolete(ctx, ability, start, rules[start:end], keyword)
                continue
            yield from _parameter(ctx, ability, start, end, keyword)


def _looks_like_keyword_line(rules: str, spans: list[tuple[int, int]], known: list[str | None]) -> bool:
    """A line that is keywords apart from some unknown items: no sentence in it."""
    if rules.rstrip().endswith((".", '"')) and any(k is None for k in known):
        return False
    return all(k is not None or len(rules[s:e].split()) <= 3 for (s, e), k in zip(spans, known, strict=True))


def _unknown_items(ctx: FaceContext, ability: AbilityText, spans: list[tuple[int, int]], known: list[str | None]) -> Iterator[Finding]:
    rules = ability.rules
    if not _looks_like_keyword_line(rules, spans, known):
        return
    for (start, end), keyword in zip(spans, known, strict=True):
        if keyword is not None:
            continue
        item = rules[start:end]
        low = item.lower()
        obsolete = next((o for o in OBSOLETE if low.startswith(o)), None)
        if obsolete is not None:
            yield _obsolete(ctx, ability, start, item, obsolete)
            continue
        head = _head(item)
        match = _closest_keyword(head)
        if match is None or _defined_by_reminder(ability, end, match):
            continue
        replacement = _case_like(match, head)
        yield ctx.in_text(
            UNKNOWN_KEYWORD.code, ability, start, start + len(head),
            f"{head!r} is not a keyword; did you mean {replacement!r}?", replacement,
        )


def _defined_by_reminder(ability: AbilityText, end: int, keyword: str) -> bool:
    """Whether reminder text right after an unknown item explains it, and does not fit the keyword
    it resembles: a keyword of the card's own ("Teach {1}{R} (Then exile this spell taught ...)"),
    not a misspelling of "reach"."""
    from .usage import data as usage_data
    from .usage import template_regex

    reminders = [r.text for r in ability.reminders if r.at >= end and not ability.rules[end : r.at].strip()]
    if not reminders:
        return False
    templates = usage_data()["reminders"].get(keyword.lower(), {})
    return not any(template_regex(t).fullmatch(text) for t in templates for text in reminders)


def _obsolete(ctx: FaceContext, ability: AbilityText, start: int, item: str, obsolete: str) -> Finding:
    modern, rule = OBSOLETE[obsolete]
    replacement = None if modern is None else _case_like(modern, item)
    message = f"{item[: len(obsolete)]!r} is an obsolete keyword" + (f": it is now {modern!r}" if modern else "")
    return ctx.in_text(UNKNOWN_KEYWORD.code, ability, start, start + len(obsolete), message, replacement, rule=rule)


def _head(item: str) -> str:
    """The words of an item before its parameter: "Flyng", "Firts strike" of "Firts strike"."""
    m = re.match(r"^[^\d{—(]+", item)
    head = (m.group() if m else item).strip()
    return head.rstrip(" .")


@cache
def _keyword_vocabulary() -> Vocabulary:
    return Vocabulary(keyword_names())


def _closest_keyword(word: str) -> str | None:
    low = word.lower()
    if len(low) < 4:
        return None
    return _keyword_vocabulary().closest(low, 0.8)


def _case_like(name: str, like: str) -> str:
    if like[:1].isupper():
        return name[:1].upper() + name[1:]
    return name


def _parameter(ctx: FaceContext, ability: AbilityText, start: int, end: int, keyword: str) -> Iterator[Finding]:
    rules = ability.rules
    shape = shape_of(keyword)
    if shape is None:
        return
    item = rules[start:end]
    name_end = start + len(keyword)
    rest = item[len(keyword) :]
    after = rest.strip()
    shown = item[: len(keyword)]
    if shape in (Shape.NUMBER, Shape.NUMBER_COST):
        if not after:
            yield from _missing(ctx, ability, start, name_end, keyword, shown, shape)
            return
        word = after.split()[0].rstrip("—,.")
        if word.lower() in _NUMBER_WORDS:
            at = name_end + rest.index(word)
            yield ctx.in_text(NUMBER_WORD_PARAMETER.code, ability, at, at + len(word), f"{shown} takes a number in digits: {shown} {_NUMBER_WORDS[word.lower()]}", str(_NUMBER_WORDS[word.lower()]))
        elif _COST_PARAMETER.match(after) and shape is Shape.NUMBER:
            cost = _COST_PARAMETER.match(after).group()  # type: ignore[union-attr]
            at = name_end + rest.index(cost)
            inner = cost[1:-1]
            fix = inner if re.fullmatch(r"\d+|X", inner) else None
            yield ctx.in_text(WRONG_PARAMETER.code, ability, at, at + len(cost), f"{shown} takes a number, not a cost: {shown} N" + (f" ({shown} {fix})" if fix else ""), fix)
        return
    if shape is Shape.COST:
        if not after:
            yield from _missing(ctx, ability, start, name_end, keyword, shown, shape)
            return
        m = _NUMBER_PARAMETER.match(after)
        if m:
            at = name_end + rest.index(m.group())
            yield ctx.in_text(WRONG_PARAMETER.code, ability, at, at + len(m.group()), f"{shown} takes a cost: write {shown} {{{m.group()}}}", f"{{{m.group()}}}")
        return
    if shape is Shape.PLAIN and after:
        if _NUMBER_PARAMETER.match(after) or _COST_PARAMETER.match(after):
            yield ctx.in_text(EXTRA_PARAMETER.code, ability, name_end, end, f"{shown} takes no parameter", "")
        return
    if shape in (Shape.OBJECT, Shape.DASH) and not after:
        yield from _missing(ctx, ability, start, name_end, keyword, shown, shape)


_NEEDS = {
    Shape.NUMBER: "a number ({k} N)",
    Shape.NUMBER_COST: "a number and a cost ({k} N—[cost])",
    Shape.COST: "a cost ({k} [cost])",
    Shape.OBJECT: "what it applies to ({k} [object or quality])",
    Shape.DASH: "its text ({k} — [text])",
}


def _missing(ctx: FaceContext, ability: AbilityText, start: int, end: int, keyword: str, shown: str, shape: Shape) -> Iterator[Finding]:
    base = FORMS.get(keyword, keyword)
    if base == "hideaway":
        # CR 702.75b: cards printed with "Hideaway" and no number read "Hideaway 4"
        yield ctx.in_text(MISSING_PARAMETER.code, ability, start, end, f"{shown} needs a number: cards printed without one read '{shown} 4'", f"{shown} 4", rule="702.75b")
        return
    if base == "echo" and ctx.face.mana_cost and ctx.known("mana_cost"):
        # CR 702.30b: an echo cost equal to the card's mana cost
        yield ctx.in_text(MISSING_PARAMETER.code, ability, start, end, f"{shown} needs a cost: cards printed without one have an echo cost equal to their mana cost", f"{shown} {ctx.face.mana_cost}", rule="702.30b")
        return
    yield ctx.in_text(MISSING_PARAMETER.code, ability, start, end, f"{shown} needs {_NEEDS[shape].format(k=shown)}")


# -- keyword actions and keywords inside sentences -----------------------------------------------
@cache
def known_words() -> frozenset[str]:
    """Every word the grammar's terminals, the rules' keyword lists, subtypes, ability words and
    current Oracle text know (lower case)."""
    from ..vocabulary import subtype_forms
    from .syntax import _terminals

    words: set[str] = set()
    for _, alternatives in _terminals().values():
        for alternative in alternatives:
            words.update(alternative.lower().split())
    for name in (*vocabulary()["keyword_abilities"], *vocabulary()["keyword_actions"], *vocabulary()["ability_words"]):
        words.update(name.lower().split())
    words.update(w.lower() for w in subtype_forms())
    from .usage import words as oracle_words

    words.update(oracle_words())
    return frozenset(words)


def _action_forms() -> dict[str, str]:
    """Single-word keyword actions and abilities with their inflections -> the name."""
    forms: dict[str, str] = {}
    for name in (*action_names(), *(n for n in SHAPES if " " not in n)):
        if " " in name or len(name) < 4:
            continue
        forms[name] = name
        forms[name + "s"] = name
        forms[name + "es"] = name
        forms[(name[:-1] if name.endswith("e") else name) + "ed"] = name
    return forms


def _sentence_start(words: list[Word], i: int) -> bool:
    return i == 0 or words[i - 1].text in (".", ":", "—", "•", '"')


@runs(NUMBER_WORD_PARAMETER.code, MISSING_PARAMETER.code)
def check_action_numbers(ctx: FaceContext) -> Iterator[Finding]:
    for ability in ctx.abilities:
        rules = ability.rules
        if is_keyword_line(rules):
            continue
        for m in _ACTION_NUMBER_RE.finditer(rules):
            action = m.group("action")
            count = m.group("count")
            if count is None:
                if m.group("end"):
                    yield ctx.in_text(MISSING_PARAMETER.code, ability, m.start("action"), m.end("action"), f"{action} needs a number: {action} N", rule="701")
                continue
            if count.lower() in _NUMBER_WORDS:
                value = str(_NUMBER_WORDS[count.lower()])
                yield ctx.in_text(NUMBER_WORD_PARAMETER.code, ability, m.start("count"), m.end("count"), f"{action} takes a number in digits: {action} {value}", value, rule="701")


_ACTION_NUMBER_RE = re.compile(
    r"(?:^|(?<=[.:—•] )|(?<=, )|(?<=\bthen )|(?<=\band )|(?<=\bmay ))(?P<action>(?i:scry|surveil|fateseal|bolster|support|adapt|discover|incubate|endure|earthbend|blight|collect evidence)(?:s|es)?|(?i:amass(?:es)?) [A-Z][a-z]+)"
    r"(?: (?P<count>\d+|X|" + "|".join(_NUMBER_WORDS) + r")\b|(?P<end>\.))"
)


#: "Amass Orc 2", "amasses Zombie X": the word after amass, then its number
_AMASS = re.compile(r"\b(?P<verb>[Aa]mass(?:es)?) (?P<type>[A-Za-z][a-z'’]+(?:-[A-Za-z]+)?) (?=\d+\b|X\b|(?:" + "|".join(_NUMBER_WORDS) + r")\b)")


@runs(AMASS_SINGULAR.code)
def check_amass_subtype(ctx: FaceContext) -> Iterator[Finding]:
    """The subtype of amass is written in the plural, as Oracle names a kind of creature (CR
    701.47a: "amass [subtype] N"; current cards: "Amass Orcs 2", "amass Zombies X"). The plural is
    the vocabulary's English plural of the subtype, not a list."""
    for ability in ctx.abilities:
        if "mass" not in ability.rules:
            continue
        for m in _AMASS.finditer(ability.rules):
            written = m.group("type").replace("’", "'")
            word = written[:1].upper() + written[1:]  # a subtype is capitalised: "amass orcs 2" is "amass Orcs 2"
            subtype = subtype_forms().get(word)
            if subtype is None or word in ("X",):
                continue
            many = word if subtype != word or word in plurals(word) else plural(subtype)
            if many == written:
                continue  # the plural, capitalised: "Amass Orcs 2"
            problem = "in the plural" if many != word else "capitalised, as a subtype is"
            yield ctx.in_text(
                AMASS_SINGULAR.code, ability, m.start("type"), m.end("type"),
                f"{written!r}: amass names its creature type {problem}: {m.group('verb')} {many}", many,
            )
