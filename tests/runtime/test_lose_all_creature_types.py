"""Losing all creature types (CR 205.1b, 613.1d): "loses all creature types" removes every
creature type of an object in layer 4, its card types and other subtypes kept, compiled from
the text and played, as a resolved effect and as a static ability."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled, compiled_ability


def test_target_creature_loses_all_creature_types_until_end_of_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 205.1b, 613.1d: its creature types go, it is still a creature; the effect ends at the
    cleanup step (CR 514.2)."""
    pool.add(homebrew("Inversion Test", "Instant", mana_cost="{0}", abilities=[compiled_ability("Target creature gets +3/-3 and loses all creature types until end of turn.")]))
    pool.add(homebrew("Elf Warden", "Artifact Creature — Elf Warrior", mana_cost="{1}", power=1, toughness=5))
    game = setup({"alice": {"hand": ["Inversion Test"]}, "bob": {"battlefield": ["Elf Warden"]}})
    elf = next(o for o in game.zone("battlefield").objects if o.name == "Elf Warden")
    game.cast("alice", "Inversion Test", targets=[elf])
    game.resolve_stack()
    chars = game.characteristics(elf)
    assert chars.subtypes == ()
    assert set(chars.types) == {"Artifact", "Creature"}
    assert (chars.power, chars.toughness) == (4, 2)


def test_a_changeling_loses_the_types_its_ability_gives(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 613.3: changeling is a characteristic-defining ability, applied first in layer 4; the
    later effect removes the creature types it gave (CR 702.73a)."""
    pool.add(homebrew("Curse Test", "Enchantment", mana_cost="{0}", abilities=compiled("Creatures your opponents control lose all creature types.")))
    pool.add(homebrew("Shifter Test", "Creature — Shapeshifter", mana_cost="{1}", power=1, toughness=1, abilities=compiled("Changeling")))
    game = setup({"alice": {"battlefield": ["Curse Test"]}, "bob": {"battlefield": ["Shifter Test"]}})
    shifter = next(o for o in game.zone("battlefield").objects if o.name == "Shifter Test")
    chars = game.characteristics(shifter)
    assert chars.subtypes == ()
    assert chars.types == ("Creature",)


def test_a_land_creature_keeps_its_land_types(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 205.1b: only creature types are lost; a land type stays (CR 205.3i)."""
    pool.add(homebrew("Curse Test", "Enchantment", mana_cost="{0}", abilities=compiled("Creatures your opponents control lose all creature types.")))
    pool.add(homebrew("Dryad Grove", "Land Creature — Forest Dryad", power=1, toughness=1))
    game = setup({"alice": {"battlefield": ["Curse Test"]}, "bob": {"battlefield": ["Dryad Grove"]}})
    grove = next(o for o in game.zone("battlefield").objects if o.name == "Dryad Grove")
    assert game.characteristics(grove).subtypes == ("Forest",)
