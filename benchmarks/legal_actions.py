"""Benchmark: ``Game.legal_actions`` in a mid-game position, time per call.

    python benchmarks/legal_actions.py [--calls 2000]

The position (cards of the bundled database): turn 6, alice's first main phase; each player has
six lands and three creatures on the battlefield, six cards in hand (instants, sorceries,
creatures, a land, a card with flashback in the graveyard) and forty in the library. Printed: the
legal actions found, the median and mean time of a call and the CPU time per call (the steadier
figure on a shared machine), and, for comparison, the time of one
``Game.save_state`` (what trying each candidate action and undoing it would cost per candidate).
Simulation calls ``legal_actions`` once per decision, thousands of times per game.
"""

from __future__ import annotations

import argparse
import statistics
import time

from oraclec.runtime import Game
from oraclec.scenario import database_pool

LANDS = {"alice": ["Forest", "Forest", "Mountain", "Mountain", "Island", "Island"], "bob": ["Swamp", "Swamp", "Swamp", "Plains", "Plains", "Plains"]}
CREATURES = {"alice": ["Grizzly Bears", "Prodigal Sorcerer", "Llanowar Elves"], "bob": ["Serra Angel", "Hill Giant", "Vampire Nighthawk"]}
HANDS = {
    "alice": ["Shock", "Counterspell", "Divination", "Giant Growth", "Hill Giant", "Forest"],
    "bob": ["Doom Blade", "Raise the Alarm", "Swords to Plowshares", "Serra Angel", "Divination", "Swamp"],
}
GRAVEYARDS = {"alice": ["Think Twice", "Firebolt"], "bob": ["Disfigure", "Grizzly Bears"]}
LIBRARY = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Grizzly Bears", "Hill Giant", "Shock"] * 5


def position() -> Game:
    players = {
        name: {
            "battlefield": LANDS[name] + CREATURES[name],
            "hand": HANDS[name],
            "graveyard": GRAVEYARDS[name],
            "library": LIBRARY,
        }
        for name in ("alice", "bob")
    }
    return Game.setup(players, active="alice", step="main1", turn=6, pool=database_pool())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--calls", type=int, default=2000)
    args = parser.parse_args()
    game = position()
    actions = game.legal_actions("alice")
    times = []
    cpu = time.process_time()
    for _ in range(args.calls):
        start = time.perf_counter()
        game.legal_actions("alice")
        times.append(time.perf_counter() - start)
    cpu = time.process_time() - cpu
    saves = []
    for _ in range(200):
        start = time.perf_counter()
        game.save_state()
        saves.append(time.perf_counter() - start)
    print(f"{len(actions)} legal actions: " + "; ".join(a.describe(game) for a in actions))
    print(
        f"legal_actions: median {statistics.median(times) * 1000:.2f} ms, mean {statistics.mean(times) * 1000:.2f} ms per call, "
        f"CPU {cpu / args.calls * 1000:.2f} ms per call ({args.calls} calls)"
    )
    print(f"save_state: median {statistics.median(saves) * 1000:.2f} ms per call")


if __name__ == "__main__":
    main()
