"""Executors of the effects of resolving spells and abilities (:data:`~..registry.EXECUTORS`),
one module per family of :mod:`oraclec.effects`; importing this package registers them all."""

from __future__ import annotations

from . import actions, choices, continuous, game, replacements, special

__all__ = ["actions", "choices", "continuous", "game", "replacements", "special"]
