""""When ~ enters, sacrifice it unless it escaped." (CR 702.138b: it escaped if the spell it was
was cast with its escape ability), with Uro from the bundled database, compiled."""

from __future__ import annotations

from oraclec.runtime import Game, ScriptedChooser


def test_uro_cast_from_hand_is_sacrificed_and_escaped_stays(db_pool) -> None:  # type: ignore[no-untyped-def]
    uro = "Uro, Titan of Nature's Wrath"
    missing = [m for face in db_pool.get(uro).faces for m in face.missing]
    assert not missing, missing
    lands = ["Forest", "Forest", "Island", "Island"]
    game = Game.setup({"alice": {"hand": [uro], "battlefield": lands[:3], "library": ["Island"] * 5}, "bob": {}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"may": [False]})
    game.cast("alice", uro)
    game.resolve_stack()
    assert uro in game.names("graveyard", "alice") and uro not in game.names("battlefield")
    fodder = ["Grizzly Bears"] * 5
    game = Game.setup({"alice": {"graveyard": [uro, *fodder], "battlefield": lands, "library": ["Island"] * 5}, "bob": {}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"may": [False], "card": fodder})
    game.cast("alice", uro, zone="graveyard", method="escape")
    game.resolve_stack()
    assert uro in game.names("battlefield")
