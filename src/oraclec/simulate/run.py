"""Batches of games: their specifications (:class:`GameSpec`), played in this process or in worker
processes (results in the games' order, so a batch's results do not depend on ``jobs``), and
the summary of a batch (:class:`Summary`)."""

from __future__ import annotations

import collections
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import attrs

from .decks import Candidates, Deck, random_decks
from .game import Failure, GameResult, play_game


@attrs.frozen
class GameSpec:
    """What one game needs, and nothing else: plain data that pickles."""

    deck_a: Deck
    deck_b: Deck
    seed: int
    max_turns: int


def play_spec(spec: GameSpec) -> GameResult:
    """:func:`play_game` for one spec. An exception :func:`play_game` itself lets out (setting up
    the game) is a failure of that game, never the end of the batch."""
    try:
        return play_game(spec.deck_a, spec.deck_b, spec.seed, spec.max_turns)
    except Exception as exc:
        failure = Failure(seed=spec.seed, action=0, kind="exception", message=f"setting up the game: {type(exc).__name__}: {exc}")
        return GameResult(
            seed=spec.seed, decks=(spec.deck_a.name, spec.deck_b.name), first="", outcome="failure", winner=None,
            turns=0, actions=0, refused=0, cards_used=(), cards_in_decks=(), digest="", failure=failure,
        )


def specs_for_decks(deck_a: Deck, deck_b: Deck, seeds: Iterable[int], max_turns: int) -> Iterator[GameSpec]:
    for seed in seeds:
        yield GameSpec(deck_a, deck_b, seed, max_turns)


def specs_for_random_decks(candidates: Candidates, seeds: Iterable[int], max_turns: int) -> Iterator[GameSpec]:
    """Each game its own two random decks, built from its seed (:func:`random_decks`)."""
    for seed in seeds:
        deck_a, deck_b = random_decks(candidates, seed)
        yield GameSpec(deck_a, deck_b, seed, max_turns)


def play_all(specs: Iterable[GameSpec], jobs: int = 1) -> Iterator[GameResult]:
    """The results of the games, in the specs' order, played in ``jobs`` processes."""
    if jobs <= 1:
        for spec in specs:
            yield play_spec(spec)
        return
    from ..workers import map_in_workers

    yield from map_in_workers(play_spec, specs, jobs, prepare=_prepare_workers)


def _prepare_workers() -> None:
    """Import the runtime and the compiler once, in the first worker (the others fork from it)."""
    from .. import compiler  # noqa: F401
    from ..parser import _driver

    _driver()


@attrs.define
class Summary:
    """The figures of a batch of games."""

    games: int = 0
    wins: collections.Counter[str] = attrs.field(factory=collections.Counter)
    draws: int = 0
    turn_limit: int = 0
    turns: int = 0
    actions: int = 0
    refused: int = 0
    #: the games' failures: what the engine or its invariants did wrong
    failures: list[Failure] = attrs.field(factory=list)
    #: the games stopped at a construct the runtime cannot execute yet (not failures)
    unsupported: list[Failure] = attrs.field(factory=list)
    results: list[GameResult] = attrs.field(factory=list)
    #: wall-clock seconds of the whole batch
    elapsed: float = 0.0

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.results.append(result)
        self.turns += result.turns
        self.actions += result.actions
        self.refused += result.refused
        if result.outcome == "unsupported" and result.failure is not None:
            self.unsupported.append(result.failure)
        elif result.failure is not None:
            self.failures.append(result.failure)
        elif result.outcome == "win" and result.winner:
            self.wins[result.winner] += 1
        elif result.outcome == "draw":
            self.draws += 1
        elif result.outcome == "turn limit":
            self.turn_limit += 1

    @property
    def games_per_second(self) -> float:
        return self.games / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.elapsed if self.elapsed > 0 else 0.0

    def unsupported_constructs(self) -> list[tuple[str, int, int]]:
        """(construct, games it stopped, the first such game's seed), the most games first."""
        counts: collections.Counter[str] = collections.Counter()
        first: dict[str, int] = {}
        for stop in self.unsupported:
            construct = stop.message.removeprefix("unsupported at runtime: ").split(" (")[0]
            counts[construct] += 1
            first.setdefault(construct, stop.seed)
        return [(construct, n, first[construct]) for construct, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]

    def cards_used(self) -> set[str]:
        return {name for result in self.results for name in result.cards_used}

    def cards_in_decks(self) -> set[str]:
        return {name for result in self.results for name in result.cards_in_decks}

    def as_json(self, players: Iterable[str]) -> dict[str, Any]:
        """The figures that are the same for the same games, whatever ``jobs`` (the times are
        added by the caller)."""
        return {
            "games": self.games,
            "wins": {player: self.wins[player] for player in players},
            "draws": self.draws,
            "turn_limit": self.turn_limit,
            "failed": len(self.failures),
            "stopped_unsupported": len(self.unsupported),
            "turns": self.turns,
            "actions": self.actions,
            "refused": self.refused,
        }


def run_batch(specs: Iterable[GameSpec], jobs: int = 1, progress: Callable[[int], None] | None = None, clock: Callable[[], float] = time.perf_counter) -> Summary:
    """Play every game of ``specs`` and sum them up."""
    summary = Summary()
    started = clock()
    for result in play_all(specs, jobs):
        summary.add(result)
        if progress is not None:
            progress(1)
    summary.elapsed = clock() - started
    return summary
