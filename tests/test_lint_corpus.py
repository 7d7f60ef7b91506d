"""The linter over the whole bundled database: current Oracle text is correctly templated, so
every finding other than syntax (grammar gaps) is a false positive.

The checks accept current text by what it is, with no list of lines: digital-only cards by their
digital-only actions (their text is the game client's, outside paper templating), types of
nontraditional cards read from current type lines, reminder texts by the keyword's own reminders.
What no rule makes right is the database's own: errors of its data (typos, a battle without
defense), joke cards, and the cards Oracle has not re-templated (playtest, Un-set and early
digital cards that keep "enters the battlefield" or their name). Those are the entries of its
baseline, cards/oracle-cards.lint-baseline.tsv, each with its reason, which ``oraclec lint --db``
counts and does not print. The baseline is kept exact both ways: a finding it does not accept
fails (a false positive to fix in the checks), and an entry that matches no finding fails (a
stale line). Linting runs in worker processes, without the syntax check (no parsing).
"""

from __future__ import annotations

import json
import multiprocessing
import os
from importlib import resources

import pytest

from oraclec import cards
from oraclec.lint import CHECKS, Category, Options, build_usage, lint_card
from oraclec.lint import baseline as lint_baseline
from oraclec.lint import usage as lint_usage

#: every check but syntax
WITHOUT_SYNTAX = Options(select=frozenset(c for c, check in CHECKS.items() if check.category is not Category.SYNTAX), suggest=False)
#: the baseline stays small: a few errors of the data, and the cards Oracle has not re-templated
#: (about 75 cards of 29,000), not a way to silence a check
MAX_BASELINE_SHARE = 0.005


@pytest.fixture(scope="module")
def corpus() -> list[cards.Card]:
    return cards.load_all()


def _findings(chunk: list[cards.Card]) -> list[tuple[str, list[tuple[str, lint_baseline.Key]]]]:
    """(card name, [(code, baseline key)]) of each card with findings."""
    out = []
    for card in chunk:
        found = [(d.code, lint_baseline.key_of(d)) for d in lint_card(card, WITHOUT_SYNTAX)]
        if found:
            out.append((card.name, found))
    return out


def test_no_false_positives_on_the_corpus(corpus: list[cards.Card]) -> None:
    chunks = [corpus[i : i + 1000] for i in range(0, len(corpus), 1000)]
    with multiprocessing.get_context("fork").Pool(min(4, os.cpu_count() or 1)) as pool:
        raw = [item for part in pool.imap(_findings, chunks) for item in part]
    assert "attested" not in lint_usage.data(), "no list of accepted lines: the checks accept current text by what it is"
    found = {where for _, findings in raw for _, where in findings}
    accepted = lint_baseline.read(lint_baseline.beside(cards.bundled_database()))
    listed = {entry.key for entry in accepted.entries}
    assert all(entry.reason for entry in accepted.entries), "every entry of the bundled baseline says why"
    false_positives = sorted(found - listed)
    stale = sorted(listed - found)
    assert not false_positives, f"{len(false_positives)} false positives on current Oracle text: {false_positives[:20]}"
    assert not stale, f"entries of {accepted.path} that match no finding (remove them): {stale[:20]}"
    assert len(listed) < MAX_BASELINE_SHARE * len(corpus)


def test_usage_data_is_built_from_the_bundled_database(corpus: list[cards.Card]) -> None:
    """``data/oracle_usage.json`` is what ``python -m oraclec.lint.build_usage`` makes of the bundled
    database (a new database: run it and commit the file)."""
    shipped = json.loads(resources.files("oraclec").joinpath(lint_usage.USAGE_FILE).read_text("utf-8"))
    built = build_usage.build(corpus)
    changed = [key for key in built if built[key] != shipped.get(key)]
    assert not changed, f"{changed} of {lint_usage.USAGE_FILE} differ from the bundled database: run 'python -m oraclec.lint.build_usage' and commit the file"
