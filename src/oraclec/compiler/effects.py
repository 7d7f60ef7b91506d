"""Lowerings of :mod:`oraclec.ast.effects`: sentences, clauses and predicates (the instructions)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from typing import Any, cast

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node, rendered
from ..effects.base import transform, walk
from ..parser import parse_ability
from ..text import normalise_ability
from ..vocabulary import data as vocabulary_data
from ..vocabulary import predefined_token_abilities
from .choices import votes_for
from .conditions import DID_CONDITIONS, as_cast, did_negated, mana_from, present_tense, spent_symbols
from .context import Lowering
from .elements import (
    CopyTarget,
    EntersAsMoved,
    EntersWithPlaceholder,
    IgnoredRoll,
    LosesAllOther,
    NewTargetMustBe,
    NewTargets,
    RollModifier,
    StillType,
    WhileConditionPlaceholder,
    WholeAbility,
)
from .events import ORDINALS, REPLACEMENT_EVENTS, replacement_sentence
from .objects import (
    PILES_REASON,
    cast_history,
    cast_this_turn,
    controller_phrase,
    counted_equal_to,
    determiner,
    differently_named_count,
    history_count,
    is_hand,
    known_name,
    mana_symbols,
    next_cast,
    np_count,
    np_filter,
    paired,
    possessed_object,
    possessor_reference,
    rounds_up,
    subject_objects,
    without_a_random,
    zone_of,
    zones_of,
)
from .registry import (
    LOWERINGS,
    CannotLower,
    EffectList,
    Lower,
    LoweringBug,
    lowers,
    part_of,
    unsupported,
)
from .sentences import CLAUSE_TAILS, RETURNED_KEYS, during_window, new_targets_in_chain, plain_qualities
from .triggers import step_trigger
from .words import (
    CARD_TYPES,
    COLORS,
    PLURAL_TYPES,
    SUPERTYPES,
    VARIABLES,
    counter_count,
    counters_put,
    duration,
    each_of_players,
    flat,
    lower_words,
    number_value,
    render_node,
    subtype_of,
    word_value,
    words_of,
)

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


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


def _play_from_among(preds: list[Any], effects: EffectList, duration: str | None) -> fx.PlayPermission | None:
    """"you may play lands and cast spells from among cards exiled with this creature", "... from
    among those cards": "from among" said once, of both; to play a land (CR 305.1) and cast a
    spell (CR 601.3) of those cards is to play them, a permission for as long as it lasts. None
    for anything else ("lands" of their own kind, a type of spell among them)."""
    actions = [p for p in preds if isinstance(p, Node)]
    if len(actions) != 2 or not isinstance(actions[0], ast.Play) or not isinstance(actions[1], ast.Cast) or len(effects) != 2:
        return None
    lands, spells = actions[0].what, actions[1].what
    if not isinstance(lands, ast.ObjectNp) or lands.qualifiers or lands.determiner is not None or lands.descriptor is None or lower_words(lands.descriptor) != ["lands"]:
        return None
    if not isinstance(spells, ast.ObjectNp) or spells.determiner is not None or spells.descriptor is None or lower_words(spells.descriptor) != ["spells"]:
        return None
    if len(spells.qualifiers or ()) != 1 or not isinstance(spells.qualifiers[0], ast.FromAmong) or actions[0].without_paying is not None:
        return None
    permission, cast = effects
    if not isinstance(permission, fx.PlayPermission) or permission.what != fx.Filter(types=("Land",)) or not isinstance(cast, fx.Cast):
        return None
    if not isinstance(cast.what, fx.Amongst) or cast.what.filter != fx.Filter() or cast.player != permission.player or cast.alternative_cost:
        return None
    if isinstance(cast.what.among, fx.This):
        # "from among those cards" after "the cards exiled with this enchantment" read as the
        # permanent itself (Colfenor's Plans): a permission to play it would be another; left as
        # it is lowered
        return None
    return fx.PlayPermission(what=cast.what.among, player=permission.player, duration=duration, without_paying=cast.without_paying)


# -- sentences ------------------------------------------------------------------------------------
@lowers(ast.Sentence, ast.ThenSentence)
def _sentence(node: Any, ctx: Lowering) -> EffectList:
    return ctx.effects(node.chain)


@lowers(ast.OtherwiseSentence)
def _otherwise(node: ast.OtherwiseSentence, ctx: Lowering) -> fx.Effect:
    return ctx.unsupported(node, "\"Otherwise\" without an \"If\" sentence before it")


@lowers(ast.SameIsTrueFor)
def _same_is_true_alone(node: ast.SameIsTrueFor, ctx: Lowering) -> fx.Effect:
    # in a run of sentences, compiler.sentences repeats the sentence before it
    return ctx.unsupported(node, "\"The same is true for\" without a sentence before it")


@lowers(ast.SameIsTrueForObjects)
def _same_is_true_for_objects_alone(node: ast.SameIsTrueForObjects, ctx: Lowering) -> fx.Effect:
    # in a run of sentences, compiler.sentences says the sentence before of these objects too
    return ctx.unsupported(node, "\"The same is true for\" without a sentence before it")


@lowers(ast.TieBreak)
def _tie_break_alone(node: ast.TieBreak, ctx: Lowering) -> fx.Effect:
    # in a run of sentences, compiler.sentences reads it with the instruction before it
    return ctx.unsupported(node, "a tie for the greatest or least with no instruction before it")


LOWERINGS[ast.TieChoice] = part_of("TieBreak")


#: "If [condition], [instructions]." whose condition makes the sentence something other than
#: instructions done only if it holds, by the condition's class (filled by the modules that
#: lower those conditions: compiler.game, "If that mana is spent on ...", CR 106.6)
IF_SENTENCES: dict[type[Node], Callable[[Any, Node, Lowering], fx.Effect]] = {}


def _caused_discard_replaced(cond: ast.CausedEvent, chain: Any, ctx: Lowering) -> fx.Effect:
    """"If a spell or ability an opponent controls causes you to discard this card, put it onto
    the battlefield instead of putting it into your graveyard." (CR 614.1a, 701.9a): the card
    is discarded, but goes to another zone than the graveyard (as madness's exile does, CR
    702.35a), when a spell or ability that player controls makes its owner discard it. Other
    instructions in place of the discard, or with it, are not lowered."""
    if not ctx.static:
        raise CannotLower("a discard a spell or ability caused, replaced for a while (CR 614.1a)", cond)
    trigger = ctx.trigger(cond)
    if isinstance(trigger, fx.Unsupported):
        return trigger
    if not isinstance(trigger, fx.Trigger) or trigger.what != fx.This() or trigger.player != fx.You():
        raise CannotLower("a discard of cards other than this one, a spell or ability caused, replaced (CR 614.1a, 701.9a)", cond)
    with ctx.scope(replaced=trigger):
        effects = ctx.effects(chain)
    moved = effects[0].effects if len(effects) == 1 and isinstance(effects[0], fx.Instead) and effects[0].instead_of == "graveyard" else ()
    move = moved[0] if len(moved) == 1 and isinstance(moved[0], fx.Move) else None
    if move is None or move.what not in (fx.This(), fx.Found(key="triggering")) or attrs.evolve(move, what=fx.This()) != fx.Move(what=fx.This(), to=move.to):
        raise CannotLower("a discard a spell or ability caused, replaced (CR 614.1a, 701.9a) by other instructions than putting the card into another zone as it is", chain)
    return WholeAbility(ability=fx.Replacement(event="discard", to=move.to, zone="hand", caused_by=trigger.caused_by, matches=trigger))


@lowers(ast.IfSentence)
def _if_sentence(node: ast.IfSentence, ctx: Lowering) -> fx.Effect:
    cond = node.condition
    special = IF_SENTENCES.get(type(cond))
    if special is not None:
        return special(cond, node.chain, ctx)
    if isinstance(cond, REPLACEMENT_EVENTS):
        # "If a creature would die, exile it instead." (CR 614.1a)
        return replacement_sentence(cond, node.chain, ctx)
    if isinstance(cond, ast.CausedEvent):
        return _caused_discard_replaced(cond, node.chain, ctx)
    return _only_if(cond, node.chain, ctx)


def _second_if(condition: Node, chain: Node, at: Node, ctx: Lowering) -> fx.Effect:
    """The "and if ..., ..." of a sentence: an "If ..., ..." sentence of its own, read in its
    place after the instructions before it (CR 608.2c)."""
    return _if_sentence(ast.IfSentence(condition=condition, chain=chain, span=at.span), ctx)


@lowers(ast.IfAndIfSentence)
def _if_and_if_sentence(node: ast.IfAndIfSentence, ctx: Lowering) -> fx.Effect:
    """"If it's a creature, it can't be regenerated this turn, and if it would die this turn,
    exile it instead.": both the instructions and the second "if" are under the first condition
    (CR 608.2c)."""
    cond = node.condition
    if isinstance(cond, REPLACEMENT_EVENTS) or type(cond) in IF_SENTENCES or isinstance(cond, ast.CausedEvent):
        raise CannotLower("a replacement or special condition with a second \"and if\" after its instructions", node)

    def then() -> tuple[fx.Effect, ...]:
        return (*ctx.effects(node.chain), _second_if(node.second_condition, node.second_chain, node, ctx))

    if isinstance(cond, DID_CONDITIONS):
        return fx.IfDid(effects=then(), negate=did_negated(cond))
    condition = ctx.condition(cond)
    return fx.Conditional(condition=condition, effects=then())


@lowers(ast.AndIfSentence)
def _and_if_sentence(node: ast.AndIfSentence, ctx: Lowering) -> EffectList:
    """"Target creature can't be regenerated this turn, and if it would die this turn, exile it
    instead.": the instructions, then the "if" sentence in its place (CR 608.2c)."""
    return (*ctx.effects(node.chain), _second_if(node.condition, node.second_chain, node, ctx))


@lowers(ast.UnlessSentence)
def _unless_sentence(node: ast.UnlessSentence, ctx: Lowering) -> fx.Effect:
    """"Unless target player pays {3}, that player loses 5 life and you gain 5 life.": the
    instructions, done unless the payment is made (CR 118.12); the condition is read first, so
    "that player" after it is the one it names."""
    condition = ctx.condition(node.condition)
    return fx.Unless(effects=ctx.effects(node.chain), condition=condition)


@lowers(ast.IfLaterTrigger)
def _if_later_trigger(node: ast.IfLaterTrigger, ctx: Lowering) -> fx.Effect:
    """"You may pay {2}. If you do, at the beginning of the next end step, create a token that's a
    copy of that artifact.": the delayed triggered ability is created only if the condition
    holds as the instruction is read (CR 603.7, 608.2c)."""
    if isinstance(node.condition, REPLACEMENT_EVENTS):
        raise CannotLower("a replacement effect that creates a delayed triggered ability", node)
    return _only_if(node.condition, node.trigger, ctx)


def _only_if(cond: Node, then: Node, ctx: Lowering) -> fx.Effect:
    """What ``then`` lowers to, done only if ``cond`` holds: "if you do" reads the instruction
    before (CR 608.2c), any other condition the game."""
    if isinstance(cond, DID_CONDITIONS):
        return fx.IfDid(effects=ctx.effects(then), negate=did_negated(cond))
    if isinstance(cond, ast.PredicateNotCondition) and cond.time is None and isinstance(ctx.objects(cond.subject, role="reference"), fx.You):
        # "You may cast it. If you don't cast it, ...": "don't" refers back to the choice (CR 608.2c);
        # "if you didn't put a card into your hand this way" asks what the instructions did
        return fx.IfDid(effects=ctx.effects(then), negate=True)
    condition = ctx.condition(cond)
    if ctx.otherwise_referents is None:
        ctx.otherwise_referents = (list(ctx.referents), list(ctx.player_referents))
    effects = ctx.effects(then)
    if isinstance(condition, fx.Compare) and isinstance(condition.left, fx.ExcessDamage):
        # "If excess damage was dealt to a permanent this way, create that many Treasure tokens":
        # "that many", "that excess damage" are the excess the condition measured (CR 120.10);
        # the abilities of what the effects create are not read (an ability's own "that many")
        excess = condition.left
        effects = transform(effects, lambda e: attrs.evolve(e) if isinstance(e, fx.Ability) else excess if isinstance(e, fx.EventAmount) or e == fx.ExcessDamage(this_way=False) else e)
    return fx.Conditional(condition=condition, effects=effects)


@lowers(ast.DurationSentence)
def _duration_sentence(node: ast.DurationSentence, ctx: Lowering) -> EffectList:
    if isinstance(node.duration, ast.ForAsLongAs):
        return (_for_as_long_as_sentence(node, node.duration, ctx),)
    with ctx.scope(duration=duration(node.duration)):
        return ctx.effects(node.chain)


def _for_as_long_as_sentence(node: ast.DurationSentence, lead: ast.ForAsLongAs, ctx: Lowering) -> fx.Effect:
    """"For as long as that card remains exiled, its owner may play it.", "For as long as that
    creature has a shadow counter on it, it's a Wraith in addition to its other types.": the
    permissions and continuous effects the instructions create last while the condition holds
    and end for good when it stops (CR 611.2b), as the same words after the instructions do. The
    condition is read first, so its noun phrases are what the instructions' pronouns name. An
    instruction that does not last (one carried out now) has no duration to keep: unsupported."""
    condition = ctx.condition(lead.condition)
    with ctx.scope(lasting=True):
        effects = tuple(_usable_while(e) for e in ctx.effects(node.chain))
    if not all(_lasts(e) for e in effects):
        return ctx.unsupported(lead, "\"for as long as\" before instructions that do not all last (CR 611.2b: only continuous effects and permissions have a duration)")
    return fx.ForAsLongAs(condition=condition, effects=effects)


def _lasts(effect: fx.Effect) -> bool:
    """Does the effect create a permission or continuous effect with no duration of its own (one
    a "for as long as" can end, CR 611.2b)? "you may have that creature become a copy of ...":
    the choice is made now, what it creates lasts; a permission usable only while a condition
    holds lasts as the permission does."""
    if isinstance(effect, fx.Unsupported):
        return True  # already says why it is not lowered
    if isinstance(effect, (fx.May, fx.UsableWhile)):
        return bool(effect.effects) and all(_lasts(e) for e in effect.effects)
    lasting = (*_UNTIL_LEAVES_CONTINUOUS, *_LASTING_RULES, fx.AsThough, fx.BecomeCopy, LosesAllOther)
    return isinstance(effect, lasting) and getattr(effect, "duration", None) is None


def _restricted_declaration(effects: EffectList, ctx: Lowering) -> str | None:
    """"This creature can't attack": the declaration ("attack", "block") a static ability's one
    restriction of this object is about (CR 508.1c, 509.1b), which "unless at least two other
    creatures attack" reads; None for anything else."""
    if not ctx.static or len(effects) != 1 or not isinstance(effects[0], fx.Restriction) or effects[0].what != fx.This() or effects[0].other is not None:
        return None
    return {"can't attack": "attack", "can't block": "block"}.get(effects[0].rule)


def _usable_while(effect: fx.Effect) -> fx.Effect:
    """What an instruction under "for as long as" creates that lasts. "For as long as that card remains exiled, you may play it if you control a Kavu.": a
    lasting permission with a condition of its own is usable only while that condition holds,
    read as a player would use it (CR 601.3), not once now. A condition that reads the card the
    permission names ("you may cast it if it's a creature spell") is read of it as it is cast,
    which a condition read now of the exiled card is not: kept as it is (not lasting)."""
    if isinstance(effect, fx.May) and len(effect.effects) == 1 and isinstance(effect.effects[0], fx.LookAt) and effect.effects[0].player == effect.player:
        # "For as long as those cards remain exiled, you may look at them": a permission to look
        # at them any time while it lasts (CR 401.2 keeps them hidden otherwise), not a look now
        return fx.LookPermission(what=effect.effects[0].what, player=effect.player)
    if not isinstance(effect, fx.Conditional) or effect.otherwise or not effect.effects:
        return effect
    permissions = (fx.PlayPermission, fx.AsThough)
    if not all(isinstance(e, permissions) and e.duration is None and not e.cost for e in effect.effects):
        return effect
    # the objects the permissions name, also inside a description ("from among them")
    named = {n for e in effect.effects for n in walk(e.what) if isinstance(n, (fx.Found, fx.Target, fx.Chosen, fx.This))}
    if any(n in named for n in walk(effect.condition)):
        return effect
    return fx.UsableWhile(condition=effect.condition, effects=effect.effects)


@lowers(ast.AsLongAsSentence)
def _as_long_as(node: ast.AsLongAsSentence, ctx: Lowering) -> fx.Effect:
    """CR 611.3a: a static ability's effect while a condition holds."""
    condition = ctx.condition(node.condition)
    effects = ctx.effects(node.chain)
    if condition == _PAIRED_TEST:
        effects = tuple(_to_both_paired(e) for e in effects)
    return WhileConditionPlaceholder(condition=condition, effects=effects)


#: soulbond's "as long as ~ is paired with another creature" (CR 702.95b)
_PAIRED_TEST = fx.Is(what=fx.This(), test=fx.Filter(states=("paired",)))


def _to_both_paired(effect: Any) -> Any:
    """"As long as ~ is paired with another creature, both creatures have double strike" / "each
    of those creatures gets +4/+4": "both" and "those" are this creature and the one it is
    paired with (CR 702.95b); the noun phrase alone reads as this creature."""
    if isinstance(getattr(effect, "what", None), fx.This):
        return attrs.evolve(effect, what=fx.Union(parts=(fx.This(), fx.PairedWith())))
    return effect


#: the instructions whose executors carry them out for each player their ``player`` names in
#: turn, with "that player" bound to that one (runtime.effects: each_player_context, for_player)
_EACH_PLAYER_EXECUTED = (fx.Draw, fx.Mill, fx.GainLife, fx.LoseLife, fx.SetLifeTotal, fx.Sacrifice, fx.GainControl, fx.ChooseObjects, fx.VillainousChoice)
_NOT_EACH_PLAYER = "\"they\" of each player in an instruction not carried out player by player"


def _each_who_may(effect: Any, subject: Any, node: ast.Clause) -> bool:
    """"Each opponent may put a +1/+1 counter on each creature they control.": the May the clause
    becomes asks each of the players, and carries the instruction out for each one who agrees,
    "they" being that one (runtime: _each_may, CR 101.4). Not an instruction that chooses or
    targets: what each of them chose is not kept for each of them for later text to name."""
    return bool(node.may) and each_of_players(subject) and not any(isinstance(e, (fx.Chosen, fx.Target)) for e in walk(effect))


def _for_each_player(effect: Any, subject: Any) -> bool:
    """Whether ``effect`` of a clause whose subject is "each player"/"each opponent" means the
    "they" lowered in it (``PlayerRole("that")``) as the one player it is carried out for: it
    does not refer to that player at all, or its executor binds it."""
    if not any(isinstance(e, fx.PlayerRole) and e.role == "that" for e in walk(effect)):
        return True
    return isinstance(effect, _EACH_PLAYER_EXECUTED) and effect.player == subject


#: the instructions on "a creature they control" whose doer the effect model does not record:
#: each player's choice of the object, then the instruction on the objects chosen
_DONE_ON_EACH_CHOICE = (fx.Move, fx.Destroy, fx.PutCounters)
#: the result key of the objects each player chose for such an instruction
EACH_CHOICE = fx.EACH_CHOICE


def _each_own_amount(effects: EffectList, subject: Any, node: ast.Clause, ctx: Lowering) -> EffectList:
    """"Each player discards all cards from their hand, then draws that many cards": "that many"
    is each player's own number, what that player did (CR 608.2c). The runtime keeps each
    player's number of cards discarded, read while a draw or a token creation is carried out for
    that player; any other such instruction is not lowered."""
    group = each_of_players(subject)
    done_before = group and ctx.group_did == subject  # "..., then draws that many cards"
    discarded = done_before and ctx.group_discarded
    out: list[Any] = []
    for effect in effects:
        if group and done_before and any(isinstance(e, fx.EventAmount) for e in walk(effect)):
            if not (discarded and isinstance(effect, (fx.Draw, fx.CreateToken)) and effect.player == subject):
                out.append(ctx.unsupported(node, "\"that many\" of what each of several players did before: each one's own number (CR 608.2c) is not kept"))
                continue
        out.append(effect)
        if group and getattr(effect, "player", None) == subject:
            done_before, discarded = True, isinstance(effect, fx.Discard)
    ctx.group_did = subject if done_before else None
    ctx.group_discarded = bool(discarded)
    return tuple(out)


def _chosen_by_each(effect: Any, subject: Any, node: ast.Clause) -> tuple[fx.Effect, ...] | None:
    """"Each player returns a creature they control to its owner's hand": each player in turn
    chooses one of the objects "they" names, then the instruction is done to all of them at
    once (CR 101.4); the ones not chosen are "the rest" ("and sacrifices the rest"). None when
    "they" is anywhere else in the instruction, or the clause is optional ("each player may",
    which each player decides for themselves)."""
    if node.may or not each_of_players(subject) or not isinstance(effect, _DONE_ON_EACH_CHOICE):
        return None
    if not isinstance(effect.what, fx.Chosen) or fx.names_players(effect.what):
        return None
    done = attrs.evolve(effect, what=fx.Found(key=EACH_CHOICE))
    if not _for_each_player(done, subject):
        return None
    return (fx.ChooseObjects(what=effect.what, key=EACH_CHOICE, player=subject), done)


def _chosen_by_doer(effect: Any, subject: Any) -> Any:
    """"Target player returns a creature card from their graveyard to their hand": the player
    who carries out the instruction chooses the object it names, not the ability's controller
    (CR 608.2d, as for a discard, 701.9a): the choice is theirs (``Chosen.chooser``)."""
    if not isinstance(effect, _DONE_ON_EACH_CHOICE) or not isinstance(effect.what, fx.Chosen) or fx.names_players(effect.what):
        return effect
    if effect.what.chooser is not None or effect.what.at_random:
        return effect
    return attrs.evolve(effect, what=attrs.evolve(effect.what, chooser=subject))


def _from_their_own_zone(effect: Any, subject: Any) -> Any:
    """"Each opponent exiles two cards from their hand", "Each player returns a creature card
    from their graveyard to the battlefield": the objects each player chooses are in that
    player's own zone (CR 101.4: each makes their own choice in turn), not among all the
    players' zones together; "their" there is the one player the instruction is carried out
    for (``PlayerRole("that")``, then :func:`_chosen_by_each`)."""
    if not isinstance(effect, _DONE_ON_EACH_CHOICE) or not isinstance(effect.what, fx.Chosen):
        return effect
    chosen = effect.what
    if not isinstance(chosen.what, fx.Filter) or chosen.what.zone_owner != subject or chosen.at_random:
        return effect
    own = attrs.evolve(chosen.what, zone_owner=fx.PlayerRole(role="that"))
    return attrs.evolve(effect, what=attrs.evolve(chosen, what=own))


#: the instructions on all of the objects a description names that each of several players
#: can carry out at once, for all of them together (CR 101.4: their actions are simultaneous)
_DONE_ON_ALL_OF_EACH = (fx.Move, fx.Destroy, fx.Tap, fx.Untap, fx.PutCounters)
#: the zones whose cards a player owns (CR 400.3: a card goes to its owner's hand, library,
#: graveyard; exile is no player's)
_OWNERS_ZONES = ("hand", "library", "graveyard")


def _each_returns_their_own(effect: Any, subject: Any) -> Any:
    """"Each player returns all creature cards from their graveyard to the battlefield": each
    player puts their own cards onto the battlefield, so each enters under its owner's control
    (CR 110.2a: the player who puts a permanent onto the battlefield controls it; CR 400.3:
    the cards in a player's graveyard are theirs), not under the ability's controller's."""
    if not isinstance(effect, fx.Move) or effect.to != "battlefield" or effect.under is not None or not isinstance(effect.what, fx.Filter):
        return effect
    what = effect.what
    if what.owner == subject or (what.zone_owner == subject and what.zone in _OWNERS_ZONES):
        return attrs.evolve(effect, under=fx.OwnerOf(what=what))
    return effect


def _all_of_each(effect: Any, subject: Any) -> Any:
    """"Each player returns to the battlefield all cards they own exiled with it": an
    instruction on all the objects "they" describes, with no choice in it, is carried out by
    all of those players at once (CR 101.4), so it is the instruction on all of their objects
    together, "they" being each of them; None for any other instruction."""
    if not isinstance(effect, _DONE_ON_ALL_OF_EACH) or not isinstance(effect.what, fx.Filter):
        return None
    that = fx.PlayerRole(role="that")
    changes = {name: subject for name in ("owner", "controller", "zone_owner") if getattr(effect.what, name) == that}
    if not changes:
        return None
    done = attrs.evolve(effect, what=attrs.evolve(effect.what, **changes))
    if any(e == that for e in walk(done)) or any(isinstance(e, (fx.Chosen, fx.Target)) for e in walk(done)):
        return None
    if isinstance(done, fx.Move) and done.to == "battlefield":
        done = _each_returns_their_own(done, subject)
        if done.under is None:
            return None  # each player's own objects put onto the battlefield: whose they are is not said
    return done


def _player_acted_on(subject: Any, effects: EffectList) -> fx.Reference | None:
    """The player "they" names in "[instruction] unless they [pay]" (CR 118.12): the clause's
    subject when a player ("that player loses 2 life unless they pay {2}"), else the player
    the one instruction acts on ("~ deals 2 damage to that player unless they sacrifice a
    creature"), else the controller of the spell it counters ("counter target spell an
    opponent controls unless they pay {1}"); None when the instruction names none."""
    if subject is not None and fx.names_players(subject):
        return subject  # type: ignore[no-any-return]
    if len(effects) != 1:
        return None
    (effect,) = effects
    for name in ("player", "to"):
        named = getattr(effect, name, None)
        if isinstance(named, fx.Reference) and fx.names_players(named):
            return named
    if isinstance(effect, fx.CounterSpell):
        return fx.ControllerOf(what=effect.what)
    return None


def _unless_each(effects: EffectList, condition: fx.Condition, subject: Any, node: ast.Clause, ctx: Lowering) -> EffectList:
    """"Each opponent loses 3 life unless they discard a card", "each player sacrifices a
    permanent of their choice unless that player pays {3}": each of the players in turn
    (CR 101.4) may pay, and the instruction is done to each one who doesn't (CR 118.12): the
    whole "unless" once for each of them, "they" (``PlayerRole("that")``) being that one. A
    payment by someone else ("unless you pay {2}") is one payment for all of them."""
    that = fx.PlayerRole(role="that")
    if isinstance(condition, fx.PlayerPaid) and condition.player == subject:
        # "each opponent loses 3 life unless that player sacrifices ...": the same one
        condition = attrs.evolve(condition, player=that)
    if not (isinstance(condition, fx.PlayerPaid) and condition.player == that):
        if any(e == that for e in walk(condition)):
            return (ctx.unsupported(node, _NOT_EACH_PLAYER),)
        return (fx.Unless(effects=effects, condition=condition),)

    def own(element: Any) -> Any:
        # what each of them does, or loses, is their own (the clause's subject, and "their")
        if element == subject:
            return that
        if isinstance(element, fx.Filter):
            changes = {name: that for name in ("zone_owner", "controller", "owner") if getattr(element, name) == subject}
            return attrs.evolve(element, **changes) if changes else element
        return element

    per_player = tuple(fx.transform(e, own) for e in effects)
    return (fx.ForEachOf(over=subject, effects=(fx.Unless(effects=per_player, condition=condition),), key=_THAT_PLAYER_KEY),)


#: the result key "that player" reads (``PlayerRole("that")``, oraclec.runtime.effects.common)
_THAT_PLAYER_KEY = "that player"


@lowers(ast.ClauseChain)
def _clause_chain(node: ast.ClauseChain, ctx: Lowering) -> EffectList:
    """Clauses in order; one without a subject may share the subject of the clause before it
    ("each opponent sacrifices a creature, then discards a card")."""
    out = []
    clauses = node.clauses
    for clause, after in zip(clauses, clauses[1:]):
        if isinstance(clause, ast.Clause) and any(isinstance(t, (ast.AtStep, ast.AtEndOfCombat)) for t in clause.tails or ()) and getattr(after, "subject", None) is None:
            # "return it ... at the beginning of the declare attackers step on your next turn,
            # then return ~ ...": the instruction after it, with no subject of its own, is
            # carried out at that step too, by the delayed triggered ability (CR 603.7), which
            # one clause's delay does not say ("... and you skip your next draw step" is not)
            raise CannotLower("instructions after a delayed one in the same sentence, carried out with it (CR 603.7), are not modelled", clause)
    with ctx.scope(last_subject=None):
        for clause in clauses:
            shares = getattr(clause, "subject", None) is None and node.subject_of(clause) is not None
            with ctx.scope(shared_subject=ctx.last_subject if shares else None):
                out.append(ctx.effects(clause))
    return new_targets_in_chain(flat(out))


LOWERINGS[ast.ChainSep] = part_of("ClauseChain")


def _before_the_move(condition: fx.Condition, effects: EffectList) -> fx.Condition:
    """"Return target permanent to its owner's hand if that permanent shares a color with ...":
    the condition of the instruction is checked before it moves anything (CR 608.2c), so "it"
    and "that permanent", which after a move refer to what was moved (``Found("returned")``),
    are the objects it is to move; so is "it" in "exile it if it had a death counter on it"
    (``Found("exiled")``), and "you may return target creature to its owner's hand if its power
    is less than ..." (the choice is made only if the condition holds)."""
    while len(effects) == 1 and isinstance(effects[0], fx.May):
        effects = effects[0].effects
    if len(effects) != 1 or not isinstance(effects[0], fx.Move):
        return condition
    # "return ... to the battlefield" names the object it returned "put"; "put ... onto the
    # battlefield" names it by the move's own key ("You may put that card onto the battlefield if
    # it's a creature card.")
    moved = {fx.Found(key=RETURNED_KEYS.get(effects[0].to, fx.Move.result_key)), fx.Found(key=fx.Move.result_key)}
    moving = effects[0].what
    if moving in moved:
        return condition
    return transform(condition, lambda e: moving if e in moved else e)


def fold_ignored_rolls(effects: tuple[fx.Effect, ...], ctx: Lowering) -> tuple[fx.Effect, ...]:
    """"Roll two d20 and ignore the lower roll": the ignored roll is part of the roll (CR 706.6:
    as if it never happened, so no table row, trigger or result sees it); "Roll a d20 and add
    the number of cards in your hand": the modifier is part of the roll (CR 706.2). Either with
    no fitting roll just before it is unsupported."""
    out: list[fx.Effect] = []
    for effect in effects:
        roll = out[-1] if out and isinstance(out[-1], fx.RollDie) else None
        if isinstance(effect, IgnoredRoll):
            if roll is not None and roll.count is not None and roll.ignore is None and roll.modifier is None:
                out[-1] = attrs.evolve(roll, ignore=effect.ignore)
            else:
                out.append(ctx.unsupported(effect.node, "a roll ignored with no roll of several dice just before it (CR 706.6)"))
        elif isinstance(effect, RollModifier):
            if roll is not None and roll.count is None and roll.modifier is None:
                out[-1] = attrs.evolve(roll, modifier=effect.amount)
            else:
                out.append(ctx.unsupported(effect.node, "a number added with no roll of one die just before it (CR 706.2)"))
        else:
            out.append(effect)
    return tuple(out)


def _on_next_spell(effect: fx.Effect, spell: fx.NextSpell, node: Node, ctx: Lowering) -> fx.Effect:
    """What "the next spell you cast this turn" is said to do (CR 611.2f): a cost change (CR
    601.2f), granted abilities ("has cascade", CR 613.1f), "can't be countered", "can be cast as
    though it had flash" (CR 601.3b, by the player who casts it), each lasting while that spell
    may be cast ("this turn"). Anything else, or such a sentence in a static ability (which
    makes no effect that begins later), is unsupported."""
    if ctx.static or ctx.duration is not None:
        return ctx.unsupported(node, "\"the next spell you cast this turn\" in a static ability, or for another duration")
    if isinstance(effect, fx.ModifyCost) and effect.spells == spell and effect.action == "cast" and not effect.first_each_turn:
        return attrs.evolve(effect, duration="end_of_turn")
    if isinstance(effect, fx.GrantAbilities) and effect.what == spell:
        return attrs.evolve(effect, duration="end_of_turn")
    if isinstance(effect, fx.Restriction) and effect.what == spell and effect.rule == "can't be countered" and effect.other is None:
        return attrs.evolve(effect, duration="end_of_turn")
    if isinstance(effect, fx.AsThough) and effect.kind == "flash" and effect.what == spell and not effect.cost:
        return attrs.evolve(effect, player=spell.by, duration="end_of_turn")
    if isinstance(effect, fx.Unsupported):
        return effect
    return ctx.unsupported(node, f"{type(effect).__name__} of \"the next spell you cast this turn\" (CR 611.2f)")


def _copy_exceptions_after_duration(node: ast.Clause) -> ast.Clause:
    """"~ becomes a copy of target creature until end of turn, except it has haste": the
    exceptions of the copy (CR 707.9) written after its duration (CR 611.2) are the copy's, as
    when written before it; said after anything else, they are not understood."""
    tails = node.tails or ()
    late = [t for t in tails if isinstance(t, ast.DurationWithCopyExceptions)]
    if not late:
        return node
    predicates = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    # "~ becomes a copy of ...", "you may have ~ become a copy of ..."
    copies = [p for p in predicates if isinstance(p, ast.BecomeCopy) or (isinstance(p, ast.HaveDo) and isinstance(p.action, ast.BecomeCopy))]
    copy = copies[0].action if len(copies) == 1 and isinstance(copies[0], ast.HaveDo) else copies[0] if len(copies) == 1 else None
    if len(late) != 1 or copy is None or copy.exceptions is not None:
        raise CannotLower("copy exceptions after a duration, not of one copy effect", late[0])
    tail = late[0]
    excepted = attrs.evolve(copy, exceptions=tail.exceptions)
    moved = tuple((excepted if p is copy else attrs.evolve(p, action=excepted)) if p is copies[0] else p for p in predicates)
    new_tails = tuple(tail.duration if t is tail else t for t in tails)
    return attrs.evolve(node, predicates=moved if isinstance(node.predicates, tuple) else moved[0], tails=new_tails)


def _enters_with_counters_as_copy(node: Any) -> bool:
    """Whether a predicate makes a copy "except it enters with [counters]" (ExceptEntersWith)
    anywhere in it: a condition after it may be the counters' or the copy's."""
    if isinstance(node, ast.ExceptEntersWith):
        return True
    if isinstance(node, tuple):
        return any(_enters_with_counters_as_copy(n) for n in node)
    return isinstance(node, Node) and any(_enters_with_counters_as_copy(getattr(node, f.name)) for f in attrs.fields(type(node)))


def _exclusion_after_destination(node: ast.Clause) -> ast.Clause:
    """"return all creatures to their owners' hands except for Krakens": the parser hangs the
    exclusion on the last noun phrase, the zone the objects go to; a zone is not a set of objects
    to leave some out of, so the exclusion is that of the objects moved, all or each of a kind."""
    predicates = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    if any(isinstance(p, ast.CopyWithExceptions) or _enters_with_counters_as_copy(p) for p in predicates) and any(isinstance(t, ast.IfTail) for t in node.tails or ()):
        # "copy target creature spell, except it isn't legendary if the spell is legendary": the
        # condition may be the exception's or the copy's; read as the copy's, it would be wrong
        raise CannotLower("a condition after a copy's exceptions (of the exception or of the copy)", node)
    moved: list[Any] = []
    for p in predicates:
        to, what = getattr(p, "to", None), getattr(p, "what", None)
        if isinstance(p, ast.ReturnTo) and isinstance(to, ast.ObjectNp) and to.qualifiers and isinstance(to.qualifiers[-1], ast.ExceptFor):
            exclusion = to.qualifiers[-1]
            mass = isinstance(what, ast.ObjectNp) and what.determiner is not None and lower_words(what.determiner)[:1] in (["all"], ["each"])
            if not mass:
                raise CannotLower("an exclusion after the zone of objects that are not all or each of a kind", exclusion)
            what = attrs.evolve(what, qualifiers=(*(what.qualifiers or ()), exclusion))
            p = attrs.evolve(p, what=what, to=attrs.evolve(to, qualifiers=to.qualifiers[:-1] or None))
        moved.append(p)
    if all(a is b for a, b in zip(moved, predicates, strict=True)):
        return node
    return attrs.evolve(node, predicates=tuple(moved) if isinstance(node.predicates, tuple) else moved[0])


#: the cards an instruction moved ("the discarded card"), which "they" may seem to name
_CARD_RESULTS = frozenset({"discarded", "milled", "exiled", "found", "drawn", "revealed", "returned", "destroyed", "sacrificed", "chosen"})
#: predicates only a player carries out
_PLAYER_ACTIONS = frozenset({"LoseLife", "GainLife", "Draw", "DrawEqual", "Mill", "MillEqual", "Discard", "Sacrifice", "Search", "Shuffle", "Scry", "Surveil", "Pay", "Create", "Put", "Reveal", "AddMana", "GainControl", "Cast", "Play", "KeepMana", "Copy"})


def _names_players_by_noun(node: Any) -> bool:
    """Whether a noun phrase names players by its noun ("each opponent who ...")."""
    descriptor = getattr(node, "descriptor", None) if isinstance(node, ast.ObjectNp) else None
    head = getattr(descriptor, "head", None)
    return isinstance(head, str) and head.lower() in ("player", "players", "opponent", "opponents")


def _card_results_as_player(node: Any, subject: Any, ctx: Lowering) -> bool:
    """Whether a clause's pronoun subject ("they", "he", "she") was read as objects (the cards an
    instruction before moved, or any object after a clause about one player), where the
    clause's action is one only a player takes."""
    if not isinstance(node.subject, ast.Pronoun) or lower_words(node.subject) not in (["they"], ["he"], ["she"]):
        return False
    if fx.names_players(subject) or not (
        (isinstance(subject, fx.Found) and subject.key in _CARD_RESULTS) or ctx.player_subject is not None or ctx.player_referents
    ):
        return False
    predicates = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    return any(type(p).__name__ in _PLAYER_ACTIONS for p in predicates)


@lowers(ast.Clause)
def _clause(node: ast.Clause, ctx: Lowering) -> EffectList:
    """A clause's instructions, after the choices its noun phrases ask for as it begins."""
    before = len(ctx.choices_first)
    rounding = [t for t in node.tails or () if isinstance(t, ast.RoundingTail)]
    if rounding:
        # "..., rounded up": the clause's "half" is rounded so (CR 107.1a)
        tails = tuple(t for t in node.tails or () if not isinstance(t, ast.RoundingTail)) or None
        saved, ctx.rounding, ctx.rounding_used = ctx.rounding, rounding[-1].rounds_up, False
        try:
            effects = _clause_effects(attrs.evolve(node, tails=tails), ctx)
            if not ctx.rounding_used:
                effects = (*effects, ctx.unsupported(rounding[-1], "a rounding with no half of a number before it"))
        finally:
            ctx.rounding = saved
    else:
        effects = _clause_effects(node, ctx)
    choices = tuple(ctx.choices_first[before:])
    del ctx.choices_first[before:]
    if not choices:
        return effects
    if any(isinstance(e, (fx.Target, fx.PreventDamage, fx.Restriction, fx.CreateReplacement)) for e in walk(effects)):
        # a target is chosen as the spell is cast, before the choice made as it resolves; a
        # prevention or a rule reads its description later, when the choice is no longer kept
        return (ctx.unsupported(node, "a quality of your choice read by a target or by a lasting prevention or rule (CR 608.2d, 601.2c)"),)
    return (*choices, *effects)


def _gain_as_cast(node: ast.Clause, ctx: Lowering) -> EffectList:
    """"Creature spells you cast gain offspring {2} as you cast them.", "Elemental permanent
    spells you cast from your hand gain evoke {4} as you cast them.": a static ability's effect
    on the spells a player casts, which begins as each is put on the stack as it is cast (CR
    601.2a, 611.2f), so that the keyword's costs can be chosen and paid (CR 601.2b, 601.2f): what
    "Creature spells you cast have offspring {2}." says."""
    predicates = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    subject = node.subject
    cast_spells = isinstance(subject, ast.ObjectNp) and any(isinstance(q, ast.CastBy) for q in subject.qualifiers or ())
    if not ctx.static or not cast_spells or not predicates or not all(isinstance(p, ast.GainKeywords) for p in predicates):
        return (ctx.unsupported(node, "\"as you cast them\" other than keywords spells a player casts gain (CR 601.2a)"),)
    effects = _clause_effects(attrs.evolve(node, tails=None), ctx)
    if not all(isinstance(e, fx.GrantAbilities) and e.duration is None for e in effects):
        return (ctx.unsupported(node, "\"as you cast them\" other than keywords spells a player casts gain (CR 601.2a)"),)
    return effects


def _clause_effects(node: ast.Clause, ctx: Lowering) -> EffectList:
    node = _exclusion_after_destination(_copy_exceptions_after_duration(node))
    predicates = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    if [type(p) for p in predicates if isinstance(p, Node)] == [ast.SpendMana]:
        return (_spend_mana_as_though(node, ctx),)
    if [type(p) for p in predicates if isinstance(p, Node)] == [ast.SpendKindMana]:
        # "You may spend white mana as though it were red mana." (CR 609.4b): one kind of mana
        # spent as another, which AsThough (all mana as any color or type) does not say
        return (ctx.unsupported(node, "spending one kind of mana as though it were another (CR 609.4b) is not in the effect model yet"),)
    if [type(t) for t in node.tails or ()] in ([ast.OnEachOfYourTurns], [ast.OnEachOfTheirTurns], [ast.DuringEachOfTheirTurns]):
        return (_additional_land_plays(node, ctx),)
    if [type(t) for t in node.tails or ()] == [ast.AsItAttacks]:
        return (_optional_attack_cost(node, ctx),)
    if [type(t) for t in node.tails or ()] == [ast.AsYouCastThem]:
        return _gain_as_cast(node, ctx)
    if _assigns_as_though_unblocked(node) is not None:
        return (_assign_as_though_unblocked(node, ctx),)
    alternative = next((t for t in node.tails or () if isinstance(t, ast.RatherThanPay)), None)
    if alternative is not None:
        others = [t for t in node.tails or () if t is not alternative]
        if not others:
            return (_alternative_cost(node, alternative, ctx),)
        if len(others) == 1 and isinstance(others[0], ast.IfTail):
            # "You may pay {B} rather than pay this spell's mana cost if there are thirteen or more
            # creatures on the battlefield.": usable while the condition holds, checked as the
            # spell is cast (CR 118.9, 601.2b), as "If ..., you may pay ... rather than ..."
            effect = _alternative_cost(node, alternative, ctx)
            if isinstance(effect, WholeAbility) and isinstance(effect.ability, fx.CastPermission) and effect.ability.condition is None:
                return (WholeAbility(ability=attrs.evolve(effect.ability, condition=ctx.condition(others[0].condition))),)
        return (ctx.unsupported(node, "an alternative cost with other conditions"),)
    preds = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    # "Creature spells you cast this turn can't be countered.": the spells cast until the end of
    # the turn (a rule, not a characteristic: it applies to spells cast later, CR 611.2c)
    spells_this_turn = cast_this_turn(node.subject) if preds and all(isinstance(p, ast.CantBeCountered) for p in preds) and not ctx.static else None
    if spells_this_turn is not None:
        subject = ctx.objects(spells_this_turn, role="subject")
        ctx.last_subject = subject
    elif node.subject is not None and _restates_damage(node, ctx):
        # "~ deals 2 damage to target creature. If this spell was kicked, it deals 4 damage
        # instead.": the sentence restates the damage instruction it replaces, so "it" is that
        # instruction's source, not the newest object named (the creature dealt damage)
        subject = ctx.last_subject = ctx.damage_sources[-1]
    elif node.subject is not None:
        with ctx.scope(lowering_subject=node.subject):
            subject = next_cast(node.subject, ctx) or ctx.objects(node.subject, role="subject")
        if _card_results_as_player(node, subject, ctx):
            # "Each opponent discards a card. If they can't, they lose 2 life.": "they" who lose
            # life, draw or discard are the player of the instruction before, never the cards
            # it moved (only players take those actions, CR 119.3, 121.1, 701.9a)
            before = ctx.last_subject
            if not (isinstance(subject, fx.Found) and subject.key in _CARD_RESULTS):
                # "its controller may pay 1 life. If they do, they draw a card": the one player
                # a clause before was about, never the object "its" named (nor a player the
                # trigger event named, as the damaged player); else the player named last
                # ("It deals damage ... to target opponent. They gain control of this artifact.")
                subject = ctx.player_subject if ctx.player_subject is not None else ctx.that_player()
            elif ctx.player_referents:
                subject = ctx.that_player()
            elif before is not None and fx.names_players(before) and not isinstance(before, (fx.EachPlayer, fx.EachOpponent)):
                subject = before  # "that player mills a card. Then they create ...": the same player
            elif ctx.player_subject is not None:
                subject = ctx.player_subject
            else:
                # "Each opponent discards a card. If they can't, ...": the player is each one in
                # turn, which a condition after the instruction does not follow (CR 101.4)
                raise CannotLower("\"they\" of each player after an instruction each player carries out", node.subject)
        ctx.last_subject = subject
        if fx.names_players(subject) and not isinstance(subject, (fx.EachPlayer, fx.EachOpponent, fx.You)):
            ctx.player_subject = subject
    else:
        subject = ctx.shared_subject
    tails = list(node.tails or ())
    dur = ctx.duration
    multiplier: fx.Value | None = None
    each_referents = len(ctx.referents), len(ctx.player_referents)
    # the objects a "for each" tail counts are no antecedent of the instruction it multiplies:
    # in "put a +1/+1 counter on it for each attacking creature" "it" is what was referred to
    # before (counting objects is not acting on them); they are set aside while the clause is
    # lowered and become referents again after it ("Draw a card for each creature you control
    # with a +1/+1 counter on it. Those creatures gain indestructible ..."), older than what the
    # instruction itself acted on or made ("create a token for each Forest you control" makes
    # the tokens the antecedent; "chooses a permanent for each card ..., then untaps those
    # permanents": the chosen ones)
    counted: list[Any] = []
    clause_start = len(ctx.referents)
    for tail in tails:
        if isinstance(tail, ast.ForEach):
            each_referents = len(ctx.referents), len(ctx.player_referents)
        before_tail = len(ctx.referents)
        if isinstance(tail, ast.Duration):
            dur = duration(tail)
        elif isinstance(tail, ast.ForEach):
            multiplier = history_count(tail.what, ctx) or differently_named_count(tail.what, ctx) or fx.CountOf(what=ctx.objects(tail.what, role="event"))
        elif isinstance(tail, ast.ForEachOf):
            multiplier = _each_of_those_in_combat(node, tail, subject, ctx)
        elif isinstance(tail, ast.ForEachBeyondFirst):
            multiplier = fx.Difference(left=fx.CountOf(what=ctx.objects(tail.what, role="event")), right=fx.Fixed(value=1))
        elif isinstance(tail, (ast.ForEachQualityAmong, ast.ForEachDifferentAmong)):
            among = cast_history(tail.among, ctx) or ctx.objects(tail.among, role="event")
            multiplier = fx.CountDistinct(what=among, characteristic=tail.characteristic)
        elif isinstance(tail, ast.ForEachCounter):
            multiplier = for_each_counter(tail, ctx)
        elif isinstance(tail, ast.ForEachCounterAmong):
            # "for each shield counter among other creatures you control": StatOf sums the
            # counters over every object (CR 122.1)
            multiplier = fx.StatOf(what=ctx.objects(tail.among, role="reference"), stat="counters" if tail.kind is None else f"counters:{tail.kind.name}")
        elif isinstance(tail, ast.ForEachCounterHeld):
            multiplier = for_each_counter_held(tail, ctx)
        elif isinstance(tail, ast.ForEachCounterKind):
            # "draw a card for each kind of counter on it", "... among permanents you control"
            # (the objects counted are no referent: "copy it for each kind of counter among
            # permanents you control" copies the spell)
            kept = len(ctx.referents)
            multiplier = fx.CountDistinct(what=ctx.objects(tail.among, role="event"), characteristic="counter_kinds")  # CR 122.1
            del ctx.referents[kept:]
        elif isinstance(tail, ast.ForEachCounterRemoved):
            multiplier = fx.CountersRemoved()
        elif isinstance(tail, ast.ForEachPaid):
            multiplier = ctx.value(tail)  # "for each {E} paid this way"
        elif isinstance(tail, ast.ForEachDamageDealt):
            multiplier = _each_damage_dealt(tail, ctx)
        elif isinstance(tail, ast.ForEachLifeChanged):
            multiplier = life_changed(tail, ctx)
        elif isinstance(tail, ast.ForEachLifeChangedThisWay):
            multiplier = fx.LifeChangedThisWay(gained=tail.gained)  # CR 119.3
        elif isinstance(tail, ast.ForEachAsCast):
            # "for each modified creature you controlled as you cast this spell" (CR 601.2)
            multiplier = as_cast(fx.CountOf(what=ctx.objects(present_tense(tail.what), role="event")), tail)
        elif isinstance(tail, ast.ForEachTimeKicked):
            multiplier = times_kicked(tail, ctx)
        elif isinstance(tail, ast.ForEachFlip):
            multiplier = _flips_won(tail, ctx)
        elif isinstance(tail, ast.ForEachCoinUp):
            multiplier = fx.CoinsCameUp(side=tail.side.lower())  # CR 705.2
        elif isinstance(tail, ast.ForEachTimeDone):
            multiplier = _times_done(tail, ctx)
        elif isinstance(tail, ast.ForEachColorSpent):
            # converge, sunburst (CR 702.44a): the colors among the mana spent to cast the spell
            multiplier = fx.ManaSpentToCast(what=ctx.objects(tail.spell, role="reference"), colors=True)
        elif isinstance(tail, ast.ForEachManaSpent):
            multiplier = mana_counted(tail.mana, ctx.objects(tail.spell, role="reference"), ctx)
        elif isinstance(tail, ast.ForEachExtraTarget):
            multiplier = fx.TargetsBeyondFirst()  # CR 601.2c-f: targets are chosen first
        elif isinstance(tail, ast.ForEachTarget):
            multiplier = fx.TargetsChosen()  # CR 601.2c-f: targets are chosen first
        elif isinstance(tail, ast.ForEachOfColors):
            multiplier = fx.CountDistinct(what=_possessed(tail.owner, subject, ctx), characteristic="colors")  # CR 105.2
        elif isinstance(tail, ast.ForEachOptionVote):
            multiplier = votes_for(tail, ctx)  # "for each strength vote" (CR 701.38)
        elif isinstance(tail, ast.ForEachColorOf):
            multiplier = _colors_of_one(tail, ctx)
        elif isinstance(tail, (ast.ForEachManaSymbol, ast.ForEachManaSymbolOf)):
            # chroma (CR 207.2c): the symbols of that color in the objects' mana costs
            multiplier = _mana_symbols_tail(tail, subject, ctx)
        if isinstance(tail, _FOR_EACH_TAILS) and len(ctx.referents) > before_tail:
            counted.extend(ctx.referents[before_tail:])
            del ctx.referents[before_tail:]
    if spells_this_turn is not None and dur not in (None, "end_of_turn"):
        return (ctx.unsupported(node, "spells cast 'this turn' for another duration"),)
    if spells_this_turn is not None:
        dur = "end_of_turn"
    they_before = ctx.each_player_they
    # "... for as long as this Saga remains on the battlefield": what the predicates create lasts
    # while the condition holds (CR 611.2b), as with the words before them (_for_as_long_as_sentence)
    lasts = ctx.lasting or any(isinstance(t, ast.ForAsLongAs) for t in tails)
    with ctx.scope(subject=subject, subject_node=node.subject, duration=dur, multiplier=multiplier, lasting=lasts):
        per_predicate = [ctx.effects(p) for p in preds if isinstance(p, Node)]
        effects = fold_ignored_rolls(flat(per_predicate), ctx)
    if isinstance(subject, fx.Unsupported) and subject not in walk(effects) and _names_players_by_noun(node.subject):
        # "Each opponent with flying untaps all creatures they control": the players who do it,
        # which could not be lowered, are part of what the clause says even where no
        # instruction names them
        effects = (*effects, subject)
    # the effects of the last predicate, which a rule's tail completes ("gets +3/+3 and must be
    # blocked if able")
    last_predicate = flat(per_predicate[-1:])
    if multiplier is not None:
        effects = _each_own_counters(effects, multiplier, node, ctx)
    votes = next((t for t in tails if isinstance(t, ast.ForEachOptionVote)), None)
    if votes is not None and multiplier is not None and multiplier not in walk(effects):
        # "sacrifices a creature for each death vote": an instruction that did not take the
        # number of votes would be done once, not once a vote (CR 701.38)
        effects = (ctx.unsupported(votes, "an instruction that does not take the number of votes \"for each\" vote"),)
    if each_of_players(subject) and not node.may:
        owned = tuple(_from_their_own_zone(e, subject) for e in effects)
        if owned != effects:
            effects = owned
            ctx.each_player_they += 1
        effects = tuple(_each_returns_their_own(e, subject) for e in effects)
    effects = _each_own_amount(effects, subject, node, ctx)
    if ctx.each_player_they != they_before:
        effects = flat(
            e if _for_each_player(e, subject) or _each_who_may(e, subject, node)
            else _chosen_by_each(e, subject, node) or (None if node.may else _all_of_each(e, subject)) or ctx.unsupported(node, _NOT_EACH_PLAYER)
            for e in effects
        )
    elif fx.names_players(subject) and not isinstance(subject, fx.You) and not each_of_players(subject) and not node.may:
        effects = tuple(_chosen_by_doer(e, subject) for e in effects)
    if isinstance(subject, fx.NextSpell):
        effects = tuple(_on_next_spell(e, subject, node, ctx) for e in effects)
    duration_tail = next((t for t in tails if isinstance(t, ast.Duration)), None)
    lasting = [t for t in tails if isinstance(t, (ast.Duration, ast.ForAsLongAs))]
    # "Until end of turn, you may cast ...": not "a spell from among them", one card a player
    # would pick now rather than as they cast it
    led = not tails and (ctx.duration is not None or ctx.lasting) and len(effects) == 1 and isinstance(effects[0], fx.Cast) and not isinstance(effects[0].what, fx.Chosen)
    if node.may and ((len(tails) == 1 and tails == lasting) or led) and len(effects) == 1 and isinstance(effects[0], fx.Cast) and not effects[0].alternative_cost:
        # "you may cast it this turn", "you may cast that card for as long as it remains exiled",
        # "Until end of turn, you may cast instant and sorcery spells from any graveyard", "For
        # as long as that card remains exiled, its owner may cast it without paying its mana
        # cost": a permission for that time (CR 601.3, 611.2a-b), not a cast now; "without
        # paying its mana cost" is the permission's own (CR 118.9)
        effects = (fx.PlayPermission(what=effects[0].what, player=effects[0].player, duration=dur, action="cast", without_paying=effects[0].without_paying),)
    own_permission = bool(effects) and all(isinstance(e, WholeAbility) and isinstance(e.ability, fx.CastPermission) for e in effects) and any(isinstance(p, (ast.Cast, ast.CastByPaying)) for p in preds)
    if own_permission and not node.may:
        # "cast this card from your graveyard" as an instruction: not a permission (_cast)
        effects = (ctx.unsupported(node, "casting this card from a zone as an instruction, not a permission"),)
    elif own_permission:
        # "You may cast this card from your graveyard.": the card's own permission (CR 601.3),
        # not an optional instruction
        pass
    elif node.may and len(preds) == 1 and isinstance(preds[0], ast.LookAtAndPlay):
        # "You may look at and play those cards ...": a look, which binds no one to anything,
        # and a permission (_look_at_and_play), not an optional instruction
        pass
    elif node.may and (ctx.static or lasting or ctx.lasting or dur is not None) and (among := _play_from_among(preds, effects, dur)) is not None:
        # "You may play lands and cast spells from among cards exiled with this creature": the
        # cards named are played, as lands or cast as spells (CR 305.1, 601.3), not one cast now;
        # a permission that lasts (a static ability's, or for a duration), not one used as the
        # ability resolves (CR 608.2g)
        effects = (among,)
    elif node.may and ctx.static and len(effects) == 1 and isinstance(effects[0], fx.AlternativeCostFor) and any(isinstance(p, ast.CastByPaying) for p in preds):
        # "You may cast an enchantment spell by paying life equal to its mana value rather than
        # paying its mana cost.": an alternative cost offered (CR 118.9), not an instruction
        pass
    elif node.may and all(isinstance(e, fx.PlayPermission) for e in effects):
        # "you may play ...": a permission, not an optional instruction; in "play lands and cast
        # spells from the top of your library" the zone said last is where each is played from
        effects = _shared_zone(effects)
    elif node.may:
        player = subject if subject is not None and fx.names_players(subject) else fx.You()
        entering = effects[0].ability if len(effects) == 1 and isinstance(effects[0], EntersWithPlaceholder) else None
        if len(effects) == 1 and isinstance(effects[0], fx.Cast):
            effects = (attrs.evolve(effects[0], optional=True),)
        elif entering is not None and entering.what is None and entering.condition is None:
            # "You may have this creature enter as a copy of ...", "You may have this permanent
            # enter with an additional +1/+1 counter on it" (riot, unleash): the choice is made
            # as it enters (CR 614.12), inside the replacement, which puts the counters on it
            steps: list[fx.Effect] = []
            if entering.counter is not None:
                steps.append(fx.PutCounters(what=fx.This(), counter=entering.counter, amount=entering.amount or fx.Fixed(value=1)))
            if entering.tapped:
                steps.append(fx.Tap(what=fx.This()))
            chosen = fx.May(effects=(*steps, *entering.effects), player=player)
            effects = (EntersWithPlaceholder(ability=fx.EntersWith(effects=(chosen,))),)
        else:
            effects = (fx.May(effects=effects, player=player),)
    elif len(effects) == 1 and isinstance(effects[0], fx.Cast):
        effects = (attrs.evolve(effects[0], optional=False),)
    if node.may is not None and node.may.lower().endswith("instead"):
        # "you may instead return this card to the battlefield": "instead" said before the verb,
        # as an "instead" tail (CR 614.1a)
        effects = (fx.Instead(effects=effects),)
    for position, tail in enumerate(tails):
        if isinstance(tail, ast.Unless) and _they_are_mana_abilities(tail.condition):
            effects = _except_mana_abilities(effects, tail)
        elif isinstance(tail, ast.Unless) and each_of_players(subject) and multiplier is None:
            # "Each opponent loses 3 life unless they discard a card": "they" is each of them
            with ctx.scope(subject=subject, subject_node=node.subject):
                condition = ctx.condition(tail.condition)
            effects = _unless_each(effects, condition, subject, node, ctx)
        elif isinstance(tail, ast.Unless):
            # "counter that spell unless its controller discards a card": "it" is the spell
            countered = [effects[0].what] if len(effects) == 1 and isinstance(effects[0], fx.CounterSpell) else []
            with ctx.scope(unless_player=_player_acted_on(subject, effects), referents=[*ctx.referents, *countered], declared_action=_restricted_declaration(effects, ctx)):
                condition = ctx.condition(tail.condition)
            if multiplier is not None and any(isinstance(t, _FOR_EACH_TAILS) for t in tails[position + 1 :]):
                # "unless their controller pays {2} for each creature they control that's attacking
                # you": the payment, that many times (CR 118.12)
                if not isinstance(condition, fx.PlayerPaid) or condition.times is not None:
                    raise CannotLower("\"for each\" after an \"unless\" condition other than a payment", tail)
                each = next(t for t in tails[position + 1 :] if isinstance(t, _FOR_EACH_TAILS))
                times = multiplier
                if isinstance(each, ast.ForEach) and not isinstance(condition.player, (fx.ControllerOf, fx.OwnerOf)):
                    # "unless defending player pays {3} for each creature they control that's
                    # blocking it": "they" is the player who pays, the subject of the payment
                    # ("their controller" is read from the same words: as it was)
                    # (read again as it was read first, before the words after it referred)
                    saved = list(ctx.referents), list(ctx.player_referents)
                    del ctx.referents[each_referents[0]:]
                    del ctx.player_referents[each_referents[1]:]
                    with ctx.scope(subject=condition.player):
                        times = fx.CountOf(what=ctx.objects(each.what, role="event"))
                    ctx.referents[:], ctx.player_referents[:] = saved
                condition = attrs.evolve(condition, times=times)
            effects = (fx.Unless(effects=effects, condition=condition),)
        elif isinstance(tail, ast.IfTail):
            effects = (fx.Conditional(condition=_before_the_move(ctx.condition(tail.condition), effects), effects=effects),)
            if ctx.otherwise_referents is None:
                # "Exile it if it had a death counter on it. Otherwise, return it ...": when the
                # condition fails nothing was moved, so "it" after "Otherwise" is what the
                # instruction was to move (CR 608.2c), as for the condition itself
                ctx.otherwise_referents = ([_before_the_move(r, effects[0].effects) for r in ctx.referents], list(ctx.player_referents))
        elif isinstance(tail, ast.Instead):
            effects = (fx.Instead(effects=effects),)
        elif isinstance(tail, ast.AsLongAsTail) and len(effects) == 1 and isinstance(effects[0], WholeAbility) and isinstance(effects[0].ability, fx.CastPermission) and effects[0].ability.condition is None:
            # "You may cast this card from your graveyard as long as you control a Zombie.": the
            # permission holds while the condition does, checked as the card is cast (CR 601.3)
            effects = (WholeAbility(ability=attrs.evolve(effects[0].ability, condition=ctx.condition(tail.condition))),)
        elif isinstance(tail, ast.AsLongAsTail):
            effects = (WhileConditionPlaceholder(condition=ctx.condition(tail.condition), effects=effects),)
        elif isinstance(tail, (ast.WhereX, ast.WhereXAsCast)) and node.subject is not None and subject is not None and not fx.names_players(subject) and _said_its(tail.quantity):
            # "Target creature you control deals X damage to any other target and X damage to
            # itself, where X is its power": "its" is the clause's subject, not the object it
            # acts on last ("that card's mana value" still names the card named before)
            with ctx.scope(referents=[*ctx.referents, subject]):
                effects = where_x(effects, tail, ctx)
        elif isinstance(tail, (ast.WhereX, ast.WhereXAsCast)):
            effects = where_x(effects, tail, ctx)
        elif isinstance(tail, (ast.AtStep, ast.AtEndOfCombat)):
            effects = (fx.DelayedTrigger(trigger=delayed_step(tail, ctx), effects=effects),)
        elif isinstance(tail, (ast.UntilFound, ast.UntilRevealed, ast.UntilHaveDone)):
            with ctx.scope(subject=subject, subject_node=node.subject, duration=dur, multiplier=multiplier):
                effects = (reveal_until(preds, tail, ctx),)  # "its controller reveals cards from the top of their library"
        elif isinstance(tail, ast.UntilLeaves):
            effects = _until_leaves(effects, tail, ctx)
        elif isinstance(tail, ast.UntilFlip):
            effects = _until_flip_lost(effects, tail, ctx)
        elif isinstance(tail, ast.ForAsLongAs):
            effects = (fx.ForAsLongAs(condition=ctx.condition(tail.condition), effects=effects),)
        elif isinstance(tail, ast.UntilCastFrom):
            effects = _until_cast_from(effects, tail, ctx)
        elif isinstance(tail, (ast.UntilPlayersNextTurn, ast.UntilEndOfPlayersNextTurn, ast.WhereXAsResolves, ast.ForEachCounterPut)):
            # durations the effect model lacks (durations.py), a number kept from the resolution
            # (conditions.py): their own lowering names the rule
            effects = (*effects, ctx.lower(tail))
        elif isinstance(tail, ast.AsEnters) and ctx.static and isinstance(ctx.objects(tail.what, role="reference"), fx.This):
            # "it becomes day as this creature enters": the instructions are carried out as this
            # permanent enters, a replacement effect of its own (CR 614.1c, 614.12), as "As this
            # creature enters, ..." is
            effects = (EntersWithPlaceholder(ability=fx.EntersWith(effects=effects)),)
        elif isinstance(tail, ast.AsAnAdventure):
            # "cast it from your graveyard as an Adventure": which of a card's two sets of
            # characteristics a spell is cast with is not in the effect model
            effects = (*effects, ctx.unsupported(tail, "casting a card as an Adventure, with the alternative characteristics of its Adventure (CR 715.3a), is not in the effect model yet"))
        elif not isinstance(tail, (*_FOR_EACH_TAILS, ast.Duration, ast.UntilLeaves)):
            lowered = _static_tail(tail, effects, ctx)
            if lowered is None and isinstance(tail, _RULE_TAILS) and 0 < len(last_predicate) < len(effects) and effects[-len(last_predicate) :] == last_predicate:
                # "Equipped creature gets +0/+3 and can block an additional creature each
                # combat.": the tail ends the last predicate's rule (CR 508-509), not the others
                own = _static_tail(tail, last_predicate, ctx)
                lowered = None if own is None else (*effects[: -len(last_predicate)], *own)
            if lowered is not None and duration_tail is not None:
                # "You may cast spells this turn as though they had flash": for the turn
                lowered = tuple(attrs.evolve(e, duration=dur) if isinstance(e, fx.AsThough) else e for e in lowered)
            effects = lowered if lowered is not None else (*effects, ctx.unsupported(tail, f"clause tail {type(tail).__name__}"))
    if duration_tail is not None and effects and not any(getattr(e, "duration", None) == dur or isinstance(e, fx.Unsupported) for e in walk(effects)):
        # "exile target creature until end of turn": no instruction here lasts, so the duration
        # would be lost (CR 611.2a: only continuous effects have one)
        effects = (*effects, ctx.unsupported(duration_tail, "a duration on instructions that do not last"))
    at = min(clause_start, len(ctx.referents))
    ctx.referents[at:at] = counted
    return effects


def _said_its(quantity: Any) -> bool:
    """Whether a quantity says "its" or "it" and no "that": "its power", "the number of counters
    on it", not "that card's mana value"."""
    said = render_node(quantity).lower().replace("'s", "").split()
    return bool({"its", "it"} & set(said)) and "that" not in said


def _they_are_mana_abilities(condition: Any) -> bool:
    """"unless they're mana abilities": an exception to the abilities the clause describes, not
    a condition of the game (CR 605.1a)."""
    return isinstance(condition, ast.IsStateIt) and condition.word.lower() == "they're" and lower_words(condition.state) == ["mana", "abilities"]


def _except_mana_abilities(effects: EffectList, tail: Any) -> EffectList:
    """"Activated abilities of artifacts can't be activated unless they're mana abilities." (CR
    602.5), "Activated abilities cost {2} more to activate unless they're mana abilities." (CR
    601.2f via 602.2b): the abilities the restriction or cost change describes leave out mana
    abilities (CR 605.1a); said of anything else, the exception is not understood."""
    excepted: list[fx.Effect] = []
    for effect in effects:
        if isinstance(effect, fx.Restriction) and effect.rule == "can't be activated" and isinstance(effect.what, fx.ActivatedAbilities):
            excepted.append(attrs.evolve(effect, what=attrs.evolve(effect.what, mana_abilities=False)))
        elif isinstance(effect, fx.ModifyCost) and effect.action == "activate" and isinstance(effect.spells, fx.ActivatedAbilities):
            excepted.append(attrs.evolve(effect, spells=attrs.evolve(effect.spells, mana_abilities=False)))
        else:
            raise CannotLower("\"unless they're mana abilities\" of something other than activated abilities that can't be activated or cost more or less", tail)
    return tuple(excepted)


for _cls in (
    ast.PredicateList, ast.ForEach, ast.ForEachOf, ast.ForEachBeyondFirst, ast.Unless, ast.IfTail, ast.Instead, ast.WhereX, ast.UntilFound, ast.UntilRevealed, ast.UntilHaveDone, ast.AtStep,
    ast.AtEndOfCombat, ast.ForEachColorSpent, ast.ForEachManaSpent,
):
    LOWERINGS[_cls] = part_of("Clause")


def mana_counted(mana: ast.ManaCounted, what: fx.Reference, ctx: Lowering) -> fx.Value:
    """"for each mana from a Treasure spent to cast it", "for each {U}{U} spent to cast it", "for
    each mana spent to cast it": how many mana (how many times all those symbols) were spent to
    cast the spell, of the source named (CR 601.2h, 106.3)."""
    words = list(mana.words)
    if all(isinstance(w, str) and w.startswith("{") for w in words):
        return fx.ManaSpentToCast(what=what, symbol=spent_symbols(words, mana))
    if isinstance(words[0], str) and words[0].lower() == "mana":
        return fx.ManaSpentToCast(what=what, source=mana_from(words, mana, ctx))
    raise CannotLower(f"mana counted {rendered(mana)!r}", mana)


@lowers(ast.ForEachManaSpentSentence)
def _for_each_mana_spent_sentence(node: ast.ForEachManaSpentSentence, ctx: Lowering) -> fx.Effect:
    """"For each {W}{W} spent to cast this creature, put a +1/+1 counter on each of them.": the
    instructions once for each time that mana was spent to cast the spell."""
    times = mana_counted(node.mana, ctx.objects(node.spell, role="reference"), ctx)
    return fx.Repeat(times=times, effects=ctx.effects(node.chain))


LOWERINGS[ast.ManaCounted] = part_of("ForEachManaSpent")


#: "[creatures] can't attack [whom] unless ... for each of those creatures": the state of the
#: creatures counted, by whom the restriction names (None: any player or planeswalker)
_ATTACKED_STATES = {"you": "attacking you", "you or planeswalkers you control": "attacking you or a planeswalker you control", None: "attacking"}


def _each_of_those_in_combat(node: ast.Clause, tail: ast.ForEachOf, subject: Any, ctx: Lowering) -> fx.Value:
    """"Creatures can't attack you unless their controller pays {1} for each of those creatures.",
    "creatures can't block unless their controller pays {1} for each of those creatures": a cost
    to attack or block (CR 508.1d, 509.1d), paid for each creature of the subject its controller
    attacks (or blocks) with."""
    what = tail.what
    if not (isinstance(what, ast.ObjectNp) and what.determiner is not None and lower_words(what.determiner) == ["those"] and not what.qualifiers):
        raise CannotLower("\"for each of\" other than \"those creatures\"", tail)
    predicates = [p for p in (node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)) if isinstance(p, Node)]
    if len(predicates) != 1 or not isinstance(subject, fx.Filter) or subject.controller is not None:
        raise CannotLower("\"for each of those creatures\" outside a restriction on creatures attacking or blocking", tail)
    predicate = predicates[0]
    if isinstance(predicate, ast.CantBlock):
        state = "blocking"
    elif isinstance(predicate, (ast.CantAttack, ast.CantAttackWhom)):
        whom = render_node(predicate.whom).lower() if isinstance(predicate, ast.CantAttackWhom) else None
        if whom not in _ATTACKED_STATES:
            raise CannotLower(f"creatures attacking {whom!r}", predicate)
        state = _ATTACKED_STATES[whom]
    else:
        raise CannotLower("\"for each of those creatures\" outside a restriction on creatures attacking or blocking", tail)
    counted = attrs.evolve(subject, controller=fx.ControllerOf(what=subject), states=(*subject.states, state))
    return fx.CountOf(what=counted)


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
        return ctx.unsupported(clause, "\"on each of your/their turns\" other than additional land plays")
    amount = fx.Fixed(value=1) if words[0] in ("a", "an") else word_value(str(words[0]), np.determiner)
    player = ctx.objects(clause.subject, role="player") if clause.subject is not None else fx.You()
    return fx.AdditionalLandPlays(amount=amount, player=player)


UNTIL_ACTIONS = {
    "reveal": "reveal", "reveals": "reveal", "exile": "exile", "exiles": "exile", "mill": "mill", "mills": "mill",
    "revealed": "reveal", "exiled": "exile", "milled": "mill",
}


def reveal_until(preds: tuple[Any, ...], tail: ast.UntilFound | ast.UntilRevealed | ast.UntilHaveDone, ctx: Lowering) -> fx.Effect:
    """"reveal cards from the top of your library until you reveal a creature card", "... until
    a creature card is revealed" (the same stop in the passive): one instruction, so it replaces
    what the predicate alone would mean."""
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
    action = UNTIL_ACTIONS.get(tail.verb.split()[-1].lower(), "reveal")
    # the predicate alone ("reveals cards from the top of their library") was lowered before its
    # tail and named the top of the library; this instruction replaces it, so "a card that
    # shares a card type with it" means what "it" meant before the clause, not those cards
    while ctx.referents and isinstance(ctx.referents[-1], fx.TopOfLibrary):
        ctx.referents.pop()
    until = ctx.filter(tail.what, zone="library")
    total = isinstance(until, fx.Filter) and until.stat is not None and until.stat[0].startswith("total_")
    if isinstance(tail, ast.UntilHaveDone) != total:
        # "until they have exiled cards with total mana value 5 or greater": a total of the cards
        # so far (CR 202.3); "have exiled" another description is not lowered
        return ctx.unsupported(tail, "\"until\" with a total of the cards so far said otherwise than \"until they have exiled cards with total ...\"")
    if isinstance(until, fx.Filter) and total and until.stat is not None and until.stat[1] not in (">=", ">"):
        return ctx.unsupported(tail, "revealing cards until their total is at most a number")
    amount = ctx.scaled(np_count(tail.what, ctx), tail)  # "until you reveal a creature card for each wild vote"
    ctx.refer(fx.Found(key=fx.RevealUntil.result_key))
    if action == "reveal":
        ctx.revealers.append(ctx.doer())
    elif action == "exile":
        ctx.exilers.append(ctx.doer())
    return fx.RevealUntil(player=ctx.doer(), library=library.player or fx.You(), until=until, amount=amount, action=action)


def where_x(effects: EffectList, tail: ast.WhereX | ast.WhereXAsCast, ctx: Lowering) -> EffectList:
    """", where X is <quantity>" (CR 107.3a... the text defines X): X in the clause's effects
    stands for the quantity, evaluated when the effect uses it, or, "... as you cast this
    spell", as it was while the spell was cast (CR 601.2). What the quantity counts is not an
    antecedent: "them" in the next sentence means what the clause acted on."""
    referents, player_referents = list(ctx.referents), list(ctx.player_referents)
    cast_time = isinstance(tail, ast.WhereXAsCast)
    value = ctx.value(present_tense(tail.quantity) if cast_time else tail.quantity)
    ctx.referents[:], ctx.player_referents[:] = referents, player_referents
    if isinstance(value, fx.Unsupported):
        return (*effects, value)
    if cast_time:
        try:
            value = as_cast(value, tail)
        except CannotLower as exc:
            return (*effects, ctx.unsupported(tail, exc.reason))
    variable = fx.Variable(name=tail.variable)
    ctx.where_values[tail.variable] = value
    symbol = f"{{{tail.variable}}}"
    effects = _each_own_value(effects, tail, value, variable, symbol, ctx)
    substituted = tuple(_substitute(e, variable, value) for e in effects)
    if tail.variable != "X":  # only {X} is a mana symbol (CR 107.3)
        return substituted
    # "unless its controller pays {X}, where X is ...", "you may pay {X}{R}, where X is ...":
    # the definition gives X its value as the payment is made (CR 107.3a)
    return tuple(fx.transform(e, lambda element: _mana_valued(element, symbol, value)) for e in substituted)


def _each_own_value(effects: EffectList, tail: ast.WhereX | ast.WhereXAsCast, value: Any, variable: fx.Variable, symbol: str, ctx: Lowering) -> EffectList:
    """"Each Sliver creature card in your graveyard has encore {X}, where X is its mana value.",
    "Each noncreature artifact is an Equipment with equip {X} and "Equipped creature gets +X/+0,"
    where X is that artifact's mana value.": in the abilities a static ability gives each object
    it names, "its" is the object that has the ability (CR 113.6, 201.5a-like: each has its own
    ability), read as that ability is (CR 107.3a); elsewhere in the effects X stays the value
    the words give. Unchanged for another quantity."""
    owner = getattr(tail.quantity, "owner", None)
    first = owner.words[0] if isinstance(owner, ast.Possessor) and owner.words else None
    # "its", "that artifact's": the object named before, not a description of objects
    named_before = (isinstance(first, str) and first.lower() == "its") or (
        isinstance(first, ast.ObjectNp) and first.determiner is not None and lower_words(first.determiner) == ["that"]
    )
    if not ctx.static or not named_before or not isinstance(value, fx.StatOf) or isinstance(value.what, fx.This):
        return effects
    subject = value.what  # the objects the static ability names, which "its" was read as
    own = attrs.evolve(value, what=fx.This())

    def in_grant(element: Any) -> Any:
        if isinstance(element, (fx.GrantAbilities, fx.Becomes)) and element.what == subject and element.abilities:
            abilities = fx.transform(_substitute(element.abilities, variable, own), lambda e: _mana_valued(e, symbol, own))
            return attrs.evolve(element, abilities=abilities)
        return element

    return tuple(fx.transform(e, in_grant) for e in effects)


def _mana_valued(element: Any, symbol: str, value: Any) -> Any:
    """A payment of mana with ``symbol`` among its symbols, with X given ``value``."""
    if isinstance(element, fx.ManaPayment) and symbol in element.mana and element.x is None:
        return attrs.evolve(element, x=value)
    return element


def _substitute(item: Any, old: Any, new: Any) -> Any:
    """``item`` with every ``old`` inside it (effect-model objects, tuples) replaced by ``new``."""
    return fx.transform(item, lambda element: new if element == old else element)


# -- predicates (instructions) -------------------------------------------------------------------------
@lowers(ast.Destroy)
def _destroy(node: Any, ctx: Lowering) -> fx.Effect:
    return fx.Destroy(what=ctx.objects(node.what))


@lowers(ast.Exile)
def _exile(node: Any, ctx: Lowering) -> fx.Effect | EffectList:
    what, in_pile = _without_face_down_pile(node.what)
    if in_pile:
        # "exile it and the top card of your library in a face-down pile": exiled face down (CR
        # 406.3), together as one pile (CR 700.3) that "that pile" names after it
        if ctx.piles or ctx.exiled_pile:
            raise CannotLower(f"a face-down pile with other piles in one ability: {PILES_REASON}", node)
        effect = fx.Move(what=ctx.objects(what), to="exile", face_down=True)
        ctx.exiled_pile = True
    else:
        what, counters = _without_counters_on_moved(node.what)
        effect = fx.Move(what=ctx.objects(what), to="exile")
        if counters is not None:
            # "exile target card from your graveyard with a memory counter on it": the counters
            # go on the card in exile (CR 122.1, 400.7: the new object)
            _refer_exiled(effect, ctx)
            return (effect, *_counters_on(counters, fx.Found(key="exiled"), ctx))
    _refer_exiled(effect, ctx)
    return effect


#: zones no counter can be on (CR 122.1: counters are put on objects on the battlefield, in exile
#: or on the stack, and on players): "from your hand with two time counters on it" says what the
#: card gets
_ZONES_WITHOUT_COUNTERS = ("hand", "graveyard", "library")


def _without_counters_on_moved(np: Any) -> tuple[Any, Any]:
    """"a nonland card from your hand with three time counters on it", "it from their graveyard
    with a stash counter on it": the parser hangs the counters on the zone's noun phrase, a hand,
    graveyard or library, which has none; they are the counters the object moved out of it gets.
    The objects without them, and the counters (a HasCounters or HasCountersNumbered), or None."""
    if isinstance(np, ast.InZoneNp):
        zone, quality = _zone_without_counters(np.preposition, np.zone)
        return (attrs.evolve(np, zone=zone), quality) if quality is not None else (np, None)
    if not isinstance(np, ast.ObjectNp) or not np.qualifiers or not isinstance(np.qualifiers[-1], ast.InZone):
        return np, None
    *rest, last = np.qualifiers
    zone, quality = _zone_without_counters(last.preposition, last.zone)
    if quality is None:
        return np, None
    return attrs.evolve(np, qualifiers=(*rest, attrs.evolve(last, zone=zone))), quality


def _zone_without_counters(preposition: str, zone: Any) -> tuple[Any, Any]:
    if preposition.lower() != "from" or not isinstance(zone, ast.ObjectNp) or not zone.qualifiers or zone.descriptor is None:
        return zone, None
    if lower_words(zone.descriptor)[-1:] not in [[z] for z in _ZONES_WITHOUT_COUNTERS]:
        return zone, None
    *rest, last = zone.qualifiers
    if not isinstance(last, ast.WithQuality) or not isinstance(last.quality, (ast.HasCounters, ast.HasCountersNumbered)):
        return zone, None
    return attrs.evolve(zone, qualifiers=tuple(rest) or None), last.quality


def _counters_on(quality: Any, what: fx.Reference, ctx: Lowering) -> EffectList:
    """The counters "with two time counters on it", "with a number of time counters on it equal
    to its mana value" say ``what`` gets (CR 122.1)."""
    if isinstance(quality, ast.HasCountersNumbered):
        if quality.counters.counter is None:
            raise CannotLower("counters of no stated kind", quality)
        return (fx.PutCounters(what=what, counter=quality.counters.counter, amount=ctx.value(quality.amount)),)
    return counters_put(quality.counters, what, ctx)


def _is_face_down_pile(zone: Any) -> bool:
    """"a face-down pile" (CR 700.3, 406.3)."""
    return (
        isinstance(zone, ast.PileNp) and zone.whose is None and zone.pile.lower() == "pile"
        and (zone.state or "").lower() == "face-down" and lower_words(zone.determiner) in (["a"], ["an"])
    )


def _without_face_down_pile(np: Any) -> tuple[Any, bool]:
    """The objects of "exile [objects] in a face-down pile" without "in a face-down pile", and
    whether it was said. The parser hangs it on the last noun phrase of the objects ("the top card
    of your library in a face-down pile": on "your library"); it is where they are exiled to."""
    if isinstance(np, ast.NpAnd):
        right, found = _without_face_down_pile(np.right)
        return (attrs.evolve(np, right=right), True) if found else (np, False)
    if isinstance(np, ast.InZoneNp) and np.preposition.lower() == "in" and _is_face_down_pile(np.zone):
        return np.what, True  # "exile them in a face-down pile"
    if not isinstance(np, ast.ObjectNp) or not np.qualifiers:
        return np, False
    *rest, last = np.qualifiers
    if isinstance(last, ast.InZone) and last.preposition.lower() == "in" and _is_face_down_pile(last.zone):
        return attrs.evolve(np, qualifiers=tuple(rest) or None), True
    inner = last.zone if isinstance(last, ast.InZone) else last.of if isinstance(last, ast.OfNp) else None
    if inner is None:
        return np, False
    stripped, found = _without_face_down_pile(inner)
    if not found:
        return np, False
    last = attrs.evolve(last, zone=stripped) if isinstance(last, ast.InZone) else attrs.evolve(last, of=stripped)
    return attrs.evolve(np, qualifiers=(*rest, last)), True


def _refer_exiled(effect: fx.Move, ctx: Lowering) -> None:
    """"It", "that card" after an exile: the objects exiled (new objects, CR 400.7); that they
    were this object is kept (:attr:`Lowering.this_moved_at`)."""
    ctx.refer(fx.Found(key="exiled"))
    ctx.exilers.append(ctx.doer())
    if effect.what == fx.This():
        ctx.this_moved_at = len(ctx.referents) - 1


@lowers(ast.ExileFaceDown)
def _exile_face_down(node: ast.ExileFaceDown, ctx: Lowering) -> fx.Effect:
    """CR 406.3: exiled face down."""
    effect = fx.Move(what=ctx.objects(node.what), to="exile", face_down=True)
    _refer_exiled(effect, ctx)
    return effect


@lowers(ast.Draw)
def _draw(node: Any, ctx: Lowering) -> fx.Effect:
    # "draws up to three cards": any number up to three, as the player chooses (CR 121)
    up_to = isinstance(node.what, ast.ObjectNp) and determiner(node.what.determiner, ctx).up_to
    return fx.Draw(player=ctx.doer(), amount=ctx.scaled(np_count(node.what, ctx), node), up_to=up_to)


@lowers(ast.Discard)
def _discard(node: ast.Discard, ctx: Lowering) -> fx.Effect:
    player = ctx.doer()
    what, random = without_a_random(node.what)  # "discards a random card": at random (CR 701.9b)
    random = random or node.is_random
    if is_hand(what):  # "discard your hand": every card in it
        effect = fx.Discard(player=player, what=fx.Filter(zone="hand", zone_owner=player))
    else:
        with ctx.scope(other_chooser=not isinstance(player, (fx.EachPlayer, fx.EachOpponent))):
            ref = ctx.objects(what, zone="hand")
        if isinstance(ref, fx.Chosen) and ref.chooser is not None:
            # "discard a card of target opponent's choice": that player picks the card of the
            # discarding player's hand (CR 701.9a: unless the effect says otherwise)
            if not isinstance(ref.what, fx.Filter) or ref.what.zone != "hand" or ref.what.zone_owner is not None or random:
                raise CannotLower("a card chosen by another player, of a description other than a card in hand", node.what)
            effect = fx.Discard(player=player, what=attrs.evolve(ref, what=attrs.evolve(ref.what, zone_owner=player)))
        elif isinstance(ref, fx.Chosen):  # "discard two creature cards": the player picks them (CR 701.9a)
            kind = None if ref.what == fx.Filter(zone="hand", kind="card") else ref.what
            amount = ctx.scaled(ref.amount or fx.Fixed(value=1), node)
            effect = fx.Discard(player=player, amount=amount, kind=kind, up_to=ref.up_to, at_random=random or ref.at_random)
        else:  # "discard that card", "discard all creature cards": the cards themselves
            if random:
                raise CannotLower("named cards discarded at random", node.what)
            effect = fx.Discard(player=player, what=ref)
    ctx.refer(fx.Found(key=fx.Discard.result_key))
    return effect


@lowers(ast.Mill)
def _mill(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.17a: "mill N cards"."""
    effect = fx.Mill(player=ctx.doer(), amount=ctx.scaled(np_count(node.what, ctx), node))
    ctx.refer(fx.Found(key=fx.Mill.result_key))
    return effect


@lowers(ast.Sacrifice)
def _sacrifice(node: Any, ctx: Lowering) -> fx.Effect:
    ref = ctx.objects(node.what)
    what = node.what
    if isinstance(ref, fx.This) and isinstance(what, ast.ObjectNp) and what.qualifiers and what.determiner is not None and lower_words(what.determiner) == ["the"]:
        # "sacrifices the creatures they control with the least power": a described group, not
        # the object the ability is on (read as "it" it would sacrifice the source)
        raise CannotLower("\"the\" with a description of the objects sacrificed read as this object", node)
    if isinstance(ref, fx.Chosen):
        # "sacrifices a creature for each death vote": that many, by the clause's "for each"
        return fx.Sacrifice(player=ctx.doer(), what=ref.what, amount=ctx.scaled(ref.amount or fx.Fixed(value=1), node))
    if isinstance(ref, fx.Found):
        # "Sacrifice them", "sacrifice those tokens": each of the objects named before, not one
        # chosen among them ("sacrifice one of them" is the Chosen above)
        return fx.Sacrifice(player=ctx.doer(), what=ref, amount=fx.CountOf(what=ref))
    if isinstance(ref, (fx.Filter, fx.Amongst)):
        # "sacrifices all creatures they control", "all permanents in the pile of their choice":
        # every one of them (CR 701.21a), not one ("one of them" is the Chosen above)
        return fx.Sacrifice(player=ctx.doer(), what=ref, amount=fx.CountOf(what=ref))
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
    what = _hand_cards(node.what, ctx) if is_hand(node.what) else ctx.objects(node.what)
    if isinstance(what, fx.Chosen) or (isinstance(what, fx.Union) and not what.either and all(isinstance(p, fx.Chosen) for p in what.parts)):
        # "reveal a creature card ... and put it into your hand": "it" is the revealed card, not
        # a second choice; "reveal a Warrior card and/or an Equipment card from among them and
        # put them into your hand": "them" are the cards revealed
        ctx.refer(fx.Found(key=fx.Reveal.result_key))
    ctx.revealers.append(ctx.doer())
    return fx.Reveal(player=ctx.doer(), what=what)


@lowers(ast.LookAt)
def _look_at(node: ast.LookAt, ctx: Lowering) -> fx.Effect:
    what = _hand_cards(node.what, ctx) if is_hand(node.what) else ctx.objects(node.what)
    return fx.LookAt(player=ctx.doer(), what=what)


@lowers(ast.LookAtAndPlay)
def _look_at_and_play(node: ast.LookAtAndPlay, ctx: Lowering) -> EffectList:
    """"You may look at and play those cards for as long as they remain exiled": the player
    looks at the face-down cards, and may go on looking at them while they stay exiled (CR
    406.3), and has a permission to play them (CR 406.3a, 601.3) for the clause's duration."""
    what = ctx.objects(node.what, role="reference")
    player = ctx.doer()
    return (fx.LookAt(player=player, what=what), fx.PlayPermission(what=what, player=player, duration=ctx.duration, without_paying=node.without_paying is not None))


def _this_turn_without_paying(tail: ast.ThisTurnWithoutPaying, effects: EffectList, ctx: Lowering) -> EffectList:
    """"You may play them this turn without paying their mana costs", "you may cast instant and
    sorcery spells from among them this turn without paying their mana costs": a permission for
    the turn (CR 611.2a) to play them by the alternative cost of paying nothing (CR 118.9)."""
    out: list[fx.Effect] = []
    for effect in effects:
        if isinstance(effect, fx.PlayPermission) and effect.duration is None:
            out.append(attrs.evolve(effect, duration="end_of_turn", without_paying=True))
        elif isinstance(effect, fx.Cast) and effect.optional and not effect.without_paying:
            out.append(fx.PlayPermission(what=effect.what, player=effect.player, duration="end_of_turn", action="cast", without_paying=True))
        else:
            out.append(ctx.unsupported(tail, "\"this turn without paying\" after something other than a permission to play or cast"))
    return tuple(out)


CLAUSE_TAILS[ast.ThisTurnWithoutPaying] = _this_turn_without_paying
LOWERINGS[ast.ThisTurnWithoutPaying] = part_of("Clause (see CLAUSE_TAILS)")


@lowers(ast.Fight)
def _fight(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.14a."""
    first = ctx.subject if ctx.subject is not None else fx.This()
    return fx.Fight(what=first, other=ctx.objects(node.what))


@lowers(ast.FightEachOther)
def _fight_each_other(node: ast.FightEachOther, ctx: Lowering) -> fx.Effect:
    """"Those creatures fight each other." (CR 701.14a): the two creatures the subject names."""
    if ctx.subject is None:
        return ctx.unsupported(node, "\"fight each other\" without a subject naming the creatures")
    return fx.FightEachOther(what=ctx.subject)


@lowers(ast.Copy)
def _copy(node: Any, ctx: Lowering) -> fx.Effect:
    """"Copy target instant spell." (CR 707.10); "copy it for each other instant and sorcery
    spell you've cast this turn": one copy for each, the number counted once as the instruction
    is followed (CR 608.2h), each copy made as "copy it" makes one."""
    effect = fx.Copy(what=ctx.objects(node.what), player=_copier(node, ctx))
    ctx.refer(fx.Found(key="copy"))
    if ctx.multiplier is not None:
        return fx.Repeat(times=ctx.multiplier, effects=(effect,))
    return effect


def _copier(node: Any, ctx: Lowering) -> fx.Reference | None:
    """Who copies the spell and controls the copy (CR 707.10): "that player copies that spell"
    names the player; None for you (the ability's controller)."""
    doer = ctx.doer()
    if isinstance(doer, fx.You):
        return None
    if not isinstance(doer, fx.Reference) or not fx.names_players(doer):
        raise CannotLower("a copy of a spell made by something other than a player", node)
    return doer


@lowers(ast.CopyWhenCast)
def _copy_when_cast(node: ast.CopyWhenCast, ctx: Lowering) -> fx.Effect:
    """"copy the next instant or sorcery spell you cast this turn when you cast it": a delayed
    triggered ability that triggers once, when that player next casts such a spell this turn
    (CR 603.7b), and copies the spell (CR 707.10), as "When you next cast an instant or sorcery
    spell this turn, copy that spell." says it."""
    if ctx.static or ctx.duration is not None or ctx.multiplier is not None:
        return ctx.unsupported(node, "copying the next spell cast in a static ability, for another duration or several times")
    spell = next_cast(node.what, ctx)
    if spell is None:
        return ctx.unsupported(node.what, "copying, when it is cast, a spell other than \"the next spell [a player] casts this turn\"")
    trigger = fx.Trigger(event="cast", what=spell.what, player=spell.by, during="this_turn")
    ctx.refer(fx.Found(key="copy"))
    return fx.DelayedTrigger(trigger=trigger, effects=(fx.Copy(what=fx.Found(key="triggering")),))


@lowers(ast.CopyWithExceptions)
def _copy_with_exceptions(node: ast.CopyWithExceptions, ctx: Lowering) -> fx.Effect:
    """"copy it, except the copy is an artifact in addition to its other types" (CR 707.10):
    the copy of a spell takes the copiable values of the spell, with the exceptions as part of
    them (CR 707.9b); a permanent spell's copy resolves into a token with them (CR 608.3f)."""
    if ctx.multiplier is not None:
        return ctx.unsupported(node, "copies made once for each of several things")
    exceptions = copy_exceptions(node.exceptions, ctx)
    if exceptions is not None and exceptions.this_ability:
        raise CannotLower("a spell's copy that has the ability that copies it", node.exceptions)
    effect = fx.Copy(what=ctx.objects(node.what), exceptions=exceptions)
    ctx.refer(fx.Found(key="copy"))
    return effect


CHOOSABLE_QUALITIES = ("color", "creature type", "card type", "basic land type", "number", "card name", "player", "opponent")


@lowers(ast.Choose)
def lower_choose(node: Any, ctx: Lowering) -> fx.Effect:
    what = node.what
    if isinstance(what, ast.ObjectNp) and what.descriptor is not None:
        text = " ".join(w.lower() for w in what.descriptor.words if isinstance(w, str))
        if text in CHOOSABLE_QUALITIES and determiner(what.determiner, ctx).mode == "choice":
            if text in ("player", "opponent") and what.qualifiers:
                # "choose a player who cast one or more sorcery spells this turn", "choose an
                # opponent who controls more lands than you": the choice of a player is kept, its
                # requirement is not; choosing among every player would mean something else
                raise CannotLower(f"a choice of {render_node(what)!r}: a player chosen among those a clause describes (CR 700.2) is not in the effect model", what)
            effect = fx.ChooseQuality(player=ctx.doer(), quality=text)
            if text in ("player", "opponent"):
                # "Choose an opponent. They look at ...", "... That player loses 2 life": the
                # player chosen (CR 607.2: the chosen player)
                ctx.refer(fx.PlayerRole(role="chosen"))
            return effect
    if isinstance(what, ast.Partitive) and isinstance(what.of, ast.PileNp):
        return _choose_pile(what, ctx)
    options = _named_type_or_color_options(what)
    if options:
        # "Choose creature or land.", "choose black or red", "choose Island or Swamp": with no
        # determiner, the words name the options of a choice of a type or a color (CR 607.2), not
        # an object ("choose a creature" has one)
        return fx.ChooseQuality(player=ctx.doer(), quality=" or ".join(options).lower(), options=options)
    if _bare_or_list(what):
        # "chooses artifact, creature, land, or non-Aura enchantment", "choose white Citizen, blue
        # Camarid, ...": options named by descriptions, not an object to choose
        raise CannotLower("a choice among kinds named by descriptions (\"artifact, creature, or non-Aura enchantment\") is not in the effect model", node)
    chosen = ctx.objects(what)
    effect = fx.ChooseObjects(player=ctx.doer(), what=chosen, key="chosen")
    if not fx.names_players(chosen):
        # "choose target player": the player, named as it was lowered, is no object that "that
        # spell" or "it" after it could name
        ctx.refer(fx.Found(key="chosen"))
    return effect


def _choose_pile(what: ast.Partitive, ctx: Lowering) -> fx.Effect:
    """"An opponent chooses one of those piles" (CR 700.3): one of the piles made before."""
    piles = what.of
    if not ctx.piles:
        raise CannotLower(PILES_REASON + " (no piles were made before in the ability)", what)
    if lower_words(what.determiner) != ["one"] or piles.state is not None or piles.whose is not None or lower_words(piles.determiner) not in (["those"], ["the"]):
        raise CannotLower(f"choosing {render_node(what)!r}: {PILES_REASON}", what)
    player = ctx.doer()
    if isinstance(player, (fx.EachPlayer, fx.EachOpponent)):
        raise CannotLower(f"each of several players choosing a pile: {PILES_REASON}", what)
    ctx.pile_chosen = True
    return fx.ChoosePile(player=player)


def _bare_or_list(what: Any) -> bool:
    """A list joined by "or" with no determiner ("artifact, creature, or land"): options, never an
    object ("choose a creature or land" has a determiner)."""
    if not isinstance(what, ast.ObjectNp) or what.determiner is not None or what.descriptor is None:
        return False
    return "or" in [w.lower() for w in what.descriptor.words if isinstance(w, str)]


def _named_type_or_color_options(what: Any) -> tuple[str, ...]:
    """The options of "artifact, creature, or land" / "black or red" / "Island or Swamp": a bare
    list joined by "or" (no determiner, no qualifier) whose words are all card types (CR 205.2a),
    subtypes (205.3) or colors (105.1), as written; empty when ``what`` is anything else."""
    if not isinstance(what, ast.ObjectNp) or what.determiner is not None or what.qualifiers is not None or what.descriptor is None:
        return ()
    words = list(what.descriptor.words)
    if not words or not all(isinstance(w, str) for w in words) or "or" not in [w.lower() for w in words]:
        return ()
    options = tuple(w for w in words if w.lower() not in ("or", ","))
    if len(options) < 2:
        return ()
    subtypes = {t for kind in vocabulary_data()["subtypes"].values() for t in kind}
    kinds = {"type" if (o.lower() in CARD_TYPES or o in subtypes) else "color" if o.lower() in COLORS else "" for o in options}
    return options if len(kinds) == 1 and "" not in kinds else ()


@lowers(ast.Regenerate)
def _regenerate(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 701.19a."""
    return fx.Regenerate(what=ctx.objects(node.what))


#: the clause tails that give a clause's multiplier ("for each creature you control", ...)
_FOR_EACH_TAILS = (
    ast.ForEach, ast.ForEachOf, ast.ForEachBeyondFirst, ast.ForEachQualityAmong, ast.ForEachDifferentAmong, ast.ForEachCounter, ast.ForEachCounterAmong, ast.ForEachOfColors,
    ast.ForEachLifeChanged, ast.ForEachLifeChangedThisWay, ast.ForEachCounterHeld, ast.ForEachCounterRemoved, ast.ForEachTimeKicked, ast.ForEachExtraTarget, ast.ForEachTarget, ast.ForEachAsCast,
    ast.ForEachCounterKind, ast.ForEachPaid, ast.ForEachColorSpent, ast.ForEachTimeDone, ast.ForEachFlip,
    ast.ForEachCoinUp, ast.ForEachManaSpent, ast.ForEachOptionVote, ast.ForEachDamageDealt, ast.ForEachManaSymbol, ast.ForEachManaSymbolOf, ast.ForEachColorOf,
)


#: the triggers whose event deals damage, of which "the damage dealt" is the amount (CR 120.3)
DAMAGE_EVENTS = frozenset({"deals_damage", "deals_combat_damage", "deals_noncombat_damage", "dealt_damage", "dealt_combat_damage", "dealt_noncombat_damage"})


def _each_damage_dealt(node: ast.ForEachDamageDealt, ctx: Lowering) -> fx.Value:
    """"for each 1 damage dealt to you this turn": the turn's damage to that player, from every
    source (CR 120.1); "for each 1 damage dealt to them" with no time, in a triggered ability on
    damage dealt to a player: the damage of the event that triggered it (CR 120.3, 603.2)."""
    whom = ctx.objects(node.to, role="reference")
    if not fx.names_players(whom):
        raise CannotLower(f"the damage dealt to {render_node(node.to)!r}, which names objects, not players (CR 120.1): not kept as a value yet", node)
    if str(node.time or "").lower() == "this turn":
        return fx.DamageDealtToPlayerThisTurn(player=whom)
    if node.time is None and ctx.trigger_event in DAMAGE_EVENTS and whom == fx.Found(key="triggering player"):
        return fx.EventAmount()
    raise CannotLower(f"the damage dealt to {render_node(node.to)!r} {node.time or 'with no time said'} (CR 120.1)", node)


LOWERINGS[ast.ForEachDamageDealt] = part_of("Clause (its multiplier, _each_damage_dealt)")
LOWERINGS[ast.UnlessBefore] = part_of("Clause (sentences.CLAUSE_TAILS: Unsupported, CR 603.7, 118.12)")


def _until_flip_lost(effects: EffectList, tail: ast.UntilFlip, ctx: Lowering) -> EffectList:
    """"flip a coin until you lose a flip" (CR 705.2): the player who flips flips again after
    each flip they win."""
    flip = effects[0] if len(effects) == 1 else None
    if not isinstance(flip, fx.FlipCoin) or tail.verb.lower() not in ("lose", "loses") or ctx.players(tail.player) != flip.player:
        raise CannotLower(f"until {render_node(tail.player)} {tail.verb} a flip, after another instruction than that player's coin flip", tail)
    return (attrs.evolve(flip, until_lost=True),)


def _flips_won(node: ast.ForEachFlip, ctx: Lowering) -> fx.Value:
    """"for each flip you won" (CR 705.2): the flips won before the one lost, by the player who
    flipped ("flip a coin until you lose a flip")."""
    if node.verb.lower() != "won" or ctx.players(node.player) != fx.You():
        raise CannotLower(f"each flip {render_node(node.player)} {node.verb}", node)
    return fx.FlipsWon()


@lowers(ast.ForEachTimesChain, ast.ForEachTimesSentence)
def _for_each_times(node: ast.ForEachTimesChain | ast.ForEachTimesSentence, ctx: Lowering) -> fx.Effect:
    """"For each blight counter on it, each opponent loses 4 life.", "For each flip you won,
    create a token ...": the instructions done as many times as the lead counts, counted once
    before the first time (CR 608.2c; counters CR 122.1, flips CR 705.2)."""
    lead = node.lead
    kept = len(ctx.referents)
    times: fx.Value
    if isinstance(lead, ast.ForEachCounter):
        times = for_each_counter(lead, ctx)
        if isinstance(times, fx.StatOf) and times.what == fx.Found(key=fx.ModifyPT.EACH_KEY):
            # "for each counter on it" of each object of a group: a count for each of them, not
            # one count of the sentence
            raise CannotLower("the counters on each object of a group counted before instructions (CR 122.1)", lead)
    elif isinstance(lead, ast.ForEachFlip):
        times = _flips_won(lead, ctx)
    elif isinstance(lead, ast.ForEachCoinUp):
        times = fx.CoinsCameUp(side=lead.side.lower())  # CR 705.2
    else:
        raise CannotLower(f"instructions repeated {render_node(lead)!r}", lead)
    # what the lead counts is no antecedent of the instructions (as a "for each" tail's)
    del ctx.referents[kept:]
    effects = ctx.effects(node.chain)
    if any(isinstance(e, fx.Target) for e in walk(effects)):
        # "for each isolation counter on it, exile up to one target nonland permanent": as many
        # targets as the count, all chosen as the ability is put on the stack (CR 601.2c,
        # 603.3d), not one target acted on again and again
        raise CannotLower("targets chosen for each of a count (CR 601.2c, 603.3d)", node)
    return fx.Repeat(times=times, effects=effects)


def _owner_of_anaphor(np: Node) -> bool:
    """Whether a noun phrase is the owner of an object named again ("that card's owner", "its
    owner"): in an entry modifier, the owner of each object the instruction puts."""
    if not isinstance(np, ast.ObjectNp) or np.descriptor is None or np.qualifiers:
        return False
    if [w.lower() for w in np.descriptor.words if isinstance(w, str)] != ["owner"] or not isinstance(np.determiner, ast.Determiner):
        return False
    words = np.determiner.words
    if [w.lower() for w in words if isinstance(w, str)] == ["its"]:
        return True
    if len(words) != 2 or words[1] not in ("'s", "'") or not isinstance(words[0], ast.ObjectNp):
        return False
    named = words[0]
    return isinstance(named.determiner, ast.Determiner) and [w.lower() for w in named.determiner.words if isinstance(w, str)] == ["that"] and not named.qualifiers


def entry_mods(mods: tuple[Node, ...] | None, ctx: Lowering, moving: fx.Reference | None = None) -> dict[str, Any]:
    """"tapped", "under your control", "attacking", "face down", "transformed", "with N counters"
    (``moving``: what the instruction puts, whose owner "that card's owner" names)."""
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
                out["under"] = possessor_reference(owner[0].lower() if isinstance(owner[0], str) else owner[0], ctx)
            continue
        if text == "under the control of" and isinstance(words[-1], Node):
            # "under the control of an opponent of your choice": the player named controls the
            # permanent (CR 110.2); "under the control of that card's owner": the owner of each
            # object put, read as "under its owner's control" is (CR 108.3)
            if moving is not None and _owner_of_anaphor(words[-1]):
                out["under"] = fx.OwnerOf(what=moving)
            else:
                out["under"] = ctx.players(words[-1])
            continue
        if text == "tapped":
            out["tapped"] = True
        elif text == "under your control":
            out["under"] = fx.You()
        elif text == "attacking" and isinstance(words[-1], ast.ObjectNp):
            # "tapped and attacking that opponent": it attacks the player the instruction names
            # (CR 508.4a), the one an attack trigger names as attacked or a "for each" is at
            try:
                out["attacking_whom"] = _attacked_by_token(words[-1], ctx)
            except CannotLower:
                raise CannotLower("entering attacking a player or permanent the instruction names", mod) from None
            out["attacking"] = True
        elif text == "attacking" and isinstance(words[-1], Node):
            # "tapped and attacking that player or a planeswalker they control" (CR 508.4):
            # combat here attacks players only
            raise CannotLower("entering attacking a player or permanent the instruction names", mod)
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
        elif text.startswith("with") and any(isinstance(w, ast.CounterThatKind) for w in words):
            # "enters with a counter of that kind on it": of the kind a sentence goes through
            raise CannotLower("entering with a counter of a kind named before (CR 122.1, 122.6)", mod)
        elif text.startswith("with") and not any(isinstance(w, (ast.CounterCount, ast.SeveralCounters, ast.CounterChoice)) for w in words):
            # "and with first strike", 'and with "Pay 3 life: Regenerate this creature."': it
            # enters with that ability (CR 614.1c), granted to the permanent it becomes for as
            # long as it is on the battlefield (as riot's haste, CR 702.136a)
            granted = [w for w in words if isinstance(w, Node)]
            if not granted:
                raise CannotLower(f"entering {text!r}", mod)
            abilities = tuple(ctx.ability(w) for w in granted)
            counters.append(fx.GrantAbilities(what=fx.Found(key="entering"), abilities=abilities, duration=None))
        elif text.startswith("with"):
            # "with two +1/+1 counters on it", "with a +1/+1 counter and a flying counter on
            # it", "with your choice of a flying counter or a reach counter on it" (CR 122.6)
            given = next(w for w in words if isinstance(w, (ast.CounterCount, ast.SeveralCounters, ast.CounterChoice)))
            counters.extend(counters_put(given, fx.Found(key="entering"), ctx))
        else:
            raise CannotLower(f"entry modifier {text!r}", mod)
    if counters:
        out["counters"] = tuple(counters)
    return out


LOWERINGS[ast.EntryMod] = part_of("ReturnTo, PutOntoBattlefield or Enters")


@lowers(ast.ReturnTo)
def _return_to(node: ast.ReturnTo, ctx: Lowering) -> fx.Effect | EffectList:
    """A zone change (CR 400.7); objects go to their owners' zones (CR 400.3)."""
    what = ctx.objects(node.what)
    to = zone_of(node.to, ctx)
    mods = entry_mods(node.mods, ctx, what)
    # "to the battlefield with a +1/+1 counter on it": the counters read as a quality of the
    # zone's noun phrase (CR 122.6)
    for q in getattr(node.to, "qualifiers", None) or ():
        if isinstance(q, ast.WithQuality) and isinstance(q.quality, (ast.HasCounters, ast.HasCountersNumbered)) and to.kind == "battlefield":
            mods["counters"] = (*mods.get("counters", ()), *_counters_on(q.quality, fx.Found(key="entering"), ctx))
        elif isinstance(q, ast.AttachedToNp) and to.kind == "battlefield" and "attached_to" not in mods:
            # "to the battlefield attached to that creature" reads the same way (CR 303.4f)
            mods["attached_to"] = ctx.objects(q.host)
    attached_to = mods.pop("attached_to", None)
    effect = fx.Move(what=what, to=to.kind, **mods)
    # "it" after the return: the objects as the runtime records them for that zone (the
    # cards returned to a hand; those put onto the battlefield or into exile; else moved)
    ctx.refer(fx.Found(key=RETURNED_KEYS.get(to.kind, fx.Move.result_key)))
    return _then_attach(effect, attached_to, "moved")


@lowers(ast.ReturnToShifted)
def _return_to_shifted(node: ast.ReturnToShifted, ctx: Lowering) -> fx.Effect | EffectList:
    """"Return to your hand all cards ...": the same zone change as "return all cards ... to
    your hand" (CR 400.7): to the battlefield, or to a hand, each card its owner's (CR 400.3)."""
    to = " ".join(node.to.lower().split())
    mods = entry_mods(node.mods, ctx)
    attached_to = mods.pop("attached_to", None)
    effect = fx.Move(what=ctx.objects(node.what), to="battlefield" if to.endswith("battlefield") else "hand", **mods)
    kind = "battlefield" if to.endswith("battlefield") else "hand"
    ctx.refer(fx.Found(key=RETURNED_KEYS.get(kind, fx.Move.result_key)))
    return _then_attach(effect, attached_to, "moved")


@lowers(ast.PutOntoShifted)
def _put_onto_shifted(node: ast.PutOntoShifted, ctx: Lowering) -> fx.Effect | EffectList:
    """"Put onto the battlefield under your control all creature cards ...": the same as "put
    all creature cards ... onto the battlefield under your control" (CR 400.7)."""
    return _onto_battlefield(ast.OntoBattlefield(what=node.what, mods=node.mods, span=node.span), ctx)  # type: ignore[call-arg]  # span: Node's own field



@lowers(ast.Put)
def _put(node: ast.Put, ctx: Lowering) -> EffectList:
    """One "put" with one or more placements, done in order (CR 400.6)."""
    return flat(ctx.effects(p) for p in node.destinations)


@lowers(ast.OntoBattlefield)
def _onto_battlefield(node: ast.OntoBattlefield, ctx: Lowering) -> fx.Effect | EffectList:
    what = ctx.objects(node.what)
    described = what.what if isinstance(what, fx.Chosen) else what
    if isinstance(described, fx.Filter) and described.kind == "card" and described.zone == "battlefield":
        hoisted = trailing_origin_to_object(node.what)
        if hoisted is not None:
            return _onto_battlefield(attrs.evolve(node, what=hoisted), ctx)
        # "you may put two creature cards onto the battlefield instead of one", in an ability of
        # its own: cards are in another zone than the battlefield (CR 109.2), which the words do
        # not say here; reading them as on the battlefield would move nothing
        raise CannotLower("cards put onto the battlefield from a zone the ability does not say", node)
    mods = entry_mods(node.mods, ctx, what)
    doer = ctx.doer()
    if "under" not in mods and isinstance(doer, (fx.ControllerOf, fx.OwnerOf)) and doer.what == what:
        # "Those players put the exiled cards onto the battlefield": each card enters under the
        # control of the player who puts it (CR 110.2a), its owner (a card's controller is its
        # owner outside the battlefield and the stack, CR 108.4a)
        mods["under"] = fx.OwnerOf(what=what)
    attached_to = mods.pop("attached_to", None)
    effect = fx.Move(what=what, to="battlefield", **mods)
    # what was put onto the battlefield, not what a later move moved ("Put all land cards from
    # among them onto the battlefield tapped and the rest on the bottom of your library ...
    # untap those lands")
    ctx.refer(fx.Found(key=RETURNED_KEYS["battlefield"]))
    return _then_attach(effect, attached_to, "moved")


def _then_attach(effect: fx.Effect, attached_to: fx.Reference | None, key: str) -> fx.Effect | EffectList:
    """"onto the battlefield attached to [object]" (CR 303.4f: an Aura put onto the battlefield
    this way doesn't target): the move, then attaching what moved."""
    if attached_to is None:
        return effect
    return (effect, fx.Attach(what=fx.Found(key=key), to=attached_to))


@lowers(ast.IntoZone)
def _into_zone(node: ast.IntoZone, ctx: Lowering) -> fx.Effect:
    into, what = origin_to_objects(node.into, node.what)
    return _moved_from_top(fx.Move(what=ctx.objects(what), to=zone_of(into, ctx).kind), ctx)


def _moved_from_top(move: fx.Move, ctx: Lowering) -> fx.Move:
    """"reveal the top card of your library and put that card into your hand. You lose life
    equal to its mana value": once moved, the card is no longer the top card (CR 400.7); "it"
    after the move is the card moved, as the runtime records it, not the library's new top."""
    if isinstance(move.what, fx.TopOfLibrary):
        ctx.refer(fx.Found(key=RETURNED_KEYS.get(move.to, fx.Move.result_key)))
    return move


@lowers(ast.IntoLibraryAt)
def _into_library_at(node: ast.IntoLibraryAt, ctx: Lowering) -> fx.Effect:
    # "third from the top" (CR 401.7): a place counted from one end of the library
    into, what = origin_to_objects(node.into, node.what)
    zone = zone_of(into, ctx)
    if zone.kind != "library":
        raise CannotLower(f"a place counted from the {node.end.lower()} of a {zone.kind}", node)
    nth = ORDINALS[node.ordinal.lower()]
    return _moved_from_top(fx.Move(what=ctx.objects(what), to="library", position=f"{node.end.lower()}:{nth}"), ctx)


@lowers(ast.IntoLibraryBeneath)
def _into_library_beneath(node: ast.IntoLibraryBeneath, ctx: Lowering) -> fx.Effect:
    """"into its owner's library just beneath the top X cards of that library": the (X+1)th
    place from the top of that library (CR 401.7)."""
    into, what = origin_to_objects(node.into, node.what)
    zone = zone_of(into, ctx)
    if zone.kind != "library":
        raise CannotLower(f"a place beneath the top cards of a {zone.kind}", node)
    top = node.beneath
    of = top.qualifiers[0] if isinstance(top, ast.ObjectNp) and top.qualifiers and len(top.qualifiers) == 1 else None
    if not (isinstance(top, ast.ObjectNp) and top.determiner is not None and lower_words(top.determiner)[:2] == ["the", "top"] and isinstance(of, ast.OfNp)):
        raise CannotLower("a place beneath something other than the top cards of a library", top)
    # "of that library": the library the object is put into, named just before
    same = isinstance(of.of, ast.ObjectNp) and of.of.determiner is not None and lower_words(of.of.determiner) == ["that"] and of.of.descriptor is not None and lower_words(of.of.descriptor) == ["library"]
    if not same and zone_of(of.of, ctx) != zone:
        raise CannotLower("a place in one library counted in another library's cards (CR 401.7)", top)
    amount = np_count(attrs.evolve(top, qualifiers=None), ctx)
    return _moved_from_top(fx.Move(what=ctx.objects(what), to="library", beneath=amount), ctx)


def trailing_origin_to_object(what: Any) -> Any | None:
    """"a creature card with mana value equal to the number of charge counters on this artifact
    from your hand": the parser closes the innermost noun phrase with the trailing "from" phrase, but
    cards put onto the battlefield come from another zone (CR 109.2) and the phrase says which:
    it is the moved objects'. The outer noun phrase with the phrase moved to it, or None."""
    if not isinstance(what, ast.ObjectNp) or what.span is None:
        return None
    found = _without_trailing_origin(what, what.span.end, outermost=True)
    if found is None:
        return None
    outer, origin = found
    return attrs.evolve(outer, qualifiers=(*(outer.qualifiers or ()), origin))


def _is_origin(qualifier: Any) -> bool:
    # not "from among them": "them" would be read after the inner noun phrase's own objects
    # ("shares a creature type with enchanted creature from among them")
    return isinstance(qualifier, ast.InZone) and qualifier.preposition.lower() == "from"


def _without_trailing_origin(node: Node, end: int, outermost: bool = False) -> tuple[Any, Node] | None:
    """The node without the "from" phrase its text ends with, if a noun phrase inside it (not the
    outermost one) ends with that phrase; and the phrase."""
    if not outermost:
        if isinstance(node, ast.InZoneNp) and node.preposition.lower() == "from":
            return node.what, ast.InZone(preposition=node.preposition, zone=node.zone, span=node.span)  # type: ignore[call-arg]
        qualifiers = getattr(node, "qualifiers", None) if isinstance(node, ast.ObjectNp) else None
        if qualifiers and _is_origin(qualifiers[-1]):
            return attrs.evolve(node, qualifiers=qualifiers[:-1] or None), qualifiers[-1]
    for name, value in node.fields():
        items = value if isinstance(value, tuple) else (value,)
        for index, item in enumerate(items):
            if not (isinstance(item, Node) and item.span is not None and item.span.end == end):
                continue
            found = _without_trailing_origin(item, end)
            if found is None:
                continue
            changed = (*items[:index], found[0], *items[index + 1 :]) if isinstance(value, tuple) else found[0]
            return attrs.evolve(node, **{name: changed}), found[1]
    return None


def origin_to_objects(into: Any, what: Any) -> tuple[Any, Any]:
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
def _on_top_of(node: ast.OnTopOf, ctx: Lowering) -> fx.Effect:
    what = ctx.objects(node.what)
    # "put that card on top" (after a search): the library just searched
    to = zone_of(node.of, ctx).kind if node.of is not None else "library"
    return fx.Move(what=what, to=to, position="top", order=_library_order(node.order))


@lowers(ast.OnBottomOf)
def _on_bottom_of(node: ast.OnBottomOf, ctx: Lowering) -> fx.Effect:
    what = ctx.objects(node.what)
    return fx.Move(what=what, to=zone_of(node.of, ctx).kind, position="bottom", order=_library_order(node.order))


@lowers(ast.OnBottomOfSame)
def _on_bottom_of_same(node: ast.OnBottomOfSame, ctx: Lowering) -> fx.Effect:
    """"put the rest on the bottom in a random order": cards looked at or revealed from a
    library go to the bottom of that library (CR 401.4)."""
    return fx.Move(what=ctx.objects(node.what), to="library", position="bottom", order=_library_order(node.order))


@lowers(ast.IntoLibraryAtOrEnd)
def _into_library_at_or_end(node: ast.IntoLibraryAtOrEnd, ctx: Lowering) -> fx.Effect:
    """"puts it into their library second from the top or on the bottom" (CR 401.7): the one
    who puts it chooses one of the two places."""
    into, what = origin_to_objects(node.into, node.what)
    zone = zone_of(into, ctx)
    if zone.kind != "library":
        raise CannotLower(f"a place counted from the {node.end.lower()} of a {zone.kind}", node)
    nth = ORDINALS[node.ordinal.lower()]
    return fx.Move(what=ctx.objects(what), to="library", position=f"{node.end.lower()}:{nth}_or_{node.other_end.lower()}")


@lowers(ast.OnTopOrBottomOf)
def _on_top_or_bottom_of(node: ast.OnTopOrBottomOf, ctx: Lowering) -> fx.Effect:
    """"put the other on the top or bottom of your library": the one who puts it chooses."""
    return fx.Move(what=ctx.objects(node.what), to=zone_of(node.of, ctx).kind, position="top_or_bottom")


@lowers(ast.BackInOrder)
def _back_in_order(node: ast.BackInOrder, ctx: Lowering) -> fx.Effect:
    """"put them back in any order": cards looked at on top of a library go back on top."""
    return fx.Move(what=ctx.objects(node.what), to="library", position="top", order=_library_order(node.order))


@lowers(ast.OnTopOrBottom)
def _on_top_or_bottom(node: ast.OnTopOrBottom, ctx: Lowering) -> fx.Effect:
    """"puts it on their choice of the top or bottom of their library": the owner chooses."""
    return fx.Move(what=ctx.objects(node.what), to=zone_of(node.of, ctx).kind, position="top_or_bottom")


@lowers(ast.Search)
def _search(node: ast.Search, ctx: Lowering) -> fx.Effect:
    """CR 701.23: the found cards are Found("found") for the instructions that follow."""
    zones = zones_of(node.zone, ctx)
    zone_kind = zones[0].kind if len({z.kind for z in zones}) == 1 else None
    # "a Plains card, an Island card, and a Swamp card": one of each, as of a list of two ("a
    # snow permanent card, a legendary card, or a Saga card" is one description)
    what = paired(node.what) if isinstance(node.what, (ast.NpAndSeries, ast.NpAndOrSeries)) else node.what
    if isinstance(what, (ast.NpAnd, ast.NpAndOr)):
        return _search_for_each(node, what, zones, zone_kind, ctx)
    amount: fx.Value = fx.Fixed(value=1)
    up_to = False
    if isinstance(what, ast.ObjectNp):
        det = determiner(what.determiner, ctx)
        amount = np_count(what, ctx) if det.mode in ("choice", "none") else fx.Fixed(value=1)
        up_to = det.up_to
    description = _searched_description(what, zones, zone_kind, ctx)
    # "your graveyard, hand, and/or library": the searcher picks which of them to search
    choose = isinstance(node.zone, ast.ObjectNp) and node.zone.descriptor is not None and "and/or" in node.zone.descriptor.lower_words()
    effect = fx.Search(player=ctx.doer(), zones=zones, what=description, amount=amount, up_to=up_to, choose_zones=choose and len(zones) > 1)
    ctx.refer(fx.Found(key=fx.Search.result_key))
    return effect


def _search_for_each(node: ast.Search, what: ast.NpAnd | ast.NpAndOr, zones: tuple[fx.Zone, ...], zone_kind: str | None, ctx: Lowering) -> fx.Effect:
    """"search your library for a Forest card and a Plains card": one card of each description
    (CR 701.23a); "an instant card and/or a sorcery card": up to one of each."""
    parts = list(_joined_noun_phrases(what, type(what)))
    for part in parts:
        if not isinstance(part, ast.ObjectNp) or part.determiner is None or lower_words(part.determiner) not in (["a"], ["an"]):
            raise CannotLower("a search for several descriptions that are not one card each", part)
    descriptions = [_searched_description(part, zones, zone_kind, ctx) for part in parts]
    effect = fx.Search(player=ctx.doer(), zones=zones, what=descriptions[0], more=tuple(descriptions[1:]), up_to=isinstance(what, ast.NpAndOr))
    ctx.refer(fx.Found(key=fx.Search.result_key))
    return effect


def _searched_description(np: Any, zones: tuple[fx.Zone, ...], zone_kind: str | None, ctx: Lowering) -> fx.Reference:
    """The cards a search looks for, in the zone searched (the library when it is one of
    several)."""
    description = ctx.filter(np, zone=zone_kind)
    if isinstance(description, fx.Filter) and zone_kind is None:
        description = attrs.evolve(description, zone="library" if zones and zones[-1].kind == "library" else description.zone)
    return description


def _joined_noun_phrases(node: Any, joiner: type) -> Iterator[Any]:
    """The noun phrases of "A, B, and C" (one joiner all along)."""
    if isinstance(node, joiner):
        yield from _joined_noun_phrases(node.left, joiner)
        yield from _joined_noun_phrases(node.right, joiner)
    else:
        yield node


@lowers(ast.Shuffle)
def _shuffle(node: ast.Shuffle, ctx: Lowering) -> fx.Effect:
    """CR 701.24."""
    what = node.what
    if what is None:
        return fx.Shuffle(player=ctx.doer())
    if isinstance(what, ast.ObjectNp) and what.descriptor is not None and what.descriptor.head.lower() in ("library", "libraries"):
        zone = zone_of(what, ctx)
        # "Shuffle your library, then exile the top four cards": the library the top cards
        # after it are of (CR 401.1), the noun left out
        ctx.zone_referents.append(zone)
        return fx.Shuffle(player=zone.player or ctx.doer())
    if isinstance(what, ast.PileNp) and ctx.exiled_pile and what.whose is None and what.state is None and what.pile.lower() == "pile" and lower_words(what.determiner) == ["that"]:
        # "exile ... in a face-down pile, shuffle that pile" (CR 700.3, 406.3)
        return fx.ShufflePile(what=fx.Found(key="exiled"))
    return fx.Shuffle(player=ctx.doer(), what=ctx.objects(what))


@lowers(ast.Scry)
def _scry(node: ast.Scry, ctx: Lowering) -> fx.Effect:
    """CR 701.22."""
    return fx.Scry(player=ctx.doer(), amount=ctx.value(node.amount))


@lowers(ast.Surveil)
def _surveil(node: ast.Surveil, ctx: Lowering) -> fx.Effect:
    """CR 701.25."""
    return fx.Surveil(player=ctx.doer(), amount=ctx.value(node.amount))


@lowers(ast.GainLife)
def _gain_life(node: ast.GainLife, ctx: Lowering) -> fx.Effect:
    return fx.GainLife(player=ctx.doer(), amount=ctx.scaled(ctx.value(node.amount), node))


@lowers(ast.GainLifeEqual)
def _gain_life_equal(node: ast.GainLifeEqual, ctx: Lowering) -> fx.Effect:
    return fx.GainLife(player=ctx.doer(), amount=ctx.value(node.amount))


@lowers(ast.LoseLife)
def _lose_life(node: ast.LoseLife, ctx: Lowering) -> fx.Effect:
    return fx.LoseLife(player=ctx.doer(), amount=ctx.scaled(ctx.value(node.amount), node))


def amount_plus_each(node: ast.GainLifePlusEach | ast.LoseLifePlusEach, ctx: Lowering) -> fx.Value:
    """"3 life plus an additional 3 life for each creature you control": the fixed amount and
    the other one multiplied by the clause's "for each" tail, added (CR 107.1)."""
    if ctx.multiplier is None:
        raise CannotLower("an additional amount \"plus ... for each\" with no \"for each\" tail (CR 107.1)", node)
    return fx.Sum(parts=(ctx.value(node.amount), ctx.scaled(ctx.value(node.each), node)))


@lowers(ast.GainLifePlusEach)
def _gain_life_plus_each(node: ast.GainLifePlusEach, ctx: Lowering) -> fx.Effect:
    return fx.GainLife(player=ctx.doer(), amount=amount_plus_each(node, ctx))


@lowers(ast.LoseLifePlusEach)
def _lose_life_plus_each(node: ast.LoseLifePlusEach, ctx: Lowering) -> fx.Effect:
    return fx.LoseLife(player=ctx.doer(), amount=amount_plus_each(node, ctx))


@lowers(ast.LoseLifeEqual)
def _lose_life_equal(node: ast.LoseLifeEqual, ctx: Lowering) -> fx.Effect:
    return fx.LoseLife(player=ctx.doer(), amount=ctx.value(node.amount))


def damage_source(ctx: Lowering) -> fx.Reference:
    source = ctx.subject if ctx.subject is not None else fx.This()
    ctx.damage_sources.append(source)
    return source  # type: ignore[no-any-return]


#: the instructions that deal damage from their subject ("~ deals 2 damage to ...")
_DAMAGE_INSTRUCTIONS = (ast.DealDamage, ast.DealDamageEach, ast.DealDamageAgain, ast.DealDamageDivided, ast.DealDamageDividedEvenly, ast.DealDamageEqualDivided, ast.DealDamageEqual, ast.DealDamageToEqual)


def _restates_damage(node: ast.Clause, ctx: Lowering) -> bool:
    """Whether the clause is "it deals <damage> ... instead" after a damage instruction: a
    replacement of that instruction, whose subject pronoun is its source."""
    preds = node.predicates if isinstance(node.predicates, tuple) else (node.predicates,)
    return (
        bool(ctx.damage_sources)
        and isinstance(node.subject, ast.Pronoun)
        and lower_words(node.subject) == ["it"]
        and any(isinstance(t, ast.Instead) for t in node.tails or ())
        and bool(preds)
        and all(isinstance(p, _DAMAGE_INSTRUCTIONS) for p in preds)
    )


@lowers(ast.HalfDamageRounded)
def _half_damage_rounded(node: ast.HalfDamageRounded, ctx: Lowering) -> fx.Value:
    """"half X damage, rounded down,": half the number, rounded as said (CR 107.1a)."""
    return fx.Scaled(value=ctx.value(node.quantity), denominator=2, round_up=node.rounds_up)


@lowers(ast.DealDamage, ast.DealDamageRounded)
def _deal_damage(node: Any, ctx: Lowering) -> EffectList:
    """CR 120; "2 damage to any target and 3 damage to you": the same source, in order."""
    source = damage_source(ctx)
    amount = ctx.scaled(ctx.value(node.amount), node)
    out = [fx.DealDamage(source=source, amount=amount, to=ctx.objects(node.to))]
    for more in node.more or ():
        out.append(fx.DealDamage(source=source, amount=ctx.scaled(ctx.value(more.amount), more), to=ctx.objects(more.to)))
    return tuple(out)


@lowers(ast.DealDamageRoundedTwice)
def _deal_damage_rounded_twice(node: ast.DealDamageRoundedTwice, ctx: Lowering) -> EffectList:
    """"deals half X damage, rounded down, to any target, and half X damage, rounded up, to you":
    the same source, in order (CR 120.2)."""
    source = damage_source(ctx)
    first = fx.DealDamage(source=source, amount=ctx.scaled(ctx.value(node.amount), node), to=ctx.objects(node.to))
    second = fx.DealDamage(source=source, amount=ctx.scaled(ctx.value(node.second_amount), node), to=ctx.objects(node.second_to))
    return (first, second)


@lowers(ast.DealDamageEach)
def _deal_damage_each(node: ast.DealDamageEach, ctx: Lowering) -> EffectList:
    """"deals 2 damage to target creature, 3 damage to another target creature, and 4 damage to a
    third target creature": the same source, an amount to each, in order (CR 120.2)."""
    source = damage_source(ctx)
    out: list[fx.Effect] = []
    for part in node.parts:
        if isinstance(part.to, ast.ObjectNp) and _another_target(part.to):
            # "3 damage to another target creature, and 4 damage to a third target creature": a
            # target other than the ones chosen before it (CR 115.3), which no target's
            # description says (its "other" is other than the source)
            out.append(fx.DealDamage(source=source, amount=ctx.scaled(ctx.value(part.amount), part), to=ctx.unsupported(part.to, "\"another target\", \"a third target\": a target other than the ones chosen for the targets before it (CR 115.3) is not said by a target's description")))
            continue
        out.append(fx.DealDamage(source=source, amount=ctx.scaled(ctx.value(part.amount), part), to=ctx.objects(part.to)))
    return tuple(out)


def _another_target(np: ast.ObjectNp) -> bool:
    """"another target creature", "a third target creature": the word "target" said again for an
    object other than the ones chosen before it (CR 115.3)."""
    words = lower_words(np.determiner) if np.determiner is not None else []
    return words == ["another", "target"] or (len(words) == 3 and words[0] == "a" and words[2] == "target" and words[1] in ORDINALS)


LOWERINGS[ast.DamageAmountTo] = part_of("DealDamageEach")
LOWERINGS[ast.MoreDamage] = part_of("DealDamage")
LOWERINGS[ast.MoreDamageRounded] = part_of("DealDamage")
LOWERINGS[ast.MoreDamageAdditional] = part_of("DealDamage")
LOWERINGS[ast.MoreAdditionalDamage] = part_of("DealDamage")


@lowers(ast.LoseHalfLife, ast.LoseFractionLife)
def _lose_half_life(node: Any, ctx: Lowering) -> fx.Effect:
    """"loses half their life, rounded up", "loses a third of their life" (CR 107.1a)."""
    words = list(node.owner.words)
    if len(words) == 2 and words[1] in ("'s", "'"):
        owner = ctx.players(words[0])
    else:
        owner = ctx.doer() if str(words[0]).lower() == "their" else possessor_reference(str(words[0]).lower(), ctx)
    # "Each opponent loses half their life": each one's own life (Lowering.per_player)
    denominator = node.denominator if isinstance(node, ast.LoseFractionLife) else 2
    half = ctx.per_player(fx.Scaled(value=fx.LifeTotal(player=owner), denominator=denominator, round_up=rounds_up(node, ctx)))
    return fx.LoseLife(player=ctx.doer(), amount=half)


@lowers(ast.EitherPredicate)
def _either_predicate(node: ast.EitherPredicate, ctx: Lowering) -> fx.Effect:
    """"sacrifice an artifact or discard a card", "put a plague counter on this artifact or
    remove a plague counter from it": the player carrying out the instruction chooses one of
    the two as it happens (CR 608.2d); only that one is carried out."""
    player = ctx.doer()
    if not isinstance(player, (fx.You, fx.Target)):
        # "each opponent may sacrifice a nonland permanent or discard a card": each player
        # chooses for themselves, which one choice made for the whole instruction is not
        return ctx.unsupported(node, "a choice of two instructions made by each of several players (CR 608.2d)")
    if ctx.static:
        return ctx.unsupported(node, "a choice of two instructions in a static ability: a choice is made as an instruction is carried out (CR 608.2d)")
    options = []
    for predicate in (node.first, node.second):
        effects = tuple(ctx.effects(predicate))
        if any(isinstance(e, _LASTING_RULES) for effect in effects for e in walk(effect)):
            # "you may play a land or cast a spell from among them": a permission to do either,
            # which no one choice made now stands for
            return ctx.unsupported(node, "a choice between permissions or rules, which are no instructions chosen as they are carried out (CR 608.2d)")
        options.append(effects[0] if len(effects) == 1 else fx.Sequence(effects=effects))
    return fx.ChooseEffect(options=tuple(options), player=player)


#: effects that are lasting permissions or rules, not instructions a player chooses between
_LASTING_RULES = (fx.PlayPermission, fx.LookPermission, fx.PlayRevealed, fx.Restriction)


@lowers(ast.TapOrUntap)
def _tap_or_untap(node: ast.TapOrUntap, ctx: Lowering) -> fx.Effect:
    return fx.TapOrUntap(what=ctx.objects(node.what))


@lowers(ast.HaveDo)
def _have_do(node: ast.HaveDo, ctx: Lowering) -> EffectList:
    """"you may have target creature get +2/+0": the action with that object as its subject;
    "you may have ~ become a legendary Equipment artifact": this object is acted on by name,
    so "it" in an instruction right after is this object (CR 201.5, ``Lowering.this_named_at``)."""
    who = ctx.objects(node.who, role="effect" if isinstance(node.who, ast.SelfRef) else "subject")
    with ctx.scope(subject=who):
        return ctx.effects(node.action)


@lowers(ast.ChooseNewTargets, ast.ChooseNewTarget)
def _choose_new_targets(node: ast.ChooseNewTargets | ast.ChooseNewTarget, ctx: Lowering) -> fx.Effect:
    """"choose new targets for the copy" and "choose a new target for the copy": the copier may
    change the copy's targets (CR 707.10c); "a new target" is said of a spell with one target, so
    both allow the same change."""
    return NewTargets(what=ctx.objects(node.what), player=ctx.doer())


@lowers(ast.StillSentence, ast.StillSentenceOf)
def _still(node: Any, ctx: Lowering) -> fx.Effect:
    """"It's still a land.", "They're still lands." (CR 205.1b), read by the "becomes" before it."""
    return StillType(types=kept_types(node.what, node))


def kept_types(what: Any, node: Any) -> tuple[str, ...]:
    """The card types of "still a land", "still lands", "still an artifact and a planeswalker"
    (CR 205.1b); a kept subtype or another quality ("still a Cave land") is not read yet."""
    words = [w.lower() for w in what.words if isinstance(w, str)]
    singular = [PLURAL_TYPES.get(w, w) for w in words]
    if not singular or any(w not in CARD_TYPES for w in singular):
        raise CannotLower(f"still {' '.join(words)!r}: a kept subtype or another quality", node)
    return tuple(CARD_TYPES[w] for w in singular)


def _characteristic_words(descriptor: Any, node: Any, supertypes: list[str] | None = None) -> tuple[Any, Any, list[str], bool, list[str], list[str]]:
    """(power, toughness, colors, colorless, card types, subtypes) of "3/3 green and blue
    Elemental creature"; the supertypes of "a legendary 8/12 Spirit creature" go into
    ``supertypes`` when it is given (CR 205.4)."""
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
        elif supertypes is not None and low in SUPERTYPES:
            supertypes.append(SUPERTYPES[low])
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


def copy_exceptions(node: Any, ctx: Lowering, entering: list[fx.Effect] | None = None) -> fx.CopyExceptions | None:
    """", except it has haste and it's an artifact in addition to its other types" (CR 707.9).
    ", except it enters with an additional +1/+1 counter on it": no copiable value (CR 707.2)
    but how the copy enters (CR 614.1c): its PutCounters of ``what`` go into ``entering``, for
    the caller that makes the copy enter; with no such list, unsupported."""
    if node is None:
        return None
    fields: dict[str, Any] = {}
    for item in node.items:
        if isinstance(item, ast.ExceptHas):
            abilities = tuple(ctx.ability(k) for k in words_of(item.abilities) if isinstance(k, Node))
            fields["abilities"] = (*fields.get("abilities", ()), *abilities)
            if item.this_ability is not None:  # "except it has flying and this ability"
                fields["this_ability"] = True
        elif isinstance(item, ast.ExceptHasThisAbility):
            fields["this_ability"] = True
        elif isinstance(item, ast.ExceptEntersWith):
            # counters are no copiable value (CR 707.2) but a replacement of how the copy enters
            # (CR 614.1c), which CopyExceptions does not hold
            if entering is None:
                raise CannotLower("a copy entering with counters (CR 707.9b, 614.1c): copy exceptions hold copiable values only", item)
            entering.extend(counters_put(item.counters, fx.This(), ctx))
        elif isinstance(item, ast.ExceptLacksThisAbility):
            fields["without_this_ability"] = True
        elif isinstance(item, ast.ExceptNotLegendary):
            fields["not_legendary"] = True
        elif isinstance(item, ast.ExceptNamed):
            # "except its name is ~" (CR 707.9a): the name of the object with the ability (CR 201.4b)
            if not isinstance(item.name, ast.SelfRef):
                raise CannotLower(f"a copy named {render_node(item.name)!r}", item)
            fields["name"] = "~"
        elif isinstance(item, ast.ExceptIs | ast.ExceptIsWith):
            if isinstance(item, ast.ExceptIsWith):  # "... with flying": abilities it has too (CR 707.9a)
                abilities = tuple(ctx.ability(k) for k in words_of(item.abilities) if isinstance(k, Node))
                fields["abilities"] = (*fields.get("abilities", ()), *abilities)
            supertypes: list[str] = []
            power, toughness, colors, colorless, types, subtypes = _characteristic_words(item.descriptor, item, supertypes)
            if supertypes:
                # "except it's legendary in addition to its other types": kept with the copied
                # ones (CR 205.1b); said without it, whether the others stay is not read
                if item.in_addition is None:
                    raise CannotLower("a copy's supertype without \"in addition to its other types\"", item)
                fields["supertypes"] = (*fields.get("supertypes", ()), *supertypes)
            # "except it's a 1/1 Soldier creature in addition to its other types": the types are
            # added, the power and toughness set; "... in addition to its other colors and types":
            # the colors added too (CR 707.9b, 205.1b, 105.3)
            colors_kept = "colors" in (item.in_addition or "").lower()
            if colors_kept and colorless:
                raise CannotLower("a copy that is colorless \"in addition to its other colors\"", item)
            if types or subtypes:
                if "types" in fields or "subtypes" in fields:
                    raise CannotLower("two type exceptions for one copy", item)
                fields.update(types=tuple(types), subtypes=tuple(subtypes), in_addition=item.in_addition is not None)
            if colors or colorless:
                fields["colors"] = tuple(colors)
                fields["colors_in_addition"] = colors_kept
            if power is not None:
                fields.update(power=power, toughness=toughness)
        elif isinstance(item, ast.ExceptLosesAllOther):
            # "except it's an enchantment and loses all other card types": the card types said
            # replace the copied ones (CR 707.9b, 205.1a)
            if item.kind_names != ("card types",):
                raise CannotLower(f"a copy that loses all other {item.kinds}: only card types are modelled", item)
            if not fields.get("types") or fields.get("in_addition", True):
                raise CannotLower("a copy that loses all other card types without card types said instead", item)
        else:  # pragma: no cover - the grammar has no other exception
            raise LoweringBug(f"copy exception {type(item).__name__}")
    if not fields and entering:
        return None  # only how the copy enters: no copiable value is an exception
    return fx.CopyExceptions(**fields)


@lowers(ast.EnterAsCopy)
def _enter_as_copy(node: ast.EnterAsCopy, ctx: Lowering) -> fx.Effect:
    """"You may have this creature enter as a copy of any creature on the battlefield" (CR
    707.2, 614.1c): a replacement of how it enters."""
    subject = subject_objects(ctx)
    if not isinstance(subject, fx.This):
        return ctx.unsupported(node, "another object entering as a copy")
    counters: list[fx.Effect] = []  # ", except it enters with X additional +1/+1 counters on it"
    copy = fx.BecomeCopy(what=fx.This(), of=_copied(node.of, ctx), exceptions=copy_exceptions(node.exceptions, ctx, counters))
    # "enter tapped as a copy of ...", "... except it enters with a +1/+1 counter on it": both
    # how it enters (CR 614.1c)
    return EntersWithPlaceholder(ability=fx.EntersWith(effects=(copy, *counters), tapped=node.tapped is not None))


@lowers(ast.SeparateIntoPiles)
def _separate_into_piles(node: ast.SeparateIntoPiles, ctx: Lowering) -> fx.Effect:
    """"An opponent separates those cards into two piles", "separate them into two piles" (CR
    700.3): the player who acts makes the piles; a later instruction chooses one of them."""
    piles = node.piles
    face_down = _face_down_pile(piles)
    if face_down is None and (not isinstance(piles, ast.PileNp) or piles.state is not None or piles.whose is not None or lower_words(piles.determiner) != ["two"]):
        raise CannotLower(f"separating into {render_node(piles)!r}: {PILES_REASON}", piles)
    player = ctx.doer()
    if isinstance(player, (fx.EachPlayer, fx.EachOpponent)) or not fx.names_players(player):
        raise CannotLower(f"piles of each of several players: {PILES_REASON}", node)
    if ctx.piles:
        raise CannotLower(f"piles made twice in one ability: {PILES_REASON}", node)
    what = ctx.objects(node.what, role="reference")
    ctx.piles = True
    return fx.SeparateIntoPiles(what=what, player=player, face_down=face_down or None)


#: the states of the two piles of "a face-down pile and a face-up pile" (CR 700.3, 406.3)
_PILE_FACES = ("face-down", "face-up")


def _face_down_pile(piles: Any) -> int | None:
    """"into a face-down pile and a face-up pile": which of the two piles, as written (1 or 2),
    is face down; None for any other piles."""
    if not isinstance(piles, ast.NpAnd) or not all(isinstance(p, ast.PileNp) for p in (piles.left, piles.right)):
        return None
    states = []
    for pile in (piles.left, piles.right):
        if pile.whose is not None or pile.pile.lower() != "pile" or lower_words(pile.determiner) not in (["a"], ["an"]) or pile.state is None:
            return None
        states.append(pile.state.lower())
    if sorted(states) != sorted(_PILE_FACES):
        return None
    return states.index("face-down") + 1


LOWERINGS[ast.PayToEndEffect] = unsupported("ending a continuous effect by paying, at any time later (CR 611.2): no effect is modelled as ended by a payment")
LOWERINGS[ast.DurationWithCopyExceptions] = part_of("Clause (moved into its BecomeCopy)")


@lowers(ast.BecomeCopy)
def _become_copy(node: ast.BecomeCopy, ctx: Lowering) -> fx.Effect:
    """"This artifact becomes a copy of target creature until end of turn" (CR 707.2, 613.2a)."""
    return fx.BecomeCopy(
        what=subject_objects(ctx), of=_copied(node.of, ctx), exceptions=copy_exceptions(node.exceptions, ctx),
        duration=ctx.continuous_duration(),
    )


def _copied(node: Any, ctx: Lowering) -> fx.Reference:
    """What a copy is of: an object looked at, not acted on; "it" after "it becomes a copy of
    this creature" is still the object that became the copy (``Lowering.this_named_at``)."""
    pending = ctx.this_named_pending
    copied = ctx.objects(node)
    ctx.this_named_pending = pending
    return copied


#: the designations an object can become: a permanent's (CR 702.112b, 701.37b) and a card's in
#: exile ("it becomes plotted", 702.170c)
STATUSES = ("renowned", "monstrous", "plotted")


@lowers(ast.BecomeStatus)
def _become_status(node: ast.BecomeStatus, ctx: Lowering) -> fx.Effect:
    """"it becomes renowned" (CR 702.112a), "it becomes monstrous" (701.37a), "If you do, it
    becomes plotted." of a card just exiled (702.170c)."""
    status = node.status.lower()
    if status not in STATUSES:
        raise CannotLower(f"becoming {status}", node)
    return fx.BecomeStatus(status=status, what=subject_objects(ctx))


@lowers(ast.Becomes)
def lower_becomes(node: ast.Becomes, ctx: Lowering) -> fx.Effect:
    """"becomes a 3/3 Elemental creature with haste", "becomes an artifact in addition to its
    other types" (CR 205.1, 613)."""
    what = node.what
    if _all_creature_types_np(what):
        # "Equipped creature ... is all creature types.": every creature type added to its
        # others (CR 205.3m; layer 4, CR 613.1d)
        return fx.Becomes(what=subject_objects(ctx), all_creature_types=True, in_addition=True, duration=ctx.continuous_duration())
    if isinstance(what, ast.NpAnd) and _all_creature_types_np(what.right) and isinstance(what.left, ast.ObjectNp) and isinstance((what.left.qualifiers or (None,))[-1], ast.WithQuality):
        # "becomes a 3/3 creature with vigilance and all creature types": "with" shared by the
        # two (CR 205.3m)
        effect = lower_becomes(attrs.evolve(node, what=what.left), ctx)
        if not isinstance(effect, fx.Becomes) or effect.all_creature_types:
            raise CannotLower("becomes ... and all creature types, beside other than characteristics", node)
        return attrs.evolve(effect, all_creature_types=True)
    if isinstance(what, (ast.ChoiceOfNps, ast.NpOr)):
        # "becomes your choice of a 3/3 artifact creature, a 2/2 ... or a 1/6 ...", "becomes a
        # Plains or an Island": one of several sets of characteristics, chosen as the effect
        # begins (CR 608.2d, 614.12), by the controller of the effect ("your choice"); "in
        # addition to its other types" said after the last is said of each
        items = what.items if isinstance(what, ast.ChoiceOfNps) else (what.left, what.right)
        if any(isinstance(item, (ast.ChoiceOfNps, ast.NpOr)) for item in items):
            raise CannotLower("becomes a choice among choices of characteristics", node)
        options = tuple(lower_becomes(attrs.evolve(node, what=item), ctx) for item in items)
        if not all(isinstance(o, fx.Becomes) for o in options):
            raise CannotLower("becomes one of several things other than sets of characteristics", node)
        return fx.ChooseEffect(options=options, player=fx.You())
    if not isinstance(what, ast.ObjectNp) or what.descriptor is None:
        raise CannotLower("becomes something other than characteristics", node)
    plain = plain_qualities(node, ctx)
    if plain is not None:
        return plain
    if isinstance(node, ast.Becomes) and what.determiner is None and not what.qualifiers and lower_words(what.descriptor) == ["blocked"]:
        return fx.BecomeBlocked(what=subject_objects(ctx))  # CR 509.1h
    if isinstance(node, ast.Becomes) and what.determiner is None and not what.qualifiers and lower_words(what.descriptor) == ["unblocked"]:
        # "Creatures it was blocking ... become unblocked": an attacker blocked stays blocked
        # though its blockers leave combat (CR 509.1h, 506.4), unless an effect says otherwise
        raise CannotLower("an attacking creature that becomes unblocked (CR 509.1h, 506.4): no effect undoes a block yet", node)
    only_colors = all(w.lower() in (*COLORS, "colorless", "and", ",") for w in what.descriptor.words if isinstance(w, str))
    # "Artifacts you control become artifact creatures", "X target lands become Forests": plural
    plural = what.determiner is None and _plural_head(what.descriptor)
    if lower_words(what.determiner) not in (["a"], ["an"]) and not (what.determiner is None and (only_colors or plural)):
        raise CannotLower("becomes something other than \"a/an [characteristics]\" or a color", node)
    supertypes: list[str] = []
    power, toughness, colors, colorless, types, subtypes = _characteristic_words(what.descriptor, node, supertypes)
    abilities: list[fx.Ability] = []
    keeps: list[str] = []
    every_creature_type = False
    name = None
    lost: list[tuple[str, ast.ThatsNoLonger]] = []
    for q in what.qualifiers or ():
        if isinstance(q, (ast.ThatsStill, ast.ThatAreStill)):
            # "a 3/3 artifact creature that's still a land" (CR 205.1b)
            keeps.extend(kept_types(q.what, q))
        elif isinstance(q, ast.ThatsNoLonger):
            lost.extend((w, q) for w in lower_words(q.what) if w not in (",", "and", "or"))
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.AllCreatureTypes):
            every_creature_type = True  # "a 2/2 creature with all creature types" (CR 205.3m)
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.HasKeyword):
            abilities.append(ctx.ability(q.quality.keyword))
        elif isinstance(q, ast.WithEnchant):
            # "becomes an Aura enchantment with enchant creature": the keyword (CR 702.5a)
            abilities.append(ctx.ability(ast.Enchant(what=q.what, span=q.span)))
        elif isinstance(q, ast.WithEnchantAnd):
            # 'an Aura enchantment with enchant Forest you control and "Enchanted Forest has
            # ..."': the keyword and the other abilities said with it (CR 702.5a, 113.1b)
            abilities.append(ctx.ability(ast.Enchant(what=q.what, span=q.span)))
            abilities.extend(ctx.ability(k) for k in q.also.keywords)  # type: ignore[attr-defined]
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
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.WithBasePtAndKeywords) and power is None:
            # "becomes a Dragon with base power and toughness 4/4, flying, and haste" (CR 613.4b,
            # 613.1f)
            m = re.fullmatch(r"(\d+|X)/(\d+|X)", q.quality.pt)
            if m is None:
                raise CannotLower(f"base power and toughness {q.quality.pt!r}", q)
            power, toughness = word_value(m.group(1), node), word_value(m.group(2), node)
            abilities.extend(ctx.ability(k) for k in q.quality.keywords.keywords)  # type: ignore[attr-defined]
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, (ast.WithPtEachEqual, ast.WithBasePtEachEqual)) and power is None:
            # "becomes an artifact creature with power and toughness each equal to its mana value":
            # a number fixed as the effect begins (CR 608.2h)
            if isinstance(subject_objects(ctx), fx.Filter):
                # "Each noncreature artifact is ... equal to its mana value": each its own number
                raise CannotLower("power and toughness each equal to a value of each object of a group", q)
            power = toughness = ctx.value(q.quality.quantity)
        elif isinstance(q, ast.Named) and name is None and "~" not in q.name:
            # "becomes a legendary 0/0 Elemental creature with haste named Vitu-Ghazi": a new
            # name (layer 3, CR 613.1c, 123.6c)
            name = q.name
        else:
            raise CannotLower(f"becomes ... {type(q).__name__}", q)
    for word, q in lost:
        # "becomes a 4/4 Spirit artifact creature that's no longer an Equipment": new card types
        # replace the old ones and their subtypes (CR 205.1a), so a type it doesn't get again is
        # lost already; said of a type it keeps or gets, or with "in addition", it is not
        new = {t.lower() for t in (*types, *subtypes, *keeps)}
        if node.in_addition or not types or keeps or word in new:
            raise CannotLower(f"that's no longer {render_node(q.what)!r} beside the types it becomes (CR 205.1a)", q)
    kept = (node.in_addition or "").lower()
    colors_kept = "colors" in kept
    if colors_kept and colorless:
        raise CannotLower("becoming colorless \"in addition to its other colors\"", node)
    return fx.Becomes(
        what=subject_objects(ctx), types=tuple(types), subtypes=tuple(subtypes),
        colors=() if colorless else (tuple(colors) or None), power=power, toughness=toughness,
        abilities=tuple(abilities), in_addition=node.in_addition is not None, keeps=tuple(keeps), duration=ctx.continuous_duration(),
        supertypes=tuple(supertypes), all_creature_types=every_creature_type,
        colors_in_addition=colors_kept and bool(colors), name=name,
    )


def _all_creature_types_np(np: Any) -> bool:
    """"all creature types" as the noun phrase a permanent becomes or is (CR 205.3m)."""
    return (
        type(np) is ast.ObjectNp and lower_words(np.determiner) == ["all"] and np.descriptor is not None
        and lower_words(np.descriptor) == ["creature", "types"] and not np.qualifiers
    )


@lowers(ast.DrawEqual)
def _draw_equal(node: ast.DrawEqual, ctx: Lowering) -> fx.Effect:
    return fx.Draw(player=ctx.doer(), amount=ctx.value(node.amount))


def _energy_count(symbols: Any) -> int:
    return len(symbols.symbols)


@lowers(ast.PayEnergy)
def _pay_energy_effect(node: ast.PayEnergy, ctx: Lowering) -> fx.Effect:
    """"you may pay {E}{E}" (CR 107.14): remove that many energy counters from yourself."""
    cost = fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=_energy_count(node.symbols)), what=ctx.doer())
    return fx.Pay(player=ctx.doer(), costs=(cost,))


@lowers(ast.GetEnergy)
def _get_energy(node: ast.GetEnergy, ctx: Lowering) -> fx.Effect:
    """"you get {E}{E}": energy counters on the player (CR 107.14, 122.1)."""
    return fx.PutCounters(what=ctx.doer(), counter="energy", amount=ctx.scaled(fx.Fixed(value=_energy_count(node.symbols)), node))


@lowers(ast.GetEmblem)
def _get_emblem(node: ast.GetEmblem, ctx: Lowering) -> fx.Effect:
    """CR 114.1: the emblem's abilities are lowered like any granted ability."""
    return fx.CreateEmblem(abilities=tuple(ctx.ability(a) for a in node.abilities), player=ctx.doer())


@lowers(ast.DealDamageEqual, ast.DealDamageToEqual)
def _deal_damage_equal(node: Any, ctx: Lowering) -> fx.Effect:
    """"~ deals damage to each opponent equal to the number of cards in their hand": "their" is
    the player dealt damage, each one's own number (runtime: PlayerRole("that") in the amount is
    each recipient), not a player named before the instruction."""
    source = damage_source(ctx)
    if _each_player_np(node.to):
        ctx.player_referents.append(fx.PlayerRole(role="that"))
        try:
            amount = ctx.value(node.amount)
        finally:
            ctx.player_referents.pop()
    else:
        amount = ctx.value(node.amount)
    return fx.DealDamage(source=source, amount=amount, to=ctx.objects(node.to))


def _each_player_np(np: Any) -> bool:
    """"each opponent", "each player", "each foe": every player of a group, one at a time."""
    if isinstance(np, ast.OptionNp):
        return np.vote is None
    return isinstance(np, ast.ObjectNp) and np.kind == "player" and np.determiner is not None and np.determiner.lower_words() == ("each",)


@lowers(ast.PutCounters)
def _put_counters(node: ast.PutCounters, ctx: Lowering) -> fx.Effect | EffectList:
    """CR 122.1: "put two +1/+1 counters on ...", "put a +1/+1 counter and a flying counter
    on ..." (each kind in turn), "put your choice of ... on ..." (CR 608.2d)."""
    if isinstance(node.counters, ast.CounterCount) and node.counters.kind is None:
        return ctx.unsupported(node, "counters of no stated kind")
    effects = counters_put(node.counters, ctx.objects(node.on), ctx, scale=node)
    return effects[0] if len(effects) == 1 else effects


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
def _pump(node: ast.Pump, ctx: Lowering) -> fx.Effect:
    """CR 613.4c (layer 7c)."""
    power, toughness = pt_change(node.change, ctx, node)
    return fx.ModifyPT(what=subject_objects(ctx), power=power, toughness=toughness, duration=ctx.continuous_duration())


@lowers(ast.PumpChoice)
def _pump_choice(node: ast.PumpChoice, ctx: Lowering) -> fx.Effect:
    """"gets +1/-1 or -1/+1" (CR 613.4c, layer 7c): the controller of the spell or ability
    chooses one change as it resolves (CR 608.2d)."""
    what, duration = subject_objects(ctx), ctx.continuous_duration()
    options = []
    for change in (node.change, node.other):
        power, toughness = pt_change(change, ctx, node)
        options.append(fx.ModifyPT(what=what, power=power, toughness=toughness, duration=duration))
    return fx.ChooseEffect(options=tuple(options), player=fx.You())


@lowers(ast.LoseAllAbilities)
def _lose_all_abilities(node: ast.LoseAllAbilities, ctx: Lowering) -> fx.Effect:
    """CR 613.1f (layer 6)."""
    return fx.LoseAbilities(what=subject_objects(ctx), duration=ctx.continuous_duration())


@lowers(ast.LoseAllAbilitiesExceptMana)
def _lose_all_abilities_except_mana(node: ast.LoseAllAbilitiesExceptMana, ctx: Lowering) -> fx.Effect:
    """CR 613.1f (layer 6): all abilities but the mana abilities (CR 605.1a) are lost."""
    return fx.LoseAbilities(what=subject_objects(ctx), except_mana=True, duration=ctx.continuous_duration())


@lowers(ast.LoseThisAbility)
def _lose_this_ability(node: ast.LoseThisAbility, ctx: Lowering) -> fx.Effect:
    """CR 613.1f (layer 6): "then this creature loses this ability": the resolving ability is
    the one lost; a static ability has no instruction that resolves, so it is not understood."""
    if ctx.static:
        raise CannotLower("\"loses this ability\" in a static ability", node)
    return fx.LoseThisAbility(what=subject_objects(ctx), duration=ctx.continuous_duration())


@lowers(ast.LoseAllOther)
def _lose_all_other(node: ast.LoseAllOther, ctx: Lowering) -> fx.Effect:
    """"loses all other abilities": read with the sentence it is in (sentences.sentences)."""
    return LosesAllOther(what=subject_objects(ctx), kinds=node.kind_names, duration=ctx.continuous_duration())


@lowers(ast.LoseKeywords)
def _lose_keywords(node: ast.LoseKeywords, ctx: Lowering) -> fx.Effect:
    """CR 613.1f (layer 6): "loses flying"; "loses ... protection": every protection ability
    it has, whatever its quality (CR 702.16a), the keyword without a quality (an ability
    removed goes by its keyword's name, runtime.layers)."""
    abilities = tuple(
        ctx.ability(ast.KeywordPlain(name=k.name, span=k.span) if isinstance(k, ast.KeywordFamily) else k)
        for k in words_of(node.keywords) if isinstance(k, Node)
    )
    return fx.LoseAbilities(what=subject_objects(ctx), abilities=abilities, duration=ctx.continuous_duration())


# "gains all activated abilities of that card until end of turn": abilities of other objects
# given by a resolving ability; which abilities (those the objects have as it resolves, or as
# they change afterwards) is not in the effect model
LOWERINGS[ast.GainAbilitiesOf] = unsupported(
    "gaining the abilities of other objects (CR 613.1f, 113.6, 611.2c): abilities granted by reference to other objects by a resolving ability are not in the effect model yet"
)


@lowers(ast.HaveAbilitiesOf)
def _have_abilities_of(node: ast.HaveAbilitiesOf, ctx: Lowering) -> fx.Effect:
    """"This creature has all activated abilities of all creature cards exiled with it.": the
    activated abilities of the objects described, read continuously as those objects change,
    granted in layer 6 (CR 613.1f, 113.6, 611.3a)."""
    if node.abilities.lower() != "all activated abilities":
        raise CannotLower(f"having {node.abilities} of other objects (CR 613.1f, 113.6): only their activated abilities are granted by the effect model", node)
    if ctx.continuous_duration() is not None or not ctx.static:
        raise CannotLower("having the abilities of other objects by a resolving spell or ability (CR 611.2c)", node)
    what = subject_objects(ctx)
    source = ctx.objects(node.source)
    return fx.GrantAbilitiesOf(what=what, source=source)


@lowers(ast.GainKeywords, ast.HaveKeywords)
def _gain_keywords(node: Any, ctx: Lowering) -> fx.Effect | EffectList:
    """CR 613.1f (layer 6)."""
    keywords = [k for k in words_of(node.keywords) if isinstance(k, Node)]
    if len(keywords) == 1 and isinstance(keywords[0], ast.KeywordFromEither) and isinstance(node, ast.GainKeywords):
        return _gain_keyword_from_either(keywords[0], ctx)
    abilities = tuple(ctx.ability(k) for k in keywords)
    what = subject_objects(ctx)
    if ctx.static and ctx.continuous_duration() is None:
        abilities = tuple(_own_entering_granted(a, ctx) for a in abilities)
    grant = fx.GrantAbilities(what=what, abilities=abilities, duration=ctx.continuous_duration())
    if any(isinstance(k, ast.KeywordFrom) and "choice" in lower_words(k.qualities) for k in words_of(node.keywords)):
        # "protection from the color of your choice": the color is chosen as the effect begins
        # (CR 608.2d); "of its controller's choice": by the controller of the object it is
        # granted to
        chooser = next((w.lower() for k in words_of(node.keywords) if isinstance(k, ast.KeywordFrom) for w in lower_words(k.qualities) if w.endswith("'s")), None)
        if chooser is None:
            return (fx.ChooseQuality(quality="color"), grant)
        if chooser != "its controller's":
            raise CannotLower(f"a color of {chooser} choice", node)
        return (fx.ChooseQuality(quality="color", player=fx.ControllerOf(what=subject_objects(ctx))), grant)
    return grant


def _own_entering_granted(ability: fx.Ability, ctx: Lowering) -> fx.Ability:
    """'Commander creatures you own have "This creature enters with an additional +1/+1 counter
    on it."': a permanent entering has that ability from a static ability (its own or another
    permanent's) that would apply to it once there (CR 614.12), which the runtime does not read
    as a permanent enters."""
    if isinstance(ability, fx.EntersWith) and ability.what is None:
        reason = "an ability saying how a permanent enters, granted by a static ability (CR 614.12: effects that would apply to it once there) is not applied as it enters yet"
        return fx.StaticAbility(effects=(ctx.unsupported(None, reason),))
    return ability


#: "the color of your choice" as a keyword's quality (compiler.keywords.quality_list)
_COLOR_OF_YOUR_CHOICE = (fx.Filter(chosen=("color",)),)


def _gain_keyword_from_either(node: ast.KeywordFromEither, ctx: Lowering) -> fx.Effect:
    """"gains protection from artifacts or from the color of your choice until end of turn":
    the player chooses one quality as the effect begins (CR 608.2d, 702.16a), and the object
    gains the keyword with that quality; "the color of your choice" is any one of the five
    colors (CR 105.1), each an option of the one choice. Another chooser of the color ("of its
    controller's choice") is not lowered."""
    what, duration = subject_objects(ctx), ctx.continuous_duration()
    options: list[fx.Effect] = []
    for qualities in (node.qualities, node.other):
        keyword = ctx.ability(ast.KeywordFrom(name=node.name, qualities=qualities, span=node.span))
        if not isinstance(keyword, fx.Keyword):
            return keyword  # type: ignore[return-value]  # its own reason
        if keyword.quality == _COLOR_OF_YOUR_CHOICE:
            if " ".join(lower_words(qualities)) != "the color of your choice":
                raise CannotLower(f"{node.name} from a color of another player's choice (CR 608.2d)", node)
            chosen = tuple(attrs.evolve(keyword, quality=(fx.Filter(colors=(color,)),)) for color in "WUBRG")
        elif any(isinstance(q, fx.Filter) and q.chosen for q in keyword.quality):
            raise CannotLower(f"{node.name} from a quality chosen before, or one of two", node)
        else:
            chosen = (keyword,)
        options.extend(fx.GrantAbilities(what=what, abilities=(k,), duration=duration) for k in chosen)
    return fx.ChooseEffect(options=tuple(options), player=fx.You())  # "of your choice"


@lowers(ast.GainKeywordChoice, ast.LoseKeywordChoice)
def _keyword_choice(node: Any, ctx: Lowering) -> fx.Effect:
    """"gains your choice of flying or lifelink" (CR 608.2d): one grant (or loss) per keyword,
    the player choosing which happens as the instruction is carried out."""
    what, duration = subject_objects(ctx), ctx.continuous_duration()
    change = fx.GrantAbilities if isinstance(node, ast.GainKeywordChoice) else fx.LoseAbilities
    options = tuple(change(what=what, abilities=(ctx.ability(keyword),), duration=duration) for keyword in node.choices.keywords)
    return fx.ChooseEffect(options=options, player=fx.You())  # "your choice"


@lowers(ast.AddMana)
def _add_mana(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 106.3."""
    words = list(node.mana.words)
    symbols = [w for w in words if isinstance(w, str) and w.startswith("{")]
    low = [w.lower() for w in words if isinstance(w, str)]
    player = ctx.doer()
    if symbols and all(isinstance(w, str) and (w.startswith("{") or w.lower() in ("or", ",")) for w in words):
        if "or" in low:
            # "{B}{B}, {B}{R}, or {R}{R}": each amount between separators is one choice
            choices, current = [], ""
            for w in words:
                if w.startswith("{"):
                    current += w
                elif current:
                    choices.append(current)
                    current = ""
            return fx.AddMana(player=player, choices=(*choices, current))
        return fx.AddMana(player=player, mana="".join(symbols), amount=ctx.multiplier or fx.Fixed(value=1))
    if low[-2:] == ["they", "choose"]:
        # "That player adds one mana of any color they choose.": the player adding mana chooses
        # its color, as always (CR 106.1); said out loud, it adds nothing
        return _add_mana(ast.AddMana(mana=ast.ManaProduced(words=tuple(words[:-2]), span=node.mana.span), span=node.span), ctx)
    if symbols and "and" in low and all(isinstance(w, str) and (w.startswith("{") or w.lower() in ("and", ",")) for w in words):
        # "Add {W}{W}, {U}{U}, {B}{B}, {R}{R}, and {G}{G}.": every amount of the series (CR 106.3)
        return fx.AddMana(player=player, mana="".join(symbols), amount=ctx.multiplier or fx.Fixed(value=1))
    if len(symbols) == 2 and len(words) == 5 and str(words[2]).lower() == "or" and not isinstance(words[0], str) and not isinstance(words[3], str):
        # "Add X {G} or X {W}": that amount of one symbol or the other, the player choosing which
        # (CR 106.1); the amounts are one number said twice
        if words[0].text != words[3].text:
            raise CannotLower("two amounts of mana, each of its own symbol, as a choice", node)
        return fx.AddMana(player=player, choices=(symbols[0], symbols[1]), amount=ctx.scaled(ctx.value(words[0]), node))
    if low[:5] == ["one", "mana", "of", "any", "of"] and low[-1] == "colors":
        # "one mana of any of the exiled card's colors", "... of this creature's colors": a color
        # that object has as the ability resolves (CR 105.2, 106.1); colorless: no mana
        owner = _possessed(next(w for w in words if isinstance(w, ast.Possessor)), None, ctx)
        return fx.AddMana(player=player, colors_of=owner)
    if low == ["that", "much", symbols[0].lower()] if len(symbols) == 1 else False:
        # "add that much {G}": the amount of the event or of the instruction before (CR 106.3)
        much = ctx.value(ast.ThatMuch(span=node.span))
        return fx.AddMana(player=player, mana=symbols[0], amount=ctx.scaled(much, node))
    if len(words) == 2 and len(symbols) == 1 and not isinstance(words[0], str):
        # "add 2 {R}", "add X {R}" (CR 702.189a)
        return fx.AddMana(player=player, mana=symbols[0], amount=ctx.scaled(ctx.value(words[0]), node))
    if low[:6] == ["one", "mana", "of", "any", "color", "in"] and low[-2:] == ["color", "identity"]:
        # "one mana of any color in your commander's color identity" (CR 903.4)
        # a commander has its color identity in any zone (CR 903.3): the runtime looks in every zone
        owner = _possessed(next(w for w in words if isinstance(w, ast.Possessor)), None, ctx)
        return fx.AddMana(player=player, identity_of=owner)
    if low[:6] == ["one", "mana", "of", "any", "color", "among"]:
        # "one mana of any color among legendary creatures you control": a color one of those
        # objects has as the ability resolves (CR 105.2, 106.1); none: no mana
        if len(words) != 7 or isinstance(words[6], str):
            raise CannotLower("mana of a color among other than one set of objects", node)
        described = ctx.filter(words[6])
        if isinstance(described, fx.Unsupported):
            raise CannotLower(described.reason, words[6])
        return fx.AddMana(player=player, colors_of=described)
    if low[-4:] == ["mana", "of", "any", "color"] or low[-5:] == ["mana", "of", "any", "one", "color"]:
        first = words[0]
        count = ctx.value(first) if not isinstance(first, str) or first.lower() != "one" else fx.Fixed(value=1)
        return fx.AddMana(player=player, any_color=True, one_color=low[-3:-1] == ["any", "one"] or low[-2] == "one", amount=ctx.scaled(count, node))
    if low[-4:] == ["mana", "of", "different", "colors"]:
        # "Add two mana of different colors.": each unit's color chosen apart, no two the same
        # (CR 106.1a)
        count = ctx.value(words[0]) if not isinstance(words[0], str) else word_value(words[0], node)
        return fx.AddMana(player=player, any_color=True, combination=True, different=True, amount=ctx.scaled(count, node))
    if low[-4:] == ["of", "the", "chosen", "color"] or (low[-3:] == ["of", "that", "color"] and low[0] != "an"):
        # "{G} or one mana of the chosen color": the symbol is one more choice (CR 607.2d);
        # "four mana of the chosen color": that many (CR 106.1)
        # "one mana of that color for each charge counter on this artifact": once for each
        first = words[0]
        if not symbols and not isinstance(first, str):
            return fx.AddMana(player=player, chosen_color=True, amount=ctx.scaled(ctx.value(first), node))
        if not symbols:
            return fx.AddMana(player=player, chosen_color=True, amount=ctx.scaled(fx.Fixed(value=1), node))
        return fx.AddMana(player=player, chosen_color=True, choices=("".join(symbols),))
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
        at = next(i for i, w in enumerate(words) if isinstance(w, Node))
        # "of any type that land produced": "that" names the land referred to before (the
        # event's), not every land
        named_before = at > 0 and str(words[at - 1]).lower() == "that" and getattr(words[at], "determiner", None) is None
        types_of = ctx.it() if named_before else ctx.objects(words[at], role="event")
        return fx.AddMana(player=player, any_color=True, any_type=low[4] == "type", types_of=types_of, produced=low[-1] == "produced")
    if low[:7] == ["an", "amount", "of", "mana", "of", "that", "color"]:
        # "Choose a color. Add an amount of mana of that color equal to ...": the chosen color
        # (CR 607.2), as "mana of the chosen color"
        amount = next(w for w in words if isinstance(w, ast.AmountEqual))
        return fx.AddMana(player=player, chosen_color=True, amount=ctx.scaled(ctx.value(amount), node))
    if low[:3] == ["an", "amount", "of"] and symbols:
        amount = next(w for w in words if isinstance(w, ast.AmountEqual))
        return fx.AddMana(player=player, mana=symbols[0], amount=ctx.value(amount))
    raise CannotLower(f"mana {node.mana.text!r}", node)


LOWERINGS[ast.ManaProduced] = part_of("AddMana")


@lowers(ast.Amass)
def _amass(node: ast.Amass, ctx: Lowering) -> fx.Effect:
    """CR 701.47a: "If you don't control an Army creature, create a 0/0 black [subtype] Army
    creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature.
    If it isn't a [subtype], it becomes a [subtype] in addition to its other types." The chosen
    creature is "the amassed Army" (701.47c), even if it got no counters."""
    subtype = subtype_of(node.subtype) or node.subtype
    amount = ctx.value(node.amount)
    ctx.refer(fx.Found(key=fx.Amass.result_key))
    return fx.Amass(subtype=subtype, amount=amount, player=ctx.doer(), definition=amass_definition(subtype, amount))


def amass_definition(subtype: str, amount: fx.Value) -> EffectList:
    army = fx.Filter(types=("Creature",), subtypes=("Army",), controller=fx.You())
    token = fx.TokenSpec(colors=("B",), types=("Creature",), subtypes=(subtype, "Army"), power=0, toughness=0)
    amassed = fx.Found(key=fx.Amass.result_key)
    return (
        fx.Conditional(condition=fx.Controls(what=army, negated=True), effects=(fx.CreateToken(token=token),)),
        fx.ChooseObjects(what=fx.Chosen(what=army), key="amassed"),
        fx.PutCounters(what=amassed, counter="+1/+1", amount=amount),
        fx.Conditional(condition=fx.Is(what=amassed, test=fx.Filter(subtypes=(subtype,)), negated=True), effects=(fx.AddTypes(what=amassed, subtypes=(subtype,)),)),
    )


@lowers(ast.GainControl)
def _gain_control(node: ast.GainControl, ctx: Lowering) -> fx.Effect:
    """CR 613.1b (layer 2)."""
    what = ctx.objects(node.what)
    if fx.names_players(what):
        # "You control target player during that player's next turn.": control of a player, who
        # makes that player's decisions (CR 722), not of objects
        raise CannotLower("controlling another player (CR 722) is not in the effect model", node.what)
    return fx.GainControl(what=what, player=ctx.doer(), duration=ctx.duration)


@lowers(ast.Cast)
def _cast(node: ast.Cast, ctx: Lowering) -> fx.Effect:
    """Casting during resolution (CR 608.2g); "without paying its mana cost" (CR 118.9).

    In a static ability, "you may cast [spells] from [a zone]" is a permission that lasts while
    the ability applies (CR 601.3, 604.1), not one cast."""
    own_zone = own_card_zone(node.what, ctx)
    if own_zone is not None and node.without_paying is None and ctx.doer() == fx.You():
        # "You may cast this card from your graveyard." (CR 601.3): a rule of the card about
        # where it may be cast from, which functions wherever the card is (CR 113.6f), in a
        # spell's text as well as in a permanent's
        return WholeAbility(ability=fx.CastPermission(zone=own_zone))
    if ctx.static and node.without_paying is None:
        permitted = cast_permission_filter(node.what, ctx)
        if permitted is not None:
            return fx.PlayPermission(what=permitted, player=ctx.doer(), duration=ctx.duration, action="cast")
    what = ctx.objects(node.what)
    player = ctx.doer()
    if not fx.names_players(player):
        # "..., then they may cast that card": "they" read as the objects named before, not as
        # the player of the clause before (CR 601.2: only a player casts a spell)
        raise CannotLower(f"a spell cast by {type(player).__name__}, not a player", node)
    return fx.Cast(player=player, what=what, without_paying=node.without_paying is not None)


def cast_permission_filter(np: Any, ctx: Lowering) -> fx.Filter | None:
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
def _pay(node: ast.Pay, ctx: Lowering) -> fx.Effect:
    return fx.Pay(player=ctx.doer(), costs=tuple(ctx.cost(c) for c in node.costs))


@lowers(ast.PayAndLife)
def _pay_and_life(node: ast.PayAndLife, ctx: Lowering) -> fx.Effect:
    """"you may pay {1} and 2 life": one payment of both (CR 118.2, 119.4)."""
    return fx.Pay(player=ctx.doer(), costs=pay_and_life_costs(node, ctx))


def pay_and_life_costs(node: ast.PayAndLife, ctx: Lowering) -> tuple[fx.Cost, ...]:
    return (*(ctx.cost(c) for c in node.costs), fx.PayLife(amount=ctx.value(node.life)))


@lowers(ast.PayPlusAdditional)
def _pay_plus_additional(node: ast.PayPlusAdditional, ctx: Lowering) -> fx.Effect:
    """"you may pay {2} plus an additional {1} for each ...": read only as the payment of an
    "unless" condition (PlayerPaid.plus, CR 118.12); a payment done as an instruction would need
    the "for each" to multiply only its additional part."""
    raise CannotLower("a payment with an additional part for each object, outside an \"unless\" condition (CR 118.12)", node)


@lowers(ast.ChooseCombatants)
def _choose_combatants(node: ast.ChooseCombatants, ctx: Lowering) -> fx.Effect:
    """"You choose which creatures block this turn and how those creatures block.", "You choose
    which creatures attack this turn." (CR 508.1, 509.1): a rule about the player, for the time
    written."""
    if node.action.lower() == "attack" and node.how is None:
        rule = fx.PlayerRuleName.CHOOSES_ATTACKERS
    elif node.action.lower() == "block" and node.how is not None:
        rule = fx.PlayerRuleName.CHOOSES_BLOCKERS
    else:
        raise CannotLower(f"choosing which creatures {node.action.lower()} without choosing how they block", node)
    return fx.Restriction(what=ctx.doer(), rule=rule, duration=duration(node.duration))


def restriction(rule: str) -> Lower:
    def lower(node: Any, ctx: Lowering) -> fx.Effect:
        return fx.Restriction(what=subject_objects(ctx), rule=rule, duration=ctx.continuous_duration())

    return lower


# CR 508.7: the runtime keeps whom each attacker attacks, but has no choice to change it
LOWERINGS[ast.ReselectAttacked] = unsupported("reselecting which player or permanent a creature is attacking (CR 508.7)")
LOWERINGS[ast.CantBlock] = restriction("can't block")
LOWERINGS[ast.CantAttack] = restriction("can't attack")
LOWERINGS[ast.CantAttackOrBlock] = restriction("can't attack or block")
LOWERINGS[ast.CantBeBlocked] = restriction("can't be blocked")
LOWERINGS[ast.CantBeCountered] = restriction("can't be countered")
LOWERINGS[ast.CantBeRegenerated] = restriction("can't be regenerated")  # CR 701.19c
LOWERINGS[ast.CantBeSacrificed] = restriction(fx.CANT_BE_SACRIFICED)  # CR 701.21a
LOWERINGS[ast.CantBeCopied] = unsupported(
    "a spell or ability that can't be copied (CR 707.10, 101.2): the runtime's copy effects read no such rule yet"
)
LOWERINGS[ast.CantBeTurnedFaceUp] = unsupported(
    "a rule that a face-down permanent can't be turned face up (CR 702.37e, 708.7) is not in the effect model yet"
)


@lowers(ast.CantBeAttached)
def _cant_be_attached(node: ast.CantBeAttached, ctx: Lowering) -> fx.Effect:
    """"This creature can't be equipped.", "Enchanted land ... can't be enchanted by other
    Auras." (CR 303.4c, 301.5c, 301.6): a rule of the object, naming the Auras, Equipment or
    Fortifications that can't be attached to it when it names some."""
    rule = f"can't be {node.status.lower()}"
    kind = fx.CANT_BE_ATTACHED.get(rule)
    if kind is None:
        raise CannotLower(f"{rule!r}: not enchanted, equipped or fortified (CR 303.4, 301.5, 301.6)", node)
    other = None
    if node.by is not None:
        other = ctx.objects(node.by, role="event")
        if not isinstance(other, fx.Filter) or kind not in other.subtypes:
            raise CannotLower(f"{rule} by {render_node(node.by)!r}: attachments described by other than their kind, {kind}", node.by)
    return fx.Restriction(what=subject_objects(ctx), rule=rule, other=other, duration=ctx.continuous_duration())


@lowers(ast.AttachedOnlyTo)
def _attached_only_to(node: ast.AttachedOnlyTo, ctx: Lowering) -> fx.Effect:
    """"This Equipment can be attached only to a creature with power 3 or greater." (CR
    301.5c): a rule of the attachment, naming what it can be attached to."""
    to = ctx.objects(node.to, role="event")
    if not isinstance(to, fx.Filter):
        raise CannotLower(f"attached only to {render_node(node.to)!r}: not a description of objects", node.to)
    return fx.Restriction(what=subject_objects(ctx), rule=fx.ATTACHED_ONLY_TO, other=to, duration=ctx.continuous_duration())


def lower_cant_have_counters_put(node: ast.CantHaveCountersPut, ctx: Lowering) -> fx.Effect:
    """CR 101.2, 122.1: "can't have [-1/-1] counters put on it": no counter (of the kind) is put."""
    kind = node.kind.name if node.kind is not None else None
    return fx.Restriction(what=subject_objects(ctx), rule=fx.cant_have_counters(kind), duration=ctx.continuous_duration())


LOWERINGS[ast.CantHaveCountersPut] = lower_cant_have_counters_put
LOWERINGS[ast.AttacksEachCombat] = restriction("attacks each combat if able")


#: no duration, or one that lasts at least until the turn ends (CR 500.2, 514.2)
_LAST_THE_TURN = frozenset({None, "end_of_turn", "your_next_turn", "end_of_your_next_turn"})


@lowers(ast.Enters)
def _enters(node: ast.Enters, ctx: Lowering) -> fx.Effect:
    """"This creature enters tapped / with N counters" (CR 614.1c-d: replacement effects on how
    it enters)."""
    subject = subject_objects(ctx)
    what: fx.Reference | None = None
    duration = ctx.continuous_duration()
    if not ctx.static and duration in _LAST_THE_TURN and subject == fx.Found(key="triggering"):
        # "Whenever you cast a creature spell, that creature enters with an additional +1/+1
        # counter on it": a replacement effect on the permanent that spell becomes (CR 614.1c,
        # 608.3), that one object only. The spell resolves or leaves the stack this turn (a step
        # ends only with the stack empty, CR 500.2), so the effect needs to last no longer; the
        # clause's duration, one of another of its instructions ("it enters with an additional
        # +1/+1 counter on it and gains hexproof until your next turn"), lasts as long or longer
        what, duration = subject, "end_of_turn"
    elif ctx.static and _entering_permanents(subject) is not None:
        # "Creatures your opponents control enter tapped.", "Each other creature you control
        # enters with an additional +1/+1 counter on it." (CR 614.1c)
        what = _entering_permanents(subject)
    elif not ctx.static and ctx.continuous_duration() is not None and _entering_permanents(subject) is not None:
        # "This turn, each creature you control enters with an additional +1/+1 counter on it.":
        # a resolving instruction sets up that replacement for a while (CR 614.1c, 611.2a)
        what = _entering_permanents(subject)
    elif isinstance(subject, fx.Found) and (subject.key in MOVED_KEYS or subject.key == "created"):
        # "Return target creature card from your graveyard to the battlefield. It enters with two
        # additional +1/+1 counters on it.": part of that move (the sentences read it, CR 614.1c)
        moved = entry_mods(node.mods, ctx)
        counters = tuple(on_moved(put, ctx, node) for put in moved.pop("counters", ()))
        tapped, attacking = moved.pop("tapped", False), moved.pop("attacking", False)
        attacking_whom = moved.pop("attacking_whom", None)
        if moved:
            return ctx.unsupported(node, f"an object put onto the battlefield entering {sorted(moved)}")
        return EntersAsMoved(what=subject, tapped=tapped, attacking=attacking, attacking_whom=attacking_whom, counters=counters)
    elif isinstance(subject, fx.Unsupported):
        return subject  # what the subject describes is not expressible: that is the reason
    elif not isinstance(subject, fx.This):
        return ctx.unsupported(node, "another object entering with counters or tapped")
    chooses_controller = _controller_of_choice(node.mods) if what is None and ctx.static else None
    if chooses_controller is not None:
        # "This artifact enters under the control of an opponent of your choice.": as it enters,
        # you choose an opponent (CR 614.12a), and it enters under that player's control (CR
        # 110.2, 614.1c)
        return EntersWithPlaceholder(ability=fx.EntersWith(effects=(chooses_controller,), under=fx.PlayerRole(role="chosen")))
    untapped = [m for m in node.mods or () if isinstance(m, ast.EntryMod) and lower_words(m) == ["untapped"]]
    if untapped:
        # "Gates you control enter untapped.": permanents that would enter tapped enter untapped
        # (CR 614.1c), from a static ability about others; with no other modifier
        if what is None or not ctx.static or len([m for m in node.mods or () if isinstance(m, Node)]) > 1:
            return ctx.unsupported(untapped[0], "entering untapped other than as the one modifier of a static ability about permanents entering (CR 614.1c)")
        return EntersWithPlaceholder(ability=fx.EntersWith(untapped=True, what=what))
    mods = entry_mods(node.mods, ctx)
    counters = mods.pop("counters", ())
    tapped = mods.pop("tapped", False)
    if mods:
        return ctx.unsupported(node, f"entry modifiers {sorted(mods)}")
    if len(counters) == 1 and isinstance(counters[0], fx.PutCounters):
        put = counters[0]
        amount = ctx.scaled(put.amount, node)
        if what is not None and not isinstance(what, fx.Found):
            amount = _spent_for_entering(amount, subject)
        if isinstance(what, fx.Found) and not isinstance(amount, fx.Fixed):
            # "that creature enters with X additional +1/+1 counters on it, where X is ...":
            # whether X is counted as the ability resolves or as the permanent enters (CR
            # 608.2h) is not settled here
            return ctx.unsupported(node, "the permanent a spell becomes entering with a number of counters that is not fixed")
        entering = fx.EntersWith(counter=put.counter, amount=amount, tapped=tapped, what=what)
    elif counters:
        # "enters with two +1/+1 counters and a trample counter on it", "enters with your choice
        # of a flying counter or a first strike counter on it": put on it as it enters, the
        # choice made then (CR 614.1c, 614.12)
        if what is not None:
            return ctx.unsupported(node, "other permanents entering with counters of several kinds or a choice of counters")
        if any(isinstance(e, fx.GrantAbilities) for e in counters) and any(isinstance(e, fx.PutCounters) and not isinstance(e.amount, fx.Fixed) for e in counters):
            # as above: a number read as the ability resolves or as the permanent enters (CR 608.2h)
            return ctx.unsupported(node, "entering with an ability and a number of counters that is not fixed")
        entering = fx.EntersWith(tapped=tapped, effects=tuple(on_entering(put, ctx, node) for put in counters))
    else:
        entering = fx.EntersWith(tapped=tapped, what=what)
    if not ctx.static and what is not None:
        return fx.CreateEntersWith(entering=entering, duration=cast(str, duration))
    return EntersWithPlaceholder(ability=entering)


#: the players "an opponent / a player of your choice" names (CR 102.1-102.3)
_CHOSEN_PLAYER_NOUNS = ("opponent", "player")


def _controller_of_choice(mods: Any) -> fx.ChooseQuality | None:
    """"enters under the control of an opponent of your choice" as its only modifier: the choice
    of that player, by you; None for any other modifiers."""
    mods = tuple(m for m in mods or () if not isinstance(m, str))
    if len(mods) != 1:
        return None
    words = list(getattr(mods[0], "words", ()))
    if [w.lower() for w in words[:-1] if isinstance(w, str)] != ["under", "the", "control", "of"] or len(words) != 5:
        return None
    np = words[-1]
    if not isinstance(np, ast.ObjectNp) or np.determiner is None or lower_words(np.determiner) not in (["a"], ["an"]):
        return None
    noun = lower_words(np.descriptor) if np.descriptor is not None else []
    qualifiers = tuple(np.qualifiers or ())
    if len(noun) != 1 or noun[0] not in _CHOSEN_PLAYER_NOUNS or len(qualifiers) != 1 or not isinstance(qualifiers[0], ast.OfChoice):
        return None
    chooser = qualifiers[0].chooser
    if not isinstance(chooser, ast.Possessor) or [str(w).lower() for w in chooser.words] != ["your"]:
        return None
    return fx.ChooseQuality(quality=noun[0], player=fx.You())


def on_entering(effect: fx.Effect, ctx: Lowering, node: Node) -> fx.Effect:
    """The counters an entry modifier puts (on ``Found("entering")``), as instructions of the
    permanent's own EntersWith: on this permanent as it enters."""
    if isinstance(effect, fx.ChooseEffect):
        return attrs.evolve(effect, options=tuple(on_entering(option, ctx, node) for option in effect.options))
    if isinstance(effect, fx.GrantAbilities) and effect.duration is None:
        # "it enters with ... and with first strike": as riot's haste (CR 702.136a, 614.1c)
        return attrs.evolve(effect, what=fx.This())
    if not isinstance(effect, fx.PutCounters):
        raise CannotLower(f"entering with {type(effect).__name__}", node)
    return attrs.evolve(effect, what=fx.This(), amount=ctx.scaled(effect.amount, node))


#: the keys of a Found for the objects an instruction before moved ("it", "that card")
MOVED_KEYS = ("moved", "returned", "put")


def on_moved(effect: fx.Effect, ctx: Lowering, node: Node) -> fx.Effect:
    """The counters of "it enters with ..." as a move's own (PutCounters on Found("entering"))."""
    if not isinstance(effect, fx.PutCounters):
        raise CannotLower(f"an object put onto the battlefield entering with {type(effect).__name__}", node)
    return attrs.evolve(effect, amount=ctx.scaled(effect.amount, node))


def _spent_for_entering(amount: fx.Value, subject: fx.Reference) -> fx.Value:
    """"Other creatures you control enter with an additional +1/+1 counter on them for each mana
    from a Treasure spent to cast them": "them" in the mana spent is each permanent as it enters
    (CR 614.12), the spell it was (CR 601.2h), not the permanents the subject describes."""
    described = (subject, subject.what) if isinstance(subject, fx.Chosen) else (subject,)

    def entering(element: Any) -> Any:
        if isinstance(element, fx.ManaSpentToCast) and element.what in described:
            return attrs.evolve(element, what=fx.Found(key="entering"))
        return element

    return cast(fx.Value, transform(amount, entering))


def _entering_permanents(subject: fx.Reference) -> fx.Reference | None:
    """The permanents a static "[they] enter tapped / with counters" is about, as a description
    each entering object is matched against: permanents described ("Other creatures you
    control", "Each creature you control that's a Wolf or a Werewolf"), not one object chosen or
    referred to; None when ``subject`` is not such a description."""
    if isinstance(subject, fx.Chosen) and subject.amount is None and not subject.up_to and not subject.at_random:
        subject = subject.what  # "each other creature you control": every one of them, as it enters
    parts = subject.parts if isinstance(subject, fx.Union) else (subject,)
    if all(isinstance(part, fx.Filter) and part.zone == "battlefield" for part in parts):
        return subject
    return None


#: "twice that many", "that many": the determiner of "[N] of those tokens" -> factor
_EVENT_TOKEN_COUNTS: dict[tuple[str, ...], int] = {("twice that many",): 2, ("that many",): 1}


def _is_those_tokens(np: Any) -> bool:
    return (
        isinstance(np, ast.ObjectNp) and not np.qualifiers and np.descriptor is not None and np.determiner is not None
        and tuple(w.lower() for w in np.determiner.words if isinstance(w, str)) == ("those",)
        and tuple(w.lower() for w in np.descriptor.words if isinstance(w, str)) == ("tokens",)
    )


def event_tokens(np: Any, ctx: Lowering) -> fx.Effect:
    """The tokens of the creation being replaced, another number of them (CR 614.1a, 111.1):
    "twice that many of those tokens", "those tokens plus an additional Treasure token" (the
    additional tokens are created by the same event), "that many 4/4 white Angel creature tokens"
    (others in their place)."""
    replaced = ctx.replaced
    if not isinstance(replaced, fx.Trigger) or replaced.event not in ("created", "create"):
        raise CannotLower("the tokens of a creation, other than instead of that creation", np)
    if isinstance(np, ast.NpPlusAdditional) and _is_those_tokens(np.left):
        return fx.ReplacedAmount(amount=fx.EventAmount(), also=_create_tokens(np.right, ctx))
    if isinstance(np, ast.ObjectNp) and np.determiner is not None and tuple(w.lower() for w in np.determiner.words if isinstance(w, str)) == ("that many",):
        # "that many 4/4 white Angel creature tokens with flying are created instead": other
        # tokens, as many, in place of the event's (CR 614.1a)
        return fx.ReplacedAmount(amount=fx.Fixed(value=0), also=_create_tokens(np, ctx))
    factor = _EVENT_TOKEN_COUNTS.get(tuple(w.lower() for w in np.determiner.words if isinstance(w, str))) if isinstance(np, ast.Partitive) else None
    if factor is None or not _is_those_tokens(np.of):
        raise CannotLower("tokens created instead, other than the event's tokens, another number of them or more", np)
    return fx.ReplacedAmount(amount=fx.Scaled(value=fx.EventAmount(), numerator=factor) if factor != 1 else fx.EventAmount())


@lowers(ast.Create)
def _create(node: Any, ctx: Lowering) -> EffectList:
    """CR 701.7a, 111.4: tokens with the characteristics the effect defines."""
    return _create_tokens(node.what, ctx)


def _create_tokens(what: Any, ctx: Lowering) -> EffectList:
    if isinstance(what, ast.NpPlusAdditional) or (isinstance(what, ast.Partitive) and ctx.replaced is not None):
        # "instead create those tokens plus an additional Treasure token", "it creates twice
        # that many of those tokens instead" (the creation being replaced)
        return (event_tokens(what, ctx),)
    what = paired(what)
    if isinstance(what, ast.NpAnd):
        return (*_create_tokens(what.left, ctx), *_create_tokens(what.right, ctx))
    if isinstance(what, ast.Partitive) and _is_those_tokens(what.of):
        return (_more_of_those_tokens(what, ctx),)
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
        count = counted_equal_to(what, ctx)
    attached = next((q for q in what.qualifiers or () if isinstance(q, ast.AttachedToNp)), None)
    host = None
    if attached is not None:
        # "create a Monster Role token attached to it": created, then attached (CR 303.7, 701.3)
        host = ctx.objects(attached.host)
    ctx.refer(fx.Found(key=fx.CreateToken.result_key))
    created = fx.CreateToken(token=spec, amount=ctx.scaled(count, what), player=ctx.doer(), **flags)  # type: ignore[arg-type]  # flags: the bool fields
    ctx.created = created
    if host is not None:
        return (created, fx.Attach(what=fx.Found(key=fx.CreateToken.result_key), to=host))
    return (created,)


@lowers(ast.CreateNamed)
def _create_named(node: ast.CreateNamed, ctx: Lowering) -> EffectList:
    """"create Ragavan, a legendary 2/1 red Monkey creature token": one token whose name is the
    one the effect gives it, not its subtypes plus "Token" (CR 111.4)."""
    what = node.what
    if not isinstance(what, ast.ObjectNp) or lower_words(what.determiner) not in (["a"], ["an"]):
        raise CannotLower("a name given to something other than one token", what)
    effects = _create_tokens(what, ctx)
    created = effects[0]
    if not isinstance(created, fx.CreateToken):
        raise CannotLower("a name given to a token that is a copy", what)
    named = attrs.evolve(created, token=attrs.evolve(created.token, name=known_name(node.name, node)))
    ctx.created = named
    return (named, *effects[1:])


def _colors_stated(state: Node) -> tuple[str, ...] | None:
    """The colors "that's all colors" (the five, CR 105.1) or "that's red, green, and white"
    (each of those listed, CR 105.2) gives an object; None for any other state."""
    low = lower_words(state)
    if low == ["all", "colors"]:
        return tuple(COLORS[c] for c in ("white", "blue", "black", "red", "green"))
    if "and" in low and all(w in COLORS or w in (",", "and") for w in low):
        return tuple(COLORS[w] for w in low if w in COLORS)
    return None


#: the words of how a copy token is created, before "token": "a tapped and attacking token"
_CREATED_AS = ("tapped", "attacking", "and")


def _create_copy(what: ast.ObjectNp, copy: ast.ThatsACopy, ctx: Lowering) -> fx.Effect:
    """"create a token that's a copy of target creature" (CR 707.2, 111.2)."""
    if len(what.qualifiers or ()) != 1 or what.descriptor is None or what.descriptor.head.lower() not in ("token", "tokens"):
        raise CannotLower("a copy token described by more than \"that's a copy of\"", what)
    det = determiner(what.determiner, ctx)
    words = [w for w in what.descriptor.words if isinstance(w, str)]
    # "a tapped and attacking token that's a copy of that card": how the token is created, as
    # "... and that's tapped and attacking" says it (CR 614.1c, 506.3)
    before = [w.lower() for w in words[:-1]]
    counted = words[:1] if det.count is None and before and before[0] not in _CREATED_AS else []
    created_as = before[len(counted) :]
    if any(w not in _CREATED_AS for w in created_as) or "and" in (created_as[:1] + created_as[-1:]):
        raise CannotLower(f"a copy token described as {' '.join(words)!r}", what)
    amount = det.count or (word_value(counted[0], what) if counted else fx.Fixed(value=1))
    of_np = copy.of
    if isinstance(of_np, ast.ObjectNp) and of_np.determiner is not None and of_np.determiner.lower_words()[:1] == ("that",) and any(isinstance(q, ast.AttachedToNp) for q in of_np.qualifiers or ()):
        # "create a token that's a copy of that permanent attached to that creature": the token
        # is created attached to it (CR 303.4f, 301.5c), which no token creation here says
        raise CannotLower("a copy token created attached to an object (CR 303.4f, 301.5c)", copy)
    of = ctx.objects(copy.of)
    counters: list[fx.Effect] = []  # ", except it enters with an additional +1/+1 counter on it"
    exceptions = copy_exceptions(copy.exceptions, ctx, counters)
    # "... and that's tapped and attacking": the tokens are created that way (CR 614.1c, 506.3)
    state = (copy.state or "").lower().split() + created_as
    mods = {flag: True for flag in ("tapped", "attacking") if flag in state}
    ctx.refer(fx.Found(key=fx.CreateToken.result_key))
    entering = tuple(_substitute(c, fx.This(), fx.Found(key="entering")) for c in counters)
    ctx.created = fx.CreateCopyToken(of=of, amount=ctx.scaled(amount, what), player=ctx.doer(), exceptions=exceptions, counters=entering, **mods)
    return ctx.created


def _more_of_those_tokens(what: ast.Partitive, ctx: Lowering) -> fx.Effect:
    """"create two of those tokens [instead]" (CR 111.1): the tokens the ability's creation
    before it describes, this many of them (the same player creates them; "instead" replaces
    that creation)."""
    words = [w for w in what.determiner.words if isinstance(w, str)] if what.determiner is not None else []
    if ctx.created is None:
        raise CannotLower("\"of those tokens\" with no token created before it in the ability", what)
    if len(words) != 1:
        raise CannotLower(f"{render_node(what.determiner)!r} of those tokens", what)
    ctx.refer(fx.Found(key=fx.CreateToken.result_key))
    return attrs.evolve(ctx.created, amount=ctx.scaled(word_value(words[0], what.determiner), what))


def _before_card_type(words: list[str]) -> bool:
    """Whether ``words`` go on with capitalised words (subtypes) to a card type."""
    for word in words:
        if word.lower() in CARD_TYPES:
            return True
        if not word[:1].isupper():
            return False
    return False


#: a reminder text that says what a token of a name the rules do not define is: "It's an artifact
#: with "..."", "They're artifacts with "..."", "A Mutagen token is an artifact with "..."" (the
#: shape of CR 111.10's definitions: "A Food token is a colorless Food artifact token with ...")
_TOKEN_REMINDER = re.compile(
    r"(?:It's|They're|An? (?P<word>[A-Z][\w'-]*) tokens? (?:is|are)) (?:an? )?"
    r"(?P<kinds>[a-z]+(?: [a-z]+)*) with (?P<abilities>\".+\")\.?"
)


def token_by_reminder(word: str, ctx: Lowering) -> fx.TokenSpec | None:
    """"a Mutagen token" whose reminder text says what it is ("(It's an artifact with "{1}, {T},
    Sacrifice this token: ...")"): a [word] token of the card types and with the abilities the
    reminder gives, as CR 111.10 defines its predefined tokens (a colorless [word] artifact token
    named [word], with its subtype); None when no one reminder text of the ability defines it,
    or its definition does not compile."""
    found = []
    for reminder in ctx.reminders:
        m = _TOKEN_REMINDER.fullmatch(reminder)
        if m is not None and m.group("word") in (None, word):
            found.append(m)
    if len(found) != 1:
        return None
    m = found[0]
    kinds = " ".join(k.removesuffix("s") if k.removesuffix("s") in CARD_TYPES else k for k in m.group("kinds").split())
    if not all(k in CARD_TYPES or k in SUPERTYPES or k in COLORS or k == "colorless" for k in kinds.split()):
        return None
    return _token_defined(word, kinds, m.group("abilities"))


@functools.cache
def _token_defined(word: str, kinds: str, abilities: str) -> fx.TokenSpec | None:
    # a quoted ability's own period ends the sentence (Oracle writes none after the quote)
    text = f"Create a {word} {kinds} token with {abilities}" + ("" if abilities.endswith('."') else ".")
    parsed = parse_ability(normalise_ability(text))
    if parsed.line is None:
        return None
    lowered = Lowering(text=text).lower(parsed.line)
    if any(isinstance(e, fx.Unsupported) for e in walk(lowered)):
        return None
    specs = [e.token for e in walk(lowered) if isinstance(e, fx.CreateToken)]
    if len(specs) != 1 or specs[0].subtypes != (word,):
        return None
    return attrs.evolve(specs[0], name=word)


@functools.cache
def role_token(written: str) -> fx.TokenSpec | None:
    """"Monster Role", "Young Hero Roles": a Role token of CR 111.10j-r, None for another name.
    Roles are colorless Aura Role enchantment tokens with enchant creature (CR 303.7, glossary);
    the abilities are those the rules give, in their words, compiled like a card's."""
    name = written.removesuffix("s").removesuffix(" Role")
    texts = predefined_token_abilities().get(f"{name} Role")
    if texts is None:
        return None
    abilities: list[fx.Ability] = []
    for text in texts:
        parsed = parse_ability(normalise_ability(text))
        if parsed.line is None:
            raise CannotLower(f"the rules' text of the {name} Role does not parse: {text!r}")
        lowered = Lowering(text=text).lower(parsed.line)
        if any(isinstance(e, fx.Unsupported) for e in walk(lowered)):
            raise CannotLower(f"the {name} Role's ability {text!r} does not compile")
        abilities.extend(lowered)
    return fx.TokenSpec(name=name, types=("Enchantment",), subtypes=("Aura", "Role"), abilities=tuple(abilities))


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
    role = role_token(" ".join(words)) if words[-1:] in (["Role"], ["Roles"]) else None
    if len(words) == 1 and names:
        spec = fx.PREDEFINED[words[0] if words[0] in fx.PREDEFINED else words[0].rstrip("s")]
    elif role is not None:
        spec = role
    else:
        power: int | None = None
        toughness: int | None = None
        colors: list[str] = []
        types: list[str] = []
        supertypes: list[str] = []
        subtypes: list[str] = []
        for index, word in enumerate(words):
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
            elif word[:1].isupper() and _before_card_type(words[index + 1 :]):
                # "a 1/1 Glorp creature token": a subtype the rules do not list yet, of the card
                # type written after it (CR 205.3d)
                subtypes.append(word)
            elif len(words) == 1 and (defined := token_by_reminder(word, ctx)) is not None:
                # "a Mutagen token (It's an artifact with "...")": a token its reminder defines
                spec = defined
                break
            else:
                raise CannotLower(f"token word {word!r}", np)
        else:
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
        elif isinstance(q, ast.ThatsClause) and isinstance(q.state.words[-1], Node) and lower_words(q.state) in (["tapped", "and", "attacking"], ["attacking"]):
            # "a token that's tapped and attacking that opponent": it attacks the player the
            # instruction names (CR 508.4a); "that player or a planeswalker they control" is a
            # choice of a planeswalker to attack, and combat here attacks players only
            whom = q.state.words[-1]
            if not isinstance(whom, ast.ObjectNp):
                raise CannotLower("a token attacking a player or a planeswalker the instruction names (CR 508.4a): attacking planeswalkers is not modelled", q)
            defender = _attacked_by_token(whom, ctx)
            flags.update({w: True for w in lower_words(q.state) if w != "and"})
            flags["attacking_whom"] = defender
        elif isinstance(q, ast.ThatsClause) and lower_words(q.state) in (["tapped"], ["tapped", "and", "attacking"], ["attacking"]):
            # "a token that's tapped and attacking" (CR 508.4: attacking without being declared)
            flags.update({w: True for w in lower_words(q.state) if w != "and"})
        elif isinstance(q, ast.ThatsClause) and (token_colors := _colors_stated(q.state)) is not None:
            # "a 2/2 Citizen creature token that's all colors", "an 8/8 Beast creature token
            # that's red, green, and white": the token's colors, each of them (CR 105.2, 111.4)
            if spec.colors:
                raise CannotLower("a token given colors twice", q)
            spec = attrs.evolve(spec, colors=token_colors)
        elif (
            isinstance(q, ast.ThatClause) and isinstance(q.clause, ast.RelativeClause) and len(q.clause.words) == 2
            and lower_words(q.clause) == ["are"] and isinstance(q.clause.words[1], ast.RelativeState)
            and lower_words(q.clause.words[1]) in (["tapped"], ["tapped", "and", "attacking"], ["attacking"])
        ):
            # "two 1/1 Cat creature tokens that are tapped and attacking": the plural of "a token
            # that's tapped and attacking" (CR 508.4: attacking without being declared)
            flags.update({w: True for w in lower_words(q.clause.words[1]) if w != "and"})
        elif isinstance(q, ast.Named):
            spec = attrs.evolve(spec, name=known_name(q.name, q))
        elif isinstance(q, ast.WithQuality) and isinstance(q.quality, ast.WithBasePtEachEqual) and "power" not in flags and spec.power is None:
            # "a green Fungus Dinosaur creature token with base power and toughness each equal to
            # the total power of those creatures": the token's own numbers, fixed as it is
            # created (CR 111.4, 608.2h)
            flags["power"] = flags["toughness"] = ctx.value(q.quality.quantity)
        elif isinstance(q, ast.AttachedToNp):
            continue  # attached once created (_create_tokens)
        else:
            raise CannotLower(f"token qualifier {type(q).__name__}", q)
    if abilities:
        spec = attrs.evolve(spec, abilities=(*spec.abilities, *abilities))
    return spec, count, flags


def _attacked_by_token(whom: Any, ctx: Lowering) -> fx.Reference:
    """Whom "a token that's tapped and attacking that opponent" attacks (CR 508.4a): the player
    a "for each opponent" instruction is at, or else the player the attack trigger names as
    attacked ("Whenever you attack a player, ... attacking that player")."""
    defender = ctx.players(whom)
    if defender == fx.Found(key="each player"):
        return defender
    words = [w.lower() for w in whom.determiner.words] if whom.determiner is not None else []
    if words == ["that"] and ctx.trigger_defender is not None:
        return ctx.trigger_defender  # type: ignore[no-any-return]
    raise CannotLower("a token attacking a player the instruction names, other than one a \"for each\" or an attack trigger names (CR 508.4a)", whom)


def _until_leaves(effects: EffectList, tail: Any, ctx: Lowering) -> EffectList:
    """"exile target creature until ~ leaves the battlefield" (CR 610.3): the exiled object
    returns when the source leaves."""
    source = ctx.objects(tail.what, role="reference")

    def exiles(inner: EffectList) -> bool:
        # "you may exile target creature until ~ leaves the battlefield": the exile is what the
        # player may do (CR 603.5); the duration is the exile's all the same
        # ("each opponent exiles a card from their hand until ...": each one's choice first)
        moves = [e for e in inner if not isinstance(e, fx.ChooseObjects)]
        return bool(moves) and all(
            (isinstance(e, fx.Move) and e.to == "exile") or (isinstance(e, fx.May) and exiles(e.effects)) for e in moves
        )

    def until(inner: EffectList) -> EffectList:
        return tuple(
            e if isinstance(e, fx.ChooseObjects)
            else attrs.evolve(e, effects=until(e.effects)) if isinstance(e, fx.May)
            else attrs.evolve(e, until="source_leaves")  # type: ignore[call-arg]  # fx.Move (tested above)
            for e in inner
        )

    def lasting(inner: EffectList) -> bool:
        # continuous effects with no duration of their own: "Target land becomes a Forest"
        return bool(inner) and all(
            (isinstance(e, _UNTIL_LEAVES_CONTINUOUS) and e.duration is None) or (isinstance(e, fx.May) and lasting(e.effects))
            for e in inner
        )

    def while_here(inner: EffectList) -> EffectList:
        # CR 611.2a-b: "Target land becomes a Forest until this creature leaves the battlefield"
        # lasts as long as this object stays on the battlefield; once it has left, it is a new
        # object (CR 400.7), so the effect has ended for good (and does nothing if it left
        # before the ability resolved)
        if all(isinstance(e, fx.May) for e in inner):
            return tuple(attrs.evolve(e, effects=while_here(e.effects)) for e in inner)  # type: ignore[attr-defined]  # fx.May (tested above)
        here = fx.Is(what=fx.This(), test=fx.Filter(zone="battlefield"))
        return (fx.ForAsLongAs(condition=here, effects=inner),)

    if source == fx.Found(key="exiled") and isinstance(tail.what, ast.Pronoun) and isinstance(ctx.trigger_subject, fx.This) and exiles(effects):
        # "When this creature enters, exile any number of other nontoken creatures you control
        # until it leaves the battlefield.": what is exiled has left the battlefield already, so
        # "it" is no antecedent among them but the subject of the trigger, this object
        source = fx.This()
    if isinstance(source, fx.This) and exiles(effects):
        return until(effects)
    if isinstance(source, fx.This) and lasting(effects):
        return while_here(effects)
    return (*effects, ctx.unsupported(tail, "\"until ... leaves the battlefield\" on something but exiling by this object or a continuous effect"))


#: the continuous effects "until ~ leaves the battlefield" may end (CR 611.2a)
def _until_cast_from(effects: EffectList, tail: ast.UntilCastFrom, ctx: Lowering) -> EffectList:
    """"Target land gains "{T}: Add {U}, {B}, or {R}" until this card is cast from exile." (CR
    611.2a, 601.2i): continuous effects with no duration of their own, lasting until that object
    is cast from that zone; on anything else, unsupported."""
    what = ctx.objects(tail.what, role="reference")
    zone = zone_of(tail.zone, ctx).kind
    if not ctx.referents or ctx.referents[-1] != what:
        # the object named last: "You may cast this card for as long as it remains exiled"
        # after it is this card, not the land the clause began with
        ctx.refer(what)
    if not effects or not all(isinstance(e, _UNTIL_LEAVES_CONTINUOUS) and e.duration is None for e in effects):
        return (*effects, ctx.unsupported(tail, "\"until ... is cast from\" on something but a continuous effect"))
    return (fx.UntilCast(what=what, zone=zone, effects=effects),)


_UNTIL_LEAVES_CONTINUOUS = (fx.Becomes, fx.ModifyPT, fx.GrantAbilities, fx.GainControl, fx.LoseAbilities)


#: the tails that end a rule about objects ("must be blocked if able", "can block an additional
#: creature each combat", "can attack as though it didn't have defender")
_RULE_TAILS = (ast.EachCombat, ast.IfAble, ast.AsThoughLacked, ast.AsThoughHad)


def _static_tail(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList | None:
    """Apply a tail of statics.lark to a clause's effects; None when the combination is not
    lowered."""
    if type(tail) in CLAUSE_TAILS:
        return CLAUSE_TAILS[type(tail)](tail, effects, ctx)
    rules = all(isinstance(e, fx.Restriction) for e in effects) and bool(effects)
    if isinstance(tail, _RULE_TAILS) and rules:
        # "can block an additional creature each combat", "must be blocked if able",
        # "can attack as though it didn't have defender": part of the rule (CR 508-509)
        text = render_node(tail)
        return tuple(attrs.evolve(e, rule=f"{e.rule} {text}") for e in effects)  # type: ignore[attr-defined, call-arg]
    if isinstance(tail, ast.During):
        return during_window(tail.window, effects, ctx)
    if isinstance(tail, ast.AnyTime) and ctx.static and len(effects) == 1:
        # "You may look at the top card of your library any time." (a permission while the
        # static ability applies)
        inner = effects[0].effects if isinstance(effects[0], fx.May) and len(effects[0].effects) == 1 else effects
        if isinstance(inner[0], fx.LookAt):
            return (fx.LookPermission(what=inner[0].what, player=inner[0].player),)
    if isinstance(tail, ast.AsThoughHad) and len(effects) == 1 and isinstance(effects[0], fx.Cast):
        # "You may cast creature spells as though they had flash." (CR 601.3b, 609.4b)
        if render_node(tail.keywords).lower() == "flash":
            return (fx.AsThough(kind="flash", what=effects[0].what, player=effects[0].player),)
    return None


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
    if whose[:1] == ["the"] and whose[1:2] != ["mana"] and whose[2:3] == ["cost"]:
        # "rather than pay the equip cost of the first equip ability you activate each turn"
        return ctx.unsupported(tail, f"another cost paid rather than the {whose[1]} cost of other objects' abilities (CR 118.9) is not applied by the runtime")
    spells = _others_mana_cost(tail.cost)
    if clause.may and spells is not None:
        if not ctx.static:
            return ctx.unsupported(tail, "an alternative cost for other spells made by an instruction")
        if not isinstance(clause.subject, ast.Pronoun) or lower_words(clause.subject) != ["you"]:
            return ctx.unsupported(clause.subject, "an alternative cost for other spells that another player may pay")
        costs = _alternative_costs(clause, ctx)
        if isinstance(costs, fx.Unsupported):
            return costs
        # "You may pay {0} rather than pay the mana cost for Zombie creature spells you cast."
        # (CR 118.9): any spell of that description, cast any way that pays its mana cost
        described = ctx.filter(spells)
        if not isinstance(described, fx.Filter) or described.zone in (None, "battlefield") or described.kind is not None:
            # "permanent spells" is lowered as permanents on the battlefield, not as spells (a
            # zone other than the stack names where a spell is cast from: "from exile")
            return ctx.unsupported(spells, "an alternative cost for spells not described as spells (\"permanent spells\", CR 110.1)")
        return fx.AlternativeCostFor(spells=described, cost=costs)
    if not clause.may or whose[-2:] != ["mana", "cost"] or not whose[:1] or whose[0] == "the":
        return ctx.unsupported(tail, "an alternative cost other than for this spell")
    costs = _alternative_costs(clause, ctx)
    if isinstance(costs, fx.Unsupported):
        return costs
    return WholeAbility(ability=fx.CastPermission(zone="hand", method="alternative cost", cost=costs))


def _others_mana_cost(cost: ast.CostRef) -> Node | None:
    """The spells of "the mana cost for spells you cast", "... for a creature spell you cast from
    exile", else None."""
    words = list(cost.words)
    low = [w.lower() if isinstance(w, str) else w for w in words]
    if len(words) != 5 or low[:4] != ["the", "mana", "cost", "for"] or not isinstance(words[4], ast.ObjectNp):
        return None
    return words[4]  # type: ignore[no-any-return]  # an ObjectNp (tested above)


def _alternative_costs(clause: ast.Clause, ctx: Lowering) -> tuple[fx.Cost, ...] | fx.Unsupported:
    """The instructions "you may [pay X / sacrifice ...]" before "rather than pay ... mana cost",
    as the costs they are (CR 118.9)."""
    costs: list[fx.Cost] = []
    for predicate in words_of(clause.predicates):
        if not isinstance(predicate, Node):
            continue
        if isinstance(predicate, ast.Pay):
            costs.extend(ctx.cost(c) for c in predicate.costs)
        elif isinstance(predicate, ast.PayLife):
            costs.append(fx.PayLife(amount=ctx.value(predicate.amount)))
        elif isinstance(predicate, ast.PayEnergyNumber):
            # "pay eight {E}": that many energy counters (CR 107.14)
            costs.append(ctx.cost(ast.PayEnergyNumberCost(amount=predicate.amount, symbol=predicate.symbol, span=predicate.span)))  # type: ignore[call-arg]  # span: Node's own field
        elif isinstance(predicate, ast.KeywordActionNumber) and predicate.name.lower() == "collect evidence":
            # "collect evidence 10" (CR 701.59a), a cost as it is one of an additional cost
            costs.append(ctx.cost(ast.CollectEvidenceCost(amount=predicate.number, span=predicate.span)))  # type: ignore[call-arg]  # span: Node's own field
        elif type(predicate) in _PREDICATE_COSTS and getattr(predicate, "mods", None) is None:
            costs.append(ctx.cost(_PREDICATE_COSTS[type(predicate)](predicate)))
        else:
            return ctx.unsupported(predicate, f"{type(predicate).__name__} as an alternative cost")
    return tuple(costs)


def _assigns_as_though_unblocked(clause: ast.Clause) -> ast.AssignsCombatDamage | None:
    """The "assign its combat damage" of "[you may have] this creature assign its combat damage
    as though it weren't blocked" (CR 510.1b-c), else None."""
    tails = list(clause.tails or ())
    as_though = [t for t in tails if isinstance(t, ast.AsThoughWere)]
    if len(as_though) != 1 or not as_though[0].negated or lower_words(as_though[0].state) != ["blocked"]:
        return None
    predicates = clause.predicates if isinstance(clause.predicates, tuple) else (clause.predicates,)
    if len(predicates) != 1:
        return None
    action = predicates[0].action if isinstance(predicates[0], ast.HaveDo) else predicates[0]
    if not isinstance(action, ast.AssignsCombatDamage) or action.possessor is None or action.amount is not None or action.instead_of is not None:
        return None
    return action


def _assign_as_though_unblocked(clause: ast.Clause, ctx: Lowering) -> fx.Effect:
    """"X target blocked creatures assign their combat damage this turn as though they weren't
    blocked", "You may have this creature assign its combat damage as though it weren't
    blocked" (CR 510.1): a rule about the creatures; with "may", their controller chooses as
    the damage is assigned. A choice by anyone else is not modelled."""
    predicate = clause.predicates[0] if isinstance(clause.predicates, tuple) else clause.predicates
    others = [t for t in clause.tails or () if not isinstance(t, (ast.AsThoughWere, ast.Duration))]
    if others:
        return ctx.unsupported(others[0], f"clause tail {type(others[0]).__name__} with an assignment as though unblocked")
    dur = next((duration(t) for t in clause.tails or () if isinstance(t, ast.Duration)), ctx.duration)
    if isinstance(predicate, ast.HaveDo):
        if not clause.may:
            return ctx.unsupported(clause, "having a creature assign its combat damage as though it weren't blocked, not as a choice")
        chooser = ctx.objects(clause.subject, role="player") if clause.subject is not None else fx.You()
        what = ctx.objects(predicate.who, role="subject")
        controlled_by_chooser = (
            (isinstance(chooser, fx.You) and (isinstance(what, fx.This) or (isinstance(what, fx.Filter) and what.controller == fx.You())))
            or (isinstance(chooser, fx.ControllerOf) and chooser.what == what)
        )
        if not controlled_by_chooser:
            return ctx.unsupported(clause, "a choice of how a creature assigns combat damage made by a player other than its controller")
        rule = "may assign its combat damage as though it weren't blocked"
    else:
        if clause.may or clause.subject is None:
            return ctx.unsupported(clause, "an optional assignment as though unblocked without a creature that may")
        what = ctx.objects(clause.subject, role="subject")
        rule = "assigns its combat damage as though it weren't blocked"
    return fx.Restriction(what=what, rule=rule, duration=dur)


def _spend_mana_as_though(clause: ast.Clause, ctx: Lowering) -> fx.Effect:
    """"[Players] may spend mana as though it were mana of any color [to cast this spell]."
    (CR 609.4b): an "as though" permission about paying mana."""
    tails = list(clause.tails or ())
    as_though = next((t for t in tails if isinstance(t, ast.AsThoughWere)), None)
    purpose = next((t for t in tails if isinstance(t, ast.ToPurpose)), None)
    activation = next((t for t in tails if isinstance(t, ast.ToPayActivationCosts)), None)
    if activation is not None:
        # "to pay the activation costs of this artifact's abilities" (CR 602.2b): AsThough
        # permissions about mana are read as spells are cast, not as abilities are activated
        return ctx.unsupported(activation, "mana spent as though it were another to pay activation costs (CR 602.2b, 609.4b): the effect model's as-though mana permissions are for spells only")
    if as_though is None or len(tails) != 1 + (purpose is not None) or as_though.negated:
        return ctx.unsupported(clause, "spending mana other than as though it were mana of any color or type")
    state = lower_words(state_node := as_though.state)
    if state[:3] != ["mana", "of", "any"]:
        return ctx.unsupported(state_node, f"spending mana as though it were {render_node(state_node)!r}")
    kind = "any_type_mana" if state[-1] == "type" else "any_color_mana"
    what = None
    if purpose is not None:
        if purpose.action.lower() != "cast":
            return ctx.unsupported(purpose, "mana spent to activate abilities")
        what = ctx.objects(purpose.what, role="event")
    player = ctx.objects(clause.subject, role="player") if clause.subject is not None else fx.You()
    return fx.AsThough(kind=kind, what=what, player=player)


# -- counters counted and counts of counters (CR 122.1) ----------------------------------------------
def for_each_counter(tail: ast.ForEachCounter, ctx: Lowering) -> fx.Value:
    """"for each +1/+1 counter on ~": the number of counters of that kind on the object."""
    on = ctx.objects(tail.on, role="reference")
    stat = "counters" if tail.counter is None else f"counters:{tail.counter}"  # "for each counter on it": of every kind
    if isinstance(on, fx.Filter) and isinstance(tail.on, ast.Pronoun):
        # "Each creature you control gets +1/+1 for each +1/+1 counter on it": each object's own
        # counters (CR 122.1), read for each object the change applies to (``_each_own_counters``)
        return fx.StatOf(what=fx.Found(key=fx.ModifyPT.EACH_KEY), stat=stat)
    if isinstance(on, fx.Filter) and on.other:
        # "Enchanted creature gets +1/+1 for each +1/+1 counter on other creatures you control":
        # "other" than the creature the clause is about, which is not always the source
        raise CannotLower("counters on objects \"other\" than one the clause names (CR 109.1)", tail)
    # "for each loyalty counter on planeswalkers you control": the counters on all of them
    # together (CR 122.1), as "among" counts them
    return fx.StatOf(what=on, stat=stat)


def _colors_of_one(tail: ast.ForEachColorOf, ctx: Lowering) -> fx.Value:
    """"for each color of the creature it targets" (CR 105.2): the colors of one object; of a
    group ("each color of creatures you control") the words do not say whether colors shared
    count once, and are not read."""
    what = ctx.objects(tail.what, role="reference")
    if isinstance(what, fx.Filter) or fx.names_players(what):
        raise CannotLower(f"each color of {render_node(tail.what)!r}: only of one object (CR 105.2)", tail)
    return fx.CountDistinct(what=what, characteristic="colors")


def _mana_symbols_tail(tail: ast.ForEachManaSymbol | ast.ForEachManaSymbolOf, subject: Any, ctx: Lowering) -> fx.Value:
    """"for each white mana symbol in its mana cost" (chroma, CR 207.2c): said of a group ("Each
    creature you control gets +1/+1 for each ..."), each object's own symbols, read for each
    object the change applies to (``_each_own_counters``, CR 613.4c); else the symbols in the
    mana costs of the objects named, summed."""
    if isinstance(tail, ast.ForEachManaSymbolOf) and isinstance(subject, fx.Filter):
        words = [str(w).lower() for w in tail.of.words]
        if words in (["its"], ["their"]):
            color = COLORS.get(tail.color.lower())
            if color is None:
                raise CannotLower(f"mana symbols of {tail.color!r}: not one color (CR 107.4e)", tail)
            return fx.StatOf(what=fx.Found(key=fx.ModifyPT.EACH_KEY), stat=f"mana_symbols:{color}")
    return mana_symbols(tail, isinstance(tail, ast.ForEachManaSymbolOf), ctx)


def _each_own_counters(effects: EffectList, multiplier: fx.Value, node: Node, ctx: Lowering) -> EffectList:
    """A clause multiplied by each object's own counters ("Creatures you don't control get -1/-1
    for each slime counter on them."): a change of power and toughness reads them for each
    object it changes (``ModifyPT.each``, CR 613.4c); any other instruction has no object of its
    own to read them on."""
    own = fx.Found(key=fx.ModifyPT.EACH_KEY)
    if own not in walk(multiplier):
        return effects
    return tuple(
        attrs.evolve(e, each=True) if isinstance(e, fx.ModifyPT) and own in walk((e.power, e.toughness)) and own not in walk(e.what)
        else ctx.unsupported(node, "each object's own counters counted for an instruction other than a change of power and toughness (CR 122.1)") if own in walk(e)
        else e
        for e in effects
    )


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
        return subject if subject is not None and not fx.names_players(subject) else ctx.it()
    if len(words) == 2 and words[1] in ("'s", "'"):
        return ctx.objects(words[0], role="reference")
    raise CannotLower(f"the colors of {' '.join(map(str, words))}", owner)


# -- damage divided among targets (CR 601.2d) ----------------------------------------------------------
@lowers(ast.DealDamageDivided, ast.DealDamageEqualDivided)
def _deal_damage_divided(node: ast.DealDamageDivided | ast.DealDamageEqualDivided, ctx: Lowering) -> fx.Effect:
    """"deals 5 damage divided as you choose among any number of targets": one DealDamage to
    the targets, ``divided`` (CR 601.2d: each target gets at least 1, so there is at least one)."""
    return fx.DealDamage(source=damage_source(ctx), amount=ctx.value(node.amount), to=_division_targets(node.among, ctx), divided=True)


@lowers(ast.DealDamageDividedEvenly)
def _deal_damage_divided_evenly(node: ast.DealDamageDividedEvenly, ctx: Lowering) -> fx.Effect:
    """"deals X damage divided evenly, rounded down, among any number of targets": one
    DealDamage whose amount is split in equal shares among what it names as it resolves (no
    choice, so nothing is announced as it is cast; CR 107.1a for the rounding)."""
    to = ctx.objects(node.among)
    rounding = "up" if node.division.lower().rstrip(",").endswith("up") else "down"
    return fx.DealDamage(source=damage_source(ctx), amount=ctx.value(node.amount), to=to, evenly=rounding)


def _division_targets(among: ast.DivisionTargets, ctx: Lowering) -> fx.Target:
    """"any number of targets", "one, two, or three target creatures", "X target creatures"."""
    if among.descriptor is None:
        what: fx.Reference = fx.AnyTarget()  # "any number of targets": creatures, players, ... (CR 115.4)
    else:
        what = np_filter(ast.ObjectNp(descriptor=among.descriptor, qualifiers=among.qualifiers, span=among.span), ctx)  # type: ignore[call-arg, arg-type]  # span: Node's own field
    if among.count.other:  # "up to three other target creatures": not the source itself
        if not isinstance(what, fx.Filter):
            raise CannotLower("other targets than the source among targets of no description", among)
        what = attrs.evolve(what, other=True)
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


def _times_done(node: ast.ForEachTimeDone, ctx: Lowering) -> fx.Value:
    """"for each time you've cast your commander from the command zone this game": the casts
    commander tax counts (CR 903.8), of any of your commanders."""
    what = render_node(node.what).lower()
    origin = render_node(node.origin).lower() if node.origin is not None else ""
    if node.verb.lower() != "cast" or what not in ("your commander", "a commander") or origin != "from the command zone" or node.time.lower() != "this game":
        raise CannotLower(f"how many times {render_node(node).removeprefix('for each time ')}", node)
    return fx.CommanderCasts(player=fx.You())


def times_kicked(node: ast.TimesKicked | ast.ForEachTimeKicked, ctx: Lowering) -> fx.Value:
    """"for each time it was kicked", "the number of times it was kicked": how many times the
    kicker costs were paid: a multikicker cost any number of times (CR 702.33c), or each cost of
    "Kicker {G} and/or {W}" once (CR 702.33d). ``TimesPaid`` counts the payments of the spell this
    object is or was; another spell's ("the number of times that spell was kicked", of the spell
    a trigger saw cast) is not that count."""
    if not isinstance(ctx.objects(node.what, role="reference"), fx.This):
        raise CannotLower("the number of times a spell other than this object was kicked (CR 702.33d)", node)
    return fx.TimesPaid(name="kicker")


def life_changed(tail: ast.ForEachLifeChanged | ast.ForEachLifeChangedSentence, ctx: Lowering) -> fx.Value:
    """"for each 1 life your opponents have lost this turn" (the turn's total, CR 119.3);
    "for each 1 life you gained" in an ability that triggers on gaining life: the event's amount."""
    who = tail.who.player
    player = fx.You() if who is None else controller_phrase(who, ctx)
    if tail.this_turn is None:
        return fx.EventAmount()
    return fx.LifeChangedThisTurn(player=player, gained=tail.gained)


@lowers(ast.ExileWithCounters)
def _exile_with_counters(node: ast.ExileWithCounters, ctx: Lowering) -> EffectList:
    """"Exile ~ with three time counters on it.": exiled, then the counters go on the card in
    exile (CR 122.1, 702.62a)."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        raise CannotLower("counters of no stated kind", node.counters)
    exile = fx.Move(what=ctx.objects(node.what), to="exile")
    exiled = ctx.refer(fx.Found(key="exiled"))
    ctx.exilers.append(ctx.doer())
    return (exile, fx.PutCounters(what=exiled, counter=kind, amount=count))


@lowers(ast.DistributeCounters)
def _distribute_counters(node: ast.DistributeCounters, ctx: Lowering) -> fx.Effect:
    """"Distribute three +1/+1 counters among one, two, or three target creatures" (CR 601.2d)."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        raise CannotLower("counters of no stated kind", node.counters)
    return fx.PutCounters(what=_division_targets(node.among, ctx), counter=kind, amount=count, divided=True)


@lowers(ast.DistributeCountersAmong)
def _distribute_counters_among(node: ast.DistributeCountersAmong, ctx: Lowering) -> fx.Effect:
    """"distribute three +1/+1 counters among any number of creatures you control": no
    targets, so the player divides them as the instruction is carried out among the objects
    of that description they choose, at least one to each (CR 608.2d). ``what`` is the
    description: the objects the player may choose among."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        raise CannotLower("counters of no stated kind", node.counters)
    pool = node.among
    among = np_filter(ast.ObjectNp(descriptor=pool.descriptor, qualifiers=pool.qualifiers, span=pool.span), ctx)  # type: ignore[call-arg, arg-type]  # span: Node's own field
    return fx.PutCounters(what=among, counter=kind, amount=count, divided=True)


@lowers(ast.DistributeCountersEqualAmong)
def _distribute_counters_equal_among(node: ast.DistributeCountersEqualAmong, ctx: Lowering) -> fx.Effect:
    """"distribute a number of +1/+1 counters equal to its power among any number of creatures
    you control": as :func:`_distribute_counters_among`, as many as the "equal to" says."""
    kind = node.counters.counter  # type: ignore[attr-defined]  # CountersNumbered
    if kind is None or node.counters.additional is not None:  # type: ignore[attr-defined]
        raise CannotLower("counters of no stated kind, or additional ones", node.counters)
    pool = node.among
    among = np_filter(ast.ObjectNp(descriptor=pool.descriptor, qualifiers=pool.qualifiers, span=pool.span), ctx)  # type: ignore[call-arg, arg-type]  # span: Node's own field
    return fx.PutCounters(what=among, counter=kind, amount=ctx.value(node.amount), divided=True)


LOWERINGS[ast.DivisionPool] = part_of("DistributeCountersAmong or DistributeCountersEqualAmong")


def for_each_counter_held(tail: ast.ForEachCounterHeld, ctx: Lowering) -> fx.Value:
    """"for each experience counter you have": a player's counters of that kind (CR 122.1)."""
    player = controller_phrase(tail.player, ctx)
    return fx.StatOf(what=player, stat="counters" if tail.counter is None else f"counters:{tail.counter}")


@lowers(ast.DiscardEqual)
def _discard_equal(node: ast.DiscardEqual, ctx: Lowering) -> fx.Effect:
    """CR 701.9a: "discard cards equal to its power": that many cards of the player's choice."""
    effect = fx.Discard(player=ctx.doer(), amount=ctx.value(node.amount))
    ctx.refer(fx.Found(key=fx.Discard.result_key))
    return effect


@lowers(ast.ExileTopEqual)
def _exile_top_equal(node: ast.ExileTopEqual, ctx: Lowering) -> fx.Effect:
    """"exile cards equal to its power from the top of its owner's library": that many cards
    from the top of the library (CR 401.1, 406.1)."""
    zone = zone_of(node.library, ctx)
    if zone.kind != "library" or zone.player is None:
        raise CannotLower("cards from the top of a zone other than one player's library", node)
    effect = fx.Move(what=fx.TopOfLibrary(player=zone.player, amount=ctx.value(node.amount)), to="exile")
    _refer_exiled(effect, ctx)
    return effect


@lowers(ast.MillEqual)
def _mill_equal(node: ast.MillEqual, ctx: Lowering) -> fx.Effect:
    """CR 701.17a: "mills cards equal to its power"."""
    effect = fx.Mill(player=ctx.doer(), amount=ctx.value(node.amount))
    ctx.refer(fx.Found(key=fx.Mill.result_key))
    return effect


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
        effects = flat(ctx.effects(p) for p in preds if isinstance(p, Node))
    costs: list[fx.Cost] = []
    for effect in effects:
        if isinstance(effect, fx.KeywordAction) and effect.name == "exert":
            costs.append(fx.ExertCost(what=cast(fx.Reference, effect.what)))  # CR 701.43a
        elif isinstance(effect, fx.Pay):
            costs.extend(effect.costs)
        else:
            return ctx.unsupported(node, f"{type(effect).__name__} as a cost to attack")
    return fx.OptionalAttackCost(costs=tuple(costs))


@lowers(ast.ThenIfSentence)
def _then_if_sentence(node: ast.ThenIfSentence, ctx: Lowering) -> fx.Effect:
    """"Then if you control a Rat, surveil 2.": as "If ..., ..." in its place after the
    instructions before it (CR 608.2c)."""
    return _if_sentence(node, ctx)  # type: ignore[arg-type]


def _plural_head(descriptor: Any) -> bool:
    """Is the descriptor's last word a plural type ("creatures", "Forests")?"""
    words = [w for w in descriptor.words if isinstance(w, str)]
    if not words:
        return False
    last = words[-1]
    return last.lower() in PLURAL_TYPES or (subtype_of(last) is not None and subtype_of(last) != last)


# -- coverage (issue 19) -------------------------------------------------------------------------
@lowers(ast.ChangeText)
def _change_text(node: ast.ChangeText, ctx: Lowering) -> fx.Effect:
    """"Change the text of target spell or permanent by replacing all instances of one color
    word with another": a text-changing effect (CR 612) a resolving spell or ability makes, the
    words chosen as it begins (CR 608.2d), for the duration said (none: the rest of the game,
    CR 611.2a)."""
    if ctx.static:
        raise CannotLower("a text-changing effect of a static ability", node)
    what = ctx.objects(node.what)
    if fx.names_players(what):
        raise CannotLower("the text of a player", node.what)
    kinds = tuple(dict.fromkeys(" ".join(swap.kind.lower().split()) for swap in node.swaps))
    return fx.ChangeText(what=what, kinds=kinds, duration=ctx.continuous_duration())


LOWERINGS[ast.WordSwap] = part_of("ChangeText")


@lowers(ast.SwitchPowerToughness)
def _switch_power_toughness(node: ast.SwitchPowerToughness, ctx: Lowering) -> fx.Effect:
    """CR 613.4d (layer 7d)."""
    what = possessed_object(node.whose, ctx)
    if fx.names_players(what):
        raise CannotLower("the power and toughness of a player", node)
    return fx.SwitchPT(what=what, duration=ctx.continuous_duration())


@lowers(ast.SwitchPowerToughnessOf)
def _switch_power_toughness_of(node: ast.SwitchPowerToughnessOf, ctx: Lowering) -> fx.Effect:
    """CR 613.4d (layer 7d)."""
    return fx.SwitchPT(what=ctx.objects(node.what), duration=ctx.continuous_duration())


@lowers(ast.LegendRuleDoesntApply)
def _legend_rule_doesnt_apply(node: ast.LegendRuleDoesntApply, ctx: Lowering) -> fx.Effect:
    """CR 704.5j: the permanents it names (every permanent when it names none) are left out of
    the legend rule."""
    what = fx.Filter() if node.to is None else ctx.objects(node.to)
    return fx.Restriction(what=what, rule=fx.LEGEND_RULE_EXEMPTION, duration=ctx.continuous_duration())


# "This effect doesn't remove this Aura." after a sentence granting protection is read by
# oraclec.compiler.sentences (the protection keeps it attached); anywhere else:
LOWERINGS[ast.EffectDoesntRemove] = unsupported("an Aura or Equipment an effect leaves attached though it could no longer be (CR 704.5m), with no protection granted just before")


#: the targets "change ... of" names -> ChangeTargets.which (CR 115.7a-c)
_CHANGED_TARGETS = {("the", "targets"): "each", ("a", "target"): "one", ("any", "targets"): "any"}


@lowers(ast.ChangeTarget, ast.ChangeTargetsOf)
def _change_target(node: ast.ChangeTarget | ast.ChangeTargetsOf, ctx: Lowering) -> fx.Effect:
    """"change the target of target spell with a single target": the doer changes each target of
    it to another legal one, or none if one can't be (CR 115.7a); "change a target of" (one of
    them, CR 115.7b), "change any targets of" (any number, CR 115.7c); "... to this creature":
    to that object only, if it is a legal target."""
    which = _CHANGED_TARGETS[tuple(lower_words(node.which))] if isinstance(node, ast.ChangeTargetsOf) else "each"
    what = ctx.objects(node.what)
    to = ctx.objects(node.to, role="reference") if node.to is not None else None
    if to is not None and isinstance(to, fx.Filter):
        raise CannotLower("targets changed to objects of a description rather than one object named (CR 115.7a)", node.to)
    return fx.ChangeTargets(what=what, player=ctx.doer(), which=which, to=to)


LOWERINGS[ast.ChangedTargets] = part_of("ChangeTargetsOf")


@lowers(ast.NewTargetMustBe)
def _new_target_must_be(node: ast.NewTargetMustBe, ctx: Lowering) -> fx.Effect:
    """"The new target must be a creature.": read by the change of targets before it (CR 115.7a)."""
    what = ctx.filter(node.what)
    alone = ctx.unsupported(node, "what a new target must be, with no change of targets just before it (CR 115.7a)")
    if isinstance(what, fx.Unsupported):
        return what
    return NewTargetMustBe(what=what, alone=alone)


LOWERINGS[ast.Payable] = part_of("PayAnyAmount")
@lowers(ast.BecomeDayNight)
def _become_day_night(node: ast.BecomeDayNight, ctx: Lowering) -> fx.Effect:
    """"It becomes night." (CR 730.1): the game's designation, with the impersonal "it"."""
    if not isinstance(ctx.subject_node, ast.Pronoun) or lower_words(ctx.subject_node) != ["it"]:
        raise CannotLower("day or night becoming of something other than the game", node)
    return fx.BecomeDayNight(which=node.which.lower())
LOWERINGS[ast.AsEnters] = unsupported("an instruction carried out as a permanent enters (CR 614.12) is not lowered yet")


@lowers(ast.TargetsNp)
def _targets_np(node: ast.TargetsNp, ctx: Lowering) -> fx.Effect:
    """"Each copy targets a different one of those creatures." (CR 707.10d: one copy for each
    object the copies before are made for, each targeting it) and "the copy targets the chosen
    player or permanent" (CR 707.10e: the copy's targets all become that one): read by the
    copy instruction before it."""
    subject = ctx.subject_node
    said = lower_words(subject.determiner) if isinstance(subject, ast.ObjectNp) and subject.determiner is not None else []
    if not isinstance(subject, ast.ObjectNp) or lower_words(subject.descriptor) != ["copy"] or said not in (["each"], ["the"], ["that"]):
        raise CannotLower("the targets of something other than a copy of a spell or ability", node)
    what = node.what
    if said == ["each"]:
        # "a different one of those creatures": the objects the copies are made for
        if not (isinstance(what, ast.Partitive) and lower_words(what.determiner) == ["a", "different", "one"]
                and isinstance(what.of, ast.ObjectNp) and what.of.determiner is not None and lower_words(what.of.determiner) == ["those"]):
            raise CannotLower("each copy targeting something other than a different one of the objects the copies are made for", node)
        if any(w in ("player", "players", "opponent", "opponents") for w in lower_words(what.of.descriptor)):
            # "those permanents and players": a description reads "permanent or player" as
            # objects only, which would lose the players (CR 707.10d)
            raise CannotLower("copies for each player and object a spell could target: a description of objects and players is not a filter", node)
        return CopyTarget()
    return CopyTarget(target=ctx.objects(what, role="reference"))


def _is_energy(payable: Any) -> bool:
    """Whether what is paid is energy ("{E}", CR 107.14)."""
    return isinstance(payable, ast.Payable) and tuple(payable.words) == ("{E}",)


@lowers(ast.PayAnyAmount)
def _pay_any_amount(node: ast.PayAnyAmount, ctx: Lowering) -> fx.Effect:
    """"you may pay any amount of {E}" (CR 107.1c, 107.14): energy counters, as many as the
    player chooses."""
    if _is_energy(node.what):
        return fx.PayAnyAmount(counter="energy", player=ctx.doer())
    words = tuple(w.lower() for w in node.what.words) if isinstance(node.what, ast.Payable) else ()
    if words == ("life",):
        # CR 107.1c, 119.4: up to the player's life total
        return fx.PayAnyAmount(life=True, player=ctx.doer())
    if words == ("mana",):
        return fx.PayAnyAmount(mana="any", player=ctx.doer())  # CR 107.1c: mana of any type
    if len(words) == 1 and re.fullmatch(r"\{[wubrgc]\}", words[0]):
        return fx.PayAnyAmount(mana=words[0].upper(), player=ctx.doer())  # "any amount of {R}"
    return ctx.unsupported(node, f"paying an amount of {render_node(node.what)} the player chooses (CR 107.1c) is not lowered yet")


@lowers(ast.PayRepeatedly)
def _pay_repeatedly(node: ast.PayRepeatedly, ctx: Lowering) -> fx.Effect:
    """"you may pay {1}{W} any number of times", "pay {G} up to three times": the cost paid in
    full as many times as the player chooses (CR 107.1c), the number being the amount paid."""
    symbols = re.findall(r"\{[^}]*\}", render_node(node.cost))
    if not symbols or not all(re.fullmatch(r"\{(?:\d+|[WUBRGC])\}", s) for s in symbols):
        # {X}, hybrid or Phyrexian symbols: a payment announced each time (CR 107.3, 601.2f)
        return ctx.unsupported(node, f"a cost with choices in it ({render_node(node.cost)}) paid a number of times")
    at_most = None
    if node.limit.at_most is not None:
        at_most = number_value(node.limit.at_most)
        if at_most is None:
            raise CannotLower(f"paid up to {node.limit.at_most!r} times", node)
    return fx.PayAnyAmount(cost="".join(symbols), at_most=at_most, player=ctx.doer())


LOWERINGS[ast.RepeatLimit] = part_of("PayRepeatedly")


@lowers(ast.CardsLookedAtScrying)
def _cards_looked_at_scrying(node: ast.CardsLookedAtScrying, ctx: Lowering) -> fx.Value:
    """"Whenever you scry, ..., where X is the number of cards looked at while scrying this
    way": the number of cards that scry looked at (CR 701.22a), the event's amount."""
    if ctx.trigger_event != "scry":
        raise CannotLower("the cards looked at while scrying, outside an ability that triggers on scrying (CR 701.22a)", node)
    return fx.EventAmount()


@lowers(ast.LifePaidAsEntered)
def _life_paid_as_entered(node: ast.LifePaidAsEntered, ctx: Lowering) -> fx.Value:
    """"the life paid as it entered": the amount chosen for "As this creature enters, pay any
    amount of life" (CR 107.1c, 614.12), which the runtime does not keep for the permanent."""
    raise CannotLower("the life paid as a permanent entered (CR 107.1c, 614.12) is not kept for the permanent yet", node)


@lowers(ast.AmountPaid, ast.ForEachPaid)
def _amount_paid(node: Any, ctx: Lowering) -> fx.Value:
    """"the amount of {E} paid this way", "for each {E} paid this way" (CR 107.1c)."""
    if getattr(node, "payer", None) is not None:
        return ctx.unsupported(node, "the amount of mana or life a named player chose to pay (CR 107.1c) is not lowered yet")
    words = tuple(w.lower() for w in node.what.words) if isinstance(node.what, ast.Payable) else ()
    if not _is_energy(node.what) and words not in (("life",), ("mana",)):
        return ctx.unsupported(node, f"the amount of {render_node(node.what)} a player chose to pay (CR 107.1c) is not lowered yet")
    return fx.AmountPaid()


def own_card_zone(np: Any, ctx: Lowering, *, by_type: bool = False) -> str | None:
    """"this card from your graveyard", "~ from exile", with ``by_type`` "this creature from your
    graveyard" (the card named by its card type, as a permission with its cost says it): the zone (graveyard or exile, of its owner)
    this card is cast from, or None when the noun phrase is not the card itself in one."""
    if isinstance(np, ast.InZoneNp) and isinstance(np.what, ast.SelfRef):
        zone_node = np.zone
    elif (isinstance(np, ast.ObjectNp) and lower_words(np.determiner) == ["this"] and len(lower_words(np.descriptor)) == 1
          and (lower_words(np.descriptor)[0] == "card" or (by_type and lower_words(np.descriptor)[0] in CARD_TYPES))
          and len(np.qualifiers or ()) == 1 and isinstance(np.qualifiers[0], ast.InZone)):
        zone_node = np.qualifiers[0].zone
    else:
        return None
    zone = zone_of(zone_node, ctx)
    if zone.kind not in ("graveyard", "exile") or zone.player not in (None, fx.You()):
        return None
    return str(zone.kind)
