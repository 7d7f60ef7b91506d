""""If ~ was cast using web-slinging, he enters with X +1/+1 counters on him, where X is the mana
value of the returned creature" (CR 702.188a, 601.2b, 601.2f): the keyword's cost was paid, and
the creature its cost returned is read as the permanent enters (CR 608.2h); with a card of the
bundled database, compiled."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser


def _compiled(pool: CardPool, name: str) -> None:
    missing = [m for face in pool.get(name).faces for m in face.missing]
    assert not missing, missing


def test_cast_using_web_slinging_counts_the_returned_creature(db_pool) -> None:  # type: ignore[no-untyped-def]
    spider = "Scarlet Spider, Ben Reilly"
    _compiled(db_pool, spider)
    for method, counters in ((None, 0), ("web-slinging", 4)):
        game = Game.setup({"alice": {"hand": [spider], "battlefield": ["Hill Giant", "Mountain", "Forest", "Forest"]}, "bob": {}}, pool=db_pool)
        game.find("Hill Giant").tapped = True  # {3}{R}: mana value 4
        game.choosers["alice"] = ScriptedChooser({})
        game.cast("alice", spider, **({"method": method} if method else {}))
        game.resolve_stack()
        assert game.find(spider).counters.get("+1/+1", 0) == counters
        assert ("Hill Giant" in game.names("hand", "alice")) == (method is not None)
