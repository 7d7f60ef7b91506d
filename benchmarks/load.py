"""Benchmark: load the bundled card database (or another), median of several runs.

    python benchmarks/load.py [DATABASE] [--runs 7]

Prints the median wall-clock and CPU time of iterating every card once (decompressing, decoding
JSON, building the typed Card objects). CPU time is the steadier figure on a shared machine.
"""

from __future__ import annotations

import argparse
import statistics
import time

from oraclec import cards


def measure(path: str | None, runs: int) -> tuple[list[float], list[float], int]:
    walls: list[float] = []
    cpus: list[float] = []
    count = 0
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        count = sum(1 for _ in cards.load(path))
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return walls, cpus, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("database", nargs="?", help="card database (default: the bundled one)")
    parser.add_argument("--runs", type=int, default=7, help="number of runs (default 7)")
    args = parser.parse_args()
    path = args.database or str(cards.bundled_database())
    walls, cpus, count = measure(path, args.runs)
    print(f"{path}: {count} cards, {args.runs} runs")
    print(f"median wall {statistics.median(walls):.3f} s (min {min(walls):.3f}, max {max(walls):.3f})")
    print(f"median CPU  {statistics.median(cpus):.3f} s (min {min(cpus):.3f}, max {max(cpus):.3f})")


if __name__ == "__main__":
    main()
