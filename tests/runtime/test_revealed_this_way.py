""""If you reveal a creature card this way": a player reveals cards of their own hand or
library (CR 701.20a, 400.3), so the cards they revealed are the revealed cards they own."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import compiled_ability

TEXT = "You may reveal the top card of your library. If you reveal a creature card this way, you gain 3 life."


@pytest.mark.parametrize(("top", "reveal", "life"), [("Test Bear", True, 23), ("Test Bear", False, 20), ("Filler", True, 20)])
def test_a_creature_card_revealed(top: str, reveal: bool, life: int) -> None:
    pool = CardPool(use_database=False)
    pool.add(homebrew("Reveal Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TEXT)]))
    pool.add(homebrew("Test Bear", "Creature — Bear", mana_cost="{3}", power=2, toughness=2))
    pool.add(homebrew("Filler", "Sorcery", mana_cost="{0}"))
    game = Game.setup({"alice": {"hand": ["Reveal Test"], "library": [top]}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"may": [reveal]})
    game.choosers["bob"] = ScriptedChooser({})
    game.cast("alice", "Reveal Test")
    game.resolve_stack()
    assert game.player("alice").life == life
