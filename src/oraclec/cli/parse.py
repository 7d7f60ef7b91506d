"""Parse Oracle text, or the cards of a card file, and print the trees.

The input is the same as lint's: Oracle text given as the argument (one ability a line; bullet
lines join the line above; --name gives the card's name, so that the text may refer to itself by
it), or a file: a plain-text card file (a card is a name line with its mana cost, a type line,
the rules text, and an optional P/T, "Loyalty: N" or "Defense: N" line; blank lines separate
cards; "//" separates faces; "#" starts a comment line) or a Scryfall or MTGJSON card database
(JSON, JSON Lines, gzip or not). An argument is a file only if a file of that name exists; --text
reads it as text whatever it is. '-' reads a plain-text card file from standard input; --db
parses every card of the bundled database (or of --db PATH), --card NAME one card of it.

Text that does not parse is reported on stderr with its line and column (in the file, for a
card file) and a caret under it. Exit codes: 0 everything parses, 1 something does not, 2 bad
input.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..errors import InputError, shown
from . import (
    EXIT_FINDINGS,
    EXIT_OK,
    EXIT_USAGE,
    add_json_option,
    path_argument,
    print_json,
    text_argument,
)

if TYPE_CHECKING:
    from ..cardfile import CardBlock
    from ..cards import Card
    from ..parser import ParsedAbility, ParsedCard, ParseError
    from ..text import AbilityText


def add_parser(sub: Any) -> None:
    from .inputs import add_text_options

    p = sub.add_parser("parse", help="parse Oracle text and print the tree", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", nargs="?", metavar="TEXT | FILE", help="Oracle text, or a card file (plain text, JSON, JSON Lines; '-' for standard input)")
    add_text_options(p)
    p.add_argument("--db", nargs="?", const="", type=path_argument, metavar="PATH", help="parse every card of a database (default: the bundled one)")
    p.add_argument("--card", metavar="NAME", help="parse one card of the database (--db PATH, default: the bundled one) by name")
    add_json_option(p, "the trees")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from . import inputs

    if args.card is not None:
        if args.input is not None or args.name is not None:
            raise InputError("--card parses a card of the database: give no text, file or --name with it")
        card, _ = inputs.database_card(args.card, args.db or None)
        return _one_card(card, args.json)
    if args.db is not None:
        if args.input is not None:
            raise InputError("give either text or a file, or --db, not both")
        return _database(args.db or None, args.json)
    if args.input is None:
        raise InputError("give the text to parse, a card file, or --card NAME (see 'oraclec parse --help')")
    source = inputs.read_input(args.input, as_text=args.text)
    if source.kind == "text":
        return _text(source.text, args.name, args.json)
    if args.name is not None:
        raise InputError("--name names the card of text given as the argument; a card file names its cards")
    if source.kind == "database":
        return _database(source.label, args.json)
    return _card_file(source.label, inputs.card_blocks(source), args.json)


def _text(text: str, name: str | None, as_json: bool) -> int:
    from ..dump import dump, to_json
    from ..parser import parse_ability
    from ..text import normalise_text

    results = [parse_ability(ability) for ability in normalise_text(text_argument(text, "the text"), [name] if name else [])]
    if as_json:
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
        for result in results:  # input past a limit is an error on stderr too, as with exit 2 always
            if result.error is not None and result.error.label == "limit":
                _report(result.text, result.error, "")
    elif any(r.error is not None and r.error.label == "limit" for r in results):
        for result in results:  # input past a limit is refused whole: its errors alone, one line each
            if result.error is not None and result.error.label == "limit":
                _report(result.text, result.error, "")
    else:
        for result in results:
            if result.line is not None:
                print(dump(result.line))
            elif result.error is not None:
                _report(result.text, result.error, "")
    return _exit_code([r.error for r in results if r.error is not None])


def _exit_code(errors: list[ParseError | None]) -> int:
    """1 for text that does not parse; 2 for text over a limit of :mod:`oraclec.limits`, which
    is an input error rather than a finding about the wording."""
    if any(e is not None and e.label == "limit" for e in errors):
        return EXIT_USAGE
    return EXIT_FINDINGS if errors else EXIT_OK


def _one_card(card: Card, as_json: bool) -> int:
    from ..parser import parse_card

    parsed = parse_card(card)
    if as_json:
        print_json(_card_json(parsed))
    else:
        _print_card(parsed, None, None)
    return _exit_code([a.error for a in parsed.abilities if a.error is not None])


def _database(path: str | None, as_json: bool) -> int:
    from .. import cards
    from ..parser import parse_card

    source = cards.load(path)
    return _cards(source.path, ((parse_card(card), None) for card in source), as_json)


def _card_file(label: str, blocks: list[CardBlock], as_json: bool) -> int:
    from ..parser import parse_card

    return _cards(label, ((parse_card(block.card), block) for block in blocks), as_json)


def _cards(label: str, parsed_cards: Iterable[tuple[ParsedCard, CardBlock | None]], as_json: bool) -> int:
    """Every card's tree, in order, then whether all of them parse. A card file's errors are
    placed in the file."""
    documents: list[dict[str, Any]] = []
    ok = True
    for parsed, block in parsed_cards:
        ok = ok and parsed.ok
        if as_json:
            documents.append(_card_json(parsed, block))
        else:
            _print_card(parsed, label, block)
    if as_json:
        print_json({"file": label, "cards": documents})
    return EXIT_OK if ok else EXIT_FINDINGS


def _failures(parsed: ParsedCard) -> list[tuple[int, ParsedAbility]]:
    """The abilities that do not parse, each with the index of its face."""
    return [(index, a) for index, face in enumerate(parsed.faces) for a in face.abilities if a.error is not None]


def _print_card(parsed: ParsedCard, label: str | None, block: CardBlock | None) -> None:
    from ..dump import dump

    print(dump(parsed.tree()))
    for face_index, ability in _failures(parsed):
        assert ability.error is not None
        face_name = parsed.faces[face_index].face.name
        if block is not None:  # a plain-text card file: its own line numbers
            assert label is not None
            text_line = block.spans[(face_index, "text")].line
            _report(ability.text, ability.error, f"{shown(label)}: ", line_offset=text_line - 1, card=face_name)
        else:
            _report(ability.text, ability.error, f"{face_name}: ")


def _card_json(parsed: ParsedCard, block: CardBlock | None = None) -> dict[str, Any]:
    from ..dump import to_json

    errors = []
    for face_index, ability in _failures(parsed):
        error = _error_json(ability.text, ability.error)
        error["face"] = parsed.faces[face_index].face.name
        if block is not None:
            error["file_line"] = error["line"] + block.spans[(face_index, "text")].line - 1
        errors.append(error)
    return {"card": parsed.card.name, "tree": to_json(parsed.tree()), "errors": errors}


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


def _report(ability: AbilityText, error: ParseError, prefix: str, *, line_offset: int = 0, card: str | None = None) -> None:
    """The error, then the original line with a caret under the offending characters."""
    from ..text import line_text

    line, column = ability.line_column(error.start)
    named = f" ({card})" if card else ""
    if error.label == "limit":
        # an input error (exit 2), said as every input error is; one line: the text may be a
        # megabyte long
        print(f"oraclec parse: error: {prefix}line {line + line_offset}, column {column}{named}: {error.reason}", file=sys.stderr)
        return
    print(f"{prefix}line {line + line_offset}, column {column}{named}: {error.reason}", file=sys.stderr)
    if error.expected:
        shown = ", ".join(error.expected[:12])
        print(f"  expected one of: {shown}", file=sys.stderr)
    source_line = line_text(ability.original, line)
    width = ability.original_offset(error.end) - ability.original_offset(error.start)
    width = max(1, min(width, len(source_line) - column + 1))
    print(f"  {source_line}\n  {' ' * (column - 1)}{'^' * width}", file=sys.stderr)
