""""it becomes plotted" played (CR 702.170c-d): the owner of a plotted card may cast it from
exile without paying its mana cost, in their main phase while the stack is empty, on a later
turn than the one it became plotted in."""

from __future__ import annotations

import pytest

from oraclec.runtime import IllegalAction

from conftest import next_turn, require_compiled, scripted_game

LUCK = "Make Your Own Luck"  # Look at the top three cards of your library. You may exile a nonland card from among them. If you do, it becomes plotted. Put the rest into your hand.


def _plotted_game(db_pool):  # type: ignore[no-untyped-def]
    require_compiled(db_pool, LUCK)
    game = scripted_game(
        db_pool,
        {"alice": {"hand": [LUCK], "battlefield": ["Island"] * 3 + ["Forest"] * 2, "library": ["Shock", "Island", "Forest"] + ["Island"] * 10},
         "bob": {"battlefield": ["Mountain"], "library": ["Island"] * 10}},
        {"alice": {"may": [True], "card": ["Shock"]}},
        step="main1",
    )
    game.cast("alice", LUCK, zone="hand")
    game.resolve_stack()
    return game


def test_the_exiled_card_is_plotted_and_the_rest_go_to_hand(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _plotted_game(db_pool)
    (bolt,) = [o for o in game.zone("exile").objects if o.name == "Shock"]
    assert bolt.marks.get("plotted") == game.state.turn
    assert sorted(game.names("hand", "alice")) == ["Forest", "Island"]


def test_a_plotted_card_waits_for_a_later_turn_and_its_owners_main_phase(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _plotted_game(db_pool)
    with pytest.raises(IllegalAction, match="702.170d"):
        game.cast("alice", "Shock", zone="exile", targets=["bob"])  # the turn it became plotted
    next_turn(game)  # bob's turn: not alice's main phase, though an instant
    while game.state.step != "main1":
        game.advance()
    with pytest.raises(IllegalAction):
        game.cast("alice", "Shock", zone="exile", targets=["bob"])
    next_turn(game)
    while game.state.step != "main1":
        game.advance()
    for land in game.zone("battlefield").objects:
        if land.controller == "alice":
            land.tapped = True  # no mana: cast without paying its mana cost
    life = game.player("bob").life
    game.cast("alice", "Shock", zone="exile", targets=["bob"])
    game.resolve_stack()
    assert game.player("bob").life == life - 2
    assert "Shock" in game.names("graveyard", "alice")
