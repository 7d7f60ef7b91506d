""""Whenever a player loses the game", "whenever an opponent loses the game" (CR 104.3): compiled
from Oracle text and played in a game of three, where the game goes on after a player loses
(CR 104.2a)."""

from __future__ import annotations

from conftest import compiled

from oraclec.runtime import homebrew


def _watcher(pool, name: str, text: str) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Creature — Horror", mana_cost="{0}", power=1, toughness=1, abilities=[*compiled(text)]))
    return name


def test_a_player_losing_the_game_triggers_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = _watcher(pool, "Loss Watcher Test", "Whenever a player loses the game, put five +1/+1 counters on this creature.")
    game = setup({"alice": {"battlefield": [name]}, "bob": {}, "carol": {}})
    game.lose_life("bob", 20)
    game.resolve_stack()
    assert game.player("bob").lost and not game.state.game_over
    assert game.find(name).counters.get("+1/+1", 0) == 5


def test_an_opponent_losing_is_not_you_losing(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # alice's opponent bob loses: alice's watcher triggers; bob's own watcher, of a player who
    # left the game with his objects (CR 800.4a), does not
    name = _watcher(pool, "Opponent Loss Watcher Test", "Whenever an opponent loses the game, you gain 3 life.")
    game = setup({"alice": {"battlefield": [name]}, "bob": {"battlefield": [name]}, "carol": {}})
    game.lose_life("bob", 20)
    game.resolve_stack()
    assert game.player("alice").life == 23 and game.player("bob").life == 0


def test_no_loss_no_trigger(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = _watcher(pool, "Loss Watcher Test", "Whenever a player loses the game, put five +1/+1 counters on this creature.")
    game = setup({"alice": {"battlefield": [name]}, "bob": {}, "carol": {}})
    game.lose_life("bob", 19)
    game.resolve_stack()
    assert game.find(name).counters.get("+1/+1", 0) == 0
