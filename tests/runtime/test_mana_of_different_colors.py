""""Add two mana of different colors." (Firemind Vessel): each unit's color chosen apart, no
color twice (CR 106.1a)."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser


def _game(answers: list[str]) -> Game:
    pool = CardPool()
    missing = [m for face in pool.get("Firemind Vessel").faces for m in face.missing]
    assert not missing, f"Firemind Vessel no longer compiles fully: {'; '.join(missing)}"
    game = Game.setup({"alice": {"battlefield": ["Firemind Vessel"]}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"cost": answers})
    return game


def test_two_mana_of_different_colors_adds_the_two_colors_chosen() -> None:
    game = _game(["B", "G"])
    game.activate("alice", "Firemind Vessel")
    assert [str(m) for m in game.player("alice").mana_pool] == ["{B}", "{G}"]


def test_the_second_color_is_chosen_among_the_colors_not_chosen_yet() -> None:
    game = _game(["R", "W"])
    game.activate("alice", "Firemind Vessel")
    chooser = game.choosers["alice"]
    assert isinstance(chooser, ScriptedChooser)
    first, second = [c for c, _ in chooser.log if c.kind == "cost"]
    assert "R" in first.options and "R" not in second.options and "W" in second.options
    assert [str(m) for m in game.player("alice").mana_pool] == ["{R}", "{W}"]
