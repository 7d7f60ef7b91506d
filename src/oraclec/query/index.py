"""The query index: each card's characteristics and the facts of its compiled effects, as sets
of cards per term, built once from the compiled cards and kept in the user's cache.

Built from compiled JSON Lines (``oraclec compile``'s output, or the compile cache's kept output
of a database), in one pass over the raw JSON (no effect-model objects are made: 30,000 cards
in about 4 s, against about 0.05 s to read the index back). The index is kept beside the
compile cache (:class:`oraclec.compiledb.Cache`), as its files are: a header with the layout,
kind, key and checksum, plain JSON (never a pickle), its types checked as it is read; one that
does not verify is discarded and built again. Its key is the compile cache's (the package's code,
this module's included) and the digest of the database or compiled file it was built from.

A query is answered with bit sets (Python integers, one bit a card): each term gives the cards
it is true of and those it cannot be decided for, and ``-``, AND and OR combine them in Kleene's
three-valued logic (a card with an unknown term stays unknown unless the rest decides it).
A characteristic term (``t:``, ``c:``, ``mv``, ...) is known for every card. A term on compiled
effects is true of a card whose compiled part has it (a partly compiled card included), and
unknown for a card that did not compile fully, lacks it in its compiled part, and mentions it
(:func:`oraclec.query.terms.mention_pattern`) in the text of an ability line that did not
compile: those are the cards that "could not be checked". Otherwise it is false.
"""

from __future__ import annotations

import array
import contextlib
import difflib
import hashlib
import operator
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from ..errors import InputError
from ..jsonio import SCHEMA_VERSION, dumps, loads
from . import terms
from .syntax import And, Node, Not, Or, QueryError, Term, parse

#: the layout of the index (a change of the package's code changes the key anyway)
INDEX_FORMAT = 1
#: as :data:`oraclec.compiled.STATUSES` (which is not imported: it brings the effect model and
#: cattrs, a quarter of a second that a query otherwise does without)
STATUSES = ("compiled", "partial", "unparsed")
#: index files kept in the cache folder: the most recently built
KEPT_INDEXES = 3

_COLORS = "WUBRG"


@attrs.define
class Index:
    """The cards of a compiled database, in its order, and the cards of each term. Few and flat
    values (strings rather than lists of strings), so that reading it back is quick."""

    names: list[str]
    #: each card's status, one letter a card: c(ompiled), p(artial), u(nparsed)
    statuses: str
    mana_values: list[int | float]
    #: colours and colour identity, as letters in WUBRG order
    colors: list[str]
    identities: list[str]
    #: each face's power and toughness as printed ("2", "*", "1+*"), "|" between faces
    powers: list[str]
    toughnesses: list[str]
    #: the cards that did not compile fully, and the text of their ability lines that did not
    #: compile fully, in lower case
    uncompiled_cards: list[int]
    uncompiled_texts: list[str]
    #: kind -> normalised value -> the cards (indices, ascending)
    postings: dict[str, dict[str, list[int]]]
    #: kind -> normalised value -> the value as found (for --list-terms)
    shown: dict[str, dict[str, str]]
    #: the closed vocabularies (:func:`oraclec.query.terms.vocabulary`) of the code that built it
    vocabulary: dict[str, dict[str, str]]
    #: each card's Scryfall Oracle id and its source's identifiers, as the compiled cards give
    #: them; None when read back without them (only ``--json`` shows them)
    ids: list[tuple[str | None, dict[str, Any]]] | None = None

    def __len__(self) -> int:
        return len(self.names)

    def status(self, card: int) -> str:
        return _STATUS_OF_LETTER[self.statuses[card]]


_STATUS_LETTERS = {status: status[0] for status in STATUSES}
_STATUS_OF_LETTER = {letter: status for status, letter in _STATUS_LETTERS.items()}


def _ids_of_json(payload: bytes, count: int) -> list[tuple[str | None, dict[str, Any]]]:
    data = loads(payload)
    if type(data) is not list or len(data) != count or not all(
        type(item) is list and len(item) == 2 and (item[0] is None or type(item[0]) is str) and type(item[1]) is dict for item in data
    ):
        raise ValueError("not an Oracle id and identifiers for each card")
    return [(oracle_id, identifiers) for oracle_id, identifiers in data]


def build(text: bytes, *, where: str) -> Index:
    """The index of compiled JSON Lines; InputError (with the line) for a line that is not a
    compiled card of this schema."""
    names: list[str] = []
    statuses: list[str] = []
    mana_values: list[int | float] = []
    colors: list[str] = []
    identities: list[str] = []
    powers: list[str] = []
    toughnesses: list[str] = []
    uncompiled_cards: list[int] = []
    uncompiled_texts: list[str] = []
    ids: list[tuple[str | None, dict[str, Any]]] = []
    postings: dict[str, dict[str, list[int]]] = {key: {} for key in ("t", "status", *terms.EFFECT_KEYS)}
    shown: dict[str, dict[str, str]] = {key: {} for key in postings}

    def post(kind: str, value: str, card: int) -> None:
        key = terms.normal(value)
        if not key:
            return
        cards = postings[kind].setdefault(key, [])
        if not cards or cards[-1] != card:
            cards.append(card)
        shown[kind].setdefault(key, value.lower() if kind in ("t", "creates") else value)

    for line_number, line in enumerate(text.split(b"\n"), start=1):
        if not line.strip():
            continue
        card = _card(line, f"line {line_number}", where)
        number = len(names)
        names.append(card["name"])
        statuses.append(_STATUS_LETTERS[card["status"]])
        mana_value = card.get("mana_value")
        mana_values.append(mana_value if isinstance(mana_value, (int, float)) and not isinstance(mana_value, bool) else 0)
        colors.append(_letters(card.get("colors")))
        identities.append(_letters(card.get("color_identity")))
        oracle_id = card.get("oracle_id")
        identifiers = card.get("identifiers")
        ids.append((oracle_id if isinstance(oracle_id, str) else None, identifiers if isinstance(identifiers, dict) else {}))
        faces = card["faces"]
        powers.append("|".join(_printed(face.get("power")) for face in faces))
        toughnesses.append("|".join(_printed(face.get("toughness")) for face in faces))
        if card["status"] != "compiled":
            uncompiled_cards.append(number)
            uncompiled_texts.append(
                "\n".join(line["text"] for face in faces for line in face.get("abilities", ()) if line.get("status") != "compiled").lower()
            )
        post("status", card["status"], number)
        for face in faces:
            for word in (*face.get("supertypes", ()), *face.get("types", ()), *face.get("subtypes", ())):
                if isinstance(word, str):
                    post("t", word, number)
        for kind, values in terms.effect_facts(card).items():
            for value in sorted(values):
                post(kind, value, number)
    return Index(
        names, "".join(statuses), mana_values, colors, identities, powers, toughnesses, uncompiled_cards, uncompiled_texts,
        postings, shown, terms.vocabulary(), ids,
    )


def _printed(value: Any) -> str:
    return value.replace("|", "") if isinstance(value, str) else ""


def _card(line: bytes, at: str, where: str) -> dict[str, Any]:
    try:
        card = loads(line)
    except ValueError as exc:
        raise InputError(f"not JSON ({exc})", path=where, where=at) from None
    if not isinstance(card, dict) or "faces" not in card:
        raise InputError("not a compiled card (oraclec compile writes one a line)", path=where, where=at)
    if card.get("schema_version") != SCHEMA_VERSION:
        raise InputError(f"schema_version {card.get('schema_version')!r}, expected {SCHEMA_VERSION} (compile it again with this oraclec)", path=where, where=at)
    try:
        ok = (
            isinstance(card["name"], str) and card["status"] in STATUSES and isinstance(card["faces"], list)
            and all(isinstance(face, dict) and all(isinstance(line, dict) and isinstance(line["text"], str) for line in face.get("abilities", ())) for face in card["faces"])
        )
    except (KeyError, TypeError):
        ok = False
    if not ok:
        raise InputError("not a compiled card: a name, a status and faces with ability lines are expected", path=where, where=at)
    return card


def _letters(colors: Any) -> str:
    return "".join(letter for letter in _COLORS if isinstance(colors, list) and letter in colors)


# -- keeping it in the cache -----------------------------------------------------------------------
_PER_CARD = ("names", "mana_values", "colors", "identities", "powers", "toughnesses")


def _index_json(index: Index) -> bytes:
    return dumps({"format": INDEX_FORMAT, **{field.name: getattr(index, field.name) for field in attrs.fields(Index) if field.name != "ids"}}).encode("utf-8")


def _of_json(data: Any, ids: list[tuple[str | None, dict[str, Any]]] | None) -> Index:
    """The index of its JSON, every type checked (ValueError if one is wrong): the file verified,
    but whoever can write the cache folder can write a file that verifies. Checked a list at a
    time (the types of its items as a set), to stay within a few milliseconds."""
    if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT:
        raise ValueError("not an index of this layout")
    count = len(data.get("names") or ())
    for name in _PER_CARD:
        if type(data.get(name)) is not list or len(data[name]) != count:
            raise ValueError(f"no {name} for each card")
        if not set(map(type, data[name])) <= ({int, float} if name == "mana_values" else {str}):
            raise ValueError(f"a value of {name} of the wrong type")
    statuses = data.get("statuses")
    if type(statuses) is not str or len(statuses) != count or not set(statuses) <= set(_STATUS_LETTERS.values()):
        raise ValueError("no status for each card")
    uncompiled_cards, uncompiled_texts = data.get("uncompiled_cards"), data.get("uncompiled_texts")
    if type(uncompiled_cards) is not list or type(uncompiled_texts) is not list or len(uncompiled_cards) != len(uncompiled_texts):
        raise ValueError("no text for each card that did not compile")
    _check_cards(uncompiled_cards, count)
    if not set(map(type, uncompiled_texts)) <= {str}:
        raise ValueError("an uncompiled text that is not a string")
    for field in ("postings", "shown", "vocabulary"):
        if type(data.get(field)) is not dict or not all(type(v) is dict for v in data[field].values()):
            raise ValueError(f"no {field}")
    for by_value in data["postings"].values():
        for cards in by_value.values():
            _check_cards(cards, count)
    for by_value in (*data["shown"].values(), *data["vocabulary"].values()):
        if not set(map(type, by_value.values())) <= {str}:
            raise ValueError("a shown value that is not a string")
    return Index(**{field.name: data[field.name] for field in attrs.fields(Index) if field.name != "ids"}, ids=ids)


def _check_cards(cards: Any, count: int) -> None:
    # array: a C loop refuses what is not a whole number
    if type(cards) is not list or (cards and (min(array.array("q", cards)) < 0 or max(cards) >= count)):
        raise ValueError("a list of cards that is not one")


def _index_name(cache: Any, kind: str, digest: str) -> str:
    return f"query-{cache.key}-{kind}-{digest}.cache"


def read_kept(cache: Any, kind: str, digest: str, *, ids: bool = False) -> Index | None:
    """The index kept for this source, verified, with the cards' identifiers if ``ids``; None
    if none is (one that does not verify is discarded)."""
    name = _index_name(cache, kind, digest)
    entry = cache.read_file(name, "query-index", "index_bytes")
    if entry is None:
        return None
    _header, index_json, ids_json = entry
    try:
        index = _of_json(loads(index_json), None)
        if ids:
            index.ids = _ids_of_json(ids_json, len(index))
        return index
    except (ValueError, TypeError, OverflowError):
        cache.discard_file(name)
        return None


def keep(cache: Any, kind: str, digest: str, index: Index) -> None:
    """Keep the index in the cache (never an error: see :attr:`oraclec.compiledb.Cache.problem`),
    and only the :data:`KEPT_INDEXES` most recent indexes of this key (none of another)."""
    name = _index_name(cache, kind, digest)
    payload = _index_json(index)
    meta = {"kind": "query-index", "key": cache.key, "cards": len(index), "index_bytes": len(payload)}
    if not cache.write_file(name, meta, [payload, dumps(index.ids).encode("utf-8")]):
        return
    ours = []
    for path in cache.folder.glob("query-*.cache"):
        if not path.name.startswith(f"query-{cache.key}-"):
            cache.discard_file(path.name)
        elif path.name != name:
            try:
                ours.append((path.stat().st_mtime, path.name))
            except OSError:
                continue
    for _mtime, old in sorted(ours, reverse=True)[KEPT_INDEXES - 1 :]:
        cache.discard_file(old)


def index_of_compiled(path: str, cache: Any | None, *, ids: bool = False) -> Index:
    """The index of a compiled file (``oraclec compile``'s output), from the cache if kept (with
    the cards' identifiers if ``ids``)."""
    try:
        text = Path(path).read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read the compiled cards ({exc.strerror or exc})", path=path) from None
    digest = hashlib.sha256(text).hexdigest()[:32]
    if cache is not None and (kept := read_kept(cache, "compiled", digest, ids=ids)) is not None:
        return kept
    index = build(text, where=path)
    if cache is not None:
        keep(cache, "compiled", digest, index)
    return index


def index_of_database(
    database: str | None, cache: Any | None, *, ids: bool = False, jobs: int = 1,
    compiling: Callable[[], contextlib.AbstractContextManager[Any]] | None = None,
) -> Index:
    """The index of a card database (None: the bundled one), from the cache if kept; else built
    from its compiled output: the compile cache's, or compiled now (with the compile cache),
    inside ``compiling()`` if given: a context whose value has ``advance(n)`` and
    ``set_total(n)`` (a progress bar, shown only when there is compiling to do)."""
    from .. import cards, compiledb

    path = Path(database) if database is not None else cards.bundled_database()
    cards.check_readable(str(path))
    try:
        digest = compiledb.file_digest(path)
    except OSError as exc:
        raise InputError(f"cannot read the database ({exc.strerror or exc})", path=str(path)) from None
    if cache is not None:
        if (kept := read_kept(cache, "database", digest, ids=ids)) is not None:
            return kept
        if (output := cache.kept_output(digest)) is not None:
            index = build(output.text, where=str(path))
            keep(cache, "database", digest, index)
            return index
    with tempfile.TemporaryDirectory(prefix="oraclec-query-") as folder, compiling() if compiling else contextlib.nullcontext() as bar:
        out = Path(folder) / "compiled.jsonl"
        progress, total = (bar.advance, bar.set_total) if bar is not None else (None, None)
        compiledb.compile_database(str(path), out, jobs=jobs, cache=cache, progress=progress, total=total)
        index = build(out.read_bytes(), where=str(path))
    if cache is not None:
        keep(cache, "database", digest, index)
    return index


# -- answering -------------------------------------------------------------------------------------
@attrs.frozen
class Answer:
    """The cards a query is true of, and those it could not be decided for (indices, by name)."""

    matches: list[int]
    unchecked: list[int]
    #: what the user should know: a value no card of this database has
    notes: list[str]


def answer(index: Index, query: str | Node) -> Answer:
    """The query's answer over the index; QueryError if it is malformed or asks what no term
    means (an unknown key, operator, or value of a closed vocabulary)."""
    node = parse(query) if isinstance(query, str) else query
    evaluator = _Evaluator(index)
    true, unknown = evaluator.evaluate(node)
    order = evaluator.sort_key
    return Answer(sorted(_members(true), key=order), sorted(_members(unknown), key=order), evaluator.notes)


def _members(bits: int) -> list[int]:
    found = []
    data = bits.to_bytes((bits.bit_length() + 7) // 8, "little")
    for byte_index, byte in enumerate(data):
        while byte:
            low = byte & -byte
            found.append(byte_index * 8 + low.bit_length() - 1)
            byte ^= low
    return found


def _bits(cards: list[int] | range) -> int:
    data = bytearray((max(cards, default=-1) >> 3) + 1)
    for card in cards:
        data[card >> 3] |= 1 << (card & 7)
    return int.from_bytes(data, "little")


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    ":": operator.eq, "=": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
}
_SET_COMPARE: dict[str, Callable[[frozenset[str], frozenset[str]], bool]] = {
    "=": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
}


class _Evaluator:
    def __init__(self, index: Index):
        self.index = index
        self.all = (1 << len(index)) - 1
        self.notes: list[str] = []

    def sort_key(self, card: int) -> tuple[str, int]:
        return self.index.names[card], card

    def evaluate(self, node: Node) -> tuple[int, int]:
        """(the cards it is true of, the cards it is unknown for), as bit sets."""
        if isinstance(node, Term):
            return self.term(node)
        if isinstance(node, Not):
            true, unknown = self.evaluate(node.operand)
            return self.all & ~(true | unknown), unknown
        results = [self.evaluate(operand) for operand in node.operands]
        if isinstance(node, And):
            true, possible = self.all, self.all
            for t, u in results:
                true &= t
                possible &= t | u
            return true, possible & ~true
        assert isinstance(node, Or)
        true, unknown = 0, 0
        for t, u in results:
            true |= t
            unknown |= u
        return true, unknown & ~true

    def term(self, term: Term) -> tuple[int, int]:
        kind = terms.KINDS.get(term.key)
        if kind is None:
            close = difflib.get_close_matches(term.key, terms.KINDS, n=1)
            hint = f" (did you mean {close[0]}:?)" if close else ""
            raise QueryError(f"unknown term {term.key}{term.op}{hint}; oraclec query --list-terms lists the terms", term.column)
        if term.op not in kind.operators:
            raise QueryError(f"{term.key} takes {' or '.join(kind.operators)}, not {term.op}", term.column + len(term.key))
        if term.key == "name":
            words = term.value.lower()
            return _bits([i for i, name in enumerate(self.index.names) if words in name.lower()]), 0
        if term.key in ("mv", "pow", "tou"):
            return self.number(term), 0
        if term.key in ("c", "id"):
            return self.colors(term), 0
        value = terms.normal(term.value)
        known = self.index.vocabulary.get(term.key, {})
        values = known if kind.closed else self.index.postings.get(term.key, {})
        if value not in values and (singular := _singular(value, values)) is not None:
            # "creates:armies" is creates:army; its mentions are looked for as the singular's
            value = singular
            term = attrs.evolve(term, value=known.get(singular) or self.index.shown.get(term.key, {}).get(singular, singular))
        if kind.closed and value not in known:
            close = difflib.get_close_matches(value, known, n=3)
            hint = f" (did you mean {', '.join(known[c] for c in close)}?)" if close else ""
            raise QueryError(f"no {term.key}: named {term.value!r}{hint}; oraclec query --list-terms lists them", term.value_column)
        cards = self.index.postings.get(term.key, {}).get(value)
        if cards is None and not kind.closed:
            close = difflib.get_close_matches(value, self.index.postings.get(term.key, {}), n=3)
            hint = f" (close: {', '.join(close)})" if close else ""
            self.notes.append(f"column {term.value_column}: no card of this database has {term.key}:{term.value}{hint}")
        true = _bits(cards or [])
        if not kind.effect:
            return true, 0
        return true, self.mentioned(term, true)

    def mentioned(self, term: Term, true: int) -> int:
        """The cards that did not compile fully, are not in ``true``, and mention the term in
        their uncompiled text: the words looked for first (a C loop), the pattern then checked
        on the few that have them."""
        texts = self.index.uncompiled_texts
        candidates: list[int] | range = range(len(texts))
        for stem in terms.mention_stems(term.key, term.value, self.index.vocabulary):
            candidates = [i for i in candidates if stem in texts[i]]
        pattern = terms.mention_pattern(term.key, term.value, self.index.vocabulary)
        cards = self.index.uncompiled_cards
        return _bits([cards[i] for i in candidates if not (true >> cards[i]) & 1 and pattern.search(texts[i])])

    def number(self, term: Term) -> int:
        try:
            wanted = float(term.value)
        except ValueError:
            raise QueryError(f"{term.key} compares with a number, not {term.value!r}", term.value_column) from None
        compare = _COMPARE[term.op]
        if term.key == "mv":
            return _bits([i for i, value in enumerate(self.index.mana_values) if compare(value, wanted)])
        found = []
        for card, printed in enumerate(self.index.powers if term.key == "pow" else self.index.toughnesses):
            for face in printed.split("|"):
                try:
                    number = float(face)  # "*", "1+*" and "" (no power) are no number
                except ValueError:
                    continue
                if compare(number, wanted):
                    found.append(card)
                    break
        return _bits(found)

    def colors(self, term: Term) -> int:
        value = term.value.lower()
        have = self.index.colors if term.key == "c" else self.index.identities
        if value in ("c", "colorless", "colourless", "m", "multicolor", "multicolour", "multicolored", "multicoloured"):
            if term.op not in (":", "=", "!="):
                raise QueryError(f"{term.key}{term.op}{term.value}: colourless and multicoloured take :, = or !=", term.column)
            multi = value.startswith("m")
            found = [i for i, letters in enumerate(have) if (len(letters) >= 2 if multi else not letters)]
            bits = _bits(found)
            return self.all & ~bits if term.op == "!=" else bits
        letters = _COLOR_WORDS.get(value) or value.upper()
        bad = next((letter for letter in letters if letter not in _COLORS), None)
        if bad is not None:
            raise QueryError(f"{term.key}: takes colours W U B R G (or C, M, or a colour's name), not {term.value!r}", term.value_column)
        wanted = frozenset(letters)
        # Scryfall's ":" means "at least" for colours, "at most" (fits the deck) for identity
        op = term.op if term.op != ":" else (">=" if term.key == "c" else "<=")
        compare = _SET_COMPARE[op]
        return _bits([i for i, letters in enumerate(have) if compare(frozenset(letters), wanted)])


def _singular(value: str, values: Any) -> str | None:
    """The one value of ``values`` that ``value`` is an English plural of, or None (none, or
    more than one)."""
    from ..vocabulary import plurals, singular_candidates

    found = {candidate for candidate in singular_candidates(value) if candidate in values and value in plurals(candidate)}
    if not found:  # the irregular plurals are kept capitalised, as the subtypes they are
        found = {
            candidate.lower() for candidate in singular_candidates(value.capitalize())
            if candidate.lower() in values and value.capitalize() in plurals(candidate)
        }
    return found.pop() if len(found) == 1 else None


def list_terms(index: Index) -> list[tuple[str, str, list[tuple[str, int]]]]:
    """Each kind of term, its meaning, and its values with the number of cards of each: the
    closed vocabularies whole (0 for a value no card has), the others as found in the index."""
    listed = []
    for key, kind in terms.KINDS.items():
        postings = index.postings.get(key)
        if kind.closed:
            names = index.vocabulary.get(key, {})
            values = [(names[value], len(postings.get(value, ()) if postings else ())) for value in sorted(names, key=lambda v: names[v].lower())]
        elif postings is not None:
            values = [(index.shown[key][value], len(cards)) for value, cards in sorted(postings.items(), key=lambda item: index.shown[key][item[0]])]
        else:
            values = []
        listed.append((key, kind.meaning, values))
    return listed


def environment_cache() -> Any | None:
    """The compile cache (:class:`oraclec.compiledb.Cache`) or None when there is no folder to
    keep it in (no home folder)."""
    from .. import compiledb

    try:
        return compiledb.Cache.open()
    except RuntimeError:
        return None

