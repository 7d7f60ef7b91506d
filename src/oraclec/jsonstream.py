"""Incremental reading of large JSON documents.

Card databases are large (Scryfall's default-cards is hundreds of megabytes), so they are read in
chunks and decoded one value (one card) at a time with :meth:`json.JSONDecoder.raw_decode`. Only
the unread part of the current chunk and the value being decoded are held in memory, and the file
is read once, front to back.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, Protocol

from . import limits
from .errors import InputError

_WHITESPACE = " \t\n\r"


class _IntegerTooLong(ValueError):
    def __init__(self, digits: int):
        super().__init__(digits)
        self.digits = digits


def _integer(text: str) -> int:
    """An integer of the JSON text, refused past :data:`~oraclec.limits.MAX_JSON_INTEGER_DIGITS`
    digits (converting a long one costs time growing with the square of its length, and Python
    refuses one of more than 4,300 digits with a ValueError)."""
    digits = len(text) - (text[0] == "-")
    if digits > limits.MAX_JSON_INTEGER_DIGITS:
        raise _IntegerTooLong(digits)
    return int(text)


_DECODER = json.JSONDecoder(parse_int=_integer)
#: a string or a bracket: what the depth of a JSON text is counted from
_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')
#: an integer in a JSON text (after what may come before a value)
_LONG_INTEGER = re.compile(rf"[\[:,]\s*(-?\d{{{limits.MAX_JSON_INTEGER_DIGITS + 1},}})")
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
        #: arrays and objects open around the cursor (those :meth:`iter_array` and
        #: :meth:`iter_object` are in, and those a caller reads member by member itself)
        self.depth = 0

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
        """Decode the JSON value that starts at the next non-whitespace character.

        Past a limit of :mod:`oraclec.limits` (nesting, an integer's digits) or with a string that
        is no Unicode text (a lone surrogate), it raises the error that says so."""
        self.skip_whitespace()
        while True:
            try:
                value, end = _DECODER.raw_decode(self.buffer, self.pos)
            except RecursionError:
                # The decoder recurses into arrays and objects: this deep, the limit is passed.
                raise self._too_deep(len(self.buffer)) or self.error(
                    f"arrays and objects nest more than {limits.MAX_JSON_DEPTH} levels deep (the limit)"
                ) from None
            except _IntegerTooLong as exc:
                found = _LONG_INTEGER.search(self.buffer, self.pos)
                raise self.error(
                    f"an integer of {limits.described(exc.digits)} digits; integers have at most "
                    f"{limits.MAX_JSON_INTEGER_DIGITS} digits (the limit)",
                    found.start(1) if found else None,
                ) from None
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
            self._check(value, end)
            self.pos = end
            return value

    def _check(self, value: Any, end: int) -> None:
        """What the decoder lets through and oraclec does not: nesting past the limit, and
        lone surrogates. Both are looked for only where a quick count says they may be."""
        buffer, start = self.buffer, self.pos
        budget = limits.MAX_JSON_DEPTH - self.depth
        if buffer.count("[", start, end) + buffer.count("{", start, end) > budget:
            deep = self._too_deep(end)
            if deep is not None:
                raise deep
        # A surrogate can only come from an escape: the text was decoded from UTF-8, which has none.
        if buffer.find("\\ud", start, end) >= 0 or buffer.find("\\uD", start, end) >= 0:
            code = _lone_surrogate(value)
            if code is not None:
                escape = re.compile(rf"\\u{code:04x}", re.IGNORECASE).search(buffer, start, end)
                raise self.error(
                    f"a string holds the escape \\u{code:04x}, half of a UTF-16 surrogate pair "
                    "without its other half: not a Unicode character",
                    escape.start() if escape else start,
                )

    def _too_deep(self, end: int) -> InputError | None:
        """The error for the first bracket in ``buffer[pos:end]`` that opens past the depth
        limit, counting from :attr:`depth`; None if there is none."""
        depth = self.depth
        for match in _STRING_OR_BRACKET.finditer(self.buffer, self.pos, end):
            char = match.group()
            if char in "[{":
                depth += 1
                if depth > limits.MAX_JSON_DEPTH:
                    return self.error(
                        f"arrays and objects nest more than {limits.MAX_JSON_DEPTH} levels deep (the limit)",
                        match.start(),
                    )
            elif char in "]}":
                depth -= 1
        return None

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
        self.depth += 1
        try:
            yield from self._array_elements(what)
        finally:
            self.depth -= 1

    def _array_elements(self, what: str) -> Iterator[tuple[Any, str]]:
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
        self.depth += 1
        try:
            yield from self._object_members(what)
        finally:
            self.depth -= 1

    def _object_members(self, what: str) -> Iterator[tuple[str, Any, str]]:
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


def _lone_surrogate(value: Any) -> int | None:
    """The code of the first lone surrogate in the strings (keys too) of a decoded JSON value,
    or None. Its depth is within the limit: the recursion is bounded."""
    if isinstance(value, str):
        if value.isascii():
            return None
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as exc:
            return ord(value[exc.start])
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            code = _lone_surrogate(key)
            if code is None:
                code = _lone_surrogate(item)
            if code is not None:
                return code
    elif isinstance(value, list):
        for item in value:
            code = _lone_surrogate(item)
            if code is not None:
                return code
    return None
