""""When you cast this spell, copy it for each other instant and sorcery spell you've cast this
turn.": one copy for each, counted as the ability resolves (CR 707.10, 608.2h), compiled from
the card database and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser

from conftest import compiled, require_compiled


def play(db_pool: CardPool, players: dict) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool)
    for name in players:
        game.choosers[name] = ScriptedChooser({})
    return game


def test_the_copy_is_repeated_by_the_count() -> None:
    (ability,) = compiled("When you cast this spell, copy it for each kind of counter among permanents you control.")
    (repeat,) = ability.effects
    assert isinstance(repeat, fx.Repeat) and isinstance(repeat.times, fx.CountDistinct)
    assert repeat.effects == (fx.Copy(what=fx.Found(key="triggering")),)


@pytest.mark.parametrize(("before", "counters"), [(0, 1), (2, 3)])
def test_show_of_confidence_copies_once_for_each_earlier_spell(db_pool, before, counters) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Show of Confidence", "Shock")
    game = play(db_pool, {"alice": {"hand": ["Show of Confidence"] + ["Shock"] * before, "library": ["Island"] * 5,
                                    "battlefield": ["Plains"] * 2 + ["Mountain"] * before + ["Grizzly Bears"]},
                          "bob": {"library": ["Island"] * 5}})
    while game.state.step != "main1":
        game.advance()
    for _ in range(before):
        game.cast("alice", "Shock", targets={"target": game.player("bob")})
        game.resolve_stack()
    bears = game.find("Grizzly Bears")
    game.cast("alice", "Show of Confidence", targets={"target": bears})
    game.resolve_stack()
    assert bears.counters["+1/+1"] == counters
