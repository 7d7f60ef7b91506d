"""Lint baselines: reviewed findings a database accepts (:mod:`oraclec.lint.baseline`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oraclec import cards
from oraclec.cli import main
from oraclec.lint import baseline

BEAR = {"object": "card", "name": "Grizzly Bears", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "Grizzly Bears enters the battlefield tapped.", "power": "2", "toughness": "2"}
MIND_SPRING = {"object": "card", "name": "Mind Spring", "layout": "normal", "mana_cost": "{X}{U}{U}", "type_line": "Sorcery", "oracle_text": "Draw X cards"}


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["lint", *args])
    out, err = capsys.readouterr()
    return code, out, err


def database(folder: Path, *objects: dict[str, str]) -> Path:
    path = folder / "my-cards.jsonl"
    path.write_text("".join(json.dumps(o) + "\n" for o in objects), encoding="utf-8")
    return path


def test_beside_names_the_database_s_own_baseline() -> None:
    assert baseline.beside("cards/oracle-cards.jsonl.gz") == Path("cards/oracle-cards.lint-baseline.tsv")
    assert baseline.beside("/x/my.json") == Path("/x/my.lint-baseline.tsv")
    assert baseline.beside(cards.bundled_database()).is_file()


def test_write_then_read_accepts_exactly_those_findings(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = database(tmp_path, BEAR, MIND_SPRING)
    code, out, _ = run(capsys, str(path), "--json", "--ignore", "syntax")
    found = [(f["card"], f["code"]) for f in json.loads(out)["findings"]]
    assert code == 1 and ("Grizzly Bears", "OC203") in found and ("Mind Spring", "OC704") in found
    written = tmp_path / "accepted.tsv"
    code, _, err = run(capsys, str(path), "--ignore", "syntax", "--write-baseline", str(written))
    assert code == 0 and f"wrote a baseline of {len(set(found))} findings" in err
    entries = baseline.read(written).entries
    assert {(e.card, e.code) for e in entries} == set(found)
    assert next(e for e in entries if e.code == "OC203").line == BEAR["oracle_text"]
    # the accepted findings are counted, not printed; a new one is
    code, out, err = run(capsys, str(path), "--ignore", "syntax", "--baseline", str(written))
    assert (code, out) == (0, "") and f"{len(set(found))} findings accepted by the baseline, not shown" in err
    changed = {**MIND_SPRING, "oracle_text": "Draw X cards.\nMind Spring enters the battlefield tapped."}
    path = database(tmp_path, BEAR, changed)
    code, out, err = run(capsys, str(path), "--ignore", "syntax", "--baseline", str(written), "--json")
    document = json.loads(out)
    assert code == 1
    assert {(f["card"], f["code"], f["span"]["line"]) for f in document["findings"]} == {("Mind Spring", "OC203", 2)}
    # Mind Spring's first line changed ("Draw X cards" got its period): its entries match nothing now
    assert {(s["card"], s["code"]) for s in document["baseline"]["stale"]} == {("Mind Spring", "OC704")}
    assert document["baseline"]["accepted"] == len([f for f in found if f[0] == "Grizzly Bears"])


def test_a_database_s_own_baseline_applies_unless_told_otherwise(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = database(tmp_path, BEAR)
    own = baseline.beside(path)
    assert run(capsys, str(path), "--ignore", "syntax", "--write-baseline", str(own))[0] == 0
    code, out, err = run(capsys, "--db", str(path), "--ignore", "syntax")
    assert (code, out) == (0, "") and str(own) in err and "--no-baseline shows them" in err
    code, out, _ = run(capsys, "--db", str(path), "--ignore", "syntax", "--no-baseline")
    assert code == 1 and "OC203" in out
    code, out, _ = run(capsys, "--card", "Grizzly Bears", "--db", str(path), "--ignore", "syntax")
    assert (code, out) == (0, "")


def test_reasons_survive_rewriting_the_baseline(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = database(tmp_path, BEAR)
    written = tmp_path / "accepted.tsv"
    run(capsys, str(path), "--select", "OC203", "--write-baseline", str(written))
    text = written.read_text(encoding="utf-8")
    written.write_text(text.replace("\t\n", "\tprinted this way\n"), encoding="utf-8")
    run(capsys, str(path), "--select", "OC203", "--baseline", str(written), "--write-baseline", str(written))
    assert [e.reason for e in baseline.read(written).entries] == ["printed this way"]


def test_entries_of_checks_or_cards_not_looked_at_are_not_stale(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = database(tmp_path, BEAR, MIND_SPRING)
    written = tmp_path / "accepted.tsv"
    run(capsys, str(path), "--ignore", "syntax", "--write-baseline", str(written))
    code, out, _ = run(capsys, str(path), "--select", "OC203", "--baseline", str(written), "--json")
    assert code == 0 and json.loads(out)["baseline"]["stale"] == []
    code, out, _ = run(capsys, "--card", "Mind Spring", "--db", str(path), "--ignore", "syntax", "--baseline", str(written), "--json")
    assert code == 0 and json.loads(out)["baseline"]["stale"] == []


def test_sarif_gives_accepted_findings_a_suppression(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = database(tmp_path, BEAR)
    written = tmp_path / "accepted.tsv"
    run(capsys, str(path), "--select", "OC203", "--write-baseline", str(written))
    written.write_text(written.read_text(encoding="utf-8").replace("\t\n", "\treviewed\n"), encoding="utf-8")
    code, out, _ = run(capsys, str(path), "--select", "OC203,OC205", "--baseline", str(written), "--output-format", "sarif")
    results = json.loads(out)["runs"][0]["results"]
    assert code == 1  # OC205 is not in the baseline
    by_rule = {r["ruleId"]: r for r in results}
    assert by_rule["OC203"]["suppressions"] == [{"kind": "external", "status": "accepted", "justification": "reviewed"}]
    assert "suppressions" not in by_rule["OC205"]


@pytest.mark.parametrize(
    "content, message",
    [
        ("Grizzly Bears\t\tOC203\ttext\tline\n", "line 1: expected 6 tab-separated columns"),
        ("# c\n\tx\tOC203\ttext\tline\twhy\n", "line 2: the card name is empty"),
        ("Grizzly Bears\t\tOC999\ttext\tline\twhy\n", "line 1: unknown check code 'OC999'"),
        ("Grizzly Bears\t\tOC203\toracle\tline\twhy\n", "line 1: unknown field 'oracle'"),
        ("A\t\tOC203\ttext\tl\twhy\nA\t\tOC203\ttext\tl\tagain\n", "line 2: the same finding is listed twice"),
    ],
)
def test_a_malformed_baseline_is_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, message: str) -> None:
    written = tmp_path / "accepted.tsv"
    written.write_text(content, encoding="utf-8")
    code, _, err = run(capsys, "Draw a card.", "--baseline", str(written))
    assert code == 2 and f"{written}: {message}" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "args, message",
    [
        (["Draw a card.", "--baseline", "no/such.tsv"], "no such baseline file"),
        (["Draw 3 cards", "--fix", "--baseline", "x.tsv"], "--fix applies every fixable finding"),
        (["Draw a card.", "--baseline", "x.tsv", "--no-baseline"], "not both"),
        (["Draw 3 cards", "--write-baseline", "no/such/folder/b.tsv"], "no such folder"),
    ],
)
def test_baseline_options_bad_input(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, _, err = run(capsys, *args)
    assert code == 2 and message in err and "Traceback" not in err
