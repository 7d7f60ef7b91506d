""""To solve — [condition]" (CR 719.3a): "At the beginning of your end step, if [condition] and
this Case is not solved, this Case becomes solved"; solved is a designation the Case keeps
until it leaves the battlefield (CR 719.3b). Compiled from the card database and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser

from conftest import compiled

CASE = "Case of the Locked Hothouse"  # To solve — You control seven or more lands.


def test_to_solve_is_an_end_step_trigger_with_an_intervening_if() -> None:
    (ability,) = compiled("To solve — You control three or more artifacts.")
    assert isinstance(ability, fx.TriggeredAbility)
    assert ability.trigger == fx.StepTrigger(step="end", player=fx.You())
    assert ability.effects == (fx.BecomeStatus(status="solved", what=fx.This()),)
    assert isinstance(ability.condition, fx.AllOf)
    assert fx.Is(what=fx.This(), test=fx.Filter(states=("solved",)), negated=True) in ability.condition.conditions


def test_a_count_of_spells_cast_is_kept() -> None:
    (ability,) = compiled("To solve — You've cast four or more instant and sorcery spells this turn.")
    counted = ability.condition.conditions[0]
    assert isinstance(counted, fx.Compare) and isinstance(counted.left, fx.SpellsCast) and counted.right == fx.Fixed(value=4)


def _case(game: Game):  # type: ignore[no-untyped-def]
    return next(o for o in game.zone("battlefield").objects if o.name == CASE)


def _to_end_step_resolved(game: Game) -> None:
    while game.state.step != "end":
        game.advance()
    game.resolve_stack()


@pytest.mark.parametrize(("lands", "solved"), [(7, True), (6, False)])
def test_the_case_becomes_solved_at_your_end_step_only_if_the_condition_holds(db_pool, lands, solved) -> None:  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"battlefield": [CASE] + ["Forest"] * lands, "library": ["Island"] * 5},
                       "bob": {"library": ["Island"] * 5}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    assert not _case(game).marks.get("solved")
    _to_end_step_resolved(game)
    assert bool(_case(game).marks.get("solved")) is solved


def test_a_solved_case_stays_solved_and_does_not_trigger_again(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"battlefield": [CASE] + ["Forest"] * 7, "library": ["Island"] * 5},
                       "bob": {"library": ["Island"] * 5}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    _to_end_step_resolved(game)
    assert _case(game).marks.get("solved")
    turn = game.state.turn
    while game.state.turn < turn + 2 or game.state.step != "end":
        game.advance()
    assert not game.zone("stack").objects  # CR 719.3a: "if ... this Case is not solved"
    assert _case(game).marks.get("solved")
