"""Dispatch through the registries (:mod:`.registry`): run an effect, evaluate a quantity, check
a condition, check and pay a cost, read a static ability's layer operations. A class without an
entry raises :class:`~oraclec.runtime.errors.UnsupportedAtRuntime` and is counted in
``game.unsupported``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import UnsupportedAtRuntime
from .registry import CONDITIONS, COSTS, EXECUTORS, NOT_EXECUTABLE, STATIC, UNSUPPORTED, VALUES

if TYPE_CHECKING:
    from .context import Context
    from .game import Game
    from .state import GameObject


def run_effect(game: Game, effect: Any, ctx: Context) -> Any:
    fn = EXECUTORS.get(type(effect))
    if fn is None:
        name = type(effect).__name__
        game.unsupported[name] += 1
        reason = NOT_EXECUTABLE.get(type(effect)) or UNSUPPORTED.get(name, "no executor")
        raise UnsupportedAtRuntime(name, reason)
    with game.simultaneously():  # CR 608.2: one instruction's events happen at once
        return fn(game, effect, ctx)


def evaluate(game: Game, v: Any, ctx: Context) -> int:
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return v
    fn = VALUES.get(type(v))
    if fn is None:
        name = type(v).__name__
        game.unsupported[name] += 1
        raise UnsupportedAtRuntime(name, "no evaluator for this quantity")
    return fn(game, v, ctx)


def check_condition(game: Game, c: Any, ctx: Context) -> bool:
    fn = CONDITIONS.get(type(c))
    if fn is None:
        game.unsupported[type(c).__name__] += 1
        raise UnsupportedAtRuntime(type(c).__name__, "no checker for this condition")
    return fn(game, c, ctx)


def permission_usable(game: Game, permission: dict[str, Any]) -> bool:
    """Whether a permission an effect gave may be used now: one made usable only while a
    condition holds ("During any turn you attacked with a Rogue, you may cast that card", "you
    may play it if you control a Kavu", effects.UsableWhile) is read as it would be used (CR
    601.3, 609.4b), with what the resolving ability knew."""
    usable = permission.get("usable_while")
    if usable is None:
        return True
    condition, ctx = usable
    return check_condition(game, condition, ctx)


def can_pay_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> str | None:
    entry = COSTS.get(type(c))
    if entry is None or entry[0] is None:
        game.unsupported[type(c).__name__] += 1
        raise UnsupportedAtRuntime(type(c).__name__, "no payer for this cost")
    return entry[0](game, c, ctx, source)


def pay_cost(game: Game, c: Any, ctx: Context, source: GameObject | None) -> None:
    entry = COSTS.get(type(c))
    if entry is None or entry[1] is None:
        game.unsupported[type(c).__name__] += 1
        raise UnsupportedAtRuntime(type(c).__name__, "no payer for this cost")
    entry[1](game, c, ctx, source)


def static_effect_ops(game: Game, effect: Any, source: GameObject) -> list[Any]:
    fn = STATIC.get(type(effect))
    if fn is None:
        if type(effect) in NOT_EXECUTABLE:
            return []
        game.unsupported[type(effect).__name__] += 1
        return []  # counted; the rest of the game goes on (characteristics can't raise)
    return fn(game, effect, source)
