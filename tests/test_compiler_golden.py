"""Golden tests: the compiled effects of curated cards (tests/data/golden_cards.txt), snapshotted.

A change in what a card compiles to shows up here as a readable diff. Update the snapshots with
``pytest tests/test_compiler_golden.py --snapshot-update`` when the change is intended.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

import oraclec
from oraclec import cards, compiled

NAMES = [
    line.strip()
    for line in (Path(__file__).parent / "data" / "golden_cards.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
]


@cache
def _corpus() -> dict[str, cards.Card]:
    wanted = set(NAMES)
    return {card.name: card for card in cards.load() if card.name in wanted}


def test_the_curated_set_is_large_enough() -> None:
    assert len(NAMES) >= 100
    assert len(set(NAMES)) == len(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_compiled_effects(name: str, snapshot) -> None:  # type: ignore[no-untyped-def]
    card = _corpus()[name]
    result = oraclec.compile_card(card)
    assert result.status == "compiled", result.diagnostics
    readable = json.dumps(json.loads(compiled.to_json(result)), indent=2, ensure_ascii=False)
    assert readable == snapshot
