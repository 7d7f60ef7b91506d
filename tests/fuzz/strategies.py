"""Hypothesis strategies for what users give oraclec: card text, card databases, scenario files.

Inputs start from real ones, damaged: card texts of the bundled corpus with words deleted,
duplicated, swapped or inserted; databases of real cards written in each format oraclec reads,
then broken at the JSON, byte and gzip level; scenario files of tests/scenarios/ with lines
shuffled and numbers pushed to extremes. Beside them come inputs no corpus holds: random Unicode
(lone surrogates, control characters, bidirectional marks, zero-width characters), quoted
abilities nested deep, very long texts, numbers of thousands of digits.

Used by tests/fuzz/test_fuzz_cli.py (a few hundred examples) and benchmarks/fuzz.py (millions).
Every strategy draws only through Hypothesis, so a failing input shrinks and replays.
"""

from __future__ import annotations

import functools
import gzip
import json
import re
from pathlib import Path
from typing import Any

import attrs
from hypothesis import strategies as st

REPOSITORY = Path(__file__).resolve().parents[2]
CORPUS = REPOSITORY / "cards" / "oracle-cards.jsonl.gz"
SCENARIOS = REPOSITORY / "tests" / "scenarios"


# -- the real inputs mutations start from ----------------------------------------------------------
@functools.cache
def corpus_objects() -> tuple[dict[str, Any], ...]:
    """The Scryfall card objects of the bundled database, in its order."""
    with gzip.open(CORPUS, "rt", encoding="utf-8") as handle:
        return tuple(json.loads(line) for line in handle if line.strip())


@functools.cache
def corpus_texts() -> tuple[str, ...]:
    """Every distinct Oracle text of the corpus (each face's), in corpus order."""
    texts: dict[str, None] = {}
    for obj in corpus_objects():
        for face in [obj, *(obj.get("card_faces") or ())]:
            text = face.get("oracle_text")
            if text:
                texts[text] = None
    return tuple(texts)


@functools.cache
def corpus_words() -> tuple[str, ...]:
    """The words of the corpus's texts (as split at spaces), each once, sorted."""
    return tuple(sorted({word for text in corpus_texts() for word in text.split()}))


@functools.cache
def corpus_text_choices() -> st.SearchStrategy[str]:
    """One of :func:`corpus_texts`: one strategy object for every draw, since Hypothesis labels
    a new ``sampled_from`` by going through all of its elements (30,000 texts)."""
    return st.sampled_from(corpus_texts())


@functools.cache
def corpus_word_choices() -> st.SearchStrategy[str]:
    """One of :func:`corpus_words` (one strategy object, as :func:`corpus_text_choices`)."""
    return st.sampled_from(corpus_words())


@functools.cache
def scenario_sources() -> tuple[tuple[str, str], ...]:
    """(file name, text) of every scenario file of tests/scenarios/, by name."""
    return tuple((path.name, path.read_text(encoding="utf-8")) for path in sorted(SCENARIOS.glob("*.toml")))


# -- pieces of text --------------------------------------------------------------------------------
#: characters that text handling gets wrong: controls, line and paragraph separators, bidirectional
#: and zero-width marks, lone surrogates (what a non-UTF-8 argv byte becomes), combining marks,
#: noncharacters, digits and dashes of other scripts, characters whose case mapping grows
ODD_CHARACTERS = (
    "\x00", "\x01", "\x07", "\x08", "\t", "\x0b", "\x0c", "\r", "\r\n", "\x1b", "\x1b[31m", "\x7f",
    "\x85", "\xa0", "\u2028", "\u2029", "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff",
    "\u200e", "\u200f", "\u061c", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e",
    "\u2066", "\u2067", "\u2068", "\u2069",
    "\ud800", "\udbff", "\udc00", "\udfff", "\udc80", "\udcff", "\ud83d",
    "\u0301", "\u0336", "\u20dd", "\ufffd", "\ufffe", "\uffff", "\U0010ffff", "\U000e0041",
    "\U0001f525", "\u2014", "\u2013", "\u2212", "\u2022", "\xbd", "\u221e", "\u2160", "\u2460",
    "\u0663", "\uff11", "\U0001d7d7", "\u0130", "\xdf", "\ufb03", "\u01c5", "\u0345", "\u03a3",
)
#: mana and loyalty symbols, punctuation and quoting, whole and broken
SYMBOLS = (
    "{T}", "{Q}", "{E}", "{X}", "{C}", "{S}", "{W/U}", "{2/W}", "{G/P}", "{W/U/P}", "{H}", "{½}",
    "{∞}", "{100}", "{1000000}", "{999999999999}", "{18446744073709551616}", "{-1}", "{0}", "{}",
    "{", "}", "{{", "}}", "{T", "{{T}}", "{W}{U}{B}{R}{G}", "[+1]", "[−2]", "[-X]", "[0]",
    "[+99999999999999999999]", "•", "—", "-", "(", ")", "((", "))", ":", ";", ",", ".", "..", "+",
    "/", "*", "+*/+*", "+1/+1", "-1/-1", "CARDNAME", "~", "\\", '\\"', '"', "'", "“", "”", "‘",
    "’", "«", "»", "\n", "\n\n", "\n• ", " ", "  ",
)
#: numbers at and beyond every width a program may store them in
EXTREME_NUMBERS = (
    "0", "-0", "00", "007", "-1", "X", "½", "1.5", "1e9", "1e400", "NaN", "∞",
    "2147483647", "2147483648", "4294967296", "9223372036854775807", "9223372036854775808",
    "18446744073709551616", "999999999999", "340282366920938463463374607431768211456",
)

#: a digit string of up to 5000 digits (a number near 10^5000)
huge_digit_strings = st.one_of(
    st.integers(20, 5000).map(lambda n: "9" * n),
    st.integers(20, 5000).map(lambda n: "1" + "0" * (n - 1)),
)
extreme_numbers = st.one_of(
    st.sampled_from(EXTREME_NUMBERS),
    st.integers(-(2**70), 2**70).map(str),
    huge_digit_strings,
)
inserted_tokens = st.one_of(
    st.sampled_from(ODD_CHARACTERS),
    st.sampled_from(SYMBOLS),
    extreme_numbers,
    st.deferred(lambda: corpus_word_choices()),
    st.text(max_size=6),
    extreme_numbers.map(lambda n: f"{{{n}}}"),
)
#: every code point, surrogates included (st.characters leaves them out unless told)
any_character = st.characters(codec=None, exclude_categories=())

#: templates of real wordings that hold a number, for extreme numbers in the places numbers go
NUMBER_TEMPLATES = (
    "Draw {n} cards.", "Target creature gets +{n}/+{n} until end of turn.", "Add {{{n}}}.",
    "{{{n}}}: Draw a card.", "This creature deals {n} damage to any target.",
    "Create {n} 1/1 white Soldier creature tokens.", "Mill {n} cards.", "Scry {n}.",
    "You gain {n} life.", "Put {n} +1/+1 counters on target creature.", "Amass Orcs {n}.",
    "Flashback {{{n}}}", "Ward {{{n}}}", "Level up {{{n}}}\nLEVEL {n}-{n}\n{n}/{n}",
    "[+{n}]: Draw a card.", "[−{n}]: Destroy target creature.", "Dredge {n}",
    "Target player loses {n} life.", "Equip {{{n}}}", "Cycling {{{n}}}", "Bushido {n}",
    "Target creature gets -{n}/-{n} until end of turn.", "As long as you have {n} or more life, this creature gets +{n}/+{n}.",
)

#: what a quoted ability may say, at the innermost level of a nesting
INNER_ABILITIES = ("Flying", "{T}: Draw a card.", "This creature gets +1/+1.", "")
#: how a nested quote may be written at each level
QUOTE_STYLES = ("straight", "alternating", "escaped", "curly", "unclosed")


# -- card texts ------------------------------------------------------------------------------------
@st.composite
def real_texts(draw: st.DrawFn) -> str:
    """An Oracle text of the corpus, unchanged."""
    return draw(corpus_text_choices())


_NUMBER = re.compile(r"\d+")


@st.composite
def mutated_texts(draw: st.DrawFn, max_mutations: int = 4) -> str:
    """A corpus text with a few mutations: words deleted, duplicated, swapped, inserted or
    replaced, numbers made extreme, characters inserted, the text cut short."""
    text = draw(real_texts())
    for _ in range(draw(st.integers(1, max_mutations))):
        text = _mutate(draw, text)
    return text


def _mutate(draw: st.DrawFn, text: str) -> str:
    words = text.split(" ")
    op = draw(st.sampled_from(("delete", "duplicate", "swap", "insert", "replace", "number", "character", "cut", "join")))
    index = draw(st.integers(0, len(words) - 1))
    if op == "delete" and len(words) > 1:
        del words[index]
    elif op == "duplicate":
        words.insert(index, words[index])
    elif op == "swap":
        other = draw(st.integers(0, len(words) - 1))
        words[index], words[other] = words[other], words[index]
    elif op == "insert":
        words.insert(index, draw(inserted_tokens))
    elif op == "replace":
        words[index] = draw(inserted_tokens)
    elif op == "number":
        numbers = list(_NUMBER.finditer(text))
        if numbers:
            found = numbers[draw(st.integers(0, len(numbers) - 1))]
            return text[: found.start()] + draw(extreme_numbers) + text[found.end() :]
        words.insert(index, draw(extreme_numbers))
    elif op == "character":
        at = draw(st.integers(0, len(text)))
        return text[:at] + draw(st.one_of(st.sampled_from(ODD_CHARACTERS), any_character)) + text[at:]
    elif op == "cut":
        return text[: draw(st.integers(0, len(text)))]
    elif op == "join":  # every ability on one line, or a line break in the middle of one
        return text.replace("\n", " ") if "\n" in text else text.replace(" ", "\n", 1)
    return " ".join(words)


@functools.cache  # one strategy object per size: Hypothesis validates each new one
def random_unicode(max_size: int = 80) -> st.SearchStrategy[str]:
    """Text of any code points, or mostly of the odd ones among Oracle words."""
    return st.one_of(
        st.text(any_character, max_size=max_size),
        st.lists(st.one_of(st.sampled_from(ODD_CHARACTERS), st.sampled_from(SYMBOLS), any_character), max_size=max_size // 4).map("".join),
        st.lists(st.one_of(st.deferred(lambda: corpus_word_choices()), st.sampled_from(ODD_CHARACTERS)), max_size=12).map(" ".join),
    )


@st.composite
def nested_quotes(draw: st.DrawFn, max_depth: int = 200) -> str:
    """A quoted ability granting a quoted ability granting ..., ``depth`` levels deep:
    ``Target creature gains "{T}: Target creature gains \\"...\\" until end of turn." until end of turn.``
    """
    depth = draw(st.one_of(st.integers(1, 8), st.sampled_from([d for d in (16, 50, 200, 1000) if d <= max_depth])))
    style = draw(st.sampled_from(QUOTE_STYLES))
    if style == "escaped":
        depth = min(depth, 12)  # each level doubles the backslashes of the one inside
    text = draw(st.sampled_from(INNER_ABILITIES))
    frames = ("Target creature gains {q}{inner}{c} until end of turn.", "Creatures you control have {q}{inner}{c}",
              "{{T}}: Target creature gains {q}{inner}{c} until end of turn.", "When this creature enters, it gains {q}{inner}{c}")
    for level in range(depth):
        frame = frames[level % len(frames)] if draw(st.booleans()) else frames[0]
        if style == "straight" or style == "unclosed":
            opening = closing = '"'
        elif style == "alternating":
            opening = closing = '"' if level % 2 else "'"
        elif style == "curly":
            opening, closing = "“", "”"
        else:
            text = text.replace("\\", "\\\\").replace('"', '\\"')
            opening = closing = '"'
        if style == "unclosed":
            closing = ""
        text = frame.format(q=opening, inner=text, c=closing)
    return text


@st.composite
def long_texts(draw: st.DrawFn, max_chars: int = 20_000) -> str:
    """Texts up to about ``max_chars`` long: a real text or word repeated, one endless word,
    thousands of lines or sentences."""
    kind = draw(st.sampled_from(("text", "word", "letters", "lines", "sentences", "spaces")))
    if kind == "text":
        unit = draw(real_texts()) + draw(st.sampled_from((" ", "\n", "")))
    elif kind == "word":
        unit = draw(corpus_word_choices()) + " "
    elif kind == "letters":
        unit = draw(st.sampled_from(("a", "9", "{", "(", '"', "{T}", "—", "\u200b", "\udc80")))
    elif kind == "lines":
        unit = "Flying\n"
    elif kind == "sentences":
        unit = "Draw a card. "
    else:
        unit = " "
    count = draw(st.integers(1, max(1, max_chars // max(1, len(unit)))))
    return unit * count


@st.composite
def number_texts(draw: st.DrawFn) -> str:
    """A real wording with an extreme number in it."""
    template = draw(st.sampled_from(NUMBER_TEMPLATES))
    return template.format(n=draw(extreme_numbers))


def card_texts(max_chars: int = 20_000) -> st.SearchStrategy[str]:
    """Card text of every kind above; most of it mutated corpus text (shrinks toward the corpus)."""
    mutated = mutated_texts()
    return st.one_of(
        real_texts(), mutated, mutated, mutated, random_unicode(), nested_quotes(max_depth=200 if max_chars < 100_000 else 1000),
        long_texts(max_chars), number_texts(),
    )


#: the options of ``oraclec lint`` that give the rest of a card given as text
CARD_FIELD_OPTIONS = ("--name", "--type", "--cost", "--pt", "--loyalty", "--defense")


#: stands for the real card's value of a field in :func:`_field_values`
_REAL_VALUE = object()


@functools.cache
def _field_values() -> dict[str, st.SearchStrategy[Any]]:
    """Per option of :data:`CARD_FIELD_OPTIONS`, its values, :data:`_REAL_VALUE` among them: built
    once, not on every draw (Hypothesis validates every new strategy, which costs more than the
    draw)."""
    odd = st.one_of(random_unicode(20), extreme_numbers, st.sampled_from(SYMBOLS))
    real = st.just(_REAL_VALUE)
    return {
        "--name": st.one_of(real, odd),
        "--type": st.one_of(real, st.sampled_from(("Creature — Elf", "Legendary Planeswalker — Jace", "Battle — Siege", "Token Creature", "Tribal Instant — Elf")), odd),
        "--cost": st.one_of(real, extreme_numbers.map(lambda n: f"{{{n}}}"), st.sampled_from(SYMBOLS), odd),
        "--pt": st.one_of(st.sampled_from(("2/2", "*/*", "1+*/1", "-1/-1", "0/0", "/", "2", "2/2/2")), st.tuples(extreme_numbers, extreme_numbers).map("/".join), odd),
        "--loyalty": st.one_of(st.sampled_from(("3", "X", "*")), extreme_numbers, odd),
        "--defense": st.one_of(st.sampled_from(("5", "X")), extreme_numbers, odd),
    }


@functools.cache
def _field_options() -> st.SearchStrategy[list[str]]:
    return st.lists(st.sampled_from(CARD_FIELD_OPTIONS), unique=True, max_size=4)


#: the real card's value of each option that may take one
_REAL_FIELDS = {"--name": "name", "--type": "type_line", "--cost": "mana_cost"}


@st.composite
def card_fields(draw: st.DrawFn) -> list[str]:
    """Options of ``oraclec lint`` for the rest of a card: real values, extreme ones, odd text."""
    objects = corpus_objects()
    real = objects[draw(st.integers(0, len(objects) - 1))]
    values = _field_values()
    argv: list[str] = []
    for option in draw(_field_options()):
        value = draw(values[option])
        if value is _REAL_VALUE:
            value = real.get(_REAL_FIELDS[option]) or ""
        argv += [f"{option}={value}"]  # '=': a value starting with '-' stays a value
    return argv


# -- card databases --------------------------------------------------------------------------------
#: the fields the loaders read, Scryfall's and MTGJSON's
SCRYFALL_FIELDS = ("object", "name", "layout", "mana_cost", "type_line", "oracle_text", "power", "toughness",
                   "loyalty", "defense", "keywords", "color_identity", "card_faces", "oracle_id", "data")
MTGJSON_FIELDS = ("name", "faceName", "manaCost", "type", "text", "power", "toughness", "loyalty", "defense",
                  "layout", "keywords", "colorIdentity", "identifiers", "side", "meta", "data", "cards")
DATABASE_FORMATS = ("scryfall-array", "scryfall-jsonl", "scryfall-card", "scryfall-list", "mtgjson-atomic")

#: JSON values of every type, for a field of the wrong one
json_values = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False, allow_infinity=False),
        st.text(max_size=8), st.sampled_from((2**64, -(2**63) - 1, 10**400, "", " ", "{T}")),
    ),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(SCRYFALL_FIELDS + MTGJSON_FIELDS), inner, max_size=3)),
    max_leaves=6,
)
#: JSON text that no serialiser writes: bad literals, bad strings, deep nesting
RAW_JSON_TOKENS = (
    "NaN", "Infinity", "-Infinity", "1e400", "-0", "0x10", "01", "1.", ".5", "+1", "tru", "nul", "True", "None",
    '"\\ud800"', '"\\udc80\\ud800"', '"\\u0000"', '"\x00"', '"\x1f"', '"\\x41"', '"\\', '"abc', "'single'",
    "[1,]", "{,}", '{"a"}', '{"a":}', "[", "]", "{", "}", "", ",", ":", "//", "/* */",
    "9" * 5000, "-" + "9" * 5000, "1e" + "9" * 30,
)


@attrs.frozen
class DamagedFile:
    """A damaged input file: its bytes, and the steps that made it (for the report)."""

    data: bytes
    recipe: tuple[str, ...]

    def __repr__(self) -> str:
        return f"DamagedFile({len(self.data):,} bytes: {' / '.join(self.recipe)}; starts {self.data[:60]!r})"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # what Hypothesis prints: not 600 kB of bytes
        printer.text(repr(self))


def deep_json(depth: int, kind: str) -> str:
    if kind == "arrays":
        return "[" * depth + "]" * depth
    if kind == "objects":
        return '{"a":' * depth + "1" + "}" * depth
    return '[{"a":' * depth + "1" + "}]" * depth


deep_json_values = st.builds(deep_json, st.sampled_from((10, 100, 1000, 10_000, 100_000)), st.sampled_from(("arrays", "objects", "mixed")))


def to_mtgjson(objects: list[dict[str, Any]]) -> dict[str, Any]:
    """Scryfall card objects as an MTGJSON AtomicCards document."""
    data: dict[str, Any] = {}
    for obj in objects:
        faces = obj.get("card_faces") or [obj]
        data[obj["name"]] = [
            {
                "name": obj["name"], **({"faceName": face.get("name")} if "card_faces" in obj else {}),
                "manaCost": face.get("mana_cost"), "type": face.get("type_line") or obj.get("type_line"),
                "text": face.get("oracle_text"), "power": face.get("power"), "toughness": face.get("toughness"),
                "loyalty": face.get("loyalty"), "defense": face.get("defense"), "layout": obj.get("layout"),
                "keywords": obj.get("keywords"), "colorIdentity": obj.get("color_identity"),
                "identifiers": {"scryfallOracleId": obj.get("oracle_id")},
                **({"side": "ab"[index]} if "card_faces" in obj and index < 2 else {}),
            }
            for index, face in enumerate(faces)
        ]
    return {"meta": {"date": "2024-01-01", "version": "5.2.2"}, "data": data}


@st.composite
def clean_databases(draw: st.DrawFn, max_cards: int = 4) -> tuple[bytes, tuple[str, ...]]:
    """A database of a few real cards, in one of the formats oraclec reads, undamaged."""
    objects = corpus_objects()
    picked = [objects[i] for i in draw(st.lists(st.integers(0, len(objects) - 1), min_size=1, max_size=max_cards))]
    form = draw(st.sampled_from(DATABASE_FORMATS))
    return _serialise(picked, form, indent=None), (f"{len(picked)} cards as {form}",)


def _serialise(objects: list[dict[str, Any]], form: str, *, indent: int | None, ensure_ascii: bool = False) -> bytes:
    dump = functools.partial(json.dumps, indent=indent, ensure_ascii=ensure_ascii)
    if form == "scryfall-jsonl":
        text = "\n".join(json.dumps(o, ensure_ascii=ensure_ascii) for o in objects) + "\n"
    elif form == "scryfall-card":
        text = dump(objects[0])
    elif form == "scryfall-list":
        text = dump({"object": "list", "has_more": False, "data": objects})
    elif form == "mtgjson-atomic":
        text = dump(to_mtgjson(objects))
    else:
        text = dump(objects)
    return text.encode("utf-8", "surrogatepass")


#: replaced in the serialised text by raw JSON (deep nesting, bad literals); a string no card holds
_SENTINEL = "\x00fuzz-raw-json\x00"


@st.composite
def databases(draw: st.DrawFn, max_cards: int = 4, allow_deep: bool = True) -> DamagedFile:
    """A database of real cards, damaged: fields of the wrong type or missing, raw JSON in a
    field (deep nesting, bad literals), duplicate keys, then at the byte level (cut short, bytes
    that are not UTF-8, data after the document, a byte-order mark) and the gzip level (cut short,
    a byte flipped, garbage after it)."""
    objects = corpus_objects()
    picked = [json.loads(json.dumps(objects[i])) for i in draw(st.lists(st.integers(0, len(objects) - 1), min_size=1, max_size=max_cards))]
    form = draw(st.sampled_from(DATABASE_FORMATS))
    recipe = [f"{len(picked)} cards as {form}"]
    document: Any = to_mtgjson(picked) if form == "mtgjson-atomic" else picked
    raw_values: list[str] = []
    for _ in range(draw(st.integers(0, 3))):
        op = draw(st.sampled_from(("wrong type", "delete field", "raw json")))
        target = _pick_object(draw, document)
        if target is None:
            continue
        key = draw(st.sampled_from(sorted({*target, *(MTGJSON_FIELDS if form == "mtgjson-atomic" else SCRYFALL_FIELDS)})))
        if op == "wrong type":
            target[key] = draw(json_values)
            recipe.append(f"{key!r} = {_short(json.dumps(target[key]))}")
        elif op == "delete field":
            target.pop(key, None)
            recipe.append(f"{key!r} deleted")
        else:
            raw = draw(st.one_of(st.sampled_from(RAW_JSON_TOKENS), deep_json_values if allow_deep else st.nothing()))
            target[key] = f"{_SENTINEL}{len(raw_values)}"
            raw_values.append(raw)
            recipe.append(f"{key!r} = raw {_short(raw)}")
    if form == "mtgjson-atomic":
        text = json.dumps(document, indent=draw(st.sampled_from((None, 2))), ensure_ascii=draw(st.booleans()))
    elif form == "scryfall-jsonl":
        text = "\n".join(json.dumps(o, ensure_ascii=draw(st.booleans())) for o in document) + "\n"
    else:
        wrapped = {"scryfall-card": document[0], "scryfall-list": {"object": "list", "has_more": False, "data": document}}.get(form, document)
        text = json.dumps(wrapped, indent=draw(st.sampled_from((None, 1, 4))), ensure_ascii=draw(st.booleans()))
    for index, raw in enumerate(raw_values):
        text = text.replace(json.dumps(f"{_SENTINEL}{index}", ensure_ascii=False), raw).replace(json.dumps(f"{_SENTINEL}{index}"), raw)
    if draw(st.booleans()):
        text = _duplicate_key(draw, text, form, recipe)
    data = text.encode("utf-8", "surrogatepass")
    data = _damage_bytes(draw, data, recipe)
    if draw(st.integers(0, 3)) == 0:
        data = _gzip(draw, data, recipe)
    return DamagedFile(data, tuple(recipe))


def _pick_object(draw: st.DrawFn, document: Any) -> dict[str, Any] | None:
    """A card or face object of the document, or the document itself."""
    candidates: list[dict[str, Any]] = []

    def walk(value: Any, depth: int) -> None:
        if isinstance(value, dict):
            candidates.append(value)
            children = value.values()
        elif isinstance(value, list):
            children = value
        else:
            return
        if depth < 4:
            for child in children:
                walk(child, depth + 1)

    walk(document, 0)
    return candidates[draw(st.integers(0, len(candidates) - 1))] if candidates else None


def _duplicate_key(draw: st.DrawFn, text: str, form: str, recipe: list[str]) -> str:
    """A second member of a name the object already has, written before the first."""
    starts = [m.end() for m in re.finditer(r'\{(?=\s*")', text)]
    if not starts:
        return text
    at = starts[draw(st.integers(0, len(starts) - 1))]
    key = draw(st.sampled_from(MTGJSON_FIELDS if form == "mtgjson-atomic" else SCRYFALL_FIELDS))
    value = draw(st.one_of(json_values.map(json.dumps), st.sampled_from(RAW_JSON_TOKENS[:6])))
    recipe.append(f"duplicate key {key!r}: {_short(value)}")
    return f'{text[:at]}"{key}": {value}, {text[at:]}'


#: bytes that are not UTF-8: a lone continuation byte, a lead byte without its continuation, an
#: encoded surrogate, an overlong form, a byte beyond U+10FFFF, Latin-1 text
BAD_BYTES = (b"\xff", b"\xfe", b"\x80", b"\xc3", b"\xc3\x28", b"\xe2\x82", b"\xed\xa0\x80", b"\xed\xbf\xbf",
             b"\xc0\xaf", b"\xf4\x90\x80\x80", b"\xf5\x80\x80\x80", b"Jos\xe9")
#: what may follow the document
TRAILING = (b"[]", b"{}", b"]", b"}", b",", b"x", b"\x00", b'{"name": "Extra"}', b"\n\n  \n", b"\x1a", b"//", b"null",
            b'"tail"', b"\xff", b"\n" + b"[" * 10_000)
#: byte-order marks, the right one and wrong ones
BOMS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf\xef\xbb\xbf")


def _damage_bytes(draw: st.DrawFn, data: bytes, recipe: list[str]) -> bytes:
    for _ in range(draw(st.integers(0, 2))):
        op = draw(st.sampled_from(("cut", "bad bytes", "trailing", "bom", "flip", "nul", "duplicate")))
        at = draw(st.integers(0, len(data)))
        if op == "cut":
            data = data[:at]
            recipe.append(f"cut at byte {at}")
        elif op == "bad bytes":
            bad = draw(st.sampled_from(BAD_BYTES))
            data = data[:at] + bad + data[at:]
            recipe.append(f"{bad!r} at byte {at}")
        elif op == "trailing":
            tail = draw(st.one_of(st.sampled_from(TRAILING), st.just(data)))
            data += tail
            recipe.append(f"trailing {_short(repr(tail))}")
        elif op == "bom":
            bom = draw(st.sampled_from(BOMS))
            data = bom + data
            recipe.append(f"byte-order mark {bom!r}")
        elif op == "flip" and data:
            at = min(at, len(data) - 1)
            data = data[:at] + bytes([data[at] ^ draw(st.integers(1, 255))]) + data[at + 1 :]
            recipe.append(f"byte {at} flipped")
        elif op == "nul":
            data = data[:at] + b"\x00" + data[at:]
            recipe.append(f"NUL at byte {at}")
        elif op == "duplicate":
            end = draw(st.integers(at, len(data)))
            data = data[:end] + data[at:end] + data[end:]
            recipe.append(f"bytes {at}-{end} repeated")
    return data


def _gzip(draw: st.DrawFn, data: bytes, recipe: list[str]) -> bytes:
    packed = gzip.compress(data, mtime=0)
    op = draw(st.sampled_from(("none", "cut", "flip", "garbage", "two members", "twice")))
    at = draw(st.integers(0, len(packed) - 1))
    if op == "cut":
        packed = packed[:at]
    elif op == "flip":
        packed = packed[:at] + bytes([packed[at] ^ draw(st.integers(1, 255))]) + packed[at + 1 :]
    elif op == "garbage":
        packed += draw(st.sampled_from((b"\x00", b"garbage", b"\x1f\x8b", b"\x1f\x8b\x08\x00")))
    elif op == "two members":
        packed += gzip.compress(data[: len(data) // 2], mtime=0)
    elif op == "twice":
        packed = gzip.compress(packed, mtime=0)
    recipe.append(f"gzip ({op}{f' at byte {at}' if op in ('cut', 'flip') else ''})")
    return packed


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} chars)"


# -- damaged caches --------------------------------------------------------------------------------
CACHE_DAMAGES = ("truncate", "flip", "directory", "empty", "delete", "append", "garbage")


@st.composite
def cache_damages(draw: st.DrawFn) -> tuple[tuple[int, str, int, int], ...]:
    """Damage to the files of a cache folder: (which file, by index among the folder's files in
    name order; how; at which fraction of its size, in thousandths; the byte xor'd in)."""
    return tuple(
        draw(st.tuples(st.integers(0, 7), st.sampled_from(CACHE_DAMAGES), st.integers(0, 1000), st.integers(1, 255)))
        for _ in range(draw(st.integers(1, 3)))
    )


@attrs.frozen
class CacheCase:
    """Databases to compile one after another with one cache (JSON Lines of real cards; the
    later ones a changed version of the first), and the damage done to the cache after the first."""

    databases: tuple[bytes, ...]
    change: str
    damages: tuple[tuple[int, str, int, int], ...]

    def __repr__(self) -> str:
        sizes = ", ".join(f"{len(d):,} bytes" for d in self.databases)
        return f"CacheCase(databases of {sizes}; {self.change}; damages {self.damages})"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(repr(self))


@st.composite
def cache_cases(draw: st.DrawFn, max_cards: int = 5) -> CacheCase:
    objects = corpus_objects()
    indexes = draw(st.lists(st.integers(0, len(objects) - 1), min_size=1, max_size=max_cards, unique=True))
    first = [objects[i] for i in indexes]
    change = draw(st.sampled_from(("same database", "one card fewer", "one card more", "one text changed")))
    if change == "one card fewer" and len(first) > 1:
        later = first[:-1]
    elif change == "one card more":
        later = [*first, objects[draw(st.integers(0, len(objects) - 1))]]
    elif change == "one text changed":
        edited = dict(first[-1], oracle_text=draw(mutated_texts(max_mutations=1)))
        edited.pop("card_faces", None)
        later = [*first[:-1], edited]
    else:
        change, later = "same database", first
    databases = tuple(_serialise(d, "scryfall-jsonl", indent=None) for d in (first, later) if d is first or change != "same database")
    return CacheCase(databases, change, draw(cache_damages()))


def damage_cache(folder: Path, damages: tuple[tuple[int, str, int, int], ...]) -> list[str]:
    """Apply ``damages`` to the files of ``folder`` (numbered in name order before any damage);
    what was done, in words."""
    done: list[str] = []
    files = sorted(p for p in folder.iterdir() if p.is_file())
    for which, how, where, xor in damages:
        if not files:
            break
        path = files[which % len(files)]
        if not path.is_file():  # deleted or made a folder by an earlier damage
            continue
        data = path.read_bytes()
        at = len(data) * where // 1000
        if how == "truncate":
            path.write_bytes(data[:at])
        elif how == "flip" and data:
            at = min(at, len(data) - 1)
            path.write_bytes(data[:at] + bytes([data[at] ^ xor]) + data[at + 1 :])
        elif how == "directory":
            path.unlink()
            path.mkdir()
        elif how == "empty":
            path.write_bytes(b"")
        elif how == "delete":
            path.unlink()
        elif how == "append":
            path.write_bytes(data + data[at:])
        elif how == "garbage":
            path.write_bytes(bytes([xor]) * (at + 1))
        done.append(f"{how} {path.name}" + (f" at byte {at}" if how in ("truncate", "flip", "append") else ""))
    return done


# -- scenario files --------------------------------------------------------------------------------
_TOML_INTEGER = re.compile(r"(?<=[=\[,{]\s)-?\d+\b|(?<=[=\[,{])-?\d+\b")
_TOML_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
EXTREME_STEPS = (
    '[[step]]\ndo = "draw"\ncount = {n}', '[[step]]\ndo = "mill"\ncount = {n}', '[[step]]\ndo = "resolve"\ncount = {n}',
    '[[step]]\ndo = "advance"\ncount = {n}', '[[step]]\ndo = "cast"\ncard = "Grizzly Bears"\nx = {n}',
    '[[step]]\ndo = "pass"\nanswers = {{ x = [{n}], number = [{n}], mode = [{n}] }}',
)


@st.composite
def scenario_files(draw: st.DrawFn, max_list: int = 10_000) -> DamagedFile:
    """A scenario file of tests/scenarios/, mutated: lines deleted, duplicated or swapped,
    numbers pushed to extremes, strings replaced, steps with extreme counts, deep arrays, huge
    zones, bytes that are not UTF-8, the file cut short."""
    name, text = draw(st.sampled_from(scenario_sources()))
    recipe = [name]
    for _ in range(draw(st.integers(1, 4))):
        lines = text.split("\n")
        index = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(("delete line", "duplicate line", "swap lines", "number", "number", "string",
                                   "extreme step", "deep array", "huge zone", "odd line", "cut")))
        if op == "delete line":
            del lines[index]
        elif op == "duplicate line":
            lines.insert(index, lines[index])
        elif op == "swap lines":
            other = draw(st.integers(0, len(lines) - 1))
            lines[index], lines[other] = lines[other], lines[index]
        elif op == "number":
            numbers = list(_TOML_INTEGER.finditer(text))
            if numbers:
                found = numbers[draw(st.integers(0, len(numbers) - 1))]
                value = draw(st.one_of(st.sampled_from(("0", "-1", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
                                                        "18446744073709551616", "1000000000", "1_000_000", "1e9", "inf", "nan")), huge_digit_strings))
                text = text[: found.start()] + value + text[found.end() :]
                recipe.append(f"number at {found.start()} -> {_short(value, 20)}")
                continue
        elif op == "string":
            strings = list(_TOML_STRING.finditer(text))
            if strings:
                found = strings[draw(st.integers(0, len(strings) - 1))]
                value = draw(st.one_of(corpus_word_choices(), random_unicode(12), st.sampled_from(("", "none", "all", "alice", "bob", "Island#99999999999999999999", "Island#0", "Island#-1"))))
                text = text[: found.start()] + json.dumps(value) + text[found.end() :]
                recipe.append(f"string at {found.start()} -> {_short(json.dumps(value), 30)}")
                continue
        elif op == "extreme step":
            step = draw(st.sampled_from(EXTREME_STEPS)).format(n=draw(st.sampled_from(("1000000000", "9223372036854775807", "-1", "99999"))))
            lines.append(step)
        elif op == "deep array":
            depth = draw(st.sampled_from((10, 100, 1000, 10_000, 100_000)))
            key = draw(st.sampled_from(("library", "hand", "expect_warnings", "targets", "x")))
            lines.insert(index, f"{key} = {'[' * depth}{']' * depth}")
        elif op == "huge zone":
            count = draw(st.integers(0, max_list))
            zone = draw(st.sampled_from(("library", "hand", "graveyard", "battlefield")))
            card = draw(st.sampled_from(("Island", "Grizzly Bears", "Llanowar Elves")))
            lines = [*lines[: index], f'{zone} = [{", ".join([json.dumps(card)] * count)}]', *lines[index:]]
        elif op == "odd line":
            lines.insert(index, draw(st.sampled_from(("[players.carol]", "[[step]]", "[expect]", "a.b.c = 1", "'''", '"""',
                                                      "step = 'main1'", "[cards.\"Island\"]", "seed = 1e400", "[players]",
                                                      "\x00", "\ufeff", "\u2028", "= 1", "[[expect.permanent]]\ncount = -1"))))
        elif op == "cut":
            text = text[: draw(st.integers(0, len(text)))]
            recipe.append("cut")
            continue
        recipe.append(f"{op} at line {index + 1}")
        text = "\n".join(lines)
    data = text.encode("utf-8", "surrogatepass")
    if draw(st.integers(0, 7)) == 0:
        at = draw(st.integers(0, len(data)))
        bad = draw(st.sampled_from(BAD_BYTES))
        data = data[:at] + bad + data[at:]
        recipe.append(f"{bad!r} at byte {at}")
    return DamagedFile(data, tuple(recipe))


# -- command lines ---------------------------------------------------------------------------------
#: command lines whose error quotes one of the arguments (an extra argument, a missing file, an
#: option's value); ``{s}`` is the odd string, ``{folder}`` a scratch folder, ``{db}`` a small
#: database in it. Files are named inside the folder: nothing is read or written elsewhere.
ARGUMENT_TEMPLATES = (
    ("parse", "Flying", "{s}"),
    ("lint", "Flying", "{s}"),
    ("parse", "--text", "--", "{s}"),
    ("parse", "--name", "{s}", "--text", "When {s} enters, draw a card."),
    ("lint", "--name={s}", "--type={s}", "--text", "When {s} enters, draw a card."),
    ("play", "{folder}/{s}.toml"),
    ("compile", "{folder}/{s}.json", "-o", "-"),
    ("parse", "{folder}/{s}.txt"),
    ("lint", "{folder}/{s}.json"),
    ("compile", "{db}", "-o", "{folder}/{s}/out.jsonl"),
    ("lint", "--select", "{s}", "--text", "Flying"),
    ("lint", "--ignore={s}", "--text", "Flying"),
    ("lint", "--severity={s}", "--text", "Flying"),
    ("lint", "--output-format={s}", "--text", "Flying"),
    ("compile", "{db}", "-o", "-", "--jobs={s}"),
    ("parse", "--json", "--db={folder}/{s}.json"),
)
#: strings that break a one-line message or a terminal: line breaks of every kind, escapes
LINE_BREAKERS = ("a\nb", "a\rb", "a\r\nb", "x\n", "\n", "a\x0bb", "a\x0cb", "a\x85b", "a\u2028b", "a\u2029b", "a\x1b[2Jb", "a\x00b", "\udc80", "")


@st.composite
def odd_arguments(draw: st.DrawFn) -> tuple[str, ...]:
    """A command line from :data:`ARGUMENT_TEMPLATES` with an odd string in it ('/' left out, so
    that a file name stays in the scratch folder)."""
    template = draw(st.sampled_from(ARGUMENT_TEMPLATES))
    odd = draw(st.one_of(st.sampled_from(LINE_BREAKERS), random_unicode(24), st.text("\n\r ab-", max_size=6)))
    return tuple(part.replace("{s}", odd.replace("/", "_")) for part in template)
