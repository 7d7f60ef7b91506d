"""Import cycles of a package: module-level import graph, cycles and function-level imports.

    python benchmarks/import_cycles.py [PACKAGE_DIR] [--verbose]

Reads every module of the package (default ``src/oraclec/runtime``) with :mod:`ast`, without
importing it, and builds the graph of its module-level imports between modules of the package
(``if TYPE_CHECKING:`` imports left out: they never run). Prints the number of strongly
connected components with more than one module (import cycles), the number of pairs of
modules that import each other, the number of imports inside functions (usually there to dodge
a cycle) and the number of private names (``_name``) imported from another module of the
package. ``--verbose`` lists each of them.
"""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_names(package: Path) -> dict[str, Path]:
    """Dotted name inside the package (``effects.zones``, ``__init__`` for the package) -> file."""
    names = {}
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(package).with_suffix("").parts
        names[".".join(parts)] = path
    return names


def _resolve(current: str, node: ast.ImportFrom, names: dict[str, Path]) -> list[str]:
    """The package modules a relative ``from . import`` in module ``current`` names."""
    package = current.split(".")[:-1]  # the folder of the module (of a/__init__ too: a)
    if node.level == 0 or node.level - 1 > len(package):
        return []  # absolute, or above the package
    prefix = package[: len(package) - (node.level - 1)] + (node.module.split(".") if node.module else [])
    target = ".".join(prefix)
    # `from . import game`: a module, not a name of the package's __init__
    submodules = [".".join([*prefix, alias.name]) for alias in node.names if ".".join([*prefix, alias.name]) in names]
    if target in names:
        return [target, *submodules]
    if ".".join([*prefix, "__init__"]) in names and len(submodules) < len(node.names):
        return [".".join([*prefix, "__init__"]), *submodules]
    return submodules


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


Graph = dict[str, set[str]]


def scan(package: Path) -> tuple[Graph, Graph, list[tuple[str, int, str]], list[tuple[str, int, str]]]:
    """(module -> modules it imports at module level, the same with the imports inside functions,
    function-level imports, private names imported)."""
    names = module_names(package)
    graph: Graph = {name: set() for name in names}
    runtime_graph: Graph = {name: set() for name in names}
    inner: list[tuple[str, int, str]] = []
    private: list[tuple[str, int, str]] = []

    def visit(name: str, nodes: list[ast.stmt], in_function: bool) -> None:
        for node in nodes:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                targets = _resolve(name, node, names) if isinstance(node, ast.ImportFrom) else []
                # importing a module of a subpackage from outside it runs the subpackage's __init__ first
                targets += [
                    f"{package}.__init__"
                    for package in {t.rsplit(".", 1)[0] for t in targets if "." in t}
                    if f"{package}.__init__" in names and not name.startswith(f"{package}.")
                ]
                if in_function:
                    inner.append((name, node.lineno, ast.unparse(node)))
                else:
                    graph[name].update(t for t in targets if t != name)
                runtime_graph[name].update(t for t in targets if t != name)
                if isinstance(node, ast.ImportFrom) and targets:
                    private.extend((name, node.lineno, f"{alias.name} from {'.' * node.level}{node.module or ''}") for alias in node.names if alias.name.startswith("_") and not alias.name.startswith("__"))
            elif isinstance(node, ast.If) and _is_type_checking(node):
                visit(name, node.orelse, in_function)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(name, node.body, True)
            elif isinstance(node, ast.ClassDef):
                visit(name, node.body, in_function)
            else:
                for field in ("body", "orelse", "finalbody", "handlers"):
                    children = getattr(node, field, None)
                    if isinstance(children, list):
                        visit(name, [c for c in children if isinstance(c, ast.AST)], in_function)  # type: ignore[misc]

    for name, path in names.items():
        visit(name, ast.parse(path.read_text(encoding="utf-8"), str(path)).body, False)
    return graph, runtime_graph, inner, private


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's algorithm, iterative; components in a deterministic order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(sorted(component))
    return components


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("package", nargs="?", default=str(ROOT / "src" / "oraclec" / "runtime"), help="package folder (default src/oraclec/runtime)")
    parser.add_argument("--verbose", action="store_true", help="list the cycles, the mutual pairs and the imports")
    args = parser.parse_args()
    graph, runtime_graph, inner, private = scan(Path(args.package))
    print(f"{args.package}: {len(graph)} modules")
    found = {}
    for label, edges in (("module-level imports", graph), ("all imports, function-level ones too", runtime_graph)):
        cycles = [c for c in strongly_connected(edges) if len(c) > 1]
        pairs = sorted((a, b) for a in edges for b in edges[a] if a < b and a in edges.get(b, ()))
        found[label] = cycles, pairs
        print(f"{label}: import cycles (strongly connected components > 1) {len(cycles)}, largest {max((len(c) for c in cycles), default=0)} modules; pairs of modules importing each other {len(pairs)}")
    print(f"function-level imports: {len(inner)}")
    print(f"private names imported from another module of the package: {len(private)}")
    if args.verbose:
        for label, (cycles, pairs) in found.items():
            for component in cycles:
                print(f"cycle ({label}):", " ".join(component))
            for a, b in pairs:
                print(f"pair ({label}): {a} <-> {b}")
        for module, line, text in inner:
            print(f"function-level: {module}:{line}: {text}")
        for module, line, text in private:
            print(f"private: {module}:{line}: {text}")


if __name__ == "__main__":
    main()
