"""Run oraclec's commands in this process, and judge what they did by the conventions every
command follows (README, "Commands"; oraclec/cli/__init__.py):

* no exception escapes ``oraclec.cli.main`` (it would be a traceback), and the run ends (a run
  longer than the timeout is a hang);
* the exit code is one the command documents: 0 ok, 1 findings (not for ``compile``), 2 usage or
  input error; 3, an internal error, is a bug like a traceback;
* an error is one line on stderr, ``oraclec COMMAND: error: ...`` (a usage error also prints
  argparse's usage lines before it); a parse error is reported as ``line L, column C: reason``
  followed by indented lines only;
* ``--json`` prints one JSON document; ``compile`` writes one JSON object a card, the same bytes
  every time.

The streams are captured as a real process has them on a UTF-8 system: stdout strict UTF-8 (a
lone surrogate printed there is an error, as on a terminal or a pipe) and stderr with
backslashreplace, which is what Python gives a process's stderr. (pytest's capsys is strict on
both, which would report errors no user sees; and benchmarks/fuzz.py runs outside pytest.)
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import signal
import sys
import threading
import time
import traceback
from collections.abc import Iterator, Mapping, Sequence
from contextlib import chdir, contextmanager
from pathlib import Path

import attrs

from oraclec.cli import main

#: the exit codes each command documents
EXIT_CODES = {"parse": {0, 1, 2}, "lint": {0, 1, 2}, "compile": {0, 2}, "play": {0, 1, 2}, "stats": {0, 2}}
#: the exit code of an internal error (a bug reported without a traceback): a failure here
INTERNAL_ERROR = 3

_ERROR_LINE = re.compile(r"^oraclec( [a-z]+)?: error: \S")
#: the last line of a lint run (oraclec.lint.output.summary)
_LINT_SUMMARY = re.compile(r"^\d+ cards?(?: in \d+ files?)? checked(?:: no findings|, \d+ with findings: \d+ findings? \()")
_PARSE_ERROR_HEADER = re.compile(r"^(?:.*: )?line \d+, column \d+(?: \(.*\))?: \S")
_COMPILE_STATUSES = frozenset({"compiled", "partial", "unparsed"})


class InputTimeout(BaseException):
    """Raised in the run when its time is up (a BaseException: no ``except Exception`` in the
    code under test swallows it)."""


@attrs.frozen
class Outcome:
    """What one run did."""

    argv: tuple[str, ...]
    code: int | None
    stdout: bytes
    stderr: str
    #: the exception that escaped main, as "Type: message", and its traceback
    exception: str | None = None
    traceback: str | None = None
    #: where the exception was raised: its type, the innermost oraclec function and the module
    #: of the innermost frame (what tells two bugs apart)
    origin: str | None = None
    timed_out: bool = False
    seconds: float = 0.0


@attrs.frozen
class Failure:
    """A convention a run broke. ``signature`` tells distinct bugs apart (the same bug met by many
    inputs has one signature); ``detail`` says what happened to this input."""

    kind: str
    signature: str
    detail: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.signature}\n{self.detail}"


@contextmanager
def _captured() -> Iterator[tuple[io.TextIOWrapper, io.TextIOWrapper]]:
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict", write_through=True)
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="backslashreplace", write_through=True)
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8"), out, err
    try:
        yield out, err
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


@contextmanager
def _environment(env: Mapping[str, str] | None) -> Iterator[None]:
    saved = {key: os.environ.get(key) for key in env or {}}
    os.environ.update(env or {})
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


@contextmanager
def _time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`InputTimeout` in this thread once this process has spent ``seconds`` of CPU
    time (user and system) on the command (on the main thread only: that is where signals
    arrive). CPU time, not time on the clock: a command that loops spends it, while one that
    only waits for a machine busy with other work does not, so a loaded machine does not make
    slow inputs into hangs. A command stuck waiting (or in C code that never returns to Python)
    is caught by the caller's limit on the clock (benchmarks/fuzz.py kills such a worker)."""
    if not seconds or threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise InputTimeout

    previous = signal.signal(signal.SIGPROF, expire)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def run_cli(argv: Sequence[str], *, timeout: float | None = None, env: Mapping[str, str] | None = None, cwd: Path | None = None) -> Outcome:
    """Run ``oraclec ARGV`` in this process (standard input empty) and return what it did;
    in the folder ``cwd`` if given (a relative name, ".." too, then stays in the run's scratch
    folders instead of reading whatever lies around the checkout)."""
    argv = tuple(argv)
    started = time.perf_counter()
    code: int | None = None
    exception = trace = origin = None
    timed_out = False
    with chdir(cwd or os.getcwd()), _environment(env), _captured() as (out, err):
        try:
            with _time_limit(timeout):
                code = main(list(argv))
        except InputTimeout:
            timed_out = True
        except BaseException as exc:  # every escape is what the run is judged on
            if isinstance(exc, KeyboardInterrupt):
                raise
            exception = f"{type(exc).__name__}: {_short(str(exc), 300)}"
            trace = traceback.format_exc()
            origin = _origin(exc)
        stdout = out.buffer.getvalue()  # type: ignore[attr-defined]
        stderr = err.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]
    return Outcome(argv, code, stdout, stderr, exception, trace, origin, timed_out, time.perf_counter() - started)


def _origin(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if f"{os.sep}oraclec{os.sep}" in f.filename]
    where = f" in {_module(ours[-1].filename)}:{ours[-1].name}" if ours else ""
    inner = f" (raised in {_module(frames[-1].filename)}:{frames[-1].name})" if frames and (not ours or frames[-1] is not ours[-1]) else ""
    return f"{type(exc).__name__}{where}{inner}"


def _module(filename: str) -> str:
    parts = filename.replace(os.sep, "/").split("/")
    if "oraclec" in parts:
        return "/".join(parts[len(parts) - 1 - parts[::-1].index("oraclec") :])
    return parts[-1]


def _short(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


def judge(outcome: Outcome, *, json_output: bool = False) -> list[Failure]:
    """The conventions ``outcome`` broke (see the module's documentation); [] if none."""
    command = outcome.argv[0]
    shown = _short(repr(outcome.argv), 300)
    if outcome.timed_out:
        return [Failure("hang", f"{command}: no result within the time limit", f"{shown} ran {outcome.seconds:.1f} s")]
    if outcome.exception is not None:
        return [Failure("traceback", f"{command}: {outcome.origin}", f"{shown}\n{outcome.exception}\n{outcome.traceback}")]
    failures: list[Failure] = []
    stderr_lines = outcome.stderr.rstrip("\n").split("\n") if outcome.stderr else []
    if outcome.code == INTERNAL_ERROR:
        first = next((line for line in stderr_lines if line.strip()), "")
        return [Failure("internal error", f"{command}: {_generalise(first)}", f"{shown}\n{_short(outcome.stderr, 2000)}")]
    if not isinstance(outcome.code, int) or outcome.code not in EXIT_CODES[command]:
        failures.append(Failure("exit code", f"{command}: exit code {outcome.code!r}", f"{shown}\nstderr: {_short(outcome.stderr, 500)}"))
    failures += _stderr_failures(command, outcome.code, stderr_lines, shown)
    failures += _output_failures(command, outcome, json_output, shown)
    return failures


def _generalise(line: str) -> str:
    """A message with its particulars (quoted text, numbers) left out: one bug, one signature."""
    return re.sub(r"\d+", "N", re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", line))[:160]


def _message_kind(line: str) -> str:
    """What an error line is about, without the argument it quotes: 'unrecognized arguments',
    'a file name', ... (one bug, one signature)."""
    message = line.partition(": error: ")[2]
    if message.startswith("unrecognized arguments"):
        return "unrecognized arguments: ..."
    if message.startswith(("/", "<")) or re.match(r"[^:]*\.(json|jsonl|gz|toml|txt|cards|tsv)\b", message):
        return "a file name: ..."
    return _generalise(message)[:80]


def _stderr_failures(command: str, code: int | None, lines: list[str], shown: str) -> list[Failure]:
    if code == 2:
        errors = [index for index, line in enumerate(lines) if _ERROR_LINE.match(line)]
        if not errors:
            return [Failure("stderr", f"{command}: exit code 2 without an 'oraclec {command}: error:' line",
                            f"{shown}\nstderr: {_short(chr(10).join(lines), 500)}")]
        # before the first error, only argparse's usage (its first line, then indented ones)
        usage = lines[: errors[0]]
        others = [line for line in lines[errors[0] :] if not _ERROR_LINE.match(line)]
        if usage and not (usage[0].startswith("usage: ") and all(line.startswith(" ") for line in usage[1:])):
            others = usage + others
        if command == "lint" and others == [line for line in lines[-1:] if _LINT_SUMMARY.match(line)]:
            others = []  # lint's summary: the last line of a run that linted the other inputs
        if others:
            return [Failure("stderr", f"{command}: an error of more than one line ({_message_kind(lines[errors[0]])})",
                            f"{shown}\nstderr: {_short(chr(10).join(lines), 800)}")]
        return []
    if command == "parse":
        odd = [line for line in lines if line and not line.startswith("  ") and not _PARSE_ERROR_HEADER.match(line)]
        if odd:
            return [Failure("stderr", f"{command}: a parse error of more than one line",
                            f"{shown}\nline: {_short(odd[0], 300)}\nstderr: {_short(chr(10).join(lines), 800)}")]
    return []


def _output_failures(command: str, outcome: Outcome, json_output: bool, shown: str) -> list[Failure]:
    if outcome.code not in (0, 1):
        return []
    try:
        stdout = outcome.stdout.decode("utf-8")
    except UnicodeDecodeError as exc:  # the capture is strict UTF-8: this would be a capture bug
        return [Failure("output", f"{command}: stdout is not UTF-8", f"{shown}\n{exc}")]
    if json_output:
        try:
            document = json.loads(stdout)
        except ValueError as exc:
            return [Failure("output", f"{command} --json: stdout is not one JSON document", f"{shown}\n{exc}\n{_short(stdout, 500)}")]
        if not isinstance(document, dict):
            return [Failure("output", f"{command} --json: the document is not an object", f"{shown}\n{_short(stdout, 500)}")]
    if command == "compile" and "-" in outcome.argv[outcome.argv.index("-o") + 1 : outcome.argv.index("-o") + 2]:
        return compiled_lines_failures(stdout, shown)
    return []


def compiled_lines_failures(stdout: str, shown: str) -> list[Failure]:
    """The lines of a compile's output that are not one compiled card each."""
    for number, line in enumerate(stdout.split("\n")[:-1], start=1):
        try:
            card = json.loads(line)
        except ValueError as exc:
            return [Failure("output", "compile: an output line is not JSON", f"{shown}\nline {number}: {exc}: {_short(line, 300)}")]
        if not isinstance(card, dict) or card.get("status") not in _COMPILE_STATUSES or "schema_version" not in card:
            return [Failure("output", "compile: an output line is not a compiled card", f"{shown}\nline {number}: {_short(line, 300)}")]
    if stdout and not stdout.endswith("\n"):
        return [Failure("output", "compile: the output does not end with a line break", f"{shown}\n{_short(stdout[-200:], 300)}")]
    return []


def describe(failures: Sequence[Failure]) -> str:
    """The failures, for an assertion message."""
    return "\n\n".join(str(f) for f in failures)


def write_new(path: Path, data: bytes) -> None:
    """Write ``data`` to a new file at ``path`` (the one there removed first, not emptied: a
    file system such as ext4 flushes a file emptied and written again to disk on close, which
    costs milliseconds each time)."""
    path.unlink(missing_ok=True)
    path.write_bytes(data)


def compile_argv(database: str, output: str, *, cache: bool) -> list[str]:
    """``oraclec compile`` of ``database`` into ``output``, in this process (one job)."""
    return ["compile", database, "-o", output, "--jobs", "1", *([] if cache else ["--no-cache"])]


def damaged_cache_failures(
    databases: Sequence[bytes], damages: Sequence[tuple[int, str, int, int]], folder: Path, *, timeout: float | None = None
) -> list[Failure]:
    """Compile ``databases[0]`` with an empty cache, damage the cache's files, then compile each
    database in turn with it (twice): every output must be the clean compile's (``--no-cache``),
    byte for byte, and every run must succeed (a cache that cannot be read or written is never
    an error, oraclec/userdirs.py). Of several damages, the one that fails alone is reported."""
    paths = []
    for number, data in enumerate(databases):
        path = folder / f"cards-{number}.jsonl"
        write_new(path, data)
        paths.append(str(path))
    clean: list[bytes] = []
    for path in paths:
        outcome = run_cli(compile_argv(path, "-", cache=False), timeout=timeout)
        failures = judge(outcome)
        if failures or outcome.code != 0:
            return failures  # a database the compile refuses says nothing of the cache
        clean.append(outcome.stdout)
    failures = _cached_compiles(paths, clean, damages, folder, timeout)
    if failures and len(damages) > 1:
        for damage in damages:
            alone = _cached_compiles(paths, clean, [damage], folder, timeout)
            if alone:
                return alone
    return failures


def _cached_compiles(paths: list[str], clean: list[bytes], damages: Sequence[tuple[int, str, int, int]], folder: Path, timeout: float | None) -> list[Failure]:
    from strategies import damage_cache

    cache = folder / "cache"
    shutil.rmtree(cache, ignore_errors=True)
    cache.mkdir(parents=True)
    env = {"ORACLEC_CACHE_DIR": str(cache)}
    output = folder / "out.jsonl"
    done: list[str] = []

    def compile_with_cache(index: int, when: str) -> list[Failure]:
        if output.is_dir():
            shutil.rmtree(output)
        output.unlink(missing_ok=True)
        outcome = run_cli(compile_argv(paths[index], str(output), cache=True), timeout=timeout, env=env)
        shown = f"{when}; cache damage: {', '.join(done) or 'none'}"
        damage = "; ".join(sorted({_generic_cache_file(d) for d in done})) or "no damage"
        database = "the database compiled before" if index == 0 else "a changed database"
        failures = judge(outcome)
        if failures or outcome.code != 0:
            message = _generalise(outcome.stderr.strip().replace(str(folder), "FOLDER"))
            return [attrs.evolve(f, detail=f"{shown}\n{f.detail}") for f in failures] or [
                Failure("cache", f"compile of {database}: refused with a damaged cache ({damage}): {message}",
                        f"{shown}\n{_short(outcome.stderr, 500)}")
            ]
        written = output.read_bytes() if output.is_file() else b""
        if written != clean[index]:
            return [Failure("cache", f"compile of {database}: the output with a damaged cache ({damage}) differs from the clean compile",
                            f"{shown}\n{_first_difference(clean[index], written)}")]
        return []

    failures = compile_with_cache(0, "first compile, empty cache")
    if failures:
        return failures
    done += damage_cache(cache, tuple(damages))
    for index in range(len(paths)):
        for attempt in ("after the damage", "again"):
            failures = compile_with_cache(index, f"database {index + 1} of {len(paths)}, {attempt}")
            if failures:
                return failures
    return []


def _generic_cache_file(damage: str) -> str:
    """'flip abilities-0123abcd.pickle at byte 7' -> 'flip abilities-*.pickle'."""
    how, _, rest = damage.partition(" ")
    name = rest.split(" ")[0]
    return f"{how} {re.sub(r'-[0-9a-f]{8,}', '-*', name)}"


def _first_difference(expected: bytes, actual: bytes) -> str:
    at = next((i for i, (a, b) in enumerate(zip(expected, actual, strict=False)) if a != b), min(len(expected), len(actual)))
    return (f"{len(expected)} bytes expected, {len(actual)} written; first difference at byte {at}: "
            f"expected {expected[max(0, at - 40): at + 40]!r}, written {actual[max(0, at - 40): at + 40]!r}")
