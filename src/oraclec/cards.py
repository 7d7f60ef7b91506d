"""Load card databases into typed, immutable :class:`Card` objects.

One entry point, :func:`load`, reads any of the supported formats, plain or gzip-compressed:

* Scryfall: a bulk-data JSON array (``oracle-cards``, ``default-cards``; printings are
  deduplicated by oracle id, or by name when there is none), JSON Lines (one card object a line),
  a single card object, or an API ``list`` object;
* MTGJSON v5 ``AtomicCards.json``: ``{"meta": ..., "data": {name: [face, ...]}}``;
* a plain-text card file, cards written by hand (:mod:`oraclec.cardfile`): any file whose first
  character other than white space is not that of a JSON array, object or string.

The format is recognised from the content, never from the file name. JSON input is streamed: a
large file is read once, one card at a time. Objects that are not traditional Magic cards (tokens,
emblems, planes, schemes, vanguards, art cards) are skipped and counted in
:attr:`CardSource.skipped`. Malformed input raises :class:`~oraclec.errors.InputError` naming the
file and the position (line, column or card index).
"""

from __future__ import annotations

import codecs
import collections
import functools
import io
import os
import zlib
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

import attrs

from .cardfile import NO_CARDS, parse
from .cardmodel import Card, Face, TypeLine
from .errors import InputError
from .jsonstream import JsonStream

#: The database shipped with the repository (``cards/``): the Scryfall oracle-cards corpus.
BUNDLED_DATABASE_NAME = "oracle-cards.jsonl.gz"

#: Objects that are not traditional Magic cards (CR 108.2a), by the kind counted when they are
#: skipped: first by a word of the type line, then by the source's layout.
NON_TRADITIONAL_TYPES = {
    "Token": "token",  # tokens are not cards at all (CR 108.2b)
    "Emblem": "emblem",  # CR 114.1
    "Plane": "plane",  # CR 311.1
    "Phenomenon": "phenomenon",  # CR 312.1
    "Vanguard": "vanguard",  # CR 313.1
    "Scheme": "scheme",  # CR 314.1
    "Dungeon": "dungeon",  # CR 309.1
}
NON_TRADITIONAL_LAYOUTS = {
    "token": "token",
    "double_faced_token": "token",
    "emblem": "emblem",
    "planar": "plane",
    "scheme": "scheme",
    "vanguard": "vanguard",
    "art_series": "art card",  # Scryfall's art cards: a picture on each side, no rules
}


@attrs.define
class CardSource:
    """An iterable over the cards of a file, which counts what it skipped on the way.

    Each iteration reads the file again, front to back. ``skipped`` maps a reason (``"token"``,
    ``"emblem"``, ``"plane"``, ``"art card"``, ``"duplicate"``, ...) to a count, ``format`` names
    the format found (``"scryfall-array"``, ``"scryfall-jsonl"``, ``"scryfall-card"``,
    ``"scryfall-list"``, ``"mtgjson-atomic"``, ``"plain-text"``) and ``objects`` counts the objects
    read; all three are complete once an iteration has finished.
    """

    path: str
    dedupe: bool = True
    skipped: collections.Counter[str] = attrs.field(factory=collections.Counter)
    format: str = ""
    objects: int = 0
    _stream: JsonStream | None = attrs.field(default=None, init=False, repr=False)

    def __iter__(self) -> Iterator[Card]:
        self.skipped.clear()
        self.objects = 0
        seen: set[str] = set()
        for card in self._cards():
            if self.dedupe:
                key = card.oracle_id or card.name
                if key in seen:
                    self.skipped["duplicate"] += 1
                    continue
                seen.add(key)
            yield card

    def count(self) -> int | None:
        """The number of cards, by reading the file through once more (for a progress bar's
        total); None if the file can be read only once (a pipe): the real work needs it."""
        if not Path(self.path).is_file():
            return None
        return sum(1 for _ in self)

    def _cards(self) -> Iterator[Card]:
        self._stream = None
        try:
            handle, gzip_reader = _open_text(self.path)
            with handle:
                self._stream = stream = JsonStream(handle, self.path)
                try:
                    yield from self._dispatch(stream)
                except InputError:
                    if gzip_reader is not None and gzip_reader.truncated:
                        raise self._truncated_gzip(stream) from None
                    raise
                if gzip_reader is not None and gzip_reader.truncated:
                    raise self._truncated_gzip(stream)
        except zlib.error as exc:
            raise InputError(f"gzip data is corrupt {self._read_so_far()} ({exc})", path=self.path) from None
        except OSError as exc:
            raise cannot_read(self.path, exc) from None
        finally:
            self._stream = None

    def _truncated_gzip(self, stream: JsonStream) -> InputError:
        return InputError(
            f"gzip data is truncated: the compressed file ends in card {self.objects + 1}",
            path=self.path,
            where=stream.where(len(stream.buffer)),
        )

    def _read_so_far(self) -> str:
        """Where reading stopped, for errors raised by the decompressor or the text decoder."""
        stream = self._stream
        if stream is None:
            return "at the start of the file"
        line, _ = stream.line_column(len(stream.buffer))
        return f"after line {line} (card {self.objects + 1})"

    def _dispatch(self, stream: JsonStream) -> Iterator[Card]:
        first = stream.peek()
        if first == "[":
            self.format = "scryfall-array"
            for obj, where in stream.iter_array("card"):
                self.objects += 1
                yield from self._scryfall(obj, where)
            self._nothing_after(stream, "the array of cards")
        elif first == "{":
            key, value_start = stream.first_member()
            if key == "meta" or (key == "data" and value_start == "{"):
                self.format = "mtgjson-atomic"
                yield from self._mtgjson(stream)
                self._nothing_after(stream, "the MTGJSON object")
            else:
                yield from self._scryfall_objects(stream)
        elif first == "":
            raise InputError(EMPTY_FILE, path=self.path)
        elif first == '"':
            raise stream.error(
                f"not a card database: expected a JSON array or object, found {first!r}"
            )
        else:
            self.format = "plain-text"
            yield from self._plain_text()

    def _plain_text(self) -> Iterator[Card]:
        blocks = parse(read_text(self.path).replace("\r\n", "\n"), self.path)
        if not blocks:
            raise InputError(NO_CARDS, path=self.path)
        for block in blocks:
            self.objects += 1
            yield block.card

    @staticmethod
    def _nothing_after(stream: JsonStream, what: str) -> None:
        """A file is one JSON document: text after it is a second document or damage, never
        ignored."""
        found = stream.peek()
        if found:
            raise stream.error(f"unexpected {found!r} after {what}, which ends the JSON document")

    # -- Scryfall ----------------------------------------------------------------------------------
    def _scryfall_objects(self, stream: JsonStream) -> Iterator[Card]:
        """JSON Lines (one card object a line), a single card object, or an API list object."""
        self.format = "scryfall-card"
        index = 0
        while found := stream.peek():
            if found != "{":
                raise stream.error(f"expected a card object after card {index}, found {found!r}")
            index += 1
            if index == 2:
                self.format = "scryfall-jsonl"
            line, _ = stream.line_column()
            where = f"line {line} (card {index})"
            obj = stream._element(f"card {index}")
            self.objects += 1
            if index == 1 and isinstance(obj, dict) and obj.get("object") == "list":
                self.format = "scryfall-list"
            yield from self._scryfall(obj, where)

    def _scryfall(self, obj: Any, where: str) -> Iterator[Card]:
        if not isinstance(obj, dict):
            raise InputError(f"expected a card object, found {_json_kind(obj)}", path=self.path, where=where)
        kind = obj.get("object")
        if kind == "list":
            items = obj.get("data")
            if not isinstance(items, list):
                raise InputError("a Scryfall list object needs a 'data' array", path=self.path, where=where)
            self.objects -= 1  # the list is not a card; its items are
            for index, item in enumerate(items, start=1):
                self.objects += 1
                yield from self._scryfall(item, f"{where}, data item {index}")
            return
        if kind not in (None, "card"):
            raise InputError(
                f"expected a Scryfall card object, found a {kind!r} object", path=self.path, where=where
            )
        card = scryfall_card(obj, where=where, path=self.path)
        if card is None:
            self.skipped[_scryfall_non_traditional_kind(obj) or "non-traditional"] += 1
            return
        yield card

    # -- MTGJSON -----------------------------------------------------------------------------------
    def _mtgjson(self, stream: JsonStream) -> Iterator[Card]:
        """``{"meta": {...}, "data": {name: [face, ...], ...}}``, streaming the members of data."""
        stream.expect("{", "'{' to start the MTGJSON object")
        stream.depth += 1  # read member by member here; its values are inside it
        found_data = False
        while stream.peek() != "}":
            key = stream.string("a key string")
            stream.expect(":", "':' after a key")
            if key == "data":
                found_data = True
                if stream.peek() != "{":
                    raise stream.error("MTGJSON 'data' must be an object mapping card names to faces")
                for name, faces, where in stream.iter_object("card"):
                    self.objects += 1
                    card = self._mtgjson_card(name, faces, where)
                    if card is not None:
                        yield card
            else:
                stream.value()  # meta, or anything else beside data
            found = stream.peek()
            if found == ",":
                stream.pos += 1
            elif found != "}":
                raise stream.error(
                    f"expected ',' or '}}' in the MTGJSON object, found {found!r}"
                    if found
                    else "file ends inside the MTGJSON object (truncated?)"
                )
        stream.pos += 1
        stream.depth -= 1
        if not found_data:
            raise InputError("MTGJSON file has no 'data' object", path=self.path)

    def _mtgjson_card(self, name: str, faces: Any, where: str) -> Card | None:
        if isinstance(faces, dict) and "cards" in faces:
            raise InputError(
                "this looks like MTGJSON AllPrintings (sets with cards); use AtomicCards.json",
                path=self.path,
                where=where,
            )
        if not isinstance(faces, list) or not faces:
            raise InputError(
                f"expected a list of card faces, found {_json_kind(faces)}", path=self.path, where=where
            )
        card = mtgjson_card(name, faces, where=where, path=self.path)
        if card is None:
            first = faces[0] if isinstance(faces[0], dict) else {}
            self.skipped[_mtgjson_non_traditional_kind(first) or "non-traditional"] += 1
        return card


def _json_kind(value: Any) -> str:
    return {
        dict: "an object",
        list: "an array",
        str: "a string",
        bool: "a boolean",
        int: "a number",
        float: "a number",
        type(None): "null",
    }.get(type(value), type(value).__name__)


@functools.lru_cache(maxsize=16384)
def non_traditional_kind(type_line: str, layout: str | None) -> str | None:
    """What kind of non-traditional object this is ("token", "plane", "art card", ...), or None
    for a traditional Magic card (CR 108.2a)."""
    for face_types in type_line.split("//"):
        for word in face_types.split("—")[0].split():
            kind = NON_TRADITIONAL_TYPES.get(word)
            if kind is not None:
                return kind
    return NON_TRADITIONAL_LAYOUTS.get(layout or "")


def _scryfall_non_traditional_kind(obj: Mapping[str, Any]) -> str | None:
    type_line = obj.get("type_line")
    if not isinstance(type_line, str):
        faces = obj.get("card_faces")
        type_line = ""
        if isinstance(faces, list) and faces and isinstance(faces[0], dict):
            type_line = str(faces[0].get("type_line") or "")
    layout = obj.get("layout")
    return non_traditional_kind(type_line, layout if isinstance(layout, str) else None)


def _mtgjson_non_traditional_kind(face: Mapping[str, Any]) -> str | None:
    type_line = face.get("type")
    layout = face.get("layout")
    return non_traditional_kind(
        type_line if isinstance(type_line, str) else "", layout if isinstance(layout, str) else None
    )


def _text_field(obj: Mapping[str, Any], key: str, where: str, path: str) -> str | None:
    value = obj.get(key)
    if value is None or value.__class__ is str:
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, str):
        raise InputError(f"field {key!r} must be a string, found {_json_kind(value)}", path=path, where=where)
    return value


def _string_list(obj: Mapping[str, Any], key: str, where: str, path: str) -> tuple[str, ...]:
    value = obj.get(key)
    if not value:
        return ()
    if isinstance(value, list):
        values = tuple(value)
        if all(v.__class__ is str for v in values):
            return values
    raise InputError(f"field {key!r} must be a list of strings, found {_json_kind(value)}", path=path, where=where)


def _require_name(obj: Mapping[str, Any], where: str, path: str, what: str = "card") -> str:
    name = obj.get("name")
    if not isinstance(name, str) or not name.strip():
        problem = "no 'name'" if name is None else f"an empty or invalid 'name' ({_json_kind(name)})"
        raise InputError(f"{what} has {problem}", path=path, where=where)
    return name


def scryfall_card(obj: Mapping[str, Any], *, where: str = "", path: str = "<input>") -> Card | None:
    """Build a :class:`Card` from one Scryfall card object; None for non-traditional objects."""
    name = _require_name(obj, where, path)
    if _scryfall_non_traditional_kind(obj) is not None:
        return None
    raw_faces = obj.get("card_faces")
    faces: list[Face] = []
    if raw_faces:
        if not isinstance(raw_faces, list) or not all(isinstance(f, dict) for f in raw_faces):
            raise InputError("field 'card_faces' must be a list of face objects", path=path, where=where)
        for number, raw in enumerate(raw_faces, start=1):
            face_where = f"{where}, face {number}"
            face_name = _require_name(raw, face_where, path, what="card face")
            faces.append(_face(raw, face_where, path, face_name, "mana_cost", "type_line", "oracle_text"))
    else:
        faces.append(_face(obj, where, path, name, "mana_cost", "type_line", "oracle_text"))
    oracle_id = obj.get("oracle_id")
    if oracle_id is None and raw_faces:
        oracle_id = raw_faces[0].get("oracle_id")  # reversible cards keep it on their faces
    return Card(
        name=name,
        layout=str(obj.get("layout") or "normal"),
        faces=tuple(faces),
        keywords=_string_list(obj, "keywords", where, path),
        oracle_id=oracle_id if isinstance(oracle_id, str) else None,
        color_identity=_string_list(obj, "color_identity", where, path),
        colors=_optional_string_list(obj, "colors", where, path),
        mana_value=_number_field(obj, "cmc", where, path),
        identifiers={key: obj[key] for key in SCRYFALL_IDENTIFIERS if obj.get(key) is not None},
        origin=f"{path}: {where}" if where else path,
    )


#: the fields of a Scryfall card object that identify it (its printing, its Oracle text, the
#: same card elsewhere), passed through to compiled output in this order
SCRYFALL_IDENTIFIERS = (
    "id", "oracle_id", "multiverse_ids", "mtgo_id", "mtgo_foil_id", "arena_id", "tcgplayer_id",
    "tcgplayer_etched_id", "cardmarket_id",
)
#: the fields of an MTGJSON card (its first face) that identify it, passed through likewise
MTGJSON_IDENTIFIERS = ("uuid", "identifiers")


def _optional_string_list(obj: Mapping[str, Any], key: str, where: str, path: str) -> tuple[str, ...] | None:
    """A list of strings, or None when the field is missing (an empty list is no colour)."""
    if obj.get(key) is None:
        return None
    return _string_list(obj, key, where, path)


def _number_field(obj: Mapping[str, Any], key: str, where: str, path: str) -> float | None:
    value = obj.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InputError(f"field {key!r} must be a number, found {_json_kind(value)}", path=path, where=where)
    number = float(value)
    if not 0 <= number < float("inf"):  # a mana value (CR 202.3); NaN fails too
        raise InputError(f"field {key!r} must be a number of 0 or more, found {value!r:.40}", path=path, where=where)
    return number


def _face(
    raw: Mapping[str, Any], where: str, path: str, name: str, mana_cost_key: str, type_key: str, text_key: str
) -> Face:
    type_text = _text_field(raw, type_key, where, path)
    return Face(
        name=name,
        mana_cost=_text_field(raw, mana_cost_key, where, path) or None,
        type_line=TypeLine.parse(type_text or ""),
        oracle_text=_text_field(raw, text_key, where, path) or "",
        power=_text_field(raw, "power", where, path),
        toughness=_text_field(raw, "toughness", where, path),
        loyalty=_text_field(raw, "loyalty", where, path),
        defense=_text_field(raw, "defense", where, path),
        colors=_optional_string_list(raw, "colors", where, path),
    )


def mtgjson_card(name: str, raw_faces: list[Any], *, where: str = "", path: str = "<input>") -> Card | None:
    """Build a :class:`Card` from the face list of one MTGJSON AtomicCards entry; None for
    non-traditional objects."""
    if not name.strip():
        raise InputError("card has an empty name", path=path, where=where)
    faces: list[Face] = []
    for number, raw in enumerate(raw_faces, start=1):
        face_where = f"{where}, face {number}"
        if not isinstance(raw, dict):
            raise InputError(f"expected a face object, found {_json_kind(raw)}", path=path, where=face_where)
        if _mtgjson_non_traditional_kind(raw) is not None:
            return None
        face_name = raw.get("faceName") or raw.get("name") or (name if len(raw_faces) == 1 else None)
        if not isinstance(face_name, str) or not face_name.strip():
            raise InputError("card face has no 'name' or 'faceName'", path=path, where=face_where)
        faces.append(_face(raw, face_where, path, face_name, "manaCost", "type", "text"))
    first = raw_faces[0]
    identifiers = first.get("identifiers")
    oracle_id = identifiers.get("scryfallOracleId") if isinstance(identifiers, dict) else None
    return Card(
        name=name,
        layout=str(first.get("layout") or "normal"),
        faces=tuple(faces),
        keywords=_string_list(first, "keywords", where, path),
        oracle_id=oracle_id if isinstance(oracle_id, str) else None,
        color_identity=_string_list(first, "colorIdentity", where, path),
        mana_value=_number_field(first, "manaValue", where, path),
        identifiers={key: first[key] for key in MTGJSON_IDENTIFIERS if first.get(key) is not None},
        origin=f"{path}: {where}" if where else path,
    )


class _GzipReader(io.RawIOBase):
    """Streaming gzip decompression that, at a truncated end, stops cleanly and sets
    :attr:`truncated` rather than raising: everything before the cut is delivered, so the error
    can say where the file ends. The gzip trailer's checksum is verified by zlib."""

    _READ_SIZE = 1 << 16

    def __init__(self, raw: IO[bytes]):
        self._raw = raw
        self._inflate = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)  # gzip container
        self._input = b""  # compressed bytes not given to the decompressor yet
        self.truncated = False

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        while True:
            if not self._input:
                self._input = self._raw.read(self._READ_SIZE)
                if not self._input:
                    self.truncated = not self._inflate.eof
                    return 0
            if self._inflate.eof:
                if not self._input.strip(b"\0"):
                    self._input = b""  # zero padding after the last member
                    continue
                self._inflate = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)  # another member
            out = self._inflate.decompress(self._input, len(buffer))
            self._input = self._inflate.unconsumed_tail or self._inflate.unused_data
            if out:
                buffer[: len(out)] = out
                return len(out)

    def close(self) -> None:
        self._raw.close()
        super().close()


class _Utf8Reader:
    """Decodes UTF-8 as it is read, and reports a byte that is not UTF-8 with its offset and
    line (a byte-order mark at the start is dropped)."""

    def __init__(self, binary: IO[bytes], path: str):
        self._binary = binary
        self._path = path
        self._decoder = codecs.getincrementaldecoder("utf-8")()
        self._bytes_read = 0  # bytes given to the decoder
        self._lines_read = 0  # newlines decoded

    def read(self, size: int) -> str:
        data = self._binary.read(size)
        if self._bytes_read == 0 and data.startswith(codecs.BOM_UTF8):
            data = data[len(codecs.BOM_UTF8) :]
            self._bytes_read = len(codecs.BOM_UTF8)
        pending = self._decoder.getstate()[0]  # the start of a character cut by the last read
        try:
            text = self._decoder.decode(data, final=not data)
        except UnicodeDecodeError as exc:
            good = (pending + data)[: exc.start].decode("utf-8")
            offset = self._bytes_read - len(pending) + exc.start
            line = self._lines_read + good.count("\n") + 1
            bad = exc.object[exc.start : exc.start + 1].hex()
            raise InputError(
                f"not UTF-8 text: byte 0x{bad} at byte offset {offset} ({exc.reason})",
                path=self._path,
                where=f"line {line}",
            ) from None
        self._bytes_read += len(data)
        self._lines_read += text.count("\n")
        return text

    def close(self) -> None:
        self._binary.close()

    def __enter__(self) -> _Utf8Reader:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


#: what an empty card file is told
EMPTY_FILE = "file is empty: expected card data (Scryfall or MTGJSON JSON, or plain-text cards)"


def cannot_read(path: str, exc: OSError) -> InputError:
    """The error for a file that exists but cannot be read (permissions, a device error)."""
    return InputError(f"cannot read it ({exc.strerror or exc})", path=path)


def holds_json(path: str) -> bool:
    """Whether a card file holds JSON (Scryfall or MTGJSON) rather than plain-text cards, as
    :class:`CardSource` decides: its first character other than white space is '[', '{' or '"'
    (through gzip). An empty file counts as JSON: reading it says it is empty."""
    try:
        handle, _ = _open_text(path)
        with handle:
            stream = JsonStream(handle, path, chunk_size=4096)
            return stream.peek() in ("[", "{", '"', "")
    except zlib.error as exc:
        raise InputError(f"gzip data is corrupt ({exc})", path=path) from None
    except OSError as exc:
        raise cannot_read(path, exc) from None


def read_text(path: str) -> str:
    """The whole text of a file (UTF-8, gzip or not, a byte-order mark dropped)."""
    try:
        handle, _ = _open_text(path)
        with handle:
            return "".join(iter(lambda: handle.read(1 << 20), ""))
    except zlib.error as exc:
        raise InputError(f"gzip data is corrupt ({exc})", path=path) from None
    except OSError as exc:
        raise cannot_read(path, exc) from None


def _open_text(path: str) -> tuple[_Utf8Reader, _GzipReader | None]:
    """Open a file as UTF-8 text, decompressing gzip when the content is gzip: recognised by its
    magic bytes, not by the file name."""
    raw = open(path, "rb")
    try:
        magic = raw.peek(2)[:2]
    except OSError:
        raw.close()
        raise
    if magic == b"\x1f\x8b":
        reader = _GzipReader(raw)
        buffered = io.BufferedReader(reader, buffer_size=_GzipReader._READ_SIZE)
        return _Utf8Reader(buffered, path), reader
    return _Utf8Reader(raw, path), None


def bundled_database() -> Path:
    """The path of the bundled card database: inside the installed package, or ``cards/`` of
    the source checkout."""
    here = Path(__file__).resolve().parent
    candidates = [
        here / "data" / BUNDLED_DATABASE_NAME,  # an installed wheel ships it as package data
        here.parent.parent / "cards" / BUNDLED_DATABASE_NAME,  # a source checkout (src layout)
    ]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise InputError(
        "the bundled card database was not found; pass a database path "
        f"(looked in: {', '.join(str(c) for c in candidates)})"
    )


def load(path: str | Path | None = None, *, dedupe: bool = True) -> CardSource:
    """Cards of a database file, streamed; ``None`` means the bundled database.

    A missing file, a directory or a file that cannot be read raises
    :class:`~oraclec.errors.InputError` here; iterating raises it on malformed content.
    """
    if path is None:
        path = bundled_database()
    path = str(path)
    check_readable(path)
    return CardSource(path=path, dedupe=dedupe)


def check_readable(path: str) -> None:
    """Raise :class:`~oraclec.errors.InputError` unless ``path`` is a file this process can read.
    Never an ``OSError``: a name too long or with a NUL byte is no such file."""
    if not os.path.exists(path):
        raise InputError("no such file", path=path)
    if os.path.isdir(path):
        raise InputError("cannot read it: it is a directory, not a card file", path=path)
    try:
        # O_NONBLOCK: a FIFO opens at once, without waiting for (and taking) its writer
        os.close(os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)))
    except OSError as exc:
        raise cannot_read(path, exc) from None


def load_all(path: str | Path | None = None, *, dedupe: bool = True) -> list[Card]:
    return list(load(path, dedupe=dedupe))


def find(cards: Iterable[Card], name: str) -> Card | None:
    """The card with this name (case-insensitive; a face name also matches)."""
    wanted = name.casefold()
    for card in cards:
        if card.name.casefold() == wanted or any(f.name.casefold() == wanted for f in card.faces):
            return card
    return None
