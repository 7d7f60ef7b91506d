"""Shared fixtures. The corpus is loaded and parsed once per test session: corpus-wide tests
(coverage, compilation, mutations, linting) share these instead of parsing 29,410 cards again.

No test is skipped: a skip (a test that did not run, counted apart) fails instead. A test either
runs or is a strict expected failure with its reason in tests/expected_failures.py."""

from __future__ import annotations

from pathlib import Path

import pytest

import expected_failures
from oraclec import cards, stats

_NO_SKIPS = "skipped tests fail here: make the condition a requirement, or list the test as an expected failure in tests/expected_failures.py"
#: the reasons an expected failure may give
_LISTED = {v for k, v in vars(expected_failures).items() if k.isupper() and isinstance(v, str)} | set(expected_failures.SCENARIOS.values())


def _skip_reason(report: pytest.CollectReport | pytest.TestReport) -> str:
    longrepr = report.longrepr
    return longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):  # type: ignore[no-untyped-def]
    report = (yield).get_result()
    if not report.skipped:
        return
    if not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"{item.nodeid} was skipped ({_skip_reason(report)}): {_NO_SKIPS}"
    elif report.wasxfail not in _LISTED:
        report.outcome = "failed"
        report.longrepr = f"{item.nodeid} is an expected failure whose reason is not in tests/expected_failures.py: {report.wasxfail!r}"
        del report.wasxfail


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector: pytest.Collector):  # type: ignore[no-untyped-def]
    report = (yield).get_result()
    if report.skipped:
        report.outcome = "failed"
        report.longrepr = f"{collector.nodeid} was skipped ({_skip_reason(report)}): {_NO_SKIPS}"


@pytest.fixture(scope="session")
def corpus_cards() -> list[cards.Card]:
    """Every card of the bundled database, in database order."""
    return list(cards.load())


@pytest.fixture(scope="session")
def corpus_stats(corpus_cards: list[cards.Card]) -> stats.Stats:
    """Parse statistics of the bundled database (all CPUs), with the names of parsed cards."""
    return stats.collect(corpus_cards)


@pytest.fixture()
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty compile cache of the test's own (``ORACLEC_CACHE_DIR``)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("ORACLEC_CACHE_DIR", str(folder))
    return folder
