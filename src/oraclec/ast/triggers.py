"""Trigger conditions (CR 603) and conditions of effects."""

from __future__ import annotations

from .base import Node, Phrase, node


@node()
class EventTrigger(Node):
    """"When ~ enters", "Whenever a creature dies"."""

    word: str
    event: Node
    template = "<word> <event>"


@node()
class StepTrigger(Node):
    """"At the beginning of your upkeep" (CR 603.6... and 503)."""

    step: Node
    template = "at the beginning of <step>"


@node()
class StepRef(Phrase):
    """"your upkeep", "each end step", "combat on your turn"."""


def _event(name: str, template: str, *fields: str) -> type:
    namespace = {
        "__annotations__": {f: "Node | None" for f in fields},
        "template": template,
        "__module__": __name__,
        **{f: None for f in fields[1:]},
    }
    return node()(type(name, (Node,), namespace))


class _SubjectContext:
    pass


EntersEvent = _event("EntersEvent", "<subject> <@enter>[ <origin>]", "subject", "origin")
DiesEvent = _event("DiesEvent", "<subject> <@die>", "subject")
AttacksEvent = _event("AttacksEvent", "<subject> <@attack>", "subject")
BlocksEvent = _event("BlocksEvent", "<subject> <@block>", "subject")
BecomesBlockedEvent = _event("BecomesBlockedEvent", "<subject> <@become> blocked", "subject")
DealtDamageEvent = _event("DealtDamageEvent", "<subject> <@be> dealt damage", "subject")
CastEvent = _event("CastEvent", "<subject> <@cast> <what>", "subject", "what")
LeavesEvent = _event("LeavesEvent", "<subject> <@leave> the battlefield", "subject")
DrawEvent = _event("DrawEvent", "<subject> <@draw> <what>", "subject", "what")
GainLifeEvent = _event("GainLifeEvent", "<subject> <@gain> life", "subject")
LoseLifeEvent = _event("LoseLifeEvent", "<subject> <@lose> life", "subject")
SacrificeEvent = _event("SacrificeEvent", "<subject> <@sacrifice> <what>", "subject", "what")
DiscardEvent = _event("DiscardEvent", "<subject> <@discard> <what>", "subject", "what")
CycleEvent = _event("CycleEvent", "<subject> <@cycle> <what>", "subject", "what")
BecomesTappedEvent = _event("BecomesTappedEvent", "<subject> <@become> tapped", "subject")
BecomesTargetEvent = _event("BecomesTargetEvent", "<subject> <@become> the target of <source>", "subject", "source")
PutIntoEvent = _event("PutIntoEvent", "<subject> <@be> put into <to> from <origin>", "subject", "to", "origin")
AttackWithEvent = _event("AttackWithEvent", "<subject> <@attack> with <what>", "subject", "what")
ActivateEvent = _event("ActivateEvent", "<subject> <@activate> <what>", "subject", "what")
MillEvent = _event("MillEvent", "<subject> <@mill> <what>", "subject", "what")
SearchEvent = _event("SearchEvent", "<subject> <@search> <what>", "subject", "what")
ShuffleEvent = _event("ShuffleEvent", "<subject> <@shuffle> <what>", "subject", "what")
CreateEvent = _event("CreateEvent", "<subject> <@create> <what>", "subject", "what")
ScryEvent = _event("ScryEvent", "<subject> <@scry>", "subject")
SurveilEvent = _event("SurveilEvent", "<subject> <@surveil>", "subject")
TurnedFaceUpEvent = _event("TurnedFaceUpEvent", "<subject> <@be> turned face up", "subject")


@node()
class DealsDamageEvent(Node):
    subject: Node
    combat: str | None = None
    to: Node | None = None
    template = "<subject> <@deal>[ <combat>] damage[ to <to>]"


@node()
class TransformsEvent(Node):
    subject: Node
    into: str | None = None
    template = "<subject> <@transform>[ <into>]"


@node()
class EitherEvent(Node):
    first: Node
    second: Node
    template = "<first> or <second>"


@node()
class FromZone(Node):
    zone: Node
    template = "from <zone>"


# -- conditions ----------------------------------------------------------------------------------
@node()
class YouDo(Node):
    verb: str
    template = "you <verb>"


@node()
class Controls(Node):
    subject: Node
    verb: str
    what: Node
    template = "<subject> <verb> <what>"


@node()
class ControlsNone(Node):
    subject: Node
    verb: str
    what: Node
    template = "<subject> <verb> control <what>"


@node()
class ConditionState(Phrase):
    pass


@node()
class IsState(Node):
    subject: Node
    verb: str
    state: Node
    template = "<subject> <verb> <state>"


@node()
class ThereAre(Node):
    amount: Node
    what: Node
    template = "there are <amount> or more <what>"


@node()
class YouHave(Node):
    verb: str
    amount: Node
    what: Node
    template = "you <verb> <amount> or more <what>"


@node()
class DidNot(Node):
    subject: Node
    verb: str
    template = "<subject> <verb> not"


@node()
class Pays(Node):
    subject: Node
    costs: tuple[Node, ...]
    template = "<subject> pays <costs|, >"


@node()
class WasKicked(Phrase):
    pass


@node()
class Duration(Phrase):
    """"until end of turn", "this turn" (CR 611.2)."""


@node()
class AttackedThisTurn(Node):
    subject: Node
    template = "<subject> attacked this turn"


@node()
class CastFrom(Node):
    zone: Node
    template = "you cast it from <zone>"


@node()
class IsStateIt(Node):
    state: Node
    template = "it's <state>"


@node()
class YouCant(Node):
    template = "you can't"
