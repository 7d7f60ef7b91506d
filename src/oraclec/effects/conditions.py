"""Conditions asked on resolution or while a static ability applies (see also
:mod:`.abilities`: ``CostWasPaid``, ``LibraryHasAtLeast``, ``YourTurn``)."""

from __future__ import annotations

from typing import ClassVar

from .abilities import CastPermission, Condition
from .base import Cost, Effect, Reference, Value, model
from .references import You
from .values import Fixed


@model
class Controls(Condition):
    """"if you control an artifact", "if you control three or more creatures" (``negated``:
    "if you control no creatures")."""

    what: Reference
    player: Reference = You()
    at_least: Value = Fixed(value=1)
    negated: bool = False


@model
class ConditionAsCast(Condition):
    """"if you controlled a Mount as you cast this spell": ``condition`` as it was while the spell
    was cast (CR 601.2), not as it is when the effect asks (CR 608.2h); known only to the spell
    that was cast and to the permanent it became."""

    condition: Condition


@model
class Controlled(Condition):
    """"If you controlled that permanent, ...": ``player`` controlled the object referred to as it
    last existed on the battlefield (CR 608.2h), though it may have left since."""

    what: Reference
    player: Reference = You()


@model
class Exists(Condition):
    """"if there are five or more cards in your graveyard": how many objects match."""

    what: Reference
    at_least: Value = Fixed(value=1)


@model
class DeclaredWith(Condition):
    """"This creature can't attack unless at least two other creatures attack.", "... can't block
    unless a black or green creature also blocks": at least ``at_least`` other creatures ``what``
    describes are declared as attackers (``action`` "attack") or blockers ("block") in the same
    declaration as the creature the rule is about (CR 508.1c, 509.1b): read of the declaration
    being made, not of the game state."""

    action: str
    what: Reference
    at_least: Value = Fixed(value=1)


@model
class AtLeast(Condition):
    """"if there are four or more card types among cards in your graveyard": a quantity is at
    least an amount."""

    value: Value
    amount: Value


@model
class Is(Condition):
    """An object or player passes a test: "if it's a creature", "if ~ is tapped". ``test`` is
    a Filter the object must match."""

    what: Reference
    test: Reference
    negated: bool = False


@model
class PlayerPaid(Condition):
    """"unless [player] pays {3}", "if that player pays": asks the player whether to pay
    (CR 118.12)."""

    player: Reference
    costs: tuple[Cost, ...]
    #: the costs are paid this many times ("[cost] for each age counter", CR 702.24a); None: once
    times: Value | None = None
    #: costs paid once besides ``costs`` paid ``times`` times: "pays {2} plus an additional {1}
    #: for each Faerie you control" (CR 118.12, 107.1)
    plus: tuple[Cost, ...] = ()


@model
class PlayerChoseTo(Condition):
    """"unless [a player] has [an object] [do something]" ("unless its controller has this
    creature deal 2 damage to them", "unless any opponent has you draw a card"): CR 118.12a,
    the player may have ``effects`` happen; the condition is whether they did. With several
    players ("any opponent", "a player") each is asked in turn until one does; the player
    asked is PlayerRole("each") in ``effects`` ("them")."""

    player: Reference
    effects: tuple[Effect, ...]


@model
class CastFromZone(Condition):
    """"if you cast it from your hand" (where the spell was cast from, CR 601.2a); with
    ``other_than``, "if this spell was cast from anywhere other than your hand" (it was cast, from
    another zone). ``what``: the permanent asked about when it is not the ability's own object
    ("Whenever a creature enters, if you cast it from your graveyard": the one that entered, as
    the spell it was, CR 608.3a); None: the source."""

    zone: str
    other_than: bool = False
    what: Reference | None = None


@model
class WasBeheld(Condition):
    """"if a Dragon was beheld" (CR 701.4b): an object beheld to pay a cost of this spell or
    ability (``BeholdCost``) had the quality ``what`` as it was beheld, whatever it is now."""

    what: Reference


@model
class HappenedThisTurn(Condition):
    """"if ~ attacked this turn", "if it came under your control since your last upkeep"."""

    what: Reference
    event: str
    #: "turn", "step" for "if you've been attacked this step", "combat" for "each opponent
    #: you attacked this combat" (event "attacked_by_you"), or "game" for "if you've completed
    #: a dungeon" (CR 309.7: at any time in the game) and "if it hasn't dealt damage yet" (an
    #: object's history as the object it is, CR 400.7)
    period: str = "turn"
    #: "if three or more creatures died this turn": how many different objects the
    #: description fits must have done it (1: one or more)
    at_least: int = 1
    #: "if a player was dealt combat damage by a Zombie this turn": the source of the damage
    #: (CR 120.1), as it was as it dealt it (the game's record of the damage keeps it, CR
    #: 608.2h); None: any source
    by: Reference | None = None


@model
class CannotDo(Condition):
    """"If you can't": the previous instruction could not be carried out (CR 608.2c)."""


@model
class NotCondition(Condition):
    """"if it isn't your turn", "if you control no ...": ``condition`` does not hold."""

    condition: Condition


@model
class Compare(Condition):
    """Two numbers compared: "if you have 5 or less life" (LifeTotal <= 5), "if its power is 4
    or greater", "if an opponent controls more lands than you" (CountOf > CountOf). ``op`` is one
    of ">=", "<=", ">", "<", "==".
    """

    left: Value
    op: str
    right: Value


@model
class Parity(Condition):
    """"if its mana value is odd", "as long as ~'s power is even": ``value`` is odd or even
    (``parity``; zero is even, CR 601.3a's example reads a mana value so)."""

    value: Value
    parity: str


@model
class AnyOf(Condition):
    """"if you control a Desert or there is a Desert card in your graveyard": either holds."""

    conditions: tuple[Condition, ...]


@model
class AllOf(Condition):
    """"if it's your turn and you control a Wizard": all hold."""

    conditions: tuple[Condition, ...]


@model
class InPhase(Condition):
    """"if it's your main phase", "if it's the first combat phase of the turn" (CR 500.1, 505.1a):
    the current step is part of a ``phase`` ("main" or "combat"); of the controller's own turn
    with ``yours``; the ``nth`` phase of its kind this turn when set (an effect may add phases,
    CR 500.8)."""

    phase: str
    yours: bool = False
    nth: int | None = None


@model
class TappedToAttack(Condition):
    """"if it isn't being declared as an attacker" (negated): the tap event that triggered the
    ability tapped an attacking creature as attackers were declared (CR 508.1f)."""


@model
class WasCast(Condition):
    """"if you cast it": the permanent entered as a spell that was cast (CR 601), not put onto
    the battlefield. ``what``: "Whenever another creature you control enters, if it wasn't
    cast": the object asked about, as the spell it was (CR 608.3a), cast by any player; None:
    the source, cast by this ability's controller."""

    what: Reference | None = None


@model
class CastWhenSorceryCouldNot(Condition):
    """"If you cast it any time a sorcery couldn't have been cast, ...": the object (the spell,
    or the permanent it became, CR 608.3a, 400.7) was cast by this ability's controller at a time
    they could not have cast a sorcery (CR 307.1: a main phase of their own turn, the stack
    empty), as it was when casting began (CR 601.2a); a permission such as "as though it had
    flash" made it possible (CR 601.3b)."""


@model
class CastWithPermission(Condition):
    """"You may cast this card from your graveyard by paying {W}{U}{B}{R}{G} rather than paying
    its mana cost. If you do, it enters with two +1/+1 counters on it.": the object was cast as
    a spell with ``permission``, the card's own ability before it (CR 601.2, 601.3), the spell
    the permanent was as it resolved (CR 608.3a, 400.7) asked about as the permanent enters (CR
    614.12); cast by the ability's controller ("you")."""

    permission: CastPermission


@model
class HasDesignation(Condition):
    """"if you're the monarch" (CR 724), "if you have the city's blessing" (CR 702.131), "if you
    have the initiative" (CR 725), "if you have a full party" (CR 700.8)."""

    player: Reference
    designation: str


@model
class IsStartingPlayer(Condition):
    """"if you weren't the starting player", "If you were the starting player, this land enters
    tapped." (CR 103.1): ``player`` took the game's first turn."""

    player: Reference


@model
class IsActivePlayer(Condition):
    """"if it's their turn", "if it's not their turn": ``player`` is the active player, the player
    whose turn it is (CR 102.1)."""

    player: Reference


@model
class IsDayNight(Condition):
    """"if it's night", "if it's day", "if it's neither day nor night" (CR 730.1): the game's
    day/night designation is ``which`` ("neither": the game has neither yet)."""

    which: str


@model
class OptionChosen(Condition):
    """"Khans — [ability]" after "As this enchantment enters, choose Khans or Dragons." (CR
    614.12c): ``option`` ("Khans") was the one chosen as this permanent entered, among the
    options of the choice of ``quality`` ("khans or dragons", as its ChooseQuality names it),
    the choice linked to the ability (CR 607.2f, 607.2m)."""

    quality: str
    option: str


@model
class OptionChosenFor(Condition):
    """"each friend", "each foe" after "For each player, choose friend or foe." (CR 607.2, 608.2c):
    ``option`` ("friend") is the one chosen for ``player`` by the ability's choice of ``quality``
    ("friend or foe") made once for each player (a ChooseQuality with ``for_player``). The
    runtime keeps those choices under ``result_key``: [quality, player, value] triples."""

    result_key: ClassVar[str] = "options chosen for players"

    quality: str
    option: str
    player: Reference


@model
class DesignationHeld(Condition):
    """"if there is a monarch" (CR 724): some player has the ``designation`` ("there is no
    monarch" is its ``NotCondition``)."""

    designation: str


@model
class Won(Condition):
    """"if you win the flip" (CR 705), "if you win" after a clash (CR 701.30): the player won
    the ``contest`` ("flip" or "clash") just made."""

    player: Reference
    contest: str


@model
class MostCommonColor(Condition):
    """"white is the most common color among all permanents or is tied for most common": how many
    of ``among`` are ``color`` (None: the color chosen for the source, CR 607.2) against each
    other color (CR 105.2: a multicolored object is each of its colors, a colorless one none).
    ``tie_counts``: a tie for most common holds ("or is tied for most common"); False: the color
    is more common than each other one ("but isn't tied for most common")."""

    among: Reference
    color: str | None = None
    tie_counts: bool = True


@model
class SharesMostCommonColor(Condition):
    """"it shares a color with the most common color among all permanents or a color tied for most
    common": one of ``what``'s colors is one of the colors the most of ``among`` are (CR 105.2;
    none when none of them has a color)."""

    what: Reference
    among: Reference
