""""You may play lands and cast spells from the top of your library. If you cast a spell this
way, pay life equal to its mana value rather than pay its mana cost.": the cost a spell cast
with a permission is cast for, an alternative cost the permission carries (CR 118.9, 601.2b,
601.2f), read of the spell being cast. Compiled from the card database (Bolas's Citadel,
Xander's Pact) and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, IllegalAction

from conftest import compiled, require_compiled, scripted_game

CITADEL = "Bolas's Citadel"
PACT = "Xander's Pact"  # Each opponent exiles the top card of their library. You may cast spells from among those cards this turn. If you cast a spell this way, pay life equal to that spell's mana value rather than pay its mana cost.


def test_the_cost_is_the_permissions() -> None:
    (static,) = compiled("You may play lands and cast spells from the top of your library. If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost.")
    lands, spells = static.effects
    life = (fx.PayLife(amount=fx.StatOf(what=fx.This(), stat="mana_value")),)
    assert isinstance(lands, fx.PlayPermission) and lands.cost is None  # a land is played for no cost (CR 305.1)
    assert isinstance(spells, fx.PlayPermission) and spells.action == "cast" and spells.cost == life


def _game(db_pool: CardPool, players) -> Game:  # type: ignore[no-untyped-def]
    return scripted_game(db_pool, players, step="main1")


def test_a_static_permission_cast_for_life(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, CITADEL)
    game = _game(db_pool, {"alice": {"battlefield": [CITADEL], "library": ["Hill Giant", "Forest", "Island"]},
                           "bob": {"library": ["Island"] * 5}})
    game.cast("alice", "Hill Giant", zone="library")  # {3}{R}, with no land to pay it: 4 life
    game.resolve_stack()
    assert "Hill Giant" in game.names("battlefield", "alice")
    assert game.player("alice").life == 16
    game.play_land("alice", "Forest", zone="library")  # a land, played with no life paid
    assert game.player("alice").life == 16


def test_a_permission_an_instruction_gave_carries_its_cost(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Without the cost kept with the permission the instruction gives, the spell would be cast
    for its mana cost, which no land pays (CR 118.9)."""
    require_compiled(db_pool, PACT)
    game = _game(db_pool, {"alice": {"battlefield": ["Swamp"] * 6, "hand": [PACT], "library": ["Island"] * 5},
                           "bob": {"library": ["Hill Giant", "Island", "Island"]}})
    game.cast("alice", PACT, zone="hand")
    game.resolve_stack()
    assert "Hill Giant" in game.names("exile")
    with pytest.raises(IllegalAction):
        game.cast("alice", "Hill Giant", zone="exile", method="normal")  # not its mana cost
    game.cast("alice", "Hill Giant", zone="exile")
    game.resolve_stack()
    assert "Hill Giant" in game.names("battlefield", "alice")
    assert game.player("alice").life == 16


DEMON = "Demon of Fate's Design"  # Once during each of your turns, you may cast an enchantment spell by paying life equal to its mana value rather than paying its mana cost.


def test_an_alternative_cost_for_spells_read_of_the_spell() -> None:
    (static,) = compiled("Once during each of your turns, you may cast an enchantment spell by paying life equal to its mana value rather than paying its mana cost.")
    (effect,) = static.effects
    assert isinstance(effect, fx.AlternativeCostFor) and effect.once_each == "your_turn"
    assert effect.cost == (fx.PayLife(amount=fx.StatOf(what=fx.This(), stat="mana_value")),)
    assert effect.spells == fx.Filter(types=("Enchantment",), zone="stack")


def test_an_enchantment_cast_for_life_once_a_turn(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, DEMON)
    game = _game(db_pool, {"alice": {"battlefield": [DEMON], "hand": ["Glorious Anthem", "Glorious Anthem", "Hill Giant"], "library": ["Island"] * 5},
                           "bob": {"library": ["Island"] * 5}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Hill Giant", method="alternative cost")  # not an enchantment
    game.cast("alice", "Glorious Anthem", method="alternative cost")  # {1}{W}{W}: 3 life (CR 118.9)
    game.resolve_stack()
    assert game.player("alice").life == 17
    with pytest.raises(IllegalAction):
        game.cast("alice", "Glorious Anthem", method="alternative cost")  # once during each of your turns
