"""Lowerings of :mod:`oraclec.ast.abilities`: ability lines, activated, triggered, static and
modal abilities, and the parts a line is made of."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, cast

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from ..effects.base import getter, walk
from .context import Lowering
from .costs import activation_costs
from .elements import (
    EntersWithPlaceholder,
    ModalEffect,
    WhileConditionPlaceholder,
    WholeAbility,
    XDefinedBy,
)
from .keywords import activation_instructions, activation_limit, activators_of, keyword_line, lower_keyword, with_variable
from .objects import noun_phrase, zone_of
from .registry import LOWERINGS, CannotLower, EffectList, lowers, part_of, unsupported
from .sentences import changes_own_activation_cost, created_ability_effects, modal_split, no_modal, sentences
from .triggers import step_trigger
from .words import lower_words, number_value, render_node

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


# -- abilities ------------------------------------------------------------------------------------
@lowers(ast.AbilityLine)
def ability_line(node: ast.AbilityLine, ctx: Lowering) -> tuple[fx.Ability, ...]:
    if node.body is None:
        return (fx.ReminderOnly(),)
    if isinstance(node.body, (ast.KeywordLine, ast.KeywordLineSemicolon)):
        return keyword_line(node.body, ctx)
    value = ctx.lower(node.body)
    if isinstance(value, tuple) and all(isinstance(v, (fx.Ability, fx.Unsupported)) for v in value):
        return value
    if isinstance(value, (fx.Ability, fx.Unsupported)):
        return (value,)
    return (ctx.unsupported(node.body, f"{type(node.body).__name__} is not an ability"),)


def _spell_delayed_trigger(node: ast.Triggered, ctx: Lowering) -> fx.Ability:
    """An instant's or sorcery's paragraph that is a triggered ability at a step of one turn only
    (oraclec.parser makes it the spell's): "Counter target spell. / At the beginning of your
    next upkeep, pay {3}{U}{U}. If you don't, you lose the game." The spell, as it resolves,
    creates a delayed triggered ability (CR 603.7a) that triggers once, at that step, or each
    time until the turn ends with "this turn" (CR 603.7b); merged with the spell's other
    paragraphs as it is cast."""
    trigger = ctx._guard(step_trigger, node.trigger, delayed=True)
    if isinstance(trigger, fx.Unsupported):
        return trigger
    if any(isinstance(s, ast.TriggerLimit) for s in node.effects):
        raise CannotLower("a limit on a delayed triggered ability (CR 603.7b)", node)
    condition = ctx.condition(node.condition) if node.condition is not None else None
    effects = created_ability_effects(node.effects, ctx)
    # "this turn" is a stated duration: it triggers each time until the turn ends (CR 603.7b)
    lasts = "end_of_turn" if any(isinstance(w, str) and w.lower() == "this" for w in node.trigger.step.words) else None
    return fx.SpellAbility(effects=(fx.DelayedTrigger(trigger=trigger, effects=effects, duration=lasts, condition=condition),))


@lowers(ast.Labeled)
def _labeled(node: ast.Labeled, ctx: Lowering) -> fx.Ability | tuple[fx.Ability, ...]:
    inner = ctx.lower(node.ability)
    if isinstance(inner, tuple):
        # "Landfall — [sentences]" that are several abilities: the label goes on each
        return tuple(fx.Labeled(label=node.label, ability=a) for a in inner)
    return fx.Labeled(label=node.label, ability=inner)


@lowers(ast.SpellAbility)
def _spell_ability(node: ast.SpellAbility, ctx: Lowering) -> fx.Ability | tuple[fx.Ability, ...]:
    if isinstance(node.body, ast.Triggered):
        return _spell_delayed_trigger(node.body, ctx)
    with ctx.scope(spell_paragraph=True):
        effects, modes = modal_split(ctx.effects(node.body))
    if len(effects) == 1 and isinstance(effects[0], WholeAbility) and modes is None:
        return effects[0].ability
    if len(effects) == 1 and modes is None and (permission := _conditional_cast_permission(effects[0])) is not None:
        return permission
    if (split := _additional_cost_and_own_cost_change(effects, modes)) is not None:
        return split
    # "Cast this spell only during combat." is no instruction of the spell: a static ability
    # read as the spell is cast, wherever the card is (CR 601.3, 113.6)
    # So is "You may cast this spell as though it had flash." (CR 113.6e: it functions where the
    # card could be cast from)
    conditional = [own for e in effects if (own := _conditional_own_as_though(e, ctx)) is not None]
    if conditional and len(effects) == 1 and modes is None:
        return conditional[0]
    own_statics = tuple(own for e in effects if (own := _spell_static_while(e, ctx)) is not None)
    if own_statics:
        effects = tuple(e for e in effects if _spell_static_while(e, ctx) is None)
        if not effects and modes is None:
            return own_statics
        return (fx.SpellAbility(effects=no_modal(effects, ctx), modes=modes), *own_statics)
    # "This spell can't be countered.": a static ability of the spell, which functions on the
    # stack (CR 113.6g); as an instruction it would apply only once the spell had resolved
    own_rules = tuple(e for e in effects if _own_stack_rule(e))
    own_rules += tuple(b for e in effects for b in _x_bounds(e))
    effects = tuple(e for e in effects if not _x_bounds(e))
    restrictions = tuple(e for e in effects if isinstance(e, fx.CastRestriction) or _own_as_though(e))
    if own_rules or restrictions:
        effects = tuple(e for e in effects if e not in own_rules and e not in restrictions)
        rules = [fx.StaticAbility(effects=own, zone=zone) for own, zone in ((own_rules, "stack"), (restrictions, "any")) if own]
        if not effects and modes is None:
            return rules[0] if len(rules) == 1 else tuple(rules)
        if modes is None and all(isinstance(e, WholeAbility) for e in effects):
            # "As an additional cost to cast this spell, blight X. X can't be greater than ...":
            # sentences that are each an ability of the card's own, no instruction among them
            return (*(e.ability for e in effects), *rules)
        return (fx.SpellAbility(effects=no_modal(effects, ctx), modes=modes), *rules)
    return fx.SpellAbility(effects=no_modal(effects, ctx), modes=modes)


def _additional_cost_and_own_cost_change(effects: EffectList, modes: fx.Modes | None) -> tuple[fx.Ability, ...] | None:
    """"As an additional cost to cast this spell, you may exile any number of white cards from
    your hand. This spell costs {2} less to cast for each card exiled this way.": an additional
    cost, an ability of the card's own (CR 118.8, 601.2b), then changes to the spell's own total
    cost (CR 601.2f), which are read as it is cast (the runtime reads a spell ability's own cost
    changes, as in "This spell costs {1} less to cast for each creature on the battlefield.").
    None when the paragraph is not exactly that: an instruction among them stays where it is."""
    if modes is not None or len(effects) < 2 or not isinstance(effects[0], WholeAbility) or not isinstance(effects[0].ability, fx.AdditionalCost):
        return None
    rest = effects[1:]
    if not all(isinstance(e, fx.ModifyCost) and e.action == "cast" and isinstance(e.spells, fx.This) and e.duration is None for e in rest):
        return None
    return (effects[0].ability, fx.SpellAbility(effects=tuple(rest)))


def _grants_own_flash(effect: Any) -> bool:
    """"This spell has flash": flash granted to the object itself, for as long as the ability
    functions."""
    return (
        isinstance(effect, fx.GrantAbilities) and isinstance(effect.what, fx.This) and effect.duration is None and bool(effect.abilities)
        and all(isinstance(a, fx.Keyword) and a.name == "flash" for a in effect.abilities)
    )


def _spell_static_while(effect: Any, ctx: Lowering) -> fx.StaticAbility | None:
    """A static ability in an instant's or sorcery's text, with "as long as" (CR 611.3a): "This
    spell costs {2} less to cast as long as ..." (read as the spell is cast, CR 113.6d, 601.2f),
    "This spell has flash as long as ..." (functions in any zone the card could be cast from,
    CR 113.6e), "As long as ~ is on the stack, ..." (the zone it states, CR 113.6b). None for
    any other effect, left to be reported where it stands."""
    if not isinstance(effect, WhileConditionPlaceholder) or not effect.effects:
        return None
    if all(isinstance(e, fx.ModifyCost) and e.action == "cast" and isinstance(e.spells, fx.This) for e in effect.effects):
        return fx.StaticAbility(effects=effect.effects, condition=effect.condition)
    if all(_grants_own_flash(e) for e in effect.effects):
        return fx.StaticAbility(effects=effect.effects, condition=effect.condition, zone="any")
    granted = [a for e in effect.effects if isinstance(e, fx.GrantAbilities) for a in e.abilities if not isinstance(a, fx.Keyword)]
    if stated_zone(effect.condition) == "stack" and not granted:
        # (an ability granted in quotes is left out: its "~" names the spell, not the object
        # that has the ability, which a quoted ability's This can't say)
        # the zone it functions in says "as long as ~ is on the stack" (CR 113.6b); the rest of
        # the condition, if any, is the ability's condition
        on_stack = fx.Is(what=fx.This(), test=fx.Filter(zone="stack"))
        rest = [c for c in (effect.condition.conditions if isinstance(effect.condition, fx.AllOf) else (effect.condition,)) if c != on_stack]
        condition = None if not rest else rest[0] if len(rest) == 1 else fx.AllOf(conditions=tuple(rest))
        return fx.StaticAbility(effects=no_modal(effect.effects, ctx), condition=condition, zone="stack")
    return None


def _conditional_cast_permission(effect: fx.Effect) -> fx.CastPermission | None:
    """"If you control a Plains, you may tap an untapped creature you control rather than pay
    this spell's mana cost.": an alternative cost usable while the condition holds (CR 118.9,
    601.2b); None when ``effect`` is not one."""
    if not isinstance(effect, fx.Conditional) or effect.otherwise or len(effect.effects) != 1:
        return None
    inner = effect.effects[0]
    if not isinstance(inner, WholeAbility) or not isinstance(inner.ability, fx.CastPermission) or inner.ability.condition is not None:
        return None
    return attrs.evolve(inner.ability, condition=cast(fx.Condition, effect.condition))


def _own_stack_rule(effect: Any) -> bool:
    """"This spell can't be countered.": a rule about the object itself that functions while it
    is a spell (CR 113.6g)."""
    return isinstance(effect, fx.Restriction) and isinstance(effect.what, fx.This) and effect.rule == fx.CANT_BE_COUNTERED and effect.duration is None


def _x_bounds(effect: Any) -> tuple[fx.Effect, ...]:
    """"X can't be 0." among a spell's or an activated ability's instructions: its XBound, a
    rule about announcing X (CR 601.2b), not an instruction (compiler.statics lowers it to a
    whole ability); "Spend only black mana on X.": its XManaTypes, a rule about paying X (CR
    601.2h, compiler.game)."""
    if isinstance(effect, WholeAbility) and isinstance(effect.ability, fx.StaticAbility) and effect.ability.zone == "stack":
        return tuple(e for e in effect.ability.effects if isinstance(e, (fx.XBound, fx.XManaTypes)))
    return ()


def _x_bounds_of_payment(effects: EffectList) -> EffectList:
    """"At the beginning of your end step, you may pay {X}. If you do, draw X cards. X can't be
    greater than the amount of life you gained this turn.": in a triggered ability, an X its text
    does not define is chosen by its controller as the payment is made (CR 107.3f); "X can't
    be ..." is a rule of that choice (CR 107.3), which the one payment of {X} carries. Unchanged
    with no such bound, or not one such payment (the bound is then left unsupported)."""
    bounds = tuple(b for e in effects for b in _x_bounds(e))
    if not bounds or not all(isinstance(b, fx.XBound) for b in bounds):
        return effects
    pays = [e for e in walk(effects) if isinstance(e, fx.Pay) and any(isinstance(c, fx.ManaPayment) and "{X}" in c.mana and c.x is None for c in e.costs)]
    if len(pays) != 1 or pays[0].x_bounds:
        return effects
    pay = pays[0]
    kept = tuple(e for e in effects if not _x_bounds(e))
    return tuple(fx.transform(e, lambda element: attrs.evolve(element, x_bounds=bounds) if element == pay else element) for e in kept)


def _shared_mode_x_rules(modes: fx.Modes | None) -> tuple[fx.Modes | None, tuple[fx.Effect, ...]]:
    """"{X}, {T}: Choose one — • ... Spend only white mana on X. • ... Spend only white mana on
    X.": a rule about X that every mode states holds whichever mode is chosen, so it is the
    ability's (CR 700.2, 601.2b-h); a rule of some modes only stays where it is (unsupported)."""
    if modes is None:
        return modes, ()
    per_mode = [tuple(b for e in m.effects for b in _x_bounds(e)) for m in modes.modes]
    if not per_mode[0] or any(rules != per_mode[0] for rules in per_mode):
        return modes, ()
    kept = tuple(attrs.evolve(m, effects=tuple(e for e in m.effects if not _x_bounds(e))) for m in modes.modes)
    return attrs.evolve(modes, modes=kept), per_mode[0]


def _own_as_though(effect: Any) -> bool:
    """"You may cast this spell as though it had flash [if you pay {2} more to cast it].": a
    permission about how this object is cast (CR 601.3b-c)."""
    return isinstance(effect, fx.AsThough) and effect.kind == "flash" and isinstance(effect.what, fx.This)


def _conditional_own_as_though(effect: Any, ctx: Lowering) -> fx.Ability | None:
    """"You may cast this spell as though it had flash if a creature is attacking and a creature
    is blocking.": a flash permission of the card's own that holds while the condition does,
    checked as the spell is begun to be cast (CR 601.3d, 113.6e). A condition on the spell's own
    choices ("if X is 3 or less", "if it targets a commander") would need the choices of the
    proposal considered first (CR 601.3b): unsupported. None when ``effect`` is not one."""
    if not isinstance(effect, fx.Conditional) or effect.otherwise or not effect.effects or not all(_own_as_though(e) for e in effect.effects):
        return None
    if any(isinstance(e, fx.Unsupported) for e in fx.walk(effect.condition)):
        return None  # the condition's own reason is reported where it is
    if any(isinstance(e, (fx.Variable, fx.This)) for e in fx.walk(effect.condition)):
        return fx.StaticAbility(effects=(ctx.unsupported(None, "a flash permission whose condition reads the spell's own choices or itself (CR 601.3b, 601.3d) is not lowered yet"),), zone="any")
    return fx.StaticAbility(effects=effect.effects, condition=cast(fx.Condition, effect.condition), zone="any")


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
            out.append(fx.StaticAbility(effects=no_modal(tuple(plain), ctx)))
            plain.clear()

    for effect in _fold_into_entering(ctx.effects(node.body)):
        if isinstance(effect, EntersWithPlaceholder) or isinstance(effect, WholeAbility):
            flush()
            out.append(effect.ability)
        elif (permission := _conditional_cast_permission(effect)) is not None:
            flush()
            out.append(permission)
        elif _own_stack_rule(effect):
            # "This spell can't be countered." on a permanent card (Carnage Tyrant): it functions
            # on the stack (CR 113.6g)
            flush()
            out.append(fx.StaticAbility(effects=(effect,), zone="stack"))
        elif _own_as_though(effect):
            # "You may cast this spell as though it had flash." on a permanent card: it functions
            # where the card could be cast from, and on the stack (CR 113.6e)
            flush()
            out.append(fx.StaticAbility(effects=(effect,), zone="any"))
        elif (own := _conditional_own_as_though(effect, ctx)) is not None:
            flush()
            out.append(own)
        elif (entering := _entering_if_cast_so(effect, out, plain)) is not None:
            # "You may cast this card from your graveyard ... . If you do, it enters with two
            # +1/+1 counters on it.": the permanent enters so if the spell it was was cast with
            # that permission (CR 601.2, 614.12), which it keeps from the spell (CR 400.7)
            out.append(entering)
        elif (
            isinstance(effect, fx.Conditional) and not effect.otherwise and isinstance(effect.condition, fx.CastWhenSorceryCouldNot)
            and effect.effects and all(isinstance(e, fx.DelayedTrigger) for e in effect.effects)
        ):
            # "If you cast it any time a sorcery couldn't have been cast, the controller of the
            # permanent it becomes sacrifices it at the beginning of the next cleanup step.": a
            # rule of the permanent spell (CR 113.6g) whose delayed trigger is made as the spell
            # resolves into the permanent (CR 608.3, 603.7a), the condition read of how the spell
            # was cast (CR 601.2a, 307.1)
            flush()
            out.append(fx.EntersWith(effects=effect.effects, condition=effect.condition))
        elif isinstance(effect, fx.Conditional) and not effect.otherwise and len(effect.effects) == 1 and isinstance(effect.effects[0], EntersWithPlaceholder):
            flush()
            out.append(attrs.evolve(effect.effects[0].ability, condition=cast(fx.Condition, effect.condition)))
        elif (
            isinstance(effect, fx.Instead) and effect.instead_of is None and len(effect.effects) == 1
            and isinstance(effect.effects[0], EntersWithPlaceholder)
            and effect.effects[0].ability.what is None and effect.effects[0].ability.condition is not None
            and out and not plain and isinstance(out[-1], fx.EntersWith) and out[-1].what is None and out[-1].condition is None
        ):
            # "~ enters with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on
            # it instead.": if it escaped it enters with those (CR 702.138c), in place of the
            # counters it enters with otherwise, which then apply only when it did not
            replacing = effect.effects[0].ability
            out[-1] = attrs.evolve(out[-1], condition=fx.NotCondition(condition=cast(fx.Condition, replacing.condition)))
            out.append(replacing)
        elif (split := _entering_either_way(effect)) is not None:
            # "Each other Vehicle and creature you control enters with an additional +1/+1
            # counter on it if its mana value is 4 or less. Otherwise, it enters with three
            # additional +1/+1 counters on it.": the condition read of each permanent as it
            # enters (CR 614.12), one way or the other (CR 614.1c)
            flush()
            out.extend(split)
        elif isinstance(effect, fx.Unless) and len(effect.effects) == 1 and isinstance(effect.effects[0], EntersWithPlaceholder):
            # "This land enters tapped unless you control a Plains.": the replacement applies
            # when the condition does not hold as it enters (CR 614.1c, 614.12)
            flush()
            out.append(attrs.evolve(effect.effects[0].ability, condition=fx.NotCondition(condition=effect.condition)))
        elif isinstance(effect, fx.Conditional) and not effect.otherwise and effect.effects and (
            all(isinstance(e, fx.ModifyCost) for e in effect.effects) or all(isinstance(e, fx.PlayPermission) for e in effect.effects)
            or all(isinstance(e, fx.Skip) for e in effect.effects)
        ):
            # "This spell costs {2} less to cast if ...", "You may cast the top card of your
            # library if it's a creature card.": a cost change or a permission that applies
            # while the condition holds (CR 601.2f), like "as long as" (CR 611.3a); "Skip your
            # upkeep step if you have no cards in hand.": the step is skipped if the condition
            # holds as it would begin (CR 614.10, 611.3a)
            flush()
            out.append(fx.StaticAbility(effects=effect.effects, condition=cast(fx.Condition, effect.condition)))
        elif (
            isinstance(effect, WhileConditionPlaceholder)
            and effect.effects
            and all(isinstance(e, EntersWithPlaceholder) and e.ability.what is not None and e.ability.condition is None for e in effect.effects)
        ):
            # "As long as ~ is tapped, other permanents enter tapped.": the replacement applies
            # while the condition holds (CR 611.3a, 614.1c); "As long as this creature is in your
            # graveyard, ...": from the zone the condition names (CR 113.6b)
            flush()
            zone = stated_zone(effect.condition) or "battlefield"
            out.extend(attrs.evolve(cast(EntersWithPlaceholder, e).ability, condition=effect.condition, zone=zone) for e in effect.effects)
        elif isinstance(effect, WhileConditionPlaceholder):
            flush()
            zone = stated_zone(effect.condition) or "battlefield"  # "As long as ~ is in the command zone"
            out.append(fx.StaticAbility(effects=no_modal(effect.effects, ctx), condition=effect.condition, zone=zone))
        elif not plain and out and isinstance(out[-1], fx.Replacement) and out[-1].instead and _is_instruction(effect):
            # "If you would draw a card, look at the top three cards of your library instead.
            # Put one of those cards into your hand and the rest on the bottom ...": the
            # instructions after an "instead" sentence are the rest of what is done instead
            # (CR 614.1a); as a static ability of their own they would mean nothing
            replacement = out[-1]
            if replacement.optional and any(isinstance(e, fx.IfDid) for e in walk((effect,))):
                # "you may discard a land card instead. If you do, ...": "if you do" asks whether
                # the optional instruction was done, so the replacement always applies and its
                # first instruction is the choice (CR 614.1a, 608.2c)
                if replacement.player not in (None, fx.You()):
                    effect = fx.Unsupported(reason="\"if they do\" after an optional instruction of a replacement another player may choose (CR 614.1a, 616.1)", node="IfDid")
                replacement = attrs.evolve(replacement, optional=False, instead=(fx.May(effects=replacement.instead),))
            out[-1] = attrs.evolve(replacement, instead=(*replacement.instead, effect))
        else:
            plain.append(effect)
    flush()
    return tuple(out)


def _entering_if_cast_so(effect: fx.Effect, out: list[fx.Ability], plain: list[fx.Effect]) -> fx.EntersWith | None:
    """"You may cast this card from your graveyard [by paying ... | if ...]. If you do, [it |
    this creature] enters with [counters | tapped].": after the card's own permission to cast it
    (CR 601.3), "if you do" is whether the spell was cast with it; the replacement of how the
    permanent enters (CR 614.1c) applies then only (CR 614.12). None for anything else ("if you
    do" after another instruction, or another permanent entering)."""
    if plain or not out or not isinstance(out[-1], fx.CastPermission):
        return None
    if not isinstance(effect, fx.IfDid) or effect.negate or len(effect.effects) != 1:
        return None
    placeholder = effect.effects[0]
    if not isinstance(placeholder, EntersWithPlaceholder):
        return None
    ability = placeholder.ability
    if ability.what is not None or ability.condition is not None or ability.under is not None or ability.zone != "battlefield":
        return None
    return attrs.evolve(ability, condition=fx.CastWithPermission(permission=out[-1]))


#: effects of the actions module that are continuous effects, not instructions carried out once
_CONTINUOUS_ACTIONS = (fx.ModifyPT, fx.SwitchPT, fx.GrantAbilities, fx.AddTypes, fx.RemoveTypes, fx.Becomes, fx.SetPT, fx.ModifyCost, fx.AsThough)


def _is_instruction(effect: Any) -> bool:
    """An instruction carried out once (CR 608.2c: "draw", "put", "destroy"), not a continuous
    effect or a rule."""
    return type(effect).__module__ == fx.Draw.__module__ and not isinstance(effect, _CONTINUOUS_ACTIONS)


def _entering_either_way(effect: fx.Effect) -> tuple[fx.EntersWith, fx.EntersWith] | None:
    """A static "[permanents] enter with ... if [it] ... Otherwise, [it] enters with ...": two
    replacements of how those permanents enter, the condition read of the one entering (its
    description in the condition is that permanent, ``Found("entering")``, CR 614.12); None when
    ``effect`` is not that, or the two branches are about different permanents."""
    if not (isinstance(effect, fx.Conditional) and len(effect.effects) == 1 and len(effect.otherwise) == 1):
        return None
    first, second = effect.effects[0], effect.otherwise[0]
    if not (isinstance(first, EntersWithPlaceholder) and isinstance(second, EntersWithPlaceholder)):
        return None
    yes, no = first.ability, second.ability
    if yes.what is None or yes.what != no.what or yes.condition is not None or no.condition is not None:
        return None
    described = yes.what

    def entering(element: Any) -> Any:
        return fx.Found(key="entering") if element == described else element

    condition = fx.transform(effect.condition, entering)
    if condition == effect.condition:
        return None  # the condition is not about the permanent entering
    return attrs.evolve(yes, condition=condition), attrs.evolve(no, condition=fx.NotCondition(condition=condition))


def stated_zone(condition: fx.Condition | None) -> str | None:
    """CR 113.6b: an ability that states which zones it functions in functions only from those
    zones: "if this card is in your graveyard" (an intervening "if", an activation's "only if",
    an "as long as") names the zone; "in the command zone or on the battlefield" names two,
    which the ability's single zone can't hold, so it is "any" and the condition keeps it to
    those two. None when the condition names no zone other than the battlefield."""
    if isinstance(condition, fx.AllOf):
        return next((z for c in condition.conditions if (z := stated_zone(c)) is not None), None)
    if not (isinstance(condition, fx.Is) and isinstance(condition.what, fx.This) and isinstance(condition.test, fx.Filter)):
        return None
    test = condition.test
    if test.any_of and all(isinstance(f, fx.Filter) and f.zone is not None for f in test.any_of):
        return "any"
    return test.zone if test.zone not in (None, "battlefield") else None


def _fold_into_entering(effects: EffectList) -> EffectList:
    """"As this land enters, you may reveal a Forest card from your hand. If you don't, this
    land enters tapped.": what follows an "As ... enters" sentence and depends on it (an "If you
    do/don't", or another way it enters) happens as the permanent enters too (CR 614.12)."""
    out: list[fx.Effect] = []
    for index, effect in enumerate(effects):
        last = out[-1] if out else None
        after = effects[index + 1] if index + 1 < len(effects) else None
        if (
            isinstance(last, EntersWithPlaceholder)
            and last.ability.effects
            and (
                isinstance(effect, fx.IfDid)
                or any(isinstance(e, EntersWithPlaceholder) for e in walk((effect,)))
                # "Then you may pay 2 life. If you don't, it enters tapped.": the choice the
                # entering depends on is made as it enters too
                or (isinstance(effect, fx.May) and isinstance(after, fx.IfDid) and any(isinstance(e, EntersWithPlaceholder) for e in walk((after,))))
            )
        ):
            folded = (*last.ability.effects, _entering_instruction(effect))
            out[-1] = EntersWithPlaceholder(ability=attrs.evolve(last.ability, effects=folded))
        else:
            out.append(effect)
    return tuple(out)


def _entering_instruction(value: Any) -> Any:
    """An "enters tapped / with counters" inside the instructions of an "As ... enters"
    replacement: it is put onto the battlefield tapped / with the counters (CR 614.1c)."""
    return fx.transform(value, _entering_steps)


def _entering_steps(value: Any) -> Any:
    if isinstance(value, EntersWithPlaceholder):
        entering = value.ability
        steps: list[fx.Effect] = []
        if entering.counter is not None:
            steps.append(fx.PutCounters(what=fx.This(), counter=entering.counter, amount=entering.amount or fx.Fixed(value=1)))
        if entering.tapped:
            steps.append(fx.Tap(what=fx.This()))
        body = (*steps, *entering.effects)
        effect: fx.Effect = body[0] if len(body) == 1 else fx.Sequence(effects=body)
        return fx.Conditional(condition=entering.condition, effects=body) if entering.condition is not None else effect
    return value


@lowers(ast.Statements)
def _statements(node: ast.Statements, ctx: Lowering) -> EffectList:
    return sentences(node.sentences, ctx)


@lowers(ast.Activated)
def _activated(node: ast.Activated, ctx: Lowering) -> fx.Ability:
    costs = activation_costs(node.costs, ctx)
    effects, modes = modal_split(sentences(node.effects, ctx))
    # "Choose one. Activate only as a sorcery." and the bullets: the instructions of the whole
    # ability, written before its modes (CR 602.1b)
    items = (*(node.restrictions or ()), *(r for e in node.effects if isinstance(e, ast.RestrictedModal) for r in e.restrictions))
    sorcery, once, restrictions, conditions = activation_instructions(items, ctx)
    # "This ability costs {1} less to activate ...": a change to its own cost, not an instruction
    cost_changes = tuple(e for e in effects if changes_own_activation_cost(e))
    effects = tuple(e for e in effects if not changes_own_activation_cost(e))
    x_bounds = tuple(b for e in effects for b in _x_bounds(e))
    effects = tuple(e for e in effects if not _x_bounds(e))
    modes, shared = _shared_mode_x_rules(modes)
    x_bounds += shared
    costs, effects = _defined_x(costs, effects, ctx)
    mana = _is_mana_ability(effects)
    return fx.ActivatedAbility(
        costs=costs, effects=no_modal(effects, ctx), modes=modes, sorcery_speed=sorcery,
        once_per_turn=once, restrictions=restrictions, conditions=conditions, mana_ability=mana, cost_changes=cost_changes, x_bounds=x_bounds,
        zone=_activation_zone(node, conditions, ctx), any_player=any(r.any_player for r in items if isinstance(r, ast.Restriction)),
        activators=activators_of(items, ctx), max_per_turn=activation_limit(items, ctx),
    )


def _defined_x(costs: tuple[fx.Cost, ...], effects: EffectList, ctx: Lowering) -> tuple[tuple[fx.Cost, ...], EffectList]:
    """"{X}, {T}: Draw a card. X is the number of cards in an opponent's hand.": the value the
    text defines for X (CR 107.3c) is the X of the mana cost paid (no player announces it) and
    of the instructions (read as they resolve)."""
    defined = [e for e in effects if isinstance(e, XDefinedBy)]
    if not defined:
        return costs, effects
    effects = tuple(e for e in effects if not isinstance(e, XDefinedBy))
    paid = [c for c in costs if isinstance(c, fx.ManaPayment) and "{X}" in c.mana.upper()]
    if len(defined) != 1 or len(paid) != 1:
        return costs, (ctx.unsupported(None, "a value of X defined by the text (CR 107.3c) with no one {X} to pay in the cost"), *effects)
    amount = defined[0].amount
    if any(isinstance(e, fx.Found) for e in fx.walk(amount)):
        # "X is the mana value of that card": an object the instructions name, which the cost,
        # paid before them (CR 601.2h, 602.2b), can't read
        return costs, (ctx.unsupported(None, "a value of X (CR 107.3c) read from an object the instructions name, while the cost is paid before them"), *effects)
    return tuple(attrs.evolve(c, x=amount) if c is paid[0] else c for c in costs), with_variable(effects, amount)


def _activation_zone(node: ast.Activated, conditions: tuple[fx.Condition, ...], ctx: Lowering) -> str:
    """Where an activated ability functions: by its cost or effect (CR 113.6j, 113.6m), or by an
    "Activate only if this card is in your graveyard." (CR 113.6b)."""
    zone = _functioning_zone(node, ctx)
    if zone == "battlefield":
        zone = next((z for c in conditions if (z := stated_zone(c)) is not None), zone)
    return zone


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


@functools.cache
def _node_children(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    """The fields of an AST class that may hold nodes: all but the span (a tuple of offsets,
    which the walk would otherwise descend into for every node)."""
    return getter(tuple(field.name for field in attrs.fields(cls) if field.name != "span"))


def _is_mana_ability(effects: EffectList) -> bool:
    """CR 605.1a: could add mana as it resolves, has no target, is not a loyalty ability. What an
    ability it gives or creates does ("create a Treasure token", a granted "{T}: Add {G}.", a
    delayed triggered ability) is not this ability's: those add mana later, when their own
    abilities resolve."""
    nodes = walk(effects)
    later = {id(e) for n in nodes if isinstance(n, (fx.Ability, fx.TokenSpec, fx.DelayedTrigger)) for e in walk(n)}
    own = [e for e in nodes if id(e) not in later]
    return any(isinstance(e, fx.AddMana) for e in own) and not any(isinstance(e, fx.Target) for e in own)


def _targets_of_triggering_spell(element: Any) -> Any:
    """"that many" (the event's number) of a spell cast "with one or more targets": its targets."""
    return fx.TargetsChosen(of=fx.Found(key="triggering")) if element == fx.EventAmount() else element


def _attacked_player(trigger: Any) -> fx.Reference | None:
    """The player an attack trigger names as attacked, other than "you" ("Whenever this creature
    attacks a player", "Whenever a player attacks one of your opponents"): Found "attacked
    player", the player the attacker attacks (CR 508.1b)."""
    if not (isinstance(trigger, fx.Trigger) and trigger.event == "attacks" and trigger.to is not None):
        return None
    if not fx.names_players(trigger.to) or isinstance(trigger.to, fx.You):
        return None
    return fx.Found(key="attacked player")


def _tests_this(condition: Any) -> bool:
    """Whether an intervening "if" (CR 603.4) tests this object itself ("if this permanent is
    an enchantment", "if ~ is untapped"), alone or as the last of several conditions."""
    if isinstance(condition, fx.AllOf) and condition.conditions:
        condition = condition.conditions[-1]
    return isinstance(condition, fx.Is) and isinstance(condition.what, fx.This)


def _isnt_a_mana_ability(condition: Any) -> bool:
    """"if it isn't a mana ability" (CR 605.1a), said of the ability an activation trigger's
    event activated."""
    if not (isinstance(condition, ast.IsState) and isinstance(condition.subject, ast.Pronoun) and condition.negated):
        return False
    if condition.subject.text.lower() != "it" or not isinstance(condition.state, ast.ConditionState):
        return False
    words = condition.state.words
    return len(words) == 2 and str(words[0]).lower() == "a" and isinstance(words[1], ast.Descriptor) and render_node(words[1]).lower() == "mana ability"


@lowers(ast.Triggered)
def _triggered(node: ast.Triggered, ctx: Lowering) -> fx.Ability:
    trigger = ctx.trigger(node.trigger)
    if isinstance(trigger, fx.Trigger) and isinstance(trigger.what, fx.ActivatedAbilities) and node.condition is not None and _isnt_a_mana_ability(node.condition.condition):
        # "Whenever you activate an ability of an artifact, if it isn't a mana ability, ...":
        # the ability activated is not a mana ability (CR 605.1a), a fact of the activation that
        # no later moment changes (CR 603.4): a quality of the abilities the trigger describes
        trigger = attrs.evolve(trigger, what=attrs.evolve(trigger.what, mana_abilities=False))
        node = attrs.evolve(node, condition=None)
    attacked = _attacked_player(trigger)
    if attacked is not None:
        # "Whenever this creature attacks a player, that player loses 1 life": the player
        # attacked, not the attacker's controller (CR 508.1b)
        ctx.refer(attacked)
    limits = [s for s in node.effects if isinstance(s, ast.TriggerLimit)]
    body = tuple(s for s in node.effects if not isinstance(s, ast.TriggerLimit))
    outer_event, ctx.trigger_event = ctx.trigger_event, trigger.event if isinstance(trigger, fx.Trigger) else None
    outer_defender, ctx.trigger_defender = ctx.trigger_defender, _attacked_player(trigger)
    outer_tested, outer_intervening = ctx.this_tested_at, ctx.intervening
    try:
        # the intervening "if" reads the trigger event too ("if you chose a creature other than
        # ~ as your Ring-bearer": the creature the Ring tempting you chose, CR 701.54a)
        condition = ctx.condition(node.condition) if node.condition is not None else None
        ctx.this_tested_at = len(ctx.referents) if _tests_this(condition) else -1
        ctx.intervening = condition
        effects, modes = modal_split(sentences(body, ctx))
        if isinstance(trigger, fx.Trigger) and trigger.event == "cast" and isinstance(trigger.what, fx.Filter) and trigger.what.has_targets:
            # "Whenever you cast a spell with one or more targets, draw that many cards": the
            # number is of the spell's targets (CR 115.1), chosen as it was cast (CR 601.2c); a
            # cast event counts nothing else
            effects, modes = fx.transform((effects, modes), _targets_of_triggering_spell)
    finally:
        ctx.trigger_event = outer_event
        ctx.trigger_defender = outer_defender
        ctx.this_tested_at, ctx.intervening = outer_tested, outer_intervening
    found = walk((effects, modes))
    if fx.Found(key="sacrificed") in found and not any(isinstance(e, (fx.Sacrifice, fx.SacrificeCost)) for e in found):
        # "When this creature enters, ... the sacrificed creature's toughness": the creature
        # sacrificed for a cost of the spell this permanent was (emerge, CR 702.119a), which the
        # runtime does not keep for the permanent's abilities
        raise CannotLower("the object sacrificed for a cost of the spell this permanent was, in its triggered ability", node)
    if trigger == fx.Trigger(event="cast", what=fx.This(), player=fx.You()):
        effects = tuple(_own_spell_entering(e, ctx) for e in effects)
    effects = tuple(_own_card_cast_now(e) for e in effects)
    effects = _x_bounds_of_payment(effects)
    zone = _trigger_zone(trigger)
    if zone == "battlefield" and not _moves_this(trigger):
        # CR 113.6m, unless the trigger condition puts the object into that zone ("When this
        # creature dies, return this card from your graveyard ...": it looks back, CR 603.10a)
        zone = _functioning_zone(node, ctx)
    if zone == "battlefield":
        zone = stated_zone(condition) or zone  # "if this card is in your graveyard, ..." (CR 113.6b)
    ability = fx.TriggeredAbility(trigger=trigger, effects=no_modal(effects, ctx), modes=modes, condition=condition, zone=zone)
    for limit in limits:
        if limit.on_action:
            # CR 603.2h: "you may [action]. ... Do this only once each turn.": the action is the
            # ability's optional first instruction
            if not (ability.effects and isinstance(ability.effects[0], fx.May)) or limit.times != 1:
                raise CannotLower("\"Do this only once each turn.\" after an ability that does not begin with an optional action", limit)
            ability = attrs.evolve(ability, action_once_each_turn=True)
        elif limit.each_turn:
            ability = attrs.evolve(ability, max_per_turn=limit.times)  # "This ability triggers only once each turn."
        else:
            ability = attrs.evolve(ability, max_per_object=limit.times)  # "This ability triggers only once."
    return ability


def _own_card_cast_now(effect: fx.Effect) -> fx.Effect:
    """"Whenever another Phoenix you control dies, you may cast this card from your graveyard.":
    among a triggered ability's instructions, the card is cast as the ability resolves, paying
    its costs (CR 608.2g), not given a permission of its own (CR 601.3) as the same sentence
    is in a card's own text."""
    if not isinstance(effect, WholeAbility) or not isinstance(effect.ability, fx.CastPermission):
        return effect
    if attrs.evolve(effect.ability, zone="hand") != fx.CastPermission(zone="hand"):
        return effect  # by a cost of its own, or with a condition: left to be reported
    return fx.Cast(what=fx.This(), player=fx.You())


def _own_spell_entering(effect: fx.Effect, ctx: Lowering) -> fx.Effect:
    """"When you cast this spell, each player sacrifices X creatures. This creature enters with
    two +1/+1 counters on it for each creature sacrificed this way.": the ability, resolving
    while the spell is on the stack, makes the permanent the spell becomes enter so (CR 614.1c,
    608.3). That spell resolves or leaves the stack this turn (CR 500.2). The number is one the
    ability settles as it resolves (a count of what it did, "this way"), or it is left
    Unsupported: counted as the permanent enters, it could differ (CR 608.2h)."""
    if not isinstance(effect, EntersWithPlaceholder):
        return effect
    entering = effect.ability
    if entering.effects or entering.condition is not None or entering.what is not None:
        return ctx.unsupported(None, "\"As this enters\" instructions or a condition set up by a cast trigger")
    if entering.amount is not None and not _settled_by_resolving(entering.amount):
        return ctx.unsupported(None, "the spell's permanent entering with a number of counters counted as it enters")
    return fx.CreateEntersWith(entering=attrs.evolve(entering, what=fx.This()), duration="end_of_turn")


def _settled_by_resolving(value: Any) -> bool:
    """A number fixed, or counting only what the resolving ability did ("each creature sacrificed
    this way", "all cards revealed this way"): the same whenever it is read afterwards."""
    if isinstance(value, fx.Amongst):
        return _settled_by_resolving(value.among)  # a description of some of what it found
    if isinstance(value, fx.Found):
        return value.key not in ("triggering", "entering")
    if isinstance(value, (fx.Variable, fx.Reference)):
        return False
    if isinstance(value, tuple):
        return all(_settled_by_resolving(v) for v in value)
    if attrs.has(type(value)):
        return all(_settled_by_resolving(getattr(value, f.name)) for f in attrs.fields(type(value)))
    return True


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
    if isinstance(trigger, fx.Trigger) and isinstance(trigger.what, fx.This) and trigger.event == "cast":
        return "stack"  # "When you cast this spell": it becomes cast on the stack (CR 601.2i)
    if isinstance(trigger, fx.Trigger) and isinstance(trigger.what, fx.This) and trigger.from_zone != "battlefield":
        kind = trigger.event.removeprefix("put_into_")
        if trigger.event.startswith("put_into_") and kind in ("graveyard", "hand", "library", "exile"):
            return kind
        if trigger.event == "discard":
            # "When you discard this card": a discarded card is put into its owner's graveyard
            # (CR 701.9a), where the ability is checked
            return "graveyard"
    if isinstance(trigger, fx.Trigger) and isinstance(trigger.what, fx.This) and trigger.event == "cycle":
        # CR 702.29c: "When you cycle this card": the card is discarded from the hand to pay the
        # cost; the ability triggers from whatever zone the card winds up in (the graveyard, or
        # exile when a replacement effect put it there)
        return "any"
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
    effects, modes = modal_split(sentences(node.effects, ctx))
    _, _, restrictions, conditions = activation_instructions(node.restrictions, ctx)
    return fx.ActivatedAbility(
        costs=(cost,), effects=no_modal(effects, ctx), modes=modes, sorcery_speed=True,
        once_per_turn=True, loyalty=True, restrictions=restrictions, conditions=conditions, activators=activators_of(node.restrictions, ctx),
        max_per_turn=activation_limit(node.restrictions, ctx),
    )


def _AddLoyalty(amount: fx.Value) -> fx.Cost:
    return fx.PutCountersCost(counter="loyalty", amount=amount, what=fx.This())


@lowers(ast.Chapter)
def _chapter(node: ast.Chapter, ctx: Lowering) -> fx.Ability:
    """CR 714.2b: triggers when the number of lore counters becomes one of the chapters."""
    return fx.ChapterAbility(chapters=node.numbers.values, effects=no_modal(sentences(node.effects, ctx), ctx))  # type: ignore[attr-defined]  # ChapterNumbers


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


@lowers(ast.LabeledChapter)
def _labeled_chapter(node: ast.LabeledChapter, ctx: Lowering) -> fx.Ability:
    """"III — Gigaflare — ...": the chapter ability (CR 714.2b) under its flavor word, which has
    no rules meaning (CR 207.2d)."""
    chapter = _chapter(ast.Chapter(numbers=node.numbers, effects=node.effects, span=node.span), ctx)
    return fx.Labeled(label=node.label, ability=chapter)


@lowers(ast.LabeledChapterTrigger)
def _labeled_chapter_trigger(node: ast.LabeledChapterTrigger, ctx: Lowering) -> fx.Ability:
    """A chapter with a flavor word (CR 207.2d) whose ability is a triggered ability for the rest
    of the turn (CR 714.2b, 603.7c)."""
    chapter = _chapter_trigger(ast.ChapterTrigger(numbers=node.numbers, ability=node.ability, span=node.span), ctx)
    return fx.Labeled(label=node.label, ability=chapter)


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
    return fx.ClassLevel(level=level.value, costs=activation_costs(node.costs, ctx))


#: "this Case is not solved" (CR 719.3b: solved is a designation the permanent keeps until it
#: leaves the battlefield)
_NOT_SOLVED = fx.Is(what=fx.This(), test=fx.Filter(states=("solved",)), negated=True)


@lowers(ast.CaseToSolve)
def _case_to_solve(node: ast.CaseToSolve, ctx: Lowering) -> fx.Ability:
    """CR 719.3a: "To solve — [condition]" means "At the beginning of your end step, if
    [condition] and this Case is not solved, this Case becomes solved" (an intervening-if
    condition, CR 603.4)."""
    condition = ctx.condition(node.condition)
    return fx.TriggeredAbility(
        trigger=fx.StepTrigger(step="end", player=fx.You()),
        effects=(fx.BecomeStatus(status="solved", what=fx.This()),),
        condition=fx.AllOf(conditions=(condition, _NOT_SOLVED)),
    )


@lowers(ast.Spree)
def _spree(node: ast.Spree, ctx: Lowering) -> tuple[fx.Ability, ...]:
    """Spree means "Choose one or more modes. As an additional cost to cast this spell, pay the
    costs associated with those modes." (CR 702.172a): the modes of the spell, each with its
    cost, and the keyword, named for the runtime."""
    modes = tuple(fx.Mode(effects=no_modal(sentences(m.sentences, ctx), ctx), costs=(ctx.cost(m.cost),)) for m in node.modes)  # type: ignore[attr-defined]  # SpreeMode nodes
    return (lower_keyword(fx.KeywordParams(name="spree")), fx.SpellAbility(modes=fx.Modes(modes=modes, min=1, max=len(modes))))


@lowers(ast.Tiered)
def _tiered(node: ast.Tiered, ctx: Lowering) -> tuple[fx.Ability, ...]:
    """Tiered means "Choose one. As an additional cost to cast this spell, pay the cost
    associated with that mode." (CR 702.183a): the modes, each with its cost, one chosen; the
    flavor words have no rules meaning (CR 207.2d)."""
    modes = tuple(fx.Mode(effects=no_modal(sentences(m.sentences, ctx), ctx), costs=(ctx.cost(m.cost),)) for m in node.modes)  # type: ignore[attr-defined]  # TieredMode nodes
    return (lower_keyword(fx.KeywordParams(name="tiered")), fx.SpellAbility(modes=fx.Modes(modes=modes, min=1, max=1)))


LOWERINGS[ast.ActivationLimit] = part_of("activated ability (its activation instructions, CR 602.5b)")
LOWERINGS[ast.AlsoActivateWhile] = part_of("activated ability (its activation instructions, CR 602.2)")
# read by the modal instruction it follows (_each_mode_targets); anywhere else, no modes to read
LOWERINGS[ast.EachModeTargets] = unsupported("a requirement on the targets of modes (CR 700.2, 601.2c) where no modes are chosen with it")
LOWERINGS[ast.ChooseModes] = unsupported("choosing modes again or both (CR 700.2d) is not lowered yet")
@lowers(ast.ResultRange, ast.ResultExact)
def _die_result_row(node: ast.ResultRange | ast.ResultExact, ctx: Lowering) -> fx.Ability:
    """"1—14 | [instructions]", "20 | [instructions]": a row of a die-result table (CR 706.2),
    merged into the roll before it when its face is compiled (entry.merge_die_tables)."""
    low, high = (node.low, node.high) if isinstance(node, ast.ResultRange) else (node.value, node.value)
    body: Any = node.ability
    if isinstance(body, (ast.SpellAbility, ast.StaticAbility)):
        body = body.body
    if not isinstance(body, ast.Statements):
        return ctx.unsupported(node, "a die-result row that is not instructions (CR 706.2)")
    return fx.DieResultRow(low=int(low), high=int(high), effects=no_modal(ctx.effects(body), ctx))


@lowers(ast.Threshold)
def _threshold(node: ast.Threshold, ctx: Lowering) -> fx.Ability | tuple[fx.Ability, ...]:
    """"8+ | Flying": a station symbol (CR 721.2a) means "As long as this permanent has N or
    more charge counters on it, it has [abilities]." A die-result row "N+ | [instructions]" (CR
    706.3a) is written the same way: a row of abilities (keywords, triggered, activated) is a
    station threshold; a row of an instant's or sorcery's instructions is a die result (a
    station is a permanent's); a permanent's row of instructions is left unsupported, as the
    line alone does not tell which it is."""
    body = node.ability
    if isinstance(body, ast.SpellAbility) and isinstance(body.body, ast.Statements):
        # instructions of an instant or sorcery: a die result, never a station (a permanent's)
        return fx.DieResultRow(low=int(node.low), high=None, effects=no_modal(ctx.effects(body.body), ctx))
    if isinstance(body, (ast.KeywordLine, ast.KeywordLineSemicolon)):
        inner: Any = keyword_line(body, ctx)
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
    (ast.TieredMode, "Tiered"),
    (ast.ModeChoice, "ChooseModes"),
    (ast.LabeledMode, "Modal"),
):
    LOWERINGS[_cls] = part_of(_parent)


@lowers(ast.Modal)
def _modal(node: ast.Modal, ctx: Lowering) -> fx.Effect:
    """CR 700.2: modes chosen as the spell is cast or the ability put on the stack."""
    minimum, maximum = modal_count(node.count, len(node.modes))
    modes = tuple(fx.Mode(effects=no_modal(sentences(m.sentences, ctx), ctx)) for m in node.modes)  # type: ignore[attr-defined]  # Mode nodes
    return ModalEffect(modes=fx.Modes(modes=modes, min=minimum, max=maximum, unchosen=_unchosen(node.count), at_random=_at_random(node.count)))


def _at_random(node: Any) -> bool:
    """"Choose one at random —" (CR 700.2): the mode is picked by chance, not by a player."""
    return lower_words(node)[-2:] == ["at", "random"]


@lowers(ast.ModalChosenBy)
def _modal_chosen_by(node: ast.ModalChosenBy, ctx: Lowering) -> fx.Effect:
    """"An opponent chooses one —": the modes are chosen by that player where the controller
    would choose them; of several players who could, the controller names one (CR 700.2e).
    "that player" in the modes is the player who chose."""
    said = noun_phrase(node.chooser, ctx, role="player")
    chooser = said.what if isinstance(said, fx.Chosen) and said.amount is None and not said.up_to and not said.at_random else said
    if not fx.names_players(chooser) or any(isinstance(n, fx.Target) for n in walk(chooser)):
        raise CannotLower("modes chosen by a player named by a target or by no player (CR 700.2e)", node.chooser)
    minimum, maximum = modal_count(node.count, len(node.modes))
    if _unchosen(node.count) is not None:
        raise CannotLower("a mode not chosen before, chosen by another player (CR 700.2e)", node.count)
    if said in ctx.player_referents:
        ctx.player_referents[:] = [r for r in ctx.player_referents if r is not said]
    ctx.player_referents.append(fx.PlayerRole(role=MODE_CHOOSER))
    modes = tuple(fx.Mode(effects=no_modal(sentences(m.sentences, ctx), ctx)) for m in node.modes)  # type: ignore[attr-defined]  # Mode nodes
    return ModalEffect(modes=fx.Modes(modes=modes, min=minimum, max=maximum, chooser=chooser))


#: the role of the player who chose the modes of a modal spell or ability another player chooses
#: for (CR 700.2e)
MODE_CHOOSER = "mode chooser"


@lowers(ast.RestrictedModal)
def _restricted_modal(node: ast.RestrictedModal, ctx: Lowering) -> fx.Effect:
    """"Choose one. Activate only as a sorcery." and the bullets (CR 700.2): the modes, as
    "Choose one —"; the activated ability reads the activation instructions (CR 602.1b)."""
    minimum, maximum = modal_count(node.count, len(node.modes))
    modes = tuple(fx.Mode(effects=no_modal(sentences(m.sentences, ctx), ctx)) for m in node.modes)  # type: ignore[attr-defined]  # Mode nodes
    return ModalEffect(modes=fx.Modes(modes=modes, min=minimum, max=maximum, unchosen=_unchosen(node.count)))


#: "one that hasn't been chosen [this turn]": the words after "one"
_UNCHOSEN = {("that", "hasn't", "been", "chosen"): "ever", ("that", "hasn't", "been", "chosen", "this", "turn"): "turn"}


def _unchosen(node: Any) -> str | None:
    """"choose one that hasn't been chosen": a mode not chosen before for this ability of this
    object ("ever"), or "this turn" ("turn"); None for a count without it."""
    words = tuple(lower_words(node))
    return _UNCHOSEN.get(words[1:]) if words[:1] == ("one",) else None


def modal_count(node: Any, total: int) -> tuple[int, int]:
    if _unchosen(node) is not None:
        return 1, 1  # "one that hasn't been chosen": one mode, among those not chosen before
    parts = tuple(getattr(node, "words", ()))
    if len(parts) == 1 and isinstance(parts[0], ast.Number) and parts[0].value is not None:
        return parts[0].value, parts[0].value  # "Choose five." (a number word the grammar reads as a number)
    words = lower_words(node)
    if words[-2:] == ["at", "random"]:
        words = words[:-2]  # "one at random": how many, picked by chance (``_at_random``)
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


@lowers(ast.ModalWithRider)
def _modal_with_rider(node: ast.ModalWithRider, ctx: Lowering) -> fx.Effect:
    """"Choose one. If you control a commander as you cast this spell, you may choose both
    instead." (CR 700.2): the modes are chosen as the spell is cast or the ability put on the
    stack (CR 601.2b, 603.3c), and the rider's condition is checked then; while it holds, the
    number it names is chosen instead ("you may": either number)."""
    total = len(node.modes)
    minimum, maximum = modal_count(node.count, total)
    modes = tuple(fx.Mode(effects=no_modal(sentences(m.sentences, ctx), ctx)) for m in node.modes)  # type: ignore[attr-defined]  # Mode nodes
    rider = node.rider[0] if len(node.rider) == 1 else None
    if isinstance(rider, ast.Sentence) and _same_mode_again(rider.chain):
        # "You may choose the same mode more than once." (CR 700.2d)
        return ModalEffect(modes=fx.Modes(modes=modes, min=minimum, max=maximum, repeat=True))
    if isinstance(rider, ast.EachModeTargets):
        return _each_mode_targets(rider, modes, minimum, maximum, ctx)
    if not isinstance(rider, ast.IfSentence):
        return ctx.unsupported(node, "a rider sentence other than \"If [condition], [you may] choose [N] instead.\" or \"You may choose the same mode more than once.\" (CR 700.2)")
    choice = _instead_choice(rider.chain)
    if choice is None:
        return ctx.unsupported(rider, "a rider sentence other than \"[you may] choose [N] instead\" (CR 700.2)")
    may, words = choice
    counts = {"both": (2, 2), "two": (2, 2), "three": (3, 3), "any number": (0, total), "one or more": (1, total)}
    if words not in counts:
        return ctx.unsupported(rider, f"choosing {words!r} modes instead (CR 700.2)")
    low, high = counts[words]
    if may:  # "you may choose both instead": the number written, or that one
        if high < minimum - 1 or low > maximum + 1:
            return ctx.unsupported(rider, "a choice of two mode counts that are not one range (CR 700.2)")
        low, high = min(low, minimum), max(high, maximum)
    condition = rider.condition
    if isinstance(condition, ast.ControlsAsYouCast):
        # CR 601.2b: the modes are announced as the spell is cast, so "as you cast this spell"
        # is when the rider is read: what is controlled then
        condition = ast.Controls(subject=condition.subject, verb=condition.verb, what=condition.what, span=condition.span)
    return ModalEffect(modes=fx.Modes(modes=modes, min=minimum, max=maximum, instead=fx.ModesInstead(condition=ctx.condition(condition), min=low, max=high)))


def _each_mode_targets(rider: ast.EachModeTargets, modes: tuple[fx.Mode, ...], minimum: int, maximum: int, ctx: Lowering) -> fx.Effect:
    """"Choose one or more. Each mode must target a different player." (CR 700.2, 601.2c): a
    requirement on the targets of the modes chosen, together, which the runtime checks as they
    are chosen. Each mode must have a target of its own that can only be a player ("target
    opponent"): of a mode with none, or one that may be an object, the requirement is not read."""
    what = rider.what
    if not (isinstance(what, ast.ObjectNp) and what.qualifiers is None and lower_words(what.determiner) == ["a"] and lower_words(what.descriptor) == ["different", "player"]):
        return ctx.unsupported(rider, "a requirement on the targets of the modes other than \"a different player\" (CR 700.2, 601.2c)")
    keys: set[str] = set()
    for mode in modes:
        targets = {t.key: t for t in walk(mode.effects) if isinstance(t, fx.Target)}
        if not targets or not all(fx.names_players(t) for t in targets.values()) or keys & set(targets):
            return ctx.unsupported(rider, "\"Each mode must target a different player.\" of a mode whose targets are not players of its own (CR 700.2, 601.2c)")
        keys |= set(targets)
    return ModalEffect(modes=fx.Modes(modes=modes, min=minimum, max=maximum, different_players=True))


def _same_mode_again(chain: Any) -> bool:
    """"You may choose the same mode more than once." (CR 700.2d)."""
    clauses = chain.clauses if isinstance(chain, ast.ClauseChain) else ()
    if len(clauses) != 1 or not isinstance(clauses[0], ast.Clause):
        return False
    clause = clauses[0]
    predicates = tuple(clause.predicates) if isinstance(clause.predicates, tuple) else (clause.predicates,)
    return (
        clause.subject is not None and lower_words(clause.subject) == ["you"] and clause.may is not None and not clause.each
        and not clause.also and not clause.tails and len(predicates) == 1 and isinstance(predicates[0], ast.ChooseModes)
        and lower_words(predicates[0].choice) == ["the", "same", "mode", "more", "than", "once"]
    )


def _instead_choice(chain: Any) -> tuple[bool, str] | None:
    """"you may choose both instead", "choose any number instead": whether it is optional, and
    the number of modes named; None for any other instruction."""
    clauses = chain.clauses if isinstance(chain, ast.ClauseChain) else ()
    if len(clauses) != 1 or not isinstance(clauses[0], ast.Clause):
        return None
    clause = clauses[0]
    subject_ok = clause.subject is None or lower_words(clause.subject) == ["you"]
    predicates = tuple(clause.predicates) if isinstance(clause.predicates, tuple) else (clause.predicates,)
    tails = tuple(clause.tails or ())
    if not subject_ok or clause.each or clause.also or len(predicates) != 1 or len(tails) != 1 or not isinstance(tails[0], ast.Instead):
        return None
    predicate = predicates[0]
    if isinstance(predicate, ast.ChooseModes):
        return clause.may is not None, " ".join(lower_words(predicate.choice))
    if isinstance(predicate, ast.Choose) and isinstance(predicate.what, ast.EllipticCount):
        # "you may choose two instead": two of the modes named just before (elliptic)
        return clause.may is not None, predicate.what.count.lower()
    if isinstance(predicate, ast.ChooseQuality):
        # "choose any number instead" reads as a choice of "a number" too: after "choose one."
        # of a modal spell, it is the number of modes
        choices = predicate.choices.words if isinstance(predicate.choices, ast.QualityChoices) else ()
        if len(choices) == 1 and isinstance(choices[0], ast.QualityChoice) and (choices[0].count, choices[0].noun, choices[0].limit, choices[0].at_random) == ("any", "number", None, None):
            return clause.may is not None, "any number"
    return None


LOWERINGS[ast.ModalCount] = part_of("Modal")
LOWERINGS[ast.Mode] = part_of("Modal")


# -- structural nodes: lowered by compile_card -------------------------------------------------------------
LOWERINGS[ast.Reminder] = part_of("AbilityLine (reminder text has no rules meaning, CR 207.2)")
LOWERINGS[ast.FaceText] = part_of("compile_card")
LOWERINGS[ast.CardText] = part_of("compile_card")
LOWERINGS[ast.Restriction] = part_of("Activated, Loyalty or KeywordRestricted")
LOWERINGS[ast.ChapterNumbers] = part_of("Chapter")


# -- pawprint modes (CR 700.2i) ---------------------------------------------------------------------
@lowers(ast.PawprintModal)
def _pawprint_modal(node: ast.PawprintModal, ctx: Lowering) -> fx.Effect:
    """"Choose up to five {P} worth of modes." and its "{P}{P} — [effect]" modes (CR 700.2i):
    any number of modes whose pawprints add up to at most that number, chosen as the spell is
    cast (CR 601.2b); with "You may choose the same mode more than once." a mode may be chosen
    again (CR 700.2d)."""
    budget = node.count.value if isinstance(node.count, ast.Number) else None
    if budget is None:
        raise CannotLower("a number of pawprints that is not a printed number (CR 700.2i)", node.count)
    rider = node.rider or ()
    repeat = len(rider) == 1 and isinstance(rider[0], ast.Sentence) and _same_mode_again(rider[0].chain)
    if rider and not repeat:
        return ctx.unsupported(node, "a rider sentence of pawprint modes other than \"You may choose the same mode more than once.\" (CR 700.2i)")
    modes = tuple(
        fx.Mode(effects=no_modal(sentences(m.sentences, ctx), ctx), pawprints=m.weight)  # type: ignore[attr-defined]  # PawprintMode nodes
        for m in node.modes
    )
    return ModalEffect(modes=fx.Modes(modes=modes, min=0, max=budget, repeat=repeat, pawprints=budget))


LOWERINGS[ast.PawprintMode] = part_of("PawprintModal")
