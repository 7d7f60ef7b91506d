""""If it's neither day nor night, it becomes day as this creature enters." (CR 614.1c, 614.12):
an instruction carried out as the permanent enters, on a condition checked then; day and night
are the game's designation (CR 730.1). Compiled from the card database and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser

from conftest import compiled, require_compiled

CARD = "Gavony Dawnguard"


def test_it_is_a_replacement_of_how_it_enters_on_the_condition() -> None:
    (ability,) = compiled("If it's neither day nor night, it becomes day as this creature enters.")
    assert ability == fx.EntersWith(effects=(fx.BecomeDayNight(which="day"),), condition=fx.IsDayNight(which="neither"))


@pytest.mark.parametrize(("before", "after"), [(None, "day"), ("night", "night"), ("day", "day")])
def test_it_becomes_day_only_if_it_was_neither(db_pool, before: str | None, after: str) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, CARD)
    game = Game.setup({"alice": {"hand": [CARD], "battlefield": ["Plains"] * 4, "library": ["Island"] * 5},
                       "bob": {"library": ["Island"] * 5}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    if before is not None:
        game.become_day_night(before)
    game.cast("alice", CARD)
    game.resolve_stack()
    assert game.find(CARD, "battlefield") is not None
    assert game.state.day_night == after
