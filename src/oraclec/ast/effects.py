"""Sentences, clauses and the effects they describe."""

from __future__ import annotations

from typing import Any

from .base import Node, Phrase, node


# -- sentences -----------------------------------------------------------------------------------
@node()
class Sentence(Node):
    chain: Node
    template = "<chain>."


@node()
class IfSentence(Node):
    condition: Node
    chain: Node
    template = "if <condition>, <chain>."


@node()
class ThenSentence(Node):
    chain: Node
    template = "then <chain>."


@node()
class OtherwiseSentence(Node):
    chain: Node
    template = "otherwise, <chain>."


@node()
class DurationSentence(Node):
    duration: Node
    chain: Node
    template = "<duration>, <chain>."


@node()
class AsLongAsSentence(Node):
    condition: Node
    chain: Node
    template = "as long as <condition>, <chain>."


@node()
class ClauseChain(Phrase):
    """Clauses and the separators between them: "draw two cards, then discard a card"."""

    @property
    def clauses(self) -> tuple[Node, ...]:
        return tuple(w for w in self.words if isinstance(w, Clause))


@node()
class ChainSep(Phrase):
    """", then", "and", ","."""


@node()
class Clause(Node):
    """[subject] [may] predicate(s) [tails]: "target player draws two cards"."""

    subject: Node | None = None
    may: str | None = None
    predicates: Node
    tails: tuple[Node, ...] | None = None


@node()
class PredicateList(Phrase):
    """Predicates sharing a subject: "gets +2/+2 and gains flying"."""

    @property
    def predicates(self) -> tuple[Node, ...]:
        return tuple(w for w in self.words if isinstance(w, Node))


@node()
class ForEach(Node):
    what: Node
    template = "for each <what>"


@node()
class Unless(Node):
    condition: Node
    template = "unless <condition>"


@node()
class IfTail(Node):
    condition: Node
    template = "if <condition>"


@node()
class Instead(Node):
    template = "instead"


@node()
class EntryMod(Phrase):
    """"tapped", "under your control", "with a +1/+1 counter on it"."""


@node()
class ManaProduced(Phrase):
    """"{G}", "one mana of any color"."""


# -- predicates ----------------------------------------------------------------------------------
class _Verb(Node):
    pass


def _simple(name: str, verb: str, field: str = "what", cls_doc: str = "") -> type:
    """One predicate class of the form "<verb> <what>"."""
    namespace: dict[str, Any] = {
        "__annotations__": {field: "Node"},
        "template": f"<@{verb}> <{field}>",
        "__doc__": cls_doc or f'"{verb} ..."',
        "__module__": __name__,
    }
    cls = type(name, (Node,), namespace)
    return node()(cls)


Destroy = _simple("Destroy", "destroy")
Exile = _simple("Exile", "exile")
Draw = _simple("Draw", "draw")
Discard = _simple("Discard", "discard")
Mill = _simple("Mill", "mill", cls_doc='"mill three cards" (CR 701.17)')
Create = _simple("Create", "create")
Sacrifice = _simple("Sacrifice", "sacrifice")
Tap = _simple("Tap", "tap")
Untap = _simple("Untap", "untap")
CounterSpell = _simple("CounterSpell", "counter")
Reveal = _simple("Reveal", "reveal")
Fight = _simple("Fight", "fight")
Copy = _simple("Copy", "copy")
Choose = _simple("Choose", "choose")
Regenerate = _simple("Regenerate", "regenerate")


@node()
class ReturnTo(Node):
    what: Node
    to: Node
    mods: tuple[Node, ...] | None = None
    template = "<@return> <what> to <to>[ <mods>]"


@node()
class GainLife(Node):
    amount: Node
    template = "<@gain> <amount> life"


@node()
class GainLifeEqual(Node):
    amount: Node
    template = "<@gain> life <amount>"


@node()
class LoseLife(Node):
    amount: Node
    template = "<@lose> <amount> life"


@node()
class LoseLifeEqual(Node):
    amount: Node
    template = "<@lose> life <amount>"


@node()
class DealDamage(Node):
    amount: Node
    to: Node
    template = "<@deal> <amount> damage to <to>"


@node()
class DealDamageEqual(Node):
    amount: Node
    to: Node
    template = "<@deal> damage <amount> to <to>"


@node()
class PutCounters(Node):
    counters: Node
    on: Node
    template = "<@put> <counters> on <on>"


@node()
class PutOntoBattlefield(Node):
    what: Node
    mods: tuple[Node, ...] | None = None
    template = "<@put> <what> onto the battlefield[ <mods>]"


@node()
class PutInto(Node):
    what: Node
    into: Node
    template = "<@put> <what> into <into>"


@node()
class PutOnTop(Node):
    what: Node
    of: Node
    template = "<@put> <what> on top of <of>"


@node()
class PutOnBottom(Node):
    what: Node
    of: Node
    order: str | None = None
    template = "<@put> <what> on the bottom of <of>[ <order>]"


@node()
class Search(Node):
    zone: Node
    what: Node
    template = "<@search> <zone> for <what>"


@node()
class Shuffle(Node):
    what: Node | None = None
    template = "<@shuffle>[ <what>]"


@node()
class Scry(Node):
    amount: Node
    template = "<@scry> <amount>"


@node()
class Surveil(Node):
    amount: Node
    template = "<@surveil> <amount>"


@node()
class LookAt(Node):
    what: Node
    template = "<@look> at <what>"


@node()
class Pump(Node):
    """"gets +2/+2"."""

    change: str
    template = "<@get> <change>"


@node()
class GainKeywords(Node):
    keywords: Node
    template = "<@gain> <keywords>"


@node()
class HaveKeywords(Node):
    keywords: Node
    template = "<@have> <keywords>"


@node()
class AddMana(Node):
    mana: Node
    template = "<@add> <mana>"


@node()
class Amass(Node):
    """"amass Orcs 2" (CR 701.47)."""

    subtype: str
    amount: Node
    template = "<@amass> <subtype> <amount>"


@node()
class GainControl(Node):
    what: Node
    template = "<@gain> control of <what>"


@node()
class Cast(Node):
    what: Node
    without_paying: str | None = None
    template = "<@cast> <what>[ <without_paying>]"


@node()
class Pay(Node):
    costs: tuple[Node, ...]
    template = "<@pay> <costs|, >"


@node()
class CantBlock(Node):
    template = "can't block"


@node()
class CantAttack(Node):
    template = "can't attack"


@node()
class CantAttackOrBlock(Node):
    template = "can't attack or block"


@node()
class CantBeBlocked(Node):
    template = "can't be blocked"


@node()
class CantBeCountered(Node):
    template = "can't be countered"


@node()
class AttacksEachCombat(Node):
    template = "<@attack> each combat if able"


@node()
class Enters(Node):
    mods: tuple[Node, ...] | None = None
    template = "<@enter>[ <mods>]"
