"""Fuzz oraclec's commands for a long run: the properties of tests/fuzz/test_fuzz_cli.py over
many more inputs, in worker processes.

    python benchmarks/fuzz.py [--texts N] [--databases N] [--caches N] [--scenarios N] [--arguments N]
                              [--seed S] [--jobs J] [--timeout SECONDS] [--failures DIR] [--journal FILE]
    python benchmarks/fuzz.py --replay DIR

* texts (default 1,000,000): card text from tests/fuzz/strategies.py, through ``oraclec parse``
  (text or --json), ``oraclec compile`` of a one-card database holding it (twice: the same bytes
  both times) and ``oraclec lint`` (with the rest of a card: name, type, cost, P/T, ...);
* databases (default 10,000): damaged Scryfall and MTGJSON databases through ``oraclec compile``
  (twice: the same bytes);
* caches (default: a tenth of --databases): a small database compiled with a cache, the cache's
  files damaged (cut short, bytes flipped, emptied, deleted, replaced by a folder), then the same
  or a changed database compiled with it, twice: each output must be the clean compile's (with
  --no-cache), byte for byte;
* scenarios (default 10,000): mutated tests/scenarios/ files through ``oraclec play``;
* arguments (default 10,000): command lines whose error quotes an argument (an extra argument,
  a missing file, an option's value) holding line breaks, escapes and odd characters, run in
  an empty scratch folder (a relative name, ".." too, reads nothing outside the run's folders).

Every command runs in the worker's process, through ``oraclec.cli.main``, and is judged by
tests/fuzz/harness.py: a traceback or exit code 3 (internal error), a hang (more than --timeout
seconds of CPU time on one command, so that other work on the machine does not turn slow inputs
into hangs; a worker that gives no result for 4 x --timeout + 30 seconds on the clock, stuck in C
code or waiting, is killed and replaced), an exit code the command does not
document, an error of more than one line, output that is not what it says (--json not one JSON
document, a compile line not a compiled card, two compiles of one input that differ, a cached
compile that differs from the clean one). Inputs are drawn by Hypothesis's strategies, each with
a random generator seeded from --seed, the kind, the batch's number and the input's: a run is
reproducible, whatever --jobs is.

With ``--journal FILE``, each finished task is appended to FILE (its counts, and the inputs
the run keeps: a few hundred bytes a task); the same command run again runs only what the
journal lacks and reports on the whole: a run of a million inputs can be stopped and continued,
on another machine too (the inputs are drawn from the seed; the code must be the same).

The report gives the inputs run, the failures of each kind, the distinct failures (one
signature per bug: the exception and where it was raised, or the convention broken) with their
counts, the throughput, and the slowest inputs. The smallest --keep failing inputs of each
signature are saved under --failures (default fuzz-failures/), one folder each: ``case.json``
(the command line and what the input was made of) and the input files; ``--replay DIR`` runs the
saved cases again and says which still fail, for turning them into regression tests.
"""

from __future__ import annotations

import argparse
import base64
import collections
import contextlib
import functools
import hashlib
import json
import multiprocessing
import os
import random
import re
import resource
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "fuzz"))

import harness
import strategies
from hypothesis import strategies as st
from hypothesis.control import BuildContext
from hypothesis.errors import StopTest
from hypothesis.internal.conjecture.data import ConjectureData

KINDS = ("texts", "databases", "caches", "scenarios", "arguments")
#: how each kind of failure is counted in the report
CATEGORIES = {
    "traceback": "tracebacks", "internal error": "internal errors (exit code 3)", "hang": "hangs",
    "exit code": "wrong exit codes", "stderr": "errors of more than one line", "output": "silently wrong outputs",
    "nondeterministic": "silently wrong outputs", "cache": "silently wrong outputs",
}


# -- inputs ----------------------------------------------------------------------------------------
def text_inputs(max_chars: int) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries({
        "text": strategies.card_texts(max_chars=max_chars),
        "parse_json": st.booleans(),
        "name": st.one_of(st.none(), st.sampled_from(("Grizzly Guardian", "~", ""))),
        "fields": strategies.card_fields(),
        "lint_output": st.sampled_from(("text", "json", "sarif")),
        "type_line": st.sampled_from(("Instant", "Sorcery", "Creature — Elf", "Enchantment — Aura", "Legendary Planeswalker — Jace")),
    })


@functools.cache
def strategy_of(kind: str, max_chars: int) -> st.SearchStrategy[Any]:
    """The strategy of ``kind``'s inputs: one object a worker, validated once."""
    return {
        "texts": text_inputs(max_chars),
        "databases": strategies.databases(),
        "caches": strategies.cache_cases(),
        "scenarios": strategies.scenario_files(),
        "arguments": strategies.odd_arguments(),
    }[kind]


def input_seed(seed: int, kind: str, batch: int, index: int, attempt: int = 0) -> int:
    return int.from_bytes(hashlib.sha256(f"{seed}/{kind}/{batch}/{index}/{attempt}".encode()).digest()[:8], "big")


def draw(kind: str, seed: int, batch: int, index: int, max_chars: int) -> Any:
    """The input ``index`` of the batch: drawn from its strategy with a random generator seeded
    from --seed, the kind, the batch and the index, so that it is the same input every time, and
    any one can be drawn again without the ones before it.

    The draw goes through Hypothesis's own machinery (its choice provider, which favours
    boundary values and constants, as in a test), but not through its test engine: the engine
    costs more per input than a command run (it records every choice in a tree and mutates
    earlier inputs), and nothing here shrinks (the report keeps the smallest failing inputs)."""
    strategy = strategy_of(kind, max_chars)
    for attempt in range(100):
        data = ConjectureData(random=random.Random(input_seed(seed, kind, batch, index, attempt)))
        try:
            with BuildContext(data, wrapped_test=draw):
                return data.draw(strategy)
        except StopTest:  # a filter that found nothing: the strategy rejected its own draw
            continue
    raise RuntimeError(f"{kind}: no input drawn for batch {batch}, input {index} in 100 attempts")


def generate(kind: str, seed: int, batch: int, count: int, max_chars: int, start: int, each: Callable[[int, Any], None]) -> None:
    """Call ``each(index, input)`` for the batch's inputs from ``start`` to ``count``: the same
    inputs, in the same order, every time."""
    for index in range(start, count):
        each(index, draw(kind, seed, batch, index, max_chars))


# -- checking one input ----------------------------------------------------------------------------
class Case:
    """A failing input, as saved: the command line (files named relative to the case's folder)
    and the files."""

    def __init__(self, kind: str, argv: list[str] | None, files: dict[str, bytes], about: dict[str, Any]):
        self.kind, self.argv, self.files, self.about = kind, argv, files, about

    @property
    def size(self) -> int:
        return sum(len(v) for v in self.files.values()) + sum(len(a) for a in self.argv or ())


def check_text(value: dict[str, Any], folder: Path, timeout: float, runs: collections.Counter[str]) -> Iterator[tuple[harness.Failure, Case, float]]:
    text = value["text"]
    name = value["name"]
    parse = ["parse", *(["--json"] if value["parse_json"] else []), *([f"--name={name}"] if name is not None else []), "--text", "--", text]
    lint = ["lint", f"--output-format={value['lint_output']}", *value["fields"], "--text", "--", text]
    for argv, as_json in ((parse, value["parse_json"]), (lint, value["lint_output"] != "text")):
        outcome = harness.run_cli(argv, timeout=timeout)
        runs[argv[0]] += 1
        for failure in harness.judge(outcome, json_output=as_json):
            yield failure, Case("texts", argv, {}, {}), outcome.seconds
    card = (json.dumps({"object": "card", "name": "Fuzz Card", "layout": "normal", "mana_cost": "{1}", "type_line": value["type_line"], "oracle_text": text}) + "\n").encode("ascii")
    yield from check_compile("texts", card, "card.jsonl", folder, timeout, runs, {})


def check_compile(kind: str, data: bytes, name: str, folder: Path, timeout: float, runs: collections.Counter[str], about: dict[str, Any]) -> Iterator[tuple[harness.Failure, Case, float]]:
    path = folder / name
    harness.write_new(path, data)
    argv = harness.compile_argv(str(path), "-", cache=False)
    saved = Case(kind, harness.compile_argv(name, "-", cache=False), {name: data}, about)
    first = harness.run_cli(argv, timeout=timeout)
    runs["compile"] += 1
    failures = harness.judge(first)
    for failure in failures:
        yield failure, saved, first.seconds
    if failures:
        return
    second = harness.run_cli(argv, timeout=timeout)
    runs["compile"] += 1
    if (second.code, second.stdout) != (first.code, first.stdout):
        yield harness.Failure("nondeterministic", "compile: the same input compiled twice gave other bytes",
                              f"exit codes {first.code}, {second.code}; {harness._first_difference(first.stdout, second.stdout)}"), saved, second.seconds


def check(kind: str, value: Any, folder: Path, timeout: float, runs: collections.Counter[str]) -> Iterator[tuple[harness.Failure, Case, float]]:
    if kind == "texts":
        yield from check_text(value, folder, timeout, runs)
    elif kind == "databases":
        yield from check_compile(kind, value.data, "cards.json", folder, timeout, runs, {"recipe": list(value.recipe)})
    elif kind == "caches":
        started = time.perf_counter()
        runs["compile"] += 2 * len(value.databases) + 1 + 2 * len(value.databases)
        files = {f"cards-{i}.jsonl": data for i, data in enumerate(value.databases)}
        about = {"change": value.change, "damages": [list(d) for d in value.damages]}
        for failure in harness.damaged_cache_failures(value.databases, value.damages, folder, timeout=timeout):
            yield failure, Case(kind, None, files, about), time.perf_counter() - started
    elif kind == "arguments":
        argv = argument_argv(value, folder)
        outcome = harness.run_cli(argv, timeout=timeout, cwd=folder / "arguments")
        runs[argv[0]] += 1
        saved = Case(kind, list(value), {}, {"placeholders": "{folder}: an empty folder; {db}: a one-card database"})
        for failure in harness.judge(outcome, json_output="--json" in argv):
            yield failure, saved, outcome.seconds
    else:
        path = folder / "scenario.toml"
        harness.write_new(path, value.data)
        outcome = harness.run_cli(["play", str(path)], timeout=timeout)
        runs["play"] += 1
        for failure in harness.judge(outcome):
            yield failure, Case(kind, ["play", "scenario.toml"], {"scenario.toml": value.data}, {"recipe": list(value.recipe)}), outcome.seconds


def argument_argv(template: Any, folder: Path) -> list[str]:
    """An odd command line with its placeholders filled: ``{folder}`` an empty folder, ``{db}`` a
    one-card database."""
    scratch = folder / "arguments"
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir()
    database = folder / "one-card.jsonl"
    card = {"object": "card", "name": "Fuzz Card", "layout": "normal", "type_line": "Creature — Bird", "oracle_text": "Flying"}
    harness.write_new(database, (json.dumps(card) + "\n").encode("utf-8"))
    return [part.replace("{folder}", str(scratch)).replace("{db}", str(database)) for part in template]


def input_size(kind: str, value: Any) -> int:
    if kind == "texts":
        return len(value["text"])
    if kind == "caches":
        return sum(len(d) for d in value.databases)
    if kind == "arguments":
        return sum(len(part) for part in value)
    return len(value.data)


# -- a batch, in a worker --------------------------------------------------------------------------
class Batch:
    """What a batch found: runs per command, failures by signature (the smallest cases kept), the
    slowest inputs."""

    def __init__(self, keep: int):
        self.keep = keep
        self.inputs = 0
        self.runs: collections.Counter[str] = collections.Counter()
        self.failures: dict[str, dict[str, Any]] = {}
        #: (seconds, size, description, case) of the slowest inputs
        self.slowest: list[tuple[float, int, str, Case]] = []
        self.seconds = 0.0
        #: the largest resident size of a worker, in kilobytes
        self.peak_rss = 0

    def add_failure(self, failure: harness.Failure, case: Case) -> None:
        entry = self.failures.setdefault(failure.signature, {"kind": failure.kind, "count": 0, "cases": []})
        entry["count"] += 1
        entry["cases"].append((case.size, failure.detail, case))
        entry["cases"] = sorted(entry["cases"], key=lambda c: c[0])[: self.keep]

    def merge(self, other: Batch) -> None:
        self.inputs += other.inputs
        self.runs.update(other.runs)
        for signature, entry in other.failures.items():
            mine = self.failures.setdefault(signature, {"kind": entry["kind"], "count": 0, "cases": []})
            mine["count"] += entry["count"]
            mine["cases"] = sorted(mine["cases"] + entry["cases"], key=lambda c: c[0])[: self.keep]
        self.slowest = sorted(self.slowest + other.slowest, key=lambda s: -s[0])[:5]


def kept_of(result: Batch, found: Batch) -> Batch:
    """``result`` with only the inputs that ``found`` (the run's whole, ``result`` merged in)
    keeps: its slowest and its smallest failing cases. What the journal records of a task: the
    report is made of those alone, and a journal of every task's five slowest texts (up to 20,000
    characters each) grew to 330 MB over a million inputs; this one stays near 300 bytes a task."""
    kept = Batch(result.keep)
    kept.inputs, kept.seconds, kept.peak_rss = result.inputs, result.seconds, result.peak_rss
    kept.runs.update(result.runs)
    kept.slowest = [s for s in result.slowest if any(s is f for f in found.slowest)]
    for signature, entry in result.failures.items():
        cases = found.failures[signature]["cases"]
        kept.failures[signature] = {**entry, "cases": [c for c in entry["cases"] if any(c is k for k in cases)]}
    return kept


def run_batch(task: tuple[str, int, int, int], options: argparse.Namespace, folder: Path, progress: Any) -> Batch:
    kind, batch, start, count = task
    result = Batch(options.keep)

    def each(index: int, value: Any) -> None:
        progress[0], progress[1], progress[2] = index, time.time(), time.process_time()
        runs: collections.Counter[str] = collections.Counter()
        started = time.perf_counter()
        for failure, case, _seconds in check(kind, value, folder, options.timeout, runs):
            result.add_failure(failure, case)
        elapsed = time.perf_counter() - started
        result.inputs += 1
        result.runs.update(runs)
        if len(result.slowest) < 5 or elapsed > result.slowest[-1][0]:
            slow = (elapsed, input_size(kind, value), _describe_input(kind, value), _case_of(kind, value))
            result.slowest = sorted([*result.slowest, slow], key=lambda s: -s[0])[:5]

    generate(kind, options.seed, batch, count, options.max_chars, start, each)
    return result


def _describe_input(kind: str, value: Any) -> str:
    if kind == "texts":
        return repr(value["text"])[:120]
    if kind == "caches":
        return f"{value.change}, damage {value.damages}"
    if kind == "arguments":
        return repr(value)[:160]
    return " / ".join(value.recipe)[:160]


def scratch_parent() -> str | None:
    """Where a worker's folder goes: $TMPDIR if set, else /dev/shm if there is one (a file
    system in memory: the inputs are written and read again millions of times, and a disk's
    file system flushes a file emptied and written again, 5 ms each here), else the default."""
    if os.environ.get("TMPDIR") or not (os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK | os.X_OK)):
        return None
    return "/dev/shm"


def _scratch_prefix(pid: int) -> str:
    """The name a worker's scratch folder starts with: its process id, so that the folder of a
    worker that was killed (by the watchdog, or with the whole run) can be found and removed."""
    return f"oraclec-fuzz-{pid}-"


def remove_scratch(pid: int | None = None) -> None:
    """Remove the scratch folders of worker ``pid``, or (None) of every worker that no longer
    runs: a run killed before its workers could clean up leaves them behind."""
    parent = Path(scratch_parent() or tempfile.gettempdir())
    for folder in parent.glob("oraclec-fuzz-*-*"):
        owner = folder.name.split("-")[2]
        if not owner.isdigit():
            continue
        if pid is not None:
            if int(owner) == pid:
                shutil.rmtree(folder, ignore_errors=True)
        elif not _running(int(owner)):
            shutil.rmtree(folder, ignore_errors=True)


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: not ours to clean
        return True
    return True


def worker(connection: Connection, options: argparse.Namespace, progress: Any) -> None:
    folder = Path(tempfile.mkdtemp(prefix=_scratch_prefix(os.getpid()), dir=scratch_parent()))
    try:
        while True:
            task = connection.recv()
            if task is None:
                break
            started = time.perf_counter()
            result = run_batch(task, options, folder, progress)
            result.seconds = time.perf_counter() - started
            connection.send((task, result, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# -- the parent: batches to workers, a watchdog, the report ----------------------------------------
class Worker:
    def __init__(self, context: Any, options: argparse.Namespace):
        # (index in the batch, when it started, the worker's CPU time then: -1 until it starts)
        self.progress = context.Array("d", 3, lock=False)
        self.connection, child = context.Pipe()
        self.process = context.Process(target=worker, args=(child, options, self.progress), daemon=True)
        self.process.start()
        child.close()
        self.task: tuple[str, int, int, int] | None = None
        self.batches = 0

    def give(self, task: tuple[str, int, int, int]) -> None:
        self.task = task
        self.progress[0], self.progress[1], self.progress[2] = task[2], time.time(), -1.0
        self.connection.send(task)

    def stop(self) -> None:
        with contextlib.suppress(OSError):
            self.connection.send(None)
        self.process.join(5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
            remove_scratch(self.process.pid)


def run_kind(kind: str, total: int, options: argparse.Namespace, context: Any, workers: list[Worker], found: Batch, journal: Journal) -> float:
    """Run the ``total`` inputs of ``kind`` that ``journal`` does not have yet and merge what
    they found into ``found``; the seconds taken."""
    tasks = collections.deque(
        (kind, batch, start, end)
        for batch in range((total + options.batch - 1) // options.batch)
        for start, end in journal.missing(kind, batch, min(options.batch, total - batch * options.batch))
    )
    hard_limit = 4 * options.timeout + 30  # a texts input runs four commands, each with the timeout
    started = time.perf_counter()
    done_inputs = 0
    last_report = started
    while tasks or any(w.task for w in workers):
        for index, w in enumerate(workers):
            if w.task is None and tasks:
                if w.batches >= options.restart_after:
                    w.stop()
                    workers[index] = w = Worker(context, options)
                w.give(tasks.popleft())
        busy = {w.connection: w for w in workers if w.task}
        for connection in wait(list(busy), timeout=1.0):
            w = busy[connection]
            try:
                _task, result, rss = connection.recv()
            except (EOFError, OSError):
                result = None
            if result is None:  # the worker died: count the input it was on as a hang, go on after it
                _lost(w, found, options, "the worker process died", workers, context, journal, tasks)
                continue
            known = set(found.failures)
            found.merge(result)
            _announce_new(found, known)
            found.peak_rss = max(found.peak_rss, rss)
            assert w.task is not None
            journal.record(w.task[0], w.task[1], w.task[2], w.task[3], kept_of(result, found))
            done_inputs += result.inputs
            w.task = None
            w.batches += 1
        for w in workers:
            if w.task and _stuck(w, hard_limit):
                _lost(w, found, options, f"no result within {hard_limit:.0f} s of CPU time (killed)", workers, context, journal, tasks)
        now = time.perf_counter()
        if now - last_report > 30:
            last_report = now
            print(f"  {kind}: {done_inputs}/{total} inputs, {now - started:.0f} s, {sum(e['count'] for e in found.failures.values())} failures so far", file=sys.stderr, flush=True)
    return time.perf_counter() - started


def _stuck(w: Worker, hard_limit: float) -> bool:
    """The input a worker is on has run past the limit: in the worker's CPU time, since a loaded
    machine (other jobs, a nice level) slows an input without making it hang; or ten times past it
    in wall time, for a worker blocked without using the CPU. Wall time alone where the CPU time of
    another process cannot be read (no /proc)."""
    wall = time.time() - w.progress[1]
    if wall <= hard_limit:
        return False
    if w.progress[2] < 0:  # the worker has not begun the input
        return wall > 10 * hard_limit
    cpu = _cpu_seconds(w.process.pid)
    if cpu is None:
        return True
    return cpu - w.progress[2] > hard_limit or wall > 10 * hard_limit


def _cpu_seconds(pid: int | None) -> float | None:
    """User and system CPU time of a process, from /proc/PID/stat (Linux); None elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _announce_new(found: Batch, known: set[str]) -> None:
    """Print each failure signature not seen before as it arrives: a long run shows what it
    found while it runs, not only in the report at the end."""
    for signature in sorted(set(found.failures) - known):
        print(f"  new failure ({found.failures[signature]['kind']}): {signature[:300]}", file=sys.stderr, flush=True)


def _lost(w: Worker, found: Batch, options: argparse.Namespace, why: str, workers: list[Worker], context: Any,
          journal: Journal, tasks: collections.deque[tuple[str, int, int, int]] | None = None) -> None:
    """A worker that hung in C code or died: record the input it was on, replace the worker, and
    requeue the rest of its batch."""
    assert w.task is not None
    kind, batch, _start, count = w.task
    index = int(w.progress[0])
    if w.process.is_alive():
        w.process.kill()
    w.process.join()
    remove_scratch(w.process.pid)
    value = draw(kind, options.seed, batch, index, options.max_chars)
    failure = harness.Failure("hang", f"{kind}: {why}", f"batch {batch}, input {index}: {_describe_input(kind, value)}")
    case = _case_of(kind, value)
    lost = Batch(options.keep)
    lost.inputs = 1
    lost.add_failure(failure, case)
    known = set(found.failures)
    found.merge(lost)
    _announce_new(found, known)
    journal.record(kind, batch, index, index + 1, lost)
    if tasks is not None and index + 1 < count:
        tasks.appendleft((kind, batch, index + 1, count))
    workers[workers.index(w)] = Worker(context, options)


def _case_of(kind: str, value: Any) -> Case:
    """A case for an input whose commands never finished: everything that makes it."""
    if kind == "texts":
        return Case(kind, ["parse", "--text", "--", value["text"]], {}, {k: v for k, v in value.items() if k != "text"})
    if kind == "caches":
        return Case(kind, None, {f"cards-{i}.jsonl": d for i, d in enumerate(value.databases)}, {"change": value.change, "damages": [list(d) for d in value.damages]})
    if kind == "arguments":
        return Case(kind, list(value), {}, {})
    name = "scenario.toml" if kind == "scenarios" else "cards.json"
    argv = ["play", name] if kind == "scenarios" else harness.compile_argv(name, "-", cache=False)
    return Case(kind, argv, {name: value.data}, {"recipe": list(value.recipe)})


# -- the journal: a stopped run goes on where it stopped -----------------------------------------
def _case_json(case: Case) -> dict[str, Any]:
    return {"kind": case.kind, "argv": case.argv, "files": {n: base64.b64encode(d).decode("ascii") for n, d in case.files.items()}, "about": case.about}


def _case_from(data: dict[str, Any]) -> Case:
    return Case(data["kind"], data["argv"], {n: base64.b64decode(d) for n, d in data["files"].items()}, data["about"])


def batch_json(batch: Batch) -> dict[str, Any]:
    return {
        "inputs": batch.inputs, "runs": dict(batch.runs), "seconds": batch.seconds, "peak_rss": batch.peak_rss,
        "failures": {signature: {"kind": e["kind"], "count": e["count"], "cases": [[size, detail, _case_json(case)] for size, detail, case in e["cases"]]}
                     for signature, e in batch.failures.items()},
        "slowest": [[seconds, size, what, _case_json(case)] for seconds, size, what, case in batch.slowest],
    }


def batch_from(data: dict[str, Any], keep: int) -> Batch:
    batch = Batch(keep)
    batch.inputs, batch.seconds, batch.peak_rss = data["inputs"], data["seconds"], data["peak_rss"]
    batch.runs.update(data["runs"])
    batch.failures = {signature: {"kind": e["kind"], "count": e["count"], "cases": [(size, detail, _case_from(case)) for size, detail, case in e["cases"]]}
                      for signature, e in data["failures"].items()}
    batch.slowest = [(seconds, size, what, _case_from(case)) for seconds, size, what, case in data["slowest"]]
    return batch


class Journal:
    """What a run has done, one JSON line a finished task (which inputs, and what they found),
    appended and flushed as each finishes. Run again with the same --journal and options, a run
    that was stopped (a killed process, the end of a working day) runs only the inputs the
    journal lacks, and reports on all of them: the inputs are drawn from the seed and their
    numbers alone, so the parts add up to the run that was asked for. Without --journal, a
    journal that writes nothing."""

    VERSION = 1

    def __init__(self, path: Path | None, options: argparse.Namespace, counts: dict[str, int]):
        self.path = path
        self.header = {"journal": self.VERSION, "seed": options.seed, "max_chars": options.max_chars, "timeout": options.timeout,
                       "batch": options.batch, "counts": counts}
        #: (kind, batch) -> the ranges of input numbers done
        self.done: dict[tuple[str, int], list[tuple[int, int]]] = collections.defaultdict(list)
        self.found = Batch(options.keep)
        self.entries = 0
        #: inputs done before this run, per kind
        self.inputs: collections.Counter[str] = collections.Counter()
        if path is None:
            return
        if path.exists() and path.stat().st_size:
            lines = path.read_text(encoding="ascii").splitlines()
            if json.loads(lines[0]) != self.header:
                raise SystemExit(f"fuzz.py: error: {path} is the journal of a run with other options ({lines[0][:200]}); give another --journal, or the same options")
            for line in lines[1:]:
                try:
                    entry = json.loads(line)
                except json.JSONDecodeError:  # the last line of a run killed while writing it
                    continue
                self.done[(entry["kind"], entry["batch"])].append((entry["start"], entry["end"]))
                self.found.merge(batch_from(entry["result"], options.keep))
                self.found.peak_rss = max(self.found.peak_rss, entry["result"]["peak_rss"])
                self.inputs[entry["kind"]] += entry["result"]["inputs"]
                self.entries += 1
        else:
            path.write_text(json.dumps(self.header) + "\n", encoding="ascii")

    def missing(self, kind: str, batch: int, count: int) -> list[tuple[int, int]]:
        """The ranges (start, end) of the batch's input numbers below ``count`` not done yet."""
        gaps, at = [], 0
        for start, end in sorted(self.done.get((kind, batch), [])):
            if start > at:
                gaps.append((at, min(start, count)))
            at = max(at, end)
        if at < count:
            gaps.append((at, count))
        return [(a, b) for a, b in gaps if a < b]

    def record(self, kind: str, batch: int, start: int, end: int, result: Batch) -> None:
        if self.path is None:
            return
        line = json.dumps({"kind": kind, "batch": batch, "start": start, "end": end, "result": batch_json(result)}, ensure_ascii=True)
        with self.path.open("a", encoding="ascii") as out:
            out.write(line + "\n")
            out.flush()
            os.fsync(out.fileno())


def save(found: Batch, folder: Path) -> dict[str, str]:
    """Write the kept cases, one folder each; the folder of each signature's first case."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    first: dict[str, str] = {}
    for number, (signature, entry) in enumerate(sorted(found.failures.items()), start=1):
        slug = re.sub(r"[^a-z0-9]+", "-", f"{entry['kind']} {signature}".lower()).strip("-")[:80]
        for rank, (_size, detail, case) in enumerate(entry["cases"], start=1):
            where = folder / f"{number:03d}-{slug}" / f"{rank:02d}"
            where.mkdir(parents=True)
            for name, data in case.files.items():
                (where / name).write_bytes(data)
            description = {"kind": case.kind, "failure": entry["kind"], "signature": signature, "argv": case.argv, **case.about, "detail": detail}
            (where / "case.json").write_text(json.dumps(description, indent=1, ensure_ascii=True) + "\n", encoding="ascii")
            first.setdefault(signature, str(where))
    for rank, (seconds, _size, _what, case) in enumerate(found.slowest, start=1):
        where = folder / "slowest" / f"{rank:02d}"
        where.mkdir(parents=True)
        for name, data in case.files.items():
            (where / name).write_bytes(data)
        description = {"kind": case.kind, "seconds": round(seconds, 2), "argv": case.argv, **case.about}
        (where / "case.json").write_text(json.dumps(description, indent=1, ensure_ascii=True) + "\n", encoding="ascii")
    return first


def replay(folder: Path, timeout: float) -> int:
    """Run every saved case under ``folder`` again; exit code 1 if any still fails."""
    still = 0
    cases = sorted(folder.rglob("case.json"))
    for path in cases:
        case = json.loads(path.read_text(encoding="ascii"))
        with tempfile.TemporaryDirectory() as scratch:
            work = Path(scratch)
            for item in path.parent.iterdir():
                if item.name != "case.json":
                    shutil.copy(item, work / item.name)
            if case["argv"] is None:  # a cache case
                databases = [p.read_bytes() for p in sorted(work.glob("cards-*.jsonl"))]
                (work / "run").mkdir()
                failures = harness.damaged_cache_failures(databases, [tuple(d) for d in case["damages"]], work / "run", timeout=timeout)
            elif case["kind"] == "arguments":
                argv = argument_argv(case["argv"], work)
                failures = harness.judge(harness.run_cli(argv, timeout=timeout, cwd=work / "arguments"), json_output="--json" in argv)
            else:
                files = {item.name for item in work.iterdir()}
                argv = [str(work / a) if a in files else a for a in case["argv"]]
                as_json = any(a in ("--json", "--output-format=json", "--output-format=sarif") for a in argv)
                first = harness.run_cli(argv, timeout=timeout)
                failures = harness.judge(first, json_output=as_json)
                if not failures and argv[0] == "compile":
                    second = harness.run_cli(argv, timeout=timeout)
                    if (second.code, second.stdout) != (first.code, first.stdout):
                        failures = [harness.Failure("nondeterministic", "compile: the same input compiled twice gave other bytes", "")]
        status = f"FAILS {failures[0].kind}: {failures[0].signature}" if failures else "passes"
        still += bool(failures)
        print(f"{path.parent}: {status}")
    print(f"{len(cases)} cases, {still} still failing")
    return 1 if still else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--texts", type=int, default=1_000_000, help="card texts through parse, compile and lint (default 1,000,000)")
    parser.add_argument("--databases", type=int, default=10_000, help="damaged databases through compile (default 10,000)")
    parser.add_argument("--caches", type=int, default=None, help="damaged caches (default: a tenth of --databases)")
    parser.add_argument("--scenarios", type=int, default=10_000, help="mutated scenario files through play (default 10,000)")
    parser.add_argument("--arguments", type=int, default=10_000, help="command lines with odd arguments (default 10,000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, help="worker processes (default: CPUs)")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds of CPU time one command may take on one input (default 20)")
    parser.add_argument("--batch", type=int, default=200, help="inputs a worker draws at a time (default 200)")
    parser.add_argument("--max-chars", type=int, default=20_000, help="length of the longest generated texts (default 20,000)")
    parser.add_argument("--keep", type=int, default=10, help="failing inputs saved per distinct failure, the smallest (default 10)")
    parser.add_argument("--failures", type=Path, default=Path("fuzz-failures"), help="folder for the failing inputs (default fuzz-failures/)")
    # oraclec's parse cache grows with every distinct ability (and a cached parse error keeps the
    # frames of its first raise): a fresh worker now and then keeps a long run's memory bounded
    parser.add_argument("--restart-after", type=int, default=10, help="batches a worker runs before a fresh one replaces it (default 10)")
    parser.add_argument("--replay", type=Path, metavar="DIR", help="run the cases saved under DIR again, and say which still fail")
    parser.add_argument("--journal", type=Path, metavar="FILE",
                        help="record each finished task in FILE; run again with the same FILE and options, a stopped run goes on where it stopped")
    options = parser.parse_args()
    if options.replay:
        return replay(options.replay, options.timeout)
    if options.caches is None:
        options.caches = options.databases // 10
    counts = {"texts": options.texts, "databases": options.databases, "caches": options.caches, "scenarios": options.scenarios, "arguments": options.arguments}

    started = time.perf_counter()
    remove_scratch()  # what a killed run's workers left behind
    # a run stopped with SIGTERM (kill, a CI timeout) stops its workers as Ctrl-C does; the
    # journal already holds every finished task
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    strategies.corpus_texts()  # read once, before the workers are forked
    strategies.scenario_sources()
    from oraclec import compiler  # noqa: F401
    from oraclec.parser import _driver
    from oraclec.scenario import database_pool

    _driver()
    if counts["scenarios"]:
        database_pool()  # the card pool of play, loaded once (5 s), before the workers are forked
    # the strategies validated and Hypothesis's tables of characters built (seconds), and the
    # modules parse and lint import on their first run loaded, once for every worker
    for kind in KINDS:
        if counts[kind]:
            draw(kind, options.seed, -1, 0, options.max_chars)
    harness.run_cli(["parse", "--json", "--text", "--", "Flying"])
    harness.run_cli(["lint", "--output-format=sarif", "--text", "--", "Flying"])
    journal = Journal(options.journal, options, counts)
    found = Batch(options.keep)
    found.merge(journal.found)
    found.peak_rss = journal.found.peak_rss
    if journal.entries:
        print(f"resuming: {journal.found.inputs:,} inputs done in {journal.entries:,} tasks of {options.journal}", file=sys.stderr, flush=True)
    context = multiprocessing.get_context("fork")
    workers = [Worker(context, options) for _ in range(options.jobs)]
    #: per kind: (inputs run, seconds)
    phases: dict[str, tuple[int, float]] = {}
    try:
        for kind in KINDS:
            if counts[kind] > 0:
                print(f"{kind}: {counts[kind]} inputs ...", file=sys.stderr, flush=True)
                before = found.inputs
                took = run_kind(kind, counts[kind], options, context, workers, found, journal)
                phases[kind] = (found.inputs - before, took)
    finally:
        for w in workers:
            w.stop()
    first = save(found, options.failures)
    report(found, phases, options, first, time.perf_counter() - started, journal.inputs)
    return 1 if found.failures else 0


def report(found: Batch, phases: dict[str, tuple[int, float]], options: argparse.Namespace, first: dict[str, str], elapsed: float,
           earlier: collections.Counter[str]) -> None:
    """The figures of the whole run: this process's inputs and those of the journal before it
    (``earlier``); throughput and time are this process's."""
    print(f"seed {options.seed}, {options.jobs} jobs, timeout {options.timeout:g} s of CPU time, texts up to {options.max_chars:,} characters")
    if earlier:
        print(f"resumed from {options.journal}: {sum(earlier.values()):,} of the inputs below were run before this process")
    totals = collections.Counter(earlier) + collections.Counter({kind: n for kind, (n, _) in phases.items()})
    per_kind = ", ".join(f"{totals[kind]:,} {kind}" for kind in KINDS if totals[kind])
    per_command = ", ".join(f"{n:,} {command}" for command, n in sorted(found.runs.items()))
    print(f"inputs             {found.inputs:>9,}  ({per_kind})")
    print(f"command runs       {sum(found.runs.values()):>9,}  ({per_command})")
    by_category: collections.Counter[str] = collections.Counter()
    for entry in found.failures.values():
        by_category[CATEGORIES.get(entry["kind"], entry["kind"])] += entry["count"]
    for category in dict.fromkeys(CATEGORIES.values()):
        print(f"{category:<30} {by_category[category]:>7,}")
    for kind, (n, took) in phases.items():
        if n == 0:
            continue
        print(f"throughput {kind:<10} {n / took:>8.1f} inputs/s  ({took:.0f} s)")
    print(f"total              {elapsed:>8.0f} s; largest worker {found.peak_rss / 1024:.0f} MB")
    if found.failures:
        print(f"\n{len(found.failures)} distinct failures (count, kind, signature; the smallest input saved in):")
        for signature, entry in sorted(found.failures.items(), key=lambda item: -item[1]["count"]):
            print(f"  {entry['count']:>6}  {entry['kind']:<16} {signature}\n          {first[signature]}")
    print(f"\nslowest inputs (saved in {options.failures / 'slowest'}):")
    for seconds_taken, size, what, _case in found.slowest:
        print(f"  {seconds_taken:6.1f} s  {size:>9,} chars/bytes  {what}")


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl-C or SIGTERM: the workers are stopped, the journal kept
        print("fuzz.py: stopped; run the same command with the same --journal to go on", file=sys.stderr)
        sys.exit(130)
