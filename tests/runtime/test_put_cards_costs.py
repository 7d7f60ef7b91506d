"""Costs that move cards (CR 118.3, 400.3): "Put a card from your hand on top of your library",
"Put three cards from your graveyard on the bottom of your library", "Put a card an opponent
owns from exile into that player's graveyard". Compiled from Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec.runtime import homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import compiled


def test_a_card_from_the_hand_goes_on_top_of_the_library(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Put a card from your hand on top of your library: You gain 2 life."
    pool.add(homebrew("Retreat Tester", "Enchantment", mana_cost="{2}", abilities=list(compiled(text))))
    game = setup({"alice": {"battlefield": ["Retreat Tester"], "hand": ["Island"], "library": ["Forest"]}, "bob": {}})
    game.activate("alice", game.find("Retreat Tester"))
    assert game.names("hand", "alice") == []
    assert game.zone("library", "alice").objects[0].name == "Island"  # on top (CR 401)
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_cards_from_the_graveyard_go_to_the_bottom_and_need_enough(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Put two cards from your graveyard on the bottom of your library: You gain 2 life."
    pool.add(homebrew("Scrounger Tester", "Artifact", mana_cost="{2}", abilities=list(compiled(text))))
    game = setup({"alice": {"battlefield": ["Scrounger Tester"], "graveyard": ["Island"], "library": ["Forest"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.activate("alice", game.find("Scrounger Tester"))  # one card: the cost can't be paid
    game = setup({"alice": {"battlefield": ["Scrounger Tester"], "graveyard": ["Island", "Swamp"], "library": ["Forest"]}, "bob": {}})
    game.activate("alice", game.find("Scrounger Tester"))
    assert game.names("graveyard", "alice") == []
    assert game.zone("library", "alice").objects[0].name == "Forest"
    assert sorted(o.name for o in game.zone("library", "alice").objects[1:]) == ["Island", "Swamp"]


def test_a_card_an_opponent_owns_goes_from_exile_to_their_graveyard(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "{1}, Put a card an opponent owns from exile into that player's graveyard: You gain 2 life."
    pool.add(homebrew("Processor Tester", "Artifact", mana_cost="{2}", abilities=list(compiled(text))))
    game = setup({"alice": {"battlefield": ["Processor Tester", "Island"], "exile": ["Swamp"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.activate("alice", game.find("Processor Tester"))  # her own exiled card doesn't pay it
    game = setup({"alice": {"battlefield": ["Processor Tester", "Island"]}, "bob": {"exile": ["Mountain"]}})
    game.activate("alice", game.find("Processor Tester"))
    assert game.names("graveyard", "bob") == ["Mountain"]
    game.resolve_stack()
    assert game.player("alice").life == 22
