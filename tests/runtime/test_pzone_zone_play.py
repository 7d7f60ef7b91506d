""""If that creature was green or white" (CR 105.2, 608.2h), "draws that many cards minus one"
(CR 121.1, 107.1b), "draw a card for each card returned to your hand this way" (CR 400.7,
608.2c): compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec.runtime import homebrew

from conftest import compiled_ability


@pytest.mark.parametrize(("colors", "discarded"), [(("G",), True), (("W", "U"), True), (("R",), False)])
def test_if_that_creature_was_one_of_two_colors(setup, pool, colors: tuple[str, ...], discarded: bool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Colored Test", "Creature — Beast", mana_cost="{2}", power=2, toughness=2, colors=colors))
    pool.add(homebrew("Gloom Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Destroy target creature. If that creature was green or white, its controller discards a card.")]))
    game = setup({"alice": {"hand": ["Gloom Test"]}, "bob": {"battlefield": ["Colored Test"], "hand": ["Island", "Island"]}})
    game.cast("alice", "Gloom Test", targets=["Colored Test"])
    game.resolve_stack()
    assert game.find("Colored Test").zone == "graveyard"  # destroyed first, read as it last existed
    assert len(game.names("hand", "bob")) == (1 if discarded else 2)


def test_each_player_draws_that_many_cards_minus_one(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # "that many": the number of cards each player discarded (the discard recorded it, CR 608.2c)
    pool.add(homebrew("Deal Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Each player discards all the cards in their hand, then draws that many cards minus one.")]))
    game = setup({"alice": {"hand": ["Deal Test", "Island", "Island", "Island"], "library": ["Plains"] * 10},
                  "bob": {"hand": ["Island"], "library": ["Plains"] * 10}})
    game.cast("alice", "Deal Test")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Plains", "Plains"]  # 3 discarded, 2 drawn
    assert game.names("hand", "bob") == []  # 1 discarded, none drawn (never less than zero, CR 107.1b)


def test_draw_a_card_for_each_card_returned_to_your_hand_this_way(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Outcome Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Return up to two target creatures to their owners' hands. Draw a card for each card returned to your hand this way.")]))
    game = setup({"alice": {"hand": ["Outcome Test"], "battlefield": ["Grizzly Bears"], "library": ["Plains"] * 10},
                  "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = [o for o in game.battlefield() if o.name == "Grizzly Bears"]
    game.cast("alice", "Outcome Test", targets=bears)
    game.resolve_stack()
    # both returned, one of them to alice's hand: one card drawn
    assert sorted(game.names("hand", "alice")) == ["Grizzly Bears", "Plains"]
    assert game.names("hand", "bob") == ["Grizzly Bears"]


@pytest.mark.parametrize("text", ["Discard all the cards in your hand, then draw that many cards.", "Each player discards all the cards in their hand, then draws that many cards."])
def test_discard_then_draw_that_many_cards(setup, pool, text: str) -> None:  # type: ignore[no-untyped-def]
    # the discard records how many cards it discarded (each player's own, CR 701.9a, 608.2c):
    # "that many" was 0 before
    pool.add(homebrew("Winds Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Winds Test", "Island", "Island", "Island"], "library": ["Plains"] * 10},
                  "bob": {"hand": ["Island"], "library": ["Plains"] * 10}})
    game.cast("alice", "Winds Test")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Plains"] * 3
    assert game.names("hand", "bob") == (["Plains"] if text.startswith("Each") else ["Island"])


def test_exchange_your_hand_and_graveyard(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 701.12d, 701.12f: each group goes to the other zone, none comes back
    pool.add(homebrew("Harness Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Exchange your hand and graveyard.")]))
    game = setup({"alice": {"hand": ["Harness Test", "Island", "Island"], "graveyard": ["Forest"], "library": ["Plains"] * 3}, "bob": {}})
    game.cast("alice", "Harness Test")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Forest"]
    assert sorted(game.names("graveyard", "alice")) == ["Harness Test", "Island", "Island"]


def test_exchange_with_an_empty_zone(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Harness Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Exchange your hand and graveyard.")]))
    game = setup({"alice": {"hand": ["Harness Test", "Island"], "library": ["Plains"] * 3}, "bob": {}})
    game.cast("alice", "Harness Test")
    game.resolve_stack()
    assert game.names("hand", "alice") == []  # the empty graveyard's cards: none (CR 701.12f)
    assert game.names("graveyard", "alice") == ["Harness Test", "Island"] or sorted(game.names("graveyard", "alice")) == ["Harness Test", "Island"]
