"""The Ring tempts you (CR 701.54): the emblem named The Ring, the Ring-bearer, and the
emblem's abilities.

Each time the Ring tempts a player, they get the emblem if they have none yet (CR 701.54c) and
choose a creature they control; it becomes their Ring-bearer until another creature becomes their
Ring-bearer or another player gains control of it (CR 701.54a). The emblem never leaves, and its
abilities grow with the number of times the Ring has tempted the player, so the player keeps only
that number (``Player.ring_tempted``: 0 means no emblem). Ring-bearer is a designation of the
permanent (CR 701.54b, the mark :data:`RING_BEARER`, given by the keyword action,
:func:`oraclec.runtime.keyword_actions.the_ring_tempts_you`: the player whose Ring-bearer it is); a
permanent is "your Ring-bearer" while it is on the battlefield under your control with that
designation (CR 701.54e).

The emblem's abilities (CR 701.54c), by the times the Ring has tempted its owner:

* one or more: "Your Ring-bearer is legendary and can't be blocked by creatures with greater
  power." (a static ability: the supertype in layer 4, :mod:`.layers`; the evasion where blocks
  are declared, :mod:`.combat`);
* two or more: "Whenever your Ring-bearer attacks, draw a card, then discard a card.";
* three or more: "Whenever your Ring-bearer becomes blocked by a creature, the blocking
  creature's controller sacrifices it at end of combat.";
* four or more: "Whenever your Ring-bearer deals combat damage to a player, each opponent loses
  3 life."

The emblem is in the command zone, which the runtime does not model as objects: its triggered
abilities are put on the stack with no source object, controlled by the emblem's owner (CR
113.8, 114.2), as the designations' inherent abilities are (:mod:`.designations`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .state import add_pending_trigger

if TYPE_CHECKING:
    from .game import Game
    from .state import Event, GameObject

#: the mark of a Ring-bearer (CR 701.54b): the name of the player whose Ring-bearer it is
RING_BEARER = "ring-bearer"

#: CR 701.54c, two or more times: "Whenever your Ring-bearer attacks, draw a card, then discard a card."
_LOOTS = fx.TriggeredAbility(
    trigger=fx.Trigger(event="attacks"),
    effects=(fx.Draw(player=fx.You(), amount=fx.Fixed(value=1)), fx.Discard(player=fx.You(), amount=fx.Fixed(value=1))),
)
#: the blocking creature, remembered by the trigger (CR 603.7c: the delayed ability refers to it)
_BLOCKER = fx.Found(key="triggering other")
#: CR 701.54c, three or more times: "Whenever your Ring-bearer becomes blocked by a creature, the
#: blocking creature's controller sacrifices it at end of combat."
_SACRIFICES_BLOCKER = fx.TriggeredAbility(
    trigger=fx.Trigger(event="becomes_blocked"),
    effects=(
        fx.DelayedTrigger(
            trigger=fx.StepTrigger(step="end_of_combat"),
            effects=(fx.Sacrifice(what=_BLOCKER, player=fx.ControllerOf(what=_BLOCKER)),),
        ),
    ),
)
#: CR 701.54c, four or more times: "Whenever your Ring-bearer deals combat damage to a player,
#: each opponent loses 3 life."
_DRAINS = fx.TriggeredAbility(
    trigger=fx.Trigger(event="deals_combat_damage"),
    effects=(fx.LoseLife(amount=fx.Fixed(value=3), player=fx.EachOpponent()),),
)


def times_tempted(game: Game, player: str) -> int:
    """How many times the Ring has tempted the player this game (CR 701.54c)."""
    return game.player(player).ring_tempted


def is_ring_bearer(game: Game, obj: Any, player: str | None = None) -> bool:
    """CR 701.54e: the permanent is on the battlefield under the control of the player whose
    Ring-bearer it is (of ``player``, when given)."""
    marks = getattr(obj, "marks", None)
    holder = marks.get(RING_BEARER) if marks else None
    if holder is None or obj.zone != "battlefield" or (player is not None and holder != player):
        return False
    return bool(game.controller_of(obj) == holder)


def ring_bearer_of(game: Game, player: str) -> GameObject | None:
    """The player's Ring-bearer, if they have one (CR 701.54e)."""
    return next((o for o in game.battlefield(player) if is_ring_bearer(game, o, player)), None)


def control_lost(game: Game) -> None:
    """CR 701.54a: a Ring-bearer stops being one when another player gains control of it (and
    does not become one again if its first controller gets it back). Checked with the
    state-based actions; until then :func:`is_ring_bearer` already says no."""
    for obj in game.zone("battlefield").objects:
        holder = obj.marks.get(RING_BEARER) if obj.marks else None
        if holder is not None and game.controller_of(obj) != holder:
            del obj.marks[RING_BEARER]
            game._touch()


def emblem_triggers_possible(game: Game) -> bool:
    """Whether some player's emblem has a triggered ability (tempted two or more times)."""
    return any(p.ring_tempted >= 2 for p in game.state.players)


def _emblem_trigger(game: Game, ability: fx.TriggeredAbility, player: str, event: Event, results: dict[str, list[Any]] | None = None) -> None:
    add_pending_trigger(game, ability, player, None, None, event, carried={"results": dict(results or {}), "targets": {}, "x": 0})


def event_triggers(game: Game, event: Event) -> None:
    """The emblem's triggered abilities (CR 701.54c) that trigger on an event."""
    if event.kind == "attack":
        attacker = game.get(event.object.id) if event.object is not None else None
        holder = getattr(attacker, "marks", {}).get(RING_BEARER) if attacker is not None else None
        if holder is not None and times_tempted(game, holder) >= 2 and is_ring_bearer(game, attacker, holder):
            _emblem_trigger(game, _LOOTS, holder, event)
    elif event.kind == "block" and event.objects and event.object is not None:
        attacker = game.get(event.objects[0].id)
        holder = getattr(attacker, "marks", {}).get(RING_BEARER) if attacker is not None else None
        if holder is not None and times_tempted(game, holder) >= 3 and is_ring_bearer(game, attacker, holder):
            # "becomes blocked by a creature": once for each creature blocking it
            _emblem_trigger(game, _SACRIFICES_BLOCKER, holder, event, {"triggering other": [event.object.id]})
    elif event.kind == "damage" and event.get("combat") and event.object is None and event.player is not None and event.objects:
        source = game.get(event.objects[0].id)
        holder = getattr(source, "marks", {}).get(RING_BEARER) if source is not None else None
        if holder is not None and times_tempted(game, holder) >= 4 and is_ring_bearer(game, source, holder):
            _emblem_trigger(game, _DRAINS, holder, event)
