"""The sandbox smoke test: cards are cast (or put onto the battlefield) in a sandbox game and
resolved with the default chooser, then their abilities exercised; no exception escapes."""

from __future__ import annotations

import itertools
import os

import pytest

from conftest import cards as runtime_cards
from oraclec import effects as fx
from oraclec.cards import load
from oraclec.runtime import homebrew
from oraclec.runtime.sandbox import (
    NOT_COMPILED,
    NOT_EXERCISED,
    REFUSED,
    UNSUPPORTED,
    SmokeStats,
    sandbox_pool,
    smoke_cards,
    smoke_definition,
)


def test_every_hand_compiled_test_card_runs_in_the_sandbox() -> None:
    pool = sandbox_pool()
    for definition in runtime_cards():
        pool.add(definition)
    stats = SmokeStats()
    for definition in runtime_cards():
        stats.add(smoke_definition(definition, pool))
    assert stats.statuses["error"] == 0, stats.examples
    # counterspells get a spell of the opponent's to target
    assert stats.statuses[REFUSED] == 0, stats.examples
    # Kodama of the Center Tree grants itself soulshift X (a test of a keyword's variable number),
    # defined by its text (oraclec.keywords.SUPPORT): nothing is held back
    assert (stats.held_back, dict(stats.held_back_keywords)) == (0, {})
    assert stats.resolved == len(runtime_cards())
    # exercising their abilities is another matter: each card that is not executable says why
    assert stats.executable + stats.statuses[NOT_EXERCISED] == len(runtime_cards()), stats.examples
    assert sum(stats.reasons.values()) >= stats.statuses[NOT_EXERCISED] > 0


def test_an_unsupported_effect_makes_a_card_not_executable() -> None:
    @fx.model
    class Teleport(fx.Effect):
        pass

    try:
        pool = sandbox_pool()
        card = homebrew("Teleporter", "Sorcery", mana_cost="{1}", abilities=[fx.SpellAbility(effects=(Teleport(),))])
        result = smoke_definition(card, pool)
        assert (result.status, result.detail) == (UNSUPPORTED, "Teleport")
    finally:
        fx.CLASSES.pop("Teleport", None)


def test_cards_that_do_not_compile_are_counted_apart() -> None:
    cards = list(itertools.islice(load(None), 3))

    def nothing_compiles(card, face):  # type: ignore[no-untyped-def]
        return (), ("not compiled",)

    stats = smoke_cards(cards, compile_face=nothing_compiles)
    assert stats.statuses[NOT_COMPILED] == 3 and stats.compiled == 0 and stats.executable == 0


@pytest.mark.slow
def test_smoke_over_the_bundled_corpus_lets_no_exception_escape() -> None:
    """Every 10th card of the bundled corpus (all of them with ORACLEC_FULL_SMOKE=1): the
    fully compiled ones are played in the sandbox; no exception escapes."""
    from oraclec.runtime.sandbox import collect

    step = 1 if os.environ.get("ORACLEC_FULL_SMOKE") else 10
    stats = collect(itertools.islice(load(None), 0, None, step), jobs=2)
    assert stats.compiled > 0
    assert stats.statuses["error"] == 0, stats.examples.get("error")
