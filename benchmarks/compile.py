"""Benchmark: ``oraclec compile`` of the bundled database (or another), median of several runs.

    python benchmarks/compile.py [DATABASE] [--runs 3] [--jobs 2] [--compare-pure]

Three figures, each the median wall-clock time of ``oraclec compile`` run as a fresh process:

* cold: an empty cache (everything parsed and compiled);
* abilities cached: the compiled abilities cached, the whole-output cache removed (what a changed
  database costs: loading, normalising, and reading the cache);
* cached: an unchanged database (the output is copied from the cache);
* changed database: the same database with one card in a hundred given a new sentence, compiled
  with the cache of the original (the unchanged cards' lines come from the kept output, the new
  abilities are compiled); JSON Lines databases only, such as the bundled one;

with the CPU time (user + system, worker processes included) and the peak memory (maximum
resident set size of the largest process) from ``/usr/bin/time -v``. On a shared machine the CPU
time is the steadier figure; the wall-clock time is what the targets are about.
Targets (issue 4): cold <= 15 s, from the cache <= 2 s, peak memory <= 1 GB on a 2-core machine.

``--compare-pure`` measures cold runs only, alternating the compiled parser with the pure-Python
one (ORACLEC_PURE_PYTHON=1; see hatch_build.py), so that both see the same machine: on a shared
machine the speed of one run to the next varies by a fifth.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(args: list[str], env: dict[str, str], timed: bool = True) -> tuple[float, int | None, float | None]:
    """Wall-clock seconds, peak RSS in bytes and CPU seconds (user + system, the workers
    included) of one ``oraclec`` process."""
    command = [sys.executable, "-m", "oraclec", *args]
    if timed and Path("/usr/bin/time").exists():
        command = ["/usr/bin/time", "-v", *command]
    start = time.perf_counter()
    result = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr}")
    peak = cpu = None
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    if match:
        peak = int(match.group(1)) * 1024
    user = re.search(r"User time \(seconds\): ([\d.]+)", result.stderr)
    system = re.search(r"System time \(seconds\): ([\d.]+)", result.stderr)
    if user and system:
        cpu = float(user.group(1)) + float(system.group(1))
    return elapsed, peak, cpu


def native_state() -> str:
    """Whether the oraclec that runs has its parser compiled by mypyc (see hatch_build.py)."""
    code = "import oraclec.native as n; print(','.join(n.STATE.compiled)); print(','.join(n.STATE.stale)); print(n.STATE.refused)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    compiled, stale, refused = result.stdout.splitlines()
    if compiled:
        return f"compiled by mypyc ({compiled.replace(',', ', ')})"
    if refused == "True":
        return "pure Python (ORACLEC_PURE_PYTHON is set)"
    if stale:
        return f"pure Python: the compiled modules are older than their sources ({stale}); reinstall to compile"
    return "pure Python (not compiled at install)"


Figures = dict[str, list[tuple[float, int | None, float | None]]]


def standard(base: list[str], env: dict[str, str], cache: Path, runs: int, changed: list[str] | None = None) -> Figures:
    figures: Figures = {"cold": [], "abilities cached": [], "cached (unchanged db)": []}
    for _ in range(runs):
        shutil.rmtree(cache, ignore_errors=True)
        figures["cold"].append(run(base, env))
    for _ in range(runs):
        for path in cache.glob("output-*"):
            path.unlink()
        figures["abilities cached"].append(run(base, env))
    figures["cached (unchanged db)"] = [run(base, env) for _ in range(runs)]
    if changed is not None:
        original = cache.with_name("cache-of-the-original")
        shutil.copytree(cache, original)
        figures["changed database (1%)"] = []
        for _ in range(runs):  # each from the original's cache
            shutil.rmtree(cache)
            shutil.copytree(original, cache)
            figures["changed database (1%)"].append(run(changed, env))
    return figures


def changed_database(database: str | None, folder: Path, every: int = 100) -> Path | None:
    """The database as JSON Lines with every ``every``-th card given a sentence of its own (a new
    ability to compile); None if the database is not JSON Lines."""
    from oraclec.cards import bundled_database

    path = Path(database) if database else bundled_database()
    raw = path.read_bytes()
    text = (gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw).decode("utf-8")
    lines = text.splitlines()
    if not lines or not lines[0].lstrip().startswith("{") or len(lines) < 2:
        return None
    changed = folder / "changed.jsonl.gz"  # compressed like the bundled one, so read at the same cost
    with gzip.open(changed, "wt", encoding="utf-8") as out:
        for number, line in enumerate(lines):
            if number % every == 0 and line.strip():
                card = json.loads(line)
                face = card["card_faces"][0] if card.get("card_faces") else card
                face["oracle_text"] = (face.get("oracle_text") or "") + f"\nWhen this enters, you gain {number + 1000} life."
                line = json.dumps(card, ensure_ascii=False)
            out.write(line + "\n")
    return changed


def compare_pure(base: list[str], env: dict[str, str], cache: Path, runs: int) -> Figures:
    pure = {**env, "ORACLEC_PURE_PYTHON": "1"}
    figures: Figures = {"cold, compiled parser": [], "cold, pure Python": []}
    for _ in range(runs):
        for name, environment in (("cold, compiled parser", env), ("cold, pure Python", pure)):
            shutil.rmtree(cache, ignore_errors=True)
            figures[name].append(run(base, environment))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("database", nargs="?", help="card database (default: the bundled one)")
    parser.add_argument("--runs", type=int, default=3, help="runs per figure (default 3)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: CPUs)")
    parser.add_argument("--compare-pure", action="store_true", help="cold runs only, compiled and pure-Python parser in turn")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="oraclec-bench-"))
    cache = work / "cache"
    env = {**os.environ, "ORACLEC_CACHE_DIR": str(cache)}
    out = work / "out.jsonl"
    base = ["compile", *([args.database] if args.database else []), "-o", str(out), "--jobs", str(args.jobs)]
    try:
        if args.compare_pure:
            figures = compare_pure(base, env, cache, args.runs)
        else:
            changed = changed_database(args.database, work)
            changed_base = None if changed is None else ["compile", str(changed), "-o", str(out), "--jobs", str(args.jobs)]
            figures = standard(base, env, cache, args.runs, changed_base)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"oraclec compile {args.database or '(bundled database)'} --jobs {args.jobs}, {args.runs} runs each, {os.cpu_count()} CPUs")
    print(f"parser: {native_state()}")
    for name, runs in figures.items():
        walls = [r[0] for r in runs]
        cpus = [r[2] for r in runs if r[2] is not None]
        peaks = [r[1] for r in runs if r[1] is not None]
        line = f"{name:<24} wall median {statistics.median(walls):7.2f} s (min {min(walls):.2f}, max {max(walls):.2f})"
        if cpus:
            line += f"  CPU median {statistics.median(cpus):7.2f} s"
        if peaks:
            line += f"  peak RSS {max(peaks) / 2**20:5.0f} MiB"
        print(line)
    load = os.getloadavg()[0]
    print(f"load average during the run: {load:.1f} (figures are wall-clock; other work on the machine inflates them)")


if __name__ == "__main__":
    main()
