"""The fuzz suite's own parts: the judge flags each broken convention (and nothing else), and
each strategy reaches the inputs it promises. A judge that let a traceback through, or a
strategy that never drew a lone surrogate, would make every property pass for nothing."""

from __future__ import annotations

import gzip
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path

import harness
import pytest
import strategies
from harness import Failure, judge, run_cli
from hypothesis import HealthCheck, Phase, find, settings

JSON_DOCUMENT = '{"abilities": []}\n'


def fake_main(monkeypatch: pytest.MonkeyPatch, body: Callable[[list[str]], int]) -> None:
    monkeypatch.setattr(harness, "main", body)


def kinds(failures: list[Failure]) -> list[str]:
    return [f.kind for f in failures]


def test_a_traceback_is_a_failure_named_by_where_it_was_raised(monkeypatch: pytest.MonkeyPatch) -> None:
    def body(argv: list[str]) -> int:
        raise KeyError("x")

    fake_main(monkeypatch, body)
    failures = judge(run_cli(["parse", "--text", "x"]))
    assert kinds(failures) == ["traceback"]
    assert failures[0].signature.startswith("parse: KeyError")


def test_exit_code_3_is_a_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    def body(argv: list[str]) -> int:
        print("oraclec parse: internal error: KeyError: 'x'", file=sys.stderr)
        return 3

    fake_main(monkeypatch, body)
    assert kinds(judge(run_cli(["parse", "--text", "x"]))) == ["internal error"]


@pytest.mark.parametrize(("command", "code", "expected"), [("compile", 1, ["exit code"]), ("parse", 4, ["exit code"]), ("compile", 0, []), ("lint", 1, [])])
def test_exit_codes_are_the_documented_ones(monkeypatch: pytest.MonkeyPatch, command: str, code: int, expected: list[str]) -> None:
    fake_main(monkeypatch, lambda argv: code)
    assert kinds(judge(run_cli([command, "-o", "-"] if command == "compile" else [command, "x"]))) == expected


@pytest.mark.parametrize(
    ("stderr", "expected"),
    [
        ("oraclec lint: error: x.json: line 3: not JSON\n", []),
        ("usage: oraclec lint [-h] TEXT\n               [--fix]\noraclec lint: error: unrecognized arguments: --x\n", []),
        ("oraclec lint: error: x.json: line 3:\nnot JSON\n", ["stderr"]),
        # lint's summary, the documented last line of a run that linted the other inputs
        ("oraclec lint: error: Flying: no such file or folder\n1 card in 1 file checked, 1 with findings: 1 finding (1 error), 0 fixable with --fix\n", []),
        ("oraclec lint: error: Flying: no such file or folder\n2 cards in 2 files checked: no findings\n", []),
        ("oraclec lint: error: Flying: no such file or folder\n2 cards checked\n", ["stderr"]),
        ("x.json: not JSON\n", ["stderr"]),
        ("", ["stderr"]),
    ],
)
def test_an_input_error_is_one_line(monkeypatch: pytest.MonkeyPatch, stderr: str, expected: list[str]) -> None:
    def body(argv: list[str]) -> int:
        sys.stderr.write(stderr)
        return 2

    fake_main(monkeypatch, body)
    assert kinds(judge(run_cli(["lint", "x"]))) == expected


@pytest.mark.parametrize(
    ("stderr", "expected"),
    [
        ("line 1, column 6: unknown word 'x'\n  expected one of: 'a'\n  Draw x\n       ^\n", []),
        ("Fuzz: line 2, column 1 (Fuzz): unknown word 'x'\n  x\n  ^\n", []),
        ("line 1, column 6: unknown\nword 'x'\n  Draw x\n", ["stderr"]),
    ],
)
def test_a_parse_error_is_a_header_line_and_indented_lines(monkeypatch: pytest.MonkeyPatch, stderr: str, expected: list[str]) -> None:
    def body(argv: list[str]) -> int:
        sys.stderr.write(stderr)
        return 1

    fake_main(monkeypatch, body)
    assert kinds(judge(run_cli(["parse", "--text", "Draw x"]))) == expected


@pytest.mark.parametrize(("stdout", "expected"), [(JSON_DOCUMENT, []), (JSON_DOCUMENT * 2, ["output"]), ("[]\n", ["output"]), ("", ["output"])])
def test_json_output_is_one_json_object(monkeypatch: pytest.MonkeyPatch, stdout: str, expected: list[str]) -> None:
    def body(argv: list[str]) -> int:
        sys.stdout.write(stdout)
        return 0

    fake_main(monkeypatch, body)
    assert kinds(judge(run_cli(["parse", "--json", "x"]), json_output=True)) == expected


@pytest.mark.parametrize(
    ("stdout", "expected"),
    [
        ('{"schema_version":1,"name":"A","status":"compiled"}\n', []),
        ('{"schema_version":1,"name":"A","status":"compiled"}', ["output"]),
        ('{"schema_version":1,"name":"A","status":"fine"}\n', ["output"]),
        ('{"schema_version":1,"name":"A",\n', ["output"]),
    ],
)
def test_compile_output_is_one_compiled_card_a_line(monkeypatch: pytest.MonkeyPatch, stdout: str, expected: list[str]) -> None:
    def body(argv: list[str]) -> int:
        sys.stdout.write(stdout)
        return 0

    fake_main(monkeypatch, body)
    assert kinds(judge(run_cli(["compile", "cards.json", "-o", "-"]))) == expected


def test_a_run_past_the_timeout_is_a_hang(monkeypatch: pytest.MonkeyPatch) -> None:
    def body(argv: list[str]) -> int:
        while True:  # a loop spends CPU time, which the limit counts
            pass

    fake_main(monkeypatch, body)
    outcome = run_cli(["play", "x.toml"], timeout=0.2)
    assert outcome.timed_out and outcome.seconds < 5
    assert kinds(judge(outcome)) == ["hang"]


def test_waiting_for_a_busy_machine_is_not_a_hang(monkeypatch: pytest.MonkeyPatch) -> None:
    """The limit counts the command's CPU time, not time on the clock: a command that is slow
    only because other work has the CPU (here: it waits) is judged on what it did."""

    def body(argv: list[str]) -> int:
        time.sleep(0.5)
        return 0

    fake_main(monkeypatch, body)
    outcome = run_cli(["play", "x.toml"], timeout=0.2)
    assert not outcome.timed_out and outcome.seconds >= 0.5
    assert judge(outcome) == []


def test_streams_are_captured_as_a_real_process_has_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """A lone surrogate cannot be written to a real stdout, but is escaped on a real stderr."""

    def to_stderr(argv: list[str]) -> int:
        print("oraclec parse: error: \udc80", file=sys.stderr)
        return 2

    fake_main(monkeypatch, to_stderr)
    outcome = run_cli(["parse", "x"])
    assert (judge(outcome), outcome.stderr) == ([], "oraclec parse: error: \\udc80\n")

    def to_stdout(argv: list[str]) -> int:
        print("\udc80")
        return 0

    fake_main(monkeypatch, to_stdout)
    failures = judge(run_cli(["parse", "x"]))
    assert kinds(failures) == ["traceback"] and "UnicodeEncodeError" in failures[0].signature


def test_the_real_commands_pass_on_good_input() -> None:
    assert judge(run_cli(["parse", "--json", "--text", "Flying"]), json_output=True) == []
    assert judge(run_cli(["lint", "--text", "Flying"])) == []


def test_damage_cache_does_each_damage(tmp_path: Path) -> None:
    names = ["a.pickle", "b.jsonl", "c.cards", "d.source"]
    for name in names:
        (tmp_path / name).write_bytes(b"0123456789")
    done = strategies.damage_cache(tmp_path, ((0, "truncate", 300, 1), (1, "flip", 0, 1), (2, "directory", 0, 1), (3, "empty", 0, 1)))
    assert (tmp_path / "a.pickle").read_bytes() == b"012"
    assert (tmp_path / "b.jsonl").read_bytes() == b"1123456789"
    assert (tmp_path / "c.cards").is_dir()
    assert (tmp_path / "d.source").read_bytes() == b""
    assert done == ["truncate a.pickle at byte 3", "flip b.jsonl at byte 0", "directory c.cards", "empty d.source"]


#: the first example found is enough: no shrinking
FIND = settings(max_examples=3000, database=None, derandomize=True, phases=(Phase.generate,), suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize(
    ("what", "strategy", "condition"),
    [
        ("a lone surrogate", strategies.card_texts(), lambda t: any(0xD800 <= ord(c) <= 0xDFFF for c in t)),
        ("a bidirectional or zero-width mark", strategies.card_texts(), lambda t: any(c in t for c in "\u202e\u200f\u200b\ufeff")),
        ("a control character", strategies.card_texts(), lambda t: any(ord(c) < 32 and c != "\n" for c in t)),
        ("quotes nested 16 deep", strategies.card_texts(), lambda t: t.count('gains "') >= 16),
        ("a text over 10,000 characters", strategies.card_texts(), lambda t: len(t) > 10_000),
        ("a number of over 1,000 digits", strategies.card_texts(), lambda t: "9" * 1000 in t or "0" * 1000 in t),
        ("a mana symbol beyond 64 bits", strategies.card_texts(), lambda t: "{18446744073709551616}" in t or "{999999999999}" in t),
        ("a corpus text with a word swapped out", strategies.mutated_texts(), lambda t: t not in strategies.corpus_texts() and len(t) > 40),
    ],
)
def test_card_texts_reach(what: str, strategy: object, condition: Callable[[str], bool]) -> None:
    assert condition(find(strategy, condition, settings=FIND))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("what", "condition"),
    [
        ("a cut gzip", lambda d: d.data[:2] == b"\x1f\x8b" and any("gzip (cut" in r for r in d.recipe)),
        ("bytes that are not UTF-8", lambda d: not d.data.startswith(b"\x1f\x8b") and not _utf8(d.data)),
        ("arrays 10,000 deep", lambda d: b"[" * 10_000 in _plain(d.data)),
        ("a field of the wrong type", lambda d: any(r.startswith("'") and " = " in r and "raw" not in r for r in d.recipe)),
        ("a duplicate key", lambda d: any(r.startswith("duplicate key") for r in d.recipe)),
        ("data after the document", lambda d: any(r.startswith("trailing") for r in d.recipe)),
        ("an MTGJSON file", lambda d: b'"meta"' in _plain(d.data)),
    ],
)
def test_databases_reach(what: str, condition: Callable[[strategies.DamagedFile], bool]) -> None:
    assert condition(find(strategies.databases(), condition, settings=FIND))


@pytest.mark.parametrize(
    ("what", "condition"),
    [
        ("a count of a billion", lambda s: b"count = 1000000000" in s.data),
        ("arrays 1,000 deep", lambda s: b"[" * 1000 in s.data),
        ("a 5,000-digit number", lambda s: b"9" * 4000 in s.data or b"0" * 4000 in s.data),
    ],
)
def test_scenario_files_reach(what: str, condition: Callable[[strategies.DamagedFile], bool]) -> None:
    assert condition(find(strategies.scenario_files(), condition, settings=FIND))


def _utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _plain(data: bytes) -> bytes:
    try:
        return gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data
    except (OSError, EOFError, zlib.error):
        return data


def test_a_journal_keeps_only_what_the_report_is_made_of_and_a_run_goes_on_from_it(tmp_path: Path) -> None:
    """benchmarks/fuzz.py's journal: each task's line keeps the inputs the run as a whole keeps
    (its slowest five, its smallest failing cases), not each task's own slowest texts (330 MB
    over a million inputs); a second run with the same journal runs nothing again and reports
    the same slowest inputs."""
    import json
    import subprocess

    script = Path(__file__).resolve().parents[2] / "benchmarks" / "fuzz.py"
    journal = tmp_path / "journal.jsonl"
    argv = [sys.executable, str(script), "--texts", "30", "--batch", "5", "--databases", "0", "--caches", "0", "--scenarios", "0",
            "--arguments", "0", "--jobs", "1", "--seed", "7", "--journal", str(journal), "--failures", str(tmp_path / "failures")]
    first = subprocess.run(argv, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert first.returncode == 0, first.stderr[-2000:]
    header, *entries = [json.loads(line) for line in journal.read_text(encoding="ascii").splitlines()]
    assert header["counts"]["texts"] == 30 and len(entries) == 6
    assert sum(e["result"]["inputs"] for e in entries) == 30
    seen: list[float] = []
    for entry in entries:
        slowest = [s[0] for s in entry["result"]["slowest"]]
        seen = sorted(seen + slowest, reverse=True)[:5]
        assert all(s in seen for s in slowest)  # each one was among the run's five slowest so far
    assert len(seen) == 5
    second = subprocess.run(argv, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert second.returncode == 0, second.stderr[-2000:]
    assert len(journal.read_text(encoding="ascii").splitlines()) == 1 + len(entries)  # nothing ran again
    report = lambda out: out[out.index("slowest inputs"):]  # noqa: E731
    assert report(second.stdout) == report(first.stdout)


def test_an_odd_argument_is_run_in_its_scratch_folder(tmp_path: Path) -> None:
    """'oraclec lint Flying ..' from the checkout read the folder above it, whatever lay there
    (the fuzz run on d0004bc linted every clone's bundled database and called it a hang): the
    arguments' commands run in their scratch folder, and ".." is the run's own folder."""
    import os

    scratch = tmp_path / "arguments"
    scratch.mkdir()
    (tmp_path / "cards.txt").write_text("Glorp {G}\nCreature — Bear\nGlorp enters the battlefield tapped.\n2/2\n", encoding="utf-8")
    before = os.getcwd()
    outcome = run_cli(["lint", "Flying", ".."], cwd=scratch)
    assert os.getcwd() == before
    # "Flying" is no file (exit 2); the run's own card file is found through ".."
    assert outcome.code == 2 and outcome.stdout.decode("utf-8").startswith("../cards.txt:3:1: warning OC205")
