"""Alchemy (digital-only): "conjure a card named ... into the top three cards of your library at
random" puts the new card at a random place among the top three cards."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import compiled_ability


def test_the_conjured_card_is_among_the_top_cards() -> None:
    pool = CardPool(use_database=False)
    pool.add(homebrew("Conjure Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Conjure a card named Test Bear into the top three cards of your library at random.")]))
    pool.add(homebrew("Test Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    pool.add(homebrew("Filler", "Sorcery", mana_cost="{0}"))
    places = set()
    for seed in range(12):
        game = Game.setup({"alice": {"hand": ["Conjure Test"], "library": ["Filler"] * 10}, "bob": {}}, pool=pool, seed=seed)
        game.choosers["alice"] = ScriptedChooser({})
        game.cast("alice", "Conjure Test")
        game.resolve_stack()
        library = [o.name for o in game.zone("library", "alice").objects]
        assert len(library) == 11 and library.count("Test Bear") == 1
        places.add(library.index("Test Bear"))
    assert places <= {0, 1, 2} and len(places) > 1
