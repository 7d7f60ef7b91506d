"""Triggered abilities (CR 603): noticing trigger events and putting the abilities on the stack.

When an event happens, every triggered ability whose trigger event matches it triggers (CR
603.2); the game remembers it (:class:`PendingTrigger`) and its controller puts it on the stack
the next time a player would receive priority (CR 603.3), in APNAP order, each player ordering
their own (CR 603.3b). Leaves-the-battlefield abilities look back in time (CR 603.10a): they
are found on the object as it last existed on the battlefield.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from ..effects.base import walk
from .context import Context
from .errors import UnsupportedAtRuntime
from .designations import event_triggers
from .designations import step_triggers as designation_step_triggers
from .layers import all_abilities, flatten, static_effects_of
from .references import HAUNTING, matches, matches_info, players_of
from .ring import emblem_triggers_possible
from .ring import event_triggers as ring_triggers
from .soulbond import event_triggers as soulbond_triggers
from .state import EXTRA_TURN_KEY, GameObject as _GameObject, add_pending
from .trigger_events import (
    EVENT_KINDS,
    entering_spell_x,
    event_other_party,
    event_subject,
    trigger_parts,
)

if TYPE_CHECKING:
    from .game import Game
    from .state import Event, GameObject, ObjectInfo


def check_triggers(game: Game, event: Event) -> None:
    """Note every triggered ability that triggers on ``event`` (CR 603.2)."""
    if event.kind in ("trigger", "step", "replacement"):
        return
    if event.kind == "counter" and event.get("counter") == "lore" and event.get("change") == "add":
        _chapter_triggers(game, event)
    if game.state.designations:
        event_triggers(game, event)
    if event.kind in ("attack", "block", "damage") and emblem_triggers_possible(game):
        ring_triggers(game, event)  # CR 701.54c: the abilities of the emblem named The Ring
    silenced = silenced_events(game, event)
    if event.kind == "zone_change" and event.to_zone == "battlefield" and "enters" not in silenced:
        soulbond_triggers(game, event)
    if event.kind not in watched_kinds(game) and not _delayed_event_triggers(game):
        return
    sources: list[tuple[Any, str, int | None, ObjectInfo | None, str]] = []
    departed = getattr(game, "_departed", None) or {}
    for obj in trigger_candidates(game):
        if obj.phased_out:
            continue
        for ability in game.abilities(obj):
            if isinstance(ability, fx.TriggeredAbility) and isinstance(ability.trigger, (fx.Trigger, fx.AnyTrigger)) and (game.functions_in(ability, obj) or _haunting(ability, obj) or _cycled(ability, obj, event)):
                sources.append((ability, game.controller_of(obj), obj.id, None, obj.zone))
    # CR 603.10a: leaves-the-battlefield abilities of objects that just left, as they were
    if event.kind == "zone_change" and event.from_zone == "battlefield":
        for info in (departed.values() if departed else ([event.object] if event.object else [])):
            for ability in info.abilities:
                looks_back = isinstance(ability, fx.TriggeredAbility) and isinstance(ability.trigger, (fx.Trigger, fx.AnyTrigger)) and ability.zone == "battlefield"
                if looks_back and any(t.event in ("dies", "leaves", "leaves_without_dying", "put_into_graveyard") for t in trigger_parts(ability.trigger)):
                    sources.append((ability, info.controller, info.id, info, "battlefield"))
    # CR 603.10d: abilities that trigger on a player losing control of an object look back in
    # time: the object's, as that player last controlled it (runtime.control)
    if event.kind == "control" and event.object is not None and event.player is not None:
        for ability in event.object.abilities:
            if isinstance(ability, fx.TriggeredAbility) and ability.zone == "battlefield" and any(t.event == "loses_control" for t in trigger_parts(ability.trigger)):
                sources.append((ability, event.player, event.object.id, event.object, "battlefield"))
    _delayed_triggers(game, event=event, silenced=silenced)
    for ability, controller, source_id, source_info, zone in sources:
        if _limit_reached(game, ability, controller, source_id):
            continue
        trigger = ability.trigger
        if ability.zone not in (zone, "any") and source_info is None:
            # the ability functions in another zone: only its parts that trigger from this one
            trigger = _cycled_parts(trigger) if event.kind == "cycle" else _haunted_parts(trigger)
        if _matches(game, trigger, event, controller, source_id, zone, silenced):
            # the ability too: its condition may name the event's other party ("that creature")
            # an ability that looks back in time checks its intervening "if" with the object as it
            # last existed (CR 603.10a, 603.4: "When this creature dies, if it's not a token")
            ctx = Context(controller=controller, source_id=source_id, source_info=source_info, event=event, ability=ability)
            ctx.x = entering_spell_x(game, ability, source_id, event) or 0
            if ability.condition is not None and not game.check_condition(ability.condition, ctx):
                continue  # CR 603.4: an intervening "if" is checked when it triggers
            together = _together_key(game, trigger, event, controller, source_id, zone)
            if together is not None and _joined_pending(game, ability, source_id, together, event):
                continue  # CR 603.2c: one more object of an event it already triggered on
            _count_triggering(game, ability, source_id)
            obj = game.get(source_id)
            info = source_info or (game.info(obj) if obj is not None else None)
            live = obj if obj is not None and obj.zone == zone and source_info is None else info
            more = additional_times(game, live, event, partial(_matched_events, game, trigger, event, controller, source_id, zone, silenced)) if live is not None else 0
            carried = None if together is None else _first_together(game, event, together, ctx, trigger)
            for _ in range(1 + more):
                add_pending(game, ability, controller, source_id, info, event, carried)


def _haunted_parts(trigger: Any) -> fx.AnyTrigger:
    """The parts of a trigger that refer to the creature its card haunts (CR 702.55c)."""
    return fx.AnyTrigger(triggers=tuple(t for t in trigger_parts(trigger) if any(isinstance(e, fx.Haunted) for e in walk(t))))


def _cycled_parts(trigger: Any) -> fx.AnyTrigger:
    """The parts of a trigger that trigger when its own card is cycled ("When you cycle this card
    or it dies": CR 702.29c)."""
    return fx.AnyTrigger(triggers=tuple(t for t in trigger_parts(trigger) if t.event == "cycle" and isinstance(t.what, fx.This)))


def _cycled(ability: fx.TriggeredAbility, obj: GameObject, event: Event) -> bool:
    """CR 702.29c: "When you cycle this card" triggers from whatever zone the card winds up in
    after it's cycled, also as a part of an ability that otherwise functions on the
    battlefield ("When you cycle this card or it dies, ...")."""
    return event.kind == "cycle" and event.object is not None and event.object.id == obj.id and bool(_cycled_parts(ability.trigger).triggers)


def _haunting(ability: fx.TriggeredAbility, obj: GameObject) -> bool:
    """CR 702.55c: a triggered ability of a card with haunt that refers to the haunted creature
    can trigger in the exile zone, where the card haunts a creature (its other parts can't)."""
    return obj.zone == "exile" and HAUNTING in obj.marks and bool(_haunted_parts(ability.trigger).triggers)


def additional_times(game: Game, source: GameObject | ObjectInfo, event: Event | None = None, matched: Callable[[], frozenset[str]] | None = None) -> int:
    """CR 603.2d: how many more times a triggered ability of ``source`` triggers: one for each
    "that ability triggers an additional time" whose description ``source`` fits (and whose
    condition holds); one that names a cause ("If an artifact or creature entering causes ...")
    only when ``event`` is that event of an object it describes and one of the trigger events
    ``matched`` (the ability's parts that matched ``event``) is that event. Delayed and
    reflexive abilities are not an object's, and are not asked."""
    more = 0
    for effect, ctx in _additional_time_effects(game, event):
        if effect.condition is not None and not game.check_condition(effect.condition, ctx):
            continue
        if effect.cause_event is not None and (event is None or matched is None or not _caused_by(game, effect, event, matched, ctx)):
            continue
        if matches(game, source, effect.what, ctx):
            more += 1
    return more


def _additional_time_effects(game: Game, event: Event | None) -> list[tuple[fx.TriggersAdditionalTime, Context]]:
    """The TriggersAdditionalTime effects that apply, with their static abilities' contexts: of
    the permanents on the battlefield, and, for an event in which permanents left the
    battlefield, of those too, as they last were there (CR 603.10a: the game looks back in time
    for leaves-the-battlefield abilities; "If a creature dying at the same time as Teysa ...")."""
    out = [(effect, game.static_context(source)) for effect, source in static_effects_of(game, fx.TriggersAdditionalTime)]
    if event is None or event.kind != "zone_change" or event.from_zone != "battlefield":
        return out
    departed = getattr(game, "_departed", None) or ({event.object.id: event.object} if event.object is not None else {})
    for info in departed.values():
        for ability in info.abilities:
            # a static ability with a condition is not read as it last was: not counted
            if isinstance(ability, fx.StaticAbility) and ability.zone == "battlefield" and ability.condition is None:
                ctx = Context(controller=info.controller, source_id=info.id, source_info=info)
                out.extend((e, ctx) for e in ability.effects if isinstance(e, fx.TriggersAdditionalTime))
    return out


#: an object's event that causes abilities to trigger (CR 603.2d) -> the trigger events that are
#: that event: dying is leaving the battlefield and being put into a graveyard as well (CR 700.4)
_CAUSED_TRIGGER_EVENTS = {
    "enters": frozenset({"enters"}),  # CR 603.6a
    "dies": frozenset({"dies", "leaves", "put_into_graveyard"}),  # CR 700.4
    "attacks": frozenset({"attacks", "attack_with", "attacks_alone"}),  # CR 508.1, 508.3a
}


def _caused_by(game: Game, effect: fx.TriggersAdditionalTime, event: Event, matched: Callable[[], frozenset[str]], ctx: Context) -> bool:
    """Whether ``event`` is the event of an object that ``effect`` names as the cause of an
    ability's triggering: an object entering, seen as it is on the battlefield (CR 603.6a); dying,
    as it last was there (CR 603.10a); attacking, as it was declared an attacker (CR 508.1)."""
    kind = effect.cause_event
    subject: Any = None
    if kind == "enters" and event.kind == "zone_change" and event.to_zone == "battlefield":
        obj = game.get(event.get("new_id"))
        subject = obj if obj is not None and obj.zone == "battlefield" else None
    elif kind == "dies" and event.kind == "zone_change" and event.from_zone == "battlefield" and event.to_zone == "graveyard":
        subject = event.object if event.object is not None and "Creature" in event.object.types else None
    elif kind == "attacks" and event.kind == "attack":
        subject = event.object
    if subject is None or effect.cause is None or not matches(game, subject, effect.cause, ctx):
        return False
    return bool(matched() & _CAUSED_TRIGGER_EVENTS.get(kind or "", frozenset()))


def _matched_events(game: Game, trigger: Any, event: Event, controller: str, source_id: int | None, zone: str, silenced: frozenset[str]) -> frozenset[str]:
    """The trigger events of ``trigger``'s parts that ``event`` matches (see :func:`_matches`)."""
    return frozenset(t.event for t in trigger_parts(trigger) if t.event not in silenced and _matches_one(game, t, event, controller, source_id, zone))


def _limit_reached(game: Game, ability: fx.TriggeredAbility, controller: str, source_id: int | None) -> bool:
    """A limit printed on the ability: "This ability triggers only once each turn." / "... only
    once." (for as long as the source is one object, CR 400.7), and "Do this only once each
    turn." (CR 603.2h: it triggers only if its controller has not yet taken the action)."""
    record = game.state.turn_record
    key = (source_id, ability)
    if ability.max_per_turn is not None and record.triggered[key] >= ability.max_per_turn:
        return True
    if ability.max_per_object is not None and game.state.triggered_ever[key] >= ability.max_per_object:
        return True
    return ability.action_once_each_turn and (controller, source_id, ability) in record.actions_taken


def _count_triggering(game: Game, ability: fx.TriggeredAbility, source_id: int | None) -> None:
    if ability.max_per_turn is not None:
        game.state.turn_record.triggered[(source_id, ability)] += 1
    if ability.max_per_object is not None:
        game.state.triggered_ever[(source_id, ability)] += 1


#: the trigger events of an object's dying (CR 700.4): leaving the battlefield, being put into a
#: graveyard, dying are one event
_DYING_EVENTS = frozenset({"dies", "leaves", "put_into_graveyard"})


def silenced_events(game: Game, event: Event) -> frozenset[str]:
    """The trigger events ``event`` can't match: "Creatures entering don't cause abilities to
    trigger.", "... entering or dying don't cause ..." (CR 603.2, 603.6a, 603.6c). An entering
    object is seen as it is on the battlefield, a dying one as it last was there (CR 603.10a)."""
    if event.kind != "zone_change" or event.object is None:
        return frozenset()
    entering = event.to_zone == "battlefield"
    dying = event.from_zone == "battlefield" and event.to_zone == "graveyard" and "Creature" in event.object.types
    if not (entering or dying):
        return frozenset()
    out: set[str] = set()
    for effect, source in static_effects_of(game, fx.EventsTriggerNothing):
        ctx = game.static_context(source)
        if entering and "enters" in effect.events:
            obj = game.get(event.get("new_id"))
            if obj is not None and obj.zone == "battlefield" and matches(game, obj, effect.what, ctx):
                out.add("enters")
        if dying and "dies" in effect.events and matches(game, event.object, effect.what, ctx):
            out.update(_DYING_EVENTS)
    return frozenset(out)


def _chapter_triggers(game: Game, event: Event) -> None:
    """CR 714.2b: a chapter ability triggers when lore counters put on its Saga make their
    number reach or pass its chapter number."""
    obj = game.get(event.object.id) if event.object is not None else None
    if obj is None:
        return
    after = obj.counters.get("lore", 0)
    before = after - (event.amount or 0)
    for ability in game.abilities(obj):
        if isinstance(ability, fx.ChapterAbility) and any(before < n <= after for n in ability.chapters):
            triggered = fx.TriggeredAbility(trigger=fx.Trigger(event="counter_added", what=fx.This()), effects=ability.effects)
            add_pending(game, triggered, game.controller_of(obj), obj.id, game.info(obj), event, {"results": {}, "targets": {}, "x": 0, "chapter": True})


def face_has(face: Any, kinds: tuple[type, ...]) -> bool:
    """Whether a printed face has an ability of these kinds (keywords' definitions included)."""
    key = (id(face), kinds)
    cached = _FACE_CACHE.get(key)
    if cached is None or cached[0] is not face:
        cached = (face, any(isinstance(a, kinds) for a in flatten(face.abilities)))
        _remember_face(key, cached)
    return cached[1]


#: (id of a face, question) -> (the face, the answer); the face is kept so that an id reused by
#: another face is told apart
_FACE_CACHE: dict[Any, tuple[Any, Any]] = {}
#: the entries kept at most: a process that plays games with many decks (a sandbox run over the
#: database, a long simulation) would otherwise keep every face it ever saw alive
MAX_FACE_CACHE_ENTRIES = 1 << 16


def _remember_face(key: Any, value: tuple[Any, Any]) -> None:
    if len(_FACE_CACHE) >= MAX_FACE_CACHE_ENTRIES:
        _FACE_CACHE.clear()  # answers are only recomputed: cheaper than ordering entries by use
    _FACE_CACHE[key] = value


def _face_kinds(face: Any) -> frozenset[str]:
    key = (id(face), "kinds")
    cached = _FACE_CACHE.get(key)
    if cached is None or cached[0] is not face:
        kinds = set()
        for ability in flatten(face.abilities):
            if isinstance(ability, fx.TriggeredAbility):
                for trigger in trigger_parts(ability.trigger):
                    kinds.add(EVENT_KINDS.get(trigger.event, "?"))
            elif isinstance(ability, (fx.StaticAbility, fx.GrantAbilities)):
                kinds.add("*")  # may grant triggered abilities
        cached = (face, frozenset(kinds))
        _remember_face(key, cached)
    return cached[1]  # type: ignore[no-any-return]


def _delayed_event_triggers(game: Game) -> bool:
    """Is a delayed triggered ability waiting for an event (CR 603.7)? No object's abilities
    say so: such abilities are not counted in :func:`watched_kinds`."""
    return any(isinstance(d["trigger"], (fx.Trigger, fx.AnyTrigger)) for d in game.state.delayed_triggers)


def watched_kinds(game: Game) -> frozenset[str] | _Everything:
    """Event kinds some triggered ability in the game could trigger on; everything when an
    effect grants abilities."""
    key = (game._object_version, len(game.state.effects))
    cached = getattr(game, "_watched", None)
    if cached is not None and cached[0] == key:
        return cached[1]
    result = _watched_kinds(game)
    game._watched = (key, result)  # type: ignore[attr-defined]
    return result


def _watched_kinds(game: Game) -> frozenset[str] | _Everything:
    if any(op[0] == "grant" for e in game.state.effects for _, op in getattr(e, "ops", ())):
        return _EVERYTHING
    kinds: set[str] = set()
    # only the objects with an ability that _face_kinds reads have kinds (not each card of a library)
    for obj in game.objects_with(fx.TriggeredAbility, fx.StaticAbility, fx.GrantAbilities):
        kinds |= _face_kinds(obj.definition.faces[obj.face])
    if "*" in kinds:
        return _EVERYTHING
    return frozenset(kinds)


class _Everything:
    def __contains__(self, item: object) -> bool:
        return True


_EVERYTHING = _Everything()


def grants_exist(game: Game) -> bool:
    """Whether some effect grants abilities (resolved, or a static ability that may)."""
    if any(op[0] == "grant" for e in game.state.effects for _, op in getattr(e, "ops", ())):
        return True
    return any(face_has(o.definition.faces[o.face], (fx.StaticAbility,)) for o in game.zone("battlefield").objects if hasattr(o, "definition"))


def trigger_candidates(game: Game) -> list[GameObject]:
    """Objects that may have a triggered ability."""
    return game.objects_with(fx.TriggeredAbility)


def _delayed_triggers(game: Game, *, event: Event | None = None, step: str | None = None, silenced: frozenset[str] = frozenset()) -> None:
    """CR 603.7b: a delayed triggered ability triggers once, the next time its event happens."""
    for delayed in list(game.state.delayed_triggers):
        if delayed.get("rider"):
            continue  # no triggered ability: apply_mana_riders (CR 106.6)
        trigger = delayed["trigger"]
        if isinstance(trigger, fx.Trigger) and trigger.during == "this_turn":
            # "When that creature dies this turn, ...": only during the turn it was created
            # (CR 603.7c), then it ceases to exist
            if game.state.turn != delayed["created_turn"]:
                game.state.delayed_triggers.remove(delayed)
                continue
            trigger = attrs.evolve(trigger, during=None)
        controller, source_id = delayed["controller"], delayed["source_id"]
        if step is not None and isinstance(trigger, fx.StepTrigger):
            if trigger.step != step and not (trigger.step == "main" and step in ("main1", "main2")):
                continue
            if trigger.extra_turn:
                # "At the beginning of that turn's end step": only in the extra turn the
                # instructions that created it gave (CR 500.7, 603.7c)
                given = delayed["results"].get(EXTRA_TURN_KEY, [])
                if len(given) != 1 or game.state.extra_turns_taken.get(given[0]) != game.state.turn:
                    continue
            if trigger.next_turn and game.state.turn == delayed["created_turn"]:
                # "at the beginning of the end step on your next turn": not this turn's step
                # (CR 603.7, 500.1); whose turn it is is checked below
                continue
            whose = trigger.player
            # "at the beginning of their next upkeep": the player the instruction that created it
            # named or targeted (CR 603.7c), read with what it remembers
            if whose is not None and game.active_player.name not in [p.name for p in players_of(game, whose, _delayed_context(game, delayed, None))]:
                continue
        elif event is not None and "mana_watch" in delayed:
            # "When that mana is spent to cast a red instant or sorcery spell" (CR 106.6, 603.7):
            # only its own mana; spent on anything else, the mana is gone and it never triggers
            if event.kind != "spend_mana" or delayed["mana_watch"] not in event.get("watch", ()):
                continue
            if not _matches_one(game, trigger, event, controller, source_id, "battlefield"):
                game.state.delayed_triggers.remove(delayed)
                continue
        elif event is not None and isinstance(trigger, (fx.Trigger, fx.AnyTrigger)):
            parts = trigger_parts(trigger)
            if not any(t.event not in silenced and _matches_one(game, t, event, controller, source_id, "battlefield") and _is_remembered(game, t, event, delayed) for t in parts):
                continue
        else:
            continue
        if delayed.get("duration") is None:
            # CR 603.7b: once, unless it has a duration; its event ("the next end step") has
            # happened, whether or not its condition holds
            game.state.delayed_triggers.remove(delayed)
        condition = delayed.get("condition")
        if condition is not None and not game.check_condition(condition, _delayed_context(game, delayed, event)):
            continue  # CR 603.4: an intervening "if" is checked as it triggers
        # the condition is checked again as it resolves (CR 603.4, casting.resolve_item)
        ability = fx.TriggeredAbility(trigger=trigger, effects=delayed["effects"], condition=condition)
        add_pending(game, ability, controller, source_id, delayed["source_info"], event, delayed)


def apply_mana_riders(game: Game, event: Event, spent: Sequence[Any]) -> None:
    """CR 106.6: the mana just ``spent`` (the ``spend_mana`` event) carries effects on the spell
    it is spent on ("If that mana is spent on a creature spell, it gains haste."): each happens
    now, to that spell, without the stack, once for each mana of its own spent (CR 106.6a); spent
    on anything else, the mana is gone and the effect with it."""
    for delayed in [d for d in game.state.delayed_triggers if d.get("rider") and d["mana_watch"] in event.get("watch", ())]:
        game.state.delayed_triggers.remove(delayed)
        if not _matches_one(game, delayed["trigger"], event, delayed["controller"], delayed["source_id"], "battlefield"):
            continue
        for _ in range(sum(1 for m in spent if delayed["mana_watch"] in m.watched_by)):
            game.run(delayed["effects"], _delayed_context(game, delayed, event))


def _delayed_context(game: Game, delayed: dict[str, Any], event: Event | None) -> Context:
    """The context a delayed triggered ability's condition is read in as it triggers: what the
    instruction that created it found and targeted ("that card", CR 603.7c)."""
    source = delayed["source_id"]
    info = delayed["source_info"] if delayed["source_info"] is not None else (game.info(o) if (o := game.get(source)) is not None else None)
    return Context(controller=delayed["controller"], source_id=source, source_info=info, event=event,
                   results=dict(delayed["results"]), targets=dict(delayed["targets"]), x=delayed["x"],
                   costs_paid=delayed.get("costs_paid", frozenset()))


def _is_remembered(game: Game, trigger: fx.Trigger, event: Event, delayed: dict[str, Any]) -> bool:
    """CR 603.7c: a delayed triggered ability that refers to a particular object ("When that
    land dies") refers only to it: a target of the ability that created it is the object
    chosen then, not any object its description fits."""
    what = trigger.what
    if not isinstance(what, fx.Target) or what.key not in delayed["targets"]:
        return True
    subject = event_subject(game, event, trigger.event)
    chosen = subject if isinstance(subject, str) else getattr(subject, "id", None)  # a player, by name
    return chosen in delayed["targets"][what.key]


def step_triggers(game: Game, step: str) -> None:
    """CR 603.2b: "at the beginning of" abilities trigger when the step begins."""
    _delayed_triggers(game, step=step)
    if game.state.designations:
        designation_step_triggers(game, step)
    # the step's beginning (turns.begin_step emits it): "at the beginning of each player's
    # upkeep, ... that player ...": the player whose step it is, the active player (CR 102.1)
    begun = next((e for e in reversed(game.state.events) if e.kind == "step" and e.get("step") == step and e.turn == game.state.turn), None)
    for obj in trigger_candidates(game):  # not every card of every library, at every step
        for ability in game.abilities(obj):
            if not isinstance(ability, fx.TriggeredAbility) or not isinstance(ability.trigger, fx.StepTrigger):
                continue
            wanted = ability.trigger.step
            if not (wanted == step or (wanted == "main" and step in ("main1", "main2"))) or not game.functions_in(ability, obj):
                continue
            controller = game.controller_of(obj)
            whose = ability.trigger.player
            if whose is not None and game.active_player.name not in _player_names(game, whose, controller, obj.id):
                continue
            if _limit_reached(game, ability, controller, obj.id):
                continue
            ctx = Context(controller=controller, source_id=obj.id, event=begun)
            if ability.trigger.condition is not None and not game.check_condition(ability.trigger.condition, ctx):
                continue  # "triggers only if" (CR 702.169c): checked as it triggers only
            if ability.condition is not None and not game.check_condition(ability.condition, ctx):
                continue
            _count_triggering(game, ability, obj.id)
            add_pending(game, ability, controller, obj.id, game.info(obj), begun)


def _player_names(game: Game, ref: Any, controller: str, source_id: int | None) -> list[str]:
    return [p.name for p in players_of(game, ref, Context(controller=controller, source_id=source_id))]


def _matches(game: Game, trigger: Any, event: Event, controller: str, source_id: int | None, zone: str, silenced: frozenset[str] = frozenset()) -> bool:
    """CR 603.2: does the event match the trigger event? (AnyTrigger: any of its parts; none of
    the ``silenced`` trigger events, see :func:`silenced_events`)."""
    parts = trigger_parts(trigger)
    if event.kind == "cycle" and any(t.event == "discard" for t in parts):
        # CR 702.29d: an ability that triggers whenever a player "cycles or discards" a card
        # triggers only once when a card is cycled: on its discard (CR 702.29c), not again
        parts = [t for t in parts if t.event != "cycle"]
    return any(t.event not in silenced and _matches_one(game, t, event, controller, source_id, zone) for t in parts)


#: the day/night change each trigger event is (CR 730.1a): (designation lost, designation gained)
_DAY_NIGHT_CHANGES = {"becomes_night": ("day", "night"), "becomes_day": ("night", "day")}


def _matches_one(game: Game, trigger: fx.Trigger, event: Event, controller: str, source_id: int | None, zone: str) -> bool:

    kind = EVENT_KINDS.get(trigger.event)
    if kind is None or kind != event.kind:
        return False
    if trigger.event == "enters" and event.to_zone != "battlefield":
        return False
    died = event.from_zone == "battlefield" and event.to_zone == "graveyard" and event.object is not None and "Creature" in event.object.types
    if trigger.event == "dies" and not died:
        return False
    if trigger.event == "spend_this_mana" and not event.get("spell"):
        return False  # CR 106.6: "spent to cast a ... spell", not on an ability's cost
    if trigger.event == "leaves" and event.from_zone != "battlefield":
        return False
    if trigger.event == "leaves_without_dying" and (event.from_zone != "battlefield" or event.to_zone == "graveyard"):
        return False  # CR 700.4: dying is being put into a graveyard from the battlefield
    if trigger.event == "put_into_graveyard" and event.to_zone != "graveyard":
        return False
    if trigger.event == "put_into_exile" and event.to_zone != "exile":
        return False
    if trigger.from_zone is not None and event.from_zone != trigger.from_zone:
        return False
    if trigger.resolving and event.get("cause") != "resolve":
        return False  # CR 702.55a, 608.2n: "during its resolution", not countered (701.6a)
    if trigger.not_from_zone is not None and event.from_zone == trigger.not_from_zone:
        return False  # "from anywhere other than your hand" (a token comes from no zone)
    if trigger.event == "gain_life" and not (event.amount or 0) > 0:
        return False
    if trigger.event == "lose_life" and not (event.amount or 0) < 0:
        return False
    if trigger.event == "becomes_blocked" and trigger.to is None and not event.get("first"):
        return False  # CR 509.3c: "becomes blocked" triggers once however many creatures block it
    if trigger.event == "attacks_alone" and not event.get("alone"):
        return False  # CR 506.5
    if trigger.event == "attacks" and trigger.player is not None and trigger.what is None and not event.get("first", True):
        return False  # CR 508.3d: "Whenever you attack" triggers once however many creatures attack
    if trigger.event in ("deals_combat_damage", "dealt_combat_damage") and not event.get("combat"):
        return False  # CR 510.2
    if trigger.event in ("deals_noncombat_damage", "dealt_noncombat_damage") and event.get("combat"):
        return False  # CR 120.2: noncombat damage is any other than combat damage
    if trigger.event in ("dealt_excess_damage", "dealt_excess_noncombat_damage") and not event.get("excess"):
        return False  # CR 120.10: the damage beyond lethal damage, loyalty or defense
    if trigger.event == "dealt_excess_noncombat_damage" and event.get("combat"):
        return False
    if trigger.event == "becomes_renowned" and event.get("designation") != "renowned":
        return False  # CR 702.112b: a permanent's designation ("monstrous" has an event of its own)
    if trigger.event == "becomes_monarch" and (event.get("designation") != "monarch" or not event.get("changed")):
        return False  # CR 724.3: a player who is the monarch already doesn't become it again
    if trigger.event in ("becomes_day", "becomes_night") and (event.get("from"), event.get("to")) != _DAY_NIGHT_CHANGES[trigger.event]:
        return False  # CR 730.1a: "day becomes night" is night replacing day, not the first night
    if trigger.event == "loses_game" and game.player(controller).lost:
        return False  # CR 800.4a: a player who loses leaves the game, their objects with them
    if trigger.event in ("win_coin_flip", "lose_coin_flip") and event.get("won") != (trigger.event == "win_coin_flip"):
        return False  # CR 705.2: a flip nobody called (heads or tails only) is won by no one
    if trigger.event in COUNTER_EVENTS and not _counter_event_matches(game, trigger, event):
        return False
    ctx = Context(controller=controller, source_id=source_id, event=event)
    counted = trigger.counter is not None and trigger.event not in COUNTER_EVENTS
    if trigger.nth_each_turn is not None:
        return _nth_this_turn(game, trigger, event, controller, source_id, zone)
    if counted or trigger.amount is not None:
        return False  # counter kinds and event amounts: not in the runtime yet
    # "this turn": the ability lasts this turn only (a delayed trigger until end of turn, CR
    # 603.7c, or an ability granted until end of turn), so while it exists it is this turn
    if trigger.during == "actor_turn":
        # CR 102.1: "during their turn": the player who performs the event is the active player
        if event.player is None or event.player != game.active_player.name:
            return False
    elif trigger.during is not None and trigger.during != "this_turn":
        yours = game.active_player.name == controller
        if trigger.during not in ("your_turn", "opponent_turn") or yours != (trigger.during == "your_turn"):
            return False
    if trigger.condition is not None and not game.check_condition(trigger.condition, ctx):
        return False
    if trigger.event == "loses_game":
        return event.player is not None and _loser_described(game, trigger.player, event.player, controller, source_id)
    if trigger.player is not None and (event.player is None or event.player not in _player_names(game, trigger.player, controller, source_id)):
        return False
    if trigger.except_draw_step_first and event.get("draw_step_first"):
        return False  # CR 504.1: "except the first one they draw in each of their draw steps"
    if trigger.caused_by is not None:
        # "a spell or ability an opponent controls causes you to discard" (CR 701.9a): the
        # controller of the spell or ability that caused the event
        cause = event.get("cause_controller")
        if cause is None or cause not in _player_names(game, trigger.caused_by, controller, source_id):
            return False
    library = trigger.what if trigger.event in ("shuffle", "search") and _is_library(trigger.what) else None
    if isinstance(library, fx.Filter):
        # "whenever a player shuffles a library / searches your library": the library is a
        # zone, not an object; only whose library it is matters
        owner = event.get("owner", event.player) if event.kind == "search" else event.player
        # read with the event: "an opponent shuffles their library" is the triggering player's
        if library.zone_owner is not None and owner not in {p.name for p in players_of(game, library.zone_owner, ctx)}:
            return False
    elif isinstance(trigger.what, fx.ActivatedAbilities):
        if trigger.event != "activate" or not _activated_ability_matches(game, trigger.what, event, ctx):
            return False
    elif trigger.what is not None and _several_objects(event):
        # "Whenever a player mills one or more nonland cards": one event of a player's action on
        # several cards (CR 701.17a), which matches when any of them is such a card
        if not _matching_objects(game, trigger.what, event, ctx, source_id):
            return False
    elif trigger.what is not None and not _party_matches(game, trigger.what, event_subject(game, event, trigger.event), event, ctx, source_id):
        return False
    return trigger.to is None or _party_matches(game, trigger.to, event_other_party(event, trigger.event), event, ctx, source_id)


def _together_key(game: Game, trigger: Any, event: Event, controller: str, source_id: int | None, zone: str) -> tuple[Any, ...] | None:
    """For a trigger on "one or more" objects doing something at the same time (``together``,
    CR 603.2c): what tells its events apart, the events happening at once (Game.simultaneously)
    and the event's other party ("to a player": each player dealt damage); None for another
    trigger."""
    # "you attack with one or more creatures" (attack_with) says "one or more" by its meaning:
    # the creatures declared together are one event (CR 508.1)
    parts = [t for t in trigger_parts(trigger) if (t.together or t.event == "attack_with") and _matches_one(game, t, event, controller, source_id, zone)]
    if not parts:
        return None
    name = parts[0].event
    # told apart by the other party only when the trigger names one ("to a player")
    party = event_other_party(event, name) if parts[0].to is not None else None
    return (game.batch if game.batch is not None else -event.seq, party if party is None or isinstance(party, str) else party.id, name)


#: the events of a player's action on several objects at once, whose objects are what it was
#: done to (Game.mill, reveals, collecting evidence); a damage event's objects are its source
_ACTIONS_ON_SEVERAL = frozenset({"mill", "reveal", "collect_evidence"})


def _several_objects(event: Event) -> bool:
    """Whether ``event`` is one action on several objects at once, with no one object of its own
    (a player milling or revealing cards)."""
    return event.kind in _ACTIONS_ON_SEVERAL and event.object is None and bool(event.objects)


def _matching_objects(game: Game, what: Any, event: Event, ctx: Context, source_id: int | None) -> list[Any]:
    """The objects of an event of several (``_several_objects``) that ``what`` describes."""
    return [o for o in event.objects if _party_matches(game, what, o, event, ctx, source_id)]


def _together_objects(game: Game, event: Event, together: tuple[Any, ...], trigger: Any, controller: str, source_id: int | None) -> tuple[list[int], int]:
    """The objects of an event a "one or more" trigger counts, as "they" will find them (the
    permanent an entering object became, the card a dying creature became; of an action on
    several cards, those the trigger describes: "one or more nonland cards are milled"), and the
    number they add to "that many" / "that much" (the damage dealt, else one each)."""
    if _several_objects(event):
        parts = [t for t in trigger_parts(trigger) if t.event == together[2] and t.what is not None]
        ctx = Context(controller=controller, source_id=source_id, event=event)
        matched = {o.id for t in parts for o in _matching_objects(game, t.what, event, ctx, source_id)}
        found = [o.id for o in event.objects if not parts or o.id in matched]
        return found, len(found)
    subject = event_subject(game, event, together[2])
    one = event.get("new_id") or getattr(subject, "id", None)
    return ([one] if one is not None else []), abs(event.amount) if event.kind == "damage" and event.amount is not None else 1


def _first_together(game: Game, event: Event, together: tuple[Any, ...], ctx: Context, trigger: Any) -> dict[str, Any]:
    found, amount = _together_objects(game, event, together, trigger, ctx.controller, ctx.source_id)
    return {"results": {"triggering": found, "event_amount": [amount]}, "targets": {}, "x": ctx.x, "together": together}


def _joined_pending(game: Game, ability: Any, source_id: int | None, together: tuple[Any, ...], event: Event) -> bool:
    """Whether ``ability`` of ``source_id`` already waits to go on the stack for the events
    happening at once with ``event`` (``together``); if so, ``event``'s object joins it."""
    for pending in game.state.pending_triggers:
        if pending.ability is ability and pending.source_id == source_id and pending.carried is not None and pending.carried.get("together") == together:
            found, amount = _together_objects(game, event, together, ability.trigger, pending.controller, source_id)
            results = pending.carried["results"]
            results["triggering"].extend(i for i in found if i not in results["triggering"])
            results["event_amount"][0] += amount
            return True
    return False


def _loser_described(game: Game, ref: Any, loser: str, controller: str, source_id: int | None) -> bool:
    """Whether the player who just lost the game is one ``ref`` describes ("a player", "an
    opponent", "the chosen player"): described among the players in the game as they lost (CR
    104.3), as the player who lost is no longer among those a reference names now."""
    if ref is None or isinstance(ref, fx.EachPlayer):
        return True
    if isinstance(ref, fx.EachOpponent):
        return loser != controller  # CR 102.2: in the runtime, every other player is an opponent
    if isinstance(ref, fx.You):
        return loser == controller
    return loser in _player_names(game, ref, controller, source_id)


def _nth_this_turn(game: Game, trigger: fx.Trigger, event: Event, controller: str, source_id: int | None, zone: str) -> bool:
    """"Whenever you cast your second spell each turn", "a player casts their first spell each
    turn", "~ attacks for the first time each turn": the event matches the trigger otherwise and
    is the ``nth_each_turn``-th event of this turn that does (CR 603.2), counted from the game's
    record of this turn's events, this one included. A trigger that names the player who acts
    ("their first spell") counts that player's events; one that names only the object ("~
    deals combat damage to a player for the first time") counts the object's events, whoever
    is damaged. Events that were prevented or replaced never happened and are not counted (CR
    603.2g, 614.6)."""
    nth = trigger.nth_each_turn or 0
    plain = attrs.evolve(trigger, nth_each_turn=None)
    if not _matches_one(game, plain, event, controller, source_id, zone):
        return False
    if trigger.condition is not None:
        # "attacks for the first time each turn while saddled": whether the earlier events met
        # the condition when they happened is not in the game's record
        raise UnsupportedAtRuntime("Trigger", "an event counted each turn with a condition of the event")
    count = 0
    for earlier in reversed(game.state.events):
        if earlier.turn != event.turn:
            break  # CR 500: the count restarts each turn
        if earlier.seq > event.seq or earlier.kind != event.kind:
            continue
        if trigger.player is not None and earlier.player != event.player:
            continue  # "a player casts their first spell each turn": each player's own count
        if earlier is event or _matches_one(game, plain, earlier, controller, source_id, zone):
            count += 1
            if count > nth:
                return False
    return count == nth


#: trigger events of counters put on or removed from an object, and whether counters are added
COUNTER_EVENTS = {"counter_added": "add", "counter_removed": "remove", "last_counter_removed": "remove"}


def _counter_event_matches(game: Game, trigger: fx.Trigger, event: Event) -> bool:
    """"a +1/+1 counter is put on ...", "a time counter is removed from ...", "the last time
    counter is removed from ..." (none of that kind is left on it, CR 702.63a)."""
    if event.get("change") != COUNTER_EVENTS[trigger.event]:
        return False
    if trigger.counter is not None and event.get("counter") != trigger.counter:
        return False
    if trigger.event == "last_counter_removed":
        obj = game.get(event.object.id) if event.object is not None else None
        return obj is not None and not obj.counters.get(trigger.counter or "", 0)
    return True


def _activated_ability_matches(game: Game, described: fx.ActivatedAbilities, event: Event, ctx: Context) -> bool:
    """"Whenever you activate an exhaust ability" (CR 602.2, 702.177): the ability activated is
    one of the abilities ``described``: of that kind (the event says the kinds of the ability,
    the keywords whose definition it is), on those objects, by that player, not a mana ability."""
    kinds = event.get("kinds")
    if kinds is None:
        raise UnsupportedAtRuntime("ActivatedAbilities", "an activation whose ability is not known")
    if described.targets is not None:
        # "Whenever you activate an ability that targets a creature or player" (CR 115.1,
        # 602.2b): the ability activated, on the stack, has one such target
        stack_id = event.get("stack_id")
        item = next((i for i in game.zone("stack").objects if stack_id is not None and i.id == stack_id), None)
        if item is None:
            raise UnsupportedAtRuntime("ActivatedAbilities", "the targets of an activated ability that is not on the stack")
        chosen = [t for targets in item.ctx.targets.values() for t in targets]
        wanted = described.targets
        fits = [_party_matches(game, wanted, t if isinstance(t, str) else game.info(t) if isinstance(t, _GameObject) else t, event, ctx, ctx.source_id) for t in chosen]
        if not any(fits) or (described.targets_only and not all(fits)):
            return False
    if described.keyword is not None and described.keyword not in kinds:
        return False
    if not described.mana_abilities and event.get("mana_ability"):
        return False
    if described.tap_cost is not None:
        # "activates an artifact's ability without {T} in its activation cost" (CR 107.5,
        # 602.1a): the event says whether the ability's cost has the tap symbol
        tap = event.get("tap")
        if tap is None:
            raise UnsupportedAtRuntime("ActivatedAbilities", "an activation whose cost is not known")
        if tap != described.tap_cost:
            return False
    if described.of is not None and (event.object is None or not matches_info(game, event.object, described.of, ctx)):
        return False
    return described.player is None or event.player in _player_names(game, described.player, ctx.controller, ctx.source_id)


def _is_library(ref: Any) -> bool:
    """A reference to a library as a whole ("a library", "your library"): the compiler writes it
    as the cards in a library zone, with no other quality."""
    if not isinstance(ref, fx.Filter) or ref.zone != "library":
        return False
    blank = fx.Filter()
    return all(getattr(ref, f.name) == getattr(blank, f.name) for f in attrs.fields(fx.Filter) if f.name not in ("zone", "zone_owner", "kind"))


def _party_matches(game: Game, ref: Any, party: Any, event: Event, ctx: Context, source_id: int | None) -> bool:
    if party is None:
        return False
    if isinstance(ref, fx.Union):  # "a creature or player": either part (a player or an object)
        return any(_party_matches(game, part, party, event, ctx, source_id) for part in ref.parts)
    if isinstance(party, str) and isinstance(ref, fx.AttachedTo):
        # "Whenever enchanted player is attacked": the game state attaches Auras to objects
        # only, never to a player (CR 303.4, 702.5a)
        raise UnsupportedAtRuntime("AttachedTo", "the player an Aura is attached to (CR 303.4): Auras are attached to objects only in the game state")
    if isinstance(party, str):  # a player
        return fx.names_players(ref) and party in _player_names(game, ref, ctx.controller, source_id)
    if fx.names_players(ref):
        return False
    if isinstance(ref, fx.This):
        return source_id in {party.id, event.get("new_id")}
    return matches_info(game, party, ref, ctx)


def put_triggers_on_stack(game: Game) -> bool:
    """CR 603.3b: each player, in APNAP order, puts their triggered abilities on the stack in
    the order they choose. Returns True if anything was put on the stack."""
    pending = list(game.state.pending_triggers)
    if not pending:
        return False
    game.state.pending_triggers.clear()
    for player in game.apnap([p.controller for p in pending]):
        mine = [p for p in pending if p.controller == player]
        if len(mine) > 1:
            mine = list(game.ask(player, "order", "order your triggered abilities (first is put on the stack first)", mine, min=len(mine), max=len(mine)))
        for trigger in mine:
            game.put_triggered_ability(trigger)
    return True


def source_object(game: Game, source_id: int | None) -> GameObject | None:
    return game.get(source_id)


__all__ = ["all_abilities", "check_triggers", "put_triggers_on_stack", "step_triggers"]
