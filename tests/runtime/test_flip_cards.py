"""Flip cards (CR 710): "flip this creature" compiled from its Oracle text turns a flip permanent
to its alternative characteristics once and for all; any other permanent is not flipped."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime.definitions import CardDef, FaceDef
from oraclec.text import normalise_ability


def compiled(text: str) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


FLIP = "{T}: Flip this creature."


def test_flip_compiles_to_a_flip_of_this_permanent() -> None:
    assert compiled(FLIP).effects == (fx.Flip(what=fx.This()),)


def _card(name: str, layout: str) -> CardDef:
    front = FaceDef(name=name, color_indicator=(), types=("Creature",), subtypes=("Fox",), power="1", toughness="1", abilities=(compiled(FLIP),))
    back = FaceDef(name=f"{name} Flipped", color_indicator=(), types=("Creature",), subtypes=("Fox",), power="4", toughness="4", abilities=(compiled(FLIP),))
    return CardDef(name=name, faces=(front, back), layout=layout)


def test_a_flip_permanent_flips_once_and_stays_flipped(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(_card("Fox Adept", "flip"))
    game = setup({"alice": {"battlefield": ["Fox Adept"]}, "bob": {}})
    fox = game.find("Fox Adept")
    game.activate("alice", "Fox Adept")
    game.resolve_stack()
    # CR 710.2: the alternative characteristics apply once flipped
    assert fox.face == 1 and game.characteristics(fox).power == 4
    # CR 710.4: flipping is one-way; an instruction to flip it again does nothing
    fox.tapped = False
    game.activate("alice", "Fox Adept Flipped")
    game.resolve_stack()
    assert fox.face == 1


def test_a_transforming_permanent_does_not_flip(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(_card("Moon Fox", "transform"))
    game = setup({"alice": {"battlefield": ["Moon Fox"]}, "bob": {}})
    game.activate("alice", "Moon Fox")
    game.resolve_stack()
    assert game.find("Moon Fox").face == 0
