"""A permanent that becomes something "named ..." (a name change, layer 3: CR 613.1c, 123.6c),
"is all creature types" and "becomes a ... creature with vigilance and all creature types"
(CR 205.3m), compiled from their text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context
from oraclec.runtime.references import matches

from conftest import compiled, compiled_ability


def test_target_creature_becomes_a_legendary_horror_named_fenric(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 613.1c: its name is Fenric from now on (no duration: for the rest of the game); a
    description by name sees the new name (CR 201.2)."""
    pool.add(homebrew("Fenric Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(
        "Target nontoken creature becomes a 6/6 legendary Horror creature named Fenric and loses all abilities.")]))
    game = setup({"alice": {"hand": ["Fenric Test"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = game.find("Grizzly Bears", "battlefield")
    game.cast("alice", "Fenric Test", targets=[bears])
    game.resolve_stack()
    chars = game.characteristics(bears)
    assert chars.name == "Fenric" and chars.subtypes == ("Horror",) and "Legendary" in chars.supertypes
    assert (chars.power, chars.toughness) == (6, 6)
    assert matches(game, bears, fx.Filter(types=("Creature",), name="Fenric"), Context(controller="alice"))
    assert not matches(game, bears, fx.Filter(types=("Creature",), name="Grizzly Bears"), Context(controller="alice"))


def test_enchanted_creature_is_a_citizen_named_by_a_static_ability(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 613.1c, 611.3a: while the Aura's static ability applies."""
    pool.add(homebrew("Protection Test", "Enchantment — Aura", mana_cost="{0}", abilities=[*compiled("Enchant creature"), *compiled(
        "Enchanted creature loses all abilities and is a green and white Citizen creature with base power and toughness 1/1 named Legitimate Businessperson.")]))
    game = setup({"alice": {"hand": ["Protection Test"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = game.find("Grizzly Bears", "battlefield")
    game.cast("alice", "Protection Test", targets=[bears])
    game.resolve_stack()
    chars = game.characteristics(bears)
    assert chars.name == "Legitimate Businessperson" and chars.subtypes == ("Citizen",) and set(chars.colors) == {"G", "W"}


def test_is_all_creature_types(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 205.3m: every creature type, in addition to its own; the land's kept types too."""
    pool.add(homebrew("Dagger Test", "Artifact — Equipment", mana_cost="{0}", abilities=[*compiled("Equipped creature gets +1/+1 and is all creature types."), *compiled("Equip {0}")]))
    pool.add(homebrew("Haven Test", "Land", abilities=compiled("{0}: This land becomes a 4/3 creature with vigilance and all creature types until end of turn. It's still a land.")))
    game = setup({"alice": {"battlefield": ["Dagger Test", "Grizzly Bears", "Haven Test"]}, "bob": {}})
    dagger, bears, haven = (game.find(n, "battlefield") for n in ("Dagger Test", "Grizzly Bears", "Haven Test"))
    game.activate("alice", dagger, 1, targets=[bears])
    game.resolve_stack()
    assert game.characteristics(bears).has_subtype("Elf") and game.characteristics(bears).has_subtype("Bear")
    game.activate("alice", haven, 1)
    game.resolve_stack()
    chars = game.characteristics(haven)
    assert set(chars.types) == {"Land", "Creature"} and chars.has_subtype("Sliver") and chars.has_keyword("vigilance")
    assert (chars.power, chars.toughness) == (4, 3)
