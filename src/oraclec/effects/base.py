"""The base of the effect model: frozen attrs classes and their registries."""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar, dataclass_transform

import attrs

#: class name -> class, for every effect-model class (effects, costs, values, references,
#: filters, triggers, abilities); the JSON converter and the registry tests read it.
CLASSES: dict[str, type] = {}

ModelClass = TypeVar("ModelClass", bound=type)


@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(attrs.field,))
def model(cls: ModelClass) -> ModelClass:
    """Make a class a frozen, keyword-only attrs class of the effect model and register it."""
    cls = attrs.frozen(kw_only=True)(cls)
    if cls.__name__ in CLASSES and CLASSES[cls.__name__] is not cls:
        raise ValueError(f"effect-model class {cls.__name__!r} is defined twice")
    CLASSES[cls.__name__] = cls
    return cls


@attrs.frozen(kw_only=True)
class Element:
    """Base of every effect-model class. Immutable, so it is shared, never copied."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Element:
        return self

    def describe(self) -> str:
        """A short English description, for traces and diagnostics."""
        parts = []
        for field in attrs.fields(type(self)):
            value = getattr(self, field.name)
            if value is None or value == () or value is False:
                continue
            parts.append(f"{field.name}={_describe(value)}")
        return f"{type(self).__name__}({', '.join(parts)})"


def _describe(value: Any) -> str:
    if isinstance(value, Element):
        return value.describe()
    if isinstance(value, tuple):
        return "[" + ", ".join(_describe(v) for v in value) + "]"
    return repr(value)


@attrs.frozen(kw_only=True)
class Effect(Element):
    """One game action or rules construct of a resolving spell or ability.

    ``apply(game, ctx)`` performs it: it delegates to the runtime (``game.execute``), which
    looks the class up in its table of executors (:mod:`oraclec.runtime.registry`). A class
    the runtime has no executor for raises ``UnsupportedAtRuntime``; it is never skipped.
    """

    kind: ClassVar[str] = "effect"
    #: the key of what the action produced (the milled cards, the created tokens), under which
    #: the runtime records it and by which later instructions refer to it (``Found(key)``); None
    #: for an action that produces nothing to refer to
    result_key: ClassVar[str | None] = None

    def apply(self, game: Any, ctx: Any) -> Any:
        return game.execute(self, ctx)


@attrs.frozen(kw_only=True)
class Value(Element):
    """A quantity, evaluated by the runtime when it is needed (CR 608.2h), not before."""


@attrs.frozen(kw_only=True)
class Reference(Element):
    """Something an effect acts on: objects (targets, "it", "each creature") or players."""


@attrs.frozen(kw_only=True)
class Cost(Element):
    """A cost (CR 118): part of an activation cost, an additional or alternative cost."""


@attrs.frozen(kw_only=True)
class Ability(Element):
    """An ability of an object (CR 113): spell, activated, triggered, static, keyword."""
