"""Parse coverage of a card database.

Reads the database (default: the bundled one; a Scryfall or MTGJSON file, or a plain-text card
file), parses every ability of every card, and prints how many cards and abilities parse, the
objects skipped while loading (non-traditional objects such as tokens and planes, duplicate
printings), and the most common failing wording families. Every fully compiled card is also
played in the runtime's sandbox (skip with --no-runtime): cast (or put onto the battlefield) and
resolved, then every ability of each face exercised (activated, its trigger event caused, its
static effect observed, ...). cards_executable counts the cards every ability of which was
exercised with no error and no unsupported construct, and the most common reasons the others
are not are listed; cards_resolved_in_sandbox counts those that resolved with no error and no
unsupported construct, exercised or not. A card that has or grants a keyword ability the runtime
does not support (protection, shadow, devoid, ...) is held back unplayed, and the keywords that
hold back the most cards are listed.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from . import EXIT_OK, add_jobs_option, add_json_option, default_jobs, path_argument, print_json
from .progress import add_quiet_option, progress_bar


def add_parser(sub: Any) -> None:
    p = sub.add_parser("stats", help="parse coverage of a card database", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("database", nargs="?", type=path_argument, metavar="DATABASE", help="card database or plain-text card file (default: the bundled database)")
    add_json_option(p, "the statistics")
    p.add_argument("--top", type=int, default=25, help="failure families to show (default 25)")
    add_jobs_option(p)
    p.add_argument("--no-runtime", action="store_true", help="skip playing the compiled cards in the runtime's sandbox (cards_executable)")
    add_quiet_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .. import cards, stats

    source = cards.load(args.database)
    with progress_bar("parsing", quiet=args.quiet, total=source.count) as bar:
        result = stats.collect(source, jobs=args.jobs or default_jobs(), runtime=not args.no_runtime, progress=bar.advance)
    skipped = dict(sorted(source.skipped.items()))
    database = _shown(source.path)
    if args.json:
        print_json(
            {
                "database": database,
                "format": source.format,
                "skipped": skipped,
                **result.as_json(top=args.top),
            }
        )
        return EXIT_OK
    print(f"database           {database} ({source.format})")
    print(f"cards              {result.cards:>7}")
    print(f"skipped objects    {sum(skipped.values()):>7}")
    for reason, count in skipped.items():
        print(f"  {reason:<16} {count:>7}")
    print(f"cards parsed       {result.cards_parsed:>7}  {_percent(result.cards_parsed, result.cards)}")
    print(f"abilities          {result.abilities:>7}")
    print(
        f"abilities parsed   {result.abilities_parsed:>7}  "
        f"{_percent(result.abilities_parsed, result.abilities)}"
    )
    print(
        f"cards compiled     {result.cards_compiled:>7}  "
        f"{_percent(result.cards_compiled, result.cards_parsed)} of the cards parsed"
    )
    if result.runtime_statuses:
        ran = sum(result.runtime_statuses.values())
        print(f"cards executable   {result.cards_executable:>7}  {_percent(result.cards_executable, ran)} of the cards compiled (every ability exercised)")
        print(f"resolved in sandbox{result.cards_resolved_in_sandbox:>7}  {_percent(result.cards_resolved_in_sandbox, ran)} of the cards compiled (cast and resolved)")
        print(f"held back          {result.cards_held_back_by_keywords:>7}  by a keyword the runtime does not support")
    print(f"round-trip fails   {result.round_trip_failures:>7}")
    print(f"build fails        {result.build_failures:>7}")
    print("\nparsed abilities by kind:")
    for kind, count in sorted(result.kinds.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {kind:<12} {count:>7}")
    print(f"\ntop {args.top} failing wording families:")
    for family in result.top_failures(args.top):
        card, text = family.examples[0]
        print(f"  {family.count:>5}  {family.key}")
        print(f"         e.g. {card}: {text[:100]}")
    if result.executable_failures:
        shown = result.top_executable_failures(args.top)
        print(f"\ntop {len(shown)} reasons compiled cards are not executable (cards):")
        for reason, count in shown:
            print(f"  {count:>5}  {reason[:110]}")
    if result.runtime_unsupported:
        print(f"\ntop {min(args.top, len(result.runtime_unsupported))} constructs the runtime can't execute yet (cards):")
        for construct, count in sorted(result.runtime_unsupported.items(), key=lambda kv: (-kv[1], kv[0]))[: args.top]:
            print(f"  {count:>5}  {construct[:110]}")
    if result.runtime_unsupported_keywords:
        shown = result.keywords_by_cards()[: args.top]
        print(f"\ntop {len(shown)} keywords the runtime does not support, by the cards they hold back:")
        for keyword, count in shown:
            print(f"  {count:>5}  {keyword}")
    if result.unsupported:
        print(f"\ntop {min(args.top, len(result.unsupported))} reasons parsed cards do not compile fully:")
        for reason, count in sorted(result.unsupported.items(), key=lambda kv: (-kv[1], kv[0]))[: args.top]:
            print(f"  {count:>5}  {reason[:110]}")
    return EXIT_OK


def _shown(path: str) -> str:
    """The path relative to the current folder when it is inside it: shorter, and the same on
    every machine."""
    resolved = Path(path).resolve()
    return str(resolved.relative_to(Path.cwd())) if resolved.is_relative_to(Path.cwd()) else path


def _percent(part: int, whole: int) -> str:
    return f"{part / whole:.1%}" if whole else "-"
