"""Triggered abilities (CR 603): noticing trigger events and putting the abilities on the stack.

When an event happens, every triggered ability whose trigger event matches it triggers (CR
603.2); the game remembers it (:class:`PendingTrigger`) and its controller puts it on the stack
the next time a player would receive priority (CR 603.3), in APNAP order, each player ordering
their own (CR 603.3b). Leaves-the-battlefield abilities look back in time (CR 603.10a): they
are found on the object as it last existed on the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .context import Context
from .layers import all_abilities

if TYPE_CHECKING:
    from .game import Game
    from .state import Event, GameObject, ObjectInfo

#: trigger event names of the effect model -> the runtime event kinds they watch
EVENT_KINDS = {
    "enters": "zone_change",
    "dies": "zone_change",
    "leaves": "zone_change",
    "put_into_graveyard": "zone_change",
    "cast": "cast",
    "activate": "activate",
    "draw": "draw",
    "mill": "mill",
    "shuffle": "shuffle",
    "search": "search",
    "discard": "discard",
    "sacrifice": "sacrifice",
    "create": "create",
    "gain_life": "life",
    "lose_life": "life",
    "attacks": "attack",
    "blocks": "block",
    "tapped": "tap",
    "untapped": "untap",
    "counter_added": "counter",
    "damage": "damage",
    "destroy": "destroy",
}


def check_triggers(game: Game, event: Event) -> None:
    """Note every triggered ability that triggers on ``event`` (CR 603.2)."""
    if event.kind in ("trigger", "step", "replacement"):
        return
    if event.kind not in watched_kinds(game):
        return
    sources: list[tuple[Any, str, int | None, ObjectInfo | None, str]] = []
    departed = getattr(game, "_departed", None) or {}
    for obj in trigger_candidates(game):
        if obj.phased_out:
            continue
        for ability in game.abilities(obj):
            if isinstance(ability, fx.TriggeredAbility) and isinstance(ability.trigger, fx.Trigger) and game.functions_in(ability, obj):
                sources.append((ability, game.controller_of(obj), obj.id, None, obj.zone))
    # CR 603.10a: leaves-the-battlefield abilities of objects that just left, as they were
    if event.kind == "zone_change" and event.from_zone == "battlefield":
        for info in (departed.values() if departed else ([event.object] if event.object else [])):
            for ability in info.abilities:
                looks_back = isinstance(ability, fx.TriggeredAbility) and isinstance(ability.trigger, fx.Trigger) and ability.zone == "battlefield"
                if looks_back and ability.trigger.event in ("dies", "leaves", "put_into_graveyard"):
                    sources.append((ability, info.controller, info.id, info, "battlefield"))
    for ability, controller, source_id, source_info, zone in sources:
        if _matches(game, ability.trigger, event, controller, source_id, zone):
            ctx = Context(controller=controller, source_id=source_id, event=event)
            if ability.condition is not None and not game.check_condition(ability.condition, ctx):
                continue  # CR 603.4: an intervening "if" is checked when it triggers
            obj = game.get(source_id)
            info = source_info or (game.info(obj) if obj is not None else None)
            _add_pending(game, ability, controller, source_id, info, event)


def face_has(face: Any, kinds: tuple[type, ...]) -> bool:
    """Whether a printed face has an ability of these kinds (keywords' definitions included)."""
    key = (id(face), kinds)
    cached = _FACE_CACHE.get(key)
    if cached is None or cached[0] is not face:
        from .layers import _flatten

        cached = (face, any(isinstance(a, kinds) for a in _flatten(face.abilities)))
        _FACE_CACHE[key] = cached
    return cached[1]


_FACE_CACHE: dict[Any, tuple[Any, bool]] = {}


def _face_kinds(face: Any) -> frozenset[str]:
    key = (id(face), "kinds")
    cached = _FACE_CACHE.get(key)
    if cached is None or cached[0] is not face:
        from .layers import _flatten

        kinds = set()
        for ability in _flatten(face.abilities):
            if isinstance(ability, fx.TriggeredAbility) and isinstance(ability.trigger, fx.Trigger):
                kinds.add(EVENT_KINDS.get(ability.trigger.event, "?"))
            elif isinstance(ability, (fx.StaticAbility, fx.GrantAbilities)):
                kinds.add("*")  # may grant triggered abilities
        cached = (face, frozenset(kinds))
        _FACE_CACHE[key] = cached  # type: ignore[assignment]
    return cached[1]  # type: ignore[return-value]


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
    for obj in game.state.objects.values():
        definition = getattr(obj, "definition", None)
        if definition is not None:
            kinds |= _face_kinds(definition.faces[obj.face])
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
    return any(face_has(o.definition.faces[o.face], (fx.StaticAbility,)) for o in game.state.objects.values() if getattr(o, "zone", None) == "battlefield" and hasattr(o, "definition"))


def trigger_candidates(game: Game) -> list[GameObject]:
    """Objects that may have a triggered ability."""
    return game.objects_with(fx.TriggeredAbility)


def _add_pending(game: Game, ability: Any, controller: str, source_id: int | None, info: Any, event: Event | None) -> None:
    from .game import PendingTrigger

    game.state.pending_triggers.append(
        PendingTrigger(ability=ability, controller=controller, source_id=source_id, source_info=info, event=event, order=len(game.state.pending_triggers))
    )


def step_triggers(game: Game, step: str) -> None:
    """CR 603.2b: "at the beginning of" abilities trigger when the step begins."""
    for obj in game.all_objects():
        for ability in game.abilities(obj):
            if not isinstance(ability, fx.TriggeredAbility) or not isinstance(ability.trigger, fx.StepTrigger):
                continue
            if ability.trigger.step != step or not game.functions_in(ability, obj):
                continue
            controller = game.controller_of(obj)
            whose = ability.trigger.player
            if whose is not None and game.active_player.name not in _player_names(game, whose, controller, obj.id):
                continue
            ctx = Context(controller=controller, source_id=obj.id)
            if ability.condition is not None and not game.check_condition(ability.condition, ctx):
                continue
            _add_pending(game, ability, controller, obj.id, game.info(obj), None)


def _player_names(game: Game, ref: Any, controller: str, source_id: int | None) -> list[str]:
    from .executors import players_of

    return [p.name for p in players_of(game, ref, Context(controller=controller, source_id=source_id))]


def _matches(game: Game, trigger: fx.Trigger, event: Event, controller: str, source_id: int | None, zone: str) -> bool:
    from .executors import matches_info

    kind = EVENT_KINDS.get(trigger.event)
    if kind is None or kind != event.kind:
        return False
    if trigger.event == "enters" and event.to_zone != "battlefield":
        return False
    died = event.from_zone == "battlefield" and event.to_zone == "graveyard" and event.object is not None and "Creature" in event.object.types
    if trigger.event == "dies" and not died:
        return False
    if trigger.event == "leaves" and event.from_zone != "battlefield":
        return False
    if trigger.event == "put_into_graveyard" and event.to_zone != "graveyard":
        return False
    if trigger.from_zone is not None and event.from_zone != trigger.from_zone:
        return False
    if trigger.event == "gain_life" and not (event.amount or 0) > 0:
        return False
    if trigger.event == "lose_life" and not (event.amount or 0) < 0:
        return False
    ctx = Context(controller=controller, source_id=source_id, event=event)
    if trigger.player is not None and (event.player is None or event.player not in _player_names(game, trigger.player, controller, source_id)):
        return False
    if trigger.what is not None:
        subject = _subject(game, event)
        if subject is None:
            return False
        if isinstance(trigger.what, fx.This):
            ids = {subject.id, event.get("new_id")}
            return source_id in ids
        return matches_info(game, subject, trigger.what, ctx)
    return True


def _subject(game: Game, event: Event) -> Any:
    """The object an event is about, as it is now (entering objects, spells) or as it last
    was (objects that left the battlefield)."""
    if event.kind == "zone_change" and event.to_zone == "battlefield":
        obj = game.get(event.get("new_id"))
        return game.info(obj) if obj is not None else event.object
    return event.object


def put_triggers_on_stack(game: Game) -> bool:
    """CR 603.3b: each player, in APNAP order, puts their triggered abilities on the stack in
    the order they choose. Returns True if anything was put on the stack."""
    from .casting import put_triggered_ability

    pending = list(game.state.pending_triggers)
    if not pending:
        return False
    game.state.pending_triggers.clear()
    for player in game.apnap([p.controller for p in pending]):
        mine = [p for p in pending if p.controller == player]
        if len(mine) > 1:
            mine = list(game.ask(player, "order", "order your triggered abilities (first is put on the stack first)", mine, min=len(mine), max=len(mine)))
        for trigger in mine:
            put_triggered_ability(game, trigger)
    return True


def source_object(game: Game, source_id: int | None) -> GameObject | None:
    return game.get(source_id)


__all__ = ["all_abilities", "check_triggers", "put_triggers_on_stack", "step_triggers"]
