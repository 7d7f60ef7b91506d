"""More quantities (see :mod:`.values` for the basic ones)."""

from __future__ import annotations

from .base import Value, model


@model
class AnyNumber(Value):
    """"any number of": the player picks how many, as the choice is made (CR 601.2c for
    targets, 608.2d on resolution)."""
