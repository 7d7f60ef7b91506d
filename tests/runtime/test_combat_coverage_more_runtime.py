""""At the beginning of the end step on your next turn, sacrifice that token." (CR 603.7, 500.1):
the delayed trigger waits for the next turn of its controller, not this turn's end step; and
"Each creature you control with a mana ability gets +2/+2." (CR 605.1a) played (helper pcombat)."""

from __future__ import annotations

from typing import Any

from oraclec.runtime import CardPool, Game, homebrew

from conftest import compiled, next_turn


def _to_end_step(game: Game) -> None:
    while game.state.step != "end":
        game.advance()
    game.resolve_stack()


def test_the_end_step_on_your_next_turn(pool: CardPool, setup: Any) -> None:
    pool.add(homebrew("Next Turn Lander", "Creature — Human", mana_cost="{0}", power=1, toughness=1,
                      abilities=list(compiled("When this creature enters, create a Clue token. At the beginning of the end step on your next turn, sacrifice that token."))))
    game = setup({"alice": {"hand": ["Next Turn Lander"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}}, active="alice", step="main1")
    game.cast("alice", "Next Turn Lander")
    game.resolve_stack()
    assert "Clue" in game.names("battlefield", "alice")
    _to_end_step(game)  # this turn's end step: not yet
    assert "Clue" in game.names("battlefield", "alice")
    next_turn(game)  # bob's turn: not his end step either
    _to_end_step(game)
    assert game.active_player.name == "bob"
    assert "Clue" in game.names("battlefield", "alice")
    next_turn(game)  # alice's next turn
    _to_end_step(game)
    assert game.active_player.name == "alice"
    assert "Clue" not in game.names("battlefield", "alice")


def test_creatures_with_a_mana_ability(pool: CardPool, setup: Any) -> None:
    pool.add(homebrew("Mana Ability Anthem", "Enchantment", mana_cost="{0}", abilities=list(compiled("Each creature you control with a mana ability gets +2/+2."))))
    game = setup({"alice": {"battlefield": ["Mana Ability Anthem", "Llanowar Elves", "Grizzly Bears"]}, "bob": {}}, active="alice", step="main1")
    elves = next(o for o in game.battlefield("alice") if o.name == "Llanowar Elves")
    bears = next(o for o in game.battlefield("alice") if o.name == "Grizzly Bears")
    assert game.characteristics(elves).power == 3
    assert game.characteristics(bears).power == 2
