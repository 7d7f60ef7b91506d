"""The lowering registry: :data:`LOWERINGS` (AST class -> lowering), the :func:`lowers` decorator,
the explicit :func:`unsupported` and :func:`part_of` entries, and the errors a lowering raises.
See :mod:`oraclec.compiler` for how to add an entry."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import effects as fx
from ..ast.base import Node

if TYPE_CHECKING:
    from .context import Lowering


#: Bump when the lowering of any construct changes: it keys the compile cache.
COMPILER_VERSION = "75"

Lower = Callable[[Any, "Lowering"], Any]
LOWERINGS: dict[type[Node], Lower] = {}


def lowers(*classes: type[Node]) -> Callable[[Lower], Lower]:
    """Register a lowering for AST classes."""

    def register(fn: Lower) -> Lower:
        for cls in classes:
            LOWERINGS[cls] = fn
        return fn

    return register


def unsupported(reason: str) -> Lower:
    """An explicit entry for a node that is not lowered yet: it compiles to ``Unsupported``."""

    def lower(node: Node, ctx: Lowering) -> fx.Unsupported:
        return ctx.unsupported(node, reason)

    return lower


def part_of(parent: str) -> Lower:
    """An entry for a node that only its parent lowers (read through its words or fields)."""

    def lower(node: Node, ctx: Lowering) -> Any:
        raise LoweringBug(f"{type(node).__name__} is lowered by its {parent}, not on its own")

    return lower


class LoweringBug(Exception):
    """A lowering called in a way the table does not allow: a bug in the compiler."""


class CannotLower(Exception):
    """Raised inside helpers to give up on a construct; it becomes ``Unsupported``."""

    def __init__(self, reason: str, node: Any = None):
        super().__init__(reason)
        self.reason = reason
        self.node = node


EffectList = tuple[fx.Effect, ...]
