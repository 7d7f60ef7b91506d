"""Player references (CR 102, 122.1), compiled from Oracle text and played: a player losing all
their counters of a kind, or of every kind (CR 122.8)."""

from __future__ import annotations

from typing import Any

from conftest import compiled_ability, spell

from oraclec.runtime import homebrew

LEECH = "Target player loses all poison counters. ~ deals that much damage to that player."
CLEANSE = "Each opponent loses all counters."


def _game(setup: Any, pool: Any, text: str, **answers: Any) -> Any:
    pool.add(homebrew("Cleanse Test", "Sorcery", mana_cost="{B}", abilities=[spell(*compiled_ability(text).effects)], oracle_text=text))
    return setup({"alice": {"hand": ["Cleanse Test"], "battlefield": ["Swamp"]}, "bob": {}}, answers={"alice": answers})


def test_a_player_loses_all_poison_counters_and_is_dealt_that_much_damage(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, LEECH, target=[["bob"]])
    bob = game.player("bob")
    bob.counters["poison"] = 4
    bob.counters["energy"] = 2
    game.cast("alice", "Cleanse Test", targets=[bob])
    game.resolve_stack()
    assert bob.counters.get("poison", 0) == 0
    assert bob.counters["energy"] == 2  # only the kind named (CR 122.8)
    assert bob.life == 16  # "that much": the number of counters lost (CR 608.2c)


def test_each_opponent_loses_every_kind_of_counter(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, CLEANSE)
    alice, bob = game.player("alice"), game.player("bob")
    bob.counters["poison"] = 3
    bob.counters["energy"] = 2
    alice.counters["poison"] = 1
    game.cast("alice", "Cleanse Test")
    game.resolve_stack()
    assert not any(bob.counters.values())
    assert alice.counters["poison"] == 1  # not an opponent of the spell's controller


def test_players_dealt_damage_this_way_are_those_the_spell_damaged(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 608.2c: only the players the damage instruction before dealt damage to."""
    text = "~ deals 1 damage to target player. Each player dealt damage this way loses 2 life."
    game = _game(setup, pool, text, target=[["bob"]])
    game.cast("alice", "Cleanse Test", targets=[game.player("bob")])
    game.resolve_stack()
    assert game.player("bob").life == 17
    assert game.player("alice").life == 20


def _controllers(game: Any) -> list[tuple[str, str]]:
    return sorted((o.owner, game.controller_of(o)) for o in game.battlefield() if o.name == "Grizzly Bears")


def test_each_player_returns_their_own_cards_under_their_control(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 110.2a: each player puts their own cards onto the battlefield, so controls them."""
    game = _game(setup, pool, "Each player returns all creature cards from their graveyard to the battlefield.")
    for name in ("alice", "bob"):
        game.add_card(name, "graveyard", "Grizzly Bears")
    game.cast("alice", "Cleanse Test")
    game.resolve_stack()
    assert _controllers(game) == [("alice", "alice"), ("bob", "bob")]


def test_returned_under_their_owners_control(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, "Return all creature cards from all graveyards to the battlefield under their owners' control.")
    for name in ("alice", "bob"):
        game.add_card(name, "graveyard", "Grizzly Bears")
    game.cast("alice", "Cleanse Test")
    game.resolve_stack()
    assert _controllers(game) == [("alice", "alice"), ("bob", "bob")]


def test_targets_controlled_by_different_players(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2c: "two target creatures controlled by different players": a requirement on the
    targets chosen together."""
    import pytest

    from oraclec.runtime.errors import IllegalAction

    text = "Return two target creatures controlled by different players to their owners' hands."
    pool.add(homebrew("Apart Test", "Sorcery", mana_cost="{B}", abilities=[spell(*compiled_ability(text).effects)], oracle_text=text))
    game = setup({"alice": {"hand": ["Apart Test"], "battlefield": ["Swamp", "Grizzly Bears", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    mine = [o for o in game.battlefield("alice") if o.name == "Grizzly Bears"]
    (theirs,) = game.battlefield("bob")
    with pytest.raises(IllegalAction):
        game.cast("alice", "Apart Test", targets=mine)
    mine = [o for o in game.battlefield("alice") if o.name == "Grizzly Bears"]  # the state was rolled back
    (theirs,) = game.battlefield("bob")
    game.cast("alice", "Apart Test", targets=[mine[0], theirs])
    game.resolve_stack()
    assert [o.name for o in game.zone("hand", "bob").objects] == ["Grizzly Bears"]
    assert len([o for o in game.battlefield("alice") if o.name == "Grizzly Bears"]) == 1


def test_unless_you_tap_an_untapped_permanent(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 118.12: the player may tap one of the permanents; if they don't, the instruction is done."""
    text = "~ deals 3 damage to you unless you tap an untapped creature you control."
    for pays, life, tapped in ((True, 20, True), (False, 17, False)):
        game = _game(setup, pool, text, may=[pays], card=["Grizzly Bears"])
        game.add_card("alice", "battlefield", "Grizzly Bears")
        game.cast("alice", "Cleanse Test")
        game.resolve_stack()
        assert game.player("alice").life == life
        assert game.find("Grizzly Bears").tapped is tapped


def test_opponents_you_attacked_this_turn(setup) -> None:  # type: ignore[no-untyped-def]
    """CR 508.3b: the players creatures you control were declared attacking this turn."""
    from conftest import compiled

    from oraclec import effects as fx
    from oraclec.runtime.context import Context

    (ability,) = compiled("When this creature enters, create a number of 2/2 white Knight creature tokens with vigilance equal to the number of opponents you attacked this turn.")
    (create,) = ability.effects
    game = setup({"alice": {}, "bob": {}, "carol": {}})
    ctx = Context(controller="alice")
    assert game.evaluate(create.amount, ctx) == 0
    game.emit("attacked", player="bob", info={"attacking_player": "alice"})
    game.emit("attacked", player="alice", info={"attacking_player": "carol"})  # not by you
    assert game.evaluate(create.amount, ctx) == 1
    assert isinstance(create.amount, fx.CountOf)


def test_each_opponent_who_didnt_discard_loses_life(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 101.4: each opponent decides; only those who didn't discard lose 3 life."""
    text = "Each opponent may discard a card. If they don't, they lose 3 life."
    pool.add(homebrew("Toll Test", "Sorcery", mana_cost="{B}", abilities=[spell(*compiled_ability(text).effects)], oracle_text=text))
    game = setup(
        {"alice": {"hand": ["Toll Test"], "battlefield": ["Swamp"]}, "bob": {"hand": ["Grizzly Bears"]}, "carol": {"hand": ["Grizzly Bears"]}},
        answers={"bob": {"may": [True]}, "carol": {"may": [False]}},
    )
    game.cast("alice", "Toll Test")
    game.resolve_stack()
    assert (game.player("bob").life, game.player("carol").life, game.player("alice").life) == (20, 17, 20)
    assert not game.zone("hand", "bob").objects and game.zone("hand", "carol").objects


def test_each_opponent_restricted_during_their_own_next_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 500, 611.2a: "during that player's next turn" is each opponent's own next turn."""
    import pytest
    from conftest import next_turn

    from oraclec.runtime.errors import IllegalAction
    from oraclec.runtime.player_rules import has

    text = "Each opponent can't cast instant or sorcery spells during that player's next turn."
    pool.add(homebrew("Decree Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    library = ["Island"] * 5
    game = setup({
        "alice": {"hand": ["Decree Test"], "library": library},
        "bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": library},
        "carol": {"library": library},
    }, answers={"bob": {"target": [["alice"]]}})
    game.state.step = "main1"
    game.cast("alice", "Decree Test")
    game.resolve_stack()
    rule = "can't cast instant or sorcery spells"

    def restricted() -> list[str]:
        return [name for name in ("alice", "bob", "carol") if has(game, name, rule)]

    assert restricted() == []
    next_turn(game)  # bob's turn: bob can't
    assert game.active_player.name == "bob" and restricted() == ["bob"]
    with pytest.raises(IllegalAction) as refused:
        game.cast("bob", "Lightning Bolt", targets=[game.player("alice")])
    assert "priority" not in str(refused.value)
    next_turn(game)  # carol's turn: carol can't, bob's ended
    assert game.active_player.name == "carol" and restricted() == ["carol"]
    next_turn(game)
    assert restricted() == []
