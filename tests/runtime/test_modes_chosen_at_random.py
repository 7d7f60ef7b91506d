""""Whenever Cult of Skaro attacks, choose one at random —" played (CR 700.2): no player is asked
for the mode; the game's seeded chance picks one, the same one for the same seed."""

from __future__ import annotations

import pytest

from oraclec.runtime import IllegalAction

from conftest import require_compiled, scripted_game

UMARO = "Umaro, Raging Yeti"  # At the beginning of combat on your turn, choose one at random — ...


def _combat(db_pool, seed: int):  # type: ignore[no-untyped-def]
    require_compiled(db_pool, UMARO)
    game = scripted_game(
        db_pool,
        {"alice": {"battlefield": [UMARO, "Grizzly Bears"], "hand": ["Island", "Island"], "library": ["Forest"] * 10},
         "bob": {"library": ["Island"] * 10}},
        step="main1",
        seed=seed,
    )
    while game.state.step != "beginning_of_combat":
        game.advance()
    game.resolve_stack()
    return game


def _outcome(game):  # type: ignore[no-untyped-def]
    bears = next(o for o in game.zone("battlefield").objects if o.name == "Grizzly Bears")
    pumped = game.characteristics(bears).power == 5
    redrawn = game.names("hand", "alice") == ["Forest"] * 4
    damaged = game.player("bob").life < 20 or game.player("alice").life < 20 or any(o.damage for o in game.zone("battlefield").objects) or len(game.zone("battlefield").objects) < 2
    return pumped, redrawn, damaged


@pytest.mark.parametrize("seed", range(6))
def test_one_mode_happens_and_no_player_chooses(db_pool, seed: int) -> None:  # type: ignore[no-untyped-def]
    game = _combat(db_pool, seed)
    assert sum(_outcome(game)) == 1
    assert not [c for c, _ in game.choosers["alice"].log if c.kind == "mode"]
    assert _outcome(_combat(db_pool, seed)) == _outcome(game)  # deterministic


def test_the_modes_vary_with_the_seed(db_pool) -> None:  # type: ignore[no-untyped-def]
    assert len({_outcome(_combat(db_pool, seed)) for seed in range(12)}) >= 2
