"""Conditions: intervening-if clauses (CR 603.4), the conditions of "if", "unless" and "as long as",
and the states they test.

Most conditions are a subject and what is true of it ("you control three or more artifacts");
verbs are kept as written where the tense or the negation carries meaning ("do"/"did",
"control"/"controls" agree, "don't" negates), and exposed as properties.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .base import Node, Phrase, node


def _negated(verb: str) -> bool:
    return "n't" in verb.lower() or verb.lower() == "cannot"


# -- combinations ---------------------------------------------------------------------------------
@node()
class EitherCondition(Node):
    """"you control a Desert or there is a Desert card in your graveyard"."""

    first: Node
    second: Node
    template = "<first> or <second>"


@node()
class EitherConditionIf(Node):
    """"you do or if you control a Dragon": "if" said again before the second condition."""

    first: Node
    second: Node
    template = "<first> or if <second>"


@node()
class BothConditions(Node):
    """"it's your turn and you control a Wizard"."""

    first: Node
    second: Node
    template = "<first> and <second>"


# -- a player did (not) do it ---------------------------------------------------------------------
@node()
class Does(Node):
    """"you do", "a player does", "they did": the action just offered was taken (CR 608.2c)."""

    subject: Node
    verb: str
    template = "<subject> <verb>"


@node()
class DidNot(Node):
    """"you did not"."""

    subject: Node
    verb: str
    template = "<subject> <verb> not"


@node()
class DoesNot(Node):
    """"you don't", "that player doesn't"."""

    subject: Node
    verb: str
    template = "<subject> <verb>"


@node()
class Cannot(Node):
    """"you can't" (the instruction could not be followed)."""

    subject: Node
    verb: str
    template = "<subject> <verb>"


# -- control and possession -----------------------------------------------------------------------
@node()
class Controls(Node):
    """"you control an artifact", "defending player controls an Island"."""

    subject: Node
    verb: str
    what: Node
    template = "<subject> <verb> <what>"


@node()
class OwnsAndControls(Node):
    """"if you both own and control ~ and a creature named Bruna, the Fading Light": each object
    named is owned and controlled by the player (CR 108.3, 108.4)."""

    subject: Node
    both: str | None
    verb: str
    control: str
    what: Node
    template = "<subject>[ <both>] <verb> and <control> <what>"


@node()
class Owns(Node):
    """"an opponent owns a card in exile": an object of that description the player owns (CR
    108.3)."""

    subject: Node
    verb: str
    what: Node
    template = "<subject> <verb> <what>"


@node()
class Controlled(Node):
    """"you controlled that permanent": of an object that may have left since (CR 608.2h)."""

    subject: Node
    verb: str
    what: Node
    template = "<subject> <verb> <what>"


@node()
class ControlsMore(Node):
    """"an opponent controls more lands than you"."""

    subject: Node
    verb: str
    comparison: str
    what: Node
    than: Node
    do: str | None = None
    template = "<subject> <verb> <comparison> <what> than <than>[ <do>]"


@node()
class ControlsNone(Node):
    """"you don't control an Island"."""

    subject: Node
    verb: str
    what: Node
    template = "<subject> <verb> control <what>"


@node()
class Has(Node):
    """"you have no cards in hand", "an opponent has three or more cards in hand"."""

    subject: Node
    verb: str
    what: Node
    template = "<subject> <verb> <what>"


@node()
class CounterQuantity(Phrase):
    """"three or more poison counters", "a +1/+1 counter", "no time counters"."""


@node()
class HasCountersCondition(Node):
    """"it has a +1/+1 counter on it", "an opponent has three or more poison counters"."""

    subject: Node
    verb: str
    counters: Node
    on: str | None = None
    template = "<subject> <verb> <counters>[ <on>]"


@node()
class HasStat(Node):
    """"creatures you control have total power 8 or greater", "it had power 3 or greater"."""

    subject: Node
    verb: str
    stat: str
    comparison: Node
    template = "<subject> <verb> <stat> <comparison>"


@node()
class AbilityActivatedTimes(Node):
    """"this ability has been activated four or more times this turn" (CR 602.5b)."""

    have: str
    bound: Node
    time: str
    template = "this ability <have> been activated <bound> times <time>"


@node()
class RingTemptedTimes(Node):
    """"the Ring has tempted you two or more times this game" (CR 701.54c)."""

    have: str
    player: Node
    bound: Node
    template = "the Ring <have> tempted <player> <bound> times this game"


@node()
class AmountBound(Phrase):
    """"three or more", "5 or less": at least or at most an amount."""

    @property
    def at_least(self) -> bool:
        return self.lower_words()[-1] in ("more", "greater")


@node()
class HasLifeMoreThan(Node):
    """"you have at least 10 life more than your starting life total" (CR 119)."""

    subject: Node
    verb: str
    amount: Node
    than: Node
    template = "<subject> <verb> at least <amount> life more than <than>"


@node()
class HasLife(Node):
    """"you have 5 or less life" (CR 119)."""

    subject: Node
    verb: str
    amount: Node
    template = "<subject> <verb> <amount> life"


@node()
class LifeOrNp(Phrase):
    pass


@node()
class HasMoreStat(Node):
    """"that creature has greater power or toughness than this creature" (evolve, CR 702.100a)."""

    subject: Node
    verb: str
    comparison: str
    stat: str
    other_stat: str | None = None
    than: Node
    template = "<subject> <verb> <comparison> <stat>[ or <other_stat>] than <than>"


@node()
class HasMore(Node):
    """"an opponent has more life than you", "you have more cards in hand than each opponent"."""

    subject: Node
    verb: str
    comparison: str
    what: Node
    than: Node
    do: str | None = None
    template = "<subject> <verb> <comparison> <what> than <than>[ <do>]"


@node()
class Designation(Phrase):
    """A designation a player has: "the city's blessing" (CR 702.131), "the initiative" (CR 725),
    "a full party" (CR 700.8)."""


@node()
class HasDesignation(Node):
    subject: Node
    verb: str
    designation: Node
    template = "<subject> <verb> <designation>"


@node()
class ThereIsNoMonarch(Node):
    """"if there is no monarch": no player is the monarch (CR 724)."""

    verb: str
    template = "there <verb> no monarch"


@node()
class LacksCountersCondition(Node):
    """"this creature doesn't have a +1/+1 counter on it": the count of counters is not met
    (CR 122.1)."""

    subject: Node
    verb: str
    counters: Node
    on: str
    template = "<subject> <verb> have <counters> <on>"


@node()
class ThereAreCountersAmong(Node):
    """"there are thirty or more counters among artifacts and creatures you control": the
    counters on all of those objects together (CR 122.1)."""

    verb: str
    counters: Node
    among_word: str
    among: Node
    template = "there <verb> <counters> <among_word> <among>"


@node()
class ThereAreCounters(Node):
    """"there are three or more brick counters on this artifact"."""

    verb: str
    counters: Node
    on: Node
    template = "there <verb> <counters> on <on>"


@node()
class SharesCreatureType(Node):
    """"it shares a creature type with this creature" (CR 700.?, creature types in common)."""

    subject: Node
    what: Node
    template = "<subject> <@share> a creature type with <what>"


@node()
class SharesQuality(Node):
    """"it shares a card type with the exiled card", "if it shares a color with that
    permanent": a quality in common with one of those objects."""

    subject: Node
    quality: str
    what: Node
    template = "<subject> <@share> a <quality> with <what>"


@node()
class ManaSpent(Phrase):
    """Mana spent to cast a spell: "{B}", "{W}{W}", "at least three white mana", "no mana", "no
    colored mana", "four or more mana", "mana from a Treasure", "two or more colors of mana", "at
    least three mana of the same color" (CR 601.2h)."""


@node()
class ManaSpentCondition(Node):
    """"{B} was spent to cast this spell", "no mana was spent to cast it"."""

    mana: Node
    verb: str
    what: Node
    template = "<mana> <verb> spent to cast <what>"


@node()
class ManaSpentToActivate(Node):
    """"mana from a Treasure was spent to activate this ability", "exactly three colors of mana
    were spent to activate this ability": the mana paid for the ability's costs (CR 602.2b)."""

    mana: Node
    verb: str
    what: Node
    template = "<mana> <verb> spent to activate <what>"


# -- qualities of objects that conditions count ---------------------------------------------------
@node()
class SameController(Node):
    """"with the same controller": controlled by whoever controls the object named just before
    (CR 108.4)."""

    template = "the same controller"


@node()
class SameNameEach(Node):
    """"lands with the same name" (sharing one name among them)."""

    template = "the same name"


@node()
class SameNameAsOneAnother(Node):
    """"artifacts with the same name as one another": one name shared among them (CR 201.2)."""

    template = "the same name as one another"


@node()
class DifferentValues(Node):
    """"creatures with different powers"."""

    what: str
    template = "different <what>"


# -- states ---------------------------------------------------------------------------------------
@node()
class ConditionState(Phrase):
    """What a condition says something is: "tapped", "a land card", "not your turn"."""

    @property
    def negated(self) -> bool:
        return "not" in self.lower_words()


@node()
class EnchantedByCondition(Node):
    """"this creature is enchanted by two or more Auras": the Auras attached to it (CR 303.4)."""

    subject: Node
    verb: str
    by: Node
    template = "<subject> <verb> enchanted by <by>"


@node()
class IsState(Node):
    """"this creature is tapped", "it was kicked", "that card is a creature card"."""

    subject: Node
    verb: str
    state: Node
    time: str | None = None
    template = "<subject> <verb> <state>[ <time>]"

    @property
    def negated(self) -> bool:
        return _negated(self.verb) != bool(getattr(self.state, "negated", False))


@node()
class IsStateIt(Node):
    """"it's a land card", "you're the monarch", "it's not your turn"."""

    word: str
    state: Node
    template = "<word> <state>"


@node()
class StatIs(Node):
    """"this creature's power is 4 or greater", "its mana value is 2 or less"."""

    possessor: Node
    stat: str
    verb: str
    comparison: Node
    template = "<possessor> <stat> <verb> <comparison>"


@node()
class StatParityIs(Node):
    """"its mana value is odd", "~'s power is even": the number odd or even."""

    possessor: Node
    stat: str
    verb: str
    parity: str
    template = "<possessor> <stat> <verb> <parity>"


@node()
class AmountIs(Node):
    """"the amount of mana spent to cast it was less than its mana value": an amount compared."""

    what: Node
    verb: str
    comparison: Node
    template = "the amount of <what> <verb> <comparison>"


@node("x_is")
class XIs(Node):
    """"X is 5 or more"."""

    verb: str
    comparison: Node
    template = "X <verb> <comparison>"


@node()
class DoneWithCondition(Node):
    """"if a card is exiled with this land", "if three or more cards have been exiled with this
    artifact": objects linked to this object by its other ability (CR 607.2a) are there now."""

    what: Node
    verb: str
    participle: str
    by: Node
    template = "<what> <verb> <participle> with <by>"


@node()
class ThereIs(Node):
    """"there are two or more instant and/or sorcery cards in your graveyard"."""

    verb: str
    what: Node
    template = "there <verb> <what>"


@node()
class ThereIsOne(Node):
    """"there's a Lesson card in your graveyard"."""

    what: Node
    template = "there's <what>"


@node()
class Remains(Node):
    """"it remains exiled", "this creature remains on the battlefield"."""

    subject: Node
    state: str
    template = "<subject> <@remain> <state>"


@node()
class CoinCameUp(Node):
    """"it comes up heads", "both coins come up tails" (CR 705.2)."""

    coins: Node
    verb: str
    side: str
    template = "<coins> <verb> <side>"


@node()
class FlipResult(Node):
    """"you win the flip" (CR 705)."""

    subject: Node
    verb: str
    the_flip: str | None = None
    template = "<subject> <verb>[ <the_flip>]"

    @property
    def won(self) -> bool:
        return self.verb.lower().startswith("w")


@node()
class NthResolution(Node):
    """"this is the second time this ability has resolved this turn"."""

    ordinal: str
    template = "this is the <ordinal> time this ability has resolved this turn"


@node()
class PaidCost(Phrase):
    """The cost a spell was cast paying: a keyword's ("madness", "kicker") or "additional"."""

    @property
    def name(self) -> str:
        return " ".join(str(w) for w in self.words).lower()


@node()
class CostPaidCondition(Node):
    """"its madness cost was paid", "this spell's additional cost was paid", "her sneak cost was
    paid this turn" (CR 118.8, 118.9, 601.2b, 601.2f)."""

    owner: Node
    cost: Node
    verb: str
    time: str | None = None
    template = "<owner> <cost> cost <verb> paid[ <time>]"


@node()
class ManaCostPaid(Node):
    """"the {1}{B} cost was paid": the alternative cost of that mana a spell was cast paying
    (CR 118.9)."""

    cost: Node
    verb: str
    template = "the <cost> cost <verb> paid"


@node()
class MechanicCondition(Node):
    """A mechanic's own condition: "tribute wasn't paid", "the gift was promised"."""

    text: str
    template = "<text>"


# -- what happened --------------------------------------------------------------------------------
@node()
class PastPred(Phrase):
    """What happened: "died", "gained 3 or more life", "left the battlefield under your control"."""

    @property
    def verb(self) -> str:
        first = self.words[0] if self.words else ""
        return first.lower() if isinstance(first, str) else ""


@node()
class Happened(Node):
    """"a creature died this turn", "you gained life this turn", "you've drawn two cards this
    turn"."""

    subject: Any
    event: Node
    time: str | None = None
    template = "<subject> <event>[ <time>]"


@node()
class ControlsMost(Node):
    """"defending player controls the most creatures or is tied for the most": ``tied`` says a
    tie counts; without it, the player controls more than each other player."""

    subject: Any
    verb: str
    most: str
    what: Node
    tied: str | None = None
    template = "<subject> <verb> <most> <what>[ <tied>]"

    @property
    def is_most(self) -> bool:
        return self.most.lower().endswith("most")


@node()
class HasMostLife(Node):
    """"you have the most life or are tied for most life": ``tied`` says a tie counts."""

    subject: Any
    verb: str
    most: str
    tied: str | None = None
    template = "<subject> <verb> <most> life[ <tied>]"

    @property
    def is_most(self) -> bool:
        return self.most.lower().endswith("most")


@node()
class HadEnter(Node):
    """"you had a land enter the battlefield under your control this turn": an object of that
    kind entered under that control in the period (CR 400.7)."""

    subject: Any
    have: str
    what: Node
    battlefield: str | None = None
    mods: tuple[Node, ...] | None = None
    time: str = "this turn"
    template = "<subject> <have> <what> enter[ <battlefield>][ <mods>] <time>"


@node()
class ConditionAsTurnBegan(Node):
    """"if you had no cards in hand at the beginning of this turn", "if you were the monarch as
    the turn began": ``condition`` as it was when the turn began (CR 500)."""

    condition: Node
    time: str
    template = "<condition> <time>"


@node()
class HasntDealtDamageYet(Node):
    """"it hasn't dealt damage yet": at no time since it became the object it is (CR 400.7)."""

    subject: Node
    verb: str
    template = "<subject> <verb> damage yet"


@node()
class DiesThisWay(Node):
    """"if that creature dies this way", "if a white creature dies this way": put into a
    graveyard from the battlefield (CR 700.4) by the instructions before it (CR 608.2c)."""

    subject: Node
    time: str
    template = "<subject> dies <time>"


@node()
class WasDealtDamage(Node):
    """"an opponent was dealt damage this turn", "that creature was dealt damage this turn", "a
    player was dealt combat damage by a Zombie this turn" (CR 120.2)."""

    subject: Node
    verb: str
    words: str
    source: Node | None = None
    time: str | None = None
    template = "<subject> <verb> <words>[ by <source>][ <time>]"

    @property
    def negated(self) -> bool:
        return self.verb.lower().endswith("n't")


@node()
class WasDealtDamageTimeBy(Node):
    """"if you were dealt damage this turn by a red instant or sorcery spell": :class:`WasDealtDamage`
    with the time said before the source (CR 120.1)."""

    subject: Node
    verb: str
    words: str
    time: str
    source: Node
    template = "<subject> <verb> <words> <time> by <source>"


@node()
class HasBeenDealtDamage(Node):
    """"an opponent has been dealt damage this turn", "you've been dealt damage by two or more
    creatures this turn": the present perfect of :class:`WasDealtDamage` (CR 120.1)."""

    subject: Node
    have: str
    words: str
    source: Node | None = None
    time: str | None = None
    template = "<subject> <have> been <words>[ by <source>][ <time>]"

    @property
    def negated(self) -> bool:
        return self.have.lower().endswith("n't")


@node()
class YouveControlledContinuously(Node):
    """"you've controlled this artifact continuously since the beginning of your most recent
    turn" (CR 302.6)."""

    youve: str
    verb: str
    what: Node
    since: str
    template = "<youve> <verb> <what> <since>"


@node()
class YouveCastBoth(Node):
    """"you've cast both a creature spell and a noncreature spell this turn"."""

    word: str
    what: Node
    time: str
    template = "<word> cast both <what> <time>"


@node()
class HasCast(Node):
    """"an opponent has cast a blue or black spell this turn": the present perfect of "an
    opponent cast ... this turn" (CR 601.2i)."""

    subject: Node
    have: str
    what: Node
    time: str
    template = "<subject> <have> cast <what> <time>"


@node()
class YouveCast(Node):
    """"you've cast another spell this turn"."""

    word: str
    what: Node
    origin: Node | None = None
    time: str | None = None
    template = "<word> cast <what>[ <origin>][ <time>]"


@node()
class WasDealtDamageAmount(Node):
    """"an opponent was dealt 7 or more damage this turn" (CR 120.1)."""

    subject: Node
    verb: str
    amount: Node
    time: str | CondTiming | None = None
    template = "<subject> <verb> dealt <amount> or more damage[ <time>]"


@node()
class HasDealtDamageAmount(Node):
    """"~ has dealt 3 or more damage this turn", "it has dealt 10 or more damage to that player
    this turn": the damage the object dealt as a source (CR 120.1)."""

    subject: Node
    verb: str
    amount: Node
    kind: str | None = None
    to: Node | None = None
    time: str | CondTiming | None = None
    template = "<subject> <verb> dealt <amount> or more[ <kind>] damage[ to <to>][ <time>]"


@node()
class DealtDamageAmount(Node):
    """"a source you controlled dealt 5 or more damage this turn", "red sources you controlled
    dealt 4 or more noncombat damage this turn" (CR 120.1)."""

    subject: Node
    amount: Node
    kind: str | None = None
    to: Node | None = None
    time: str | CondTiming
    template = "<subject> dealt <amount> or more[ <kind>] damage[ to <to>] <time>"


@node()
class DidntLoseLife(Node):
    """"if you didn't lose life this turn" (CR 119.3)."""

    subject: Node
    verb: str
    time: str | CondTiming | None = None
    template = "<subject> <verb> lose life[ <time>]"


@node()
class DidntGainLife(Node):
    """"if you didn't gain life this turn" (CR 119.3)."""

    subject: Node
    verb: str
    time: str | CondTiming | None = None
    template = "<subject> <verb> gain life[ <time>]"


@node()
class PredicateNotCondition(Node):
    """A player doesn't do something: "you don't put the card onto the battlefield", "you didn't
    cast it from your hand"."""

    subject: Node
    verb: str
    predicate: Node
    origin: Node | None = None
    time: str | CondTiming | None = None  #: "this way", "this turn", "during your turn"
    #: the predicate after "don't" takes the base form
    verb_subject: ClassVar[str | None] = None
    template = "<subject> <verb> <predicate>[ <origin>][ <time>]"


@node()
class EnteredFrom(Node):
    """"if it entered from your graveyard": where the permanent came from as it entered (CR 400.7)."""

    subject: Node
    verb: str
    origin: Node
    template = "<subject> <verb> <origin>"


@node()
class HasHappened(Node):
    """"an opponent has drawn four or more cards this turn": the present perfect of
    :class:`Happened`, the same event of the time said."""

    subject: Node
    verb: str
    event: Node
    time: str
    template = "<subject> <verb> <event> <time>"


@node()
class DescribedState(Node):
    """"a creature card with mana value 3 or less" after "it's": a description with its
    qualities, which the object named has (CR 109.3)."""

    article: str
    descriptor: Node
    qualifiers: tuple[Node, ...]
    template = "<article> <descriptor> <qualifiers>"


@node()
class EnteredOrCastFrom(Node):
    """"if it entered from your library or was cast from your library", "if they entered or were
    cast from a graveyard": the zone the permanent entered from, or the zone the spell it was was
    cast from (CR 400.7, 601.2a); without its own origin, "entered" shares the one after "cast"."""

    subject: Node
    verb: str
    origin: Node | None
    cast_verb: str
    cast_origin: Node
    template = "<subject> <verb>[ <origin>] or <cast_verb> cast <cast_origin>"


@node()
class PredicateCondition(Node):
    """A player does something: "you pay {W}{W}" (after "unless"), "you cast it from your hand",
    "you sacrifice a land this way"."""

    subject: Node
    predicate: Node
    origin: Node | None = None
    time: str | CondTiming | None = None  #: PAST_TIME ("this turn") or "during your turn"
    template = "<subject> <predicate>[ <origin>][ <time>]"

    @property
    def past(self) -> bool:
        """"an opponent cast a spell this turn": a period of time that has gone by puts the verb
        in the past tense ("this way" is said of the instruction just done, in either tense)."""
        return isinstance(self.time, str) and self.time.lower() in _GONE_BY


#: the times after which a condition's verb is in the past tense
_GONE_BY = frozenset({"this turn", "this combat", "this step", "this game"})


@node()
class CondTiming(Phrase):
    """When something was done: "during your turn", "during your main phase"."""


@node()
class CastLastTurn(Node):
    """"a player cast two or more spells last turn" (the werewolves' condition)."""

    subject: Node
    what: Node
    time: str
    template = "<subject> cast <what> <time>"


@node()
class QuantityCompare(Node):
    """"your devotion to white and blue is less than seven" (CR 700.5)."""

    left: Node
    comparison: str
    right: Node
    template = "<left> is <comparison> <right>"

    @property
    def operator(self) -> str:
        return {
            "less than": "<", "greater than": ">", "equal to": "==",
            "less than or equal to": "<=", "greater than or equal to": ">=",
        }[self.comparison.lower()]


@node()
class ControlsAsYouCast(Node):
    """"you control a commander as you cast this spell": true as the spell is cast (CR 601.2)."""

    subject: Node
    verb: str
    what: Node
    when: str
    template = "<subject> <verb> <what> <when>"


@node()
class ActedAsYouCast(Node):
    """"you revealed a Dragon card as you cast this spell": done while the spell was cast (CR
    601.2)."""

    subject: Node
    verb: str
    what: Node
    when: str
    template = "<subject> <verb> <what> <when>"


@node()
class ActedOrControlledAsYouCast(Node):
    """"you revealed a Dragon card or controlled a Dragon as you cast this spell": either, as
    the spell was cast (CR 601.2)."""

    subject: Node
    verb: str
    what: Node
    controlled: str
    other: Node
    when: str
    template = "<subject> <verb> <what> or <controlled> <other> <when>"


@node("where_x_as_resolves")
class WhereXAsResolves(Node):
    """", where X is the number of Wizards you control as this ability resolves": X is the
    quantity as the ability resolved, kept for what its effect does later (CR 608.2h)."""

    variable: str
    quantity: Node
    when: str
    template = ", where <variable> is <quantity> <when>"


@node("where_x_as_cast")
class WhereXAsCast(Node):
    """", where X is the number of creatures on the battlefield as you cast this spell": X is the
    quantity as it was while the spell was cast (CR 601.2, 107.3a)."""

    variable: str
    quantity: Node
    when: str
    template = ", where <variable> is <quantity> <when>"


@node()
class ForEachAsCast(Node):
    """"for each modified creature you controlled as you cast this spell": counted while the
    spell was cast (CR 601.2)."""

    what: Node
    when: str
    template = "for each <what> <when>"

@node()
class MostCommonColor(Node):
    """"white is the most common color among all permanents or is tied for most common", "the
    chosen color isn't the most common color among ... or is tied for most common" (CR 105.2)."""

    #: the noun phrase "white" (a color), or "the chosen color"
    color: Node | str
    verb: str
    among: Node
    tie: str
    template = "<color> <verb> the most common color among <among> <tie>"

    @property
    def negated(self) -> bool:
        return self.verb.lower() in ("isn't", "aren't", "wasn't", "weren't")

    @property
    def or_tied(self) -> bool:
        """"... or is tied for most common" (True) or "... but isn't tied for most common"."""
        return self.tie.lower().startswith("or")


@node()
class SharesMostCommonColor(Node):
    """"it shares a color with the most common color among all permanents or a color tied for most
    common" (CR 105.2)."""

    subject: Node
    among: Node
    template = "<subject> <@share> a color with the most common color among <among> or a color tied for most common"


@node()
class HasSameName(Node):
    """"it has the same name as a permanent" (CR 201.2a)."""

    subject: Node
    verb: str
    what: Node
    template = "<subject> <verb> the same name as <what>"


@node()
class LacksSameName(Node):
    """"it doesn't have the same name as another creature you control" (CR 201.2a)."""

    subject: Node
    dont: str
    what: Node
    template = "<subject> <dont> have the same name as <what>"


@node()
class HasSameStat(Node):
    """"it has the same mana value as the discarded card" (CR 202.3)."""

    subject: Node
    verb: str
    stat: str
    what: Node
    template = "<subject> <verb> the same <stat> as <what>"


@node()
class LacksSameStat(Node):
    """"it doesn't have the same mana value as that card" (CR 202.3)."""

    subject: Node
    dont: str
    stat: str
    what: Node
    template = "<subject> <dont> have the same <stat> as <what>"


@node()
class HasChosenName(Node):
    """"that card has the chosen name" (CR 607.2, 201.2a)."""

    subject: Node
    verb: str
    template = "<subject> <verb> the chosen name"


@node()
class LacksChosenName(Node):
    """"it doesn't have the chosen name"."""

    subject: Node
    dont: str
    template = "<subject> <dont> have the chosen name"


@node()
class ChoseAs(Node):
    """"if you chose a creature other than ~ as your Ring-bearer": what a player chose as the Ring
    tempted them (CR 701.54a)."""

    who: Node
    verb: str
    what: Node
    role: Node
    template = "<who> <verb> <what> as <role>"


@node()
class AlsoDeclared(Node):
    """"unless at least two other creatures attack", "unless a creature with greater power also
    blocks": other creatures declared as attackers or blockers with the one the rule is about
    (CR 508.1c, 509.1b)."""

    subject: Node
    also: str | None
    verb: str
    template = "<subject>[ <also>] <verb>"


@node()
class BeingDeclaredAttacker(Node):
    """"it isn't being declared as an attacker": a tap that is not that of an attacking creature
    as attackers are declared (CR 508.1f)."""

    subject: Node
    text: str
    template = "<subject> <text>"

    @property
    def negated(self) -> bool:
        return "n't" in self.text

