"""The command line framework: sub-commands, exit codes, errors on stderr, ``--json``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from oraclec import __version__
from oraclec.cli import SUBCOMMANDS, available_subcommands, main

SAMPLE = Path(__file__).parent / "data" / "formats" / "scryfall-sample.json"


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"oraclec {__version__}\n"


def test_no_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("usage: oraclec")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        (["stats", "--top", "many"], "argument --top: invalid int value: 'many'"),
        (["parse", "--no-such-option"], "unrecognized arguments: --no-such-option"),
    ],
)
def test_usage_errors(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert captured.out == ""


def test_every_available_subcommand_has_help(capsys: pytest.CaptureFixture[str]) -> None:
    available = available_subcommands()
    assert {"parse", "stats"} <= set(available)
    assert available == [name for name in SUBCOMMANDS if name in available]  # listed in order
    for name in available:
        assert main([name, "--help"]) == 0
        out = capsys.readouterr().out
        assert out.startswith(f"usage: oraclec {name}")
    assert main(["--help"]) == 0
    top = capsys.readouterr().out
    for name in available:
        assert f"\n    {name} " in top


def test_parse_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "Draw a card."]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("AbilityLine")
    assert captured.err == ""

    assert main(["parse", "Draw a card.\nFrobnicate the widget."]) == 1
    captured = capsys.readouterr()
    assert captured.out.startswith("AbilityLine")  # the line that parses is still shown
    assert captured.err.startswith("line 2, column 1: ")
    assert "Frobnicate the widget." in captured.err


def test_parse_json_is_one_document(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "--json", "Draw a card.\nFrobnicate the widget."]) == 1
    document = json.loads(capsys.readouterr().out)
    first, second = document["abilities"]
    assert first["text"] == "Draw a card." and first["tree"]["node"] == "AbilityLine"
    assert second["text"] == "Frobnicate the widget."
    assert (second["error"]["line"], second["error"]["column"]) == (2, 1)
    assert second["error"]["start"] == len("Draw a card.\n")


def test_parse_card_from_a_database(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["parse", "--card", "demonic tutor", "--db", str(SAMPLE), "--json"])
    document = json.loads(capsys.readouterr().out)
    assert document["card"] == "Demonic Tutor"
    assert document["tree"]["node"] == "CardText"
    assert status == (1 if document["errors"] else 0)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["parse"], "oraclec parse: error: give the text to parse, or --card NAME\n"),
        (["parse", "--card", "No Such Card", "--db", str(SAMPLE)], "oraclec parse: error: no card named 'No Such Card' in the database\n"),
        (["parse", "--card", "Shock", "--db", "missing.json"], "oraclec parse: error: missing.json: no such file\n"),
    ],
)
def test_input_errors(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.err == message
    assert captured.out == ""


def test_python_dash_m(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "oraclec", "--version"], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert (result.returncode, result.stdout, result.stderr) == (0, f"oraclec {__version__}\n", "")


def test_a_closed_pipe_is_not_an_error(tmp_path: Path) -> None:
    """``oraclec ... | head``: the reader leaves early; oraclec stops quietly."""
    text = "\n".join(["Draw a card."] * 400)  # far more output than a pipe buffers
    process = subprocess.Popen(
        [sys.executable, "-m", "oraclec", "parse", "--json", text],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.read(100)
    process.stdout.close()
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=120) == 0
    assert stderr == ""
