"""What more counter wordings (CR 122) compile to."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = False) -> tuple[object, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def effects_of(text: str, *, is_spell: bool = False) -> tuple[object, ...]:
    (ability,) = compiled(text, is_spell=is_spell)
    return ability.effects  # type: ignore[attr-defined, no-any-return]


# -- counters distributed among objects that are not targets (CR 608.2d) ---------------------------
def test_distributed_among_any_number_of_creatures_you_control_is_no_target() -> None:
    (put,) = effects_of("Distribute three +1/+1 counters among any number of creatures you control.", is_spell=True)
    assert isinstance(put, fx.PutCounters) and put.divided and put.counter == "+1/+1"
    assert put.amount == fx.Fixed(value=3)
    assert isinstance(put.what, fx.Filter) and put.what.types == ("Creature",) and put.what.controller == fx.You()


def test_distributed_among_tapped_creatures_opponents_control() -> None:
    tap, put = effects_of("Tap up to two target creatures, then distribute three stun counters among any number of tapped creatures your opponents control.", is_spell=True)
    assert isinstance(tap, fx.Tap)
    assert isinstance(put, fx.PutCounters) and put.divided and put.counter == "stun"
    assert isinstance(put.what, fx.Filter) and put.what.tapped is True and put.what.controller == fx.EachOpponent()
