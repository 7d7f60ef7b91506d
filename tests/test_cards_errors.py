"""Malformed card files (JSON databases and plain-text card files): one clear error naming the file and the position, exit code 2 from
``oraclec stats``, and never a traceback.

Each case builds a bad file and states the exact message; positions are worked out from the file's
content here, independently of the reader.
"""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

import attrs
import pytest

from oraclec import cards
from oraclec.cli import main
from oraclec.errors import InputError

SCRYFALL = Path(__file__).parent / "data" / "formats" / "scryfall-sample.json"


def sample_objects() -> list[dict[str, object]]:
    return json.loads(SCRYFALL.read_text(encoding="utf-8"))


def json_lines() -> str:
    return "".join(json.dumps(o) + "\n" for o in sample_objects())


def line_column_at_end(text: str) -> tuple[int, int]:
    """1-based line and column of the position just after ``text``."""
    return text.count("\n") + 1, len(text) - text.rfind("\n")


@attrs.frozen
class Case:
    """A bad file: its name, its bytes, and the message expected after "<path>: "."""

    name: str
    content: bytes | None  # None: the path is a directory, or does not exist (see `kind`)
    message: str
    kind: str = "file"  # file | directory | missing


def _card_without_type_line() -> Case:  # a plain-text card file: not JSON
    return Case("cards.txt", b"# a card\nLightning Bolt {R}\n",
                "line 2: card 'Lightning Bolt' has no type line (the line after its name)")


def _only_comments() -> Case:
    return Case("comments.txt", b"# nothing here yet\n\n# nor here\n",
                "no cards in the file, only blank and comment lines (a card is a name line, a type line, then its text)")


def _plain_text_not_utf8() -> Case:
    return Case("latin1.txt", b"Caf\xe9 Bolt {R}\nInstant\n",
                "line 1: not UTF-8 text: byte 0xe9 at byte offset 3 (invalid continuation byte)")


def _invalid_json_in_card() -> Case:
    text = '[{"name": "Shock", "type_line": "Instant",}]'
    column = text.index(",}") + 2  # the '}' after the trailing comma
    return Case("trailing-comma.json", text.encode(),
                f"line 1, column {column} (card 1): not valid JSON: Expecting property name enclosed in double quotes")


def _not_utf8() -> Case:
    latin1 = "é".encode("latin-1")
    text = b'{"name": "Shock"}\n{"name": "Caf' + latin1 + b'"}\n'
    offset = text.index(latin1)
    return Case("latin1.jsonl", text,
                f"line 2: not UTF-8 text: byte 0xe9 at byte offset {offset} (invalid continuation byte)")


def _binary() -> Case:
    return Case("image.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
                "line 1: not UTF-8 text: byte 0x89 at byte offset 0 (invalid start byte)")


def _truncated_gzip() -> Case:
    text = json_lines()
    compressed = gzip.compress(text.encode())
    cut = compressed[: len(compressed) // 2]
    prefix = zlib.decompressobj(wbits=31).decompress(cut).decode()  # what survives the cut
    line, column = line_column_at_end(prefix)
    return Case("cards.jsonl.gz", cut,
                f"line {line}, column {column}: gzip data is truncated: the compressed file ends in card {line}")


def _corrupt_gzip() -> Case:
    compressed = bytearray(gzip.compress(json_lines().encode()))
    compressed[-8] ^= 0xFF  # the CRC-32 of the trailer
    return Case("crc.jsonl.gz", bytes(compressed),
                "gzip data is corrupt after line 1 (card 1) (Error -3 while decompressing data: incorrect data check)")


def _truncated_array() -> Case:
    text = json.dumps(sample_objects(), indent=1)
    cut = text[: len(text) // 2]
    starts = [n for n, line in enumerate(cut.splitlines(), start=1) if line == " {"]
    return Case("truncated.json", cut.encode(),
                f"line {starts[-1]}, column 2 (card {len(starts)}): file ends in the middle of a JSON value (truncated?)")


def _truncated_json_lines() -> Case:
    lines = json_lines().splitlines()
    text = "\n".join(lines[:-1]) + "\n" + lines[-1][:100]
    return Case("truncated.jsonl", text.encode(),
                f"line {len(lines)}, column 1 (card {len(lines)}): file ends in the middle of a JSON value (truncated?)")


def _truncated_after_comma() -> Case:
    text = "[" + json.dumps(sample_objects()[0]) + ",\n"
    return Case("comma.json", text.encode(),
                "line 2, column 1 (card 2): file ends in the middle of a JSON value (truncated?)")


def _unclosed_array() -> Case:
    text = "[" + json.dumps(sample_objects()[0]) + "\n"
    return Case("unclosed.json", text.encode(),
                "line 2, column 1: file ends inside the array after card 1 (truncated?)")


def _top_level_string() -> Case:
    return Case("string.json", b'"Lightning Bolt"',
                "line 1, column 1: not a card database: expected a JSON array or object, found '\"'")


def _number_in_array() -> Case:
    first = json.dumps(sample_objects()[0])
    text = f"[{first}, 42]"
    return Case("number.json", text.encode(),
                f"line 1, column {len(first) + 4} (card 2): expected a card object, found a number")


def _array_in_json_lines() -> Case:
    text = json.dumps(sample_objects()[0]) + "\n" + '["Shock"]\n'
    return Case("array-line.jsonl", text.encode(),
                "line 2, column 1: expected a card object after card 1, found '['")


def _other_scryfall_object() -> Case:
    return Case("set.json", b'{"object": "set", "name": "Alpha", "code": "lea"}',
                "line 1 (card 1): expected a Scryfall card object, found a 'set' object")


def _field_of_wrong_type() -> Case:
    obj = {"object": "card", "name": "Shock", "type_line": "Instant", "oracle_text": ["Shock deals 2 damage."]}
    return Case("field.jsonl", (json.dumps(obj) + "\n").encode(),
                "line 1 (card 1): field 'oracle_text' must be a string, found an array")


def _faces_not_a_list() -> Case:
    obj = {"object": "card", "name": "Fire // Ice", "layout": "split", "card_faces": {"name": "Fire"}}
    return Case("faces.json", json.dumps(obj).encode(),
                "line 1 (card 1): field 'card_faces' must be a list of face objects")


def _card_without_name() -> Case:
    objects = sample_objects()[:3]
    del objects[1]["name"]
    text = "".join(json.dumps(o) + "\n" for o in objects)
    return Case("no-name.jsonl", text.encode(), "line 2 (card 2): card has no 'name'")


def _card_with_empty_name() -> Case:
    objects = sample_objects()[:3]
    objects[2]["name"] = ""
    return Case("empty-name.json", json.dumps(objects, indent=1).encode(),
                f"line {_nth_object_line(json.dumps(objects, indent=1), 3)}, column 2 (card 3): "
                "card has an empty or invalid 'name' (a string)")


def _nth_object_line(text: str, n: int) -> int:
    return [i for i, line in enumerate(text.splitlines(), start=1) if line == " {"][n - 1]


def _face_without_name() -> Case:
    fire_ice = next(o for o in sample_objects() if o["name"] == "Fire // Ice")
    del fire_ice["card_faces"][1]["name"]  # type: ignore[index]
    return Case("face.jsonl", (json.dumps(fire_ice) + "\n").encode(),
                "line 1 (card 1), face 2: card face has no 'name'")


def _mtgjson_face_without_name() -> Case:
    data = {"meta": {"version": "5"}, "data": {"Fire // Ice": [{"type": "Instant", "text": "x"}, {"type": "Instant"}]}}
    text = json.dumps(data)
    column = text.index('"Fire // Ice"') + 1
    return Case("atomic.json", text.encode(),
                f"line 1, column {column} (card 'Fire // Ice'), face 1: card face has no 'name' or 'faceName'")


def _mtgjson_data_not_object() -> Case:
    text = '{"meta": {}, "data": ["Shock"]}'
    return Case("atomic-list.json", text.encode(),
                f"line 1, column {text.index('[') + 1}: MTGJSON 'data' must be an object mapping card names to faces")


def _mtgjson_entry_not_list() -> Case:
    text = '{"meta": {},\n "data": {\n  "Shock": {"name": "Shock"}}}'
    return Case("atomic-entry.json", text.encode(),
                "line 3, column 3 (card 'Shock'): expected a list of card faces, found an object")


def _mtgjson_all_printings() -> Case:
    text = '{"meta": {}, "data": {"LEA": {"name": "Limited Edition Alpha", "cards": []}}}'
    column = text.index('"LEA"') + 1
    return Case("AllPrintings.json", text.encode(),
                f"line 1, column {column} (card 'LEA'): this looks like MTGJSON AllPrintings "
                "(sets with cards); use AtomicCards.json")


def _mtgjson_without_data() -> Case:
    return Case("meta-only.json", b'{"meta": {"date": "2026-07-03"}}', "MTGJSON file has no 'data' object")


EMPTY = "file is empty: expected card data (Scryfall or MTGJSON JSON, or plain-text cards)"

CASES: list[Callable[[], Case]] = [
    _card_without_type_line, _only_comments, _plain_text_not_utf8, _invalid_json_in_card, _not_utf8, _binary, _truncated_gzip, _corrupt_gzip,
    _truncated_array, _truncated_json_lines, _truncated_after_comma, _unclosed_array,
    _top_level_string, _number_in_array, _array_in_json_lines, _other_scryfall_object,
    _field_of_wrong_type, _faces_not_a_list, _card_without_name, _card_with_empty_name,
    _face_without_name, _mtgjson_face_without_name, _mtgjson_data_not_object,
    _mtgjson_entry_not_list, _mtgjson_all_printings, _mtgjson_without_data,
    lambda: Case("empty.json", b"", EMPTY),
    lambda: Case("blank.json", b"  \n\n ", EMPTY),
    lambda: Case("empty.json.gz", gzip.compress(b""), EMPTY),
    lambda: Case("a-directory", None, "cannot read it: it is a directory, not a card file", kind="directory"),
    lambda: Case("missing.json", None, "no such file", kind="missing"),
]  # fmt: skip
IDS = [case().name for case in CASES]


def make(case: Case, folder: Path) -> Path:
    path = folder / case.name
    if case.kind == "directory":
        path.mkdir()
    elif case.kind == "file":
        assert case.content is not None
        path.write_bytes(case.content)
    return path


@pytest.mark.parametrize("build", CASES, ids=IDS)
def test_loader_error(build: Callable[[], Case], tmp_path: Path) -> None:
    case = build()
    path = make(case, tmp_path)
    with pytest.raises(InputError) as raised:
        list(cards.load(path))
    assert str(raised.value) == f"{path}: {case.message}"
    assert raised.value.path == str(path)


@pytest.mark.parametrize("build", CASES, ids=IDS)
def test_stats_reports_bad_input(build: Callable[[], Case], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Through the command line (``main``, worker processes included): exit code 2, the message
    on stderr, nothing on stdout."""
    case = build()
    path = make(case, tmp_path)
    assert main(["stats", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"oraclec stats: error: {path}: {case.message}\n"
    assert captured.out == ""


#: A few cases also run as a real process, to show that nothing reaches the user as a traceback.
PROCESS_CASES = [_card_without_type_line, _truncated_gzip, _card_without_name, _mtgjson_entry_not_list]


@pytest.mark.parametrize("build", PROCESS_CASES, ids=[c().name for c in PROCESS_CASES])
def test_oraclec_process_reports_bad_input(build: Callable[[], Case], tmp_path: Path) -> None:
    case = build()
    make(case, tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "oraclec", "stats", case.name],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2
    assert result.stderr == f"oraclec stats: error: {case.name}: {case.message}\n"
    assert result.stdout == ""
    assert "Traceback" not in result.stderr


def test_errors_stop_at_the_first_bad_card(tmp_path: Path) -> None:
    """Cards before the bad one are delivered; the error names the bad one."""
    objects = sample_objects()[:4]
    objects[2] = {"object": "card", "type_line": "Instant"}
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(o) + "\n" for o in objects), encoding="utf-8")
    seen: list[str] = []
    with pytest.raises(InputError, match=r"line 3 \(card 3\): card has no 'name'"):
        for card in cards.load(path):
            seen.append(card.name)
    assert seen == ["Saw It Coming", "Say Its Name"]
