"""CR 509.1a, 509.1h: "that blocked or was blocked this turn": either side of a block."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser


def test_heat_stroke_destroys_blockers_and_blocked_attackers(db_pool: CardPool) -> None:
    """"At end of combat, destroy each creature that blocked or was blocked this turn.": the
    blocked attacker and its blocker, not an unblocked attacker."""
    missing = [m for face in db_pool.get("Heat Stroke").faces for m in face.missing]
    assert not missing, missing
    game = Game.setup({"alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]}, "bob": {"battlefield": ["Heat Stroke", "Llanowar Elves", "Memnite"]}},
                      pool=db_pool, active="alice", step="main1")
    game.choosers["alice"] = ScriptedChooser({"attackers": [["Grizzly Bears", "Hill Giant"]]})
    game.choosers["bob"] = ScriptedChooser({"blockers": [["Llanowar Elves"], []]})
    while game.state.step != "end_of_combat":
        game.advance()
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Heat Stroke", "Hill Giant", "Memnite"]
