"""Internal placeholder effects, which a parent lowering replaces (an ability's modes, "enters
with", "as long as", a whole ability inside a sentence), and the walk over a lowered tree."""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable
from typing import Any

import attrs

from .. import effects as fx
from .registry import EffectList


@attrs.frozen(kw_only=True)
class ModalEffect(fx.Effect):
    """Internal: a "Choose one —" block while its ability is being built (never in output)."""

    modes: fx.Modes


@attrs.frozen(kw_only=True)
class EntersWithPlaceholder(fx.Effect):
    """Internal: "this creature enters with ..." while its ability is being built."""

    ability: fx.EntersWith


@attrs.frozen(kw_only=True)
class WholeAbility(fx.Effect):
    """Internal: a sentence that is a whole ability of its own ("As an additional cost to cast
    this spell, sacrifice a creature.") while its ability line is being built."""

    ability: fx.Ability


@attrs.frozen(kw_only=True)
class WhileConditionPlaceholder(fx.Effect):
    """Internal: "As long as [condition], [effects]" while its static ability is being built."""

    condition: fx.Condition
    effects: EffectList


def walk(value: Any) -> list[fx.Element]:
    """Every element of an effect tree (inside elements and tuples), parent before children, in
    field order. It runs several times for every compiled ability: one list, filled by plain
    recursion over the children that can hold elements (nested generators cost more)."""
    return _collect_elements(value, [])


def _collect_elements(value: Any, out: list[fx.Element]) -> list[fx.Element]:
    # An element's class finds the fields to read in one dictionary look-up (_CHILDREN_OF);
    # only fields whose type may hold an element are read, all at once (_element_children).
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
    elif isinstance(value, fx.Element):
        _CHILDREN_OF[type(value)] = _element_children(type(value))  # type: ignore[arg-type]  # as in _collect_nodes
        _collect_elements(value, out)
    return out


#: element class -> the function reading its fields that may hold elements
_CHILDREN_OF: dict[type, Callable[[Any], tuple[Any, ...]]] = {}


#: field types that never hold an element: the walk skips such fields. The JSON writer relies
#: on the same annotations (cattrs copies a ``str`` field as it is, which an element would fail).
_SCALAR_TYPE = re.compile(r"(?:str|int|bool|None|tuple|\.\.\.|[\[\],|\s])+")


@functools.cache
def _element_children(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    """The fields of an effect-model class that may hold elements, in order: a Filter has some
    thirty fields, most of them strings, flags and tuples of words."""
    return getter(tuple(
        field.name for field in attrs.fields(cls)
        if not (isinstance(field.type, str) and _SCALAR_TYPE.fullmatch(field.type)) and field.type not in (str, int, bool)
    ))


def getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving the values of the named attributes, in order, as a tuple."""
    if len(names) >= 2:
        return operator.attrgetter(*names)
    if names:
        get_one = operator.attrgetter(names[0])
        return lambda value: (get_one(value),)
    return lambda value: ()


@attrs.frozen(kw_only=True)
class NewTargets(fx.Effect):
    """Internal: "you may choose new targets for the copy", read by the copy before it."""

    what: Any


@attrs.frozen(kw_only=True)
class StillType(fx.Effect):
    """Internal: "It's still a land.", read by the "becomes" before it (CR 205.1b)."""

    types: tuple[str, ...]
