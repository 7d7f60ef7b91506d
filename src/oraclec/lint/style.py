"""Style (OC7xx): numbers, case, punctuation and spacing as Oracle text writes them.

* OC701: a count of objects in digits: Oracle writes "three cards", "two target creatures";
* OC702: damage, life and keyword-free amounts in words: Oracle writes "3 damage", "2 life";
* OC703: a sentence that starts in lower case (after a period, a colon, a dash, a bullet);
* OC704: an ability that does not end with a period (keyword lines take none: "Flying.");
* OC705: spacing: double spaces, a space before punctuation, none after it;
* OC706: typographic characters Oracle text does not use (curly quotes, "--" for a dash);
* OC707: unbalanced parentheses, brackets, braces or quotation marks;
* OC708: "a" before a vowel sound, "an" before a consonant sound;
* OC709: a word repeated ("the the");
* OC710: "it's" (it is) where the possessive "its" is meant.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..limits import number_value
from .context import FaceContext
from .keywords import (
    _closest_keyword,
    _head,
    _looks_like_keyword_line,
    is_keyword_line,
    keyword_at,
    keyword_items,
)
from .model import Category, Finding, Fix, Severity, define, runs

DIGIT_COUNT = define(
    "OC701", "count-in-digits", Category.STYLE, Severity.WARNING,
    'a number of objects written in digits: Oracle writes "three cards", not "3 cards"', fix=Fix.SAFE,
)
WORD_AMOUNT = define(
    "OC702", "amount-in-words", Category.STYLE, Severity.WARNING,
    'damage and life written in words: Oracle writes "3 damage", "2 life"', fix=Fix.SAFE,
)
SENTENCE_CASE = define(
    "OC703", "sentence-case", Category.STYLE, Severity.WARNING,
    "a sentence, an effect after a colon or a dash, or a mode that starts in lower case", fix=Fix.SAFE,
)
FINAL_PERIOD = define(
    "OC704", "final-period", Category.STYLE, Severity.WARNING,
    "a sentence without its final period, or a keyword line with one", fix=Fix.SAFE,
)
SPACING = define(
    "OC705", "spacing", Category.STYLE, Severity.INFO,
    "double spaces, a space before punctuation, or no space after a comma or period", fix=Fix.SAFE,
)
TYPOGRAPHY = define(
    "OC706", "typography", Category.STYLE, Severity.INFO,
    "curly quotes and apostrophes, or a hyphen where Oracle text uses a long dash", fix=Fix.SAFE,
)
UNBALANCED = define(
    "OC707", "unbalanced", Category.STYLE, Severity.ERROR,
    "an opening parenthesis, bracket, brace or quotation mark without its partner",
)
ARTICLE = define(
    "OC708", "article", Category.STYLE, Severity.WARNING,
    '"a" before a vowel sound or "an" before a consonant sound', fix=Fix.SAFE,
)
REPEATED_WORD = define(
    "OC709", "repeated-word", Category.STYLE, Severity.WARNING,
    'a word written twice in a row ("the the")', fix=Fix.UNSAFE,
)
ITS = define(
    "OC710", "its", Category.STYLE, Severity.WARNING,
    "\"it's\" (it is) where the possessive \"its\" is meant", fix=Fix.UNSAFE,
)

NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
_WORD_VALUES = {w: i for i, w in enumerate(NUMBER_WORDS)}

_OBJECTS = (
    r"cards?|creatures?|permanents?|lands?|artifacts?|enchantments?|planeswalkers?|battles?|tokens?|"
    r"spells?|players?|opponents?|targets?|times|instants?|sorceries|sorcery|modes?|colors?|abilities"
)
_ADJECTIVES = r"(?:target|other|additional|random|more|untapped|tapped|nonland|noncreature|nontoken|face-down|basic|nonbasic|legendary|attacking|blocking|[A-Z][a-z]+)"
_DIGIT_COUNT = re.compile(
    rf"(?<![\w/+\-{{\u2212$])(?P<n>\d+)(?P<more> or (?:more|fewer|greater))? (?P<adj>(?:{_ADJECTIVES} ){{0,2}})(?P<noun>{_OBJECTS})\b"
)
#: "2 1/1 white Soldier creature tokens", "2 +1/+1 counters", "2 charge counters"
_DIGIT_TOKENS = re.compile(
    r"(?<![\w/+\-{\u2212$])(?P<n>\d+) (?P<adj>(?:[+\-]?(?:\d+|X)/[+\-]?(?:\d+|X) )?(?:[\w'-]+ ){0,5}?)(?P<noun>(?:creature |artifact |enchantment )?tokens|counters)\b"
)
_WORD_AMOUNT = re.compile(rf"\b(?P<n>{'|'.join(NUMBER_WORDS)}) (?P<what>damage|life)\b", re.IGNORECASE)


@runs(DIGIT_COUNT.code, WORD_AMOUNT.code)
def check_numbers(ctx: FaceContext) -> Iterator[Finding]:
    for ability in ctx.abilities:
        rules = ability.rules
        for m in [*_DIGIT_COUNT.finditer(rules), *(t for t in _DIGIT_TOKENS.finditer(rules) if not _DIGIT_COUNT.match(rules, t.start()))]:
            n = number_value(m.group("n"))
            if n is None or n > 20 or (n == 1 and m.group("noun").endswith("s")):
                continue
            if rules[max(0, m.start() - 11) : m.start()].endswith(("mana value ", "power ", "toughness ", "loyalty ", "defense ")):
                continue
            if re.search(r"\b(?:damage|life|to|of|from|with)\b", m.group("adj")):
                continue
            word = NUMBER_WORDS[n]
            if n == 1 and not m.group("more"):
                word = "an" if re.match(r"[aeiou]", m.group("adj") or m.group("noun")) else "a"
            yield ctx.in_text(DIGIT_COUNT.code, ability, m.start("n"), m.end("n"), f"Oracle text writes this count in words: {word} {m.group('adj')}{m.group('noun')}".replace("  ", " "), _capital(word, m.group("n"), rules, m.start()))
        for m in _WORD_AMOUNT.finditer(rules):
            value = str(_WORD_VALUES[m.group("n").lower()])
            yield ctx.in_text(WORD_AMOUNT.code, ability, m.start("n"), m.end("n"), f"Oracle text writes {m.group('what')} in digits: {value} {m.group('what')}", value)


def _capital(word: str, original: str, rules: str, at: int) -> str:
    before = rules[:at].rstrip()
    if not before or before.endswith((".", ":", "—", "•")):
        return word[:1].upper() + word[1:]
    return word


#: where a sentence starts: the start of the ability, after a period, a colon, a long dash, a
#: bullet, an opening quote
_SENTENCE_START = re.compile(r'(?:^|(?<=[.!?]) |(?<=[.!?]) "|(?<=: )|(?<=— )|(?<=• )|(?<=\+ )|(?<=^")|(?<= "))(?P<c>[a-z])')
#: a quoted sentence (a granted ability), not a quoted word or keyword: '"left"', '"enchant creature"'
_QUOTED_SENTENCE = re.compile(r'"([^"]*[.!?])"')


@runs(SENTENCE_CASE.code)
def check_sentence_case(ctx: FaceContext) -> Iterator[Finding]:
    for ability in ctx.abilities:
        rules = ability.rules
        for line_start, line in _lines(rules):
            for m in _SENTENCE_START.finditer(line):
                at = line_start + m.start("c")
                if line.startswith("+ ") is False and m.group().startswith("+"):
                    continue
                word = re.match(r"[a-z][\w'-]*", rules[at:])
                if word and word.group() in ("e.g", "i.e"):
                    continue
                if at > 0 and rules[at - 1] == '"' and not _starts_quoted_sentence(rules, at):
                    continue
                first = re.match(r"\S+", rules[at:])
                shown = first.group() if first else rules[at]
                yield ctx.in_text(
                    SENTENCE_CASE.code, ability, at, at + 1,
                    f"this sentence starts in lower case ({shown!r}); a sentence starts with a capital letter", rules[at].upper(),
                )


def _starts_quoted_sentence(rules: str, at: int) -> bool:
    """Whether the quotation opening before ``at`` holds a sentence (a granted ability) that is
    not a keyword: '"enchant creature put onto the battlefield with this Aura."' is a keyword."""
    close = rules.find('"', at)
    quoted = rules[at:close] if close != -1 else rules[at:]
    return quoted.rstrip().endswith((".", "!", "?")) and " " in quoted.strip() and keyword_at(quoted) is None


def _lines(rules: str) -> Iterator[tuple[int, str]]:
    start = 0
    for line in rules.split("\n"):
        yield start, line
        start += len(line) + 1


_STRUCTURE_LINE = re.compile(
    r"^(?:LEVEL \d+(?:-\d+|\+)|[+\-]?(?:\d+|X|\*)/[+\-]?(?:\d+|X|\*)|STATION \d+\+|\d+\+ \|.*|[IVX]+(?:, [IVX]+)* —.*|.*: Level \d+|\d+(?:-\d+)? \|.*)$"
)


_CHAPTER = re.compile(r"^[IVX]+(?:, [IVX]+)* —")


@runs(FINAL_PERIOD.code)
def check_final_period(ctx: FaceContext) -> Iterator[Finding]:
    for ability in ctx.abilities:
        rules = ability.rules.rstrip()
        if not rules:
            continue
        last_line = rules.split("\n")[-1]
        body = last_line.lstrip("•+ ").strip()
        keyword_line = "\n" not in rules and is_keyword_line(rules)
        if not keyword_line and _keyword_like(rules):
            continue  # a line of keywords with an unknown one (OC301), not a sentence
        if not keyword_line and _DIGITAL_KEYWORD_LINE.fullmatch(rules):
            continue  # "Starting intensity 2": a keyword line of digital-only current Oracle text
        if not keyword_line and ability.reminders and _NAMED_BY_REMINDER.fullmatch(rules):
            continue  # "Shackle {3} (...)", "Squirrellink (...)": a keyword its reminder text explains
        if keyword_line:
            if rules.endswith(".") and not _keyword_takes_period(rules):
                end = len(rules)
                yield ctx.in_text(FINAL_PERIOD.code, ability, end - 1, end, "this keyword line ends with a period; a keyword line has none", "")
            continue
        if "\n" not in rules and _STRUCTURE_LINE.match(body) and not _CHAPTER.match(body):
            continue  # "LEVEL 1-3", "4/4", "STATION 8+": no sentence (a chapter's text is one)
        if last_line.startswith("•") and _CARD_NAME.fullmatch(body):
            continue  # "• Lightning Bolt": a list of cards to choose from, one name a line
        if "→" in last_line and _not_sentences(last_line.rsplit("→", 1)[1]):
            continue  # "Thrusters [6] → Flying", "1 point each → Flash; reach; or ward {2}": a table row
        written = ctx.original(ability, 0, len(rules)).rstrip()  # a name ending in "!" ends a sentence too
        stripped = written.rstrip("\"')]")
        if stripped.endswith((".", "!", "?", "—", ":")):
            continue
        if rules.endswith(("—", ":")):
            continue
        end = len(rules)
        yield ctx.in_text(FINAL_PERIOD.code, ability, end, end, "this sentence has no final period; a sentence ends with a period", ".")


#: keyword lines of digital-only mechanics in current Oracle text
_DIGITAL_KEYWORD_LINE = re.compile(r"Starting intensity (?:\d+|X)")
#: a keyword the linter does not know, followed by the reminder text that explains it: a
#: capitalised word or two, and a number or cost ("Annihinfect", "Grazing type", "Shackle {3}")
_NAMED_BY_REMINDER = re.compile(r"[A-Z][\w'-]*(?: [a-z][\w'-]*)?(?: (?:\d+|X|(?:\{[^{}\s]+\})+))?")


#: a card's name: capitalised words, with the small words of names ("Liliana of the Veil",
#: "Sheoldred, the Apocalypse", "Jin-Gitaxias, Progress Tyrant")
_CARD_NAME = re.compile(r"[A-Z][\w'-]*(?:,? (?:[A-Z][\w'-]*|of|the|and|to|a|an|in|from|with))*")


def _not_sentences(items: str) -> bool:
    """Whether the items of a choice ("Flash; deathtouch; or ward {2}", "+1/+1; or +0/+2") are
    keywords or P/T changes, which take no period."""
    parts = [p.strip() for p in re.split(r";\s*(?:or\s+)?", items.strip())]
    return all(p and (is_keyword_line(p) or re.fullmatch(r"[+\-]\d+/[+\-]\d+", p)) for p in parts)


def _keyword_like(rules: str) -> bool:
    """A line of keywords one of which is misspelt ("Flyng, haste"): OC301 reports it."""
    found = keyword_items(rules)
    if "\n" in rules or not _looks_like_keyword_line(rules, [(s, e) for s, e, _ in found], [k for _, _, k in found]):
        return False
    return all(k is not None or _closest_keyword(_head(rules[s:e])) is not None for s, e, k in found)


def _keyword_takes_period(rules: str) -> bool:
    """A keyword whose parameter is text ends with a period: "Ward—Pay 3 life.",
    "Escape—{3}{R}, Exile five other cards from your graveyard.", "Companion — ..."."""
    last_start, last_end, keyword = keyword_items(rules)[-1]
    item = rules[last_start:last_end]
    keyword = keyword or ""
    rest = item[len(keyword) :].lstrip()
    return rest.startswith("—") or " " in rest.strip(" .")


#: Each run of spaces is tried from its first space only (the lookbehinds): from every space of a
#: long run, `` +`` scanned to its end, in time quadratic in its length. A match never starts
#: inside a run anyway: one that could would have matched from the run's first space.
_SPACING = re.compile(r"(?P<double>(?<=\S) {2,}(?=\S))|(?P<before>(?<! ) +(?=[,.;:)]))|(?P<after>(?<=[a-z][,;])(?=[A-Za-z])|(?<=[a-z]\.)(?=[A-Z]))")
_TRAILING_SPACES = re.compile(r"(?<![ \t])[ \t]+$", re.MULTILINE)


@runs(SPACING.code)
def check_spacing(ctx: FaceContext) -> Iterator[Finding]:
    text = ctx.text
    for m in _SPACING.finditer(text):
        if m.group("double") is not None:
            yield ctx.in_field(SPACING.code, "text", m.start(), m.end(), "one space between words", " ")
        elif m.group("before") is not None:
            if text[m.end() : m.end() + 3] == "...":
                continue
            yield ctx.in_field(SPACING.code, "text", m.start(), m.end(), f"no space before {text[m.end()]!r}", "")
        else:
            yield ctx.in_field(SPACING.code, "text", m.start(), m.end(), f"a space after {text[m.start() - 1]!r}", " ")
    for m in _TRAILING_SPACES.finditer(text):
        yield ctx.in_field(SPACING.code, "text", m.start(), m.end(), "trailing spaces", "")


_TYPOGRAPHY = {"’": "'", "‘": "'", "“": '"', "”": '"', "--": "—", "–": "—"}
_SPACED_HYPHEN = re.compile(r"(?<=\S) - (?=\S)")


@runs(TYPOGRAPHY.code)
def check_typography(ctx: FaceContext) -> Iterator[Finding]:
    for field in ("text", "type_line", "name"):
        text = ctx.field_text(field)
        for old, new in _TYPOGRAPHY.items():
            start = text.find(old)
            while start != -1:
                message = f"Oracle text writes {new!r}, not {old!r}"
                yield ctx.in_field(TYPOGRAPHY.code, field, start, start + len(old), message, new)
                start = text.find(old, start + len(old))
        if field != "name":
            for m in _SPACED_HYPHEN.finditer(text):
                yield ctx.in_field(TYPOGRAPHY.code, field, m.start() + 1, m.end() - 1, "a long dash (—) separates an ability word or a subtype list, not a hyphen", "—")


_PAIRS = {"(": ")", "[": "]", "{": "}"}
_BRACKETS = re.compile(r"[()\[\]{}\n]")


@runs(UNBALANCED.code)
def check_balance(ctx: FaceContext) -> Iterator[Finding]:
    for field in ("text", "mana_cost"):
        text = ctx.field_text(field)
        stack: list[tuple[str, int]] = []
        for m in _BRACKETS.finditer(text):
            i, ch = m.start(), m.group()
            if ch in _PAIRS:
                stack.append((ch, i))
            elif ch in _PAIRS.values():
                if stack and _PAIRS[stack[-1][0]] == ch:
                    stack.pop()
                else:
                    yield ctx.in_field(UNBALANCED.code, field, i, i + 1, f"{ch!r} closes nothing")
            elif ch == "\n":
                for opened, at in stack:
                    yield ctx.in_field(UNBALANCED.code, field, at, at + 1, f"{opened!r} is not closed on its line")
                stack = []
        for opened, at in stack:
            yield ctx.in_field(UNBALANCED.code, field, at, at + 1, f"{opened!r} is not closed")
        if field == "text":
            for line_start, line in _lines(text):
                quotes = [m.start() for m in re.finditer('"', line)]
                if len(quotes) % 2:
                    at = line_start + quotes[-1]
                    yield ctx.in_field(UNBALANCED.code, field, at, at + 1, "a quotation mark is not closed on its line")


#: words starting with a vowel letter but a consonant sound, and with "h" but a vowel sound
_CONSONANT_SOUND = re.compile(r"^(?:one|once|uni|use|usu|uti|ura|ure|uro|eu|ewe|ufo)", re.IGNORECASE)
_VOWEL_SOUND_H = re.compile(r"^(?:hour|honor|honest|heir)", re.IGNORECASE)
_ARTICLE = re.compile(r"\b(?P<article>[Aa]n?) (?P<word>[+\-\u2212]?[\w'][\w'/+\-]*)")


def _vowel_sound(word: str) -> bool | None:
    if word[:1] in "+-\u2212":
        return False  # "a +1/+1 counter": "plus", "minus"
    if word[:1].isdecimal():  # a digit of a number ("an 8"), not any digit-like sign ("①" is no number)
        number = re.match(r"\d+", word).group()  # type: ignore[union-attr]
        return number.startswith("8") or number in ("11", "18")
    if word[:1] == "X":
        return True  # "an X/X": "ex"
    if len(word) > 1 and word.isupper():
        return None  # an acronym: its letters are read out
    if _CONSONANT_SOUND.match(word):
        return False
    if _VOWEL_SOUND_H.match(word):
        return True
    return word[:1].lower() in "aeiou"


@runs(ARTICLE.code)
def check_articles(ctx: FaceContext) -> Iterator[Finding]:
    for ability in ctx.abilities:
        rules = ability.rules
        for m in _ARTICLE.finditer(rules):
            vowel = _vowel_sound(m.group("word"))
            if vowel is None:
                continue
            article = m.group("article")
            wanted = "an" if vowel else "a"
            if article.lower() == wanted:
                continue
            fixed = wanted[:1].upper() + wanted[1:] if article[:1].isupper() else wanted
            yield ctx.in_text(ARTICLE.code, ability, m.start("article"), m.end("article"), f"{fixed!r} before {m.group('word')!r}", fixed)


_REPEATED = re.compile(r"\b(?P<word>[A-Za-z]+) (?P=word)\b", re.IGNORECASE)
_ITS = re.compile(r"\b(?P<its>[Ii]t's) (?=(?:controller|owner|power|toughness|mana value|abilities|ability|color|name|text)\b)")


@runs(REPEATED_WORD.code, ITS.code)
def check_words(ctx: FaceContext) -> Iterator[Finding]:
    for ability in ctx.abilities:
        rules = ability.rules
        for m in _REPEATED.finditer(rules):
            if m.group("word") in ("X", "that", "had"):  # "X X/X tokens"; "that that player", "had had"
                continue
            yield ctx.in_text(REPEATED_WORD.code, ability, m.start(), m.end(), f"{m.group('word')!r} is written twice", m.group("word"))
        for m in _ITS.finditer(rules):
            fixed = m.group("its").replace("'", "")
            yield ctx.in_text(ITS.code, ability, m.start("its"), m.end("its"), f"the possessive is {fixed!r} (\"it's\" is \"it is\")", fixed)
