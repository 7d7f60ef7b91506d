"""Readable dumps of AST trees: for people, for snapshots, and as JSON.

The dump shows structure only, like ``ast.dump``: fields in declaration order, no spans, and no
surface fields (wording that varies without changing the meaning). Phrases print as their text.
``dump(tree, complete=True)``, the form of snapshots (:mod:`oraclec.testing`), shows every field
of every node (surface fields too) and a phrase's parts: its words, and the nodes among them (a
``ClauseChain``'s clauses) dumped in full, so two trees that are not equal never dump the same;
spans are left out, as equality leaves them out.
Bump :data:`DUMP_VERSION` whenever the format changes, so snapshot diffs are explained.

:func:`shape` is the compact form, one line a tree, for tests of many trees: node types with
their children, phrases included (``Sentence(ClauseChain(Clause(predicates=[Draw(...)])))``).
"""

from __future__ import annotations

from typing import Any

import attrs

from .ast.base import Node, Phrase, field_is_surface

#: 2: snapshots dump the complete tree (``complete=True``: phrases' parts, surface fields)
DUMP_VERSION = 2


def _fields(node: Node, complete: bool = False) -> list[tuple[str, Any]]:
    out = []
    for field in attrs.fields(type(node)):
        if field.name == "span" or (field_is_surface(field) and not complete):
            continue
        out.append((field.name, getattr(node, field.name)))
    return out


def _word_runs(words: tuple[Any, ...]) -> list[Any]:
    """A phrase's words with each run of plain words joined into one string (single spaces: a
    word holding a space keeps its own quotes, so that runs stay exact)."""
    runs: list[Any] = []
    run: list[str] = []
    for word in words:
        if isinstance(word, Node):
            if run:
                runs.append(_run_text(run))
                run = []
            runs.append(word)
        else:
            run.append(str(word))
    if run:
        runs.append(_run_text(run))
    return runs


class _Run(str):
    """A run of a phrase's plain words, printed as it is (its words already quoted)."""


def _run_text(words: list[str]) -> _Run:
    if any(" " in word for word in words):
        return _Run(" ".join(repr(word) for word in words))
    return _Run(repr(" ".join(words)))


def _inline(value: Any, complete: bool = False) -> str | None:
    """A one-line form for leaves, or None if the value needs its own lines."""
    if isinstance(value, _Run):
        return str(value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return repr(value)
    if isinstance(value, Phrase):
        if complete:
            if any(isinstance(word, Node) for word in value.words) or any(name != "words" for name, _ in _fields(value, complete)):
                return None
            return f"{type(value).__name__} {_run_text([str(word) for word in value.words])}" if value.words else f"{type(value).__name__} ()"
        from .render import render

        return f"{type(value).__name__} {render(value)!r}"
    if isinstance(value, Node):
        fields = _fields(value, complete)
        if not fields:
            return type(value).__name__
        if all(isinstance(v, (str, int, type(None))) for _, v in fields):
            inner = ", ".join(f"{k}={v!r}" for k, v in fields if v is not None)
            return f"{type(value).__name__}({inner})"
        return None
    if isinstance(value, tuple) and not value:
        return "()"
    return None


def dump(value: Any, indent: str = "  ", *, complete: bool = False) -> str:
    """An indented, readable tree; ``complete``: every field, and phrases' parts (see the module
    documentation)."""
    lines: list[str] = []
    _dump(value, 0, indent, lines, prefix="", complete=complete)
    return "\n".join(lines)


def _dump(value: Any, depth: int, indent: str, lines: list[str], prefix: str, complete: bool) -> None:
    pad = indent * depth
    inline = _inline(value, complete)
    if inline is not None:
        lines.append(f"{pad}{prefix}{inline}")
        return
    if isinstance(value, tuple):
        lines.append(f"{pad}{prefix}".rstrip() if prefix else f"{pad}-")
        for item in value:
            _dump(item, depth + 1, indent, lines, prefix="- ", complete=complete)
        return
    assert isinstance(value, Node)
    lines.append(f"{pad}{prefix}{type(value).__name__}")
    for name, field_value in _fields(value, complete):
        if complete and isinstance(value, Phrase) and name == "words":
            field_value = tuple(_word_runs(field_value))
        _dump(field_value, depth + 1, indent, lines, prefix=f"{name}: ", complete=complete)


def to_json(value: Any) -> Any:
    """A JSON-ready form: nodes as objects tagged with ``"node"``, spans as [start, end]."""
    if isinstance(value, Node):
        out: dict[str, Any] = {"node": type(value).__name__}
        for field in attrs.fields(type(value)):
            if field.name == "span":
                continue
            out[field.name] = to_json(getattr(value, field.name))
        if isinstance(value, Phrase):
            from .render import render

            out["text"] = render(value)
        if value.span is not None:
            out["span"] = [value.span.start, value.span.end]
        return out
    if isinstance(value, tuple):
        return [to_json(v) for v in value]
    return value


def shape(value: Any) -> str:
    """The tree on one line: ``Type(child, ...)``, children in field order, named
    (``ReturnTo(what=..., to=...)``) when the class has more than one field, so that two children
    swapped shows; fields that are None or empty, surface fields and spans are left out. Unlike
    :func:`dump`, a phrase shows its parts: the nodes in its words (a ClauseChain's clauses), and
    its words as quoted runs (``Comparison(Number('3'), 'or greater')``), so a change anywhere in
    a sentence shows."""
    if isinstance(value, Phrase):
        if not any(isinstance(word, Node) for word in value.words):
            from .render import render

            return f"{type(value).__name__}({render(value)!r})"
        parts: list[str] = []
        run: list[str] = []
        for word in value.words:
            if isinstance(word, Node):
                if run:
                    parts.append(repr(" ".join(run)))
                    run = []
                parts.append(shape(word))
            else:
                run.append(str(word))
        if run:
            parts.append(repr(" ".join(run)))
        return f"{type(value).__name__}({', '.join(parts)})"
    if isinstance(value, Node):
        fields = _fields(value)
        named = len(fields) > 1
        children = [f"{name}={shape(v)}" if named else shape(v) for name, v in fields if v is not None and v != ()]
        return f"{type(value).__name__}({', '.join(children)})" if children else type(value).__name__
    if isinstance(value, tuple):
        return f"[{', '.join(shape(item) for item in value)}]"
    return repr(value)
