"""The compiled parser (mypyc, hatch_build.py) is used only while it matches its sources.

The install that the README's first command makes compiles the parser's hot path
(``oraclec.lexer``, ``oraclec.parser`` and the modules around them: hatch_build.NATIVE_MODULES);
after an edit to one of them, an editable install must run the edited sources, not the old
compiled code.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path
from urllib.parse import urlparse
from urllib.request import url2pathname

import pytest

import oraclec
from expected_failures import NO_COMPILED_PARSER, NOT_AN_EDITABLE_INSTALL
from oraclec import native

PACKAGE = Path(oraclec.__file__).parent
WHICH = (
    "import oraclec, oraclec.native as n, oraclec.parser as p;"
    "print(n.STATE.compiled, n.STATE.stale, [n.running_compiled(m) for m in n.STATE.listed]);"
    "print(p.parse_text('Draw a card.'))"
)
#: the tests of the compiled parser itself: expected to fail where it was not compiled
needs_compiled_parser = pytest.mark.xfail(not native.STATE.listed, reason=NO_COMPILED_PARSER, strict=True)


def test_no_manifest_means_pure_python(tmp_path: Path) -> None:
    state = native.check(tmp_path, package="nothing")
    assert state.listed == () and state.compiled == ()


def test_a_changed_source_is_stale_and_loads_from_source(tmp_path: Path) -> None:
    package = tmp_path / "fakepkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "fast.py").write_text("WHERE = 'source'\n")
    (package / "same.py").write_text("WHERE = 'source'\n")
    digest = hashlib.sha256(b"WHERE = 'source'\n").hexdigest()
    (package / native.MANIFEST).write_text(f"fakepkg.fast {'0' * 64}\nfakepkg.same {digest}\n")
    before = list(sys.meta_path)
    try:
        state = native.check(package, package="fakepkg")
        assert state.listed == ("fakepkg.fast", "fakepkg.same")
        assert state.stale == ("fakepkg.fast",)
        assert state.compiled == ()  # all or none: compiled modules call each other directly
        finder = sys.meta_path[0]
        spec = finder.find_spec("fakepkg.same", None)
        assert spec is not None and spec.origin == str(package / "same.py")
        assert finder.find_spec("fakepkg.other", None) is None
        native.check(package, package="fakepkg")
        assert len(sys.meta_path) == len(before) + 1, "checking again adds no second finder"
    finally:
        sys.meta_path[:] = before


def test_unchanged_sources_are_not_stale(tmp_path: Path) -> None:
    (tmp_path / "mod.py").write_text("x = 1\n")
    digest = hashlib.sha256(b"x = 1\n").hexdigest()
    (tmp_path / native.MANIFEST).write_text(f"pkg.mod {digest}\n")
    before = list(sys.meta_path)
    state = native.check(tmp_path, package="pkg")
    assert state.compiled == ("pkg.mod",) and state.stale == ()
    assert sys.meta_path == before


def _copy_of_the_package(tmp_path: Path) -> Path:
    """The installed package, compiled modules and mypyc's shared library included, elsewhere."""
    assert native.STATE.listed, "this oraclec was installed without compiling the parser (see hatch_build.py)"
    root = tmp_path / "site"
    shutil.copytree(PACKAGE, root / "oraclec", symlinks=False, ignore=shutil.ignore_patterns("__pycache__"))
    for shared in PACKAGE.parent.glob("oraclec_native__mypyc*"):
        shutil.copy(shared, root / shared.name)
    return root


def _which(root: Path, **environ: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != "ORACLEC_PURE_PYTHON"}
    env.update(PYTHONPATH=str(root), **environ)
    result = subprocess.run([sys.executable, "-c", WHICH], cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout


@needs_compiled_parser
def test_the_installed_parser_runs_compiled(tmp_path: Path) -> None:
    out = _which(_copy_of_the_package(tmp_path))
    listed = native.STATE.listed
    assert {"oraclec.lexer", "oraclec.parser"} <= set(listed)
    assert out.startswith(f"{listed} () {[True] * len(listed)}\n"), out
    assert "Draw" in out


@needs_compiled_parser
def test_an_edited_source_runs_instead_of_the_old_compiled_module(tmp_path: Path) -> None:
    root = _copy_of_the_package(tmp_path)
    lexer = root / "oraclec" / "lexer.py"
    lexer.write_text(lexer.read_text(encoding="utf-8") + "\nEDITED = True\n", encoding="utf-8")
    out = _which(root)
    assert out.startswith(f"() ('oraclec.lexer',) {[False] * len(native.STATE.listed)}\n"), out
    assert "Draw" in out  # the sources parse as well


@needs_compiled_parser
def test_oraclec_pure_python_runs_the_sources(tmp_path: Path) -> None:
    out = _which(_copy_of_the_package(tmp_path), ORACLEC_PURE_PYTHON="1")
    assert out.startswith(f"() () {[False] * len(native.STATE.listed)}\n"), out
    assert "Draw" in out


def _editable_checkout() -> Path | None:
    """The checkout pip installed oraclec from as editable, if it did."""
    try:
        direct_url = metadata.distribution("oraclec").read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        return None
    info = json.loads(direct_url or "{}")
    if not info.get("dir_info", {}).get("editable"):
        return None
    return Path(url2pathname(urlparse(info["url"]).path))


@pytest.mark.xfail(_editable_checkout() != PACKAGE.parent.parent, reason=NOT_AN_EDITABLE_INSTALL, strict=True)
def test_an_editable_install_has_its_bytecode() -> None:
    """hatch_build.py writes the package's bytecode for an editable install, as pip does for a
    wheel: where Python does not write it at run time (PYTHONDONTWRITEBYTECODE), every command
    would otherwise compile the sources again."""
    import importlib.util

    import oraclec.compiler

    source = Path(oraclec.compiler.__file__)  # src/oraclec/compiler/__init__.py
    assert _editable_checkout() == source.parents[3], f"{source} is not from the checkout installed as editable ({_editable_checkout()})"
    assert Path(importlib.util.cache_from_source(str(source))).exists()
