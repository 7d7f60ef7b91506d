""""Activate no more times each turn than the number of snow Swamps you control." (CR 602.5b):
a limit on the activations of the ability each turn, a number read as the ability is activated,
counted against its activations this turn. Compiled from text and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import cards, compiled

TEXT = "{0}: You gain 1 life. Activate no more times each turn than the number of Swamps you control."


def test_the_limit_is_a_number_kept_with_the_ability() -> None:
    (ability,) = compiled(TEXT)
    assert isinstance(ability.max_per_turn, fx.CountOf) and ability.restrictions == ()


def test_the_ability_is_activated_no_more_times_than_the_number_then() -> None:
    (ability,) = compiled(TEXT)
    pool = CardPool(use_database=False)
    for definition in (*cards(), homebrew("Marsh Relic", "Artifact", abilities=[ability], oracle_text=TEXT)):
        pool.add(definition)
    game = Game.setup({"alice": {"battlefield": ["Marsh Relic", "Swamp", "Swamp"], "hand": ["Swamp"], "library": ["Island"] * 20},
                       "bob": {"library": ["Island"] * 20}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    while game.state.step != "main1" or game.active_player.name != "alice":
        game.advance()
    relic = game.find("Marsh Relic", "battlefield")
    for _ in range(2):
        game.activate("alice", relic)
        game.resolve_stack()
    with pytest.raises(IllegalAction, match="602.5b"):
        game.activate("alice", relic)  # two Swamps: two activations this turn
    game.play_land("alice", game.find("Swamp", "hand"))
    game.activate("alice", relic)  # three Swamps as it is activated now
    game.resolve_stack()
    assert game.player("alice").life == 23
