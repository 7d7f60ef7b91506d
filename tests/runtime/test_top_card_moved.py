"""A card of the top of a library, once moved, is the card "it" names after the move (CR 400.7):
not the library's new top card. The real cards, compiled from the database and played."""

from __future__ import annotations

from oraclec.runtime import Game, ScriptedChooser

from conftest import require_compiled


def test_dark_confidant_loses_life_equal_to_the_revealed_cards_mana_value(db_pool) -> None:  # type: ignore[no-untyped-def]
    # "reveal the top card of your library and put that card into your hand. You lose life equal
    # to its mana value.": Craw Wurm's 6, not the 0 of the Forest now on top
    require_compiled(db_pool, "Dark Confidant", "Craw Wurm")
    game = Game.setup({"alice": {"battlefield": ["Dark Confidant"], "library": ["Craw Wurm", "Forest", "Forest"]}, "bob": {"library": ["Swamp"] * 3}}, pool=db_pool, active="alice", step="untap")
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.advance()
    assert game.state.step == "upkeep"
    game.resolve_stack()
    assert "Craw Wurm" in game.names("hand", "alice")
    assert game.player("alice").life == 20 - 6


def test_coiling_oracle_puts_a_revealed_nonland_card_into_the_hand(db_pool) -> None:  # type: ignore[no-untyped-def]
    # "If it's a land card, put it onto the battlefield. Otherwise, put that card into your
    # hand.": "that card" of the "Otherwise" is the revealed card, not the cards the instruction
    # of the "If" would have moved (CR 608.2c)
    require_compiled(db_pool, "Coiling Oracle", "Craw Wurm")
    game = Game.setup({"alice": {"hand": ["Coiling Oracle"], "battlefield": ["Forest", "Island"], "library": ["Craw Wurm", "Forest"]}, "bob": {"library": ["Swamp"] * 3}}, pool=db_pool, active="alice")
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.cast("alice", "Coiling Oracle")
    game.resolve_stack()
    assert "Craw Wurm" in game.names("hand", "alice")
    assert game.names("library", "alice") == ["Forest"]
