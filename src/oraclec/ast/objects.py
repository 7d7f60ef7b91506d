"""Noun phrases (objects, players, zones), numbers and quantities."""

from __future__ import annotations

import re

from typing import Any

from .base import Node, Phrase, node, surface

_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
#: English numbers in words (grammar/mana.lark's NUMBER_WORD): the units and teens, the tens, a ten
#: and a unit joined by a hyphen ("ninety-nine"); and the articles and "single" for one
NUMBER_WORDS = {
    **{word: value for value, word in enumerate(_UNITS)},
    **{ten: 20 + 10 * i for i, ten in enumerate(_TENS)},
    **{f"{ten}-{unit}": 20 + 10 * i + u for i, ten in enumerate(_TENS) for u, unit in enumerate(_UNITS[1:10], start=1)},
    "a": 1, "an": 1, "single": 1,
}

PLAYER_HEADS = {"player", "players", "opponent", "opponents", "controller", "controllers", "owner", "owners"}
ZONE_HEADS = {"graveyard", "graveyards", "hand", "hands", "library", "libraries", "battlefield", "exile", "command zone"}
PLURAL_HEADS = {
    "artifacts", "creatures", "enchantments", "lands", "planeswalkers", "instants", "sorceries",
    "battles", "permanents", "spells", "cards", "tokens", "players", "opponents", "sources",
    "objects", "controllers", "owners", "graveyards", "hands", "libraries", "commanders",
    "copies", "abilities", "duplicates",
    # "outlaws you control have first strike": the objects with an outlaw creature type (CR 700.12), plural
    "outlaws",
}
PLURAL_DETERMINERS = {"all", "those", "these", "both", "other"}
#: words that name the one object a permanent is attached to, in place of a determiner
SINGLE_OBJECT_WORDS = {"enchanted", "equipped", "fortified"}


@node()
class Number(Node):
    """A count as written: "3", "three", "X"."""

    text: str
    template = "<text>"

    @property
    def value(self) -> int | None:
        """The number, or None for a variable (X)."""
        if self.text.isdigit():
            return int(self.text)
        return NUMBER_WORDS.get(self.text.lower())

    @property
    def is_variable(self) -> bool:
        return self.value is None


@node()
class Determiner(Phrase):
    """"target", "up to two target", "each other", "a", "your", "target player's"."""

    @property
    def is_target(self) -> bool:
        return "target" in self.lower_words()

    @property
    def count(self) -> Number | str | None:
        for word in self.words:
            if isinstance(word, Number):
                return word
        return None

    @property
    def is_plural(self) -> bool:
        words = self.lower_words()
        if not words:
            return False
        if words[0] in PLURAL_DETERMINERS or words[:2] == ("one", "or"):
            return True
        if words[0] == "up":
            return False
        count = self.count
        return isinstance(count, Number) and count.value != 1

    @property
    def is_upto(self) -> bool:
        return self.lower_words()[:2] == ("up", "to")


@node()
class Descriptor(Phrase):
    """A flat run of descriptive words: "nontoken white Human creature", "artifact or
    enchantment card". :meth:`alternatives` gives it structure."""

    @property
    def head(self) -> str:
        """The last word: the noun the others describe."""
        for word in reversed(self.words):
            if isinstance(word, str) and word not in (",", "or", "and", "and/or"):
                return word
        return ""

    @property
    def is_plural(self) -> bool:
        head = self.head
        if head.lower() in PLURAL_HEADS:
            return True
        from ..vocabulary import subtype_forms

        forms = subtype_forms()
        return head in forms and forms[head] != head

    @property
    def has_number_invariant_head(self) -> bool:
        """"Merfolk", "Kithkin", "Fish": a subtype whose plural is the word itself, so the
        word alone does not say how many."""
        from ..vocabulary import plurals, subtype_forms

        head = self.head
        return subtype_forms().subtype(head) == head and head in plurals(head)

    def alternatives(self) -> list[list[str]]:
        """Words split at "or"/","/"and": [["artifact"], ["creature"], ["enchantment", "card"]]."""
        groups: list[list[str]] = [[]]
        for word in self.words:
            text = word if isinstance(word, str) else str(word)
            if text.lower() in (",", "or", "and", "and/or"):
                if groups[-1]:
                    groups.append([])
            else:
                groups[-1].append(text)
        return [g for g in groups if g]


@node()
class ObjectNp(Node):
    """A noun phrase describing objects, players or zones."""

    determiner: Determiner | None = None
    descriptor: Descriptor | None = None
    qualifiers: tuple[Node, ...] | None = None
    template = "[<determiner> ]<descriptor>[ <qualifiers>]"

    @property
    def kind(self) -> str:
        head = (self.descriptor.head if self.descriptor else "").lower()
        if head in PLAYER_HEADS:
            return "player"
        if head in ZONE_HEADS:
            return "zone"
        return "object"

    @property
    def is_plural(self) -> bool:
        if self.descriptor and self.descriptor.is_plural:
            return True
        if self.determiner is None and self.descriptor is not None and self.descriptor.has_number_invariant_head:
            # "Merfolk you control have islandwalk": a count noun without a determiner is
            # plural, unless a word naming the one object an Aura, Equipment or Fortification
            # is attached to stands for the determiner ("enchanted Merfolk", CR 303.4, 301.5)
            first = self.descriptor.words[0]
            return not (isinstance(first, str) and first.lower() in SINGLE_OBJECT_WORDS)
        if self.determiner is None and self.qualifiers and isinstance(self.qualifiers[0], (AttackingWhom, BlockingWhom)):
            # "Unblocked attacking creatures you control have lifelink.", "Tapped attacking
            # creatures ...": adjectives, then "attacking" with the noun, arrive as "attacking"
            # whom (the compiler joins them again, oraclec.compiler.objects); the noun after
            # "attacking" says how many
            whom = self.qualifiers[0].whom
            return isinstance(whom, ObjectNp) and whom.determiner is None and whom.is_plural
        return bool(self.determiner and self.determiner.is_plural)

    @property
    def is_third_singular(self) -> bool:
        return not self.is_plural


@node()
class NumberOfNp(ObjectNp):
    """"a number of Treasure tokens equal to the number of creatures you control": an object
    noun phrase whose count is said at its end."""

    count: Node
    template = "<determiner> <descriptor>[ <qualifiers>] equal to <count>"


@node()
class Partitive(Node):
    """"each of them", "one of those cards", "two of them"."""

    determiner: Determiner
    of: Node
    template = "<determiner> of <of>"

    @property
    def is_third_singular(self) -> bool:
        """"each of them deals", "one of those cards is"; "one or more of your opponents are
        attacked", "two of them are": the verb agrees with the determiner's count."""
        return not self.determiner.is_plural


@node()
class PartitiveAtRandom(Node):
    """"one of them at random", "four of them at random": some of a group named by a pronoun,
    picked by chance."""

    determiner: Determiner
    of: Node
    at_random: str
    template = "<determiner> of <of> <at_random>"
    is_third_singular = True


@node()
class PileNp(Node):
    """"two piles", "one of those piles" (its "those piles"), "a face-down pile", "the pile of
    their choice": a group of objects a player separated them into (CR 700.3)."""

    determiner: Determiner | None = None
    state: str | None = None
    pile: str
    whose: Node | None = None
    template = "[<determiner> ][<state> ]<pile>[ of <whose> choice]"

    @property
    def is_third_singular(self) -> bool:
        return self.pile.lower() == "pile"


@node()
class EllipticCount(Node):
    """A number standing for a noun phrase said just before: "put one into your hand and the
    other into your graveyard"."""

    count: str
    template = "<count>"

    @property
    def value(self) -> int | None:
        return NUMBER_WORDS.get(self.count.lower())

    @property
    def is_third_singular(self) -> bool:
        return self.value == 1


@node()
class NpAnd(Node):
    left: Node
    right: Node
    template = "<left> and <right>"

    @property
    def is_third_singular(self) -> bool:
        # "each other Giant you control and each Giant card in your hand perpetually gains ward
        # {1}": "each ... and each ..." takes the singular; other pairs the plural
        return _starts_with_each(self.left) and _starts_with_each(self.right)


def _starts_with_each(np: Node) -> bool:
    determiner = getattr(np, "determiner", None)
    words = getattr(determiner, "words", ()) or ()
    return bool(words) and isinstance(words[0], str) and words[0].lower() == "each"


@node()
class NpOr(Node):
    left: Node
    right: Node
    template = "<left> or <right>"

    @property
    def is_third_singular(self) -> bool:
        # the verb agrees with the nearer noun phrase: "one or two target creatures gain flying"
        return bool(getattr(self.right, "is_third_singular", True))


@node()
class NpAndOr(Node):
    left: Node
    right: Node
    template = "<left> and/or <right>"
    is_third_singular = False


@node()
class NpAndSeries(Node):
    """"a Clue token, a Food token, and a Treasure token": three or more noun phrases in a serial
    list, the last after ", and" (all of them, as :class:`NpAnd` two)."""

    items: tuple[Node, ...]
    template = "<items|and>"
    is_third_singular = False


@node()
class NpOrSeries(Node):
    """"a snow permanent card, a legendary card, or a Saga card": three or more noun phrases in a
    serial list, the last after ", or" (any one of them, as :class:`NpOr` two)."""

    items: tuple[Node, ...]
    template = "<items|or>"

    @property
    def is_third_singular(self) -> bool:
        # the verb agrees with the nearest noun phrase, as NpOr's
        return bool(getattr(self.items[-1], "is_third_singular", True))


@node()
class NpAndOrSeries(Node):
    """"a Cleric card, a Rogue card, and/or a Wizard card": three or more noun phrases in a
    serial list, the last after ", and/or" (any of them, one or more, as :class:`NpAndOr` two)."""

    items: tuple[Node, ...]
    template = "<items|and/or>"
    is_third_singular = False


@node()
class SharedItem(Node):
    """An item after the first of a serial list whose determiner is said once ("creature an
    opponent controls" in "target opponent, creature an opponent controls, or planeswalker an
    opponent controls"): a description and its qualifiers."""

    descriptor: Descriptor
    qualifiers: tuple[Node, ...] | None = None
    template = "<descriptor>[ <qualifiers>]"

    def as_np(self) -> ObjectNp:
        """The description as a noun phrase without a determiner."""
        return ObjectNp(determiner=None, descriptor=self.descriptor, qualifiers=self.qualifiers, span=self.span)


@node()
class SharedDeterminerOr(Node):
    """"target opponent, creature an opponent controls, or planeswalker an opponent controls":
    the first noun phrase's determiner said once for a serial list of descriptions (one object
    or player of any of those kinds)."""

    items: tuple[Node, ...]
    template = "<items|or>"

    @property
    def is_third_singular(self) -> bool:
        return bool(getattr(self.items[0], "is_third_singular", True))


@node()
class SharedDeterminerAnd(Node):
    """"all cards that aren't on the battlefield, spells, and permanents": the first noun phrase's
    determiner said once for a serial list of descriptions (the objects of every kind)."""

    items: tuple[Node, ...]
    template = "<items|and>"
    is_third_singular = False


@node()
class ChoiceOfNps(Node):
    """"your choice of a Blood token, a Clue token, or a Food token": one of the noun phrases,
    chosen by the player who acts as the effect happens (CR 608.2d)."""

    items: tuple[Node, ...]
    template = "your choice of <items|or>"
    is_third_singular = True


@node()
class Pronoun(Phrase):
    """"it", "them", "they", "you", "itself"."""

    @property
    def is_third_singular(self) -> bool:
        words = self.lower_words()
        return words[0] in ("it", "itself", "he", "she", "him", "her", "himself", "herself") or words in (("the", "other"), ("the", "other", "creature")) or words[-2:] == ("chosen", "player")


@node()
class SelfRef(Node):
    """The object itself, named: "~" (its name, normalised)."""

    text: str = "~"
    template = "<text>"
    is_third_singular = True


@node()
class PluralSelfRef(SelfRef):
    """The object itself, named by a plural noun phrase ("Ran and Shaw", "Krang & Shredder"),
    which the verbs agree with: "When ~ enter". Nothing in "~" says so; the parser reads it from
    that agreement (oraclec.parser._plural_self)."""

    is_third_singular = False


# -- qualifiers ----------------------------------------------------------------------------------
@node()
class ControlledBy(Node):
    """"you control", "an opponent controls"."""

    controller: Node
    verb: str = surface("control")
    template = "<controller> <verb>"


@node()
class ThatControlledBy(Node):
    """"that your opponents control" after another qualifier ("permanents you own that your
    opponents control"): the controller as a relative clause (CR 108.4)."""

    controller: Node
    verb: str = surface("control")
    template = "that <controller> <verb>"


@node()
class NotControlledBy(Node):
    controller: Node
    verb: str = surface("don't")
    template = "<controller> <verb> control"


@node()
class OwnedBy(Node):
    owner: Node
    verb: str = surface("own")
    template = "<owner> <verb>"


@node()
class NotOwnedBy(Node):
    owner: Node
    verb: str = surface("don't")
    template = "<owner> <verb> own"


@node()
class ControlledNotOwned(Node):
    """"you control but don't own" (CR 108.3, 110.2): controlled by a player who isn't its owner."""

    controller: Node
    verb: str = surface("control")
    negation: str = surface("don't")
    template = "<controller> <verb> but <negation> own"


@node()
class OwnedOrControlled(Node):
    """"you own or control" (CR 108.3, 110.2): owned by the player, or controlled by them."""

    owner: Node
    verb: str = surface("own")
    control: str = surface("control")
    template = "<owner> <verb> or <control>"


@node()
class OwnedAndControlled(Node):
    """"you both own and control", "you own and control" (CR 108.3, 108.4): owned by the player,
    and controlled by them too."""

    owner: Node
    both: str | None = surface()
    verb: str = surface("own")
    control: str = surface("control")
    template = "<owner>[ <both>] <verb> and <control>"


@node()
class OwnedNotControlled(Node):
    """"you own but don't control" (CR 108.3, 110.2): owned by a player who doesn't control it."""

    owner: Node
    verb: str = surface("own")
    negation: str = surface("don't")
    template = "<owner> <verb> but <negation> control"


@node()
class BeingDone(Node):
    """"being attacked" after a noun: "each player being attacked" (CR 802.4)."""

    being: str
    participle: str
    template = "<being> <participle>"


@node()
class ChosenBy(Node):
    """"you chose", "they chose" after a noun: "the creature you chose" (CR 700.2)."""

    chooser: Node
    verb: str
    template = "<chooser> <verb>"


@node()
class DoneByThisWay(Node):
    """"they discarded this way", "you revealed this way" after a noun: the objects an earlier
    instruction had that player act on (CR 608.2c). ``verb`` is a past tense (oraclec.morphology)."""

    player: Node
    verb: str
    origin: Node | None = None
    template = "<player> <verb>[ <origin>] this way"


@node()
class DoneByWith(Node):
    """"they exiled with this artifact", "you exiled with ~" after a noun: the objects linked to
    another object (CR 607.2a) that one player acted on. ``verb`` is a past tense."""

    player: Node
    verb: str
    by: Node
    template = "<player> <verb> with <by>"


@node()
class ControlledByRelation(Node):
    """"controlled by different players", "controlled by the same player" (CR 115.1, 601.2c): a
    requirement on several targets together, each with its own controller or all with one."""

    verb: str
    relation: str
    template = "<verb> <relation>"


@node()
class WithQuality(Node):
    quality: Node
    template = "with <quality>"


@node()
class EachWithQuality(WithQuality):
    """"up to two target creature cards each with mana value 2 or less": each object by itself
    has the quality, as "with" says it of one object."""

    template = "each with <quality>"


@node()
class WithEnchant(Node):
    """"with enchant creature" of "becomes an Aura enchantment with enchant creature" (CR 303.4,
    702.5a)."""

    word: str
    what: Node
    template = "<word> <what>"


@node()
class WithEnchantAnd(Node):
    """'with enchant Forest you control and "Enchanted Forest has ..."': the enchant keyword and
    other abilities a permanent has as it becomes an Aura (CR 303.4, 702.5a, 113.1b)."""

    word: str
    what: Node
    also: Node
    template = "<word> <what> and <also>"


@node()
class WithoutKeyword(Node):
    keyword: Node
    template = "without <keyword>"


@node()
class WithoutAnyKeyword(Node):
    """"without flying or reach", "without first strike, double strike, or vigilance"."""

    keywords: Node
    template = "without <keywords>"


@node()
class WithAnyKeyword(Node):
    """"with flying or reach": with at least one of them."""

    keywords: Node
    template = "with <keywords>"


@node()
class InParty(Node):
    """"creatures in your party" (CR 700.8)."""

    whose: Node
    template = "in <whose> party"


@node()
class OnBattlefield(Node):
    """"any creature on the battlefield" (CR 403.1)."""

    words: str
    template = "<words>"


@node()
class InZone(Node):
    """"in your graveyard", "from your hand"."""

    preposition: str
    zone: Node
    template = "<preposition> <zone>"


@node()
class InEitherZone(Node):
    """"from your graveyard or from exile"."""

    preposition: str
    zone: Node
    other_preposition: str
    other_zone: Node
    template = "<preposition> <zone> or <other_preposition> <other_zone>"


@node()
class InBothZones(Node):
    """"in exile and in your graveyard": objects in either of two zones, all of them."""

    preposition: str
    zone: Node
    other_preposition: str
    other_zone: Node
    template = "<preposition> <zone> and <other_preposition> <other_zone>"


@node()
class FromAmong(Node):
    among: Node
    template = "from among <among>"


@node()
class WithoutCounter(Node):
    """"each creature without a +1/+1 counter on it", "without a counter on it" (CR 122.1): the
    objects but those with a counter of that kind on them."""

    article: str
    kind: Node | None
    word: str
    pronoun: str
    template = "without <article> [<kind> ]<word> on <pronoun>"


@node()
class FromOutsideGame(Node):
    """"a card you own from outside the game" (CR 400.11a: a player's sideboard, in a
    tournament, is outside the game)."""

    template = "from outside the game"


@node()
class AtRandomInZone(Node):
    """"a card at random from their hand": picked by chance among the cards in the zone, not
    chosen."""

    preposition: str
    zone: Node
    template = "at random <preposition> <zone>"


@node()
class Among(Node):
    """"card types among cards in your graveyard": characteristics of a group of objects."""

    among: Node
    template = "among <among>"


@node()
class Named(Node):
    name: str
    template = "named <name>"


@node()
class NamedEither(Node):
    """"a card named Festering Newt or Bubbling Cauldron": either name (CR 201.2)."""

    name: str
    other: str
    template = "named <name> or <other>"


@node()
class NotNamed(Node):
    """"target permanent not named ~": the objects with another name (CR 201.2, 201.4b)."""

    name: str
    template = "not named <name>"


@node()
class OtherThan(Node):
    other: Node
    template = "other than <other>"


@node()
class ExceptFor(Node):
    """"all permanents except for artifacts and lands": the objects also described by ``other``
    are left out (an exclusion, as "other than")."""

    other: Node
    template = "except for <other>"


@node()
class OfChosen(Node):
    kind: str
    template = "of the chosen <kind>"


@node()
class OfEachKind(Node):
    """"a land of each basic land type" (CR 205.3i), "a permanent spell of each permanent type"
    (CR 110.4), "one card of each card type" (CR 205.2a), "a creature of each color" (CR 105.1):
    one object for each quality of the kind."""

    kind: str
    template = "of each <kind>"


@node()
class OfChoice(Node):
    """"a creature of their choice": the chooser picks, no targeting (CR 115.10)."""

    chooser: Node
    template = "of <chooser> choice"


@node()
class KindAbilities(Node):
    """"equip abilities you activate", "loyalty abilities of planeswalkers your opponents
    control": activated abilities of a kind, named by the keyword that makes them or by
    "loyalty" (CR 602, 606, 702)."""

    determiner: Node | None = None
    kind: str = ""
    qualifiers: tuple[Node, ...] | None = None
    template = "[<determiner> ]<kind> abilities[ <qualifiers>]"

    @property
    def is_third_singular(self) -> bool:
        return False


@node()
class KindAbility(KindAbilities):
    """"an exhaust ability": one activated ability of a kind (CR 602, 702)."""

    template = "<determiner> <kind> ability[ <qualifiers>]"

    @property
    def is_third_singular(self) -> bool:
        return True


@node()
class HauntedCreature(Node):
    """"the creature it haunts", "the creature this card haunts" (CR 702.55c)."""

    haunter: str
    template = "the creature <haunter> haunts"

    @property
    def is_third_singular(self) -> bool:
        return True


@node()
class TargetedCreature(Node):
    """"the creature it targets": the target of the ability a sentence is about (CR 115.1)."""

    targeter: str
    template = "the creature <targeter> targets"

    @property
    def is_third_singular(self) -> bool:
        return True


@node()
class OfNp(Node):
    of: Node
    template = "of <of>"


@node()
class DoneThisWay(Node):
    """"revealed this way", "exiled this way", "exiled from their hand this way": objects an
    earlier part of the effect acted on (from a zone)."""

    participle: str
    origin: Node | None = None
    template = "<participle>[ <origin>] this way"


@node()
class ThatWasDone(Node):
    """"that were destroyed this way", "that was exiled this way": the passive relative clause
    of :class:`DoneThisWay`, the objects an earlier part of the effect acted on; "that was milled
    this turn": what happened to the object this turn."""

    that_was: str
    participle: str
    origin: Node | None = None
    time: str = "this way"
    template = "<that_was> <participle>[ <origin>] <time>"

    def reduced(self) -> DoneThisWay | None:
        """The same objects, as "destroyed this way" names them (None: not "this way")."""
        if self.time.lower() != "this way":
            return None
        return DoneThisWay(participle=self.participle, origin=self.origin, span=self.span)


@node()
class DoneWith(Node):
    """"exiled with ~": objects linked to another object (CR 607.2a)."""

    participle: str
    by: Node
    template = "<participle> with <by>"


@node()
class PutOntoBattlefieldWith(Node):
    """"creature put onto the battlefield with this Aura": the permanent an ability of that
    object put onto the battlefield (CR 607.2c)."""

    word: str
    by: Node
    template = "<word> <by>"


@node()
class AttackingWhom(Node):
    whom: Node
    template = "attacking <whom>"


@node()
class BlockingWhom(Node):
    whom: Node
    template = "blocking <whom>"


@node()
class AttachedToNp(Node):
    """"each Equipment attached to it" (CR 301.5, 303.4): objects by what they are attached to."""

    host: Node
    template = "attached to <host>"


@node()
class ThatsAttachedTo(AttachedToNp):
    """"target Aura that's attached to a creature"."""

    template = "that's attached to <host>"


@node()
class HasKeyword(Node):
    keyword: Node
    template = "<keyword>"


@node()
class WithAbilityOfKind(Node):
    """"with a mana ability", "with an activated ability that isn't a mana ability", "with
    activated abilities that aren't mana abilities": objects that have an ability of that kind
    (CR 602.1, 605.1a, 603.1)."""

    kind: str
    not_mana: str | None = None
    template = "<kind>[ <not_mana>]"


@node()
class HasKeywordAbility(Node):
    """"with a morph ability": an object that has the keyword (CR 702.37), the same filter as
    "with morph"."""

    article: str
    keyword: Node
    template = "<article> <keyword> ability"


@node()
class HasKeywordAbilities(Node):
    """"with landwalk abilities", "with morph abilities": objects that have the keyword (CR 702.1),
    the same filter as "with landwalk"."""

    keyword: Node
    template = "<keyword> abilities"


@node()
class KeywordGroup(Phrase):
    """"flying and haste", "flying, vigilance, and \"...\"" after "with"."""

    @property
    def keywords(self) -> tuple[Node, ...]:
        return tuple(w for w in self.words if isinstance(w, Node))


@node()
class HasKeywords(Node):
    """"with flying and deathtouch"."""

    keywords: KeywordGroup
    template = "<keywords>"


@node()
class Comparison(Phrase):
    """"2 or less", "greater than its power", "equal to X"."""


@node()
class StatCompare(Node):
    """"power 2 or less", "mana value X"."""

    stat: str
    comparison: Comparison | None = None
    template = "<stat>[ <comparison>]"


@node()
class StatOneOf(Node):
    """"mana value 4, 5, or 6": the number one of those listed."""

    stat: str
    first: Node
    second: Node
    third: Node
    template = "<stat> <first>, <second>, or <third>"


@node()
class WithParity(Node):
    """"an odd mana value", "even mana values": the number odd or even (after "with")."""

    article: str | None
    parity: str
    stat: str
    template = "[<article> ]<parity> <stat>"


@node()
class EitherStatCompare(Node):
    """"power or toughness 4 or greater": one of the two numbers compares so."""

    first: str
    second: str
    comparison: Comparison
    template = "<first> or <second> <comparison>"


@node()
class HasCounters(Node):
    counters: Node
    pronoun: str
    template = "<counters> on <pronoun>"


@node()
class WithCardDirectlyAdjacent(Node):
    """"with a creature card directly above it": the card next in a graveyard's pile, whose
    order is kept (CR 404.2)."""

    article: str
    card: Node
    where: str
    pronoun: str
    template = "<article> <card> <where> <pronoun>"


@node()
class CountersBounded(Phrase):
    """"three or more +1/+1 counters", "two or fewer counters": a bound on how many counters."""


@node()
class HasCountersBounded(Node):
    """"with three or more +1/+1 counters on them": at least (at most) that many of the kind
    (CR 122.1)."""

    counters: CountersBounded
    pronoun: str
    template = "<counters> on <pronoun>"


@node()
class HasAdventure(Node):
    """"a creature spell that has an Adventure": an adventurer card (CR 715.1)."""

    article: str
    template = "<article> Adventure"


@node("x_in_mana_cost")
class XInManaCost(Phrase):
    """"with {X} in its mana cost", "with {X} in their mana costs": a mana cost with the symbol
    {X} in it (CR 107.3, 202.1)."""


@node("tap_in_cost")
class TapInCost(Phrase):
    """"with {T} in their costs", "without {T} in its activation cost": abilities whose cost
    has the tap symbol (CR 107.5, 602.1a)."""


@node()
class WithoutTapInCost(Node):
    """"an artifact's ability without {T} in its activation cost" (CR 107.5, 602.1a)."""

    cost: TapInCost
    template = "without <cost>"


@node()
class HasTypeOfKind(Node):
    """"a land card with a basic land type": at least one subtype of that kind (CR 305.6)."""

    kind: str
    template = "a <kind>"


@node()
class GreatestStat(Node):
    """"with the greatest power [or tied for the greatest power]": ties count either way."""

    stat: str
    tied: str | None = None
    template = "the greatest <stat>[ <tied>]"


@node()
class LeastStat(Node):
    stat: str
    tied: str | None = None
    template = "the least <stat>[ <tied>]"


@node()
class HighestStat(GreatestStat):
    """"with the highest mana value": the greatest, in other words."""

    template = "the highest <stat>[ <tied>]"


@node()
class LowestStat(LeastStat):
    """"with the lowest mana value": the least, in other words."""

    template = "the lowest <stat>[ <tied>]"


@node()
class SameName(Node):
    other: Node
    template = "the same name as <other>"


@node()
class SameStat(Node):
    """"with the same mana value as the sacrificed creature" (CR 202.3)."""

    stat: str
    other: Node
    template = "the same <stat> as <other>"


@node()
class CounterKind(Node):
    """"+1/+1", "loyalty", "shield"."""

    name: str
    template = "<name>"


@node()
class OneOrMore(Phrase):
    """"one or more" (counters on an object)."""


@node()
class CounterCount(Node):
    """"a +1/+1 counter", "two +1/+1 counters", "X loyalty counters", "a counter"."""

    amount: Any = None
    kind: CounterKind | None = None
    word: str = surface("counter")
    template = "[<amount> ][<kind> ]<word>"

    @property
    def count(self) -> int | None:
        if isinstance(self.amount, Number):
            return self.amount.value
        if isinstance(self.amount, str):
            return NUMBER_WORDS.get(self.amount.lower())
        return None


# -- quantities ----------------------------------------------------------------------------------
@node()
class CountOf(Node):
    """"the number of creatures you control"."""

    what: Node
    template = "the number of <what>"


@node()
class TotalCountOf(Node):
    """"the total number of cards in all players' hands": the number of them ("total" adds
    nothing to the count)."""

    total: str
    what: Node
    template = "the <total> number of <what>"


@node()
class StatOf(Node):
    """"its power", "~'s toughness", "that creature's mana value"."""

    owner: Node
    stat: str
    template = "<owner> <stat>"


@node()
class StatAsTurnBegan(Node):
    """"that player's life total as the turn began": :class:`StatOf` as it was when the turn
    began (CR 500)."""

    owner: Node
    stat: str
    time: str
    template = "<owner> <stat> <time>"


@node()
class CountAsTurnBegan(Node):
    """"the number of untapped lands they controlled at the beginning of this turn":
    :class:`CountOf` as it was when the turn began (CR 500)."""

    what: Node
    time: str
    template = "the number of <what> <time>"


@node()
class CountCountersOn(Node):
    """"the number of +1/+1 counters on it"."""

    counters: Node
    on: Node
    template = "the number of <counters> on <on>"


@node()
class CountColorsSpent(Node):
    """"the number of colors of mana spent to cast this spell" (converge, CR 702.168... wording)."""

    spell: Node
    template = "the number of colors of mana spent to cast <spell>"


@node()
class CountManaSymbols(Node):
    """"the number of red mana symbols in the mana costs of permanents you control" (chroma,
    CR 207.2c)."""

    color: str
    of: Node
    template = "the number of <color> mana symbols in the mana costs of <of>"


@node()
class CountManaSymbolsOf(CountManaSymbols):
    """"the number of red mana symbols in the sacrificed creature's mana cost": of one object,
    named by a possessor."""

    template = "the number of <color> mana symbols in <of> mana cost"


@node()
class ForEachManaSymbol(Node):
    """"for each white mana symbol in the mana costs of permanents you control" (chroma, CR
    207.2c): a clause done once for each symbol of that color in the objects' mana costs."""

    color: str
    of: Node
    template = "for each <color> mana symbol in the mana costs of <of>"


@node()
class ForEachManaSymbolOf(Node):
    """"for each white mana symbol in its mana cost", "... in those cards' mana costs": of the
    objects a possessor names."""

    color: str
    of: Node
    words: str
    template = "for each <color> mana symbol in <of> <words>"


@node()
class AmountOf(Phrase):
    """What an amount measures: "life you gained this turn", "mana spent to cast it"."""

    @property
    def measure(self) -> str:
        """"life", "mana", "damage" or a mana symbol."""
        for word in self.lower_words():
            if isinstance(word, str) and (word in ("life", "mana", "damage") or word.startswith("{")):
                return word
        return ""


@node()
class AmountOfQuantity(Node):
    """"the amount of life you gained this turn", "the total amount of mana paid this way"."""

    total: str | None = None
    what: AmountOf | None = None
    template = "the [<total> ]amount of <what>"


@node()
class StatOfNp(Node):
    """"the power of target creature", "the total power of creatures you control"."""

    stat: str
    of: Node
    template = "the <stat> of <of>"

    @property
    def is_total(self) -> bool:
        return self.stat.lower().startswith("total ")


@node()
class ExtremeStatAmong(Node):
    """"the greatest power among creatures you control"."""

    extreme: str
    stat: str
    among: Node
    template = "the <extreme> <stat> among <among>"

    @property
    def is_greatest(self) -> bool:
        return self.extreme.lower() in ("greatest", "highest")


@node()
class ExtremeStatOf(ExtremeStatAmong):
    """"the greatest mana value of a commander you own on the battlefield or in the command
    zone": the greatest among the objects the noun phrase describes."""

    template = "the <extreme> <stat> of <among>"


@node()
class OnBattlefieldOrInZone(Node):
    """"on the battlefield or in the command zone" (CR 400.1): objects of either zone."""

    words: str
    preposition: str
    zone: Node
    template = "<words> or <preposition> <zone>"


@node()
class ExtremeCountOf(Node):
    """"the greatest number of artifacts an opponent controls": the count for the player with the
    most (``extreme`` "least": the fewest)."""

    extreme: str
    what: Node
    template = "the <extreme> number of <what>"

    @property
    def is_greatest(self) -> bool:
        return self.extreme.lower() in ("greatest", "highest")


@node()
class DevotionColors(Phrase):
    """"black", "red and green"."""

    @property
    def colors(self) -> tuple[str, ...]:
        return tuple(w.lower() for w in self.words if isinstance(w, str) and w.lower() != "and")


@node()
class Devotion(Node):
    """"your devotion to black" (CR 700.5)."""

    colors: DevotionColors
    template = "your devotion to <colors>"


@node()
class Plus(Node):
    """"1 plus the number of ..."."""

    left: Node
    right: Node
    template = "<left> plus <right>"


@node()
class WhicheverQuantity(Node):
    """"the number of Zombies you control or the number of Zombie cards in your graveyard,
    whichever is greater": the larger (``which`` "less": the smaller) of two numbers."""

    left: Node
    right: Node
    which: str
    template = "<left> or <right><which>"

    @property
    def is_greater(self) -> bool:
        return self.which.lower().endswith("greater")


@node()
class Minus(Node):
    left: Node
    right: Node
    template = "<left> minus <right>"


@node()
class ThatMuch(Node):
    template = "that much"


@node()
class NoAmount(Node):
    """"no" as an amount ("that player gains no life instead"): zero (CR 107.1, 119.3)."""

    template = "no"


@node()
class ThatMany(Node):
    template = "that many"


@node()
class TwiceThatMany(Node):
    template = "twice that many"


@node()
class Twice(Node):
    quantity: Node
    template = "twice <quantity>"


@node()
class TimesNumber(Node):
    """"five times X" as a number ("deals five times X damage", CR 107.1)."""

    times: str
    quantity: Node
    template = "<times> times <quantity>"


@node()
class HalfNp(Node):
    """"half the creatures they control", "half their library": half of the objects (rounded
    as the clause or a sentence says, CR 107.1a)."""

    np: Node
    template = "half <np>"


#: "a third of" -> 3: the ordinal word of a fraction, as the number it divides by
FRACTION_DENOMINATORS = {
    "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
}


def fraction_denominator(words: str) -> int:
    """"a third of" -> 3."""
    return FRACTION_DENOMINATORS[words.lower().split()[1]]


@node()
class FractionNp(Node):
    """"a third of the cards in their hand", "a tenth of the creatures they control": that part
    of the objects (rounded as the clause or a sentence says, CR 107.1a)."""

    fraction: str
    np: Node
    template = "<fraction> <np>"

    @property
    def denominator(self) -> int:
        return fraction_denominator(self.fraction)


@node()
class RoundingTail(Phrase):
    """", rounded up" after a clause: how its "half" is rounded (CR 107.1a)."""

    @property
    def rounds_up(self) -> bool:
        return self.lower_words()[-1].endswith("up")


@node()
class RoundEachTime(Node):
    """"Round up each time.": how each "half" of the ability is rounded (CR 107.1a)."""

    how: str
    template = "<how>."

    @property
    def rounds_up(self) -> bool:
        return " up " in f" {self.how.lower()} "


@node()
class HalfNumber(Node):
    """"half X" as a number ("you gain half X life"), rounded as the clause or a sentence says."""

    quantity: Node
    rounding = None
    template = "half <quantity>"

    @property
    def rounds_up(self) -> bool:
        return False


@node()
class Half(Node):
    quantity: Node
    rounding: str | None = None
    template = "half <quantity>[<rounding>]"

    @property
    def rounds_up(self) -> bool:
        return self.rounding is not None and self.rounding.lower().endswith("up")


@node()
class AmountEqual(Node):
    """"equal to its power": the amount is computed when the effect happens."""

    quantity: Node
    template = "equal to <quantity>"


@node()
class Possessor(Phrase):
    """"its", "your", "target player's"."""


@node()
class RelativeClause(Phrase):
    """"attacked this turn", "isn't a Goblin" (after "that")."""


@node()
class RelativeState(Phrase):
    """"attacking", "a creature" (after "that's")."""


@node()
class ThatClause(Node):
    clause: Node
    template = "that <clause>"


@node("thats_a_copy")
class ThatsACopy(Node):
    """"a token that's a copy of target creature[, except it has haste]" (CR 707.2, 707.9)."""

    of: Node
    exceptions: Node | None = None
    #: "and that's tapped and attacking": how the copy enters (CR 614.1c)
    state: str | None = None
    template = "that's a copy of <of>[<exceptions>][ <state>]"


# -- copy exceptions (CR 707.9) ---------------------------------------------------------------------
@node()
class CopyExceptions(Phrase):
    """", except it has haste and it's 1/1": what the copy has that the original does not; the
    exceptions become part of its copiable values (CR 707.9b)."""

    @property
    def items(self) -> tuple[Node, ...]:
        return tuple(w for w in self.words if isinstance(w, Node))


@node()
class ExceptHasThisAbility(Node):
    """"except it has this ability": the copy keeps the ability that made it (CR 707.9a)."""

    subject: str | None
    verb: str
    template = "[<subject> ]<verb> this ability"


@node()
class ExceptHas(Node):
    """"except it has haste", "except it has \"{T}: Add {U}.\"" (CR 707.9a); "except it has
    flying and this ability": the copy also has the ability that made it (``this_ability``)."""

    subject: str | None
    verb: str
    abilities: Node
    this_ability: str | None = None
    template = "[<subject> ]<verb> <abilities>[ <this_ability>]"


@node()
class ExceptIs(Node):
    """"except it's an artifact in addition to its other types" (CR 205.1b), "except it's 1/1",
    "except it's a 4/4 black Zombie" (CR 707.9a-b): characteristics the copy has instead, or
    besides (``in_addition``)."""

    #: "it's", "they're", or "is" after "and" ("it isn't legendary and is a Mutant ...")
    subject: str
    article: str | None
    descriptor: Node
    in_addition: str | None = None
    template = "<subject> [<article> ]<descriptor>[ <in_addition>]"


@node()
class ExceptIsWith(Node):
    """"except it's a 4/4 Dragon creature with flying in addition to its other types", "except
    it's a 3/3 black Wraith with menace" (CR 707.9a-b): characteristics, and abilities the copy
    has besides its copied ones."""

    subject: str
    article: str | None
    descriptor: Node
    abilities: Node
    in_addition: str | None = None
    template = "<subject> [<article> ]<descriptor> with <abilities>[ <in_addition>]"


@node()
class ExceptNamed(Node):
    """"except its name is ~", "except his name is ~" (CR 707.9a)."""

    words: str
    name: Node
    template = "<words> <name>"


@node()
class ExceptLacksThisAbility(Node):
    """"except it doesn't have this ability": the copy lacks the ability that made it (CR 707.9a)."""

    subject: str
    verb: str
    template = "<subject> <verb> this ability"


@node()
class ExceptEntersWith(Node):
    """"except it enters with an additional +1/+1 counter on it": counters
    the copy enters with (CR 707.9b, 614.1c)."""

    subject: str
    counters: Node
    pronoun: str
    template = "<subject> with <counters> on <pronoun>"


@node()
class ExceptNotLegendary(Node):
    """"except it isn't legendary" (CR 707.9a)."""

    subject: str
    template = "<subject> legendary"


@node()
class ExceptLosesAllOther(Node):
    """"except it's an enchantment and loses all other card types": the card types (or creature
    types) said in the other exceptions replace the copied ones (CR 707.9b, 205.1a)."""

    subject: str | None
    verb: str
    kinds: str
    template = "[<subject> ]<verb> <kinds>"

    @property
    def kind_names(self) -> tuple[str, ...]:
        """"card types", "creature types", "abilities", as listed."""
        return tuple(re.findall(r"abilities|card types|creature types", " ".join(self.kinds.lower().split())))




@node()
class ThatsClause(Node):
    state: Node
    template = "that's <state>"


@node()
class AnyTarget(Node):
    """"any target": a creature, player, planeswalker or battle (CR 115.4)."""

    template = "any target"
    is_third_singular = True


@node()
class TargetsCount(Phrase):
    """"up to three", "two", "X", "one or two": how many targets "targets" names."""

    @property
    def up_to(self) -> bool:
        return self.lower_words()[:1] == ("up",)

    @property
    def numbers(self) -> tuple[Any, ...]:
        """The numbers as written ("three"; "one", "two"; "X")."""
        return tuple(w for w in self.words if isinstance(w, str) and w.lower() not in ("up", "to", "or", "other"))

    @property
    def other(self) -> bool:
        """"up to two other targets": other than the targets chosen before them (CR 115.3)."""
        return "other" in self.lower_words()


@node()
class CountedTargets(Node):
    """"up to three targets", "two targets", "X targets": that many targets, each of them any
    target (a creature, player, planeswalker or battle, CR 115.4), chosen as the spell or
    ability is put on the stack (CR 601.2c)."""

    count: TargetsCount
    word: str
    template = "<count> <word>"
    is_third_singular = False


@node()
class AnyTargetQualified(Node):
    """"any target that isn't a Dragon", "any target other than that permanent" (CR 115.4)."""

    qualifiers: tuple[Node, ...]
    template = "any target <qualifiers>"
    is_third_singular = True


@node()
class AnyOtherTarget(Node):
    template = "any other target"
    is_third_singular = True


@node()
class AnotherTarget(Node):
    """"2 damage to another target", "3 damage to a third target": one more any target (CR
    115.4), the word "target" said again for an object or player other than the ones chosen for
    the targets before it (CR 115.3)."""

    word: str
    template = "<word>"
    is_third_singular = True


@node()
class Controller(Phrase):
    """Who controls or owns, in "creatures you control", "cards an opponent owns"."""

    @property
    def is_third_singular(self) -> bool:
        return self.lower_words() not in (("you",), ("they",), ("your", "opponents"))


@node()
class ThatAreCopies(ThatsACopy):
    """"X tokens that are copies of target token you control" (CR 707.2): "that's a copy of"
    said of several tokens."""

    template = "that are copies of <of>[<exceptions>][ <state>]"


@node()
class BlockingOrBlockedBy(Node):
    """"blocking or blocked by this creature": in combat with it (CR 509.1g)."""

    whom: Node
    template = "blocking or blocked by <whom>"


@node()
class WithMostLife(Node):
    """"the player with the most life or tied for most life" (dethrone, CR 702.105a)."""

    tied: str | None = None
    template = "with the most life[ <tied>]"


@node()
class WithInHand(Node):
    """"each opponent with no cards in hand", "opponents with four or more cards in hand": the
    players who have that many cards in their hand (CR 402.1), as "who has ... in hand"."""

    determiner: Node
    descriptor: Node
    template = "with <determiner> <descriptor> in hand"


@node()
class YouHave(Node):
    """"each opponent you have": the players who are your opponents (CR 102.3)."""

    words: str
    template = "<words>"


@node()
class AttackedWithByYou(Node):
    """"each creature you attacked with this turn": the creatures that player declared as
    attackers in the period (CR 508.1a)."""

    words: str
    time: str
    template = "<words> with <time>"


@node()
class YouAttacked(Node):
    """"each opponent you attacked this combat", "... you attacked with a creature this combat"
    (melee, CR 702.121a)."""

    words: str
    with_what: Node | None = None
    time: str
    template = "<words>[ with <with_what>] <time>"


@node()
class YoureAttacking(Node):
    """"each opponent you're attacking", "a player you're attacking" (CR 506.3, 508.1b)."""

    words: str
    template = "<words>"


# -- coverage (issue 19) -------------------------------------------------------------------------


@node()
class WithPtEachEqual(Node):
    """"with power and toughness each equal to its mana value" (CR 208.2)."""

    quantity: Node
    template = "power and toughness each equal to <quantity>"


@node()
class BaseStatCompare(Node):
    """"base power 1", "base toughness 2 or less": objects by one of their base numbers
    (CR 613.4b)."""

    stat: Node
    comparison: Node
    template = "<stat> <comparison>"


@node()
class EitherBaseStatCompare(Node):
    """"base power or toughness 1": objects one of whose base numbers compares so (CR 613.4b)."""

    stats: Node
    comparison: Node
    template = "<stats> <comparison>"


@node()
class BaseStatOf(Node):
    """"its base power", "that creature's base toughness": an object's base number (CR 613.4b)."""

    owner: Node
    stat: Node
    template = "<owner> <stat>"


@node()
class WithNoAbilities(Node):
    """"creatures with no abilities": objects that have no ability (CR 113.1, 113.3)."""

    template = "no abilities"


@node()
class WithAbilities(Node):
    """"creatures with abilities": objects that have one or more abilities (CR 113.1, 113.3)."""

    template = "abilities"


@node()
class WithExactColors(Node):
    """"spells with exactly three colors": the number of its colors (CR 105.2)."""

    count: Node
    template = "exactly <count> colors"


@node()
class WithTargets(Node):
    """"a spell with one or more targets" (CR 115.1): a spell or ability with a target."""

    template = "one or more targets"


@node()
class WithPossessedStat(Node):
    """"permanents with that spell's mana value": the number equal to that object's (CR 202.3,
    208.1)."""

    owner: Node
    stat: str
    template = "<owner> <stat>"


@node()
class WithSingleTarget(Node):
    """"target spell with a single target" (CR 115.7): a spell or ability with one target."""

    template = "a single target"


@node()
class PickedAtRandom(Node):
    """"target opponent chosen at random", "one of those permanents at random": picked by chance."""

    words: str
    template = "<words>"


@node()
class CouldTargetBy(Phrase):
    """"that the spell could target", "that spell could target" (after the objects)."""


@node()
class TotalPtCompare(Node):
    """"with total power and toughness 5 or less": power plus toughness, compared."""

    comparison: Node
    template = "total power and toughness <comparison>"

@node()
class InZoneNp(Node):
    """"~ from your graveyard", "it from your graveyard": an object named by itself or a pronoun,
    with the zone it is in."""

    what: Node
    preposition: str
    zone: Node
    template = "<what> <preposition> <zone>"


@node()
class ThatsStill(Node):
    """"a 3/3 artifact creature that's still a land": the types it keeps (CR 205.1b)."""

    article: str
    what: Node
    template = "that's still <article> <what>"


@node()
class TheMonarch(Node):
    """"the monarch" as a player (CR 724.1): "attacks the monarch", "The monarch controls
    enchanted creature."."""

    article: str
    word: str
    template = "<article> <word>"


@node()
class ThatsNoLonger(Node):
    """"a 4/4 Spirit artifact creature that's no longer an Equipment": the types it loses as it
    becomes the new ones (CR 205.1a)."""

    article: str
    what: Node
    template = "that's no longer <article> <what>"


@node()
class ThatAreStill(Node):
    """"1/1 creatures that are still lands": the types they keep (CR 205.1b)."""

    what: Node
    template = "that are still <what>"


@node()
class AllCreatureTypes(Node):
    """"a 2/2 creature with all creature types" (CR 205.3m, 702.73a)."""

    template = "all creature types"


@node()
class GainAllCreatureTypes(Node):
    """"gains all creature types" (CR 205.3m): every creature type, added (layer 4)."""

    template = "<@gain> all creature types"
    by_objects = True


@node()
class LoseAllCreatureTypes(Node):
    """"loses all creature types" (CR 205.1b): its creature types removed, its other types kept
    (layer 4, CR 613.1d)."""

    template = "<@lose> all creature types"
    by_objects = True



@node()
class AttackedByCombatant(Node):
    """"the player or planeswalker it's attacking", "... that creature is attacking": what an
    attacking creature attacks (CR 506.3, 508.1b); ``combatant`` is the subject and its verb."""

    combatant: str
    template = "<combatant>"


@node()
class BlockedByCombatant(Node):
    """"target creature it's blocking", "creatures this creature is blocking": the attacking
    creatures a blocking creature blocks (CR 509.1a, 509.1g)."""

    combatant: str
    template = "<combatant>"


@node()
class BlockedByNp(Node):
    """"all creatures blocked by this creature", "target creature with flying blocked by this
    creature": the attacking creatures those objects block now (CR 509.1a, 509.1g)."""

    whom: Node
    template = "blocked by <whom>"


@node()
class BlockedByCombatantThen(Node):
    """"all creatures it blocked this turn", "creatures it was blocking": the attacking
    creatures a creature blocked during that time, whether or not it still blocks them
    (CR 509.1a, 509.1h, 506.4)."""

    #: "it blocked this turn", "this creature blocked this combat", "it was blocking"
    words: str
    template = "<words>"


# -- relative clauses with "whose" ----------------------------------------------------------------
@node()
class WhosePlayer(Node):
    """"whose controller controls an Island", "whose owner ...": the objects whose controller (or
    owner) is a player the ``clause`` describes, as "who" describes players (CR 108.3, 108.4)."""

    whose: str
    clause: Node
    template = "<whose> <clause>"

    @property
    def role(self) -> str:
        return "owner" if self.whose.lower().endswith("owner") else "controller"


@node()
class WhoseTurn(Phrase):
    """"whose turn it is": the active player (CR 102.1)."""


@node()
class WhoseStatIs(Node):
    """"whose life total is less than half their starting life total": the players or objects
    whose number compares so with the quantity."""

    stat: str
    comparison: str
    right: Node
    template = "whose <stat> is <comparison> <right>"


@node()
class WhoseCoinCameUp(Node):
    """"whose coin comes up tails": the players whose own coin of the flip before came up so
    (CR 705.2)."""

    whose: str
    verb: str
    side: str
    template = "<whose> <verb> <side>"


# -- players named by a relation (issue 19, p2) ---------------------------------------------------
@node()
class ControlledByNp(Node):
    """"controlled by that opponent", "controlled by the player to their left": the objects the
    player the noun phrase names controls (CR 108.4), in the passive."""

    verb: str
    controller: Node
    template = "<verb> <controller>"


@node()
class SeatedToSide(Phrase):
    """"to your left", "to their right": the player seated next to a player on that side
    (CR 101.4, 800.5)."""

    @property
    def side(self) -> str:
        return str(self.words[0]).lower().rsplit(" ", 1)[-1]


@node()
class InSeatDirection(Phrase):
    """"in the chosen direction", "in that direction", "in turn order": counted along the seats,
    in the direction chosen or in turn order (CR 101.4, 800.5, 803.1a)."""


@node()
class WhoHasDesignation(Node):
    """"who has the initiative", "who has the city's blessing": the players who hold the
    designation (CR 725.1, 702.131c), read as the condition "they have the initiative"."""

    verb: str
    designation: Node
    template = "<verb> <designation>"
    condition_class = "HasDesignation"


@node()
class WhoCast(Node):
    """"who cast a spell this turn", "who cast ~": the players who cast it, read as the condition
    "they cast a spell this turn" (CR 601.2i)."""

    predicate: Node
    origin: Node | None = None
    time: Any = None
    template = "<predicate>[ <origin>][ <time>]"
    condition_class = "PredicateCondition"
    #: "the player who cast ~": the verb as written, not agreeing with a subject ("casts")
    verb_subject = None
