"""The linter's vocabulary: checks, their registry, findings and fixes.

A *check* is a function that looks at one face of a card (:class:`~oraclec.lint.context.FaceContext`)
and yields :class:`Finding`\\ s. It is registered with :func:`check` under a stable code
(``OC101``), a name, a category, a default severity, and the Comprehensive Rules reference that
it enforces, if there is one. The registry (:data:`CHECKS`) is the single list the CLI, the
SARIF rules table and the documentation read.

Code ranges follow the categories: 1xx syntax, 2xx templating, 3xx keyword, 4xx type line,
5xx mana, 6xx reminder text, 7xx style.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:
    from .context import FaceContext


class Severity(enum.IntEnum):
    """How bad a finding is; the order lets ``--severity`` keep findings at or above a level."""

    INFO = 1
    WARNING = 2
    ERROR = 3

    def __str__(self) -> str:
        return self.name.lower()

    @property
    def sarif_level(self) -> str:
        return {Severity.INFO: "note", Severity.WARNING: "warning", Severity.ERROR: "error"}[self]

    @classmethod
    def parse(cls, text: str) -> Severity:
        try:
            return cls[text.upper()]
        except KeyError:
            raise ValueError(f"unknown severity {text!r} (error, warning, info)") from None


class Category(enum.Enum):
    SYNTAX = "syntax"  # the grammar cannot parse it
    TEMPLATING = "templating"  # outdated wording with a modern form
    KEYWORD = "keyword"  # keyword abilities and actions: names, parameters
    TYPE_LINE = "type-line"  # types, subtypes, P/T, loyalty, defense
    MANA = "mana"  # mana symbols and costs
    REMINDER = "reminder"  # reminder text against its keyword
    STYLE = "style"  # numbers, case, punctuation, spacing
    SUPPRESSION = "suppression"  # the "# oraclec: ignore[...]" comments of a card file (OC9xx)

    def __str__(self) -> str:
        return self.value


class Fix(enum.Enum):
    """How sure a check's replacement is, as ruff marks its fixes."""

    #: cannot change what the text means (capitalisation, outdated wording, a missing period, a
    #: self-reference): ``--fix`` applies it
    SAFE = "safe"
    #: a guess (the closest keyword, type or word; a number taken from the reminder): shown as a
    #: suggestion, applied only with ``--unsafe-fixes``
    UNSAFE = "unsafe"
    #: shown, never applied (the closest wording the grammar parses)
    DISPLAY = "display"

    def __str__(self) -> str:
        return self.value


#: The fields of a face a finding can point into.
FIELDS = ("name", "mana_cost", "type_line", "text", "pt", "loyalty", "defense")


@attrs.frozen(kw_only=True)
class Check:
    """One registered check: what it finds, how bad, under which rule."""

    code: str  #: stable identifier, "OC101"
    name: str  #: kebab-case name, "outdated-mill"
    category: Category
    severity: Severity
    summary: str  #: one line: what it finds
    rule: str | None = None  #: the Comprehensive Rules reference ("701.17a", "glossary: Bury")
    #: how its replacements are applied (None: it offers none)
    fix: Fix | None = None

    @property
    def fixable(self) -> bool:
        """Whether it offers replacements (applied by ``--fix`` or ``--unsafe-fixes``)."""
        return self.fix is not None and self.fix is not Fix.DISPLAY


@attrs.frozen(kw_only=True)
class Finding:
    """What a check reports: where in which field of the face, what, and the fix if any.

    ``start``/``end`` are offsets into the field's text as the user wrote it (for ``text``, the
    face's whole Oracle text). ``replacement`` replaces ``field[start:end]``.
    """

    code: str
    message: str
    field: str
    start: int
    end: int
    replacement: str | None = None
    rule: str | None = None  #: overrides the check's reference when a finding cites a more precise rule
    severity: Severity | None = None  #: overrides the check's default severity


@attrs.frozen(kw_only=True)
class Diagnostic:
    """A finding placed on a card: the card, the face, the line and column, the check's metadata."""

    code: str
    name: str
    category: Category
    severity: Severity
    message: str
    card: str
    face: str | None  #: the face's name on a card with several faces
    face_index: int
    field: str
    start: int
    end: int
    line: int  #: 1-based, in the field's text (the Oracle text's own lines for ``text``)
    column: int
    end_line: int
    end_column: int
    source: str  #: the field's whole text, for carets
    rule: str | None = None
    replacement: str | None = None
    #: where the field's text starts in the input file (1-based line and column), when known
    origin: tuple[str, int, int] | None = None
    #: where the card came from: "cards.json: line 12 (card 12)", "<text>"
    card_origin: str = ""
    #: the whole line of the input file the finding starts in, when the card came from a file
    file_line: str | None = None
    #: how its replacement is applied: the check's :class:`Fix`
    fix: Fix | None = None

    @property
    def fixable(self) -> bool:
        """Whether ``--fix`` applies its replacement."""
        return self.replacement is not None and self.fix is Fix.SAFE

    @property
    def unsafe_fixable(self) -> bool:
        """Whether only ``--unsafe-fixes`` applies its replacement (a guess)."""
        return self.replacement is not None and self.fix is Fix.UNSAFE

    def applies(self, *, unsafe: bool = False) -> bool:
        """Whether ``--fix`` (with ``--unsafe-fixes`` when ``unsafe``) applies its replacement."""
        return self.fixable or (unsafe and self.unsafe_fixable)

    @property
    def file_position(self) -> tuple[int, int, int, int] | None:
        """(line, column, end line, end column) in the input file, when the field's place in it
        is known (plain-text card files; the text argument)."""
        if self.origin is None:
            return None
        _, line0, col0 = self.origin
        line = line0 + self.line - 1
        column = self.column + (col0 - 1 if self.line == 1 else 0)
        end_line = line0 + self.end_line - 1
        end_column = self.end_column + (col0 - 1 if self.end_line == 1 else 0)
        return line, column, end_line, end_column

    def sort_key(self) -> tuple[Any, ...]:
        return (self.face_index, FIELDS.index(self.field), self.start, self.end, self.code)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "code": self.code,
            "name": self.name,
            "category": str(self.category),
            "severity": str(self.severity),
            "message": self.message,
            "card": self.card,
            "face": self.face,
            "field": self.field,
            "span": {
                "start": self.start,
                "end": self.end,
                "line": self.line,
                "column": self.column,
                "end_line": self.end_line,
                "end_column": self.end_column,
            },
            "text": self.source[self.start : self.end],
            "rule": self.rule,
            "replacement": self.replacement,
            "fix": str(self.fix) if self.replacement is not None and self.fix is not None else None,
        }
        position = self.file_position
        if position is not None and self.origin is not None:
            out["location"] = {
                "path": self.origin[0],
                "line": position[0],
                "column": position[1],
                "end_line": position[2],
                "end_column": position[3],
            }
        return out


#: code -> check, in registration order
CHECKS: dict[str, Check] = {}

#: A check function looks at one face and yields findings of the codes it is registered for.
CheckFunction = Callable[["FaceContext"], Iterable[Finding]]

#: check functions, each with the codes it may report
RUNNERS: list[tuple[CheckFunction, frozenset[str]]] = []


def define(
    code: str,
    name: str,
    category: Category,
    severity: Severity,
    summary: str,
    *,
    rule: str | None = None,
    fix: Fix | None = None,
) -> Check:
    """Register a check under ``code`` (the function that reports it is registered with
    :func:`runs`)."""
    if code in CHECKS:
        raise ValueError(f"check code {code} is registered twice")
    if any(c.name == name for c in CHECKS.values()):
        raise ValueError(f"check name {name!r} is registered twice")
    found = CHECKS[code] = Check(
        code=code, name=name, category=category, severity=severity, summary=summary, rule=rule, fix=fix
    )
    return found


def runs(*codes: str) -> Callable[[CheckFunction], CheckFunction]:
    """Register a function that reports findings of ``codes`` (each defined already)."""

    def register(function: CheckFunction) -> CheckFunction:
        missing = [c for c in codes if c not in CHECKS]
        if missing:
            raise ValueError(f"{function.__name__} reports undefined codes {missing}")
        RUNNERS.append((function, frozenset(codes)))
        return function

    return register
