"""Players named by what was chosen for each ("For each player, choose friend or foe. Each
friend ...", CR 607.2) and objects a player exiled this way ("If you exiled a land card this
way", CR 406.2, 608.2c): compiled from text and played."""

from __future__ import annotations

from typing import Any

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import cards, compiled, next_turn


def game_with(definitions: list[Any], players: dict[str, Any], answers: dict[str, Any] | None = None) -> Game:
    pool = CardPool(use_database=False)
    for definition in (*cards(), *definitions):
        pool.add(definition)
    game = Game.setup(players, pool=pool)
    for name in players:
        game.choosers[name] = ScriptedChooser(dict((answers or {}).get(name, {})))
    return game


def sorcery(name: str, text: str) -> Any:
    return homebrew(name, "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True)), oracle_text=text)


def tokens(game: Game, player: str) -> list[str]:
    return sorted(o.name for o in game.battlefield(player) if o.is_token)


# -- "each friend", "each foe" -------------------------------------------------------------------
MANEUVER = ("For each player, choose friend or foe. Each friend returns a creature card from their graveyard to their hand. "
            "Each foe sacrifices a creature of their choice.")
FURY = ("For each player, choose friend or foe. Each friend discards all cards from their hand, then draws that many cards plus one. "
        "~ deals damage to each foe equal to the number of cards in their hand.")


def test_each_friend_and_each_foe_are_the_players_the_option_was_chosen_for() -> None:
    # alice chooses, in turn order: herself friend, bob foe, carol friend
    game = game_with([sorcery("Maneuver", MANEUVER)],
                     {"alice": {"hand": ["Maneuver"], "graveyard": ["Grizzly Bears"]},
                      "bob": {"battlefield": ["Grizzly Bears"], "graveyard": ["Llanowar Elves"]},
                      "carol": {"battlefield": ["Llanowar Elves"], "graveyard": ["Grizzly Bears"]}},
                     {"alice": {"mode": ["friend", "foe", "friend"]}})
    while game.state.step != "main1":
        game.advance()
    game.cast("alice", "Maneuver")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Grizzly Bears"] and game.names("hand", "carol") == ["Grizzly Bears"]
    assert game.names("hand", "bob") == [] and sorted(game.names("graveyard", "bob")) == ["Grizzly Bears", "Llanowar Elves"]
    assert [o.name for o in game.battlefield("carol")] == ["Llanowar Elves"]  # a friend sacrifices nothing


def test_the_damage_to_each_foe_is_their_own_hand() -> None:
    text = "For each player, choose friend or foe. ~ deals damage to each foe equal to the number of cards in their hand."
    game = game_with([sorcery("Fury", text)],
                     {"alice": {"hand": ["Fury", "Island"]}, "bob": {"hand": ["Island", "Island", "Island"]}, "carol": {"hand": ["Island"]}},
                     {"alice": {"mode": ["friend", "foe", "foe"]}})
    while game.state.step != "main1":
        game.advance()
    game.cast("alice", "Fury")
    game.resolve_stack()
    assert (game.player("alice").life, game.player("bob").life, game.player("carol").life) == (20, 17, 19)


# -- "if you exiled ... this way" ----------------------------------------------------------------
DRACOSAUR = ("At the beginning of your upkeep, exile the top two cards of your library. You may play them this turn. If you exiled a "
             "land card this way, create a 3/1 red Dinosaur creature token. If you exiled a nonland card this way, create a Treasure token.")
USURPER = ("At the beginning of combat on your turn, exile up to one target creature card from a graveyard. If you exiled a card this "
           "way, create a token that's a copy of that card, except it's a 5/5 black Demon.")


def permanent(name: str, text: str) -> Any:
    return homebrew(name, "Creature — Dragon", mana_cost="{5}", power=5, toughness=5, abilities=list(compiled(text)), oracle_text=text)


def test_what_you_exiled_this_way_decides_the_tokens() -> None:
    game = game_with([permanent("Hoard Dragon", DRACOSAUR)],
                     {"alice": {"battlefield": ["Hoard Dragon"], "library": ["Forest", "Mountain", "Island", "Island"]}, "bob": {"library": ["Island"] * 3}})
    game.state.step = "untap"
    game.advance()
    game.resolve_stack()
    assert game.names("exile", "alice") == ["Forest", "Mountain"]
    assert [t.split()[0] for t in tokens(game, "alice")] == ["Dinosaur"]  # two lands: no Treasure


def test_nothing_exiled_this_way_not_the_cards_exiled_with_it_before() -> None:
    # the first combat exiles a card; the next has no creature card in any graveyard: no target,
    # nothing exiled this way, no copy (the card exiled with it before is not "this way")
    game = game_with([permanent("Usurper", USURPER)],
                     {"alice": {"battlefield": ["Usurper"], "library": ["Island"] * 5}, "bob": {"graveyard": ["Grizzly Bears"], "library": ["Island"] * 5}},
                     {"alice": {"target": ["Grizzly Bears"]}})
    while game.state.step != "beginning_of_combat":
        game.advance()
    game.resolve_stack()
    assert game.names("exile", "bob") == ["Grizzly Bears"] and tokens(game, "alice") == ["Grizzly Bears"]
    next_turn(game)
    next_turn(game)
    while game.state.step != "beginning_of_combat":
        game.advance()
    game.resolve_stack()
    assert tokens(game, "alice") == ["Grizzly Bears"]


# -- "their" of each player dealt damage -------------------------------------------------------
def test_their_hand_after_each_player_discarded_is_each_recipients_own() -> None:
    # the discard is carried out for each player in turn; the damage after it counts each
    # recipient's own hand, not the last discarder's
    text = "Each player discards a card. ~ deals damage to each opponent equal to the number of cards in their hand."
    game = game_with([sorcery("Hand Blast", text)],
                     {"alice": {"hand": ["Hand Blast", "Island"]}, "bob": {"hand": ["Island"] * 4}, "carol": {"hand": ["Island"] * 2}})
    while game.state.step != "main1":
        game.advance()
    game.cast("alice", "Hand Blast")
    game.resolve_stack()
    assert (game.player("bob").life, game.player("carol").life, game.player("alice").life) == (17, 19, 20)


def test_mind_bomb_each_player_dealt_three_minus_what_they_discarded() -> None:
    text = "Each player may discard up to three cards. ~ deals damage to each player equal to 3 minus the number of cards they discarded this way."
    game = game_with([sorcery("Bomb", text)], {"alice": {"hand": ["Bomb", "Island", "Forest"]}, "bob": {"hand": ["Island"] * 3}},
                     {"alice": {"may": [True], "card": [["Island", "Forest"]]}, "bob": {"may": [False]}})
    while game.state.step != "main1":
        game.advance()
    game.cast("alice", "Bomb")
    game.resolve_stack()
    assert (game.player("alice").life, game.player("bob").life) == (19, 17)
