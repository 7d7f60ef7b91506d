"""Executors of the special of the effect model (:mod:`oraclec.effects.special`)."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

import attrs

from ... import effects as fx
from ..combat import put_into_combat
from ..context import Context
from ..definitions import CardDef
from ..dispatch import check_condition, evaluate
from ..errors import UnsupportedAtRuntime
from ..keyword_actions import KEYWORD_ACTIONS
from ..protection import attachment_forbidden, protected_from
from ..references import activated_ability, matches, objects_of, other_party_objects, players_of
from ..registry import executor
from ..soulbond import pair
from ..state import GameObject, ObjectInfo, Player, StackAbility, add_pending_trigger
from ..targets import target_candidates
from ..casting import ability_info, targets_become_targets
from .actions import mark_added_mana
from .common import record_objects
from ..layers import READ_OBJECT_RULES

if TYPE_CHECKING:
    from ..game import Game


#: "can't transform" is read as a permanent would transform (below)
READ_OBJECT_RULES.add("can't transform")

@executor(fx.Pair)
def _pair(game: Game, e: fx.Pair, ctx: Context) -> None:
    """Soulbond's pairing (CR 702.95a, runtime.soulbond)."""
    pair(game, e, ctx)


@executor(fx.Attach)
def _attach(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.3a."""
    if fx.names_players(e.to):
        # "return it to the battlefield attached to you": the game state attaches Auras to
        # objects only, never to a player (CR 303.4, 702.5a)
        raise UnsupportedAtRuntime("Attach", "attaching an Aura to a player (CR 303.4, 701.3a): Auras are attached to objects only in the game state")
    targets = objects_of(game, e.to, ctx)
    for obj in objects_of(game, e.what, ctx):
        if targets and obj.zone == "battlefield" and targets[0].zone == "battlefield":
            if protected_from(game, targets[0], obj) or attachment_forbidden(game, targets[0], obj):
                continue  # CR 701.3b, 702.16c-d, 303.4j: it can't be attached there, so it doesn't move
            obj.attached_to = targets[0].id
            game.emit("attach", player=game.controller_of(obj), object=game.info(obj), objects=(game.info(targets[0]),))


@executor(fx.Unattach)
def _unattach(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.3d: it stays on the battlefield, attached to nothing."""
    sources = None if e.source is None else {o.id for o in objects_of(game, e.source, ctx)}
    for obj in objects_of(game, e.what, ctx):
        if obj.zone == "battlefield" and obj.attached_to is not None and (sources is None or obj.attached_to in sources):
            game.unattach(obj)


@executor(fx.Fight)
def _fight(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.14a: each deals damage equal to its power to the other."""
    first = _fighters(game, objects_of(game, e.what, ctx))
    second = _fighters(game, objects_of(game, e.other, ctx))
    if not first or not second:
        return  # CR 701.14b
    _fight_pair(game, first[0], second[0])


@executor(fx.FightEachOther)
def _fight_each_other(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.14a: the two creatures named fight each other; CR 701.14b: with one of them no
    longer on the battlefield (or not named any more), no damage is dealt."""
    both = _fighters(game, objects_of(game, e.what, ctx))
    if len(both) != 2:
        return
    _fight_pair(game, both[0], both[1])


def _fighters(game: Game, objects: list[Any]) -> list[Any]:
    """CR 701.14b: only a creature still on the battlefield fights."""
    return [o for o in objects if o.zone == "battlefield" and game.is_type(o, "Creature")]


def _fight_pair(game: Game, a: GameObject, b: GameObject) -> None:
    info_a, info_b = game.info(a), game.info(b)
    game.deal_damage(info_a, b, max(0, info_a.power or 0))
    game.deal_damage(info_b, a, max(0, info_b.power or 0))


@executor(fx.SetLife)
def _set_life(game: Game, e: Any, ctx: Context) -> None:
    """CR 119.5: the player gains or loses the difference."""
    n = evaluate(game, e.amount, ctx)
    for p in players_of(game, e.player, ctx):
        if n > p.life:
            game.gain_life(p.name, n - p.life)
        elif n < p.life:
            game.lose_life(p.name, p.life - n)


@executor(fx.TurnFaceUp)
def _turn_face_up(game: Game, e: Any, ctx: Context) -> None:
    """CR 708.8: a face-down permanent (or a card exiled face down, CR 406.3) turned face up;
    "If you can't" after it (a face-down instant or sorcery card stays face down, CR 701.40g)."""
    turned = False
    for obj in objects_of(game, e.what, ctx):
        if obj.zone not in ("battlefield", "exile"):
            continue  # CR 708.7: spells normally can't be turned face up
        turned = game.turn_face_up(obj) or turned
    ctx.did = turned


@executor(fx.TurnFaceDown)
def _turn_face_down(game: Game, e: Any, ctx: Context) -> None:
    """CR 708.2a: a permanent turned face down (CR 708.2b: one already face down stays so)."""
    turned = False
    for obj in objects_of(game, e.what, ctx):
        if obj.zone != "battlefield":
            game.unsupported["TurnFaceDown"] += 1
            raise UnsupportedAtRuntime("TurnFaceDown", f"turning a card face down in the {obj.zone} zone")
        turned = game.turn_face_down(obj) or turned
    ctx.did = turned


@executor(fx.Transform)
def _transform(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.27a: a transforming double-faced permanent turns to its other face."""
    for obj in objects_of(game, e.what, ctx):
        if obj.zone != "battlefield" or len(obj.definition.faces) < 2 or obj.definition.layout not in ("transform", "meld", "flip"):
            continue  # CR 701.27c: only transforming double-faced permanents transform
        if "can't transform" in game.characteristics(obj).rules:
            continue  # "Enchanted creature can't attack, block, or transform." (CR 101.2: "can't" wins)
        obj.face = 1 - obj.face
        game._forget_views()
        game.emit("transform", player=game.controller_of(obj), object=game.info(obj))


@executor(fx.Flip)
def _flip(game: Game, e: Any, ctx: Context) -> None:
    """CR 710.2: a flipped permanent has the alternative characteristics of its flip card; CR
    710.4: flipping is one-way, so a flipped permanent stays flipped. Only a flip card on the
    battlefield flips (CR 710.1b)."""
    for obj in objects_of(game, e.what, ctx):
        if obj.zone != "battlefield" or obj.definition.layout != "flip" or len(obj.definition.faces) < 2 or obj.face != 0:
            continue
        obj.face = 1
        game._forget_views()
        game._touch()  # its characteristics are new (CR 710.2)


@executor(fx.Proliferate)
def _proliferate(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.34a: choose any number of permanents and/or players with counters; give each
    another counter of each kind already there."""
    for p in players_of(game, e.player, ctx):
        options: list[Any] = [o for o in game.battlefield() if any(o.counters.values())]
        options += [pl for pl in game.players if any(pl.counters.values())]
        if not options:
            continue
        chosen = game.ask(p.name, "card", "proliferate: choose", options, min=0, max=len(options))
        for item in chosen:
            if isinstance(item, Player):
                for kind in [k for k, v in item.counters.items() if v]:
                    item.counters[kind] += 1
                    game.emit("counter", player=item.name, amount=1, info={"counter": kind, "change": "add"})
            else:
                for kind in [k for k, v in item.counters.items() if v]:
                    game.put_counters(item, kind, 1, ctx)


@executor(fx.DelayedTrigger)
def _delayed(game: Game, e: Any, ctx: Context) -> None:
    """CR 603.7: a delayed triggered ability, created now, triggering once."""
    if ctx.event is not None and "triggering other" not in ctx.results:
        # "destroy that creature at end of combat": the event's other object, known now (CR
        # 603.7c: the delayed ability refers to it, not to whatever a later event is about)
        others = other_party_objects(game, ctx, lki=True)
        ctx.results["triggering other"] = [o.id for o in others]
        for o in others:
            ctx.results[f"lki:{o.id}"] = [game.info(o) if isinstance(o, GameObject) else o]
    delayed = {"trigger": e.trigger, "effects": tuple(e.effects), "controller": ctx.controller, "source_id": ctx.source_id,
               "source_info": ctx.source_info, "results": dict(ctx.results), "targets": dict(ctx.targets), "x": ctx.x, "created_turn": game.state.turn,
               "duration": e.duration, "condition": e.condition,
               # "if this spell was kicked" read by the delayed ability: the costs paid for the
               # spell or ability that created it (CR 603.7c: it remembers, 702.33d)
               "costs_paid": ctx.costs_paid}
    if ctx.entering is not None:
        # made as a permanent enters (an entering replacement's effects, CR 614.1c, 603.7a): of
        # the permanent it becomes (CR 400.7, 608.3), which game.move gives it
        delayed["entering"] = True
    if isinstance(e.trigger, fx.Trigger) and e.trigger.event == "spend_this_mana":
        # "When that mana is spent to cast ...": the mana this ability added carries the ability
        # (CR 106.6, 603.7); no mana added, nothing to wait for
        if not any(units for _, units in ctx.results.get("mana added", [])):
            return
        delayed["mana_watch"] = watch = game._new_id()
        mark_added_mana(game, ctx, watched_by=(watch,))
    game.state.delayed_triggers.append(delayed)


@executor(fx.IfManaSpent)
def _if_mana_spent(game: Game, e: fx.IfManaSpent, ctx: Context) -> None:
    """CR 106.6: "If that mana is spent on a creature spell, it gains haste.": the mana this
    ability added carries the effect, which happens as the mana is spent on such a spell
    (triggers.apply_mana_riders); no mana added, nothing carries it."""
    if not any(units for _, units in ctx.results.get("mana added", [])):
        return
    watch = game._new_id()
    game.state.delayed_triggers.append({
        "rider": True, "mana_watch": watch, "trigger": fx.Trigger(event="spend_this_mana", what=e.what), "effects": tuple(e.effects),
        "controller": ctx.controller, "source_id": ctx.source_id, "source_info": ctx.source_info, "results": dict(ctx.results),
        "targets": dict(ctx.targets), "x": ctx.x, "created_turn": game.state.turn, "duration": None, "condition": None,
    })
    mark_added_mana(game, ctx, watched_by=(watch,))


@executor(fx.BecomeBlocked)
def _become_blocked(game: Game, e: fx.BecomeBlocked, ctx: Context) -> None:
    """CR 509.1h: an attacking creature an effect makes blocked stays blocked with no blocker."""
    combat = game.state.combat
    if not combat:
        return
    for obj in objects_of(game, e.what, ctx):
        if obj.id in combat.get("attackers", {}) and obj.id not in combat.setdefault("blocked_by_effect", []):
            combat["blocked_by_effect"].append(obj.id)


@executor(fx.RemoveFromCombat)
def _remove_from_combat(game: Game, e: fx.RemoveFromCombat, ctx: Context) -> None:
    """CR 506.4."""
    for obj in objects_of(game, e.what, ctx):
        game.remove_from_combat(obj)


@executor(fx.BecomeStatus)
def _become_status(game: Game, e: fx.BecomeStatus, ctx: Context) -> None:
    """CR 702.112b, 701.37b: "renowned", "monstrous": a designation the permanent keeps until it
    leaves the battlefield (a new object has none, CR 400.7). "plotted" (702.170c): a card in
    exile becomes a plotted card, noted with the turn it became one (702.170d: it may be cast
    only on a later turn); a card elsewhere does not."""
    if e.status == "plotted":
        for obj in objects_of(game, e.what, ctx):
            if obj.zone == "exile" and obj.marks.get("plotted") is None:
                obj.marks["plotted"] = game.state.turn
                game._touch()
                game.emit("designation", player=obj.owner, object=game.info(obj), info={"designation": "plotted"})
        return
    for obj in objects_of(game, e.what, ctx):
        if obj.zone == "battlefield" and not obj.marks.get(e.status):
            obj.marks[e.status] = True
            game._touch()
            if e.status == "monstrous":  # as monstrosity makes it (oraclec.runtime.keyword_actions)
                game.emit("monstrous", player=game.controller_of(obj), object=game.info(obj), amount=0)
            else:
                game.emit("designation", player=game.controller_of(obj), object=game.info(obj), info={"designation": e.status})


@executor(fx.LoseStatus)
def _lose_status(game: Game, e: fx.LoseStatus, ctx: Context) -> None:
    """CR 701.60a: a creature is suspected "until a spell or ability causes it to no longer be
    suspected"; "is no longer goaded" (701.15b) ends the goad of every player at once."""
    for obj in objects_of(game, e.what, ctx):
        if obj.marks.get(e.status):
            obj.marks.pop(e.status, None)
            obj.marks.pop(f"{e.status} by", None)
            game._touch()


@executor(fx.ReflexiveTrigger)
def _reflexive(game: Game, e: fx.ReflexiveTrigger, ctx: Context) -> None:
    """CR 603.12: a reflexive triggered ability triggers on the instructions just followed ("When
    you do": the choice just offered was taken); it is put on the stack the next time a player
    would receive priority, and its targets are chosen then (CR 603.3d). It remembers what the
    instructions before it found and targeted ("that creature", CR 603.7c)."""
    if e.condition is None:
        if bool(ctx.did) == e.negate:
            return
    elif not check_condition(game, e.condition, ctx):
        return
    if e.intervening is not None and not check_condition(game, e.intervening, ctx):
        return  # CR 603.4: an intervening "if" is checked as it triggers ...
    # ... and again as it resolves (casting.resolve_item reads the ability's condition)
    ability = fx.TriggeredAbility(trigger=fx.Trigger(event="reflexive"), effects=e.effects, modes=e.modes, condition=e.intervening)
    carried = {"results": dict(ctx.results), "targets": dict(ctx.targets), "x": ctx.x}
    add_pending_trigger(game, ability, ctx.controller, ctx.source_id, ctx.source_info, ctx.event, carried=carried)


def copy_definition(game: Game, original: Any, exceptions: Any, ctx: Context, *, token: bool = False) -> Any:
    """The copiable values of ``original`` (CR 707.2: its definition, which already holds any
    copy effect on it, CR 707.3) with the exceptions of the copy effect (CR 707.9a-b)."""
    definition = original.definition if isinstance(original, GameObject) else None
    if isinstance(original, ObjectInfo) and original.zone not in ("battlefield", "stack") and not original.is_token:
        # a card that left a zone where it had only its printed values (embalm, eternalize and
        # encore exile it as a cost and copy "it", CR 702.128a, 702.129a, 702.141a): the same
        # card, now elsewhere, holds those copiable values (CR 707.2)
        card = next((o for o in game.all_objects() if isinstance(o, GameObject) and o.card_id == original.card_id and not o.is_token and not o.is_copy), None)
        definition = card.definition if card is not None else None
    if definition is None:
        raise UnsupportedAtRuntime("copying an object that is gone")
    faces = definition.faces
    if exceptions is not None:
        faces = tuple(_with_exceptions(game, face, exceptions, ctx) for face in faces)
    return CardDef(name=faces[0].name, faces=faces, layout=definition.layout, is_token=token)


def _with_exceptions(game: Game, face: Any, exceptions: Any, ctx: Context) -> Any:
    changes: dict[str, Any] = {}
    abilities = (*face.abilities, *exceptions.abilities)
    if exceptions.this_ability and ctx.ability is not None:  # "except it has this ability"
        abilities = (*abilities, ctx.ability)
    if exceptions.without_this_ability:  # "except it doesn't have this ability" (CR 707.9a)
        if ctx.ability is None or ctx.ability not in abilities:
            raise UnsupportedAtRuntime("CopyExceptions", "a copy without an ability it does not have")
        index = abilities.index(ctx.ability)
        abilities = (*abilities[:index], *abilities[index + 1 :])
    changes["abilities"] = abilities
    if exceptions.types or exceptions.subtypes:
        if exceptions.in_addition:  # CR 205.1b
            changes["types"] = (*face.types, *(t for t in exceptions.types if t not in face.types))
            changes["subtypes"] = (*face.subtypes, *(t for t in exceptions.subtypes if t not in face.subtypes))
        else:
            changes["types"] = exceptions.types or face.types
            changes["subtypes"] = exceptions.subtypes
    if exceptions.colors is not None:
        if exceptions.colors_in_addition:  # "in addition to its other colors" (CR 105.3)
            changes["color_indicator"] = (*face.colors, *(c for c in exceptions.colors if c not in face.colors))
        else:
            changes["color_indicator"] = exceptions.colors
    if exceptions.power is not None:
        changes["power"] = str(evaluate(game, exceptions.power, ctx))
        changes["toughness"] = str(evaluate(game, exceptions.toughness, ctx))
    if exceptions.supertypes:  # "except it's legendary in addition to its other types" (CR 205.1b)
        changes["supertypes"] = (*face.supertypes, *(s for s in exceptions.supertypes if s not in face.supertypes))
    if exceptions.not_legendary:
        changes["supertypes"] = tuple(s for s in changes.get("supertypes", face.supertypes) if s != "Legendary")
    if exceptions.no_mana_cost:
        changes["mana_cost"] = None
    if exceptions.name is not None:  # "except its name is ~" (CR 707.9a, 201.4b)
        if exceptions.name != "~" or ctx.source_info is None:
            raise UnsupportedAtRuntime("CopyExceptions", f"a copy named {exceptions.name!r}")
        changes["name"] = ctx.source_info.name
    return attrs.evolve(face, **changes)


@executor(fx.CreateCopyToken)
def _create_copy_token(game: Game, e: Any, ctx: Context) -> None:
    """CR 707.2, 111.2: a token with the copiable values of the object, and the exceptions of
    the effect that made it (CR 707.9)."""
    originals = objects_of(game, e.of, ctx, lki=True)
    n = max(0, evaluate(game, e.amount, ctx))
    # ", except it enters with an additional +1/+1 counter on it" (CR 614.1c, 707.9b)
    counters: dict[str, int] = {}
    for put in e.counters:
        if not isinstance(put, fx.PutCounters) or put.counter is None:
            raise UnsupportedAtRuntime("CreateCopyToken", f"a token entering with {type(put).__name__}")
        counters[put.counter] = counters.get(put.counter, 0) + evaluate(game, put.amount, ctx)
    for original in originals[:1]:
        token_def = copy_definition(game, original, e.exceptions, ctx, token=True)
        for p in players_of(game, e.player, ctx):
            created = game.create_token(p.name, token_def, n, tapped=e.tapped, ctx=ctx, counters=counters or None)
            if e.attacking:  # CR 506.3: put onto the battlefield attacking, never declared
                # CR 508.4a: "The token enters tapped and attacking that player."
                defenders = players_of(game, e.attacking_whom, ctx) if e.attacking_whom is not None else None
                for obj in created:
                    if defenders is None:
                        put_into_combat(game, obj)
                    elif defenders:
                        put_into_combat(game, obj, defender=defenders[0].name)
            record_objects(ctx, "created", created)


@executor(fx.BecomeCopy)
def _become_copy(game: Game, e: Any, ctx: Context) -> None:
    """CR 707.2: "enter as a copy of" (as it enters, CR 614.1c) and "becomes a copy of" (for
    the rest of the game; one with a duration is not modelled)."""
    originals = [o for o in objects_of(game, e.of, ctx) if isinstance(o, GameObject)]
    if not originals:
        return  # nothing to copy: it stays what it is (CR 707.5 has nothing to apply)
    if ctx.entering is not None and isinstance(e.what, fx.This):
        if e.duration is not None:
            # "As this artifact enters, you may have it become a copy of any creature on the
            # battlefield until end of turn": the copy effect ends (CR 611.2, 707.2); an entering
            # definition would last
            raise UnsupportedAtRuntime("BecomeCopy", "entering as a copy until a time (layer 1 with a duration)")
        ctx.entering.definition = copy_definition(game, originals[0], e.exceptions, ctx)
        return
    if e.duration is not None:
        raise UnsupportedAtRuntime("BecomeCopy", "a copy effect that ends (layer 1 with a duration)")
    definition = copy_definition(game, originals[0], e.exceptions, ctx)
    for obj in objects_of(game, e.what, ctx):
        if isinstance(obj, GameObject) and obj.zone == "battlefield":
            game.become_copy(obj, definition)


@executor(fx.Copy)
def _copy(game: Game, e: Any, ctx: Context) -> None:
    """CR 707.10: a copy of a spell or ability on the stack, controlled by the copier (the
    player the effect names, if it names one: each of them copies it, "each other player copies
    that spell", in turn order)."""
    copiers = [p.name for p in players_of(game, e.player, ctx)] if e.player is not None else [ctx.controller]
    items = [item for item in objects_of(game, e.what, ctx, lki=False) if isinstance(item, StackAbility) or (isinstance(item, GameObject) and item.zone == "stack")]
    items = items or activated_ability(game, e.what, ctx)  # "Whenever you activate ..., copy it"
    for copier in copiers:
        for item in items:
            if e.target is not None:
                _copies_with_targets(game, e, ctx, copier, item)
                continue
            clone, clone_ctx = _new_copy(game, e, ctx, copier, item)
            if e.new_targets and clone_ctx is not None:
                _choose_new_targets(game, copier, clone_ctx, clone.id, item.name)
            _put_copy(game, ctx, copier, clone)


def _new_copy(game: Game, e: Any, ctx: Context, copier: str, item: Any) -> tuple[Any, Context | None]:
    """A copy of the spell or ability ``item`` (CR 707.10: its characteristics and every
    decision made for it), not yet on the stack, and the copy's context (None: a spell that was
    not cast, with no decisions to copy)."""
    if isinstance(item, StackAbility):
        if e.exceptions is not None:
            raise UnsupportedAtRuntime("Copy", "exceptions to the copiable values of an ability (CR 707.9, 707.10)")
        clone = StackAbility(id=game._new_id(), kind=item.kind, ability=item.ability, controller=copier, ctx=copy.copy(item.ctx), source_id=item.source_id, source_info=item.source_info)
        clone.ctx.targets = {k: list(v) for k, v in item.ctx.targets.items()}
        clone.ctx.results = dict(item.ctx.results)
        return clone, clone.ctx
    definition = item.definition
    if e.exceptions is not None:
        # CR 707.9b, 707.10: the exceptions are part of the copy's copiable values; a copy
        # of a permanent spell becomes a token as it resolves (CR 608.3f, 111.1)
        definition = attrs.evolve(copy_definition(game, item, e.exceptions, ctx), is_token=item.definition.is_token)
    clone_obj = GameObject(id=game._new_id(), card_id=game._new_card_id(), definition=definition, owner=copier, controller=copier, zone="stack", is_copy=True, spell_copy=True, timestamp=game._new_timestamp())
    if item.cast is None:
        return clone_obj, None
    new_ctx = copy.copy(item.cast.ctx)
    new_ctx.controller = copier
    new_ctx.source_id = clone_obj.id
    new_ctx.targets = {k: list(v) for k, v in item.cast.ctx.targets.items()}
    new_ctx.results = dict(item.cast.ctx.results)
    clone_obj.cast = type(item.cast)(method=None, from_zone="stack", ctx=new_ctx, ability=item.cast.ability)
    return clone_obj, new_ctx


def _put_copy(game: Game, ctx: Context, copier: str, clone: Any) -> None:
    """CR 707.10: the copy is put onto the stack under the copier's control."""
    game._insert(clone, "stack", None)
    if isinstance(clone, GameObject):
        record_objects(ctx, "copy", [clone])
    game.emit("copy", player=copier, object=ctx.source_info)


def _copies_with_targets(game: Game, e: Any, ctx: Context, copier: str, item: Any) -> None:
    """CR 707.10d-e: one copy of ``item`` for each object or player ``e.target`` names (read
    once, before any copy is made), every target of that copy changed to it; no copy for one that
    isn't a legal target, for the copy, of each instance of the word "target" (nor for a spell
    or ability with no targets, or with several for one instance: each would be the same one).
    The copies go on the stack in the order their controller chooses; the new targets become
    their targets (CR 115.1)."""
    if fx.names_players(e.target):
        wanted: list[Any] = list(players_of(game, e.target, ctx))
    else:
        wanted = [o for o in objects_of(game, e.target, ctx, lki=False) if isinstance(o, (GameObject, StackAbility, Player))]
    made: list[tuple[Any, Any]] = []
    for one in wanted:
        clone, clone_ctx = _new_copy(game, e, ctx, copier, item)
        if clone_ctx is None:
            return
        keys = [key for key, chosen in clone_ctx.targets.items() if chosen]
        if not keys or any(len(clone_ctx.targets[key]) > 1 for key in keys):
            return  # CR 707.10d: each of its targets must be that one, once for each "target"
        specs = [clone_ctx.target_specs.get(key) for key in keys]
        if any(spec is None for spec in specs):
            raise UnsupportedAtRuntime("Copy", "whether an object is a legal target of a copy whose target descriptions are not known (CR 707.10d)")
        if not all(any(c is one for c in target_candidates(game, spec, clone_ctx)) for spec in specs):
            continue  # CR 707.10d-e: not a legal target of each instance: no copy for it
        for key in keys:
            clone_ctx.targets[key] = [one.id if isinstance(one, (GameObject, StackAbility)) else one.name]  # CR 109.1, 115.1
        made.append((clone, one))
    if len(made) > 1:
        # CR 707.10d: in the order of their controller's choice (the first goes first)
        order = game.ask(copier, "order", f"copies of {item.name}: the order they are put on the stack (first goes first)", [c for c, _ in made], min=len(made), max=len(made), source=item.name)
        made = [next(m for m in made if m[0] is c) for c in order]
    for clone, one in made:
        _put_copy(game, ctx, copier, clone)
        targets_become_targets(game, [one], ability_info(clone) if isinstance(clone, StackAbility) else game.info(clone))


@executor(fx.ChooseNewTargets)
def _choose_new_targets_for(game: Game, e: Any, ctx: Context) -> None:
    """CR 115.7d: the player may choose new targets for each spell or ability named, leaving any
    number unchanged; a changed target must be legal for that spell or ability (its own
    controller and specification). A spell can't target itself (CR 115.5)."""
    players = players_of(game, e.player, ctx)
    if not players:
        return
    for item in objects_of(game, e.what, ctx, lki=False):
        if isinstance(item, StackAbility):
            _choose_new_targets(game, players[0].name, item.ctx, item.id, item.name, what="")
        elif isinstance(item, GameObject) and item.zone == "stack" and item.cast is not None:
            _choose_new_targets(game, players[0].name, item.cast.ctx, item.id, item.name, what="")


@executor(fx.ChangeTargets)
def _change_targets(game: Game, e: Any, ctx: Context) -> None:
    """CR 115.7a: the player changes each target of each spell or ability named to another legal
    target (legal for that spell or ability: its own controller and specification; not itself,
    CR 115.5). If a target can't be changed to another legal target, none of them are changed,
    and the originals stay even if illegal by then. The new targets become its targets (CR 115.1)."""
    if e.which != "each":
        # CR 115.7b-c: "change a target of" (one of them), "change any targets of" (any number
        # of them): the choice of which targets change is not modelled
        raise UnsupportedAtRuntime("ChangeTargets", f"changing {'one' if e.which == 'one' else 'any number'} of a spell's targets (CR 115.7b-c)")
    players = players_of(game, e.player, ctx)
    if not players:
        return
    allowed = _new_target_test(game, e, ctx)
    for item in objects_of(game, e.what, ctx, lki=False):
        if isinstance(item, StackAbility):
            _change_all_targets(game, players[0].name, item.ctx, item.id, item.name, ability_info(item), allowed)
        elif isinstance(item, GameObject) and item.zone == "stack" and item.cast is not None:
            _change_all_targets(game, players[0].name, item.cast.ctx, item.id, item.name, item.cast.ctx.source_info, allowed)


def _new_target_test(game: Game, e: Any, ctx: Context) -> Any:
    """What a new target must also be: "... to this creature" (that object or player only) and
    "The new target must be a creature." (of that description), read as the instruction resolves
    (CR 115.7a, 608.2b); None: any other legal target."""
    if e.to is None and e.must_be is None:
        return None
    to_ids: set[Any] | None = None
    if e.to is not None:
        named = players_of(game, e.to, ctx) if fx.names_players(e.to) else objects_of(game, e.to, ctx)
        to_ids = {n.name if isinstance(n, Player) else n.id for n in named}
    must_players = players_of(game, e.must_be, ctx) if e.must_be is not None and fx.names_players(e.must_be) else None

    def allowed(c: Any) -> bool:
        if to_ids is not None and (c.name if isinstance(c, Player) else c.id) not in to_ids:
            return False
        if e.must_be is None:
            return True
        if must_players is not None:
            return isinstance(c, Player) and c.name in {p.name for p in must_players}
        return isinstance(c, GameObject) and matches(game, c, e.must_be, ctx)

    return allowed


def _change_all_targets(game: Game, chooser: str, ctx: Context, item_id: int, name: str, targeting: ObjectInfo | None, allowed: Any = None) -> None:
    """CR 115.7a: every target changed to another legal one, or none changed; ``allowed``: what
    a new target must also be (the one object named, a description), if anything."""
    options: dict[str, tuple[list[Any], int]] = {}
    for key, current in ctx.targets.items():
        if not current:
            continue
        spec = ctx.target_specs.get(key)
        if spec is None:
            return  # no specification to find another legal target by: none can be changed
        others = [c for c in target_candidates(game, spec, ctx)
                  if (c.id if isinstance(c, (GameObject, StackAbility)) else c.name) not in current
                  and not (isinstance(c, (GameObject, StackAbility)) and c.id == item_id)
                  and (allowed is None or allowed(c))]
        if len(others) < len(current):
            return  # CR 115.7a: a target with no other legal target: none of them are changed
        options[key] = (others, len(current))
    chosen: list[Any] = []
    for key, (others, count) in options.items():
        picked = game.ask(chooser, "target", f"{name}: new targets for {key} (CR 115.7a)", others, min=count, max=count, source=name)
        ctx.targets[key] = [p.id if isinstance(p, (GameObject, StackAbility)) else p.name for p in picked]  # CR 109.1, 115.1
        chosen.extend(picked)
    targets_become_targets(game, chosen, targeting)


def _choose_new_targets(game: Game, copier: str, ctx: Context, copy_id: int, name: str, what: str = "copy of ") -> None:
    """CR 707.10c: the copier may choose new targets for the copy, leaving any number unchanged
    (even illegal ones); a changed target must be legal. For each target of the copy, its
    targets now come first among the choices, so a default choice keeps them. ``what`` begins
    the question ("copy of Shock", or "Shock" for a spell that is not a copy, CR 115.7d)."""
    for key, current in ctx.targets.items():
        spec = ctx.target_specs.get(key)
        now = [game.get(t) if isinstance(t, int) else _player_named(game, t) for t in current]
        if spec is None or not current:
            continue
        others = [c for c in target_candidates(game, spec, ctx) if c not in now and not (isinstance(c, GameObject) and c.id == copy_id)]
        if any(t is None for t in now):
            # a target gone from its zone (CR 400.7) is no option to pick again: each such one is
            # left unchanged (an illegal target may stay, CR 115.7d) or changed to a new legal one
            kept: list[Any] = []
            for target, there in zip(current, now):
                if there is not None:
                    kept.append(target)
                    continue
                picked = game.ask(copier, "target", f"{what}{name}: a new target for {key} in place of one gone (none: leave it)", others, min=0, max=1, source=name)
                kept.append((picked[0].id if isinstance(picked[0], (GameObject, StackAbility)) else picked[0].name) if picked else target)
                others = [c for c in others if c not in picked]
            ctx.targets[key] = kept
            continue
        picked = game.ask(copier, "target", f"{what}{name}: targets for {key} (the same, or new ones)", [*now, *others], min=len(now), max=len(now), source=name)
        ctx.targets[key] = [p.id if isinstance(p, (GameObject, StackAbility)) else p.name for p in picked]  # CR 109.1, 115.1


def _player_named(game: Game, name: Any) -> Player | None:
    return next((p for p in game.state.players if p.name == name), None)


@executor(fx.KeywordAction)
def _keyword_action(game: Game, e: Any, ctx: Context) -> None:
    """Keyword actions the runtime implements by name (CR 701)."""
    fn = KEYWORD_ACTIONS.get(e.name)
    if fn is None:
        game.unsupported[f"KeywordAction:{e.name}"] += 1
        raise UnsupportedAtRuntime(f"KeywordAction:{e.name}", f"CR {e.rule}")
    fn(game, e, ctx)
