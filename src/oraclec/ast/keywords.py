"""Keyword abilities (CR 702) as they appear on a line or inside other text."""

from __future__ import annotations

from typing import Any

from .base import Node, Phrase, node


@node()
class KeywordLine(Node):
    """A line of keywords: "Flying, vigilance"."""

    keywords: tuple[Node, ...]
    template = "<keywords|, >"


@node()
class KeywordPlain(Node):
    """A keyword without parameter: "Flying", "First strike"."""

    name: str
    template = "<name>"


@node()
class KeywordNumber(Node):
    """"Dredge 6", "Crew 3"."""

    name: str
    number: Any
    template = "<name> <number>"


@node()
class KeywordCost(Node):
    """"Equip {2}", "Flashback {1}{U}"."""

    name: str
    cost: Node
    template = "<name> <cost>"


@node()
class KeywordCostText(Node):
    """"Flashback—{3}{U}{R}, Exile X cards from your graveyard."."""

    name: str
    costs: tuple[Node, ...]
    template = "<name>—<^costs|, >."


@node()
class KeywordNumberCost(Node):
    """"Suspend 4—{1}{R}"."""

    name: str
    number: Any
    costs: tuple[Node, ...]
    template = "<name> <number>—<^costs|, >"


@node()
class KeywordFrom(Node):
    """"Protection from red", "hexproof from black"."""

    name: str
    qualities: Node
    template = "<name> from <qualities>"


@node()
class QualityList(Phrase):
    """"red", "artifacts and from blue", "everything"."""


@node()
class Enchant(Node):
    what: Node
    template = "enchant <what>"


@node()
class Affinity(Node):
    what: Node
    template = "affinity for <what>"


@node()
class Champion(Node):
    what: Node
    template = "champion <what>"


@node()
class PartnerWith(Node):
    name: str
    template = "partner with <name>"


@node()
class EquipQuality(Node):
    """"Equip legendary creature {3}"."""

    quality: Node
    cost: Node
    template = "equip <quality> <cost>"


@node()
class Splice(Node):
    onto: str
    cost: Node
    template = "splice onto <onto> <cost>"


@node()
class Landwalk(Node):
    name: str
    template = "<name>"


@node()
class Prototype(Node):
    cost: Node
    pt: str
    template = "prototype <cost> — <pt>"


@node()
class Craft(Node):
    what: Node
    cost: Node
    template = "craft with <what> <cost>"


@node()
class CumulativeUpkeep(Node):
    costs: tuple[Node, ...]
    template = "cumulative upkeep <costs|, >"


@node()
class CumulativeUpkeepText(Node):
    costs: tuple[Node, ...]
    template = "cumulative upkeep—<^costs|, >."


@node()
class Offering(Node):
    subtype: str
    template = "<subtype> offering"
