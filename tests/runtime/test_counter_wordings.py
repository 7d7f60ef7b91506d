"""Counter wordings compiled from their Oracle text and played: counters moved all at once (CR
122.5), and a choice between two kinds of counters put (CR 608.2d)."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled_ability


def test_move_all_counters_moves_every_counter_of_every_kind(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Move all counters from target creature onto another target creature." (CR 122.5)"""
    pool.add(homebrew("Fate Test", "Instant", mana_cost="{0}", abilities=[compiled_ability("Move all counters from target creature onto another target creature.")]))
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 2, "stun": 1}}
    game = setup({"alice": {"hand": ["Fate Test"], "battlefield": [bears, "Grizzly Bears"]}, "bob": {}})
    first, second = game.find("Grizzly Bears"), game.find("Grizzly Bears", nth=2)
    game.cast("alice", "Fate Test", targets={"target": [first], "target 2": [second]})
    game.resolve_stack()
    assert not first.counters
    assert dict(second.counters) == {"+1/+1": 2, "stun": 1}


def test_move_all_counters_of_a_kind_puts_as_many_as_were_removed(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Move all +1/+1 counters from target creature onto another target creature.": the counters
    of the kind removed, as many put onto the other (CR 122.5, 122.8)."""
    text = "Move all +1/+1 counters from target creature onto another target creature."
    pool.add(homebrew("Shift Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(text)]))
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 3, "stun": 1}}
    game = setup({"alice": {"hand": ["Shift Test"], "battlefield": [bears, "Grizzly Bears"]}, "bob": {}})
    first, second = game.find("Grizzly Bears"), game.find("Grizzly Bears", nth=2)
    game.cast("alice", "Shift Test", targets={"target": [first], "target 2": [second]})
    game.resolve_stack()
    assert dict(first.counters) == {"stun": 1}
    assert dict(second.counters) == {"+1/+1": 3}


def test_that_many_after_removing_all_counters_is_the_number_removed(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Remove all +1/+1 counters from target creature you control. Draw that many cards." (CR
    122.8, 608.2c): "that many" is the number of counters the instruction before removed."""
    text = "Remove all +1/+1 counters from target creature you control. Draw that many cards."
    pool.add(homebrew("Take Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 3}}
    game = setup({"alice": {"hand": ["Take Test"], "library": ["Island"] * 5, "battlefield": [bears]}, "bob": {}})
    game.cast("alice", "Take Test", targets={"target": [game.find("Grizzly Bears")]})
    game.resolve_stack()
    assert not game.find("Grizzly Bears").counters
    assert len(game.zone("hand", "alice")) == 3
