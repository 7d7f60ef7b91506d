"""Benchmark: parse (and round-trip check) every card of a database, median of several runs.

    python benchmarks/parse_corpus.py [DATABASE] [--runs 5] [--jobs N]

Each run starts from a cold parse cache (identical abilities within a run are parsed once, as in
`oraclec stats`). Prints the median wall-clock time with N worker processes (default: all CPUs)
and the median CPU time of a single process. CPU time is the steadier figure on a shared machine.
The target (issue 3): the whole bundled corpus in at most 20 s on a 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from oraclec import cards, parser, stats


def run_parallel(all_cards: list[cards.Card], jobs: int) -> tuple[float, stats.Stats]:
    parser.clear_cache()
    start = time.perf_counter()
    result = stats.collect(all_cards, jobs=jobs)
    return time.perf_counter() - start, result


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
    result = None
    for _ in range(args.runs):
        wall, result = run_parallel(all_cards, args.jobs)
        walls.append(wall)
    assert result is not None
    print(f"{len(all_cards)} cards, {result.cards_parsed} parsed ({result.cards_parsed / result.cards:.1%}), "
          f"{result.abilities} abilities")
    print(f"wall, {args.jobs} processes: median {statistics.median(walls):.2f} s "
          f"(min {min(walls):.2f}, max {max(walls):.2f}, {args.runs} runs)")
    if args.single:
        cpus = [run_single(all_cards) for _ in range(args.runs)]
        print(f"CPU, 1 process: median {statistics.median(cpus):.2f} s (min {min(cpus):.2f}, max {max(cpus):.2f})")


if __name__ == "__main__":
    main()
