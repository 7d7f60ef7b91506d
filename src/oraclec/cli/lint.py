"""Precise, fixable diagnostics for card text.

The input is card text given as the argument (with --name, --type, --cost, --pt, --loyalty,
--defense for the rest of the card), or a file: a Scryfall or MTGJSON card database (JSON, JSON
Lines, gzip or not), or a plain-text card file (a card is a name line with its mana cost, a type
line, the rules text, and an optional P/T, "Loyalty: N" or "Defense: N" line; blank lines
separate cards; "//" separates faces; "#" starts a comment line). An argument is a file only if a
file of that name exists; --text reads it as card text whatever it is. '-' reads a plain-text
card file from standard input; --db lints the bundled database, --card NAME one card of it (or
of --db PATH).

Each finding has a stable code (--list-checks), a category (syntax, templating, keyword,
type-line, mana, reminder, style), a severity, the line and column, the rules reference, and the
replacement when there is one; --fix applies the replacements that cannot change what the text
means (files are rewritten atomically) and reports what changed; a guess (the closest keyword,
type or word) is a suggestion that --fix --unsafe-fixes applies too. --json prints one JSON document; --output-format sarif a SARIF 2.1.0
log. Exit codes: 0 no findings, 1 findings, 2 bad input.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InputError, shown
from . import (
    EXIT_FINDINGS,
    EXIT_OK,
    add_jobs_option,
    add_json_option,
    default_jobs,
    is_dir,
    is_file,
    path_argument,
    print_json,
    text_argument,
)
from .progress import Bar, add_quiet_option, progress_bar

if TYPE_CHECKING:
    from ..lint import Diagnostic, Options, Target
    from ..lint.baseline import Baseline, Entry
    from .inputs import Input


OUTPUT_FORMATS = ("text", "json", "sarif")


def add_parser(sub: Any) -> None:
    from .inputs import add_text_options

    p = sub.add_parser("lint", help="check card text: templating, keywords, types, mana, style", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", nargs="?", metavar="TEXT | FILE", help="card text, or a card file (plain text, JSON, JSON Lines; '-' for standard input)")
    p.add_argument("--db", nargs="?", const="", type=path_argument, metavar="PATH", help="lint a card database (default: the bundled one)")
    p.add_argument("--card", metavar="NAME", help="lint one card of the database (--db PATH, default: the bundled one) by name")
    card = p.add_argument_group("the rest of a card given as text")
    add_text_options(p, card)
    card.add_argument("--type", dest="type_line", metavar="TYPE_LINE", help='the type line, e.g. "Creature — Elf Druid"')
    card.add_argument("--cost", dest="mana_cost", metavar="MANA_COST", help="the mana cost, e.g. {1}{G}")
    card.add_argument("--pt", help="power/toughness, e.g. 2/3")
    card.add_argument("--loyalty", help="loyalty of a planeswalker")
    card.add_argument("--defense", help="defense of a battle")
    out = p.add_argument_group("output")
    add_json_option(out, "the findings")
    out.add_argument("--output-format", choices=OUTPUT_FORMATS, default=None, help="text (the default), json (the same as --json) or sarif (SARIF 2.1.0, for code review tools)")
    out.add_argument("--format", dest="output_format", choices=OUTPUT_FORMATS, help=argparse.SUPPRESS)  # its former name
    out.add_argument("--summary", action="store_true", help="print the number of findings per check instead of each finding")
    out.add_argument("--list-checks", action="store_true", help="list the checks (code, name, category, severity, rule) and exit")
    sel = p.add_argument_group("selection")
    sel.add_argument("--select", action="append", default=[], metavar="CODES", help="only these checks: codes, names, categories or prefixes, comma-separated (OC2,keyword)")
    sel.add_argument("--ignore", action="append", default=[], metavar="CODES", help="leave out these checks (same forms as --select)")
    sel.add_argument("--severity", default="info", choices=("info", "warning", "error"), help="report findings of this severity and above (default info)")
    sel.add_argument("--no-suggest", action="store_true", help="do not search for the closest wording that parses (faster on large databases)")
    base = p.add_argument_group("baseline (reviewed findings a database accepts)")
    base.add_argument("--baseline", type=path_argument, metavar="FILE", help="do not print the findings this baseline file accepts (they are counted); a database's own baseline, <stem>.lint-baseline.tsv beside it, applies by default")
    base.add_argument("--no-baseline", action="store_true", help="print every finding, the ones a baseline accepts too")
    base.add_argument("--write-baseline", type=path_argument, metavar="FILE", help="write a baseline that accepts every finding of this run (reasons of an earlier baseline are kept) and exit 0")
    p.add_argument("--fix", action="store_true", help="apply the fixes that cannot change what the text means (capitalisation, outdated wording, punctuation); files are rewritten in place, atomically")
    p.add_argument("--unsafe-fixes", action="store_true", help="with --fix, apply the guesses too (the closest keyword, type or word; a reminder's number)")
    add_jobs_option(p, " for databases")
    add_quiet_option(p)
    p.set_defaults(run=run)


#: the options that give the rest of a card written as the argument, by their destination
_FIELD_OPTIONS = {"name": "--name", "type_line": "--type", "mana_cost": "--cost", "pt": "--pt", "loyalty": "--loyalty", "defense": "--defense"}


def _options(args: argparse.Namespace) -> Options:
    from ..lint import Options, Severity

    def split(values: list[str]) -> list[str]:
        return [v for value in values for v in value.split(",") if v.strip()]

    try:
        return Options.from_names(
            split(args.select), split(args.ignore), suggest=not args.no_suggest, severity=Severity.parse(args.severity)
        )
    except ValueError as exc:
        raise InputError(str(exc)) from None


def run(args: argparse.Namespace) -> int:
    from .. import lint

    if args.json and args.output_format not in (None, "json"):
        raise InputError(f"--json is --output-format json: give either, not --output-format {args.output_format} with it")
    output = "json" if args.json else (args.output_format or "text")
    if args.list_checks:
        return _list_checks(output)
    options = _options(args)
    if args.fix and (args.baseline or args.write_baseline):
        raise InputError("--fix applies every fixable finding: give no --baseline or --write-baseline with it")
    if args.unsafe_fixes and not args.fix:
        raise InputError("--unsafe-fixes applies the guesses with --fix: give --fix with it")
    if args.no_baseline and args.baseline:
        raise InputError("give either --baseline FILE or --no-baseline, not both")
    fields = {k: getattr(args, k) for k in ("name", "type_line", "mana_cost", "pt", "loyalty", "defense")}
    for key, value in fields.items():
        if value is not None:
            text_argument(value, _FIELD_OPTIONS[key])
    if args.card is not None:
        if args.input is not None or any(v is not None for v in fields.values()):
            raise InputError("--card lints a card of the database: give no card text or file with it")
        return _database_card(args.card, args.db or None, options, output, args)
    if args.db is not None:
        if args.input is not None:
            raise InputError("give either card text or a file, or --db, not both")
        return _database(args.db or None, options, output, args)
    if args.input is None:
        raise InputError("give card text to lint, a card file, or --db (see 'oraclec lint --help')")
    from . import inputs

    source = inputs.read_input(args.input, as_text=args.text)
    if source.kind == "text":
        target = lint.text_target(text_argument(source.text, "the card text"), **fields)
        return _targets([target], options, output, args, label="<text>", text_input=True)
    if any(v is not None for v in fields.values()):
        raise InputError("--name, --type, --cost, --pt, --loyalty and --defense describe card text given as the argument, not a file")
    if source.kind == "database":
        return _database(source.label, options, output, args)
    return _card_file(source, options, output, args)


# -- inputs ----------------------------------------------------------------------------------------
def _card_file(source: Input, options: Options, output: str, args: argparse.Namespace) -> int:
    """A plain-text card file, or standard input: with --fix, a file is rewritten, standard
    input's fixed text printed."""
    from ..lint import cardfile
    from .inputs import STDIN, card_blocks

    path, text = source.label, source.text
    blocks = card_blocks(source)
    targets = cardfile.targets(blocks, path, text)
    if args.fix:
        return _fix_card_file(path, text, blocks, targets, options, output, write=path != STDIN, unsafe=args.unsafe_fixes)
    return _targets(targets, options, output, args, label=path)


def _database(path: str | None, options: Options, output: str, args: argparse.Namespace) -> int:
    from .. import cards

    source = cards.load(path)
    if args.fix:
        return _fix_json(source.path, options, output, unsafe=args.unsafe_fixes)
    with progress_bar("linting", quiet=args.quiet) as bar:
        results = _lint_many(source, options, args.jobs, bar)
    diagnostics = [d for _, found in results for d in found]
    extra = {"format": source.format, "skipped": dict(sorted(source.skipped.items()))}
    linted = {name for name, _ in results}
    return _report(diagnostics, len(results), output, args, label=source.path, targets=None, extra=extra, database=source.path, linted=linted, options=options)


def _database_card(name: str, path: str | None, options: Options, output: str, args: argparse.Namespace) -> int:
    from ..lint import Target
    from .inputs import database_card

    if args.fix:
        raise InputError("--fix does not rewrite the card database; lint the card's text, or a copy of the file, with --fix")
    card, database = database_card(name, path)
    return _targets([Target(card=card)], options, output, args, label=database, database=database)


def _lint_many(source: Any, options: Options, jobs: int | None, bar: Bar) -> list[tuple[str, list[Diagnostic]]]:
    """(card name, diagnostics) for every card of a database, in order; in worker processes
    when there are many cards."""
    import multiprocessing

    from ..lint import lint_card

    cards = list(source)
    if bar.set_total:
        bar.set_total(len(cards))
    advance = bar.advance or (lambda done: None)
    jobs = jobs or default_jobs()
    if jobs <= 1 or len(cards) < 200:
        linted = []
        for card in cards:
            linted.append((card.name, lint_card(card, options)))
            advance(1)
        return linted
    from ..parser import prepare

    prepare()
    chunks = [cards[i : i + 250] for i in range(0, len(cards), 250)]
    context = multiprocessing.get_context("fork")
    with context.Pool(jobs) as pool:
        out: list[tuple[str, list[Diagnostic]]] = []
        for part in pool.imap(_lint_chunk, [(chunk, options) for chunk in chunks]):
            out.extend(part)
            advance(len(part))
    return out


def _lint_chunk(job: tuple[list[Any], Options]) -> list[tuple[str, list[Diagnostic]]]:
    from ..lint import lint_card

    chunk, options = job
    return [(c.name, lint_card(c, options)) for c in chunk]


def _targets(targets: list[Target], options: Options, output: str, args: argparse.Namespace, *, label: str, text_input: bool = False, database: str | None = None) -> int:
    from ..lint import lint_target

    if args.fix and text_input:
        return _fix_text(targets[0], options, output, unsafe=args.unsafe_fixes)
    diagnostics = [d for t in targets for d in lint_target(t, options)]
    linted = {t.card.name for t in targets}
    return _report(diagnostics, len(targets), output, args, label=label, targets=targets, database=database, linted=linted, options=options)


# -- baselines -------------------------------------------------------------------------------------
def _baseline(args: argparse.Namespace, database: str | None) -> Baseline | None:
    """The baseline that applies: --baseline FILE, else the database's own file beside it."""
    from ..lint import baseline

    if args.no_baseline:
        return None
    if args.baseline:
        return baseline.read(args.baseline)
    if database is not None:
        own = baseline.beside(database)
        if is_file(own):
            return baseline.read(own)
    return None


def _write_baseline(path: str, diagnostics: list[Diagnostic], previous: Baseline | None) -> int:
    from ..lint import baseline
    from ..lint.fixing import write_atomically

    target = Path(path)
    if is_dir(target):
        raise InputError("is a directory, expected a baseline file to write", path=path)
    if not is_dir(target.parent):
        raise InputError("no such folder for the baseline file", path=path)
    reasons = {entry.key: entry.reason for entry in previous.entries} if previous is not None else {}
    text = baseline.render(diagnostics, reasons)
    write_atomically(path, text, "the baseline")
    entries = text.count("\n") - 1
    print(f"{shown(path)}: wrote a baseline of {entries} finding{'s' if entries != 1 else ''}", file=sys.stderr)
    return EXIT_OK


# -- output ----------------------------------------------------------------------------------------
def _report(
    diagnostics: list[Diagnostic],
    cards: int,
    output: str,
    args: argparse.Namespace,
    *,
    label: str,
    targets: list[Target] | None,
    extra: dict[str, Any] | None = None,
    database: str | None = None,
    linted: set[str] | None = None,
    options: Options | None = None,
) -> int:
    from ..lint import output as render

    baseline = _baseline(args, database)
    if args.write_baseline:
        return _write_baseline(args.write_baseline, diagnostics, baseline)
    accepted: list[tuple[Diagnostic, Entry]] = []
    stale: list[Entry] = []
    if baseline is not None:
        diagnostics, accepted, stale = baseline.split(diagnostics)
        # an entry of a card or a check this run did not look at is not stale
        stale = [e for e in stale if (linted is None or e.card in linted) and (options is None or options.select is None or e.code in options.select)]
    if output == "sarif":
        uri = label if label not in ("<text>", "<stdin>") else None
        print_json(render.sarif(diagnostics, uri, accepted))
    elif output == "json":
        document = render.as_json(diagnostics, cards, label)
        if extra:
            document.update(extra)
        if baseline is not None:
            document["baseline"] = {
                "path": baseline.path,
                "accepted": len(accepted),
                "stale": [{"card": e.card, "face": e.face or None, "code": e.code, "field": e.field, "line": e.line} for e in stale],
            }
        if args.summary:
            document.pop("findings")
        print_json(document)
    else:
        if args.summary:
            _print_summary(diagnostics)
        else:
            for d in diagnostics:
                print(render.human(d))
                print()
        print(render.summary(diagnostics, cards), file=sys.stderr)
        if baseline is not None:
            print(render.baseline_summary(baseline.path, len(accepted), stale), file=sys.stderr)
    return EXIT_FINDINGS if diagnostics else EXIT_OK


def _print_summary(diagnostics: list[Diagnostic]) -> None:
    from ..lint import CHECKS
    from ..lint.output import counts

    found = counts(diagnostics)
    for code, count in found.items():
        check = CHECKS[code]
        print(f"{count:>7}  {code}  {check.name:<32} {check.category}")


def _list_checks(output: str) -> int:
    from ..lint import CHECKS
    from ..lint.model import Fix

    if output in ("json", "sarif"):
        print_json(
            [
                {"code": c.code, "name": c.name, "category": str(c.category), "severity": str(c.severity), "rule": c.rule, "fixable": c.fixable, "fix": str(c.fix) if c.fix else None, "summary": c.summary}
                for c in CHECKS.values()
            ]
        )
        return EXIT_OK
    for c in CHECKS.values():
        rule = f" (CR {c.rule})" if c.rule and not c.rule.startswith("glossary") else (f" ({c.rule})" if c.rule else "")
        fix = {Fix.SAFE: " [fix]", Fix.UNSAFE: " [unsafe fix]"}.get(c.fix, "") if c.fix else ""
        print(f"{c.code}  {c.name:<30} {c.category!s:<10} {c.severity!s:<8} {c.summary}{rule}{fix}")
    return EXIT_OK


# -- fixing ----------------------------------------------------------------------------------------
def _changes(applied: tuple[Diagnostic, ...] | list[Diagnostic]) -> list[dict[str, Any]]:
    return [
        {"code": d.code, "card": d.card, "face": d.face, "field": d.field, "line": d.line, "column": d.column, "old": d.source[d.start : d.end], "new": d.replacement}
        for d in applied
    ]


def _report_fixes(applied: list[Diagnostic], remaining: list[Diagnostic], output: str, where: str, extra: dict[str, Any] | None = None) -> int:
    from ..lint import output as render

    if output in ("json", "sarif"):
        document: dict[str, Any] = {"fixed": len(applied), "changes": _changes(applied), "remaining": [d.as_json() for d in remaining]}
        if extra:
            document.update(extra)
        print_json(document if output == "json" else render.sarif(remaining, None) | {"fixed": len(applied)})
    else:
        for d in remaining:
            print(render.human(d))
            print()
        for d in applied:
            old = d.source[d.start : d.end]
            change = f"insert {d.replacement!r}" if not old else (f"{old!r} -> {d.replacement!r}" if d.replacement else f"delete {old!r}")
            print(f"{render.where(d)}: fixed {d.code}: {change}", file=sys.stderr)
        guesses = sum(1 for d in remaining if d.unsafe_fixable)
        more = f" ({guesses} with a guess that --unsafe-fixes applies)" if guesses else ""
        print(f"{where}: fixed {len(applied)} finding{'s' if len(applied) != 1 else ''}, {len(remaining)} remaining{more}", file=sys.stderr)
    return EXIT_FINDINGS if remaining else EXIT_OK


def _fix_text(target: Target, options: Options, output: str, *, unsafe: bool) -> int:
    from ..lint.fixing import fix_target

    fixed = fix_target(target, options, unsafe=unsafe)
    text = fixed.target.card.faces[0].oracle_text
    if output == "text":
        print(text)
    return _report_fixes(list(fixed.applied), list(fixed.remaining), output, "<text>", {"text": text})


def _fix_card_file(path: str, text: str, blocks: list[Any], targets: list[Target], options: Options, output: str, *, write: bool, unsafe: bool) -> int:
    """Fix a plain-text card file: written back in place (``write``), where only the fixed
    characters change (line endings, byte-order mark and final newline stay as they were), or
    printed (standard input)."""
    from ..lint import cardfile, lint_target
    from ..lint.fixes import apply_edits
    from ..lint.fixing import field_value, fix_target, read_source, write_atomically

    source = read_source(path) if write else None
    if source is not None and source.normalized != text:
        # the text given still had a byte-order mark (or the file changed since): fix the file as it is
        text = source.normalized
        blocks = cardfile.parse(text, path)
        targets = cardfile.targets(blocks, path, text)
    edits: list[tuple[int, int, str]] = []
    applied: list[Diagnostic] = []
    for block, target in zip(blocks, targets, strict=True):
        fixed = fix_target(target, options, unsafe=unsafe)
        if not fixed.changed:
            continue
        applied.extend(fixed.applied)
        for (face_index, field), span in block.spans.items():
            if field in ("pt", "loyalty", "defense"):
                continue
            new = field_value(fixed.target, face_index, field)
            if new != text[span.start : span.end]:
                edits.append((span.start, span.end, new))
    new_text, done = apply_edits(text, edits)
    remaining_targets = cardfile.targets(cardfile.parse(new_text, path), path)
    remaining = [d for t in remaining_targets for d in lint_target(t, options)]
    if source is not None and new_text != text:
        write_atomically(path, source.encode(source.edit(done)))
    elif source is None and output == "text":
        sys.stdout.write(new_text)
    return _report_fixes(applied, remaining, output, path)


def _fix_json(path: str, options: Options, output: str, *, unsafe: bool) -> int:
    """Fix a Scryfall (JSON, JSON Lines) or MTGJSON file in place: only the strings that change
    are rewritten, each escaped the way the file escapes; everything else stays byte for byte."""
    from ..cards import load
    from ..lint.fixing import fix_json_text, read_source, write_atomically

    for _card in load(path):
        pass  # the whole file is read as a database first: its errors are the loader's, and past
        # its limits (nesting, integers, lone surrogates) nothing below would be safe
    source = read_source(path)
    new_text, applied, remaining = fix_json_text(source.text, path, options, unsafe=unsafe)
    if new_text != source.text:
        write_atomically(path, source.encode(new_text))
    return _report_fixes(applied, remaining, output, path)
