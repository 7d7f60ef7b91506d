"""Sentences and clause tails shared by abilities, triggers, statics and effects: a sequence of
sentences lowered with what refers back to the one before, modes, and the time windows of a
clause."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from ..effects.base import transform, transform_fields, walk
from .conditions import DID_CONDITIONS, did_negated
from .context import Lowering
from .elements import (
    AnyTypeManaThisWay,
    ChosenKeywordGrant,
    CopyTarget,
    CostLimit,
    EntersAsMoved,
    EntersWithPlaceholder,
    ExcessTo,
    GrantedKeywordCost,
    KeywordChoicePlaceholder,
    LosesAllOther,
    ModalEffect,
    NewTargetMustBe,
    NewTargets,
    RepeatPlaceholder,
    StillType,
    WhileConditionPlaceholder,
)
from .objects import PUT_INTO_KEY, possessed_object, subject_objects, zone_of
from .registry import CannotLower, EffectList
from .words import CARD_TYPES, COLORS, SUPERTYPES, flat, lower_words, render_node, stat_name, words_of


def modal_split(effects: EffectList) -> tuple[EffectList, fx.Modes | None]:
    """A body that is one "Choose one —" block goes in the ability's ``modes``."""
    if len(effects) == 1 and isinstance(effects[0], ModalEffect):
        return (), effects[0].modes
    return effects, None


def no_modal(effects: EffectList, ctx: Lowering) -> EffectList:
    return tuple(ctx.unsupported(None, "a modal block among other instructions") if isinstance(e, ModalEffect) else e for e in effects)


def sentences(items: tuple[Node, ...], ctx: Lowering) -> EffectList:
    """Sentences in order (CR 608.2c). "If you do" follows the choice before it; "Otherwise"
    attaches to the "If" before it. X defined by "where X is ..." is that value in every clause
    and sentence here, not only in the clause the definition ends: "each opponent loses X life
    and you gain X life, where X is ...", "you may pay X life, where X is its power. If you do,
    draw X cards" (CR 107.3)."""
    outer = ctx.where_values
    ctx.where_values = {}
    try:
        steps = _sentences_in_order(items, ctx)
        defined = ctx.where_values
    finally:
        ctx.where_values = outer
    if not defined:
        return steps
    return tuple(fx.transform(e, lambda element: defined.get(element.name, element) if isinstance(element, fx.Variable) else element) for e in steps)


def _sentences_in_order(items: tuple[Node, ...], ctx: Lowering) -> EffectList:
    steps: list[fx.Effect] = []
    rounding = [s for s in items if isinstance(s, ast.RoundEachTime)]
    if rounding:
        # "Round down each time.": each "half" of the sentences before it (CR 107.1a)
        saved, ctx.rounding, ctx.rounding_used = ctx.rounding, rounding[-1].rounds_up, False
        try:
            steps = list(sentences(tuple(s for s in items if not isinstance(s, ast.RoundEachTime)), ctx))
            if not ctx.rounding_used:
                steps.append(ctx.unsupported(rounding[-1], "\"Round ... each time.\" with no half of a number before it"))
        finally:
            ctx.rounding = saved
        return tuple(steps)
    previous = 0  # how many steps the sentence before this one added
    # the referents as the condition of the sentence before was lowered, if it was an "If"
    # sentence (Lowering.otherwise_referents)
    outer_otherwise, conditioned = ctx.otherwise_referents, None
    prior: Node | None = None
    for sentence in items:
        follows_if = isinstance(sentence, ast.OtherwiseSentence) or (isinstance(sentence, ast.IfSentence) and not _if_you_did(sentence))
        if follows_if and conditioned is not None and steps and isinstance(steps[-1], fx.Conditional):
            # "If that card has the chosen name, that player puts it into their hand. Otherwise,
            # they put it into their graveyard", "If it's a land card, create a Treasure token.
            # If it's a nonland card, ...": what the instructions done only if the condition
            # held acted on or made may not be there (CR 608.2c), so "it" is what the condition
            # named; after a condition at the end of the sentence, "exile it if ...", what the
            # instruction was to move
            ctx.referents[:], ctx.player_referents[:] = _with_targets(conditioned, ctx)
        before = len(steps)
        ctx.otherwise_referents = None
        _sentence_steps(_done_again(sentence, prior) or sentence, steps, previous, ctx)
        conditioned = ctx.otherwise_referents
        previous = len(steps) - before if len(steps) >= before else 0
        prior = sentence
    ctx.otherwise_referents = outer_otherwise
    return _other_than_chosen(repeated_process(uncalled_flips(chosen_keyword_grants(flat(steps)))))


def _one_clause(sentence: Node | None) -> ast.Clause | None:
    """The one clause of a plain sentence, or None."""
    if not isinstance(sentence, ast.Sentence) or not isinstance(sentence.chain, ast.ClauseChain):
        return None
    clauses = sentence.chain.clauses
    return clauses[0] if len(clauses) == 1 and isinstance(clauses[0], ast.Clause) else None


def _done_again(sentence: Node, prior: Node | None) -> Node | None:
    """"Whenever enchanted player is attacked, you draw a card. Each opponent attacking that
    player does the same.": the instruction of the sentence before, done by the players of this
    one (CR 608.2c), as the sentence "Each opponent attacking that player draws a card." says
    it. Only an instruction of one clause by you (said or left out) with no other word naming
    you, which would name each of them instead ("untap all permanents you control"); None
    otherwise (the sentence is lowered as it is, "does the same" unsupported)."""
    clause, before = _one_clause(sentence), _one_clause(prior)
    if clause is None or before is None or clause.tails or clause.may or clause.each:
        return None
    done = clause.predicates if isinstance(clause.predicates, tuple) else (clause.predicates,)
    if [type(p) for p in done] != [ast.DoesTheSame]:
        return None
    if before.subject is not None and lower_words(before.subject) != ["you"]:
        return None
    again = before.predicates if isinstance(before.predicates, tuple) else (before.predicates,)
    said = [w for part in (*again, *(before.tails or ())) if isinstance(part, Node) for w in render_node(part).lower().split()]
    if {"you", "your", "yours", "you've", "you're"} & set(said) or before.each:
        return None
    again = attrs.evolve(before, subject=clause.subject)
    assert isinstance(sentence, ast.Sentence) and isinstance(sentence.chain, ast.ClauseChain)
    return attrs.evolve(sentence, chain=attrs.evolve(sentence.chain, words=tuple(again if w is clause else w for w in sentence.chain.words)))


def chosen_keyword_grants(steps: EffectList) -> EffectList:
    """"Choose first strike, vigilance, or lifelink. Creatures you control gain that ability
    until end of turn.": one choice among the grants of each keyword (CR 608.2d), as "gain your
    choice of ..." is. Unsupported: a keyword chosen at random (no choice among instructions is
    random yet), a choice no "that ability" follows, "that ability" with no choice before it,
    and more than one of either."""
    choices = [e for e in walk(steps) if isinstance(e, KeywordChoicePlaceholder)]
    grants = [e for e in walk(steps) if isinstance(e, ChosenKeywordGrant)]
    if not choices and not grants:
        return steps
    top = [i for i, e in enumerate(steps) if isinstance(e, KeywordChoicePlaceholder)]
    if len(choices) != 1 or len(grants) != 1 or len(top) != 1 or top[0] + 1 >= len(steps) or not any(isinstance(e, ChosenKeywordGrant) for e in walk(steps[top[0] + 1])):
        reason = "\"that ability\" with no keyword chosen just before it, or a keyword chosen with no one \"that ability\" just after it (CR 608.2d)"
        return tuple(transform(steps, lambda e: fx.Unsupported(reason=reason, node="ChooseKeyword") if isinstance(e, (KeywordChoicePlaceholder, ChosenKeywordGrant)) else e))
    choice = choices[0]
    if choice.at_random:
        reason = "a keyword chosen at random (CR 608.2d): a choice among instructions is made by a player only"
        return tuple(transform(steps, lambda e: fx.Unsupported(reason=reason, node="ChooseKeyword") if isinstance(e, (KeywordChoicePlaceholder, ChosenKeywordGrant)) else e))

    def settle(element: Any) -> Any:
        if isinstance(element, ChosenKeywordGrant):
            options = tuple(fx.GrantAbilities(what=element.what, abilities=(ability,), duration=element.duration) for ability in choice.options)
            return fx.ChooseEffect(options=options, player=choice.player)
        return element

    return tuple(transform(e, settle) for i, e in enumerate(steps) if i != top[0])


def _if_you_did(sentence: ast.IfSentence) -> bool:
    """"If you do, create a token that's a copy of it": the sentence follows what the one
    before did, so "it" is what that one's instructions moved (not "If you don't")."""
    return isinstance(sentence.condition, DID_CONDITIONS) and not did_negated(sentence.condition)


def _with_targets(conditioned: tuple[list[Any], list[Any]], ctx: Lowering) -> tuple[list[Any], list[Any]]:
    """The referents as a condition was lowered, and the targets the instructions after it
    named since: targets are chosen as the spell is cast or the ability put on the stack,
    whether the condition holds or not (CR 601.2c, 603.3d), so "If it comes up tails, copy that
    spell" names the target spell of "If it comes up heads, counter target spell"."""
    objects, players = conditioned
    return ([*objects, *(r for r in ctx.referents if isinstance(r, fx.Target) and r not in objects)],
            [*players, *(p for p in ctx.player_referents if isinstance(p, fx.Target) and p not in players)])


def _tie_break(sentence: ast.TieBreak, steps: list[fx.Effect], previous: int, ctx: Lowering) -> None:
    """"Destroy the creature with the least power. ... If two or more creatures are tied for
    least power, you choose one of them.": an instruction before chooses one of the objects
    with the least (greatest) quality (fx.Chosen with the filter's ``extreme``: every object tied
    for it is a candidate), and the ability's controller makes that choice as the effect is
    applied (CR 608.2d), as for "a creature card from your graveyard". The sentence names that
    chooser: it adds nothing when it is "you"; another chooser is not modelled."""
    stat, greatest = sentence.extreme
    wanted = (stat_name(stat, sentence), "greatest" if greatest else "least")
    chosen = [e for step in steps for e in walk(step)
              if isinstance(e, fx.Chosen) and not e.at_random and isinstance(e.what, fx.Filter) and e.what.extreme == wanted]
    if not chosen:
        steps.append(ctx.unsupported(sentence, "a tie for the greatest or least with no choice of such an object before it"))
        return
    if lower_words(sentence.chooser) != ["you"]:
        steps.append(ctx.unsupported(sentence, "objects tied for the greatest or least chosen among by a player other than the ability's controller"))


def _keeps_attached(steps: list[fx.Effect], previous: int, sentence: ast.EffectDoesntRemove, ctx: Lowering) -> bool:
    """"Enchanted creature has protection from black. This effect doesn't remove this Aura.":
    the protection the sentence before grants does not make this Aura (or "Auras": any Aura)
    fall off (CR 702.16c, 704.5m); False when that sentence grants no protection."""
    if sentence.dont.lower() not in ("doesn't", "does not"):
        return False
    kept = ctx.objects(sentence.what, role="reference")
    if not isinstance(kept, (fx.This, fx.Filter)) or (isinstance(kept, fx.Filter) and not {"Aura", "Equipment"} & set(kept.subtypes)):
        return False

    def keep(ability: Any) -> Any:
        if isinstance(ability, fx.Keyword) and ability.name.casefold() == "protection":
            return attrs.evolve(ability, keeps_attached=kept)
        return ability

    found = False
    for i in range(len(steps) - previous, len(steps)):
        step = steps[i]
        if isinstance(step, fx.GrantAbilities) and any(keep(a) is not a for a in step.abilities):
            steps[i] = attrs.evolve(step, abilities=tuple(keep(a) for a in step.abilities))
            found = True
    return found


def _instead_of_sentence(conditional: fx.Effect, replaced: list[fx.Effect]) -> fx.Effect | None:
    """"Create three tokens and you gain 3 life. If this spell's madness cost was paid, instead
    create X of those tokens and you gain X life.": the instructions after "instead" replace all
    the instructions of the sentence before, which are done only if the condition does not hold
    (checked first, CR 608.2c); None if ``conditional`` is no such "If ..., instead ..."."""
    if not isinstance(conditional, fx.Conditional) or conditional.otherwise or not conditional.effects:
        return None
    if not all(isinstance(e, fx.Instead) and e.instead_of is None for e in conditional.effects):
        return None
    effects = tuple(x for e in conditional.effects for x in cast(fx.Instead, e).effects)
    return attrs.evolve(conditional, effects=effects, otherwise=flat(replaced))


def _each_who_did(sentence: Node, steps: list[fx.Effect]) -> fx.Reference | None:
    """The players of "If they do, ..." / "If they don't, ..." after "Each opponent may ...":
    those of the players offered the instruction who did (didn't) do it; None for any other
    sentence."""
    if not isinstance(sentence, ast.IfSentence) or not isinstance(sentence.condition, DID_CONDITIONS) or not steps:
        return None
    offer = steps[-1]
    if not isinstance(offer, fx.May) or not isinstance(offer.player, (fx.EachPlayer, fx.EachOpponent)):
        return None
    subject = sentence.condition.subject
    if not isinstance(subject, ast.Pronoun) or lower_words(subject) != ["they"]:
        return None
    did: fx.Condition = fx.DidThisWay(player=fx.PlayerRole(role="each"))
    if did_negated(sentence.condition):
        did = fx.NotCondition(condition=did)
    return fx.PlayersWho(players=offer.player, condition=did)


#: the result key a Move records its objects under, by the zone they went to
#: (runtime.effects.actions: "the returned card" is one returned to a hand)
RETURNED_KEYS = {"hand": "returned", "battlefield": "put", "exile": "exiled"}


def _objects_not_moved(offer: fx.Effect, otherwise: fx.IfDid, sentence: Node, ctx: Lowering) -> fx.Effect:
    """"Target opponent may put those cards into your hand. If they don't, put those cards into
    your graveyard": the move offered was not made, so the objects the branch names ("those
    cards", which after a move name what was moved) are the ones it would have moved (CR 608.2c),
    still where they were. Objects chosen as the offered move happens are no longer known."""
    if not isinstance(offer, fx.May) or len(offer.effects) != 1 or not isinstance(offer.effects[0], fx.Move):
        return otherwise
    move = offer.effects[0]
    moved = {fx.Found(key=RETURNED_KEYS.get(move.to, fx.Move.result_key)), fx.Found(key=fx.Move.result_key)}
    if not any(e in moved for e in walk(otherwise.effects)) or move.what in moved:
        return otherwise
    what = move.what
    if isinstance(what, fx.Chosen) and isinstance(what.what, fx.Amongst):
        # "You may put a land card from among them onto the battlefield tapped. If you don't, put
        # a card from among them into your hand.": "them" is the group the choice was to be made
        # among, as no card was chosen
        group = what.what.among
        effects = transform(otherwise.effects, lambda e: attrs.evolve(e, among=group) if isinstance(e, fx.Amongst) and e.among in moved else e)
        if any(e in moved for e in walk(effects)):
            return ctx.unsupported(sentence, "the objects an optional move that was not made would have chosen (CR 608.2c): no choice was made")
        return attrs.evolve(otherwise, effects=effects)
    if any(isinstance(e, fx.Chosen) for e in walk(what)):
        return ctx.unsupported(sentence, "the objects an optional move that was not made would have chosen (CR 608.2c): no choice was made")
    return attrs.evolve(otherwise, effects=transform(otherwise.effects, lambda e: what if e in moved else e))


def _sentence_steps(sentence: Node, steps: list[fx.Effect], previous: int, ctx: Lowering) -> None:
    """Lower one sentence into ``steps`` (see :func:`sentences`); ``previous``: how many steps
    the sentence before it added."""
    if isinstance(sentence, ast.ReflexiveTrigger) and not sentence.negated and steps and isinstance(steps[-1], fx.OptionalAttackCost):
        # "You may exert this creature as it attacks. When you do, ...": the reflexive
        # ability is linked to the optional cost to attack (CR 701.43d, 607.2h)
        if sentence.condition is not None:
            raise CannotLower("an intervening \"if\" (CR 603.4) of a reflexive ability linked to a cost to attack", sentence)
        steps[-1] = attrs.evolve(steps[-1], then=created_ability_effects(sentence.effects, ctx))
        return
    if isinstance(sentence, ast.EffectDoesntRemove) and previous and _keeps_attached(steps, previous, sentence, ctx):
        return
    if isinstance(sentence, ast.OtherwiseSentence) and steps and isinstance(steps[-1], fx.Conditional) and not steps[-1].otherwise:
        steps[-1] = attrs.evolve(steps[-1], otherwise=ctx.effects(sentence.chain))
        return
    if isinstance(sentence, ast.OtherwiseSentence) and steps and isinstance(steps[-1], WhileConditionPlaceholder):
        # "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2.":
        # a second static ability, while the condition does not hold (CR 611.3a)
        steps.append(WhileConditionPlaceholder(condition=fx.NotCondition(condition=steps[-1].condition), effects=ctx.effects(sentence.chain)))
        return
    if isinstance(sentence, ast.OtherwiseSentence) and steps and isinstance(steps[-1], (fx.May, fx.IfDid)):
        # "You may X. Otherwise, Y": Y if the choice was not taken (CR 608.2c)
        negate = not steps[-1].negate if isinstance(steps[-1], fx.IfDid) else True
        steps.append(fx.IfDid(effects=ctx.effects(sentence.chain), negate=negate))
        return
    if isinstance(sentence, ast.SameIsTrueFor):
        steps.extend(_same_is_true_for(sentence, steps, ctx))
        return
    each_did = _each_who_did(sentence, steps)
    if each_did is not None:
        # "Each opponent may discard a card. If they don't, they lose 3 life.": each of those
        # players decided for themselves (CR 101.4); "they" is each one who did (didn't) do it,
        # as "each opponent who doesn't" says (the May records who did, CR 608.2c)
        assert isinstance(sentence, ast.IfSentence)
        with ctx.scope(player_subject=each_did, player_referents=[*ctx.player_referents, each_did]):
            done = flat(ctx.effects(sentence.chain))
        if all(each_did in walk(e) for e in done):
            steps.extend(done)
        else:
            # "If they do, they lose 2 life and you gain 2 life": an instruction of no one of
            # them is done once for each of them, which the effect model does not say
            steps.append(ctx.unsupported(sentence, "an instruction done once for each player who did what was offered (CR 608.2c), not naming that player"))
        return
    ending = _pay_to_end(sentence)
    ended = _ended_by_paying(tuple(steps), ending, ctx) if ending is not None and steps else None
    if ended is not None:
        steps[:] = [ended]
        return
    if isinstance(sentence, ast.SameIsTrueForObjects):
        _same_is_true_for_objects(sentence, steps, previous, ctx)
        return
    if isinstance(sentence, ast.TieBreak):
        _tie_break(sentence, steps, previous, ctx)
        return
    if ctx.static and steps and isinstance(sentence, ast.IfSentence) and (entering := _enters_if_cast_this_way(sentence, steps, ctx)) is not None:
        steps.append(entering)
        return
    if steps and isinstance(sentence, ast.IfSentence) and _cast_this_way(sentence.condition, ctx):
        costed = _permission_cost(sentence, steps, previous, ctx)
        if costed is not None:
            steps[-previous:] = costed
            return
        riders = _mana_riders(steps[-1], ctx.effects(sentence.chain))
        if riders is not None:
            steps[-1:] = riders
            return
        done = walk(tuple(steps))
        if not ctx.static and any(isinstance(e, fx.Cast) for e in done) and not any(isinstance(e, fx.PlayPermission) for e in done):
            # "You may cast target instant or sorcery card from your graveyard. ... If you cast a
            # spell this way, put a +1/+1 counter on ~.": whether the instruction before cast a
            # spell as the ability resolved, as it recorded (CR 608.2c, 400.7h)
            cast = fx.Exists(what=fx.Amongst(among=fx.Found(key="cast"), filter=fx.Filter(controller=fx.You())))
            steps.append(fx.Conditional(condition=cast, effects=ctx.effects(sentence.chain)))
            return
    if steps and isinstance(sentence, ast.IfSentence) and not ctx.static and (not_cast := _not_cast_this_way(sentence, steps, ctx)) is not None:
        steps.append(not_cast)
        return
    effects = _all_other_lost(ctx.effects(sentence))
    if steps and len(effects) == 1 and isinstance(effects[0], fx.IfDid) and effects[0].negate:
        effects = (_objects_not_moved(steps[-1], effects[0], sentence, ctx),)
    if steps and _on_spell_cast_later(steps[-1], sentence, effects):
        # "For as long as that card remains exiled, you may cast it. That spell has undaunted.":
        # the spell is the object the card becomes once cast (CR 400.7), later, not the card the
        # permission names now; an effect on the card would not be kept with it
        steps.append(ctx.unsupported(sentence, "an effect on the spell a card becomes once cast with a permission (CR 400.7): not kept with the spell"))
        return
    if steps and _is_it_is(sentence):
        entering = _as_it_enters(steps[-1], effects)
        if entering is not None:
            steps[-1] = entering  # CR 611.2e: "It's an enchantment." as it enters
            return
    if steps and len(effects) == 1:
        moved = _enters_as_moved(steps[-1], effects[0])
        if moved is not None:
            steps[-1] = moved  # CR 614.1c: "It enters tapped." as the move puts it there
            return
        countered = _countered_elsewhere(steps[-1], effects[0])
        if countered is not None:
            steps[-1:] = countered  # CR 701.6a, 614.1a: where the countered spell goes
            return
    if steps and len(effects) > 1 and isinstance(effects[0], EntersAsMoved) and not any(isinstance(e, EntersAsMoved) for e in walk(effects[1:])):
        # "It enters tapped and attacking and gains indestructible until end of turn.": how it
        # enters is part of the move (CR 614.1c); the other instructions follow it
        moved = _enters_as_moved(steps[-1], effects[0])
        if moved is not None:
            steps[-1] = moved
            effects = effects[1:]
    if isinstance(sentence, ast.IfInsteadSentence) and 0 < previous <= len(steps) and len(flat(steps[-previous:])) > 1 and len(effects) == 1:
        replaced = _instead_of_sentence(effects[0], steps[-previous:])
        if replaced is not None:
            steps[-previous:] = [replaced]
            return
    if steps and _answers_offer_made_if_done(steps[-1], effects):
        # "If you do, each opponent may sacrifice a permanent ... For each opponent who doesn't,
        # that player loses 2 life": who did or didn't do what was offered is asked only when
        # the offer was made (CR 608.2c), so inside the "if you do" that made it
        offer = steps[-1]
        assert isinstance(offer, fx.IfDid)
        steps[-1] = attrs.evolve(offer, effects=(*offer.effects, *effects))
        return
    for effect in effects:
        kept = _attach_to_previous(effect, steps, ctx)
        if kept is not None:
            steps.append(kept)


def _pay_to_end(sentence: Node) -> ast.PayToEndEffect | None:
    """The "You may pay {W} to end this effect." of a sentence that says only that, else None."""
    clauses = sentence.chain.clauses if isinstance(sentence, ast.Sentence) and isinstance(sentence.chain, ast.ClauseChain) else ()
    if len(clauses) != 1 or not isinstance(clauses[0], ast.Clause):
        return None
    clause = clauses[0]
    if not clause.may or clause.tails or len(clause.predicates) != 1 or not isinstance(clause.predicates[0], ast.PayToEndEffect):
        return None
    if not isinstance(clause.subject, ast.Pronoun) or clause.subject.lower_words() != ("you",):
        return None
    return clause.predicates[0]


#: the continuous effects "this effect" a payment may end names (CR 611.2a: no duration stated)
_ENDABLE = (fx.Becomes, fx.ModifyPT, fx.GrantAbilities, fx.GainControl, fx.LoseAbilities, fx.LoseThisAbility)


def _ended_by_paying(steps: EffectList, node: ast.PayToEndEffect, ctx: Lowering) -> fx.Effect | None:
    """"This creature loses this ability and becomes an Aura enchantment with enchant creature.
    Attach it to target creature. You may pay {W} to end this effect.": the ability's
    instructions, whose continuous effects (with no duration of their own) last until you pay to
    end them, a special action (CR 116.2c, 611.2a). With no such effect before it, or one with a
    duration of its own, "this effect" names nothing the model can end: None (the sentence is
    then lowered alone, an unsupported ending)."""
    done = walk(steps)
    lasting = [e for e in done if isinstance(e, _ENDABLE)]
    if not lasting or any(getattr(e, "duration", None) is not None for e in lasting) or any(isinstance(e, (fx.ForAsLongAs, fx.EndedByPaying, fx.May)) for e in done):
        return None
    return fx.EndedByPaying(effects=steps, cost=tuple(ctx.cost(c) for c in node.cost))


def _on_spell_cast_later(step: fx.Effect, sentence: Node, effects: EffectList) -> bool:
    """Do ``effects`` (a sentence about "that spell") act on the cards a permission just before
    names (``step``: a PlayPermission, alone or for as long as a condition holds)?"""
    inner = step.effects if isinstance(step, fx.ForAsLongAs) else (step,)
    named = {e.what for e in inner if isinstance(e, fx.PlayPermission)}
    if not named or not effects:
        return False
    clauses = sentence.chain.clauses if isinstance(getattr(sentence, "chain", None), ast.ClauseChain) else ()
    subject = clauses[0].subject if len(clauses) == 1 and isinstance(clauses[0], ast.Clause) else None
    if not isinstance(subject, ast.ObjectNp) or subject.descriptor is None or "spell" not in lower_words(subject.descriptor):
        return False
    return all(getattr(e, "what", None) in named for e in effects)


def _answers_offer_made_if_done(step: fx.Effect, effects: EffectList) -> bool:
    """Whether ``effects`` ask who did what a "may" offered (CR 608.2c) and the step before
    them is "If you do, [players] may ...", the offer made only if the earlier one was taken."""
    if not isinstance(step, fx.IfDid) or step.negate or not step.effects or not isinstance(step.effects[-1], fx.May):
        return False
    return any(isinstance(e, fx.DidThisWay) for e in walk(effects))


def uncalled_flips(steps: EffectList) -> EffectList:
    """"Flip a coin. If it comes up heads, ...": an ability that asks only whether its coins came
    up heads or tails flips coins no player calls, wins or loses (CR 705.2); one that asks both
    that and who won is unsupported."""
    found = walk(steps)
    if not any(isinstance(e, (fx.CoinCameUp, fx.CoinsCameUp)) for e in found):
        return steps
    if any(isinstance(e, fx.Won) and e.contest == "flip" for e in found):
        return (fx.Unsupported(reason="a coin flip asked both who won it and how it came up", node="CoinCameUp"),)
    return transform(steps, lambda e: attrs.evolve(e, called=False) if isinstance(e, fx.FlipCoin) else e)


def repeated_process(steps: EffectList) -> EffectList:
    """"[instructions]. If you do, repeat this process.", "You may repeat this process any number
    of times.": the instructions of the ability up to the one that says to repeat them are a
    Process, done again from the first while a pass reaches "repeat this process" (CR 608.2c).
    Unsupported: instructions after it (what they read "this way" gathers over every pass, which
    the passes do not keep), more than one "repeat", and "any number of times" that no "may"
    lets a player choose."""
    placeholders = [e for e in walk(steps) if isinstance(e, RepeatPlaceholder)]
    if not placeholders:
        return steps
    if len(placeholders) > 1:
        return (fx.Unsupported(reason="more than one \"repeat this process\" in one ability", node="RepeatProcess"),)
    if not any(isinstance(e, RepeatPlaceholder) for e in walk(steps[-1])):
        return (fx.Unsupported(reason="instructions after \"repeat this process\"", node="RepeatProcess"),)

    def settle(element: Any) -> Any:
        if isinstance(element, fx.May) and len(element.effects) == 1 and isinstance(element.effects[0], RepeatPlaceholder):
            return attrs.evolve(element, effects=(element.effects[0].repeat,))
        if isinstance(element, RepeatPlaceholder):
            if element.chosen:
                return fx.Unsupported(reason="\"repeat this process any number of times\" without a player who may", node="RepeatProcess")
            return element.repeat
        return element

    return (fx.Process(effects=transform(steps, settle)),)


def _cast_this_way(condition: Any, ctx: Lowering) -> bool:
    """"If you cast a spell this way": a spell cast with the permission just given."""
    if not isinstance(condition, ast.PredicateCondition) or not isinstance(condition.predicate, ast.Cast):
        return False
    what = condition.predicate.what
    if condition.origin is not None or condition.predicate.without_paying is not None or not isinstance(condition.time, str):
        return False
    if condition.time.lower() != "this way" or not isinstance(what, ast.ObjectNp) or what.qualifiers or what.descriptor is None:
        return False
    return what.descriptor.lower_words() == ("spell",) and ctx.players(condition.subject) == fx.You()


def _not_cast_this_way(sentence: ast.IfSentence, steps: list[fx.Effect], ctx: Lowering) -> fx.Effect | None:
    """"You may cast that card without paying its mana cost. If you don't cast it this way, put
    it into your hand.": as the ability resolves, the instruction before offered to cast that
    object (one Cast of it, CR 608.2g), and none was cast, as it recorded (CR 608.2c, 400.7h);
    "it" after the condition is that object. None for anything else (a permission to cast
    later, another object, another player)."""
    condition = sentence.condition
    if not isinstance(condition, ast.PredicateNotCondition) or not isinstance(condition.predicate, ast.Cast):
        return None
    predicate = condition.predicate
    if condition.origin is not None or predicate.without_paying is not None or not isinstance(condition.time, str) or condition.time.lower() != "this way":
        return None
    if ctx.players(condition.subject) != fx.You():
        return None
    done = walk(tuple(steps))
    casts = [e for e in done if isinstance(e, fx.Cast)]
    if len(casts) != 1 or casts[0].player != fx.You() or any(isinstance(e, fx.PlayPermission) for e in done):
        return None
    named = ctx.objects(predicate.what, role="reference")
    if named != casts[0].what or isinstance(named, fx.Filter):
        return None
    cast = fx.Exists(what=fx.Amongst(among=fx.Found(key="cast"), filter=fx.Filter(controller=fx.You())))
    with ctx.scope(referents=[*ctx.referents, named]):
        effects = ctx.effects(sentence.chain)
    return fx.Conditional(condition=fx.NotCondition(condition=cast), effects=effects)


def _spell_type(what: Any, head: str) -> tuple[str | None] | None:
    """The card type a plain noun phrase names ("a spell", "a creature spell", "that artifact",
    "it"), as ``(type,)`` (``(None,)``: none named); None for any other noun phrase (qualifiers,
    several words before the head noun, another determiner)."""
    if isinstance(what, ast.Pronoun):
        return (None,) if head == "" and what.lower_words() == ("it",) else None
    if not isinstance(what, ast.ObjectNp) or what.qualifiers or what.descriptor is None or what.determiner is None:
        return None
    if what.determiner.lower_words() != (("a",) if head == "spell" else ("that",)):
        return None
    words = what.descriptor.lower_words()
    if head == "spell":
        if words[-1:] != ("spell",) or len(words) > 2 or (len(words) == 2 and words[0] not in CARD_TYPES):
            return None
        return (CARD_TYPES[words[0]] if len(words) == 2 else None,)
    return (CARD_TYPES[words[0]],) if len(words) == 1 and words[0] in CARD_TYPES else None


def _enters_if_cast_this_way(sentence: ast.IfSentence, steps: list[fx.Effect], ctx: Lowering) -> fx.Effect | None:
    """"Once during each of your turns, you may cast an artifact spell from your graveyard. If you
    cast a spell this way, that artifact enters tapped.": after a static ability's permissions to
    cast spells (CR 601.3), a replacement of how each permanent enters (CR 614.1c) that was a
    spell cast with them, which the permanent is asked about as it would exist (CR 614.12, 400.7:
    the spell it was keeps the permission that let it be cast, CR 601.2). None for anything else:
    other instructions before, or a sentence that says more than how "that [type]" enters."""
    condition = sentence.condition
    if not isinstance(condition, ast.PredicateCondition) or not isinstance(condition.predicate, ast.Cast):
        return None
    if condition.origin is not None or condition.predicate.without_paying is not None or not isinstance(condition.time, str) or condition.time.lower() != "this way":
        return None
    if ctx.players(condition.subject) != fx.You():
        return None
    cast_type = _spell_type(condition.predicate.what, "spell")
    if cast_type is None:
        return None
    if not all(isinstance(step, fx.PlayPermission) for step in steps) or not any(cast(fx.PlayPermission, step).action == "cast" for step in steps):
        return None
    clauses = sentence.chain.clauses if isinstance(sentence.chain, ast.ClauseChain) else ()
    if len(clauses) != 1 or not isinstance(clauses[0], ast.Clause):
        return None
    clause = clauses[0]
    if len(clause.predicates) != 1 or not isinstance(clause.predicates[0], ast.Enters):
        return None
    if clause.may or clause.each or clause.tails:
        return None
    anaphor = _spell_type(clause.subject, "")
    if anaphor is None:
        return None
    kinds = {t for t in (*cast_type, *anaphor) if t is not None}
    if len(kinds) > 1:
        return None  # "If you cast a creature spell this way, that artifact ...": not one object
    effects = ctx.effects(sentence.chain)
    if len(effects) != 1 or not isinstance(effects[0], EntersWithPlaceholder):
        return None
    ability = effects[0].ability
    if ability.what is not None or ability.condition is not None or ability.under is not None:
        return None
    what = fx.CastThisWay(what=fx.Filter(types=tuple(kinds), zone="stack") if kinds else None)
    return EntersWithPlaceholder(ability=attrs.evolve(ability, what=what))


def reads_only_the_spell(costs: Any) -> bool:
    """Whether the costs of casting a spell a permission or an alternative cost offers read
    nothing but fixed numbers, you, descriptions of objects ("by sacrificing a nonland
    permanent") and numbers of the spell being cast ("pay life equal to its mana value": ``This``
    in the costs of casting it is that spell, CR 601.2f), lowered with "it" and "that spell"
    bound to ``This``."""
    found = walk(tuple(costs))
    if any(isinstance(v, fx.Unsupported) for v in found):
        return False
    if any(isinstance(v, (fx.Value, fx.Reference)) and not isinstance(v, (fx.Fixed, fx.StatOf, fx.This, fx.You, fx.Filter)) for v in found):
        return False
    if any(isinstance(v, fx.StatOf) and v.what != fx.This() for v in found):
        return False
    # the spell only as what a number is read of: "sacrifice ~" is no cost of the spell
    return sum(isinstance(v, fx.This) for v in found) == sum(isinstance(v, fx.StatOf) for v in found)


def _permission_cost(sentence: ast.IfSentence, steps: list[fx.Effect], previous: int, ctx: Lowering) -> list[fx.Effect] | None:
    """"You may play lands and cast spells from the top of your library. If you cast a spell this
    way, pay life equal to its mana value rather than pay its mana cost.": after the sentence
    that gave permissions to play or cast cards (CR 601.3), the cost each spell cast with them is
    cast for, an alternative cost (CR 118.9, 601.2b) that the permission carries
    (PlayPermission.cost). "its"/"that spell's" is the spell being cast, which the costs of
    casting it are read of (``This`` in PlayPermission.cost, as OwnManaCost is its mana cost,
    CR 601.2f). The steps that replace the sentence before's; None for anything else: other
    instructions or conditions, a permission without paying or with a cost already, costs
    other than mana and life, or a cost that reads anything but the spell."""
    if previous <= 0 or previous > len(steps):
        return None
    clauses = sentence.chain.clauses if isinstance(sentence.chain, ast.ClauseChain) else ()
    if len(clauses) != 1 or not isinstance(clauses[0], ast.Clause):
        return None
    clause = clauses[0]
    if clause.may or clause.each or clause.also or (clause.subject is not None and lower_words(clause.subject) != ["you"]):
        return None
    tails = list(clause.tails or ())
    if len(tails) != 1 or not isinstance(tails[0], ast.RatherThanPay) or " ".join(render_node(tails[0].cost).lower().split()) not in ("its mana cost", "that spell's mana cost"):
        return None
    predicates = clause.predicates if isinstance(clause.predicates, tuple) else (clause.predicates,)
    if not predicates or not all(isinstance(p, (ast.Pay, ast.PayLife)) for p in predicates):
        return None
    # the permissions, as the sentence before gave them ("During your turn, you may play
    # cards exiled with ~.": while its condition holds)
    held = steps[-previous:]
    inner = [e for step in held for e in (step.effects if isinstance(step, WhileConditionPlaceholder) else (step,))]
    if not inner or not all(isinstance(e, fx.PlayPermission) and e.player == fx.You() and not e.without_paying and e.cost is None for e in inner):
        return None
    with ctx.scope(referents=[fx.This()], player_referents=[]):
        costs: list[fx.Cost] = []
        for predicate in predicates:
            if isinstance(predicate, ast.PayLife):
                costs.append(fx.PayLife(amount=ctx.value(predicate.amount)))
            else:
                costs.extend(ctx.cost(c) for c in cast(ast.Pay, predicate).costs)
    if not costs or not reads_only_the_spell(costs):
        return None

    def costed(permission: fx.PlayPermission) -> fx.PlayPermission:
        lands = isinstance(permission.what, fx.Filter) and permission.what.types == ("Land",)
        return permission if lands else attrs.evolve(permission, cost=tuple(costs))  # a land is played, with no cost (CR 305.1)

    out: list[fx.Effect] = []
    for step in held:
        if isinstance(step, WhileConditionPlaceholder):
            out.append(attrs.evolve(step, effects=tuple(costed(cast(fx.PlayPermission, e)) for e in step.effects)))
        else:
            out.append(costed(cast(fx.PlayPermission, step)))
    return out


_MANA_AS_THOUGH = ("any_color_mana", "any_type_mana")


def _mana_riders(step: fx.Effect, rider: EffectList) -> EffectList | None:
    """"You may play those cards for as long as they remain exiled. If you cast a spell this way,
    you may spend mana as though it were mana of any color to cast it." (CR 609.4b): the mana
    may be spent so for the cards the permission names, while it lasts (the spell cast this way
    is one of them): the steps that replace the permission's. None for other riders (a creature
    cast this way entering with a counter), or after anything but a permission."""
    lasting = step if isinstance(step, fx.ForAsLongAs) else None
    inner = lasting.effects if lasting is not None else (step,)
    # "You may look at and play those cards ...": the look binds no one (_look_at_and_play)
    permissions = [e for e in inner if not isinstance(e, fx.LookAt)]
    if len(permissions) != 1 or not isinstance(permissions[0], fx.PlayPermission):
        return None
    permission = permissions[0]
    # "to cast it": the spell cast this way, one of the cards the permission names ("from
    # among" them: those cards, whatever their kind)
    among = (permission.what, fx.Amongst(among=permission.what, filter=fx.Filter()))
    if not rider or not all(isinstance(e, fx.AsThough) and e.kind in _MANA_AS_THOUGH and not e.cost and e.what in among and e.player == permission.player for e in rider):
        return None
    riders = tuple(attrs.evolve(e, what=permission.what, duration=permission.duration) for e in rider)
    if lasting is not None:
        return (attrs.evolve(lasting, effects=(*inner, *riders)),)
    return (*inner, *riders)


def _other_than_chosen(steps: EffectList) -> EffectList:
    """"Each player chooses three nonland permanents they control. Destroy all other nonland
    permanents.", "Choose a creature, then destroy all other creatures": after an instruction to
    choose objects, "other" means not chosen (the text read as a whole, CR 608.2c), not other
    than the source."""
    out: list[fx.Effect] = []
    key: str | None = None

    def not_chosen(value: Any) -> Any:
        if isinstance(value, (fx.Target, fx.DelayedTrigger)):
            # a target is chosen before anything is (CR 601.2c), and a later trigger's "other"
            # is about its own event: a copy, not walked into
            return attrs.evolve(value)
        if isinstance(value, fx.Filter) and value.other and value.excluded is None:
            return attrs.evolve(value, other=False, excluded=fx.Found(key=key))
        return value

    for step in steps:
        if key is not None:
            step = transform(step, not_chosen)
        out.append(step)
        if isinstance(step, fx.ChooseObjects):
            key = step.key
    return tuple(out)


def changes_own_activation_cost(effect: fx.Effect) -> bool:
    """"This ability costs {1} less to activate [if ...]": a ModifyCost of this ability, or a
    Conditional holding only such changes."""
    if isinstance(effect, fx.Conditional) and not effect.otherwise:
        return bool(effect.effects) and all(changes_own_activation_cost(e) for e in effect.effects)
    return isinstance(effect, fx.ModifyCost) and effect.action == "activate" and isinstance(effect.spells, fx.This)


def _all_other_lost(effects: EffectList) -> EffectList:
    """"Enchanted creature has base power and toughness 0/2, has defender, and loses all other
    abilities.": the abilities it loses are all but those the sentence gives it, so they are lost
    first (layer 6 in the order the effects are listed, CR 613.7); "loses all other card types
    [and creature types]" is what a sentence that sets its card types does (CR 205.1a), which one
    of the sentence must."""
    if not any(isinstance(e, LosesAllOther) for e in walk(effects)):
        return effects
    read = _read_all_other_lost(effects)
    if any(isinstance(e, LosesAllOther) for e in walk(read)):
        return (fx.Unsupported(reason="\"loses all other\" inside an instruction of another kind", node="LoseAllOther"),)
    return read


def _read_all_other_lost(effects: EffectList) -> EffectList:
    lost = [e for e in effects if isinstance(e, LosesAllOther)]
    if not lost:
        return tuple(attrs.evolve(e, effects=_read_all_other_lost(e.effects)) if isinstance(e, _SENTENCE_PARTS) else e for e in effects)
    rest = [e for e in effects if not isinstance(e, LosesAllOther)]
    first: list[fx.Effect] = []
    for marker in lost:
        setting = [e for e in rest if isinstance(e, fx.Becomes) and not e.in_addition and not e.keeps]
        if "card types" in marker.kinds and not any(e.types for e in setting):
            return (fx.Unsupported(reason="\"loses all other card types\" without card types the sentence sets", node="LoseAllOther"),)
        if "creature types" in marker.kinds and not any(e.types or e.subtypes for e in setting):
            return (fx.Unsupported(reason="\"loses all other creature types\" without types the sentence sets", node="LoseAllOther"),)
        if "abilities" in marker.kinds:
            first.append(fx.LoseAbilities(what=marker.what, duration=marker.duration))
    return (*first, *rest)


#: the effects that hold the instructions of a sentence with a condition or a choice
_SENTENCE_PARTS = (fx.May, fx.IfDid, fx.Conditional, WhileConditionPlaceholder, fx.ForAsLongAs)


def _is_it_is(sentence: Node) -> bool:
    """Is the sentence "It's [characteristics]." alone ("It's an enchantment."), or with the
    types it does not have ("It's a Treasure artifact with "...," and it loses all other card
    types.": CR 611.2e, a characteristic it "doesn't have", the types its "is" replaces, CR 205.1a)?"""
    if not isinstance(sentence, ast.Sentence) or not isinstance(sentence.chain, ast.ClauseChain):
        return False
    clauses = sentence.chain.clauses
    if not clauses or type(clauses[0]) is not ast.ItIs:
        return False
    return all(_loses_other_types_of_it(c) for c in clauses[1:])


def _loses_other_types_of_it(clause: Node) -> bool:
    """"it loses all other card types" (and creature types), said of the same "it"."""
    if not isinstance(clause, ast.Clause) or not isinstance(clause.subject, ast.Pronoun) or clause.subject.lower_words() != ("it",):
        return False
    predicates: Any = clause.predicates
    if clause.tails or clause.may or not isinstance(predicates, tuple) or len(predicates) != 1 or not isinstance(predicates[0], ast.LoseAllOther):
        return False
    return set(predicates[0].kind_names) <= {"card types", "creature types"}


def _as_it_enters(step: Any, effects: EffectList) -> Any:
    """"Return it to the battlefield under its owner's control. It's an enchantment.": a
    permanent put onto the battlefield and an effect that says it "is" something take effect
    together, as it enters (CR 611.2e); the step with the move holding the effect, looking
    inside "if you do" and "may"; None when the step puts nothing onto the battlefield."""
    if len(effects) != 1 or not isinstance(effects[0], fx.Becomes):
        return None
    if isinstance(step, fx.Move) and step.to == "battlefield":
        change = attrs.evolve(effects[0], what=fx.Found(key="entering"))
        return attrs.evolve(step, characteristics=(*step.characteristics, change))
    if isinstance(step, (fx.May, fx.IfDid, fx.Conditional)) and step.effects:
        inner = _as_it_enters(step.effects[-1], effects)
        if inner is not None:
            return attrs.evolve(step, effects=(*step.effects[:-1], inner))
    return None


def _enters_as_moved(step: Any, effect: Any) -> Any:
    """"Return target creature card from your graveyard to the battlefield. It enters with two
    additional +1/+1 counters on it.", "... If that card has mana value 3 or less, it enters with
    three additional +1/+1 counters on it.": how the objects the move puts onto the battlefield
    enter is part of that move (CR 614.1c), a condition about the entering object checked for
    each as it enters (CR 614.12); the step with the move holding it, looking inside "if you do"
    and "may"; None when ``effect`` is no such sentence or the step puts nothing onto the
    battlefield."""
    condition = None
    if isinstance(effect, fx.Conditional) and not effect.otherwise and len(effect.effects) == 1:
        condition, effect = effect.condition, effect.effects[0]
    if not isinstance(effect, EntersAsMoved):
        return None
    if isinstance(step, fx.Repeat) and condition is None and step.effects:
        # "For each card you've discarded this turn, create a token that's a copy of ~. The
        # tokens enter tapped and attacking.": each creation makes its tokens that way
        inner = _enters_as_moved(step.effects[-1], effect)
        if inner is not None:
            return attrs.evolve(step, effects=(*step.effects[:-1], inner))
    if isinstance(step, (fx.CreateToken, fx.CreateCopyToken)) and effect.what.key == "created":
        # "Create a token that's a copy of target attacking creature. The token enters tapped
        # and attacking.": the tokens are created that way (CR 614.1c, 506.3)
        if isinstance(condition, fx.CostWasPaid) and not effect.counters and effect.attacking_whom is None:
            # "If this spell's sneak cost was paid, they enter tapped and attacking.": how the
            # spell was cast (CR 601.2b-h), which creating the tokens does not change: created
            # that way if it was paid, else as the instruction says
            changed = attrs.evolve(step, tapped=step.tapped or effect.tapped, attacking=step.attacking or effect.attacking)
            return fx.Conditional(condition=condition, effects=(changed,), otherwise=(step,))
        if condition is not None:
            return None  # only on a condition: not a field of the creation
        if effect.attacking_whom is not None and (step.attacking_whom or effect.attacking_whom) != effect.attacking_whom:
            return None  # attacking two players at once
        # "The token enters with X +1/+1 counters on it": each token so created (CR 614.1c)
        return attrs.evolve(
            step, tapped=step.tapped or effect.tapped, attacking=step.attacking or effect.attacking,
            attacking_whom=effect.attacking_whom or step.attacking_whom, counters=(*step.counters, *effect.counters),
        )
    if effect.what.key == "created":
        return None
    if isinstance(step, fx.Move) and step.to == "battlefield":
        if effect.attacking_whom is not None and (step.attacking_whom or effect.attacking_whom) != effect.attacking_whom:
            return None  # attacking two players at once
        if condition is None:
            return attrs.evolve(
                step, tapped=step.tapped or effect.tapped, attacking=step.attacking or effect.attacking,
                attacking_whom=effect.attacking_whom or step.attacking_whom, counters=(*step.counters, *effect.counters),
            )
        if isinstance(condition, fx.CostWasPaid) and (effect.tapped or effect.attacking) and effect.attacking_whom is None:
            # "If it was kicked, it enters tapped and attacking.": how the spell was cast (CR
            # 601.2b-h), which the move does not change: moved that way if it was paid
            changed = attrs.evolve(step, tapped=step.tapped or effect.tapped, attacking=step.attacking or effect.attacking, counters=(*step.counters, *effect.counters))
            return fx.Conditional(condition=condition, effects=(changed,), otherwise=(step,))
        if effect.tapped or effect.attacking or not effect.counters:
            return None  # entering tapped or attacking only on a condition: not a field of the move
        entering = transform(_of_the_one_entering(condition), lambda e: fx.Found(key="entering") if e == effect.what else e)
        return attrs.evolve(step, counters=(*step.counters, fx.Conditional(condition=entering, effects=effect.counters)))
    if isinstance(step, (fx.May, fx.IfDid, fx.Conditional)) and step.effects:
        inner = _enters_as_moved(step.effects[-1], fx.Conditional(condition=condition, effects=(effect,)) if condition is not None else effect)
        if inner is not None:
            return attrs.evolve(step, effects=(*step.effects[:-1], inner))
    return None


def _of_the_one_entering(condition: Any) -> Any:
    """"If a Hero enters this way, it enters with two additional +1/+1 counters on it.": "a Hero
    enters this way" (one of the objects put onto the battlefield is a Hero), said of "it", is
    whether the object entering is one (CR 614.12), asked of each as it enters; any other
    condition as it is."""
    put = fx.Found(key=PUT_INTO_KEY.format("battlefield"))
    if isinstance(condition, fx.Exists) and isinstance(condition.what, fx.Amongst) and condition.what.among == put and condition.at_least == fx.Fixed(value=1):
        return fx.Is(what=fx.Found(key="entering"), test=condition.what.filter)
    return condition


def _countered_elsewhere(step: Any, effect: Any) -> list[Any] | None:
    """"Counter target spell. If that spell is countered this way, exile it instead of putting
    it into its owner's graveyard[, then ...]": the instructions before "instead" replace the
    countered spell's move to its owner's graveyard (CR 701.6a, 614.1a), so they are part of
    the counter (a condition checked before it, as other "instead"s are, would not yet know
    whether the spell is countered); the rest follow it on the same condition. The step with
    the counter holding it, looking inside "unless", "may" and "if you do"; None when
    ``effect`` is no such sentence."""
    if not isinstance(effect, fx.Conditional) or effect.otherwise or not effect.effects:
        return None
    first, rest = effect.effects[0], effect.effects[1:]
    condition = effect.condition
    if not isinstance(first, fx.Instead) or first.instead_of != "graveyard":
        return None
    countered = fx.Found(key=fx.CounterSpell.result_key)
    if isinstance(condition, fx.Exists) and isinstance(condition.what, fx.Amongst) and condition.what.among == countered and condition.at_least == fx.Fixed(value=1):
        # "If an artifact or creature spell is countered this way, put that card onto the
        # battlefield ... instead": the replacement only for a countered spell of that kind,
        # checked as it is countered; any other goes to its owner's graveyard
        if isinstance(step, fx.CounterSpell) and not step.instead and not rest:
            return [attrs.evolve(step, instead=(fx.Conditional(condition=condition, effects=first.effects),))]
        if isinstance(step, (fx.May, fx.IfDid, fx.Conditional, fx.Unless)) and step.effects and not rest:
            inner = _countered_elsewhere(step.effects[-1], effect)
            if inner is not None and len(inner) == 1:
                return [attrs.evolve(step, effects=(*step.effects[:-1], inner[0]))]
        return None
    if not isinstance(condition, fx.Is) or condition.negated or condition.test != countered:
        return None
    if isinstance(step, fx.CounterSpell) and step.what == condition.what and not step.instead:
        changed: list[Any] = [attrs.evolve(step, instead=first.effects)]
        if rest:
            changed.append(attrs.evolve(effect, effects=rest))
        return changed
    if isinstance(step, (fx.May, fx.IfDid, fx.Conditional, fx.Unless)) and step.effects and not rest:
        inner = _countered_elsewhere(step.effects[-1], effect)
        if inner is not None and len(inner) == 1:
            return [attrs.evolve(step, effects=(*step.effects[:-1], inner[0]))]
    return None


def _same_is_true_for(sentence: ast.SameIsTrueFor, steps: list[Any], ctx: Lowering) -> list[Any]:
    """"This creature has flying as long as a card exiled with it has flying. The same is true
    for first strike and trample.": the instruction before, once more for each keyword, with
    that keyword wherever it named its one keyword."""
    keywords = [ctx.ability(k) for k in words_of(sentence.keywords) if isinstance(k, Node)]
    if not steps:
        return [fx.Unsupported(reason="\"the same is true\" without a sentence before it", node="SameIsTrueFor")]
    families = [k for k in keywords if isinstance(k, fx.Unsupported)]
    if families:  # "protection" named without a quality (KeywordFamily)
        return families[:1]
    if any(isinstance(k, fx.Keyword) and k.name == "landwalk" for k in keywords):
        # "landwalk" alone names each landwalk ability an object has, each of its own land type
        # (CR 702.14a-c), which no one keyword of the effect model is
        return [fx.Unsupported(reason="\"the same is true\" for landwalk: every landwalk ability an object has, each of its own land type (CR 702.14a-c), is not one keyword of the effect model", node="SameIsTrueFor")]
    if not all(isinstance(k, fx.Keyword) and k.amount is None and k.cost is None and not k.quality for k in keywords):
        return [fx.Unsupported(reason="\"the same is true\" for a keyword with a parameter", node="SameIsTrueFor")]
    named = {e.name for e in walk((steps[-1],)) if isinstance(e, fx.Keyword)}
    named |= {name for e in walk((steps[-1],)) if isinstance(e, fx.Filter) for name in e.keywords}
    if len(named) != 1:
        return [fx.Unsupported(reason="\"the same is true\" after a sentence that names no one keyword", node="SameIsTrueFor")]
    (old,) = named
    return [transform(steps[-1], _keyword_replacer(old, cast(fx.Keyword, new))) for new in keywords]


#: the continuous effects of a static ability that "the same is true for [objects]" says again of
#: more objects: each applies to the objects its ``what`` names (CR 611.3)
_OBJECT_CONTINUOUS = (fx.Becomes, fx.GrantAbilities, fx.ModifyPT, fx.SetPT, fx.AddTypes, fx.LoseAbilities)


def _same_is_true_for_objects(sentence: ast.SameIsTrueForObjects, steps: list[Any], previous: int, ctx: Lowering) -> None:
    """"Creatures you control are the chosen type. The same is true for creature spells you
    control and creature cards you own that aren't on the battlefield.": the continuous effects
    of the sentence before apply to these objects too (CR 611.3, 400.1): each affects the
    objects it named and the new ones."""
    more = ctx.objects(sentence.what, role="subject")
    if isinstance(more, fx.Unsupported):
        steps.append(more)
        return
    if not 0 < previous <= len(steps):
        steps.append(fx.Unsupported(reason="\"the same is true\" without a sentence before it", node="SameIsTrueForObjects"))
        return

    def widen(effect: Any) -> Any:
        if isinstance(effect, WhileConditionPlaceholder):
            inner = [widen(e) for e in effect.effects]
            return None if any(e is None for e in inner) else attrs.evolve(effect, effects=tuple(inner))
        if isinstance(effect, _OBJECT_CONTINUOUS) and not fx.names_players(effect.what):
            return attrs.evolve(effect, what=fx.Union(parts=(effect.what, more)))
        return None

    widened = [widen(e) for e in steps[-previous:]]
    if any(e is None for e in widened):
        steps.append(fx.Unsupported(reason="\"the same is true\" for objects after a sentence that is no continuous effect on objects (CR 611.3)", node="SameIsTrueForObjects"))
        return
    steps[-previous:] = widened


def _keyword_replacer(old: str, new: fx.Keyword) -> Callable[[Any], Any]:
    """What puts ``new`` wherever an element names the keyword ``old``: the keyword ability, a
    description's keywords, and a keyword counter ("a flying counter", CR 122.1b)."""

    def replace(element: Any) -> Any:
        if isinstance(element, fx.Keyword) and element.name == old:
            return new
        if getattr(element, "counter", None) == old:
            return transform_fields(attrs.evolve(element, counter=new.name), replace)
        if isinstance(element, fx.Filter) and old in element.keywords:
            return transform_fields(attrs.evolve(element, keywords=tuple(new.name if k == old else k for k in element.keywords)), replace)
        return element

    return replace


def _in_last_inner(effect: Any, change: Callable[[Any], Any]) -> Any:
    """``effect`` (a "may", "if you do", condition, ...) with ``change`` made to the last of its
    instructions that it changes; None when it changes none of them."""
    inner = list(effect.effects)
    for i in range(len(inner) - 1, -1, -1):
        changed = change(inner[i])
        if changed is not None:
            inner[i] = changed
            return attrs.evolve(effect, effects=tuple(inner))
    return None


def _with_new_targets(effect: Any) -> Any:
    """The effect with its (last) Copy allowed new targets, looking inside "if you do", "may"
    and a repetition ("Copy target instant or sorcery spell twice. You may choose new targets
    for the copies.": each copy made may get new targets, CR 707.10c); None when it copies
    nothing."""
    if isinstance(effect, fx.Copy):
        return attrs.evolve(effect, new_targets=True)
    if isinstance(effect, (fx.May, fx.IfDid, fx.Conditional, fx.Repeat, fx.DelayedTrigger)):
        # a delayed trigger's copy: "Copy the next spell you cast this turn when you cast it. You
        # may choose new targets for the copy." (CR 603.7b, 707.10c)
        return _in_last_inner(effect, _with_new_targets)
    return None


def _with_copy_target(effect: Any, marker: CopyTarget) -> Any:
    """The effect with its (last) copy given the target of ``marker`` (CR 707.10d-e): "copy that
    spell for each other creature you control that the spell could target. Each copy targets a
    different one of those creatures." (a copy repeated once for each of some objects: one copy
    for each of them instead) or "copy that spell, and the copy targets the chosen player" (one
    copy); None when there is no such copy."""
    if marker.target is None and isinstance(effect, fx.Repeat) and isinstance(effect.times, fx.CountOf) and len(effect.effects) == 1:
        (inner,) = effect.effects
        if isinstance(inner, fx.Copy) and inner.target is None and not fx.names_players(effect.times.what):
            return attrs.evolve(inner, target=effect.times.what)
        return None
    if marker.target is not None and isinstance(effect, fx.Copy) and effect.target is None:
        named = list(walk((marker.target,)))
        if effect.what in named or fx.Found(key="copy") in named:
            # CR 115.5: a spell can't target itself: "copy that spell" read as the object chosen
            # for the copy to target, or "that token" read as the copy, is a referent not told
            # apart
            return fx.Unsupported(reason="the spell copied is not told apart from the object its copy targets (CR 707.10e)", node="Copy")
        return attrs.evolve(effect, target=marker.target)
    if isinstance(effect, (fx.May, fx.IfDid, fx.Conditional, fx.DelayedTrigger)):
        return _in_last_inner(effect, lambda e: _with_copy_target(e, marker))
    return None


def new_targets_in_chain(effects: EffectList) -> EffectList:
    """"they may copy this spell and may choose a new target for that copy": within one chain of
    clauses, new targets go to the copy of the clause just before (CR 707.10c), also when the
    chain is the body of "If you do"; a marker with no copy there is left for the sentences
    around it (``_attach_to_previous``)."""
    steps: list[Any] = []
    for effect in effects:
        marker = effect.effects[0] if isinstance(effect, fx.May) and len(effect.effects) == 1 else effect
        if isinstance(marker, NewTargets) and steps:
            changed = _with_new_targets(steps[-1])
            if changed is not None:
                steps[-1] = changed
                continue
        if isinstance(effect, CopyTarget) and steps:
            changed = _with_copy_target(steps[-1], effect)
            if changed is not None:
                steps[-1] = changed  # CR 707.10e: the copy the clause before makes
                continue
        steps.append(effect)
    return tuple(steps)


def _with_cost_limit(effect: Any, limit: CostLimit) -> Any:
    """The cost reduction ``effect`` (or the one inside its condition) with the limits of the
    sentence after it (CR 601.2f, 118.7); None when it holds none."""
    if isinstance(effect, fx.ModifyCost) and not effect.increase:
        if limit.symbol is not None and (not effect.mana or effect.mana.replace(limit.symbol, "")):
            return None  # "reduces only the amount of white mana" after a reduction of other mana
        return attrs.evolve(effect, **dict(limit.limits))
    if isinstance(effect, (fx.Conditional, WhileConditionPlaceholder)):
        return _in_last_inner(effect, lambda e: _with_cost_limit(e, limit))
    return None


def _last_play_permission(steps: list[Any]) -> fx.PlayPermission | None:
    """The permission to play or cast of the instruction just before ("You may play the exiled
    cards for as long as they remain exiled."), looking inside its duration and "may"; None when
    that instruction gives none."""
    if not steps:
        return None
    effect = steps[-1]
    while isinstance(effect, (fx.ForAsLongAs, fx.May)) and len(effect.effects) == 1:
        effect = effect.effects[0]
    return effect if isinstance(effect, fx.PlayPermission) else None


def _with_new_target_must_be(effect: Any, what: fx.Reference) -> Any:
    """The effect with its (last) change of targets limited to new targets of ``what`` ("The new
    target must be a creature.", CR 115.7a), looking inside "may", "if you do" and conditions;
    None when it changes no targets."""
    if isinstance(effect, fx.ChangeTargets) and effect.must_be is None:
        return attrs.evolve(effect, must_be=what)
    if isinstance(effect, (fx.May, fx.IfDid, fx.Conditional)):
        return _in_last_inner(effect, lambda e: _with_new_target_must_be(e, what))
    return None


def _with_kept(effect: Any, types: tuple[str, ...]) -> Any:
    """The effect with its (last) Becomes keeping ``types`` ("It's still a land.", CR 205.1b),
    looking inside "if you do", "may" ("You may have it become a 3/3 Elemental creature.") and
    "for as long as" ("becomes a 4/5 green Treefolk creature for as long as ...");
    None when nothing in it becomes anything."""
    if isinstance(effect, fx.Becomes):
        return attrs.evolve(effect, keeps=(*effect.keeps, *types))
    if isinstance(effect, (fx.May, fx.IfDid, fx.Conditional, fx.ForAsLongAs)):
        return _in_last_inner(effect, lambda e: _with_kept(e, types))
    return None


def _with_keyword_cost(effect: Any, keyword: fx.Keyword) -> Any:
    """The effect with each grant of ``keyword``'s name without a cost given ``keyword`` (its
    cost stated by the sentence after, CR 702.1b); None when it grants no such keyword."""

    def costless(ability: Any) -> bool:
        return isinstance(ability, fx.Keyword) and ability.name == keyword.name and ability.cost is None

    def replace(element: Any) -> Any:
        if isinstance(element, fx.GrantAbilities) and any(costless(a) for a in element.abilities):
            return attrs.evolve(element, abilities=tuple(keyword if costless(a) else a for a in element.abilities))
        return element

    changed = transform(effect, replace)  # what does not change is shared (effects.base.transform)
    return changed if changed is not effect else None


def _targets_a_stack_object(what: Any) -> bool:
    """Whether ``what`` names spells or abilities on the stack: a target ("target spell",
    "target spell or ability") or those the player chooses ("any number of other spells and/or
    abilities"): what "choose new targets for" changes on its own (CR 115.7d)."""
    return isinstance(what, (fx.Target, fx.Chosen)) and isinstance(what.what, fx.Filter) and what.what.zone == "stack"


def _is_new_targets(effect: Any) -> bool:
    """"choose new targets for ...", or "may" of it alone."""
    if isinstance(effect, fx.May) and len(effect.effects) == 1:
        effect = effect.effects[0]
    return isinstance(effect, NewTargets)


def _names_a_stack_object(what: Any, steps: list[Any], ctx: Lowering) -> bool:
    """Whether ``what`` is a spell or ability on the stack that no instruction of these steps
    copied: a target or chosen one (_targets_a_stack_object), the one chosen by an earlier
    "choose target spell" (its key), or the spell whose casting or copying triggered the
    ability (CR 603.2)."""
    if _targets_a_stack_object(what):
        return True
    if not isinstance(what, fx.Found):
        return False
    if what.key == "triggering":
        return ctx.trigger_event in ("cast", "copy")
    return any(isinstance(e, fx.ChooseObjects) and e.key == what.key and _targets_a_stack_object(e.what) for e in walk(tuple(steps)))


def _attach_to_previous(effect: fx.Effect, steps: list[Any], ctx: Lowering) -> Any:
    """"You may choose new targets for the copy.", "It's still a land.", "This effect can't
    reduce the mana in that cost to less than one mana." and "The flashback cost is equal to its
    mana cost." change the instruction before them;
    they are not instructions of their own (None: merged)."""
    marker = effect
    if isinstance(effect, fx.IfDid) and len(effect.effects) == 1 and _is_new_targets(effect.effects[0]):
        # "You may copy it. If you do, you may choose new targets for the copy.": there is a
        # copy only if the player did, so the new targets are the copy's (CR 707.10c)
        marker = effect.effects[0]
    if isinstance(marker, fx.May) and _is_new_targets(marker):
        marker = marker.effects[0]
    if isinstance(marker, NewTargets):
        for i in range(len(steps) - 1, -1, -1):
            changed = _with_new_targets(steps[i])
            if changed is not None:
                steps[i] = changed  # CR 707.10c: the copier may choose new targets
                return None
        if _names_a_stack_object(marker.what, steps, ctx) and marker.player is not None:
            # "You may choose new targets for target spell.", "Gain control of target spell.
            # You may choose new targets for it.", "you may exchange control of this creature
            # and that spell. If you do, you may choose new targets for the spell." (CR 115.7d):
            # a spell or ability the ability names, not a copy
            new = fx.ChooseNewTargets(what=marker.what, player=marker.player)
            return fx.transform(effect, lambda v: new if v is marker else v)
        return fx.Unsupported(reason="new targets for a copy made by another instruction", node="ChooseNewTargets")
    if any(isinstance(v, NewTargets) for v in walk(effect)) and not any(isinstance(v, fx.Copy) for v in walk((*steps, effect))):
        # "If you win the flip, gain control of that spell and you may choose new targets for
        # it.": no copy is made, so the spell or ability named is the one whose targets change
        # (CR 115.7d)
        def own_targets(v: Any) -> Any:
            if isinstance(v, NewTargets) and v.player is not None and _names_a_stack_object(v.what, steps, ctx):
                return fx.ChooseNewTargets(what=v.what, player=v.player)
            return v

        effect = fx.transform(effect, own_targets)
    if isinstance(marker, CopyTarget):
        if steps:
            changed = _with_copy_target(steps[-1], marker)
            if changed is not None:
                steps[-1] = changed  # CR 707.10d-e: the copies the instruction before makes
                return None
        return fx.Unsupported(reason="the targets of copies made by no instruction just before (CR 707.10d-e)", node="TargetsNp")
    if isinstance(marker, CostLimit):
        for i in range(len(steps) - 1, -1, -1):
            changed = _with_cost_limit(steps[i], marker)
            if changed is not None:
                steps[i] = changed
                return None
        return marker.alone
    if isinstance(marker, GrantedKeywordCost):
        for i in range(len(steps) - 1, -1, -1):
            changed = _with_keyword_cost(steps[i], marker.keyword)
            if changed is not None:
                steps[i] = changed
                return None
        return marker.alone
    if isinstance(marker, ExcessTo):
        # CR 120.4a: the damage event of the instruction before is changed; an instruction
        # that is not dealing damage to one target (a fight, divided damage, each creature,
        # whose excess would go to every recipient's player) is not read
        previous = steps[-1] if steps else None
        one_target = isinstance(previous, fx.DealDamage) and isinstance(previous.to, fx.Target) and previous.to.max == 1 and previous.to.count is None
        if isinstance(previous, fx.DealDamage) and one_target and not previous.divided and previous.excess_to is None:
            steps[-1] = attrs.evolve(steps[-1], excess_to=marker.to)
            return None
        return fx.Unsupported(reason="excess damage dealt elsewhere, after an instruction that is not one DealDamage", node="ExcessDamageRedirected")
    if isinstance(marker, AnyTypeManaThisWay):
        permission = _last_play_permission(steps)
        if permission is None:
            return marker.alone
        # CR 609.4b: the cards the permission names, cast by the player it names
        return fx.AsThough(kind="any_type_mana", what=permission.what, player=permission.player)
    if isinstance(marker, NewTargetMustBe):
        for i in range(len(steps) - 1, -1, -1):
            changed = _with_new_target_must_be(steps[i], marker.what)
            if changed is not None:
                steps[i] = changed  # CR 115.7a: the targets the instruction before changes
                return None
        return marker.alone
    if isinstance(marker, StillType):
        for i in range(len(steps) - 1, -1, -1):
            changed = _with_kept(steps[i], marker.types)
            if changed is not None:
                steps[i] = changed  # CR 205.1b: it keeps its prior types
                return None
        return fx.Unsupported(reason="\"it's still\" without a \"becomes\" before it", node="StillSentence")
    return effect


# Clause tails of static abilities, applied to the clause's effects (see effects._clause).
_YOUR_TURN_WINDOWS = {("your", "turn"), ("each", "of", "your", "turns")}
_NOT_YOUR_TURN_WINDOWS = {("an", "opponent's", "turn"), ("each", "opponent's", "turn"), ("turns", "other", "than", "yours")}


def is_next_turn_window(window: Any) -> bool:
    """"your next turn", "target player's next turn", "its controller's next turn"."""
    return tuple(lower_words(window))[-2:] == ("next", "turn")


def next_turn_player(window: Any, ctx: Lowering) -> fx.Reference:
    """The player whose next turn a window names: "your", "their" (the player named before),
    "target player's", "that player's", "its controller's"."""
    possessor = next((w for w in window.words if isinstance(w, ast.Possessor)), None)
    if possessor is None:
        raise CannotLower(f"whose turn {render_node(window)!r} is", window)
    player = ctx.that_player() if lower_words(possessor) == ["their"] else possessed_object(possessor, ctx)
    if not fx.names_players(player):
        raise CannotLower(f"whose turn {render_node(window)!r} is", window)
    if player == fx.PlayerRole(role="that"):
        # "Each opponent can't cast ... during that player's next turn": each player's own next
        # turn, a window for each of them
        raise CannotLower(f"effects during {render_node(window)!r}: a later turn of each of several players", window)
    return player


def during_next_turn(player: fx.Reference, effects: EffectList, ctx: Lowering) -> EffectList:
    """"During target player's next turn, [effects]": continuous effects, permissions and rules
    that begin as that player's next turn begins and last until it ends (CR 500, 611.2a); a
    stated duration of their own or a one-shot instruction can't be said so (Unsupported)."""
    if ctx.static:
        raise CannotLower("a static ability's effects during a later turn", None)
    timed: list[fx.Effect] = []
    for effect in effects:
        if isinstance(effect, fx.Unsupported):
            timed.append(effect)
            continue
        if not attrs.has(type(effect)) or "duration" not in attrs.fields_dict(type(effect)) or effect.duration not in (None, "end_of_turn"):  # type: ignore[attr-defined]
            return (ctx.unsupported(None, f"{type(effect).__name__} during a later turn: no continuous effect for that turn (CR 611.2a)"),)
        timed.append(attrs.evolve(effect, duration="end_of_turn"))  # type: ignore[misc]
    return (fx.DuringNextTurn(player=player, effects=tuple(timed)),)


def _during_each_players_next_turn(window: Any, possessor: Any, players: fx.Reference, effects: EffectList, ctx: Lowering) -> EffectList:
    """"Each opponent can't cast instant or sorcery spells during that player's next turn.": for
    each of those players, the effects about that one player, during that player's own next
    turn (CR 500, 611.2a); "that player" is each of them in turn (Found "each player")."""
    reason = f"effects during {render_node(window)!r}: a later turn of each of several players"
    if possessor is None or render_node(possessor).lower() not in ("that player's", "their"):
        raise CannotLower(reason, window)
    each = fx.Found(key="each player")
    own = tuple(attrs.evolve(e, what=each) if getattr(e, "what", None) == players else e for e in effects)
    if any(players in walk(e) or each not in walk(e) for e in own):
        raise CannotLower(f"{reason}, with effects not about that one player", window)
    return (fx.ForEachOf(over=players, effects=during_next_turn(each, own, ctx), key=each.key),)


def during_window(window: Any, effects: EffectList, ctx: Lowering) -> EffectList | None:
    """"during your turn" (a condition, CR 611.3a); "during its controller's untap step" (part
    of a rule about untapping, CR 502.3)."""
    if any(isinstance(w, ast.GameTurnsWindow) for w in getattr(window, "words", ())):
        # "during your first, second, or third turns of the game": the runtime keeps no count of
        # each player's turns
        raise CannotLower("a window of a player's turns counted from the start of the game (CR 500.1, 103.8) is not in the effect model yet", window)
    words = tuple(lower_words(window))
    if words[-2:] == ("next", "turn"):
        # "that creature can't attack during its controller's next turn" (CR 500): "its" is
        # what the clause is about
        about = {getattr(e, "what", None) for e in effects}
        subject = about.pop() if len(about) == 1 else None
        named = [*ctx.referents, subject] if isinstance(subject, fx.Reference) and not fx.names_players(subject) else ctx.referents
        possessor = next((w for w in window.words if isinstance(w, ast.Possessor)), None)
        if isinstance(subject, (fx.EachPlayer, fx.EachOpponent)) and (possessor is None or lower_words(possessor) != ["your"]):
            # "Each opponent can't cast instant or sorcery spells during that player's next
            # turn.": each player's own next turn, a window for each of them
            return _during_each_players_next_turn(window, possessor, subject, effects, ctx)
        with ctx.scope(referents=list(named)):
            player = next_turn_player(window, ctx)
        return during_next_turn(player, effects, ctx)
    rules = [e for e in effects if isinstance(e, fx.Restriction)]
    if rules and (len(rules) == len(effects) or "untap" in words):
        # "gets +4/+2 and doesn't untap during its controller's untap step": the step belongs
        # to the rule about untapping
        text = render_node(window)
        return tuple(attrs.evolve(e, rule=f"{e.rule} during {text}") if isinstance(e, fx.Restriction) else e for e in effects)
    if render_node(window).lower() == "each other player's untap step" and ctx.static and effects and all(isinstance(e, fx.Untap) for e in effects):
        # "Untap all creatures you control during each other player's untap step." (CR 502.3)
        return tuple(fx.UntapDuringOthersUntapSteps(what=e.what) for e in effects)  # type: ignore[attr-defined]
    if words in _YOUR_TURN_WINDOWS:
        condition: fx.Condition = fx.YourTurn()
    elif words in _NOT_YOUR_TURN_WINDOWS:
        condition = fx.NotCondition(condition=fx.YourTurn())
    else:
        return None
    if ctx.static:
        return (WhileConditionPlaceholder(condition=condition, effects=effects),)
    return (fx.Conditional(condition=condition, effects=effects),)


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
    if isinstance(moved, fx.May) and len(moved.effects) == 1:
        # "you may exile that spell instead of ...": the spell the move is about, not this object
        moved = moved.effects[0]
    what = getattr(moved, "what", None) or fx.This()
    replacement = fx.Replacement(event="leave_stack", zone="stack", what=what, instead=effects[0].effects)
    return (fx.CreateReplacement(replacement=replacement, once=True),)


def _unless_before(tail: ast.UnlessBefore, effects: EffectList, ctx: Lowering) -> EffectList:
    """"unless they pay {2} before that step": the payment may be made at any time until the
    delayed triggered ability's step begins, not as it resolves (CR 603.7, 118.12), which no
    "unless" of the effect model says."""
    raise CannotLower("a payment that may be made at any time before the step a delayed triggered ability waits for, not as it resolves (CR 603.7, 118.12)", tail)


CLAUSE_TAILS: dict[type[Node], Callable[[Any, EffectList, Lowering], EffectList]] = {
    ast.UnlessBefore: _unless_before,
    ast.InsteadOfPuttingInto: _instead_of_putting,
    ast.InsteadOfPuttingAnywhere: _instead_of_putting,
    ast.AsItResolves: _as_it_resolves,
}


# -- triggered abilities created by the instructions before them (CR 603.7, 603.12) ------------------
def created_ability_effects(effects: tuple[Node, ...], ctx: Lowering) -> EffectList:
    body, modes = created_ability_parts(effects, ctx)
    if modes is not None:
        raise CannotLower("a modal triggered ability created by an instruction")
    return body


def created_ability_parts(effects: tuple[Node, ...], ctx: Lowering) -> tuple[EffectList, fx.Modes | None]:
    body, modes = modal_split(sentences(effects, ctx))
    return no_modal(body, ctx), modes


def plain_qualities(node: Any, ctx: Lowering) -> fx.Effect | None:
    """"is all colors" (CR 105.2, layer 5), "becomes snow", "are legendary" (supertypes added,
    CR 205.4), for "is"/"are" and "becomes"; None for anything else."""
    what = node.what
    if not isinstance(what, ast.ObjectNp) or what.descriptor is None or what.qualifiers or node.in_addition is not None:
        return None
    said = lower_words(what.descriptor)
    if lower_words(what.determiner) == ["all"] and said == ["colors"]:
        colors = tuple(COLORS[c] for c in ("white", "blue", "black", "red", "green"))
        return fx.Becomes(what=subject_objects(ctx), colors=colors, duration=ctx.continuous_duration())
    if what.determiner is None and said and all(w in SUPERTYPES for w in said):
        supertypes = tuple(SUPERTYPES[w] for w in said)
        return fx.Becomes(what=subject_objects(ctx), supertypes=supertypes, in_addition=True, duration=ctx.continuous_duration())
    return None
