"""The base of the AST: spans, the node registry, and render templates.

Every node is a frozen attrs class. Its fields are its structure; its :class:`Span` is an
attribute that equality, hashing, snapshots and caches ignore (as in CPython's ``ast``).

A node class is registered under the grammar rule names that build it (by default the snake-case
form of its name: ``DealDamage`` is built by rule ``deal_damage``). The parser fills its fields in
declaration order from the rule's kept children, so a rule and its class line up one to one.

Each class also declares how it renders back to text with a small template:

``<field>``
    the rendered field; a tuple is joined with single spaces;
``<field|SEP>``
    a tuple joined with ``SEP`` (``<costs|, >``);
``<field|and>``, ``<field|or>``, ``<field|and/or>``
    a tuple as an English list: "a", "a and b", "a, b, and c";
``<^field>``
    the field with its first letter capitalised (sentence starts);
``[ ... ]``
    an optional part, rendered only when every field inside it is set (not None, not empty).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any, ClassVar, NamedTuple, TypeVar, dataclass_transform

import attrs

from ..text import join_words

#: rule name -> node class
NODES: dict[str, type[Node]] = {}

#: oraclec.render's render(), passed in by set_renderer() when that module is imported
_renderer: list[Callable[[Any, dict[str, Any] | None], str]] = []


def set_renderer(render: Callable[[Any, dict[str, Any] | None], str]) -> None:
    """oraclec.render passes its ``render`` in: it reads the templates the node classes declare,
    so it sits above the AST, yet a few properties of nodes are their text (:attr:`Phrase.text`,
    the keyword nodes' ``parameter``). The parser imports it, so every parsed node has it."""
    _renderer[:] = [render]


def rendered(value: Any, context: dict[str, Any] | None = None) -> str:
    """The text of a node, a token string, or a tuple of them (:func:`oraclec.render.render`)."""
    if not _renderer:
        raise RuntimeError("no renderer for AST nodes: import oraclec.render (oraclec.parser does) first")
    return _renderer[0](value, context)


class Span(NamedTuple):
    """Where a node's text is: offsets, and 1-based line and column.

    A plain tuple, not an attrs class: every node has one and they are built by the million.
    """

    start: int
    end: int
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0

    def __str__(self) -> str:
        return f"{self.line}:{self.column}-{self.end_line}:{self.end_column}"


@attrs.frozen(kw_only=True)
class Node:
    """Base of all AST nodes."""

    span: Span | None = attrs.field(default=None, eq=False, repr=False, hash=False)

    #: how the node renders back to Oracle text (see the module docstring)
    template: ClassVar[str | None] = None

    def fields(self) -> Iterator[tuple[str, Any]]:
        """(name, value) of the structural fields, in declaration order."""
        for field in attrs.fields(type(self)):
            if field.name != "span":
                yield field.name, getattr(self, field.name)

    def walk(self) -> Iterator[Node]:
        """This node and all nodes below it, depth first, in field order."""
        yield self
        for _, value in self.fields():
            yield from _walk_value(value)


def _walk_value(value: Any) -> Iterator[Node]:
    if isinstance(value, Node):
        yield from value.walk()
    elif isinstance(value, tuple):
        for item in value:
            yield from _walk_value(item)


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


NodeClass = TypeVar("NodeClass", bound=type)


# dataclass_transform: type checkers (and mypyc, which compiles the parser) see a node class's
# fields as its keyword-only constructor arguments, as attrs makes them.
@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(attrs.field,))
def node(*rules: str) -> Callable[[NodeClass], NodeClass]:
    """Make a class a frozen attrs node and register it under grammar rule names.

    Without arguments the rule name is the snake-case class name.
    """

    def register(cls: NodeClass) -> NodeClass:
        cls = attrs.frozen(kw_only=True)(cls)
        names = rules or (_snake(cls.__name__),)
        for name in names:
            if name in NODES and NODES[name] is not cls:
                raise ValueError(f"rule {name!r} is already built by {NODES[name].__name__}")
            NODES[name] = cls
        cls.rule_names = names  # type: ignore[attr-defined]
        return cls

    return register


def surface(default: Any = None) -> Any:
    """A field that records how the text was worded ("draws" vs "draw") where the wording
    varies without changing the meaning. The dump hides it; rendering uses it."""
    return attrs.field(default=default, metadata={"surface": True})


def field_is_surface(field: attrs.Attribute) -> bool:  # type: ignore[type-arg]
    return bool(field.metadata.get("surface"))


@attrs.frozen(kw_only=True)
class Phrase(Node):
    """A closed-class phrase kept word for word ("until end of turn", "up to two target").

    Its meaning is derived from the words by properties of the subclass; its rendering is the
    words themselves. Items may be nodes (a number inside "up to X target").
    """

    words: tuple[Any, ...] = ()

    @property
    def text(self) -> str:
        return rendered(self)

    def lower_words(self) -> tuple[str, ...]:
        return tuple(w.lower() if isinstance(w, str) else w for w in self.words)


class RestrictionParts:
    """"[Activate | Cast this spell] only A and only B.": the parts, each a timing as written or
    an "if [condition]" (CR 601.3, 602.5). ``lead`` words come before the first part."""

    lead: ClassVar[int] = 2
    words: tuple[Any, ...]

    def _parts(self) -> list[list[Any]]:
        body = [w for w in self.words[self.lead :] if w != "."]
        parts: list[list[Any]] = [[]]
        for i, w in enumerate(body):
            if isinstance(w, str) and w.lower() == "and" and i + 1 < len(body) and isinstance(body[i + 1], str) and body[i + 1].lower() == "only":
                parts.append([])
            elif isinstance(w, str) and w.lower() == "only" and i > 0 and isinstance(body[i - 1], str) and body[i - 1].lower() == "and":
                continue
            else:
                parts[-1].append(w)
        return parts

    @staticmethod
    def _is_condition(part: list[Any]) -> bool:
        return len(part) == 2 and isinstance(part[0], str) and part[0].lower() == "if" and isinstance(part[1], Node)

    @property
    def conditions(self) -> tuple[Node, ...]:
        """The "only if [condition]" parts' conditions."""
        return tuple(p[1] for p in self._parts() if self._is_condition(p))

    @property
    def timings(self) -> tuple[str, ...]:
        """The other parts, in lower case as written: "during combat before blockers are
        declared", "as a sorcery", "once each turn"."""
        return tuple(
            join_words([w.lower() if isinstance(w, str) else rendered(w, {}) for w in p]) for p in self._parts() if not self._is_condition(p)
        )
