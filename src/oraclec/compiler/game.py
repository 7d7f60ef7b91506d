"""Lowerings of :mod:`oraclec.ast.game`: the game and its players (grammar/game.lark), and the
Alchemy and other instructions of that module."""

from __future__ import annotations

import re
from typing import Any

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from ..effects.base import walk
from .conditions import amount_bound, definite, described_count, indefinite, owned_in_zone
from .context import Lowering
from .effects import DAMAGE_EVENTS as _DAMAGE_EVENTS
from .effects import IF_SENTENCES, life_changed, lower_choose, on_entering, origin_to_objects, pt_change, times_kicked
from .elements import AnyTypeManaThisWay, EntersWithPlaceholder, ExcessTo, IgnoredRoll, RepeatPlaceholder, RollModifier, WholeAbility
from .events import EVENT_PREDICATES, excluded_origin_zone, origin_zone
from .objects import (
    DONE_TO_EVENTS,
    MOVED_TO_KEY,
    NOTE_REASON,
    PUT_INTO_KEY,
    QUALIFIERS,
    activated_abilities,
    controller_phrase,
    determiner,
    exclude,
    formerly_controlled,
    from_spellbook,
    known_name,
    np_count,
    possessed_object,
    possessor_reference,
    set_field,
    spellbook_card,
    subject_objects,
    zone_of,
    zones_of,
)
from .registry import LOWERINGS, CannotLower, EffectList, LoweringBug, lowers, part_of, unsupported
from .sentences import CLAUSE_TAILS
from .statics import rule_about
from .words import (
    CARD_TYPES,
    DURATIONS,
    SUPERTYPES,
    comparison,
    counter_count,
    counters_put,
    describe_words,
    duration,
    lower_words,
    render_node,
    stat_name,
    word_value,
)

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


@lowers(ast.ChooseAtRandom)
def _choose_at_random(node: ast.ChooseAtRandom, ctx: Lowering) -> fx.Effect:
    """"choose an opponent at random", "choose a creature at random": as "choose", by chance."""
    effect = lower_choose(node, ctx)
    if isinstance(effect, fx.ChooseQuality):
        return attrs.evolve(effect, at_random=True)
    if isinstance(effect, fx.ChooseObjects) and isinstance(effect.what, fx.Chosen):
        return attrs.evolve(effect, what=attrs.evolve(effect.what, at_random=True))
    raise CannotLower("a choice at random of something that is not chosen", node)


# -- the game and its players (grammar/game.lark) -------------------------------------------------
#: CR 311.7, 901: the Planechase variant (planes, the planar die, chaos abilities) is not played
LOWERINGS[ast.ChaosEnsues] = unsupported("chaos ensues (CR 311.7): the Planechase variant and its planes are not in the effect model")


@lowers(ast.BecomeMonarch)
def _become_monarch(node: ast.BecomeMonarch, ctx: Lowering) -> fx.Effect:
    """CR 724.1."""
    return fx.BecomeDesignated(designation="monarch", player=ctx.doer())


def _to_ignore_this_effect(tail: ast.ToIgnoreThisEffect, effects: EffectList, ctx: Lowering) -> EffectList:
    """"Any player may pay {2} for that player to ignore this effect until end of turn.": a
    special action (CR 116.2d), which the effect model does not have."""
    return (ctx.unsupported(tail, "a special action to ignore the effect of a static ability (CR 116.2d) is not in the effect model yet"),)


CLAUSE_TAILS[ast.ToIgnoreThisEffect] = _to_ignore_this_effect
LOWERINGS[ast.ToIgnoreThisEffect] = part_of("Clause (see CLAUSE_TAILS)")


@lowers(ast.LifeTotalBecomes, ast.HaveLifeTotalBecome)
def _life_total_becomes(node: ast.LifeTotalBecomes | ast.HaveLifeTotalBecome, ctx: Lowering) -> fx.Effect:
    """CR 119.5: a life total set to a number; in "each player's life total becomes the number
    of creatures they control", "they" is "that player", each of them in turn at runtime."""
    if stat_name(node.stat, node) != "life_total":
        raise CannotLower(f"{node.stat.lower()!r} set to a number", node)
    player = possessed_object(node.whose, ctx)
    if not fx.names_players(player):
        raise CannotLower("the life total of an object", node.whose)
    return fx.SetLifeTotal(player=player, amount=ctx.value(node.value))


@lowers(ast.ExchangeLifeTotals)
def _exchange_life_totals(node: ast.ExchangeLifeTotals, ctx: Lowering) -> fx.Effect:
    """CR 701.12c: the player doing it and the player "with" it, or the two players of the
    subject ("two target players exchange life totals")."""
    players = ctx.doer() if node.other is None else fx.Union(parts=(ctx.doer(), ctx.objects(node.other)))
    if not fx.names_players(players):
        raise CannotLower("life totals exchanged with an object", node)
    return fx.ExchangeLifeTotals(players=players)


@lowers(ast.ExchangeValues)
def _exchange_values(node: ast.ExchangeValues, ctx: Lowering) -> fx.Effect:
    """CR 701.12g: a player's life total and an object's power or toughness, in either order;
    other pairs of numbers are not lowered."""
    sides = [(stat_name(node.stat, node), possessed_object(node.whose, ctx)), (stat_name(node.other_stat, node), possessed_object(node.other_whose, ctx))]
    sides.sort(key=lambda side: side[0] != "life_total")
    (life, player), (stat, what) = sides
    if life != "life_total" or stat not in ("power", "toughness") or not fx.names_players(player) or fx.names_players(what):
        raise CannotLower("numbers exchanged other than a player's life total and a creature's power or toughness", node)
    return fx.ExchangeLifeWithStat(player=player, what=what, stat=stat)


@lowers(ast.ExchangeZones)
def _exchange_zones(node: ast.ExchangeZones, ctx: Lowering) -> fx.Effect:
    """CR 701.12d, 701.12f: two zones of one player ("your hand and graveyard")."""
    zone, other = node.zone.lower(), node.other.lower()
    if zone == other:
        raise CannotLower("a zone exchanged with itself", node)
    words = [w.lower() for w in node.whose.words if isinstance(w, str)] if isinstance(node.whose, ast.Possessor) else []
    if words == ["your"]:
        player: fx.Reference = fx.You()
    elif words == ["their"]:
        player = possessor_reference("their", ctx)
    else:
        player = possessed_object(node.whose, ctx)
    if not fx.names_players(player):
        raise CannotLower(f"whose zones {render_node(node.whose)!r} names", node)
    return fx.ExchangeZones(player=player, zone=zone, other=other)


@lowers(ast.TakeInitiative)
def _take_initiative(node: ast.TakeInitiative, ctx: Lowering) -> fx.Effect:
    """CR 725.1."""
    return fx.BecomeDesignated(designation="initiative", player=ctx.doer())


@lowers(ast.LoseGame)
def _lose_game(node: ast.LoseGame, ctx: Lowering) -> fx.Effect:
    """CR 104.3e."""
    return fx.LoseGame(player=ctx.doer())


@lowers(ast.WinGame)
def _win_game(node: ast.WinGame, ctx: Lowering) -> fx.Effect:
    """CR 104.2b."""
    return fx.WinGame(player=ctx.doer())


@lowers(ast.GetCounters)
def _get_counters(node: ast.GetCounters, ctx: Lowering) -> fx.Effect:
    """"that player gets a poison counter" (CR 122.1f): counters put on a player."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.PutCounters(what=ctx.doer(), counter=kind, amount=ctx.scaled(count, node))


@lowers(ast.ChooseNotToUntap)
def _choose_not_to_untap(node: ast.ChooseNotToUntap, ctx: Lowering) -> fx.Effect:
    """CR 502.3: the active player determines which permanents they control will untap."""
    return fx.Restriction(what=ctx.objects(node.what), rule="choose not to untap during its controller's untap step", duration=ctx.continuous_duration())


@lowers(ast.CantBeActivated)
def _cant_be_activated(node: ast.CantBeActivated, ctx: Lowering) -> fx.Effect:
    """CR 602.5: "Activated abilities of artifacts can't be activated.": a rule about the
    abilities the subject describes (what they are on, which kind, who activates them), read as
    one would be activated (runtime.casting.prepare_activation)."""
    # "its" is what was named before the subject ("Enchanted creature can't attack or block, and
    # its activated abilities ..."), not the abilities the subject itself lowered to
    with ctx.scope(referents=[r for r in ctx.referents if r is not ctx.subject]):
        described = activated_abilities(ctx.subject_node, ctx) if ctx.subject_node is not None else None
    if described is None or (isinstance(described.of, fx.Filter) and described.of.zone == "stack"):
        raise CannotLower("\"can't be activated\" of abilities not described as the activated abilities of objects", node)
    if not ctx.static:
        # "Tap target creature. Its activated abilities can't be activated this turn.": a rule
        # about the objects the abilities are on, those it applies to fixed as it resolves (CR
        # 611.2c); only all their activated abilities, not some kinds of them or those activated
        # by some player or with some target
        if described.of is None or attrs.evolve(described, of=None) != fx.ActivatedAbilities():
            raise CannotLower("\"can't be activated\" of some of the activated abilities of objects, set up by a resolving instruction", node)
        on = described.of.what if isinstance(described.of, fx.Target) else described.of
        if isinstance(on, fx.Filter) and on.zone == "stack":
            # "activated abilities of that permanent" after an ability was countered: the
            # permanent is the source of that ability, which no reference here names
            raise CannotLower("\"can't be activated\" of the source of an ability on the stack", node)
        if ctx.referents and ctx.referents[-1] == ctx.subject:
            # the abilities are no referent: "it" after them is still the object ("Its activated
            # abilities can't be activated for as long as it remains tapped.")
            ctx.referents.pop()
    return fx.Restriction(what=described, rule="can't be activated", duration=ctx.continuous_duration())


@lowers(ast.CanCastOnly)
def _can_cast_only(node: ast.CanCastOnly, ctx: Lowering) -> fx.Effect:
    """"Each opponent can cast spells only any time they could cast a sorcery." (CR 307.1), "You
    can cast spells only during your turn.": a rule about players, named "can cast [kinds of]
    spells only as a sorcery" or "... only during your turn" / "during their turn" (the turn of
    the effect's controller, or of the player casting), which casting reads (CR 101.2)."""
    what = render_node(node.what).lower()
    if not re.fullmatch(r"(?:[a-z]+ )*spells", what):
        raise CannotLower("spells described by more than their kinds", node.what)
    words = render_node(node.window).lower().split()
    if node.window.as_a_sorcery:
        when = "as a sorcery"
    elif words[1:] in (["your", "turn"], ["each", "of", "your", "turns"]):
        when = "during your turn"
    elif words[1:] in (["their", "turn"], ["each", "of", "their", "turns"]):
        when = "during their turn"
    else:
        raise CannotLower("a window for casting other than as a sorcery, your turn or their turn", node.window)
    return rule_about(f"can cast {what} only {when}", ctx)


LOWERINGS[ast.CastWindow] = part_of("CanCastOnly")


@lowers(ast.CantActivate)
def _cant_activate(node: ast.CantActivate, ctx: Lowering) -> fx.Effect:
    """CR 602.5, 101.2: players who can't activate the abilities described, a rule about them
    named as written ("can't activate abilities that aren't mana abilities")."""
    return rule_about("can't activate " + render_node(node.what), ctx)


@lowers(ast.CantOrActivate)
def _cant_or_activate(node: ast.CantOrActivate, ctx: Lowering) -> EffectList:
    """CR 101.2, 602.5: "can't cast spells or activate abilities of artifacts": one rule for each
    action, with the clause's players and duration."""
    return (rule_about("can't " + render_node(node.predicate), ctx), rule_about("can't activate " + render_node(node.what), ctx))


@lowers(ast.EndTheTurn)
def _end_the_turn(node: ast.EndTheTurn, ctx: Lowering) -> fx.Effect:
    """CR 723.1: ending the turn exiles the stack and skips to the cleanup step. Who ends it
    makes no difference to the game (the subject only chooses, in "may end the turn")."""
    return fx.EndTheTurn()


@lowers(ast.StatCantChange)
def _stat_cant_change(node: ast.StatCantChange, ctx: Lowering) -> EffectList:
    """CR 119.7, 119.8: a life total that can't change is one that can be neither raised nor
    lowered (setting it is gaining or losing life, CR 119.5): the player can't gain life and
    can't lose life."""
    if stat_name(node.stat, node) != "life_total":
        raise CannotLower(f"{node.stat.lower()!r} that can't change", node)
    player = possessed_object(node.whose, ctx)
    if not fx.names_players(player):
        raise CannotLower("the life total of an object", node.whose)
    tails = node.tails or ()
    if any(not isinstance(t, ast.Duration) for t in tails) or len(tails) > 1:
        raise CannotLower("a life total that can't change, with a condition or another tail", node)
    until = duration(tails[0]) if tails else ctx.continuous_duration()
    return tuple(fx.Restriction(what=player, rule=rule, duration=until) for rule in (fx.PlayerRuleName.CANT_GAIN_LIFE, fx.PlayerRuleName.CANT_LOSE_LIFE))


@lowers(ast.CantBeCast)
def _cant_be_cast(node: ast.CantBeCast, ctx: Lowering) -> fx.Effect:
    """"Spells with the chosen name can't be cast.", "lands with the chosen name can't be
    played" (CR 101.2, 601.2, 305.2b): the cards a player would cast or play are compared with
    the description as they would be cast or played."""
    what = subject_objects(ctx)
    if fx.names_players(what):
        raise CannotLower("players that can't be cast or played", node)
    rule = fx.CANT_BE_CAST if node.verb.casefold() == "cast" else fx.CANT_BE_PLAYED
    return fx.Restriction(what=what, rule=rule, duration=ctx.continuous_duration())
LOWERINGS[ast.AdditionalCounters] = part_of("EntryMod or HasCounters")  # read as a CounterCount


@lowers(ast.SpendOnly, ast.CantBeSpent)
def _spend_only(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 106.6: a restriction on how the mana the ability added can be spent: only on the uses
    listed ("Spend this mana only to cast creature spells."), or on anything but them ("This mana
    can't be spent to cast nonartifact spells.")."""
    spells: list[fx.Reference] = []
    abilities: list[fx.Reference] = []
    costs_with: list[str] = []
    forbidden = isinstance(node, ast.CantBeSpent)
    for use in node.spend_uses:
        if isinstance(use, ast.SpendToCast):
            spell = ctx.filter(use.what, zone="stack")
            if forbidden and isinstance(spell, fx.Filter) and spell.zone != "stack":
                # "can't be spent to cast spells from your hand": the zone a spell is cast from
                # is not what the runtime compares (it reads the spell on the stack)
                raise CannotLower("mana that can't be spent on spells cast from a zone", use)
            spells.append(spell)
        elif isinstance(use, ast.SpendToActivate):
            abilities.append(_ability_sources(use.what, ctx))
        elif isinstance(use, ast.SpendOnCostsWith | ast.SpendToPayCostWith):
            costs_with.append(use.symbol)
        elif isinstance(use, ast.SpendToPayKeywordCost):
            raise CannotLower("mana spent only on the cost of a keyword ability (CR 106.6, 702) is not in the effect model yet: a spend restriction names spells, abilities and costs with a symbol", use)
        elif isinstance(use, ast.SpendToTurnFaceUp | ast.SpendToForetell | ast.SpendToUnlock):
            raise CannotLower("mana spent only on a special action (CR 106.6, 116.2) is not in the effect model yet: a spend restriction names spells, abilities and costs with a symbol", use)
        elif isinstance(use, ast.SpendToGainClassLevel):
            raise CannotLower("mana spent only on a Class's level up (CR 106.6, 716.2a) is not in the effect model yet: abilities of a kind are not a spend restriction's description", use)
        else:
            raise LoweringBug(f"spend use {type(use).__name__}")
    also: EffectList = ()
    if getattr(node, "rider", None) is not None:
        # "that spell": the spell this mana is spent on
        with ctx.scope(subject=None, referents=[fx.Found(key="spent on")]):
            also = ctx.effects(node.rider.clause)
    return fx.SpendRestriction(spells=tuple(spells), abilities=tuple(abilities), costs_with=tuple(costs_with), also=also, forbidden=forbidden)


def _ability_sources(what: Any, ctx: Lowering) -> fx.Reference:
    """"abilities of artifacts", "an ability of a colorless permanent": the runtime compares the
    source of the ability being activated (CR 113.7, 106.6) with the description, so the objects
    after "of" are the description; "abilities" alone, any source."""
    if isinstance(what, ast.ObjectNp) and what.descriptor is not None and what.descriptor.text.lower() in ("abilities", "ability", "an ability"):
        of = [q for q in what.qualifiers or () if isinstance(q, ast.OfNp)]
        if len(of) == 1 and len(what.qualifiers) == 1:
            return ctx.filter(of[0].of)
        if not what.qualifiers:
            return ctx.filter(what)
    raise CannotLower(f"mana spent only to activate {render_node(what)!r}: abilities described other than by their source", what)


for _cls in (
    ast.SpendToCast, ast.SpendToActivate, ast.SpendOnCostsWith, ast.SpendRider, ast.SpendToPayCostWith, ast.SpendToPayKeywordCost,
    ast.SpendToPayKeywordCosts, ast.SpendKeyword, ast.SpendToTurnFaceUp, ast.SpendToForetell, ast.SpendToUnlock, ast.SpendToGainClassLevel,
):
    LOWERINGS[_cls] = part_of("SpendOnly")

@lowers(ast.SpendOnlyKind)
def _spend_only_kind(node: ast.SpendOnlyKind, ctx: Lowering) -> WholeAbility:
    """"Spend only black mana on X.", "Spend only black and/or red mana on X." (CR 106.6,
    601.2h): which mana may pay the X of this spell's or ability's own cost, a rule read as the
    cost is paid: a spell's functions on the stack, an activated ability keeps it
    (compiler.abilities, as "X can't be 0."). Mana produced by some sources, or of the chosen
    color, paying the whole cost is not in the effect model yet."""
    kind, paying = node.kind.lower_words(), node.paying.lower_words()
    if paying[0] != "on" or kind[-1] != "mana" or kind[0] in ("mana",):
        raise CannotLower(
            "which mana may pay a spell's or ability's whole cost (CR 106.6, 601.2g: \"Spend only mana produced by creatures to cast this spell.\") is not in the effect model yet: payments check only the type of the mana paying X",
            node,
        )
    colors = tuple(COLOR_LETTERS[w] for w in kind if w in COLOR_LETTERS)
    if len(colors) != len([w for w in kind if w not in ("and/or", "mana")]):
        raise CannotLower(f"mana {render_node(node.kind)!r} on X", node.kind)
    return WholeAbility(ability=fx.StaticAbility(effects=(fx.XManaTypes(types=colors),), zone="stack"))


#: a color's name -> its mana symbol's letter (CR 105.1, 106.1a)
COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
for _cls in (ast.SpendManaKind, ast.SpendPaying):
    LOWERINGS[_cls] = part_of("SpendOnlyKind")


@lowers(ast.CastRestriction)
def _cast_restriction(node: ast.CastRestriction, ctx: Lowering) -> fx.Effect:
    """CR 601.3: when this spell may be cast."""
    return fx.CastRestriction(timings=node.timings, conditions=tuple(ctx.condition(c) for c in node.conditions))


@lowers(ast.MoveCounters)
def _move_counters(node: ast.MoveCounters, ctx: Lowering) -> tuple[fx.Effect, ...]:
    """CR 122.5: the counters are removed from one object and put onto the other; those that
    could not be removed are not put."""
    if isinstance(node.counters, (ast.AllCounters, ast.AnyNumberOfCounters)) or isinstance(node.counters.amount, ast.OneOrMore):
        return _move_counters_of_kind(node, ctx)
    kind, count = counter_count(node.counters, ctx)
    amount = ctx.scaled(count, node)
    source, onto = ctx.objects(node.source), ctx.objects(node.onto)
    if kind is None:  # "move a counter from ...": each of a kind the player chooses
        if fx.names_players(source) or fx.names_players(onto):
            raise CannotLower("counters of no stated kind moved from or onto a player", node)
        return (fx.MoveCountersOfAnyKind(what=source, onto=onto, amount=amount),)
    return (fx.RemoveCounters(what=source, counter=kind, amount=amount), fx.IfDid(effects=(fx.PutCounters(what=onto, counter=kind, amount=amount),)))


def _move_counters_of_kind(node: ast.MoveCounters, ctx: Lowering) -> tuple[fx.Effect, ...]:
    """"move all +1/+1 counters from target land you control onto target creature", "move any
    number of +1/+1 counters from this creature onto another creature": the counters of the kind
    removed, then as many put onto the other object as were removed (CR 122.5, 122.8)."""
    kind = node.counters.kind.name if node.counters.kind is not None else None
    if isinstance(node.counters, ast.CounterCount):
        raise CannotLower("one or more counters moved (CR 122.5): no effect removes a chosen number of at least one", node.counters)
    source, onto = ctx.objects(node.source), ctx.objects(node.onto)
    if fx.names_players(source) or fx.names_players(onto):
        raise CannotLower("counters moved from or onto a player", node)
    if kind is None:
        if not isinstance(node.counters, ast.AllCounters) or isinstance(source, fx.Filter) or isinstance(onto, fx.Filter):
            raise CannotLower("a chosen number of counters of no stated kind moved, or counters of every kind moved among several objects (CR 122.5)", node.counters)
        # "move all counters from target creature onto another target creature": every counter
        # on the one object, of each kind, removed and put onto the other
        return (fx.MoveCountersOfAnyKind(what=source, onto=onto, amount=fx.StatOf(what=source, stat="counters")),)
    if isinstance(onto, fx.Filter):
        # "onto other creatures": the player divides them among several objects
        raise CannotLower("counters moved onto several objects, divided as the player chooses (CR 122.5)", node.onto)
    removed: fx.Effect = fx.RemoveAllCounters(what=source, counter=kind) if isinstance(node.counters, ast.AllCounters) else fx.RemoveCounters(what=source, counter=kind, amount=fx.AnyNumber())
    return (removed, fx.PutCounters(what=onto, counter=kind, amount=fx.CountersRemoved()))


@lowers(ast.RemoveCountedCounters)
def _remove_counted_counters(node: ast.RemoveCountedCounters, ctx: Lowering) -> fx.Effect:
    """"Then if it has three or more ritual counters on it, remove them", "remove all of them
    from it": every counter of the kind the condition before counted (CR 122.8)."""
    if ctx.counted_counters is None:
        raise CannotLower("\"them\" without a condition before that counts counters on an object", node)
    what, kind = ctx.counted_counters
    if node.source is not None:
        what = ctx.objects(node.source)
        if fx.names_players(what):
            raise CannotLower("removing all counters from a player", node.source)
    return fx.RemoveAllCounters(what=what, counter=kind)


@lowers(ast.LoseAllCounters)
def _lose_all_counters(node: ast.LoseAllCounters, ctx: Lowering) -> fx.Effect:
    """"Target player loses all poison counters", "Each opponent loses all counters" (CR 122.1:
    players have counters too; 122.8): every counter of the kind, or of every kind, the player
    has is removed."""
    counters = node.counters
    if not isinstance(counters, ast.AllCounters):
        raise CannotLower(f"a player losing {type(counters).__name__}", counters)
    kind = counters.kind.name if counters.kind is not None else None
    return fx.RemoveAllCounters(what=ctx.doer(), counter=kind)


_CHOSEN_KIND = "a counter or a kind of counter chosen among those on an object, named later by \"of that kind\" (CR 122.1, 608.2d)"


@lowers(ast.ChooseCounter, ast.ChooseCounterKind)
def _choose_counter_kind(node: Any, ctx: Lowering) -> fx.Effect:
    """"choose a counter on target permanent", "choose a counter on a permanent you control":
    the player chooses one of the counters there, and so its kind, for "a counter of that kind"
    after it (CR 122.1, 608.2d). "a kind of counter on a creature you control" followed by
    "each other creature" names the creature the kind was chosen on, which is not kept."""
    if isinstance(node, ast.ChooseCounter) and not (isinstance(node.counters, ast.CounterCount) and node.counters.kind is None and node.counters.amount.lower() in ("a", "one")):
        raise CannotLower(_CHOSEN_KIND, node)
    on = ctx.objects(node.on)
    if isinstance(on, fx.Found) and on.key in ("each", "each player"):
        # "For each non-Saga permanent, choose a counter on it. You may put an additional
        # counter of that kind on that permanent.": one kind for each object, each named by a
        # later sentence outside the loop
        raise CannotLower("a kind of counter chosen for each of several objects, named by a later sentence (CR 122.1, 608.2d)", node)
    if _names_players_too(node.on):
        on = _permanent_or_player(on, node.on)
    elif fx.names_players(on):
        raise CannotLower("a counter chosen among those a player has", node.on)
    if isinstance(on, fx.Chosen) and on.amount is None and not on.up_to and not on.at_random and on.chooser is None and isinstance(on.what, fx.Filter):
        # "choose a counter on a permanent you control": a counter among those on any of them,
        # not a permanent chosen first (one with no counter on it is no choice, CR 122.1)
        on = on.what
    ctx.counter_kind_chosen = True
    return fx.ChooseCounterKind(on=on, player=ctx.doer())


@lowers(ast.PutCounterThatKind, ast.GiveCounterOfThatKind)
def _put_counter_of_chosen_kind(node: Any, ctx: Lowering) -> fx.Effect:
    """"Put an additional counter of that kind on that permanent.", "Give that permanent or
    player another counter of that kind.": one counter of the kind chosen before in the ability
    (CR 122.1)."""
    if not ctx.counter_kind_chosen:
        raise CannotLower(_CHOSEN_KIND, node)
    if isinstance(node, ast.PutCounterThatKind):
        counters, np = node.counters, node.on
        if counters.amount.lower() not in ("a", "an", "one") or counters.word.lower() != "counter":
            raise CannotLower(f"{render_node(counters)!r} of a kind chosen before", counters)
    else:
        if node.counter.lower() not in ("another counter", "a counter", "an additional counter"):
            raise CannotLower(f"{node.counter!r} of a kind chosen before", node)
        np = node.to
    what = ctx.objects(np)
    if _names_players_too(np):
        if not _refers_back(np):
            raise CannotLower("counters of a chosen kind on a permanent or player not named before", np)
        what = _permanent_or_player(what, np)  # the same target as the choice names
    elif isinstance(what, fx.Filter) and what.other:
        # "each other creature you control": other than the one whose counter kind was chosen,
        # which the choice does not keep (CR 109.1)
        raise CannotLower("\"other\" than the object a kind of counter was chosen on", np)
    return fx.PutCountersOfChosenKind(what=what, amount=ctx.scaled(fx.Fixed(value=1), node))


@lowers(ast.PutCounterOfThatKind, ast.PutOrRemoveCounterOfThatKind)
def _counter_of_each_kind(node: Any, ctx: Lowering) -> fx.Effect:
    """"put another counter of that kind on it" outside "for each kind of counter on ...": read
    by :func:`_for_each_counter_kind` (CR 122.1)."""
    raise CannotLower(_CHOSEN_KIND, node)


LOWERINGS[ast.CounterThatKind] = part_of("PutCounterThatKind or LacksCountersCondition")


@lowers(ast.PutOrRemoveCounter)
def _put_or_remove_counter(node: ast.PutOrRemoveCounter, ctx: Lowering) -> fx.Effect:
    """"put a charge counter on this artifact or remove one from it": the player carrying it out
    chooses one of the two (CR 608.2d); "one" is a counter of the kind put (CR 122.8)."""
    kind, count = counter_count(node.counters, ctx)
    if kind is None:
        raise CannotLower("counters of no stated kind", node.counters)
    put = fx.PutCounters(what=ctx.objects(node.on), counter=kind, amount=count)
    remove = fx.RemoveCounters(what=ctx.objects(node.source), counter=kind, amount=fx.Fixed(value=1))
    return fx.ChooseEffect(options=(put, remove), player=ctx.doer())


LOWERINGS[ast.CounterEither] = part_of("PutCounters")


@lowers(ast.RemoveFromCombat)
def _remove_from_combat(node: ast.RemoveFromCombat, ctx: Lowering) -> fx.Effect:
    """CR 506.4."""
    what = ctx.objects(node.what)
    if fx.names_players(what):
        raise CannotLower("removing a player from combat", node)
    return fx.RemoveFromCombat(what=what)


@lowers(ast.RemoveThoseCounters)
def _remove_those_counters(node: ast.RemoveThoseCounters, ctx: Lowering) -> fx.Effect:
    """"Then if there are three or more bloodline counters on it, remove those counters": every
    counter of the kind the condition counted, from the object it counted them on (CR 122.8;
    the condition counted all of them)."""
    if ctx.counted_counters is None:
        raise CannotLower("\"those counters\" without a condition before that counts counters on an object", node)
    what, kind = ctx.counted_counters
    return fx.RemoveAllCounters(what=what, counter=kind)


@lowers(ast.RemoveCounters)
def _remove_counters(node: ast.RemoveCounters, ctx: Lowering) -> fx.Effect:
    """CR 122.8."""
    if isinstance(node.counters, ast.UpToCounters):
        # "remove up to three counters from target creature": as many as the player chooses, at
        # most that number (CR 122.8), of the kinds they choose when none is stated (CR 122.1)
        words = list(node.counters.words)
        kind = next((w.name for w in words if isinstance(w, ast.CounterKind)), None)
        source = ctx.objects(node.source)
        if fx.names_players(source) or _names_players_too(node.source):
            raise CannotLower("up to a number of counters removed from a player", node.source)
        return fx.RemoveCounters(what=source, counter=kind, amount=word_value(str(words[2]), node.counters), up_to=True)
    if isinstance(node.counters, ast.AllCounters):
        source = ctx.objects(node.source)
        if fx.names_players(source):
            raise CannotLower("removing all counters from a player", node.source)
        return fx.RemoveAllCounters(what=source, counter=node.counters.kind.name if node.counters.kind is not None else None)
    if _names_players_too(node.source):
        # "from another target permanent or opponent": a description reads it as objects only
        raise CannotLower("counters removed from an object or a player", node.source)
    # counters of no stated kind ("remove a counter from target permanent"): each of a kind the
    # player removing it chooses (CR 122.1), counter None
    source = ctx.objects(node.source)
    if isinstance(node.counters, ast.AnyNumberOfCounters):
        kind = node.counters.kind.name if node.counters.kind is not None else None
        if kind is None and fx.names_players(source):
            raise CannotLower("counters of no stated kind removed from a player", node.source)
        return fx.RemoveCounters(what=source, counter=kind, amount=fx.AnyNumber())
    kind, count = counter_count(node.counters, ctx)
    if kind is None and fx.names_players(source):
        raise CannotLower("counters of no stated kind removed from a player", node.source)
    return fx.RemoveCounters(what=source, counter=kind, amount=ctx.scaled(count, node))


@lowers(ast.RemoveCountersAmong)
def _remove_counters_among(node: ast.RemoveCountersAmong, ctx: Lowering) -> fx.Effect:
    """"remove two +1/+1 counters from among creatures you control" (CR 122.8); "remove up to
    three stun counters from among all permanents": at most that many, as many as the player
    chooses."""
    if isinstance(node.counters, ast.UpToCounters):
        words = list(node.counters.words)
        kind = next((w.name for w in words if isinstance(w, ast.CounterKind)), None)
        return fx.RemoveCounters(what=ctx.filter(node.source), counter=kind, amount=word_value(str(words[2]), node.counters), among=True, up_to=True)
    kind, count = counter_count(node.counters, ctx)  # kind None: each of a kind the player chooses
    return fx.RemoveCounters(what=ctx.filter(node.source), counter=kind, amount=count, among=True)


# phasing in by an instruction (CR 702.26h), and "can't phase in" (CR 702.26d): the runtime
# phases permanents in only during their controller's untap step
LOWERINGS[ast.PhaseIn] = unsupported("phasing in by an instruction (CR 702.26h) is not in the effect model yet")


@lowers(ast.PhaseOut)
def _phase_out(node: ast.PhaseOut, ctx: Lowering) -> fx.Effect:
    """CR 702.26d: the subject phases out; "phases out until ~ leaves the battlefield" would
    need it to phase in at another time than its controller's untap step (CR 702.26c)."""
    if ctx.duration is not None:
        raise CannotLower("phasing out for a stated duration", node)
    return fx.PhaseOut(what=subject_objects(ctx))


LOWERINGS[ast.AllCounters] = part_of("RemoveCounters or RemoveCountersCost")
LOWERINGS[ast.AnyNumberOfCounters] = part_of("RemoveCounters or RemoveCountersCost")


@lowers(ast.FlipCoin)
def _flip_coin(node: ast.FlipCoin, ctx: Lowering) -> fx.Effect:
    """CR 705."""
    return fx.FlipCoin(player=ctx.doer())




LOWERINGS[ast.RepeatCount] = part_of("RepeatProcess")


@lowers(ast.FlipPermanent)
def _flip_permanent(node: ast.FlipPermanent, ctx: Lowering) -> fx.Effect:
    """CR 710.2: a flipped permanent has its alternative characteristics."""
    return fx.Flip(what=ctx.objects(node.what))


@lowers(ast.FlipCoins)
def _flip_coins(node: ast.FlipCoins, ctx: Lowering) -> fx.Effect:
    """"flip two coins" (CR 705.2): coins that come up heads or tails, a flip no one calls."""
    return fx.FlipCoin(player=ctx.doer(), count=ctx.value(node.count), called=False)


@lowers(ast.RepeatProcess)
def _repeat_process(node: ast.RepeatProcess, ctx: Lowering) -> fx.Effect:
    """"repeat this process" (CR 608.2c): a placeholder the sentences around it turn into a
    Process of the instructions before it (sentences.repeated_process). "once", "two more
    times", "X more times": so many more passes; "any number of times", "as many times as they
    choose": each pass the player chooses, as the "may" around it asks."""
    words = node.count.lower_words() if node.count is not None else ()
    if not words:
        return RepeatPlaceholder(repeat=fx.RepeatProcess())
    if words == ("once",):
        return RepeatPlaceholder(repeat=fx.RepeatProcess(times=fx.Fixed(value=1)))
    if words[-2:] == ("more", "times") and len(words) == 3:
        return RepeatPlaceholder(repeat=fx.RepeatProcess(times=ctx.value(node.count.words[0])))
    return RepeatPlaceholder(repeat=fx.RepeatProcess(), chosen=True)


@lowers(ast.RollDie, ast.RollSidedDie)
def _roll_die(node: ast.RollDie, ctx: Lowering) -> fx.Effect:
    """CR 706.1."""
    return fx.RollDie(sides=node.sides, player=ctx.doer())


@lowers(ast.RollDice)
def _roll_dice(node: ast.RollDice, ctx: Lowering) -> fx.Effect:
    """CR 706.1: "roll two d6", "roll X d6"."""
    return fx.RollDie(sides=node.sides, player=ctx.doer(), count=ctx.value(node.count))


@lowers(ast.ChooseDieResult)
def _choose_die_result(node: ast.ChooseDieResult, ctx: Lowering) -> fx.Effect:
    """CR 706.4: "and choose one result" of the dice just rolled."""
    return fx.ChooseDieResult(player=ctx.doer())


@lowers(ast.IgnoreRoll)
def _ignore_roll(node: ast.IgnoreRoll, ctx: Lowering) -> fx.Effect:
    """CR 706.6: "ignore the lower roll", read by the roll before it (effects.fold_ignored_rolls)."""
    return IgnoredRoll(ignore="lowest" if node.which.lower() in ("lower", "lowest") else "highest", node=node)


@lowers(ast.RollThatManyDicePlus)
def _roll_that_many_dice_plus(node: ast.RollThatManyDicePlus, ctx: Lowering) -> fx.Effect:
    """"instead roll that many dice plus one": a die roll replaced by a larger one (CR 614.1a,
    706.1); the effect model has no replacement of a roll of dice."""
    raise CannotLower("a roll of dice replaced by a roll of more dice (CR 614.1a, 706.1)", node)


@lowers(ast.RandomNumber)
def _random_number(node: ast.RandomNumber, ctx: Lowering) -> fx.Value:
    """"a number from 0 to 6 chosen at random": fx.RandomNumber, from fixed bounds only."""
    low, high = ctx.value(node.low), ctx.value(node.high)
    if not isinstance(low, fx.Fixed) or not isinstance(high, fx.Fixed) or low.value > high.value:
        raise CannotLower("a number chosen at random between bounds that are not two fixed numbers", node)
    return fx.RandomNumber(low=low.value, high=high.value)


@lowers(ast.DieResultsTotal)
def _die_results_total(node: ast.DieResultsTotal, ctx: Lowering) -> fx.Value:
    """"the total of those results": the sum of the dice rolled (CR 706.4)."""
    return fx.DieResult(total=True)


@lowers(ast.AddToRoll)
def _add_to_roll(node: ast.AddToRoll, ctx: Lowering) -> fx.Effect:
    """CR 706.2: "and add [a number]", a modifier read by the roll before it (effects.fold_ignored_rolls)."""
    return RollModifier(amount=ctx.value(node.amount), node=node)


@lowers(ast.ChosenDieResult)
def _chosen_die_result(node: ast.ChosenDieResult, ctx: Lowering) -> fx.Value:
    """"that result": the result chosen (CR 706.4)."""
    return fx.DieResult()


@lowers(ast.OtherDieResult)
def _other_die_result(node: ast.OtherDieResult, ctx: Lowering) -> fx.Value:
    """"the other result": the result not chosen (CR 706.4)."""
    return fx.DieResult(other=True)


@lowers(ast.DieResult)
def _die_result(node: ast.DieResult, ctx: Lowering) -> fx.Value:
    """CR 706.2."""
    return fx.DieResult()


@lowers(ast.ShuffleInto)
def _shuffle_into(node: ast.ShuffleInto, ctx: Lowering) -> fx.Effect:
    """CR 701.24: "shuffle [objects or a zone's cards] into [a library]"; a zone ("your
    graveyard") stands for all the cards in it."""
    into, what_np = origin_to_objects(node.into, node.what)
    library = zone_of(into, ctx)
    if library.kind != "library":
        raise CannotLower("shuffling into a zone that is not a library", into)
    try:
        zones = zones_of(what_np, ctx)
    except CannotLower:
        what = ctx.objects(what_np)
    else:
        parts = tuple(fx.Filter(zone=z.kind, zone_owner=z.player, kind="card") for z in zones)
        what = parts[0] if len(parts) == 1 else fx.Union(parts=parts)
    player = library.player if library.player is not None else ctx.doer()
    return fx.Shuffle(player=player, what=what)


@lowers(ast.PlayRevealed)
def _play_revealed(node: ast.PlayRevealed, ctx: Lowering) -> fx.Effect:
    """"Play with the top card of your library revealed.", "Your opponents play with their
    hands revealed." (CR 400.2): a static ability's, not a one-time reveal."""
    if not ctx.static:
        raise CannotLower("\"play with ... revealed\" outside a static ability", node)
    return fx.PlayRevealed(what=ctx.objects(node.what))


@lowers(ast.ExtraTurns)
def _extra_turns(node: ast.ExtraTurns, ctx: Lowering) -> fx.Effect:
    """CR 500.7: "take two extra turns after this one", added one at a time, all alike."""
    ctx.extra_turns_given += 2  # "that turn" after it names none of them
    return fx.Repeat(times=ctx.value(node.count), effects=(fx.ExtraTurn(player=ctx.doer()),))


@lowers(ast.DoesTheSame)
def _does_the_same(node: ast.DoesTheSame, ctx: Lowering) -> fx.Effect:
    """CR 608.2c: "does the same" repeats the instruction before it with other players doing it."""
    return ctx.unsupported(node, "an instruction done again by other players (\"does the same\", CR 608.2c) is not in the effect model yet")


@lowers(ast.ExtraTurn)
def _extra_turn(node: ast.ExtraTurn, ctx: Lowering) -> fx.Effect:
    """CR 500.7; "take an extra turn after this one for each coin that comes up heads": one extra
    turn for each (CR 500.7: the most recently created is taken first, all alike)."""
    turn = fx.ExtraTurn(player=ctx.doer())
    if ctx.multiplier is not None:
        ctx.extra_turns_given += 2  # "that turn" after it names none of them
        return fx.Repeat(times=ctx.multiplier, effects=(turn,))
    ctx.extra_turns_given += 1
    return turn


#: "after this phase" -> where an effect adds phases or steps (fx.AddTurnParts.after)
_PLACEMENTS = {"after this phase": "phase", "after this main phase": "main phase", "after this combat phase": "combat phase", "after this step": "step"}


def _turn_part(part: ast.AddedTurnPart, ctx: Lowering) -> tuple[str, fx.Value]:
    return part.name.kind, ctx.value(part.amount)


def _added_turn_parts(node: Any, ctx: Lowering, player: fx.Reference | None = None) -> fx.Effect:
    """CR 500.8-500.10: phases after a phase; steps after a step, or after a phase (500.10: in a
    phase of their own)."""
    after = _PLACEMENTS[" ".join(lower_words(node.placement))]
    first, count = _turn_part(node.part, ctx)
    parts = [first]
    if getattr(node, "then", None) is not None:
        then, then_count = _turn_part(node.then, ctx)
        if count != fx.Fixed(value=1) or then_count != fx.Fixed(value=1):
            raise CannotLower("several phases each followed by another", node)
        parts.append(then)
    if after == "step" and any(part.endswith(" phase") for part in parts):
        raise CannotLower("a phase added after a step (CR 500.8 adds phases after phases)", node)
    return fx.AddTurnParts(parts=tuple(parts), after=after, count=count, player=player)


@lowers(ast.TurnPartsAddedFirst, ast.TurnPartsAdded)
def _turn_parts_added(node: Any, ctx: Lowering) -> fx.Effect:
    """"After this phase, there is an additional combat phase" (CR 500.8)."""
    return _added_turn_parts(node, ctx)


@lowers(ast.TurnPartsGotten)
def _turn_parts_gotten(node: ast.TurnPartsGotten, ctx: Lowering) -> fx.Effect:
    """"you get an additional upkeep step after this step" (CR 500.9, 500.10a)."""
    return _added_turn_parts(node, ctx, player=ctx.doer())


LOWERINGS[ast.AddedTurnPart] = part_of("TurnPartsAdded")
LOWERINGS[ast.TurnPartName] = part_of("TurnPartsAdded")
LOWERINGS[ast.TurnPartPlacement] = part_of("TurnPartsAdded")
LOWERINGS[ast.ThereBe] = part_of("TurnPartsAdded")


@lowers(ast.BeginGameWith)
def _begin_game_with(node: ast.BeginGameWith, ctx: Lowering) -> fx.Effect:
    """CR 103.6a."""
    return fx.BeginGameWith(what=ctx.objects(node.what), player=ctx.doer())


@lowers(ast.CanBeCommander)
def _can_be_commander(node: ast.CanBeCommander, ctx: Lowering) -> fx.Effect:
    """CR 903.3d: a rule of deck construction about this card."""
    return rule_about("can be your commander", ctx)


@lowers(ast.KeepMana)
def _keep_mana(node: ast.KeepMana, ctx: Lowering) -> fx.Effect:
    """CR 106.4, 500.4: mana empties from pools at the end of each step and phase, unless."""
    if node.verb.lower() not in ("don't", "doesn't"):
        raise CannotLower(f"{node.verb!r} lose mana", node)
    duration = ctx.continuous_duration()
    if node.ending.lower() == "steps" and duration != "end_of_combat":
        # "as steps end": the mana still empties as a phase ends (CR 500.4), which only a
        # duration ending with the combat phase makes the same as "as steps and phases end"
        raise CannotLower("mana kept as steps end but lost as phases end (CR 500.4), beyond the combat phase", node)
    return fx.KeepUnspentMana(player=ctx.doer(), color=node.kept.color, this_mana=node.kept.this_mana, duration=duration)


LOWERINGS[ast.KeptMana] = part_of("KeepMana")


@lowers(ast.LoseUnspentMana)
def _lose_unspent_mana(node: ast.LoseUnspentMana, ctx: Lowering) -> fx.Effect:
    """CR 106.4: "that player loses all unspent mana": the player's mana pool empties."""
    player = ctx.doer()
    if not fx.names_players(player):
        # "they ... lose all unspent mana" read back as objects named before (a spell): only a
        # player has a mana pool (CR 106.4)
        raise CannotLower("a mana pool of something that is not a player (CR 106.4)", node)
    return fx.LoseUnspentMana(player=player)


@lowers(ast.AllAbleBlock)
def _all_able_block(node: ast.AllAbleBlock, ctx: Lowering) -> EffectList:
    """CR 509.1c: a requirement on blockers; "this turn" makes it last until end of turn."""
    duration = None
    if node.duration is not None:
        duration = DURATIONS.get(" ".join(lower_words(node.duration)))
        if duration is None:
            raise CannotLower(f"duration {' '.join(lower_words(node.duration))!r}", node.duration)
    # the creature to block first: "it" is the object named before the sentence, not the blockers
    blocked = ctx.objects(node.blocked, role="event")
    blockers = ctx.objects(node.blockers, role="subject")
    if not isinstance(blockers, fx.Filter) or blockers.zone != "battlefield":
        raise CannotLower("blockers other than a description of creatures", node.blockers)
    return (fx.Restriction(what=blockers, rule="blocks if able", other=blocked, duration=duration),)


@lowers(ast.CantBeTargetOf, ast.CantBeTargetsOf)
def _cant_be_target_of(node: ast.CantBeTargetOf, ctx: Lowering) -> fx.Effect:
    """CR 115.4: what can't target these objects ("blue or black spells")."""
    return rule_about("can't be the target of", ctx, ctx.objects(node.by, role="event"))


@lowers(ast.CanBeTargetOf)
def _can_be_target_of(node: ast.CanBeTargetOf, ctx: Lowering) -> fx.Effect:
    """"can be the targets of spells and abilities you control", a rule completed by its "as
    though they didn't have hexproof" tail (CR 609.4b); what may target them is named."""
    return rule_about("can be the target of", ctx, ctx.objects(node.by, role="event"))


@lowers(ast.BlocksIfAble, ast.BlocksAnyIfAble, ast.BlockIfAble, ast.BlockAnyIfAble)
def _blocks_if_able(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 509.1c: a blocking requirement on the subject, naming the creature to block if the
    text does."""
    duration = ctx.continuous_duration()
    if node.duration is not None:
        duration = DURATIONS.get(" ".join(lower_words(node.duration)))
        if duration is None:
            raise CannotLower(f"duration {' '.join(lower_words(node.duration))!r}", node.duration)
    blocked = getattr(node, "blocked", None)
    other = ctx.objects(blocked, role="event") if blocked is not None else None
    blockers = subject_objects(ctx)
    if other is not None and other == blockers:
        # "Another target creature blocks it this turn if able.", "you may have target creature
        # block it this turn if able": "it" is not the creature that blocks (that would be
        # "itself") but the object named before it, or the one the trigger is about
        earlier = [r for r in (*reversed(ctx.referents), ctx.trigger_subject) if r is not None and r != blockers]
        if not earlier:
            raise CannotLower("\"it\" naming no creature other than the one that blocks", blocked)
        other = earlier[0]
    return fx.Restriction(what=blockers, rule="blocks if able", other=other, duration=duration)


@lowers(ast.AttacksIfAble, ast.AttackIfAble, ast.AttacksOrBlocksIfAble)
def _attacks_if_able(node: Any, ctx: Lowering) -> fx.Effect:
    """CR 508.1d, 509.1c: an attacking (or attacking-or-blocking) requirement on the subject for
    each combat of the stated turn, or for this combat."""
    if node.duration is None:
        # the window said before it: "During target player's next turn, each creature that
        # player controls attacks if able."
        duration = ctx.continuous_duration()
        if duration is None:
            raise CannotLower("an attack requirement for the window said before it", node)
    elif isinstance(node.duration, ast.NextTurnWindow):
        raise CannotLower("an attack requirement for a later turn of a player (CR 508.1d)", node.duration)
    else:
        duration = DURATIONS.get(" ".join(lower_words(node.duration)))
        if duration is None:
            raise CannotLower(f"duration {' '.join(lower_words(node.duration))!r}", node.duration)
    rule = "attacks each combat if able" if isinstance(node, ast.AttacksIfAble) else "attacks or blocks each combat if able"
    return fx.Restriction(what=subject_objects(ctx), rule=rule, duration=duration)


@lowers(ast.AttacksWhomIfAble, ast.AttackWhomIfAble)
def _attacks_whom_if_able(node: ast.AttacksWhomIfAble, ctx: Lowering) -> fx.Effect:
    """CR 508.1d: an attack requirement naming the players it attacks ("This creature attacks
    that player this combat if able.", "attacks a player other than you if able"): the rule
    "attacks each combat if able" naming them, in each combat of its duration (a stated one,
    "each combat" of the window said before it, or a static ability's). The declaration of
    attackers makes the creature attack one of them if it can (runtime.combat)."""
    window = node.duration
    if isinstance(window, ast.NextTurnWindow):
        raise CannotLower("an attack requirement for a later turn of a player (CR 508.1d)", window)
    if isinstance(window, ast.Duration):
        duration = DURATIONS.get(" ".join(lower_words(window)))
        if duration is None:
            raise CannotLower(f"duration {' '.join(lower_words(window))!r}", window)
    else:
        # "each combat", or no window: the duration said before it ("Until your next turn,
        # ..."), or a static ability's; a resolving instruction with neither would last for the
        # rest of the game (CR 611.2a), which no card means
        duration = ctx.continuous_duration()
        if duration is None and not ctx.static:
            raise CannotLower("an attack requirement naming whom with no duration stated for it", node)
    # whom it attacks is no referent ("that player" after it is still the one named before)
    kept = len(ctx.referents)
    whom = ctx.objects(node.defender, role="event")
    del ctx.referents[kept:]
    if isinstance(whom, fx.Unsupported):
        raise CannotLower(whom.reason, node.defender)  # "attacks the other chosen player"
    if not fx.names_players(whom):
        # CR 506.2, 508.1b: the runtime's attackers attack players, never a planeswalker or battle
        raise CannotLower("an attack requirement naming a planeswalker or battle to attack (CR 508.1d)", node.defender)
    return fx.Restriction(what=subject_objects(ctx), rule="attacks each combat if able", other=whom, duration=duration)


LOWERINGS[ast.EachCombatWindow] = part_of("AttacksWhomIfAble")
LOWERINGS[ast.NextTurnWindow] = part_of("AttacksIfAble or AttacksWhomIfAble")


@lowers(ast.CantMoreThan)
def _cant_more_than(node: ast.CantMoreThan, ctx: Lowering) -> fx.Effect:
    """CR 101.2: a limit on how many times players may do something; the rule names the count."""
    return rule_about(render_node(node), ctx)


LOWERINGS[ast.LimitWindow] = part_of("CantMoreThan")
LOWERINGS[ast.CombatLimited] = part_of("CombatLimit")


@lowers(ast.CombatLimit)
def _combat_limit(node: ast.CombatLimit, ctx: Lowering) -> fx.Effect:
    """CR 508.1c, 509.1b: "No more than two creatures can attack you each combat."."""
    if not ctx.static:
        raise CannotLower("a limit on attackers or blockers set by a resolving spell or ability", node)
    action = "block" if node.action.blocks else "attack"
    return fx.CombatLimit(action=action, most=ctx.value(node.amount), defender=fx.You() if node.action.attacks_you else None)
LOWERINGS[ast.DeckAllowance] = part_of("DeckAllowanceRule")


@lowers(ast.DeckAllowanceRule)
def _deck_allowance_rule(node: ast.DeckAllowanceRule, ctx: Lowering) -> fx.Effect:
    """CR 100.2a."""
    words = node.allowance.words
    return fx.DeckAllowance(limit=None if node.allowance.unlimited else ctx.value(words[-1]))


# -- "perpetually" (Alchemy) ------------------------------------------------------------------------
#: effects whose ``duration`` says how long a change to objects lasts
_DURABLE_EFFECTS = (fx.ModifyPT, fx.GrantAbilities, fx.AddTypes, fx.RemoveTypes, fx.LoseAbilities, fx.LoseThisAbility, fx.Becomes, fx.SetPT)


@lowers(ast.Perpetually)
def _perpetually(node: ast.Perpetually, ctx: Lowering) -> EffectList:
    """"It perpetually gains haste": the change lasts for the rest of the game and follows the
    card across zones (digital-only; ``duration="perpetual"``)."""
    with ctx.scope(duration="perpetual"):
        effects = ctx.effects(node.predicate)
    unsupported = [e for e in effects if isinstance(e, fx.Unsupported)]
    if unsupported:  # what the instruction itself cannot say: "perpetually incorporates {U}"
        raise CannotLower(unsupported[0].reason, node)
    if not effects or not all(isinstance(e, _DURABLE_EFFECTS) and e.duration == "perpetual" for e in effects):
        kinds = ", ".join(sorted({type(e).__name__ for e in effects}))
        raise CannotLower(f"perpetually with an instruction that has no duration ({kinds})", node)
    return effects


@lowers(ast.Incorporate)
def _incorporate(node: ast.Incorporate, ctx: Lowering) -> EffectList:
    """"It perpetually incorporates {U}{R}" (digital-only): the effect model has no change to an
    object's mana cost (CR 202.1 defines the mana cost as printed)."""
    raise CannotLower("incorporate: a change to a card's mana cost (digital-only) is no effect yet", node)


# -- "seek" (Alchemy) --------------------------------------------------------------------------------
@lowers(ast.Seek)
def _seek(node: ast.Seek, ctx: Lowering) -> EffectList:
    """"Seek two nonland cards", "Its controller seeks a creature card": that many cards that
    fit, picked at random from the seeker's library, are put into their hand (digital-only). "it"/"them" after it: the cards put."""
    seeker = ctx.doer()
    if not isinstance(seeker, (fx.You, fx.ControllerOf, fx.OwnerOf)):
        # one player, whose library the cards come from: "its controller seeks", "the exiled
        # card's owner seeks"; "each player seeks" is one seek for each, which no Move says
        raise CannotLower("another player seeks", node)
    parts = [node.what]
    while isinstance(parts[0], ast.NpAnd):  # "a land card and a nonland card"
        parts[:1] = [parts[0].left, parts[0].right]
    moves = []
    for part in parts:
        if not isinstance(part, ast.ObjectNp):
            raise CannotLower(f"seek {type(part).__name__}", part)
        det = determiner(part.determiner, ctx)
        count = describe_words(part.descriptor).count if part.descriptor is not None else None
        amount = count if count is not None else det.count if det.count not in (None, fx.Fixed(value=1)) else None
        if det.mode not in ("choice", "none") or det.up_to:
            raise CannotLower(f"seek with determiner {det.mode!r}", part)
        cards = ctx.filter(part, zone="library")
        if not isinstance(cards, fx.Filter):
            raise CannotLower("seek something other than cards", part)
        cards = attrs.evolve(cards, zone="library", zone_owner=seeker, kind="card")
        moves.append(fx.Move(what=fx.Chosen(what=cards, amount=ctx.scaled(amount, node) if amount is not None else None, at_random=True), to="hand"))
    ctx.refer(fx.Found(key=fx.Move.result_key))
    return tuple(moves)


# -- "conjure" (Alchemy) -------------------------------------------------------------------------------
def _conjured(what: Any, ctx: Lowering) -> dict[str, Any]:
    """"a card named Lightning Bolt", "four cards named Lightning Bolt", "a duplicate of it"."""
    if isinstance(what, ast.DuplicateOf):
        return {"duplicate_of": ctx.objects(what.of, role="reference"), "amount": fx.Fixed(value=what.amount)}
    if from_spellbook(what):  # "a random card from ~'s spellbook", "a card of your choice from ..."
        return spellbook_card(what, ctx, choice=True)
    if not isinstance(what, ast.ObjectNp) or what.descriptor is None or what.descriptor.head.lower() not in ("card", "cards"):
        raise CannotLower("conjure something other than named cards or duplicates", what)
    names = [q for q in what.qualifiers or () if isinstance(q, ast.Named)]
    if len(names) != 1 or len(what.qualifiers or ()) != 1:
        raise CannotLower("conjure cards that are not named", what)
    det = determiner(what.determiner, ctx)
    count = describe_words(what.descriptor).count or det.count or fx.Fixed(value=1)
    if det.mode not in ("choice", "none") or det.up_to:
        raise CannotLower(f"conjure with determiner {det.mode!r}", what)
    if names[0].name == "~":  # CR 201.4b: the source's own name, read when the effect happens
        return {"name_of_source": True, "amount": count}
    return {"name": known_name(names[0].name, names[0]), "amount": count}


def _top_cards_at_random(zone: Any, ctx: Lowering) -> tuple[fx.Value | None, Any]:
    """"into the top ten cards of your library at random" (digital-only): how many of the top
    cards the new card goes among, and the library; (None, the zone) for a zone alone."""
    of = zone.qualifiers[0] if isinstance(zone, ast.ObjectNp) and zone.qualifiers and len(zone.qualifiers) == 1 else None
    if not (isinstance(zone, ast.ObjectNp) and zone.determiner is not None and lower_words(zone.determiner)[:2] == ["the", "top"] and isinstance(of, ast.OfNp)):
        return None, zone
    library: Any = of.of
    tail = library.qualifiers[-1] if isinstance(library, ast.ObjectNp) and library.qualifiers else None
    if not isinstance(tail, ast.PickedAtRandom):
        raise CannotLower("conjured into the top cards of a library at a place not said", zone)
    library = attrs.evolve(library, qualifiers=library.qualifiers[:-1] or None)
    if zone_of(library, ctx).kind != "library":
        raise CannotLower("conjured into the top cards of a zone other than a library", zone)
    return np_count(attrs.evolve(zone, qualifiers=None), ctx), library


@lowers(ast.ConjureInto)
def _conjure_into(node: ast.ConjureInto, ctx: Lowering) -> fx.Effect:
    """A new card from outside the game put into the conjurer's zone (digital-only)."""
    within_top, zone_np = _top_cards_at_random(node.zone, ctx)
    zone = zone_of(zone_np, ctx)
    player = ctx.doer()
    if within_top is not None and zone.kind == "library" and isinstance(zone.player, (fx.EachPlayer, fx.EachOpponent)) and player == fx.You():
        # "conjure three cards named ... into the top ten cards of each player's library at
        # random": a new card for each of those players, in their own library
        player = zone.player
    if zone.kind not in ("hand", "graveyard", "library", "exile") or (zone.player is not None and zone.player != player):
        raise CannotLower(f"conjure into {zone.kind} of another player", node.zone)
    effect = fx.Conjure(to=zone.kind, player=player, within_top=within_top, **_conjured(node.what, ctx))
    ctx.refer(fx.Found(key=fx.Conjure.result_key))
    return effect


@lowers(ast.ConjureOntoBattlefield)
def _conjure_onto_battlefield(node: ast.ConjureOntoBattlefield, ctx: Lowering) -> fx.Effect:
    mods = [" ".join(lower_words(m)) for m in node.mods or ()]
    if any(m != "tapped" for m in mods):
        raise CannotLower(f"conjured onto the battlefield {', '.join(mods)}", node)
    effect = fx.Conjure(to="battlefield", player=ctx.doer(), tapped=bool(mods), **_conjured(node.what, ctx))
    ctx.refer(fx.Found(key=fx.Conjure.result_key))
    return effect


LOWERINGS[ast.DuplicateOf] = part_of("ConjureInto or ConjureOntoBattlefield")


# -- boons (Alchemy) -------------------------------------------------------------------------------
@lowers(ast.GetBoon)
def _get_boon(node: ast.GetBoon, ctx: Lowering) -> fx.Effect:
    """'you get a one-time boon with "When you cast a creature spell, ..."': an ability that
    triggers once and is gone, which is what a delayed triggered ability is (CR 603.7c)."""
    if node.times != 1:
        raise CannotLower(f"a boon that triggers {node.times} times", node)
    ability = ctx.lower(node.ability)
    if not isinstance(ability, fx.TriggeredAbility):
        raise CannotLower("a boon whose ability is not a triggered ability", node.ability)
    if ability.condition is not None or ability.modes is not None:
        raise CannotLower("a boon with an intervening if or modes", node.ability)
    return fx.DelayedTrigger(trigger=ability.trigger, effects=ability.effects)


LOWERINGS[ast.ForEachCounter] = part_of("Clause")
LOWERINGS[ast.ForEachCounterAmong] = part_of("Clause")
LOWERINGS[ast.ForEachCounterRemoved] = part_of("Clause")


@lowers(ast.CountCountersRemoved)
def _count_counters_removed(node: ast.CountCountersRemoved, ctx: Lowering) -> fx.Value:
    """"the number of +1/+1 counters removed this way": the counters the cost or instruction
    before removed in this ability (CR 122.8), as "for each counter removed this way" counts them."""
    return fx.CountersRemoved()


#: the counters a player put on objects in a period: the game's record of counters keeps the
#: object and its controller, not the player who put them (CR 122.1)
_COUNTERS_PUT = "the counters a player has put on permanents this turn (CR 122.1): who put a counter is not recorded"
LOWERINGS[ast.ForEachCounterPut] = unsupported(_COUNTERS_PUT)
LOWERINGS[ast.CountersPutCondition] = unsupported(_COUNTERS_PUT)


@lowers(ast.ForEachCounterRemovedSentence)
def _for_each_counter_removed_sentence(node: ast.ForEachCounterRemovedSentence, ctx: Lowering) -> EffectList:
    """"For each counter removed this way, this creature gets +1/+0 until end of turn.": the
    instructions, once for each counter removed (CR 122.8, 609.3)."""
    return (fx.Repeat(times=fx.CountersRemoved(), effects=ctx.effects(node.chain)),)
LOWERINGS[ast.CountersNumbered] = part_of("PutCountersEqual or an entry modifier")
LOWERINGS[ast.HasCountersNumbered] = part_of("ReturnTo or Exile: the counters the object moved gets (compiler.effects)")


@lowers(ast.PutCountersEqual, ast.PutCountersEqualFirst)
def _put_counters_equal(node: ast.PutCountersEqual, ctx: Lowering) -> fx.Effect:
    """"put a number of +1/+1 counters on target creature equal to its power" (CR 122.1)."""
    if node.counters.counter is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.PutCounters(what=ctx.objects(node.on), counter=node.counters.counter, amount=ctx.value(node.amount))


@lowers(ast.GetCountersEqual)
def _get_counters_equal(node: ast.GetCountersEqual, ctx: Lowering) -> fx.Effect:
    """"each opponent gets a number of rad counters equal to its power": counters put on the
    players (CR 122.1)."""
    if node.counters.counter is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.PutCounters(what=ctx.doer(), counter=node.counters.counter, amount=ctx.scaled(ctx.value(node.amount), node))


@lowers(ast.RemoveCountersEqual)
def _remove_counters_equal(node: ast.RemoveCountersEqual, ctx: Lowering) -> fx.Effect:
    """"remove a number of loyalty counters equal to that card's mana value from ~" (CR 122.8)."""
    if _names_players_too(node.source):
        raise CannotLower("counters removed from an object or a player", node.source)
    source = ctx.objects(node.source)
    if node.counters.counter is None and fx.names_players(source):
        raise CannotLower("counters of no stated kind removed from a player", node.source)
    return fx.RemoveCounters(what=source, counter=node.counters.counter, amount=ctx.value(node.amount))


@lowers(ast.PutCountersOnEqual)
def _put_counters_on_equal(node: ast.PutCountersOnEqual, ctx: Lowering) -> fx.Effect:
    """"put +1/+1 counters on that creature equal to its power" (CR 122.1)."""
    counters = node.counters
    if not isinstance(counters, ast.CounterCount) or counters.amount is not None:
        raise CannotLower("a number of counters and an amount \"equal to\" besides", counters)
    if counters.kind is None:
        return ctx.unsupported(node, "counters of no stated kind")
    return fx.PutCounters(what=ctx.objects(node.on), counter=counters.kind.name, amount=ctx.value(node.amount))


# -- mana of any type, once each turn, repeatable costs ------------------------------------------------
@lowers(ast.AnyTypeManaSpendable)
def _any_type_mana_spendable(node: ast.AnyTypeManaSpendable, ctx: Lowering) -> fx.Effect:
    """"mana of any type can be spent to cast that spell": the player who casts it spends mana as
    though it were mana of any type (CR 609.4b), as "you may spend mana as though ..." says."""
    return fx.AsThough(kind="any_type_mana", what=ctx.objects(node.what, role="event"), player=fx.You())




@lowers(ast.AnyTypeManaSpendableThisWay)
def _any_type_mana_spendable_this_way(node: ast.AnyTypeManaSpendableThisWay, ctx: Lowering) -> fx.Effect:
    """"Mana of any type can be spent to cast spells this way.": read by the permission before it
    (sentences._attach_to_previous), the spells cast with it (CR 609.4b, 601.2)."""
    what = node.what
    said = lower_words(what.determiner) if isinstance(what, ast.ObjectNp) and what.determiner is not None else []
    if not isinstance(what, ast.ObjectNp) or what.qualifiers or said not in ([], ["a"]) or lower_words(what.descriptor) not in (["spell"], ["spells"]):
        raise CannotLower(f"mana of any type spent to cast {render_node(what)!r} this way: spells of a description among those the permission allows", node)
    return AnyTypeManaThisWay(alone=ctx.unsupported(node, "mana of any type spent to cast spells \"this way\" with no permission to play or cast just before it (CR 609.4b)"))


def _free_cast_permission(effect: fx.Effect) -> fx.Effect:
    """"you may cast a noncreature spell from your hand without paying its mana cost" said by a
    static ability: a permission to cast a card of that description from that zone without
    paying its mana cost (CR 601.3, 118.9), as "you may play that card without paying its mana
    cost" is; anything else as it is."""
    if not (isinstance(effect, fx.Cast) and effect.without_paying and effect.optional and not effect.alternative_cost):
        return effect
    what = effect.what.what if isinstance(effect.what, fx.Chosen) and not effect.what.at_random else effect.what
    if not isinstance(what, fx.Filter) or what.zone in (None, "battlefield", "stack"):
        return effect
    return fx.PlayPermission(what=what, player=effect.player, action="cast", without_paying=True)


@lowers(ast.OnceEachTurnSentence)
def _once_each_turn(node: ast.OnceEachTurnSentence, ctx: Lowering) -> EffectList:
    """"Once each turn, you may cast a spell from the top of your library.", "Once during each
    of your turns, you may cast a Zombie creature spell from your graveyard.": a permission to
    play that serves once a turn (CR 601.3); "Once each turn, you may pay {0} rather than pay the
    mana cost for a spell you cast from exile.": an alternative cost for other spells that
    serves once a turn (CR 118.9). An instruction usable once a turn is not modelled."""
    effects = tuple(_free_cast_permission(e) for e in ctx.effects(node.chain))
    if any(isinstance(e, fx.Unsupported) for e in walk(effects)):
        return effects  # what of the permission is not lowered: its own reason
    if not (effects and all(isinstance(e, (fx.PlayPermission, fx.AlternativeCostFor)) and getattr(e, "duration", None) is None for e in effects)):
        raise CannotLower("an instruction or a cost usable once each turn (only a permission to play is)", node)
    once_each = "your_turn" if node.your_turns_only else "turn"
    return tuple(attrs.evolve(e, once_each=once_each) for e in effects)
LOWERINGS[ast.RepeatableAdditionalCost] = unsupported("an additional cost paid any number of times (CR 601.2b) is not modelled yet")


# -- kicker counts (CR 702.33c) -----------------------------------------------------------------------
@lowers(ast.TimesKicked)
def _times_kicked(node: ast.TimesKicked, ctx: Lowering) -> fx.Value:
    """"the number of times it was kicked" (CR 702.33c)."""
    return times_kicked(node, ctx)


LOWERINGS[ast.ForEachTimeKicked] = part_of("Clause")
LOWERINGS[ast.ForEachFlip] = part_of("Clause")
LOWERINGS[ast.UntilFlip] = part_of("Clause")
LOWERINGS[ast.ForEachCoinUp] = part_of("Clause")


# -- amounts measured earlier (CR 119.3) ---------------------------------------------------------------
@lowers(ast.LifeChangedThisTurn)
def _life_changed_this_turn(node: ast.LifeChangedThisTurn, ctx: Lowering) -> fx.Value:
    """"the life they lost this turn", "the life you gained this turn"."""
    return fx.LifeChangedThisTurn(player=controller_phrase(node.player, ctx), gained=node.gained)


@lowers(ast.TotalLifeChangedBy)
def _total_life_changed_by(node: ast.TotalLifeChangedBy, ctx: Lowering) -> fx.Value:
    """"the total life lost by all players this turn": the life those players lost (gained)
    this turn, summed (CR 119.3)."""
    words = node.players.lower_words()
    if words == ("all", "players"):
        players: fx.Reference = fx.EachPlayer()
    else:
        players = controller_phrase(next(w for w in node.players.words if not isinstance(w, str)), ctx)
    return fx.LifeChangedThisTurn(player=players, gained=node.gained)


LOWERINGS[ast.LifeLosers] = part_of("TotalLifeChangedBy")


@lowers(ast.LifeChangedThisWay)
def _life_changed_this_way(node: ast.LifeChangedThisWay, ctx: Lowering) -> fx.Value:
    """"the life lost this way": all the life the instructions before it made players lose
    (CR 119.3)."""
    change = node.change.lower()
    if change not in ("lost", "gained"):
        raise CannotLower(f"the life {change} this way", node)
    return fx.LifeChangedThisWay(gained=change == "gained")


@lowers(ast.TheDifference)
def _the_difference(node: ast.TheDifference, ctx: Lowering) -> fx.Value:
    """"If target opponent has more cards in hand than you, draw cards equal to the
    difference.": the greater number the condition compared minus the smaller, read again as
    the instruction is carried out."""
    if ctx.compared is None:
        raise CannotLower("\"the difference\" without a condition comparing two numbers before it", node)
    greater, smaller = ctx.compared
    return fx.Difference(left=greater, right=smaller)


LOWERINGS[ast.DifferenceBetween] = unsupported("the difference between two amounts (never negative) has no value in the model yet: Difference can be negative")
LOWERINGS[ast.ComparedStat] = part_of("ObjectNp (a quality is a filter field)")
LOWERINGS[ast.StatComparedWith] = part_of("ObjectNp (a quality is a filter field)")


@lowers(ast.PumpAdditional)
def _pump_additional(node: ast.PumpAdditional, ctx: Lowering) -> fx.Effect:
    """"gets an additional -1/-1": one more change, applied like any other (CR 613.4c)."""
    power, toughness = pt_change(node.change, ctx, node)
    return fx.ModifyPT(what=subject_objects(ctx), power=power, toughness=toughness, duration=ctx.continuous_duration())


LOWERINGS[ast.ForEachLifeChanged] = part_of("Clause")
LOWERINGS[ast.ForEachLifeChangedThisWay] = part_of("Clause")


@lowers(ast.ForEachLifeChangedSentence)
def _for_each_life_changed_sentence(node: ast.ForEachLifeChangedSentence, ctx: Lowering) -> EffectList:
    """"Whenever you lose life, for each 1 life you lost, exile a permanent you control.": the
    instructions, once for each 1 life gained or lost (CR 119.3, 609.3)."""
    return (fx.Repeat(times=life_changed(node, ctx), effects=ctx.effects(node.chain)),)
LOWERINGS[ast.LifeChanger] = part_of("ForEachLifeChanged")


LOWERINGS[ast.ForEachCounterHeld] = part_of("Clause")
LOWERINGS[ast.ComparedStatOrEqual] = part_of("ObjectNp (a quality is a filter field)")


# -- what happened, in the past tense (CR 400.7, 603.10) -----------------------------------------------
def _q_moved_there(q: ast.MovedThere, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a creature card put into a graveyard this way", "that was put there from the battlefield
    this turn": the history of a zone change, which a filter does not say yet."""
    raise CannotLower(f"objects {q.verb.lower()} somewhere {q.time.lower()} (a zone change's history) are not a filter field yet", q)


def _q_done_by_you(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    """"cards you've drawn this turn", "spells your opponents have cast this turn": objects
    players acted on, counted from the turn's history (history_count), not a filter field."""
    raise CannotLower(f"objects {render_node(q)} are not a filter field yet", q)


QUALIFIERS[ast.MovedThere] = _q_moved_there


def _q_had_enter_by(q: ast.HadEnterBy, fields: dict[str, Any], ctx: Lowering) -> None:
    """"nontoken creatures you had enter the battlefield under your control this turn": the
    objects that entered under that control in the period (CR 400.7), also those that left
    since: the history of a zone change, not a filter field."""
    raise CannotLower("objects a player had enter the battlefield in a period (a zone change's history, CR 400.7) are not a filter field yet", q)


QUALIFIERS[ast.HadEnterBy] = _q_had_enter_by
LOWERINGS[ast.HadEnterBy] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
QUALIFIERS[ast.DoneByYou] = _q_done_by_you
QUALIFIERS[ast.DoneByYouPast] = _q_done_by_you
for _cls in (ast.DoneByPlayer, ast.DoneByThem):
    QUALIFIERS[_cls] = _q_done_by_you
    LOWERINGS[_cls] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
LOWERINGS[ast.DoneByYouPast] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
for _cls in (ast.HaveCastThisTurn, ast.TheyveCastThisTurn, ast.CastThisTurnAny):
    QUALIFIERS[_cls] = _q_done_by_you
    LOWERINGS[_cls] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
LOWERINGS[ast.MovedThere] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
LOWERINGS[ast.DoneByYou] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
LOWERINGS[ast.MoveDestination] = part_of("MovedThere")
LOWERINGS[ast.ForEachTimeDone] = part_of("Clause")
@lowers(ast.DamageDealtAmount)
def _damage_dealt_amount(node: ast.DamageDealtAmount, ctx: Lowering) -> fx.Value:
    """"the damage dealt this way": all the damage the instructions before it dealt (CR 120.3);
    "the damage already dealt to that player this turn": the turn's damage to that player, from
    every source (CR 120.1, as the turn's damage events record it)."""
    if node.verb.lower() != "dealt":
        raise CannotLower(f"the damage {node.verb!r}", node)
    if node.by is not None:
        raise CannotLower("the damage dealt this turn by described sources (CR 120.1) is not kept as a value yet", node)
    time = node.time.lower()
    if node.to is None and time == "this way" and node.amount_of is None and node.already is None:
        return fx.DamageDealtThisWay()
    if node.to is not None and time == "this turn":
        whom = ctx.objects(node.to, role="reference")
        if fx.names_players(whom):
            return fx.DamageDealtToPlayerThisTurn(player=whom)
        raise CannotLower("the damage dealt to a permanent this turn (CR 120.1) is not kept as a value yet", node)
    raise CannotLower("the damage an earlier instruction dealt to one player, or the turn dealt, is not kept as a value yet", node)


@lowers(ast.DamageAmountDealtTo)
def _damage_amount_dealt_to(node: ast.DamageAmountDealtTo, ctx: Lowering) -> fx.Condition:
    """"if 4 or more damage was dealt to it this turn" (CR 120.1): the turn's damage to that
    player reaches the number; to a permanent it is not kept as a value yet."""
    if node.time.lower() != "this turn" or node.participle.lower() != "dealt":
        raise CannotLower(f"damage dealt {node.time!r}", node)
    whom = ctx.objects(node.to, role="reference")
    if not fx.names_players(whom) or isinstance(whom, fx.Filter):
        raise CannotLower("the damage dealt to a permanent this turn (CR 120.1) is not kept as a value yet", node)
    return fx.Compare(left=fx.DamageDealtToPlayerThisTurn(player=whom), op=">=", right=ctx.value(node.amount))
def _excess_to(node: Any, ctx: Lowering) -> fx.Reference | None:
    """"dealt to a creature", "dealt to that creature": which permanents' excess damage counts.
    "a creature" is one dealt excess damage this way, and "its controller" after it refers to
    that one (CR 120.10), not to any creature."""
    if node is None:
        return None
    ref = ctx.objects(node, role="reference")
    if isinstance(ref, fx.Filter):
        described = attrs.evolve(ref, states=(*ref.states, "dealt excess damage this way"))
        if ctx.referents and ctx.referents[-1] == ref:
            ctx.referents[-1] = described
        return described
    return ref


@lowers(ast.ExcessDamageAmount)
def _excess_damage_amount(node: ast.ExcessDamageAmount, ctx: Lowering) -> fx.Value:
    """"the excess damage dealt this way", "the amount of excess damage dealt to that creature
    this way" (CR 120.4a, 120.10): what the instructions before it dealt beyond lethal damage,
    loyalty or defense."""
    if node.verb.lower() != "dealt" or node.time.lower() != "this way":
        raise CannotLower(f"excess damage dealt {node.time.lower()} is not kept as a value yet", node)
    return fx.ExcessDamage(this_way=True, to=_excess_to(node.to, ctx))


@lowers(ast.ThatExcess)
def _that_excess(node: ast.ThatExcess, ctx: Lowering) -> fx.Value:
    """"that excess damage", "the excess" (CR 120.10): the excess damage named before."""
    return fx.ExcessDamage(this_way=False)


@lowers(ast.ThatDamage)
def _that_damage(node: ast.ThatDamage, ctx: Lowering) -> fx.Value:
    """"where X is that damage": the damage of the triggering event, as "that much" is."""
    return fx.EventAmount()




@lowers(ast.TheDamageDealt)
def _the_damage_dealt(node: ast.TheDamageDealt, ctx: Lowering) -> fx.Value:
    """"where X is the amount of damage dealt", "cards equal to the damage": the damage of the
    event that triggered the ability (CR 120.3, 603.2), as "that damage" is; outside a
    triggered ability on damage it names no event."""
    if ctx.trigger_event not in _DAMAGE_EVENTS:
        raise CannotLower("\"the damage dealt\" outside a triggered ability on dealing damage: which damage (CR 120.3)", node)
    return fx.EventAmount()


@lowers(ast.ExcessDamageDealt)
def _excess_damage_dealt(node: ast.ExcessDamageDealt, ctx: Lowering) -> fx.Condition:
    """"If excess damage was dealt this way" (CR 120.4a, 120.10): some was, by the instructions
    before it."""
    if node.verb.lower() != "dealt" or node.time.lower() != "this way":
        raise CannotLower(f"excess damage dealt {node.time.lower()} (the turn's damage history) is not kept yet", node)
    excess = fx.ExcessDamage(this_way=True, to=_excess_to(node.to, ctx))
    return fx.Compare(left=excess, op=">", right=fx.Fixed(value=0))


@lowers(ast.ExcessDamageRedirected)
def _excess_damage_redirected(node: ast.ExcessDamageRedirected, ctx: Lowering) -> fx.Effect:
    """"Excess damage is dealt to that creature's controller instead." (CR 120.4a): read by the
    instruction before it that deals the damage (compiler.sentences)."""
    return ExcessTo(to=ctx.objects(node.to, role="reference"))


LOWERINGS[ast.SpendsThisManaEvent] = part_of("Event")
LOWERINGS[ast.SpentOn] = part_of("ThisManaSpent or ThisManaSpentEvent")


def _spent_on_spell(purpose: Any, ctx: Lowering) -> fx.Reference:
    """"to cast a Dragon creature spell", "on an instant or sorcery spell": the spell the mana
    is spent to cast (CR 106.6, 601.2h), described as on the stack, where it is as its costs are
    paid (CR 601.2a)."""
    uses = [purpose] if isinstance(purpose, ast.SpentOn) else list(purpose)
    if len(uses) != 1 or not isinstance(uses[0], (ast.SpentOn, ast.SpendToCast)):
        raise CannotLower("mana spent on something other than one kind of spell (an ability's cost, a cost with a symbol)", purpose if isinstance(purpose, Node) else None)
    return ctx.filter(uses[0].what, zone="stack")


def _this_mana_trigger(mana: str, purpose: Any, player: fx.Reference | None, ctx: Lowering) -> fx.Trigger:
    """"When that mana is spent to cast a red instant or sorcery spell, ...": a delayed triggered
    ability the mana the ability added carries (CR 106.6, 603.7), triggering as it is spent on
    such a spell; "that spell" is the spell."""
    what = _spent_on_spell(purpose, ctx)
    ctx.trigger_subject = fx.Found(key="triggering")
    ctx.referents.append(fx.Found(key="triggering"))
    return fx.Trigger(event="spend_this_mana", what=what, player=player)


# a condition only as the one of "If that mana is spent on ..., ..." (IF_SENTENCES below)
LOWERINGS[ast.ThisManaSpent] = unsupported("whether the mana an ability produced was spent on something (CR 106.6), other than as the condition of an instruction of that ability")


def _if_mana_spent(node: ast.ThisManaSpent, then: Node, ctx: Lowering) -> fx.Effect:
    """"{T}: Add {C}. If that mana is spent on a creature spell, it gains haste.": an
    additional effect the mana carries onto the spell it is spent on (CR 106.6), happening as it
    is spent; "it", "that spell", "that creature" are that spell."""
    what = _spent_on_spell(node.purpose, ctx)
    with ctx.scope(trigger_subject=fx.Found(key="triggering"), referents=[*ctx.referents, fx.Found(key="triggering")]):
        effects = ctx.effects(then)
    return fx.IfManaSpent(what=what, effects=effects)


IF_SENTENCES[ast.ThisManaSpent] = _if_mana_spent


@lowers(ast.ThisManaSpentEvent)
def _this_mana_spent_event(node: ast.ThisManaSpentEvent, ctx: Lowering) -> fx.Trigger:
    """"When that mana is spent to cast an instant or sorcery spell" (CR 106.6, 603.7), by
    whoever spends it."""
    return _this_mana_trigger(node.mana, node.purpose, None, ctx)


def _spends_this_mana(pred: ast.SpendsThisManaEvent, actor: fx.Reference, ctx: Lowering) -> Any:
    """"When you spend this mana to cast a Dragon creature spell" (CR 106.6, 603.7)."""
    if not fx.names_players(actor):
        raise CannotLower("an object that spends mana", pred)
    return _this_mana_trigger(pred.mana, pred.purpose, actor, ctx)


EVENT_PREDICATES[ast.SpendsThisManaEvent] = _spends_this_mana


def _q_that_did(q: ast.ThatDid, fields: dict[str, Any], ctx: Lowering) -> None:
    """"creatures that died under your control this turn", "that crewed it this turn"; "each
    creature you control that entered the battlefield this turn": a permanent whose own history
    (CR 400.7: it is a new object from the moment it entered) holds its entering this turn,
    a token's creation included (CR 111.1). A count of the turn's events, objects that have
    left since included, is read before the filter (objects.zone_change_count)."""
    if (q.verb.lower() == "entered" and q.what is not None and render_node(q.what).lower() == "the battlefield"
            and q.under_your_control is None and (q.time or "").lower() == "this turn"):
        set_field(fields, "states", "entered this turn", q)
        return
    raise CannotLower(f"objects that {q.verb.lower()} (a past event's history) are not a filter field yet", q)


def _q_formerly_controlled(q: ast.FormerlyControlledBy, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower("control before an object left (last known information, CR 608.2h) is not a filter field yet", q)


def _q_controlled_continuously(q: ast.ControlledContinuously, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower("control continuously since the turn began (CR 302.6): when control last changed is not a filter field yet", q)


def _q_that_was_done(q: ast.ThatWasDone, fields: dict[str, Any], ctx: Lowering) -> None:
    """"that was milled this turn": what happened to an object in a period, which a filter does
    not say yet ("that were destroyed this way" is read as "destroyed this way", repair_np)."""
    raise CannotLower(f"objects that were {q.participle.lower()} {q.time.lower()} (a past event's history) are not a filter field yet", q)


def _q_had_counters_put(q: ast.HadCountersPut, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower(f"objects that had counters put on them {q.time.lower()} (CR 122.6) are not a filter field yet", q)


@lowers(ast.CountersWerePut)
def _counters_were_put(node: ast.CountersWerePut, ctx: Lowering) -> fx.Condition:
    """"if a counter was put on ~ this turn": counters put on an object include those it entered
    with (CR 122.6), which the game's record of counters put does not hold yet."""
    raise CannotLower(f"counters put on an object {node.time.lower()} (CR 122.6: those it entered with included) are not a condition yet", node)


def _q_that_werent(q: ast.ThatWerent, fields: dict[str, Any], ctx: Lowering) -> None:
    """"the exiled cards that weren't cast this way", "all cards revealed this way that weren't
    put onto the battlefield": all but the objects the instructions before moved onto the stack
    (a card cast is put there, CR 601.2a) or onto the battlefield, by the objects they were
    before they moved (CR 400.7, 608.2c)."""
    verb = q.verb.lower()
    to = " ".join(lower_words(q.to)) if q.to is not None else None
    if verb == "cast" and to is None and (q.time or "").lower() == "this way":
        set_field(fields, "excluded", fx.Found(key=MOVED_TO_KEY.format("stack")), q)
        return
    if verb == "put" and to == "onto the battlefield" and (q.time or "").lower() in ("", "this way"):
        set_field(fields, "excluded", fx.Found(key=MOVED_TO_KEY.format("battlefield")), q)
        return
    if verb == "chosen" and to is None and (q.time or "").lower() == "this way":
        # "All permanents that weren't chosen this way phase out.": all but the objects the
        # instruction before chose (CR 608.2c)
        exclude(fields, fx.Found(key="chosen"), q)
        return
    raise CannotLower(f"objects that weren't {verb} by an earlier instruction are not a filter field yet", q)


def _q_youre_attacking(q: ast.YoureAttacking, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower("objects a player's creatures are attacking (CR 506.3) are not a filter field yet", q)


QUALIFIERS[ast.ThatDid] = _q_that_did
QUALIFIERS[ast.YoureAttacking] = _q_youre_attacking
QUALIFIERS[ast.FormerlyControlledBy] = _q_formerly_controlled
QUALIFIERS[ast.ThatWerent] = _q_that_werent
QUALIFIERS[ast.ControlledContinuously] = _q_controlled_continuously
QUALIFIERS[ast.HadCountersPut] = _q_had_counters_put
QUALIFIERS[ast.ThatWasDone] = _q_that_was_done
for _cls in (ast.ThatDid, ast.FormerlyControlledBy, ast.ThatWerent, ast.ControlledContinuously, ast.HadCountersPut):
    LOWERINGS[_cls] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
#: the designations a spell or ability may take away (CR 701.60a: suspected "until a spell or
#: ability causes it to no longer be suspected"; 701.15b goaded); the others a permanent keeps
#: until it leaves the battlefield (monstrous 701.37b, renowned 702.112b, harnessed 701.64b,
#: solved 719.3b)
LOSABLE_STATUSES = ("suspected", "goaded")


def _no_longer(what: Node | str, subject: fx.Reference, node: Node, ctx: Lowering) -> fx.Effect:
    """"are no longer suspected" (CR 701.60a), "is no longer goaded" (701.15b): the designation
    taken away; "are no longer snow": supertypes or card types removed (CR 205.4, 613.1d)."""
    if isinstance(what, str):
        status = what.lower()
        if status not in LOSABLE_STATUSES:
            raise CannotLower(f"a permanent no longer {status}: a designation it keeps until it leaves the battlefield (CR 701.37b, 702.112b)", node)
        if ctx.static or ctx.continuous_duration() is not None:
            raise CannotLower(f"no longer {status} for a while: a designation is taken away once (CR 701.60a), not held off", node)
        return fx.LoseStatus(status=status, what=subject)
    words = [w for w in lower_words(what) if w not in (",", "and", "or")]
    if not words or any(w not in SUPERTYPES and w not in CARD_TYPES for w in words):
        raise CannotLower(f"no longer {render_node(what)!r}: only card types and supertypes are removed (CR 205.1a, 205.4)", node)
    types = tuple(CARD_TYPES[w] for w in words if w in CARD_TYPES)
    supertypes = tuple(SUPERTYPES[w] for w in words if w in SUPERTYPES)
    return fx.RemoveTypes(what=subject, types=types, supertypes=supertypes, duration=ctx.continuous_duration())


@lowers(ast.NoLonger)
def _no_longer_pred(node: ast.NoLonger, ctx: Lowering) -> fx.Effect:
    return _no_longer(node.what, subject_objects(ctx), node, ctx)


@lowers(ast.NoLongerIt)
def _no_longer_it(node: ast.NoLongerIt, ctx: Lowering) -> fx.Effect:
    """"it's no longer suspected", "they're no longer suspected": of the object(s) named before."""
    it = ctx.it()
    if isinstance(it, fx.Chosen):
        # "If any of them are suspected, they're no longer suspected.": every one of them that
        # is, not one object picked out of them
        raise CannotLower(f"{node.subject.split()[0]!r} after a condition about any of a group: each object of the group it holds for (CR 608.2c)", node)
    return _no_longer(node.what, it, node, ctx)


@lowers(ast.IsStatus)
def _is_status(node: ast.IsStatus, ctx: Lowering) -> fx.Effect:
    """"Enchanted creature gets +2/+2 and is goaded.": goaded while the static ability applies
    (CR 701.15b), a rule of the object; "The tokens are goaded for the rest of the game.", "...
    for as long as this Saga remains on the battlefield": a rule a resolving ability gives them
    for the duration it states (CR 611.2a-b). Another keyword action's status held so, or one
    with no stated duration, is not modelled."""
    status = node.status.lower()
    if status != "goaded" or not (ctx.static or ctx.continuous_duration() is not None or ctx.lasting):
        raise CannotLower(f"{status!r} held by a static ability (a keyword action's status) is not in the effect model yet", node)
    return fx.Restriction(what=subject_objects(ctx), rule="goaded", duration=ctx.continuous_duration())
LOWERINGS[ast.IsDoneEvent] = part_of("Event")


def _is_done_event(pred: ast.IsDoneEvent, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever one or more nonland cards are milled" (CR 701.17): any player milling such cards,
    the event of "Whenever a player mills one or more nonland cards"; the cards are the event's
    objects. The grammar's DONE_TO_PP says which participles come here."""
    event = DONE_TO_EVENTS.get(pred.verb.lower())
    if event is None or pred.time is not None or not isinstance(actor, fx.Filter):
        raise CannotLower(f"objects being {pred.verb.lower()} as an event (the player's action seen from its objects) is not in the effect model yet", pred)
    ctx.trigger_subject = fx.Found(key="triggering")
    return fx.Trigger(event=event, player=fx.EachPlayer(), what=actor)


EVENT_PREDICATES[ast.IsDoneEvent] = _is_done_event
# -- what a permanent did by a keyword ability, and a player's speed --------------------------------
def _q_devoured_by_it(q: ast.DevouredByIt, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower("the creatures a permanent devoured (CR 702.82b): the runtime keeps no record of them", q)


QUALIFIERS[ast.DevouredByIt] = _q_devoured_by_it
LOWERINGS[ast.DevouredByIt] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
# mutate (CR 702.140): the runtime merges no permanents, so none keeps how many times
# it mutated
LOWERINGS[ast.TimesMutated] = unsupported("the number of times a permanent has mutated (CR 702.140): the effect model keeps no count of mutations")
# a player's speed (CR 702.179): start your engines! is compiled to a bare keyword, and the
# runtime keeps no speed for a player to read
LOWERINGS[ast.SpeedOf] = unsupported("a player's speed (CR 702.179f): the effect model keeps no speed for a player")


# -- intensity (Alchemy) ----------------------------------------------------------------------------
#: a card's intensity (digital-only): a number the card keeps across zones for the whole game,
#: starting at its "Starting intensity N" (oraclec.keywords.DIGITAL_KEYWORDS)
@lowers(ast.Intensify)
def _intensify(node: ast.Intensify, ctx: Lowering) -> fx.Effect:
    """"~ intensifies by 1", "cards you own named ~ intensify by 1", "Then it intensifies." (by
    one): the subject's cards."""
    amount = ctx.value(node.amount) if node.amount is not None else fx.Fixed(value=1)
    what = subject_objects(ctx)
    if isinstance(what, fx.Unsupported):  # the subject's own reason ("All Chorus cards you own")
        raise CannotLower(what.reason, node)
    if not isinstance(what, (fx.This, fx.Filter)):
        # only cards with a starting intensity have one: this object, or cards described ("cards
        # you own named ~"); "it" read as another object (a target) would be wrong
        raise CannotLower(f"a card intensifies that is neither this object nor cards described ({type(what).__name__})", node)
    return fx.Intensify(what=what, amount=amount)


@lowers(ast.IntensityOf)
def _intensity_of(node: ast.IntensityOf, ctx: Lowering) -> fx.Value:
    """"~'s intensity", "this spell's intensity", "its intensity"."""
    return fx.Intensity(what=possessed_object(node.owner, ctx))


@lowers(ast.IntensityIs)
def _intensity_is(node: ast.IntensityIs, ctx: Lowering) -> fx.Condition:
    """"~'s intensity is 4", "this card's intensity is 3 or more"."""
    op, value = comparison(node.comparison, ctx)  # type: ignore[arg-type]
    return fx.Compare(left=fx.Intensity(what=possessed_object(node.owner, ctx)), op=op, right=value)


# -- drafting (Alchemy's spellbooks; Conspiracy Draft) ---------------------------------------------
@lowers(ast.Draft)
def _draft(node: ast.Draft, ctx: Lowering) -> fx.Effect:
    """"draft a card from ~'s spellbook" (Alchemy): a card of a spellbook, which the effect names
    by its card (its cards are a list of the digital game, in no text); any other draft is a Conspiracy Draft's, which happens before the game (CR 905.1)."""
    if from_spellbook(node.what):
        effect = fx.Draft(player=ctx.doer(), **spellbook_card(node.what, ctx, choice=False))
        ctx.refer(fx.Found(key=fx.Draft.result_key))
        return effect
    raise CannotLower(_DRAFT_REASON, node)


#: Conspiracy Draft (CR 905.1-905.2): what a card does during the draft is not part of a game
_DRAFT_REASON = "drafting (CR 905.1) happens before the game, outside the effect model"
for _cls in (ast.DraftFace, ast.RevealAsDrafted, ast.AsDraftedSentence):
    LOWERINGS[_cls] = unsupported(_DRAFT_REASON)


@lowers(ast.TurnFace)
def _turn_face(node: ast.TurnFace, ctx: Lowering) -> fx.Effect:
    """"turn target face-down creature face up" (CR 708.7-708.8), "turn the exiled card face up"
    (a card exiled face down, CR 406.3), "turn this creature face down" (CR 708.2a). A card
    drafted face up and turned face down (CR 905.2c) is said in a draft sentence, which is not
    lowered (see above)."""
    what = ctx.objects(node.what)
    if node.side.lower() == "face up":
        return fx.TurnFaceUp(what=what)
    return fx.TurnFaceDown(what=what)


LOWERINGS[ast.AsDrafted] = part_of("RevealAsDrafted or AsDraftedSentence")
LOWERINGS[ast.NotedInformation] = part_of("Note")
LOWERINGS[ast.Note] = unsupported(NOTE_REASON)
LOWERINGS[ast.NotedNumber] = unsupported(NOTE_REASON)
LOWERINGS[ast.NotedFor] = part_of("NotedName or OfNotedType")
LOWERINGS[ast.NotedName] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")
LOWERINGS[ast.OfNotedType] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")


def _q_of_noted_type(q: Any, fields: dict[str, Any], ctx: Lowering) -> None:
    raise CannotLower(NOTE_REASON, q)


QUALIFIERS[ast.OfNotedType] = _q_of_noted_type


# -- "twice" ----------------------------------------------------------------------------------------------
def _twice(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList:
    """"investigate twice", "copy it twice": the instructions done two times in a row (each
    target of them is chosen once, as the spell or ability is put on the stack, CR 601.2c)."""
    return (fx.Repeat(times=fx.Fixed(value=2), effects=tuple(effects)),)


@lowers(ast.MayActivate)
def _may_activate(node: ast.MayActivate, ctx: Lowering) -> fx.Effect:
    """"You may activate the loyalty abilities of ~ twice each turn rather than only once." (CR
    606.3), "You may activate abilities of creatures you control as though those creatures had
    haste." (CR 302.6, 602.5a), "you may activate equip abilities any time you could cast an
    instant" (CR 602.5d): a permission to activate abilities beyond the rules' limits, read as
    each ability is activated (runtime.casting.activation_permitted)."""
    tails = list(node.tails or ())
    if len(tails) != 1:
        raise CannotLower("a permission to activate abilities with more than one condition or none (CR 602.5)", node)
    tail = tails[0]
    player = ctx.objects(node.subject, role="player")
    if player != fx.You():
        raise CannotLower("a permission to activate abilities given to players other than \"you\" (CR 602.5)", node.subject)
    described = _permitted_abilities(node.what, ctx)
    duration = ctx.continuous_duration()
    if isinstance(tail, ast.TwiceRatherThanOnce):
        # CR 606.3: a loyalty ability of a permanent once each turn; "twice each turn" as a
        # static ability, "twice this turn" as an instruction
        kind = "twice"
        if described.keyword != "loyalty":
            raise CannotLower("activating abilities other than loyalty abilities twice rather than once (CR 602.5b, 606.3)", tail)
        this_turn = "this turn" in tail.words.lower()
        if this_turn == ctx.static or duration is not None:
            raise CannotLower("\"twice this turn\" in a static ability, or \"twice each turn\" from an instruction (CR 606.3, 611.2)", tail)
        if this_turn:
            duration = "end_of_turn"
    elif isinstance(tail, ast.AsThoughHad):
        # CR 302.6: "as though those creatures had haste": the creatures the abilities are on
        if render_node(tail.keywords).lower() != "haste" or render_node(tail.subject).lower() not in ("those creatures", "they", "it"):
            raise CannotLower(f"activating abilities as though {render_node(tail.subject)!r} had {render_node(tail.keywords)!r} (CR 609.4b)", tail)
        kind = "haste"
    elif isinstance(tail, ast.CastTimingTail) and lower_words(tail) == ["any", "time", "could", "cast", "an", "instant"] and "you" in render_node(tail).lower().split():
        kind = "instant"  # CR 117.1a, 602.5d: whenever they have priority
    else:
        raise CannotLower(f"a permission to activate abilities {render_node(tail)!r} (CR 602.5)", tail)
    if not ctx.static and duration is None:
        raise CannotLower("a permission to activate abilities given by an instruction for the rest of the game (CR 611.2)", node)
    return fx.ActivationPermission(kind=kind, what=described, player=player, duration=duration)


def _permitted_abilities(node: Any, ctx: Lowering) -> fx.ActivatedAbilities:
    """The abilities a permission to activate names: "the loyalty abilities of ~", "her loyalty
    abilities", "equip abilities", "abilities of creatures you control" (only activated
    abilities are activated, CR 602.1)."""
    if isinstance(node, (ast.KindAbilities, ast.ObjectNp)) and lower_words(node.determiner) == ["the"] and any(isinstance(q, ast.OfNp) for q in node.qualifiers or ()):
        node = attrs.evolve(node, determiner=None)  # "the loyalty abilities of ~": all of them
    if type(node) is ast.ObjectNp and node.descriptor is not None and lower_words(node.descriptor) == ["abilities"]:
        node = attrs.evolve(node, descriptor=attrs.evolve(node.descriptor, words=("activated", "abilities")))
    described = activated_abilities(node, ctx)
    if described is None:
        raise CannotLower(f"a permission to activate {render_node(node)!r}: not abilities described by what they are on and their kind (CR 602)", node)
    return described


LOWERINGS[ast.TwiceRatherThanOnce] = part_of("MayActivate")
CLAUSE_TAILS[ast.TwiceTail] = _twice
LOWERINGS[ast.TwiceTail] = part_of("Clause (see CLAUSE_TAILS)")


def _times(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList:
    """"populate X times", "investigate three times": the instructions done that many times in a
    row, the number read as the instructions begin (CR 608.2c, 107.3a: X is defined by the
    ability)."""
    if isinstance(tail.count, str) and tail.count.lower() == "that many":
        return (fx.Repeat(times=fx.EventAmount(), effects=tuple(effects)),)  # the event's number
    return (fx.Repeat(times=ctx.value(tail.count), effects=tuple(effects)),)


CLAUSE_TAILS[ast.TimesTail] = _times


def _the_same_way(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList:
    """"Players discard cards and sacrifice creatures the same way.": the instructions of the
    sentence before, carried out again in the order written (CR 608.2c) with other objects put
    in; the effect model has no way to redo earlier instructions with their objects replaced, so
    the clause's own instructions (which alone mean something else) are not kept either."""
    return (ctx.unsupported(tail, "instructions done \"the same way\" as earlier ones, with other objects (CR 608.2c), are not lowered yet"),)


CLAUSE_TAILS[ast.TheSameWayTail] = _the_same_way
LOWERINGS[ast.TheSameWayTail] = part_of("Clause (see CLAUSE_TAILS)")
LOWERINGS[ast.TimesTail] = part_of("Clause (see CLAUSE_TAILS)")


def _once_more(tail: Any, effects: EffectList, ctx: Lowering) -> EffectList:
    """"then it explores again", "investigate an additional time": the clause is itself the one
    more time its instructions are done (CR 608.2c: in the order written), so they are lowered
    as said, once."""
    return effects


CLAUSE_TAILS[ast.OnceMoreTail] = _once_more
LOWERINGS[ast.OnceMoreTail] = part_of("Clause (see CLAUSE_TAILS)")


LOWERINGS[ast.Unspecialize] = unsupported("digital-only (Alchemy): a card's versions to specialize into and back are not in the effect model")


# -- counters of several kinds, and a choice among counters (CR 122.1, 608.2d) ---------------------
LOWERINGS[ast.SeveralCounters] = part_of("PutCounters, EntryMod, HasCounters or EscapesWith")
LOWERINGS[ast.CounterChoice] = part_of("PutCounters, EntryMod or EscapesWith")
LOWERINGS[ast.CounterFromAmong] = part_of("PutCounters or SeveralCounters")
LOWERINGS[ast.CountersOn] = part_of("PutCountersEach")
LOWERINGS[ast.UpToCounters] = part_of("RemoveCounters")
LOWERINGS[ast.AllButCounters] = part_of("RemoveAllButCounters")


@lowers(ast.PutCountersEach)
def _put_counters_each(node: ast.PutCountersEach, ctx: Lowering) -> EffectList:
    """"put a +1/+1 counter on it and a +1/+1 counter on up to one other target creature": the
    counters of each placement put on its object, in the order written (CR 122.1, 608.2c)."""
    effects: list[fx.Effect] = []
    for placed in node.placements:
        effects.extend(counters_put(placed.counters, ctx.objects(placed.on), ctx, scale=node))
    return tuple(effects)


@lowers(ast.EscapesWith)
def _escapes_with(node: ast.EscapesWith, ctx: Lowering) -> fx.Effect:
    """CR 702.138c: "[This permanent] escapes with [counters]" means "If this permanent
    escaped, it enters with [those counters]"; it escaped if the spell it was was cast with its
    escape ability (CR 702.138b), the alternative cost paid."""
    if not ctx.static or not isinstance(subject_objects(ctx), fx.This):
        return ctx.unsupported(node, "an object other than this permanent escaping with counters")
    escaped = fx.CostWasPaid(name="escape")
    puts = counters_put(node.counters, fx.This(), ctx)
    if len(puts) == 1 and isinstance(puts[0], fx.PutCounters):
        return EntersWithPlaceholder(ability=fx.EntersWith(counter=puts[0].counter, amount=puts[0].amount, condition=escaped))
    return EntersWithPlaceholder(ability=fx.EntersWith(effects=tuple(on_entering(put, ctx, node) for put in puts), condition=escaped))


# -- counters a player has (CR 122.1) and energy (CR 107.14) -----------------------------------------
@lowers(ast.CountCountersHeld)
def _count_counters_held(node: ast.CountCountersHeld, ctx: Lowering) -> fx.Value:
    """"the number of experience counters you have" (CR 122.1): the player's counters of the
    kind (of every kind when none is named)."""
    player = controller_phrase(node.player, ctx)
    return fx.StatOf(what=player, stat="counters" if node.counter is None else f"counters:{node.counter}")


@lowers(ast.EnergyHeld)
def _energy_held(node: ast.EnergyHeld, ctx: Lowering) -> fx.Value:
    """"the amount of {E} you have": the player's energy counters (CR 107.14)."""
    return fx.StatOf(what=controller_phrase(node.player, ctx), stat="counters:energy")


@lowers(ast.GetEnergyEqual, ast.GetEnergyNumber)
def _get_energy_equal(node: Any, ctx: Lowering) -> fx.Effect:
    """"you get an amount of {E} equal to ...", "you get X {E}": that many energy counters (CR
    107.14, 122.1)."""
    return fx.PutCounters(what=ctx.doer(), counter="energy", amount=ctx.scaled(ctx.value(node.amount), node))


@lowers(ast.PayEnergyEqual, ast.PayEnergyNumber)
def _pay_energy_equal(node: Any, ctx: Lowering) -> fx.Effect:
    """"you may pay an amount of {E} equal to ...", "you may pay eight {E}": removing that many
    energy counters from the player (CR 107.14); unpayable with fewer (CR 118.3)."""
    cost = fx.RemoveCountersCost(counter="energy", amount=ctx.value(node.amount), what=ctx.doer())
    return fx.Pay(player=ctx.doer(), costs=(cost,))


# -- each kind of counter (CR 122.1, 701.10e) ----------------------------------------------------------
LOWERINGS[ast.ForEachCounterKind] = part_of("Clause")
LOWERINGS[ast.EachKindOn] = part_of("DoubleEachKind")
LOWERINGS[ast.EachKindHeld] = part_of("DoubleEachKind")
# read by ForEachCounterKindSentence; on their own ("Choose a counter on target permanent or
# player. Give that permanent or player another counter of that kind."), by _chosen_counter_kind


@lowers(ast.PutItsCounters)
def _put_its_counters(node: ast.PutItsCounters, ctx: Lowering) -> fx.Effect:
    """"put its +1/+1 counters on target creature you control": as many counters of that kind as
    the object named before has, as it last existed if it left the battlefield (CR 122.1,
    608.2h), as modular's "put its +1/+1 counters on target artifact creature" (CR 702.43a)."""
    owner = ctx.it()
    if fx.names_players(owner):
        raise CannotLower("\"its\" counters of a player", node)
    kind = node.kind
    return fx.PutCounters(what=ctx.objects(node.on), counter=kind, amount=fx.StatOf(what=owner, stat=f"counters:{kind}"))


@lowers(ast.PutAnotherCounter)
def _put_another_counter(node: ast.PutAnotherCounter, ctx: Lowering) -> fx.Effect:
    """"put another +1/+1 counter on ~": one counter of that kind, as "a +1/+1 counter" (CR
    122.1)."""
    return fx.PutCounters(what=ctx.objects(node.on), counter=node.kind, amount=ctx.scaled(fx.Fixed(value=1), node))


@lowers(ast.RemoveAllButCounters)
def _remove_all_but_counters(node: ast.RemoveAllButCounters, ctx: Lowering) -> fx.Effect:
    """"remove all but one +1/+1 counter from it": every counter of the kind but that many, none
    when there are no more than that (CR 122.8, 107.1b)."""
    words = list(node.counters.words)
    kind = next((w.name for w in words if isinstance(w, ast.CounterKind)), None)
    if kind is None:
        raise CannotLower("all but a number of counters of no stated kind", node.counters)
    source = ctx.objects(node.source)
    if fx.names_players(source) or isinstance(source, (fx.Filter, fx.Union)):
        raise CannotLower("all but a number of counters of a player or of each of several objects", node.source)
    kept = word_value(str(words[2]), node.counters)
    return fx.RemoveCounters(what=source, counter=kind, amount=fx.Difference(left=fx.StatOf(what=source, stat=f"counters:{kind}"), right=kept))


@lowers(ast.PutCountedNumber)
def _put_counted_number(node: ast.PutCountedNumber, ctx: Lowering) -> fx.Effect:
    """"if it had one or more counters on it, you may put that number of +1/+1 counters on target
    creature": as many as the condition before counted (CR 608.2c)."""
    if node.kind is None:
        raise CannotLower("counters of no stated kind", node)
    if ctx.counted_counters is None:
        raise CannotLower("\"that number\" without a condition before that counts counters on an object", node)
    what, kind = ctx.counted_counters
    counted = fx.StatOf(what=what, stat="counters" if kind is None else f"counters:{kind}")
    return fx.PutCounters(what=ctx.objects(node.on), counter=node.kind.name, amount=counted)


@lowers(ast.PutSameCounters)
def _put_same_counters(node: ast.PutSameCounters, ctx: Lowering) -> fx.Effect:
    """"put the same number of each kind of counter on that creature", "they put the same number
    and kind of counters on this creature" (CR 122.1)."""
    raise CannotLower("as many counters of each kind as an object named before has, or as a trigger event put (CR 122.1): counters copied from an object or an event are not in the effect model yet", node)


@lowers(ast.MoveCounterOfEachKind)
def _move_counter_of_each_kind(node: ast.MoveCounterOfEachKind, ctx: Lowering) -> fx.Effect:
    """"move a counter of each kind not on ~ from another target permanent you control onto ~"
    (CR 122.5)."""
    raise CannotLower("a counter of each kind moved from one object onto another (CR 122.5) is not in the effect model yet", node)


@lowers(ast.CountersCappedSentence)
def _counters_capped(node: ast.CountersCappedSentence, ctx: Lowering) -> fx.Effect:
    """"This ability can't cause the total number of +1/+0 counters on this creature to be
    greater than four." (CR 122.1)."""
    raise CannotLower("a limit on the number of counters an ability can make an object have (CR 122.1) is not in the effect model yet", node)


@lowers(ast.DoubleEachKind)
def _double_each_kind(node: ast.DoubleEachKind, ctx: Lowering) -> fx.Effect:
    """CR 701.10e: doubling the counters of each kind on a permanent or player gives it as
    many more of each kind as it already has."""
    counters = node.counters
    if isinstance(counters, ast.EachKindHeld):
        return fx.PutCountersOfEachKind(what=controller_phrase(counters.player, ctx))
    assert isinstance(counters, ast.EachKindOn)
    return fx.PutCountersOfEachKind(what=ctx.objects(counters.on))


def _names_players_too(np: Any) -> bool:
    """Whether a noun phrase names players beside objects ("target permanent or player",
    "another target permanent or opponent")."""
    descriptor = getattr(np, "descriptor", None)
    return descriptor is not None and any(w in ("player", "players", "opponent", "opponents") for w in lower_words(descriptor))


@lowers(ast.ForEachCounterKindSentence)
def _for_each_counter_kind(node: ast.ForEachCounterKindSentence, ctx: Lowering) -> fx.Effect:
    """"For each kind of counter on target permanent, put another counter of that kind on it.",
    "..., give that permanent or player another counter of that kind.": one more of each kind
    already there (CR 122.1), on the object (or player) the sentence names and its instruction
    refers back to."""
    clauses = [w for w in node.chain.words if isinstance(w, ast.Clause)]
    predicates = clauses[0].predicates if len(clauses) == 1 else ()
    predicate = predicates[0] if isinstance(predicates, tuple) and len(predicates) == 1 else predicates
    if len(clauses) != 1 or clauses[0].subject is not None or clauses[0].tails or clauses[0].may:
        return ctx.unsupported(node, "an instruction for each kind of counter other than one more of that kind")
    if isinstance(predicate, ast.GiveCounterOfThatKind):
        on = predicate.to
    elif isinstance(predicate, ast.PutCounterOfThatKind):
        on = predicate.on
    elif isinstance(predicate, ast.PutOrRemoveCounterOfThatKind):
        if not _refers_back(predicate.source):
            return ctx.unsupported(node, "another counter of that kind removed from another object or player")
        on = predicate.on
    else:
        return ctx.unsupported(node, "an instruction for each kind of counter other than one more of that kind")
    if not _refers_back(on):
        return ctx.unsupported(node, "another counter of that kind on another object or player")
    what = ctx.objects(node.on)
    if _names_players_too(node.on):
        what = _permanent_or_player(what, node.on)
    return fx.PutCountersOfEachKind(what=what, amount=fx.Fixed(value=1), or_remove=isinstance(predicate, ast.PutOrRemoveCounterOfThatKind))


def _permanent_or_player(what: fx.Reference, np: Any) -> fx.Reference:
    """"target permanent or player": one target, a permanent or a player (CR 115.1), as a
    description reads it (a player, or any permanent)."""
    permanent = fx.Filter(zone="battlefield")
    if not (isinstance(what, fx.Target) and what.what == fx.Union(parts=(fx.EachPlayer(), permanent), either=True)):
        raise CannotLower("a target of objects and players other than \"permanent or player\"", np)
    return attrs.evolve(what, what=fx.Union(parts=(permanent, fx.EachPlayer())))


def _refers_back(np: Any) -> bool:
    """"it", "that permanent", "that permanent or player": the object named before."""
    if isinstance(np, ast.Pronoun):
        return lower_words(np) in (["it"], ["them"])
    determiner_ = getattr(np, "determiner", None)
    return determiner_ is not None and lower_words(determiner_) == ["that"]


@lowers(ast.CountCounterKinds)
def _count_counter_kinds(node: ast.CountCounterKinds, ctx: Lowering) -> fx.Value:
    """"the number of different kinds of counters among permanents you control" (CR 122.1)."""
    return fx.CountDistinct(what=ctx.objects(node.among, role="reference"), characteristic="counter_kinds")


@lowers(ast.CountCountersAmong)
def _count_counters_among(node: ast.CountCountersAmong, ctx: Lowering) -> fx.Value:
    """"the number of counters among creatures you control": the counters on each of those
    objects, summed (CR 122.1; StatOf sums over several objects)."""
    kind = node.kind.name if node.kind is not None else None
    return fx.StatOf(what=ctx.objects(node.among, role="reference"), stat="counters" if kind is None else f"counters:{kind}")


@lowers(ast.PayOneOrMore)
def _pay_one_or_more(node: ast.PayOneOrMore, ctx: Lowering) -> fx.Effect:
    """"you may pay one or more {E}" (CR 107.1c, 107.14): energy counters, at least one."""
    return fx.PayAnyAmount(counter="energy", player=ctx.doer(), at_least=1)


@lowers(ast.ThereAreCounterKinds)
def _there_are_counter_kinds(node: ast.ThereAreCounterKinds, ctx: Lowering) -> fx.Condition:
    """"there are three or more different kinds of counters among creatures you control" (CR 122.1)."""
    if node.verb.lower() not in ("is", "are"):
        raise CannotLower(f"kinds of counters there {node.verb!r}", node)
    op, value = amount_bound(node.amount)
    kinds = fx.CountDistinct(what=ctx.objects(node.among, role="reference"), characteristic="counter_kinds")
    return fx.Compare(left=kinds, op=op, right=value)


LOWERINGS[ast.GetsEnergyEvent] = part_of("Event")


def _gets_energy_event(pred: ast.GetsEnergyEvent, actor: fx.Reference, ctx: Lowering) -> Any:
    """"Whenever you get one or more {E}": energy counters put on that player (CR 107.14, 122.1)."""
    return fx.Trigger(event="counter_added", what=actor, counter="energy")


EVENT_PREDICATES[ast.GetsEnergyEvent] = _gets_energy_event


#: zones a card or permanent is put into, that the turn's zone changes name (CR 400.1)
_MOVED_TO = ("graveyard", "hand", "exile", "library", "battlefield")


def _moved_this_way(node: ast.WasMoved, ctx: Lowering) -> fx.Condition:
    """"If an Equipment is put onto the battlefield this way, you may attach it to a creature
    you control.", "If a creature card is put into a graveyard this way, return it to the
    battlefield": the instructions before it in the ability (CR 608.2c) put such an object into
    that zone, described as the new object it is there (CR 400.7), whatever moved it; "it"
    after it is that object. "If that artifact is put into a graveyard this way": the object
    named before is one of those that went there."""
    if node.verb.lower() != "put" or node.origin is not None or node.to is None:
        raise CannotLower(f"objects {node.verb.lower()} {render_node(node.origin) + ' ' if node.origin is not None else ''}this way", node)
    words = lower_words(node.to)
    if words == ["onto", "the", "battlefield"]:
        kind, player = "battlefield", None
    elif words[:1] == ["into"] and isinstance(node.to.words[-1], Node):
        zones = zones_of(node.to.words[-1], ctx)
        if len(zones) != 1:
            raise CannotLower("objects put into one of several zones this way", node.to)
        kind, player = zones[0].kind, zones[0].player
    else:
        raise CannotLower(f"objects put {' '.join(words)} this way", node.to)
    negated = node.be.lower().endswith("n't")
    if definite(node.subject):
        # the object it was before it moved (it is a new object there, CR 400.7)
        return fx.Is(what=ctx.objects(node.subject, role="reference"), test=fx.Found(key=MOVED_TO_KEY.format(kind)), negated=negated)
    at_least = described_count(node.subject)
    if at_least is None:
        raise CannotLower(f"{render_node(node.subject)!r} put somewhere this way", node.subject)
    if at_least == 0:  # "if no cards are put into your hand this way"
        negated, at_least = not negated, 1
    subject = node.subject if indefinite(node.subject) else attrs.evolve(node.subject, determiner=attrs.evolve(node.subject.determiner, words=("a",)))
    described = ctx.filter(subject)
    if isinstance(described, fx.Unsupported):
        return described
    if not isinstance(described, fx.Filter) or fx.names_players(described):
        raise CannotLower(f"{render_node(node.subject)!r} as a description of objects put somewhere this way", node.subject)
    # where those objects are now is the zone they were put into, not what the description says
    fields = attrs.asdict(described, recurse=False)
    fields["zone"], fields["zone_owner"] = fx.Filter().zone, None
    if player is not None and not isinstance(player, fx.EachPlayer):
        # "put into your graveyard": a card goes only to its owner's graveyard, hand or library (CR 400.3)
        set_field(fields, "owner", player, node.to)
    what = ctx.refer(fx.Amongst(among=fx.Found(key=PUT_INTO_KEY.format(kind)), filter=fx.Filter(**fields)))
    exists = fx.Exists(what=what) if at_least == 1 else fx.Exists(what=what, at_least=fx.Fixed(value=at_least))
    return fx.NotCondition(condition=exists) if negated else exists


@lowers(ast.WasMoved)
def _was_moved(node: ast.WasMoved, ctx: Lowering) -> fx.Condition:
    """"if a creature card was put into your graveyard from anywhere this turn", "if a land you
    controlled was put into a graveyard from the battlefield this turn": one of the turn's zone
    changes (CR 400.7) moved such an object, described as it was before it moved (CR 608.2h);
    into "your" graveyard or hand: a card its owner's (CR 400.3)."""
    if node.time.lower() == "this way":
        return _moved_this_way(node, ctx)
    if node.time.lower() != "this turn" or node.verb.lower() != "put" or node.be.lower() not in ("was", "were") or node.to is None:
        raise CannotLower(f"objects {node.verb!r} {node.time!r}", node)
    at_least = described_count(node.subject)
    if at_least is None or at_least == 0 or (at_least == 1 and not indefinite(node.subject)):
        raise CannotLower(f"{render_node(node.subject)!r} moved this turn (a number of zone changes)", node.subject)
    if at_least > 1:
        # "if three or more cards were put into your graveyard ... this turn": that many of the
        # turn's zone changes (CR 400.7), described as "a card" is
        node = attrs.evolve(node, subject=attrs.evolve(node.subject, determiner=attrs.evolve(node.subject.determiner, words=("a",))))
    into = [w for w in node.to.words]
    if len(into) != 2 or not isinstance(into[0], str) or into[0].lower() != "into" or isinstance(into[1], str):
        raise CannotLower(f"put {render_node(node.to)!r}", node.to)
    zone = zone_of(into[1], ctx)
    if zone.kind not in _MOVED_TO:
        raise CannotLower(f"put into a {zone.kind}", node.to)
    excluded = excluded_origin_zone(node.origin, ctx)
    origin = origin_zone(node.origin, ctx) if excluded is None else None
    subject, controller = formerly_controlled(node.subject, ctx)
    if controller is not None and origin != "battlefield":
        raise CannotLower("control before an object left, of an object not put there from the battlefield (CR 608.2h)", node.subject)
    described = ctx.filter(subject)
    if isinstance(described, fx.Unsupported):
        return described
    if not isinstance(described, fx.Filter):
        raise CannotLower(f"{render_node(node.subject)!r} as a description of objects moved", node.subject)
    described = owned_in_zone(described, zone, "put into", node.to)
    if controller is not None:
        # "a land you controlled": its controller as it left (CR 608.2h), the zone change's record
        if described.controller is not None:
            raise CannotLower("two controllers of an object moved", node.subject)
        described = attrs.evolve(described, controller=controller)
    # where it was is said by the zone change ("from the battlefield"), not by the description
    described = attrs.evolve(described, zone=fx.Filter().zone, zone_owner=None)
    source = f"anywhere other than {excluded}" if excluded is not None else (origin or "anywhere")
    if at_least > 1:
        return fx.Compare(left=fx.ZoneChangesThisTurn(what=described, to=zone.kind, origin=source), op=">=", right=fx.Fixed(value=at_least))
    return fx.HappenedThisTurn(what=described, event=f"moved to {zone.kind} from {source}", period="turn")


LOWERINGS[ast.BlocksCreature] = LOWERINGS[ast.BlockCreature] = unsupported(
    "a creature made to block by an effect after blockers were declared (CR 509.1, 506.4): not in the effect model"
)


LOWERINGS[ast.LockOrUnlock] = unsupported("locking or unlocking a door of a Room (CR 709.5) is not in the effect model yet")
