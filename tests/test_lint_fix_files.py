"""``oraclec lint --fix`` writes a file back as it was written: line endings, byte-order mark,
final newline, JSON layout and escaping, owner, group, mode, hard and symbolic links. Only the
fixed characters change, a file that is not UTF-8 is refused, and a failed write leaves the file
as it was, with nothing beside it."""

from __future__ import annotations

import codecs
import errno
import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest

from oraclec.cli import main
from oraclec.lint import fixing
from oraclec.lint.fixing import JsonStyle, SourceFile, string_edit

#: a card file whose fixes are safe (tests/lint/cases.py: OC205, OC203, OC704), a comment and
#: a card with nothing to fix; the text of Grizzly Bears spans two lines
LINES = [
    "# Two cards.",
    "Grizzly Bears {1}{G}",
    "Creature — Bear",
    "When Grizzly Bears enters the battlefield, you gain 2 life.",
    "Destroy target creature",
    "2/2",
    "",
    "Shock {R}",
    "Instant",
    "Shock deals 2 damage to any target.",
]
FIXED = {3: "When this creature enters, you gain 2 life.", 4: "Destroy target creature."}
FIXED_LINES = [FIXED.get(i, line) for i, line in enumerate(LINES)]


def written(lines: list[str], endings: list[str], *, final: bool = True, bom: bool = False) -> bytes:
    """The lines, the n-th ended by the n-th of ``endings`` (in turn), as UTF-8 bytes."""
    text = "".join(line + endings[i % len(endings)] for i, line in enumerate(lines))
    if not final:
        text = text[: -len(endings[(len(lines) - 1) % len(endings)])]
    return (codecs.BOM_UTF8 if bom else b"") + text.encode("utf-8")


def fix(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str]:
    code = main(["lint", str(path), "--fix"])
    return code, capsys.readouterr().err


def names_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- line endings, byte-order mark, final newline --------------------------------------------------
@pytest.mark.parametrize(
    "endings",
    [["\n"], ["\r\n"], ["\r"], ["\r\n", "\n", "\r"], ["\n", "\r\n", "\n", "\r"]],
    ids=["LF", "CRLF", "CR", "mixed", "CR-inside-a-text"],
)
@pytest.mark.parametrize("final, bom", [(True, False), (False, False), (True, True)], ids=["final-newline", "no-final-newline", "BOM"])
def test_card_file_keeps_each_line_ending(capsys: pytest.CaptureFixture[str], tmp_path: Path, endings: list[str], final: bool, bom: bool) -> None:
    path = tmp_path / "cards.txt"
    path.write_bytes(written(LINES, endings, final=final, bom=bom))
    code, err = fix(capsys, path)
    assert path.read_bytes() == written(FIXED_LINES, endings, final=final, bom=bom)
    assert code == 0 and "fixed 3 findings, 0 remaining" in err
    assert names_in(tmp_path) == ["cards.txt"]


def test_a_replacement_with_more_lines_takes_the_line_ending_of_its_line() -> None:
    source = SourceFile.of("a\r\nb c\r\nd")
    assert source.normalized == "a\nb c\nd"
    assert source.edit([(2, 5, "b\nc")]) == "a\r\nb\r\nc\r\nd"
    assert source.edit([(0, 5, "a")]) == "a\r\nd"  # two lines become one: the first ending stays


def test_file_with_nothing_to_fix_is_not_written(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_bytes(written(FIXED_LINES, ["\r\n"]))
    before = path.stat()
    code, _ = fix(capsys, path)
    after = path.stat()
    assert code == 0 and (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_card_file_not_utf8_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    original = written(LINES, ["\n"]).replace(b"Destroy", "D\xe9truire".encode("latin-1"))
    path.write_bytes(original)
    code, err = fix(capsys, path)
    assert code == 2 and "not UTF-8" in err and "Traceback" not in err
    assert path.read_bytes() == original and names_in(tmp_path) == ["cards.txt"]


def test_json_not_utf8_is_refused_where_the_bad_byte_is(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    filler = [{"object": "card", "name": f"Card {i}", "type_line": "Instant", "oracle_text": "Draw a card."} for i in range(60)]
    original = json.dumps(filler, indent=2).encode() + b"\n\xff"  # past what is read to find the format
    path.write_bytes(original)
    code, err = fix(capsys, path)
    assert code == 2 and f"not UTF-8 text: byte 0xff at byte offset {len(original) - 1}" in err and "Traceback" not in err
    assert path.read_bytes() == original and names_in(tmp_path) == ["cards.json"]


# -- owner, group, mode, links ---------------------------------------------------------------------
def test_mode_is_kept(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_bytes(written(LINES, ["\n"]))
    path.chmod(0o640)
    fix(capsys, path)
    assert path.read_bytes() == written(FIXED_LINES, ["\n"])
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only root may give a file to another user")
def test_owner_and_group_are_kept(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_bytes(written(LINES, ["\n"]))
    os.chown(path, 4321, 4322)
    before = path.stat().st_ino
    fix(capsys, path)
    after = path.stat()
    assert after.st_ino != before  # written through a new file ...
    assert (after.st_uid, after.st_gid) == (4321, 4322)  # ... that took the owner and group
    assert path.read_bytes() == written(FIXED_LINES, ["\n"])


def test_a_user_who_may_not_give_the_file_away_still_writes_it(capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[int, int]] = []

    def refused(handle: int, uid: int, gid: int) -> None:
        calls.append((uid, gid))
        raise PermissionError(errno.EPERM, "Operation not permitted")

    path = tmp_path / "cards.txt"
    path.write_bytes(written(LINES, ["\n"]))
    path.chmod(0o604)
    info = path.stat()
    monkeypatch.setattr(os, "fchown", refused)
    code, err = fix(capsys, path)
    assert code == 0 and "Traceback" not in err
    assert calls == [(info.st_uid, info.st_gid), (-1, info.st_gid)]  # the owner, then the group alone
    assert path.read_bytes() == written(FIXED_LINES, ["\n"]) and stat.S_IMODE(path.stat().st_mode) == 0o604


def test_symbolic_link_stays_and_its_target_is_fixed(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    real = tmp_path / "real" / "cards.txt"
    real.write_bytes(written(LINES, ["\r\n"]))
    link = tmp_path / "link.txt"
    link.symlink_to(Path("real") / "cards.txt")
    code, _ = fix(capsys, link)
    assert code == 0 and link.is_symlink() and os.readlink(link) == os.path.join("real", "cards.txt")
    assert real.read_bytes() == written(FIXED_LINES, ["\r\n"])
    assert names_in(tmp_path) == ["link.txt", "real"] and names_in(tmp_path / "real") == ["cards.txt"]


def test_hard_links_stay_one_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_bytes(written(LINES, ["\r"]))
    other = tmp_path / "same.txt"
    os.link(path, other)
    inode = path.stat().st_ino
    code, _ = fix(capsys, path)
    assert code == 0 and path.stat().st_ino == inode and path.stat().st_nlink == 2
    assert other.read_bytes() == written(FIXED_LINES, ["\r"])
    assert names_in(tmp_path) == ["cards.txt", "same.txt"]


# -- a failed write leaves the file as it was ------------------------------------------------------
def test_failed_rename_leaves_the_file_and_no_temporary_file(capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(*_: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    path = tmp_path / "cards.txt"
    original = written(LINES, ["\r\n"])
    path.write_bytes(original)
    monkeypatch.setattr(os, "replace", full_disk)
    code, err = fix(capsys, path)
    assert code == 2 and f"{path}: cannot write the file (No space left on device)" in err and "Traceback" not in err
    assert path.read_bytes() == original and names_in(tmp_path) == ["cards.txt"]


@pytest.mark.parametrize("failing_call", [1, 2], ids=["temporary-copy", "in-place"])
def test_failed_write_of_a_hard_linked_file_leaves_it_as_it_was(capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing_call: int) -> None:
    real_fsync = os.fsync
    calls: list[int] = []

    def fsync(handle: int) -> None:
        calls.append(handle)
        if len(calls) == failing_call:  # the temporary copy is synced first, then the file itself
            raise OSError(errno.EIO, "Input/output error")
        real_fsync(handle)

    path = tmp_path / "cards.txt"
    original = written(LINES, ["\n"])
    path.write_bytes(original)
    os.link(path, tmp_path / "same.txt")
    monkeypatch.setattr(os, "fsync", fsync)
    code, err = fix(capsys, path)
    assert code == 2 and "cannot write the file (Input/output error)" in err
    assert path.read_bytes() == original and (tmp_path / "same.txt").read_bytes() == original
    assert names_in(tmp_path) == ["cards.txt", "same.txt"]


# -- JSON: only the fixed strings change -----------------------------------------------------------
BEAR = {
    "object": "card",
    "name": "Grizzly Bears",
    "layout": "normal",
    "mana_cost": "{1}{G}",
    "type_line": "Creature — Bear",
    "oracle_text": "Landfall - When Grizzly Bears enters the battlefield, you gain 2 life.",
    "power": "2",
    "toughness": "2",
}
BEAR_FIXED_TEXT = "Landfall — When this creature enters, you gain 2 life."  # OC706, OC205, OC203
SHOCK = {"object": "card", "name": "Shock", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant", "oracle_text": "Shock deals 2 damage to any target."}


@pytest.mark.parametrize(
    "dump, ascii_only",
    [
        (lambda cards: json.dumps(cards, indent=2), True),
        (lambda cards: json.dumps(cards, ensure_ascii=False, separators=(",", ":")), False),
        (lambda cards: json.dumps(cards, indent=4, ensure_ascii=False).replace("\n", "\r\n") + "\r\n", False),
        (lambda cards: "\r\n".join(json.dumps(card) for card in cards) + "\r\n", True),
    ],
    ids=["pretty-ascii", "compact-utf8", "pretty-crlf", "json-lines-crlf"],
)
def test_json_layout_and_escaping_are_kept(capsys: pytest.CaptureFixture[str], tmp_path: Path, dump: Any, ascii_only: bool) -> None:
    path = tmp_path / "cards.json"
    original = dump([BEAR, SHOCK])
    path.write_bytes(original.encode("utf-8"))
    code, err = fix(capsys, path)
    old_token = json.dumps(BEAR["oracle_text"], ensure_ascii=ascii_only)
    new_token = json.dumps(BEAR_FIXED_TEXT, ensure_ascii=ascii_only)
    assert original.count(old_token) == 1
    assert path.read_bytes() == original.replace(old_token, new_token).encode("utf-8")
    assert code == 0 and "fixed 3 findings, 0 remaining" in err


def test_json_with_byte_order_mark_keeps_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    original = json.dumps([BEAR], indent=2, ensure_ascii=False)
    path.write_bytes(codecs.BOM_UTF8 + original.encode("utf-8"))
    fix(capsys, path)
    expected = original.replace(json.dumps(BEAR["oracle_text"], ensure_ascii=False), json.dumps(BEAR_FIXED_TEXT, ensure_ascii=False))
    assert path.read_bytes() == codecs.BOM_UTF8 + expected.encode("utf-8")


def test_scryfall_face_name_fix_renames_the_card(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    card = {
        "object": "card",
        "name": "Urza’s Fire // Ice",
        "layout": "split",
        "card_faces": [
            {"object": "card_face", "name": "Urza’s Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Draw a card."},
            {"object": "card_face", "name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Tap target permanent."},
        ],
    }
    path = tmp_path / "cards.json"
    original = json.dumps([card], indent=1)  # the file writes ’ as \u2019
    path.write_bytes(original.encode())
    code, err = fix(capsys, path)
    assert original.count("Urza\\u2019s") == 2
    assert path.read_bytes() == original.replace("Urza\\u2019s", "Urza's").encode()
    assert code == 0 and "fixed OC706" in err


def test_mtgjson_text_and_name_fixes_edit_the_strings_and_the_key(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    document = {
        "meta": {"date": "2026-01-16", "version": "5.2.2"},
        "data": {
            "Grizzly Bears": [{"name": "Grizzly Bears", "manaCost": "{1}{G}", "type": "Creature — Bear", "text": "When Grizzly Bears enters the battlefield, you gain 2 life.", "layout": "normal", "power": "2", "toughness": "2"}],
            "Urza’s Fire // Ice": [
                {"name": "Urza’s Fire // Ice", "faceName": "Urza’s Fire", "manaCost": "{1}{R}", "type": "Instant", "text": "Draw a card.", "layout": "split"},
                {"name": "Urza’s Fire // Ice", "faceName": "Ice", "manaCost": "{1}{U}", "type": "Instant", "text": "Tap target permanent.", "layout": "split"},
            ],
        },
    }
    path = tmp_path / "AtomicCards.json"
    original = json.dumps(document, indent=2, ensure_ascii=False)
    path.write_bytes(original.encode())
    code, _ = fix(capsys, path)
    expected = original.replace("When Grizzly Bears enters the battlefield,", "When this creature enters,").replace("Urza’s", "Urza's")
    assert original.count("Urza’s") == 4  # the key, two full names, a face name
    assert path.read_bytes() == expected.encode()
    assert code == 0


def test_string_edit_writes_new_characters_the_way_the_string_or_the_file_does() -> None:
    text = '["\\u00E9", "a\\/b", "caf\\u00e9 \\u2014 x - y é"]'
    style = JsonStyle.of(text)
    assert style == JsonStyle(ascii_only=False, upper_hex=True, escaped_slash=True)
    start = text.index('"caf')
    # "—" and "é" as this string writes them; "/" and the new "ü" as the file writes them
    assert string_edit(text, (start, len(text) - 1), "café — x — y é / ü é", style) == (start + 20, start + 23, "\\u2014 y \\u00e9 \\/ ü")
    ascii_file = '["x - y"]'
    assert string_edit(ascii_file, (1, 8), "x — y 🂡", JsonStyle.of(ascii_file)) == (4, 7, "\\u2014 y \\ud83c\\udca1")


def test_locate_gives_where_keys_and_values_are() -> None:
    obj = fixing.locate('{"name": "Shock"}', 0, 1)
    assert obj.members is not None and obj.members["name"][0] == (1, 7)
    assert (obj.members["name"][1].start, obj.members["name"][1].end) == (9, 16)
