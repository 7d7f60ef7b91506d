"""Time the runtime's sandbox (what ``oraclec stats`` does for ``cards_executable``) on every Nth
card of the bundled database (or --db), in this process.

Each card is compiled first (not timed); then each fully compiled card is played in the sandbox
(:func:`oraclec.runtime.sandbox.smoke_definition`: cast or put onto the battlefield, resolved, each
ability exercised) and the time of those runs is printed (wall clock and processor time), with the cards per second and how many
were executable, so that two source trees can be compared on the same sample:

    PYTHONPATH=OLD/src python benchmarks/sandbox.py --every 20
    PYTHONPATH=NEW/src python benchmarks/sandbox.py --every 20

The status counts must be equal for the two trees when the change is meant only to be faster.
"""

from __future__ import annotations

import argparse
import collections
import json
import time

from oraclec import cards
from oraclec.runtime.sandbox import card_definition, default_compile_face, sandbox_pool, smoke_definition


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=int, default=20, help="play every Nth card (default 20)")
    parser.add_argument("--db", default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    compile_face = default_compile_face()
    assert compile_face is not None
    pool = sandbox_pool(compile_face)
    sample = cards.load_all(args.db)[:: args.every]
    definitions = [card_definition(card, compile_face) for card in sample]
    compiled = [d for d in definitions if not any(face.missing for face in d.faces)]
    statuses: collections.Counter[str] = collections.Counter()
    started, started_cpu = time.perf_counter(), time.process_time()
    for definition in compiled:
        statuses[smoke_definition(definition, pool).status] += 1
    seconds, cpu_seconds = time.perf_counter() - started, time.process_time() - started_cpu
    figures = {
        "cards": len(sample),
        "played": len(compiled),
        "seconds": round(seconds, 2),
        # the processor time of this process: steadier than the wall clock on a busy machine
        "cpu_seconds": round(cpu_seconds, 2),
        "cards_per_second": round(len(compiled) / seconds, 1),
        "statuses": dict(sorted(statuses.items())),
    }
    if args.json:
        print(json.dumps(figures, sort_keys=True))
        return
    for name, value in figures.items():
        print(f"{name:17}{value}")


if __name__ == "__main__":
    main()
