""""their" under "each player" / "each opponent" is each player's own (CR 101.4), and "each
player has 10 or less life" holds for every one of them: compiled from the Oracle text and
played with three players, where a total of several players differs from each one's own."""

from __future__ import annotations

from typing import Any

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled


def _cast(setup: Any, pool: Any, text: str, **alice: Any) -> Any:
    pool.add(homebrew("Each Test", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=a.effects) for a in compiled(text)]))
    library = ["Island"] * 5
    game = setup({"alice": {"hand": ["Each Test"], "library": library, **alice}, "bob": {"library": library}, "carol": {"library": library}})
    game.player("bob").life = 10
    game.cast("alice", "Each Test")
    game.resolve_stack()
    return game


def test_each_player_draws_for_their_own_graveyard(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _cast(setup, pool, "Each player draws cards equal to the number of cards in their graveyard.", graveyard=["Island"] * 2)
    assert [len(game.names("hand", p)) for p in ("alice", "bob", "carol")] == [2, 0, 0]


def test_each_opponent_loses_half_their_own_life(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _cast(setup, pool, "Each opponent loses half their life, rounded up.")
    assert [game.player(p).life for p in ("alice", "bob", "carol")] == [20, 5, 10]


def test_each_player_has_ten_or_less_life_holds_for_every_one(setup, pool) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled("If each player has 10 or less life, draw a card.")
    condition = ability.effects[0].condition
    assert isinstance(condition, fx.NotCondition) and isinstance(condition.condition, fx.Exists)
    for carol, drawn in ((20, 0), (10, 1)):
        pool.add(homebrew("Each Test", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=ability.effects)]))
        game = setup({"alice": {"hand": ["Each Test"], "library": ["Island"] * 3}, "bob": {}, "carol": {}})
        for name, life in (("alice", 10), ("bob", 3), ("carol", carol)):
            game.player(name).life = life
        game.cast("alice", "Each Test")
        game.resolve_stack()
        assert len(game.names("hand", "alice")) == drawn
