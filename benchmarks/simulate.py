"""Time ``oraclec simulate --random-decks --games N --seed 1`` on the bundled database (or --db).

Builds the random decks' candidates first (the compile of the database, from the compile cache
when it is warm: not timed), then plays the games in ``--jobs`` processes and prints games per
second and actions per second of the wall-clock time, with the outcomes. ``--json`` prints the
same as one object, with which compiled cards took part in at least one game: in a deck
(``cards_in_decks``), and cast, played, activated or triggered (``cards_used``), each with its
share of all the cards that compiled fully.

    python benchmarks/simulate.py [--games N] [--jobs J] [--max-turns T] [--db PATH] [--json]
"""

from __future__ import annotations

import argparse
import json
import time

from oraclec.cli import default_jobs
from oraclec.simulate import DEFAULT_MAX_TURNS, deck_candidates, run_batch
from oraclec.simulate.run import specs_for_random_decks

SEED = 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--jobs", type=int, default=default_jobs())
    parser.add_argument("--max-turns", type=int, default=DEFAULT_MAX_TURNS)
    parser.add_argument("--db", default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    started = time.perf_counter()
    candidates = deck_candidates(args.db, jobs=args.jobs)
    preparing = time.perf_counter() - started
    summary = run_batch(specs_for_random_decks(candidates, range(SEED, SEED + args.games), args.max_turns), jobs=args.jobs)
    compiled = set(candidates.compiled)
    in_decks = summary.cards_in_decks() & compiled
    used = summary.cards_used() & compiled
    figures = {
        "games": summary.games,
        "seed": SEED,
        "jobs": args.jobs,
        "max_turns": args.max_turns,
        "seconds": round(summary.elapsed, 2),
        "games_per_second": round(summary.games_per_second, 3),
        "actions": summary.actions,
        "actions_per_second": round(summary.actions_per_second, 1),
        "wins": dict(sorted(summary.wins.items())),
        "draws": summary.draws,
        "turn_limit": summary.turn_limit,
        "stopped_unsupported": len(summary.unsupported),
        "unsupported_constructs": [{"construct": c, "games": n, "first_seed": s} for c, n, s in summary.unsupported_constructs()],
        "failed": len(summary.failures),
        "failures": [f.to_json() for f in summary.failures],
        "compiled_cards": len(compiled),
        "cards_in_decks": len(in_decks),
        "cards_in_decks_share": round(len(in_decks) / len(compiled), 4) if compiled else 0.0,
        "cards_used": len(used),
        "cards_used_share": round(len(used) / len(compiled), 4) if compiled else 0.0,
        "preparing_seconds": round(preparing, 2),
    }
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(f"{summary.games} games, {summary.actions:,} actions in {summary.elapsed:.1f} s ({args.jobs} jobs): "
          f"{summary.games_per_second:.3f} games/s, {summary.actions_per_second:.1f} actions/s")
    print(f"wins {figures['wins']}, draws {summary.draws}, turn limit {summary.turn_limit}, "
          f"stopped (unsupported) {len(summary.unsupported)}, failed {len(summary.failures)}")
    print(f"compiled cards in a deck {len(in_decks):,} ({figures['cards_in_decks_share']:.1%}), "
          f"cast/played/activated/triggered {len(used):,} ({figures['cards_used_share']:.1%}) of {len(compiled):,}")
    for failure in summary.failures:
        print(f"  seed {failure.seed}, action {failure.action}: {failure.kind}: {failure.message}")


if __name__ == "__main__":
    main()
