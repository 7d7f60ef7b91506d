"""Triggers (CR 603): trigger conditions, events and the steps that start "At" abilities.

An :class:`Event` is a subject and one or more things it may do ("~ enters or attacks"). The
event predicates (``*Event`` classes below, e.g. :class:`EntersEvent`) have no subject of their
own: their verbs agree with the event's subject when rendered (``<@enter>`` is "enters" after
"~", "enter" after "one or more creatures").
"""

from __future__ import annotations

from typing import Any, ClassVar

from .base import Node, Phrase, node, surface

# -- triggers -------------------------------------------------------------------------------------


@node()
class EventTrigger(Node):
    """"When ~ enters", "Whenever a creature dies" (CR 603.2)."""

    word: str
    event: Node
    template = "<word> <event>"

    @property
    def once(self) -> bool:
        """"When" triggers once per event, "whenever" each time (the same in the rules; the
        wording tells a one-shot event such as entering from a repeatable one)."""
        return self.word.lower() == "when"


@node()
class StateTrigger(Node):
    """A state trigger (CR 603.8): "When you control no Islands"."""

    word: str
    condition: Node
    template = "<word> <condition>"


@node()
class StateHasKeywords(Node):
    """A state trigger's condition that an object has keywords (CR 603.8): "When this creature
    has flying"."""

    subject: Node
    predicate: Node  #: HaveKeywords
    template = "<subject> <predicate>"


@node()
class StepTrigger(Node):
    """"At the beginning of your upkeep" (CR 603.2, 503.1)."""

    step: Node
    template = "at the beginning of <step>"


@node()
class EndOfCombatTrigger(Node):
    """"At end of combat": the beginning of the end of combat step (CR 511.2)."""

    template = "at end of combat"


@node()
class EndOfCombatOnTrigger(Node):
    """"At end of combat on your turn": the end of combat step of those turns (CR 511.2)."""

    turn: Node
    template = "at end of combat on <turn>"


@node()
class BothTriggers(Node):
    """Two trigger conditions of one ability: "When ~ enters and at the beginning of your
    upkeep" (CR 603.2: the ability triggers on either)."""

    first: Node
    second: Node
    template = "<first> and <second>"


@node()
class ThereAreNone(Node):
    """"there are no creatures on the battlefield"."""

    what: Node
    template = "there are no <what> on the battlefield"


# -- steps ----------------------------------------------------------------------------------------
_STEP_WORDS = (
    "upkeep", "draw step", "end step", "end of combat step", "declare attackers step",
    "declare blockers step", "combat damage step", "precombat main phase", "postcombat main phase",
    "first main phase", "second main phase", "main phase", "combat", "cleanup step",
)


@node()
class StepRef(Phrase):
    """"your upkeep", "each end step", "combat on your turn", "the upkeep of enchanted
    creature's controller" (CR 500)."""

    @property
    def step(self) -> str:
        """The step or phase named: "upkeep", "end step", "combat", ..."""
        for word in self.words:
            if isinstance(word, str):
                lowered = word.lower()
                for name in _STEP_WORDS:
                    if lowered == name or lowered == name + "s":
                        return name
        return ""

    @property
    def whose(self) -> str:
        """Whose turn: "you", "each", "opponent", "next" (the next one only), or "other" (a
        player named by a noun phrase)."""
        words = tuple(w.lower() for w in self.words if isinstance(w, str))
        if not words:
            return "other"
        if words[0] == "your" or words[:3] == ("each", "of", "your") or "your" in words:
            return "you"
        if words[0] == "each" and "opponent" in words:
            return "opponent"
        if words[0] in ("each",) or words[:2] == ("each", "player's"):
            return "each"
        if words[:2] == ("the", "next"):
            return "next"
        return "other"


@node()
class TurnRef(Phrase):
    """"your turn", "an opponent's turn", "each of your turns"."""

    @property
    def whose(self) -> str:
        words = self.lower_words()
        if "your" in words:
            return "you"
        if "opponent" in words:
            return "opponent"
        return "other"


@node()
class TriggerLimit(Phrase):
    """"This ability triggers only once each turn." (a limit written on the ability); "This
    ability triggers only once." (``each_turn`` False); "Do this only once each turn." (a limit
    on its optional action, ``on_action``, CR 603.2h)."""

    @property
    def times(self) -> int:
        return 2 if "twice" in self.lower_words() else 1

    @property
    def each_turn(self) -> bool:
        return "turn" in self.lower_words()

    @property
    def on_action(self) -> bool:
        return self.lower_words()[:1] == ("do",)

    @property
    def text_words(self) -> tuple[str, ...]:
        return tuple(w for w in self.lower_words() if isinstance(w, str))


# -- events ---------------------------------------------------------------------------------------
@node()
class Event(Node):
    """A subject and what it does: "~ enters or attacks" (either triggers the ability)."""

    subject: Node
    predicates: tuple[Node, ...]
    tails: tuple[Node, ...] | None = None
    template = "<subject> <predicates|or>[ <tails>]"


@node()
class BothEvent(Node):
    """A subject that does two things: "this creature attacks and isn't blocked"."""

    subject: Node
    first: Node
    second: Node
    tails: tuple[Node, ...] | None = None
    template = "<subject> <first> and <second>[ <tails>]"


@node()
class EitherEvent(Node):
    """"a creature dies or a player loses the game"."""

    first: Node
    second: Node
    template = "<first> or <second>"


@node()
class DamageDealtToEvent(Node):
    """"combat damage is dealt to you or a planeswalker you control": the event "you or a
    planeswalker you control is dealt combat damage" said of the damage (CR 120.3)."""

    kind: str | None
    to: Node
    tails: tuple[Node, ...] | None = None
    template = "[<kind> ]damage is dealt to <to>[ <tails>]"


@node()
class CausedEvent(Node):
    """"a spell or ability an opponent controls causes you to discard this card"."""

    cause: Node
    player: Node
    predicates: tuple[Node, ...]
    #: the predicates after "to" take the base form
    verb_subject: ClassVar[str | None] = None
    template = "<cause> causes <player> to <predicates|or>"


@node()
class DayNightEvent(Node):
    """"day becomes night" (CR 726)."""

    before: str
    after: str
    template = "<before> becomes <after>"


@node()
class RingTemptsEvent(Node):
    """"the Ring tempts you" (CR 701.54)."""

    template = "the Ring tempts you"


@node()
class CounterAmountSubject(Phrase):
    """Counters as the subject of an event: "one or more +1/+1 counters", "a time counter"."""

    @property
    def is_third_singular(self) -> bool:
        return self.lower_words()[:1] != ("one",)


@node()
class CounterAmount(Phrase):
    """Counters put by a player: "one or more +1/+1 counters", "a +1/+1 counter"."""


@node()
class CountersPutEvent(Node):
    """"one or more +1/+1 counters are put on this creature"."""

    subject: Node
    on: Node
    tails: tuple[Node, ...] | None = None
    template = "<subject> <@be> put on <on>[ <tails>]"


@node()
class CountersRemovedEvent(Node):
    """"a time counter is removed from this card while it's exiled"."""

    subject: Node
    origin: Node
    tails: tuple[Node, ...] | None = None
    template = "<subject> <@be> removed from <origin>[ <tails>]"


@node()
class EventOrigin(Phrase):
    """Where the object came from: "from your graveyard", "from anywhere"."""

    @property
    def anywhere(self) -> bool:
        """"from anywhere", and "from any zone" (Alchemy's wording of it)."""
        words = self.lower_words()
        return "anywhere" in words or words[-2:] == ("any", "zone")

    @property
    def zone(self) -> Node | None:
        return next((w for w in self.words if isinstance(w, Node)), None)


@node()
class EventTiming(Phrase):
    """When the event counts: "each turn", "during your turn", "for the first time each turn"."""


@node()
class WhileCondition(Node):
    """"attacks while you control a token"."""

    condition: Node
    template = "while <condition>"


@node()
class WhileStatus(Node):
    """"attacks while saddled"."""

    status: str
    template = "while <status>"


@node()
class ExceptFirstDraw(Node):
    """"except the first one they draw in each of their draw steps", "except the first one you
    draw in each of your draw steps" (CR 504.1: the draw of the draw step's turn-based action)."""

    drawer: str
    drawers: str
    template = "except the first one <drawer> draw in each of <drawers> draw steps"


def _event(name: str, doc: str, template: str, *fields: str, types: dict[str, Any] | None = None) -> Any:
    """An event predicate class: ``fields`` are optional nodes or words, filled in order."""
    annotations = {f: "Any" for f in fields}
    namespace: dict[str, Any] = {
        "__annotations__": annotations,
        "__doc__": doc,
        "template": template,
        "__module__": __name__,
        **{f: None for f in fields},
    }
    return node()(type(name, (Node,), namespace))


EntersEvent = _event(
    "EntersEvent", '"enters", "enters the battlefield from your graveyard", "enters untapped"',
    "<@enter>[ <battlefield>][ <origin>][ <mods>]", "battlefield", "origin", "mods",
)
RegeneratesEvent = _event("RegeneratesEvent", '"regenerates": a regeneration shield replaces its destruction (CR 701.19a)', "<@regenerate>")
DiesEvent = _event("DiesEvent", '"dies" (CR 700.4)', "<@die>")
AttacksEvent = _event(
    "AttacksEvent", '"attacks", "attacks alone", "attacks you", "attack with one or more creatures"',
    "<@attack>[ <defender>][ <alone>][ with <attackers>]", "defender", "alone", "attackers",
)
BlocksEvent = _event("BlocksEvent", '"blocks", "blocks a creature"', "<@block>[ <blocked>]", "blocked")
BecomesBlockedEvent = _event(
    "BecomesBlockedEvent", '"becomes blocked", "becomes blocked by a non-Wall creature"',
    "<@become> blocked[ by <blocker>]", "blocker",
)
DealsDamageEvent = _event(
    "DealsDamageEvent", '"deals combat damage to a player", "would deal 3 or less damage to this creature"',
    "<@deal>[ <amount>][ <kind>] damage[ to <to>]", "amount", "kind", "to",
)
DealtDamageEvent = _event(
    "DealtDamageEvent", '"is dealt damage", "is dealt 3 or more damage", "is dealt damage by a red instant or sorcery spell you control"',
    "<@be> dealt[ <amount>][ <kind>] damage[ by <by| or by >]", "amount", "kind", "by",
)


@node()
class DamageThreshold(Phrase):
    """"3 or more", "3 or less", "exactly 1": the bounds of an event's amount of damage (CR 120.3)."""

    @property
    def op(self) -> str:
        if str(self.lower_words()[0]) == "exactly":
            return "=="
        return ">=" if str(self.lower_words()[-1]).endswith("more") else "<="

    @property
    def number(self) -> Any:
        return self.words[1] if str(self.lower_words()[0]) == "exactly" else self.words[0]


DealtExcessDamageEvent = _event("DealtExcessDamageEvent", '"is dealt excess damage", "is dealt excess noncombat damage" (CR 120.10)', "<@be> dealt excess[ <kind>] damage", "kind")
AttackedEvent = _event("AttackedEvent", '"is attacked" (CR 508.3b)', "<@be> attacked")
PutIntoEvent = _event(
    "PutIntoEvent", '"is put into a graveyard from the battlefield"', "<@be> put into <to>[ <origin>]", "to", "origin"
)
ReturnedToEvent = _event(
    "ReturnedToEvent", '"is returned to a player\'s hand" (a permanent, CR 400.7)', "<@be> returned to <to>", "to"
)
LeavesEvent = _event("LeavesEvent", '"leaves the battlefield", "leave your graveyard"', "<@leave> <zone>", "zone")
LeavesWithoutDyingEvent = _event(
    "LeavesWithoutDyingEvent", '"leave the battlefield without dying" (CR 700.4)', "<@leave> the battlefield without dying"
)
CastNextEvent = _event(
    "CastNextEvent", '"cast your next instant or sorcery spell": the next such spell (a delayed trigger\'s event, CR 603.7b)',
    "<@cast> your next <what>[ <origin>]", "what", "origin",
)
CastEvent = _event("CastEvent", '"casts a spell", "cast your second spell each turn"', "<@cast> <what>[ <origin>]", "what", "origin")
CastOrCycleEvent = _event("CastOrCycleEvent", '"cast or cycle ~" (CR 702.29c)', "<@cast> or <@cycle> <what>", "what")
CastOrCopyEvent = _event("CastOrCopyEvent", '"cast or copy an instant or sorcery spell"', "<@cast> or <@copy> <what>", "what")
CopyEvent = _event("CopyEvent", '"copy an instant spell" (CR 707.10)', "<@copy> <what>", "what")
DrawEvent = _event("DrawEvent", '"draws a card"', "<@draw> <what>", "what")
GainLifeEvent = _event("GainLifeEvent", '"gain life"', "<@gain> life")
LoseLifeEvent = _event("LoseLifeEvent", '"loses life"', "<@lose> life")
LoseControlEvent = _event("LoseControlEvent", '"you lose control of this creature" (CR 603.10d)', "<@lose> control of <what>", "what")
LosesGameEvent = _event("LosesGameEvent", '"whenever a player loses the game" (CR 104.3)', "<@lose> the game")
GainOrLoseLifeEvent = _event("GainOrLoseLifeEvent", '"gain or lose life"', "<@gain> or <@lose> life")
SacrificeEvent = _event("SacrificeEvent", '"sacrifice a permanent"', "<@sacrifice> <what>", "what")
DiscardEvent = _event("DiscardEvent", '"discards a card"', "<@discard> <what>", "what")
CycleEvent = _event("CycleEvent", '"cycle this card"', "<@cycle> <what>", "what")
CycleOrDiscardEvent = _event("CycleOrDiscardEvent", '"cycle or discard a card"', "<@cycle> or <@discard> <what>", "what")
PlayEvent = _event("PlayEvent", '"plays a land"', "<@play> <what>[ <origin>]", "what", "origin")
ActivateEvent = _event("ActivateEvent", '"activate an ability"', "<@activate> <what>", "what")
MillEvent = _event("MillEvent", '"mill one or more cards"', "<@mill> <what>", "what")
SearchEvent = _event("SearchEvent", '"searches their library"', "<@search> <what>", "what")
ShuffleEvent = _event("ShuffleEvent", '"shuffles their library"', "<@shuffle> <what>", "what")
CreateEvent = _event("CreateEvent", '"create a token"', "<@create> <what>", "what")
ScryEvent = _event("ScryEvent", '"scry"', "<@scry>")
SeekEvent = _event("SeekEvent", '"seek one or more cards" (Alchemy, digital-only)', "<@seek> <what>", "what")
ConjureEvent = _event("ConjureEvent", '"conjure one or more cards" (Alchemy, digital-only)', "<@conjure> <what>", "what")
RollDiceEvent = _event("RollDiceEvent", '"roll one or more dice" (CR 706.1)', "<@roll> one or more <dice>", "dice")
SurveilEvent = _event("SurveilEvent", '"surveil"', "<@surveil>")
TapForManaEvent = _event("TapForManaEvent", '"taps a land for mana" (CR 605.1b)', "<@tap> <what> for mana", "what")
TappedForManaEvent = _event("TappedForManaEvent", '"is tapped for mana"', "<@be> tapped for mana")
BecomesTappedEvent = _event("BecomesTappedEvent", '"becomes tapped", "becomes untapped"', "<@become> <state>", "state")
BecomesTargetEvent = _event(
    "BecomesTargetEvent", '"becomes the target of a spell or ability an opponent controls"',
    "<@become> the target of <source>", "source",
)
BecomesStatusEvent = _event("BecomesStatusEvent", '"becomes monstrous", "becomes plotted"', "<@become> <status>", "status")
BecomesLevelEvent = _event("BecomesLevelEvent", '"becomes level 2" (CR 716)', "<@become> level <level>", "level")
BecomesAttachedEvent = _event("BecomesAttachedEvent", '"becomes attached to a creature"', "<@become> attached to <to>", "to")
BecomesUnattachedEvent = _event(
    "BecomesUnattachedEvent", '"becomes unattached from a permanent"', "<@become> unattached from <origin>", "origin"
)
TransformsEvent = _event("TransformsEvent", '"transforms", "transforms into ~" (CR 701.28)', "<@transform>[ into <into>]", "into")
TurnedFaceUpEvent = _event("TurnedFaceUpEvent", '"is turned face up" (CR 708.8)', "<@be> turned face up")
SpecializesEvent = _event("SpecializesEvent", '"specializes from your graveyard"', "<@specialize>[ <origin>]", "origin")
ExploitsEvent = _event("ExploitsEvent", '"exploits a creature" (CR 702.110)', "<@exploit> <what>", "what")
BecomesCrewedEvent = _event("BecomesCrewedEvent", '"becomes crewed": a crew ability of it resolves (CR 702.122d)', "<@become> crewed")
CrewsEvent = _event("CrewsEvent", '"crews a Vehicle" (CR 702.122)', "<@crew> <what>", "what")
SaddlesEvent = _event("SaddlesEvent", '"saddles a Mount" (CR 702.171)', "<@saddle> <what>", "what")
ExertEvent = _event("ExertEvent", '"exert a creature" (CR 701.43)', "<@exert> <what>", "what")
UnlockEvent = _event("UnlockEvent", '"unlock this door" (CR 709.5)', "<@unlock> <what>", "what")
ChoosesAsEvent = _event("ChoosesAsEvent", '"choose a creature as your Ring-bearer" (CR 701.54a)', "<@choose> <what> as <role>", "what", "role")
FullyUnlockEvent = _event("FullyUnlockEvent", '"fully unlock a Room" (CR 709.5i)', "fully <@unlock> <what>", "what")
CommitCrimeEvent = _event("CommitCrimeEvent", '"commit a crime" (CR 700.13)', "<@commit> a crime")
ExpendEvent = _event("ExpendEvent", '"expend 4" (CR 700.14)', "<@expend> <amount>", "amount")
PhasesEvent = _event("PhasesEvent", '"phases in" (CR 702.26)', "<@phase> <direction>", "direction")
PutCountersEvent = _event("PutCountersEvent", '"put one or more +1/+1 counters on a creature", "... on a creature you control or on yourself"', "<@put> <counters> on <on>[ <either> <also>]", "counters", "on", "either", "also")
WinFlipEvent = _event("WinFlipEvent", '"win a coin flip" (CR 705)', "<@win> a coin flip")
LoseFlipEvent = _event("LoseFlipEvent", '"lose a coin flip" (CR 705.2)', "<@lose> a coin flip")
CountersSpellEvent = _event("CountersSpellEvent", '"counters a spell"', "<@counter> <what>", "what")
PaysKeywordCostEvent = _event(
    "PaysKeywordCostEvent", '"pay this enchantment\'s cumulative upkeep" (CR 702.24a)', "<@pay> <whose>'s <cost>", "whose", "cost",
)


@node()
class DoesntPayKeywordCostEvent(Node):
    """"doesn't pay this enchantment's cumulative upkeep" (CR 702.24a)."""

    dont: str
    whose: Node
    cost: Node
    template = "<dont> pay <whose>'s <cost>"


@node()
class KeywordCostName(Phrase):
    """"cumulative upkeep", "echo cost": the cost of a keyword ability (CR 702)."""


@node()
class KeywordCostPaidEvent(Node):
    """"this creature's echo cost is paid", "this creature's cumulative upkeep is paid" (CR
    702.24a, 702.30a)."""

    whose: Node
    cost: Node
    template = "<whose>'s <cost> is paid"


@node()
class AbilityActivatedEvent(Node):
    """"an ability of equipped creature is activated": any player activating such an ability
    (CR 602.2)."""

    what: Node
    verb: str
    template = "<what> <verb> activated"


ExileEvent = _event("ExileEvent", '"exile a nonland card" (CR 406.2)', "<@exile> <what>", "what")
RevealEvent = _event("RevealEvent", '"reveal a creature card" (CR 701.20a)', "<@reveal> <what>", "what")
PutsOntoBattlefieldEvent = _event(
    "PutsOntoBattlefieldEvent", '"puts a Forest onto the battlefield" (CR 305.1, 603.6a)', "<@put> <what> onto <battlefield>", "what", "battlefield",
)
BecomesMonarchEvent = _event("BecomesMonarchEvent", '"become the monarch" (CR 724)', "<@become> the monarch")


@node()
class IsBlockedEvent(Node):
    """"isn't blocked" (after "attacks and"), "is blocked"."""

    text: str
    template = "<text>"

    @property
    def negated(self) -> bool:
        return "n't" in self.text


@node()
class SimpleEvent(Node):
    """A keyword action with no object (CR 701): "mutates", "explores", "proliferate"."""

    action: str
    template = "<action>"

    @property
    def lemma(self) -> str:
        """The action in its base form, for the compiler: "mutate", "explore", "clash"."""
        words = self.action.lower().split(" ")
        first = words[0]
        for suffix in ("es", "s"):
            if first.endswith(suffix) and first[: -len(suffix)] in _SIMPLE_LEMMAS:
                first = first[: -len(suffix)]
                break
        return " ".join([first, *words[1:]])


_SIMPLE_LEMMAS = frozenset(
    {"mutate", "explore", "connive", "evolve", "proliferate", "discover", "clash", "descend", "venture",
     "collect", "forage", "adapt", "investigate", "populate", "learn", "complete"}
)


@node()
class DurationTrigger(Node):
    """"Until end of turn, whenever a creature you control dies, draw a card.": a delayed
    triggered ability that lasts for the duration (CR 603.7c)."""

    duration: Node
    ability: Node
    template = "<duration>, <ability>"


# -- triggered abilities created by the instructions before them (CR 603.7, 603.12) -----------------
@node("reflexive_trigger", "reflexive_trigger_not")
class ReflexiveTrigger(Node):
    """"You may pay {1}. When you do, destroy target artifact.": a reflexive triggered ability
    (CR 603.12), triggered by the choice just offered being taken ("When you don't": not taken).
    It goes on the stack after the instructions that create it, with its own targets."""

    word: str
    subject: Node
    verb: str
    #: an intervening "if" (CR 603.4): "When you do, if there are four or more creature cards in
    #: your graveyard, ..."
    condition: Node | None = None
    effects: tuple[Node, ...]

    @property
    def negated(self) -> bool:
        """"When you don't": the choice was not taken."""
        return self.verb.lower().endswith("n't")


@node()
class PaidTimesTrigger(Node):
    """"When you pay this cost one or more times, put that many +1/+1 counters on this
    creature.": a reflexive triggered ability (CR 603.12) of a cost the instructions before it
    paid a number of times, triggered when it was paid at least once."""

    word: str
    effects: tuple[Node, ...]


@node()
class LaterEndOfCombatTrigger(Node):
    """"At end of combat, sacrifice it." after the instructions that create it: a delayed
    triggered ability (CR 603.7) at the next end of combat step (CR 511.2), with the sentences
    after it (rendered by oraclec.render)."""

    word: str
    #: "this turn's next": at the next end of combat step of this turn only, if there is one
    this_turns_next: str | None = None
    #: an intervening "if" (CR 603.4)
    condition: Node | None = None
    effects: tuple[Node, ...]


@node()
class LaterStepTrigger(Node):
    """"At the beginning of the next end step, return it to the battlefield." after the
    instructions that create it: a delayed triggered ability (CR 603.7) with the sentences
    after it (rendered by oraclec.render)."""

    word: str
    step: Node
    #: an intervening "if" (CR 603.4)
    condition: Node | None = None
    effects: tuple[Node, ...]


@node()
class LaterTrigger(Node):
    """"When that creature dies this turn, return it to the battlefield.", "When you discard a
    creature card this way, ...": a triggered ability that the instructions before it create,
    delayed (CR 603.7) or reflexive when its event is theirs ("this way", CR 603.12)."""

    word: str
    event: Node
    #: an intervening "if" (CR 603.4)
    condition: Node | None = None
    effects: tuple[Node, ...]

    @property
    def this_way(self) -> bool:
        """Its event is the one the instructions before it just did ("this way", CR 603.12)."""
        tails = getattr(self.event, "tails", None) or ()
        return any("this way" in " ".join(map(str, getattr(t, "words", ()))).lower() for t in tails)


@node()
class NthResolutionTrigger(Node):
    """"When this ability resolves for the third time this turn, ...": a reflexive triggered
    ability (CR 603.12) that triggers as the ability resolves for the nth time this turn."""

    word: str
    ordinal: str
    effects: tuple[Node, ...]


@node()
class DamagePreventedEvent(Node):
    """"damage is prevented this way", "damage from a black or red source is prevented this way
    this turn": damage a prevention effect prevented (CR 615.5), as a triggered ability's event."""

    kind: str | None = None
    source: Node | None = None
    tails: tuple[Node, ...] | None = None
    template = "[<kind> ]damage[ from <source>] is prevented[ <tails>]"


@node()
class AttacksWithOthersEvent(Node):
    """"this creature and at least two other creatures attack" (battalion): the subject attacks
    with at least that many other attackers (CR 508.1m)."""

    subject: Node
    count: Node
    others: Node
    template = "<subject> and at least <count> other <others> attack"


@node()
class NextEvent(Node):
    """"you next cast an instant or sorcery spell this turn": the next time the event happens
    (a delayed trigger's event, CR 603.7b)."""

    subject: Node
    predicate: Node
    tails: tuple[Node, ...] | None = None
    template = "<subject> next <predicate>[ <tails>]"


@node()
class ContractedEvent(Node):
    """"you're dealt damage", "you're attacked": the subject and "are" in one word (``word``),
    then the participle of what the subject undergoes."""

    word: str
    predicate: Node
    tails: tuple[Node, ...] | None = None
    template = "<word> <predicate>[ <tails>]"


@node()
class DealtDamageParticiple(Node):
    """"dealt damage", "dealt combat damage" after a contracted "you're"."""

    kind: str | None = None
    template = "dealt[ <kind>] damage"


@node()
class AttackedParticiple(Node):
    """"attacked" after a contracted "you're"."""

    template = "attacked"


# -- triggered abilities that trigger additional times (CR 603.2d) ---------------------------------
@node()
class TriggeredAbilityOf(Phrase):
    """"a triggered ability of a permanent you control", "a triggered ability" (of any object)."""

    @property
    def of(self) -> Node | None:
        """Whose triggered abilities: the noun phrase after "of", None for any."""
        return next((w for w in self.words if isinstance(w, Node)), None)


@node()
class EnteringCausesTrigger(Node):
    """"a permanent entering causes a triggered ability of a permanent you control to trigger"
    (CR 603.2d, 603.6a): an ability triggers on the event of that permanent entering."""

    entering: Node
    #: "entering", "dying", "attacking": the event of that object
    event: str
    ability: Node
    template = "<entering> <event> causes <ability> to trigger"


@node()
class EventsTriggerNothing(Node):
    """"Creatures entering don't cause abilities to trigger.", "Creatures entering or dying
    don't cause abilities to trigger." (CR 603.2, 603.6a, 603.6c)."""

    what: Node
    events: str
    dont: str
    template = "<what> <events> <dont> cause abilities to trigger."


@node()
class TriggersAdditionalTime(Node):
    """"If a triggered ability of a permanent you control triggers, that ability triggers an
    additional time." (CR 603.2d); "... triggers while you control six or more Shrines, ..."."""

    ability: Node
    condition: Node | None = None
    that: str = surface("that ability")
    template = "if <ability> triggers[ while <condition>], <that> triggers an additional time."


@node()
class EnteringTriggersAdditionalTime(Node):
    """"If a permanent entering causes a triggered ability of a permanent you control to
    trigger, that ability triggers an additional time." (CR 603.2d)"""

    cause: Node
    that: str = surface("that ability")
    template = "if <cause>, <that> triggers an additional time."


@node()
class FirstDrawTurns(Phrase):
    """"each turn", "on each of your turns": the turns whose first draw is revealed."""


@node()
class RevealFirstDraw(Node):
    """"Reveal the first card you draw each turn.", "You may reveal the first card you draw each
    turn as you draw it." (CR 121.1, 701.20a)."""

    reveal: str
    turns: Node
    as_drawn: str | None = None
    template = "<reveal> <turns>[ <as_drawn>]."

