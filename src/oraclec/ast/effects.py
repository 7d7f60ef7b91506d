"""Sentences, clauses and the effects they describe."""

from __future__ import annotations

import re
from typing import Any

from .base import Node, Phrase, node, surface


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
class IfAndIfSentence(Node):
    """"If it's a creature, it can't be regenerated this turn, and if it would die this turn,
    exile it instead.": a second condition and its instructions after the first's, in the same
    sentence and under the first condition (CR 608.2c)."""

    condition: Node
    chain: Node
    joiner: str
    second_condition: Node
    second_chain: Node
    template = "if <condition>, <chain><joined> <second_condition>, <second_chain>."

    @property
    def joined(self) -> str:
        """", and if" after the instructions, or " and if" (no comma)."""
        return self.joiner if self.joiner.startswith(",") else f" {self.joiner}"


@node()
class AndIfSentence(Node):
    """"Target creature can't be regenerated this turn, and if it would die this turn, exile it
    instead.": instructions, then a condition and the instructions done if it holds (CR 608.2c)."""

    chain: Node
    joiner: str
    condition: Node
    second_chain: Node
    template = "<chain><joined> <condition>, <second_chain>."

    @property
    def joined(self) -> str:
        """", and if" after the instructions, or " and if" (no comma)."""
        return self.joiner if self.joiner.startswith(",") else f" {self.joiner}"


@node()
class UnlessSentence(Node):
    """"Unless target player pays {3}, that player loses 5 life and you gain 5 life." (CR 118.12)."""

    condition: Node
    chain: Node
    template = "unless <condition>, <chain>."


@node()
class IfLaterTrigger(Node):
    """"If you do, at the beginning of the next end step, create a token that's a copy of that
    artifact.": a delayed triggered ability (CR 603.7) created only if the condition holds."""

    condition: Node
    trigger: Node
    template = "if <condition>, <trigger>"


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
class StillSentence(Node):
    """"It's still a land.": after "becomes", the object keeps that type (CR 205.1b)."""

    article: str
    what: Node
    template = "it's still <article> <what>."


@node()
class SameIsTrueFor(Node):
    """"The same is true for first strike and trample.": the sentence before, said again of
    each of these keywords instead of the one it names."""

    keywords: Node
    template = "the same is true for <keywords>."


@node()
class SameIsTrueForObjects(Node):
    """"The same is true for creature spells you control and creature cards you own that aren't
    on the battlefield.": the sentence before, said of these objects as well as of the ones it
    names (CR 611.3)."""

    what: Node
    template = "the same is true for <what>."


@node()
class TieBreak(Node):
    """"If two or more creatures are tied for least power, you choose one of them.": who picks
    among the objects tied for the greatest or least quality the instruction before named."""

    tied: Node
    verb: str
    quality: str
    chooser: Node
    choice: Node
    template = "if <tied> <verb> <quality>, <chooser> <choice>."

    @property
    def extreme(self) -> tuple[str, bool]:
        """The quality ("power", "mana value", ...) and whether it is the greatest."""
        words = self.quality.lower().split()
        rest = words[2:] if words[2] != "the" else words[3:]
        return " ".join(rest[1:]), rest[0] in ("greatest", "highest")


@node()
class TieChoice(Phrase):
    """"choose one of them", "chooses one" (:class:`TieBreak`)."""


@node()
class ClauseChain(Phrase):
    """Clauses and the separators between them: "draw two cards, then discard a card"."""

    @property
    def clauses(self) -> tuple[Node, ...]:
        """The clauses: ``Clause`` nodes, and clauses of their own shape ("damage can't be
        prevented", oraclec.ast.replacements)."""
        return tuple(w for w in self.words if isinstance(w, Node) and not isinstance(w, ChainSep))

    def subject_of(self, clause: Node) -> Node | None:
        """Who does a clause without a subject: the subject of the clause before it, when that
        subject can do what the clause says ("each opponent sacrifices a creature, then discards
        a card": both by each opponent; "that creature gets +2/+0, gains trample if it's red, and
        gains vigilance if it's white"). None means "you", an imperative ("this creature gets
        +1/+0 until end of turn, then scry 1": a creature cannot scry)."""
        source = self._subject_source(clause)
        return source.subject if source is not None else None

    def shared_subject(self, clause: Node) -> Node | None:
        """The subject a clause's verbs agree with: its own, else the one it shares (see
        subject_of) unless the clause that gave it said "may" ("its controller may search ...,
        put it onto the battlefield, then shuffle": all under "may", all in the base form)."""
        source = self._subject_source(clause)
        if source is None or source.may:
            return None
        return source.subject

    def _subject_source(self, clause: Node) -> Clause | None:
        source: Clause | None = None
        if not isinstance(clause, Clause):
            return None
        for other in self.clauses:
            if not isinstance(other, Clause):
                # a clause of its own shape has no subject to share
                source = None if other is not clause else source
                if other is clause:
                    return None
                continue
            if other is clause:
                if other.subject is not None:
                    return other
                if source is not None and (_is_player(source.subject) or _object_actions(other)):
                    return source
                return None
            if other.subject is not None:
                source = other
        return None


def _object_actions(clause: Clause) -> bool:
    """Whether every predicate of a clause is something an object (not only a player) does."""
    predicates = clause.predicates if isinstance(clause.predicates, tuple) else (clause.predicates,)
    return all(getattr(p, "by_objects", False) for p in predicates if isinstance(p, Node))


def _is_player(np: Node) -> bool:
    """Whether a noun phrase names players (who can draw, discard, search ...)."""
    from .objects import NpAnd, NpAndOr, NpOr, ObjectNp, Partitive, Pronoun

    if isinstance(np, ObjectNp):
        return np.kind == "player"
    if isinstance(np, Pronoun):
        # "they"/"them" may stand for players ("choose two target players. Each of them searches
        # ..."); "it" is an object
        return np.lower_words() in (("they",), ("you",), ("them",), ("themselves",))
    if isinstance(np, (NpAnd, NpOr, NpAndOr)):
        return _is_player(np.left) and _is_player(np.right)
    if isinstance(np, Partitive):
        return _is_player(np.of)
    from .choices import OptionNp

    # "Each friend discards all cards from their hand, then draws that many cards": the players
    # an option was chosen for
    return isinstance(np, OptionNp) and np.vote is None


@node()
class ChainSep(Phrase):
    """", then", "and", ","."""


@node()
class Clause(Node):
    """[subject] [may] predicate(s) [tails]: "target player draws two cards"."""

    subject: Node | None = None
    #: "Two target creatures each get +2/+0": each of them, one by one (the same instructions)
    each: str | None = None
    #: "may", or "may instead" ("If you would draw a card, you may instead mill two cards": the
    #: instructions replace the event or instruction before, as "instead" at the end does, CR
    #: 614.1a)
    may: str | None = None
    #: "you may also cast ...", "it also gains flying": no meaning of its own
    also: str | None = None
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
class ForEachOf(Node):
    """"for each of those creatures" (the objects the clause is about, counted)."""

    what: Node
    template = "for each of <what>"


@node()
class ForEachBeyondFirst(Node):
    """"for each creature blocking it beyond the first" (rampage, CR 702.23a)."""

    what: Node
    template = "for each <what> beyond the first"


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
class UntilFound(Node):
    """"until you reveal a creature card": repeat the action until the condition is met."""

    who: Node
    verb: str
    what: Node
    template = "until <who> <verb> <what>"


@node()
class UntilRevealed(Node):
    """"until a creature card is revealed": "until you reveal a creature card" in the passive,
    the player who reveals being the clause's subject."""

    what: Node
    verb: str
    template = "until <what> <verb>"


@node()
class UntilHaveDone(Node):
    """"until they have exiled cards with total mana value 5 or greater this way": "until they
    exile ..." with the cards so far described together."""

    who: Node
    verb: str
    what: Node
    this_way: str | None = None
    template = "until <who> <verb> <what>[ <this_way>]"


@node()
class AtStep(Node):
    """"at the beginning of the next end step": the clause happens then, once (a delayed
    triggered ability, CR 603.7)."""

    step: Node
    template = "at the beginning of <step>"


@node()
class AtEndOfCombat(Node):
    template = "at end of combat"


@node()
class WhereX(Node):
    """", where X is its power": defines the value of X in its clause (CR 107.3a)."""

    variable: str
    quantity: Node
    template = ", where <variable> is <quantity>"


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
class CreateNamed(Node):
    """"create Ragavan, a legendary 2/1 red Monkey creature token": a token the effect names
    (CR 111.4)."""

    name: str
    what: Node
    template = "<@create> <name>, <what>"


@node()
class FightEachOther(Node):
    """"those creatures fight each other" (CR 701.14a): the two creatures the subject names."""

    template = "<@fight> each other"


@node()
class ExileFaceDown(Node):
    """"exile one of them face down" (CR 406.3: a face-down exiled card is hidden from the
    other players)."""

    what: Node
    template = "<@exile> <what> face down"


@node()
class LoseAllAbilities(Node):
    """"loses all abilities" (layer 6, CR 613.1f)."""

    template = "<@lose> all abilities"


@node()
class LoseAllAbilitiesExceptMana(Node):
    """"loses all abilities except mana abilities" (layer 6, CR 613.1f, 605.1a)."""

    template = "<@lose> all abilities except mana abilities"


@node()
class LoseThisAbility(Node):
    """"loses this ability": the ability that says it (layer 6, CR 613.1f)."""

    template = "<@lose> this ability"


@node()
class LoseAllOther(Node):
    """"loses all other abilities", "loses all other card types and abilities": all but those the
    same sentence gives it (layers 4 and 6, CR 613.1d, 613.1f)."""

    kinds: str
    template = "<@lose> all other <kinds>"

    @property
    def kind_names(self) -> tuple[str, ...]:
        """"abilities", "card types", "creature types", as listed."""
        return tuple(re.findall(r"abilities|card types|creature types", " ".join(self.kinds.lower().split())))


@node()
class LoseKeywords(Node):
    """"loses flying", "loses defender and gains haste" (layer 6, CR 613.1f)."""

    keywords: Node
    template = "<@lose> <keywords>"


@node()
class EnterAsCopy(Node):
    """"enter as a copy of any creature on the battlefield", "enter tapped as a copy of any land on
    the battlefield" (CR 707.2, 614.1c)."""

    tapped: str | None = None
    of: Node
    exceptions: Node | None = None
    template = "<@enter>[ <tapped>] as a copy of <of>[<exceptions>]"


@node()
class BecomeCopy(Node):
    """"becomes a copy of target creature" (CR 707.2, 613.2a)."""

    of: Node
    exceptions: Node | None = None
    template = "<@become> a copy of <of>[<exceptions>]"


@node()
class CopyWithExceptions(Node):
    """"copy it, except the copy isn't legendary" (CR 707.10, 707.9): a spell's copy with
    exceptions to the copiable values it takes."""

    what: Node
    exceptions: Node
    template = "<@copy> <what><exceptions>"


@node()
class CopyWhenCast(Node):
    """"copy the next instant or sorcery spell you cast this turn when you cast it" (CR 603.7b,
    707.10): the spell described is copied once it is cast."""

    what: Node
    when: str
    template = "<@copy> <what> <when>"


@node()
class DurationWithCopyExceptions(Node):
    """"until end of turn, except it has haste" after "becomes a copy of target creature": the
    copy's duration (CR 611.2), then its exceptions (CR 707.9)."""

    duration: Node
    exceptions: Node
    template = "<duration><exceptions>"


@node()
class Discard(Node):
    """"discard a card", "discards a card at random" (CR 701.9)."""

    what: Node
    at_random: str | None = None
    template = "<@discard> <what>[ <at_random>]"

    @property
    def is_random(self) -> bool:
        return self.at_random is not None


@node()
class ReturnTo(Node):
    what: Node
    to: Node
    mods: tuple[Node, ...] | None = None
    template = "<@return> <what> to <to>[ <mods>]"


@node()
class ReturnToShifted(Node):
    """"return to your hand all creature cards in your graveyard that ...": ReturnTo with the
    objects said after the destination."""

    to: str  #: "to your hand", "to the battlefield"
    mods: tuple[Node, ...] | None
    what: Node
    template = "<@return> <to>[ <mods>] <what>"


@node()
class PutOntoShifted(Node):
    """"put onto the battlefield under your control all creature cards ...": "put ... onto the
    battlefield" with the objects said after the destination."""

    mods: tuple[Node, ...] | None
    what: Node
    template = "<@put> onto the battlefield[ <mods>] <what>"


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
class GainLifePlusEach(Node):
    """"gain 3 life plus an additional 3 life for each creature you control": ``amount`` and
    ``each`` for each object the clause's "for each" tail counts (CR 107.1, 119.3)."""

    amount: Node
    additional: str | None = surface()
    each: Node
    template = "<@gain> <amount> life plus[ <additional>] <each> life"


@node()
class LoseLifePlusEach(Node):
    """"loses 2 life plus 2 life for each Spirit sacrificed this way" (CR 107.1, 119.3)."""

    amount: Node
    additional: str | None = surface()
    each: Node
    template = "<@lose> <amount> life plus[ <additional>] <each> life"


@node()
class LoseLifeEqual(Node):
    amount: Node
    template = "<@lose> life <amount>"


@node()
class DealDamage(Node):
    """"deals 3 damage to any target", "deals 2 damage to any target and 3 damage to you"."""

    amount: Node
    to: Node
    more: tuple[Node, ...] | None = None
    template = "<@deal> <amount> damage to <to>[ <more>]"


@node()
class DamageAmountTo(Node):
    """"3 damage to another target creature": an amount of damage and who or what is dealt it."""

    amount: Node
    to: Node
    template = "<amount> damage to <to>"


@node()
class DealDamageEach(Node):
    """"deals 2 damage to target creature, 3 damage to another target creature, and 4 damage to a
    third target creature": one source, an amount of damage to each (CR 120.2)."""

    parts: tuple[DamageAmountTo, ...]
    template = "<@deal> <parts|and>"


@node()
class HalfDamageRounded(Node):
    """"half X damage, rounded down,": half a number of damage, rounded as said (CR 107.1a)."""

    quantity: Node
    rounding: str
    template = "half <quantity> <rounding>"

    @property
    def rounds_up(self) -> bool:
        return "up" in self.rounding.lower().split(",")[1]


@node()
class DealDamageRounded(Node):
    """"deals half X damage, rounded down, to any target, and ...": the damage rounded as said."""

    amount: Node
    to: Node
    more: tuple[Node, ...] | None = None
    template = "<@deal> <amount> to <to>[ <more>]"


@node()
class DealDamageRoundedTwice(Node):
    """"deals half X damage, rounded down, to any target, and half X damage, rounded up, to you":
    two amounts of damage from the same source, each rounded as said (CR 107.1a, 120.2)."""

    amount: Node
    to: Node
    joiner: str
    second_amount: Node
    second_to: Node
    template = "<@deal> <amount> to <to><joiner> <second_amount> to <second_to>"


@node()
class MoreDamageRounded(Node):
    """"and half X damage, rounded up, to you": more damage from the same source (CR 120.2)."""

    amount: Node
    to: Node
    template = "and <amount> to <to>"


@node()
class MoreDamageAdditional(Node):
    """"and an additional 1 damage to each green creature": more damage from the same source, to
    objects that may be dealt some already by the same instruction (CR 120.2)."""

    additional: str
    amount: Node
    to: Node
    template = "and <additional> <amount> damage to <to>"


@node()
class MoreAdditionalDamage(Node):
    """"and 1 additional damage to each blue creature": as :class:`MoreDamageAdditional`."""

    amount: Node
    to: Node
    template = "and <amount> additional damage to <to>"


@node()
class MoreDamage(Node):
    """"and 3 damage to you": more damage from the same source, in the same event (CR 120.2)."""

    amount: Node
    to: Node
    template = "and <amount> damage to <to>"


@node()
class LoseFractionLife(Node):
    """"loses a third of their life, rounded up" (CR 107.1a: rounded as stated)."""

    fraction: str
    owner: Node
    rounding: str | None = None
    template = "<@lose> <fraction> <owner> life[<rounding>]"

    @property
    def rounds_up(self) -> bool:
        return self.rounding is not None and self.rounding.lower().endswith("up")

    @property
    def denominator(self) -> int:
        from .objects import fraction_denominator

        return fraction_denominator(self.fraction)


@node()
class LoseHalfLife(Node):
    """"loses half their life, rounded up" (CR 107.1a: rounded as stated)."""

    owner: Node
    rounding: str | None = None
    template = "<@lose> half <owner> life[<rounding>]"

    @property
    def rounds_up(self) -> bool:
        return self.rounding is not None and self.rounding.lower().endswith("up")


@node()
class DrawEqual(Node):
    """"draw cards equal to the number of creatures you control"."""

    amount: Node
    template = "<@draw> cards <amount>"


@node()
class TapOrUntap(Node):
    """"tap or untap target permanent": the controller of the effect chooses which."""

    what: Node
    template = "<@tap> or untap <what>"


@node()
class EitherPredicate(Node):
    """"sacrifice a nonland permanent or discard a card", "put a plague counter on this artifact
    or remove a plague counter from it": one of two instructions, chosen by the player who
    carries it out as it happens (CR 608.2d); after "unless", one of two costs (CR 118.12)."""

    first: Node
    second: Node
    template = "<first> or <second>"


@node()
class BecomeStatus(Node):
    """"it becomes renowned" (CR 702.112b), "it becomes monstrous" (701.37b): a designation."""

    status: str
    template = "<@become> <status>"


@node()
class Becomes(Node):
    """"becomes a 4/4 red Dragon creature with flying", "becomes an artifact in addition to its
    other types": new characteristics (CR 205.1, 613)."""

    what: Node
    in_addition: str | None = None
    template = "<@become> <what>[ <in_addition>]"


@node()
class HaveDo(Node):
    """"you may have target creature get +2/+0": another object or player does something."""

    who: Node
    action: Node
    template = "<@have> <who> <action>"


@node()
class ChooseNewTargets(Node):
    """"you may choose new targets for the copy" (CR 707.10c)."""

    what: Node
    template = "<@choose> new targets for <what>"


@node()
class ChooseNewTarget(Node):
    """"you may choose a new target for that copy" (CR 707.10c), said of a spell with one target."""

    what: Node
    template = "<@choose> a new target for <what>"


@node()
class PayEnergy(Node):
    """"you may pay {E}{E}" (CR 107.14: {E} is an energy counter)."""

    symbols: Node
    template = "<@pay> <symbols>"


@node()
class GetEnergy(Node):
    """"you get {E}{E}": that many energy counters (CR 122.1b... a player's counters)."""

    symbols: Node
    template = "<@get> <symbols>"


@node()
class GetEmblem(Node):
    """"you get an emblem with \"...\"", '... with "..." and "..."' (CR 114)."""

    abilities: tuple[Node, ...]
    template = "<@get> an emblem with <abilities|and>"


@node()
class DealDamageToEqual(Node):
    """"deals damage to any target equal to its power": the amount comes last."""

    to: Node
    amount: Node
    template = "<@deal> damage to <to> <amount>"


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
class Put(Node):
    """"put it into your hand", "put one of them into your hand and the rest into your
    graveyard": one or more placements (CR 400.6)."""

    placements: tuple[Any, ...]
    template = "<@put> <placements>"

    @property
    def destinations(self) -> tuple[Node, ...]:
        return tuple(p for p in self.placements if isinstance(p, Node))


@node()
class IntoZone(Node):
    """"<what> into your hand"."""

    what: Node
    into: Node
    template = "<what> into <into>"


@node()
class IntoLibraryAt(Node):
    """"<what> into its owner's library third from the top": a place counted from one end."""

    what: Node
    into: Node
    ordinal: str
    end: str
    template = "<what> into <into> <ordinal> from the <end>"


@node()
class IntoLibraryBeneath(Node):
    """"<what> into its owner's library just beneath the top X cards of that library": the place
    after that many cards from the top."""

    what: Node
    into: Node
    beneath: Node
    template = "<what> into <into> just beneath <beneath>"


@node()
class OntoBattlefield(Node):
    what: Node
    mods: tuple[Node, ...] | None = None
    template = "<what> onto the battlefield[ <mods>]"


@node()
class OnTopOf(Node):
    """"<what> on top of its owner's library", "<what> back on top of your library in any order"."""

    what: Node
    back: str | None = None
    of: Node | None = None
    order: str | None = None
    template = "<what>[ <back>] on top[ of <of>][ <order>]"


@node()
class BackInOrder(Node):
    """"put them back in any order": back where they came from (the top of a library)."""

    what: Node
    back: str = "back"
    order: str = "in any order"
    template = "<what> <back> <order>"


@node()
class OnTopOrBottom(Node):
    """"it on their choice of the top or bottom of their library"."""

    what: Node
    chooser: Node
    of: Node
    template = "<what> on <chooser> choice of the top or bottom of <of>"


@node()
class OnBottomOf(Node):
    what: Node
    of: Node
    order: str | None = None
    template = "<what> on the bottom of <of>[ <order>]"


@node()
class OnBottomOfSame(Node):
    """"put the rest on the bottom in a random order": the bottom of the library they came from."""

    what: Node
    order: str
    template = "<what> on the bottom <order>"


@node()
class IntoLibraryAtOrEnd(Node):
    """"<what> into their library second from the top or on the bottom": the one who puts it
    chooses between a place counted from one end and an end."""

    what: Node
    into: Node
    ordinal: str
    end: str
    other_end: str
    template = "<what> into <into> <ordinal> from the <end> or on the <other_end>"


@node()
class OnTopOrBottomOf(Node):
    """"<what> on the top or bottom of your library": the one who puts it chooses the end."""

    what: Node
    of: Node
    template = "<what> on the top or bottom of <of>"


@node()
class Search(Node):
    zone: Node
    what: Node
    template = "<@search> <zone> for <what>"


@node()
class PayToEndEffect(Node):
    """"You may pay {R} to end this effect." (the licids): the effect the ability made ends when
    its controller pays (CR 611.2)."""

    cost: Node
    to_end: str
    template = "<@pay> <cost> <to_end>"


@node()
class SeparateIntoPiles(Node):
    """"An opponent separates those cards into two piles.", "separate them into a face-down pile
    and a face-up pile" (CR 700.3)."""

    what: Node
    piles: Node
    template = "<@separate> <what> into <piles>"


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
class ThisTurnWithoutPaying(Node):
    """"this turn without paying their mana costs" after "you may play them" (CR 118.9, 611.2a)."""

    words: str
    template = "<words>"


@node()
class LookAtAndPlay(Node):
    """"look at and play those cards": cards exiled face down, looked at (CR 406.3) and played
    (CR 406.3a)."""

    what: Node
    without_paying: str | None = None
    template = "<@look> at and <@play> <what>[ <without_paying>]"


@node()
class Pump(Node):
    """"gets +2/+2"."""

    change: str
    template = "<@get> <change>"


@node()
class PumpChoice(Node):
    """"gets +1/-1 or -1/+1": one of the two, chosen as it resolves (CR 608.2d)."""

    change: str
    other: str
    template = "<@get> <change> or <other>"


@node()
class GainKeywords(Node):
    keywords: Node
    template = "<@gain> <keywords>"


@node()
class GainKeywordChoice(Node):
    """"gains your choice of flying or lifelink" (CR 608.2d: chosen as it resolves)."""

    choices: Node
    template = "<@gain> your choice of <choices>"


@node()
class LoseKeywordChoice(Node):
    """"loses your choice of flying, first strike, or trample"."""

    choices: Node
    template = "<@lose> your choice of <choices>"


@node()
class HaveKeywords(Node):
    keywords: Node
    template = "<@have> <keywords>"


@node()
class HaveAbilitiesOf(Node):
    """"This creature has all activated abilities of all creature cards exiled with it." (CR
    613.1f, 113.6): the abilities of other objects, which the subject has too (layer 6);
    ``abilities`` is "all abilities" or "all" of a kind ("activated", "triggered", "activated
    and triggered", "loyalty")."""

    abilities: str
    source: Node
    template = "<@have> <abilities> of <source>"


@node()
class GainAbilitiesOf(Node):
    """"this creature gains all activated abilities of that card until end of turn" (CR 613.1f,
    113.6): as :class:`HaveAbilitiesOf`, granted by a resolving ability."""

    abilities: str
    source: Node
    template = "<@gain> <abilities> of <source>"


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
class PayAndLife(Node):
    """"pay {W}{B} and 2 life": costs and life paid together (CR 118.2, 119.4)."""

    costs: tuple[Node, ...]
    life: Node
    template = "<@pay> <costs|, > and <life> life"


@node()
class PayPlusAdditional(Node):
    """"pays {2} plus an additional {1} for each Faerie you control": a fixed payment and one
    more ``each`` for each object the clause's "for each" tail counts (CR 118.12, 107.1)."""

    fixed: Node
    plus: str = surface()
    each: Node
    template = "<@pay> <fixed> <plus> <each>"


@node()
class ChooseCombatants(Node):
    """"You choose which creatures block this turn and how those creatures block.", "You choose
    which creatures attack this turn." (CR 508.1, 509.1)."""

    action: str
    duration: Node
    how: str | None = None
    template = "<@choose> which creatures <action> <duration>[ <how>]"


@node()
class ReselectAttacked(Node):
    """"reselect which player or permanent target attacking creature is attacking" (CR 508.7)."""

    kind: str
    attacker: Node
    template = "reselect which <kind> <attacker> is attacking"


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
class CantBeRegenerated(Node):
    """"They can't be regenerated." (CR 701.19c)"""

    template = "can't be regenerated"


@node()
class CantBeCopied(Node):
    """"This spell can't be copied." (CR 707.10, 101.2)"""

    template = "can't be copied"


@node()
class CantBeSacrificed(Node):
    """"This artifact can't be sacrificed." (CR 701.21a)"""

    template = "can't be sacrificed"


@node()
class CantBeTurnedFaceUp(Node):
    """"it can't be turned face up": no special action or effect turns the face-down permanent
    face up (CR 702.37e, 701.40b, 708.7)."""

    template = "can't be turned face up"


@node()
class CantBeAttached(Node):
    """"can't be enchanted by other Auras", "can't be equipped": what an Aura, Equipment or
    Fortification can't be attached to (CR 303.4d, 301.5c, 301.6)."""

    status: str
    by: Node | None = None
    template = "can't be <status>[ by <by>]"


@node()
class AttachedOnlyTo(Node):
    """"This Equipment can be attached only to a creature with power 3 or greater." (CR
    301.5c): the only objects it can be attached to."""

    to: Node
    template = "can be attached only to <to>"


@node()
class CantHaveCountersPut(Node):
    """"This creature can't have counters put on it.", "... can't have -1/-1 counters put on
    them." (CR 122.1): no counter (of the kind, when one is named) can be put on the object."""

    kind: Node | None
    pronoun: Node
    template = "can't have [<kind> ]counters put on <pronoun>"


@node()
class AttacksEachCombat(Node):
    template = "<@attack> each combat if able"


@node()
class Enters(Node):
    """"enters tapped", "enter with a +1/+1 counter on it"; "enters the battlefield tapped" in
    the wording before "enters" alone (CR 700.15), which the linter reports (OC203)."""

    battlefield: str | None = None
    mods: tuple[Node, ...] | None = None
    template = "<@enter>[ <battlefield>][ <mods>]"


#: Predicates an object (not only a player) can be the subject of: a clause of these without a
#: subject shares the subject of the clause before it (see ClauseChain.subject_of).
OBJECT_PREDICATES: tuple[type, ...] = (
    DealDamage, DealDamageEqual, DealDamageToEqual, Pump, GainKeywords, HaveKeywords, Fight,
    CantBlock, CantAttack, CantAttackOrBlock, CantBeBlocked, CantBeCountered, CantBeRegenerated,
    CantBeSacrificed, CantHaveCountersPut, AttacksEachCombat, Enters, Becomes, BecomeStatus,
    CantBeAttached, AttachedOnlyTo,
)
for _cls in OBJECT_PREDICATES:
    _cls.by_objects = True  # type: ignore[attr-defined]


# -- damage divided among targets (CR 601.2d) --------------------------------------------------------
@node()
class DivisionCount(Phrase):
    """How many targets share divided damage: "any number of", "one or two", "one, two, or three",
    "X", "up to two", "up to three other" (targets other than the source)."""

    @property
    def other(self) -> bool:
        return "other" in self.lower_words()

    @property
    def minimum(self) -> int:
        """"any number of" allows none ... but a spell needs at least one target to divide among
        (CR 601.2d); a list "one, two, or three" starts at its first number."""
        first = self.lower_words()[0]
        if first == "up":
            return 0  # "up to two target creatures": none may be chosen, then nothing is divided
        return 1 if first == "any" or not isinstance(first, str) else _WORD_NUMBERS.get(first, 1)

    @property
    def maximum(self) -> int | None:
        """None: any number, or a number known only as the spell is cast ("X")."""
        words = [w for w in self.lower_words() if w != "other"]
        if words[0] == "any":
            return None
        last = words[-1]
        return _WORD_NUMBERS.get(last) if isinstance(last, str) else None


_WORD_NUMBERS = {w: i for i, w in enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"))}
_WORD_NUMBERS.update({str(i): i for i in range(11)})


@node()
class DivisionTargets(Node):
    """"any number of targets", "one, two, or three target attacking creatures"."""

    count: DivisionCount
    word: str
    descriptor: Node | None = None
    qualifiers: tuple[Node, ...] | None = None
    template = "<count> <word>[ <descriptor>][ <qualifiers>]"


@node()
class DealDamageDivided(Node):
    """"deals 5 damage divided as you choose among any number of targets" (CR 601.2d)."""

    amount: Node
    among: DivisionTargets
    template = "<@deal> <amount> damage divided as you choose among <among>"


@node()
class DealDamageDividedEvenly(Node):
    """"deals X damage divided evenly, rounded down, among any number of targets" (CR 107.1a):
    ``division`` is the words "divided evenly, rounded down,"."""

    amount: Node
    division: str
    among: Node
    template = "<@deal> <amount> damage <division> among <among>"


@node()
class DealDamageEqualDivided(Node):
    """"deals damage equal to its power divided as you choose among any number of targets" (CR
    601.2d)."""

    amount: Node
    among: DivisionTargets
    template = "<@deal> damage <amount> divided as you choose among <among>"


@node()
class ExileWithCounters(Node):
    """"Exile ~ with three time counters on it." (CR 702.62a)."""

    what: Node
    counters: Node
    pronoun: str
    template = "<@exile> <what> with <counters> on <pronoun>"


@node()
class DistributeCounters(Node):
    """"Distribute three +1/+1 counters among one, two, or three target creatures" (the division
    is announced as the spell is cast, CR 601.2d)."""

    counters: Node
    among: DivisionTargets
    template = "<@distribute> <counters> among <among>"


@node()
class DistributeCountersAmong(Node):
    """"distribute three +1/+1 counters among any number of creatures you control": counters
    divided among objects that are not targets, as the instruction is carried out, at least one
    to each object chosen (CR 608.2d)."""

    counters: Node
    among: DivisionPool
    template = "<@distribute> <counters> among <among>"


@node()
class DistributeCountersEqualAmong(Node):
    """"distribute a number of +1/+1 counters equal to its power among any number of creatures
    you control" (CR 608.2d)."""

    counters: Node
    amount: Node
    among: DivisionPool
    template = "<@distribute> <counters> <amount> among <among>"


@node()
class DivisionPool(Node):
    """"any number of creatures you control": the objects of a description among which
    something is divided, none of them a target (CR 608.2d)."""

    descriptor: Node
    qualifiers: tuple[Node, ...] | None = None
    template = "any number of <descriptor>[ <qualifiers>]"


@node()
class DiscardEqual(Node):
    """"discard cards equal to its power" (CR 701.9)."""

    amount: Node
    template = "<@discard> cards <amount>"


@node()
class ExileTopEqual(Node):
    """"exile cards equal to its power from the top of its owner's library" (CR 401.1)."""

    amount: Node
    library: Node
    template = "<@exile> cards <amount> from the top of <library>"


@node()
class MillEqual(Node):
    """"mills cards equal to the sacrificed creature's power" (CR 701.17)."""

    amount: Node
    template = "<@mill> cards <amount>"


@node()
class ForEachTimesChain(Node):
    """"for each blight counter on it, each opponent loses 4 life": the instructions repeated as
    many times as the lead counts, after a word or clause that leads the sentence."""

    lead: Node
    chain: Node
    template = "<lead>, <chain>"


@node()
class ForEachTimesSentence(Node):
    """"For each flip you won, create a 1/1 red Goblin creature token.": the instructions
    repeated as many times as the lead counts (counters, flips)."""

    lead: Node
    chain: Node
    template = "<lead>, <chain>."


@node()
class ThenIfSentence(Node):
    """"Then if you control a Rat, surveil 2.": "if" checked after the instructions before it
    (CR 608.2c)."""

    condition: Node
    chain: Node
    template = "then if <condition>, <chain>."


# -- coverage (issue 19) -------------------------------------------------------------------------


@node()
class WordSwap(Node):
    """"one color word with another", "one basic land type with another" (CR 612.2)."""

    kind: str
    template = "one <kind> with another"


@node()
class ChangeText(Node):
    """"change the text of target permanent by replacing all instances of one color word with
    another": a text-changing effect (CR 612)."""

    what: Node
    swaps: tuple[Node, ...]
    template = "<@change> the text of <what> by replacing all instances of <swaps| or >"


@node()
class ChangeTarget(Node):
    """"change the target of target spell with a single target" (CR 115.7a); "... to this
    creature": the object it may be changed to."""

    what: Node
    to: Node | None = None
    template = "<@change> the target of <what>[ to <to>]"


@node()
class ChangedTargets(Phrase):
    """"the targets", "a target", "any targets" after "change" (CR 115.7a-c)."""


@node()
class ChangeTargetsOf(Node):
    """"change the targets of target instant or sorcery spell" (CR 115.7a), "change a target of
    target spell or ability to this creature" (one of them, CR 115.7b), "change any targets of
    target Arcane spell" (any number of them, CR 115.7c)."""

    which: Node
    what: Node
    to: Node | None = None
    template = "<@change> <which> of <what>[ to <to>]"


@node()
class NewTargetMustBe(Node):
    """"The new target must be a creature.": what the target changed by the instruction before
    may be changed to (CR 115.7a)."""

    what: Node
    template = "the new target must be <what>."


@node()
class SwitchPowerToughness(Node):
    """"switch target creature's power and toughness" (CR 613.4d)."""

    whose: Node
    template = "<@switch> <whose> power and toughness"


@node()
class SwitchPowerToughnessOf(Node):
    """"switch the power and toughness of each creature on the battlefield" (CR 613.4d)."""

    what: Node
    template = "<@switch> the power and toughness of <what>"


@node()
class PayAnyAmount(Node):
    """"may pay any amount of mana", "pay any amount of {E}": an amount the player chooses."""

    what: Node
    template = "<@pay> any amount of <what>"


@node()
class RepeatLimit(Phrase):
    """"any number of times", "up to three times": how many times a cost may be paid."""

    @property
    def at_most(self) -> str | None:
        """The word of "up to three times"; None for "any number of times"."""
        words = self.lower_words()
        return words[2] if words[:2] == ("up", "to") else None


@node()
class PayRepeatedly(Node):
    """"you may pay {1}{W} any number of times": a mana cost paid as many times as the player
    chooses."""

    cost: Node
    limit: RepeatLimit
    template = "<@pay> <cost> <limit>"


@node()
class Payable(Phrase):
    """"mana", "life", "{E}", "{R}": what an amount of is paid."""


@node()
class BecomeDayNight(Node):
    """"it becomes day", "it becomes night" (CR 726.2)."""

    which: str
    template = "<@become> <which>"


@node()
class AsEnters(Node):
    """"... as this creature enters": as the permanent enters the battlefield (CR 614.12)."""

    what: Node
    verb: str
    template = "as <what> <verb>"


@node()
class AmountPaid(Node):
    """"the amount of mana that player paid this way", "the amount of {E} paid this way"."""

    what: Node
    payer: Node | None = None
    time: str
    template = "the amount of <what>[ <payer>] paid <time>"


@node()
class CardsLookedAtScrying(Node):
    """"the number of cards looked at while scrying this way" (CR 701.22a)."""

    this_way: str
    template = "the number of cards looked at while scrying <this_way>"


@node()
class LifePaidAsEntered(Node):
    """"the life paid as it entered": the amount of life paid as the permanent entered (CR
    107.1c, 614.12)."""

    what: Node
    entered: str
    template = "the life paid as <what> <entered>"


@node()
class ForEachPaid(Node):
    """"for each {E} paid this way": once for each one of the amount paid."""

    what: Node
    time: str
    template = "for each <what> paid <time>"


@node()
class UnlessBefore(Node):
    """"unless they pay {2} before that step": a payment that may be made at any time until the
    step of the delayed triggered ability begins (CR 603.7, 118.12)."""

    condition: Node
    step: str
    template = "unless <condition> <step>"


@node()
class ForEachDamageDealt(Node):
    """"for each 1 damage dealt to them", "for each 1 damage dealt to you this turn": once for
    each 1 of an amount of damage (CR 120.1, 120.3)."""

    one: str
    verb: str
    to: Node
    time: str | None = None
    template = "for each <one> <verb> to <to>[ <time>]"


@node()
class ForEachColorSpent(Node):
    """"for each color of mana spent to cast this spell" (converge, sunburst: CR 702.44a): once for
    each color among the mana spent to cast the spell."""

    spell: Node
    template = "for each color of mana spent to cast <spell>"


@node()
class ManaCounted(Phrase):
    """The mana a "for each" counts: "mana", "mana from a Treasure", "{U}{U}"."""


@node()
class ForEachManaSpent(Node):
    """"for each mana from a Treasure spent to cast them", "for each {U}{U} spent to cast it":
    once for each mana (each time all the symbols were) spent to cast the spell (CR 601.2h)."""

    mana: Node
    spent: str
    spell: Node
    template = "for each <mana> <spent> <spell>"


@node()
class ForEachManaSpentSentence(Node):
    """"For each {W}{W} spent to cast this creature, put a +1/+1 counter on each of them.": the
    instructions once for each time that mana was spent to cast the spell."""

    mana: Node
    spell: Node
    chain: Node
    template = "for each <mana> spent to cast <spell>, <chain>."


@node()
class TargetsNp(Node):
    """"Each copy targets a different one of those creatures." (CR 707.10c)."""

    verb: str
    what: Node
    template = "<verb> <what>"


@node()
class LegendRuleDoesntApply(Node):
    """'The "legend rule" doesn't apply to permanents you control.' (CR 704.5j)."""

    rule: str
    dont: str
    to: Node | None = None
    template = "<rule> <dont> apply[ to <to>]"


@node()
class EffectDoesntRemove(Node):
    """"This effect doesn't remove this Aura.": what stays attached though the effect before
    made it illegal (CR 704.5m)."""

    dont: str
    what: Node
    template = "this effect <dont> remove <what>."


@node()
class StillSentenceOf(Node):
    """"They're still lands.": after "become", the objects keep that type (CR 205.1b)."""

    subject: str
    article: str | None = None
    what: Node
    template = "<subject> still[ <article>] <what>."
