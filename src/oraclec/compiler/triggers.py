"""Lowerings of :mod:`oraclec.ast.triggers`: trigger conditions and events (CR 603)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from .conditions import described_count, has_keywords_condition, indefinite
from .context import Lowering
from .events import (
    EVENT_PREDICATES,
    ORDINALS,
    counter_kind_of,
    enchanted_player,
    event_actor,
    event_part,
    event_predicate,
    except_first_draw,
    excluded_origin_zone,
    head_noun,
    origin_zone,
)
from .objects import PUT_INTO_KEY, activated_ability_event, determiner, np_filter, possessor_reference, zone_of, zones_of
from .registry import LOWERINGS, CannotLower, lowers, part_of, unsupported
from .sentences import created_ability_effects, created_ability_parts
from .words import FilterFields, duration, lower_words, render_node

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


# -- triggers -------------------------------------------------------------------------------------------
@lowers(ast.EventTrigger)
def _event_trigger(node: ast.EventTrigger, ctx: Lowering) -> Any:
    return ctx.trigger(node.event)


@lowers(ast.BothTriggers)
def _both_triggers(node: ast.BothTriggers, ctx: Lowering) -> Any:
    """"When ~ enters and at the beginning of your upkeep": either starts the ability."""
    return fx.AnyTrigger(triggers=(ctx.trigger(node.first), ctx.trigger(node.second)))


@lowers(ast.StateTrigger)
def _state_trigger(node: ast.StateTrigger, ctx: Lowering) -> Any:
    """CR 603.8: a state trigger triggers whenever the game state matches its condition."""
    return fx.Trigger(event="state", condition=ctx.condition(node.condition))


@lowers(ast.StateHasKeywords)
def _state_has_keywords(node: ast.StateHasKeywords, ctx: Lowering) -> fx.Condition:
    """"When this creature has flying" (CR 603.8): the keyword abilities it has now, as the
    same test as "if it has flying" (CR 702.1)."""
    return has_keywords_condition(node.subject, node.predicate, ctx)


@lowers(ast.ThereAreNone)
def _there_are_none(node: ast.ThereAreNone, ctx: Lowering) -> fx.Condition:
    """"there are no creatures on the battlefield"."""
    what = ctx.filter(node.what)
    return fx.NotCondition(condition=fx.Exists(what=what))


@lowers(ast.EndOfCombatTrigger)
def _end_of_combat_trigger(node: ast.EndOfCombatTrigger, ctx: Lowering) -> Any:
    """CR 511.2: "at end of combat" is the beginning of the end of combat step."""
    return fx.StepTrigger(step="end_of_combat", player=None)


@lowers(ast.EndOfCombatOnTrigger)
def _end_of_combat_on_trigger(node: ast.EndOfCombatOnTrigger, ctx: Lowering) -> Any:
    """CR 511.2, 603.2b: "at end of combat on your turn", "... on each opponent's turn": the
    end of combat step of those players' turns."""
    whose = node.turn.whose
    if whose == "you":
        return fx.StepTrigger(step="end_of_combat", player=fx.You())
    if whose == "opponent":
        ctx.player_referents.append(fx.Found(key="triggering player"))
        return fx.StepTrigger(step="end_of_combat", player=fx.EachOpponent())
    raise CannotLower(f"turn {node.turn.text!r}", node)


STEPS = {
    "upkeep": "upkeep", "draw step": "draw", "end step": "end", "combat": "beginning_of_combat",
    "precombat main phase": "main1", "postcombat main phase": "main2", "first main phase": "main1",
    "second main phase": "main2", "main phase": "main", "end of combat step": "end_of_combat",
    "declare attackers step": "declare_attackers", "declare blockers step": "declare_blockers",
    "cleanup step": "cleanup",  # CR 514.3a: abilities that trigger then are put on the stack
}


@lowers(ast.StepTrigger)
def step_trigger(node: Any, ctx: Lowering, *, delayed: bool = False) -> Any:
    """CR 603.2b: "At the beginning of [step]"; ``player`` None is each player's. "the next end
    step" names one step only: a delayed trigger's (``delayed``), not a triggered ability's."""
    step: ast.StepRef = node.step
    if [w.lower() for w in step.words[:2] if isinstance(w, str)] == ["that", "turn"]:
        # "Take an extra turn after this one. At the beginning of that turn's end step, ...":
        # a step of the one extra turn an instruction before gave (CR 500.7, 603.7)
        if not delayed or ctx.extra_turns_given != 1:
            raise CannotLower("a step of a turn named before other than the one extra turn an instruction before gave (CR 500.7, 603.7)", node)
        if [w.lower() if isinstance(w, str) else None for w in step.words[2:3]] != ["'s"] or len(step.words) != 4 or step.step not in STEPS:
            raise CannotLower(f"step {step.text!r} of the extra turn an instruction before gave", node)
        return fx.StepTrigger(step=STEPS[step.step], extra_turn=True)
    name = step.step
    if name not in STEPS:
        raise CannotLower(f"step {step.text!r}", node)
    words = list(step.words)
    turn = next((w for w in words if isinstance(w, ast.TurnRef)), None)
    possessor = next((w for w in words if isinstance(w, Node) and not isinstance(w, ast.TurnRef)), None)
    low = [w.lower() for w in words if isinstance(w, str)]
    player: fx.Reference | None
    if "first" in low and name == "main phase" and "game" not in low:
        # "your first main phase" is each turn's first main phase (CR 505.1), lexed as "first"
        # and "main phase" since "the first upkeep" parses
        name = "first main phase"
    elif "first" in low:
        # "at the beginning of the first upkeep": of the game's first turns, named before the
        # game begins (CR 103.6b); a delayed trigger made then has no model yet
        raise CannotLower(f"step {step.text!r} of the game's first turns", node)
    if ("next" in low or "this" in low) and not delayed:
        raise CannotLower("a step of one turn only (a delayed trigger, CR 603.7)", node)
    if low[-4:] == ["on", "your", "next", "turn"]:
        # "at the beginning of the end step on your next turn": that step of the next turn you
        # take after this one (CR 603.7, 500.1), not this turn's
        if low[:1] != ["the"] or len(low) != 6:
            raise CannotLower(f"step {step.text!r}", node)
        return fx.StepTrigger(step=STEPS[name], player=fx.You(), next_turn=True)
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
    elif delayed and low[:2] == ["their", "next"]:
        # "return it under that player's control at the beginning of their next upkeep": the
        # player the instruction named last
        if not ctx.player_referents:
            raise CannotLower(f"step {step.text!r}: whose is \"their\"", node)
        player = ctx.player_referents[-1]
    elif step.whose == "you":
        player = fx.You()
    elif step.whose == "opponent":
        player = fx.EachOpponent()
    elif step.whose == "each" or low[:1] == ["the"] or low[:1] == ["combat"]:
        player = None
    else:
        raise CannotLower(f"step {step.text!r}", node)
    if (player is not None and not isinstance(player, fx.You)) or low[:3] == ["each", "player", "'s"]:
        # "At the beginning of each player's upkeep, this enchantment deals 1 damage to them":
        # the player whose step it is (the active player, CR 102.1, 501.1), whom "that player",
        # "they" and "them" name after it
        ctx.player_referents.append(fx.Found(key="triggering player"))
    return fx.StepTrigger(step=STEPS[name], player=player)


LOWERINGS[ast.StepRef] = part_of("StepTrigger")
LOWERINGS[ast.TurnRef] = part_of("StepTrigger or a restriction")
LOWERINGS[ast.TriggerLimit] = part_of("Triggered")


def _other_party(node: Any, ctx: Lowering, role: str | None = None) -> fx.Reference:
    """The other party of an object's event ("blocks a creature", "deals damage to a creature",
    "becomes the target of a spell"): an :func:`_event_part`, which "that [object]" in the
    ability can mean (Found "triggering other"), and "the [role] creature" with its combat
    ``role``."""
    ref = event_part(node, ctx)
    if not fx.names_players(ref):
        ctx.trigger_other = fx.Found(key="triggering other")
        ctx.trigger_other_at = len(ctx.referents)
        ctx.trigger_other_role = role
        ctx.trigger_other_noun = head_noun(node)
        controller = getattr(ref, "controller", None)
        if controller is not None and fx.names_players(controller) and not isinstance(controller, fx.You):
            # "becomes the target of a spell or ability an opponent controls, that player loses
            # 4 life": the opponent is the one who controls that object (CR 603.2)
            ctx.player_referents.append(fx.ControllerOf(what=ctx.trigger_other))
    return ref


@lowers(ast.Event)
def _event(node: ast.Event, ctx: Lowering) -> Any:
    """A subject and what it does; several predicates ("enters or attacks") trigger on any."""
    actor = event_actor(node.subject, ctx)
    nth = None
    predicates = list(node.predicates)
    for i, pred in enumerate(predicates):
        ordinal, stripped = _strip_ordinal(getattr(pred, "what", None))
        if ordinal is not None:
            nth = ordinal
            predicates[i] = attrs.evolve(pred, what=stripped)  # type: ignore[call-arg]  # it has one (read above)
    for i, (pred, after) in enumerate(zip(predicates, predicates[1:], strict=False)):
        if isinstance(pred, ast.BlocksEvent) and pred.blocked is None and isinstance(after, ast.BecomesBlockedEvent) and after.blocker is not None:
            # "blocks or becomes blocked by a non-Wall creature": the object is said once, for
            # both verbs (CR 509.1: the creature it blocks, or the one that blocks it)
            predicates[i] = attrs.evolve(pred, blocked=after.blocker)
    triggers = tuple(event_predicate(p, actor, ctx) for p in predicates)
    if _one_or_more(node.subject):
        # "one or more cards are milled": the objects of a player's action (``_done_to_together``)
        triggers = tuple(_done_to_together(t) if isinstance(p, ast.IsDoneEvent) else _together(t) for p, t in zip(predicates, triggers, strict=True))
    else:
        triggers = tuple(_done_to_together(t) if _one_or_more(getattr(p, "what", None)) else t for p, t in zip(predicates, triggers, strict=True))
    return _with_tails(triggers, node.tails, nth, actor, node, ctx)


def _together(trigger: Any) -> Any:
    """"Whenever one or more creatures you control attack": the creatures declared together
    attack in one event (CR 508.1, 603.2c), so the ability triggers once for the declaration, as
    "you attack with one or more creatures" does. Any other event of "one or more" objects
    ("die", "enter", "deal combat damage to a player") triggers once for the objects that do it
    at the same time (``together``)."""
    if not isinstance(trigger, fx.Trigger) or not isinstance(trigger.what, fx.Filter) or trigger.player is not None:
        return trigger
    if trigger.event == "attacks":
        return attrs.evolve(trigger, event="attack_with")
    return attrs.evolve(trigger, together=True)


def _done_to_together(trigger: Any) -> Any:
    """"Whenever you discard one or more cards", "... sacrifice one or more Blood tokens": a
    player's action on several objects at once is one event (CR 603.2c), ``together`` as above.
    (Counters put "one or more" at a time are one event already, CR 122.6.)"""
    if not isinstance(trigger, fx.Trigger) or not isinstance(trigger.what, fx.Filter) or trigger.player is None or trigger.counter is not None or "counter" in trigger.event:
        return trigger
    return attrs.evolve(trigger, together=True)


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
    # "Whenever a player draws their second card during their turn": the turn of the player who
    # performs the event, the active player as it happens (CR 102.1, 603.2)
    "during their turn": (None, "actor_turn"),
}


#: the turns an event is counted in ("for the first time during each of your turns") -> during
_NTH_TURNS = {
    "your turn": "your_turn", "each of your turns": "your_turn", "an opponent's turn": "opponent_turn", "each opponent's turn": "opponent_turn",
    # "Whenever an opponent loses life for the first time during each of their turns": the
    # turns of the player who performs the event (CR 102.1)
    "each of their turns": "actor_turn",
}

#: event timings that are a condition of the event (CR 603.2: tested as it happens): the step or
#: phase it happens in, "Whenever you cast an instant spell during your main phase" (CR 505.1)
_TIMING_CONDITIONS = {"during your main phase": fx.InPhase(phase="main", yours=True)}


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
            ordinal = re.fullmatch(r"for the (\w+) time during (.+)", text)
            if ordinal and ordinal.group(1) in ORDINALS:
                # "for the first time during each of your turns": the first such event of a turn
                # that is that player's (the count restarts each turn)
                whose = _NTH_TURNS.get(ordinal.group(2))
                if whose is None:
                    raise CannotLower(f"an event counted during {ordinal.group(2)!r} (whose turn it is read from the event)", tail)
                nth, counted = ORDINALS[ordinal.group(1)], True
                fields["during"] = whose
                continue
            if text == "during combat":
                # "Whenever a creature you control enters during combat": the event happens in a
                # step of the combat phase (CR 506.1), tested as it happens (CR 603.2)
                fields["condition"] = _both_conditions(fields.get("condition"), fx.InPhase(phase="combat"))
                continue
            if text in _TIMING_CONDITIONS:
                fields["condition"] = _both_conditions(fields.get("condition"), _TIMING_CONDITIONS[text])
                continue
            if text not in EVENT_TIMINGS:
                raise CannotLower(f"an event {text!r}", tail)
            if text in ("each turn", "in a turn"):
                if not counted:
                    raise CannotLower(f"{text!r} without an ordinal", tail)
                continue
            fields["during"] = EVENT_TIMINGS[text][1]
        elif isinstance(tail, ast.WhileCondition):
            fields["condition"] = _both_conditions(fields.get("condition"), ctx.condition(tail.condition))
        elif isinstance(tail, ast.WhileStatus):
            state = FilterFields()
            state.word(tail.status, tail)
            fields["condition"] = _both_conditions(fields.get("condition"), fx.Is(what=actor, test=fx.Filter(**state.fields)))
        elif isinstance(tail, ast.ExceptFirstDraw):
            fields["except_draw_step_first"] = except_first_draw(triggers, tail)
        else:
            raise CannotLower(f"an event tail {type(tail).__name__}", tail)
    if nth is not None:
        fields["nth_each_turn"] = nth
    out = tuple(_set_trigger_fields(t, fields, node, ctx) for t in triggers)
    return out[0] if len(out) == 1 else fx.AnyTrigger(triggers=out)


def _both_conditions(first: Any, second: Any) -> Any:
    """Two conditions of one event, both to hold; ``first`` may be None."""
    return second if first is None else fx.AllOf(conditions=(first, second))


def _set_trigger_fields(trigger: Any, fields: dict[str, Any], node: Any, ctx: Lowering) -> Any:
    if not fields or isinstance(trigger, fx.Unsupported):
        return trigger
    if isinstance(trigger, fx.AnyTrigger):
        return attrs.evolve(trigger, triggers=tuple(_set_trigger_fields(t, fields, node, ctx) for t in trigger.triggers))
    if not isinstance(trigger, fx.Trigger):
        return ctx.unsupported(node, "an event timing on a trigger that is not an event")
    if fields.get("during") == "actor_turn" and trigger.player is None:
        # "during their turn" is the turn of the player who acts (CR 102.1): an event with no
        # player performing it has none
        return ctx.unsupported(node, "\"their turn\" of an event no player performs")
    if trigger.condition is not None and "condition" in fields:
        # "enters tapped while you control a Swamp": both hold
        fields = {**fields, "condition": fx.AllOf(conditions=(trigger.condition, fields["condition"]))}
    return attrs.evolve(trigger, **fields)


def zone_event(event: str) -> Callable[[Any, fx.Reference, Lowering], Any]:
    def lower(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
        trigger = _from_zone_trigger(event, actor, getattr(pred, "origin", None), ctx)
        mods = getattr(pred, "mods", None)
        if mods:
            # "Whenever a land you control enters tapped", "When this land enters untapped",
            # "Whenever a creature enters under your control": how the permanent entered,
            # tested on the permanent as the event happens (CR 603.2), when it is as it entered
            # (CR 110.5b: untapped unless an effect says otherwise)
            entered = fx.Filter(**_how_it_entered(mods, ctx))
            trigger = attrs.evolve(trigger, condition=fx.Is(what=fx.Found(key="triggering"), test=entered))
        return trigger

    return lower


def _from_zone_trigger(event: str, actor: fx.Reference, origin: Any, ctx: Lowering) -> fx.Trigger | fx.AnyTrigger:
    """A zone-change event with where the object came from: "from your graveyard" (from_zone),
    "from anywhere other than the battlefield" (not_from_zone), "from your hand or library"
    (either zone: an object comes from one zone, so one event is never both, CR 603.2)."""
    excluded = excluded_origin_zone(origin, ctx)
    if excluded is not None:
        return fx.Trigger(event=event, what=actor, not_from_zone=excluded)
    if origin is not None and not origin.anywhere and origin.zone is not None and not isinstance(origin.zone, ast.Pronoun):
        zones = zones_of(origin.zone, ctx)
        if not (isinstance(actor, fx.Filter) and actor.owner is not None):
            # (the zone the card was put into said whose it is already: "put into an opponent's
            # graveyard from their library" names one owner twice, CR 400.3)
            for zone in zones:
                actor = owned_in(actor, zone, origin)
        kinds = tuple(dict.fromkeys(zone.kind for zone in zones))
        if len(kinds) > 1:
            return fx.AnyTrigger(triggers=tuple(fx.Trigger(event=event, what=actor, from_zone=kind) for kind in kinds))
        return fx.Trigger(event=event, what=actor, from_zone=kinds[0])
    return fx.Trigger(event=event, what=actor, from_zone=origin_zone(origin, ctx))


#: the zones an object is in only as its owner's (CR 400.3)
_OWNERS_ZONES = ("graveyard", "hand", "library")


def owned_in(actor: fx.Reference, zone: fx.Zone, node: Any) -> fx.Reference:
    """"a creature card is put into your graveyard", "a card leaves an opponent's graveyard": a
    card goes to and comes from only its owner's hand, library or graveyard (CR 400.3), so whose
    zone it is says whose card it is: the owner of the objects the event describes. An object
    named before ("this card", "that card", the target) in your zone is left as it is: the text
    names your zone for a card of yours (its owner is the player whose ability it is, but for a
    permanent another player controls as it leaves the battlefield)."""
    if zone.kind not in _OWNERS_ZONES or zone.player is None or zone.player == fx.EachPlayer():
        return actor
    owner = zone.player
    if isinstance(owner, fx.OwnerOf) and owner.what == actor:
        return actor  # "if that spell would be put into their graveyard": its owner's, as always
    if isinstance(owner, fx.Chosen) and owner.amount is None and not owner.up_to and not owner.at_random and owner.chooser is None:
        owner = owner.what  # "an opponent's graveyard": the graveyard of any one of them
    if isinstance(actor, fx.Filter):
        if actor.owner is not None and actor.owner != owner:
            raise CannotLower("an object of one owner put into or taken from another player's zone (CR 400.3)", node)
        return attrs.evolve(actor, owner=owner)
    if isinstance(actor, fx.Chosen) and isinstance(actor.what, fx.Filter):
        return attrs.evolve(actor, what=owned_in(actor.what, zone, node))
    if isinstance(actor, fx.Union):
        return attrs.evolve(actor, parts=tuple(owned_in(part, zone, node) for part in actor.parts))
    if owner == fx.You() and not fx.names_players(actor):
        return actor
    raise CannotLower(f"whose zone a {type(actor).__name__} is put into or taken from (CR 400.3)", node)


def _how_it_entered(mods: tuple[Any, ...], ctx: Lowering) -> dict[str, Any]:
    """The filter fields of an enters event's "tapped", "untapped", "under [player's] control"."""
    fields: dict[str, Any] = {}
    for mod in mods:
        if isinstance(mod, str):  # "and" between modifiers
            continue
        words = list(mod.words)
        text = " ".join(w.lower() for w in words if isinstance(w, str))
        possessor = next((w for w in words if isinstance(w, ast.Possessor)), None)
        if text in ("tapped", "untapped"):
            fields["tapped"] = text == "tapped"
        elif text == "under your control":
            fields["controller"] = fx.You()
        elif text == "under control" and possessor is not None:
            owner = list(possessor.words)
            if len(owner) == 1 and isinstance(owner[0], str):
                fields["controller"] = possessor_reference(owner[0].lower(), ctx)
            elif len(owner) == 2 and owner[1] in ("'s", "'"):
                player = ctx.players(owner[0])
                if isinstance(player, fx.Chosen) and player.amount is None and not player.up_to and not player.at_random:
                    player = player.what  # "under an opponent's control": any one of them
                fields["controller"] = player
            else:
                raise CannotLower("entering under the control of a player described so", mod)
        else:
            # "enters attacking", "enters attached to a creature": not kept with the event
            raise CannotLower(f"an event with how it enters: {text!r}", mod)
    return fields


#: the combat role of the other party of a combat event: the creature a creature blocks is
#: attacking, the one that blocks it is blocking (CR 509.1)
_OTHER_ROLES = {"blocks": "attacking", "becomes_blocked": "blocking"}


def object_event(event: str, other: str | None = None) -> Callable[[Any, fx.Reference, Lowering], Any]:
    """Events whose subject is an object: "~ attacks", "a creature blocks". ``other`` is the
    predicate's field for the event's other party ("blocks a creature with lesser power": the
    creature blocked), which becomes the trigger's ``to``."""

    def lower(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
        part = getattr(pred, other) if other is not None else None
        return fx.Trigger(event=event, what=actor, to=_other_party(part, ctx, _OTHER_ROLES.get(event)) if part is not None else None)

    return lower


def dealt_damage_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"is dealt damage", "is dealt combat damage" (CR 510.2: combat damage is dealt in the
    combat damage step); "is dealt damage by a red instant or sorcery spell you control or by a
    red planeswalker you control": the damage's source (CR 120.3) is the event's other party, one
    of those described."""
    kind = (pred.kind or "").lower()
    # CR 120.2: combat damage or noncombat damage (any other)
    event = {"combat": "dealt_combat_damage", "noncombat": "dealt_noncombat_damage"}.get(kind, "dealt_damage")
    condition = damage_threshold(pred, ctx)
    sources = getattr(pred, "by", None) or ()
    if not sources:
        return fx.Trigger(event=event, what=actor, condition=condition)
    for source in sources:
        if not indefinite(source) or _one_or_more(source):
            # "by one or more creatures you control": one event for the damage of several
            # sources dealt at once (CR 603.2c), while the runtime has one event a source
            raise CannotLower(f"damage dealt by {render_node(source)!r}: only a source described one at a time (CR 603.2c)", source)
    parts = tuple(fx.Trigger(event=event, what=actor, to=_other_party(source, ctx), condition=condition) for source in sources)
    return parts[0] if len(parts) == 1 else fx.AnyTrigger(triggers=parts)


def damage_threshold(pred: Any, ctx: Lowering) -> fx.Condition | None:
    """"is dealt 3 or more damage", "would deal 3 or less damage": the damage event's amount
    (CR 120.3) compared with the bound, a condition of the event itself."""
    bound = getattr(pred, "amount", None)
    if bound is None:
        return None
    return fx.Compare(left=fx.EventAmount(), op=bound.op, right=ctx.value(bound.number))


def _dealt_excess_damage_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"is dealt excess damage", "is dealt excess noncombat damage" (CR 120.10: damage beyond
    lethal damage, its loyalty or its defense, recorded with the damage event)."""
    kind = (pred.kind or "").lower()
    if kind == "combat":
        raise CannotLower("excess combat damage only", pred)
    return fx.Trigger(event="dealt_excess_noncombat_damage" if kind == "noncombat" else "dealt_excess_damage", what=actor)


def _transforms_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"transforms", "transforms into ~" (CR 701.28). The ability that says "into ~" is on the face
    named ~, which it has only while that face is up: after the event, so the words add nothing;
    "into a Phyrexian" describes the new face, which the trigger does not check yet."""
    if pred.into is not None and not isinstance(pred.into, ast.SelfRef):
        into = event_part(pred.into, ctx)
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
        if not fx.names_players(actor) and not enchanted_player(actor, ctx):
            raise CannotLower(f"an object that does {event}", pred)
        what = None
        described = activated_ability_event(pred.what, ctx) if event == "activate" else None
        if described is not None:
            what = described  # "activates an ability that isn't a mana ability" (CR 602.2, 605.1a)
            ctx.trigger_subject = fx.Found(key="triggering")
            ctx.referents.append(fx.Found(key="triggering"))
        elif getattr(pred, "what", None) is not None:
            what = event_part(pred.what, ctx)
            ctx.trigger_subject = fx.Found(key="triggering")
            ctx.referents.append(fx.Found(key="triggering"))
            said = pred.what.determiner.words if isinstance(pred.what, ast.ObjectNp) and pred.what.determiner is not None else ()
            one = [w.lower() if isinstance(w, str) else w for w in said] in (["a"], ["an"], ["another"])
            # of several events ("casts a spell or copies a spell"), one object in each of them
            ctx.trigger_object_one = one and (ctx.trigger_object_one or fx.Found(key="triggering") not in ctx.referents[:-1])
        origin = getattr(pred, "origin", None)
        excluded = excluded_origin_zone(origin, ctx)
        if excluded is not None and event == "cast":
            # "you cast a spell from anywhere other than your hand": the zone it was cast from
            # (CR 601.2a), as the cast event tells it
            return fx.Trigger(event=event, player=actor, what=what, not_from_zone=excluded)
        if origin is not None:
            # "you cast a spell from your hand": where the card was (CR 601.2a)
            zone = origin_zone(origin, ctx)
            if zone is None or not isinstance(what, fx.Filter):
                raise CannotLower(f"{event} from anywhere", pred)
            zone_ref = zone_of(origin.zone, ctx)
            what = attrs.evolve(what, zone=zone_ref.kind, zone_owner=zone_ref.player)
        return fx.Trigger(event=event, player=actor, what=what)

    return lower


def _lose_control_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"When you lose control of this creature", "When you lose control of the artifact" (CR
    603.10d: it looks back in time): the player who controlled the object stops controlling it,
    as another player gains control of it or as it leaves the battlefield."""
    if not isinstance(actor, fx.You):
        raise CannotLower(f"{type(actor).__name__} losing control of an object: only \"you\" (CR 603.10d)", pred)
    before = len(ctx.referents), len(ctx.player_referents)
    what = ctx.objects(pred.what, role="reference")
    del ctx.referents[before[0]:]
    del ctx.player_referents[before[1]:]
    if not isinstance(what, fx.This):
        # "When you lose control of a creature": objects described; "... of the artifact" (of a
        # delayed trigger): an object an instruction named, whose control is not followed yet
        raise CannotLower(f"losing control of {render_node(pred.what)!r}: only of the ability's own object (CR 603.10d)", pred)
    return fx.Trigger(event="loses_control", player=actor, what=what)


EVENT_PREDICATES[ast.LoseControlEvent] = _lose_control_event


def _loses_game_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever a player loses the game", "whenever an opponent loses the game" (CR 104.3): the
    players described, as each loses. "When enchanted player loses the game" names the player a
    Curse is attached to, which is no reference to players."""
    if not fx.names_players(actor) and not enchanted_player(actor, ctx):
        raise CannotLower(f"{type(actor).__name__} as the player who loses the game (CR 104.3): only players described (an Aura attached to a player, CR 303.4, is not matched as a trigger's player)", pred)
    return fx.Trigger(event="loses_game", player=actor)


EVENT_PREDICATES[ast.LosesGameEvent] = _loses_game_event


def _chooses_as_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever you choose a creature as your Ring-bearer" (CR 701.54a): the choice the Ring
    tempting a player makes (runtime.ring); the creature chosen is the event's object."""
    if not fx.names_players(actor) or render_node(pred.role).lower() != "your ring-bearer":
        raise CannotLower(f"choosing something as {render_node(pred.role)!r}: only a player's Ring-bearer is chosen as the Ring tempts them (CR 701.54a)", pred)
    return fx.Trigger(event="chooses_ring_bearer", player=actor, what=player_event_object(pred.what, ctx))


EVENT_PREDICATES[ast.ChoosesAsEvent] = _chooses_as_event
EVENT_PREDICATES[ast.EntersEvent] = zone_event("enters")
EVENT_PREDICATES[ast.DiesEvent] = zone_event("dies")  # CR 700.4
EVENT_PREDICATES[ast.BlocksEvent] = object_event("blocks", "blocked")
EVENT_PREDICATES[ast.BecomesBlockedEvent] = object_event("becomes_blocked", "blocker")
EVENT_PREDICATES[ast.DealtDamageEvent] = dealt_damage_event
EVENT_PREDICATES[ast.DealtExcessDamageEvent] = _dealt_excess_damage_event
EVENT_PREDICATES[ast.TurnedFaceUpEvent] = object_event("turned_face_up")
EVENT_PREDICATES[ast.TransformsEvent] = _transforms_event
for _cls, _name in (
    (ast.CastEvent, "cast"), (ast.CopyEvent, "copy"), (ast.DrawEvent, "draw"), (ast.GainLifeEvent, "gain_life"), (ast.LoseLifeEvent, "lose_life"),
    (ast.SacrificeEvent, "sacrifice"), (ast.DiscardEvent, "discard"), (ast.CycleEvent, "cycle"),
    (ast.ActivateEvent, "activate"), (ast.MillEvent, "mill"), (ast.SearchEvent, "search"), (ast.ShuffleEvent, "shuffle"),
    (ast.CreateEvent, "create"), (ast.ScryEvent, "scry"), (ast.SurveilEvent, "surveil"), (ast.RollDiceEvent, "roll_dice"),
):
    EVENT_PREDICATES[_cls] = _player_event(_name)



def _digital_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever you seek one or more cards", "Whenever you conjure one or more cards" (Alchemy,
    digital-only): the runtime has no event for a seek or a conjure."""
    raise CannotLower(f"a {type(pred).__name__}: no trigger event for seeking or conjuring (digital-only) yet", pred)


EVENT_PREDICATES[ast.SeekEvent] = _digital_event
EVENT_PREDICATES[ast.ConjureEvent] = _digital_event


def _leaves_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"leaves the battlefield" (CR 603.6c), "leave your graveyard"."""
    zone = zone_of(pred.zone, ctx)
    return fx.Trigger(event="leaves", what=owned_in(actor, zone, pred.zone), from_zone=zone.kind)


def _leaves_without_dying_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"leave the battlefield without dying" (CR 700.4): put from the battlefield into any zone
    but a graveyard."""
    return fx.Trigger(event="leaves_without_dying", what=actor, from_zone="battlefield")


def _attacking_at_least(attackers: Any, others: fx.Reference, actor: fx.Reference, ctx: Lowering, defender: fx.Reference | None = None) -> fx.Condition | None:
    """"you attack with two or more creatures", "... with at least two creatures that have
    flying": the event happens once attackers are declared (CR 508.1), and as many of them as
    the determiner says are such creatures of that player, attacking (``defender``: "attacks you
    with two or more creatures", attacking that player); None for "one or more"."""
    det = attackers.determiner if isinstance(attackers, ast.ObjectNp) else None
    if det is None:
        return None
    words = [w for w in lower_words(det) if w != "other"]
    count = determiner(det, ctx).count
    if count is None or count == fx.Fixed(value=1) or words[:3] == ["one", "or", "more"]:
        return None  # "one or more (other) creatures", "your commander", "a creature"
    at_least = (len(words) == 3 and words[1:] == ["or", "more"]) or (len(words) == 3 and words[:2] == ["at", "least"])
    if not at_least or not isinstance(count, fx.Fixed) or not isinstance(others, fx.Filter) or not fx.names_players(actor):
        raise CannotLower(f"attacking with {' '.join(words)} of them (CR 508.1): a number of attackers the trigger does not say", attackers)
    attacking = attrs.evolve(others, states=(*others.states, "attacking"), controller=others.controller or actor, attacking=defender)
    return fx.Compare(left=fx.CountOf(what=attacking), op=">=", right=count)


def _attacks_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    if pred.alone is not None:
        if fx.names_players(actor) or pred.attackers is not None:
            raise CannotLower("a player attacking alone", pred)
        return fx.Trigger(event="attacks_alone", what=actor, to=_defender(pred, ctx))  # CR 506.5
    if pred.attackers is not None:
        others = ctx.objects(pred.attackers, role="event")
        if not fx.names_players(actor) and isinstance(others, fx.Filter):
            # "this creature attacks with another creature with greater power" (training, CR
            # 702.149a): it attacks while such another creature attacks too
            attacking = attrs.evolve(others, states=(*others.states, "attacking"))
            return fx.Trigger(event="attacks", what=actor, condition=fx.Compare(left=fx.CountOf(what=attacking), op=">=", right=fx.Fixed(value=1)))
        # "you attack with one or more creatures"; "a player attacks enchanted player with one or
        # more creatures": those the player declared attacking that player (CR 508.1b)
        defender = _defender(pred, ctx)
        condition = _attacking_at_least(pred.attackers, others, actor, ctx, defender)
        return fx.Trigger(event="attack_with", player=actor, what=others, condition=condition, to=defender)
    if fx.names_players(actor):
        # "you attack": the player declared one or more attackers (CR 508.1)
        return fx.Trigger(event="attacks", player=actor, what=None, to=_defender(pred, ctx))
    return fx.Trigger(event="attacks", what=actor, to=_defender(pred, ctx))


def _attacked_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"a player is attacked" (CR 508.3b): one or more creatures are declared as attackers
    attacking that player, once for the declaration (not for a creature put onto the
    battlefield attacking). The runtime's creatures attack players only, so a planeswalker or
    battle that is attacked is not lowered."""
    if enchanted_player(actor, ctx):
        # "enchanted player is attacked" (a Curse, CR 303.4, 702.5a): the player the Aura is
        # attached to, once for the declaration of attackers attacking them (CR 508.3b)
        ctx.trigger_player_attacked = True
        return fx.Trigger(event="is_attacked", what=actor)
    if isinstance(actor, fx.Chosen):
        # "one or more of your opponents are attacked": one event for the declaration, however
        # many of them are attacked (CR 508.3b), which a trigger event of one player attacked
        # does not say
        raise CannotLower("\"one or more of\" several players attacked: once for the declaration (CR 508.3b), not for each player", pred)
    if not fx.names_players(actor):
        raise CannotLower("a planeswalker or battle that is attacked (CR 508.3b): attackers attack players only in the runtime", pred)
    ctx.trigger_player_attacked = True
    return fx.Trigger(event="is_attacked", what=actor)


def _defender(pred: Any, ctx: Lowering) -> fx.Reference | None:
    """What an attack trigger's attackers attack ("attack one of your opponents or a planeswalker
    they control"): it describes the event, so "those creatures" after it are still the
    attackers; the player attacked is named by Found "attacked player" (abilities._attacked_player)."""
    if pred.defender is None:
        return None
    before = len(ctx.referents), len(ctx.player_referents)
    defender = ctx.objects(pred.defender, role="event")
    del ctx.referents[before[0]:]
    del ctx.player_referents[before[1]:]
    return defender


def _becomes_tapped_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    return fx.Trigger(event="becomes_" + pred.state.lower(), what=actor)


def _becomes_target_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    return fx.Trigger(event="becomes_target", what=actor, to=_other_party(pred.source, ctx))


def _deals_damage_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    kind = (pred.kind or "").lower()
    to = _other_party(pred.to, ctx) if pred.to is not None else None
    # CR 120.2: combat damage (dealt in the combat damage step, CR 510.2) or noncombat damage
    event = {"combat": "deals_combat_damage", "noncombat": "deals_noncombat_damage"}.get(kind, "deals_damage")
    return fx.Trigger(event=event, what=actor, to=to, condition=damage_threshold(pred, ctx))


def put_into_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    before = len(ctx.player_referents)
    to = zone_of(pred.to, ctx)
    if len(ctx.player_referents) > before:
        # "put into an opponent's graveyard, that player ...": a card goes to its owner's
        # graveyard, hand or library (CR 400.3), so that player is the card's owner
        ctx.player_referents[before:] = [fx.OwnerOf(what=ctx.it())]
    if to.kind not in ("graveyard", "exile", "hand", "library"):
        raise CannotLower(f"put into {to.kind}", pred)
    return _from_zone_trigger(f"put_into_{to.kind}", owned_in(actor, to, pred.to), pred.origin, ctx)


def named_event(event: str, *, player: bool = False, field: str | None = None, to: str | None = None) -> Callable[[Any, fx.Reference, Lowering], Any]:
    """An event named as it is: ``player`` when its subject is a player ("you commit a crime"),
    ``field`` the predicate's object ("exploits a creature"), ``to`` the other party."""

    def lower(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
        if player and not fx.names_players(actor) and not enchanted_player(actor, ctx):
            raise CannotLower(f"an object that does {event}", pred)
        # an object's event names its other party ("crews a Vehicle", "becomes attached to a
        # creature"): "that Vehicle" after it is that party, not every object so described
        party = player_event_object if player else _other_party
        what = party(getattr(pred, field), ctx) if field and getattr(pred, field) is not None else None
        other = party(getattr(pred, to), ctx) if to and getattr(pred, to) is not None else None
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
    if fx.names_players(actor):
        return fx.Trigger(event=event, player=actor)
    return fx.Trigger(event=event, what=actor)


def _becomes_status_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"becomes monstrous" (CR 701.37), "becomes renowned", "becomes plotted"."""
    return fx.Trigger(event="becomes_" + pred.status.lower(), what=actor)


def _becomes_crewed_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever this Vehicle becomes crewed": whenever a crew ability of it resolves (CR 702.122d)."""
    if fx.names_players(actor):
        raise CannotLower("a player becoming crewed", pred)
    return fx.Trigger(event="becomes_crewed", what=actor)


def _regenerates_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever a creature regenerates": a regeneration shield replaces its destruction
    (CR 701.19a)."""
    if fx.names_players(actor):
        raise CannotLower("a player regenerating", pred)
    return fx.Trigger(event="regenerates", what=actor)


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


def player_event_object(node: Any, ctx: Lowering) -> fx.Reference:
    """The object of a player's event ("a player taps a land for mana", "you exert a creature"):
    the event's object, which "that land" and "it" afterwards name (Found "triggering"), not
    every object so described."""
    before = len(ctx.referents), len(ctx.player_referents)
    what = ctx.objects(node, role="event")
    del ctx.referents[before[0]:]
    del ctx.player_referents[before[1]:]
    if not fx.names_players(what):
        ctx.refer(what if isinstance(what, fx.This) else fx.Found(key="triggering"))
    return what


def _tap_for_mana_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"a player taps a land for mana"."""
    return fx.Trigger(event="tapped_for_mana", player=actor, what=player_event_object(pred.what, ctx))


def _put_counters_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"you put one or more +1/+1 counters on a creature you control"; "... on a creature you
    control or on yourself": on such an object or on that player (CR 122.1)."""
    what = player_event_object(pred.on, ctx)
    if pred.also is not None:
        player = fx.You() if isinstance(pred.also, str) and pred.also.lower() == "yourself" else ctx.players(pred.also)
        if isinstance(player, fx.Unsupported) or not fx.names_players(player) or fx.names_players(what):
            raise CannotLower("counters put on an object or on something other than a player", pred)
        what = fx.Union(parts=(what, player), either=True)
    return fx.Trigger(event="counter_added", player=actor, what=what, counter=counter_kind_of(pred.counters))


EVENT_PREDICATES[ast.LeavesEvent] = _leaves_event
EVENT_PREDICATES[ast.LeavesWithoutDyingEvent] = _leaves_without_dying_event
EVENT_PREDICATES[ast.SimpleEvent] = _simple_event
EVENT_PREDICATES[ast.BecomesStatusEvent] = _becomes_status_event
EVENT_PREDICATES[ast.BecomesLevelEvent] = _becomes_level_event
EVENT_PREDICATES[ast.ExpendEvent] = _expend_event
EVENT_PREDICATES[ast.PhasesEvent] = _phases_event
EVENT_PREDICATES[ast.TappedForManaEvent] = _tapped_for_mana_event
EVENT_PREDICATES[ast.TapForManaEvent] = _tap_for_mana_event
EVENT_PREDICATES[ast.PutCountersEvent] = _put_counters_event
EVENT_PREDICATES[ast.ExploitsEvent] = named_event("exploits", field="what")  # CR 702.110
EVENT_PREDICATES[ast.CrewsEvent] = named_event("crews", field="what")  # CR 702.122
EVENT_PREDICATES[ast.BecomesCrewedEvent] = _becomes_crewed_event  # CR 702.122d
EVENT_PREDICATES[ast.RegeneratesEvent] = _regenerates_event  # CR 701.19a
EVENT_PREDICATES[ast.SaddlesEvent] = named_event("saddles", field="what")  # CR 702.171
EVENT_PREDICATES[ast.SpecializesEvent] = zone_event("specializes")
EVENT_PREDICATES[ast.ExertEvent] = named_event("exert", player=True, field="what")  # CR 701.43
EVENT_PREDICATES[ast.UnlockEvent] = named_event("unlock", player=True, field="what")  # CR 709.5
EVENT_PREDICATES[ast.FullyUnlockEvent] = named_event("fully_unlock", player=True, field="what")  # CR 709.5i
EVENT_PREDICATES[ast.CommitCrimeEvent] = named_event("commit_crime", player=True)  # CR 700.13
EVENT_PREDICATES[ast.WinFlipEvent] = named_event("win_coin_flip", player=True)  # CR 705
EVENT_PREDICATES[ast.LoseFlipEvent] = named_event("lose_coin_flip", player=True)  # CR 705.2
EVENT_PREDICATES[ast.BecomesMonarchEvent] = named_event("becomes_monarch", player=True)  # CR 724
EVENT_PREDICATES[ast.CountersSpellEvent] = named_event("counters", field="what")
EVENT_PREDICATES[ast.BecomesAttachedEvent] = named_event("becomes_attached", to="to")
EVENT_PREDICATES[ast.BecomesUnattachedEvent] = named_event("becomes_unattached", to="origin")
EVENT_PREDICATES[ast.PlayEvent] = _player_event("play")
EVENT_PREDICATES[ast.CastOrCopyEvent] = _either(_player_event("cast"), _player_event("copy"))
EVENT_PREDICATES[ast.CycleOrDiscardEvent] = _either(_player_event("cycle"), _player_event("discard"))
EVENT_PREDICATES[ast.GainOrLoseLifeEvent] = _either(_player_event("gain_life"), _player_event("lose_life"))
EVENT_PREDICATES[ast.AttacksEvent] = _attacks_event
EVENT_PREDICATES[ast.AttackedEvent] = _attacked_event
EVENT_PREDICATES[ast.BecomesTappedEvent] = _becomes_tapped_event
EVENT_PREDICATES[ast.BecomesTargetEvent] = _becomes_target_event
EVENT_PREDICATES[ast.DealsDamageEvent] = _deals_damage_event
EVENT_PREDICATES[ast.PutIntoEvent] = put_into_event


def returned_to_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever a permanent is returned to a player's hand", "... to your hand": a permanent
    put into a hand from the battlefield, its owner's (CR 400.3, 400.7): "your hand" is a
    permanent you own; "that player" after it is its owner."""
    before = len(ctx.player_referents)
    to = zone_of(pred.to, ctx)
    if len(ctx.player_referents) > before:
        ctx.player_referents[before:] = [fx.OwnerOf(what=ctx.it())]
    if to.kind != "hand" or not isinstance(actor, fx.Filter) or actor.zone != "battlefield" or actor.owner is not None:
        raise CannotLower(f"{render_node(pred)!r} of what is not a permanent", pred)
    player = to.player
    if isinstance(player, fx.Chosen) and player.amount is None and not player.up_to and not player.at_random:
        player = player.what  # "a player's hand": any one of them
    if player is not None and not isinstance(player, fx.EachPlayer):
        if not isinstance(player, fx.You):
            raise CannotLower(f"returned to {render_node(pred.to)!r}: a hand the permanent's owner is not filtered by (CR 400.3)", pred)
        actor = attrs.evolve(actor, owner=fx.You())
    return fx.Trigger(event="put_into_hand", what=actor, from_zone="battlefield")


EVENT_PREDICATES[ast.ReturnedToEvent] = returned_to_event


#: a keyword ability's payment as a trigger event (CR 702.24a, 702.30a)
_KEYWORD_PAYMENT = "a trigger on paying or not paying a keyword ability's cost (CR 702.24a cumulative upkeep, 702.30a echo): a payment is not a trigger event of the runtime yet"


def _keyword_payment_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    raise CannotLower(_KEYWORD_PAYMENT, pred)


EVENT_PREDICATES[ast.PaysKeywordCostEvent] = _keyword_payment_event
EVENT_PREDICATES[ast.DoesntPayKeywordCostEvent] = _keyword_payment_event
LOWERINGS[ast.KeywordCostPaidEvent] = unsupported(_KEYWORD_PAYMENT)


@lowers(ast.AbilityActivatedEvent)
def _ability_activated_event(node: ast.AbilityActivatedEvent, ctx: Lowering) -> Any:
    """"Whenever an ability of equipped creature is activated" (CR 602.2): any player activating
    an ability the words describe (as "a player activates an ability of equipped creature");
    the ability activated is what "that ability" names after."""
    if node.verb.lower() != "is":
        raise CannotLower(f"abilities that {node.verb!r} activated: one ability's activation (CR 602.2)", node)
    described = activated_ability_event(node.what, ctx)
    if described is None:
        raise CannotLower(f"{render_node(node.what)!r} activated: only an ability of the objects named (CR 113.7, 602.2)", node.what)
    ctx.trigger_subject = fx.Found(key="triggering")
    ctx.referents.append(fx.Found(key="triggering"))
    return fx.Trigger(event="activate", player=fx.EachPlayer(), what=described)


def _puts_onto_battlefield_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever a player puts a Forest onto the battlefield" (CR 305.1, 603.6a): the player who
    put it there, by playing it or by an effect they control, who need not be its owner or
    controller: the runtime's zone changes do not record who made them."""
    raise CannotLower("the player who put a permanent onto the battlefield (CR 305.1, 603.6a): a zone change does not record who made it", pred)


EVENT_PREDICATES[ast.PutsOntoBattlefieldEvent] = _puts_onto_battlefield_event


def _cast_or_cycle_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"When you cast or cycle ~": two trigger conditions of one ability that function in
    different zones (CR 113.6k): on the stack as the spell is cast (CR 601.2i), where the card
    winds up after it is cycled (CR 702.29c); an ability of the effect model has one zone."""
    raise CannotLower("a trigger on casting or cycling a card: its conditions function in different zones (CR 113.6k, 702.29c), and an ability has one zone", pred)


EVENT_PREDICATES[ast.CastOrCycleEvent] = _cast_or_cycle_event


def _player_action_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever you exile a card", "Whenever an opponent reveals a card": a player's action as
    the event of an ability of its own; only "this way", of the instruction before it (CR 603.12),
    is read (see ``_THIS_WAY_EVENTS``)."""
    raise CannotLower(f"{type(pred).__name__} as a trigger event other than \"this way\" (CR 603.12): who exiled or revealed an object is not a trigger event of the runtime yet", pred)


EVENT_PREDICATES[ast.ExileEvent] = _player_action_event
EVENT_PREDICATES[ast.RevealEvent] = _player_action_event
LOWERINGS[ast.RevealFirstDraw] = unsupported(
    "revealing a card as it is drawn (CR 121.1, 701.20a), which abilities \"this way\" then watch, is not in the effect model yet"
)
LOWERINGS[ast.FirstDrawTurns] = part_of("RevealFirstDraw")
LOWERINGS[ast.KeywordCostName] = part_of("a keyword payment event")

# Event predicates are lowered by their Event (which knows the subject); those without an entry in
# EVENT_PREDICATES compile to Unsupported there, with their name.
_WHOLE_EVENTS = {
    ast.Event, ast.BothEvent, ast.EitherEvent, ast.CausedEvent, ast.DayNightEvent, ast.RingTemptsEvent,
    ast.CountersPutEvent, ast.CountersRemovedEvent, ast.ContractedEvent, ast.DamageDealtToEvent, ast.KeywordCostPaidEvent, ast.AbilityActivatedEvent,
}
for _cls in set(ast.NODES.values()):
    if _cls.__module__ == ast.triggers.__name__ and _cls.__name__.endswith("Event") and _cls not in _WHOLE_EVENTS:
        LOWERINGS[_cls] = part_of("Event")
LOWERINGS[ast.DealtDamageParticiple] = part_of("ContractedEvent")
LOWERINGS[ast.DamageThreshold] = part_of("DealsDamageEvent or DealtDamageEvent")
LOWERINGS[ast.AttackedParticiple] = part_of("ContractedEvent")
LOWERINGS[ast.EventOrigin] = part_of("an event predicate")
LOWERINGS[ast.EventTiming] = part_of("Event")
LOWERINGS[ast.WhileCondition] = part_of("Event")
LOWERINGS[ast.WhileStatus] = part_of("Event")
LOWERINGS[ast.ExceptFirstDraw] = part_of("Event")
LOWERINGS[ast.CounterAmount] = part_of("PutCountersEvent")
LOWERINGS[ast.CounterAmountSubject] = part_of("CountersPutEvent or CountersRemovedEvent")



@lowers(ast.CausedEvent)
def _caused_event(node: ast.CausedEvent, ctx: Lowering) -> Any:
    """"a spell or ability an opponent controls causes you to discard this card": the player's
    event, caused by a spell or ability that player controls (CR 701.9a; a discard to pay a cost
    is caused by the spell or ability whose cost it is, one its payer controls, CR 118.3).
    Afterwards "that player" is the player who controls it."""
    cause = ctx.filter(node.cause)
    described = attrs.evolve(cause, controller=None) if isinstance(cause, fx.Filter) else None
    if described != fx.Filter(kind="spell_or_ability", zone="stack"):
        raise CannotLower(f"an event caused by {render_node(node.cause)!r}: a cause other than a spell or ability some player controls", node)
    trigger = ctx.trigger(ast.Event(subject=node.player, predicates=node.predicates))
    if isinstance(trigger, fx.Unsupported):
        return trigger
    if not (isinstance(trigger, fx.Trigger) and trigger.event == "discard"):
        # "causes its controller to shuffle their library": the player is the cause's controller,
        # and shuffles record no cause yet
        raise CannotLower("an event other than a discard, caused by a spell or ability (CR 701.9a): shuffles record no cause yet", node)
    ctx.player_referents.append(fx.Found(key="cause controller"))
    return attrs.evolve(trigger, caused_by=cause.controller or fx.EachPlayer())  # type: ignore[union-attr]  # a Filter (tested above)


def _one_or_more(np: Any) -> bool:
    """"one or more creatures you control", "a creature or one or more tokens"."""
    if isinstance(np, ast.NpOr):
        return _one_or_more(np.left) or _one_or_more(np.right)
    return isinstance(np, ast.ObjectNp) and np.determiner is not None and lower_words(np.determiner)[:3] == ["one", "or", "more"]


@lowers(ast.DamageDealtToEvent)
def _damage_dealt_to_event(node: ast.DamageDealtToEvent, ctx: Lowering) -> Any:
    """"Whenever combat damage is dealt to you or a planeswalker you control": the event "you or
    a planeswalker you control is dealt combat damage" (CR 120.3), said of the damage."""
    pred = ast.DealtDamageEvent(kind=node.kind, span=node.span)  # type: ignore[call-arg]  # span: Node's own field
    return ctx.trigger(ast.Event(subject=node.to, predicates=(pred,), tails=node.tails, span=node.span))  # type: ignore[call-arg]  # span: Node's own field


@lowers(ast.BothEvent)
def _both_event(node: ast.BothEvent, ctx: Lowering) -> Any:
    """"attacks and isn't blocked": it attacked and no creature blocked it (CR 509.1h)."""
    first, second = node.first, node.second
    if isinstance(first, ast.AttacksEvent) and isinstance(second, ast.IsBlockedEvent) and second.negated:
        if first.defender is not None or first.alone is not None or first.attackers is not None:
            raise CannotLower("\"attacks [someone] and isn't blocked\"", node)
        actor = event_actor(node.subject, ctx)
        return _with_tails((fx.Trigger(event="attacks_unblocked", what=actor),), node.tails, None, actor, node, ctx)
    raise CannotLower("an event made of two", node)


@lowers(ast.DayNightEvent)
def _day_night_event(node: ast.DayNightEvent, ctx: Lowering) -> Any:
    """"day becomes night" (CR 726.2)."""
    return fx.Trigger(event=f"becomes_{node.after.lower()}")


@lowers(ast.RingTemptsEvent)
def _ring_tempts_event(node: ast.RingTemptsEvent, ctx: Lowering) -> Any:
    """"the Ring tempts you" (CR 701.54)."""
    return fx.Trigger(event="ring_tempts", player=fx.You())


@lowers(ast.CountersPutEvent, ast.CountersRemovedEvent)
def _counters_event(node: Any, ctx: Lowering) -> Any:
    """"one or more +1/+1 counters are put on this creature", "a time counter is removed from
    this card while it's exiled"."""
    on = node.on if isinstance(node, ast.CountersPutEvent) else node.origin
    actor = event_actor(on, ctx)
    event = "counter_added" if isinstance(node, ast.CountersPutEvent) else "counter_removed"
    words = lower_words(node.subject)
    if words[:2] == ["the", "last"]:
        if event != "counter_removed" or counter_kind_of(node.subject) is None:
            raise CannotLower("the last counter put", node)
        # "When the last time counter is removed from this permanent" (vanishing, CR 702.63a;
        # suspend, 702.62a): a counter of that kind is removed and none is left
        event = "last_counter_removed"
    trigger = fx.Trigger(event=event, what=actor, counter=counter_kind_of(node.subject))
    return _with_tails((trigger,), node.tails, None, actor, node, ctx)


@lowers(ast.EitherEvent)
def _either_event(node: ast.EitherEvent, ctx: Lowering) -> Any:
    return fx.AnyTrigger(triggers=(ctx.trigger(node.first), ctx.trigger(node.second)))


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
    return fx.DelayedTrigger(trigger=ability.trigger, effects=ability.effects, duration=lasts)


@lowers(ast.ReflexiveTrigger)
def _reflexive_trigger(node: ast.ReflexiveTrigger, ctx: Lowering) -> fx.Effect:
    """"You may pay {1}. When you do, destroy target artifact.": a reflexive triggered ability
    (CR 603.12), triggered when the choice just offered is taken; "When you do, choose one —"
    has modes (CR 603.3c)."""
    effects, modes = created_ability_parts(node.effects, ctx)
    # an intervening "if" (CR 603.4): read where the effects are, "that creature" being the same
    intervening = None if node.condition is None else ctx.condition(node.condition.condition)
    return fx.ReflexiveTrigger(effects=effects, negate=node.negated, modes=modes, intervening=intervening)


@lowers(ast.PaidTimesTrigger)
def _paid_times_trigger(node: ast.PaidTimesTrigger, ctx: Lowering) -> fx.Effect:
    """"When you pay this cost one or more times, ...": a reflexive triggered ability (CR 603.12)
    of the cost the instructions before paid a number of times (PayAnyAmount with a cost, which
    counts the choice as taken only when paid once or more); "that many" in it is that number."""
    effects, modes = created_ability_parts(node.effects, ctx)
    return fx.ReflexiveTrigger(effects=effects, modes=modes)


@lowers(ast.NthResolutionTrigger)
def _nth_resolution_trigger(node: ast.NthResolutionTrigger, ctx: Lowering) -> fx.Effect:
    """"When this ability resolves for the third time this turn, ~ fights up to one target
    creature you don't control.": a reflexive triggered ability (CR 603.12) that triggers as the
    ability resolves, when this is its nth resolution this turn (as "if this is the third time
    this ability has resolved this turn" asks); its targets are chosen as it is put on the stack
    (CR 603.3d)."""
    nth = ORDINALS.get(node.ordinal.lower())
    if nth is None:
        raise CannotLower(f"the {node.ordinal!r} time", node)
    ctx.resolutions_counted = True
    condition = fx.Compare(left=fx.TimesResolvedThisTurn(), op="==", right=fx.Fixed(value=nth))
    return fx.ReflexiveTrigger(effects=created_ability_effects(node.effects, ctx), condition=condition)


#: events a reflexive trigger watches "this way", and the results of the instruction they read
_THIS_WAY_EVENTS: dict[type[Node], str] = {
    ast.DiscardEvent: "discarded", ast.SacrificeEvent: "sacrificed", ast.MillEvent: "milled", ast.CreateEvent: "created",
    ast.ExileEvent: "exiled", ast.RevealEvent: "revealed",
}


@lowers(ast.LaterStepTrigger)
def _later_step_trigger(node: ast.LaterStepTrigger, ctx: Lowering) -> fx.Effect:
    """"At the beginning of the next end step, return it to the battlefield.": a delayed
    triggered ability (CR 603.7), once, at the next such step, as the clause tail "... at the
    beginning of the next end step" is."""
    trigger = ctx._guard(step_trigger, ast.StepTrigger(step=node.step, span=node.span), delayed=True)  # type: ignore[call-arg]  # span: Node's own field
    if isinstance(trigger, fx.Unsupported):
        return trigger
    # an intervening "if" (CR 603.4): read where the effects are, "that card" being the same
    condition = None if node.condition is None else ctx.condition(node.condition.condition)
    return fx.DelayedTrigger(trigger=trigger, effects=created_ability_effects(node.effects, ctx), condition=condition)


@lowers(ast.LaterEndOfCombatTrigger)
def _later_end_of_combat_trigger(node: ast.LaterEndOfCombatTrigger, ctx: Lowering) -> fx.Effect:
    """"When this creature blocks, at end of combat, destroy it ...": a delayed triggered ability
    (CR 603.7), once, at the next end of combat step (CR 511.2), as the clause tail "... at end
    of combat" is."""
    if node.this_turns_next is not None:
        # "At this turn's next end of combat": never in a later turn (CR 603.7), which a
        # DelayedTrigger (once, whenever the step next comes) does not say
        raise CannotLower("a delayed trigger at this turn's next end of combat only (CR 603.7, 511.2): no duration limits a delayed trigger that triggers once", node)
    condition = None if node.condition is None else ctx.condition(node.condition.condition)
    return fx.DelayedTrigger(trigger=fx.StepTrigger(step="end_of_combat"), effects=created_ability_effects(node.effects, ctx), condition=condition)


@lowers(ast.LaterTrigger)
def _later_trigger(node: ast.LaterTrigger, ctx: Lowering) -> fx.Effect:
    """"When you discard a creature card this way, ...": reflexive (CR 603.12), it triggers if
    the instruction before did that; "When that creature dies this turn, ...": a delayed
    triggered ability (CR 603.7), once, the next time the event happens; "Whenever that
    creature deals combat damage this turn, ..." triggers each time until the turn ends
    (CR 603.7c)."""
    if node.condition is not None and node.this_way:
        raise CannotLower("a reflexive triggered ability with an intervening \"if\" (CR 603.12, 603.4)", node.condition)
    if node.this_way and isinstance(node.event, ast.DamagePreventedEvent):
        return _damage_prevented_this_way(node, node.event, ctx)
    if node.this_way:
        if _names_what_it_acted_on(node.event):
            # "When you exile a nonland card this way, ... that card's mana value": the card so
            # described, of those the instruction before exiled or revealed, is "that card"
            condition = _done_this_way_event(node.event, ctx, refer=True)
            effects = created_ability_effects(node.effects, ctx)
            said = " ".join(render_node(e).lower() for e in node.effects)
            acted_on = condition.what if isinstance(condition, fx.Exists) else None
            if re.search(r"\bthat card\b", said) and acted_on not in fx.walk(effects):
                # "put X +1/+1 counters on target creature you control, where X is the mana value
                # of that card": "that card" read as another object named after it
                raise CannotLower("\"that card\" in a reflexive ability that names other objects before it: the card exiled or revealed this way is not told apart (CR 603.12, 608.2c)", node)
            return fx.ReflexiveTrigger(effects=effects, condition=condition)
        return fx.ReflexiveTrigger(effects=created_ability_effects(node.effects, ctx), condition=_done_this_way_event(node.event, ctx))
    event = node.event
    if node.word.lower() == "when":
        event = _next_cast_event(event)
    trigger = ctx.trigger(event)
    if isinstance(trigger, fx.Unsupported):
        return trigger
    subject = getattr(event, "subject", None)
    if isinstance(trigger, fx.Trigger) and isinstance(trigger.what, fx.Filter) and isinstance(subject, ast.ObjectNp) and subject.determiner is not None and subject.determiner.lower_words() == ("the",):
        # "When the creature an opponent controls dies this turn": the one object the
        # instructions before named (CR 603.7c), not any object of that description
        raise CannotLower("\"the\" object of a delayed triggered ability read as a description, not the object named before (CR 603.7c)", subject)
    if any(part.event == "loses_control" for part in fx.walk(trigger) if isinstance(part, fx.Trigger)):
        # "When this creature becomes untapped or you lose control of this creature, exile that
        # creature." (CR 603.7, 603.10d): changes of control are noticed for the abilities of
        # permanents only (runtime.control), not for delayed triggers
        raise CannotLower("a delayed triggered ability on losing control of an object (CR 603.7, 603.10d) is not in the effect model yet", node)
    lasts = None
    if node.word.lower() == "whenever":
        if not (isinstance(trigger, fx.Trigger) and trigger.during == "this_turn"):
            raise CannotLower("a delayed \"whenever\" ability without \"this turn\"", node)
        lasts = "end_of_turn"
    # an intervening "if" (CR 603.4): read where the effects are, as a delayed step trigger's
    condition = None if node.condition is None else ctx.condition(node.condition.condition)
    return fx.DelayedTrigger(trigger=trigger, effects=created_ability_effects(node.effects, ctx), duration=lasts, condition=condition)


def _next_cast_event(event: Any) -> Any:
    """"you cast your next instant or sorcery spell this turn" -> "you cast an instant or sorcery
    spell this turn": a delayed "when" ability triggers once, the next time its event happens
    (CR 603.7b), which is what "your next" says of the spell."""
    if not isinstance(event, ast.Event) or len(event.predicates) != 1 or not isinstance(event.predicates[0], ast.CastNextEvent):
        return event
    (pred,) = event.predicates
    cast = ast.CastEvent(what=pred.what, origin=pred.origin, span=pred.span)  # type: ignore[call-arg]  # span: Node's own field
    return attrs.evolve(event, predicates=(cast,))


def _cast_next_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    raise CannotLower("\"cast your next ...\" other than as the event of a delayed \"when\" ability (CR 603.7b)", pred)


EVENT_PREDICATES[ast.CastNextEvent] = _cast_next_event


def _damage_prevented_this_way(node: ast.LaterTrigger, event: ast.DamagePreventedEvent, ctx: Lowering) -> fx.Effect:
    """"Prevent that damage. When damage is prevented this way, this creature deals that much
    damage to any other target.": a triggered ability that triggers each time the prevention
    effect before it later prevents damage (CR 615.5, 603.2). The prevention is a replacement
    effect of a static ability or a shield that lasts (CR 615.1); a reflexive ability
    (ReflexiveTrigger, CR 603.12) triggers on the instructions just carried out, and the
    effect model has no triggered ability linked to a prevention effect yet."""
    raise CannotLower("a triggered ability linked to a prevention effect, triggered when it prevents damage (CR 615.5, 603.2), is not in the effect model yet", node)


LOWERINGS[ast.DamagePreventedEvent] = unsupported(
    "damage prevented as a triggered ability's own event (CR 615.5) is not in the effect model yet: only \"When damage is prevented this way\" after the prevention"
)


def _names_what_it_acted_on(event: Any) -> bool:
    """Whether "that card" ("it") in a reflexive ability "this way" names the object its event
    describes: the card exiled or revealed, the permanent that entered (CR 603.12, 608.2c)."""
    if not isinstance(event, ast.Event) or len(event.predicates) != 1:
        return False
    return isinstance(event.predicates[0], (ast.ExileEvent, ast.RevealEvent, ast.EntersEvent))


def _done_this_way_event(event: Any, ctx: Lowering, *, refer: bool = False) -> fx.Condition:
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
    if isinstance(pred, ast.EntersEvent) and pred.origin is None and pred.mods is None and indefinite(event.subject):
        # "Put it onto the battlefield. When an Equipment enters this way, attach it to target
        # creature you control.": reflexive (CR 603.12), if one of the objects the instruction
        # before put onto the battlefield (an object enters as it is put there, CR 603.6a) is so
        # described; "it" is that object
        description = ctx.filter(event.subject)
        if not isinstance(description, fx.Filter) or described_count(event.subject) != 1:
            raise CannotLower(f"{render_node(event.subject)!r} as a description of objects put onto the battlefield this way", event.subject)
        acted_on = fx.Amongst(among=fx.Found(key=PUT_INTO_KEY.format("battlefield")), filter=attrs.evolve(description, zone=fx.Filter().zone))
        if refer:
            ctx.refer(acted_on)
        return fx.Exists(what=acted_on)
    if isinstance(pred, ast.RegeneratesEvent):
        # "Regenerate this creature. When it regenerates this way, ...": the shield is used
        # later, if ever (CR 701.19a), not by the instruction before it
        raise CannotLower("a triggered ability on the later use of a regeneration shield (CR 701.19a, 603.7) is not in the effect model yet", pred)
    key = _THIS_WAY_EVENTS.get(type(pred))
    if key is None:
        raise CannotLower(f"{type(pred).__name__} done \"this way\"", pred)
    if not fx.names_players(ctx.objects(event.subject, role="reference")):
        raise CannotLower("an action done \"this way\" by an object", event.subject)
    what = pred.what  # type: ignore[attr-defined]  # the predicates of _THIS_WAY_EVENTS have one
    if not indefinite(what):
        raise CannotLower(f"{render_node(what)!r} acted on this way", what)
    description = ctx.filter(what)
    if not isinstance(description, fx.Filter):
        raise CannotLower(f"{render_node(what)!r} as a description of objects acted on this way", what)
    fields = attrs.evolve(description, zone=fx.Filter().zone)
    found = fx.Found(key=key)
    acted_on = found if fields == fx.Filter() else fx.Amongst(among=found, filter=fields)
    if refer:
        ctx.refer(acted_on)
    return fx.Exists(what=acted_on)


@lowers(ast.AttacksWithOthersEvent)
def _attacks_with_others_event(node: ast.AttacksWithOthersEvent, ctx: Lowering) -> Any:
    """Battalion: "Whenever this creature and at least two other creatures attack" triggers when
    it is declared as an attacker with at least that many other attacking creatures (CR 508.1m)."""
    actor = event_actor(node.subject, ctx)
    if fx.names_players(actor):
        raise CannotLower("a player attacking with others", node.subject)
    others = np_filter(ast.ObjectNp(descriptor=node.others, span=node.others.span), ctx)  # type: ignore[call-arg, arg-type]  # span: Node's own field
    if not isinstance(others, fx.Filter):
        raise CannotLower(f"{render_node(node.others)!r} as attackers", node.others)
    attacking_others = attrs.evolve(others, states=(*others.states, "attacking"), other=True)
    return fx.Trigger(event="attacks", what=actor, condition=fx.Exists(what=attacking_others, at_least=ctx.value(node.count)))


@lowers(ast.NextEvent)
def _next_event(node: ast.NextEvent, ctx: Lowering) -> Any:
    """"you next cast a spell this turn": the event of a delayed trigger, which triggers once
    (CR 603.7b); "next" adds nothing else to the event."""
    return ctx.trigger(ast.Event(subject=node.subject, predicates=(node.predicate,), tails=node.tails, span=node.span))  # type: ignore[call-arg]  # span: Node's own field


#: the contractions of a subject and "are" (CR 120.3, 508.3b: "you're dealt damage", "you're
#: attacked") -> the subject
_CONTRACTED_SUBJECTS = {"you're": "you"}


@lowers(ast.ContractedEvent)
def _contracted_event(node: ast.ContractedEvent, ctx: Lowering) -> Any:
    """"you're dealt damage": the event "you are dealt damage", its subject and "are" said in
    one word."""
    subject = _CONTRACTED_SUBJECTS.get(node.word.lower())
    if subject is None:
        raise CannotLower(f"the contraction {node.word!r} as an event's subject", node)
    pred = node.predicate
    full: Node
    if isinstance(pred, ast.DealtDamageParticiple):
        full = ast.DealtDamageEvent(kind=pred.kind, span=pred.span)  # type: ignore[call-arg]  # span: Node's own field
    elif isinstance(pred, ast.AttackedParticiple):
        full = ast.AttackedEvent(span=pred.span)  # type: ignore[call-arg]  # span: Node's own field
    else:
        raise CannotLower(f"{type(pred).__name__} after {node.word!r}", pred)
    pronoun = ast.Pronoun(words=(subject,), span=node.span)  # type: ignore[call-arg]  # span: Node's own field
    return ctx.trigger(ast.Event(subject=pronoun, predicates=(full,), tails=node.tails, span=node.span))  # type: ignore[call-arg]  # span: Node's own field


# -- triggered abilities that trigger additional times (CR 603.2d) ---------------------------------
@lowers(ast.TriggersAdditionalTime)
def _triggers_additional_time(node: ast.TriggersAdditionalTime, ctx: Lowering) -> fx.Effect:
    """"If a triggered ability of an Ally you control triggers, that ability triggers an
    additional time." (CR 603.2d): a static rule about the triggered abilities of the objects
    described; "... triggers while you control six or more Shrines, ..." holds while the
    condition does. "a triggered ability" of no object named is not read."""
    what = _ability_owners(node.ability, node, ctx)
    if isinstance(what, fx.Unsupported):
        return what
    condition = ctx.condition(node.condition) if node.condition is not None else None
    return fx.TriggersAdditionalTime(what=what, condition=condition)


def _ability_owners(ability: ast.TriggeredAbilityOf, node: Any, ctx: Lowering) -> Any:
    """The objects whose triggered abilities trigger an additional time ("a triggered ability of
    a permanent you control"): only in a static ability, of objects named (CR 603.2d)."""
    if not ctx.static:
        raise CannotLower("a triggered ability that triggers an additional time, outside a static ability", node)
    of = ability.of
    if of is None:
        raise CannotLower("a triggered ability of any object that triggers an additional time", node)
    what = ctx.filter(of)
    if isinstance(what, fx.Unsupported):
        return what
    if fx.names_players(what):
        raise CannotLower("a triggered ability of a player", node)
    parts = what.any_of if isinstance(what, fx.Filter) else ()
    if len({part.controller for part in parts}) > 1:
        # "a Shaman or another Wizard you control": whether "you control" is said of both
        raise CannotLower("nouns joined by \"or\" of which only some name a controller", node)
    return what


#: the gerund of an object's event that causes an ability to trigger -> its trigger event
_CAUSING_EVENTS = {"entering": "enters", "entering the battlefield": "enters", "dying": "dies", "attacking": "attacks"}


@lowers(ast.EnteringTriggersAdditionalTime)
def _entering_triggers_additional_time(node: ast.EnteringTriggersAdditionalTime, ctx: Lowering) -> fx.Effect:
    """"If an artifact or creature entering causes a triggered ability of a permanent you control
    to trigger, that ability triggers an additional time." (CR 603.2d, 603.6a), "If a creature
    dying causes ...", "If a creature attacking causes ...": as TriggersAdditionalTime, only when
    that event of an object described made the ability trigger."""
    cause = node.cause
    if not isinstance(cause, ast.EnteringCausesTrigger):
        raise CannotLower(f"{type(cause).__name__} as what causes an ability to trigger", cause)
    event = _CAUSING_EVENTS.get(cause.event.lower())
    if event is None:
        # "entering or leaving the battlefield": two events of the object, of which the effect
        # model names one (CR 603.6a, 603.6c)
        raise CannotLower(f"the event {cause.event!r} causing an ability to trigger: one cause event only (CR 603.2d, 603.6c)", cause)
    what = _ability_owners(cause.ability, node, ctx)
    if isinstance(what, fx.Unsupported):
        return what
    causing = ctx.filter(cause.entering)
    if isinstance(causing, fx.Unsupported):
        return causing
    if fx.names_players(causing):
        raise CannotLower("a player as the object whose event causes an ability to trigger", cause.entering)
    return fx.TriggersAdditionalTime(what=what, cause=causing, cause_event=event)


@lowers(ast.EventsTriggerNothing)
def _events_trigger_nothing(node: ast.EventsTriggerNothing, ctx: Lowering) -> fx.Effect:
    """"Creatures entering don't cause abilities to trigger." (CR 603.2, 603.6a, 603.6c): a
    static rule about those events of the objects described."""
    if not ctx.static:
        raise CannotLower("events that trigger nothing, outside a static ability", node)
    gerunds = {"entering": "enters", "dying": "dies"}
    words = node.events.lower().split(" or ")
    if any(word not in gerunds for word in words):
        raise CannotLower(f"{node.events!r} events that trigger nothing: only entering and dying (CR 603.6a, 603.6c)", node)
    events = tuple(gerunds[word] for word in words)
    return fx.EventsTriggerNothing(what=ctx.filter(node.what), events=events)


LOWERINGS[ast.EnteringCausesTrigger] = unsupported("the event of an object entering, dying or attacking making an ability trigger (CR 603.2, 603.6a) is not in the effect model yet")
LOWERINGS[ast.TriggeredAbilityOf] = part_of("TriggersAdditionalTime or EnteringCausesTrigger")
