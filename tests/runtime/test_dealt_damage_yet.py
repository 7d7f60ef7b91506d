"""CR 400.7: "if it hasn't dealt damage yet": the object's history as the object it is."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser


def test_hexproof_until_it_has_dealt_damage(db_pool: CardPool) -> None:
    """"~ has hexproof if it hasn't dealt damage yet.": hexproof until its combat damage."""
    missing = [m for face in db_pool.get("Palladia-Mors, the Ruiner").faces for m in face.missing]
    assert not missing, missing
    game = Game.setup({"alice": {"battlefield": ["Palladia-Mors, the Ruiner"]}, "bob": {}}, pool=db_pool, active="alice", step="main1")
    game.choosers["alice"] = ScriptedChooser({"attackers": [["Palladia-Mors, the Ruiner"]]})
    dragon = game.find("Palladia-Mors, the Ruiner")
    assert game.characteristics(dragon).has_keyword("Hexproof")
    while game.state.step != "end_of_combat":
        game.advance()
    assert game.player("bob").life == 14
    assert not game.characteristics(dragon).has_keyword("Hexproof")
