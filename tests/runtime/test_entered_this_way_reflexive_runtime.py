"""A reflexive ability on a permanent entering "this way" (CR 603.12, 603.6a): it triggers when
the instruction before put an object of that description onto the battlefield, "it" being that
object; compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled_ability

TEXT = "Put an artifact card from your hand onto the battlefield. When an Equipment enters this way, attach it to target creature you control."


def test_an_equipment_put_onto_the_battlefield_is_attached(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Armory Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TEXT)]))
    pool.add(homebrew("Test Sword", "Artifact — Equipment", mana_cost="{3}"))
    game = setup({"alice": {"hand": ["Armory Test", "Test Sword"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    game.cast("alice", "Armory Test")
    game.resolve_stack()
    sword = game.find("Test Sword", "battlefield")
    assert sword.attached_to == game.find("Grizzly Bears").id


def test_nothing_triggers_for_another_artifact(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Armory Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TEXT)]))
    pool.add(homebrew("Test Rock", "Artifact", mana_cost="{3}"))
    game = setup({"alice": {"hand": ["Armory Test", "Test Rock"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    game.cast("alice", "Armory Test")
    game.resolve_stack()
    assert game.find("Test Rock", "battlefield").attached_to is None
    assert len(game.zone("stack")) == 0
