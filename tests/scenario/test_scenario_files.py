"""Every scenario file in tests/scenarios/ passes (one test per file).

The seed rulings are there, each file named after its ruling, with scenarios for cards of the
corpus. A file the parser, compiler or runtime can't pass yet is listed, with the reason, in
tests/expected_failures.py (SCENARIOS): it runs as a strict expected failure, so that one that
starts passing fails the run and its entry goes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from expected_failures import SCENARIOS as EXPECTED_TO_FAIL
from oraclec.scenario import play_file

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(SCENARIOS.glob("*.toml"))


def report(result) -> str:  # type: ignore[no-untyped-def]
    lines = [f"{result.path}: {result.description}"]
    lines += [f"  failed: {f.what} (line {f.line}): {f.message}" for f in result.failures]
    lines += [f"  warning: {w}" for w in result.warnings]
    lines += ["  trace:"] + [f"    {t}" for t in result.trace]
    return "\n".join(lines)


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 100


def test_the_expected_failures_name_scenario_files() -> None:
    names = {p.stem for p in FILES}
    assert sorted(set(EXPECTED_TO_FAIL) - names) == [], "tests/expected_failures.py lists scenarios that are not in tests/scenarios/"
    assert list(SCENARIOS.glob("*/*.toml")) == [], "scenario files go in tests/scenarios/ itself: pytest runs no other folder"


def _param(path: Path) -> object:
    reason = EXPECTED_TO_FAIL.get(path.stem)
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(path, id=path.stem, marks=marks)


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_scenario(path: Path) -> None:
    result = play_file(path)
    assert result.passed, report(result)
