"""Scenario files: rules interactions written as data (TOML) and run by the rules engine.

A scenario sets up a game (players in turn order with their zones, life and mana; cards not in
the database defined under ``[cards."Name"]``), carries out ``[[step]]`` actions (cast,
activate, play, foretell, draw, mill, pass, resolve, advance) with each player's answers to the
choices the game asks, and checks ``[expect]``: zones, life, mana, permanents and events. The
format is taught in the README ("Scenario files"); ``oraclec play`` runs files.

* :func:`load` / :func:`loads` read and check a file (:class:`ScenarioError` names the file, the
  line and the key of anything wrong);
* :func:`run` plays it and returns a :class:`ScenarioResult` (passed, failures with expected
  and actual values, warnings, the game log and a trace of events and choices);
* :func:`play_file` does both; :func:`setup_game` gives the game in its starting position.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .loader import EVENT_KINDS, Scenario, ScenarioError, load, loads
from .runner import Failure, ScenarioResult, database_pool, run, setup_game


def play_file(path: str | Path, *, pool: Any = None) -> ScenarioResult:
    """Load and run one scenario file."""
    return run(load(path), pool=pool)


__all__ = [
    "EVENT_KINDS",
    "Failure",
    "Scenario",
    "ScenarioError",
    "ScenarioResult",
    "database_pool",
    "load",
    "loads",
    "play_file",
    "run",
    "setup_game",
]
