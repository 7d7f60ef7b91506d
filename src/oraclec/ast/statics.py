"""Static abilities (CR 604) and the wordings they share with effects: granted abilities,
conditions, cost changes, replacement and prevention effects, permissions, rules changes."""

from __future__ import annotations

from typing import Any, ClassVar

from .base import Node, Phrase, node, surface


# -- granted abilities -----------------------------------------------------------------------
@node()
class QuotedAbility(Node):
    """A whole ability in quotes, granted to an object: 'have "{T}: Add {G}."' (CR 113.1b)."""

    ability: Node
    template = '"<^ability>"'


@node()
class NestedQuotedAbility(QuotedAbility):
    """A quoted ability inside another one, in single quotes: 'have "Islands you control have
    '{T}: Draw a card.'"' (CR 113.1b)."""

    template = "'<^ability>'"


# -- conditions ------------------------------------------------------------------------------
@node()
class AsLongAsTail(Node):
    """"... as long as you control a Swamp": the effect applies only while the condition holds
    (CR 611.3a)."""

    condition: Node
    template = "as long as <condition>"


# -- cost changes ------------------------------------------------------------------------------
@node()
class CostDelta(Phrase):
    """"less to cast", "more to activate"."""

    @property
    def direction(self) -> int:
        """-1 for a reduction, +1 for an increase (CR 601.2f)."""
        return -1 if self.lower_words()[0] == "less" else 1

    @property
    def action(self) -> str:
        """"cast" (spells) or "activate" (activated abilities)."""
        return self.lower_words()[2]

    @property
    def this_way(self) -> bool:
        """"less to cast this way": for one way of casting the spell only."""
        return self.lower_words()[3:] == ("this", "way")


@node()
class CostChange(Node):
    """"costs {1} less to cast": a change to the total cost of a spell or ability (CR 601.2f)."""

    amount: Node
    delta: CostDelta
    template = "<@cost> <amount> <delta>"


@node()
class AdditionalActivationCost(Node):
    """"cost an additional 1 life to activate", 'cost an additional "Sacrifice a land" to
    activate': a cost that is not mana added to the total cost of activating the abilities of the
    subject (CR 602.2b, 601.2f)."""

    cost: Node
    template = "<@cost> an additional <cost> to activate"


@node()
class LifeAmountCost(Node):
    """"1 life" as an amount of a cost (CR 119.4)."""

    amount: Any
    template = "<amount> life"


@node()
class QuotedCost(Node):
    """A cost in quotes, named as the cost it is: '"Sacrifice a land"' (CR 118)."""

    cost: Node
    template = '"<^cost>"'


@node()
class HaveAffinity(Node):
    """"Artifact creature spells you cast have affinity for artifacts.": affinity granted (CR
    702.41a)."""

    what: Node
    template = "<@have> affinity for <what>"


@node()
class ReducesOnly(Node):
    """"This effect reduces only the amount of colored mana you pay.": the cost change before it
    reduces only that mana, never the generic part (CR 118.7c does not apply)."""

    mana: str
    template = "this effect reduces only the amount of <mana> mana you pay."


@node()
class ReductionFloor(Node):
    """"This effect can't reduce the mana in that cost to less than one mana.": the cost change
    before it leaves at least that much mana to pay (CR 601.2f)."""

    cost: ReducedCost
    amount: Node
    template = "this effect can't reduce the mana in <cost> to less than <amount> mana."


@node()
class ReductionCap(Node):
    """"This effect can't reduce the amount of mana this spell costs by more than {5}.": the cost
    change before it reduces the cost by that much at most (CR 601.2f)."""

    cost: ReducedCost
    amount: Node
    template = "this effect can't reduce the amount of mana <cost> by more than <amount>."


@node()
class ReducedCost(Phrase):
    """"that cost", "that ability's activation cost", "this spell costs": the cost a limit is on."""


@node()
class KeywordCostChange(Node):
    """"Flashback costs you pay cost {2} less.": a change to the cost of a keyword ability each
    time the players said pay it (CR 601.2f, 602.2b, 702)."""

    costs: Node
    amount: Node
    delta: str
    template = "<costs> cost <amount> <delta>."


@node()
class KeywordCosts(Phrase):
    """"Flashback costs you pay", "All morph costs": the costs of a keyword ability."""


@node()
class CantChooseAsTarget(Node):
    """"You can't choose an untapped creature as this spell's target as you cast it.": which
    objects may be chosen as the spell's targets (CR 601.2c, 115.1)."""

    what: Node
    whose: Node
    template = "can't choose <what> as <whose> target as you cast it"


@node()
class AsAnAdventure(Node):
    """"you may cast it from your graveyard as an Adventure": cast with the alternative
    characteristics of its Adventure (CR 715.3a)."""

    template = "as an Adventure"


@node()
class AsYouCastThem(Node):
    """"Creature spells you cast gain offspring {2} as you cast them." (CR 601.2a)."""

    template = "as you cast them"


@node()
class ForEachTarget(Node):
    """"for each target": per target of the spell or ability (CR 115.1, 601.2c)."""

    template = "for each target"


@node()
class ForEachExtraTarget(Node):
    """"for each target beyond the first" (a cost paid per extra target, CR 601.2f)."""

    template = "for each target beyond the first"


@node()
class CastBy(Node):
    """"you cast", "your opponents cast", "you cast each turn": spells cast by a player."""

    subject: Node
    time: Node | None = None
    template = "<subject> <@cast>[ <time>]"


@node()
class CastFromAnywhereOtherThan(Node):
    """"spells you cast from anywhere other than your hand" (CR 601.2a): spells a player cast
    from any zone but that one."""

    subject: Node
    zone: Node
    template = "<subject> <@cast> from anywhere other than <zone>"


@node()
class CastNotOwned(Node):
    """"spells you cast but don't own" (CR 108.3): spells cast by a player who isn't their owner."""

    subject: Node
    negation: str = surface("don't")
    template = "<subject> <@cast> but <negation> own"


@node()
class ActivatedBy(Node):
    """"you activate": abilities activated by a player."""

    subject: Node
    time: Node | None = None
    template = "<subject> <@activate>[ <time>]"


@node()
class CastTime(Phrase):
    """"each turn", "this turn" after "spells you cast"."""


@node()
class TargetsCondition(Node):
    """"it targets a tapped creature"."""

    subject: Node
    what: Node
    template = "<subject> targets <what>"


# -- additional and alternative costs ---------------------------------------------------------
@node()
class CostChoice(Phrase):
    """One cost or a choice or combination of costs: "sacrifice a creature or pay {3}"."""

    @property
    def costs(self) -> tuple[Node, ...]:
        return tuple(w for w in self.words if isinstance(w, Node))

    @property
    def is_choice(self) -> bool:
        """True when the player pays one of the costs ("or"), False when all ("and")."""
        return "or" in self.lower_words()


@node()
class PayManaCost(Node):
    """"pay {3}" in a choice of costs."""

    cost: Node
    template = "pay <cost>"


@node()
class GerundCost(Node):
    """A cost named by its verb's gerund: "sacrificing two creatures", "paying 3 life" (rendered
    by oraclec.render from the cost's own form, its verb made a gerund by oraclec.morphology)."""

    cost: Node


@node()
class GerundCosts(Node):
    """"paying {B}{B} and sacrificing two creatures": the costs, all paid."""

    costs: tuple[Node, ...]
    template = "<costs|and>"


@node()
class CastByPaying(Node):
    """"cast this card from your graveyard by discarding a card in addition to paying its other
    costs" (CR 601.2f: an additional cost), "... by paying {U} rather than paying its mana cost"
    (CR 118.9: an alternative cost)."""

    what: Node
    costs: GerundCosts
    relation: str
    template = "<@cast> <what> by <costs> <relation>"


@node()
class AdditionalCost(Node):
    """"As an additional cost to cast this spell, sacrifice a creature." (CR 601.2b, 118.8)."""

    action: str
    what: Node
    may: str | None = None
    costs: CostChoice
    template = "as an additional cost to <action> <what>, [<may> ]<costs>."

    @property
    def optional(self) -> bool:
        return self.may is not None


@node()
class CostRef(Phrase):
    """"this spell's mana cost", "the mana cost for spells you cast"."""


@node()
class RatherThanPay(Node):
    """"... rather than pay this spell's mana cost": an alternative cost (CR 118.9)."""

    verb: str
    cost: CostRef
    template = "rather than <verb> <cost>"


@node()
class IfRatherThanSentence(Node):
    """"If you control a Forest, rather than pay this spell's mana cost, you may have an opponent
    gain 3 life.": an alternative cost (CR 118.9) said before its clause."""

    condition: Node
    rather: RatherThanPay
    chain: Node
    template = "if <condition>, <rather>, <chain>."


# -- combat restrictions and requirements --------------------------------------------------------
@node()
class CantBeBlockedExceptBy(Node):
    """"can't be blocked except by Walls" (CR 509.1b)."""

    by: Node
    template = "can't be blocked except by <by>"


@node()
class CantBeBlockedBy(Node):
    by: Node
    template = "can't be blocked by <by>"


@node()
class CantBeBlockedByMoreThan(Node):
    """"can't be blocked by more than one creature"."""

    count: Node
    template = "can't be blocked by more than <count>"


@node()
class CantBlockWhat(Node):
    what: Node
    template = "can't block <what>"


@node()
class CantAttackWhom(Node):
    whom: Node
    template = "can't attack <whom>"


@node()
class CantBlockOrBeBlockedBy(Node):
    by: Node
    template = "can't block or be blocked by <by>"


@node()
class CombatAction(Phrase):
    """"attack", "block", "attack or block"."""

    @property
    def attacks(self) -> bool:
        return "attack" in self.lower_words()

    @property
    def blocks(self) -> bool:
        return "block" in self.lower_words()


@node()
class BarredAction(Phrase):
    """"transform", "crew Vehicles": the last of a series of actions an object can't take."""

    @property
    def transforms(self) -> bool:
        return self.lower_words() == ("transform",)


@node()
class CantAttackBlockOr(Node):
    """"can't attack, block, or transform", "can't attack, block, or crew Vehicles" (CR 508.1c,
    509.1b)."""

    barred: BarredAction
    template = "can't attack, block, or <barred>"


@node()
class CanBeBlocked(Node):
    """"can be blocked", read with its "as though they didn't have islandwalk" tail (CR 609.4b)."""

    template = "can be blocked"


@node()
class CantActAlone(Node):
    """"can't attack alone", "can't attack or block alone" (CR 506.5)."""

    action: CombatAction
    template = "can't <action> alone"


@node()
class CanOnlyActAlone(Node):
    """"can only attack alone" (CR 506.5)."""

    action: CombatAction
    template = "can only <action> alone"


@node()
class MustAttackWith(Node):
    """"must attack with at least one creature each combat if able", "must attack you or a
    planeswalker you control with at least one creature each combat if able" (CR 508.1d)."""

    defender: Node | None = None
    attackers: Node
    window: str
    template = "must attack[ <defender>] with <attackers> <window> if able"


@node()
class CantDeclareWith(Node):
    """"can't block with more than one creature", "can't attack with an odd number of creatures"
    (CR 508.1c, 509.1b: a restriction on a player's declaration)."""

    action: CombatAction
    with_what: Node
    template = "can't <action> with <with_what>"


@node()
class CanAttack(Node):
    template = "can attack"


@node()
class CanAttackWhom(Node):
    """"can attack players who attacked you during their last turn" (read with its "as though"
    tail)."""

    whom: Node
    template = "can attack <whom>"


@node()
class CanBlock(Node):
    """"can block", read with its "as though" tail ("as though they were untapped")."""

    template = "can block"


@node()
class CanBlockWhat(Node):
    what: Node
    template = "can block <what>"


@node()
class CanBlockOnly(Node):
    what: Node
    template = "can block only <what>"


@node()
class ExtraBlocks(Phrase):
    """"an additional creature", "up to two additional creatures"."""


@node()
class CanBlockExtra(Node):
    """"can block an additional creature each combat" (CR 509.1b)."""

    extra: ExtraBlocks
    template = "can block <extra>"


@node()
class BlocksEachCombat(Node):
    template = "<@block> each combat if able"


@node()
class AttacksOrBlocksEachCombat(Node):
    template = "<@attack> or <@block> each combat if able"


@node()
class MustBeBlocked(Node):
    """"must be blocked if able" (CR 509.1c)."""

    by: Node | None = None
    template = "must be blocked[ by <by>]"


@node()
class AssignsCombatDamage(Node):
    """"assigns combat damage equal to its toughness rather than its power" (CR 510.1)."""

    possessor: Node | None = None
    amount: Node | None = None
    instead_of: Node | None = None
    template = "<@assign>[ <possessor>] combat damage[ <amount>][ rather than <instead_of>]"


@node()
class EachCombat(Node):
    template = "each combat"


@node()
class IfAble(Node):
    template = "if able"


# -- "as though" (CR 609.4b) -----------------------------------------------------------------
@node()
class AsThoughHad(Node):
    """"as though it had flash"."""

    subject: Node
    keywords: Node
    template = "as though <subject> had <keywords>"


@node()
class CanBeCastAsThough(Node):
    """"The next sorcery spell you cast this turn can be cast as though it had flash." (CR
    601.3b, 609.4b)."""

    subject: Node
    keywords: Node
    template = "can be cast as though <subject> had <keywords>"


@node()
class IfPayMore(Node):
    """"if you pay {2} more to cast it": the cost of using an "as though" permission (CR
    601.2f)."""

    cost: Node
    pronoun: str
    template = "if you pay <cost> more to cast <pronoun>"


@node()
class UsingAbility(Node):
    """"using its blitz ability": the way of casting a keyword of the card defines (CR 601.2b)."""

    keyword: str
    template = "using its <keyword> ability"


@node()
class ItBecomes(Node):
    """"the permanent it becomes": what a resolving permanent spell becomes (CR 608.3)."""

    template = "it becomes"


@node()
class AsThoughLacked(Node):
    """"as though it didn't have defender"."""

    subject: Node
    keywords: Node
    template = "as though <subject> didn't have <keywords>"


@node()
class AsThoughState(Phrase):
    """"blocked", "untapped", "mana of any color"."""


@node()
class AsThoughWere(Node):
    """"as though it weren't blocked", "as though it were mana of any color"."""

    subject: Node
    verb: str
    state: AsThoughState
    template = "as though <subject> <verb> <state>"

    @property
    def negated(self) -> bool:
        return self.verb.lower().endswith("n't")


@node()
class Crews(Node):
    """"This creature crews Vehicles as though its power were 2 greater.": the creature's own way
    of crewing (CR 702.122a), told by the clause's tail."""

    what: Node
    template = "<@crew> <what>"


@node()
class Saddles(Node):
    """"This creature saddles Mounts ...": the creature's own way of saddling (CR 702.171a)."""

    what: Node
    template = "<@saddle> <what>"


@node()
class UsingStatRatherThan(Node):
    """"using its toughness rather than its power" (CR 702.122a, 702.171a: the total counted)."""

    stat: str
    other: str
    template = "using its <stat> rather than its <other>"


@node()
class AsThoughStatGreater(Node):
    """"as though its power were 2 greater" (CR 702.122a, 702.171a: the total counted)."""

    stat: str
    verb: str
    amount: Node
    template = "as though its <stat> <verb> <amount> greater"


@node()
class ToPurpose(Node):
    """"to cast this spell", "to activate those abilities"."""

    action: str
    what: Node
    template = "to <action> <what>"


@node()
class SpendMana(Node):
    template = "<@spend> mana"


@node()
class SpentManaKind(Phrase):
    """"white", "colorless": the kind of mana a spending permission is about (CR 106.1)."""


@node()
class SpendKindMana(Node):
    """"spend white mana" (as though it were red mana, CR 609.4b)."""

    kind: SpentManaKind
    template = "<@spend> <kind> mana"


# -- permissions -------------------------------------------------------------------------------
@node()
class AnyTime(Node):
    """"any time": whenever the player has priority or not (CR 609.4 ... look at a card)."""

    template = "any time"


@node()
class AsThoughLackedThose(Node):
    """"as though they didn't have those abilities": as though the objects lacked the abilities
    named earlier in the sentence (CR 609.4b)."""

    who: Node
    template = "as though <who> didn't have those abilities"


@node()
class CastTimingTail(Phrase):
    """"any time you could cast an instant", "any time you could cast a sorcery": whenever the
    player could cast a spell of that card type (CR 117.1a, 307.1), the times a permission lets
    them take another action."""


@node()
class TurnWindow(Phrase):
    """"your turn", "each of your turns", "its controller's untap step"."""


@node()
class ExceptDuring(Node):
    """"except during its controller's turn": the turns a rule does not apply in (CR 500)."""

    window: Node
    template = "except during <window>"


@node()
class During(Node):
    window: TurnWindow
    template = "during <window>"


@node()
class OnAnyPlayersTurn(Node):
    """"on any player's turn": on every turn, not only its controller's (CR 500, 606.3)."""

    text: str
    template = "<text>"


@node()
class OnEachOfYourTurns(Node):
    """"You may play an additional land on each of your turns." (CR 305.2)."""

    template = "on each of your turns"


@node()
class OnEachOfTheirTurns(Node):
    """"Each player may play an additional land on each of their turns." (CR 305.2): each
    player's own turns."""

    template = "on each of their turns"


@node()
class DuringEachOfTheirTurns(Node):
    """"Each player may play an additional land during each of their turns." (CR 305.2)."""

    template = "during each of their turns"


@node()
class DuringSentence(Node):
    """"During your turn, this creature has first strike."."""

    window: TurnWindow
    chain: Node
    template = "during <window>, <chain>."


@node()
class DuringAsLongAsSentence(Node):
    """"During your turn, as long as ~ is equipped, it has double strike.": while it is that
    turn and the condition holds (CR 611.3a)."""

    window: TurnWindow
    condition: Node
    chain: Node
    template = "during <window>, as long as <condition>, <chain>."


@node()
class DuringIfSentence(Node):
    """"During your turn, if an opponent lost life this turn, you may play lands ...": while it
    is that turn and the condition holds (a static ability's condition, CR 611.3a)."""

    window: TurnWindow
    condition: Node
    chain: Node
    template = "during <window>, if <condition>, <chain>."


@node()
class DuringAnyTurnSentence(Node):
    """"During any turn you attacked with a Rogue, you may cast that card.": the instructions hold
    in each turn in which the event happened (CR 611.2)."""

    subject: Node
    event: Node
    chain: Node
    template = "during any turn <subject> <event>, <chain>."
    #: the verbs of ``chain`` agree with their own subjects, not with ``subject``
    verb_subject = None


# -- rules changes ------------------------------------------------------------------------------
@node()
class DoesntUntap(Node):
    """"doesn't untap during its controller's untap step" (CR 502.3)."""

    verb: str
    template = "<verb> untap"


@node()
class Control(Node):
    """"You control enchanted creature." (CR 613.1b)."""

    verb: str = surface("control")
    what: Node
    template = "<verb> <what>"


@node()
class Cant(Node):
    """"can't" and an action: "can't cast spells", "can't be sacrificed". The action renders in
    its base form (oraclec.render)."""

    predicate: Node


@node()
class CantGainLife(Node):
    template = "can't gain life"


@node()
class CantLoseLife(Node):
    """"You can't lose life this turn." (CR 119.8)."""

    template = "can't lose life"


@node()
class CantHaveKeywords(Node):
    """"can't have or gain flying": the objects lose the abilities, and no effect can add them
    (CR 113.11)."""

    keywords: Node
    template = "can't have or gain <keywords>"


@node()
class CantSearchLibraries(Node):
    """"Players can't search libraries." (CR 701.23)."""

    template = "can't search libraries"


@node()
class MaximumHandSize(Node):
    """"Your maximum hand size is two.", "Each opponent's maximum hand size is reduced by one."
    (CR 402.2)."""

    whose: Node
    value: Node
    tails: tuple[Node, ...] | None = None
    template = "<whose> maximum hand size is <value>[ <tails>]"


@node()
class HandSizeValue(Phrase):
    """"two", "increased by one", "reduced by two", "equal to [quantity]"."""


@node()
class NoMaximumHandSize(Node):
    """"You have no maximum hand size." (CR 402.2)."""

    template = "<@have> no maximum hand size"


@node()
class DontLoseTheGameFor(Node):
    """"You don't lose the game for having 0 or less life." (CR 704.5a, 704.5c)."""

    verb: str
    threshold: Node
    template = "<verb> lose the game for having <threshold>"


@node()
class LifeThreshold(Phrase):
    """"0 or less life"."""


@node()
class IsNotType(Node):
    """"~ isn't a creature" (CR 205.1a, 613.1d: layer 4)."""

    verb: str
    article: str
    descriptor: Node
    template = "<verb> <article> <descriptor>"


@node()
class AssignsNoCombatDamage(Node):
    """"this creature assigns no combat damage this turn" (CR 510.1a: it assigns none)."""

    template = "<@assign> no combat damage"


@node()
class CantBeBlockedForExceptBy(Node):
    """"can't be blocked this turn except by Walls", "can't be blocked this turn" (CR 509.1b, for a
    duration)."""

    duration: Node
    by: Node | None = None
    template = "can't be blocked <duration>[ except by <by>]"


@node()
class IsType(Node):
    """"Enchanted land is a Swamp.", "Each land is a Swamp in addition to its other land types.":
    the object has those types (CR 205.1, 305.7; layer 4, CR 613.1d), as "becomes" says."""

    verb: str
    what: Node
    in_addition: str | None = None
    template = "<verb> <what>[ <in_addition>]"


@node()
class ItIs(Node):
    """"It's an enchantment.", "It's a Phyrexian in addition to its other types.": ``IsType``
    said of "it" (CR 205.1; as it enters when it was just put onto the battlefield, CR 611.2e)."""

    subject: str = surface("it's")
    what: Node
    in_addition: str | None = None
    template = "<subject> <what>[ <in_addition>]"


@node()
class IsChosenType(Node):
    """"Enchanted land is the chosen type.", "This creature is the chosen type in addition to its
    other types.": the type chosen by the linked ability (CR 607.2d, 205.1b)."""

    verb: str
    #: "creature" in "the chosen creature type", "land" in "the chosen land type"
    kind: str | None = None
    in_addition: str | None = None
    template = "<verb> the chosen [<kind> ]type[ <in_addition>]"


@node()
class IsEveryType(Node):
    """"Enchanted land is every basic land type in addition to its other types." (CR 305.6,
    205.3i)."""

    verb: str
    kind: str
    in_addition: str | None = None
    template = "<verb> every <kind>[ <in_addition>]"


@node()
class IsChosenColor(Node):
    """"This creature is the chosen color.": the color chosen by the linked ability (CR 607.2d,
    105.3)."""

    verb: str
    template = "<verb> the chosen color"


@node()
class AsItAttacks(Node):
    """"as it attacks": while it is declared as an attacker (CR 508.1g), the time of an optional
    cost to attack ("You may exert this creature as it attacks.", CR 701.43d)."""

    pronoun: str
    verb: str
    template = "as <pronoun> <verb>"


@node()
class IsGoaded(Node):
    """"Enchanted creature gets +2/+2 and is goaded." (CR 701.15b: goaded for as long as the
    ability applies)."""

    verb: str
    template = "<verb> goaded"


@node()
class TargetsOnlyCondition(Node):
    """"if that spell targets only this creature": every target of it is that one (CR 115.1)."""

    subject: Node
    what: Node
    template = "<subject> targets only <what>"


@node()
class CantCause(Node):
    """"Spells and abilities your opponents control can't cause you to sacrifice permanents."
    (CR 101.2)."""

    cause: Node
    player: Node
    predicates: tuple[Node, ...]
    #: the predicates after "to" take the base form
    verb_subject: ClassVar[str | None] = None
    template = "<cause> can't cause <player> to <predicates|or>."


@node()
class DamageNotRemoved(Node):
    """"Damage isn't removed from this creature during cleanup steps." (CR 514.2)."""

    what: Node
    template = "damage isn't removed from <what> during cleanup steps."


@node("x_defined")
class XDefined(Node):
    """"X is the mana value of that card." (CR 107.3c): the value of X, defined by the text."""

    amount: Node
    template = "X is <amount>."


@node("x_bound")
class XBound(Node):
    """"X can't be greater than the number of snow lands you control." (CR 107.3, 601.2b): a
    bound on the value a player chooses for X. "X can't be 0." has no comparison: X can't be
    that value."""

    cannot: str
    comparison: str | None
    amount: Node
    template = "X <cannot> be [<comparison> ]<amount>."


@node()
class AttackOnlyWhom(Node):
    """"may attack only the nearest opponent in the chosen direction": a restriction on the
    declaration of attackers, which may attack only whom it names (CR 508.1c, 803.1a)."""

    whom: Node
    template = "attack only <whom>"


@node()
class ItAlreadyAttacked(Node):
    """"a player it has already attacked this turn": whom an object attacked earlier (CR 508.1c,
    506.3)."""

    pronoun: str
    verb: str
    already: str
    time: str
    template = "<pronoun> <verb> <already> attacked <time>"


@node()
class TargetChoiceAct(Node):
    """"casting a spell they control", "activating an ability they control": the acts in which
    a player chooses targets (CR 601.2c, 602.2b)."""

    verb: str
    what: Node
    template = "<verb> <what>"


@node()
class MustChooseTargets(Node):
    """"While an opponent is choosing targets as part of casting a spell they control or
    activating an ability they control, that player must choose at least one Flagbearer on the
    battlefield if able.": a requirement on the targets a player chooses (CR 601.2c, 602.2b)."""

    chooser: Node
    acts: tuple[Node, ...]
    who: Node
    what: Node
    template = "while <chooser> is choosing targets as part of <acts|or>, <who> must choose <what> if able."


@node()
class IsAlsoType(Node):
    """"~ is also a Cleric, Rogue, Warrior, and Wizard.": the types said, in addition to the
    object's other types (CR 205.3d; layer 4, CR 613.1d), as :class:`IsType` with "in addition to
    its other types"."""

    verb: str
    also: str
    what: Node
    template = "<verb> <also> <what>"


@node()
class CantCastFromAnywhereOtherThan(Node):
    """"can't cast spells from anywhere other than their hands": no spell of the kind is cast
    from a zone but the one named (CR 601.2a, 101.2)."""

    what: Node
    where_words: str
    where: Node
    template = "can't <@cast> <what> <where_words> <where>"


@node()
class PaymentPurpose(Node):
    """"cast spells", "activate abilities": what a cost is paid for (CR 601.2h, 602.2b)."""

    verb: str
    what: Node
    template = "<verb> <what>"


@node()
class CantPayTo(Node):
    """"can't pay life or sacrifice creatures to cast spells or activate abilities": costs of a
    kind a player can't pay while casting or activating (CR 601.2h, 602.2b)."""

    sacrificed: Node | None
    purposes: tuple[Node, ...]
    template = "can't pay life[ or sacrifice <sacrificed>] to <purposes|or>"


@node()
class GameTurnsWindow(Phrase):
    """"your first, second, or third turns of the game": a player's turns counted from the start
    of the game (CR 500.1, 103.8)."""


@node()
class ToPayActivationCosts(Node):
    """"to pay the activation costs of this artifact's abilities": what mana is spent for (CR
    602.2b, 609.4b)."""

    what: Node
    template = "to pay the activation costs of <what>"


@node()
class CountersRemain(Node):
    """"Counters remain on ~ as it moves to any zone other than a player's hand or library." (CR
    400.7, 122.2): the counters stay on the object as it changes zones."""

    what: Node
    pronoun: str
    other_than: Node
    template = "counters remain on <what> as <pronoun> moves to any zone other than <other_than>."
