"""Putting "up to N" counters (CR 608.2d: the number chosen as the instruction is carried out,
from 0 to N); compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import answer, compiled_ability


def test_the_controller_chooses_how_many_up_to_the_most(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Up To Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Put up to three +1/+1 counters on target creature.")]))
    game = setup({"alice": {"hand": ["Up To Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    answer(game, "alice", "number", 2)
    game.cast("alice", "Up To Test", targets={"target": [game.find("Grizzly Bears")]})
    game.resolve_stack()
    assert dict(game.find("Grizzly Bears").counters) == {"+1/+1": 2}


def test_none_is_a_choice(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Up To Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Put up to three +1/+1 counters on target creature.")]))
    game = setup({"alice": {"hand": ["Up To Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    answer(game, "alice", "number", 0)
    game.cast("alice", "Up To Test", targets={"target": [game.find("Grizzly Bears")]})
    game.resolve_stack()
    assert not any(game.find("Grizzly Bears").counters.values())
