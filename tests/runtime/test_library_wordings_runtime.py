"""Library and reveal wordings (CR 401, 701.20), compiled from the Oracle text and played: a card
put just beneath the top X cards of a library, a card found by revealing put onto the battlefield
by the player who revealed it (CR 110.2a), conjuring into the top cards of a library at random,
and "If you reveal a creature card this way"."""

from __future__ import annotations

from typing import Any

from oraclec.runtime import homebrew

from conftest import compiled_ability


def sorcery(pool: Any, name: str, text: str) -> str:
    pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    return name


def test_just_beneath_the_top_x_cards_is_the_place_after_them(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 401.7: with X = 2, the permanent becomes the third card from the top
    pool.add(homebrew("Beneath Cost", "Sorcery", mana_cost="{X}", abilities=[compiled_ability("Put target nonland permanent into its owner's library just beneath the top X cards of that library.")]))
    game = setup({"alice": {"hand": ["Beneath Cost"], "battlefield": ["Island", "Island"]}, "bob": {"battlefield": ["Grizzly Bears"], "library": ["Swamp", "Forest", "Mountain", "Plains"]}})
    game.cast("alice", "Beneath Cost", x=2, targets=["Grizzly Bears"])
    game.resolve_stack()
    assert game.names("library", "bob") == ["Swamp", "Forest", "Grizzly Bears", "Mountain", "Plains"]


def test_just_beneath_more_cards_than_the_library_has_is_the_bottom(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Beneath Deep", "Sorcery", mana_cost="{X}", abilities=[compiled_ability("Put target nonland permanent into its owner's library just beneath the top X cards of that library.")]))
    game = setup({"alice": {"hand": ["Beneath Deep"], "battlefield": ["Island"] * 5}, "bob": {"battlefield": ["Grizzly Bears"], "library": ["Swamp", "Forest"]}})
    game.cast("alice", "Beneath Deep", x=5, targets=["Grizzly Bears"])
    game.resolve_stack()
    assert game.names("library", "bob") == ["Swamp", "Forest", "Grizzly Bears"]


def test_the_player_who_reveals_the_card_puts_it_onto_the_battlefield(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # "That player reveals ... until a creature card is revealed. The player puts that card onto
    # the battlefield": it enters under that player's control (CR 110.2a), not the caster's
    name = sorcery(pool, "Reincarnate Test", "Exile target creature an opponent controls. That player reveals cards from the top of their library until a creature card is revealed. The player puts that card onto the battlefield, then shuffles the rest into their library.")
    game = setup({"alice": {"hand": [name]}, "bob": {"battlefield": ["Grizzly Bears"], "library": ["Swamp", "Llanowar Elves", "Forest"]}})
    game.cast("alice", name, targets=["Grizzly Bears"])
    game.resolve_stack()
    elves = game.find("Llanowar Elves")
    assert elves.zone == "battlefield" and elves.controller == "bob"
    assert "Grizzly Bears" in game.names("exile")


def test_the_caster_keeps_control_when_the_text_says_under_your_control(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = sorcery(pool, "Steal Reveal Test", "Target opponent reveals cards from the top of their library until they reveal a creature card. Put that card onto the battlefield under your control.")
    game = setup({"alice": {"hand": [name]}, "bob": {"library": ["Swamp", "Llanowar Elves", "Forest"]}})
    game.cast("alice", name, targets=["bob"])
    game.resolve_stack()
    assert game.find("Llanowar Elves").controller == "alice"


def test_conjured_cards_go_among_the_top_cards_of_the_library(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = sorcery(pool, "Conjure Top Test", "Conjure two cards named Grizzly Bears into the top three cards of your library at random.")
    game = setup({"alice": {"hand": [name], "library": ["Island"] * 10}, "bob": {}}, seed=7)
    game.cast("alice", name)
    game.resolve_stack()
    library = game.names("library", "alice")
    assert len(library) == 12 and library.count("Grizzly Bears") == 2
    assert "Grizzly Bears" not in library[3:]


def test_if_you_reveal_a_creature_card_this_way(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = sorcery(pool, "Reveal Check Test", "Reveal the top card of your library. If you reveal a creature card this way, you gain 3 life.")
    game = setup({"alice": {"hand": [name, name], "library": ["Grizzly Bears", "Island"]}, "bob": {}})
    game.cast("alice", name)
    game.resolve_stack()
    assert game.player("alice").life == 23
    library = game.zone("library", "alice").objects
    library.append(library.pop(0))  # the second time, an Island on top: no life
    game.cast("alice", name)
    game.resolve_stack()
    assert game.player("alice").life == 23


def test_exile_until_the_exiled_cards_have_a_total_mana_value(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 202.3: Grizzly Bears (2) and Llanowar Elves (1) make 3; lands count 0 and are exiled too
    name = sorcery(pool, "Laughter Test", "Each opponent exiles cards from the top of their library until they have exiled cards with total mana value 3 or greater this way. Until end of turn, you may cast cards exiled this way without paying their mana costs.")
    game = setup({"alice": {"hand": [name]}, "bob": {"library": ["Grizzly Bears", "Swamp", "Llanowar Elves", "Forest", "Island"]}})
    game.cast("alice", name)
    game.resolve_stack()
    assert sorted(game.names("exile")) == ["Grizzly Bears", "Llanowar Elves", "Swamp"]
    assert game.names("library", "bob") == ["Forest", "Island"]
