"""Alchemy's intensity (digital-only): compiled as fx.Intensity (a value) and fx.Intensify (an
effect); the runtime keeps no intensity, so both are refused as unsupported, never read as 0."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game
from oraclec.runtime.context import Context
from oraclec.runtime.errors import UnsupportedAtRuntime


def test_intensity_is_unsupported_at_runtime() -> None:
    game = Game.setup({"alice": {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 3}, "bob": {}}, pool=CardPool())
    ctx = Context(controller="alice", source_id=game.find("Grizzly Bears").id)
    with pytest.raises(UnsupportedAtRuntime, match="Intensify"):
        game.execute(fx.Intensify(what=fx.This()), ctx)
    with pytest.raises(UnsupportedAtRuntime, match="Intensity"):
        game.execute(fx.Draw(amount=fx.Intensity(what=fx.This())), ctx)
    assert game.names("hand", "alice") == []
