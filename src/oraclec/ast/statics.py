"""Static abilities (CR 604) and the wordings they share with effects: granted abilities,
conditions, cost changes, replacement and prevention effects, permissions, rules changes."""

from __future__ import annotations

from .base import Node, Phrase, node


# -- granted abilities -----------------------------------------------------------------------
@node()
class QuotedAbility(Node):
    """A whole ability in quotes, granted to an object: 'have "{T}: Add {G}."' (CR 113.1b)."""

    ability: Node
    template = '"<^ability>"'


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
        return self.lower_words()[-1]


@node()
class CostChange(Node):
    """"costs {1} less to cast": a change to the total cost of a spell or ability (CR 601.2f)."""

    amount: Node
    delta: CostDelta
    template = "<@cost> <amount> <delta>"


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
