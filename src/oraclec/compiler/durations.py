"""Lowerings of :mod:`oraclec.ast.durations`: durations are read by the clause they end."""

from __future__ import annotations

from .. import ast
from .registry import LOWERINGS, part_of

LOWERINGS[ast.Duration] = part_of("Clause")


# -- durations ------------------------------------------------------------------------------------------
LOWERINGS[ast.UntilLeaves] = part_of("Clause")
LOWERINGS[ast.ForAsLongAs] = part_of("Clause")
