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
        self.scored = lru_cache(maxsize=4096)(self._scored)

    def closest(self, word: str, cutoff: float = 0.75) -> str | None:
        """The most similar word at ``cutoff`` or above (ties: the first in alphabetical order)."""
        found = self.scored(word, cutoff)
        return found[1] if found else None

    def _scored(self, word: str, cutoff: float = 0.75) -> tuple[float, str] | None:
        """(similarity, word) of the most similar word at ``cutoff`` or above."""
        # ratio = 2*M/(a+b) >= cutoff needs the lengths to be close: |a-b| <= (1-c)/(1+c)... bound loosely
        spread = max(1, int(len(word) * (1 - cutoff) / cutoff) + 1)
        best: tuple[float, str] | None = None
        matcher = difflib.SequenceMatcher()
        matcher.set_seq2(word)
        for length in range(max(1, len(word) - spread), len(word) + spread + 1):
            for candidate in self.by_length.get(length, ()):
                matcher.set_seq1(candidate)
                if matcher.real_quick_ratio() < cutoff or matcher.quick_ratio() < cutoff:
                    continue
                ratio = matcher.ratio()
                if ratio >= cutoff and (best is None or ratio > best[0]):
                    best = (ratio, candidate)
        return best
