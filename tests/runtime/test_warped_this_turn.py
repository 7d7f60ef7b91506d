""""If a spell was warped this turn" (the Void ability word): a spell was cast for its warp
cost this turn (CR 702.185c), read from the turn's record of the spells cast and the way each
was cast. Compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = False) -> tuple[fx.Ability, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


VOID = ("Void — At the beginning of your end step, if a nonland permanent left the battlefield this turn or a spell was warped "
        "this turn, draw a card.")


def test_warped_this_turn_is_spells_cast_for_the_warp_cost() -> None:
    (trigger,) = compiled(VOID)
    ability = trigger.ability if isinstance(trigger, fx.Labeled) else trigger
    assert isinstance(ability.condition, fx.AnyOf)
    warped = ability.condition.conditions[1]
    assert isinstance(warped, fx.Compare) and isinstance(warped.left, fx.SpellsCast) and warped.left.method == "warp"


@pytest.mark.parametrize(("method", "count"), [("warp", 1), (None, 0)])
def test_a_spell_cast_for_its_warp_cost_was_warped(setup, pool, method, count) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Warp Tester", "Creature — Elf", mana_cost="{2}{R}", power=1, toughness=1, abilities=list(compiled("Warp {R}"))))
    game = setup({"alice": {"hand": ["Warp Tester"], "battlefield": ["Mountain"] * 3}, "bob": {}})
    game.cast("alice", "Warp Tester", method=method)
    warped = fx.SpellsCast(turn="this", what=fx.Filter(zone="stack"), method="warp")
    assert game.evaluate(warped, Context(controller="alice")) == count
    assert game.evaluate(fx.SpellsCast(turn="this"), Context(controller="alice")) == 1
