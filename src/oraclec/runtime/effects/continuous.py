"""Executors of the continuous of the effect model (:mod:`oraclec.effects.continuous`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ... import effects as fx
from ...effects.base import walk
from ..context import Context
from ..dispatch import evaluate
from ..errors import UnsupportedAtRuntime
from ..layers import ACTIVATED_ABILITIES_CANT_BE_ACTIVATED, lose_op, rule_op
from ..player_rules import add_resolved, add_resolved_about_cards, known
from ..references import objects_of, players_of
from ..registry import executor
from ..spell_effects import add_spell_effect
from ..state import ENDED_DURATIONS
from ..state_based_actions import end_lapsed_durations
from .common import effect_duration, for_player

if TYPE_CHECKING:
    from ..game import Game


def _add_ops(game: Game, e: Any, ctx: Context, ops: list[tuple[str, tuple[Any, ...]]]) -> None:
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, ops, duration=effect_duration(e.duration), ctx=ctx)


@executor(fx.ForAsLongAs)
def _for_as_long_as(game: Game, e: fx.ForAsLongAs, ctx: Context) -> None:
    """"Gain control of target creature for as long as you control ~", "You may cast that card
    for as long as it remains exiled": the continuous effects, permissions, replacement effects
    and rules about players the instructions create last while the condition holds, and end for
    good as soon as it doesn't (CR 611.2b; checked whenever the game checks state-based actions,
    :func:`end_lapsed_durations`). The condition is read with what the resolving ability knew
    (its source, targets and found objects)."""
    state = game.state
    if any(isinstance(inner, fx.BecomeCopy) for inner in walk(e.effects)):
        # the runtime's copy effects last for the rest of the game (Game.become_copy)
        game.unsupported["ForAsLongAs"] += 1
        raise UnsupportedAtRuntime("ForAsLongAs", "a copy effect that ends (layer 1 with a duration, CR 707.2, 611.2b)")
    before = (len(state.effects), len(state.permissions), len(state.replacements), len(state.player_rules))
    game.run(e.effects, ctx)
    lasting = (e.condition, attrs.evolve(ctx, results={k: list(v) for k, v in ctx.results.items()}))
    for effect in state.effects[before[0] :]:
        effect.duration, effect.lasts_while = "while", lasting
    for entries, start in ((state.permissions, before[1]), (state.replacements, before[2]), (state.player_rules, before[3])):
        for entry in entries[start:]:
            entry["duration"], entry["lasts_while"] = "while", lasting
    end_lapsed_durations(game)


@executor(fx.UsableWhile)
def _usable_while(game: Game, e: fx.UsableWhile, ctx: Context) -> None:
    """"During any turn you attacked with a Rogue, you may cast that card", "you may play it if
    you control a Kavu": the permissions the instructions give may be used only while the
    condition holds, read each time one would be used (CR 601.3, 609.4b;
    dispatch.permission_usable) with what the resolving ability knew. Anything else the
    instructions would create (a continuous effect, a replacement effect, a rule about players)
    is refused: nothing reads a condition on using it."""
    state = game.state
    before = (len(state.effects), len(state.permissions), len(state.replacements), len(state.player_rules))
    game.run(e.effects, ctx)
    if (len(state.effects), len(state.replacements), len(state.player_rules)) != (before[0], *before[2:]):
        game.unsupported["UsableWhile"] += 1
        raise UnsupportedAtRuntime("UsableWhile", "an effect other than a permission, usable only while a condition holds")
    usable = (e.condition, attrs.evolve(ctx, results={k: list(v) for k, v in ctx.results.items()}))
    for entry in state.permissions[before[1] :]:
        entry["usable_while"] = usable


@executor(fx.EndedByPaying)
def _ended_by_paying(game: Game, e: fx.EndedByPaying, ctx: Context) -> None:
    """"This creature loses this ability and becomes an Aura enchantment ... You may pay {W} to
    end this effect.": the instructions are carried out; the continuous effects they create last
    until the player pays to end them, a special action (CR 116.2c, 611.2a;
    casting.end_effect_by_paying). A permission, replacement effect or rule about players among
    them is refused: the runtime ends only continuous effects so."""
    state = game.state
    (player, *others) = players_of(game, e.player, ctx) or (None,)
    if player is None or others:
        game.unsupported["EndedByPaying"] += 1
        raise UnsupportedAtRuntime("EndedByPaying", "an effect ended by a payment of other than one player")
    before = (len(state.effects), len(state.permissions), len(state.replacements), len(state.player_rules))
    game.run(e.effects, ctx)
    if (len(state.permissions), len(state.replacements), len(state.player_rules)) != before[1:]:
        game.unsupported["EndedByPaying"] += 1
        raise UnsupportedAtRuntime("EndedByPaying", "a permission, replacement effect or rule about players ended by a payment")
    key = game._new_id()
    for effect in state.effects[before[0] :]:
        effect.ended_by_paying = (player.name, e.cost, key)


@executor(fx.DuringNextTurn)
def _during_next_turn(game: Game, e: fx.DuringNextTurn, ctx: Context) -> None:
    """"During target player's next turn, ...": the effects wait for that player's next turn to
    begin (runtime.turns.begin_turn), with what the resolving ability knew (its targets and
    found objects, CR 608.2b); they last until that turn ends (CR 500, 611.2a)."""
    for effect in e.effects:
        # a rule about players the runtime doesn't read is refused now, as it would be if it
        # began now (runtime.player_rules), not as the turn begins
        if isinstance(effect, fx.Restriction) and fx.names_players(effect.what) and not known(effect.rule):
            game.unsupported["PlayerRestriction"] += 1
            raise UnsupportedAtRuntime("PlayerRestriction", f"{effect.rule!r} of players during a later turn")
    kept = attrs.evolve(ctx, results={k: list(v) for k, v in ctx.results.items()})
    for p in players_of(game, e.player, ctx):
        game.state.next_turn_effects.append({"player": p.name, "effects": e.effects, "ctx": kept, "made_on": game.state.turn})


@executor(fx.UntilCast)
def _until_cast(game: Game, e: fx.UntilCast, ctx: Context) -> None:
    """"Target land gains "{T}: Add {U}, {B}, or {R}" until this card is cast from exile.": the
    continuous effects the instructions create end as that object (the one it is now) becomes
    cast from that zone (CR 601.2i, Game.end_effects_until_cast); until then they last as stated
    (the rest of the game, CR 611.2a)."""
    watched = tuple(o.id for o in objects_of(game, e.what, ctx))
    before = len(game.state.effects)
    game.run(e.effects, ctx)
    for effect in game.state.effects[before:]:
        effect.until_cast = (watched, e.zone)


@executor(fx.LoseAbilities)
def _lose_abilities(game: Game, e: Any, ctx: Context) -> None:
    _add_ops(game, e, ctx, [("6", lose_op(e))])


@executor(fx.LoseThisAbility)
def _lose_this_ability(game: Game, e: fx.LoseThisAbility, ctx: Context) -> None:
    """CR 613.1f (layer 6): the objects lose the resolving ability (the activated or triggered
    ability whose instruction this is), not the others they have."""
    if ctx.ability is None:
        game.unsupported["LoseThisAbility"] += 1
        raise UnsupportedAtRuntime("LoseThisAbility", "\"loses this ability\" with no resolving ability")
    _add_ops(game, e, ctx, [("6", ("remove_abilities", (ctx.ability,)))])


@executor(fx.GainControl)
def _gain_control(game: Game, e: Any, ctx: Context) -> None:
    """CR 613.1b: layer 2. For each player it names in turn ("Each player gains control of all
    creatures they own": "they" is that player, CR 101.4)."""
    players = players_of(game, e.player, ctx)
    each = isinstance(e.player, (fx.EachPlayer, fx.EachOpponent, fx.OtherPlayers, fx.PlayersWho))  # else one ("an opponent")
    for p in players if each else players[:1]:
        with for_player(ctx, p):
            _add_ops(game, e, ctx, [("2", ("control", p.name))])


@executor(fx.ExchangeControl)
def _exchange_control(game: Game, e: fx.ExchangeControl, ctx: Context) -> None:
    """CR 701.12b: if the two permanents are controlled by different players, each player gains
    control of the one the other controlled (layer 2, CR 613.1b), both effects made at once
    from the controllers before; if one player controls both, nothing happens. CR 701.12a: if
    there aren't two permanents to exchange (a target gone or illegal), no part of it happens."""
    objs = list({o.id: o for o in objects_of(game, e.what, ctx)}.values())
    if any(o.zone == "stack" for o in objs):
        game.unsupported["ExchangeControl"] += 1
        raise UnsupportedAtRuntime("ExchangeControl", "control of a spell exchanged with a permanent's")
    permanents = [o for o in objs if o.zone == "battlefield"]
    if len(permanents) != 2:
        return
    first, second = permanents
    controllers = game.controller_of(first), game.controller_of(second)
    if controllers[0] == controllers[1]:
        return
    duration = effect_duration(e.duration)
    game.add_continuous_effect([first], [("2", ("control", controllers[1]))], duration=duration, ctx=ctx)
    game.add_continuous_effect([second], [("2", ("control", controllers[0]))], duration=duration, ctx=ctx)


@executor(fx.Restriction)
def _restriction(game: Game, e: Any, ctx: Context) -> None:
    if fx.names_players(e.what):
        # "Your opponents can't gain life this turn": a rule about players (runtime.player_rules)
        duration = effect_duration(e.duration)
        if not known(e.rule) or duration not in ENDED_DURATIONS:
            game.unsupported["PlayerRestriction"] += 1
            raise UnsupportedAtRuntime("PlayerRestriction", f"{e.rule!r} of players lasting {duration}")
        add_resolved(game, [p.name for p in players_of(game, e.what, ctx)], e.rule, duration, ctx)
        return
    if e.rule in (fx.CANT_BE_CAST, fx.CANT_BE_PLAYED):
        # "Until your next turn, spells with the chosen name can't be cast": a rule about the
        # cards cast or played while it lasts (CR 611.2c), read there (player_rules.forbidden_card)
        duration = effect_duration(e.duration)
        if duration not in ENDED_DURATIONS:
            game.unsupported["PlayerRestriction"] += 1
            raise UnsupportedAtRuntime("PlayerRestriction", f"{e.rule!r} lasting {duration}")
        add_resolved_about_cards(game, e.what, e.rule, duration, ctx)
        return
    if isinstance(e.what, fx.NextSpell):
        # "The next creature spell you cast this turn can't be countered." (CR 611.2f): a rule
        # about that spell from the moment it is put on the stack (runtime.spell_effects)
        if e.rule != "can't be countered":
            game.unsupported["Restriction"] += 1
            raise UnsupportedAtRuntime("Restriction", f"{e.rule!r} of the next spell cast")
        add_spell_effect(game, "rule", e, e.what, ctx, effect_duration(e.duration))
        return
    if isinstance(e.what, fx.ActivatedAbilities):
        # "Tap target creature. Its activated abilities can't be activated this turn.": a rule
        # about the objects they are on, fixed as it resolves (CR 611.2c), which activation
        # reads (CR 602.5, casting.activation_forbidden_by)
        if e.rule != "can't be activated" or e.what.of is None or attrs.evolve(e.what, of=None) != fx.ActivatedAbilities():
            game.unsupported["Restriction"] += 1
            raise UnsupportedAtRuntime("Restriction", f"{e.rule!r} of some of the activated abilities of objects")
        objs = objects_of(game, e.what.of, ctx)
        game.add_continuous_effect(objs, [("6", ("rule", ACTIVATED_ABILITIES_CANT_BE_ACTIVATED))], duration=effect_duration(e.duration), ctx=ctx)
        return
    if e.rule == "can't be countered" and isinstance(e.what, fx.Filter) and e.what.zone == "stack" and e.duration is not None:
        # "Creature spells you cast can't be countered this turn": a rule (it changes no
        # characteristic, CR 611.2c), so it applies to the spells cast while it lasts too
        add_spell_effect(game, "rule", e, e.what, ctx, effect_duration(e.duration))
    _add_ops(game, e, ctx, [("6", rule_op(e.rule, e.other, ctx))])


@executor(fx.PlayPermission)
def _play_permission(game: Game, e: Any, ctx: Context) -> None:
    """"You may play that card this turn" (CR 601.3, 305.1): a permission for those cards
    where they are now, for the stated duration. "You may play one of those cards": the
    permissions of those cards make one group, used up once that many of them are played or
    cast with it (Game.use_permission)."""
    uses = evaluate(game, e.amount, ctx) if e.amount is not None else None
    if uses is not None and uses <= 0:
        return
    for p in players_of(game, e.player, ctx):
        group = game._new_id() if uses is not None else None  # each player's own
        for card in objects_of(game, e.what, ctx):
            # ``cost``: "If you cast a spell this way, pay life equal to its mana value rather
            # than pay its mana cost.": what a spell cast with it is cast for (CR 118.9, 601.2f),
            # read of that spell as it is cast
            permission = game.grant_permission(p.name, card, duration=effect_duration(e.duration), without_paying=e.without_paying, cost=e.cost, granted_by=(ctx.source_id, e))
            permission["play"] = e.action == "play"
            if group is not None:
                permission["group"], permission["uses"] = group, uses
