"""Targets chosen at random (CR 601.2c): "target opponent chosen at random" compiled from its
Oracle text and played: the target is picked by chance among the legal targets as the spell is
put on the stack; its controller is not asked."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability

RAMPAGE = "~ deals 4 damage to target opponent chosen at random."


def test_a_target_chosen_at_random_compiles_to_a_random_target() -> None:
    (damage,) = compiled_ability(RAMPAGE).effects
    assert isinstance(damage, fx.DealDamage) and damage.to == fx.Target(key="target", what=fx.EachOpponent(), at_random=True)


def test_the_target_is_picked_by_chance_not_by_the_caster(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Rampage Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(RAMPAGE)]))
    hit = set()
    for _ in range(12):
        game = setup({"alice": {"hand": ["Rampage Test"]}, "bob": {}, "carol": {}}, strict=True)
        game.cast("alice", "Rampage Test")
        game.resolve_stack()
        assert not [c for c, _ in game.choice_log if c.kind == "target"]  # no one was asked
        lives = {name: game.player(name).life for name in ("alice", "bob", "carol")}
        assert lives["alice"] == 20 and sorted((lives["bob"], lives["carol"])) == [16, 20]
        hit.add(min(("bob", "carol"), key=lambda n: lives[n]))
    assert hit <= {"bob", "carol"}
