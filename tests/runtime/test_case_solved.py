""""Solved — [ability]" (CR 702.169, 719.3c): the ability of a Case functions only while the
Case is solved. A static ability applies "as long as this Case is solved" (702.169b), a
triggered ability "triggers only if this Case is solved" (702.169c), an activated ability has
"Activate only if this Case is solved" (702.169d). Compiled from the card database and played:
each Case is solved the way its "To solve" says, at the end step (CR 719.3a)."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, IllegalAction, ScriptedChooser

from conftest import compiled, require_compiled

SOLVED = fx.Is(what=fx.This(), test=fx.Filter(states=("solved",)))


# -- the gate each kind of ability gets -------------------------------------------------------------
def test_an_activated_ability_is_activated_only_if_solved() -> None:
    (case,) = compiled("Solved — {1}{B}, Sacrifice this enchantment: Search your library for a card, put it into your hand, then shuffle. Activate only as a sorcery.")
    assert isinstance(case, fx.CaseAbility) and isinstance(case.solved, fx.ActivatedAbility)
    assert case.solved.conditions == (SOLVED,) and case.solved.sorcery_speed


def test_a_triggered_ability_triggers_only_if_solved_and_is_not_checked_again() -> None:
    (case,) = compiled("Solved — Whenever you cast an instant or sorcery spell, draw a card.")
    assert isinstance(case.solved, fx.TriggeredAbility)
    assert case.solved.trigger.condition == SOLVED and case.solved.condition is None  # not an intervening "if"
    (step,) = compiled("Solved — At the beginning of combat on your turn, target creature you control gains flying until end of turn.")
    assert step.solved.trigger.condition == SOLVED and step.solved.condition is None


def test_a_static_ability_applies_as_long_as_solved() -> None:
    (case,) = compiled("Solved — Creatures you control get +1/+0.")
    assert isinstance(case.solved, fx.StaticAbility) and case.solved.condition == SOLVED


# -- played ---------------------------------------------------------------------------------------
def _case(game: Game, name: str):  # type: ignore[no-untyped-def]
    return next(o for o in game.zone("battlefield").objects if o.name == name)


def _to_turn_of(game: Game, player: str, step: str = "main1") -> None:
    turn = game.state.turn
    while game.state.turn == turn or game.active_player.name != player or game.state.step != step:
        game.advance()
        game.resolve_stack()


def _to_end_step_resolved(game: Game) -> None:
    while game.state.step != "end":
        game.advance()
    game.resolve_stack()


FEAST = "Case of the Uneaten Feast"  # To solve — You've gained 5 or more life this turn.
GARDEN = "Case of the Trampled Garden"  # To solve — Creatures you control have total power 8 or greater.
GATEWAY = "Case of the Gateway Express"  # To solve — Three or more creatures attacked this turn.


def _game(db_pool: CardPool, battlefield: list[str], answers: dict | None = None) -> Game:  # type: ignore[type-arg]
    game = Game.setup({"alice": {"battlefield": battlefield, "library": ["Island"] * 8},
                       "bob": {"library": ["Island"] * 8}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser(answers or {})
    game.choosers["bob"] = ScriptedChooser({"blockers": [[]] * 4})
    return game


def test_an_unsolved_case_cannot_activate_its_solved_ability(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, FEAST)
    game = _game(db_pool, [FEAST])
    game.gain_life("alice", 4)
    _to_end_step_resolved(game)
    assert not _case(game, FEAST).marks.get("solved")
    with pytest.raises(IllegalAction):
        game.activate("alice", FEAST)


def test_a_solved_case_activates_its_solved_ability(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(db_pool, [FEAST])
    game.gain_life("alice", 5)
    _to_end_step_resolved(game)
    assert _case(game, FEAST).marks.get("solved")
    game.activate("alice", FEAST)  # Sacrifice this Case: ...
    game.resolve_stack()
    assert [o.name for o in game.zone("graveyard", "alice").objects] == [FEAST]


@pytest.mark.parametrize(("wurms", "counters"), [(2, 1), (1, 0)])
def test_the_solved_trigger_triggers_only_once_solved(db_pool, wurms: int, counters: int) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, GARDEN)
    # two Craw Wurms (6/4 each) have total power 12: solved; one has 6: not solved
    game = _game(db_pool, [GARDEN] + ["Craw Wurm"] * wurms,
                 {"attackers": [[], ["Craw Wurm"]], "target": ["Craw Wurm"]})
    _to_end_step_resolved(game)
    assert bool(_case(game, GARDEN).marks.get("solved")) is (wurms == 2)
    _to_turn_of(game, "alice", "declare_attackers")
    game.resolve_stack()
    assert game.find("Craw Wurm").counters.get("+1/+1", 0) == counters


def test_the_solved_static_ability_applies_once_solved(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, GATEWAY)
    game = _game(db_pool, [GATEWAY] + ["Grizzly Bears"] * 3,
                 {"attackers": [["Grizzly Bears#1", "Grizzly Bears#2", "Grizzly Bears#3"]]})
    bear = game.find("Grizzly Bears")
    assert game.characteristics(bear).power == 2  # not solved: no +1/+0
    _to_end_step_resolved(game)  # three creatures attacked this turn
    assert _case(game, GATEWAY).marks.get("solved")
    assert game.characteristics(bear).power == 3
