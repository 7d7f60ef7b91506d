"""Lowerings of :mod:`oraclec.ast.replacements`: replacement and prevention effects (CR 614, 615)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from .context import LOWERED_APART, Lowering
from .elements import WholeAbility
from .effects import damage_source, event_tokens
from .events import EVENT_PREDICATES, REPLACEMENT_EVENTS, counter_kind_of, event_actor, replacement_sentence
from .objects import QUALIFIERS, np_count, possessed_object, rounds_up, set_field, zone_of
from .registry import LOWERINGS, CannotLower, EffectList, lowers, part_of, unsupported
from .sentences import CLAUSE_TAILS
from .triggers import dealt_damage_event, named_event, object_event, put_into_event, zone_event
from .words import DURATIONS, duration, render_node, stat_name

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


@lowers(ast.WouldEvent, ast.DamageWouldBeDealt, ast.CountersWouldBePut, ast.EffectWouldEvent)
def _would_event(node: Any, ctx: Lowering) -> Any:
    return ctx.unsupported(node, "a replacement's event (\"would\") in a condition other than \"If ..., ...\"")


@lowers(ast.IfInsteadSentence)
def _if_instead_sentence(node: ast.IfInsteadSentence, ctx: Lowering) -> fx.Effect:
    """"If [condition], instead [effects]." (CR 614.1a when the condition is an event that would
    happen; otherwise the effects replace what the text said before.)"""
    if isinstance(node.condition, REPLACEMENT_EVENTS):
        return replacement_sentence(node.condition, node.chain, ctx)
    return fx.Conditional(condition=ctx.condition(node.condition), effects=(fx.Instead(effects=ctx.effects(node.chain)),))


@lowers(ast.NextTimeSentence, ast.NextTimeInsteadSentence)
def _next_time_sentence(node: Any, ctx: Lowering) -> fx.Effect | EffectList:
    """"The next time a source of your choice would deal damage to you this turn, prevent that
    damage." (CR 615.7, 614.1: applies once). That "it" and "they" mean what the event is about
    (CR 614.1a) ends with the sentence: "If you lose the flip, the next time it would deal damage
    this turn, ..." after another such sentence still means the object before; what the
    replacing instructions did stays ("... instead they exile the top card of their library.
    They may play it this turn.")."""
    before, players, choices = len(ctx.referents), list(ctx.player_referents), len(ctx.choices_first)
    effect = replacement_sentence(node.event, node.chain, ctx, once=True)
    triggering = fx.Found(key="triggering")
    ctx.referents[before:] = [r for r in ctx.referents[before:] if r != triggering]
    ctx.player_referents[:] = players
    chosen = tuple(ctx.choices_first[choices:])  # "a source of your choice", chosen first (CR 609.7a)
    del ctx.choices_first[choices:]
    return (*chosen, effect) if chosen else effect


#: the turns "the first time ... " counts the event in -> Trigger.during
_FIRST_TIME_TURNS = {"each turn": None, "during each of your turns": "your_turn"}


@lowers(ast.FirstTimeSentence, ast.AsLongAsFirstTimeSentence)
def _first_time_sentence(node: Any, ctx: Lowering) -> Any:
    """"The first time you would create one or more tokens each turn, you may instead ...": a
    static ability's replacement of the first such event of each turn only, whether or not it is
    applied to it (CR 614.1a): the replaced event (``Replacement.matches``) is the first of its
    turn (``nth_each_turn``), in the turns said (``during``); "As long as ..., the first time
    ...": while the condition holds (CR 611.3a)."""
    each = node.each.lower()
    if each not in _FIRST_TIME_TURNS:
        raise CannotLower(f"the first event {each!r}", node)
    if not isinstance(node.event, REPLACEMENT_EVENTS) or not ctx.static or ctx.in_quote:
        raise CannotLower("\"the first time\" of a replacement outside a static ability", node)
    condition = ctx.condition(node.condition) if isinstance(node, ast.AsLongAsFirstTimeSentence) else None
    if isinstance(condition, fx.Unsupported):
        return condition
    whole = replacement_sentence(node.event, node.chain, ctx)
    if not isinstance(whole, WholeAbility) or not isinstance(whole.ability, fx.Replacement):
        return whole
    replacement = whole.ability
    if not isinstance(replacement.matches, fx.Trigger) or replacement.matches.nth_each_turn is not None or replacement.matches.during is not None:
        raise CannotLower("\"the first time\" of a replaced event with no plain event described", node)
    matches = attrs.evolve(replacement.matches, nth_each_turn=1, during=_FIRST_TIME_TURNS[each])
    own = replacement.condition
    both = own if condition is None else condition if own is None else fx.AllOf(conditions=(condition, own))
    return WholeAbility(ability=attrs.evolve(replacement, matches=matches, condition=both))


@lowers(ast.DurationIfSentence)
def _duration_if_sentence(node: ast.DurationIfSentence, ctx: Lowering) -> fx.Effect:
    """"Until your next turn, if a source would deal damage to that player, it deals double that
    damage instead.": a resolving spell or ability sets up the replacement effect for the
    duration (CR 614.1a, 611.2a)."""
    if not isinstance(node.condition, REPLACEMENT_EVENTS):
        raise CannotLower("a condition for a while, other than a replaced event (CR 614.1a)", node.condition)
    if ctx.static or ctx.in_quote:
        raise CannotLower("a replacement effect for a while in a static ability (CR 611.2a)", node)
    with ctx.scope(duration=duration(node.duration)):
        return replacement_sentence(node.condition, node.chain, ctx)


@lowers(ast.AsLongAsIfSentence)
def _as_long_as_if_sentence(node: ast.AsLongAsIfSentence, ctx: Lowering) -> Any:
    """"As long as you have no cards in hand, if a source you control would deal damage to a
    permanent or player, it deals double that damage instead.": the static ability's replacement
    effect applies only while the condition holds (CR 611.3a, 614.1a)."""
    if not isinstance(node.event, REPLACEMENT_EVENTS):
        raise CannotLower("a condition after \"as long as\" other than a replaced event (CR 614.1a)", node.event)
    if not ctx.static or ctx.in_quote:
        raise CannotLower("a replacement effect while a condition holds, outside a static ability (CR 611.3a)", node)
    condition = ctx.condition(node.condition)
    if isinstance(condition, fx.Unsupported):
        return condition
    whole = replacement_sentence(node.event, node.chain, ctx)
    if not isinstance(whole, WholeAbility) or not isinstance(whole.ability, fx.Replacement):
        return whole
    own = whole.ability.condition
    both = condition if own is None else fx.AllOf(conditions=(condition, own))
    return WholeAbility(ability=attrs.evolve(whole.ability, condition=both))


@lowers(ast.DoubleAllDamage)
def _double_all_damage(node: ast.DoubleAllDamage, ctx: Lowering) -> Any:
    """"Double all damage that sources you control would deal." (CR 701.10g): to double damage
    a source would deal, it deals twice that much instead: the replacement "If [a source] would
    deal damage, it deals double that damage instead." (CR 614.1a)."""
    if not ctx.static:
        raise CannotLower("doubling damage outside a static ability", node)
    source = event_actor(node.source, ctx)
    trigger = fx.Trigger(event="deals_damage", what=source)
    doubled = fx.DealDamage(to=fx.Found(key="damaged"), amount=fx.Scaled(value=fx.EventAmount(), numerator=2), source=fx.Found(key="triggering"))
    return WholeAbility(ability=fx.Replacement(event=trigger.event, what=source, matches=trigger, instead=(doubled,), zone="battlefield"))


def _get_counters_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"you would get one or more counters", "... one or more {E}" (a player's counters, CR
    122.1)."""
    if not fx.names_players(actor):
        raise CannotLower("an object that gets counters", pred)
    kind = "energy" if isinstance(pred, ast.GetEnergyEvent) else counter_kind_of(pred.counters)
    return fx.Trigger(event="player_counter_added", player=actor, counter=kind)


def _created_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"one or more tokens would be created [under your control]" (CR 111.1): the player the
    tokens would be created under, when said."""
    if pred.control is None:
        return fx.Trigger(event="created", what=actor)
    if pred.control.lower() != "under your control":
        raise CannotLower(f"tokens created {pred.control!r}", pred)
    return fx.Trigger(event="created", what=actor, player=fx.You())


_PASSIVE_EVENTS: dict[type[Node], Callable[[Any, fx.Reference, Lowering], Any]] = {
    ast.BeDealtDamageEvent: dealt_damage_event,
    ast.BePutIntoEvent: put_into_event,
    ast.BePutOntoBattlefieldEvent: zone_event("enters"),
    ast.BeDestroyedEvent: object_event("destroyed"),
    ast.BeCreatedEvent: _created_event,
    ast.BeExiledEvent: object_event("put_into_exile"),
    ast.BeCounteredEvent: object_event("countered"),
    ast.LoseGameEvent: named_event("lose_game", player=True),
    ast.GetCountersEvent: _get_counters_event,
    ast.GetEnergyEvent: _get_counters_event,
}
EVENT_PREDICATES.update(_PASSIVE_EVENTS)


def _begin_turn_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"would begin an extra turn" (CR 500.7), "would begin your turn"."""
    if not fx.names_players(actor):
        raise CannotLower("an object that begins a turn", pred)
    extra = "extra" in pred.turn.lower()
    return fx.Trigger(event="begin_extra_turn" if extra else "begin_turn", player=actor)


EVENT_PREDICATES[ast.BeginTurnEvent] = _begin_turn_event


def _lose_unspent_mana_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"If you would lose unspent mana" (CR 500.4, 106.4): a mana pool emptying as a step or
    phase ends, replaced."""
    raise CannotLower("replacing the emptying of a mana pool (CR 500.4, 106.4) is not in the effect model yet: mana pools empty with no replacement step", pred)


EVENT_PREDICATES[ast.LoseUnspentManaEvent] = _lose_unspent_mana_event


def _scry_number_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"If you would scry a number of cards" (CR 701.22a, 614.1a): a scry replaced."""
    raise CannotLower("replacing a scry (CR 701.22a, 614.1a) is not in the effect model yet: a scry has no replacement step", pred)


EVENT_PREDICATES[ast.ScryNumberEvent] = _scry_number_event


def _untap_during_event(pred: Any, actor: fx.Reference, ctx: Lowering) -> Any:
    """"If this creature would untap during your untap step" (CR 502.3, 614.1a): an untap replaced."""
    raise CannotLower("replacing a permanent's untap in the untap step (CR 502.3, 614.1a) is not in the effect model yet: the untap step untaps with no replacement step", pred)


EVENT_PREDICATES[ast.UntapDuringEvent] = _untap_during_event
for _cls in (*_PASSIVE_EVENTS, ast.BeginTurnEvent, ast.LoseUnspentManaEvent, ast.ScryNumberEvent, ast.UntapDuringEvent):
    LOWERINGS[_cls] = part_of("WouldEvent (an event predicate, see EVENT_PREDICATES)")


def _damage_amount(node: ast.DamageAmount | None, ctx: Lowering) -> tuple[fx.Value | None, bool]:
    """(how much, refers to the replaced event's damage)."""
    if node is None:
        return None, False
    number = node.number
    if node.half:
        # "prevent half that damage, rounded up": the event's damage halved, rounded as the
        # clause says (CR 615.1a, 107.1a)
        return fx.Scaled(value=fx.EventAmount(), denominator=2, round_up=rounds_up(node, ctx)), True
    if node.all_but:
        # "all but 1 of that damage": the event's damage less that much, never below 0 (CR 107.1b)
        return fx.Difference(left=fx.EventAmount(), right=ctx.value(number)), node.refers_back
    return (ctx.value(number) if number is not None else None), node.refers_back


def damage_flow(node: Any, ctx: Lowering) -> fx.DamageFlow:
    """Damage named by where it goes and where it comes from (CR 615.1)."""
    kind = (getattr(node, "kind", None) or "").lower() or None
    if isinstance(node, ast.DamageToBeDealt):
        amount, event = _damage_amount(node.amount, ctx)
        to = ctx.objects(node.to.target) if node.to is not None else None
        by = ctx.objects(node.by.source) if node.by is not None else None
        return fx.DamageFlow(amount=amount, kind=kind, to=to, by=by, to_and_by=node.to is not None and node.to.and_by, event=event)
    if isinstance(node, (ast.DamageToBeDealtBy, ast.DamageThatWouldBeDealtBy)):
        amount, event = _damage_amount(node.amount, ctx)
        by = ctx.objects(node.source)
        return fx.DamageFlow(amount=amount, kind=kind, by=by, to=ctx.objects(node.to) if node.to is not None else None, event=event)
    if isinstance(node, ast.DamageNamed):
        amount, event = _damage_amount(node.amount, ctx)
        return fx.DamageFlow(amount=amount, event=event)
    if isinstance(node, ast.DamageSubjectThatWouldBeDealtBy):
        # "the next 2 damage that a source of your choice would deal to you" (CR 614.9)
        said: Any = node.amount
        said_words = tuple(w.lower() for w in said.words if isinstance(w, str)) if said is not None else ()
        next_number = next((w for w in said.words if isinstance(w, str) and w.lower() != "the next"), None) if "the next" in said_words else None
        by = ctx.objects(node.source)
        to = ctx.objects(node.to) if node.to is not None else None
        return fx.DamageFlow(amount=ctx.value(next_number) if next_number else None, kind=kind, to=to, by=by)
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


def _written_duration(damage: Any, ctx: Lowering) -> str | None:
    """The duration of the sentence, or "this turn" written inside the damage ("all damage that
    would be dealt to you this turn by attacking creatures", "all damage that would be dealt this
    turn to creatures you control")."""
    by, to = getattr(damage, "by", None), getattr(damage, "to", None)
    by_this_turn, to_this_turn = isinstance(by, ast.DamageBy) and by.this_turn, isinstance(to, ast.DamageTo) and to.this_turn
    if by_this_turn or to_this_turn:
        if ctx.duration is not None or (by_this_turn and to_this_turn):
            raise CannotLower("two durations for one damage", damage)
        return DURATIONS["this turn"]
    return ctx.duration


@lowers(ast.PreventDamage)
def _prevent_damage(node: ast.PreventDamage, ctx: Lowering) -> fx.Effect:
    """"Prevent all combat damage that would be dealt this turn." (CR 615.1a)"""
    return fx.PreventDamage(damage=damage_flow(node.damage, ctx), duration=_written_duration(node.damage, ctx))


LOWERINGS[ast.PreventDamageDivided] = unsupported(
    "a prevention shield divided among targets as the spell is cast (CR 601.2d, 615.7) is not in the effect model yet: "
    "a shield's amount is one for all it protects"
)


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
    dur = duration(node.duration) if node.duration is not None else _written_duration(node.damage, ctx)
    flow = damage_flow(node.damage, ctx)
    return (fx.RedirectDamage(damage=flow, to=ctx.objects(node.to), duration=dur),)


@lowers(ast.Skip)
def _skip(node: ast.Skip, ctx: Lowering) -> fx.Effect:
    """"Skip your draw step." (CR 614.1b, 614.10); "skips their next combat phase this turn":
    for the duration said (CR 611.2a)."""
    if node.what.of_next_turn:
        return fx.Skip(what=node.what.what, player=ctx.doer(), during="next_turn")
    return fx.Skip(what=node.what.what, player=ctx.doer(), once=node.what.next_only, duration=ctx.continuous_duration())


@lowers(ast.DamagePrevented)
def _damage_prevented(node: ast.DamagePrevented, ctx: Lowering) -> fx.Condition:
    """"If damage is prevented this way" (CR 615.5)."""
    return fx.DamageWasPrevented(kind=(node.kind or "").lower() or None)


LOWERINGS[ast.DamageFromPrevented] = unsupported(
    "the source of damage a prevention effect prevented (CR 615.5) is not in the effect model yet: DamageWasPrevented tells only whether and how much"
)


def _q_dealt_damage(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a creature dealt damage this way", "dealt damage by enchanted creature this turn"."""
    time = q.time.lower()
    if q.words.lower() != "dealt damage":
        # "creatures dealt combat damage this turn": the kind is not a state kept (CR 120.2)
        raise CannotLower(f"objects {q.words.lower()!r} (CR 120.2: of one kind only)", q)
    if q.source is None:
        set_field(fields, "states", f"dealt damage {time}", q)
        return
    source = ctx.objects(q.source, role="reference")
    if isinstance(source, fx.This):
        set_field(fields, "states", f"dealt damage by this {time}", q)
    elif isinstance(source, fx.AttachedTo):
        set_field(fields, "states", f"dealt damage by {source.relation} creature {time}", q)
    else:
        raise CannotLower("objects dealt damage by a particular source", q)


QUALIFIERS[ast.DealtDamageBy] = _q_dealt_damage


def _q_dealt_damage_time_by(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a creature dealt damage this turn by a source you controlled": the time said before the
    source, the same as "dealt damage by ... this turn"."""
    _q_dealt_damage(ast.DealtDamageBy(words=q.words, source=q.source, time=q.time, span=q.span), fields, ctx)


QUALIFIERS[ast.DealtDamageTimeBy] = _q_dealt_damage_time_by
LOWERINGS[ast.DealtDamageTimeBy] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
LOWERINGS[ast.DealtDamageBy] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")


for _cls in (ast.DamageAmount, ast.DamageTo, ast.DamageBy, ast.SubjectAmount, ast.Skipped):
    LOWERINGS[_cls] = part_of("the damage or skip phrase that contains it")
for _cls in (ast.DamageToBeDealt, ast.DamageToBeDealtBy, ast.DamageNamed, ast.DamageSubject, ast.DamageSubjectToBeDealt, ast.DamageThatWouldBeDealtBy, ast.DamageSubjectThatWouldBeDealtBy):
    LOWERINGS[_cls] = part_of("PreventDamage, DamageCantBePrevented or DamageRedirected (see damage_flow)")
# the clause tails of this family that compiler.sentences lowers (the table also holds other families')
for _cls in (ast.InsteadOfPuttingInto, ast.InsteadOfPuttingAnywhere, ast.AsItResolves, ast.InsteadOfInto):
    LOWERINGS[_cls] = part_of("Clause (see CLAUSE_TAILS)")


def _instead_of_into(tail: ast.InsteadOfInto, effects: EffectList, ctx: Lowering) -> EffectList:
    """"put it into its owner's hand instead of into that player's graveyard" (CR 614.1a): the
    effects replace the move into that zone, as "instead of putting it into"."""
    return (fx.Instead(effects=effects, instead_of=zone_of(tail.zone, ctx).kind),)


CLAUSE_TAILS[ast.InsteadOfInto] = _instead_of_into


def _instead_of_number(tail: ast.InsteadOfNumber, effects: EffectList, ctx: Lowering) -> EffectList:
    """"put two creature cards onto the battlefield instead of one": the effects replace the
    instruction before (the same one with the number said), as "instead" alone does."""
    return (fx.Instead(effects=effects),)


CLAUSE_TAILS[ast.InsteadOfNumber] = _instead_of_number
LOWERINGS[ast.InsteadOfNumber] = part_of("Clause (see CLAUSE_TAILS)")


@lowers(ast.DealEventDamage)
def _deal_event_damage(node: ast.DealEventDamage, ctx: Lowering) -> fx.Effect:
    """"deals that much damage", "deals double that damage" (CR 120; the amount is the event's)."""
    numerator, denominator = node.amount.factor
    # "If eight or more mana was spent to cast that spell, ... it deals that much damage": the
    # amount of mana the condition bounded (CR 601.2h), else the event's
    amount: fx.Value = ctx.spent_bounded if ctx.spent_bounded is not None else fx.EventAmount()
    if ctx.spent_bounded is None and ctx.removed_by_cost and ctx.replaced is None:
        # "Remove one or more +1/+1 counters from ~: It deals that much damage ...": the
        # counters the cost removed (CR 122.8)
        amount = fx.CountersRemoved()
    if (numerator, denominator) != (1, 1):
        amount = fx.Scaled(value=amount, numerator=numerator, denominator=denominator)
    if isinstance(node.plus, ast.DamageMinus):
        # "that much damage minus 1": never less than 0 damage (CR 107.1b)
        amount = fx.Difference(left=amount, right=ctx.value(node.plus.amount))
    elif node.plus is not None:
        amount = fx.Sum(parts=(amount, ctx.value(node.plus.amount)))  # type: ignore[attr-defined]  # DamagePlus
    return fx.DealDamage(source=damage_source(ctx), amount=amount, to=_damage_recipient(node.to, ctx))


def _damage_recipient(np: Any, ctx: Lowering) -> fx.Reference:
    """Where damage goes; unsaid, where the damage before it went: the replaced event's
    recipient, else what the text referred to last ("~ deals 2 damage to target creature. If
    ..., ~ deals 4 damage instead.")."""
    if np is not None:
        to = ctx.objects(np)
        if ctx.damaged is not None and to == fx.Found(key="triggering") and _names_the_recipient(np, getattr(ctx, "replaced", None)):
            # "it deals double that damage to that permanent or player instead": "that <noun>"
            # names the replaced damage's recipient, not its source (CR 614.1a)
            return ctx.damaged  # type: ignore[no-any-return]
        return to
    if ctx.damaged is not None:
        return ctx.damaged  # type: ignore[no-any-return]
    if ctx.nothing_named_in_spell_paragraph():
        # "Morbid — ~ deals 5 damage instead if a creature died this turn.": where an earlier
        # paragraph of the spell dealt damage (CR 113.3a, 608.2c), not to the spell
        if ctx.earlier_damaged is not None:
            return ctx.earlier_damaged  # type: ignore[no-any-return]
        raise CannotLower(f"the recipient of damage an earlier paragraph of the spell dealt (CR 113.3a, 608.2c): {LOWERED_APART}", None)
    return ctx.it()


def _names_the_recipient(np: Any, replaced: Any) -> bool:
    """Whether "that <nouns>" (in "If <source> would deal damage to <recipient>, it deals ... to
    that <nouns> instead") describes the recipient and not the source: each noun fits the
    recipient's description, and not each fits the source's. Otherwise (a pronoun, "itself",
    nouns fitting both or neither) it is not taken as the recipient."""
    descriptor = getattr(np, "descriptor", None)
    if descriptor is None or not isinstance(replaced, fx.Trigger) or replaced.to is None:
        return False
    nouns = [w for w in descriptor.lower_words() if w not in ("or", "and", ",")]
    return bool(nouns) and all(_fits(w, replaced.to) for w in nouns) and not all(_fits(w, replaced.what) for w in nouns)


def _fits(noun: str, ref: Any) -> bool:
    """Whether a description (a reference of the replaced event) can be a ``noun``: "player(s)"
    a reference naming players, "permanent" one on the battlefield, a card type one of that type."""
    parts = ref.parts if isinstance(ref, fx.Union) else (ref,)
    for part in parts:
        if noun in ("player", "players", "opponent", "opponents"):
            if fx.names_players(part):
                return True
        elif isinstance(part, fx.Filter):
            if noun in ("permanent", "permanents") and part.zone == "battlefield" and not part.types and not part.any_types:
                return True
            kind = noun.rstrip("s").capitalize()
            if kind in part.types or kind in part.any_types:
                return True
    return False


@lowers(ast.DealDamageAgain)
def _deal_damage_again(node: ast.DealDamageAgain, ctx: Lowering) -> fx.Effect:
    """"it deals 4 damage instead" (CR 120)."""
    return fx.DealDamage(source=damage_source(ctx), amount=ctx.scaled(ctx.value(node.amount), node), to=_damage_recipient(None, ctx))


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
LOWERINGS[ast.DamageMinus] = part_of("DealEventDamage")


LOWERINGS[ast.EventDamage] = part_of("DealEventDamage")


# -- a quantity replaced (CR 614.1a, 616.1) ---------------------------------------------------------
@lowers(ast.EventCount)
def _event_count(node: ast.EventCount, ctx: Lowering) -> fx.Value:
    """"that many plus one", "twice that many", "half that many" (rounded as the clause says,
    CR 107.1a): the number of the event, changed (CR 107.1); "one" (of each of those kinds)."""
    if node.just_one:
        return fx.Fixed(value=1)
    amount: fx.Value = fx.EventAmount()
    if node.halved:
        return fx.Scaled(value=amount, denominator=2, round_up=rounds_up(node, ctx))
    if node.factor != 1:
        amount = fx.Scaled(value=amount, numerator=node.factor)
    if node.plus is not None:
        amount = fx.Sum(parts=(amount, ctx.value(node.plus)))
    return amount


def _replaced(event: str | tuple[str, ...], node: Any, ctx: Lowering) -> fx.Trigger:
    """The event being replaced, which must be ``event``: "that many plus one +1/+1 counters are
    put on it instead" says only how many of the event's counters are put."""
    events = (event,) if isinstance(event, str) else event
    replaced = ctx.replaced
    if not isinstance(replaced, fx.Trigger) or replaced.event not in events:
        raise CannotLower(f"the number of an event ({' or '.join(events)}) changed, other than instead of that event", node)
    return replaced


def _event_counters(counters: ast.EventCounters | ast.EventCountersMinus, on: Any, ctx: Lowering) -> fx.Effect:
    """The counters of the event being replaced, another number of them, on the same object (CR
    122.6): the kind named must be the event's ("+1/+1 counters would be put ..., that many plus
    one +1/+1 counters are put ...") or "each of those kinds"; "that many -1/-1 counters minus
    one": fewer, never fewer than none (CR 107.1b)."""
    minus = None
    if isinstance(counters, ast.EventCountersMinus):
        counters, minus = counters.counters, counters.minus
    replaced = _replaced(("counter_added", "counter_added_by_effect"), counters, ctx)
    kind = counters.counter_kind
    if kind is not None and kind != replaced.counter:
        raise CannotLower(f"{kind} counters put instead of {replaced.counter or 'any'} counters", counters)
    if counters.count.just_one:
        raise CannotLower("one counter of each kind of the replaced event instead of that many", counters)
    if ctx.objects(on) != (fx.This() if isinstance(replaced.what, fx.This) else fx.Found(key="triggering")):
        raise CannotLower("the counters put on another object than the event's", on)
    amount = ctx.value(counters.count)
    if minus is not None:
        amount = fx.Difference(left=amount, right=ctx.value(minus))
    return fx.ReplacedAmount(amount=amount)


@lowers(ast.EventCountersPut)
def _event_counters_put(node: ast.EventCountersPut, ctx: Lowering) -> fx.Effect:
    """"that many plus one +1/+1 counters are put on it instead" (CR 614.1a, 122.6)."""
    if [type(t) for t in node.tails or ()] != [ast.Instead]:
        raise CannotLower("counters put with other than \"instead\"", node)
    return _event_counters(node.subject, node.on, ctx)


def _player_counters_replaced(node: Any, kind: str | None, ctx: Lowering) -> fx.Trigger:
    """The event being replaced: the same player getting counters of ``kind`` (None: "each of
    those kinds"); the player who gets them instead must be the event's."""
    replaced = _replaced("player_counter_added", node, ctx)
    if kind is not None and kind != replaced.counter:
        raise CannotLower(f"{kind} counters instead of {replaced.counter or 'any'} counters", node)
    if ctx.doer() not in (replaced.player, fx.Found(key="triggering player")):
        raise CannotLower("counters a player gets instead of another player", node)
    return replaced


@lowers(ast.GetEventCounters)
def _get_event_counters(node: ast.GetEventCounters, ctx: Lowering) -> fx.Effect:
    """"you get that many plus one of each of those kinds of counters instead" (CR 614.1a); out of
    a replacement, "they get that many poison counters" (CR 122.1f: counters put on a player)."""
    kind = node.counters.counter_kind
    if ctx.replaced is None and kind is not None:
        return fx.PutCounters(what=ctx.doer(), counter=kind, amount=ctx.scaled(ctx.value(node.counters.count), node))
    _player_counters_replaced(node, kind, ctx)
    return fx.ReplacedAmount(amount=ctx.value(node.counters.count))


@lowers(ast.GetEventEnergy)
def _get_event_energy(node: ast.GetEventEnergy, ctx: Lowering) -> fx.Effect:
    """"you get twice that many {E} instead" (CR 614.1a, 122.1); out of a replacement, "you get
    that many {E}"."""
    if len(node.energy.symbols) != 1:  # type: ignore[attr-defined]  # EnergySymbols
        raise CannotLower("that many of several energy symbols", node)
    if ctx.replaced is None:
        return fx.PutCounters(what=ctx.doer(), counter="energy", amount=ctx.scaled(ctx.value(node.count), node))
    _player_counters_replaced(node, "energy", ctx)
    return fx.ReplacedAmount(amount=ctx.value(node.count))


@lowers(ast.PutEventCounters)
def _put_event_counters(node: ast.PutEventCounters, ctx: Lowering) -> fx.Effect:
    """"it puts twice that many of those counters on that permanent instead": the event's
    counters, twice as many, on the same object (CR 614.1a, 122.6)."""
    replaced = _replaced(("counter_added", "counter_added_by_effect"), node, ctx)
    if ctx.objects(node.on) != (fx.This() if isinstance(replaced.what, fx.This) else fx.Found(key="triggering")):
        raise CannotLower("the counters put on another object than the event's", node.on)
    return fx.ReplacedAmount(amount=fx.Scaled(value=fx.EventAmount(), numerator=2))


@lowers(ast.PutChangedEventCounters)
def _put_changed_event_counters(node: ast.PutChangedEventCounters, ctx: Lowering) -> fx.Effect:
    """"put twice that many of each of those kinds of counters on that permanent or player
    instead", "put that many plus one +1/+1 counters on it instead" (CR 614.1a, 122.6): the
    replaced event's counters, another number of them, on the same object or player, put by
    the player who would have put them."""
    if ctx.replaced is None and node.counters.counter_kind is None:
        # "Whenever you put one or more counters on ~, put one of each of those kinds of counters
        # on target creature": the kinds of the counters of the event that triggered it
        raise CannotLower("counters of each kind a trigger event put (CR 122.1): the kinds of an event's counters are not a value of the effect model yet", node)
    if ctx.replaced is None:
        raise CannotLower("another number of counters than an event's (\"that many plus one\", \"half that many\") outside a replacement of that event", node)
    return _event_counters(node.counters, node.on, ctx)


LOWERINGS[ast.EventCountersMinus] = part_of("EventCountersPut")


@lowers(ast.TokensCreated)
def _tokens_created(node: ast.TokensCreated, ctx: Lowering) -> fx.Effect:
    """"twice that many of those tokens are created instead", "those tokens plus an additional
    Food token are created instead" (CR 614.1a, 111.1)."""
    if [type(t) for t in node.tails or ()] != [ast.Instead]:
        raise CannotLower("tokens created with other than \"instead\"", node)
    return event_tokens(node.subject, ctx)


@lowers(ast.GainLifePlus)
def _gain_life_plus(node: ast.GainLifePlus, ctx: Lowering) -> fx.Effect:
    """"gain that much life plus 1" (CR 119.3)."""
    return fx.GainLife(player=ctx.doer(), amount=ctx.scaled(fx.Sum(parts=(ctx.value(node.amount), ctx.value(node.plus))), node))


LOWERINGS[ast.EventCounters] = part_of("EventCountersPut")
LOWERINGS[ast.NpPlusAdditional] = part_of("Create or TokensCreated (see compiler.effects.event_tokens)")
LOWERINGS[ast.NpMinus] = part_of("a count (see compiler.objects.np_count)")


@lowers(ast.DrawPlus)
def _draw_plus(node: ast.DrawPlus, ctx: Lowering) -> fx.Effect:
    """"draw that many cards plus one" (CR 121.1)."""
    return fx.Draw(player=ctx.doer(), amount=ctx.scaled(fx.Sum(parts=(np_count(node.what, ctx), ctx.value(node.plus))), node))


# -- what a permanent tapped for mana produces (CR 106.12, 614.1a) ------------------------------
@lowers(ast.ProducesInstead)
def _produces_instead(node: ast.ProducesInstead, ctx: Lowering) -> Any:
    """"If a land is tapped for two or more mana, it produces {C} instead of any other type and
    amount.": a replacement of the mana production event of a mana ability with {T} in its cost
    (CR 106.12, 106.12b, 614.1a). On a permanent it is a static ability's; in a resolving
    ability it is set up for the duration written ("Until end of turn, if you tap a land for
    mana, ..."), or for the rest of the game (CR 611.2a: "This effect lasts indefinitely.")."""
    player, what, at_least = _mana_tapping(node.tapping, ctx)
    produced = _mana_instead(node.instead, ctx)
    if at_least > 1:
        produced = attrs.evolve(produced, at_least=at_least)
    replacement = fx.Replacement(event="tapped_for_mana", what=what, player=player, instead=(produced,), zone="battlefield")
    if ctx.static or ctx.in_quote:
        if node.duration is not None:
            raise CannotLower("a replacement effect for a while in a static ability (CR 611.2a)", node.duration)
        return WholeAbility(ability=replacement)
    return fx.CreateReplacement(replacement=replacement, duration=duration(node.duration) if node.duration is not None else None)


def _mana_tapping(node: ast.ManaTapping, ctx: Lowering) -> tuple[fx.Reference | None, fx.Reference, int]:
    """"a land is tapped for [two or more] mana" (anyone taps it), "you tap a land you control
    for mana", "a player taps a nonbasic land for mana" (CR 106.12): who taps, what is tapped,
    and the least mana the event makes to be replaced."""
    words = node.lower_words()
    if words[1] in ("tap", "taps"):
        tapper = ctx.players(words[0])
        if isinstance(tapper, fx.Unsupported):
            raise CannotLower(tapper.reason, words[0])
        player: fx.Reference | None = fx.You() if isinstance(tapper, fx.You) else None
        # "a player taps": any player (the event's, not one chosen)
        if player is None and tapper not in (fx.EachPlayer(), fx.Chosen(what=fx.EachPlayer())):
            raise CannotLower(f"a permanent tapped for mana by {render_node(words[0])!r}", words[0])
        permanent = words[2]
    else:
        player, permanent = None, words[0]
    what = ctx.filter(permanent, zone="battlefield") if not _is_target(permanent) else ctx.objects(permanent, role="target")
    if isinstance(what, fx.Unsupported):
        raise CannotLower(what.reason, permanent)
    at_least = 1
    if "more" in words:
        value = ctx.value(words[words.index("or") - 1])
        if not isinstance(value, fx.Fixed):
            raise CannotLower("tapped for a number of mana other than a fixed one", node)
        at_least = value.value
    return player, what, at_least


@lowers(ast.ProducesByKind)
def _produces_by_kind(node: ast.ProducesByKind, ctx: Lowering) -> tuple[WholeAbility, ...]:
    """"If tapped for mana, Plains produce {R}, ..., and Forests produce {B} instead of any other
    type.": for each kind of permanent, a replacement of the mana it produces tapped for mana by
    anyone (CR 106.12b, 614.1a), each mana of the type named."""
    if not ctx.static or ctx.in_quote:
        raise CannotLower("what kinds of permanents tapped for mana produce, other than in a static ability", node)
    out = []
    for produces in node.kinds:
        mana = _produced_mana(produces.kind)
        if mana is None or mana.count("{") != 1:
            raise CannotLower("other than one type of mana instead of any other type", produces.kind)
        what = ctx.filter(produces.what, zone="battlefield")
        if isinstance(what, fx.Unsupported):
            raise CannotLower(what.reason, produces.what)
        out.append(WholeAbility(ability=fx.Replacement(event="tapped_for_mana", what=what, instead=(fx.ProducedMana(mana=mana),), zone="battlefield")))
    return tuple(out)


LOWERINGS[ast.KindProduces] = part_of("ProducesByKind")
for _cls in (ast.ManaTapping, ast.ManaInstead, ast.ProducedKind):
    LOWERINGS[_cls] = part_of("ProducesInstead or ProducesByKind")


def _produced_mana(kind: ast.ProducedKind) -> str | None:
    """"{B}", "colorless mana": the mana symbols; None for "[one] mana of a color of your
    choice"."""
    words = kind.lower_words()
    if words[0] == "colorless":
        return "{C}"
    if all(isinstance(w, str) and w.startswith("{") for w in words):
        return "".join(w.upper() for w in words)
    return None


def _is_target(np: Any) -> bool:
    return "target" in render_node(np).lower().split()


_MANA_TYPE_OF_COLOR = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}


def _mana_instead(node: ast.ManaInstead, ctx: Lowering) -> fx.ProducedMana:
    """"{C} instead of any other type and amount", "colorless mana instead of white mana",
    "three times as much of that mana instead" (CR 106.12b, 614.1a)."""
    words = node.lower_words()
    if words[1] == "times":
        times = ctx.value(words[0])
        if not isinstance(times, fx.Fixed):
            raise CannotLower("a multiple of the mana other than a fixed number", node)
        return fx.ProducedMana(times=times.value)
    kind = words[0].lower_words()
    mana = _produced_mana(words[0])  # None: "[one] mana of a color of your choice"
    if words[3] == "any":
        whole = words[-1] == "amount"
        if whole and mana is None and kind[0] != "one":
            raise CannotLower("mana of a color of your choice, in an amount not said, instead of any other amount", node)
        if not whole and mana is not None and mana.count("{") != 1:
            raise CannotLower("mana of several types instead of each mana of any other type", node)
        return fx.ProducedMana(mana=mana, any_color=mana is None, whole=whole)
    if mana is None or mana.count("{") != 1:
        raise CannotLower("other than one type of mana instead of mana of one color", node)
    return fx.ProducedMana(mana=mana, of_type=_MANA_TYPE_OF_COLOR[words[3]])


# -- a life total kept from going below a number by damage (CR 614.1a, 120.3a) ---------------------
@lowers(ast.DamageReducesLifeTo)
def _damage_reduces_life_to(node: ast.DamageReducesLifeTo, ctx: Lowering) -> fx.Effect:
    """"Damage that would reduce your life total to less than 1 reduces it to 1 instead" (CR
    614.1a, 120.3a): the result of damage to a player is replaced; the life total the damage
    leaves is at least that number. With the two numbers the same, several such effects give
    the same result in any order (CR 616.1)."""
    if stat_name(node.stat, node) != "life_total":
        raise CannotLower(f"damage reducing {node.stat.lower()!r}", node)
    player = possessed_object(node.whose, ctx)
    if not fx.names_players(player):
        raise CannotLower("the life total of an object", node.whose)
    if render_node(node.below) != render_node(node.to):
        raise CannotLower("damage leaving a life total at a number other than the one it may not go below", node)
    kind = node.kind.lower() if node.kind else None
    if kind not in (None, "combat", "noncombat"):
        raise CannotLower(f"{kind} damage", node)
    return fx.DamageLifeFloor(life=ctx.value(node.to), player=player, kind=kind, duration=ctx.continuous_duration())
