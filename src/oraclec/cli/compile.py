"""Compile a card database into effects, as JSON Lines.

Reads the database (default: the bundled one; a Scryfall or MTGJSON file, or a plain-text card
file) and writes one compiled card a line (name, faces, abilities as effect trees, status
compiled, partial or unparsed, diagnostics; the schema is in oraclec/compiled.py) to OUTPUT, by
default <database name>.compiled.jsonl in the current folder (oracle-cards.compiled.jsonl for
the bundled database); "-o -" writes to standard output. The output is the same, byte for byte,
whatever --jobs is, and is replaced atomically: an interrupted run leaves the previous file
untouched.

Compiled abilities are cached (in $ORACLEC_CACHE_DIR, else $XDG_CACHE_HOME/oraclec, else
~/.cache/oraclec; see oraclec/compiledb.py), so recompiling an unchanged database is
near-instant; --no-cache neither reads nor writes the cache. Exit code 0 when the output is
written, 2 for bad input.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

from . import EXIT_OK, add_jobs_option, add_json_option, default_jobs, is_dir, print_json
from .progress import add_quiet_option, progress_bar


def add_parser(sub: Any) -> None:
    p = sub.add_parser("compile", help="compile a card database into effects (JSON Lines)", description=__doc__,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("database", nargs="?", metavar="DATABASE", help="card database or plain-text card file (default: the bundled database)")
    p.add_argument("-o", "--output", help="output file (default: <database name>.compiled.jsonl; - for stdout)")
    add_jobs_option(p)
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the compile cache")
    add_json_option(p, "a summary")
    add_quiet_option(p)
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

    if args.database is not None:
        cards.check_readable(args.database)  # before the output: an unreadable input is what to say
    jobs = args.jobs or default_jobs()
    cache = None if args.no_cache else _cache()
    started = time.perf_counter()
    if args.output == "-":
        source = cards.load(args.database)
        # no bar between the lines of a terminal that shows the output too
        with progress_bar("compiling", quiet=args.quiet or sys.stdout.isatty(), total=source.count) as bar:
            write = compiledb.writer(sys.stdout.write, "<stdout>")
            summary = compiledb.compile_cards(source, write, cache=cache, jobs=jobs, progress=bar.advance)
        if cache is not None:
            cache.guarded(cache.save, None)
        output = "-"
    else:
        out = Path(args.output) if args.output else default_output(args.database)
        if is_dir(out):
            raise InputError("is a folder; give a file name for the output", path=str(out))
        if not os.path.exists(out.parent) and str(out.parent) not in ("", "."):  # (False for any error)
            raise InputError("the folder does not exist", path=str(out.parent))
        with progress_bar("compiling", quiet=args.quiet) as bar:
            summary = compiledb.compile_database(args.database, out, jobs=jobs, cache=cache, progress=bar.advance, total=bar.set_total)
        output = str(out)
    if cache is not None and cache.problem is not None:
        print(f"oraclec compile: note: the compile cache cannot be used ({cache.problem}): the output is complete, but not cached", file=sys.stderr)
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
    print(f"time               {elapsed:>7.2f} s  ({what_was_done(summary, cached=cache is not None)})", file=stream)
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

