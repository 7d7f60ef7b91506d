"""Changing the target of a spell or ability (CR 115.7a): "Change the target of target spell
with a single target." compiled from its Oracle text and played: each target is changed to
another legal target, or, when one can't be, none is changed and the original stays."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability

SWERVE = "Change the target of target spell with a single target."


def test_change_the_target_compiles_to_a_change_of_every_target() -> None:
    (change,) = compiled_ability(SWERVE).effects
    assert isinstance(change, fx.ChangeTargets) and change.player == fx.You()
    assert isinstance(change.what, fx.Target) and change.what.what.single_target and change.what.what.zone == "stack"
    (torch,) = compiled_ability("{R}: Change the target of target spell that targets only this creature.", is_spell=False).effects
    assert isinstance(torch, fx.ChangeTargets) and torch.what.what.targets == fx.This() and torch.what.what.targets_only


def test_the_target_is_changed_to_another_legal_target(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Swerve Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(SWERVE)]))
    game = setup({"alice": {"hand": ["Swerve Test"]}, "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}},
                 answers={"alice": {"target": ["bob"]}})
    game.state.priority = game.player("bob").index
    bolt = game.cast("bob", "Lightning Bolt", targets={"t": [game.player("alice")]})
    game.state.priority = game.player("alice").index
    game.cast("alice", "Swerve Test", targets={"target": [bolt]})
    game.resolve_stack()
    # CR 115.7a: the Bolt now targets bob, the one other legal target alice chose
    assert (game.player("alice").life, game.player("bob").life) == (20, 17)


def test_with_no_other_legal_target_the_original_target_stays(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Swerve Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(SWERVE)]))
    pool.add(homebrew("Shock Creature", "Instant", mana_cost="{0}",
                      abilities=[fx.SpellAbility(effects=(fx.DealDamage(to=fx.Target(key="t", what=fx.Filter(types=("Creature",))), amount=fx.Fixed(value=2)),))]))
    game = setup({"alice": {"hand": ["Swerve Test"], "battlefield": ["Grizzly Bears"]}, "bob": {"hand": ["Shock Creature"]}})
    game.state.priority = game.player("bob").index
    shock = game.cast("bob", "Shock Creature", targets={"t": [game.find("Grizzly Bears")]})
    game.state.priority = game.player("alice").index
    game.cast("alice", "Swerve Test", targets={"target": [shock]})
    game.resolve_stack()
    # CR 115.7a: the Bears are the only creature, so the target is unchanged and they die
    assert "Grizzly Bears" not in game.names("battlefield")
    assert not [c for c, _ in game.choice_log if c.kind == "target" and "CR 115.7a" in c.prompt]
