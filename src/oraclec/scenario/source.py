"""Where each key of a TOML file is written: the line of a key path, for error messages.

``tomllib`` gives positions only for syntax errors. :class:`SourceMap` reads the text once more,
line by line, following table headers (``[players.alice]``, ``[[step]]``, ``[cards."Name"]``)
and ``key = value`` lines (bare, quoted and dotted keys), and records the line of every key path
it sees, e.g. ``("step", 2, "card")`` for the ``card`` key of the third ``[[step]]``. A path it
did not record (a key inside an inline table) is placed at its nearest recorded ancestor; a value
(a card name inside a list that spans several lines) is looked for from the key's line on.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

KeyPath = tuple[str | int, ...]

_BARE = r"[A-Za-z0-9_-]+"
_BASIC = r'"(?:[^"\\]|\\.)*"'
_LITERAL = r"'[^']*'"
_KEY = rf"(?:{_BARE}|{_BASIC}|{_LITERAL})"
_DOTTED = rf"{_KEY}(?:\s*\.\s*{_KEY})*"
_HEADER = re.compile(rf"^\s*(\[\[|\[)\s*({_DOTTED})\s*(\]\]|\])")
_ASSIGN = re.compile(rf"^\s*({_DOTTED})\s*=")
_PART = re.compile(_KEY)


def split_dotted(text: str) -> tuple[str, ...]:
    """``a."b c".d`` -> ("a", "b c", "d")."""
    parts = []
    for match in _PART.finditer(text):
        token = match.group(0)
        if token.startswith('"'):
            token = bytes(token[1:-1], "utf-8").decode("unicode_escape") if "\\" in token else token[1:-1]
        elif token.startswith("'"):
            token = token[1:-1]
        parts.append(token)
    return tuple(parts)


class SourceMap:
    """Lines of the key paths of a TOML text (1-based line numbers)."""

    def __init__(self, text: str):
        self.lines = text.splitlines()
        self._lines: dict[KeyPath, int] = {}
        self._build()

    def _build(self) -> None:
        table: KeyPath = ()
        counts: dict[tuple[str, ...], int] = {}
        in_multiline: str | None = None
        for number, line in enumerate(self.lines, start=1):
            if in_multiline is not None:
                if line.count(in_multiline) % 2 == 1:
                    in_multiline = None
                continue
            header = _HEADER.match(line)
            if header:
                names = split_dotted(header.group(2))
                if header.group(1) == "[[":
                    index = counts.get(names, 0)
                    counts[names] = index + 1
                    table = (*names, index)
                else:
                    table = self._with_indices(names, counts)
                self._lines.setdefault(table, number)
                continue
            assign = _ASSIGN.match(line)
            if assign:
                dotted = split_dotted(assign.group(1))
                for end in range(1, len(dotted) + 1):  # a.b = 1 writes the table a too
                    self._lines.setdefault((*table, *dotted[:end]), number)
                rest = line[assign.end():]
                for quote in ('"""', "'''"):
                    if rest.count(quote) % 2 == 1:
                        in_multiline = quote

    @staticmethod
    def _with_indices(names: tuple[str, ...], counts: dict[tuple[str, ...], int]) -> KeyPath:
        """``[step.answers]`` after two ``[[step]]``: the path goes through step 1 (0-based)."""
        out: list[str | int] = []
        for i, name in enumerate(names):
            out.append(name)
            prefix = names[: i + 1]
            if prefix in counts and i + 1 < len(names):
                out.append(counts[prefix] - 1)
        return tuple(out)

    def line_of(self, path: Sequence[str | int], value: str | None = None) -> int | None:
        """The line where ``path`` is written (or its nearest written ancestor); with ``value``,
        the first line from there on that holds ``"value"`` (a name in a long list)."""
        path = tuple(path)
        found = None
        while path:
            if path in self._lines:
                found = self._lines[path]
                break
            path = path[:-1]
        if found is None:
            return None
        if value is not None:
            needle = str(value)
            for number in range(found, min(len(self.lines), found + 200) + 1):
                text = self.lines[number - 1]
                if number > found and (_HEADER.match(text) or _ASSIGN.match(text)):
                    break
                if f'"{needle}"' in text or f"'{needle}'" in text:
                    return number
        return found


def describe_path(path: Sequence[str | int]) -> str:
    """A key path as a reader finds it in the file: ``step 3 → card``, ``players.alice.hand``.

    Array-of-tables indices are shown 1-based (the third ``[[step]]`` is step 3)."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f" {part + 1}"
        else:
            text = part if re.fullmatch(_BARE, part) else f'"{part}"'
            if not out:
                out = text
            elif out[-1].isdigit() and " " in out:
                out += f" → {text}"
            else:
                out += f".{text}"
    return out
