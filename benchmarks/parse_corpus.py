"""Benchmark: parse (and round-trip check) every card of a database, median of several runs.

    python benchmarks/parse_corpus.py [DATABASE] [--runs 5] [--jobs N]

Each run starts from a cold parse cache (identical abilities within a worker are parsed once).
Only parsing is timed, not the lowering that `oraclec stats` adds. Prints the median wall-clock time with N worker processes (default: all CPUs)
and the median CPU time of a single process. CPU time is the steadier figure on a shared machine.
The target (issue 3): the whole bundled corpus in at most 20 s on a 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time

from oraclec import cards, parser
from oraclec.workers import map_in_workers


def _parse_chunk(chunk: list[cards.Card]) -> tuple[int, int, int]:
    """(cards, cards parsed, abilities) of a chunk: parsing and the round-trip check only."""
    parsed = [parser.parse_card(card) for card in chunk]
    return len(parsed), sum(p.ok for p in parsed), sum(len(p.abilities) for p in parsed)


def _cpu_seconds() -> float:
    """CPU time (user + system) of this process and of its finished worker processes."""
    return sum(
        usage.ru_utime + usage.ru_stime
        for usage in (resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN))
    )


def run_parallel(all_cards: list[cards.Card], jobs: int, chunk_size: int = 500) -> tuple[float, float, tuple[int, int, int]]:
    """Parse in ``jobs`` worker processes (each with its own cache, empty at the start), without
    compiling: `oraclec stats` also lowers every parsed ability, which is the compiler's time.
    Returns the wall-clock time, the CPU time of all processes (the steadier figure on a shared
    machine), and the counts."""
    parser.clear_cache()
    cpu = _cpu_seconds()
    start = time.perf_counter()
    chunks = [all_cards[i : i + chunk_size] for i in range(0, len(all_cards), chunk_size)]
    totals = [0, 0, 0]
    for counts in map_in_workers(_parse_chunk, chunks, jobs):
        totals = [a + b for a, b in zip(totals, counts, strict=True)]
    wall = time.perf_counter() - start
    return wall, _cpu_seconds() - cpu, (totals[0], totals[1], totals[2])


def run_single(all_cards: list[cards.Card]) -> float:
    parser.clear_cache()
    start = time.process_time()
    for card in all_cards:
        parser.parse_card(card)
    return time.process_time() - start


def main() -> None:
    cli = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    cli.add_argument("database", nargs="?", help="card database (default: the bundled one)")
    cli.add_argument("--runs", type=int, default=5)
    cli.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    cli.add_argument("--single", action="store_true", help="also time one process (CPU time)")
    args = cli.parse_args()
    all_cards = list(cards.load(args.database))
    parser.lark()  # the grammar is built (or loaded from Lark's cache) outside the timing
    walls = []
    cpus_parallel = []
    result = None
    for _ in range(args.runs):
        wall, cpu, result = run_parallel(all_cards, args.jobs)
        walls.append(wall)
        cpus_parallel.append(cpu)
    assert result is not None
    n_cards, n_parsed, n_abilities = result
    print(f"{n_cards} cards, {n_parsed} parsed ({n_parsed / n_cards:.1%}), {n_abilities} abilities")
    print(f"wall, {args.jobs} processes: median {statistics.median(walls):.2f} s "
          f"(min {min(walls):.2f}, max {max(walls):.2f}, {args.runs} runs); "
          f"CPU of all processes: median {statistics.median(cpus_parallel):.2f} s; load average {os.getloadavg()[0]:.1f}")
    if args.single:
        cpus = [run_single(all_cards) for _ in range(args.runs)]
        print(f"CPU, 1 process: median {statistics.median(cpus):.2f} s (min {min(cpus):.2f}, max {max(cpus):.2f})")


if __name__ == "__main__":
    main()
