"""``oraclec compile [DATABASE] [-o OUTPUT] [--jobs N] [--json] [--no-cache]``: compile a card
database into effects, as JSON Lines.

Reads the database (default: the bundled one) and writes one compiled card a line (name, faces,
abilities as effect trees, status ``compiled``/``partial``/``unparsed``, diagnostics; the schema
is in :mod:`oraclec.compiled`) to OUTPUT, by default ``<database name>.compiled.jsonl`` in the
current folder (``oracle-cards.compiled.jsonl`` for the bundled database); ``-o -`` writes to
stdout. The output is the same, byte for byte, whatever ``--jobs`` is, and is replaced
atomically: an interrupted run leaves the previous file untouched.

Compiled abilities are cached (see :mod:`oraclec.compiledb`: ``$ORACLEC_CACHE_DIR``, else
``$XDG_CACHE_HOME/oraclec``, else ``~/.cache/oraclec``), so recompiling an unchanged database is
near-instant. Exit code 0 when the output is written, 2 for bad input.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

from . import EXIT_OK, add_json_option, print_json
from .progress import add_quiet_option, progress_bar


def add_parser(sub: Any) -> None:
    p = sub.add_parser("compile", help="compile a card database into effects (JSON Lines)", description=__doc__,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("database", nargs="?", help="card database (default: the bundled one)")
    p.add_argument("-o", "--output", help="output file (default: <database name>.compiled.jsonl; - for stdout)")
    p.add_argument("--jobs", "-j", type=_jobs, default=None, help="worker processes (default: CPUs)")
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the compile cache")
    add_json_option(p, "a summary")
    add_quiet_option(p)
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
    if args.output == "-":
        from .. import cards

        source = cards.load(args.database)
        # no bar between the lines of a terminal that shows the output too
        with progress_bar("compiling", quiet=args.quiet or sys.stdout.isatty(), total=source.count) as bar:
            summary = compiledb.compile_cards(source, sys.stdout.write, cache=cache, jobs=jobs, progress=bar.advance)
        if cache is not None:
            cache.save()
        output = "-"
    else:
        out = Path(args.output) if args.output else default_output(args.database)
        if out.is_dir():
            raise InputError("is a folder; give a file name for the output", path=str(out))
        if not out.parent.exists() and str(out.parent) not in ("", "."):
            raise InputError("the folder does not exist", path=str(out.parent))
        with progress_bar("compiling", quiet=args.quiet) as bar:
            try:
                summary = compiledb.compile_database(args.database, out, jobs=jobs, cache=cache, progress=bar.advance, total=bar.set_total)
            except PermissionError as exc:
                raise InputError(f"cannot write the output ({exc.strerror})", path=str(out)) from None
        output = str(out)
    elapsed = time.perf_counter() - started
    if args.json:
        print_json({"output": output, **summary.as_json(), "schema_version": _schema()})
        return EXIT_OK
    stream = sys.stderr if output == "-" else sys.stdout
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

