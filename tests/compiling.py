"""Compiling one ability's text, as the compile tests do: the helpers they share."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def lowered(text: str, *, is_spell: bool = False) -> tuple[fx.Ability, ...]:
    """The abilities compiled from ``text``, Unsupported parts and all; the text must parse."""
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return compiler.compile_line(parsed.line, text=parsed.text.rules)


def compiled(text: str, *, is_spell: bool = False) -> tuple[fx.Ability, ...]:
    """:func:`lowered`, with nothing Unsupported."""
    abilities = lowered(text, is_spell=is_spell)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def reasons(text: str, *, is_spell: bool = False) -> list[str]:
    """The reasons of what ``text`` compiles to that is Unsupported; the text must parse."""
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [p.reason for p in compiler.compile_line_with_problems(parsed.line, text=parsed.text.rules)[1]]
