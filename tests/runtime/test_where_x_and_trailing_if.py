"""X defined by "where X is ..." holds in every clause that says X (CR 107.3), and a condition at
the end of a sentence reads the objects its instruction is to move, before the move (CR 608.2c).
The real cards, compiled from the database and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.effects.base import walk
from oraclec.runtime import Game, ScriptedChooser

from conftest import compiled, require_compiled, scripted_game


def test_the_scarab_gods_opponents_lose_life_equal_to_the_zombies_counted(db_pool) -> None:  # type: ignore[no-untyped-def]
    # "each opponent loses X life and you scry X, where X is the number of Zombies you control":
    # the definition ends the second clause and gives X in the first as well (two Zombies; the
    # God is not one)
    require_compiled(db_pool, "The Scarab God", "Walking Corpse")
    game = Game.setup({"alice": {"battlefield": ["The Scarab God", "Walking Corpse", "Walking Corpse"], "library": ["Forest"] * 5}, "bob": {"library": ["Swamp"] * 3}},
                      pool=db_pool, active="alice", step="untap")
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.advance()
    assert game.state.step == "upkeep"
    game.resolve_stack()
    assert game.player("bob").life == 20 - 2


def test_no_x_is_left_unbound_in_an_earlier_clause() -> None:
    (ability,) = compiled("When this creature leaves the battlefield, it deals X damage to target player and you gain X life, where X is its power.")
    assert not [e for e in walk(ability) if isinstance(e, fx.Variable)]
    damage, gain = ability.effects  # type: ignore[attr-defined]
    assert damage.amount == gain.amount == fx.StatOf(what=fx.This(), stat="power")


def test_x_defined_in_one_sentence_is_the_x_of_the_next() -> None:
    # "you may pay X life, where X is its power. If you do, draw X cards."
    (ability,) = compiled("Whenever equipped creature dies, you may pay X life, where X is its power. If you do, draw X cards.")
    assert not [e for e in walk(ability) if isinstance(e, fx.Variable)]
    (draw,) = ability.effects[-1].effects  # type: ignore[attr-defined]
    assert isinstance(draw, fx.Draw) and isinstance(draw.amount, fx.StatOf) and draw.amount.stat == "power"


def test_its_in_the_definition_is_the_subject_of_its_clause() -> None:
    # Self-Destruct: "its power" is the creature dealing the damage, not the other target
    (ability,) = compiled("Target creature you control deals X damage to any other target and X damage to itself, where X is its power.", is_spell=True)
    (other, itself) = ability.effects  # type: ignore[attr-defined]
    assert other.amount == itself.amount and isinstance(other.amount, fx.StatOf)
    assert other.amount.what == other.source == itself.to


def test_bogardan_phoenix_returns_with_a_death_counter_then_is_exiled(db_pool) -> None:  # type: ignore[no-untyped-def]
    # "exile it if it had a death counter on it. Otherwise, return it to the battlefield under
    # your control and put a death counter on it.": the condition reads the creature that died,
    # and "it" after "Otherwise" is that card, which the exile did not move
    require_compiled(db_pool, "Bogardan Phoenix")
    game = scripted_game(db_pool, {"alice": {"battlefield": ["Bogardan Phoenix"]}, "bob": {}}, active="alice")
    game.destroy(game.find("Bogardan Phoenix", "battlefield"))
    game.resolve_stack()
    phoenix = game.find("Bogardan Phoenix", "battlefield")
    assert phoenix.counters.get("death") == 1
    game.destroy(phoenix)
    game.resolve_stack()
    assert game.names("exile", "alice") == ["Bogardan Phoenix"]
    assert "Bogardan Phoenix" not in game.names("battlefield", "alice")
