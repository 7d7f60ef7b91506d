""""Create three 2/2 white Knight creature tokens. Exile them at the beginning of the next cleanup
step." (Waylay): a delayed triggered ability at the cleanup step (CR 603.7), which triggers as
the step begins and is put on the stack after its turn-based actions, players then getting
priority (CR 514.3a); compiled from the card database and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser

from conftest import compiled


def test_the_step_is_the_cleanup_step() -> None:
    (ability,) = compiled("When enchanted creature attacks or blocks, sacrifice this Aura at the beginning of the next cleanup step.")
    (delayed,) = ability.effects
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.trigger == fx.StepTrigger(step="cleanup", player=None)


def test_waylays_knights_leave_in_the_cleanup_step(db_pool) -> None:  # type: ignore[no-untyped-def]
    missing = [m for face in db_pool.get("Waylay").faces for m in face.missing]
    assert not missing, missing
    game = Game.setup({"alice": {"hand": ["Waylay"], "library": ["Island"] * 5, "battlefield": ["Plains"] * 3},
                       "bob": {"library": ["Island"] * 5}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    while game.state.step != "main1":
        game.advance()
    game.cast("alice", "Waylay")
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Knight Token") == 3
    while game.state.step != "end":
        game.advance()
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Knight Token") == 3  # not at the end step
    while game.state.step != "cleanup":
        game.advance()
    assert game.state.turn == 1 and game.zone("stack").objects  # the trigger, with priority (CR 514.3a)
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Knight Token") == 0
