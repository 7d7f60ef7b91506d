""""Return target creature card from your graveyard to the battlefield. If a Hero enters this
way, it enters with two additional +1/+1 counters on it.": the condition, said of "it", is about
the object as it enters (CR 614.1c, 614.12); compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability

RETURN = "Return target creature card from your graveyard to the battlefield. If a Bear enters this way, it enters with two additional +1/+1 counters on it."


def test_the_condition_is_of_the_object_entering() -> None:
    (move,) = compiled_ability(RETURN).effects
    assert isinstance(move, fx.Move)
    (counters,) = move.counters
    assert isinstance(counters, fx.Conditional) and counters.condition.what == fx.Found(key="entering")  # type: ignore[attr-defined]


@pytest.mark.parametrize(("card", "counters"), [("Grizzly Bears", 2), ("Llanowar Elves", 0)])
def test_it_enters_with_counters_only_if_it_matches(setup, pool, card: str, counters: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Bear Return", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(RETURN)]))
    game = setup({"alice": {"hand": ["Bear Return"], "graveyard": [card]}, "bob": {}})
    game.cast("alice", "Bear Return", targets=[game.find(card, "graveyard")])
    game.resolve_stack()
    assert game.find(card, "battlefield").counters.get("+1/+1", 0) == counters


def test_if_a_creature_enters_this_way_alone_is_what_the_move_did() -> None:
    """Without "it enters with" after it, the condition asks what the move put onto the
    battlefield (CR 608.2c)."""
    spell = compiled_ability("Return target permanent card from your graveyard to the battlefield. If a creature enters this way, draw a card.")
    condition = spell.effects[-1].condition  # type: ignore[attr-defined]
    assert condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="put into battlefield"), filter=fx.Filter(types=("Creature",))), at_least=fx.Fixed(value=1))
