""""Look at the top three cards of your library. You may reveal a creature or land card from
among them and put it into your hand. Put the rest on the bottom of your library": the rest are
every card looked at but the one chosen, those the description leaves out too, and all of them
when the player declines (CR 608.2c). Before, a card the description left out stayed on top,
and declining left all three there."""

from __future__ import annotations

import pytest

from conftest import require_compiled, scripted_game

IMPULSE = "Adventurous Impulse"
LUCK = "Make Your Own Luck"  # You may exile a nonland card from among them. If you do, it becomes plotted. Put the rest into your hand.
TOP = ["Shock", "Grizzly Bears", "Forest"]


def _cast(db_pool, card: str, answers):  # type: ignore[no-untyped-def]
    require_compiled(db_pool, card)
    game = scripted_game(
        db_pool,
        {"alice": {"hand": [card], "battlefield": ["Forest"] * 2 + ["Island"] * 3, "library": TOP + ["Island"] * 10},
         "bob": {"library": ["Island"] * 10}},
        {"alice": answers},
        step="main1",
    )
    game.cast("alice", card, zone="hand")
    game.resolve_stack()
    return game


def test_the_rest_include_the_cards_the_description_leaves_out(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _cast(db_pool, IMPULSE, {"may": [True], "card": ["Grizzly Bears"]})
    assert game.names("hand", "alice") == ["Grizzly Bears"]
    library = game.names("library", "alice")
    assert library[:3] == ["Island"] * 3
    assert sorted(library[-2:]) == ["Forest", "Shock"]


@pytest.mark.parametrize("card", [IMPULSE, LUCK])
def test_declined_every_card_looked_at_is_the_rest(db_pool, card: str) -> None:  # type: ignore[no-untyped-def]
    game = _cast(db_pool, card, {"may": [False]})
    library = game.names("library", "alice")
    if card == IMPULSE:
        assert game.names("hand", "alice") == [] and sorted(library[-3:]) == sorted(TOP)
    else:
        assert sorted(game.names("hand", "alice")) == sorted(TOP) and "Shock" not in game.names("exile")
    assert library[:3] == ["Island"] * 3


def test_chosen_from_a_filter_the_lands_are_the_rest_too(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _cast(db_pool, LUCK, {"may": [True], "card": ["Shock"]})
    assert sorted(game.names("hand", "alice")) == ["Forest", "Grizzly Bears"]
    assert game.names("exile") == ["Shock"]
