"""Turn a raw parse failure into a labelled, human message.

Two sources of labels, in order:

1. *Examples* (as Lark's ``match_examples``): for each label, a few texts that fail the way a
   common mistake fails. Parsing them records the parser state and the token at which they fail;
   a user's text that fails in the same state on the same kind of token gets the same label. The
   examples are parsed with the current grammar when first needed, so they follow its changes.
2. *Heuristics* on the failing token: an unknown word (with the closest known word), a missing
   final period, text after a complete ability.

Expected terminals are described in words ("a number", "'draw'") instead of grammar names.
"""

from __future__ import annotations

import collections
import difflib
import functools
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

import attrs

#: label -> (message, examples that fail the way this mistake does)
EXAMPLES: dict[str, tuple[str, tuple[str, ...]]] = {
    "missing-trigger-comma": (
        "a trigger condition is followed by a comma before its effect",
        (
            "When this creature enters draw a card.",
            "Whenever you cast a spell draw a card.",
            "Whenever a creature dies you gain 1 life.",
            "At the beginning of your upkeep draw a card.",
        ),
    ),
    "missing-cost-colon": (
        "an activated ability's cost is followed by a colon (CR 602.1)",
        ("{T} Add {G}.", "{2}, {T} Draw a card.", "{1}{R} This creature gets +1/+0 until end of turn."),
    ),
    "outdated-put-into-graveyard-from-library": (
        "current Oracle text says 'mill N cards' (CR 701.17)",
        ("Put the top three cards of your library into your graveyard.",),
    ),
}

#: how grammar terminals read in a message
TERMINAL_WORDS = {
    "$END": "the end of the text",
    "DOT": "'.'",
    "COMMA": "','",
    "COLON": "':'",
    "NUMBER": "a number",
    "NUMBER_WORD": "a number",
    "_NUM": "a number",
    "X": "'X'",
    "MANA_SYMBOL": "a mana symbol",
    "PT": "a power/toughness such as 2/2",
    "PT_CHANGE": "a change such as +1/+1",
    "SUBTYPE": "a subtype",
    "NON_SUBTYPE": "a 'non-' subtype",
    "DESC_WORD": "a card type or object word",
    "COLOR": "a color",
    "CARD_NAME": "a card name",
    "CHOICE_WORD": "a word naming an option",
    "LABEL": "an ability word",
    "LOYALTY_COST": "a loyalty cost such as [+1]",
    "KW_PLAIN": "a keyword",
    "KW_N": "a keyword with a number",
    "KW_COST": "a keyword with a cost",
    "SELF": "'~'",
}


@attrs.frozen
class Diagnosis:
    label: str | None
    message: str
    suggestion: str | None = None


def describe_expected(expected: Iterable[str], literals: dict[str, str], limit: int = 12) -> list[str]:
    """Expected terminals in words, deduplicated, literals first."""
    words: list[str] = []
    for name in sorted(expected, key=lambda n: (n not in literals, n)):
        if name in literals:
            text = f"'{literals[name]}'"
        elif name in TERMINAL_WORDS:
            text = TERMINAL_WORDS[name]
        elif name.startswith("_") and name.lstrip("_") in TERMINAL_WORDS:
            text = TERMINAL_WORDS[name.lstrip("_")]
        else:
            continue  # internal separators (_DESC_AND, ...) read as the literal already listed
        if text not in words:
            words.append(text)
    if len(words) > limit:
        return [*words[:limit], f"... ({len(words) - limit} more)"]
    return words


@cache
def _signatures(failure_at: Callable[[str], tuple[Any, str] | None]) -> dict[tuple[Any, str], str]:
    """(parser state, token type) at which each example fails -> its label. ``failure_at`` is the
    parser's (oraclec.parser passes it in: this module sits below the parser)."""
    found: dict[tuple[Any, str], str] = {}
    for label, (_message, texts) in EXAMPLES.items():
        for text in texts:
            failure = failure_at(text)
            if failure is not None:  # an example that no longer fails is simply unused
                found.setdefault(failure, label)
    return found


def diagnose(
    state: Any,
    token_type: str,
    found: str,
    expected: Iterable[str],
    vocabulary: Any,
    failure_at: Callable[[str], tuple[Any, str] | None],
) -> Diagnosis:
    """A label and a message for a failure at ``state`` on a token of ``token_type``;
    ``failure_at`` gives the (state, token type) at which a text fails to parse, if it does."""
    label = _signatures(failure_at).get((state, token_type))
    if label is not None:
        return Diagnosis(label, EXAMPLES[label][0])
    expected = set(expected)
    if token_type == "UNKNOWN_WORD":
        suggestion = closest_word(found, vocabulary)
        message = f"unknown word {found!r}"
        if suggestion:
            message += f" (did you mean {suggestion!r}?)"
        return Diagnosis("unknown-word", message, suggestion)
    if token_type == "$END" and "DOT" in expected:
        return Diagnosis("missing-period", "the text ends without a final period")
    if expected == {"$END"}:
        return Diagnosis("trailing-text", f"the ability is complete before {found!r}: the rest is not part of it")
    if token_type == "$END":
        return Diagnosis("incomplete", "the text ends before the ability is complete")
    return Diagnosis(None, f"unexpected {found!r}")


def closest_word(word: str, vocabulary: Any) -> str | None:
    """The known word closest to an unknown one (a keyword, a subtype, a word of the grammar)."""
    lower = word.lower()
    if len(lower) not in _known_words_of_length(vocabulary):
        return None  # far longer than any known word: none is close (and it is not cached)
    best = _closest_lower(lower, vocabulary)
    if best is None:
        return None
    return best.capitalize() if word[:1].isupper() else best


_CUTOFF = 0.75


@functools.lru_cache(maxsize=1 << 14)
def _closest_lower(word: str, vocabulary: Any) -> str | None:
    # difflib.get_close_matches over the known words that can reach the cutoff at all: its
    # first two tests, real_quick_ratio (the lengths) and quick_ratio (the letters in common,
    # as multisets), are upper bounds that _candidates computes for all words at once. The
    # same answer, without a SequenceMatcher for each of a thousand words per unknown word.
    match = difflib.get_close_matches(word, _candidates(word, vocabulary), n=1, cutoff=_CUTOFF)
    return match[0] if match else None


def _candidates(word: str, vocabulary: Any) -> list[str]:
    """The known words whose difflib quick_ratio with ``word`` reaches the cutoff, in order."""
    bucket = _known_words_of_length(vocabulary).get(len(word))
    if bucket is None:
        return []
    words, postings, needed = bucket
    # letters in common = sum over (letter, k) with k <= word's count of that letter of
    # [the known word has at least k of it]: counted for every known word at once (in C)
    common: collections.Counter[int] = collections.Counter()
    for letter, count in collections.Counter(word).items():
        for k in range(1, count + 1):
            common.update(postings.get((letter, k), ()))
    return [words[i] for i in sorted([i for i, shared in common.items() if shared >= needed[i]])]


@cache
def _known_words_of_length(vocabulary: Any) -> dict[int, tuple[list[str], dict[tuple[str, int], list[int]], list[int]]]:
    """Word length -> the known words whose lengths pass difflib's real_quick_ratio cutoff,
    with an index: (letter, k) -> positions of the words that have at least k of that letter,
    and per word the fewest letters in common that reach the cutoff."""
    words = _known_words(vocabulary)
    lengths = {len(w) for w in words}
    longest = max(lengths, default=0)
    by_length: dict[int, tuple[list[str], dict[tuple[str, int], list[int]], list[int]]] = {}
    for size in range(1, 2 * longest + 2):
        fits = {n for n in lengths if 2.0 * min(size, n) / (size + n) >= _CUTOFF}
        bucket = [w for w in words if len(w) in fits]
        postings: dict[tuple[str, int], list[int]] = {}
        for i, known in enumerate(bucket):
            for letter, count in collections.Counter(known).items():
                for k in range(1, count + 1):
                    postings.setdefault((letter, k), []).append(i)
        needed = {n: _fewest_in_common(size, n) for n in fits}
        by_length[size] = (bucket, postings, [needed[len(w)] for w in bucket])
    return by_length


def _fewest_in_common(size: int, other: int) -> int:
    """The fewest letters in common for which two words of these lengths reach the cutoff, by
    the same float expression as difflib's _calculate_ratio (so the same comparison)."""
    shared = 0
    while 2.0 * shared / (size + other) < _CUTOFF:
        shared += 1
    return shared


@cache
def _known_words(vocabulary: Any) -> list[str]:
    from .keywords import KEYWORDS
    from .vocabulary import SUBTYPES

    words = {w for w in vocabulary.folded if w.isalpha()}
    words |= {k.name.lower() for k in KEYWORDS if " " not in k.name}
    words |= {s.lower() for s in SUBTYPES}
    return sorted(words)
