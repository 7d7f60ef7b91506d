"""Benchmark: ``oraclec query`` on the whole bundled database (or another), cold and warm.

    python benchmarks/query.py [DATABASE] [--runs 5]

The database's compiled output is the compile cache's (``oraclec compile`` keeps it), else it is
compiled first (with the cache; minutes on two cores, not part of the figures). Then:

* cold: building the query index from the compiled output, and keeping it in a cache folder
  (a temporary one: the user's is left alone);
* warm, for each of the issue's questions and "green cards that mill": reading the kept index
  back (verified) and answering, median of ``--runs``; and a whole ``oraclec query`` process
  (interpreter start and imports included), as a user runs it.

Wall-clock and CPU time both: CPU time is the steadier figure on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from oraclec import cards, compiledb
from oraclec.query import index

QUESTIONS = ("replaces:draw", "effect:mill", "creates:army", "c:g effect:mill")


def compiled_output(database: str | None) -> bytes:
    path = Path(database) if database else cards.bundled_database()
    cache = compiledb.Cache.open()
    kept = cache.kept_output(compiledb.file_digest(path))
    if kept is not None:
        return kept.text
    print(f"compiling {path} first (the compile cache has no output of it for this code)...", file=sys.stderr)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "compiled.jsonl"
        compiledb.compile_database(str(path), out, jobs=os.cpu_count() or 1, cache=cache)
        return out.read_bytes()


def timed(function, runs: int) -> tuple[float, float, object]:  # type: ignore[no-untyped-def]
    walls, cpus = [], []
    result = None
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        result = function()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus), result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("database", nargs="?", help="card database (default: the bundled one)")
    parser.add_argument("--runs", type=int, default=5, help="runs of each warm measurement (default 5)")
    args = parser.parse_args()
    text = compiled_output(args.database)
    with tempfile.TemporaryDirectory() as folder:
        cache = compiledb.Cache.open(Path(folder))
        wall, cpu, built = timed(lambda: index.build(text, where="compiled output"), 1)
        assert isinstance(built, index.Index)
        print(f"{len(built)} cards, {len(built.uncompiled_cards)} not compiled fully")
        print(f"cold  build the index          wall {wall:6.3f} s  CPU {cpu:6.3f} s")
        wall, cpu, _ = timed(lambda: index.keep(cache, "compiled", "benchmark", built), 1)
        print(f"cold  keep it in the cache     wall {wall:6.3f} s  CPU {cpu:6.3f} s  ({sum(p.stat().st_size for p in Path(folder).glob('query-*')):,} bytes)")
        wall, cpu, kept = timed(lambda: index.read_kept(cache, "compiled", "benchmark"), args.runs)
        assert isinstance(kept, index.Index)
        print(f"warm  read the kept index      wall {wall:6.3f} s  CPU {cpu:6.3f} s")
        for question in QUESTIONS:
            wall, cpu, found = timed(lambda question=question: index.answer(kept, question), args.runs)
            assert isinstance(found, index.Answer)
            print(f"warm  {question:24} wall {wall:6.3f} s  CPU {cpu:6.3f} s  {len(found.matches):4} matches, {len(found.unchecked):3} unchecked")
        compiled_file = Path(folder) / "compiled.jsonl"
        compiled_file.write_bytes(text)
        # the index of the database too, as `oraclec query` without --compiled finds it
        database = Path(args.database) if args.database else cards.bundled_database()
        index.keep(cache, "database", compiledb.file_digest(database), built)
        environment = {**os.environ, "ORACLEC_CACHE_DIR": folder}
        for source in (["--db", str(database)], ["--compiled", str(compiled_file)]):
            command = [sys.executable, "-m", "oraclec", "query", *source, QUESTIONS[0]]
            subprocess.run(command, env=environment, capture_output=True, check=True)  # builds the index if need be
            walls, cpus = [], []
            for _ in range(args.runs):
                wall, cpu = time.perf_counter(), _children_cpu()
                subprocess.run(command, env=environment, capture_output=True, check=True)
                walls.append(time.perf_counter() - wall)
                cpus.append(_children_cpu() - cpu)
            shown = "--db (the bundled database)" if source[0] == "--db" and not args.database else f"{source[0]} FILE"
            print(f"warm  whole process: oraclec query {shown} {QUESTIONS[0]!r}: wall {statistics.median(walls):.3f} s  CPU {statistics.median(cpus):.3f} s")


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime

if __name__ == "__main__":
    main()
