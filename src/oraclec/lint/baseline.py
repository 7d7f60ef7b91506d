"""Baselines: findings that a database's maintainers reviewed and accepted, card by card.

A database maintainer who lints a whole database wants to see what is new, not the same
reviewed findings on every run (the practice of detekt's or PHPStan's baselines). A baseline
file lists accepted findings, one a line, tab-separated::

    # comment lines start with "#"
    card<TAB>face<TAB>code<TAB>field<TAB>line<TAB>reason

``face`` is empty on a card with one face; ``line`` is the whole line of the field the finding is
on, as the card has it (so an entry survives the card's lines moving, and stops matching when
that line is edited: the entry is then *stale*, and reported as such). ``reason`` says why the
finding is accepted; ``--write-baseline`` leaves it empty for the maintainer to fill in.

Findings of the baseline are not printed but counted (and in SARIF they are results with a
suppression, as code-review tools expect). A database's baseline is the file beside it named
``<database stem>.lint-baseline.tsv``: the bundled database's lists what no rule of the language
makes right in its own text: errors of its data (typos, a battle without defense), joke cards,
and the cards Oracle has not re-templated (playtest, Un-set, early digital and promotional cards).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import attrs

from ..errors import InputError
from .model import CHECKS, FIELDS, Diagnostic

SUFFIX = ".lint-baseline.tsv"
HEADER = "# oraclec lint baseline: card, face, code, field, line, reason (tab-separated)\n"

Key = tuple[str, str, str, str, str]


@attrs.frozen(kw_only=True)
class Entry:
    card: str
    face: str  #: "" on a card with one face
    code: str
    field: str
    line: str
    reason: str = ""

    @property
    def key(self) -> Key:
        return (self.card, self.face, self.code, self.field, self.line)


@attrs.frozen
class Baseline:
    path: str
    entries: tuple[Entry, ...]

    def split(self, diagnostics: Iterable[Diagnostic]) -> tuple[list[Diagnostic], list[tuple[Diagnostic, Entry]], list[Entry]]:
        """(findings not in the baseline, findings in it with their entry, stale entries: those
        that matched no finding)."""
        by_key = {entry.key: entry for entry in self.entries}
        reported: list[Diagnostic] = []
        accepted: list[tuple[Diagnostic, Entry]] = []
        used: set[Key] = set()
        for diagnostic in diagnostics:
            entry = by_key.get(key_of(diagnostic))
            if entry is None:
                reported.append(diagnostic)
            else:
                accepted.append((diagnostic, entry))
                used.add(entry.key)
        stale = [entry for entry in self.entries if entry.key not in used]
        return reported, accepted, stale


def key_of(diagnostic: Diagnostic) -> Key:
    """The key by which a finding is looked up in a baseline: card, face, code, field, and the
    whole line of the field the finding starts on."""
    lines = diagnostic.source.split("\n")
    line = lines[diagnostic.line - 1] if 0 < diagnostic.line <= len(lines) else ""
    return (diagnostic.card, diagnostic.face or "", diagnostic.code, diagnostic.field, line)


def beside(database: str | Path) -> Path:
    """The baseline file that belongs to a database: ``cards.jsonl.gz`` -> ``cards.lint-baseline.tsv``."""
    path = Path(database)
    name = path.name
    for ending in (".gz", ".jsonl", ".json", ".txt"):
        if name.endswith(ending):
            name = name[: -len(ending)]
    return path.with_name(name + SUFFIX)


def read(path: str | Path) -> Baseline:
    """A baseline file; a malformed line is an :class:`InputError` naming its line and why."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("no such baseline file", path=str(path)) from None
    except IsADirectoryError:
        raise InputError("is a directory, expected a baseline file", path=str(path)) from None
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", path=str(path)) from None
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), path=str(path)) from None
    entries: list[Entry] = []
    seen: set[Key] = set()
    for number, raw in enumerate(text.split("\n"), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        parts = raw.split("\t")
        where = f"line {number}"
        if len(parts) != 6:
            raise InputError(f"expected 6 tab-separated columns (card, face, code, field, line, reason), found {len(parts)}", path=str(path), where=where)
        card, face, code, field, line, reason = parts
        if not card:
            raise InputError("the card name is empty", path=str(path), where=where)
        if code not in CHECKS:
            raise InputError(f"unknown check code {code!r} (see 'oraclec lint --list-checks')", path=str(path), where=where)
        if field not in FIELDS:
            raise InputError(f"unknown field {field!r} (one of {', '.join(FIELDS)})", path=str(path), where=where)
        entry = Entry(card=card, face=face, code=code, field=field, line=line, reason=reason.strip())
        if entry.key in seen:
            raise InputError(f"the same finding is listed twice ({card}, {code})", path=str(path), where=where)
        seen.add(entry.key)
        entries.append(entry)
    return Baseline(str(path), tuple(entries))


def render(diagnostics: Iterable[Diagnostic], reasons: dict[Key, str] | None = None) -> str:
    """The baseline file text that accepts ``diagnostics`` (one entry per distinct key, in the
    findings' order); ``reasons`` keeps the reasons an earlier baseline gave."""
    reasons = reasons or {}
    out = [HEADER]
    seen: set[Key] = set()
    for diagnostic in diagnostics:
        key = key_of(diagnostic)
        if key in seen:
            continue
        seen.add(key)
        if any("\t" in part or "\n" in part for part in key):
            raise InputError(f"{diagnostic.card}: a finding on a line with a tab cannot be written to a baseline")
        out.append("\t".join((*key, reasons.get(key, ""))) + "\n")
    return "".join(out)
