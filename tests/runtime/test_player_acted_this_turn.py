""""If you discarded a card this turn", "if an opponent sacrificed a permanent this turn": the
object names nothing more than what the action acts on (CR 701.9a: a player discards cards;
701.21a: sacrifices permanents), so the condition is the player's history of the action this
turn. Compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context
from oraclec.text import normalise_ability

from conftest import compiled_ability, next_turn


def reasons(text: str, *, is_spell: bool = True) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]


@pytest.mark.parametrize(("text", "player", "event"), [
    ("If you've discarded a card this turn, draw a card.", fx.You(), "discarded"),
    ("If an opponent sacrificed a permanent this turn, draw a card.", fx.EachOpponent(), "sacrificed"),
    ("If a player discarded one or more cards this turn, draw a card.", fx.EachPlayer(), "discarded"),
])
def test_a_player_who_acted_this_turn_is_the_players_history(text: str, player: fx.Reference, event: str) -> None:
    (conditional,) = compiled_ability(text).effects
    assert conditional.condition == fx.HappenedThisTurn(what=player, event=event, period="turn")


@pytest.mark.parametrize("text", [
    # which objects were discarded is not asked of the history; the permanents a player other
    # than you sacrificed, described, neither (yours are: SacrificedThisTurn,
    # test_unless_player_actions.py)
    "If an opponent sacrificed an artifact this turn, draw a card.",
    "If you discarded a creature card this turn, draw a card.",
    "If you discarded two or more cards this turn, draw a card.",
])
def test_objects_described_beyond_the_action_are_unsupported(text: str) -> None:
    assert reasons(text), text


def test_if_youve_discarded_a_card_this_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Recalibrate Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("If you've discarded a card this turn, draw a card.")]))
    game = setup({"alice": {"hand": ["Recalibrate Test", "Recalibrate Test", "Forest"], "library": ["Swamp"] * 5},
                  "bob": {"hand": ["Island"], "library": ["Swamp"] * 5}})
    game.discard("bob", [game.find("Island", zone="hand", player="bob")])  # another player's discard: not yours
    game.cast("alice", "Recalibrate Test")
    game.resolve_stack()
    assert game.names("hand", "alice").count("Swamp") == 0
    game.discard("alice", [game.find("Forest", zone="hand")])
    game.cast("alice", "Recalibrate Test")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Swamp"]


def test_a_discard_of_an_earlier_turn_does_not_count(setup) -> None:  # type: ignore[no-untyped-def]
    condition = compiled_ability("If you've discarded a card this turn, draw a card.").effects[0].condition
    game = setup({"alice": {"hand": ["Forest"], "library": ["Swamp"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.discard("alice", [game.find("Forest", zone="hand")])
    assert game.check_condition(condition, Context(controller="alice"))
    next_turn(game)
    assert not game.check_condition(condition, Context(controller="alice"))
