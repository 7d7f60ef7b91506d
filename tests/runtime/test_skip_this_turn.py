""""Target player skips their next combat phase this turn." (Moment of Silence), "If you do, you
skip your draw step this turn." (Elfhame Sanctuary): a skip limited to the turn (CR 614.10,
611.2a): one not used by the end of the turn is gone (CR 514.2). Compiled from the Oracle text
and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability, next_turn

NEXT_COMBAT = "Target player skips their next combat phase this turn."


def _game(setup, pool):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Silence Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(NEXT_COMBAT)]))
    return setup({"alice": {"hand": ["Silence Test"], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}}, answers={"alice": {"target": ["alice"]}})


def test_the_skip_compiles_with_its_duration() -> None:
    ability = compiled_ability(NEXT_COMBAT)
    (skip,) = ability.effects
    assert skip == fx.Skip(what="combat phase", player=skip.player, once=True, duration="end_of_turn")
    (elfhame,) = compiled_ability("At the beginning of your upkeep, you may search your library for a basic land card, reveal that card, put it into your hand, then shuffle. If you do, you skip your draw step this turn.", is_spell=False).effects[-1].effects
    assert elfhame == fx.Skip(what="draw step", once=False, duration="end_of_turn")


def test_the_combat_phase_of_this_turn_is_skipped(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool)
    game.state.step = "main1"
    game.cast("alice", "Silence Test", targets=["alice"])
    game.resolve_stack()
    game.advance()
    assert game.state.step == "main2"


def test_a_skip_not_used_this_turn_ends_with_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool)
    game.state.step = "main2"  # after this turn's combat: nothing is left to skip this turn
    game.cast("alice", "Silence Test", targets=["alice"])
    game.resolve_stack()
    next_turn(game)
    next_turn(game)  # alice's next turn: her combat phase happens
    while game.state.step not in ("beginning_of_combat", "main2"):
        game.advance()
    assert game.state.step == "beginning_of_combat"
    assert not game.state.skips


def test_every_draw_step_of_this_turn_is_skipped_and_the_next_turns_is_not(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("No Draw Test", "Instant", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(fx.Skip(what="draw step", duration="end_of_turn"),))]))
    game = setup({"alice": {"hand": ["No Draw Test"], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.state.step = "upkeep"
    game.cast("alice", "No Draw Test")
    game.resolve_stack()
    hand = len(game.names("hand", "alice"))
    game.advance()  # the draw step is skipped
    assert len(game.names("hand", "alice")) == hand
    next_turn(game)
    next_turn(game)
    while game.state.step != "main1":
        game.advance()
    assert len(game.names("hand", "alice")) == hand + 1  # her next draw step is not skipped
