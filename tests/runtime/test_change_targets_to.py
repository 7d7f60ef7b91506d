"""Changing the target of a spell to one object, or to a new target of a description (CR 115.7a):
"Change the target of target spell with a single target to this creature.", "... The new target
must be a creature." compiled from their Oracle text and played; "change a target of" (CR 115.7b)
is reported as unsupported, never run as a change of every target."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context
from oraclec.runtime.errors import UnsupportedAtRuntime

from conftest import compiled_ability

TO_THIS = "{0}: Change the target of target spell with a single target to this creature."
MUST_BE = "Change the target of target spell with a single target. The new target must be a creature."


def test_to_this_creature_and_the_new_target_compile_into_the_change() -> None:
    (change,) = compiled_ability(TO_THIS, is_spell=False).effects
    assert isinstance(change, fx.ChangeTargets) and change.to == fx.This() and change.which == "each"
    (change,) = compiled_ability(MUST_BE).effects
    assert isinstance(change, fx.ChangeTargets) and change.to is None
    assert isinstance(change.must_be, fx.Filter) and change.must_be.types == ("Creature",)
    (one,) = compiled_ability("Change a target of target spell or ability to this creature.").effects
    assert isinstance(one, fx.ChangeTargets) and one.which == "one"


def test_the_target_is_changed_to_this_creature(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Rod Test", "Creature", mana_cost="{0}", power=1, toughness=4, abilities=[compiled_ability(TO_THIS, is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Rod Test", "Grizzly Bears"]}, "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    game.state.priority = game.player("bob").index
    bolt = game.cast("bob", "Lightning Bolt", targets={"t": [game.find("Grizzly Bears")]})
    game.state.priority = game.player("alice").index
    game.activate("alice", game.find("Rod Test", "battlefield"), targets=[bolt])
    game.resolve_stack()
    # CR 115.7a: the Bolt's only possible new target was the Rod, which survives 3 damage
    assert "Grizzly Bears" in game.names("battlefield") and "Rod Test" in game.names("battlefield")
    assert game.find("Rod Test", "battlefield").damage == 3


def test_the_new_target_must_be_of_the_description(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Misdirect Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(MUST_BE)]))
    game = setup({"alice": {"hand": ["Misdirect Test"], "battlefield": ["Grizzly Bears"]}, "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    game.state.priority = game.player("bob").index
    bolt = game.cast("bob", "Lightning Bolt", targets={"t": [game.player("alice")]})
    game.state.priority = game.player("alice").index
    game.cast("alice", "Misdirect Test", targets={"target": [bolt]})
    game.resolve_stack()
    # a player is no creature: the Bears are the one new target offered (CR 115.7a)
    (offered,) = [c for c, _ in game.choice_log if c.kind == "target" and "CR 115.7a" in c.prompt]
    assert list(offered.labels) == ["Grizzly Bears"]
    assert (game.player("alice").life, game.player("bob").life) == (20, 20)
    assert "Grizzly Bears" not in game.names("battlefield")


def test_changing_one_of_the_targets_is_reported_unsupported(setup) -> None:  # type: ignore[no-untyped-def]
    (one,) = compiled_ability("Change a target of target spell or ability to this creature.").effects
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    ctx = Context(controller="alice", source_id=game.find("Grizzly Bears").id)
    with pytest.raises(UnsupportedAtRuntime, match="ChangeTargets"):
        game.execute(one, ctx)
