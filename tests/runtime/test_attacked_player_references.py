""""that player" after an attack trigger that names a player attacked is that player (CR
508.1b), and "no opponent has more life than that player" holds when none of them has more
(CR 102.1): compiled from the Oracle text and played."""

from __future__ import annotations

from typing import Any

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled

LOSES = "Whenever this creature attacks a player, that player loses 1 life."
LEADER = "Whenever this creature attacks a player, if no opponent has more life than that player, put a +1/+1 counter on it."


def _attack(setup: Any, pool: Any, text: str, lives: dict[str, int]) -> Any:
    pool.add(homebrew("Attacker Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2, abilities=list(compiled(text))))
    game = setup({"alice": {"battlefield": ["Attacker Test"]}, **{p: {} for p in lives}}, answers={"alice": {"attackers": [["Attacker Test"]]}})
    for name, life in lives.items():
        game.player(name).life = life
    game.state.step = "beginning_of_combat"
    game.advance()
    game.resolve_stack()
    return game


def test_that_player_is_the_player_attacked(setup, pool) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled(LOSES)
    assert ability.effects[0].player == fx.Found(key="attacked player")
    game = _attack(setup, pool, LOSES, {"bob": 20})
    assert game.player("bob").life == 19 and game.player("alice").life == 20


def test_no_opponent_with_more_life_than_the_player_attacked(setup, pool) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled(LEADER)
    assert isinstance(ability.condition, fx.NotCondition)
    for lives, counters in (({"bob": 20}, 1), ({"bob": 15}, 1), ({"bob": 20, "carol": 15}, 1), ({"bob": 20, "carol": 25}, 0)):
        game = _attack(setup, pool, LEADER, lives)
        attacked = [d for i, d in game.state.combat["attackers"].items() if game.get(i).name == "Attacker Test"]
        assert attacked == ["bob"]
        assert game.find("Attacker Test").counters.get("+1/+1", 0) == counters, lives
