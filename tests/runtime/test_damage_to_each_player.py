"""Damage to players whose amount is each player's own ("~ deals damage to each player equal to
twice the number of nonbasic lands that player controls", "to target player equal to the number
of cards in that player's hand"): "that player" is the player being dealt the damage; and "each
opponent and each creature they control": "they" are the players just named. Compiled from the
card database and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser

from conftest import compiled_ability, require_compiled


def _cast(db_pool: CardPool, card: str, lands: list[str], alice: dict, bob: dict) -> Game:  # type: ignore[type-arg]
    require_compiled(db_pool, card)
    hand = [card, *alice.pop("hand", [])]
    game = Game.setup({"alice": {"hand": hand, "battlefield": lands, "library": ["Island"] * 3, **alice},
                       "bob": {"library": ["Island"] * 3, **bob}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"]})
    game.choosers["bob"] = ScriptedChooser({})
    game.cast("alice", card)
    game.resolve_stack()
    return game


def test_price_of_progress_counts_each_players_own_nonbasic_lands(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _cast(db_pool, "Price of Progress", ["Mountain", "Mountain", "Badlands"], {}, {"battlefield": ["Tundra", "Scrubland", "Plains"]})
    assert game.player("bob").life == 16  # two nonbasic lands, twice
    assert game.player("alice").life == 18  # one


def test_sudden_impact_counts_the_target_players_hand(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _cast(db_pool, "Sudden Impact", ["Mountain"] * 4, {"hand": ["Forest"] * 5}, {"hand": ["Island"] * 3})
    assert game.player("bob").life == 17


def test_each_opponent_and_each_creature_they_control() -> None:
    (damage,) = compiled_ability("~ deals 1 damage to each opponent and each creature they control.").effects
    assert damage.to == fx.Union(parts=(fx.EachOpponent(), fx.Filter(types=("Creature",), controller=fx.EachOpponent())))


def test_tectonic_hazard_damages_the_opponents_creatures(db_pool) -> None:  # type: ignore[no-untyped-def]
    # "~ deals 1 damage to each opponent and each creature they control."
    game = _cast(db_pool, "Tectonic Hazard", ["Mountain"], {"battlefield": ["Mountain", "Llanowar Elves"]}, {"battlefield": ["Llanowar Elves"]})
    assert game.player("bob").life == 19
    assert game.names("graveyard", "bob") == ["Llanowar Elves"]
    assert "Llanowar Elves" not in game.names("graveyard", "alice")
