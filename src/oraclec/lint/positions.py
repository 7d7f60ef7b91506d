"""Where things are in an ability's text, found once per text and then looked up by position.

The checks ask about each word: is it inside quotation marks, inside a label, after "named" in
its sentence, right after a sentence's start? Answered by reading the text from its start (a
count, a search of the slice before the word), each question costs the length of the text, and
a check that asks it for every word is quadratic: an ability of 4,000 words took 28 s to lint.
Here each text is read once (the few texts of the card being linted are kept) and each question
is a binary search or a look at the characters just before the word.
"""

from __future__ import annotations

import bisect
import functools
import re

_NAMED = re.compile(r"\bnamed\b")
#: the characters after which a sentence, a line, an effect or a quoted ability starts ("8+ |
#: Flying" on a Spacecraft, "1—9 | Creatures ..." of a d20 table, "2 points → Flash")
_SENTENCE_OPENERS = frozenset('.:!?—•(\n|→;"“')
#: a flavor word or ability word before a dash at the start of a line or mode: "Crown of Madness
#: — ", "• Pray for Protection — " (a name: its words keep their capitals)
_LABEL = re.compile(r"(?m)^(?:• )?[^.:—\n\"]*? — ")
_WORD_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'’-")


@functools.lru_cache(maxsize=16)
def _offsets(rules: str, pattern: str) -> tuple[int, ...]:
    return tuple(m.start() for m in re.finditer(pattern, rules))


def quoted(rules: str, at: int) -> bool:
    """Whether ``at`` is inside quotation marks (an odd number of them before it)."""
    return bisect.bisect_left(_offsets(rules, '"'), at) % 2 == 1


@functools.lru_cache(maxsize=16)
def _labels(rules: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    spans = [m.span() for m in _LABEL.finditer(rules)]
    return tuple(start for start, _ in spans), tuple(end for _, end in spans)


def in_label(rules: str, at: int) -> bool:
    """Whether ``at`` is inside a flavor or ability word's label ("Crown of Madness — ")."""
    starts, ends = _labels(rules)
    index = bisect.bisect_right(starts, at) - 1  # the last label starting at or before ``at``
    return index >= 0 and at < ends[index]


@functools.lru_cache(maxsize=16)
def _named_ends(rules: str) -> tuple[int, ...]:
    return tuple(m.end() for m in _NAMED.finditer(rules))


def named_between(rules: str, start: int, end: int) -> bool:
    """Whether the word "named" is between ``start`` and ``end`` (what a search of
    ``rules[start:end]`` for it finds, without the slice)."""
    ends = _named_ends(rules)
    index = bisect.bisect_right(ends, end) - 1  # the last "named" that ends by ``end``
    return index >= 0 and ends[index] - len("named") >= start


def last_of(rules: str, characters: str, before: int) -> int:
    """Where the last of ``characters`` before ``before`` is (-1 if none): ``rfind`` of each,
    without reading back to the start of a long text without them."""
    offsets = _offsets(rules, "[" + re.escape(characters) + "]")
    index = bisect.bisect_left(offsets, before) - 1
    return offsets[index] if index >= 0 else -1


def starts_sentence(rules: str, at: int) -> bool:
    """Whether only white space is between ``at`` and the start of the text, or a character that
    opens a sentence, a line, an effect or a quotation."""
    while at > 0 and rules[at - 1].isspace():
        at -= 1
    return at == 0 or rules[at - 1] in _SENTENCE_OPENERS


def word_before(rules: str, at: int) -> tuple[int, str] | None:
    """The word that ends right before the white space before ``at`` (where it starts, and the
    word), as ``re.search(r"([A-Za-z][A-Za-z'’-]*)\\s+$", rules[:at])`` finds it, without the
    slice or the search from the start; None without white space or a word there."""
    end = at
    while end > 0 and rules[end - 1].isspace():
        end -= 1
    if end == at:
        return None
    start = end
    while start > 0 and rules[start - 1] in _WORD_CHARACTERS:
        start -= 1
    while start < end and rules[start] in "'’-":
        start += 1  # a word starts with a letter: "'Tis" is read as "Tis", "-Foo" as "Foo"
    return (start, rules[start:end]) if start < end else None
