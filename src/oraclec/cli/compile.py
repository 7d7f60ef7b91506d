"""Compile a card database into effects, as JSON Lines.

Reads the database (default: the bundled one; a Scryfall or MTGJSON file, or a plain-text card
file) and writes one compiled card a line (name, faces, abilities as effect trees, status
compiled, partial or unparsed, diagnostics; the schema is in oraclec/compiled.py) to OUTPUT, by
default <database name>.compiled.jsonl in the current folder (oracle-cards.compiled.jsonl for
the bundled database); "-o -" writes to standard output. The output is the same, byte for byte,
whatever --jobs is, and is replaced atomically: an interrupted run (Ctrl-C, SIGTERM) leaves the
previous file untouched. A symbolic link is followed (its target is replaced, the link kept); a
device or FIFO (/dev/stdout) is written to as a stream; an output that is the database itself
is refused.

Compiled abilities are cached (in $ORACLEC_CACHE_DIR, else $XDG_CACHE_HOME/oraclec, else
~/.cache/oraclec; see oraclec/compiledb.py), so recompiling an unchanged database is
near-instant; a cache file that does not verify is compiled again; --no-cache neither reads nor
writes the cache. Exit code 0 when the output is written, 2 for bad input, 130 when interrupted
before it is.

--schema prints the JSON Schema (draft 2020-12) of one line of the output, generated from the
effect model (oraclec/schema.py): the card's identity and characteristics, and every effect type
with its meaning and rule in its description.
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

from . import (
    EXIT_OK,
    add_jobs_option,
    add_json_option,
    default_jobs,
    is_dir,
    path_argument,
    print_json,
)
from .progress import add_quiet_option, progress_bar


def add_parser(sub: Any) -> None:
    p = sub.add_parser("compile", help="compile a card database into effects (JSON Lines)", description=__doc__,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("database", nargs="?", type=path_argument, metavar="DATABASE", help="card database or plain-text card file (default: the bundled database)")
    p.add_argument("-o", "--output", type=path_argument, help="output file (default: <database name>.compiled.jsonl; - for stdout)")
    add_jobs_option(p)
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the compile cache")
    add_json_option(p, "a summary")
    add_quiet_option(p)
    p.add_argument("--schema", action="store_true", help="print the JSON Schema (draft 2020-12) of one line of the output, and compile nothing")
    p.set_defaults(run=run)


def default_output(database: str | None) -> Path:
    from ..cards import BUNDLED_DATABASE_NAME

    name = Path(database).name if database else BUNDLED_DATABASE_NAME
    for suffix in (".gz", ".jsonl", ".json", ".txt", ".cards"):
        name = name.removesuffix(suffix)
    return Path(f"{name}.compiled.jsonl")


def run(args: argparse.Namespace) -> int:
    from .. import cards, compiledb
    from ..errors import InputError

    if args.schema:
        return _print_schema(args)
    if args.database is not None:
        cards.check_readable(args.database)  # before the output: an unreadable input is what to say
    jobs = args.jobs or default_jobs()
    cache = None if args.no_cache else _cache()
    started = time.perf_counter()
    with _interruptions() as committed:
        if args.output == "-" or (args.output and _is_stdout(args.output)):
            from .. import cards

            source = cards.load(args.database)
            # no bar between the lines of a terminal that shows the output too
            with progress_bar("compiling", quiet=args.quiet or sys.stdout.isatty(), total=source.count) as bar:
                write = compiledb.writer(sys.stdout.write, "<stdout>")
                summary = compiledb.compile_cards(source, write, cache=cache, jobs=jobs, progress=bar.advance)
            sys.stdout.flush()
            committed()
            if cache is not None:
                cache.save()
            output, report_to = args.output, sys.stderr  # stdout has the output
        else:
            out = Path(args.output) if args.output else default_output(args.database)
            if is_dir(out):
                raise InputError("is a folder; give a file name for the output", path=str(out))
            if not os.path.exists(out.parent) and str(out.parent) not in ("", "."):  # (False for any error)
                raise InputError("the folder does not exist", path=str(out.parent))
            with progress_bar("compiling", quiet=args.quiet) as bar:
                summary = compiledb.compile_database(
                    args.database, out, jobs=jobs, cache=cache, progress=bar.advance, total=bar.set_total, on_commit=committed
                )
            output, report_to = str(out), sys.stdout
        if cache is not None and cache.problem is not None:
            print(f"oraclec compile: note: the compile cache cannot be used ({cache.problem}): the output is complete, but not cached", file=sys.stderr)
        return _report(args, summary, output, report_to, time.perf_counter() - started, cached=cache is not None)


def _print_schema(args: argparse.Namespace) -> int:
    """The schema alone: a database, an output or --json would be ignored, so they are refused."""
    given = [name for name, value in (("DATABASE", args.database), ("--output", args.output), ("--json", args.json), ("--no-cache", args.no_cache)) if value]
    if given:
        from ..errors import InputError

        raise InputError(f"--schema prints the schema and compiles nothing: {', '.join(given)} cannot go with it")
    from ..schema import compiled_schema

    print_json(compiled_schema())
    return EXIT_OK


def _report(args: argparse.Namespace, summary: Any, output: str, stream: Any, elapsed: float, *, cached: bool) -> int:
    if args.json:
        print_json({"output": output, **summary.as_json(), "schema_version": _schema()})
        return EXIT_OK
    pct = (lambda a: f"{a / summary.cards:.1%}") if summary.cards else (lambda a: "-")
    print(f"output             {output}", file=stream)
    print(f"cards              {summary.cards:>7}", file=stream)
    print(f"compiled           {summary.compiled:>7}  {pct(summary.compiled)}", file=stream)
    print(f"partial            {summary.partial:>7}  {pct(summary.partial)}", file=stream)
    print(f"unparsed           {summary.unparsed:>7}  {pct(summary.unparsed)}", file=stream)
    print(f"time               {elapsed:>7.2f} s  ({what_was_done(summary, cached=cached)})", file=stream)
    return EXIT_OK


def what_was_done(summary: Any, *, cached: bool) -> str:
    """What the run compiled and what it took from the cache, in words (``summary`` is a
    :class:`oraclec.compiledb.Summary`; ``cached``: the cache was used)."""
    if summary.from_output_cache:
        return "database unchanged: output reused from the cache"
    done = f"{_count(summary.abilities_compiled, 'ability', 'abilities')} compiled"
    if not cached:
        return f"{done}, no cache used"
    if summary.abilities_cached:
        done += f", {summary.abilities_cached} from the cache"
    if summary.cards_reused:
        if summary.reused_same_database:
            done += f"; {_count(summary.cards_reused, 'unchanged card', 'unchanged cards')} from the last output"
        else:  # cards this database shares with the one compiled last
            done += f"; {_count(summary.cards_reused, 'card', 'cards')} found compiled in the cache"
    elif not summary.abilities_cached:
        done += ", none cached"
    return done


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"


def _cache() -> Any:
    from .. import compiledb

    try:
        return compiledb.Cache.open()
    except RuntimeError as exc:  # no home folder to keep it in (Path.home())
        print(f"oraclec compile: note: compiled without the cache ({exc})", file=sys.stderr)
        return None


def _schema() -> int:
    from ..compiled import SCHEMA_VERSION

    return SCHEMA_VERSION


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
