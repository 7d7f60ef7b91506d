"""Whole games of random legal play that check the engine's invariants (``oraclec simulate``).

* :mod:`.decks`: decklist files, and random decks from the compiled cards of a database;
* :mod:`.game`: :func:`play_game`, one game from its decks and seed, with the action policy;
* :mod:`.invariants`: what is checked after every action;
* :mod:`.run`: batches of games, in worker processes, and their summary.

:func:`play_game` takes plain data and returns plain data, so the same function runs one game
per task under any scheduler (``multiprocessing``, Ray: see the README, "Simulating games").
"""

from __future__ import annotations

from .decks import (
    Candidates,
    Deck,
    deck_candidates,
    load_decklist,
    parse_decklist,
    random_deck,
    random_decks,
)
from .game import DEFAULT_MAX_TURNS, Failure, GameResult, play_game
from .invariants import Violation
from .run import GameSpec, Summary, play_spec, run_batch

__all__ = [
    "DEFAULT_MAX_TURNS",
    "Candidates",
    "Deck",
    "Failure",
    "GameResult",
    "GameSpec",
    "Summary",
    "Violation",
    "deck_candidates",
    "load_decklist",
    "parse_decklist",
    "play_game",
    "play_spec",
    "random_deck",
    "random_decks",
    "run_batch",
]
