"""The ``oraclec`` command line: one module per sub-command, each with ``add_parser`` and ``run``.

Adding a sub-command: write ``oraclec/cli/<name>.py`` with

* ``add_parser(subparsers) -> None``, which adds the sub-command's parser (with ``help=`` and
  ``description=``, usually the module's docstring: its reST markup is removed from the help,
  see :func:`plain_help`) and calls ``set_defaults(run=run)``;
* ``run(args) -> int``, which returns the exit code (``add_parser`` runs on every invocation,
  ``--help`` included: import the pipeline inside ``run``, so that ``oraclec --help`` stays fast);

and list ``<name>`` in :data:`SUBCOMMANDS` (it is listed already for parse, stats, compile, lint,
play, simulate, query, diff and lsp: a listed name whose module does not exist yet is left out of
``oraclec --help``).

Conventions every sub-command follows:

* Exit codes: :data:`EXIT_OK` (0) ok, :data:`EXIT_FINDINGS` (1) findings or failures (text that
  does not parse, a lint finding, a failed scenario), :data:`EXIT_USAGE` (2) usage or input
  errors (bad arguments, unreadable or malformed files, input over a limit of
  :mod:`oraclec.limits`), :data:`EXIT_INTERNAL` (3) a bug in oraclec.
* Results go to stdout, errors and progress to stderr. A user's mistake is raised as an
  :class:`~oraclec.errors.OracleError` (usually :class:`~oraclec.errors.InputError`); :func:`main`
  prints ``oraclec <command>: error: <message>`` to stderr and exits with the error's
  ``exit_code``, never with a traceback. Any other exception is a bug in oraclec: :func:`main`
  says so in one line and exits with 3, so that a crash is never taken for findings (the
  traceback with ``ORACLEC_DEBUG=1`` in the environment).
* ``--json`` (added with :func:`add_json_option`) on every command whose output a program may
  read: exactly one JSON document on stdout, written by :func:`print_json` (UTF-8, indented,
  deterministic key order); errors stay on stderr as text and the exit code is the same as
  without ``--json``.
* Card databases default to the bundled one (:func:`oraclec.cards.bundled_database`). Every
  command reads card files through :mod:`oraclec.cli.inputs` (card text or a file, plain-text
  cards or JSON, standard input), so all of them read the same inputs the same way.
* One spelling per option across sub-commands: ``--json`` (one JSON document), ``--jobs``/``-j``
  (:func:`add_jobs_option`), ``--db [PATH]`` and ``--card NAME``, ``--text`` and ``--name``
  (:func:`oraclec.cli.inputs.add_text_options`).
"""

from __future__ import annotations

import argparse
import functools
import importlib
import importlib.util
import io
import os
import re
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from .. import __version__
from ..errors import InputError, OracleError, one_line, shown
from ..jsonio import dumps_indented

#: Sub-commands, in the order ``oraclec --help`` lists them; each is the module ``oraclec.cli.<name>``.
SUBCOMMANDS = ("parse", "stats", "compile", "lint", "play", "simulate", "query", "diff", "lsp")

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2
EXIT_INTERNAL = 3
EXIT_INTERRUPTED = 130

EPILOG = (
    "Exit codes: 0 ok, 1 findings or failures, 2 usage or input error, 3 internal error (a bug "
    "in oraclec). Run 'oraclec COMMAND --help' for a command's options."
)


class _Parser(argparse.ArgumentParser):
    """argparse with usage errors on stderr and exit code 2, like every other input error; help
    text without reST markup; an unknown option reported by the sub-command it was given to."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        for key in ("description", "epilog"):
            if kwargs.get(key):
                kwargs[key] = plain_help(kwargs[key])
        super().__init__(*args, **kwargs)
        #: the sub-commands' parsers, by name (on the top-level parser)
        self.commands: dict[str, argparse.ArgumentParser] = {}

    def parse_args(self, args: Sequence[str] | None = None, namespace: Any = None) -> Any:  # type: ignore[override]
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            # argparse collects a sub-command's unknown options on the top level, which would
            # print its own usage line: the sub-command's tells what the command does take
            command = self.commands.get(getattr(parsed, "command", None) or "", self)
            command.error(f"unrecognized arguments: {' '.join(shown(extra) for extra in extras)}")
        return parsed

    def _get_values(self, action: argparse.Action, arg_strings: list[str]) -> Any:
        # An option's own value "--" ("--severity=--"): argparse drops it as the end-of-options
        # marker and hands the option an empty list, unchecked against its type and choices;
        # it is the value given, checked like any other
        if action.option_strings and action.nargs is None and arg_strings == ["--"]:
            value = self._get_value(action, "--")
            self._check_value(action, value)
            return value
        return super()._get_values(action, arg_strings)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        # one_line: argparse quotes some arguments as they were given ("ambiguous option: ...")
        print(f"{self.prog}: error: {one_line(message)}", file=sys.stderr)
        raise SystemExit(EXIT_USAGE)


_ROLE = re.compile(r":[a-z]+(?::[a-z]+)?:`(~?)([^`]*?)(?:\s*<[^`>]*>)?`")
_LITERAL = re.compile(r"``(.+?)``", re.DOTALL)


def plain_help(text: str) -> str:
    """Help text from a docstring: reST roles (``:mod:`oraclec.compiled```, ``:func:`~a.b```) become
    the name they show, and literals (double backquotes) their text."""

    def role(match: re.Match[str]) -> str:
        tilde, target = match.groups()
        return target.rsplit(".", 1)[-1] if tilde else target

    return _LITERAL.sub(r"\1", _ROLE.sub(role, text))


def add_json_option(parser: argparse.ArgumentParser, what: str = "the result") -> None:
    """The ``--json`` flag, worded the same way on every sub-command."""
    parser.add_argument("--json", action="store_true", help=f"print {what} as one JSON document")


def add_jobs_option(parser: Any, what: str = "") -> None:
    """The ``--jobs``/``-j`` option, checked the same way on every sub-command."""
    from ..limits import MAX_JOBS

    parser.add_argument(
        "--jobs", "-j", type=jobs_count, default=None, metavar="N", help=f"worker processes{what} (default: CPUs; at most {MAX_JOBS})"
    )


def print_json(value: Any) -> None:
    """Write ``value`` to stdout as the one JSON document of a ``--json`` run: encoded whole
    first, then written at once (``json.dump`` writes each of its hundreds of thousands of
    pieces on its own, and would leave half a document if encoding failed)."""
    sys.stdout.write(dumps_indented(value) + "\n")


def is_file(path: str | Path) -> bool:
    """``Path.is_file``, False rather than an exception for a name the system refuses (too long:
    card text given where a file may be; a folder that cannot be searched): what is then done
    with the path reports why."""
    try:
        return Path(path).is_file()
    except OSError:
        return False


def is_dir(path: str | Path) -> bool:
    """``Path.is_dir``, False rather than an exception (see :func:`is_file`)."""
    try:
        return Path(path).is_dir()
    except OSError:
        return False


def path_argument(text: str) -> str:
    """The argparse type of an argument that names a file or folder: any name the system could
    have, so none with a NUL byte and none the file system's encoding cannot write (a lone
    surrogate but those that stand for undecodable bytes): the system calls refuse both with a
    ValueError."""
    if "\0" in text:
        raise argparse.ArgumentTypeError(f"{shown(text)}: a file name cannot hold a NUL byte")
    try:
        os.fsencode(text)
    except UnicodeEncodeError as exc:
        raise argparse.ArgumentTypeError(
            f"{shown(text)}: a file name cannot hold {shown(exc.object[exc.start])} (a lone surrogate)"
        ) from None
    return text


def jobs_count(text: str) -> int:
    """The argparse type of ``--jobs``: a number of worker processes, from 1 to
    :data:`~oraclec.limits.MAX_JOBS` (each worker holds a process and two open files)."""
    from ..limits import MAX_JOBS

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    if value > MAX_JOBS:
        raise argparse.ArgumentTypeError(f"at most {MAX_JOBS} worker processes (the limit), got {value}")
    return value


def default_jobs() -> int:
    """The number of worker processes without ``--jobs``: one per CPU, within the limit."""
    from ..limits import MAX_JOBS

    return min(os.cpu_count() or 1, MAX_JOBS)


def text_argument(value: str, what: str) -> str:
    """Card text given on the command line (or on stdin, read as :func:`read_stdin` does),
    refused when it is not UTF-8: Python hands each byte it cannot decode over as a lone
    surrogate, which no output can write."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        code = ord(value[exc.start])
        byte = f"byte 0x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else f"character U+{code:04X}"
        raise InputError(f"{what} is not UTF-8: {byte} at character {exc.start + 1}") from None
    return value


def read_stdin() -> str:
    """All of stdin as UTF-8 text (whatever the locale says), or the error that says where it
    is not UTF-8."""
    data = sys.stdin.buffer.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text: byte 0x{data[exc.start]:02x} at byte offset {exc.start} ({exc.reason})", path="<stdin>") from None


def available_subcommands() -> list[str]:
    """The names of :data:`SUBCOMMANDS` whose module exists."""
    return [name for name in SUBCOMMANDS if importlib.util.find_spec(f"{__name__}.{name}") is not None]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="oraclec",
        description="Compile Magic: The Gathering Oracle card text: parse, compile, lint, play.",
        epilog=EPILOG,
    )
    parser.add_argument("--version", action="version", version=f"oraclec {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in available_subcommands():
        importlib.import_module(f"{__name__}.{name}").add_parser(sub)
    parser.commands = dict(sub.choices)
    return parser


@functools.cache
def _shared_parser() -> argparse.ArgumentParser:
    """:func:`build_parser`'s parser, built once a process: building it takes milliseconds
    (argparse looks its messages up in the translation catalogues each time), which a program
    calling :func:`main` for many inputs in one process (tests, benchmarks/fuzz.py) would pay
    on every call. Parsing leaves a parser as it was: each run gets a new namespace."""
    return build_parser()


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``oraclec`` with ``argv`` (default: ``sys.argv[1:]``) and return the exit code."""
    parser = _shared_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a usage error already printed
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    if not args.command:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    if isinstance(sys.stdout, io.TextIOWrapper):
        # A file name that is not UTF-8 reaches Python as lone surrogates (text never does: see
        # text_argument): written back as the bytes it came from, as other tools show it.
        sys.stdout.reconfigure(errors="surrogateescape")
    try:
        # the command's run looked up now, not the one the shared parser was built with: a
        # program (a test) may have replaced it since
        run = getattr(sys.modules[args.run.__module__], args.run.__name__)
        return int(run(args))
    except OracleError as exc:
        print(f"oraclec {args.command}: error: {one_line(str(exc))}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("oraclec: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (`oraclec stats | head`): not an error of ours. Point stdout at
        # devnull so that flushing it at exit does not raise again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except Exception as exc:
        return _internal_error(args.command, exc)


def _internal_error(command: str, exc: BaseException) -> int:
    """Report an exception that no input should cause, in one line (the traceback too with
    ``ORACLEC_DEBUG=1``), and give :data:`EXIT_INTERNAL`."""
    if os.environ.get("ORACLEC_DEBUG"):
        traceback.print_exception(exc, file=sys.stderr)
    try:
        message = " ".join(str(exc).split())  # one line, whatever the message holds
    except Exception:
        message = "(no message)"
    if len(message) > 300:
        message = message[:300] + "…"
    print(
        f"oraclec {command}: internal error: {type(exc).__name__}: {message} — please report "
        "this (run with ORACLEC_DEBUG=1 for the traceback)",
        file=sys.stderr,
    )
    return EXIT_INTERNAL
