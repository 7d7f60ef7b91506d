"""Whose zone a card is put into or leaves says whose card it is (CR 400.3): "If a card would
be put into an opponent's graveyard from anywhere, exile it instead." replaces only the moves of
cards an opponent owns; "Whenever a creature card is put into your graveyard from anywhere"
triggers only for cards you own."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import compiled, compiled_ability


@pytest.fixture
def pool() -> CardPool:
    pool = CardPool(use_database=False)
    pool.add(homebrew("Void Test", "Enchantment", mana_cost="{0}", abilities=list(compiled("If a card would be put into an opponent's graveyard from anywhere, exile it instead."))))
    pool.add(homebrew("Grave Watcher", "Enchantment", mana_cost="{0}", abilities=list(compiled("Whenever a creature card is put into your graveyard from anywhere, you gain 1 life."))))
    pool.add(homebrew("Wrath Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy all creatures.")]))
    pool.add(homebrew("Test Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    return pool


def play(pool: CardPool, permanent: str) -> Game:
    game = Game.setup({"alice": {"battlefield": [permanent, "Test Bear"], "hand": ["Wrath Test"]}, "bob": {"battlefield": ["Test Bear"]}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.cast("alice", "Wrath Test")
    game.resolve_stack()
    return game


def test_only_an_opponents_card_is_exiled_instead(pool: CardPool) -> None:
    game = play(pool, "Void Test")
    assert [o.name for o in game.zone("graveyard", "alice").objects if o.name == "Test Bear"] == ["Test Bear"]
    assert not [o for o in game.zone("graveyard", "bob").objects if o.name == "Test Bear"]
    assert [o.name for o in game.zone("exile").objects] == ["Test Bear"]


def test_a_card_put_into_your_graveyard_is_one_you_own(pool: CardPool) -> None:
    game = play(pool, "Grave Watcher")
    game.resolve_stack()
    assert game.player("alice").life == 21  # alice's bear only, not bob's
