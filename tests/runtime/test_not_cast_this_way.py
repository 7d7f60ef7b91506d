""""You may cast that card without paying its mana cost. If you don't cast it this way, put it
into your hand." (CR 608.2g, 608.2c): declined, the card goes to the hand; cast, it does not."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import compiled_ability

TEXT = "Exile the top card of your library. You may cast that card without paying its mana cost. If you don't cast it this way, put it into your hand."


@pytest.mark.parametrize("cast", [False, True])
def test_the_card_goes_to_hand_only_if_not_cast(cast: bool) -> None:
    pool = CardPool(use_database=False)
    pool.add(homebrew("Cascade Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TEXT)]))
    pool.add(homebrew("Test Bear", "Creature — Bear", mana_cost="{3}", power=2, toughness=2))
    game = Game.setup({"alice": {"hand": ["Cascade Test"], "library": ["Test Bear"]}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"card": ["Test Bear" if cast else "none"]})
    game.choosers["bob"] = ScriptedChooser({})
    game.cast("alice", "Cascade Test")
    game.resolve_stack()
    assert game.find("Test Bear").zone == ("battlefield" if cast else "hand")
