"""docs/KEYWORDS.md lists every keyword of the Comprehensive Rules (CR 701, 702) with how a game
plays it; it is written by ``python -m oraclec.runtime.keyword_status`` and must be current.
The status of a keyword action is derived from the runtime's registries: taking away the code
that runs an action makes it unsupported."""

from __future__ import annotations

from pathlib import Path

import pytest

from oraclec import effects as fx
from oraclec import keywords
from oraclec.runtime import keyword_status, registry
from oraclec.runtime.keyword_actions import KEYWORD_ACTIONS
from oraclec.vocabulary import extract
from shared_data import rules_text

ROOT = Path(__file__).resolve().parents[1]


def test_the_document_is_current() -> None:
    written = (ROOT / keyword_status.DOCUMENT).read_text(encoding="utf-8")
    assert written == keyword_status.markdown(), "docs/KEYWORDS.md is out of date: run python -m oraclec.runtime.keyword_status"


def test_every_keyword_of_the_rules_has_a_status() -> None:
    vocabulary = extract(rules_text())
    rows = keyword_status.rows()
    listed = {(row.kind, row.name.casefold()) for row in rows}
    missing = [
        (kind, name)
        for kind, names in (("ability", vocabulary["keyword_abilities"]), ("action", vocabulary["keyword_actions"]))
        for name in names
        if (kind, name.casefold()) not in listed
    ]
    assert missing == []
    assert all(row.status and row.status != "no entry" for row in rows)


def test_an_ability_has_the_status_of_its_entry_in_the_table() -> None:
    rows = {row.name: row for row in keyword_status.ability_rows() if not row.form}
    for name in ("Flying", "Persist", "Flashback"):
        support = keywords.SUPPORT[name.lower()]
        assert rows[name].status == support.status.value
    assert rows["Flying"].detail == keywords.SUPPORT["flying"].code


def _action(name: str) -> keywords.Keyword:
    entry = keywords.lookup(name)
    assert entry is not None and entry.kind is keywords.Kind.ACTION
    return entry


def test_an_action_runs_only_while_the_runtime_implements_it(monkeypatch: pytest.MonkeyPatch) -> None:
    explore = _action("explore")
    assert keyword_status.action_status(explore)[0] == keyword_status.RUNS
    monkeypatch.delitem(KEYWORD_ACTIONS, "explore")
    status, detail = keyword_status.action_status(explore)
    assert status == keyword_status.ACTION_UNSUPPORTED and "explore" in detail


def test_an_action_compiled_to_an_effect_without_an_executor_is_unsupported(monkeypatch: pytest.MonkeyPatch) -> None:
    destroy = _action("destroy")
    assert keyword_status.action_status(destroy)[0] == keyword_status.RUNS
    monkeypatch.delitem(registry.EXECUTORS, fx.Destroy)
    status, detail = keyword_status.action_status(destroy)
    assert status == keyword_status.ACTION_UNSUPPORTED and detail.startswith("Destroy:")


def test_an_action_whose_example_does_not_compile_says_why() -> None:
    vote = _action("vote")
    status, detail = keyword_status.action_status(vote)
    assert status == keyword_status.NOT_COMPILED and detail
