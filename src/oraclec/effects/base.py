"""The base of the effect model: frozen attrs classes and their registries."""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable
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

    def walk(self) -> list[Element]:
        """This element and every element inside it: see :func:`walk`."""
        return walk(self)

    def transform(self, fn: Callable[[Any], Any]) -> Any:
        """This element rewritten by ``fn``, top down: see :func:`transform`."""
        return transform(self, fn)

    def describe(self) -> str:
        """A short English description, for traces and diagnostics."""
        parts = []
        for field in attrs.fields(type(self)):
            value = getattr(self, field.name)
            if value is None or value == () or value is False:
                continue
            parts.append(f"{field.name}={_describe(value)}")
        return f"{type(self).__name__}({', '.join(parts)})"


def walk(value: Any) -> list[Element]:
    """Every element of an effect tree (inside elements and tuples), parent before children, in
    field order. It runs several times for every compiled ability: one list, filled by plain
    recursion over the children that can hold elements (nested generators cost more)."""
    return _collect_elements(value, [])


def transform(value: Any, fn: Callable[[Any], Any]) -> Any:
    """``value`` (an element, a tuple, anything else) with ``fn`` applied top down to every
    element inside it: where ``fn`` gives back another object, that object takes the element's
    place and is not walked into; where it gives back the element itself, the element's fields
    are transformed in turn. What does not change is shared, not copied."""
    if isinstance(value, tuple):
        items = tuple(transform(item, fn) for item in value)
        return value if all(new is old for new, old in zip(items, value, strict=True)) else items
    if not isinstance(value, Element):
        return value
    replaced = fn(value)
    return transform_fields(value, fn) if replaced is value else replaced


def transform_fields(element: Element, fn: Callable[[Any], Any]) -> Element:
    """``element`` with its fields transformed by ``fn`` (:func:`transform`), not itself."""
    changes = {}
    element_class: type = type(element)  # a class is hashable, whatever its instances are
    for name in _child_fields(element_class):
        old = getattr(element, name)
        new = transform(old, fn)
        if new is not old:
            changes[name] = new
    return attrs.evolve(element, **changes) if changes else element


def _collect_elements(value: Any, out: list[Element]) -> list[Element]:
    # An element's class finds the fields to read in one dictionary look-up (_CHILDREN_OF);
    # only fields whose type may hold an element are read, all at once.
    children = _CHILDREN_OF.get(type(value))
    if children is not None:
        out.append(value)
        for child in children(value):
            if type(child) is tuple:  # a tuple of elements: its items, without a call for it
                for item in child:
                    _collect_elements(item, out)
            elif child is not None:
                _collect_elements(child, out)
    elif isinstance(value, tuple):
        for item in value:
            _collect_elements(item, out)
    elif isinstance(value, Element):
        element_class: type = type(value)  # a class is hashable, whatever its instances are
        _CHILDREN_OF[element_class] = getter(_child_fields(element_class))
        _collect_elements(value, out)
    return out


#: element class -> the function reading its fields that may hold elements
_CHILDREN_OF: dict[type, Callable[[Any], tuple[Any, ...]]] = {}


#: field types that never hold an element: the walk skips such fields. The JSON writer relies
#: on the same annotations (cattrs copies a ``str`` field as it is, which an element would fail).
_SCALAR_TYPE = re.compile(r"(?:str|int|bool|None|tuple|\.\.\.|[\[\],|\s])+")


@functools.cache
def _child_fields(cls: type) -> tuple[str, ...]:
    """The fields of an effect-model class that may hold elements, in order: a Filter has some
    thirty fields, most of them strings, flags and tuples of words."""
    return tuple(
        field.name for field in attrs.fields(cls)
        if not (isinstance(field.type, str) and _SCALAR_TYPE.fullmatch(field.type)) and field.type not in (str, int, bool)
    )


def getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving the values of the named attributes, in order, as a tuple."""
    if len(names) >= 2:
        return operator.attrgetter(*names)
    if names:
        get_one = operator.attrgetter(names[0])
        return lambda value: (get_one(value),)
    return lambda value: ()


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

    def names_players(self) -> bool:
        """Does this reference name players (CR 102) rather than objects (CR 109) or zones? The
        compiler reads it to tell "that player" from "that card", the runtime to find players
        rather than objects. Each reference class answers for itself; a reference that may name
        either ("any target") does not name players."""
        return False


@attrs.frozen(kw_only=True)
class Cost(Element):
    """A cost (CR 118): part of an activation cost, an additional or alternative cost."""


@attrs.frozen(kw_only=True)
class Ability(Element):
    """An ability of an object (CR 113): spell, activated, triggered, static, keyword."""
