""""Each player may ...", "each opponent may ...": every one of those players decides for
themselves, in turn order, and those who chose to do it do it (CR 101.4); the real cards,
compiled."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game

from conftest import require_compiled, scripted_game


def controlled(game: Game, player: str) -> list[str]:
    return sorted(o.name for o in game.battlefield(player))


def play(db_pool: CardPool, players: dict, answers: dict) -> Game:  # type: ignore[type-arg]
    return scripted_game(db_pool, players, answers)


def test_show_and_tell_puts_only_the_cards_of_players_who_chose_to(db_pool) -> None:
    # "Each player may put an artifact, creature, enchantment, or land card from their hand onto
    # the battlefield.": the first player declining does not decide for the other
    require_compiled(db_pool, "Show and Tell", "Grizzly Bears", "Craw Wurm")
    game = play(db_pool, {"alice": {"hand": ["Show and Tell", "Craw Wurm"], "battlefield": ["Island"] * 3}, "bob": {"hand": ["Grizzly Bears"]}},
                {"alice": {"may": [False]}, "bob": {"may": [True], "card": ["Grizzly Bears"]}})
    game.cast("alice", "Show and Tell")
    game.resolve_stack()
    assert controlled(game, "bob") == ["Grizzly Bears"]
    assert game.names("hand", "alice") == ["Craw Wurm"] and "Craw Wurm" not in controlled(game, "alice")


def test_show_and_tell_each_player_puts_their_own_card(db_pool) -> None:
    require_compiled(db_pool, "Show and Tell", "Grizzly Bears", "Craw Wurm")
    game = play(db_pool, {"alice": {"hand": ["Show and Tell", "Craw Wurm"], "battlefield": ["Island"] * 3}, "bob": {"hand": ["Grizzly Bears"]}},
                {"alice": {"may": [True], "card": ["Craw Wurm"]}, "bob": {"may": [True], "card": ["Grizzly Bears"]}})
    game.cast("alice", "Show and Tell")
    game.resolve_stack()
    assert controlled(game, "bob") == ["Grizzly Bears"]
    assert controlled(game, "alice") == ["Craw Wurm", "Island", "Island", "Island"]


def test_kwain_only_the_players_who_drew_gain_life(db_pool) -> None:
    # "Each player may draw a card, then each player who drew a card this way gains 1 life."
    require_compiled(db_pool, "Kwain, Itinerant Meddler")
    game = play(db_pool, {"alice": {"battlefield": ["Kwain, Itinerant Meddler"], "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}},
                {"alice": {"may": [False]}, "bob": {"may": [True]}})
    game.activate("alice", "Kwain, Itinerant Meddler")
    game.resolve_stack()
    assert (len(game.zone("hand", "alice")), len(game.zone("hand", "bob"))) == (0, 1)
    assert (game.player("alice").life, game.player("bob").life) == (20, 21)


def test_kynaios_and_tiro_each_opponent_who_didnt_put_a_land_draws(db_pool) -> None:
    # "Each player may put a land card from their hand onto the battlefield, then each opponent
    # who didn't draws a card." (CR 608.2c): bob put one, carol declined, dave had none to put
    require_compiled(db_pool, "Kynaios and Tiro of Meletis")
    library = ["Island"] * 3
    game = play(db_pool, {"alice": {"battlefield": ["Kynaios and Tiro of Meletis"], "library": library}, "bob": {"hand": ["Forest"], "library": library},
                          "carol": {"hand": ["Forest"], "library": library}, "dave": {"hand": ["Grizzly Bears"], "library": library}},
                {"alice": {"may": [False]}, "bob": {"may": [True], "card": ["Forest"]}, "carol": {"may": [False]}, "dave": {"may": [True]}})
    game.state.step = "main2"
    game.advance()
    game.resolve_stack()
    assert controlled(game, "bob") == ["Forest"]
    assert [len(game.zone("hand", p)) for p in ("alice", "bob", "carol", "dave")] == [1, 0, 2, 2]


def test_tempting_contract_you_create_a_treasure_for_each_opponent_who_does(db_pool) -> None:
    # "each opponent may create a Treasure token. For each opponent who does, you create a
    # Treasure token."
    require_compiled(db_pool, "Tempting Contract")
    game = play(db_pool, {"alice": {"battlefield": ["Tempting Contract"]}, "bob": {}, "carol": {}},
                {"bob": {"may": [True]}, "carol": {"may": [False]}})
    game.state.step = "untap"
    game.advance()
    game.resolve_stack()
    assert (controlled(game, "alice").count("Treasure"), controlled(game, "bob"), controlled(game, "carol")) == (1, ["Treasure"], [])
