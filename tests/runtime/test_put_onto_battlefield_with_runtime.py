"""Objects "put onto the battlefield with [this object]" (linked abilities, CR 607.2c): the
permanents its other abilities put there, while each is the same object (CR 400.7); compiled
from the Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled_ability

SERVITUDE = (
    "When this enchantment enters, return target creature card from your graveyard to the battlefield.",
    "When the creature put onto the battlefield with this enchantment dies, exile it and return this enchantment to its owner's hand.",
    "When this enchantment leaves the battlefield, exile the creature put onto the battlefield with this enchantment.",
)


def _pool(pool) -> None:  # type: ignore[no-untyped-def]
    abilities = [compiled_ability(text, is_spell=False) for text in SERVITUDE]
    pool.add(homebrew("Servitude Test", "Enchantment", mana_cost="{0}", abilities=abilities))
    pool.add(homebrew("Shatter Test", "Instant", mana_cost="{0}", abilities=[compiled_ability("Destroy target enchantment.")]))
    pool.add(homebrew("Slay Test", "Instant", mana_cost="{0}", abilities=[compiled_ability("Destroy target creature.")]))


def test_the_linked_creature_is_exiled_when_the_enchantment_leaves(setup, pool) -> None:  # type: ignore[no-untyped-def]
    _pool(pool)
    game = setup({"alice": {"hand": ["Servitude Test", "Shatter Test"], "graveyard": ["Grizzly Bears"], "battlefield": ["Llanowar Elves"]}, "bob": {}})
    game.cast("alice", "Servitude Test")
    game.resolve_stack()  # the spell, then its enters trigger
    game.resolve_stack()
    assert game.find("Grizzly Bears").zone == "battlefield"
    game.cast("alice", "Shatter Test", targets={"target": [game.find("Servitude Test", "battlefield")]})
    game.resolve_stack()
    game.resolve_stack()
    assert game.find("Grizzly Bears").zone == "exile"
    assert game.find("Llanowar Elves").zone == "battlefield"  # not put there with it


def test_the_linked_creature_dying_returns_the_enchantment(setup, pool) -> None:  # type: ignore[no-untyped-def]
    _pool(pool)
    game = setup({"alice": {"hand": ["Servitude Test", "Slay Test"], "graveyard": ["Grizzly Bears"]}, "bob": {}})
    game.cast("alice", "Servitude Test")
    game.resolve_stack()
    game.resolve_stack()
    game.cast("alice", "Slay Test", targets={"target": [game.find("Grizzly Bears", "battlefield")]})
    game.resolve_stack()
    game.resolve_stack()
    assert game.find("Grizzly Bears").zone == "exile"
    assert game.find("Servitude Test").zone == "hand"
