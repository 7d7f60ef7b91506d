""""End the turn." (CR 723.1: Time Stop, Ultima, Day's Undoing, Glorious End, Sundial of the
Infinite): triggered abilities waiting to be put on the stack cease to exist (723.1a), every
object on the stack is exiled, the resolving one too (723.1b), state-based actions are checked
(723.1c), and the game skips straight to the cleanup step (723.1d), so "at the beginning of
the end step" abilities don't trigger (723.1e); abilities that triggered during the process are
put on the stack in that cleanup step, and another cleanup step follows (723.1f, 514.3a).
Compiled from the card database and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser

from conftest import compiled_ability, next_turn, require_compiled


def start(db_pool, alice: dict, bob: dict | None = None) -> Game:  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"library": ["Island"] * 20, **alice}, "bob": {"library": ["Island"] * 20, **(bob or {})}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    while game.state.step != "main1":
        game.advance()
    return game


def test_end_the_turn_compiles_to_its_effect() -> None:
    assert compiled_ability("End the turn.").effects == (fx.EndTheTurn(),)


def test_time_stop_exiles_the_stack_and_the_next_turn_begins(db_pool) -> None:  # type: ignore[no-untyped-def]
    """CR 723.1b, 723.1d: the spell under Time Stop and Time Stop itself are exiled; alice's end
    step never happens (723.1e) and bob's turn begins."""
    require_compiled(db_pool, "Time Stop")
    game = start(db_pool, {"hand": ["Time Stop", "Grizzly Bears"], "battlefield": ["Island"] * 6 + ["Forest"] * 2})
    game.cast("alice", "Grizzly Bears")
    game.cast("alice", "Time Stop")
    first_event = len(game.state.events)
    game.resolve_top()
    assert sorted(game.names("exile", "alice")) == ["Grizzly Bears", "Time Stop"]
    assert not game.zone("stack").objects and game.names("graveyard", "alice") == []
    steps = [e.get("step") for e in game.state.events[first_event:] if e.kind == "step"]
    assert "end" not in steps and steps[0] == "cleanup"
    assert game.state.turn == 2 and game.active_player.name == "bob"


def test_ultimas_dies_triggers_cease_to_exist(db_pool) -> None:  # type: ignore[no-untyped-def]
    """CR 723.1a: Doomed Traveler's "When this creature dies" triggered as Ultima destroyed it,
    before the turn began to end: it ceases to exist, and no Spirit is created."""
    require_compiled(db_pool, "Ultima", "Doomed Traveler")
    game = start(db_pool, {"hand": ["Ultima"], "battlefield": ["Plains"] * 5 + ["Doomed Traveler"]})
    game.cast("alice", "Ultima")
    game.resolve_stack()
    assert game.names("graveyard", "alice") == ["Doomed Traveler"]
    assert game.names("exile", "alice") == ["Ultima"]  # CR 723.1b: not its owner's graveyard
    assert "Spirit Token" not in game.names("battlefield")
    assert not game.state.pending_triggers
    assert game.state.turn == 2 and game.active_player.name == "bob"


def test_days_undoing_ends_only_its_controllers_turn(db_pool) -> None:  # type: ignore[no-untyped-def]
    """"If it's your turn, end the turn.": on alice's turn it ends; the cards were still drawn."""
    require_compiled(db_pool, "Day's Undoing")
    game = start(db_pool, {"hand": ["Day's Undoing"], "battlefield": ["Island"] * 3})
    game.cast("alice", "Day's Undoing")
    game.resolve_stack()
    assert game.names("exile", "alice") == ["Day's Undoing"]
    assert game.state.turn == 2 and game.active_player.name == "bob"
    assert len(game.names("hand", "alice")) == 7


def test_glorious_ends_loss_waits_for_the_next_end_step(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Glorious End: the end step of the turn it ended is skipped (CR 723.1e), so alice loses at
    the beginning of her next turn's end step."""
    require_compiled(db_pool, "Glorious End")
    game = start(db_pool, {"hand": ["Glorious End"], "battlefield": ["Mountain"] * 3})
    game.cast("alice", "Glorious End")
    game.resolve_stack()
    assert game.state.turn == 2 and not game.player("alice").lost
    next_turn(game)
    assert game.active_player.name == "alice" and not game.player("alice").lost
    while not game.state.game_over and game.state.step != "end":
        game.advance()
    game.resolve_stack()
    assert game.player("alice").lost


def test_abilities_triggered_during_the_process_are_put_on_the_stack_in_cleanup(db_pool) -> None:  # type: ignore[no-untyped-def]
    """CR 723.1f: The War Doctor triggers as Sundial's ability exiles the spell on the stack;
    its ability is put on the stack in the cleanup step, where players get priority, and another
    cleanup step follows before bob's turn (CR 514.3a)."""
    require_compiled(db_pool, "Sundial of the Infinite", "The War Doctor")
    game = start(db_pool, {"hand": ["Grizzly Bears"], "battlefield": ["Sundial of the Infinite", "The War Doctor"] + ["Forest"] * 3})
    game.cast("alice", "Grizzly Bears")
    game.activate("alice", "Sundial of the Infinite")
    game.resolve_top()
    assert game.names("exile", "alice") == ["Grizzly Bears"]
    assert game.state.step == "cleanup" and game.state.turn == 1
    assert [item.name for item in game.stack_items()] == ["The War Doctor triggered ability"]
    game.resolve_stack()
    doctor = game.find("The War Doctor", "battlefield")
    assert doctor.counters.get("time") == 1
    cleanups = len([e for e in game.events("step") if e.get("step") == "cleanup"])
    game.advance()
    assert len([e for e in game.events("step") if e.get("step") == "cleanup"]) == cleanups + 1
    assert game.state.turn == 2 and game.active_player.name == "bob"
