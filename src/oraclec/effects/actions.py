"""One class per game action (CR 701 keyword actions and the plain verbs of rules text).

Fields default to the common reading: ``player`` is ``You()`` ("you draw"), ``source`` is
``This()``. References (``Target``, ``Found``, ``This``, ``Filter``) say what an action affects;
values (``Fixed``, ``Variable``, ``CountOf``) say how much. Results an action produces (milled
cards, found cards, the created token, the amassed Army) can be referred to by later actions of
the same ability with ``Found(key)``; the key is the class's ``result_key``, which the compiler
writes into ``Found`` and the runtime records the results under.
"""

from __future__ import annotations

from typing import ClassVar

from .base import Ability, Cost, Effect, Element, Reference, Value, model
from .references import This, You
from .values import Fixed


def _you() -> Reference:
    return You()


def _this() -> Reference:
    return This()


def _one() -> Value:
    return Fixed(value=1)


# -- cards and zones -------------------------------------------------------------------------
@model
class Draw(Effect):
    """"draw N cards" (CR 121); ``up_to``: "draw up to N cards", any number from 0 to N, as
    the player chooses. Result key: "drawn"."""

    result_key: ClassVar[str] = "drawn"

    player: Reference = _you()
    amount: Value = _one()
    up_to: bool = False


@model
class Mill(Effect):
    """"mill N cards" (CR 701.17): as many as possible. Result key: "milled"."""

    result_key: ClassVar[str] = "milled"

    player: Reference = _you()
    amount: Value = _one()


@model
class Discard(Effect):
    """"discard N cards" (CR 701.9): each player discards ``amount`` cards of their hand, of the
    kind ``kind`` says if any ("discard a creature card"), chosen by that player (CR 701.9a) or
    picked ``at_random`` (701.9b); ``up_to``: any number up to ``amount``. ``what`` instead names
    the cards themselves ("discard that card", "discard all creature cards"); then ``amount`` is
    not read. Result key: "discarded"."""

    result_key: ClassVar[str] = "discarded"

    player: Reference = _you()
    amount: Value = _one()
    what: Reference | None = None
    at_random: bool = False
    kind: Reference | None = None
    up_to: bool = False


@model
class Move(Effect):
    """Put objects into a zone: return to hand, exile, put onto the battlefield, put into a
    graveyard, put on top or at the bottom of a library (CR 400.7). ``to`` is a zone kind; the
    zone belongs to each object's owner (CR 400.3) unless ``under`` names who controls a
    permanent. Result key: "moved" (and "exiled"/"returned" by destination)."""

    result_key: ClassVar[str] = "moved"

    what: Reference
    to: str
    #: for libraries: "top" / "bottom"; "top:N" / "bottom:N", the Nth place from that end (CR
    #: 401.7, "third from the top" is "top:3"); places joined by "_or_" ("top_or_bottom",
    #: "top:2_or_bottom"): the owner chooses one
    position: str | None = None
    #: for a library: "just beneath the top X cards of that library", the place after that many
    #: cards from the top, the (X+1)th from the top (CR 401.7: on the bottom if there are fewer)
    beneath: Value | None = None
    tapped: bool = False
    face_down: bool = False
    under: Reference | None = None
    attacking: bool = False
    #: "onto the battlefield tapped and attacking that opponent": the player it attacks (CR
    #: 508.4a); None: an opponent of its controller (CR 508.4)
    attacking_whom: Reference | None = None
    transformed: bool = False
    #: for several cards put on top or at the bottom of a library: "any" order (the player
    #: chooses, CR 401.4) or "random"
    order: str | None = None
    #: how long it stays: "source_leaves" for "exile ... until ~ leaves the battlefield" (CR
    #: 610.3: the object returns when the source leaves)
    until: str | None = None
    #: "with a +1/+1 counter on it": PutCounters on Found("entering"), CR 614.1c; "If that card
    #: has mana value 3 or less, it enters with ...": a Conditional of them, checked for each
    #: object as it enters (CR 614.12)
    counters: tuple[Effect, ...] = ()
    #: "Return it to the battlefield. It's an enchantment.": continuous effects (Becomes on
    #: Found("entering")) that apply as it enters, not after (CR 611.2e)
    characteristics: tuple[Effect, ...] = ()


@model
class ExileHaunting(Effect):
    """"exile it haunting target creature" (haunt, CR 702.55a): ``what`` is exiled, and the card
    exiled so haunts the object ``haunted`` (the ability's target) from then on, whether or not
    that object is still a creature (702.55b): see :class:`Haunted`. Result key: "exiled"."""

    result_key: ClassVar[str] = "exiled"

    what: Reference
    haunted: Reference


@model
class Shuffle(Effect):
    """"shuffle [your library]" (CR 701.24), or "shuffle [objects] into [library]" when
    ``what`` is given: the library is shuffled even if those objects are gone (CR 701.24c-d)."""

    player: Reference = _you()
    what: Reference | None = None


@model
class Search(Effect):
    """"search [zones] for [quality]" (CR 701.23). ``amount`` cards at most (``up_to``) or
    exactly as far as possible (a quantity with no stated quality, CR 701.23d). Found cards are
    revealed only if ``reveal``. Result key: "found"."""

    result_key: ClassVar[str] = "found"

    zones: tuple[Reference, ...]
    what: Reference
    amount: Value = _one()
    up_to: bool = False
    reveal: bool = False
    player: Reference = _you()
    #: "your graveyard, hand, and/or library": the player chooses which of the zones to search
    choose_zones: bool = False
    #: "for a Forest card and a Plains card": the descriptions after ``what``, each found as
    #: ``what`` is (``amount`` cards, ``up_to``), never a card found already for another
    more: tuple[Reference, ...] = ()


@model
class Conjure(Effect):
    """"conjure a card named [name] into your hand", "conjure a duplicate of it onto the
    battlefield" (Alchemy, digital-only): ``amount`` new cards, named ``name`` or duplicating
    each of ``duplicate_of``, come from outside the game into the ``player``'s zone ``to``.
    ``name_of_source``: "a card named ~", named with the source's current name (CR 201.4b).
    "conjure a random card from ~'s spellbook", "a card of your choice from the Planets
    Spellbook": a card of a spellbook (``spellbook_of`` or ``spellbook``, as :class:`Draft`
    says), picked at random, or by the player when ``chosen``. Result key: "conjured"."""

    result_key: ClassVar[str] = "conjured"

    to: str
    name: str | None = None
    duplicate_of: Reference | None = None
    amount: Value = _one()
    player: Reference = _you()
    tapped: bool = False
    name_of_source: bool = False
    spellbook_of: Reference | None = None
    spellbook: str | None = None
    chosen: bool = False
    #: "into the top ten cards of your library at random": each card put at a random place
    #: among the top N cards of the library (None: as ``to`` alone says)
    within_top: Value | None = None


@model
class Draft(Effect):
    """"draft a card from ~'s spellbook" (Alchemy, digital-only; not a Conspiracy Draft, CR
    905.1): three cards of the spellbook, picked at random, are looked at, and the player puts one
    of them into their hand, a new card from outside the game. A spellbook is a list of cards
    that the digital game keeps for a card, written in no Oracle text: that of the card of
    ``spellbook_of`` ("~'s spellbook", "this creature's spellbook"), or one named ``spellbook``
    ("the Planets Spellbook"). Result key: "drafted"."""

    result_key: ClassVar[str] = "drafted"

    spellbook_of: Reference | None = None
    spellbook: str | None = None
    player: Reference = _you()


@model
class Reveal(Effect):
    """"reveal [cards]": every player sees them (CR 701.20). Result key: "revealed"."""

    result_key: ClassVar[str] = "revealed"

    what: Reference
    player: Reference = _you()


@model
class RevealUntil(Effect):
    """"reveal cards from the top of your library until you reveal a creature card": cards
    from the top of ``library``'s owner's library, one at a time, until ``amount`` cards
    matching ``until`` are among them; with a "total_" stat in ``until`` ("until they have
    exiled cards with total mana value 5 or greater"), until the matching cards together have
    that total (CR 202.3). ``action`` is "reveal", "exile" or "mill". Result keys: "found" (the
    matching cards), "rest" (the others)."""

    result_key: ClassVar[str] = "found"

    library: Reference
    until: Reference
    amount: Value = _one()
    action: str = "reveal"
    player: Reference = _you()


@model
class LookAt(Effect):
    """"look at the top N cards of your library", "look at target player's hand": ``player``
    sees those hidden cards, without revealing them."""

    what: Reference
    player: Reference = _you()


@model
class Scry(Effect):
    """"scry N": look at the top N cards of your library, then put any number of them on the
    bottom and the rest on top in any order (CR 701.22)."""

    amount: Value = _one()
    player: Reference = _you()


@model
class Surveil(Effect):
    """"surveil N": look at the top N cards of your library, then put any number of them into
    your graveyard and the rest on top in any order (CR 701.25)."""

    amount: Value = _one()
    player: Reference = _you()


# -- permanents ------------------------------------------------------------------------------
@model
class Destroy(Effect):
    """"destroy [permanents]": each is put into its owner's graveyard (CR 701.8)."""

    what: Reference


@model
class Sacrifice(Effect):
    """"[player] sacrifices [objects]" (CR 701.21): the player chooses among their own.
    Result key: "sacrificed"."""

    what: Reference
    player: Reference = _you()
    amount: Value = _one()


@model
class Regenerate(Effect):
    """"Regenerate [permanent]" (CR 701.19): the next time it would be destroyed this turn,
    instead remove all damage from it and tap it."""

    what: Reference = _this()


@model
class PhaseOut(Effect):
    """"[permanents] phase(s) out" (CR 702.26d): each is treated as though it does not exist
    until it phases in, during its controller's next untap step (CR 502.1); what is attached to
    it phases out with it (CR 702.26g)."""

    what: Reference = _this()


@model
class Tap(Effect):
    """"tap [permanents]" (CR 701.26)."""

    what: Reference


@model
class Untap(Effect):
    """"untap [permanents]" (CR 701.26)."""

    what: Reference


@model
class TokenSpec(Element):
    """The characteristics of a token (CR 111.3). With no ``name``, the name is the subtypes
    plus "Token" (CR 111.4): "Orc Army Token"."""

    name: str | None = None
    colors: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    abilities: tuple[Ability, ...] = ()


@model
class CreateToken(Effect):
    """"create N [token]" (CR 701.7, 111). Result key: "created"."""

    result_key: ClassVar[str] = "created"

    token: TokenSpec
    amount: Value = _one()
    player: Reference = _you()
    tapped: bool = False
    attacking: bool = False
    #: "a token that's tapped and attacking that opponent": the player it attacks (CR 508.4a);
    #: None: an opponent of its controller, as a declared attacker would (CR 508.4)
    attacking_whom: Reference | None = None
    #: "an X/X token": power and toughness fixed as the token is created (they replace the
    #: spec's)
    power: Value | None = None
    toughness: Value | None = None
    #: "The token enters with X +1/+1 counters on it": PutCounters on Found("entering"), the
    #: counters each token enters with (CR 614.1c, 122.6)
    counters: tuple[Effect, ...] = ()


@model
class PutCounters(Effect):
    """"put N [kind] counters on [objects]" (CR 122). ``divided``: "distribute three +1/+1
    counters among one, two, or three target creatures", split among the targets as the spell is
    cast, at least 1 to each (CR 601.2d); when ``what`` is no target ("among any number of
    creatures you control"), the player divides them as the instruction is carried out among
    the objects ``what`` describes that they choose, at least 1 to each (CR 608.2d)."""

    what: Reference
    counter: str
    amount: Value = _one()
    divided: bool = False


@model
class PutCountersOfEachKind(Effect):
    """"double the number of each kind of counter on target permanent" (CR 701.10e: as many
    more of each kind as the permanent or player already has; ``amount`` None), "for each kind
    of counter on target permanent, put another counter of that kind on it" (``amount`` more of
    each kind already there): on each object or player ``what`` names. ``or_remove``: "put
    another counter of that kind on it or remove one from it", for each kind the controller
    chooses one more or one fewer."""

    what: Reference
    amount: Value | None = None
    or_remove: bool = False


@model
class ChooseCounterKind(Effect):
    """"choose a counter on target permanent", "choose a counter on it" (CR 122.1: counters of
    one kind are alike, so choosing a counter chooses its kind; CR 608.2d: chosen as the
    instruction is carried out): ``player`` chooses one kind among the counters on the object or
    player ``on`` names. A later "a counter of that kind" (:class:`PutCountersOfChosenKind`) is
    of that kind; nothing is chosen when there is no counter there. Result key "chosen counter
    kind"."""

    on: Reference
    player: Reference = _you()
    result_key: ClassVar[str] = "chosen counter kind"


@model
class PutCountersOfChosenKind(Effect):
    """"put an additional counter of that kind on that permanent", "give that permanent or
    player another counter of that kind": ``amount`` counters of the kind
    :class:`ChooseCounterKind` chose earlier in the ability, on each object or player ``what``
    names (CR 122.1); none when no kind was chosen (CR 609.3: only as much as possible)."""

    what: Reference
    amount: Value = _one()


@model
class PayAnyAmount(Effect):
    """"you may pay any amount of {E}" (CR 107.1c), "pay one or more {E}" (``at_least`` 1): the
    player chooses how many of their ``counter`` counters to pay, from ``at_least`` to all they
    have; energy is paid by removing energy counters (CR 107.14). ``life``: "pay any amount of
    life", up to their life total (CR 119.4); ``mana``: "pay any amount of mana" ("any": mana of
    any type, paid as generic mana) or of one kind ("{R}"), as much as they can pay (CR 107.1c,
    601.2g-h). ``cost``: "pay {1}{W} any number of times", a mana cost (no {X}, no hybrid or
    Phyrexian symbol) paid in full as many times as the player chooses, ``at_most`` times at most
    ("up to three times"); the amount is the number of times, and the choice counts as taken
    only when it was paid at least once ("When you pay this cost one or more times", CR 603.12).
    Each player ``player`` names pays, in turn (from ``starting`` when the text names who
    starts). Result key "amount paid" (:class:`~oraclec.effects.AmountPaid`, the total), also
    "that much" after it."""

    result_key: ClassVar[str] = "amount paid"

    counter: str | None = None
    player: Reference = _you()
    at_least: int = 0
    life: bool = False
    mana: str | None = None
    cost: str | None = None
    at_most: int | None = None
    #: "Starting with you, each player may pay any amount of mana." (join forces): the players
    #: pay in turn order from this one (CR 101.4), each knowing what was paid before; None: in
    #: APNAP order
    starting: Reference | None = None


@model
class RemoveCounters(Effect):
    """"remove N [kind] counters from [objects]" (CR 122): N from each object; ``among``:
    "from among [objects]", N in all from any of them, as the player chooses. ``counter``
    None: "remove a counter from target permanent", counters of no stated kind, each one of a
    kind the player removing it chooses among those there (CR 122.1)."""

    what: Reference
    counter: str | None
    amount: Value = _one()
    among: bool = False
    #: "remove up to three counters from target creature": ``amount`` is the most; the player
    #: removing them says how many from each object, none included (CR 122.8); with ``among``,
    #: how many in all ("remove up to three stun counters from among all permanents")
    up_to: bool = False


@model
class MoveCountersOfAnyKind(Effect):
    """"move a counter from target creature onto target creature you control" (CR 122.5):
    counters of no stated kind, each of a kind the player chooses among those on ``what``,
    removed from it and put onto ``onto``; none moves when either can't take part (the objects
    are gone or are the same one). Moves of a stated kind are a RemoveCounters and a
    PutCounters."""

    what: Reference
    onto: Reference
    amount: Value = _one()


@model
class RemoveAllCounters(Effect):
    """"remove all [kind] counters from [objects]" (CR 122.8): every counter of ``counter`` on
    each object, or every counter of every kind when ``counter`` is None; ``what`` may name
    players ("target player loses all poison counters", CR 122.1: players have counters too)."""

    what: Reference
    counter: str | None = None


@model
class Amass(Effect):
    """"amass [subtype] N" (CR 701.47): ``subtype`` is the creature type ("Orc" for "amass
    Orcs"; a plural is read as its singular). Result key: "amassed" (the chosen Army, even if
    it got no counters, CR 701.47c)."""

    result_key: ClassVar[str] = "amassed"

    subtype: str
    amount: Value
    player: Reference = _you()
    #: the steps of CR 701.47a, written out (create the Army if none, choose it as
    #: "amassed", put the counters, add the subtype)
    definition: tuple[Effect, ...] = ()


# -- life and damage -------------------------------------------------------------------------
@model
class GainLife(Effect):
    """"[player] gains N life" (CR 119.3)."""

    amount: Value
    player: Reference = _you()


@model
class SetLifeTotal(Effect):
    """"[player]'s life total becomes N" (CR 119.5): the player gains or loses the life that
    makes the difference, so effects on gaining and losing life apply."""

    player: Reference
    amount: Value


@model
class ExchangeLifeTotals(Effect):
    """"exchange life totals with target player", "two target players exchange life totals"
    (CR 701.12c): ``players`` names the two players; each gains or loses the life that makes
    their total the other's previous total (so replacement effects and triggers see it). If
    there aren't two players, or one of them can't be given the new total (CR 119.7), no part
    of the exchange happens (CR 701.12a)."""

    players: Reference


@model
class ExchangeZones(Effect):
    """"exchange your hand and graveyard", "exchange your graveyard and library" (CR 701.12d,
    701.12f): the cards of ``player``'s zone of kind ``zone`` are put into their zone of kind
    ``other`` and those of ``other`` into ``zone``, at the same time, even if one of them is
    empty."""

    player: Reference
    zone: str
    other: str


@model
class ExchangeLifeWithStat(Effect):
    """"exchange your life total with this creature's toughness" (CR 701.12g): the player gains
    or loses the life that makes their total the creature's ``stat`` ("power" or "toughness"),
    and the creature's ``stat`` becomes the player's previous life total (a layer 7b effect,
    indefinitely). If the creature is gone, or the player can't be given the new total
    (CR 119.7), no part of it happens (CR 701.12a)."""

    player: Reference
    what: Reference
    stat: str


@model
class LoseLife(Effect):
    """"[player] loses N life" (CR 119.3)."""

    amount: Value
    player: Reference = _you()


@model
class DealDamage(Effect):
    """"[source] deals N damage to [what]" (CR 120). ``divided``: "divided as you choose among
    any number of targets", the amount split among the targets as the spell is cast, at least 1
    to each (CR 601.2d)."""

    to: Reference
    amount: Value
    source: Reference = _this()
    divided: bool = False
    #: "divided evenly, rounded down, among any number of targets" ("down"; "up": rounded up):
    #: ``amount`` split in equal shares among the objects and players ``to`` names as the effect
    #: is carried out (the targets still legal, CR 608.2b), each share rounded (CR 107.1a)
    evenly: str = ""
    #: "Excess damage is dealt to that creature's controller instead." (CR 120.4a): the damage
    #: beyond what is excess for a permanent it deals is dealt to this player or permanent
    excess_to: Reference | None = None


# -- mana, spells ----------------------------------------------------------------------------
@model
class AddMana(Effect):
    """"add {G}{G}" (``mana``), "add N mana of any one color" (``any_color``, ``amount``)."""

    mana: str = ""
    any_color: bool = False
    amount: Value = _one()
    player: Reference = _you()
    #: "add {R} or {G}": one of these, the player chooses
    choices: tuple[str, ...] = ()
    #: "N mana of any one color": all of the same color
    one_color: bool = False
    #: "mana of the chosen color" (CR 607.2)
    chosen_color: bool = False
    #: "N mana in any combination of colors" (or of ``choices``): each unit's color chosen apart
    combination: bool = False
    #: "one mana of any type": colorless too (CR 106.1b)
    any_type: bool = False
    #: "of any color/type that [a land you control] could produce" (CR 106.7); with
    #: ``produced``, the types [that land] just produced
    types_of: Reference | None = None
    produced: bool = False
    #: "one mana of any color in your commander's color identity" (CR 903.4): a color in the
    #: color identity of these objects; none (no commander): no mana (CR 903.4f)
    identity_of: Reference | None = None
    #: "one mana of any color among legendary creatures you control" (CR 105.2, 106.1): a color
    #: one of the objects described has as the ability resolves; none: no mana
    colors_of: Reference | None = None
    #: with ``combination``: "N mana of different colors", no two units of the same color (CR 106.1a)
    different: bool = False


@model
class CounterSpell(Effect):
    """"counter target spell" (CR 701.6). Result key: "countered"."""

    result_key: ClassVar[str] = "countered"

    what: Reference
    #: "If that spell is countered this way, exile it instead of putting it into its owner's
    #: graveyard": what is done with a countered spell in place of putting it into its owner's
    #: graveyard (CR 701.6a, 614.1a); () for the graveyard
    instead: tuple[Effect, ...] = ()


@model
class Cast(Effect):
    """"you may cast [cards]" during resolution (CR 608.2g): cast now, timing permissions
    based on card type ignored; ``without_paying`` is CR 118.9 ("without paying its mana
    cost"). Result key: "cast"."""

    what: Reference
    player: Reference = _you()
    without_paying: bool = False
    optional: bool = True
    #: "by paying [cost] rather than its mana cost" (madness, CR 702.35a; an instruction's own
    #: alternative cost, CR 118.9: "You may cast that card by discarding a card rather than
    #: paying its mana cost."), read of the spell being cast ("pay life equal to the spell's
    #: mana value": ``This`` in them is that spell, CR 601.2f)
    alternative_cost: tuple[Cost, ...] = ()
    #: the keyword whose alternative cost ``alternative_cost`` is ("madness"): the spell is cast
    #: with that keyword's way (CR 702.35a); None: an alternative cost of the instruction's own
    keyword: str | None = None


# -- continuous effects from resolving spells ------------------------------------------------
@model
class ModifyPT(Effect):
    """"gets +N/+M [until end of turn]" (CR 613.4c). ``duration`` None means the effect lasts
    as long as its source's ability functions (a static ability)."""

    what: Reference
    power: Value = Fixed(value=0)
    toughness: Value = Fixed(value=0)
    duration: str | None = "end_of_turn"
    #: "double the power of each creature you control" (CR 701.10b): the numbers are computed
    #: for each object, all as the effect begins, ``power`` and ``toughness`` reading that object
    #: as ``Found(key=EACH_KEY)``; in a static ability ("Each creature you control gets +1/+1
    #: for each +1/+1 counter on it"), for each object as the layer applies to it (CR 611.3a)
    each: bool = False
    EACH_KEY: ClassVar[str] = "each object"


@model
class SwitchPT(Effect):
    """"switch its power and toughness [until end of turn]" (CR 613.4d): each object's power
    becomes its toughness and its toughness its power, after every other change to them (not an
    exchange, CR 701.12g)."""

    what: Reference
    duration: str | None = "end_of_turn"


@model
class ChangeText(Effect):
    """"Change the text of target spell or permanent by replacing all instances of one color
    word with another [or one basic land type with another] [until end of turn]." (CR 612, layer
    3, CR 613.1c): as the effect begins, its controller chooses one of ``kinds`` ("color word",
    "basic land type", "creature type", ...), a word of that kind and another of it (CR
    608.2d); in the text of ``what`` every instance of the first word used as a word of that
    kind becomes the second (not in a name, CR 612.2; not in abilities granted to it, CR 612.3),
    for ``duration`` (None: for the rest of the game, CR 611.2a)."""

    what: Reference
    kinds: tuple[str, ...]
    duration: str | None = None


@model
class GrantAbilities(Effect):
    """"gains flying [until end of turn]", "has soulshift X" (CR 613.1f)."""

    what: Reference
    abilities: tuple[Ability, ...]
    duration: str | None = "end_of_turn"


@model
class AddTypes(Effect):
    """"becomes a [subtype] in addition to its other types" (CR 613.1d, 205.1b)."""

    what: Reference
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    duration: str | None = None
    colors: tuple[str, ...] = ()


@model
class RemoveTypes(Effect):
    """"this creature isn't a creature" (CR 205.1a, 613.1d): card types removed, with the
    subtypes that go with them (CR 205.3d); "is no longer snow": supertypes removed (CR 205.4,
    613.1d); "loses all creature types": creature types removed (``all_creature_types``)."""

    what: Reference
    types: tuple[str, ...]
    duration: str | None = None
    supertypes: tuple[str, ...] = ()
    #: "loses all creature types": every creature type removed, its card types and other
    #: subtypes kept (CR 205.1b, 613.1d)
    all_creature_types: bool = False


@model
class Becomes(Effect):
    """"becomes a 4/4 red Dragon creature with flying until end of turn" (CR 205.1, 613):
    new card types and subtypes (replacing the old ones, CR 205.1a, unless ``in_addition``;
    ``keeps`` lists the card types the text says it keeps: "that's still a land", "It's still a
    land"; then, as with ``in_addition``, it retains every prior card type, supertype and subtype,
    CR 205.1b), colors (layer 5),
    abilities (layer 6), base power and toughness (layer 7b, fixed as the effect begins).
    ``duration`` None: for the rest of the game."""

    what: Reference
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] | None = None
    power: Value | None = None
    toughness: Value | None = None
    abilities: tuple[Ability, ...] = ()
    in_addition: bool = False
    keeps: tuple[str, ...] = ()
    duration: str | None = "end_of_turn"
    #: qualities chosen just before, as the effect begins (CR 608.2d), that the object takes:
    #: "color" ("becomes the color of your choice"), "creature type" (with ``in_addition``)
    chosen: tuple[str, ...] = ()
    #: supertypes it gains, keeping its others (CR 205.4): "Enchanted land is snow."
    supertypes: tuple[str, ...] = ()
    #: ``colors`` are added to the object's colors instead of replacing them: "is a black Zombie
    #: in addition to its other colors and types" (CR 105.3)
    colors_in_addition: bool = False
    #: "a 2/2 creature with all creature types": every creature type too (CR 205.3m, 702.73a)
    all_creature_types: bool = False
    #: "becomes a 6/6 legendary Horror creature named Fenric": its new name, a text-changing
    #: effect (layer 3, CR 613.1c; the example of CR 123.6c)
    name: str | None = None


@model
class TapOrUntap(Effect):
    """"tap or untap target permanent": the controller of the effect chooses for each."""

    what: Reference


@model
class SetPT(Effect):
    """"has base power and toughness N/M" (CR 613.4b), or, with ``defining``, a
    characteristic-defining ability: "~'s power and toughness are each equal to ..." (CR
    604.3, 613.4a). ``None`` leaves that value alone."""

    what: Reference
    power: Value | None = None
    toughness: Value | None = None
    duration: str | None = "end_of_turn"
    defining: bool = False
    #: "Each other non-Aura enchantment ... has base power and base toughness each equal to its
    #: mana value": the numbers are computed for each object in turn, ``power`` and ``toughness``
    #: reading that object as ``Found(key=EACH_KEY)``
    each: bool = False
    EACH_KEY: ClassVar[str] = "each object"


@model
class ModifyCost(Effect):
    """"[Spells] cost {N} less/more to cast" (CR 601.2f, 118.7): a static effect on the
    generic part of the cost (``amount``) and on its colored part (``mana``: the colored or
    colorless symbols, "{U}{U}", counted ``mana_times`` times: "{G} less for each green
    creature you control"). ``action``: "cast" (``spells`` are the spells cast) or "activate"
    (CR 602.2b: ``spells`` are the objects whose activated abilities cost more or less, or
    ``This`` for "this ability"). The limits a sentence after it sets (CR 601.2f, 118.7):
    ``only_mana``, "This effect reduces only the amount of colored mana you pay." (what exceeds
    the colored part does not reduce the generic part, unlike CR 118.7c); ``minimum``, "can't
    reduce the mana in that cost to less than one mana" (a cost with that much mana keeps that
    much); ``maximum``, "can't reduce the amount of mana this spell costs by more than {5}"."""

    spells: Reference
    amount: Value
    increase: bool = False
    mana: str = ""
    mana_times: Value = _one()
    action: str = "cast"
    only_mana: bool = False
    minimum: int = 0
    maximum: Value | None = None
    #: "The first creature spell you cast each turn costs {2} less to cast.": only the first of
    #: those spells each player casts in a turn (CR 601.2f; the spell being cast is not counted)
    first_each_turn: bool = False
    #: with ``first_each_turn``, which of those spells: 1 "the first", 2 "The second spell you
    #: cast each turn costs {1} less to cast." (the spells of the description cast before it
    #: this turn are one fewer)
    ordinal_each_turn: int = 1
    #: how long a cost change a resolving spell or ability makes lasts (CR 611.2a): "Historic
    #: spells you cast this turn cost {2} less to cast." ("end_of_turn"); None: a static
    #: ability's, as long as the ability applies
    duration: str | None = None


@model
class AsThough(Effect):
    """An "as though" permission of a static ability (CR 609.4b, 601.3b): ``kind`` is
    "flash" (cast [spells] as though they had flash), "any_type_mana" (spend mana as
    though it were mana of any type) or "any_color_mana" (... of any color: not colorless).
    ``what``: the spells it applies to, when the text limits them ("to cast this spell").
    Several apply together. ``duration``: how long one made by a resolving spell or ability
    lasts ("You may cast spells this turn as though they had flash"); None for a static one.
    ``cost``: what using the permission costs ("as though it had flash if you pay {2} more to
    cast it"): an additional cost of the spell, paid only when it is cast at a time only the
    permission allows (CR 601.2f, 118.8)."""

    kind: str
    what: Reference | None = None
    player: Reference = _you()
    duration: str | None = None
    cost: tuple[Cost, ...] = ()


@model
class ActivationPermission(Effect):
    """A permission to activate abilities beyond the rules' limits (CR 602.5): ``kind`` is
    "haste" ("You may activate abilities of creatures you control as though those creatures
    had haste.": their {T} and {Q} costs may be paid though the creatures came under the
    player's control this turn, CR 302.6, 602.5a), "instant" ("you may activate equip abilities
    any time you could cast an instant": no longer only as a sorcery, CR 602.5d, 606.3) or
    "twice" ("You may activate the loyalty abilities of ~ twice each turn rather than only
    once.": a second loyalty ability of each such permanent each turn, CR 606.3). ``what``: the
    abilities (an :class:`ActivatedAbilities`), ``player``: who may activate them.
    ``duration``: how long one made by a resolving spell or ability lasts ("twice this turn");
    None for a static one. Several that apply together give no more than one does."""

    kind: str
    what: Reference
    player: Reference = _you()
    duration: str | None = None
    KINDS: ClassVar[tuple[str, ...]] = ("haste", "instant", "twice")


@model
class Pay(Effect):
    """"[player] may pay [costs]" during resolution (CR 118.12); sets whether they did.
    ``x_bounds``: "X can't be greater than the amount of life you gained this turn." of a
    triggered ability whose X its controller chooses as it pays (CR 107.3f): the XBound rules of
    that choice (CR 107.3), read as X is chosen."""

    costs: tuple[Cost, ...]
    player: Reference = _you()
    x_bounds: tuple[Effect, ...] = ()


# -- structure -------------------------------------------------------------------------------
@model
class May(Effect):
    """"[player] may [effects]" (CR 603.5, 118.12): the player chooses; "if you do" clauses
    that follow (``IfDid``) check that choice."""

    effects: tuple[Effect, ...]
    player: Reference = _you()


@model
class IfDid(Effect):
    """"If you do, [effects]" (``negate``: "If you don't")."""

    effects: tuple[Effect, ...]
    negate: bool = False


@model
class Conditional(Effect):
    """"If [condition], [effects]. Otherwise, [otherwise]." (CR 608.2c)."""

    condition: Element
    effects: tuple[Effect, ...]
    otherwise: tuple[Effect, ...] = ()


@model
class Sequence(Effect):
    """Several actions in order, as one instruction (a mode, a "then" chain)."""

    effects: tuple[Effect, ...]
