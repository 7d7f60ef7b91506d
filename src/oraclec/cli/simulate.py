"""Play whole games of random legal play between two decks, checking the engine's invariants.

Decks: two decklist files (lines such as "4 Lightning Bolt"; optional "Deck" and "Sideboard"
headers, the sideboard ignored; "#" comments), their cards looked up in the card database
(--db, default the bundled one), each of which must compile fully; or --random-decks, which
builds two new 60-card decks for every game from the cards of the database that compile fully
(one or two colours, lands in proportion), the same for the same seed.

Game N of a run (from 0) has the seed --seed + N, which decides everything in it: shuffles,
who plays first, every action and choice. Opening hands are kept (no mulligans). A player takes
a non-pass action three times out of four when there is one (less often the more actions they
took this turn). After every action the game
checks that every object is in one zone, no card appeared or disappeared, life, counters and
mana are well-formed, the stack was empty as each step began, and state-based actions left no
creature with lethal damage or toughness 0. A game stops at its first failure (a broken
invariant, an exception out of the engine, an action or turn without end), reported with its
seed, the number of the action and the command that replays it; the run goes on with the next
game. A game still going after --max-turns turns is a draw by the limit.

--replay SEED plays that one game again and prints its log: each action, and the events and
choices it caused.

A game that reaches a compiled construct the runtime cannot execute yet stops there; such games
are counted apart, by construct, and are not failures.

Exit codes: 0 every game ended without a failure, 1 some game failed, 2 bad arguments or decks.
"""

from __future__ import annotations

import argparse
import shlex
from typing import Any

from . import (
    EXIT_FINDINGS,
    EXIT_OK,
    add_jobs_option,
    add_json_option,
    default_jobs,
    path_argument,
    print_json,
)
from .progress import add_quiet_option, progress_bar

#: the most games one run plays, and the highest turn limit (far beyond a real run; they keep a
#: typo from starting a run of years)
MAX_GAMES = 10_000_000
MAX_TURNS = 10_000
DEFAULT_GAMES = 100


def _count(low: int, high: int, what: str) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} must be from {low:,} to {high:,}, got {value:,}")
        return value

    return parse


def add_parser(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play random legal games, checking the engine's invariants", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("decks", nargs="*", type=path_argument, metavar="DECK", help="two decklist files (deck A, deck B)")
    p.add_argument("--random-decks", action="store_true", help="build two random decks for each game from the compiled cards of the database")
    p.add_argument("--db", type=path_argument, metavar="PATH", help="card database (default: the bundled one)")
    p.add_argument("--games", "-n", type=_count(1, MAX_GAMES, "--games"), default=None, metavar="N", help=f"games to play (default: {DEFAULT_GAMES})")
    p.add_argument("--seed", type=_count(0, 2**63 - 1, "--seed"), default=0, metavar="S", help="the seed of the first game; game N has S + N (default: 0)")
    p.add_argument("--max-turns", type=_count(1, MAX_TURNS, "--max-turns"), default=None, metavar="T", help="turns after which a game is a draw by the limit (default: 30)")
    p.add_argument("--replay", type=_count(0, 2**63 - 1, "--replay"), default=None, metavar="SEED", help="play the game with this seed again and print its log")
    add_jobs_option(p)
    add_json_option(p, "the results")
    add_quiet_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..errors import InputError
    from ..simulate import DEFAULT_MAX_TURNS

    if args.random_decks and args.decks:
        raise InputError("--random-decks builds the decks: give no decklist files with it")
    if not args.random_decks and len(args.decks) != 2:
        raise InputError(f"give two decklist files (deck A and deck B), or --random-decks; got {len(args.decks)} file{'s' if len(args.decks) != 1 else ''}")
    if args.replay is not None and args.games is not None:
        raise InputError("--replay plays the one game with that seed: --games cannot go with it")
    max_turns = args.max_turns or DEFAULT_MAX_TURNS
    jobs = args.jobs or default_jobs()
    if args.replay is not None:
        return _replay(args, args.replay, max_turns)
    return _run(args, max_turns, jobs)


def _decks(args: argparse.Namespace, jobs: int) -> Any:
    """The two decks, or the random decks' candidates."""
    from ..simulate import decks

    if args.random_decks:
        return decks.deck_candidates(args.db, jobs=jobs)
    from ..cards import load_all

    cards = load_all(args.db)
    return decks.load_decklist(args.decks[0], cards=cards), decks.load_decklist(args.decks[1], cards=cards)


def _specs(args: argparse.Namespace, loaded: Any, seeds: Any, max_turns: int) -> Any:
    from ..simulate import run as batch

    if args.random_decks:
        return batch.specs_for_random_decks(loaded, seeds, max_turns)
    return batch.specs_for_decks(loaded[0], loaded[1], seeds, max_turns)


def replay_command(args: argparse.Namespace, seed: int, max_turns: int) -> str:
    """The command line that replays the game with ``seed``."""
    words = ["oraclec", "simulate"]
    words += ["--random-decks"] if args.random_decks else list(args.decks)
    if args.db:
        words += ["--db", args.db]
    words += ["--replay", str(seed)]
    if max_turns != _default_max_turns():
        words += ["--max-turns", str(max_turns)]
    return shlex.join(words)


def _default_max_turns() -> int:
    from ..simulate import DEFAULT_MAX_TURNS

    return DEFAULT_MAX_TURNS


def _run(args: argparse.Namespace, max_turns: int, jobs: int) -> int:
    from ..simulate import run_batch

    loaded = _decks(args, jobs)
    games = args.games or DEFAULT_GAMES
    seeds = range(args.seed, args.seed + games)
    with progress_bar("playing", quiet=args.quiet, total=games) as bar:
        summary = run_batch(_specs(args, loaded, seeds, max_turns), jobs=min(jobs, games), progress=bar.advance)
    players = ("A", "B")
    if args.json:
        print_json(
            {
                "seed": args.seed,
                "max_turns": max_turns,
                "decks": "random" if args.random_decks else list(args.decks),
                **summary.as_json(players),
                "elapsed": round(summary.elapsed, 3),
                "games_per_second": round(summary.games_per_second, 3),
                "actions_per_second": round(summary.actions_per_second, 1),
                "failures": [{**f.to_json(), "replay": replay_command(args, f.seed, max_turns)} for f in summary.failures],
                "unsupported": [{**f.to_json(), "replay": replay_command(args, f.seed, max_turns)} for f in summary.unsupported],
                "results": [r.to_json() for r in summary.results],
            }
        )
    else:
        _print_summary(args, summary, players, max_turns)
    return EXIT_FINDINGS if summary.failures else EXIT_OK


def _print_summary(args: argparse.Namespace, summary: Any, players: tuple[str, ...], max_turns: int) -> None:
    from ..errors import shown

    decks = "random (new decks for each game)" if args.random_decks else f"A {shown(args.decks[0])}, B {shown(args.decks[1])}"
    print(f"decks      {decks}")
    print(f"games      {summary.games} (seeds {args.seed} to {args.seed + summary.games - 1})")
    print(f"wins       {', '.join(f'{p} {summary.wins[p]}' for p in players)}")
    print(f"draws      {summary.draws} by a rule, {summary.turn_limit} at the turn limit ({max_turns})")
    average = summary.turns / summary.games if summary.games else 0.0
    print(f"turns      {summary.turns:,} ({average:.1f} a game)")
    print(f"actions    {summary.actions:,} ({summary.refused:,} refused by the engine)")
    print(f"time       {summary.elapsed:.2f} s: {summary.games_per_second:.2f} games/s, {summary.actions_per_second:,.0f} actions/s")
    print(f"stopped    {len(summary.unsupported)} at a construct the runtime cannot execute yet (not failures)")
    for construct, games, seed in summary.unsupported_constructs():
        print(f"  {construct}: {games} game{'s' if games != 1 else ''} (first: seed {seed})")
    print(f"failures   {len(summary.failures)}")
    for failure in summary.failures:
        during = f" while taking: {failure.during}" if failure.during else ""
        print(f"  seed {failure.seed}, action {failure.action} (turn {failure.turn}, {failure.step}): {failure.kind}: {failure.message}{during}")
        print(f"    replay: {replay_command(args, failure.seed, max_turns)}")


def _replay(args: argparse.Namespace, seed: int, max_turns: int) -> int:
    from ..simulate import play_game
    from ..simulate.decks import random_decks

    loaded = _decks(args, 1)
    deck_a, deck_b = random_decks(loaded, seed) if args.random_decks else loaded
    result = play_game(deck_a, deck_b, seed, max_turns, keep_log=True)
    if args.json:
        print_json({**result.to_json(), "log": list(result.log)})
    else:
        print(f"seed {seed}: A {deck_a.name}, B {deck_b.name}; {result.first} plays first")
        for line in result.log:
            print(line)
        print(_outcome(result))
    return EXIT_FINDINGS if result.failure is not None and result.outcome == "failure" else EXIT_OK


def _outcome(result: Any) -> str:
    if result.failure is not None:
        f = result.failure
        what = "stopped" if result.outcome == "unsupported" else "failure"
        return f"{what} at action {f.action} (turn {f.turn}, {f.step}): {f.kind}: {f.message}"
    if result.outcome == "win":
        return f"{result.winner} wins on turn {result.turns} after {result.actions} actions"
    if result.outcome == "turn limit":
        return f"a draw by the turn limit ({result.turns} turns, {result.actions} actions)"
    return f"a draw on turn {result.turns} after {result.actions} actions"
