"""Event predicates shared by triggers, conditions and replacement effects: the table of event
lowerings (:data:`EVENT_PREDICATES`) and the replacement of an event (CR 614)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from ..effects.base import walk
from .context import Lowering
from .elements import WholeAbility
from .objects import zone_of
from .registry import CannotLower, EffectList
from .words import render_node, words_of


def event_actor(node: Any, ctx: Lowering) -> fx.Reference:
    """The subject of a trigger event. Afterwards "it", "that creature", "that player" in the
    ability mean what the event was about (CR 603.7c... and 608.2h)."""
    before = len(ctx.referents), len(ctx.player_referents)
    subject = ctx.objects(node, role="event")
    ctx.trigger_subject_noun = head_noun(node)
    del ctx.referents[before[0]:]
    del ctx.player_referents[before[1]:]
    if fx.names_players(subject) or enchanted_player(subject, ctx):
        ctx.player_referents.append(fx.Found(key="triggering player"))
    else:
        reference: fx.Reference = fx.This() if isinstance(subject, fx.This) else fx.Found(key="triggering")
        ctx.trigger_subject = reference
        ctx.referents.append(reference)
    return subject


def enchanted_player(actor: Any, ctx: Lowering) -> bool:
    """Whether a trigger event's subject is "enchanted player": the player an Aura with
    "enchant player" (a Curse) is attached to (CR 303.4, 702.5a), whose events are a player's
    ("Whenever enchanted player casts a spell", "... is attacked") and whom "that player" names
    after it."""
    return isinstance(actor, fx.AttachedTo) and actor.relation == "enchanted" and ctx.trigger_subject_noun in ("player", "opponent")


def head_noun(node: Any) -> str | None:
    """The head noun of a noun phrase ("a nonland permanent an opponent controls": "permanent"),
    lowercased; None for a pronoun or a phrase without one."""
    descriptor = getattr(node, "descriptor", None)
    head = getattr(descriptor, "head", None)
    return head.lower() if isinstance(head, str) else None


def event_part(node: Any, ctx: Lowering) -> fx.Reference:
    """Another party of a trigger event ("the target of a spell", "damage to a player"): it
    describes the event, so it does not become what "it" means; a player there becomes
    "that player" (the event's player)."""
    before = len(ctx.referents), len(ctx.player_referents)
    ref = ctx.objects(node, role="event")
    del ctx.referents[before[0]:]
    del ctx.player_referents[before[1]:]
    if fx.names_players(ref):
        ctx.player_referents.append(fx.Found(key="triggering player"))
    return ref


#: event predicate class -> function(predicate, the event's subject as a reference, ctx)
EVENT_PREDICATES: dict[type[Node], Callable[[Any, fx.Reference, Lowering], Any]] = {}


ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}


def event_predicate(pred: Node, actor: fx.Reference, ctx: Lowering) -> Any:
    fn = EVENT_PREDICATES.get(type(pred))
    if fn is None:
        return ctx.unsupported(pred, f"the event {type(pred).__name__} is not in the effect model yet")
    try:
        return fn(pred, actor, ctx)
    except CannotLower as exc:
        return ctx.unsupported(exc.node if exc.node is not None else pred, exc.reason)


def origin_zone(origin: Any, ctx: Lowering) -> str | None:
    if origin is None:
        return None
    if origin.anywhere:
        if origin.zone is not None:
            raise CannotLower("\"from anywhere other than\" a zone", origin)
        return None
    return zone_of(origin.zone, ctx).kind


def excluded_origin_zone(origin: Any, ctx: Lowering) -> str | None:
    """The kind of zone of "from anywhere other than [zone]" ("your hand", "the battlefield"),
    None for any other origin. Only the kind of zone counts: a card in a hand, library or
    graveyard is in its owner's (CR 400.3)."""
    if origin is None or not origin.anywhere or origin.zone is None:
        return None
    return zone_of(origin.zone, ctx).kind


def counter_kind_of(phrase: Any) -> str | None:
    for word in words_of(phrase):
        if isinstance(word, ast.CounterCount):
            return word.kind.name if word.kind is not None else None
        if isinstance(word, ast.CounterKind):
            return word.name
    return None


# -- replacement and prevention effects (CR 614, 615) ---------------------------------------------
def _would_trigger(node: Any, ctx: Lowering) -> Any:
    """The event a replacement watches for, described as a trigger event describes it: "a
    creature you control would die" -> Trigger(dies, creature you control). Afterwards "it",
    "that player" mean what the event is about, as in a triggered ability."""
    if isinstance(node, ast.DamageWouldBeDealt):
        return _damage_event(node, ctx)
    if isinstance(node, ast.CountersWouldBePut):
        return _counters_event(node, ctx)
    if isinstance(node, ast.EffectWouldEvent):
        return _effect_event(node, ctx)
    actor = event_actor(node.subject, ctx)
    pred = node.predicate
    if isinstance(pred, ast.DrawEvent) and render_node(pred.what).lower() not in ("a card", "one card"):
        # "If an opponent would draw two or more cards": a draw replacement sees one card at a
        # time (CR 121.2, 614.11), not how many the instruction draws
        raise CannotLower("a replaced draw of a number of cards at once (CR 121.2: cards are drawn one at a time) is not in the effect model yet", pred)
    if isinstance(pred, ast.DealsDamageEvent) and (pred.kind or "").lower() == "noncombat":
        # "would deal noncombat damage to ..." (a replacement may name the kind, CR 614.1a)
        to = event_part(pred.to, ctx) if pred.to is not None else None
        return _with_would_tails(fx.Trigger(event="deals_noncombat_damage", what=actor, to=to), node.tails, ctx)
    trigger = event_predicate(pred, actor, ctx)
    if isinstance(pred, ast.DealsDamageEvent) and isinstance(trigger, fx.Trigger) and pred.to is not None:
        trigger = attrs.evolve(trigger, to=_permanent_or_player(trigger.to, pred.to))
    return _with_would_tails(trigger, node.tails, ctx)


def _permanent_or_player(to: Any, np: Any) -> Any:
    """"would deal damage to a permanent or player": a description reads "permanent or player" as
    objects of any kind (Filter kind "object"), which loses the players; the damage is to a
    permanent or to any player (CR 120.1), as "a creature or player" is read."""
    descriptor = getattr(np, "descriptor", None)
    names_players = descriptor is not None and any(w in ("player", "players") for w in descriptor.lower_words())
    if isinstance(to, fx.Filter) and to.kind == "object" and names_players:
        return fx.Union(parts=(fx.EachPlayer(), attrs.evolve(to, kind=None)), either=True)
    return to


def except_first_draw(triggers: tuple[Any, ...], tail: Any) -> bool:
    """"whenever an opponent draws a card except the first one they draw in each of their draw
    steps" (CR 504.1): the draws other than the first card the drawing player draws in a draw
    step of their turn. Only a draw event has such a tail."""
    if not triggers or any(not isinstance(t, fx.Trigger) or t.event != "draw" for t in triggers):
        raise CannotLower("\"except the first one they draw in each of their draw steps\" said of an event other than a draw", tail)
    return True


def _with_would_tails(trigger: Any, tails: Any, ctx: Lowering) -> Any:
    """The tails of a replaced event (CR 614.1a): "you would draw a card while your library has
    no cards in it" (the condition is checked as the event would happen)."""
    for tail in tails or ():
        if isinstance(trigger, fx.Unsupported):
            return trigger
        if isinstance(tail, ast.WhileCondition) and isinstance(trigger, fx.Trigger) and trigger.condition is None:
            # what the condition names ("while there are four or more card types among cards in
            # your graveyard") is not what "it" after it means: the event's object still is
            before = len(ctx.referents), len(ctx.player_referents)
            trigger = attrs.evolve(trigger, condition=ctx.condition(tail.condition))
            del ctx.referents[before[0]:]
            del ctx.player_referents[before[1]:]
        elif isinstance(tail, ast.ExceptFirstDraw):
            # "If an opponent would draw a card except the first one they draw in each of their
            # draw steps" (CR 504.1): not the draw step's first draw
            trigger = attrs.evolve(trigger, except_draw_step_first=except_first_draw((trigger,), tail))
        else:
            raise CannotLower(f"a replaced event's tail {type(tail).__name__}", tail)
    return trigger


def _damage_event(node: ast.DamageWouldBeDealt, ctx: Lowering) -> Any:
    """"damage would be dealt to you", "combat damage would be dealt to a creature you control"."""
    event = "dealt_combat_damage" if (node.kind or "").lower() == "combat" else "dealt_damage"
    if (node.kind or "").lower() == "noncombat":
        raise CannotLower("noncombat damage only", node)
    if node.to is not None and node.to.and_by:  # type: ignore[attr-defined]  # DamageTo
        raise CannotLower("damage dealt to and dealt by one object", node)
    if node.time is not None and not node.this_turn:
        raise CannotLower(f"damage that would be dealt {node.time!r}", node)
    if node.this_turn and (ctx.static or ctx.in_quote):
        raise CannotLower("\"this turn\" in the event of a static ability's replacement", node)
    to = event_actor(node.to.target, ctx) if node.to is not None else None  # type: ignore[attr-defined]  # DamageTo
    by = event_part(node.by.source, ctx) if node.by is not None else None  # type: ignore[attr-defined]  # DamageBy
    if to is not None and fx.names_players(to):
        return _with_would_tails(fx.Trigger(event=event, player=to, to=by), node.tails, ctx)
    return _with_would_tails(fx.Trigger(event=event, what=to, to=by), node.tails, ctx)


def _counters_event(node: ast.CountersWouldBePut, ctx: Lowering) -> Any:
    """"one or more +1/+1 counters would be put on a creature you control" (CR 122.6)."""
    if node.subject.lower_words()[:2] == ("the", "last"):
        raise CannotLower("the last counter put", node)
    return fx.Trigger(event="counter_added", what=event_actor(node.on, ctx), counter=counter_kind_of(node.subject))


def _effect_event(node: ast.EffectWouldEvent, ctx: Lowering) -> Any:
    """"an effect would create one or more tokens under your control", "an effect would put one
    or more counters on a permanent you control" (CR 614.1a): whoever's effect it is."""
    pred = node.predicate
    control = (node.control or "").lower()
    if control not in ("", "under your control"):
        raise CannotLower(f"an effect's event {control!r}", node)
    if isinstance(pred, ast.CreateEvent):
        return fx.Trigger(event="create", what=event_actor(pred.what, ctx), player=fx.You() if control else None)
    if isinstance(pred, ast.PutCountersEvent) and not control:
        # not counters put as a cost (CR 118.3: no effect puts them)
        return fx.Trigger(event="counter_added_by_effect", what=event_actor(pred.on, ctx), counter=counter_kind_of(pred.counters))
    raise CannotLower("an effect's event other than creating tokens or putting counters", node)


def _instead_effects(effects: EffectList) -> tuple[EffectList, fx.Reference | None]:
    """What happens instead, without the "instead" wrappers; and whether it is optional ("you
    may ... instead", "you may instead ...": whether to apply it is chosen, CR 614.1a, 616.1).
    An optional first instruction followed by others that do not ask whether it was done ("you
    may instead search your library for a card, put that card into your hand, then shuffle") is
    an optional replacement of them all; one followed by "If you do" stays an instruction of a
    replacement that always applies."""
    out: list[fx.Effect] = []
    for effect in effects:
        out.extend(effect.effects if isinstance(effect, fx.Instead) else (effect,))
    if out and isinstance(out[0], fx.May) and not any(isinstance(e, fx.IfDid) for e in walk(tuple(out[1:]))):
        inner, _ = _instead_effects(out[0].effects)
        return (*inner, *out[1:]), out[0].player
    return tuple(out), None


def _chosen_by_affected(trigger: fx.Trigger, chooser: fx.Reference) -> bool:
    """Is the player who may apply an optional replacement the one its event affects (or who
    controls the object it affects), who chooses among replacements (CR 616.1)? The runtime asks
    that player."""
    if trigger.player is not None:
        return chooser in (trigger.player, fx.Found(key="triggering player"))
    if chooser != fx.You():
        return False
    return isinstance(trigger.what, fx.This) or (isinstance(trigger.what, fx.Filter) and trigger.what.controller == fx.You())


def _replacement(event: Any, chain: Any, ctx: Lowering) -> fx.Replacement | fx.Unsupported:
    try:
        trigger = _would_trigger(event, ctx)
    except CannotLower as exc:
        return ctx.unsupported(exc.node if exc.node is not None else event, exc.reason)
    if isinstance(trigger, fx.Unsupported):
        return trigger
    damaged = fx.Found(key="damaged") if trigger.event in ("deals_damage", "deals_combat_damage", "deals_noncombat_damage") else None
    with ctx.scope(damaged=damaged, replaced=trigger):
        instead, chooser = _instead_effects(ctx.effects(chain))
    optional = chooser is not None
    if chooser is not None and not _chosen_by_affected(trigger, chooser):
        return ctx.unsupported(chain, "an optional replacement (\"you may ... instead\") applied by a player other than the one its event affects (CR 614.1a, 616.1)")
    amount = None
    if trigger.event == "mill" and len(instead) == 1 and isinstance(instead[0], fx.Mill) and instead[0].player in (fx.Found(key="triggering"), fx.Found(key="triggering player")):
        # "If an opponent would mill one or more cards, they mill twice that many cards instead."
        # (CR 614.1a): the same player mills another number of cards
        amount, instead = instead[0].amount, ()
    elif trigger.event == "gain_life" and len(instead) == 1 and isinstance(instead[0], fx.GainLife) and instead[0].player in (trigger.player, fx.Found(key="triggering player")):
        # "If you would gain life, you gain that much life plus 1 instead." (CR 614.1a, 119.3):
        # the same player gains another amount of life
        amount, instead = instead[0].amount, ()
    elif len(instead) == 1 and isinstance(instead[0], fx.ReplacedAmount):
        # "that many plus one +1/+1 counters are put on it instead", "twice that many of those
        # tokens are created instead": the same event with another number (CR 614.1a); "those
        # tokens plus an additional Treasure token": and more made by it
        amount, instead = instead[0].amount, instead[0].also
    elif any(isinstance(e, fx.ReplacedAmount) for e in instead):
        return ctx.unsupported(chain, "the event with another number, and other effects as well")
    # CR 113.6b: "If ~ would be put into a graveyard from anywhere" says where it functions: in
    # every zone, so also on the stack and in a library or hand (not only on the battlefield)
    zone = "any" if isinstance(trigger.what, fx.This) and _from_anywhere(event) else "battlefield"
    # "while your library has no cards in it": the replacement applies while it holds (CR 614.1a)
    return fx.Replacement(
        event=trigger.event, what=trigger.what, player=trigger.player, matches=trigger, instead=instead, optional=optional, amount=amount, zone=zone,
        condition=trigger.condition if isinstance(event, (ast.WouldEvent, ast.DamageWouldBeDealt)) and event.tails else None,
    )


def _from_anywhere(event: Any) -> bool:
    """"[it] would be put into [zone] from anywhere" (ast.Origin ``anywhere``, no zone excepted)."""
    origin = getattr(getattr(event, "predicate", None), "origin", None)
    return origin is not None and bool(origin.anywhere) and origin.zone is None


def _replacement_duration(event: Any, ctx: Lowering) -> str | None:
    if isinstance(event, (ast.WouldEvent, ast.DamageWouldBeDealt)) and event.this_turn:
        return "end_of_turn"
    return ctx.duration


def replacement_sentence(event: Any, chain: Any, ctx: Lowering, *, once: bool = False) -> fx.Effect:
    """"If [event] would happen, [effects] instead." On a permanent (or in a granted ability) it
    is a static ability's replacement effect (CR 614.1a); in a resolving spell or ability it
    sets one up for a while (CR 614.1, 611.2a), or only for the next such event ("The next
    time ..."). ``once`` is "The next time"."""
    replacement = _replacement(event, chain, ctx)
    if isinstance(replacement, fx.Unsupported):
        return replacement
    if (ctx.static or ctx.in_quote) and not once:
        return WholeAbility(ability=replacement)
    return fx.CreateReplacement(replacement=replacement, duration=_replacement_duration(event, ctx), once=once)


REPLACEMENT_EVENTS = (ast.WouldEvent, ast.DamageWouldBeDealt, ast.CountersWouldBePut, ast.EffectWouldEvent)
