"""Diagnostics as text for people (with a caret under the words), as JSON, and as SARIF 2.1.0."""

from __future__ import annotations

import collections
import os
import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..errors import shown
from ..text import line_text
from .model import CHECKS, Diagnostic, Fix

if TYPE_CHECKING:
    from .baseline import Entry

FIELD_NAMES = {
    "text": "text",
    "type_line": "type line",
    "mana_cost": "mana cost",
    "name": "name",
    "pt": "power/toughness",
    "loyalty": "loyalty",
    "defense": "defense",
}


#: "cards.json: line 12 (card 12)", "cards.json: line 2, column 3 (card 1)", "cards.txt: line 4":
#: where a card of a file starts
_CARD_ORIGIN = re.compile(r"^(?P<path>.*?): line (?P<line>\d+)(?:, column \d+)?(?: \(card .*|, data item \d+)?$")


def card_location(d: Diagnostic) -> tuple[str, int] | None:
    """(path, line) of the card a finding is on, in the file it came from: the line a card file's
    card starts on, a JSON Lines card's line, or the line where a JSON array's (or MTGJSON's)
    card object starts, as the reader recorded it; None for card text given as the argument."""
    found = _CARD_ORIGIN.match(d.card_origin)
    if found is None or found.group("path") in ("<text>", "<stdin>"):
        return None
    return found.group("path"), int(found.group("line"))


def file_of(d: Diagnostic) -> str | None:
    """The file a finding is in ("<stdin>" for standard input), None for card text given as the
    argument."""
    if d.origin is not None and d.origin[0] != "<text>":
        return d.origin[0]
    found = _CARD_ORIGIN.match(d.card_origin)
    return found.group("path") if found is not None and found.group("path") != "<text>" else None


def where(d: Diagnostic) -> str:
    """"path:12:5" in a file whose lines we know, else "path:12: Card Name (face), text 2:5" (a
    card of a database, whose object starts on line 12), or "text 2:5" (card text given as the
    argument)."""
    position = d.file_position
    if position is not None and d.origin is not None and d.origin[0] != "<text>":
        return f"{shown(d.origin[0])}:{position[0]}:{position[1]}"
    card = d.card if d.face is None else f"{d.card} ({d.face})"
    if d.card == "<text>":
        return f"{FIELD_NAMES[d.field]} {d.line}:{d.column}"
    located = card_location(d)
    # a card of a database: the file and the line its card object starts on, then the card
    file = f"{shown(located[0])}:{located[1]}: " if located is not None else ""
    return f"{file}{card}, {FIELD_NAMES[d.field]} {d.line}:{d.column}"


def human(d: Diagnostic, *, show_card: bool = True) -> str:
    """One finding: where, severity, code, category, message; the line with a caret; the fix."""
    head = f"{where(d)}: {d.severity} {d.code} [{d.category}] {d.message}"
    if d.rule:
        rule = d.rule if d.rule.startswith("glossary") else f"CR {d.rule}"
        head += f" ({rule})"
    lines = [head]
    if show_card and d.card and d.file_position is not None and d.origin is not None and d.origin[0] != "<text>":
        lines[0] += f"  [{d.card}{' / ' + d.face if d.face else ''}]"
    if d.source:
        line_number = d.file_position[0] if d.file_position else d.line
        text = line_text(d.source, d.line)
        gutter = len(str(line_number))
        column = d.column - 1
        if d.end_line == d.line:
            width = max(1, d.end_column - d.column)
        else:
            width = max(1, len(text) - column)
        pad = ""
        if d.file_line is not None and d.file_position is not None:
            # the whole line of the file, with the caret under the field's characters
            text, column, pad = d.file_line, d.file_position[1] - 1, ""
        elif d.file_position is not None and d.line == 1:
            # only the field's text is known: it is shown where it starts in the file's line, so
            # that the caret sits at the column the header gives
            pad = " " * (d.file_position[1] - d.column)
        text, column, width = _cut(text, column, width)
        lines.append(f" {' ' * gutter} |")
        lines.append(f" {line_number} | {pad}{text}")
        lines.append(f" {' ' * gutter} | {pad}{_under(text[:column])}{'^' * _width(text[column : column + width]) or '^'}")
    if d.replacement is not None:
        shown = d.replacement if d.replacement else "(delete)"
        if "\n" in d.replacement:
            # a replacement of several lines is shown as those lines, not with a literal "\n"
            lines.append(f"   fix: {d.source[d.start:d.end]!r} -> these lines:")
            lines.extend(f"      {line}" for line in d.replacement.split("\n"))
        elif d.start == d.end:
            lines.append(f"   fix: insert {shown!r}")
        elif d.replacement:
            lines.append(f"   fix: {d.source[d.start:d.end]!r} -> {shown!r}")
        else:
            lines.append(f"   fix: delete {d.source[d.start:d.end]!r}")
        at = next(i for i in range(len(lines) - 1, -1, -1) if lines[i].startswith("   fix:"))
        if d.fix is Fix.UNSAFE:
            lines[at] = lines[at].replace("   fix:", "   suggestion (--unsafe-fixes applies it):", 1)
        elif not d.fixable:
            lines[at] = lines[at].replace("   fix:", "   suggestion:", 1)
    return "\n".join(lines)


def _columns(char: str) -> int:
    """The columns a terminal gives a character: two for a wide one (CJK, emoji), none for a
    combining mark."""
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


class _Blanks(dict[int, str]):
    """A character's blank, as ``str.translate`` takes it: a tab stays a tab, a wide character
    takes two spaces, a combining mark none, any other one space. Each character is measured
    once and kept (up to a bound, for a long-running language server), so that a line is blanked
    in one pass in C: column by column in Python was the larger part of a lint of many findings."""

    def __missing__(self, code: int) -> str:
        blank = "\t" if code == ord("\t") else " " * _columns(chr(code))
        if len(self) < 65_536:
            self[code] = blank
        return blank


_BLANKS = _Blanks()


def _under(prefix: str) -> str:
    """Blank space as wide as ``prefix`` on a terminal, so that a caret after it sits under the
    reported column."""
    return prefix.translate(_BLANKS)


def _width(text: str) -> int:
    return len(text.translate(_BLANKS))


#: a line longer than this is shown cut to this many characters around each finding in it: the
#: whole line under every finding made the output of a long line of many findings quadratic
#: (20,000 '{' on one line printed 600 MB)
SHOWN_LINE = 240
#: the characters shown before a finding in a line that is cut
SHOWN_BEFORE = 80


def _cut(text: str, column: int, width: int) -> tuple[str, int, int]:
    """The part of a line shown under a finding, with the caret's column (0-based) and width in
    it: the whole line if it is short, else :data:`SHOWN_LINE` characters from
    :data:`SHOWN_BEFORE` before the finding, with '…' where the line is cut."""
    if len(text) <= SHOWN_LINE:
        return text, column, width
    start = max(0, column - SHOWN_BEFORE)
    end = min(len(text), start + SHOWN_LINE)
    shown = text[start:end]
    width = max(1, min(width, end - column))
    column -= start
    if start > 0:
        shown, column = "…" + shown, column + 1
    if end < len(text):
        shown += "…"
    return shown, column, width


#: what a SARIF fix's description adds for a replacement that --fix alone does not apply
_FIX_NOTE = {Fix.UNSAFE: " (a guess: applied only with --fix --unsafe-fixes)", Fix.DISPLAY: " (a suggestion: never applied)"}


def summary(diagnostics: list[Diagnostic], cards: int, *, suppressed: int = 0, files: int | None = None) -> str:
    """The last line of a run: cards (and files) checked, findings by severity, what --fix
    would fix, and the findings that suppression comments silenced."""
    by_severity = collections.Counter(str(d.severity) for d in diagnostics)
    fixable = sum(1 for d in diagnostics if d.fixable)
    unsafe = sum(1 for d in diagnostics if d.unsafe_fixable)
    flagged = len({(d.card, d.card_origin) for d in diagnostics if d.card})
    parts = [f"{by_severity[s]} {s}{'s' if by_severity[s] != 1 else ''}" for s in ("error", "warning", "info") if by_severity[s]]
    checked = f"{cards} card{'s' if cards != 1 else ''}" + (f" in {files} file{'s' if files != 1 else ''}" if files is not None else "")
    silenced = f"{suppressed} suppressed" if suppressed else ""
    if not diagnostics:
        return f"{checked} checked: no findings" + (f" ({silenced})" if silenced else "")
    return (
        f"{checked} checked, {flagged} with findings: {len(diagnostics)} finding{'s' if len(diagnostics) != 1 else ''} "
        f"({', '.join(parts)}), {fixable} fixable with --fix"
        + (f" ({unsafe} more with --fix --unsafe-fixes)" if unsafe else "")
        + (f"; {silenced}" if silenced else "")
    )


def concise(d: Diagnostic) -> str:
    """One line, ``file:line:col: CODE message`` as ruff and mypy write it; a card of a database
    is placed at the line its object starts on, and named."""
    position = d.file_position
    if position is not None and d.origin is not None and d.origin[0] != "<text>":
        return f"{shown(d.origin[0])}:{position[0]}:{position[1]}: {d.code} {d.message}"
    located = card_location(d)
    card = d.card if d.face is None else f"{d.card} ({d.face})"
    if located is not None:
        return f"{shown(located[0])}:{located[1]}:1: {d.code} {d.message} [{card}, {FIELD_NAMES.get(d.field, d.field)} {d.line}:{d.column}]"
    return f"{where(d)}: {d.code} {d.message}"


#: GitHub workflow command levels by severity
_GITHUB_LEVELS = {"error": "error", "warning": "warning", "info": "notice"}


def _github_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _github_property(text: str) -> str:
    return _github_data(text).replace(":", "%3A").replace(",", "%2C")


def github(d: Diagnostic) -> str:
    """A GitHub Actions annotation (``::error file=...,line=...,col=...,title=CODE::message``),
    which the pull request shows on the line."""
    properties: list[tuple[str, object]] = []
    position = d.file_position
    message = d.message
    if position is not None and d.origin is not None and d.origin[0] != "<text>":
        properties = [("file", d.origin[0]), ("line", position[0]), ("col", position[1]), ("endLine", position[2]), ("endColumn", position[3])]
    else:
        located = card_location(d)
        card = d.card if d.face is None else f"{d.card} ({d.face})"
        if located is not None:
            properties = [("file", located[0]), ("line", located[1])]
        message = f"{card}, {FIELD_NAMES.get(d.field, d.field)} {d.line}:{d.column}: {message}" if d.card != "<text>" else message
    properties.append(("title", f"{d.code} {d.name}"))
    head = ",".join(f"{key}={_github_property(str(value))}" for key, value in properties)
    return f"::{_GITHUB_LEVELS[str(d.severity)]} {head}::{_github_data(message)}"


def file_uri(path: str) -> str:
    """A file's absolute ``file://`` URI, percent-encoded (RFC 8089), as SARIF wants it."""
    return Path(os.path.abspath(path)).as_uri()


def baseline_summary(path: str, accepted: int, stale: list[Entry]) -> str:
    """What a baseline did: the findings it accepted (not printed), and its entries that match
    no finding any more (fixed, or their line changed)."""
    text = f"{shown(path)}: {accepted} finding{'s' if accepted != 1 else ''} accepted by the baseline, not shown (--no-baseline shows them)"
    if stale:
        listed = "; ".join(f"{e.card} {e.code}" for e in stale[:5]) + ("; ..." if len(stale) > 5 else "")
        text += f"; {len(stale)} entr{'ies match' if len(stale) != 1 else 'y matches'} no finding (remove {'them' if len(stale) != 1 else 'it'}): {listed}"
    return text


def counts(diagnostics: Iterable[Diagnostic]) -> dict[str, int]:
    counter = collections.Counter(d.code for d in diagnostics)
    return dict(sorted(counter.items()))


def as_json(diagnostics: list[Diagnostic], cards: int, source: str) -> dict[str, Any]:
    return {
        "version": 1,
        "source": source,
        "cards": cards,
        "findings": [d.as_json() for d in diagnostics],
        "counts": counts(diagnostics),
    }


SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def sarif(
    diagnostics: list[Diagnostic],
    uri: str | None,
    accepted: Iterable[tuple[Diagnostic, Entry]] = (),
    suppressed: Iterable[Diagnostic] = (),
) -> dict[str, Any]:
    """A SARIF 2.1.0 log: one run, the registry (and the suppression checks) as its rules, one
    result per finding, each in its file by a ``file://`` URI with a region (a card of a database:
    the line its object starts on); ``uri`` is the file of findings whose card does not say it. A
    finding a baseline accepts is a result with an external suppression that gives the baseline's
    reason, one a suppression comment silences a result with an in-source suppression (SARIF 2.1.0
    section 3.27.23): code-review tools do not show them as open."""
    from .suppression import SUPPRESSION_CHECKS

    checks = [*CHECKS.values(), *SUPPRESSION_CHECKS.values()]
    codes = [check.code for check in checks]
    rules = []
    for check in checks:
        rule: dict[str, Any] = {
            "id": check.code,
            "name": check.name,
            "shortDescription": {"text": check.summary},
            "defaultConfiguration": {"level": check.severity.sarif_level},
            "properties": {"category": str(check.category), "fixable": check.fixable, "fix": str(check.fix) if check.fix else None},
        }
        if check.rule:
            rule["properties"]["rule"] = check.rule
        rules.append(rule)
    results = [_result(d, codes.index(d.code), uri) for d in diagnostics]
    for d, entry in accepted:
        result = _result(d, codes.index(d.code), uri)
        result["suppressions"] = [{"kind": "external", "status": "accepted", "justification": entry.reason or "accepted by the baseline"}]
        results.append(result)
    for d in suppressed:
        result = _result(d, codes.index(d.code), uri)
        result["suppressions"] = [{"kind": "inSource", "status": "accepted", "justification": "a '# oraclec: ignore' comment"}]
        results.append(result)
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "oraclec lint",
                        "version": __version__,
                        "informationUri": "https://github.com/oraclec/oraclec",
                        "rules": rules,
                    }
                },
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }


def _result(d: Diagnostic, index: int, uri: str | None) -> dict[str, Any]:
    logical = {
        "name": d.card if d.face is None else d.face,
        "fullyQualifiedName": d.card if d.face is None else f"{d.card} // {d.face}",
        "kind": "card",
    }
    location: dict[str, Any] = {"logicalLocations": [logical]} if d.card else {}
    position = d.file_position
    in_file = position is not None and d.origin is not None and d.origin[0] not in ("<text>", "<stdin>")
    located = card_location(d)
    if in_file and position is not None and d.origin is not None:
        region = {"startLine": position[0], "startColumn": position[1], "endLine": position[2], "endColumn": position[3]}
        location["physicalLocation"] = {"artifactLocation": {"uri": file_uri(d.origin[0])}, "region": {**region, "snippet": {"text": d.source[d.start : d.end]}}}
    elif located is not None:
        # a card of a database: its strings hold the text, so the line of the card's object
        if located[0] != "<stdin>":
            location["physicalLocation"] = {"artifactLocation": {"uri": file_uri(located[0])}, "region": {"startLine": located[1]}}
    elif uri is not None:
        location["physicalLocation"] = {"artifactLocation": {"uri": file_uri(uri)}}
    result: dict[str, Any] = {
        "ruleId": d.code,
        "ruleIndex": index,
        "level": d.severity.sarif_level,
        "message": {"text": d.message},
        "locations": [location],
        "properties": {
            "category": str(d.category),
            "field": d.field,
            "textRegion": {"startLine": d.line, "startColumn": d.column, "endLine": d.end_line, "endColumn": d.end_column, "snippet": d.source[d.start : d.end]},
        },
    }
    if d.rule:
        result["properties"]["rule"] = d.rule
    if d.replacement is not None and in_file:
        region = {k: v for k, v in location["physicalLocation"]["region"].items() if k != "snippet"}
        result["fixes"] = [
            {
                "description": {"text": (f"replace with {d.replacement!r}" if d.replacement else "delete") + _FIX_NOTE.get(d.fix, "")},
                "artifactChanges": [
                    {
                        "artifactLocation": location["physicalLocation"]["artifactLocation"],
                        "replacements": [{"deletedRegion": region, "insertedContent": {"text": d.replacement}}],
                    }
                ],
            }
        ]
    elif d.replacement is not None:
        result["properties"]["replacement"] = d.replacement
    return result
