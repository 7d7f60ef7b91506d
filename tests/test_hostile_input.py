"""Hostile input: never a traceback, internal errors told apart from findings, and the limits of
:mod:`oraclec.limits` stated and enforced. Each test is named after the failure it guards
against (as it was reported); the expected messages are written out here, not taken from the
code under test."""

from __future__ import annotations

import errno
import json
import re
import socket
import tempfile
from pathlib import Path

import pytest

from oraclec import cards, compiledb, limits
from oraclec.cli import main
from oraclec.errors import InputError
from oraclec.jsonio import dumps
from oraclec.parser import ParseError, parse_text
from oraclec.scenario.loader import ScenarioError, loads

ROOT = Path(__file__).parent.parent


def card(name: str, text: str, type_line: str = "Sorcery") -> dict[str, str]:
    return {"object": "card", "name": name, "type_line": type_line, "oracle_text": text}


def database(folder: Path, *objects: dict[str, str], name: str = "cards.json") -> Path:
    path = folder / name
    path.write_text(json.dumps(list(objects)), encoding="utf-8")
    return path


def nested_quotes(levels: int) -> str:
    """An ability granting an ability granting ... (``levels`` quotations deep)."""
    text = "Draw a card."
    for _ in range(levels):
        text = f'Target creature gains "{{T}}: {text}" until end of turn.'
    return text


# -- 1. numbers of 2**64 or more in card text ------------------------------------------------------
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_number_of_2_64_or_more_no_longer_kills_the_compile(jobs: str, tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = database(tmp_path, card("Big", "Draw 99999999999999999999 cards."), card("Small", "Draw a card."))
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(path), "-o", str(out), "--jobs", jobs]) == 0
    assert "Traceback" not in capsys.readouterr().err
    big, small = (json.loads(line) for line in out.read_text(encoding="utf-8").splitlines())
    assert (big["name"], big["status"], small["status"]) == ("Big", "unparsed", "compiled")
    (diagnostic,) = big["diagnostics"]
    assert diagnostic["message"] == "number too large: 20 digits; numbers in card text have at most 9 digits (the limit)"
    assert (diagnostic["start"], diagnostic["end"]) == (5, 25)


def test_a_number_too_large_is_an_input_error_of_oraclec_parse(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["parse", "Draw 99999999999999999999 cards."]) == 2
    assert capsys.readouterr().err == "oraclec parse: error: line 1, column 6: number too large: 20 digits; numbers in card text have at most 9 digits (the limit)\n"
    assert main(["parse", "Draw 999999999 cards."]) == 0  # nine digits: within the limit


def test_an_integer_orjson_refuses_is_written_as_the_standard_library_writes_it() -> None:
    value = {"amount": 2**70, "text": "é"}
    assert dumps(value) == json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# -- 2. lone surrogates --------------------------------------------------------------------------
SURROGATE_MESSAGE = "a string holds the escape \\ud800, half of a UTF-16 surrogate pair without its other half: not a Unicode character"


@pytest.mark.parametrize(
    "argv",
    [["compile", "{path}", "-o", "{out}"], ["stats", "--json", "{path}"], ["lint", "--json", "{path}"]],
    ids=["compile", "stats", "lint"],
)
def test_a_lone_surrogate_in_a_database_is_an_input_error_not_a_crash(argv: list[str], tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "cards.json"
    text = '[{"object": "card", "name": "Fine", "type_line": "Sorcery", "oracle_text": "Draw a card."},\n {"object": "card", "name": "S\\ud800", "type_line": "Sorcery"}]'
    path.write_text(text, encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main([a.format(path=path, out=out) for a in argv]) == 2
    captured = capsys.readouterr()
    column = text.split("\n")[1].index("\\ud800") + 1
    assert captured.err == f"oraclec {argv[0]}: error: {path}: line 2, column {column} (card 2): {SURROGATE_MESSAGE}\n"
    assert captured.out == ""
    assert not out.exists()


def test_a_lone_surrogate_in_an_mtgjson_card_name_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "AtomicCards.json"
    text = '{"meta": {}, "data": {"Bad\\ud800": [{"name": "Bad", "type": "Sorcery"}]}}'
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError, match=re.escape(f"line 1, column {text.index(chr(92)) + 1}: {SURROGATE_MESSAGE}")):
        list(cards.load(path))


def test_a_surrogate_pair_is_one_character_and_no_error(tmp_path: Path) -> None:
    path = database(tmp_path, card("Smile \U0001f600", "Draw a card."))  # json.dumps escapes it as a pair
    assert "\\ud83d\\ude00" in path.read_text(encoding="utf-8")
    assert [c.name for c in cards.load(path)] == ["Smile \U0001f600"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["parse", "Draw a card.\udcff"], "oraclec parse: error: the text is not UTF-8: byte 0xff at character 13\n"),
        (["lint", "--json", "Draw a card.\udcff"], "oraclec lint: error: the card text is not UTF-8: byte 0xff at character 13\n"),
        (["lint", "Draw a card.", "--name", "B\udcffear"], "oraclec lint: error: --name is not UTF-8: byte 0xff at character 2\n"),
    ],
    ids=["parse", "lint", "lint-name"],
)
def test_card_text_arguments_that_are_not_utf8_are_input_errors(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Python hands the bytes of an argument it cannot decode over as lone surrogates."""
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert (captured.err, captured.out) == (message, "")


# -- 3. nested quoted abilities --------------------------------------------------------------------
def test_quoted_abilities_nested_past_the_limit_are_a_parse_error_not_a_recursion_error() -> None:
    text = nested_quotes(limits.MAX_QUOTE_DEPTH + 1)
    with pytest.raises(ParseError) as raised:
        parse_text(text)
    assert raised.value.reason == "quoted abilities nest more than 20 levels deep (the limit)"
    assert raised.value.label == "limit"
    innermost = text.index('"', text.index('"') + 1)  # the 21st level is the 2nd opening quote
    for _ in range(limits.MAX_QUOTE_DEPTH - 1):
        innermost = text.index('"', innermost + 1)
    assert raised.value.start == innermost


def test_990_levels_of_quotation_are_a_parse_error_in_parse_compile_and_play(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = nested_quotes(990)
    assert main(["parse", "--json", text]) == 2
    document = json.loads(capsys.readouterr().out)
    assert document["abilities"][0]["error"]["message"] == "quoted abilities nest more than 20 levels deep (the limit)"
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(database(tmp_path, card("Deep", text))), "-o", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["status"] == "unparsed"
    scenario = tmp_path / "deep.toml"
    scenario.write_text(
        f'expect_warnings = ["Deep: did not parse"]\n[players.alice]\nhand = ["Deep"]\n[cards."Deep"]\ntype_line = "Sorcery"\noracle_text = {json.dumps(text)}\n',
        encoding="utf-8",
    )
    capsys.readouterr()
    assert main(["play", str(scenario)]) == 0
    assert "Traceback" not in capsys.readouterr().err
    scenario.write_text(scenario.read_text(encoding="utf-8").split("\n", 1)[1], encoding="utf-8")  # the warning not expected
    assert main(["play", str(scenario)]) == 1
    warning = next(line for line in capsys.readouterr().out.splitlines() if "did not parse" in line)
    assert warning.endswith("… (quoted abilities nest more than 20 levels deep (the limit))") and len(warning) < 250


def test_a_3_kb_text_of_nested_quotes_no_longer_breaks_parse_json(capsys: pytest.CaptureFixture[str]) -> None:
    text = nested_quotes(60)
    assert 2500 < len(text) < 3500
    assert main(["parse", "--json", text]) == 2
    assert "RecursionError" not in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["parse", "--json"], ["parse"], ["lint", "--type", "Creature — Bear"]])
def test_quotation_at_the_limit_still_parses_and_prints(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code = main([*argv, nested_quotes(limits.MAX_QUOTE_DEPTH)])
    assert code in (0, 1)  # lint may find wording to improve; a finding, not a crash
    assert "error" not in capsys.readouterr().err


def test_quotation_at_the_limit_still_compiles(tmp_path: Path, cache_dir: Path) -> None:
    out = tmp_path / "out.jsonl"
    path = database(tmp_path, card("Deep", nested_quotes(limits.MAX_QUOTE_DEPTH), "Creature — Bear"))
    assert main(["compile", str(path), "-o", str(out), "--jobs", "2"]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["status"] != "unparsed"


def test_an_ability_longer_than_the_limit_is_a_parse_error_and_a_megabyte_one_is_not() -> None:
    assert limits.MAX_ABILITY_LENGTH >= 1_000_000  # the linear-time benchmark parses such texts
    with pytest.raises(ParseError, match="^the ability is 1,048,577 characters long; the limit is 1,048,576$"):
        parse_text("a" * limits.MAX_ABILITY_LENGTH + ".")
    with pytest.raises(ParseError) as raised:
        parse_text("a" * (limits.MAX_ABILITY_LENGTH - 1) + ".")
    assert raised.value.label == "unknown-word"  # read like any other text


# -- 4. and 5. JSON past its limits, and text after the document ----------------------------------
def _loader_error(tmp_path: Path, text: str) -> str:
    path = tmp_path / "cards.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as raised:
        list(cards.load(path))
    prefix = f"{path}: "
    assert str(raised.value).startswith(prefix)
    return str(raised.value)[len(prefix) :]


def test_100000_nested_brackets_are_an_input_error_not_a_recursion_error(tmp_path: Path) -> None:
    assert _loader_error(tmp_path, "[" * 100_000 + "]" * 100_000) == (
        "line 1, column 65 (card 1): arrays and objects nest more than 64 levels deep (the limit)"
    )


def test_nesting_is_counted_from_the_top_of_the_file(tmp_path: Path) -> None:
    # the array of cards and the card are two levels: 62 more are the most a field may hold
    fine = {"object": "card", "name": "A", "type_line": "Sorcery", "extra": json.loads("[" * 62 + "]" * 62)}
    assert [c.name for c in cards.load(database(tmp_path, fine))] == ["A"]
    deep = dict(fine, extra=json.loads("[" * 63 + "]" * 63))
    text = json.dumps([deep])
    column = text.index("[" * 63) + 63
    assert _loader_error(tmp_path, text) == f"line 1, column {column} (card 1): arrays and objects nest more than 64 levels deep (the limit)"


def test_nesting_in_mtgjson_is_counted_from_the_top_of_the_file(tmp_path: Path) -> None:
    # the file, data, the card's faces and the face are four levels: 60 more are the most
    face = '{"name": "A", "type": "Sorcery", "x": ' + "[" * 60 + "]" * 60 + "}"
    path = tmp_path / "AtomicCards.json"
    path.write_text('{"meta": {}, "data": {"A": [' + face + "]}}", encoding="utf-8")
    assert [c.name for c in cards.load(path)] == ["A"]
    text = '{"meta": {}, "data": {"A": [' + face.replace("[" * 60, "[" * 61).replace("]" * 60, "]" * 61) + "]}}"
    assert _loader_error(tmp_path, text).endswith("(card 'A'): arrays and objects nest more than 64 levels deep (the limit)")


def test_a_5000_digit_integer_is_an_input_error_not_a_value_error(tmp_path: Path) -> None:
    text = '[{"object": "card", "name": "A", "type_line": "Sorcery", "mtgo_id": ' + "9" * 5000 + "}]"
    column = text.index("9") + 1
    assert _loader_error(tmp_path, text) == (
        f"line 1, column {column} (card 1): an integer of 5,000 digits; integers have at most 100 digits (the limit)"
    )


@pytest.mark.parametrize(
    ("after", "line", "column", "found"),
    [("\n" + json.dumps([card("B", "Draw a card.")]), 2, 1, "["), (" junk {{{", 1, None, "j")],
    ids=["a-second-array", "junk"],
)
def test_text_after_the_array_of_cards_is_an_input_error_not_ignored(after: str, line: int, column: int | None, found: str, tmp_path: Path) -> None:
    first = json.dumps([card("A", "Draw a card.")])
    column = column or len(first) + 2
    assert _loader_error(tmp_path, first + after) == (
        f"line {line}, column {column}: unexpected {found!r} after the array of cards, which ends the JSON document"
    )


def test_text_after_the_mtgjson_object_is_an_input_error(tmp_path: Path) -> None:
    text = '{"meta": {}, "data": {"A": [{"name": "A", "type": "Sorcery"}]}} {}'
    assert _loader_error(tmp_path, text) == f"line 1, column {len(text) - 1}: unexpected '{{' after the MTGJSON object, which ends the JSON document"


def test_text_after_the_document_fails_the_compile_with_exit_2(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([card("A", "Draw a card.")]) + "\n" + json.dumps([card("B", "Draw a card.")]), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(path), "-o", str(out)]) == 2
    assert capsys.readouterr().err == f"oraclec compile: error: {path}: line 2, column 1: unexpected '[' after the array of cards, which ends the JSON document\n"
    assert not out.exists()


def test_lint_fix_reads_the_file_with_the_loaders_limits(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "cards.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert main(["lint", str(path), "--fix"]) == 2
    assert "nest more than 64 levels deep" in capsys.readouterr().err


# -- 6. output and cache paths ---------------------------------------------------------------------
def _refuse(code: int) -> OSError:
    return OSError(code, {errno.EROFS: "Read-only file system", errno.EMFILE: "Too many open files"}[code])


def test_output_under_a_regular_file_is_an_input_error_not_a_crash(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = database(tmp_path, card("A", "Draw a card."))
    out = path / "out.jsonl"  # the database is a file: nothing can be under it
    assert main(["compile", str(path), "-o", str(out)]) == 2
    assert capsys.readouterr().err == f"oraclec compile: error: {out}: cannot write the output (Not a directory)\n"


def test_output_on_a_read_only_filesystem_is_an_input_error_not_a_crash(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = database(tmp_path, card("A", "Draw a card."))
    out = tmp_path / "out.jsonl"
    real = compiledb._Temporary

    def read_only(target: Path) -> object:
        if target == out:  # the output's temporary file, beside it
            raise _refuse(errno.EROFS)
        return real(target)

    monkeypatch.setattr(compiledb, "_Temporary", read_only)
    assert main(["compile", str(path), "-o", str(out)]) == 2
    assert capsys.readouterr().err == f"oraclec compile: error: {out}: cannot write the output (Read-only file system)\n"


def test_a_full_disk_while_writing_is_an_output_error(tmp_path: Path) -> None:
    def full(_text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(InputError, match=re.escape("out.jsonl: cannot write the output (No space left on device)")):
        compiledb.writer(full, "out.jsonl")("line\n")


def test_an_unreadable_database_is_a_read_error_not_cannot_write_the_output(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = database(tmp_path, card("A", "Draw a card."))

    def unreadable(_path: Path) -> str:
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    monkeypatch.setattr(compiledb, "file_digest", unreadable)  # the first read of a compile with the cache
    assert main(["compile", str(path), "-o", str(tmp_path / "out.jsonl")]) == 2
    assert capsys.readouterr().err == f"oraclec compile: error: {path}: cannot read the database (Permission denied)\n"


@pytest.mark.parametrize("where", ["a-file", "under-a-file", "read-only"])
def test_an_unusable_cache_folder_is_a_note_never_an_error(where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = database(tmp_path, card("A", "Draw a card."))
    folder = {"a-file": path, "under-a-file": path / "cache", "read-only": tmp_path / "cache"}[where]
    monkeypatch.setenv("ORACLEC_CACHE_DIR", str(folder))
    if where == "read-only":
        real = compiledb._Temporary

        def read_only(target: Path) -> object:
            if target.parent == folder:
                raise _refuse(errno.EROFS)
            return real(target)

        monkeypatch.setattr(compiledb, "_Temporary", read_only)
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(path), "-o", str(out), "--jobs", "1"]) == 0
    err = capsys.readouterr().err
    # the first thing of the cache that oraclec cannot write (the folder, else the kept output,
    # written beside the output), and why the system refused it
    refused = {
        "a-file": re.escape(f"{folder}: not a folder"),
        "under-a-file": re.escape(f"{folder}: Not a directory"),
        "read-only": re.escape(f"{folder / 'output-'}") + r"[0-9a-f]+-[0-9a-f]+\.cache: Read-only file system",
    }[where]
    assert re.fullmatch(
        re.escape("oraclec compile: note: the compile cache cannot be used (") + refused
        + re.escape("): the output is complete, but not cached\n"),
        err,
    ), err
    assert json.loads(out.read_text(encoding="utf-8"))["status"] == "compiled"


def test_a_cache_file_replaced_by_a_folder_is_a_note_never_an_error(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = database(tmp_path, card("A", "Draw a card."))
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(path), "-o", str(out)]) == 0
    kept = sorted(cache_dir.iterdir())
    assert kept
    for file in kept:
        file.unlink()
        file.mkdir()
        (file / "something").touch()  # not empty: never removed (an empty folder gives way to the file)
    capsys.readouterr()
    out.unlink()
    assert main(["compile", str(path), "-o", str(out)]) == 0
    assert "note: the compile cache cannot be used" in capsys.readouterr().err
    assert json.loads(out.read_text(encoding="utf-8"))["name"] == "A"
    assert main(["compile", str(path), "-o", "-"]) == 0  # and with the output on stdout


def test_write_baseline_onto_a_read_only_place_is_an_input_error(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = database(tmp_path, card("A", "Draw a card."))

    def read_only(*args: object, **kwargs: object) -> object:
        raise _refuse(errno.EROFS)

    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    target = tmp_path / "cards.lint-baseline.tsv"
    assert main(["lint", str(path), "--write-baseline", str(target)]) == 2
    assert capsys.readouterr().err == f"oraclec lint: error: {target}: cannot write the baseline (Read-only file system)\n"


@pytest.mark.parametrize("command", ["compile", "stats", "lint"])
def test_jobs_100000_is_a_usage_error(command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = database(tmp_path, card("A", "Draw a card."))
    assert main([command, str(path), "--jobs", "100000"]) == 2
    assert "argument --jobs/-j: at most 256 worker processes (the limit), got 100000" in capsys.readouterr().err


def test_too_many_open_files_for_the_workers_is_one_line(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path = database(tmp_path, card("A", "Draw a card."))
    opened: list[socket.socket] = []
    real = socket.socketpair

    def few(*args: object) -> tuple[socket.socket, socket.socket]:
        if len(opened) >= 6:
            raise _refuse(errno.EMFILE)
        pair = real(*args)  # type: ignore[arg-type]
        opened.extend(pair)
        return pair

    monkeypatch.setattr(socket, "socketpair", few)
    assert main(["compile", str(path), "-o", str(tmp_path / "out.jsonl"), "--jobs", "8"]) == 2
    assert capsys.readouterr().err == "oraclec compile: error: cannot start 8 worker processes (Too many open files); give fewer with --jobs\n"
    assert all(s.fileno() == -1 for s in opened)  # the sockets opened before are closed


# -- 7. deep TOML ----------------------------------------------------------------------------------
def test_a_3000_deep_toml_array_is_a_scenario_error_not_a_recursion_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deep.toml"
    path.write_text('[players.alice]\n[[step]]\ndo = "draw"\ncount = ' + "[" * 3000 + "]" * 3000 + "\n", encoding="utf-8")
    assert main(["play", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"oraclec play: error: {path}: line 4: arrays and tables nest more than 16 levels deep (the limit)\n"


def test_toml_nesting_past_the_limit_names_the_key() -> None:
    # the file, the list of steps and the step are three levels: 13 more are the most
    text = '[players.alice]\n[[step]]\ndo = "draw"\ncount = ' + "[" * 14 + "]" * 14 + "\n"
    with pytest.raises(ScenarioError, match=re.escape("line 4, key step 1 → count: arrays and tables nest more than 16 levels deep (the limit)")):
        loads(text)
    # one level less: past the nesting check, to the check of the key (a count is a number)
    with pytest.raises(ScenarioError, match="wrong type: expected an integer"):
        loads(text.replace("[" * 14, "[" * 13).replace("]" * 14, "]" * 13))


def test_a_5000_digit_toml_integer_is_a_scenario_error_not_a_value_error() -> None:
    with pytest.raises(ScenarioError, match=re.escape("line 2: number too large: integers have at most 9 digits (the limit)")):
        loads("[players.alice]\nlife = " + "9" * 5000 + "\n")


# -- 8. internal errors ----------------------------------------------------------------------------
def _broken(args: object) -> int:
    raise ValueError("the compiler\nbroke")


def test_a_crash_exits_3_in_one_line_not_1(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from oraclec.cli import parse

    monkeypatch.delenv("ORACLEC_DEBUG", raising=False)
    monkeypatch.setattr(parse, "run", _broken)
    assert main(["parse", "Draw a card."]) == 3
    assert capsys.readouterr().err == (
        "oraclec parse: internal error: ValueError: the compiler broke — please report this "
        "(run with ORACLEC_DEBUG=1 for the traceback)\n"
    )


def test_oraclec_debug_prints_the_traceback(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from oraclec.cli import parse

    monkeypatch.setenv("ORACLEC_DEBUG", "1")
    monkeypatch.setattr(parse, "run", _broken)
    assert main(["parse", "Draw a card."]) == 3
    err = capsys.readouterr().err
    assert err.startswith("Traceback (most recent call last):")
    assert "in _broken" in err and err.endswith("(run with ORACLEC_DEBUG=1 for the traceback)\n")


def test_an_interruption_still_exits_130(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from oraclec.cli import parse

    def interrupted(args: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(parse, "run", interrupted)
    assert main(["parse", "Draw a card."]) == 130
    assert capsys.readouterr().err == "oraclec: interrupted\n"


def test_exit_code_3_is_documented_in_help_and_readme(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    help_text = " ".join(capsys.readouterr().out.split())
    assert "Exit codes: 0 ok, 1 findings or failures, 2 usage or input error, 3 internal error (a bug in oraclec)." in help_text
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "3 internal error (a bug in oraclec)" in readme and "3 for an internal error" in readme


# -- 9. the limits, stated -------------------------------------------------------------------------
def test_the_readme_states_every_limit() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    paragraph = readme[readme.index("**Limits.**") :][:2000]
    for figure in (
        f"{limits.MAX_ABILITY_LENGTH:,} characters",
        f"nest at most {limits.MAX_QUOTE_DEPTH} deep",
        f"nests at most {limits.MAX_TREE_DEPTH} nodes deep",
        f"at most {limits.MAX_NUMBER_DIGITS} digits",
        f"nest at most {limits.MAX_JSON_DEPTH} deep",
        f"at most {limits.MAX_JSON_INTEGER_DIGITS} digits",
        f"nests at most {limits.MAX_SCENARIO_DEPTH} deep",
        f"are at most {limits.MAX_SCENARIO_COUNT:,}",
        f"at most {limits.MAX_SCENARIO_MANA:,} mana",
        f"`--jobs` is at most {limits.MAX_JOBS}",
    ):
        assert figure in paragraph, figure
    assert limits.MAX_SCENARIO_NUMBER == 10**limits.MAX_NUMBER_DIGITS - 1


@pytest.mark.parametrize(
    ("toml", "message"),
    [
        ('[players.alice]\n[[step]]\ndo = "draw"\ncount = 1001\n', "line 4, key step 1 → count: 1001 is too many: counts are at most 1,000 (the limit)"),
        ('[players.alice]\n[[step]]\ndo = "advance"\ncount = 1001\n', "line 4, key step 1 → count: 1001 is too many: counts are at most 1,000 (the limit)"),
        ('[players.alice]\nmana = "{1000}{G}"\n', "line 2, key players.alice.mana: mana '{1000}{G}': more than 1,000 mana in a pool (the limit)"),
        ('[players.alice]\nmana = "{99999999999999999999}"\n', "line 2, key players.alice.mana: mana '{99999999999999999999}': more than 1,000 mana in a pool (the limit)"),
        ("[players.alice]\nlife = 1000000000\n", "line 2, key players.alice.life: number too large: integers have at most 9 digits (the limit)"),
        ('[players.alice]\n[cards."X"]\ntype_line = "Creature"\npower = "1000000000"\n', "line 4, key cards.X.power: number too large: integers have at most 9 digits (the limit)"),
        ('[players.alice]\nbattlefield = [{ card = "Bear", counters = { "+1/+1" = 1001 } }]\n', "counts are at most 1,000 (the limit)"),
    ],
    ids=["draw-count", "advance-count", "mana", "mana-digits", "life", "power", "counters"],
)
def test_scenario_numbers_past_the_limits_are_scenario_errors(toml: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=re.escape(message)):
        loads(toml)


def test_scenario_numbers_at_the_limits_are_accepted() -> None:
    scenario = loads('[players.alice]\nlife = 999999999\nmana = "{999}{G}"\n[[step]]\ndo = "draw"\ncount = 1000\n')
    assert (scenario.players[0].life, scenario.players[0].mana, scenario.steps[0].count) == (999_999_999, "{999}{G}", 1000)


# -- 10. the parse cache, over millions of distinct texts ------------------------------------------
def test_the_parse_cache_stays_within_its_bound_over_many_distinct_texts(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fuzz worker that kept every text it parsed, and every error with its traceback, reached
    3.2 GB. The least recently used texts go once the cache holds more than its budget."""
    from oraclec import parser
    from oraclec.text import normalise_text

    parser.clear_cache()
    budget = 50 * (len("Draw 1000 cards.") + parser.ENTRY_CHARACTERS)
    monkeypatch.setattr(parser._CACHE, "budget", budget)
    monkeypatch.setattr(parser._RENDERED, "budget", budget)
    for number in range(2, 1000):
        assert parser.parse_ability(normalise_text(f"Draw {number} cards.")[0]).ok
        with pytest.raises(ParseError):
            parse_text(f"Frobnicate {number} cards.")
        parse_text("Draw 2 cards.")  # used again and again: it stays
        assert parser._CACHE.characters <= budget and parser._RENDERED.characters <= budget
    kept = list(parser._CACHE.entries)
    assert 40 <= len(kept) <= 100
    assert kept[-3:] == ["Draw 999 cards.", "Frobnicate 999 cards.", "Draw 2 cards."]
    assert "Draw 500 cards." not in kept and "Frobnicate 500 cards." not in kept
    assert parser._CACHE.characters == sum(len(text) + parser.ENTRY_CHARACTERS for text in kept)
    assert len(parser._RENDERED) <= 50


def test_a_cached_parse_error_keeps_no_traceback_and_is_raised_again_with_the_same_message() -> None:
    """Raised as it was, the cached error gathered the frames of every raise (and the exception
    it was raised during): the cache kept them all."""
    from oraclec import parser

    text = "Draw a card and frobnicate a widget."
    parser.clear_cache()
    raised: list[ParseError] = []
    for _ in range(3):
        try:
            try:
                raise KeyError("handled while the error is raised")
            except KeyError:
                parse_text(text)
        except ParseError as exc:
            raised.append(exc)
    assert [str(e) for e in raised] == ["unknown word 'frobnicate'"] * 3
    assert {(e.start, e.end, e.found, e.label, e.text) for e in raised} == {(16, 26, "frobnicate", "unknown-word", text)}
    cached = parser._CACHE.get(text)
    assert isinstance(cached, ParseError)
    assert len({id(e) for e in [cached, *raised]}) == 4  # each raise's frames are its own error's
    assert (cached.__traceback__, cached.__context__, str(cached)) == (None, None, "unknown word 'frobnicate'")


def test_lint_reads_a_text_of_thousands_of_self_references_once_per_sentence(monkeypatch, capsys):
    """Found by benchmarks/fuzz.py (a 'hang': 20 s of CPU): a name that is a mana symbol, "{T}"
    6,600 times, is ~ 6,600 times in one sentence, and each reference searched the whole
    sentence for the contexts that keep the name, and counted its quotation marks from the
    start. Each sentence is searched once now; the count of searches is what is checked (no
    timing in tests)."""
    from oraclec.lint import templating

    searches = []

    class Counting:
        def __init__(self, pattern):
            self.pattern = pattern

        def search(self, text, *args):
            searches.append(len(text))
            return self.pattern.search(text, *args)

    monkeypatch.setattr(templating, "_NAME_STAYS", Counting(templating._NAME_STAYS))
    text = "{T}" * 3000
    code = main(["lint", "--output-format=json", "--type=Token Creature", "--name={T}", "--text", "--", text])
    assert code == 1  # findings: the placeholder-like name, and the text is no ability
    json.loads(capsys.readouterr().out)
    assert 0 < len(searches) <= 4  # the check's searches of its sentence(s), not one per reference


class _CountingPattern:
    """A compiled pattern that records how many characters each search is given to read."""

    def __init__(self, pattern: re.Pattern[str], read: list[int]):
        self.pattern, self.read = pattern, read

    def search(self, string, pos=0, endpos=None):
        self.read.append(len(string) - pos)
        return self.pattern.search(string, pos, len(string) if endpos is None else endpos)

    def finditer(self, string, pos=0, endpos=None):
        self.read.append(len(string) - pos)
        return self.pattern.finditer(string, pos, len(string) if endpos is None else endpos)

    def __getattr__(self, name):  # match, fullmatch (anchored: they read where they start)
        return getattr(self.pattern, name)


class _CountingRe:
    """The ``re`` module as a module of the linter sees it, counting what its searches read."""

    def __init__(self, read: list[int]):
        self.read = read

    def search(self, pattern, string, flags=0):
        self.read.append(len(string))
        return re.search(pattern, string, flags)

    def finditer(self, pattern, string, flags=0):
        self.read.append(len(string))
        return re.finditer(pattern, string, flags)

    def compile(self, pattern, flags=0):
        return _CountingPattern(re.compile(pattern, flags), self.read)

    def __getattr__(self, name):
        return getattr(re, name)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("Defender " * 3000 + "Defender", id="capitalised-keywords"),
        pytest.param("Destroy target " + "Red Creature and " * 1500 + "Green Artifact.", id="capitalised-colors-and-types"),
        pytest.param("Enchant creature. " + "Other dwarf and " * 1500 + "elf you control get +1/+1.", id="lower-case-subtypes"),
    ],
)
def test_the_capitals_check_reads_a_long_ability_a_bounded_number_of_times(text, monkeypatch, capsys):
    """Found by benchmarks/fuzz.py (5.7 s on 'Defender' 1,843 times): the capitals check asked
    of each word whether a sentence starts before it, whether it is in a label, after "named" or
    in quotation marks by searching the text before it, from its start: 4,000 words took 28 s to
    lint. What the searches of the check read is counted (no timing in tests): a few readings of
    the text, not one per word (benchmarks/lint_scaling.py measures the time)."""
    from oraclec.lint import capitals, positions

    read: list[int] = []
    for module in (capitals, positions):
        monkeypatch.setattr(module, "re", _CountingRe(read))
        for name, value in list(vars(module).items()):
            if isinstance(value, re.Pattern):
                monkeypatch.setattr(module, name, _CountingPattern(value, read))
    code = main(["lint", "--output-format=json", "--name=Foo Bar", "--type=Creature — Human", "--pt=1/1", "--text", "--", text])
    assert code == 1
    assert json.loads(capsys.readouterr().out)
    assert sum(read) <= 20 * len(text), f"read {sum(read):,} characters of a text of {len(text):,}"
