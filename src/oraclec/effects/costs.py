"""Costs (CR 118): parts of activation costs, additional and alternative costs."""

from __future__ import annotations

from typing import ClassVar

from .base import Cost, Effect, Reference, Value, model
from .references import This
from .values import Fixed


@model
class ManaPayment(Cost):
    """Mana symbols: "{2}{U}" (CR 107.4, 202)."""

    mana: str
    #: the value of {X} among the symbols where the text defines it ("unless its controller
    #: pays {X}, where X is its mana value", CR 107.3a), evaluated as the cost is paid; None:
    #: X is announced by the player paying (CR 107.3, 601.2f)
    x: Value | None = None


@model
class XBound(Effect):
    """"X can't be 0.", "X can't be greater than the number of snow lands you control." (CR
    107.3, 601.2b): the values the player may announce for X of this spell or ability. Checked as
    X is announced: a spell's is in a static ability that functions on the stack, an activated
    ability's in its ``x_bounds``. ``comparison`` is "greater than" or "less than"; None: X
    can't be ``amount`` itself."""

    amount: Value
    comparison: str | None = None


@model
class XManaTypes(Effect):
    """"Spend only black mana on X.", "Spend only black and/or red mana on X." (CR 106.6,
    601.2g-h): only mana of ``types`` (colour letters) may pay the part of this spell's or
    ability's mana cost that X stands for. Read as the cost is paid: a spell's is in a static
    ability that functions on the stack, an activated ability's in its ``x_bounds`` (as
    :class:`XBound`)."""

    types: tuple[str, ...]


@model
class OwnManaCost(Cost):
    """The mana cost of the card the ability is on, as a cost: "The flashback cost is equal to
    its mana cost." (CR 702.1b: a variable of a granted keyword, read from the object; for a
    split card, the half being cast, CR 709.3)."""


@model
class TapSelf(Cost):
    """{T} (CR 107.5)."""


@model
class UntapSelf(Cost):
    """{Q} (CR 107.6)."""


@model
class SacrificeCost(Cost):
    """"Sacrifice this creature", "Sacrifice an artifact" as a cost (CR 701.21, 118.3)."""

    what: Reference = This()
    amount: Value = Fixed(value=1)


@model
class DiscardCost(Cost):
    """"Discard a card", "Discard two cards at random" as a cost (CR 701.9, 118.3)."""

    what: Reference
    amount: Value = Fixed(value=1)
    #: "Discard a card at random": the cards are picked at random (CR 701.9b)
    at_random: bool = False


@model
class ExileCost(Cost):
    """"Exile [objects] [from zone]": ``what`` is This() or a Filter with its zone."""

    what: Reference
    amount: Value = Fixed(value=1)


@model
class PayLife(Cost):
    """"Pay N life" as a cost (CR 119.4, 118.3)."""

    amount: Value


@model
class RemoveCountersCost(Cost):
    """"Remove a +1/+1 counter from this creature" as a cost (CR 122, 118.3); ``among``:
    "from among creatures you control", ``amount`` counters in all from any of the objects.
    ``counter`` None: "Remove a counter from this creature", each counter of a kind the payer
    chooses (CR 122.1)."""

    counter: str | None
    amount: Value = Fixed(value=1)
    what: Reference = This()
    among: bool = False
    #: with ``amount`` AnyNumber, the fewest the payer may remove: 1 for "Remove one or more
    #: +1/+1 counters from this creature" (CR 122.8, 118.3)
    at_least: int = 0


@model
class RemoveAllCountersCost(Cost):
    """"Remove all +1/+1 counters from this creature" as a cost (CR 122.8, 118.3): payable with
    none there, removing none (``counter`` None: every kind)."""

    counter: str | None = None
    what: Reference = This()


@model
class MillCost(Cost):
    """"Mill N cards" as a cost: unpayable with fewer cards in library (CR 701.17b)."""

    amount: Value


@model
class ReturnToHandCost(Cost):
    """"Return a land you control to its owner's hand" as a cost (CR 118.3)."""

    what: Reference


@model
class PutCardsCost(Cost):
    """"Put a card from your hand on top of your library", "Put three cards from your graveyard
    on the bottom of your library", "Put a card exiled with this artifact into its owner's
    graveyard" as a cost (CR 118.3, 400.6): ``amount`` of the objects ``what`` describes (in
    its zone, or this object) moved to their owner's ``to`` zone (CR 400.3); ``position``
    "top" or "bottom" of a library."""

    what: Reference
    to: str
    amount: Value = Fixed(value=1)
    position: str | None = None


@model
class PutCountersCost(Cost):
    """"Put a -1/-1 counter on this creature" as a cost; loyalty abilities' [+N] (CR 606.4)."""

    counter: str
    amount: Value = Fixed(value=1)
    what: Reference = This()


@model
class TapCost(Cost):
    """"Tap an untapped creature you control" (CR 118.3)."""

    what: Reference
    amount: Value = Fixed(value=1)
    #: "crew" or "saddle": the creatures tapped crew or saddle the permanent (CR 702.122b,
    #: 702.171c), and count for the total power as ``CrewsWith`` effects say
    purpose: str | None = None


@model
class UntapCost(Cost):
    """"Untap an untapped creature you control" as a cost (CR 118.3)."""

    what: Reference
    amount: Value = Fixed(value=1)


@model
class RevealCost(Cost):
    """"Reveal a [card] from your hand" as a cost."""

    what: Reference


@model
class BeholdCost(Cost):
    """"Behold a Dragon" (CR 701.4a): reveal ``amount`` cards with the quality ``what`` (its
    zone and controller aside) from your hand or choose permanents with it you control (each its
    own choice); with ``exile``,
    "behold a Kithkin and exile it": the objects beheld are exiled, from the hand or the
    battlefield. The objects beheld are found as "beheld"."""

    what: Reference
    amount: Value = Fixed(value=1)
    exile: bool = False
    result_key: ClassVar[str] = "beheld"


@model
class ExertCost(Cost):
    """CR 701.43a: an exerted permanent won't untap during its controller's next untap step."""

    what: Reference = This()


@model
class UnattachCost(Cost):
    """"Unattach this Equipment" as a cost (CR 701.3d, 118.3): the permanent, attached to an
    object or player, becomes attached to nothing; unpayable when it is attached to nothing."""

    what: Reference = This()


@model
class BlightCost(Cost):
    """"Blight 2" as a cost (CR 701.68a): put ``amount`` -1/-1 counters on a creature the payer
    controls; unpayable by a player who controls no creature (CR 701.68b). The creature chosen is
    "the blighted creature" (CR 701.68c), found as "blighted"; paying it is blighting (the
    "blight" event, CR 701.68d)."""

    amount: Value
    result_key: ClassVar[str] = "blighted"


@model
class CollectEvidence(Cost):
    """CR 701.59a: exile cards with total mana value N or more from your graveyard."""

    amount: Value


@model
class ForageCost(Cost):
    """CR 701.61a: exile three cards from your graveyard or sacrifice a Food."""


@model
class WaterbendCost(Cost):
    """"Waterbend {3}" (CR 701.67a): pay ``mana``; for each generic mana in it, the player may
    tap an untapped artifact or creature they control rather than pay that mana (only the
    waterbend cost's own generic mana, CR 701.67b)."""

    mana: str


@model
class ChoosePlayerCost(Cost):
    """Choosing a player as a cost: gift's "As an additional cost to cast this spell, you may
    choose an opponent." (CR 702.174a), one of the players ``among`` names. The player chosen is
    "the chosen player" of the spell, and of the permanent it becomes (``PlayerRole("chosen")``)."""

    among: Reference


@model
class CostChoice(Cost):
    """One of several costs, chosen by the player paying: "sacrifice a creature or pay {3}"
    (an additional cost, CR 601.2b)."""

    options: tuple[Cost, ...]
