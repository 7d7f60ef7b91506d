"""Abilities: the top-level node of each line (or block) of a face's text (CR 113)."""

from __future__ import annotations

from typing import Any, ClassVar

from ..text import join_words
from .base import Node, Phrase, RestrictionParts, node, rendered


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
class Restriction(RestrictionParts, Phrase):
    """"Activate only as a sorcery.", "Activate only once each turn.", "Activate only if you
    control a Swamp." (CR 602.5)."""

    @property
    def keyword(self) -> Any:
        from ..keywords import lookup

        return lookup("activate")

    @property
    def parameter(self) -> str:
        """When the ability may be activated: "as a sorcery", "once each turn"."""
        return join_words([w for w in self.words[self.lead :] if w != "."])

    @property
    def any_player(self) -> bool:
        """"Any player may activate this ability [but only ...]." (CR 602.1b: the activation
        instructions say which players can activate it)."""
        first = self.words[0] if self.words else None
        return isinstance(first, str) and first.lower() == "any player may activate this ability"

    @property
    def activators(self) -> Node | None:
        """"Only your opponents may activate this ability [and only ...].": the players named
        (CR 602.1b: the activation instructions say which players can activate it), or None."""
        first = self.words[0] if self.words else None
        named = self.words[1] if len(self.words) > 1 else None
        return named if isinstance(first, str) and first.lower() == "only" and isinstance(named, Node) else None

    @property
    def lead(self) -> int:  # type: ignore[override]
        # "Activate only ..."; "Any player may activate this ability" "." or "but" "only" ...;
        # "Activate no more than twice each turn." (the same as "only twice each turn");
        # "Only" [players] "may activate this ability" "." or "and" "only" ...
        if self.any_player:
            return 1 if len(self.words) <= 2 else 3
        if self.activators is not None:
            return 6 if len(self.words) <= 7 else 8
        return 4 if [w.lower() for w in self.words[1:4] if isinstance(w, str)] == ["no", "more", "than"] else 2


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
class ChapterTrigger(Node):
    """"III — Whenever you cast a spell this turn, ...": a chapter that sets up a triggered
    ability for the rest of the turn (CR 714.2b, 603.7c)."""

    numbers: Node
    ability: Node
    template = "<numbers> — <^ability>"


@node()
class LabeledChapter(Node):
    """"III — Gigaflare — Destroy target permanent.": a chapter with a flavor word, which has no
    rules meaning (CR 714.2, 207.2d)."""

    numbers: Node
    label: str
    effects: tuple[Node, ...]
    template = "<numbers> — <label> — <^effects| >"


@node()
class LabeledChapterTrigger(Node):
    """"II — Heavenward Howl — When you next cast a creature spell this turn, ...": a chapter with
    a flavor word (CR 207.2d) that sets up a triggered ability for the rest of the turn (CR
    714.2b, 603.7c)."""

    numbers: Node
    label: str
    ability: Node
    template = "<numbers> — <label> — <^ability>"


@node()
class ChapterNumbers(Phrase):
    ROMAN: ClassVar[dict[str, int]] = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(self.ROMAN[w] for w in self.words if w in self.ROMAN)


@node()
class LevelRange(Node):
    """"LEVEL 2-3" (CR 711.2): the abilities and P/T below apply at these levels."""

    low: str
    high: str
    template = "LEVEL <low>-<high>"

    @property
    def levels(self) -> tuple[int, int | None]:
        return int(self.low), int(self.high)


@node()
class LevelFrom(Node):
    """"LEVEL 4+" (CR 711.2)."""

    low: str
    template = "LEVEL <low>+"

    @property
    def levels(self) -> tuple[int, int | None]:
        return int(self.low), None


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


# -- modes (CR 700.2) ------------------------------------------------------------------------------
@node()
class Modal(Node):
    """"Choose one —" and its modes (CR 700.2)."""

    count: Node
    modes: tuple[Node, ...]
    template = "choose <count> —\n<modes|\n>"


@node()
class ModalChosenBy(Node):
    """"An opponent chooses one —" and its modes: chosen by a player other than the controller
    (CR 700.2e)."""

    chooser: Node
    count: Node
    modes: tuple[Node, ...]
    template = "<chooser> chooses <count> —\n<modes|\n>"


@node()
class ModalWithRider(Node):
    """"Choose one. If you control a commander as you cast this spell, you may choose both
    instead." and its modes (CR 700.2)."""

    count: Node
    rider: tuple[Node, ...]
    modes: tuple[Node, ...]
    template = "choose <count>. <^rider| >\n<modes|\n>"


@node()
class RestrictedModal(Node):
    """"Choose one. Activate only as a sorcery." and its modes: the modes of an activated ability
    with its activation instructions between them and the count (CR 602.1b, 700.2)."""

    count: Node
    restrictions: tuple[Node, ...]
    modes: tuple[Node, ...]
    template = "choose <count>. <^restrictions| >\n<modes|\n>"


@node()
class ActivationLimit(Node):
    """"Activate no more times each turn than the number of snow Swamps you control.": a limit
    on the activations of the ability each turn, a number (CR 602.5b)."""

    amount: Node
    template = "activate no more times each turn than <amount>."


@node()
class AlsoActivateWhile(Node):
    """"You may also activate this ability while ~ is in your graveyard.": the ability may be
    activated while the condition holds, from another zone too (CR 602.2, 113.6)."""

    words: str
    word: str
    condition: Node
    template = "<words> <word> <condition>."


@node()
class EachModeTargets(Node):
    """"Each mode must target a different player.": a rider of a modal spell or ability, a
    requirement on the targets of the modes chosen, together (CR 700.2, 601.2c)."""

    what: Node
    template = "each mode must target <what>."


_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


@node()
class ModalCount(Phrase):
    """How many modes are chosen: "one", "one or more", "up to two", "one that hasn't been
    chosen", "one at random"."""

    @property
    def minimum(self) -> int:
        words = self.lower_words()
        if words[:2] == ("up", "to") or words[:2] == ("any", "number"):
            return 0
        return _COUNT_WORDS.get(str(words[0]), 1)

    @property
    def maximum(self) -> int | None:
        """None: any number, or a number known only when the spell is cast ("up to X")."""
        words = self.lower_words()
        if words[:3] in (("one", "or", "both"),):
            return 2
        if words[:3] == ("one", "or", "more") or words[:2] == ("any", "number"):
            return None
        if words[:2] == ("up", "to"):
            last = words[2]
            return _COUNT_WORDS.get(last) if isinstance(last, str) else _number_value(last)
        first = words[0]
        return _COUNT_WORDS.get(first, 1) if isinstance(first, str) else _number_value(first)

    @property
    def unchosen_only(self) -> bool:
        """"one that hasn't been chosen": a mode may be chosen only once (CR 700.2h)."""
        return "chosen" in self.lower_words()

    @property
    def at_random(self) -> bool:
        return "random" in self.lower_words()


def _number_value(value: Any) -> int | None:
    text = rendered(value).lower()
    return int(text) if text.isdigit() else _COUNT_WORDS.get(text)


@node()
class ChooseModes(Node):
    """"you may choose both instead", "You may choose the same mode more than once." (CR 700.2d)."""

    choice: Node
    template = "<@choose> <choice>"


@node()
class ModeChoice(Phrase):
    """"both", "any number", "the same mode more than once"."""

    @property
    def same_mode_again(self) -> bool:
        return "same" in self.lower_words()


@node()
class Mode(Node):
    """"• [sentences]": one mode of a modal spell or ability."""

    sentences: tuple[Node, ...]
    template = "• <^sentences| >"


@node()
class LabeledMode(Node):
    """"• Fear Ray — [sentences]": a mode with a flavor word (CR 700.2, 207.2d)."""

    label: str
    sentences: tuple[Node, ...]
    template = "• <label> — <^sentences| >"


@node()
class Spree(Node):
    """"Spree" and its "+ {cost} — [effect]" modes (CR 702.172)."""

    modes: tuple[Node, ...]
    template = "spree\n<modes|\n>"

    @property
    def keyword(self) -> Any:
        from ..keywords import lookup

        return lookup("spree")

    @property
    def parameter(self) -> str:
        return ", ".join(rendered(m.cost) for m in self.modes)


@node()
class Tiered(Spree):
    """"Tiered" and its "• [flavor word] — {cost} — [effect]" modes; one is chosen, and its cost
    paid as an additional cost (CR 702.183a)."""

    template = "tiered\n<modes|\n>"

    @property
    def keyword(self) -> Any:
        from ..keywords import lookup

        return lookup("tiered")


@node()
class SpreeMode(Node):
    """"+ {1} — [effect]": a mode and its additional cost."""

    cost: Node
    sentences: tuple[Node, ...]
    template = "+ <cost> — <^sentences| >"


@node()
class TieredMode(Node):
    """"• Cura — {1} — [effect]": a tiered mode, its flavor word (CR 207.2d) and its additional
    cost (CR 702.183a)."""

    label: str
    cost: Node
    sentences: tuple[Node, ...]
    template = "• <label> — <cost> — <^sentences| >"


# -- thresholds and die results ---------------------------------------------------------------------
@node()
class Threshold(Node):
    """"8+ | Flying": an ability that applies from a number of charge counters (a station
    threshold, CR 702.184) or a die result (CR 706.2)."""

    low: str
    ability: Node
    template = "<low>+ | <^ability>"


@node()
class ResultRange(Node):
    """"1—14 | [effect]": a row of a die-result table (CR 706.2)."""

    low: str
    high: str
    ability: Node
    template = "<low>—<high> | <^ability>"


@node()
class ResultExact(Node):
    """"20 | [effect]": a row of a die-result table (CR 706.2)."""

    value: str
    ability: Node
    template = "<value> | <^ability>"


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
    "LevelRange": "level",
    "LevelFrom": "level",
    "PtLine": "level",
    "ClassLevel": "class",
    "CaseToSolve": "case",
    "KeywordLineSemicolon": "keyword",
    "KeywordRestricted": "keyword",
    "KeywordTextRestricted": "keyword",
    "KeywordAbility": "keyword",
    "Companion": "keyword",
    "Spree": "spree",
    "Tiered": "spree",
    "Threshold": "threshold",
    "ResultRange": "die result",
    "ResultExact": "die result",
}


def ability_kind(body: Node | None) -> str:
    if body is None:
        return "reminder"
    if type(body).__name__ == "Labeled":
        return ability_kind(body.ability)  # type: ignore[attr-defined]
    return KIND_NAMES.get(type(body).__name__, type(body).__name__.lower())


# -- pawprint modes (CR 700.2i) --------------------------------------------------------------------------
@node()
class PawprintModal(Node):
    """"Choose up to five {P} worth of modes. You may choose the same mode more than once." and its
    "{P}{P} — [effect]" modes (CR 700.2i): modes whose pawprints add up to at most the number."""

    count: Node
    symbol: str
    rider: tuple[Node, ...] | None
    modes: tuple[Node, ...]
    template = "choose up to <count> <symbol> worth of modes.[ <^rider| >]\n<modes|\n>"


@node()
class PawprintMode(Node):
    """"{P}{P} — [effect]": a mode and its pawprints (CR 700.2i)."""

    pawprints: tuple[str, ...]
    sentences: tuple[Node, ...]
    template = "<pawprints|> — <^sentences| >"

    @property
    def weight(self) -> int:
        """How many pawprints the mode has."""
        return len(self.pawprints)
