""""Each player discards all the cards in their hand, then creates that many 2/2 black Zombie
creature tokens." (Awaken the Erstwhile, CR 608.2c): each player creates as many tokens as they
discarded, not the total and not the last player's number."""

from __future__ import annotations

from conftest import require_compiled, scripted_game

AWAKEN = "Awaken the Erstwhile"


def test_each_player_creates_their_own_number_of_tokens(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, AWAKEN)
    game = scripted_game(
        db_pool,
        {"alice": {"hand": [AWAKEN, "Island", "Island", "Island"], "battlefield": ["Swamp"] * 6, "library": ["Island"] * 5},
         "bob": {"hand": ["Island"], "library": ["Island"] * 5}},
        step="main1",
    )
    game.cast("alice", AWAKEN, zone="hand")
    game.resolve_stack()
    zombies = [o for o in game.zone("battlefield").objects if o.name.startswith("Zombie")]
    assert sorted(o.controller for o in zombies) == ["alice"] * 3 + ["bob"]
