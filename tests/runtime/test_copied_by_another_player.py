"""A spell copied by the player who paid for it (CR 707.10, 707.10c): "Then that creature's
controller may pay {0}. If the player does, they may copy this spell and may choose a new
target for that copy." The copier controls the copy and chooses its new target."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import compiled_ability

TEXT = "Return target creature to its owner's hand. Then that creature's controller may pay {0}. If the player does, they may copy this spell and may choose a new target for that copy."


def test_the_player_who_paid_copies_the_spell_and_retargets_it() -> None:
    pool = CardPool(use_database=False)
    pool.add(homebrew("Chain Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TEXT)]))
    pool.add(homebrew("Alice Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    pool.add(homebrew("Bob Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    game = Game.setup({"alice": {"battlefield": ["Alice Bear"], "hand": ["Chain Test"]}, "bob": {"battlefield": ["Bob Bear"]}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"may": [False]})
    game.choosers["bob"] = ScriptedChooser({"may": [True, True], "target": ["Alice Bear"]})
    game.cast("alice", "Chain Test", targets={"target": [game.find("Bob Bear")]})
    game.resolve_stack()
    assert game.find("Bob Bear").zone == "hand"
    assert game.find("Alice Bear").zone == "hand"  # bob's copy returned it