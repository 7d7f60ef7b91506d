"""Runtime of the combat wordings of issue 19 (helper pcombat): what is not executed yet says so."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.errors import UnsupportedAtRuntime


def test_skipping_every_combat_phase_of_the_next_turn_is_reported_unsupported(setup, pool) -> None:
    """"Target player skips all combat phases of their next turn." (CR 505.1a, 614.10): not kept
    yet, so it says so, and skips nothing as if it were the next one only."""
    name = "No Fighting"
    pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(fx.Skip(what="combat phase", player=fx.You(), during="next_turn"),))]))
    game = setup({"alice": {"hand": [name], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.cast("alice", name)
    with pytest.raises(UnsupportedAtRuntime):
        game.resolve_stack()
    assert game.unsupported["Skip"] == 1
    assert not game.state.skips
