"""Player references (CR 102, 109.5, 122.1): players described by more than "player" or
"opponent", compiled."""

from __future__ import annotations

from typing import Any

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def _effects(text: str, *, is_spell: bool = True) -> tuple[Any, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return tuple(ability.effects)


def _unsupported(text: str, *, is_spell: bool = True) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]


def test_a_player_loses_all_counters_of_a_kind() -> None:
    """CR 122.1, 122.8: "loses all poison counters" removes the player's counters of the kind."""
    target = fx.Target(key="target", what=fx.EachPlayer())
    remove, damage = _effects("Target player loses all poison counters. ~ deals that much damage to that player.")
    assert remove == fx.RemoveAllCounters(what=target, counter="poison")
    assert isinstance(damage, fx.DealDamage) and damage.amount == fx.EventAmount() and damage.to == target
    assert _effects("Each opponent loses all counters.") == (fx.RemoveAllCounters(what=fx.EachOpponent(), counter=None),)
