"""Every scenario file in tests/scenarios/ passes (one test per file).

The seed rulings are there, each file named after its ruling, with scenarios for cards of the
corpus. Files in tests/scenarios/pending/ show rulings or cards the parser, compiler or runtime
can't handle yet: each is expected to fail (strictly: one that starts passing fails the run, so
it is moved up), with the reason in its first comment line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from oraclec.errors import OracleError
from oraclec.scenario import load, play_file, run

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
FILES = sorted(SCENARIOS.glob("*.toml"))
PENDING = sorted((SCENARIOS / "pending").glob("*.toml"))


def report(result) -> str:  # type: ignore[no-untyped-def]
    lines = [f"{result.path}: {result.description}"]
    lines += [f"  failed: {f.what} (line {f.line}): {f.message}" for f in result.failures]
    lines += [f"  warning: {w}" for w in result.warnings]
    lines += ["  trace:"] + [f"    {t}" for t in result.trace]
    return "\n".join(lines)


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 100


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    result = play_file(path)
    assert result.passed, report(result)


def _reason(path: Path) -> str:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# pending: "), f"{path.name}: the first line must say why it is pending"
    return first.removeprefix("# pending: ")


@pytest.mark.parametrize("path", PENDING, ids=[p.stem for p in PENDING])
def test_pending_scenario(path: Path) -> None:
    """Not yet: strict xfail, so that a pending scenario that starts passing is noticed."""
    reason = _reason(path)
    scenario = load(path)  # the file itself must be valid
    try:
        result = run(scenario)
    except OracleError as exc:  # an unparsed card may make the file unplayable for now
        pytest.xfail(f"{reason} ({exc})")
    if result.passed:
        pytest.fail(f"{path.name} passes now: move it to tests/scenarios/ ({reason})")
    pytest.xfail(reason)
