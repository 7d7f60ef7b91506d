"""More Than Meets the Eye (CR 702.162a): "You may cast this card converted by paying [cost]
rather than its mana cost." The spell has its back face up (CR 701.28a, 712.8c) and enters the
battlefield converted."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, IllegalAction, ScriptedChooser

from conftest import require_compiled

GOLDBUG = "Goldbug, Humanity's Ally // Goldbug, Scrappy Scout"


def play(db_pool: CardPool, players: dict) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool)
    for name in players:
        game.choosers[name] = ScriptedChooser({})
    return game


def test_goldbug_cast_converted_for_its_more_than_meets_the_eye_cost(db_pool) -> None:
    """"More Than Meets the Eye {W}{U}": two lands pay for it, the spell is the back face
    Goldbug, Scrappy Scout (a Vehicle), with the mana value of the front face's {1}{W}{U} (CR
    712.8e), and it resolves into a permanent with its back face up (CR 712.14a)."""
    require_compiled(db_pool, GOLDBUG)
    game = play(db_pool, {"alice": {"hand": ["Goldbug, Humanity's Ally"], "battlefield": ["Plains", "Island"]}, "bob": {}})
    game.cast("alice", "Goldbug, Humanity's Ally", method="more than meets the eye")
    spell = game.stack_items()[0]
    assert spell.name == "Goldbug, Scrappy Scout" and "Vehicle" in game.characteristics(spell).subtypes
    assert game.mana_value(spell) == 3 and all(land.tapped for land in game.battlefield("alice"))
    game.resolve_top()
    goldbug = game.find("Goldbug, Scrappy Scout")
    assert goldbug.zone == "battlefield" and goldbug.face == 1


def test_more_than_meets_the_eye_is_not_a_way_to_cast_from_the_graveyard(db_pool) -> None:
    """The permission is of the hand: a Goldbug in the graveyard can't be cast converted."""
    require_compiled(db_pool, GOLDBUG)
    game = play(db_pool, {"alice": {"graveyard": ["Goldbug, Humanity's Ally"], "battlefield": ["Plains", "Island"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Goldbug, Humanity's Ally", zone="graveyard", method="more than meets the eye")
