"""Shared fixtures. The corpus is loaded and parsed once per test session: corpus-wide tests
(coverage, compilation, mutations, linting) share these instead of parsing 29,410 cards again."""

from __future__ import annotations

import pytest

from oraclec import cards, stats


@pytest.fixture(scope="session")
def corpus_cards() -> list[cards.Card]:
    """Every card of the bundled database, in database order."""
    return list(cards.load())


@pytest.fixture(scope="session")
def corpus_stats(corpus_cards: list[cards.Card]) -> stats.Stats:
    """Parse statistics of the bundled database (all CPUs), with the names of parsed cards."""
    return stats.collect(corpus_cards)
