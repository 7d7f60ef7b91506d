"""Printed characteristics of cards and tokens (CR 109.3, 111.3), with their compiled abilities.

A :class:`CardDef` is immutable and shared by every object made from it. It is built from a
database :class:`~oraclec.cards.Card` and its compiled abilities (:func:`card_definition`), from
a token specification (:func:`token_definition`), or by hand in tests (:func:`homebrew`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs

from ..cards import Card, Face, TypeLine
from ..effects import Ability, TokenSpec
from .mana import ManaCost, ManaError


@attrs.frozen(kw_only=True)
class FaceDef:
    """One face's printed characteristics (CR 109.3)."""

    name: str
    mana_cost: ManaCost | None = None
    color_indicator: tuple[str, ...] | None = None
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    abilities: tuple[Ability, ...] = ()
    oracle_text: str = ""
    #: abilities of the text the compiler could not lower (reasons); the object still plays,
    #: without them, and the smoke test counts the card as not fully executable
    missing: tuple[str, ...] = ()

    def __deepcopy__(self, memo: dict[int, Any]) -> FaceDef:
        return self

    @property
    def colors(self) -> tuple[str, ...]:
        """CR 202.2: the colours of the mana cost, or the colour indicator (CR 204)."""
        if self.color_indicator is not None:
            return self.color_indicator
        return self.mana_cost.colors if self.mana_cost else ()

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value if self.mana_cost else 0


@attrs.frozen(kw_only=True)
class CardDef:
    """A card (or token) definition: its faces and layout."""

    name: str
    faces: tuple[FaceDef, ...]
    layout: str = "normal"
    is_token: bool = False

    def __deepcopy__(self, memo: dict[int, Any]) -> CardDef:
        return self

    @property
    def front(self) -> FaceDef:
        return self.faces[0]


def parse_cost(text: str | None) -> ManaCost | None:
    if text is None or text == "":
        return None
    try:
        return ManaCost.parse(text)
    except ManaError:
        return None


def face_definition(face: Face, abilities: Sequence[Ability] = (), missing: Sequence[str] = ()) -> FaceDef:
    return FaceDef(
        name=face.name,
        mana_cost=parse_cost(face.mana_cost),
        supertypes=tuple(face.supertypes),
        types=tuple(t if t != "Tribal" else "Kindred" for t in face.types),
        subtypes=tuple(face.subtypes),
        power=face.power,
        toughness=face.toughness,
        loyalty=face.loyalty,
        defense=face.defense,
        abilities=tuple(abilities),
        oracle_text=face.oracle_text,
        missing=tuple(missing),
    )


#: compiles one face of a card into (abilities, missing): set by the compiler when it exists
FaceCompiler = Callable[[Card, Face], tuple[Sequence[Ability], Sequence[str]]]


def card_definition(card: Card, compile_face: FaceCompiler | None = None) -> CardDef:
    """The definition of a database card; ``compile_face`` supplies each face's abilities."""
    faces = []
    for face in card.faces:
        abilities: Sequence[Ability] = ()
        missing: Sequence[str] = ()
        if compile_face is not None:
            abilities, missing = compile_face(card, face)
        elif face.oracle_text.strip():
            missing = ("no compiler: the card's text was not compiled",)
        faces.append(face_definition(face, abilities, missing))
    return CardDef(name=card.name, faces=tuple(faces), layout=card.layout)


def token_name(spec: TokenSpec) -> str:
    """CR 111.4: a token without a stated name is named after its subtypes plus "Token"."""
    if spec.name:
        return spec.name
    return " ".join((*spec.subtypes, "Token")) if spec.subtypes else "Token"


def token_definition(spec: TokenSpec) -> CardDef:
    face = FaceDef(
        name=token_name(spec),
        color_indicator=tuple(spec.colors),
        supertypes=tuple(spec.supertypes),
        types=tuple(spec.types),
        subtypes=tuple(spec.subtypes),
        power=None if spec.power is None else str(spec.power),
        toughness=None if spec.toughness is None else str(spec.toughness),
        abilities=tuple(spec.abilities),
    )
    return CardDef(name=face.name, faces=(face,), is_token=True)


def homebrew(
    name: str,
    type_line: str,
    *,
    mana_cost: str | None = None,
    power: str | int | None = None,
    toughness: str | int | None = None,
    loyalty: str | int | None = None,
    abilities: Sequence[Ability] = (),
    oracle_text: str = "",
    colors: Sequence[str] | None = None,
) -> CardDef:
    """A card defined by hand (tests, scenario files): characteristics and compiled abilities."""
    types = TypeLine.parse(type_line)
    face = FaceDef(
        name=name,
        mana_cost=ManaCost.parse(mana_cost) if mana_cost else None,
        color_indicator=tuple(colors) if colors is not None else None,
        supertypes=types.supertypes,
        types=types.types,
        subtypes=types.subtypes,
        power=None if power is None else str(power),
        toughness=None if toughness is None else str(toughness),
        loyalty=None if loyalty is None else str(loyalty),
        abilities=tuple(abilities),
        oracle_text=oracle_text,
    )
    return CardDef(name=name, faces=(face,))
