""""not named ~", "whose controller ...", "whose life total is ...", "you both own and control"
compiled and played: a name excluded (CR 201.2, 201.4b), the controller of an object described as
"who" describes a player (CR 108.4), a player's life total compared (CR 119), owner and controller
both (CR 108.3, 108.4)."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled_ability


def test_destroy_all_creatures_not_named_a_name(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Name Purge Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy all creatures not named Grizzly Bears.")]))
    game = setup({"alice": {"hand": ["Name Purge Test"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves", "Grizzly Bears"]}})
    game.cast("alice", "Name Purge Test")
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Grizzly Bears", "Grizzly Bears"]
    assert game.names("graveyard", "bob") == ["Llanowar Elves"]


def test_not_named_tilde_is_the_source_name(setup, pool) -> None:  # type: ignore[no-untyped-def]
    ability = compiled_ability("{0}: Destroy all creatures not named ~.", is_spell=False)
    pool.add(homebrew("Namesake Test", "Creature — Human", mana_cost="{1}", power=1, toughness=1, abilities=[ability]))
    game = setup({"alice": {"battlefield": ["Namesake Test", "Namesake Test", "Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    source = next(o for o in game.zone("battlefield", "alice") if o.name == "Namesake Test")
    game.activate("alice", source)
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Namesake Test", "Namesake Test"]


def test_destroy_creatures_whose_controller_controls_an_island(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Island Purge Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy all creatures whose controller controls an Island.")]))
    game = setup({"alice": {"hand": ["Island Purge Test"], "battlefield": ["Grizzly Bears", "Forest"]}, "bob": {"battlefield": ["Llanowar Elves", "Island"]}})
    game.cast("alice", "Island Purge Test")
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Forest", "Grizzly Bears", "Island"]
    assert game.names("graveyard", "bob") == ["Llanowar Elves"]


def test_each_opponent_whose_life_total_is_less_than_half(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Each opponent whose life total is less than half their starting life total loses 1 life."
    pool.add(homebrew("Low Life Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Low Life Test"]}, "bob": {"life": 9}, "carol": {"life": 10}})
    game.cast("alice", "Low Life Test")
    game.resolve_stack()
    assert game.player("bob").life == 8
    assert game.player("carol").life == 10


def test_return_all_permanents_you_both_own_and_control(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Own Control Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Return all creatures you both own and control to your hand.")]))
    game = setup({"alice": {"hand": ["Own Control Test"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    game.cast("alice", "Own Control Test")
    game.resolve_stack()
    assert game.names("battlefield") == ["Llanowar Elves"]
    assert game.names("hand", "alice") == ["Grizzly Bears"]


def test_destroy_creatures_that_dont_have_the_same_name_as_one_you_control(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Destroy all creatures that don't have the same name as a creature you control."
    pool.add(homebrew("Kin Purge Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Kin Purge Test"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    game.cast("alice", "Kin Purge Test")
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Grizzly Bears", "Grizzly Bears"]
    assert game.names("graveyard", "bob") == ["Llanowar Elves"]


def test_search_for_a_card_with_the_same_name_as_the_target(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Choose target creature. Search your library for a card with the same name, put it into your hand, then shuffle."
    pool.add(homebrew("Namesearch Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Namesearch Test"], "library": ["Llanowar Elves", "Grizzly Bears", "Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = next(o for o in game.zone("battlefield", "bob") if o.name == "Grizzly Bears")
    game.cast("alice", "Namesearch Test", targets=[bears])
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Grizzly Bears"]
