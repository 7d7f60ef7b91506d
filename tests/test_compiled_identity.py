"""Each compiled card carries its identity and characteristics: name, layout, mana value,
colours, colour identity, each face's mana cost, colours, type line and P/T, loyalty, defense,
and the source's identifiers passed through unchanged, so that compiled output joins with the
data its users hold."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import oraclec
from oraclec import cards, compiled, compiledb
from oraclec.cardmodel import Card, Face, TypeLine, colors_of, mana_value_of
from oraclec.cards import SCRYFALL_IDENTIFIERS
from oraclec.cli import main

FORMATS = Path(__file__).parent / "data" / "formats"
SCRYFALL = FORMATS / "scryfall-sample.json"
MTGJSON = FORMATS / "mtgjson-atomic-sample.json"


def _lines(path: Path) -> list[dict[str, Any]]:
    lines: list[str] = []
    compiledb.compile_cards(cards.load(path), lines.append, cache=None)
    return [json.loads(line) for line in lines]


def test_scryfall_identifiers_and_characteristics_pass_through() -> None:
    objects = json.loads(SCRYFALL.read_text(encoding="utf-8"))
    lines = {line["name"]: line for line in _lines(SCRYFALL)}
    checked = 0
    for obj in objects:
        line = lines.get(obj["name"])
        if line is None:
            continue  # a token or another object that is no card
        checked += 1
        assert line["identifiers"] == {key: obj[key] for key in SCRYFALL_IDENTIFIERS if obj.get(key) is not None}
        assert line["identifiers"]["id"] == obj["id"]
        assert line["oracle_id"] == obj["oracle_id"]
        assert line["color_identity"] == obj["color_identity"]
        assert line["layout"] == obj["layout"]
        assert line["mana_value"] == obj["cmc"]
        if "colors" in obj:
            assert line["colors"] == obj["colors"]
        raw_faces = obj.get("card_faces") or [obj]
        assert len(line["faces"]) == len(raw_faces)
        for face, raw in zip(line["faces"], raw_faces, strict=True):
            assert face["name"] == raw["name"]
            assert face["mana_cost"] == (raw.get("mana_cost") or None)
            assert face["type_line"] == raw["type_line"]
            for key in ("power", "toughness", "loyalty", "defense"):
                assert face[key] == raw.get(key), key
            if "colors" in raw:
                assert face["colors"] == raw["colors"]
    assert checked >= 10


def test_a_double_faced_card_without_card_colours_takes_its_front_faces() -> None:
    lines = {line["name"]: line for line in _lines(SCRYFALL)}
    valki = lines["Valki, God of Lies // Tibalt, Cosmic Impostor"]
    assert valki["layout"] == "modal_dfc"
    assert [face["colors"] for face in valki["faces"]] == [["B"], ["B", "R"]]  # Tibalt costs {5}{B}{R}
    assert valki["colors"] == ["B"]  # CR 712.8a: the front face's, outside the stack
    assert valki["mana_value"] == 2
    tibalt = valki["faces"][1]
    assert (tibalt["supertypes"], tibalt["types"], tibalt["subtypes"]) == (["Legendary"], ["Planeswalker"], ["Tibalt"])
    assert tibalt["loyalty"] == "5"


def test_mtgjson_identifiers_pass_through(tmp_path: Path) -> None:
    identifiers = {"scryfallOracleId": "5bd0ad2e-0000-4000-8000-000000000001", "scryfallId": "ab", "mtgoId": "123"}
    faces = [
        {"name": "Fire // Ice", "faceName": "Fire", "manaCost": "{1}{R}", "type": "Instant", "text": "Fire deals 2 damage divided as you choose among one or two targets.",
         "layout": "split", "colors": ["R"], "colorIdentity": ["R", "U"], "manaValue": 4.0, "faceManaValue": 2.0,
         "uuid": "0000aaaa-1111-4222-8333-444455556666", "identifiers": identifiers},
        {"name": "Fire // Ice", "faceName": "Ice", "manaCost": "{1}{U}", "type": "Instant", "text": "Tap target permanent.\nDraw a card.",
         "layout": "split", "colors": ["U"], "colorIdentity": ["R", "U"], "manaValue": 4.0, "faceManaValue": 2.0},
    ]
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"meta": {"version": "5"}, "data": {"Fire // Ice": faces}}), encoding="utf-8")
    (line,) = _lines(path)
    assert line["identifiers"] == {"uuid": faces[0]["uuid"], "identifiers": identifiers}
    assert line["oracle_id"] == identifiers["scryfallOracleId"]
    assert line["mana_value"] == 4
    assert line["colors"] == ["U", "R"]  # a split card has both halves' colours (CR 709.4)
    assert [face["colors"] for face in line["faces"]] == [["R"], ["U"]]
    assert [face["mana_cost"] for face in line["faces"]] == ["{1}{R}", "{1}{U}"]


def test_the_mtgjson_sample_has_characteristics_from_its_costs() -> None:
    lines = {line["name"]: line for line in _lines(MTGJSON)}
    jace = lines["Jace, the Mind Sculptor"]
    assert (jace["mana_value"], jace["colors"], jace["identifiers"], jace["oracle_id"]) == (4, ["U"], {}, None)
    assert jace["faces"][0]["loyalty"] == "3"


@pytest.mark.parametrize(
    ("cost", "value", "colors"),
    [
        ("{2}{U}{U}", 4, ("U",)),
        ("{X}{R}", 1, ("R",)),  # X is 0 (CR 202.3e)
        ("{2/W}{2/W}", 4, ("W",)),  # the larger part of a hybrid symbol (CR 202.3f)
        ("{G/P}{W/U}", 2, ("W", "U", "G")),
        ("{HW}", 0.5, ("W",)),
        ("{C}{S}", 2, ()),
        ("{15}", 15, ()),
        ("", 0, ()),
        (None, 0, ()),
    ],
)
def test_mana_value_and_colours_of_a_cost(cost: str | None, value: float, colors: tuple[str, ...]) -> None:
    assert mana_value_of(cost) == value
    assert colors_of(cost) == colors


def test_computed_characteristics_of_a_split_card_and_a_whole_number() -> None:
    def face(name: str, cost: str) -> Face:
        return Face(name=name, mana_cost=cost, type_line=TypeLine.parse("Instant"), oracle_text="Draw a card.")

    split = Card(name="A // B", layout="split", faces=(face("A", "{1}{G}"), face("B", "{3}{W}")))
    line = json.loads(compiled.to_json(oraclec.compile_card(split)))
    assert (line["mana_value"], line["colors"]) == (6, ["W", "G"])
    transform = Card(name="A // B", layout="transform", faces=(face("A", "{1}{G}"), face("B", "{3}{W}")))
    line = json.loads(compiled.to_json(oraclec.compile_card(transform)))
    assert (line["mana_value"], line["colors"]) == (2, ["G"])
    assert type(line["mana_value"]) is int  # 2, not 2.0: the same from every source
    half = Card(name="Half", faces=(face("Half", "{HR}"),))
    assert json.loads(compiled.to_json(oraclec.compile_card(half)))["mana_value"] == 0.5


@pytest.mark.parametrize("database", [SCRYFALL, MTGJSON], ids=["scryfall", "mtgjson"])
def test_identity_is_the_same_bytes_for_any_jobs_and_cache(database: Path, tmp_path: Path, cache_dir: Path) -> None:
    outputs = []
    for jobs, cache in (("1", True), ("2", False), ("2", True), ("1", True)):
        out = tmp_path / f"out-{jobs}-{cache}-{len(outputs)}.jsonl"
        assert main(["compile", str(database), "-o", str(out), "--jobs", jobs, *([] if cache else ["--no-cache"])]) == 0
        outputs.append(out.read_bytes())
    assert all(output == outputs[0] for output in outputs)
    expected = "".join(compiled.to_json(oraclec.compile_card(card)) + "\n" for card in cards.load(database))
    assert outputs[0].decode("utf-8") == expected
    assert oraclec.load_compiled(tmp_path / "out-1-True-0.jsonl") == [oraclec.compile_card(card) for card in cards.load(database)]


def test_changed_identifiers_are_not_taken_from_the_kept_output(tmp_path: Path, cache_dir: Path) -> None:
    objects = json.loads(SCRYFALL.read_text(encoding="utf-8"))
    database = tmp_path / "cards.json"
    database.write_text(json.dumps(objects), encoding="utf-8")
    assert main(["compile", str(database), "-o", str(tmp_path / "a.jsonl")]) == 0
    objects[0] = {**objects[0], "arena_id": 999999}
    database.write_text(json.dumps(objects), encoding="utf-8")
    assert main(["compile", str(database), "-o", str(tmp_path / "b.jsonl")]) == 0
    first = json.loads((tmp_path / "b.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert first["identifiers"]["arena_id"] == 999999


@pytest.mark.parametrize(("value", "message"), [('"3"', "must be a number, found a string"), ("-1", "must be a number of 0 or more, found -1")])
def test_a_mana_value_that_is_none_is_a_clear_error(value: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "card.json"
    path.write_text('{"name": "X", "type_line": "Instant", "oracle_text": "Draw a card.", "cmc": ' + value + "}", encoding="utf-8")
    assert main(["compile", str(path), "-o", str(tmp_path / "out.jsonl"), "--no-cache"]) == 2
    assert f"field 'cmc' {message}" in capsys.readouterr().err
