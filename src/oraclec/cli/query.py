"""Search compiled cards by their characteristics and by what their compiled effects do.

The syntax is Scryfall's for a card's facts (t:creature, t:elf, c:g, c:gu, c=gu, c<=gu, id:gu,
mv=3, mv<=2, pow>=4, tou<2, kw:dredge, name:bolt or a bare word, "quoted words"), plus terms over
the compiled effect tree: effect:mill (what an effect does: its type, effect:createtoken; the
keyword action it performs, effect:create, effect:explore; a move's destination zone,
effect:exile, effect:move_to_hand), creates:army (a created token's name, subtype or type, also
of a keyword action's token: creates:incubator), replaces:draw (a replacement effect of that
event), trigger:dies (a trigger event; trigger:upkeep_step for a step), cost:exile (a cost
component), status:partial. A plural value is its singular (creates:armies). Terms are joined
by AND; "or" joins alternatives; parentheses group; "-" before a term or a parenthesis negates
it (oraclec query -t:land; only a query that starts with a negated bare word, -bolt, must go
after "--", for it could be an option: oraclec query -- -bolt).
--list-terms lists every term and its values, with the number of cards of each.

Prints the names of the matching cards, one a line, sorted (--json: one document with the
matches' names and identifiers and the counts), and on stderr how many cards matched and how
many could not be checked: a card that did not compile fully and lacks the term in its compiled
part is unchecked when the text of an ability line that did not compile mentions it (its words,
in any form: "mill" finds "mills" and "milled"; for replaces:, with "instead" or "skip"). A match
in the compiled part of a partly compiled card is a match. Under "-", AND and OR an unchecked
term makes the card unchecked unless the rest of the query decides it. --unchecked prints the
unchecked cards instead of the matches.

The cards are those of --compiled FILE (the output of oraclec compile), or of the card database
--db PATH (default: the bundled one), compiled with the compile cache first if need be (minutes
the first time, for the bundled database). The index the query runs over is kept in the compile
cache's folder, so that a query takes a fraction of a second once it is built. Exit code 0 when
the query ran (whether or not any card matched), 2 for a malformed query (with its column) or
bad input.
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
from collections.abc import Callable
from typing import Any

from . import EXIT_OK, add_jobs_option, add_json_option, default_jobs, path_argument, print_json
from .progress import add_quiet_option, progress_bar

#: unchecked cards named in the text summary; --unchecked lists them all
SHOWN_UNCHECKED = 5


def add_parser(sub: Any) -> None:
    p = sub.add_parser("query", help="search compiled cards by characteristics and effects", description=__doc__,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("query", nargs="?", metavar="QUERY", help='the query, e.g. "c:g effect:mill" (quoted for the shell)')
    source = p.add_mutually_exclusive_group()
    source.add_argument("--db", nargs="?", const="", type=path_argument, metavar="PATH", help="a card database to compile and search (default: the bundled one)")
    source.add_argument("--compiled", type=path_argument, metavar="FILE", help="search compiled cards: the JSON Lines oraclec compile wrote")
    add_json_option(p, "the matches, the unchecked cards and the counts")
    p.add_argument("--unchecked", action="store_true", help="print the cards that could not be checked instead of the matches")
    p.add_argument("--list-terms", action="store_true", help="list the terms, each with its values and their numbers of cards, and search nothing")
    add_jobs_option(p, " to compile the database, if it is not compiled yet")
    add_quiet_option(p)
    # argparse takes an argument that starts with "-" for an option; one that starts with a
    # negated term ("-t:land", "-(", '-"') is the query. An instance's method, as argparse
    # offers no hook for it: the other commands keep argparse's own.
    p._parse_optional = functools.partial(_parse_optional, p._parse_optional)  # type: ignore[method-assign]
    p.set_defaults(run=run)


_NEGATED_TERM = re.compile(r'-(?:(?P<group>[("])|(?P<key>[A-Za-z_]+)(?:!=|<=|>=|[:=<>]))')


def _parse_optional(parse_optional: Callable[[str], Any], argument: str) -> Any:
    """argparse's reading of an argument: None (a positional argument) for a query that starts
    with a negated term of a known key, a negated parenthesis or negated quoted words; else
    argparse's own."""
    negated = _NEGATED_TERM.match(argument)
    if negated is not None:
        from ..query import KINDS

        if negated["group"] or negated["key"].lower() in KINDS:
            return None
    return parse_optional(argument)


def run(args: argparse.Namespace) -> int:
    from ..errors import InputError
    from ..query import answer, parse

    if args.list_terms:
        if args.query is not None or args.unchecked:
            raise InputError("--list-terms lists the terms and searches nothing: QUERY and --unchecked cannot go with it")
    elif args.query is None:
        raise InputError("give a QUERY (e.g. \"c:g effect:mill\"), or --list-terms")
    else:
        node = parse(args.query)  # a malformed query is reported before any compiling
    index = _index(args)
    if args.list_terms:
        return _list_terms(args, index)
    assert args.query is not None  # a query, or --list-terms (above)
    found = answer(index, node)
    for note in found.notes:
        print(f"oraclec query: note: {note}", file=sys.stderr)
    if args.json:
        print_json(_document(args.query, index, found))
        return EXIT_OK
    for card in found.unchecked if args.unchecked else found.matches:
        print(index.names[card])
    print(_summary(index, found, listed=args.unchecked), file=sys.stderr)
    return EXIT_OK


def _index(args: argparse.Namespace) -> Any:
    from ..query import index_of_compiled, index_of_database

    cache = _cache()
    if args.compiled is not None:
        index = index_of_compiled(args.compiled, cache, ids=args.json)
    else:
        index = index_of_database(
            args.db or None, cache, ids=args.json, jobs=args.jobs or default_jobs(), compiling=lambda: progress_bar("compiling", quiet=args.quiet)
        )
    if cache is not None and cache.problem is not None:
        print(f"oraclec query: note: the cache cannot be used ({cache.problem}): the answer is complete, but its index is not kept", file=sys.stderr)
    return index


def _cache() -> Any:
    from .. import compiledb

    try:
        return compiledb.Cache.open()
    except RuntimeError as exc:  # no home folder to keep it in (Path.home())
        print(f"oraclec query: note: searching without the cache ({exc})", file=sys.stderr)
        return None


def _summary(index: Any, found: Any, *, listed: bool) -> str:
    matches, unchecked = len(found.matches), len(found.unchecked)
    text = f"{_count(matches, 'card matches', 'cards match')} of {len(index):,}; {_count(unchecked, 'card', 'cards')} could not be checked (not compiled fully)"
    if unchecked and not listed:
        names = [index.names[card] for card in found.unchecked[:SHOWN_UNCHECKED]]
        more = unchecked - len(names)
        text += ": " + "; ".join(names) + (f"; and {more:,} more (--unchecked lists them)" if more else "")
    return text


def _count(number: int, one: str, many: str) -> str:
    return f"{number:,} {one if number == 1 else many}"


def _document(query: str, index: Any, found: Any) -> dict[str, Any]:
    def card(number: int) -> dict[str, Any]:
        oracle_id, identifiers = index.ids[number]
        return {"name": index.names[number], "oracle_id": oracle_id, "identifiers": identifiers}

    return {
        "query": query,
        "counts": {
            "cards": len(index),
            "matches": len(found.matches),
            "unchecked": len(found.unchecked),
            "not_compiled": len(index.uncompiled_cards),
        },
        "matches": [card(number) for number in found.matches],
        "unchecked": [{**card(number), "status": index.status(number)} for number in found.unchecked],
        "notes": found.notes,
    }


def _list_terms(args: argparse.Namespace, index: Any) -> int:
    from ..query import list_terms

    listed = list_terms(index)
    if args.json:
        print_json({"terms": [{"key": key, "meaning": meaning, "values": {value: count for value, count in values}} for key, meaning, values in listed]})
        return EXIT_OK
    for key, meaning, values in listed:
        print(f"{key}:  {meaning}")
        if values:
            print("    " + ", ".join(f"{value} ({count})" for value, count in values))
    return EXIT_OK
