""""target creature or planeswalker that's white or blue": one target whose description ends in a
color state of two colors joined by "or" (CR 105.2, 115.1). Before, the "or" split the noun
phrase in two, so "blue" was a second object chosen without targeting."""

from __future__ import annotations

import pytest

from oraclec import effects as fx

from compiling import compiled


@pytest.mark.parametrize(
    ("text", "types", "colors"),
    [
        ("~ deals 5 damage to target creature or planeswalker that's white or blue.", ("Creature", "Planeswalker"), ("W", "U")),
        ("Destroy target creature or planeswalker that's green or white.", ("Creature", "Planeswalker"), ("G", "W")),
        ("Exile target creature or planeswalker that's black or red.", ("Creature", "Planeswalker"), ("B", "R")),
    ],
)
def test_one_target_of_either_color(text: str, types: tuple[str, ...], colors: tuple[str, ...]) -> None:
    (ability,) = compiled(text, is_spell=True)
    targets = [e for e in fx.walk(ability) if isinstance(e, fx.Target)]
    assert len(targets) == 1
    assert targets[0].what.any_types == types
    assert targets[0].what.any_colors == colors


def test_a_spell_of_either_color_is_one_filter() -> None:
    (ability,) = compiled("Each spell you cast that's red or green costs {1} less to cast.")
    filters = [e for e in fx.walk(ability) if isinstance(e, fx.Filter) and e.any_colors]
    assert [f.any_colors for f in filters] == [("R", "G")]

