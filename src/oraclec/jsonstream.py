"""Incremental reading of large JSON documents.

Card databases are large (Scryfall's default-cards is hundreds of megabytes), so they are read in
chunks and decoded one card at a time with :meth:`json.JSONDecoder.raw_decode`. Only the current
chunk and the card being decoded are held in memory, and the file is read once.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

from .errors import InputError

_WHITESPACE = " \t\n\r"
_DECODER = json.JSONDecoder()


class JsonStream:
    """A cursor over a text stream that decodes one JSON value at a time."""

    def __init__(self, handle: IO[str], path: str, chunk_size: int = 1 << 20):
        self.handle = handle
        self.path = path
        self.chunk_size = chunk_size
        self.buffer = ""
        self.pos = 0
        self.eof = False
        self.line_base = 1  # line number of buffer[0]
        self.column_base = 1  # column of buffer[0] when it is on line_base
        self._line_mark = (0, 1, 1)  # (buffer position, line, column): where counting resumes

    # -- positions ---------------------------------------------------------------------------
    def line_column(self, pos: int | None = None) -> tuple[int, int]:
        """Line and column (1-based) of a buffer position. Positions asked about only grow, so
        counting resumes from the last one: the cost is the distance moved, not the buffer size."""
        pos = self.pos if pos is None else pos
        mark, line, column = self._line_mark
        if pos < mark:
            mark, line, column = 0, self.line_base, self.column_base
        newlines = self.buffer.count("\n", mark, pos)
        if newlines:
            line += newlines
            column = pos - self.buffer.rfind("\n", mark, pos)
        else:
            column += pos - mark
        self._line_mark = (pos, line, column)
        return line, column

    def where(self, pos: int | None = None) -> str:
        line, column = self.line_column(pos)
        return f"line {line}, column {column}"

    def error(self, message: str, pos: int | None = None) -> InputError:
        return InputError(message, path=self.path, where=self.where(pos))

    # -- reading -------------------------------------------------------------------------------
    def _fill(self) -> bool:
        """Read one more chunk, dropping what was consumed. Returns False at end of file."""
        if self.eof:
            return False
        chunk = self.handle.read(self.chunk_size)
        if not chunk:
            self.eof = True
            return False
        if self.pos:
            self.line_base, self.column_base = self.line_column(self.pos)
            self.buffer = self.buffer[self.pos :]
            self.pos = 0
            self._line_mark = (0, self.line_base, self.column_base)
        self.buffer += chunk
        return True

    def skip_whitespace(self) -> None:
        while True:
            buffer, pos, end = self.buffer, self.pos, len(self.buffer)
            while pos < end and buffer[pos] in _WHITESPACE:
                pos += 1
            self.pos = pos
            if pos < end or not self._fill():
                return

    def peek(self) -> str:
        """The next non-whitespace character, or '' at end of input."""
        self.skip_whitespace()
        return self.buffer[self.pos] if self.pos < len(self.buffer) else ""

    def expect(self, char: str, what: str) -> None:
        found = self.peek()
        if found != char:
            shown = repr(found) if found else "end of file"
            raise self.error(f"expected {what}, found {shown}")
        self.pos += 1

    def value(self) -> Any:
        """Decode the JSON value that starts at the next non-whitespace character."""
        self.skip_whitespace()
        start_pos = self.pos
        while True:
            try:
                value, end = _DECODER.raw_decode(self.buffer, self.pos)
            except json.JSONDecodeError as exc:
                # Possibly only cut off by the chunk boundary: read more and try again.
                if self._fill():
                    continue
                if exc.pos >= len(self.buffer) - 1 or "Unterminated" in exc.msg:
                    raise self.error("file ends in the middle of a JSON value (truncated?)", start_pos) from None
                raise self.error(f"not valid JSON: {exc.msg}", exc.pos) from None
            # A number or literal may continue in the next chunk.
            if end == len(self.buffer) and not self.eof and self._fill():
                continue
            self.pos = end
            return value

    def string(self, what: str) -> str:
        if self.peek() != '"':
            found = self.peek()
            raise self.error(f"expected {what}, found {found!r}" if found else f"expected {what}, found end of file")
        return self.value()

    def iter_array(self, what: str) -> Iterator[tuple[Any, str]]:
        """Yield (value, where) for each element of the array that starts here."""
        self.expect("[", "'[' to start a JSON array")
        if self.peek() == "]":
            self.pos += 1
            return
        while True:
            where = self.where()
            yield self.value(), where
            nxt = self.peek()
            if nxt == ",":
                self.pos += 1
                continue
            if nxt == "]":
                self.pos += 1
                return
            raise self.error(f"expected ',' or ']' after {what}, found {nxt!r}" if nxt else f"file ends inside the array of {what}s (truncated?)")

    def iter_object(self, what: str) -> Iterator[tuple[str, Any, str]]:
        """Yield (key, value, where) for each member of the object that starts here."""
        self.expect("{", "'{' to start a JSON object")
        if self.peek() == "}":
            self.pos += 1
            return
        while True:
            where = self.where()
            key = self.string("a key string")
            self.expect(":", "':' after a key")
            yield key, self.value(), where
            nxt = self.peek()
            if nxt == ",":
                self.pos += 1
                continue
            if nxt == "}":
                self.pos += 1
                return
            raise self.error(f"expected ',' or '}}' after {what}, found {nxt!r}" if nxt else f"file ends inside an object of {what}s (truncated?)")

    def first_key(self) -> str | None:
        """The first key of the object starting at the cursor, without consuming anything."""
        self.skip_whitespace()
        while len(self.buffer) - self.pos < 65536 and self._fill():
            pass  # a key is short: make sure it is entirely in the buffer
        pos = self.pos + 1
        buffer = self.buffer
        while pos < len(buffer) and buffer[pos] in _WHITESPACE:
            pos += 1
        if pos >= len(buffer) or buffer[pos] != '"':
            return None
        try:
            key, _ = _DECODER.raw_decode(buffer, pos)
        except json.JSONDecodeError:
            return None
        return key if isinstance(key, str) else None
