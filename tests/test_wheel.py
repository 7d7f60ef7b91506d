"""The built wheel works outside the checkout: grammar and bundled database inside, each file once,
the ``oraclec`` command installed.

The wheel is built with hatchling from the running environment (the ``test`` extra installs it)
and installed into a fresh venv whose only other packages are the running environment's
dependencies (lark, attrs, ...), reached through a ``.pth`` file: no network is needed.
"""

from __future__ import annotations

import collections
import hashlib
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = Path(__file__).parent / "data" / "formats" / "scryfall-sample.json"

pytestmark = pytest.mark.slow


def run(args: list[str | Path], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    result = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, f"{args} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}"
    return result


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dist = tmp_path_factory.mktemp("dist")
    code = f"from hatchling.build import build_wheel; print(build_wheel({str(dist)!r}))"
    name = run([sys.executable, "-c", code], cwd=ROOT).stdout.strip().splitlines()[-1]
    return dist / name


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel installed and the running environment's dependencies."""
    folder = tmp_path_factory.mktemp("venv")
    run([sys.executable, "-m", "venv", "--without-pip", folder], cwd=folder)
    python = folder / "bin" / "python"
    site_packages = Path(run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], cwd=folder).stdout.strip())
    # Plain paths in a .pth file: added to sys.path, but their own .pth files (the editable
    # install of oraclec among them) are not processed.
    dependencies = {sysconfig.get_path("purelib"), sysconfig.get_path("platlib")}
    (site_packages / "dependencies.pth").write_text("\n".join(sorted(dependencies)) + "\n")
    run([sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index", "-q", wheel], cwd=folder)
    return folder


def test_wheel_contents(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        database = archive.read("oraclec/data/oracle-cards.jsonl.gz")
        archive_baseline = archive.read("oraclec/data/oracle-cards.lint-baseline.tsv")
        entry_points = archive.read(next(n for n in names if n.endswith(".dist-info/entry_points.txt"))).decode()
    repeated = [name for name, count in collections.Counter(names).items() if count > 1]
    assert not repeated, f"files added twice: {repeated}"
    grammar = sorted(n.removeprefix("oraclec/grammar/") for n in names if n.startswith("oraclec/grammar/"))
    assert grammar == sorted(p.name for p in (ROOT / "grammar").glob("*.lark"))
    assert hashlib.sha256(database).digest() == hashlib.sha256((ROOT / "cards" / "oracle-cards.jsonl.gz").read_bytes()).digest()
    assert archive_baseline == (ROOT / "cards" / "oracle-cards.lint-baseline.tsv").read_bytes()  # beside the database, as in a checkout
    assert "oraclec/py.typed" in names
    assert "oraclec/grammar-tables.marshal" in names  # the parser's tables, built with the package
    assert "oraclec/cli/__init__.py" in names
    assert not [n for n in names if n.startswith(("src/", "tests/", "cards/"))]
    assert "oraclec = oraclec.cli:main" in entry_points
    assert "oraclec = oraclec.testing" in entry_points  # the pytest plugin


def test_wheel_has_the_compiled_parser(wheel: Path) -> None:
    """hatch_build.py compiles the parser's hot path with mypyc (the test extra has it)."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        manifest = archive.read("oraclec/native-build.txt").decode()
    modules = [line.split()[0] for line in manifest.splitlines()]
    assert {"oraclec.lexer", "oraclec.parser"} <= set(modules)
    assert f"oraclec_native__mypyc{suffix}" in names
    for line in manifest.splitlines():
        module, digest = line.split()
        path = module.replace(".", "/")
        assert {f"{path}{suffix}", f"{path}.py"} <= names, module  # compiled, and the source too
        source = ROOT / "src" / f"{path}.py"
        assert digest == hashlib.sha256(source.read_bytes()).hexdigest(), module
    assert not wheel.name.endswith("-py3-none-any.whl"), "a wheel with compiled modules is tagged for its platform"


def test_without_a_c_compiler_the_wheel_is_pure_python(tmp_path: Path) -> None:
    """hatch_build.py says why and builds a pure-Python wheel rather than failing the install."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["CC"] = "/bin/false"  # a compiler that fails every file
    code = f"from hatchling.build import build_wheel; print(build_wheel({str(tmp_path)!r}))"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "compiling the parser with mypyc failed; building a pure-Python oraclec" in result.stderr
    name = result.stdout.strip().splitlines()[-1]
    assert name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(tmp_path / name) as archive:
        names = archive.namelist()
    assert not [n for n in names if n.endswith(".so")] and "oraclec/native-build.txt" not in names
    assert "oraclec/parser.py" in names


def test_installed_wheel_runs_the_compiled_parser(venv: Path, tmp_path: Path) -> None:
    code = "import oraclec.native as n; print(n.STATE.compiled, all(n.running_compiled(m) for m in n.STATE.listed))"
    compiled, running = run([venv / "bin" / "python", "-c", code], cwd=tmp_path).stdout.rsplit(" ", 1)
    assert "'oraclec.lexer'" in compiled and "'oraclec.parser'" in compiled
    assert running == "True\n"


def test_installed_wheel_runs_outside_the_checkout(venv: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    oraclec = venv / "bin" / "oraclec"
    where = run([venv / "bin" / "python", "-c", "import oraclec; print(oraclec.__file__)"], cwd=elsewhere)
    assert Path(where.stdout.strip()).is_relative_to(venv), "the installed package, not the checkout"

    help_text = run([oraclec, "--help"], cwd=elsewhere).stdout
    assert "parse" in help_text and "stats" in help_text
    assert run([oraclec, "--version"], cwd=elsewhere).stdout.startswith("oraclec ")

    parsed = run([oraclec, "parse", "Mill three cards."], cwd=elsewhere).stdout
    in_checkout = run([sys.executable, "-m", "oraclec", "parse", "Mill three cards."], cwd=ROOT).stdout
    assert parsed == in_checkout
    assert parsed.startswith("AbilityLine")

    stats = run([oraclec, "stats", SAMPLE, "--json", "--jobs", "1"], cwd=elsewhere).stdout
    assert '"cards": 18' in stats


def test_installed_wheel_reads_its_own_tables_and_writes_no_cache(venv: Path, tmp_path: Path) -> None:
    folders = {name: tmp_path / name for name in ("tmp", "cache", "home")}
    for folder in folders.values():
        folder.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "ORACLEC_CACHE_DIR")}
    env.update(TMPDIR=str(folders["tmp"]), XDG_CACHE_HOME=str(folders["cache"]), HOME=str(folders["home"]))
    code = (
        "from oraclec import parser; "
        "print(parser.read_tables(parser._shipped_tables_path(), parser.tables_digest(parser.grammar_text())) == parser.tables())"
    )
    result = subprocess.run([venv / "bin" / "python", "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert (result.returncode, result.stdout) == (0, "True\n"), result.stderr
    assert [p for folder in folders.values() for p in folder.rglob("*")] == []


def test_installed_wheel_finds_its_bundled_database(venv: Path, tmp_path: Path) -> None:
    code = "from oraclec import cards; print(cards.bundled_database()); print(sum(1 for _ in cards.load()))"
    path, count = run([venv / "bin" / "python", "-c", code], cwd=tmp_path).stdout.split()
    assert Path(path).is_relative_to(venv)
    assert count == "29410"
