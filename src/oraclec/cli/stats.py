"""``oraclec stats [DB] [--json]``: parse coverage of a card database."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .. import cards, stats


def add_parser(sub: Any) -> None:
    p = sub.add_parser("stats", help="parse coverage of a card database", description=__doc__)
    p.add_argument("database", nargs="?", help="card database (default: the bundled one)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--top", type=int, default=25, help="failure families to show (default 25)")
    p.add_argument("--jobs", "-j", type=int, default=None, help="worker processes (default: CPUs)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    source = cards.load(args.database)
    result = stats.collect(source, jobs=args.jobs)
    if args.json:
        print(json.dumps(result.as_json(top=args.top), indent=2, ensure_ascii=False))
        return 0
    out = sys.stdout
    pct = lambda a, b: f"{a / b:.1%}" if b else "-"  # noqa: E731
    print(f"cards              {result.cards:>7}", file=out)
    print(f"cards parsed       {result.cards_parsed:>7}  {pct(result.cards_parsed, result.cards)}", file=out)
    print(f"abilities          {result.abilities:>7}", file=out)
    print(f"abilities parsed   {result.abilities_parsed:>7}  {pct(result.abilities_parsed, result.abilities)}", file=out)
    print(f"round-trip fails   {result.round_trip_failures:>7}", file=out)
    print(f"build fails        {result.build_failures:>7}", file=out)
    print("\nparsed abilities by kind:", file=out)
    for kind, count in sorted(result.kinds.items(), key=lambda kv: -kv[1]):
        print(f"  {kind:<12} {count:>7}", file=out)
    print(f"\ntop {args.top} failing wording families:", file=out)
    for family in result.top_failures(args.top):
        card, text = family.examples[0]
        print(f"  {family.count:>5}  {family.key}", file=out)
        print(f"         e.g. {card}: {text[:100]}", file=out)
    return 0
