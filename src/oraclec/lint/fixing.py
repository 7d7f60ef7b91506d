"""``--fix``: apply the replacements of fixable findings until none is left, and write files
back so that only the fixed text changes.

A file is rewritten as it was written: each line keeps its own line ending (LF, CRLF or CR), a
byte-order mark and a missing final newline stay, a JSON database is edited string by string
(each string keeps the file's escaping: ``\\u2014`` or ``—``) rather than serialised again, and
the file keeps its owner, group, mode, hard links and symbolic links (:func:`write_atomically`).
A file that is not UTF-8 is an input error, never rewritten.
"""

from __future__ import annotations

import bisect
import codecs
import collections
import contextlib
import json
import os
import re
import stat
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import attrs

from ..cards import Card, Face, TypeLine, _json_kind, mtgjson_card, scryfall_card
from ..errors import InputError, OutputError
from .context import Target
from .fixes import Edit, apply_edits
from .model import Diagnostic
from .runner import Options, lint_target

#: passes of lint-and-fix per card: a fix may reveal or enable another (mill, then its number)
MAX_PASSES = 5

#: the fields a fix may change, as Face attributes
_FACE_FIELDS = {"text": "oracle_text", "name": "name", "mana_cost": "mana_cost", "type_line": "type_line"}


@attrs.frozen
class Fixed:
    """A card after fixing: the card, the fixes applied (in the order applied), what remains."""

    target: Target
    applied: tuple[Diagnostic, ...]
    remaining: tuple[Diagnostic, ...]

    @property
    def changed(self) -> bool:
        return bool(self.applied)


def field_value(target: Target, face_index: int, field: str) -> str:
    face = target.card.faces[face_index]
    if field == "type_line":
        return face.type_line.text
    value = getattr(face, _FACE_FIELDS[field])
    return value or ""


def fix_target(target: Target, options: Options | None = None, *, unsafe: bool = False, keep: Callable[[Diagnostic], bool] | None = None) -> Fixed:
    """``target`` with its safe fixes applied (and its guesses, when ``unsafe``), pass after pass;
    only the findings ``keep`` accepts (all by default: a suppression comment leaves the others
    alone) are fixed."""
    options = options or Options()
    applied: list[Diagnostic] = []
    diagnostics = lint_target(target, options)
    for _ in range(MAX_PASSES):
        # a syntax suggestion is a guess against a grammar that does not know all of Oracle
        # text yet: it is shown, never applied (its check's fix is Fix.DISPLAY)
        fixable = [d for d in diagnostics if d.applies(unsafe=unsafe) and d.field in _FACE_FIELDS and (keep is None or keep(d))]
        if not fixable:
            break
        by_field: dict[tuple[int, str], list[Diagnostic]] = collections.defaultdict(list)
        for d in fixable:
            by_field[(d.face_index, d.field)].append(d)
        faces = list(target.card.faces)
        progressed = False
        for (face_index, field), found in sorted(by_field.items()):
            old = field_value(target, face_index, field)
            edits = [(d.start, d.end, d.replacement or "") for d in found]
            new, done = apply_edits(old, edits)
            if not done:
                continue
            progressed = True
            applied.extend(d for d in found if (d.start, d.end, d.replacement or "") in done)
            face = faces[face_index]
            if field == "type_line":
                faces[face_index] = attrs.evolve(face, type_line=TypeLine.parse(new))
            elif field == "mana_cost":
                faces[face_index] = attrs.evolve(face, mana_cost=new or None)
            elif field == "name":
                faces[face_index] = attrs.evolve(face, name=new)
            else:
                faces[face_index] = attrs.evolve(face, oracle_text=new)
        if not progressed:
            break
        card = attrs.evolve(target.card, faces=tuple(faces))
        if len(faces) > 1 and any(d.field == "name" for d in applied):
            card = attrs.evolve(card, name=" // ".join(f.name for f in faces))
        target = attrs.evolve(target, card=card)
        diagnostics = lint_target(target, options)
    return Fixed(target=target, applied=tuple(applied), remaining=tuple(diagnostics))


def face_field(face: Face, field: str) -> str:
    """A face's field as the checks see it (what :func:`field_value` gives for a target)."""
    if field == "type_line":
        return face.type_line.text
    return getattr(face, _FACE_FIELDS[field]) or ""


# -- files as written ------------------------------------------------------------------------------
_LINE_ENDING = re.compile(r"\r\n|\r|\n")
_GZIP_MAGIC = b"\x1f\x8b"


@attrs.frozen
class SourceFile:
    """A UTF-8 file read for ``--fix``: its text as written (line endings included, without the
    byte-order mark), and the same text with every line ending written "\\n", which is what the
    card file parser sees and what fixes are computed on. :meth:`edit` carries edits of the
    normalised text back to the text as written."""

    text: str
    bom: bool
    normalized: str
    #: each line's line ending as written ("" for a last line without one)
    endings: tuple[str, ...]
    #: where each line starts, in the text as written and in the normalised text
    starts: tuple[int, ...]
    normalized_starts: tuple[int, ...]

    @classmethod
    def of(cls, text: str, *, bom: bool = False) -> SourceFile:
        endings: list[str] = []
        starts = [0]
        normalized_starts = [0]
        for m in _LINE_ENDING.finditer(text):
            endings.append(m.group())
            starts.append(m.end())
            normalized_starts.append(normalized_starts[-1] + (m.start() - starts[-2]) + 1)
        endings.append("")
        normalized = _LINE_ENDING.sub("\n", text)
        return cls(text, bom, normalized, tuple(endings), tuple(starts), tuple(normalized_starts))

    def encode(self, text: str) -> bytes:
        """``text`` (a new text of this file) as the file's bytes: UTF-8, with the byte-order
        mark if the file had one."""
        return (codecs.BOM_UTF8 if self.bom else b"") + text.encode("utf-8")

    def _line(self, offset: int) -> int:
        return bisect.bisect_right(self.normalized_starts, offset) - 1

    def _written(self, offset: int) -> int:
        line = self._line(offset)
        return self.starts[line] + offset - self.normalized_starts[line]

    def edit(self, edits: list[Edit]) -> str:
        """The text as written with edits of the normalised text applied (edits must not
        overlap). Only the characters that change are replaced; the n-th line break of a
        replacement takes the n-th line ending of the text it replaces, and a line break more
        takes the ending of the line it is in (else the file's first ending)."""
        written_edits: list[Edit] = []
        for start, end, replacement in edits:
            old = self.normalized[start:end]
            prefix = _common_prefix(old, replacement)
            suffix = _common_suffix(old[prefix:], replacement[prefix:])
            at, until, new = start + prefix, end - suffix, replacement[prefix : len(replacement) - suffix]
            first, last = self._line(at), self._line(until)
            replaced = self.endings[first:last]
            spare = replaced[-1] if replaced else (self.endings[first] or next((e for e in self.endings if e), "\n"))
            lines = new.split("\n")
            written = lines[0] + "".join((replaced[i] if i < len(replaced) else spare) + line for i, line in enumerate(lines[1:]))
            written_edits.append((self._written(at), self._written(until), written))
        return _apply(self.text, written_edits)


def _apply(text: str, edits: list[Edit]) -> str:
    """``text`` with edits that do not overlap applied (in one pass: a database is large)."""
    parts: list[str] = []
    at = 0
    for start, end, new in sorted(edits):
        parts += (text[at:start], new)
        at = end
    parts.append(text[at:])
    return "".join(parts)


def _common_prefix(a: str, b: str) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def _common_suffix(a: str, b: str) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[-1 - i] == b[-1 - i]:
        i += 1
    return i


def read_source(path: str) -> SourceFile:
    """The file at ``path`` for ``--fix``: UTF-8 (with a byte-order mark or not), else an input
    error; a compressed file is refused (it would be written back uncompressed)."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), path=path) from None
    if data[:2] == _GZIP_MAGIC:
        raise InputError("--fix cannot rewrite a compressed file; decompress it first", path=path)
    bom = data.startswith(codecs.BOM_UTF8)
    body = data[len(codecs.BOM_UTF8) :] if bom else data
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        offset = exc.start + (len(codecs.BOM_UTF8) if bom else 0)
        line = len(re.findall(rb"\r\n|\r|\n", body[: exc.start])) + 1
        raise InputError(
            f"not UTF-8 text: byte 0x{body[exc.start]:02x} at byte offset {offset} ({exc.reason}); --fix rewrites only UTF-8 files",
            path=path,
            where=f"line {line}",
        ) from None
    return SourceFile.of(text, bom=bom)


# -- JSON databases: where each value is in the text -----------------------------------------------
_WHITESPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()
#: a JSON string's value and where it ends, from the offset after its opening quote (in C)
_scanstring: Callable[[str, int], tuple[str, int]] = json.decoder.scanstring  # type: ignore[attr-defined]


def _skip_whitespace(text: str, index: int) -> int:
    found = _WHITESPACE.match(text, index)
    return found.end() if found else index


@attrs.frozen
class Located:
    """A JSON value, decoded, and where it is in the text (``start``/``end`` offsets). An object
    or array read with depth also knows where its members are: ``members`` maps a key to the
    key's (start, end) and its value; ``items`` lists an array's values."""

    value: Any
    start: int
    end: int
    members: dict[str, tuple[tuple[int, int], Located]] | None = None
    items: list[Located] | None = None


def locate(text: str, index: int, depth: int) -> Located:
    """The JSON value at ``index`` (after whitespace): containers ``depth`` levels deep are read
    member by member, deeper values are decoded whole by the json module (fast). Raises
    :class:`json.JSONDecodeError`."""
    index = _skip_whitespace(text, index)
    opening = text[index : index + 1]
    if depth <= 0 or opening not in ("{", "["):
        value, end = _DECODER.raw_decode(text, index)
        return Located(value, index, end)
    i = _skip_whitespace(text, index + 1)
    closing = "}" if opening == "{" else "]"
    members: dict[str, tuple[tuple[int, int], Located]] = {}
    items: list[Located] = []
    if text[i : i + 1] != closing:
        while True:
            if opening == "{":
                if text[i : i + 1] != '"':
                    raise json.JSONDecodeError("Expecting property name enclosed in double quotes", text, i)
                key, key_end = _scanstring(text, i + 1)
                colon = _skip_whitespace(text, key_end)
                if text[colon : colon + 1] != ":":
                    raise json.JSONDecodeError("Expecting ':' delimiter", text, colon)
                member = locate(text, colon + 1, depth - 1)
                members[key] = ((i, key_end), member)
            else:
                member = locate(text, i, depth - 1)
                items.append(member)
            i = _skip_whitespace(text, member.end)
            if text[i : i + 1] == ",":
                i = _skip_whitespace(text, i + 1)
                continue
            if text[i : i + 1] != closing:
                raise json.JSONDecodeError(f"Expecting ',' delimiter or {closing!r}", text, i)
            break
    if opening == "{":
        return Located({key: member.value for key, (_, member) in members.items()}, index, i + 1, members=members)
    return Located([item.value for item in items], index, i + 1, items=items)


@attrs.frozen
class JsonCard:
    """A card object of a JSON database: a Scryfall card object, or the face list of an MTGJSON
    card with its name (its key in ``data``) and where that key is."""

    located: Located
    where: str
    mtgjson_name: str | None = None
    key_span: tuple[int, int] | None = None

    def card(self, path: str) -> Card | None:
        if self.mtgjson_name is None:
            return scryfall_card(self.located.value, where=self.where, path=path)
        faces = self.located.value
        if isinstance(faces, dict) and "cards" in faces:
            raise InputError("this looks like MTGJSON AllPrintings (sets with cards); use AtomicCards.json", path=path, where=self.where)
        if not isinstance(faces, list) or not faces:
            raise InputError(f"expected a list of card faces, found {_json_kind(faces)}", path=path, where=self.where)
        return mtgjson_card(self.mtgjson_name, faces, where=self.where, path=path)


class _Lines:
    """Line numbers of offsets met in increasing order, counted as the offsets go."""

    def __init__(self, text: str):
        self._text = text
        self._offset = 0
        self._line = 1

    def at(self, offset: int) -> int:
        self._line += self._text.count("\n", self._offset, offset)
        self._offset = offset
        return self._line


def json_cards(text: str, path: str) -> Iterator[JsonCard]:
    """The card objects of a Scryfall (array, JSON Lines, one card, API list) or MTGJSON
    (AtomicCards) file's text, the way :class:`oraclec.cards.CardSource` reads them. Raises
    :class:`json.JSONDecodeError` on text that is not JSON."""
    lines = _Lines(text)
    start = _skip_whitespace(text, 0)
    first = text[start : start + 1]
    if first == "[":
        document = locate(text, start, 1)
        _expect_end(text, document.end)
        for index, item in enumerate(document.items or [], start=1):
            yield from _scryfall_cards(text, item, f"line {lines.at(item.start)} (card {index})", path)
        return
    if not first:
        raise InputError("file is empty: expected Scryfall or MTGJSON card data", path=path)
    if first != "{":
        raise InputError(f"not a card database: expected a JSON array or object, found {first!r}", path=path)
    head = locate(text, start, 2)
    members = head.members or {}
    keys = list(members)
    if keys and (keys[0] == "meta" or (keys[0] == "data" and isinstance(head.value["data"], dict))):
        _expect_end(text, head.end)
        data = members["data"][1] if "data" in members else None
        if data is None:
            raise InputError("MTGJSON file has no 'data' object", path=path)
        if data.members is None:
            raise InputError("MTGJSON 'data' must be an object mapping card names to faces", path=path, where=f"line {lines.at(data.start)}")
        for name, (key_span, faces) in data.members.items():
            yield JsonCard(faces, f"line {lines.at(key_span[0])} (card {name!r})", mtgjson_name=name, key_span=key_span)
        return
    index = 0
    obj = head
    while True:
        index += 1
        yield from _scryfall_cards(text, obj, f"line {lines.at(obj.start)} (card {index})", path)
        at = _skip_whitespace(text, obj.end)
        if at == len(text):
            return
        if text[at] != "{":
            raise InputError(f"expected a card object after card {index}, found {text[at]!r}", path=path, where=f"line {lines.at(at)}")
        obj = locate(text, at, 0)


def _expect_end(text: str, end: int) -> None:
    at = _skip_whitespace(text, end)
    if at != len(text):
        raise json.JSONDecodeError("Extra data", text, at)


def _scryfall_cards(text: str, obj: Located, where: str, path: str) -> Iterator[JsonCard]:
    value = obj.value
    if not isinstance(value, dict):
        raise InputError(f"expected a card object, found {_json_kind(value)}", path=path, where=where)
    kind = value.get("object")
    if kind == "list":
        data = (locate(text, obj.start, 2).members or {}).get("data")
        if data is None or data[1].items is None:
            raise InputError("a Scryfall list object needs a 'data' array", path=path, where=where)
        for index, item in enumerate(data[1].items, start=1):
            yield from _scryfall_cards(text, item, f"{where}, data item {index}", path)
        return
    if kind not in (None, "card"):
        raise InputError(f"expected a Scryfall card object, found a {kind!r} object", path=path, where=where)
    yield JsonCard(obj, where)


# -- JSON databases: editing strings in place ------------------------------------------------------
#: the pieces of a JSON string's text that each give one character: a surrogate pair, an escape, a character
_PIECE = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\.|.", re.DOTALL)
_SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


@attrs.frozen
class JsonStyle:
    """How a JSON file writes a character it may escape, to write new characters its way."""

    #: non-ASCII characters are written as \\u escapes (the file has no character beyond ASCII)
    ascii_only: bool
    upper_hex: bool
    escaped_slash: bool

    @classmethod
    def of(cls, text: str) -> JsonStyle:
        hex_letter = re.search(r"\\u[0-9]{0,3}[a-fA-F]", text)
        return cls(text.isascii(), bool(hex_letter and hex_letter.group()[-1].isupper()), "\\/" in text)

    def escape(self, char: str) -> str:
        if char in _SHORT_ESCAPES:
            return _SHORT_ESCAPES[char]
        code = ord(char)
        if code < 0x20 or (self.ascii_only and code > 0x7F):
            units = [code] if code <= 0xFFFF else [0xD800 | ((code - 0x10000) >> 10), 0xDC00 | ((code - 0x10000) & 0x3FF)]
            return "".join(("\\u%04X" if self.upper_hex else "\\u%04x") % unit for unit in units)
        if char == "/" and self.escaped_slash:
            return "\\/"
        return char


def string_edit(text: str, span: tuple[int, int], new: str, style: JsonStyle) -> Edit:
    """The edit of the JSON string at ``span`` (quotes included) that gives it the value ``new``:
    only the characters that change are written, each the way this string writes it if it has
    it, else the way the file writes such characters."""
    start, end = span
    old, _ = _scanstring(text, start + 1)
    pieces = _PIECE.findall(text, start + 1, end - 1)
    if len(pieces) != len(old):  # cannot happen for valid JSON: write the whole string
        return start + 1, end - 1, "".join(map(style.escape, new))
    written_as: dict[str, str] = {}
    for char, piece in zip(old, pieces, strict=True):
        written_as.setdefault(char, piece)
    prefix = _common_prefix(old, new)
    suffix = _common_suffix(old[prefix:], new[prefix:])
    at = start + 1 + sum(map(len, pieces[:prefix]))
    until = at + sum(map(len, pieces[prefix : len(old) - suffix]))
    return at, until, "".join(written_as.get(c) or style.escape(c) for c in new[prefix : len(new) - suffix])


_SCRYFALL_KEYS = {"text": "oracle_text", "type_line": "type_line", "mana_cost": "mana_cost", "name": "name"}
_MTGJSON_KEYS = {"text": "text", "type_line": "type", "mana_cost": "manaCost", "name": "name"}


def _card_edits(text: str, found: JsonCard, old: Card, new: Card, style: JsonStyle, path: str) -> list[Edit]:
    """The edits of a card object's strings that write the fixed card ``new`` over ``old``."""
    edits: list[Edit] = []

    def change(obj: Located, key: str, value: str) -> None:
        member = (obj.members or {}).get(key)
        if member is None or not isinstance(member[1].value, str):
            raise InputError(f"cannot write the fix: the card has no string {key!r} to edit", path=path, where=found.where)
        edits.append(string_edit(text, (member[1].start, member[1].end), value, style))

    if found.mtgjson_name is None:
        card = locate(text, found.located.start, 3)
        faces_member = (card.members or {}).get("card_faces")
        faces = (faces_member[1].items or []) if faces_member and faces_member[1].value else [card]
        keys = _SCRYFALL_KEYS
    else:
        faces = locate(text, found.located.start, 2).items or []
        keys = _MTGJSON_KEYS
    for face, before, after in zip(faces, old.faces, new.faces, strict=False):
        for field, key in keys.items():
            if field == "name" and found.mtgjson_name is not None and face.value.get("faceName"):
                key = "faceName"
            if face_field(before, field) != face_field(after, field):
                change(face, key, face_field(after, field))
    old_name, new_name = " // ".join(f.name for f in old.faces), " // ".join(f.name for f in new.faces)
    if old_name != new_name:
        if found.mtgjson_name is None:
            if faces[0] is not card and card.value.get("name") == old_name:
                change(card, "name", new_name)
        else:
            for face in faces:
                if face.value.get("faceName") and face.value.get("name") == old_name:
                    change(face, "name", new_name)
            if found.mtgjson_name == old_name and found.key_span is not None:
                edits.append(string_edit(text, found.key_span, new_name, style))
    return edits


def fix_json_text(text: str, path: str, options: Options | None = None, *, unsafe: bool = False) -> tuple[str, list[Diagnostic], list[Diagnostic]]:
    """Fix the cards of a JSON database's text: the new text, the fixes applied and the findings
    that remain. Only the strings that change are rewritten; everything else stays as written."""
    applied: list[Diagnostic] = []
    remaining: list[Diagnostic] = []
    edits: list[Edit] = []
    style: JsonStyle | None = None
    try:
        for found in json_cards(text, path):
            card = found.card(path)
            if card is None:
                continue
            fixed = fix_target(Target(card=card), options, unsafe=unsafe)
            applied.extend(fixed.applied)
            remaining.extend(fixed.remaining)
            if fixed.changed:
                style = style or JsonStyle.of(text)
                edits.extend(_card_edits(text, found, card, fixed.target.card, style, path))
    except json.JSONDecodeError as exc:
        raise InputError(f"not valid JSON: {exc.msg}", path=path, where=f"line {exc.lineno}, column {exc.colno}") from None
    return _apply(text, edits), applied, remaining


# -- writing ---------------------------------------------------------------------------------------
def write_atomically(path: str, content: str | bytes, what: str = "the file") -> None:
    """Write ``content`` (a str is written as UTF-8) to the file at ``path``, never half written,
    keeping what the file is:

    * a symbolic link stays a link: the file it points to is written;
    * a file of several hard links is written in place, since a rename would give this name a
      new file and leave the other names with the old content: the content goes to a temporary
      copy first (a full disk shows there, before the file is touched), then over the file's
      own content; if that fails, the old content is written back;
    * any other file is replaced by a temporary file in its folder, which takes its owner (where
      this user may give it, else its group if it may, else neither), group and mode first;
    * something that is not a regular file (a pipe, a device) is written to as it is.

    When writing fails nothing is left behind and the error is an
    :class:`~oraclec.errors.OutputError` naming ``what`` was written.
    """
    data = content.encode("utf-8") if isinstance(content, str) else content
    target = os.path.realpath(path)
    try:
        try:
            info: os.stat_result | None = os.stat(target)
        except FileNotFoundError:
            info = None
        if info is not None and not stat.S_ISREG(info.st_mode):
            with open(target, "wb") as out:
                out.write(data)
        elif info is not None and info.st_nlink > 1:
            _write_in_place(target, data, info)
        else:
            _write_by_rename(target, data, info)
    except OSError as exc:
        raise OutputError(path, exc, what) from None


def _temporary_copy(target: str, data: bytes, info: os.stat_result | None) -> str:
    """A new file beside ``target`` holding ``data``, on disk, with ``target``'s owner, group
    and mode (else the mode a new file gets); removed again if writing it fails."""
    folder, name = os.path.split(target)
    handle, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            if info is not None:
                _copy_owner(out.fileno(), info)
                os.fchmod(out.fileno(), stat.S_IMODE(info.st_mode))
            else:
                os.fchmod(out.fileno(), 0o666 & ~_umask())
            os.fsync(out.fileno())
    except BaseException:
        _remove(temporary)
        raise
    return temporary


def _copy_owner(handle: int, info: os.stat_result) -> None:
    # only root may give a file to another user; a user may give it a group they are in
    try:
        os.fchown(handle, info.st_uid, info.st_gid)
    except OSError:
        with contextlib.suppress(OSError):
            os.fchown(handle, -1, info.st_gid)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _remove(path: str) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def _write_by_rename(target: str, data: bytes, info: os.stat_result | None) -> None:
    temporary = _temporary_copy(target, data, info)
    try:
        os.replace(temporary, target)
    except BaseException:
        _remove(temporary)
        raise


def _write_in_place(target: str, data: bytes, info: os.stat_result) -> None:
    with open(target, "rb") as original_file:
        original = original_file.read()
    temporary = _temporary_copy(target, data, info)
    try:
        handle = os.open(target, os.O_WRONLY)
        try:
            try:
                _overwrite(handle, data)
                os.fsync(handle)
            except BaseException:
                _overwrite(handle, original)
                raise
        finally:
            os.close(handle)
    finally:
        _remove(temporary)


def _overwrite(handle: int, data: bytes) -> None:
    """The content of the open file becomes ``data``."""
    os.lseek(handle, 0, os.SEEK_SET)
    view = memoryview(data)
    while view:
        view = view[os.write(handle, view) :]
    os.ftruncate(handle, len(data))
