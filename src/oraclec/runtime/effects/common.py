"""What the executors of several families share: recording the objects an instruction acted on,
and the duration of a continuous effect."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..context import Context
from ..state import GameObject, Player

if TYPE_CHECKING:
    from ..game import Game


#: result key prefix of the player who found or chose an object an instruction then puts
#: somewhere ("searcher", "each player returns a card from their graveyard"): a permanent put
#: onto the battlefield enters under that player's control (CR 110.2)
PUT_BY = "put by:"

def record_objects(ctx: Context, key: str, objs: list[GameObject], game: Game | None = None) -> None:
    """Remember ``objs`` under ``key`` for later instructions ("the cards milled this way"), and
    with ``game`` how each last was (CR 608.2h)."""
    ctx.results.setdefault(key, []).extend(o.id for o in objs)
    if game is not None:
        for o in objs:
            ctx.results[f"lki:{o.id}"] = [game.info(o)]


def effect_duration(duration: str | None) -> str:
    """The duration an effect lasts, as the runtime ends it."""
    if duration in (None, "game"):
        return "game"
    if duration in ("end_of_turn", "this_turn"):
        return "end_of_turn"
    return duration  # "end_of_combat", "your_next_turn", ...: ended by the turn structure


@contextmanager
def for_player(ctx: Context, player: Player) -> Iterator[Context]:
    """While an instruction is carried out for one of the players it names ("Each player
    sacrifices a creature they control"; CR 101.4: each in turn), "that player" (as the
    compiler lowers "they" of such an instruction) is this one; as it was afterwards."""
    with bound_result(ctx, "that player", [player.name]):
        yield ctx


@contextmanager
def bound_result(ctx: Context, key: str, value: list[Any]) -> Iterator[None]:
    """While inside, the result ``key`` of ``ctx`` is ``value``; as it was afterwards (gone if
    it was not there)."""
    before = ctx.results.get(key)
    ctx.results[key] = value
    try:
        yield
    finally:
        if before is None:
            ctx.results.pop(key, None)
        else:
            ctx.results[key] = before
