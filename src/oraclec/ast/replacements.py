"""Replacement and prevention effects (CR 614, 615): the events they watch for ("If a creature
would die"), the damage they prevent or redirect, skipped steps and turns."""

from __future__ import annotations

from typing import Any

from .base import Node, Phrase, node, surface
from .objects import CounterKind


# -- the event a replacement watches for (CR 614.1a) ----------------------------------------------
@node()
class WouldEvent(Node):
    """"a creature you control would die", "you would draw a card", "~ would be put into a
    graveyard from anywhere", "a source would deal damage to you this turn". The predicate is a
    trigger event predicate (oraclec.ast.triggers), in its base form after "would"; the tails
    are a trigger event's ("you would draw a card while your library has no cards in it")."""

    subject: Node
    predicate: Node
    time: str | None = None
    tails: tuple[Node, ...] | None = None
    template = "<subject> would <predicate>[ <time>][ <tails>]"
    verb_subject = None

    @property
    def this_turn(self) -> bool:
        return (self.time or "").lower() == "this turn"


def _passive(name: str, doc: str, template: str, *fields: str) -> Any:
    annotations = {f: "Any" for f in fields}
    namespace: dict[str, Any] = {
        "__annotations__": annotations, "__doc__": doc, "template": template, "__module__": __name__,
        **{f: None for f in fields},
    }
    return node()(type(name, (Node,), namespace))


BeDealtDamageEvent = _passive("BeDealtDamageEvent", '"would be dealt damage"', "be dealt[ <kind>] damage", "kind")
BePutIntoEvent = _passive(
    "BePutIntoEvent", '"would be put into a graveyard from anywhere"', "be put into <to>[ <origin>]", "to", "origin"
)
BePutOntoBattlefieldEvent = _passive(
    "BePutOntoBattlefieldEvent", '"would be put onto the battlefield"', "be put onto the battlefield[ <origin>]", "origin"
)
BeDestroyedEvent = _passive("BeDestroyedEvent", '"would be destroyed"', "be destroyed")
BeCreatedEvent = _passive("BeCreatedEvent", '"would be created under your control"', "be created[ <control>]", "control")
BeExiledEvent = _passive("BeExiledEvent", '"would be exiled"', "be exiled")
BeCounteredEvent = _passive("BeCounteredEvent", '"would be countered"', "be countered")
GetCountersEvent = _passive("GetCountersEvent", '"would get one or more counters" (CR 122.1)', "get <counters>", "counters")
GetEnergyEvent = _passive("GetEnergyEvent", '"would get one or more {E}" (CR 122.1)', "get one or more <energy>", "energy")
LoseGameEvent = _passive("LoseGameEvent", '"would lose the game" (CR 104.3)', "lose the game")
LoseUnspentManaEvent = _passive("LoseUnspentManaEvent", '"would lose unspent mana" (CR 500.4, 106.4)', "lose unspent mana")
BeginTurnEvent = _passive("BeginTurnEvent", '"would begin an extra turn" (CR 500.7)', "begin <turn>", "turn")


@node()
class DamageWouldBeDealt(Node):
    """"damage would be dealt to you", "combat damage would be dealt to a creature you control"
    (the event of a prevention or redirection effect, CR 615.1, 614.9)."""

    kind: str | None = None
    to: Node | None = None
    by: Node | None = None
    #: "this turn": how long the effect waits (as WouldEvent's time)
    time: str | None = None
    #: "while it has a +1/+1 counter on it": which of the events (as WouldEvent's tails)
    tails: tuple[Node, ...] | None = None
    template = "[<kind> ]damage would be dealt[ <to>][ <by>][ <time>][ <tails>]"

    @property
    def this_turn(self) -> bool:
        return (self.time or "").lower() == "this turn"


# -- sentences ------------------------------------------------------------------------------------
@node()
class IfInsteadSentence(Node):
    """"If a player would draw a card, instead that player skips that draw." (CR 614.1a)"""

    condition: Node
    chain: Node
    template = "if <condition>, instead <chain>."


@node()
class ProducesInstead(Node):
    """"If a land is tapped for mana, it produces {B} instead of any other type." (CR 106.12,
    614.1a): a replacement of the mana a permanent tapped for mana produces."""

    duration: Node | None = None
    tapping: Node
    instead: Node
    template = "[<duration>, ]if <tapping>, it produces <instead>."


@node()
class ProducesByKind(Node):
    """"If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and
    Forests produce {B} instead of any other type." (CR 106.12b, 614.1a): a replacement of the
    mana each kind of permanent tapped for mana produces."""

    produces: tuple[Any, ...]
    template = "if tapped for mana, <produces> instead of any other type."

    @property
    def kinds(self) -> tuple[Node, ...]:
        """The kinds, without the "," and "and" between them."""
        return tuple(p for p in self.produces if isinstance(p, Node))


@node()
class KindProduces(Node):
    """"Plains produce {R}": what permanents of a kind produce when tapped for mana."""

    what: Node
    kind: Node
    template = "<what> produce <kind>"


@node()
class ManaTapping(Phrase):
    """"a land is tapped for two or more mana", "you tap a land you control for mana"."""


@node()
class ManaInstead(Phrase):
    """"{C} instead of any other type and amount", "three times as much of that mana instead"."""


@node()
class ProducedKind(Phrase):
    """"{B}", "colorless mana", "one mana of a color of your choice"."""


@node()
class NextTimeSentence(Node):
    """"The next time a source of your choice would deal damage to you this turn, prevent that
    damage." (CR 615.7: a shield used once)"""

    event: Node
    chain: Node
    template = "the next time <event>, <chain>."


@node()
class AsLongAsIfSentence(Node):
    """"As long as you have no cards in hand, if a source you control would deal damage to a
    permanent or player, it deals double that damage instead.": a static ability's replacement
    effect that applies only while the condition holds (CR 611.3a, 614.1a)."""

    condition: Node
    event: Node
    chain: Node
    template = "as long as <condition>, if <event>, <chain>."


@node()
class DurationIfSentence(Node):
    """"Until end of turn, if damage would be dealt to any creature, you may have that damage
    dealt to you instead.": a replacement effect that lasts for the duration (CR 614.1a,
    611.2a)."""

    duration: Node
    condition: Node
    chain: Node
    template = "<duration>, if <condition>, <chain>."


@node()
class FirstTimeSentence(Node):
    """"The first time you would create one or more tokens each turn, you may instead ...": a
    replacement of only the first such event of each turn (CR 614.1a)."""

    event: Node
    each: str
    chain: Node
    template = "the first time <event> <each>, <chain>."


@node()
class AsLongAsFirstTimeSentence(Node):
    """"As long as this Equipment is attached to a creature, the first time you would create one
    or more tokens each turn, you may instead ...": that replacement while the condition holds
    (CR 611.3a, 614.1a)."""

    condition: Node
    event: Node
    each: str
    chain: Node
    template = "as long as <condition>, the first time <event> <each>, <chain>."


@node()
class NextTimeInsteadSentence(Node):
    """"The next time you would draw a card this turn, instead ..." (CR 614.1a, used once)."""

    event: Node
    chain: Node
    template = "the next time <event>, instead <chain>."


# -- damage named by its flow (CR 615) --------------------------------------------------------
@node()
class DamageAmount(Phrase):
    """"all", "the next 3", "that", "1 of that", "the", "that 1"."""

    @property
    def all(self) -> bool:
        return self.lower_words()[:1] == ("all",) and not self.all_but

    @property
    def all_but(self) -> bool:
        """"all but 1 of that damage": all of it except the number."""
        return self.lower_words()[:2] == ("all", "but")

    @property
    def refers_back(self) -> bool:
        """"that damage", "1 of that damage": the damage of the event being replaced."""
        return "that" in self.lower_words()

    @property
    def number(self) -> Any:
        """The amount as written ("3", "X", "one"), or None for all of it."""
        return next((w for w in self.words if isinstance(w, str) and w.lower() not in ("all", "but", "the", "next", "that", "of", "half")), None)

    @property
    def half(self) -> bool:
        """"half that damage": half of the event's damage, rounded as the clause says."""
        return self.lower_words()[:1] == ("half",)


@node()
class DamageTo(Phrase):
    """"to any target", "to and dealt by this creature"."""

    @property
    def target(self) -> Node:
        return next(w for w in self.words if isinstance(w, Node))

    @property
    def and_by(self) -> bool:
        return "by" in self.lower_words()

    @property
    def this_turn(self) -> bool:
        """"this turn to ...": the effect's duration is written before the recipient."""
        return any(" ".join(w.lower().split()) == "this turn to" for w in self.words if isinstance(w, str))


@node()
class DamageBy(Phrase):
    """"by sources you don't control", "this turn by attacking creatures"."""

    @property
    def source(self) -> Node:
        return next(w for w in self.words if isinstance(w, Node))

    @property
    def this_turn(self) -> bool:
        """"this turn by ...": the effect's duration is written before the source."""
        return any(" ".join(w.lower().split()) == "this turn by" for w in self.words if isinstance(w, str))


@node()
class DamageToBeDealt(Node):
    """"all combat damage that would be dealt to you by unblocked creatures"."""

    amount: DamageAmount | None = None
    kind: str | None = None
    to: DamageTo | None = None
    by: DamageBy | None = None
    template = "[<amount> ][<kind> ]damage that would be dealt[ <to>][ <by>]"


@node()
class DamageToBeDealtBy(Node):
    """"all damage target creature would deal"."""

    amount: DamageAmount | None = None
    kind: str | None = None
    source: Node
    #: "to you": where the damage would go
    to: Node | None = None
    template = "[<amount> ][<kind> ]damage <source> would deal[ to <to>]"


@node()
class DamageThatWouldBeDealtBy(Node):
    """"all damage that this creature would deal to snow creatures" (as DamageToBeDealtBy, with
    "that")."""

    amount: DamageAmount | None = None
    kind: str | None = None
    source: Node
    to: Node | None = None
    template = "[<amount> ][<kind> ]damage that <source> would deal[ to <to>]"


@node()
class DamageSubjectThatWouldBeDealtBy(Node):
    """"the next 2 damage that a source of your choice would deal to you" as a subject (CR
    614.9)."""

    amount: SubjectAmount | None = None
    kind: str | None = None
    source: Node
    to: Node | None = None
    template = "[<amount> ][<kind> ]damage that <source> would deal[ to <to>]"


@node()
class DamageNamed(Node):
    """"that damage", "1 of that damage", "damage"."""

    amount: DamageAmount | None = None
    template = "[<amount> ]damage"


@node()
class PreventDamage(Node):
    """"prevent all damage that would be dealt to ~ this turn", "prevent that damage" (CR 615)."""

    damage: Node
    template = "<@prevent> <damage>"


@node()
class PreventDamageDivided(Node):
    """"prevent the next 4 damage that would be dealt this turn to any number of targets, divided
    as you choose" (CR 601.2d, 615.7): a shield for each target, of the part of the damage the
    caster gave it."""

    damage: Node
    divided: str
    template = "<@prevent> <damage>, <divided>"


@node()
class DamageSubject(Node):
    """"damage", "all combat damage" as the subject of "can't be prevented" or "is dealt to"."""

    amount: SubjectAmount | None = None
    kind: str | None = None
    template = "[<amount> ][<kind> ]damage"


@node()
class DamageSubjectToBeDealt(Node):
    """"all damage that would be dealt to you" as a subject (CR 614.9)."""

    amount: SubjectAmount | None = None
    kind: str | None = None
    to: DamageTo | None = None
    by: DamageBy | None = None
    template = "[<amount> ][<kind> ]damage that would be dealt[ <to>][ <by>]"


@node()
class DamageCantBePrevented(Node):
    """"Damage can't be prevented this turn." (CR 615.12)"""

    damage: Node
    tails: tuple[Node, ...] | None = None
    template = "<damage> can't be prevented[ <tails| >]"


@node()
class DamageRedirected(Node):
    """"All damage that would be dealt to you is dealt to enchanted creature instead." (CR 614.9)"""

    damage: Node
    duration: Node | None = None
    to: Node
    template = "<damage>[ <duration>] is dealt to <to> instead"


# -- skipping (CR 614.1b) -------------------------------------------------------------------------
@node()
class Skipped(Phrase):
    """"your draw step", "their next untap step", "your next turn", "that draw"."""

    @property
    def what(self) -> str:
        """"turn", "draw step", "untap step", "upkeep", "combat phase", "draw"."""
        if self.of_next_turn:
            return str(self.words[1]).lower().removesuffix("s")
        text = " ".join(w.lower() for w in self.words if isinstance(w, str))
        last = text.split(" ", 1)[0]
        rest = text.removeprefix(last).strip().removeprefix("next").strip()
        rest = rest.removesuffix("s") if rest not in ("draw",) else rest
        return "upkeep" if rest == "upkeep step" else rest  # the upkeep step (CR 503)

    @property
    def next_only(self) -> bool:
        return not self.of_next_turn and ("next" in self.lower_words() or "that" in self.lower_words())

    @property
    def of_next_turn(self) -> bool:
        """"all combat phases of their next turn": every one during the player's next turn."""
        return bool(self.words) and str(self.words[0]).lower() == "all"


@node()
class Skip(Node):
    """"Skip your draw step.", "that player skips their next untap step" (CR 614.1b)."""

    what: Skipped
    template = "<@skip> <what>"


@node()
class SubjectAmount(Phrase):
    """"all", "the", "that", "the next 3" before "damage" as a subject."""


@node()
class DamagePrevented(Node):
    """"damage is prevented this way" (CR 615.5)."""

    kind: str | None = None
    verb: str
    time: str | None = None
    template = "[<kind> ]damage <verb> prevented[ <time>]"


@node()
class DamageFromPrevented(Node):
    """"damage from a red source is prevented this way" (CR 615.5)."""

    kind: str | None = None
    source: Node
    verb: str
    time: str | None = None
    template = "[<kind> ]damage from <source> <verb> prevented[ <time>]"


@node()
class DealtDamageBy(Node):
    """"dealt damage this way", "dealt damage by enchanted creature this turn"."""

    words: str
    source: Node | None = None
    time: str
    template = "<words>[ by <source>] <time>"


@node()
class DealtDamageTimeBy(Node):
    """"dealt damage this turn by a source you controlled": :class:`DealtDamageBy` with the time
    said before the source."""

    words: str
    time: str
    source: Node
    template = "<words> <time> by <source>"


@node()
class InsteadOfPuttingInto(Node):
    """"instead of putting it into its owner's graveyard" (CR 614.1a)."""

    pronoun: str
    zone: Node
    template = "instead of putting <pronoun> into <zone>"


@node()
class InsteadOfInto(Node):
    """"instead of into that player's graveyard" (CR 614.1a: the move said once, for both)."""

    zone: Node
    template = "instead of into <zone>"


@node()
class InsteadOfNumber(Node):
    """"instead of one" ("put two creature cards onto the battlefield instead of one"): the
    instruction before, which acted on that number, is replaced by this one."""

    number: str
    template = "instead of <number>"


@node()
class InsteadOfPuttingAnywhere(Node):
    """"instead of putting it anywhere else" (CR 614.1a)."""

    pronoun: str
    template = "instead of putting <pronoun> anywhere else"


@node()
class AsItResolves(Node):
    """"as it resolves" (CR 608.2n: where an instant or sorcery goes as it resolves)."""

    pronoun: str
    verb: str
    template = "as <pronoun> <verb>"


@node()
class EventDamage(Phrase):
    """"that much", "double that", "triple that", "half that": the damage of the event."""

    @property
    def factor(self) -> tuple[int, int]:
        """(numerator, denominator) of the event's amount."""
        first = self.lower_words()[0]
        return {"double": (2, 1), "twice": (2, 1), "triple": (3, 1), "half": (1, 2)}.get(first, (1, 1))


@node()
class DealEventDamage(Node):
    """"deals that much damage to any target", "deals double that damage to that player"."""

    amount: EventDamage
    plus: Node | None = None
    to: Node | None = None
    template = "<@deal> <amount> damage[ <plus>][ to <to>]"


@node()
class DamagePlus(Node):
    """"plus 1" after "that much damage"."""

    amount: Node
    template = "plus <amount>"


@node()
class DamageMinus(Node):
    """"minus 1" after "that much damage" (CR 614.1a; not less than 0, CR 107.1b)."""

    amount: Node
    template = "minus <amount>"


@node()
class DealDamageAgain(Node):
    """"it deals 4 damage instead": to whatever the damage before it went (the recipient is not
    repeated)."""

    amount: Node
    template = "<@deal> <amount> damage"


@node()
class DamagePreventedAmount(Node):
    """"the damage prevented this way" (CR 615.5)."""

    time: str
    template = "the damage prevented <time>"


@node()
class ForEachPrevented(Phrase):
    """"for each 1 damage prevented this way"."""


@node()
class ForEachPreventedSentence(Node):
    """"For each 1 damage prevented this way, create a 2/1 Inkling creature token."."""

    each: ForEachPrevented
    chain: Node
    template = "<each>, <chain>."


# -- a quantity replaced (CR 614.1a, 616.1) ---------------------------------------------------------
@node()
class CountersWouldBePut(Node):
    """"one or more +1/+1 counters would be put on a creature you control" (CR 122.6): the event of
    a replacement, its counters as its subject."""

    subject: Phrase
    on: Node
    template = "<subject> would be put on <on>"


@node()
class EventCount(Phrase):
    """The number of the replaced event, changed: "that many plus one", "twice that many",
    "half that many"; or "one" (of each of the event's kinds of counters)."""

    @property
    def factor(self) -> int:
        return 2 if self.lower_words()[0] == "twice that many" else 1

    @property
    def halved(self) -> bool:
        """"half that many" (rounded as the clause says, CR 107.1a)."""
        return self.lower_words()[0] == "half"

    @property
    def just_one(self) -> bool:
        """"one of each of those kinds of counters": one, not the event's number."""
        return self.lower_words() == ("one",)

    @property
    def plus(self) -> Any:
        """The number added ("one" in "that many plus one"), None if none."""
        words = self.words
        return words[2] if len(words) == 3 else None


@node()
class EventCounters(Node):
    """"that many plus one +1/+1 counters", "twice that many of each of those kinds of counters"
    (``kind`` None or "of each of those kinds of": the kinds of the event's counters)."""

    count: EventCount
    kind: Any = None
    word: str = surface("counters")
    template = "<count>[ <kind>] <word>"
    is_third_singular = False

    @property
    def counter_kind(self) -> str | None:
        """The kind named ("+1/+1"), None for the event's own kinds."""
        return self.kind.name if isinstance(self.kind, CounterKind) else None


@node()
class EventCountersMinus(Node):
    """"that many -1/-1 counters minus one": fewer than the event's (never fewer than none, CR
    107.1b)."""

    counters: EventCounters
    minus: Node
    template = "<counters> minus <minus>"
    is_third_singular = False


@node()
class EventCountersPut(Node):
    """"that many plus one +1/+1 counters are put on it instead"."""

    subject: EventCounters
    on: Node
    tails: tuple[Node, ...] | None = None
    template = "<subject> <@be> put on <on>[ <tails>]"


@node()
class TokensCreated(Node):
    """"twice that many of those tokens are created instead"."""

    subject: Node
    verb: str
    tails: tuple[Node, ...] | None = None
    template = "<subject> <verb>[ <tails>]"


@node()
class GainLifePlus(Node):
    """"gain that much life plus 1"."""

    amount: Node
    plus: Node
    template = "<@gain> <amount> life plus <plus>"


@node()
class DrawPlus(Node):
    """"draw that many cards plus one"."""

    what: Node
    plus: Node
    template = "<@draw> <what> plus <plus>"


@node()
class NpPlusAdditional(Node):
    """"those tokens plus an additional Treasure token"."""

    left: Node
    plus: str
    right: Node
    template = "<left> <plus> <right>"


@node()
class NpMinus(Node):
    """"that many cards minus one": one fewer things than the noun phrase says (CR 107.1)."""

    left: Node
    minus: str
    right: str
    template = "<left> <minus> <right>"


@node()
class EffectWouldEvent(Node):
    """"an effect would create one or more tokens under your control", "an effect would put one or
    more counters on a permanent you control" (any effect doing it, CR 614.1a)."""

    subject: str
    predicate: Node
    control: str | None = None
    template = "<subject> would <predicate>[ <control>]"
    verb_subject = None


@node()
class PutEventCounters(Node):
    """"puts twice that many of those counters on that permanent"."""

    count: str
    counters: str
    on: Node
    template = "<@put> <count> <counters> on <on>"


@node()
class PutChangedEventCounters(Node):
    """"put twice that many of each of those kinds of counters on that permanent or player",
    "put that many plus one +1/+1 counters on it", "put one of each of those kinds of counters on
    target creature" (the counters of the event replaced or that triggered)."""

    counters: EventCounters
    on: Node
    template = "<@put> <counters> on <on>"


@node()
class GetEventCounters(Node):
    """"you get that many plus one of each of those kinds of counters" (a player's counters)."""

    counters: EventCounters
    template = "<@get> <counters>"


@node()
class GetEventEnergy(Node):
    """"you get twice that many {E}"."""

    count: EventCount
    energy: Node
    template = "<@get> <count> <energy>"


@node()
class DamageReducesLifeTo(Node):
    """"damage that would reduce your life total to less than 1 reduces it to 1 instead" (CR
    614.1a, 120.3a: the life lost to that damage is less)."""

    kind: str | None = None
    whose: Node
    stat: str
    below: Node
    to: Node
    template = "[<kind> ]damage that would reduce <whose> <stat> to less than <below> reduces it to <to> instead"


@node()
class DoubleAllDamage(Node):
    """"Double all damage that sources you control of the chosen type would deal.", "Double all
    damage ~ would deal." (CR 701.10g)."""

    words: str
    source: Node
    template = "<words> <source> would deal."


@node()
class ScryNumberEvent(Node):
    """"you would scry a number of cards" (CR 701.22a): a scry of any number, the event a
    replacement watches."""

    template = "scry a number of cards"


@node()
class UntapDuringEvent(Node):
    """"would untap during your untap step" (CR 502.3): a permanent's untap in that step, the
    event a replacement watches."""

    window: Node
    template = "untap during <window>"
