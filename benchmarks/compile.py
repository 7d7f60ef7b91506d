"""Benchmark: ``oraclec compile`` of the bundled database (or another), median of several runs.

    python benchmarks/compile.py [DATABASE] [--runs 3] [--jobs 2]

Three figures, each the median wall-clock time of ``oraclec compile`` run as a fresh process:

* cold: an empty cache (everything parsed and compiled);
* abilities cached: the compiled abilities cached, the whole-output cache removed (what a changed
  database costs: loading, normalising, and reading the cache);
* cached: an unchanged database (the output is copied from the cache);

and the peak memory (maximum resident set size) of a cold run, from ``/usr/bin/time -v``.
Targets (issue 4): cold <= 15 s, cached <= 2 s, peak memory <= 1 GB on a 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(args: list[str], env: dict[str, str], timed: bool = False) -> tuple[float, int | None]:
    command = [sys.executable, "-m", "oraclec", *args]
    if timed and Path("/usr/bin/time").exists():
        command = ["/usr/bin/time", "-v", *command]
    start = time.perf_counter()
    result = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr}")
    peak = None
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    if match:
        peak = int(match.group(1)) * 1024
    return elapsed, peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("database", nargs="?", help="card database (default: the bundled one)")
    parser.add_argument("--runs", type=int, default=3, help="runs per figure (default 3)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: CPUs)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="oraclec-bench-"))
    cache = work / "cache"
    env = {**os.environ, "ORACLEC_CACHE_DIR": str(cache)}
    out = work / "out.jsonl"
    base = ["compile", *([args.database] if args.database else []), "-o", str(out), "--jobs", str(args.jobs)]
    try:
        cold, peaks = [], []
        for _ in range(args.runs):
            shutil.rmtree(cache, ignore_errors=True)
            elapsed, peak = run(base, env, timed=True)
            cold.append(elapsed)
            if peak:
                peaks.append(peak)
        abilities = []
        for _ in range(args.runs):
            for path in cache.glob("output-*"):
                path.unlink()
            abilities.append(run(base, env)[0])
        cached = [run(base, env)[0] for _ in range(args.runs)]
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"oraclec compile {args.database or '(bundled database)'} --jobs {args.jobs}, {args.runs} runs each, {os.cpu_count()} CPUs")
    for name, times in (("cold", cold), ("abilities cached", abilities), ("cached (unchanged db)", cached)):
        print(f"{name:<24} median {statistics.median(times):7.2f} s  (min {min(times):.2f}, max {max(times):.2f})")
    if peaks:
        print(f"{'peak memory (cold)':<24} max {max(peaks) / 2**20:7.0f} MiB")
    load = os.getloadavg()[0]
    print(f"load average during the run: {load:.1f} (figures are wall-clock; other work on the machine inflates them)")


if __name__ == "__main__":
    main()
