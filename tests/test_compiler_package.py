"""The compiler package mirrors the AST: ``compiler/<family>.py`` registers lowerings only for the
classes of ``ast/<family>.py``; the helper modules register none; its modules import each other
without a cycle, never from the package's ``__init__`` and never a private name."""

from __future__ import annotations

import ast as pyast
import importlib
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from oraclec import compiler
from oraclec.ast import NODES
from oraclec.compiler import registry

PACKAGE = Path(compiler.__file__).parent
AST_FAMILIES = sorted(p.stem for p in (PACKAGE.parent / "ast").glob("*.py") if p.stem not in ("__init__", "base"))
MODULES = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__")
HELPERS = sorted(set(MODULES) - set(AST_FAMILIES))


@pytest.fixture
def tables_restored() -> Iterator[None]:
    """Running a module again adds its entries to the tables of the others (events, qualifiers,
    clause tails) anew; they are put back as they were."""
    modules = [importlib.import_module(f"oraclec.compiler.{name}") for name in MODULES]
    saved = [(table, dict(table)) for module in modules for table in vars(module).values() if isinstance(table, dict)]
    yield
    for table, entries in saved:
        table.clear()
        table.update(entries)


def registered_by(name: str, monkeypatch: pytest.MonkeyPatch) -> dict[type, object]:
    """The entries that running ``compiler/<name>.py`` again puts in a table of its own."""
    module = importlib.import_module(f"oraclec.compiler.{name}")
    entries: dict[type, object] = {}
    monkeypatch.setattr(registry, "LOWERINGS", entries)  # seen by @lowers and by `from .registry import LOWERINGS`
    again = types.ModuleType(module.__name__)
    again.__package__ = "oraclec.compiler"
    again.__file__ = module.__file__
    source = Path(module.__file__ or "").read_text(encoding="utf-8")
    exec(compile(source, again.__file__ or "", "exec"), again.__dict__)
    monkeypatch.undo()
    return entries


def test_every_module_of_the_package_is_a_family_or_a_helper() -> None:
    assert set(AST_FAMILIES) <= set(MODULES), f"no compiler module for {sorted(set(AST_FAMILIES) - set(MODULES))}"
    assert HELPERS == ["context", "elements", "entry", "events", "registry", "sentences", "words"]


@pytest.mark.usefixtures("tables_restored")
@pytest.mark.parametrize("family", AST_FAMILIES)
def test_a_family_registers_lowerings_only_for_its_ast_classes(family: str, monkeypatch: pytest.MonkeyPatch) -> None:
    entries = registered_by(family, monkeypatch)
    assert entries, f"compiler/{family}.py registers no lowering"
    foreign = sorted(f"{cls.__module__}.{cls.__name__}" for cls in entries if cls.__module__ != f"oraclec.ast.{family}")
    assert not foreign, f"compiler/{family}.py registers lowerings for classes of other AST modules: {foreign}"


@pytest.mark.usefixtures("tables_restored")
@pytest.mark.parametrize("helper", HELPERS)
def test_a_helper_module_registers_no_lowering(helper: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert registered_by(helper, monkeypatch) == {}


@pytest.mark.usefixtures("tables_restored")
def test_each_class_is_registered_by_one_module(monkeypatch: pytest.MonkeyPatch) -> None:
    by_class: dict[type, list[str]] = {}
    for family in AST_FAMILIES:
        for cls in registered_by(family, monkeypatch):
            by_class.setdefault(cls, []).append(family)
    assert {cls: families for cls, families in by_class.items() if len(families) > 1} == {}
    assert set(by_class) == set(compiler.LOWERINGS)
    assert set(NODES.values()) <= set(by_class)


def _imports(name: str) -> list[tuple[str, list[str]]]:
    """(module, names) of each import of ``compiler/<name>.py`` from within the package that runs:
    those at the top of the module; ``if TYPE_CHECKING:`` imports (for annotations) never run."""
    tree = pyast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
    checking_only = {
        id(node) for block in tree.body if isinstance(block, pyast.If) and pyast.unparse(block.test) == "TYPE_CHECKING"
        for node in pyast.walk(block)
    }
    found = []
    for node in pyast.walk(tree):
        if not isinstance(node, pyast.ImportFrom) or id(node) in checking_only:
            continue
        module = node.module or ""
        if node.level == 1 or module.startswith("oraclec.compiler"):
            assert node in tree.body, f"compiler/{name}.py imports from {module or '.'} inside a function (line {node.lineno})"
            found.append((module, [alias.name for alias in node.names]))
    return found


def test_modules_import_from_each_other_without_a_cycle_nor_private_names() -> None:
    graph = {}
    for name in MODULES:
        imports = _imports(name)
        assert all(module not in ("", "oraclec.compiler") for module, _ in imports), f"compiler/{name}.py imports from the package's __init__"
        private = [f"{module}.{n}" for module, names in imports for n in names if n.startswith("_")]
        assert not private, f"compiler/{name}.py imports private names: {private}"
        graph[name] = {module for module, _ in imports}
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, f"import cycle: {' -> '.join((*path, name))}"
        if name in done:
            return
        for imported in sorted(graph[name]):
            visit(imported, (*path, name))
        done.add(name)

    for name in MODULES:
        visit(name, ())
