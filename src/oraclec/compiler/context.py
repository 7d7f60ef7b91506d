"""The :class:`Lowering` context: the state while lowering one ability, and the methods that lower a
child in the role its parent needs (``ctx.effects``, ``ctx.objects``, ``ctx.value``, ...)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from .objects import noun_phrase, np_filter, zone_of
from .registry import LOWERINGS, CannotLower, EffectList
from .words import each_of_players, word_value


#: the player a PlayersWho condition tests (as :data:`.objects.TESTED_PLAYER`)
_TESTED = fx.PlayerRole(role="each")


def indefinite_player(element: Any) -> bool:
    return isinstance(element, fx.Chosen) and element.amount is None and not element.up_to and not element.at_random and element.what.names_players()


def some_player(condition: Any) -> Any | None:
    """"if an opponent has 10 or less life", "as long as a player controls four or more
    creatures": a condition about an indefinite player ("an opponent", lowered as one of them
    chosen) holds if it holds for any one of those players, none being chosen: there is a player
    of them for whom it holds (each tested as PlayerRole("each") in a PlayersWho). A condition
    that already tests players in turn, or names two such players, gives None: the caller makes
    it Unsupported rather than read it with one of them fixed."""
    if not isinstance(condition, fx.Condition):
        return condition
    found: set[fx.Chosen] = {e for e in fx.walk(condition) if isinstance(e, fx.Chosen) and indefinite_player(e)}
    if not found:
        return condition
    if len(found) > 1 or _TESTED in fx.walk(condition):
        return None
    (chosen,) = found
    tested = fx.transform(condition, lambda e: _TESTED if e == chosen else e)
    return fx.Exists(what=fx.PlayersWho(players=chosen.what, condition=tested))


def _with_some_player_for_no(node: Any) -> Any | None:
    """"no opponent has more life than you": the condition about "an opponent", to negate; None
    when the condition's subject is no player described with "no"."""
    subject = getattr(node, "subject", None)
    if not isinstance(subject, ast.ObjectNp) or subject.determiner is None or subject.descriptor is None:
        return None
    if subject.determiner.lower_words() != ("no",) or subject.kind != "player":
        return None
    article = ast.Determiner(words=("an" if subject.descriptor.text[:1].lower() in "aeiou" else "a",), span=subject.determiner.span)  # type: ignore[call-arg]
    return attrs.evolve(node, subject=attrs.evolve(subject, determiner=article))


# -- the context ----------------------------------------------------------------------------------
#: the end of the reason a construct is not lowered when it names what an earlier paragraph of
#: the spell named: such a paragraph is lowered again after the earlier ones (compiler.entry)
LOWERED_APART = "the paragraphs of a spell are lowered apart"


@attrs.define
class Lowering:
    """State while lowering one ability: targets numbered in text order, what "it" means
    (references, newest last), the subject of the current clause, the duration and "for each"
    multiplier of the current clause, and whether the text is a static ability."""

    text: str = ""
    #: the reminder texts of the ability's line, which may define a word of its rules text ("a
    #: Mutagen token" with "(It's an artifact with "...")", :func:`effects.token_by_reminder`)
    reminders: tuple[str, ...] = ()
    static: bool = False
    #: lowering an ability granted in quotes (its sentences are a static ability's when it has
    #: no cost or trigger)
    in_quote: bool = False
    #: the quoted ability names "~", the source of the ability granting it ("{T}, Unattach ~: It
    #: deals 1 damage to any target.", CR 201.5a): "it" with no antecedent may mean either object
    names_granting_source: bool = False
    #: lowering a quoted ability a static ability grants to other objects than its own ("~" in
    #: it is then :class:`fx.GrantingSource`)
    granted_to_others: bool = False
    #: what the damage of the event being replaced would be dealt to ("it deals double that
    #: damage instead"), while a damage replacement's effects are lowered
    damaged: Any = None
    #: the event being replaced (a Trigger), while a replacement's effects are lowered ("that
    #: many plus one +1/+1 counters are put on it instead" changes its number)
    replaced: Any = None
    targets: int = 0
    referents: list[Any] = attrs.field(factory=list)
    #: the sources of the damage instructions lowered so far, in text order: "it deals 4 damage
    #: instead" restates the newest one (compiler.effects)
    damage_sources: list[Any] = attrs.field(factory=list)
    player_referents: list[Any] = attrs.field(factory=list)
    zone_referents: list[fx.Zone] = attrs.field(factory=list)
    #: the players who revealed objects in the instructions lowered so far ("If you reveal a
    #: creature card this way" asks about the objects revealed: compiler.conditions)
    revealers: list[Any] = attrs.field(factory=list)
    #: the players who exiled objects in the instructions lowered so far ("If you exiled a land
    #: card this way" asks about the objects exiled: compiler.conditions)
    exilers: list[Any] = attrs.field(factory=list)
    #: whose a player's zone named with no determiner is, while a clause about that player is
    #: lowered: "you have no cards in hand" is your hand, "an opponent has more cards in hand"
    #: that opponent's
    bare_zone_owners: list[fx.Reference] = attrs.field(factory=list)
    subject: Any = None
    #: the current clause's own subject as written (an AST noun phrase; None when it has none)
    subject_node: Any = None
    #: the subject noun phrase being lowered, while it is ("each other player sacrifices ...":
    #: "other" is then other than you)
    lowering_subject: Any = None
    trigger_subject: Any = None
    #: the event of the triggered ability being lowered ("scry" for "Whenever you scry"), None
    #: outside one: "the number of cards looked at while scrying this way" is that scry's
    trigger_event: str | None = None
    #: the player an attack trigger names as attacked ("Whenever you attack a player"), whom
    #: "that player" names in "a token that's tapped and attacking that player" (CR 508.1b)
    trigger_defender: Any = None
    #: the other object of the trigger event ("this creature blocks a creature"), and how many
    #: referents there were then: "that creature" means it while nothing newer was referred to
    trigger_other: Any = None
    trigger_other_at: int = 0
    #: how many referents there were when an intervening "if" tested this object ("if this
    #: permanent is an enchantment"; -1: none): "it" right after it is this object, while nothing
    #: newer was referred to; "that creature" and "that player" still name the event's
    this_tested_at: int = -1
    #: how many referents there were when an instruction last acted on this object by name
    #: ("put a +1/+1 counter on this creature"; -1: never): "it" right after it is this object
    #: (CR 201.5), while nothing newer was referred to; "that creature" never is
    this_named_at: int = -1
    #: the same, while the instruction that named this object is still being lowered: "it"
    #: inside that instruction is another object ("attach this Equipment to it")
    this_named_pending: int = -1
    #: the referents (objects, players) as an "If" sentence's condition was lowered, before its
    #: instructions: what an "Otherwise" sentence after it may refer to (compiler.sentences)
    otherwise_referents: Any = None
    #: lowering an instant's or sorcery's spell ability (one paragraph of it): "it" and "that
    #: creature" with nothing named before them in the paragraph are not this object
    spell_paragraph: bool = False
    #: what the earlier paragraphs of the spell named, newest last, and where the newest damage
    #: they dealt went (each :class:`fx.NamedEarlier`): given when a paragraph is lowered again
    #: after them (entry.compile_line_with_problems), where nothing in it was named before a
    #: pronoun that is not the spell (CR 113.3a, 608.2c)
    earlier_referents: tuple[Any, ...] = ()
    earlier_damaged: Any = None
    #: the values "where X is ..." gave X (or Y) in the sentences being lowered, by letter: the
    #: definition holds for X wherever the ability says it, not only in its own clause
    #: (compiler.sentences)
    where_values: dict[str, Any] = attrs.field(factory=dict)
    #: the extra turns the instructions lowered so far gave (CR 500.7): "that turn" after one
    #: names it; after several, or a number of them, which one is not said
    extra_turns_given: int = 0
    #: the index in ``referents`` of the objects an instruction moved when they were this object
    #: ("exile this card from your graveyard"; -1: none): "that planeswalker" after it names no
    #: such card (an object names itself "this [type]", CR 201.5; a planeswalker is a permanent,
    #: CR 109.2)
    this_moved_at: int = -1
    #: the combat role of that other object ("attacking" for the creature a creature blocks)
    trigger_other_role: str | None = None
    #: the head nouns the trigger event named its subject and its other object by ("Whenever an
    #: Aura you control becomes attached to a nonland permanent": "aura", "permanent"), which
    #: tell "that permanent" from "that Aura" afterwards
    trigger_subject_noun: str | None = None
    trigger_other_noun: str | None = None
    #: the object of a player's trigger event is one object ("Whenever enchanted player casts a
    #: spell"): "them" after it is the player, as one object is "it"
    trigger_object_one: bool = False
    #: the trigger event is a player being attacked ("Whenever enchanted player is attacked"):
    #: the event's player is the one attacked, not the attacking player (CR 508.3b)
    trigger_player_attacked: bool = False
    duration: str | None = None
    #: lowering the instructions of a sentence led by "For as long as ..." (CR 611.2b): "you may
    #: cast it" there is a permission that lasts as long, not one cast during resolution
    lasting: bool = False
    #: lowering the "unless" of a static restriction "can't attack" ("attack") or "can't block"
    #: ("block") of this object: the declaration "unless two other creatures attack" reads
    declared_action: str | None = None
    multiplier: Any = None
    #: the lowered subject a clause without one shares with the clause before it
    #: (ast.ClauseChain.subject_of), and the subject of the newest clause that had one
    shared_subject: Any = None
    last_subject: Any = None
    #: the subject of the newest clause of the ability that named one player other than you
    #: ("its controller may pay 1 life. If they do, they draw a card"), kept across sentences
    player_subject: Any = None
    #: how many times "they" under an "each player"/"each opponent" subject was lowered to that
    #: player (``PlayerRole("that")``), which only the executors that carry the instruction out
    #: player by player bind (compiler.effects checks the clause's effects)
    each_player_they: int = 0
    #: the player "they" names in an "unless" condition: the player the instruction before it
    #: is about ("that player loses 2 life unless they pay {2}", CR 118.12); None elsewhere
    unless_player: Any = None
    #: the newest token creation lowered in the ability (a CreateToken or CreateCopyToken): the
    #: tokens "those tokens" names in "create two of those tokens instead"
    created: Any = None
    #: objects were separated into piles earlier in the ability (CR 700.3), and one of those piles
    #: was chosen ("that pile" is then the chosen one)
    piles: bool = False
    pile_chosen: bool = False
    #: objects were exiled in a face-down pile earlier in the ability ("exile ... in a face-down
    #: pile, shuffle that pile": "that pile" is the objects exiled, CR 700.3, 406.3)
    exiled_pile: bool = False
    #: the instruction being lowered reads a choice of objects made by a player other than the
    #: one who acts (``Chosen.chooser``: "discard a card of target opponent's choice")
    other_chooser: bool = False
    #: a target of the ability is described by the player who chooses it, one of several ("target
    #: creature of an opponent's choice they control": ``PlayerRole("target chooser")``, CR 700.2e)
    target_chooser: bool = False
    #: an earlier condition of the ability asked how many times it has resolved this turn ("if
    #: this is the first time this ability has resolved this turn"): "If it's the second time"
    #: after it asks the same count
    resolutions_counted: bool = False
    #: the two numbers the last condition compared, the greater first ("if you have fewer than
    #: seven cards in hand": 7 and the cards in hand), which "the difference" is
    compared: tuple[fx.Value, fx.Value] | None = None
    #: the objects the last condition counted against a number ("if there are exactly two
    #: permanents named ~ on the battlefield"): what "them" after it names when the ability
    #: named no other objects or players
    counted_objects: fx.Reference | None = None
    #: the amount of mana spent the last condition bounded ("If eight or more mana was spent to
    #: cast that spell, ... it deals that much damage": "that much" is that amount, CR 601.2h)
    spent_bounded: fx.Value | None = None
    #: the counters the last condition counted on an object ("if there are three or more
    #: bloodline counters on it": it and "bloodline"; None for every kind), which "remove those
    #: counters" after it removes (CR 122.8)
    counted_counters: tuple[fx.Reference, str | None] | None = None
    #: an earlier instruction of the ability chose a kind of counter ("choose a counter on
    #: target permanent", :class:`fx.ChooseCounterKind`), which "a counter of that kind" names
    counter_kind_chosen: bool = False
    #: the ability's cost removes a number of counters the payer chooses ("Remove one or more
    #: +1/+1 counters from ~: It deals that much damage ..."), which "that much" is (CR 122.8)
    removed_by_cost: bool = False
    #: choices a noun phrase of the clause being lowered asks for as the effect begins ("creatures
    #: of the creature type of your choice", CR 608.2d): the clause makes them first
    choices_first: list[fx.Effect] = attrs.field(factory=list)
    #: how a "half" with no rounding of its own is rounded: True up, False down, None not said
    #: (", rounded up" after the clause, "Round down each time.", CR 107.1a); and whether one was
    rounding: bool | None = None
    rounding_used: bool = False
    #: the player a vote starts with, while "Starting with you, each player votes for ..." is
    #: lowered (CR 701.38a); and the ability's vote once lowered, which "if grace gets more
    #: votes", "for each strength vote" and "with the most votes" read (CR 701.38)
    vote_starting: Any = None
    vote: Any = None
    #: the choices of options made once for each player ("For each player, choose friend or
    #: foe."): (the players, the ChooseQuality), which "each friend" reads (CR 607.2)
    player_options: list[Any] = attrs.field(factory=list)
    #: the group of players ("each player") who carried out the clause lowered just before, each
    #: their own instruction: "then draws that many cards" after it is each one's own number
    group_did: Any = None
    #: whether that clause's last instruction of the group was a discard, whose number of cards
    #: the runtime keeps for each player
    group_discarded: bool = False
    #: conditions being lowered, nested ("if your life total is less than half your starting life
    #: total": a number compared, where no rounding is said)
    in_condition: int = 0
    #: the keyword whose way of casting the card "this way" names in a cost change said after it
    #: ("Flashback {8}{U}{U}. This spell costs {X} less to cast this way", CR 601.2f); None
    #: elsewhere
    cast_way: str | None = None
    #: the one target of the keyword's activated ability whose own cost a sentence after it
    #: changes ("the creature it targets", CR 601.2c, 601.2f); None elsewhere
    own_target: Any = None
    #: the node being lowered as a cost (``cost``), None when none is
    cost_node: Any = None
    #: the intervening "if" of the triggered ability being lowered (CR 603.4), which the
    #: effects may presuppose ("if a player has more life than each other player, the player
    #: with the most life ...": there is one such player as the ability resolves)
    intervening: Any = None

    # -- dispatch -----------------------------------------------------------------------------
    def lower(self, node: Any) -> Any:
        fn = LOWERINGS.get(type(node))
        if fn is None:
            return self.unsupported(node, f"no lowering registered for {type(node).__name__}")
        try:
            return fn(node, self)
        except CannotLower as exc:
            return self.unsupported(exc.node if exc.node is not None else node, exc.reason)

    def unsupported(self, node: Any, reason: str) -> fx.Unsupported:
        span = getattr(node, "span", None)
        start = getattr(span, "start", None)
        end = getattr(span, "end", None)
        text = self.text[start:end] if self.text and start is not None and end is not None else ""
        return fx.Unsupported(
            reason=reason, node=type(node).__name__ if isinstance(node, Node) else "", text=text, start=start, end=end,
        )

    def _typed(self, node: Any, category: type | tuple[type, ...], role: str) -> Any:
        value = self.lower(node)
        if isinstance(value, (category, fx.Unsupported)):
            return value
        return self.unsupported(node, f"{type(node).__name__} does not denote a {role} here")

    def effects(self, node: Any) -> EffectList:
        value = self.lower(node)
        if self.this_named_pending != -1:
            # the instruction that acted on this object by name is lowered: "it" after it may
            # be this object ("put a +1/+1 counter on ~ and untap it")
            self.this_named_at, self.this_named_pending = self.this_named_pending, -1
        if isinstance(value, tuple):
            return value
        if isinstance(value, (fx.Effect, fx.Unsupported)):
            return (value,)
        return (self.unsupported(node, f"{type(node).__name__} is not an instruction"),)

    def value(self, node: Any) -> fx.Value:
        if isinstance(node, str):
            return word_value(node, node)
        return self.per_player(self._typed(node, fx.Value, "number"))  # type: ignore[no-any-return]

    def per_player(self, value: Any) -> Any:
        """A number in an instruction of "each player"/"each opponent" counts each player's own
        ("Each player draws cards equal to the number of cards in their graveyard", "Each
        opponent loses half their life": CR 101.4), not all of theirs together: where the
        clause's players own, control or have what is counted, that is the one player the
        instruction is being carried out for. (What the instruction acts on keeps naming all
        their objects: "each player returns all artifact cards from their graveyard".)"""
        subject = self.subject
        if not each_of_players(subject):
            return value
        that = fx.PlayerRole(role="that")

        def own(element: Any) -> Any:
            if isinstance(element, fx.Filter):
                changes = {name: that for name in ("zone_owner", "controller", "owner") if getattr(element, name) == subject}
                return attrs.evolve(element, **changes) if changes else element
            if isinstance(element, fx.LifeTotal) and element.player == subject:
                return attrs.evolve(element, player=that)
            return element

        changed = fx.transform(value, own)
        if changed != value:
            self.each_player_they += 1  # the instruction must be carried out player by player
        return changed

    def cost(self, node: Any) -> fx.Cost:
        # a node that is a cost or an instruction by where it stands ("Blight 2" before the colon
        # of an activated ability, CR 602.1a) reads ``cost_node`` to know it is the cost
        outer, self.cost_node = self.cost_node, node
        try:
            return self._typed(node, fx.Cost, "cost")  # type: ignore[no-any-return]
        finally:
            self.cost_node = outer

    def condition(self, node: Any) -> fx.Condition:
        some = _with_some_player_for_no(node)
        self.in_condition += 1
        try:
            condition = some_player(self._typed(some or node, fx.Condition, "condition"))
        finally:
            self.in_condition -= 1
        if some is not None and condition is not None:
            # "if no opponent has more life than you": there is no such player (CR 102.1)
            condition = fx.NotCondition(condition=condition)
        if condition is None:
            return self.unsupported(node, "a condition about an indefinite player whose other players are tested in turn")
        if isinstance(condition, fx.Compare) and condition.op in ("<", ">"):
            # strictly greater or less: "the difference" after it is positive (CR 107.1b)
            greater = condition.op == ">"
            self.compared = (condition.left, condition.right) if greater else (condition.right, condition.left)
        else:
            self.compared = None
        self.counted_objects = _counted_objects(condition)
        spent = condition.left if isinstance(condition, fx.Compare) else None
        counted = spent if isinstance(spent, fx.StatOf) and (spent.stat == "counters" or spent.stat.startswith("counters:")) else None
        self.counted_counters = None if counted is None else (counted.what, counted.stat.partition(":")[2] or None)
        self.spent_bounded = spent if isinstance(spent, fx.ManaSpentToCast) and not (spent.colors or spent.same_color) else None
        if isinstance(condition, fx.HappenedThisTurn) and condition.event in ("discarded", "sacrificed") and fx.names_players(condition.what):
            # "if you sacrificed one or more permanents this turn, ~ deals that much damage":
            # "that much" is how many, which the turn's history is not counted for here
            self.spent_bounded = self.unsupported(node, f"\"that much\" after whether a player {condition.event} objects this turn: how many is not counted")
        return condition  # type: ignore[no-any-return]

    def trigger(self, node: Any) -> Any:
        return self._typed(node, (fx.Trigger, fx.StepTrigger, fx.AnyTrigger), "trigger event")

    def ability(self, node: Any) -> fx.Ability:
        return self._typed(node, fx.Ability, "ability")  # type: ignore[no-any-return]

    def _guard(self, fn: Callable[..., Any], node: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(node, self, *args, **kwargs)
        except CannotLower as exc:
            return self.unsupported(exc.node if exc.node is not None else node, exc.reason)

    def objects(self, node: Any, *, role: str = "effect", zone: str | None = None) -> fx.Reference:
        """A noun phrase as what an instruction acts on (see :func:`noun_phrase`)."""
        return self._guard(noun_phrase, node, role=role, zone=zone)  # type: ignore[no-any-return]

    def players(self, node: Any) -> fx.Reference:
        return self.objects(node, role="player")

    def filter(self, node: Any, *, zone: str | None = None) -> fx.Reference:
        """A noun phrase as a description: what it says, not how many are picked."""
        return self._guard(np_filter, node, zone=zone)  # type: ignore[no-any-return]

    def zone(self, node: Any) -> fx.Zone | fx.Unsupported:
        return self._guard(zone_of, node)  # type: ignore[no-any-return]

    # -- targets and references ---------------------------------------------------------------
    def next_target_key(self) -> str:
        self.targets += 1
        return "target" if self.targets == 1 else f"target {self.targets}"

    def refer(self, ref: Any) -> Any:
        if isinstance(ref, fx.Element) and not isinstance(ref, fx.Unsupported):
            if fx.names_players(ref):
                self.player_referents.append(ref)
            else:
                self.referents.append(ref)
                self._relate_described_player(ref)
        return ref

    def _relate_described_player(self, ref: fx.Reference) -> None:
        """"target card from an opponent's graveyard", "target creature a player controls":
        the player is part of the description, chosen with the object, so "that player" after
        it is the object's owner or controller, not a player chosen again on resolution."""
        described = ref.what if isinstance(ref, (fx.Target, fx.Chosen)) else None
        if not isinstance(described, fx.Filter) or not self.player_referents:
            return
        newest = self.player_referents[-1]
        for field, relation in (("zone_owner", fx.OwnerOf), ("owner", fx.OwnerOf), ("controller", fx.ControllerOf)):
            if isinstance(newest, fx.Chosen) and getattr(described, field) is newest:
                self.player_referents[-1] = relation(what=ref)
                return

    def it(self) -> fx.Reference:
        """What "it", "them", "that card" mean here: the newest object referred to."""
        if self.referents:
            return self.referents[-1]  # type: ignore[no-any-return]
        if self.trigger_subject is not None:
            return self.trigger_subject  # type: ignore[no-any-return]
        return fx.This()

    def nothing_named_in_spell_paragraph(self) -> bool:
        """Lowering a paragraph of an instant or sorcery, with no object named before here: what
        "it" would mean is an object an earlier paragraph named (CR 113.3a, 608.2c)."""
        return self.spell_paragraph and not self.referents and self.trigger_subject is None

    def antecedent(self, node: Any = None) -> fx.Reference:
        """What the pronoun "it" or "them", or "that creature", names (``node``): :meth:`it`,
        except where nothing in a paragraph of an instant or sorcery was named before it."""
        if self.nothing_named_in_spell_paragraph():
            said_it = isinstance(self.lowering_subject, ast.Pronoun) and tuple(self.lowering_subject.lower_words()) == ("it",)
            span = getattr(node, "span", None)
            before = self.text[: span.start].lower() if span is not None and self.text else ""
            named_itself = "~" in before or "this spell" in before  # "If this spell was cast from a graveyard, exile it"
            if not said_it and not named_itself and not isinstance(self.subject, fx.This) and not isinstance(self.last_subject, fx.This):
                # "Morbid — That creature gets -13/-13 until end of turn instead if a creature
                # died this turn.": the object an earlier paragraph of the spell named (CR
                # 113.3a, 608.2c), never the spell itself; each paragraph is lowered apart. (The
                # spell is "it" as a subject, "it has split second", or after "this spell" as the
                # subject.)
                if self.earlier_referents:
                    return self.earlier_referents[-1]  # type: ignore[no-any-return]
                raise CannotLower(f"an object an earlier paragraph of the spell named (CR 113.3a, 608.2c): {LOWERED_APART}", None)
        return self.it()

    def that_player(self) -> fx.Reference:
        if self.player_referents:
            return self.player_referents[-1]  # type: ignore[no-any-return]
        if self.subject is not None and fx.names_players(self.subject):
            return self.subject  # type: ignore[no-any-return]
        if self.referents and not isinstance(self.referents[-1], fx.This):
            # "that player" never names this object's controller: that would be "you"
            return fx.ControllerOf(what=self.referents[-1])
        return fx.PlayerRole(role="that")

    def doer(self) -> fx.Reference:
        """The player carrying out the current clause ("you" when it has no subject)."""
        if self.subject is None:
            return fx.You()
        return self.subject  # type: ignore[no-any-return]

    def scope(self, **values: Any) -> _Scope:
        return _Scope(self, values)

    def continuous_duration(self) -> str | None:
        """A continuous effect's duration: as written, else None (static, or no stated end)."""
        return self.duration

    def scaled(self, base: fx.Value, node: Any = None) -> fx.Value:
        """A value multiplied by the clause's "for each" tail ("draw a card for each ...")."""
        if self.multiplier is None:
            return base
        if base == fx.Fixed(value=1):
            return self.multiplier  # type: ignore[no-any-return]
        if isinstance(base, fx.Fixed):
            return fx.Scaled(value=self.multiplier, numerator=base.value)
        raise CannotLower("a variable amount multiplied by \"for each\"", node)


def _counted_objects(condition: fx.Condition) -> fx.Reference | None:
    """The objects a condition counts against a number ("exactly two permanents named ~"); None
    for any other condition, or players. (Not what a condition only finds, "if there are cards
    exiled with it": "put them into ..., then ... that much" after it would count a move, which
    the runtime does not.)"""
    if not (isinstance(condition, fx.Compare) and isinstance(condition.right, fx.Fixed) and isinstance(condition.left, fx.CountOf)):
        return None
    what = condition.left.what
    if isinstance(what, fx.Unsupported) or fx.names_players(what):
        return None
    return what


class _Scope:
    # some hundred thousand scopes in a corpus-wide run: slots, and the old values in a list
    __slots__ = ("ctx", "saved", "values")

    def __init__(self, ctx: Lowering, values: dict[str, Any]):
        self.ctx, self.values = ctx, values

    def __enter__(self) -> Lowering:
        ctx = self.ctx
        saved: list[tuple[str, Any]] = []
        self.saved = saved
        for name, value in self.values.items():
            saved.append((name, getattr(ctx, name)))
            setattr(ctx, name, value)
        return ctx

    def __exit__(self, *exc: Any) -> None:
        ctx = self.ctx
        for name, value in self.saved:
            setattr(ctx, name, value)
