"""The ``oraclec`` command line: one module per sub-command, each ``main(args) -> int``.

Exit codes: 0 ok, 1 findings or failures, 2 usage or input errors. Errors go to stderr,
results to stdout; ``--json`` wherever a program reads the output.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .. import __version__
from ..errors import OracleError

SUBCOMMANDS = ("parse", "stats", "compile", "lint", "play")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="oraclec", description="Compile Magic: The Gathering Oracle card text: parse, compile, lint, play.")
    parser.add_argument("--version", action="version", version=f"oraclec {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    from . import parse as parse_cmd
    from . import stats as stats_cmd

    for module in (parse_cmd, stats_cmd):
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    if not args.command:
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(args.run(args))
    except OracleError as exc:
        print(f"oraclec {args.command}: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("oraclec: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
