"""``oraclec play``: pass and fail per file, the failure report, --json, --trace, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oraclec.cli import main

#: cards defined in the file, so that these runs need no card database
CARDS = '''
[cards."Test Island"]
type_line = "Basic Land — Island"

[cards."Test Study"]
mana_cost = "{U}"
type_line = "Sorcery"
oracle_text = "Draw two cards."

[cards."Test Tutor"]
mana_cost = "{U}"
type_line = "Sorcery"
oracle_text = "Search your library for a card, put that card into your hand, then shuffle."
'''

PASSING = '''
description = "a study draws two"

[players.alice]
hand = ["Test Study"]
library = ["Test Island", "Test Island", "Test Island"]
battlefield = ["Test Island"]

[players.bob]
hand = ["Test Study"]

[[step]]
do = "cast"
card = "Test Study"

[[step]]
do = "resolve"

[expect]
"alice.hand" = ["Test Island", "Test Island"]
"alice.library" = 1
"alice.graveyard" = ["Test Study"]
''' + CARDS

FAILING = PASSING.replace('"alice.library" = 1', '"alice.library" = 3').replace('description = "a study draws two"', 'description = "wrong on purpose"')

#: bob's answer is never asked for: a warning, declared, so the scenario passes
TUTOR = '''
expect_warnings = ["bob's answers to 'may' were not used"]

[players.alice]
hand = ["Test Tutor"]
library = ["Test Island", "Test Study"]
battlefield = ["Test Island"]

[players.bob]

[[step]]
do = "cast"
card = "Test Tutor"

[[step]]
do = "resolve"
answers = { card = ["Test Study"], bob = { may = [true] } }

[expect]
"alice.hand" = ["Test Study"]

[[expect.event]]
kind = "shuffle"
player = "alice"
''' + CARDS


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_passing_scenario_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "pass.toml", PASSING)
    assert main(["play", path]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"PASS {path} — a study draws two")


def test_a_failing_scenario_exits_1_with_expected_actual_and_the_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "fail.toml", FAILING)
    assert main(["play", path]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {path} — wrong on purpose" in out
    assert "failed: expect.\"alice.library\" (line 21): alice's library holds 1, expected 3" in out
    assert "    expected: 3\n    actual:   1\n" in out
    assert "  game log:" in out and "cast alice Test Study hand -> stack" in out


def test_an_invalid_file_exits_2_naming_file_line_and_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "bad.toml", PASSING.replace('card = "Test Study"', 'card = "Test Study"\ncolor = "blue"'))
    good = write(tmp_path, "good.toml", PASSING)
    assert main(["play", path, good]) == 2
    captured = capsys.readouterr()
    assert f"oraclec play: error: {path}: line 15, key step 1 → color: unknown key 'color' in step 1" in captured.err
    assert f"ERROR {path}" in captured.out and f"PASS {good}" in captured.out
    assert "1 passed, 0 failed, 1 invalid" in captured.out
    assert "Traceback" not in captured.err


def test_a_toml_syntax_error_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "syntax.toml", "[players.alice\n")
    assert main(["play", path]) == 2
    err = capsys.readouterr().err
    assert f"{path}: line 1, column" in err and "TOML syntax" in err


def test_failed_beats_passed_and_invalid_beats_failed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ok, bad = write(tmp_path, "ok.toml", PASSING), write(tmp_path, "bad.toml", FAILING)
    assert main(["play", ok, bad]) == 1
    assert main(["play", ok, bad, write(tmp_path, "x.toml", "[players]\n")]) == 2
    assert main(["play", ok, ok]) == 0
    capsys.readouterr()


def test_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ok, bad = write(tmp_path, "ok.toml", PASSING), write(tmp_path, "bad.toml", FAILING)
    invalid = write(tmp_path, "invalid.toml", "[players.alice]\nlife = true\n")
    assert main(["play", "--json", ok, bad, invalid]) == 2
    captured = capsys.readouterr()
    doc = json.loads(captured.out)
    assert (doc["passed"], doc["failed"], doc["invalid"]) == (1, 1, 1)
    first, second, third = doc["files"]
    assert first["passed"] is True and first["failures"] == [] and "log" not in first
    assert second["passed"] is False
    assert second["failures"] == [{"what": 'expect."alice.library"', "line": 21, "message": "alice's library holds 1, expected 3: [\"Test Island\"]", "expected": 3, "actual": 1}]
    assert any("cast alice Test Study" in line for line in second["log"])
    assert third == {"file": invalid, "passed": False, "error": f"{invalid}: line 2, key players.alice.life: wrong type: expected an integer, got a boolean (true)"}
    assert captured.err == f"oraclec play: error: {third['error']}\n"  # exit code 2 has its error on stderr


def test_trace_shows_every_event_and_every_choice_with_its_options(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "tutor.toml", TUTOR)
    assert main(["play", "--trace", path]) == 0
    out = capsys.readouterr().out
    assert "step 2: alice resolve" in out
    assert "choice: alice chooses 0-1 (card) — search: find up to 1: Test Island, Test Study" in out or "choice: alice chooses 1 (card) — search: find up to 1: Test Island, Test Study" in out
    assert "-> Test Study (answer)" in out
    assert "event" in out and "shuffle alice" in out
    # bob's answer was never asked for: a warning, expected by the file
    assert "warning: step 2: bob's answers to 'may' were not used: True" in out


def test_trace_in_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "tutor.toml", TUTOR)
    assert main(["play", "--json", "--trace", path]) == 0
    doc = json.loads(capsys.readouterr().out)
    trace = doc["files"][0]["trace"]
    assert trace[0].startswith("setup: alice, bob; alice's turn, main1, seed 0")
    assert any(line.strip().startswith("choice: alice chooses") for line in trace)
    assert doc["files"][0]["warnings"] == ["step 2: bob's answers to 'may' were not used: True"]


def test_a_warning_the_file_does_not_expect_fails_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "tutor.toml", TUTOR.replace("expect_warnings = [\"bob's answers to 'may' were not used\"]\n", ""))
    assert main(["play", path]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {path}" in out
    assert "  warning: step 2: bob's answers to 'may' were not used: True\n" in out
    assert "  failed: warning: step 2: bob's answers to 'may' were not used: True (a warning fails the scenario unless expect_warnings holds a piece of its text)\n" in out


def test_a_refused_step_without_error_fails_and_stops(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = PASSING.replace('[[step]]\ndo = "cast"\ncard = "Test Study"\n', '[[step]]\ndo = "cast"\ncard = "Test Study"\nplayer = "bob"\n', 1)
    path = write(tmp_path, "refused.toml", text)
    assert main(["play", path]) == 1
    out = capsys.readouterr().out
    assert "failed: step 1 (line 12): step 1: bob cast Test Study was refused: priority: bob does not have priority (alice has)" in out


def test_an_expected_refusal_that_does_not_happen_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = PASSING.replace('card = "Test Study"\n', 'card = "Test Study"\nerror = "timing"\n', 1)
    path = write(tmp_path, "not-refused.toml", text)
    assert main(["play", path]) == 1
    out = capsys.readouterr().out
    assert "should have been refused (timing), but it was carried out" in out


def test_a_refusal_for_another_reason_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = PASSING.replace('card = "Test Study"\n', 'card = "Test Study"\nerror = "timing"\nplayer = "bob"\n', 1)
    path = write(tmp_path, "other-reason.toml", text)
    assert main(["play", path]) == 1
    out = capsys.readouterr().out
    assert "was refused for the wrong reason: priority" in out
    assert "expected: \"timing\"\n    actual:   \"priority\"" in out


def test_play_is_listed_in_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "play" in capsys.readouterr().out
    assert main(["play", "--help"]) == 0
    assert "--trace" in capsys.readouterr().out
