"""Executors of the actions of the effect model (:mod:`oraclec.effects.actions`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import attrs

from ... import effects as fx
from ...effects.base import walk
from ...errors import InputError
from ...vocabulary import subtype_forms
from ..casting import CastWay, announce_payment, available_mana, cast_spell, check_payable, division_key, pay_costs, pay_mana, plan_mana
from ..combat import put_into_combat
from ..context import Context
from ..costs import counters_of, remove_any_number, remove_counters_among, remove_counters_from
from ..dispatch import check_condition, evaluate
from ..errors import IllegalAction, UnsupportedAtRuntime
from ..layers import PLAYERS_LAYER, READ_OBJECT_RULES, creature_types
from ..limits import MAX_POOL_MANA
from ..mana import Mana, ManaCost, Payment, SpendOnly, announce, parse_mana, produced_by
from ..player_rules import has
from ..protection import with_chosen_color, with_chosen_land_type
from ..references import (
    COMPARE,
    HAUNTING,
    activated_ability,
    facts_of,
    group_quality,
    has_stated_quality,
    is_undefined,
    link_exiled,
    link_put,
    matches,
    objects_of,
    players_of,
    source_marks,
    stat_of,
    targets_of,
)
from ..registry import executor
from ..replacements import TAPPED_FOR_MANA, replace_mana
from ..spell_effects import add_spell_effect
from ..state import GameObject, Player, StackAbility
from ..targets import group_stat
from .choices import turn_order_from
from .common import PUT_BY, bound_result, effect_duration, for_player, record_objects

if TYPE_CHECKING:
    from ..game import Game


#: "can't be countered" (CR 101.2) is read as a spell would be countered (below)
READ_OBJECT_RULES.add(fx.CANT_BE_COUNTERED)

@executor(fx.AsThough)
def _as_though(game: Game, e: fx.AsThough, ctx: Context) -> None:
    """"You may cast that card ... and mana of any type can be spent to cast that spell",
    "You may cast spells this turn as though they had flash" (CR 609.4b): a permission of the
    players for its duration, for the cards it names now (a description is read now, CR
    611.2c). A description ("spells", "creature spells you cast") is not a characteristic
    change: it is read as each card is cast while the permission lasts (CR 611.2c), so it is
    kept with what the ability knew; the cards a reference names (that card, the exiled
    cards) are found now."""
    if isinstance(e.what, fx.NextSpell):
        # "The next sorcery spell you cast this turn can be cast as though it had flash." (CR
        # 611.2f, 601.3b): used up by the next such spell cast (runtime.spell_effects)
        if e.kind != "flash" or e.cost:
            game.unsupported["AsThough"] += 1
            raise UnsupportedAtRuntime("AsThough", f"{e.kind!r} for the next spell cast")
        add_spell_effect(game, "flash", e, e.what, ctx, effect_duration(e.duration))
        return
    description = e.what if isinstance(e.what, fx.Filter) else None
    card_ids = None if e.what is None or description is not None else [o.card_id for o in objects_of(game, e.what, ctx) if isinstance(o, GameObject)]
    for p in players_of(game, e.player, ctx):
        permission = {"as_though": e.kind, "player": p.name, "card_ids": card_ids, "duration": effect_duration(e.duration)}
        if description is not None:
            permission["what"], permission["ctx"] = description, ctx
        game.state.permissions.append(permission)
    game._touch()


@executor(fx.ActivationPermission)
def _activation_permission(game: Game, e: fx.ActivationPermission, ctx: Context) -> None:
    """"You may activate the loyalty abilities of planeswalkers you control twice this turn
    rather than only once." (CR 606.3, 602.5): a permission of the players for its duration;
    the abilities' description is read as each is activated (CR 611.2c), with what the ability
    knew (runtime.casting.activation_permitted)."""
    for p in players_of(game, e.player, ctx):
        game.state.permissions.append({"activation": e.kind, "player": p.name, "what": e.what, "ctx": ctx, "duration": effect_duration(e.duration)})
    game._touch()


@executor(fx.ModifyCost)
def _modify_cost(game: Game, e: fx.ModifyCost, ctx: Context) -> None:
    """"This spell costs {1} less to cast ...": applied while the spell was cast (CR 601.2f,
    cost_modifications); as the spell resolves it does nothing. A cost change made by a
    resolving effect applies to the spells cast while it lasts ("Historic spells you cast this
    turn cost {2} less to cast.", CR 611.2c) or to the next one ("The next spell you cast this
    turn costs {1} less to cast.", CR 611.2f), with its amount fixed now (CR 611.2d)."""
    if e.action == "cast" and isinstance(e.spells, fx.This) and isinstance(ctx.ability, fx.SpellAbility):
        return
    if e.action == "cast" and not e.first_each_turn and e.duration is not None and isinstance(e.spells, (fx.NextSpell, fx.Filter)):
        add_spell_effect(game, "cost", e, e.spells, ctx, effect_duration(e.duration))
        return
    game.unsupported["ModifyCost"] += 1
    raise UnsupportedAtRuntime("ModifyCost", "a cost change made by a resolving spell or ability")


def _amount(game: Game, v: Any, ctx: Context) -> int:
    return max(0, evaluate(game, v, ctx))


@executor(fx.Draw)
def _draw(game: Game, e: fx.Draw, ctx: Context) -> None:
    with each_player_done(ctx):
        _draw_each(game, e, ctx)


def _draw_each(game: Game, e: fx.Draw, ctx: Context) -> None:
    for p in players_of(game, e.player, ctx):
        amount = _amount(game, e.amount, each_player_context(ctx, p))
        if e.up_to:  # "draw up to three cards": the player chooses how many (CR 121)
            amount = int(game.choose_one(p.name, "number", f"draw how many cards (up to {amount})", list(range(max(0, amount) + 1))))
        record_objects(ctx, fx.Draw.result_key, game.draw(p.name, amount, ctx))


@executor(fx.Mill)
def _mill(game: Game, e: fx.Mill, ctx: Context) -> None:
    with each_player_done(ctx):
        for p in players_of(game, e.player, ctx):
            record_objects(ctx, fx.Mill.result_key, game.mill(p.name, _amount(game, e.amount, each_player_context(ctx, p)), ctx), game)


@executor(fx.Discard)
def _discard(game: Game, e: fx.Discard, ctx: Context) -> None:
    with each_player_done(ctx):
        _discard_each(game, e, ctx)


def _discard_each(game: Game, e: fx.Discard, ctx: Context) -> None:
    counts: dict[str, int] = {}
    for p in players_of(game, e.player, ctx):
        player_ctx = each_player_context(ctx, p)
        in_hand = list(game.zone("hand", p.name).objects)
        if e.what is not None:  # the cards themselves: those still in this player's hand
            named = {o.id for o in objects_of(game, e.what, player_ctx)}
            cards = [o for o in in_hand if o.id in named]
        else:
            if e.kind is not None:  # "discard a creature card": one of that kind (CR 701.9a)
                of_kind = {o.id for o in objects_of(game, e.kind, player_ctx)}
                in_hand = [o for o in in_hand if o.id in of_kind]
            most = len(in_hand) if isinstance(e.amount, fx.AnyNumber) else min(_amount(game, e.amount, player_ctx), len(in_hand))
            if e.at_random:  # CR 701.9b
                cards = game.state.rng.sample(in_hand, most)
            elif most == len(in_hand) and not e.up_to:
                cards = in_hand
            else:  # the discarding player chooses (CR 701.9a)
                cards = list(game.ask(p.name, "card", f"discard {'up to ' if e.up_to else ''}{most}", in_hand, min=0 if e.up_to else most, max=most))
        discarded = game.discard(p.name, cards, ctx)
        counts[p.name] = len(discarded)
        record_objects(ctx, fx.Discard.result_key, discarded, game)
    # "discard all the cards in your hand, then draw that many cards", "each player discards
    # their hand, then draws that many cards": the number of cards discarded (CR 701.9a, 608.2c),
    # each player's own when several discard
    ctx.results["event_amount"] = [sum(counts.values()), counts]


@executor(fx.Move)
def _move(game: Game, e: fx.Move, ctx: Context) -> None:
    if e.until not in (None, "source_leaves"):
        raise UnsupportedAtRuntime("Move", f"an object moved until {e.until} (CR 610.3) is not in the runtime yet")
    objs = objects_of(game, e.what, ctx)
    if isinstance(e.what, fx.Amongst) and "rest" not in ctx.results:
        # "Put all cards of the chosen type revealed this way into your hand and the rest into
        # your graveyard": the rest are the ones among them not moved (CR 608.2c, in text order)
        moving = {o.id for o in objs}
        record_objects(ctx, "rest", [o for o in objects_of(game, e.what.among, ctx) if o.id not in moving], game)
    if not objs:
        # nothing moved this way: "if you exiled a card this way" is then false, not read of
        # the cards exiled with the source before (CR 607.2a is for "the exiled cards")
        _record_moved(ctx, e.to, [])
        return
    source = None
    if e.until == "source_leaves":
        source = game.get(ctx.source_id) if ctx.source_id is not None else None
        if source is None or source.zone != "battlefield":
            return  # CR 610.3a-b: it left before the ability resolved: the objects don't move
        origin = {o.card_id: o.zone for o in objs}  # a moved object is new, the card is the same
    controller = None
    entering_counters: dict[str, int] = {}
    conditional = [put for put in e.counters if isinstance(put, fx.Conditional)] if e.to == "battlefield" else []
    if e.to == "battlefield" and isinstance(e.under, fx.OwnerOf) and e.under.what == e.what:
        # "under their owners' control", "each player returns all creature cards from their
        # graveyard to the battlefield": each object under its own owner's (CR 110.2a), which
        # Game.move_many gives an object with no controller named
        controller = None
    elif e.to == "battlefield":
        owners = players_of(game, e.under, ctx) if e.under is not None else [game.player(ctx.controller)]
        controller = owners[0].name if owners else ctx.controller
    if e.to == "battlefield":
        for put in e.counters:  # "with a -1/-1 counter on it" (CR 614.1c)
            if isinstance(put, fx.Conditional):
                continue  # each object's own, below
            if isinstance(put, fx.ChooseEffect) and all(isinstance(option, fx.PutCounters) for option in put.options):
                # "with your choice of a flying counter or a reach counter on it" (CR 608.2d)
                put = game.ask(ctx.controller, "mode", "choose one", put.options, labels=[option.describe() for option in put.options])[0]
            if not isinstance(put, fx.PutCounters):
                raise UnsupportedAtRuntime("Move", f"entering with {type(put).__name__}")
            entering_counters[put.counter] = entering_counters.get(put.counter, 0) + evaluate(game, put.amount, ctx)
    counters_of = _conditional_counters(game, conditional, ctx) if conditional else None
    as_they_enter = None
    if e.characteristics and e.to == "battlefield":
        if not all(isinstance(change, fx.Becomes) for change in e.characteristics):
            raise UnsupportedAtRuntime("Move", "entering with an effect other than new characteristics")

        def as_they_enter(entered: list[GameObject]) -> None:
            # CR 611.2e: "It's an enchantment." applies as it enters, before any ability sees it
            ctx.results["entering"] = [o.id for o in entered]
            game.run(e.characteristics, ctx)

    if e.transformed and e.to == "battlefield":
        # CR 712.14a: a card that isn't double-faced, put "onto the battlefield transformed",
        # stays in its current zone
        objs = [o for o in objs if len(o.definition.faces) > 1]
    position = e.position
    if e.beneath is not None:
        if e.to != "library" or position is not None:
            raise UnsupportedAtRuntime("Move", "a place beneath the top cards outside a library")
        # "just beneath the top X cards of that library": the (X+1)th place from the top (CR 401.7)
        position = f"top:{max(0, evaluate(game, e.beneath, ctx)) + 1}"
    if position is not None and "_or_" in position:
        # "on their choice of the top or bottom of their library", "into their library second from
        # the top or on the bottom" (CR 401.7): the player who puts it chooses the place
        places = tuple(position.split("_or_"))
        position = game.ask(objs[0].owner, "mode", "where in your library do you put it?", places)[0] if objs else places[0]
    if e.to == "library" and position == "top" and len(objs) > 1:
        objs = list(game.ask(objs[0].owner, "order", "order the cards to put on top (first ends on top)", objs, min=len(objs), max=len(objs)))[::-1]
    searchers = {o.id: ctx.results.get(f"{PUT_BY}{o.id}", [None])[0] for o in objs}
    if e.to == "battlefield" and e.under is None and any(searchers.values()):
        # CR 110.2: a card a player found or chose and puts onto the battlefield ("each player
        # searches ... and puts it onto the battlefield", "each player returns a creature card
        # from their graveyard to the battlefield") enters under that player's control
        moved = []
        for searcher in dict.fromkeys(searchers.values()):
            group = [o for o in objs if searchers[o.id] == searcher]
            moved += game.move_many(group, e.to, position=position, tapped=e.tapped, face_down=e.face_down, transformed=e.transformed, controller=searcher or controller, cause="effect", ctx=ctx, counters=entering_counters, counters_of=counters_of, as_they_enter=as_they_enter)
    else:
        moved = game.move_many(objs, e.to, position=position, tapped=e.tapped, face_down=e.face_down, transformed=e.transformed, controller=controller, cause="effect", ctx=ctx, counters=entering_counters, counters_of=counters_of, as_they_enter=as_they_enter)
    if e.attacking and e.to == "battlefield":  # "put onto the battlefield ... attacking" (ninjutsu, CR 506.3, 508.4)
        # CR 508.4a: "tapped and attacking that opponent" attacks the player named
        defenders = players_of(game, e.attacking_whom, ctx) if e.attacking_whom is not None else None
        for obj in moved:
            if defenders is None:
                put_into_combat(game, obj)
            elif defenders:
                put_into_combat(game, obj, defender=defenders[0].name)
    if source is not None:
        # CR 610.3: they return to where they were once the source leaves (Game.move_many)
        for zone in dict.fromkeys(origin.values()):
            ids = tuple(o.id for o in moved if origin.get(o.card_id) == zone)
            if ids:
                game.state.returns_until.append((source.id, ids, zone))
        game._touch()
    _record_moved(ctx, e.to, moved)
    if e.to == "exile":
        link_exiled(game, ctx, moved)
    if e.to == "battlefield":
        link_put(game, ctx, moved)


#: the result key of the objects a Move put into a zone, beside "moved": "exiled", "returned",
#: "put" (fx.Move's docstring)
_MOVED_KEYS = {"exile": "exiled", "hand": "returned", "battlefield": "put"}


def _record_moved(ctx: Context, to: str, moved: list[Any]) -> None:
    record_objects(ctx, fx.Move.result_key, moved)
    key = _MOVED_KEYS.get(to)
    if key:
        record_objects(ctx, key, moved)


@executor(fx.ExileHaunting)
def _exile_haunting(game: Game, e: fx.ExileHaunting, ctx: Context) -> None:
    """CR 702.55a-b: "exile it haunting target creature": the card exiled so haunts the object
    the ability targeted (its ``HAUNTING`` mark, read by ``fx.Haunted``); a card a replacement
    sends elsewhere haunts nothing."""
    haunted = objects_of(game, e.haunted, ctx)
    objs = objects_of(game, e.what, ctx)
    if not objs:
        return
    moved = game.move_many(objs, "exile", cause="effect", ctx=ctx)
    for obj in moved:
        if obj.zone == "exile" and haunted:
            obj.marks[HAUNTING] = haunted[0].id
    record_objects(ctx, fx.ExileHaunting.result_key, moved)
    game._touch()


def _conditional_counters(game: Game, conditional: list[fx.Conditional], ctx: Context) -> Callable[[GameObject], dict[str, int]]:
    """"If that card has mana value 3 or less, it enters with three additional +1/+1 counters on
    it": the counters each object enters with when the condition holds for it (Found
    "entering"), checked as it enters (CR 614.1c, 614.12) from the card's own characteristics."""
    for put in conditional:
        if put.otherwise or not all(isinstance(effect, fx.PutCounters) for effect in put.effects):
            raise UnsupportedAtRuntime("Move", "entering with counters on a condition, other than counters put or not")

    def counters_of(obj: GameObject) -> dict[str, int]:
        out: dict[str, int] = {}
        with bound_result(ctx, "entering", [obj.id]):
            for put in conditional:
                if game.check_condition(put.condition, ctx):
                    for effect in put.effects:
                        out[effect.counter] = out.get(effect.counter, 0) + evaluate(game, effect.amount, ctx)
        return out

    return counters_of


@executor(fx.Shuffle)
def _shuffle(game: Game, e: fx.Shuffle, ctx: Context) -> None:
    """CR 701.24: a library is shuffled even if the objects to shuffle into it are gone
    (701.24c) or there are none (701.24d); found cards still in it keep their place
    (701.24b)."""
    for p in players_of(game, e.player, ctx):
        if e.what is not None:
            objs = [o for o in objects_of(game, e.what, ctx) if o.owner == p.name and o.zone != "library"]
            if objs:
                game.move_many(objs, "library", cause="shuffle", ctx=ctx)
        found = [o for o in objects_of(game, fx.Found(key="found"), ctx) if o.zone == "library" and o.owner == p.name]
        game.shuffle(p.name, keep=found, ctx=ctx)


@executor(fx.Search)
def _search(game: Game, e: fx.Search, ctx: Context) -> None:
    """CR 701.23. With several players searching at once, each looks, then they decide in
    APNAP order (CR 701.23i): the choices are asked in that order."""
    for p in players_of(game, e.player, ctx):
        pctx = Context(controller=p.name, source_id=ctx.source_id, source_info=ctx.source_info, targets=ctx.targets, results=ctx.results, x=ctx.x, event=ctx.event)
        zones = []
        for zone_ref in e.zones:
            if isinstance(zone_ref, fx.Zone) and zone_ref.player is not None and zone_ref.player == e.player and zone_ref.kind in ("library", "graveyard", "hand", "outside"):
                zones.append(game.zone(zone_ref.kind, p.name))  # "each player searches their library": their own
            else:
                zones.extend(_zones_of(game, zone_ref, pctx))
        if has(game, p.name, fx.PlayerRuleName.CANT_SEARCH_LIBRARIES):
            # CR 701.23, 101.2: a player who can't search libraries searches none; the rest of
            # the instruction (another zone, a shuffle after it) is still carried out
            zones = [z for z in zones if z.kind != "library"]
        if e.choose_zones and len(zones) > 1:
            labels = [z.kind for z in zones]
            zones = list(game.ask(p.name, "mode", "which zones to search", zones, labels=labels, min=1, max=len(zones)))
        ctx.results.setdefault("searched_zones", []).extend(z.kind for z in zones)
        found: list[GameObject] = []
        # "for a Forest card and a Plains card": one search (CR 701.23h), a card for each
        # description, none found twice
        for grouped in (e.what, *e.more):
            description, different = group_quality(grouped)
            undefined = is_undefined(game, description, pctx)
            predicate = None if undefined else (lambda o, d=description, pctx=pctx, taken=tuple(found): o not in taken and matches(game, o, d, pctx))
            found += game.search(
                p.name,
                zones,
                predicate,
                amount=_amount(game, e.amount, ctx),
                up_to=e.up_to,
                stated_quality=has_stated_quality(grouped),
                reveal=e.reveal,
                source=ctx.source_info.name if ctx.source_info else None,
                different=different,
            )
        record_objects(ctx, fx.Search.result_key, found)
        for card in found:
            ctx.results[f"{PUT_BY}{card.id}"] = [p.name]


def _zones_of(game: Game, ref: Any, ctx: Context) -> list[Any]:
    if isinstance(ref, fx.Zone):
        if ref.kind in ("battlefield", "stack", "exile", "command"):
            return [game.zone(ref.kind)]
        return [game.zone(ref.kind, p.name) for p in players_of(game, ref.player, ctx)]
    raise UnsupportedAtRuntime(type(ref).__name__, "not a zone")


@executor(fx.Conjure)
def _conjure(game: Game, e: fx.Conjure, ctx: Context) -> None:
    """Alchemy (digital-only, not in the CR): new cards come from outside the game (CR 400.11)
    into the player's zone; a duplicate has the printed characteristics of the original."""
    if e.spellbook_of is not None or e.spellbook is not None:
        # a spellbook's cards (Alchemy) are a list of the digital game, which no card pool holds
        raise UnsupportedAtRuntime("Conjure", "a card of a spellbook: the card pool holds no spellbooks")
    for p in players_of(game, e.player, ctx):
        amount = max(0, _amount(game, e.amount, ctx))
        name = e.name
        if e.name_of_source:  # CR 201.4b: "a card named ~" uses the source's name (last known)
            if ctx.source_info is None:
                raise UnsupportedAtRuntime("Conjure", "a card named after a source that is not known")
            name = ctx.source_info.name
        if name is not None:
            try:
                definitions = [game.definition(name)] * amount
            except (InputError, ValueError) as exc:  # not in the game's card pool
                raise UnsupportedAtRuntime("Conjure", f"no card named {name!r} in the card pool") from exc
        else:
            originals = objects_of(game, e.duplicate_of, ctx, lki=True) if e.duplicate_of is not None else []
            definitions = [o.definition for o in originals for _ in range(amount)]
        cards = [game.add_card(p.name, "outside", d) for d in definitions]
        controller = p.name if e.to == "battlefield" else None
        if e.within_top is not None:
            if e.to != "library":
                raise UnsupportedAtRuntime("Conjure", "the top cards of a zone other than a library")
            # "into the top ten cards of your library at random": each at a random place among
            # the top N (on the bottom of a library with fewer cards, as CR 401.7 does)
            top = max(1, _amount(game, e.within_top, ctx))
            moved = []
            for card in cards:
                size = len(game.zone("library", p.name).objects)
                index = game.state.rng.randint(0, min(top - 1, size))
                moved += game.move_many([card], "library", position=index, cause="conjure", ctx=ctx)
        else:
            moved = game.move_many(cards, e.to, tapped=e.tapped, controller=controller, cause="conjure", ctx=ctx) if cards else []
        record_objects(ctx, fx.Conjure.result_key, moved)


@executor(fx.Reveal)
def _reveal(game: Game, e: fx.Reveal, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    if not objs and isinstance(e.what, fx.Found):
        return  # "reveal it" after a search that found nothing (CR 701.23b): nothing is revealed
    revealers = players_of(game, e.player, ctx)  # "target player reveals ...": that player reveals
    game.emit("reveal", player=revealers[0].name if len(revealers) == 1 else ctx.controller, objects=tuple(game.info(o) for o in objs))
    record_objects(ctx, fx.Reveal.result_key, objs)


@executor(fx.LookAt)
def _look(game: Game, e: fx.LookAt, ctx: Context) -> None:
    record_objects(ctx, "looked", objects_of(game, e.what, ctx))


@executor(fx.Scry)
def _scry(game: Game, e: fx.Scry, ctx: Context) -> None:
    """CR 701.22a: look at the top N, put any number on the bottom, the rest on top in any
    order."""
    for p in players_of(game, e.player, ctx):
        library = game.zone("library", p.name)
        top = library.objects[: _amount(game, e.amount, ctx)]
        if not top:
            continue
        bottom = list(game.ask(p.name, "card", "scry: put on the bottom", top, min=0, max=len(top)))
        keep = [o for o in top if o not in bottom]
        if len(keep) > 1:
            keep = list(game.ask(p.name, "order", "scry: order of the cards on top (first is the top)", keep, min=len(keep), max=len(keep)))
        rest = library.objects[len(top) :]
        library.objects[:] = keep + rest + bottom
        game.emit("scry", player=p.name, amount=len(top))


@executor(fx.Surveil)
def _surveil(game: Game, e: fx.Surveil, ctx: Context) -> None:
    """CR 701.25a: look at the top N, put any number into the graveyard, the rest on top."""
    for p in players_of(game, e.player, ctx):
        library = game.zone("library", p.name)
        top = library.objects[: _amount(game, e.amount, ctx)]
        if not top:
            continue
        to_graveyard = list(game.ask(p.name, "card", "surveil: put into your graveyard", top, min=0, max=len(top)))
        keep = [o for o in top if o not in to_graveyard]
        if len(keep) > 1:
            keep = list(game.ask(p.name, "order", "surveil: order of the cards on top", keep, min=len(keep), max=len(keep)))
        library.objects[:] = keep + library.objects[len(top) :]
        game.move_many(to_graveyard, "graveyard", cause="surveil", ctx=ctx)
        game.emit("surveil", player=p.name, amount=len(top))


@executor(fx.Destroy)
def _destroy(game: Game, e: fx.Destroy, ctx: Context) -> None:
    for obj in [o for o in objects_of(game, e.what, ctx) if o.zone == "battlefield"]:
        info = game.info(obj)
        if game.destroy(obj, ctx) is not None:
            # "if an artifact is destroyed this way" asks about these (as they last were)
            ctx.results.setdefault("destroyed", []).append(obj.id)
            ctx.results[f"lki:{obj.id}"] = [info]


@executor(fx.Sacrifice)
def _sacrifice(game: Game, e: fx.Sacrifice, ctx: Context) -> None:
    if isinstance(e.what, fx.This):
        for obj in objects_of(game, e.what, ctx):
            if game.can_sacrifice(obj):
                record_objects(ctx, "sacrificed", [obj], game)
                game.sacrifice(obj, ctx)
        return
    chosen: list[GameObject] = []
    for p in players_of(game, e.player, ctx):
        # CR 701.21a: each player sacrifices permanents they control ("they": this player)
        with for_player(ctx, p):
            pctx = Context(controller=p.name, source_id=ctx.source_id, targets=ctx.targets, results=ctx.results, x=ctx.x)
            # a permanent that "can't be sacrificed" is not among those they choose from
            mine = [o for o in objects_of(game, e.what, pctx) if game.can_sacrifice(o) and game.controller_of(o) == p.name]
            n = min(_amount(game, e.amount, ctx), len(mine))
        chosen.extend(mine if n == len(mine) else game.ask(p.name, "card", f"sacrifice {n}", mine, min=n, max=n))
    for obj in chosen:
        record_objects(ctx, "sacrificed", [obj], game)
        game.sacrifice(obj, ctx)
    if isinstance(e.amount, fx.AnyNumber):
        # "Sacrifice any number of lands, then draw that many cards.", "If you do, it enters
        # with twice that many +1/+1 counters on it": "that many" is the number the player chose
        # and sacrificed (CR 701.21a, 608.2d)
        ctx.results["event_amount"] = [len(chosen)]


@executor(fx.Regenerate)
def _regenerate(game: Game, e: fx.Regenerate, ctx: Context) -> None:
    """CR 701.19a: a regeneration shield, used up the next time it would be destroyed."""
    for obj in objects_of(game, e.what, ctx):
        game.state.replacements.append({"kind": "regenerate", "object": obj.id, "duration": "end_of_turn"})
        game._touch()


@executor(fx.PhaseOut)
def _phase_out(game: Game, e: fx.PhaseOut, ctx: Context) -> None:
    """CR 702.26d: phasing out does not change zones; a permanent already phased out is left
    alone (Game.phase_out)."""
    for obj in objects_of(game, e.what, ctx):
        game.phase_out(obj)


@executor(fx.Tap)
def _tap(game: Game, e: fx.Tap, ctx: Context) -> None:
    if ctx.entering is not None and isinstance(e.what, fx.This):
        # "As this land enters, you may pay 2 life. If you don't, it enters tapped." (CR
        # 614.1c): the permanent it becomes enters tapped, not the card it was
        ctx.entering.tapped = True
        return
    for obj in objects_of(game, e.what, ctx):
        game.tap(obj)


@executor(fx.Untap)
def _untap(game: Game, e: fx.Untap, ctx: Context) -> None:
    for obj in objects_of(game, e.what, ctx):
        game.untap(obj)


@executor(fx.CreateToken)
def _create(game: Game, e: fx.CreateToken, ctx: Context) -> None:
    token = e.token
    if e.power is not None or e.toughness is not None:  # "an X/X token": fixed as it is created
        token = attrs.evolve(
            token,
            power=token.power if e.power is None else evaluate(game, e.power, ctx),
            toughness=token.toughness if e.toughness is None else evaluate(game, e.toughness, ctx),
        )
    # "The token enters with X +1/+1 counters on it" (CR 614.1c, 122.6): the number read as it
    # is created, before it is on the battlefield
    counters: dict[str, int] = {}
    for put in e.counters:
        if not isinstance(put, fx.PutCounters) or put.counter is None:
            raise UnsupportedAtRuntime("CreateToken", f"a token entering with {type(put).__name__}")
        counters[put.counter] = counters.get(put.counter, 0) + evaluate(game, put.amount, ctx)
    # "Each player discards their hand, then creates that many tokens": each player's own number
    # while the instruction is carried out for that player (CR 608.2c), as a draw reads it
    group = isinstance(e.player, _GROUPS_OF_PLAYERS)
    with each_player_done(ctx):
        _create_each(game, e, token, counters, group, ctx)


def _create_each(game: Game, e: fx.CreateToken, token: Any, counters: dict[str, int], group: bool, ctx: Context) -> None:
    for p in players_of(game, e.player, ctx):
        amount = _amount(game, e.amount, each_player_context(ctx, p) if group else ctx)
        created = game.create_token(p.name, token, amount, tapped=e.tapped, ctx=ctx, counters=counters or None)
        if e.attacking:
            # CR 508.4a: "that's tapped and attacking that opponent" attacks the player named
            defenders = players_of(game, e.attacking_whom, ctx) if e.attacking_whom is not None else None
            for obj in created:
                if defenders is None:
                    put_into_combat(game, obj)
                elif defenders:
                    put_into_combat(game, obj, defender=defenders[0].name)
        record_objects(ctx, fx.CreateToken.result_key, created)


def _names_some_players(ref: Any) -> bool:
    """Whether a reference names players beside objects: "target permanent or player" (a target
    of either), "each creature and each player" (CR 115.1, 122.1)."""
    if isinstance(ref, fx.Target):
        ref = ref.what
    return isinstance(ref, fx.Union) and any(fx.names_players(p) or _names_some_players(p) for p in ref.parts)


@executor(fx.PutCounters)
def _put_counters(game: Game, e: fx.PutCounters, ctx: Context) -> None:
    if e.divided:
        for obj, n in _division(game, e, ctx):
            if isinstance(obj, GameObject):
                game.put_counters(obj, e.counter, n, ctx)
        return
    n = _amount(game, e.amount, ctx)
    if ctx.entering is not None and isinstance(e.what, fx.This):
        # "As this enters, ... It enters with N counters" (devour, CR 614.1c): on the permanent
        # it becomes, not on the spell or card it was
        ctx.entering.counters[e.counter] += n
        return
    if fx.names_players(e.what):  # CR 122.1: players get counters too ("you get {E}{E}")
        for p in players_of(game, e.what, ctx):
            game.give_player_counters(p.name, e.counter, n, ctx)
        return
    if _names_some_players(e.what):
        # "target permanent or player", "each creature and each player": objects and players
        # alike get the counters (CR 122.1), each once
        seen: set[Any] = set()
        for party in targets_of(game, e.what, ctx):
            key = ("player", party.name) if isinstance(party, Player) else party.id
            if key in seen:
                continue
            seen.add(key)
            if isinstance(party, Player):
                game.give_player_counters(party.name, e.counter, n, ctx)
            else:
                game.put_counters(party, e.counter, n, ctx)
        return
    for obj in objects_of(game, e.what, ctx):
        game.put_counters(obj, e.counter, n, ctx)


@executor(fx.PayAnyAmount)
def _pay_any_amount(game: Game, e: fx.PayAnyAmount, ctx: Context) -> None:
    """CR 107.1c: the player chooses the amount as they pay it, from ``at_least`` to what they
    can pay; energy is paid by removing energy counters (CR 107.14), life by losing it (CR
    119.4: no more than their life total), mana from their pool and mana abilities (CR 601.2g-h).
    Unpayable below ``at_least``. With several players, each in turn (CR 101.4: from the
    player ``starting`` names, in turn order; else in APNAP order, as players_of gives them);
    the total is recorded."""
    total = 0
    ctx.did = False
    payers = players_of(game, e.player, ctx)
    if e.starting is not None:
        named = {p.name for p in payers}
        payers = [game.player(name) for name in turn_order_from(game, e.starting, ctx, action="PayAnyAmount") if name in named]
    for p in payers:
        options = _payable_amounts(game, e, p, ctx)
        if not options:
            continue
        paid = int(game.choose_one(p.name, "number", _paid_prompt(e), options))
        if paid and e.counter is not None:
            p.counters[e.counter] -= paid
            game.emit("counter", player=p.name, amount=paid, info={"counter": e.counter, "change": "remove"})
        elif paid and e.life:
            game.lose_life(p.name, paid, paid=True)  # CR 119.4
        elif paid:
            pay_mana(game, p.name, _any_amount_payment(e, paid))
        total += paid
        # a cost paid a number of times: the choice is taken when paid once or more (CR 603.12)
        ctx.did = ctx.did or bool(paid) if e.cost is not None else True
    ctx.results[fx.PayAnyAmount.result_key] = [total]
    ctx.results["event_amount"] = [total]  # "deals that much damage"


def _paid_prompt(e: fx.PayAnyAmount) -> str:
    if e.cost is not None:
        return f"pay {e.cost} how many times"
    if e.counter is not None:
        return f"pay how many {e.counter} counters"
    return "pay how much life" if e.life else f"pay how much mana ({e.mana})"


def _any_amount_payment(e: fx.PayAnyAmount, n: int) -> Payment:
    """``n`` of the mana ``e`` pays: generic for "any amount of mana", else of its one type."""
    if e.cost is not None:
        # "pay {1}{W} any number of times": the whole cost, n times over (no symbol of it offers
        # a choice of how to pay: the lowering keeps to such costs)
        once = announce(ManaCost.parse(e.cost))
        total = Payment()
        for _ in range(n):
            total = total.plus(once)
        return total
    kind = (e.mana or "any").strip("{}").upper()
    if kind == "ANY":
        return Payment(generic=n)
    if kind == "C":
        return Payment(colorless=n)
    return Payment(colored=((kind, n),))


def _payable_amounts(game: Game, e: fx.PayAnyAmount, p: Player, ctx: Context) -> list[int]:
    """The amounts ``p`` can pay, ``at_least`` up; none if not even that (CR 107.1c)."""
    if e.counter is not None:
        most = p.counters.get(e.counter, 0)
    elif e.life:
        # CR 119.4: a player can pay life only up to their life total; CR 119.8: none if they can't lose life
        most = 0 if has(game, p.name, fx.PlayerRuleName.CANT_LOSE_LIFE) else max(p.life, 0)
    else:
        most = 0
        while most < MAX_POOL_MANA and (e.at_most is None or most < e.at_most) and plan_mana(game, p.name, _any_amount_payment(e, most + 1)) is not None:
            most += 1
    return list(range(e.at_least, most + 1)) if most >= e.at_least else []


@executor(fx.PutCountersOfEachKind)
def _put_counters_of_each_kind(game: Game, e: fx.PutCountersOfEachKind, ctx: Context) -> None:
    """CR 701.10e: doubling the counters of a kind gives as many more as there are; "another
    counter of that kind" one more (CR 122.1), for each kind already on the object or player."""
    more = None if e.amount is None else _amount(game, e.amount, ctx)
    for party in targets_of(game, e.what, ctx):
        for kind, count in [(k, v) for k, v in party.counters.items() if v]:
            n = count if more is None else more
            if e.or_remove and game.ask(ctx.controller, "mode", f"put another {kind} counter or remove one?", ("put", "remove"))[0] == "remove":
                if isinstance(party, Player):
                    raise UnsupportedAtRuntime("PutCountersOfEachKind", "removing a player's counter of each kind")
                game.remove_counters(party, kind, n)
                continue
            if isinstance(party, Player):
                game.give_player_counters(party.name, kind, n, ctx)
            else:
                game.put_counters(party, kind, n, ctx)


@executor(fx.ChooseCounterKind)
def _choose_counter_kind(game: Game, e: fx.ChooseCounterKind, ctx: Context) -> None:
    """CR 122.1: counters of one kind are alike, so choosing a counter on an object (or player)
    chooses a kind among those there; CR 608.2d: chosen as the instruction is carried out. No
    counter there: nothing is chosen, and "a counter of that kind" after it puts none."""
    kinds = sorted({kind for party in targets_of(game, e.on, ctx) for kind, count in party.counters.items() if count})
    chosen: list[str] = []
    if kinds:
        for p in players_of(game, e.player, ctx)[:1]:
            chosen = [game.choose_one(p.name, "mode", "choose a counter", kinds)]
    ctx.results[fx.ChooseCounterKind.result_key] = chosen


@executor(fx.PutCountersOfChosenKind)
def _put_counters_of_chosen_kind(game: Game, e: fx.PutCountersOfChosenKind, ctx: Context) -> None:
    """CR 122.1: counters of the kind chosen before in the ability; CR 609.3: none when no kind
    was chosen (there was no counter to choose)."""
    for kind in ctx.results.get(fx.ChooseCounterKind.result_key, [])[:1]:
        _put_counters(game, fx.PutCounters(what=e.what, counter=kind, amount=e.amount), ctx)


def _division(game: Game, e: Any, ctx: Context) -> list[tuple[Any, int]]:
    """The shares announced as the spell was cast (CR 601.2d), for the targets still legal: an
    illegal target's share is not dealt to the others (CR 608.2b)."""
    key = division_key(e)
    if key is None and isinstance(e, fx.PutCounters):
        return _division_as_it_resolves(game, e, ctx)
    shares = ctx.results.get(key) if key is not None else None
    if shares is None:
        raise UnsupportedAtRuntime("a division among targets that was not announced (CR 601.2d)")
    legal = targets_of(game, e.to if isinstance(e, fx.DealDamage) else e.what, ctx)
    out = []
    for target, n in shares:
        party = next((p for p in legal if (p.id if isinstance(p, GameObject) else getattr(p, "name", p)) == target), None)
        if party is not None:
            out.append((party, n))
    return out


def _division_as_it_resolves(game: Game, e: fx.PutCounters, ctx: Context) -> list[tuple[Any, int]]:
    """CR 608.2d: counters distributed among objects that are not targets ("among any number of
    creatures you control") are divided as the instruction is carried out: the controller gives
    each object of the description a share, and the objects chosen are those given one or
    more, so each chosen object receives at least one. All of them are given out while an
    object is there to take them."""
    candidates = [o for o in objects_of(game, e.what, ctx) if isinstance(o, GameObject)]
    remaining = _amount(game, e.amount, ctx)
    out: list[tuple[Any, int]] = []
    for index, obj in enumerate(candidates):
        if remaining <= 0:
            break
        if index == len(candidates) - 1:
            share = remaining
        else:
            share = int(game.choose_one(ctx.controller, "number", f"how many of {remaining} {e.counter} counters to {game.label(obj)}", list(range(0, remaining + 1))))
        if share:
            out.append((obj, share))
            remaining -= share
    return out


@executor(fx.RemoveCounters)
def _remove_counters(game: Game, e: fx.RemoveCounters, ctx: Context) -> None:
    """Removes what it can; "If you can't" after it (fading, CR 702.32a) asks whether every
    counter it names was there to remove."""
    removed = ctx.results.setdefault(fx.CountersRemoved.result_key, [])
    if e.among:
        wanted = None if isinstance(e.amount, fx.AnyNumber) else _amount(game, e.amount, ctx)
        holders = objects_of(game, e.what, ctx)
        if e.up_to and wanted is not None:
            # "remove up to three stun counters from among all permanents" (CR 122.8): how many
            # is chosen, at most the number and the counters there are
            have = sum(counters_of(o, e.counter) for o in holders)
            wanted = int(game.choose_one(ctx.controller, "number", f"remove how many {e.counter or 'any'} counters", list(range(min(wanted, have) + 1))))
        removed.append(remove_counters_among(game, holders, e.counter, wanted, ctx))
        ctx.did = wanted is None or removed[-1] == wanted
        return
    if e.up_to:
        # "remove up to three counters from target creature" (CR 122.8): how many is chosen for
        # each object, at most the number and what it has (of the kinds chosen, CR 122.1)
        most = _amount(game, e.amount, ctx)
        for obj in objects_of(game, e.what, ctx):
            have = sum(n for k, n in obj.counters.items() if e.counter is None or k == e.counter)
            n = int(game.choose_one(ctx.controller, "number", f"remove how many counters from {obj.name}", list(range(min(most, have) + 1))))
            removed.append(remove_counters_from(game, obj, e.counter, n, ctx))
        ctx.did = True
        return
    if isinstance(e.amount, fx.AnyNumber):  # "remove any number of": chosen for each object, up to what it has
        for obj in objects_of(game, e.what, ctx):
            removed.append(remove_any_number(game, obj, e.counter, ctx))
        ctx.did = True
        return
    n = _amount(game, e.amount, ctx)
    removed_all = True
    for obj in objects_of(game, e.what, ctx):
        removed.append(remove_counters_from(game, obj, e.counter, n, ctx))
        removed_all = removed[-1] == n and removed_all
    ctx.did = removed_all


@executor(fx.MoveCountersOfAnyKind)
def _move_counters_of_any_kind(game: Game, e: fx.MoveCountersOfAnyKind, ctx: Context) -> None:
    """CR 122.5: each counter is removed from the one object and put onto the other, of a kind
    the player chooses among those there; with either object gone (or both the same object),
    none is moved."""
    sources, onto = objects_of(game, e.what, ctx), objects_of(game, e.onto, ctx)
    if len(sources) > 1 or len(onto) > 1:
        raise UnsupportedAtRuntime("counters moved from or onto several objects")
    n = _amount(game, e.amount, ctx)
    moved = 0
    if sources and onto and sources[0] is not onto[0]:
        source, target = sources[0], onto[0]
        while moved < n:
            kinds = sorted(k for k, count in source.counters.items() if count > 0)
            if not kinds:
                break
            kind = kinds[0] if len(kinds) == 1 else game.choose_one(ctx.controller, "mode", f"move a counter of which kind from {source.name}", kinds)
            if not game.remove_counters(source, kind, 1):
                break
            game.put_counters(target, kind, 1, ctx)
            moved += 1
    ctx.did = moved == n


@executor(fx.RemoveAllCounters)
def _remove_all_counters(game: Game, e: fx.RemoveAllCounters, ctx: Context) -> None:
    """CR 122.8: each object loses every counter of the kind (of every kind if none is named);
    players too ("target player loses all poison counters", CR 122.1)."""
    removed = 0
    if fx.names_players(e.what) or _names_some_players(e.what):
        # players alone, or "up to one target permanent or opponent": objects and players alike
        parties = players_of(game, e.what, ctx) if fx.names_players(e.what) else targets_of(game, e.what, ctx)
        for party in parties:
            n = game.remove_all_player_counters(party.name, e.counter) if isinstance(party, Player) else game.remove_all_counters(party, e.counter)
            ctx.results.setdefault(fx.CountersRemoved.result_key, []).append(n)
            removed += n
        ctx.results["event_amount"] = [removed]  # CR 608.2c: "deals that much damage"
        return
    for obj in objects_of(game, e.what, ctx):
        n = game.remove_all_counters(obj, e.counter)
        ctx.results.setdefault(fx.CountersRemoved.result_key, []).append(n)
        removed += n
    # CR 608.2c: "remove all +1/+1 counters from it ... Draw that many cards": "that many" after
    # it is the number of counters it removed
    ctx.results["event_amount"] = [removed]


@executor(fx.Amass)
def _amass(game: Game, e: fx.Amass, ctx: Context) -> None:
    """CR 701.47a: if you control no Army creature, create a 0/0 black [subtype] Army
    creature token; choose an Army creature you control; put N +1/+1 counters on it; if it
    isn't a [subtype], it becomes one in addition to its other types. The chosen Army is "the
    amassed Army" even if it got no counters (CR 701.47c)."""
    n = _amount(game, e.amount, ctx)
    subtype = subtype_forms().get(e.subtype, e.subtype)  # "amass Orcs": the subtype Orc
    for p in players_of(game, e.player, ctx):

        def armies(p: Any = p) -> list[GameObject]:
            return [o for o in game.battlefield(p.name) if game.characteristics(o).has_type("Creature") and game.characteristics(o).has_subtype("Army")]

        if not armies():
            token = fx.TokenSpec(colors=("B",), types=("Creature",), subtypes=(subtype, "Army"), power=0, toughness=0)
            game.create_token(p.name, token, 1, ctx=ctx)
        candidates = armies()
        if not candidates:
            continue
        army = candidates[0] if len(candidates) == 1 else game.choose_one(p.name, "card", f"amass {e.subtype} {n}: choose an Army", candidates)
        game.put_counters(army, "+1/+1", n, ctx)
        if army.id in game.state.objects and not game.characteristics(army).has_subtype(subtype):
            game.add_continuous_effect([army], [("4", ("add_types", (), (subtype,), ()))], duration="game", ctx=ctx)
        ctx.results[fx.Amass.result_key] = [army.id]
        ctx.results[f"lki:{army.id}"] = [game.info(army)]
        game.emit("amass", player=p.name, object=game.info(army), amount=n, info={"subtype": subtype})


@executor(fx.GainLife)
def _gain_life(game: Game, e: fx.GainLife, ctx: Context) -> None:
    gained = ctx.results.setdefault(fx.LifeChangedThisWay.GAINED_KEY, [])
    with each_player_done(ctx):
        for p in players_of(game, e.player, ctx):
            gained.append(game.gain_life(p.name, _amount(game, e.amount, each_player_context(ctx, p))))


@executor(fx.SetLifeTotal)
def _set_life_total(game: Game, e: fx.SetLifeTotal, ctx: Context) -> None:
    # CR 119.5: the player gains or loses the difference (so "can't gain life" and life-gain
    # triggers apply to it)
    # each new total is worked out before any changes (one effect, CR 608.2c)
    with each_player_done(ctx):
        totals = [(p, _amount(game, e.amount, each_player_context(ctx, p))) for p in players_of(game, e.player, ctx)]
    for p, total in totals:
        _change_life(game, p, total - p.life)


def _change_life(game: Game, player: Player, change: int) -> None:
    """A life total moved by ``change`` by gaining or losing that much life (CR 119.5, 701.12c),
    so that replacement effects and triggers see it."""
    if change > 0:
        game.gain_life(player.name, change)
    elif change < 0:
        game.lose_life(player.name, -change)


@executor(fx.ExchangeLifeTotals)
def _exchange_life_totals(game: Game, e: fx.ExchangeLifeTotals, ctx: Context) -> None:
    """CR 701.12c: each player gains or loses the life that makes their total the other's
    previous total (through gaining and losing, so replacement effects and triggers see it).
    CR 701.12a: with no two players to exchange, or if a player who can't gain life would have
    to (CR 119.7), no part of the exchange happens."""
    players = list({p.name: p for p in players_of(game, e.players, ctx)}.values())
    if len(players) != 2:
        return
    first, second = players
    changes = [(first, second.life - first.life), (second, first.life - second.life)]
    if any(change > 0 and has(game, p.name, fx.PlayerRuleName.CANT_GAIN_LIFE) for p, change in changes):
        return
    if any(change < 0 and has(game, p.name, fx.PlayerRuleName.CANT_LOSE_LIFE) for p, change in changes):  # CR 119.8
        return
    for p, change in changes:  # both differences worked out before either changes (CR 608.2c)
        _change_life(game, p, change)


@executor(fx.ExchangeZones)
def _exchange_zones(game: Game, e: fx.ExchangeZones, ctx: Context) -> None:
    """CR 701.12d, 701.12f: the cards of one of the player's zones go to the other and those of
    the other to the first, even if one of them is empty; both groups are taken before either
    moves, so no card goes back. Cards put into a library together are ordered as their owner
    chooses (CR 401.4, the game's default order)."""
    for p in players_of(game, e.player, ctx):
        first = list(game.zone(e.zone, p.name).objects)
        second = list(game.zone(e.other, p.name).objects)
        game.move_many(first, e.other, ctx=ctx)
        game.move_many(second, e.zone, ctx=ctx)


@executor(fx.ExchangeLifeWithStat)
def _exchange_life_with_stat(game: Game, e: fx.ExchangeLifeWithStat, ctx: Context) -> None:
    """CR 701.12g: the player gains or loses the life that makes their total the creature's
    power (or toughness), and a layer 7b effect sets that power (or toughness) to the player's
    previous total, for the rest of the game. CR 701.12a: with no such creature on the
    battlefield, or a player who can't gain life who would have to (CR 119.7), nothing
    happens."""
    players = players_of(game, e.player, ctx)
    objs = [o for o in objects_of(game, e.what, ctx) if o.zone == "battlefield"]
    if len(players) != 1 or len(objs) != 1:
        return
    player, obj = players[0], objs[0]
    value = getattr(game.characteristics(obj), e.stat)
    if value is None:
        return
    previous, change = player.life, value - player.life
    if change > 0 and has(game, player.name, fx.PlayerRuleName.CANT_GAIN_LIFE):
        return
    if change < 0 and has(game, player.name, fx.PlayerRuleName.CANT_LOSE_LIFE):  # CR 119.8
        return
    _change_life(game, player, change)
    pt = (previous, None) if e.stat == "power" else (None, previous)
    game.add_continuous_effect([obj], [("7b", ("set_pt", *pt))], duration="game", ctx=ctx)


@executor(fx.LoseLife)
def _lose_life(game: Game, e: fx.LoseLife, ctx: Context) -> None:
    lost = 0
    with each_player_done(ctx):
        for p in players_of(game, e.player, ctx):
            lost += game.lose_life(p.name, _amount(game, e.amount, each_player_context(ctx, p)))
    # "each opponent loses 1 life and you gain that much life" (extort, CR 702.101a): "that
    # much" after it is the total life lost this way
    ctx.results["event_amount"] = [lost]
    ctx.results.setdefault(fx.LifeChangedThisWay.LOST_KEY, []).append(lost)  # "the life lost this way"


@executor(fx.DealDamage)
def _damage(game: Game, e: fx.DealDamage, ctx: Context) -> None:
    sources = objects_of(game, e.source, ctx, lki=True)
    source = sources[0] if sources else ctx.source_info
    info = game.info(source) if isinstance(source, GameObject) else source
    dealt = ctx.results.setdefault(fx.DamageDealtThisWay.result_key, [])  # "the damage dealt this way"
    # "the excess damage dealt this way" (CR 120.10): what was dealt it, and how much
    excess = ctx.results.setdefault(fx.ExcessDamage.result_key, [])

    def deal(target: Any, n: int) -> None:
        over: list[int] = []
        dealt.append(game.deal_damage(info, target, n, excess=over))
        if dealt[-1] > 0 and isinstance(target, GameObject):
            record_objects(ctx, "dealt damage", [target])  # "a creature dealt damage this way"
            excess.append((target.id, sum(over)))
        elif dealt[-1] > 0 and isinstance(target, Player):
            # "if a player is dealt damage this way" (CR 608.2c)
            ctx.results.setdefault(fx.Found.DAMAGED_PLAYERS, []).append(target.name)

    if e.divided:
        if e.excess_to is not None:
            raise UnsupportedAtRuntime("DealDamage", "excess damage of divided damage dealt to another player or permanent")
        for target, n in _division(game, e, ctx):
            deal(target, n)
        return
    if e.evenly:
        # "divided evenly, rounded down, among any number of targets": equal shares among those
        # still there (an illegal target gets none and is not counted, CR 608.2b), rounded
        # (CR 107.1a)
        if e.excess_to is not None:
            raise UnsupportedAtRuntime("DealDamage", "excess damage of damage divided evenly dealt to another player or permanent")
        recipients = targets_of(game, e.to, ctx)
        if recipients:
            share, left = divmod(_amount(game, e.amount, ctx), len(recipients))
            share += 1 if left and e.evenly == "up" else 0
            for target in recipients:
                deal(target, share)
        return
    n = _amount(game, e.amount, ctx)
    # "deals damage to each player equal to the number of nonbasic lands that player controls",
    # "to target player equal to the number of cards in that player's hand": the amount is
    # each player's own, "that player" being the one dealt damage (unless an instruction
    # carried out player by player already names one)
    each_own = "that player" not in ctx.results and any(isinstance(x, fx.PlayerRole) and x.role == "that" for x in walk(e.amount))
    for target in targets_of(game, e.to, ctx):
        if each_own and isinstance(target, Player):
            with for_player(ctx, target):
                n = _amount(game, e.amount, ctx)
        before = game.damage_before_excess(target, info) if e.excess_to is not None else None
        if before is None or n <= before:
            deal(target, n)
            continue
        # CR 120.4a: the damage event is modified first, the excess dealt to the other player
        # or permanent instead (prevention applies to each part after, CR 120.4b)
        deal(target, before)
        for other in targets_of(game, e.excess_to, ctx):
            deal(other, n - before)


@executor(fx.AddMana)
def _add_mana(game: Game, e: fx.AddMana, ctx: Context) -> None:
    if e.types_of is not None:
        # CR 106.7 ("could produce"): the types another permanent could produce
        game.unsupported["AddMana"] += 1
        raise UnsupportedAtRuntime("AddMana", "mana of the types another permanent could produce")
    if e.identity_of is not None:
        # "one mana of any color in your commander's color identity" (CR 903.4): without a
        # commander the colors are undefined and that part of the ability does nothing (CR 903.4f)
        described = e.identity_of
        if isinstance(described, fx.Filter):  # a commander, in any zone (CR 903.3)
            owners = [o for o in game.all_objects() if matches(game, o, attrs.evolve(described, zone=o.zone), ctx)]
        else:
            owners = objects_of(game, described, ctx)
        if owners:
            game.unsupported["AddMana"] += 1
            raise UnsupportedAtRuntime("AddMana", "the color identity of a card (CR 903.4)")
        return

    if e.colors_of is not None:
        # "one mana of any color among legendary creatures you control" (CR 105.2, 106.1): the
        # colors those objects have now; with none (all colorless, or no such object) no mana
        colors = {c for o in objects_of(game, e.colors_of, ctx) for c in game.characteristics(o).colors}
        options = [c for c in "WUBRG" if c in colors]
        if not options:
            return
        e = attrs.evolve(e, colors_of=None, choices=tuple(f"{{{c}}}" for c in options))

    def add(player: str, units: list[Mana]) -> None:
        # CR 106.3: the source of the mana is the spell, or the source of the ability
        source = ctx.source_info
        if source is None and isinstance(game.get(ctx.source_id), GameObject):
            source = game.info(game.get(ctx.source_id))
        for tapped in ctx.results.get(TAPPED_FOR_MANA, []):
            # CR 106.12b: a permanent tapped for mana; replacement effects change what it makes
            units = replace_mana(game, tapped, ctx.controller, units)
        units = produced_by(units, source)
        game.add_mana(player, units)
        # "you don't lose this mana" (KeepUnspentMana) reads what this ability added
        ctx.results.setdefault("mana added", []).append((player, units))

    for p in players_of(game, e.player, ctx):
        n = _amount(game, e.amount, ctx)  # "Add {G} for each Elf you control": may be none
        if n <= 0:
            continue
        if e.chosen_color:  # "one mana of the chosen color" (CR 607.2)
            chosen = ctx.results.get("chosen color") or source_marks(game, ctx).get("chosen color")
            if e.choices:
                # "Add {G} or one mana of the chosen color.": the player picks one of them; with no
                # color chosen only the symbols are left
                options = [*e.choices, *([f"{{{chosen[0]}}}"] if chosen else [])]
                choice = options[0] if len(options) == 1 else game.choose_one(p.name, "cost", "choose the mana to add", options)
                add(p.name, parse_mana(choice) * n)
                continue
            if not chosen:
                continue  # no color was chosen: no mana (CR 607.2 refers to nothing)
            add(p.name, [Mana(chosen[0])] * n)
        elif e.combination:
            # "N mana in any combination of colors [of {B} and/or {R}]": each unit apart (CR 106.1a)
            options = [str(m.type) for c in e.choices for m in parse_mana(c)] if e.choices else list("WUBRG")
            units = []
            for i in range(n):
                if e.different:
                    # "N mana of different colors": no color twice (CR 106.1a); none left, no more mana
                    options = [c for c in options if c not in {str(m.type) for m in units}]
                    if not options:
                        break
                units.append(Mana(game.choose_one(p.name, "cost", f"choose the color of mana {i + 1} of {n}", options)))
            add(p.name, units)
        elif e.any_color:
            # "one mana of any type" may also be colorless (CR 106.1b); "of any one color": one
            # color for all of it
            options = [*"WUBRG", "C"] if e.any_type else list("WUBRG")
            color = game.choose_one(p.name, "cost", "choose a type of mana" if e.any_type else "choose a color of mana", options)
            add(p.name, [Mana(color)] * n)
        elif e.choices:  # "Add {R} or {G}."
            choice = game.choose_one(p.name, "cost", "choose the mana to add", list(e.choices))
            add(p.name, parse_mana(choice) * n)
        else:
            add(p.name, parse_mana(e.mana) * n)


@executor(fx.KeepUnspentMana)
def _keep_unspent_mana(game: Game, e: fx.KeepUnspentMana, ctx: Context) -> None:
    """"Until end of combat, you don't lose this mana as steps and phases end" (CR 500.4,
    702.189a): the mana this ability added stays in the pool until the duration ends."""
    if not e.this_mana or e.color is not None or e.duration not in ("end_of_combat", "end_of_turn"):
        game.unsupported["KeepUnspentMana"] += 1
        raise UnsupportedAtRuntime("KeepUnspentMana", "keeping mana other than this ability's, until end of combat or turn")
    mark_added_mana(game, ctx, kept_until=e.duration)


@executor(fx.LoseUnspentMana)
def _lose_unspent_mana(game: Game, e: fx.LoseUnspentMana, ctx: Context) -> None:
    """"that player loses all unspent mana" (CR 106.4): each player's mana pool empties."""
    for p in players_of(game, e.player, ctx):
        game.lose_unspent_mana(p.name)


def mark_added_mana(game: Game, ctx: Context, **changes: Any) -> None:
    """Give the mana this ability added (``ctx.results["mana added"]``) new fields in the pool:
    each unit, or an equal one (mana has no identity), the last in the pool. The record is
    updated too, so that another instruction of the ability finds the units as they are now
    ("Spend this mana only ... . You don't lose this mana ...")."""
    for name, units in ctx.results.get("mana added", []):
        pool = game.player(name).mana_pool
        for position, unit in enumerate(units):
            index = next((i for i in range(len(pool) - 1, -1, -1) if pool[i] == unit), None)
            if index is not None:
                fields = dict(changes)
                if "watched_by" in fields:
                    # the mana carries each ability and effect waiting for it (CR 106.6)
                    fields["watched_by"] = (*pool[index].watched_by, *fields["watched_by"])
                pool[index] = units[position] = attrs.evolve(pool[index], **fields)
    game._touch()


@executor(fx.SpendRestriction)
def _spend_restriction(game: Game, e: fx.SpendRestriction, ctx: Context) -> None:
    """"Spend this mana only to cast creature spells" (CR 106.6): the mana this ability added is
    marked with what it may pay for; paying a cost leaves it in the pool unless it may
    (casting.spendable)."""
    if e.costs_with or e.also:
        reason = "mana only for costs that contain a symbol" if e.costs_with else "what spending the mana does to the spell (\"that spell can't be countered\")"
        game.unsupported["SpendRestriction"] += 1
        raise UnsupportedAtRuntime("SpendRestriction", reason)
    mark_added_mana(game, ctx, only=SpendOnly(restriction=e, source_id=ctx.source_id, controller=ctx.controller))


@executor(fx.CounterSpell)
def _counter(game: Game, e: fx.CounterSpell, ctx: Context) -> None:
    """CR 701.6a: a countered spell goes to its owner's graveyard (or where ``instead`` puts
    it, CR 614.1a); an ability ceases. What was countered is remembered ("If that spell is
    countered this way")."""
    # "Whenever a player activates an ability ..., counter that ability": the ability activated
    for item in objects_of(game, e.what, ctx) + activated_ability(game, e.what, ctx):
        if isinstance(item, StackAbility):
            game._remove(item)
            ctx.results.setdefault(fx.CounterSpell.result_key, []).append(item.id)
            game.emit("countered", player=item.controller, object=item.source_info)
            continue
        if item.zone != "stack":
            continue
        if fx.CANT_BE_COUNTERED in game.characteristics(item).rules:
            continue  # CR 101.2
        info = game.info(item)
        record_objects(ctx, fx.CounterSpell.result_key, [item], game)
        if e.instead:
            # "exile it instead of putting it into its owner's graveyard": the instructions
            # that replace the move act on the spell while it is still on the stack
            game.run(e.instead, ctx)
            if item.zone == "stack" and game.get(item.id) is item:
                game.move(item, "graveyard", cause="countered", ctx=ctx)  # the replacement did not move it
        else:
            game.move(item, "graveyard", cause="countered", ctx=ctx)
        game.emit("countered", player=info.controller, object=info)


@executor(fx.Cast)
def _cast(game: Game, e: fx.Cast, ctx: Context) -> None:
    """CR 608.2g: cast now, during resolution; timing permissions based on the card's type
    are ignored (the Summons of Saruman ruling). ``without_paying``: no alternative costs, X
    is 0, additional costs may (and mandatory ones must) be paid (CR 118.9, 107.3b)."""
    # "you may cast a spell from among them": the one choice is which card to cast, or none
    what = e.what.what if isinstance(e.what, fx.Chosen) and e.what.amount is None else e.what
    for p in players_of(game, e.player, ctx):
        candidates = [o for o in objects_of(game, what, ctx) if not game.characteristics(o).has_type("Land")]
        if not candidates:
            continue
        chosen = game.ask(p.name, "card", "cast which card?", candidates, min=0 if e.optional else 1, max=1)
        for card in chosen:
            # the instruction is the permission the spell is cast with (CR 608.2g, 400.7h)
            granted_by = (ctx.source_id, e)
            way = CastWay(method="without_paying" if e.without_paying else "effect", zone=card.zone, ignore_timing=True, without_paying=e.without_paying, permission=granted_by)
            if e.alternative_cost:
                # madness (CR 702.35a), or the instruction's own (CR 118.9): "by paying [cost]
                # rather than paying its mana cost"
                way = CastWay(method=e.keyword or "alternative cost", zone=card.zone, cost=e.alternative_cost, ignore_timing=True, permission=granted_by)
            try:
                spell = cast_spell(game, p.name, card, during_resolution=True, way=way)
            except IllegalAction as refusal:
                game.emit("cast_refused", player=p.name, object=game.info(card), info={"reason": refusal.reason})
                ctx.did = False  # "If that player doesn't [cast it]" (CR 702.35a)
                continue
            record_objects(ctx, "cast", [spell])
            ctx.did = True


@executor(fx.ModifyPT)
def _modify_pt(game: Game, e: fx.ModifyPT, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    if e.each:
        # "double the power of each creature you control": each object's own number, all of
        # them read as the effect begins, before any applies (CR 701.10b, 608.2h)
        saved = ctx.results.get(fx.ModifyPT.EACH_KEY)
        changes = []
        try:
            for obj in objs:
                ctx.results[fx.ModifyPT.EACH_KEY] = [obj.id]
                changes.append((obj, evaluate(game, e.power, ctx), evaluate(game, e.toughness, ctx)))
        finally:
            if saved is None:
                ctx.results.pop(fx.ModifyPT.EACH_KEY, None)
            else:
                ctx.results[fx.ModifyPT.EACH_KEY] = saved
        for obj, power, toughness in changes:
            game.add_continuous_effect([obj], [("7c", ("modify_pt", power, toughness))], duration=e.duration or "game", ctx=ctx)
        return
    ops = [("7c", ("modify_pt", evaluate(game, e.power, ctx), evaluate(game, e.toughness, ctx)))]
    game.add_continuous_effect(objs, ops, duration=e.duration or "game", ctx=ctx)


@executor(fx.SetPT)
def _set_pt(game: Game, e: fx.SetPT, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    if e.each:
        # "each equal to its power": each object's own numbers, fixed as the effect begins
        # (CR 613.4b, 608.2h)
        saved = ctx.results.get(fx.SetPT.EACH_KEY)
        try:
            for obj in objs:
                ctx.results[fx.SetPT.EACH_KEY] = [obj.id]
                power = None if e.power is None else evaluate(game, e.power, ctx)
                toughness = None if e.toughness is None else evaluate(game, e.toughness, ctx)
                game.add_continuous_effect([obj], [("7b", ("set_pt", power, toughness))], duration=e.duration or "game", ctx=ctx)
        finally:
            if saved is None:
                ctx.results.pop(fx.SetPT.EACH_KEY, None)
            else:
                ctx.results[fx.SetPT.EACH_KEY] = saved
        return
    power = None if e.power is None else evaluate(game, e.power, ctx)
    toughness = None if e.toughness is None else evaluate(game, e.toughness, ctx)
    game.add_continuous_effect(objs, [("7b", ("set_pt", power, toughness))], duration=e.duration or "game", ctx=ctx)


@executor(fx.SwitchPT)
def _switch_pt(game: Game, e: fx.SwitchPT, ctx: Context) -> None:
    """CR 613.4d: applied in layer 7d, after every other change to power and toughness."""
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, [("7d", ("switch_pt",))], duration=e.duration or "game", ctx=ctx)


@executor(fx.GrantAbilities)
def _grant(game: Game, e: fx.GrantAbilities, ctx: Context) -> None:
    # "gains protection from the color of your choice": the color chosen as it resolved (CR 608.2d)
    abilities = tuple(with_chosen_color(a, ctx.results.get("chosen color")) for a in e.abilities)
    # "gains landwalk of the chosen type": the land type chosen before it (CR 607.2)
    abilities = tuple(with_chosen_land_type(a, ctx.results.get("chosen type")) for a in abilities)
    if fx.names_players(e.what):  # "you gain protection from everything" (CR 613.10)
        players = tuple(p.name for p in players_of(game, e.what, ctx))
        game.add_continuous_effect([], [(PLAYERS_LAYER, ("grant_players", players, abilities))], duration=e.duration or "game", ctx=ctx)
        return
    if isinstance(e.what, fx.NextSpell):
        # "The next spell you cast this turn has convoke." (CR 611.2f): it has them from the
        # moment it is put on the stack (runtime.spell_effects)
        add_spell_effect(game, "grant", attrs.evolve(e, abilities=abilities), e.what, ctx, effect_duration(e.duration))
        return
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, [("6", ("grant", abilities))], duration=e.duration or "game", ctx=ctx)


@executor(fx.Becomes)
def _becomes(game: Game, e: fx.Becomes, ctx: Context) -> None:
    """CR 613: types in layer 4, colors in 5, abilities in 6, base P/T in 7b; the numbers are
    fixed as the effect begins (CR 611.2c... values determined once)."""
    objs = objects_of(game, e.what, ctx)
    ops: list[Any] = []
    if e.types or e.subtypes:
        if e.in_addition or e.keeps:
            # "in addition to its other types", "that's still a land": every prior card type,
            # supertype and subtype is retained (CR 205.1b)
            ops.append(("4", ("add_types", tuple(e.types), tuple(e.subtypes), ())))
        else:
            ops.append(("4", ("set_types", tuple(e.types), tuple(e.subtypes), ())))
    if e.all_creature_types:  # "with all creature types" (CR 205.3m, 702.73a)
        ops.append(("4", ("add_types", (), tuple(sorted(creature_types())), ())))
    if e.name is not None:  # "named Fenric": layer 3 (CR 613.1c, 123.6c)
        ops.append(("3", ("set_name", e.name)))
    if e.supertypes:  # CR 205.4
        ops.append(("4", ("add_types", (), (), tuple(e.supertypes))))
    if e.colors is not None:  # CR 105.3: new colors replace the old ones unless "in addition"
        ops.append(("5", ("add_colors" if e.colors_in_addition else "set_colors", tuple(e.colors))))
    for quality in e.chosen:  # "becomes the color of your choice" (CR 608.2d: chosen as it begins)
        value_ = tuple(ctx.results.get(f"chosen {quality}") or ())
        if not value_:
            raise UnsupportedAtRuntime(f"becoming the chosen {quality} before one was chosen")
        if quality == "color":
            ops.append(("5", ("set_colors", value_)))
        elif quality in ("type", "creature type", "basic land type"):
            # CR 205.1a: a new subtype replaces the subtypes of its kind (a land's old land
            # types, CR 305.7); "in addition to its other types" keeps them (CR 205.1b)
            ops.append(("4", ("add_types" if e.in_addition else "set_types", (), value_, ())))
        else:
            raise UnsupportedAtRuntime(f"becoming the chosen {quality}")
    if e.abilities:
        ops.append(("6", ("grant", tuple(e.abilities))))
    if e.power is not None or e.toughness is not None:
        power = None if e.power is None else evaluate(game, e.power, ctx)
        toughness = None if e.toughness is None else evaluate(game, e.toughness, ctx)
        ops.append(("7b", ("set_pt", power, toughness)))
    game.add_continuous_effect(objs, ops, duration=e.duration or "game", ctx=ctx)


@executor(fx.TapOrUntap)
def _tap_or_untap(game: Game, e: fx.TapOrUntap, ctx: Context) -> None:
    for obj in objects_of(game, e.what, ctx):
        choice = game.ask(ctx.controller, "mode", f"tap or untap {obj.name}?", ("tap", "untap"))[0]
        if choice == "tap":
            game.tap(obj)
        else:
            game.untap(obj)


@executor(fx.AddTypes)
def _add_types(game: Game, e: fx.AddTypes, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, [("4", ("add_types", tuple(e.types), tuple(e.subtypes), ()))], duration=e.duration or "game", ctx=ctx)


@executor(fx.RemoveTypes)
def _remove_types(game: Game, e: fx.RemoveTypes, ctx: Context) -> None:
    objs = objects_of(game, e.what, ctx)
    game.add_continuous_effect(objs, [("4", ("remove_types", tuple(e.types), tuple(e.supertypes), e.all_creature_types))], duration=e.duration or "game", ctx=ctx)


@executor(fx.Pay)
def _pay(game: Game, e: fx.Pay, ctx: Context) -> None:
    """CR 118.12: paying a cost during resolution; "if you do" checks it was paid."""
    for p in players_of(game, e.player, ctx):
        # the payer's context keeps the triggering event: "pay life equal to its power" reads
        # "it" from the event (CR 603.7c: "it" is the object that triggered the ability)
        pctx = Context(controller=p.name, source_id=ctx.source_id, source_info=ctx.source_info, targets=ctx.targets, results=ctx.results, x=ctx.x, event=ctx.event)
        mana = "".join(c.mana for c in e.costs if isinstance(c, fx.ManaPayment))
        others = [c for c in e.costs if not isinstance(c, fx.ManaPayment)]
        source = game.get(ctx.source_id)
        # "pays {X}, where X is ...": the text gives X its value, read now, from the ability's
        # own point of view ("your devotion" is its controller's, not the payer's) (CR 107.3a)
        defined = {evaluate(game, c.x, ctx) for c in e.costs if isinstance(c, fx.ManaPayment) and c.x is not None}
        if len(defined) > 1:
            raise UnsupportedAtRuntime("Pay", "payments with different values of X at once")
        x = defined.pop() if defined else ctx.x
        if not defined and not x and "X" in mana and isinstance(ctx.ability, fx.TriggeredAbility) and p.name == ctx.controller:
            # CR 107.3f: X in a triggered ability's text, not defined there ("When you cycle this
            # card, you may pay {X}. If you do, create X ... tokens"): its controller chooses it
            # as it resolves; the rest of the ability reads that value. "X can't be greater than
            # the amount of life you gained this turn.": a rule of that choice (CR 107.3)
            limits = [(b.comparison, evaluate(game, b.amount, ctx)) for b in e.x_bounds if isinstance(b, fx.XBound)]
            options = [v for v in range(available_mana(game, p.name) + 1) if all(v <= n if c == "greater than" else v >= n if c == "less than" else v != n for c, n in limits)]
            if not options:
                ctx.did = False  # no value of X it may pay (CR 107.3): it can't be paid
                return
            x = ctx.x = pctx.x = int(game.choose_one(p.name, "x", "value of X to pay", options))
        elif e.x_bounds:
            game.unsupported["XBound"] += 1
            raise UnsupportedAtRuntime("XBound", "a bound on an X its player does not choose as the payment is made (CR 107.3f)")
        try:
            payment = announce_payment(game, p.name, ManaCost.parse(mana) if mana else ManaCost(()), x, "a cost")
            check_payable(game, p.name, payment, others, pctx, source)
        except IllegalAction:
            ctx.did = False
            return
        life = [evaluate(game, c.amount, pctx) for c in others if isinstance(c, fx.PayLife)]
        pay_costs(game, p.name, payment, others, pctx, source)
        ctx.did = True
        if len(life) == 1:  # "pay life equal to its power. If you do, put that many counters ..."
            ctx.results["event_amount"] = life


@executor(fx.May)
def _may(game: Game, e: fx.May, ctx: Context) -> None:
    """CR 603.5, 118.12: the player chooses; a "may pay" that can't be paid is not done."""
    players = players_of(game, e.player, ctx)
    if not players:
        ctx.did = False
        return
    source = ctx.source_info.name if ctx.source_info else None
    prompt = "; ".join(x.describe() for x in e.effects)[:120]
    if isinstance(e.player, _GROUPS_OF_PLAYERS):
        _each_may(game, e, ctx, players, prompt, source)
        return
    agreed = game.may(players[0].name, prompt, source=source)
    ctx.did = agreed
    ctx.results[fx.DidThisWay.result_key] = [players[0].name] if agreed else []
    ability = ctx.ability
    if agreed and isinstance(ability, fx.TriggeredAbility) and ability.action_once_each_turn and ability.effects[:1] == (e,):
        # CR 603.2h: "Do this only once each turn." (the action is the ability's first "may")
        game.state.turn_record.actions_taken.add((ctx.controller, ctx.source_id, ability))
    if agreed:
        game.run(e.effects, ctx)
    else:
        _nothing_chosen_among(game, e.effects, ctx)


def _nothing_chosen_among(game: Game, effects: tuple[fx.Effect, ...], ctx: Context) -> None:
    """"You may reveal a creature card from among them and put it into your hand. Put the rest on
    the bottom of your library": declined, nothing is chosen among them, so the rest are all of
    them (CR 608.2c)."""
    if "rest" in ctx.results:
        return
    for element in fx.walk(effects):
        if isinstance(element, fx.Chosen) and isinstance(element.what, fx.Amongst):
            record_objects(ctx, "rest", objects_of(game, element.what.among, ctx), game)
            return


#: the players of "each player may ...", "each opponent may ...", "each other player may ...":
#: every one of them chooses, not one for all (CR 101.4)
_GROUPS_OF_PLAYERS = (fx.EachPlayer, fx.EachOpponent, fx.OtherPlayers, fx.PlayersWho, fx.Union)


def _each_may(game: Game, e: fx.May, ctx: Context, players: list[Player], prompt: str, source: str | None) -> None:
    """CR 101.4: each player chooses whether, in turn order starting with the active player,
    then those who chose to do it do it, each as "that player" of the instructions (the group
    the instructions name becomes the one player carrying them out)."""
    agreed = [game.player(name) for name in game.apnap(p.name for p in players) if game.may(name, prompt, source=source)]
    that_player = fx.PlayerRole(role="that")

    def carried_out_by_that_player(element: Any) -> Any:
        if element == e.player:
            return that_player
        if isinstance(element, fx.Chosen) and element.chooser is None:
            # "each player may put a card from their hand ...": the one doing it chooses
            return fx.transform_fields(attrs.evolve(element, chooser=that_player), carried_out_by_that_player)
        if isinstance(element, fx.Move) and element.to == "battlefield" and element.under is None:
            # CR 110.2a: it enters under the control of the player who put it there
            return fx.transform_fields(attrs.evolve(element, under=that_player), carried_out_by_that_player)
        return element

    own = tuple(fx.transform(x, carried_out_by_that_player) for x in e.effects)
    did = []
    for player in agreed:
        ctx.did = True
        before = len(game.state.events)
        with for_player(ctx, player):
            game.run(own, ctx)
        # agreed, and something happened: a "may put a land card" with none in hand did not
        if ctx.did is not False and len(game.state.events) > before:
            did.append(player.name)
    ctx.did = bool(did)  # "If a player does", "If no one does"
    ctx.results[fx.DidThisWay.result_key] = did


@executor(fx.IfDid)
def _if_did(game: Game, e: fx.IfDid, ctx: Context) -> None:
    if bool(ctx.did) != e.negate:
        game.run(e.effects, ctx)


@executor(fx.Conditional)
def _conditional(game: Game, e: fx.Conditional, ctx: Context) -> None:
    if check_condition(game, e.condition, ctx):
        game.run(e.effects, ctx)
    else:
        if any(isinstance(x, fx.May) for x in e.effects):
            # "If it shares a creature type with this creature, you may reveal it. If you do,
            # ...": an optional action its condition kept from being offered was not done
            ctx.did = False
        game.run(e.otherwise, ctx)


@executor(fx.Sequence)
def _sequence(game: Game, e: fx.Sequence, ctx: Context) -> None:
    game.run(e.effects, ctx)


def each_player_context(ctx: Context, player: Player) -> Context:
    """The context while an instruction is carried out for one of several players: "that
    player" means this one (the executor puts it back as it was once done: each_player_done)."""
    ctx.results["that player"] = [player.name]
    return ctx


@contextmanager
def each_player_done(ctx: Context) -> Iterator[None]:
    """Around an instruction carried out for each of several players in turn: "that player" is
    as it was before it once it is done, not the last of them (CR 608.2c: "their hand" in the
    next instruction is not the last player's who drew or discarded)."""
    with bound_result(ctx, "that player", list(ctx.results.get("that player", []))):
        if not ctx.results["that player"]:
            ctx.results.pop("that player")
        yield


def _one_player_name(game: Game, ref: Any, ctx: Context) -> str | None:
    players = players_of(game, ref, ctx)
    return players[0].name if len(players) == 1 else None


@executor(fx.RevealUntil)
def _reveal_until(game: Game, e: Any, ctx: Context) -> None:
    """"Reveal cards from the top of your library until you reveal [N matching cards]": then
    "found" are the matching ones and "rest" the others (action: reveal, exile or mill)."""
    wanted = max(1, evaluate(game, e.amount, ctx))
    total = group_stat(e.until)
    each = attrs.evolve(e.until, stat=None) if total is not None else e.until
    for p in players_of(game, e.library, ctx):
        library = game.zone("library", p.name)
        found: list[GameObject] = []
        rest: list[GameObject] = []
        so_far = 0
        for card in list(library.objects):
            if total is None and len(found) >= wanted:
                break
            if total is not None and found and COMPARE[total[1]](so_far, game.evaluate(total[2], ctx)):
                break  # "until they have exiled cards with total mana value 20 or greater" (CR 202.3)
            (found if matches(game, card, each, ctx) else rest).append(card)
            if total is not None and found and found[-1] is card:
                so_far += stat_of(facts_of(game, card), total[0][len("total_"):]) or 0
        revealed = [o for o in library.objects if o in found or o in rest]
        if e.action == "reveal":
            game.emit("reveal", player=p.name, objects=tuple(game.info(o) for o in revealed))
            # CR 701.20a: every card revealed, the matching ones and the rest ("the revealed
            # cards", "When you reveal a creature card this way")
            record_objects(ctx, fx.Reveal.result_key, revealed, game)
        elif e.action in ("exile", "mill"):
            destination = "exile" if e.action == "exile" else "graveyard"
            moved = game.move_many(revealed, destination, cause=e.action, ctx=ctx)
            by_card = {o.card_id: o for o in moved}
            found = [by_card[o.card_id] for o in found if o.card_id in by_card]
            rest = [by_card[o.card_id] for o in rest if o.card_id in by_card]
            # "cards exiled this way", "cards milled this way": every card moved, the matching
            # ones and the rest
            record_objects(ctx, "exiled" if e.action == "exile" else fx.Mill.result_key, moved)
            if e.action == "mill":
                game.emit("mill", player=p.name, objects=tuple(game.info(o) for o in moved), amount=len(moved))
        else:
            raise UnsupportedAtRuntime(f"reveal until, then {e.action!r}")
        record_objects(ctx, fx.RevealUntil.result_key, found)
        record_objects(ctx, "rest", rest)
        # CR 110.2a: "Its controller reveals cards ... until they reveal a creature card. The
        # player puts that card onto the battlefield": a card the player found this way enters
        # under that player's control unless the effect says otherwise ("under your control")
        revealer = p.name if e.player == e.library else _one_player_name(game, e.player, ctx)
        if revealer is not None:
            for card in found:
                ctx.results[f"{PUT_BY}{card.id}"] = [revealer]
