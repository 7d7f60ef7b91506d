"""``oraclec lint [TEXT | FILE] [options]``: precise, fixable diagnostics for card text.

The input is card text given as the argument (with ``--name``, ``--type``, ``--cost``, ``--pt``,
``--loyalty``, ``--defense`` for the rest of the card), or a file: a Scryfall or MTGJSON card
database (JSON, JSON Lines, gzip or not), or a plain-text card file (a card is a name line with
its mana cost, a type line, the rules text, and an optional P/T, "Loyalty: N" or "Defense: N"
line; blank lines separate cards; "//" separates faces; "#" starts a comment line). ``-`` reads
a plain-text card file from standard input; ``--db`` lints the bundled database, ``--card NAME``
one card of it (or of ``--db PATH``).

Each finding has a stable code (``--list-checks``), a category (syntax, templating, keyword,
type-line, mana, reminder, style), a severity, the line and column, the rules reference, and the
replacement when there is one; ``--fix`` applies the replacements (files are rewritten
atomically) and reports what changed. Exit codes: 0 no findings, 1 findings, 2 bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InputError
from . import EXIT_FINDINGS, EXIT_OK, print_json
from .progress import Bar, add_quiet_option, progress_bar

if TYPE_CHECKING:
    from ..lint import Diagnostic, Options, Target
    from ..lint.baseline import Baseline, Entry


def add_parser(sub: Any) -> None:
    p = sub.add_parser("lint", help="check card text: templating, keywords, types, mana, style", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", nargs="?", help="card text, or a card file (JSON, JSON Lines, plain text; '-' for standard input)")
    p.add_argument("--db", nargs="?", const="", metavar="PATH", help="lint a card database (default: the bundled one)")
    p.add_argument("--card", metavar="NAME", help="lint one card of the database (--db PATH, default: the bundled one) by name")
    card = p.add_argument_group("the rest of a card given as text")
    card.add_argument("--name", help="the card's name (its text may refer to itself by it)")
    card.add_argument("--type", dest="type_line", metavar="TYPE_LINE", help='the type line, e.g. "Creature — Elf Druid"')
    card.add_argument("--cost", dest="mana_cost", metavar="MANA_COST", help="the mana cost, e.g. {1}{G}")
    card.add_argument("--pt", help="power/toughness, e.g. 2/3")
    card.add_argument("--loyalty", help="loyalty of a planeswalker")
    card.add_argument("--defense", help="defense of a battle")
    out = p.add_argument_group("output")
    out.add_argument("--json", action="store_true", help="print the findings as one JSON document")
    out.add_argument("--format", choices=("text", "json", "sarif"), default=None, help="output format (default text; sarif: SARIF 2.1.0 for code review tools)")
    out.add_argument("--summary", action="store_true", help="print the number of findings per check instead of each finding")
    out.add_argument("--list-checks", action="store_true", help="list the checks (code, name, category, severity, rule) and exit")
    sel = p.add_argument_group("selection")
    sel.add_argument("--select", action="append", default=[], metavar="CODES", help="only these checks: codes, names, categories or prefixes, comma-separated (OC2,keyword)")
    sel.add_argument("--ignore", action="append", default=[], metavar="CODES", help="leave out these checks (same forms as --select)")
    sel.add_argument("--severity", default="info", choices=("info", "warning", "error"), help="report findings of this severity and above (default info)")
    sel.add_argument("--no-suggest", action="store_true", help="do not search for the closest wording that parses (faster on large databases)")
    base = p.add_argument_group("baseline (reviewed findings a database accepts)")
    base.add_argument("--baseline", metavar="FILE", help="do not print the findings this baseline file accepts (they are counted); a database's own baseline, <stem>.lint-baseline.tsv beside it, applies by default")
    base.add_argument("--no-baseline", action="store_true", help="print every finding, the ones a baseline accepts too")
    base.add_argument("--write-baseline", metavar="FILE", help="write a baseline that accepts every finding of this run (reasons of an earlier baseline are kept) and exit 0")
    p.add_argument("--fix", action="store_true", help="apply the fixable findings; files are rewritten in place, atomically")
    p.add_argument("--jobs", "-j", type=int, default=None, help="worker processes for databases (default: CPUs)")
    add_quiet_option(p)
    p.set_defaults(run=run)


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

    output = "json" if args.json else (args.format or "text")
    if args.list_checks:
        return _list_checks(output)
    options = _options(args)
    if args.fix and (args.baseline or args.write_baseline):
        raise InputError("--fix applies every fixable finding: give no --baseline or --write-baseline with it")
    if args.no_baseline and args.baseline:
        raise InputError("give either --baseline FILE or --no-baseline, not both")
    fields = {k: getattr(args, k) for k in ("name", "type_line", "mana_cost", "pt", "loyalty", "defense")}
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
    source = args.input
    if source == "-":
        return _card_file("<stdin>", sys.stdin.read(), options, output, args, write=False)
    path = Path(source)
    if path.is_file():
        if any(v is not None for v in fields.values()):
            raise InputError("--name, --type, --cost, --pt, --loyalty and --defense describe card text given as the argument, not a file")
        return _file(source, options, output, args)
    if path.is_dir():
        raise InputError("is a directory, expected card text or a card file", path=source)
    if "\n" not in source and (source.endswith((".json", ".jsonl", ".gz", ".txt", ".cards")) or ("/" in source and " " not in source)):
        raise InputError("no such file", path=source)
    target = lint.text_target(source, **fields)
    return _targets([target], options, output, args, label="<text>", text_input=True)


# -- inputs ----------------------------------------------------------------------------------------
def _file(path: str, options: Options, output: str, args: argparse.Namespace) -> int:
    from ..cards import _open_text
    from ..lint import cardfile

    try:
        handle, gzip_reader = _open_text(path)
        with handle:
            head = handle.read(4096)
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), path=path) from None
    if head.lstrip().startswith(("{", "[")) or gzip_reader is not None:
        return _database(path, options, output, args)
    text, _ = cardfile.read(path)
    return _card_file(path, text, options, output, args, write=True)


def _card_file(path: str, text: str, options: Options, output: str, args: argparse.Namespace, *, write: bool) -> int:
    from ..lint import cardfile

    text = text.replace("\r\n", "\n")
    blocks = cardfile.parse(text, path)
    if not blocks:
        raise InputError("no cards in the file (see 'oraclec lint --help' for the format)", path=path)
    targets = cardfile.targets(blocks, path, text)
    if args.fix:
        return _fix_card_file(path, text, blocks, targets, options, output, write=write)
    return _targets(targets, options, output, args, label=path)


def _database(path: str | None, options: Options, output: str, args: argparse.Namespace) -> int:
    from .. import cards

    source = cards.load(path)
    if args.fix:
        return _fix_json(source.path, options, output)
    with progress_bar("linting", quiet=args.quiet) as bar:
        results = _lint_many(source, options, args.jobs, bar)
    diagnostics = [d for _, found in results for d in found]
    extra = {"format": source.format, "skipped": dict(sorted(source.skipped.items()))}
    linted = {name for name, _ in results}
    return _report(diagnostics, len(results), output, args, label=source.path, targets=None, extra=extra, database=source.path, linted=linted, options=options)


def _database_card(name: str, path: str | None, options: Options, output: str, args: argparse.Namespace) -> int:
    from .. import cards
    from ..lint import Target

    if args.fix:
        raise InputError("--fix does not rewrite the card database; lint the card's text, or a copy of the file, with --fix")
    source = cards.load(path)
    card = cards.find(source, name)
    if card is None:
        raise InputError(f"no card named {name!r} in the database", path=source.path)
    return _targets([Target(card=card)], options, output, args, label=source.path, database=source.path)


def _lint_many(source: Any, options: Options, jobs: int | None, bar: Bar) -> list[tuple[str, list[Diagnostic]]]:
    """(card name, diagnostics) for every card of a database, in order; in worker processes
    when there are many cards."""
    import multiprocessing
    import os

    from ..lint import lint_card

    cards = list(source)
    if bar.set_total:
        bar.set_total(len(cards))
    advance = bar.advance or (lambda done: None)
    jobs = jobs or os.cpu_count() or 1
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
        return _fix_text(targets[0], options, output)
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
        if own.is_file():
            return baseline.read(own)
    return None


def _write_baseline(path: str, diagnostics: list[Diagnostic], previous: Baseline | None) -> int:
    from ..lint import baseline
    from ..lint.fixing import write_atomically

    target = Path(path)
    if target.is_dir():
        raise InputError("is a directory, expected a baseline file to write", path=path)
    if not target.parent.is_dir():
        raise InputError("no such folder for the baseline file", path=path)
    reasons = {entry.key: entry.reason for entry in previous.entries} if previous is not None else {}
    text = baseline.render(diagnostics, reasons)
    write_atomically(path, text)
    entries = text.count("\n") - 1
    print(f"{path}: wrote a baseline of {entries} finding{'s' if entries != 1 else ''}", file=sys.stderr)
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

    if output in ("json", "sarif"):
        print_json(
            [
                {"code": c.code, "name": c.name, "category": str(c.category), "severity": str(c.severity), "rule": c.rule, "fixable": c.fixable, "summary": c.summary}
                for c in CHECKS.values()
            ]
        )
        return EXIT_OK
    for c in CHECKS.values():
        rule = f" (CR {c.rule})" if c.rule and not c.rule.startswith("glossary") else (f" ({c.rule})" if c.rule else "")
        fix = " [fix]" if c.fixable else ""
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
        print(f"{where}: fixed {len(applied)} finding{'s' if len(applied) != 1 else ''}, {len(remaining)} remaining", file=sys.stderr)
    return EXIT_FINDINGS if remaining else EXIT_OK


def _fix_text(target: Target, options: Options, output: str) -> int:
    from ..lint.fixing import fix_target

    fixed = fix_target(target, options)
    text = fixed.target.card.faces[0].oracle_text
    if output == "text":
        print(text)
    return _report_fixes(list(fixed.applied), list(fixed.remaining), output, "<text>", {"text": text})


def _fix_card_file(path: str, text: str, blocks: list[Any], targets: list[Target], options: Options, output: str, *, write: bool) -> int:
    from ..lint.fixing import field_value, fix_target, write_atomically

    edits: list[tuple[int, int, str]] = []
    applied: list[Diagnostic] = []
    for block, target in zip(blocks, targets, strict=True):
        fixed = fix_target(target, options)
        if not fixed.changed:
            continue
        applied.extend(fixed.applied)
        for (face_index, field), span in block.spans.items():
            if field in ("pt", "loyalty", "defense"):
                continue
            new = field_value(fixed.target, face_index, field)
            if new != text[span.start : span.end]:
                edits.append((span.start, span.end, new))
    from ..lint.fixes import apply_edits

    new_text, _ = apply_edits(text, edits)
    from ..lint import cardfile

    remaining_targets = cardfile.targets(cardfile.parse(new_text, path), path)
    from ..lint import lint_target

    remaining = [d for t in remaining_targets for d in lint_target(t, options)]
    if write and new_text != text:
        write_atomically(path, new_text)
    elif not write and output == "text":
        sys.stdout.write(new_text)
    return _report_fixes(applied, remaining, output, path)


def _fix_json(path: str, options: Options, output: str) -> int:
    """Fix a Scryfall JSON or JSON Lines file in place: only the objects that change are
    rewritten (a JSON Lines file keeps every other line as it was)."""
    from ..cards import scryfall_card
    from ..lint import Target
    from ..lint.fixing import fix_target, write_atomically

    raw_bytes = Path(path).read_bytes()
    if raw_bytes[:2] == b"\x1f\x8b":
        raise InputError("--fix cannot rewrite a compressed file; decompress it first", path=path)
    try:
        text = raw_bytes.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", path=path) from None
    stripped = text.lstrip()
    applied: list[Diagnostic] = []
    remaining: list[Diagnostic] = []

    def fix_object(obj: Any, where: str) -> bool:
        if not isinstance(obj, dict) or obj.get("object") not in (None, "card"):
            return False
        card = scryfall_card(obj, where=where, path=path)
        if card is None:
            return False
        fixed = fix_target(Target(card=card), options)
        applied.extend(fixed.applied)
        remaining.extend(fixed.remaining)
        if not fixed.changed:
            return False
        _write_back(obj, fixed.target)
        return True

    if stripped.startswith("["):
        try:
            document = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(f"not valid JSON: {exc.msg}", path=path, where=f"line {exc.lineno}, column {exc.colno}") from None
        changed = [fix_object(obj, f"card {i + 1}") for i, obj in enumerate(document)]
        if any(changed):
            indent = 2 if "\n" in stripped[:200] else None
            write_atomically(path, json.dumps(document, ensure_ascii=False, indent=indent) + "\n")
    elif stripped.startswith("{"):
        lines = text.split("\n")
        single = len([line for line in lines if line.strip()]) > 1 and not lines[0].rstrip().endswith("}")
        if single:
            try:
                document = json.loads(text)
            except json.JSONDecodeError as exc:
                raise InputError(f"not valid JSON: {exc.msg}", path=path, where=f"line {exc.lineno}, column {exc.colno}") from None
            if "data" in document and "meta" in document:
                raise InputError("--fix rewrites Scryfall JSON, JSON Lines and plain-text card files, not MTGJSON", path=path)
            if fix_object(document, "card 1"):
                write_atomically(path, json.dumps(document, ensure_ascii=False, indent=2) + "\n")
        else:
            out_lines = []
            any_change = False
            for number, line in enumerate(lines, start=1):
                if not line.strip():
                    out_lines.append(line)
                    continue
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise InputError(f"not valid JSON: {exc.msg}", path=path, where=f"line {number}, column {exc.colno}") from None
                if fix_object(obj, f"line {number}"):
                    any_change = True
                    out_lines.append(json.dumps(obj, ensure_ascii=False))
                else:
                    out_lines.append(line)
            if any_change:
                write_atomically(path, "\n".join(out_lines))
    return _report_fixes(applied, remaining, output, path)


def _write_back(obj: dict[str, Any], target: Target) -> None:
    faces = target.card.faces
    raw_faces: list[Any] = obj["card_faces"] if obj.get("card_faces") else [obj]
    for raw, face in zip(raw_faces, faces, strict=False):
        raw["oracle_text"] = face.oracle_text
        raw["type_line"] = face.type_line.text
        if face.mana_cost is not None or "mana_cost" in raw:
            raw["mana_cost"] = face.mana_cost or ""
        raw["name"] = face.name
    if obj.get("card_faces"):
        obj["name"] = " // ".join(f.name for f in faces)
