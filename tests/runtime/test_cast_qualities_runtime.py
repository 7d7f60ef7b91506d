"""Spells and objects described by what they are as they are cast (pcast): cost changes for each
target (CR 601.2c, 601.2f), "that doesn't share a color with" (CR 105.2), "exactly two colors"
(CR 105.2), "a spell with one or more targets" (CR 115.1), "with that spell's mana value" (CR
202.3), each compiled from its wording and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled, compiled_ability


def _forests_tapped(game) -> int:  # type: ignore[no-untyped-def]
    return sum(o.tapped for o in game.battlefield("alice") if o.name == "Forest")


def _tap_spell(pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Tapping Test", "Sorcery", mana_cost="{3}{G}", abilities=[compiled_ability("Tap up to two target creatures.")]))


def test_spells_you_cast_cost_one_less_for_each_target(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Spells you cast cost {1} less to cast for each target.": the targets of the spell being
    cast are chosen before its total cost is determined (CR 601.2c, 601.2f): {3}{G} with two
    targets costs {1}{G}, with one {2}{G}."""
    _tap_spell(pool)
    pool.add(homebrew("Target Discount", "Enchantment", mana_cost="{0}", abilities=[*compiled("Spells you cast cost {1} less to cast for each target.")]))
    board = {"alice": {"hand": ["Tapping Test"], "battlefield": ["Target Discount"] + ["Forest"] * 4}, "bob": {"battlefield": ["Grizzly Bears", "Grizzly Bears"]}}
    game = setup(board)
    bears = [o for o in game.battlefield("bob") if o.name == "Grizzly Bears"]
    game.cast("alice", "Tapping Test", targets=bears)
    assert _forests_tapped(game) == 2
    game = setup(board)
    game.cast("alice", "Tapping Test", targets=[game.find("Grizzly Bears", "battlefield")])
    assert _forests_tapped(game) == 3


def test_spells_your_opponents_cast_cost_one_more_for_each_target(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Spells your opponents cast cost {1} more to cast for each target." (CR 601.2f): the
    opponent's {3}{G} spell with two targets costs {5}{G}; the controller's own costs as written."""
    _tap_spell(pool)
    pool.add(homebrew("Target Tax", "Enchantment", mana_cost="{0}", abilities=[*compiled("Spells your opponents cast cost {1} more to cast for each target.")]))
    game = setup({"alice": {"hand": ["Tapping Test"], "battlefield": ["Forest"] * 6}, "bob": {"battlefield": ["Target Tax", "Grizzly Bears", "Grizzly Bears"]}})
    bears = [o for o in game.battlefield("bob") if o.name == "Grizzly Bears"]
    game.cast("alice", "Tapping Test", targets=bears)
    assert _forests_tapped(game) == 6
    game = setup({"alice": {"hand": ["Tapping Test"], "battlefield": ["Target Tax"] + ["Forest"] * 6}, "bob": {"battlefield": ["Grizzly Bears", "Grizzly Bears"]}})
    bears = [o for o in game.battlefield("bob") if o.name == "Grizzly Bears"]
    game.cast("alice", "Tapping Test", targets=bears)
    assert _forests_tapped(game) == 4


def test_destroys_each_creature_that_doesnt_share_a_color_with_one_you_control(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"that doesn't share a color with a creature you control": no color in common with any
    of them (CR 105.2): the red creature is destroyed, the green one is not."""
    pool.add(homebrew("Red Cub", "Creature — Bear", mana_cost="{1}{R}", power=2, toughness=2))
    pool.add(homebrew("Color Purge", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(
        "Destroy each creature your opponents control that doesn't share a color with a creature you control.")]))
    game = setup({"alice": {"hand": ["Color Purge"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears", "Red Cub"]}})
    game.cast("alice", "Color Purge")
    game.resolve_stack()
    assert sorted(o.name for o in game.battlefield("bob")) == ["Grizzly Bears"]


def test_destroys_each_creature_that_is_exactly_two_colors(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"each creature that's exactly two colors" (CR 105.2): the green-white creature, not the
    green one nor the three-colored one."""
    pool.add(homebrew("Two-Tone Cub", "Creature — Bear", mana_cost="{G}{W}", power=2, toughness=2))
    pool.add(homebrew("Three-Tone Cub", "Creature — Bear", mana_cost="{G}{W}{U}", power=3, toughness=3))
    pool.add(homebrew("Pair Purge", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy each creature that's exactly two colors.")]))
    game = setup({"alice": {"hand": ["Pair Purge"]}, "bob": {"battlefield": ["Grizzly Bears", "Two-Tone Cub", "Three-Tone Cub"]}})
    game.cast("alice", "Pair Purge")
    game.resolve_stack()
    assert sorted(o.name for o in game.battlefield("bob")) == ["Grizzly Bears", "Three-Tone Cub"]


def test_triggers_only_for_a_spell_with_one_or_more_targets(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Whenever you cast a spell with one or more targets" (CR 115.1): Lightning Bolt has one,
    Divination none."""
    pool.add(homebrew("Target Watcher", "Enchantment", mana_cost="{0}", abilities=[*compiled("Whenever you cast a spell with one or more targets, you gain 1 life.")]))
    game = setup({"alice": {"hand": ["Lightning Bolt", "Divination"], "library": ["Island"] * 4, "battlefield": ["Target Watcher", "Mountain", "Island", "Island", "Island"]}, "bob": {}})
    life = game.player("alice").life
    game.cast("alice", "Lightning Bolt", targets=["bob"])
    game.resolve_stack()
    assert game.player("alice").life == life + 1
    game.cast("alice", "Divination")
    game.resolve_stack()
    assert game.player("alice").life == life + 1


def test_destroys_the_creatures_with_that_spells_mana_value(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"destroy all creatures with that spell's mana value" (CR 202.3): a creature spell of mana
    value 2 destroys the creatures of mana value 2, not those of 1."""
    pool.add(homebrew("Value Watcher", "Enchantment", mana_cost="{0}", abilities=[*compiled("Whenever you cast a creature spell, destroy all creatures with that spell's mana value.")]))
    game = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Value Watcher", "Forest", "Forest"]}, "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    game.cast("alice", "Grizzly Bears")
    game.resolve_top()
    assert sorted(o.name for o in game.battlefield("bob")) == ["Llanowar Elves"]


def test_draws_as_many_cards_as_the_spell_has_targets(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Whenever you cast a spell with one or more targets, draw that many cards." (CR 115.1,
    601.2c): a spell with two targets draws two."""
    _tap_spell(pool)
    pool.add(homebrew("Target Reader", "Enchantment", mana_cost="{0}", abilities=[*compiled("Whenever you cast a spell with one or more targets, draw that many cards.")]))
    game = setup({"alice": {"hand": ["Tapping Test"], "library": ["Island"] * 5, "battlefield": ["Target Reader"] + ["Forest"] * 4}, "bob": {"battlefield": ["Grizzly Bears", "Grizzly Bears"]}})
    bears = [o for o in game.battlefield("bob") if o.name == "Grizzly Bears"]
    game.cast("alice", "Tapping Test", targets=bears)
    hand = len(game.zone("hand", "alice").objects)
    game.resolve_top()
    assert len(game.zone("hand", "alice").objects) == hand + 2
