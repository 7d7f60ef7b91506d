""""a third of their life", "a tenth of the creatures they control", "pay half your life":
a part of a number, rounded as the text says (CR 107.1a, 119.4); compiled and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled_ability


def test_each_player_loses_a_third_of_their_life_rounded_up(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Third Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Each player loses a third of their life, rounded up.")]))
    game = setup({"alice": {"hand": ["Third Test"]}, "bob": {}})
    game.player("bob").life = 10
    game.cast("alice", "Third Test")
    game.resolve_stack()
    assert (game.player("alice").life, game.player("bob").life) == (13, 6)


def test_each_opponent_sacrifices_a_tenth_of_their_creatures_rounded_up(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Tenth Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Each opponent sacrifices a tenth of the creatures they control of their choice, rounded up.")]))
    game = setup({"alice": {"hand": ["Tenth Test"]}, "bob": {"battlefield": ["Grizzly Bears"] * 11}})
    game.cast("alice", "Tenth Test")
    game.resolve_stack()
    assert len(game.names("battlefield")) == 9
