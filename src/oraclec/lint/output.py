"""Diagnostics as text for people (with a caret under the words), as JSON, and as SARIF 2.1.0."""

from __future__ import annotations

import collections
import unicodedata
from collections.abc import Iterable
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


def where(d: Diagnostic) -> str:
    """"path:12:5" in a file whose lines we know, else "Card Name (face), text 2:5"."""
    position = d.file_position
    if position is not None and d.origin is not None and d.origin[0] != "<text>":
        return f"{shown(d.origin[0])}:{position[0]}:{position[1]}"
    card = d.card if d.face is None else f"{d.card} ({d.face})"
    if d.card == "<text>":
        return f"{FIELD_NAMES[d.field]} {d.line}:{d.column}"
    return f"{card}, {FIELD_NAMES[d.field]} {d.line}:{d.column}"


def human(d: Diagnostic, *, show_card: bool = True) -> str:
    """One finding: where, severity, code, category, message; the line with a caret; the fix."""
    head = f"{where(d)}: {d.severity} {d.code} [{d.category}] {d.message}"
    if d.rule:
        rule = d.rule if d.rule.startswith("glossary") else f"CR {d.rule}"
        head += f" ({rule})"
    lines = [head]
    if show_card and d.file_position is not None and d.origin is not None and d.origin[0] != "<text>":
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


def _under(prefix: str) -> str:
    """Blank space as wide as ``prefix`` on a terminal, so that a caret after it sits under the
    reported column: a tab stays a tab, a wide character takes two spaces."""
    return "".join(c if c == "\t" else " " * _columns(c) for c in prefix)


def _width(text: str) -> int:
    return sum(_columns(c) for c in text)


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


def summary(diagnostics: list[Diagnostic], cards: int) -> str:
    by_severity = collections.Counter(str(d.severity) for d in diagnostics)
    fixable = sum(1 for d in diagnostics if d.fixable)
    unsafe = sum(1 for d in diagnostics if d.unsafe_fixable)
    flagged = len({(d.card, d.card_origin) for d in diagnostics})
    parts = [f"{by_severity[s]} {s}{'s' if by_severity[s] != 1 else ''}" for s in ("error", "warning", "info") if by_severity[s]]
    if not diagnostics:
        return f"{cards} card{'s' if cards != 1 else ''} checked: no findings"
    return (
        f"{cards} card{'s' if cards != 1 else ''} checked, {flagged} with findings: {len(diagnostics)} finding{'s' if len(diagnostics) != 1 else ''} "
        f"({', '.join(parts)}), {fixable} fixable with --fix"
        + (f" ({unsafe} more with --fix --unsafe-fixes)" if unsafe else "")
    )


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


def sarif(diagnostics: list[Diagnostic], uri: str | None, accepted: Iterable[tuple[Diagnostic, Entry]] = ()) -> dict[str, Any]:
    """A SARIF 2.1.0 log: one run, the registry as its rules, one result per finding; a finding
    a baseline accepts is a result with an external suppression that gives the baseline's reason
    (SARIF 2.1.0 section 3.27.23), which code-review tools do not show as open."""
    codes = list(CHECKS)
    rules = []
    for check in CHECKS.values():
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
    location: dict[str, Any] = {"logicalLocations": [logical]}
    position = d.file_position
    if position is not None and d.origin is not None and d.origin[0] != "<text>":
        region = {"startLine": position[0], "startColumn": position[1], "endLine": position[2], "endColumn": position[3]}
        location["physicalLocation"] = {"artifactLocation": {"uri": d.origin[0]}, "region": {**region, "snippet": {"text": d.source[d.start : d.end]}}}
    elif uri is not None:
        location["physicalLocation"] = {"artifactLocation": {"uri": uri}}
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
    if d.replacement is not None and "physicalLocation" in location and "region" in location["physicalLocation"]:
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
