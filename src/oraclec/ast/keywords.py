"""Keyword abilities (CR 702) and keyword actions (CR 701), as they appear on a line or inside
other text.

Every keyword node knows which keyword it is (:attr:`keyword`, an entry of
:data:`oraclec.keywords.KEYWORDS`) and exposes its parameter as written (:attr:`parameter`: the
number of "Dredge 6", the cost of "Equip {2}", the quality of "Protection from red"), so that the
compiler reads meaning from fields, never from text.
"""

from __future__ import annotations

from typing import Any

from ..text import capitalize
from .base import Node, Phrase, node, rendered


def _text(value: Any) -> str:
    return rendered(value)


def _costs_text(costs: tuple[Node, ...]) -> str:
    return ", ".join(capitalize(_text(c)) for c in costs)


class KeywordNode(Node):
    """Base of the keyword nodes: the keyword's table entry and its parameter."""

    #: the keyword's name as written, for nodes whose rule names it by a token
    @property
    def keyword_name(self) -> str:
        return str(getattr(self, "name", type(self).__name__))

    @property
    def keyword(self) -> Any:
        """The keyword's entry in :data:`oraclec.keywords.KEYWORDS`."""
        from ..keywords import lookup

        return lookup(self.keyword_name)

    @property
    def parameter(self) -> str | None:
        """The keyword's parameter as written (None when it has none)."""
        return None


@node()
class KeywordLine(Node):
    """A line of keywords: "Flying, vigilance"."""

    keywords: tuple[Node, ...]
    template = "<keywords|, >"


@node()
class QuotedKeywordLine(Node):
    """Keyword abilities in quotes, with their own period: 'have "Cumulative upkeep {1}."',
    'loses "enchant creature card in a graveyard"' (CR 113.1b, 702.1)."""

    keywords: tuple[Node, ...]
    template = "<keywords|, >."


@node()
class KeywordLineSemicolon(Node):
    """Keywords separated by semicolons, as older cards print them: "Flying; banding"."""

    keywords: tuple[Node, ...]
    template = "<keywords|; >"


@node()
class KeywordPlain(KeywordNode):
    """A keyword without parameter: "Flying", "First strike"."""

    name: str
    template = "<name>"


@node()
class KeywordNamed(KeywordNode):
    """A keyword whose parameter is a cost, named without it: "gains flashback until end of
    turn", "If it doesn't have suspend, it gains suspend." (CR 702.1a-b: the sentence after may
    state the cost, :class:`GrantedKeywordCost`)."""

    name: str
    template = "<name>"


@node()
class KeywordFamily(KeywordNode):
    """A keyword of a quality named without its quality: "protection" in "The same is true for
    first strike, protection, and trample." names each ability of that keyword, whatever its
    quality (CR 702.16a: "protection from [quality]"; 702.11d: "hexproof from [quality]")."""

    name: str
    template = "<name>"


@node()
class KeywordNumber(KeywordNode):
    """"Dredge 6", "Crew 3"."""

    name: str
    number: Any
    template = "<name> <number>"

    @property
    def parameter(self) -> str | None:
        return _text(self.number)


@node()
class KeywordNumberWhere(KeywordNode):
    """"Firebending X, where X is this creature's power.": a keyword whose number is defined by
    the text (CR 107.3c)."""

    name: str
    number: str
    variable: str
    amount: Node
    template = "<name> <number>, where <variable> is <amount>."

    @property
    def parameter(self) -> str | None:
        return str(self.number)


@node()
class KeywordCost(KeywordNode):
    """"Equip {2}", "Flashback {1}{U}"."""

    name: str
    cost: Node
    template = "<name> <cost>"

    @property
    def parameter(self) -> str | None:
        return _text(self.cost)


@node()
class KeywordCostEither(KeywordNode):
    """Two costs, each of which may be paid: "Kicker {1}{B} and/or {R}" (CR 702.33d)."""

    name: str
    cost: Node
    other: Node
    template = "<name> <cost> and/or <other>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.cost)} and/or {_text(self.other)}"


@node()
class KeywordCostText(KeywordNode):
    """A cost that is not only mana, after a dash: "Flashback—{3}{U}{R}, Exile X cards from your
    graveyard.", "Ward—Pay 3 life." (CR 702.21a, 702.34a)."""

    name: str
    costs: tuple[Node, ...]
    template = "<name>—<^costs|, >."

    @property
    def parameter(self) -> str | None:
        return _costs_text(self.costs)


@node()
class KeywordCostChoice(KeywordNode):
    """One of two costs, after a dash: "Equip—Pay {3} or discard a card.", "Reconfigure—Pay {2}
    or {E}{E}{E}." (CR 602.2b, 601.2b)."""

    name: str
    costs: Node
    template = "<name>—<^costs>."

    @property
    def parameter(self) -> str | None:
        return capitalize(_text(self.costs))


@node()
class KeywordCostOr(KeywordNode):
    """One of two mana costs: "Equip {2} or {B}" (CR 602.2b, 601.2b)."""

    name: str
    cost: Node
    other: Node
    template = "<name> <cost> or <other>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.cost)} or {_text(self.other)}"


@node()
class KeywordNumberCost(KeywordNode):
    """"Suspend 4—{1}{R}", "Awaken 3—{4}{W}"."""

    name: str
    number: Any
    costs: tuple[Node, ...]
    template = "<name> <number>—<^costs|, >"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.number)}—{_costs_text(self.costs)}"


@node()
class KeywordByReminder(KeywordNode):
    """A keyword the Comprehensive Rules do not have (a new set's, a custom card's), followed by
    reminder text that says what it does: "Wayfind (When this creature enters, look at ...)".
    The keyword is ``name`` with its parameter as written (``written``: "2", "{1}{U}"); the
    abilities that define it are those of its reminder text, ``reminder``, which parses as card
    text does (the parser accepts the line only then; the compiler compiles it). The reminder is
    rendered, and spanned, as the line's reminder text (CR 207.2: reminder text summarises a
    rule; for a keyword the rules lack, it is the only statement of what the keyword does)."""

    name: str
    written: str | None
    reminder: str
    template = "<name>[ <written>]"

    @property
    def parameter(self) -> str | None:
        return self.written


@node()
class ColorsOfObjects(Node):
    """"permanents you control", "target permanent you control" in "protection from the colors
    of ...": the objects whose colors are the qualities (CR 702.16a, 105.2)."""

    target: str | None = None
    what: Node
    controller: Node | None = None
    control: str | None = None
    template = "[<target> ]<what>[ <controller> <control>]"


@node()
class QualityObjects(Node):
    """"creatures your opponents control", "creatures of the chosen type" in "protection from
    ...": the objects of a description with a qualifier (CR 702.16a)."""

    what: Node
    qualifier: Node
    template = "<what> <qualifier>"


@node()
class KeywordFrom(KeywordNode):
    """"Protection from red", "hexproof from black"."""

    name: str
    qualities: Node
    template = "<name> from <qualities>"

    @property
    def parameter(self) -> str | None:
        return _text(self.qualities)


@node()
class QualityList(Phrase):
    """"red", "artifacts and from blue", "everything"."""


@node()
class QualityStat(Node):
    """"mana value 3 or less" in "Protection from mana value 3 or less": the objects whose number
    compares so (CR 702.16a, 202.3)."""

    stat: str
    number: Node
    bound: str
    template = "<stat> <number> or <bound>"


@node()
class KeywordFromEither(KeywordNode):
    """"protection from artifacts or from the color of your choice": one of two qualities,
    chosen as the effect begins (CR 702.16a, 608.2d)."""

    name: str
    qualities: Node
    other: Node
    template = "<name> from <qualities> or from <other>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.qualities)} or from {_text(self.other)}"


class _FixedKeyword(KeywordNode):
    """A keyword whose name is a literal of its rule (the class says which)."""

    keyword_literal = ""

    @property
    def keyword_name(self) -> str:
        return self.keyword_literal

    @property
    def parameter(self) -> str | None:
        first = next(iter(self.fields()))[1]
        return _text(first)


@node()
class Enchant(_FixedKeyword):
    """"Enchant creature you control" (CR 702.5)."""

    keyword_literal = "enchant"
    what: Node
    template = "enchant <what>"


@node()
class Affinity(_FixedKeyword):
    """"Affinity for artifacts" (CR 702.41)."""

    keyword_literal = "affinity"
    what: Node
    template = "affinity for <what>"


@node()
class BandsWithOther(_FixedKeyword):
    """'have "bands with other legendary creatures."': banding's variant, granted in quotes as
    a whole ability (CR 702.22c)."""

    keyword_literal = "bands with other"
    what: Node
    template = "bands with other <what>."


@node()
class Champion(_FixedKeyword):
    """"Champion a Faerie" (CR 702.72)."""

    keyword_literal = "champion"
    what: Node
    template = "champion <what>"


@node()
class PartnerWith(_FixedKeyword):
    """"Partner with Name" (CR 702.124j)."""

    keyword_literal = "partner"
    name: str
    template = "partner with <name>"


@node()
class PartnerVariant(_FixedKeyword):
    """"Partner—Friends forever", "Partner—Character select" (CR 702.124)."""

    keyword_literal = "partner"
    variant: Node
    template = "partner—<variant>"


class _WholeKeyword(_FixedKeyword):
    """A keyword of several words and no parameter."""

    @property
    def parameter(self) -> str | None:
        return None


@node("choose_a_background")
class ChooseABackground(_WholeKeyword):
    """"Choose a Background" (CR 702.124k): a partner ability."""

    keyword_literal = "choose a background"
    template = "choose a Background"


@node()
class DoctorsCompanion(_WholeKeyword):
    """"Doctor's companion" (CR 702.124m): a partner ability."""

    keyword_literal = "doctor's companion"
    template = "doctor's companion"


@node()
class PartnerKind(Phrase):
    """The kind of a partner ability: "Friends forever", "Survivors", "Father & son"."""


@node()
class EquipQuality(_FixedKeyword):
    """"Equip legendary creature {3}" (CR 702.6c)."""

    keyword_literal = "equip"
    quality: Node
    cost: Node
    template = "equip <quality> <cost>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.quality)} {_text(self.cost)}"


@node()
class Splice(_FixedKeyword):
    """"Splice onto Arcane {1}{R}" (CR 702.47)."""

    keyword_literal = "splice"
    onto: Node
    cost: Node
    template = "splice onto <onto> <cost>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.onto)} {_text(self.cost)}"


@node()
class SpliceCostText(_FixedKeyword):
    """"Splice onto Arcane—Sacrifice a creature." (CR 702.47)."""

    keyword_literal = "splice"
    onto: Node
    costs: tuple[Node, ...]
    template = "splice onto <onto>—<^costs|, >."

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.onto)}—{_costs_text(self.costs)}"


@node()
class Landwalk(KeywordNode):
    """"Swampwalk", "nonbasic landwalk" (CR 702.14)."""

    name: str
    template = "<name>"

    @property
    def keyword_name(self) -> str:
        return "landwalk"

    @property
    def parameter(self) -> str | None:
        """The kind of land: "Swamp", "nonbasic land"."""
        return self.name[: -len("walk")]


@node()
class LandwalkOfChosen(KeywordNode):
    """"landwalk of the chosen type" (CR 702.14a): landwalk of a land type chosen before (CR
    607.2)."""

    name: str
    template = "<name> of the chosen type"

    @property
    def keyword_name(self) -> str:
        return "landwalk"

    @property
    def parameter(self) -> str | None:
        return "the chosen type"


@node()
class Prototype(_FixedKeyword):
    """"Prototype {1}{W} — 2/2" (CR 702.160)."""

    keyword_literal = "prototype"
    cost: Node
    pt: str
    template = "prototype <cost> — <pt>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.cost)} — {self.pt}"


@node()
class Craft(_FixedKeyword):
    """"Craft with artifact {3}{B}" (CR 702.167)."""

    keyword_literal = "craft"
    what: Node
    cost: Node
    template = "craft with <what> <cost>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.what)} {_text(self.cost)}"


@node()
class CumulativeUpkeep(_FixedKeyword):
    """"Cumulative upkeep {1}", "Cumulative upkeep—Pay 1 life." (CR 702.24)."""

    keyword_literal = "cumulative upkeep"
    costs: tuple[Node, ...]
    template = "cumulative upkeep <costs|, >"

    @property
    def parameter(self) -> str | None:
        return ", ".join(_text(c) for c in self.costs)


@node()
class CumulativeUpkeepEither(_FixedKeyword):
    """"Cumulative upkeep {W} or {U}"."""

    keyword_literal = "cumulative upkeep"
    cost: Node
    other: Node
    template = "cumulative upkeep <cost> or <other>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.cost)} or {_text(self.other)}"


@node()
class CumulativeUpkeepText(_FixedKeyword):
    keyword_literal = "cumulative upkeep"
    costs: tuple[Node, ...]
    template = "cumulative upkeep—<^costs|, >."

    @property
    def parameter(self) -> str | None:
        return _costs_text(self.costs)


@node()
class Offering(_FixedKeyword):
    """"Goblin offering" (CR 702.48)."""

    keyword_literal = "offering"
    subtype: str
    template = "<subtype> offering"


@node()
class Gift(_FixedKeyword):
    """"Gift a Food", "Gift an extra turn" (CR 702.174)."""

    keyword_literal = "gift"
    what: Node
    template = "gift <what>"


@node()
class GiftObject(Phrase):
    """What a gift gives: "a Food", "a tapped Fish", "an extra turn"."""


@node()
class KeywordAbility(KeywordNode):
    """A keyword followed by a dash and ability text: "Boast — {1}{R}: ...", "Exhaust — ...",
    "Max speed — ...", "Solved — ...", "Forecast — ...", "Visit — ...", "∞ — ..."
    (CR 702.142, 702.177, 702.178, 702.169, 702.57, 702.159, 702.186)."""

    name: str
    ability: Node
    template = "<name> — <^ability>"

    @property
    def parameter(self) -> str | None:
            return capitalize(_text(self.ability))


@node()
class Companion(_FixedKeyword):
    """"Companion — [condition]." (CR 702.139): a deck-building condition."""

    keyword_literal = "companion"
    condition: Node
    template = "companion — <^condition>."


@node()
class DeckCondition(Phrase):
    """A companion's condition on the starting deck (CR 702.139a)."""


@node()
class KeywordRestricted(Node):
    """A keyword ability followed by activation instructions: "Crew 1. Activate only once each
    turn." (CR 602.5)."""

    keyword: Node
    restrictions: tuple[Node, ...]
    template = "<^keyword>. <restrictions| >"


@node()
class KeywordTextRestricted(KeywordRestricted):
    """A keyword whose cost is not only mana, followed by activation instructions: "Equip—Pay 3
    life. Activate only once each turn." (CR 602.5); the keyword's text has its own period."""

    template = "<^keyword> <restrictions| >"


@node()
class KeywordOwnCost(Node):
    """A keyword ability followed by a change to the cost of its own activated ability: "Equip
    {3}. This ability costs {1} less to activate for each other Equipment you control." (CR
    602.2b, 601.2f)."""

    keyword: Node
    change: Node
    template = "<^keyword>. <^change>"


@node()
class GrantedKeywordCost(Node):
    """"The flashback cost is equal to its mana cost [plus exile three other cards from your
    graveyard].": the cost of the keyword the sentence before grants without one, read from the
    object it is granted to (CR 702.1a-b)."""

    article: str
    name: str
    whose: Node
    extra: tuple[Node, ...] | None = None
    template = "<^article> <name> cost is equal to <whose> mana cost[ plus <extra|, >]."


@node()
class GrantedKeywordCostReduced(Node):
    """"Its foretell cost is equal to its mana cost reduced by {2}.": the cost of the keyword the
    sentence before grants, that mana cost less some generic mana (CR 702.1a-b, 118.7)."""

    article: str
    name: str
    whose: Node
    by: Node
    template = "<^article> <name> cost is equal to <whose> mana cost reduced by <by>."


# -- keyword actions (CR 701) ---------------------------------------------------------------------
@node()
class KeywordAction(KeywordNode):
    """A keyword action without parameter: "proliferate", "investigate", "explores",
    "venture into the dungeon", "the Ring tempts you" (CR 701)."""

    name: str
    template = "<name>"


@node()
class KeywordActionNumber(KeywordNode):
    """"scry 2"-like keyword actions with a number: "bolster 2", "adapt 3", "incubate 3",
    "discover 4", "endures 2", "earthbend 3", "blight 1" (CR 701)."""

    name: str
    number: Any
    template = "<name> <number>"

    @property
    def parameter(self) -> str | None:
        return _text(self.number)


@node()
class KeywordActionObject(KeywordNode):
    """A keyword action done to an object: "goad target creature", "manifest the top card of your
    library", "transform this creature" (CR 701)."""

    name: str
    what: Node
    template = "<name> <what>"

    @property
    def parameter(self) -> str | None:
        return _text(self.what)


@node()
class KeywordActionCost(KeywordNode):
    """"Waterbend {3}" (CR 701.67): a cost paid with help."""

    name: str
    cost: Node
    template = "<name> <cost>"

    @property
    def parameter(self) -> str | None:
        return _text(self.cost)


@node()
class Meld(_FixedKeyword):
    """"meld them into Urza, Planeswalker" (CR 701.42)."""

    keyword_literal = "meld"
    what: Node
    into: str
    template = "meld <what> into <into>"


@node()
class Attach(_FixedKeyword):
    """"attach this Equipment to target creature" (CR 701.3)."""

    keyword_literal = "attach"
    what: Node
    to: Node
    template = "<@attach> <what> to <to>"


@node()
class Unattach(_FixedKeyword):
    """"unattach all Equipment from target creature", "unattach it" (CR 701.3d)."""

    keyword_literal = "unattach"
    what: Node
    source: Node | None = None
    template = "<@unattach> <what>[ from <source>]"


@node()
class Play(_FixedKeyword):
    """"play lands from your graveyard", "play that card without paying its mana cost" (CR
    701.18, 118.9)."""

    keyword_literal = "play"
    what: Node
    without_paying: str | None = None
    template = "<@play> <what>[ <without_paying>]"


@node()
class Behold(_FixedKeyword):
    """"behold a Dragon" (CR 701.4)."""

    keyword_literal = "behold"
    what: Node
    template = "<@behold> <what>"


@node()
class BeholdAction(Behold):
    """"you may behold a Dragon. If you do, ..." (CR 701.4a): beholding as an instruction."""


@node()
class WasBeheld(Node):
    """"if a Dragon was beheld" (CR 701.4b)."""

    subject: Node
    be: str
    template = "<subject> <be> beheld"


@node()
class ExchangeControl(_FixedKeyword):
    """"exchange control of target artifact and target creature" (CR 701.12)."""

    keyword_literal = "exchange"
    what: Node
    template = "<@exchange> control of <what>"


@node()
class DoubleCounters(_FixedKeyword):
    """"double the number of +1/+1 counters on target creature" (CR 701.10e)."""

    keyword_literal = "double"
    counters: Node
    on: Node
    template = "<@double> the number of <counters> on <on>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.counters)} on {_text(self.on)}"


@node()
class MultiplyStatOf(KeywordNode):
    """"double the power and toughness of target creature", "double the power of each other
    creature you control" (CR 701.10b)."""

    name: str
    stat: str
    what: Node
    template = "<name> the <stat> of <what>"

    @property
    def parameter(self) -> str | None:
        return f"the {self.stat} of {_text(self.what)}"


@node()
class MultiplyStat(KeywordNode):
    """"double target creature's power and toughness", "triple its power" (CR 701.10-11)."""

    name: str
    whose: Node
    stat: str
    template = "<name> <whose> <stat>"

    @property
    def parameter(self) -> str | None:
        return f"{_text(self.whose)} {self.stat}"


@node()
class SetInMotion(_FixedKeyword):
    """"set it in motion" (CR 701.32)."""

    keyword_literal = "set in motion"
    what: Node
    template = "<@set> <what> in motion"


@node()
class Vote(_FixedKeyword):
    """"each player votes for a nonland permanent you don't control" (CR 701.38)."""

    keyword_literal = "vote"
    what: Node
    template = "<@vote> for <what>"


@node()
class VillainousChoice(_FixedKeyword):
    """"faces a villainous choice — [option A], or [option B]" (CR 701.55): each option the
    clauses of its actions (a ClauseChain); option B runs to the end of the sentence."""

    keyword_literal = "face a villainous choice"
    first: Node
    second: Node
    template = "<@face> a villainous choice — <^first>, or <second>"

    @property
    def parameter(self) -> str | None:
            return f"{capitalize(_text(self.first))}, or {_text(self.second)}"


# -- keywords mentioned inside other text ----------------------------------------------------------
@node()
class KeywordChoices(Phrase):
    """The keywords one is chosen from: "flying, deathtouch, or lifelink"."""

    @property
    def keywords(self) -> tuple[Node, ...]:
        return tuple(w for w in self.words if isinstance(w, Node))


@node()
class ChooseKeyword(Node):
    """"choose first strike, vigilance, or lifelink", "choose flying or indestructible at random":
    one keyword, chosen as the instruction is carried out (CR 608.2d), for "that ability" after
    it."""

    choices: KeywordChoices
    at_random: str | None = None
    template = "<@choose> <choices>[ <at_random>]"


@node()
class GainThatAbility(Node):
    """"Creatures you control gain that ability until end of turn.": the keyword chosen by the
    instruction before (ChooseKeyword), granted (layer 6, CR 613.1f)."""

    template = "<@gain> that ability"


@node()
class KeywordMentions(Phrase):
    """Keywords inside an effect: "flying and haste", "trample, haste, and menace"."""

    @property
    def keywords(self) -> tuple[Node, ...]:
        return tuple(w for w in self.words if isinstance(w, Node))
