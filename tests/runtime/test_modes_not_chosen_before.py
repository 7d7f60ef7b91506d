""""Choose one that hasn't been chosen —" and "... this turn —" (CR 700.2a-b): only a mode not
chosen before for that ability of that object (or not this turn) may be chosen, as the ability
is activated or put on the stack; with none left, a triggered ability is removed (CR 700.2b).
Compiled from the card database and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser
from oraclec.runtime.errors import IllegalAction

from conftest import compiled, require_compiled

PACT = "Demonic Pact"  # upkeep: choose one that hasn't been chosen; the fourth mode loses the game
KARGAN = "Kargan Intimidator"  # {1}: Choose one that hasn't been chosen this turn —


@pytest.mark.parametrize(("text", "unchosen"), [
    ("At the beginning of your upkeep, choose one that hasn't been chosen —\n• Draw a card.\n• You gain 2 life.", "ever"),
    ("{1}: Choose one that hasn't been chosen this turn —\n• Draw a card.\n• You gain 2 life.", "turn"),
])
def test_the_count_is_one_mode_among_those_not_chosen(text: str, unchosen: str) -> None:
    (ability,) = compiled(text)
    assert ability.modes == fx.Modes(modes=ability.modes.modes, min=1, max=1, unchosen=unchosen)


def _to_upkeep_of(game: Game, player: str) -> None:
    game.advance()
    while game.state.step != "upkeep" or game.active_player.name != player:
        game.advance()


def test_each_upkeep_offers_only_the_modes_not_chosen_before(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, PACT)
    game = Game.setup({"alice": {"battlefield": [PACT], "library": ["Island"] * 20},
                       "bob": {"library": ["Island"] * 20, "hand": ["Island"] * 5}}, pool=db_pool)
    alice = ScriptedChooser({})
    game.choosers["alice"] = alice
    game.choosers["bob"] = ScriptedChooser({})
    offered = []
    for _ in range(4):
        _to_upkeep_of(game, "alice")
        game.resolve_stack()
        offered.append(next(c.options for c, _ in reversed(alice.log) if c.kind == "mode" and c.source == PACT))
    chosen = [set(range(1, 5)) - set(after) for after in offered[1:]]
    assert [len(o) for o in offered] == [4, 3, 2, 1]
    assert chosen[0] < chosen[1] < chosen[2]  # each upkeep took one more mode away
    assert offered[3] == (4,) and game.player("alice").lost  # "You lose the game." was the last one


def test_a_mode_chosen_this_turn_cant_be_chosen_again_until_the_next_turn(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, KARGAN)
    game = Game.setup({"alice": {"battlefield": [KARGAN] + ["Mountain"] * 4, "library": ["Island"] * 20},
                       "bob": {"library": ["Island"] * 20}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    kargan = game.find(KARGAN, "battlefield")
    game.activate("alice", kargan, modes=[1])  # "This creature gets +1/+1 until end of turn."
    game.resolve_stack()
    assert game.power(kargan) == 4
    with pytest.raises(IllegalAction):
        game.activate("alice", kargan, modes=[1])
    game.activate("alice", kargan, modes=[3])  # another mode still can be
    game.resolve_stack()
    _to_upkeep_of(game, "alice")
    while game.state.step != "main1":
        game.advance()
    game.activate("alice", kargan, modes=[1])  # a new turn
    game.resolve_stack()
    assert game.power(kargan) == 4
