"""Trigger events (CR 603.2): the runtime event kinds each trigger event of the effect model
watches, the event triggers of a trigger, and the parties of an event (what it is about, the
other party: whom damage was dealt to, what targeted). Read by the trigger rules
(:mod:`.triggers`) and by references to "the triggering other" object (:mod:`.references`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .errors import UnsupportedAtRuntime

if TYPE_CHECKING:
    from .context import Context
    from .game import Game
    from .state import Event


#: trigger event names of the effect model -> the runtime event kinds they watch
EVENT_KINDS = {
    "enters": "zone_change",
    "dies": "zone_change",
    "leaves": "zone_change",
    "leaves_without_dying": "zone_change",
    "put_into_graveyard": "zone_change",
    "put_into_exile": "zone_change",
    "cast": "cast",
    # "When you spend this mana to cast a Dragon creature spell" (CR 106.6, 603.7): the mana an
    # ability produced, spent (casting.pay_costs)
    "spend_this_mana": "spend_mana",
    "activate": "activate",
    "draw": "draw",
    "mill": "mill",
    "shuffle": "shuffle",
    "search": "search",
    "discard": "discard",
    # madness (CR 702.35a): "When this card is exiled this way": its discard, seen by the card
    # in exile (the trigger functions only there, and the replacement is what put it there)
    "exiled_by_madness": "discard",
    "sacrifice": "sacrifice",
    "create": "create",
    "gain_life": "life",
    "lose_life": "life",
    "attacks": "attack",
    "attack_with": "attack",
    "attacks_alone": "attack",
    "is_attacked": "attacked",  # CR 508.3b
    "blocks": "block",
    "becomes_blocked": "block",
    "attacks_unblocked": "unblocked",
    "becomes_tapped": "tap",
    "tapped": "tap",
    "untapped": "untap",
    "counter_added": "counter",
    "counter_removed": "counter",
    "last_counter_removed": "counter",
    "dealt_damage": "damage",
    "dealt_combat_damage": "damage",
    "dealt_noncombat_damage": "damage",  # CR 120.2: damage dealt other than in combat
    # "is dealt excess damage", "is dealt excess noncombat damage" (CR 120.10)
    "dealt_excess_damage": "damage",
    "dealt_excess_noncombat_damage": "damage",
    "deals_damage": "damage",
    "deals_combat_damage": "damage",
    "deals_noncombat_damage": "damage",
    "damage": "damage",
    "destroy": "destroy",
    "becomes_target": "target",
    "turned_face_up": "turn_face_up",
    "transforms": "transform",
    "scry": "scry",
    "roll_dice": "roll_dice",  # CR 706.1
    # "Whenever you win a coin flip", "... lose a coin flip" (CR 705.2)
    "win_coin_flip": "coin_flip",
    "lose_coin_flip": "coin_flip",
    # "Whenever players finish voting" (CR 701.38): after each vote
    "finish_voting": "vote",
    "surveil": "surveil",
    "cycle": "cycle",
    "becomes_monarch": "designation",
    # "When you lose control of this creature" (CR 603.10d): runtime.control
    "loses_control": "control",
    "loses_game": "lose",  # CR 104.3: a player loses the game (state-based actions, effects)
    "becomes_monstrous": "monstrous",  # CR 701.37
    "becomes_harnessed": "harnessed",  # CR 701.64
    "exert": "exert",  # CR 701.43
    "crews": "crew",  # CR 702.122b
    "becomes_crewed": "crewed",  # CR 702.122d
    "regenerates": "regenerate",  # CR 701.19a
    "saddles": "saddle",  # CR 702.171c
    "adapt": "adapt",  # CR 701.46
    "discover": "discover",  # CR 701.57b
    "blight": "blight",  # CR 701.68d
    "collect_evidence": "collect_evidence",  # CR 701.59
    "earthbend": "earthbend",  # CR 701.66b
    "airbend": "airbend",  # CR 701.65b
    "becomes_renowned": "designation",
    # "Whenever the Ring tempts you" (CR 701.54d), "Whenever you choose a creature as your
    # Ring-bearer" (CR 701.54a): runtime.ring
    "ring_tempts": "ring_tempts",
    "chooses_ring_bearer": "ring_bearer",
    # "day becomes night", "night becomes day" (CR 730.1a)
    "becomes_night": "day_night",
    "becomes_day": "day_night",
}


#: the trigger events of an object dealing damage, and of a player or object being dealt damage:
#: any, combat (CR 510.2) or noncombat damage (CR 120.2)
DEALS_DAMAGE = frozenset({"deals_damage", "deals_combat_damage", "deals_noncombat_damage"})
DEALT_DAMAGE = frozenset({"dealt_damage", "dealt_combat_damage", "dealt_noncombat_damage"})


def trigger_parts(trigger: Any) -> list[fx.Trigger]:
    """The event triggers of a trigger: itself, or each part of "When ~ enters or dies"."""
    if isinstance(trigger, fx.AnyTrigger):
        return [t for part in trigger.triggers for t in trigger_parts(part)]
    return [trigger] if isinstance(trigger, fx.Trigger) else []


def entering_spell_x(game: Game, ability: Any, source_id: int | None, event: Event | None) -> int | None:
    """CR 107.3m: the X of an object's own enters trigger ("When this permanent enters, if X is
    5 or more", ravenous) is the X of the spell that became it; None for any other trigger."""
    if event is None or event.kind != "zone_change" or event.to_zone != "battlefield":
        return None
    if not any(t.event == "enters" and isinstance(t.what, fx.This) for t in trigger_parts(getattr(ability, "trigger", None))):
        return None
    source = game.get(source_id)
    cast = source.marks.get("cast") if source is not None else None
    return cast.ctx.x if cast is not None else None


def cast_spell_x(ability: Any, event: Event | None) -> int | None:
    """CR 107.3e: a cast trigger that refers to the {X} in the mana cost of the spell cast
    ("Whenever you cast a spell with {X} in its mana cost, ... put X +1/+1 counters on it") uses
    the X chosen for that spell; None for any other trigger."""
    if event is None or event.kind != "cast":
        return None
    if not any(t.event == "cast" and isinstance(t.what, fx.Filter) and fx.X_IN_MANA_COST in t.what.states for t in trigger_parts(getattr(ability, "trigger", None))):
        return None
    x = event.get("x")
    return int(x) if x is not None else None


def event_subject(game: Game, event: Event, name: str) -> Any:
    """What an event is about, for a trigger event: the object as it is now (entering objects,
    spells) or as it last was (objects that left the battlefield); a player's name."""
    if event.kind == "zone_change" and event.to_zone == "battlefield":
        obj = game.get(event.get("new_id"))
        return game.info(obj) if obj is not None else event.object
    if name in DEALS_DAMAGE:
        return event.objects[0] if event.objects else None
    if name == "becomes_blocked":
        return event.objects[0] if event.objects else None
    # "Whenever you get one or more {E}": counters put on a player (CR 122.1)
    if event.object is None and event.player is not None and name in ("dealt_damage", "dealt_combat_damage", "dealt_noncombat_damage", "dealt_excess_damage", "dealt_excess_noncombat_damage", "becomes_target", "counter_added", "counter_removed", "is_attacked"):
        return event.player
    return event.object


def other_party(game: Game, ctx: Context) -> Any:
    """The other party of the event that triggered ``ctx``'s ability (Found "triggering other"):
    of the ability's trigger events, the one of this event's kind; with several ("blocks or
    becomes blocked by"), the one whose subject is the ability's source."""
    event = ctx.event
    if event is None:
        return None
    parts = [t for t in trigger_parts(getattr(ctx.ability, "trigger", None)) if EVENT_KINDS.get(t.event) == event.kind]
    if len(parts) > 1:
        # the part whose subject is the object the trigger names: "Whenever enchanted creature
        # blocks or becomes blocked by a creature" is about the enchanted creature, which is not
        # the source
        own = [t for t in parts if _names_subject(game, t.what, event_subject(game, event, t.event), ctx)]
        parts = own or parts
        if len({getattr(event_other_party(event, t.event), "id", None) for t in parts}) > 1:
            raise UnsupportedAtRuntime("which of the trigger's events the other party is of")
    return event_other_party(event, parts[0].event) if parts else None


def _names_subject(game: Game, ref: Any, subject: Any, ctx: Context) -> bool:
    """Whether a trigger's subject reference ("this creature", "enchanted creature") names the
    event's subject object; another reference names none here."""
    subject_id = getattr(subject, "id", None)
    if isinstance(ref, fx.AttachedTo):  # CR 303.4, 301.5: what the source is (or was) attached to
        source = game.get(ctx.source_id)
        known = source if source is not None and source.zone == "battlefield" else game.state.last_known.get(ctx.source_id)
        return known is not None and subject_id is not None and subject_id == known.attached_to
    return subject_id in (ctx.source_id, event_new_id(ctx))


def event_new_id(ctx: Context) -> Any:
    return ctx.event.get("new_id") if ctx.event is not None else None


def event_other_party(event: Event, name: str) -> Any:
    """The other party of an event: whom damage was dealt to, what targeted."""
    if name in DEALS_DAMAGE:
        return event.object if event.object is not None else event.player
    if name in DEALT_DAMAGE:  # the damage's source (CR 120.3)
        return event.objects[0] if event.objects else None
    if name == "becomes_target":
        return event.objects[0] if event.objects else None
    if name in ("attacks", "attack_with"):  # the player it attacks (CR 508.1b)
        return event.get("defender")
    if name == "blocks":  # the attacking creature it blocks (CR 509.1)
        return event.objects[0] if event.objects else None
    if name == "becomes_blocked":  # the blocking creature
        return event.object
    if name in ("crews", "saddles"):  # the Vehicle crewed, the Mount saddled
        return event.objects[0] if event.objects else None
    return None
