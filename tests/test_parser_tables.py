"""The parser's tables (oraclec.parser.Tables) are plain data: shipped inside the package (built
with it, hatch_build.py), else kept in the user's cache folder. What is read back is what Lark
builds, and a missing, damaged, stale or foreign file only costs the time to build them again:
nothing depends on a file an earlier run left behind."""

from __future__ import annotations

import marshal
from functools import cache
from pathlib import Path

import pytest

from oraclec import parser

DIGEST = parser.tables_digest(parser.grammar_text())


@cache
def fresh() -> parser.Tables:
    return parser._tables_of(parser.lark())


def test_tables_hold_plain_types_only() -> None:
    # Lark names rules and terminals with lark.Token (a str subclass) when it builds the grammar
    # afresh; marshal refuses those, which crashed every first run on a fresh machine
    def plain(value: object) -> bool:
        if isinstance(value, dict):
            return all(plain(k) and plain(v) for k, v in value.items())
        if isinstance(value, tuple):
            return all(plain(v) for v in value)
        return type(value) in (str, int, bool, type(None))

    built = fresh()
    assert plain(built.states) and plain(built.rules) and plain(built.terminals)
    marshal.dumps(built.states)  # and marshal takes them


def test_tables_written_then_read_back_are_lark_s(tmp_path: Path) -> None:
    path = tmp_path / "tables.marshal"
    built = parser.load_tables(path, DIGEST)
    assert path.exists()
    assert built == fresh()
    read = parser.read_tables(path, DIGEST)
    assert read == built
    assert type(read.rules[0]) is tuple and type(read.end_states) is tuple  # marshal keeps tuples


def test_the_package_ships_tables_of_its_grammar() -> None:
    shipped = parser._shipped_tables_path()
    assert shipped is not None and shipped.is_file(), "the install did not build the tables (hatch_build.py)"
    assert parser.read_tables(shipped, DIGEST) == fresh()


def test_tables_are_read_from_the_cache_folder_not_the_temporary_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ORACLEC_CACHE_DIR", str(tmp_path / "cache"))
    assert parser._cached_tables_path(DIGEST).parent == tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("ORACLEC_CACHE_DIR")
    assert parser._cached_tables_path(DIGEST).parent == tmp_path / "xdg" / "oraclec"


def test_without_shipped_tables_they_are_built_and_kept_in_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ORACLEC_CACHE_DIR", str(tmp_path))
    # the file's name, not the function: calls inside the parser compiled by mypyc do not see a
    # module attribute replaced; its constants are read from the module
    monkeypatch.setattr(parser, "SHIPPED_TABLES", "no-such-tables.marshal")
    parser.tables.cache_clear()
    try:
        assert parser.tables() == fresh()
        assert [p.name for p in tmp_path.iterdir()] == [parser._cached_tables_path(DIGEST).name]
    finally:
        parser.tables.cache_clear()


def damaged_files(good: bytes) -> dict[str, bytes]:
    magic = parser._MAGIC
    version, digest, checksum, payload = marshal.loads(good[len(magic):])
    fields = marshal.loads(payload)

    def envelope(*parts: object) -> bytes:
        return magic + marshal.dumps(parts)

    def with_fields(**changes: object) -> bytes:
        changed = marshal.dumps({**fields, **changes})
        import hashlib

        return envelope(version, digest, hashlib.sha256(changed).hexdigest(), changed)

    first_state = next(iter(fields["states"]))
    return {
        "not marshal": b"\x00not marshal at all",
        "empty": b"",
        "truncated": good[: len(good) // 2],
        "one byte flipped in the payload": good[:-100] + bytes([good[-100] ^ 1]) + good[-99:],
        "no magic": good[len(magic):],
        "an older format": envelope(version - 1, digest, checksum, payload),
        "another grammar": envelope(version, "0" * 64, checksum, payload),
        "wrong checksum": envelope(version, digest, "0" * 64, payload),
        "not a 4-tuple": magic + marshal.dumps([1, 2]),
        # valid marshal, valid checksum, wrong content: what used to reach the lexer and parser
        "a state pointing nowhere": with_fields(states={**fields["states"], first_state: {"DRAW": 10**6}}),
        "a reduction by a rule that does not exist": with_fields(states={**fields["states"], first_state: {"DRAW": -(10**6)}}),
        "rules of the wrong shape": with_fields(rules=(("x",),)),
        "a missing field": with_fields(end_state=None),
        "an unknown field": with_fields(extra=1),
        "terminals of the wrong type": with_fields(terminals=((1, 2, 3, 4, 5),)),
        "code in place of data": with_fields(rules=compile("1", "x", "eval")),
    }


@pytest.mark.parametrize("damage", list(damaged_files(parser.tables_bytes(parser.tables(), DIGEST))))
def test_a_damaged_file_is_built_again_and_rewritten(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "tables.marshal"
    path.write_bytes(damaged_files(parser.tables_bytes(parser.tables(), DIGEST))[damage])
    assert parser.read_tables(path, DIGEST) is None
    assert parser.load_tables(path, DIGEST) == fresh()
    assert parser.read_tables(path, DIGEST) == fresh()  # rewritten


def test_a_folder_that_cannot_be_written_still_gives_the_tables(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("")
    path = blocker / "tables.marshal"  # its folder cannot be made
    assert parser.load_tables(path, DIGEST) == fresh()
    assert not path.exists() and [p.name for p in tmp_path.iterdir()] == ["a file"]


def test_a_directory_in_place_of_the_file_still_gives_the_tables(tmp_path: Path) -> None:
    path = tmp_path / "tables.marshal"
    path.mkdir()
    assert parser.load_tables(path, DIGEST) == fresh()
    assert path.is_dir() and not [p for p in tmp_path.iterdir() if p.name.endswith(".partial")]


def test_the_digest_names_the_grammar() -> None:
    grammar = parser.grammar_text()
    assert parser.tables_digest(grammar) == DIGEST
    assert parser.tables_digest(grammar.replace("destroy", "destroys", 1)) != DIGEST


def test_a_file_another_user_wrote_is_not_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "tables.marshal"
    path.write_bytes(parser.tables_bytes(fresh(), DIGEST))
    planted = path.read_bytes()
    monkeypatch.setattr(parser.os, "getuid", lambda: path.stat().st_uid + 1)
    assert parser.load_tables(path, DIGEST) == fresh()
    assert path.read_bytes() == planted  # neither read nor replaced


def test_every_build_writes_the_same_bytes(tmp_path: Path) -> None:
    # Lark numbers its states in an order that follows the process's string hashing; the tables
    # are renumbered and their names interned, so that the file (and the wheel) is reproducible
    import os
    import subprocess
    import sys

    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        code = "import sys; from oraclec.parser import build_shipped_tables; build_shipped_tables(sys.argv[1])"
        subprocess.run([sys.executable, "-c", code, str(tmp_path / seed)], env=env, check=True, timeout=300)
    assert (tmp_path / "1").read_bytes() == (tmp_path / "2").read_bytes()
    assert parser.read_tables(tmp_path / "1", DIGEST) == fresh()
