""""the greatest number of creatures you control that have a creature type in common" (CR
205.3m; a changeling has every creature type, CR 702.73a)."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

CREATURES_YOU_CONTROL = fx.Filter(types=("Creature",), controller=fx.You())


def _gain_largest_group(pool) -> None:  # type: ignore[no-untyped-def]
    amount = fx.LargestSharingGroup(what=CREATURES_YOU_CONTROL, characteristic="creature_types")
    pool.add(homebrew("Kinship Count", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(fx.GainLife(amount=amount),))]))
    pool.add(homebrew("Elf Warrior", "Creature — Elf Warrior", mana_cost="{G}", power=1, toughness=1))
    pool.add(homebrew("Human Warrior", "Creature — Human Warrior", mana_cost="{R}", power=1, toughness=1))
    pool.add(homebrew("Shapeshifter", "Creature — Shapeshifter", mana_cost="{U}", power=1, toughness=1, abilities=[fx.Keyword(name="changeling")]))


def test_the_largest_group_with_one_creature_type(setup, pool) -> None:
    """Two Warriors and an Elf Druid: the Warriors are the largest group (the two Elves too)."""
    _gain_largest_group(pool)
    game = setup({"alice": {"hand": ["Kinship Count"], "battlefield": ["Elf Warrior", "Human Warrior", "Llanowar Elves", "Grizzly Bears"]}, "bob": {}})
    game.cast("alice", "Kinship Count")
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_a_changeling_joins_every_group(setup, pool) -> None:
    _gain_largest_group(pool)
    game = setup({"alice": {"hand": ["Kinship Count"], "battlefield": ["Elf Warrior", "Human Warrior", "Shapeshifter", "Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    game.cast("alice", "Kinship Count")
    game.resolve_stack()
    assert game.player("alice").life == 23
