""""Spend only black mana on X." (Drain Life), "{X}, {T}: ... Spend only red mana on X." (Crimson
Hellkite): only mana of the types named may pay the part of the spell's or ability's cost that X
stands for (CR 106.6, 601.2g-h), compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import compiled

SPELL = "You gain X life."
RULE = "Spend only black mana on X."
ABILITY = "{X}, {T}: You gain X life. Spend only red mana on X."


def _game(lands: list[str]) -> Game:
    pool = CardPool(use_database=False)
    for name in ("Swamp", "Forest", "Mountain"):
        pool.add(homebrew(name, f"Basic Land — {name}"))
    pool.add(homebrew("Dark Tithe", "Sorcery", mana_cost="{X}{B}", abilities=[*compiled(SPELL, is_spell=True), *compiled(RULE, is_spell=True)], oracle_text=f"{SPELL}\n{RULE}"))
    pool.add(homebrew("Kiln", "Artifact", mana_cost="{0}", abilities=compiled(ABILITY), oracle_text=ABILITY))
    game = Game.setup({"alice": {"battlefield": ["Kiln", *lands], "hand": ["Dark Tithe"]}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({})
    return game


def test_x_of_a_spell_is_paid_with_black_mana_only() -> None:
    game = _game(["Swamp", "Swamp", "Forest"])
    with pytest.raises(IllegalAction):
        game.cast("alice", "Dark Tithe", x=2)  # {B} and X=2: three black mana, two Swamps
    game.cast("alice", "Dark Tithe", x=1)
    game.resolve_stack()
    assert game.player("alice").life == 21
    assert [o.name for o in game.battlefield("alice") if not o.tapped] == ["Kiln", "Forest"]


def test_x_of_an_activated_ability_is_paid_with_red_mana_only() -> None:
    game = _game(["Mountain", "Forest"])
    with pytest.raises(IllegalAction):
        game.activate("alice", "Kiln", x=2)
    game.activate("alice", "Kiln", x=1)
    game.resolve_stack()
    assert game.player("alice").life == 21
    assert [o.name for o in game.battlefield("alice") if o.tapped] == ["Kiln", "Mountain"]
