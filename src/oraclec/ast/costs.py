"""Costs (CR 118) and mana (CR 107)."""

from __future__ import annotations

from typing import Any

from .base import Node, node


@node()
class ManaCost(Node):
    """A run of mana symbols: "{2}{U}{U}"."""

    symbols: tuple[str, ...]
    template = "<symbols|>"


@node()
class TapCost(Node):
    template = "{T}"


@node()
class UntapCost(Node):
    template = "{Q}"


@node()
class EnergyCost(Node):
    symbols: Node
    template = "<symbols>"


@node()
class PayEnergyCost(Node):
    symbols: Node
    template = "pay <symbols>"


@node()
class PayEnergyNumberCost(Node):
    """"Pay eight {E}" as a cost: that many energy counters (CR 107.14)."""

    amount: Node
    symbol: str
    template = "pay <amount> <symbol>"


@node()
class EnergySymbols(Node):
    symbols: tuple[str, ...]
    template = "<symbols|>"


@node()
class SacrificeCost(Node):
    what: Node
    template = "sacrifice <what>"


@node()
class DiscardCost(Node):
    """"Discard a card", "Discard a card at random" (CR 701.9b)."""

    what: Node
    at_random: str | None = None
    template = "discard <what>[ <at_random>]"


@node()
class PayLifeCost(Node):
    amount: Any
    template = "pay <amount> life"


@node()
class PayHalfLifeCost(Node):
    """"Pay half your life, rounded up" (CR 119.4, 107.1a: rounded as stated)."""

    owner: Node
    rounding: str | None = None
    template = "pay half <owner> life[<rounding>]"

    @property
    def rounds_up(self) -> bool:
        return self.rounding is not None and self.rounding.lower().endswith("up")


@node()
class PayLifeEqualCost(PayLifeCost):
    """"Pay life equal to this creature's power" (CR 119.4): the amount an "equal to" gives."""

    template = "pay life <amount>"


@node()
class ExileCost(Node):
    what: Node
    template = "exile <what>"


@node()
class RemoveCountersCost(Node):
    counters: Node
    source: Node
    template = "remove <counters> from <source>"


@node()
class RemoveCountersAmongCost(RemoveCountersCost):
    """"Remove two +1/+1 counters from among creatures you control" as a cost (CR 122.8)."""

    template = "remove <counters> from among <source>"


@node()
class TapPermanentsCost(Node):
    what: Node
    template = "tap <what>"


@node()
class UntapPermanentsCost(Node):
    what: Node
    template = "untap <what>"


@node()
class MillCost(Node):
    what: Node
    template = "mill <what>"


@node()
class ReturnCost(Node):
    what: Node
    to: Node
    template = "return <what> to <to>"


@node()
class RevealCost(Node):
    what: Node
    template = "reveal <what>"


@node()
class PutCountersCost(Node):
    counters: Node
    on: Node
    template = "put <counters> on <on>"


@node()
class PutCost(Node):
    """"Put a card from your hand on top of your library", "Put three cards from your graveyard
    on the bottom of your library" as a cost: objects moved to a zone (CR 118.3, 400.6)."""

    placement: Node
    template = "put <placement>"


@node()
class CollectEvidenceCost(Node):
    amount: Any
    template = "collect evidence <amount>"


@node()
class ExertCost(Node):
    what: Node
    template = "exert <what>"


@node()
class UnattachCost(Node):
    """"Unattach this Equipment", "Unattach an Equipment from ~" as a cost (CR 701.3d)."""

    what: Node
    source: Node | None = None
    template = "unattach <what>[ from <source>]"


@node()
class ForageCost(Node):
    template = "forage"


@node()
class ManaCostReducedOf(Node):
    """"its mana cost reduced by {2}" as a cost to pay: an object's mana cost less that much
    generic mana (CR 202.1, 118.7)."""

    of: Node
    by: Node
    template = "<of> mana cost reduced by <by>"


@node()
class ManaCostOf(Node):
    """"its mana cost" as a cost to pay: the mana cost of an object (CR 202.1)."""

    of: Node
    template = "<of> mana cost"


@node()
class CostsJoined(Node):
    """Two costs of an activated ability joined by "and": "remove three quest counters from this
    enchantment and sacrifice it" (CR 602.1a, 118): both are paid."""

    first: Node
    second: Node
    template = "<first> and <second>"


@node()
class PayLife(Node):
    """"pay 2 life" as an instruction ("You may pay 2 life. If you do, ...", CR 119.4)."""

    amount: Any
    template = "<@pay> <amount> life"


@node()
class PayHalfLife(Node):
    """"any player may pay half their life, rounded up" as an instruction (CR 119.4, 107.1a)."""

    owner: Node
    rounding: str | None = None
    template = "<@pay> half <owner> life[<rounding>]"

    @property
    def rounds_up(self) -> bool:
        return self.rounding is not None and self.rounding.lower().endswith("up")


@node()
class PayLifeEqual(PayLife):
    """"pay life equal to its mana value" as an instruction (CR 119.4)."""

    template = "<@pay> life <amount>"


@node()
class PayAnyAmountCost(Node):
    """"pay any amount of mana" as a cost: an amount the player chooses (CR 107.1c)."""

    what: Node
    template = "pay any amount of <what>"


@node()
class CostOr(Node):
    """The "or" in "{3}, {T} or {B}, {T}": the costs of the list before it (this one's first
    included) are one choice, the costs after it (its second included) the other (CR 602.2b,
    601.2b)."""

    first: Node
    second: Node
    template = "<first> or <second>"
