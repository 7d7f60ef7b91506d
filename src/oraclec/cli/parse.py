"""``oraclec parse TEXT | --card NAME [--json]``: parse Oracle text and print its tree."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .. import cards
from ..dump import dump, to_json
from ..errors import InputError
from ..parser import parse_card, parse_ability
from ..text import normalise_ability


def add_parser(sub: Any) -> None:
    p = sub.add_parser("parse", help="parse Oracle text and print the tree", description=__doc__)
    p.add_argument("text", nargs="?", help="Oracle text of one ability (or several lines)")
    p.add_argument("--card", help="parse a card of the database by name")
    p.add_argument("--db", help="card database for --card (default: the bundled one)")
    p.add_argument("--json", action="store_true", help="print the tree as JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.card:
        card = cards.find(cards.load(args.db), args.card)
        if card is None:
            raise InputError(f"no card named {args.card!r} in the database")
        parsed = parse_card(card)
        failures = [a for a in parsed.abilities if not a.ok]
        if args.json:
            print(json.dumps(to_json(parsed.tree()), indent=2, ensure_ascii=False))
        else:
            print(dump(parsed.tree()))
        for ability in failures:
            _report(ability.text, ability.error, card.name)
        return 1 if failures else 0
    if args.text is None:
        raise InputError("give the text to parse, or --card NAME")
    status = 0
    offset = 0
    for index, line in enumerate(args.text.split("\n")):
        if not line.strip():
            offset += len(line) + 1
            continue
        ability = normalise_ability(line, base=offset, original=args.text, index=index)
        offset += len(line) + 1
        result = parse_ability(ability)
        if result.line is not None:
            print(json.dumps(to_json(result.line), indent=2, ensure_ascii=False) if args.json else dump(result.line))
        else:
            _report(ability, result.error, None)
            status = 1
    return status


def _report(ability: Any, error: Any, card: str | None) -> None:
    line, column = ability.line_column(error.start)
    where = f"{card}: " if card else ""
    print(f"{where}line {line}, column {column}: {error.reason}", file=sys.stderr)
    if error.expected:
        shown = ", ".join(error.expected[:12])
        print(f"  expected one of: {shown}", file=sys.stderr)
    print("  " + error.caret().replace("\n", "\n  "), file=sys.stderr)
