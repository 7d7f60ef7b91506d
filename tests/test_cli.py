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
        (["parse"], "oraclec parse: error: give the text to parse, a card file, or --card NAME (see 'oraclec parse --help')\n"),
        (["parse", "--card", "No Such Card", "--db", str(SAMPLE)], f"oraclec parse: error: {SAMPLE}: no card named 'No Such Card' in the database\n"),
        (["parse", "--card", "Shock", "Draw a card."], "oraclec parse: error: --card parses a card of the database: give no text, file or --name with it\n"),
        (["parse", str(SAMPLE), "--name", "Shock"], "oraclec parse: error: --name names the card of text given as the argument; a card file names its cards\n"),
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


# -- the same inputs for every command -----------------------------------------------------------------
CARD_FILE = """# two custom cards
Grizzly Guardian {1}{G}
Creature — Bear Warrior
When Grizzly Guardian enters, draw a card.
2/2

Orcish Muster {1}{R}
Sorcery
Frobnicate target creature.
"""


@pytest.fixture()
def card_file(tmp_path: Path) -> Path:
    path = tmp_path / "custom-cards.txt"
    path.write_text(CARD_FILE, encoding="utf-8")
    return path


def test_parse_reads_a_plain_text_card_file(card_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", str(card_file)]) == 1  # Orcish Muster does not parse
    captured = capsys.readouterr()
    assert captured.out.count("CardText\n") == 2
    assert "name: 'Grizzly Guardian'" in captured.out
    assert "subject: SelfRef(text='~')" in captured.out  # the card's name in its text is itself
    # the error is placed in the file: line 9 is Orcish Muster's text
    assert captured.err.startswith(f"{card_file}: line 9, column 1 (Orcish Muster): unknown word 'Frobnicate'\n")
    assert "custom-cards" not in captured.out  # the file's name is not parsed as card text

    card_file.write_text(CARD_FILE.replace("Frobnicate target creature.", "Destroy target creature."), encoding="utf-8")
    assert main(["parse", str(card_file)]) == 0
    assert capsys.readouterr().err == ""


def test_parse_json_of_a_card_file(card_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", str(card_file), "--json"]) == 1
    document = json.loads(capsys.readouterr().out)
    assert document["file"] == str(card_file)
    guardian, muster = document["cards"]
    assert guardian["card"] == "Grizzly Guardian" and guardian["errors"] == []
    assert guardian["tree"]["node"] == "CardText"
    (error,) = muster["errors"]
    assert (error["face"], error["line"], error["column"], error["file_line"]) == ("Orcish Muster", 1, 1, 9)


def test_parse_reads_a_database_file(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["parse", str(SAMPLE), "--json"])
    document = json.loads(capsys.readouterr().out)
    assert document["file"] == str(SAMPLE)
    assert [c["card"] for c in document["cards"]][:2] == ["Saw It Coming", "Say Its Name"]
    assert len(document["cards"]) == 18
    assert status == (1 if any(c["errors"] for c in document["cards"]) else 0)


def test_parse_reads_standard_input(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO(CARD_FILE.replace("\n", "\r\n")))
    assert main(["parse", "-"]) == 1
    captured = capsys.readouterr()
    assert captured.out.count("CardText\n") == 2
    assert captured.err.startswith("<stdin>: line 9, column 1 (Orcish Muster): unknown word 'Frobnicate'\n")


def test_parse_name_makes_self_references_work(capsys: pytest.CaptureFixture[str]) -> None:
    text = "When Grizzly Guardian enters, draw a card."
    assert main(["parse", text]) == 1  # without the name, "Grizzly Guardian" is two unknown words
    assert "unknown word 'Grizzly'" in capsys.readouterr().err
    assert main(["parse", text, "--name", "Grizzly Guardian"]) == 0
    assert "subject: SelfRef(text='~')" in capsys.readouterr().out


def test_an_argument_is_a_path_only_if_the_file_exists(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "Draw a card.").write_text(CARD_FILE, encoding="utf-8")  # a file named like card text
    assert main(["parse", "Draw a card."]) == 1  # the file: its Orcish Muster does not parse
    assert capsys.readouterr().out.count("CardText\n") == 2
    assert main(["parse", "--text", "Draw a card."]) == 0  # --text: the words themselves
    assert capsys.readouterr().out.startswith("AbilityLine\n")
    # no file of that name: a file name is reported missing, text is parsed
    assert main(["parse", "custom-cards.txt"]) == 2
    assert capsys.readouterr().err == "oraclec parse: error: custom-cards.txt: no such file (give --text to read the argument as card text)\n"
    assert main(["parse", "Destroy target creature."]) == 0
    assert capsys.readouterr().out.startswith("AbilityLine\n")


@pytest.mark.parametrize("command", ["parse", "lint"])
def test_long_text_is_text_not_a_path(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Text longer than a file name may be (255 bytes) used to crash with 'File name too long';
    a NUL byte, with 'embedded null byte'."""
    long_text = " ".join(["Draw a card."] * 30)
    assert len(long_text.encode()) > 255
    for argv in ([command, long_text], [command, "--text", long_text], [command, "Draw a\0card."]):
        code = main(argv)
        captured = capsys.readouterr()
        assert "Traceback" not in captured.err and "error:" not in captured.err
        assert code in (0, 1)
    assert main([command, "--text", "Draw a card."]) == 0


# lint searches a folder for card files (tests/test_lint_conventions.py): one without any is its error
@pytest.mark.parametrize("command", ["parse", "stats", "compile"])
def test_a_folder_is_an_input_that_cannot_be_read(command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "cards"
    folder.mkdir()
    assert main([command, str(folder)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"oraclec {command}: error: {folder}: cannot read it: it is a directory, not a card file\n"
    assert captured.out == ""


@pytest.mark.parametrize("command", ["parse", "lint", "stats", "compile"])
def test_a_file_without_permission_is_an_input_that_cannot_be_read(
    command: str, card_file: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import builtins
    import errno

    real_open = builtins.open

    def refuse(file: object, *args: object, **kwargs: object) -> object:
        if str(file) == str(card_file):  # what the system says without read permission
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(builtins, "open", refuse)
    monkeypatch.chdir(card_file.parent)  # compile's default output goes there
    assert main([command, str(card_file)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"oraclec {command}: error: {card_file}: cannot read it (Permission denied)\n"


@pytest.mark.parametrize("command", ["stats", "compile"])
def test_stats_and_compile_read_plain_text_card_files(
    command: str, card_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ORACLEC_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    assert main([command, str(card_file), "--json", "--jobs", "1"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["cards"] == 2
    if command == "stats":
        assert document["format"] == "plain-text" and document["cards_parsed"] == 1
    else:
        lines = (tmp_path / "custom-cards.compiled.jsonl").read_text(encoding="utf-8").splitlines()
        assert [json.loads(line)["name"] for line in lines] == ["Grizzly Guardian", "Orcish Muster"]
        assert json.loads(lines[1])["status"] == "unparsed"


# -- help and options ------------------------------------------------------------------------------
@pytest.mark.parametrize("command", available_subcommands())
def test_an_unknown_option_shows_the_sub_commands_usage(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command, "--bogus", "x"]) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith(f"usage: oraclec {command} ")
    # "x" is the argument of the commands that take one (play needs it), one more unknown of those that take none (lsp)
    unknown = "--bogus x" if command in ("lsp",) else "--bogus"
    assert captured.err.endswith(f"\noraclec {command}: error: unrecognized arguments: {unknown}\n")
    assert captured.out == ""


def test_help_has_no_markup(capsys: pytest.CaptureFixture[str]) -> None:
    """The help is made from docstrings: no reST literals or roles may reach it."""
    import re

    for argv in (["--help"], *([name, "--help"] for name in available_subcommands())):
        assert main(argv) == 0
        out = capsys.readouterr().out
        assert "``" not in out and not re.search(r":[a-z]+:`", out), argv
        assert "`" not in out, argv


def test_plain_help_converts_rest_markup() -> None:
    from oraclec.cli import plain_help

    assert plain_help("the schema is in :mod:`oraclec.compiled`") == "the schema is in oraclec.compiled"
    assert plain_help("see :func:`~oraclec.cards.bundled_database`.") == "see bundled_database."
    assert plain_help("``-o -`` writes to\nstdout; ``--jobs``") == "-o - writes to\nstdout; --jobs"


@pytest.mark.parametrize("command", ["stats", "compile", "lint"])
def test_jobs_is_checked_the_same_way_everywhere(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([command, "--jobs", "0", "x"]) == 2
    assert f"oraclec {command}: error: argument --jobs/-j: must be at least 1, got 0" in capsys.readouterr().err
