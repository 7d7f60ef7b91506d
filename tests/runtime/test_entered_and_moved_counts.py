"""Counts of the turn's events, compiled from the Oracle text and played, counting objects that
have left since: "the number of Goblins that entered the battlefield under your control this
turn" (CR 400.7: a zone change onto the battlefield makes a new object; CR 111.1: a token enters
as it is created; "under your control": the controller it entered under) and "if three or more
cards were put into your graveyard from anywhere other than the battlefield this turn" (that many
of the turn's zone changes, CR 400.7, 400.3)."""

from __future__ import annotations

from typing import Any

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context

from conftest import compiled_ability, next_turn


BANDIT_LORD = "Draw a card for each Goblin that entered the battlefield under your control this turn."
STRANDCATCHER = "At the beginning of each end step, if three or more cards were put into your graveyard from anywhere other than the battlefield this turn, draw a card."
GOBLINS = fx.Filter(subtypes=("Goblin",), controller=fx.You())


def test_goblins_that_entered_under_your_control_compile_to_the_turns_zone_changes() -> None:
    ability = compiled_ability(BANDIT_LORD)
    (draw,) = ability.effects
    assert draw.amount == fx.ZoneChangesThisTurn(what=GOBLINS, to="battlefield", origin="anywhere")


def _game(setup, pool) -> Any:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Goblin Raider", "Creature — Goblin", mana_cost="{R}", power=1, toughness=1))
    return setup({"alice": {"hand": ["Goblin Raider", "Goblin Raider", "Grizzly Bears"], "battlefield": ["Goblin Raider"], "library": ["Swamp"] * 10},
                  "bob": {"hand": ["Goblin Raider"], "library": ["Swamp"] * 5}})


def test_goblins_that_entered_count_those_that_left_and_tokens(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool)
    ctx = Context(controller="alice")
    count = fx.ZoneChangesThisTurn(what=GOBLINS, to="battlefield", origin="anywhere")
    assert game.evaluate(count, ctx) == 0  # the one there since the game began did not enter this turn
    first, second = [o for o in game.zone("hand", "alice").objects if o.name == "Goblin Raider"]
    entered = game.put_onto_battlefield(first)
    game.put_onto_battlefield(second)
    assert entered is not None
    game.destroy(entered)  # it entered this turn, and still counts once it has left (CR 400.7)
    game.put_onto_battlefield(game.find("Grizzly Bears", zone="hand"))  # not a Goblin
    game.put_onto_battlefield(game.find("Goblin Raider", zone="hand", player="bob"))  # under bob's control
    # a token enters the battlefield as it is created (CR 111.1)
    game.create_token("alice", fx.TokenSpec(types=("Creature",), subtypes=("Goblin",), power=1, toughness=1))
    game.create_token("alice", fx.TokenSpec(types=("Creature",), subtypes=("Elf",), power=1, toughness=1))
    assert game.evaluate(count, ctx) == 3
    next_turn(game)
    assert game.evaluate(count, ctx) == 0


def test_a_goblin_counts_under_the_control_it_entered_under(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool)
    count = fx.ZoneChangesThisTurn(what=GOBLINS, to="battlefield", origin="anywhere")
    borrowed = game.put_onto_battlefield(game.find("Goblin Raider", zone="hand", player="bob"), controller="alice")
    assert borrowed is not None
    assert game.evaluate(count, Context(controller="alice")) == 1
    assert game.evaluate(count, Context(controller="bob")) == 0


def test_three_or_more_cards_put_into_your_graveyard_compile_to_a_count() -> None:
    ability = compiled_ability(STRANDCATCHER, is_spell=False)
    assert ability.condition == fx.Compare(
        left=fx.ZoneChangesThisTurn(what=fx.Filter(owner=fx.You(), kind="card"), to="graveyard", origin="anywhere other than battlefield"), op=">=", right=fx.Fixed(value=3)
    )


def test_three_or_more_cards_put_into_your_graveyard_count_each_zone_change(setup, pool) -> None:  # type: ignore[no-untyped-def]
    ability = compiled_ability(STRANDCATCHER, is_spell=False)
    game = _game(setup, pool)
    ctx = Context(controller="alice")
    game.destroy(game.find("Goblin Raider", zone="battlefield"))  # from the battlefield: not counted
    game.discard("alice", [game.find("Grizzly Bears", zone="hand")])
    game.mill("alice", 1)
    assert not game.check_condition(ability.condition, ctx)
    # a card that left the graveyard since still was put there this turn (CR 400.7)
    game.move(game.find("Grizzly Bears", zone="graveyard"), "exile", cause="test")
    game.discard("bob", [game.find("Goblin Raider", zone="hand", player="bob")])  # bob's graveyard
    assert not game.check_condition(ability.condition, ctx)
    game.discard("alice", [game.find("Goblin Raider", zone="hand")])
    assert game.check_condition(ability.condition, ctx)
    next_turn(game)
    assert not game.check_condition(ability.condition, ctx)


# -- "each opponent who didn't": the player did not do what the instruction before offered ------------
KYNAIOS = "At the beginning of your end step, draw a card. Each player may put a land card from their hand onto the battlefield, then each opponent who didn't draws a card."


def test_each_opponent_who_didnt_is_the_instruction_before_not_done() -> None:
    ability = compiled_ability(KYNAIOS, is_spell=False)
    draw = ability.effects[-1]
    assert draw.player == fx.PlayersWho(players=fx.EachOpponent(), condition=fx.NotCondition(condition=fx.DidThisWay(player=fx.PlayerRole(role="each"))))
