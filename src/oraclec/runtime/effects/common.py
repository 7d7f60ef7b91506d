"""What the executors of several families share: recording results, durations, contexts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..context import Context
from ..state import GameObject

if TYPE_CHECKING:
    from ..game import Game


def record_objects(ctx: Context, key: str, objs: list[GameObject], game: Game | None = None) -> None:
    ctx.results.setdefault(key, []).extend(o.id for o in objs)
    if game is not None:
        for o in objs:
            ctx.results[f"lki:{o.id}"] = [game.info(o)]


def effect_duration(duration: str | None) -> str:
    if duration in (None, "game"):
        return "game"
    if duration in ("end_of_turn", "this_turn"):
        return "end_of_turn"
    return duration  # "end_of_combat", "your_next_turn", ...: ended by the turn structure
