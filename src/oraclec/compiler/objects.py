"""Noun phrases (:mod:`oraclec.ast.objects`): determiners, qualifiers, references to objects,
players and zones, and the lowerings of noun phrases, numbers and quantities."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from .. import ast
from .. import effects as fx
from ..morphology import base_form, past_participle
from ..vocabulary import SUBTYPES, data as vocabulary_data
from ..ast.base import Node, Span, rendered
from ..effects.base import walk
from .elements import ItOrGrantingSource
from .registry import LOWERINGS, CannotLower, lowers, part_of, unsupported
from .words import (
    BASIC_LAND_TYPES,
    COLORS,
    COMPARISONS,
    STATE_WORDS,
    SUPERTYPES,
    VARIABLES,
    Described,
    FilterFields,
    comparison,
    counter_count,
    describe_words,
    each_of_players,
    lower_words,
    number_value,
    render_node,
    stat_name,
    word_value,
    words_of,
)

if TYPE_CHECKING:
    from .context import Lowering

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


ZONE_WORDS = {
    "graveyard": "graveyard", "graveyards": "graveyard", "hand": "hand", "hands": "hand",
    "library": "library", "libraries": "library", "battlefield": "battlefield", "exile": "exile",
    "command zone": "command",  # CR 408
}
#: zones that belong to no player (CR 400.1: the battlefield, exile and the command zone are shared)
SHARED_ZONES = frozenset({"battlefield", "exile", "command"})
#: the zones a card can be in other than the battlefield (CR 400.1): "cards you own that aren't on
#: the battlefield" are the cards of all of them, a card on the stack (a spell) too
OFF_BATTLEFIELD_ZONES = ("library", "hand", "graveyard", "stack", "exile", "command")


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


def _multiplied(word: str, det: ast.Determiner) -> fx.Value:
    """"twice X", "three times X" (one word of a determiner): the number multiplied (CR 107.1)."""
    parts = word.split()
    factor = 2 if parts[0].lower() == "twice" else number_value(parts[0])
    if factor is None:
        raise CannotLower(f"a number multiplied: {word!r}", det)
    return fx.Scaled(value=word_value(parts[-1], det), numerator=factor)


_NO_DETERMINER = Det(mode="none")
#: determiner words -> their reading (a Det is immutable, so one is shared): the reading of plain
#: words depends on them alone, and a few hundred determiners recur across the whole corpus
_determiners: dict[tuple[str, ...], Det] = {}


def _determiner(det: ast.Determiner) -> Det:
    words = list(det.words)
    low = [w.lower() if isinstance(w, str) else w for w in words]
    if "nearest" in low:
        # "the nearest opponent": the fewest seats away (CR 803.1a)
        raise CannotLower(SEATING_UNSUPPORTED, det)
    if len(low) == 2 and isinstance(low[0], Node) and low[1] in ("'s", "'"):
        return Det(mode="possessive", owner=low[0])
    if low in (["your"], ["their"], ["its"], ["his", "or", "her"], ["his"], ["her"]):
        return Det(mode="possessive", owner=low[0])
    if low == ["a random"]:  # "a random card" (Alchemy): picked by chance, which no Det says
        raise CannotLower("a card picked at random ('a random')", det)
    other = "other" in low or "another" in low
    count: fx.Value | None = None
    for w in words:
        if isinstance(w, str) and w.lower() not in ("a", "an") and (number_value(w) is not None or w in VARIABLES):
            count = word_value(w, det)
        elif isinstance(w, str) and " " in w and (number_value(w.split()[-1]) is not None or w.split()[-1] in VARIABLES):
            count = _multiplied(w, det)  # "twice X cards", "three times X cards" (CR 107.1)
    up_to = low[:2] == ["up", "to"]
    if up_to and low[2:3] == ["that many"]:  # "up to that many target permanents": the event's number
        count = fx.EventAmount()
    if len(low) >= 3 and low[1] == "or" and low[2] in ("fewer", "less"):
        raise CannotLower(f"at most a number: {det.text!r}", det)  # "two or fewer": no count picks that
    if low[1:2] == ["than"]:  # "fewer than seven cards", "more than two cards": a bound, not a count
        raise CannotLower(f"a bound on a number: {det.text!r}", det)
    if low[:1] == ["exactly"]:  # "control exactly one creature": no count of a choice says "no more"
        raise CannotLower(f"exactly a number: {det.text!r}", det)
    if low == ["a", "number", "of"]:  # "a number of cards equal to ...": counted by the qualifier
        return Det(mode="number_of")
    if low[:3] == ["any", "number", "of"] or low == ["any number"]:  # "any number of them" (CR 107.1c)
        count, up_to = fx.AnyNumber(), True
    if low == ["either"]:  # "either of them": one of the two, chosen as it happens (CR 608.2d)
        return Det(mode="choice", count=fx.Fixed(value=1))
    if low == ["that many"]:  # "draw that many cards": the number of the event
        return Det(mode="choice", count=fx.EventAmount())
    if low == ["twice that many"]:  # "they mill twice that many cards instead"
        return Det(mode="choice", count=fx.Scaled(value=fx.EventAmount(), numerator=2))
    if low[:3] == ["one", "or", "more"]:
        count, up_to = fx.AnyNumber(), False
    if "target" in low:
        return Det(mode="target", count=count, up_to=up_to, other=other)
    head = low[0]
    if head in ("each", "all") or low == ["other"]:
        # "other" alone is a plural determiner: "Other Goblins get +1/+1" is every other Goblin
        # ("another" and "any other" pick one)
        return Det(mode="each", other=other)
    if head == "this":
        return Det(mode="this")
    if head in ("that", "those", "these", "both"):
        return Det(mode="that")
    if head == "the" and len(low) > 1 and low[1] in ("top", "bottom"):
        n = word_value(words[2], det) if len(words) > 2 else fx.Fixed(value=1)
        if low[3:4] == ["plus"]:  # "the top X plus one cards" (CR 107.1)
            n = fx.Sum(parts=(n, word_value(words[4], det)))
        return Det(mode=str(low[1]), count=n)
    if head == "the":
        return Det(mode="the")
    if head == "no":
        return Det(mode="no", other=other)
    if head in ("a", "an", "any", "another", "other", "one") or count is not None or up_to:
        return Det(mode="choice", count=count or fx.Fixed(value=1), up_to=up_to, other=other)
    raise CannotLower(f"determiner {det.text!r}", det)


# -- noun phrases -------------------------------------------------------------------------------
#: what "that isn't a Dragon" excludes, as the description of the objects it excludes
_NEGATED_FIELDS = {
    "excluded_types": "types", "excluded_subtypes": "subtypes", "excluded_supertypes": "supertypes",
    "excluded_colors": "colors", "excluded_keywords": "keywords", "excluded_states": "states",
    "excluded_chosen": "chosen",
}


def _any_target_excluded(node: Any, ctx: Lowering) -> fx.Reference:
    """"any target that isn't a Dragon" (the objects a description names are excluded), "any
    target other than that permanent" (the objects a reference names). A player is excluded by
    neither; a qualifier that says what the target is, or two exclusions read together, would
    restrict the players too and is not lowered."""
    fields: dict[str, Any] = {}
    _apply_qualifiers(fields, node.qualifiers, ctx)
    if set(fields) == {"excluded"}:
        return fields["excluded"]  # type: ignore[no-any-return]
    if len(fields) == 1:
        ((name, values),) = fields.items()
        if name in _NEGATED_FIELDS and isinstance(values, tuple) and len(values) == 1:
            return fx.Filter(**{_NEGATED_FIELDS[name]: values})
    raise CannotLower("any target described by something other than one object or quality it isn't", node)


def _apply_qualifiers(fields: dict[str, Any], qualifiers: tuple[Node, ...] | None, ctx: Lowering) -> None:
    items = pile_of_choice(qualifiers or ())
    for index, q in enumerate(items):
        named = items[index - 1] if index > 0 else None
        if isinstance(q, ast.OfNp) and isinstance(named, ast.Named):
            # "a card named Hammer of ~": the "of" phrase goes on with the name (CR 201.2); a
            # name built on this card's own name is not known (known_name)
            set_field(fields, "name", known_name(f"{named.name} of {rendered(q.of)}", q), q)
            continue
        if isinstance(q, ast.OfNp):
            continue  # "the top card of your library": read by the noun phrase
        if isinstance(q, ast.Named) and index + 1 < len(items) and isinstance(items[index + 1], ast.OfNp):
            continue  # its name goes on in the "of" phrase after it
        QUALIFIERS.get(type(q), _unknown_qualifier)(q, fields, ctx)


def _unknown_qualifier(q: Node, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower(f"qualifier {type(q).__name__}", q)


def set_field(fields: dict[str, Any], name: str, value: Any, node: Any) -> None:
    if name in FilterFields.TUPLES:
        fields[name] = (*fields.get(name, ()), *value) if isinstance(value, tuple) else (*fields.get(name, ()), value)
    elif name in fields and fields[name] != value:
        raise CannotLower(f"two values for {name}", node)
    else:
        fields[name] = value


def exclude(fields: dict[str, Any], excluded: fx.Reference, node: Any) -> None:
    """Objects left out of a description ("other than this creature", "that weren't chosen this
    way"): each exclusion said adds to those before it."""
    before = fields.get("excluded")
    if before is None or before == excluded:
        fields["excluded"] = excluded
    else:
        fields["excluded"] = fx.Union(parts=(*(before.parts if isinstance(before, fx.Union) and not before.either else (before,)), excluded))


def _q_controlled(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    set_field(fields, "controller", controller_phrase(q.controller, ctx), q)


def _q_not_controlled(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    player = controller_phrase(q.controller, ctx)
    if isinstance(player, fx.You):
        set_field(fields, "controller", fx.EachOpponent(), q)
    else:
        raise CannotLower("\"don't control\" by someone other than you", q)


def _q_owned(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    set_field(fields, "owner", controller_phrase(q.owner, ctx), q)


def _q_not_owned(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    player = controller_phrase(q.owner, ctx)
    if isinstance(player, fx.You):
        set_field(fields, "owner", fx.EachOpponent(), q)
    else:
        raise CannotLower("\"don't own\" by someone other than you", q)


def _q_controlled_not_owned(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"you control but don't own", "you cast but don't own" (CR 108.3, 110.2): controlled by you,
    owned by another player (an opponent, as "you don't own" is read)."""
    player = controller_phrase(q.controller, ctx) if hasattr(q, "controller") else _caster(q.subject, ctx)
    if not isinstance(player, fx.You):
        raise CannotLower("\"but don't own\" by someone other than you", q)
    set_field(fields, "controller", player, q)
    set_field(fields, "owner", fx.EachOpponent(), q)


def _q_owned_not_controlled(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"you own but don't control" (CR 108.3, 110.2): owned by you, controlled by another player
    (an opponent, as "you don't control" is read)."""
    player = controller_phrase(q.owner, ctx)
    if not isinstance(player, fx.You):
        raise CannotLower("\"own but don't control\" by someone other than you", q)
    set_field(fields, "owner", player, q)
    set_field(fields, "controller", fx.EachOpponent(), q)


def _q_owned_or_controlled(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"you own or control" (CR 108.3, 110.2): either, one of two descriptions."""
    player = controller_phrase(q.owner, ctx)
    set_field(fields, "any_of", (fx.Filter(owner=player), fx.Filter(controller=player)), q)


def _q_same_name_elliptic(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"search that player's library for a card with the same name", "counter it if a card with
    the same name is in a graveyard": the same name as the object named just before (CR 201.2a).
    With no object named before, "three or more lands with the same name", "discard two cards
    with the same name" say a name the objects share among themselves, which no description of
    one object says."""
    if not ctx.referents and ctx.trigger_subject is None:
        raise CannotLower("objects sharing one name among themselves (CR 201.2a) is not in the effect model yet", q)
    if ctx.in_condition:
        # "if another permanent with the same name is on the battlefield": "another" is other than
        # the object named before, and the object may be a subject tested among several
        raise CannotLower("\"with the same name\" in a condition, as the object named before (CR 201.2a)", q)
    set_field(fields, "same_name_as", ctx.it(), q)


def _q_owned_and_controlled(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"you both own and control", "you own and control" (CR 108.3, 108.4): that player is the
    owner and the controller."""
    player = controller_phrase(q.owner, ctx)
    set_field(fields, "owner", player, q)
    set_field(fields, "controller", player, q)


def _q_whose_player(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"creature whose controller controls an Island", "permanent whose controller was dealt
    combat damage by this creature this turn": the controller (owner) is one of the players the
    clause describes, read as "each player who ..." (CR 108.3, 108.4)."""
    qualifier = ast.WhoQualifier(clause=q.clause, span=q.span)
    set_field(fields, q.role, players_who(fx.EachPlayer(), (qualifier,), ctx), q)


def _q_whose_on_object(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    # "whose turn it is" names a player (CR 102.1); "whose power is less than ..." of an object
    # would read "their" in the quantity as that object, which no quantity here does
    raise CannotLower(f"objects described by \"{render_node(q)}\"", q)


def _q_controlled_by_relation(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"two target creatures controlled by different players": a quality of the objects chosen
    together (CR 601.2c), each with its own controller, as "with different names" is of their
    names (the Filter's ``different``)."""
    relation = " ".join(q.relation.lower().split())
    if relation != "different players" or "different" in fields:
        raise CannotLower(f"targets controlled by {relation}: a requirement on the targets together (CR 601.2c) is not modelled yet", q)
    fields["different"] = "controllers"


def _q_with(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    quality = q.quality
    if isinstance(quality, ast.SameNameEach):
        _q_same_name_elliptic(q, fields, ctx)
    elif isinstance(quality, ast.SameController):
        # "another target creature with the same controller": as the object named just before
        # (CR 108.4); with nothing named before, no object to compare with
        if not ctx.referents:
            raise CannotLower("\"with the same controller\" with no object named before", q)
        set_field(fields, "controller", fx.ControllerOf(what=ctx.referents[-1]), q)
    elif isinstance(quality, ast.WithSingleTarget):
        _q_with_single_target(quality, fields, ctx)
    elif isinstance(quality, ast.WithExactColors):
        _exact_colors(quality.count, False, fields, q, ctx)
    elif isinstance(quality, ast.WithTargets):
        fields["has_targets"] = True  # "a spell with one or more targets" (CR 115.1)
    elif isinstance(quality, ast.WithPossessedStat):
        # "all permanents with that spell's mana value": equal to that object's number; "its"
        # or "their" there would name the object tested or the source, which the words don't
        # tell apart
        if lower_words(quality.owner) in (["its"], ["their"], ["his"], ["her"], ["your"]):
            raise CannotLower(f"\"with {render_node(quality)}\": whose number is not told", q)
        if "stat" in fields:
            raise CannotLower("two stat comparisons", q)
        value = ctx.value(ast.StatOf(owner=quality.owner, stat=quality.stat, span=quality.span))
        fields["stat"] = (stat_name(quality.stat, quality), "==", value)
    elif isinstance(quality, ast.WithCardDirectlyAdjacent):
        # "in your graveyard with a creature card directly above it"
        raise CannotLower("the order of the cards in a graveyard (CR 404.2) is not kept", q)
    elif isinstance(quality, ast.TotalPtCompare):
        if "stat" in fields:
            raise CannotLower("two stat comparisons", q)
        op, value = comparison(quality.comparison, ctx)
        fields["stat"] = ("power_plus_toughness", op, value)
    elif isinstance(quality, (ast.HasKeyword, ast.HasKeywordAbility, ast.HasKeywordAbilities)):
        # "with morph", "with a morph ability", "with morph abilities": one filter (CR 702.1)
        set_field(fields, "keywords", keyword_name(quality.keyword), q)
    elif isinstance(quality, ast.HasKeywords):  # "with flying and haste": every one of them
        for keyword in quality.keywords.keywords:
            set_field(fields, "keywords", keyword_name(keyword), q)
    elif isinstance(quality, ast.StatCompare):
        if "stat" in fields:
            raise CannotLower("two stat comparisons", q)
        op, value = comparison(quality.comparison, ctx)
        if _compares_with_its_own(quality.comparison):
            # "each creature you control with toughness greater than its power": "its" is each
            # object tested, not the source (CR 208.1: its own numbers)
            if not isinstance(value, fx.StatOf):
                raise CannotLower("a comparison with a number of the object tested, other than its stat", q)
            value = attrs.evolve(value, what=fx.Found(key=fx.Found.TESTED))
        fields["stat"] = (stat_name(quality.stat, quality), op, value)
    elif isinstance(quality, (ast.BaseStatCompare, ast.EitherBaseStatCompare)):
        # "with base power 1", "with base power or toughness 1": the numbers after the layer 7a
        # and 7b effects (CR 613.4b), not the power and toughness the object has
        op, value = comparison(quality.comparison, ctx)
        if isinstance(quality, ast.BaseStatCompare):
            if "stat" in fields:
                raise CannotLower("two stat comparisons", q)
            fields["stat"] = (f"base_{lower_words(quality.stat)[-1]}", op, value)
        else:
            if "any_of" in fields:
                raise CannotLower("two sets of alternatives", q)
            set_field(fields, "any_of", tuple(fx.Filter(stat=(stat, op, value)) for stat in ("base_power", "base_toughness")), q)
    elif isinstance(quality, ast.WithBasePt):
        # "each creature you control with base power and toughness 1/1": both base numbers
        # (CR 613.4b), the toughness an alternative of its own that must hold too
        m = re.fullmatch(r"(\d+)/(\d+)", quality.pt)
        if m is None:
            raise CannotLower(f"objects with base power and toughness {quality.pt!r}", q)
        if "stat" in fields or "any_of" in fields:
            raise CannotLower("two stat comparisons", q)
        fields["stat"] = ("base_power", "==", fx.Fixed(value=int(m.group(1))))
        fields["any_of"] = (fx.Filter(stat=("base_toughness", "==", fx.Fixed(value=int(m.group(2))))),)
    elif isinstance(quality, ast.WithAbilityOfKind):
        # "with a mana ability" (CR 605.1a), "with an activated ability that isn't a mana
        # ability" (CR 602.1), "with a triggered ability" (CR 603.1): a state of the object
        kind = " ".join(quality.kind.lower().split()).removeprefix("an ").removeprefix("a ").replace("abilities", "ability")
        if quality.not_mana is not None:
            if kind != "activated ability":
                raise CannotLower(f"objects with a {kind} that isn't a mana ability", q)
            kind = "nonmana activated ability"
        set_field(fields, "states", f"with {kind}", q)
    elif isinstance(quality, (ast.WithNoAbilities, ast.WithAbilities)):
        # "with no abilities": none (CR 113.1, 113.3); "with abilities": one or more
        if "stat" in fields:
            raise CannotLower("two stat comparisons", q)
        fields["stat"] = ("abilities", "==", fx.Fixed(value=0)) if isinstance(quality, ast.WithNoAbilities) else ("abilities", ">=", fx.Fixed(value=1))
    elif isinstance(quality, ast.StatOneOf):
        # "with mana value 4, 5, or 6": one of the numbers, each an alternative
        if "any_of" in fields:
            raise CannotLower("two sets of alternatives", q)
        stat = stat_name(quality.stat, quality)
        numbers = (quality.first, quality.second, quality.third)
        set_field(fields, "any_of", tuple(fx.Filter(stat=(stat, "==", ctx.value(n))) for n in numbers), q)
    elif isinstance(quality, ast.WithParity):
        # "with an odd mana value", "with even mana values": the number odd or even
        stat = quality.stat.lower().removesuffix("s") if quality.stat.lower().startswith("mana") else quality.stat
        set_field(fields, "parity", (stat_name(stat, quality), quality.parity.lower()), q)
    elif isinstance(quality, ast.EitherStatCompare):
        # "with power or toughness 4 or greater": either number may compare so
        if "any_of" in fields:
            raise CannotLower("two sets of alternatives", q)
        op, value = comparison(quality.comparison, ctx)
        stats = (stat_name(quality.first, quality), stat_name(quality.second, quality))
        set_field(fields, "any_of", tuple(fx.Filter(stat=(stat, op, value)) for stat in stats), q)
    elif isinstance(quality, ast.HasCounters):
        if not isinstance(quality.counters, ast.CounterCount):
            raise CannotLower("objects with counters of several kinds on them", q)
        # "with a +1/+1 counter on it", "with one or more counters on it": any of that kind
        kind = quality.counters.kind.name if quality.counters.kind is not None else None
        if kind is not None and kind.lower() == "no" and quality.counters.amount is None:
            # "with no counters on it": the word read as the kind of counter is the determiner
            # "no", none of any kind (CR 122.1)
            if "stat" in fields:
                raise CannotLower("two stat comparisons", q)
            fields["stat"] = ("counters", "==", fx.Fixed(value=0))
            return
        set_field(fields, "counters", kind or "", q)
    elif isinstance(quality, ast.HasCountersBounded):
        # "with three or more +1/+1 counters on them": a number of counters of the kind (of
        # every kind when none is named), compared (CR 122.1)
        if "stat" in fields:
            raise CannotLower("two stat comparisons", q)
        words = [w for w in quality.counters.words if isinstance(w, str)]
        op = COMPARISONS.get(" ".join(w.lower() for w in words[1:3]))
        if op is None:
            raise CannotLower(f"an amount of counters {' '.join(words)!r}", q)
        kind = next((w.name for w in quality.counters.words if isinstance(w, ast.CounterKind)), None)
        fields["stat"] = ("counters" if kind is None else f"counters:{kind}", op, word_value(words[0], quality))
    elif isinstance(quality, ast.GreatestStat):
        set_field(fields, "extreme", (stat_name(quality.stat, quality), "greatest"), q)
    elif isinstance(quality, ast.LeastStat):
        set_field(fields, "extreme", (stat_name(quality.stat, quality), "least"), q)
    elif isinstance(quality, ast.DifferentValues):
        # "up to four cards with different names": a quality of the group chosen (CR 201.2b)
        characteristic = CHARACTERISTICS.get(tuple(quality.what.lower().split()))
        if characteristic not in DIFFERENT_CHARACTERISTICS or "different" in fields:
            raise CannotLower(f"different {quality.what!r}", q)
        fields["different"] = characteristic
    elif isinstance(quality, ast.SameName):
        set_field(fields, "same_name_as", ctx.objects(quality.other, role="reference"), q)
    elif isinstance(quality, ast.SameStat):
        # "with the same mana value as the sacrificed creature": equal to that object's number
        if "stat" in fields:
            raise CannotLower("two stat comparisons", q)
        fields["stat"] = same_stat(quality.stat, quality.other, quality, ctx)
    elif isinstance(quality, ast.WithChosen):
        set_field(fields, "chosen", quality.kind.lower(), q)  # "sources with the chosen name" (CR 607.2)
    elif isinstance(quality, ast.WithChosenParity):
        # "with mana value of the chosen quality": odd or even, as chosen before (CR 607.2)
        if fields.get("chosen_parity") is not None:
            raise CannotLower("two chosen qualities", q)
        fields["chosen_parity"] = stat_name(quality.stat, quality)
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
    elif isinstance(quality, ast.StatComparedWith):
        # "with lesser mana value than the creature that died": less than that object's number
        # (CR 202.3); "equal or lesser": at most it
        if "stat" in fields:
            raise CannotLower("two stat comparisons", q)
        stat = stat_name(quality.stat, quality)
        op = ("<" if quality.comparison.lower() == "lesser" else ">") + ("=" if quality.equal_or is not None else "")
        fields["stat"] = (stat, op, fx.StatOf(what=ctx.objects(quality.other, role="reference"), stat=stat))
    elif isinstance(quality, ast.WithThatName):
        set_field(fields, "chosen", "name", q)  # "cards with that name": the name chosen before (CR 607.2)
    elif isinstance(quality, ast.NotedName):
        raise CannotLower(NOTE_REASON, q)
    elif isinstance(quality, ast.HasTypeOfKind):
        # "a land card with a basic land type": at least one subtype of that kind (CR 305.6,
        # 205.3i, 205.3m)
        kind = " ".join(quality.kind.lower().split())
        vocabulary = "land" if kind == "land type" else "creature"
        subtypes = BASIC_LAND_TYPES if kind == "basic land type" else tuple(sorted(vocabulary_data()["subtypes"][vocabulary]))
        if fields.get("any_subtypes"):
            raise CannotLower("two sets of alternative subtypes", q)
        set_field(fields, "any_subtypes", subtypes, q)
    elif isinstance(quality, ast.XInManaCost):
        set_field(fields, "states", fx.X_IN_MANA_COST, q)  # CR 107.3, 202.1
    elif isinstance(quality, ast.HasAdventure):
        set_field(fields, "states", fx.HAS_ADVENTURE, q)  # CR 715.2a
    elif isinstance(quality, ast.SameNameAsOneAnother):
        # "eight or more artifacts with the same name as one another": a quality of the group
        # (one name shared among them, CR 201.2), none of each object alone
        raise CannotLower("objects with the same name as one another: a name shared among a group (CR 201.2) is not in the effect model yet", q)
    elif isinstance(quality, ast.TapInCost):
        # "with {T} in their costs" describes activated abilities (ActivatedAbilities), not
        # the objects a filter describes
        raise CannotLower("an object 'with {T} in its cost' (CR 107.5, 602.1a): only abilities are described by their costs", q)
    else:
        raise CannotLower(f"quality {type(quality).__name__}", q)


def same_stat(word: str, other: Any, node: Any, ctx: Lowering) -> tuple[str, str, fx.Value]:
    """"the same mana value as the discarded card" as a Filter's stat: equal to that one
    object's number (CR 202.3). "as another creature you control" (any one of several) or "as
    each other ..." is no single number: unsupported."""
    stat = stat_name(word, node)
    if stat.startswith("total_") or stat in ("life_total", "starting_life_total"):
        raise CannotLower(f"the same {word.lower()} as an object", node)
    what = ctx.objects(other, role="reference")
    if isinstance(what, (fx.Filter, fx.Union)):
        raise CannotLower(f"the same {word.lower()} as one of several objects", other)
    if fx.names_players(what):
        raise CannotLower(f"the same {word.lower()} as a player", other)
    return (stat, "==", fx.StatOf(what=what, stat=stat))


def _q_without(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    set_field(fields, "excluded_keywords", keyword_name(q.keyword), q)


def _q_without_any(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"without flying or reach": having none of them."""
    for keyword in q.keywords.keywords:
        set_field(fields, "excluded_keywords", keyword_name(keyword), q)


def _q_with_any(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"with flying or reach": having at least one of them, each an alternative of its own."""
    if "any_of" in fields:
        raise CannotLower("two sets of alternatives", q)
    set_field(fields, "any_of", tuple(fx.Filter(keywords=(keyword_name(keyword),)) for keyword in q.keywords.keywords), q)


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


#: qualities of objects that a zone never has (CR 400.1): "with mana value X", "without flying"
_OBJECT_QUALITIES = (ast.WithQuality, ast.WithoutKeyword, ast.WithoutAnyKeyword, ast.WithAnyKeyword)


def _q_in_zone(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    if isinstance(q.zone, ast.PileNp):
        # "all cards from the pile of your choice": the objects of that pile (CR 700.3c: they
        # are still in their zone), read by np_filter as "from among" them
        set_field(fields, "_among", ctx.objects(q.zone, role="reference"), q)
        return
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
    where = q.zone
    if isinstance(where, ast.ObjectNp) and any(isinstance(x, ast.ThatClause) for x in where.qualifiers or ()):
        # "cards from your hand that share a creature type with it" (amplify, CR 702.38a): the
        # relative clause, parsed after the zone, describes the objects; a zone shares nothing
        for relative in (x for x in where.qualifiers or () if isinstance(x, ast.ThatClause)):
            _q_that(relative, fields, ctx)
        rest = tuple(x for x in where.qualifiers or () if not isinstance(x, ast.ThatClause))
        where = attrs.evolve(where, qualifiers=rest or None)
    if isinstance(where, ast.ObjectNp) and any(isinstance(x, _OBJECT_QUALITIES) for x in where.qualifiers or ()):
        # "target creature card in your graveyard with mana value X": a quality parsed after the
        # zone, which has none (CR 400.1), describes the objects in it
        for quality in (x for x in where.qualifiers or () if isinstance(x, _OBJECT_QUALITIES)):
            QUALIFIERS[type(quality)](quality, fields, ctx)
        rest = tuple(x for x in where.qualifiers or () if not isinstance(x, _OBJECT_QUALITIES))
        where = attrs.evolve(where, qualifiers=rest or None)
    moved = [x for x in where.qualifiers or () if isinstance(x, ast.MovedThere)] if isinstance(where, ast.ObjectNp) else []
    if moved:
        # "in your graveyard that was put there from the battlefield this turn": the objects
        # of that zone (CR 400.7: each a new object, put there by that zone change)
        rest = tuple(x for x in where.qualifiers or () if not isinstance(x, ast.MovedThere))
        where = attrs.evolve(where, qualifiers=rest or None)
    _set_zones(fields, zones_of(where, ctx), q)
    for there in moved:
        if "zone" not in fields:
            raise CannotLower("objects put into one of several zones this turn", there)
        fields["states"] = (*fields.get("states", ()), _put_there_state(there, fields["zone"], ctx))


def _put_there_state(there: ast.MovedThere, zone: str, ctx: Lowering) -> str:
    """The history state of "that was put there from the battlefield this turn" after a zone:
    "put into graveyard from battlefield this turn" (origin "anywhere" when it is not said); a
    card goes only to its owner's graveyard, hand and library (CR 400.3), so "from your
    library" names no other player's."""
    if there.verb.lower() != "put" or render_node(there.to).lower() != "there" or there.time.lower() != "this turn":
        raise CannotLower(f"objects {there.verb.lower()} {render_node(there.to).lower()} {there.time.lower()}", there)
    origin = there.origin
    if origin is None or origin.anywhere:
        source = "anywhere"
    else:
        node = origin.zone
        if node is None:
            raise CannotLower(f"put there {render_node(origin)}", origin)
        source = zone_of(node, ctx).kind
    return f"put into {zone} from {source} this turn"


def _set_zones(fields: dict[str, Any], zones: tuple[fx.Zone, ...], q: Any) -> None:
    """The zone of the objects described; several ("cards in your hand and graveyard", "from
    your hand or graveyard") are kept under ``_zones`` for np_filter, which describes the objects
    of each zone apart (a Filter is about one zone, CR 400.1) and joins them."""
    if "_zones" in fields:
        raise CannotLower("two zones for the same objects", q)
    if len(zones) > 1:
        if "zone" in fields:
            raise CannotLower("two zones for the same objects", q)
        if len({z.kind for z in zones}) != len(zones):
            raise CannotLower("the same zone twice", q)
        fields["_zones"] = zones
        return
    zone = zones[0]
    fields["zone"] = zone.kind
    if zone.player is not None:
        fields["zone_owner"] = zone.player


def _q_on_battlefield_or_in_zone(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"on the battlefield or in the command zone": objects in either zone (CR 400.1)."""
    _set_zones(fields, (fx.Zone(kind="battlefield"), *zones_of(q.zone, ctx)), q)


def _q_in_either_zone(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"from your graveyard or from exile", "in exile and in your graveyard": objects in either
    zone (CR 400.1), each zone named with its own preposition."""
    _set_zones(fields, (*zones_of(q.zone, ctx), *zones_of(q.other_zone, ctx)), q)


def _q_without_counter(q: ast.WithoutCounter, fields: dict[str, Any], ctx: Lowering) -> None:
    """"each creature without a +1/+1 counter on it" (CR 122.1): the objects of the noun phrase
    but those with a counter of that kind on them, in the same zone."""
    kind = q.kind.name if isinstance(q.kind, ast.CounterKind) else ""
    set_field(fields, "excluded", fx.Filter(counters=(kind,), zone=fields.get("zone", "battlefield")), q)


def _q_outside_game(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a card you own from outside the game": a player's sideboard (CR 400.11a); only cards the
    player owns can be brought in (CR 108.3b), which "you own" states."""
    fields["zone"] = "outside"
    fields.setdefault("zone_owner", fields.get("owner") or fx.You())


def _q_cast_from_anywhere_other_than(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"spells you cast from anywhere other than your hand" (CR 601.2a): a filter names the one
    zone its spells were cast from, never a zone they were not cast from."""
    raise CannotLower("spells cast from anywhere other than a zone (CR 601.2a): a filter has no excluded zone", q)


def _q_at_random_in_zone(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    # the zone is a filter field; the randomness is read by noun_phrase
    _q_in_zone(q, fields, ctx)


def names_one_target(whom: Any) -> bool:
    """Whether "targets only [whom]" names one object or player: "~", "it", "this creature", "a
    single Golem" ("only creatures you control" allows several)."""
    return (
        isinstance(whom, ast.SelfRef)
        or (isinstance(whom, ast.Pronoun) and whom.is_third_singular)
        or (isinstance(whom, ast.ObjectNp) and whom.determiner is not None and lower_words(whom.determiner) in (["this"], ["a", "single"]))
    )


def _q_could_target_by(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"that the spell could target", "the spell or ability could target" (CR 115.1, 707.10d):
    the legal targets of the spell or ability named before ("the spell", "that spell": the one
    the text speaks of, as "that spell" names it)."""
    words = [w for w in q.words if isinstance(w, str)]
    if words and words[0].lower() == "that" and len(words) == 5:
        words = words[1:]
    spell = ast.ObjectNp(determiner=ast.Determiner(words=("that",)), descriptor=ast.Descriptor(words=tuple(words[1].split())), qualifiers=None)
    set_field(fields, "targetable_by", ctx.objects(spell, role="reference"), q)


def _exact_colors(count: Any, negated: bool, fields: dict[str, Any], node: Any, ctx: Lowering) -> None:
    """"exactly two colors" ("that isn't exactly two colors": any other number): the number of
    the object's colors (CR 105.2; colorless is none)."""
    if "stat" in fields:
        raise CannotLower("two stat comparisons", node)
    fields["stat"] = ("colors", "!=" if negated else "==", ctx.value(count))


def _q_with_single_target(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"target spell with a single target" (CR 115.1)."""
    fields["single_target"] = True


def _q_picked_at_random(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"at random" where noun_phrase has not taken it off (it is how the objects are picked, not
    a quality of them): a description that would lose it."""
    raise CannotLower("objects picked at random, in a description", q)


def _picked_at_random(node: Any) -> bool:
    """Whether a noun phrase's object is picked by chance: "a card at random from their hand",
    "target opponent chosen at random", and "a card from their hand at random", where "at random"
    comes after the zone (and the parser hangs it on the zone's noun phrase), or "one of those
    permanents at random" (hung on the group's)."""
    if isinstance(node, ast.PartitiveAtRandom):  # "one of them at random"
        return True
    if isinstance(node, ast.AnyTargetQualified):  # "any target chosen at random"
        return any(isinstance(q, ast.PickedAtRandom) for q in node.qualifiers)
    if isinstance(node, ast.Partitive):
        return isinstance(node.of, ast.ObjectNp) and isinstance((node.of.qualifiers or (None,))[-1], ast.PickedAtRandom)
    if not isinstance(node, ast.ObjectNp):
        return False
    if _a_random(node):  # "exile a random card from your graveyard": "a card at random"
        return True
    qualifiers = node.qualifiers or ()
    if any(isinstance(q, ast.AtRandomInZone | ast.PickedAtRandom) for q in qualifiers):
        return True
    last = qualifiers[-1] if qualifiers else None
    return (
        isinstance(last, ast.InZone) and isinstance(last.zone, ast.ObjectNp)
        and isinstance((last.zone.qualifiers or (None,))[-1], ast.PickedAtRandom)
    )


def _a_random(node: Any) -> bool:
    """"a random card": the determiner says the card is picked by chance (CR 701: a random
    choice), as "a card at random" does."""
    return isinstance(node, ast.ObjectNp) and node.determiner is not None and node.determiner.lower_words() == ("a random",)


def without_a_random(node: Any) -> tuple[Any, bool]:
    """A noun phrase with "a random" read as "a", and whether it said "a random" (the caller
    picks the object by chance: "discards a random card", CR 701.9b)."""
    if not _a_random(node):
        return node, False
    return attrs.evolve(node, determiner=attrs.evolve(node.determiner, words=("a",))), True


def _without_random_on_zone(node: Any) -> Any:
    """"a card from their hand at random" with "at random" taken off the zone ("their hand"),
    since it tells how the card is picked, not which zone; "one of those permanents at random"
    with it taken off the group; "a random card" read as "a card"."""
    node, _ = without_a_random(node)
    if isinstance(node, ast.PartitiveAtRandom):
        return ast.Partitive(determiner=node.determiner, of=node.of, span=node.span)
    if isinstance(node, ast.AnyTargetQualified):
        rest = tuple(q for q in node.qualifiers if not isinstance(q, ast.PickedAtRandom))
        return attrs.evolve(node, qualifiers=rest) if rest else ast.AnyTarget(span=node.span)
    if isinstance(node, ast.Partitive):
        kept = tuple(q for q in node.of.qualifiers or () if not isinstance(q, ast.PickedAtRandom))
        return attrs.evolve(node, of=attrs.evolve(node.of, qualifiers=kept or None))
    own = tuple(q for q in node.qualifiers or () if not isinstance(q, ast.PickedAtRandom))
    if own != tuple(node.qualifiers or ()):
        node = attrs.evolve(node, qualifiers=own or None)  # "target opponent chosen at random"
    *rest, last = node.qualifiers or (None,)
    if not isinstance(last, ast.InZone) or not isinstance(last.zone, ast.ObjectNp):
        return node
    zone_qualifiers = tuple(q for q in last.zone.qualifiers or () if not isinstance(q, ast.PickedAtRandom))
    zone = attrs.evolve(last.zone, qualifiers=zone_qualifiers or None)
    return attrs.evolve(node, qualifiers=(*rest, attrs.evolve(last, zone=zone)))


def _q_from_among(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    # read by np_filter, which wraps the filter in Amongst
    set_field(fields, "_among", ctx.objects(q.among, role="reference"), q)


def known_name(name: str, node: Any) -> str:
    """A name the text gives, checked: one built on the card's own name ("~ Slime", "~'s Coil",
    "~ the Returned") is not known, since normalising the text replaced the card's full or
    shortened name by "~" and which one is lost (CR 201.2, 201.5)."""
    if "~" in name and name != "~":
        raise CannotLower(f"the name {name!r}: built on this card's name or shortened name, which normalising the text replaced (CR 201.2)", node)
    return name


def _q_named(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    set_field(fields, "name", known_name(q.name, q), q)


def _q_named_either(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a card named Festering Newt or Bubbling Cauldron": one name or the other (CR 201.2)."""
    known_name(q.name, q)
    known_name(q.other, q)
    if fields.get("any_of"):
        raise CannotLower("two sets of alternatives", q)
    set_field(fields, "any_of", (fx.Filter(name=q.name), fx.Filter(name=q.other)), q)


def _q_not_named(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"target permanent not named ~": any name but that one (CR 201.2, 201.4b)."""
    set_field(fields, "excluded_names", known_name(q.name, q), q)


def _q_other_than(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    other = q.other
    if isinstance(other, ast.ObjectNp) and other.qualifiers and lower_words(other.determiner) == ["this"]:
        # "All permanents other than this creature that weren't chosen this way": "this creature"
        # names one object and needs no qualifier; the relative clause after it (in the plural)
        # qualifies the objects "other than" excludes it from
        this = ctx.objects(attrs.evolve(other, qualifiers=None), role="reference")
        _apply_qualifiers(fields, other.qualifiers, ctx)
        exclude(fields, this, q)
        return
    set_field(fields, "excluded", ctx.objects(other, role="reference"), q)


def _q_except_for(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"destroy all permanents except for artifacts and lands", "each creature except for
    creatures you control with flying": an exclusion, as "other than" (what matches the
    exception is not among the objects); only a description or the object itself names it, not a
    number left out ("sacrifices all lands they control except for three")."""
    other = q.other
    if isinstance(other, ast.ObjectNp) and (other.determiner is not None or other.descriptor is None or describe_words(other.descriptor).count is not None):
        raise CannotLower(f"except for {render_node(other)!r}: only a description is an exclusion", q)
    excluded = ctx.objects(other, role="reference")
    if not isinstance(excluded, fx.Filter | fx.This):
        raise CannotLower(f"except for {render_node(other)!r}: only a description or the object itself is an exclusion", q)
    if isinstance(excluded, fx.Filter) and excluded.zone != "battlefield":
        raise CannotLower("an exclusion outside the battlefield", q)
    set_field(fields, "excluded", excluded, q)


def _q_of_chosen(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    set_field(fields, "chosen", q.kind.lower(), q)


def _q_attacking(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"attacking you", "attacking enchanted player", "attacking your opponents": what a creature
    attacks is a player, a planeswalker or a battle (CR 506.3, 508.1b)."""
    det = q.whom.determiner.words if isinstance(q.whom, ast.ObjectNp) and q.whom.determiner is not None else ()
    if "same" in [str(w).lower() for w in det]:
        raise CannotLower("attacking the same player or permanent as another creature", q)
    said = [str(w).lower() for w in q.whom.words] if isinstance(q.whom, ast.Pronoun) else []
    if said in (["them"], ["they"]) and each_of_players(ctx.subject):
        # "each opponent loses life equal to the number of creatures attacking them": the
        # player the instruction is being carried out for (CR 101.4)
        whom = _they(ctx)
    else:
        # what is attacked describes the attacker: "it" after "If it's attacking a battle, put a
        # +1/+1 counter on it" is still the attacker
        before = len(ctx.referents)
        whom = ctx.objects(q.whom, role="reference")
        del ctx.referents[before:]
    if isinstance(whom, (fx.You, fx.This)):
        set_field(fields, "states", "attacking you" if isinstance(whom, fx.You) else "attacking this", q)
        return
    if whom == fx.Found(key="triggering player") and not ctx.trigger_player_attacked:
        # the event's player, who for an attack trigger is the attacking player (CR 508.1),
        # not the one attacked (who is the event's player of "Whenever a player is attacked")
        raise CannotLower("attacking the player of a trigger event", q)
    if isinstance(whom, fx.Chosen):
        # "attacking one of your opponents": any of them; "attacking a player ... that player"
        # names a different player for each creature, which one reference cannot say
        if whom.amount != fx.Fixed(value=1) or whom.up_to or whom.at_random or not fx.names_players(whom.what):
            raise CannotLower("attacking a player named by \"a\", whom later words may name for each creature", q)
        whom = whom.what
    if isinstance(whom, fx.Filter) and not fx.names_players(whom) and whom.zone != "battlefield":
        raise CannotLower("attacking something that is not a player or a permanent", q)
    set_field(fields, "attacking", whom, q)


#: "attacking you" read where a condition tests a state ("if a creature is attacking you")
q_attacking = _q_attacking


def _q_blocking_or_blocked_by(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"blocking or blocked by this creature", "... by target creature" (CR 509.1a, 509.1g)."""
    whom = ctx.objects(q.whom, role="reference")
    if isinstance(whom, fx.This):
        set_field(fields, "any_of", (fx.Filter(states=("blocking this",)), fx.Filter(states=("blocked by this",))), q)
        return
    if fx.names_players(whom):
        raise CannotLower("blocking or blocked by a player", q)
    set_field(fields, "any_of", (fx.Filter(blocking=whom), fx.Filter(blocked_by=whom)), q)


#: "as long as it's blocking or blocked by a Goblin" read where a condition tests a state
q_blocking_or_blocked_by = _q_blocking_or_blocked_by


def q_blocking(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"blocking this creature", "each creature blocking it", "creatures blocking enchanted
    creature": blocking one of those creatures (CR 509.1a)."""
    _combat_relation(ctx.objects(q.whom, role="reference"), fields, q, field="blocking", of_this="blocking this", of_player="blocking a player")


def _combat_relation(whom: fx.Reference, fields: dict[str, Any], q: Any, *, field: str, of_this: str, of_player: str) -> None:
    """A creature's block as a description ("blocking ...", "blocked by ..."): of this object,
    its state ``of_this``; of another object, the filter ``field`` naming it; never of a player
    (CR 509.1a, 509.1g), whose reason is ``of_player``."""
    if isinstance(whom, fx.This):
        set_field(fields, "states", of_this, q)
        return
    if fx.names_players(whom):
        raise CannotLower(of_player, q)
    set_field(fields, field, whom, q)


def _combatant(q: Any, ctx: Lowering) -> fx.Reference:
    """The subject of "it's attacking", "that creature is blocking", "this creature is blocking":
    the creature whose attack or block the clause reads (CR 506.4)."""
    first = str(q.combatant).lower().replace("'s", " is").split()[0]
    if first == "this":
        return fx.This()
    span = q.span
    if first == "it":
        it = ctx.objects(ast.Pronoun(words=("it",), span=span), role="reference")
        if isinstance(it, fx.Filter):
            # "it" names one creature, never a description of a group read out of order ("it
            # deals damage to the player ... it's attacking equal to the number of artifacts
            # you control"): the clause's own subject, when that is one object
            if isinstance(ctx.subject, (fx.This, fx.Found, fx.Target)):
                return ctx.subject
            raise CannotLower("\"it\" of a creature's attack or block read as a group of objects", q)
        return it
    that = ast.ObjectNp(determiner=ast.Determiner(words=("that",), span=span), descriptor=ast.Descriptor(words=("creature",), span=span), span=span)
    return ctx.objects(that, role="reference")


def _q_blocked_by_combatant(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"target creature it's blocking", "creatures this creature is blocking": attacking
    creatures the blocker blocks (CR 509.1a, 509.1g)."""
    _combat_relation(_combatant(q, ctx), fields, q, field="blocked_by", of_this="blocked by this", of_player="creatures a player is blocking")


def _q_blocked_by_np(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"all creatures blocked by this creature", "target creature with flying blocked by this
    creature": attacking creatures those objects block now (CR 509.1a, 509.1g)."""
    _combat_relation(ctx.objects(q.whom, role="reference"), fields, q, field="blocked_by", of_this="blocked by this", of_player="creatures blocked by a player")


def _q_blocked_by_combatant_then(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"all creatures it blocked this turn": the blocks of a creature during that time, kept
    though it left combat or the attacker did (CR 509.1h, 506.4), are not kept with the
    object's history, only whether it blocked."""
    raise CannotLower("the creatures a creature blocked earlier this turn or combat (CR 509.1h): the blocks are not kept", q)


def _q_attacked_by_combatant(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"it's attacking" as a description of objects: only "the player or planeswalker it's
    attacking" (fx.AttackedBy, read by :func:`_attacked_by_combatant`) says what a creature
    attacks (CR 506.3, 508.1b)."""
    raise CannotLower("objects described by what a creature attacks, other than \"the player or planeswalker it's attacking\" (CR 506.3)", q)


#: the nouns of what a creature can attack (CR 506.3, 508.1b)
_ATTACKED_NOUNS = frozenset({"player", "planeswalker", "battle", "or", ","})


def _attacked_by_combatant(node: ast.ObjectNp, ctx: Lowering) -> fx.Reference | None:
    """"the player or planeswalker it's attacking", "the player or planeswalker that creature is
    attacking": what that creature attacks (CR 506.3, 508.1b), one player or permanent."""
    if not (node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.AttackedByCombatant)):
        return None
    if lower_words(node.determiner) != ["the"] or node.descriptor is None:
        return None
    if not all(isinstance(w, str) and w.lower() in _ATTACKED_NOUNS for w in node.descriptor.words):
        return None
    return fx.AttackedBy(attacker=_combatant(node.qualifiers[0], ctx))


RELATIVE_HISTORY = {
    "attacked this turn": "attacked this turn", "entered this turn": "entered this turn",
    "died this turn": "died this turn", "was dealt damage this turn": "was dealt damage this turn",
    "were dealt damage this turn": "was dealt damage this turn",
    "dealt damage this turn": "dealt damage this turn", "blocked this turn": "blocked this turn",
    # either side of a block this turn (CR 509.1a, 509.1h)
    "blocked or was blocked this turn": "blocked or was blocked this turn",
}


def _history_clause(q: Any) -> bool:
    """Whether a qualifier is a relative clause of what an object did this turn ("that didn't
    attack this turn", "that attacked this turn")."""
    if not isinstance(q, ast.ThatClause) or not isinstance(q.clause, ast.RelativeClause):
        return False
    text = " ".join(w.lower() for w in q.clause.words if isinstance(w, str))
    return text in RELATIVE_HISTORY or text == "didn't attack this turn"


def _q_that(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    words = list(q.clause.words)
    low = [w.lower() if isinstance(w, str) else w for w in words]
    text = " ".join(w for w in low if isinstance(w, str))
    if text in RELATIVE_HISTORY:
        set_field(fields, "states", RELATIVE_HISTORY[text], q)
    elif text == "didn't attack this turn":
        # "creatures that player controls that didn't attack this turn": not among the turn's
        # attackers (CR 508.1a)
        set_field(fields, "excluded_states", RELATIVE_HISTORY["attacked this turn"], q)
    elif text == "attacked during last turn":
        # "that attacked during their controller's last turn": the object's history is kept for
        # this turn only
        raise CannotLower("what objects did during a player's last turn (CR 500.1) is not kept", q)
    elif text == "dealt damage to this turn" and len(words) == 5 and isinstance(words[2], Node):
        # "that dealt damage to you this turn": only "you", the controller, is a state of history
        if ctx.objects(words[2], role="player") != fx.You():
            raise CannotLower("damage dealt this turn to someone other than you", q)
        set_field(fields, "states", "dealt damage to you this turn", q)
    elif text == "blocked or was blocked by this turn":
        # "that blocked or was blocked by a Zombie this turn": the other creature of each block
        # this turn (CR 509.1a, 509.1h) is not kept with the object's history
        raise CannotLower("the creatures a creature blocked or was blocked by this turn (CR 509.1h)", q)
    elif low[:1] in (["had become"], ["hadn't become"]) and low[1:3] == ["blocked", "by"]:
        # "that had become blocked by only that creature this combat": which creatures blocked
        # an attacker earlier this combat (CR 509.1h) is not kept
        raise CannotLower("the creatures that blocked an attacker earlier this combat (CR 509.1h): the blocks are not kept", q)
    elif low[:3] in (["was", "blocked", "by"], ["were", "blocked", "by"]) and len(words) == 5:
        # "creatures that were blocked by that creature this combat": an attacker stays blocked
        # though its blocker left combat (CR 509.1h, 506.4), and the blocks are not kept with
        # the object's history
        raise CannotLower("the creatures a creature blocked earlier this turn or combat (CR 509.1h): the blocks are not kept", q)
    elif text in ("share a creature type", "shares a creature type"):
        set_field(fields, "states", "shares a creature type", q)
    elif low[:1] == ["you've put"]:
        # "each creature you control that you've put one or more +1/+1 counters on this turn"
        raise CannotLower("the objects a player has put counters on this turn (CR 122.1): who put a counter is not recorded", q)
    elif text in ("share a card type", "share a permanent type"):
        # "two target permanents that share a card type": a requirement on the targets
        # together (one type in common among them, CR 205.2a, 601.2c), none of each alone
        raise CannotLower(f"objects that {text} with one another: a requirement on the objects together (CR 205.2a, 601.2c) is not in the effect model yet", q)
    elif _in_common(q) is not None:
        # "creatures you control that have a creature type in common": a quality of the group,
        # none of each object alone; only "the greatest number of" them is counted
        # (_extreme_count_of)
        raise CannotLower("objects that have a quality in common, as a group (CR 205.3m), other than the greatest number of them", q)
    elif low and low[0] in ("share", "shares") and len(words) >= 5 and low[-2] == "with" and isinstance(words[-1], Node):
        # "that shares a color with it": a quality in common with the objects named
        set_field(fields, "shared", " ".join(str(w) for w in low[2:-2]), q)
        set_field(fields, "shares_with", ctx.objects(words[-1], role="reference"), q)
    elif low and low[0] in ("doesn't", "don't") and low[1:2] == ["share"] and len(words) >= 6 and low[-2] == "with" and isinstance(words[-1], Node):
        # "a creature spell that doesn't share a color with a creature you control": no such
        # quality in common with any of those objects (CR 105.2, 205.2a, 205.3m); "another ..."
        # there would be other than the object tested, not the source
        if isinstance(words[-1], ast.ObjectNp) and any(isinstance(x, ast.FromAmong) for x in words[-1].qualifiers or ()):
            # "a creature card that doesn't share a creature type with a creature you control
            # from among those cards": "from among" is where the card described is chosen, read
            # here as part of the objects it is compared with
            raise CannotLower("\"from among\" read with the objects a quality is shared with, not the object described", q)
        others = ctx.objects(words[-1], role="reference")
        if fx.names_players(others):
            raise CannotLower("a quality shared with a player", q)
        if any(isinstance(e, fx.Filter) and e.other for e in walk(others)):
            raise CannotLower("sharing a quality with \"another ...\": other than the object tested, not the source", q)
        set_field(fields, "shared", " ".join(str(w) for w in low[3:-2]), q)
        set_field(fields, "shares_with", others, q)
        fields["shares_none"] = True
    elif low and low[0] in ("targets", "target") and len(words) == 2:
        set_field(fields, "targets", ctx.objects(words[1], role="event"), q)
    elif low[:2] in (["targets", "only"], ["target", "only"]) and len(words) == 3:
        # "that targets only ~", "that targets only a single creature you control"
        whom = words[2]
        set_field(fields, "targets", ctx.objects(whom, role="event"), q)
        fields["targets_only"] = True
        fields["single_target"] = names_one_target(whom)
    elif low[:1] in (["is"], ["are"], ["was"], ["were"]) and low[1:3] == ["attached", "to"] and len(words) == 4 and isinstance(words[3], Node):
        if low[0] in ("was", "were"):
            # "all Equipment that were attached to it" after it left: what was attached to it
            # then (last known information, CR 608.2h), no longer attached now (CR 704.5m, 704.5n)
            raise CannotLower("what was attached to an object before it left (last known information, CR 608.2h)", q)
        # "all Equipment that are attached to it", as "attached to it" (CR 301.5, 303.4)
        _q_attached_to(ast.AttachedToNp(host=words[3], span=q.span), fields, ctx)
    elif low and low[0] in ("is", "are", "was", "were", "isn't", "aren't") and len(words) == 2 and isinstance(words[1], ast.RelativeState):
        _relative_state(words[1], fields, ctx, negated=low[0] in ("isn't", "aren't"))
    elif low and low[0] in ("has", "have") and len(words) == 2 and isinstance(words[1], ast.KeywordChoices):
        # "that have first strike, double strike, vigilance, and/or haste", "that has flying or
        # reach": one or more of them, as "with" says (_q_with_any)
        _q_with_any(ast.WithAnyKeyword(keywords=words[1], span=q.span), fields, ctx)
    elif low and low[0] in ("has", "have") and len(words) == 2:
        # "that has flying", "that has a +1/+1 counter on it": what "with" says (_q_with)
        _q_with(ast.WithQuality(quality=words[1], span=q.span), fields, ctx)
    elif low[:1] == ["each"] and len(words) == 3 and low[1] in ("has", "have"):
        # "that each have mana value X": each object by itself, as "each with" (_q_with); "that
        # each have different names": the group's quality, as "with different names". "their"
        # there is each object's own ("toughness greater than their power"), which a number of
        # the Filter (evaluated for the source) does not say
        if any(isinstance(n, ast.Possessor) for n in words[2].walk()):
            raise CannotLower("a quality compared with each object's own number (\"their power\")", q)
        _q_with(ast.WithQuality(quality=words[2], span=q.span), fields, ctx)
    elif low and low[0] in ("doesn't have", "don't have") and low[1:5] == ["the", "same", "name", "as"] and len(words) == 6:
        # "that doesn't have the same name as a Room you control": no name in common with one of
        # those objects (CR 201.2a); "another ..." there is other than the object tested, which
        # a Filter's ``other`` (other than the source) does not say
        others = ctx.objects(words[5], role="reference")
        if any(isinstance(e, fx.Filter) and e.other for e in walk(others)):
            raise CannotLower("\"the same name as another ...\": other than the object tested, not the source", q)
        set_field(fields, "different_name_from", others, q)
    elif low and low[0] in ("doesn't have", "don't have") and len(words) == 2:
        # "that doesn't have flying", "that don't have first strike, double strike, or haste":
        # none of them (CR 702.1)
        named = words[1].keywords if isinstance(words[1], ast.KeywordChoices) else (words[1],)
        for keyword in named:
            set_field(fields, "excluded_keywords", keyword_name(keyword), q)
    else:
        raise CannotLower(f"relative clause {text!r}", q)


def _relative_state(node: ast.RelativeState, fields: dict[str, Any], ctx: Lowering, negated: bool = False) -> None:
    words = list(node.words)
    low = [w.lower() for w in words if isinstance(w, str)]
    desc = next((w for w in words if isinstance(w, ast.Descriptor)), None)
    negated = negated or "not" in low
    if low == ["blocking"] and len(words) == 2 and isinstance(words[1], Node) and not negated:
        # "a creature of their choice that's blocking it" (as "creatures blocking it")
        kept = len(ctx.referents)
        q_blocking(ast.BlockingWhom(whom=words[1], span=node.span), fields, ctx)
        del ctx.referents[kept:]
        return
    if low == ["attacking"] and len(words) == 2 and isinstance(words[1], Node) and not negated:
        # "each creature that's attacking you" (as "creatures attacking you"), "each creature
        # they control that's attacking a planeswalker you control"
        kept = len(ctx.referents)
        whom = ctx.objects(words[1], role="reference")
        del ctx.referents[kept:]
        if isinstance(whom, fx.You):
            set_field(fields, "states", "attacking you", node)
        elif whom == fx.Filter(types=("Planeswalker",), controller=fx.You()) and isinstance(words[1], ast.ObjectNp) and words[1].determiner is not None:
            set_field(fields, "states", "attacking a planeswalker you control", node)
        else:
            # "that's attacking one of your opponents", "that's attacking that player"
            _q_attacking(ast.AttackingWhom(whom=words[1], span=node.span), fields, ctx)
            del ctx.referents[kept:]
        return
    if low[:1] == ["exactly"] and low[-1:] == ["colors"] and len(words) == 3 and isinstance(words[1], ast.Number):
        # "a spell that's exactly two colors", "that isn't exactly two colors" (CR 105.2)
        _exact_colors(words[1], negated, fields, node, ctx)
        return
    if low == ["on the battlefield"]:
        # "cards you own that aren't on the battlefield": the cards of every other zone, one
        # description a zone (CR 400.1, 611.3); "that are on the battlefield": permanents
        if negated:
            _set_zones(fields, tuple(fx.Zone(kind=k) for k in OFF_BATTLEFIELD_ZONES), node)
        else:
            _set_zones(fields, (fx.Zone(kind="battlefield"),), node)
        return
    if any(isinstance(w, Node) and not isinstance(w, ast.Descriptor) for w in words):
        # "that's tapped and attacking that player": attacking whom is not a filter field yet
        raise CannotLower(f"state {node.text!r} with whom", node)
    if desc is not None:
        described = describe_words(desc).fields
    elif low == ["attacking", "or", "blocking"]:
        described = {"any_of": (fx.Filter(states=("attacking",)), fx.Filter(states=("blocking",)))}
    elif len(low) == 1:
        part = FilterFields()
        part.word(words[0], node)
        described = part.fields
    elif "or" in low and all(w in COLORS or w in (",", "or") for w in low):
        # "that's white, blue, black, or red": any of them (CR 105.2)
        described = {"any_colors": tuple(COLORS[w] for w in low if w in COLORS)}
    elif low == ["all", "colors"] or ("and" in low and all(w in COLORS or w in (",", "and") for w in low)):
        # "each creature that's all colors", "a spell that's red, green, and white": each of the
        # colors (a Filter's colors are all required, CR 105.2)
        five = ("white", "blue", "black", "red", "green")
        described = {"colors": tuple(COLORS[w] for w in (five if low == ["all", "colors"] else low) if w in COLORS)}
        if negated:
            # "each creature that isn't all colors": lacking one of them at least (not "none of
            # them", which excluded colors would say)
            set_field(fields, "any_of", tuple(fx.Filter(excluded_colors=(c,)) for c in described["colors"]), node)
            return
    elif low == ["one", "or", "more", "colors"]:
        # "that's one or more colors": any of the five colors (CR 105.2)
        described = {"any_colors": tuple(COLORS.values())}
    elif low[:3] == ["of", "the", "chosen"] and len(low) == 4:
        # "that aren't of the chosen type" (CR 607.2)
        described = {"chosen": (low[3],)}
    elif len(low) == 4 and low[0] == "both" and low[2] == "and":
        # "a spell that's both white and black": each of the colors (a Filter's colors are all
        # required)
        part = FilterFields()
        part.word(words[1], node)
        part.word(words[3], node)
        described = part.fields
    else:
        raise CannotLower(f"state {node.text!r}", node)
    if not negated:
        for k, v in described.items():
            set_field(fields, k, v, node)
        return
    negations = {"types": "excluded_types", "subtypes": "excluded_subtypes", "colors": "excluded_colors", "states": "excluded_states", "supertypes": "excluded_supertypes", "chosen": "excluded_chosen"}
    for k, v in described.items():
        if k in negations:
            set_field(fields, negations[k], v, node)
        elif k == "tapped":
            set_field(fields, "tapped", not v, node)
        else:
            raise CannotLower(f"negated state {node.text!r}", node)


def _q_thats(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    _relative_state(q.state, fields, ctx)


def _q_attached_to(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"each Aura attached to it": what the objects are attached to (CR 301.5, 303.4)."""
    host = ctx.objects(q.host, role="reference")
    if isinstance(host, fx.Target) and fx.names_players(host) and isinstance(q.host, ast.ObjectNp) and determiner(q.host.determiner, ctx).mode == "that":
        # "target players other than that player each draw cards equal to the number of Curses
        # attached to that player": "that player" read as the target players named last, where
        # the words mean the player named before them
        raise CannotLower("Auras attached to \"that player\" after target players: which player is meant is not told apart", q)
    # Curses: Auras enchanting a player ("all Curses attached to you", "the number of Curses
    # attached to that player"): a player is what an Aura with "enchant player" is attached to
    # (CR 303.4, 702.5a); "enchanted player" is what the source itself is attached to
    set_field(fields, "attached_to", host, q)


def _q_cast_by(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"spells you cast", "abilities you activate": the player who controls them."""
    if q.time is not None:
        raise CannotLower(f"spells cast {q.time.text!r}", q)
    set_field(fields, "controller", _caster(q.subject, ctx), q)


def _caster(subject: Any, ctx: Lowering) -> Any:
    return controller_phrase(subject, ctx) if isinstance(subject, ast.Controller) else ctx.players(subject)


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
    """"cards exiled with ~": linked to the object's other ability (CR 607.2a); "tokens created
    with this enchantment": the tokens its abilities created (CR 607.2c), on the battlefield
    (a token elsewhere ceases to exist, CR 704.5d)."""
    participle = q.participle.lower()
    if participle not in ("exiled", "created") or not isinstance(noun_phrase(q.by, ctx, role="reference"), fx.This):
        raise CannotLower(f"objects {q.participle} with something other than this object", q)
    if participle == "created":
        set_field(fields, "states", "created with this", q)
        return
    set_field(fields, "zone", "exile", q)
    set_field(fields, "states", "exiled with this", q)


def _q_put_onto_battlefield_with(q: ast.PutOntoBattlefieldWith, fields: dict[str, Any], ctx: Lowering) -> None:
    """"the creature put onto the battlefield with this enchantment": the permanents the
    object's other abilities put onto the battlefield (linked abilities, CR 607.2c)."""
    if not isinstance(noun_phrase(q.by, ctx, role="reference"), fx.This):
        raise CannotLower("objects put onto the battlefield with something other than this object", q)
    if ctx.in_quote:
        # 'gains "enchant creature put onto the battlefield with this Aura"': abilities are
        # linked only as printed on the object (CR 607.2c), not as an effect grants them
        raise CannotLower("objects put onto the battlefield with this object, named by an ability an effect grants it (CR 607.2c: linked abilities are printed ones)", q)
    set_field(fields, "states", "put onto the battlefield with this", q)


def _q_done_by_with(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"cards they exiled with this artifact": the cards linked to the object (CR 607.2a) that one
    player exiled; who exiled each linked card is not recorded."""
    raise CannotLower("objects a player exiled with an object (CR 607.2a): who exiled each linked card is not recorded", q)


def _compares_with_its_own(node: Any) -> bool:
    """Whether a comparison's number is a stat of "its"/"their" (the object the quality tests)."""
    for word in getattr(node, "words", ()) or ():
        if isinstance(word, (ast.StatOf, ast.BaseStatOf)) and isinstance(word.owner, ast.Possessor) and lower_words(word.owner) in (["its"], ["their"]):
            return True
    return False


def _source_of_choice(node: ast.ObjectNp, what: fx.Reference, ctx: Lowering) -> fx.Reference:
    """"The next time a red source of your choice would deal damage to you this turn, ...": the
    source is chosen when the effect is created (CR 609.7a), so the clause chooses first
    (Lowering.choices_first); the shield then applies to that object only while it still has
    the properties described (CR 609.7b)."""
    chooser = next(q.chooser for q in node.qualifiers or () if isinstance(q, ast.OfChoice))
    if [w.lower() for w in chooser.words if isinstance(w, str)] != ["your"]:
        raise CannotLower("an event's object chosen by a player other than the ability's controller", node)
    if ctx.static:
        raise CannotLower("an event's object of your choice in a static ability: no effect is created to choose it as (CR 609.7a)", node)
    choose = fx.ChooseObjects(what=fx.Chosen(what=what))
    if choose not in ctx.choices_first:
        ctx.choices_first.append(choose)
    chosen = fx.Found(key="chosen")
    if isinstance(what, fx.Filter) and attrs.evolve(what, kind=None) == fx.Filter():
        return chosen
    if not isinstance(what, fx.Filter):
        raise CannotLower("an event's object of your choice described by other than a filter", node)
    return fx.Amongst(among=chosen, filter=what)


def _q_of_choice(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a creature of their choice": the player who acts chooses, as without the words
    (CR 701.21a for sacrifice); a choice made by someone else is not modelled."""
    words = [w.lower() for w in q.chooser.words if isinstance(w, str)]
    if words in (["their"], ["his", "or", "her"], ["his"], ["her"]) or (words == ["your"] and isinstance(ctx.doer(), fx.You)):
        return
    raise CannotLower("a choice made by a player other than the one who acts", q)


def _q_of_each_kind(q: ast.OfEachKind, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a land of each basic land type", "a permanent spell of each permanent type": a group of
    objects, one for each basic land type (CR 205.3i), permanent type (CR 110.4), card type
    (CR 205.2a) or color (CR 105.1), one object counting for any one of its qualities; no filter
    says it."""
    kind = q.kind.lower()
    raise CannotLower(f"one object of each {kind} ({_EACH_KIND_RULES.get(kind, 'CR 205')}): a group of objects, one for each quality of a kind, is not modelled", q)


#: the rule that lists the qualities of each kind "of each" names
_EACH_KIND_RULES = {"basic land type": "CR 205.3i", "permanent type": "CR 110.4", "card type": "CR 205.2a", "color": "CR 105.1"}


def _q_chosen_by(q: ast.ChosenBy, fields: dict[str, Any], ctx: Lowering) -> None:
    """"the creature you chose": the choices of a player, told apart from the other players' of
    one ability, are not recorded (the chosen objects of an instruction are, without their
    chooser)."""
    raise CannotLower("what a given player chose earlier (the chooser of a choice is not recorded)", q)


def _q_controlled_by_np(q: ast.ControlledByNp, fields: dict[str, Any], ctx: Lowering) -> None:
    """"controlled by that opponent", "controlled by one of the chosen players": the objects the
    players the noun phrase names control (CR 108.4), as "that opponent controls" says."""
    player = noun_phrase(q.controller, ctx, role="player")
    if not fx.names_players(player):
        raise CannotLower("objects controlled by something that is not a player (CR 108.4)", q)
    set_field(fields, "controller", player, q)


#: why players named by where they sit are not lowered
SEATING_UNSUPPORTED = "players named by where they sit (to a player's left or right, the next in a direction or in turn order): seating order (CR 101.4, 800.5) is not in the game model"


def _q_seating(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower(SEATING_UNSUPPORTED, q)


QUALIFIERS: dict[type, Callable[[Any, dict[str, Any], Lowering], None]] = {
    ast.ControlledBy: _q_controlled, ast.ThatControlledBy: _q_controlled, ast.NotControlledBy: _q_not_controlled, ast.OwnedBy: _q_owned,
    ast.NotOwnedBy: _q_not_owned, ast.ControlledNotOwned: _q_controlled_not_owned, ast.CastNotOwned: _q_controlled_not_owned,
    ast.OwnedNotControlled: _q_owned_not_controlled, ast.OwnedOrControlled: _q_owned_or_controlled, ast.ControlledByRelation: _q_controlled_by_relation, ast.WithQuality: _q_with, ast.EachWithQuality: _q_with, ast.WithoutKeyword: _q_without,
    ast.WithoutAnyKeyword: _q_without_any, ast.WithAnyKeyword: _q_with_any,
    ast.InZone: _q_in_zone, ast.InEitherZone: _q_in_either_zone, ast.OnBattlefieldOrInZone: _q_on_battlefield_or_in_zone, ast.InBothZones: _q_in_either_zone, ast.FromAmong: _q_from_among, ast.Named: _q_named, ast.NamedEither: _q_named_either, ast.NotNamed: _q_not_named,
    ast.OwnedAndControlled: _q_owned_and_controlled, ast.WhosePlayer: _q_whose_player, ast.WhoseTurn: _q_whose_on_object, ast.WhoseStatIs: _q_whose_on_object, ast.WhoseCoinCameUp: _q_whose_on_object,
    ast.OtherThan: _q_other_than, ast.ExceptFor: _q_except_for, ast.OfChosen: _q_of_chosen, ast.AttackingWhom: _q_attacking,
    ast.BlockingWhom: q_blocking, ast.BlockingOrBlockedBy: _q_blocking_or_blocked_by, ast.ThatClause: _q_that, ast.ThatsClause: _q_thats,
    ast.CastBy: _q_cast_by, ast.ActivatedBy: _q_cast_by, ast.OfChoice: _q_of_choice, ast.OfEachKind: _q_of_each_kind,
    ast.DoneWith: _q_done_with, ast.PutOntoBattlefieldWith: _q_put_onto_battlefield_with, ast.DoneByWith: _q_done_by_with, ast.Among: _q_among, ast.FromOutsideGame: _q_outside_game, ast.WithoutCounter: _q_without_counter,
    ast.CastFromAnywhereOtherThan: _q_cast_from_anywhere_other_than,
    ast.AtRandomInZone: _q_at_random_in_zone, ast.PickedAtRandom: _q_picked_at_random, ast.CouldTargetBy: _q_could_target_by,
    ast.OnBattlefield: _q_on_battlefield, ast.InParty: _q_in_party,
    ast.AttachedToNp: _q_attached_to, ast.ThatsAttachedTo: _q_attached_to, ast.ChosenBy: _q_chosen_by,
    ast.AttackedByCombatant: _q_attacked_by_combatant, ast.BlockedByCombatant: _q_blocked_by_combatant,
    ast.BlockedByNp: _q_blocked_by_np, ast.BlockedByCombatantThen: _q_blocked_by_combatant_then,
    ast.ControlledByNp: _q_controlled_by_np, ast.SeatedToSide: _q_seating, ast.InSeatDirection: _q_seating,
}


def _adjective(word: str) -> bool:
    """A descriptor word that is never a noun: a state ("tapped", "unblocked"), a color, a
    supertype, a color kind, or a negated word ("nonblack", "nonartifact", "nontoken")."""
    low = word.lower()
    return low in _STATES_AND_TAPPED or low in COLORS or low in SUPERTYPES or low in _COLOR_KINDS or (low.startswith("non") and len(low) > 3)


_COLOR_KINDS = ("colorless", "multicolored", "monocolored")


KIND_ZONES = {"spell": "stack", "spell_or_ability": "stack", "ability": "stack"}
_STATES_AND_TAPPED = STATE_WORDS | {"tapped", "untapped"}


def _possessive_subtype(node: ast.ObjectNp) -> ast.ObjectNp | None:
    """"an Urza's Power-Plant" arrives as the possessive "an Urza's" of "Power-Plant": "Urza's"
    is a land type of its own (CR 205.3i), so it is one descriptor of two subtypes."""
    words = node.determiner.words if isinstance(node.determiner, ast.Determiner) else ()
    if len(words) != 2 or not isinstance(words[0], ast.ObjectNp) or words[1] != "'s" or node.descriptor is None:
        return None
    owner = words[0]
    named = owner.descriptor.words if owner.descriptor is not None else ()
    if owner.qualifiers or len(named) != 1 or not isinstance(named[0], str) or f"{named[0]}'s" not in SUBTYPES:
        return None
    merged = ast.Descriptor(words=(f"{named[0]}'s", *node.descriptor.words), span=node.descriptor.span)
    return attrs.evolve(node, determiner=owner.determiner, descriptor=merged)


def repair_np(node: Any) -> Any:
    """"attacking or blocking creature" arrives as the descriptor "attacking or" and the
    qualifier "blocking creature": read it back as one descriptor. "creatures that were destroyed
    this way": as "creatures destroyed this way" (the passive relative clause, reduced)."""
    if isinstance(node, ast.ObjectNp):
        node = _possessive_subtype(node) or node
    if not isinstance(node, ast.ObjectNp) or node.descriptor is None or not node.qualifiers:
        return node
    if any(isinstance(q, ast.ThatWasDone) and q.reduced() is not None for q in node.qualifiers):
        node = attrs.evolve(node, qualifiers=tuple((q.reduced() or q) if isinstance(q, ast.ThatWasDone) else q for q in node.qualifiers))
    first = node.qualifiers[0]
    if not isinstance(first, (ast.AttackingWhom, ast.BlockingWhom)):
        return node
    words = node.descriptor.words
    # "attacking or blocking creature"; "unblocked attacking creature", "nonblack attacking
    # creature", "red attacking creatures" (adjectives before it, with no noun of their own)
    joined = words and isinstance(words[-1], str) and words[-1].lower() in ("or", "and", "and/or")
    adjectives_only = bool(words) and all(isinstance(w, str) and _adjective(w) for w in words)
    if joined or adjectives_only:
        whom = first.whom
        if isinstance(whom, ast.ObjectNp) and whom.determiner is None and whom.descriptor is not None:
            verb = "attacking" if isinstance(first, ast.AttackingWhom) else "blocking"
            merged = ast.Descriptor(words=(*words, verb, *whom.descriptor.words), span=node.descriptor.span)
            return attrs.evolve(node, descriptor=merged, qualifiers=(*(whom.qualifiers or ()), *node.qualifiers[1:]) or None)
    return node


#: the qualifiers of the last noun phrase of a serial list that describe it alone: "a 4/4 green
#: Rhino creature token with trample", "a card named Nissa, Genesis Mage", "a planeswalker of their
#: choice" (the one who acts chooses each of them, said or not)
_OWN_QUALIFIERS = (ast.WithQuality, ast.WithoutKeyword, ast.WithAnyKeyword, ast.WithoutAnyKeyword, ast.Named, ast.NamedEither, ast.NotNamed, ast.OfChoice, ast.OfEachKind)


# "create your choice of a Blood token, a Clue token, or a Food token", "it becomes your choice of
# a 3/3 creature, ...": the instructions take one object or characteristics, not a choice among
# noun phrases the player who acts makes as the effect happens (CR 608.2d)
LOWERINGS[ast.ChoiceOfNps] = unsupported("a choice among noun phrases, made as the effect happens (CR 608.2d), is not modelled")


def serial_items(node: ast.NpAndSeries | ast.NpOrSeries | ast.NpAndOrSeries) -> tuple[Any, ...]:
    """The items of a serial list, each lowered as it stands. A qualifier after the last one that
    may be said once for all of them ("an artifact, a creature, and a land from among the
    permanents they control", "... you control") is refused: read with the last one alone it
    would describe the others wrongly. A zone said after the last of a list of cards ("up to one
    target artifact card, up to one target land card, and up to one target enchantment card from
    your graveyard") is where every one of them is: a card is in a zone (CR 109.2, 400.1), and no
    other item says which; not a zone named by a pronoun ("from among them"), which each item
    would read anew (see :func:`_and_or_in_one_zone`)."""
    last = node.items[-1]
    shared: list[Any] = []
    for q in getattr(last, "qualifiers", None) or ():
        if isinstance(q, _OWN_QUALIFIERS):
            continue
        if isinstance(q, (ast.InZone, ast.FromAmong)) and _cards_with_no_zone(node.items) and not any(isinstance(n, ast.Pronoun) for n in q.walk()):
            shared.append(q)
            continue
        raise CannotLower("a qualifier after the last noun phrase of a serial list, which may qualify all of them", q)
    if not shared:
        return node.items
    return (*(attrs.evolve(item, qualifiers=(*(item.qualifiers or ()), *shared)) for item in node.items[:-1]), last)


def _cards_with_no_zone(items: tuple[Any, ...]) -> bool:
    """Whether every item of a serial list names cards ("an Angel card", "up to one target
    artifact card") and none but the last says where they are."""
    for item in items:
        if type(item) is not ast.ObjectNp or item.descriptor is None or item.descriptor.head.lower() not in ("card", "cards"):
            return False
        if item is not items[-1] and not all(isinstance(q, _OWN_QUALIFIERS) for q in item.qualifiers or ()):
            return False
    return True


def paired(node: Any) -> Any:
    """A serial list of noun phrases ("a Clue token, a Food token, and a Treasure token", "a
    snow permanent card, a legendary card, or a Saga card", "a Cleric card, a Rogue card, and/or a
    Wizard card") as the lists of two the lowerings read: the first item, and the others ("A and
    (B and C)"); "and" joins all of them, "or" any one, "and/or" any of them, whichever way they
    are grouped. Any other node as it is."""
    if isinstance(node, ast.NpAndSeries):
        pair: type = ast.NpAnd
    elif isinstance(node, ast.NpOrSeries):
        pair = ast.NpOr
    elif isinstance(node, ast.NpAndOrSeries):
        pair = ast.NpAndOr
    else:
        return node
    items = serial_items(node)
    joined = items[-1]
    end = node.span
    for item in reversed(items[:-1]):
        start = item.span
        span = None if start is None or end is None else Span(start.start, end.end, start.line, start.column, end.end_line, end.end_column)
        joined = pair(left=item, right=joined, span=span)
    return joined


def regrouped(node: Any) -> Any:
    """"each creature you control that's a Wolf or a Werewolf": the parse joins the "or" above
    the relative clause, as if "a Werewolf" were a second noun phrase; it is the clause's
    alternative, one description ("that's a Wolf or Werewolf", CR 205.3); so too in a serial list
    ("each creature that's a Barbarian, a Warrior, or a Berserker"). Any other node as it is."""
    if isinstance(node, ast.NpOrSeries):
        # the first item with each of the others, in turn: one description of them all
        joined = node.items[0]
        for item in node.items[1:]:
            pair = ast.NpOr(left=joined, right=item, span=node.span)
            joined = regrouped(pair)
            if joined is pair:
                return node
        return joined
    joined = _two_noun_phrases_after_zone(node)
    if joined is not None:
        return joined
    if not isinstance(node, ast.NpOr):
        return node
    left, right = node.left, node.right
    if not (isinstance(left, ast.ObjectNp) and left.qualifiers and isinstance(left.qualifiers[-1], ast.ThatsClause)):
        return node
    clause = left.qualifiers[-1]
    state = clause.state
    if not (isinstance(state, ast.RelativeState) and len(state.words) == 2 and isinstance(state.words[0], str)
            and state.words[0].lower() in ("a", "an") and isinstance(state.words[1], ast.Descriptor)):
        return node
    if not (isinstance(right, ast.ObjectNp) and not right.qualifiers and right.descriptor is not None
            and lower_words(right.determiner) in (["a"], ["an"])):
        return node
    alternatives = ast.Descriptor(words=(*state.words[1].words, "or", *right.descriptor.words), span=state.words[1].span)
    clause = attrs.evolve(clause, state=attrs.evolve(state, words=(state.words[0], alternatives)))
    return attrs.evolve(left, qualifiers=(*left.qualifiers[:-1], clause), span=node.span)


def _two_noun_phrases_after_zone(node: Any) -> Any:
    """"target creature card from a graveyard and target creature on the battlefield", "two
    cards from your graveyard and this creature": the parse joins the second noun phrase (with a
    determiner of its own, naming objects, not a zone) to the zone of the first; the "and" joins
    the two noun phrases, each naming objects of its own. None for any other node ("or": which
    of the two a pronoun after it names is not known)."""
    if not isinstance(node, ast.ObjectNp) or not node.qualifiers or not isinstance(node.qualifiers[-1], ast.InZone):
        return None
    last = node.qualifiers[-1]
    where = last.zone
    if not isinstance(where, ast.NpAnd) or not names_zones(where.left):
        return None
    second = where.right
    if not isinstance(second, ast.ObjectNp) or second.determiner is None or second.descriptor is None or names_zones(second):
        return None
    try:
        kind = describe_words(second.descriptor).kind
    except CannotLower:
        return None
    if kind in ("player", "opponent", "spell_or_ability", "ability", "object"):
        return None
    first = attrs.evolve(node, qualifiers=(*node.qualifiers[:-1], attrs.evolve(last, zone=where.left)))
    return ast.NpAnd(left=first, right=second, span=node.span)  # type: ignore[call-arg]


def np_filter(node: Any, ctx: Lowering, *, zone: str | None = None) -> fx.Reference:
    """A noun phrase as a description: a Filter (or a player reference for player nouns)."""
    node = regrouped(node)
    if isinstance(node, ast.NpAndSeries):
        raise CannotLower("a serial list joined by \"and\" as one description: each of its noun phrases names objects of its own", node)
    if isinstance(node, ast.NpOrSeries):
        # any of the descriptions of a serial list, as those of a list of two below
        parts = tuple(np_filter(item, ctx, zone=zone) for item in serial_items(node))
        if all(isinstance(part, fx.Filter) for part in parts):
            return fx.Filter(any_of=parts)
    node = regrouped(paired(node))
    if type(node) is ast.ObjectNp and not node.qualifiers and node.descriptor is not None:
        # Without qualifiers or a possessive ("target creature", "a card", "each opponent") the
        # description depends on the words and the zone alone, and the corpus repeats such
        # phrases tens of thousands of times: read once, shared (elements are immutable).
        key = (node.descriptor.words, None if node.determiner is None else node.determiner.words, zone)
        described = _plain_descriptions.get(key)
        if described is None:
            described = _np_filter(node, ctx, zone=zone)
            det = determiner(node.determiner, ctx)
            # "their": who is meant varies; "each other player": other than whom varies
            if det.mode != "possessive" and not (det.other and fx.names_players(described)):
                _plain_descriptions[key] = described
        return described
    return _np_filter(node, ctx, zone=zone)


#: (descriptor words, determiner words, zone) -> the description of a noun phrase without
#: qualifiers (a failure is not kept: its CannotLower points at the phrase)
_plain_descriptions: dict[tuple[Any, ...], fx.Reference] = {}


#: "the first spell you cast each turn", "the second ...": the Filter state of the spell that is
#: the first (second) of those its controller cast this turn (CR 601.2i)
CAST_EACH_TURN_STATES = {"first": "cast first each turn", "second": "cast second each turn"}


def _first_cast_each_turn(node: Any, ctx: Lowering) -> fx.Reference | None:
    """"The first spell you cast each turn has cascade.", "the first instant or sorcery spell you
    cast each turn": the spells described, with the state of being the first (second) of them
    their controller cast this turn, counted from the turn's casts (CR 601.2i); None for other
    noun phrases."""
    if type(node) is not ast.ObjectNp or node.determiner is None or not node.qualifiers or not all(isinstance(w, str) for w in node.determiner.words):
        return None
    words = [w.lower() for w in node.determiner.words]
    if len(words) != 2 or words[0] != "the" or words[1] not in CAST_EACH_TURN_STATES:
        return None
    cast = node.qualifiers[0]
    if not isinstance(cast, ast.CastBy) or cast.time is None or cast.time.lower_words() != ("each", "turn"):
        return None
    spells = ctx.filter(attrs.evolve(node, determiner=None, qualifiers=(attrs.evolve(cast, time=None), *node.qualifiers[1:])))
    if not isinstance(spells, fx.Filter) or spells.zone != "stack":
        raise CannotLower("the first of objects cast each turn that are not spells", node)
    return attrs.evolve(spells, states=(*spells.states, CAST_EACH_TURN_STATES[words[1]]))


def _np_filter(node: Any, ctx: Lowering, *, zone: str | None = None) -> fx.Reference:
    first = _first_cast_each_turn(node, ctx)
    if first is not None:
        return first
    as_subject = node is ctx.lowering_subject
    node = repair_np(node)
    if isinstance(node, ast.ObjectNp):
        if node.descriptor is None:
            raise CannotLower("a noun phrase without a descriptor", node)
        described = describe_words(node.descriptor)
        det = determiner(node.determiner, ctx)
        if described.kind in ("player", "opponent"):
            if det.other and described.kind == "player":
                # "each other player sacrifices a creature", "~ deals 2 damage to each other
                # player", "another player": with no other player named before, every player but
                # you (the player the text speaks to); after another player was named, other than
                # that player, which is not said here ("more lands than each other player" is read
                # by the comparison, conditions._each_compared_with)
                named = [*ctx.player_referents, *([ctx.trigger_subject] if ctx.trigger_subject is not None else [])]
                # (a clause whose subject is a player other than you: "other" than that player)
                about = ctx.subject if not as_subject and isinstance(ctx.subject, fx.Reference) and fx.names_players(ctx.subject) else None
                earlier = {p for p in [*named, *([about] if about else [])] if isinstance(p, fx.Reference) and fx.names_players(p) and p != fx.You()}
                if earlier == {TRIGGERING_PLAYER} and ctx.trigger_event is not None and det.mode == "each":
                    # "Whenever you sacrifice a black creature, ... each other player sacrifices a
                    # creature": the one player the trigger event named is the player the others
                    # are other than (CR 102.1)
                    return _player_filter(described, node, ctx, players=fx.OtherPlayers(than=TRIGGERING_PLAYER))
                (one,) = earlier if len(earlier) == 1 else (None,)
                if det.mode == "target" and (isinstance(one, fx.Target) or (one == TRIGGERING_PLAYER and ctx.trigger_event is not None)):
                    # "Target player draws a card. Another target player creates a token.", "Whenever
                    # a player casts their first spell each turn, choose another target player": a
                    # player other than the one player named before (CR 115.3: "another target" is
                    # a different player from the target before it)
                    return _player_filter(described, node, ctx, players=fx.OtherPlayers(than=one))
                if earlier:
                    raise CannotLower("\"other\" players (all but one) are not a player reference yet", node)
                return _player_filter(described, node, ctx, players=fx.OtherPlayers(than=fx.You()))
            return _player_filter(described, node, ctx)
        froms = [q for q in node.qualifiers or () if _names_sources(q)]
        if froms and described.kind in ("ability", "spell_or_ability"):
            return _abilities_from_sources(node, described.kind, froms, ctx, zone)
        fields = dict(described.fields)
        _apply_qualifiers(fields, node.qualifiers, ctx)
        if any(isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.SameController) for q in node.qualifiers or ()):
            # "another target creature with the same controller", "each other creature with the
            # same controller": other than the object of that noun named just before, whose
            # controller it shares, not other than the source. Another noun ("target Aura
            # attached to a permanent ... another permanent with the same controller") may mean
            # an object that is no referent (the permanent the Aura is attached to)
            named = fields["controller"].what
            named_filter = named.what if isinstance(named, fx.Target) else named
            same_noun = isinstance(named_filter, fx.Filter) and all(getattr(named_filter, k) == tuple(described.fields.get(k, ())) for k in ("types", "subtypes"))
            if not det.other or not same_noun:
                raise CannotLower("\"with the same controller\" as an object other than another of the same noun named just before", node)
            set_field(fields, "excluded", named, node)
        elif det.other:
            if "created with this" in fields.get("states", ()):
                # "exile all other tokens created with this creature": other than the token just
                # created, which a Filter's ``other`` (other than the source) does not say
                raise CannotLower("\"other\" tokens created with this object: other than the one named before, not the source", node)
            if any(isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.SameNameEach) for q in node.qualifiers or ()) and fields.get("same_name_as") != fx.This():
                # "another card with the same name": other than the object named before, which a
                # Filter's ``other`` (other than the source) does not say
                raise CannotLower("\"another ... with the same name\": other than the object named before, not the source", node)
            # "each other creature you control that the spell could target": other than the
            # ones the spell targets (CR 707.10d)
            fields["other_than_its_targets" if "targetable_by" in fields else "other"] = True
        if det.mode == "possessive":
            owner = possessor_reference(det.owner, ctx)
            if described.kind == "permanent" and fields.get("zone", "battlefield") == "battlefield":
                set_field(fields, "controller", owner, node)
            else:
                set_field(fields, "owner", owner, node)
        if "zone" not in fields:
            if described.kind in KIND_ZONES:
                fields["zone"] = KIND_ZONES[described.kind]
            elif described.kind == "card" and zone is not None:
                fields["zone"] = zone
        if described.kind in ("spell_or_ability", "ability", "object", "card", "token_or_card"):
            fields["kind"] = described.kind
        among = fields.pop("_among", None)
        zones = fields.pop("_zones", None)
        if among is not None:
            if zones is not None:
                raise CannotLower("objects from among others, in several zones", node)
            # "[filter] from among them": the zone is where those objects are, not the kind's
            fields.pop("zone", None)
            return fx.Amongst(among=among, filter=fx.Filter(**fields))
        if zones is not None:
            # "a land card from your hand or graveyard", "all cards from target player's hand and
            # graveyard": the objects of each zone (CR 400.1), one description a zone
            return fx.Union(parts=tuple(fx.Filter(**{**fields, "zone": z.kind, "zone_owner": z.player}) for z in zones))
        return fx.Filter(**fields)
    if isinstance(node, (ast.AnyTarget, ast.CountedTargets)):
        return fx.AnyTarget()
    if isinstance(node, ast.AnyOtherTarget):
        return fx.AnyTarget(other=True)
    if isinstance(node, ast.AnyTargetQualified):
        return fx.AnyTarget(excluded=_any_target_excluded(node, ctx))
    if isinstance(node, (ast.NpOr, ast.NpAnd, ast.NpAndOr)):
        left, right = np_filter(node.left, ctx, zone=zone), np_filter(node.right, ctx, zone=zone)
        if isinstance(left, fx.Filter) and isinstance(right, fx.Filter):
            return fx.Filter(any_of=(left, right))
        return fx.Union(parts=(left, right), either=isinstance(node, ast.NpOr))
    if isinstance(node, ast.SelfRef):
        return fx.This()
    if isinstance(node, ast.Pronoun):
        return pronoun(node, ctx)
    if isinstance(node, ast.InZoneNp):  # "~ from your graveyard": the object, as "this card from ..." is
        return _np_reference(node.what, ctx, zone=zone)
    raise CannotLower(f"{type(node).__name__} as a description", node)


def _names_sources(q: Any) -> bool:
    """Whether a qualifier is "from [sources]" ("from an artifact source", "from nongreen
    sources"): objects named as the sources of abilities (CR 113.7), not a zone."""
    if not isinstance(q, ast.InZone) or q.preposition.lower() != "from" or not isinstance(q.zone, ast.ObjectNp) or q.zone.descriptor is None:
        return False
    try:
        return describe_words(q.zone.descriptor).kind == "object"
    except CannotLower:
        return False


def _abilities_from_sources(node: ast.ObjectNp, kind: str, froms: list[Any], ctx: Lowering, zone: str | None) -> fx.Reference:
    """"target activated ability from an artifact source", "nongreen spells or abilities from
    nongreen sources": abilities whose source (CR 113.7) the noun phrase after "from" describes.
    With "spells or abilities" the words before the nouns describe the spells and "from ..." the
    abilities (a spell is no ability's source: the abilities' own color is none, CR 105.2); the
    other qualifiers describe both."""
    if len(froms) != 1:
        raise CannotLower("abilities from several descriptions of sources", node)
    (origin,) = froms
    source = np_filter(origin.zone, ctx)
    if not isinstance(source, fx.Filter):
        raise CannotLower(f"the source of an ability as {type(source).__name__}", origin)
    rest = tuple(q for q in node.qualifiers or () if q is not origin) or None
    if kind == "ability":
        abilities = np_filter(attrs.evolve(node, qualifiers=rest), ctx, zone=zone)
        if not isinstance(abilities, fx.Filter):
            raise CannotLower("abilities from sources, not a description", node)
        return attrs.evolve(abilities, source=source)
    assert node.descriptor is not None
    words = node.descriptor.words
    nouns = tuple(w.lower() if isinstance(w, str) else "" for w in words[-3:])
    if nouns not in (("spells", "or", "abilities"), ("spell", "or", "ability")):
        raise CannotLower("spells or abilities from sources, the nouns not \"spells or abilities\" last", node)
    spells_words = ast.Descriptor(words=words[:-2], span=node.descriptor.span)
    abilities_words = ast.Descriptor(words=words[-1:], span=node.descriptor.span)
    spells = np_filter(attrs.evolve(node, descriptor=spells_words, qualifiers=rest), ctx, zone=zone)
    abilities = np_filter(attrs.evolve(node, descriptor=abilities_words, qualifiers=rest), ctx, zone=zone)
    if not isinstance(spells, fx.Filter) or not isinstance(abilities, fx.Filter):
        raise CannotLower("spells or abilities from sources, not descriptions", node)
    return fx.Filter(any_of=(attrs.evolve(spells, kind="spell"), attrs.evolve(abilities, source=source)), zone="stack", kind="spell_or_ability")


def _who_has_in_hand(q: Any) -> Any:
    """"with no cards in hand" of players: the same players as "who has no cards in hand"
    (CR 402.1); any other qualifier as it is."""
    if not isinstance(q, ast.WithInHand):
        return q
    hand = ast.ObjectNp(descriptor=ast.Descriptor(words=("hand",), span=q.span), span=q.span)
    held = ast.ObjectNp(determiner=q.determiner, descriptor=q.descriptor, qualifiers=(ast.InZone(preposition="in", zone=hand, span=q.span),), span=q.span)
    return ast.WhoQualifier(clause=ast.WhoHas(verb="has", what=held, span=q.span), span=q.span)


def _player_filter(described: Described, node: ast.ObjectNp, ctx: Lowering, players: fx.Reference | None = None) -> fx.Reference:
    if node.qualifiers and any(isinstance(q, ast.WithInHand) for q in node.qualifiers):
        node = attrs.evolve(node, qualifiers=tuple(_who_has_in_hand(q) for q in node.qualifiers))
    if players is None:
        players = fx.EachOpponent() if described.kind == "opponent" else fx.EachPlayer()
    if node.qualifiers and any(isinstance(q, (ast.SeatedToSide, ast.InSeatDirection)) for q in node.qualifiers):
        # "the player to your right", "the next opponent in turn order" (CR 101.4, 800.5)
        raise CannotLower(SEATING_UNSUPPORTED, node)
    if node.qualifiers and any(isinstance(q, ast.YoureAttacking) for q in node.qualifiers):
        # "each opponent you're attacking": the players your creatures attack now (CR 506.3),
        # not those you attacked this combat (a creature removed from combat attacks no one)
        raise CannotLower("the players a player's creatures are attacking now (CR 506.3)", node)
    if node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.OtherThan) and not described.fields and players == fx.EachPlayer():
        # "each player other than target player", "a player other than you": every player but
        # the ones named (CR 102.1)
        than = ctx.players(node.qualifiers[0].other)
        if isinstance(than, fx.Unsupported):
            return than
        if not fx.names_players(than):
            raise CannotLower("players other than something that is not a player", node)
        return fx.OtherPlayers(than=than)
    if node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.WhoseTurn) and not described.fields:
        # "the player whose turn it is": the active player (CR 102.1); "target opponent whose turn
        # it is": the active player, when the active player is not you
        if players == fx.EachPlayer():
            return fx.PlayerRole(role="active")
        if players == fx.EachOpponent():
            return fx.PlayersWho(players=fx.PlayerRole(role="active"), condition=fx.NotCondition(condition=fx.YourTurn()))
        raise CannotLower("players whose turn it is, among other players than each player or opponent", node)
    if node.qualifiers and any(isinstance(q, ast.WhoseCoinCameUp) for q in node.qualifiers):
        # each player's own coin of a flip every player made: the flip's coins are not kept by
        # player (CR 705.2)
        raise CannotLower("players whose own coin came up heads or tails (CR 705.2) are not in the effect model yet", node)
    if node.qualifiers and all(isinstance(q, (ast.WhoQualifier, ast.WhoseStatIs)) for q in node.qualifiers) and not described.fields:
        if determiner(node.determiner, ctx).mode == "the" and any(isinstance(q.clause, ast.WhoControlsMost) for q in node.qualifiers):
            if len(node.qualifiers) != 1 or players != fx.EachPlayer():
                raise CannotLower("the one player who controls the most, not tied", node)
            # "the player who controls the most creatures": the one player who controls more of
            # them than each other player (CR 102.1); none while the most is tied
            clause = node.qualifiers[0].clause
            others = fx.OtherPlayers(than=TESTED_PLAYER)
            extreme = players_extreme_count(clause.what, clause.is_most, ctx, players=others)
            assert isinstance(extreme, fx.ExtremeOfPlayers)
            beyond = fx.Compare(left=extreme.value, op=">" if clause.is_most else "<", right=extreme)
            return _the_one_player(players, beyond, "the one player who controls the most, not tied", node, ctx)
        return players_who(players, node.qualifiers, ctx)
    if node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.YouAttacked) and not described.fields:
        attacked = node.qualifiers[0]
        period = {"this combat": "combat", "this turn": "turn"}.get(" ".join(attacked.time.lower().split()))
        if period is None or (attacked.with_what is not None and render_node(attacked.with_what).lower() not in ("a creature", "one or more creatures")):
            raise CannotLower(f"players you attacked {attacked.time}", node)
        # "each opponent you attacked (with a creature) this combat": a creature you control
        # attacks that player in this combat (CR 506.4); "the number of opponents you attacked
        # this turn": creatures you control were declared as attackers attacking that player
        # this turn (CR 508.1b, 508.3b)
        return fx.PlayersWho(players=players, condition=fx.HappenedThisTurn(what=TESTED_PLAYER, event="attacked_by_you", period=period))
    if node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.BeingDone) and not described.fields:
        # "each player being attacked" (CR 802.4): an attacking creature attacks that player in
        # the combat under way (a player whose planeswalker or battle is attacked is not)
        return fx.PlayersWho(players=players, condition=fx.HappenedThisTurn(what=TESTED_PLAYER, event="being_attacked", period="combat"))
    if node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.YouHave) and described.kind == "opponent" and not described.fields:
        return players  # "each opponent you have": your opponents, as "each opponent" says
    if node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.WithMostLife) and not described.fields:
        if node.qualifiers[0].tied is None:
            if players != fx.EachPlayer() or determiner(node.determiner, ctx).mode != "the":
                raise CannotLower("the one player with the most life, not tied", node)
            # "the player with the most life": the one player whose life total is greater than
            # each other player's (CR 102.1)
            others = fx.OtherPlayers(than=TESTED_PLAYER)
            more = fx.Compare(left=fx.LifeTotal(player=TESTED_PLAYER), op=">", right=fx.ExtremeOfPlayers(players=others, value=fx.LifeTotal(player=TESTED_PLAYER)))
            return _the_one_player(players, more, "the one player with the most life, not tied", node, ctx)
        # "the player with the most life or tied for most life": each player whose life total is
        # the greatest among those players
        most = fx.Extreme(what=players, stat="life")
        return fx.PlayersWho(players=players, condition=fx.Compare(left=fx.LifeTotal(player=TESTED_PLAYER), op=">=", right=most))
    if node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.ItAlreadyAttacked):
        raise CannotLower("the players and planeswalkers an object attacked earlier this turn (CR 508.1c, 506.3) are not kept by the runtime: no filter names them", node)
    if node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.DealtDamageBy) and not described.fields:
        dealt = node.qualifiers[0]
        if dealt.source is None and dealt.words.lower() == "dealt damage" and dealt.time.lower() == "this way" and ctx.damage_sources and players == fx.EachPlayer():
            # "players dealt damage this way can't cast noncreature spells this turn", "each
            # player dealt damage this way gets an emblem": those the damage instructions before
            # it in the ability dealt damage to (CR 608.2c; more than 0, CR 120.3)
            return fx.Found(key=fx.Found.DAMAGED_PLAYERS)
        if dealt.time.lower() == "this turn" and dealt.words.lower() in ("dealt damage", "dealt combat damage", "dealt noncombat damage"):
            # "target player dealt damage by this creature this turn": a player the game's record
            # of this turn's damage shows dealt damage (by that source, CR 120.1), as "if that
            # player was dealt damage by this creature this turn" asks it
            asked = ast.WasDealtDamage(subject=node, verb="was", words=dealt.words, source=dealt.source, time=dealt.time, span=dealt.span)
            return fx.PlayersWho(players=players, condition=PLAYER_CONDITIONS[ast.WasDealtDamage](asked, TESTED_PLAYER, ctx))
    if node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.AttackingWhom) and not described.fields:
        # "each opponent attacking that player", "each player attacking you": a player who
        # controls a creature attacking that player (CR 506.2, 508.1b)
        attacking: dict[str, Any] = {"types": ("Creature",)}
        _q_attacking(node.qualifiers[0], attacking, ctx)
        return fx.PlayersWho(players=players, condition=fx.Controls(what=fx.Filter(**attacking), player=TESTED_PLAYER))
    if node.qualifiers:
        raise CannotLower("players described by more than player or opponent", node)
    if described.fields:
        # "player or planeswalker": a player, or a permanent of the other alternatives;
        # "players and permanents": both
        return fx.Union(parts=(players, fx.Filter(**described.fields)), either=not described.both)
    return players


#: condition class -> function(condition node, the player tested, ctx): the condition a relative
#: clause of players reads as ("target player dealt damage by this creature this turn": "that
#: player was dealt damage by this creature this turn"); filled by compiler.conditions, which
#: lowers noun phrases with this module
PLAYER_CONDITIONS: dict[type[Node], Callable[[Any, fx.Reference, Lowering], fx.Condition]] = {}


def _the_one_player(players: fx.Reference, beyond: fx.Condition, reason: str, node: Any, ctx: Lowering) -> fx.Reference:
    """"the player with the most life", "the player who controls the most creatures": the one
    player of ``players`` for whom ``beyond`` (more than each other player) holds, or who is
    alone. The words presuppose there is one: read only where the triggered ability's
    intervening "if" says so, checked again as it resolves (CR 603.4: "if a player has more life
    than each other player"); elsewhere a tie leaves no such player, which a count or a
    comparison made of that player would not mean (the ``reason`` is given then)."""
    others = fx.OtherPlayers(than=TESTED_PLAYER)
    the_one = fx.PlayersWho(players=players, condition=fx.AnyOf(conditions=(beyond, fx.NotCondition(condition=fx.Exists(what=others)))))
    if ctx.intervening is None or fx.Exists(what=the_one) not in walk(ctx.intervening):
        raise CannotLower(reason, node)
    return the_one


def possessed_object(whose: Any, ctx: Lowering) -> fx.Reference:
    """Whose stats or life an instruction names: "its" (the object the text refers to), "your"
    (you), "target creature's", "each creature's" (the objects of the noun phrase)."""
    words = list(whose.words) if isinstance(whose, ast.Possessor) else []
    low = [w.lower() for w in words if isinstance(w, str)]
    if low in (["its"], ["their"], ["his"], ["her"]):
        return ctx.it()
    if low == ["your"]:
        return fx.You()
    if len(words) == 2 and low[-1:] in (["'s"], ["'"]) and isinstance(words[0], Node):
        return ctx.objects(words[0])
    raise CannotLower(f"the object of {render_node(whose)!r}", whose)


def possessor_reference(owner: Any, ctx: Lowering) -> fx.Reference:
    if isinstance(owner, str):
        if owner == "your":
            return fx.You()
        if owner == "their":
            return ctx.subject if ctx.subject is not None and fx.names_players(ctx.subject) else ctx.that_player()
        if owner in ("its", "his", "her"):
            return fx.ControllerOf(what=ctx.it())
        raise CannotLower(f"possessive {owner!r}")
    return noun_phrase(owner, ctx, role="player")


#: zone nouns, in the singular, that name one player's zone (CR 400.1)
_ONE_PLAYERS_ZONE = frozenset({"hand", "library", "graveyard"})


def zone_of(node: Any, ctx: Lowering) -> fx.Zone:
    """"your graveyard", "target player's library", "the battlefield", "exile", "a graveyard"."""
    zones = zones_of(node, ctx)
    if len(zones) != 1:
        raise CannotLower("several zones where one is expected", node)
    return zones[0]


def names_zones(node: Any) -> bool:
    """Whether a noun phrase names zones ("your graveyard", "exile", "your hand or library"),
    not objects ("from target creature" after "unattach all Equipment")."""
    if isinstance(node, (ast.NpAndSeries, ast.NpOrSeries, ast.NpAndOrSeries)):
        return all(names_zones(item) for item in node.items)
    if isinstance(node, (ast.NpOr, ast.NpAndOr, ast.NpAnd)):
        return names_zones(node.left) and names_zones(node.right)
    if not isinstance(node, ast.ObjectNp) or node.descriptor is None:
        return False
    return all(len(g) == 1 and g[0].lower() in ZONE_WORDS for g in node.descriptor.alternatives())


def zones_of(node: Any, ctx: Lowering) -> tuple[fx.Zone, ...]:
    """One zone, or several of one owner ("your graveyard, hand, and/or library")."""
    if isinstance(node, ast.Pronoun) and ctx.zone_referents:
        return (ctx.zone_referents[-1],)  # "reveals their hand. You choose a card from it"
    node = paired(node)
    if isinstance(node, (ast.NpOr, ast.NpAndOr, ast.NpAnd)):
        return (*zones_of(node.left, ctx), *zones_of(node.right, ctx))
    if not isinstance(node, ast.ObjectNp) or node.descriptor is None:
        raise CannotLower(f"{type(node).__name__} as a zone", node)
    if not names_zones(node):
        raise CannotLower(f"{node.descriptor.text!r} is not a zone", node)
    kinds = [ZONE_WORDS[g[0].lower()] for g in node.descriptor.alternatives()]
    det = determiner(node.determiner, ctx)
    owner: fx.Reference | None
    if all(k in SHARED_ZONES for k in kinds):
        owner = None
    elif node.determiner is None and not node.qualifiers and all(g[0].lower() in _ONE_PLAYERS_ZONE for g in node.descriptor.alternatives()):
        # "cards in hand": English leaves out the possessive when the clause's player owns the
        # zone ("you have no cards in hand", "an opponent has more cards in hand than you")
        if not ctx.bare_zone_owners:
            raise CannotLower(f"whose {node.descriptor.text!r}", node)
        owner = ctx.bare_zone_owners[-1]
    elif det.mode == "possessive":
        owner = possessor_reference(det.owner, ctx)
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
        first = node.qualifiers[0]
        if isinstance(first, ast.WithQuality) and isinstance(first.quality, ast.WithCardDirectlyAdjacent):
            # "your graveyard with a creature card directly above it"
            raise CannotLower("the order of the cards in a graveyard (CR 404.2) is not kept", first)
        raise CannotLower(f"zone qualifier {type(node.qualifiers[0]).__name__}", node.qualifiers[0])
    return tuple(fx.Zone(kind=k, player=None if k in SHARED_ZONES else owner) for k in kinds)


def pronoun(node: ast.Pronoun, ctx: Lowering) -> fx.Reference:
    words = lower_words(node)
    if words == ["you"]:
        return fx.You()
    if words == ["he", "or", "she"]:
        return ctx.that_player()
    if words in (["itself"], ["himself"], ["herself"]) and ctx.subject is not None and not fx.names_players(ctx.subject):
        # a reflexive names the clause's own subject ("~ deals damage to himself equal to that
        # card's mana value"), not the object referred to last
        return ctx.subject  # type: ignore[no-any-return]
    if words == ["your", "team"]:  # CR 102.4: you and your teammates, as "your team controls"
        return fx.PlayerRole(role="your team")
    if words in (["they"], ["he"], ["she"]) and ctx.player_referents and not ctx.referents:
        return ctx.that_player()
    if words == ["them"] and ctx.player_referents and ctx.trigger_object_one and ctx.referents and all(r == fx.Found(key="triggering") for r in ctx.referents):
        # "Whenever enchanted player casts a spell ..., this Aura deals 2 damage to them": the
        # one spell of the event is "it", so "them" is the player
        return ctx.that_player()
    if words in (["them"], ["they"]) and ctx.player_referents and (not ctx.referents or isinstance(ctx.referents[-1], fx.This)):
        # "any opponent may have it deal 4 damage to them", "Whenever this creature deals combat
        # damage to a player, they mill two cards": one object is "it", never "they" or "them"
        return ctx.that_player()
    if words in (["the", "other"], ["the", "others"]):
        return fx.Found(key="rest")  # "put one into your hand and the other into your graveyard"
    if words == ["the", "last", "chosen", "player"]:
        # the latest choice is the one remembered (CR 607.2), as "the chosen player" is
        return fx.PlayerRole(role="chosen")
    if words == ["the", "other", "chosen", "player"]:
        raise CannotLower("the other of two chosen players, told apart by the one named before (CR 607.2), is not in the effect model", node)
    if words == ["the", "other", "creature"]:
        # "Whenever enchanted creature deals damage to a creature, destroy the other creature":
        # the other creature of the trigger event, not its subject
        if ctx.trigger_other is None:
            raise CannotLower("\"the other creature\" without a trigger event about two creatures", node)
        return ctx.trigger_other  # type: ignore[no-any-return]
    if words in (["it"], ["he"], ["him"], ["she"], ["her"]) and len(ctx.referents) in (ctx.this_tested_at, ctx.this_named_at):
        # "When an opponent casts a creature spell, if this permanent is an enchantment, it
        # becomes a 5/5 Angel": the object the intervening "if" named, the newest antecedent
        return fx.This()
    if ctx.names_granting_source and not ctx.referents and ctx.trigger_subject is None and not isinstance(ctx.subject, fx.This):
        # "{T}, Unattach ~: It deals 1 damage to any target.": the Equipment named before it, or
        # the creature the ability is on (CR 201.5a)
        return ItOrGrantingSource()
    if words == ["them"] and ctx.counted_objects is not None and not ctx.referents and isinstance(ctx.it(), fx.This):
        # "If there are exactly two permanents named ~ on the battlefield, the "legend rule"
        # doesn't apply to them": the objects the condition counted, the only ones named before
        return ctx.counted_objects
    it = ctx.antecedent(node)
    if words == ["them"] and isinstance(it, fx.This):
        # one object is "it", never "them"; with no player named before, whom "them" means is
        # not known here ("this enchantment deals 2 damage to them")
        raise CannotLower("\"them\" with neither a player nor several objects named before", node)
    return it


#: the qualifiers that say where objects are (a zone, or among objects named before)
_ZONE_QUALIFIERS = (ast.InZone, ast.InEitherZone, ast.FromAmong, ast.Among, ast.AtRandomInZone)


#: qualifiers that put objects on the battlefield: only permanents have controllers there ("creatures
#: you control and/or creature cards in your graveyard", CR 108.4, 110.1)
_BATTLEFIELD_QUALIFIERS = (ast.ControlledBy, ast.NotControlledBy)


def _zone_said_once(node: ast.NpAndOr) -> bool:
    """Whether the second noun phrase of "X and/or Y" says where it is and the first does not."""
    return _zone_said_once_last((node.left, node.right))


def _zone_said_once_last(items: tuple[Any, ...]) -> bool:
    """Whether the last noun phrase of "X, Y, and/or Z" (or "X and/or Y") says where it is and
    none of the others does."""
    if not all(isinstance(item, ast.ObjectNp) for item in items):
        return False
    located = any(isinstance(q, (*_ZONE_QUALIFIERS, *_BATTLEFIELD_QUALIFIERS)) for item in items[:-1] for q in item.qualifiers or ())
    return any(isinstance(q, _ZONE_QUALIFIERS) for q in items[-1].qualifiers or ()) and not located


def _zone_shared(items: tuple[Any, ...]) -> tuple[Any, ...]:
    """"a Saga card and/or a land card from among them": the last noun phrase's zone given to
    the others too, so each looks in the same place (see :func:`_zone_said_once_last`)."""
    zones = tuple(q for q in items[-1].qualifiers or () if isinstance(q, _ZONE_QUALIFIERS))
    return (*(attrs.evolve(item, qualifiers=(*(item.qualifiers or ()), *zones)) for item in items[:-1]), items[-1])


def _and_or_in_one_zone(node: ast.NpAndOr | ast.NpAndOrSeries, ctx: Lowering, *, role: str, zone: str | None) -> fx.Reference:
    """"a creature card and/or a land card from among them", "a Cleric card, a Rogue card, and/or
    a Wizard card from among them": the zone is said once, after the last noun phrase, for all
    (the trailing modifier is shared); each is read in it, its pronoun meaning what it means for
    the last, and any of them may go unchosen ("and/or": one, some or all, CR 608.2d choices made
    as the instruction happens)."""
    items = _zone_shared((node.left, node.right) if isinstance(node, ast.NpAndOr) else node.items)
    before = list(ctx.referents)
    refs: list[fx.Reference] = []
    new_refs: list[Any] = []
    for item in items:
        ctx.referents[:] = before  # "them" in each noun phrase means what it means in the first
        refs.append(noun_phrase(item, ctx, role=role, zone=zone))
        new_refs.extend(ctx.referents[len(before):])
    parts = []
    for ref in refs:
        if not isinstance(ref, fx.Chosen) or ref.amount is not None or ref.at_random:
            raise CannotLower("a zone said once for the noun phrases joined by \"and/or\", not one object chosen from it each", node)
        parts.append(attrs.evolve(ref, up_to=True))
    joined = fx.Union(parts=tuple(parts), either=False)
    # "... from among them into your hand and the rest ...": "them" after it is every object
    # chosen, not the last noun phrase's alone
    ctx.referents[:] = [*before, *(r for r in new_refs if r not in refs), joined]
    return joined


def _shared_determiner(node: ast.SharedDeterminerOr | ast.SharedDeterminerAnd, ctx: Lowering, *, zone: str | None) -> fx.Reference:
    """"target opponent, creature an opponent controls, or planeswalker an opponent controls":
    one target that is any of those (CR 115.1), as "target player or planeswalker" is; "all
    cards that aren't on the battlefield, spells, and permanents": every object of each kind. The
    first noun phrase's determiner is said once for all the descriptions."""
    first = node.items[0]
    if not isinstance(first, ast.ObjectNp) or first.determiner is None:
        raise CannotLower("a serial list of descriptions without a determiner", node)
    det = determiner(first.determiner, ctx)
    if det.mode not in ("target", "each"):
        raise CannotLower(f"a determiner {det.mode!r} said once for a serial list of descriptions", node)
    if not all(isinstance(item, ast.SharedItem) for item in node.items[1:]):
        raise CannotLower("a serial list of descriptions with a determiner of its own after the first", node)
    items = (attrs.evolve(first, determiner=None), *(item.as_np() for item in node.items[1:]))
    parts = [np_filter(item, ctx, zone=zone) for item in items]
    objects = [p for p in parts if isinstance(p, fx.Filter)]
    players = [p for p in parts if not isinstance(p, fx.Filter)]
    if not all(fx.names_players(p) for p in players):
        raise CannotLower("a serial list of descriptions one of which is no filter of one zone (CR 400.1)", node)
    places = {(p.zone, p.zone_owner) for p in objects}
    if len(places) > 1:
        raise CannotLower("one description of objects in several zones (CR 400.1) is not a filter yet", node)
    described: list[fx.Reference] = [*players]
    if objects:
        where, owner = next(iter(places))
        described.append(objects[0] if len(objects) == 1 else fx.Filter(zone=where, zone_owner=owner, any_of=tuple(objects)))
    what = described[0] if len(described) == 1 else fx.Union(parts=tuple(described), either=False)
    if det.mode == "target":
        return ctx.refer(_target(ctx, what, det))
    if players:
        raise CannotLower("every object and player of a serial list of descriptions", node)
    return ctx.refer(what)


def _from_opening_hand(node: Any) -> bool:
    """"this card from your opening hand": the hand kept after mulligans (CR 103.5), which the
    effect model has no time for; the card would be read as in a hand during the game."""
    if isinstance(node, ast.InZoneNp):
        node = node.what
    for qualifier in getattr(node, "qualifiers", None) or ():
        zone = qualifier.zone if isinstance(qualifier, ast.InZone) else None
        descriptor = getattr(zone, "descriptor", None)
        if descriptor is not None and any(isinstance(w, str) and w.lower() == "opening hand" for w in descriptor.words):
            return True
    return False


def noun_phrase(node: Any, ctx: Lowering, *, role: str = "effect", zone: str | None = None) -> fx.Reference:
    """A noun phrase as a reference (see :func:`_noun_phrase`); "a card at random from their
    hand" is a choice made by chance."""
    if isinstance(node, ast.NpAndOrSeries) and _zone_said_once_last(node.items):
        return _and_or_in_one_zone(node, ctx, role=role, zone=zone)
    if isinstance(node, (ast.SharedDeterminerOr, ast.SharedDeterminerAnd)):
        return _shared_determiner(node, ctx, zone=zone)
    node = regrouped(paired(regrouped(node)))
    if _from_opening_hand(node):
        raise CannotLower("an action with a card from its owner's opening hand, before the game begins (CR 103.6b)", node)
    random = _picked_at_random(node)
    if random:
        node = _without_random_on_zone(node)
    other_choice = _other_players_choice(node, ctx)
    if other_choice is not None:
        return _target_of_choice(node, other_choice, ctx, role=role, zone=zone)
    ref = _np_reference(node, ctx, role=role, zone=zone)
    if random:
        if isinstance(ref, fx.Target) and ref.count is None and ref.min == ref.max and not ref.at_random:
            # "target opponent chosen at random": the target is picked by chance (CR 601.2c)
            random = attrs.evolve(ref, at_random=True)
            ctx.referents[:] = [random if r is ref else r for r in ctx.referents]
            return random
        if not isinstance(ref, fx.Chosen):
            raise CannotLower("objects at random that are not picked by the instruction or chosen as targets", node)
        random = attrs.evolve(ref, at_random=True)
        ctx.referents[:] = [random if r is ref else r for r in ctx.referents]
        return random
    return ref


def _other_players_choice(node: Any, ctx: Lowering) -> ast.OfChoice | None:
    """The "of an opponent's choice" of a noun phrase that a player other than the one who acts
    chooses ("any target of an opponent's choice", "target creature of defending player's
    choice"); None when it has none, or when the acting player chooses (:func:`_q_of_choice`)."""
    if not isinstance(node, (ast.ObjectNp, ast.AnyTargetQualified)):
        return None
    choices = [q for q in node.qualifiers or () if isinstance(q, ast.OfChoice)]
    if len(choices) != 1:
        return None
    try:
        _q_of_choice(choices[0], {}, ctx)
    except CannotLower:
        return choices[0]
    return None


#: the role of the player who chooses a target in place of its controller, for what describes the
#: target by that player ("of an opponent's choice they control", CR 700.2e)
TARGET_CHOOSER = "target chooser"


def _target_of_choice(node: Any, choice: ast.OfChoice, ctx: Lowering, *, role: str, zone: str | None) -> fx.Reference:
    """"any target of an opponent's choice", "target creature card of an opponent's choice from
    your graveyard": a target another player chooses as the spell or ability is put on the stack
    (CR 601.2c; that player does so where the controller would, as for a mode, CR 700.2e). The
    chooser is a player named apart from the targets ("an opponent", "defending player"); any
    other such choice is not modelled."""
    reason = "a choice made by a player other than the one who acts"
    words = list(choice.chooser.words) if isinstance(choice.chooser, ast.Possessor) else []
    said: fx.Reference
    if [str(w).lower() for w in words] == ["your"]:
        said = fx.You()  # "that player discards a card of your choice"
    elif len(words) != 2 or not isinstance(words[0], Node) or words[1] not in ("'s", "'"):
        raise CannotLower(reason, choice)
    else:
        said = noun_phrase(words[0], ctx, role="player")
    if not fx.names_players(said):
        raise CannotLower(reason, choice)
    # "an opponent's choice": one of those players, the one the controller names (CR 700.2e)
    chooser = said.what if isinstance(said, fx.Chosen) and said.amount is None and not said.up_to and not said.at_random else said
    named = fx.PlayerRole(role=TARGET_CHOOSER)
    if said is not chooser:
        # "they control" after it: the player who chooses, once named
        ctx.player_referents[:] = [named if r is said else r for r in ctx.player_referents]
    rest = tuple(q for q in node.qualifiers if q is not choice)
    if isinstance(node, ast.AnyTargetQualified) and not rest:
        bare: Any = ast.AnyTarget(span=node.span)
    else:
        bare = attrs.evolve(node, qualifiers=rest or None)
    ref = _np_reference(bare, ctx, role=role, zone=zone)
    if isinstance(ref, fx.Chosen) and ctx.other_chooser and not ref.at_random and said is chooser:
        # "discard a card of target opponent's choice": chosen on resolution, when the targets
        # are known, by that player
        chosen_by = attrs.evolve(ref, chooser=chooser)
        ctx.referents[:] = [chosen_by if r is ref else r for r in ctx.referents]
        return chosen_by
    if not isinstance(ref, fx.Target) or ref.at_random:
        raise CannotLower(f"{reason}, of objects that are not targets", choice)
    if any(isinstance(n, fx.Target) for n in fx.walk(chooser)):
        # "target creature of target opponent's choice": targets chosen by another target
        raise CannotLower(reason, choice)
    if any(n is said for n in fx.walk(ref.what)):
        raise CannotLower(f"{reason}, the targets described by a player chosen apart from their chooser", choice)
    if any(n == named for n in fx.walk(ref.what)):
        # "target creature of an opponent's choice they control": described by the player who
        # chooses it; one such target in an ability (the runtime keeps one target chooser)
        if ctx.target_chooser:
            raise CannotLower(f"{reason}, two targets each described by who chooses it", choice)
        ctx.target_chooser = True
    chosen = attrs.evolve(ref, chooser=chooser)
    ctx.referents[:] = [chosen if r is ref else r for r in ctx.referents]
    return chosen


def _this_named(ctx: Lowering, role: str) -> fx.This:
    """This object, named by an instruction ("tap this creature", "~"): as the object acted on,
    the antecedent of an "it" in an instruction right after (``Lowering.this_named_at``); as the
    subject ("this creature deals 3 damage to it") not, for "it" there is another object."""
    if role == "effect":
        ctx.this_named_pending = len(ctx.referents)
    return fx.This()


def _np_reference(node: Any, ctx: Lowering, *, role: str = "effect", zone: str | None = None) -> fx.Reference:
    """A noun phrase as a reference.

    ``role``: "effect" (what an instruction acts on: "a creature" is chosen as it happens),
    "subject" (who or what does it), "event" (what a trigger or a count looks at: "a creature"
    means any creature), "player", "reference" (a back-reference: "from among them").
    ``zone``: where cards are when the phrase does not say ("a card" to discard: the hand)."""
    if isinstance(node, ast.SelfRef):
        # "~" in a quoted ability a static ability grants to other objects: the source of that
        # ability (CR 201.5a; entry._granting_source_as_this)
        if ctx.in_quote and ctx.granted_to_others:
            ctx.names_granting_source = True
            return fx.GrantingSource()
        return _this_named(ctx, role)
    if isinstance(node, ast.Pronoun) and role == "player" and lower_words(node) in (["they"], ["he"], ["she"]):
        # a pronoun where a player is meant ("unless they sacrifice a creature") names a player,
        # never an object named before it: under "each player" the one the instruction is being
        # carried out for, else the player named last (CR 101.4)
        if each_of_players(ctx.subject):
            return _they(ctx)
        if ctx.unless_player is not None:
            return ctx.unless_player  # type: ignore[no-any-return]
        if ctx.player_referents:
            return ctx.that_player()
        said = pronoun(node, ctx)
        return said if fx.names_players(said) else fx.ControllerOf(what=said)
    if isinstance(node, ast.Pronoun):
        return pronoun(node, ctx)
    if isinstance(node, ast.InZoneNp):  # "~ from your graveyard": the object, as "this card from ..." is
        return _np_reference(node.what, ctx, role=role, zone=zone)
    first = _first_cast_each_turn(node, ctx)
    if first is not None:
        return first
    if isinstance(node, (ast.AnyTarget, ast.AnyOtherTarget, ast.AnyTargetQualified)):
        return ctx.refer(fx.Target(key=ctx.next_target_key(), what=np_filter(node, ctx)))
    if isinstance(node, ast.AnotherTarget):
        # "2 damage to another target, and 3 damage to a third target": a target other than the
        # ones chosen before it (CR 115.3), players too, which no description of any target says
        raise CannotLower("\"another target\": any target other than the objects and players chosen for the targets before it (CR 115.3) is not said by any target's description", node)
    if isinstance(node, ast.CountedTargets):
        return ctx.refer(_counted_targets(node, ctx))
    if isinstance(node, ast.NpAndOr) and _zone_said_once(node):
        return _and_or_in_one_zone(node, ctx, role=role, zone=zone)
    if isinstance(node, ast.NpOr) and isinstance(node.left, ast.EllipticCount):
        return _elliptic_or_targets(node, ctx, role=role, zone=zone)
    if isinstance(node, ast.NpOr) and isinstance(node.right, ast.ObjectNp) and node.right.determiner is None and _targets_left(node.left):
        # "target permanent you control or suspended card you own": one target (CR 115.1), an
        # object of either description; the right one shares the "target", which a Union of a
        # target and an object chosen otherwise would lose
        raise CannotLower("one target of one description or of another written after it (CR 115.1) is not lowered yet: the other would not be a target", node)
    if isinstance(node, (ast.NpAnd, ast.NpAndOr, ast.NpOr)):
        left = noun_phrase(node.left, ctx, role=role, zone=zone)
        # "each opponent and each creature they control": "they" are the players just named
        named = [left] if fx.names_players(left) and not isinstance(left, fx.You) else []
        with ctx.scope(player_referents=[*ctx.player_referents, *named]):
            right = noun_phrase(node.right, ctx, role=role, zone=zone)
        return fx.Union(parts=(left, right), either=isinstance(node, ast.NpOr))
    if isinstance(node, ast.Partitive):
        det = determiner(node.determiner, ctx)
        inner = noun_phrase(node.of, ctx, role="reference")
        if isinstance(inner, fx.Chosen) and inner.amount == fx.Fixed(value=1) and not inner.up_to and isinstance(node.of, ast.Pronoun) and lower_words(node.of) == ["them"]:
            # "Put a stun counter on either of them. Then put a stun counter on either of them.":
            # the plural pronoun names the group again, not the one object chosen from it
            inner = inner.what
        if det.mode == "each":
            return inner
        if role == "event" and lower_words(node.determiner) == ["either"]:
            return inner  # "whenever either of those creatures deals combat damage": any of them
        if det.mode == "choice":
            chosen = fx.Chosen(what=inner, amount=det.count, up_to=det.up_to)
            if role == "event" and chosen.names_players():
                return chosen  # "attacks one of your opponents": any of them, like "an opponent"
            return ctx.refer(chosen)
        if det.mode == "target":
            return ctx.refer(_target(ctx, fx.Amongst(among=inner, filter=fx.Filter()), det))
        raise CannotLower(f"partitive {node.determiner.text!r}", node)
    if not isinstance(node, ast.ObjectNp):
        value = ctx.lower(node)
        if isinstance(value, fx.Reference):
            return value
        raise CannotLower(f"{type(node).__name__} as objects", node)
    node = repair_np(node)
    if (
        node.qualifiers and len(node.qualifiers) == 1 and isinstance(node.qualifiers[0], ast.ItBecomes)
        and node.descriptor is not None and lower_words(node.descriptor) == ["permanent"] and determiner(node.determiner, ctx).mode == "the"
    ):
        # "the controller of the permanent it becomes" (Lightning Reflexes): the permanent the
        # spell the ability is of becomes as it resolves (CR 608.3), the same card
        return fx.This()
    attacked = _attacked_by_combatant(node, ctx)
    if attacked is not None:
        return ctx.refer(attacked)
    if node.descriptor is None:
        raise CannotLower("a noun phrase without a descriptor", node)
    if lower_words(node.descriptor) == ["chosen", "player"] and not node.qualifiers and determiner(node.determiner, ctx).mode == "the":
        return fx.PlayerRole(role="chosen")  # as "the chosen player controls" (controller_phrase)
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
        det = Det(mode="choice", count=counted_equal_to(node, ctx))
    if head in ("owner", "controller", "owners", "controllers") and det.mode == "possessive":
        whose = ctx.it() if det.owner in ("its", "their", "his", "her") else noun_phrase(det.owner, ctx, role="reference")
        return fx.OwnerOf(what=whose) if head.startswith("owner") else fx.ControllerOf(what=whose)
    if head in ("owner", "controller", "owners", "controllers") and det.mode == "the" and len(node.qualifiers or ()) == 1 and isinstance(node.qualifiers[0], ast.OfNp) and isinstance(node.qualifiers[0].of, ast.ObjectNp):
        # "The owner of target nonland permanent puts it on ...", "the owner of each card exiled
        # with this Saga puts that card ...": the player (CR 108.3, 110.2) of the objects named,
        # which "it" and "that card" after it name ("the controller of each of those artifacts
        # gains life equal to its mana value" pairs each player with an object: not this)
        whose = ctx.refer(noun_phrase(node.qualifiers[0].of, ctx, role="reference"))
        if isinstance(whose, fx.Unsupported) or fx.names_players(whose):
            raise CannotLower("the owner or controller of what is not objects", node)
        return fx.OwnerOf(what=whose) if head.startswith("owner") else fx.ControllerOf(what=whose)
    if words == ["defending", "player"]:
        return fx.PlayerRole(role="defending")
    if words == ["attacking", "player"] and det.mode == "that" and ctx.trigger_event == "attacks" and ctx.player_referents:
        # "Whenever a player attacks one of your opponents, that attacking player ...": the
        # player of the trigger event, not the one attacked named after it (CR 508.1)
        attacker = next((p for p in ctx.player_referents if p != fx.Found(key="attacked player")), None)
        if attacker is not None:
            return attacker  # type: ignore[no-any-return]
    if words == ["attacking", "player"] and det.mode in ("the", "none"):
        # "the attacking player", "attacking player" (CR 506.2: during combat, the active player
        # is the attacking player)
        return fx.PlayerRole(role="active")
    if head in ZONE_WORDS and role != "player":
        # "exile target player's graveyard", "shuffle your hand into your library": the cards in it
        zones = zones_of(node, ctx)
        cards = [fx.Filter(zone=z.kind, zone_owner=z.player, kind="card") for z in zones]
        # several zones: the cards of each (a Filter's zone is one zone, CR 400.1)
        return ctx.refer(cards[0] if len(cards) == 1 else fx.Union(parts=tuple(cards)))
    if head == "rest" and det.mode == "the":
        return fx.Found(key="rest")
    if det.mode == "none" and len(words) == 2 and words[0] in ("enchanted", "equipped") and not node.qualifiers:
        # "tap enchanted creature and put a stun counter on it": "it" is that creature
        if words[1] in ("player", "opponent"):
            # "a Curse attached to enchanted player, put it onto the battlefield attached to
            # that player": a player the Aura is attached to (CR 303.4), whom "that player"
            # names after it, never "it"
            enchanted = fx.AttachedTo(relation=words[0])
            ctx.player_referents.append(enchanted)
            return enchanted
        return ctx.refer(fx.AttachedTo(relation=words[0]))
    if det.mode == "this":
        return _this_named(ctx, role)
    if det.mode in ("top", "bottom"):
        of = next((q.of for q in node.qualifiers or () if isinstance(q, ast.OfNp)), None)
        if of is None and ctx.zone_referents and ctx.zone_referents[-1].kind == "library" and not node.qualifiers:
            # "Shuffle your library, then reveal the top card.": the library just named (CR 401.1)
            library = ctx.zone_referents[-1]
        elif of is None:
            raise CannotLower("the top cards of what?", node)
        else:
            library = zone_of(of, ctx)
        return ctx.refer(fx.TopOfLibrary(player=library.player or fx.You(), amount=det.count or fx.Fixed(value=1), bottom=det.mode == "bottom"))
    described = describe_words(desc)
    if role != "event" and _player_of_your_choice(node, described, det):
        # "a player of your choice adds {C}", "an opponent of your choice gains control of it":
        # one of those players, chosen by the ability's controller as the instruction is carried
        # out (CR 608.2d), as "an opponent" alone is
        node = attrs.evolve(node, qualifiers=None)
    what = np_filter(node, ctx, zone=zone)
    if isinstance(what, fx.Filter) and fx.TOP_OF_LIBRARY in what.states and det.mode in ("choice", "none") and role not in ("event", "reference"):
        # "exile three cards from the top of your library": the top three, not three chosen
        # among cards that are each the top card
        if attrs.evolve(what, states=(), zone_owner=None, kind=None) != fx.Filter(zone="library"):
            raise CannotLower("cards of a kind from the top of a library", node)
        amount = described.count or det.count or fx.Fixed(value=1)
        return ctx.refer(fx.TopOfLibrary(player=what.zone_owner or fx.You(), amount=amount))
    # "permanent or player": a player or a permanent, referred to back as an object is ("that
    # permanent or player": the one named before, not a player of it)
    players = described.kind in ("player", "opponent") and not described.or_permanent
    if det.mode == "that" and not players and ctx.trigger_other is not None and len(ctx.referents) == ctx.trigger_other_at and isinstance(ctx.trigger_subject, fx.This):
        # "Whenever this creature blocks a creature, destroy that creature": with this object
        # the subject, "that creature" can only be the event's other object
        return ctx.trigger_other  # type: ignore[no-any-return]
    if det.mode == "that" and not players and ctx.trigger_other is not None and head == ctx.trigger_other_noun != ctx.trigger_subject_noun:
        # "Whenever an Aura you control becomes attached to a nonland permanent ..., gain control
        # of that permanent": the noun names the event's other object, not its subject; in a
        # replacement of damage, the damage's recipient (CR 614.1a)
        return ctx.damaged if ctx.damaged is not None else ctx.trigger_other
    if det.mode in ("that", "the") and ctx.trigger_other_role is not None and ctx.trigger_other_role in words and role != "event":
        # "Whenever a creature blocks a creature with lesser power, destroy the attacking creature."
        return ctx.trigger_other  # type: ignore[no-any-return]
    if det.mode == "that" and not players and isinstance(what, fx.Filter) and what.zone == "stack" and _permanent_referred(ctx.it()):
        # "Whenever you cast a spell, put X +1/+1 counters on target creature, where X is the
        # mana value of that spell": a spell is an object on the stack (CR 112.1), never the
        # permanent referred to last: the newest object referred to that may be one (a card
        # elsewhere may be cast: "cast target instant card ... If that spell would be ...")
        spell = next((r for r in reversed(ctx.referents) if not _permanent_referred(r)), None)
        if spell is None:
            raise CannotLower("\"that spell\" where no object referred to is a spell", node)
        return spell  # type: ignore[no-any-return]
    if (
        det.mode == "that" and described.kind == "permanent" and isinstance(what, fx.Filter) and what.zone == "battlefield"
        and ctx.referents and ctx.this_moved_at == len(ctx.referents) - 1
    ):
        # "When you cast a Bolas planeswalker spell, exile this card from your graveyard. That
        # planeswalker enters with ...": this card, exiled, is no permanent (CR 109.2) and would
        # name itself "this card" (CR 201.5); "that [permanent]" is the object referred to before
        if len(ctx.referents) < 2:
            raise CannotLower("\"that [permanent]\" after this card was exiled, with nothing referred to before", node)
        return ctx.refer(ctx.referents[-2])
    if det.mode == "that" and described.kind in ("spell", "permanent") and isinstance(what, fx.Filter) and what.zone in ("stack", "battlefield") and isinstance(ctx.it(), fx.TopOfLibrary):
        # "reveal the top card of your library. If you do, counter that spell", "look at the top
        # card of your library. If it shares a card type with that permanent": the card in the
        # library is no spell or permanent; the newest object referred to in that zone, else
        # the object of the trigger event ("Whenever an opponent casts a spell, ... that spell")
        earlier = next((r for r in reversed(ctx.referents) if _zone_described(r) == what.zone), None)
        if earlier is None and ctx.trigger_subject is not None and not fx.names_players(ctx.trigger_subject):
            earlier = ctx.trigger_subject
        if earlier is None:
            raise CannotLower(f"\"that {'spell' if what.zone == 'stack' else 'permanent'}\" after a card of a library was referred to", node)
        return ctx.refer(earlier)  # "it" after it is that spell or permanent again
    if det.mode == "the" and not players and not desc.is_plural and isinstance(what, fx.Filter) and what.extreme is not None and role != "event":
        # "destroy the creature with the least power": the one object the superlative picks, not
        # one named before; among several tied, one is chosen
        return ctx.refer(fx.Chosen(what=what))
    if det.mode == "that" and not players and any(_history_clause(q) for q in node.qualifiers or ()):
        # "destroy each of those creatures that didn't attack this turn": only some of the
        # objects named before, which the reference alone would not narrow
        raise CannotLower("objects named before, narrowed by what they did this turn", node)
    if det.mode == "the" and players and len(node.qualifiers or ()) == 1 and isinstance(node.qualifiers[0], ast.WhoseTurn):
        return what  # "the player whose turn it is": the one active player (CR 102.1), not one named before
    if det.mode == "the" and players and len(node.qualifiers or ()) == 1 and isinstance(node.qualifiers[0], ast.WithMostLife):
        # "attacking the player with the most life or tied for most life": the players the
        # description picks, not one named before
        return what
    if det.mode == "the" and not players and any(isinstance(q, (ast.DoneWith, ast.PutOntoBattlefieldWith)) for q in node.qualifiers or ()):
        # "look at the cards exiled with this enchantment", "exile the creature put onto the
        # battlefield with this enchantment": the objects linked to this object (CR 607.2a,
        # 607.2c) the qualifier describes, not an object named before
        return ctx.refer(what)
    if det.mode == "the" and players and len(node.qualifiers or ()) == 1 and isinstance(node.qualifiers[0], ast.WhoQualifier) and isinstance(node.qualifiers[0].clause, ast.WhoControlsMost):
        # "the player who controls the most creatures": the one player the description picks
        # (_player_filter), not one named before
        return what
    if det.mode == "that" or (det.mode == "the" and role != "event"):
        return ctx.that_player() if players else ctx.antecedent(node) if det.mode == "that" else ctx.it()
    if det.mode == "target":
        return ctx.refer(_target(ctx, what, det, described.count))
    if players:
        if det.mode in ("choice",) and role != "event":
            return ctx.refer(fx.Chosen(what=what))
        return what
    count = described.count
    if count is not None and det.mode in ("none", "choice", "possessive") and role not in ("event", "reference"):
        return ctx.refer(fx.Chosen(what=what, amount=count, up_to=det.up_to))  # "X cards", "two cards"
    if role == "event" and any(isinstance(q, ast.OfChoice) for q in node.qualifiers or ()):
        return ctx.refer(_source_of_choice(node, what, ctx))
    if det.mode == "each" or role in ("event", "reference") or (det.mode == "possessive" and desc.is_plural):
        return ctx.refer(what)
    if det.mode == "none" and node.is_plural:
        # "Merfolk you control have islandwalk", "Equipment you control have equip {1}": a noun
        # whose plural is itself, with no determiner, names every such object (ObjectNp.is_plural)
        return ctx.refer(what)
    if det.mode in ("choice", "none", "possessive", "the"):
        chosen = det.count if det.count not in (None, fx.Fixed(value=1)) else None
        return ctx.refer(fx.Chosen(what=what, amount=chosen, up_to=det.up_to))
    if det.mode == "no":
        raise CannotLower("\"no\" objects as the object of an instruction", node)
    raise CannotLower(f"noun phrase with determiner {det.mode!r}", node)


def _player_of_your_choice(node: ast.ObjectNp, described: Described, det: Det) -> bool:
    """Whether ``node`` is "a player of your choice" or "an opponent of your choice": one player,
    described by nothing else, that you choose."""
    qualifiers = node.qualifiers or ()
    if described.kind not in ("player", "opponent") or described.fields or len(qualifiers) != 1 or not isinstance(qualifiers[0], ast.OfChoice):
        return False
    chooser = qualifiers[0].chooser
    one = det.mode == "choice" and det.count in (None, fx.Fixed(value=1)) and not det.up_to and not det.other
    return one and isinstance(chooser, ast.Possessor) and lower_words(chooser) == ["your"]


#: what an earlier instruction did to objects -> the key its results are found under (fx.Found)
DONE_KEYS = {
    "exiled": "exiled", "sacrificed": "sacrificed", "discarded": "discarded", "revealed": "revealed",
    "milled": "milled", "destroyed": "destroyed", "returned": "returned", "put": "moved", "drawn": "drawn",
    "created": "created", "chosen": "chosen", "tapped": "tapped", "copied": "copy", "countered": "countered",
    "amassed": "amassed",
}


#: the verbs of "[player] [verb, past tense] this way" after a noun (grammar: DONE_PAST)
DONE_VERBS = ("exile", "sacrifice", "discard", "reveal", "mill", "destroy", "return", "draw", "create")

#: what a player did to objects -> whose those objects are, as they last existed (CR 608.2h):
#: a player discards and mills their own cards (CR 701.9a, 701.17a: from their hand, their
#: library), draws from their own library (CR 121.1), owns the tokens they create (CR 111.2),
#: sacrifices permanents they control (CR 701.21a) and reveals cards of their own hidden zones,
#: their hand and library (CR 701.20a, 400.2, 400.3). Who exiled, destroyed or returned an
#: object is not told by the object.
DONE_BY_PLAYER = {"discarded": "owner", "milled": "owner", "sacrificed": "controller", "drawn": "owner", "created": "owner", "revealed": "owner"}


#: participles before a noun ("the exiled card"); "tapped" there is a state, not an action
PRENOMINAL_PARTICIPLES = {"exiled", "sacrificed", "discarded", "revealed", "milled", "destroyed", "returned", "copied", "countered", "amassed", "chosen"}


def _permanent_referred(ref: Any) -> bool:
    """Whether a reference is to permanents: described on the battlefield ("target creature"),
    or tokens just created ("create a 1/1 Hero creature token. If four or more mana was spent to
    cast that spell, ...": a token is created on the battlefield, CR 111.1, and is no spell)."""
    return _zone_described(ref) == "battlefield" or ref == fx.Found(key="created")


def _zone_described(ref: Any) -> str | None:
    """The zone a reference describes its objects in ("target creature": the battlefield), None
    when it says none."""
    inner = ref.what if isinstance(ref, (fx.Target, fx.Chosen)) else ref
    return inner.zone if isinstance(inner, fx.Filter) else None


def _done_to(node: ast.ObjectNp, ctx: Lowering, *, zone: str | None) -> fx.Reference | None:
    """Objects an earlier instruction acted on: "the exiled card", "the creatures sacrificed this
    way", "cards revealed this way"; None when the noun phrase is not one of these."""
    assert node.descriptor is not None
    words = [w for w in node.descriptor.words if isinstance(w, str)]
    participle = words[0].lower() if words and words[0].lower() in PRENOMINAL_PARTICIPLES and len(words) > 1 else None
    this_way = [q for q in node.qualifiers or () if isinstance(q, ast.DoneThisWay)]
    done_by = [q for q in node.qualifiers or () if isinstance(q, ast.DoneByThisWay)]
    if done_by:
        return _done_by_this_way(node, done_by, participle, this_way, ctx)
    put_this_way = [q for q in node.qualifiers or () if isinstance(q, ast.MovedThere) and q.time.lower() == "this way"]
    if put_this_way and participle is None and not this_way:
        return _put_this_way(node, put_this_way, ctx)
    died_this_way = [q for q in node.qualifiers or () if isinstance(q, ast.ThatDid) and (q.time or "").lower() == "this way"]
    if died_this_way and participle is None and not this_way:
        return _died_this_way(node, died_this_way, ctx)
    tapped_for = [q for q in node.qualifiers or () if isinstance(q, ast.ThatDid) and q.verb.lower() in _TAPPED_FOR]
    if tapped_for and participle is None and not this_way:
        return _tapped_for(node, tapped_for, ctx)
    died = [q for q in node.qualifiers or () if isinstance(q, ast.ThatDid) and q.verb.lower() == "died" and q.what is None and q.time is None and q.under_your_control is None]
    if died and participle is None and not this_way and len(node.qualifiers or ()) == 1 and determiner(node.determiner, ctx).mode == "the":
        # "the creature that died" in "Whenever a creature you control dies, ...": the object
        # whose dying triggered the ability (CR 603.10a: as it last existed on the battlefield)
        if ctx.trigger_event != "dies":
            raise CannotLower("\"the [object] that died\" outside an ability that triggers on one object dying", node)
        return ctx.refer(fx.Found(key="triggering"))
    counters_put = [q for q in node.qualifiers or () if isinstance(q, ast.HadCountersPut) and q.time.lower() == "this way"]
    if counters_put and participle is None and not this_way:
        return _had_counters_put(node, counters_put, ctx)
    if participle is None and not this_way:
        return None
    if participle is not None and this_way:
        raise CannotLower("two participles", node)
    if this_way and this_way[0].participle.lower() == "cast" and participle is None and this_way[0].origin is None:
        return _cast_this_way(node, ctx)
    if this_way and this_way[0].participle.lower() in ("cast", "played"):
        # "a land played this way": what a permission the effect gave let a player play (CR
        # 305.1); the runtime does not record it
        raise CannotLower(f"objects {this_way[0].participle.lower()} this way (with a permission the effect gave) are not recorded yet", node)
    if this_way and this_way[0].participle.lower() not in DONE_KEYS:
        raise CannotLower(f"objects {this_way[0].participle.lower()} this way are not recorded yet", node)
    key = DONE_KEYS[participle or this_way[0].participle.lower()]
    if this_way and participle is None and key in DONE_TO_EVENTS and ctx.trigger_event == DONE_TO_EVENTS[key] and fx.Found(key=key) not in ctx.referents:
        # "Whenever one or more nonland cards are milled, ... the number of nonland cards milled
        # this way": with no instruction before it doing so, the action is the trigger event's
        # (CR 603.2, 608.2c)
        key = "triggering"
    origin_owner: fx.Reference | None = None
    if this_way and this_way[0].origin is not None:
        # "each card exiled from their hand this way": the objects the instructions before put
        # into that zone from the other, as the runtime records each zone change (CR 400.7)
        key, origin_owner = _moved_from_key(this_way[0], ctx)
    det = determiner(node.determiner, ctx)
    rest = node
    if participle is not None:
        rest = attrs.evolve(node, descriptor=attrs.evolve(node.descriptor, words=tuple(node.descriptor.words[1:])))
    rest = attrs.evolve(rest, qualifiers=tuple(q for q in node.qualifiers or () if not isinstance(q, ast.DoneThisWay)) or None)
    rest, former_controller = formerly_controlled(rest, ctx)
    if former_controller is not None:
        key = as_they_last_existed(key, node)
    # "the chosen card from among them"
    fields = _earlier_objects_fields(rest, node, ctx, among="\"from among\" objects an earlier instruction acted on", zones="objects an earlier instruction acted on, in several zones")
    if former_controller is not None:
        # "creatures they controlled that were destroyed this way": their controller as they
        # last existed on the battlefield (CR 608.2h), the filter reading each as it was then
        set_field(fields, "controller", former_controller, node)
    if origin_owner is not None:
        set_field(fields, "owner", origin_owner, node)  # a card is in its owner's hand, library or graveyard (CR 400.3)
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


#: the actions on objects that are also player events a trigger names, by participle (which is
#: also their result key): "milled this way" in an ability that triggers on milling, "one or more
#: nonland cards are milled" (compiler.game)
DONE_TO_EVENTS = {"milled": "mill", "discarded": "discard", "sacrificed": "sacrifice"}


#: the objects "destroyed" and "sacrificed" this way are found as they last existed on the
#: battlefield (the runtime keeps them by the ids they had there); those "exiled" or "returned"
#: this way, by the same objects before they moved (MOVED_TO_KEY), not the new objects they
#: became (CR 400.7)
_LAST_EXISTED_KEYS = {"destroyed": "destroyed", "sacrificed": "sacrificed", "exiled": "moved to exile", "returned": "moved to hand"}


def as_they_last_existed(key: str, node: ast.ObjectNp) -> str:
    """The result key of objects an earlier instruction acted on, found as they last existed
    before it moved them (last known information, CR 608.2h): "creatures you controlled that
    were exiled this way" names their controller then, which the new objects they became do
    not keep (CR 400.7)."""
    if key not in _LAST_EXISTED_KEYS:
        raise CannotLower(f"control before an object left, of objects {key} this way (last known information, CR 608.2h)", node)
    return _LAST_EXISTED_KEYS[key]


def _cast_this_way(node: ast.ObjectNp, ctx: Lowering) -> fx.Reference:
    """"a spell cast this way", "each instant or sorcery spell cast this way": the spells cast
    with the permission the ability gave (CR 400.7h, 601.2), the game's record of each spell;
    of them, those the rest of the noun phrase describes. Spells only: a permanent is no longer
    the spell it was cast as (CR 400.7)."""
    assert node.descriptor is not None
    rest = attrs.evolve(node, qualifiers=tuple(q for q in node.qualifiers or () if not isinstance(q, ast.DoneThisWay)) or None)
    if "spell" not in [w.lower() for w in node.descriptor.words if isinstance(w, str)]:
        raise CannotLower("objects cast this way that are not named as spells", node)
    if determiner(node.determiner, ctx).mode not in ("the", "that", "each", "none", "choice"):
        raise CannotLower("spells cast this way, with a determiner that picks some of them", node)
    fields = _earlier_objects_fields(rest, node, ctx, among="\"from among\" spells cast this way", zones="spells cast this way, in several zones")
    fields.pop("kind", None)
    return ctx.refer(fx.CastThisWay(what=fx.Filter(**fields, zone="stack") if fields else None))


def _earlier_objects_fields(rest: ast.ObjectNp, node: ast.ObjectNp, ctx: Lowering, *, among: str, zones: str) -> dict[str, Any]:
    """The filter fields of what the rest of a noun phrase says of objects earlier instructions
    acted on ("each creature card", after "exiled this way" is taken out), without a zone:
    where those objects are now is where the instructions put them. ``among`` and ``zones``:
    why a description "from among" objects, or of several zones, is not lowered."""
    assert rest.descriptor is not None
    described = describe_words(rest.descriptor)
    fields = dict(described.fields)
    _apply_qualifiers(fields, rest.qualifiers, ctx)
    if "_among" in fields:
        raise CannotLower(among, node)
    if fields.pop("_zones", None) is not None:
        raise CannotLower(zones, node)
    if described.kind in ("spell_or_ability", "ability", "object", "card", "token_or_card"):
        fields["kind"] = described.kind
    fields.pop("zone", None)
    return fields


def _done_by_this_way(node: ast.ObjectNp, done_by: list[ast.DoneByThisWay], participle: str | None, this_way: list[Any], ctx: Lowering) -> fx.Reference:
    """"the cards they discarded this way", "each creature you sacrificed this way": the objects
    the instructions before had that player act on, those of them that are the player's
    (DONE_BY_PLAYER), matching the rest of the noun phrase."""
    (done,) = done_by
    if participle is not None or this_way:
        raise CannotLower("two participles", node)
    verb = base_form(done.verb, DONE_VERBS)
    assert verb is not None, done.verb  # the grammar's DONE_PAST
    done_participle = past_participle(verb)
    field = DONE_BY_PLAYER.get(done_participle)
    if field is None:
        raise CannotLower(f"objects a player {done.verb.lower()} this way (who did it is not recorded)", done)
    if done.origin is not None:
        raise CannotLower(f"objects a player {done.verb.lower()} from a zone this way", done)
    rest = attrs.evolve(node, qualifiers=tuple(q for q in node.qualifiers or () if q is not done) or None)
    where = "objects a player acted on this way, described by where they are"
    fields = _earlier_objects_fields(rest, node, ctx, among=where, zones=where)
    player = ctx.players(done.player)
    if isinstance(player, (fx.ControllerOf, fx.OwnerOf)) and not fx.names_players(player.what):
        # "they" read back as the controller of objects named before, not as a player the
        # sentence names ("each player ... they discarded"): which player is meant is not sure
        raise CannotLower(f"{render_node(done.player)!r} as the controller of objects, in objects a player acted on this way", done)
    set_field(fields, field, player, node)
    what: fx.Reference = fx.Amongst(among=fx.Found(key=DONE_KEYS[done_participle]), filter=fx.Filter(**fields))
    det = determiner(node.determiner, ctx)
    if det.mode in ("the", "that", "each", "none"):
        return ctx.refer(what)
    if det.mode == "choice":
        amount = det.count if det.count not in (None, fx.Fixed(value=1)) else None
        return ctx.refer(fx.Chosen(what=what, amount=amount, up_to=det.up_to))
    raise CannotLower(f"objects a player acted on this way, with determiner {det.mode!r}", node)


#: where the objects a participle names go: "exiled" (CR 406.3), "milled", "discarded" (CR 701.17a, 701.9a)
_PARTICIPLE_DESTINATIONS = {"exiled": "exile", "milled": "graveyard", "discarded": "graveyard"}


def _moved_from_key(done: ast.DoneThisWay, ctx: Lowering) -> tuple[str, fx.Reference | None]:
    """The result key of "exiled from their hand this way", and the owner of the zone it came
    from (None: any player's)."""
    destination = _PARTICIPLE_DESTINATIONS.get(done.participle.lower())
    origin = done.origin
    if destination is None or origin is None or origin.anywhere or origin.zone is None:
        raise CannotLower(f"objects {render_node(done).lower()}", done)
    zones = zones_of(origin.zone, ctx)
    if len(zones) != 1:
        raise CannotLower("objects acted on from one of several zones this way", done)
    player = zones[0].player
    return f"{PUT_INTO_KEY.format(destination)} from {zones[0].kind}", None if player is None or isinstance(player, fx.EachPlayer) else player


#: the result key under which the runtime keeps the objects the instructions of a resolving
#: spell or ability put into a zone (Game.move_many), by the zone's kind
PUT_INTO_KEY = "put into {}"
#: the same objects, by the ids they had before they moved ("if that artifact is put into a
#: graveyard this way": the object named before is one of them)
MOVED_TO_KEY = "moved to {}"
#: the objects the instructions put into a graveyard from the battlefield: those that died (CR 700.4)
DIED_KEY = MOVED_TO_KEY.format("graveyard") + " from battlefield"


def _put_this_way(node: ast.ObjectNp, qualifiers: list[ast.MovedThere], ctx: Lowering) -> fx.Reference:
    """"each permanent put into a graveyard this way", "a creature card put into your graveyard
    this way", "Forests put onto the battlefield this way": the objects the instructions before
    put into that zone, as the new objects they became there (CR 400.7), whatever moved them
    (destroyed, milled, sacrificed, discarded, returned)."""
    (moved,) = qualifiers
    words = lower_words(moved.to)
    returned = moved.verb.lower() == "returned" and words[:1] == ["to"]
    if moved.that_was is not None or moved.origin is not None or (moved.verb.lower() != "put" and not returned):
        raise CannotLower(f"objects {render_node(moved).lower()} (a zone change's history) are not a filter field yet", moved)
    if returned and isinstance(moved.to.words[-1], ast.ObjectNp) and _owners_zone(moved.to.words[-1]):
        # "each permanent returned to its owner's hand this way": each object's own owner, as
        # every card goes (CR 400.3): the zone says no one player
        kind, player = _owners_zone(moved.to.words[-1]), None
    elif words[:1] == ["onto"]:
        kind, player = "battlefield", None
    elif words[:1] in (["into"], ["to"]) and isinstance(moved.to.words[-1], Node):
        zones = zones_of(moved.to.words[-1], ctx)
        if len(zones) != 1:
            raise CannotLower("objects put into one of several zones this way", moved)
        kind, player = zones[0].kind, zones[0].player
    else:
        raise CannotLower(f"objects put {' '.join(words)} this way", moved)
    rest = attrs.evolve(node, qualifiers=tuple(q for q in node.qualifiers or () if q is not moved) or None)
    where = "objects put somewhere this way, described by where they are"
    fields = _earlier_objects_fields(rest, node, ctx, among=where, zones=where)
    if player is not None and not isinstance(player, fx.EachPlayer):
        # "put into your graveyard": a card goes only to its owner's graveyard, hand or library (CR 400.3)
        set_field(fields, "owner", player, node)
    found = fx.Found(key=PUT_INTO_KEY.format(kind))
    what: fx.Reference = fx.Amongst(among=found, filter=fx.Filter(**fields)) if fields.keys() - {"kind"} else found
    det = determiner(node.determiner, ctx)
    if det.mode in ("the", "that", "each", "none"):
        return ctx.refer(what)
    if det.mode == "choice":
        amount = det.count if det.count not in (None, fx.Fixed(value=1)) else None
        return ctx.refer(fx.Chosen(what=what, amount=amount, up_to=det.up_to))
    raise CannotLower(f"objects put somewhere this way, with determiner {det.mode!r}", node)


def _owners_zone(np: ast.ObjectNp) -> str | None:
    """The kind of zone of "its owner's hand", "their owners' hands" (each object's owner's),
    None for any other noun phrase."""
    if np.determiner is None or np.descriptor is None or np.qualifiers:
        return None
    if render_node(np.determiner).lower() not in ("its owner's", "their owner's", "their owners'"):
        return None
    words = [w.lower() for w in np.descriptor.words if isinstance(w, str)]
    return ZONE_WORDS.get(words[0]) if len(words) == 1 else None


def _died_this_way(node: ast.ObjectNp, qualifiers: list[ast.ThatDid], ctx: Lowering) -> fx.Reference:
    """"each creature that died this way", "the number of creatures that died this way": the
    objects the instructions before put into a graveyard from the battlefield (CR 700.4,
    608.2c), described as they last existed on the battlefield (CR 608.2h)."""
    (done,) = qualifiers
    if done.verb.lower() != "died" or done.what is not None or done.under_your_control is not None:
        raise CannotLower(f"objects {render_node(done).lower()}", done)
    rest = attrs.evolve(node, qualifiers=tuple(q for q in node.qualifiers or () if q is not done) or None)
    where = "objects that died this way, described by where they are"
    fields = _earlier_objects_fields(rest, node, ctx, among=where, zones=where)
    found = fx.Found(key=DIED_KEY)
    what: fx.Reference = fx.Amongst(among=found, filter=fx.Filter(**fields)) if fields.keys() - {"kind"} else found
    det = determiner(node.determiner, ctx)
    if det.mode in ("the", "that", "each", "none"):
        return ctx.refer(what)
    raise CannotLower(f"objects that died this way, with determiner {det.mode!r}", node)


def _had_counters_put(node: ast.ObjectNp, qualifiers: list[ast.HadCountersPut], ctx: Lowering) -> fx.Reference:
    """"each creature that had a +1/+1 counter put on it this way", "permanents you control that
    had a counter put on them this way": the objects the instructions before put counters (of
    that kind) on (CR 122.6), of them those the rest of the noun phrase describes."""
    (done,) = qualifiers
    counters = done.counters
    if not isinstance(counters, ast.CounterCount) or (counters.amount or "a").lower() not in ("a", "an"):
        # "that had two counters put on it": how many is not recorded
        raise CannotLower(f"objects {render_node(done).lower()}", done)
    kind = counters.kind.name if isinstance(counters.kind, ast.CounterKind) else ""
    if counters.kind is not None and not kind:
        raise CannotLower(f"objects {render_node(done).lower()}", done)
    key = f"{fx.Found.COUNTERS_PUT}:{kind}" if kind else fx.Found.COUNTERS_PUT
    rest = attrs.evolve(node, qualifiers=tuple(q for q in node.qualifiers or () if q is not done) or None)
    where = "objects that had counters put on them this way, described by where they are"
    fields = _earlier_objects_fields(rest, node, ctx, among=where, zones=where)
    found = fx.Found(key=key)
    what: fx.Reference = fx.Amongst(among=found, filter=fx.Filter(**fields)) if fields.keys() - {"kind"} else found
    det = determiner(node.determiner, ctx)
    if det.mode in ("the", "each", "none"):
        return ctx.refer(what)
    if det.mode == "choice":
        amount = det.count if det.count not in (None, fx.Fixed(value=1)) else None
        return ctx.refer(fx.Chosen(what=what, amount=amount, up_to=det.up_to))
    raise CannotLower(f"objects that had counters put on them this way, with determiner {det.mode!r}", node)


#: what a creature did by being tapped for a cost -> the action (fx.TappedFor) and the period
#: the text says it in: a crew or saddle ability may be activated many times a turn (CR
#: 702.122b, 702.171c), a spell is convoked once, as it is cast (CR 702.51c)
_TAPPED_FOR = {"crewed": ("crew", "this turn"), "saddled": ("saddle", "this turn"), "convoked": ("convoke", None)}


def _tapped_for(node: ast.ObjectNp, qualifiers: list[ast.ThatDid], ctx: Lowering) -> fx.Reference:
    """"each creature that crewed it this turn", "target creature that saddled it this turn",
    "each creature that convoked this spell": the creatures tapped to pay for this object's
    crew or saddle ability, or to convoke the spell it is or was (fx.TappedFor), of them those
    the rest of the noun phrase describes."""
    (done,) = qualifiers
    action, period = _TAPPED_FOR[done.verb.lower()]
    if done.what is None or done.under_your_control is not None or ((done.time or "").lower() or None) != period:
        raise CannotLower(f"objects {render_node(done).lower()}", done)
    if not isinstance(noun_phrase(done.what, ctx, role="reference"), fx.This):
        raise CannotLower(f"creatures that {done.verb.lower()} an object other than this one", done)
    rest = attrs.evolve(node, qualifiers=tuple(q for q in node.qualifiers or () if q is not done) or None)
    where = f"creatures that {done.verb.lower()} this object, described by where they are"
    fields = _earlier_objects_fields(rest, node, ctx, among=where, zones=where)
    what: fx.Reference = fx.Amongst(among=fx.TappedFor(action=action), filter=fx.Filter(**fields))
    det = determiner(node.determiner, ctx)
    if det.mode in ("the", "each", "none"):
        return ctx.refer(what)
    if det.mode == "choice":
        amount = det.count if det.count not in (None, fx.Fixed(value=1)) else None
        return ctx.refer(fx.Chosen(what=what, amount=amount, up_to=det.up_to))
    if det.mode == "target":
        return ctx.refer(_target(ctx, what, det))
    raise CannotLower(f"creatures that {done.verb.lower()} this object, with determiner {det.mode!r}", node)


def _target(ctx: Lowering, what: fx.Reference, det: Det, written: fx.Value | None = None) -> fx.Target:
    count = det.count or written or fx.Fixed(value=1)
    key = ctx.next_target_key()
    if isinstance(count, fx.Fixed):
        return fx.Target(key=key, what=what, min=0 if det.up_to else count.value, max=count.value)
    return fx.Target(key=key, what=what, min=0 if det.up_to else 1, max=1, count=count)


def counted_equal_to(node: ast.ObjectNp, ctx: Lowering) -> fx.Value:
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
            return counted_equal_to(node, ctx)
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
    if isinstance(node, ast.NpMinus) and isinstance(less := number_value(str(node.right)), int):
        # "draws that many cards minus one": the count of the noun phrase, less that many; a
        # result below zero is zero (CR 107.1b)
        return fx.Larger(values=(fx.Difference(left=np_count(node.left, ctx), right=fx.Fixed(value=less)), fx.Fixed(value=0)))
    if isinstance(node, ast.NpPlusAdditional) and isinstance(node.right, ast.EllipticCount) and node.right.value is not None:
        # "mill that many cards plus four": the count of the noun phrase, and that many more
        return fx.Sum(parts=(np_count(node.left, ctx), fx.Fixed(value=node.right.value)))
    if isinstance(node, ast.HalfNp) and not names_zones(node.np) and _counted_np(node.np, ctx):
        # "draw half X cards": half the number written
        return fx.Scaled(value=np_count(node.np, ctx), denominator=2, round_up=rounds_up(node, ctx))
    if isinstance(node, (ast.HalfNp, ast.FractionNp)):  # "mills half their library", "discards a third of the cards in their hand"
        half = ctx.objects(node)
        if isinstance(half, fx.Chosen) and half.amount is not None:
            return half.amount
    raise CannotLower(f"cannot tell how many from {type(node).__name__}", node)


def _they(ctx: Lowering) -> fx.Reference:
    """"they" in a clause: its subject when that names players. Under "each player" or "each
    opponent" it is the one player the instruction is being carried out for ("Each player
    sacrifices a creature they control": their own, CR 101.4), not all of them."""
    if each_of_players(ctx.subject):
        ctx.each_player_they += 1
        return fx.PlayerRole(role="that")
    if isinstance(ctx.subject, fx.You) and ctx.player_referents and not isinstance(ctx.player_referents[-1], fx.You):
        # "Otherwise, you may put a face-up exiled card they own into their graveyard.": "they"
        # is never the subject "you" (that is "you own"), but the player named before
        return ctx.player_referents[-1]  # type: ignore[no-any-return]
    return ctx.subject if ctx.subject is not None and fx.names_players(ctx.subject) else ctx.that_player()


CONTROLLERS: dict[str, Callable[[Lowering], fx.Reference]] = {
    "you": lambda ctx: fx.You(),
    "an opponent": lambda ctx: fx.EachOpponent(),
    "your opponents": lambda ctx: fx.EachOpponent(),
    "each opponent": lambda ctx: fx.EachOpponent(),
    "that opponent": lambda ctx: ctx.that_player(),
    "they": lambda ctx: _they(ctx),
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
    "enchanted player": lambda ctx: fx.AttachedTo(relation="enchanted"),  # CR 303.4a
    "the monarch": lambda ctx: fx.PlayerRole(role="monarch"),  # CR 724.1
    # after "target player or planeswalker": the player, or the planeswalker's controller
    "that player or that planeswalker 's controller": lambda ctx: ctx.that_player(),
}


@lowers(ast.TheMonarch)
def _the_monarch(node: ast.TheMonarch, ctx: Lowering) -> fx.Reference:
    """"the monarch" (CR 724.1): the one player who is the monarch, if any."""
    return fx.PlayerRole(role="monarch")


def controller_phrase(node: Any, ctx: Lowering) -> fx.Reference:
    text = " ".join(lower_words(node))
    if text == "the other":
        # "You and target opponent each gain control of all creatures the other controls": a
        # different player for each of the players doing it (CR 101.4)
        raise CannotLower("\"the other\" of two players each doing something, a different player for each (CR 101.4), is not in the effect model", node)
    fn = CONTROLLERS.get(text)
    if fn is None and text.endswith(("to your left", "to your right", "to their left", "to their right", "to his or her left", "to his or her right")):
        raise CannotLower(SEATING_UNSUPPORTED, node)
    if fn is None:
        raise CannotLower(f"player phrase {text!r}", node)
    return fn(ctx)


def keyword_name(node: Any) -> str:
    name = getattr(node, "name", None)
    if not isinstance(name, str):
        raise CannotLower(f"keyword {type(node).__name__}", node)
    return name.lower()


def is_hand(np: Any) -> bool:
    return isinstance(np, ast.ObjectNp) and np.descriptor is not None and np.descriptor.head.lower() in ("hand", "hands")


LOWERINGS[ast.CopyExceptions] = part_of("ThatsACopy, EnterAsCopy or BecomeCopy")
for _cls in (ast.ExceptEntersWith, ast.ExceptHas, ast.ExceptHasThisAbility, ast.ExceptLacksThisAbility, ast.ExceptNotLegendary, ast.ExceptLosesAllOther, ast.ExceptIs, ast.ExceptIsWith, ast.ExceptNamed):
    LOWERINGS[_cls] = part_of("CopyExceptions")


@lowers(ast.AmountEqual)
def _amount_equal(node: ast.AmountEqual, ctx: Lowering) -> fx.Value:
    return ctx.value(node.quantity)


LOWERINGS[ast.CounterCount] = part_of("counter instructions, costs and qualities")
LOWERINGS[ast.CounterKind] = part_of("CounterCount")
LOWERINGS[ast.OneOrMore] = part_of("CounterCount")


def activated_abilities(node: Any, ctx: Lowering) -> fx.ActivatedAbilities | None:
    """Activated abilities as a noun phrase names them (CR 602): "activated abilities of
    creatures you control", "enchanted artifact's activated abilities", "abilities you activate
    that aren't mana abilities", "equip abilities you activate that target this creature",
    "loyalty abilities of planeswalkers your opponents control"; None for any other noun phrase."""
    if isinstance(node, ast.KindAbilities):
        keyword: str | None = node.kind.lower()  # as compiled keywords are named ("equip")
    elif isinstance(node, ast.ObjectNp) and type(node) is ast.ObjectNp and node.descriptor is not None:
        words = [w.lower() for w in node.descriptor.words if isinstance(w, str)]
        activated_by = any(isinstance(q, ast.ActivatedBy) for q in node.qualifiers or ())
        if words != ["activated", "abilities"] and not (words == ["abilities"] and activated_by):
            return None
        keyword = None
    else:
        return None
    fields: dict[str, Any] = {"keyword": keyword}
    det = determiner(node.determiner, ctx)
    if det.mode == "possessive":
        fields["of"] = ctx.it() if det.owner in ("its", "their", "his", "her") else noun_phrase(det.owner, ctx, role="reference")
    elif isinstance(node, ast.KindAbility) and det.mode == "choice" and det.count == fx.Fixed(value=1) and not det.up_to:
        pass  # "Whenever you activate an exhaust ability": any one of them
    elif det.mode != "none":
        raise CannotLower(f"activated abilities with the determiner {node.determiner.text!r}", node)
    for q in node.qualifiers or ():
        if isinstance(q, ast.OfNp) and "of" not in fields:
            of = ctx.objects(q.of, role="event")
            if isinstance(of, fx.Filter) and of.targets is not None and of.zone in (None, "battlefield"):
                # "activated abilities of Equipment you control that target this creature": a
                # permanent targets nothing, so the relative clause is the abilities' (CR 115.1)
                fields["targets"] = of.targets
                of = attrs.evolve(of, targets=None, targets_only=False, single_target=False)
            fields["of"] = of
        elif isinstance(q, ast.ActivatedBy) and q.time is None and isinstance(q.subject, ast.Controller):
            fields["player"] = controller_phrase(q.subject, ctx)
        elif isinstance(q, ast.ThatClause) and _relative_words(q)[:1] in (["target"], ["targets"]) and len(q.clause.words) == 2:
            fields["targets"] = ctx.objects(q.clause.words[1], role="event")
        elif isinstance(q, ast.ThatClause) and _isnt_a_mana_ability(q):
            fields["mana_abilities"] = False
        elif _tap_in_cost(q) is not None and "tap_cost" not in fields:
            fields["tap_cost"] = _tap_in_cost(q)
        else:
            raise CannotLower(f"activated abilities {render_node(q)!r}", q)
    return fx.ActivatedAbilities(**fields)


def _tap_in_cost(q: Any) -> bool | None:
    """"with {T} in their costs" (True), "without {T} in its activation cost" (False): whether
    the abilities' costs have the tap symbol (CR 107.5, 602.1a); None for any other qualifier."""
    if isinstance(q, ast.WithQuality) and type(q) is ast.WithQuality and isinstance(q.quality, ast.TapInCost):
        return True
    if isinstance(q, ast.WithoutTapInCost):
        return False
    return None


def _isnt_a_mana_ability(q: Any) -> bool:
    """"that aren't mana abilities", "that isn't a mana ability" (CR 605.1a)."""
    return _relative_words(q) in (["aren't", "mana abilities"], ["isn't", "mana abilities"], ["isn't", "a mana ability"])


def activated_ability_event(node: Any, ctx: Lowering) -> fx.ActivatedAbilities | None:
    """The ability a player activates, as an activation trigger describes it (CR 602.2):
    "activates an ability that isn't a mana ability" (CR 605.1a), "activates an ability of an
    artifact" (the object it is an ability of, CR 113.7); None for an ability of no quality
    ("activates an ability") and any other noun phrase. "an ability of an artifact or creature
    that isn't a mana ability": the relative clause, said of the last object, is the
    ability's, as an object is never a mana ability."""
    if type(node) is not ast.ObjectNp or node.descriptor is None or not node.qualifiers:
        return None
    if [w.lower() for w in node.descriptor.words if isinstance(w, str)] != ["ability"]:
        return None
    det = determiner(node.determiner, ctx)
    fields: dict[str, Any] = {}
    if det.mode == "possessive" and det.owner not in ("its", "their", "his", "her", "your"):
        fields["of"] = noun_phrase(det.owner, ctx, role="event")  # "an artifact's ability"
    elif det.mode != "choice" or det.count != fx.Fixed(value=1) or det.up_to:
        return None
    for q in node.qualifiers:
        if isinstance(q, ast.ThatClause) and _isnt_a_mana_ability(q):
            fields["mana_abilities"] = False
        elif _tap_in_cost(q) is not None and "tap_cost" not in fields:
            fields["tap_cost"] = _tap_in_cost(q)
        elif isinstance(q, ast.ThatClause) and _relative_words(q)[:1] == ["targets"] and len(q.clause.words) == 2 and "targets" not in fields:
            # "activate an ability that targets a creature or player": one of its targets is
            # such an object or player (CR 115.1, 602.2b)
            fields["targets"] = ctx.objects(q.clause.words[1], role="event")
        elif isinstance(q, ast.ThatClause) and _relative_words(q)[:2] == ["targets", "only"] and len(q.clause.words) == 3 and "targets" not in fields:
            # "activate an ability that targets only ~": each of its targets is that (CR 115.1)
            fields["targets"] = ctx.objects(q.clause.words[2], role="event")
            fields["targets_only"] = True
        elif isinstance(q, ast.OfNp) and "of" not in fields:
            of_np = q.of
            inner = list(of_np.qualifiers or ()) if type(of_np) is ast.ObjectNp else []
            # the qualities no object has, said of the ability: "an ability of enchanted creature
            # with {T} in its activation cost that isn't a mana ability"
            while inner and ((isinstance(inner[-1], ast.ThatClause) and _isnt_a_mana_ability(inner[-1])) or _tap_in_cost(inner[-1]) is not None):
                last = inner.pop()
                if isinstance(last, ast.ThatClause):
                    fields["mana_abilities"] = False
                elif "tap_cost" in fields:
                    raise CannotLower("two qualities of the cost of an ability", last)
                else:
                    fields["tap_cost"] = _tap_in_cost(last)
            if type(of_np) is ast.ObjectNp and len(inner) != len(of_np.qualifiers or ()):
                of_np = attrs.evolve(of_np, qualifiers=tuple(inner) or None)
            fields["of"] = ctx.objects(of_np, role="event")
        else:
            raise CannotLower(f"an activated ability {render_node(q)!r}", q)
    return fx.ActivatedAbilities(**fields)


def _relative_words(q: Any) -> list[str]:
    return [w.lower() if isinstance(w, str) else render_node(w).lower() for w in q.clause.words]


@lowers(ast.KindAbilities, ast.KindAbility)
def _kind_abilities(node: ast.KindAbilities, ctx: Lowering) -> fx.Reference:
    """"equip abilities you activate" (CR 602, 702): abilities of the kind the keyword makes."""
    return activated_abilities(node, ctx) or fx.ActivatedAbilities()


def subject_objects(ctx: Lowering) -> fx.Reference:
    """The objects a subject-verb predicate is about ("Target creature gets +2/+2")."""
    return ctx.subject if ctx.subject is not None else fx.This()  # type: ignore[no-any-return]


# -- values -----------------------------------------------------------------------------------------
@lowers(ast.Number)
def _number(node: ast.Number, ctx: Lowering) -> fx.Value:
    value = node.value
    if value is None:
        return fx.Variable(name=node.text)
    return fx.Fixed(value=value)


def history_count(node: Any, ctx: Lowering) -> fx.Value | None:
    """What you did this turn, counted from the turn's record: "cards you've drawn this turn"
    (CR 121.1), "cards you've discarded this turn" (CR 701.9a), "instant and sorcery spells
    you've cast this turn", "other spells you've cast this turn" (CR 601.2i; "other": not this
    one); None for any other noun phrase."""
    if not isinstance(node, ast.ObjectNp) or node.descriptor is None or not node.qualifiers:
        return None
    other = node.determiner is not None and [w.lower() for w in node.determiner.words if isinstance(w, str)] == ["other"]
    if node.determiner is not None and not other:
        return None
    done = node.qualifiers[-1]
    if isinstance(done, ast.AttackedWithByYou):
        return _attacked_with_count(node, done, other, ctx)
    if isinstance(done, (ast.MovedThere, ast.ThatDid)) or _died_this_turn(done):
        if other:
            return None
        return zone_change_count(node, ctx)
    caster = _spells_cast_this_turn_by(done, ctx)
    if caster is not None:
        words = [w.lower() for w in node.descriptor.words if isinstance(w, str)]
        if not words or words[-1] not in ("spell", "spells"):
            return None
        spells = attrs.evolve(node, qualifiers=node.qualifiers[:-1] or None)
        return fx.SpellsCast(turn="this", by=caster[0], what=ctx.filter(spells))
    if isinstance(done, (ast.DoneByPlayer, ast.DoneByThem)):
        return _history_count_of(node, done, other, ctx)
    if isinstance(done, ast.DoneByYouPast) and done.verb.lower() == "created" and done.time.lower() == "this turn" and not other and len(node.qualifiers) == 1:
        # "the number of tokens you created this turn" (CR 111.1): the turn's record of the
        # tokens created, each as it was created, also those gone since
        return fx.TokensCreatedThisTurn(player=fx.You(), what=ctx.filter(attrs.evolve(node, qualifiers=None)))
    if not isinstance(done, ast.DoneByYou) or done.origin is not None or done.time.lower() != "this turn":
        return None
    words = [w.lower() for w in node.descriptor.words if isinstance(w, str)]
    verb = done.verb.lower()
    if verb == "sacrificed" and not other and len(node.qualifiers) == 1:
        # "the number of permanents you've sacrificed this turn" (CR 701.21a): each as it last
        # existed on the battlefield, as the turn's record keeps it
        return fx.SacrificedThisTurn(player=fx.You(), what=ctx.filter(attrs.evolve(node, qualifiers=None)))
    if verb == "drawn" and words in (["card"], ["cards"]) and len(node.qualifiers) == 1 and not other:
        return fx.CardsDrawnThisTurn(player=fx.You())
    if verb == "discarded" and words in (["card"], ["cards"]) and len(node.qualifiers) == 1 and not other:
        return fx.CardsDiscardedThisTurn(player=fx.You())  # CR 701.9a
    if verb == "cast" and words and words[-1] in ("spell", "spells"):
        spells = attrs.evolve(node, qualifiers=node.qualifiers[:-1] or None)
        return fx.SpellsCast(turn="this", by=fx.You(), what=ctx.filter(spells))
    return None


def _attacked_with_count(node: ast.ObjectNp, done: ast.AttackedWithByYou, other: bool, ctx: Lowering) -> fx.Value | None:
    """"for each creature you attacked with this turn": the different creatures matching the rest
    of the noun phrase that you declared as attackers (CR 508.1a) in the period, each as it was
    declared, also those that left the battlefield since (AttackersDeclared)."""
    period = {"this turn": "turn", "this combat": "combat"}.get(done.time.lower())
    if other or period is None or len(node.qualifiers or ()) != 1:
        return None
    attackers = attrs.evolve(node, qualifiers=None)
    return fx.AttackersDeclared(player=fx.You(), what=ctx.filter(attackers), period=period)


def _q_attacked_with_by_you(q: ast.AttackedWithByYou, fields: dict[str, Any], ctx: Lowering) -> None:
    """"creatures you attacked with this turn" as a description: the attackers declared are a
    count of the turn's record (AttackersDeclared), not a filter field (CR 508.1a)."""
    raise CannotLower("the creatures a player attacked with (CR 508.1a) as a description, not a count, are not a filter field yet", q)


QUALIFIERS[ast.AttackedWithByYou] = _q_attacked_with_by_you
LOWERINGS[ast.AttackedWithByYou] = part_of("ObjectNp (counted: history_count)")

#: the game as a turn began (CR 500): the runtime keeps no record of it
_AS_TURN_BEGAN = "the game as the turn began (CR 500): the runtime keeps no record of how it was then"
LOWERINGS[ast.StatAsTurnBegan] = unsupported(_AS_TURN_BEGAN)
LOWERINGS[ast.CountAsTurnBegan] = unsupported(_AS_TURN_BEGAN)


def _history_count_of(node: ast.ObjectNp, done: ast.DoneByPlayer | ast.DoneByThem, other: bool, ctx: Lowering, player: fx.Reference | None = None) -> fx.Value:
    """"cards that player has drawn this turn", "cards your opponents have drawn this turn",
    "cards they've drawn this turn": the turn's record of the cards those players drew (CR 121.1)
    or discarded (CR 701.9a), all of them together; ``player``: the player counted for, given
    by the caller (each of several players in turn) instead of the words."""
    assert node.descriptor is not None and node.qualifiers
    words = [w.lower() for w in node.descriptor.words if isinstance(w, str)]
    verb = done.verb.lower()
    if done.origin is not None or done.time.lower() != "this turn" or other or len(node.qualifiers) != 1 or words not in (["card"], ["cards"]) or verb not in ("drawn", "discarded"):
        raise CannotLower(f"objects {render_node(done)} are not counted yet", done)
    if player is not None:
        pass
    elif isinstance(done, ast.DoneByThem):
        player = _they(ctx)
    else:
        text = " ".join(lower_words(done.player))
        if text in _ONE_OF_SEVERAL_CASTERS:
            # "the greatest number of cards an opponent has drawn this turn": one of them, which
            # the count alone does not say
            raise CannotLower(f"cards {text} has {verb} this turn: which player's is not said", done)
        player = controller_phrase(done.player, ctx)
    if not fx.names_players(player) or isinstance(player, fx.Unsupported):
        raise CannotLower(f"{render_node(done)!r} of something other than players", done)
    return fx.CardsDrawnThisTurn(player=player) if verb == "drawn" else fx.CardsDiscardedThisTurn(player=player)


def formerly_controlled(np: Any, ctx: Lowering) -> tuple[Any, fx.Reference | None]:
    """"a permanent you controlled" where a zone change is read with the object's last known
    information (CR 608.2h): the noun phrase without "you controlled", and its controller then
    (None when it says none)."""
    if not isinstance(np, ast.ObjectNp) or not np.qualifiers:
        return np, None
    former = [q for q in np.qualifiers if isinstance(q, ast.FormerlyControlledBy)]
    if not former:
        return np, None
    if len(former) > 1 or former[0].verb.lower() != "controlled":
        raise CannotLower(f"control before an object left, {render_node(former[0])!r}", former[0])
    rest = tuple(q for q in np.qualifiers if not isinstance(q, ast.FormerlyControlledBy))
    return attrs.evolve(np, qualifiers=rest or None), controller_phrase(former[0].controller, ctx)


def _died_this_turn(q: Any) -> bool:
    """"that died this turn" parsed as a relative clause (after "you controlled")."""
    if not isinstance(q, ast.ThatClause) or not isinstance(q.clause, ast.RelativeClause):
        return False
    return [w.lower() if isinstance(w, str) else None for w in q.clause.words] == ["died", "this", "turn"]


def zone_change_count(node: ast.ObjectNp, ctx: Lowering) -> fx.Value | None:
    """"for each creature put into your graveyard from the battlefield this turn", "the number of
    creatures that died under your control this turn", "for each nontoken creature you controlled
    that died this turn": the turn's zone changes of such objects (CR 400.7), each described as it
    was just before it moved (last known information, CR 608.2h: "you controlled", "under your
    control" is its controller then; CR 700.4: "dies" is put into a graveyard from the
    battlefield); None for another history ("that entered", "that crewed it")."""
    done = node.qualifiers[-1] if node.qualifiers else None
    stripped, controller = formerly_controlled(attrs.evolve(node, qualifiers=node.qualifiers[:-1] or None), ctx)
    rest = list(stripped.qualifiers or ())
    former = controller is not None
    if isinstance(done, ast.MovedThere):
        if done.verb.lower() != "put" or done.time.lower() != "this turn" or former:
            return None
        into = list(done.to.words)
        if len(into) != 2 or not isinstance(into[0], str) or into[0].lower() != "into" or isinstance(into[1], str):
            return None
        zone_np = into[1]
        zone = zone_of(zone_np, ctx)
        origin = done.origin
        if origin is None or (origin.anywhere and origin.zone is None):
            source = "anywhere"
        elif origin.anywhere:
            source = f"anywhere other than {zone_of(origin.zone, ctx).kind}"
        else:
            source = zone_of(origin.zone, ctx).kind
    elif isinstance(done, ast.ThatDid) and done.verb.lower() == "entered":
        # "the number of Goblins that entered the battlefield under your control this turn":
        # the turn's zone changes onto the battlefield, a token created included (CR 111.1:
        # it enters as it is created), each permanent described as it entered (its controller
        # then: "under your control")
        if done.what is None or render_node(done.what).lower() != "the battlefield" or (done.time or "").lower() != "this turn" or former:
            return None
        if done.under_your_control is not None:
            if done.under_your_control.lower() != "under your control":
                return None
            controller = fx.You()
        zone, source = fx.Zone(kind="battlefield"), "anywhere"
    elif _died_this_turn(done) or isinstance(done, ast.ThatDid):
        if isinstance(done, ast.ThatDid) and (done.verb.lower() != "died" or done.what is not None or done.time is None or done.time.lower() != "this turn"):
            return None
        if isinstance(done, ast.ThatDid) and done.under_your_control is not None:
            if controller is not None or done.under_your_control.lower() != "under your control":
                return None
            controller = fx.You()
        zone, source = fx.Zone(kind="graveyard"), "battlefield"  # CR 700.4
    else:
        return None
    if zone.kind not in ("graveyard", "hand", "exile", "library", "battlefield"):
        return None
    described = ctx.filter(attrs.evolve(node, qualifiers=tuple(rest) or None))
    if not isinstance(described, fx.Filter):
        return None
    if described.controller is not None and controller is not None:
        raise CannotLower("two controllers of objects that moved", node)
    if isinstance(zone.player, fx.EachPlayer):
        pass  # "into graveyards", "into a graveyard": anyone's
    elif isinstance(zone.player, fx.You):
        # a card goes only to its owner's graveyard, hand or library (CR 400.3)
        if described.owner is not None:
            raise CannotLower("an object put into a player's zone, with an owner said otherwise", done)
        described = attrs.evolve(described, owner=zone.player)
    elif zone.player is not None:
        # "their graveyard": whose, read as the count is, is not kept with the count yet
        raise CannotLower(f"objects put into the zone of {render_node(zone_np)!r} this turn: that player, read as the count is, is not kept with it yet", done)
    # where it was is said by the zone change, not by the description
    described = attrs.evolve(described, zone=fx.Filter().zone, zone_owner=None, controller=controller or described.controller)
    return fx.ZoneChangesThisTurn(what=described, to=zone.kind, origin=source)


def cast_history(node: Any, ctx: Lowering) -> fx.Reference | None:
    """"[other] spells you've cast this turn" where a count or a characteristic reads them ("for
    each card type among spells you've cast this turn", "the total mana value of other spells
    you've cast this turn"): the turn's record of those spells (CR 601.2i); None for any other
    noun phrase."""
    if not isinstance(node, ast.ObjectNp) or type(node) is not ast.ObjectNp or node.descriptor is None or not node.qualifiers:
        return None
    other = node.determiner is not None and node.determiner.lower_words() == ("other",)
    if node.determiner is not None and not other:
        return None
    done = node.qualifiers[-1]
    caster = _spells_cast_this_turn_by(done, ctx)
    if caster is None and (not isinstance(done, ast.DoneByYou) or done.origin is not None or done.time.lower() != "this turn" or done.verb.lower() != "cast"):
        return None
    words = [w.lower() for w in node.descriptor.words if isinstance(w, str)]
    if not words or words[-1] not in ("spell", "spells"):
        return None
    spells = attrs.evolve(node, qualifiers=node.qualifiers[:-1] or None)
    return fx.CastThisTurn(what=ctx.filter(spells), by=caster[0] if caster is not None else fx.You())


#: players whose spells "[player] [has/have] cast this turn" counts for each player, not all of
#: them together ("each spell an opponent has cast this turn": which opponent?)
_ONE_OF_SEVERAL_CASTERS = ("an opponent", "each opponent", "a player", "each player", "another player", "target player", "target opponent")


def _spells_cast_this_turn_by(done: Any, ctx: Lowering) -> tuple[fx.Reference | None] | None:
    """The players of "[spells] your opponents have cast this turn", "they've cast this turn",
    "cast this turn" (any player: None), as a one-tuple; None for any other qualifier (CR
    601.2i)."""
    if isinstance(done, ast.CastThisTurnAny):
        return (None,)
    if isinstance(done, ast.TheyveCastThisTurn):
        return (_they(ctx),)
    if isinstance(done, ast.HaveCastThisTurn):
        text = " ".join(lower_words(done.caster))
        if text in _ONE_OF_SEVERAL_CASTERS:
            raise CannotLower(f"spells {text} has cast this turn: which player's is not said", done)
        player = controller_phrase(done.caster, ctx)
        if isinstance(player, fx.ControllerOf) and isinstance(player.what, (fx.Filter, fx.Union)):
            # "each spell a player casts costs {1} more for each other spell that player has cast
            # this turn": the caster of each spell in turn, which a count does not say
            raise CannotLower(f"spells {text} has cast this turn, the player of each of several objects", done)
        return (player,)
    return None


def cast_this_turn(np: Any) -> Any:
    """"[historic] spells you cast this turn": the noun phrase without "this turn" (the spells
    a player casts); None for other noun phrases ("the next spell you cast this turn": one)."""
    if not isinstance(np, ast.ObjectNp) or type(np) is not ast.ObjectNp or np.determiner is not None or not np.qualifiers:
        return None
    cast = np.qualifiers[0]
    if not isinstance(cast, ast.CastBy) or cast.time is None or [w.lower() for w in cast.time.words] != ["this", "turn"]:
        return None
    return attrs.evolve(np, qualifiers=(attrs.evolve(cast, time=None), *np.qualifiers[1:]))


def next_cast(node: Any, ctx: Lowering) -> fx.NextSpell | None:
    """"the next [instant or sorcery] spell you cast this turn", "the next spell of the chosen
    type they cast this turn" (CR 611.2f): the first such spell that player casts from now on,
    this turn; None for any other noun phrase."""
    if not isinstance(node, ast.ObjectNp) or type(node) is not ast.ObjectNp or node.determiner is None or not node.qualifiers:
        return None
    if node.determiner.lower_words() != ("the", "next") or node.descriptor is None:
        return None
    cast = node.qualifiers[-1]
    if not isinstance(cast, ast.CastBy) or cast.time is None or cast.time.lower_words() != ("this", "turn"):
        return None
    words = [w.lower() for w in node.descriptor.words if isinstance(w, str)]
    if not words or words[-1] != "spell":
        return None
    spells = attrs.evolve(node, determiner=None, qualifiers=node.qualifiers[:-1] or None)
    return ctx.refer(fx.NextSpell(what=ctx.filter(spells), by=_caster(cast.subject, ctx)))  # type: ignore[no-any-return]


def differently_named_count(node: Any, ctx: Lowering) -> fx.Value | None:
    """"differently named lands you control": the number of names among those objects (CR
    201.2: objects have the same name when their names are identical); None for other phrases."""
    if not isinstance(node, ast.ObjectNp) or type(node) is not ast.ObjectNp or node.descriptor is None:
        return None
    words = node.descriptor.words
    if not words or not isinstance(words[0], str) or words[0].lower() != "differently named":
        return None
    if any(isinstance(w, str) and w.lower() == "differently named" for w in words[1:]):
        raise CannotLower("\"differently named\" twice in one description", node)
    objects = attrs.evolve(node, descriptor=attrs.evolve(node.descriptor, words=words[1:]))
    return fx.CountDistinct(what=ctx.objects(objects, role="event"), characteristic="names")


@lowers(ast.CountOf, ast.TotalCountOf)
def _count_of(node: ast.CountOf | ast.TotalCountOf, ctx: Lowering) -> fx.Value:
    distinct = characteristic_count(node.what, ctx) or differently_named_count(node.what, ctx)
    if distinct is not None:
        return distinct
    done = history_count(node.what, ctx)
    if done is not None:
        return done
    return fx.CountOf(what=ctx.objects(node.what, role="event"))


@lowers(ast.StatOf)
def _stat_of(node: ast.StatOf, ctx: Lowering) -> fx.Value:
    owner = node.owner
    words = list(owner.words) if isinstance(owner, ast.Possessor) else [owner]
    stat = stat_name(node.stat, node)
    if stat.startswith("total_"):  # "their total mana value": StatOf sums over several objects
        stat = stat[len("total_"):]
    if stat == "starting_life_total":  # a player's number (CR 103.4), "their" is that player
        low = [w.lower() for w in words if isinstance(w, str)]
        if low in (["their"], ["his"], ["her"]):
            return fx.StartingLifeTotal(player=ctx.that_player())
        player = possessed_object(owner, ctx)
        if not fx.names_players(player):
            raise CannotLower("the starting life total of an object", node)
        return fx.StartingLifeTotal(player=player)
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
LOWERINGS[ast.SharedItem] = part_of("SharedDeterminerOr or SharedDeterminerAnd")


@lowers(ast.BaseStatOf)
def _base_stat_of(node: ast.BaseStatOf, ctx: Lowering) -> fx.Value:
    """"its base power": the number after the layer 7a and 7b effects (CR 613.4b)."""
    stat = lower_words(node.stat)[-1]
    value = _stat_of(ast.StatOf(owner=node.owner, stat=stat, span=node.span), ctx)
    if not isinstance(value, fx.StatOf):
        raise CannotLower(f"the base {stat} of {render_node(node.owner)!r}", node)
    return attrs.evolve(value, stat=f"base_{value.stat}")


@lowers(ast.StatOfNp)
def _stat_of_np(node: ast.StatOfNp, ctx: Lowering) -> fx.Value:
    """"the power of target creature"; "the total power of creatures you control" sums (StatOf
    over several objects)."""
    stat = node.stat.lower()
    if stat.startswith("total "):
        stat = stat[len("total "):]
    what = cast_history(node.of, ctx) or ctx.objects(node.of, role="reference")
    if isinstance(what, fx.Filter) and "died this turn" in what.states:
        # "the total power of Daleks that died this turn": of objects gone from the battlefield,
        # as they last existed there (CR 700.4, 608.2h), which no record of the turn keeps
        raise CannotLower("a stat of the objects that died this turn, as they last existed on the battlefield (CR 608.2h): the turn's record keeps no stats of them", node)
    return fx.StatOf(what=what, stat=stat_name(stat, node))


@lowers(ast.CountCountersOn)
def _count_counters_on(node: ast.CountCountersOn, ctx: Lowering) -> fx.Value:
    """"the number of +1/+1 counters on it"; "the number of counters on it": counters of every
    kind (CR 122.1)."""
    kind, _ = counter_count(node.counters, ctx)
    return fx.StatOf(what=ctx.objects(node.on, role="reference"), stat="counters" if kind is None else f"counters:{kind}")


@lowers(ast.TwiceThatMany)
def _twice_that_many(node: ast.TwiceThatMany, ctx: Lowering) -> fx.Value:
    return fx.Scaled(value=fx.EventAmount(), numerator=2)


@lowers(ast.ExtremeStatAmong, ast.ExtremeStatOf)
def _extreme_stat_among(node: ast.ExtremeStatAmong, ctx: Lowering) -> fx.Value:
    return fx.Extreme(what=ctx.objects(node.among, role="event"), stat=stat_name(node.stat, node), greatest=node.is_greatest)


@lowers(ast.Devotion)
def _devotion(node: ast.Devotion, ctx: Lowering) -> fx.Value:
    """CR 700.5; "your devotion to that color": the color chosen before (CR 607.2)."""
    if node.colors.colors == ("that", "color"):
        return fx.Devotion(player=fx.You(), colors=(), chosen_color=True)
    return fx.Devotion(player=fx.You(), colors=tuple(COLORS[c] for c in node.colors.colors))


LOWERINGS[ast.DevotionColors] = part_of("Devotion")


@lowers(ast.Plus)
def _plus(node: ast.Plus, ctx: Lowering) -> fx.Value:
    parts: list[fx.Value] = []
    for side in (node.left, node.right):
        value = ctx.value(side)
        parts.extend(value.parts if isinstance(value, fx.Sum) else (value,))
    return fx.Sum(parts=tuple(parts))


@lowers(ast.WhicheverQuantity)
def _whichever(node: ast.WhicheverQuantity, ctx: Lowering) -> fx.Value:
    """"X or Y, whichever is greater" (CR 107.1): the larger of the two numbers."""
    return fx.Larger(values=(ctx.value(node.left), ctx.value(node.right)), greatest=node.is_greater)


@lowers(ast.Minus)
def _minus(node: ast.Minus, ctx: Lowering) -> fx.Value:
    return fx.Difference(left=ctx.value(node.left), right=ctx.value(node.right))


@lowers(ast.CountColorsSpent)
def _count_colors_spent(node: ast.CountColorsSpent, ctx: Lowering) -> fx.Value:
    """Converge: "the number of colors of mana spent to cast this spell"."""
    return fx.ManaSpentToCast(what=ctx.objects(node.spell, role="reference"), colors=True)


@lowers(ast.CountManaSymbols, ast.CountManaSymbolsOf)
def _count_mana_symbols(node: ast.CountManaSymbols, ctx: Lowering) -> fx.Value:
    """Chroma (CR 207.2c): "the number of red mana symbols in the mana costs of permanents you
    control", "... in the sacrificed creature's mana cost": the symbols of that color in the
    objects' mana costs, summed (a hybrid or Phyrexian symbol is each of its colors, CR 107.4e,
    107.4f); an object with no mana cost has none (CR 202.1b)."""
    return mana_symbols(node, isinstance(node, ast.CountManaSymbolsOf), ctx)


LOWERINGS[ast.ForEachManaSymbol] = part_of("Clause")
LOWERINGS[ast.ForEachManaSymbolOf] = part_of("Clause")


def mana_symbols(node: ast.CountManaSymbols | ast.ForEachManaSymbol | ast.ForEachManaSymbolOf, possessed: bool, ctx: Lowering) -> fx.Value:
    """The number of mana symbols of ``node.color`` in the mana costs of ``node.of`` (a possessor
    when ``possessed``), summed over the objects (chroma, CR 207.2c, 107.4e-f, 202.1b)."""
    color = COLORS.get(node.color.lower())
    if color is None:  # "nonred mana symbols": not a color of a symbol (CR 105.1)
        raise CannotLower(f"mana symbols of {node.color!r}: not one color (CR 107.4e)", node)
    if possessed:
        what = possessed_object(node.of, ctx)
    else:
        what = ctx.objects(node.of, role="reference")
    if fx.names_players(what):
        raise CannotLower("the mana cost of a player (CR 202.1: only objects have one)", node)
    return fx.StatOf(what=what, stat=f"mana_symbols:{color}")


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
    if low[0] == "damage" and len(words) == 5 and isinstance(words[1], Node):
        # "Whenever ~ deals combat damage to a player, surveil X, where X is the amount of
        # damage it dealt to that player": the triggering event's damage (CR 120.3, 603.2), as
        # "that much"; said of "those creatures" after "one or more creatures deal", the damage
        # of several events
        if ctx.trigger_event not in ("deals_damage", "deals_combat_damage", "deals_noncombat_damage"):
            return ctx.unsupported(node, "the amount of damage an object dealt, outside a triggered ability on its dealing damage")
        # "it", or "this creature" when it is the one whose dealing damage triggered the ability
        itself = ctx.trigger_subject == fx.This() and ctx.objects(words[1], role="reference") == fx.This()
        if not (isinstance(words[1], ast.Pronoun) and lower_words(words[1]) == ["it"]) and not itself:
            return ctx.unsupported(node, f"the amount of damage {render_node(words[1])!r} dealt, not the triggering object alone (CR 120.3)")
        return fx.EventAmount()
    if low[1:] == ["paid", "this", "way"] and node.what.measure == low[0]:
        # "the total amount of mana paid this way" (join forces): what the instruction before
        # had the players pay, added up (CR 107.1c), as "the amount of {E} paid this way" is
        return fx.AmountPaid()
    if low[1:4] == ["spent", "to", "cast"]:
        symbol = None if low[0] == "mana" else words[0]
        return fx.ManaSpentToCast(what=ctx.objects(words[4], role="reference"), symbol=symbol)
    return ctx.unsupported(node, f"the amount of {node.what.text!r}")


LOWERINGS[ast.AmountOf] = part_of("AmountOfQuantity")


@lowers(ast.EllipticCount)
def _elliptic_count(node: ast.EllipticCount, ctx: Lowering) -> fx.Reference:
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


#: characteristics of which each object has at most one value (a name may be several, CR
#: 201.2b): what "objects with different [values]" can say of a group chosen
DIFFERENT_CHARACTERISTICS = ("names", "powers", "mana_values")


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
    if isinstance(node, ast.ThatMuch) and ctx.spent_bounded is not None:
        return ctx.spent_bounded  # "If eight or more mana was spent to cast that spell, ... that much"
    if isinstance(node, ast.ThatMuch) and ctx.removed_by_cost:
        # "Remove one or more +1/+1 counters from ~: It deals that much damage ...": the
        # counters the cost removed (CR 122.8)
        return fx.CountersRemoved()
    return fx.EventAmount()


@lowers(ast.NoAmount)
def _no_amount(node: ast.NoAmount, ctx: Lowering) -> fx.Value:
    """"gains no life" (CR 107.1, 119.3): none, zero."""
    return fx.Fixed(value=0)


@lowers(ast.Twice)
def _twice(node: ast.Twice, ctx: Lowering) -> fx.Value:
    return fx.Scaled(value=ctx.value(node.quantity), numerator=2)


@lowers(ast.TimesNumber)
def _times_number(node: ast.TimesNumber, ctx: Lowering) -> fx.Value:
    """"five times X" (CR 107.1): the number multiplied."""
    times = number_value(node.times)
    if times is None:
        raise CannotLower(f"{node.times!r} times a number", node)
    return fx.Scaled(value=ctx.value(node.quantity), numerator=times)


@lowers(ast.Half, ast.HalfNumber)
def _half(node: ast.Half | ast.HalfNumber, ctx: Lowering) -> fx.Value:
    return fx.Scaled(value=ctx.value(node.quantity), denominator=2, round_up=rounds_up(node, ctx))


def rounds_up(node: Any, ctx: Lowering) -> bool:
    """CR 107.1a: a "half" says how it is rounded, itself or by the clause or a sentence."""
    if getattr(node, "rounding", None) is not None:
        return bool(node.rounds_up)
    if ctx.rounding is None and ctx.in_condition:
        # "less than or equal to half your starting life total": compared, not rounded by the
        # text; read rounded down (exact for the even starting life totals, CR 103.4)
        return False
    if ctx.rounding is None:
        raise CannotLower("half of a number with no rounding stated (CR 107.1a)", node)
    ctx.rounding_used = True
    return ctx.rounding


# the roundings are read by the clause (compiler.effects) and the sentences (compiler.sentences)
LOWERINGS[ast.RoundingTail] = part_of("Clause (how its half is rounded)")
LOWERINGS[ast.RoundEachTime] = part_of("the sentences before it (how each half is rounded)")


def _counted_np(np: Any, ctx: Lowering) -> bool:
    """"X cards", "two Food tokens": a noun phrase that says how many, not a group."""
    if not isinstance(np, ast.ObjectNp):
        return False
    if np.descriptor is not None and describe_words(np.descriptor).count is not None:
        return True
    return np.determiner is not None and determiner(np.determiner, ctx).count is not None


@lowers(ast.HalfNp, ast.FractionNp)
def _half_np(node: ast.HalfNp | ast.FractionNp, ctx: Lowering) -> fx.Reference:
    """"sacrifices half the creatures they control", "mills half their library", "discards a third
    of the cards in their hand": that many of the objects, chosen (the player's choice, CR
    701.21a), half (a third of) their number rounded as said (CR 107.1a)."""
    denominator = node.denominator if isinstance(node, ast.FractionNp) else 2
    if not names_zones(node.np) and _counted_np(node.np, ctx):
        raise CannotLower("half of a number of objects as what is acted on (only as how many)", node)
    if names_zones(node.np):
        zone = zone_of(node.np, ctx)
        what: fx.Reference = fx.Filter(zone=zone.kind, zone_owner=zone.player, kind="card")
    else:
        what = ctx.filter(node.np)
    if not isinstance(what, fx.Filter):
        raise CannotLower("half of objects that are not a description", node)
    if isinstance(what.zone_owner, (fx.EachPlayer, fx.EachOpponent)) or isinstance(what.controller, (fx.EachPlayer, fx.EachOpponent)):
        # counted over every player together, not each player's own half
        raise CannotLower("half of each player's objects counted together" if denominator == 2 else "a fraction of each player's objects counted together", node)
    amount = fx.Scaled(value=fx.CountOf(what=what), denominator=denominator, round_up=rounds_up(node, ctx))
    return ctx.refer(fx.Chosen(what=what, amount=amount))


def _targets_left(node: Any) -> bool:
    """Whether a noun phrase is written with "target" ("target permanent you control")."""
    det = getattr(node, "determiner", None)
    return isinstance(node, ast.ObjectNp) and det is not None and "target" in [w.lower() for w in det.words if isinstance(w, str)]


def _elliptic_or_targets(node: ast.NpOr, ctx: Lowering, *, role: str, zone: str | None) -> fx.Reference:
    """"one or two target creature cards": between the two numbers of targets (CR 601.2c), the
    first number said alone; not "one" as a reference to objects mentioned before."""
    low = node.left.value
    right = noun_phrase(node.right, ctx, role=role, zone=zone)
    if not isinstance(right, fx.Target) or low is None or right.count is not None or right.min != right.max or right.max is None or low >= right.max:
        raise CannotLower(f"{render_node(node)!r}: a count said alone, or objects", node)
    return attrs.evolve(right, min=low)


def _counted_targets(node: ast.CountedTargets, ctx: Lowering) -> fx.Target:
    """"up to three targets", "two targets", "one or two targets", "X targets": that many
    targets, each any target (CR 115.4, 601.2c); "X targets": as many as X is."""
    if node.count.other:
        raise CannotLower("\"other targets\": any targets other than the objects and players chosen for the targets before them (CR 115.3) are not said by any target's description", node)
    any_number = node.count.lower_words() == ("any", "number", "of")
    numbers = [] if any_number else [number_value(str(w)) for w in node.count.numbers]
    key = ctx.next_target_key()
    if not numbers:  # "any number of targets" (CR 601.2c: none is a number too)
        return fx.Target(key=key, what=fx.AnyTarget(), min=0, count=fx.AnyNumber())
    if None in numbers:
        if len(numbers) != 1:
            raise CannotLower(f"{node.count.text!r} targets", node)
        # "X targets", "up to X targets" (as "up to X target creatures")
        return fx.Target(key=key, what=fx.AnyTarget(), min=0 if node.count.up_to else 1, count=word_value(str(node.count.numbers[0]), node))
    low, high = (0 if node.count.up_to else numbers[0]), numbers[-1]
    return fx.Target(key=key, what=fx.AnyTarget(), min=low, max=high)  # type: ignore[arg-type]  # numbers: no None here


LOWERINGS[ast.TargetsCount] = part_of("CountedTargets")


# -- the lowerings of noun phrases -----------------------------------------------------------------------
@lowers(ast.ObjectNp, ast.NumberOfNp, ast.Partitive, ast.PartitiveAtRandom, ast.NpAnd, ast.NpOr, ast.NpAndOr, ast.NpAndSeries, ast.NpOrSeries, ast.NpAndOrSeries, ast.SharedDeterminerOr, ast.SharedDeterminerAnd, ast.AnyTarget, ast.AnyOtherTarget, ast.AnotherTarget, ast.AnyTargetQualified, ast.Pronoun, ast.SelfRef, ast.PluralSelfRef, ast.CountedTargets)
def _noun_phrase(node: Any, ctx: Lowering) -> fx.Reference:
    return noun_phrase(node, ctx)


#: piles (CR 700.3) the effect model does not have: several players' piles, face-down and
#: face-up piles (whose face-down cards the chooser may not see), piles left exiled for later
PILES_REASON = "piles (CR 700.3): objects separated into piles and a pile chosen are not modelled"


@lowers(ast.PileNp)
def _pile(node: ast.PileNp, ctx: Lowering) -> fx.Reference:
    """One of the piles the ability separated objects into (CR 700.3), as what an instruction
    acts on: "one pile" (the player who acts chooses which), "the pile of an opponent's choice"
    (that player chooses), "that pile" / "the chosen pile" (the one chosen before)."""
    if not ctx.piles:
        raise CannotLower(PILES_REASON + " (no piles were made before in the ability)", node)
    state = node.state.lower() if node.state else None
    if state not in (None, "chosen"):
        raise CannotLower(f"a {state} pile: {PILES_REASON}", node)
    if node.pile.lower() != "pile":
        raise CannotLower("several piles as what an instruction acts on", node)
    det = lower_words(node.determiner) if node.determiner is not None else []
    if node.whose is not None:
        if state is not None or det != ["the"]:
            raise CannotLower(f"the pile {render_node(node)!r}", node)
        ctx.pile_chosen = True
        return fx.ChosenPile(player=_pile_chooser(node.whose, ctx))
    if det == ["one"] and state is None:
        ctx.pile_chosen = True
        return fx.ChosenPile(player=ctx.doer())  # "put one pile into your hand": you choose which
    if ctx.pile_chosen and (det == ["that"] or (det == ["the"] and state == "chosen")):
        return fx.Found(key="chosen pile")
    raise CannotLower(f"which pile {render_node(node)!r} is", node)


def _pile_chooser(whose: Any, ctx: Lowering) -> fx.Reference:
    """The player of "the pile of their choice", "of your choice", "of an opponent's choice"."""
    words = list(whose.words) if isinstance(whose, ast.Possessor) else []
    if len(words) == 1 and isinstance(words[0], str):
        player = possessor_reference(words[0].lower(), ctx)
    elif len(words) == 2 and isinstance(words[0], Node) and words[1] in ("'s", "'"):
        player = noun_phrase(words[0], ctx, role="player")
    else:
        raise CannotLower(f"the chooser {render_node(whose)!r}", whose)
    if not fx.names_players(player):
        raise CannotLower(f"the chooser {render_node(whose)!r} is not a player", whose)
    return player


def pile_of_choice(qualifiers: tuple[Node, ...]) -> tuple[Node, ...]:
    """"all permanents in the pile of their choice": the parser reads "of their choice" as a
    qualifier of the objects, after "in the pile"; the choice is of the pile (CR 700.3), so it
    moves into the pile's noun phrase."""
    out: list[Node] = []
    for q in qualifiers:
        before = out[-1] if out else None
        if (
            isinstance(q, ast.OfChoice) and isinstance(before, ast.InZone) and isinstance(before.zone, ast.PileNp)
            and before.zone.whose is None and before.zone.state is None
        ):
            out[-1] = attrs.evolve(before, zone=attrs.evolve(before.zone, whose=q.chooser))
            continue
        out.append(q)
    return tuple(out)


@lowers(ast.Controller)
def _controller(node: ast.Controller, ctx: Lowering) -> fx.Reference:
    return controller_phrase(node, ctx)


for _cls in (ast.Determiner, ast.Descriptor):
    LOWERINGS[_cls] = part_of("ObjectNp")
for _cls in (
    ast.ControlledBy, ast.ThatControlledBy, ast.DoneByWith, ast.NotControlledBy, ast.OwnedBy, ast.NotOwnedBy, ast.ControlledNotOwned, ast.OwnedNotControlled, ast.OwnedOrControlled, ast.ControlledByRelation, ast.WithQuality, ast.EachWithQuality, ast.WithoutKeyword, ast.WithoutAnyKeyword, ast.WithAnyKeyword,
    ast.InZone, ast.FromAmong, ast.FromOutsideGame, ast.WithoutCounter, ast.AtRandomInZone, ast.OnBattlefield, ast.InParty, ast.Named, ast.NamedEither, ast.NotNamed, ast.OwnedAndControlled, ast.WhosePlayer, ast.WhoseTurn, ast.WhoseStatIs, ast.WhoseCoinCameUp,
    ast.OtherThan, ast.ExceptFor, ast.OfChosen, ast.OfNp, ast.AttackingWhom, ast.BlockingWhom, ast.BlockingOrBlockedBy,
    ast.ThatClause, ast.ThatsClause, ast.HasKeyword, ast.HasKeywordAbility, ast.HasKeywordAbilities, ast.StatCompare, ast.WithParity, ast.StatOneOf, ast.EitherStatCompare, ast.HasCounters, ast.HasCountersBounded, ast.CountersBounded, ast.GreatestStat,
    ast.LeastStat, ast.HighestStat, ast.LowestStat, ast.SameName, ast.SameStat, ast.Comparison, ast.RelativeClause, ast.RelativeState, ast.OfChoice, ast.OfEachKind,
    ast.HasKeywords, ast.KeywordGroup, ast.ThatsACopy, ast.Among, ast.DoneThisWay, ast.ThatWasDone, ast.DoneWith, ast.InEitherZone, ast.InBothZones, ast.OnBattlefieldOrInZone,
    ast.AttachedToNp, ast.ThatsAttachedTo, ast.PickedAtRandom, ast.WithSingleTarget, ast.WithExactColors, ast.WithTargets, ast.WithPossessedStat, ast.CouldTargetBy, ast.TotalPtCompare, ast.WithCardDirectlyAdjacent,
    ast.HasAdventure, ast.HasTypeOfKind, ast.WithAbilityOfKind, ast.WithNoAbilities, ast.WithAbilities, ast.BaseStatCompare, ast.EitherBaseStatCompare, ast.WithEnchant, ast.WithEnchantAnd, ast.PutOntoBattlefieldWith, ast.ChosenBy, ast.DoneByThisWay, ast.AttackedByCombatant, ast.BlockedByCombatant,
    ast.ControlledByNp, ast.SeatedToSide, ast.InSeatDirection, ast.BlockedByNp, ast.BlockedByCombatantThen,
):
    LOWERINGS[_cls] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
# "with power and toughness each equal to its mana value": read by "becomes" (lower_becomes)
LOWERINGS[ast.WithPtEachEqual] = part_of("WithQuality")
# "that's still a land", "that are still lands": the types kept, read by "becomes" (lower_becomes)
LOWERINGS[ast.ThatsStill] = part_of("Becomes (the types it keeps, CR 205.1b)")
LOWERINGS[ast.ThatAreStill] = part_of("Becomes (the types they keep, CR 205.1b)")
LOWERINGS[ast.ThatsNoLonger] = part_of("Becomes (the types it loses, CR 205.1a)")
# "with all creature types": read by "becomes" (lower_becomes)
LOWERINGS[ast.AllCreatureTypes] = part_of("WithQuality")
LOWERINGS[ast.XInManaCost] = part_of("WithQuality")
LOWERINGS[ast.TapInCost] = part_of("WithQuality or WithoutTapInCost")
LOWERINGS[ast.WithoutTapInCost] = part_of("ActivatedAbilities (activated_abilities, activated_ability_event)")


@lowers(ast.GainAllCreatureTypes)
def _gain_all_creature_types(node: ast.GainAllCreatureTypes, ctx: Lowering) -> fx.Effect:
    """"Target creature gains all creature types until end of turn.": every creature type added
    to its others (CR 205.3m; layer 4, CR 613.1d)."""
    return fx.Becomes(what=subject_objects(ctx), all_creature_types=True, in_addition=True, duration=ctx.continuous_duration())


@lowers(ast.LoseAllCreatureTypes)
def _lose_all_creature_types(node: ast.LoseAllCreatureTypes, ctx: Lowering) -> fx.Effect:
    """"Target creature gets +3/-3 and loses all creature types until end of turn.": every
    creature type removed, its card types and other subtypes kept (CR 205.1b; layer 4, CR
    613.1d)."""
    return fx.RemoveTypes(what=subject_objects(ctx), types=(), all_creature_types=True, duration=ctx.continuous_duration())

# -- players described by a relative clause -----------------------------------------------------------
#: the player of a trigger event, named by its subject or another party (events.event_actor)
TRIGGERING_PLAYER = fx.Found(key="triggering player")
#: the player tested by the condition of fx.PlayersWho
TESTED_PLAYER = fx.PlayerRole(role="each")


def players_who(players: fx.Reference, qualifiers: tuple[Any, ...], ctx: Lowering) -> fx.Reference:
    """"each opponent who has less life than you": the relative clause reads as the condition
    it would be with the player as its subject ("that player has less life than you")."""
    conditions = []
    for q in qualifiers:
        if isinstance(q, ast.WhoseStatIs):
            # "each opponent whose life total is less than half their starting life total": the
            # condition "their life total is less than ...", the player tested being "they"
            if q.stat.lower() != "life total":
                raise CannotLower(f"players whose {q.stat} compares with a number (a player's number is a life total, CR 119)", q)
            compare = ast.QuantityCompare(left=q.right, comparison=q.comparison, right=q.right, span=q.span)
            # compared, not rounded: read as a condition's number is (CR 107.1a)
            with ctx.scope(player_referents=[TESTED_PLAYER], referents=[], subject=None, in_condition=ctx.in_condition + 1):
                right = ctx.value(q.right)
            conditions.append(fx.Compare(left=fx.LifeTotal(player=TESTED_PLAYER), op=compare.operator, right=right))
            continue
        clause = q.clause
        if isinstance(clause, ast.WhoControlsMost):
            # "each player who controls the most lands": each player tied for the most too (no
            # other player controls more)
            conditions.append(controls_most(TESTED_PLAYER, clause.what, clause.is_most, ctx))
            continue
        if isinstance(clause, ast.WhoControlsMostOfThose):
            # "the player who controls the fewest": what is counted is the noun of the phrase
            # around it, which the description of the players does not carry
            raise CannotLower("the player who controls the most of what was counted before, the noun left out (CR 102.1)", clause)
        if isinstance(clause, ast.WhoVotedLikeYou):
            # "each opponent who voted for a choice you didn't vote for" (CR 701.38)
            same = "didn't" not in clause.words.lower()
            conditions.append(fx.VotedForChoiceOf(player=TESTED_PLAYER, other=fx.You(), same=same))
            continue
        if isinstance(clause, ast.WhoAsActivated):
            # "target opponent who has more life than you do as you activate this ability": the
            # runtime checks a target's requirement again as the ability resolves (CR 608.2b);
            # one read only as it was activated is not kept per player yet
            raise CannotLower("a target's requirement compared only as the ability is activated (CR 602.2b, 601.2c), not again as it resolves (608.2b)", clause)
        if isinstance(clause, ast.WhoDoes):
            # "each opponent who does" (CR 608.2c)
            conditions.append(fx.DidThisWay(player=TESTED_PLAYER))
            continue
        if isinstance(clause, ast.WhoDoesnt) or isinstance(clause, ast.WhoHappened) and clause.time is None and [w.lower() if isinstance(w, str) else None for w in words_of(clause.event)] == ["didn't"]:
            # "then each opponent who didn't draws a card": "didn't" stands for the instruction
            # before, which that player did not do (CR 608.2c)
            conditions.append(fx.NotCondition(condition=fx.DidThisWay(player=TESTED_PLAYER)))
            continue
        fields = {name: value for name, value in clause.fields()}
        they = ast.Pronoun(words=("they",), span=clause.span)
        condition_node = getattr(ast, clause.condition_class)(subject=they, **fields, span=clause.span)
        with ctx.scope(player_referents=[TESTED_PLAYER], referents=[], subject=None):
            condition = ctx.condition(condition_node)
        if isinstance(condition, fx.Unsupported) and isinstance(clause, ast.WhoHappened) and isinstance(clause.time, str) and clause.time.lower() == "this way":
            # "each player who revealed a card this way": whose the objects are does not say
            # who did it; the player did what the instruction before asked (CR 608.2c)
            condition = fx.DidThisWay(player=TESTED_PLAYER)
        conditions.append(condition)
    condition = conditions[0] if len(conditions) == 1 else fx.AllOf(conditions=tuple(conditions))
    return fx.PlayersWho(players=players, condition=condition)


def players_extreme_count(what: Any, greatest: bool, ctx: Lowering, players: fx.Reference | None = None) -> fx.Value:
    """"the most lands" a player controls: the greatest (least) number of the objects ``what``
    describes that one of ``players`` (every player, CR 102.1) controls."""
    counted = ctx.filter(what)
    if not isinstance(counted, fx.Filter) or counted.zone != "battlefield":
        raise CannotLower("the most of something that is not a description of permanents", what)
    if counted.controller is not None and players is None:
        raise CannotLower("the most of permanents already controlled by a player", what)
    each = attrs.evolve(counted, controller=TESTED_PLAYER)
    return fx.ExtremeOfPlayers(players=players or fx.EachPlayer(), value=fx.CountOf(what=each), greatest=greatest)


def controls_most(player: fx.Reference, what: Any, most: bool, ctx: Lowering) -> fx.Condition:
    """"[player] controls the most lands or is tied for the most": no player controls more
    (``most`` False: fewer) of them than that player."""
    extreme = players_extreme_count(what, most, ctx)
    assert isinstance(extreme, fx.ExtremeOfPlayers) and isinstance(extreme.value, fx.CountOf) and isinstance(extreme.value.what, fx.Filter)
    own = fx.CountOf(what=attrs.evolve(extreme.value.what, controller=player))
    return fx.Compare(left=own, op=">=" if most else "<=", right=extreme)


#: "that have a creature type in common" -> the characteristic, as fx.CountDistinct names it
_IN_COMMON = {"creature type": "creature_types", "color": "colors", "card type": "card_types"}


def _in_common(q: Any) -> str | None:
    """The characteristic of a relative clause "that have a creature type in common" (as
    fx.CountDistinct names it), else None."""
    if not isinstance(q, ast.ThatClause) or not isinstance(q.clause, ast.RelativeClause):
        return None
    low = [w.lower() for w in q.clause.words if isinstance(w, str)]
    if len(low) < 5 or low[0] not in ("have", "has") or low[1] != "a" or low[-2:] != ["in", "common"]:
        return None
    return _IN_COMMON.get(" ".join(low[2:-2]))


@lowers(ast.ExtremeCountOf)
def _extreme_count_of(node: ast.ExtremeCountOf, ctx: Lowering) -> fx.Value:
    """"the greatest number of artifacts an opponent controls", "the greatest number of
    creatures a player controls": the count of whichever of those players has the most;
    "the greatest number of creatures you control that have a creature type in common": the
    largest group of them that all have one (CR 205.3m)."""
    shared = _in_common(node.what.qualifiers[-1]) if isinstance(node.what, ast.ObjectNp) and node.what.qualifiers else None
    if shared is not None:
        assert isinstance(node.what, ast.ObjectNp) and node.what.qualifiers
        if not node.is_greatest:
            raise CannotLower("the least number of objects that have a quality in common", node)
        rest = node.what.qualifiers[:-1]
        group = ctx.filter(attrs.evolve(node.what, qualifiers=rest or None))
        return fx.LargestSharingGroup(what=group, characteristic=shared)
    done = node.what.qualifiers[-1] if isinstance(node.what, ast.ObjectNp) and node.what.qualifiers else None
    if isinstance(done, ast.DoneByPlayer) and " ".join(lower_words(done.player)) in ("an opponent", "a player"):
        # "the greatest number of cards an opponent has drawn this turn": each of those players'
        # count of the turn's record (CR 121.1), the greatest of them
        players = fx.EachOpponent() if " ".join(lower_words(done.player)) == "an opponent" else fx.EachPlayer()
        count = _history_count_of(node.what, done, False, ctx, player=TESTED_PLAYER)
        return fx.ExtremeOfPlayers(players=players, value=count, greatest=node.is_greatest)
    if isinstance(node.what, ast.ObjectNp) and any(isinstance(q, ast.DoneByThisWay) for q in node.what.qualifiers or ()):
        # (read as the objects acted on, which the count does not make "them" of later text)
        with ctx.scope(referents=list(ctx.referents), player_referents=list(ctx.player_referents)):
            counted = _done_to(node.what, ctx, zone=None)
    else:
        counted = ctx.filter(node.what)
    done_by = _done_by_each(counted)
    if done_by is not None:
        # "the greatest number of cards a player discarded this way": the objects the
        # instructions before had each of those players act on, counted for each of them (the
        # discarded cards are their owner's, CR 701.9a), the greatest of those counts
        field, players = done_by
        each = attrs.evolve(counted, filter=attrs.evolve(counted.filter, **{field: TESTED_PLAYER}))
        return fx.ExtremeOfPlayers(players=players, value=fx.CountOf(what=each), greatest=node.is_greatest)
    if not isinstance(counted, fx.Filter) or not isinstance(counted.controller, (fx.EachPlayer, fx.EachOpponent)):
        raise CannotLower("the greatest number of objects, not counted for each of a set of players", node)
    return players_extreme_count(node.what, node.is_greatest, ctx, players=counted.controller)


def _done_by_each(counted: fx.Reference) -> tuple[str, fx.Reference] | None:
    """Objects "a player" (every player, or every opponent) acted on this way
    (_done_by_this_way): the field of the filter that says whose they are, and those players;
    None for any other reference."""
    if not isinstance(counted, fx.Amongst) or not isinstance(counted.among, fx.Found) or not isinstance(counted.filter, fx.Filter):
        return None
    for field in sorted(set(DONE_BY_PLAYER.values())):
        players = getattr(counted.filter, field)
        if isinstance(players, (fx.EachPlayer, fx.EachOpponent)):
            return field, players
    return None


LOWERINGS[ast.WithMostLife] = part_of("ObjectNp naming players (see _player_filter)")
LOWERINGS[ast.YouAttacked] = part_of("ObjectNp naming players (see _player_filter)")
LOWERINGS[ast.YoureAttacking] = part_of("ObjectNp naming players (see _player_filter)")
LOWERINGS[ast.BeingDone] = part_of("ObjectNp naming players (see _player_filter)")
LOWERINGS[ast.YouHave] = part_of("ObjectNp naming players (see _player_filter)")
LOWERINGS[ast.WithInHand] = part_of("ObjectNp naming players (see _player_filter)")
LOWERINGS[ast.ThatAreCopies] = part_of("ObjectNp (\"create X tokens that are copies of\", see _create_tokens)")



# -- Alchemy (digital-only): spellbooks -------------------------------------------------------------
#: a spellbook's cards are a list kept by the digital game, not written in any Oracle text
#: CR 905.2b: a note made during the draft (or the game) and read later
NOTE_REASON = "information noted for later (CR 905.2b) is not in the effect model"
SPELLBOOK_REASON = "digital-only (Alchemy): a spellbook's cards are not in the Oracle text, so no filter can describe them"


def is_spellbook(np: Any) -> bool:
    """"~'s spellbook", "the Planets Spellbook": a noun phrase whose head is a spellbook."""
    return isinstance(np, ast.ObjectNp) and np.descriptor is not None and np.descriptor.head.lower() == "spellbook"


def from_spellbook(np: Any) -> bool:
    """"a card from ~'s spellbook": objects of a spellbook (Alchemy)."""
    return isinstance(np, ast.ObjectNp) and any(isinstance(q, ast.InZone) and is_spellbook(q.zone) for q in np.qualifiers or ())


def spellbook_source(np: Any, ctx: Lowering) -> dict[str, Any]:
    """The spellbook of "a card from ~'s spellbook" (Alchemy), as the effects that take a card
    from it name it (fx.Draft, fx.Conjure): "~'s spellbook", "this creature's spellbook" is the
    spellbook of that object's card (``spellbook_of``); "the Planets Spellbook" one named so
    (``spellbook``). Its cards are a list of the digital game, never described by a filter."""
    zone = next(q.zone for q in np.qualifiers or () if isinstance(q, ast.InZone) and is_spellbook(q.zone))
    assert isinstance(zone, ast.ObjectNp) and zone.descriptor is not None  # is_spellbook
    det = determiner(zone.determiner, ctx)
    words = [w for w in zone.descriptor.words if isinstance(w, str)]
    if det.mode == "possessive" and isinstance(det.owner, Node) and words == ["spellbook"]:
        owner = ctx.objects(det.owner, role="reference")
        if isinstance(owner, fx.This):
            return {"spellbook_of": owner}
    if det.mode == "the" and len(words) > 1 and words[-1] == "Spellbook" and all(w[:1].isupper() for w in words):
        return {"spellbook": " ".join(words)}
    raise CannotLower(f"{SPELLBOOK_REASON}: a spellbook neither of this object's card nor named", zone)


def spellbook_card(np: Any, ctx: Lowering, *, choice: bool) -> dict[str, Any]:
    """"a card from ~'s spellbook", and with ``choice`` also "a random card from ..." (picked at
    random) and "a card of your choice from ...": one card of a spellbook, and how it is picked."""
    qualifiers = [q for q in np.qualifiers or () if not (isinstance(q, ast.InZone) and is_spellbook(q.zone))]
    words = [w.lower() if isinstance(w, str) else w for w in (np.determiner.words if np.determiner is not None else ())]
    chooser = qualifiers[0].chooser if len(qualifiers) == 1 and isinstance(qualifiers[0], ast.OfChoice) else None
    chosen = isinstance(chooser, ast.Possessor) and [w.lower() for w in chooser.words if isinstance(w, str)] == ["your"]
    if chosen:
        qualifiers = []
    if qualifiers or np.descriptor is None or [w for w in np.descriptor.words if isinstance(w, str)] != ["card"]:
        raise CannotLower(f"{SPELLBOOK_REASON}: a card of it with a quality, or more than one card", np)
    if words == ["a"] and (not choice or chosen):
        return {**spellbook_source(np, ctx), **({"chosen": True} if chosen else {})}
    if choice and words == ["a random"] and not chosen:
        return spellbook_source(np, ctx)
    raise CannotLower(f"{SPELLBOOK_REASON}: not one card of it, drafted, random or chosen", np)
LOWERINGS[ast.InZoneNp] = part_of("the noun phrase of an instruction (compiler.objects.noun_phrase)")


@lowers(ast.HauntedCreature)
def _haunted_creature(node: ast.HauntedCreature, ctx: Lowering) -> fx.Reference:
    """"the creature it haunts", "the creature this card haunts": the object this card's haunt
    ability targeted as it exiled the card (CR 702.55b); its triggered abilities that refer to it
    trigger in exile (702.55c, the runtime's triggers)."""
    return fx.Haunted()


@lowers(ast.TargetedCreature)
def _targeted_creature(node: ast.TargetedCreature, ctx: Lowering) -> fx.Reference:
    """"the creature it targets": the one target of the ability whose own cost the sentence
    changes ("Equip {10}. This ability costs {X} less to activate, where X is the power of the
    creature it targets."): chosen before the total cost is determined (CR 601.2c, 601.2f via
    602.2b). Elsewhere no ability's targets are known."""
    target = ctx.own_target
    if target is None or node.targeter.lower() != "it":
        raise CannotLower(f"the creature {node.targeter} targets, outside a change to the cost of an ability with one target (CR 601.2c, 601.2f)", node)
    return target  # type: ignore[no-any-return]


# "who has the initiative": read by players_who as the condition "they have the initiative"
LOWERINGS[ast.WhoHasDesignation] = part_of("ObjectNp naming players (see players_who)")
# "who cast a spell this turn": read by players_who as the condition "they cast a spell this turn"
LOWERINGS[ast.WhoCast] = part_of("ObjectNp naming players (see players_who)")
