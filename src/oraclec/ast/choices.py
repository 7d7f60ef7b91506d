"""Choices made as a permanent enters and what refers to them (CR 614.12, 607.2), choices of
qualities ("choose a color"), "for each" sentences, characteristic-defining abilities (CR 604.3)
and base power and toughness (CR 613.4b)."""

from __future__ import annotations

from .base import Node, Phrase, node


# -- "As this creature enters, ..." ----------------------------------------------------------------
@node()
class AsEntersSentence(Node):
    """"As this creature enters, choose a color.": instructions carried out as the permanent
    enters the battlefield, a replacement effect (CR 614.12)."""

    what: Node
    verb: str
    chain: Node
    template = "as <what> <verb>, <chain>."

    @property
    def outdated(self) -> bool:
        """The old wording "enters the battlefield" (same meaning)."""
        return self.verb.lower() != "enters"


@node()
class AsTurnedFaceUpSentence(Node):
    """"As this creature is turned face up, put four +1/+1 counters on it." and "As this creature
    enters or is turned face up, ...": instructions carried out as the face-down permanent is
    turned face up (a replacement effect, CR 614.1e), and also as it enters when ``enters`` is
    written (CR 208.2b)."""

    what: Node
    enters: str | None
    chain: Node
    template = "as <what>[ <enters> or] is turned face up, <chain>."


@node()
class AsTransformsSentence(Node):
    """"As this creature transforms into ~, choose an opponent.": instructions applied while the
    permanent transforms into the face that has this ability, not afterward (CR 712.20)."""

    what: Node
    into: Node
    chain: Node
    template = "as <what> transforms into <into>, <chain>."


# -- choosing a quality ------------------------------------------------------------------------------
@node()
class QualityLimit(Phrase):
    """"other than Wall", "between 0 and 7", "from 3 to 7": what the choice may not be, or the
    range of a chosen number."""

    @property
    def excluded(self) -> str | None:
        """The excluded value of "other than X" (as written), else None."""
        words = self.lower_words()
        return str(self.words[-1]) if words[:2] == ("other", "than") else None

    @property
    def bounds(self) -> tuple[Node | str, Node | str] | None:
        """(low, high) of "between N and M" / "from N to M", else None."""
        words = self.lower_words()
        if words and words[0] in ("between", "from"):
            return self.words[1], self.words[3]
        return None


@node()
class QualityChoice(Node):
    """"a color", "a creature type other than Wall", "a number between 0 and 7", "two colors"."""

    count: str
    noun: str
    limit: QualityLimit | None = None
    at_random: str | None = None
    template = "<count> <noun>[ <limit>][ <at_random>]"

    @property
    def quality(self) -> str:
        """The quality chosen, singular and lower case: "color", "creature type", "card name",
        "nonland card name", "number", "color word"."""
        noun = " ".join(self.noun.lower().split())
        if noun.endswith("s") and not noun.endswith("ss"):
            noun = noun[:-1]
        return noun

    @property
    def amount(self) -> int | None:
        """How many are chosen: 1 for "a"/"an", 2 for "two"; None for "any"."""
        return {"a": 1, "an": 1, "two": 2, "three": 3}.get(self.count.lower())


@node()
class PlayerQualityChoice(Node):
    """"an opponent" chosen with qualities: "choose a color and an opponent" (CR 607.2)."""

    count: str
    noun: str
    template = "<count> <noun>"
    limit = None
    at_random = None

    @property
    def quality(self) -> str:
        """"player" or "opponent"."""
        return self.noun.lower()

    @property
    def amount(self) -> int | None:
        return {"a": 1, "an": 1}.get(self.count.lower())


@node()
class QualityChoices(Phrase):
    """One or more choices joined by "and": "a color and a creature type"."""

    @property
    def choices(self) -> tuple[QualityChoice | PlayerQualityChoice, ...]:
        return tuple(w for w in self.words if isinstance(w, (QualityChoice, PlayerQualityChoice)))


@node()
class ChooseQuality(Node):
    """"choose a color", "chooses a card name" (CR 607.2: later text refers to the chosen value)."""

    choices: QualityChoices
    template = "<@choose> <choices>"


# -- "For each ..." sentences ------------------------------------------------------------------------
@node()
class ForEachSentence(Node):
    """"For each opponent, ...", "For each of them, ...": the instructions once for each."""

    each: Node
    chain: Node
    template = "for <each>, <chain>."


@node()
class ForEachQualitySentence(Node):
    """"For each color, ...", "For each card type, ...": once for each value of a quality."""

    quality: str
    chain: Node
    template = "for each <quality>, <chain>."


@node()
class ForEachChain(Node):
    """"for each opponent who has less life than you, create ...": the instructions once for each,
    after a word or clause that leads the sentence ("Then", "If you do,", "Until end of turn,")."""

    each: Node
    chain: Node
    template = "for <each>, <chain>"


@node()
class ForEachQualityChain(Node):
    """"for each nonland card type, you may cast ...": once for each value of a quality, after a
    word or clause that leads the sentence."""

    quality: str
    chain: Node
    template = "for each <quality>, <chain>"


# -- references to what was chosen ----------------------------------------------------------------
@node()
class WithChosen(Node):
    """"with the chosen name": objects with the value chosen earlier (CR 607.2)."""

    kind: str
    template = "the chosen <kind>"


# -- characteristic-defining abilities (CR 604.3) -------------------------------------------------
@node()
class DefinedPt(Node):
    """"~'s power and toughness are each equal to X" (CR 604.3, 208.2a)."""

    owner: Node
    amount: Node
    template = "<owner> power and toughness are each equal to <amount>"
    clause_like = True


@node()
class DefinedPowerAndToughness(Node):
    """"~'s power is equal to X and its toughness is equal to Y" (CR 604.3)."""

    owner: Node
    power: Node
    toughness_owner: Node
    toughness: Node
    template = "<owner> power is equal to <power> and <toughness_owner> toughness is equal to <toughness>"
    clause_like = True


@node()
class DefinedPower(Node):
    """"~'s power is equal to X" (CR 604.3)."""

    owner: Node
    amount: Node
    template = "<owner> power is equal to <amount>"
    clause_like = True


@node()
class DefinedToughness(Node):
    """"~'s toughness is equal to X" (CR 604.3)."""

    owner: Node
    amount: Node
    template = "<owner> toughness is equal to <amount>"
    clause_like = True


# -- base power and toughness (CR 613.4b) -----------------------------------------------------------
@node()
class HaveBasePt(Node):
    """"has base power and toughness 0/2" (layer 7b)."""

    pt: str
    template = "<@have> base power and toughness <pt>"
    by_objects = True


@node()
class WithBasePt(Node):
    """"a Frog creature with base power and toughness 1/1"."""

    pt: str
    template = "base power and toughness <pt>"


@node()
class WithBasePtAndKeywords(Phrase):
    """"a Kithkin Avatar with base power and toughness 8/8, flying, and first strike": the base
    power and toughness and abilities the permanent becomes with (CR 613.4b, 613.1f)."""

    @property
    def pt(self) -> str:
        return str(self.words[4])

    @property
    def keywords(self) -> Node:
        return self.words[-1]  # type: ignore[no-any-return]


@node()
class HaveBasePtAndKeywords(Node):
    """"has base power and toughness 5/5 and vigilance" (CR 613.4b, 613.1f)."""

    stats: WithBasePtAndKeywords
    template = "<@have> <stats>"
    by_objects = True


@node()
class BaseStats(Phrase):
    """"base power and toughness", "base power and base toughness" (CR 613.4b)."""


@node()
class BaseStat(Phrase):
    """"base power" or "base toughness" (CR 613.4b)."""

    @property
    def stat(self) -> str:
        return str(self.words[-1]).lower()


@node()
class BaseStatEither(Phrase):
    """"base power or toughness" (CR 613.4b): either of the two numbers."""


@node()
class HaveBaseStat(Node):
    """"has base power 0" (layer 7b, CR 613.4b): one of the two set."""

    stat: BaseStat
    amount: Node | str
    template = "<@have> <stat> <amount>"
    by_objects = True


@node()
class HaveBasePtEachEqual(Node):
    """"has base power and toughness each equal to the number of creatures you control" (layer
    7b, CR 613.4b)."""

    stats: BaseStats
    quantity: Node
    template = "<@have> <stats> each equal to <quantity>"
    by_objects = True


@node()
class WithBasePtEachEqual(Node):
    """"a Fungus Dinosaur creature token with base power and toughness each equal to the total power
    of those creatures" (CR 613.4b)."""

    stats: BaseStats
    quantity: Node
    template = "<stats> each equal to <quantity>"


@node()
class BaseStatsOf(Node):
    """"the base power and toughness of another target creature you control"."""

    stats: Node
    what: Node
    template = "the <stats> of <what>"


@node()
class PossessorBaseStats(Node):
    """"that creature's base power and toughness", "this creature's base power"."""

    owner: Node
    stats: Node
    template = "<owner> <stats>"


@node()
class HaveBaseBecome(Node):
    """"you may have the base power and toughness of target creature become 4/4" (CR 613.4b)."""

    what: Node
    verb: str
    value: Node | str
    template = "<@have> <what> <verb> <value>"


@node()
class ChangeBase(Node):
    """"change this creature's base power and toughness to that creature's power and toughness"
    (CR 613.4b)."""

    what: Node
    value: Node | str
    template = "<@change> <what> to <value>"


@node()
class BaseBecomes(Node):
    """"this creature's base power becomes equal to the number of Towns you control" (CR
    613.4b); "target creature's base power perpetually becomes 0" (Alchemy, digital-only)."""

    what: Node
    perpetually: str | None
    verb: str
    value: Node | str
    tails: tuple[Node, ...] | None = None
    template = "<what>[ <perpetually>] <verb> <value>[ <tails| >]"
    clause_like = True


@node()
class EqualToPtOf(Node):
    """"equal to ~'s power and toughness": the power one, the toughness the other."""

    owner: Node
    template = "equal to <owner> power and toughness"


@node()
class PtOf(Node):
    """"that creature's power and toughness"."""

    owner: Node
    template = "<owner> power and toughness"


@node()
class PtOfNp(Node):
    """"the power and toughness of target creature other than ~"."""

    what: Node
    template = "the power and toughness of <what>"


@node()
class ThatNumber(Node):
    """"that number": the number chosen or noted just before."""

    template = "that number"


@node()
class ChosenNumber(Node):
    """"the chosen number", "the last chosen number" (CR 607.2)."""

    last: str | None = None
    template = "the [<last> ]chosen number"


@node()
class OfThatKind(Node):
    """"of that color", "of that type": of the value named just before ("For each color, ...")."""

    kind: str
    template = "of that <kind>"


@node()
class ForEachDifferentAmong(Node):
    """"for each different mana value among nonland cards in your graveyard", "for each different
    power among creatures you control": a count of the distinct values of a number."""

    quality: str
    among: Node
    template = "for each different <quality> among <among>"

    @property
    def characteristic(self) -> str:
        """The characteristic counted, as fx.CountDistinct names it: "mana_values", "powers"."""
        return "_".join(self.quality.lower().split()) + "s"


@node()
class ForEachQualityAmong(Node):
    """"for each basic land type among lands you control" (a count of distinct values, domain)."""

    quality: str
    among: Node
    template = "for each <quality> among <among>"

    @property
    def characteristic(self) -> str:
        """The characteristic counted, as fx.CountDistinct names it: "basic_land_types",
        "colors", "card_types", "creature_types"."""
        words = " ".join(self.quality.lower().split())
        singular = words[:-1] if words.endswith("s") else words
        return singular.replace(" ", "_") + "s"


@node()
class NotDoneThisWay(Node):
    """"not cast this way": excluding the objects an earlier instruction acted on."""

    participle: str
    template = "not <participle> this way"


# -- players described by a relative clause: "each opponent who ..." ------------------------------
@node()
class WhoQualifier(Node):
    """"who has less life than you", "who can't": what is true of each player described. Its
    ``clause`` is a condition without its subject (``condition_class`` names the condition
    node it reads as, with the player as the subject)."""

    clause: Node
    template = "who <clause>"


@node()
class WhoCant(Node):
    """"who can't" (the previous instruction, CR 608.2c)."""

    verb: str
    template = "<verb>"
    condition_class = "Cannot"


@node()
class WhoDoes(Node):
    """"who does" (did the optional thing the previous instruction offered)."""

    verb: str
    template = "<verb>"
    condition_class = "Does"


@node()
class WhoHasMore(Node):
    """"who has less life than you", "who has more cards in hand than you"."""

    verb: str
    comparison: str
    what: Node
    than: Node
    do: str | None = None
    template = "<verb> <comparison> <what> than <than>[ <do>]"
    condition_class = "HasMore"


@node()
class WhoHas(Node):
    """"who has one or fewer cards in hand"."""

    verb: str
    what: Node
    template = "<verb> <what>"
    condition_class = "Has"


@node()
class WhoHasCounters(Node):
    """"who has three or more poison counters" (CR 122.1f)."""

    verb: str
    counters: Node
    template = "<verb> <counters>"
    condition_class = "HasCountersCondition"


@node()
class WhoControls(Node):
    """"who controls a white creature"."""

    verb: str
    what: Node
    template = "<verb> <what>"
    condition_class = "Controls"


@node()
class WhoControlsNone(Node):
    """"who doesn't control an Elf": controls none of them (CR 108.4)."""

    verb: str
    what: Node
    template = "<verb> control <what>"
    condition_class = "ControlsNone"


@node()
class WhoDoesnt(Node):
    """"who doesn't" (didn't do the optional thing the previous instruction offered, CR 608.2c)."""

    verb: str
    template = "<verb>"


@node()
class WhoAsActivated(Node):
    """"who has more life than you do as you activate this ability": a comparison made as the
    ability is activated (CR 602.2b, 601.2c), not again as it resolves."""

    clause: Node
    when: str
    template = "<clause> <when>"


@node()
class WhoControlsMore(Node):
    """"who controls fewer creatures than you"."""

    verb: str
    comparison: str
    what: Node
    than: Node
    do: str | None = None
    template = "<verb> <comparison> <what> than <than>[ <do>]"
    condition_class = "ControlsMore"


@node()
class WhoControlsMost(Node):
    """"who controls the most lands", "who controls the fewest creatures"."""

    verb: str
    most: str
    what: Node
    template = "<verb> <most> <what>"
    condition_class = "ControlsMost"

    @property
    def is_most(self) -> bool:
        return self.most.lower().endswith("most")


@node()
class WhoControlsMostOfThose(Node):
    """"who controls the fewest" with the noun left out: the most (fewest) of what was counted
    just before ("the number of lands controlled by the player who controls the fewest")."""

    verb: str
    most: str
    template = "<verb> <most>"


@node()
class WhoHappened(Node):
    """"who lost life this turn", "who discarded a card this way"."""

    event: Node
    time: str | None = None
    template = "<event>[ <time>]"
    condition_class = "Happened"


@node()
class WhoDidnt(Node):
    """"who didn't discard a nonland card this way"."""

    verb: str
    predicate: Node
    time: str | Node
    template = "<verb> <predicate> <time>"
    condition_class = "PredicateNotCondition"


@node()
class WhoWasDealtDamage(Node):
    """"who was dealt damage this turn", "who was dealt combat damage by ~ this turn" (CR 120.2)."""

    verb: str
    words: str
    source: Node | None = None
    time: str | None = None
    template = "<verb> <words>[ by <source>][ <time>]"
    condition_class = "WasDealtDamage"


@node()
class ForEachOfColors(Node):
    """"for each of its colors": the number of colors of an object (CR 105.2)."""

    owner: Node
    template = "for each of <owner> colors"


@node()
class ForEachColorOf(Node):
    """"for each color of the creature it targets": the number of colors of one object (CR
    105.2)."""

    what: Node
    template = "for each color of <what>"


@node()
class WithThatName(Node):
    """"cards with that name": the name chosen or named earlier (CR 201.3, 607.2)."""

    template = "that name"


@node()
class BecomeQualityOfChoice(Node):
    """"becomes the color of your choice", "becomes the creature type of your choice in addition
    to its other types" (chosen as the effect begins, CR 608.2d)."""

    quality: str
    in_addition: str | None = None
    template = "<@become> the <quality> of your choice[ <in_addition>]"

    @property
    def kind(self) -> str:
        """"color", "creature type", "basic land type"."""
        return " ".join(self.quality.lower().split())


@node()
class BecomeThatType(Node):
    """"Choose a basic land type. Each land you control becomes that type.": the type chosen
    just before (CR 608.2d)."""

    in_addition: str | None = None
    template = "<@become> that type[ <in_addition>]"


@node()
class OfQualityOfChoice(Node):
    """"creatures of the creature type of your choice" (chosen as the effect begins, CR 608.2d)."""

    quality: str
    template = "of the <quality> of your choice"

    @property
    def kind(self) -> str:
        return " ".join(self.quality.lower().split())


# -- options named by words (CR 701.38b) ---------------------------------------------------------
@node()
class NamedOptions(Node):
    """"left or right", "grace or condemnation", "Khans or Dragons", "Redhorn Pass or Mines of
    Moria": options named by words with no rules meaning."""

    words: tuple[str, ...]
    template = "<words|or>"

    @property
    def options(self) -> tuple[str, ...]:
        """The options as written, in order."""
        return tuple(" ".join(str(w).split()) for w in self.words)


@node()
class ChooseNamed(Node):
    """"choose odd or even", "choose Khans or Dragons": one of the options (CR 607.2: later text
    refers to the option chosen)."""

    options: NamedOptions
    template = "<@choose> <options>"


@node()
class OptionAbility(Node):
    """"• Khans — [ability]": an ability of the permanent while that option is the one chosen."""

    label: str
    ability: Node
    template = "• <label> — <^ability>"


@node()
class OptionAbilities(Node):
    """"As this enchantment enters, choose Khans or Dragons." and a line for each option."""

    sentence: Node
    options: tuple[OptionAbility, ...]
    template = "<^sentence>\n<options|\n>"


@node()
class OptionNp(Node):
    """"each friend", "each foe" (the players an option was chosen for), "each time vote" (the
    votes cast for an option, CR 701.38)."""

    word: str
    vote: str | None = None
    template = "each <word>[ <vote>]"
    is_third_singular = True


@node()
class ForEachOptionVote(Node):
    """"for each strength vote": once per vote cast for an option (CR 701.38)."""

    word: str
    vote: str
    template = "for each <word> <vote>"


@node()
class NumberOfOptionVotes(Node):
    """"the number of profit votes" (CR 701.38)."""

    word: str
    noun: str
    template = "the number of <word> <noun>"


@node()
class WithChosenParity(Node):
    """"with mana value of the chosen quality", "with power of that quality": odd or even, as
    chosen before (CR 607.2)."""

    stat: str
    which: str
    template = "<stat> of <which>"


# -- votes (CR 701.38) -------------------------------------------------------------------------------
@node()
class StartingWithSentence(Node):
    """"Starting with you, each player votes for ...": in turn order from that player (CR
    701.38a)."""

    who: Node
    proceeding: str | None
    chain: Node
    template = "starting with <who>[ <proceeding>], <chain>."


@node()
class OptionGetsMoreVotes(Node):
    """"grace gets more votes" (CR 701.38)."""

    word: str
    template = "<word> gets more votes"


@node()
class VoteTied(Node):
    """"the vote is tied" (CR 701.38)."""

    template = "the vote is tied"


@node()
class WithMostVotes(Node):
    """"with the most votes or tied for most votes" (CR 701.38)."""

    tied: str | None = None
    template = "with the most votes[ <tied>]"


@node()
class Voter(Node):
    """"the voter": the player who cast the vote at hand (CR 701.38)."""

    template = "the voter"


@node()
class WhileVotingSentence(Node):
    """"While voting, you may vote an additional time." (CR 701.38d)."""

    chain: Node
    template = "while voting, <chain>."


@node()
class VoteAdditionalTime(Node):
    """"vote an additional time" (CR 701.38d)."""

    template = "<@vote> an additional time"


@node()
class GetAdditionalVote(Node):
    """"get an additional vote" (CR 701.38d)."""

    template = "<@get> an additional vote"


@node()
class FinishVotingEvent(Node):
    """"players finish voting" (CR 701.38)."""

    template = "players finish voting"


@node()
class WhoVotedLikeYou(Node):
    """"who voted for a choice you voted for", "... you didn't vote for" (CR 701.38)."""

    words: str
    template = "<words>"


@node()
class Secretly(Node):
    """"secretly chooses ...", "secretly votes for ...": a choice the other players learn only
    when it is revealed."""

    predicate: Node
    template = "secretly <predicate>"


@node()
class ChoicesRevealed(Node):
    """"those votes are revealed", "the choices are revealed"."""

    which: str
    template = "<which> are revealed"
    clause_like = True
