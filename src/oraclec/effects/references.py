"""References to objects, players and zones, and filters describing them (CR 109, 115)."""

from __future__ import annotations

from typing import ClassVar

from .base import Reference, Value, model


# -- players ---------------------------------------------------------------------------------
@model
class You(Reference):
    """The controller of the spell or ability ("you")."""

    def names_players(self) -> bool:
        return True


@model
class EachPlayer(Reference):
    """Each player, in APNAP order (CR 101.4)."""

    def names_players(self) -> bool:
        return True


@model
class EachOpponent(Reference):
    """Each opponent of the controller, in APNAP order (CR 102.2)."""

    def names_players(self) -> bool:
        return True


@model
class OtherPlayers(Reference):
    """"each other player draws a card": every player but ``than`` (you), in APNAP order."""

    than: Reference

    def names_players(self) -> bool:
        return True


@model
class ControllerOf(Reference):
    """The controller of an object (CR 108.4): a player, whatever ``what`` is."""

    what: Reference

    def names_players(self) -> bool:
        return True


@model
class OwnerOf(Reference):
    """The owner of an object (CR 108.3): a player, whatever ``what`` is."""

    what: Reference

    def names_players(self) -> bool:
        return True


# -- objects ---------------------------------------------------------------------------------
@model
class Filter(Reference):
    """A description of objects: every set field must hold (an "and" of qualities).

    ``types``, ``subtypes``, ``supertypes``, ``colors``: each listed one is required.
    ``any_types``: at least one of them ("creature or land card"). ``excluded_types``: none of
    them ("nonland"). ``controller``/``owner``: a player reference. ``zone``: where the objects
    are ("battlefield", "graveyard", "hand", "library", "exile", "stack"); with ``zone_owner``
    (default: any player). ``other``: not the source ("another"). ``token``: tokens only (True)
    or nontokens only (False). ``stat``: (stat, comparison, value) with a comparison among
    "<=", ">=", "==", "<", ">".
    """

    types: tuple[str, ...] = ()
    any_types: tuple[str, ...] = ()
    excluded_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    any_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    name: str | None = None
    #: "not named ~": names the objects must not have ("~" is the source's own, CR 201.4b)
    excluded_names: tuple[str, ...] = ()
    controller: Reference | None = None
    owner: Reference | None = None
    #: None: no zone at all, only in a test of one object wherever it is ("if it's not a token",
    #: as it last existed, CR 603.10a)
    zone: str | None = "battlefield"
    zone_owner: Reference | None = None
    other: bool = False
    token: bool | None = None
    tapped: bool | None = None
    #: (stat, op, value): "with power 2 or less"; "base_power", "base_toughness": "with base
    #: power 1" (CR 613.4b); "abilities": how many abilities it has ("with no abilities", CR
    #: 113.1); "colors": how many colors it is ("exactly two colors", CR 105.2; op "!=" for
    #: "that isn't exactly two colors"); a "total_" stat ("total_power",
    #: "total_mana_value": "any number of creature cards with total mana value 6 or less", CR
    #: 702.122a, 202.3) is a quality of the objects chosen together, read where a group is
    #: chosen, never of each object alone
    stat: tuple[str, str, Value] | None = None
    #: "with different names", "with different powers": a quality of the objects chosen
    #: together, never of each object alone (like a "total_" stat): each of them has a value of
    #: this characteristic (a CountDistinct characteristic: "names", "powers", "mana_values";
    #: or "controllers": "target creatures controlled by different players", CR 601.2c) and no
    #: two of them share one (CR 201.2b); read where a group is chosen
    different: str | None = None
    #: "with the same name as [reference]"; if the reference names nothing, the quality is
    #: undefined and nothing matches (CR 701.23c)
    same_name_as: Reference | None = None
    #: "that doesn't have the same name as [reference]": no name in common with any of those
    #: objects (an object with no name has none in common, CR 201.2a)
    different_name_from: Reference | None = None
    #: what kind of thing when the zone does not say: "spell_or_ability", "ability", "spell"
    #: (a spell, not an ability on the stack), "object" (a source), "card" (a card in any zone)
    kind: str | None = None
    excluded_subtypes: tuple[str, ...] = ()
    excluded_supertypes: tuple[str, ...] = ()
    any_colors: tuple[str, ...] = ()
    excluded_colors: tuple[str, ...] = ()
    #: "colorless", "multicolored", "monocolored" (CR 105.2)
    color_kind: str | None = None
    #: statuses and combat states (CR 110.5, 506): "attacking", "blocking", "blocked",
    #: "unblocked", "face-down", "enchanted", "equipped", "modified", "historic", "outlaw",
    #: "commander", "with mana ability", "with activated ability", "with nonmana activated
    #: ability", "with triggered ability" (CR 605.1a, 602.1, 603.1), links (CR 607.2): "exiled
    #: with this", "created with this", "put onto the battlefield with this", history: "attacked
    #: this turn", "entered this turn", ..., and where in its
    #: zone: ``TOP_OF_LIBRARY`` ("from the top of your library")
    states: tuple[str, ...] = ()
    excluded_states: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    excluded_keywords: tuple[str, ...] = ()
    #: "with a [kind] counter on it" (at least one; "" for any kind)
    counters: tuple[str, ...] = ()
    #: "other than [reference]" ("from among [reference]" is ``Amongst``)
    excluded: Reference | None = None
    #: "spell that targets [reference]"
    targets: Reference | None = None
    #: "spell that targets only [reference]": it has targets, and every one is among ``targets``
    targets_only: bool = False
    #: "spell with a single target", "spell that targets only a single creature": one object or
    #: player is its target, however many times it is chosen (CR 115.1)
    single_target: bool = False
    #: "a spell with one or more targets": it has a target, one object or player at least (CR
    #: 115.1)
    has_targets: bool = False
    #: "that the spell could target" (CR 115.1, 707.10d): each object or player that would be
    #: a legal target for every instance of the word "target" of the spell or ability this names
    #: (legal for its controller); not one that names no target
    targetable_by: Reference | None = None
    #: with ``targetable_by``: "each other creature you control that the spell could target":
    #: other than the objects and players the spell or ability targets already (CR 707.10d), in
    #: place of ``other`` (other than the source)
    other_than_its_targets: bool = False
    #: "with the greatest power": ("power", "greatest")
    extreme: tuple[str, str] | None = None
    #: "of the chosen type/color"
    chosen: tuple[str, ...] = ()
    #: "that aren't of the chosen type": not of the chosen quality (CR 607.2)
    excluded_chosen: tuple[str, ...] = ()
    #: "with mana value of the chosen quality": the stat ("mana_value", "power", "toughness")
    #: whose parity is the one chosen before, odd or even (fx.ChooseQuality "odd or even")
    chosen_parity: str | None = None
    #: "with an odd mana value", "with even mana values": (stat, "odd" or "even"), the stat
    #: ("mana_value", "power", "toughness") odd or even (zero is even; CR 601.3a's example)
    parity: tuple[str, str] | None = None
    #: "with the most votes or tied for most votes": among the objects voted for in the ability's
    #: vote, those no other object got more votes than (CR 701.38)
    most_votes: bool = False
    #: alternatives that each hold on their own, when any_types/any_subtypes/any_colors can't
    #: say it ("attacking creature or blocked creature")
    any_of: tuple[Filter, ...] = ()
    #: "that shares a color with [shares_with]": ``shared`` is "color", "card type", "creature
    #: type", "permanent type", "land type" or "mana value"
    shared: str | None = None
    shares_with: Reference | None = None
    #: with ``shares_with``: "that doesn't share a color with [shares_with]": no such quality in
    #: common with any of those objects (an object with no color shares none, CR 105.2)
    shares_none: bool = False
    #: "attached to [reference]": Auras, Equipment, Fortifications attached to one of those
    #: objects (CR 301.5, 303.4)
    attached_to: Reference | None = None
    #: "blocking [reference]": creatures blocking one of those objects (CR 509.1a)
    blocking: Reference | None = None
    #: "blocked by [reference]": attacking creatures one of those objects blocks (CR 509.1g)
    blocked_by: Reference | None = None
    #: "attacking [reference]": creatures attacking one of those players, planeswalkers or
    #: battles (CR 506.3, 508.1b)
    attacking: Reference | None = None
    #: "activated ability from an artifact source", "abilities from nongreen sources": an
    #: activated or triggered ability (CR 113.3b-c) whose source, the object it is from (CR
    #: 113.7), fits this description: the source as it is now, or its last known information
    #: once it left the zone it was in (CR 113.7a). A spell or a permanent never fits
    source: Reference | None = None


#: the state of a card that is the top card of its library
TOP_OF_LIBRARY = "top of library"

#: the state of a card or spell whose mana cost has the symbol {X} in it (CR 107.3, 202.1): "a
#: spell with {X} in its mana cost"
X_IN_MANA_COST = "X in mana cost"

#: the state of an adventurer card, spell or permanent: "a creature spell that has an Adventure"
#: (CR 715.2a: it has the alternative characteristics of an Adventure, used or not; part of its
#: copiable values, 715.2b)
HAS_ADVENTURE = "has an Adventure"

#: states of a spell whose controller declared the intention to pay a keyword's optional
#: additional cost -> that cost's name among the costs paid: "a kicked spell" (CR 702.33d), "a
#: bargained spell" (CR 702.166b)
COST_PAID_STATES = {"kicked": "kicker", "bargained": "bargain"}


@model
class Target(Reference):
    """"target [filter]" (CR 115): chosen as the spell or ability is put on the stack.

    ``key`` tells the targets of one ability apart ("target creature and target player");
    ``min``/``max`` give "up to two target ..." (min 0, max 2). ``what`` is a Filter or a
    player reference (``You``, ``EachPlayer`` for "target player", ``EachOpponent`` for
    "target opponent").
    """

    key: str
    what: Reference
    min: int = 1
    max: int = 1
    #: when the number of targets is not a printed number: "X target creatures", "any number
    #: of target creatures" (``AnyNumber``); then ``max`` is ignored (CR 601.2c)
    count: Value | None = None
    #: "target opponent chosen at random": picked by chance among the legal targets as the spell
    #: or ability is put on the stack (CR 601.2c, 603.3d), not by its controller
    at_random: bool = False
    #: "any target of an opponent's choice", "target creature of defending player's choice":
    #: the player who chooses the target as the spell or ability is put on the stack, in place of
    #: its controller; of several ("an opponent"), the controller decides which one (as for a
    #: mode, CR 700.2e). None: the controller (CR 601.2c)
    chooser: Reference | None = None

    def names_players(self) -> bool:
        return self.what.names_players()  # "target player", "target opponent" (CR 115.1)


@model
class NamedEarlier(Reference):
    """An object or player an earlier paragraph of the same instant or sorcery named ("Destroy
    target creature if it has mana value 2 or less." / "Revolt — Destroy that creature if it has
    mana value 4 or less instead if ..."): ``what`` as that paragraph refers to it. The
    paragraphs of a spell are one set of instructions, followed in order (CR 113.3a, 608.2c);
    each is compiled apart, so a target named this way is that paragraph's target, not a new
    one (the runtime follows the paragraphs as one list, ``runtime.casting``)."""

    what: Reference

    def names_players(self) -> bool:
        return self.what.names_players()


@model
class This(Reference):
    """The object the ability is on ("~", "this creature", "this card")."""


@model
class GrantingSource(Reference):
    """"~" in an ability another ability grants ('Equipped creature has "{T}, Unattach ~: Tap
    target creature."'): the source of the granting ability (the Equipment), not the object
    that has the granted ability (CR 201.5a). ``object_id``: that source, bound by the runtime
    as the ability is granted (None as compiled)."""

    object_id: int | None = None


@model
class Found(Reference):
    """What an earlier instruction of the same ability produced or chose.

    ``key``: "milled", "found", "created", "amassed", "cast", "chosen", "exiled", "discarded",
    "drawn", "revealed", "sacrificed", "destroyed", "returned", "manifested" (the face-down
    permanents a manifest or cloak put onto the battlefield), or a target key; "triggering" is
    the object of the trigger event; "damaged" is what the damage of the replaced event would be
    dealt to (CR 614.1a: "it deals double that damage instead"); "spent on" is the spell mana
    with a rider was spent on (CR 106.6); :attr:`TESTED` is the object a filter is testing, in
    a number the filter compares ("with toughness greater than its power", CR 208.1: each
    object's own numbers). "it"/"them" in text compile to one of these.
    The keys in :attr:`PLAYER_KEYS` hold players: "triggering player" (the player of the
    trigger event), "each player" (the player a "for each player" instruction is at), "attacked
    player" (the player the triggering attacker attacks, CR 508.1b) and "cause controller" (the
    controller of the spell or ability that caused the trigger event, CR 701.9a) and
    :attr:`DAMAGED_PLAYERS` (the players the instructions before dealt damage, "if a player is
    dealt damage this way", CR 608.2c). :attr:`COUNTERS_PUT` holds the objects the instructions
    before put counters on ("each creature that had counters put on it this way", CR 122.6), and
    ``COUNTERS_PUT + ":" + kind`` those they put counters of that kind on.
    """

    DAMAGED_PLAYERS: ClassVar[str] = "players dealt damage"
    COUNTERS_PUT: ClassVar[str] = "counters put"
    TESTED: ClassVar[str] = "tested"
    PLAYER_KEYS: ClassVar[frozenset[str]] = frozenset({"triggering player", "each player", "attacked player", "cause controller", DAMAGED_PLAYERS})

    key: str

    def names_players(self) -> bool:
        return self.key in self.PLAYER_KEYS


@model
class CastThisTurn(Reference):
    """"spells you've cast this turn" as a count or a characteristic reads them: the spells
    ``by`` cast this turn (CR 601.2i) that match ``what``, as each was on the stack when it was
    cast (the game's record: it may have left the stack since). Never acted on."""

    what: Reference
    by: Reference | None = None  #: None: any player


@model
class TappedFor(Reference):
    """"each creature that crewed it this turn", "a creature that saddled it this turn", "each
    creature that convoked it": the creatures tapped to pay the cost of a crew (CR 702.122b) or
    saddle (CR 702.171c) ability of this object this turn, or tapped to convoke the spell this
    object is or was (CR 702.51c; a permanent knows the costs paid for the spell it was, CR
    400.7d); each once, as it is now, or as it last existed on the battlefield once it has left
    (CR 608.2h: it is counted, never acted on then)."""

    #: "crew", "saddle" or "convoke"
    action: str


@model
class CastThisWay(Reference):
    """"a spell cast this way", "each spell cast this way" (CR 400.7h): the spells cast with a
    permission the ability it is part of gave ("You may cast spells from ... . If a spell cast
    this way would be put into a graveyard, ..."), as the game records with each spell which
    permission let it be cast (CR 601.2, 601.3); ``what``: the spells of them it describes
    ("an instant or sorcery spell cast this way"), None for all. A permission is the ability's
    when its source gave it: a static ability of that object, or an instruction of an ability
    or spell it is the source of (CR 608.2, an instruction to cast a card during resolution
    included, 608.2g)."""

    what: Reference | None = None


@model
class NextSpell(Reference):
    """"the next [instant or sorcery] spell you cast this turn" (CR 611.2f): the first spell
    matching ``what`` that ``by`` casts after the effect naming it is created. Such an effect
    does not begin at once: it begins as that player puts that spell on the stack (CR 601.2a)
    and applies to that spell only (as long as it is that object, CR 400.7); the effect's
    duration is the time that spell may be cast in ("this turn"), after which it ends unused.
    Only a cost change, a granted ability, "can't be countered" and "as though it had flash"
    name it."""

    what: Reference
    by: Reference


@model
class Amongst(Reference):
    """"[filter] from among [reference]": objects of a reference that match a filter."""

    among: Reference
    filter: Filter


@model
class ActivatedAbilities(Reference):
    """Activated abilities described by what they are on and what they are, as a cost change
    names them (CR 602.2b, 601.2f): "activated abilities of creatures you control" (``of``: the
    objects they are on; None: any), "equip abilities you activate" (``keyword``: the keyword
    that makes them, "loyalty" for loyalty abilities, CR 606; ``player``: who activates them),
    "abilities you activate that aren't mana abilities" (``mana_abilities`` False, CR 605),
    "equip abilities you activate that target this creature" (``targets``: what one of their
    targets is, CR 115), "activated abilities with {T} in their costs" (``tap_cost`` True; "an
    ability without {T} in its activation cost": False; CR 107.5, 602.1a)."""

    of: Reference | None = None
    keyword: str | None = None
    player: Reference | None = None
    mana_abilities: bool = True
    targets: Reference | None = None
    tap_cost: bool | None = None
    #: "an ability that targets only ~": every target is one of ``targets`` (CR 115.1)
    targets_only: bool = False


@model
class Zone(Reference):
    """A zone: "your graveyard", "target player's library" (CR 400)."""

    kind: str
    player: Reference | None = None


@model
class Chosen(Reference):
    """"a [card] from [zone]" in an action ("return a creature card from your graveyard"):
    the player chooses ``amount`` of the objects ``what`` means (any number up to it with
    ``up_to``) when the action happens. Result key: "chosen"."""

    what: Reference
    amount: Value | None = None  #: None: one
    up_to: bool = False
    #: "a card at random from their hand": picked by chance, not by a player
    at_random: bool = False
    #: "discard a card of target opponent's choice": the player who chooses in place of the
    #: controller (of several, the controller names one, as for a mode, CR 700.2e). None: the
    #: controller
    chooser: Reference | None = None

    def names_players(self) -> bool:
        return self.what.names_players()  # "an opponent": one of the players ``what`` names


def names_players(ref: object) -> bool:
    """Does ``ref`` name players (CR 102) rather than objects (CR 109)? False for anything that
    is not a reference (None, a value): see :meth:`Reference.names_players`."""
    return isinstance(ref, Reference) and ref.names_players()
