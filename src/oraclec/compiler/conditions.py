"""Lowerings of :mod:`oraclec.ast.conditions`: conditions ("if", "as long as", "unless")."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, cast

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node, rendered
from ..effects.definitions import paid_cost_name
from ..keywords import lookup as keyword_lookup
from ..effects.base import walk
from ..morphology import base_form, past_participle
from ..vocabulary import plural
from .context import Lowering, indefinite_player
from .costs import chosen_parts, discard_cost, sacrifice_cost
from .events import ORDINALS, counter_kind_of, excluded_origin_zone, origin_zone
from .objects import (
    CHARACTERISTICS,
    DIED_KEY,
    DONE_BY_PLAYER,
    DONE_KEYS,
    DONE_VERBS,
    PLAYER_CONDITIONS,
    PUT_INTO_KEY,
    TESTED_PLAYER,
    as_they_last_existed,
    characteristic_count,
    controls_most,
    determiner,
    formerly_controlled,
    is_hand,
    names_zones,
    possessor_reference,
    q_attacking,
    q_blocking,
    q_blocking_or_blocked_by,
    same_stat,
    set_field,
    zone_of,
    zones_of,
)
from .registry import LOWERINGS, CannotLower, lowers, part_of, unsupported
from .words import (
    COLORS,
    COMPARISONS,
    FilterFields,
    comparison,
    counter_count,
    describe_words,
    lower_words,
    number_value,
    render_node,
    stat_name,
    word_value,
    words_of,
)

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


@lowers(ast.QuantityCompare)
def _quantity_compare(node: ast.QuantityCompare, ctx: Lowering) -> fx.Condition:
    """"your devotion to white and blue is less than seven"."""
    return fx.Compare(left=ctx.value(node.left), op=node.operator, right=ctx.value(node.right))


# -- conditions -----------------------------------------------------------------------------------------
#: conditions that say whether the instruction just offered was followed ("If you do", CR 608.2c)
DID_CONDITIONS = (ast.Does, ast.DoesNot, ast.DidNot)


def did_negated(cond: Any) -> bool:
    """"you don't", "they did not", and "no one does" (the action offered to any player was
    taken by none of them, CR 608.2c)."""
    if isinstance(cond, ast.Does) and isinstance(cond.subject, str) and cond.subject.lower() in ("no one", "nobody"):
        return True
    return isinstance(cond, (ast.DoesNot, ast.DidNot))


@lowers(*DID_CONDITIONS)
def _you_do(node: Any, ctx: Lowering) -> fx.Condition:
    return ctx.unsupported(node, "\"if you do\" outside an \"If you do, ...\" sentence")


@lowers(ast.Cannot)
def _cannot(node: ast.Cannot, ctx: Lowering) -> fx.Condition:
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
def _controls(node: ast.Controls, ctx: Lowering) -> fx.Condition:
    if isinstance(node.what, ast.NpAnd) and all(isinstance(p, ast.ObjectNp) and p.determiner is not None for p in (node.what.left, node.what.right)):
        # "if you control an artifact and an enchantment": one of each, both held (each noun
        # with its own determiner; "three or more creatures and planeswalkers" counts them together)
        parts = (attrs.evolve(node, what=node.what.left), attrs.evolve(node, what=node.what.right))
        return fx.AllOf(conditions=tuple(_controls(part, ctx) for part in parts))
    different = _different_values(node.what)
    if different is not None:
        return _controls_different(node, different, ctx)
    if _one_object(node.what):
        # "as long as you control enchanted creature, it gets +2/+2", "if you control that
        # creature": that one object's controller is the player (a reference, which "it" after it
        # means), not any object of its description being controlled by them
        player = ctx.players(node.subject)
        return fx.Is(what=ctx.objects(node.what, role="reference"), test=fx.Filter(controller=player))
    bounded = _bounded_count(node.what, ctx.players(node.subject), "controller", ctx)
    if bounded is not None:
        return bounded
    what, count, negated = _count_condition(node.what, ctx)
    return fx.Controls(player=ctx.players(node.subject), what=what, at_least=count, negated=negated)


@lowers(ast.Owns)
def _owns(node: ast.Owns, ctx: Lowering) -> fx.Condition:
    """"as long as an opponent owns a card in exile" (CR 108.3): that many objects of the
    description, owned by the player."""
    what, count, negated = _count_condition(node.what, ctx)
    if not isinstance(what, fx.Filter) or what.owner is not None or what.controller is not None:
        raise CannotLower(f"owning {render_node(node.what)!r}", node)
    exists: fx.Condition = fx.Exists(what=attrs.evolve(what, owner=ctx.players(node.subject)), at_least=count)
    return fx.NotCondition(condition=exists) if negated else exists


@lowers(ast.OwnsAndControls)
def _owns_and_controls(node: ast.OwnsAndControls, ctx: Lowering) -> fx.Condition:
    """"if you both own and control ~ and a creature named Bruna, the Fading Light": each object
    named, or one object of each description, is owned and controlled by the player (CR 108.3,
    108.4)."""
    player = ctx.players(node.subject)
    parts = (node.what.left, node.what.right) if isinstance(node.what, ast.NpAnd) else (node.what,)
    conditions: list[fx.Condition] = []
    for part in parts:
        if _one_object(part):
            conditions.append(fx.Is(what=ctx.objects(part, role="reference"), test=fx.Filter(owner=player, controller=player)))
            continue
        what, count, negated = _count_condition(part, ctx)
        if negated or not isinstance(what, fx.Filter) or what.owner is not None or what.controller is not None:
            raise CannotLower(f"owning and controlling {render_node(part)!r}", node)
        conditions.append(fx.Controls(player=player, what=attrs.evolve(what, owner=player), at_least=count))
    return conditions[0] if len(conditions) == 1 else fx.AllOf(conditions=tuple(conditions))


#: "enchanted creature", "equipped creature", "fortified land": the one permanent this Aura,
#: Equipment or Fortification is attached to (CR 303.4, 301.5, 301.6)
_ATTACHED_WORDS = ("enchanted", "equipped", "fortified")


def _one_object(np: Any) -> bool:
    """A noun phrase naming one particular object, not describing objects: "~", "it", "that
    creature", "this creature", "enchanted creature"."""
    if isinstance(np, (ast.SelfRef, ast.Pronoun)):
        return lower_words(np) in (["it"],) if isinstance(np, ast.Pronoun) else True
    if not isinstance(np, ast.ObjectNp) or np.descriptor is None or np.qualifiers:
        return False
    if np.determiner is None:
        words = lower_words(np.descriptor)
        return len(words) == 2 and words[0] in _ATTACHED_WORDS
    return lower_words(np.determiner) in (["that"], ["this"])


def _count_bound(np: Any) -> tuple[str, fx.Value] | None:
    """A determiner that bounds a count rather than choosing objects: "exactly one" (==), "two
    or fewer" (<=), "fewer than seven" (<), "more than four" (>). None for any other. A trailing
    "other" ("two or fewer other lands") is the noun's: see :func:`_counted_others`."""
    if not isinstance(np, ast.ObjectNp) or np.determiner is None:
        return None
    words = list(np.determiner.words)
    if not all(isinstance(w, str) for w in words):
        return None
    if len(words) > 1 and words[-1].lower() == "other":
        words.pop()
    low = [w.lower() for w in words]
    if len(low) == 2 and low[0] == "exactly":
        return "==", word_value(words[1], np.determiner)
    if len(low) == 3 and low[1:] in (["or", "fewer"], ["or", "less"]):
        return "<=", word_value(words[0], np.determiner)
    if len(low) == 3 and low[1] == "than" and low[0] in ("fewer", "less", "more", "greater"):
        return ("<" if low[0] in ("fewer", "less") else ">"), word_value(words[2], np.determiner)
    return None


def _counted_others(np: Any, counted: fx.Value) -> fx.Value:
    """"two or fewer other lands": the objects counted leave out this one (``Filter.other``)."""
    others = [w.lower() for w in np.determiner.words if isinstance(w, str)][-1:] == ["other"]
    if others and isinstance(counted, fx.CountOf) and isinstance(counted.what, fx.Filter):
        return attrs.evolve(counted, what=attrs.evolve(counted.what, other=True))
    return counted


def _bounded_count(np: Any, player: fx.Reference, field: str, ctx: Lowering) -> fx.Condition | None:
    """"if you control exactly one creature", "as long as you have two or fewer cards in hand":
    a number no choice of objects says (at least that many is the plain reading), so the objects
    are counted and compared. None when the determiner is not such a bound."""
    bound = _count_bound(np)
    if bound is None:
        return None
    op, value = bound
    counted = _counted_others(np, _count_with_player(attrs.evolve(np, determiner=None), player, field, ctx))
    if not isinstance(counted, fx.CountOf) or getattr(counted.what, field) != player and counted.what.zone_owner != player:
        raise CannotLower("a number of objects of another player than the condition's", np)
    return fx.Compare(left=counted, op=op, right=value)


@lowers(ast.Controlled)
def _controlled(node: ast.Controlled, ctx: Lowering) -> fx.Condition:
    """"If you controlled it": the object named before, as it last existed (CR 608.2h)."""
    what = ctx.objects(node.what, role="reference")
    if isinstance(what, fx.Filter):
        raise CannotLower("\"controlled\" of a description rather than an object named before", node)
    return fx.Controlled(player=ctx.players(node.subject), what=what)


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
def _controls_none(node: ast.ControlsNone, ctx: Lowering) -> fx.Condition:
    what, count, _ = _count_condition(node.what, ctx)
    return fx.Controls(player=ctx.players(node.subject), what=what, at_least=count, negated=True)


@lowers(ast.Has)
def _has(node: ast.Has, ctx: Lowering) -> fx.Condition:
    """"you have no cards in hand", "an opponent has seven or more cards in hand": the cards are
    the player's."""
    if names_zones(node.subject):
        # "your library has no cards in it" (CR 401.1): the cards in that zone; "it" is the zone
        zones = zones_of(node.subject, ctx)
        if len(zones) != 1:
            raise CannotLower("cards in several zones", node.subject)
        ctx.zone_referents.append(zones[0])
        try:
            what, count, negated = _count_condition(node.what, ctx)
        finally:
            ctx.zone_referents.pop()
        if not isinstance(what, fx.Filter) or (what.zone, what.zone_owner) != (zones[0].kind, zones[0].player):
            raise CannotLower("a zone that has something other than cards in it", node)
        if _one_zone_of_several(node.subject, what):
            return _in_some_players_zone(what, count, negated)
        exists = fx.Exists(what=what, at_least=count)
        return fx.NotCondition(condition=exists) if negated else exists
    player = ctx.players(node.subject)
    bounded = _bounded_count(node.what, player, "owner", ctx)
    if bounded is not None:
        return bounded
    ctx.bare_zone_owners.append(player)
    try:
        what, count, negated = _count_condition(node.what, ctx)
    finally:
        ctx.bare_zone_owners.pop()
    if isinstance(what, fx.EachOpponent) and player == fx.You():
        # "unless you have two or more opponents" (CR 102.3): how many opponents there are
        exists = fx.Exists(what=what, at_least=count)
        return fx.NotCondition(condition=exists) if negated else exists
    if not isinstance(what, fx.Filter):
        raise CannotLower("\"has\" something that is not a description", node)
    if what.zone_owner is None:
        what = attrs.evolve(what, owner=player)
    exists = fx.Exists(what=what, at_least=count)
    return fx.NotCondition(condition=exists) if negated else exists


def condition_state(node: ast.ConditionState, ctx: Lowering) -> fx.Filter:
    words = list(node.words)
    low = [w.lower() for w in words if isinstance(w, str)]
    text = " ".join(low)
    if text in ("on the battlefield", "on the stack"):
        return fx.Filter(zone=text.split()[-1])  # "as long as ~ is on the stack": the zone it is in (CR 113.6b)
    if text == "in your opening hand":
        # CR 103.6: the hand a player keeps before the first turn
        return fx.Filter(zone="hand", zone_owner=fx.You(), kind="card", states=("opening hand",))
    if text.startswith("the chosen "):
        return fx.Filter(chosen=(text.removeprefix("the chosen "),))
    if low == ["controlled by"] and len(words) == 2 and isinstance(words[1], Node):
        # "if it's controlled by the chosen player": its controller is that player (CR 108.4)
        player = ctx.players(words[1])
        if isinstance(player, fx.Unsupported):
            raise CannotLower(player.reason, words[1])
        if not fx.names_players(player):
            raise CannotLower("controlled by something that is not a player (CR 108.4)", node)
        return fx.Filter(controller=player)
    if low[:1] == ["in"] and len(words) == 2 and isinstance(words[1], Node):
        zone = zone_of(words[1], ctx)
        return fx.Filter(zone=zone.kind, zone_owner=zone.player, kind="card")
    places = [w for w in words if isinstance(w, Node)]
    if len(places) == 1 and " ".join(low) in ("in or on the battlefield", "on the battlefield or in"):
        # "in the command zone or on the battlefield": either (CR 113.6b)
        zone = zone_of(places[0], ctx)
        return fx.Filter(any_of=(fx.Filter(zone=zone.kind, zone_owner=zone.player), fx.Filter(zone="battlefield")))
    if text == "attacking alone":
        # "as long as it's attacking alone": attacking, and no other creature is (CR 506.5)
        return fx.Filter(states=("attacking alone",))
    if low == ["attached", "to"] and len(words) == 3 and isinstance(words[2], Node):
        # "as long as this Equipment is attached to a creature": attached to one of those
        # objects (CR 301.5, 303.4)
        attached_to = ctx.objects(words[2], role="event")
        if isinstance(attached_to, fx.Filter) and not _indefinite(words[2]):
            # "as long as that Aura is attached to it", "it" read as a description of objects
            # rather than the one object named before
            raise CannotLower("attached to objects named before, read as a description", node)
        if ctx.referents and ctx.referents[-1] is attached_to and isinstance(attached_to, fx.Filter):
            # "if enchanted Equipment is attached to a creature, destroy that creature": the one
            # it is attached to, which the description (any creature) does not say
            ctx.referents[-1] = ctx.unsupported(words[2], "the object another is attached to, referred to again")
        return fx.Filter(attached_to=attached_to)
    if text == "attacking or blocking":
        # "as long as it's attacking or blocking": either combat state (CR 506.4)
        return fx.Filter(any_of=(fx.Filter(states=("attacking",)), fx.Filter(states=("blocking",))))
    if low == ["blocking"] and len(words) == 2 and isinstance(words[1], Node):
        # "as long as two or more creatures are blocking it" (CR 509.1a)
        fields: dict[str, Any] = {}
        q_blocking(ast.BlockingWhom(whom=words[1], span=node.span), fields, ctx)
        return fx.Filter(**fields)
    if low == ["blocking", "or", "blocked", "by"] and len(words) == 5 and isinstance(words[4], Node):
        # "as long as it's blocking or blocked by a Goblin or Orc": either side of a block (CR
        # 509.1a, 509.1g)
        fields = {}
        q_blocking_or_blocked_by(ast.BlockingOrBlockedBy(whom=words[4], span=node.span), fields, ctx)
        return fx.Filter(**fields)
    if low == ["attacking"] and len(words) == 2 and isinstance(words[1], Node):
        # "if a creature is attacking you" (CR 506.3, 508.1b)
        fields = {}
        q_attacking(ast.AttackingWhom(whom=words[1], span=node.span), fields, ctx)
        return fx.Filter(**fields)
    if low and low[0] in ("a", "an") and len(words) == 2:
        if isinstance(words[1], ast.Descriptor):
            return fx.Filter(**describe_words(words[1]).fields)
        words = words[1:]
    if len(words) == 1 and isinstance(words[0], str):
        fields = FilterFields()
        fields.word(words[0], node)
        return fx.Filter(**fields.fields)
    if len(low) == 3 and low[1] == "or" and len(words) == 3 and all(isinstance(w, str) for w in words):
        # "green or white", "enchanted or equipped": either quality is enough (CR 105.2 for
        # colors: an object of both colors is also one of them)
        either = []
        for word in (words[0], words[2]):
            fields = FilterFields()
            fields.word(word, node)
            either.append(fx.Filter(**fields.fields))
        if all(part == fx.Filter(colors=part.colors) and len(part.colors) == 1 for part in either):
            return fx.Filter(any_colors=tuple(part.colors[0] for part in either))  # "red or green"
        return fx.Filter(any_of=tuple(either))
    raise CannotLower(f"state {text!r}", node)


LOWERINGS[ast.ConditionState] = part_of("IsState")
LOWERINGS[ast.DescribedState] = part_of("IsStateIt")


#: the states of the turn a condition names (CR 500.1, 505.1a)
_PHASE_STATES = {
    "your main phase": fx.InPhase(phase="main", yours=True),
    "the first combat phase of the turn": fx.InPhase(phase="combat", nth=1),
}


def _state_condition(what: fx.Reference, state: ast.ConditionState, negated: bool, node: Any, ctx: Lowering) -> fx.Condition:
    if isinstance(state, ast.DescribedState):
        return _described_state(what, state, negated, ctx)
    text = " ".join(lower_words(state))
    if text in ("your turn", "not your turn"):
        return fx.NotCondition(condition=fx.YourTurn()) if negated != (text == "not your turn") else fx.YourTurn()
    if text in ("their turn", "not their turn"):
        # "Whenever a player casts a spell, if it's not their turn": the player "their" names
        # (the one the trigger names) is not the active player (CR 102.1)
        player = possessor_reference("their", ctx)
        if not fx.names_players(player) or isinstance(player, (fx.EachPlayer, fx.EachOpponent, fx.PlayerRole)):
            raise CannotLower(f"whose turn {text!r} asks about: 'their' names no one player here", node)
        active = fx.IsActivePlayer(player=player)
        return fx.NotCondition(condition=active) if negated != (text == "not their turn") else active
    phase = _PHASE_STATES.get(text)
    if phase is not None:  # "if it's your main phase", "if it's the first combat phase of the turn"
        return fx.NotCondition(condition=phase) if negated else phase
    which = [w for w in state.words if isinstance(w, ast.ManaCost)]
    if len(which) == 1 and [w for w in state.words if isinstance(w, str)] == ["kicked", "with", "its", "kicker"]:
        # "if it was kicked with its {R} kicker": that one of its kicker costs (CR 702.33f)
        specific = fx.CostWasPaid(name="kicker", cost=(ctx.cost(which[0]),))
        return fx.NotCondition(condition=specific) if negated else specific
    paid = {"kicked": "kicker", "bargained": "bargain", "foretold": "foretell"}.get(text.split(" ")[0])
    if paid is not None and (paid == "kicker" or text == text.split(" ")[0]):
        cost = fx.CostWasPaid(name=paid)  # CR 702.33d, 702.166b, 702.143
        return fx.NotCondition(condition=cost) if negated else cost
    if text == "cast using" and len(state.words) == 3 and isinstance(state.words[2], Node):
        # "if this spell was cast using teamwork", "if ~ was cast using web-slinging": cast
        # paying that keyword's cost, alternative (CR 118.9) or additional (CR 118.8), as the
        # spell records among its costs paid (CR 601.2b, 601.2f)
        written = render_node(state.words[2])
        name = paid_cost_name(written)
        if name is None:
            raise CannotLower(f"cast using {written!r}: a keyword whose cost is no cost of casting a spell the runtime records (CR 601.2b)", node)
        paid = fx.CostWasPaid(name=name)
        return fx.NotCondition(condition=paid) if negated else paid
    if text == "cast" and (negated or not isinstance(what, fx.This)) and not any(isinstance(w, ast.EventOrigin) for w in state.words):
        # "Whenever another creature you control enters, if it wasn't cast": the object entered
        # as a spell that was cast, by any player (CR 601.2, 608.3a), or was put onto the
        # battlefield otherwise
        if fx.names_players(what) or isinstance(what, fx.Filter):
            raise CannotLower("whether a player, or each object of a description, was cast", node)
        was = fx.WasCast(what=what)
        return fx.NotCondition(condition=was) if negated else was
    if text == "cast" and not negated:
        origin = next((w for w in state.words if isinstance(w, ast.EventOrigin)), None)
        if origin is not None and not isinstance(what, fx.This):
            # "Whenever a creature enters, if it was cast from your hand": another object, cast
            # by any player (CR 601.2a); CastFromZone asks that of the source, or of another
            # object only as cast by this ability's controller ("if you cast it")
            raise CannotLower("another object than this one 'was cast from' a zone, by any player (CR 601.2a, 608.3a)", node)
        if origin is None:
            return fx.WasCast()
        excluded = excluded_origin_zone(origin, ctx)
        if excluded is not None:  # "if this spell was cast from anywhere other than your hand"
            return fx.CastFromZone(zone=excluded, other_than=True)
        zone = origin_zone(origin, ctx)
        if zone is None:
            raise CannotLower("cast from anywhere", node)
        return fx.CastFromZone(zone=zone)  # "if this spell was cast from exile"
    if text == "poisoned" and fx.names_players(what):
        # CR 122.1f: a player is "poisoned" if they have one or more poison counters
        poisoned = fx.Compare(left=fx.StatOf(what=what, stat="counters:poison"), op=">=", right=fx.Fixed(value=1))
        return fx.NotCondition(condition=poisoned) if negated else poisoned
    if text == "paired with" and not negated:
        # soulbond (CR 702.95): "as long as ~ is paired with another creature"
        return fx.Is(what=what, test=fx.Filter(states=("paired",)))
    if text == "the defending player":
        # CR 506.2: defending player of which attacking creature (the one the trigger names, or any)
        raise CannotLower("whether a player is the defending player of an attacking creature (CR 506.2)", node)
    if text in ("the monarch", "the starting player"):
        # "if you're the monarch" (CR 724), "if you weren't the starting player" (CR 103.1)
        if not fx.names_players(what):
            # only a player is either (CR 724.1, 103.1): "gain control of target creature that
            # player controls for as long as they're the monarch" is the player named last
            if not ctx.player_referents:
                raise CannotLower(f"{text} said of objects", node)
            what = ctx.that_player()
        held = fx.HasDesignation(player=what, designation="monarch") if text == "the monarch" else fx.IsStartingPlayer(player=what)
        return fx.NotCondition(condition=held) if negated else held
    if text in ("not attacking", "not blocking", "not tapped", "not untapped", "attacking or blocking") and isinstance(what, fx.Filter):
        # "Each untapped creature you control gets +0/+2 as long as it's not attacking": each
        # object's own state, which one condition about the group cannot say
        raise CannotLower(f"state {text!r} of each object of a group", node)
    if text in ("not attacking", "not blocking", "not tapped", "not untapped"):
        # "as long as it's not attacking": the state, negated
        kept = attrs.evolve(state, words=tuple(state.words)[1:])
        return fx.Is(what=what, test=condition_state(kept, ctx), negated=not negated)
    if text in ("not a", "not an") and isinstance(state.words[-1], ast.Descriptor) and not isinstance(what, fx.Filter):
        # "if it's not a token", "If it's not a creature": the object is not of that description,
        # wherever it is, and as it last existed when it has left (CR 603.10a, 608.2h): a test of
        # no zone, not one of remaining on the battlefield
        kept = attrs.evolve(state, words=tuple(state.words)[1:])
        test = condition_state(kept, ctx)
        if isinstance(test, fx.Filter) and test.zone == fx.Filter().zone:
            return fx.Is(what=what, test=attrs.evolve(test, zone=None), negated=not negated)
    if text.startswith("not "):
        raise CannotLower(f"state {text!r}", node)
    if _past(node) and all(part in _CHARACTERISTIC_STATES for part in text.split(" or ")) and not isinstance(what, fx.Filter):
        # "Destroy target land. If that land was nonbasic, ...": what the object was, as it last
        # existed when it has left (CR 608.2h), wherever it is now: a test of no zone, not one
        # of remaining on the battlefield
        test = condition_state(state, ctx)
        if isinstance(test, fx.Filter) and test.zone == fx.Filter().zone:
            # "was blue or black": each quality tested where the object is, no zone either
            either = tuple(attrs.evolve(part, zone=None) for part in test.any_of)
            return fx.Is(what=what, test=attrs.evolve(test, zone=None, any_of=either), negated=negated)
    if text in ("exiled", "in exile"):
        return fx.Is(what=what, test=fx.Filter(zone="exile"), negated=negated)
    if _past(node) and " or " in text:
        # "if it was enchanted or equipped": a state the object had before, as it last existed
        # (CR 608.2h, 603.10a); the test below is of the object as it is now
        raise CannotLower(f"whether an object was {text} before (last known information of a state, CR 608.2h)", node)
    return fx.Is(what=what, test=condition_state(state, ctx), negated=negated)


#: the supertypes said as adjectives (CR 205.4a) and colors (CR 105.1): characteristics, which an
#: object that has left the battlefield still had as it last existed (CR 608.2h)
_CHARACTERISTIC_STATES = frozenset(
    {f"{non}{word}" for non in ("", "non") for word in ("basic", "legendary", "snow", "white", "blue", "black", "red", "green")}
)


def _past(node: Any) -> bool:
    """"If that land was nonbasic": the state said in the past tense."""
    return isinstance(getattr(node, "verb", None), str) and node.verb.lower() in ("was", "were", "wasn't", "weren't")


def _spells_cast(np: Any, turn: str, ctx: Lowering, by: fx.Reference | None = None, by_one_player: bool = False, from_zone: str | None = None) -> fx.Condition:
    """"no spells were cast last turn", "a player cast two or more spells last turn" (the
    werewolves' transform conditions)."""
    what, count, negated = _count_condition(np, ctx)
    spells = fx.SpellsCast(turn=turn, by=by, by_one_player=by_one_player, what=what, from_zone=from_zone)
    if negated:
        return fx.Compare(left=spells, op="==", right=fx.Fixed(value=0))
    return fx.Compare(left=spells, op=">=", right=count)


@lowers(ast.CastLastTurn)
def _cast_last_turn(node: ast.CastLastTurn, ctx: Lowering) -> fx.Condition:
    player = ctx.players(node.subject)
    one = isinstance(node.subject, ast.ObjectNp) and node.subject.determiner is not None and lower_words(node.subject.determiner) in (["a"], ["an"])
    return _spells_cast(node.what, "last", ctx, by=None if one else player, by_one_player=one)


#: the participle of a keyword whose alternative cost a spell was cast for -> the way it was
#: cast: "a spell was warped this turn" (CR 702.185c)
CAST_FOR_COST_STATES = {("warped",): "warp"}


@lowers(ast.EnchantedByCondition)
def _enchanted_by(node: ast.EnchantedByCondition, ctx: Lowering) -> fx.Condition:
    """"as long as this creature is enchanted by exactly two Auras", "if this creature is
    enchanted by two or more Auras": the Auras attached to the object (CR 303.4: an Aura enchants
    the object it is attached to), counted and compared with the number said; "isn't" denies it."""
    if node.verb.lower() not in ("is", "isn't"):
        raise CannotLower(f"an object that {node.verb} enchanted (last known information, CR 608.2h)", node)
    subject = ctx.objects(node.subject, role="reference")
    if isinstance(subject, fx.Filter) or fx.names_players(subject):
        raise CannotLower("objects of a description enchanted by Auras (a condition of each of them)", node.subject)
    bound = _count_bound(node.by)
    np = attrs.evolve(node.by, determiner=None) if bound is not None and isinstance(node.by, ast.ObjectNp) else node.by
    what, count, negated = _count_condition(np, ctx)
    if not isinstance(what, fx.Filter) or "Aura" not in what.subtypes or what.attached_to is not None:
        raise CannotLower("enchanted by objects other than Auras of a description (CR 303.4)", node.by)
    auras = attrs.evolve(what, attached_to=subject)
    test: fx.Condition
    if bound is not None:
        test = fx.Compare(left=fx.CountOf(what=auras), op=bound[0], right=bound[1])
    else:
        test = fx.Exists(what=auras, at_least=count)
        if negated:
            test = fx.NotCondition(condition=test)
    return fx.NotCondition(condition=test) if node.verb.lower() == "isn't" else test


@lowers(ast.IsState)
def _is_state(node: Any, ctx: Lowering) -> fx.Condition:
    if node.time is not None and isinstance(node.time, str) and node.time.lower() == "last turn" and lower_words(node.state) == ["cast"]:
        return _spells_cast(node.subject, "last", ctx)
    if isinstance(node.time, str) and node.time.lower() == "this way":
        return _done_this_way(node, ctx)
    if isinstance(node.time, str) and node.time.lower() == "this turn" and tuple(lower_words(node.state)) in CAST_FOR_COST_STATES:
        # "if a spell was warped this turn": a spell cast for that cost this turn (CR 702.185c)
        cast = _spells_cast(node.subject, "this", ctx)
        spells = cast.left if isinstance(cast, fx.Compare) else None
        if not isinstance(spells, fx.SpellsCast):
            raise CannotLower(f"spells {render_node(node.state)!r} this turn, counted otherwise", node)
        return attrs.evolve(cast, left=attrs.evolve(spells, method=CAST_FOR_COST_STATES[tuple(lower_words(node.state))]))
    if node.time is not None:
        raise CannotLower(f"a state {node.time!r}", node)
    negated = node.verb.lower() in ("isn't", "aren't", "wasn't", "weren't")
    if _attached_state(node.state):
        if node.verb.lower() in ("was", "were", "wasn't", "weren't"):
            raise CannotLower("what an object was attached to before (last known information, CR 608.2h)", node)
        if _indefinite(node.subject):
            # "as long as an Equipment named Groom's Finery is attached to a creature you
            # control": one such object is (not each object of the description)
            what, count, _ = _count_condition(node.subject, ctx)
            if not isinstance(what, fx.Filter):
                raise CannotLower("an object attached to another, of no description", node)
            exists = fx.Exists(what=attrs.evolve(what, attached_to=condition_state(node.state, ctx).attached_to), at_least=count)
            return fx.NotCondition(condition=exists) if negated else exists
        if not _counted(node.subject):
            subject = ctx.objects(node.subject, role="reference")
            if isinstance(subject, fx.Filter):
                # "as long as that Aura is attached to it", "that Aura" read as a description of
                # objects rather than the one object named before
                raise CannotLower("an object named before attached to another, read as a description", node)
            attached = _state_condition(subject, node.state, negated, node, ctx)
            test = attached.condition if isinstance(attached, fx.NotCondition) else attached
            if isinstance(test, fx.Is) and isinstance(test.test, fx.Filter) and test.test.attached_to == subject:
                # "that Aura is attached to it" with "it" read as that Aura again: an object is
                # never attached to itself (CR 301.5c, 303.4d), so the pronoun was misread
                raise CannotLower("an object attached to another, the pronoun naming it again", node)
            return attached
    if _counted(node.subject):
        return _counted_state(node, negated, ctx)
    if isinstance(node.subject, ast.Partitive) and lower_words(node.subject.determiner)[-2:] == ["or", "more"]:
        return _how_many_of_them(node, negated, ctx)
    return _state_condition(ctx.objects(node.subject, role="reference"), node.state, negated, node, ctx)


def _how_many_of_them(node: Any, negated: bool, ctx: Lowering) -> fx.Condition:
    """"if two or more of those creatures are attacking you": at least that many of the objects
    named before (a reference, not a description read again) are in the state."""
    det = determiner(node.subject.determiner, ctx)
    among = ctx.objects(node.subject.of, role="reference")
    if det.count is None or det.up_to or not isinstance(node.state, ast.ConditionState):
        raise CannotLower("how many of the objects named before are in a state", node)
    if isinstance(among, fx.Filter) or fx.names_players(among):
        raise CannotLower("how many of the objects of a description are in a state, read as the objects named before", node)
    exists = fx.Exists(what=fx.Amongst(among=among, filter=condition_state(node.state, ctx)), at_least=det.count)
    return fx.NotCondition(condition=exists) if negated else exists


def _attached_state(state: Any) -> bool:
    """"attached to [objects]" (CR 301.5, 303.4)."""
    return isinstance(state, ast.ConditionState) and lower_words(state) == ["attached", "to"]


def _indefinite(np: Any) -> bool:
    """"an Equipment", "a creature": one object of a description."""
    return isinstance(np, ast.ObjectNp) and np.determiner is not None and lower_words(np.determiner) in (["a"], ["an"])


def _counted(np: Any) -> bool:
    """"two or more creatures", "one or more creatures": a number of objects of a description."""
    if not isinstance(np, ast.ObjectNp) or np.descriptor is None or np.determiner is None:
        return False
    return lower_words(np.determiner)[-2:] == ["or", "more"]


def _counted_state(node: Any, negated: bool, ctx: Lowering) -> fx.Condition:
    """"as long as two or more creatures are blocking it": at least that many objects of the
    description are in the state (not each object described)."""
    what, count, _ = _count_condition(node.subject, ctx)
    test = condition_state(node.state, ctx)
    if not isinstance(what, fx.Filter):
        raise CannotLower("a number of objects that is not a description", node)
    default = fx.Filter()
    fields = {name: value for name, value in attrs.asdict(what, recurse=False).items() if value != getattr(default, name)}
    if test.zone is not None and test.zone != what.zone and not node.subject.qualifiers:
        # "if twenty or more creature cards are in your graveyard": the state says where they
        # are, in place of the zone a description without one is given
        fields.pop("zone", None)
        fields.pop("zone_owner", None)
    for name, value in attrs.asdict(test, recurse=False).items():
        if value != getattr(default, name):
            set_field(fields, name, value, node)
    exists = fx.Exists(what=fx.Filter(**fields), at_least=count)
    return fx.NotCondition(condition=exists) if negated else exists


def _done_this_way(node: Any, ctx: Lowering) -> fx.Condition:
    """"if an artifact is destroyed this way", "if at least one Zombie card is milled this
    way", "if no creature cards were revealed this way": how many of the objects the
    instruction before acted on match (CR 608.2c), as they last existed (CR 608.2h); "if that
    spell is countered this way": whether the object the reference means is one of them."""
    state = lower_words(node.state)
    if len(state) != 1 or state[0] not in DONE_KEYS:
        raise CannotLower(f"a state {render_node(node.state)!r} this way", node)
    negated = node.verb.lower() in ("isn't", "aren't", "wasn't", "weren't")
    found = fx.Found(key=DONE_KEYS[state[0]])
    if definite(node.subject):
        # "that spell", "the spell", "that permanent": the object the instruction was told to
        # act on, which it may not have (a spell that can't be countered, a payment made)
        return fx.Is(what=ctx.objects(node.subject, role="reference"), test=found, negated=negated)
    at_least = described_count(node.subject)
    if at_least is None:
        raise CannotLower(f"{render_node(node.subject)!r} acted on this way", node)
    if at_least == 0:  # "no creature cards": none of them
        negated, at_least = not negated, 1
    subject = node.subject if indefinite(node.subject) else attrs.evolve(node.subject, determiner=attrs.evolve(node.subject.determiner, words=("a",)))
    # "if a creature you controlled was destroyed this way": its controller as it last existed
    # on the battlefield (CR 608.2h)
    subject, former_controller = formerly_controlled(subject, ctx)
    if former_controller is not None:
        found = fx.Found(key=as_they_last_existed(found.key, node.subject))
    description = ctx.filter(subject)
    if isinstance(description, fx.Unsupported):
        return description
    if not isinstance(description, fx.Filter) or (former_controller is not None and description.controller is not None):
        raise CannotLower(f"{render_node(node.subject)!r} as a description of objects acted on this way", node)
    # where those objects are now does not matter: the zone is left at its default, as for
    # "[filter] from among [reference]"
    fields = attrs.evolve(description, zone=fx.Filter().zone)
    if former_controller is not None:
        fields = attrs.evolve(fields, controller=former_controller)
    what: fx.Reference = found if fields == fx.Filter() else fx.Amongst(among=found, filter=fields)
    exists = fx.Exists(what=what) if at_least == 1 else fx.Exists(what=what, at_least=fx.Fixed(value=at_least))
    return fx.NotCondition(condition=exists) if negated else exists


#: what a player did to objects, in the past tense -> whose those objects are
_DONE_BY_PLAYER = DONE_BY_PLAYER


def _player_did_this_way(node: Any, items: list[Any], ctx: Lowering) -> fx.Condition:
    """"If you discarded a card this way", "if you sacrificed an Angel this way": one or more
    of the objects the instructions before acted on are that player's (as they last existed,
    CR 608.2h) and match the description."""
    base = base_form(items[0], DONE_VERBS) if items and isinstance(items[0], str) else None
    verb = past_participle(base) if base is not None else ""  # "drew" -> "drawn"
    if len(items) == 2 and verb == "revealed":
        return _revealed_this_way(ctx.players(node.subject), items[1], node, ctx)
    if len(items) == 2 and verb == "exiled":
        return _exiled_this_way(ctx.players(node.subject), items[1], node, ctx)
    if len(items) != 2 or verb not in _DONE_BY_PLAYER:
        raise CannotLower(f"what happened {node.time!r} (who {items[0] if items and isinstance(items[0], str) else 'did it'} objects is not recorded)", node)
    return _players_objects_this_way(fx.Found(key=DONE_KEYS[verb]), _DONE_BY_PLAYER[verb], ctx.players(node.subject), items[1], node, ctx)


def _revealed_this_way(player: fx.Reference, np: Any, node: Any, ctx: Lowering) -> fx.Condition:
    """"If you reveal a creature card this way", "unless you revealed a Dragon card this way":
    the objects revealed by the instructions before (CR 701.20a), when that player revealed all
    of them (the runtime keeps no record of who revealed which)."""
    if not ctx.revealers or any(revealer != player for revealer in ctx.revealers):
        raise CannotLower("what happened 'this way' (who revealed objects is not recorded)", node)
    return _players_objects_this_way(fx.Found(key=DONE_KEYS["revealed"]), None, player, np, node, ctx)


def _exiled_this_way(player: fx.Reference, np: Any, node: Any, ctx: Lowering) -> fx.Condition:
    """"If you exiled a land card this way", "if you exiled four or more cards this way": the
    objects exiled by the instructions (and costs) before (CR 406.2, 608.2c), when that player
    exiled all of them: an exile is done by the player the instruction names, its controller when
    it names none (CR 608.2), and the runtime keeps no record of who exiled which object."""
    if not ctx.exilers or any(exiler != player for exiler in ctx.exilers):
        raise CannotLower("what happened 'this way' (who exiled objects is not recorded)", node)
    return _players_objects_this_way(fx.Found(key=DONE_KEYS["exiled"]), None, player, np, node, ctx)


def _players_objects_this_way(found: fx.Found, field: str | None, player: fx.Reference, np: Any, node: Any, ctx: Lowering) -> fx.Condition:
    """How many of the objects the instructions before acted on (``found``) are the player's
    (``field``: "owner" or "controller", as they last existed, CR 608.2h; None: all of them
    were acted on by that player) and match the description ``np`` ("a card", "at least two
    creatures", "no cards")."""
    at_least = described_count(np)
    if at_least is None:
        raise CannotLower(f"{render_node(np)!r} acted on this way", node)
    negated = at_least == 0
    subject = np if indefinite(np) else attrs.evolve(np, determiner=attrs.evolve(np.determiner, words=("a",)))
    description = ctx.filter(subject)
    if isinstance(description, fx.Unsupported):
        return description
    if not isinstance(description, fx.Filter) or (field is not None and getattr(description, field) is not None):
        raise CannotLower(f"{render_node(np)!r} as a description of objects acted on this way", node)
    fields = attrs.evolve(description, zone=fx.Filter().zone, **({field: player} if field is not None else {}))
    exists = fx.Exists(what=fx.Amongst(among=found, filter=fields), at_least=fx.Fixed(value=max(1, at_least)))
    return fx.NotCondition(condition=exists) if negated else exists


def _entered_this_way(node: ast.PredicateCondition, ctx: Lowering) -> fx.Condition:
    """"If a creature enters this way, ...", "if a Hero enters this way": one or more of the
    objects the instructions before put onto the battlefield match the description (an object
    enters the battlefield as it is put there, CR 110.1, 603.6a); read with "it enters with"
    after it, the condition is about each object as it enters (compiler.sentences, CR 614.12)."""
    at_least = described_count(node.subject)
    if at_least is None or at_least == 0 or not indefinite(node.subject):
        raise CannotLower(f"{render_node(node.subject)!r} entering this way", node)
    description = ctx.filter(node.subject)
    if isinstance(description, fx.Unsupported):
        return description
    if not isinstance(description, fx.Filter):
        raise CannotLower(f"{render_node(node.subject)!r} as a description of objects put onto the battlefield this way", node)
    found = fx.Found(key=PUT_INTO_KEY.format("battlefield"))
    return fx.Exists(what=fx.Amongst(among=found, filter=description), at_least=fx.Fixed(value=at_least))


#: a player doing something "this way" as a condition, in the present tense ("If you discard
#: a creature card this way") -> the past participle the instructions' results are kept by.
#: Whose those objects are follows from the action: a player draws and mills from their own
#: library (CR 121.1, 701.17a), owns the tokens they create (CR 111.2) and reveals their own
#: hand's and library's cards (CR 701.20a, 400.3)
_DOING_THIS_WAY = {ast.Discard: "discarded", ast.Sacrifice: "sacrificed", ast.Draw: "drawn", ast.Mill: "milled", ast.Create: "created", ast.Reveal: "revealed"}


def _player_doing_this_way(node: ast.PredicateCondition | ast.PredicateNotCondition, ctx: Lowering) -> fx.Condition:
    """"If you discard a creature card this way", "if you sacrifice a snow Forest this way",
    "if you put an artifact card into your hand this way", "if you put no cards into your hand
    this way", "if you put a creature card onto the battlefield this way": the objects the
    instructions before acted on, as for the past tense."""
    predicate = node.predicate
    player = ctx.players(node.subject)
    verb = _DOING_THIS_WAY.get(type(predicate))
    if isinstance(predicate, ast.Reveal):
        return _revealed_this_way(player, predicate.what, node, ctx)
    if verb is not None:
        return _players_objects_this_way(fx.Found(key=DONE_KEYS[verb]), _DONE_BY_PLAYER[verb], player, predicate.what, node, ctx)
    if isinstance(predicate, ast.Put) and len(predicate.placements) == 1 and isinstance(predicate.placements[0], ast.IntoZone):
        placement = predicate.placements[0]
        zones = zones_of(placement.into, ctx)
        if len(zones) == 1 and zones[0].kind == "hand" and zones[0].player == player:
            # a player's hand holds only cards they own (CR 400.3)
            return _players_objects_this_way(fx.Found(key="put into hand"), "owner", player, placement.what, node, ctx)
    if isinstance(predicate, ast.ReturnTo) and not predicate.mods and is_hand(predicate.to):
        # "If you return a nonland card to your hand this way": a player's hand holds only cards
        # they own (CR 400.3, 402.1)
        zones = zones_of(predicate.to, ctx)
        if len(zones) == 1 and zones[0].kind == "hand" and zones[0].player == player:
            return _players_objects_this_way(fx.Found(key="put into hand"), "owner", player, predicate.what, node, ctx)
    if isinstance(predicate, ast.Put) and len(predicate.placements) == 1 and isinstance(predicate.placements[0], ast.OntoBattlefield) and not predicate.placements[0].mods:
        # a permanent enters under the control of the player who put it there (CR 110.2)
        placement = predicate.placements[0]
        return _players_objects_this_way(fx.Found(key=PUT_INTO_KEY.format("battlefield")), "controller", player, placement.what, node, ctx)
    raise CannotLower(f"a player doing {type(predicate).__name__} as a condition", node)


def definite(np: Any) -> bool:
    """"that spell", "the permanent": a reference to objects named before, not a description."""
    return isinstance(np, ast.ObjectNp) and np.determiner is not None and lower_words(np.determiner) in (["that"], ["the"], ["those"])


def described_count(np: Any) -> int | None:
    """How many objects a description of objects acted on asks for: "a land card", "one or
    more creatures" -> 1; "at least two cards", "two or more cards" -> 2; "no creature cards"
    -> 0; None when the noun phrase is no such description."""
    if indefinite(np):
        return 1
    if not isinstance(np, ast.ObjectNp) or np.descriptor is None or np.determiner is None:
        return None
    words = lower_words(np.determiner)
    if words == ["no"]:
        return 0
    if words[:2] == ["at", "least"] and len(words) == 3:
        count = number_value(words[2])
    elif len(words) == 3 and words[1:] == ["or", "more"]:
        count = number_value(words[0])
    else:
        return None
    return count if isinstance(count, int) and count > 0 else None


def owned_in_zone(described: fx.Filter, zone: fx.Zone, moved: str, node: Any) -> fx.Filter:
    """A description of objects a zone change moved, with the player's zone said ("a card that
    left your graveyard", "put into an opponent's graveyard"): that player owns them (CR
    400.3); ``moved`` says the change ("that left", "put into") in the reason otherwise."""
    if zone.player is None:
        return described
    if described.owner is not None or not fx.names_players(zone.player):
        raise CannotLower(f"an object {moved} a player's zone, with an owner said otherwise", node)
    return attrs.evolve(described, owner=zone.player)


def indefinite(np: Any) -> bool:
    """"a land card", "one or more creatures", "an instant card or a card with flash": a
    description, not a reference."""
    if isinstance(np, ast.NpOr):
        return indefinite(np.left) and indefinite(np.right)
    if not isinstance(np, ast.ObjectNp) or np.descriptor is None or np.determiner is None:
        return False
    return lower_words(np.determiner) in (["a"], ["an"], ["one", "or", "more"])


#: the day/night designations of the game a condition names (CR 730.1)
_DAY_NIGHT = {("day",): "day", ("night",): "night", ("neither", "day", "nor", "night"): "neither"}


def _described_state(what: fx.Reference, state: ast.DescribedState, negated: bool, ctx: Lowering) -> fx.Condition:
    """"if it's a creature card with mana value 3 or less": the description with its qualities,
    tested on the object where it is (as "if that card is ..." reads it, CR 109.3)."""
    if fx.names_players(what):
        raise CannotLower("a player \"is\" a description of objects as a condition", state)
    if "zone" in describe_words(state.descriptor).fields:
        raise CannotLower(f"is {render_node(state)!r} as a condition: a zone with other qualities", state)
    described = ast.ObjectNp(determiner=ast.Determiner(words=(state.article,), span=state.span), descriptor=state.descriptor, qualifiers=state.qualifiers, span=state.span)
    test = _described_only(described, ctx)
    if not isinstance(test, fx.Filter):
        raise CannotLower(f"is {render_node(state)!r} as a condition", state)
    return fx.Is(what=what, test=attrs.evolve(test, zone=fx.Filter().zone), negated=negated)


@lowers(ast.IsStateIt)
def _is_state_it(node: Any, ctx: Lowering) -> fx.Condition:
    word = node.word.lower()
    day_night = _DAY_NIGHT.get(tuple(lower_words(node.state))) if isinstance(node.state, ast.ConditionState) else None
    if day_night is not None and word == "it's":
        return fx.IsDayNight(which=day_night)  # "if it's night": the game's designation (CR 730.1)
    said = lower_words(node.state) if isinstance(node.state, ast.ConditionState) else []
    if word == "it's" and len(said) == 3 and said[0] == "the" and said[2] == "time" and said[1] in ORDINALS and ctx.resolutions_counted:
        # "... if this is the first time this ability has resolved this turn. If it's the second
        # time, ...": the same count of the ability's resolutions this turn, another number
        return fx.Compare(left=fx.TimesResolvedThisTurn(), op="==", right=fx.Fixed(value=ORDINALS[said[1]]))
    what = fx.You() if word == "you're" else ctx.it()
    return _state_condition(what, node.state, False, node, ctx)


@lowers(ast.DoneWithCondition)
def _done_with_condition(node: ast.DoneWithCondition, ctx: Lowering) -> fx.Condition:
    """"if a card is exiled with this land", "if three or more cards have been exiled with this
    artifact": as "there is a card exiled with this land", the cards its linked ability exiled
    that are still in exile (CR 607.2a, 406.6)."""
    if not isinstance(node.what, ast.ObjectNp) or node.what.determiner is None:
        raise CannotLower(f"objects {node.participle} with something, named other than by a count", node)
    linked = ast.DoneWith(participle=node.participle, by=node.by, span=node.span)
    if node.what.is_plural:
        # "if three or more cards have been exiled with this artifact, sacrifice it. If you do,
        # return those cards ...": "those cards" then names the cards the condition counted
        # (CR 608.2c), which a condition does not hand on to the instructions yet
        raise CannotLower("a condition on several cards exiled with this object, which \"those cards\" after it may name (CR 607.2a, 608.2c)", node)
    what = attrs.evolve(node.what, qualifiers=(*(node.what.qualifiers or ()), linked))
    return _there_is(ast.ThereIs(verb="is", what=what, span=node.span), ctx)


@lowers(ast.ThereIs, ast.ThereIsOne)
def _there_is(node: Any, ctx: Lowering) -> fx.Condition:
    if isinstance(node.what, ast.ObjectNp) and node.what.determiner is not None:
        distinct = characteristic_count(attrs.evolve(node.what, determiner=None), ctx)
        if distinct is not None:  # "four or more card types among cards in your graveyard"
            det = determiner(node.what.determiner, ctx)
            if det.count is None or det.up_to:
                raise CannotLower(f"how many: {node.what.determiner.text!r}", node)
            return fx.AtLeast(value=distinct, amount=det.count)
    bound = _count_bound(node.what)
    if bound is not None:  # "if there are fewer than six creature cards in your graveyard"
        counted = _counted_others(node.what, fx.CountOf(what=ctx.filter(attrs.evolve(node.what, determiner=None))))
        return fx.Compare(left=counted, op=bound[0], right=bound[1])
    what, count, negated = _count_condition(node.what, ctx)
    places = [q.zone for q in getattr(node.what, "qualifiers", None) or () if isinstance(q, ast.InZone)]
    if len(places) == 1 and _one_zone_of_several(places[0], what):
        return _in_some_players_zone(what, count, negated)
    exists = fx.Exists(what=what, at_least=count)
    return fx.NotCondition(condition=exists) if negated else exists


def _one_zone_of_several(zone: Any, what: Any) -> bool:
    """"a graveyard", "a single graveyard" (not "each graveyard", "all graveyards"): one zone of
    one of several players, where what is counted is the cards of all of their zones."""
    return (
        isinstance(zone, ast.ObjectNp) and zone.determiner is not None and zone.determiner.lower_words() in (("a",), ("a", "single"), ("an",))
        and isinstance(what, fx.Filter) and isinstance(what.zone_owner, (fx.EachPlayer, fx.EachOpponent))
    )


def _in_some_players_zone(what: fx.Filter, count: fx.Value, negated: bool) -> fx.Condition:
    """"If a graveyard has twenty or more cards in it", "ten or more cards in a single
    graveyard": the cards of one player's zone are counted, for some player (CR 404.1), not
    those of all the zones together."""
    own = fx.Exists(what=attrs.evolve(what, zone_owner=TESTED_PLAYER), at_least=count)
    return fx.Exists(what=fx.PlayersWho(players=what.zone_owner, condition=fx.NotCondition(condition=own) if negated else own))
HAPPENED = {
    "died": "died", "attacked": "attacked", "entered": "entered", "lost life": "lost_life", "gained life": "gained_life",
    "left the battlefield": "left_battlefield", "entered the battlefield": "entered", "descended": "descended",
    "committed a crime": "committed_crime", "been attacked": "attacked_you", "attacked or blocked": "attacked_or_blocked",
    "blocked or was blocked": "blocked_or_was_blocked",
    "gained or lost life": "gained_or_lost_life", "completed a dungeon": "completed_dungeon",
}


@lowers(ast.Happened)
def _happened(node: Any, ctx: Lowering) -> fx.Condition:
    """"a creature died this turn", "you attacked this turn", "if you lost life last turn"."""
    condition = _happened_when(node, ctx)
    last_turn = [c for c in walk(condition) if isinstance(c, fx.HappenedThisTurn) and c.period == "last_turn"]
    if any(not fx.names_players(c.what) for c in last_turn):
        raise CannotLower("what happened to objects last turn (only players' history of it is kept)", node)
    return condition


@lowers(ast.HasHappened)
def _has_happened(node: ast.HasHappened, ctx: Lowering) -> fx.Condition:
    """"if an opponent has drawn four or more cards this turn": what "drew ... this turn" says
    (the turn's record, CR 500)."""
    return _happened(ast.Happened(subject=node.subject, event=node.event, time=node.time, span=node.span), ctx)


def _happened_when(node: Any, ctx: Lowering) -> fx.Condition:
    if isinstance(node.time, Node):
        # "if that player attacked you during their last turn": a player's most recent turn
        # (CR 500.1), not the turn before this one; only this turn's and last turn's history is kept
        raise CannotLower(f"what happened {render_node(node.time)!r}", node.time)
    items = words_of(node.event)
    if (node.time or "").lower() == "this way" and [w.lower() for w in items if isinstance(w, str)] in (["search"], ["searched"]):
        # "If you search your library this way, shuffle." (the search just offered happened)
        return fx.SearchedZone(zone=zone_of(items[1], ctx).kind)
    if (node.time or "").lower() == "this way":
        return _player_did_this_way(node, items, ctx)
    # "this combat": the combat phase under way (CR 506.1)
    # "last turn": the turn before this one (CR 500.1), as a player's history
    period = {"this turn": "turn", "this step": "step", "this combat": "combat", "last turn": "last_turn"}.get((node.time or "").lower())
    if period is None and node.time is None and isinstance(node.subject, str) and node.subject.lower() == "you've" and lower_words(node.event) == ["completed", "a", "dungeon"]:
        # "as long as you've completed a dungeon" (CR 309.7): at any time this game
        return fx.HappenedThisTurn(what=fx.You(), event="completed_dungeon", period="game")
    if period is None and node.time is None and [w.lower() for w in items if isinstance(w, str)] == ["escaped"]:
        # "sacrifice it unless it escaped" (CR 702.138b): the spell it was was cast with escape
        if ctx.objects(node.subject, role="reference") != fx.This():
            raise CannotLower("whether an object other than this one escaped", node)
        return fx.CostWasPaid(name="escape")
    if period is None:
        raise CannotLower(f"what happened {node.time or 'before'!r}", node)
    items = words_of(node.event)
    if period == "turn" and len(items) == 2 and isinstance(items[0], str) and items[0].lower() == "played" and isinstance(items[1], Node):
        return _played_this_turn(node, items[1], ctx)
    not_cast = _not_cast_this_turn(node, items, period, ctx)
    if not_cast is not None:
        return not_cast
    if [w.lower() for w in items[:2] if isinstance(w, str)] == ["didn't", "attack"] and all(isinstance(w, str) for w in items[:2]):
        if not (isinstance(node.subject, (ast.Pronoun, ast.SelfRef)) or (isinstance(node.subject, ast.ObjectNp) and lower_words(node.subject.determiner) in (["this"], ["that"]))):
            # "if a creature didn't attack this turn" is not "if no creature attacked this turn"
            raise CannotLower(f"{render_node(node.subject)!r} that didn't attack, of a group", node.subject)
        # "if this creature didn't attack this turn", "if you didn't attack with a creature this
        # turn": the attack did not happen (CR 508.1a)
        attacked = attrs.evolve(node, event=attrs.evolve(node.event, words=("attacked", *items[2:])))
        return fx.NotCondition(condition=_happened_when(attacked, ctx))
    if (
        len(items) == 3 and [w.lower() for w in items[:2] if isinstance(w, str)] == ["attacked", "with"]
        and isinstance(items[2], ast.ObjectNp) and render_node(items[2]).lower() in ("a creature", "one or more creatures")
        and isinstance(node.subject, ast.Pronoun) and lower_words(node.subject) == ["you"]
    ):
        # "if you attacked with a creature this turn": a player attacks by declaring one or more
        # creatures as attackers (CR 508.1a), as "if you attacked this turn" says
        items = ["attacked"]
    if period == "turn":
        counted = _counted_this_turn(items)
        if counted is not None:
            return _players_counted(node.subject, counted[0], counted[1], node, ctx)
    total_power = _attacked_with_total_power(node, items, period, ctx)
    if total_power is not None:
        return total_power
    attacked_with = _attacked_with(node, items, period, ctx)
    if attacked_with is not None:
        return attacked_with
    left = _left_zone(node, items, period, ctx)
    if left is not None:
        return left
    acted = _player_acted(items)
    if acted is not None:
        # "if you discarded a card this turn", "if an opponent sacrificed a permanent this turn":
        # what the object says, the action says already (CR 701.9a: a player discards cards;
        # 701.21a: sacrifices permanents), so the player's history of the action is asked
        player = fx.You() if isinstance(node.subject, str) else ctx.filter(node.subject)
        if not fx.names_players(player) or isinstance(player, fx.Unsupported):
            raise CannotLower(f"{render_node(node.subject)!r} as a player who {acted} objects", node.subject)
        return fx.HappenedThisTurn(what=player, event=acted, period=period)
    if period == "turn" and len(items) in (3, 4) and [w.lower() for w in items[:2] if isinstance(w, str)] == ["haven't", "cast"]:
        # "if you haven't cast a spell from your hand this turn": no such spell in the turn's
        # record of spells that player cast (CR 601.2i), from that zone (CR 601.2a)
        return fx.NotCondition(condition=_cast_this_turn(node.subject, items[2], ctx, from_zone=_cast_from_own(node.subject, items[3] if len(items) == 4 else None, ctx)))
    under_player: fx.Reference | None = None
    if len(items) > 3 and [w.lower() if isinstance(w, str) else None for w in (items[-3], items[-1])] == ["under", "control"] and isinstance(items[-2], ast.Possessor):
        # "a creature entered the battlefield under an opponent's control this turn": the
        # controller it had as it did it (CR 108.4), as "under your control" says it
        owner = list(items[-2].words)
        if len(owner) != 2 or not isinstance(owner[0], Node) or owner[1] not in ("'s", "'"):
            raise CannotLower(f"under {items[-2].text!r} control", node)
        under_player = ctx.players(owner[0])
        if isinstance(under_player, fx.Chosen) and under_player.amount is None and not under_player.up_to and not under_player.at_random:
            under_player = under_player.what  # "an opponent's": any one of them
        if not fx.names_players(under_player):
            raise CannotLower(f"under {items[-2].text!r} control", node)
        items = [*items[:-3], "under", "your", "control"]
    sacrificed = _sacrificed_described(node, items, period, ctx)
    if sacrificed is not None:
        return sacrificed
    if (
        len(items) == 4 and all(isinstance(w, str) for w in items[:3]) and [w.lower() for w in items[:3]] == ["dealt", "damage", "to"]
        and render_node(items[3]).lower() in ("an opponent", "you") and period == "turn"
        and isinstance(node.subject, ast.ObjectNp) and node.subject.determiner is not None and lower_words(node.subject.determiner) in (["this"], ["that"])
    ):
        # "if this creature dealt damage to an opponent this turn": the object, as the one it is
        # (CR 400.7), was the source of damage dealt to an opponent of its controller (CR 102.2),
        # or to "you", this turn
        whom = "an opponent" if render_node(items[3]).lower() == "an opponent" else "you"
        return fx.HappenedThisTurn(what=ctx.objects(node.subject, role="reference"), event=f"dealt damage to {whom}", period=period)
    if any(isinstance(w, Node) for w in items):
        raise CannotLower(f"{node.event.text!r} this turn", node)
    text = " ".join(w.lower() for w in items)
    if text == "gained and lost life":
        # "if you gained and lost life this turn": each of the two happened (CR 119.3)
        both = [attrs.evolve(node, event=attrs.evolve(node.event, words=(verb, "life"))) for verb in ("gained", "lost")]
        conditions = tuple(_happened_when(one, ctx) for one in both)
        if any(not isinstance(c, fx.HappenedThisTurn) or isinstance(c.what, (fx.EachPlayer, fx.EachOpponent, fx.Filter)) for c in conditions):
            # "if an opponent gained and lost life": one player did both, which two tests of
            # any of them do not say
            raise CannotLower(f"{render_node(node.subject)!r} as one of several players who gained and lost life", node.subject)
        return fx.AllOf(conditions=conditions)
    under_your_control = text.endswith(" under your control")
    event = HAPPENED.get(text.removesuffix(" under your control"))
    if event is None:
        raise CannotLower(f"{text!r} this turn", node)
    if isinstance(node.subject, ast.NpAnd):
        # "if a Pirate and a Vehicle attacked this combat": each of them did, not either
        raise CannotLower("several objects that each did something", node.subject)
    count = described_count(node.subject)
    if count is not None and count > 1 and period != "turn":
        raise CannotLower(f"{count} or more objects that {text!r} this {period}", node.subject)
    if isinstance(node.subject, ast.ObjectNp) and node.subject.determiner is not None and lower_words(node.subject.determiner) in (["this"], ["that"], ["the"], ["those"], ["these"]):
        # "if this creature attacked this turn": the object the words refer to, not any
        # object of its kind
        subject = ctx.objects(node.subject, role="reference")
    elif event == "left_battlefield" and not isinstance(node.subject, str) and formerly_controlled(node.subject, ctx)[1] is not None:
        # "if a permanent you controlled left the battlefield this turn": the turn's zone
        # changes from the battlefield, each object as it was as it left, with its controller
        # then (last known information, CR 608.2h; CR 400.7)
        if under_your_control:
            raise CannotLower("\"under your control\" of an object said to be controlled before", node)
        subject_np, controller = formerly_controlled(node.subject, ctx)
        described = ctx.filter(subject_np)
        if not isinstance(described, fx.Filter) or described.controller is not None:
            raise CannotLower(f"{render_node(node.subject)!r} as a description of objects that left", node.subject)
        described = attrs.evolve(described, controller=controller, zone=fx.Filter().zone, zone_owner=None)
        return fx.HappenedThisTurn(what=described, event="moved to anywhere from battlefield", period=period)
    else:
        subject = fx.You() if isinstance(node.subject, str) else ctx.filter(node.subject)
    if under_your_control:
        if not isinstance(subject, fx.Filter) or subject.controller is not None:
            raise CannotLower("\"under your control\" of something else", node)
        subject = attrs.evolve(subject, controller=under_player or fx.You())
    if count is not None and count > 1:
        # "if three or more creatures died this turn": that many different objects did it
        if not isinstance(subject, fx.Filter):
            raise CannotLower(f"{count} or more of something other than objects that {text!r} this turn", node.subject)
        return fx.HappenedThisTurn(what=subject, event=event, period=period, at_least=count)
    return fx.HappenedThisTurn(what=subject, event=event, period=period)


def _cast_from_own(subject: Any, origin: Any, ctx: Lowering) -> str | None:
    """The kind of zone of "from your hand" after "you haven't cast a spell": a zone of the
    player who cast (a card there is its owner's, CR 400.3); None when no zone is said."""
    if origin is None:
        return None
    if not isinstance(origin, ast.EventOrigin) or origin.anywhere or origin.zone is None:
        raise CannotLower(f"spells cast {render_node(origin)!r}", origin)
    zone = zone_of(origin.zone, ctx)
    if ctx.players(subject) != fx.You() or zone.player not in (None, fx.You()) or zone.kind not in ("hand", "graveyard", "exile", "library"):
        raise CannotLower(f"spells cast {render_node(origin)!r} by {render_node(subject)!r}", origin)
    return zone.kind


def _left_zone(node: Any, items: list[Any], period: str, ctx: Lowering) -> fx.Condition | None:
    """"if a card left your graveyard this turn": one of the period's zone changes (CR 400.7)
    took an object that the description fits, as it was just before it moved (CR 608.2h), out
    of the zone said, to anywhere; a card in "your" graveyard, hand or library is its owner's
    (CR 400.3). None for any other past predicate."""
    if len(items) != 2 or not isinstance(items[0], str) or items[0].lower() != "left" or not isinstance(items[1], ast.ObjectNp):
        return None
    zone = zone_of(items[1], ctx)
    if isinstance(node.subject, str) or described_count(node.subject) != 1 or not indefinite(node.subject):
        raise CannotLower(f"{render_node(node.subject)!r} that left {render_node(items[1])!r} (a number of zone changes)", node.subject)
    described = ctx.filter(node.subject)
    if isinstance(described, fx.Unsupported):
        return described
    if not isinstance(described, fx.Filter):
        raise CannotLower(f"{render_node(node.subject)!r} as a description of objects that left a zone", node.subject)
    described = owned_in_zone(described, zone, "that left", items[1])
    # where it was is said by the zone change, not by the description
    described = attrs.evolve(described, zone=fx.Filter().zone, zone_owner=None)
    return fx.HappenedThisTurn(what=described, event=f"moved to anywhere from {zone.kind}", period=period)


def _attacked_with_total_power(node: Any, items: list[Any], period: str, ctx: Lowering) -> fx.Condition | None:
    """"if you attacked with creatures with total power 6 or greater this combat" (pack
    tactics): the total power of the creatures the player declared as attackers (CR 508.1a),
    each as it was declared, compared; None for any other past predicate."""
    if len(items) != 3 or not all(isinstance(w, str) for w in items[:2]) or [w.lower() for w in items[:2]] != ["attacked", "with"]:
        return None
    np = items[2]
    if not isinstance(np, ast.ObjectNp) or type(np) is not ast.ObjectNp or np.determiner is not None or np.descriptor is None:
        return None
    if lower_words(np.descriptor) != ["creatures"] or not np.qualifiers or len(np.qualifiers) != 1:
        return None
    quality = np.qualifiers[0]
    if not isinstance(quality, ast.WithQuality) or not isinstance(quality.quality, ast.StatCompare) or quality.quality.stat.lower() != "total power":
        return None
    if period not in ("combat", "turn"):
        raise CannotLower(f"the creatures a player attacked with, {node.time!r}", node)
    if not (isinstance(node.subject, ast.Pronoun) and lower_words(node.subject) == ["you"]):
        raise CannotLower(f"{render_node(node.subject)!r} as the player who attacked with creatures", node)
    op, value = comparison(quality.quality.comparison, ctx)
    return fx.Compare(left=fx.AttackedWithTotalPower(player=fx.You(), period=period), op=op, right=value)


def _not_cast_this_turn(node: Any, items: list[Any], period: str, ctx: Lowering) -> fx.Condition | None:
    """"if you haven't cast a spell from your hand this turn", "as long as you haven't cast a
    spell this turn": none of the spells the game records the player cast this turn (CR 601.2i)
    is of the description, cast from that zone (CR 601.2a); None for any other past predicate."""
    words = [w.lower() for w in items[:2] if isinstance(w, str)]
    if words not in (["haven't", "cast"], ["hasn't", "cast"]) or len(items) not in (3, 4) or not isinstance(items[2], ast.ObjectNp):
        return None
    origin = items[3] if len(items) == 4 else None
    if origin is not None and (not isinstance(origin, ast.EventOrigin) or origin.anywhere):
        return None
    if period != "turn" or not isinstance(node.subject, ast.Pronoun) or not indefinite(items[2]) or described_count(items[2]) != 1:
        raise CannotLower(f"{render_node(node.subject)!r} not having cast {render_node(items[2])!r} {node.time!r}", node)
    player = ctx.players(node.subject)
    if not fx.names_players(player) or isinstance(player, (fx.EachPlayer, fx.EachOpponent, fx.Chosen)):
        raise CannotLower(f"{render_node(node.subject)!r} as one player who hasn't cast a spell", node.subject)
    what, _, _ = _count_condition(items[2], ctx)
    zone = origin_zone(origin, ctx) if origin is not None else None
    return fx.Compare(left=fx.SpellsCast(turn="this", by=player, what=what, from_zone=zone), op="==", right=fx.Fixed(value=0))


def _attacked_with(node: Any, items: list[Any], period: str, ctx: Lowering) -> fx.Condition | None:
    """"if you attacked with three or more creatures this turn", "as long as you attacked with
    three or more Merfolk this turn", "if you attacked with a Spacecraft this turn": at least that
    many different creatures of the description declared as attackers by the player (CR 508.1a);
    None for any other past predicate."""
    if len(items) != 3 or not all(isinstance(w, str) for w in items[:2]) or [w.lower() for w in items[:2]] != ["attacked", "with"]:
        return None
    np = items[2]
    # "if you attacked with this creature this turn": the object itself, as it was declared (a
    # new object once it has left the battlefield, CR 400.7)
    itself = isinstance(np, ast.SelfRef) or (type(np) is ast.ObjectNp and lower_words(np.determiner) == ["this"] and not np.qualifiers)
    count = 1 if itself else described_count(np)
    if count is None or count == 0 or type(np) not in (ast.ObjectNp, ast.SelfRef):
        return None
    if period not in ("combat", "turn"):
        raise CannotLower(f"the creatures a player attacked with, {node.time!r}", node)
    # "you", or "they" of "each opponent who attacked with a creature this turn" (the player tested)
    player = ctx.players(node.subject) if isinstance(node.subject, ast.Pronoun) else None
    if player not in (fx.You(), TESTED_PLAYER):
        raise CannotLower(f"{render_node(node.subject)!r} as the player who attacked with creatures", node)
    if itself:
        if ctx.objects(np, role="reference") != fx.This():
            raise CannotLower(f"{render_node(np)!r} as the creature a player attacked with", np)
        return fx.Compare(left=fx.AttackersDeclared(player=player, what=fx.This(), period=period), op=">=", right=fx.Fixed(value=1))
    single = np if indefinite(np) else attrs.evolve(np, determiner=attrs.evolve(np.determiner, words=("a",)))
    described = ctx.filter(single)
    if isinstance(described, fx.Unsupported):
        return None
    if not isinstance(described, fx.Filter) or described.controller is not None or described.zone != fx.Filter().zone:
        raise CannotLower(f"{render_node(np)!r} as a description of creatures a player attacked with", np)
    declared = fx.AttackersDeclared(player=player, what=described, period=period)
    return fx.Compare(left=declared, op=">=", right=fx.Fixed(value=count))


#: a player's action in the past tense -> the objects it acts on, which the action alone says
#: (CR 701.9a: a player discards cards; 701.21a: a player sacrifices permanents)
_ACTED_ON = {"discarded": "card", "sacrificed": "permanent"}


def _player_acted(items: list[Any]) -> str | None:
    """"discarded a card", "sacrificed one or more permanents": the action (its past tense)
    when the object names nothing more than what the action acts on; None otherwise ("discarded
    a creature card", "sacrificed an artifact": which objects is not asked of the history)."""
    if len(items) != 2 or not isinstance(items[0], str) or not isinstance(items[1], ast.ObjectNp):
        return None
    verb, np = items[0].lower(), items[1]
    if verb not in _ACTED_ON or np.qualifiers or np.descriptor is None or described_count(np) != 1:
        return None
    words = [w.lower() for w in np.descriptor.words if isinstance(w, str)]
    noun = _ACTED_ON[verb]
    return verb if len(words) == len(np.descriptor.words) and words in ([noun], [plural(noun)]) else None


def _sacrificed_described(node: Any, items: list[Any], period: str, ctx: Lowering) -> fx.Condition | None:
    """"if you've sacrificed an artifact this turn", "if you sacrificed three or more Clues this
    turn": at least that many permanents of the description the player sacrificed this turn (CR
    701.21a); None for any other past predicate."""
    if len(items) != 2 or not isinstance(items[0], str) or items[0].lower() != "sacrificed" or type(items[1]) is not ast.ObjectNp:
        return None
    count = described_count(items[1])
    if count is None or count == 0 or period != "turn":
        return None
    player = fx.You() if isinstance(node.subject, str) and node.subject.lower() in ("you've", "you have") else (
        ctx.players(node.subject) if isinstance(node.subject, ast.Pronoun) else None)
    if player != fx.You():
        raise CannotLower(f"{render_node(node.subject)!r} as the player who sacrificed permanents", node)
    np = items[1]
    single = np if indefinite(np) else attrs.evolve(np, determiner=attrs.evolve(np.determiner, words=("a",)))
    described = ctx.filter(single)
    if isinstance(described, fx.Unsupported):
        return None
    if not isinstance(described, fx.Filter) or described.controller is not None or described.zone != fx.Filter().zone:
        raise CannotLower(f"{render_node(np)!r} as a description of permanents sacrificed", np)
    return fx.Compare(left=fx.SacrificedThisTurn(player=player, what=described), op=">=", right=fx.Fixed(value=count))


def _counted_this_turn(items: list[Any]) -> tuple[Callable[[fx.Reference], fx.Value], int] | None:
    """"drawn two or more cards", "drew three or more cards" (CR 121.1: one draw is one card),
    "gained 3 or more life", "lost 4 or more life" (CR 119.3): the turn's count, for the player given, and
    the least number it must reach; None for other past predicates."""
    verb = items[0].lower() if items and isinstance(items[0], str) else ""
    if verb in ("drawn", "drew") and len(items) == 2 and isinstance(items[1], ast.ObjectNp):
        np = items[1]
        if np.descriptor is None or lower_words(np.descriptor) not in (["card"], ["cards"]) or np.qualifiers:
            return None
        least = described_count(np)
        if least is None or least < 1:
            return None
        return (lambda player: fx.CardsDrawnThisTurn(player=player)), least
    if verb in ("gained", "lost") and len(items) == 5 and isinstance(items[1], ast.Number):
        # "gained 3 or more life", "lost 4 or more life" (CR 119.3)
        if [w.lower() if isinstance(w, str) else "" for w in items[2:]] != ["or", "more", "life"]:
            return None
        least = number_value(items[1].text)
        if not isinstance(least, int) or least < 1:
            return None
        gained = verb == "gained"
        return (lambda player: fx.LifeChangedThisTurn(player=player, gained=gained)), least
    return None


def _players_counted(subject: Any, count: Callable[[fx.Reference], fx.Value], least: int, node: Any, ctx: Lowering) -> fx.Condition:
    """"if you've drawn two or more cards this turn": the turn's count for that player reaches
    the number; "if an opponent drew three or more cards this turn": for one of those players
    (the greatest of their counts reaches it)."""
    if isinstance(subject, str) or (isinstance(subject, ast.Pronoun) and lower_words(subject) == ["you"]):
        player: fx.Reference = fx.You()  # "you've", "you"
    elif isinstance(subject, ast.ObjectNp) and subject.determiner is not None and lower_words(subject.determiner) in (["a"], ["an"]) and not subject.qualifiers:
        players = ctx.filter(subject)
        if players not in (fx.EachPlayer(), fx.EachOpponent()):
            raise CannotLower(f"{render_node(subject)!r} as the players one of whom did something this turn", node)
        return fx.Compare(left=fx.ExtremeOfPlayers(players=players, value=count(TESTED_PLAYER), greatest=True), op=">=", right=fx.Fixed(value=least))
    else:
        raise CannotLower(f"{render_node(subject)!r} as whoever did something this turn", node)
    return fx.Compare(left=count(player), op=">=", right=fx.Fixed(value=least))


@lowers(ast.HadEnter)
def _had_enter(node: ast.HadEnter, ctx: Lowering) -> fx.Condition:
    """"if you had a land enter the battlefield under your control this turn": such an object
    entered under that control this turn (CR 400.7), as "if a land entered the battlefield under
    your control this turn" says it."""
    if node.time.lower() != "this turn" or node.have.lower() != "had":
        raise CannotLower(f"had an object enter {node.time!r}", node)
    mods = [m for m in node.mods or () if not isinstance(m, str)]
    words = list(mods[0].words) if len(mods) == 1 else []  # type: ignore[attr-defined]
    if len(words) != 3 or not isinstance(words[1], ast.Possessor) or [str(words[0]).lower(), str(words[2]).lower()] != ["under", "control"]:
        raise CannotLower("an object that entered in some way other than under a player's control", node)
    owner = list(words[1].words)
    low = [w.lower() for w in owner if isinstance(w, str)]
    # "an opponent had ...": any opponent (as "if an opponent lost life this turn" reads)
    subject = ctx.filter(node.subject)
    if not fx.names_players(subject):
        raise CannotLower("an object that had another enter", node.subject)
    if low == ["your"]:
        under: fx.Reference = fx.You()
    elif low == ["their"]:
        under = subject  # "an opponent had an artifact enter the battlefield under their control"
    elif len(owner) == 2 and owner[1] in ("'s", "'") and isinstance(owner[0], Node):
        under = ctx.players(owner[0])
    else:
        raise CannotLower(f"under {words[1].text!r} control", node)
    what = ctx.filter(node.what)
    if not isinstance(what, fx.Filter) or what.controller is not None:
        raise CannotLower("what entered, if it is not a description of permanents", node.what)
    return fx.HappenedThisTurn(what=attrs.evolve(what, controller=under), event="entered", period="turn")


@lowers(ast.HasntDealtDamageYet)
def _hasnt_dealt_damage_yet(node: ast.HasntDealtDamageYet, ctx: Lowering) -> fx.Condition:
    """"As long as ~ hasn't dealt damage yet": the object, as the object it is (CR 400.7: a
    permanent that changed zones is a new object), dealt no damage at any time this game."""
    subject = ctx.objects(node.subject, role="reference")
    if isinstance(subject, fx.Filter) or fx.names_players(subject):
        raise CannotLower("damage dealt yet by a described object or a player", node)
    return fx.NotCondition(condition=fx.HappenedThisTurn(what=subject, event="dealt_damage", period="game"))


@lowers(ast.WasDealtDamageAmount)
def _was_dealt_damage_amount(node: ast.WasDealtDamageAmount, ctx: Lowering) -> fx.Condition:
    """"if an opponent was dealt 7 or more damage this turn" (CR 120.1): the turn's damage to
    that player, or to one of those players, reaches the number."""
    if str(node.time or "").lower() != "this turn" or node.verb.lower() not in ("was", "were"):
        raise CannotLower(f"damage dealt {render_node(node.time) if node.time else 'ever'!r}", node)
    least = number_value(node.amount.text)
    if not isinstance(least, int) or least < 1:
        raise CannotLower(f"at least {render_node(node.amount)!r} damage", node)
    return _players_counted(node.subject, lambda player: fx.DamageDealtToPlayerThisTurn(player=player), least, node, ctx)


#: the references that name one object as the source of damage ("~", "it" for this object, a target)
_ONE_SOURCE = (fx.This, fx.Target)


@lowers(ast.HasDealtDamageAmount)
def _has_dealt_damage_amount(node: ast.HasDealtDamageAmount, ctx: Lowering) -> fx.Condition:
    """"if ~ has dealt 3 or more damage this turn", "if it has dealt 10 or more damage to that
    player this turn" (CR 120.1): the damage the object dealt this turn as a source, to anyone or
    to those players, reaches the number."""
    if str(node.time or "").lower() != "this turn" or node.verb.lower() not in ("has", "have"):
        raise CannotLower(f"damage dealt {render_node(node.time) if node.time else 'ever'!r}", node)
    if node.kind is not None:
        raise CannotLower(f"the {node.kind} damage an object dealt this turn (CR 120.1) is not kept as a value yet", node)
    least = number_value(node.amount.text)
    if not isinstance(least, int) or least < 1:
        raise CannotLower(f"at least {render_node(node.amount)!r} damage", node)
    source = ctx.objects(node.subject, role="reference")
    if isinstance(node.subject, ast.SelfRef) and source == fx.This():
        # "If ~ has dealt 3 or more damage this turn, exile her": this object, named by the
        # condition, is the antecedent of "it" ("her") right after, as an intervening "if" that
        # tests it is (Lowering.this_tested_at)
        ctx.this_named_at = len(ctx.referents)
    if not isinstance(source, _ONE_SOURCE):
        raise CannotLower(f"the damage dealt this turn by {render_node(node.subject)!r}, not one object named before (CR 120.1)", node)
    to = None
    if node.to is not None:
        to = ctx.objects(node.to, role="reference")
        if not fx.names_players(to):
            raise CannotLower("the damage an object dealt this turn to permanents (CR 120.1) is not kept as a value yet", node)
    return fx.Compare(left=fx.DamageDealtByThisTurn(source=source, to=to), op=">=", right=fx.Fixed(value=least))


@lowers(ast.DealtDamageAmount)
def _dealt_damage_amount(node: ast.DealtDamageAmount, ctx: Lowering) -> fx.Condition:
    """"if a source you controlled dealt 5 or more damage this turn": sources described as they
    were when they dealt damage (CR 120.1, 608.2h), one of them or all together, which no value
    keeps yet."""
    raise CannotLower("the damage dealt this turn by sources described as they were when they dealt it (CR 120.1, 608.2h) is not kept as a value yet", node)


@lowers(ast.DidntLoseLife, ast.DidntGainLife)
def _didnt_change_life(node: Any, ctx: Lowering) -> fx.Condition:
    """"if you didn't lose life this turn" (CR 119.3): the player's life total went down (or up)
    at no time this turn."""
    if str(node.time or "").lower() != "this turn":
        raise CannotLower(f"life not lost or gained {render_node(node.time) if node.time else 'ever'!r}", node)
    player = ctx.players(node.subject)
    if player in (fx.EachPlayer(), fx.EachOpponent()) or isinstance(player, fx.Filter):
        raise CannotLower(f"{render_node(node.subject)!r} as one of several players who didn't change life", node)
    event = "lost_life" if isinstance(node, ast.DidntLoseLife) else "gained_life"
    return fx.NotCondition(condition=fx.HappenedThisTurn(what=player, event=event, period="turn"))


@lowers(ast.WasDealtDamage)
def _was_dealt_damage(node: ast.WasDealtDamage, ctx: Lowering) -> fx.Condition:
    """"If an opponent was dealt damage this turn" (bloodthirst, CR 702.54a), "if it was dealt
    noncombat damage this turn" (CR 120.2: combat damage or any other)."""
    if (node.time or "").lower() == "this way":
        return _dealt_damage_this_way(node, ctx)
    if (node.time or "").lower() != "this turn":
        raise CannotLower(f"dealt damage {node.time or 'before'!r}", node)
    by = _damage_source(node, ctx) if node.source is not None else None
    if "excess" in node.words.lower():
        # "if that creature was dealt excess damage this turn" (CR 120.10): recorded with each
        # damage event; a description ("if a creature ... was dealt excess damage") would be read
        # among the permanents now, missing those the damage destroyed
        subject = ctx.objects(node.subject, role="reference")
        if isinstance(subject, fx.Filter) or fx.names_players(subject):
            raise CannotLower("excess damage dealt this turn to a described permanent or a player", node)
        happened: fx.Condition = fx.HappenedThisTurn(what=subject, event="was_dealt_excess_damage", period="turn")
        return fx.NotCondition(condition=happened) if node.negated else happened
    happened = _was_dealt_damage_this_turn(node, ctx.filter(node.subject), ctx, by=by)
    return fx.NotCondition(condition=happened) if node.negated else happened


def _was_dealt_damage_this_turn(node: ast.WasDealtDamage, subject: fx.Reference, ctx: Lowering, *, by: fx.Reference | None = None) -> fx.HappenedThisTurn:
    """``subject`` was dealt damage (of the kind the words say, by the source they name) this
    turn: "an opponent was dealt damage this turn", "target player dealt damage by this creature
    this turn" (CR 120.1, 120.2)."""
    if by is None and node.source is not None:
        by = _damage_source(node, ctx)
    # "dealt combat damage", "dealt noncombat damage", "dealt damage" (either, CR 120.2)
    kind = node.words.lower().removeprefix("dealt").removesuffix("damage").strip()
    event = f"was_dealt_{kind}_damage" if kind else "was_dealt_damage"
    if by is not None and not fx.names_players(subject):
        raise CannotLower("damage dealt this turn by a described source to a permanent (CR 120.1)", node)
    return fx.HappenedThisTurn(what=subject, event=event, period="turn", by=by)


def _damage_source(node: ast.WasDealtDamage, ctx: Lowering) -> fx.Reference:
    """"by ~", "by a Zombie", "by ~ or a Dragon" after "was dealt combat damage": the source of
    the damage (CR 120.1), an object named or any object described; "by three or more Pirates"
    (several sources together) is not lowered."""
    source = node.source
    if (node.time or "").lower() != "this turn":
        raise CannotLower(f"damage dealt {node.time or 'before'!r} by a described source", node)
    parts = [source.left, source.right] if isinstance(source, ast.NpOr) else [source]
    refs: list[fx.Reference] = []
    for part in parts:
        if indefinite(part) and described_count(part) == 1:
            ref = ctx.filter(part)
        elif isinstance(part, ast.SelfRef) or (isinstance(part, ast.ObjectNp) and part.determiner is not None and lower_words(part.determiner) == ["this"]):
            ref = ctx.objects(part, role="reference")  # "by ~", "by this creature"
        else:
            raise CannotLower(f"damage dealt by {render_node(part)!r} (CR 120.1)", part)
        if isinstance(ref, fx.Unsupported):
            raise CannotLower(ref.reason, part)
        if fx.names_players(ref) or not isinstance(ref, (fx.This, fx.Filter)):
            raise CannotLower(f"damage dealt by {render_node(part)!r}, not an object named or described (CR 120.1)", part)
        refs.append(ref)
    return refs[0] if len(refs) == 1 else fx.Union(parts=tuple(refs))


# "if you had no cards in hand at the beginning of this turn": the game as the turn began (CR 500)
LOWERINGS[ast.ConditionAsTurnBegan] = unsupported("the game as the turn began (CR 500): the runtime keeps no record of how it was then")


@lowers(ast.WasDealtDamageTimeBy)
def _was_dealt_damage_time_by(node: ast.WasDealtDamageTimeBy, ctx: Lowering) -> fx.Condition:
    """"if you were dealt damage this turn by a red instant or sorcery spell": the time said
    before the source, the same condition as "dealt damage by ... this turn" (CR 120.1)."""
    return _was_dealt_damage(ast.WasDealtDamage(subject=node.subject, verb=node.verb, words=node.words, source=node.source, time=node.time, span=node.span), ctx)


PLAYER_CONDITIONS[ast.WasDealtDamage] = _was_dealt_damage_this_turn


@lowers(ast.HasBeenDealtDamage)
def _has_been_dealt_damage(node: ast.HasBeenDealtDamage, ctx: Lowering) -> fx.Condition:
    """"unless an opponent has been dealt damage this turn": within the turn the present perfect
    says what the simple past says ("was dealt damage this turn", CR 120.1)."""
    verb = "wasn't" if node.negated else "was"
    return _was_dealt_damage(ast.WasDealtDamage(subject=node.subject, verb=verb, words=node.words, source=node.source, time=node.time, span=node.span), ctx)


@lowers(ast.YouveControlledContinuously)
def _youve_controlled_continuously(node: ast.YouveControlledContinuously, ctx: Lowering) -> fx.Condition:
    """"if you've controlled this artifact continuously since the beginning of your most recent
    turn" (CR 302.6): when control of a permanent last changed is not in the effect model."""
    raise CannotLower("control continuously since a turn began (CR 302.6): when control last changed is not a condition yet", node)


@lowers(ast.YouveCastBoth)
def _youve_cast_both(node: ast.YouveCastBoth, ctx: Lowering) -> fx.Condition:
    """"if you've cast both a creature spell and a noncreature spell this turn": a spell of
    each kind in the turn's record of the spells you cast (CR 601.2i), two spells apart when the
    kinds do not overlap; kinds that overlap (one spell could be both) are not lowered."""
    if node.time.lower() != "this turn" or not isinstance(node.what, ast.NpAnd):
        raise CannotLower(f"both of {render_node(node.what)!r} cast {node.time!r}", node)
    nps = (node.what.left, node.what.right)
    kinds = [ctx.filter(np) for np in nps]
    if not all(isinstance(k, fx.Filter) and described_count(np) == 1 for k, np in zip(kinds, nps)):
        raise CannotLower(f"both of {render_node(node.what)!r}", node)
    first, second = kinds
    assert isinstance(first, fx.Filter) and isinstance(second, fx.Filter)
    if not (set(first.types) & set(second.excluded_types) or set(second.types) & set(first.excluded_types)):
        raise CannotLower(f"both of {render_node(node.what)!r}: kinds one spell could be both of", node)
    return fx.AllOf(conditions=tuple(_spells_cast(np, "this", ctx, by=fx.You()) for np in nps))


@lowers(ast.HasCast)
def _has_cast(node: ast.HasCast, ctx: Lowering) -> fx.Condition:
    """"if an opponent has cast a blue or black spell this turn": the spells the turn's record
    holds as cast by that player (CR 601.2i), as "if an opponent cast ... this turn" reads."""
    if node.time.lower() != "this turn":
        raise CannotLower(f"spells cast {node.time!r}", node)
    if node.have.lower() not in ("has", "have"):
        raise CannotLower(f"{node.have!r} cast", node)
    return _cast_this_turn(node.subject, node.what, ctx)


@lowers(ast.DiesThisWay)
def _dies_this_way(node: ast.DiesThisWay, ctx: Lowering) -> fx.Condition:
    """"If that creature dies this way": the object named before is one the instructions
    before it put into a graveyard from the battlefield (CR 700.4, 608.2c); "if a white
    creature dies this way": one of those, as it last existed on the battlefield (CR 608.2h),
    fits the description, and "that creature" after it is that one."""
    if node.time.lower() != "this way":
        raise CannotLower(f"an object that dies {node.time.lower()!r}", node)
    died = fx.Found(key=DIED_KEY)
    if definite(node.subject):
        return fx.Is(what=ctx.objects(node.subject, role="reference"), test=died)
    if not indefinite(node.subject):
        raise CannotLower(f"{render_node(node.subject)!r} that dies this way", node.subject)
    described = ctx.filter(node.subject)
    if isinstance(described, fx.Unsupported):
        return described
    if not isinstance(described, fx.Filter) or fx.names_players(described):
        raise CannotLower(f"{render_node(node.subject)!r} as a description of objects that died this way", node.subject)
    return fx.Exists(what=ctx.refer(fx.Amongst(among=died, filter=attrs.evolve(described, zone=fx.Filter().zone, zone_owner=None))))


def _dealt_damage_this_way(node: ast.WasDealtDamage, ctx: Lowering) -> fx.Condition:
    """"If a colorless creature is dealt damage this way, tap it.", "If a player is dealt damage
    this way, they discard a card.": the instructions before it in the ability dealt damage
    (CR 608.2c; more than 0, after prevention, CR 120.3, 615.1) to such a permanent or player.
    "It", "they" after it are the ones dealt damage, so the description is referred to."""
    if node.source is not None or node.words.lower() != "dealt damage":
        # "dealt combat damage this way", "dealt damage by it this way": not kept apart (CR 120.2)
        raise CannotLower(f"{node.words.lower()!r}{' by a source' if node.source is not None else ''} this way", node)
    if not indefinite(node.subject):
        raise CannotLower(f"{render_node(node.subject)!r} dealt damage this way", node.subject)
    described = ctx.filter(node.subject)
    if isinstance(described, fx.Unsupported):
        return described
    dealt: fx.Reference
    if described == fx.EachPlayer():
        dealt = fx.Found(key=fx.Found.DAMAGED_PLAYERS)  # "a player": any of those dealt damage
    elif isinstance(described, fx.Filter) and not fx.names_players(described):
        fields = attrs.asdict(described, recurse=False)
        set_field(fields, "states", "dealt damage this way", node)
        dealt = fx.Filter(**fields)
    else:
        # "an opponent is dealt damage this way": which of those players are opponents is not asked yet
        raise CannotLower(f"{render_node(node.subject)!r} as a description of players dealt damage this way", node.subject)
    ctx.refer(dealt)
    exists = fx.Exists(what=dealt)
    return fx.NotCondition(condition=exists) if node.negated else exists


@lowers(ast.PredicateCondition)
def _predicate_condition(node: ast.PredicateCondition, ctx: Lowering) -> fx.Condition:
    """A player doing something: "unless you pay {W}{W}" (CR 118.12), "if you cast it from your
    hand" (CR 601.2a)."""
    predicate = node.predicate
    if isinstance(predicate, ast.Pay) and node.origin is None and node.time is None:
        return fx.PlayerPaid(player=ctx.players(node.subject), costs=tuple(ctx.cost(c) for c in predicate.costs))
    if isinstance(predicate, ast.PayAndLife) and node.origin is None and node.time is None:
        # "unless its controller pays {1} and 1 life" (CR 118.12, 119.4)
        payer = ctx.players(node.subject)
        return fx.PlayerPaid(player=payer, costs=(*(ctx.cost(c) for c in predicate.costs), fx.PayLife(amount=ctx.value(predicate.life))))
    if isinstance(predicate, ast.PayPlusAdditional) and node.origin is None and node.time is None:
        # "unless its controller pays {2} plus an additional {1} for each Faerie you control": the
        # fixed part once, the additional part as many times as the "for each" tail counts (the
        # clause sets ``times``, CR 118.12, 107.1)
        return fx.PlayerPaid(player=ctx.players(node.subject), costs=(ctx.cost(predicate.each),), plus=(ctx.cost(predicate.fixed),))
    if isinstance(predicate, ast.PayEnergyEqual) and node.origin is None and node.time is None:
        # "unless you pay an amount of {E} equal to its mana value" (CR 107.14, 118.12)
        payer = ctx.players(node.subject)
        return fx.PlayerPaid(player=payer, costs=(fx.RemoveCountersCost(counter="energy", amount=ctx.value(predicate.amount), what=payer),))
    if isinstance(predicate, ast.Cast) and node.origin is None and node.time is None and predicate.without_paying is None:
        granting = not isinstance(predicate.what, ast.Pronoun) and isinstance(ctx.objects(predicate.what, role="reference"), fx.GrantingSource)
        if granting and not isinstance(ctx.players(node.subject), fx.You):
            # "the player who cast ~" in an ability granted to other objects: ~ is the object
            # granting it (CR 201.5a), and who cast it is not known to the effect model
            raise CannotLower("a player other than you who cast this object (CR 601.2)", node)
        if _names_itself(predicate.what, ctx):
            if not isinstance(ctx.players(node.subject), fx.You):
                # "the player who cast ~": a player tested for having cast this object, which
                # WasCast (this object was cast, by its controller) does not say (CR 601.2)
                raise CannotLower("a player other than you who cast this object (CR 601.2)", node)
            return fx.WasCast()  # "When ~ enters, if you cast it, ..."
    if isinstance(predicate, ast.Cast) and isinstance(node.time, ast.CondTiming) and "sorcery couldn't" in render_node(node.time).lower():
        # "If you cast it any time a sorcery couldn't have been cast, ..." (Necromancy): the
        # object the ability is of, cast by its controller at such a time (CR 307.1, 601.3b)
        if ctx.players(node.subject) != fx.You() or predicate.without_paying is not None or node.origin is not None or not _names_itself(predicate.what, ctx):
            raise CannotLower("another object or player than 'you cast it' cast at a time a sorcery couldn't have been (CR 307.1)", node)
        return fx.CastWhenSorceryCouldNot()
    if isinstance(predicate, ast.Cast) and node.origin is None and isinstance(node.time, ast.CondTiming) and predicate.without_paying is None:
        when = _CAST_DURING.get(" ".join(lower_words(node.time)))
        if when is not None and ctx.players(node.subject) == fx.You() and _names_itself(predicate.what, ctx):
            # "If you cast this spell during your main phase" (addendum): the turn as it was while
            # the spell was cast (CR 601.2), kept for its resolution
            return fx.ConditionAsCast(condition=when)
    if isinstance(predicate, ast.Cast) and node.origin is None and isinstance(node.time, str) and node.time.lower() == "this turn" and predicate.without_paying is None:
        return _cast_this_turn(node.subject, predicate.what, ctx)
    if isinstance(predicate, ast.Cast) and node.origin is not None and node.time is None:
        # "if you cast it from your graveyard": the ability's own object, or another one ("it"
        # after "Whenever a creature enters"), asked about as the spell it was
        what = ctx.objects(predicate.what, role="reference")
        other = None if isinstance(what, fx.This) else what
        if other is not None and ctx.players(node.subject) != fx.You():
            raise CannotLower("another player casting a permanent that entered, as a condition", node)
        excluded = excluded_origin_zone(node.origin, ctx)
        if excluded is not None:  # "if you cast it from anywhere other than your hand"
            return fx.CastFromZone(zone=excluded, other_than=True, what=other)
        zone = origin_zone(node.origin, ctx)
        if zone is None:
            raise CannotLower("cast from anywhere", node)
        return fx.CastFromZone(zone=zone, what=other)
    if isinstance(predicate, ast.IsType) and node.origin is None and node.time is None:
        return _is_condition(node.subject, predicate, ctx)
    if isinstance(predicate, ast.HaveKeywords) and node.origin is None and node.time is None:
        return has_keywords_condition(node.subject, predicate, ctx)
    if isinstance(predicate, ast.Cast) and node.origin is None and isinstance(node.time, str) and node.time.lower() == "this way":
        # "You may cast creature spells from the top of your library. If you cast a creature
        # spell this way, it gains haste until end of turn.": the game keeps with each spell the
        # permission that let it be cast (CR 400.7h, 601.2), but a condition on it alone is not
        # lowered: compiler.sentences reads the sentence as a whole after a permission (the cost
        # it is cast for, how it enters, the mana spent on it) or after a cast instruction
        raise CannotLower("a spell cast with the permission before it (\"if you cast a spell this way\", CR 601.2), as a condition of other instructions than the cost it is cast for, how it enters or the mana spent on it", node)
    if isinstance(predicate, ast.Enters) and not predicate.mods and node.origin is None and isinstance(node.time, str) and node.time.lower() == "this way" and isinstance(node.subject, ast.ObjectNp):
        return _entered_this_way(node, ctx)
    if node.origin is None and isinstance(node.time, str) and node.time.lower() == "this way":
        return _player_doing_this_way(node, ctx)
    if isinstance(predicate, ast.HaveDo) and node.origin is None and node.time is None:
        return _player_has_done(node.subject, predicate, ctx)
    if isinstance(predicate, ast.EitherPredicate) and node.origin is None and node.time is None:
        # "unless they sacrifice a nonland permanent or discard a card": the player may pay
        # either cost (CR 118.12), choosing which as they pay it (CR 601.2b)
        # (the player first: "they" is the player named before, not the owner of the cards
        # the costs name)
        payer = ctx.players(node.subject)
        options = (_offered_cost(predicate.first, payer, ctx), _offered_cost(predicate.second, payer, ctx))
        if None in options:
            raise CannotLower("a choice of two instructions that are not both costs, as a condition (CR 118.12)", node)
        return fx.PlayerPaid(player=payer, costs=(fx.CostChoice(options=options),))
    if isinstance(predicate, ast.Exile) and node.origin is not None and not node.origin.anywhere and node.time is None:
        # "unless you exile a card from your graveyard" (CR 118.12): the cards of that zone
        payer = ctx.players(node.subject)
        cost = _exile_offered(predicate, payer, ctx, zone_of(node.origin.zone, ctx))
        if cost is not None:
            return fx.PlayerPaid(player=payer, costs=(cost,))
    if node.origin is None and node.time is None:
        # the player first: "they" is the player named before, not the objects the cost names
        # ("unless they sacrifice a creature")
        payer = ctx.players(node.subject)
        cost = _action_cost(predicate, payer, ctx)
        if cost is not None:
            # "unless you discard a card", "unless you sacrifice three Forests" (CR 118.12)
            return fx.PlayerPaid(player=payer, costs=(cost,))
    raise CannotLower(f"a player doing {type(predicate).__name__} as a condition", node)


def _player_has_done(subject: Any, predicate: ast.HaveDo, ctx: Lowering) -> fx.Condition:
    """"unless its controller has this creature deal 2 damage to them", "unless any opponent
    has you draw a card" (CR 118.12a): the player may have it happen; "them" is that player."""
    player = ctx.players(subject)
    if isinstance(player, fx.Chosen) and player.amount is None and not player.up_to and not player.at_random and player.what.names_players():
        # "any opponent", "a player": each of them may, asked in turn until one does
        player = player.what
    with ctx.scope(player_referents=[TESTED_PLAYER], referents=[]):
        effects = tuple(ctx.effects(predicate))
    if any(isinstance(e, fx.EventAmount) for effect in effects for e in walk(effect)):
        # "unless that creature's controller has ~ deal that much damage to them": the amount of
        # the instruction it follows, not of the trigger event, which is all "that much" reads
        raise CannotLower("\"that much\" in what a player may have happen: the amount of the instruction before it is not kept", predicate)
    return fx.PlayerChoseTo(player=player, effects=effects)


def _cast_this_turn(subject: Any, what: Any, ctx: Lowering, from_zone: str | None = None) -> fx.Condition:
    """"if an opponent cast three or more spells this turn", "if an opponent cast a blue spell
    this turn": the spells the game records cast this turn (CR 601.2i); "an opponent": one of
    them cast that many."""
    one = _indefinite(subject)
    player = ctx.players(subject)
    if isinstance(player, fx.Chosen) and player.amount is None and not player.up_to and not player.at_random:
        player = player.what  # "an opponent": any one of them, counted apart
    return _spells_cast(what, "this", ctx, by=player, by_one_player=one, from_zone=from_zone)


@lowers(ast.EnteredFrom)
def _entered_from(node: ast.EnteredFrom, ctx: Lowering) -> fx.Condition:
    """"When this creature enters, if it entered from your graveyard": the zone change that put
    it onto the battlefield came from that zone (CR 400.7: the permanent is a new object, made by
    that move; the game's record of this turn's moves holds it); "your graveyard": a card you own
    (CR 400.3)."""
    zone = origin_zone(node.origin, ctx)
    if zone is None or zone == "battlefield":
        raise CannotLower("entering from anywhere, or from other than a zone", node.origin)
    if ctx.trigger_subject is None:
        # the record read is of this turn's moves: the moment it entered, as an ability that
        # triggered on its entering knows
        raise CannotLower("where a permanent entered from, outside an ability that triggers as it enters", node)
    zone_node = node.origin.zone
    owner = zone_of(zone_node, ctx).player if zone_node is not None else None
    owner = None if isinstance(owner, fx.EachPlayer) else owner  # "from a graveyard": anyone's
    test = fx.Filter(states=(f"put into battlefield from {zone} this turn",), owner=owner)
    return fx.Is(what=ctx.objects(node.subject, role="reference"), test=test)


@lowers(ast.EnteredOrCastFrom)
def _entered_or_cast_from(node: ast.EnteredOrCastFrom, ctx: Lowering) -> fx.Condition:
    """"if it entered from your library or was cast from your library": either the move that put
    it onto the battlefield came from that zone (CR 400.7) or the spell it was was cast from that
    zone (CR 601.2a, 608.3a), each read as said alone; "they entered or were cast from a
    graveyard": the one origin of both."""
    entered = ast.EnteredFrom(subject=node.subject, verb=node.verb, origin=node.origin or node.cast_origin, span=node.span)
    state = ast.ConditionState(words=("cast", node.cast_origin), span=node.span)
    cast = ast.IsState(subject=node.subject, verb=node.cast_verb, state=state, span=node.span)
    return fx.AnyOf(conditions=(ctx.condition(entered), ctx.condition(cast)))


#: "if you cast this spell during ...": the condition on the turn that held while it was cast
_CAST_DURING = {"during your main phase": fx.InPhase(phase="main", yours=True)}


def _names_itself(what: Any, ctx: Lowering) -> bool:
    """"it", "this creature": the object the ability is of, in "When ~ enters, if you cast it"."""
    return isinstance(what, ast.Pronoun) or isinstance(ctx.objects(what, role="reference"), fx.This)


def has_keywords_condition(subject: Any, predicate: ast.HaveKeywords, ctx: Lowering) -> fx.Condition:
    """"if that creature has flying" (a test of one object), "if a creature you control has
    first strike", "as long as a card exiled with it has flying" (one of those objects has it):
    keyword abilities an object has now (CR 702.1)."""
    keywords = [ctx.ability(k) for k in words_of(predicate.keywords) if isinstance(k, Node)]
    if not keywords or not all(isinstance(k, fx.Keyword) and k.amount is None and k.cost is None and not k.quality for k in keywords):
        raise CannotLower("having something other than keywords without a parameter, as a condition", predicate)
    names = tuple(cast(fx.Keyword, k).name for k in keywords)
    what = ctx.objects(subject, role="reference")
    if fx.names_players(what):
        raise CannotLower("a player having keywords as a condition", subject)
    if isinstance(what, fx.Chosen) and what.amount is None and not what.up_to and not what.at_random:
        what = what.what  # "a creature you control": any one of them
        if not isinstance(what, fx.Filter):
            # "if a card discarded this way has flying": one of those objects has it, not each
            return fx.Exists(what=fx.Amongst(among=what, filter=fx.Filter(keywords=names)))
    if isinstance(what, fx.Filter):
        return fx.Exists(what=attrs.evolve(what, keywords=(*what.keywords, *names)))
    return fx.Is(what=what, test=fx.Filter(keywords=names))


def _action_cost(predicate: Any, payer: fx.Reference, ctx: Lowering) -> fx.Cost | None:
    """An action offered as a cost ("unless you sacrifice a land"), as the cost it is; the
    payer's own: "you" in the cost is ``payer``, who pays it (CR 118.12)."""
    if isinstance(predicate, ast.Sacrifice):
        return sacrifice_cost(predicate, ctx)
    if isinstance(predicate, ast.Discard):
        return discard_cost(predicate, ctx)
    if isinstance(predicate, ast.ReturnTo) and not predicate.mods and zone_of(predicate.to, ctx).kind == "hand":
        return fx.ReturnToHandCost(what=ctx.objects(predicate.what))
    if isinstance(predicate, ast.PayLife):
        return fx.PayLife(amount=ctx.value(predicate.amount))  # "unless that player pays 3 life" (CR 119.4)
    if isinstance(predicate, ast.PayEnergy):
        # "unless you pay {E}{E}": that many energy counters removed from the payer (CR 107.14)
        return fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=len(predicate.symbols.symbols)), what=payer)
    if isinstance(predicate, ast.Exile):
        return _exile_offered(predicate, payer, ctx, None)
    if isinstance(predicate, ast.RemoveCounters):
        return _remove_counters_offered(predicate, ctx)
    if isinstance(predicate, ast.Tap):
        # "unless you tap an untapped permanent you control" (CR 118.12): the payer chooses
        # that many of the permanents described and taps them, as a tap cost does (CR 118.3)
        tapped = ctx.objects(predicate.what)
        if (
            isinstance(tapped, fx.Chosen) and not tapped.up_to and not tapped.at_random and tapped.chooser is None
            and isinstance(tapped.what, fx.Filter) and tapped.what.zone == "battlefield"
        ):
            what, amount = chosen_parts(tapped)
            return fx.TapCost(what=what, amount=amount)
        return None
    if isinstance(predicate, ast.Put) and len(predicate.placements) == 1 and payer == fx.You():
        # "unless you put a card from your graveyard on the bottom of your library": the cost
        # "Put a card from your graveyard on the bottom of your library" (CR 118.12, 118.3)
        put = ctx.cost(ast.PutCost(placement=predicate.placements[0], span=predicate.span))
        return None if isinstance(put, fx.Unsupported) else put
    return None


def _exile_offered(predicate: ast.Exile, payer: fx.Reference, ctx: Lowering, origin: fx.Zone | None) -> fx.Cost | None:
    """"unless you exile a card from your graveyard", "unless you exile two cards from your
    hand": the payer chooses that many of their cards in that zone (CR 118.12, 406.2), the zone
    said after the objects (``origin``) or in them; None for what is not such a choice (a target,
    "all cards", "up to one", a card at random, a zone of no one player's)."""
    if origin is not None and origin.player != payer:
        return None  # "unless you exile a card from an opponent's graveyard": not the payer's own
    what = ctx.objects(predicate.what, zone=origin.kind) if origin is not None else ctx.objects(predicate.what)
    if isinstance(what, fx.Filter) and isinstance(predicate.what, ast.ObjectNp) and predicate.what.determiner is not None and lower_words(predicate.what.determiner) == ["all"]:
        # "unless its controller exiles all cards from their graveyard": every one of them, none
        # when there is none (CR 118.3 asks for nothing more)
        what = fx.Chosen(what=what, amount=fx.CountOf(what=what))
    if origin is not None and isinstance(what, fx.Chosen) and isinstance(what.what, fx.Filter):
        if what.what.zone_owner not in (None, origin.player):
            return None
        owned = attrs.evolve(what.what, zone_owner=origin.player)
        what = attrs.evolve(what, what=owned, amount=fx.CountOf(what=owned) if isinstance(what.amount, fx.CountOf) else what.amount)
    if not isinstance(what, fx.Chosen) or what.up_to or what.at_random or what.chooser is not None:
        return None
    if not isinstance(what.what, fx.Filter) or what.what.zone in (None, "battlefield", "stack", "exile"):
        return None
    ctx.exilers.append(payer)
    return fx.ExileCost(what=what.what, amount=what.amount or fx.Fixed(value=1))


def _remove_counters_offered(predicate: ast.RemoveCounters, ctx: Lowering) -> fx.Cost | None:
    """"unless you remove a +1/+1 counter from it", "unless you remove a counter from a
    permanent you control" (CR 122.8, 118.12): one counter from one of the permanents is one
    counter from among them; None for other counts or objects."""
    if not isinstance(predicate.counters, ast.CounterCount) or isinstance(getattr(predicate.counters, "amount", None), ast.OneOrMore):
        return None
    kind, amount = counter_count(predicate.counters, ctx)
    source = ctx.objects(predicate.source)
    if isinstance(source, fx.This):
        return fx.RemoveCountersCost(counter=kind, amount=amount, what=source)
    if (
        isinstance(source, fx.Chosen) and source.amount is None and not source.up_to and not source.at_random and source.chooser is None
        and isinstance(source.what, fx.Filter) and source.what.zone == "battlefield" and amount == fx.Fixed(value=1)
    ):
        return fx.RemoveCountersCost(counter=kind, amount=amount, what=source.what, among=True)
    return None


def _offered_cost(predicate: Any, payer: fx.Reference, ctx: Lowering) -> fx.Cost | None:
    """One cost of a choice of two ("unless they sacrifice a creature or pay {3}"): an action
    offered as a cost, or one cost paid (CR 118.12)."""
    if isinstance(predicate, ast.Pay) and len(predicate.costs) == 1:
        return ctx.cost(predicate.costs[0])  # type: ignore[no-any-return]
    return _action_cost(predicate, payer, ctx)


@lowers(ast.EitherCondition, ast.EitherConditionIf, ast.BothConditions)
def _two_conditions(node: Any, ctx: Lowering) -> fx.Condition:
    parts = (ctx.condition(node.first), ctx.condition(node.second))
    return fx.AllOf(conditions=parts) if isinstance(node, ast.BothConditions) else fx.AnyOf(conditions=parts)


def amount_bound(node: Any) -> tuple[str, fx.Value]:
    """"three or more" -> (">=", 3); "5 or less" -> ("<=", 5); "exactly 13" -> ("==", 13) (an AmountBound or CounterQuantity)."""
    words = [w for w in words_of(node) if isinstance(w, str)]
    low = [w.lower() for w in words]
    if len(low) >= 2 and low[0] == "exactly":
        return "==", word_value(words[1], node)
    if "or" not in low:
        raise CannotLower(f"an amount {' '.join(words)!r}", node)
    at = low.index("or")
    op = COMPARISONS.get(" ".join(low[at:at + 2]))
    if op is None or at == 0:
        raise CannotLower(f"an amount {' '.join(words)!r}", node)
    return op, word_value(words[at - 1], node)


@lowers(ast.LacksCountersCondition)
def _lacks_counters_condition(node: ast.LacksCountersCondition, ctx: Lowering) -> fx.Condition:
    """"this creature doesn't have a +1/+1 counter on it": the count "has" would test is not met
    (CR 122.1)."""
    if isinstance(node.counters, ast.CounterThatKind) and ctx.counter_kind_chosen and _one_counter(node.counters):
        # "if it doesn't have a counter of that kind on it": of the kind chosen before in the
        # ability (CR 122.1)
        return fx.Compare(left=fx.CountersOfChosenKind(what=ctx.objects(node.subject, role="reference")), op="==", right=fx.Fixed(value=0))
    if isinstance(node.counters, ast.CounterThatKind):
        raise CannotLower("a counter of a kind chosen before (CR 122.1): no condition names a kind chosen as the ability resolves", node.counters)
    return fx.NotCondition(condition=_counters_condition(node, ctx))


def _one_counter(counters: ast.CounterThatKind) -> bool:
    """"a counter of that kind" (not "another", not a number of them)."""
    return counters.amount.lower() in ("a", "an") and counters.additional is None and counters.word.lower() == "counter"


@lowers(ast.HasCountersCondition, ast.ThereAreCounters, ast.ThereAreCountersAmong)
def _counters_condition(node: Any, ctx: Lowering) -> fx.Condition:
    """"it has a +1/+1 counter on it", "an opponent has three or more poison counters", "there
    are two or more ki counters on this creature", "there are thirty or more counters among
    artifacts and creatures you control" (StatOf sums the counters over every object)."""
    holder = node.on if isinstance(node, ast.ThereAreCounters) else node.among if isinstance(node, ast.ThereAreCountersAmong) else node.subject
    if isinstance(holder, ast.ObjectNp) and holder.determiner is not None and "or" in lower_words(holder.determiner):
        # "if two or more permanents you don't control have an aim counter on them": a count of
        # objects that each have one, not the counters on all of them together
        raise CannotLower("how many objects of a group have counters", node)
    words = words_of(node.counters)
    counted = next((w for w in words if isinstance(w, ast.CounterCount)), None)
    kind = counter_kind_of(node.counters)
    # "two or more counters on it": counters of every kind together (CR 122.1)
    amount = fx.StatOf(what=ctx.objects(holder, role="reference"), stat="counters" if kind is None else f"counters:{kind}")
    low = [w.lower() for w in words if isinstance(w, str)]
    if low[:1] == ["no"]:
        return fx.Compare(left=amount, op="==", right=fx.Fixed(value=0))
    if counted is not None:
        _, count = counter_count(counted, ctx)
        return fx.Compare(left=amount, op=">=", right=count)
    if "than" in low:
        # "fewer than three +1/+1 counters": strictly fewer (or more)
        at = low.index("than")
        op = COMPARISONS.get(" ".join(low[at - 1:at + 1])) if at else None
        if op is None:
            raise CannotLower(f"an amount {' '.join(low)!r}", node.counters)
        return fx.Compare(left=amount, op=op, right=word_value([w for w in words if isinstance(w, str)][at + 1], node))
    op, value = amount_bound(node.counters)
    return fx.Compare(left=amount, op=op, right=value)


def _stat(word: str, node: Any) -> str:
    stat = stat_name(word, node)
    return stat[len("total_"):] if stat.startswith("total_") else stat  # several objects' numbers are summed


@lowers(ast.HasStat)
def _has_stat(node: Any, ctx: Lowering) -> fx.Condition:
    """"creatures you control have total power 8 or greater", "it had power 3 or greater"."""
    op, value = comparison(node.comparison, ctx)
    return fx.Compare(left=fx.StatOf(what=ctx.objects(node.subject, role="reference"), stat=_stat(node.stat, node)), op=op, right=value)


def _stat_owner(node: Any, ctx: Lowering) -> fx.Reference:
    """Whose stat "[possessor] [stat] is ..." reads: "this creature's", "its" (the object
    referred to last)."""
    words = words_of(node.possessor)
    if len(words) == 2 and isinstance(words[0], Node):
        return ctx.objects(words[0], role="reference")
    if [w.lower() for w in words if isinstance(w, str)] in (["its"], ["their"], ["his"], ["her"]):
        return ctx.it()
    raise CannotLower(f"the stat of {node.possessor.text!r}", node)


@lowers(ast.StatIs)
def _stat_is(node: Any, ctx: Lowering) -> fx.Condition:
    """"this creature's power is 4 or greater", "its mana value is 2 or less"."""
    owner = _stat_owner(node, ctx)
    op, value = comparison(node.comparison, ctx)
    if node.verb.lower() not in ("is", "was"):
        raise CannotLower(f"a stat that {node.verb!r}", node)
    stat = stat_name(node.stat, node)
    left: fx.Value = fx.LifeTotal(player=owner) if stat == "life_total" else fx.StatOf(what=owner, stat=_stat(node.stat, node))
    return fx.Compare(left=left, op=op, right=value)


@lowers(ast.StatParityIs)
def _stat_parity_is(node: ast.StatParityIs, ctx: Lowering) -> fx.Condition:
    """"its mana value is odd", "~'s power is even": the number odd or even."""
    owner = _stat_owner(node, ctx)
    if node.verb.lower() not in ("is", "was"):
        raise CannotLower(f"a stat that {node.verb!r}", node)
    if stat_name(node.stat, node) not in ("mana_value", "power", "toughness"):
        raise CannotLower(f"an odd or even {node.stat!r}", node)
    return fx.Parity(value=fx.StatOf(what=owner, stat=_stat(node.stat, node)), parity=node.parity.lower())


@lowers(ast.HasLife)
def _has_life(node: ast.HasLife, ctx: Lowering) -> fx.Condition:
    """"you have 5 or less life" (CR 119)."""
    op, value = amount_bound(node.amount)
    players = ctx.players(node.subject)
    if isinstance(players, (fx.EachPlayer, fx.EachOpponent, fx.OtherPlayers)):
        # "if each player has 10 or less life": every one of them, each life total on its own
        # (none has more), not their total
        each = fx.Compare(left=fx.LifeTotal(player=TESTED_PLAYER), op=op, right=value)
        return fx.NotCondition(condition=fx.Exists(what=fx.PlayersWho(players=players, condition=fx.NotCondition(condition=each))))
    return fx.Compare(left=fx.LifeTotal(player=players), op=op, right=value)


@lowers(ast.HasLifeMoreThan)
def _has_life_more_than(node: ast.HasLifeMoreThan, ctx: Lowering) -> fx.Condition:
    """"you have at least 10 life more than your starting life total": a life total at or above
    the other amount plus that many (CR 119)."""
    player = ctx.players(node.subject)
    least = fx.Sum(parts=(ctx.value(node.than), ctx.value(node.amount)))
    return fx.Compare(left=fx.LifeTotal(player=player), op=">=", right=least)


@lowers(ast.AmountIs)
def _amount_is(node: ast.AmountIs, ctx: Lowering) -> fx.Condition:
    """"if the amount of mana spent to cast it was less than its mana value" (CR 601.2h)."""
    op, value = comparison(node.comparison, ctx)
    return fx.Compare(left=ctx.value(ast.AmountOfQuantity(what=node.what)), op=op, right=value)


@lowers(ast.XIs)
def _x_is(node: Any, ctx: Lowering) -> fx.Condition:
    op, value = comparison(node.comparison, ctx)
    return fx.Compare(left=fx.Variable(name="X"), op=op, right=value)


def _count_with_player(np: Any, player: fx.Reference, field: str, ctx: Lowering) -> fx.Value:
    ctx.bare_zone_owners.append(player)
    try:
        what = ctx.filter(np)
    finally:
        ctx.bare_zone_owners.pop()
    if not isinstance(what, fx.Filter):
        raise CannotLower("counting something that is not a description", np)
    if getattr(what, field) is None and not (field == "owner" and what.zone_owner is not None):
        what = attrs.evolve(what, **{field: player})  # type: ignore[arg-type]  # a player field
    return fx.CountOf(what=what)


def _compared_with(node: Any, ctx: Lowering) -> fx.Reference:
    """The players a comparison measures against ("more life than another of your opponents"):
    a standard, not a player "that player" means afterwards."""
    before = len(ctx.player_referents)
    players = ctx.players(node)
    del ctx.player_referents[before:]
    return players


#: references to more than one player: what "each other player" is other than must be one player
_SEVERAL_PLAYERS = (fx.EachPlayer, fx.EachOpponent, fx.OtherPlayers, fx.PlayersWho, fx.Chosen, fx.Union)


def _each_compared_with(than: Any, subject: fx.Reference, op: str, ctx: Lowering, margin: int = 0) -> Callable[[fx.Value, Callable[[fx.Reference], fx.Value]], fx.Condition] | None:
    """"more lands than each opponent", "more life than each other player": the amount is
    compared with every one of those players' own, so with the greatest of them ("more", "at
    least as many") or the least ("fewer"), each player's measured as PlayerRole("each");
    "each other player": every player but the one the comparison is about (CR 102.1). None when
    ``than`` is not "each [other] player/opponent". The rules do not say what "more than each
    other player" means with no other player (a game that goes on with one player left); it is
    read as "each" over no players reads, as holding: the condition says so explicitly ("or there
    is none of those players"), since the greatest of no values is 0 (ExtremeOfPlayers) and "more
    cards in hand than 0" could fail."""
    if not isinstance(than, ast.ObjectNp) or than.determiner is None or than.qualifiers or than.descriptor is None:
        return None
    det = lower_words(than.determiner)
    noun = lower_words(than.descriptor)
    if det not in (["each"], ["each", "other"]) or noun not in (["player"], ["opponent"]):
        return None
    greatest = op in (">", ">=")
    if det == ["each", "other"] and noun == ["player"] and indefinite_player(subject):
        # "if a player has more life than each other player": one of those players for whom it
        # holds, compared with every player but that one (CR 102.1); read here, since the
        # comparison already tests each other player as PlayerRole("each")
        assert isinstance(subject, fx.Chosen)
        others = fx.OtherPlayers(than=TESTED_PLAYER)

        def some(left: fx.Value, value_of: Callable[[fx.Reference], fx.Value]) -> fx.Condition:
            each = _compare_by(value_of(TESTED_PLAYER), op, fx.ExtremeOfPlayers(players=others, value=value_of(TESTED_PLAYER), greatest=greatest), margin)
            alone = fx.NotCondition(condition=fx.Exists(what=others))
            return fx.Exists(what=fx.PlayersWho(players=subject.what, condition=fx.AnyOf(conditions=(each, alone))))

        return some
    if det == ["each", "other"]:
        if noun != ["player"] or isinstance(subject, _SEVERAL_PLAYERS) or not fx.names_players(subject):
            raise CannotLower("\"each other player\" compared with a player who is one of several", than)
        players: fx.Reference = fx.OtherPlayers(than=subject)
    else:
        players = fx.EachOpponent() if noun == ["opponent"] else fx.EachPlayer()

    def compare(left: fx.Value, value_of: Callable[[fx.Reference], fx.Value]) -> fx.Condition:
        each = _compare_by(left, op, fx.ExtremeOfPlayers(players=players, value=value_of(TESTED_PLAYER), greatest=greatest), margin)
        return fx.AnyOf(conditions=(each, fx.NotCondition(condition=fx.Exists(what=players))))

    return compare


def more_than(comparison: str, node: Any) -> tuple[str, int]:
    """The comparison of "more lands than you" and its margin: "more" (>, 0), "fewer" (<, 0);
    "at least two more" (>=, 2): the first amount is the other plus two or greater; "at least
    two fewer" (<=, 2): the first plus two is the other or smaller (CR 107.1)."""
    low = comparison.lower().split()
    if low[:2] == ["at", "least"] and len(low) == 4:
        margin = ast.Number(text=low[2]).value
        op = COMPARISONS.get(f"{low[3]} than")
        if margin is None or op is None:
            raise CannotLower(f"{comparison!r} than", node)
        return (">=" if op == ">" else "<="), margin
    op = COMPARISONS.get(f"{comparison.lower()} than")
    if op is None:
        raise CannotLower(f"{comparison!r} than", node)
    return op, 0


def _compare_by(left: fx.Value, op: str, right: fx.Value, margin: int) -> fx.Condition:
    """``left op right``, with the margin of :func:`more_than` added to the smaller side."""
    if not margin:
        return fx.Compare(left=left, op=op, right=right)
    if op == ">=":
        return fx.Compare(left=left, op=op, right=fx.Sum(parts=(right, fx.Fixed(value=margin))))
    return fx.Compare(left=fx.Sum(parts=(left, fx.Fixed(value=margin))), op=op, right=right)


def _than_pronoun(node: Any) -> None:
    """"target player who controls more creatures than they do": a pronoun compared with inside
    a relative clause about players names some other player, not the one described; which
    one, the clause alone does not say."""
    if isinstance(node.than, ast.Pronoun) and node.do is not None and [w.lower() for w in node.than.words if isinstance(w, str)] != ["you"]:
        raise CannotLower(f"\"than {rendered(node.than)} {node.do}\": the player a pronoun names in a comparison", node)


@lowers(ast.ControlsMore)
def _controls_more(node: ast.ControlsMore, ctx: Lowering) -> fx.Condition:
    """"an opponent controls more lands than you", "you control more creatures of that type
    than each other player", "an opponent controls at least two more lands than you"."""
    op, margin = more_than(node.comparison, node)
    _than_pronoun(node)
    subject = ctx.players(node.subject)
    left = _count_with_player(node.what, subject, "controller", ctx)
    each = _each_compared_with(node.than, subject, op, ctx, margin)
    if each is not None:
        return each(left, lambda p: _count_with_player(node.what, p, "controller", ctx))
    right = _count_with_player(node.what, _compared_with(node.than, ctx), "controller", ctx)
    return _compare_by(left, op, right, margin)


@lowers(ast.ControlsMost)
def _controls_most(node: ast.ControlsMost, ctx: Lowering) -> fx.Condition:
    """"defending player controls the most creatures or is tied for the most"."""
    if node.tied is None:
        raise CannotLower("controlling the most, not tied (more than each other player)", node)
    return controls_most(ctx.players(node.subject), node.what, node.is_most, ctx)


@lowers(ast.HasMostLife)
def _has_most_life(node: ast.HasMostLife, ctx: Lowering) -> fx.Condition:
    """"you have the most life or are tied for most life": no player has more life (CR 119)."""
    if node.tied is None:
        raise CannotLower("having the most life, not tied (more than each other player)", node)
    extreme = fx.Extreme(what=fx.EachPlayer(), stat="life", greatest=node.is_most)
    return fx.Compare(left=fx.LifeTotal(player=ctx.players(node.subject)), op=">=" if node.is_most else "<=", right=extreme)


@lowers(ast.HasMore)
def _has_more(node: ast.HasMore, ctx: Lowering) -> fx.Condition:
    """"an opponent has more life than you", "you have more cards in hand than each opponent"."""
    op, margin = more_than(node.comparison, node)
    _than_pronoun(node)
    words = words_of(node.what)
    # "than that player" is read before the subject: it is never the subject itself ("no
    # opponent has more life than that player"), but a player named before
    than = None if _names_each_player(node.than) else _compared_with(node.than, ctx)
    subject = ctx.players(node.subject)
    each = _each_compared_with(node.than, subject, op, ctx, margin)
    is_life = [w.lower() for w in words if isinstance(w, str)] == ["life"]
    np = next((w for w in words if isinstance(w, Node)), None)
    if not is_life and np is None:
        raise CannotLower("has more of what", node)

    def measure(player: fx.Reference) -> fx.Value:
        if is_life:
            return fx.LifeTotal(player=player)
        # "more creature cards in their graveyard than you do": "their" is whoever's count is
        # measured, on each side of the comparison
        with ctx.scope(player_referents=[player], subject=player):
            return _count_with_player(np, player, "owner", ctx)

    if each is not None:
        return each(measure(subject), measure)
    return _compare_by(measure(subject), op, measure(than if than is not None else _compared_with(node.than, ctx)), margin)


def _names_each_player(than: Any) -> bool:
    """"each opponent", "each other player" (compared with in :func:`_each_compared_with`)."""
    return isinstance(than, ast.ObjectNp) and than.determiner is not None and lower_words(than.determiner)[:1] == ["each"]


@lowers(ast.HasMoreStat)
def _has_more_stat(node: ast.HasMoreStat, ctx: Lowering) -> fx.Condition:
    """"that creature has greater power or toughness than this creature" (evolve, CR 702.100a:
    greater power and/or greater toughness)."""
    op = COMPARISONS.get(f"{node.comparison.lower()} than")
    if op is None:
        raise CannotLower(f"has {node.comparison!r} than", node)
    subject, than = ctx.objects(node.subject, role="reference"), ctx.objects(node.than, role="reference")
    if fx.names_players(subject) or fx.names_players(than):
        raise CannotLower("a player's power or toughness", node)
    stats = [node.stat.lower()] + ([node.other_stat.lower()] if node.other_stat else [])
    compared = [fx.Compare(left=fx.StatOf(what=subject, stat=stat), op=op, right=fx.StatOf(what=than, stat=stat)) for stat in stats]
    return compared[0] if len(compared) == 1 else fx.AnyOf(conditions=tuple(compared))


@lowers(ast.YouveCast)
def _youve_cast(node: ast.YouveCast, ctx: Lowering) -> fx.Condition:
    """"you've cast another spell this turn": a spell you cast this turn matches."""
    if (node.time or "").lower() != "this turn" or node.origin is not None:
        raise CannotLower("what you've cast, not this turn", node)
    count = described_count(node.what)
    if count is not None and count > 1:
        # "You've cast four or more instant and sorcery spells this turn": how many spells of
        # that kind you cast this turn reaches the number
        return fx.Compare(left=fx.SpellsCast(turn="this", by=fx.You(), what=ctx.filter(node.what)), op=">=", right=fx.Fixed(value=count))
    return fx.HappenedThisTurn(what=ctx.filter(node.what), event="you_cast")


#: the mana symbols that name a kind of mana spent: a type (CR 106.1b) or snow mana (CR 107.4h)
_SPENT_SYMBOLS = frozenset({"{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}"})


def spent_symbols(symbols: list[str], node: Any) -> str:
    """"{B}", "{W}{W}", "{G}{W}": the symbols of mana spent, as one string for
    fx.ManaSpentToCast.symbol. Snow mana is also of a type, so "{S}" stands alone (a unit of
    mana would otherwise count for two symbols)."""
    upper = [w.upper() for w in symbols]
    if not upper or any(w not in _SPENT_SYMBOLS for w in upper) or ("{S}" in upper and len(set(upper)) > 1):
        raise CannotLower(f"mana spent {''.join(symbols)!r}", node)
    return "".join(upper)


def mana_from(words: list[Any], node: Any, ctx: Lowering) -> fx.Reference | None:
    """"mana from a Treasure", "mana from creatures": the description the source of the mana
    must fit (CR 106.3); None if no source is named."""
    low = [w.lower() if isinstance(w, str) else w for w in words]
    if "from" not in low:
        return None
    described = words[low.index("from") + 1:]
    if len(described) != 1 or not isinstance(described[0], Node):
        raise CannotLower("mana from what", node)
    return ctx.filter(described[0])


def mana_spent_condition(mana: Any, spent: Callable[..., fx.Value], ctx: Lowering) -> fx.Condition:
    """What an amount of mana spent says (CR 601.2h), ``spent`` making the quantity of mana
    spent to cast the spell (or activate the ability) with the given fields: "{B}", "{W}{W}",
    "no mana", "no colored mana", "at least three white mana", "at least three colorless mana",
    "at least three mana of the same color", "four or more mana", "three or more mana from
    creatures", "two or more colors of mana", "exactly three colors of mana", "mana from a
    Treasure"."""
    words = list(mana.words)  # not flattened: "four or more" stays one AmountBound
    low = [w.lower() if isinstance(w, str) else w for w in words]
    one = fx.Fixed(value=1)
    if all(isinstance(w, str) and w.startswith("{") for w in words):
        return fx.AtLeast(value=spent(symbol=spent_symbols(words, mana)), amount=one)
    if low == ["no", "mana"]:
        return fx.NotCondition(condition=fx.AtLeast(value=spent(), amount=one))
    if low == ["no", "colored", "mana"]:  # CR 105.1: colored mana is of one of the five colors
        return fx.NotCondition(condition=fx.AtLeast(value=spent(colors=True), amount=one))
    if low[:2] == ["at", "least"] and len(words) > 3 and isinstance(words[2], Node):
        number = ctx.value(words[2])
        rest = low[3:]
        if rest == ["mana", "of", "the", "same", "color"]:  # adamant (CR 207.2c)
            return fx.AtLeast(value=spent(same_color=True), amount=number)
        symbol = None
        if rest and rest[0] in COLORS:
            symbol, rest = "{" + COLORS[rest[0]] + "}", rest[1:]
        elif rest and rest[0] == "colorless":  # CR 106.1b: colorless is a type of mana
            symbol, rest = "{C}", rest[1:]
        if rest and rest[0] == "mana":
            return fx.AtLeast(value=spent(symbol=symbol, source=mana_from(words[3:], mana, ctx)), amount=number)
    if isinstance(words[0], ast.AmountBound):
        op, amount = amount_bound(words[0])
        if low[1:] == ["colors", "of", "mana"]:
            return fx.Compare(left=spent(colors=True), op=op, right=amount)
        if low[1] == "mana":
            return fx.Compare(left=spent(source=mana_from(words[1:], mana, ctx)), op=op, right=amount)
    if low[:2] == ["mana", "from"]:
        return fx.AtLeast(value=spent(source=mana_from(words, mana, ctx)), amount=one)
    raise CannotLower(f"mana spent {mana.text!r}", mana)


@lowers(ast.ManaSpentCondition)
def _mana_spent(node: Any, ctx: Lowering) -> fx.Condition:
    """"if {B} was spent to cast this spell", "if at least three white mana was spent to cast
    it", "if no mana was spent to cast it" (CR 601.2h)."""
    what = ctx.objects(node.what, role="reference")
    if isinstance(what, (fx.Filter, fx.Union)):
        # "Each spell you cast has split second if mana from an artifact was spent to cast it.":
        # a condition of each spell apart, not of the mana spent on all of them together
        raise CannotLower("mana spent to cast each of the objects a description names", node)
    return mana_spent_condition(node.mana, lambda **fields: fx.ManaSpentToCast(what=what, **fields), ctx)


@lowers(ast.ManaSpentToActivate)
def _mana_spent_to_activate(node: ast.ManaSpentToActivate, ctx: Lowering) -> fx.Condition:
    """"if mana from a Treasure was spent to activate this ability": the mana paid for the
    costs of the ability itself as it was activated (CR 602.2b, 601.2h)."""
    if rendered(node.what).lower() != "this ability":
        raise CannotLower(f"mana spent to activate {node.what.text!r}", node)
    return mana_spent_condition(node.mana, lambda **fields: fx.ManaSpentToCast(what=fx.This(), to_activate=True, **fields), ctx)


@lowers(ast.FlipResult)
def _flip_result(node: ast.FlipResult, ctx: Lowering) -> fx.Condition:
    """"if you win the flip" (CR 705.2), "if you win" after "clash with an opponent" (CR 701.30)."""
    won = fx.Won(player=ctx.players(node.subject), contest="flip" if node.the_flip else "clash")
    return won if node.won else fx.NotCondition(condition=won)


@lowers(ast.AbilityActivatedTimes)
def _ability_activated_times(node: ast.AbilityActivatedTimes, ctx: Lowering) -> fx.Condition:
    """"if this ability has been activated four or more times this turn" (CR 602.5b)."""
    if node.time.lower() != "this turn":
        raise CannotLower(f"the activations of an ability {node.time!r}", node)
    op, amount = amount_bound(node.bound)
    return fx.Compare(left=fx.TimesActivatedThisTurn(), op=op, right=amount)


@lowers(ast.RingTemptedTimes)
def _ring_tempted_times(node: ast.RingTemptedTimes, ctx: Lowering) -> fx.Condition:
    """"if the Ring has tempted you four or more times this game" (CR 701.54c)."""
    op, amount = amount_bound(node.bound)
    return fx.Compare(left=fx.TimesTempted(player=ctx.players(node.player)), op=op, right=amount)


@lowers(ast.NthResolution)
def _nth_resolution(node: ast.NthResolution, ctx: Lowering) -> fx.Condition:
    """"if this is the second time this ability has resolved this turn"."""
    nth = ORDINALS.get(node.ordinal.lower())
    if nth is None:
        raise CannotLower(f"the {node.ordinal!r} time", node)
    ctx.resolutions_counted = True
    return fx.Compare(left=fx.TimesResolvedThisTurn(), op="==", right=fx.Fixed(value=nth))


DESIGNATIONS = {"the city 's blessing": "city's blessing", "the initiative": "initiative", "a full party": "full party"}


@lowers(ast.HasDesignation)
def _has_designation(node: Any, ctx: Lowering) -> fx.Condition:
    name = DESIGNATIONS.get(" ".join(lower_words(node.designation)))
    if name is None:
        raise CannotLower(f"designation {node.designation.text!r}", node)
    return fx.HasDesignation(player=ctx.players(node.subject), designation=name)


@lowers(ast.ThereIsNoMonarch)
def _there_is_no_monarch(node: Any, ctx: Lowering) -> fx.Condition:
    """CR 724.1: "if there is no monarch": the designation is held by no player."""
    return fx.NotCondition(condition=fx.DesignationHeld(designation="monarch"))


#: a mechanic's condition -> (the cost or choice paid, negated)
MECHANICS = {
    "tribute was paid": ("tribute", False), "tribute wasn't paid": ("tribute", True),
    "the gift was promised": ("gift", False), "the gift wasn't promised": ("gift", True),
    "evidence was collected": ("collect evidence", False),
}


@lowers(ast.CostPaidCondition)
def _cost_paid_condition(node: ast.CostPaidCondition, ctx: Lowering) -> fx.Condition:
    """"if its madness cost was paid", "If this spell's prowl cost was paid", "unless her
    additional cost was paid": this spell, or the spell this permanent was, was cast paying that
    cost (CR 601.2b, 601.2f): an alternative cost (CR 118.9) or an additional one (118.8), named
    by its keyword (CR 702) or "additional"."""
    words = words_of(node.owner)
    if len(words) == 2 and isinstance(words[0], Node):
        owner = ctx.objects(words[0], role="reference")
    elif [w.lower() for w in words if isinstance(w, str)] == ["its"]:
        owner = ctx.it()
    elif [w.lower() for w in words if isinstance(w, str)] in (["his"], ["her"]):
        # a personal pronoun names a character card, the one named by ~ (a player's costs are
        # "their" costs in Oracle text, and a player casts no spell paying a cost of theirs)
        owner = fx.This()
    else:
        raise CannotLower(f"the costs paid for {node.owner.text!r}", node)
    if owner != fx.This():
        raise CannotLower("the costs paid for an object other than this one", node)
    if node.time is not None:
        raise CannotLower(f"a cost paid {node.time!r}", node)
    written = cast(ast.PaidCost, node.cost).name
    if written == "additional":
        name = "additional"  # CR 601.2b: "As an additional cost to cast this spell, ..."
    else:
        # "multikicker" is a form of kicker with a definition of its own (CR 702.33c)
        entry = keyword_lookup(written)
        name = paid_cost_name(written) or (paid_cost_name(entry.name) if entry is not None else None)
        if name is None:
            raise CannotLower(f"the {written} cost is no cost of casting a spell (CR 601.2b)", node)
    verb = node.verb.lower()
    if verb not in ("was", "wasn't"):
        raise CannotLower(f"a cost that {verb} paid", node)
    paid = fx.CostWasPaid(name=name)
    return fx.NotCondition(condition=paid) if verb == "wasn't" else paid


LOWERINGS[ast.PaidCost] = part_of("CostPaidCondition")


@lowers(ast.ManaCostPaid)
def _mana_cost_paid(node: ast.ManaCostPaid, ctx: Lowering) -> fx.Condition:
    """"If the {1}{B} cost was paid": the spell was cast paying the alternative cost of that mana
    ("You may pay {1}{B} rather than pay this spell's mana cost.", CR 118.9), the one of that
    name the runtime records with its cost (fx.paid_key)."""
    verb = node.verb.lower()
    if verb not in ("was", "wasn't"):
        raise CannotLower(f"a cost that {verb} paid", node)
    paid = fx.CostWasPaid(name="alternative cost", cost=(ctx.cost(node.cost),))
    return fx.NotCondition(condition=paid) if verb == "wasn't" else paid


@lowers(ast.MechanicCondition)
def _mechanic_condition(node: ast.MechanicCondition, ctx: Lowering) -> fx.Condition:
    """"if tribute wasn't paid" (CR 702.104b), "if the gift was promised" (CR 702.174)."""
    name, negated = MECHANICS.get(node.text.lower(), (None, False))
    if name is None:
        raise CannotLower(f"condition {node.text!r}", node)
    paid = fx.CostWasPaid(name=name)
    return fx.NotCondition(condition=paid) if negated else paid


def _played_this_turn(node: Any, what: Any, ctx: Lowering) -> fx.Condition:
    """"if you've played a land this turn": the player played one or more such cards this turn,
    as a land or as a spell (CR 116.2a, 305.1), not put onto the battlefield otherwise."""
    player = fx.You() if isinstance(node.subject, str) and node.subject.lower() == "you've" else ctx.players(node.subject)
    if not fx.names_players(player) or isinstance(player, (fx.EachPlayer, fx.EachOpponent, fx.Chosen)):
        raise CannotLower(f"{node.subject if isinstance(node.subject, str) else render_node(node.subject)!r} as one player who played a card", node)
    if not indefinite(what) or described_count(what) != 1:
        raise CannotLower(f"having played {render_node(what)!r} this turn", what)
    described = ctx.filter(what)
    if isinstance(described, fx.Unsupported):
        return described
    if not isinstance(described, fx.Filter) or described.controller is not None or described.owner is not None:
        raise CannotLower(f"{render_node(what)!r} as a description of cards played", what)
    played = fx.CardsPlayedThisTurn(player=player, what=attrs.evolve(described, zone=fx.Filter().zone))
    return fx.Compare(left=played, op=">=", right=fx.Fixed(value=1))


def _not_played_this_turn(node: ast.PredicateNotCondition, predicate: ast.Play, ctx: Lowering) -> fx.Condition:
    """"if you didn't play a land this turn", "if you didn't play a card from exile this turn":
    the player played no such card this turn, as a land or as a spell (CR 116.2a), from the zone
    said."""
    if not isinstance(node.subject, ast.Pronoun) or not indefinite(predicate.what) or described_count(predicate.what) != 1:
        raise CannotLower(f"{render_node(node.subject)!r} not having played {render_node(predicate.what)!r} this turn", node)
    player = ctx.players(node.subject)
    if not fx.names_players(player) or isinstance(player, (fx.EachPlayer, fx.EachOpponent, fx.Chosen)):
        raise CannotLower(f"{render_node(node.subject)!r} as one player who didn't play a card", node.subject)
    described = ctx.filter(predicate.what)
    if isinstance(described, fx.Unsupported):
        return described
    if not isinstance(described, fx.Filter) or described.controller is not None or described.owner is not None:
        raise CannotLower(f"{render_node(predicate.what)!r} as a description of cards played", predicate.what)
    zone = None
    if node.origin is not None:
        zone = origin_zone(node.origin, ctx)
        if zone is None or excluded_origin_zone(node.origin, ctx) is not None:
            raise CannotLower("cards played from anywhere other than one zone", node.origin)
    played = fx.CardsPlayedThisTurn(player=player, what=attrs.evolve(described, zone=fx.Filter().zone), from_zone=zone)
    return fx.Compare(left=played, op="==", right=fx.Fixed(value=0))


@lowers(ast.PredicateNotCondition)
def _predicate_not_condition(node: ast.PredicateNotCondition, ctx: Lowering) -> fx.Condition:
    """"If it doesn't have suspend, it gains suspend.": an object that has not the keyword
    abilities now (CR 702.1); "if you didn't put a card into your hand this way": none of
    the objects the instructions before acted on is one the player acted on (CR 608.2c); a
    player not doing something otherwise is not in the effect model yet."""
    predicate = node.predicate
    if (isinstance(predicate, ast.Cast) and node.origin is None and isinstance(node.time, str) and node.time.lower() == "this turn"
            and predicate.without_paying is None and not _indefinite(node.subject)):
        # "if that player didn't cast a spell this turn", "if you didn't cast a creature spell
        # this turn": none of the spells the game records that player cast this turn (CR 601.2i)
        # is one of those ("an opponent didn't": one of them, not said here)
        return fx.NotCondition(condition=_cast_this_turn(node.subject, predicate.what, ctx))
    if (
        isinstance(predicate, ast.Enters) and not predicate.mods and node.origin is None and isinstance(node.time, str) and node.time.lower() == "this turn"
        and (isinstance(node.subject, (ast.Pronoun, ast.SelfRef)) or (isinstance(node.subject, ast.ObjectNp) and lower_words(node.subject.determiner) in (["this"], ["that"])))
    ):
        # "if this creature didn't enter the battlefield this turn": the object, as the one it is
        # (CR 400.7), did not enter this turn; of one object only ("if a creature didn't enter
        # this turn" is not "if no creature entered this turn")
        entered = ast.Happened(subject=node.subject, event=ast.PastPred(words=("entered",)), time=node.time)
        return fx.NotCondition(condition=_happened(entered, ctx))
    if isinstance(predicate, ast.Play) and predicate.without_paying is None and isinstance(node.time, str) and node.time.lower() == "this turn":
        return _not_played_this_turn(node, predicate, ctx)
    if node.time is not None:
        if not (isinstance(node.time, str) and node.time.lower() == "this way") or node.origin is not None:
            raise CannotLower(f"a player not doing something {node.time if isinstance(node.time, str) else render_node(node.time)!r}", node)
        done = _player_doing_this_way(node, ctx)
        return done.condition if isinstance(done, fx.NotCondition) else fx.NotCondition(condition=done)
    if isinstance(node.predicate, ast.HaveKeywords) and node.origin is None:
        condition = has_keywords_condition(node.subject, node.predicate, ctx)
        if isinstance(condition, fx.Is):  # one object ("it"), not "no creature" or "a creature"
            return attrs.evolve(condition, negated=True)
    if isinstance(predicate, ast.Cast) and predicate.without_paying is None and _names_itself(predicate.what, ctx):
        # "if you didn't cast it from your hand" (not cast at all, or cast from elsewhere), "if
        # you didn't cast it" (CR 601.2)
        if node.origin is None:
            return fx.NotCondition(condition=fx.WasCast())
        zone = origin_zone(node.origin, ctx)
        if zone is not None:
            return fx.NotCondition(condition=fx.CastFromZone(zone=zone))
    raise CannotLower("a player not doing something as a condition is not in the effect model yet", node)


@lowers(ast.AlsoDeclared)
def _also_declared(node: ast.AlsoDeclared, ctx: Lowering) -> fx.Condition:
    """"can't attack unless at least two other creatures attack", "can't block unless a black or
    green creature also blocks": other creatures declared with the one a restriction is about
    (CR 508.1c, 509.1b), read of the declaration. Only as the exception of a restriction on
    attacking or blocking (``Lowering.declared_action``): a requirement ("If this creature
    attacks, all creatures you control attack if able.", CR 508.1d) asks the most requirements
    obeyed of the whole declaration, which is not in the effect model."""
    verb = node.verb.lower().removesuffix("s")
    if ctx.declared_action is None or verb != ctx.declared_action:
        raise CannotLower(
            "a restriction or requirement on attacking or blocking that depends on the other creatures declared with it (CR 508.1c-d, 509.1b-c) is not in the effect model yet", node
        )
    what, count, negated = _count_condition(node.subject, ctx)
    if negated or not isinstance(what, fx.Filter) or what.zone != fx.Filter().zone or what.controller is not None:
        raise CannotLower(f"{render_node(node.subject)!r} as other creatures declared with it", node.subject)
    # "also attacks": another creature than the one the rule is about
    return fx.DeclaredWith(action=verb, what=attrs.evolve(what, other=True), at_least=count)
for _cls, _reason in (
    (ast.SameNameEach, "\"with the same name\""),
    (ast.SameNameAsOneAnother, "\"with the same name as one another\" (a name shared among the objects, CR 201.2)"),
    (ast.DifferentValues, "\"with different\" values"),
):
    LOWERINGS[_cls] = unsupported(f"{_reason} is not in the effect model yet")
for _cls in (ast.AmountBound, ast.CounterQuantity, ast.LifeOrNp, ast.Designation, ast.PastPred, ast.ManaSpent, ast.CondTiming):
    LOWERINGS[_cls] = part_of("its condition")
# "another target creature with the same controller": a filter field of the noun phrase
# (compiler.objects, CR 108.4)
LOWERINGS[ast.SameController] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")

#: "remains ..." -> the Filter fields the object keeps matching
REMAIN_STATES: dict[str, dict[str, Any]] = {
    "exiled": {"zone": "exile"}, "in exile": {"zone": "exile"}, "on the battlefield": {"zone": "battlefield"},
    "tapped": {"tapped": True},
}


@lowers(ast.Remains)
def _remains(node: ast.Remains, ctx: Lowering) -> fx.Condition:
    """"for as long as it remains exiled", "as long as this artifact remains tapped": the object
    still matches (CR 611.2b); once it has left, it is a new object (CR 400.7) and no longer does."""
    state = REMAIN_STATES.get(node.state.lower())
    if state is None:
        raise CannotLower(f"remaining {node.state!r}", node)
    return fx.Is(what=ctx.objects(node.subject, role="reference"), test=fx.Filter(**state))


def _is_condition(subject: Any, predicate: ast.IsType, ctx: Lowering) -> fx.Condition:
    """"if that creature is white or blue", "only if this creature is blocked", "if that
    creature is 1/1": a test of an object's characteristics or state now."""
    what = ctx.objects(subject, role="reference")
    if fx.names_players(what):
        raise CannotLower("a player \"is\" something as a condition", subject)
    np = predicate.what
    if predicate.in_addition is not None or not isinstance(np, ast.ObjectNp) or np.descriptor is None:
        raise CannotLower(f"is {render_node(np)!r} as a condition", np)
    determiner = lower_words(np.determiner)
    if determiner == ["your"] and not np.qualifiers and lower_words(np.descriptor) == ["ring-bearer"]:
        # "As long as ~ is your Ring-bearer" (CR 701.54e): the designation, under your control
        return fx.Is(what=what, test=fx.Filter(**describe_words(np.descriptor).fields, controller=fx.You()))
    if determiner not in ([], ["a"], ["an"]):
        raise CannotLower(f"is {render_node(np)!r} as a condition", np)
    said = lower_words(np.descriptor)
    pt = re.fullmatch(r"(\d+)/(\d+)", said[0]) if len(said) == 1 and not np.qualifiers else None
    if pt is not None:
        # "if that creature is 1/1": its power and its toughness (CR 208.1)
        power, toughness = (fx.Fixed(value=int(n)) for n in pt.groups())
        return fx.AllOf(conditions=(fx.Is(what=what, test=fx.Filter(stat=("power", "==", power))), fx.Is(what=what, test=fx.Filter(stat=("toughness", "==", toughness)))))
    if not np.qualifiers:
        return fx.Is(what=what, test=fx.Filter(**describe_words(np.descriptor).fields))
    if "zone" in describe_words(np.descriptor).fields:
        # "if this card is exiled with an egg counter on it": the zone the words name would be
        # lost below, where the test reads the object where it is
        raise CannotLower(f"is {render_node(np)!r} as a condition: a zone with other qualities", np)
    test = _described_only(np, ctx)  # "a creature card of the chosen type"
    if not isinstance(test, fx.Filter):
        raise CannotLower(f"is {render_node(np)!r} as a condition", np)
    return fx.Is(what=what, test=attrs.evolve(test, zone=fx.Filter().zone))


def _described_only(np: Any, ctx: Lowering) -> fx.Reference:
    """A description tested on an object named before ("if it's a creature card that shares a
    creature type with a creature you control"): the objects its qualities name are no referents
    of the words after it ("you may cast it" is still the object tested)."""
    referents, players = list(ctx.referents), list(ctx.player_referents)
    try:
        return ctx.filter(np)
    finally:
        ctx.referents[:], ctx.player_referents[:] = referents, players

# -- as the spell was cast (CR 601.2) ------------------------------------------------------------
def present_tense(node: Any) -> Any:
    """"creatures you controlled as you cast this spell": the past tense of a time reported, the
    same "you control" as it was then (not control before an object left, CR 608.2h)."""
    if isinstance(node, ast.FormerlyControlledBy):
        return ast.ControlledBy(controller=node.controller)
    if isinstance(node, tuple):
        return tuple(present_tense(item) for item in node)
    if not isinstance(node, Node):
        return node
    changed = {f.name: present_tense(getattr(node, f.name)) for f in attrs.fields(type(node)) if f.init and f.name != "span"}
    if all(changed[name] is getattr(node, name) for name in changed):
        return node
    return attrs.evolve(node, **changed)


def as_cast(value: fx.Value, node: Node) -> fx.Value:
    """``value`` as it was while the spell was cast (CR 601.2); one that reads a target is not,
    as the targets are chosen while it is cast (601.2c) and the number may count them."""
    if any(isinstance(e, fx.Target) for e in fx.walk(value)):
        raise CannotLower("a number as the spell was cast that reads a target chosen as it is cast (CR 601.2c)", node)
    return fx.ValueAsCast(value=value)


@lowers(ast.ControlsAsYouCast)
def _controls_as_you_cast(node: ast.ControlsAsYouCast, ctx: Lowering) -> fx.Condition:
    """"if you controlled a Mount as you cast this spell": control then (CR 601.2)."""
    controls = ast.Controls(subject=node.subject, verb="control", what=present_tense(node.what))
    return fx.ConditionAsCast(condition=ctx.condition(controls))


def _revealed_as_cast(node: ast.ActedAsYouCast | ast.ActedOrControlledAsYouCast, ctx: Lowering) -> fx.Condition:
    """"you revealed a Dragon card as you cast this spell": casting a spell reveals a card only
    as a cost is paid (CR 601.2b, 601.2h), the spell's additional cost ("As an additional cost to
    cast this spell, you may reveal a Dragon card from your hand."): that it was paid."""
    if node.verb.lower() != "revealed" or ctx.players(node.subject) != fx.You():
        raise CannotLower(f"{render_node(node.subject)} {node.verb} objects as the spell was cast", node)
    return fx.CostWasPaid(name="additional")


@lowers(ast.ActedAsYouCast)
def _acted_as_you_cast(node: ast.ActedAsYouCast, ctx: Lowering) -> fx.Condition:
    return _revealed_as_cast(node, ctx)


@lowers(ast.ActedOrControlledAsYouCast)
def _acted_or_controlled_as_you_cast(node: ast.ActedOrControlledAsYouCast, ctx: Lowering) -> fx.Condition:
    """"if you revealed a Dragon card or controlled a Dragon as you cast this spell": either
    (CR 601.2)."""
    controls = ast.Controls(subject=node.subject, verb="control", what=present_tense(node.other))
    return fx.AnyOf(conditions=(_revealed_as_cast(node, ctx), fx.ConditionAsCast(condition=ctx.condition(controls))))


LOWERINGS[ast.WhereXAsCast] = part_of("Clause (compiler.effects.where_x)")
LOWERINGS[ast.WhereXAsResolves] = unsupported("a number read as the ability resolves and kept for what its effect does later (CR 608.2h) is not in the effect model yet")
LOWERINGS[ast.ForEachAsCast] = part_of("Clause (its multiplier)")


# -- the most common color (CR 105.2) --------------------------------------------------------------
def _most_common_among(among: Any, ctx: Lowering) -> fx.Reference:
    """The objects counted: "all permanents", "nontoken permanents the chosen player controls"."""
    what = ctx.filter(among)
    if isinstance(what, fx.Unsupported):
        raise CannotLower(what.reason, among)
    return what


@lowers(ast.MostCommonColor)
def _most_common_color(node: ast.MostCommonColor, ctx: Lowering) -> fx.Condition:
    """"white is the most common color among all permanents or is tied for most common", "the
    chosen color is ... but isn't tied for most common" (CR 105.2; the chosen color, CR 607.2)."""
    word = node.color.lower() if isinstance(node.color, str) else render_node(node.color).lower()
    color = None if word == "the chosen color" else COLORS.get(word)
    if color is None and word != "the chosen color":
        raise CannotLower(f"the most common color tested against {word!r}, not a color", node)
    among = _most_common_among(node.among, ctx)
    if not node.negated:
        # "is the most common color ... or is tied for most common": as common as any other;
        # "... but isn't tied for most common": more common than each other
        return fx.MostCommonColor(among=among, color=color, tie_counts=node.or_tied)
    if node.or_tied:
        # "isn't the most common color ... or is tied for most common": not more common than
        # each other color
        return fx.NotCondition(condition=fx.MostCommonColor(among=among, color=color, tie_counts=False))
    raise CannotLower("\"isn't the most common color ... but isn't tied for most common\"", node)


@lowers(ast.SharesMostCommonColor)
def _shares_most_common_color(node: ast.SharesMostCommonColor, ctx: Lowering) -> fx.Condition:
    """"if it shares a color with the most common color among all permanents or a color tied for
    most common" (CR 105.2)."""
    what = ctx.objects(node.subject, role="reference")
    return fx.SharesMostCommonColor(what=what, among=_most_common_among(node.among, ctx))


# -- the chosen name (CR 607.2, 201.2a) -------------------------------------------------------------
@lowers(ast.HasChosenName, ast.LacksChosenName)
def _has_chosen_name(node: ast.HasChosenName | ast.LacksChosenName, ctx: Lowering) -> fx.Condition:
    """"If that card has the chosen name": it has the name chosen before."""
    what = ctx.objects(node.subject, role="reference")
    return fx.Is(what=what, test=fx.Filter(chosen=("name",)), negated=isinstance(node, ast.LacksChosenName))


# -- the same number as an object's (CR 202.3) ------------------------------------------------------
@lowers(ast.HasSameStat, ast.LacksSameStat)
def _has_same_stat(node: ast.HasSameStat | ast.LacksSameStat, ctx: Lowering) -> fx.Condition:
    """"if it has the same mana value as the discarded card": its number equals that object's."""
    what = ctx.objects(node.subject, role="reference")  # first: "it" is what was named before
    if fx.names_players(what):
        raise CannotLower("a player with the same number as an object", node.subject)
    stat, op, other = same_stat(node.stat, node.what, node, ctx)
    same = fx.Compare(left=fx.StatOf(what=what, stat=stat), op=op, right=other)
    return fx.NotCondition(condition=same) if isinstance(node, ast.LacksSameStat) else same


@lowers(ast.SharesQuality, ast.SharesCreatureType)
def _shares_quality(node: ast.SharesQuality | ast.SharesCreatureType, ctx: Lowering) -> fx.Condition:
    """"if it shares a card type with the exiled card" (CR 205.2a), "a color" (CR 105.2), "a
    mana value" (CR 202.3), "a creature type" (kinship, CR 205.3m): the object tested has that in
    common with one of those objects, as "a creature that shares a color with it" describes it."""
    quality = node.quality.lower() if isinstance(node, ast.SharesQuality) else "creature type"
    what = ctx.objects(node.subject, role="reference")  # first: "it" is what was named before
    if fx.names_players(what):
        raise CannotLower("a player sharing a quality with an object", node.subject)
    others = ctx.objects(node.what, role="reference")
    if fx.names_players(others):
        raise CannotLower("a quality shared with a player", node.what)
    if any(isinstance(e, fx.Filter) and e.other for e in walk(others)):
        raise CannotLower("sharing a quality with \"another ...\": other than the object tested, not the source", node)
    return fx.Is(what=what, test=fx.Filter(shared=quality, shares_with=others))


# -- a name in common (CR 201.2a) ------------------------------------------------------------------
@lowers(ast.HasSameName, ast.LacksSameName)
def _has_same_name(node: ast.HasSameName | ast.LacksSameName, ctx: Lowering) -> fx.Condition:
    """"if it has the same name as a permanent", "unless it has the same name as that card": it
    has a name in common with one of those objects (CR 201.2a). "another creature you control"
    there is other than the object tested, which a Filter's ``other`` (other than the source)
    does not say: unsupported rather than read as other than the source."""
    what = ctx.objects(node.subject, role="reference")  # first: "it" is what was named before
    others = ctx.objects(node.what, role="reference")
    if any(isinstance(e, fx.Filter) and e.other for e in walk(others)):
        raise CannotLower("\"the same name as another ...\": other than the object tested, not the source", node)
    return fx.Is(what=what, test=fx.Filter(same_name_as=others), negated=isinstance(node, ast.LacksSameName))


@lowers(ast.CoinCameUp)
def _coin_came_up(node: ast.CoinCameUp, ctx: Lowering) -> fx.Condition:
    """"if it comes up heads", "if both coins come up tails" (CR 705.2): about the coins of the
    flip before it (sentences.uncalled_flips makes that flip one no player calls)."""
    coins = render_node(node.coins).lower() if not isinstance(node.coins, str) else node.coins.lower()
    if coins not in ("it", "the coin", "both coins"):
        raise CannotLower(f"whether {coins!r} came up {node.side}", node)
    return fx.CoinCameUp(side=node.side.lower())


#: the trigger events whose object is the creature chosen as the Ring-bearer (runtime.ring)
_RING_BEARER_CHOICE_EVENTS = ("ring_tempts", "chooses_ring_bearer")


@lowers(ast.ChoseAs)
def _chose_as(node: ast.ChoseAs, ctx: Lowering) -> fx.Condition:
    """"Whenever the Ring tempts you, if you chose a creature other than ~ as your Ring-bearer"
    (CR 701.54a): the creature chosen as the Ring tempted you, the object of the triggering event
    (none when you controlled no creature, CR 701.54d: then the condition is false)."""
    if render_node(node.who).lower() != "you" or render_node(node.role).lower() != "your ring-bearer":
        raise CannotLower(f"{render_node(node.who)!r} choosing something as {render_node(node.role)!r}: only your Ring-bearer is chosen as the Ring tempts you (CR 701.54a)", node)
    if ctx.trigger_event not in _RING_BEARER_CHOICE_EVENTS:
        raise CannotLower("what you chose as your Ring-bearer, outside a trigger on the Ring tempting you (CR 701.54a)", node)
    test = ctx.filter(node.what)
    if not isinstance(test, fx.Filter):
        raise CannotLower(f"choosing {render_node(node.what)!r} as your Ring-bearer", node.what)
    return fx.Is(what=fx.Found(key="triggering"), test=attrs.evolve(test, zone=fx.Filter().zone))


@lowers(ast.BeingDeclaredAttacker)
def _being_declared_attacker(node: ast.BeingDeclaredAttacker, ctx: Lowering) -> fx.Condition:
    """"Whenever a creature an opponent controls becomes tapped, if it isn't being declared as an
    attacker": the tap that triggered the ability was (or was not) the tapping of an attacking
    creature as attackers are declared (CR 508.1f), which the tap event tells."""
    if ctx.trigger_event != "becomes_tapped":
        raise CannotLower("being declared as an attacker, outside a trigger on a permanent becoming tapped (CR 508.1f)", node)
    if ctx.objects(node.subject, role="reference") != fx.Found(key="triggering"):
        raise CannotLower(f"{render_node(node.subject)!r} being declared as an attacker: only the permanent that became tapped", node.subject)
    tapped = fx.TappedToAttack()
    return fx.NotCondition(condition=tapped) if node.negated else tapped

