"""The parser's tables (oraclec.parser.Tables) are cached on disk: what is read back is what Lark
builds, and a damaged or unwritable cache only costs the time to build them again."""

from __future__ import annotations

from pathlib import Path

from oraclec import parser


def test_tables_written_then_read_back_are_lark_s(tmp_path: Path) -> None:
    path = tmp_path / "tables.marshal"
    built = parser.load_tables(path)
    assert path.exists()
    assert built == parser._tables_of(parser.lark())
    read = parser.load_tables(path)
    assert read == built
    assert type(read.rules[0]) is tuple and type(read.end_states) is tuple  # marshal keeps tuples


def test_a_damaged_file_is_built_again(tmp_path: Path) -> None:
    path = tmp_path / "tables.marshal"
    path.write_bytes(b"\x00not marshal at all")
    assert parser.load_tables(path) == parser.tables()
    assert parser.load_tables(path) == parser.tables()  # and rewritten


def test_a_folder_that_cannot_be_written_still_gives_the_tables(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("")
    path = blocker / "tables.marshal"  # its folder cannot be made
    assert parser.load_tables(path) == parser.tables()
    assert not path.exists()


def test_the_cache_file_is_named_by_the_grammar() -> None:
    grammar = parser.grammar_text()
    assert parser._tables_path(grammar) == parser._tables_path(grammar)
    changed = parser._tables_path(grammar.replace("destroy", "destroys", 1))
    assert changed != parser._tables_path(grammar) and changed.parent == parser._tables_path(grammar).parent


def test_a_file_another_user_wrote_is_not_trusted(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "tables.marshal"
    path.write_bytes(b"\x00planted")
    monkeypatch.setattr(parser.os, "getuid", lambda: path.stat().st_uid + 1)
    assert parser.load_tables(path) == parser.tables()
    assert path.read_bytes() == b"\x00planted"  # neither read nor replaced
