"""How a game plays each keyword of the Comprehensive Rules, one row per keyword.

* Keyword abilities (CR 702): their entry in :data:`oraclec.keywords.SUPPORT` (defined, defined
  by its text, native, unsupported with the reason), for each form the compiler names apart
  ("multikicker" beside "kicker").
* Keyword actions (CR 701): derived, not declared: the action's canonical example (from the
  keyword table) is compiled, and every construct of the result is looked up where the runtime
  keeps what it can run (:mod:`oraclec.runtime.registry`'s executors, evaluators, conditions
  and costs, and the actions implemented by name in
  :data:`oraclec.runtime.keyword_actions.KEYWORD_ACTIONS`). An action *runs* when each construct
  has runtime code; otherwise the first construct without any is the reason. This says the
  runtime has code for every piece, not that each piece was played: the scenario files do that.

``python -m oraclec.runtime.keyword_status`` writes the table as docs/KEYWORDS.md;
``tests/test_keyword_status.py`` checks that it is current and covers every keyword the rules list.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs

from .. import effects as fx
from ..compiler import compile_line, unsupported_in
from ..keywords import (
    KEYWORD_ABILITIES,
    KEYWORD_ACTIONS,
    Keyword,
    Status,
    support_of,
    written_forms,
)
from ..parser import parse_ability
from ..text import normalise_ability
from .keyword_actions import KEYWORD_ACTIONS as ACTIONS_BY_NAME
from .registry import CONDITIONS, COSTS, EXECUTORS, NOT_EXECUTABLE, UNSUPPORTED, VALUES

#: status of a keyword action whose compiled example has runtime code for every construct
RUNS = "runs"
#: status of a keyword action that the runtime cannot run (a construct without runtime code)
ACTION_UNSUPPORTED = "unsupported"
#: status of a keyword action whose example the compiler does not compile fully
NOT_COMPILED = "not compiled"


@attrs.frozen
class Row:
    """One keyword: its name as the rules list it, its rule, ability or action, the status, and
    what the status rests on (the reason, the runtime code, the definition's first words)."""

    name: str
    #: the form the compiler names apart from the keyword ("multikicker" of Kicker), or ""
    form: str
    rule: str
    kind: str
    status: str
    detail: str


def ability_rows() -> Iterator[Row]:
    for entry in KEYWORD_ABILITIES:
        for form in written_forms(entry):
            support = support_of(form)
            shown = "" if form == entry.name.lower() else form
            if support is None:  # tests/test_keyword_support.py fails on it; shown, not hidden
                yield Row(entry.name, shown, entry.rule, "ability", "no entry", "")
                continue
            status = "defined, not played yet" if support.runtime_gap else support.status.value
            yield Row(entry.name, shown, entry.rule, "ability", status, _ability_detail(support))


def _ability_detail(support: Any) -> str:
    if support.status is Status.NATIVE:
        return support.code
    if support.status is Status.DEFINED_BY_TEXT:
        first = support.text.split("\n")[0]
        return first if len(first) <= 90 else first[:89] + "…"
    if support.status is Status.UNSUPPORTED:
        return support.reason
    return support.runtime_gap or "oraclec.effects.definitions"


def action_rows() -> Iterator[Row]:
    for entry in KEYWORD_ACTIONS:
        status, detail = action_status(entry)
        yield Row(entry.name, "", entry.rule, "action", status, detail)


def action_status(entry: Keyword) -> tuple[str, str]:
    """(status, detail) of a keyword action, from its example compiled and looked up."""
    parsed = parse_ability(normalise_ability(entry.example))
    if parsed.line is None:
        return NOT_COMPILED, f"its example {entry.example!r} does not parse"
    compiled = compile_line(parsed.line, text=parsed.text.rules)
    problems = unsupported_in(compiled)
    if problems:
        return NOT_COMPILED, problems[0].reason
    for node in fx.walk(compiled):
        missing = _missing_runtime_code(node)
        if missing:
            return ACTION_UNSUPPORTED, missing
    return RUNS, entry.example


def _missing_runtime_code(node: Any) -> str:
    """Why the runtime cannot run ``node`` (empty: it can, or ``node`` is plain data)."""
    kind = type(node)
    name = kind.__name__
    if name in UNSUPPORTED:
        return f"{name}: {UNSUPPORTED[name]}"
    if isinstance(node, fx.KeywordAction) and node.name not in ACTIONS_BY_NAME:
        return f"the keyword action {node.name!r} is not implemented by the runtime (CR {node.rule})"
    for base, tables in _TABLES:
        if isinstance(node, base) and not any(kind in table for table in tables):
            return f"{name}: no runtime code for this {base.__name__.lower()}"
    return ""


#: each kind of construct of the effect model, and the registries that hold its runtime code
_TABLES: tuple[tuple[type, tuple[Any, ...]], ...] = (
    (fx.Effect, (EXECUTORS, NOT_EXECUTABLE)),
    (fx.Value, (VALUES,)),
    (fx.Condition, (CONDITIONS,)),
    (fx.Cost, (COSTS,)),
)


def rows() -> list[Row]:
    return [*ability_rows(), *action_rows()]


def markdown() -> str:
    """The table as docs/KEYWORDS.md."""
    table = rows()
    counts: dict[tuple[str, str], int] = {}
    for row in table:
        counts[(row.kind, row.status)] = counts.get((row.kind, row.status), 0) + 1
    lines = [
        "# How a game plays each keyword",
        "",
        "Written by `python -m oraclec.runtime.keyword_status` from the keyword table",
        "(`oraclec/keywords.py`: `SUPPORT` for abilities) and, for keyword actions, from each",
        "action's example compiled and looked up in the runtime's registries",
        "(`oraclec/runtime/keyword_status.py`); `tests/test_keyword_status.py` checks it is current.",
        "",
        "| kind | status | keywords |",
        "|---|---|---:|",
        *(f"| {kind} | {status} | {n} |" for (kind, status), n in sorted(counts.items())),
        "",
        "| keyword | CR | kind | status | detail |",
        "|---|---|---|---|---|",
        *(f"| {r.name}{f' ({r.form})' if r.form else ''} | {r.rule} | {r.kind} | {r.status} | {_cell(r.detail)} |" for r in table),
        "",
    ]
    return "\n".join(lines)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


DOCUMENT = Path("docs") / "KEYWORDS.md"


def main(argv: list[str] | None = None) -> int:
    """Write docs/KEYWORDS.md under the folder given (default: the current one)."""
    arguments = sys.argv[1:] if argv is None else argv
    target = Path(arguments[0] if arguments else ".") / DOCUMENT
    target.write_text(markdown(), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
