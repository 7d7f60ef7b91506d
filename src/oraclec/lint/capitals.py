"""Capitalisation (OC308, OC712): keywords, colors and card types as Oracle writes them.

The grammar reads text whatever its case, so only these checks look at it.

* OC308: a keyword line starts with a capital and writes the rest of its keywords in lower case
  ("Flying, trample"; "First strike", not "First Strike"); inside a sentence a keyword is in lower
  case ("gains flying", not "gains Flying"). Oracle templating: a keyword is capitalised only as
  the first word of its line (CR 702.1 lists keywords as they appear, the first word of a line
  capitalised).
* OC712: colors and card types are lower case except as the first word of a sentence or a line
  ("Protection from red", "Enchant creature", "destroy target Creature" is "destroy target
  creature"); subtypes keep their capital (CR 205.3: "Enchant Forest", "protection from Humans").

A capitalised word next to another capitalised word that is not the start of a sentence is read
as part of a name ("Wolves of the Hunt", "Flying Men") and left alone, as is anything after
"named".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from ..text import AbilityText
from ..vocabulary import SUBTYPES, subtype_forms
from .context import FaceContext
from .keywords import is_keyword_line, keyword_items, keyword_names
from .model import Category, Finding, Fix, Severity, define, runs
from .positions import in_label, last_of, named_between, quoted, starts_sentence, word_before

KEYWORD_CASE = define(
    "OC308", "keyword-case", Category.KEYWORD, Severity.WARNING,
    'a keyword capitalised after the first keyword of its line or inside a sentence ("Flying, Trample", "First Strike", "gains Flying")',
    rule="702.1", fix=Fix.SAFE,
)
WORD_CASE = define(
    "OC712", "color-type-case", Category.STYLE, Severity.WARNING,
    'a color or card type capitalised inside a sentence or after a keyword ("Protection from Red", "Enchant Creature", "target Creature"), or a subtype in lower case ("Other elves", "Enchant forest")',
    rule="205.2a", fix=Fix.SAFE,
)

#: colors (CR 105.1) and the words Oracle uses for them, and card types (CR 205.2a): lower case
#: inside a sentence
COLOR_WORDS = frozenset({"white", "blue", "black", "red", "green", "colorless", "multicolored", "monocolored"})
CARD_TYPE_WORDS = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "kindred", "tribal",
     "artifacts", "battles", "creatures", "enchantments", "instants", "lands", "planeswalkers", "sorceries"}
)

_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
#: the word after a capitalised word, past "of" and "the": "Keeper of the Lore"
_WORD_AFTER = re.compile(r"\s+(?:of the |of |the )?([A-Za-z][A-Za-z'’-]*)")


#: the label of a station symbol before the abilities it gives ("8+ | Flying, lifelink", CR 702.184)
_STATION_LABEL = re.compile(r"\d+\+ \| ")


_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z][a-z'’-]*")


def is_subtype_word(word: str) -> bool:
    """Whether a word in lower case is, capitalised, a subtype or its plural ("elves", "forest")."""
    return subtype_forms().subtype(word[:1].upper() + word[1:]) is not None


@cache
def _lower_case_subtypes() -> frozenset[str]:
    """Words that are subtypes capitalised and that current Oracle text also writes in lower case,
    as other words ("mine", "head", "equipment"): taken from the card database
    (:mod:`oraclec.lint.usage`)."""
    from .usage import data as usage_data

    return frozenset(usage_data().get("subtypes_in_lower_case", ()))


def _lower_subtypes(ctx: FaceContext, ability: AbilityText, start: int, end: int) -> Iterator[Finding]:
    """Subtypes written in lower case ("Other elves you control", "Enchant forest"): Oracle
    capitalises subtypes (CR 205.3), and never writes these words in lower case."""
    rules = ability.rules
    for m in _LOWER_WORD.finditer(rules, start, end):
        word = m.group()
        if word in _lower_case_subtypes() or not is_subtype_word(word) or quoted(rules, m.start()):
            continue
        if named_between(rules, max(0, last_of(rules, ".", m.start())), m.start()):
            continue
        fixed = word[:1].upper() + word[1:]
        yield ctx.in_text(WORD_CASE.code, ability, m.start(), m.end(), f"{word!r} is a subtype written in lower case; Oracle capitalises subtypes: {fixed!r}", fixed, rule="205.3")


def _without_non(word: str) -> str:
    """The color or type a word negates: "nonland" -> "land", "nonblack" -> "black"."""
    return word[3:] if word.startswith("non") and word[3:] in COLOR_WORDS | CARD_TYPE_WORDS else word


@cache
def _keyword_pattern() -> re.Pattern[str]:
    """The keyword abilities of CR 702 as words, the longest first."""
    names = sorted((n for n in keyword_names() if re.fullmatch(r"[a-z][a-z' -]*[a-z]", n)), key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(n).replace(r"\ ", " ") for n in names) + r")\b", re.IGNORECASE)


def _in_own_name(ctx: FaceContext, rules: str, start: int, end: int) -> bool:
    """Whether capitalised words are a shortened form of the card's own name, with the capitalised
    word before them: "World Champion" on 1996 World Champion, as Oracle shortens a name to refer
    to the card ("Arius" for Arius, Flyby Trawler)."""
    before = word_before(rules, start)
    capital = None if before is None else next((i for i, c in enumerate(before[1]) if "A" <= c <= "Z"), None)
    if capital is None:  # no capitalised word before ("of Foo") or none at all
        return False
    phrase = rules[before[0] + capital : end]
    return any(phrase in name and re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", name) for name in (ctx.card.name, ctx.face.name))


def _is_name(rules: str, start: int, end: int) -> bool:
    """Whether the capitalised words at ``start:end`` are part of a name: after "named", or next
    to another capitalised word that does not start a sentence."""
    if named_between(rules, last_of(rules, ".\n:", start) + 1, start):
        return True
    before = word_before(rules, start)
    if before and before[1][0].isupper() and not starts_sentence(rules, before[0]):
        return True
    after = _WORD_AFTER.match(rules, end)
    return bool(after and after.group(1)[0].isupper() and after.group(1) not in ("X",))


@runs(KEYWORD_CASE.code, WORD_CASE.code)
def check_capitals(ctx: FaceContext) -> Iterator[Finding]:
    for ability in ctx.abilities:
        rules = ability.rules
        if not any(c.isupper() for c in rules[1:]):
            yield from _lower_subtypes(ctx, ability, 0, len(rules))  # no capital to check, but maybe one missing
            continue
        label = _STATION_LABEL.match(rules)
        if is_keyword_line(rules):
            yield from _keyword_line(ctx, ability, client_case=ctx.digital)
        elif label is not None and is_keyword_line(rules[label.end() :]):
            yield from _keyword_line(ctx, ability, client_case=ctx.digital, offset=label.end())
        else:
            yield from _sentences(ctx, ability)


def _keyword_line(ctx: FaceContext, ability: AbilityText, client_case: bool = False, offset: int = 0) -> Iterator[Finding]:
    """``client_case``: a digital-only card, whose keyword lines are written as the game client
    writes them, each keyword capitalised ("Flying, Lifelink"): only a keyword in lower case at the
    start of the line is reported there. ``offset``: where the keywords start, after a station
    label ("8+ | Flying, lifelink")."""
    rules = ability.rules
    for index, (start, end, keyword) in enumerate(keyword_items(rules[offset:])):
        start, end = start + offset, end + offset
        if keyword is None:
            continue
        item = rules[start:end]
        if not item.lower().startswith(keyword):
            continue
        written = item[: len(keyword)]
        first = index == 0 and (offset > 0 or starts_sentence(rules, start))
        expected = (written[:1].upper() if first else written[:1].lower()) + _inner_case(written)
        if client_case and not first and written == written[:1].upper() + _inner_case(written):
            expected = written
        if written != expected:
            if first:
                message = f"{written!r}: only the first word of a keyword line is capitalised; Oracle writes {expected!r}"
            else:
                message = f"{written!r} is capitalised after the first keyword of the line; Oracle writes {expected!r}"
            yield ctx.in_text(KEYWORD_CASE.code, ability, start, start + len(keyword), message, expected)
        yield from _parameter_words(ctx, ability, start + len(keyword), end, keyword)
        if keyword not in _NAMED_PARAMETER:
            yield from _lower_subtypes(ctx, ability, start + len(keyword), end)


#: keywords whose parameter is a name, written as the card writes it
_NAMED_PARAMETER = frozenset({"partner with", "bands with other", "companion", "friends forever", "doctor's companion"})
#: the small words of keyword parameters: "protection from", "affinity for", "hexproof from"
_PARAMETER_WORDS = frozenset({"from", "for", "with", "and", "or", "the", "each", "all", "other"})


def _inner_case(written: str) -> str:
    """The keyword's name after its first letter as Oracle writes it: in lower case ("First
    strike"), but a subtype keeps its capital ("Choose a Background") and a name of three words or
    more, or with "!", is a title written as it is ("More Than Meets the Eye", "For Mirrodin!")."""
    words = written.split(" ")
    if len(words) >= 3 or "!" in written:
        return written[1:]
    out = [w if i > 0 and w in SUBTYPES else w.lower() for i, w in enumerate(words)]
    return " ".join(out)[1:]


def _parameter_words(ctx: FaceContext, ability: AbilityText, start: int, end: int, keyword: str) -> Iterator[Finding]:
    """Words capitalised in a keyword's parameter: colors, card types and small words ("Protection
    from Red", "Protection From Red", "Enchant Creature") and any other word but a subtype or a
    name ("Protection from Everything", "Protection from Legendary creatures"); a subtype keeps
    its capital ("Enchant Forest", CR 205.3)."""
    if keyword in _NAMED_PARAMETER:
        return
    rules = ability.rules
    for m in _WORD.finditer(rules, start, end):
        word = m.group()
        lower = word.lower()
        if not word[0].isupper() or word[1:] != word[1:].lower() or named_between(rules, start, m.start()):
            continue
        if starts_sentence(rules, m.start()):
            break  # "Exhaust — {W}: Creatures ...", "Casualty X. The copy ...": a sentence, not the parameter
        if lower in COLOR_WORDS:
            kind = "a color"
        elif lower in CARD_TYPE_WORDS:
            kind = "a card type"
        elif lower in _PARAMETER_WORDS:
            kind = "a word of the keyword's wording"
        elif (len(word) == 1 or is_subtype_word(lower) or in_label(rules, m.start()) or _is_name(rules, m.start(), m.end())
              or _in_own_name(ctx, rules, m.start(), m.end())):
            # "Casualty X"; "Enchant Forest", "protection from Humans"; "Devour Intellect — ", a
            # flavor word that starts as a keyword; "Gift a Rhystic Study", a card's name
            continue
        else:
            kind = None  # "Protection from Everything", "Protection from Legendary creatures"
        rule = f"{kind} is written in lower case" if kind else "only a subtype or a name keeps its capital in a keyword's parameter"
        yield ctx.in_text(
            WORD_CASE.code, ability, m.start(), m.end(),
            f"{word!r} in '{keyword}' is capitalised; {rule}: {lower!r}", lower,
        )


def _in_list_of_types(rules: str, start: int, end: int) -> bool:
    """Whether the neighbours of a capitalised word are colors or types too ("Red and Green"): a
    list of them rather than a name."""
    words = [w.lower() for w in _WORD.findall(rules[max(0, start - 20) : end + 20])]
    return sum(w in COLOR_WORDS | CARD_TYPE_WORDS for w in words) > 1


def _sentences(ctx: FaceContext, ability: AbilityText) -> Iterator[Finding]:
    rules = ability.rules
    yield from _lower_subtypes(ctx, ability, 0, len(rules))
    for m in _keyword_pattern().finditer(rules):
        written = m.group()
        if not written[0].isupper() or starts_sentence(rules, m.start()) or in_label(rules, m.start()):
            continue
        if _is_name(rules, m.start(), m.end()) or _in_own_name(ctx, rules, m.start(), m.end()):
            continue
        lower = written.lower()
        yield ctx.in_text(
            KEYWORD_CASE.code, ability, m.start(), m.end(),
            f"{written!r} is capitalised inside a sentence; Oracle writes the keyword in lower case: {lower!r}", lower,
        )
    for m in _WORD.finditer(rules):
        word = m.group()
        if not word[0].isupper() or word[1:] != word[1:].lower() or _without_non(word.lower()) not in COLOR_WORDS | CARD_TYPE_WORDS:
            continue
        if starts_sentence(rules, m.start()) or in_label(rules, m.start()):
            continue
        if _is_name(rules, m.start(), m.end()) and not _in_list_of_types(rules, m.start(), m.end()):
            continue
        lower = word.lower()
        kind = "a color" if _without_non(lower) in COLOR_WORDS else "a card type"
        yield ctx.in_text(
            WORD_CASE.code, ability, m.start(), m.end(),
            f"{word!r} is capitalised inside a sentence; {kind} is written in lower case: {lower!r}", lower,
        )
