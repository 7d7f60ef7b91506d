"""Lowerings of :mod:`oraclec.ast.statics`: static abilities (grammar/statics.lark). Rules about
objects and players compile to ``Restriction``; clause tails of static abilities apply to the
clause's effects."""

from __future__ import annotations

from typing import Any

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from ..effects.base import walk
from ..vocabulary import data as vocabulary_data
from .abilities import stated_zone
from .context import Lowering
from .effects import cast_permission_filter, lower_becomes, own_card_zone
from .elements import CostLimit, EntersWithPlaceholder, WhileConditionPlaceholder, WholeAbility, XDefinedBy
from .events import REPLACEMENT_EVENTS
from .keywords import lower_keyword
from .objects import (
    activated_abilities,
    cast_this_turn,
    names_one_target,
    possessed_object,
    subject_objects,
    zone_of,
)
from .registry import LOWERINGS, CannotLower, EffectList, lowers, part_of, unsupported
from .sentences import CLAUSE_TAILS, during_next_turn, during_window, is_next_turn_window, next_turn_player, no_modal, plain_qualities, reads_only_the_spell
from .words import BASIC_LAND_TYPES, CARD_TYPES, COLORS, PLURAL_TYPES, duration, lower_words, number_value, render_node, subtype_of, words_of

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


LOWERINGS[ast.CastTime] = part_of("CastBy or ActivatedBy")


LOWERINGS[ast.AsLongAsTail] = part_of("Clause")

@lowers(ast.IfRatherThanSentence)
def _if_rather_than(node: ast.IfRatherThanSentence, ctx: Lowering) -> Any:
    """"If [condition], rather than pay this spell's mana cost, you may [cost].": the same
    alternative cost as "If [condition], you may [cost] rather than pay this spell's mana cost."
    (CR 118.9): the clause is read with the "rather than" after it."""
    clauses = node.chain.clauses if isinstance(node.chain, ast.ClauseChain) else ()
    if len(clauses) != 1 or not isinstance(clauses[0], ast.Clause) or len(node.chain.words) != 1:
        return ctx.unsupported(node, "an alternative cost said before more than one clause (CR 118.9)")
    clause = clauses[0]
    moved = attrs.evolve(clause, tails=(*(clause.tails or ()), node.rather))
    chain = attrs.evolve(node.chain, words=(moved,))
    return ctx.lower(ast.IfSentence(condition=node.condition, chain=chain, span=node.span))  # type: ignore[call-arg]  # span: Node's own field


#: "Equip costs you pay", "Flashback costs your opponents pay", "All morph costs": who pays them
_KEYWORD_COST_PAYERS: dict[tuple[str, ...], fx.Reference | None] = {
    (): None, ("you", "pay"): fx.You(), ("your", "opponents", "pay"): fx.EachOpponent(), ("each", "opponent", "pays"): fx.EachOpponent(),
}


@lowers(ast.KeywordCostChange)
def _keyword_cost_change(node: ast.KeywordCostChange, ctx: Lowering) -> fx.Effect:
    """"Equip costs you pay cost {1} less.": a change to the cost of a keyword ability each time
    it is paid (CR 601.2f, 602.2b). When the keyword is an activated ability whose activation
    cost is its cost and parts with no mana ("Equip [cost]" means "[Cost]: Attach ...", CR
    702.6a; "[Cost], Discard this card: ..." for cycling, 702.29a), a change to the mana of that
    cost is one to the activation cost of those abilities ("Equip abilities you activate cost {1}
    less to activate"). The cost of casting a spell a keyword makes (flashback's or dash's
    alternative cost, buyback's additional cost, CR 118.8-9) and morph's cost to turn a
    permanent face up (a special action, CR 702.37e) are one part of a total cost the effect
    model changes only as a whole: not lowered."""
    words = render_node(node.costs).lower().split()
    if words[:1] == ["all"]:
        words = words[1:]
    at = words.index("costs") if "costs" in words else -1
    name, payer_words = " ".join(words[:at]), tuple(words[at + 1:])
    if at < 1 or payer_words not in _KEYWORD_COST_PAYERS:
        return ctx.unsupported(node, "a change to the costs of a keyword paid by players not named as a player (CR 601.2f)")
    probe = fx.ManaPayment(mana="{1}")
    try:
        definition = lower_keyword(fx.KeywordParams(name=name, cost=(probe,))).definition
    except (KeyError, ValueError, CannotLower):
        definition = ()
    activated = [a for a in definition if isinstance(a, fx.ActivatedAbility)]
    others = [c for a in activated for c in a.costs if c != probe]
    if not activated or len(activated) != len(definition) or not all(probe in a.costs for a in activated) or any(isinstance(c, fx.ManaPayment) for c in others):
        return ctx.unsupported(node, f"a change to {name} costs (CR 601.2f): only an activated keyword ability's cost is changed, as its activation cost; a cost of casting a spell or of a special action is one part of a total cost, which ModifyCost changes only as a whole")
    symbols = node.amount.symbols if isinstance(node.amount, ast.ManaCost) else ()
    if len(symbols) != 1 or not symbols[0].strip("{}").isdigit():
        return ctx.unsupported(node.amount, f"a change to the {name} costs a keyword gives of {render_node(node.amount)!r}, not of generic mana")
    abilities = fx.ActivatedAbilities(keyword=name, player=_KEYWORD_COST_PAYERS[payer_words])
    return fx.ModifyCost(spells=abilities, amount=fx.Fixed(value=int(symbols[0].strip("{}"))), increase=node.delta.lower() == "more", action="activate")
LOWERINGS[ast.KeywordCosts] = part_of("KeywordCostChange")


@lowers(ast.IsNotType)
def _is_not_type(node: Any, ctx: Lowering) -> fx.Effect:
    """"~ isn't a creature" (CR 205.1a, 613.1d)."""
    words = [w.lower() for w in node.descriptor.words if isinstance(w, str)]
    if not words or any(w not in CARD_TYPES for w in words if w not in ("or", "and", ",")):
        raise CannotLower(f"isn't {node.descriptor.text!r}: only card types can be removed", node)
    types = tuple(CARD_TYPES[w] for w in words if w in CARD_TYPES)
    return fx.RemoveTypes(what=subject_objects(ctx), types=types, duration=ctx.continuous_duration())


LOWERINGS[ast.AdditionalActivationCost] = unsupported("a cost that is not mana added to the total cost of activating abilities (CR 602.2b, 601.2f) is not in the effect model yet: ModifyCost changes mana only")
LOWERINGS[ast.LifeAmountCost] = part_of("AdditionalActivationCost")
LOWERINGS[ast.QuotedCost] = part_of("AdditionalActivationCost")


@lowers(ast.CostChange)
def _cost_change(node: ast.CostChange, ctx: Lowering) -> fx.Effect:
    """"[spells] cost {N} less/more to cast", "this ability costs {1} less to activate" (CR
    601.2f, 602.2b): a change to the generic part ({N}, {X}) and to the colored part of the
    cost (CR 118.7b-c say how a colored reduction applies)."""
    amount = node.amount
    if not isinstance(amount, ast.ManaCost):
        return ctx.unsupported(node, f"a cost change of {type(amount).__name__}")
    during = _cast_during_your_turn(ctx.subject_node) if node.delta.action == "cast" else None
    if during is not None:
        # "Spells your opponents cast during your turn cost {1} more to cast.": the change
        # applies to a spell cast while it is your turn (CR 500, 601.2f: the cost is determined
        # as the spell is cast), as "during your turn" said of the whole ability would
        with ctx.scope(subject_node=during, subject=ctx.filter(during)):
            changed = _cost_change(node, ctx)
        if ctx.static:
            return WhileConditionPlaceholder(condition=fx.YourTurn(), effects=(changed,))
        return fx.Conditional(condition=fx.YourTurn(), effects=(changed,))
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
    if node.delta.this_way and (ctx.cast_way is None or node.delta.action != "cast" or not isinstance(subject_objects(ctx), fx.This)):
        # "This spell costs {X} less to cast this way" after "Flashback {8}{U}{U}": a change to
        # the cost of one way of casting it (CR 601.2b, 601.2f), which the keyword's way of
        # casting keeps (compiler.keywords); anywhere else it names no way
        return ctx.unsupported(node, "a cost change to one way of casting a spell (\"to cast this way\", CR 601.2f) other than a keyword's said just before it")
    if node.delta.action not in ("cast", "activate"):
        return ctx.unsupported(node, f"a change to the cost to {node.delta.action}")
    subject = subject_objects(ctx)
    duration = None if ctx.static else ctx.continuous_duration()
    this_turn = cast_this_turn(ctx.subject_node) if node.delta.action == "cast" else None
    if this_turn is not None:
        # "Historic spells you cast this turn cost {2} less to cast." made by a resolving spell
        # or ability: the spells cast from now to the end of the turn (CR 611.2a, 601.2f; one
        # already cast has paid its cost)
        if ctx.static or duration not in (None, "end_of_turn"):
            return ctx.unsupported(node, "spells cast 'this turn' in a static ability, or for another duration")
        subject, duration = ctx.filter(this_turn), "end_of_turn"
    first = _first_each_turn(ctx.subject_node) if node.delta.action == "cast" else None
    ordinal = 1
    if first is not None:
        # "The first creature spell you cast each turn": those spells, the first of them only;
        # "the second spell ...": the second of them only
        subject = ctx.filter(first)
        ordinal = 2 if [w.lower() for w in ctx.subject_node.determiner.words if isinstance(w, str)][-1] == "second" else 1
    if node.delta.action == "activate" and not isinstance(subject, fx.This):
        # "Activated abilities of white enchantments cost {3} more", "Equip abilities you
        # activate cost {1} less": the abilities, by the objects they are on and their kind
        abilities = activated_abilities(ctx.subject_node, ctx) if ctx.subject_node is not None else None
        if abilities is None:
            return ctx.unsupported(node, "a change to the cost of activating abilities not named as activated abilities")
        subject = abilities
    if any(isinstance(e, fx.Filter) and fx.COST_PAID_STATES.keys() & set(e.states) for e in walk(subject)):
        # "The first kicked spell you cast each turn costs {1} less to cast.": the runtime reads a
        # spell's announced costs (CR 601.2b) once it is on the stack, after its total cost is
        # locked in (601.2f), and a spell cast before this turn keeps no record of them
        return ctx.unsupported(node, "a cost change to spells by the optional costs announced for them (CR 601.2b, 601.2f)")
    if any(isinstance(e, fx.CastThisWay) for e in walk(subject)):
        # "Each spell cast this way costs {1} more to cast.": the runtime keeps the permission
        # with the spell once it is cast (CR 400.7h), after its total cost is locked in (601.2f)
        return ctx.unsupported(node, "a cost change to spells cast with a permission (CR 601.2f): the permission is kept with a spell only once it is cast")
    scaled_generic = generic if generic == fx.Fixed(value=0) else ctx.scaled(generic, node)
    times = (ctx.multiplier or fx.Fixed(value=1)) if colored else fx.Fixed(value=1)
    return fx.ModifyCost(
        spells=subject, amount=scaled_generic, increase=node.delta.direction > 0,
        mana="".join(colored), mana_times=times, action=node.delta.action, first_each_turn=first is not None,
        duration=duration, ordinal_each_turn=ordinal,
    )


def _first_each_turn(np: Any) -> Any:
    """"the first creature spell you cast each turn", "the first creature spell with flying you
    cast each turn": the noun phrase without "the first" and "each turn" (the spells it counts
    among); None for other noun phrases."""
    if not isinstance(np, ast.ObjectNp) or type(np) is not ast.ObjectNp or np.determiner is None or not np.qualifiers:
        return None
    if [w.lower() for w in np.determiner.words if isinstance(w, str)] not in (["the", "first"], ["the", "second"]):
        return None
    at = next((i for i, q in enumerate(np.qualifiers) if isinstance(q, ast.CastBy)), None)
    if at is None:
        return None
    cast = np.qualifiers[at]
    if cast.time is None or [w.lower() for w in cast.time.words] != ["each", "turn"]:
        return None
    return attrs.evolve(np, determiner=None, qualifiers=(*np.qualifiers[:at], attrs.evolve(cast, time=None), *np.qualifiers[at + 1:]))


def _cast_during_your_turn(np: Any) -> Any:
    """"spells your opponents cast during your turn", "the first spell you cast during each of
    your turns": the noun phrase without the window (with "each turn" for "the first ... during
    each of your turns": the first of them in that turn, CR 500); None for other noun phrases."""
    if not isinstance(np, ast.ObjectNp) or type(np) is not ast.ObjectNp or not np.qualifiers:
        return None
    at = next((i for i, q in enumerate(np.qualifiers) if isinstance(q, ast.CastBy)), None)
    if at is None:
        return None
    cast = np.qualifiers[at]
    words = [w.lower() for w in cast.time.words] if cast.time is not None else []
    ordinal = np.determiner is not None and [w.lower() for w in np.determiner.words if isinstance(w, str)][-1:] in (["first"], ["second"])
    if words == ["during", "your", "turn"] and not ordinal:
        time = None
    elif words == ["during", "each", "of", "your", "turns"]:
        time = ast.CastTime(words=("each", "turn"), span=cast.time.span)
    else:
        return None
    return attrs.evolve(np, qualifiers=(*np.qualifiers[:at], attrs.evolve(cast, time=time), *np.qualifiers[at + 1:]))


LOWERINGS[ast.CostDelta] = part_of("CostChange")
LOWERINGS[ast.ReducedCost] = part_of("ReductionFloor or ReductionCap")


@lowers(ast.HaveAffinity)
def _have_affinity(node: ast.HaveAffinity, ctx: Lowering) -> fx.Effect:
    """"Spells you cast have affinity for artifacts." (CR 702.41a, granted: layer 6, CR 613.1f)."""
    affinity = lower_keyword(fx.KeywordParams(name="affinity", quality=(ctx.filter(node.what),)))
    return fx.GrantAbilities(what=subject_objects(ctx), abilities=(affinity,), duration=ctx.continuous_duration())


def _limit_alone(node: Node, ctx: Lowering) -> fx.Unsupported:
    return ctx.unsupported(node, "a limit of a cost reduction with no modelled reduction (of that mana) before it")


@lowers(ast.ReducesOnly)
def _reduces_only(node: ast.ReducesOnly, ctx: Lowering) -> fx.Effect:
    """"This effect reduces only the amount of colored mana you pay." (CR 118.7c does not apply:
    the reduction never reaches the generic part), read by the reduction before it."""
    mana = node.mana.lower()
    symbol = None if mana == "colored" else "{" + COLORS[mana] + "}"
    return CostLimit(limits=(("only_mana", True),), alone=_limit_alone(node, ctx), symbol=symbol)


@lowers(ast.ReductionFloor)
def _reduction_floor(node: ast.ReductionFloor, ctx: Lowering) -> fx.Effect:
    """"This effect can't reduce the mana in that cost to less than one mana." (CR 601.2f)."""
    amount = ctx.value(node.amount)
    if not isinstance(amount, fx.Fixed):
        return ctx.unsupported(node, "a cost reduction limited to a number that is not fixed")
    return CostLimit(limits=(("minimum", amount.value),), alone=_limit_alone(node, ctx))


@lowers(ast.ReductionCap)
def _reduction_cap(node: ast.ReductionCap, ctx: Lowering) -> fx.Effect:
    """"This effect can't reduce the amount of mana this spell costs by more than {5}." (CR 601.2f)."""
    symbols = node.amount.symbols if isinstance(node.amount, ast.ManaCost) else ()
    if len(symbols) != 1 or not symbols[0].strip("{}").isdigit():
        return ctx.unsupported(node, f"a cost reduction capped at {render_node(node.amount)!r}")
    return CostLimit(limits=(("maximum", fx.Fixed(value=int(symbols[0].strip("{}")))),), alone=_limit_alone(node, ctx))
LOWERINGS[ast.ForEachExtraTarget] = part_of("Clause (the multiplier of its effects)")
LOWERINGS[ast.ForEachTarget] = part_of("Clause (the multiplier of its effects)")
LOWERINGS[ast.AsYouCastThem] = part_of("Clause (_gain_as_cast)")
LOWERINGS[ast.AsAnAdventure] = part_of("Clause (an Unsupported tail of its effects)")
# a requirement on the targets of a spell beyond what its own "target" words say, read as it is
# cast: the effect model's targets carry only their own descriptions
LOWERINGS[ast.CantChooseAsTarget] = unsupported("a restriction on the objects a spell's controller may choose as its targets as it is cast (CR 601.2c, 115.1), beyond the spell's own words, is not in the effect model yet")


@lowers(ast.QuotedAbility, ast.NestedQuotedAbility)
def _quoted_ability(node: ast.QuotedAbility, ctx: Lowering) -> fx.Ability:
    """A whole ability granted in quotes (CR 113.1b): lowered on its own, with its own targets
    and references."""
    # "~" in it names the source of the granting ability (CR 201.5a): another object than the
    # one that has it where a static ability grants it to others ('Equipped creature has "...
    # Sacrifice ~ ..."'); elsewhere read as the object the ability is on (entry._granting_source_as_this)
    to_others = ctx.static and ctx.subject is not None and not isinstance(ctx.subject, fx.This) and not fx.names_players(ctx.subject)
    inner = Lowering(text=ctx.text, in_quote=True, reminders=ctx.reminders, granted_to_others=to_others)
    body = node.ability
    if isinstance(body, ast.Statements):
        if _only_enters(body):
            # 'perpetually gains "This creature enters with an additional shield counter on
            # it."', 'have "Other creatures you control enter with ..."': a static ability of
            # its own, as the sentence is on a card (CR 614.1c, 614.12)
            inner.static = True
        effects = inner.effects(body)
        if len(effects) == 1 and isinstance(effects[0], WholeAbility):
            return effects[0].ability  # 'gains "If this creature would die, ..."' (CR 614.1a)
        if len(effects) == 1 and isinstance(effects[0], EntersWithPlaceholder) and inner.static:
            return effects[0].ability
        if len(effects) == 1 and isinstance(effects[0], WhileConditionPlaceholder) and stated_zone(effects[0].condition) is None:
            # 'has "This creature has hexproof as long as it's untapped."': a static ability
            # whose effects apply while the condition holds (CR 611.3a)
            return fx.StaticAbility(effects=no_modal(effects[0].effects, inner), condition=effects[0].condition)
        return fx.StaticAbility(effects=no_modal(effects, inner))
    value = inner.lower(body)
    if isinstance(value, tuple):
        return value[0] if len(value) == 1 else ctx.unsupported(node, "several quoted abilities")
    if isinstance(value, (fx.Ability, fx.Unsupported)):
        return value
    return ctx.unsupported(node, f"quoted {type(body).__name__}")


def _only_enters(body: ast.Statements) -> bool:
    """Is each sentence of a quoted ability one clause saying how a permanent enters ("This
    creature enters tapped.")?"""
    for sentence in body.sentences:
        chain = getattr(sentence, "chain", None) if type(sentence) is ast.Sentence else None
        clauses = chain.clauses if isinstance(chain, ast.ClauseChain) else ()
        if len(clauses) != 1 or not isinstance(clauses[0], ast.Clause) or clauses[0].tails or clauses[0].may:
            return False
        predicates: Any = clauses[0].predicates
        if not isinstance(predicates, tuple) or len(predicates) != 1 or not isinstance(predicates[0], ast.Enters):
            return False
    return bool(body.sentences)


@lowers(ast.TargetsCondition)
def _targets_condition(node: ast.TargetsCondition, ctx: Lowering) -> fx.Condition:
    what = ctx.objects(node.subject, role="reference")
    return fx.Is(what=what, test=fx.Filter(kind="object", targets=ctx.objects(node.what, role="event")))


@lowers(ast.TargetsOnlyCondition)
def _targets_only_condition(node: ast.TargetsOnlyCondition, ctx: Lowering) -> fx.Condition:
    """"if that spell targets only this creature": each of its targets is that object (CR 115.1)."""
    what = ctx.objects(node.subject, role="reference")
    test = fx.Filter(kind="object", targets=ctx.objects(node.what, role="event"), targets_only=True, single_target=names_one_target(node.what))
    return fx.Is(what=what, test=test)


for _cls in (ast.CastBy, ast.ActivatedBy, ast.CastNotOwned, ast.CastFromAnywhereOtherThan):
    LOWERINGS[_cls] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")


# -- statics (grammar/statics.lark) -----------------------------------------------------------
# Rules about objects and players (combat restrictions and requirements, untapping, hand size)
# compile to ``Restriction`` with the rule as written in the base form and, where the rule names
# other objects ("can't be blocked by creatures with flying"), those objects as ``other``.


def rule_about(rule: str, ctx: Lowering, other: Any = None) -> fx.Effect:
    return fx.Restriction(what=subject_objects(ctx), rule=rule, other=other, duration=ctx.continuous_duration())


def _other(node: Any, ctx: Lowering) -> fx.Reference:
    return ctx.objects(node, role="event")


@lowers(ast.CantBeBlockedExceptBy)
def _cant_be_blocked_except_by(node: ast.CantBeBlockedExceptBy, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: a blocking restriction on the attacker."""
    return rule_about("can't be blocked except by", ctx, _other(node.by, ctx))


@lowers(ast.CantBeBlockedBy)
def _cant_be_blocked_by(node: ast.CantBeBlockedBy, ctx: Lowering) -> fx.Effect:
    """CR 509.1b."""
    return rule_about("can't be blocked by", ctx, _other(node.by, ctx))


@lowers(ast.CantBeBlockedByMoreThan)
def _cant_be_blocked_by_more_than(node: ast.CantBeBlockedByMoreThan, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: "can't be blocked by more than one creature"."""
    return rule_about(f"can't be blocked by more than {render_node(node.count)}", ctx)


@lowers(ast.CantBlockWhat)
def _cant_block_what(node: ast.CantBlockWhat, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: a blocking restriction on the blocker."""
    return rule_about("can't block", ctx, _other(node.what, ctx))


@lowers(ast.CantAttackWhom)
def _cant_attack_whom(node: ast.CantAttackWhom, ctx: Lowering) -> fx.Effect:
    """CR 508.1c: an attack restriction naming what can't be attacked. What is attacked is no
    referent: "its controller" in "can't attack you or planeswalkers you control unless its
    controller pays {X}" is the attacker's."""
    kept = len(ctx.referents)
    whom = _other(node.whom, ctx)
    del ctx.referents[kept:]
    return rule_about("can't attack", ctx, whom)


@lowers(ast.CantBlockOrBeBlockedBy)
def _cant_block_or_be_blocked_by(node: ast.CantBlockOrBeBlockedBy, ctx: Lowering) -> fx.Effect:
    return rule_about("can't block or be blocked by", ctx, _other(node.by, ctx))


LOWERINGS[ast.BarredAction] = part_of("CantAttackBlockOr")


@lowers(ast.CantAttackBlockOr)
def _cant_attack_block_or(node: ast.CantAttackBlockOr, ctx: Lowering) -> EffectList:
    """CR 508.1c, 509.1b: "can't attack, block, or transform", one rule each; crewing a Vehicle
    (CR 702.122) is a cost of tapping creatures that reads no such rule yet."""
    combat = tuple(rule_about(rule, ctx) for rule in ("can't attack", "can't block"))
    if not node.barred.transforms:
        return (*combat, ctx.unsupported(node.barred, f"a restriction on crewing ({render_node(node.barred)!r}, CR 702.122) is not in the effect model yet"))
    return (*combat, rule_about("can't transform", ctx))


@lowers(ast.CanBeBlocked)
def _can_be_blocked(node: ast.CanBeBlocked, ctx: Lowering) -> fx.Effect:
    """"can be blocked", read with its tail ("as though they didn't have islandwalk", CR 609.4b)."""
    return rule_about("can be blocked", ctx)


@lowers(ast.CantActAlone)
def _cant_act_alone(node: ast.CantActAlone, ctx: Lowering) -> fx.Effect:
    """CR 506.5."""
    return rule_about(f"can't {render_node(node.action)} alone", ctx)


@lowers(ast.CanOnlyActAlone)
def _can_only_act_alone(node: ast.CanOnlyActAlone, ctx: Lowering) -> fx.Effect:
    """CR 506.5: "can only attack alone"."""
    return rule_about(f"can only {render_node(node.action)} alone", ctx)


# CR 508.1c-d, 509.1b: the runtime checks requirements and restrictions on each creature, not on
# the set of creatures a player declares
LOWERINGS[ast.MustAttackWith] = unsupported("a requirement on the creatures a player attacks with (CR 508.1d)")


#: the rule each creature gets when its controller "can't [action] with" it (CR 508.1c, 509.1b)
_DECLARE_RULES = {("attack",): "can't attack", ("block",): "can't block", ("attack", "or", "block"): "can't attack or block"}


@lowers(ast.CantDeclareWith)
def _cant_declare_with(node: ast.CantDeclareWith, ctx: Lowering) -> fx.Effect:
    """"Your opponents can't block with creatures with even mana values.", "Each opponent who
    cast a spell this turn can't attack with creatures." (CR 508.1c, 509.1b): a player can't
    declare any creature described as an attacker or blocker, which is the rule of each such
    creature they control ("Creatures with even mana values your opponents control can't
    block."). A restriction on how many or which group of creatures ("with more than one
    creature", "with an odd number of creatures") is on the declaration as a whole."""
    players = subject_objects(ctx)
    rule = _DECLARE_RULES.get(tuple(node.action.lower_words()))
    what = node.with_what
    if rule is None or not fx.names_players(players):
        raise CannotLower(f"{render_node(node)!r} of other than players attacking or blocking (CR 508.1c, 509.1b)", node)
    if type(what) is not ast.ObjectNp or what.determiner is not None or what.descriptor is None or not what.descriptor.is_plural:
        raise CannotLower("a restriction on the number or the group of creatures a player attacks or blocks with (CR 508.1c, 509.1b)", node)
    creatures = ctx.objects(what, role="event")
    if not isinstance(creatures, fx.Filter) or creatures.controller is not None or "Creature" not in creatures.types:
        raise CannotLower(f"can't {render_node(node.action)} with {render_node(what)!r}: not creatures described by their qualities", what)
    return fx.Restriction(what=attrs.evolve(creatures, controller=players), rule=rule, duration=ctx.continuous_duration())


# CR 508.1c: a permission that holds for some defenders only; the runtime's permissions to attack
# are for any player or permanent
LOWERINGS[ast.CanAttackWhom] = unsupported("a permission to attack only the players or permanents it names (CR 508.1c)")


@lowers(ast.CanAttack)
def _can_attack(node: ast.CanAttack, ctx: Lowering) -> fx.Effect:
    """A permission to attack (read with its "as though" or "this turn" tail)."""
    return rule_about("can attack", ctx)


@lowers(ast.CanBlock)
def _can_block(node: ast.CanBlock, ctx: Lowering) -> fx.Effect:
    """A permission to block (read with its "as though" tail, CR 609.4b)."""
    return rule_about("can block", ctx)


@lowers(ast.CanBlockWhat)
def _can_block_what(node: ast.CanBlockWhat, ctx: Lowering) -> fx.Effect:
    return rule_about("can block", ctx, _other(node.what, ctx))


@lowers(ast.CanBlockOnly)
def _can_block_only(node: ast.CanBlockOnly, ctx: Lowering) -> fx.Effect:
    """CR 509.1b."""
    return rule_about("can block only", ctx, _other(node.what, ctx))


@lowers(ast.CanBlockExtra)
def _can_block_extra(node: ast.CanBlockExtra, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: blocking additional creatures."""
    return rule_about(f"can block {render_node(node.extra)}", ctx)


@lowers(ast.BlocksEachCombat)
def _blocks_each_combat(node: ast.BlocksEachCombat, ctx: Lowering) -> fx.Effect:
    """CR 509.1c: a blocking requirement."""
    return rule_about("blocks each combat if able", ctx)


@lowers(ast.AttacksOrBlocksEachCombat)
def _attacks_or_blocks_each_combat(node: ast.AttacksOrBlocksEachCombat, ctx: Lowering) -> fx.Effect:
    """CR 508.1d, 509.1c."""
    return rule_about("attacks or blocks each combat if able", ctx)


@lowers(ast.MustBeBlocked)
def _must_be_blocked(node: ast.MustBeBlocked, ctx: Lowering) -> fx.Effect:
    """CR 509.1c: a requirement on the defending player's blockers."""
    return rule_about("must be blocked", ctx, _other(node.by, ctx) if node.by is not None else None)


@lowers(ast.AssignsCombatDamage)
def _assigns_combat_damage(node: ast.AssignsCombatDamage, ctx: Lowering) -> fx.Effect:
    """CR 510.1: "assigns combat damage equal to its toughness rather than its power"."""
    if node.possessor is not None or node.amount is None or node.instead_of is None:
        return ctx.unsupported(node, "a combat damage assignment other than by another stat")
    return rule_about(f"assigns combat damage {render_node(node.amount)} rather than {render_node(node.instead_of)}", ctx)


@lowers(ast.DamageNotRemoved)
def _damage_not_removed(node: ast.DamageNotRemoved, ctx: Lowering) -> fx.Effect:
    """CR 514.2: the damage marked on these permanents stays through cleanup steps."""
    return fx.Restriction(what=ctx.objects(node.what), rule=fx.DAMAGE_NOT_REMOVED, duration=ctx.continuous_duration())


@lowers(ast.DoesntUntap)
def _doesnt_untap(node: ast.DoesntUntap, ctx: Lowering) -> fx.Effect:
    """CR 502.3: "doesn't untap during its controller's untap step" (the step comes from the
    clause's "during" tail)."""
    return rule_about("doesn't untap", ctx)


@lowers(ast.Control)
def _control(node: ast.Control, ctx: Lowering) -> fx.Effect:
    """CR 613.1b: "You control enchanted creature."."""
    player = ctx.subject if ctx.subject is not None else fx.You()
    what = ctx.objects(node.what)
    if isinstance(what, fx.Chosen):
        # "you control a snow land" as a sentence of its own says what is true, not whose an
        # object becomes: a control-changing effect names its objects (CR 613.1b)
        raise CannotLower("\"[player] control(s) [an object]\" as a statement, not a condition", node)
    if fx.names_players(what):
        # "You control target player during that player's next turn.": control of a player, who
        # makes that player's decisions (CR 722), not of objects
        raise CannotLower("controlling another player (CR 722) is not in the effect model", node.what)
    return fx.GainControl(what=what, player=player, duration=ctx.continuous_duration())


@lowers(ast.Cant)
def _cant(node: ast.Cant, ctx: Lowering) -> fx.Effect | tuple[fx.Effect, ...]:
    """"[players] can't [action]": a rule forbidding the action, named as written."""
    if isinstance(node.predicate, ast.PhaseIn):
        # CR 702.26d: the runtime phases every phased-out permanent in during its controller's
        # untap step, and a phased-out permanent is no object a rule could name
        return ctx.unsupported(node, "a phased-out permanent that can't phase in (CR 702.26d) is not in the effect model yet")
    if isinstance(node.predicate, ast.EitherPredicate):
        # "can't lose the game or win the game": neither action may be taken (CR 101.2), one rule
        # for each
        rules: list[fx.Effect] = []
        for predicate in (node.predicate.first, node.predicate.second):
            lowered = _cant(attrs.evolve(node, predicate=predicate), ctx)
            rules.extend(lowered if isinstance(lowered, tuple) else (lowered,))
        return tuple(rules)
    return rule_about("can't " + render_node(node.predicate), ctx)


@lowers(ast.CantCastFromAnywhereOtherThan)
def _cant_cast_from_anywhere_other_than(node: ast.CantCastFromAnywhereOtherThan, ctx: Lowering) -> fx.Effect:
    """"Your opponents can't cast spells from anywhere other than their hands." (CR 601.2a,
    101.2): a rule about players, read as they would cast a spell (runtime.player_rules)."""
    return rule_about(f"can't cast {render_node(node.what)} from anywhere other than {render_node(node.where)}".lower(), ctx)


@lowers(ast.CantGainLife)
def _cant_gain_life(node: ast.CantGainLife, ctx: Lowering) -> fx.Effect:
    """CR 119.7."""
    return rule_about(fx.PlayerRuleName.CANT_GAIN_LIFE, ctx)


@lowers(ast.CantLoseLife)
def _cant_lose_life(node: ast.CantLoseLife, ctx: Lowering) -> fx.Effect:
    """CR 119.8."""
    return rule_about(fx.PlayerRuleName.CANT_LOSE_LIFE, ctx)


@lowers(ast.CantHaveKeywords)
def _cant_have_keywords(node: ast.CantHaveKeywords, ctx: Lowering) -> fx.Effect:
    """CR 113.11: "can't have or gain flying": the objects lose the abilities, whatever the
    timestamps of the effects that would add them (applied last in layer 6, 613.1f)."""
    abilities = tuple(ctx.ability(k) for k in words_of(node.keywords) if isinstance(k, Node))
    return fx.LoseAbilities(what=subject_objects(ctx), abilities=abilities, duration=ctx.continuous_duration(), cant_have=True)


@lowers(ast.CantSearchLibraries)
def _cant_search_libraries(node: ast.CantSearchLibraries, ctx: Lowering) -> fx.Effect:
    """CR 701.23: an instruction to search a library is not carried out by these players."""
    return rule_about(fx.PlayerRuleName.CANT_SEARCH_LIBRARIES, ctx)


@lowers(ast.NoMaximumHandSize)
def _no_maximum_hand_size(node: ast.NoMaximumHandSize, ctx: Lowering) -> fx.Effect:
    """CR 402.2."""
    return rule_about(fx.PlayerRuleName.NO_MAXIMUM_HAND_SIZE, ctx)


#: the thresholds of the state-based losses (CR 704.5a: 0 or less life, 704.5c: ten or more
#: poison counters), word for word with numbers read, and the rule that spares a player each
_SPARED_LOSSES = {
    (0, "or", "less", "life"): fx.PlayerRuleName.DOESNT_LOSE_FOR_ZERO_LIFE,
    (10, "or", "more", "poison", "counters"): fx.PlayerRuleName.DOESNT_LOSE_FOR_POISON,
}


@lowers(ast.DontLoseTheGameFor)
def _dont_lose_the_game_for(node: ast.DontLoseTheGameFor, ctx: Lowering) -> fx.Effect:
    """CR 704.5a, 704.5c: a player spared one state-based loss (not the others, unlike "can't
    lose the game", CR 104.3)."""
    rule = _SPARED_LOSSES.get(tuple(_threshold_word(w) for w in node.threshold.words))
    if rule is None:
        return ctx.unsupported(node, f"a threshold no state-based action has: {render_node(node.threshold)!r}")
    return rule_about(rule, ctx)


def _threshold_word(word: Any) -> Any:
    if isinstance(word, ast.Number):
        return word.value
    if isinstance(word, ast.CounterKind):
        return word.name.lower()
    if isinstance(word, str):
        value = number_value(word)
        return word.lower() if value is None else value
    return word


@lowers(ast.MaximumHandSize)
def _maximum_hand_size(node: ast.MaximumHandSize, ctx: Lowering) -> fx.Effect:
    """CR 402.2: the maximum hand size set ("is two") or changed ("is reduced by two")."""
    if not ctx.static:
        raise CannotLower("a maximum hand size set by a resolving spell or ability", node)
    player = possessed_object(node.whose, ctx)
    if not fx.names_players(player):
        raise CannotLower("the maximum hand size of an object", node.whose)
    words = list(node.value.words)
    first = words[0].lower() if isinstance(words[0], str) else ""
    if first in ("increased", "reduced"):
        amount = ctx.value(words[2])
        if first == "increased":
            change = amount
        else:
            change = fx.Fixed(value=-amount.value) if isinstance(amount, fx.Fixed) else fx.Scaled(value=amount, numerator=-1)
        effect = fx.MaximumHandSize(player=player, change=change)
    else:
        effect = fx.MaximumHandSize(player=player, value=ctx.value(words[-1]))
    tails = node.tails or ()
    if any(not isinstance(t, ast.Duration) for t in tails) or len(tails) > 1:
        raise CannotLower("a maximum hand size with a condition or another tail", node)
    return attrs.evolve(effect, duration=duration(tails[0]) if tails else ctx.continuous_duration())


LOWERINGS[ast.HandSizeValue] = part_of("MaximumHandSize")
LOWERINGS[ast.LifeThreshold] = part_of("DontLoseTheGameFor")


@lowers(ast.DuringSentence)
def _during_sentence(node: ast.DuringSentence, ctx: Lowering) -> EffectList:
    if is_next_turn_window(node.window):
        # "During target player's next turn, creatures that player controls attack you if
        # able.": the player first ("that player" in the sentence), the effects for that turn
        player = next_turn_player(node.window, ctx)
        with ctx.scope(duration="end_of_turn"):
            return during_next_turn(player, ctx.effects(node.chain), ctx)
    effects = ctx.effects(node.chain)
    lowered = during_window(node.window, effects, ctx)
    return lowered if lowered is not None else (ctx.unsupported(node, f"effects during {render_node(node.window)!r}"),)


@lowers(ast.DuringAsLongAsSentence, ast.DuringIfSentence)
def _during_as_long_as_sentence(node: ast.DuringAsLongAsSentence | ast.DuringIfSentence, ctx: Lowering) -> EffectList:
    """"During your turn, as long as ~ is equipped, it has double strike and indestructible.",
    "During your turn, if an opponent lost life this turn, you may play lands ...": the effects
    apply while both hold, it is one of those turns (CR 500) and the condition (CR 611.3a); a
    window that is not a condition (a later turn, a step of a rule) is not lowered, nor an "if"
    of an event that would happen (a replacement effect, CR 614.1a), nor the sentence outside a
    static ability (a resolving one's "as long as" is a duration, CR 611.2b)."""
    if not ctx.static or (isinstance(node, ast.DuringIfSentence) and isinstance(node.condition, REPLACEMENT_EVENTS)):
        return (ctx.unsupported(node, f"effects during {render_node(node.window)!r} while a condition holds, other than a static ability's"),)
    if is_next_turn_window(node.window):
        return (ctx.unsupported(node, f"effects during {render_node(node.window)!r} while a condition holds"),)
    condition = ctx.condition(node.condition)
    lowered = during_window(node.window, ctx.effects(node.chain), ctx)
    whilst = lowered[0] if lowered is not None and len(lowered) == 1 else None
    if not isinstance(whilst, (WhileConditionPlaceholder, fx.Conditional)) or (isinstance(whilst, fx.Conditional) and whilst.otherwise):
        return (ctx.unsupported(node, f"effects during {render_node(node.window)!r} while a condition holds"),)
    return (attrs.evolve(whilst, condition=fx.AllOf(conditions=(whilst.condition, condition))),)


@lowers(ast.DuringAnyTurnSentence)
def _during_any_turn_sentence(node: ast.DuringAnyTurnSentence, ctx: Lowering) -> EffectList:
    """"During any turn you attacked with a Rogue, you may cast that card.": permissions that
    last (no duration of their own) and may be used only during a turn in which the event has
    happened: the condition "[subject] [event] this turn", read each time one would be used (CR
    611.2, 601.3). Any other effect would apply turn by turn: not in the effect model."""
    condition = ctx.condition(ast.Happened(subject=node.subject, event=node.event, time="this turn", span=node.span))
    with ctx.scope(lasting=True):
        effects = ctx.effects(node.chain)
    if not effects or not all(_lasting_permission(e) for e in effects):
        return (ctx.unsupported(node, "effects other than permissions during each turn in which an event happened (CR 611.2) are not in the effect model yet"),)
    return (fx.UsableWhile(condition=condition, effects=effects),)


def _lasting_permission(effect: fx.Effect) -> bool:
    """A permission to play or cast cards, or to spend mana as though it were another, with no
    duration of its own (one a condition on using it can limit, fx.UsableWhile)."""
    if isinstance(effect, fx.Unsupported):
        return True  # already says why it is not lowered
    return isinstance(effect, (fx.PlayPermission, fx.AsThough)) and effect.duration is None and not effect.cost


def _beheld_and_exiled(nodes: tuple[Any, ...], costs: tuple[fx.Cost, ...], ctx: Lowering) -> tuple[fx.Cost, ...]:
    """"behold a Kithkin and exile it" (CR 701.4a): "it" is the object beheld, exiled from the
    hand or the battlefield, as part of the behold cost."""
    out: list[fx.Cost] = []
    for node, cost in zip(nodes, costs):
        says_it = isinstance(node, ast.ExileCost) and isinstance(node.what, ast.Pronoun) and node.what.is_third_singular
        if says_it and out and isinstance(out[-1], fx.BeholdCost) and not out[-1].exile:
            out[-1] = attrs.evolve(out[-1], exile=True)
            continue
        out.append(cost)
    return tuple(out)


@lowers(ast.AdditionalCost)
def _additional_cost(node: ast.AdditionalCost, ctx: Lowering) -> fx.Effect:
    """"As an additional cost to cast this spell, [cost]." (CR 601.2b, 118.8): an ability of the
    card on its own."""
    if node.action.lower() != "cast" or not isinstance(ctx.objects(node.what, role="reference"), fx.This):
        return ctx.unsupported(node, "an additional cost for other spells or abilities")
    costs = _beheld_and_exiled(node.costs.costs, tuple(ctx.cost(c) for c in node.costs.costs), ctx)
    if node.costs.is_choice and len(costs) > 1:
        costs = (fx.CostChoice(options=costs),)
    return WholeAbility(ability=fx.AdditionalCost(costs=costs, optional=node.may is not None))


@lowers(ast.PayManaCost)
def _pay_mana_cost(node: ast.PayManaCost, ctx: Lowering) -> fx.Cost:
    return ctx.cost(node.cost)


@lowers(ast.CanBeCastAsThough)
def _can_be_cast_as_though(node: ast.CanBeCastAsThough, ctx: Lowering) -> fx.Effect:
    """"The next sorcery spell you cast this turn can be cast as though it had flash." (CR
    601.3b, 609.4b): whoever casts the spells described may cast them at any time they could
    cast an instant; the description says whose spells they are."""
    if render_node(node.keywords).lower() != "flash":
        raise CannotLower("\"as though\" effects (CR 609.4b) other than flash are not modelled yet", node.keywords)
    return fx.AsThough(kind="flash", what=subject_objects(ctx), player=fx.EachPlayer(), duration=ctx.continuous_duration())


def _if_pay_more(tail: ast.IfPayMore, effects: EffectList, ctx: Lowering) -> EffectList:
    """"You may cast this spell as though it had flash if you pay {2} more to cast it.": the
    cost of using the permission (CR 601.2f), on the permission before it."""
    if len(effects) != 1 or not isinstance(effects[0], fx.AsThough) or effects[0].kind != "flash" or effects[0].cost:
        return (*effects, ctx.unsupported(tail, "paying more to cast a spell other than as though it had flash"))
    return (attrs.evolve(effects[0], cost=(ctx.cost(tail.cost),)),)


def _using_ability(tail: ast.UsingAbility, effects: EffectList, ctx: Lowering) -> EffectList:
    """"You may cast this card from your graveyard using its blitz ability.": the card's own
    permission, cast the way its keyword defines (the keyword's cost, CR 601.2b, 118.9)."""
    if len(effects) != 1 or not isinstance(effects[0], WholeAbility) or not isinstance(effects[0].ability, fx.CastPermission) or effects[0].ability.method is not None:
        return (*effects, ctx.unsupported(tail, "casting by a keyword's ability other than this card from a zone"))
    return (WholeAbility(ability=attrs.evolve(effects[0].ability, method=tail.keyword.lower())),)


def _crew_power_tail(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList:
    """"as though its power were 2 greater", "using its toughness rather than its power": what
    the creature counts for in the total power of the creatures that crew or saddle (CR
    702.122a, 702.171a), on the creature's way of crewing or saddling (CrewsWith); after
    anything else, not understood."""
    if not effects or not all(isinstance(e, fx.CrewsWith) for e in effects):
        return (*effects, ctx.unsupported(tail, "a crewing or saddling total after something other than crewing or saddling"))
    if isinstance(tail, ast.AsThoughStatGreater):
        if tail.stat.lower() != "power":
            return (*effects, ctx.unsupported(tail, f"crewing as though its {tail.stat} were greater"))
        return tuple(attrs.evolve(e, bonus=ctx.value(tail.amount)) for e in effects)
    if tail.other.lower() != "power":
        return (*effects, ctx.unsupported(tail, f"crewing using a number rather than its {tail.other}"))
    return tuple(attrs.evolve(e, stat=tail.stat.lower()) for e in effects)


#: what is crewed or saddled (CR 702.122a: a Vehicle's crew ability; 702.171a: a Mount's saddle)
_CREWED = {"crew": "vehicles", "saddle": "mounts"}


@lowers(ast.Crews, ast.Saddles)
def _crews(node: Any, ctx: Lowering) -> fx.Effect:
    """"This creature crews Vehicles [as though its power were 2 greater]", "saddles Mounts":
    the creature's own way of crewing or saddling (CR 702.122a, 702.171a), told by the clause's
    tail (_crew_power_tail); without one, it counts its power, as the rules say."""
    action = "crew" if isinstance(node, ast.Crews) else "saddle"
    if render_node(node.what).lower() != _CREWED[action]:
        raise CannotLower(f"{action} of something other than {_CREWED[action].title()}", node)
    if ctx.continuous_duration() is not None:
        raise CannotLower(f"a way to {action} for a duration", node)
    return fx.CrewsWith(what=subject_objects(ctx), action=action)
for _tail in (ast.AsThoughStatGreater, ast.UsingStatRatherThan):
    CLAUSE_TAILS[_tail] = _crew_power_tail
    LOWERINGS[_tail] = part_of("Clause (see CLAUSE_TAILS)")
LOWERINGS[ast.ItBecomes] = unsupported("the permanent a resolving spell becomes (CR 608.3) is not lowered yet")
CLAUSE_TAILS[ast.UsingAbility] = _using_ability
LOWERINGS[ast.UsingAbility] = part_of("Clause (see CLAUSE_TAILS)")
CLAUSE_TAILS[ast.IfPayMore] = _if_pay_more
LOWERINGS[ast.IfPayMore] = part_of("Clause (see CLAUSE_TAILS)")


_STATICS_NOT_LOWERED = {
    # "You may activate loyalty abilities of ~ on any player's turn": activating beyond the
    # rules' timing is the MayActivate permission the model lacks; other turns, as a tail, none
    ast.OnAnyPlayersTurn: "an action permitted on any player's turn (CR 500, 606.3: loyalty abilities only in the main phase of their controller's turn) is not in the effect model yet",
    ast.MustChooseTargets: "a requirement on the targets a player chooses as a spell is cast or an ability activated (CR 601.2c, 602.2b: \"must choose at least one ... if able\") is not in the effect model yet",
    # "a player it has already attacked this turn": the runtime keeps no record of whom an
    # object attacked earlier in the turn
    ast.ItAlreadyAttacked: "the players and planeswalkers an object attacked earlier this turn (CR 508.1c, 506.3) are not kept by the runtime: no filter names them",
    ast.CantPayTo: "a rule forbidding a kind of cost while casting spells or activating abilities (CR 601.2h, 602.2b, 119.4, 701.21a) is not in the effect model yet",
    ast.CountersRemain: "counters that stay on an object as it moves to another zone (CR 400.7, 122.2: a new object has no counters) are not in the effect model yet",
    ast.CantCause: "a rule about what spells and abilities can make a player do (\"can't cause you to sacrifice permanents\", CR 101.2) is not in the effect model yet",
    ast.RatherThanPay: "an alternative cost (CR 118.9) is read by its clause, not alone",
    ast.EachCombat: "\"each combat\" outside a rule about attacking or blocking",
    ast.IfAble: "\"if able\" outside a rule about attacking or blocking",
    ast.AsThoughHad: "\"as though\" effects (CR 609.4b) other than flash are not modelled yet",
    ast.AsThoughLacked: "\"as though\" outside a rule about attacking or blocking",
    ast.AsThoughWere: "\"as though\" effects (CR 609.4b) are not modelled yet",
    ast.ToPurpose: "restrictions on what mana is spent for are not modelled yet",
    ast.ToPayActivationCosts: "mana spent as though it were another to pay activation costs (CR 602.2b, 609.4b): the effect model's as-though mana permissions are for spells only",
    ast.SpendMana: "mana-spending permissions (CR 609.4b) are not modelled yet",
    ast.SpendKindMana: "spending one kind of mana as though it were another (CR 609.4b) is not in the effect model yet: AsThough lets all mana count as any color or type",
    ast.AnyTime: "\"any time\" with something other than looking at cards",
    ast.AsThoughLackedThose: "\"as though\" the objects lacked abilities named earlier (CR 609.4b) is not modelled yet",
    ast.CastTimingTail: "a permission to act any time a player could cast an instant or a sorcery (CR 117.1a, 307.1) is not in the effect model yet",
    ast.During: "a \"during\" tail outside a static rule or a your-turn condition",
    # "costs {3} more to cast except during its controller's turn": whose turn it is, asked of
    # each object the rule is about, is not a condition of the effect model
    ast.ExceptDuring: "a rule that applies except during some turns (CR 500): no condition asks it of each object",
}
for _cls, _reason in _STATICS_NOT_LOWERED.items():
    LOWERINGS[_cls] = unsupported(_reason)
LOWERINGS[ast.CostChoice] = part_of("AdditionalCost")
LOWERINGS[ast.TargetChoiceAct] = part_of("MustChooseTargets")
LOWERINGS[ast.PaymentPurpose] = part_of("CantPayTo")
LOWERINGS[ast.OnEachOfYourTurns] = part_of("Clause (additional land plays)")
LOWERINGS[ast.OnEachOfTheirTurns] = part_of("Clause (additional land plays)")
LOWERINGS[ast.DuringEachOfTheirTurns] = part_of("Clause (additional land plays)")
LOWERINGS[ast.CostRef] = part_of("RatherThanPay")
LOWERINGS[ast.CombatAction] = part_of("CantActAlone, CanOnlyActAlone or CantDeclareWith")
LOWERINGS[ast.ExtraBlocks] = part_of("CanBlockExtra")
LOWERINGS[ast.AsThoughState] = part_of("AsThoughWere")
LOWERINGS[ast.SpentManaKind] = part_of("SpendKindMana")
LOWERINGS[ast.TurnWindow] = part_of("During or DuringSentence")
LOWERINGS[ast.GameTurnsWindow] = part_of("TurnWindow (compiler.sentences.during_window)")


# -- combat damage, blocking, types, milling (wordings of issue 3's families) -----------------------
@lowers(ast.AssignsNoCombatDamage)
def _assigns_no_combat_damage(node: ast.AssignsNoCombatDamage, ctx: Lowering) -> fx.Effect:
    """CR 510.1a: "this creature assigns no combat damage this turn"."""
    return rule_about("assigns no combat damage", ctx)


@lowers(ast.CantBeBlockedForExceptBy)
def _cant_be_blocked_for_except_by(node: ast.CantBeBlockedForExceptBy, ctx: Lowering) -> fx.Effect:
    """CR 509.1b: "can't be blocked this turn except by Walls" (a blocking restriction for a while)."""
    with ctx.scope(duration=duration(node.duration)):
        if node.by is None:
            return rule_about("can't be blocked", ctx)
        return rule_about("can't be blocked except by", ctx, _other(node.by, ctx))


@lowers(ast.IsType)
def _is_type(node: ast.IsType, ctx: Lowering) -> fx.Effect:
    """"Enchanted land is a Swamp." (CR 305.7), "Enchanted creature is a Flagbearer.": the same
    type-changing effect as "becomes" (layer 4, CR 613.1d), for as long as the ability applies;
    "Nonbasic lands are Mountains.", "Creatures you control are Slivers in addition to their
    other creature types." (plural types, said of each object)."""
    what = node.what
    plain = plain_qualities(node, ctx)
    if plain is not None:
        return plain
    if isinstance(what, ast.ObjectNp) and what.determiner is None and what.descriptor is not None and not what.qualifiers:
        words = [w for w in what.descriptor.words if isinstance(w, str) and w.lower() not in ("and", ",")]
        types = [CARD_TYPES[PLURAL_TYPES[w.lower()]] for w in words if w.lower() in PLURAL_TYPES]
        subtypes = [subtype_of(w) for w in words if w.lower() not in PLURAL_TYPES and subtype_of(w) is not None]
        if words and len(types) + len(subtypes) == len(words):
            return fx.Becomes(what=subject_objects(ctx), types=tuple(types), subtypes=tuple(s for s in subtypes if s is not None),
                              in_addition=node.in_addition is not None, duration=ctx.continuous_duration())
    return lower_becomes(node, ctx)


@lowers(ast.IsAlsoType)
def _is_also_type(node: ast.IsAlsoType, ctx: Lowering) -> fx.Effect:
    """"~ is also a Cleric, Rogue, Warrior, and Wizard.": "is ... in addition to its other types"
    in other words (CR 205.3d, layer 4 CR 613.1d)."""
    return _is_type(ast.IsType(verb=node.verb, what=node.what, in_addition="in addition to its other types"), ctx)


@lowers(ast.ItIs)
def _it_is(node: ast.ItIs, ctx: Lowering) -> fx.Effect:
    """"It's an enchantment.", "It's a Phyrexian in addition to its other types.": "is" said of
    "it" (sentences.sentences makes it part of a move onto the battlefield just before: CR
    611.2e)."""
    subject = ctx.it()
    if node.subject.lower().startswith("they"):
        # "They're black Zombies ...": the objects "they" names, never players
        subject = ctx.objects(ast.Pronoun(words=("they",), span=node.span), role="reference")
        if fx.names_players(subject):
            raise CannotLower("\"they're\" said of players", node)
    with ctx.scope(subject=subject):
        return _is_type(node, ctx)


@lowers(ast.IsChosenType)
def _is_chosen_type(node: ast.IsChosenType, ctx: Lowering) -> fx.Effect:
    """"Enchanted land is the chosen type.": the type the linked ability chose (CR 607.2d) replaces
    the object's types of that kind (CR 305.7 for a land type); "in addition to its other
    types" adds it (CR 205.1b)."""
    return fx.Becomes(what=subject_objects(ctx), chosen=("type",), in_addition=node.in_addition is not None, duration=ctx.continuous_duration())


@lowers(ast.IsEveryType)
def _is_every_type(node: ast.IsEveryType, ctx: Lowering) -> fx.Effect:
    """"is every basic land type" (the five of CR 305.6), "is every land type" (those of CR
    205.3i), "is every creature type" (CR 205.3m), in addition to its other types or replacing
    the subtypes of that kind (CR 205.1a-b)."""
    kind = " ".join(node.kind.lower().split())
    in_addition = node.in_addition is not None
    what = subject_objects(ctx)
    if kind == "creature type":
        return fx.Becomes(what=what, all_creature_types=True, in_addition=True, duration=ctx.continuous_duration())
    subtypes = BASIC_LAND_TYPES if kind == "basic land type" else tuple(sorted(vocabulary_data()["subtypes"]["land"]))
    return fx.Becomes(what=what, subtypes=subtypes, in_addition=in_addition, duration=ctx.continuous_duration())


@lowers(ast.IsChosenColor)
def _is_chosen_color(node: ast.IsChosenColor, ctx: Lowering) -> fx.Effect:
    """"This creature is the chosen color.": the color the linked ability chose replaces its
    colors (CR 105.3, 607.2d)."""
    return fx.Becomes(what=subject_objects(ctx), chosen=("color",), duration=ctx.continuous_duration())


# -- optional costs to attack (CR 508.1g) -------------------------------------------------------------
LOWERINGS[ast.AsItAttacks] = part_of("Clause (an optional cost to attack)")

LOWERINGS[ast.IsGoaded] = unsupported("goaded for as long as the ability applies (CR 701.15b) is not lowered yet")


@lowers(ast.XDefined)
def _x_defined(node: ast.XDefined, ctx: Lowering) -> XDefinedBy:
    """"X is the mana value of that card.": the value of X the text defines (CR 107.3c), read by
    the activated ability it is part of (compiler.abilities); anywhere else it is left
    unsupported."""
    return XDefinedBy(amount=ctx.value(node.amount))


@lowers(ast.XBound)
def _x_bound(node: ast.XBound, ctx: Lowering) -> WholeAbility:
    """"X can't be 0.", "X can't be greater than the number of snow lands you control.": a rule of
    the spell or ability about the value its player announces for X (CR 107.3, 601.2b). A
    spell's functions on the stack; an activated ability keeps it (compiler.abilities). Anywhere
    else (X paid while a triggered ability resolves) the whole-ability check refuses it."""
    comparison = node.comparison.lower() if node.comparison else None
    if comparison not in (None, "greater than", "less than"):
        raise CannotLower(f"a bound on X 'can't be {comparison}'", node)
    bound = fx.XBound(amount=ctx.value(node.amount), comparison=comparison)
    return WholeAbility(ability=fx.StaticAbility(effects=(bound,), zone="stack"))


@lowers(ast.CastByPaying)
def _cast_by_paying(node: ast.CastByPaying, ctx: Lowering) -> fx.Effect:
    """"You may cast this card from your graveyard by discarding a card in addition to paying its
    other costs." (CR 601.2f: its mana cost and these costs, as retrace's, CR 702.81a); "... by
    paying {U} rather than paying its mana cost." (CR 118.9: an alternative cost). Only of the
    card itself: a permission for other cards, or a cast during a resolution, has no cost here."""
    own_zone = own_card_zone(node.what, ctx, by_type=True)
    permitted = cast_permission_filter(node.what, ctx) if own_zone is None and ctx.static and ctx.doer() == fx.You() else None
    if permitted is not None:
        # "You may cast spells from the top of your library by sacrificing a nonland permanent
        # in addition to paying their other costs.": a permission to cast cards from a zone,
        # for these costs (CR 601.3, 601.2f)
        if permitted.kind == "object":
            # "a permanent spell from your graveyard" is lowered as any object there
            return ctx.unsupported(node.what, "a permission to cast permanent spells (CR 110.1: a filter of the card types they may have)")
        costs = _spell_costs(node, ctx)
        if costs is None:
            return ctx.unsupported(node, "a permission's cost that reads something other than the spell cast with it")
        if node.relation.lower().startswith("in addition"):
            costs = (fx.OwnManaCost(), *costs)
        return fx.PlayPermission(what=permitted, player=fx.You(), duration=ctx.duration, action="cast", cost=costs)
    if own_zone is None and ctx.static and ctx.doer() == fx.You() and node.relation.lower().startswith("rather than"):
        # "Once during each of your turns, you may cast an enchantment spell by paying life
        # equal to its mana value rather than paying its mana cost.": an alternative cost for
        # spells of that description (CR 118.9, 601.2b), cast from where they may be cast
        described = ctx.filter(node.what)
        if not isinstance(described, fx.Filter) or described.zone not in ("stack", "hand") or described.kind is not None:
            return ctx.unsupported(node.what, "an alternative cost for spells not described as spells or cards in hand (CR 118.9)")
        costs = _spell_costs(node, ctx)
        if costs is None:
            return ctx.unsupported(node, "an alternative cost that reads something other than the spell cast with it (CR 118.9)")
        return fx.AlternativeCostFor(spells=described, cost=costs)
    if own_zone is None and not ctx.static and ctx.doer() == fx.You() and not node.relation.lower().startswith("in addition"):
        # "You may cast that card by discarding a card rather than paying its mana cost.": a
        # cast as the ability resolves (CR 608.2g) for an alternative cost (CR 118.9)
        return _cast_now_for(node, ctx)
    if own_zone is None or ctx.doer() != fx.You():
        return ctx.unsupported(node, "casting by paying costs other than this card's own permission")
    costs = tuple(ctx.cost(c) for c in node.costs.costs)
    if node.relation.lower().startswith("in addition"):
        # CR 601.2f: the total cost is the mana cost plus the additional costs
        return WholeAbility(ability=fx.CastPermission(zone=own_zone, method="additional cost", cost=(fx.OwnManaCost(), *costs)))
    return WholeAbility(ability=fx.CastPermission(zone=own_zone, method="alternative cost", cost=costs))


def _spell_costs(node: ast.CastByPaying, ctx: Lowering) -> tuple[fx.Cost, ...] | None:
    """The costs of "by paying life equal to its mana value": the costs of casting the spell,
    "its" that spell (``This`` in them, CR 601.2f); None when they read anything else."""
    with ctx.scope(referents=[fx.This()], player_referents=[]):
        costs = tuple(ctx.cost(c) for c in node.costs.costs)
    return costs if reads_only_the_spell(costs) else None


def _cast_now_for(node: ast.CastByPaying, ctx: Lowering) -> fx.Effect:
    """"You may cast that card by paying {1} rather than paying its mana cost.": the card named
    before cast now (CR 608.2g), paying these costs rather than its mana cost (CR 118.9): "life
    equal to the spell's mana value" is read of the spell being cast (``This`` in the costs)."""
    what = ctx.objects(node.what)  # before the costs: "that card" is no card a cost names
    if not isinstance(what, (fx.Found, fx.Target, fx.This, fx.TopOfLibrary)) and not (isinstance(what, fx.Amongst) and isinstance(what.among, fx.Found)):
        return ctx.unsupported(node.what, "a cast now for an alternative cost, of cards described rather than named before")
    costs = _spell_costs(node, ctx)
    if costs is None:
        return ctx.unsupported(node, "an alternative cost that reads something other than the spell cast with it (CR 118.9, 601.2f)")
    return fx.Cast(what=what, player=fx.You(), alternative_cost=costs)


LOWERINGS[ast.GerundCosts] = part_of("CastByPaying")


@lowers(ast.GerundCost)
def _gerund_cost(node: ast.GerundCost, ctx: Lowering) -> fx.Cost:
    """"sacrificing two creatures": the cost "sacrifice two creatures"."""
    return ctx.cost(node.cost)
LOWERINGS[ast.AttackOnlyWhom] = unsupported("a restriction that a player may attack only the players or permanents it names (CR 508.1c, 803.1a)")
