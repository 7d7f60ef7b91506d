"""The typed, immutable card: :class:`Card`, its faces (:class:`Face`) and their type lines
(:class:`TypeLine`). :mod:`oraclec.cards` loads them from card databases and re-exports them;
:mod:`oraclec.cardfile` builds them from plain-text card files.
"""

from __future__ import annotations

import functools

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
