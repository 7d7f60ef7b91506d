""""with an odd mana value", "its mana value is even": a number odd or even, zero even (CR
601.3a's example reads a mana value so); compiled and played."""

from __future__ import annotations

import pytest

from oraclec.runtime import homebrew

from conftest import compiled_ability


@pytest.fixture(autouse=True)
def _zero(pool):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Zero Golem", "Artifact Creature — Golem", mana_cost="{0}", power=1, toughness=1))


def test_each_creature_with_an_even_mana_value_zero_included(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Even Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy each creature with an even mana value.")]))
    game = setup({"alice": {"hand": ["Even Test"], "battlefield": ["Zero Golem", "Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    game.cast("alice", "Even Test")
    game.resolve_stack()
    assert game.names("battlefield") == ["Llanowar Elves"]


@pytest.mark.parametrize(("creature", "drawn"), [("Llanowar Elves", 1), ("Grizzly Bears", 0), ("Zero Golem", 0)])
def test_if_its_mana_value_is_odd(setup, pool, creature: str, drawn: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Odd Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Tap target creature. If its mana value is odd, draw a card.")]))
    game = setup({"alice": {"hand": ["Odd Test"], "library": ["Forest"] * 3}, "bob": {"battlefield": [creature]}})
    game.cast("alice", "Odd Test", targets=[creature])
    game.resolve_stack()
    assert len(game.zone("hand", "alice")) == drawn
