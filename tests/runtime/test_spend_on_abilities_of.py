"""Mana that may be spent only on abilities of a kind of source (CR 106.6): "Spend this mana
only to activate abilities of artifacts." compiled from the Oracle text and played: the mana
pays for an artifact's ability and not for a creature's."""

from __future__ import annotations

import pytest

from oraclec.runtime import homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import compiled

MACHINIST = "{T}: Add {C}. Spend this mana only to activate abilities of artifacts."


def _game(setup, pool):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Machinist Tester", "Artifact", mana_cost="{2}", abilities=list(compiled(MACHINIST))))
    pool.add(homebrew("Relic Tester", "Artifact", mana_cost="{2}", abilities=list(compiled("{1}: You gain 1 life."))))
    pool.add(homebrew("Bear Tester", "Creature — Bear", mana_cost="{2}", power=2, toughness=2, abilities=list(compiled("{1}: You gain 1 life."))))
    return setup({"alice": {"battlefield": ["Machinist Tester", "Relic Tester", "Bear Tester"]}, "bob": {}})


def test_the_mana_pays_for_an_artifacts_ability(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool)
    game.activate("alice", game.find("Machinist Tester"))
    game.activate("alice", game.find("Relic Tester"))
    game.resolve_stack()
    assert game.player("alice").life == 21


def test_the_mana_does_not_pay_for_a_creatures_ability(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool)
    game.activate("alice", game.find("Machinist Tester"))
    with pytest.raises(IllegalAction):
        game.activate("alice", game.find("Bear Tester"))
