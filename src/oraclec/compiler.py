"""Lower the AST (:mod:`oraclec.ast`) into the effect model (:mod:`oraclec.effects`).

One lowering per AST node class, dispatched by :data:`LOWERINGS` (AST class -> function), like
sqlglot's generator table. ``tests/test_compiler_registry.py`` fails, by class name, for any
class of :data:`oraclec.ast.NODES` without an entry.

Adding an entry (grammar developers: do this with every new AST class)::

    @lowers(ast.MyNewPredicate)
    def _my_new_predicate(node: ast.MyNewPredicate, ctx: Lowering) -> fx.Effect:
        return fx.Something(what=ctx.objects(node.what), amount=ctx.value(node.amount))

or, when the node cannot be lowered yet (it then compiles to an explicit ``Unsupported`` node,
counted against ``cards_compiled``, never dropped)::

    LOWERINGS[ast.MyNewPredicate] = unsupported("reason it is not lowered yet")

A lowering takes the node and the :class:`Lowering` context and returns what the node denotes:
a tuple of effects for a predicate or a sentence, a reference for a noun phrase, a value for a
number, a cost, a condition, a trigger, an ability. The context lowers children in the role the
parent needs: ``ctx.effects(node)``, ``ctx.objects(np)``, ``ctx.players(np)``,
``ctx.filter(np)``, ``ctx.zone(np)``, ``ctx.value(node)``, ``ctx.condition(node)``,
``ctx.cost(node)``, ``ctx.trigger(node)``, ``ctx.ability(node)``. Phrase nodes (determiners,
descriptors, durations) are read through their words by the helpers below. Anything that
cannot be lowered becomes ``ctx.unsupported(node, reason)`` (or raise :class:`CannotLower`
inside a helper): an ``Unsupported`` node in the tree, with the node's span and the reason.

Entries made with :func:`part_of` mark nodes that only their parent lowers (a ``Determiner`` is
read by its noun phrase); calling one directly is a bug in the compiler.

References to earlier results ("it", "that card", "them") compile to ``Found(key)``; the keys
follow :class:`oraclec.effects.Found`: "milled", "found", "created", "amassed", "exiled",
"discarded", "revealed", "returned", "chosen", "copy", and "triggering" (the object of the
trigger event), "triggering player" (its player), "triggering source" (a spell or ability that
targeted).
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, cast

import attrs

from . import ast
from . import effects as fx
from .ast.base import Node

#: Bump when the lowering of any construct changes: it keys the compile cache.
COMPILER_VERSION = "16"

Lower = Callable[[Any, "Lowering"], Any]
LOWERINGS: dict[type[Node], Lower] = {}


def lowers(*classes: type[Node]) -> Callable[[Lower], Lower]:
    """Register a lowering for AST classes."""

    def register(fn: Lower) -> Lower:
        for cls in classes:
            LOWERINGS[cls] = fn
        return fn

    return register


def unsupported(reason: str) -> Lower:
    """An explicit entry for a node that is not lowered yet: it compiles to ``Unsupported``."""

    def lower(node: Node, ctx: Lowering) -> fx.Unsupported:
        return ctx.unsupported(node, reason)

    return lower


def part_of(parent: str) -> Lower:
    """An entry for a node that only its parent lowers (read through its words or fields)."""

    def lower(node: Node, ctx: Lowering) -> Any:
        raise LoweringBug(f"{type(node).__name__} is lowered by its {parent}, not on its own")

    return lower


class LoweringBug(Exception):
    """A lowering called in a way the table does not allow: a bug in the compiler."""


class CannotLower(Exception):
    """Raised inside helpers to give up on a construct; it becomes ``Unsupported``."""

    def __init__(self, reason: str, node: Any = None):
        super().__init__(reason)
        self.reason = reason
        self.node = node


EffectList = tuple[fx.Effect, ...]

PLAYER_REFERENCES = (fx.You, fx.EachPlayer, fx.EachOpponent, fx.ControllerOf, fx.OwnerOf, fx.PlayerRole, fx.PlayersWho)


def is_player(ref: Any) -> bool:
    """Does a reference name players (rather than objects)?"""
    if isinstance(ref, PLAYER_REFERENCES):
        return True
    if isinstance(ref, fx.Target):
        return is_player(ref.what)
    if isinstance(ref, fx.Found):
        return ref.key.endswith("player")
    if isinstance(ref, fx.Union):
        return all(is_player(p) for p in ref.parts)
    return False


# -- the context ----------------------------------------------------------------------------------
@attrs.define
class Lowering:
    """State while lowering one ability: targets numbered in text order, what "it" means
    (references, newest last), the subject of the current clause, the duration and "for each"
    multiplier of the current clause, and whether the text is a static ability."""

    text: str = ""
    static: bool = False
    #: lowering an ability granted in quotes (its sentences are a static ability's when it has
    #: no cost or trigger)
    in_quote: bool = False
    #: what the damage of the event being replaced would be dealt to ("it deals double that
    #: damage instead"), while a damage replacement's effects are lowered
    damaged: Any = None
    targets: int = 0
    referents: list[Any] = attrs.field(factory=list)
    player_referents: list[Any] = attrs.field(factory=list)
    zone_referents: list[fx.Zone] = attrs.field(factory=list)
    subject: Any = None
    trigger_subject: Any = None
    #: the other object of the trigger event ("this creature blocks a creature"), and how many
    #: referents there were then: "that creature" means it while nothing newer was referred to
    trigger_other: Any = None
    trigger_other_at: int = 0
    #: the combat role of that other object ("attacking" for the creature a creature blocks)
    trigger_other_role: str | None = None
    duration: str | None = None
    multiplier: Any = None
    #: the lowered subject a clause without one shares with the clause before it
    #: (ast.ClauseChain.subject_of), and the subject of the newest clause that had one
    shared_subject: Any = None
    last_subject: Any = None

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
        if isinstance(value, tuple):
            return value
        if isinstance(value, (fx.Effect, fx.Unsupported)):
            return (value,)
        return (self.unsupported(node, f"{type(node).__name__} is not an instruction"),)

    def value(self, node: Any) -> fx.Value:
        if isinstance(node, str):
            return word_value(node, node)
        return self._typed(node, fx.Value, "number")  # type: ignore[no-any-return]

    def cost(self, node: Any) -> fx.Cost:
        return self._typed(node, fx.Cost, "cost")  # type: ignore[no-any-return]

    def condition(self, node: Any) -> fx.Condition:
        return self._typed(node, fx.Condition, "condition")  # type: ignore[no-any-return]

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
            (self.player_referents if is_player(ref) else self.referents).append(ref)
        return ref

    def it(self) -> fx.Reference:
        """What "it", "them", "that card" mean here: the newest object referred to."""
        if self.referents:
            return self.referents[-1]  # type: ignore[no-any-return]
        if self.trigger_subject is not None:
            return self.trigger_subject  # type: ignore[no-any-return]
        return fx.This()

    def that_player(self) -> fx.Reference:
        if self.player_referents:
            return self.player_referents[-1]  # type: ignore[no-any-return]
        if self.subject is not None and is_player(self.subject):
            return self.subject  # type: ignore[no-any-return]
        if self.referents:
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


# -- words ----------------------------------------------------------------------------------------
NUMBER_WORDS = ast.objects.NUMBER_WORDS
VARIABLES = ("X", "Y", "Z")


def number_value(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word.lower())


def word_value(word: str, node: Any) -> fx.Value:
    value = number_value(word)
    if value is not None:
        return fx.Fixed(value=value)
    if word in VARIABLES:
        return fx.Variable(name=word)
    raise CannotLower(f"not a number: {word!r}", node)


def words_of(phrase: Any) -> list[Any]:
    """The items of a phrase; a phrase built as a tuple (a ``*_list`` rule) or wrapped in one is
    flattened, so lowerings need not care how the grammar shaped it."""
    if phrase is None:
        return []
    if isinstance(phrase, tuple):
        out: list[Any] = []
        for item in phrase:
            out.extend(words_of(item) if isinstance(item, (tuple, ast.Phrase)) and not isinstance(item, (ast.Descriptor, ast.Determiner)) else [item])
        return out
    if isinstance(phrase, ast.Phrase):
        return list(phrase.words)
    return [phrase]


def lower_words(phrase: Any) -> list[str]:
    return [w.lower() for w in words_of(phrase) if isinstance(w, str)]


COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
CARD_TYPES = {
    "artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "land": "Land",
    "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery", "battle": "Battle",
    "kindred": "Kindred", "tribal": "Kindred",
}
PLURAL_TYPES = {
    "artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment", "lands": "land",
    "planeswalkers": "planeswalker", "instants": "instant", "sorceries": "sorcery", "battles": "battle",
}
SUPERTYPES = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow", "world": "World"}
#: head nouns that say what kind of thing a descriptor describes
KIND_NOUNS = {
    "card": "card", "cards": "card", "spell": "spell", "spells": "spell", "permanent": "permanent",
    "permanents": "permanent", "token": "token", "tokens": "token", "player": "player",
    "players": "player", "opponent": "opponent", "opponents": "opponent", "source": "object",
    "sources": "object", "object": "object", "objects": "object", "ability": "ability",
    "abilities": "ability", "commander": "commander", "commanders": "commander", "copy": "copy",
    "copies": "copy",
}
STATE_WORDS = {
    "activated", "triggered", "attacking", "blocking", "blocked", "unblocked", "face-down", "face-up", "enchanted",
    "equipped", "modified", "double-faced", "historic", "outlaw", "defending", "renowned",
    "monstrous", "suspected", "saddled",
}
ZONE_WORDS = {
    "graveyard": "graveyard", "graveyards": "graveyard", "hand": "hand", "hands": "hand",
    "library": "library", "libraries": "library", "battlefield": "battlefield", "exile": "exile",
    "command zone": "command",  # CR 408
}
#: zones that belong to no player (CR 400.1: the battlefield, exile and the command zone are shared)
SHARED_ZONES = frozenset({"battlefield", "exile", "command"})


def subtype_of(word: str) -> str | None:
    forms = _subtype_forms()
    return forms.get(word) or forms.get(word[:1].upper() + word[1:])


@functools.cache
def _subtype_forms() -> Mapping[str, str]:
    # imported on first use, once (an import statement costs a lookup on every call)
    from .vocabulary import subtype_forms

    return subtype_forms()


class FilterFields:
    """Filter fields gathered from descriptor words, then built into an ``fx.Filter``."""

    TUPLES = (
        "types", "any_types", "excluded_types", "subtypes", "any_subtypes", "excluded_subtypes",
        "supertypes", "excluded_supertypes", "colors", "any_colors", "excluded_colors", "states",
        "excluded_states", "keywords", "excluded_keywords", "counters", "chosen",
    )

    def __init__(self) -> None:
        self.fields: dict[str, Any] = {}
        self.nouns: list[str] = []

    def add(self, name: str, value: Any) -> None:
        if name in self.TUPLES:
            current = self.fields.get(name, ())
            if value not in current:
                self.fields[name] = (*current, value)
        else:
            if name in self.fields and self.fields[name] != value:
                raise CannotLower(f"two values for {name}: {self.fields[name]!r} and {value!r}")
            self.fields[name] = value

    def word(self, word: str, node: Any) -> None:
        """One descriptor word."""
        low = word.lower()
        if low in KIND_NOUNS:
            if KIND_NOUNS[low] not in self.nouns:
                self.nouns.append(KIND_NOUNS[low])
            return
        singular = PLURAL_TYPES.get(low, low)
        if singular in CARD_TYPES:
            self.add("types", CARD_TYPES[singular])
        elif low in SUPERTYPES:
            self.add("supertypes", SUPERTYPES[low])
        elif low in COLORS:
            self.add("colors", COLORS[low])
        elif low in ("colorless", "multicolored", "monocolored"):
            self.add("color_kind", low)
        elif low in ("tapped", "untapped"):
            self.add("tapped", low == "tapped")
        elif low == "nontoken":
            self.add("token", False)
        elif low in STATE_WORDS:
            self.add("states", low)
        elif low.startswith("non") and len(low) > 3:
            rest = word[3:].lstrip("-")
            rest_low = rest.lower()
            if rest_low in CARD_TYPES:
                self.add("excluded_types", CARD_TYPES[rest_low])
            elif rest_low in SUPERTYPES:
                self.add("excluded_supertypes", SUPERTYPES[rest_low])
            elif rest_low in COLORS:
                self.add("excluded_colors", COLORS[rest_low])
            elif rest_low in STATE_WORDS:
                self.add("excluded_states", rest_low)
            elif subtype_of(rest) is not None:
                self.add("excluded_subtypes", subtype_of(rest))
            else:
                raise CannotLower(f"unknown descriptor word {word!r}", node)
        elif subtype_of(word) is not None:
            self.add("subtypes", subtype_of(word))
        else:
            raise CannotLower(f"unknown descriptor word {word!r}", node)


def _group_fields(group: list[str], node: Any) -> FilterFields:
    fields = FilterFields()
    for word in group:
        if re.fullmatch(r"[\dX*+]+/[\dX*+]+", word):
            raise CannotLower(f"a power/toughness {word!r} outside a token description", node)
        fields.word(word, node)
    return fields


@attrs.frozen
class Described:
    """What a descriptor says: filter fields, the kind of thing, and a count written before it.
    The readings of :func:`describe_words` are shared: callers copy the fields to add to them."""

    fields: Mapping[str, Any]
    kind: str  #: permanent | card | spell | player | opponent | object | ability | spell_or_ability | token_or_card
    count: fx.Value | None


def describe_words(desc: ast.Descriptor) -> Described:
    """A descriptor's words as filter fields.

    Words split into alternatives at "or", "," and "and" ("artifact or enchantment card"); a type
    noun only in the last alternative is shared by the others when they are adjectives
    ("attacking or blocking creature")."""
    words = desc.words if type(desc.words) is tuple else tuple(desc.words)
    described = _described_words.get(words)
    if described is None:
        # a failure is not cached: its CannotLower points at this descriptor
        read = _describe_words([w if isinstance(w, str) else str(w) for w in words], desc)
        # one reading for every noun phrase with these words: read-only, so none can change it
        described = _described_words[words] = attrs.evolve(read, fields=MappingProxyType(read.fields))
    return described


#: descriptor words -> what they describe. The reading depends on the words alone, and the
#: corpus repeats a few thousand descriptors ("creature", "target creature you control") in
#: tens of thousands of noun phrases, each read several times.
_described_words: dict[tuple[str, ...], Described] = {}


def _describe_words(words: list[str], desc: ast.Descriptor) -> Described:
    count: fx.Value | None = None
    if len(words) > 1 and (number_value(words[0]) is not None or words[0] in VARIABLES):
        count = word_value(words.pop(0), desc)
    groups: list[list[str]] = [[]]
    separators: set[str] = set()
    for word in words:
        if word.lower() in (",", "or", "and", "and/or"):
            separators.add(word.lower())
            if groups[-1]:
                groups.append([])
        else:
            groups[-1].append(word)
    groups = [g for g in groups if g]
    if not groups:
        raise CannotLower("an empty descriptor", desc)
    parts = [_group_fields(g, desc) for g in groups]
    if separators == {","} and all(_only_exclusions(p) for p in parts[:-1]):
        # "noncreature, nonland card", "nonartifact, nonblack creature": negated words in a
        # comma list all hold (the card is neither), they are not alternatives
        merged = _fields(_merged(parts))
        merged.nouns = [n for p in parts for n in p.nouns]
        parts = [merged]
    nouns: list[str] = []
    for part in parts:
        for noun in part.nouns:
            if noun not in nouns:
                nouns.append(noun)
    kind = _kind(nouns)
    fields = dict(parts[0].fields) if len(parts) == 1 else _alternatives(parts, desc)
    if "token" in nouns:
        fields["token"] = True
    if "commander" in nouns:
        fields["states"] = (*fields.get("states", ()), "commander")
    return Described(fields=fields, kind=kind, count=count)


def _only_exclusions(part: FilterFields) -> bool:
    return bool(part.fields) and all(k.startswith("excluded_") for k in part.fields) and not part.nouns


def _merged(parts: list[FilterFields]) -> dict[str, Any]:
    """The fields of several parts that all hold: tuples are joined."""
    merged: dict[str, Any] = {}
    for part in parts:
        for key, value in part.fields.items():
            if key in merged and isinstance(value, tuple):
                merged[key] = tuple(dict.fromkeys((*merged[key], *value)))
            elif key in merged and merged[key] != value:
                raise CannotLower(f"two values for {key} in one description")
            else:
                merged[key] = value
    return merged


def _kind(nouns: list[str]) -> str:
    kinds = {"token": "permanent", "commander": "object", "copy": "object"}
    found = {kinds.get(n, n) for n in nouns}
    if found == {"spell", "ability"}:
        return "spell_or_ability"
    if found == {"permanent", "card"}:
        return "token_or_card"
    if found <= {"player", "opponent"} and found:
        return "opponent" if found == {"opponent"} else "player"
    if len(found) > 1:
        return "object"
    return found.pop() if found else "permanent"


SINGLE_ALTERNATIVES = {"types": "any_types", "subtypes": "any_subtypes", "colors": "any_colors"}


def _alternatives(parts: list[FilterFields], node: Any) -> dict[str, Any]:
    """Fields for "A or B or C": one "any_" field when each part is one word of the same kind;
    a shared type noun for "attacking or blocking creature"; otherwise ``any_of`` filters."""
    plain = [p.fields for p in parts]
    non_empty = [f for f in plain if f]
    if not non_empty:
        return {}
    if len(non_empty) == 1:
        return dict(non_empty[0])
    for name, any_name in SINGLE_ALTERNATIVES.items():
        if all(set(f) == {name} and len(f[name]) == 1 for f in non_empty):
            return {any_name: tuple(f[name][0] for f in non_empty)}
    # "attacking or blocking creature": the last part's type is shared
    last = dict(non_empty[-1])
    shared: dict[str, Any] = {k: last.pop(k) for k in ("types", "subtypes") if k in last}
    if shared and all(not ({"types", "subtypes"} & set(f)) for f in non_empty[:-1]):
        alternatives = [*non_empty[:-1], last]
        if all(alternatives):
            merged = dict(shared)
            for k, v in _alternatives([_fields(a) for a in alternatives], node).items():
                merged[k] = v
            return merged
    # "creature or planeswalker you control": types of one word each, with a shared rest
    if all("types" in f for f in non_empty) and all(len(f["types"]) == 1 for f in non_empty):
        rests = [{k: v for k, v in f.items() if k != "types"} for f in non_empty]
        if all(r == {} for r in rests[:-1]):
            return {"any_types": tuple(f["types"][0] for f in non_empty), **rests[-1]}
    return {"any_of": tuple(fx.Filter(**f) for f in non_empty)}


def _fields(values: dict[str, Any]) -> FilterFields:
    f = FilterFields()
    f.fields = dict(values)
    return f


# -- determiners ----------------------------------------------------------------------------------
@attrs.frozen
class Det:
    """What a determiner says: how objects are picked, how many, and "other"."""

    mode: str  #: target | each | choice | this | that | possessive | top | bottom | none | the | no | number_of
    count: fx.Value | None = None
    up_to: bool = False
    other: bool = False
    owner: Any = None  #: the possessor ("your", an np's)


def determiner(det: ast.Determiner | None, ctx: Lowering) -> Det:
    if det is None:
        return _NO_DETERMINER
    if not all(isinstance(w, str) for w in det.words):
        return _determiner(det)  # a possessive noun phrase ("target player's"): read each time
    words = tuple(det.words)
    read = _determiners.get(words)
    if read is None:
        # a failure is not cached: its CannotLower points at this determiner
        read = _determiners[words] = _determiner(det)
    return read


_NO_DETERMINER = Det(mode="none")
#: determiner words -> their reading (a Det is immutable, so one is shared): the reading of plain
#: words depends on them alone, and a few hundred determiners recur across the whole corpus
_determiners: dict[tuple[str, ...], Det] = {}


def _determiner(det: ast.Determiner) -> Det:
    words = list(det.words)
    low = [w.lower() if isinstance(w, str) else w for w in words]
    if len(low) == 2 and isinstance(low[0], Node) and low[1] in ("'s", "'"):
        return Det(mode="possessive", owner=low[0])
    if low in (["your"], ["their"], ["its"], ["his", "or", "her"], ["his"], ["her"]):
        return Det(mode="possessive", owner=low[0])
    other = "other" in low or "another" in low
    count: fx.Value | None = None
    for w in words:
        if isinstance(w, str) and w.lower() not in ("a", "an") and (number_value(w) is not None or w in VARIABLES):
            count = word_value(w, det)
    up_to = low[:2] == ["up", "to"]
    if len(low) >= 3 and low[1] == "or" and low[2] in ("fewer", "less"):
        raise CannotLower(f"at most a number: {det.text!r}", det)  # "two or fewer": no count picks that
    if low == ["a", "number", "of"]:  # "a number of cards equal to ...": counted by the qualifier
        return Det(mode="number_of")
    if low[:3] == ["any", "number", "of"]:
        count, up_to = fx.AnyNumber(), True
    if low == ["that many"]:  # "draw that many cards": the number of the event
        return Det(mode="choice", count=fx.EventAmount())
    if low == ["twice that many"]:  # "they mill twice that many cards instead"
        return Det(mode="choice", count=fx.Scaled(value=fx.EventAmount(), numerator=2))
    if low[:3] == ["one", "or", "more"]:
        count, up_to = fx.AnyNumber(), False
    if "target" in low:
        return Det(mode="target", count=count, up_to=up_to, other=other)
    head = low[0]
    if head in ("each", "all"):
        return Det(mode="each", other=other)
    if head == "this":
        return Det(mode="this")
    if head in ("that", "those", "these", "both"):
        return Det(mode="that")
    if head == "the" and len(low) > 1 and low[1] in ("top", "bottom"):
        n = word_value(words[2], det) if len(words) > 2 else fx.Fixed(value=1)
        return Det(mode=str(low[1]), count=n)
    if head == "the":
        return Det(mode="the")
    if head == "no":
        return Det(mode="no")
    if head in ("a", "an", "any", "another", "other", "one") or count is not None or up_to:
        return Det(mode="choice", count=count or fx.Fixed(value=1), up_to=up_to, other=other)
    raise CannotLower(f"determiner {det.text!r}", det)


# -- noun phrases -------------------------------------------------------------------------------
def _apply_qualifiers(fields: dict[str, Any], qualifiers: tuple[Node, ...] | None, ctx: Lowering) -> None:
    for q in qualifiers or ():
        if isinstance(q, ast.OfNp):
            continue  # "the top card of your library": read by the noun phrase
        _QUALIFIERS.get(type(q), _unknown_qualifier)(q, fields, ctx)


def _unknown_qualifier(q: Node, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower(f"qualifier {type(q).__name__}", q)


def _set(fields: dict[str, Any], name: str, value: Any, node: Any) -> None:
    if name in FilterFields.TUPLES:
        fields[name] = (*fields.get(name, ()), *value) if isinstance(value, tuple) else (*fields.get(name, ()), value)
    elif name in fields and fields[name] != value:
        raise CannotLower(f"two values for {name}", node)
    else:
        fields[name] = value


def _q_controlled(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    _set(fields, "controller", controller_phrase(q.controller, ctx), q)


def _q_not_controlled(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    player = controller_phrase(q.controller, ctx)
    if isinstance(player, fx.You):
        _set(fields, "controller", fx.EachOpponent(), q)
    else:
        raise CannotLower("\"don't control\" by someone other than you", q)


def _q_owned(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    _set(fields, "owner", controller_phrase(q.owner, ctx), q)


def _q_not_owned(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    player = controller_phrase(q.owner, ctx)
    if isinstance(player, fx.You):
        _set(fields, "owner", fx.EachOpponent(), q)
    else:
        raise CannotLower("\"don't own\" by someone other than you", q)


def _q_with(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    quality = q.quality
    if isinstance(quality, ast.HasKeyword):
        _set(fields, "keywords", keyword_name(quality.keyword), q)
    elif isinstance(quality, ast.HasKeywords):  # "with flying and haste": every one of them
        for keyword in quality.keywords.keywords:
            _set(fields, "keywords", keyword_name(keyword), q)
    elif isinstance(quality, ast.StatCompare):
        if "stat" in fields:
            raise CannotLower("two stat comparisons", q)
        op, value = comparison(quality.comparison, ctx)
        fields["stat"] = (stat_name(quality.stat, quality), op, value)
    elif isinstance(quality, ast.HasCounters):
        kind, _ = counter_count(quality.counters, ctx)
        _set(fields, "counters", kind or "", q)
    elif isinstance(quality, ast.GreatestStat):
        _set(fields, "extreme", (stat_name(quality.stat, quality), "greatest"), q)
    elif isinstance(quality, ast.LeastStat):
        _set(fields, "extreme", (stat_name(quality.stat, quality), "least"), q)
    elif isinstance(quality, ast.SameName):
        _set(fields, "same_name_as", ctx.objects(quality.other, role="reference"), q)
    elif isinstance(quality, ast.WithChosen):
        _set(fields, "chosen", quality.kind.lower(), q)  # "sources with the chosen name" (CR 607.2)
    elif isinstance(quality, ast.ComparedStat):
        # "return target creature card with lesser mana value" in "Whenever ~ or another creature
        # dies, ...": compared with the object of the trigger event
        if ctx.trigger_subject is None:
            raise CannotLower(f"{quality.comparison.lower()} {quality.stat.lower()} outside a triggered ability", q)
        if "stat" in fields:
            raise CannotLower("two stat comparisons", q)
        stat = stat_name(quality.stat, quality)
        op = "<" if quality.comparison.lower() == "lesser" else ">"
        if isinstance(quality, ast.ComparedStatOrEqual):
            op += "="
        fields["stat"] = (stat, op, fx.StatOf(what=ctx.trigger_subject, stat=stat))
    elif isinstance(quality, ast.WithThatName):
        _set(fields, "chosen", "name", q)  # "cards with that name": the name chosen before (CR 607.2)
    else:
        raise CannotLower(f"quality {type(quality).__name__}", q)


def _q_without(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    _set(fields, "excluded_keywords", keyword_name(q.keyword), q)


def _party(node: ast.ObjectNp, q: Any, ctx: Lowering) -> fx.Reference:
    """"creatures in your party" (CR 700.8): a party is made of creatures and nothing else."""
    if len(node.qualifiers or ()) != 1 or (node.determiner is not None and determiner(node.determiner, ctx).mode not in ("each", "choice", "none")):
        raise CannotLower("a party member described by more than \"creature in your party\"", node)
    if node.descriptor is None or node.descriptor.head.lower() not in ("creature", "creatures"):
        raise CannotLower("a party of something other than creatures", node)
    whose = lower_words(q.whose)
    if whose == ["your"]:
        return fx.PartyOf(player=fx.You())
    if whose == ["their"]:
        return fx.PartyOf(player=ctx.that_player())
    raise CannotLower(f"the party of {' '.join(whose)!r}", q)


def _q_in_party(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower("a party (CR 700.8) is not a quality of an object", q)


def _q_on_battlefield(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    fields["zone"] = "battlefield"


def _q_in_zone(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    if isinstance(q.zone, ast.Partitive) and lower_words(q.zone.determiner) == ["the", "top"]:
        # "spells from the top of your library" (Future Sight): the top card of that library only
        library = zone_of(q.zone.of, ctx)
        if library.kind != "library":
            raise CannotLower(f"the top of a {library.kind}", q)
        fields["zone"] = "library"
        if library.player is not None:
            fields["zone_owner"] = library.player
        fields["states"] = (*fields.get("states", ()), fx.TOP_OF_LIBRARY)
        return
    zones = zones_of(q.zone, ctx)
    if len(zones) != 1:
        raise CannotLower("objects in several zones", q)
    zone = zones[0]
    fields["zone"] = zone.kind
    if zone.player is not None:
        fields["zone_owner"] = zone.player


def _q_outside_game(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a card you own from outside the game": a player's sideboard (CR 400.11a); only cards the
    player owns can be brought in (CR 108.3b), which "you own" states."""
    fields["zone"] = "outside"
    fields.setdefault("zone_owner", fields.get("owner") or fx.You())


def _q_at_random_in_zone(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    # the zone is a filter field; the randomness is read by noun_phrase
    _q_in_zone(q, fields, ctx)


def _q_from_among(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    # read by np_filter, which wraps the filter in Amongst
    _set(fields, "_among", ctx.objects(q.among, role="reference"), q)


def _q_named(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    _set(fields, "name", q.name, q)


def _q_other_than(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    _set(fields, "excluded", ctx.objects(q.other, role="reference"), q)


def _q_of_chosen(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    _set(fields, "chosen", q.kind.lower(), q)


def _q_attacking(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    whom = ctx.objects(q.whom, role="reference")
    if not isinstance(whom, (fx.You, fx.This)):
        raise CannotLower("attacking someone other than you or this", q)
    _set(fields, "states", "attacking you" if isinstance(whom, fx.You) else "attacking this", q)


def _q_blocking_or_blocked_by(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"blocking or blocked by this creature" (CR 509.1g)."""
    whom = ctx.objects(q.whom, role="reference")
    if not isinstance(whom, fx.This):
        raise CannotLower("blocking or blocked by something other than this", q)
    _set(fields, "any_of", (fx.Filter(states=("blocking this",)), fx.Filter(states=("blocked by this",))), q)


def _q_blocking(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    whom = ctx.objects(q.whom, role="reference")
    if not isinstance(whom, fx.This):
        raise CannotLower("blocking something other than this", q)
    _set(fields, "states", "blocking this", q)


RELATIVE_HISTORY = {
    "attacked this turn": "attacked this turn", "entered this turn": "entered this turn",
    "died this turn": "died this turn", "was dealt damage this turn": "was dealt damage this turn",
}


def _q_that(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    words = list(q.clause.words)
    low = [w.lower() if isinstance(w, str) else w for w in words]
    text = " ".join(w for w in low if isinstance(w, str))
    if text in RELATIVE_HISTORY:
        _set(fields, "states", RELATIVE_HISTORY[text], q)
    elif text in ("share a creature type", "shares a creature type"):
        _set(fields, "states", "shares a creature type", q)
    elif low and low[0] in ("share", "shares") and len(words) >= 5 and low[-2] == "with" and isinstance(words[-1], Node):
        # "that shares a color with it": a quality in common with the objects named
        _set(fields, "shared", " ".join(str(w) for w in low[2:-2]), q)
        _set(fields, "shares_with", ctx.objects(words[-1], role="reference"), q)
    elif low and low[0] in ("targets", "target") and len(words) == 2:
        _set(fields, "targets", ctx.objects(words[1], role="event"), q)
    elif low and low[0] in ("is", "are", "was", "were", "isn't", "aren't") and len(words) == 2 and isinstance(words[1], ast.RelativeState):
        _relative_state(words[1], fields, ctx, negated=low[0] in ("isn't", "aren't"))
    elif low and low[0] in ("has", "have") and len(words) == 2:
        _set(fields, "keywords", keyword_name(words[1]), q)
    else:
        raise CannotLower(f"relative clause {text!r}", q)


def _relative_state(node: ast.RelativeState, fields: dict[str, Any], ctx: Lowering, negated: bool = False) -> None:
    words = list(node.words)
    low = [w.lower() for w in words if isinstance(w, str)]
    desc = next((w for w in words if isinstance(w, ast.Descriptor)), None)
    negated = negated or "not" in low
    if desc is not None:
        described = describe_words(desc).fields
    elif low == ["attacking", "or", "blocking"]:
        described = {"any_of": (fx.Filter(states=("attacking",)), fx.Filter(states=("blocking",)))}
    elif len(low) == 1:
        part = FilterFields()
        part.word(words[0], node)
        described = part.fields
    else:
        raise CannotLower(f"state {node.text!r}", node)
    if not negated:
        for k, v in described.items():
            _set(fields, k, v, node)
        return
    negations = {"types": "excluded_types", "subtypes": "excluded_subtypes", "colors": "excluded_colors", "states": "excluded_states", "supertypes": "excluded_supertypes"}
    for k, v in described.items():
        if k in negations:
            _set(fields, negations[k], v, node)
        elif k == "tapped":
            _set(fields, "tapped", not v, node)
        else:
            raise CannotLower(f"negated state {node.text!r}", node)


def _q_thats(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    _relative_state(q.state, fields, ctx)


def _q_cast_by(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"spells you cast", "abilities you activate": the player who controls them."""
    if q.time is not None:
        raise CannotLower(f"spells cast {q.time.text!r}", q)
    subject = q.subject
    player = controller_phrase(subject, ctx) if isinstance(subject, ast.Controller) else ctx.players(subject)
    _set(fields, "controller", player, q)


LOWERINGS[ast.CastTime] = part_of("CastBy or ActivatedBy")


def _q_among(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"the creature with the greatest power among creatures they control": the group the
    extreme is taken over, which must be the objects described (CR 608.2... as Oracle words it)."""
    if "extreme" not in fields:
        raise CannotLower("\"among\" without a greatest or least quality", q)
    among = ctx.filter(q.among)
    if not isinstance(among, fx.Filter):
        raise CannotLower("the greatest or least among something that is not a group of objects", q)
    # the group may say more than the noun ("a creature ... among creatures they control"): the
    # candidates are that group; a group that contradicts the noun is another group
    default = fx.Filter()
    for field in attrs.fields(fx.Filter):
        value = getattr(among, field.name)
        if value == getattr(default, field.name) or field.name == "kind":
            continue
        if field.name in fields and fields[field.name] != value:
            raise CannotLower("the greatest or least among a group other than the objects described", q)
        fields[field.name] = value


def _q_done_with(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"cards exiled with ~": linked to the object's other ability (CR 607.2a)."""
    if q.participle.lower() != "exiled" or not isinstance(noun_phrase(q.by, ctx, role="reference"), fx.This):
        raise CannotLower(f"objects {q.participle} with something other than this object", q)
    _set(fields, "zone", "exile", q)
    _set(fields, "states", "exiled with this", q)


def _q_of_choice(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a creature of their choice": the player who acts chooses, as without the words
    (CR 701.21a for sacrifice); a choice made by someone else is not modelled."""
    words = [w.lower() for w in q.chooser.words if isinstance(w, str)]
    if words in (["their"], ["his", "or", "her"], ["his"], ["her"]) or (words == ["your"] and isinstance(ctx.doer(), fx.You)):
        return
    raise CannotLower("a choice made by a player other than the one who acts", q)


_QUALIFIERS: dict[type, Callable[[Any, dict[str, Any], Lowering], None]] = {
    ast.ControlledBy: _q_controlled, ast.NotControlledBy: _q_not_controlled, ast.OwnedBy: _q_owned,
    ast.NotOwnedBy: _q_not_owned, ast.WithQuality: _q_with, ast.WithoutKeyword: _q_without,
    ast.InZone: _q_in_zone, ast.FromAmong: _q_from_among, ast.Named: _q_named,
    ast.OtherThan: _q_other_than, ast.OfChosen: _q_of_chosen, ast.AttackingWhom: _q_attacking,
    ast.BlockingWhom: _q_blocking, ast.BlockingOrBlockedBy: _q_blocking_or_blocked_by, ast.ThatClause: _q_that, ast.ThatsClause: _q_thats,
    ast.CastBy: _q_cast_by, ast.ActivatedBy: _q_cast_by, ast.OfChoice: _q_of_choice,
    ast.DoneWith: _q_done_with, ast.Among: _q_among, ast.FromOutsideGame: _q_outside_game,
    ast.AtRandomInZone: _q_at_random_in_zone,
    ast.OnBattlefield: _q_on_battlefield, ast.InParty: _q_in_party,
}


KIND_ZONES = {"spell": "stack", "spell_or_ability": "stack", "ability": "stack"}
_STATES_AND_TAPPED = STATE_WORDS | {"tapped", "untapped"}


def repair_np(node: Any) -> Any:
    """"attacking or blocking creature" arrives as the descriptor "attacking or" and the
    qualifier "blocking creature": read it back as one descriptor."""
    if not isinstance(node, ast.ObjectNp) or node.descriptor is None or not node.qualifiers:
        return node
    first = node.qualifiers[0]
    if not isinstance(first, (ast.AttackingWhom, ast.BlockingWhom)):
        return node
    words = node.descriptor.words
    # "attacking or blocking creature"; "unblocked attacking creature" (states before it)
    joined = words and isinstance(words[-1], str) and words[-1].lower() in ("or", "and", "and/or")
    states_only = bool(words) and all(isinstance(w, str) and w.lower() in _STATES_AND_TAPPED for w in words)
    if joined or states_only:
        whom = first.whom
        if isinstance(whom, ast.ObjectNp) and whom.determiner is None and whom.descriptor is not None:
            verb = "attacking" if isinstance(first, ast.AttackingWhom) else "blocking"
            merged = ast.Descriptor(words=(*words, verb, *whom.descriptor.words), span=node.descriptor.span)
            return attrs.evolve(node, descriptor=merged, qualifiers=(*(whom.qualifiers or ()), *node.qualifiers[1:]) or None)
    return node


def np_filter(node: Any, ctx: Lowering, *, zone: str | None = None) -> fx.Reference:
    """A noun phrase as a description: a Filter (or a player reference for player nouns)."""
    if type(node) is ast.ObjectNp and not node.qualifiers and node.descriptor is not None:
        # Without qualifiers or a possessive ("target creature", "a card", "each opponent") the
        # description depends on the words and the zone alone, and the corpus repeats such
        # phrases tens of thousands of times: read once, shared (elements are immutable).
        key = (node.descriptor.words, None if node.determiner is None else node.determiner.words, zone)
        described = _plain_descriptions.get(key)
        if described is None:
            described = _np_filter(node, ctx, zone=zone)
            if determiner(node.determiner, ctx).mode != "possessive":  # "their": who is meant varies
                _plain_descriptions[key] = described
        return described
    return _np_filter(node, ctx, zone=zone)


#: (descriptor words, determiner words, zone) -> the description of a noun phrase without
#: qualifiers (a failure is not kept: its CannotLower points at the phrase)
_plain_descriptions: dict[tuple[Any, ...], fx.Reference] = {}


def _np_filter(node: Any, ctx: Lowering, *, zone: str | None = None) -> fx.Reference:
    node = repair_np(node)
    if isinstance(node, ast.ObjectNp):
        if node.descriptor is None:
            raise CannotLower("a noun phrase without a descriptor", node)
        described = describe_words(node.descriptor)
        det = determiner(node.determiner, ctx)
        if described.kind in ("player", "opponent"):
            return _player_filter(described, node, ctx)
        fields = dict(described.fields)
        _apply_qualifiers(fields, node.qualifiers, ctx)
        if det.other:
            fields["other"] = True
        if det.mode == "possessive":
            owner = _possessor(det.owner, ctx)
            if described.kind == "permanent" and fields.get("zone", "battlefield") == "battlefield":
                _set(fields, "controller", owner, node)
            else:
                _set(fields, "owner", owner, node)
        if "zone" not in fields:
            if described.kind in KIND_ZONES:
                fields["zone"] = KIND_ZONES[described.kind]
            elif described.kind == "card" and zone is not None:
                fields["zone"] = zone
        if described.kind in ("spell_or_ability", "ability", "object", "card", "token_or_card"):
            fields["kind"] = described.kind
        among = fields.pop("_among", None)
        if among is not None:
            # "[filter] from among them": the zone is where those objects are, not the kind's
            fields.pop("zone", None)
            return fx.Amongst(among=among, filter=fx.Filter(**fields))
        return fx.Filter(**fields)
    if isinstance(node, ast.AnyTarget):
        return fx.AnyTarget()
    if isinstance(node, ast.AnyOtherTarget):
        return fx.AnyTarget(other=True)
    if isinstance(node, (ast.NpOr, ast.NpAnd, ast.NpAndOr)):
        left, right = np_filter(node.left, ctx, zone=zone), np_filter(node.right, ctx, zone=zone)
        if isinstance(left, fx.Filter) and isinstance(right, fx.Filter):
            return fx.Filter(any_of=(left, right))
        return fx.Union(parts=(left, right), either=isinstance(node, ast.NpOr))
    if isinstance(node, ast.SelfRef):
        return fx.This()
    if isinstance(node, ast.Pronoun):
        return pronoun(node, ctx)
    raise CannotLower(f"{type(node).__name__} as a description", node)


def _player_filter(described: Described, node: ast.ObjectNp, ctx: Lowering) -> fx.Reference:
    players: fx.Reference = fx.EachOpponent() if described.kind == "opponent" else fx.EachPlayer()
    if node.qualifiers and all(isinstance(q, ast.WhoQualifier) for q in node.qualifiers) and not described.fields:
        from .compiler_choices import players_who

        return players_who(players, node.qualifiers, ctx)
    if node.qualifiers:
        raise CannotLower("players described by more than player or opponent", node)
    if described.fields:
        # "player or planeswalker": a player, or a permanent of the other alternatives
        return fx.Union(parts=(players, fx.Filter(**described.fields)), either=True)
    return players


def _possessor(owner: Any, ctx: Lowering) -> fx.Reference:
    if isinstance(owner, str):
        if owner == "your":
            return fx.You()
        if owner == "their":
            return ctx.subject if ctx.subject is not None and is_player(ctx.subject) else ctx.that_player()
        if owner in ("its", "his", "her"):
            return fx.ControllerOf(what=ctx.it())
        raise CannotLower(f"possessive {owner!r}")
    return noun_phrase(owner, ctx, role="player")


def zone_of(node: Any, ctx: Lowering) -> fx.Zone:
    """"your graveyard", "target player's library", "the battlefield", "exile", "a graveyard"."""
    zones = zones_of(node, ctx)
    if len(zones) != 1:
        raise CannotLower("several zones where one is expected", node)
    return zones[0]


def zones_of(node: Any, ctx: Lowering) -> tuple[fx.Zone, ...]:
    """One zone, or several of one owner ("your graveyard, hand, and/or library")."""
    if isinstance(node, ast.Pronoun) and ctx.zone_referents:
        return (ctx.zone_referents[-1],)  # "reveals their hand. You choose a card from it"
    if isinstance(node, (ast.NpOr, ast.NpAndOr, ast.NpAnd)):
        return (*zones_of(node.left, ctx), *zones_of(node.right, ctx))
    if not isinstance(node, ast.ObjectNp) or node.descriptor is None:
        raise CannotLower(f"{type(node).__name__} as a zone", node)
    groups = node.descriptor.alternatives()
    if not all(len(g) == 1 and g[0].lower() in ZONE_WORDS for g in groups):
        raise CannotLower(f"{node.descriptor.text!r} is not a zone", node)
    kinds = [ZONE_WORDS[g[0].lower()] for g in groups]
    det = determiner(node.determiner, ctx)
    owner: fx.Reference | None
    if all(k in SHARED_ZONES for k in kinds):
        owner = None
    elif det.mode == "possessive":
        owner = _possessor(det.owner, ctx)
    elif det.mode in ("choice", "each", "none", "the"):
        owner = fx.EachPlayer()  # "a graveyard", "each graveyard", "all graveyards"
        for q in node.qualifiers or ():
            if isinstance(q, ast.OwnedBy | ast.ControlledBy):
                owner = controller_phrase(q.owner if isinstance(q, ast.OwnedBy) else q.controller, ctx)
            elif isinstance(q, ast.NotOwnedBy | ast.NotControlledBy):
                owner = fx.EachOpponent()
            else:
                raise CannotLower(f"zone qualifier {type(q).__name__}", q)
    elif det.mode == "that":
        owner = ctx.that_player()
    else:
        raise CannotLower(f"zone with determiner {det.mode!r}", node)
    if node.qualifiers and det.mode not in ("choice", "each", "none", "the"):
        # the qualifiers of "a graveyard you own" say whose zone; any other would be lost here
        raise CannotLower(f"zone qualifier {type(node.qualifiers[0]).__name__}", node.qualifiers[0])
    return tuple(fx.Zone(kind=k, player=None if k in SHARED_ZONES else owner) for k in kinds)


def pronoun(node: ast.Pronoun, ctx: Lowering) -> fx.Reference:
    words = lower_words(node)
    if words == ["you"]:
        return fx.You()
    if words == ["he", "or", "she"]:
        return ctx.that_player()
    if words in (["they"], ["he"], ["she"]) and ctx.player_referents and not ctx.referents:
        return ctx.that_player()
    if words in (["the", "other"], ["the", "others"]):
        return fx.Found(key="rest")  # "put one into your hand and the other into your graveyard"
    return ctx.it()


def noun_phrase(node: Any, ctx: Lowering, *, role: str = "effect", zone: str | None = None) -> fx.Reference:
    """A noun phrase as a reference (see :func:`_noun_phrase`); "a card at random from their
    hand" is a choice made by chance."""
    ref = _np_reference(node, ctx, role=role, zone=zone)
    if isinstance(node, ast.ObjectNp) and any(isinstance(q, ast.AtRandomInZone) for q in node.qualifiers or ()):
        if not isinstance(ref, fx.Chosen):
            raise CannotLower("objects at random that are not picked by the instruction", node)
        random = attrs.evolve(ref, at_random=True)
        ctx.referents[:] = [random if r is ref else r for r in ctx.referents]
        return random
    return ref


def _np_reference(node: Any, ctx: Lowering, *, role: str = "effect", zone: str | None = None) -> fx.Reference:
    """A noun phrase as a reference.

    ``role``: "effect" (what an instruction acts on: "a creature" is chosen as it happens),
    "subject" (who or what does it), "event" (what a trigger or a count looks at: "a creature"
    means any creature), "player", "reference" (a back-reference: "from among them").
    ``zone``: where cards are when the phrase does not say ("a card" to discard: the hand)."""
    if isinstance(node, ast.SelfRef):
        return fx.This()
    if isinstance(node, ast.Pronoun):
        return pronoun(node, ctx)
    if isinstance(node, (ast.AnyTarget, ast.AnyOtherTarget)):
        return ctx.refer(fx.Target(key=ctx.next_target_key(), what=np_filter(node, ctx)))
    if isinstance(node, (ast.NpAnd, ast.NpAndOr, ast.NpOr)):
        left = noun_phrase(node.left, ctx, role=role, zone=zone)
        right = noun_phrase(node.right, ctx, role=role, zone=zone)
        return fx.Union(parts=(left, right), either=isinstance(node, ast.NpOr))
    if isinstance(node, ast.Partitive):
        det = determiner(node.determiner, ctx)
        inner = noun_phrase(node.of, ctx, role="reference")
        if det.mode == "each":
            return inner
        if det.mode == "choice":
            return ctx.refer(fx.Chosen(what=inner, amount=det.count, up_to=det.up_to))
        if det.mode == "target":
            return ctx.refer(_target(ctx, fx.Amongst(among=inner, filter=fx.Filter()), det))
        raise CannotLower(f"partitive {node.determiner.text!r}", node)
    if not isinstance(node, ast.ObjectNp):
        value = ctx.lower(node)
        if isinstance(value, fx.Reference):
            return value
        raise CannotLower(f"{type(node).__name__} as objects", node)
    node = repair_np(node)
    if node.descriptor is None:
        raise CannotLower("a noun phrase without a descriptor", node)
    done = _done_to(node, ctx, zone=zone)
    if done is not None:
        return done
    party = [q for q in node.qualifiers or () if isinstance(q, ast.InParty)]
    if party:
        return ctx.refer(_party(node, party[0], ctx))
    desc = node.descriptor
    head = desc.head.lower()
    words = [w.lower() for w in desc.words if isinstance(w, str)]
    det = determiner(node.determiner, ctx)
    if det.mode == "number_of":  # "exile a number of cards ... equal to X": a choice of that many
        det = Det(mode="choice", count=_counted_equal_to(node, ctx))
    if head in ("owner", "controller", "owners", "controllers") and det.mode == "possessive":
        whose = ctx.it() if det.owner in ("its", "their", "his", "her") else noun_phrase(det.owner, ctx, role="reference")
        return fx.OwnerOf(what=whose) if head.startswith("owner") else fx.ControllerOf(what=whose)
    if words == ["defending", "player"]:
        return fx.PlayerRole(role="defending")
    if head in ZONE_WORDS and role != "player":
        # "exile target player's graveyard", "shuffle your hand into your library": the cards in it
        zones = zones_of(node, ctx)
        cards = [fx.Filter(zone=z.kind, zone_owner=z.player, kind="card") for z in zones]
        return ctx.refer(cards[0] if len(cards) == 1 else fx.Filter(any_of=tuple(cards)))
    if head == "rest" and det.mode == "the":
        return fx.Found(key="rest")
    if det.mode == "none" and len(words) == 2 and words[0] in ("enchanted", "equipped") and not node.qualifiers:
        return fx.AttachedTo(relation=words[0])
    if det.mode == "this":
        return fx.This()
    if det.mode in ("top", "bottom"):
        of = next((q.of for q in node.qualifiers or () if isinstance(q, ast.OfNp)), None)
        if of is None:
            raise CannotLower("the top cards of what?", node)
        library = zone_of(of, ctx)
        return ctx.refer(fx.TopOfLibrary(player=library.player or fx.You(), amount=det.count or fx.Fixed(value=1), bottom=det.mode == "bottom"))
    described = describe_words(desc)
    what = np_filter(node, ctx, zone=zone)
    if isinstance(what, fx.Filter) and fx.TOP_OF_LIBRARY in what.states and det.mode in ("choice", "none") and role not in ("event", "reference"):
        # "exile three cards from the top of your library": the top three, not three chosen
        # among cards that are each the top card
        if attrs.evolve(what, states=(), zone_owner=None, kind=None) != fx.Filter(zone="library"):
            raise CannotLower("cards of a kind from the top of a library", node)
        amount = described.count or det.count or fx.Fixed(value=1)
        return ctx.refer(fx.TopOfLibrary(player=what.zone_owner or fx.You(), amount=amount))
    players = described.kind in ("player", "opponent")
    if det.mode == "that" and not players and ctx.trigger_other is not None and len(ctx.referents) == ctx.trigger_other_at and isinstance(ctx.trigger_subject, fx.This):
        # "Whenever this creature blocks a creature, destroy that creature": with this object
        # the subject, "that creature" can only be the event's other object
        return ctx.trigger_other  # type: ignore[no-any-return]
    if det.mode in ("that", "the") and ctx.trigger_other_role is not None and ctx.trigger_other_role in words and role != "event":
        # "Whenever a creature blocks a creature with lesser power, destroy the attacking creature."
        return ctx.trigger_other  # type: ignore[no-any-return]
    if det.mode == "that" or (det.mode == "the" and role != "event"):
        return ctx.that_player() if players else ctx.it()
    if det.mode == "target":
        return ctx.refer(_target(ctx, what, det, described.count))
    if players:
        if det.mode in ("choice",) and role != "event":
            return ctx.refer(fx.Chosen(what=what))
        return what
    count = described.count
    if count is not None and det.mode in ("none", "choice", "possessive") and role not in ("event", "reference"):
        return ctx.refer(fx.Chosen(what=what, amount=count, up_to=det.up_to))  # "X cards", "two cards"
    if det.mode == "each" or role in ("event", "reference") or (det.mode in ("none", "possessive") and desc.is_plural):
        return ctx.refer(what)
    if det.mode in ("choice", "none", "possessive", "the"):
        chosen = det.count if det.count not in (None, fx.Fixed(value=1)) else None
        return ctx.refer(fx.Chosen(what=what, amount=chosen, up_to=det.up_to))
    if det.mode == "no":
        raise CannotLower("\"no\" objects as the object of an instruction", node)
    raise CannotLower(f"noun phrase with determiner {det.mode!r}", node)


#: what an earlier instruction did to objects -> the key its results are found under (fx.Found)
DONE_KEYS = {
    "exiled": "exiled", "sacrificed": "sacrificed", "discarded": "discarded", "revealed": "revealed",
    "milled": "milled", "destroyed": "destroyed", "returned": "returned", "put": "moved", "drawn": "drawn",
    "created": "created", "chosen": "chosen", "tapped": "tapped", "copied": "copy", "countered": "countered",
    "amassed": "amassed",
}


#: participles before a noun ("the exiled card"); "tapped" there is a state, not an action
PRENOMINAL_PARTICIPLES = {"exiled", "sacrificed", "discarded", "revealed", "milled", "destroyed", "returned", "copied", "countered", "amassed"}


def _done_to(node: ast.ObjectNp, ctx: Lowering, *, zone: str | None) -> fx.Reference | None:
    """Objects an earlier instruction acted on: "the exiled card", "the creatures sacrificed this
    way", "cards revealed this way"; None when the noun phrase is not one of these."""
    assert node.descriptor is not None
    words = [w for w in node.descriptor.words if isinstance(w, str)]
    participle = words[0].lower() if words and words[0].lower() in PRENOMINAL_PARTICIPLES and len(words) > 1 else None
    this_way = [q for q in node.qualifiers or () if isinstance(q, ast.DoneThisWay)]
    if participle is None and not this_way:
        return None
    if participle is not None and this_way:
        raise CannotLower("two participles", node)
    key = DONE_KEYS[participle or this_way[0].participle.lower()]
    det = determiner(node.determiner, ctx)
    rest = node
    if participle is not None:
        rest = attrs.evolve(node, descriptor=attrs.evolve(node.descriptor, words=tuple(node.descriptor.words[1:])))
    rest = attrs.evolve(rest, qualifiers=tuple(q for q in node.qualifiers or () if not isinstance(q, ast.DoneThisWay)) or None)
    assert rest.descriptor is not None
    described = describe_words(rest.descriptor)
    fields = dict(described.fields)
    _apply_qualifiers(fields, rest.qualifiers, ctx)
    if described.kind in ("spell_or_ability", "ability", "object", "card", "token_or_card"):
        fields["kind"] = described.kind
    fields.pop("zone", None)  # where those objects are now
    found = fx.Found(key=key)
    what: fx.Reference = fx.Amongst(among=found, filter=fx.Filter(**fields)) if fields.keys() - {"kind"} else found
    if det.mode in ("the", "that", "each", "none"):
        return ctx.refer(what)
    if det.mode == "choice":
        amount = det.count if det.count not in (None, fx.Fixed(value=1)) else None
        return ctx.refer(fx.Chosen(what=what, amount=amount, up_to=det.up_to))
    if det.mode == "target":
        return ctx.refer(_target(ctx, what, det))
    raise CannotLower(f"objects acted on, with determiner {det.mode!r}", node)


def _target(ctx: Lowering, what: fx.Reference, det: Det, written: fx.Value | None = None) -> fx.Target:
    count = det.count or written or fx.Fixed(value=1)
    key = ctx.next_target_key()
    if isinstance(count, fx.Fixed):
        return fx.Target(key=key, what=what, min=0 if det.up_to else count.value, max=count.value)
    return fx.Target(key=key, what=what, min=0 if det.up_to else 1, max=1, count=count)


def _counted_equal_to(node: ast.ObjectNp, ctx: Lowering) -> fx.Value:
    """The count of "a number of [things] equal to [quantity]"."""
    if not isinstance(node, ast.NumberOfNp):
        raise CannotLower("\"a number of\" without \"equal to\"", node)
    return ctx.value(node.count)


def np_count(node: Any, ctx: Lowering) -> fx.Value:
    """How many things a noun phrase names: "two cards" -> 2, "a card" -> 1, "X cards" -> X,
    "a number of cards equal to X" -> X."""
    if isinstance(node, ast.ObjectNp):
        det = determiner(node.determiner, ctx)
        if det.mode == "number_of":
            return _counted_equal_to(node, ctx)
        if node.descriptor is not None:
            written = describe_words(node.descriptor).count
            if written is not None:
                return written
        if det.count is not None:
            return det.count
        if det.mode in ("choice", "none", "that", "this", "the"):
            return fx.Fixed(value=1)
    if isinstance(node, ast.Pronoun):
        return fx.CountOf(what=pronoun(node, ctx))
    raise CannotLower(f"cannot tell how many from {type(node).__name__}", node)


CONTROLLERS: dict[str, Callable[[Lowering], fx.Reference]] = {
    "you": lambda ctx: fx.You(),
    "an opponent": lambda ctx: fx.EachOpponent(),
    "your opponents": lambda ctx: fx.EachOpponent(),
    "each opponent": lambda ctx: fx.EachOpponent(),
    "that opponent": lambda ctx: ctx.that_player(),
    "they": lambda ctx: ctx.subject if ctx.subject is not None and is_player(ctx.subject) else ctx.that_player(),
    "he": lambda ctx: ctx.that_player(),
    "she": lambda ctx: ctx.that_player(),
    "that player": lambda ctx: ctx.that_player(),
    "defending player": lambda ctx: fx.PlayerRole(role="defending"),
    "the defending player": lambda ctx: fx.PlayerRole(role="defending"),
    "target player": lambda ctx: ctx.refer(fx.Target(key=ctx.next_target_key(), what=fx.EachPlayer())),
    "target opponent": lambda ctx: ctx.refer(fx.Target(key=ctx.next_target_key(), what=fx.EachOpponent())),
    "its controller": lambda ctx: fx.ControllerOf(what=ctx.it()),
    "its owner": lambda ctx: fx.OwnerOf(what=ctx.it()),
    "each player": lambda ctx: fx.EachPlayer(),
    "a player": lambda ctx: fx.EachPlayer(),
    "the chosen player": lambda ctx: fx.PlayerRole(role="chosen"),
    "the active player": lambda ctx: fx.PlayerRole(role="active"),
    "your team": lambda ctx: fx.PlayerRole(role="your team"),
    "he or she": lambda ctx: ctx.that_player(),
    "that creature's controller": lambda ctx: fx.ControllerOf(what=ctx.it()),
}


def controller_phrase(node: Any, ctx: Lowering) -> fx.Reference:
    text = " ".join(lower_words(node))
    fn = CONTROLLERS.get(text)
    if fn is None:
        raise CannotLower(f"player phrase {text!r}", node)
    return fn(ctx)


# -- small readers ----------------------------------------------------------------------------
STATS = {
    "power": "power", "toughness": "toughness", "mana value": "mana_value", "converted mana cost": "mana_value",
    "loyalty": "loyalty", "total power": "total_power", "life total": "life_total",
}


def stat_name(word: str, node: Any) -> str:
    key = word.lower()
    if key not in STATS:
        raise CannotLower(f"stat {word!r}", node)
    return STATS[key]


COMPARISONS = {
    "or less": "<=", "or fewer": "<=", "or greater": ">=", "or more": ">=", "": "==",
    "less than": "<", "fewer than": "<", "greater than": ">", "more than": ">",
    "equal to": "==", "less than or equal to": "<=",
}


def comparison(node: ast.Comparison | None, ctx: Lowering) -> tuple[str, fx.Value]:
    if node is None:
        raise CannotLower("a stat without a comparison")
    words = list(node.words)
    value_node = next((w for w in words if not isinstance(w, str)), None)
    if value_node is None:
        raise CannotLower("a comparison without a value", node)
    text = " ".join(w.lower() for w in words if isinstance(w, str))
    if text not in COMPARISONS:
        raise CannotLower(f"comparison {text!r}", node)
    return COMPARISONS[text], ctx.value(value_node)


def counter_count(node: Any, ctx: Lowering) -> tuple[str | None, fx.Value]:
    kind = node.kind.name if node.kind is not None else None
    amount = node.amount
    if amount is None:
        return kind, fx.Fixed(value=1)
    if isinstance(amount, str):
        return kind, word_value(amount, node)
    return kind, ctx.value(amount)


def keyword_name(node: Any) -> str:
    name = getattr(node, "name", None)
    if not isinstance(name, str):
        raise CannotLower(f"keyword {type(node).__name__}", node)
    return name.lower()


DURATIONS = {
    "until end of turn": "end_of_turn",
    "this turn": "end_of_turn",
    "until your next turn": "your_next_turn",
    "until the end of your next turn": "end_of_your_next_turn",
    "until end of combat": "end_of_combat",
}


def duration(node: Any) -> str:
    text = " ".join(lower_words(node))
    if text not in DURATIONS:
        raise CannotLower(f"duration {text!r}", node)
    return DURATIONS[text]


def _flat(items: Any) -> EffectList:
    """Effects in order, with nested Sequences of the same level flattened."""
    out: list[fx.Effect] = []
    for item in items:
        if isinstance(item, tuple):
            out.extend(_flat(item))
        elif isinstance(item, fx.Sequence):
            out.extend(item.effects)
        else:
            out.append(item)
    return tuple(out)


# =================================================================================================
# The lowerings, by AST module.
# =================================================================================================

# -- abilities ------------------------------------------------------------------------------------
@lowers(ast.AbilityLine)
def _ability_line(node: ast.AbilityLine, ctx: Lowering) -> tuple[fx.Ability, ...]:
    if node.body is None:
        return (fx.ReminderOnly(),)
    if isinstance(node.body, (ast.KeywordLine, ast.KeywordLineSemicolon)):
        return _keyword_line(node.body, ctx)
    value = ctx.lower(node.body)
    if isinstance(value, tuple) and all(isinstance(v, (fx.Ability, fx.Unsupported)) for v in value):
        return value
    if isinstance(value, (fx.Ability, fx.Unsupported)):
        return (value,)
    return (ctx.unsupported(node.body, f"{type(node.body).__name__} is not an ability"),)


@lowers(ast.Labeled)
def _labeled(node: ast.Labeled, ctx: Lowering) -> fx.Ability | tuple[fx.Ability, ...]:
    inner = ctx.lower(node.ability)
    if isinstance(inner, tuple):
        # "Landfall — [sentences]" that are several abilities: the label goes on each
        return tuple(fx.Labeled(label=node.label, ability=a) for a in inner)
    return fx.Labeled(label=node.label, ability=inner)


def _modal_split(effects: EffectList) -> tuple[EffectList, fx.Modes | None]:
    """A body that is one "Choose one —" block goes in the ability's ``modes``."""
    if len(effects) == 1 and isinstance(effects[0], _ModalEffect):
        return (), effects[0].modes
    return effects, None


@attrs.frozen(kw_only=True)
class _ModalEffect(fx.Effect):
    """Internal: a "Choose one —" block while its ability is being built (never in output)."""

    modes: fx.Modes


@lowers(ast.SpellAbility)
def _spell_ability(node: ast.SpellAbility, ctx: Lowering) -> fx.Ability | tuple[fx.Ability, ...]:
    effects, modes = _modal_split(ctx.effects(node.body))
    if len(effects) == 1 and isinstance(effects[0], _WholeAbility) and modes is None:
        return effects[0].ability
    # "Cast this spell only during combat." is no instruction of the spell: a static ability
    # read as the spell is cast, wherever the card is (CR 601.3, 113.6)
    restrictions = tuple(e for e in effects if isinstance(e, fx.CastRestriction))
    if restrictions:
        effects = tuple(e for e in effects if not isinstance(e, fx.CastRestriction))
        rule = fx.StaticAbility(effects=restrictions, zone="any")
        if not effects and modes is None:
            return rule
        return (fx.SpellAbility(effects=_no_modal(effects, ctx), modes=modes), rule)
    return fx.SpellAbility(effects=_no_modal(effects, ctx), modes=modes)


def _no_modal(effects: EffectList, ctx: Lowering) -> EffectList:
    return tuple(ctx.unsupported(None, "a modal block among other instructions") if isinstance(e, _ModalEffect) else e for e in effects)


@lowers(ast.StaticAbility)
def _static_ability(node: ast.StaticAbility, ctx: Lowering) -> tuple[fx.Ability, ...]:
    """Sentences on a permanent (CR 604): continuous effects in one static ability; "enters
    tapped / with counters" sentences are replacement abilities of their own (CR 614.1c), and
    "As long as ..." sentences static abilities with a condition (CR 611.3a)."""
    ctx.static = True
    out: list[fx.Ability] = []
    plain: list[fx.Effect] = []

    def flush() -> None:
        if plain:
            out.append(fx.StaticAbility(effects=_no_modal(tuple(plain), ctx)))
            plain.clear()

    for effect in _fold_into_entering(ctx.effects(node.body)):
        if isinstance(effect, _EntersWith) or isinstance(effect, _WholeAbility):
            flush()
            out.append(effect.ability)
        elif isinstance(effect, fx.Conditional) and not effect.otherwise and len(effect.effects) == 1 and isinstance(effect.effects[0], _EntersWith):
            flush()
            out.append(attrs.evolve(effect.effects[0].ability, condition=cast(fx.Condition, effect.condition)))
        elif isinstance(effect, fx.Unless) and len(effect.effects) == 1 and isinstance(effect.effects[0], _EntersWith):
            # "This land enters tapped unless you control a Plains.": the replacement applies
            # when the condition does not hold as it enters (CR 614.1c, 614.12)
            flush()
            out.append(attrs.evolve(effect.effects[0].ability, condition=fx.NotCondition(condition=effect.condition)))
        elif isinstance(effect, fx.Conditional) and not effect.otherwise and effect.effects and (
            all(isinstance(e, fx.ModifyCost) for e in effect.effects) or all(isinstance(e, fx.PlayPermission) for e in effect.effects)
        ):
            # "This spell costs {2} less to cast if ...", "You may cast the top card of your
            # library if it's a creature card.": a cost change or a permission that applies
            # while the condition holds (CR 601.2f), like "as long as" (CR 611.3a)
            flush()
            out.append(fx.StaticAbility(effects=effect.effects, condition=cast(fx.Condition, effect.condition)))
        elif isinstance(effect, _WhileCondition):
            flush()
            out.append(fx.StaticAbility(effects=_no_modal(effect.effects, ctx), condition=effect.condition))
        else:
            plain.append(effect)
    flush()
    return tuple(out)


@attrs.frozen(kw_only=True)
class _EntersWith(fx.Effect):
    """Internal: "this creature enters with ..." while its ability is being built."""

    ability: fx.EntersWith


def _fold_into_entering(effects: EffectList) -> EffectList:
    """"As this land enters, you may reveal a Forest card from your hand. If you don't, this
    land enters tapped.": what follows an "As ... enters" sentence and depends on it (an "If you
    do/don't", or another way it enters) happens as the permanent enters too (CR 614.12)."""
    out: list[fx.Effect] = []
    for effect in effects:
        last = out[-1] if out else None
        if (
            isinstance(last, _EntersWith)
            and last.ability.effects
            and (isinstance(effect, fx.IfDid) or any(isinstance(e, _EntersWith) for e in _walk((effect,))))
        ):
            folded = (*last.ability.effects, _entering_instruction(effect))
            out[-1] = _EntersWith(ability=attrs.evolve(last.ability, effects=folded))
        else:
            out.append(effect)
    return tuple(out)


def _entering_instruction(value: Any) -> Any:
    """An "enters tapped / with counters" inside the instructions of an "As ... enters"
    replacement: it is put onto the battlefield tapped / with the counters (CR 614.1c)."""
    if isinstance(value, _EntersWith):
        entering = value.ability
        steps: list[fx.Effect] = []
        if entering.counter is not None:
            steps.append(fx.PutCounters(what=fx.This(), counter=entering.counter, amount=entering.amount or fx.Fixed(value=1)))
        if entering.tapped:
            steps.append(fx.Tap(what=fx.This()))
        body = (*steps, *entering.effects)
        effect: fx.Effect = body[0] if len(body) == 1 else fx.Sequence(effects=body)
        return fx.Conditional(condition=entering.condition, effects=body) if entering.condition is not None else effect
    if isinstance(value, tuple):
        return tuple(_entering_instruction(v) for v in value)
    if isinstance(value, fx.Element):
        changes = {}
        for field in attrs.fields(type(value)):
            old = getattr(value, field.name)
            new = _entering_instruction(old)
            if new is not old:
                changes[field.name] = new
        return attrs.evolve(value, **changes) if changes else value
    return value


@attrs.frozen(kw_only=True)
class _WholeAbility(fx.Effect):
    """Internal: a sentence that is a whole ability of its own ("As an additional cost to cast
    this spell, sacrifice a creature.") while its ability line is being built."""

    ability: fx.Ability


@attrs.frozen(kw_only=True)
class _WhileCondition(fx.Effect):
    """Internal: "As long as [condition], [effects]" while its static ability is being built."""

    condition: fx.Condition
    effects: EffectList


@lowers(ast.Statements)
def _statements(node: ast.Statements, ctx: Lowering) -> EffectList:
    return sentences(node.sentences, ctx)


def sentences(items: tuple[Node, ...], ctx: Lowering) -> EffectList:
    """Sentences in order (CR 608.2c). "If you do" follows the choice before it; "Otherwise"
    attaches to the "If" before it."""
    steps: list[fx.Effect] = []
    for sentence in items:
        if isinstance(sentence, ast.ReflexiveTrigger) and not sentence.negated and steps and isinstance(steps[-1], fx.OptionalAttackCost):
            # "You may exert this creature as it attacks. When you do, ...": the reflexive
            # ability is linked to the optional cost to attack (CR 701.43d, 607.2h)
            steps[-1] = attrs.evolve(steps[-1], then=_created_ability_effects(sentence.effects, ctx))
            continue
        if isinstance(sentence, ast.OtherwiseSentence) and steps and isinstance(steps[-1], fx.Conditional):
            steps[-1] = attrs.evolve(steps[-1], otherwise=ctx.effects(sentence.chain))
            continue
        if isinstance(sentence, ast.OtherwiseSentence) and steps and isinstance(steps[-1], (fx.May, fx.IfDid)):
            # "You may X. Otherwise, Y": Y if the choice was not taken (CR 608.2c)
            negate = not steps[-1].negate if isinstance(steps[-1], fx.IfDid) else True
            steps.append(fx.IfDid(effects=ctx.effects(sentence.chain), negate=negate))
            continue
        for effect in ctx.effects(sentence):
            kept = _attach_to_previous(effect, steps)
            if kept is not None:
                steps.append(kept)
    return _flat(steps)


def _with_new_targets(effect: Any) -> Any:
    """The effect with its (last) Copy allowed new targets, looking inside "if you do" and
    "may"; None when it copies nothing."""
    if isinstance(effect, fx.Copy):
        return attrs.evolve(effect, new_targets=True)
    if isinstance(effect, (fx.May, fx.IfDid, fx.Conditional)):
        inner = list(effect.effects)
        for i in range(len(inner) - 1, -1, -1):
            changed = _with_new_targets(inner[i])
            if changed is not None:
                inner[i] = changed
                return attrs.evolve(effect, effects=tuple(inner))
    return None


def _attach_to_previous(effect: fx.Effect, steps: list[Any]) -> Any:
    """"You may choose new targets for the copy." and "It's still a land." change the
    instruction before them; they are not instructions of their own (None: merged)."""
    marker = effect
    if isinstance(effect, fx.May) and len(effect.effects) == 1 and isinstance(effect.effects[0], _NewTargets):
        marker = effect.effects[0]
    if isinstance(marker, _NewTargets):
        for i in range(len(steps) - 1, -1, -1):
            changed = _with_new_targets(steps[i])
            if changed is not None:
                steps[i] = changed  # CR 707.10c: the copier may choose new targets
                return None
        return fx.Unsupported(reason="new targets for a copy made by another instruction", node="ChooseNewTargets")
    if isinstance(marker, _StillType):
        for i in range(len(steps) - 1, -1, -1):
            if isinstance(steps[i], fx.Becomes):
                steps[i] = attrs.evolve(steps[i], keeps=(*steps[i].keeps, *marker.types))
                return None
        return fx.Unsupported(reason="\"it's still\" without a \"becomes\" before it", node="StillSentence")
    return effect


@lowers(ast.Activated)
def _activated(node: ast.Activated, ctx: Lowering) -> fx.Ability:
    costs = tuple(ctx.cost(c) for c in node.costs)
    effects, modes = _modal_split(sentences(node.effects, ctx))
    sorcery, once, restrictions, conditions = _restrictions(node.restrictions, ctx)
    # "This ability costs {1} less to activate ...": a change to its own cost, not an instruction
    cost_changes = tuple(e for e in effects if _changes_own_activation_cost(e))
    effects = tuple(e for e in effects if not _changes_own_activation_cost(e))
    mana = _is_mana_ability(effects)
    return fx.ActivatedAbility(
        costs=costs, effects=_no_modal(effects, ctx), modes=modes, sorcery_speed=sorcery,
        once_per_turn=once, restrictions=restrictions, conditions=conditions, mana_ability=mana, cost_changes=cost_changes,
        zone=_functioning_zone(node, ctx), any_player=any(r.any_player for r in node.restrictions or () if isinstance(r, ast.Restriction)),
    )


def _shared_zone(permissions: tuple[Any, ...]) -> EffectList:
    """Permissions joined by "and" whose objects have no zone of their own ("lands", read as on
    the battlefield, where nothing is played from) take the zone of the last one that has one."""
    zoned = [p.what for p in permissions if isinstance(p.what, fx.Filter) and p.what.zone != "battlefield"]
    if not zoned:
        return permissions
    last = zoned[-1]
    return tuple(
        attrs.evolve(p, what=attrs.evolve(p.what, zone=last.zone, zone_owner=last.zone_owner, states=(*p.what.states, *(s for s in last.states if s == fx.TOP_OF_LIBRARY))))
        if isinstance(p.what, fx.Filter) and p.what.zone == "battlefield" else p
        for p in permissions
    )


SELF_NOUNS = frozenset({"card", "creature", "permanent", "artifact", "enchantment", "land", "planeswalker", "battle", "spell"})


def _is_self(np: Any) -> bool:
    """"this card", "this creature", "~"."""
    if isinstance(np, ast.SelfRef):
        return True
    return (
        isinstance(np, ast.ObjectNp) and np.determiner is not None and np.determiner.lower_words() == ("this",)
        and np.descriptor is not None and np.descriptor.head.lower() in SELF_NOUNS
    )


def _self_origin(np: Any) -> Any:
    """The zone node of "this card from your graveyard", or of "this card and two other cards
    named ~ from your graveyard" (the zone phrase closes the whole list); else None."""
    if isinstance(np, ast.NpAnd) and _is_self(np.left) and isinstance(np.right, ast.ObjectNp):
        if isinstance(np.left, ast.ObjectNp) and np.left.qualifiers:
            return _self_origin(np.left)
        np = np.right
        froms = [q for q in np.qualifiers or () if isinstance(q, ast.InZone) and q.preposition == "from"]
        return froms[-1].zone if froms else None
    if _is_self(np) and isinstance(np, ast.ObjectNp):
        froms = [q for q in np.qualifiers or () if isinstance(q, ast.InZone) and q.preposition == "from"]
        return froms[-1].zone if froms else None
    return None


def _ast_walk(value: Any) -> list[Node]:
    """The AST nodes under ``value``, parent before children, not descending into quoted
    (granted) abilities. One list filled by plain recursion that skips the words (strings) of
    the phrases, rather than nested generators over every field."""
    return _collect_nodes(value, [])


_ABILITY_NODES = (ast.Activated, ast.Triggered, ast.StaticAbility, ast.QuotedAbility)


def _collect_nodes(value: Any, out: list[Node]) -> list[Node]:
    if isinstance(value, Node):
        out.append(value)
        if isinstance(value, _ABILITY_NODES):
            return out
        for child in _node_children(type(value))(value):  # type: ignore[arg-type]  # classes hash (mypy reads attrs' __hash__ as the instances')
            if isinstance(child, Node) or (isinstance(child, tuple) and child):
                _collect_nodes(child, out)
    elif isinstance(value, tuple):
        for item in value:
            if isinstance(item, Node) or (isinstance(item, tuple) and item):
                _collect_nodes(item, out)
    return out


def _functioning_zone(node: ast.Activated | ast.Triggered, ctx: Lowering) -> str:
    """CR 113.6m: an ability whose cost or effect moves the object it's on out of a particular
    zone functions only in that zone ("Exile this card from your graveyard: ...", "Return this
    card from your graveyard to the battlefield", "At the beginning of your upkeep, you may
    return this card from your graveyard to your hand"); CR 113.6j: a cost that discards the
    object itself can be paid only from the hand."""
    costs = node.costs if isinstance(node, ast.Activated) else ()
    for cost in costs:
        if isinstance(cost, ast.DiscardCost) and _is_self(cost.what):
            return "hand"
    if not _may_say_from(node, ctx):
        return "battlefield"
    candidates: list[Any] = []
    for n in _ast_walk((*costs, *node.effects)):
        what = getattr(n, "what", None)
        if what is not None and not isinstance(n, ast.Search):  # "search for a card": not moved
            candidates.append(what)
    for what in candidates:
        origin = _self_origin(what)
        if origin is None:
            continue
        try:
            zone = zone_of(origin, ctx)
        except CannotLower:
            continue
        if zone.kind in ("graveyard", "hand", "exile", "library"):
            return zone.kind
    return "battlefield"


def _may_say_from(node: Node, ctx: Lowering) -> bool:
    """Can the ability's text hold "this card from <zone>"? Not without the word "from": a
    quick test of its text (spans index ``ctx.text``) that spares most abilities the walk of
    their nodes. True when the span or the text is not known."""
    span = node.span
    if span is None or not ctx.text or not 0 <= span.start <= span.end <= len(ctx.text):
        return True
    return "from" in ctx.text[span.start : span.end].lower()


def _changes_own_activation_cost(effect: fx.Effect) -> bool:
    """"This ability costs {1} less to activate [if ...]": a ModifyCost of this ability, or a
    Conditional holding only such changes."""
    if isinstance(effect, fx.Conditional) and not effect.otherwise:
        return bool(effect.effects) and all(_changes_own_activation_cost(e) for e in effect.effects)
    return isinstance(effect, fx.ModifyCost) and effect.action == "activate" and isinstance(effect.spells, fx.This)


def _walk(value: Any) -> list[fx.Element]:
    """Every element of an effect tree (inside elements and tuples), parent before children, in
    field order. It runs several times for every compiled ability: one list, filled by plain
    recursion over the children that can hold elements (nested generators cost more)."""
    return _collect_elements(value, [])


def _collect_elements(value: Any, out: list[fx.Element]) -> list[fx.Element]:
    # An element's class finds the fields to read in one dictionary look-up (_CHILDREN_OF);
    # only fields whose type may hold an element are read, all at once (_element_children).
    children = _CHILDREN_OF.get(type(value))
    if children is not None:
        out.append(value)
        for child in children(value):
            if type(child) is tuple:  # a tuple of elements: its items, without a call for it
                for item in child:
                    _collect_elements(item, out)
            elif child is not None:
                _collect_elements(child, out)
    elif isinstance(value, tuple):
        for item in value:
            _collect_elements(item, out)
    elif isinstance(value, fx.Element):
        _CHILDREN_OF[type(value)] = _element_children(type(value))  # type: ignore[arg-type]  # as in _collect_nodes
        _collect_elements(value, out)
    return out


#: element class -> the function reading its fields that may hold elements
_CHILDREN_OF: dict[type, Callable[[Any], tuple[Any, ...]]] = {}


@functools.cache
def _node_children(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    """The fields of an AST class that may hold nodes: all but the span (a tuple of offsets,
    which the walk would otherwise descend into for every node)."""
    return _getter(tuple(field.name for field in attrs.fields(cls) if field.name != "span"))


#: field types that never hold an element: the walk skips such fields. The JSON writer relies
#: on the same annotations (cattrs copies a ``str`` field as it is, which an element would fail).
_SCALAR_TYPE = re.compile(r"(?:str|int|bool|None|tuple|\.\.\.|[\[\],|\s])+")


@functools.cache
def _element_children(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    """The fields of an effect-model class that may hold elements, in order: a Filter has some
    thirty fields, most of them strings, flags and tuples of words."""
    return _getter(tuple(
        field.name for field in attrs.fields(cls)
        if not (isinstance(field.type, str) and _SCALAR_TYPE.fullmatch(field.type)) and field.type not in (str, int, bool)
    ))


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving the values of the named attributes, in order, as a tuple."""
    if len(names) >= 2:
        return operator.attrgetter(*names)
    if names:
        get_one = operator.attrgetter(names[0])
        return lambda value: (get_one(value),)
    return lambda value: ()


def _is_mana_ability(effects: EffectList) -> bool:
    """CR 605.1a: could add mana, has no target, is not a loyalty ability."""
    nodes = list(_walk(effects))
    return any(isinstance(e, fx.AddMana) for e in nodes) and not any(isinstance(e, fx.Target) for e in nodes)


def _restrictions(items: tuple[Any, ...] | None, ctx: Lowering) -> tuple[bool, bool, tuple[str, ...], tuple[fx.Condition, ...]]:
    """"Activate only as a sorcery." (CR 602.5d), "only once each turn", "only if [condition]"
    (CR 602.5b), and the other timings as written ("during your upkeep")."""
    sorcery = once = False
    rest: list[str] = []
    conditions: list[fx.Condition] = []
    for item in items or ():
        for part in item.timings:
            if part == "as a sorcery":
                sorcery = True
            elif part == "once each turn":
                once = True
            elif part:
                rest.append(part)
        conditions += [ctx.condition(c) for c in item.conditions]
    return sorcery, once, tuple(rest), tuple(conditions)


@lowers(ast.Triggered)
def _triggered(node: ast.Triggered, ctx: Lowering) -> fx.Ability:
    trigger = ctx.trigger(node.trigger)
    condition = ctx.condition(node.condition) if node.condition is not None else None
    limits = [s for s in node.effects if isinstance(s, ast.TriggerLimit)]
    body = tuple(s for s in node.effects if not isinstance(s, ast.TriggerLimit))
    effects, modes = _modal_split(sentences(body, ctx))
    zone = _trigger_zone(trigger)
    if zone == "battlefield" and not _moves_this(trigger):
        # CR 113.6m, unless the trigger condition puts the object into that zone ("When this
        # creature dies, return this card from your graveyard ...": it looks back, CR 603.10a)
        zone = _functioning_zone(node, ctx)
    ability = fx.TriggeredAbility(trigger=trigger, effects=_no_modal(effects, ctx), modes=modes, condition=condition, zone=zone)
    if limits:
        ability = attrs.evolve(ability, max_per_turn=limits[0].times)  # "This ability triggers only once each turn."
    return ability


def _moves_this(trigger: Any) -> bool:
    """Whether a trigger event is this object changing zones (dies, leaves, is put into a zone)."""
    parts = trigger.triggers if isinstance(trigger, fx.AnyTrigger) else (trigger,)
    return any(
        isinstance(t, fx.Trigger) and isinstance(t.what, fx.This) and (t.event in ("dies", "leaves", "enters") or t.event.startswith("put_into_"))
        for t in parts
    )


def _trigger_zone(trigger: Any) -> str:
    """CR 113.6k: a trigger condition that can't trigger from the battlefield functions in the
    zone it can trigger from: "When ~ is put into a graveyard from anywhere" is checked with the
    card in the graveyard (CR 603.6c: it is never a leaves-the-battlefield ability)."""
    if isinstance(trigger, fx.Trigger) and isinstance(trigger.what, fx.This) and trigger.from_zone != "battlefield":
        kind = trigger.event.removeprefix("put_into_")
        if trigger.event.startswith("put_into_") and kind in ("graveyard", "hand", "library", "exile"):
            return kind
    return "battlefield"


@lowers(ast.InterveningIf)
def _intervening_if(node: ast.InterveningIf, ctx: Lowering) -> fx.Condition:
    """CR 603.4: checked when the event happens and again on resolution."""
    return ctx.condition(node.condition)


@lowers(ast.Loyalty)
def _loyalty(node: ast.Loyalty, ctx: Lowering) -> fx.Ability:
    """CR 606.3-4: a loyalty ability, activated as a sorcery once each turn; its cost adds or
    removes loyalty counters."""
    inner = node.cost.strip("[]").replace("\u2212", "-")
    cost: fx.Cost
    if inner.lstrip("+-") == "X":
        amount: fx.Value = fx.Variable(name="X")
        cost = fx.RemoveCountersCost(counter="loyalty", amount=amount) if inner.startswith("-") else _AddLoyalty(amount)
    else:
        n = int(inner)
        cost = fx.RemoveCountersCost(counter="loyalty", amount=fx.Fixed(value=-n)) if n < 0 else _AddLoyalty(fx.Fixed(value=n))
    effects, modes = _modal_split(sentences(node.effects, ctx))
    _, _, restrictions, conditions = _restrictions(node.restrictions, ctx)
    return fx.ActivatedAbility(
        costs=(cost,), effects=_no_modal(effects, ctx), modes=modes, sorcery_speed=True,
        once_per_turn=True, loyalty=True, restrictions=restrictions, conditions=conditions,
    )


def _AddLoyalty(amount: fx.Value) -> fx.Cost:
    return fx.PutCountersCost(counter="loyalty", amount=amount, what=fx.This())


@lowers(ast.Chapter)
def _chapter(node: ast.Chapter, ctx: Lowering) -> fx.Ability:
    """CR 714.2b: triggers when the number of lore counters becomes one of the chapters."""
    return fx.ChapterAbility(chapters=node.numbers.values, effects=_no_modal(sentences(node.effects, ctx), ctx))  # type: ignore[attr-defined]  # ChapterNumbers


@lowers(ast.ChapterTrigger)
def _chapter_trigger(node: ast.ChapterTrigger, ctx: Lowering) -> fx.Ability:
    """"III — Whenever you cast a spell this turn, ...": the chapter ability (CR 714.2b) creates
    a delayed triggered ability that triggers each time its event happens this turn (CR
    603.7c)."""
    ability = ctx.lower(node.ability)
    if not isinstance(ability, fx.TriggeredAbility):
        raise CannotLower("a chapter whose ability is not a triggered ability", node.ability)
    if ability.condition is not None or ability.modes is not None or ability.max_per_turn is not None:
        raise CannotLower("a chapter's delayed triggered ability with an intervening if, modes or a limit", node.ability)
    delayed = fx.DelayedTrigger(trigger=ability.trigger, effects=ability.effects, duration="end_of_turn")
    return fx.ChapterAbility(chapters=node.numbers.values, effects=(delayed,))  # type: ignore[attr-defined]  # ChapterNumbers


@lowers(ast.LevelRange, ast.LevelFrom)
def _level_header(node: Any, ctx: Lowering) -> fx.Ability:
    """CR 711.2: "LEVEL N1-N2" / "LEVEL N3+"."""
    minimum, maximum = node.levels
    return fx.LevelBlock(minimum=minimum, maximum=maximum)


@lowers(ast.PtLine)
def _pt_line(node: ast.PtLine, ctx: Lowering) -> fx.Ability:
    power, _, toughness = node.pt.partition("/")
    return fx.LevelBlock(power=power, toughness=toughness)


@lowers(ast.ClassLevel)
def _class_level(node: ast.ClassLevel, ctx: Lowering) -> fx.Ability:
    level = ctx.value(node.level)
    if not isinstance(level, fx.Fixed):
        return ctx.unsupported(node, "a class level that is not a number")
    return fx.ClassLevel(level=level.value, costs=tuple(ctx.cost(c) for c in node.costs))


LOWERINGS[ast.CaseToSolve] = unsupported("a Case's \"To solve\" condition (CR 719.3) is not lowered yet")


@lowers(ast.KeywordAbility)
def _keyword_ability(node: ast.KeywordAbility, ctx: Lowering) -> fx.Ability:
    """"Solved — [ability]" (CR 719.4, 702.169); the other keywords written with a dash (boast,
    exhaust, max speed, forecast, visit, ∞) are not lowered yet."""
    entry = node.keyword
    if entry is not None and entry.name == "Solved":
        return fx.CaseAbility(solved=ctx.ability(node.ability))
    # "Max speed — [ability]" (702.178a), "Boast — [cost]: [effect]" (702.142a), "Exhaust — ..."
    # (702.177a): the ability, gated by the keyword's rule, which the runtime applies by name
    if isinstance(node.ability, ast.Statements):
        inner: Any = fx.StaticAbility(effects=_no_modal(ctx.effects(node.ability), ctx))
    else:
        inner = ctx.lower(node.ability)
    if isinstance(inner, tuple):
        inner = inner[0] if len(inner) == 1 else ctx.unsupported(node, "several abilities after a keyword")
    name = node.name.lower()
    return fx.Keyword(name=name, rule=fx.rule_of(name) or (entry.rule if entry else ""), definition=(inner,))


#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]
for _cls, _reason in (
    (ast.Spree, "spree modes with additional costs (CR 702.172) are not lowered yet"),
    (ast.Tiered, "tiered modes with additional costs (CR 702.183) are not lowered yet"),
    (ast.ResultRange, "die-result tables (CR 706.2) are not lowered yet"),
    (ast.ResultExact, "die-result tables (CR 706.2) are not lowered yet"),
    (ast.ModalWithRider, "a modal spell whose mode count a rider sentence changes (CR 700.2) is not lowered yet"),
    (ast.ChooseModes, "choosing modes again or both (CR 700.2d) is not lowered yet"),
    (ast.Companion, "companion conditions on the starting deck (CR 702.139) are checked outside the game, not lowered"),
    (ast.KeywordRestricted, "a keyword ability with activation instructions (CR 602.5) is not lowered yet"),
    (ast.KeywordCostEither, "kicker with two costs (CR 702.33d) is not lowered yet"),
    (ast.SpliceCostText, "splice with a non-mana cost (CR 702.47) is not lowered yet"),
    (ast.CumulativeUpkeepEither, "cumulative upkeep with a choice of costs (CR 702.24) is not lowered yet"),
    (ast.Gift, "gift (CR 702.174) is not lowered yet"),
    (ast.KeywordActionCost, "waterbend (CR 701.67) is not lowered yet"),
    (ast.Meld, "meld (CR 701.42) is not lowered yet"),
    (ast.Behold, "behold (CR 701.4) is not lowered yet"),
    (ast.ExchangeControl, "exchange of control (CR 701.12) is not lowered yet"),
    (ast.SetInMotion, "set in motion (CR 701.32) is an Archenemy action, not lowered"),
    (ast.Vote, "voting (CR 701.38) is not lowered yet"),
    (ast.VillainousChoice, "villainous choices (CR 701.55) are not lowered yet"),
):
    LOWERINGS[_cls] = unsupported(_reason)
@lowers(ast.Threshold)
def _threshold(node: ast.Threshold, ctx: Lowering) -> fx.Ability | tuple[fx.Ability, ...]:
    """"8+ | Flying": a station symbol (CR 721.2a) means "As long as this permanent has N or
    more charge counters on it, it has [abilities]." A die-result row "N+ | [instructions]" (CR
    706.3a) is written the same way: a row of abilities (keywords, triggered, activated) is a
    station threshold; a row of instructions is left unsupported, as the line alone does not
    tell which it is."""
    body = node.ability
    if isinstance(body, (ast.KeywordLine, ast.KeywordLineSemicolon)):
        inner: Any = _keyword_line(body, ctx)
    elif isinstance(body, (ast.Triggered, ast.Activated)):
        inner = ctx.lower(body)
    else:
        return ctx.unsupported(node, "a threshold row of instructions (a station ability or a die result, CR 721.2a, 706.3a)")
    abilities = inner if isinstance(inner, tuple) else (inner,)
    if any(isinstance(a, fx.Unsupported) for a in abilities):
        return tuple(a for a in abilities if isinstance(a, fx.Unsupported))
    charge = fx.StatOf(what=fx.This(), stat="counters:charge")
    return fx.StaticAbility(
        effects=(fx.GrantAbilities(what=fx.This(), abilities=abilities, duration=None),),
        condition=fx.Compare(left=charge, op=">=", right=fx.Fixed(value=int(node.low))),
    )


for _cls, _parent in (
    (ast.SpreeMode, "Spree"),
    (ast.PartnerKind, "PartnerVariant"),
    (ast.GiftObject, "Gift"),
    (ast.DeckCondition, "Companion"),
    (ast.ModeChoice, "ChooseModes"),
    (ast.LabeledMode, "Modal"),
):
    LOWERINGS[_cls] = part_of(_parent)


# -- sentences ------------------------------------------------------------------------------------
@lowers(ast.Sentence, ast.ThenSentence)
def _sentence(node: Any, ctx: Lowering) -> EffectList:
    return ctx.effects(node.chain)


@lowers(ast.OtherwiseSentence)
def _otherwise(node: ast.OtherwiseSentence, ctx: Lowering) -> fx.Effect:
    return ctx.unsupported(node, "\"Otherwise\" without an \"If\" sentence before it")


@lowers(ast.IfSentence)
def _if_sentence(node: ast.IfSentence, ctx: Lowering) -> fx.Effect:
    cond = node.condition
    if isinstance(cond, REPLACEMENT_EVENTS):
        # "If a creature would die, exile it instead." (CR 614.1a)
        return _replacement_sentence(cond, node.chain, ctx)
    if isinstance(cond, DID_CONDITIONS):
        return fx.IfDid(effects=ctx.effects(node.chain), negate=did_negated(cond))
    if isinstance(cond, ast.PredicateNotCondition) and isinstance(ctx.objects(cond.subject, role="reference"), fx.You):
        # "You may cast it. If you don't cast it, ...": "don't" refers back to the choice (CR 608.2c)
        return fx.IfDid(effects=ctx.effects(node.chain), negate=True)
    condition = ctx.condition(cond)
    return fx.Conditional(condition=condition, effects=ctx.effects(node.chain))


@lowers(ast.DurationSentence)
def _duration_sentence(node: ast.DurationSentence, ctx: Lowering) -> EffectList:
    with ctx.scope(duration=duration(node.duration)):
        return ctx.effects(node.chain)


@lowers(ast.AsLongAsSentence)
def _as_long_as(node: ast.AsLongAsSentence, ctx: Lowering) -> fx.Effect:
    """CR 611.3a: a static ability's effect while a condition holds."""
    condition = ctx.condition(node.condition)
    effects = ctx.effects(node.chain)
    if condition == _PAIRED_TEST:
        effects = tuple(_to_both_paired(e) for e in effects)
    return _WhileCondition(condition=condition, effects=effects)


#: soulbond's "as long as ~ is paired with another creature" (CR 702.95b)
_PAIRED_TEST = fx.Is(what=fx.This(), test=fx.Filter(states=("paired",)))


def _to_both_paired(effect: Any) -> Any:
    """"As long as ~ is paired with another creature, both creatures have double strike" / "each
    of those creatures gets +4/+4": "both" and "those" are this creature and the one it is
    paired with (CR 702.95b); the noun phrase alone reads as this creature."""
    if isinstance(getattr(effect, "what", None), fx.This):
        return attrs.evolve(effect, what=fx.Union(parts=(fx.This(), fx.PairedWith())))
    return effect


@lowers(ast.ClauseChain)
def _clause_chain(node: ast.ClauseChain, ctx: Lowering) -> EffectList:
    """Clauses in order; one without a subject may share the subject of the clause before it
    ("each opponent sacrifices a creature, then discards a card")."""
    out = []
    with ctx.scope(last_subject=None):
        for clause in node.clauses:
            shares = getattr(clause, "subject", None) is None and node.subject_of(clause) is not None
            with ctx.scope(shared_subject=ctx.last_subject if shares else None):
                out.append(ctx.effects(clause))
    return _flat(out)


LOWERINGS[ast.ChainSep] = part_of("ClauseChain")


@lowers(ast.Clause)
def _clause(node: ast.Clause, ctx: Lowering) -> EffectList:
    predicates = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    if [type(p) for p in predicates if isinstance(p, Node)] == [ast.SpendMana]:
        return (_spend_mana_as_though(node, ctx),)
    if [type(t) for t in node.tails or ()] == [ast.OnEachOfYourTurns]:
        return (_additional_land_plays(node, ctx),)
    if [type(t) for t in node.tails or ()] == [ast.AsItAttacks]:
        return (_optional_attack_cost(node, ctx),)
    alternative = next((t for t in node.tails or () if isinstance(t, ast.RatherThanPay)), None)
    if alternative is not None:
        return (_alternative_cost(node, alternative, ctx),) if len(node.tails or ()) == 1 else (ctx.unsupported(node, "an alternative cost with other conditions"),)
    if node.subject is not None:
        subject = ctx.objects(node.subject, role="subject")
        ctx.last_subject = subject
    else:
        subject = ctx.shared_subject
    tails = list(node.tails or ())
    dur = ctx.duration
    multiplier: fx.Value | None = None
    for tail in tails:
        if isinstance(tail, ast.Duration):
            dur = duration(tail)
        elif isinstance(tail, ast.ForEach):
            multiplier = fx.CountOf(what=ctx.objects(tail.what, role="event"))
        elif isinstance(tail, ast.ForEachQualityAmong):
            multiplier = fx.CountDistinct(what=ctx.objects(tail.among, role="event"), characteristic=tail.characteristic)
        elif isinstance(tail, ast.ForEachCounter):
            multiplier = for_each_counter(tail, ctx)
        elif isinstance(tail, ast.ForEachCounterHeld):
            multiplier = for_each_counter_held(tail, ctx)
        elif isinstance(tail, ast.ForEachLifeChanged):
            multiplier = _life_changed(tail, ctx)
        elif isinstance(tail, ast.ForEachOfColors):
            multiplier = fx.CountDistinct(what=_possessed(tail.owner, subject, ctx), characteristic="colors")  # CR 105.2
    preds = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    with ctx.scope(subject=subject, duration=dur, multiplier=multiplier):
        effects = _flat(ctx.effects(p) for p in preds if isinstance(p, Node))
    duration_tail = next((t for t in tails if isinstance(t, ast.Duration)), None)
    lasting = [t for t in tails if isinstance(t, (ast.Duration, ast.ForAsLongAs))]
    if node.may and len(tails) == 1 and tails == lasting and len(effects) == 1 and isinstance(effects[0], fx.Cast) and not effects[0].without_paying:
        # "you may cast it this turn", "you may cast that card for as long as it remains exiled":
        # a permission for that time (CR 601.3, 611.2b), not a cast now
        effects = (fx.PlayPermission(what=effects[0].what, player=effects[0].player, duration=dur, action="cast"),)
    if node.may and all(isinstance(e, fx.PlayPermission) for e in effects):
        # "you may play ...": a permission, not an optional instruction; in "play lands and cast
        # spells from the top of your library" the zone said last is where each is played from
        effects = _shared_zone(effects)
    elif node.may:
        player = subject if subject is not None and is_player(subject) else fx.You()
        entering = effects[0].ability if len(effects) == 1 and isinstance(effects[0], _EntersWith) else None
        if len(effects) == 1 and isinstance(effects[0], fx.Cast):
            effects = (attrs.evolve(effects[0], optional=True),)
        elif entering is not None and entering.effects and not entering.tapped and entering.counter is None:
            # "You may have this creature enter as a copy of ...": the choice is made as it
            # enters (CR 614.12), inside the replacement
            effects = (_EntersWith(ability=attrs.evolve(entering, effects=(fx.May(effects=entering.effects, player=player),))),)
        else:
            effects = (fx.May(effects=effects, player=player),)
    elif len(effects) == 1 and isinstance(effects[0], fx.Cast):
        effects = (attrs.evolve(effects[0], optional=False),)
    for tail in tails:
        if isinstance(tail, ast.Unless):
            effects = (fx.Unless(effects=effects, condition=ctx.condition(tail.condition)),)
        elif isinstance(tail, ast.IfTail):
            effects = (fx.Conditional(condition=ctx.condition(tail.condition), effects=effects),)
        elif isinstance(tail, ast.Instead):
            effects = (fx.Instead(effects=effects),)
        elif isinstance(tail, ast.AsLongAsTail):
            effects = (_WhileCondition(condition=ctx.condition(tail.condition), effects=effects),)
        elif isinstance(tail, ast.WhereX):
            effects = where_x(effects, tail, ctx)
        elif isinstance(tail, (ast.AtStep, ast.AtEndOfCombat)):
            effects = (fx.DelayedTrigger(trigger=delayed_step(tail, ctx), effects=effects),)
        elif isinstance(tail, ast.UntilFound):
            effects = (reveal_until(preds, tail, ctx),)
        elif isinstance(tail, ast.UntilLeaves):
            effects = _until_leaves(effects, tail, ctx)
        elif isinstance(tail, ast.ForAsLongAs):
            effects = (fx.ForAsLongAs(condition=ctx.condition(tail.condition), effects=effects),)
        elif not isinstance(tail, (ast.ForEach, ast.ForEachQualityAmong, ast.ForEachCounter, ast.ForEachOfColors, ast.ForEachLifeChanged, ast.ForEachCounterHeld, ast.Duration, ast.UntilLeaves)):
            lowered = _static_tail(tail, effects, ctx)
            if lowered is not None and duration_tail is not None:
                # "You may cast spells this turn as though they had flash": for the turn
                lowered = tuple(attrs.evolve(e, duration=dur) if isinstance(e, fx.AsThough) else e for e in lowered)
            effects = lowered if lowered is not None else (*effects, ctx.unsupported(tail, f"clause tail {type(tail).__name__}"))
    if duration_tail is not None and effects and not any(getattr(e, "duration", None) == dur or isinstance(e, fx.Unsupported) for e in _walk(effects)):
        # "exile target creature until end of turn": no instruction here lasts, so the duration
        # would be lost (CR 611.2a: only continuous effects have one)
        effects = (*effects, ctx.unsupported(duration_tail, "a duration on instructions that do not last"))
    return effects


for _cls in (ast.PredicateList, ast.ForEach, ast.Unless, ast.IfTail, ast.Instead, ast.Duration, ast.AsLongAsTail, ast.WhereX, ast.UntilFound, ast.AtStep, ast.AtEndOfCombat):
    LOWERINGS[_cls] = part_of("Clause")


def delayed_step(tail: Any, ctx: Lowering) -> Any:
    """"at the beginning of the next end step", "at end of combat": when a delayed triggered
    ability created by the clause triggers (CR 603.7)."""
    if isinstance(tail, ast.AtEndOfCombat):
        return fx.StepTrigger(step="end_of_combat")  # CR 511.2
    return ctx._guard(step_trigger, ast.StepTrigger(step=tail.step, span=tail.span), delayed=True)  # type: ignore[call-arg]  # span: Node's own field


def _additional_land_plays(clause: ast.Clause, ctx: Lowering) -> fx.Effect:
    """"You may play an additional land on each of your turns." (CR 305.2): more land plays
    each turn."""
    predicates = [p for p in words_of(clause.predicates) if isinstance(p, Node)]
    play = predicates[0] if len(predicates) == 1 and isinstance(predicates[0], ast.Play) else None
    np: Any = play.what if play is not None else None
    words = lower_words(np.determiner) if isinstance(np, ast.ObjectNp) and np.determiner is not None else []
    if not clause.may or not ctx.static or np is None or words[-1:] != ["additional"] or lower_words(np.descriptor) not in (["land"], ["lands"]):
        return ctx.unsupported(clause, "\"on each of your turns\" other than additional land plays")
    amount = fx.Fixed(value=1) if words[0] in ("a", "an") else word_value(str(words[0]), np.determiner)
    player = ctx.objects(clause.subject, role="player") if clause.subject is not None else fx.You()
    return fx.AdditionalLandPlays(amount=amount, player=player)


UNTIL_ACTIONS = {"reveal": "reveal", "reveals": "reveal", "exile": "exile", "exiles": "exile", "mill": "mill", "mills": "mill"}


def reveal_until(preds: tuple[Any, ...], tail: ast.UntilFound, ctx: Lowering) -> fx.Effect:
    """"reveal cards from the top of your library until you reveal a creature card": one
    instruction, so it replaces what the predicate alone would mean."""
    predicates: list[Any] = [p for p in preds if isinstance(p, Node)]
    if len(predicates) != 1 or not isinstance(predicates[0], (ast.Reveal, ast.Exile)):
        return ctx.unsupported(tail, "\"until\" after something other than revealing or exiling cards")
    what = predicates[0].what  # type: ignore[attr-defined]  # Reveal and Exile have one
    library = None
    if isinstance(what, ast.ObjectNp):
        for q in what.qualifiers or ():
            if isinstance(q, ast.InZone) and isinstance(q.zone, ast.Partitive) and lower_words(q.zone.determiner) == ["the", "top"]:
                library = zone_of(q.zone.of, ctx)
    if library is None or library.kind != "library":
        return ctx.unsupported(tail, "cards revealed from somewhere other than the top of a library")
    action = UNTIL_ACTIONS.get(tail.verb.lower(), "reveal")
    until = ctx.filter(tail.what, zone="library")
    amount = np_count(tail.what, ctx)
    ctx.refer(fx.Found(key="found"))
    return fx.RevealUntil(player=ctx.doer(), library=library.player or fx.You(), until=until, amount=amount, action=action)


def where_x(effects: EffectList, tail: ast.WhereX, ctx: Lowering) -> EffectList:
    """", where X is <quantity>" (CR 107.3a... the text defines X): X in the clause's effects
    stands for the quantity, evaluated when the effect uses it. What the quantity counts is not
    an antecedent: "them" in the next sentence means what the clause acted on."""
    referents, player_referents = list(ctx.referents), list(ctx.player_referents)
    value = ctx.value(tail.quantity)
    ctx.referents[:], ctx.player_referents[:] = referents, player_referents
    if isinstance(value, fx.Unsupported):
        return (*effects, value)
    variable = fx.Variable(name=tail.variable)
    return tuple(_substitute(e, variable, value) for e in effects)


def _substitute(item: Any, old: Any, new: Any) -> Any:
    """``item`` with every ``old`` inside it (effect-model objects, tuples) replaced by ``new``."""
    if item == old:
        return new
    if isinstance(item, tuple):
        return tuple(_substitute(i, old, new) for i in item)
    if attrs.has(type(item)):
        changes = {}
        for field in attrs.fields(type(item)):
            value = getattr(item, field.name)
            replaced = _substitute(value, old, new)
            if replaced is not value:
                changes[field.name] = replaced
        return attrs.evolve(item, **changes) if changes else item
    return item


@lowers(ast.Modal)
def _modal(node: ast.Modal, ctx: Lowering) -> fx.Effect:
    """CR 700.2: modes chosen as the spell is cast or the ability put on the stack."""
    minimum, maximum = modal_count(node.count, len(node.modes))
    modes = tuple(fx.Mode(effects=_no_modal(sentences(m.sentences, ctx), ctx)) for m in node.modes)  # type: ignore[attr-defined]  # Mode nodes
    return _ModalEffect(modes=fx.Modes(modes=modes, min=minimum, max=maximum))


def modal_count(node: Any, total: int) -> tuple[int, int]:
    words = lower_words(node)
    text = " ".join(words)
    fixed = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2), "one or more": (1, total), "any number": (0, total)}
    if text in fixed:
        return fixed[text]
    if words[:2] == ["up", "to"] and len(words) == 3 and number_value(words[2]) is not None:
        return 0, number_value(words[2])  # type: ignore[return-value]
    if len(words) == 1 and number_value(words[0]) is not None:
        n = number_value(words[0])
        return n, n  # type: ignore[return-value]
    raise CannotLower(f"mode count {text!r}", node)


LOWERINGS[ast.ModalCount] = part_of("Modal")
LOWERINGS[ast.Mode] = part_of("Modal")


# -- predicates (instructions) -------------------------------------------------------------------------
@lowers(ast.Destroy)
def _destroy(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.Destroy(what=ctx.objects(node.what))


@lowers(ast.Exile)
def _exile(node: Any, ctx: Lowering) -> fx.Effect:
    effect = fx.Move(what=ctx.objects(node.what), to="exile")
    ctx.refer(fx.Found(key="exiled"))
    return effect


@lowers(ast.ExileFaceDown)
def _exile_face_down(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 406.3: exiled face down."""
    effect = fx.Move(what=ctx.objects(node.what), to="exile", face_down=True)
    ctx.refer(fx.Found(key="exiled"))
    return effect


@lowers(ast.Draw)
def _draw(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.Draw(player=ctx.doer(), amount=ctx.scaled(np_count(node.what, ctx), node))


def _is_hand(np: Any) -> bool:
    return isinstance(np, ast.ObjectNp) and np.descriptor is not None and np.descriptor.head.lower() in ("hand", "hands")


@lowers(ast.Discard)
def _discard(node: Any, ctx: Lowering) -> fx.Effect:
    player = ctx.doer()
    what = node.what
    if _is_hand(what):
        effect = fx.Discard(player=player, what=fx.Filter(zone="hand", zone_owner=player), amount=fx.CountOf(what=fx.Filter(zone="hand", zone_owner=player)))
    else:
        amount = np_count(what, ctx) if isinstance(what, ast.ObjectNp) and determiner(what.determiner, ctx).mode in ("choice", "none") else fx.Fixed(value=1)
        ref = ctx.objects(what, zone="hand")
        if isinstance(ref, fx.Chosen) and isinstance(ref.what, fx.Filter):
            effect = fx.Discard(player=player, amount=ctx.scaled(amount, node), what=ref.what if ref.what != fx.Filter(zone="hand", kind="card") else None)
        else:
            effect = fx.Discard(player=player, amount=amount, what=ref)
    if node.is_random:
        effect = attrs.evolve(effect, at_random=True)  # CR 701.9b
    ctx.refer(fx.Found(key="discarded"))
    return effect


@lowers(ast.Mill)
def _mill(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.17a: "mill N cards"."""
    effect = fx.Mill(player=ctx.doer(), amount=ctx.scaled(np_count(node.what, ctx), node))
    ctx.refer(fx.Found(key="milled"))
    return effect


@lowers(ast.Sacrifice)
def _sacrifice(node: Any, ctx: Lowering) -> fx.Effect:
    ref = ctx.objects(node.what)
    if isinstance(ref, fx.Chosen):
        return fx.Sacrifice(player=ctx.doer(), what=ref.what, amount=ref.amount or fx.Fixed(value=1))
    return fx.Sacrifice(player=ctx.doer(), what=ref)


@lowers(ast.Tap)
def _tap(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.Tap(what=ctx.objects(node.what))


@lowers(ast.Untap)
def _untap(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.Untap(what=ctx.objects(node.what))


@lowers(ast.CounterSpell)
def _counter(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.CounterSpell(what=ctx.objects(node.what))


def _hand_cards(np: Any, ctx: Lowering) -> fx.Reference:
    zone = zone_of(np, ctx)
    ctx.zone_referents.append(zone)
    return fx.Filter(zone="hand", zone_owner=zone.player)


@lowers(ast.Reveal)
def _reveal(node: Any, ctx: Lowering) -> fx.Effect:
    what = _hand_cards(node.what, ctx) if _is_hand(node.what) else ctx.objects(node.what)
    if isinstance(what, fx.Chosen):
        # "reveal a creature card ... and put it into your hand": "it" is the revealed card, not
        # a second choice
        ctx.refer(fx.Found(key="revealed"))
    return fx.Reveal(player=ctx.doer(), what=what)


@lowers(ast.LookAt)
def _look_at(node: Any, ctx: Lowering) -> fx.Effect:
    what = _hand_cards(node.what, ctx) if _is_hand(node.what) else ctx.objects(node.what)
    return fx.LookAt(player=ctx.doer(), what=what)


@lowers(ast.Fight)
def _fight(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.14a."""
    first = ctx.subject if ctx.subject is not None else fx.This()
    return fx.Fight(what=first, other=ctx.objects(node.what))


@lowers(ast.Copy)
def _copy(node: Any, ctx: Lowering) -> fx.Effect:
    effect = fx.Copy(what=ctx.objects(node.what))
    ctx.refer(fx.Found(key="copy"))
    return effect


CHOOSABLE_QUALITIES = ("color", "creature type", "card type", "basic land type", "number", "card name", "player", "opponent")


@lowers(ast.Choose)
def _choose(node: Any, ctx: Lowering) -> fx.Effect:
    what = node.what
    if isinstance(what, ast.ObjectNp) and what.descriptor is not None:
        text = " ".join(w.lower() for w in what.descriptor.words if isinstance(w, str))
        if text in CHOOSABLE_QUALITIES and determiner(what.determiner, ctx).mode == "choice":
            return fx.ChooseQuality(player=ctx.doer(), quality=text)
    effect = fx.ChooseObjects(player=ctx.doer(), what=ctx.objects(what), key="chosen")
    ctx.refer(fx.Found(key="chosen"))
    return effect


@lowers(ast.ChooseAtRandom)
def _choose_at_random(node: ast.ChooseAtRandom, ctx: Lowering) -> fx.Effect:
    """"choose an opponent at random", "choose a creature at random": as "choose", by chance."""
    effect = _choose(node, ctx)
    if isinstance(effect, fx.ChooseQuality):
        return attrs.evolve(effect, at_random=True)
    if isinstance(effect, fx.ChooseObjects) and isinstance(effect.what, fx.Chosen):
        return attrs.evolve(effect, what=attrs.evolve(effect.what, at_random=True))
    raise CannotLower("a choice at random of something that is not chosen", node)


@lowers(ast.Regenerate)
def _regenerate(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.19a."""
    return fx.Regenerate(what=ctx.objects(node.what))


def entry_mods(mods: tuple[Node, ...] | None, ctx: Lowering) -> dict[str, Any]:
    """"tapped", "under your control", "attacking", "face down", "transformed", "with N counters"."""
    out: dict[str, Any] = {}
    counters: list[fx.Effect] = []
    for mod in mods or ():
        if isinstance(mod, str):  # "and" between modifiers
            continue
        words = list(mod.words)  # type: ignore[attr-defined]
        text = " ".join(w.lower() for w in words if isinstance(w, str))
        possessor = next((w for w in words if isinstance(w, ast.Possessor)), None)
        if possessor is not None and text == "under control":
            owner = list(possessor.words)
            if [w.lower() if isinstance(w, str) else w for w in owner] == ["your"]:
                out["under"] = fx.You()
            elif len(owner) == 2 and owner[1] in ("'s", "'"):
                out["under"] = ctx.players(owner[0])
            else:
                out["under"] = _possessor(owner[0].lower() if isinstance(owner[0], str) else owner[0], ctx)
            continue
        if text == "tapped":
            out["tapped"] = True
        elif text == "under your control":
            out["under"] = fx.You()
        elif text == "attacking":
            out["attacking"] = True
        elif text == "face down":
            out["face_down"] = True
        elif text == "transformed":
            out["transformed"] = True
        elif text == "attached to" and isinstance(words[-1], Node):
            out["attached_to"] = ctx.objects(words[-1])
        elif text.startswith("with") and any(isinstance(w, ast.CountersNumbered) for w in words):
            # "with a number of +1/+1 counters on it equal to ..." (CR 122.6)
            numbered = next(w for w in words if isinstance(w, ast.CountersNumbered))
            amount = next(w for w in words if isinstance(w, ast.AmountEqual))
            if numbered.counter is None:
                raise CannotLower("counters of no stated kind", mod)
            counters.append(fx.PutCounters(what=fx.Found(key="entering"), counter=numbered.counter, amount=ctx.value(amount)))
        elif text.startswith("with"):
            cc = next(w for w in words if isinstance(w, ast.CounterCount))
            kind, count = counter_count(cc, ctx)
            if kind is None:
                raise CannotLower("counters of no stated kind", mod)
            counters.append(fx.PutCounters(what=fx.Found(key="entering"), counter=kind, amount=count))
        else:
            raise CannotLower(f"entry modifier {text!r}", mod)
    if counters:
        out["counters"] = tuple(counters)
    return out


LOWERINGS[ast.EntryMod] = part_of("ReturnTo, PutOntoBattlefield or Enters")


@lowers(ast.ReturnTo)
def _return_to(node: Any, ctx: Lowering) -> fx.Effect | EffectList:
    """A zone change (CR 400.7); objects go to their owners' zones (CR 400.3)."""
    what = ctx.objects(node.what)
    to = zone_of(node.to, ctx)
    mods = entry_mods(node.mods, ctx)
    # "to the battlefield with a +1/+1 counter on it": the counters read as a quality of the
    # zone's noun phrase (CR 122.6)
    for q in getattr(node.to, "qualifiers", None) or ():
        if isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.HasCounters) and to.kind == "battlefield":
            kind, count = counter_count(q.quality.counters, ctx)
            if kind is None:
                raise CannotLower("counters of no stated kind", q)
            mods["counters"] = (*mods.get("counters", ()), fx.PutCounters(what=fx.Found(key="entering"), counter=kind, amount=count))
    attached_to = mods.pop("attached_to", None)
    effect = fx.Move(what=what, to=to.kind, **mods)
    ctx.refer(fx.Found(key="returned"))
    return _then_attach(effect, attached_to, "moved")


@lowers(ast.Put)
def _put(node: Any, ctx: Lowering) -> EffectList:
    """One "put" with one or more placements, done in order (CR 400.6)."""
    return _flat(ctx.effects(p) for p in node.destinations)


@lowers(ast.OntoBattlefield)
def _onto_battlefield(node: Any, ctx: Lowering) -> fx.Effect | EffectList:
    mods = entry_mods(node.mods, ctx)
    attached_to = mods.pop("attached_to", None)
    effect = fx.Move(what=ctx.objects(node.what), to="battlefield", **mods)
    ctx.refer(fx.Found(key="moved"))
    return _then_attach(effect, attached_to, "moved")


def _then_attach(effect: fx.Effect, attached_to: fx.Reference | None, key: str) -> fx.Effect | EffectList:
    """"onto the battlefield attached to [object]" (CR 303.4f: an Aura put onto the battlefield
    this way doesn't target): the move, then attaching what moved."""
    if attached_to is None:
        return effect
    return (effect, fx.Attach(what=fx.Found(key=key), to=attached_to))


@lowers(ast.IntoZone)
def _into_zone(node: Any, ctx: Lowering) -> fx.Effect:
    into, what = _origin_to_objects(node.into, node.what)
    return fx.Move(what=ctx.objects(what), to=zone_of(into, ctx).kind)


def _origin_to_objects(into: Any, what: Any) -> tuple[Any, Any]:
    """"put your commander into your hand from the command zone", "shuffle this card into your
    library from your graveyard": the "from" phrase closes the destination's noun phrase but
    says where the objects are, so it moves to theirs: (destination, objects)."""
    origin = None
    if isinstance(into, ast.ObjectNp):
        origin = next((q for q in into.qualifiers or () if isinstance(q, ast.InZone) and q.preposition.lower() == "from"), None)
    if origin is None:
        return into, what
    if not isinstance(what, ast.ObjectNp):
        raise CannotLower(f"moving {type(what).__name__} from a named zone", origin)
    into = attrs.evolve(into, qualifiers=tuple(q for q in into.qualifiers if q is not origin) or None)
    return into, attrs.evolve(what, qualifiers=(*(what.qualifiers or ()), origin))


def _library_order(order: str | None) -> str | None:
    text = (order or "").lower()
    return "random" if "random" in text else ("any" if text else None)


@lowers(ast.OnTopOf)
def _on_top_of(node: Any, ctx: Lowering) -> fx.Effect:
    what = ctx.objects(node.what)
    # "put that card on top" (after a search): the library just searched
    to = zone_of(node.of, ctx).kind if node.of is not None else "library"
    return fx.Move(what=what, to=to, position="top", order=_library_order(node.order))


@lowers(ast.OnBottomOf)
def _on_bottom_of(node: Any, ctx: Lowering) -> fx.Effect:
    what = ctx.objects(node.what)
    return fx.Move(what=what, to=zone_of(node.of, ctx).kind, position="bottom", order=_library_order(node.order))


@lowers(ast.BackInOrder)
def _back_in_order(node: Any, ctx: Lowering) -> fx.Effect:
    """"put them back in any order": cards looked at on top of a library go back on top."""
    return fx.Move(what=ctx.objects(node.what), to="library", position="top", order=_library_order(node.order))


@lowers(ast.OnTopOrBottom)
def _on_top_or_bottom(node: Any, ctx: Lowering) -> fx.Effect:
    """"puts it on their choice of the top or bottom of their library": the owner chooses."""
    return fx.Move(what=ctx.objects(node.what), to=zone_of(node.of, ctx).kind, position="top_or_bottom")


@lowers(ast.Search)
def _search(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.23: the found cards are Found("found") for the instructions that follow."""
    zones = zones_of(node.zone, ctx)
    zone_kind = zones[0].kind if len({z.kind for z in zones}) == 1 else None
    what = node.what
    amount: fx.Value = fx.Fixed(value=1)
    up_to = False
    if isinstance(what, ast.ObjectNp):
        det = determiner(what.determiner, ctx)
        amount = np_count(what, ctx) if det.mode in ("choice", "none") else fx.Fixed(value=1)
        up_to = det.up_to
    description = ctx.filter(what, zone=zone_kind)
    if isinstance(description, fx.Filter) and zone_kind is None:
        description = attrs.evolve(description, zone="library" if zones and zones[-1].kind == "library" else description.zone)
    # "your graveyard, hand, and/or library": the searcher picks which of them to search
    choose = isinstance(node.zone, ast.ObjectNp) and node.zone.descriptor is not None and "and/or" in node.zone.descriptor.lower_words()
    effect = fx.Search(player=ctx.doer(), zones=zones, what=description, amount=amount, up_to=up_to, choose_zones=choose and len(zones) > 1)
    ctx.refer(fx.Found(key="found"))
    return effect


@lowers(ast.Shuffle)
def _shuffle(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.24."""
    what = node.what
    if what is None:
        return fx.Shuffle(player=ctx.doer())
    if isinstance(what, ast.ObjectNp) and what.descriptor is not None and what.descriptor.head.lower() in ("library", "libraries"):
        zone = zone_of(what, ctx)
        return fx.Shuffle(player=zone.player or ctx.doer())
    return fx.Shuffle(player=ctx.doer(), what=ctx.objects(what))


@lowers(ast.Scry)
def _scry(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.22."""
    return fx.Scry(player=ctx.doer(), amount=ctx.value(node.amount))


@lowers(ast.Surveil)
def _surveil(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.25."""
    return fx.Surveil(player=ctx.doer(), amount=ctx.value(node.amount))


@lowers(ast.GainLife)
def _gain_life(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.GainLife(player=ctx.doer(), amount=ctx.scaled(ctx.value(node.amount), node))


@lowers(ast.GainLifeEqual)
def _gain_life_equal(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.GainLife(player=ctx.doer(), amount=ctx.value(node.amount))


@lowers(ast.LoseLife)
def _lose_life(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.LoseLife(player=ctx.doer(), amount=ctx.scaled(ctx.value(node.amount), node))


@lowers(ast.LoseLifeEqual)
def _lose_life_equal(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.LoseLife(player=ctx.doer(), amount=ctx.value(node.amount))


def _damage_source(ctx: Lowering) -> fx.Reference:
    return ctx.subject if ctx.subject is not None else fx.This()  # type: ignore[no-any-return]


@lowers(ast.DealDamage)
def _deal_damage(node: Any, ctx: Lowering) -> EffectList:
    """CR 120; "2 damage to any target and 3 damage to you": the same source, in order."""
    source = _damage_source(ctx)
    amount = ctx.scaled(ctx.value(node.amount), node)
    out = [fx.DealDamage(source=source, amount=amount, to=ctx.objects(node.to))]
    for more in node.more or ():
        out.append(fx.DealDamage(source=source, amount=ctx.scaled(ctx.value(more.amount), more), to=ctx.objects(more.to)))
    return tuple(out)


LOWERINGS[ast.MoreDamage] = part_of("DealDamage")


@lowers(ast.LoseHalfLife)
def _lose_half_life(node: Any, ctx: Lowering) -> fx.Effect:
    """"loses half their life, rounded up" (CR 107.1a)."""
    words = list(node.owner.words)
    if len(words) == 2 and words[1] in ("'s", "'"):
        owner = ctx.players(words[0])
    else:
        owner = ctx.doer() if str(words[0]).lower() == "their" else _possessor(str(words[0]).lower(), ctx)
    half = fx.Scaled(value=fx.LifeTotal(player=owner), denominator=2, round_up=node.rounds_up)
    return fx.LoseLife(player=ctx.doer(), amount=half)


@lowers(ast.TapOrUntap)
def _tap_or_untap(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.TapOrUntap(what=ctx.objects(node.what))


@lowers(ast.HaveDo)
def _have_do(node: Any, ctx: Lowering) -> EffectList:
    """"you may have target creature get +2/+0": the action with that object as its subject."""
    who = ctx.objects(node.who, role="subject")
    with ctx.scope(subject=who):
        return ctx.effects(node.action)


@attrs.frozen(kw_only=True)
class _NewTargets(fx.Effect):
    """Internal: "you may choose new targets for the copy", read by the copy before it."""

    what: Any


@lowers(ast.ChooseNewTargets)
def _choose_new_targets(node: Any, ctx: Lowering) -> fx.Effect:
    return _NewTargets(what=ctx.objects(node.what))


@lowers(ast.StillSentence)
def _still(node: Any, ctx: Lowering) -> fx.Effect:
    return _StillType(types=tuple(CARD_TYPES[w.lower()] for w in node.what.words if isinstance(w, str) and w.lower() in CARD_TYPES))


@attrs.frozen(kw_only=True)
class _StillType(fx.Effect):
    """Internal: "It's still a land.", read by the "becomes" before it (CR 205.1b)."""

    types: tuple[str, ...]


def _characteristic_words(descriptor: Any, node: Any) -> tuple[Any, Any, list[str], bool, list[str], list[str]]:
    """(power, toughness, colors, colorless, card types, subtypes) of "3/3 green and blue
    Elemental creature"."""
    power = toughness = None
    colors: list[str] = []
    colorless = False
    types: list[str] = []
    subtypes: list[str] = []
    for word in (w for w in descriptor.words if isinstance(w, str)):
        low = word.lower()
        m = re.fullmatch(r"(\d+|X)/(\d+|X)", word)
        if m:
            power, toughness = word_value(m.group(1), node), word_value(m.group(2), node)
        elif low in COLORS:
            colors.append(COLORS[low])
        elif low == "colorless":
            colorless = True
        elif low in ("and", ","):  # "a 3/3 green and blue Elemental creature"
            continue
        elif low in CARD_TYPES:
            types.append(CARD_TYPES[low])
        elif low in PLURAL_TYPES:  # "become artifact creatures"
            types.append(CARD_TYPES[PLURAL_TYPES[low]])
        elif subtype_of(word) is not None:
            subtypes.append(subtype_of(word))  # type: ignore[arg-type]
        else:
            raise CannotLower(f"becomes a {word!r}", node)
    return power, toughness, colors, colorless, types, subtypes


def copy_exceptions(node: Any, ctx: Lowering) -> fx.CopyExceptions | None:
    """", except it has haste and it's an artifact in addition to its other types" (CR 707.9)."""
    if node is None:
        return None
    fields: dict[str, Any] = {}
    for item in node.items:
        if isinstance(item, ast.ExceptHas):
            abilities = tuple(ctx.ability(k) for k in words_of(item.abilities) if isinstance(k, Node))
            fields["abilities"] = (*fields.get("abilities", ()), *abilities)
        elif isinstance(item, ast.ExceptHasThisAbility):
            fields["this_ability"] = True
        elif isinstance(item, ast.ExceptNotLegendary):
            fields["not_legendary"] = True
        elif isinstance(item, ast.ExceptIs):
            power, toughness, colors, colorless, types, subtypes = _characteristic_words(item.descriptor, item)
            if item.in_addition is not None and (power is not None or colors or colorless):
                raise CannotLower("a copy with new colors or power \"in addition to its other types\"", item)
            if types or subtypes:
                if "types" in fields or "subtypes" in fields:
                    raise CannotLower("two type exceptions for one copy", item)
                fields.update(types=tuple(types), subtypes=tuple(subtypes), in_addition=item.in_addition is not None)
            if colors or colorless:
                fields["colors"] = tuple(colors)
            if power is not None:
                fields.update(power=power, toughness=toughness)
        else:  # pragma: no cover - the grammar has no other exception
            raise LoweringBug(f"copy exception {type(item).__name__}")
    return fx.CopyExceptions(**fields)


LOWERINGS[ast.CopyExceptions] = part_of("ThatsACopy, EnterAsCopy or BecomeCopy")
for _cls in (ast.ExceptHas, ast.ExceptHasThisAbility, ast.ExceptNotLegendary, ast.ExceptIs):
    LOWERINGS[_cls] = part_of("CopyExceptions")


@lowers(ast.EnterAsCopy)
def _enter_as_copy(node: Any, ctx: Lowering) -> fx.Effect:
    """"You may have this creature enter as a copy of any creature on the battlefield" (CR
    707.2, 614.1c): a replacement of how it enters."""
    subject = _subject_objects(ctx)
    if not isinstance(subject, fx.This):
        return ctx.unsupported(node, "another object entering as a copy")
    copy = fx.BecomeCopy(what=fx.This(), of=ctx.objects(node.of), exceptions=copy_exceptions(node.exceptions, ctx))
    return _EntersWith(ability=fx.EntersWith(effects=(copy,)))


@lowers(ast.BecomeCopy)
def _become_copy(node: Any, ctx: Lowering) -> fx.Effect:
    """"This artifact becomes a copy of target creature until end of turn" (CR 707.2, 613.2a)."""
    return fx.BecomeCopy(
        what=_subject_objects(ctx), of=ctx.objects(node.of), exceptions=copy_exceptions(node.exceptions, ctx),
        duration=ctx.continuous_duration(),
    )


@lowers(ast.QuantityCompare)
def _quantity_compare(node: Any, ctx: Lowering) -> fx.Condition:
    """"your devotion to white and blue is less than seven"."""
    return fx.Compare(left=ctx.value(node.left), op=node.operator, right=ctx.value(node.right))


@lowers(ast.IsNotType)
def _is_not_type(node: Any, ctx: Lowering) -> fx.Effect:
    """"~ isn't a creature" (CR 205.1a, 613.1d)."""
    words = [w.lower() for w in node.descriptor.words if isinstance(w, str)]
    if not words or any(w not in CARD_TYPES for w in words if w not in ("or", "and", ",")):
        raise CannotLower(f"isn't {node.descriptor.text!r}: only card types can be removed", node)
    types = tuple(CARD_TYPES[w] for w in words if w in CARD_TYPES)
    return fx.RemoveTypes(what=_subject_objects(ctx), types=types, duration=ctx.continuous_duration())


@lowers(ast.Becomes)
def _becomes(node: Any, ctx: Lowering) -> fx.Effect:
    """"becomes a 3/3 Elemental creature with haste", "becomes an artifact in addition to its
    other types" (CR 205.1, 613)."""
    what = node.what
    if not isinstance(what, ast.ObjectNp) or what.descriptor is None:
        raise CannotLower("becomes something other than characteristics", node)
    plain = _plain_qualities(node, ctx)
    if plain is not None:
        return plain
    if isinstance(node, ast.Becomes) and what.determiner is None and not what.qualifiers and lower_words(what.descriptor) == ["blocked"]:
        return fx.BecomeBlocked(what=_subject_objects(ctx))  # CR 509.1h
    only_colors = all(w.lower() in (*COLORS, "colorless", "and", ",") for w in what.descriptor.words if isinstance(w, str))
    # "Artifacts you control become artifact creatures", "X target lands become Forests": plural
    plural = what.determiner is None and _plural_head(what.descriptor)
    if lower_words(what.determiner) not in (["a"], ["an"]) and not (what.determiner is None and (only_colors or plural)):
        raise CannotLower("becomes something other than \"a/an [characteristics]\" or a color", node)
    power, toughness, colors, colorless, types, subtypes = _characteristic_words(what.descriptor, node)
    abilities: list[fx.Ability] = []
    for q in what.qualifiers or ():
        if isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.HasKeyword):
            abilities.append(ctx.ability(q.quality.keyword))
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.HasKeywords):
            abilities.extend(ctx.ability(k) for k in q.quality.keywords.keywords)
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.QuotedAbility):
            abilities.append(ctx.ability(q.quality))
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.WithBasePt) and power is None:
            # "becomes a blue Frog with base power and toughness 1/1" (CR 613.4b)
            m = re.fullmatch(r"(\d+|X)/(\d+|X)", q.quality.pt)
            if m is None:
                raise CannotLower(f"base power and toughness {q.quality.pt!r}", q)
            power, toughness = word_value(m.group(1), node), word_value(m.group(2), node)
        else:
            raise CannotLower(f"becomes ... {type(q).__name__}", q)
    return fx.Becomes(
        what=_subject_objects(ctx), types=tuple(types), subtypes=tuple(subtypes),
        colors=() if colorless else (tuple(colors) or None), power=power, toughness=toughness,
        abilities=tuple(abilities), in_addition=node.in_addition is not None, duration=ctx.continuous_duration(),
    )


@lowers(ast.DrawEqual)
def _draw_equal(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.Draw(player=ctx.doer(), amount=ctx.value(node.amount))


def _energy_count(symbols: Any) -> int:
    return len(symbols.symbols)


@lowers(ast.PayEnergy)
def _pay_energy_effect(node: Any, ctx: Lowering) -> fx.Effect:
    """"you may pay {E}{E}" (CR 107.14): remove that many energy counters from yourself."""
    cost = fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=_energy_count(node.symbols)), what=ctx.doer())
    return fx.Pay(player=ctx.doer(), costs=(cost,))


@lowers(ast.GetEnergy)
def _get_energy(node: Any, ctx: Lowering) -> fx.Effect:
    """"you get {E}{E}": energy counters on the player (CR 107.14, 122.1)."""
    return fx.PutCounters(what=ctx.doer(), counter="energy", amount=ctx.scaled(fx.Fixed(value=_energy_count(node.symbols)), node))


@lowers(ast.GetEmblem)
def _get_emblem(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 114.1: the emblem's abilities are lowered like any granted ability."""
    return fx.CreateEmblem(abilities=(ctx.ability(node.ability),), player=ctx.doer())


@lowers(ast.DealDamageEqual, ast.DealDamageToEqual)
def _deal_damage_equal(node: Any, ctx: Lowering) -> fx.Effect:
    source = _damage_source(ctx)
    return fx.DealDamage(source=source, amount=ctx.value(node.amount), to=ctx.objects(node.to))


@lowers(ast.AmountEqual)
def _amount_equal(node: Any, ctx: Lowering) -> fx.Value:
    return ctx.value(node.quantity)


LOWERINGS[ast.CounterCount] = part_of("counter instructions, costs and qualities")
LOWERINGS[ast.CounterKind] = part_of("CounterCount")


@lowers(ast.PutCounters)
def _put_counters(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 122.1."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.PutCounters(what=ctx.objects(node.on), counter=kind, amount=ctx.scaled(count, node))


def _subject_objects(ctx: Lowering) -> fx.Reference:
    """The objects a subject-verb predicate is about ("Target creature gets +2/+2")."""
    return ctx.subject if ctx.subject is not None else fx.This()  # type: ignore[no-any-return]


PT_CHANGE = re.compile(r"^([+\-\u2212])(\d+|X)/([+\-\u2212])(\d+|X)$")


def pt_change(text: str, ctx: Lowering, node: Node) -> tuple[fx.Value, fx.Value]:
    m = PT_CHANGE.match(text)
    if not m:
        raise CannotLower(f"P/T change {text!r}", node)

    def part(sign: str, value: str) -> fx.Value:
        negative = sign in "-\u2212"
        if value == "X":
            if ctx.multiplier is not None:
                raise CannotLower("X/X for each", node)
            x = fx.Variable(name="X")
            return fx.Scaled(value=x, numerator=-1) if negative else x
        n = int(value)
        if ctx.multiplier is not None and n:
            return fx.Scaled(value=ctx.multiplier, numerator=-n if negative else n)
        return fx.Fixed(value=-n if negative else n)

    return part(m.group(1), m.group(2)), part(m.group(3), m.group(4))


@lowers(ast.Pump)
def _pump(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 613.4c (layer 7c)."""
    power, toughness = pt_change(node.change, ctx, node)
    return fx.ModifyPT(what=_subject_objects(ctx), power=power, toughness=toughness, duration=ctx.continuous_duration())


@lowers(ast.LoseAllAbilities)
def _lose_all_abilities(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 613.1f (layer 6)."""
    return fx.LoseAbilities(what=_subject_objects(ctx), duration=ctx.continuous_duration())


@lowers(ast.LoseKeywords)
def _lose_keywords(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 613.1f (layer 6): "loses flying"."""
    abilities = tuple(ctx.ability(k) for k in words_of(node.keywords) if isinstance(k, Node))
    return fx.LoseAbilities(what=_subject_objects(ctx), abilities=abilities, duration=ctx.continuous_duration())


@lowers(ast.GainKeywords, ast.HaveKeywords)
def _gain_keywords(node: Any, ctx: Lowering) -> fx.Effect | EffectList:
    """CR 613.1f (layer 6)."""
    abilities = tuple(ctx.ability(k) for k in words_of(node.keywords) if isinstance(k, Node))
    grant = fx.GrantAbilities(what=_subject_objects(ctx), abilities=abilities, duration=ctx.continuous_duration())
    if any(isinstance(k, ast.KeywordFrom) and "choice" in lower_words(k.qualities) for k in words_of(node.keywords)):
        # "protection from the color of your choice": the color is chosen as the effect begins
        return (fx.ChooseQuality(quality="color"), grant)
    return grant


LOWERINGS[ast.KeywordMentions] = part_of("GainKeywords, HaveKeywords or LoseKeywords")


@lowers(ast.AddMana)
def _add_mana(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 106.3."""
    words = list(node.mana.words)
    symbols = [w for w in words if isinstance(w, str) and w.startswith("{")]
    low = [w.lower() for w in words if isinstance(w, str)]
    player = ctx.doer()
    if symbols and all(isinstance(w, str) and (w.startswith("{") or w.lower() in ("or", ",")) for w in words):
        if "or" in low:
            return fx.AddMana(player=player, choices=tuple(symbols))
        return fx.AddMana(player=player, mana="".join(symbols), amount=ctx.multiplier or fx.Fixed(value=1))
    if low[-4:] == ["mana", "of", "any", "color"] or low[-5:] == ["mana", "of", "any", "one", "color"]:
        first = words[0]
        count = ctx.value(first) if not isinstance(first, str) or first.lower() != "one" else fx.Fixed(value=1)
        return fx.AddMana(player=player, any_color=True, one_color=low[-3:-1] == ["any", "one"] or low[-2] == "one", amount=ctx.scaled(count, node))
    if low[-4:] == ["of", "the", "chosen", "color"]:
        return fx.AddMana(player=player, chosen_color=True)
    if low[:2] == ["an", "additional"]:
        # "adds an additional {G}": more mana for a land tapped for mana (CR 106.12a); what is
        # added is read as without "an additional"
        return _add_mana(ast.AddMana(mana=ast.ManaProduced(words=tuple(words[2:]))), ctx)
    if "combination" in low:
        count = ctx.value(words[0]) if not isinstance(words[0], str) else word_value(words[0], node)
        return fx.AddMana(player=player, any_color=not symbols, combination=True, choices=tuple(symbols), amount=ctx.scaled(count, node))
    if low[:5] == ["one", "mana", "of", "any", "type"] and len(low) == 5:
        return fx.AddMana(player=player, any_color=True, any_type=True)
    if low[:4] == ["one", "mana", "of", "any"] and "that" in low:
        source = next(w for w in words if isinstance(w, Node))
        return fx.AddMana(player=player, any_color=True, any_type=low[4] == "type", types_of=ctx.objects(source, role="event"), produced=low[-1] == "produced")
    if low[:3] == ["an", "amount", "of"] and symbols:
        amount = next(w for w in words if isinstance(w, ast.AmountEqual))
        return fx.AddMana(player=player, mana=symbols[0], amount=ctx.value(amount))
    raise CannotLower(f"mana {node.mana.text!r}", node)


LOWERINGS[ast.ManaProduced] = part_of("AddMana")


@lowers(ast.Amass)
def _amass(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.47a: "If you don't control an Army creature, create a 0/0 black [subtype] Army
    creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature.
    If it isn't a [subtype], it becomes a [subtype] in addition to its other types." The chosen
    creature is "the amassed Army" (701.47c), even if it got no counters."""
    subtype = subtype_of(node.subtype) or node.subtype
    amount = ctx.value(node.amount)
    ctx.refer(fx.Found(key="amassed"))
    return fx.Amass(subtype=subtype, amount=amount, player=ctx.doer(), definition=amass_definition(subtype, amount))


def amass_definition(subtype: str, amount: fx.Value) -> EffectList:
    army = fx.Filter(types=("Creature",), subtypes=("Army",), controller=fx.You())
    token = fx.TokenSpec(colors=("B",), types=("Creature",), subtypes=(subtype, "Army"), power=0, toughness=0)
    amassed = fx.Found(key="amassed")
    return (
        fx.Conditional(condition=fx.Controls(what=army, negated=True), effects=(fx.CreateToken(token=token),)),
        fx.ChooseObjects(what=fx.Chosen(what=army), key="amassed"),
        fx.PutCounters(what=amassed, counter="+1/+1", amount=amount),
        fx.Conditional(condition=fx.Is(what=amassed, test=fx.Filter(subtypes=(subtype,)), negated=True), effects=(fx.AddTypes(what=amassed, subtypes=(subtype,)),)),
    )


KEYWORD_ACTIONS = {
    "investigate": "investigate", "explore": "explore", "explores": "explore", "populate": "populate",
    "learn": "learn", "venture into the dungeon": "venture into the dungeon", "connive": "connive",
    "connives": "connive", "forage": "forage", "manifest dread": "manifest dread",
    "time travel": "time travel", "cloak": "cloak", "suspect": "suspect", "suspects": "suspect",
    "goad": "goad", "detain": "detain", "the ring tempts you": "the ring tempts you",
    "clash with an opponent": "clash", "manifest": "manifest", "endures": "endure",
}


@lowers(ast.KeywordAction, ast.KeywordActionObject)
def _keyword_action(node: Any, ctx: Lowering) -> fx.Effect:
    action = node.name.lower()
    if action == "proliferate":
        return fx.Proliferate(player=ctx.doer())  # CR 701.34a
    if action == "investigate":
        # CR 701.16a: "Create a Clue token."
        return fx.CreateToken(token=fx.PREDEFINED["Clue"], player=ctx.doer())
    if action in ("transform", "transforms") and isinstance(node, ast.KeywordActionObject):
        return fx.Transform(what=ctx.objects(node.what))  # CR 701.27
    name = KEYWORD_ACTIONS.get(action, action)
    rule = fx.rule_of(name)
    if not rule.startswith("701."):
        return ctx.unsupported(node, f"keyword action {action!r}")
    amount = ctx.value(node.number) if isinstance(node, ast.KeywordActionNumber) else None
    if isinstance(node, ast.KeywordActionObject):  # "goad target creature": done to an object
        return fx.KeywordAction(name=name, rule=rule, what=ctx.objects(node.what), player=ctx.doer(), amount=amount)
    what = ctx.subject if ctx.subject is not None and not is_player(ctx.subject) else None
    return fx.KeywordAction(name=name, rule=rule, what=what, player=ctx.doer() if what is None else fx.You(), amount=amount)


LOWERINGS[ast.KeywordActionNumber] = _keyword_action


@lowers(ast.Attach)
def _attach(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.3a."""
    return fx.Attach(what=ctx.objects(node.what), to=ctx.objects(node.to))


@lowers(ast.Play)
def _play(node: Any, ctx: Lowering) -> fx.Effect:
    """"You may play lands from your graveyard" (CR 305.1, 601.3): a permission; "You may play
    that card": a permission for the object referred to, not for every card of its kind."""
    what = ctx.objects(node.what, role="reference") if _refers_back(node.what) else ctx.filter(node.what)
    return fx.PlayPermission(what=what, player=ctx.doer(), duration=ctx.duration)


def _refers_back(np: Any) -> bool:
    """"it", "them", "that card", "those cards": objects named before, not a description."""
    if isinstance(np, ast.Pronoun):
        return True
    return isinstance(np, ast.ObjectNp) and np.determiner is not None and np.determiner.lower_words() in (("that",), ("those",))


@lowers(ast.DoubleCounters)
def _double_counters(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.10e: doubling counters is putting as many more of that kind on it."""
    kind, _ = counter_count(node.counters, ctx)
    if kind is None:
        return ctx.unsupported(node, "doubling counters of every kind")
    what = ctx.objects(node.on)
    return fx.PutCounters(what=what, counter=kind, amount=fx.StatOf(what=what, stat=f"counters:{kind}"))


MULTIPLIERS = {"double": 2, "triple": 3}


@lowers(ast.MultiplyStat)
def _multiply_stat(node: Any, ctx: Lowering) -> fx.Effect:
    """"double target creature's power" (CR 701.10b): it gets +X/+0, where X is its power as
    the effect resolves (so negative power doubles downward, CR 701.10c); "double your life
    total" (CR 701.10d): gain as much life as the total. Tripling adds twice as much."""
    factor = MULTIPLIERS.get(node.name.lower())
    if factor is None:
        raise CannotLower(f"multiplying by {node.name!r}", node)
    words = list(node.whose.words) if isinstance(node.whose, ast.Possessor) else []
    low = [w.lower() for w in words if isinstance(w, str)]
    if low in (["its"], ["their"], ["his"], ["her"]):
        what: fx.Reference = ctx.it()
    elif low == ["your"]:
        what = fx.You()
    elif len(words) == 2 and low[-1:] in (["'s"], ["'"]) and isinstance(words[0], Node):
        what = ctx.objects(words[0])
    else:
        raise CannotLower(f"the {node.stat} of {_render(node.whose)!r}", node)
    if isinstance(what, fx.Filter):
        raise CannotLower("multiplying the stats of several objects", node)

    def times(value: fx.Value) -> fx.Value:
        return value if factor == 2 else fx.Scaled(value=value, numerator=factor - 1)

    stat = node.stat.lower()
    if stat == "life total":
        if not is_player(what):
            raise CannotLower("the life total of an object", node)
        return fx.GainLife(player=what, amount=times(fx.LifeTotal(player=what)))
    stats = {"power": (True, False), "toughness": (False, True), "power and toughness": (True, True)}.get(stat)
    if stats is None or is_player(what):
        raise CannotLower(f"multiplying {stat!r}", node)
    zero = fx.Fixed(value=0)
    power = times(fx.StatOf(what=what, stat="power")) if stats[0] else zero
    toughness = times(fx.StatOf(what=what, stat="toughness")) if stats[1] else zero
    return fx.ModifyPT(what=what, power=power, toughness=toughness, duration=ctx.continuous_duration())


@lowers(ast.GainControl)
def _gain_control(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 613.1b (layer 2)."""
    return fx.GainControl(what=ctx.objects(node.what), player=ctx.doer(), duration=ctx.duration)


@lowers(ast.Cast)
def _cast(node: Any, ctx: Lowering) -> fx.Effect:
    """Casting during resolution (CR 608.2g); "without paying its mana cost" (CR 118.9).

    In a static ability, "you may cast [spells] from [a zone]" is a permission that lasts while
    the ability applies (CR 601.3, 604.1), not one cast."""
    if ctx.static and node.without_paying is None:
        permitted = _cast_permission_filter(node.what, ctx)
        if permitted is not None:
            return fx.PlayPermission(what=permitted, player=ctx.doer(), duration=ctx.duration, action="cast")
    what = ctx.objects(node.what)
    return fx.Cast(player=ctx.doer(), what=what, without_paying=node.without_paying is not None)


def _cast_permission_filter(np: Any, ctx: Lowering) -> fx.Filter | None:
    """What a static "you may cast [np]" lets you cast when [np] names cards in a zone other
    than the battlefield ("creature spells from your graveyard", "the top card of your library");
    None when it does not name such a zone."""
    if not isinstance(np, ast.ObjectNp):
        return None
    if np.determiner is not None and lower_words(np.determiner) == ["the", "top"]:
        of = next((q.of for q in np.qualifiers or () if isinstance(q, ast.OfNp)), None)
        library = zone_of(of, ctx) if of is not None else None
        if library is None or library.kind != "library":
            return None
        # "You may cast the top card of your library": whichever card is on top
        return fx.Filter(zone="library", zone_owner=library.player or fx.You(), kind="card", states=(fx.TOP_OF_LIBRARY,))
    if not any(isinstance(q, ast.InZone) for q in np.qualifiers or ()):
        return None
    permitted = ctx.filter(np)
    return permitted if isinstance(permitted, fx.Filter) and permitted.zone in ("graveyard", "library", "exile") else None


@lowers(ast.Pay)
def _pay(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.Pay(player=ctx.doer(), costs=tuple(ctx.cost(c) for c in node.costs))


def _restriction(rule: str) -> Lower:
    def lower(node: Any, ctx: Lowering) -> fx.Effect:
        return fx.Restriction(what=_subject_objects(ctx), rule=rule, duration=ctx.continuous_duration())

    return lower


LOWERINGS[ast.CantBlock] = _restriction("can't block")
LOWERINGS[ast.CantAttack] = _restriction("can't attack")
LOWERINGS[ast.CantAttackOrBlock] = _restriction("can't attack or block")
LOWERINGS[ast.CantBeBlocked] = _restriction("can't be blocked")
LOWERINGS[ast.CantBeCountered] = _restriction("can't be countered")
LOWERINGS[ast.CantBeRegenerated] = _restriction("can't be regenerated")  # CR 701.19c
LOWERINGS[ast.AttacksEachCombat] = _restriction("attacks each combat if able")


@lowers(ast.Enters)
def _enters(node: Any, ctx: Lowering) -> fx.Effect:
    """"This creature enters tapped / with N counters" (CR 614.1c-d: replacement effects on how
    it enters)."""
    subject = _subject_objects(ctx)
    what: fx.Reference | None = None
    if isinstance(subject, fx.Filter) and ctx.static and subject.zone == "battlefield":
        what = subject  # "Creatures your opponents control enter tapped." (CR 614.1c)
    elif not isinstance(subject, fx.This):
        return ctx.unsupported(node, "another object entering with counters or tapped")
    mods = entry_mods(node.mods, ctx)
    counters = mods.pop("counters", ())
    tapped = mods.pop("tapped", False)
    if mods or len(counters) > 1:
        return ctx.unsupported(node, f"entry modifiers {sorted(mods)}")
    if counters:
        put = counters[0]
        return _EntersWith(ability=fx.EntersWith(counter=put.counter, amount=ctx.scaled(put.amount, node), tapped=tapped, what=what))
    return _EntersWith(ability=fx.EntersWith(tapped=tapped, what=what))


@lowers(ast.CostChange)
def _cost_change(node: Any, ctx: Lowering) -> fx.Effect:
    """"[spells] cost {N} less/more to cast", "this ability costs {1} less to activate" (CR
    601.2f, 602.2b): a change to the generic part ({N}, {X}) and to the colored part of the
    cost (CR 118.7b-c say how a colored reduction applies)."""
    amount = node.amount
    if not isinstance(amount, ast.ManaCost):
        return ctx.unsupported(node, f"a cost change of {type(amount).__name__}")
    generic: fx.Value = fx.Fixed(value=0)
    colored: list[str] = []
    for symbol in amount.symbols:
        inner = symbol.strip("{}")
        if inner.isdigit() and generic == fx.Fixed(value=0):
            generic = fx.Fixed(value=int(inner))
        elif inner == "X" and generic == fx.Fixed(value=0):
            generic = fx.Variable(name="X")  # ", where X is ..." substitutes it (where_x)
        elif inner in ("W", "U", "B", "R", "G", "C"):
            colored.append(symbol)
        else:
            return ctx.unsupported(node, f"a cost change of {symbol}")
    if node.delta.action not in ("cast", "activate"):
        return ctx.unsupported(node, f"a change to the cost to {node.delta.action}")
    subject = _subject_objects(ctx)
    if node.delta.action == "activate" and not isinstance(subject, fx.This):
        # "Activated abilities of white enchantments cost {3} more": the objects whose abilities
        # are meant are not kept apart from the abilities in the description yet
        return ctx.unsupported(node, "a change to the cost of activating abilities of other objects")
    scaled_generic = generic if generic == fx.Fixed(value=0) else ctx.scaled(generic, node)
    times = (ctx.multiplier or fx.Fixed(value=1)) if colored else fx.Fixed(value=1)
    return fx.ModifyCost(
        spells=subject, amount=scaled_generic, increase=node.delta.direction > 0,
        mana="".join(colored), mana_times=times, action=node.delta.action,
    )


LOWERINGS[ast.CostDelta] = part_of("CostChange")
LOWERINGS[ast.ForEachExtraTarget] = unsupported("a cost paid for each target beyond the first is not modelled yet")


@lowers(ast.QuotedAbility)
def _quoted_ability(node: Any, ctx: Lowering) -> fx.Ability:
    """A whole ability granted in quotes (CR 113.1b): lowered on its own, with its own targets
    and references."""
    inner = Lowering(text=ctx.text, in_quote=True)
    body = node.ability
    if isinstance(body, ast.Statements):
        effects = inner.effects(body)
        if len(effects) == 1 and isinstance(effects[0], _WholeAbility):
            return effects[0].ability  # 'gains "If this creature would die, ..."' (CR 614.1a)
        return fx.StaticAbility(effects=_no_modal(effects, inner))
    value = inner.lower(body)
    if isinstance(value, tuple):
        return value[0] if len(value) == 1 else ctx.unsupported(node, "several quoted abilities")
    if isinstance(value, (fx.Ability, fx.Unsupported)):
        return value
    return ctx.unsupported(node, f"quoted {type(body).__name__}")


@lowers(ast.TargetsCondition)
def _targets_condition(node: Any, ctx: Lowering) -> fx.Condition:
    what = ctx.objects(node.subject, role="reference")
    return fx.Is(what=what, test=fx.Filter(kind="object", targets=ctx.objects(node.what, role="event")))


@lowers(ast.Create)
def _create(node: Any, ctx: Lowering) -> EffectList:
    """CR 701.7a, 111.4: tokens with the characteristics the effect defines."""
    return _create_tokens(node.what, ctx)


def _create_tokens(what: Any, ctx: Lowering) -> EffectList:
    if isinstance(what, ast.NpAnd):
        return (*_create_tokens(what.left, ctx), *_create_tokens(what.right, ctx))
    if not isinstance(what, ast.ObjectNp) or what.descriptor is None:
        raise CannotLower("create something that is not a token description", what)
    copy = next((q for q in what.qualifiers or () if isinstance(q, ast.ThatsACopy)), None)
    if copy is not None:
        return (_create_copy(what, copy, ctx),)
    spec, count, flags = token_spec(what, ctx)
    det = determiner(what.determiner, ctx)
    if det.count is not None:
        count = det.count
    elif det.mode == "number_of":
        count = _counted_equal_to(what, ctx)
    ctx.refer(fx.Found(key="created"))
    return (fx.CreateToken(token=spec, amount=ctx.scaled(count, what), player=ctx.doer(), **flags),)  # type: ignore[arg-type]  # flags: the bool fields


def _create_copy(what: ast.ObjectNp, copy: ast.ThatsACopy, ctx: Lowering) -> fx.Effect:
    """"create a token that's a copy of target creature" (CR 707.2, 111.2)."""
    if len(what.qualifiers or ()) != 1 or what.descriptor is None or what.descriptor.head.lower() not in ("token", "tokens"):
        raise CannotLower("a copy token described by more than \"that's a copy of\"", what)
    det = determiner(what.determiner, ctx)
    words = [w for w in what.descriptor.words if isinstance(w, str)]
    amount = det.count or (word_value(words[0], what) if len(words) > 1 else fx.Fixed(value=1))
    of = ctx.objects(copy.of)
    exceptions = copy_exceptions(copy.exceptions, ctx)
    ctx.refer(fx.Found(key="created"))
    return fx.CreateCopyToken(of=of, amount=ctx.scaled(amount, what), player=ctx.doer(), exceptions=exceptions)


def token_spec(np: ast.ObjectNp, ctx: Lowering) -> tuple[fx.TokenSpec, fx.Value, dict[str, bool]]:
    """"a 2/2 black Zombie creature token with deathtouch", "a Treasure token", "X 1/1 tokens"."""
    desc = np.descriptor
    assert desc is not None
    words = [w for w in desc.words if isinstance(w, str)]
    count: fx.Value = fx.Fixed(value=1)
    if len(words) > 1 and "/" not in words[0] and (number_value(words[0]) is not None or words[0] in VARIABLES):
        count = word_value(words.pop(0), desc)
    if not words or words[-1].lower() not in ("token", "tokens"):
        raise CannotLower(f"{desc.text!r} is not a token", np)
    words = words[:-1]
    flags: dict[str, Any] = {flag: True for flag in ("tapped", "attacking") if flag in words}
    words = [w for w in words if w not in flags]
    names = [w for w in words if w.rstrip("s") in fx.PREDEFINED or w in fx.PREDEFINED]
    if len(words) == 1 and names:
        spec = fx.PREDEFINED[words[0] if words[0] in fx.PREDEFINED else words[0].rstrip("s")]
    else:
        power: int | None = None
        toughness: int | None = None
        colors: list[str] = []
        types: list[str] = []
        supertypes: list[str] = []
        subtypes: list[str] = []
        for word in words:
            low = word.lower()
            m = re.fullmatch(r"(\d+|X)/(\d+|X)", word)
            if m:
                if "X" in word:
                    # "an X/X token": the numbers are fixed as the token is created
                    flags["power"], flags["toughness"] = word_value(m.group(1), desc), word_value(m.group(2), desc)
                else:
                    power, toughness = int(m.group(1)), int(m.group(2))
            elif low in COLORS:
                colors.append(COLORS[low])
            elif low == "colorless":
                continue
            elif low in CARD_TYPES:
                types.append(CARD_TYPES[low])
            elif low in SUPERTYPES:
                supertypes.append(SUPERTYPES[low])
            elif low in (",", "and"):
                continue
            elif subtype_of(word) is not None:
                subtypes.append(subtype_of(word))  # type: ignore[arg-type]
            else:
                raise CannotLower(f"token word {word!r}", np)
        spec = fx.TokenSpec(
            colors=tuple(colors), supertypes=tuple(supertypes), types=tuple(types),
            subtypes=tuple(subtypes), power=power, toughness=toughness,
        )
    abilities: list[fx.Ability] = []
    for q in np.qualifiers or ():
        if isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.HasKeyword):
            abilities.append(ctx.ability(q.quality.keyword))
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.QuotedAbility):
            abilities.append(ctx.ability(q.quality))
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.HasKeywords):
            abilities.extend(ctx.ability(k) for k in q.quality.keywords.keywords)
        elif isinstance(q, ast.ThatsClause) and lower_words(q.state) in (["tapped"], ["tapped", "and", "attacking"], ["attacking"]):
            # "a token that's tapped and attacking" (CR 508.4: attacking without being declared)
            flags.update({w: True for w in lower_words(q.state) if w != "and"})
        elif isinstance(q, ast.Named):
            spec = attrs.evolve(spec, name=q.name)
        else:
            raise CannotLower(f"token qualifier {type(q).__name__}", q)
    if abilities:
        spec = attrs.evolve(spec, abilities=(*spec.abilities, *abilities))
    return spec, count, flags


# -- values -----------------------------------------------------------------------------------------
@lowers(ast.Number)
def _number(node: ast.Number, ctx: Lowering) -> fx.Value:
    value = node.value
    if value is None:
        return fx.Variable(name=node.text)
    return fx.Fixed(value=value)


@lowers(ast.CountOf)
def _count_of(node: Any, ctx: Lowering) -> fx.Value:
    distinct = characteristic_count(node.what, ctx)
    if distinct is not None:
        return distinct
    return fx.CountOf(what=ctx.objects(node.what, role="event"))


@lowers(ast.StatOf)
def _stat_of(node: Any, ctx: Lowering) -> fx.Value:
    owner = node.owner
    words = list(owner.words) if isinstance(owner, ast.Possessor) else [owner]
    stat = stat_name(node.stat, node)
    what: fx.Reference
    if words in (["its"], ["their"], ["Its"], ["Their"], ["his"], ["her"], ["His"], ["Her"]):
        what = ctx.it()
    elif words in (["your"], ["Your"]):
        if stat == "life_total":
            return fx.LifeTotal(player=fx.You())
        what = fx.You()
    elif len(words) == 2 and words[1] in ("'s", "'"):
        what = ctx.objects(words[0], role="reference")
        if stat == "life_total":
            return fx.LifeTotal(player=what)
    else:
        return ctx.unsupported(node, f"possessor {owner!r}")
    return fx.StatOf(what=what, stat=stat)


LOWERINGS[ast.Possessor] = part_of("StatOf")


@lowers(ast.StatOfNp)
def _stat_of_np(node: Any, ctx: Lowering) -> fx.Value:
    """"the power of target creature"; "the total power of creatures you control" sums (StatOf
    over several objects)."""
    stat = node.stat.lower()
    if stat.startswith("total "):
        stat = stat[len("total "):]
    return fx.StatOf(what=ctx.objects(node.of, role="reference"), stat=stat_name(stat, node))


@lowers(ast.CountCountersOn)
def _count_counters_on(node: Any, ctx: Lowering) -> fx.Value:
    """"the number of +1/+1 counters on it" (CR 122.1)."""
    kind, _ = counter_count(node.counters, ctx)
    if kind is None:
        return ctx.unsupported(node, "counters of any kind on an object")
    return fx.StatOf(what=ctx.objects(node.on, role="reference"), stat=f"counters:{kind}")


@lowers(ast.TwiceThatMany)
def _twice_that_many(node: Any, ctx: Lowering) -> fx.Value:
    return fx.Scaled(value=fx.EventAmount(), numerator=2)


@lowers(ast.ExtremeStatAmong)
def _extreme_stat_among(node: Any, ctx: Lowering) -> fx.Value:
    return fx.Extreme(what=ctx.objects(node.among, role="event"), stat=stat_name(node.stat, node), greatest=node.is_greatest)


@lowers(ast.Devotion)
def _devotion(node: Any, ctx: Lowering) -> fx.Value:
    """CR 700.5."""
    return fx.Devotion(player=fx.You(), colors=tuple(COLORS[c] for c in node.colors.colors))


LOWERINGS[ast.DevotionColors] = part_of("Devotion")


@lowers(ast.Plus)
def _plus(node: Any, ctx: Lowering) -> fx.Value:
    parts: list[fx.Value] = []
    for side in (node.left, node.right):
        value = ctx.value(side)
        parts.extend(value.parts if isinstance(value, fx.Sum) else (value,))
    return fx.Sum(parts=tuple(parts))


@lowers(ast.Minus)
def _minus(node: Any, ctx: Lowering) -> fx.Value:
    return fx.Difference(left=ctx.value(node.left), right=ctx.value(node.right))


@lowers(ast.CountColorsSpent)
def _count_colors_spent(node: Any, ctx: Lowering) -> fx.Value:
    """Converge: "the number of colors of mana spent to cast this spell"."""
    return fx.ManaSpentToCast(what=ctx.objects(node.spell, role="reference"), colors=True)


@lowers(ast.AmountOfQuantity)
def _amount_of(node: Any, ctx: Lowering) -> fx.Value:
    """"the amount of life you gained this turn", "the amount of mana spent to cast it"."""
    words = list(node.what.words)
    low = [w.lower() if isinstance(w, str) else w for w in words]
    if low[0] == "life" and len(low) >= 3:
        gained = low[2] == "gained"
        player = fx.You() if low[1] == "you've" else controller_phrase(words[1], ctx)
        if low[-2:] != ["this", "turn"]:
            return fx.EventAmount()  # "whenever you gain life, ... the amount of life you gained"
        return fx.LifeChangedThisTurn(player=player, gained=gained)
    if low[1:4] == ["spent", "to", "cast"]:
        symbol = None if low[0] == "mana" else words[0]
        return fx.ManaSpentToCast(what=ctx.objects(words[4], role="reference"), symbol=symbol)
    return ctx.unsupported(node, f"the amount of {node.what.text!r}")


LOWERINGS[ast.AmountOf] = part_of("AmountOfQuantity")


@lowers(ast.EllipticCount)
def _elliptic_count(node: Any, ctx: Lowering) -> fx.Reference:
    """"put one into your hand": that many of the objects just mentioned."""
    value = node.value
    if value is None:
        return ctx.unsupported(node, f"count {node.count!r}")
    return ctx.refer(fx.Chosen(what=ctx.it(), amount=None if value == 1 else fx.Fixed(value=value)))


#: "card types", "colors", ... counted among objects -> fx.CountDistinct characteristic
CHARACTERISTICS = {
    ("card", "types"): "card_types", ("creature", "types"): "creature_types",
    ("basic", "land", "types"): "basic_land_types", ("colors",): "colors", ("mana", "values"): "mana_values",
    ("powers",): "powers", ("names",): "names",
}


def characteristic_count(node: Any, ctx: Lowering) -> fx.Value | None:
    """"card types among cards in your graveyard": a CountDistinct; None for other phrases."""
    if not isinstance(node, ast.ObjectNp) or node.descriptor is None or not node.qualifiers:
        return None
    among = node.qualifiers[0]
    if not isinstance(among, ast.Among) or len(node.qualifiers) != 1:
        return None
    words = tuple(w.lower() for w in node.descriptor.words if isinstance(w, str))
    if words[:1] == ("different",):
        words = words[1:]
    characteristic = CHARACTERISTICS.get(words)
    if characteristic is None:
        raise CannotLower(f"{node.descriptor.text!r} among objects", node)
    return fx.CountDistinct(what=ctx.objects(among.among, role="event"), characteristic=characteristic)


@lowers(ast.ThatMuch, ast.ThatMany)
def _that_much(node: Any, ctx: Lowering) -> fx.Value:
    return fx.EventAmount()


@lowers(ast.Twice)
def _twice(node: Any, ctx: Lowering) -> fx.Value:
    return fx.Scaled(value=ctx.value(node.quantity), numerator=2)


@lowers(ast.Half)
def _half(node: Any, ctx: Lowering) -> fx.Value:
    return fx.Scaled(value=ctx.value(node.quantity), denominator=2, round_up=node.rounds_up)


# -- noun phrases ---------------------------------------------------------------------------------------
@lowers(ast.ObjectNp, ast.NumberOfNp, ast.Partitive, ast.NpAnd, ast.NpOr, ast.NpAndOr, ast.AnyTarget, ast.AnyOtherTarget, ast.Pronoun, ast.SelfRef)
def _noun_phrase(node: Any, ctx: Lowering) -> fx.Reference:
    return noun_phrase(node, ctx)


@lowers(ast.Controller)
def _controller(node: Any, ctx: Lowering) -> fx.Reference:
    return controller_phrase(node, ctx)


for _cls in (ast.Determiner, ast.Descriptor):
    LOWERINGS[_cls] = part_of("ObjectNp")
for _cls in (
    ast.ControlledBy, ast.NotControlledBy, ast.OwnedBy, ast.NotOwnedBy, ast.WithQuality, ast.WithoutKeyword,
    ast.InZone, ast.FromAmong, ast.FromOutsideGame, ast.AtRandomInZone, ast.OnBattlefield, ast.InParty, ast.Named, ast.OtherThan, ast.OfChosen, ast.OfNp, ast.AttackingWhom,
    ast.BlockingWhom, ast.BlockingOrBlockedBy, ast.ThatClause, ast.ThatsClause, ast.HasKeyword, ast.StatCompare, ast.HasCounters,
    ast.GreatestStat, ast.LeastStat, ast.SameName, ast.Comparison, ast.RelativeClause, ast.RelativeState,
    ast.CastBy, ast.ActivatedBy, ast.OfChoice, ast.HasKeywords, ast.KeywordGroup, ast.ThatsACopy, ast.Among, ast.DoneThisWay, ast.DoneWith, ast.InEitherZone,
):
    LOWERINGS[_cls] = part_of("ObjectNp (a qualifier is a filter field, see _QUALIFIERS)")


# -- costs ----------------------------------------------------------------------------------------------
MANA_SYMBOL = re.compile(r"\{(?:\d+|[WUBRGCSXYZ]|[WUBRG]/[WUBRGP]|[WUBRG]/[WUBRG]/P|2/[WUBRG]|C/[WUBRG]|H[WUBRG]|½|∞)\}")


@lowers(ast.ManaCost)
def _mana_cost(node: Any, ctx: Lowering) -> fx.Cost:
    """CR 107.4, 202: generic, colored, hybrid, Phyrexian, snow, X."""
    bad = [s for s in node.symbols if not MANA_SYMBOL.fullmatch(s)]
    if bad:
        return ctx.unsupported(node, f"not mana symbols: {bad}")
    return fx.ManaPayment(mana="".join(node.symbols))


@lowers(ast.TapCost)
def _tap_cost(node: Any, ctx: Lowering) -> fx.Cost:
    return fx.TapSelf()


@lowers(ast.UntapCost)
def _untap_cost(node: Any, ctx: Lowering) -> fx.Cost:
    return fx.UntapSelf()


def _chosen_parts(ref: fx.Reference) -> tuple[fx.Reference, fx.Value]:
    if isinstance(ref, fx.Chosen):
        return ref.what, ref.amount or fx.Fixed(value=1)
    return ref, fx.Fixed(value=1)


@lowers(ast.SacrificeCost)
def _sacrifice_cost(node: Any, ctx: Lowering) -> fx.Cost:
    what, amount = _chosen_parts(ctx.objects(node.what))
    return fx.SacrificeCost(what=what, amount=amount)


@lowers(ast.DiscardCost)
def _discard_cost(node: Any, ctx: Lowering) -> fx.Cost:
    if _is_hand(node.what):
        hand = fx.Filter(zone="hand", zone_owner=fx.You())
        return fx.DiscardCost(what=hand, amount=fx.CountOf(what=hand))
    what, amount = _chosen_parts(ctx.objects(node.what, zone="hand"))
    return fx.DiscardCost(what=what, amount=amount, at_random=node.at_random is not None)


@lowers(ast.PayLifeCost)
def _pay_life_cost(node: Any, ctx: Lowering) -> fx.Cost:
    return fx.PayLife(amount=ctx.value(node.amount))


@lowers(ast.PayEnergyCost, ast.EnergyCost)
def _pay_energy(node: Any, ctx: Lowering) -> fx.Cost:
    """CR 107.14: {E} is an energy counter."""
    symbols = [s for item in words_of(node.symbols) for s in (item.symbols if isinstance(item, ast.EnergySymbols) else (item,))]
    return fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=len(symbols)), what=fx.You())


LOWERINGS[ast.EnergySymbols] = part_of("PayEnergyCost")


@lowers(ast.ExileCost)
def _exile_cost(node: Any, ctx: Lowering) -> fx.Cost:
    what, amount = _chosen_parts(ctx.objects(node.what))
    return fx.ExileCost(what=what, amount=amount)


@lowers(ast.RemoveCountersCost)
def _remove_counters_cost(node: Any, ctx: Lowering) -> fx.Cost:
    kind, count = counter_count(node.counters, ctx)
    return fx.RemoveCountersCost(counter=kind or "", amount=count, what=ctx.objects(node.source))


@lowers(ast.PutCountersCost)
def _put_counters_cost(node: Any, ctx: Lowering) -> fx.Cost:
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.PutCountersCost(counter=kind, amount=count, what=ctx.objects(node.on))


@lowers(ast.TapPermanentsCost)
def _tap_permanents_cost(node: Any, ctx: Lowering) -> fx.Cost:
    what, amount = _chosen_parts(ctx.objects(node.what))
    return fx.TapCost(what=what, amount=amount)


@lowers(ast.UntapPermanentsCost)
def _untap_permanents_cost(node: Any, ctx: Lowering) -> fx.Cost:
    what, amount = _chosen_parts(ctx.objects(node.what))
    return fx.UntapCost(what=what, amount=amount)


@lowers(ast.MillCost)
def _mill_cost(node: Any, ctx: Lowering) -> fx.Cost:
    return fx.MillCost(amount=np_count(node.what, ctx))


@lowers(ast.ReturnCost)
def _return_cost(node: Any, ctx: Lowering) -> fx.Cost:
    if zone_of(node.to, ctx).kind != "hand":
        return ctx.unsupported(node, "a cost returning objects elsewhere than to a hand")
    return fx.ReturnToHandCost(what=ctx.objects(node.what))


@lowers(ast.RevealCost)
def _reveal_cost(node: Any, ctx: Lowering) -> fx.Cost:
    return fx.RevealCost(what=ctx.objects(node.what, zone="hand"))


@lowers(ast.CollectEvidenceCost)
def _collect_evidence(node: Any, ctx: Lowering) -> fx.Cost:
    """CR 701.59a."""
    return fx.CollectEvidence(amount=ctx.value(node.amount))


@lowers(ast.ExertCost)
def _exert_cost(node: Any, ctx: Lowering) -> fx.Cost:
    """CR 701.43a."""
    return fx.ExertCost(what=ctx.objects(node.what))


@lowers(ast.ForageCost)
def _forage(node: Any, ctx: Lowering) -> fx.Cost:
    """CR 701.61a."""
    return fx.ForageCost()


# -- keywords -------------------------------------------------------------------------------------------
def _keyword(name: str, **params: Any) -> fx.Ability:
    return fx.lower_keyword(fx.KeywordParams(name=name, **params))


@lowers(ast.KeywordPlain)
def _keyword_plain(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name)


@lowers(ast.KeywordNumber)
def _keyword_number(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name, amount=ctx.value(node.number))


@lowers(ast.KeywordCost)
def _keyword_cost(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name, cost=(ctx.cost(node.cost),))


@lowers(ast.KeywordCostText)
def _keyword_cost_text(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name, cost=tuple(ctx.cost(c) for c in node.costs))


@lowers(ast.KeywordNumberCost)
def _keyword_number_cost(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name, amount=ctx.value(node.number), cost=tuple(ctx.cost(c) for c in node.costs))


@lowers(ast.KeywordFrom)
def _keyword_from(node: Any, ctx: Lowering) -> fx.Ability:
    """"protection from red" (CR 702.16), "hexproof from black" (702.11d)."""
    return _keyword(node.name, quality=quality_list(node.qualities, ctx))


def quality_list(node: Any, ctx: Lowering) -> tuple[fx.Element, ...]:
    """"red", "artifacts and from blue", "everything", "each color"."""
    tests: list[fx.Element] = []
    buffer: list[str] = []
    for word in words_of(node):
        if isinstance(word, ast.Descriptor):
            tests.append(fx.Filter(**describe_words(word).fields))
        elif isinstance(word, str) and word.lower() not in ("and", ",", "from"):
            buffer.append(word.lower())
    text = " ".join(buffer)
    if text == "everything":
        tests.append(fx.Filter(kind="object"))
    elif text in ("each color", "all colors"):
        tests.extend(fx.Filter(colors=(c,)) for c in "WUBRG")
    elif text.startswith("the chosen"):
        tests.append(fx.Filter(chosen=(text.removeprefix("the chosen ").strip(),)))
    elif text == "the color of your choice":
        # chosen as the effect begins: _gain_keywords puts the ChooseQuality before the grant
        tests.append(fx.Filter(chosen=("color",)))
    elif text:
        raise CannotLower(f"quality {text!r}", node)
    return tuple(tests)


LOWERINGS[ast.QualityList] = part_of("KeywordFrom")


@lowers(ast.Enchant)
def _enchant(node: Any, ctx: Lowering) -> fx.Ability:
    """CR 702.5a-b: the Aura targets what it can enchant as it is cast (303.4a) and can be
    attached only to such an object."""
    return _keyword("enchant", quality=(ctx.filter(node.what),))


@lowers(ast.Affinity)
def _affinity(node: Any, ctx: Lowering) -> fx.Ability:
    """CR 702.41a: "This spell costs {1} less to cast for each [text] you control." """
    return _keyword("affinity", quality=(ctx.filter(node.what),))


@lowers(ast.Champion)
def _champion(node: Any, ctx: Lowering) -> fx.Ability:
    """CR 702.72a: "When this permanent enters, sacrifice it unless you exile another [object]
    you control" and "When this permanent leaves the battlefield, return the exiled card to the
    battlefield under its owner's control." """
    what = ctx.filter(node.what)
    if isinstance(what, fx.Filter):
        what = attrs.evolve(what, controller=fx.You(), other=True)
    definition = (
        fx.TriggeredAbility(
            trigger=fx.Trigger(event="enters", what=fx.This()),
            effects=(fx.Unless(effects=(fx.Sacrifice(what=fx.This()),), condition=fx.PlayerPaid(player=fx.You(), costs=(fx.ExileCost(what=what),))),),
        ),
        fx.TriggeredAbility(
            trigger=fx.Trigger(event="leaves", what=fx.This()),
            effects=(fx.Move(what=fx.Found(key="exiled"), to="battlefield", under=fx.OwnerOf(what=fx.Found(key="exiled"))),),
        ),
    )
    return fx.Keyword(name="champion", rule=fx.rule_of("champion"), quality=(what,), definition=definition)


@lowers(ast.PartnerWith)
def _partner_with(node: Any, ctx: Lowering) -> fx.Ability:
    """CR 702.124j."""
    return _keyword("partner with", quality=(fx.Filter(name=node.name, kind="card"),))


@lowers(ast.PartnerVariant, ast.ChooseABackground, ast.DoctorsCompanion)
def _partner_ability(node: Any, ctx: Lowering) -> fx.Ability:
    """"Partner—Friends forever", "Choose a Background", "Doctor's companion" (CR 702.124i-m):
    rules for choosing commanders, which apply before the game begins (CR 702.124a); in a game
    they are markers, as plain "Partner" is."""
    if isinstance(node, ast.PartnerVariant):
        name, rule = f"partner—{_render(node.variant).lower()}", "702.124i"
    elif isinstance(node, ast.ChooseABackground):
        name, rule = "choose a background", "702.124k"
    else:
        name, rule = "doctor's companion", "702.124m"
    return fx.Keyword(name=name, rule=rule)


@lowers(ast.EquipQuality)
def _equip_quality(node: Any, ctx: Lowering) -> fx.Ability:
    """CR 702.6a with a quality: "Equip legendary creature {3}"."""
    target = fx.Filter(**{**describe_words(node.quality).fields, "controller": fx.You()})
    cost = (ctx.cost(node.cost),)
    return fx.Keyword(
        name="equip", rule=fx.rule_of("equip"), cost=cost, quality=(target,),
        definition=(fx.ActivatedAbility(costs=cost, effects=(fx.Attach(to=fx.Target(key="target", what=target)),), sorcery_speed=True),),
    )


@lowers(ast.Splice)
def _splice(node: Any, ctx: Lowering) -> fx.Ability:
    """CR 702.47a: "splice onto [quality] [cost]"."""
    onto = node.onto
    quality = fx.Filter(**{**describe_words(onto).fields, "zone": "stack"}) if isinstance(onto, ast.Descriptor) else fx.Filter(subtypes=(subtype_of(onto) or onto,), zone="stack")
    return _keyword("splice", cost=(ctx.cost(node.cost),), quality=(quality,))


@lowers(ast.Landwalk)
def _landwalk(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name)


@lowers(ast.Prototype)
def _prototype(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword("prototype", cost=(ctx.cost(node.cost),))


@lowers(ast.Craft)
def _craft(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword("craft", cost=(ctx.cost(node.cost),), quality=(ctx.filter(node.what),))


@lowers(ast.CumulativeUpkeep, ast.CumulativeUpkeepText)
def _cumulative_upkeep(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword("cumulative upkeep", cost=tuple(ctx.cost(c) for c in node.costs))


@lowers(ast.Offering)
def _offering(node: Any, ctx: Lowering) -> fx.Ability:
    subtype = subtype_of(node.subtype) or node.subtype
    return _keyword("offering", quality=(fx.Filter(subtypes=(subtype,), controller=fx.You()),))


@lowers(ast.KeywordLine, ast.KeywordLineSemicolon)
def _keyword_line(node: Any, ctx: Lowering) -> tuple[fx.Ability, ...]:
    return tuple(ctx.ability(k) for k in node.keywords)


# -- triggers -------------------------------------------------------------------------------------------
@lowers(ast.EventTrigger)
def _event_trigger(node: Any, ctx: Lowering) -> Any:
    return ctx.trigger(node.event)


@lowers(ast.BothTriggers)
def _both_triggers(node: Any, ctx: Lowering) -> Any:
    """"When ~ enters and at the beginning of your upkeep": either starts the ability."""
    return fx.AnyTrigger(triggers=(ctx.trigger(node.first), ctx.trigger(node.second)))


@lowers(ast.StateTrigger)
def _state_trigger(node: Any, ctx: Lowering) -> Any:
    """CR 603.8: a state trigger triggers whenever the game state matches its condition."""
    return fx.Trigger(event="state", condition=ctx.condition(node.condition))


@lowers(ast.ThereAreNone)
def _there_are_none(node: Any, ctx: Lowering) -> fx.Condition:
    """"there are no creatures on the battlefield"."""
    what = ctx.filter(node.what)
    return fx.NotCondition(condition=fx.Exists(what=what))


@lowers(ast.EndOfCombatTrigger)
def _end_of_combat_trigger(node: Any, ctx: Lowering) -> Any:
    """CR 511.2: "at end of combat" is the beginning of the end of combat step."""
    return fx.StepTrigger(step="end_of_combat", player=None)


STEPS = {
    "upkeep": "upkeep", "draw step": "draw", "end step": "end", "combat": "beginning_of_combat",
    "precombat main phase": "main1", "postcombat main phase": "main2", "first main phase": "main1",
    "second main phase": "main2", "main phase": "main", "end of combat step": "end_of_combat",
    "declare attackers step": "declare_attackers", "declare blockers step": "declare_blockers",
}


@lowers(ast.StepTrigger)
def step_trigger(node: Any, ctx: Lowering, *, delayed: bool = False) -> Any:
    """CR 603.2b: "At the beginning of [step]"; ``player`` None is each player's. "the next end
    step" names one step only: a delayed trigger's (``delayed``), not a triggered ability's."""
    step: ast.StepRef = node.step
    name = step.step
    if name not in STEPS:
        raise CannotLower(f"step {step.text!r}", node)
    words = list(step.words)
    turn = next((w for w in words if isinstance(w, ast.TurnRef)), None)
    possessor = next((w for w in words if isinstance(w, Node) and not isinstance(w, ast.TurnRef)), None)
    low = [w.lower() for w in words if isinstance(w, str)]
    player: fx.Reference | None
    if ("next" in low or "this" in low) and not delayed:
        raise CannotLower("a step of one turn only (a delayed trigger, CR 603.7)", node)
    if turn is not None:
        whose = turn.whose
        if whose == "you":
            player = fx.You()
        elif whose == "opponent":
            player = fx.EachOpponent()
        else:
            raise CannotLower(f"turn {turn.text!r}", node)
    elif possessor is not None:
        player = ctx.objects(possessor, role="event")
    elif step.whose == "you":
        player = fx.You()
    elif step.whose == "opponent":
        player = fx.EachOpponent()
    elif step.whose == "each" or low[:1] == ["the"] or low[:1] == ["combat"]:
        player = None
    else:
        raise CannotLower(f"step {step.text!r}", node)
    if player is not None and not isinstance(player, fx.You):
        ctx.player_referents.append(fx.Found(key="triggering player"))
    return fx.StepTrigger(step=STEPS[name], player=player)


LOWERINGS[ast.StepRef] = part_of("StepTrigger")
LOWERINGS[ast.TurnRef] = part_of("StepTrigger or a restriction")
LOWERINGS[ast.TriggerLimit] = part_of("Triggered")


def _event_actor(node: Any, ctx: Lowering) -> fx.Reference:
    """The subject of a trigger event. Afterwards "it", "that creature", "that player" in the
    ability mean what the event was about (CR 603.7c... and 608.2h)."""
    before = len(ctx.referents), len(ctx.player_referents)
    subject = ctx.objects(node, role="event")
    del ctx.referents[before[0]:]
    del ctx.player_referents[before[1]:]
    if is_player(subject):
        ctx.player_referents.append(fx.Found(key="triggering player"))
    else:
        reference: fx.Reference = fx.This() if isinstance(subject, fx.This) else fx.Found(key="triggering")
        ctx.trigger_subject = reference
        ctx.referents.append(reference)
    return subject


def _other_party(node: Any, ctx: Lowering, role: str | None = None) -> fx.Reference:
    """The other party of an object's event ("blocks a creature", "deals damage to a creature",
    "becomes the target of a spell"): an :func:`_event_part`, which "that [object]" in the
    ability can mean (Found "triggering other"), and "the [role] creature" with its combat
    ``role``."""
    ref = _event_part(node, ctx)
    if not is_player(ref):
        ctx.trigger_other = fx.Found(key="triggering other")
        ctx.trigger_other_at = len(ctx.referents)
        ctx.trigger_other_role = role
    return ref


def _event_part(node: Any, ctx: Lowering) -> fx.Reference:
    """Another party of a trigger event ("the target of a spell", "damage to a player"): it
    describes the event, so it does not become what "it" means; a player there becomes
    "that player" (the event's player)."""
    before = len(ctx.referents), len(ctx.player_referents)
    ref = ctx.objects(node, role="event")
    del ctx.referents[before[0]:]
    del ctx.player_referents[before[1]:]
    if is_player(ref):
        ctx.player_referents.append(fx.Found(key="triggering player"))
    return ref


#: event predicate class -> function(predicate, the event's subject as a reference, ctx)
EVENT_PREDICATES: dict[type[Node], Callable[[Any, fx.Reference, Lowering], Any]] = {}


@lowers(ast.Event)
def _event(node: ast.Event, ctx: Lowering) -> Any:
    """A subject and what it does; several predicates ("enters or attacks") trigger on any."""
    actor = _event_actor(node.subject, ctx)
    nth = None
    predicates = list(node.predicates)
    for i, pred in enumerate(predicates):
        ordinal, stripped = _strip_ordinal(getattr(pred, "what", None))
        if ordinal is not None:
            nth = ordinal
            predicates[i] = attrs.evolve(pred, what=stripped)  # type: ignore[call-arg]  # it has one (read above)
    triggers = tuple(_event_predicate(p, actor, ctx) for p in predicates)
    return _with_tails(triggers, node.tails, nth, actor, node, ctx)


ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}


def _strip_ordinal(np: Any) -> tuple[int | None, Any]:
    """"your second spell" -> (2, "spell"): the ordinal counts events, it does not pick objects."""
    if not isinstance(np, ast.ObjectNp) or np.determiner is None:
        return None, np
    words = [w.lower() for w in np.determiner.words if isinstance(w, str)]
    if len(words) == 2 and words[0] in ("your", "their") and words[1] in ORDINALS:
        return ORDINALS[words[1]], attrs.evolve(np, determiner=None)
    return None, np


#: event timings: words -> (nth each turn, during)
EVENT_TIMINGS = {
    "each turn": (None, None), "in a turn": (None, None), "this turn": (None, "this_turn"),
    "during your turn": (None, "your_turn"), "during an opponent's turn": (None, "opponent_turn"),
    "during each opponent's turn": (None, "opponent_turn"),
}


def _with_tails(triggers: tuple[Any, ...], tails: Any, nth: int | None, actor: fx.Reference, node: Any, ctx: Lowering) -> Any:
    """The event's tails ("each turn", "during your turn", "for the first time each turn",
    "while saddled") set the same fields on each trigger."""
    fields: dict[str, Any] = {}
    counted = nth is not None
    for tail in tails or ():
        if isinstance(tail, ast.EventTiming):
            text = tail.text.lower()
            ordinal = re.fullmatch(r"for the (\w+) time (each|this) turn", text)
            if ordinal and ordinal.group(1) in ORDINALS:
                nth, counted = ORDINALS[ordinal.group(1)], True
                continue
            if text not in EVENT_TIMINGS:
                raise CannotLower(f"an event {text!r}", tail)
            if text in ("each turn", "in a turn"):
                if not counted:
                    raise CannotLower(f"{text!r} without an ordinal", tail)
                continue
            fields["during"] = EVENT_TIMINGS[text][1]
        elif isinstance(tail, ast.WhileCondition):
            fields["condition"] = ctx.condition(tail.condition)
        elif isinstance(tail, ast.WhileStatus):
            state = FilterFields()
            state.word(tail.status, tail)
            fields["condition"] = fx.Is(what=actor, test=fx.Filter(**state.fields))
        else:
            raise CannotLower(f"an event tail {type(tail).__name__}", tail)
    if nth is not None:
        fields["nth_each_turn"] = nth
    out = tuple(_set_trigger_fields(t, fields, node, ctx) for t in triggers)
    return out[0] if len(out) == 1 else fx.AnyTrigger(triggers=out)


def _set_trigger_fields(trigger: Any, fields: dict[str, Any], node: Any, ctx: Lowering) -> Any:
    if not fields or isinstance(trigger, fx.Unsupported):
        return trigger
    if isinstance(trigger, fx.AnyTrigger):
        return attrs.evolve(trigger, triggers=tuple(_set_trigger_fields(t, fields, node, ctx) for t in trigger.triggers))
    if not isinstance(trigger, fx.Trigger):
        return ctx.unsupported(node, "an event timing on a trigger that is not an event")
    return attrs.evolve(trigger, **fields)


def _event_predicate(pred: Node, actor: fx.Reference, ctx: Lowering) -> Any:
    fn = EVENT_PREDICATES.get(type(pred))
    if fn is None:
        return ctx.unsupported(pred, f"the event {type(pred).__name__} is not in the effect model yet")
    try:
        return fn(pred, actor, ctx)
    except CannotLower as exc:
        return ctx.unsupported(exc.node if exc.node is not None else pred, exc.reason)


def _origin_zone(origin: Any, ctx: Lowering) -> str | None:
    if origin is None:
        return None
    if origin.anywhere:
        if origin.zone is not None:
            raise CannotLower("\"from anywhere other than\" a zone", origin)
        return None
    return zone_of(origin.zone, ctx).kind


def _zone_event(event: str) -> Callable[[Any, fx.Reference, Lowering], Any]:
    def lower(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
        if getattr(pred, "mods", None):
            raise CannotLower("an event with how it enters (\"enters tapped\", \"under your control\")", pred)
        return fx.Trigger(event=event, what=actor, from_zone=_origin_zone(getattr(pred, "origin", None), ctx))

    return lower


#: the combat role of the other party of a combat event: the creature a creature blocks is
#: attacking, the one that blocks it is blocking (CR 509.1)
_OTHER_ROLES = {"blocks": "attacking", "becomes_blocked": "blocking"}


def _object_event(event: str, other: str | None = None) -> Callable[[Any, fx.Reference, Lowering], Any]:
    """Events whose subject is an object: "~ attacks", "a creature blocks". ``other`` is the
    predicate's field for the event's other party ("blocks a creature with lesser power": the
    creature blocked), which becomes the trigger's ``to``."""

    def lower(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
        part = getattr(pred, other) if other is not None else None
        return fx.Trigger(event=event, what=actor, to=_other_party(part, ctx, _OTHER_ROLES.get(event)) if part is not None else None)

    return lower


def _dealt_damage_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"is dealt damage", "is dealt combat damage" (CR 510.2: combat damage is dealt in the
    combat damage step)."""
    kind = (pred.kind or "").lower()
    if kind == "noncombat":
        raise CannotLower("noncombat damage only", pred)
    return fx.Trigger(event="dealt_combat_damage" if kind == "combat" else "dealt_damage", what=actor)


def _transforms_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"transforms", "transforms into ~" (CR 701.28). The ability that says "into ~" is on the face
    named ~, which it has only while that face is up: after the event, so the words add nothing;
    "into a Phyrexian" describes the new face, which the trigger does not check yet."""
    if pred.into is not None and not isinstance(pred.into, ast.SelfRef):
        into = _event_part(pred.into, ctx)
        if not isinstance(actor, fx.Filter) or not isinstance(into, fx.Filter):
            raise CannotLower("transforming into something other than a kind of permanent", pred.into)
        # the event's object is the permanent as it is after transforming: both descriptions hold
        actor = _both_filters(actor, into, pred.into)
    return fx.Trigger(event="transforms", what=actor)


def _both_filters(first: fx.Filter, second: fx.Filter, node: Any) -> fx.Filter:
    """One filter for objects both filters describe: a field set in one only is taken, tuples
    are joined, and two different values are an error."""
    blank = fx.Filter()
    fields: dict[str, Any] = {}
    for field in attrs.fields(fx.Filter):
        a, b, default = getattr(first, field.name), getattr(second, field.name), getattr(blank, field.name)
        if b == default or a == b:
            fields[field.name] = a
        elif a == default:
            fields[field.name] = b
        elif isinstance(a, tuple) and isinstance(b, tuple):
            fields[field.name] = tuple(dict.fromkeys((*a, *b)))
        else:
            raise CannotLower(f"two values for {field.name} in one description", node)
    return fx.Filter(**fields)


def _player_event(event: str) -> Callable[[Any, fx.Reference, Lowering], Any]:
    """Events whose subject is a player and object a card or spell: "you cast a spell",
    "an opponent draws a card"."""

    def lower(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
        if not is_player(actor):
            raise CannotLower(f"an object that does {event}", pred)
        what = None
        if getattr(pred, "what", None) is not None:
            what = _event_part(pred.what, ctx)
            ctx.trigger_subject = fx.Found(key="triggering")
            ctx.referents.append(fx.Found(key="triggering"))
        origin = getattr(pred, "origin", None)
        if origin is not None:
            # "you cast a spell from your hand": where the card was (CR 601.2a)
            zone = _origin_zone(origin, ctx)
            if zone is None or not isinstance(what, fx.Filter):
                raise CannotLower(f"{event} from anywhere", pred)
            zone_ref = zone_of(origin.zone, ctx)
            what = attrs.evolve(what, zone=zone_ref.kind, zone_owner=zone_ref.player)
        return fx.Trigger(event=event, player=actor, what=what)

    return lower


EVENT_PREDICATES[ast.EntersEvent] = _zone_event("enters")
EVENT_PREDICATES[ast.DiesEvent] = _zone_event("dies")  # CR 700.4
EVENT_PREDICATES[ast.BlocksEvent] = _object_event("blocks", "blocked")
EVENT_PREDICATES[ast.BecomesBlockedEvent] = _object_event("becomes_blocked", "blocker")
EVENT_PREDICATES[ast.DealtDamageEvent] = _dealt_damage_event
EVENT_PREDICATES[ast.TurnedFaceUpEvent] = _object_event("turned_face_up")
EVENT_PREDICATES[ast.TransformsEvent] = _transforms_event
for _cls, _name in (
    (ast.CastEvent, "cast"), (ast.DrawEvent, "draw"), (ast.GainLifeEvent, "gain_life"), (ast.LoseLifeEvent, "lose_life"),
    (ast.SacrificeEvent, "sacrifice"), (ast.DiscardEvent, "discard"), (ast.CycleEvent, "cycle"),
    (ast.ActivateEvent, "activate"), (ast.MillEvent, "mill"), (ast.SearchEvent, "search"), (ast.ShuffleEvent, "shuffle"),
    (ast.CreateEvent, "create"), (ast.ScryEvent, "scry"), (ast.SurveilEvent, "surveil"),
):
    EVENT_PREDICATES[_cls] = _player_event(_name)


def _leaves_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"leaves the battlefield" (CR 603.6c), "leave your graveyard"."""
    return fx.Trigger(event="leaves", what=actor, from_zone=zone_of(pred.zone, ctx).kind)


def _attacks_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    if pred.alone is not None:
        if is_player(actor) or pred.attackers is not None:
            raise CannotLower("a player attacking alone", pred)
        return fx.Trigger(event="attacks_alone", what=actor, to=_defender(pred, ctx))  # CR 506.5
    if pred.attackers is not None:
        # "you attack with one or more creatures"
        return fx.Trigger(event="attack_with", player=actor, what=ctx.objects(pred.attackers, role="event"))
    if is_player(actor):
        # "you attack": the player declared one or more attackers (CR 508.1)
        return fx.Trigger(event="attacks", player=actor, what=None, to=_defender(pred, ctx))
    return fx.Trigger(event="attacks", what=actor, to=_defender(pred, ctx))


def _defender(pred: Any, ctx: Lowering) -> fx.Reference | None:
    return ctx.objects(pred.defender, role="event") if pred.defender is not None else None


def _becomes_tapped_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    return fx.Trigger(event="becomes_" + pred.state.lower(), what=actor)


def _becomes_target_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    return fx.Trigger(event="becomes_target", what=actor, to=_other_party(pred.source, ctx))


def _deals_damage_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    kind = (pred.kind or "").lower()
    if kind == "noncombat":
        raise CannotLower("noncombat damage only", pred)
    to = _other_party(pred.to, ctx) if pred.to is not None else None
    return fx.Trigger(event="deals_combat_damage" if kind == "combat" else "deals_damage", what=actor, to=to)


def _put_into_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    to = zone_of(pred.to, ctx)
    if to.kind not in ("graveyard", "exile", "hand", "library"):
        raise CannotLower(f"put into {to.kind}", pred)
    return fx.Trigger(event=f"put_into_{to.kind}", what=actor, from_zone=_origin_zone(pred.origin, ctx))


def _named_event(event: str, *, player: bool = False, field: str | None = None, to: str | None = None) -> Callable[[Any, fx.Reference, Lowering], Any]:
    """An event named as it is: ``player`` when its subject is a player ("you commit a crime"),
    ``field`` the predicate's object ("exploits a creature"), ``to`` the other party."""

    def lower(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
        if player and not is_player(actor):
            raise CannotLower(f"an object that does {event}", pred)
        what = ctx.objects(getattr(pred, field), role="event") if field and getattr(pred, field) is not None else None
        other = ctx.objects(getattr(pred, to), role="event") if to and getattr(pred, to) is not None else None
        if player:
            return fx.Trigger(event=event, player=actor, what=what, to=other)
        return fx.Trigger(event=event, what=actor, to=what or other)

    return lower


def _either(*lowers: Callable[[Any, fx.Reference, Lowering], Any]) -> Callable[[Any, fx.Reference, Lowering], Any]:
    def lower(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
        return fx.AnyTrigger(triggers=tuple(fn(pred, actor, ctx) for fn in lowers))

    return lower


def _simple_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """Keyword actions with no object (CR 701): "mutates", "explores", "you proliferate"."""
    event = pred.lemma.replace(" ", "_")
    if is_player(actor):
        return fx.Trigger(event=event, player=actor)
    return fx.Trigger(event=event, what=actor)


def _becomes_status_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"becomes monstrous" (CR 701.37), "becomes renowned", "becomes plotted"."""
    return fx.Trigger(event="becomes_" + pred.status.lower(), what=actor)


def _becomes_level_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"When this Class becomes level 2" (CR 716.2)."""
    return fx.Trigger(event="becomes_level", what=actor, amount=ctx.value(pred.level))


def _expend_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever you expend 4": the fourth total mana spent on spells this turn (CR 700.14)."""
    return fx.Trigger(event="expend", player=actor, amount=ctx.value(pred.amount))


def _phases_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    return fx.Trigger(event="phases_" + pred.direction.lower(), what=actor)


def _tapped_for_mana_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"enchanted land is tapped for mana" (CR 605.1b... a mana ability's cost)."""
    return fx.Trigger(event="tapped_for_mana", what=actor)


def _tap_for_mana_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"a player taps a land for mana"."""
    return fx.Trigger(event="tapped_for_mana", player=actor, what=ctx.objects(pred.what, role="event"))


def _put_counters_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"you put one or more +1/+1 counters on a creature you control"."""
    return fx.Trigger(event="counter_added", player=actor, what=ctx.objects(pred.on, role="event"), counter=_counter_kind_of(pred.counters))


def _counter_kind_of(phrase: Any) -> str | None:
    for word in words_of(phrase):
        if isinstance(word, ast.CounterCount):
            return word.kind.name if word.kind is not None else None
        if isinstance(word, ast.CounterKind):
            return word.name
    return None


EVENT_PREDICATES[ast.LeavesEvent] = _leaves_event
EVENT_PREDICATES[ast.SimpleEvent] = _simple_event
EVENT_PREDICATES[ast.BecomesStatusEvent] = _becomes_status_event
EVENT_PREDICATES[ast.BecomesLevelEvent] = _becomes_level_event
EVENT_PREDICATES[ast.ExpendEvent] = _expend_event
EVENT_PREDICATES[ast.PhasesEvent] = _phases_event
EVENT_PREDICATES[ast.TappedForManaEvent] = _tapped_for_mana_event
EVENT_PREDICATES[ast.TapForManaEvent] = _tap_for_mana_event
EVENT_PREDICATES[ast.PutCountersEvent] = _put_counters_event
EVENT_PREDICATES[ast.ExploitsEvent] = _named_event("exploits", field="what")  # CR 702.110
EVENT_PREDICATES[ast.CrewsEvent] = _named_event("crews", field="what")  # CR 702.122
EVENT_PREDICATES[ast.SaddlesEvent] = _named_event("saddles", field="what")  # CR 702.171
EVENT_PREDICATES[ast.SpecializesEvent] = _zone_event("specializes")
EVENT_PREDICATES[ast.ExertEvent] = _named_event("exert", player=True, field="what")  # CR 701.43
EVENT_PREDICATES[ast.UnlockEvent] = _named_event("unlock", player=True, field="what")  # CR 709.5
EVENT_PREDICATES[ast.CommitCrimeEvent] = _named_event("commit_crime", player=True)  # CR 700.13
EVENT_PREDICATES[ast.WinFlipEvent] = _named_event("win_coin_flip", player=True)  # CR 705
EVENT_PREDICATES[ast.BecomesMonarchEvent] = _named_event("becomes_monarch", player=True)  # CR 724
EVENT_PREDICATES[ast.CountersSpellEvent] = _named_event("counters", field="what")
EVENT_PREDICATES[ast.BecomesAttachedEvent] = _named_event("becomes_attached", to="to")
EVENT_PREDICATES[ast.BecomesUnattachedEvent] = _named_event("becomes_unattached", to="origin")
EVENT_PREDICATES[ast.PlayEvent] = _player_event("play")
EVENT_PREDICATES[ast.CastOrCopyEvent] = _either(_player_event("cast"), _player_event("copy"))
EVENT_PREDICATES[ast.CycleOrDiscardEvent] = _either(_player_event("cycle"), _player_event("discard"))
EVENT_PREDICATES[ast.GainOrLoseLifeEvent] = _either(_player_event("gain_life"), _player_event("lose_life"))
EVENT_PREDICATES[ast.AttacksEvent] = _attacks_event
EVENT_PREDICATES[ast.BecomesTappedEvent] = _becomes_tapped_event
EVENT_PREDICATES[ast.BecomesTargetEvent] = _becomes_target_event
EVENT_PREDICATES[ast.DealsDamageEvent] = _deals_damage_event
EVENT_PREDICATES[ast.PutIntoEvent] = _put_into_event

# Event predicates are lowered by their Event (which knows the subject); those without an entry in
# EVENT_PREDICATES compile to Unsupported there, with their name.
_WHOLE_EVENTS = {
    ast.Event, ast.BothEvent, ast.EitherEvent, ast.CausedEvent, ast.DayNightEvent, ast.RingTemptsEvent,
    ast.CountersPutEvent, ast.CountersRemovedEvent,
}
for _cls in set(ast.NODES.values()):
    if _cls.__module__ == ast.triggers.__name__ and _cls.__name__.endswith("Event") and _cls not in _WHOLE_EVENTS:
        LOWERINGS[_cls] = part_of("Event")
LOWERINGS[ast.EventOrigin] = part_of("an event predicate")
LOWERINGS[ast.EventTiming] = part_of("Event")
LOWERINGS[ast.WhileCondition] = part_of("Event")
LOWERINGS[ast.WhileStatus] = part_of("Event")
LOWERINGS[ast.ExceptFirstDraw] = part_of("Event")
LOWERINGS[ast.CounterAmount] = part_of("PutCountersEvent")
LOWERINGS[ast.CounterAmountSubject] = part_of("CountersPutEvent or CountersRemovedEvent")

LOWERINGS[ast.CausedEvent] = unsupported("an event caused by a spell or ability (\"causes you to discard\") is not in the effect model yet")


@lowers(ast.BothEvent)
def _both_event(node: Any, ctx: Lowering) -> Any:
    """"attacks and isn't blocked": it attacked and no creature blocked it (CR 509.1h)."""
    first, second = node.first, node.second
    if isinstance(first, ast.AttacksEvent) and isinstance(second, ast.IsBlockedEvent) and second.negated:
        if first.defender is not None or first.alone is not None or first.attackers is not None:
            raise CannotLower("\"attacks [someone] and isn't blocked\"", node)
        actor = _event_actor(node.subject, ctx)
        return _with_tails((fx.Trigger(event="attacks_unblocked", what=actor),), node.tails, None, actor, node, ctx)
    raise CannotLower("an event made of two", node)


@lowers(ast.DayNightEvent)
def _day_night_event(node: Any, ctx: Lowering) -> Any:
    """"day becomes night" (CR 726.2)."""
    return fx.Trigger(event=f"becomes_{node.after.lower()}")


@lowers(ast.RingTemptsEvent)
def _ring_tempts_event(node: Any, ctx: Lowering) -> Any:
    """"the Ring tempts you" (CR 701.54)."""
    return fx.Trigger(event="ring_tempts", player=fx.You())


@lowers(ast.CountersPutEvent, ast.CountersRemovedEvent)
def _counters_event(node: Any, ctx: Lowering) -> Any:
    """"one or more +1/+1 counters are put on this creature", "a time counter is removed from
    this card while it's exiled"."""
    on = node.on if isinstance(node, ast.CountersPutEvent) else node.origin
    actor = _event_actor(on, ctx)
    event = "counter_added" if isinstance(node, ast.CountersPutEvent) else "counter_removed"
    words = lower_words(node.subject)
    if words[:2] == ["the", "last"]:
        raise CannotLower("the last counter removed", node)
    trigger = fx.Trigger(event=event, what=actor, counter=_counter_kind_of(node.subject))
    return _with_tails((trigger,), node.tails, None, actor, node, ctx)


@lowers(ast.EitherEvent)
def _either_event(node: Any, ctx: Lowering) -> Any:
    return fx.AnyTrigger(triggers=(ctx.trigger(node.first), ctx.trigger(node.second)))


# -- conditions -----------------------------------------------------------------------------------------
#: conditions that say whether the instruction just offered was followed ("If you do", CR 608.2c)
DID_CONDITIONS = (ast.Does, ast.DoesNot, ast.DidNot)


def did_negated(cond: Any) -> bool:
    return isinstance(cond, (ast.DoesNot, ast.DidNot))


@lowers(*DID_CONDITIONS)
def _you_do(node: Any, ctx: Lowering) -> fx.Condition:
    return ctx.unsupported(node, "\"if you do\" outside an \"If you do, ...\" sentence")


@lowers(ast.Cannot)
def _cannot(node: Any, ctx: Lowering) -> fx.Condition:
    return fx.CannotDo()


def _count_condition(np: Any, ctx: Lowering) -> tuple[fx.Reference, fx.Value, bool]:
    what = ctx.filter(np)
    count: fx.Value = fx.Fixed(value=1)
    negated = False
    if isinstance(np, ast.ObjectNp):
        det = determiner(np.determiner, ctx)
        if det.mode == "no":
            negated = True
        elif det.count is not None and not det.up_to:
            count = det.count
        if np.descriptor is not None:
            written = describe_words(np.descriptor).count
            if written is not None:
                count = written
    return what, count, negated


@lowers(ast.Controls)
def _controls(node: Any, ctx: Lowering) -> fx.Condition:
    different = _different_values(node.what)
    if different is not None:
        return _controls_different(node, different, ctx)
    what, count, negated = _count_condition(node.what, ctx)
    return fx.Controls(player=ctx.players(node.subject), what=what, at_least=count, negated=negated)


def _different_values(np: Any) -> Any:
    """The "with different powers" qualifier of a noun phrase, if it has one."""
    if not isinstance(np, ast.ObjectNp):
        return None
    return next((q for q in np.qualifiers or () if isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.DifferentValues)), None)


def _controls_different(node: Any, different: Any, ctx: Lowering) -> fx.Condition:
    """"if you control three or more creatures with different powers" (coven): the objects
    have at least N different values of the characteristic, i.e. N distinct values among them."""
    characteristic = CHARACTERISTICS.get(tuple(different.quality.what.lower().split()))
    if characteristic is None:
        raise CannotLower(f"different {different.quality.what!r}", different)
    rest = tuple(q for q in node.what.qualifiers if q is not different)
    what, count, negated = _count_condition(attrs.evolve(node.what, qualifiers=rest or None), ctx)
    if negated or not isinstance(what, fx.Filter) or what.controller is not None:
        raise CannotLower("objects with different values, other than a number of them someone controls", node)
    controlled = attrs.evolve(what, controller=ctx.players(node.subject))
    return fx.AtLeast(value=fx.CountDistinct(what=controlled, characteristic=characteristic), amount=count)


@lowers(ast.ControlsNone)
def _controls_none(node: Any, ctx: Lowering) -> fx.Condition:
    what, count, _ = _count_condition(node.what, ctx)
    return fx.Controls(player=ctx.players(node.subject), what=what, at_least=count, negated=True)


@lowers(ast.Has)
def _has(node: Any, ctx: Lowering) -> fx.Condition:
    """"you have no cards in hand", "an opponent has seven or more cards in hand": the cards are
    the player's."""
    what, count, negated = _count_condition(node.what, ctx)
    if not isinstance(what, fx.Filter):
        raise CannotLower("\"has\" something that is not a description", node)
    if what.zone_owner is None:
        what = attrs.evolve(what, owner=ctx.players(node.subject))
    exists = fx.Exists(what=what, at_least=count)
    return fx.NotCondition(condition=exists) if negated else exists


def condition_state(node: ast.ConditionState, ctx: Lowering) -> fx.Filter:
    words = list(node.words)
    low = [w.lower() for w in words if isinstance(w, str)]
    text = " ".join(low)
    if text == "on the battlefield":
        return fx.Filter(zone="battlefield")
    if text == "in your opening hand":
        # CR 103.6: the hand a player keeps before the first turn
        return fx.Filter(zone="hand", zone_owner=fx.You(), kind="card", states=("opening hand",))
    if text.startswith("the chosen "):
        return fx.Filter(chosen=(text.removeprefix("the chosen "),))
    if low[:1] == ["in"] and len(words) == 2 and isinstance(words[1], Node):
        zone = zone_of(words[1], ctx)
        return fx.Filter(zone=zone.kind, zone_owner=zone.player, kind="card")
    if low and low[0] in ("a", "an") and len(words) == 2:
        if isinstance(words[1], ast.Descriptor):
            return fx.Filter(**describe_words(words[1]).fields)
        words = words[1:]
    if len(words) == 1 and isinstance(words[0], str):
        fields = FilterFields()
        fields.word(words[0], node)
        return fx.Filter(**fields.fields)
    raise CannotLower(f"state {text!r}", node)


LOWERINGS[ast.ConditionState] = part_of("IsState")


def _state_condition(what: fx.Reference, state: ast.ConditionState, negated: bool, node: Any, ctx: Lowering) -> fx.Condition:
    text = " ".join(lower_words(state))
    if text in ("your turn", "not your turn"):
        return fx.NotCondition(condition=fx.YourTurn()) if negated != (text == "not your turn") else fx.YourTurn()
    paid = {"kicked": "kicker", "bargained": "bargain", "foretold": "foretell"}.get(text.split(" ")[0])
    if paid is not None and (paid == "kicker" or text == text.split(" ")[0]):
        cost = fx.CostWasPaid(name=paid)  # CR 702.33d, 702.166b, 702.143
        return fx.NotCondition(condition=cost) if negated else cost
    if text == "cast" and not negated:
        origin = next((w for w in state.words if isinstance(w, ast.EventOrigin)), None)
        if origin is None:
            return fx.WasCast()
        zone = _origin_zone(origin, ctx)
        if zone is None:
            raise CannotLower("cast from anywhere", node)
        return fx.CastFromZone(zone=zone)  # "if this spell was cast from exile"
    if text == "paired with" and not negated:
        # soulbond (CR 702.95): "as long as ~ is paired with another creature"
        return fx.Is(what=what, test=fx.Filter(states=("paired",)))
    if text in ("the monarch",):
        return fx.HasDesignation(player=what, designation="monarch")
    if text.startswith("not "):
        raise CannotLower(f"state {text!r}", node)
    if text in ("exiled", "in exile"):
        return fx.Is(what=what, test=fx.Filter(zone="exile"), negated=negated)
    return fx.Is(what=what, test=condition_state(state, ctx), negated=negated)


def _spells_cast(np: Any, turn: str, ctx: Lowering, by: fx.Reference | None = None, by_one_player: bool = False) -> fx.Condition:
    """"no spells were cast last turn", "a player cast two or more spells last turn" (the
    werewolves' transform conditions)."""
    what, count, negated = _count_condition(np, ctx)
    spells = fx.SpellsCast(turn=turn, by=by, by_one_player=by_one_player, what=what)
    if negated:
        return fx.Compare(left=spells, op="==", right=fx.Fixed(value=0))
    return fx.Compare(left=spells, op=">=", right=count)


@lowers(ast.CastLastTurn)
def _cast_last_turn(node: Any, ctx: Lowering) -> fx.Condition:
    player = ctx.players(node.subject)
    one = isinstance(node.subject, ast.ObjectNp) and node.subject.determiner is not None and lower_words(node.subject.determiner) in (["a"], ["an"])
    return _spells_cast(node.what, "last", ctx, by=None if one else player, by_one_player=one)


@lowers(ast.IsState)
def _is_state(node: Any, ctx: Lowering) -> fx.Condition:
    if node.time is not None and isinstance(node.time, str) and node.time.lower() == "last turn" and lower_words(node.state) == ["cast"]:
        return _spells_cast(node.subject, "last", ctx)
    if isinstance(node.time, str) and node.time.lower() == "this way":
        return _done_this_way(node, ctx)
    if node.time is not None:
        raise CannotLower(f"a state {node.time!r}", node)
    negated = node.verb.lower() in ("isn't", "aren't", "wasn't", "weren't")
    return _state_condition(ctx.objects(node.subject, role="reference"), node.state, negated, node, ctx)


def _done_this_way(node: Any, ctx: Lowering) -> fx.Condition:
    """"if an artifact is destroyed this way", "if an instant card or a card with flash is
    exiled this way": one or more of the objects the instruction before acted on match (CR
    608.2c), as they last existed (CR 608.2h)."""
    state = lower_words(node.state)
    if len(state) != 1 or state[0] not in DONE_KEYS:
        raise CannotLower(f"a state {_render(node.state)!r} this way", node)
    if not _indefinite(node.subject):
        raise CannotLower(f"{_render(node.subject)!r} acted on this way", node)
    description = ctx.filter(node.subject)
    if isinstance(description, fx.Unsupported):
        return description
    if not isinstance(description, fx.Filter):
        raise CannotLower(f"{_render(node.subject)!r} as a description of objects acted on this way", node)
    found = fx.Found(key=DONE_KEYS[state[0]])
    # where those objects are now does not matter: the zone is left at its default, as for
    # "[filter] from among [reference]"
    fields = attrs.evolve(description, zone=fx.Filter().zone)
    what: fx.Reference = found if fields == fx.Filter() else fx.Amongst(among=found, filter=fields)
    exists = fx.Exists(what=what)
    negated = node.verb.lower() in ("isn't", "aren't", "wasn't", "weren't")
    return fx.NotCondition(condition=exists) if negated else exists


def _indefinite(np: Any) -> bool:
    """"a land card", "one or more creatures", "an instant card or a card with flash": a
    description, not a reference."""
    if isinstance(np, ast.NpOr):
        return _indefinite(np.left) and _indefinite(np.right)
    if not isinstance(np, ast.ObjectNp) or np.descriptor is None or np.determiner is None:
        return False
    return lower_words(np.determiner) in (["a"], ["an"], ["one", "or", "more"])


@lowers(ast.IsStateIt)
def _is_state_it(node: Any, ctx: Lowering) -> fx.Condition:
    word = node.word.lower()
    what = fx.You() if word == "you're" else ctx.it()
    return _state_condition(what, node.state, False, node, ctx)


@lowers(ast.ThereIs, ast.ThereIsOne)
def _there_is(node: Any, ctx: Lowering) -> fx.Condition:
    if isinstance(node.what, ast.ObjectNp) and node.what.determiner is not None:
        distinct = characteristic_count(attrs.evolve(node.what, determiner=None), ctx)
        if distinct is not None:  # "four or more card types among cards in your graveyard"
            det = determiner(node.what.determiner, ctx)
            if det.count is None or det.up_to:
                raise CannotLower(f"how many: {node.what.determiner.text!r}", node)
            return fx.AtLeast(value=distinct, amount=det.count)
    what, count, negated = _count_condition(node.what, ctx)
    exists = fx.Exists(what=what, at_least=count)
    return fx.NotCondition(condition=exists) if negated else exists


#: what happened this turn: the words of the past predicate -> the event's name
HAPPENED = {
    "died": "died", "attacked": "attacked", "entered": "entered", "lost life": "lost_life", "gained life": "gained_life",
    "left the battlefield": "left_battlefield", "entered the battlefield": "entered", "descended": "descended",
    "committed a crime": "committed_crime", "been attacked": "attacked_you", "attacked or blocked": "attacked_or_blocked",
    "gained or lost life": "gained_or_lost_life", "completed a dungeon": "completed_dungeon",
}


@lowers(ast.Happened)
def _happened(node: Any, ctx: Lowering) -> fx.Condition:
    """"a creature died this turn", "you attacked this turn"."""
    items = words_of(node.event)
    if (node.time or "").lower() == "this way" and [w.lower() for w in items if isinstance(w, str)] == ["search"]:
        # "If you search your library this way, shuffle." (the search just offered happened)
        return fx.SearchedZone(zone=zone_of(items[1], ctx).kind)
    period = {"this turn": "turn", "this step": "step"}.get((node.time or "").lower())
    if period is None:
        raise CannotLower(f"what happened {node.time or 'before'!r}", node)
    items = words_of(node.event)
    if any(isinstance(w, Node) for w in items):
        raise CannotLower(f"{node.event.text!r} this turn", node)
    text = " ".join(w.lower() for w in items)
    under_your_control = text.endswith(" under your control")
    event = HAPPENED.get(text.removesuffix(" under your control"))
    if event is None:
        raise CannotLower(f"{text!r} this turn", node)
    subject = fx.You() if isinstance(node.subject, str) else ctx.filter(node.subject)
    if under_your_control:
        if not isinstance(subject, fx.Filter) or subject.controller is not None:
            raise CannotLower("\"under your control\" of something else", node)
        subject = attrs.evolve(subject, controller=fx.You())
    return fx.HappenedThisTurn(what=subject, event=event, period=period)


@lowers(ast.PredicateCondition)
def _predicate_condition(node: Any, ctx: Lowering) -> fx.Condition:
    """A player doing something: "unless you pay {W}{W}" (CR 118.12), "if you cast it from your
    hand" (CR 601.2a)."""
    predicate = node.predicate
    if isinstance(predicate, ast.Pay) and node.origin is None and node.time is None:
        return fx.PlayerPaid(player=ctx.players(node.subject), costs=tuple(ctx.cost(c) for c in predicate.costs))
    if isinstance(predicate, ast.Cast) and node.origin is None and node.time is None and predicate.without_paying is None:
        if isinstance(ctx.objects(predicate.what, role="reference"), fx.This) or isinstance(predicate.what, ast.Pronoun):
            return fx.WasCast()  # "When ~ enters, if you cast it, ..."
    if isinstance(predicate, ast.Cast) and node.origin is not None and node.time is None:
        zone = _origin_zone(node.origin, ctx)
        if zone is None:
            raise CannotLower("cast from anywhere", node)
        return fx.CastFromZone(zone=zone)
    if isinstance(predicate, ast.IsType) and node.origin is None and node.time is None:
        return _is_condition(node.subject, predicate, ctx)
    if node.origin is None and node.time is None:
        cost = _action_cost(predicate, ctx)
        if cost is not None:
            # "unless you discard a card", "unless you sacrifice three Forests" (CR 118.12)
            return fx.PlayerPaid(player=ctx.players(node.subject), costs=(cost,))
    raise CannotLower(f"a player doing {type(predicate).__name__} as a condition", node)


def _action_cost(predicate: Any, ctx: Lowering) -> fx.Cost | None:
    """An action offered as a cost ("unless you sacrifice a land"), as the cost it is."""
    if isinstance(predicate, ast.Sacrifice):
        return _sacrifice_cost(predicate, ctx)
    if isinstance(predicate, ast.Discard):
        return _discard_cost(predicate, ctx)
    if isinstance(predicate, ast.ReturnTo) and not predicate.mods and zone_of(predicate.to, ctx).kind == "hand":
        return fx.ReturnToHandCost(what=ctx.objects(predicate.what))
    if isinstance(predicate, ast.PayLife):
        return fx.PayLife(amount=ctx.value(predicate.amount))  # "unless that player pays 3 life" (CR 119.4)
    return None


@lowers(ast.EitherCondition, ast.BothConditions)
def _two_conditions(node: Any, ctx: Lowering) -> fx.Condition:
    parts = (ctx.condition(node.first), ctx.condition(node.second))
    return fx.AnyOf(conditions=parts) if isinstance(node, ast.EitherCondition) else fx.AllOf(conditions=parts)


def _bound(node: Any) -> tuple[str, fx.Value]:
    """"three or more" -> (">=", 3); "5 or less" -> ("<=", 5) (an AmountBound or CounterQuantity)."""
    words = [w for w in words_of(node) if isinstance(w, str)]
    low = [w.lower() for w in words]
    if "or" not in low:
        raise CannotLower(f"an amount {' '.join(words)!r}", node)
    at = low.index("or")
    op = COMPARISONS.get(" ".join(low[at:at + 2]))
    if op is None or at == 0:
        raise CannotLower(f"an amount {' '.join(words)!r}", node)
    return op, word_value(words[at - 1], node)


@lowers(ast.HasCountersCondition, ast.ThereAreCounters)
def _counters_condition(node: Any, ctx: Lowering) -> fx.Condition:
    """"it has a +1/+1 counter on it", "an opponent has three or more poison counters", "there
    are two or more ki counters on this creature"."""
    holder = node.on if isinstance(node, ast.ThereAreCounters) else node.subject
    words = words_of(node.counters)
    counted = next((w for w in words if isinstance(w, ast.CounterCount)), None)
    kind = _counter_kind_of(node.counters)
    if kind is None:
        raise CannotLower("counters of no stated kind", node)
    amount = fx.StatOf(what=ctx.objects(holder, role="reference"), stat=f"counters:{kind}")
    low = [w.lower() for w in words if isinstance(w, str)]
    if low[:1] == ["no"]:
        return fx.Compare(left=amount, op="==", right=fx.Fixed(value=0))
    if counted is not None:
        _, count = counter_count(counted, ctx)
        return fx.Compare(left=amount, op=">=", right=count)
    op, value = _bound(node.counters)
    return fx.Compare(left=amount, op=op, right=value)


def _stat(word: str, node: Any) -> str:
    stat = stat_name(word, node)
    return "power" if stat == "total_power" else stat  # several objects' powers are summed


@lowers(ast.HasStat)
def _has_stat(node: Any, ctx: Lowering) -> fx.Condition:
    """"creatures you control have total power 8 or greater", "it had power 3 or greater"."""
    op, value = comparison(node.comparison, ctx)
    return fx.Compare(left=fx.StatOf(what=ctx.objects(node.subject, role="reference"), stat=_stat(node.stat, node)), op=op, right=value)


@lowers(ast.StatIs)
def _stat_is(node: Any, ctx: Lowering) -> fx.Condition:
    """"this creature's power is 4 or greater", "its mana value is 2 or less"."""
    words = words_of(node.possessor)
    if len(words) == 2 and isinstance(words[0], Node):
        owner = ctx.objects(words[0], role="reference")
    elif [w.lower() for w in words if isinstance(w, str)] in (["its"], ["their"], ["his"], ["her"]):
        owner = ctx.it()
    else:
        raise CannotLower(f"the stat of {node.possessor.text!r}", node)
    op, value = comparison(node.comparison, ctx)
    if node.verb.lower() not in ("is", "was"):
        raise CannotLower(f"a stat that {node.verb!r}", node)
    stat = stat_name(node.stat, node)
    left: fx.Value = fx.LifeTotal(player=owner) if stat == "life_total" else fx.StatOf(what=owner, stat=_stat(node.stat, node))
    return fx.Compare(left=left, op=op, right=value)


@lowers(ast.HasLife)
def _has_life(node: Any, ctx: Lowering) -> fx.Condition:
    """"you have 5 or less life" (CR 119)."""
    op, value = _bound(node.amount)
    return fx.Compare(left=fx.LifeTotal(player=ctx.players(node.subject)), op=op, right=value)


@lowers(ast.XIs)
def _x_is(node: Any, ctx: Lowering) -> fx.Condition:
    op, value = comparison(node.comparison, ctx)
    return fx.Compare(left=fx.Variable(name="X"), op=op, right=value)


def _count_with_player(np: Any, player: fx.Reference, field: str, ctx: Lowering) -> fx.Value:
    what = ctx.filter(np)
    if not isinstance(what, fx.Filter):
        raise CannotLower("counting something that is not a description", np)
    if getattr(what, field) is None and not (field == "owner" and what.zone_owner is not None):
        what = attrs.evolve(what, **{field: player})  # type: ignore[arg-type]  # a player field
    return fx.CountOf(what=what)


@lowers(ast.ControlsMore)
def _controls_more(node: Any, ctx: Lowering) -> fx.Condition:
    """"an opponent controls more lands than you"."""
    op = COMPARISONS.get(f"{node.comparison.lower()} than")
    if op is None:
        raise CannotLower(f"controls {node.comparison!r} than", node)
    left = _count_with_player(node.what, ctx.players(node.subject), "controller", ctx)
    right = _count_with_player(node.what, ctx.players(node.than), "controller", ctx)
    return fx.Compare(left=left, op=op, right=right)


@lowers(ast.HasMore)
def _has_more(node: Any, ctx: Lowering) -> fx.Condition:
    """"an opponent has more life than you", "you have more cards in hand than each opponent"."""
    op = COMPARISONS.get(f"{node.comparison.lower()} than")
    if op is None:
        raise CannotLower(f"has {node.comparison!r} than", node)
    words = words_of(node.what)
    subject, than = ctx.players(node.subject), ctx.players(node.than)
    if [w.lower() for w in words if isinstance(w, str)] == ["life"]:
        return fx.Compare(left=fx.LifeTotal(player=subject), op=op, right=fx.LifeTotal(player=than))
    np = next((w for w in words if isinstance(w, Node)), None)
    if np is None:
        raise CannotLower("has more of what", node)
    return fx.Compare(left=_count_with_player(np, subject, "owner", ctx), op=op, right=_count_with_player(np, than, "owner", ctx))


@lowers(ast.YouveCast)
def _youve_cast(node: Any, ctx: Lowering) -> fx.Condition:
    """"you've cast another spell this turn": a spell you cast this turn matches."""
    if (node.time or "").lower() != "this turn" or node.origin is not None:
        raise CannotLower("what you've cast, not this turn", node)
    return fx.HappenedThisTurn(what=ctx.filter(node.what), event="you_cast")


MANA_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@lowers(ast.ManaSpentCondition)
def _mana_spent(node: Any, ctx: Lowering) -> fx.Condition:
    """"if {B} was spent to cast this spell", "if at least three white mana was spent to cast
    it", "if no mana was spent to cast it" (CR 601.2h)."""
    what = ctx.objects(node.what, role="reference")
    words = words_of(node.mana)
    low = [w.lower() for w in words if isinstance(w, str)]
    if len(words) == 1 and isinstance(words[0], str) and words[0].startswith("{"):
        return fx.AtLeast(value=fx.ManaSpentToCast(what=what, symbol=words[0]), amount=fx.Fixed(value=1))
    if low == ["no", "mana"]:
        return fx.NotCondition(condition=fx.AtLeast(value=fx.ManaSpentToCast(what=what), amount=fx.Fixed(value=1)))
    if low[:2] == ["at", "least"]:
        number = next((w for w in words if isinstance(w, Node)), None)
        color = next((MANA_COLORS[w] for w in low if w in MANA_COLORS), None)
        if number is not None:
            symbol = "{" + color + "}" if color else None
            return fx.AtLeast(value=fx.ManaSpentToCast(what=what, symbol=symbol), amount=ctx.value(number))
    raise CannotLower(f"mana spent {node.mana.text!r}", node)


@lowers(ast.FlipResult)
def _flip_result(node: Any, ctx: Lowering) -> fx.Condition:
    """"if you win the flip" (CR 705.2), "if you win" after "clash with an opponent" (CR 701.30)."""
    won = fx.Won(player=ctx.players(node.subject), contest="flip" if node.the_flip else "clash")
    return won if node.won else fx.NotCondition(condition=won)


@lowers(ast.NthResolution)
def _nth_resolution(node: Any, ctx: Lowering) -> fx.Condition:
    """"if this is the second time this ability has resolved this turn"."""
    nth = ORDINALS.get(node.ordinal.lower())
    if nth is None:
        raise CannotLower(f"the {node.ordinal!r} time", node)
    return fx.Compare(left=fx.TimesResolvedThisTurn(), op="==", right=fx.Fixed(value=nth))


DESIGNATIONS = {"the city 's blessing": "city's blessing", "the initiative": "initiative", "a full party": "full party"}


@lowers(ast.HasDesignation)
def _has_designation(node: Any, ctx: Lowering) -> fx.Condition:
    name = DESIGNATIONS.get(" ".join(lower_words(node.designation)))
    if name is None:
        raise CannotLower(f"designation {node.designation.text!r}", node)
    return fx.HasDesignation(player=ctx.players(node.subject), designation=name)


#: a mechanic's condition -> (the cost or choice paid, negated)
MECHANICS = {
    "tribute was paid": ("tribute", False), "tribute wasn't paid": ("tribute", True),
    "the gift was promised": ("gift", False), "the gift wasn't promised": ("gift", True),
    "evidence was collected": ("collect evidence", False),
    "this spell's additional cost was paid": ("additional", False), "its additional cost was paid": ("additional", False),
}


@lowers(ast.MechanicCondition)
def _mechanic_condition(node: Any, ctx: Lowering) -> fx.Condition:
    """"if tribute wasn't paid" (CR 702.104b), "if the gift was promised" (CR 702.174)."""
    name, negated = MECHANICS.get(node.text.lower(), (None, False))
    if name is None:
        raise CannotLower(f"condition {node.text!r}", node)
    paid = fx.CostWasPaid(name=name)
    return fx.NotCondition(condition=paid) if negated else paid


for _cls, _reason in (
    (ast.PredicateNotCondition, "a player not doing something as a condition"),
    (ast.SharesCreatureType, "sharing a creature type"),
    (ast.SameNameEach, "\"with the same name\""),
    (ast.DifferentValues, "\"with different\" values"),
):
    LOWERINGS[_cls] = unsupported(f"{_reason} is not in the effect model yet")
for _cls in (ast.AmountBound, ast.CounterQuantity, ast.LifeOrNp, ast.Designation, ast.PastPred, ast.ManaSpent, ast.CondTiming):
    LOWERINGS[_cls] = part_of("its condition")


# -- durations ------------------------------------------------------------------------------------------
LOWERINGS[ast.UntilLeaves] = part_of("Clause")


def _until_leaves(effects: EffectList, tail: Any, ctx: Lowering) -> EffectList:
    """"exile target creature until ~ leaves the battlefield" (CR 610.3): the exiled object
    returns when the source leaves."""
    source = ctx.objects(tail.what, role="reference")
    if not isinstance(source, fx.This) or not effects or not all(isinstance(e, fx.Move) and e.to == "exile" for e in effects):
        return (*effects, ctx.unsupported(tail, "\"until ... leaves the battlefield\" on something but exiling by this object"))
    return tuple(attrs.evolve(e, until="source_leaves") for e in effects)  # type: ignore[call-arg]  # fx.Move (tested above)
LOWERINGS[ast.ForAsLongAs] = part_of("Clause")

#: "remains ..." -> the Filter fields the object keeps matching
REMAIN_STATES: dict[str, dict[str, Any]] = {
    "exiled": {"zone": "exile"}, "in exile": {"zone": "exile"}, "on the battlefield": {"zone": "battlefield"},
    "tapped": {"tapped": True},
}


@lowers(ast.Remains)
def _remains(node: Any, ctx: Lowering) -> fx.Condition:
    """"for as long as it remains exiled", "as long as this artifact remains tapped": the object
    still matches (CR 611.2b); once it has left, it is a new object (CR 400.7) and no longer does."""
    state = REMAIN_STATES.get(node.state.lower())
    if state is None:
        raise CannotLower(f"remaining {node.state!r}", node)
    return fx.Is(what=ctx.objects(node.subject, role="reference"), test=fx.Filter(**state))


# -- structural nodes: lowered by compile_card -------------------------------------------------------------
LOWERINGS[ast.Reminder] = part_of("AbilityLine (reminder text has no rules meaning, CR 207.2)")
LOWERINGS[ast.FaceText] = part_of("compile_card")
LOWERINGS[ast.CardText] = part_of("compile_card")
LOWERINGS[ast.Restriction] = part_of("Activated or Loyalty")
LOWERINGS[ast.ChapterNumbers] = part_of("Chapter")


# -- entry point -------------------------------------------------------------------------------------------
INTERNAL_ERROR = "internal error in the compiler"


def unsupported_in(value: Any) -> list[fx.Unsupported]:
    """Every ``Unsupported`` node in a tree, in order."""
    return [e for e in _walk(value) if isinstance(e, fx.Unsupported)]


def compile_line(line: ast.AbilityLine, *, text: str = "") -> tuple[fx.Ability, ...]:
    """Lower one parsed ability line (``text``: its rules text, quoted in diagnostics)."""
    return compile_line_with_problems(line, text=text)[0]


def compile_line_with_problems(line: ast.AbilityLine, *, text: str = "") -> tuple[tuple[fx.Ability, ...], list[fx.Unsupported]]:
    """:func:`compile_line` and :func:`unsupported_in` of what it gives, from one walk of the
    tree (both run for every ability of a corpus-wide run)."""
    ctx = Lowering(text=text)
    try:
        abilities = _ability_line(line, ctx)
    except CannotLower as exc:
        abilities = (ctx.unsupported(exc.node if exc.node is not None else line, exc.reason),)
    except Exception as exc:
        # reported as an internal error: counted, shown, and failed by the corpus test
        abilities = (ctx.unsupported(line, f"{INTERNAL_ERROR}: {type(exc).__name__}: {exc}"),)
    elements = _walk(abilities)
    # Internal placeholders are not in the effect model (fx.CLASSES); one left over is reported.
    # Both that test and the one for Unsupported nodes look at the few classes present, not at
    # each element; most abilities hold only classes already found to need neither.
    classes = set(map(type, elements))
    if classes <= _PLAIN_MODEL_CLASSES:
        return abilities, []
    if _leaks(classes):
        abilities = tuple(_replace_internal(a, ctx) for a in abilities)
        elements = _walk(abilities)
        classes = set(map(type, elements))
    if not any(issubclass(cls, fx.Unsupported) for cls in classes):
        return abilities, []
    return abilities, [e for e in elements if isinstance(e, fx.Unsupported)]


#: classes found in fx.CLASSES so far (that registry only grows, and never rebinds a name), and
#: those of them that are not Unsupported nodes
_MODEL_CLASSES_SEEN: set[type] = set()
_PLAIN_MODEL_CLASSES: set[type] = set()


def _leaks(classes: set[type]) -> bool:
    """Is one of these classes not of the effect model (an internal placeholder)?"""
    model = {cls for cls in classes if fx.CLASSES.get(cls.__name__) is cls}
    _MODEL_CLASSES_SEEN.update(model)
    _PLAIN_MODEL_CLASSES.update(cls for cls in model if not issubclass(cls, fx.Unsupported))
    return len(model) < len(classes)


def _replace_internal(value: Any, ctx: Lowering) -> Any:
    """Internal placeholders left where they can't stand become ``Unsupported``."""
    if isinstance(value, _ModalEffect):
        return ctx.unsupported(None, "a modal block where modes can't stand")
    if isinstance(value, _EntersWith):
        return ctx.unsupported(None, "\"enters with\" inside other instructions")
    if isinstance(value, _WhileCondition):
        return ctx.unsupported(None, "\"as long as\" inside other instructions")
    if isinstance(value, _WholeAbility):
        return ctx.unsupported(None, "an ability of its own inside other instructions")
    if isinstance(value, _NewTargets):
        return ctx.unsupported(None, "new targets for a copy made by another instruction")
    if isinstance(value, fx.Element) and fx.CLASSES.get(type(value).__name__) is not type(value):
        return ctx.unsupported(None, f"{type(value).__name__.lstrip('_')} inside other instructions")
    if isinstance(value, tuple):
        return tuple(_replace_internal(v, ctx) for v in value)
    if isinstance(value, fx.Element):
        changes = {}
        for field in attrs.fields(type(value)):
            old = getattr(value, field.name)
            new = _replace_internal(old, ctx)
            if new is not old:
                changes[field.name] = new
        return attrs.evolve(value, **changes) if changes else value
    return value


def _shortened(text: str, most: int = 120) -> str:
    """An ability's text for a one-line message: a text may be a megabyte long."""
    return text if len(text) <= most else f"{text[: most - 1]}…"


def compile_face_for_runtime(card: Any, face: Any) -> tuple[tuple[fx.Ability, ...], tuple[str, ...]]:
    """One face of a card (:class:`oraclec.cards.Card`, :class:`~oraclec.cards.Face`) compiled
    for the runtime's card pool: its abilities, and why any part could not be compiled (an
    unparsed ability, an ``Unsupported`` construct), one reason per ability line."""
    from .parser import parse_face

    abilities: list[fx.Ability] = []
    missing: list[str] = []
    for parsed in parse_face(face, card).abilities:
        if parsed.line is None:
            why = f" ({parsed.error.reason})" if parsed.error is not None else ""
            missing.append(f"did not parse: {_shortened(parsed.text.text)}{why}")
            continue
        lowered, problems = compile_line_with_problems(parsed.line, text=parsed.text.rules)
        if problems:
            missing.append(f"not compiled: {_shortened(parsed.text.text)} ({problems[0].reason})")
        abilities.extend(a for a in lowered if isinstance(a, fx.Ability))
    return tuple(abilities), tuple(missing)


# -- statics (grammar/statics.lark) -----------------------------------------------------------
# Rules about objects and players (combat restrictions and requirements, untapping, hand size)
# compile to ``Restriction`` with the rule as written in the base form and, where the rule names
# other objects ("can't be blocked by creatures with flying"), those objects as ``other``.


def _rule_about(rule: str, ctx: Lowering, other: Any = None) -> fx.Effect:
    return fx.Restriction(what=_subject_objects(ctx), rule=rule, other=other, duration=ctx.continuous_duration())


def _other(node: Any, ctx: Lowering) -> fx.Reference:
    return ctx.objects(node, role="event")


@lowers(ast.CantBeBlockedExceptBy)
def _cant_be_blocked_except_by(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: a blocking restriction on the attacker."""
    return _rule_about("can't be blocked except by", ctx, _other(node.by, ctx))


@lowers(ast.CantBeBlockedBy)
def _cant_be_blocked_by(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1b."""
    return _rule_about("can't be blocked by", ctx, _other(node.by, ctx))


@lowers(ast.CantBeBlockedByMoreThan)
def _cant_be_blocked_by_more_than(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: "can't be blocked by more than one creature"."""
    return _rule_about(f"can't be blocked by more than {_render(node.count)}", ctx)


@lowers(ast.CantBlockWhat)
def _cant_block_what(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: a blocking restriction on the blocker."""
    return _rule_about("can't block", ctx, _other(node.what, ctx))


@lowers(ast.CantAttackWhom)
def _cant_attack_whom(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 508.1c: an attack restriction naming what can't be attacked."""
    return _rule_about("can't attack", ctx, _other(node.whom, ctx))


@lowers(ast.CantBlockOrBeBlockedBy)
def _cant_block_or_be_blocked_by(node: Any, ctx: Lowering) -> fx.Effect:
    return _rule_about("can't block or be blocked by", ctx, _other(node.by, ctx))


@lowers(ast.CantActAlone)
def _cant_act_alone(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 506.5."""
    return _rule_about(f"can't {_render(node.action)} alone", ctx)


@lowers(ast.CanAttack)
def _can_attack(node: Any, ctx: Lowering) -> fx.Effect:
    """A permission to attack (read with its "as though" or "this turn" tail)."""
    return _rule_about("can attack", ctx)


@lowers(ast.CanBlockWhat)
def _can_block_what(node: Any, ctx: Lowering) -> fx.Effect:
    return _rule_about("can block", ctx, _other(node.what, ctx))


@lowers(ast.CanBlockOnly)
def _can_block_only(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1b."""
    return _rule_about("can block only", ctx, _other(node.what, ctx))


@lowers(ast.CanBlockExtra)
def _can_block_extra(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: blocking additional creatures."""
    return _rule_about(f"can block {_render(node.extra)}", ctx)


@lowers(ast.BlocksEachCombat)
def _blocks_each_combat(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1c: a blocking requirement."""
    return _rule_about("blocks each combat if able", ctx)


@lowers(ast.AttacksOrBlocksEachCombat)
def _attacks_or_blocks_each_combat(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 508.1d, 509.1c."""
    return _rule_about("attacks or blocks each combat if able", ctx)


@lowers(ast.MustBeBlocked)
def _must_be_blocked(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1c: a requirement on the defending player's blockers."""
    return _rule_about("must be blocked", ctx, _other(node.by, ctx) if node.by is not None else None)


@lowers(ast.AssignsCombatDamage)
def _assigns_combat_damage(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 510.1: "assigns combat damage equal to its toughness rather than its power"."""
    if node.possessor is not None or node.amount is None or node.instead_of is None:
        return ctx.unsupported(node, "a combat damage assignment other than by another stat")
    return _rule_about(f"assigns combat damage {_render(node.amount)} rather than {_render(node.instead_of)}", ctx)


@lowers(ast.DoesntUntap)
def _doesnt_untap(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 502.3: "doesn't untap during its controller's untap step" (the step comes from the
    clause's "during" tail)."""
    return _rule_about("doesn't untap", ctx)


@lowers(ast.Control)
def _control(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 613.1b: "You control enchanted creature."."""
    player = ctx.subject if ctx.subject is not None else fx.You()
    return fx.GainControl(what=ctx.objects(node.what), player=player, duration=ctx.continuous_duration())


@lowers(ast.Cant)
def _cant(node: Any, ctx: Lowering) -> fx.Effect:
    """"[players] can't [action]": a rule forbidding the action, named as written."""
    return _rule_about("can't " + _render(node.predicate), ctx)


@lowers(ast.CantGainLife)
def _cant_gain_life(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 119.7."""
    return _rule_about("can't gain life", ctx)


@lowers(ast.NoMaximumHandSize)
def _no_maximum_hand_size(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 402.2."""
    return _rule_about("no maximum hand size", ctx)


def _render(node: Any) -> str:
    from .render import render

    return render(node, {})


# Clause tails of static abilities, applied to the clause's effects (see _clause).
_YOUR_TURN_WINDOWS = {("your", "turn"), ("each", "of", "your", "turns")}
_NOT_YOUR_TURN_WINDOWS = {("an", "opponent's", "turn"), ("each", "opponent's", "turn"), ("turns", "other", "than", "yours")}


def _static_tail(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList | None:
    """Apply a tail of statics.lark to a clause's effects; None when the combination is not
    lowered."""
    if type(tail) in CLAUSE_TAILS:
        return CLAUSE_TAILS[type(tail)](tail, effects, ctx)
    rules = all(isinstance(e, fx.Restriction) for e in effects) and bool(effects)
    if isinstance(tail, (ast.EachCombat, ast.IfAble, ast.AsThoughLacked, ast.AsThoughHad)) and rules:
        # "can block an additional creature each combat", "must be blocked if able",
        # "can attack as though it didn't have defender": part of the rule (CR 508-509)
        text = _render(tail)
        return tuple(attrs.evolve(e, rule=f"{e.rule} {text}") for e in effects)  # type: ignore[attr-defined, call-arg]
    if isinstance(tail, ast.During):
        return _during(tail.window, effects, ctx)
    if isinstance(tail, ast.AnyTime) and ctx.static and len(effects) == 1:
        # "You may look at the top card of your library any time." (a permission while the
        # static ability applies)
        inner = effects[0].effects if isinstance(effects[0], fx.May) and len(effects[0].effects) == 1 else effects
        if isinstance(inner[0], fx.LookAt):
            return (fx.LookPermission(what=inner[0].what, player=inner[0].player),)
    if isinstance(tail, ast.AsThoughHad) and len(effects) == 1 and isinstance(effects[0], fx.Cast):
        # "You may cast creature spells as though they had flash." (CR 601.3b, 609.4b)
        if _render(tail.keywords).lower() == "flash":
            return (fx.AsThough(kind="flash", what=effects[0].what, player=effects[0].player),)
    return None


def _during(window: Any, effects: EffectList, ctx: Lowering) -> EffectList | None:
    """"during your turn" (a condition, CR 611.3a); "during its controller's untap step" (part
    of a rule about untapping, CR 502.3)."""
    words = tuple(lower_words(window))
    rules = [e for e in effects if isinstance(e, fx.Restriction)]
    if rules and (len(rules) == len(effects) or "untap" in words):
        # "gets +4/+2 and doesn't untap during its controller's untap step": the step belongs
        # to the rule about untapping
        text = _render(window)
        return tuple(attrs.evolve(e, rule=f"{e.rule} during {text}") if isinstance(e, fx.Restriction) else e for e in effects)
    if words in _YOUR_TURN_WINDOWS:
        condition: fx.Condition = fx.YourTurn()
    elif words in _NOT_YOUR_TURN_WINDOWS:
        condition = fx.NotCondition(condition=fx.YourTurn())
    else:
        return None
    if ctx.static:
        return (_WhileCondition(condition=condition, effects=effects),)
    return (fx.Conditional(condition=condition, effects=effects),)


@lowers(ast.DuringSentence)
def _during_sentence(node: Any, ctx: Lowering) -> EffectList:
    effects = ctx.effects(node.chain)
    lowered = _during(node.window, effects, ctx)
    return lowered if lowered is not None else (ctx.unsupported(node, f"effects during {_render(node.window)!r}"),)


@lowers(ast.AdditionalCost)
def _additional_cost(node: Any, ctx: Lowering) -> fx.Effect:
    """"As an additional cost to cast this spell, [cost]." (CR 601.2b, 118.8): an ability of the
    card on its own."""
    if node.action.lower() != "cast" or not isinstance(ctx.objects(node.what, role="reference"), fx.This):
        return ctx.unsupported(node, "an additional cost for other spells or abilities")
    costs = tuple(ctx.cost(c) for c in node.costs.costs)
    if node.costs.is_choice and len(costs) > 1:
        costs = (fx.CostChoice(options=costs),)
    return _WholeAbility(ability=fx.AdditionalCost(costs=costs, optional=node.may is not None))


@lowers(ast.PayLife)
def _pay_life(node: Any, ctx: Lowering) -> fx.Effect:
    """"[player] may pay N life" during resolution (CR 119.4, 118.12)."""
    return fx.Pay(player=ctx.doer(), costs=(fx.PayLife(amount=ctx.value(node.amount)),))


@lowers(ast.PayManaCost)
def _pay_mana_cost(node: Any, ctx: Lowering) -> fx.Cost:
    return ctx.cost(node.cost)


# The instructions a player may follow instead of paying a mana cost, as the costs they are.
# (span: Node's own field, which mypy does not see on the node classes)
_PREDICATE_COSTS: dict[type, Callable[[Any], Node]] = {
    ast.Sacrifice: lambda p: ast.SacrificeCost(what=p.what, span=p.span),  # type: ignore[call-arg]
    ast.Discard: lambda p: ast.DiscardCost(what=p.what, span=p.span),  # type: ignore[call-arg]
    ast.Exile: lambda p: ast.ExileCost(what=p.what, span=p.span),  # type: ignore[call-arg]
    ast.Tap: lambda p: ast.TapPermanentsCost(what=p.what, span=p.span),  # type: ignore[call-arg]
    ast.Reveal: lambda p: ast.RevealCost(what=p.what, span=p.span),  # type: ignore[call-arg]
    ast.ReturnTo: lambda p: ast.ReturnCost(what=p.what, to=p.to, span=p.span),  # type: ignore[call-arg]
}


def _alternative_cost(clause: ast.Clause, tail: ast.RatherThanPay, ctx: Lowering) -> fx.Effect:
    """"You may [pay X / sacrifice ...] rather than pay this spell's mana cost." (CR 118.9): a
    permission to cast this card for another cost."""
    whose = lower_words(tail.cost)
    if not clause.may or whose[-2:] != ["mana", "cost"] or not whose[:1] or whose[0] == "the":
        return ctx.unsupported(tail, "an alternative cost other than for this spell")
    costs: list[fx.Cost] = []
    for predicate in words_of(clause.predicates):
        if not isinstance(predicate, Node):
            continue
        if isinstance(predicate, ast.Pay):
            costs.extend(ctx.cost(c) for c in predicate.costs)
        elif isinstance(predicate, ast.PayLife):
            costs.append(fx.PayLife(amount=ctx.value(predicate.amount)))
        elif type(predicate) in _PREDICATE_COSTS and getattr(predicate, "mods", None) is None:
            costs.append(ctx.cost(_PREDICATE_COSTS[type(predicate)](predicate)))
        else:
            return ctx.unsupported(predicate, f"{type(predicate).__name__} as an alternative cost")
    return _WholeAbility(ability=fx.CastPermission(zone="hand", method="alternative cost", cost=tuple(costs)))


def _spend_mana_as_though(clause: ast.Clause, ctx: Lowering) -> fx.Effect:
    """"[Players] may spend mana as though it were mana of any color [to cast this spell]."
    (CR 609.4b): an "as though" permission about paying mana."""
    tails = list(clause.tails or ())
    as_though = next((t for t in tails if isinstance(t, ast.AsThoughWere)), None)
    purpose = next((t for t in tails if isinstance(t, ast.ToPurpose)), None)
    if as_though is None or len(tails) != 1 + (purpose is not None) or as_though.negated:
        return ctx.unsupported(clause, "spending mana other than as though it were mana of any color or type")
    state = lower_words(state_node := as_though.state)
    if state[:3] != ["mana", "of", "any"]:
        return ctx.unsupported(state_node, f"spending mana as though it were {_render(state_node)!r}")
    kind = "any_type_mana" if state[-1] == "type" else "any_color_mana"
    what = None
    if purpose is not None:
        if purpose.action.lower() != "cast":
            return ctx.unsupported(purpose, "mana spent to activate abilities")
        what = ctx.objects(purpose.what, role="event")
    player = ctx.objects(clause.subject, role="player") if clause.subject is not None else fx.You()
    return fx.AsThough(kind=kind, what=what, player=player)


_STATICS_NOT_LOWERED = {
    ast.RatherThanPay: "an alternative cost (CR 118.9) is read by its clause, not alone",
    ast.EachCombat: "\"each combat\" outside a rule about attacking or blocking",
    ast.IfAble: "\"if able\" outside a rule about attacking or blocking",
    ast.AsThoughHad: "\"as though\" effects (CR 609.4b) other than flash are not modelled yet",
    ast.AsThoughLacked: "\"as though\" outside a rule about attacking or blocking",
    ast.AsThoughWere: "\"as though\" effects (CR 609.4b) are not modelled yet",
    ast.ToPurpose: "restrictions on what mana is spent for are not modelled yet",
    ast.SpendMana: "mana-spending permissions (CR 609.4b) are not modelled yet",
    ast.AnyTime: "\"any time\" with something other than looking at cards",
    ast.During: "a \"during\" tail outside a static rule or a your-turn condition",
}
for _cls, _reason in _STATICS_NOT_LOWERED.items():
    LOWERINGS[_cls] = unsupported(_reason)
LOWERINGS[ast.CostChoice] = part_of("AdditionalCost")
LOWERINGS[ast.OnEachOfYourTurns] = part_of("Clause (additional land plays)")
LOWERINGS[ast.CostRef] = part_of("RatherThanPay")
LOWERINGS[ast.CombatAction] = part_of("CantActAlone")
LOWERINGS[ast.ExtraBlocks] = part_of("CanBlockExtra")
LOWERINGS[ast.AsThoughState] = part_of("AsThoughWere")
LOWERINGS[ast.TurnWindow] = part_of("During or DuringSentence")


# -- replacement and prevention effects (CR 614, 615) ---------------------------------------------
def _would_trigger(node: Any, ctx: Lowering) -> Any:
    """The event a replacement watches for, described as a trigger event describes it: "a
    creature you control would die" -> Trigger(dies, creature you control). Afterwards "it",
    "that player" mean what the event is about, as in a triggered ability."""
    if isinstance(node, ast.DamageWouldBeDealt):
        return _damage_event(node, ctx)
    actor = _event_actor(node.subject, ctx)
    pred = node.predicate
    if isinstance(pred, ast.DealsDamageEvent) and (pred.kind or "").lower() == "noncombat":
        # "would deal noncombat damage to ..." (a replacement may name the kind, CR 614.1a)
        to = _event_part(pred.to, ctx) if pred.to is not None else None
        return fx.Trigger(event="deals_noncombat_damage", what=actor, to=to)
    return _event_predicate(pred, actor, ctx)


def _damage_event(node: ast.DamageWouldBeDealt, ctx: Lowering) -> Any:
    """"damage would be dealt to you", "combat damage would be dealt to a creature you control"."""
    event = "dealt_combat_damage" if (node.kind or "").lower() == "combat" else "dealt_damage"
    if (node.kind or "").lower() == "noncombat":
        raise CannotLower("noncombat damage only", node)
    if node.to is not None and node.to.and_by:  # type: ignore[attr-defined]  # DamageTo
        raise CannotLower("damage dealt to and dealt by one object", node)
    to = _event_actor(node.to.target, ctx) if node.to is not None else None  # type: ignore[attr-defined]  # DamageTo
    by = _event_part(node.by.source, ctx) if node.by is not None else None  # type: ignore[attr-defined]  # DamageBy
    if to is not None and is_player(to):
        return fx.Trigger(event=event, player=to, to=by)
    return fx.Trigger(event=event, what=to, to=by)


def _instead_effects(effects: EffectList) -> tuple[EffectList, bool]:
    """What happens instead, without the "instead" wrappers; and whether it is optional ("you
    may ... instead": the affected player chooses, CR 614.1... 614.6)."""
    if len(effects) == 1 and isinstance(effects[0], fx.May):
        inner, _ = _instead_effects(effects[0].effects)
        return inner, True
    out: list[fx.Effect] = []
    for effect in effects:
        out.extend(effect.effects if isinstance(effect, fx.Instead) else (effect,))
    return tuple(out), False


def _replacement(event: Any, chain: Any, ctx: Lowering) -> fx.Replacement | fx.Unsupported:
    try:
        trigger = _would_trigger(event, ctx)
    except CannotLower as exc:
        return ctx.unsupported(exc.node if exc.node is not None else event, exc.reason)
    if isinstance(trigger, fx.Unsupported):
        return trigger
    damaged = fx.Found(key="damaged") if trigger.event in ("deals_damage", "deals_combat_damage", "deals_noncombat_damage") else None
    with ctx.scope(damaged=damaged):
        instead, optional = _instead_effects(ctx.effects(chain))
    amount = None
    if trigger.event == "mill" and len(instead) == 1 and isinstance(instead[0], fx.Mill) and instead[0].player == fx.Found(key="triggering"):
        # "If an opponent would mill one or more cards, they mill twice that many cards instead."
        # (CR 614.1a): the same player mills another number of cards
        amount, instead = instead[0].amount, ()
    return fx.Replacement(
        event=trigger.event, what=trigger.what, player=trigger.player, matches=trigger, instead=instead, optional=optional, amount=amount,
    )


def _replacement_duration(event: Any, ctx: Lowering) -> str | None:
    if isinstance(event, ast.WouldEvent) and event.this_turn:
        return "end_of_turn"
    return ctx.duration


def _replacement_sentence(event: Any, chain: Any, ctx: Lowering, *, once: bool = False) -> fx.Effect:
    """"If [event] would happen, [effects] instead." On a permanent (or in a granted ability) it
    is a static ability's replacement effect (CR 614.1a); in a resolving spell or ability it
    sets one up for a while (CR 614.1, 611.2a), or only for the next such event ("The next
    time ..."). ``once`` is "The next time"."""
    replacement = _replacement(event, chain, ctx)
    if isinstance(replacement, fx.Unsupported):
        return replacement
    if (ctx.static or ctx.in_quote) and not once:
        return _WholeAbility(ability=replacement)
    return fx.CreateReplacement(replacement=replacement, duration=_replacement_duration(event, ctx), once=once)


REPLACEMENT_EVENTS = (ast.WouldEvent, ast.DamageWouldBeDealt)


@lowers(ast.WouldEvent, ast.DamageWouldBeDealt)
def _would_event(node: Any, ctx: Lowering) -> Any:
    return ctx.unsupported(node, "a replacement's event (\"would\") in a condition other than \"If ..., ...\"")


@lowers(ast.IfInsteadSentence)
def _if_instead_sentence(node: ast.IfInsteadSentence, ctx: Lowering) -> fx.Effect:
    """"If [condition], instead [effects]." (CR 614.1a when the condition is an event that would
    happen; otherwise the effects replace what the text said before.)"""
    if isinstance(node.condition, REPLACEMENT_EVENTS):
        return _replacement_sentence(node.condition, node.chain, ctx)
    return fx.Conditional(condition=ctx.condition(node.condition), effects=(fx.Instead(effects=ctx.effects(node.chain)),))


@lowers(ast.NextTimeSentence, ast.NextTimeInsteadSentence)
def _next_time_sentence(node: Any, ctx: Lowering) -> fx.Effect:
    """"The next time a source of your choice would deal damage to you this turn, prevent that
    damage." (CR 615.7, 614.1: applies once)."""
    return _replacement_sentence(node.event, node.chain, ctx, once=True)


_PASSIVE_EVENTS: dict[type[Node], Callable[[Any, fx.Reference, Lowering], Any]] = {
    ast.BeDealtDamageEvent: _dealt_damage_event,
    ast.BePutIntoEvent: _put_into_event,
    ast.BePutOntoBattlefieldEvent: _zone_event("enters"),
    ast.BeDestroyedEvent: _object_event("destroyed"),
    ast.BeCreatedEvent: _object_event("created"),
    ast.BeExiledEvent: _object_event("put_into_exile"),
    ast.BeCounteredEvent: _object_event("countered"),
    ast.LoseGameEvent: _named_event("lose_game", player=True),
}
EVENT_PREDICATES.update(_PASSIVE_EVENTS)


def _begin_turn_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"would begin an extra turn" (CR 500.7), "would begin your turn"."""
    if not is_player(actor):
        raise CannotLower("an object that begins a turn", pred)
    extra = "extra" in pred.turn.lower()
    return fx.Trigger(event="begin_extra_turn" if extra else "begin_turn", player=actor)


EVENT_PREDICATES[ast.BeginTurnEvent] = _begin_turn_event
for _cls in (*_PASSIVE_EVENTS, ast.BeginTurnEvent):
    LOWERINGS[_cls] = part_of("WouldEvent (an event predicate, see EVENT_PREDICATES)")


def _damage_amount(node: ast.DamageAmount | None, ctx: Lowering) -> tuple[fx.Value | None, bool]:
    """(how much, refers to the replaced event's damage)."""
    if node is None:
        return None, False
    number = node.number
    return (ctx.value(number) if number is not None else None), node.refers_back


def damage_flow(node: Any, ctx: Lowering) -> fx.DamageFlow:
    """Damage named by where it goes and where it comes from (CR 615.1)."""
    kind = (getattr(node, "kind", None) or "").lower() or None
    if isinstance(node, ast.DamageToBeDealt):
        amount, event = _damage_amount(node.amount, ctx)
        to = ctx.objects(node.to.target) if node.to is not None else None
        by = ctx.objects(node.by.source) if node.by is not None else None
        return fx.DamageFlow(amount=amount, kind=kind, to=to, by=by, to_and_by=node.to is not None and node.to.and_by, event=event)
    if isinstance(node, ast.DamageToBeDealtBy):
        amount, event = _damage_amount(node.amount, ctx)
        return fx.DamageFlow(amount=amount, kind=kind, by=ctx.objects(node.source), event=event)
    if isinstance(node, ast.DamageNamed):
        amount, event = _damage_amount(node.amount, ctx)
        return fx.DamageFlow(amount=amount, event=event)
    if isinstance(node, (ast.DamageSubject, ast.DamageSubjectToBeDealt)):
        phrase: Any = node.amount  # a phrase ("the next 3"), though the AST annotates a string
        words = tuple(w.lower() for w in phrase.words if isinstance(w, str)) if phrase is not None else ()
        number = next((w for w in phrase.words if isinstance(w, str) and w.lower() != "the next"), None) if "the next" in words else None
        to = by = None
        to_and_by = False
        if isinstance(node, ast.DamageSubjectToBeDealt):
            to = ctx.objects(node.to.target) if node.to is not None else None
            by = ctx.objects(node.by.source) if node.by is not None else None
            to_and_by = node.to is not None and node.to.and_by
        # "the damage", "that damage": the damage of the instruction just before
        event = words in (("the",), ("that",)) and not isinstance(node, ast.DamageSubjectToBeDealt)
        return fx.DamageFlow(amount=ctx.value(number) if number else None, kind=kind, to=to, by=by, to_and_by=to_and_by, event=event)
    raise CannotLower(f"damage described by {type(node).__name__}", node)


@lowers(ast.PreventDamage)
def _prevent_damage(node: ast.PreventDamage, ctx: Lowering) -> fx.Effect:
    """"Prevent all combat damage that would be dealt this turn." (CR 615.1a)"""
    return fx.PreventDamage(damage=damage_flow(node.damage, ctx), duration=ctx.duration)


@lowers(ast.DamageCantBePrevented)
def _damage_cant_be_prevented(node: ast.DamageCantBePrevented, ctx: Lowering) -> EffectList:
    """"Damage can't be prevented this turn." (CR 615.12)"""
    dur = ctx.duration
    for tail in node.tails or ():
        if not isinstance(tail, ast.Duration):
            raise CannotLower(f"\"can't be prevented\" with {type(tail).__name__}", tail)
        dur = duration(tail)
    return (fx.DamageCantBePrevented(damage=damage_flow(node.damage, ctx), duration=dur),)


@lowers(ast.DamageRedirected)
def _damage_redirected(node: ast.DamageRedirected, ctx: Lowering) -> EffectList:
    """"All damage that would be dealt to you is dealt to enchanted creature instead." (CR 614.9)"""
    dur = duration(node.duration) if node.duration is not None else ctx.duration
    flow = damage_flow(node.damage, ctx)
    return (fx.RedirectDamage(damage=flow, to=ctx.objects(node.to), duration=dur),)


@lowers(ast.Skip)
def _skip(node: ast.Skip, ctx: Lowering) -> fx.Effect:
    """"Skip your draw step." (CR 614.1b, 614.10)"""
    return fx.Skip(what=node.what.what, player=ctx.doer(), once=node.what.next_only)


@lowers(ast.DamagePrevented)
def _damage_prevented(node: ast.DamagePrevented, ctx: Lowering) -> fx.Condition:
    """"If damage is prevented this way" (CR 615.5)."""
    return fx.DamageWasPrevented(kind=(node.kind or "").lower() or None)


def _q_dealt_damage(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a creature dealt damage this way", "dealt damage by enchanted creature this turn"."""
    time = q.time.lower()
    if q.source is None:
        _set(fields, "states", f"dealt damage {time}", q)
        return
    source = ctx.objects(q.source, role="reference")
    if isinstance(source, fx.This):
        _set(fields, "states", f"dealt damage by this {time}", q)
    elif isinstance(source, fx.AttachedTo):
        _set(fields, "states", f"dealt damage by {source.relation} creature {time}", q)
    else:
        raise CannotLower("objects dealt damage by a particular source", q)


_QUALIFIERS[ast.DealtDamageBy] = _q_dealt_damage
LOWERINGS[ast.DealtDamageBy] = part_of("ObjectNp (a qualifier is a filter field, see _QUALIFIERS)")
for _cls in (ast.DamageAmount, ast.DamageTo, ast.DamageBy, ast.SubjectAmount, ast.Skipped):
    LOWERINGS[_cls] = part_of("the damage or skip phrase that contains it")
for _cls in (ast.DamageToBeDealt, ast.DamageToBeDealtBy, ast.DamageNamed, ast.DamageSubject, ast.DamageSubjectToBeDealt):
    LOWERINGS[_cls] = part_of("PreventDamage, DamageCantBePrevented or DamageRedirected (see damage_flow)")


def _instead_of_putting(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList:
    """"exile it instead of putting it into its owner's graveyard" (CR 614.1a): the effects
    replace the move the text names."""
    zone = zone_of(tail.zone, ctx).kind if isinstance(tail, ast.InsteadOfPuttingInto) else None
    return (fx.Instead(effects=effects, instead_of=zone),)


def _as_it_resolves(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList:
    """"... instead of putting it into your graveyard as it resolves" (CR 608.2n): where the
    spell goes as it finishes resolving, a replacement of that move."""
    if len(effects) != 1 or not isinstance(effects[0], fx.Instead):
        raise CannotLower("\"as it resolves\" without \"instead of putting it\"", tail)
    moved = effects[0].effects[0] if effects[0].effects else None
    what = getattr(moved, "what", None) or fx.This()
    replacement = fx.Replacement(event="leave_stack", zone="stack", what=what, instead=effects[0].effects)
    return (fx.CreateReplacement(replacement=replacement, once=True),)


CLAUSE_TAILS: dict[type[Node], Callable[[Any, EffectList, Lowering], EffectList]] = {
    ast.InsteadOfPuttingInto: _instead_of_putting,
    ast.InsteadOfPuttingAnywhere: _instead_of_putting,
    ast.AsItResolves: _as_it_resolves,
}
for _cls in CLAUSE_TAILS:
    LOWERINGS[_cls] = part_of("Clause (see CLAUSE_TAILS)")


@lowers(ast.DealEventDamage)
def _deal_event_damage(node: ast.DealEventDamage, ctx: Lowering) -> fx.Effect:
    """"deals that much damage", "deals double that damage" (CR 120; the amount is the event's)."""
    numerator, denominator = node.amount.factor
    amount: fx.Value = fx.EventAmount()
    if (numerator, denominator) != (1, 1):
        amount = fx.Scaled(value=amount, numerator=numerator, denominator=denominator)
    if node.plus is not None:
        amount = fx.Sum(parts=(amount, ctx.value(node.plus.amount)))  # type: ignore[attr-defined]  # DamagePlus
    return fx.DealDamage(source=_damage_source(ctx), amount=amount, to=_damage_recipient(node.to, ctx))


def _damage_recipient(np: Any, ctx: Lowering) -> fx.Reference:
    """Where damage goes; unsaid, where the damage before it went: the replaced event's
    recipient, else what the text referred to last ("~ deals 2 damage to target creature. If
    ..., ~ deals 4 damage instead.")."""
    if np is not None:
        return ctx.objects(np)
    if ctx.damaged is not None:
        return ctx.damaged  # type: ignore[no-any-return]
    return ctx.it()


@lowers(ast.DealDamageAgain)
def _deal_damage_again(node: ast.DealDamageAgain, ctx: Lowering) -> fx.Effect:
    """"it deals 4 damage instead" (CR 120)."""
    return fx.DealDamage(source=_damage_source(ctx), amount=ctx.scaled(ctx.value(node.amount), node), to=_damage_recipient(None, ctx))


@lowers(ast.DamagePreventedAmount)
def _damage_prevented_amount(node: ast.DamagePreventedAmount, ctx: Lowering) -> fx.Value:
    if node.time.lower() != "this way":
        raise CannotLower(f"damage prevented {node.time!r}", node)
    return fx.PreventedDamage()


def _for_each_prevented(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList:
    """"for each 1 damage prevented this way" (CR 615.5): once per point of damage prevented."""
    words = [w.lower() for w in tail.words if isinstance(w, str)]
    if words[2] not in ("1", "one") or words[-1] != "this way":
        raise CannotLower(f"{' '.join(words)!r}", tail)
    return (fx.Repeat(times=fx.PreventedDamage(), effects=effects),)


CLAUSE_TAILS[ast.ForEachPrevented] = _for_each_prevented
LOWERINGS[ast.ForEachPrevented] = part_of("Clause or ForEachPreventedSentence (see CLAUSE_TAILS)")


@lowers(ast.ForEachPreventedSentence)
def _for_each_prevented_sentence(node: ast.ForEachPreventedSentence, ctx: Lowering) -> EffectList:
    return _for_each_prevented(node.each, ctx.effects(node.chain), ctx)


LOWERINGS[ast.DamagePlus] = part_of("DealEventDamage")


LOWERINGS[ast.EventDamage] = part_of("DealEventDamage")
# Lowerings of the choices slice (registered on import).
from . import compiler_choices  # noqa: E402, F401


# -- the game and its players (grammar/game.lark) -------------------------------------------------
@lowers(ast.BecomeMonarch)
def _become_monarch(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 724.1."""
    return fx.BecomeDesignated(designation="monarch", player=ctx.doer())


@lowers(ast.TakeInitiative)
def _take_initiative(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 725.1."""
    return fx.BecomeDesignated(designation="initiative", player=ctx.doer())


@lowers(ast.LoseGame)
def _lose_game(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 104.3e."""
    return fx.LoseGame(player=ctx.doer())


@lowers(ast.WinGame)
def _win_game(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 104.2b."""
    return fx.WinGame(player=ctx.doer())


@lowers(ast.GetCounters)
def _get_counters(node: Any, ctx: Lowering) -> fx.Effect:
    """"that player gets a poison counter" (CR 122.1f): counters put on a player."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.PutCounters(what=ctx.doer(), counter=kind, amount=ctx.scaled(count, node))


@lowers(ast.ChooseNotToUntap)
def _choose_not_to_untap(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 502.3: the active player determines which permanents they control will untap."""
    return fx.Restriction(what=ctx.objects(node.what), rule="choose not to untap during its controller's untap step", duration=ctx.continuous_duration())


LOWERINGS[ast.CantBeActivated] = _restriction("can't be activated")  # CR 602.5
LOWERINGS[ast.AdditionalCounters] = part_of("EntryMod or HasCounters")  # read as a CounterCount


@lowers(ast.SpendOnly)
def _spend_only(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 106.6: a restriction on how the mana the ability added can be spent."""
    spells: list[fx.Reference] = []
    abilities: list[fx.Reference] = []
    costs_with: list[str] = []
    for use in node.spend_uses:
        if isinstance(use, ast.SpendToCast):
            spells.append(ctx.filter(use.what, zone="stack"))
        elif isinstance(use, ast.SpendToActivate):
            abilities.append(ctx.filter(use.what))
        elif isinstance(use, ast.SpendOnCostsWith):
            costs_with.append(use.symbol)
        else:
            raise LoweringBug(f"spend use {type(use).__name__}")
    also: EffectList = ()
    if node.rider is not None:
        # "that spell": the spell this mana is spent on
        with ctx.scope(subject=None, referents=[fx.Found(key="spent on")]):
            also = ctx.effects(node.rider.clause)
    return fx.SpendRestriction(spells=tuple(spells), abilities=tuple(abilities), costs_with=tuple(costs_with), also=also)


for _cls in (ast.SpendToCast, ast.SpendToActivate, ast.SpendOnCostsWith, ast.SpendRider):
    LOWERINGS[_cls] = part_of("SpendOnly")


@lowers(ast.CastRestriction)
def _cast_restriction(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 601.3: when this spell may be cast."""
    return fx.CastRestriction(timings=node.timings, conditions=tuple(ctx.condition(c) for c in node.conditions))


@lowers(ast.RemoveCounters)
def _remove_counters(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 122.8."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.RemoveCounters(what=ctx.objects(node.source), counter=kind, amount=ctx.scaled(count, node))


@lowers(ast.ShuffleInto)
def _shuffle_into(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.24: "shuffle [objects or a zone's cards] into [a library]"; a zone ("your
    graveyard") stands for all the cards in it."""
    into, what_np = _origin_to_objects(node.into, node.what)
    library = zone_of(into, ctx)
    if library.kind != "library":
        raise CannotLower("shuffling into a zone that is not a library", into)
    try:
        zones = zones_of(what_np, ctx)
    except CannotLower:
        what = ctx.objects(what_np)
    else:
        parts = tuple(fx.Filter(zone=z.kind, zone_owner=z.player, kind="card") for z in zones)
        what = parts[0] if len(parts) == 1 else fx.Union(parts=parts)
    player = library.player if library.player is not None else ctx.doer()
    return fx.Shuffle(player=player, what=what)


@lowers(ast.PlayRevealed)
def _play_revealed(node: Any, ctx: Lowering) -> fx.Effect:
    """"Play with the top card of your library revealed.", "Your opponents play with their
    hands revealed." (CR 400.2): a static ability's, not a one-time reveal."""
    if not ctx.static:
        raise CannotLower("\"play with ... revealed\" outside a static ability", node)
    return fx.PlayRevealed(what=ctx.objects(node.what))


@lowers(ast.ExtraTurn)
def _extra_turn(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 500.7."""
    return fx.ExtraTurn(player=ctx.doer())


@lowers(ast.BeginGameWith)
def _begin_game_with(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 103.6a."""
    return fx.BeginGameWith(what=ctx.objects(node.what), player=ctx.doer())


@lowers(ast.CanBeCommander)
def _can_be_commander(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 903.3d: a rule of deck construction about this card."""
    return _rule_about("can be your commander", ctx)


@lowers(ast.KeepMana)
def _keep_mana(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 106.4, 500.4: mana empties from pools at the end of each step and phase, unless."""
    if node.verb.lower() not in ("don't", "doesn't"):
        raise CannotLower(f"{node.verb!r} lose mana", node)
    return fx.KeepUnspentMana(player=ctx.doer(), color=node.kept.color, this_mana=node.kept.this_mana, duration=ctx.continuous_duration())


LOWERINGS[ast.KeptMana] = part_of("KeepMana")


@lowers(ast.AllAbleBlock)
def _all_able_block(node: Any, ctx: Lowering) -> EffectList:
    """CR 509.1c: a requirement on blockers; "this turn" makes it last until end of turn."""
    duration = None
    if node.duration is not None:
        duration = DURATIONS.get(" ".join(lower_words(node.duration)))
        if duration is None:
            raise CannotLower(f"duration {' '.join(lower_words(node.duration))!r}", node.duration)
    blockers = fx.Filter(types=("Creature",))
    return (fx.Restriction(what=blockers, rule="blocks if able", other=ctx.objects(node.blocked, role="event"), duration=duration),)


@lowers(ast.CantBeTargetOf)
def _cant_be_target_of(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 115.4: what can't target these objects ("blue or black spells")."""
    return _rule_about("can't be the target of", ctx, ctx.objects(node.by, role="event"))


@lowers(ast.BlocksIfAble, ast.BlocksAnyIfAble)
def _blocks_if_able(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1c: a blocking requirement on the subject, naming the creature to block if the
    text does."""
    duration = ctx.continuous_duration()
    if node.duration is not None:
        duration = DURATIONS.get(" ".join(lower_words(node.duration)))
        if duration is None:
            raise CannotLower(f"duration {' '.join(lower_words(node.duration))!r}", node.duration)
    blocked = getattr(node, "blocked", None)
    other = ctx.objects(blocked, role="event") if blocked is not None else None
    return fx.Restriction(what=_subject_objects(ctx), rule="blocks if able", other=other, duration=duration)


@lowers(ast.CantMoreThan)
def _cant_more_than(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 101.2: a limit on how many times players may do something; the rule names the count."""
    return _rule_about(_render(node), ctx)


LOWERINGS[ast.LimitWindow] = part_of("CantMoreThan")
LOWERINGS[ast.DeckAllowance] = part_of("DeckAllowanceRule")


@lowers(ast.DeckAllowanceRule)
def _deck_allowance_rule(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 100.2a."""
    words = node.allowance.words
    return fx.DeckAllowance(limit=None if node.allowance.unlimited else ctx.value(words[-1]))


# -- "perpetually" (Alchemy) ------------------------------------------------------------------------
#: effects whose ``duration`` says how long a change to objects lasts
_DURABLE_EFFECTS = (fx.ModifyPT, fx.GrantAbilities, fx.AddTypes, fx.RemoveTypes, fx.LoseAbilities, fx.Becomes, fx.SetPT)


@lowers(ast.Perpetually)
def _perpetually(node: ast.Perpetually, ctx: Lowering) -> EffectList:
    """"It perpetually gains haste": the change lasts for the rest of the game and follows the
    card across zones (digital-only; ``duration="perpetual"``)."""
    with ctx.scope(duration="perpetual"):
        effects = ctx.effects(node.predicate)
    if not effects or not all(isinstance(e, _DURABLE_EFFECTS) and e.duration == "perpetual" for e in effects):
        kinds = ", ".join(sorted({type(e).__name__ for e in effects}))
        raise CannotLower(f"perpetually with an instruction that has no duration ({kinds})", node)
    return effects


# -- "seek" (Alchemy) --------------------------------------------------------------------------------
@lowers(ast.Seek)
def _seek(node: ast.Seek, ctx: Lowering) -> EffectList:
    """"Seek two nonland cards": that many cards that fit, picked at random from the seeker's
    library, are put into their hand (digital-only). "it"/"them" after it: the cards put."""
    seeker = ctx.doer()
    if not isinstance(seeker, fx.You):
        raise CannotLower("another player seeks", node)
    parts = [node.what]
    while isinstance(parts[0], ast.NpAnd):  # "a land card and a nonland card"
        parts[:1] = [parts[0].left, parts[0].right]
    moves = []
    for part in parts:
        if not isinstance(part, ast.ObjectNp):
            raise CannotLower(f"seek {type(part).__name__}", part)
        det = determiner(part.determiner, ctx)
        count = describe_words(part.descriptor).count if part.descriptor is not None else None
        amount = count if count is not None else det.count if det.count not in (None, fx.Fixed(value=1)) else None
        if det.mode not in ("choice", "none") or det.up_to:
            raise CannotLower(f"seek with determiner {det.mode!r}", part)
        cards = ctx.filter(part, zone="library")
        if not isinstance(cards, fx.Filter):
            raise CannotLower("seek something other than cards", part)
        cards = attrs.evolve(cards, zone="library", zone_owner=seeker, kind="card")
        moves.append(fx.Move(what=fx.Chosen(what=cards, amount=ctx.scaled(amount, node) if amount is not None else None, at_random=True), to="hand"))
    ctx.refer(fx.Found(key="moved"))
    return tuple(moves)


# -- "conjure" (Alchemy) -------------------------------------------------------------------------------
def _conjured(what: Any, ctx: Lowering) -> dict[str, Any]:
    """"a card named Lightning Bolt", "four cards named Lightning Bolt", "a duplicate of it"."""
    if isinstance(what, ast.DuplicateOf):
        return {"duplicate_of": ctx.objects(what.of, role="reference"), "amount": fx.Fixed(value=what.amount)}
    if not isinstance(what, ast.ObjectNp) or what.descriptor is None or what.descriptor.head.lower() not in ("card", "cards"):
        raise CannotLower("conjure something other than named cards or duplicates", what)
    names = [q for q in what.qualifiers or () if isinstance(q, ast.Named)]
    if len(names) != 1 or len(what.qualifiers or ()) != 1 or names[0].name == "~":
        raise CannotLower("conjure cards that are not named", what)
    det = determiner(what.determiner, ctx)
    count = describe_words(what.descriptor).count or det.count or fx.Fixed(value=1)
    if det.mode not in ("choice", "none") or det.up_to:
        raise CannotLower(f"conjure with determiner {det.mode!r}", what)
    return {"name": names[0].name, "amount": count}


@lowers(ast.ConjureInto)
def _conjure_into(node: ast.ConjureInto, ctx: Lowering) -> fx.Effect:
    """A new card from outside the game put into the conjurer's zone (digital-only)."""
    zone = zone_of(node.zone, ctx)
    player = ctx.doer()
    if zone.kind not in ("hand", "graveyard", "library", "exile") or (zone.player is not None and zone.player != player):
        raise CannotLower(f"conjure into {zone.kind} of another player", node.zone)
    effect = fx.Conjure(to=zone.kind, player=player, **_conjured(node.what, ctx))
    ctx.refer(fx.Found(key="conjured"))
    return effect


@lowers(ast.ConjureOntoBattlefield)
def _conjure_onto_battlefield(node: ast.ConjureOntoBattlefield, ctx: Lowering) -> fx.Effect:
    mods = [" ".join(lower_words(m)) for m in node.mods or ()]
    if any(m != "tapped" for m in mods):
        raise CannotLower(f"conjured onto the battlefield {', '.join(mods)}", node)
    effect = fx.Conjure(to="battlefield", player=ctx.doer(), tapped=bool(mods), **_conjured(node.what, ctx))
    ctx.refer(fx.Found(key="conjured"))
    return effect


LOWERINGS[ast.DuplicateOf] = part_of("ConjureInto or ConjureOntoBattlefield")


# -- boons (Alchemy) -------------------------------------------------------------------------------
@lowers(ast.GetBoon)
def _get_boon(node: ast.GetBoon, ctx: Lowering) -> fx.Effect:
    """'you get a one-time boon with "When you cast a creature spell, ..."': an ability that
    triggers once and is gone, which is what a delayed triggered ability is (CR 603.7c)."""
    if node.times != 1:
        raise CannotLower(f"a boon that triggers {node.times} times", node)
    ability = ctx.lower(node.ability)
    if not isinstance(ability, fx.TriggeredAbility):
        raise CannotLower("a boon whose ability is not a triggered ability", node.ability)
    if ability.condition is not None or ability.modes is not None:
        raise CannotLower("a boon with an intervening if or modes", node.ability)
    return fx.DelayedTrigger(trigger=ability.trigger, effects=ability.effects)


# -- counters counted and counts of counters (CR 122.1) ----------------------------------------------
def for_each_counter(tail: ast.ForEachCounter, ctx: Lowering) -> fx.Value:
    """"for each +1/+1 counter on ~": the number of counters of that kind on the object."""
    on = ctx.objects(tail.on, role="reference")
    if isinstance(on, fx.Filter):
        # "Each creature you control gets +1/+1 for each +1/+1 counter on it": each object's own
        # counters, which one multiplier cannot say
        raise CannotLower("counters on each object of a group", tail)
    # "for each counter on it": counters of every kind
    return fx.StatOf(what=on, stat="counters" if tail.counter is None else f"counters:{tail.counter}")


LOWERINGS[ast.ForEachCounter] = part_of("Clause")
LOWERINGS[ast.CountersNumbered] = part_of("PutCountersEqual or an entry modifier")


@lowers(ast.PutCountersEqual, ast.PutCountersEqualFirst)
def _put_counters_equal(node: ast.PutCountersEqual, ctx: Lowering) -> fx.Effect:
    """"put a number of +1/+1 counters on target creature equal to its power" (CR 122.1)."""
    if node.counters.counter is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.PutCounters(what=ctx.objects(node.on), counter=node.counters.counter, amount=ctx.value(node.amount))


def _possessed(owner: Any, subject: Any, ctx: Lowering) -> fx.Reference:
    """The object a possessor names: "its" (the clause's subject when that is an object,
    "Equipped creature gets +1/+0 for each of its colors", else the object referred to last),
    "that creature's"."""
    words = list(owner.words)
    if len(words) == 1 and str(words[0]).lower() in ("its", "their", "his", "her"):
        if isinstance(subject, fx.Filter):
            # "Each multicolored creature you control gets +1/+1 for each of its colors": a count
            # for each object of the group, which one multiplier cannot say
            raise CannotLower("a count of each object's own colors for a group of objects", owner)
        return subject if subject is not None and not is_player(subject) else ctx.it()
    if len(words) == 2 and words[1] in ("'s", "'"):
        return ctx.objects(words[0], role="reference")
    raise CannotLower(f"the colors of {' '.join(map(str, words))}", owner)


LOWERINGS[ast.ForEachOfColors] = part_of("Clause")
LOWERINGS[ast.WithThatName] = part_of("ObjectNp (a quality is a filter field)")


# -- damage divided among targets (CR 601.2d) ----------------------------------------------------------
@lowers(ast.DealDamageDivided)
def _deal_damage_divided(node: ast.DealDamageDivided, ctx: Lowering) -> fx.Effect:
    """"deals 5 damage divided as you choose among any number of targets": one DealDamage to
    the targets, ``divided`` (CR 601.2d: each target gets at least 1, so there is at least one)."""
    return fx.DealDamage(source=_damage_source(ctx), amount=ctx.value(node.amount), to=_division_targets(node.among, ctx), divided=True)


def _division_targets(among: ast.DivisionTargets, ctx: Lowering) -> fx.Target:
    """"any number of targets", "one, two, or three target creatures", "X target creatures"."""
    if among.descriptor is None:
        what: fx.Reference = fx.AnyTarget()  # "any number of targets": creatures, players, ... (CR 115.4)
    else:
        what = np_filter(ast.ObjectNp(descriptor=among.descriptor, qualifiers=among.qualifiers, span=among.span), ctx)  # type: ignore[call-arg, arg-type]  # span: Node's own field
    key = ctx.next_target_key()
    if among.count.maximum is not None:
        target = fx.Target(key=key, what=what, min=among.count.minimum, max=among.count.maximum)
    else:
        first = str(among.count.words[0])
        count = fx.AnyNumber() if first.lower() == "any" else word_value(first, among.count)  # "X target creatures"
        target = fx.Target(key=key, what=what, min=1, max=1, count=count)
    return ctx.refer(target)  # type: ignore[no-any-return]


LOWERINGS[ast.DivisionTargets] = part_of("DealDamageDivided or DistributeCounters")
LOWERINGS[ast.DivisionCount] = part_of("DivisionTargets")


# -- "Until end of turn, whenever ..." (CR 603.7c) -------------------------------------------------------
@lowers(ast.DurationTrigger)
def _duration_trigger(node: ast.DurationTrigger, ctx: Lowering) -> fx.Effect:
    """A delayed triggered ability with a stated duration: it triggers each time its event
    happens until the duration ends (CR 603.7c), not only the next time."""
    ability = ctx.lower(node.ability)
    if not isinstance(ability, fx.TriggeredAbility):
        raise CannotLower("a delayed ability that is not a triggered ability", node.ability)
    if ability.condition is not None or ability.modes is not None or ability.max_per_turn is not None:
        raise CannotLower("a delayed triggered ability with an intervening if, modes or a limit", node.ability)
    lasts = duration(node.duration)
    if lasts != "end_of_turn":
        # the runtime ends delayed triggers in the cleanup step only (CR 514.2)
        raise CannotLower(f"a delayed triggered ability lasting {_render(node.duration)!r}", node.duration)
    return fx.DelayedTrigger(trigger=ability.trigger, effects=ability.effects, duration=lasts)


# -- qualities chosen as the effect begins (CR 608.2d) ---------------------------------------------------
@lowers(ast.BecomeQualityOfChoice)
def _become_quality_of_choice(node: ast.BecomeQualityOfChoice, ctx: Lowering) -> EffectList:
    """"becomes the color of your choice until end of turn": the color is chosen as the effect
    begins (CR 608.2d), then the object becomes it (layer 5, CR 613.1e)."""
    kind = node.kind
    if kind != "color" and not (kind == "creature type" and node.in_addition is not None):
        # a new creature type that replaces the old ones but keeps the card types is not an
        # operation of the layer system here yet
        raise CannotLower(f"becoming the {kind} of your choice" + ("" if node.in_addition else " instead of its other types"), node)
    choose = fx.ChooseQuality(quality=kind, player=fx.You())
    becomes = fx.Becomes(what=_subject_objects(ctx), chosen=(kind,), in_addition=node.in_addition is not None, duration=ctx.continuous_duration())
    return (choose, becomes)
LOWERINGS[ast.OfQualityOfChoice] = part_of("ObjectNp (a qualifier is a filter field, see _QUALIFIERS)")


def _q_of_quality_of_choice(q: ast.OfQualityOfChoice, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower(f"objects of the {q.kind} of your choice: a choice made as the effect begins (CR 608.2d) is not modelled in a filter yet", q)


_QUALIFIERS[ast.OfQualityOfChoice] = _q_of_quality_of_choice


# -- mana of any type, once each turn, repeatable costs ------------------------------------------------
@lowers(ast.AnyTypeManaSpendable)
def _any_type_mana_spendable(node: ast.AnyTypeManaSpendable, ctx: Lowering) -> fx.Effect:
    """"mana of any type can be spent to cast that spell": the player who casts it spends mana as
    though it were mana of any type (CR 609.4b), as "you may spend mana as though ..." says."""
    return fx.AsThough(kind="any_type_mana", what=ctx.objects(node.what, role="event"), player=fx.You())


LOWERINGS[ast.OnceEachTurnSentence] = unsupported("a permission or instruction usable once each turn is not modelled yet (no once-a-turn limit on permissions)")
LOWERINGS[ast.RepeatableAdditionalCost] = unsupported("an additional cost paid any number of times (CR 601.2b) is not modelled yet")


# -- kicker counts (CR 702.33c) -----------------------------------------------------------------------
LOWERINGS[ast.TimesKicked] = unsupported("the number of times a spell was kicked (multikicker, CR 702.33c) is not tracked yet")
LOWERINGS[ast.ForEachTimeKicked] = unsupported("the number of times a spell was kicked (multikicker, CR 702.33c) is not tracked yet")


# -- amounts measured earlier (CR 119.3) ---------------------------------------------------------------
@lowers(ast.LifeChangedThisTurn)
def _life_changed_this_turn(node: ast.LifeChangedThisTurn, ctx: Lowering) -> fx.Value:
    """"the life they lost this turn", "the life you gained this turn"."""
    return fx.LifeChangedThisTurn(player=controller_phrase(node.player, ctx), gained=node.gained)


LOWERINGS[ast.LifeChangedThisWay] = unsupported("the life an earlier instruction changed (\"this way\") is not kept as a result yet")
LOWERINGS[ast.TheDifference] = unsupported("\"the difference\" between the amounts a condition compared is not kept yet")
LOWERINGS[ast.DifferenceBetween] = unsupported("the difference between two amounts (never negative) has no value in the model yet: Difference can be negative")
LOWERINGS[ast.ComparedStat] = part_of("ObjectNp (a quality is a filter field)")


@lowers(ast.PumpAdditional)
def _pump_additional(node: ast.PumpAdditional, ctx: Lowering) -> fx.Effect:
    """"gets an additional -1/-1": one more change, applied like any other (CR 613.4c)."""
    power, toughness = pt_change(node.change, ctx, node)
    return fx.ModifyPT(what=_subject_objects(ctx), power=power, toughness=toughness, duration=ctx.continuous_duration())


def _life_changed(tail: ast.ForEachLifeChanged, ctx: Lowering) -> fx.Value:
    """"for each 1 life your opponents have lost this turn" (the turn's total, CR 119.3);
    "for each 1 life you gained" in an ability that triggers on gaining life: the event's amount."""
    who = tail.who.player
    player = fx.You() if who is None else controller_phrase(who, ctx)
    if tail.this_turn is None:
        return fx.EventAmount()
    return fx.LifeChangedThisTurn(player=player, gained=tail.gained)


LOWERINGS[ast.ForEachLifeChanged] = part_of("Clause")
LOWERINGS[ast.LifeChanger] = part_of("ForEachLifeChanged")


@lowers(ast.ExileWithCounters)
def _exile_with_counters(node: ast.ExileWithCounters, ctx: Lowering) -> EffectList:
    """"Exile ~ with three time counters on it.": exiled, then the counters go on the card in
    exile (CR 122.1, 702.62a)."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        raise CannotLower("counters of no stated kind", node.counters)
    exile = fx.Move(what=ctx.objects(node.what), to="exile")
    exiled = ctx.refer(fx.Found(key="exiled"))
    return (exile, fx.PutCounters(what=exiled, counter=kind, amount=count))


@lowers(ast.DistributeCounters)
def _distribute_counters(node: ast.DistributeCounters, ctx: Lowering) -> fx.Effect:
    """"Distribute three +1/+1 counters among one, two, or three target creatures" (CR 601.2d)."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        raise CannotLower("counters of no stated kind", node.counters)
    return fx.PutCounters(what=_division_targets(node.among, ctx), counter=kind, amount=count, divided=True)


def for_each_counter_held(tail: ast.ForEachCounterHeld, ctx: Lowering) -> fx.Value:
    """"for each experience counter you have": a player's counters of that kind (CR 122.1)."""
    player = controller_phrase(tail.player, ctx)
    return fx.StatOf(what=player, stat="counters" if tail.counter is None else f"counters:{tail.counter}")


LOWERINGS[ast.ForEachCounterHeld] = part_of("Clause")
LOWERINGS[ast.ComparedStatOrEqual] = part_of("ObjectNp (a quality is a filter field)")


# -- triggered abilities created by the instructions before them (CR 603.7, 603.12) ------------------
def _created_ability_effects(effects: tuple[Node, ...], ctx: Lowering) -> EffectList:
    body, modes = _created_ability_parts(effects, ctx)
    if modes is not None:
        raise CannotLower("a modal triggered ability created by an instruction")
    return body


def _created_ability_parts(effects: tuple[Node, ...], ctx: Lowering) -> tuple[EffectList, fx.Modes | None]:
    body, modes = _modal_split(sentences(effects, ctx))
    return _no_modal(body, ctx), modes


@lowers(ast.ReflexiveTrigger)
def _reflexive_trigger(node: ast.ReflexiveTrigger, ctx: Lowering) -> fx.Effect:
    """"You may pay {1}. When you do, destroy target artifact.": a reflexive triggered ability
    (CR 603.12), triggered when the choice just offered is taken; "When you do, choose one —"
    has modes (CR 603.3c)."""
    effects, modes = _created_ability_parts(node.effects, ctx)
    return fx.ReflexiveTrigger(effects=effects, negate=node.negated, modes=modes)


#: events a reflexive trigger watches "this way", and the results of the instruction they read
_THIS_WAY_EVENTS: dict[type[Node], str] = {
    ast.DiscardEvent: "discarded", ast.SacrificeEvent: "sacrificed", ast.MillEvent: "milled", ast.CreateEvent: "created",
}


@lowers(ast.LaterTrigger)
def _later_trigger(node: ast.LaterTrigger, ctx: Lowering) -> fx.Effect:
    """"When you discard a creature card this way, ...": reflexive (CR 603.12), it triggers if
    the instruction before did that; "When that creature dies this turn, ...": a delayed
    triggered ability (CR 603.7), once, the next time the event happens; "Whenever that
    creature deals combat damage this turn, ..." triggers each time until the turn ends
    (CR 603.7c)."""
    if node.this_way:
        return fx.ReflexiveTrigger(effects=_created_ability_effects(node.effects, ctx), condition=_done_this_way_event(node.event, ctx))
    trigger = ctx.trigger(node.event)
    if isinstance(trigger, fx.Unsupported):
        return trigger
    lasts = None
    if node.word.lower() == "whenever":
        if not (isinstance(trigger, fx.Trigger) and trigger.during == "this_turn"):
            raise CannotLower("a delayed \"whenever\" ability without \"this turn\"", node)
        lasts = "end_of_turn"
    return fx.DelayedTrigger(trigger=trigger, effects=_created_ability_effects(node.effects, ctx), duration=lasts)


def _done_this_way_event(event: Any, ctx: Lowering) -> fx.Condition:
    """"you discard a creature card this way": one or more of the objects the instruction before
    acted on match (as "if a creature card is discarded this way", CR 608.2c); "it connives this
    way": always (the instruction does it)."""
    if not isinstance(event, ast.Event) or len(event.predicates) != 1 or len(event.tails or ()) != 1:
        raise CannotLower("an event done \"this way\" other than one action", event)
    (pred,) = event.predicates
    if isinstance(pred, (ast.SimpleEvent, ast.SearchEvent)):
        # "When it connives this way", "When you search your library this way": the instruction
        # before it always does it; nothing to test (an empty AllOf holds)
        return fx.AllOf(conditions=())
    key = _THIS_WAY_EVENTS.get(type(pred))
    if key is None:
        raise CannotLower(f"{type(pred).__name__} done \"this way\"", pred)
    if not is_player(ctx.objects(event.subject, role="reference")):
        raise CannotLower("an action done \"this way\" by an object", event.subject)
    what = pred.what  # type: ignore[attr-defined]  # the predicates of _THIS_WAY_EVENTS have one
    if not _indefinite(what):
        raise CannotLower(f"{_render(what)!r} acted on this way", what)
    description = ctx.filter(what)
    if not isinstance(description, fx.Filter):
        raise CannotLower(f"{_render(what)!r} as a description of objects acted on this way", what)
    fields = attrs.evolve(description, zone=fx.Filter().zone)
    found = fx.Found(key=key)
    return fx.Exists(what=found if fields == fx.Filter() else fx.Amongst(among=found, filter=fields))


# -- combat damage, blocking, types, milling (wordings of issue 3's families) -----------------------
@lowers(ast.AssignsNoCombatDamage)
def _assigns_no_combat_damage(node: ast.AssignsNoCombatDamage, ctx: Lowering) -> fx.Effect:
    """CR 510.1a: "this creature assigns no combat damage this turn"."""
    return _rule_about("assigns no combat damage", ctx)


@lowers(ast.CantBeBlockedForExceptBy)
def _cant_be_blocked_for_except_by(node: ast.CantBeBlockedForExceptBy, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: "can't be blocked this turn except by Walls" (a blocking restriction for a while)."""
    with ctx.scope(duration=duration(node.duration)):
        if node.by is None:
            return _rule_about("can't be blocked", ctx)
        return _rule_about("can't be blocked except by", ctx, _other(node.by, ctx))


@lowers(ast.IsType)
def _is_type(node: ast.IsType, ctx: Lowering) -> fx.Effect:
    """"Enchanted land is a Swamp." (CR 305.7), "Enchanted creature is a Flagbearer.": the same
    type-changing effect as "becomes" (layer 4, CR 613.1d), for as long as the ability applies;
    "Nonbasic lands are Mountains.", "Creatures you control are Slivers in addition to their
    other creature types." (plural types, said of each object)."""
    what = node.what
    plain = _plain_qualities(node, ctx)
    if plain is not None:
        return plain
    if isinstance(what, ast.ObjectNp) and what.determiner is None and what.descriptor is not None and not what.qualifiers:
        words = [w for w in what.descriptor.words if isinstance(w, str) and w.lower() not in ("and", ",")]
        types = [CARD_TYPES[PLURAL_TYPES[w.lower()]] for w in words if w.lower() in PLURAL_TYPES]
        subtypes = [subtype_of(w) for w in words if w.lower() not in PLURAL_TYPES and subtype_of(w) is not None]
        if words and len(types) + len(subtypes) == len(words):
            return fx.Becomes(what=_subject_objects(ctx), types=tuple(types), subtypes=tuple(s for s in subtypes if s is not None),
                              in_addition=node.in_addition is not None, duration=ctx.continuous_duration())
    return _becomes(node, ctx)


@lowers(ast.IsChosenType)
def _is_chosen_type(node: ast.IsChosenType, ctx: Lowering) -> fx.Effect:
    """"Enchanted land is the chosen type.": the type the linked ability chose (CR 607.2d) replaces
    the object's types of that kind (CR 305.7 for a land type)."""
    return fx.Becomes(what=_subject_objects(ctx), chosen=("type",), duration=ctx.continuous_duration())


@lowers(ast.MillEqual)
def _mill_equal(node: ast.MillEqual, ctx: Lowering) -> fx.Effect:
    """CR 701.17a: "mills cards equal to its power"."""
    effect = fx.Mill(player=ctx.doer(), amount=ctx.value(node.amount))
    ctx.refer(fx.Found(key="milled"))
    return effect


@lowers(ast.AttacksWithOthersEvent)
def _attacks_with_others_event(node: ast.AttacksWithOthersEvent, ctx: Lowering) -> Any:
    """Battalion: "Whenever this creature and at least two other creatures attack" triggers when
    it is declared as an attacker with at least that many other attacking creatures (CR 508.1m)."""
    actor = _event_actor(node.subject, ctx)
    if is_player(actor):
        raise CannotLower("a player attacking with others", node.subject)
    others = np_filter(ast.ObjectNp(descriptor=node.others, span=node.others.span), ctx)  # type: ignore[call-arg, arg-type]  # span: Node's own field
    if not isinstance(others, fx.Filter):
        raise CannotLower(f"{_render(node.others)!r} as attackers", node.others)
    attacking_others = attrs.evolve(others, states=(*others.states, "attacking"), other=True)
    return fx.Trigger(event="attacks", what=actor, condition=fx.Exists(what=attacking_others, at_least=ctx.value(node.count)))


# -- optional costs to attack (CR 508.1g) -------------------------------------------------------------
LOWERINGS[ast.AsItAttacks] = part_of("Clause (an optional cost to attack)")


def _optional_attack_cost(node: ast.Clause, ctx: Lowering) -> fx.Effect:
    """"You may exert this creature as it attacks." (CR 508.1g, 701.43d): the instruction is a
    cost its controller may pay as the creature is declared as an attacker."""
    if not node.may:
        return ctx.unsupported(node, "a cost paid as it attacks that is not optional")
    subject = ctx.objects(node.subject, role="subject") if node.subject is not None else fx.You()
    if not isinstance(subject, fx.You):
        return ctx.unsupported(node, "an optional cost to attack paid by another player")
    preds = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    with ctx.scope(subject=subject):
        effects = _flat(ctx.effects(p) for p in preds if isinstance(p, Node))
    costs: list[fx.Cost] = []
    for effect in effects:
        if isinstance(effect, fx.KeywordAction) and effect.name == "exert":
            costs.append(fx.ExertCost(what=cast(fx.Reference, effect.what)))  # CR 701.43a
        elif isinstance(effect, fx.Pay):
            costs.extend(effect.costs)
        else:
            return ctx.unsupported(node, f"{type(effect).__name__} as a cost to attack")
    return fx.OptionalAttackCost(costs=tuple(costs))


LOWERINGS[ast.ThatAreCopies] = part_of("ObjectNp (\"create X tokens that are copies of\", see _create_tokens)")


@lowers(ast.ThenIfSentence)
def _then_if_sentence(node: ast.ThenIfSentence, ctx: Lowering) -> fx.Effect:
    """"Then if you control a Rat, surveil 2.": as "If ..., ..." in its place after the
    instructions before it (CR 608.2c)."""
    return _if_sentence(node, ctx)  # type: ignore[arg-type]


@lowers(ast.NextEvent)
def _next_event(node: ast.NextEvent, ctx: Lowering) -> Any:
    """"you next cast a spell this turn": the event of a delayed trigger, which triggers once
    (CR 603.7b); "next" adds nothing else to the event."""
    return ctx.trigger(ast.Event(subject=node.subject, predicates=(node.predicate,), tails=node.tails, span=node.span))  # type: ignore[call-arg]  # span: Node's own field


def _is_condition(subject: Any, predicate: ast.IsType, ctx: Lowering) -> fx.Condition:
    """"if that creature is white or blue", "only if this creature is blocked", "if that
    creature is 1/1": a test of an object's characteristics or state now."""
    what = ctx.objects(subject, role="reference")
    if is_player(what):
        raise CannotLower("a player \"is\" something as a condition", subject)
    np = predicate.what
    if predicate.in_addition is not None or not isinstance(np, ast.ObjectNp) or np.descriptor is None:
        raise CannotLower(f"is {_render(np)!r} as a condition", np)
    if lower_words(np.determiner) not in ([], ["a"], ["an"]):
        raise CannotLower(f"is {_render(np)!r} as a condition", np)
    said = lower_words(np.descriptor)
    pt = re.fullmatch(r"(\d+)/(\d+)", said[0]) if len(said) == 1 and not np.qualifiers else None
    if pt is not None:
        # "if that creature is 1/1": its power and its toughness (CR 208.1)
        power, toughness = (fx.Fixed(value=int(n)) for n in pt.groups())
        return fx.AllOf(conditions=(fx.Is(what=what, test=fx.Filter(stat=("power", "==", power))), fx.Is(what=what, test=fx.Filter(stat=("toughness", "==", toughness)))))
    if not np.qualifiers:
        return fx.Is(what=what, test=fx.Filter(**describe_words(np.descriptor).fields))
    test = ctx.filter(np)  # "a creature card of the chosen type"
    if not isinstance(test, fx.Filter):
        raise CannotLower(f"is {_render(np)!r} as a condition", np)
    return fx.Is(what=what, test=attrs.evolve(test, zone=fx.Filter().zone))


SUPERTYPES = {"legendary": "Legendary", "snow": "Snow", "basic": "Basic", "world": "World"}


def _plain_qualities(node: Any, ctx: Lowering) -> fx.Effect | None:
    """"is all colors" (CR 105.2, layer 5), "becomes snow", "are legendary" (supertypes added,
    CR 205.4), for "is"/"are" and "becomes"; None for anything else."""
    what = node.what
    if not isinstance(what, ast.ObjectNp) or what.descriptor is None or what.qualifiers or node.in_addition is not None:
        return None
    said = lower_words(what.descriptor)
    if lower_words(what.determiner) == ["all"] and said == ["colors"]:
        colors = tuple(COLORS[c] for c in ("white", "blue", "black", "red", "green"))
        return fx.Becomes(what=_subject_objects(ctx), colors=colors, duration=ctx.continuous_duration())
    if what.determiner is None and said and all(w in SUPERTYPES for w in said):
        supertypes = tuple(SUPERTYPES[w] for w in said)
        return fx.Becomes(what=_subject_objects(ctx), supertypes=supertypes, in_addition=True, duration=ctx.continuous_duration())
    return None


def _plural_head(descriptor: Any) -> bool:
    """Is the descriptor's last word a plural type ("creatures", "Forests")?"""
    words = [w for w in descriptor.words if isinstance(w, str)]
    if not words:
        return False
    last = words[-1]
    return last.lower() in PLURAL_TYPES or (subtype_of(last) is not None and subtype_of(last) != last)
