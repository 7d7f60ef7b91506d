"""Costs and choices between costs (CR 118, 602.1): "unless they sacrifice a nonland permanent or
discard a card" (a choice of two costs, CR 118.12, 601.2b), "put a counter on it or remove one"
(a choice of two instructions, CR 608.2d) and "Unattach this Equipment" as a cost (CR 701.3d).
Compiled from Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import compiled


def _punisher(pool) -> str:  # type: ignore[no-untyped-def]
    text = "{T}: Target opponent loses 3 life unless they sacrifice a nonland permanent of their choice or discard a card."
    pool.add(homebrew("Punisher Tester", "Artifact", mana_cost="{2}", abilities=list(compiled(text))))
    return "Punisher Tester"


def test_the_opponent_discards_instead_of_losing_life(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _punisher(pool)
    game = setup({"alice": {"battlefield": [card]}, "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Island"]}},
                 answers={"bob": {"may": [True], "cost": [fx.DiscardCost(what=fx.Filter(zone="hand", kind="card")).describe()], "card": ["Island"]}})
    game.activate("alice", game.find(card), targets=["bob"])
    game.resolve_stack()
    assert game.player("bob").life == 20
    assert [o.name for o in game.zone("graveyard", "bob").objects] == ["Island"]
    assert game.find("Grizzly Bears").zone == "battlefield"


def test_the_opponent_who_pays_nothing_loses_life(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _punisher(pool)
    game = setup({"alice": {"battlefield": [card]}, "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Island"]}},
                 answers={"bob": {"may": [False]}})
    game.activate("alice", game.find(card), targets=["bob"])
    game.resolve_stack()
    assert game.player("bob").life == 17


def test_a_counter_put_on_or_removed(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "{1}: Put a charge counter on this artifact or remove a charge counter from it."
    pool.add(homebrew("Choker Tester", "Artifact", mana_cost="{2}", abilities=list(compiled(text))))
    game = setup({"alice": {"battlefield": ["Choker Tester", "Island", "Island"]}, "bob": {}},
                 answers={"alice": {"mode": [1, 2]}})
    choker = game.find("Choker Tester")
    game.activate("alice", choker)
    game.resolve_stack()
    assert choker.counters.get("charge", 0) == 1
    game.activate("alice", choker)
    game.resolve_stack()
    assert choker.counters.get("charge", 0) == 0


def test_unattaching_the_equipment_pays_the_cost(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Unattach Tester", "Artifact — Equipment", mana_cost="{1}",
                      abilities=list(compiled("Unattach this Equipment: You gain 2 life."))))
    game = setup({"alice": {"battlefield": ["Unattach Tester", "Grizzly Bears"]}, "bob": {}})
    equipment = game.find("Unattach Tester")
    with pytest.raises(IllegalAction):
        game.activate("alice", equipment)  # attached to nothing: the cost can't be paid (CR 118.3)
    equipment = game.find("Unattach Tester")  # the failed activation was undone (CR 732)
    equipment.attached_to = game.find("Grizzly Bears").id
    game._touch()  # attached directly, not by an action of the game
    game.activate("alice", equipment)
    assert equipment.attached_to is None and equipment.zone == "battlefield"
    game.resolve_stack()
    assert game.player("alice").life == 22
