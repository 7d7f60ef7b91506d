"""``oraclec compile``: the compile cache is verified, never trusted, and the output is written
safely (never over the input, a link followed, a FIFO streamed, no temporary file left)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from oraclec import compiledb
from oraclec.cli import main

SAMPLE = Path(__file__).parent / "data" / "compile_sample.jsonl"
FORMATS = Path(__file__).parent / "data" / "formats"


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The sample's output, compiled without any cache."""
    out = tmp_path_factory.mktemp("clean") / "out.jsonl"
    compiledb.compile_database(SAMPLE, out, cache=None)
    return out.read_bytes()


def compile_sample(out: Path, database: Path = SAMPLE) -> compiledb.Summary:
    return compiledb.compile_database(database, out, cache=compiledb.Cache.open())


def kept_output(cache_dir: Path) -> Path:
    [path] = cache_dir.glob("output-*.cache")
    return path


def abilities_file(cache_dir: Path) -> Path:
    [path] = cache_dir.glob("abilities-*.cache")
    return path


def reordered(tmp_path: Path) -> Path:
    """The sample, cards in reverse order: another database whose every card is in the kept output."""
    path = tmp_path / "reordered.jsonl"
    path.write_text("".join(reversed(SAMPLE.read_text(encoding="utf-8").splitlines(keepends=True))), encoding="utf-8")
    return path


def header_and_payload(path: Path) -> tuple[dict[str, Any], bytes]:
    data = path.read_bytes()
    end = data.index(b"\n")
    return json.loads(data[:end]), data[end + 1 :]


def rewrite(path: Path, meta: dict[str, Any], payload: bytes) -> None:
    """Write a cache file with a checksum that matches: what a cache folder someone else can
    write may hold."""
    meta = {k: v for k, v in meta.items() if k not in ("format", "sha256")}
    with path.open("wb") as handle:
        writer = compiledb._EntryWriter(handle)
        writer.write(payload)
        writer.finish(meta)


def garble_a_name(data: bytes) -> bytes:
    at = data.index(b'"name":"') + 8
    return data[:at] + b"X" + data[at + 1 :]  # same length: only the checksum tells


# -- the kept output -------------------------------------------------------------------------------
DAMAGES: dict[str, Callable[[bytes], bytes]] = {
    "emptied": lambda data: b"",
    "truncated to half": lambda data: data[: len(data) // 2],
    "cut after a line": lambda data: data[: data.rindex(b"\n", 0, data.rindex(b'"diagnostics"')) + 1],
    "a name garbled": garble_a_name,
    "a fingerprint changed": lambda data: data[:-1] + bytes([data[-1] ^ 1]),
    "the card count changed": lambda data: data.replace(b'"cards":39', b'"cards":38', 1),
    "another format": lambda data: data.replace(b'"format":1', b'"format":0', 1),
}


@pytest.mark.parametrize("damage", DAMAGES, ids=list(DAMAGES))
def test_a_damaged_kept_output_is_compiled_again_for_an_unchanged_database(damage: str, tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    compile_sample(tmp_path / "first.jsonl")
    path = kept_output(cache_dir)
    path.write_bytes(DAMAGES[damage](path.read_bytes()))
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(SAMPLE), "-o", str(out)]) == 0
    assert out.read_bytes() == clean
    summary = compile_sample(tmp_path / "again.jsonl")  # and the cache is whole again
    assert summary.from_output_cache and (tmp_path / "again.jsonl").read_bytes() == clean


@pytest.mark.parametrize("damage", DAMAGES, ids=list(DAMAGES))
def test_a_damaged_kept_output_gives_no_lines_to_a_changed_database(damage: str, tmp_path: Path, cache_dir: Path) -> None:
    database = reordered(tmp_path)
    expected = tmp_path / "expected.jsonl"
    compiledb.compile_database(database, expected, cache=None)
    compile_sample(tmp_path / "first.jsonl")
    path = kept_output(cache_dir)
    path.write_bytes(DAMAGES[damage](path.read_bytes()))
    assert compiledb.Cache.open().reusable_lines() == {}
    summary = compile_sample(tmp_path / "out.jsonl", database)
    assert summary.cards_reused == 0 and not summary.from_output_cache
    assert (tmp_path / "out.jsonl").read_bytes() == expected.read_bytes()


def test_a_kept_output_with_a_matching_checksum_and_a_line_too_few_is_refused(tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    compile_sample(tmp_path / "first.jsonl")
    path = kept_output(cache_dir)
    meta, payload = header_and_payload(path)
    text = payload[: meta["text_bytes"]]
    shorter = text[: text.rindex(b"\n", 0, len(text) - 1) + 1]
    rewrite(path, {**meta, "text_bytes": len(shorter)}, shorter + payload[len(text) :])
    assert compiledb.Cache.open().reusable_lines() == {}
    assert not compile_sample(tmp_path / "out.jsonl").from_output_cache
    assert (tmp_path / "out.jsonl").read_bytes() == clean


# -- the compiled abilities ------------------------------------------------------------------------
def test_an_edited_ability_entry_does_not_flow_into_the_output(tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    compile_sample(tmp_path / "first.jsonl")
    kept_output(cache_dir).unlink()  # so that the next compile reads the abilities
    path = abilities_file(cache_dir)
    data = path.read_bytes()
    at = data.index(b'"status":"compiled"')
    path.write_bytes(data[:at] + b'"status":"unparsed"' + data[at + 19 :])  # the checksum no longer matches
    assert compiledb.Cache.open().abilities == {}
    summary = compile_sample(tmp_path / "out.jsonl")
    assert summary.abilities_compiled > 0
    assert (tmp_path / "out.jsonl").read_bytes() == clean


WRONG_INDEXES: dict[str, Callable[[list[Any]], Any]] = {
    "a key that is a number": lambda index: [7, *index[1:]],
    "diagnostics that are not a list": lambda index: [[index[0] if isinstance(index[0], str) else index[0][0], "oops"], *index[1:]],
    "a diagnostic's start that is text": lambda index: [[index[0] if isinstance(index[0], str) else index[0][0], [["kind", "message", "Node", "text", "0", None]]], *index[1:]],
    "a diagnostic too short": lambda index: [[index[0] if isinstance(index[0], str) else index[0][0], [["kind", "message"]]], *index[1:]],
    "a key twice": lambda index: [index[1], *index[1:]],
    "not a list": lambda index: {"a": 1},
    "a key too few": lambda index: index[1:],
}


@pytest.mark.parametrize("wrong", WRONG_INDEXES, ids=list(WRONG_INDEXES))
def test_ability_entries_of_the_wrong_types_are_discarded(wrong: str, tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    compile_sample(tmp_path / "first.jsonl")
    kept_output(cache_dir).unlink()
    path = abilities_file(cache_dir)
    meta, payload = header_and_payload(path)
    size = meta["fragment_bytes"]
    index = json.loads(payload[size:])
    rewrite(path, meta, payload[:size] + json.dumps(WRONG_INDEXES[wrong](index)).encode())
    assert compiledb.Cache.open().abilities == {}
    assert main(["compile", str(SAMPLE), "-o", str(tmp_path / "out.jsonl")]) == 0
    assert (tmp_path / "out.jsonl").read_bytes() == clean


def test_ability_fragments_without_a_status_are_discarded(tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    compile_sample(tmp_path / "first.jsonl")
    kept_output(cache_dir).unlink()
    path = abilities_file(cache_dir)
    meta, payload = header_and_payload(path)
    first_end = payload.index(b"\n")
    garbage = b'{"text":"x"}'
    rewrite(path, {**meta, "fragment_bytes": meta["fragment_bytes"] - first_end + len(garbage)}, garbage + payload[first_end:])
    assert compiledb.Cache.open().abilities == {}
    assert main(["compile", str(SAMPLE), "-o", str(tmp_path / "out.jsonl")]) == 0
    assert (tmp_path / "out.jsonl").read_bytes() == clean


class _RunsCode:
    def __reduce__(self) -> tuple[object, ...]:
        return (Path.touch, (Path(os.environ["ORACLEC_CACHE_DIR"]).parent / "code-ran",))


def test_no_pickle_is_read_from_the_cache(tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    import pickle

    cache_dir.mkdir()
    key = compiledb.source_key()
    for name in (f"abilities-{key}.cache", f"abilities-{key}.pickle"):  # today's name, and the pickle's of old
        (cache_dir / name).write_bytes(pickle.dumps({"x": _RunsCode()}))
    assert main(["compile", str(SAMPLE), "-o", str(tmp_path / "out.jsonl")]) == 0
    assert not (tmp_path / "code-ran").exists()
    assert (tmp_path / "out.jsonl").read_bytes() == clean
    assert not (cache_dir / f"abilities-{key}.pickle").exists()  # the old kind is cleared away


def test_the_cache_files_are_plain_data(tmp_path: Path, cache_dir: Path) -> None:
    compile_sample(tmp_path / "out.jsonl")
    assert sorted(p.name.split("-")[0] for p in cache_dir.iterdir()) == ["abilities", "output"]
    for path in cache_dir.iterdir():
        meta, _payload = header_and_payload(path)
        assert meta["format"] == compiledb.CACHE_FORMAT and meta["key"] == compiledb.source_key()
        assert len(str(meta["sha256"])) == 64


# -- folders and other things in a cache file's place ----------------------------------------------
@pytest.mark.parametrize("which", ["abilities", "output"])
@pytest.mark.parametrize("full", [False, True], ids=["empty folder", "full folder"])
def test_a_folder_in_place_of_a_cache_file(which: str, full: bool, tmp_path: Path, cache_dir: Path, clean: bytes, capsys: pytest.CaptureFixture[str]) -> None:
    compile_sample(tmp_path / "first.jsonl")
    if which == "output":  # a changed database: the kept output is read, then written again
        database = reordered(tmp_path)
        compiledb.compile_database(database, tmp_path / "expected.jsonl", cache=None)
        path = compiledb.Cache.open().output_path(compiledb.file_digest(database))
        kept_output(cache_dir).unlink()
    else:
        database = SAMPLE
        (tmp_path / "expected.jsonl").write_bytes(clean)
        path = abilities_file(cache_dir)
        kept_output(cache_dir).unlink()
        path.unlink()
    path.mkdir()
    if full:
        (path / "something").write_text("kept\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["compile", str(database), "-o", str(out)]) == 0
    assert out.read_bytes() == (tmp_path / "expected.jsonl").read_bytes()
    err = capsys.readouterr().err
    if full:
        assert path.is_dir() and (path / "something").read_text(encoding="utf-8") == "kept\n"  # never removed
        assert err.startswith(f"oraclec compile: note: the compile cache cannot be used ({path}: ")
        assert err.endswith("): the output is complete, but not cached\n")
        assert len(err.splitlines()) == 1
    else:
        assert path.is_file() and err == ""  # the empty folder gave way to the file


def test_a_fifo_in_place_of_a_cache_file_is_not_waited_for(tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    compile_sample(tmp_path / "first.jsonl")
    path = kept_output(cache_dir)
    path.unlink()
    os.mkfifo(path)
    cache = compiledb.Cache.open()
    assert cache.kept_output(compiledb.file_digest(SAMPLE)) is None
    assert cache.reusable_lines() == {}


# -- the output --------------------------------------------------------------------------------------
def test_the_output_is_never_the_input(tmp_path: Path, cache_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database = tmp_path / "cards.jsonl"
    database.write_bytes(SAMPLE.read_bytes())
    (tmp_path / "link.jsonl").symlink_to(database)
    os.link(database, tmp_path / "hard.jsonl")
    for output in (database, tmp_path / "link.jsonl", tmp_path / "hard.jsonl", Path(os.path.relpath(database))):
        assert main(["compile", str(database), "-o", str(output)]) == 2
        err = capsys.readouterr().err
        assert err == f"oraclec compile: error: {output}: the output is the card database itself; give another output file\n"
    assert main(["compile", str(tmp_path / "link.jsonl"), "-o", str(database)]) == 2  # the input through a link
    assert database.read_bytes() == SAMPLE.read_bytes()
    assert (tmp_path / "link.jsonl").is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "cache") == ["cards.jsonl", "hard.jsonl", "link.jsonl"]


def test_a_symlink_output_is_followed(tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    (tmp_path / "elsewhere").mkdir()
    target = tmp_path / "elsewhere" / "target.jsonl"
    target.write_text("previous\n", encoding="utf-8")
    link = tmp_path / "out.jsonl"
    link.symlink_to(target)
    for _ in range(2):  # compiled, then from the kept output
        assert main(["compile", str(SAMPLE), "-o", str(link)]) == 0
        assert link.is_symlink() and os.readlink(link) == str(target)
        assert target.read_bytes() == clean
    assert sorted(p.name for p in target.parent.iterdir()) == ["target.jsonl"]
    dangling = tmp_path / "dangling.jsonl"
    dangling.symlink_to(tmp_path / "elsewhere" / "new.jsonl")
    assert main(["compile", str(SAMPLE), "-o", str(dangling)]) == 0
    assert dangling.is_symlink() and (tmp_path / "elsewhere" / "new.jsonl").read_bytes() == clean


@pytest.mark.parametrize("cached", [False, True], ids=["compiled", "from the kept output"])
def test_a_fifo_output_is_written_as_a_stream(cached: bool, tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    if cached:
        compile_sample(tmp_path / "first.jsonl")
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    assert main(["compile", str(SAMPLE), "-o", str(fifo)]) == 0
    reader.join(timeout=60)
    assert received == [clean]
    assert fifo.is_fifo()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["cache", "out.fifo", *(["first.jsonl"] if cached else [])])


def test_dev_stdout_is_a_stream() -> None:
    for path in ("/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "/dev/null"):
        assert compiledb.is_stream(Path(path)), path
    assert not compiledb.is_stream(Path("/dev/shm/oraclec-a-file-not-there.jsonl"))  # a file is made there


def test_dev_fd_1_is_the_standard_output(tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    # /dev/fd/1 rather than /dev/stdout: an oraclec that replaced its output's path (the bug
    # this guards against) fails to write in /proc/self/fd, where it would replace the
    # machine's /dev/stdout with a file.
    out = tmp_path / "out.jsonl"
    out.write_bytes(b"kept before\n")
    before = out.stat().st_ino
    with out.open("ab") as stdout:  # what a shell's >> opens
        result = subprocess.run([sys.executable, "-m", "oraclec", "compile", str(SAMPLE), "-o", "/dev/fd/1"],
                                stdout=stdout, stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": _source()}, check=False)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes() == b"kept before\n" + clean
    assert out.stat().st_ino == before  # written to, never replaced
    assert result.stderr.startswith("output             /dev/fd/1\n")  # the summary is not in the output


def test_a_stale_temporary_file_is_removed_by_the_next_run(tmp_path: Path, cache_dir: Path, clean: bytes) -> None:
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()  # a process number that no process has now
    host = compiledb._HOST
    cache_dir.mkdir()
    stale = [tmp_path / f".out.jsonl.{gone.pid}-{host}-0123abcd.tmp", cache_dir / f".abilities-x.cache.{gone.pid}-{host}-0123abcd.tmp"]
    old = tmp_path / ".out.jsonl.ab_c12de.tmp"  # an earlier version's, a day and more old
    kept = [
        tmp_path / f".out.jsonl.{os.getppid()}-{host}-0123abcd.tmp",  # its process still runs
        tmp_path / f".out.jsonl.{gone.pid}-0000ffff-0123abcd.tmp",  # another machine's
        tmp_path / f".other.jsonl.{gone.pid}-{host}-0123abcd.tmp",  # another output's
        tmp_path / ".out.jsonl.fresh123.tmp",  # an earlier version's, recent: it may be running
    ]
    for path in [*stale, old, *kept]:
        path.write_bytes(b"x" * 100)
    os.utime(old, (time.time() - 2 * 86400,) * 2)
    assert main(["compile", str(SAMPLE), "-o", str(tmp_path / "out.jsonl")]) == 0
    assert [p for p in [*stale, old] if p.exists()] == []
    assert [p for p in kept if not p.exists()] == []
    assert (tmp_path / "out.jsonl").read_bytes() == clean


def test_an_exception_leaves_no_temporary_file(tmp_path: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out.jsonl"
    out.write_text("previous\n", encoding="utf-8")

    def fail(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(compiledb, "_assemble", fail)
    assert main(["compile", str(SAMPLE), "-o", str(out)]) == 3  # an internal error (see oraclec.cli.main)
    assert out.read_text(encoding="utf-8") == "previous\n"
    assert list(tmp_path.rglob("*.tmp")) == []


class Interrupted(Exception):
    """Raised by the handlers the test installs, in place of pytest's KeyboardInterrupt and of
    SIGTERM's end of the process: a run that lets the signal through fails, and only fails."""


def interrupted(number: int, frame: object) -> None:
    raise Interrupted(signal.Signals(number).name)


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_an_interruption_after_the_rename_reports_success(number: int, tmp_path: Path, cache_dir: Path, clean: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out.jsonl"
    replace = os.replace

    def replace_then_interrupt(source: str, target: str) -> None:
        replace(source, target)
        if Path(target) == out:
            os.kill(os.getpid(), number)
            time.sleep(0.1)  # the handler runs on the next bytecodes

    monkeypatch.setattr(os, "replace", replace_then_interrupt)
    before = signal.signal(signal.SIGINT, interrupted), signal.signal(signal.SIGTERM, interrupted)
    try:
        assert main(["compile", str(SAMPLE), "-o", str(out), "--json"]) == 0
        assert (signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)) == (interrupted, interrupted)  # as they were
    finally:
        signal.signal(signal.SIGINT, before[0])
        signal.signal(signal.SIGTERM, before[1])
    assert out.read_bytes() == clean


def test_sigterm_leaves_the_previous_output_and_no_temporary_file(tmp_path: Path) -> None:
    # Many cards of the sample's texts under new names: long enough a compile to be interrupted.
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    database = tmp_path / "many.jsonl"
    with database.open("w", encoding="utf-8") as handle:
        for copy in range(200):
            for line in lines:
                card = json.loads(line)
                card["name"] = f"{card['name']} {copy}"
                card["oracle_id"] = f"{card.get('oracle_id')}-{copy}"
                card["oracle_text"] = (card.get("oracle_text") or "") + f"\nYou gain {copy} life."
                handle.write(json.dumps(card) + "\n")
    out = tmp_path / "out.jsonl"
    out.write_text("previous\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": _source(), "ORACLEC_CACHE_DIR": str(tmp_path / "cache")}
    process = subprocess.Popen([sys.executable, "-m", "oraclec", "compile", str(database), "-o", str(out), "--jobs", "2"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    deadline = time.monotonic() + 60
    while not list(tmp_path.glob(".out.jsonl.*.tmp")) and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert process.poll() is None, "the compile ended before it could be interrupted"
    time.sleep(0.3)  # well into the compile
    process.send_signal(signal.SIGTERM)
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert err == "oraclec: interrupted\n"
    assert out.read_text(encoding="utf-8") == "previous\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache", "many.jsonl", "out.jsonl"]
    assert [p.name for p in (tmp_path / "cache").iterdir() if p.name.endswith(".tmp")] == []


def _source() -> str:
    """The PYTHONPATH under which a subprocess runs the oraclec these tests import."""
    import oraclec

    return os.pathsep.join([str(Path(oraclec.__file__).parents[1]), os.environ.get("PYTHONPATH", "")])
