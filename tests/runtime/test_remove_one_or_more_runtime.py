"""Removing one or more counters as a cost (CR 122.8, 118.3): as many as the payer chooses, at
least one, which "that much" and "the number of counters removed this way" count; compiled from
the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec.runtime import IllegalAction, homebrew

from conftest import answer, compiled_ability


def _pinger(pool) -> None:  # type: ignore[no-untyped-def]
    ability = compiled_ability("Remove one or more +1/+1 counters from this creature: It deals that much damage to target creature.", is_spell=False)
    pool.add(homebrew("Ping Test", "Creature — Elemental", mana_cost="{0}", power=1, toughness=1, abilities=[ability]))


def test_that_much_is_the_number_of_counters_the_cost_removed(setup, pool) -> None:  # type: ignore[no-untyped-def]
    _pinger(pool)
    pinger = {"card": "Ping Test", "counters": {"+1/+1": 3}}
    game = setup({"alice": {"battlefield": [pinger]}, "bob": {"battlefield": ["Kami of Old Stone"]}})
    answer(game, "alice", "number", 2)
    game.activate("alice", "Ping Test", targets=[game.find("Kami of Old Stone")])
    game.resolve_stack()
    assert dict(game.find("Ping Test").counters) == {"+1/+1": 1}
    assert game.find("Kami of Old Stone").damage == 2


def test_zero_is_not_a_choice(setup, pool) -> None:  # type: ignore[no-untyped-def]
    _pinger(pool)
    pinger = {"card": "Ping Test", "counters": {"+1/+1": 1}}
    game = setup({"alice": {"battlefield": [pinger]}, "bob": {"battlefield": ["Kami of Old Stone"]}})
    game.activate("alice", "Ping Test", targets=[game.find("Kami of Old Stone")])
    game.resolve_stack()
    assert not game.find("Ping Test").counters.get("+1/+1")
    assert game.find("Kami of Old Stone").damage == 1


def test_cannot_be_activated_with_no_counter_to_remove(setup, pool) -> None:  # type: ignore[no-untyped-def]
    _pinger(pool)
    game = setup({"alice": {"battlefield": ["Ping Test"]}, "bob": {"battlefield": ["Kami of Old Stone"]}})
    with pytest.raises(IllegalAction):
        game.activate("alice", "Ping Test", targets=[game.find("Kami of Old Stone")])


def test_removed_from_among_several_creatures_counts_them_all(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Remove one or more +1/+1 counters from among creatures you control: Create an X/X green Ooze creature token, where X is the number of +1/+1 counters removed this way."
    pool.add(homebrew("Flux Test", "Enchantment", mana_cost="{0}", abilities=[compiled_ability(text, is_spell=False)]))
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}
    elves = {"card": "Llanowar Elves", "counters": {"+1/+1": 1}}
    game = setup({"alice": {"battlefield": ["Flux Test", bears, elves]}, "bob": {}})
    answer(game, "alice", "number", 3)
    game.activate("alice", "Flux Test")
    game.resolve_stack()
    ooze = game.find("Ooze Token", "battlefield")
    assert (game.characteristics(ooze).power, game.characteristics(ooze).toughness) == (3, 3)
    assert not game.find("Grizzly Bears").counters.get("+1/+1") and not game.find("Llanowar Elves").counters.get("+1/+1")
