""""Each player puts a creature card from their graveyard onto the battlefield", "Each player
exiles two cards from their hand": each player in turn chooses among the cards of their own zone
(CR 101.4), not the caster among all the players' zones; a card a player puts onto the
battlefield enters under that player's control (CR 110.2). Compiled from the card database and
played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser

from conftest import compiled, compiled_ability, require_compiled


def _game(db_pool: CardPool, alice: dict, bob: dict, answers: dict) -> Game:  # type: ignore[type-arg]
    game = Game.setup({"alice": {"library": ["Island"] * 5, **alice}, "bob": {"library": ["Island"] * 5, **bob}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser(answers.get(name, {}), strict=True)
    return game


def test_each_player_chooses_from_their_own_zone() -> None:
    ability = compiled_ability("Each opponent exiles two cards from their hand.")
    choose, move = ability.effects
    assert isinstance(choose, fx.ChooseObjects) and choose.player == fx.EachOpponent() and choose.key == fx.EACH_CHOICE
    assert choose.what.what.zone_owner == fx.PlayerRole(role="that") and choose.what.amount == fx.Fixed(value=2)
    assert move == fx.Move(what=fx.Found(key=fx.EACH_CHOICE), to="exile")


def test_all_of_their_zone_is_not_a_choice() -> None:
    # "all cards from their graveyard": nothing is chosen, every player's cards move at once
    (move,) = compiled_ability("Each player exiles all cards from their graveyard.").effects
    assert isinstance(move, fx.Move) and move.what.zone_owner == fx.EachPlayer()


def test_exhume_puts_each_players_own_creature_under_their_control(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Exhume")
    game = _game(db_pool, {"hand": ["Exhume"], "battlefield": ["Swamp", "Swamp"], "graveyard": ["Grizzly Bears", "Craw Wurm"]},
                 {"graveyard": ["Hill Giant", "Llanowar Elves"]},
                 {"alice": {"card": ["Craw Wurm"]}, "bob": {"card": ["Hill Giant"]}})
    game.cast("alice", "Exhume")
    game.resolve_stack()
    entered = {o.name: game.controller_of(o) for o in game.zone("battlefield").objects if o.name not in ("Swamp",)}
    assert entered == {"Craw Wurm": "alice", "Hill Giant": "bob"}
    assert game.names("graveyard", "bob") == ["Llanowar Elves"]


def test_mind_swords_exiles_two_cards_of_each_players_own_hand(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Mind Swords")
    game = _game(db_pool, {"hand": ["Mind Swords", "Plains", "Forest", "Mountain"], "battlefield": ["Swamp", "Swamp"]},
                 {"hand": ["Island", "Wastes", "Swamp"]},
                 {"alice": {"card": [["Plains", "Forest"]]}, "bob": {"card": [["Island", "Swamp"]]}})
    game.cast("alice", "Mind Swords")
    game.resolve_stack()
    assert sorted(game.names("hand", "alice")) == ["Mountain"]
    assert sorted(game.names("hand", "bob")) == ["Wastes"]
    assert sorted(game.names("exile")) == ["Forest", "Island", "Plains", "Swamp"]


# -- "[instruction] unless they [pay]" (CR 118.12) ---------------------------------------------------
def test_each_player_may_pay_for_themselves() -> None:
    (ability,) = compiled_ability("Each opponent loses 3 life unless they discard a card.").effects
    assert isinstance(ability, fx.ForEachOf) and ability.over == fx.EachOpponent()
    (unless,) = ability.effects
    that = fx.PlayerRole(role="that")
    assert unless.effects == (fx.LoseLife(amount=fx.Fixed(value=3), player=that),)
    assert unless.condition.player == that


def test_they_is_the_player_the_instruction_is_about_not_an_object() -> None:
    # the objects the cost names ("a creature") or this object are never the payer
    for text, payer in (
        ("Target player discards two cards unless they discard an artifact card.", fx.Target),
        ("Counter target spell an opponent controls unless they pay {1}.", fx.ControllerOf),
    ):
        (unless,) = compiled_ability(text).effects
        assert isinstance(unless.condition.player, payer), text


def test_bellowing_mauler_each_player_sacrifices_or_loses_life(db_pool) -> None:  # type: ignore[no-untyped-def]
    # "At the beginning of your end step, each player loses 4 life unless they sacrifice a
    # nontoken creature of their choice."
    require_compiled(db_pool, "Bellowing Mauler")
    game = _game(db_pool, {"battlefield": ["Bellowing Mauler", "Grizzly Bears"]}, {"battlefield": ["Hill Giant"]},
                 {"alice": {"attackers": [[]], "may": [True], "card": ["Grizzly Bears"]}, "bob": {"may": [False]}})
    while game.state.step != "end":
        game.advance()
    game.resolve_stack()
    assert game.player("alice").life == 20 and game.names("graveyard", "alice") == ["Grizzly Bears"]
    assert game.player("bob").life == 16 and game.find("Hill Giant").zone == "battlefield"


def test_they_after_this_object_and_a_player_is_the_player() -> None:
    # one object is "it", never "they": "they" is the player dealt damage (CR 510.1)
    (ability,) = compiled("Whenever this creature deals combat damage to a player, they mill two cards.")
    assert ability.effects == (fx.Mill(player=fx.Found(key="triggering player"), amount=fx.Fixed(value=2)),)
    (lose,) = compiled("Whenever this creature deals combat damage to a player, they lose half their life, rounded up.")
    assert lose.effects[0].player == fx.Found(key="triggering player")
