"""Compare two card databases: which cards were added or removed, which changed only their
templating, and which changed function.

OLD and NEW are card databases (a Scryfall or MTGJSON file, gzip or not, or a plain-text card
file), e.g. before and after an Oracle update. Cards are matched by Scryfall Oracle id, then
MTGJSON uuid, then name. Of a card whose text changed, both texts are normalised with the
linter's safe fixes of outdated wordings ("enters the battlefield" is "enters") and compiled:
the same effects are "templating only", different effects "changed function", shown as paths
into the effect tree with the old and new values (Mill.amount: 3 → 4); a change of name, mana
cost, type line, P/T, loyalty or defense is a change of function too. A card that does not
compile fully on either side is "text changed, not comparable", with the reason. The counts
of every kind end the report.

Only the cards whose text changed are compiled, through the compile cache (see 'oraclec
compile'). Exit code 0 when the databases hold the same cards, 1 when they differ (like diff),
2 for bad input.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from . import (
    EXIT_FINDINGS,
    EXIT_OK,
    add_jobs_option,
    add_json_option,
    default_jobs,
    path_argument,
    print_json,
)

#: compiling fewer cards than this is quicker in this process than in workers (starting them
#: takes about a second)
_WORKERS_FROM = 200


def add_parser(sub: Any) -> None:
    p = sub.add_parser("diff", help="compare two card databases: templating only or changed function",
                       description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
                       usage="%(prog)s [-h] [--json] [--jobs N] [--no-cache] OLD NEW")
    # both optional to argparse, required by run: an unknown option is then reported as such
    # (argparse would report NEW missing first, the option's value taken for OLD)
    p.add_argument("old", nargs="?", type=path_argument, metavar="OLD", help="the earlier card database")
    p.add_argument("new", nargs="?", type=path_argument, metavar="NEW", help="the later card database")
    add_json_option(p, "the differences")
    add_jobs_option(p, " for compiling the changed cards")
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the compile cache")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .. import cards, compiledb, dbdiff
    from ..errors import InputError

    if args.new is None:
        raise InputError("two card databases are needed: OLD and NEW" + ("" if args.old is None else f" (only {args.old!r} was given)"))
    old_source, new_source = cards.load(args.old), cards.load(args.new)  # both checked before reading either
    old, new = list(old_source), list(new_source)
    cache = None if args.no_cache else _cache()
    jobs = args.jobs or default_jobs()

    def compile_lines(changed: list[Any]) -> list[str]:
        lines: list[str] = []
        compiledb.compile_cards(changed, lines.append, cache=cache, jobs=jobs if len(changed) >= _WORKERS_FROM else 1)
        return lines

    result = dbdiff.diff_databases(old, new, compile_lines=compile_lines)
    if cache is not None:
        cache.save()
        if cache.problem is not None:
            print(f"oraclec diff: note: the compile cache cannot be used ({cache.problem})", file=sys.stderr)
    if args.json:
        print_json({"old": args.old, "new": args.new, **result.as_json()})
    else:
        for line in dbdiff.report_lines(result, args.old, args.new):
            print(line)
    return EXIT_FINDINGS if result.differs else EXIT_OK


def _cache() -> Any:
    from .. import compiledb

    try:
        return compiledb.Cache.open()
    except RuntimeError as exc:  # no home folder to keep it in (Path.home())
        print(f"oraclec diff: note: compiled without the cache ({exc})", file=sys.stderr)
        return None
