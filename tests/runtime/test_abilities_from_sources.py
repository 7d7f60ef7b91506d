"""Abilities described by their source (CR 113.7): "counter target activated ability from an
artifact source" fits an ability whose source is an artifact, never a spell, and never an
ability of another source."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, IllegalAction, ScriptedChooser, homebrew

from conftest import compiled_ability, fixed

TOLL = fx.ActivatedAbility(costs=(fx.ManaPayment(mana="{0}"),), effects=(fx.GainLife(amount=fixed(1)),))


@pytest.fixture
def game() -> Game:
    pool = CardPool(use_database=False)
    rust = compiled_ability("Counter target activated ability from an artifact source.")
    pool.add(homebrew("Rust Test", "Instant", mana_cost="{0}", abilities=[rust]))
    pool.add(homebrew("Toll Engine", "Artifact", mana_cost="{0}", abilities=[TOLL]))
    pool.add(homebrew("Toll Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2, abilities=[TOLL]))
    game = Game.setup({"alice": {"battlefield": ["Toll Engine", "Toll Bear"]}, "bob": {"hand": ["Rust Test"]}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    return game


def test_an_ability_from_an_artifact_source_is_countered(game: Game) -> None:
    game.activate("alice", "Toll Engine")
    (ability,) = game.zone("stack").objects
    game.pass_priority("alice")
    game.cast("bob", "Rust Test", targets={"target": [ability]})
    game.resolve_stack()
    assert game.player("alice").life == 20  # countered: no life gained


def test_an_ability_of_a_creature_is_no_legal_target(game: Game) -> None:
    game.activate("alice", "Toll Bear")
    (ability,) = game.zone("stack").objects
    game.pass_priority("alice")
    with pytest.raises(IllegalAction) as refused:
        game.cast("bob", "Rust Test", targets={"target": [ability]})
    assert refused.value.reason == "target"
    game.resolve_stack()
    assert game.player("alice").life == 21
