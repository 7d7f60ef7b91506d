"""``oraclec parse TEXT | --card NAME [--json]``: parse Oracle text and print its tree."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from ..errors import InputError
from . import EXIT_FINDINGS, EXIT_OK, add_json_option, print_json

if TYPE_CHECKING:
    from ..parser import ParseError
    from ..text import AbilityText


def add_parser(sub: Any) -> None:
    p = sub.add_parser("parse", help="parse Oracle text and print the tree", description=__doc__)
    p.add_argument("text", nargs="?", help="Oracle text of one ability (or several lines)")
    p.add_argument("--card", help="parse a card of the database by name")
    p.add_argument("--db", help="card database for --card (default: the bundled one)")
    add_json_option(p, "the tree")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .. import cards
    from ..dump import dump, to_json
    from ..parser import parse_ability, parse_card
    from ..text import normalise_text

    if args.card:
        card = cards.find(cards.load(args.db), args.card)
        if card is None:
            raise InputError(f"no card named {args.card!r} in the database")
        parsed = parse_card(card)
        failures = [a for a in parsed.abilities if a.error is not None]
        if args.json:
            print_json(
                {
                    "card": card.name,
                    "tree": to_json(parsed.tree()),
                    "errors": [_error_json(a.text, a.error) for a in failures if a.error],
                }
            )
        else:
            print(dump(parsed.tree()))
            for ability in failures:
                if ability.error is not None:
                    _report(ability.text, ability.error, card.name)
        return EXIT_FINDINGS if failures else EXIT_OK
    if args.text is None:
        raise InputError("give the text to parse, or --card NAME")
    results = [parse_ability(text) for text in normalise_text(args.text)]
    if args.json:
        print_json(
            {
                "abilities": [
                    {"text": r.text.text, "tree": to_json(r.line)}
                    if r.line is not None
                    else {"text": r.text.text, "error": _error_json(r.text, r.error)}
                    for r in results
                ]
            }
        )
    else:
        for result in results:
            if result.line is not None:
                print(dump(result.line))
            elif result.error is not None:
                _report(result.text, result.error, None)
    return EXIT_OK if all(r.ok for r in results) else EXIT_FINDINGS


def _error_json(ability: AbilityText, error: ParseError | None) -> dict[str, Any]:
    assert error is not None
    line, column = ability.line_column(error.start)
    return {
        "message": error.reason,
        "line": line,
        "column": column,
        "start": ability.original_offset(error.start),
        "end": ability.original_offset(error.end),
        "expected": list(error.expected),
    }


def _report(ability: AbilityText, error: ParseError, card: str | None) -> None:
    """The error, then the original line with a caret under the offending characters."""
    from ..text import line_text

    line, column = ability.line_column(error.start)
    where = f"{card}: " if card else ""
    print(f"{where}line {line}, column {column}: {error.reason}", file=sys.stderr)
    if error.expected:
        shown = ", ".join(error.expected[:12])
        print(f"  expected one of: {shown}", file=sys.stderr)
    source_line = line_text(ability.original, line)
    width = ability.original_offset(error.end) - ability.original_offset(error.start)
    width = max(1, min(width, len(source_line) - column + 1))
    print(f"  {source_line}\n  {' ' * (column - 1)}{'^' * width}", file=sys.stderr)
