"""Alchemy's spellbooks (digital-only): "draft a card from ~'s spellbook" and "conjure a random
card from ~'s spellbook" compile to effects that name the spellbook by its card; its cards are a
list of the digital game that no card pool holds, so the runtime refuses both as unsupported,
never picking a card from somewhere else."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game
from oraclec.runtime.context import Context
from oraclec.runtime.errors import UnsupportedAtRuntime


def test_drafting_from_a_spellbook_is_unsupported_at_runtime(db_pool: CardPool) -> None:
    pilot = "Experimental Pilot"
    assert not [m for face in db_pool.get(pilot).faces for m in face.missing]
    game = Game.setup({"alice": {"battlefield": [pilot]}, "bob": {}}, pool=db_pool)
    ctx = Context(controller="alice", source_id=game.find(pilot).id)
    hand = list(game.names("hand", "alice"))
    with pytest.raises(UnsupportedAtRuntime, match="Draft"):
        game.execute(fx.Draft(spellbook_of=fx.This()), ctx)
    assert game.names("hand", "alice") == hand


def test_conjuring_from_a_spellbook_is_unsupported_at_runtime(db_pool: CardPool) -> None:
    game = Game.setup({"alice": {"battlefield": ["Goblin Influx Array"]}, "bob": {}}, pool=db_pool)
    ctx = Context(controller="alice", source_id=game.find("Goblin Influx Array").id)
    for conjure in (fx.Conjure(to="hand", spellbook_of=fx.This()), fx.Conjure(to="battlefield", spellbook="Planets Spellbook", chosen=True)):
        with pytest.raises(UnsupportedAtRuntime, match="spellbook"):
            game.execute(conjure, ctx)
    assert game.names("hand", "alice") == []
