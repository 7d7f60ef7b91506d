"""Load card databases into typed, immutable :class:`Card` objects.

One entry point, :func:`load`, reads any of the supported formats, plain or gzip-compressed:

* Scryfall: a bulk-data JSON array (``oracle-cards``, ``default-cards``; printings are
  deduplicated by oracle id, or by name when there is none), JSON Lines (one card object a line),
  a single card object, or an API ``list`` object;
* MTGJSON v5 ``AtomicCards.json``: ``{"meta": ..., "data": {name: [face, ...]}}``.

The format is recognised from the content, never from the file name. Input is streamed: a large
file is read once, one card at a time. Objects that are not traditional Magic cards (tokens,
emblems, planes, schemes, vanguards, art cards) are skipped and counted in
:attr:`CardSource.skipped`. Malformed input raises :class:`~oraclec.errors.InputError` naming the
file and the position (line, column or card index).
"""

from __future__ import annotations

import collections
import gzip
import io
import zlib
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

import attrs

from .errors import InputError
from .jsonstream import JsonStream

#: The database shipped with the repository (``cards/``): the Scryfall oracle-cards corpus.
BUNDLED_DATABASE_NAME = "oracle-cards.jsonl.gz"

SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
CARD_TYPES = frozenset(
    {
        "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
        "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard",
        "Tribal",  # the former name of Kindred, still on some printed type lines
    }
)
#: The one creature type of two words (CR 205.3m).
TWO_WORD_SUBTYPES = ("Time Lord",)

#: Layouts and type-line words of objects that are not traditional Magic cards (CR 108.2a).
NON_TRADITIONAL_LAYOUTS = frozenset(
    {"token", "double_faced_token", "emblem", "planar", "scheme", "vanguard", "art_series"}
)
NON_TRADITIONAL_TYPES = frozenset({"Token", "Emblem", "Plane", "Phenomenon", "Scheme", "Vanguard", "Card"})


@attrs.frozen(kw_only=True)
class TypeLine:
    """A type line split per CR 205: supertypes, card types, and subtypes after the dash."""

    text: str
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> TypeLine:
        left, dash, right = text.partition("—")
        if not dash:
            left, dash, right = text.partition(" - ")
        supertypes: list[str] = []
        types: list[str] = []
        for word in left.split():
            (supertypes if word in SUPERTYPES else types).append(word)
        subtypes: list[str] = []
        right = right.strip()
        if right:
            if "Plane" in types:
                subtypes.append(right)  # planar types may be several words (CR 205.3b)
            else:
                for two in TWO_WORD_SUBTYPES:
                    if two in right:
                        subtypes.append(two)
                        right = right.replace(two, " ")
                subtypes.extend(right.split())
        return cls(text=text, supertypes=tuple(supertypes), types=tuple(types), subtypes=tuple(subtypes))

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_legendary(self) -> bool:
        return "Legendary" in self.supertypes


@attrs.frozen(kw_only=True)
class Face:
    """One face of a card (the only face of a normal card)."""

    name: str
    mana_cost: str | None = None
    type_line: TypeLine = attrs.field(factory=lambda: TypeLine(text=""))
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None

    @property
    def types(self) -> tuple[str, ...]:
        return self.type_line.types

    @property
    def subtypes(self) -> tuple[str, ...]:
        return self.type_line.subtypes

    @property
    def supertypes(self) -> tuple[str, ...]:
        return self.type_line.supertypes


@attrs.frozen(kw_only=True)
class Card:
    """A card with its faces, as given by the source database."""

    name: str
    layout: str = "normal"
    faces: tuple[Face, ...]
    keywords: tuple[str, ...] = ()
    oracle_id: str | None = None
    color_identity: tuple[str, ...] = ()
    #: Where the card came from, for error messages: "path: line 12" or "path: card 'Name'".
    origin: str = attrs.field(default="", eq=False, repr=False)

    @property
    def face(self) -> Face:
        return self.faces[0]


@attrs.define
class CardSource:
    """An iterable over the cards of a file, which counts what it skipped on the way.

    ``skipped`` maps a reason (``"token"``, ``"emblem"``, ``"duplicate"``, ...) to a count; it is
    complete once iteration has finished.
    """

    path: str
    dedupe: bool = True
    skipped: collections.Counter[str] = attrs.field(factory=collections.Counter)
    format: str = ""

    def __iter__(self) -> Iterator[Card]:
        self.skipped.clear()
        seen: set[str] = set()
        for card in self._cards():
            if self.dedupe:
                key = card.oracle_id or card.name
                if key in seen:
                    self.skipped["duplicate"] += 1
                    continue
                seen.add(key)
            yield card

    def _cards(self) -> Iterator[Card]:
        try:
            with _open_text(self.path) as handle:
                stream = JsonStream(handle, self.path)
                yield from self._dispatch(stream)
        except (EOFError, gzip.BadGzipFile, zlib.error) as exc:
            raise InputError(f"compressed data is corrupt or truncated ({exc})", path=self.path) from None
        except UnicodeDecodeError as exc:
            raise InputError(f"not UTF-8 text (byte {exc.start} of a chunk: {exc.reason})", path=self.path) from None
        except OSError as exc:
            raise InputError(exc.strerror or str(exc), path=self.path) from None

    def _dispatch(self, stream: JsonStream) -> Iterator[Card]:
        first = stream.peek()
        if first == "[":
            self.format = "scryfall-array"
            for index, (obj, where) in enumerate(stream.iter_array("card"), start=1):
                yield from self._scryfall(obj, f"{where} (card {index})")
        elif first == "{":
            if stream.first_key() in ("meta", "data"):
                self.format = "mtgjson-atomic"
                yield from self._mtgjson(stream)
            else:
                self.format = "scryfall-jsonl"
                index = 0
                while stream.peek():
                    if stream.peek() != "{":
                        raise stream.error(f"expected a card object, found {stream.peek()!r}")
                    index += 1
                    line, _ = stream.line_column()
                    obj = stream.value()
                    yield from self._scryfall(obj, f"line {line} (card {index})")
        elif first == "":
            raise InputError("file is empty: expected Scryfall or MTGJSON card data", path=self.path)
        else:
            raise stream.error(
                f"not a card database: expected a JSON array or object, found {first!r}"
            )

    # -- Scryfall ------------------------------------------------------------------------------
    def _scryfall(self, obj: Any, where: str) -> Iterator[Card]:
        if not isinstance(obj, dict):
            raise InputError(f"expected a card object, found {_json_kind(obj)}", path=self.path, where=where)
        if obj.get("object") == "list" and isinstance(obj.get("data"), list):
            for index, item in enumerate(obj["data"], start=1):
                yield from self._scryfall(item, f"{where}, data item {index}")
            return
        card = scryfall_card(obj, where=where, path=self.path)
        if card is None:
            self.skipped[_non_traditional_reason(obj)] += 1
            return
        yield card

    # -- MTGJSON -------------------------------------------------------------------------------
    def _mtgjson(self, stream: JsonStream) -> Iterator[Card]:
        found_data = False
        for key, value_or_marker, where in _iter_mtgjson_top(stream):
            if key != "data":
                continue
            found_data = True
            name, faces = value_or_marker
            if not isinstance(faces, list) or not faces:
                raise InputError(
                    f"card {name!r}: expected a list of faces, found {_json_kind(faces)}",
                    path=self.path,
                    where=where,
                )
            card = mtgjson_card(name, faces, where=f"{where} (card {name!r})", path=self.path)
            if card is None:
                self.skipped[_non_traditional_reason(faces[0])] += 1
                continue
            yield card
        if not found_data:
            raise InputError("MTGJSON file has no 'data' object", path=self.path)


def _iter_mtgjson_top(stream: JsonStream) -> Iterator[tuple[str, Any, str]]:
    """Walk the top-level MTGJSON object, streaming the members of ``data`` one by one."""
    stream.expect("{", "'{' to start the MTGJSON object")
    if stream.peek() == "}":
        stream.pos += 1
        return
    while True:
        key = stream.string("a key string")
        stream.expect(":", "':' after a key")
        if key == "data":
            if stream.peek() != "{":
                raise stream.error("MTGJSON 'data' must be an object mapping card names to faces")
            for name, faces, where in stream.iter_object("card"):
                yield "data", (name, faces), where
        else:
            yield key, stream.value(), stream.where()
        nxt = stream.peek()
        if nxt == ",":
            stream.pos += 1
            continue
        if nxt == "}":
            stream.pos += 1
            return
        raise stream.error(f"expected ',' or '}}' in the MTGJSON object, found {nxt!r}" if nxt else "file ends inside the MTGJSON object (truncated?)")


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


def _non_traditional_reason(obj: Mapping[str, Any]) -> str:
    layout = obj.get("layout")
    if layout in NON_TRADITIONAL_LAYOUTS:
        return str(layout)
    words = str(obj.get("type_line") or obj.get("type") or "").replace("—", " ").split()
    for word in words:
        if word in NON_TRADITIONAL_TYPES:
            return word.lower()
    return "non-traditional"


def _is_non_traditional(obj: Mapping[str, Any], type_line: str) -> bool:
    if obj.get("layout") in NON_TRADITIONAL_LAYOUTS:
        return True
    if obj.get("object") not in (None, "card"):
        return True
    left = type_line.split("—")[0].split()
    return any(word in NON_TRADITIONAL_TYPES for word in left)


def _text_field(obj: Mapping[str, Any], key: str, where: str, path: str) -> str | None:
    value = obj.get(key)
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, str):
        raise InputError(f"field {key!r} must be a string, found {_json_kind(value)}", path=path, where=where)
    return value


def _string_list(obj: Mapping[str, Any], key: str, where: str, path: str) -> tuple[str, ...]:
    value = obj.get(key) or ()
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise InputError(f"field {key!r} must be a list of strings", path=path, where=where)
    return tuple(value)


def _require_name(obj: Mapping[str, Any], where: str, path: str, what: str = "card") -> str:
    name = obj.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InputError(f"{what} has no 'name'", path=path, where=where)
    return name


def scryfall_card(obj: Mapping[str, Any], *, where: str = "", path: str = "<input>") -> Card | None:
    """Build a :class:`Card` from one Scryfall card object; None for non-traditional objects."""
    name = _require_name(obj, where, path)
    type_line = _text_field(obj, "type_line", where, path) or ""
    raw_faces = obj.get("card_faces")
    if _is_non_traditional(obj, type_line if not raw_faces else type_line.split("//")[0]):
        return None
    faces: list[Face] = []
    if raw_faces:
        if not isinstance(raw_faces, list) or not all(isinstance(f, dict) for f in raw_faces):
            raise InputError("field 'card_faces' must be a list of face objects", path=path, where=where)
        for number, raw in enumerate(raw_faces, start=1):
            face_where = f"{where}, face {number}"
            faces.append(
                _face(
                    raw,
                    face_where,
                    path,
                    name=_require_name(raw, face_where, path, what="card face"),
                    mana_cost_key="mana_cost",
                    type_key="type_line",
                    text_key="oracle_text",
                )
            )
    else:
        faces.append(
            _face(obj, where, path, name=name, mana_cost_key="mana_cost", type_key="type_line", text_key="oracle_text")
        )
    oracle_id = obj.get("oracle_id")
    if oracle_id is None and raw_faces:
        oracle_id = raw_faces[0].get("oracle_id")
    return Card(
        name=name,
        layout=str(obj.get("layout") or "normal"),
        faces=tuple(faces),
        keywords=_string_list(obj, "keywords", where, path),
        oracle_id=oracle_id if isinstance(oracle_id, str) else None,
        color_identity=_string_list(obj, "color_identity", where, path),
        origin=f"{path}: {where}" if where else path,
    )


def _face(
    raw: Mapping[str, Any],
    where: str,
    path: str,
    *,
    name: str,
    mana_cost_key: str,
    type_key: str,
    text_key: str,
) -> Face:
    return Face(
        name=name,
        mana_cost=_text_field(raw, mana_cost_key, where, path),
        type_line=TypeLine.parse(_text_field(raw, type_key, where, path) or ""),
        oracle_text=_text_field(raw, text_key, where, path) or "",
        power=_text_field(raw, "power", where, path),
        toughness=_text_field(raw, "toughness", where, path),
        loyalty=_text_field(raw, "loyalty", where, path),
        defense=_text_field(raw, "defense", where, path),
    )


def mtgjson_card(name: str, raw_faces: list[Any], *, where: str = "", path: str = "<input>") -> Card | None:
    """Build a :class:`Card` from the face list of one MTGJSON AtomicCards entry."""
    if not name.strip():
        raise InputError("card has no name", path=path, where=where)
    faces: list[Face] = []
    for number, raw in enumerate(raw_faces, start=1):
        face_where = f"{where}, face {number}"
        if not isinstance(raw, dict):
            raise InputError(f"expected a face object, found {_json_kind(raw)}", path=path, where=face_where)
        type_text = _text_field(raw, "type", face_where, path) or ""
        if _is_non_traditional(raw, type_text):
            return None
        face_name = raw.get("faceName") or raw.get("name") or (name if len(raw_faces) == 1 else None)
        if not isinstance(face_name, str) or not face_name.strip():
            raise InputError("card face has no 'name' or 'faceName'", path=path, where=face_where)
        faces.append(
            _face(raw, face_where, path, name=face_name, mana_cost_key="manaCost", type_key="type", text_key="text")
        )
    first = raw_faces[0]
    identifiers = first.get("identifiers") if isinstance(first.get("identifiers"), dict) else {}
    oracle_id = identifiers.get("scryfallOracleId") if identifiers else None
    return Card(
        name=name,
        layout=str(first.get("layout") or "normal"),
        faces=tuple(faces),
        keywords=_string_list(first, "keywords", where, path),
        oracle_id=oracle_id if isinstance(oracle_id, str) else None,
        color_identity=_string_list(first, "colorIdentity", where, path),
        origin=f"{path}: {where}" if where else path,
    )


def _open_text(path: str) -> io.TextIOBase:
    """Open a file as UTF-8 text, decompressing gzip when the content is gzip (by magic bytes)."""
    raw = open(path, "rb")  # noqa: SIM115 - closed by the wrapper
    try:
        magic = raw.peek(2)[:2] if hasattr(raw, "peek") else b""
    except OSError:
        raw.close()
        raise
    if magic == b"\x1f\x8b":
        return io.TextIOWrapper(gzip.GzipFile(fileobj=raw, mode="rb"), encoding="utf-8")  # type: ignore[return-value]
    return io.TextIOWrapper(raw, encoding="utf-8")  # type: ignore[return-value]


def bundled_database() -> Path:
    """The path of the bundled card database (``cards/oracle-cards.jsonl.gz``)."""
    here = Path(__file__).resolve()
    candidates = [
        here.parent / "data" / BUNDLED_DATABASE_NAME,  # inside an installed wheel
        here.parents[2] / "cards" / BUNDLED_DATABASE_NAME,  # a source checkout (src layout)
        Path.cwd() / "cards" / BUNDLED_DATABASE_NAME,
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

    Iterating raises :class:`~oraclec.errors.InputError` on malformed input.
    """
    if path is None:
        path = bundled_database()
    path = str(path)
    if not Path(path).exists():
        raise InputError("no such file", path=path)
    if Path(path).is_dir():
        raise InputError("is a directory, expected a card database file", path=path)
    return CardSource(path=path, dedupe=dedupe)


def load_all(path: str | Path | None = None, *, dedupe: bool = True) -> list[Card]:
    return list(load(path, dedupe=dedupe))


def find(cards: Iterable[Card], name: str) -> Card | None:
    """The card with this name (case-insensitive; a face name also matches)."""
    wanted = name.casefold()
    for card in cards:
        if card.name.casefold() == wanted or any(f.name.casefold() == wanted for f in card.faces):
            return card
    return None
