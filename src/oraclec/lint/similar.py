"""Closest words: difflib's ratio over the candidates of about the same length, cached."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from functools import lru_cache


class Vocabulary:
    """Words to find the closest of, indexed by length so that a search compares a word only
    with words of about its length (a ratio of 0.75 allows few length differences anyway)."""

    def __init__(self, words: Iterable[str]):
        self.by_length: dict[int, list[str]] = {}
        for word in sorted(set(words)):
            self.by_length.setdefault(len(word), []).append(word)
        self.longest = max(self.by_length, default=0)
        self.scored = self._scored

    def ranked(self, word: str, cutoff: float = 0.75, exclude: str | None = None, n: int = 3) -> list[tuple[float, str]]:
        """The ``n`` most similar words at ``cutoff`` or above, best first."""
        if not self._may_match(word, cutoff):
            return []
        return list(self._ranked(word, cutoff, exclude)[:n])

    def closest(self, word: str, cutoff: float = 0.75) -> str | None:
        """The most similar word at ``cutoff`` or above (ties: the first in alphabetical order)."""
        found = self.scored(word, cutoff)
        return found[1] if found else None

    def _scored(self, word: str, cutoff: float = 0.75, exclude: str | None = None) -> tuple[float, str] | None:
        """(similarity, word) of the most similar word at ``cutoff`` or above, other than
        ``exclude``."""
        if not self._may_match(word, cutoff):
            return None
        found = self._ranked(word, cutoff, exclude)
        return found[0] if found else None

    def _may_match(self, word: str, cutoff: float) -> bool:
        """Whether a word of the vocabulary is short enough to be ``cutoff`` similar to ``word``.
        A word far longer than any (13,726 letters) has no match, found at once: neither
        compared with every vocabulary (difflib indexes its letters for each), nor cached."""
        return len(word) - _spread(word, cutoff) <= self.longest

    @lru_cache(maxsize=4096)  # noqa: B019 - vocabularies live as long as the process
    def _ranked(self, word: str, cutoff: float = 0.75, exclude: str | None = None) -> tuple[tuple[float, str], ...]:
        """Every word whose difflib ratio is ``cutoff`` or above, most similar first: the fewest
        edits (a swap of two letters is one: "brid" is "bird"), then the same letters in another
        order, then the higher ratio, then alphabetically."""
        spread = _spread(word, cutoff)
        scored: list[tuple[int, bool, float, str]] = []
        letters = sorted(word)
        matcher = difflib.SequenceMatcher()
        matcher.set_seq2(word)
        for length in range(max(1, len(word) - spread), len(word) + spread + 1):
            for candidate in self.by_length.get(length, ()):
                if candidate == exclude:
                    continue
                matcher.set_seq1(candidate)
                if matcher.real_quick_ratio() < cutoff or matcher.quick_ratio() < cutoff:
                    continue
                ratio = matcher.ratio()
                if ratio >= cutoff:
                    scored.append((edit_distance(word, candidate), sorted(candidate) != letters, -ratio, candidate))
        scored.sort()
        return tuple((-ratio, candidate) for _, _, ratio, candidate in scored)


def _spread(word: str, cutoff: float) -> int:
    """How much longer or shorter than ``word`` a word ``cutoff`` similar to it can be."""
    # ratio = 2*M/(a+b) >= cutoff needs the lengths to be close: |a-b| <= (1-c)/(1+c)... bound loosely
    return max(1, int(len(word) * (1 - cutoff) / cutoff) + 1)


def edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    two adjacent letters each count one."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[len(b)]
