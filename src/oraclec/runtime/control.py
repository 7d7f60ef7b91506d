"""Changes of control (CR 108.4, 603.10d): a player loses control of a permanent as another
player gains control of it (a continuous effect of layer 2 beginning or ending, CR 613.1b) or as
it leaves the battlefield. Control is a characteristic computed by the layers, so no instruction
says when it changed: the game notices it with the state-based actions and as "until end of
turn" effects end (CR 514.2), before any player gets priority (CR 117.5), and records a
``control`` event for the player who lost control, with the permanent as that player last
controlled it (abilities that trigger on it look back in time, CR 603.10d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from .triggers import watched_kinds

if TYPE_CHECKING:
    from .game import Game


def notice_control_changes(game: Game) -> None:
    """Emit a ``control`` event for each permanent whose controller is not the one last noticed
    (``to``: the new controller; None: it left the battlefield). Only while some ability watches
    such events; a permanent is first noticed as it is on the battlefield then."""
    seen = game.state.controllers_seen
    if "control" not in watched_kinds(game):
        seen.clear()
        return
    # CR 702.26d: phasing out doesn't change control
    now = {obj.id: game.controller_of(obj) for obj in game.zone("battlefield").objects}
    lost = [(object_id, before, now.get(object_id)) for object_id, before in seen.items() if now.get(object_id) != before]
    game.state.controllers_seen = now
    for object_id, before, after in lost:
        obj = game.get(object_id)
        info = game.info(obj) if obj is not None and after is not None else game.state.last_known.get(object_id)
        if info is None:
            continue
        game.emit("control", player=before, object=attrs.evolve(info, controller=before), info={"to": after, "left": after is None})

