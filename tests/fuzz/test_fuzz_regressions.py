"""The failures the fuzz suite found that no other test covers, each with a small reproducer
(python benchmarks/fuzz.py saves every failing input; the smallest of a new kind goes here).

Those oraclec does not handle yet are strict expected failures, their reasons in
tests/expected_failures.py: each starts to pass, and so fails the run, when its cause is fixed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from harness import describe, judge, run_cli

import expected_failures


def one_card_database(folder: Path) -> Path:
    path = folder / "one-card.jsonl"
    card = {"object": "card", "name": "Fuzz Card", "layout": "normal", "type_line": "Creature — Bird", "oracle_text": "Flying"}
    path.write_text(json.dumps(card) + "\n", encoding="utf-8")
    return path


@pytest.mark.xfail(reason=expected_failures.FUZZ_LINE_BREAK_IN_ARGUMENT, strict=True)
@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(["parse", "Flying", "Draw a card.\nDestroy target creature."], id="parse-unrecognized-argument"),
        pytest.param(["lint", "Flying", "a\nb"], id="lint-unrecognized-argument"),
        pytest.param(["compile", "{folder}/a\nb.json", "-o", "-"], id="compile-missing-database"),
        pytest.param(["play", "{folder}/a\nb.toml"], id="play-missing-scenario"),
        pytest.param(["parse", "--db={folder}/a\nb.json"], id="parse-missing-database"),
        pytest.param(["compile", "{db}", "-o", "{folder}/a\nb/out.jsonl"], id="compile-missing-output-folder"),
    ],
)
def test_an_error_quoting_an_argument_with_a_line_break_is_one_line(argv: list[str], tmp_path: Path) -> None:
    database = one_card_database(tmp_path)
    argv = [part.replace("{folder}", str(tmp_path)).replace("{db}", str(database)) for part in argv]
    outcome = run_cli(argv, timeout=60)
    assert outcome.code == 2
    failures = judge(outcome)
    assert not failures, describe(failures)


@pytest.mark.xfail(reason=expected_failures.FUZZ_NUL_IN_SCENARIO_PATH, strict=True)
def test_play_of_a_file_name_with_a_nul_byte_is_an_input_error(tmp_path: Path) -> None:
    outcome = run_cli(["play", f"{tmp_path}/scenario\x00.toml"], timeout=60)
    failures = judge(outcome)
    assert not failures, describe(failures)
    assert outcome.code == 2
