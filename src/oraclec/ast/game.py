"""The game and its players (grammar/game.lark): designations, winning and losing, poison
counters, what mana may be spent on, casting restrictions, optional untapping."""

from __future__ import annotations

from typing import Any

from .base import Node, Phrase, RestrictionParts, node
from .objects import NUMBER_WORDS, CounterCount, CounterKind


# -- designations (CR 724, 725) and the end of the game (CR 104) ---------------------------------
@node()
class BecomeMonarch(Node):
    """"you become the monarch" (CR 724.1)."""

    template = "<@become> the monarch"


@node()
class LifeTotalBecomes(Node):
    """"Your life total becomes 10.", "each player's life total becomes equal to ..." (CR 119.5)."""

    whose: Node
    stat: str
    verb: str
    value: Node
    template = "<whose> <stat> <verb> <value>"


@node()
class ToIgnoreThisEffect(Node):
    """"for that player to ignore this effect" after what a player may do: a special action that
    turns off the effect of the static ability for that player (CR 116.2d)."""

    words: str
    template = "<words>"


@node()
class HaveLifeTotalBecome(Node):
    """"you may have your life total become the total toughness of creatures you control" (CR
    119.5): the life total set to a number, by the player who acts."""

    whose: Node
    stat: str
    verb: str
    value: Node
    template = "<@have> <whose> <stat> <verb> <value>"


@node()
class ExchangeLifeTotals(Node):
    """"exchange life totals with target player", "two target players exchange life totals"
    (CR 701.12c)."""

    totals: str
    other: Node | None = None
    template = "<@exchange> life <totals>[ with <other>]"


@node()
class ExchangeZones(Node):
    """"exchange your hand and graveyard" (CR 701.12d, 701.12f): the cards of two zones of one
    player."""

    whose: Node
    zone: str
    other: str
    template = "<@exchange> <whose> <zone> and <other>"


@node()
class ExchangeValues(Node):
    """"exchange your life total with this creature's toughness" (CR 701.12g)."""

    whose: Node
    stat: str
    other_whose: Node
    other_stat: str
    template = "<@exchange> <whose> <stat> with <other_whose> <other_stat>"


@node()
class ChaosEnsues(Node):
    """"chaos ensues" (Planechase, CR 311.7: the chaos abilities of the plane trigger)."""

    words: str
    template = "<words>"
    clause_like = True


@node()
class TakeInitiative(Node):
    """"you take the initiative" (CR 725.1)."""

    template = "<@take> the initiative"


@node()
class LoseGame(Node):
    """"you lose the game", "that player loses the game" (CR 104.3e)."""

    template = "<@lose> the game"


@node()
class WinGame(Node):
    """"you win the game" (CR 104.2b)."""

    template = "<@win> the game"


@node()
class GetCounters(Node):
    """"that player gets a poison counter", "gets two poison counters" (CR 122.1f)."""

    counters: Node
    template = "<@get> <counters>"


@node()
class ChooseNotToUntap(Node):
    """"You may choose not to untap this artifact during your untap step." (CR 502.3)."""

    what: Node
    window: Node
    template = "<@choose> not to untap <what> during <window>"


@node()
class CantBeActivated(Node):
    """"its activated abilities can't be activated" (CR 602.5)."""

    template = "can't be activated"


@node()
class CantActivate(Node):
    """"Enchanted player can't activate abilities that aren't mana abilities." (CR 602.5,
    101.2)."""

    what: Node
    template = "can't activate <what>"


@node()
class CantOrActivate(Node):
    """"can't cast spells or activate abilities of artifacts" (CR 101.2, 602.5): a "can't" of
    another action and of activating the abilities described. The action renders in its base
    form (oraclec.render)."""

    predicate: Node
    what: Node


@node()
class EndTheTurn(Node):
    """"End the turn." (CR 723.1)."""

    template = "<@end> the turn"


@node()
class StatCantChange(Node):
    """"Your life total can't change." (CR 119.7, 119.8)."""

    whose: Node
    stat: str
    tails: tuple[Node, ...] | None = None
    template = "<whose> <stat> can't change[ <tails>]"


@node()
class CantBeCast(Node):
    """"Spells with the chosen name can't be cast.", "lands with the chosen name can't be
    played" (CR 101.2, 601.2, 305.2b): ``verb`` is "cast" or "played"."""

    verb: str
    template = "can't be <verb>"


@node()
class CastWindow(Phrase):
    """"any time they could cast a sorcery", "during your turn"."""

    @property
    def as_a_sorcery(self) -> bool:
        return self.lower_words()[-1] == "sorcery"


@node()
class CanCastOnly(Node):
    """"Each opponent can cast spells only any time they could cast a sorcery.", "You can cast
    spells only during your turn." (CR 101.2, 307.1, 601.3)."""

    what: Node
    window: CastWindow
    template = "can cast <what> only <window>"


# -- what mana may be spent on (CR 106.6) --------------------------------------------------------
@node()
class SpendOnly(Node):
    """"Spend this mana only to cast creature spells or activate abilities of creatures.":
    a restriction on the mana the ability just added (CR 106.6)."""

    uses: tuple[Any, ...]
    rider: Node | None = None
    template = "spend this mana only <uses>[<rider>]."

    @property
    def spend_uses(self) -> tuple[Node, ...]:
        """The uses, without the "or" and "," between them."""
        return tuple(u for u in self.uses if isinstance(u, Node))


@node()
class SpendOnlyKind(Node):
    """"Spend only black mana on X.", "Spend only mana produced by creatures to cast this spell."
    (CR 106.6, 601.2g): the kind of mana that may pay a cost, or the X in it."""

    kind: Node
    paying: Node
    template = "spend only <kind> <paying>."


@node()
class SpendManaKind(Phrase):
    """"black and/or red mana", "mana produced by creatures", "mana of the chosen color"."""


@node()
class SpendPaying(Phrase):
    """"on X", "to cast this spell", "to activate this ability"."""


@node()
class CantBeSpent(Node):
    """"This mana can't be spent to cast nonartifact spells.": a restriction on the mana the
    ability just added, naming what it may not pay for (CR 106.6)."""

    uses: tuple[Any, ...]
    template = "this mana can't be spent <uses>."

    @property
    def spend_uses(self) -> tuple[Node, ...]:
        """The uses, without the "or" and "," between them."""
        return tuple(u for u in self.uses if isinstance(u, Node))


@node()
class SpendToCast(Node):
    """"to cast creature spells"."""

    to: str | None
    what: Node
    template = "[<to> ]cast <what>"


@node()
class SpendToActivate(Node):
    """"to activate abilities of artifacts"."""

    to: str | None
    what: Node
    template = "[<to> ]activate <what>"


@node()
class SpendOnCostsWith(Node):
    """"on costs that contain {X}"."""

    symbol: str
    template = "on costs that contain <symbol>"


@node()
class SpendToPayCostWith(Node):
    """"pay a cost that contains {C}"."""

    to: str | None
    symbol: str
    template = "[<to> ]pay a cost that contains <symbol>"


@node()
class SpendToPayKeywordCost(Node):
    """"pay a disturb cost": the cost of a keyword ability (CR 702)."""

    to: str | None
    keyword: Node
    template = "[<to> ]pay a <keyword> cost"


@node()
class SpendToPayKeywordCosts(SpendToPayKeywordCost):
    """"pay cumulative upkeep costs"."""

    template = "[<to> ]pay <keyword> costs"


@node()
class SpendKeyword(Phrase):
    """"disturb", "cumulative upkeep": a keyword whose ability has a cost (CR 702)."""


@node()
class SpendToTurnFaceUp(Node):
    """"turn permanents face up" (a special action, CR 116.2b)."""

    to: str | None
    what: Node
    template = "[<to> ]turn <what> face up"


@node()
class SpendToForetell(Node):
    """"foretell a card from your hand" (a special action, CR 116.2h)."""

    to: str | None
    what: Node
    template = "[<to> ]foretell <what>"


@node()
class SpendToUnlock(Node):
    """"unlock a door" (a special action, CR 116.2m)."""

    to: str | None
    what: Node
    template = "[<to> ]unlock <what>"


@node()
class SpendToGainClassLevel(Node):
    """"gain a Class level" (a Class's level up, CR 716.2a)."""

    to: str | None
    template = "[<to> ]gain a Class level"


@node()
class SpendRider(Node):
    """", and that spell can't be countered": what else using this mana does."""

    clause: Node
    template = ", and <clause>"


# -- casting restrictions (CR 601.3) ---------------------------------------------------------------
@node()
class CastRestriction(RestrictionParts, Phrase):
    """"Cast this spell only during combat before blockers are declared." (CR 601.3)."""

    lead = 4


# -- entering with more counters (CR 122.6) --------------------------------------------------------
@node()
class AdditionalCounters(CounterCount):
    """"an additional +1/+1 counter", "two additional +1/+1 counters": counters an object enters
    with on top of those it would enter with anyway (CR 122.6)."""

    template = "<amount> additional [<kind> ]<word>"


# -- more game actions -------------------------------------------------------------------------------
@node()
class MoveCounters(Node):
    """"move a +1/+1 counter from this permanent onto that creature" (CR 122.5)."""

    counters: Node
    source: Node
    onto: Node
    template = "<@move> <counters> from <source> onto <onto>"


@node()
class RemoveCounters(Node):
    """"remove a vitality counter from this Aura" (CR 122.8)."""

    counters: Node
    source: Node
    template = "<@remove> <counters> from <source>"


@node()
class RemoveCountedCounters(Node):
    """"Then if it has three or more ritual counters on it, remove them", "remove all of them from
    it", "remove them all": the counters the condition before counted (CR 122.8)."""

    them: str
    source: Node | None = None
    template = "<@remove> <them>[ from <source>]"


@node()
class LoseAllCounters(Node):
    """"Target player loses all poison counters", "Each opponent loses all counters": a player's
    counters of the kind, or of every kind, removed (CR 122.1, 122.8)."""

    counters: Node
    template = "<@lose> <counters>"


@node()
class ChooseCounter(Node):
    """"choose a counter on a permanent you control": one counter there, whose kind "a counter of
    that kind" names later (CR 122.1, 608.2d)."""

    counters: Node
    on: Node
    template = "<@choose> <counters> on <on>"


@node()
class ChooseCounterKind(Node):
    """"choose a kind of counter on a creature you control" (CR 122.1, 608.2d)."""

    word: str
    on: Node
    template = "<@choose> a kind of <word> on <on>"


@node()
class CounterThatKind(Node):
    """"a counter of that kind", "an additional counter of that kind": a counter of the kind
    chosen or named before (CR 122.1)."""

    amount: Any
    additional: str | None
    word: str
    template = "<amount> [<additional> ]<word> of that kind"


@node()
class PutSameCounters(Node):
    """"put the same number of each kind of counter on that creature", "they put the same number
    and kind of counters on this creature" (CR 122.1)."""

    counters: str
    on: Node
    template = "<@put> <counters> on <on>"


@node()
class MoveCounterOfEachKind(Node):
    """"move a counter of each kind not on ~ from another target permanent you control onto ~"
    (CR 122.5)."""

    counters: str
    not_on: Node | None
    source: Node
    onto: Node
    template = "<@move> <counters>[ not on <not_on>] from <source> onto <onto>"


@node()
class CountersCappedSentence(Node):
    """"This ability can't cause the total number of +1/+0 counters on this creature to be greater
    than four." (CR 122.1)."""

    lead: str
    kind: Any
    word: str
    on: Node
    limit: Node
    template = "<lead> the total number of [<kind> ]<word> on <on> to be greater than <limit>."


@node()
class PutItsCounters(Node):
    """"put its +1/+1 counters on target creature you control" (CR 122.1)."""

    counters: str
    on: Node
    template = "<@put> <counters> on <on>"

    @property
    def kind(self) -> str:
        """The kind of the counters ("+1/+1" of "its +1/+1 counters")."""
        return self.counters.split(" ", 1)[1].rsplit(" ", 1)[0].replace("\u2212", "-")


@node()
class PutAnotherCounter(Node):
    """"put another +1/+1 counter on ~": one more counter of that kind (CR 122.1)."""

    counter: str
    on: Node
    template = "<@put> <counter> on <on>"

    @property
    def kind(self) -> str:
        """The kind of the counter ("+1/+1" of "another +1/+1 counter")."""
        return self.counter.split(" ", 1)[1].rsplit(" ", 1)[0].replace("\u2212", "-")


@node()
class AllButCounters(Phrase):
    """"all but one +1/+1 counter" (CR 122.8)."""


@node()
class RemoveAllButCounters(Node):
    """"remove all but one +1/+1 counter from it" (CR 122.8)."""

    counters: AllButCounters
    source: Node
    template = "<@remove> <counters> from <source>"


@node()
class PutCountedNumber(Node):
    """"put that number of +1/+1 counters on target creature": as many as the condition before
    counted (CR 608.2c)."""

    number: str
    kind: CounterKind | None
    word: str
    on: Node
    template = "<@put> <number> [<kind> ]<word> on <on>"


@node()
class PutCounterThatKind(Node):
    """"put a counter of that kind on target permanent you control" (CR 122.1)."""

    counters: CounterThatKind
    on: Node
    template = "<@put> <counters> on <on>"


@node()
class PutOrRemoveCounter(Node):
    """"put a charge counter on this artifact or remove one from it": one more counter of the kind
    or one fewer, as the player chooses (CR 122.1, 122.8)."""

    counters: Node
    on: Node
    source: Node
    template = "<@put> <counters> on <on> or <@remove> one from <source>"


@node()
class CounterEither(Node):
    """"a +0/+1 counter or a +1/+0 counter", "that many +1/+1 counters or charge counters": the
    counters of one or the other, as the player putting them chooses (CR 608.2d)."""

    first: Node
    second: Node
    template = "<first> or <second>"


@node()
class RemoveThoseCounters(Node):
    """"Then if there are three or more bloodline counters on it, remove those counters": the
    counters the condition before counted (CR 122.8)."""

    word: str
    template = "<@remove> those <word>"


@node()
class RemoveFromCombat(Node):
    """"remove it from combat" (CR 506.4)."""

    what: Node
    from_combat: str
    template = "<@remove> <what> <from_combat>"


@node()
class RemoveCountersAmong(RemoveCounters):
    """"remove two +1/+1 counters from among creatures you control" (CR 122.8): counters in
    all, from any of the objects."""

    template = "<@remove> <counters> from among <source>"


@node()
class AllCounters(Node):
    """"all +1/+1 counters", "all counters" (CR 122.8): every counter of the kind on the object,
    or every counter of every kind when no kind is named."""

    kind: CounterKind | None = None
    template = "all [<kind> ]counters"


@node()
class UpToCounters(Phrase):
    """"up to three counters", "up to two +1/+1 counters" (CR 122.8): as many as the player
    chooses, at most that number."""


@node()
class AnyNumberOfCounters(Node):
    """"any number of charge counters" (CR 122.8): as many counters of the kind on the object
    as the player chooses, none included."""

    kind: CounterKind | None = None
    template = "any number of [<kind> ]counters"


@node()
class FlipCoin(Node):
    """"flip a coin" (CR 705)."""

    template = "<@flip> a coin"


@node()
class UntilFlip(Node):
    """"until you lose a flip", after "flip a coin" (CR 705.2)."""

    player: Node
    verb: str
    template = "until <player> <verb> a flip"


@node()
class ForEachFlip(Node):
    """"for each flip you won" (CR 705.2): the flips of "flip a coin until you lose a flip"."""

    player: Node
    verb: str
    template = "for each flip <player> <verb>"


@node()
class ForEachCoinUp(Node):
    """"for each coin that comes up heads" (CR 705.2)."""

    verb: str
    side: str
    template = "for each coin that <verb> <side>"


@node()
class FlipPermanent(Node):
    """"flip it", "flip this creature" (CR 710: a flip permanent, not a coin)."""

    what: Node
    template = "<@flip> <what>"


@node()
class FlipCoins(Node):
    """"flip two coins" (CR 705.2)."""

    count: Node
    template = "<@flip> <count> coins"


@node()
class RollDie(Node):
    """"roll a d20" (CR 706.1)."""

    die: str
    template = "<@roll> a <die>"

    @property
    def sides(self) -> int:
        return _die_sides(self.die)


@node()
class RollSidedDie(RollDie):
    """"roll a six-sided die" (CR 706.1)."""

    template = "<@roll> a <die> die"


@node()
class RollDice(Node):
    """"roll two d6", "roll X d6" (CR 706.1): ``count`` dice of one kind."""

    count: Node
    die: str
    template = "<@roll> <count> <die>"

    @property
    def sides(self) -> int:
        return _die_sides(self.die)


@node()
class ChooseDieResult(Node):
    """"choose one result" of the dice just rolled (CR 706.4: the text says how to use them)."""

    template = "<@choose> one result"


@node()
class RollThatManyDicePlus(Node):
    """"instead roll that many dice plus one": as many dice as the roll it replaces, of the same
    kind, and ``more`` (CR 706.1, 614.1a)."""

    dice: str
    more: Node
    template = "<@roll> that many <dice> plus <more>"


@node()
class IgnoreRoll(Node):
    """"ignore the lower roll" of the dice just rolled (CR 706.6)."""

    which: str
    template = "<@ignore> the <which> roll"


@node()
class DieResult(Node):
    """"the result" of the die just rolled (CR 706.2)."""

    template = "the result"


@node()
class RandomNumber(Node):
    """"a number from 0 to 6 chosen at random": one number of the range, each as likely."""

    low: Any
    high: Any
    at_random: str
    template = "a number from <low> to <high> chosen <at_random>"


@node()
class DieResultsTotal(Node):
    """"the total of those results": the sum of the dice just rolled (CR 706.4)."""

    results: str
    template = "the total of those <results>"


@node()
class ChosenDieResult(Node):
    """"that result": the one chosen by "choose one result" (CR 706.4)."""

    template = "that result"


@node()
class OtherDieResult(Node):
    """"the other result": the one not chosen by "choose one result" (CR 706.4)."""

    template = "the other result"


def _die_sides(written: str) -> int:
    """"d20" -> 20, "six-sided" -> 6 (CR 706.1a: N is any positive integer)."""
    number = written.lower().removeprefix("d").removesuffix("-sided")
    return int(number) if number.isdigit() else NUMBER_WORDS[number]


@node()
class ShuffleInto(Node):
    """"shuffle your graveyard into your library", "shuffles it into their library" (CR 701.24)."""

    what: Node
    into: Node
    template = "<@shuffle> <what> into <into>"


@node()
class PlayRevealed(Node):
    """"Play with the top card of your library revealed.", "Your opponents play with their
    hands revealed." (CR 400.2: hidden cards made public while the ability applies)."""

    what: Node
    template = "<@play> with <what> revealed"


@node()
class ExtraTurn(Node):
    """"take an extra turn after this one" (CR 500.7)."""

    template = "<@take> an extra turn after this one"


@node()
class ExtraTurns(Node):
    """"Take two extra turns after this one." (CR 500.7)."""

    count: Node
    template = "<@take> <count> extra turns after this one"


@node()
class DoesTheSame(Node):
    """"Each opponent attacking that player does the same." (CR 608.2c): the instruction before
    it, done by these players."""

    template = "<@do> the same"


# -- phases and steps added to a turn (CR 500.8-500.10) ---------------------------------------------
@node()
class ThereBe(Phrase):
    """"there is", "there are", "there's": the start of a sentence that adds phases or steps."""


@node()
class TurnPartName(Phrase):
    """"combat phase", "main phases", "beginning phase", "upkeep step", "end steps"."""

    @property
    def kind(self) -> str:
        """"combat phase", "upkeep step": the singular name."""
        return f"{self.words[0].lower()} {self.words[1].lower().removesuffix('s')}"


@node()
class TurnPartPlacement(Phrase):
    """"after this phase", "after this main phase", "after this combat phase", "after this step"."""


@node()
class AddedTurnPart(Node):
    """"an additional combat phase", "two additional combat phases", "that many additional upkeep
    steps"."""

    amount: Any
    name: TurnPartName
    template = "<amount> additional <name>"


class _FollowedBy:
    """The sentences that add phases and steps may add a second part after the first: "followed by
    an additional main phase", with or without a comma before it (``followed``, the words)."""

    followed: str | None

    @property
    def followed_by(self) -> str | None:
        if self.followed is None:
            return None
        return ", followed by" if self.followed.startswith(",") else " followed by"


@node()
class TurnPartsAddedFirst(_FollowedBy, Node):
    """"After this phase, there is an additional combat phase", "After this main phase, there is an
    additional combat phase followed by an additional main phase" (CR 500.8)."""

    placement: TurnPartPlacement
    there: ThereBe
    part: AddedTurnPart
    followed: str | None = None
    then: AddedTurnPart | None = None
    template = "<placement>, <there> <part>[<followed_by> <then>]"


@node()
class TurnPartsAdded(_FollowedBy, Node):
    """"there is an additional combat phase after this phase[, followed by an additional main
    phase]", "there is an additional end step after this step" (CR 500.8, 500.9)."""

    there: ThereBe
    part: AddedTurnPart
    placement: TurnPartPlacement
    followed: str | None = None
    then: AddedTurnPart | None = None
    template = "<there> <part> <placement>[<followed_by> <then>]"


@node()
class TurnPartsGotten(Node):
    """"you get an additional upkeep step after this step", "you get that many additional upkeep
    steps after this phase" (CR 500.9, 500.10; 500.10a: only on the player's own turn)."""

    part: AddedTurnPart
    placement: TurnPartPlacement
    template = "<@get> <part> <placement>"


@node()
class BeginGameWith(Node):
    """"you may begin the game with it on the battlefield" (CR 103.6a)."""

    what: Node
    template = "<@begin> the game with <what> on the battlefield"


@node()
class CanBeCommander(Node):
    """"~ can be your commander" (CR 903.3d)."""

    template = "can be your commander"


@node()
class KeptMana(Phrase):
    """"this mana", "unspent green mana"."""

    @property
    def color(self) -> str | None:
        """The color of mana kept, when the phrase names one ("green")."""
        low = self.lower_words()
        return low[1] if len(low) == 3 and low[0] == "unspent" else None

    @property
    def this_mana(self) -> bool:
        return self.lower_words()[0] == "this"


@node()
class KeepMana(Node):
    """"you don't lose this mana as steps and phases end" (CR 106.4, 500.4)."""

    verb: str
    kept: KeptMana
    #: "steps and phases", or "steps" (mana kept until end of combat, CR 506.1)
    ending: str = "steps and phases"
    template = "<verb> lose <kept> as <ending> end"


@node()
class AllAbleBlock(Node):
    """"All creatures able to block enchanted creature do so.", "all Walls able to block this
    creature do so" (CR 509.1c): a requirement on the blockers named first."""

    blockers: Node
    blocked: Node
    duration: Node | None = None
    template = "<blockers> able to block <blocked>[ <duration>] do so"


# -- rules about targets, blocks and counts ----------------------------------------------------------
@node()
class CantBeTargetOf(Node):
    """"can't be the target of blue or black spells" (CR 115.4)."""

    by: Node
    template = "can't be the target of <by>"


@node()
class CantBeTargetsOf(CantBeTargetOf):
    """"Creatures can't be the targets of spells." (CR 115.4), the plural noun."""

    template = "can't be the targets of <by>"


@node()
class CanBeTargetOf(Node):
    """"can be the targets of spells and abilities you control", read with its "as though they
    didn't have hexproof" tail (CR 702.11b, 702.18a, 609.4b)."""

    noun: str
    by: Node
    template = "can be the <noun> of <by>"


@node()
class BlocksIfAble(Node):
    """"blocks this creature this turn if able" (CR 509.1c)."""

    blocked: Node
    duration: Node | None = None
    template = "blocks <blocked>[ <duration>] if able"


@node()
class BlocksAnyIfAble(Node):
    """"blocks this turn if able" (CR 509.1c)."""

    duration: Node
    template = "blocks <duration> if able"


@node()
class AttacksIfAble(Node):
    """"attacks this turn if able", "attacks this combat if able" (CR 508.1d); "attacks if able"
    (in a window said before it: "During target player's next turn, ...")."""

    duration: Node | None = None
    template = "attacks[ <duration>] if able"


@node()
class AttacksWhomIfAble(Node):
    """"attacks that player this combat if able", "attacks target opponent this turn if able",
    "attacks a player each combat if able", "attacks a player other than you if able" (CR 508.1d:
    a requirement naming whom it attacks)."""

    defender: Node
    duration: Node | None = None
    template = "attacks <defender>[ <duration>] if able"


@node()
class AttackWhomIfAble(AttacksWhomIfAble):
    """The plural verb: "All creatures attack enchanted creature's controller each combat if
    able.", "creatures that player controls attack you if able"."""

    template = "attack <defender>[ <duration>] if able"


@node()
class EachCombatWindow(Phrase):
    """"each combat": when a requirement naming whom applies (CR 508.1d)."""


@node()
class NextTurnWindow(Phrase):
    """"during its controller's next turn", "during its controller's next combat phase": a later
    turn of a player (CR 508.1d)."""


@node()
class AttackIfAble(AttacksIfAble):
    """The plural verb: "Creatures your opponents control attack this turn if able."."""

    template = "attack[ <duration>] if able"


@node()
class BlockIfAble(BlocksIfAble):
    """The plural verb: "you may have target creature block it this turn if able"."""

    template = "block <blocked>[ <duration>] if able"


@node()
class BlockAnyIfAble(BlocksAnyIfAble):
    """The plural verb: "They block this turn if able."."""

    template = "block <duration> if able"


@node()
class AttacksOrBlocksIfAble(Node):
    """"attacks or blocks this turn if able" (CR 508.1d, 509.1c)."""

    duration: Node
    template = "attacks or blocks <duration> if able"


@node()
class LimitWindow(Phrase):
    """"each turn", "during their untap steps"."""


@node()
class CantMoreThan(Node):
    """"can't cast more than one spell each turn", "can't untap more than one creature during
    their untap steps" (CR 101.2)."""

    action: str
    amount: Node
    thing: str
    window: LimitWindow | None = None
    template = "can't <action> more than <amount> <thing>[ <window>]"


@node()
class CombatLimited(Phrase):
    """"attack", "attack you", "block"."""

    @property
    def blocks(self) -> bool:
        return self.lower_words() == ("block",)

    @property
    def attacks_you(self) -> bool:
        return self.lower_words() == ("attack", "you")


@node()
class CombatLimit(Node):
    """"No more than one creature can attack each combat.", "No more than two creatures can
    attack you each combat." (CR 508.1c, 509.1b)."""

    amount: Node
    noun: str
    action: CombatLimited
    template = "no more than <amount> <noun> can <action> each combat"


@node()
class DeckAllowance(Phrase):
    """"any number of", "up to seven"."""

    @property
    def unlimited(self) -> bool:
        return self.lower_words()[0] == "any"


@node()
class DeckAllowanceRule(Node):
    """"A deck can have any number of cards named ~." (CR 100.2a)."""

    allowance: DeckAllowance
    template = "a deck can have <allowance> cards named ~."


@node()
class Perpetually(Node):
    """"perpetually gains haste" (Alchemy, digital-only, not in the Comprehensive Rules): the
    change follows the card across zones for the rest of the game."""

    predicate: Node
    template = "perpetually <predicate>"


@node()
class Incorporate(Node):
    """"that card perpetually incorporates {W}" (Alchemy, digital-only, not in the Comprehensive
    Rules): mana symbols added to the card's mana cost."""

    cost: Node
    template = "<@incorporate> <cost>"


@node()
class Seek(Node):
    """"seek two nonland cards" (Alchemy, digital-only): put that many cards that fit, at random,
    from the library into the hand."""

    what: Node
    template = "<@seek> <what>"


@node()
class DuplicateOf(Node):
    """"a duplicate of it", "two duplicates of target creature card": new cards with the same
    printed characteristics (Alchemy)."""

    count: str
    of: Node
    template = "<count> of <of>"

    @property
    def amount(self) -> int:
        return NUMBER_WORDS[self.count.split()[0].lower()] if self.count.split()[0].lower() in NUMBER_WORDS else 1


@node()
class ConjureInto(Node):
    """"conjure a card named Lightning Bolt into your hand" (Alchemy, digital-only)."""

    what: Node
    zone: Node
    template = "<@conjure> <what> into <zone>"


@node()
class ConjureOntoBattlefield(Node):
    """"conjure a card named Ragavan onto the battlefield tapped" (Alchemy, digital-only)."""

    what: Node
    mods: tuple[Node, ...] | None = None
    template = "<@conjure> <what> onto the battlefield[ <mods>]"


@node()
class ChooseAtRandom(Node):
    """"choose an opponent at random": the choice is made by chance."""

    what: Node
    at_random: str
    template = "<@choose> <what> <at_random>"


@node()
class GetBoon(Node):
    """'you get a one-time boon with "[triggered ability]"' (Alchemy, digital-only)."""

    boon: str
    ability: Node
    template = "<@get> <boon> <ability>"

    @property
    def times(self) -> int:
        """How many times the boon's ability triggers ("a boon": once)."""
        words = self.boon.lower().split()
        if len(words) > 2 and words[1].endswith("-time"):
            return NUMBER_WORDS[words[1].removesuffix("-time")]
        return 1


# -- counters counted and counts of counters (CR 122.1) ---------------------------------------------
@node()
class ForEachCounter(Node):
    """"for each +1/+1 counter on ~", "for each charge counter on this artifact": the clause's
    amount multiplied by the counters of one kind on an object."""

    kind: Node | None
    word: str
    on: Node
    template = "for each [<kind> ]<word> on <on>"

    @property
    def counter(self) -> str | None:
        """The kind of counter counted ("+1/+1", "charge"), None for counters of any kind."""
        return self.kind.name if self.kind is not None else None  # type: ignore[attr-defined]


@node()
class ForEachCounterAmong(Node):
    """"for each shield counter among other creatures you control": the clause's amount multiplied
    by the counters of one kind (or of every kind) on all of those objects together (CR 122.1)."""

    kind: Node | None
    word: str
    among_word: str
    among: Node
    template = "for each [<kind> ]<word> <among_word> <among>"


@node()
class CountersNumbered(Node):
    """"a number of +1/+1 counters", "a number of additional +1/+1 counters": counters whose
    number an "equal to" beside them gives."""

    additional: str | None
    kind: Node | None
    word: str
    template = "a number of [<additional> ][<kind> ]<word>"

    @property
    def counter(self) -> str | None:
        return self.kind.name if self.kind is not None else None  # type: ignore[attr-defined]


@node()
class PutCountersEqual(Node):
    """"put a number of +1/+1 counters on target creature equal to its power"."""

    counters: CountersNumbered
    on: Node
    amount: Node
    template = "<@put> <counters> on <on> <amount>"


@node()
class PutCountersEqualFirst(PutCountersEqual):
    """"put a number of +1/+1 counters equal to that creature's power on this creature"."""

    counters: CountersNumbered
    amount: Node
    on: Node
    template = "<@put> <counters> <amount> on <on>"


@node()
class GetCountersEqual(Node):
    """"each opponent gets a number of rad counters equal to its power" (CR 122.1)."""

    counters: CountersNumbered
    amount: Node
    template = "<@get> <counters> <amount>"


@node()
class RemoveCountersEqual(Node):
    """"remove a number of loyalty counters equal to that card's mana value from ~" (CR 122.8)."""

    counters: CountersNumbered
    amount: Node
    source: Node
    template = "<@remove> <counters> <amount> from <source>"


@node()
class PutCountersOnEqual(Node):
    """"put +1/+1 counters on that creature equal to its power": as many as the "equal to"
    says (CR 122.1)."""

    counters: Node
    on: Node
    amount: Node
    template = "<@put> <counters> on <on> <amount>"


@node()
class HasCountersNumbered(Node):
    """"with a number of +1/+1 counters on it equal to its power", after the noun phrase of a
    zone an object is moved from or to: the counters the object gets (CR 122.6)."""

    counters: CountersNumbered
    pronoun: str
    amount: Node
    template = "<counters> on <pronoun> <amount>"


# -- mana of any type, once each turn, repeatable costs ------------------------------------------------
@node()
class AnyTypeManaSpendable(Node):
    """"mana of any type can be spent to cast that spell" (CR 609.4b)."""

    words: str
    what: Node
    template = "<words> can be spent to cast <what>"


@node()
class AnyTypeManaSpendableThisWay(Node):
    """"Mana of any type can be spent to cast spells this way.": the spells cast with the
    permission before (CR 609.4b, 601.2)."""

    words: str
    what: Node
    template = "<words> can be spent to cast <what> this way"


@node()
class OnceEachTurnSentence(Node):
    """"Once each turn, you may cast a spell from the top of your library.": an instruction or
    permission usable once a turn."""

    limit: str
    chain: Node
    template = "<limit>, <chain>."

    @property
    def your_turns_only(self) -> bool:
        """"Once during each of your turns"."""
        return "your" in self.limit.lower().split()


@node()
class RepeatableAdditionalCost(Node):
    """"As an additional cost to cast this spell, you may pay {1}{G} any number of times."
    (CR 601.2b)."""

    purpose: str
    what: Node
    you_may: str | None
    cost: Node
    times: str
    template = "As an additional cost to <purpose> <what>, [<you_may> ]<cost> <times>."


# -- kicker counts (CR 702.33) ----------------------------------------------------------------------------
@node()
class DevouredByIt(Node):
    """"[each creature] it devoured" (CR 702.82b): the creatures sacrificed for its devour
    ability as it entered."""

    verb: str
    template = "it <verb>"


@node()
class TimesMutated(Node):
    """"the number of times this creature has mutated" (CR 702.140)."""

    what: Node
    verb: str
    template = "the number of times <what> <verb>"


@node()
class TimesKicked(Node):
    """"the number of times it was kicked" (CR 702.33c: multikicker)."""

    what: Node
    verb: str
    template = "the number of times <what> <verb>"


@node()
class ForEachTimeKicked(Node):
    """"for each time it was kicked" (CR 702.33c: multikicker)."""

    what: Node
    verb: str
    template = "for each time <what> <verb>"


# -- amounts measured earlier (CR 119.3) -------------------------------------------------------------------
@node()
class LifeChangedThisTurn(Node):
    """"the life they lost this turn", "the life you gained this turn"."""

    player: Node
    change: str
    template = "the life <player> <change> this turn"

    @property
    def gained(self) -> bool:
        return self.change.lower() == "gained"


@node()
class LifeChangedThisWay(Node):
    """"the life lost this way": the life an earlier instruction of the ability made a player lose."""

    change: str
    template = "the life <change> this way"


@node()
class LifeLosers(Phrase):
    """The players of "the total life lost by all players this turn": a player phrase, or "all
    players"."""


@node()
class TotalLifeChangedBy(Node):
    """"the total life lost by your opponents this turn" (CR 119.3)."""

    total: str
    change: str
    players: LifeLosers
    time: str
    template = "the <total> life <change> by <players> <time>"

    @property
    def gained(self) -> bool:
        return self.change.lower() == "gained"


@node()
class TheDifference(Node):
    """"equal to the difference": between the two amounts a condition compared before."""

    template = "the difference"


@node()
class DifferenceBetween(Node):
    """"the difference between your life total and 10"."""

    first: Node
    second: Node
    template = "the difference between <first> and <second>"


@node()
class ComparedStat(Node):
    """"a creature card with lesser mana value", "with greater power": compared with the object the
    ability is about."""

    comparison: str
    stat: str
    template = "<comparison> <stat>"


@node()
class StatComparedWith(Node):
    """"with lesser mana value than the creature that died", "with equal or lesser mana value
    than that spell": compared with the number of the object named."""

    equal_or: str | None
    comparison: str
    stat: str
    other: Node
    template = "[<equal_or> ]<comparison> <stat> than <other>"


@node()
class PumpAdditional(Node):
    """"gets an additional -1/-1": a further P/T change (CR 613.4c)."""

    additional: str
    change: str
    template = "<@get> <additional> <change>"


@node()
class LifeChanger(Phrase):
    """Who gained or lost the life: "you", "your opponents have", "you've"."""

    @property
    def player(self) -> Node | None:
        """The player phrase ("your opponents"); None for "you've"."""
        return next((w for w in self.words if isinstance(w, Node)), None)


@node()
class ForEachLifeChanged(Node):
    """"for each 1 life your opponents have lost this turn", "for each 1 life you gained"."""

    one_life: str
    who: LifeChanger
    change: str
    this_turn: str | None = None
    template = "for each <one_life> <who> <change>[ <this_turn>]"

    @property
    def gained(self) -> bool:
        return self.change.lower() == "gained"


@node()
class ForEachLifeChangedThisWay(Node):
    """"for each 1 life lost this way": the life the instructions before it made players lose."""

    one_life: str
    change: str
    this_way: str
    template = "for each <one_life> <change> <this_way>"

    @property
    def gained(self) -> bool:
        return self.change.lower() == "gained"


@node()
class ForEachLifeChangedSentence(Node):
    """"For each 1 life you lost, exile a permanent you control.": the instructions, once for
    each 1 life a player gained or lost (CR 119.3, 609.3)."""

    one_life: str
    who: LifeChanger
    change: str
    this_turn: str | None
    chain: Node
    template = "for each <one_life> <who> <change>[ <this_turn>], <chain>."

    @property
    def gained(self) -> bool:
        return self.change.lower() == "gained"


@node()
class ForEachCounterRemoved(Node):
    """"for each charge counter removed this way": the clause's amount multiplied by the
    counters the cost or instruction before removed (CR 122.8)."""

    kind: Node | None
    word: str
    template = "for each [<kind> ]<word> removed this way"


@node()
class CountCountersRemoved(Node):
    """"the number of stun counters removed this way": how many counters the cost or
    instruction before removed (CR 122.8)."""

    kind: Node | None
    word: str
    template = "the number of [<kind> ]<word> removed this way"


@node()
class ForEachCounterRemovedSentence(Node):
    """"For each counter removed this way, this creature gets +1/+0 until end of turn.": the
    instructions, once for each counter the cost or instruction before removed (CR 122.8)."""

    kind: Node | None
    word: str
    chain: Node
    template = "for each [<kind> ]<word> removed this way, <chain>."


@node()
class ForEachCounterPut(Node):
    """"for each +1/+1 counter you've put on creatures under your control this turn": the
    counters a player put on objects in a period (CR 122.1)."""

    kind: Node | None
    word: str
    on: Node
    under: str | None
    time: str
    template = "for each [<kind> ]<word> you've put on <on>[ <under>] <time>"


@node()
class CountersPutCondition(Node):
    """"you've put one or more +1/+1 counters on a creature this turn" (CR 122.1)."""

    amount: Node
    on: Node
    time: str
    template = "you've put <amount> on <on> <time>"


@node()
class ForEachCounterHeld(Node):
    """"for each experience counter you have": the clause's amount multiplied by a player's
    counters of one kind (CR 122.1)."""

    kind: Node | None
    word: str
    player: Node
    template = "for each [<kind> ]<word> <player> <@have>"
    verb_subject = "player"

    @property
    def counter(self) -> str | None:
        return self.kind.name if self.kind is not None else None  # type: ignore[attr-defined]


@node()
class ComparedStatOrEqual(ComparedStat):
    """"a permanent card with equal or lesser mana value"."""

    or_equal: str
    comparison: str
    stat: str
    template = "<or_equal> <comparison> <stat>"


@node()
class PhaseOut(Node):
    """"Target creature phases out.", "those permanents phase out" (CR 702.26d): the subject
    phases out."""

    template = "<@phase> out"


@node()
class PhaseIn(Node):
    """"that permanent phases in" (CR 702.26d, 702.26h): the subject phases in."""

    template = "<@phase> in"


# -- what happened, in the past tense (CR 400.7, 603.10) -----------------------------------------------
@node()
class MoveDestination(Phrase):
    """Where a zone change put an object: "there" (the zone named before), "into a graveyard",
    "onto the battlefield"."""


@node()
class MovedThere(Node):
    """"put into a graveyard this way", "that was put there from the battlefield this turn":
    objects a zone change moved (CR 400.7). ``verb`` is a past participle (oraclec.morphology)."""

    that_was: str | None
    verb: str
    to: MoveDestination
    origin: Node | None = None
    time: str = "this turn"
    template = "[<that_was> ]<verb> <to>[ <origin>] <time>"


@node()
class DoneByYou(Node):
    """"you've drawn this turn" (after "cards"), "you've cast this turn" (after "spells"): objects
    you acted on. ``verb`` is a past participle (oraclec.morphology)."""

    youve: str
    verb: str
    origin: Node | None = None
    time: str = "this turn"
    template = "<youve> <verb>[ <origin>] <time>"


@node()
class HadEnterBy(Node):
    """"nontoken creatures you had enter the battlefield under your control this turn": the
    objects that entered under that control in the period (CR 400.7)."""

    player: Node
    have: str
    battlefield: str | None = None
    mods: tuple[Node, ...] | None = None
    time: str = "this turn"
    template = "<player> <have> enter[ <battlefield>][ <mods>] <time>"


@node()
class DoneByPlayer(Node):
    """"that player has drawn this turn", "your opponents have drawn this turn" (after "cards"):
    objects those players acted on. ``verb`` is a past participle (oraclec.morphology)."""

    player: Node
    have: str
    verb: str
    origin: Node | None = None
    time: str = "this turn"
    template = "<player> <have> <verb>[ <origin>] <time>"


@node()
class DoneByThem(Node):
    """"they've drawn this turn" (after "cards"): objects that player acted on."""

    theyve: str
    verb: str
    origin: Node | None = None
    time: str = "this turn"
    template = "<theyve> <verb>[ <origin>] <time>"


@node()
class DoneByYouPast(Node):
    """"you created this turn" (after "tokens"), "you exiled this way": objects you acted on, the
    verb in the simple past (oraclec.morphology)."""

    verb: str
    time: str
    template = "you <verb> <time>"


@node()
class HaveCastThisTurn(Node):
    """"your opponents have cast this turn", "that player has cast this turn" (after "spells"):
    spells those players cast this turn (CR 601.2i)."""

    caster: Node
    have: str
    time: str
    template = "<caster> <have> <time>"


@node()
class TheyveCastThisTurn(Node):
    """"they've cast this turn" (after "spells"): spells that player cast this turn."""

    theyve: str
    time: str
    template = "<theyve> <time>"


@node()
class CastThisTurnAny(Node):
    """"cast this turn" (after "spells"): spells any player cast this turn (CR 601.2i)."""

    time: str
    template = "<time>"


@node()
class ForEachTimeDone(Node):
    """"for each time you've cast your commander from the command zone this game": a count of
    the times you did something (CR 903.8's commander tax counts the same casts)."""

    youve: str
    verb: str
    what: Node
    origin: Node | None = None
    time: str = "this turn"
    template = "for each time <youve> <verb> <what>[ <origin>] <time>"


@node()
class DamageDealtAmount(Node):
    """"the damage dealt this way", "the damage dealt to you this turn" (CR 120.3), "the amount of
    damage dealt to it this turn", "the damage already dealt to that player this turn", "... this
    turn by other sources named ~" (CR 120.1)."""

    amount_of: str | None = None
    already: str | None = None
    verb: str
    to: Node | None = None
    time: str
    by: Node | None = None
    template = "the[ <amount_of>] damage[ <already>] <verb>[ to <to>] <time>[ by <by>]"


@node()
class DamageAmountDealtTo(Node):
    """"4 or more damage was dealt to it this turn" (CR 120.1: the turn's damage to that object
    or player, from every source)."""

    amount: Node
    verb: str
    participle: str
    to: Node
    time: str
    template = "<amount> or more damage <verb> <participle> to <to> <time>"


@node()
class ExcessDamageAmount(Node):
    """"the excess damage dealt this way", "the amount of excess damage dealt to that creature
    this way" (CR 120.4a, 120.10)."""

    amount_of: str | None
    verb: str
    to: Node | None
    time: str
    template = "the [<amount_of> ]excess damage <verb>[ to <to>] <time>"


@node()
class ThatExcess(Phrase):
    """"that excess damage", "that amount of excess damage", "the excess": the excess damage
    named before, or of the damage event that triggered the ability (CR 120.10)."""


@node()
class ThatDamage(Node):
    """"that damage" as an amount: the damage of the event that triggered the ability (CR 120.3)."""

    template = "that damage"


@node()
class TheDamageDealt(Phrase):
    """"the damage dealt", "the amount of damage dealt", "the damage" as an amount, with no
    time after it: the damage of the event that triggered the ability, as "that damage"
    (CR 120.3, 603.2)."""


@node()
class ExcessDamageDealt(Node):
    """"excess damage was dealt this way", "excess damage was dealt to a permanent this way"
    (CR 120.4a, 120.10)."""

    be: str
    verb: str
    to: Node | None
    time: str
    template = "excess damage <be> <verb>[ to <to>] <time>"


@node()
class ExcessDamageRedirected(Node):
    """"Excess damage is dealt to that creature's controller instead.": the damage event of the
    instruction before changed (CR 120.4a)."""

    verb: str
    to: Node
    template = "excess damage is <verb> to <to> instead."


@node()
class SpentOn(Node):
    """"on a creature spell": what mana was spent on (CR 106.6)."""

    what: Node
    template = "on <what>"


@node()
class ThisManaSpent(Node):
    """"that mana is spent on a creature spell", "this mana is spent to cast a Goblin spell": the
    mana an ability produced, spent on something (CR 106.6)."""

    mana: str
    be: str
    verb: str
    purpose: Node
    template = "<mana> <be> <verb> <purpose>"


@node()
class ThisManaSpentEvent(Node):
    """"When that mana is spent to cast an instant or sorcery spell, ...": a delayed trigger on
    the spending of the mana an ability produced (CR 106.6, 603.7)."""

    mana: str
    be: str
    verb: str
    purpose: Node
    template = "<mana> <be> <verb> <purpose>"


@node()
class SpendsThisManaEvent(Node):
    """"you spend this mana to cast your commander" (CR 106.6, 603.7)."""

    mana: str
    purpose: Node
    template = "<@spend> <mana> <purpose>"


@node()
class ThatDid(Node):
    """"that died under your control this turn", "that entered the battlefield this turn", "that
    crewed it this turn": what objects did. ``verb`` is a past tense (oraclec.morphology)."""

    verb: str
    what: Node | None = None
    under_your_control: str | None = None
    time: str | None = None
    template = "that <verb>[ <what>][ <under_your_control>][ <time>]"


@node()
class HadCountersPut(Node):
    """"that had counters put on it this way", "that had a +1/+1 counter put on them this turn"
    (after a noun): objects counters were put on (CR 122.6)."""

    have: str
    counters: Node
    on: str
    time: str
    template = "that <have> <counters> put <on> <time>"


@node()
class CountersWerePut(Node):
    """"a counter was put on ~ this turn", "a +1/+1 counter was put on a permanent under your
    control this turn": counters put on such an object (CR 122.6)."""

    counters: Node
    be: str
    on: Node
    under_your_control: str | None = None
    time: str = "this turn"
    template = "<counters> <be> put on <on>[ <under_your_control>] <time>"


@node()
class ControlledContinuously(Node):
    """"the active player has controlled continuously since the beginning of the turn" (after a
    noun): control without a break since the turn began (CR 302.6)."""

    controller: Node
    have: str
    verb: str
    since: str
    template = "<controller> <have> <verb> <since>"


@node()
class FormerlyControlledBy(Node):
    """"you controlled" (after "a permanent"): control before the object left (CR 608.2h)."""

    controller: Node
    verb: str
    template = "<controller> <verb>"


@node()
class ThatWerent(Node):
    """"that weren't cast this way", "that weren't put onto the battlefield": objects an earlier
    instruction offered that were not acted on. ``verb`` is a past participle."""

    that_werent: str
    verb: str
    to: MoveDestination | None = None
    time: str | None = None
    template = "<that_werent> <verb>[ <to>][ <time>]"


@node()
class WasMoved(Node):
    """"a creature card was put into your graveyard from anywhere this turn" (CR 400.7)."""

    subject: Node
    be: str
    verb: str
    to: MoveDestination | None = None  #: None: where the instruction before it put it ("this way")
    origin: Node | None = None
    time: str = "this turn"
    template = "<subject> <be> <verb>[ <to>][ <origin>] <time>"


@node()
class IsStatus(Node):
    """"is goaded" (CR 701.15b): the status a keyword action gives, held as long as the ability
    that says it applies. ``status`` is a past participle (oraclec.morphology)."""

    be: str
    status: str
    template = "<be> <status>"
    #: a status an object holds: a clause of it without a subject shares the subject before it
    #: ("gets +3/+3, must be blocked if able, and is goaded", ClauseChain.subject_of)
    by_objects = True


@node()
class NoLonger(Node):
    """"are no longer snow" (CR 205.4, 613.1d), "are no longer suspected" (CR 701.60a), "is no
    longer goaded" (701.15b), "become no longer suspected": a supertype, card type or designation
    the subject stops having. ``what`` is a designation word or a descriptor."""

    be: str
    what: Node | str
    template = "<be> <what>"


@node()
class NoLongerIt(Node):
    """"it's no longer suspected", "they're no longer suspected": the same, said of the object(s)
    named before."""

    subject: str
    what: Node | str
    template = "<subject> <what>"


@node()
class IsDoneEvent(Node):
    """"one or more nonland cards are milled": objects an action was done to, as an event (CR
    701.17 for mill). ``verb`` is a past participle (oraclec.morphology)."""

    be: str
    verb: str
    time: str | None = None
    template = "<be> <verb>[ <time>]"
# -- Alchemy (digital-only): intensity ---------------------------------------------------------------
@node()
class Intensify(Node):
    """"~ intensifies by 1", "cards you own named ~ intensify by 1", "it intensifies" (by one):
    the card's intensity goes up for the rest of the game (Alchemy, digital-only)."""

    amount: Node | None = None
    template = "<@intensify>[ by <amount>]"


@node()
class SpeedOf(Node):
    """"your speed" (CR 702.179f): a player's speed, 0 for a player who has none."""

    owner: Node
    template = "<owner> speed"


@node()
class IntensityOf(Node):
    """"~'s intensity", "this spell's intensity": the intensity a card has now (Alchemy; it
    starts at the card's "Starting intensity N")."""

    owner: Node
    template = "<owner> intensity"


@node()
class IntensityIs(Node):
    """"~'s intensity is 4", "this card's intensity is 3 or more" (Alchemy)."""

    owner: Node
    verb: str
    comparison: Node
    template = "<owner> intensity <verb> <comparison>"


@node()
class Draft(Node):
    """"draft a card from ~'s spellbook" (Alchemy: look at three cards of the spellbook at random
    and put one into your hand), or a Conspiracy Draft's "draft a creature card" (CR 905.1a: take
    a card from a booster pack, before the game)."""

    what: Node
    template = "<@draft> <what>"


# -- Conspiracy Draft (CR 905) -------------------------------------------------------------------------
@node()
class DraftFace(Node):
    """"Draft this card face up." (CR 905.2c)."""

    what: Node
    side: str
    template = "<@draft> <what> <side>"


@node()
class TurnFace(Node):
    """"turn this card face down": a card drafted face up turned over (CR 905.2c)."""

    what: Node
    side: str
    template = "<@turn> <what> <side>"


@node()
class AsDrafted(Node):
    """"as you draft it", "as you draft a creature card": while a card is drafted (CR 905.2)."""

    who: Node
    verb: str
    what: Node
    template = "as <who> <verb> <what>"


@node()
class RevealAsDrafted(Node):
    """"Reveal this card as you draft it" (CR 905.2b)."""

    what: Node
    when: AsDrafted
    template = "<@reveal> <what> <when>"


@node()
class AsDraftedSentence(Node):
    """"As you draft a card, you may reveal it, note its name, then turn this card face down."
    (CR 905.2): instructions followed during the draft."""

    when: AsDrafted
    chain: Node
    template = "<^when>, <chain>."


@node()
class NotedInformation(Phrase):
    """"its name", "how many cards you've drafted this draft round, including this card": what
    a player notes (CR 905.2b)."""


@node()
class Note(Node):
    """"note its name": information written down for later (CR 905.2b)."""

    what: NotedInformation
    template = "<@note> <what>"


@node()
class NotedNumber(Node):
    """"the highest number you noted for cards named ~" (CR 905.2b)."""

    superlative: str
    noter: Node
    noted: str
    of: Node
    template = "the <superlative> number <noter> <noted> for <of>"


@node()
class NotedFor(Node):
    """"you noted for cards named ~": what a player noted for some cards (CR 905.2b)."""

    noter: Node
    noted: str
    of: Node
    template = "<noter> <noted> for <of>"


@node()
class NotedName(Node):
    """"with a name you noted for cards named ~" (CR 905.2b)."""

    noted: NotedFor
    template = "a name <noted>"


@node()
class OfNotedType(Node):
    """"of a type you noted for cards named ~" (CR 905.2b)."""

    noted: NotedFor
    template = "of a type <noted>"


@node()
class TwiceTail(Node):
    """"investigate twice", "copy it twice": the clause's instructions, done two times in a row."""

    template = "twice"


@node()
class TheSameWayTail(Node):
    """"Players discard cards and sacrifice creatures the same way.": the procedure of the
    instructions before done again, with the objects this clause names instead."""

    words: str
    template = "<words>"


@node()
class TimesTail(Node):
    """"populate X times", "investigate three times": the clause's instructions, done that many
    times in a row."""

    count: Node
    template = "<count> times"


@node()
class OnceMoreTail(Node):
    """"then it explores again", "investigate an additional time": the clause's instructions, done
    once more after the same instructions just before them."""

    word: str
    template = "<word>"


@node()
class Unspecialize(Node):
    """"it unspecializes" (Alchemy, digital-only): a specialized card becomes again the card it
    specialized from."""

    template = "<@unspecialize>"


# -- counters of several kinds, and a choice among counters (CR 122.1, 608.2d) ---------------------
@node()
class SeveralCounters(Phrase):
    """"two +1/+1 counters and a trample counter": counters of several kinds put at once."""

    @property
    def counts(self) -> tuple[CounterCount, ...]:
        return tuple(w for w in self.words if isinstance(w, CounterCount))


@node()
class CounterChoice(Phrase):
    """"your choice of a flying counter or a first strike counter", "your choice of a +1/+1,
    first strike, or vigilance counter": one of the counters, chosen by the player (CR 608.2d)."""

    @property
    def counts(self) -> tuple[CounterCount, ...]:
        return tuple(w for w in self.words if isinstance(w, CounterCount))

    @property
    def kinds(self) -> tuple[CounterKind, ...]:
        """The kinds of the shared-noun form ("a +1/+1, first strike, or vigilance counter")."""
        return tuple(w for w in self.words if isinstance(w, CounterKind))


@node()
class CounterFromAmong(Phrase):
    """"a counter from among flying, first strike, lifelink, or vigilance", "your choice of a
    counter from among ...": counters of one of the kinds named, chosen by the player (CR
    122.1b, 608.2d)."""

    @property
    def kinds(self) -> tuple[CounterKind, ...]:
        return tuple(w for w in self.words if isinstance(w, CounterKind))

    @property
    def amount(self) -> Any:
        """The article or number before "counter(s)"."""
        words = list(self.words)
        return words[3] if [str(w).lower() for w in words[:3]] == ["your", "choice", "of"] else words[0]


@node()
class CountersOn(Node):
    """"a +1/+1 counter on it": counters and the object they are put on, one of several a
    single "put" names."""

    counters: Node
    on: Node
    template = "<counters> on <on>"


@node()
class PutCountersEach(Node):
    """"put a +1/+1 counter on that creature and a +1/+1 counter on this creature": counters put
    on each object in turn (CR 122.1)."""

    placements: tuple[CountersOn, ...]
    template = "<@put> <placements|and>"


@node()
class EscapesWith(Node):
    """"This creature escapes with two +1/+1 counters on it." (CR 702.138c): if it escaped, it
    enters with those counters."""

    counters: Node
    pronoun: str
    template = "escapes with <counters> on <pronoun>"


# -- counters a player has (CR 122.1) and energy (CR 107.14) -----------------------------------------
@node()
class CountCountersHeld(Node):
    """"the number of experience counters you have" (CR 122.1): a player's counters of a kind."""

    kind: CounterKind | None
    word: str
    player: Node
    template = "the number of [<kind> ]<word> <player> <@have>"
    verb_subject = "player"

    @property
    def counter(self) -> str | None:
        return self.kind.name if self.kind is not None else None


@node()
class EnergyHeld(Node):
    """"the amount of {E} you have" (CR 107.14): the energy counters a player has."""

    symbol: str
    player: Node
    template = "the amount of <symbol> <player> <@have>"
    verb_subject = "player"


@node()
class GetEnergyEqual(Node):
    """"you get an amount of {E} equal to its power" (CR 107.14)."""

    symbol: str
    amount: Node
    template = "<@get> an amount of <symbol> <amount>"


@node()
class GetEnergyNumber(Node):
    """"you get X {E}" (CR 107.14)."""

    amount: Node
    symbol: str
    template = "<@get> <amount> <symbol>"


@node()
class PayEnergyNumber(Node):
    """"you may pay eight {E}" (CR 107.14)."""

    amount: Node
    symbol: str
    template = "<@pay> <amount> <symbol>"


@node()
class PayEnergyEqual(Node):
    """"you may pay an amount of {E} equal to that card's mana value" (CR 107.14)."""

    symbol: str
    amount: Node
    template = "<@pay> an amount of <symbol> <amount>"


# -- each kind of counter (CR 122.1, 701.10e) ----------------------------------------------------------
@node()
class EachKindOn(Node):
    """"each kind of counter on target permanent"."""

    word: str
    on: Node
    template = "each kind of <word> on <on>"


@node()
class EachKindHeld(Node):
    """"each kind of counter you have": the counters of a player (CR 122.1)."""

    word: str
    player: Node
    template = "each kind of <word> <player> <@have>"
    verb_subject = "player"


@node()
class DoubleEachKind(Node):
    """"double the number of each kind of counter on target permanent" (CR 701.10e)."""

    counters: Node
    template = "<@double> the number of <counters>"


@node()
class ForEachCounterKindSentence(Node):
    """"For each kind of counter on target permanent, put another counter of that kind on it.":
    the instruction, once for each kind of counter on the object or player."""

    word: str
    on: Node
    chain: Node
    template = "for each kind of <word> on <on>, <chain>."


@node()
class GiveCounterOfThatKind(Node):
    """"give that permanent or player another counter of that kind"."""

    to: Node
    counter: str
    template = "<@give> <to> <counter> of that kind"


@node()
class PutCounterOfThatKind(Node):
    """"put another counter of that kind on it"."""

    counter: str
    on: Node
    template = "<@put> <counter> of that kind on <on>"


@node()
class PutOrRemoveCounterOfThatKind(Node):
    """"put another counter of that kind on it or remove one from it"."""

    counter: str
    on: Node
    source: Node
    template = "<@put> <counter> of that kind on <on> or <@remove> one from <source>"


@node()
class ForEachCounterKind(Node):
    """"for each kind of counter on it", "for each kind of counter among permanents you
    control": the clause's amount multiplied by the kinds of counters there (CR 122.1)."""

    word: str
    preposition: str
    among: Node
    template = "for each kind of <word> <preposition> <among>"


@node()
class CountCounterKinds(Node):
    """"the number of different kinds of counters among permanents you control" (CR 122.1)."""

    word: str
    among: Node
    template = "the number of different kinds of <word> among <among>"


@node()
class CountCountersAmong(Node):
    """"the number of counters among creatures you control", "the number of +1/+1 counters among
    them": the counters on all of those objects together (CR 122.1)."""

    kind: Node | None
    word: str
    among_word: str
    among: Node
    template = "the number of [<kind> ]<word> <among_word> <among>"


@node()
class PayOneOrMore(Node):
    """"you may pay one or more {E}": an amount the player chooses, at least one (CR 107.1c)."""

    symbol: str
    template = "<@pay> one or more <symbol>"


@node()
class ThereAreCounterKinds(Node):
    """"there are three or more different kinds of counters among creatures you control"."""

    verb: str
    amount: Node
    word: str
    among: Node
    template = "there <verb> <amount> different kinds of <word> among <among>"


@node()
class GetsEnergyEvent(Node):
    """"Whenever you get one or more {E}" (CR 107.14): energy counters put on the player."""

    symbol: str
    template = "<@get> one or more <symbol>"


@node()
class AddToRoll(Node):
    """"and add the number of cards in your hand" to the die just rolled (CR 706.2)."""

    amount: Node
    template = "<@add> <amount>"


@node()
class MayActivate(Node):
    """"You may activate the loyalty abilities of ~ twice each turn rather than only once.", "You
    may activate abilities of creatures you control as though those creatures had haste." (CR
    602.5, 606.3, 302.6)."""

    subject: Node
    may: str
    what: Node
    tails: Node | None = None
    template = "<subject> <may> activate <what>[ <tails>]"


@node()
class TwiceRatherThanOnce(Node):
    """"twice each turn rather than only once" (CR 606.3): how often abilities may be activated."""

    words: str
    template = "<words>"


@node()
class RepeatCount(Phrase):
    """"any number of times", "once", "two more times", "X more times", "as many times as they
    choose": how many more times "repeat this process" does the process (CR 608.2c)."""


@node()
class RepeatProcess(Node):
    """"repeat this process [any number of times | once | N more times]" (CR 608.2c): the
    instructions before it, done again."""

    count: RepeatCount | None = None
    template = "<@repeat> this process[ <count>]"


@node()
class LoseUnspentMana(Node):
    """"that player loses all unspent mana": the player's mana pool empties (CR 106.4, 500.4)."""

    template = "<@lose> all unspent mana"


@node()
class BlocksCreature(Node):
    """"then it blocks an attacking creature of your choice": an effect makes a creature block
    after blockers were declared (CR 509.1, 506.4)."""

    what: Node
    template = "blocks <what>"


@node()
class BlockCreature(BlocksCreature):
    """The plural verb: "You may have it block an attacking creature of your choice."."""

    template = "block <what>"


@node()
class LockOrUnlock(Node):
    """"lock or unlock a door of target Room you control" (CR 709.5)."""

    what: Node
    template = "<@lock> or unlock <what>"
