"""Designations of players: the monarch (CR 724), the initiative (CR 725), the city's blessing
(CR 702.131) and a full party (CR 700.8), through the game's own methods."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import Game, homebrew
from oraclec.runtime.errors import UnsupportedAtRuntime

YOU = fx.You()


def sorcery(pool, name: str, *effects) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=tuple(effects))]))
    return name


def test_only_one_player_is_the_monarch(setup, pool) -> None:
    """CR 724.3: as a player becomes the monarch, the current monarch ceases to be."""
    game = setup({"alice": {}, "bob": {}})
    game.become_designated("alice", "monarch")
    game.become_designated("bob", "monarch")
    assert game.has_designation("bob", "monarch")
    assert not game.has_designation("alice", "monarch")
    assert [e.get("changed") for e in game.events("designation")] == [True, True]


def test_a_monarch_who_leaves_the_game_passes_it_to_the_active_player(setup, pool) -> None:
    """CR 724.4: the active player becomes the monarch as the monarch leaves the game."""
    game = setup({"alice": {}, "bob": {}, "carol": {}}, active="alice")
    game.become_designated("bob", "monarch")
    game.player("bob").life = 0
    game.check_state()
    assert game.player("bob").lost
    assert game.state.designations["monarch"] == "alice"


def test_if_you_are_the_monarch_reads_the_designation(setup, pool) -> None:
    """"If you're the monarch, draw a card" (HasDesignation, CR 724)."""
    name = sorcery(pool, "Royal Study", fx.Conditional(condition=fx.HasDesignation(player=YOU, designation="monarch"), effects=(fx.Draw(),)))
    game = setup({"alice": {"hand": [name, name], "library": ["Island"] * 3}, "bob": {}})
    game.cast("alice", name)
    game.resolve_stack()
    assert len(game.zone("hand", "alice")) == 1  # not the monarch: no card
    game.become_designated("alice", "monarch")
    game.cast("alice", name)
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]


def test_a_full_party_needs_a_cleric_a_rogue_a_warrior_and_a_wizard(setup, pool) -> None:
    """CR 700.8: a full party is one each of the four; a creature fills one role only."""
    for name, subtypes in (("Cleric Hero", "Cleric"), ("Rogue Hero", "Rogue"), ("Warrior Hero", "Warrior"), ("Wizard Rogue", "Wizard Rogue")):
        pool.add(homebrew(name, f"Creature — Human {subtypes}", mana_cost="{1}", power=1, toughness=1))
    game = setup({"alice": {"battlefield": ["Cleric Hero", "Rogue Hero", "Wizard Rogue"]}, "bob": {}})
    assert not game.has_designation("alice", "full party")
    game = setup({"alice": {"battlefield": ["Cleric Hero", "Rogue Hero", "Warrior Hero", "Wizard Rogue"]}, "bob": {}})
    assert game.has_designation("alice", "full party")


def test_taking_the_initiative_ventures_into_undercity_which_is_not_run_yet(setup, pool) -> None:
    """CR 725.2-725.3: the player takes the initiative (from whoever had it), and the inherent
    trigger "Whenever a player takes the initiative, that player ventures into Undercity" goes
    on the stack; venturing (dungeons, CR 309) is unsupported and says so."""
    name = sorcery(pool, "Seize the Lead", fx.BecomeDesignated(designation="initiative"))
    game = setup({"alice": {"hand": [name]}, "bob": {}})
    game.become_designated("bob", "initiative")
    game.state.pending_triggers.clear()
    game.cast("alice", name)
    game.resolve_top()
    assert game.state.designations["initiative"] == "alice"
    assert [item.controller for item in game.stack_items()] == ["alice"]
    with pytest.raises(UnsupportedAtRuntime):
        game.resolve_stack()
    assert game.unsupported["KeywordAction:venture into Undercity"] == 1


def test_the_monarch_trigger_is_controlled_by_the_monarch_and_has_no_source(setup, pool) -> None:
    """CR 724.2: "At the beginning of the monarch's end step, that player draws a card": no
    source, controlled by the monarch."""
    game = setup({"alice": {"library": ["Island"]}, "bob": {"library": ["Swamp"]}}, active="alice", step="main2")
    game.become_designated("alice", "monarch")
    game.advance()  # to the end step
    assert game.state.step == "end"
    items = game.stack_items()
    assert len(items) == 1 and items[0].controller == "alice" and items[0].source_id is None
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]


def test_no_monarch_no_end_step_draw(setup, pool) -> None:
    game: Game = setup({"alice": {"library": ["Island"]}, "bob": {}}, active="alice", step="main2")
    game.advance()
    assert game.state.step == "end" and not game.stack_items()



def test_there_is_no_monarch_until_some_player_is(setup, pool) -> None:
    """CR 724.1: "if there is no monarch" holds while no player, you or another, is the monarch."""
    no_monarch = fx.NotCondition(condition=fx.DesignationHeld(designation="monarch"))
    name = sorcery(pool, "Empty Throne", fx.Conditional(condition=no_monarch, effects=(fx.Draw(),)))
    game = setup({"alice": {"hand": [name, name, name], "library": ["Island"] * 3}, "bob": {}})
    game.cast("alice", name)
    game.resolve_stack()
    assert game.names("hand", "alice").count("Island") == 1  # no monarch: a card
    game.become_designated("bob", "monarch")
    game.cast("alice", name)
    game.resolve_stack()
    assert game.names("hand", "alice").count("Island") == 1  # another player is the monarch
    game.become_designated("alice", "monarch")
    game.cast("alice", name)
    game.resolve_stack()
    assert game.names("hand", "alice").count("Island") == 1  # you are
