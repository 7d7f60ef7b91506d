""""if three or more creatures died this turn": that many different creatures died this turn
(CR 700.4: dies means put into a graveyard from the battlefield; CR 400.7: each is a new object
in the graveyard, counted once), not "a creature died this turn"."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime.dispatch import check_condition

from conftest import compiled


def _condition() -> fx.Condition:
    (ability,) = compiled("When this creature dies, draw three cards if three or more creatures died this turn.")
    (conditional,) = ability.effects
    assert isinstance(conditional, fx.Conditional)
    return conditional.condition


def test_the_count_is_kept() -> None:
    condition = _condition()
    assert isinstance(condition, fx.HappenedThisTurn) and condition.at_least == 3 and condition.event == "died"


def test_three_creatures_must_have_died(setup) -> None:  # type: ignore[no-untyped-def]
    condition = _condition()
    game = setup({"alice": {"battlefield": ["Grizzly Bears"] * 3}, "bob": {}})
    bears = [o for o in game.zone("battlefield").objects if o.name == "Grizzly Bears"]
    ctx = game.static_context(bears[0])
    for n, bear in enumerate(bears, start=1):
        assert check_condition(game, condition, ctx) is (n > 3)
        game.destroy(bear)
    assert check_condition(game, condition, ctx)


def test_entered_counts_each_creature_that_entered_under_your_control(setup) -> None:  # type: ignore[no-untyped-def]
    """"if two or more creatures entered the battlefield under your control this turn"."""
    (ability,) = compiled("At the beginning of your end step, if two or more creatures entered the battlefield under your control this turn, you draw a card.")
    condition = ability.condition
    assert isinstance(condition, fx.HappenedThisTurn) and condition.at_least == 2
    game = setup({"alice": {"hand": ["Grizzly Bears"] * 2}, "bob": {}})
    ctx = game.static_context(game.zone("hand", "alice").objects[0])
    for n in (1, 2):
        assert not check_condition(game, condition, ctx)
        game.move(game.zone("hand", "alice").objects[0], "battlefield")
    assert check_condition(game, condition, ctx)
