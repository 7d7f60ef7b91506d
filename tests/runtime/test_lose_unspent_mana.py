""""Tap all lands target player controls and that player loses all unspent mana." (Mana Short):
the player's mana pool empties (CR 106.4), compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, homebrew
from oraclec.runtime.mana import parse_mana

from conftest import compiled

SHORT = "Tap all lands target player controls and that player loses all unspent mana."


def test_that_player_loses_all_unspent_mana() -> None:
    pool = CardPool(use_database=False)
    pool.add(homebrew("Bare Field", "Land"))
    pool.add(homebrew("Short Circuit", "Instant", mana_cost="{0}", abilities=compiled(SHORT, is_spell=True), oracle_text=SHORT))
    game = Game.setup({"alice": {"hand": ["Short Circuit"]}, "bob": {"battlefield": ["Bare Field", "Bare Field"]}}, pool=pool)
    game.add_mana("bob", parse_mana("{U}{U}{C}"))
    game.add_mana("alice", parse_mana("{R}"))
    game.cast("alice", "Short Circuit", targets=["bob"])
    game.resolve_stack()
    assert game.player("bob").mana_pool == []  # CR 106.4: bob's pool empties
    assert all(land.tapped for land in game.battlefield("bob"))
    assert [str(m) for m in game.player("alice").mana_pool] == ["{R}"]  # alice's mana is not bob's
