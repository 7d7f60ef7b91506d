"""Loading card databases: every supported format, non-traditional objects, and bad input.

The format samples in tests/data/formats/ are copies of ../shared/data/formats/ (the same 18
cards as Scryfall bulk data and as MTGJSON AtomicCards).
"""

from __future__ import annotations

import copy
import gzip
import json
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from oraclec import cards
from oraclec.cli import main
from oraclec.jsonstream import JsonStream
from oraclec.text import abilities

FORMATS = Path(__file__).parent / "data" / "formats"
SCRYFALL = FORMATS / "scryfall-sample.json"
MTGJSON = FORMATS / "mtgjson-atomic-sample.json"
SAMPLE_NAMES = [
    "Saw It Coming", "Say Its Name", "Summons of Saruman", "Think Twice", "Golgari Grave-Troll",
    "Fire // Ice", "Delver of Secrets // Insectile Aberration", "Bonecrusher Giant // Stomp",
    "Jace, the Mind Sculptor", "Life from the Loam", "Lazotep Reaver", "Mentor of the Meek",
    "Dreadhorde Invasion", "Stinkweed Imp", "Deep Analysis", "Demonic Tutor", "Kozilek's Return",
    "Valki, God of Lies // Tibalt, Cosmic Impostor",
]  # fmt: skip


def scryfall_objects() -> list[dict[str, Any]]:
    return json.loads(SCRYFALL.read_text(encoding="utf-8"))


def write(path: Path, text: str, *, compress: bool = False) -> Path:
    data = text.encode("utf-8")
    path.write_bytes(gzip.compress(data) if compress else data)
    return path


def by_name(source: cards.CardSource) -> dict[str, cards.Card]:
    return {card.name: card for card in source}


# -- Scryfall ----------------------------------------------------------------------------------------
def test_scryfall_bulk_array() -> None:
    source = cards.load(SCRYFALL)
    loaded = list(source)
    assert [c.name for c in loaded] == SAMPLE_NAMES
    assert source.format == "scryfall-array"
    assert source.objects == 18
    assert not source.skipped
    tutor = next(c for c in loaded if c.name == "Demonic Tutor")
    assert tutor.faces == (
        cards.Face(
            name="Demonic Tutor",
            mana_cost="{1}{B}",
            type_line=cards.TypeLine(text="Sorcery", types=("Sorcery",)),
            oracle_text="Search your library for a card, put that card into your hand, then shuffle.",
            colors=("B",),  # a one-faced card's object is its face
        ),
    )
    assert tutor.oracle_id == "82004860-e589-4e38-8d61-8c0210e4ea39"
    assert tutor.color_identity == ("B",)
    assert (tutor.colors, tutor.mana_value) == (("B",), 2.0)
    tutor_object = next(o for o in scryfall_objects() if o["name"] == "Demonic Tutor")
    assert tutor.identifiers == {key: tutor_object[key] for key in cards.SCRYFALL_IDENTIFIERS if key in tutor_object}
    assert tutor.identifiers["id"] == tutor_object["id"]
    # The position is where the object starts: the 16th top-level " {" of the pretty-printed file.
    starts = [n for n, line in enumerate(SCRYFALL.read_text(encoding="utf-8").splitlines(), 1) if line == " {"]
    assert tutor.origin == f"{SCRYFALL}: line {starts[15]}, column 2 (card 16)"


def test_scryfall_fields_and_type_line() -> None:
    loaded = by_name(cards.load(SCRYFALL))
    jace = loaded["Jace, the Mind Sculptor"].face
    assert (jace.supertypes, jace.types, jace.subtypes) == (("Legendary",), ("Planeswalker",), ("Jace",))
    assert jace.loyalty == "3"
    assert jace.power is None and jace.defense is None
    troll = loaded["Golgari Grave-Troll"]
    assert troll.face.types == ("Creature",) and troll.face.subtypes == ("Troll", "Skeleton")
    assert troll.keywords == ("Dredge", "Mill")
    assert (troll.face.power, troll.face.toughness) == ("0", "0")
    imp = loaded["Stinkweed Imp"]
    assert imp.keywords == ("Flying", "Dredge", "Mill")  # as the source gives them


@pytest.mark.parametrize(
    ("name", "layout", "faces"),
    [
        ("Fire // Ice", "split", [("Fire", "{1}{R}", "Instant"), ("Ice", "{1}{U}", "Instant")]),
        (
            "Delver of Secrets // Insectile Aberration",
            "transform",
            [("Delver of Secrets", "{U}", "Creature — Human Wizard"), ("Insectile Aberration", None, "Creature — Human Insect")],
        ),
        (
            "Bonecrusher Giant // Stomp",
            "adventure",
            [("Bonecrusher Giant", "{2}{R}", "Creature — Giant"), ("Stomp", "{1}{R}", "Instant — Adventure")],
        ),
        (
            "Valki, God of Lies // Tibalt, Cosmic Impostor",
            "modal_dfc",
            [("Valki, God of Lies", "{1}{B}", "Legendary Creature — God"), ("Tibalt, Cosmic Impostor", "{5}{B}{R}", "Legendary Planeswalker — Tibalt")],
        ),
    ],
)
@pytest.mark.parametrize("sample", [SCRYFALL, MTGJSON], ids=["scryfall", "mtgjson"])
def test_multi_face_cards(sample: Path, name: str, layout: str, faces: list[tuple[str, str | None, str]]) -> None:
    card = by_name(cards.load(sample))[name]
    assert card.layout == layout
    assert [(f.name, f.mana_cost, f.type_line.text) for f in card.faces] == faces
    assert all(f.oracle_text for f in card.faces)


def test_multi_face_details() -> None:
    loaded = by_name(cards.load(SCRYFALL))
    delver, aberration = loaded["Delver of Secrets // Insectile Aberration"].faces
    assert (delver.power, delver.toughness, aberration.power, aberration.toughness) == ("1", "1", "3", "2")
    assert aberration.oracle_text == "Flying"
    tibalt = loaded["Valki, God of Lies // Tibalt, Cosmic Impostor"].faces[1]
    assert tibalt.loyalty == "5" and tibalt.supertypes == ("Legendary",)
    assert loaded["Fire // Ice"].faces[1].oracle_text == "Tap target permanent.\nDraw a card."


def test_deduplicates_printings_by_oracle_id(tmp_path: Path) -> None:
    objects = scryfall_objects()
    reprint = copy.deepcopy(objects[0]) | {"set": "xyz"}  # same oracle id: another printing
    renamed = copy.deepcopy(objects[1]) | {"name": "Say Its Name (Alchemy)"}  # same oracle id too
    path = write(tmp_path / "default-cards.json", json.dumps([*objects, reprint, renamed]))
    source = cards.load(path)
    assert [c.name for c in source] == SAMPLE_NAMES
    assert source.skipped == {"duplicate": 2}
    assert source.objects == 20
    assert len(list(cards.load(path, dedupe=False))) == 20


def test_deduplicates_by_name_without_oracle_id(tmp_path: Path) -> None:
    objects = [{k: v for k, v in o.items() if k != "oracle_id"} for o in scryfall_objects()]
    path = write(tmp_path / "cards.json", json.dumps(objects + objects[:5]))
    source = cards.load(path)
    assert [c.name for c in source] == SAMPLE_NAMES
    assert source.skipped == {"duplicate": 5}


@pytest.mark.parametrize("compress", [False, True], ids=["plain", "gzip"])
def test_scryfall_json_lines(tmp_path: Path, compress: bool) -> None:
    lines = "\n".join(json.dumps(o, ensure_ascii=False) for o in scryfall_objects()) + "\n"
    path = write(tmp_path / "cards.jsonl", lines, compress=compress)
    source = cards.load(path)
    loaded = list(source)
    assert loaded == list(cards.load(SCRYFALL))
    assert source.format == "scryfall-jsonl"
    assert loaded[2].origin == f"{path}: line 3 (card 3)"


@pytest.mark.parametrize("compress", [False, True], ids=["plain", "gzip"])
def test_scryfall_array_gzip_and_plain_agree(tmp_path: Path, compress: bool) -> None:
    path = write(tmp_path / "cards.bin", SCRYFALL.read_text(encoding="utf-8"), compress=compress)
    assert list(cards.load(path)) == list(cards.load(SCRYFALL))  # recognised by content, not name


def test_scryfall_single_card_object(tmp_path: Path) -> None:
    obj = scryfall_objects()[5]
    path = write(tmp_path / "fire-ice.json", json.dumps(obj, indent=2))
    source = cards.load(path)
    (card,) = source
    assert card.name == "Fire // Ice" and len(card.faces) == 2
    assert source.format == "scryfall-card"


@pytest.mark.parametrize("data_first", [False, True], ids=["object-first", "data-first"])
def test_scryfall_api_list_object(tmp_path: Path, data_first: bool) -> None:
    objects = scryfall_objects()
    page = {"object": "list", "total_cards": 18, "has_more": False, "data": objects}
    if data_first:
        page = {"data": objects, "object": "list", "has_more": False}
    path = write(tmp_path / "search.json", json.dumps(page))
    source = cards.load(path)
    assert [c.name for c in source] == SAMPLE_NAMES
    assert source.format == "scryfall-list"
    assert source.objects == 18


def test_byte_order_mark_is_ignored(tmp_path: Path) -> None:
    path = write(tmp_path / "bom.json", "\ufeff" + SCRYFALL.read_text(encoding="utf-8"))
    assert len(list(cards.load(path))) == 18


# -- plain-text card files ---------------------------------------------------------------------------
CARD_FILE = """# cards written by hand
Grizzly Guardian {1}{G}
Creature — Bear Warrior
When Grizzly Guardian enters, draw a card.
2/2

Fire {1}{R}
Instant
Fire deals 2 damage divided as you choose among one or two targets.
//
Ice {1}{U}
Instant
Tap target permanent.
Draw a card.

Grizzly Guardian {1}{G}
Creature — Bear
2/2
"""


@pytest.mark.parametrize("compress", [False, True], ids=["plain", "gzip"])
@pytest.mark.parametrize("newline", ["\n", "\r\n"], ids=["lf", "crlf"])
def test_plain_text_card_file(tmp_path: Path, compress: bool, newline: str) -> None:
    """Every command that loads a database reads a plain-text card file too (recognised by its
    content: it does not start like JSON)."""
    path = write(tmp_path / "my-cards", CARD_FILE.replace("\n", newline), compress=compress)
    source = cards.load(path)
    loaded = list(source)
    assert [c.name for c in loaded] == ["Grizzly Guardian", "Fire // Ice"]
    assert source.format == "plain-text" and source.objects == 3 and source.skipped == {"duplicate": 1}
    guardian, fire_ice = loaded
    assert guardian.origin == f"{path}: line 2"
    assert (guardian.face.mana_cost, guardian.face.type_line.text, guardian.face.power) == ("{1}{G}", "Creature — Bear Warrior", "2")
    assert guardian.face.oracle_text == "When Grizzly Guardian enters, draw a card."
    assert fire_ice.faces[1].oracle_text == "Tap target permanent.\nDraw a card."


# -- MTGJSON -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("compress", [False, True], ids=["plain", "gzip"])
def test_mtgjson_atomic_cards(tmp_path: Path, compress: bool) -> None:
    path = write(tmp_path / "AtomicCards.json", MTGJSON.read_text(encoding="utf-8"), compress=compress)
    source = cards.load(path)
    loaded = by_name(source)
    assert sorted(loaded) == sorted(SAMPLE_NAMES)
    assert source.format == "mtgjson-atomic"
    tutor = loaded["Demonic Tutor"]
    assert tutor.face.mana_cost == "{1}{B}" and tutor.face.types == ("Sorcery",)
    assert tutor.origin.endswith("(card 'Demonic Tutor')")
    assert loaded["Fire // Ice"].color_identity == ("R", "U")


def test_mtgjson_and_scryfall_agree_after_normalisation() -> None:
    """The same cards from both sources: the same faces, and the same abilities once the text is
    normalised (MTGJSON writes loyalty costs "[+2]:", Scryfall "+2:")."""
    scryfall, mtgjson = by_name(cards.load(SCRYFALL)), by_name(cards.load(MTGJSON))
    for name, card in scryfall.items():
        other = mtgjson[name]
        assert card.layout == other.layout
        assert sorted(card.keywords) == sorted(other.keywords)
        for face, other_face in zip(card.faces, other.faces, strict=True):
            assert attrs_without_text(face) == attrs_without_text(other_face)
            assert [a.text for a in abilities(face, card)] == [a.text for a in abilities(other_face, other)]


def attrs_without_text(face: cards.Face) -> tuple[Any, ...]:
    return (face.name, face.mana_cost, face.type_line, face.power, face.toughness, face.loyalty, face.defense)


def test_mtgjson_oracle_id_from_identifiers(tmp_path: Path) -> None:
    data = json.loads(MTGJSON.read_text(encoding="utf-8"))
    data["data"]["Demonic Tutor"][0]["identifiers"] = {"scryfallOracleId": "82004860-e589-4e38-8d61-8c0210e4ea39"}
    path = write(tmp_path / "atomic.json", json.dumps(data))
    assert by_name(cards.load(path))["Demonic Tutor"].oracle_id == "82004860-e589-4e38-8d61-8c0210e4ea39"


def test_mtgjson_meta_after_data(tmp_path: Path) -> None:
    data = json.loads(MTGJSON.read_text(encoding="utf-8"))
    path = write(tmp_path / "atomic.json", json.dumps({"data": data["data"], "meta": data["meta"]}))
    source = cards.load(path)
    assert len(list(source)) == 18 and source.format == "mtgjson-atomic"


# -- non-traditional objects -------------------------------------------------------------------------
NON_TRADITIONAL_SCRYFALL = [
    ({"layout": "token", "type_line": "Token Creature — Goblin"}, "token"),
    ({"layout": "double_faced_token", "card_faces": [{"name": "A", "type_line": "Token Creature — Human"}, {"name": "B", "type_line": "Token Creature — Wolf"}]}, "token"),
    ({"layout": "emblem", "type_line": "Emblem — Jace"}, "emblem"),
    ({"layout": "planar", "type_line": "Plane — Serra’s Realm"}, "plane"),
    ({"layout": "planar", "type_line": "Phenomenon"}, "phenomenon"),
    ({"layout": "scheme", "type_line": "Ongoing Scheme"}, "scheme"),
    ({"layout": "vanguard", "type_line": "Vanguard"}, "vanguard"),
    ({"layout": "art_series", "card_faces": [{"name": "A", "type_line": "Card"}, {"name": "B", "type_line": "Card"}]}, "art card"),
    ({"layout": "normal", "type_line": "Dungeon"}, "dungeon"),
]  # fmt: skip


def test_non_traditional_scryfall_objects_are_skipped_and_counted(tmp_path: Path) -> None:
    objects = scryfall_objects()
    extras = [{"object": "card", "name": f"Object {i}", **fields} for i, (fields, _) in enumerate(NON_TRADITIONAL_SCRYFALL)]
    path = write(tmp_path / "all-cards.json", json.dumps(objects[:3] + extras + objects[3:]))
    source = cards.load(path)
    assert [c.name for c in source] == SAMPLE_NAMES
    expected: dict[str, int] = {}
    for _, kind in NON_TRADITIONAL_SCRYFALL:
        expected[kind] = expected.get(kind, 0) + 1
    assert source.skipped == expected
    assert source.objects == 18 + len(NON_TRADITIONAL_SCRYFALL)


def test_non_traditional_mtgjson_objects_are_skipped_and_counted(tmp_path: Path) -> None:
    data = json.loads(MTGJSON.read_text(encoding="utf-8"))
    data["data"]["Tazeem"] = [{"name": "Tazeem", "type": "Plane — Zendikar", "layout": "planar", "text": "x"}]
    data["data"]["Dance, Pathetic Marionette"] = [{"name": "Dance, Pathetic Marionette", "type": "Scheme", "layout": "scheme"}]
    data["data"]["Tomb of Annihilation"] = [{"name": "Tomb of Annihilation", "type": "Dungeon", "layout": "normal"}]
    path = write(tmp_path / "atomic.json", json.dumps(data))
    source = cards.load(path)
    assert len(list(source)) == 18
    assert source.skipped == {"plane": 1, "scheme": 1, "dungeon": 1}


def test_stats_shows_skipped_objects(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    objects = scryfall_objects()[:2]
    token = {"object": "card", "name": "Goblin", "layout": "token", "type_line": "Token Creature — Goblin"}
    plane = {"object": "card", "name": "Tazeem", "layout": "planar", "type_line": "Plane — Zendikar"}
    path = write(tmp_path / "mixed.json", json.dumps([*objects, token, plane, objects[0]]))
    assert main(["stats", str(path), "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["cards"] == 2
    assert report["skipped"] == {"duplicate": 1, "plane": 1, "token": 1}
    assert report["format"] == "scryfall-array"
    assert report["database"] == str(path)  # outside the current folder: as given
    monkeypatch.chdir(tmp_path)
    assert main(["stats", str(path), "--jobs", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "database           mixed.json (scryfall-array)"  # inside: relative
    assert "skipped objects          3" in lines
    assert "  token                  1" in lines
    assert "  plane                  1" in lines


# -- the bundled database ----------------------------------------------------------------------------
def test_bundled_database() -> None:
    path = cards.bundled_database()
    assert path.name == "oracle-cards.jsonl.gz" and path.is_file()
    first = next(iter(cards.load()))
    assert first.name == "Ancestor's Chosen"
    assert first.face.subtypes == ("Human", "Cleric")
    assert first.keywords == ("First strike",)


def test_find_by_card_or_face_name() -> None:
    source = cards.load(SCRYFALL)
    assert cards.find(source, "fire // ice") is not None
    found = cards.find(source, "Stomp")
    assert found is not None and found.name == "Bonecrusher Giant // Stomp"
    assert cards.find(source, "No Such Card") is None


# -- streaming -----------------------------------------------------------------------------------
def test_a_large_file_streams(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A multi-megabyte default-cards style file (every card reprinted in many sets) is read once,
    front to back, in bounded chunks: neither the reader's buffer nor the memory in use grows
    with the file."""
    objects = scryfall_objects()
    path = tmp_path / "default-cards.json"
    with path.open("w", encoding="utf-8") as out:
        out.write("[\n")
        for printing in range(150):
            for number, obj in enumerate(objects):
                if printing or number:
                    out.write(",\n")
                json.dump(obj | {"set": f"s{printing:03}"}, out)  # ASCII: a character is a byte
        out.write("\n]\n")
    size = path.stat().st_size
    assert size > 13_000_000

    read_sizes: list[int] = []
    buffer_sizes: list[int] = []
    real_read, real_fill = cards._Utf8Reader.read, JsonStream._fill

    def spy_read(self: cards._Utf8Reader, n: int) -> str:
        text = real_read(self, n)
        read_sizes.append(len(text))
        return text

    def spy_fill(self: JsonStream, n: int | None = None) -> bool:
        more = real_fill(self, n)
        buffer_sizes.append(len(self.buffer))
        return more

    monkeypatch.setattr(cards._Utf8Reader, "read", spy_read)
    monkeypatch.setattr(JsonStream, "_fill", spy_fill)
    tracemalloc.start()
    try:
        source = cards.load(path)
        names = [card.name for card in source]
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert names == SAMPLE_NAMES
    assert source.skipped == {"duplicate": 149 * 18}
    assert sum(read_sizes) == size  # every byte read exactly once
    chunk = 1 << 20
    assert max(read_sizes) <= chunk
    largest_card = max(len(json.dumps(o)) for o in objects) + 20
    assert max(buffer_sizes) <= chunk + largest_card  # one chunk and the card it cut
    assert peak < size / 4, f"peak memory {peak:,} bytes for a {size:,}-byte file"


def test_a_value_larger_than_a_chunk(tmp_path: Path) -> None:
    """A card larger than the read size, and a file cut into many small chunks, decode the same."""
    objects = scryfall_objects()
    path = write(tmp_path / "cards.json", json.dumps(objects, indent=2))
    with cards._open_text(str(path))[0] as handle:
        stream = JsonStream(handle, str(path), chunk_size=97)
        values = [value for value, _ in stream.iter_array("card")]
    assert values == objects
