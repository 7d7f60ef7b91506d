"""``oraclec stats`` reports cards_executable: fully compiled cards that ran in the sandbox."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from oraclec import stats
from oraclec.cards import bundled_database, load
from oraclec.cli import main

#: Benalish Hero has banding, which the runtime does not support (oraclec.keywords.SUPPORT)
NAMES = ("Grizzly Bears", "Think Twice", "Golgari Grave-Troll", "Divination", "Mentor of the Meek", "Doomskar", "Benalish Hero")


@pytest.fixture(scope="module")
def small_database(tmp_path_factory) -> Path:  # type: ignore[no-untyped-def]
    path = tmp_path_factory.mktemp("db") / "few.jsonl"
    wanted = set(NAMES)
    with gzip.open(bundled_database(), "rt", encoding="utf-8") as source, path.open("w", encoding="utf-8") as out:
        for line in source:
            if json.loads(line).get("name") in wanted:
                out.write(line)
    return path


def test_collect_with_the_runtime_counts_executable_cards(small_database: Path) -> None:
    result = stats.collect(load(small_database), jobs=1, runtime=True)
    ran = sum(result.runtime_statuses.values())
    assert ran == result.cards_compiled > 0
    assert 0 < result.cards_executable <= result.cards_compiled
    assert result.runtime_statuses.get("error", 0) == 0
    without = stats.collect(load(small_database), jobs=1)
    assert without.cards_executable == 0 and not without.runtime_statuses


def test_stats_json_reports_cards_executable(small_database: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["stats", str(small_database), "--json", "--jobs", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["cards_executable"] <= report["cards_compiled"]
    assert set(report["runtime_statuses"]) <= {"executable", "not exercised", "unsupported", "refused", "error"}
    assert report["cards_executable"] <= report["cards_resolved_in_sandbox"] <= report["cards_compiled"]
    not_executable = report["cards_compiled"] - report["cards_executable"]
    # each card that is not executable has at least one reason, counted once for that card
    assert sum(f["cards"] for f in report["executable_failures"]) >= not_executable
    assert main(["stats", str(small_database), "--json", "--jobs", "1", "--no-runtime"]) == 0
    assert "cards_executable" not in json.loads(capsys.readouterr().out)


def test_a_keyword_the_runtime_does_not_support_holds_a_card_back(small_database: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    result = stats.collect(load(small_database), jobs=1, runtime=True)
    assert "Benalish Hero" in result.compiled_names  # it compiles: banding is lowered by name ...
    assert result.cards_held_back_by_keywords == 1  # ... but plays as if it lacked banding
    assert result.runtime_unsupported_keywords == {"banding": 1}
    assert not any(construct.startswith("keyword") for construct in result.runtime_unsupported)  # counted apart
    assert main(["stats", str(small_database), "--json", "--jobs", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["cards_held_back_by_keywords"] == 1
    assert report["runtime_unsupported_keywords"] == [{"keyword": "banding", "cards": 1}]
    assert report["cards_executable"] <= report["cards_compiled"] - 1
    assert main(["stats", str(small_database), "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "held back                1  by a keyword the runtime does not support" in out
    assert "keywords the runtime does not support, by the cards they hold back:\n      1  banding\n" in out


def test_stats_text_shows_executable_and_resolved_cards_and_the_reasons(small_database: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    result = stats.collect(load(small_database), jobs=1, runtime=True)
    assert main(["stats", str(small_database), "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert f"cards executable   {result.cards_executable:>7}" in out
    assert f"resolved in sandbox{result.cards_resolved_in_sandbox:>7}" in out
    # Benalish Hero's banding is a reason it is not executable, listed with the others
    reasons = out.split("reasons compiled cards are not executable (cards):\n")[1].split("\n\n")[0].splitlines()
    assert "      1  keyword banding" in reasons
    assert len(reasons) == len(result.executable_failures)
