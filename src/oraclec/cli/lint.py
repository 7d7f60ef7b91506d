"""Precise, fixable diagnostics for card text.

The input is card text given as the argument (with --name, --type, --cost, --pt, --loyalty,
--defense for the rest of the card), or files: a Scryfall or MTGJSON card database (JSON, JSON
Lines, gzip or not), or a plain-text card file (a card is a name line with its mana cost, a type
line, the rules text, and an optional P/T, "Loyalty: N" or "Defense: N" line; blank lines
separate cards; "//" separates faces; "#" starts a comment line). An argument is a file only if a
file of that name exists; --text reads it as card text whatever it is. Several files and folders
may be given (what pre-commit passes): a folder is searched for card files (.txt, .oracle, .json,
.jsonl, and those with .gz), each finding names its file, and a file that cannot be read is an
error while the others are still linted. '-' reads a plain-text card file from standard input;
--db lints the bundled database, --card NAME one card of it (or of --db PATH).

Each finding has a stable code (--list-checks), a category (syntax, templating, keyword,
type-line, mana, reminder, style, suppression), a severity, the line and column, the rules
reference, and the replacement when there is one; --fix applies the replacements that cannot
change what the text means (files are rewritten atomically) and reports what changed; a guess
(the closest keyword, type or word) is a suggestion that --fix --unsafe-fixes applies too; --diff
prints what --fix would change, writing nothing. --output-format: full (the default), concise
(file:line:col: CODE message), json (or --json), sarif (SARIF 2.1.0), github (annotations).

In a card file, "# oraclec: ignore[OC205]" (or ignore[OC205,OC310], or a bare ignore for every
check) at the end of a line suppresses those findings on the line; on its own line right before
a card, on the whole card. Suppressed findings are counted; a suppression comment that is
malformed or names an unknown check (OC901) or silences nothing (OC902, info) is reported.

The nearest pyproject.toml (from the current folder up) with a [tool.oraclec.lint] table
configures the linter: select, ignore (lists of codes, names, categories or prefixes), severity
(a table: severity = {OC704 = "info"}) and extensions (of the card files searched for in a
folder). --select replaces its select, --ignore adds to its ignore; --config FILE reads another
file, --isolated none. Exit codes: 0 no findings, 1 findings (with --diff: changes), 2 bad input.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from ..errors import InputError, one_line, shown
from . import (
    EXIT_FINDINGS,
    EXIT_OK,
    EXIT_USAGE,
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
    from ..lint.config import Config
    from .inputs import Input


#: --output-format: "text" is the former name of "full"
OUTPUT_FORMATS = ("full", "concise", "json", "sarif", "github")
_FORMAT_CHOICES = (*OUTPUT_FORMATS, "text")


def add_parser(sub: Any) -> None:
    from .inputs import add_text_options

    p = sub.add_parser("lint", help="check card text: templating, keywords, types, mana, style", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("inputs", nargs="*", metavar="TEXT | FILE | FOLDER", help="card text, or card files and folders (plain text, JSON, JSON Lines; '-' for standard input); a folder is searched for card files")
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
    formats = "{" + ",".join(OUTPUT_FORMATS) + "}"
    out.add_argument(
        "--output-format",
        choices=_FORMAT_CHOICES,
        metavar=formats,
        default=None,
        help="full (the default: each finding with its line and a caret), concise (file:line:col: CODE message), json (the same as --json), sarif (SARIF 2.1.0, for code review tools), github (GitHub Actions annotations)",
    )
    out.add_argument("--format", dest="output_format", choices=_FORMAT_CHOICES, help=argparse.SUPPRESS)  # its former name
    out.add_argument("--summary", action="store_true", help="print the number of findings per check instead of each finding")
    out.add_argument("--list-checks", action="store_true", help="list the checks (code, name, category, severity, rule) and exit")
    sel = p.add_argument_group("selection (over [tool.oraclec.lint] of pyproject.toml)")
    sel.add_argument("--select", action="append", default=[], metavar="CODES", help="only these checks: codes, names, categories or prefixes, comma-separated (OC2,keyword)")
    sel.add_argument("--ignore", action="append", default=[], metavar="CODES", help="leave out these checks (same forms as --select)")
    sel.add_argument("--severity", default="info", choices=("info", "warning", "error"), help="report findings of this severity and above (default info)")
    sel.add_argument("--no-suggest", action="store_true", help="do not search for the closest wording that parses (faster on large databases)")
    sel.add_argument("--config", type=path_argument, metavar="FILE", help="read [tool.oraclec.lint] from this file (default: the nearest pyproject.toml that has it, from the current folder up)")
    sel.add_argument("--isolated", action="store_true", help="read no configuration file")
    base = p.add_argument_group("baseline (reviewed findings a database accepts)")
    base.add_argument("--baseline", type=path_argument, metavar="FILE", help="do not print the findings this baseline file accepts (they are counted); a database's own baseline, <stem>.lint-baseline.tsv beside it, applies by default")
    base.add_argument("--no-baseline", action="store_true", help="print every finding, the ones a baseline accepts too")
    base.add_argument("--write-baseline", type=path_argument, metavar="FILE", help="write a baseline that accepts every finding of this run (reasons of an earlier baseline are kept) and exit 0")
    p.add_argument("--fix", action="store_true", help="apply the fixes that cannot change what the text means (capitalisation, outdated wording, punctuation); files are rewritten in place, atomically")
    p.add_argument("--unsafe-fixes", action="store_true", help="with --fix or --diff, apply the guesses too (the closest keyword, type or word; a reminder's number)")
    p.add_argument("--diff", action="store_true", help="print what --fix would change as a unified diff, writing nothing (exit 1 if it would change something)")
    add_jobs_option(p, " for databases")
    add_quiet_option(p)
    p.set_defaults(run=run)


#: the options that give the rest of a card written as the argument, by their destination
_FIELD_OPTIONS = {"name": "--name", "type_line": "--type", "mana_cost": "--cost", "pt": "--pt", "loyalty": "--loyalty", "defense": "--defense"}


@attrs.frozen(kw_only=True)
class Settings:
    """What a run checks: the options of the checks, the suppression checks that are on, and the
    configuration they came from (with the command line over it)."""

    options: Options
    #: the suppression checks (OC9xx) that are on
    suppression: frozenset[str]
    config: Config


def _config(args: argparse.Namespace) -> Config:
    from ..lint import config

    if args.isolated and args.config:
        raise InputError("give either --config FILE or --isolated, not both")
    if args.isolated:
        return config.Config()
    if args.config:
        if not is_file(args.config):
            raise InputError("no such configuration file", path=args.config)
        return config.load(args.config)
    return config.discover()


def _settings(args: argparse.Namespace, config: Config) -> Settings:
    from ..lint import Options, Severity
    from ..lint.suppression import SUPPRESSION_CHECKS, resolve

    def split(values: list[str]) -> list[str]:
        return [v for value in values for v in value.split(",") if v.strip()]

    # --select replaces the configuration's select; --ignore adds to its ignore
    select = split(args.select) if args.select else (list(config.select) if config.select is not None else None)
    ignore = [*config.ignore, *split(args.ignore)]
    from ..lint import CHECKS

    try:
        chosen = set(resolve(select)) if select is not None else {*CHECKS, *SUPPRESSION_CHECKS}
        chosen -= set(resolve(ignore))
        severity = Severity.parse(args.severity)
    except ValueError as exc:
        raise InputError(str(exc)) from None
    severities = {code: level for code, level in config.severity.items() if code in CHECKS}
    options = Options(select=frozenset(c for c in chosen if c in CHECKS), suggest=not args.no_suggest, severity=severity, severities=severities)
    return Settings(options=options, suppression=frozenset(c for c in chosen if c in SUPPRESSION_CHECKS), config=config)


def run(args: argparse.Namespace) -> int:
    from .. import lint

    if args.json and args.output_format not in (None, "json"):
        raise InputError(f"--json is --output-format json: give either, not --output-format {args.output_format} with it")
    output = "json" if args.json else (args.output_format or "full")
    output = "full" if output == "text" else output
    config = _config(args)
    if args.list_checks:
        return _list_checks(output)
    settings = _settings(args, config)
    options = settings.options
    if (args.fix or args.diff) and (args.baseline or args.write_baseline):
        raise InputError(f"{'--fix' if args.fix else '--diff'} applies every fixable finding: give no --baseline or --write-baseline with it")
    if args.unsafe_fixes and not (args.fix or args.diff):
        raise InputError("--unsafe-fixes applies the guesses with --fix (or shows them with --diff): give --fix or --diff with it")
    if args.diff and output not in ("full", "concise"):
        raise InputError(f"--diff prints a unified diff: give no --output-format {output} with it")
    if args.no_baseline and args.baseline:
        raise InputError("give either --baseline FILE or --no-baseline, not both")
    fields = {k: getattr(args, k) for k in ("name", "type_line", "mana_cost", "pt", "loyalty", "defense")}
    for key, value in fields.items():
        if value is not None:
            text_argument(value, _FIELD_OPTIONS[key])
    inputs: list[str] = args.inputs
    if args.card is not None:
        if inputs or any(v is not None for v in fields.values()):
            raise InputError("--card lints a card of the database: give no card text or file with it")
        return _database_card(args.card, args.db or None, settings, output, args)
    if args.db is not None:
        if inputs:
            raise InputError("give either card text or a file, or --db, not both")
        return _run_files([args.db or None], settings, output, args)
    if not inputs:
        raise InputError("give card text to lint, card files or folders, or --db (see 'oraclec lint --help')")
    if args.text and len(inputs) > 1:
        raise InputError("--text reads one argument as card text: give one")
    if len(inputs) == 1 and (args.text or not is_dir(inputs[0])):
        from .inputs import read_input

        # one argument: card text, or a file (read here: standard input can be read only once)
        source = read_input(inputs[0], as_text=args.text)
        if source.kind == "text":
            target = lint.text_target(text_argument(source.text, "the card text"), **fields)
            if args.fix or args.diff:
                return _fix_text(target, options, output, unsafe=args.unsafe_fixes, diff=args.diff)
            found = _Linted(label="<text>", cards=1, diagnostics=lint.lint_target(target, options), linted={target.card.name})
            return _emit([found], [], output, args, settings)
        if any(v is not None for v in fields.values()):
            raise InputError("--name, --type, --cost, --pt, --loyalty and --defense describe card text given as the argument, not a file")
        return _run_files([source], settings, output, args)
    if any(v is not None for v in fields.values()):
        raise InputError("--name, --type, --cost, --pt, --loyalty and --defense describe card text given as the argument, not a file")
    if args.write_baseline:
        raise InputError("--write-baseline writes the baseline of one database: give one file")
    return _run_files(inputs, settings, output, args)


# -- inputs ----------------------------------------------------------------------------------------
@attrs.define(kw_only=True)
class _Linted:
    """The findings of one input, after its suppression comments and its baseline."""

    label: str
    cards: int
    diagnostics: list[Diagnostic]
    #: the names of the cards linted (for telling stale baseline entries)
    linted: set[str] | None = None
    #: the database the input is, whose own baseline applies
    database: str | None = None
    suppressed: list[Diagnostic] = attrs.Factory(list)
    accepted: list[tuple[Diagnostic, Entry]] = attrs.Factory(list)
    stale: list[Entry] = attrs.Factory(list)
    baseline: Baseline | None = None
    extra: dict[str, Any] = attrs.Factory(dict)


def _expand(arguments: list[str], config: Config, errors: list[str]) -> list[str]:
    """The files the arguments name, in order: a file as it is, a folder's card files (by their
    extension, sorted, hidden folders and files left out); a missing one is an error noted in
    ``errors`` (and printed), the others are still read."""
    from .inputs import is_existing_path

    files: list[str] = []
    for argument in arguments:
        if argument == "-" or (is_existing_path(argument) and not is_dir(argument)):
            files.append(argument)
            continue
        if not is_existing_path(argument):
            _error(errors, InputError("no such file or folder", path=argument))
            continue
        found = []

        def unreadable(exc: OSError) -> None:
            _error(errors, InputError(f"cannot read the folder ({exc.strerror or exc})", path=exc.filename))

        for folder, folders, names in os.walk(argument, onerror=unreadable):
            folders[:] = sorted(name for name in folders if not name.startswith("."))
            found += [os.path.normpath(os.path.join(folder, name)) for name in sorted(names) if not name.startswith(".") and config.is_card_file(name)]
        if not found:
            _error(errors, InputError(f"no card files in this folder (files ending in {', '.join(config.extensions)}, or those with .gz)", path=argument))
        files += found
    return list(dict.fromkeys(files))


def _error(errors: list[str], error: InputError) -> None:
    """An input that cannot be read: said at once on stderr, the others still linted."""
    message = one_line(str(error))
    errors.append(message)
    print(f"oraclec lint: error: {message}", file=sys.stderr)


def _run_files(arguments: list[Any], settings: Settings, output: str, args: argparse.Namespace) -> int:
    """Lint (or fix, or diff) each file (a path, folders searched for card files; an input read
    already; None: the bundled database); the exit code is the worst of them: 2 if one could not
    be read."""
    errors: list[str] = []
    paths: list[Any] = [a for a in arguments if not isinstance(a, str)] or _expand(arguments, settings.config, errors)
    if args.fix or args.diff:
        return _fix_files(paths, settings, output, args, errors)
    results: list[_Linted] = []
    for path in paths:
        try:
            results.append(_lint_file(path, settings, args))
        except InputError as exc:
            _error(errors, exc)
    return _emit(results, errors, output, args, settings)


def _lint_file(path: Any, settings: Settings, args: argparse.Namespace) -> _Linted:
    """One file: a plain-text card file (its suppression comments applied), or a database."""
    from .inputs import read_input

    if path is None:
        return _database(None, settings, args)
    source = path if not isinstance(path, str) else read_input(path)
    if source.kind == "database":
        return _database(source.label, settings, args)
    return _card_file(source, settings)


def _card_file(source: Input, settings: Settings) -> _Linted:
    from ..lint import cardfile, lint_target
    from .inputs import card_blocks

    blocks = card_blocks(source)
    targets = cardfile.targets(blocks, source.label, source.text)
    diagnostics = [d for t in targets for d in lint_target(t, settings.options)]
    reported, suppressed = _suppressed(diagnostics, source.text, blocks, source.label, settings)
    return _Linted(label=source.label, cards=len(targets), diagnostics=reported, suppressed=suppressed, linted={t.card.name for t in targets})


def _suppressed(diagnostics: list[Diagnostic], text: str, blocks: list[Any], path: str, settings: Settings) -> tuple[list[Diagnostic], list[Diagnostic]]:
    """(findings reported, findings suppressed) after a card file's suppression comments; the
    findings about the comments themselves are among those reported, placed in line order."""
    from ..lint import suppression

    directives, problems = suppression.directives(text, blocks, path)
    applied = suppression.apply(diagnostics, directives, path, text, enabled=(settings.options.select or frozenset()) | settings.suppression, report_unused=suppression.UNUSED in settings.suppression)
    reported = applied.reported + [d for d in problems if d.code in settings.suppression]
    own = [d for d in reported if d.code in suppression.SUPPRESSION_CHECKS]
    if own:
        overrides = settings.config.severity
        own = [attrs.evolve(d, severity=overrides[d.code]) if d.code in overrides else d for d in own]
        own = [d for d in own if d.severity >= settings.options.severity]
        others = [d for d in reported if d.code not in suppression.SUPPRESSION_CHECKS]
        reported = sorted([*others, *own], key=lambda d: ((d.file_position or (0, 0))[:2], d.code))
    return reported, applied.suppressed


def _database(path: str | None, settings: Settings, args: argparse.Namespace) -> _Linted:
    from .. import cards

    source = cards.load(path)
    with progress_bar("linting", quiet=args.quiet) as bar:
        results = _lint_many(source, settings.options, args.jobs, bar)
    diagnostics = [d for _, found in results for d in found]
    extra = {"format": source.format, "skipped": dict(sorted(source.skipped.items()))}
    return _Linted(label=source.path, cards=len(results), diagnostics=diagnostics, linted={name for name, _ in results}, database=source.path, extra=extra)


def _database_card(name: str, path: str | None, settings: Settings, output: str, args: argparse.Namespace) -> int:
    from ..lint import lint_target
    from ..lint.context import Target
    from .inputs import database_card

    if args.fix or args.diff:
        raise InputError("--fix does not rewrite the card database; lint the card's text, or a copy of the file, with --fix")
    card, database = database_card(name, path)
    target = Target(card=card)
    found = _Linted(label=database, cards=1, diagnostics=lint_target(target, settings.options), linted={card.name}, database=database)
    return _emit([found], [], output, args, settings)


def _lint_many(source: Any, options: Options, jobs: int | None, bar: Bar) -> list[tuple[str, list[Diagnostic]]]:
    """(card name, diagnostics) for every card of a database, in order; in worker processes
    when there are many cards (oraclec.workers, as compile's: forked directly, so that a worker
    that dies ends the run with an error instead of a hang, and so that lint also runs inside a
    daemonic process, where multiprocessing may start no children)."""
    from ..lint import lint_card
    from ..workers import map_in_workers

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

    chunks = [cards[i : i + 250] for i in range(0, len(cards), 250)]
    out: list[tuple[str, list[Diagnostic]]] = []
    for part in map_in_workers(_lint_chunk, [(chunk, options) for chunk in chunks], jobs, prepare=prepare):
        out.extend(part)
        advance(len(part))
    return out


def _lint_chunk(job: tuple[list[Any], Options]) -> list[tuple[str, list[Diagnostic]]]:
    from ..lint import lint_card

    chunk, options = job
    return [(c.name, lint_card(c, options)) for c in chunk]


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
def _emit(results: list[_Linted], errors: list[str], output: str, args: argparse.Namespace, settings: Settings) -> int:
    """Print the findings of every input as ``output`` asks, and return the worst exit code: 2 if
    an input could not be read, 1 if there are findings, else 0."""
    from ..lint import output as render

    for found in results:
        _apply_baseline(found, args, settings.options)
    if args.write_baseline:
        if errors:
            return EXIT_USAGE
        from ..lint import CHECKS

        found = results[0]
        # a baseline accepts findings on cards: not those a suppression comment silences already,
        # nor those about the comments
        return _write_baseline(args.write_baseline, [d for d in found.diagnostics if d.code in CHECKS], found.baseline)
    if not results:
        return EXIT_USAGE if errors else EXIT_OK
    diagnostics = [d for found in results for d in found.diagnostics]
    suppressed = [d for found in results for d in found.suppressed]
    accepted = [pair for found in results for pair in found.accepted]
    cards = sum(found.cards for found in results)
    single = len(results) == 1 and not errors
    if output == "sarif":
        uri = results[0].label if single and results[0].label not in ("<text>", "<stdin>") else None
        print_json(render.sarif(diagnostics, uri, accepted, suppressed))
    elif output == "json":
        if single:
            found = results[0]
            document = render.as_json(diagnostics, cards, found.label)
            document.update(found.extra)
            if found.baseline is not None:
                document["baseline"] = _baseline_json(found)
        else:
            document = render.as_json(diagnostics, cards, "")
            del document["source"]
            document["sources"] = [
                {"path": found.label, "cards": found.cards, **found.extra, **({"baseline": _baseline_json(found)} if found.baseline is not None else {})} for found in results
            ]
            document["errors"] = errors
        if suppressed:
            document["suppressed"] = len(suppressed)
        if args.summary:
            document.pop("findings")
        print_json(document)
    else:
        if args.summary:
            _print_summary(diagnostics)
        elif output == "concise":
            for d in diagnostics:
                print(render.concise(d))
        elif output == "github":
            for d in diagnostics:
                print(render.github(d))
        else:
            for d in diagnostics:
                print(render.human(d))
                print()
        print(render.summary(diagnostics, cards, suppressed=len(suppressed), files=None if single else len(results)), file=sys.stderr)
        for found in results:
            if found.baseline is not None:
                print(render.baseline_summary(found.baseline.path, len(found.accepted), found.stale), file=sys.stderr)
    if errors:
        return EXIT_USAGE
    return EXIT_FINDINGS if diagnostics else EXIT_OK


def _apply_baseline(found: _Linted, args: argparse.Namespace, options: Options) -> None:
    found.baseline = _baseline(args, found.database)
    if found.baseline is None or args.write_baseline:
        return
    found.diagnostics, found.accepted, stale = found.baseline.split(found.diagnostics)
    # an entry of a card or a check this run did not look at is not stale
    linted = found.linted
    found.stale = [e for e in stale if (linted is None or e.card in linted) and (options.select is None or e.code in options.select)]


def _baseline_json(found: _Linted) -> dict[str, Any]:
    assert found.baseline is not None
    return {
        "path": found.baseline.path,
        "accepted": len(found.accepted),
        "stale": [{"card": e.card, "face": e.face or None, "code": e.code, "field": e.field, "line": e.line} for e in found.stale],
    }


def _print_summary(diagnostics: list[Diagnostic]) -> None:
    from ..lint import CHECKS
    from ..lint.output import counts
    from ..lint.suppression import SUPPRESSION_CHECKS

    found = counts(diagnostics)
    for code, count in found.items():
        check = CHECKS.get(code) or SUPPRESSION_CHECKS[code]
        print(f"{count:>7}  {code}  {check.name:<32} {check.category}")


def _list_checks(output: str) -> int:
    from ..lint import CHECKS
    from ..lint.model import Fix
    from ..lint.suppression import SUPPRESSION_CHECKS

    checks = [*CHECKS.values(), *SUPPRESSION_CHECKS.values()]
    if output in ("json", "sarif"):
        print_json(
            [
                {"code": c.code, "name": c.name, "category": str(c.category), "severity": str(c.severity), "rule": c.rule, "fixable": c.fixable, "fix": str(c.fix) if c.fix else None, "summary": c.summary}
                for c in checks
            ]
        )
        return EXIT_OK
    for c in checks:
        rule = f" (CR {c.rule})" if c.rule and not c.rule.startswith("glossary") else (f" ({c.rule})" if c.rule else "")
        fix = {Fix.SAFE: " [fix]", Fix.UNSAFE: " [unsafe fix]"}.get(c.fix, "") if c.fix else ""
        print(f"{c.code}  {c.name:<30} {c.category!s:<10} {c.severity!s:<8} {c.summary}{rule}{fix}")
    return EXIT_OK


# -- fixing ----------------------------------------------------------------------------------------
@attrs.frozen(kw_only=True)
class _FixResult:
    """One input fixed (or, with --diff, what fixing would do): its text before and after."""

    label: str
    applied: list[Diagnostic]
    remaining: list[Diagnostic]
    before: str
    after: str
    extra: dict[str, Any] = attrs.Factory(dict)


def _changes(applied: tuple[Diagnostic, ...] | list[Diagnostic]) -> list[dict[str, Any]]:
    return [
        {"code": d.code, "card": d.card, "face": d.face, "field": d.field, "line": d.line, "column": d.column, "old": d.source[d.start : d.end], "new": d.replacement}
        for d in applied
    ]


def _fix_document(fixed: _FixResult) -> dict[str, Any]:
    document: dict[str, Any] = {"fixed": len(fixed.applied), "changes": _changes(fixed.applied), "remaining": [d.as_json() for d in fixed.remaining]}
    document.update(fixed.extra)
    return document


def _report_fixes(fixed: _FixResult, output: str) -> None:
    """What --fix did to one input, in text: the findings that remain on stdout, each change and
    the count on stderr."""
    from ..lint import output as render

    for d in fixed.remaining:
        print(render.concise(d) if output == "concise" else render.human(d))
        if output != "concise":
            print()
    for d in fixed.applied:
        old = d.source[d.start : d.end]
        change = f"insert {d.replacement!r}" if not old else (f"{old!r} -> {d.replacement!r}" if d.replacement else f"delete {old!r}")
        print(f"{render.where(d)}: fixed {d.code}: {change}", file=sys.stderr)
    guesses = sum(1 for d in fixed.remaining if d.unsafe_fixable)
    more = f" ({guesses} with a guess that --unsafe-fixes applies)" if guesses else ""
    print(f"{fixed.label}: fixed {len(fixed.applied)} finding{'s' if len(fixed.applied) != 1 else ''}, {len(fixed.remaining)} remaining{more}", file=sys.stderr)


def _unified_diff(fixed: _FixResult) -> str:
    import difflib

    before = fixed.before.splitlines(keepends=True)
    after = fixed.after.splitlines(keepends=True)
    lines = []
    for line in difflib.unified_diff(before, after, fromfile=fixed.label, tofile=fixed.label):
        # a last line without a line ending is marked as diff marks it
        lines.append(line if line.endswith(("\n", "\r")) else line + "\n\\ No newline at end of file\n")
    return "".join(lines)


def _print_diffs(results: list[_FixResult], errors: list[str]) -> int:
    changed = [fixed for fixed in results if fixed.after != fixed.before]
    for fixed in changed:
        sys.stdout.write(_unified_diff(fixed))
    fixes = sum(len(fixed.applied) for fixed in changed)
    if changed:
        print(f"would fix {fixes} finding{'s' if fixes != 1 else ''} in {len(changed)} file{'s' if len(changed) != 1 else ''} (--fix writes them)", file=sys.stderr)
    else:
        print("no fixes to apply", file=sys.stderr)
    if errors:
        return EXIT_USAGE
    return EXIT_FINDINGS if changed else EXIT_OK


def _fix_files(paths: list[Any], settings: Settings, output: str, args: argparse.Namespace, errors: list[str]) -> int:
    """--fix (or --diff) over each file; the exit code is the worst."""
    from .inputs import read_input

    results: list[_FixResult] = []
    for path in paths:
        try:
            if path is None:
                raise InputError("--fix does not rewrite the bundled card database; fix a copy of it with 'oraclec lint FILE --fix'")
            source = path if not isinstance(path, str) else read_input(path)
            if source.kind == "database":
                fixed = _fix_json(source.label, settings.options, unsafe=args.unsafe_fixes, write=not args.diff)
            else:
                fixed = _fix_card_file(source, settings, unsafe=args.unsafe_fixes, write=not args.diff, output=output)
        except InputError as exc:
            _error(errors, exc)
            continue
        results.append(fixed)
        if not args.diff and output not in ("json", "sarif"):
            _report_fixes(fixed, output)
    if args.diff:
        return _print_diffs(results, errors)
    if output in ("json", "sarif"):
        from ..lint import output as render

        if len(results) == 1 and not errors:
            fixed = results[0]
            print_json(_fix_document(fixed) if output == "json" else render.sarif(fixed.remaining, None) | {"fixed": len(fixed.applied)})
        elif output == "json":
            print_json({"files": [{"path": fixed.label, **_fix_document(fixed)} for fixed in results], "errors": errors})
        else:
            remaining = [d for fixed in results for d in fixed.remaining]
            print_json(render.sarif(remaining, None) | {"fixed": sum(len(fixed.applied) for fixed in results)})
    if errors:
        return EXIT_USAGE
    return EXIT_FINDINGS if any(fixed.remaining for fixed in results) else EXIT_OK


def _fix_text(target: Target, options: Options, output: str, *, unsafe: bool, diff: bool) -> int:
    from ..lint.fixing import fix_target

    fixed = fix_target(target, options, unsafe=unsafe)
    text = fixed.target.card.faces[0].oracle_text
    result = _FixResult(label="<text>", applied=list(fixed.applied), remaining=list(fixed.remaining), before=target.card.faces[0].oracle_text, after=text, extra={"text": text})
    if diff:
        # the text is lines, not a file: no "no newline at end of file"
        return _print_diffs([attrs.evolve(result, before=result.before + "\n", after=result.after + "\n")], [])
    if output in ("json", "sarif"):
        from ..lint import output as render

        print_json(_fix_document(result) if output == "json" else render.sarif(result.remaining, None) | {"fixed": len(result.applied)})
    else:
        print(text)
        _report_fixes(result, output)
    return EXIT_FINDINGS if result.remaining else EXIT_OK


def _fix_card_file(source: Input, settings: Settings, *, unsafe: bool, write: bool, output: str) -> _FixResult:
    """Fix a plain-text card file: written back in place (``write``), where only the fixed
    characters change (line endings, byte-order mark and final newline stay as they were), or
    printed (standard input, with a text ``output``). A finding a suppression comment names is
    left alone."""
    from ..lint import cardfile, lint_target, suppression
    from ..lint.fixes import apply_edits
    from ..lint.fixing import field_value, fix_target, read_source, write_atomically
    from .inputs import STDIN, card_blocks

    path, text = source.label, source.text
    blocks = card_blocks(source)
    on_disk = path != STDIN
    written = read_source(path) if on_disk else None
    if written is not None and written.normalized != text:
        # the text given still had a byte-order mark (or the file changed since): fix the file as it is
        text = written.normalized
        blocks = cardfile.parse(text, path)
    targets = cardfile.targets(blocks, path, text)
    options = settings.options
    directives, _ = suppression.directives(text, blocks, path)

    def keep(d: Diagnostic) -> bool:
        return not suppression.apply([d], directives, path, text, report_unused=False).suppressed

    edits: list[tuple[int, int, str]] = []
    applied: list[Diagnostic] = []
    for block, target in zip(blocks, targets, strict=True):
        fixed = fix_target(target, options, unsafe=unsafe, keep=keep if directives else None)
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
    new_blocks = cardfile.parse(new_text, path)
    # the fixed text's own lines, so that a remaining finding shows the line it is on
    remaining = [d for t in cardfile.targets(new_blocks, path, new_text) for d in lint_target(t, options)]
    remaining, _ = _suppressed(remaining, new_text, new_blocks, path, settings)
    before = written.text if written is not None else text
    after = written.edit(done) if written is not None else new_text
    if written is not None and write and new_text != text:
        write_atomically(path, written.encode(after))
    elif not on_disk and write and output in ("full", "concise"):
        sys.stdout.write(new_text)
    return _FixResult(label=path, applied=applied, remaining=remaining, before=before, after=after)


def _fix_json(path: str, options: Options, *, unsafe: bool, write: bool) -> _FixResult:
    """Fix a Scryfall (JSON, JSON Lines) or MTGJSON file in place: only the strings that change
    are rewritten, each escaped the way the file escapes; everything else stays byte for byte."""
    from ..cards import load
    from ..lint.fixing import fix_json_text, read_source, write_atomically

    for _card in load(path):
        pass  # the whole file is read as a database first: its errors are the loader's, and past
        # its limits (nesting, integers, lone surrogates) nothing below would be safe
    source = read_source(path)
    new_text, applied, remaining = fix_json_text(source.text, path, options, unsafe=unsafe)
    if write and new_text != source.text:
        write_atomically(path, source.encode(new_text))
    return _FixResult(label=path, applied=applied, remaining=remaining, before=source.text, after=new_text)
