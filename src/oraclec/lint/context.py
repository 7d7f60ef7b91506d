"""What a check sees: one face of a card, its normalised abilities, words and parses.

Checks work on the normalised rules text of each ability (:class:`oraclec.text.AbilityText`:
reminder text set aside, self-references by name written ``~``), so that they do not depend on
the grammar: text that does not parse yet is checked like any other. Positions in that text map
back to the text the user wrote through the ability's offset map, so every finding points at the
characters the user typed. The parse of an ability (the AST, or the parse error) is computed on
request and shared by the checks of the face.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cached_property
from typing import TYPE_CHECKING

import attrs

from ..cards import Card, Face
from ..text import REBALANCED_PREFIX, AbilityText, abilities, self_names
from .model import Finding

if TYPE_CHECKING:
    from ..parser import ParsedAbility

#: Words, symbols and punctuation of rules text: "{2}{U}", "[+1]", "+1/+1", "can't", "non-Human", "~".
_WORD = re.compile(
    r"""
    \{[^{}\s]*\}
  | \[[^\]\s]*\]
  | [+\-\u2212]?(?:\d+|X|\*)/[+\-\u2212]?(?:\d+|X|\*)
  | [^\W_][\w]*(?:[-'’][\w]+)*
  | ~
  | [^\s\w]
    """,
    re.VERBOSE,
)


#: actions and terms of digital-only cards (MTG Arena's, and the older Astral cards'), which no
#: rule of the Comprehensive Rules defines: "perpetually gets +1/+1", "seek a land card",
#: "conjure a card named ...", "draft a card from ~'s spellbook" (not Conspiracy's paper drafting:
#: "Draft this card face up"), "you get a boon", "~'s
#: intensity", "heist", "double team", "specialize", "incorporate"; and "random" as an adjective
#: of an object ("a random instant card from your library", "random target creatures", "a random
#: color"): only a program picks an object at random from a hidden or open set, where paper text
#: has a player choose "at random" ("discards a card at random")
DIGITAL_ONLY = re.compile(
    r"\b(?:perpetually|seeks?|conjures?|conjured|spellbook|intensity|intensif(?:y|ies)|boon|heists?|double team|speciali[sz]es?|incorporates?)\b"
    r"|\brandom (?!order\b)(?=[a-z])",
    re.IGNORECASE,
)


@attrs.frozen
class Word:
    """A word of an ability's rules text, with its offsets in that text."""

    text: str
    start: int
    end: int

    @property
    def lower(self) -> str:
        return self.text.lower()

    @property
    def is_word(self) -> bool:
        return self.text[:1].isalnum()


def words_of(text: str) -> list[Word]:
    return [Word(m.group(), m.start(), m.end()) for m in _WORD.finditer(text)]


@attrs.define
class Target:
    """A card to lint and what is known about it.

    ``known`` names the fields the input gave: a card file gives them all; text given on the
    command line gives the text and whatever ``--name``, ``--type``, ``--cost``, ``--pt`` add.
    Checks of a field's presence (P/T for creatures) only run on known fields.
    """

    card: Card
    known: frozenset[str] = frozenset(("name", "mana_cost", "type_line", "text", "pt", "loyalty", "defense"))
    #: where each face's field text starts in the input: (face index, field) -> (path, line, column)
    origins: dict[tuple[int, str], tuple[str, int, int]] = attrs.field(factory=dict)
    #: the name was given (a card written on the command line may have none)
    named: bool = True
    #: the lines of the file the card was read from, to show a finding in its line as written
    source_lines: tuple[str, ...] | None = attrs.field(default=None, eq=False, repr=False)


class FaceContext:
    """One face under check."""

    def __init__(self, target: Target, face_index: int, *, suggest: bool = True):
        self.target = target
        #: whether the syntax check searches for the closest wording that parses (costs parses)
        self.suggest = suggest
        self.card: Card = target.card
        self.face_index = face_index
        self.face: Face = target.card.faces[face_index]
        self.text: str = self.face.oracle_text
        self._parsed: dict[int, ParsedAbility] = {}

    # -- what is known ---------------------------------------------------------------------------
    def known(self, field: str) -> bool:
        return field in self.target.known

    @property
    def types(self) -> tuple[str, ...]:
        return self.face.type_line.types

    @property
    def subtypes(self) -> tuple[str, ...]:
        return self.face.type_line.subtypes

    @property
    def supertypes(self) -> tuple[str, ...]:
        return self.face.type_line.supertypes

    def has_type(self, *types: str) -> bool:
        return any(t in self.face.type_line.types for t in types)

    @property
    def is_spell(self) -> bool:
        """An instant or a sorcery: its text is a spell ability."""
        return self.has_type("Instant", "Sorcery")

    @cached_property
    def names(self) -> tuple[str, ...]:
        """Names by which the text refers to the face's own object."""
        if not self.target.named:
            return ()
        return self_names(self.face, self.card)

    @cached_property
    def digital(self) -> bool:
        """Whether the card is a digital-only card (MTG Arena's): its text, on any face, uses an
        action that only a program can perform and the Comprehensive Rules do not define
        (perpetually, seek, conjure, draft from a spellbook, boons, intensity, heist, ...), or its
        name is that of an Alchemy rebalancing ("A-Thran Portal"). Its Oracle text is the game
        client's: the paper templating conventions of the rules (CR 603.6a "enters", CR 201.5
        "this creature", the keyword-list case of CR 702.1) do not govern it."""
        if self.card.name.startswith(REBALANCED_PREFIX):
            return True
        return any(DIGITAL_ONLY.search(face.oracle_text) for face in self.card.faces)

    # -- text ------------------------------------------------------------------------------------
    @cached_property
    def abilities(self) -> list[AbilityText]:
        if not self.target.named:
            from ..text import normalise_text

            return normalise_text(self.text)
        return abilities(self.face, self.card)

    def words(self, ability: AbilityText) -> list[Word]:
        cache = self.__dict__.setdefault("_words", {})
        found = cache.get(ability.index)
        if found is None:
            found = cache[ability.index] = words_of(ability.rules)
        return found

    def parsed(self, ability: AbilityText) -> ParsedAbility:
        """The ability's parse (AST or error), computed once per face."""
        found = self._parsed.get(ability.index)
        if found is None:
            from ..parser import parse_ability

            found = self._parsed[ability.index] = parse_ability(ability, is_spell=self.is_spell)
        return found

    def original_span(self, ability: AbilityText, start: int, end: int) -> tuple[int, int]:
        """The span in the face's text of ``ability.rules[start:end]``."""
        o_start = ability.original_offset(start)
        if end <= start:
            return o_start, o_start
        last = end - 1
        o_end = ability.original_offset(last) + 1
        if ability.rules[last] == "~" and self.text[ability.original_offset(last) : o_end] != "~":
            # "~" stands for a name: the span ends after the name as written
            at = ability.original_offset(last)
            for name in self.names:
                if self.text.startswith(name, at):
                    o_end = at + len(name)
                    break
        return o_start, o_end

    def original(self, ability: AbilityText, start: int, end: int) -> str:
        """The text the user wrote for ``ability.rules[start:end]``."""
        o_start, o_end = self.original_span(ability, start, end)
        return self.text[o_start:o_end]

    def in_text(
        self,
        code: str,
        ability: AbilityText,
        start: int,
        end: int,
        message: str,
        replacement: str | None = None,
        *,
        rule: str | None = None,
    ) -> Finding:
        """A finding on ``ability.rules[start:end]``; ``replacement`` is plain text (a ``~`` in it
        is written back as the name it stands for)."""
        o_start, o_end = self.original_span(ability, start, end)
        if replacement is not None and "~" in replacement:
            replacement = replacement.replace("~", self.names[0] if self.names else "~")
        return Finding(code=code, message=message, field="text", start=o_start, end=o_end, replacement=replacement, rule=rule)

    def in_field(
        self, code: str, field: str, start: int, end: int, message: str, replacement: str | None = None, *, rule: str | None = None
    ) -> Finding:
        return Finding(code=code, message=message, field=field, start=start, end=end, replacement=replacement, rule=rule)

    def field_text(self, field: str) -> str:
        face = self.face
        if field == "text":
            return face.oracle_text
        if field == "name":
            return face.name
        if field == "mana_cost":
            return face.mana_cost or ""
        if field == "type_line":
            return face.type_line.text
        if field == "pt":
            return pt_text(face)
        if field == "loyalty":
            return face.loyalty or ""
        if field == "defense":
            return face.defense or ""
        raise ValueError(field)

    def sentences(self, ability: AbilityText) -> Iterator[tuple[int, int]]:
        """(start, end) of each sentence of the rules text, quoted text included in its sentence."""
        rules = ability.rules
        start = 0
        depth = 0
        for i, ch in enumerate(rules):
            if ch == '"':
                depth ^= 1
            elif ch in ".\n" and not depth:
                yield start, i + 1
                start = i + 1
        if rules[start:].strip():
            yield start, len(rules)


def pt_text(face: Face) -> str:
    if face.power is None and face.toughness is None:
        return ""
    return f"{face.power or ''}/{face.toughness or ''}"
