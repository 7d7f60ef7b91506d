"""Incremental reading of large JSON documents.

Card databases are large (Scryfall's default-cards is hundreds of megabytes), so they are read in
chunks and decoded one value (one card) at a time with :meth:`json.JSONDecoder.raw_decode`. Only
the unread part of the current chunk and the value being decoded are held in memory, and the file
is read once, front to back.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, Protocol

from .errors import InputError

_WHITESPACE = " \t\n\r"
_DECODER = json.JSONDecoder()
#: A decoding error this close to the end of the buffer may only mean that the value goes on in
#: the next chunk: the longest token cut short is a literal or a ``\uXXXX`` escape.
_CUT_SHORT_MARGIN = 8


def _cut_short(exc: json.JSONDecodeError, buffer_length: int) -> bool:
    """Whether a decoding error can be caused by the end of the buffer rather than bad JSON."""
    return exc.msg.startswith("Unterminated string") or exc.pos >= buffer_length - _CUT_SHORT_MARGIN


class TextSource(Protocol):
    """What the stream reads from: a text file, or anything with ``read(size) -> str``."""

    def read(self, size: int, /) -> str: ...


class JsonStream:
    """A cursor over a text stream that decodes one JSON value at a time.

    ``buffer[pos:]`` is the text not consumed yet; what lies before ``pos`` is dropped at the next
    read. Positions in errors are 1-based line and column numbers of the whole file.
    """

    def __init__(self, handle: TextSource, path: str, chunk_size: int = 1 << 20):
        self.handle = handle
        self.path = path
        self.chunk_size = chunk_size
        self.buffer = ""
        self.pos = 0
        self.eof = False
        self.line_base = 1  # line number of buffer[0]
        self.column_base = 1  # column of buffer[0] when it is on line_base
        self._line_mark = (0, 1, 1)  # (buffer position, line, column): where counting resumes

    # -- positions -------------------------------------------------------------------------------
    def line_column(self, pos: int | None = None) -> tuple[int, int]:
        """Line and column (1-based) of a buffer position. Positions asked about mostly grow, so
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

    # -- reading ---------------------------------------------------------------------------------
    def _fill(self, size: int | None = None) -> bool:
        """Drop what was consumed and read one more chunk. Returns False at end of file."""
        if self.eof:
            return False
        chunk = self.handle.read(size or self.chunk_size)
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
        while True:
            try:
                value, end = _DECODER.raw_decode(self.buffer, self.pos)
            except json.JSONDecodeError as exc:
                # Maybe the value only goes on in the next chunk: read more and decode it again.
                # Reading as much again as the value has so far keeps a value larger than a
                # chunk linear to decode.
                if _cut_short(exc, len(self.buffer)) and self._fill(
                    max(self.chunk_size, len(self.buffer) - self.pos)
                ):
                    continue
                if exc.msg.startswith("Unterminated string") or exc.pos >= len(self.buffer.rstrip()):
                    raise self.error("file ends in the middle of a JSON value (truncated?)") from None
                raise self.error(f"not valid JSON: {exc.msg}", exc.pos) from None
            # A number or literal at the end of the buffer may continue in the next chunk.
            if end == len(self.buffer) and not self.eof and self._fill():
                continue
            self.pos = end
            return value

    def string(self, what: str) -> str:
        found = self.peek()
        if found != '"':
            raise self.error(f"expected {what}, found {found!r}" if found else f"expected {what}, found end of file")
        value = self.value()
        assert isinstance(value, str)
        return value

    def _element(self, label: str) -> Any:
        """The next value, with ``label`` ("card 12") added to the position of any error in it."""
        try:
            return self.value()
        except InputError as exc:
            raise InputError(exc.reason, path=exc.path, where=f"{exc.where} ({label})") from None

    def iter_array(self, what: str) -> Iterator[tuple[Any, str]]:
        """Yield (value, where) for each element of the array that starts here; ``where`` is
        "line L, column C (what N)", and errors inside an element name it the same way."""
        self.expect("[", "'[' to start a JSON array")
        if self.peek() == "]":
            self.pos += 1
            return
        index = 0
        while True:
            index += 1
            self.skip_whitespace()
            where = f"{self.where()} ({what} {index})"
            yield self._element(f"{what} {index}"), where
            nxt = self.peek()
            if nxt == ",":
                self.pos += 1
                continue
            if nxt == "]":
                self.pos += 1
                return
            raise self.error(
                f"expected ',' or ']' after {what} {index}, found {nxt!r}"
                if nxt
                else f"file ends inside the array after {what} {index} (truncated?)"
            )

    def iter_object(self, what: str) -> Iterator[tuple[str, Any, str]]:
        """Yield (key, value, where) for each member of the object that starts here; ``where`` is
        "line L, column C (what 'key')", and errors inside a value name it the same way."""
        self.expect("{", "'{' to start a JSON object")
        if self.peek() == "}":
            self.pos += 1
            return
        while True:
            self.skip_whitespace()
            position = self.where()
            key = self.string("a key string")
            self.expect(":", "':' after a key")
            label = f"{what} {key!r}"
            yield key, self._element(label), f"{position} ({label})"
            nxt = self.peek()
            if nxt == ",":
                self.pos += 1
                continue
            if nxt == "}":
                self.pos += 1
                return
            raise self.error(
                f"expected ',' or '}}' after {label}, found {nxt!r}"
                if nxt
                else f"file ends inside the object after {label} (truncated?)"
            )

    def first_member(self) -> tuple[str | None, str]:
        """The first key of the object starting at the cursor and the first character of its value
        ('' if unknown), without consuming anything."""
        self.skip_whitespace()
        while len(self.buffer) - self.pos < 65536 and self._fill():
            pass  # a key is short: make sure it is entirely in the buffer
        buffer = self.buffer
        pos = self.pos + 1
        while pos < len(buffer) and buffer[pos] in _WHITESPACE:
            pos += 1
        if pos >= len(buffer) or buffer[pos] != '"':
            return None, ""
        try:
            key, pos = _DECODER.raw_decode(buffer, pos)
        except json.JSONDecodeError:
            return None, ""
        while pos < len(buffer) and buffer[pos] in _WHITESPACE + ":":
            pos += 1
        return (key if isinstance(key, str) else None), buffer[pos : pos + 1]
