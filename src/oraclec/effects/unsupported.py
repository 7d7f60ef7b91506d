"""``Unsupported``: a construct the compiler cannot lower yet. It stands wherever any
effect-model element may (an action, a value, a reference, a cost, an ability, a condition),
so a tree is always complete: nothing is dropped, and every gap is counted and shown."""

from __future__ import annotations

from .abilities import Condition
from .base import Ability, Cost, Effect, Reference, Value, model


@model
class Unsupported(Effect, Value, Reference, Cost, Ability, Condition):
    """``reason``: why; ``node``: the AST class; ``text``/``start``/``end``: the words of the
    ability's rules text it stands for. The runtime refuses to execute it."""

    reason: str
    node: str = ""
    text: str = ""
    start: int | None = None
    end: int | None = None

    def describe(self) -> str:
        where = f" {self.text!r}" if self.text else ""
        return f"[unsupported{where}: {self.reason}]"
