""""You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have
been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next
cleanup step." (Lightning Reflexes, Armor of Thorns, Spider Climb): the spell keeps whether its
player could have cast a sorcery as casting began (CR 307.1, 601.2a, 601.3b); if not, a delayed
trigger is made as it resolves into the permanent (CR 608.3, 603.7a), which triggers as the next
cleanup step begins (CR 514.3a). Compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import ScriptedChooser, homebrew

from conftest import compiled

REFLEXES = (
    "You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have been cast, "
    "the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step."
)


def test_the_delayed_trigger_is_made_as_the_permanent_enters() -> None:
    flash, entering = compiled(REFLEXES)
    assert isinstance(flash, fx.StaticAbility) and isinstance(flash.effects[0], fx.AsThough)
    assert isinstance(entering, fx.EntersWith) and entering.condition == fx.CastWhenSorceryCouldNot()
    (delayed,) = entering.effects
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.trigger == fx.StepTrigger(step="cleanup", player=None)
    assert delayed.effects == (fx.Sacrifice(what=fx.This(), player=fx.ControllerOf(what=fx.This())),)


@pytest.fixture
def reflexes(pool):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Quick Ward", "Enchantment", mana_cost="{0}", abilities=list(compiled(REFLEXES))))
    pool.add(homebrew("Slow Bolt", "Instant", mana_cost="{0}", abilities=list(compiled("You gain 1 life.", is_spell=True))))
    return "Quick Ward"


def _game(setup, reflexes, **alice):  # type: ignore[no-untyped-def]
    game = setup({"alice": {"hand": [reflexes, "Slow Bolt"], "library": ["Island"] * 5, **alice}, "bob": {"library": ["Island"] * 5}})
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    return game


def _to(game, step: str) -> None:  # type: ignore[no-untyped-def]
    while game.state.step != step:
        game.advance()


def _through_cleanup(game) -> None:  # type: ignore[no-untyped-def]
    """To the next turn; the cleanup step gives priority only when something triggered in it
    (CR 514.3a), and then what triggered resolves."""
    turn = game.state.turn
    while game.state.turn == turn:
        game.advance()
        if game.state.step == "cleanup":
            assert game.state.turn == turn and game.zone("stack").objects
            game.resolve_stack()


def test_cast_as_a_sorcery_could_be_it_stays(setup, reflexes) -> None:  # type: ignore[no-untyped-def]
    """Its own main phase, the stack empty (CR 307.1): no delayed trigger."""
    game = _game(setup, reflexes)
    _to(game, "main1")
    game.cast("alice", reflexes)
    game.resolve_stack()
    assert reflexes in game.names("battlefield", "alice")
    _through_cleanup(game)
    assert reflexes in game.names("battlefield", "alice")


def test_cast_in_combat_it_is_sacrificed_in_the_cleanup_step(setup, reflexes) -> None:  # type: ignore[no-untyped-def]
    """Not a main phase (CR 307.1): only "as though it had flash" let it be cast (CR 601.3b); sacrificed
    as the next cleanup step begins (CR 514.3a), not before."""
    game = _game(setup, reflexes)
    _to(game, "beginning_of_combat")
    game.cast("alice", reflexes)
    game.resolve_stack()
    assert reflexes in game.names("battlefield", "alice")
    _to(game, "end")
    game.resolve_stack()
    assert reflexes in game.names("battlefield", "alice")
    _through_cleanup(game)
    assert reflexes not in game.names("battlefield", "alice")
    assert reflexes in game.names("graveyard", "alice")


def test_cast_in_a_main_phase_over_another_spell_it_is_sacrificed(setup, reflexes) -> None:  # type: ignore[no-untyped-def]
    """A main phase of its player's turn, but the stack was not empty as casting began (CR 307.1)."""
    game = _game(setup, reflexes)
    _to(game, "main1")
    game.cast("alice", "Slow Bolt")
    game.cast("alice", reflexes)
    game.resolve_stack()
    assert reflexes in game.names("battlefield", "alice")
    _through_cleanup(game)
    assert reflexes not in game.names("battlefield", "alice")


def test_put_onto_the_battlefield_it_was_not_cast(setup, reflexes) -> None:  # type: ignore[no-untyped-def]
    """Not cast at all: "if you cast it" does not hold (CR 601.2)."""
    game = _game(setup, reflexes)
    _to(game, "main1")
    game.move(game.find(reflexes, zone="hand"), "battlefield")
    _through_cleanup(game)
    assert reflexes in game.names("battlefield", "alice")
