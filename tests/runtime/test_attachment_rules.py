"""Rules of what can be attached to what (CR 303.4c, 301.5c, 701.3b, 704.5m-n), compiled
from their text and played: "can't be equipped", "can't be enchanted by other Auras", "can be
attached only to a legendary creature"."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled, compiled_ability


def _blade(pool, name: str, *rules: str) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Artifact — Equipment", mana_cost="{0}", abilities=[*compiled("Equipped creature gets +1/+0."), *(a for r in rules for a in compiled(r)), *compiled("Equip {0}")]))


def test_a_creature_that_cant_be_equipped(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.3b, 301.5c: equipping it does nothing; the Equipment doesn't move."""
    _blade(pool, "Blade Test")
    pool.add(homebrew("Brawler Test", "Creature — Goblin", mana_cost="{1}", power=2, toughness=1, abilities=compiled("This creature can't be equipped.")))
    game = setup({"alice": {"battlefield": ["Blade Test", "Brawler Test", "Grizzly Bears"]}, "bob": {}})
    blade, brawler, bears = (game.find(n, "battlefield") for n in ("Blade Test", "Brawler Test", "Grizzly Bears"))
    game.activate("alice", blade, 1, targets=[brawler])
    game.resolve_stack()
    assert blade.attached_to is None and game.power(brawler) == 2
    game.activate("alice", blade, 1, targets=[bears])
    game.resolve_stack()
    assert blade.attached_to == bears.id


def test_equipment_attached_only_to_a_creature_with_power_3_or_greater(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 301.5c, 704.5n: attached only to what it can be; once its creature's power drops
    below 3, it becomes unattached and stays on the battlefield."""
    _blade(pool, "Naginata Test", "This Equipment can be attached only to a creature with power 3 or greater.")
    pool.add(homebrew("Ogre Test", "Creature — Ogre", mana_cost="{3}", power=3, toughness=3))
    pool.add(homebrew("Weaken Test", "Instant", mana_cost="{0}", abilities=[compiled_ability("Target creature gets -2/-0 until end of turn.")]))
    game = setup({"alice": {"battlefield": ["Naginata Test", "Grizzly Bears", "Ogre Test"], "hand": ["Weaken Test"]}, "bob": {}})
    blade, bears, ogre = (game.find(n, "battlefield") for n in ("Naginata Test", "Grizzly Bears", "Ogre Test"))
    game.activate("alice", blade, 1, targets=[bears])
    game.resolve_stack()
    assert blade.attached_to is None  # power 2
    game.activate("alice", blade, 1, targets=[ogre])
    game.resolve_stack()
    assert blade.attached_to == ogre.id and game.power(ogre) == 4
    game.cast("alice", "Weaken Test", targets=[ogre])
    game.resolve_stack()  # 4 - 2 = 2: below 3
    assert blade.attached_to is None and blade.zone == "battlefield"


def test_a_permanent_that_cant_be_enchanted_by_other_auras(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 303.4c, 704.5m: another Aura on it is put into its owner's graveyard; the Aura that
    gives the rule is not "other" (it stays)."""
    pool.add(homebrew("Sanctum Test", "Enchantment — Aura", mana_cost="{0}", abilities=[*compiled("Enchant creature"), *compiled("Enchanted creature can't be enchanted by other Auras.")]))
    pool.add(homebrew("Plain Aura Test", "Enchantment — Aura", mana_cost="{0}", abilities=[*compiled("Enchant creature"), *compiled("Enchanted creature gets +1/+1.")]))
    game = setup({"alice": {"battlefield": ["Grizzly Bears"], "hand": ["Sanctum Test", "Plain Aura Test", "Plain Aura Test"]}, "bob": {}})
    bears = game.find("Grizzly Bears", "battlefield")
    game.cast("alice", "Plain Aura Test", targets=[bears])
    game.resolve_stack()
    assert game.power(bears) == 3  # no rule yet: the Aura stays
    game.cast("alice", "Sanctum Test", targets=[bears])
    game.resolve_stack()
    assert game.find("Sanctum Test", "battlefield").attached_to == bears.id
    assert game.names("graveyard", "alice") == ["Plain Aura Test"]
    game.cast("alice", "Plain Aura Test", targets=[bears])
    game.resolve_stack()
    assert game.names("graveyard", "alice") == ["Plain Aura Test", "Plain Aura Test"]
    assert game.power(bears) == 2
