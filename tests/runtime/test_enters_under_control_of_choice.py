""""This artifact enters under the control of an opponent of your choice." (CR 614.1c): the
opponent is chosen as it enters (CR 614.12a), and the permanent enters under that player's
control (CR 110.2), its owner unchanged. Compiled from the card database and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import Game, ScriptedChooser
from oraclec.text import normalise_ability

from conftest import compiled, require_compiled

PENDANT = "Pendant of Prosperity"


def test_the_choice_of_an_opponent_and_the_player_it_enters_under() -> None:
    (ability,) = compiled("This artifact enters under the control of an opponent of your choice.")
    assert ability == fx.EntersWith(effects=(fx.ChooseQuality(quality="opponent", player=fx.You()),), under=fx.PlayerRole(role="chosen"))


def test_the_choice_beside_another_modifier_is_not_read() -> None:
    # only the sole modifier "under the control of an opponent of your choice" is lowered
    parsed = parse_ability(normalise_ability("This artifact enters tapped and under the control of an opponent of your choice."))
    if parsed.line is not None:
        assert compiler.unsupported_in(compiler.compile_line(parsed.line))


@pytest.mark.parametrize("chosen", ["bob", "carol"])
def test_it_enters_under_the_control_of_the_opponent_chosen(db_pool, chosen: str) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, PENDANT)
    game = Game.setup({"alice": {"hand": [PENDANT], "battlefield": ["Forest"] * 4, "library": ["Island"] * 5},
                       "bob": {"library": ["Island"] * 5}, "carol": {"library": ["Island"] * 5}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"player": [chosen]})
    for name in ("bob", "carol"):
        game.choosers[name] = ScriptedChooser({})
    game.cast("alice", PENDANT)
    game.resolve_stack()
    pendant = game.find(PENDANT, "battlefield")
    assert game.controller_of(pendant) == chosen and pendant.owner == "alice"
