""""target creature or planeswalker that's white or blue" played: only the objects of either
color can be chosen as the spell's one target (CR 105.2, 115.1, 601.2c)."""

from __future__ import annotations

from conftest import require_compiled, scripted_game


def test_only_the_objects_of_either_color_can_be_targeted(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Fry")
    game = scripted_game(
        db_pool,
        {"alice": {"hand": ["Fry"], "battlefield": ["Mountain"] * 2, "library": ["Island"] * 5},
         "bob": {"battlefield": ["Savannah Lions", "Grizzly Bears", "Wind Drake"], "library": ["Island"] * 5}},
        step="main1",
    )
    game.cast("alice", "Fry", zone="hand")
    targets = [choice for choice, _ in game.choosers["alice"].log if choice.kind == "target"]
    assert targets, "Fry asked for no target"
    assert sorted(targets[0].labels) == ["Savannah Lions", "Wind Drake"]
