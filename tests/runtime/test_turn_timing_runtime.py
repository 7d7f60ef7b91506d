"""Events of a player's own turn ("during their turn", CR 102.1) and of a main phase ("during
your main phase", CR 505.1), compiled from their Oracle text and played (helper pturn)."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled, next_turn


def with_ability(pool, text: str) -> str:  # type: ignore[no-untyped-def]
    (ability,) = compiled(text)
    pool.add(homebrew("Turn Watcher", "Enchantment", mana_cost="{0}", abilities=[ability]))
    return "Turn Watcher"


def hand(game, player: str = "alice") -> int:  # type: ignore[no-untyped-def]
    return len(game.zone("hand", player))


def gains(game, player: str) -> None:  # type: ignore[no-untyped-def]
    game.gain_life(player, 1)
    game.resolve_stack()


def test_during_their_turn_triggers_only_for_the_active_player(setup, pool) -> None:
    name = with_ability(pool, "Whenever a player gains life during their turn, you draw a card.")
    game = setup({"alice": {"battlefield": [name], "library": ["Island"] * 10}, "bob": {"library": ["Island"] * 10}})
    assert game.active_player.name == "alice"
    before = hand(game)
    gains(game, "bob")  # not bob's turn
    assert hand(game) == before
    gains(game, "alice")
    assert hand(game) == before + 1
    next_turn(game)
    assert game.active_player.name == "bob"
    before = hand(game)
    gains(game, "alice")  # not alice's turn any more
    assert hand(game) == before
    gains(game, "bob")
    assert hand(game) == before + 1


def test_first_time_during_each_of_their_turns_counts_that_players_events(setup, pool) -> None:
    name = with_ability(pool, "Whenever a player gains life for the first time during each of their turns, you draw a card.")
    game = setup({"alice": {"battlefield": [name], "library": ["Island"] * 10}, "bob": {"library": ["Island"] * 10}})
    before = hand(game)
    gains(game, "bob")
    gains(game, "alice")
    gains(game, "alice")
    assert hand(game) == before + 1


def test_during_your_main_phase_is_tested_as_the_event_happens(setup, pool) -> None:
    name = with_ability(pool, "Whenever you gain life during your main phase, draw a card.")
    game = setup({"alice": {"battlefield": [name], "library": ["Island"] * 10}, "bob": {"library": ["Island"] * 10}})
    while game.state.step != "main1":
        game.advance()
    before = hand(game)
    gains(game, "alice")
    assert hand(game) == before + 1
    while game.state.step != "beginning_of_combat":
        game.advance()
    before = hand(game)
    gains(game, "alice")
    assert hand(game) == before


# -- the turn's record as a count: tokens created, permanents sacrificed (CR 111.1, 701.21a) -------
def x_of(text: str):  # type: ignore[no-untyped-def]
    """The value of X of a compiled line "..., where X is ..."."""
    from oraclec import effects as fx

    (ability,) = compiled(text)
    found = [v for v in fx.walk(ability) if isinstance(v, (fx.TokensCreatedThisTurn, fx.SacrificedThisTurn))]
    assert len(found) == 1, ability
    return found[0]


def test_tokens_you_created_this_turn_count_those_gone_since(setup) -> None:  # type: ignore[no-untyped-def]
    from oraclec import effects as fx
    from oraclec.runtime.context import Context

    value = x_of("At the beginning of each end step, create X 1/1 white Spirit creature tokens with flying, where X is the number of tokens you created this turn.")
    game = setup({"alice": {"library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    goblin = fx.TokenSpec(types=("Creature",), subtypes=("Goblin",), power=1, toughness=1)
    (first,) = game.create_token("alice", goblin)
    game.create_token("alice", goblin)
    game.create_token("bob", goblin)  # not yours
    game.sacrifice(first)  # gone since, still created this turn
    assert game.evaluate(value, Context(controller="alice")) == 2
    next_turn(game)
    assert game.evaluate(value, Context(controller="alice")) == 0


def test_permanents_you_sacrificed_this_turn(setup) -> None:  # type: ignore[no-untyped-def]
    from oraclec.runtime.context import Context

    value = x_of("{1}, {T}: This creature deals X damage to any target, where X is the number of permanents you've sacrificed this turn.")
    game = setup({"alice": {"battlefield": ["Forest", "Grizzly Bears"], "library": ["Island"] * 5}, "bob": {"battlefield": ["Island"], "library": ["Island"] * 5}})
    game.sacrifice(game.find("Forest", zone="battlefield"))
    game.sacrifice(game.find("Grizzly Bears", zone="battlefield"))
    game.sacrifice(game.find("Island", zone="battlefield"))  # bob's
    assert game.evaluate(value, Context(controller="alice")) == 2
