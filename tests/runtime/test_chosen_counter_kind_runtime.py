"""A kind of counter chosen among those on an object and named later by "of that kind" (CR
122.1, 608.2d), compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import answer, compiled_ability

GIVE = "Choose a counter on target permanent or player. Give that permanent or player another counter of that kind."
ADDITIONAL = "Choose a counter on target permanent. Put an additional counter of that kind on that permanent."
IF_NONE = "Choose a counter on a creature you control. Put a counter of that kind on target creature you control if it doesn't have a counter of that kind on it."


def test_another_counter_of_the_chosen_kind_on_the_same_permanent(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Give Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(GIVE)]))
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 2, "stun": 1}}
    game = setup({"alice": {"hand": ["Give Test"], "battlefield": [bears]}, "bob": {}})
    answer(game, "alice", "mode", "stun")
    game.cast("alice", "Give Test", targets={"target": [game.find("Grizzly Bears")]})
    game.resolve_stack()
    assert dict(game.find("Grizzly Bears").counters) == {"+1/+1": 2, "stun": 2}


def test_another_counter_of_the_chosen_kind_on_a_player(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Give Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(GIVE)]))
    game = setup({"alice": {"hand": ["Give Test"]}, "bob": {}})
    game.give_player_counters("bob", "poison", 3)
    game.cast("alice", "Give Test", targets={"target": ["bob"]})
    game.resolve_stack()
    assert game.player("bob").counters["poison"] == 4


def test_no_counter_to_choose_puts_none(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 609.3: with no counter on the permanent no kind is chosen, and no counter is put."""
    pool.add(homebrew("More Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(ADDITIONAL)]))
    game = setup({"alice": {"hand": ["More Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    game.cast("alice", "More Test", targets={"target": [game.find("Grizzly Bears")]})
    game.resolve_stack()
    assert not any(game.find("Grizzly Bears").counters.values())


def test_the_kind_chosen_on_one_creature_is_put_on_another_that_lacks_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Copy Kind Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(IF_NONE)]))
    bears = {"card": "Grizzly Bears", "counters": {"flying": 1}}
    game = setup({"alice": {"hand": ["Copy Kind Test"], "battlefield": [bears, "Llanowar Elves"]}, "bob": {}})
    game.cast("alice", "Copy Kind Test", targets={"target": [game.find("Llanowar Elves")]})
    game.resolve_stack()
    assert dict(game.find("Llanowar Elves").counters) == {"flying": 1}


def test_no_counter_put_on_one_that_has_that_kind_already(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Copy Kind Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(IF_NONE)]))
    bears = {"card": "Grizzly Bears", "counters": {"flying": 1}}
    elves = {"card": "Llanowar Elves", "counters": {"flying": 1}}
    game = setup({"alice": {"hand": ["Copy Kind Test"], "battlefield": [bears, elves]}, "bob": {}})
    answer(game, "alice", "mode", "flying")
    game.cast("alice", "Copy Kind Test", targets={"target": [game.find("Llanowar Elves")]})
    game.resolve_stack()
    assert dict(game.find("Llanowar Elves").counters) == {"flying": 1}
