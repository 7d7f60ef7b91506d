"""``oraclec compile [DATABASE] [-o OUTPUT] [--jobs N] [--json] [--no-cache]``: compile a card
database into effects, as JSON Lines.

Reads the database (default: the bundled one) and writes one compiled card a line (name, faces,
abilities as effect trees, status ``compiled``/``partial``/``unparsed``, diagnostics; the schema
is in :mod:`oraclec.compiled`) to OUTPUT, by default ``<database name>.compiled.jsonl`` in the
current folder (``oracle-cards.compiled.jsonl`` for the bundled database); ``-o -`` writes to
stdout. The output is the same, byte for byte, whatever ``--jobs`` is, and is replaced
atomically: an interrupted run (Ctrl-C, SIGTERM) leaves the previous file untouched. A
symbolic link is followed (its target is replaced, the link kept); a device or FIFO
(``/dev/stdout``) is written to as a stream; an output that is the database itself is refused.

Compiled abilities are cached (see :mod:`oraclec.compiledb`: ``$ORACLEC_CACHE_DIR``, else
``$XDG_CACHE_HOME/oraclec``, else ``~/.cache/oraclec``), so recompiling an unchanged database is
near-instant; a cache file that does not verify is compiled again. Exit code 0 when the output
is written, 2 for bad input, 130 when interrupted before it is.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from . import EXIT_OK, add_json_option, print_json


def add_parser(sub: Any) -> None:
    p = sub.add_parser("compile", help="compile a card database into effects (JSON Lines)", description=__doc__,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("database", nargs="?", help="card database (default: the bundled one)")
    p.add_argument("-o", "--output", help="output file (default: <database name>.compiled.jsonl; - for stdout)")
    p.add_argument("--jobs", "-j", type=_jobs, default=None, help="worker processes (default: CPUs)")
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the compile cache")
    add_json_option(p, "a summary")
    p.set_defaults(run=run)


def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def default_output(database: str | None) -> Path:
    from ..cards import BUNDLED_DATABASE_NAME

    name = Path(database).name if database else BUNDLED_DATABASE_NAME
    for suffix in (".gz", ".jsonl", ".json"):
        name = name.removesuffix(suffix)
    return Path(f"{name}.compiled.jsonl")


def run(args: argparse.Namespace) -> int:
    from .. import compiledb
    from ..errors import InputError

    jobs = args.jobs or os.cpu_count() or 1
    cache = None if args.no_cache else compiledb.Cache.open()
    started = time.perf_counter()
    with _interruptions() as committed:
        if args.output == "-" or (args.output and _is_stdout(args.output)):
            from .. import cards

            source = cards.load(args.database)
            summary = compiledb.compile_cards(source, sys.stdout.write, cache=cache, jobs=jobs)
            sys.stdout.flush()
            committed()
            if cache is not None:
                cache.save()
            output, report_to = args.output, sys.stderr  # stdout has the output
        else:
            out = Path(args.output) if args.output else default_output(args.database)
            if out.is_dir():
                raise InputError("is a folder; give a file name for the output", path=str(out))
            if not out.parent.exists() and str(out.parent) not in ("", "."):
                raise InputError("the folder does not exist", path=str(out.parent))
            with _progress() as advance:
                try:
                    summary = compiledb.compile_database(args.database, out, jobs=jobs, cache=cache, progress=advance, on_commit=committed)
                except PermissionError as exc:
                    raise InputError(f"cannot write the output ({exc.strerror})", path=str(out)) from None
            output, report_to = str(out), sys.stdout
        for warning in cache.warnings if cache is not None else ():
            print(f"oraclec compile: warning: {warning}", file=sys.stderr)
        return _report(args, summary, output, report_to, time.perf_counter() - started)


def _report(args: argparse.Namespace, summary: Any, output: str, stream: Any, elapsed: float) -> int:
    if args.json:
        print_json({"output": output, **summary.as_json(), "schema_version": _schema()})
        return EXIT_OK
    pct = (lambda a: f"{a / summary.cards:.1%}") if summary.cards else (lambda a: "-")
    print(f"output             {output}", file=stream)
    print(f"cards              {summary.cards:>7}", file=stream)
    print(f"compiled           {summary.compiled:>7}  {pct(summary.compiled)}", file=stream)
    print(f"partial            {summary.partial:>7}  {pct(summary.partial)}", file=stream)
    print(f"unparsed           {summary.unparsed:>7}  {pct(summary.unparsed)}", file=stream)
    if summary.from_output_cache:
        how = "unchanged database, from the cache"
    elif summary.cards_reused:
        how = f"{summary.abilities_compiled} abilities compiled, {summary.cards_reused} unchanged cards from the last output, the rest from the cache"
    else:
        how = f"{summary.abilities_compiled} abilities compiled, the rest from the cache"
    print(f"time               {elapsed:>7.2f} s  ({how})", file=stream)
    return EXIT_OK


def _schema() -> int:
    from ..compiled import SCHEMA_VERSION

    return SCHEMA_VERSION


class _progress:
    """A rich progress bar on a terminal (stderr), nothing otherwise."""

    def __enter__(self) -> Any:
        self.bar = None
        if not sys.stderr.isatty():
            return None
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
        )

        self.bar = Progress(TextColumn("compiling"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), transient=True)
        self.bar.__enter__()
        task = self.bar.add_task("compile", total=None)
        return lambda n: self.bar.advance(task, n)  # type: ignore[union-attr]

    def __exit__(self, *exc: Any) -> None:
        if self.bar is not None:
            self.bar.__exit__(*exc)


def _is_stdout(path: str) -> bool:
    """Whether a path names this process's standard output (``/dev/stdout``, ``/dev/fd/1``):
    written to through it like ``-``, so that what the shell opened (``>>`` too) is kept."""
    from ..compiledb import is_stream

    try:
        return is_stream(Path(path)) and os.path.samestat(os.stat(path), os.fstat(sys.stdout.fileno()))
    except (OSError, ValueError, AttributeError):  # no such file, or stdout is not a file
        return False


@contextlib.contextmanager
def _interruptions() -> Iterator[Callable[[], None]]:
    """SIGTERM interrupts like SIGINT (KeyboardInterrupt: the temporary files are removed and
    the previous output stays). The function given is called once the output is complete, just
    before it is put in place: from then on both signals are ignored, since the run has
    succeeded (an interruption now would report a failure with the output written)."""
    if threading.current_thread() is not threading.main_thread():  # signals are the main thread's
        yield lambda: None
        return
    previous = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}

    def interrupt(number: int, frame: Any) -> None:
        raise KeyboardInterrupt

    def committed() -> None:
        for number in previous:
            signal.signal(number, signal.SIG_IGN)

    signal.signal(signal.SIGTERM, interrupt)
    try:
        yield committed
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
