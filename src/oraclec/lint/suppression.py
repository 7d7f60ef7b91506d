"""Inline suppression in plain-text card files: ``# oraclec: ignore[OC205]``.

A suppression comment names the checks it silences (``ignore[OC205]``, ``ignore[OC205,OC310]``),
or every check (a bare ``ignore``). At the end of a line of a card it applies to the findings on
that line; on its own line right before a card's name line (comment lines may come between) it
applies to the whole card. The card file parser leaves the comment out of the card's text
(:data:`oraclec.cardfile.TRAILING_DIRECTIVE`).

What is suppressed is counted, not printed. A suppression comment is itself checked, as ruff
checks its ``noqa`` comments: one that is malformed, misplaced or names an unknown check is an
OC901 finding, one that silences nothing an OC902 finding (info), for each enabled check it names
that had no finding there (a check left out by --select or --ignore is not counted as unused).
These two checks are not in :data:`~oraclec.lint.model.CHECKS` (they look at the file, not at a
card): :data:`SUPPRESSION_CHECKS` holds them, and :func:`resolve` resolves names over both.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

import attrs

from ..cardfile import CardBlock
from .model import CHECKS, Category, Check, Diagnostic, Severity
from .runner import resolve as resolve_checks

INVALID = "OC901"
UNUSED = "OC902"

SUPPRESSION_CHECKS: dict[str, Check] = {
    INVALID: Check(
        code=INVALID,
        name="invalid-suppression",
        category=Category.SUPPRESSION,
        severity=Severity.WARNING,
        summary="a suppression comment that is malformed, misplaced, or names an unknown check",
    ),
    UNUSED: Check(
        code=UNUSED,
        name="unused-suppression",
        category=Category.SUPPRESSION,
        severity=Severity.INFO,
        summary="a suppression comment that silences no finding (like ruff's RUF100)",
    ),
}

#: "# oraclec: ..." on its own line, and at the end of a line after card text
_OWN_LINE = re.compile(r"^#\s*oraclec\s*:(?P<body>.*)$")
_TRAILING = re.compile(r"(?<=\S)\s+(?P<comment>#\s*oraclec\s*:(?P<body>.*))$")
_BODY = re.compile(r"^\s*ignore\s*(?:\[(?P<codes>[^\]]*)\])?\s*$")
_CODE = re.compile(r"^[A-Za-z]+\d+$")
SHAPE = "write '# oraclec: ignore[OC205]', '# oraclec: ignore[OC205,OC310]' or '# oraclec: ignore'"


def resolve(names: Iterable[str]) -> list[str]:
    """Codes named by codes, names, categories or prefixes, over the registry and the
    suppression checks; unknown names are a ValueError (as :func:`oraclec.lint.resolve`)."""
    out: list[str] = []
    for name in names:
        key = name.strip()
        if not key:
            continue
        own = [
            c.code
            for c in SUPPRESSION_CHECKS.values()
            if c.code == key.upper() or c.name == key.lower() or str(c.category) == key.lower() or c.code.startswith(key.upper())
        ]
        try:
            out += resolve_checks([key])
        except ValueError:
            if not own:
                raise
        out += own
    return out


def known(code: str) -> bool:
    return code in CHECKS or code in SUPPRESSION_CHECKS


@attrs.frozen(kw_only=True)
class Directive:
    """A well-formed suppression comment of a card file."""

    line: int  #: 1-based line of the file
    column: int  #: 1-based column of its "#"
    comment: str  #: the comment as written, from "#"
    #: the codes it names (upper case), None for every check
    codes: tuple[str, ...] | None
    #: the first line of the card it applies to (a comment on its own line), None for a
    #: comment at the end of a line (it applies to that line)
    card_line: int | None
    #: the card it is on, or before
    card: CardBlock | None = attrs.field(default=None, eq=False, repr=False)


@attrs.frozen
class Applied:
    """Findings after the suppression comments of a file: the ones reported (with the findings
    about the comments themselves), and the ones suppressed."""

    reported: list[Diagnostic]
    suppressed: list[Diagnostic]


def directives(text: str, blocks: list[CardBlock], path: str) -> tuple[list[Directive], list[Diagnostic]]:
    """The suppression comments of a card file's text, and an OC901 finding for each comment that
    is malformed or misplaced or names an unknown code (its known codes still apply)."""
    lines = text.split("\n")
    first_lines = {block.line for block in blocks}
    starts = sorted(first_lines)
    by_start = {block.line: block for block in blocks}

    def card_at(number: int) -> CardBlock | None:
        """The card whose lines a line is among (the last card that starts at or before it)."""
        at = bisect.bisect_right(starts, number) - 1
        return by_start[starts[at]] if at >= 0 else None

    found: list[Directive] = []
    problems: list[Diagnostic] = []
    for index, line in enumerate(lines):
        number = index + 1
        own = _OWN_LINE.match(line)
        trailing = None if own or line.startswith("#") else _TRAILING.search(line)
        if own is None and trailing is None:
            continue
        if own is not None:
            column, comment, body = 1, line, own.group("body")
        else:
            assert trailing is not None
            column, comment, body = trailing.start("comment") + 1, trailing.group("comment"), trailing.group("body")
        block = card_at(number) if own is None else by_start.get(_next_card_line(lines, index))
        where = (path, number, column, comment, line, block)

        shape = _BODY.match(body)
        if shape is None:
            problems.append(_diagnostic(INVALID, f"malformed suppression comment: {SHAPE}", *where))
            continue
        codes: tuple[str, ...] | None = None
        if shape.group("codes") is not None:
            names = [name.strip() for name in shape.group("codes").split(",")]
            if not any(names) or not all(_CODE.match(name) for name in names):
                problems.append(_diagnostic(INVALID, f"malformed suppression comment: the brackets hold check codes separated by commas ({SHAPE})", *where))
                continue
            unknown = [name for name in names if not known(name.upper())]
            for name in unknown:
                problems.append(_diagnostic(INVALID, f"unknown check code {name!r} in a suppression comment (see 'oraclec lint --list-checks')", *where))
            codes = tuple(dict.fromkeys(name.upper() for name in names if known(name.upper())))
            if not codes:
                continue
        card_line = None
        if own is not None:
            after = _next_card_line(lines, index)
            if after not in first_lines:
                problems.append(_diagnostic(INVALID, "a suppression comment on its own line applies to the card right after it: put it right before a card's name line, or at the end of the line it is for", *where))
                continue
            card_line = after
        found.append(Directive(line=number, column=column, comment=comment, codes=codes, card_line=card_line, card=block))
    return found, problems


def _next_card_line(lines: list[str], index: int) -> int:
    """The 1-based number of the first line after line ``index`` (0-based) and the comment lines
    right after it."""
    after = index + 1
    while after < len(lines) and lines[after].startswith("#"):
        after += 1
    return after + 1


_CARD_LINE = re.compile(r": line (\d+)$")


def apply(
    diagnostics: list[Diagnostic],
    found: list[Directive],
    path: str,
    text: str,
    *,
    enabled: Iterable[str] | None = None,
    report_unused: bool = True,
) -> Applied:
    """Suppress the findings of a card file that its comments name; an OC902 finding for each
    comment (or each code of one) that suppressed nothing, among the ``enabled`` codes (None:
    all)."""
    if not found:
        return Applied(list(diagnostics), [])
    on = None if enabled is None else set(enabled)
    used: dict[int, set[str]] = {i: set() for i in range(len(found))}
    reported: list[Diagnostic] = []
    suppressed: list[Diagnostic] = []
    by_line: dict[int, list[int]] = {}
    by_card: dict[int, list[int]] = {}
    for i, directive in enumerate(found):
        if directive.card_line is None:
            by_line.setdefault(directive.line, []).append(i)
        else:
            by_card.setdefault(directive.card_line, []).append(i)
    for d in diagnostics:
        candidates: list[int] = []
        position = d.file_position
        if position is not None:
            for line in range(position[0], position[2] + 1):
                candidates += by_line.get(line, [])
        card = _CARD_LINE.search(d.card_origin)
        if card is not None:
            candidates += by_card.get(int(card.group(1)), [])
        matched = [i for i in candidates if found[i].codes is None or d.code in (found[i].codes or ())]
        if matched:
            for i in matched:
                used[i].add(d.code)
            suppressed.append(d)
        else:
            reported.append(d)
    if report_unused:
        lines = text.split("\n")
        for i, directive in enumerate(found):
            file_line = lines[directive.line - 1]
            if directive.codes is None:
                if not used[i]:
                    reported.append(_diagnostic(UNUSED, "unused suppression comment: no finding here to ignore", path, directive.line, directive.column, directive.comment, file_line, directive.card))
                continue
            unused = [code for code in directive.codes if code not in used[i] and (on is None or code in on)]
            if unused:
                listed = ", ".join(unused)
                reported.append(
                    _diagnostic(UNUSED, f"unused suppression of {listed}: no such finding {'on this line' if directive.card_line is None else 'on this card'}", path, directive.line, directive.column, directive.comment, file_line, directive.card)
                )
    return Applied(reported, suppressed)


def _diagnostic(code: str, message: str, path: str, line: int, column: int, comment: str, file_line: str, block: CardBlock | None) -> Diagnostic:
    check = SUPPRESSION_CHECKS[code]
    card = block.card if block is not None else None
    return Diagnostic(
        code=code,
        name=check.name,
        category=check.category,
        severity=check.severity,
        message=message,
        card=card.name if card is not None else "",
        face=None,
        face_index=0,
        field="comment",
        start=0,
        end=len(comment),
        line=1,
        column=1,
        end_line=1,
        end_column=len(comment) + 1,
        source=comment,
        origin=(path, line, column),
        card_origin=card.origin if card is not None else f"{path}: line {line}",
        file_line=file_line,
    )
