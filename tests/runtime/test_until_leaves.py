""""you may exile target creature ... until this enchantment leaves the battlefield" (CR 610.3,
603.5): the exile the player may choose is undone when the source leaves, with Suspension Field
from the bundled database, compiled."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, ScriptedChooser


@pytest.fixture(scope="module")
def db_pool() -> CardPool:
    return CardPool()


@pytest.mark.parametrize("exile", [True, False])
def test_may_exile_until_this_leaves_the_battlefield(db_pool, exile: bool) -> None:  # type: ignore[no-untyped-def]
    field = "Suspension Field"
    missing = [m for face in db_pool.get(field).faces for m in face.missing]
    assert not missing, missing
    game = Game.setup({"alice": {"hand": [field], "battlefield": ["Plains"] * 2}, "bob": {"battlefield": ["Hill Giant"]}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"may": [exile]})
    game.cast("alice", field)
    game.resolve_stack()
    assert ("Hill Giant" in game.names("exile")) is exile
    assert ("Hill Giant" in game.names("battlefield")) is not exile
    # CR 610.3: when the source leaves, the exiled card returns to the battlefield
    game.move(game.find(field), "graveyard", cause="test")
    game.resolve_stack()
    assert "Hill Giant" in game.names("battlefield") and "Hill Giant" not in game.names("exile")
