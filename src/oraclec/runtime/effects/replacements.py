"""Executors of the replacements of the effect model (:mod:`oraclec.effects.replacements`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import effects as fx
from ..context import Context
from ..errors import UnsupportedAtRuntime
from ..prevention import NO_PREVENTION, add_shield
from ..references import players_of
from ..registry import executor
from ..replacements import add_entering_replacement, add_life_floor, add_mana_replacement, add_zone_replacement
from ..static_abilities import SKIPPABLE
from .common import effect_duration

if TYPE_CHECKING:
    from ..game import Game


@executor(fx.PreventDamage)
def _prevent_damage(game: Game, e: fx.PreventDamage, ctx: Context) -> None:
    """CR 615.1a, 615.7: a prevention effect until end of turn, or a shield for the next N."""
    add_shield(game, e.damage, ctx, e.duration)


@executor(fx.DamageCantBePrevented)
def _damage_cant_be_prevented(game: Game, e: fx.DamageCantBePrevented, ctx: Context) -> None:
    """CR 615.12: prevention effects don't apply to that damage."""
    add_shield(game, e.damage, ctx, e.duration, kind=NO_PREVENTION)


@executor(fx.DamageLifeFloor)
def _damage_life_floor(game: Game, e: fx.DamageLifeFloor, ctx: Context) -> None:
    """CR 614.1a, 120.3a: "Until end of turn, damage that would reduce your life total to less
    than 1 reduces it to 1 instead": read by the damage rules while it lasts."""
    add_life_floor(game, e, ctx)


@executor(fx.Skip)
def _skip(game: Game, e: fx.Skip, ctx: Context) -> None:
    """"Target player skips their next combat phase", "Skip your next turn" (CR 614.10): the
    next one is skipped (CR 614.10a), read by the turn structure (runtime.turns.skips)."""
    if e.what == "draw" and e.once and game.state.replacing_draws:
        # "instead that player skips that draw": the draw being replaced (CR 614.1a, 614.10)
        # doesn't happen, which replacing it already does (replacements.replace_draw)
        return
    if e.during is not None:
        # "skips all combat phases of their next turn" (CR 505.1a): not kept yet
        game.unsupported["Skip"] += 1
        raise UnsupportedAtRuntime("Skip", f"skipping every {e.what} of a player's next turn")
    duration = effect_duration(e.duration) if e.duration is not None else None
    if e.what not in SKIPPABLE or duration not in (None, "end_of_turn") or (not e.once and duration is None):
        game.unsupported["Skip"] += 1
        raise UnsupportedAtRuntime("Skip", f"skipping {'every' if not e.once else 'the next'} {e.what} from a resolved effect, lasting {duration or 'indefinitely'}")
    for p in players_of(game, e.player, ctx):
        # "this turn": one not used ends with the turn (CR 514.2, turns.cleanup); "you skip your
        # draw step this turn": each one this turn, not used up
        game.state.skips.append({"player": p.name, "what": e.what, "duration": duration, "every": not e.once})


@executor(fx.CreateReplacement)
def _create_replacement(game: Game, e: fx.CreateReplacement, ctx: Context) -> None:
    """CR 614.1: "If that creature would die this turn, exile it instead": a replacement effect
    that waits for a zone change of the objects it names (runtime.replacements applies it);
    "Until end of turn, if you tap a land for mana, it produces {U} instead of any other type":
    one that waits for a mana production event (CR 106.12b)."""
    if e.replacement.event == "tapped_for_mana":
        add_mana_replacement(game, e, ctx)
        return
    add_zone_replacement(game, e, ctx)


@executor(fx.CreateEntersWith)
def _create_enters_with(game: Game, e: fx.CreateEntersWith, ctx: Context) -> None:
    """CR 614.1c, 611.2a: "Permanents enter tapped this turn": a replacement effect on the
    permanents that enter while it lasts (runtime.replacements applies it)."""
    add_entering_replacement(game, e, ctx)
