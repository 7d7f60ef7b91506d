"""Abilities: the top-level node of each line (or block) of a face's text (CR 113)."""

from __future__ import annotations

from typing import Any

from .base import Node, Phrase, node


@node()
class Labeled(Node):
    """An ability word or flavor word before the ability (CR 207.2c-d): "Landfall — ..."."""

    label: str
    ability: Node
    template = "<label> — <^ability>"


@node()
class Statements(Node):
    """Sentences: a spell ability on an instant or sorcery, a static ability elsewhere."""

    sentences: tuple[Node, ...]
    template = "<^sentences| >"


@node()
class Restriction(Phrase):
    """"Activate only as a sorcery.", "Activate only once each turn." (CR 602.5)."""


@node()
class Activated(Node):
    """"[Cost]: [Effect.] [Activation instructions.]" (CR 602)."""

    costs: tuple[Node, ...]
    effects: tuple[Node, ...]
    restrictions: tuple[Node, ...] | None = None
    template = "<^costs|, >: <^effects| >[ <^restrictions| >]"


@node()
class Triggered(Node):
    """"When/Whenever/At [trigger], [if condition,] [effect]" (CR 603)."""

    trigger: Node
    condition: Node | None = None
    effects: tuple[Node, ...] = ()


@node()
class InterveningIf(Node):
    condition: Node
    template = "if <condition>,"


@node()
class Loyalty(Node):
    """"[+1]: Effect." (CR 606)."""

    cost: str
    effects: tuple[Node, ...]
    restrictions: tuple[Node, ...] | None = None
    template = "<cost>: <^effects| >[ <^restrictions| >]"

    @property
    def amount(self) -> int | None:
        inner = self.cost.strip("[]").replace("\u2212", "-")
        try:
            return int(inner)
        except ValueError:
            return None


@node()
class Chapter(Node):
    """"I, II — Effect." (CR 714.2)."""

    numbers: Node
    effects: tuple[Node, ...]
    template = "<numbers> — <^effects| >"


@node()
class ChapterNumbers(Phrase):
    ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(self.ROMAN[w] for w in self.words if w in self.ROMAN)


@node()
class LevelHeader(Phrase):
    """"LEVEL 2-3", "LEVEL 4+" (CR 711)."""


@node()
class PtLine(Node):
    """The power/toughness line of a level block (CR 711.2)."""

    pt: str
    template = "<pt>"


@node()
class ClassLevel(Node):
    """"{3}{W}: Level 2" (CR 716.2)."""

    costs: tuple[Node, ...]
    level: Any
    template = "<^costs|, >: Level <level>"


@node()
class CaseToSolve(Node):
    """"To solve — [condition]." (CR 719.3)."""

    label: str
    condition: Node
    template = "<label> — <^condition>."


@node()
class CaseSolved(Node):
    """"Solved — [ability]" (CR 719.4)."""

    ability: Node
    template = "Solved — <^ability>"


# -- the roots of a card's tree (built by oraclec.parser.parse_card, not by a grammar rule) ----
@node("spell_ability")
class SpellAbility(Node):
    """Sentences of an instant or sorcery: a spell ability (CR 113.3a)."""

    body: Node
    template = "<body>"


@node("static_ability")
class StaticAbility(Node):
    """Sentences on a permanent that are not keywords, triggers or activations (CR 113.3d)."""

    body: Node
    template = "<body>"


@node("reminder")
class Reminder(Node):
    """Reminder text (CR 207.2): no rules meaning, kept so that the text renders back."""

    text: str
    at: int  #: offset in the ability's rules text where it goes back
    before: str = " "


@node("ability_line")
class AbilityLine(Node):
    """One ability of a face: its body (None when the line is only reminder text) and its
    reminder text."""

    body: Node | None
    reminders: tuple[Reminder, ...] = ()

    @property
    def kind(self) -> str:
        return ability_kind(self.body)


@node("face_text")
class FaceText(Node):
    name: str
    abilities: tuple[AbilityLine, ...] = ()


@node("card_text")
class CardText(Node):
    name: str
    faces: tuple[FaceText, ...] = ()


KIND_NAMES = {
    "KeywordLine": "keyword",
    "SpellAbility": "spell",
    "StaticAbility": "static",
    "Activated": "activated",
    "Triggered": "triggered",
    "Loyalty": "loyalty",
    "Chapter": "chapter",
    "LevelHeader": "level",
    "PtLine": "level",
    "ClassLevel": "class",
    "CaseToSolve": "case",
    "CaseSolved": "case",
}


def ability_kind(body: Node | None) -> str:
    if body is None:
        return "reminder"
    if type(body).__name__ == "Labeled":
        return ability_kind(body.ability)  # type: ignore[attr-defined]
    return KIND_NAMES.get(type(body).__name__, type(body).__name__.lower())
