"""Soulbond (CR 702.95): pairing creatures.

The keyword is two triggered abilities (CR 702.95a): "When this creature enters, if you control
both this creature and another creature and both are unpaired, you may pair this creature with
another unpaired creature you control for as long as both remain creatures on the battlefield
under your control" and "Whenever another creature you control enters, if you control both that
creature and this one and both are unpaired, you may pair that creature with this creature for
as long as ...". The intervening "if" is checked when they trigger and as they resolve (CR
603.4, 702.95c).

A pair is recorded on both objects (``marks["paired with"]``, CR 702.95d: one partner each); it
ends for good when either leaves the battlefield, stops being a creature or changes controller
(CR 702.95e), which :func:`unpair_lapsed` applies whenever the game checks state-based actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .context import Context
from .state import add_pending

if TYPE_CHECKING:
    from .game import Game
    from .state import Event, GameObject

PAIRED = "paired with"
#: soulbond's two triggered abilities (CR 702.95a): the entering creature is the event's
_SOULBOND = fx.TriggeredAbility(trigger=fx.Trigger(event="enters"), effects=(fx.Pair(),))


def _has_soulbond(game: Game, obj: GameObject) -> bool:
    return game.characteristics(obj).has_keyword("Soulbond")


def _is_creature(game: Game, obj: GameObject | None) -> bool:
    return obj is not None and obj.zone == "battlefield" and "Creature" in game.characteristics(obj).types


def partner(game: Game, obj: Any) -> GameObject | None:
    """The creature ``obj`` is paired with, while the pair holds (CR 702.95e)."""
    marks = getattr(obj, "marks", None)
    other = game.get(marks.get(PAIRED)) if marks else None
    if other is None or other.marks.get(PAIRED) != obj.id:
        return None
    if not (_is_creature(game, obj) and _is_creature(game, other)):
        return None
    return other if game.controller_of(obj) == game.controller_of(other) else None


def _unpaired_creatures(game: Game, controller: str) -> list[GameObject]:
    return [o for o in game.battlefield(controller) if _is_creature(game, o) and partner(game, o) is None]


def event_triggers(game: Game, event: Event) -> None:
    """The soulbond abilities that trigger on a creature entering (CR 702.95a)."""
    if event.kind != "zone_change" or event.to_zone != "battlefield":
        return
    entered = game.get(event.get("new_id"))
    if not _is_creature(game, entered):
        return
    controller = game.controller_of(entered)
    unpaired = _unpaired_creatures(game, controller)
    if entered not in unpaired:
        return
    if _has_soulbond(game, entered) and len(unpaired) >= 2:
        add_pending(game, _SOULBOND, controller, entered.id, game.info(entered), event)
    for source in unpaired:
        if source is not entered and _has_soulbond(game, source):
            add_pending(game, _SOULBOND, controller, source.id, game.info(source), event)


def pair(game: Game, effect: fx.Pair, ctx: Context) -> None:
    """Resolve a soulbond ability: check again that both are unpaired creatures its controller
    controls (CR 702.95c), then the controller may pair them: the soulbond creature that
    entered with another one they choose, or the soulbond creature with the creature that
    entered."""
    source = game.get(ctx.source_id)
    if not _is_creature(game, source) or game.controller_of(source) != ctx.controller or partner(game, source) is not None:
        return
    candidates = [o for o in _unpaired_creatures(game, ctx.controller) if o is not source]
    entered = ctx.event.get("new_id") if ctx.event is not None else None
    if entered != source.id:
        candidates = [o for o in candidates if o.id == entered]
    if not candidates:
        return
    chosen = game.ask(ctx.controller, "card", f"pair {source.name} with (soulbond)", candidates, min=0, max=1)
    if not chosen:
        return
    other = chosen[0]
    source.marks[PAIRED], other.marks[PAIRED] = other.id, source.id
    game._touch()
    game.emit("pair", player=ctx.controller, object=game.info(source), objects=(game.info(other),))


def unpair_lapsed(game: Game) -> None:
    """CR 702.95e: a pair ends for good once it no longer holds."""
    for obj in game.battlefield():
        if PAIRED in obj.marks and partner(game, obj) is None:
            del obj.marks[PAIRED]
            game._touch()
