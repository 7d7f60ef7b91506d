"""The typed, immutable card: :class:`Card`, its faces (:class:`Face`) and their type lines
(:class:`TypeLine`). :mod:`oraclec.cards` loads them from card databases and re-exports them;
:mod:`oraclec.cardfile` builds them from plain-text card files.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import Any

import attrs

SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
CARD_TYPES = frozenset(
    {
        "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
        "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard",
        "Tribal",  # the former name of Kindred, still on some printed type lines
    }
)
#: The one creature type of two words (CR 205.3m).
TWO_WORD_SUBTYPES = ("Time Lord",)


@attrs.frozen(kw_only=True)
class TypeLine:
    """A type line split per CR 205: supertypes, card types, and subtypes after the dash."""

    text: str
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> TypeLine:
        return _parse_type_line(text)

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_legendary(self) -> bool:
        return "Legendary" in self.supertypes


@functools.lru_cache(maxsize=16384)
def _parse_type_line(text: str) -> TypeLine:
    """Type lines repeat ("Creature — Human Wizard"), and a TypeLine is immutable: share them."""
    left, dash, right = text.partition("—")
    if not dash:
        left, dash, right = text.partition(" - ")
    supertypes: list[str] = []
    types: list[str] = []
    for word in left.split():
        (supertypes if word in SUPERTYPES else types).append(word)
    subtypes: list[str] = []
    right = right.strip()
    if right:
        if "Plane" in types:
            subtypes.append(right)  # planar types may be several words (CR 205.3b)
        else:
            for two in TWO_WORD_SUBTYPES:
                if two in right:
                    subtypes.append(two)
                    right = right.replace(two, " ")
            subtypes.extend(right.split())
    return TypeLine(text=text, supertypes=tuple(supertypes), types=tuple(types), subtypes=tuple(subtypes))


@attrs.frozen(kw_only=True)
class Face:
    """One face of a card (the only face of a normal card)."""

    name: str
    #: None when the face has no mana cost (CR 202.1b): a land, a back face; Scryfall writes "".
    mana_cost: str | None = None
    type_line: TypeLine = attrs.field(factory=lambda: TypeLine(text=""))
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    #: the face's colours as the source gives them (a colour indicator included, CR 202.2e);
    #: None when it gives none: then they follow from the mana cost (:func:`face_colors`)
    colors: tuple[str, ...] | None = None

    @property
    def types(self) -> tuple[str, ...]:
        return self.type_line.types

    @property
    def subtypes(self) -> tuple[str, ...]:
        return self.type_line.subtypes

    @property
    def supertypes(self) -> tuple[str, ...]:
        return self.type_line.supertypes


@attrs.frozen(kw_only=True)
class Card:
    """A card with its faces, as given by the source database."""

    name: str
    layout: str = "normal"
    faces: tuple[Face, ...]
    keywords: tuple[str, ...] = ()
    oracle_id: str | None = None
    color_identity: tuple[str, ...] = ()
    #: the card's colours and mana value as the source gives them; None when it gives none:
    #: then they follow from the faces' mana costs (:func:`card_colors`, :func:`card_mana_value`)
    colors: tuple[str, ...] | None = None
    mana_value: float | None = None
    #: the source's identifiers of the card, passed through unchanged (Scryfall ``id``,
    #: ``oracle_id``, ``arena_id``, ...; MTGJSON ``uuid`` and ``identifiers``), so that compiled
    #: output joins with the user's data. Not hashed: a dict is not hashable.
    identifiers: Mapping[str, Any] = attrs.field(factory=dict, hash=False)
    #: Where the card came from, for error messages: "path: line 12 (card 12)".
    origin: str = attrs.field(default="", eq=False, repr=False)

    @property
    def face(self) -> Face:
        return self.faces[0]

    @classmethod
    def from_text(
        cls,
        name: str,
        oracle_text: str,
        *,
        type_line: str = "",
        mana_cost: str | None = None,
        power: str | None = None,
        toughness: str | None = None,
        loyalty: str | None = None,
    ) -> Card:
        """A one-faced card written by hand: new card text to check, tests, examples."""
        face = Face(
            name=name,
            mana_cost=mana_cost,
            type_line=TypeLine.parse(type_line),
            oracle_text=oracle_text,
            power=power,
            toughness=toughness,
            loyalty=loyalty,
        )
        return cls(name=name, faces=(face,), origin="<text>")


# -- characteristics derived from mana costs (when the source does not give them) ---------------
#: the colours in their usual order (CR 105.1)
COLOR_ORDER = ("W", "U", "B", "R", "G")
_SYMBOL = re.compile(r"\{([^{}]*)\}")
#: layouts whose card has the combined characteristics of its halves outside the stack (CR 709.4)
COMBINED_LAYOUTS = frozenset({"split"})


@functools.lru_cache(maxsize=4096)
def mana_value_of(cost: str | None) -> float:
    """The mana value of a mana cost (CR 202.3): a generic number counts as its value, X as 0,
    a hybrid symbol as its largest part (CR 202.3f), a half symbol ({HW}) as 0.5, any other
    symbol as 1."""
    total = 0.0
    for symbol in _SYMBOL.findall(cost or ""):
        parts = symbol.upper().split("/")
        values = []
        for part in parts:
            if part.isdigit():
                values.append(float(part))
            elif part in ("X", "Y", "Z", "P"):
                values.append(0.0 if len(parts) == 1 else -1.0)  # {W/P}: the colour counts
            elif part.startswith("H") and len(part) == 2:
                values.append(0.5)
            else:
                values.append(1.0)
        total += max(values)
    return total


@functools.lru_cache(maxsize=4096)
def colors_of(cost: str | None) -> tuple[str, ...]:
    """The colours of a mana cost's coloured symbols (CR 202.2), in W U B R G order."""
    letters = {letter for symbol in _SYMBOL.findall(cost or "") for letter in symbol.upper().replace("H", "").split("/")}
    return tuple(color for color in COLOR_ORDER if color in letters)


def face_colors(face: Face) -> tuple[str, ...]:
    """The face's colours: as the source gives them, else from its mana cost."""
    return face.colors if face.colors is not None else colors_of(face.mana_cost)


def card_colors(card: Card) -> tuple[str, ...]:
    """The card's colours outside the stack: as the source gives them, else its front face's (CR
    712.8a, 715.4), or the combined colours of a split card's halves (CR 709.4)."""
    if card.colors is not None:
        return card.colors
    if card.layout in COMBINED_LAYOUTS:
        found = {color for face in card.faces for color in face_colors(face)}
        return tuple(color for color in COLOR_ORDER if color in found)
    return face_colors(card.faces[0]) if card.faces else ()


def card_mana_value(card: Card) -> int | float:
    """The card's mana value outside the stack: as the source gives it, else its front face's,
    or the total of a split card's halves (CR 709.4); a whole number as an int."""
    if card.mana_value is not None:
        value = card.mana_value
    elif card.layout in COMBINED_LAYOUTS:
        value = sum(mana_value_of(face.mana_cost) for face in card.faces)
    else:
        value = mana_value_of(card.faces[0].mana_cost) if card.faces else 0.0
    return int(value) if float(value).is_integer() else value


def card_characteristics(card: Card) -> dict[str, Any]:
    """What a compiled card says of the card itself, in the order of its line (after its name and
    status): see :class:`oraclec.compiled.CompiledCard`."""
    return {
        "layout": card.layout,
        "mana_value": card_mana_value(card),
        "colors": list(card_colors(card)),
        "color_identity": list(card.color_identity),
        "oracle_id": card.oracle_id,
        "identifiers": dict(card.identifiers),
    }


def face_characteristics(face: Face) -> dict[str, Any]:
    """What a compiled face says of the face, in the order of its line (after its name): see
    :class:`oraclec.compiled.CompiledFace`."""
    type_line = face.type_line
    return {
        "mana_cost": face.mana_cost,
        "colors": list(face_colors(face)),
        "type_line": type_line.text,
        "supertypes": list(type_line.supertypes),
        "types": list(type_line.types),
        "subtypes": list(type_line.subtypes),
        "power": face.power,
        "toughness": face.toughness,
        "loyalty": face.loyalty,
        "defense": face.defense,
    }
