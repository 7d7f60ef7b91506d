"""Normalise a face's Oracle text into abilities the grammar can parse.

A face's text is split into abilities (lines; a modal block of ``•`` bullets or spree ``+``
modes joins the line that introduces it). Within an ability:

* reminder text, ``(...)``, is separated from the rules text; each :class:`Reminder` keeps its
  insertion point and original span, so nothing is lost;
* references to the object itself by name (the full name, a face name, a legendary card's short
  name such as "Bilbo" for "Bilbo, Thief in the Night") become ``~``; "this creature", "this
  spell", ... stay as written, the grammar reads them as self-references;
* loyalty costs are written ``[+1]:``, ``[−2]:`` (U+2212) whether the source wrote ``+1:`` or
  ``-2:``, and a hyphen used as a dash becomes ``—``.

Every normalised character maps back to an offset in the original text
(:attr:`AbilityText.offsets`), so errors point at the characters the user wrote.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from functools import lru_cache
from typing import Protocol

import attrs

from .cards import Card, Face
from .vocabulary import SUBTYPES

SELF = "~"
MINUS = "\u2212"  # loyalty costs use the minus sign, P/T changes the hyphen-minus

#: A loyalty cost at the start of an ability: "[+1]:", "[−2]:", "[0]:", or without brackets.
_LOYALTY = re.compile(r"^(\[?)([+\-\u2212]?)(\d+|X)(\]?):(?= )")
#: A hyphen written for a dash: "Landfall - Whenever", "Choose one -" at the end of a line.
#: (Both patterns start with the hyphen and look behind it, so that the regex engine scans for
#: "-" rather than trying the lookbehind at every character: 4x faster over the corpus.)
_SPACED_HYPHEN = re.compile(r"-(?<=\S -)(?= |\n|$)")
#: A hyphen written for the dash before a non-mana cost: "Ward-{2}".
_HYPHEN_BEFORE_COST = re.compile(r"-(?<=[a-z]-)(?=\{)")


class ReminderLike(Protocol):
    """What :func:`join_reminders` needs of a reminder: a :class:`Reminder`, or the AST's."""

    @property
    def text(self) -> str: ...
    @property
    def at(self) -> int: ...
    @property
    def before(self) -> str: ...


@attrs.frozen(kw_only=True)
class Reminder:
    """Reminder text (CR 207.2): it has no rules meaning, but is kept and rendered back."""

    text: str  #: the text inside the parentheses
    at: int  #: where it goes back into the rules text (an offset into :attr:`AbilityText.rules`)
    before: str  #: the whitespace between the rules text and the opening parenthesis
    start: int  #: offset of "(" in the original text
    end: int  #: offset after ")" in the original text


@attrs.frozen(kw_only=True)
class AbilityText:
    """One ability of a face, normalised.

    ``text`` is what rendering the parsed ability must reproduce exactly; ``rules`` is ``text``
    without its reminder text, which is what the grammar parses. ``offsets[i]`` is the offset in
    the face's original Oracle text of ``rules[i]`` (one extra entry maps the end).
    """

    index: int
    text: str
    rules: str
    reminders: tuple[Reminder, ...] = ()
    offsets: tuple[int, ...] = attrs.field(eq=False, repr=False)
    original: str = attrs.field(eq=False, repr=False)  #: the face's whole original Oracle text

    @property
    def start(self) -> int:
        return self.offsets[0] if self.offsets else 0

    def original_offset(self, rules_offset: int) -> int:
        """Offset in the original text of a position in :attr:`rules`."""
        if not self.offsets:
            return 0
        return self.offsets[max(0, min(rules_offset, len(self.offsets) - 1))]

    def line_column(self, rules_offset: int) -> tuple[int, int]:
        """1-based line and column in the original text of a position in :attr:`rules`."""
        return line_column(self.original, self.original_offset(rules_offset))


def line_column(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column of an offset into ``text``."""
    if not 0 <= offset <= len(text):
        # (as str.count and str.rfind read an offset outside the text)
        return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1
    starts = _line_starts(text)
    line = bisect_right(starts, offset)
    return line, offset - starts[line - 1] + 1


def line_text(text: str, line: int) -> str:
    """The text of a line (1-based, as :func:`line_column` counts them), without its line
    break: ``text.split("\\n")[line - 1]`` without splitting the whole text for each line asked."""
    starts = _line_starts(text)
    start = starts[line - 1]
    end = starts[line] - 1 if line < len(starts) else len(text)
    return text[start:end]


@lru_cache(maxsize=16)
def _line_starts(text: str) -> tuple[int, ...]:
    """The offset where each line of ``text`` starts. Found once for a text: counting the line
    breaks before each offset made placing a long text's nodes and findings quadratic."""
    starts = [0]
    at = text.find("\n")
    while at != -1:
        starts.append(at + 1)
        at = text.find("\n", at + 1)
    return tuple(starts)


# -- self-references -----------------------------------------------------------------------------
def self_names(face: Face, card: Card | None = None) -> tuple[str, ...]:
    """Names by which the text of ``face`` refers to its own object, longest first: the face's
    name, the card's full name, and for a legendary face its short name ("Bilbo" for "Bilbo,
    Thief in the Night", "Arcanis" for "Arcanis the Omnipotent"; never a subtype such as
    "Sliver" of "Sliver Queen"). The short name comes from this face only: on the back of
    "Valki, God of Lies // Tibalt, Cosmic Impostor", "Valki" is another object's name."""
    names = {face.name}
    if card is not None:
        names.add(card.name)
    # an Alchemy rebalancing's text calls it by the name the game client prints, without the
    # database's prefix: "When Cloister Gargoyle enters" on "A-Cloister Gargoyle"
    names |= {name.removeprefix(REBALANCED_PREFIX) for name in names if name.startswith(REBALANCED_PREFIX)}
    if "Legendary" in face.supertypes:
        short = _short_name(face.name.removeprefix(REBALANCED_PREFIX))
        if short:
            names.add(short)
        elif "Planeswalker" in face.types:
            # "Ajani Vengeant": a planeswalker's subtype is the name it is called by (CR 205.3j,
            # 201.5), "Ajani deals 3 damage"; where it is a subtype ("a Gideon planeswalker")
            # _self_matches leaves it
            first = face.name.removeprefix(REBALANCED_PREFIX).split(" ")[0]
            if first != face.name and first in face.subtypes:
                names.add(first)
    return tuple(sorted((n for n in names if n), key=_longest_first))


#: Scryfall's (and MTGJSON's) prefix of the name of an Alchemy rebalancing of a card
#: ("A-Cloister Gargoyle"), which MTG Arena prints without it
REBALANCED_PREFIX = "A-"


def _short_name(name: str) -> str | None:
    before_comma, comma, _ = name.partition(", ")
    if comma:
        return before_comma
    first = name.split(" ")[0]
    if (
        first == name
        or first in SUBTYPES
        or first in _NOT_SHORT_NAMES
        or first.endswith(("'s", "’s"))  # "Gaea's Cradle" is not called "Gaea's"
    ):
        return None
    return first


def _longest_first(name: str) -> tuple[int, str]:
    return -len(name), name


_NOT_SHORT_NAMES = frozenset({"The", "A", "An", "Lord", "Lady", "King", "Queen", "General", "Captain", "Sir", "Dr.", "Doctor", "Mister", "Master", "Grand"})


_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")


def _self_matches(text: str, names: tuple[str, ...]) -> list[tuple[int, int]]:
    """(start, end) of each whole-word occurrence of one of the names that overlaps no
    occurrence of a name before it (longest name first), in order. A plain search: cheaper than
    compiling a regex for every card."""
    found: list[tuple[int, int]] = []
    for name in names:
        earlier = found
        found = []
        start = text.find(name)
        while start != -1:
            end = start + len(name)
            before = text[start - 1] if start else " "
            after = text[end] if end < len(text) else " "
            after2 = text[end + 1] if end + 1 < len(text) else " "
            whole = (
                before not in _WORD_CHARS
                and before not in "'’"
                and after not in _WORD_CHARS
                and not (after in "'’" and after2 != "s")
                and not (found and found[-1][1] > start)  # this name's occurrences come in order
                and not _overlaps(earlier, start, end)
            )
            if whole and name in SUBTYPES and _said_as_subtype(text, start, end):
                whole = False
            if whole:
                found.append((start, end))
            start = text.find(name, start + 1)
        if earlier:
            found = sorted(earlier + found)
    return found


#: words before a subtype that make it a description, not a name ("a Gideon planeswalker",
#: "target Garruk", "a card named Nissa's Chosen")
_SUBTYPE_DETERMINERS = frozenset({"a", "an", "another", "any", "each", "every", "other", "all", "target", "named", "no", "one", "that", "those", "these", "this"})
#: the longest of them, and a space: how far back from a name the word before it is looked for
_DETERMINER_REACH = max(map(len, _SUBTYPE_DETERMINERS)) + 3
_SUBTYPE_NOUN_AFTER = re.compile(r"(?:['’]s [A-Z]|s\b| (?:planeswalker|card|permanent|spell|creature|token)s?\b)")


def _said_as_subtype(text: str, start: int, end: int) -> bool:
    """Whether a name that is also a subtype ("Garruk") stands here as the subtype: after a
    determiner or "named", before a noun or a plural ending, or as the possessive start of
    another name ("Tamiyo's Notebook"). A name stands alone ("Garruk deals 3 damage", "exiled
    with Karn", "Nightmare's power")."""
    # only the few characters before the name: slicing the text up to each occurrence made a
    # long text with many of them quadratic
    before = text[max(0, start - _DETERMINER_REACH):start].rstrip().rsplit(" ", 1)[-1].lower()
    if before.strip("\n(\"") in _SUBTYPE_DETERMINERS:
        return True
    return _SUBTYPE_NOUN_AFTER.match(text, end) is not None


def _overlaps(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether ``start:end`` overlaps one of ``spans``, which are sorted and do not overlap (so
    their ends are sorted too): only the last span that starts before ``end`` can. A search
    rather than a look at every span, which made a text of many self-references quadratic."""
    i = bisect_left(spans, (end, -1))  # the first span that starts at or after end
    return i > 0 and spans[i - 1][1] > start


# -- splitting -----------------------------------------------------------------------------------
def _blocks(text: str) -> list[tuple[int, int]]:
    """(start, end) offsets of each ability: a line, with its bullet or spree lines."""
    blocks: list[tuple[int, int]] = []
    offset = 0
    for line in text.split("\n"):
        start, end = offset, offset + len(line)
        offset = end + 1
        if not line.strip():
            continue
        # a mode: "• ...", a spree or tiered "+ {1} — ...", a pawprint "{P}{P} — ..." (CR 700.2i)
        if blocks and (line.startswith("•") or line.startswith("+ ") or line.startswith("{P}")):
            blocks[-1] = (blocks[-1][0], end)
        else:
            blocks.append((start, end))
    return blocks


_PARENTHESIS = re.compile(r"[()]")


def _reminder_spans(text: str) -> list[tuple[int, int]]:
    """Balanced parenthesised spans (outermost only)."""
    if "(" not in text:
        return []
    spans: list[tuple[int, int]] = []
    depth = 0
    start = 0
    for m in _PARENTHESIS.finditer(text):  # the parentheses only, not every character
        i, ch = m.start(), m.group()
        if ch == "(":
            if depth == 0:
                start = i
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0:
                spans.append((start, i + 1))
    return spans


class _Builder:
    """Accumulates normalised text with, per character, its offset in the original."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.offsets: list[int] = []

    def copy(self, text: str, original_start: int) -> None:
        self.parts.append(text)
        self.offsets.extend(range(original_start, original_start + len(text)))

    def replace(self, text: str, original_start: int) -> None:
        self.parts.append(text)
        self.offsets.extend([original_start] * len(text))

    def build(self, end: int) -> tuple[str, list[int]]:
        return "".join(self.parts), [*self.offsets, end]


#: An edit of the text: replace ``text[start:end]`` (empty for an insertion) by a string. Every
#: character of the replacement maps back to ``start``.
_Edit = tuple[int, int, str]


def _edits(text: str, names: tuple[str, ...]) -> list[_Edit]:
    """Replace self-references by ``~`` and normalise loyalty costs and dashes, as sorted edits.
    Edits are as small as possible (a hyphen becomes a dash one for one, a missing bracket is
    inserted), so that every other character keeps its own offset."""
    references = _self_matches(text, names)
    edits: list[_Edit] = [(start, end, SELF) for start, end in references]
    loyalty = _LOYALTY.match(text)
    if loyalty and not _overlaps(references, loyalty.start(), loyalty.end()):
        edits.extend(_loyalty_edits(loyalty))
    for pattern in (_SPACED_HYPHEN, _HYPHEN_BEFORE_COST) if "-" in text else ():
        for m in pattern.finditer(text):
            # a hyphen overlaps no loyalty cost (one at the start has none) nor another hyphen
            if not _overlaps(references, m.start(), m.end()):
                edits.append((m.start(), m.end(), "—"))
    if '."' in text:
        # a quote's period inside its sentence, as the renderer writes it (close_inner_quotes)
        reminders = _reminder_spans(text)
        for m in _INNER_QUOTE_END.finditer(text):
            if not _overlaps(references, m.start(), m.end()) and not _overlaps(reminders, m.start(), m.end()):
                edits.append((m.start(), m.end(), _inner_quote_end(m)))
    edits.sort()
    return edits


#: a quoted ability written with its own period ('"{T}: Draw a card."') where the sentence
#: around it goes on: after it a comma, or a word that cannot start a sentence (a lower-case
#: word, a mana symbol, another quote)
_INNER_QUOTE_END = re.compile(r'\.([\'"]*")(,|(?= [a-z{"]))')


def close_inner_quotes(text: str) -> str:
    """A quoted ability keeps its period only where it ends the sentence around it (the period
    is then the sentence's too); inside the sentence English drops it, and a comma of the
    sentence goes inside the quote: 'gains "{T}: Draw a card" until end of turn', 'with "{T},
    Sacrifice this artifact: Add {C}," and it loses ...' (oraclec.lexer supplies such a period
    back as an empty token, :func:`oraclec.lexer._bare_closing_quotes`). The renderer writes
    quotes so, and normalising a text reads them so (:func:`_edits`)."""
    return _INNER_QUOTE_END.sub(_inner_quote_end, text)


def _inner_quote_end(m: re.Match[str]) -> str:
    return f",{m.group(1)}" if m.group(2) else m.group(1)


def _substitute(text: str, base: int, names: tuple[str, ...] = ()) -> tuple[str, list[int]]:
    """The text with :func:`_edits` applied, and the offset map."""
    builder = _Builder()
    pos = 0
    for start, end, replacement in _edits(text, names):
        builder.copy(text[pos:start], base + pos)
        builder.replace(replacement, base + start)
        pos = end
    builder.copy(text[pos:], base + pos)
    return builder.build(base + len(text))


def _loyalty_edits(m: re.Match[str]) -> list[_Edit]:
    """``+1:`` → ``[+1]:``; ``-2:`` and ``[-2]:`` → ``[−2]:``, with the minus sign (U+2212)."""
    edits: list[_Edit] = []
    if not m.group(1):
        edits.append((m.start(2), m.start(2), "["))
    if m.group(2) == "-":
        edits.append((m.start(2), m.end(2), MINUS))
    if not m.group(4):
        edits.append((m.start(4), m.start(4), "]"))
    return edits


def normalise_ability(text: str, *, base: int = 0, names: tuple[str, ...] = (), original: str | None = None, index: int = 0) -> AbilityText:
    """Normalise one ability whose text starts at ``base`` in ``original``."""
    original = text if original is None else original
    normalised, offsets = _substitute(text, base, names)
    reminders: list[Reminder] = []
    rule_parts: list[str] = []
    rule_offsets: list[int] = []
    for kind, start, end, at, before in _separate(normalised):
        if kind == _RULES:
            rule_parts.append(normalised[start:end])
            rule_offsets.extend(offsets[start:end])
        else:
            reminders.append(Reminder(text=normalised[start + 1 : end - 1], at=at, before=before, start=offsets[start], end=offsets[end - 1] + 1))
    rule_offsets.append(offsets[-1])  # the end sentinel
    return AbilityText(
        index=index,
        text=normalised,
        rules="".join(rule_parts),
        reminders=tuple(reminders),
        offsets=tuple(rule_offsets),
        original=original,
    )


_RULES = 0
_REMINDER = 1


def _separate(normalised: str) -> list[tuple[int, int, int, int, str]]:
    """Reminder text separated from rules text, in order: (_RULES, start, end, 0, "") for a piece
    of rules text, (_REMINDER, start of "(", end after ")", insertion point in the rules text,
    whitespace before "(") for a reminder. The whitespace before a reminder is in neither."""
    pieces: list[tuple[int, int, int, int, str]] = []
    pos = 0
    length = 0
    for start, end in _reminder_spans(normalised):
        chunk = normalised[pos:start]
        stripped = len(chunk.rstrip(" "))
        pieces.append((_RULES, pos, pos + stripped, 0, ""))
        length += stripped
        pieces.append((_REMINDER, start, end, length, chunk[stripped:]))
        pos = end
    pieces.append((_RULES, pos, len(normalised), 0, ""))
    return pieces


#: An ability as parsing and compiling read it: its text, its rules text, and its reminders as
#: (text, insertion point, whitespace before). Equal to :class:`AbilityText`'s fields, without
#: the offsets into the original text that only place errors.
PlainAbility = tuple[str, str, tuple[tuple[str, int, str], ...]]


def plain_abilities(face: Face, card: Card | None = None) -> list[PlainAbility]:
    """:func:`abilities` without offsets: for compiling a whole database, where building a
    number a character costs more than the rest of normalising."""
    names = self_names(face, card)
    text = face.oracle_text
    return [plain_ability(text[start:end], names) for start, end in _blocks(text)]


#: a card's abilities, face by face: (face name, [(key, ability, on a spell?), ...])
KeyedFaces = list[tuple[str, list[tuple[str, PlainAbility, bool]]]]


def keyed_abilities(card: Card, spell_types: frozenset[str], spell_prefix: str, other_prefix: str) -> KeyedFaces:
    """For compiling a whole database: each face's name and its :func:`plain_abilities`, each with
    a key, its text after ``spell_prefix`` on a face with one of ``spell_types``, else after
    ``other_prefix``, and whether the face has one. (Here rather than in the caller's loop:
    this module is compiled, and the loop costs as much as normalising.)"""
    faces: KeyedFaces = []
    for face in card.faces:
        is_spell = not spell_types.isdisjoint(face.type_line.types)
        prefix = spell_prefix if is_spell else other_prefix
        faces.append((face.name, [(prefix + ability[0], ability, is_spell) for ability in plain_abilities(face, card)]))
    return faces


def plain_ability(text: str, names: tuple[str, ...]) -> PlainAbility:
    """One ability (a block of :func:`_blocks`) normalised as by :func:`normalise_ability`;
    ``names`` longest first, as :func:`self_names` gives them."""
    edits = _edits(text, names)
    if edits:
        parts: list[str] = []
        pos = 0
        for start, end, replacement in edits:
            parts.append(text[pos:start])
            parts.append(replacement)
            pos = end
        parts.append(text[pos:])
        normalised = "".join(parts)
    else:
        normalised = text
    if "(" not in normalised:
        return normalised, normalised, ()
    rule_parts: list[str] = []
    reminders: list[tuple[str, int, str]] = []
    for kind, start, end, at, before in _separate(normalised):
        if kind == _RULES:
            rule_parts.append(normalised[start:end])
        else:
            reminders.append((normalised[start + 1 : end - 1], at, before))
    return normalised, "".join(rule_parts), tuple(reminders)


def from_plain(plain: PlainAbility, index: int = 0) -> AbilityText:
    """An :class:`AbilityText` to parse from a :data:`PlainAbility`: it parses and compiles as the
    one :func:`abilities` gives, but knows no position in the original text (no offsets; each
    reminder's ``start`` and ``end`` are 0)."""
    text, rules, reminders = plain
    return AbilityText(
        index=index,
        text=text,
        rules=rules,
        reminders=tuple(Reminder(text=r_text, at=at, before=before, start=0, end=0) for r_text, at, before in reminders),
        offsets=(),
        original="",
    )


def normalise_text(text: str, names: Iterable[str] = ()) -> list[AbilityText]:
    """The normalised abilities of a whole Oracle text, in order; ``names`` are the names by which
    the text refers to its own object (see :func:`self_names`)."""
    ordered = tuple(sorted(set(names), key=_longest_first))
    return [
        normalise_ability(text[start:end], base=start, names=ordered, original=text, index=i)
        for i, (start, end) in enumerate(_blocks(text))
    ]


def abilities(face: Face, card: Card | None = None) -> list[AbilityText]:
    """The normalised abilities of a face, in order."""
    return normalise_text(face.oracle_text, self_names(face, card))


def join_reminders(rules: str, reminders: Iterable[ReminderLike]) -> str:
    """Put reminder text back into rules text: the inverse of the separation above."""
    out: list[str] = []
    pos = 0
    for reminder in reminders:
        out.append(rules[pos : reminder.at])
        out.append(f"{reminder.before}({reminder.text})")
        pos = reminder.at
    out.append(rules[pos:])
    return "".join(out)


# -- joining rendered words (oraclec.render, and the AST's properties that are text) -------------
_NO_SPACE_BEFORE = {",", ".", ":", "'s", "’s", "'", ")", ";", "”"}
_NO_SPACE_AFTER = {"(", "“"}


def join_words(words: list[str]) -> str:
    """Join rendered words with single spaces, attaching punctuation as English does."""
    out: list[str] = []
    for word in words:
        if not word:
            continue
        # Mana symbols in a row are written without spaces ("{G}{G}"; Oracle text never has "} {").
        symbols_in_a_row = bool(out) and out[-1].endswith("}") and word.startswith("{")
        if out and word not in _NO_SPACE_BEFORE and word[0] not in ",.:;)”" and out[-1] not in _NO_SPACE_AFTER and not symbols_in_a_row:
            out.append(" ")
        out.append(word)
    return "".join(out)


def capitalize(text: str) -> str:
    """Capitalise the first letter of a sentence start (only if it is a lowercase letter)."""
    if text and text[0].islower():
        return text[0].upper() + text[1:]
    return text
