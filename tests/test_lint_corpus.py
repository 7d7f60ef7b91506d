"""The linter over the whole bundled database: current Oracle text is correctly templated, so
every finding other than syntax (grammar gaps) is a false positive, except on the cards listed,
with the reason, in tests/data/lint_corpus_outdated.tsv (cards whose database text is not current
templating: digital-only and Un-set cards, Hero cards, and a few typos of the database).

The list is kept exact both ways: a finding on a card that is not listed fails (a false positive
to fix in the checks), and a listed card that no longer raises its codes fails (a stale line).
Linting runs in worker processes, without the syntax check (no parsing: about 1 ms of CPU a card).
"""

from __future__ import annotations

import json
import multiprocessing
import os
from importlib import resources
from pathlib import Path

import pytest

from oraclec import cards
from oraclec.lint import CHECKS, Category, Options, lint_card
from oraclec.lint import usage as lint_usage

OUTDATED = Path(__file__).parent / "data" / "lint_corpus_outdated.tsv"
WITHOUT_SYNTAX = Options(select=frozenset(c for c, check in CHECKS.items() if check.category is not Category.SYNTAX), suggest=False)


@pytest.fixture(scope="module")
def corpus() -> list[cards.Card]:
    return cards.load_all()


def _codes(chunk: list[cards.Card]) -> list[tuple[str, tuple[str, ...]]]:
    out = []
    for card in chunk:
        found = tuple(sorted({d.code for d in lint_card(card, WITHOUT_SYNTAX)}))
        if found:
            out.append((card.name, found))
    return out


def _outdated() -> dict[str, tuple[str, ...]]:
    listed: dict[str, tuple[str, ...]] = {}
    for line in OUTDATED.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, codes, reason = line.split("\t")
        assert reason.strip(), f"{name}: every listed card says why"
        listed[name] = tuple(codes.split(","))
    return listed


def test_no_false_positives_on_the_corpus(corpus: list[cards.Card]) -> None:
    chunks = [corpus[i : i + 1000] for i in range(0, len(corpus), 1000)]
    with multiprocessing.get_context("fork").Pool(min(4, os.cpu_count() or 1)) as pool:
        found = dict(item for part in pool.imap(_codes, chunks) for item in part)
    listed = _outdated()
    false_positives = {name: codes for name, codes in found.items() if name not in listed}
    stale = {name: codes for name, codes in listed.items() if found.get(name) != codes}
    assert not false_positives, f"{len(false_positives)} false positives on current Oracle text: {dict(list(false_positives.items())[:20])}"
    assert not stale, f"listed cards whose findings changed (update {OUTDATED.name}): {dict(list(stale.items())[:20])}"
    assert len(listed) < 0.011 * len(corpus)  # the list stays small: about 1% of the database


def test_usage_data_is_built_from_the_bundled_database(corpus: list[cards.Card]) -> None:
    """``data/oracle_usage.json`` is what ``python -m oraclec.lint.usage`` makes of the bundled
    database (a new database: run it and commit the file)."""
    shipped = json.loads(resources.files("oraclec").joinpath(lint_usage.USAGE_FILE).read_text("utf-8"))
    built = lint_usage.build(corpus)
    changed = [key for key in built if built[key] != shipped.get(key)]
    assert not changed, f"{changed} of {lint_usage.USAGE_FILE} differ from the bundled database: run 'python -m oraclec.lint.usage' and commit the file"
