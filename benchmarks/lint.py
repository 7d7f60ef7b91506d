"""Time ``oraclec lint`` on one card at a time in a warm process.

A warm process has the grammar built and the modules imported; each card is new to it (the
parse cache is cleared before every card, so its abilities are parsed as a new card's would be).
The sample is 400 cards of the bundled database, chosen with a fixed seed; every check runs,
the syntax check with its search for the closest wording that parses. Prints the median, the
95th percentile and the maximum of the wall-clock time per card, and of the CPU time (on a
machine shared with other work, the CPU time is the steadier figure).

    python benchmarks/lint.py [--cards N] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from oraclec import cards
from oraclec.lint import lint_card
from oraclec.parser import clear_cache, lark


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cards", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    corpus = cards.load_all()
    sample = random.Random(args.seed).sample(corpus, args.cards)
    lark()
    lint_card(corpus[0])  # warm: imports, vocabularies, check tables
    wall: list[float] = []
    cpu: list[float] = []
    for card in sample:
        clear_cache()
        start_wall, start_cpu = time.perf_counter(), time.process_time()
        lint_card(card)
        wall.append((time.perf_counter() - start_wall) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    for label, values in (("wall", wall), ("cpu", cpu)):
        print(
            f"{label:>4} ms per card over {len(values)} cards: median {statistics.median(values):.1f}, "
            f"p95 {percentile(values, 0.95):.1f}, max {max(values):.1f}"
        )


if __name__ == "__main__":
    main()
