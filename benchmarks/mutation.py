"""Mutation testing of the core modules with mutmut 3, and the mutation score per module.

    python benchmarks/mutation.py                   # every module: the mutants without a result
    python benchmarks/mutation.py sba expect        # these modules only
    python benchmarks/mutation.py sba --survivors   # the mutants not killed, again (after adding tests)
    python benchmarks/mutation.py sba --again       # every mutant again
    python benchmarks/mutation.py --sample 20       # 20 mutants of each module, spread evenly
    python benchmarks/mutation.py --report          # the stored results, nothing run
    python benchmarks/mutation.py --list            # the modules and what is mutated in each

Needs the ``mutation`` extra (``pip install -e '.[mutation]'``). Run from anywhere; it works in
the repository's root, where mutmut keeps its mutated copy of ``src/`` and the results in
``mutants/`` (ignored by git). ``[tool.mutmut]`` in pyproject.toml names the files and the
tests; ``[tool.oraclec.mutation]`` names the modules and, for a large file, the functions
mutated. For each mutant only the tests that call the mutated function run: mutmut records
which test calls which function in one traced run of the listed tests, then forks a process per
mutant from the warm one, which runs them fastest first and stops at the first failure: a killed
mutant costs about a second, a survivor all of its tests (for runtime/replacements.py, most of
the runtime and scenario tests: about 20 s). ``--max-children`` defaults to 1: the machine is
shared.

A module's score is killed / total, where a mutant that made the tests time out counts as
killed and one that no listed test reaches ("no tests") counts as a survivor. Survivors are
listed by name: ``mutmut show NAME`` prints the change, ``mutmut apply NAME`` writes it into
src/ to debug a test (undo with git). Time is the wall time of the module's mutant runs.

Two things mutmut does not do are added here, by patching it before it runs (checked against
mutmut 3.8; a missing hook fails loudly):

* mutmut leaves every decorated function alone, as copying it for its trampoline would run the
  decorator again. The keyword definitions (``@defines``) and the compiler's lowerings
  (``@lowers``) are all decorated with a decorator that only registers the function in a
  table. These are mutated: the trampoline keeps the decorator, so the table holds the
  trampoline, and the copies (the original and each mutant) are made without it.
* mutmut mutates every function of a file; ``functions`` in a module's entry restricts the
  mutants to those functions (the compiler's keywords.py, effects.py and objects.py have 2,800
  lines, of which the keyword and keyword action lowerings are measured).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: decorators that only put the function in a table and return it unchanged
REGISTRATION_DECORATORS = frozenset({"lowers", "defines"})
#: what mutmut's exit codes mean, by the score: killed, or a survivor of some kind
DETECTED = ("killed", "timeout", "caught by type check")
SELECTION_FILE = Path("mutants") / "oraclec-mutation-selection.json"


def modules() -> dict[str, dict[str, Any]]:
    """``[tool.oraclec.mutation.modules]``: name -> {file, functions?, about}."""
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    table = tool["oraclec"]["mutation"]["modules"]
    mutated = set(tool["mutmut"]["only_mutate"])
    for name, entry in table.items():
        if entry["file"] not in mutated:
            sys.exit(f"mutation: module {name!r}: {entry['file']} is not in [tool.mutmut] only_mutate of pyproject.toml")
    return table


def module_prefix(path: str) -> str:
    """``src/oraclec/scenario/expect.py`` -> ``oraclec.scenario.expect.`` (mutmut's mutant names)."""
    return ".".join(Path(path).relative_to("src").with_suffix("").parts) + "."


def patch_mutmut(selected: dict[str, frozenset[str]]) -> None:
    """Mutate registration-decorated functions and only the selected functions of a file; give
    each mutant's tests freshly compiled cards, fastest first."""
    import libcst as cst
    from mutmut.mutation import file_mutation
    from mutmut.runners import harness
    from mutmut.state import state

    for module, hook in ((file_mutation, "create_mutations"), (file_mutation, "function_trampoline_arrangement"), (file_mutation, "MutationVisitor"), (harness, "PytestRunner")):
        if not hasattr(module, hook):
            sys.exit(f"mutation: mutmut {version()} has no {module.__name__}.{hook}; this script was written for mutmut 3.8")
    PytestRunner = harness.PytestRunner

    def registers_only(function: cst.FunctionDef) -> bool:
        return bool(function.decorators) and all(
            isinstance(d.decorator, cst.Call) and isinstance(d.decorator.func, cst.Name) and d.decorator.func.value in REGISTRATION_DECORATORS
            for d in function.decorators
        )

    skip = file_mutation.MutationVisitor._skip_node_and_children

    def skip_unless_registered(self: Any, node: cst.CSTNode) -> bool:
        if isinstance(node, cst.FunctionDef) and registers_only(node):
            # judged as if undecorated; the decorator's own arguments stay unmutated (mutmut
            # skips every Decorator node)
            return bool(skip(self, node.with_changes(decorators=())))
        return bool(skip(self, node))

    arrange = file_mutation.function_trampoline_arrangement

    def arrange_registered(function: cst.FunctionDef, mutants: Any, class_name: str | None) -> Any:
        declarations, nodes, assignments, names = arrange(function, mutants, class_name)
        if registers_only(function):
            # nodes[0] is the trampoline, which registers; the copies must not overwrite it
            nodes = [nodes[0], *(n.with_changes(decorators=()) for n in nodes[1:])]
        return declarations, nodes, assignments, names

    create = file_mutation.create_mutations

    def create_selected(filename: str, code: str, *args: Any, **kwargs: Any) -> Any:
        module, mutations, ignored_classes, ignored_functions = create(filename, code, *args, **kwargs)
        wanted = selected.get(Path(filename).as_posix())
        if wanted is not None:
            mutations = [m for m in mutations if isinstance(m.contained_by_top_level_function, cst.FunctionDef) and m.contained_by_top_level_function.name.value in wanted]
        return module, mutations, ignored_classes, ignored_functions

    test_run = PytestRunner.run_tests

    def run_tests_on_fresh_cards_fastest_first(self: Any, *, mutant_name: str | None, tests: Any) -> int:
        # A mutant's tests run in a process forked from the one that ran them on the original
        # code: the scenarios' card pool would hand them cards compiled then, and a mutant of
        # the compiler or of a keyword's definition would never be seen by a scenario.
        runner = sys.modules.get("oraclec.scenario.runner")
        pool = getattr(runner, "_DATABASE_POOL", None)
        if pool is not None:
            pool._definitions.clear()
        # mutmut hands the tests over as a set, in no order, and runs them with -x: the first
        # failure kills the mutant. Fastest first (by their time in the traced run), a killed
        # mutant costs its cheapest failing test, not a seconds-long test that came up first;
        # the same tests run, a survivor runs them all.
        durations = state().duration_by_test
        return int(test_run(self, mutant_name=mutant_name, tests=sorted(tests, key=lambda test: (durations.get(test, 0.0), test))))

    PytestRunner.run_tests = run_tests_on_fresh_cards_fastest_first  # type: ignore[method-assign]
    file_mutation.MutationVisitor._skip_node_and_children = skip_unless_registered  # type: ignore[method-assign]
    file_mutation.function_trampoline_arrangement = arrange_registered
    file_mutation.create_mutations = create_selected


def version() -> str:
    from importlib.metadata import version as installed

    return installed("mutmut")


def forget_changed_selections(selected: dict[str, frozenset[str]]) -> None:
    """mutmut regenerates a file's mutants only when the file changes: when a module's selection
    changed, drop its mutated copy and results, so that they are made again."""
    stored = json.loads(SELECTION_FILE.read_text()) if SELECTION_FILE.exists() else {}
    current = {path: sorted(functions) for path, functions in selected.items()}
    for path in set(stored) | set(current):
        if stored.get(path) != current.get(path):
            for leftover in (Path("mutants") / path, Path("mutants") / f"{path}.meta", Path("mutants") / f"{path}.spans"):
                leftover.unlink(missing_ok=True)
    SELECTION_FILE.parent.mkdir(exist_ok=True)
    SELECTION_FILE.write_text(json.dumps(current, indent=1, sort_keys=True) + "\n")


def run(names: Sequence[str], max_children: int) -> None:
    from mutmut.__main__ import cli

    try:
        cli.main(["run", "--max-children", str(max_children), *names], prog_name="mutmut", standalone_mode=False)
    except SystemExit as stop:
        if stop.code not in (0, None):
            sys.exit(f"mutation: mutmut run stopped (exit {stop.code}); its output above says why")


def results(path: str) -> dict[str, tuple[str, float | None]]:
    """The file's mutants: name -> (status, seconds of its run)."""
    from mutmut.mutation.data import SourceFileMutationData
    from mutmut.stats import status_by_exit_code

    data = SourceFileMutationData(path=Path(path))
    data.load()
    return {name: (status_by_exit_code[code], data.durations_by_key.get(name)) for name, code in data.exit_code_by_key.items()}


def report(table: dict[str, dict[str, Any]], chosen: Sequence[str]) -> None:
    """Print the score of each module over the mutants run, then the survivors."""
    rows = []
    survivors: list[tuple[str, str, str]] = []
    for name in chosen:
        path = table[name]["file"]
        found = results(path)
        ran = {key: (status, seconds) for key, (status, seconds) in found.items() if status != "not checked"}
        if not ran:
            rows.append((name, path, f"{len(found)} mutants, none run yet" if found else "no mutants made yet"))
            continue
        statuses = [status for status, _ in ran.values()]
        detected = sum(statuses.count(s) for s in DETECTED)
        timeouts = statuses.count("timeout")
        seconds = sum(d for _, d in ran.values() if d is not None)
        text = f"{detected}/{len(ran)} killed ({100 * detected / len(ran):.1f}%"
        text += f", {timeouts} by a timeout)" if timeouts else ")"
        text += f", {len(ran) - detected} survived"
        text += f"; {len(found) - len(ran)} of its {len(found)} mutants not run" if len(ran) < len(found) else ""
        text += f"; {seconds:.0f} s, {seconds / len(ran):.1f} s a mutant"
        rows.append((name, path, text))
        survivors += [(name, key, status) for key, (status, _) in sorted(ran.items(), key=lambda kv: mutant_order(kv[0])) if status not in DETECTED]
    width = max(len(r[0]) for r in rows)
    for name, path, text in rows:
        print(f"{name:<{width}}  {text}  [{path}]")
    if survivors:
        print("\nsurvivors (mutmut show NAME):")
        for name, key, status in survivors:
            print(f"  {name}: {key} ({status})")


def mutant_order(key: str) -> tuple[str, int]:
    """``...x_f__mutmut_12`` sorts after ``...x_f__mutmut_9``."""
    function, _, number = key.rpartition("_")
    return function, int(number) if number.isdigit() else 0


def mutants_to_run(table: dict[str, dict[str, Any]], chosen: Sequence[str], mode: str, sample: int | None = None) -> list[str]:
    """mutmut's names (or patterns) of the mutants to run: those without a result ("pending"),
    those not killed ("survivors"), or all ("again"); with ``sample``, that many of each
    module's, spread evenly over it. A module whose file changed since its mutants were made
    runs whole: mutmut makes the changed functions' mutants again."""
    names: list[str] = []
    for name in chosen:
        path = table[name]["file"]
        mutated = Path("mutants") / path
        found = results(path)
        if not found or not mutated.exists() or Path(path).stat().st_mtime > mutated.stat().st_mtime:
            if sample is not None:
                sys.exit(f"mutation: {name}: its mutants are not made yet, or its file changed since; run it whole once before --sample")
            names.append(f"{module_prefix(path)}*")
            continue
        keys = sorted(found, key=mutant_order)
        if sample is not None:
            keys = [keys[i * len(keys) // sample] for i in range(min(sample, len(keys)))]
        if mode == "survivors":
            keys = [key for key in keys if found[key][0] not in DETECTED]
        elif mode == "pending":
            keys = [key for key in keys if found[key][0] == "not checked"]
        names += keys
    return names


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*", help="modules to run (default: all of them)")
    parser.add_argument("--survivors", action="store_true", help="run again the mutants that were not killed (after adding tests)")
    parser.add_argument("--again", action="store_true", help="run every mutant again")
    parser.add_argument("--sample", type=int, metavar="N", help="only N mutants of each module, spread evenly (to measure the cost per mutant)")
    parser.add_argument("--report", action="store_true", help="print the stored scores; run nothing")
    parser.add_argument("--list", action="store_true", help="list the modules and what is mutated in each")
    parser.add_argument("--max-children", type=int, default=1, help="mutants run at once (default 1: the machine is shared)")
    args = parser.parse_args()
    if args.max_children < 1:
        parser.error(f"--max-children must be at least 1, not {args.max_children}")
    if args.survivors and args.again:
        parser.error("--survivors and --again exclude each other")
    if args.sample is not None and args.sample < 1:
        parser.error(f"--sample must be at least 1, not {args.sample}")
    os.chdir(ROOT)
    table = modules()
    unknown = [m for m in args.modules if m not in table]
    if unknown:
        parser.error(f"unknown module {', '.join(map(repr, unknown))}; the modules are {', '.join(table)}")
    if args.list:
        for name, entry in table.items():
            functions = entry.get("functions")
            what = f"{len(functions)} functions: {', '.join(functions)}" if functions else "every function"
            print(f"{name}: {entry['file']}, {what} ({entry['about']})")
        return
    chosen = args.modules or list(table)
    if not args.report:
        selected = {entry["file"]: frozenset(entry["functions"]) for entry in table.values() if entry.get("functions")}
        forget_changed_selections(selected)
        names = mutants_to_run(table, chosen, "survivors" if args.survivors else "again" if args.again else "pending", args.sample)
        if names:
            patch_mutmut(selected)
            start = time.perf_counter()
            run(names, args.max_children)
            print(f"\nmutmut run took {time.perf_counter() - start:.0f} s (wall), with its traced and clean test runs\n")
        else:
            print("nothing to run: every mutant of these modules has a result (--survivors or --again run them again)\n")
    report(table, chosen)


if __name__ == "__main__":
    main()
