""""You may play one of those cards this turn", "up to two of those cards": a permission for
the cards named before (CR 601.3, 305.1) that serves that many of them in all; once a card is
played or cast with it, the others may not be. Compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import IllegalAction, homebrew

from conftest import compiled_ability


def test_one_of_those_cards_is_a_permission_for_them_serving_one() -> None:
    (_, permission) = compiled_ability("Exile the top two cards of your library. You may play one of those cards this turn.").effects
    assert permission == fx.PlayPermission(what=fx.Found(key="exiled"), duration="end_of_turn", amount=fx.Fixed(value=1))


def test_each_of_those_cards_is_every_one_of_them() -> None:
    (_, permission) = compiled_ability("Exile the top two cards of your library. You may play each of those cards this turn.").effects
    assert permission == fx.PlayPermission(what=fx.Found(key="exiled"), duration="end_of_turn")


def _exiled_pair(setup, pool, text: str):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Impulse Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    pool.add(homebrew("Free Spell Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("You gain 1 life.")]))
    game = setup({"alice": {"hand": ["Impulse Test"], "library": ["Free Spell Test", "Forest", "Free Spell Test", "Swamp"]}, "bob": {"library": ["Swamp"] * 3}})
    game.cast("alice", "Impulse Test")
    game.resolve_stack()
    return game


def test_once_one_is_played_the_other_may_not_be(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _exiled_pair(setup, pool, "Exile the top two cards of your library. You may play one of those cards this turn.")
    assert sorted(game.names("exile", "alice")) == ["Forest", "Free Spell Test"]
    game.cast("alice", "Free Spell Test", zone="exile")
    game.resolve_stack()
    with pytest.raises(IllegalAction):
        game.play_land("alice", game.find("Forest", zone="exile"))
    assert game.names("exile", "alice") == ["Forest"]


def test_a_land_played_uses_it_too(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _exiled_pair(setup, pool, "Exile the top two cards of your library. You may play one of those cards this turn.")
    game.play_land("alice", game.find("Forest", zone="exile"))
    with pytest.raises(IllegalAction):
        game.cast("alice", "Free Spell Test", zone="exile")


def test_up_to_two_of_those_cards_serves_two(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _exiled_pair(setup, pool, "Exile the top three cards of your library. You may play up to two of those cards this turn.")
    game.cast("alice", "Free Spell Test", zone="exile")
    game.resolve_stack()
    game.play_land("alice", game.find("Forest", zone="exile"))
    with pytest.raises(IllegalAction):
        game.cast("alice", "Free Spell Test", zone="exile")
