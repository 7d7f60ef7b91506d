"""Costs (CR 118): parts of activation costs, additional and alternative costs."""

from __future__ import annotations

from .base import Cost, Reference, Value, model
from .references import This
from .values import Fixed


@model
class ManaPayment(Cost):
    """Mana symbols: "{2}{U}" (CR 107.4, 202)."""

    mana: str


@model
class TapSelf(Cost):
    """{T} (CR 107.5)."""


@model
class UntapSelf(Cost):
    """{Q} (CR 107.6)."""


@model
class SacrificeCost(Cost):
    what: Reference = This()
    amount: Value = Fixed(value=1)


@model
class DiscardCost(Cost):
    what: Reference
    amount: Value = Fixed(value=1)


@model
class ExileCost(Cost):
    """"Exile [objects] [from zone]": ``what`` is This() or a Filter with its zone."""

    what: Reference
    amount: Value = Fixed(value=1)


@model
class PayLife(Cost):
    amount: Value


@model
class RemoveCountersCost(Cost):
    counter: str
    amount: Value = Fixed(value=1)
    what: Reference = This()


@model
class MillCost(Cost):
    """"Mill N cards" as a cost: unpayable with fewer cards in library (CR 701.17b)."""

    amount: Value


@model
class ReturnToHandCost(Cost):
    what: Reference
