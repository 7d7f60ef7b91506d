"""Keyword abilities lowered to their rules definitions (CR 702), for the compiler to use.

Each function returns a :class:`~oraclec.effects.abilities.Keyword` whose ``definition`` is what
the Comprehensive Rules say the keyword means, made of ordinary abilities the runtime executes.
"""

from __future__ import annotations

from collections.abc import Sequence

from .abilities import (
    AdditionalCost,
    CastPermission,
    CostWasPaid,
    Keyword,
    LibraryHasAtLeast,
    Replacement,
    SpecialAction,
)
from .actions import Mill, Move
from .base import Cost
from .costs import ManaPayment
from .references import This
from .values import Fixed


def flashback(cost: Sequence[Cost]) -> Keyword:
    """CR 702.34a: "You may cast this card from your graveyard if the resulting spell is an
    instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the
    flashback cost was paid, exile this card instead of putting it anywhere else any time it
    would leave the stack"."""
    cost = tuple(cost)
    return Keyword(
        name="Flashback",
        cost=cost,
        definition=(
            CastPermission(zone="graveyard", method="flashback", cost=cost, types=("Instant", "Sorcery")),
            Replacement(event="leave_stack", condition=CostWasPaid(name="flashback"), to="exile", zone="stack"),
        ),
    )


def foretell(cost: Sequence[Cost]) -> Keyword:
    """CR 702.143a: during your turn, pay {2} and exile this card from your hand face down
    (a special action, CR 116.2h); cast it after the turn it was foretold for [cost]."""
    cost = tuple(cost)
    return Keyword(
        name="Foretell",
        cost=cost,
        definition=(
            SpecialAction(name="foretell", zone="hand", cost=(ManaPayment(mana="{2}"),), own_turn_only=True),
            CastPermission(zone="exile", method="foretell", cost=cost, after_foretold=True),
        ),
    )


def dredge(n: int) -> Keyword:
    """CR 702.52a: "As long as you have at least N cards in your library, if you would draw a
    card, you may instead mill N cards and return this card from your graveyard to your
    hand"."""
    return Keyword(
        name="Dredge",
        amount=Fixed(value=n),
        definition=(
            Replacement(
                event="draw",
                optional=True,
                zone="graveyard",
                condition=LibraryHasAtLeast(amount=Fixed(value=n)),
                instead=(Mill(amount=Fixed(value=n)), Move(what=This(), to="hand")),
            ),
        ),
    )


def kicker(cost: Sequence[Cost]) -> Keyword:
    """CR 702.33a: an optional additional cost; "if it was kicked" is CostWasPaid("kicker")."""
    cost = tuple(cost)
    return Keyword(name="Kicker", cost=cost, definition=(AdditionalCost(costs=cost, optional=True, name="kicker"),))


def plain(name: str) -> Keyword:
    """A keyword the runtime knows by name (flying, haste, changeling, ...)."""
    return Keyword(name=name)
