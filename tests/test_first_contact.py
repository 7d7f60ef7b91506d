"""A new user's first commands, on a machine where oraclec never ran: empty temporary and cache
folders, the installed ``oraclec`` in a new process. Nothing may depend on a file an earlier run
left behind, and a damaged cache is rebuilt without a word."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

from oraclec import parser

FLASHBACK_TREE = """\
AbilityLine
  body: KeywordLine
    keywords:
      - KeywordCost
        name: 'Flashback'
        cost: ManaCost
          symbols:
            - '{2}'
            - '{R}'
  reminders: ()
"""

#: run oraclec's main with the shipped tables out of reach, as a package built without them
WITHOUT_SHIPPED_TABLES = (
    # (the file's name, not the function: calls inside the parser compiled by mypyc do not see a
    # replaced function)
    "import sys; from oraclec import parser, cli; "
    "parser.SHIPPED_TABLES = 'no-such-tables.marshal'; "
    "sys.exit(cli.main(sys.argv[1:]))"
)


def fresh_machine(tmp_path: Path) -> dict[str, str]:
    """An environment whose temporary, cache and home folders are new and empty."""
    folders = {name: tmp_path / name for name in ("tmp", "xdg-cache", "home")}
    for folder in folders.values():
        folder.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("ORACLEC_CACHE_DIR", "XDG_CACHE_HOME")}
    env.update(TMPDIR=str(folders["tmp"]), XDG_CACHE_HOME=str(folders["xdg-cache"]), HOME=str(folders["home"]))
    return env


def oraclec(env: dict[str, str], *args: str, without_shipped_tables: bool = False) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", WITHOUT_SHIPPED_TABLES] if without_shipped_tables else [shutil.which("oraclec") or "oraclec"]
    return subprocess.run([*command, *args], env=env, capture_output=True, text=True, timeout=600, cwd=env["HOME"])


def files_under(folder: str) -> list[str]:
    return sorted(str(path.relative_to(folder)) for path in Path(folder).rglob("*"))


def test_the_first_parse_on_a_fresh_machine_prints_the_tree_cold_then_warm(tmp_path: Path) -> None:
    env = fresh_machine(tmp_path)
    for run in ("cold", "warm"):
        result = oraclec(env, "parse", "Flashback {2}{R}")
        assert (result.returncode, result.stderr, result.stdout) == (0, "", FLASHBACK_TREE), run
    # the installed package brought its tables: nothing was written anywhere
    assert files_under(env["TMPDIR"]) == [] and files_under(env["XDG_CACHE_HOME"]) == []


@attrs.frozen
class BuiltTables:
    """What a fresh machine shows when the package has no shipped tables: the cold and the warm
    run's results with what was in the temporary folder and the files in the cache folder after
    each, and the tables file the cold run wrote."""

    runs: list[tuple[subprocess.CompletedProcess[str], list[str], list[str]]]
    relative_path: Path
    good: bytes


@pytest.fixture(scope="module")
def built_tables(tmp_path_factory: pytest.TempPathFactory) -> BuiltTables:
    """One build of the tables on a fresh machine (a build takes seconds: the tests below share it)."""
    env = fresh_machine(tmp_path_factory.mktemp("built"))
    runs = []
    for _ in ("cold", "warm"):
        result = oraclec(env, "parse", "Flashback {2}{R}", without_shipped_tables=True)
        cache_files = [name for name in files_under(env["XDG_CACHE_HOME"]) if Path(env["XDG_CACHE_HOME"], name).is_file()]
        runs.append((result, files_under(env["TMPDIR"]), cache_files))
    (path,) = Path(env["XDG_CACHE_HOME"], "oraclec").iterdir()
    return BuiltTables(runs, path.relative_to(env["XDG_CACHE_HOME"]), path.read_bytes())


def test_without_shipped_tables_the_first_run_builds_them_into_the_cache_folder(built_tables: BuiltTables) -> None:
    expected_name = parser._cached_tables_path(parser.tables_digest(parser.grammar_text())).name
    for run, (result, in_tmp, in_cache) in zip(("cold", "warm"), built_tables.runs, strict=True):
        assert (result.returncode, result.stderr, result.stdout) == (0, "", FLASHBACK_TREE), run
        assert in_tmp == [], run
        assert in_cache == [f"oraclec/{expected_name}"], run


@pytest.mark.parametrize("damage", ["garbage", "truncated", "directory"])
def test_a_damaged_tables_file_in_the_cache_is_rebuilt_silently(tmp_path: Path, damage: str, built_tables: BuiltTables) -> None:
    env = fresh_machine(tmp_path)
    path = Path(env["XDG_CACHE_HOME"], built_tables.relative_path)
    path.parent.mkdir(parents=True)
    good = built_tables.good
    if damage == "directory":
        path.mkdir()
    else:
        path.write_bytes(b"\x00garbage" if damage == "garbage" else good[: len(good) // 3])
    result = oraclec(env, "parse", "Flashback {2}{R}", without_shipped_tables=True)
    assert (result.returncode, result.stderr, result.stdout) == (0, "", FLASHBACK_TREE)
    if damage != "directory":
        assert path.read_bytes() == good  # rebuilt in place, the same bytes as a build on a clean machine


def test_no_module_reads_or_writes_the_temporary_folder() -> None:
    # the temporary folder is shared and may be emptied at any time: caches belong in the
    # user's cache folder (oraclec.userdirs); temporary files beside their target
    source = Path(parser.__file__).parent
    offenders = [
        str(path.relative_to(source))
        for path in sorted(source.rglob("*.py"))
        # Lark's own cache option (compiledb's ``from_output_cache=True`` is not one)
        if "gettempdir" in path.read_text(encoding="utf-8") or re.search(r"\bcache=True", path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
