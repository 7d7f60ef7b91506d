"""Run scenario files.

Each file sets up a game, carries out its steps and checks its expectations (the format is in
the README, "Scenario files"). Prints PASS or FAIL per file; for a failure, each expectation that
failed with what was expected and what was found, then the game log. --trace prints every
event and every choice (with its options and the answer) of every file.

Exit codes: 0 every file passed, 1 some scenario failed, 2 some file is invalid (unknown card,
unknown key, wrong type, an answer that is not a legal option, a TOML syntax error): the message
names the file, the line and the key.
"""

from __future__ import annotations

import argparse
from typing import Any

from . import EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, add_json_option, path_argument, print_json


def add_parser(sub: Any) -> None:
    p = sub.add_parser("play", help="run scenario files (rules interactions written as TOML)", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("files", nargs="+", type=path_argument, metavar="FILE", help="scenario files (.toml)")
    add_json_option(p, "the results")
    p.add_argument("--trace", action="store_true", help="print every event and every choice with its options")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import sys

    from ..errors import OracleError, one_line, shown
    from ..scenario import play_file

    results: list[dict[str, Any]] = []
    passed = failed = invalid = 0
    for path in args.files:
        try:
            result = play_file(path)
        except OracleError as exc:
            invalid += 1
            if args.json:
                results.append({"file": path, "passed": False, "error": str(exc)})
            else:
                print(f"ERROR {shown(path)}", flush=True)
            # on stderr with --json too: an exit code 2 always comes with its error there
            print(f"oraclec play: error: {one_line(str(exc))}", file=sys.stderr, flush=True)
            continue
        if result.passed:
            passed += 1
        else:
            failed += 1
        if args.json:
            results.append(result.as_json(trace=args.trace))
        else:
            _print_result(result, trace=args.trace)
    code = EXIT_USAGE if invalid else EXIT_FINDINGS if failed else EXIT_OK
    if args.json:
        print_json({"files": results, "passed": passed, "failed": failed, "invalid": invalid})
    elif len(args.files) > 1:
        print(f"\n{passed} passed, {failed} failed, {invalid} invalid")
    return code


def _print_result(result: Any, *, trace: bool) -> None:
    from ..errors import shown

    status = "PASS" if result.passed else "FAIL"
    title = f" — {result.description}" if result.description else ""
    print(f"{status} {shown(result.path)}{title}")
    for warning in result.warnings:
        print(f"  warning: {warning}")
    for failure in result.failures:
        where = f" (line {failure.line})" if failure.line else ""
        print(f"  failed: {failure.what}{where}: {failure.message}")
        if failure.expected is not None or failure.actual is not None:
            print(f"    expected: {_show(failure.expected)}")
            print(f"    actual:   {_show(failure.actual)}")
    if not result.passed:
        print("  game log:")
        for line in result.log or ["(no events)"]:
            print(f"    {line}")
    if trace:
        print("  trace:")
        for line in result.trace:
            print(f"    {line}")


def _show(value: Any) -> str:
    from ..scenario.loader import _show as show

    return show(value)
