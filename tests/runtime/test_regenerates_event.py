""""Whenever a creature you control regenerates, ...": a regeneration shield replaced its
destruction (CR 701.19a). Compiled from Oracle text and played."""

from __future__ import annotations

from conftest import compiled

from oraclec.runtime import homebrew


def test_a_creature_regenerating_triggers_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Regrowth Watcher", "Enchantment", mana_cost="{1}", abilities=[*compiled("Whenever a creature you control regenerates, you gain 1 life.")]))
    pool.add(homebrew("Shielded Bear", "Creature — Bear", mana_cost="{1}", power=2, toughness=2, abilities=[*compiled("{0}: Regenerate this creature.")]))
    game = setup({"alice": {"battlefield": ["Regrowth Watcher", "Shielded Bear"]}, "bob": {}})
    bear = game.find("Shielded Bear")
    game.destroy(bear)  # no shield yet: it dies, nothing regenerates
    game.resolve_stack()
    assert game.player("alice").life == 20 and "Shielded Bear" in game.names("graveyard", "alice")


def test_a_used_shield_triggers_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Regrowth Watcher", "Enchantment", mana_cost="{1}", abilities=[*compiled("Whenever a creature you control regenerates, you gain 1 life.")]))
    pool.add(homebrew("Shielded Bear", "Creature — Bear", mana_cost="{1}", power=2, toughness=2, abilities=[*compiled("{0}: Regenerate this creature.")]))
    game = setup({"alice": {"battlefield": ["Regrowth Watcher", "Shielded Bear"]}, "bob": {}})
    bear = game.find("Shielded Bear")
    game.activate("alice", bear)
    game.resolve_stack()
    game.destroy(bear)
    game.resolve_stack()
    assert bear.tapped and game.player("alice").life == 21
