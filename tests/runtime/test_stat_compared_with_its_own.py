""""with toughness greater than its power": each object's own numbers compared (CR 208.1), not
the source's (the filter read "its" as the source)."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled_ability


def test_destroy_each_creature_with_toughness_greater_than_its_power(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Wall Purge Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy each creature with toughness greater than its power.")]))
    pool.add(homebrew("Thick Wall Test", "Creature — Wall", mana_cost="{1}", power=0, toughness=4))
    pool.add(homebrew("Glass Cannon Test", "Creature — Elf", mana_cost="{1}", power=3, toughness=1))
    game = setup({"alice": {"hand": ["Wall Purge Test"], "battlefield": ["Grizzly Bears", "Thick Wall Test"]}, "bob": {"battlefield": ["Glass Cannon Test"]}})
    game.cast("alice", "Wall Purge Test")
    game.resolve_stack()
    # Grizzly Bears is 2/2: toughness not greater than power
    assert sorted(game.names("battlefield")) == ["Glass Cannon Test", "Grizzly Bears"]
    assert sorted(game.names("graveyard", "alice")) == ["Thick Wall Test", "Wall Purge Test"]
