"""Lowerings of :mod:`oraclec.ast.durations`: durations are read by the clause they end."""

from __future__ import annotations

from .. import ast
from .registry import LOWERINGS, part_of, unsupported

LOWERINGS[ast.Duration] = part_of("Clause")


# -- durations ------------------------------------------------------------------------------------------
LOWERINGS[ast.UntilLeaves] = part_of("Clause")
LOWERINGS[ast.ForAsLongAs] = part_of("Clause")
# another player's next turn: the runtime ends durations at "your" next turn only (its controller's)
LOWERINGS[ast.UntilPlayersNextTurn] = unsupported("a duration until another player's next turn (CR 611.2) is not in the effect model yet")
LOWERINGS[ast.UntilEndOfPlayersNextTurn] = unsupported("a duration until the end of another player's next turn (CR 611.2) is not in the effect model yet")
# "until this card is cast from exile": the clause's continuous effects, ended as that object is
# cast from there (compiler.effects._until_cast_from, CR 601.2i)
LOWERINGS[ast.UntilCastFrom] = part_of("Clause")
