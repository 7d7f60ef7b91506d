"""Word tables and small readers shared by the lowerings: numbers, colours, card types, zones,
states, descriptors read into filter fields, comparisons and durations."""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import attrs

from .. import ast
from .. import effects as fx
from ..ast.durations import FIXED_DURATIONS
from .registry import CannotLower, EffectList

if TYPE_CHECKING:
    from .context import Lowering


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
#: the basic land types (CR 305.6)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
SUPERTYPES = {"legendary": "Legendary", "snow": "Snow", "basic": "Basic", "world": "World"}
#: head nouns that say what kind of thing a descriptor describes
KIND_NOUNS = {
    "card": "card", "cards": "card", "spell": "spell", "spells": "spell", "permanent": "permanent",
    "permanents": "permanent", "token": "token", "tokens": "token", "player": "player",
    "players": "player", "opponent": "opponent", "opponents": "opponent", "source": "object",
    "sources": "object", "object": "object", "objects": "object", "ability": "ability",
    "abilities": "ability", "commander": "commander", "commanders": "commander", "copy": "copy",
    "copies": "copy",
    # a card a "conjure a duplicate of" instruction made (Alchemy): "The duplicate perpetually gains ..."
    "duplicate": "card", "duplicates": "card",
}
STATE_WORDS = {
    "activated", "triggered", "attacking", "blocking", "blocked", "unblocked", "face-down", "face-up", "enchanted",
    "equipped", "modified", "double-faced", "historic", "outlaw", "defending", "renowned",
    "monstrous", "suspected", "saddled", "goaded", "harnessed", "solved",
    # CR 702.62b: a card in exile with suspend and a time counter on it
    "suspended",
}
#: the states that are nouns too, by their plurals: "outlaws you control" (CR 700.12)
STATE_NOUN_PLURALS = {"outlaws": "outlaw"}


def subtype_of(word: str) -> str | None:
    forms = _subtype_forms()
    return forms.get(word) or forms.get(word[:1].upper() + word[1:])


@functools.cache
def _subtype_forms() -> Mapping[str, str]:
    # imported on first use, once (an import statement costs a lookup on every call)
    from ..vocabulary import subtype_forms

    return subtype_forms()


class FilterFields:
    """Filter fields gathered from descriptor words, then built into an ``fx.Filter``."""

    TUPLES = (
        "types", "any_types", "excluded_types", "subtypes", "any_subtypes", "excluded_subtypes",
        "supertypes", "excluded_supertypes", "colors", "any_colors", "excluded_colors", "states",
        "excluded_states", "keywords", "excluded_keywords", "counters", "chosen", "excluded_chosen",
        "excluded_names",
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
        elif low == "exiled":
            # "target face-up exiled card": a card in the exile zone (CR 406.1)
            self.add("zone", "exile")
        elif low == "suspended":
            # CR 702.62b: a card in exile with suspend and a time counter on it; only there
            self.add("states", low)
            self.add("zone", "exile")
        elif low in STATE_WORDS or low in fx.COST_PAID_STATES:  # "kicked" (CR 702.33d)
            self.add("states", low)
        elif low in STATE_NOUN_PLURALS:
            self.add("states", STATE_NOUN_PLURALS[low])
        elif low in ("ring-bearer", "ring-bearers"):
            # CR 701.54b, e: a permanent with the designation, under the control of the player
            # whose Ring-bearer it is ("your Ring-bearer": also yours, by the determiner)
            self.add("states", "ring-bearer")
            self.add("zone", "battlefield")
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


#: the card types of permanents (CR 110.4): what a "permanent card" has one of (CR 110.4b)
PERMANENT_CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
#: a land is played, never cast: no spell is a land (CR 110.4b, 305.9)
PERMANENT_SPELL_TYPES = tuple(t for t in PERMANENT_CARD_TYPES if t != "Land")


def _group_fields(group: list[str], node: Any) -> FilterFields:
    fields = FilterFields()
    for word in group:
        if re.fullmatch(r"\d+/\d+", word) and not {"token", "tokens"} & {w.lower() for w in group}:
            # "a 1/1 creature": power 1 and toughness 1 (CR 208.1); the toughness as the one
            # alternative of ``any_of``, which must hold as well. With "token" the words describe
            # a token to make ("put a 2/2 green Wolf creature token onto the battlefield", the
            # older wording of "create", CR 111.1), not tokens there are
            power, toughness = (fx.Fixed(value=int(n)) for n in word.split("/"))
            fields.add("stat", ("power", "==", power))
            fields.add("any_of", (fx.Filter(stat=("toughness", "==", toughness)),))
            continue
        if re.fullmatch(r"[\dX*+]+/[\dX*+]+", word):
            raise CannotLower(f"a power/toughness {word!r} outside a token description", node)
        fields.word(word, node)
    lows = [w.lower() for w in group]
    if "permanent" in lows and lows[lows.index("permanent") + 1 :][:1] in (["card"], ["cards"]):
        # "a permanent card", "nonland permanent cards": a card with a permanent type (CR
        # 110.4b), wherever it is; not a permanent or a card
        fields.nouns.remove("permanent")
        if "types" not in fields.fields and "any_types" not in fields.fields:
            fields.fields["any_types"] = PERMANENT_CARD_TYPES
    if "permanent" in lows and lows[lows.index("permanent") + 1 :][:1] in (["spell"], ["spells"]):
        # "permanent spells you cast", "counter target permanent spell": an artifact, battle,
        # creature, enchantment or planeswalker spell (CR 110.4b), on the stack; not a permanent
        fields.nouns.remove("permanent")
        if "types" not in fields.fields and "any_types" not in fields.fields:
            fields.fields["any_types"] = PERMANENT_SPELL_TYPES
    return fields


@attrs.frozen
class Described:
    """What a descriptor says: filter fields, the kind of thing, and a count written before it.
    The readings of :func:`describe_words` are shared: callers copy the fields to add to them."""

    fields: Mapping[str, Any]
    kind: str  #: permanent | card | spell | player | opponent | object | ability | spell_or_ability | token_or_card
    count: fx.Value | None
    #: "permanent or player": a player kind whose other alternative is any permanent (``fields``)
    or_permanent: bool = False
    #: "players and permanents": the alternatives joined by "and", each of them meant
    both: bool = False


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
    if separators == {"or"} and len(groups) == 2 and len(groups[0]) > 1 and groups[0][-1].lower() in _COMBAT_STATES and groups[1][0].lower() in _COMBAT_STATES:
        # "goaded attacking or blocking creature", "nontoken attacking or blocking creature": the
        # "or" joins the two combat states (CR 506.4); the words before them describe both
        groups = [groups[0], [*groups[0][:-1], *groups[1]]]
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
    or_permanent = False
    if kind == "object" and len(parts) > 1 and {"player", "opponent"} & set(nouns) and set(nouns) - {"player", "opponent"} == {"permanent"}:
        # "target permanent or player", "permanents and/or players", "another target permanent
        # or opponent": a permanent (on the battlefield) or a player (CR 115.1, 122.1), read as
        # "creature or player" is (a player, or a permanent of the other alternatives), not as
        # objects of any kind, which would lose the players
        kind = "player" if "player" in nouns else "opponent"
        parts = [_with_zone(p, "battlefield") if "permanent" in p.nouns else p for p in parts]
        or_permanent = True
    if kind == "token_or_card" and len(parts) > 1:
        # "target nonland permanent or suspended card": each alternative is where its noun is, a
        # permanent on the battlefield (CR 110.1), a card elsewhere; a permanent with no other
        # word is still one of the alternatives
        parts = [_with_zone(p, "battlefield") if "permanent" in p.nouns and "zone" not in p.fields else p for p in parts]
        if len({p.fields.get("zone", "battlefield") for p in parts}) > 1:
            raise CannotLower("a permanent or a card in another zone: one description of objects in two zones (CR 400.1) is not a filter yet", desc)
    # "lands and tokens", "creatures and commanders": a noun that is an alternative of its own
    # is one of the alternatives (a token, a commander: CR 111.1, 903.3), not a quality of all
    lone = {"token": {"token": True}, "commander": {"states": ("commander",)}}
    alone = [p for p in parts if not p.fields and len(p.nouns) == 1 and p.nouns[0] in lone] if len(parts) > 1 else []
    if alone and len(alone) < len(parts):
        parts = [_fields(lone[p.nouns[0]]) if p in alone else p for p in parts]
    shared_nouns = {n for p in parts for n in p.nouns}
    fields = dict(parts[0].fields) if len(parts) == 1 else _alternatives(parts, desc)
    if "token" in shared_nouns:
        fields["token"] = True
    if "commander" in shared_nouns:
        fields["states"] = (*fields.get("states", ()), "commander")
    both = or_permanent and bool(separators) and not separators & {"or", "and/or"}
    return Described(fields=fields, kind=kind, count=count, or_permanent=or_permanent, both=both)


#: the combat states an "or" joins in a descriptor ("attacking or blocking", CR 506.4)
_COMBAT_STATES = frozenset({"attacking", "blocking", "blocked", "unblocked"})


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
        if all(r == {} for r in rests[1:]):
            # "red instant or sorcery spell", "nonlegendary creature or planeswalker": the
            # words before the first type noun describe each of the nouns the "or" joins
            return {"any_types": tuple(f["types"][0] for f in non_empty), **rests[0]}
    return {"any_of": tuple(fx.Filter(**f) for f in non_empty)}


def _with_zone(part: FilterFields, zone: str) -> FilterFields:
    """A copy of a part of a description, with its zone (its nouns kept)."""
    f = _fields({**part.fields, "zone": zone})
    f.nouns = list(part.nouns)
    return f


def _fields(values: dict[str, Any]) -> FilterFields:
    f = FilterFields()
    f.fields = dict(values)
    return f


# -- small readers ----------------------------------------------------------------------------
STATS = {
    "power": "power", "toughness": "toughness", "mana value": "mana_value", "converted mana cost": "mana_value",
    "loyalty": "loyalty", "total power": "total_power", "life total": "life_total",
    "starting life total": "starting_life_total",
    # "with total mana value 6 or less": the sum over the objects chosen together (CR 202.3)
    "total mana value": "total_mana_value", "total toughness": "total_toughness",
}


def stat_name(word: str, node: Any) -> str:
    key = word.lower()
    if key not in STATS:
        raise CannotLower(f"stat {word!r}", node)
    return STATS[key]


COMPARISONS = {
    "or less": "<=", "or fewer": "<=", "or greater": ">=", "or more": ">=", "": "==",
    "less than": "<", "fewer than": "<", "greater than": ">", "more than": ">",
    "equal to": "==", "less than or equal to": "<=", "greater than or equal to": ">=", "exactly": "==",
    "equal to or less than": "<=", "equal to or greater than": ">=", "equal to or fewer than": "<=", "equal to or more than": ">=",
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
    """The kind (None if unstated) and the number of "two +1/+1 counters", "a counter", "any
    number of charge counters" (the player's choice: :class:`~oraclec.effects.AnyNumber`)."""
    kind = node.kind.name if node.kind is not None else None
    if isinstance(node, ast.AnyNumberOfCounters):
        return kind, fx.AnyNumber()
    amount = node.amount
    if amount is None:
        return kind, fx.Fixed(value=1)
    if isinstance(amount, str):
        return kind, word_value(amount, node)
    return kind, ctx.value(amount)


def counters_put(node: Any, what: fx.Reference, ctx: Lowering, *, scale: Any = None) -> tuple[fx.Effect, ...]:
    """The counters "put" on ``what`` (CR 122.1): one PutCounters for "two +1/+1 counters",
    one of each kind in order for "two +1/+1 counters and a trample counter", and a choice
    among them for "your choice of a flying counter or a first strike counter" (CR 608.2d: the
    player chooses as the instruction is carried out, or as the permanent enters). ``scale``:
    the node whose clause's "for each" multiplies the amounts, if it may."""

    def put(kind: str | None, count: fx.Value) -> fx.PutCounters:
        if kind is None:
            raise CannotLower("counters of no stated kind", node)
        return fx.PutCounters(what=what, counter=kind, amount=ctx.scaled(count, scale) if scale is not None else count)

    if isinstance(node, ast.UpToCounters):
        # "put up to three lore counters on it": a number the player chooses as the instruction
        # is carried out (CR 608.2d), at most that many
        words = list(node.words)
        kind = next((w.name for w in words if isinstance(w, ast.CounterKind)), None)
        if len(words) < 4 or [str(w).lower() for w in words[:2]] != ["up", "to"] or kind is None:
            raise CannotLower("up to a number of counters of no stated kind put (CR 608.2d)", node)
        if scale is not None and ctx.multiplier is not None:
            raise CannotLower("up to a number of counters put, multiplied by \"for each\" (CR 608.2d)", node)
        if ctx.doer() != fx.You():
            raise CannotLower("up to a number of counters put by another player than the controller (CR 608.2d)", node)
        most = word_value(words[2], node) if isinstance(words[2], str) else ctx.value(words[2])
        return (fx.PutCounters(what=what, counter=kind, amount=fx.UpToChosen(most=most)),)
    if isinstance(node, ast.CounterChoice) and any(isinstance(w, ast.CounterThatKind) for w in node.words):
        raise CannotLower("a choice of a counter of a kind named before (CR 122.1, 608.2d)", node)
    if isinstance(node, ast.SeveralCounters):
        # "a +1/+1 counter and a counter from among flying, ...": each in turn, the last a choice
        return tuple(e for w in node.words if isinstance(w, (ast.CounterCount, ast.CounterFromAmong)) for e in counters_put(w, what, ctx, scale=scale))
    if isinstance(node, ast.CounterFromAmong):
        # "a counter from among flying, first strike, lifelink, or vigilance": one of the kinds,
        # chosen as the instruction is carried out (CR 608.2d)
        amount = node.amount
        count = word_value(amount, node) if isinstance(amount, str) else ctx.value(amount)
        return (fx.ChooseEffect(options=tuple(put(kind.name, count) for kind in node.kinds), player=fx.You() if str(node.words[0]).lower() == "your" else ctx.doer()),)
    if isinstance(node, ast.CounterEither):
        # "a +0/+1 counter or a +1/+0 counter": the player putting them chooses (CR 608.2d)
        if node.first.amount is not None and node.second.amount is None:
            # "that many +1/+1 counters or charge counters": one amount over both kinds
            raise CannotLower("an amount shared by counters of one kind or another (CR 608.2d)", node)
        return (fx.ChooseEffect(options=(put(*counter_count(node.first, ctx)), put(*counter_count(node.second, ctx))), player=ctx.doer()),)
    if isinstance(node, ast.CounterChoice):
        if node.kinds:
            # "your choice of a +1/+1, first strike, or vigilance counter": as many counters
            # as the article or number before the shared noun says, of one of the kinds
            amount = node.words[3]
            count = word_value(amount, node) if isinstance(amount, str) else ctx.value(amount)
            options = tuple(put(kind.name, count) for kind in node.kinds)
        else:
            options = tuple(put(*counter_count(c, ctx)) for c in node.counts)
        return (fx.ChooseEffect(options=options, player=fx.You()),)  # "your choice"
    return (put(*counter_count(node, ctx)),)


DURATIONS = FIXED_DURATIONS


def duration(node: Any) -> str:
    if not isinstance(node, ast.Duration):
        raise CannotLower(f"the duration {render_node(node)!r}", node)
    text = " ".join(lower_words(node))
    if text not in DURATIONS:
        raise CannotLower(f"duration {text!r}", node)
    return DURATIONS[text]


def each_of_players(ref: Any) -> bool:
    """Whether a clause's subject names every player of a group, each of whom carries out the
    instruction in turn ("each player", "each opponent", "each other player", "each opponent who
    lost life this turn": CR 101.4), so that "they" and "their" in it are the one player it is
    being carried out for, not all of them together."""
    if isinstance(ref, (fx.EachPlayer, fx.EachOpponent, fx.OtherPlayers)):
        return True
    return isinstance(ref, fx.PlayersWho) and each_of_players(ref.players)


def flat(items: Any) -> EffectList:
    """Effects in order, with nested Sequences of the same level flattened."""
    out: list[fx.Effect] = []
    for item in items:
        if isinstance(item, tuple):
            out.extend(flat(item))
        elif isinstance(item, fx.Sequence):
            out.extend(item.effects)
        else:
            out.append(item)
    return tuple(out)


def render_node(node: Any) -> str:
    from ..render import render

    return render(node, {})
