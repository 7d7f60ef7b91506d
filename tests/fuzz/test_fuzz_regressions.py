"""The failures the fuzz suite found that no other test covers, each with a small reproducer
(python benchmarks/fuzz.py saves every failing input; the smallest of a new kind goes here).

One that oraclec does not handle yet is a strict expected failure, its reason in
tests/expected_failures.py: it starts to pass, and so fails the run, when its cause is fixed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from harness import describe, judge, run_cli

from oraclec.errors import InputError, shown
from oraclec.scenario.loader import load


def one_card_database(folder: Path) -> Path:
    path = folder / "one-card.jsonl"
    card = {"object": "card", "name": "Fuzz Card", "layout": "normal", "type_line": "Creature — Bird", "oracle_text": "Flying"}
    path.write_text(json.dumps(card) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(["parse", "Flying", "Draw a card.\nDestroy target creature."], id="parse-unrecognized-argument"),
        pytest.param(["lint", "Flying", "a\nb"], id="lint-unrecognized-argument"),
        pytest.param(["lint", "Flying", "--no=a\nb"], id="lint-ambiguous-option"),
        pytest.param(["compile", "{folder}/a\nb.json", "-o", "-"], id="compile-missing-database"),
        pytest.param(["play", "{folder}/a\nb.toml"], id="play-missing-scenario"),
        pytest.param(["play", "--json", "{folder}/a\rb.toml"], id="play-json-missing-scenario"),
        pytest.param(["parse", "--db={folder}/a\nb.json"], id="parse-missing-database"),
        pytest.param(["lint", "Flying", "--baseline={folder}/a\u2028b.tsv"], id="lint-missing-baseline"),
        pytest.param(["stats", "{folder}/a\x1b[2Jb.json"], id="stats-missing-database"),
        pytest.param(["compile", "{db}", "-o", "{folder}/a\nb/out.jsonl"], id="compile-missing-output-folder"),
    ],
)
def test_an_error_quoting_an_argument_with_a_line_break_is_one_line(argv: list[str], tmp_path: Path) -> None:
    database = one_card_database(tmp_path)
    argv = [part.replace("{folder}", str(tmp_path)).replace("{db}", str(database)) for part in argv]
    outcome = run_cli(argv, timeout=60)
    assert outcome.code == 2
    failures = judge(outcome, json_output="--json" in argv)
    assert not failures, describe(failures)


@pytest.mark.parametrize(
    ("argv", "error"),
    [
        (["parse", "Flying", "Draw a card.\nDestroy target creature."], "unrecognized arguments: 'Draw a card.\\nDestroy target creature.'"),
        (["play", "{folder}/a\nb.toml"], "'{folder}/a\\nb.toml': No such file or directory"),
        (["compile", "{folder}/a\tb.json", "-o", "-"], "'{folder}/a\\tb.json': no such file"),
        (["lint", "Flying", "--no=a\nb"], "ambiguous option: --no=a\\nb could match --no-suggest, --no-baseline"),
    ],
    ids=["unrecognized-argument", "missing-scenario", "missing-database", "ambiguous-option"],
)
def test_an_argument_with_a_control_character_is_quoted_with_escapes(argv: list[str], error: str, tmp_path: Path) -> None:
    """Quoted as Python writes a string: the message says exactly what was given."""
    outcome = run_cli([part.replace("{folder}", str(tmp_path)) for part in argv], timeout=60)
    assert outcome.code == 2
    assert outcome.stderr.splitlines()[-1] == f"oraclec {argv[0]}: error: {error.replace('{folder}', str(tmp_path))}"


def test_an_argument_without_control_characters_is_quoted_as_it_is() -> None:
    assert shown("/tmp/cards — “new”/é.json") == "/tmp/cards — “new”/é.json"
    assert shown("a\u2029b") == "'a\\u2029b'"
    assert shown("a\x85b\x7f") == "'a\\x85b\\x7f'"


@pytest.mark.parametrize(
    ("argv", "argument"),
    [
        pytest.param(["play", "{folder}/scenario\x00.toml"], "FILE", id="play"),
        pytest.param(["play", "--json", "{folder}/scenario\x00.toml"], "FILE", id="play-json"),
        pytest.param(["compile", "{folder}/cards\x00.json", "-o", "-"], "DATABASE", id="compile-database"),
        pytest.param(["compile", "{db}", "-o", "{folder}/out\x00.jsonl"], "-o/--output", id="compile-output"),
        pytest.param(["stats", "{folder}/cards\x00.json"], "DATABASE", id="stats"),
        pytest.param(["parse", "--db={folder}/cards\x00.json"], "--db", id="parse-db"),
        pytest.param(["lint", "--db={folder}/cards\x00.json"], "--db", id="lint-db"),
        pytest.param(["lint", "Flying", "--baseline={folder}/base\x00.tsv"], "--baseline", id="lint-baseline"),
        pytest.param(["lint", "Flying", "--write-baseline={folder}/base\x00.tsv"], "--write-baseline", id="lint-write-baseline"),
    ],
)
def test_a_file_name_with_a_nul_byte_is_an_input_error(argv: list[str], argument: str, tmp_path: Path) -> None:
    """No file name holds a NUL byte: the system calls refuse it with a ValueError, which was an
    internal error (exit code 3) in play, compile -o and lint's baselines."""
    database = one_card_database(tmp_path)
    argv = [part.replace("{folder}", str(tmp_path)).replace("{db}", str(database)) for part in argv]
    outcome = run_cli(argv, timeout=60)
    failures = judge(outcome, json_output="--json" in argv)
    assert not failures, describe(failures)
    assert outcome.code == 2
    nul_name = next(part.partition("=")[2] or part for part in argv if "\x00" in part)
    assert outcome.stderr.splitlines()[-1] == f"oraclec {argv[0]}: error: argument {argument}: {nul_name!r}: a file name cannot hold a NUL byte"


def test_loading_a_scenario_file_whose_name_has_a_nul_byte_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError) as raised:
        load(f"{tmp_path}/scenario\x00.toml")
    assert str(raised.value) == f"{str(tmp_path) + '/scenario' + chr(0) + '.toml'!r}: a file name cannot hold a NUL byte"
