"""The coverage floor by name (tests/floor.py): what counts as a loss, and the --update command.

These run on made-up statistics, not the corpus (tests/test_corpus.py checks the corpus itself).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import floor
from floor import Change, Floor
from oraclec import stats


def _floor(compiled: set[str] = set(), parsed: set[str] = set(), abilities: set[str] = set()) -> Floor:  # noqa: B006
    return Floor(compiled=frozenset(compiled), parsed=frozenset(parsed | compiled), abilities=frozenset(abilities))


def test_one_card_breaking_while_another_starts_parsing_is_a_loss() -> None:
    change = Change.between(_floor(parsed={"Alpha"}), _floor(parsed={"Beta"}))
    assert change.losses() == ["Alpha: no longer parses"]
    assert change.newly_parsed == ("Beta",)


def test_a_card_that_parses_but_no_longer_compiles_is_a_loss() -> None:
    change = Change.between(_floor(compiled={"Alpha", "Beta"}), _floor(compiled={"Beta"}, parsed={"Alpha"}))
    assert change.losses() == ["Alpha: parses but no longer compiles fully"]
    assert not change.raised


def test_a_card_that_no_longer_parses_is_named_once() -> None:
    change = Change.between(_floor(compiled={"Alpha"}), _floor())
    assert change.losses(why=lambda name: f"why {name}") == ["Alpha: no longer parses (why Alpha)"]


def test_an_ability_of_a_card_that_does_not_parse_fully_is_kept() -> None:
    change = Change.between(_floor(abilities={"Gamma #1", "Gamma #2"}), _floor(abilities={"Gamma #1"}))
    assert change.losses(why=lambda lost: f"why {lost}") == ["Gamma #2: this ability no longer parses (why Gamma #2)"]
    assert change.dropped_cards == {"Gamma"}


def test_a_card_that_now_parses_fully_keeps_its_abilities() -> None:
    change = Change.between(_floor(abilities={"Gamma #1"}), _floor(parsed={"Gamma"}))
    assert change.losses() == []
    assert change.newly_parsed == ("Gamma",)
    assert change.abilities_gained == ()


def test_a_card_that_now_parses_in_part_is_lost_not_gained() -> None:
    change = Change.between(_floor(parsed={"Gamma"}), _floor(abilities={"Gamma #1"}))
    assert change.losses() == ["Gamma: no longer parses"]
    assert not change.raised


def test_gains_are_no_loss() -> None:
    change = Change.between(_floor(parsed={"Alpha"}, abilities={"Gamma #1"}), _floor(compiled={"Alpha", "Beta"}, abilities={"Gamma #1", "Gamma #3"}))
    assert change.losses() == []
    assert (change.newly_parsed, change.newly_compiled, change.abilities_gained) == (("Beta",), ("Alpha", "Beta"), ("Gamma #3",))


def test_the_floor_is_written_sorted_and_read_back(tmp_path: Path) -> None:
    written = _floor(compiled={"b", "A"}, parsed={"c"}, abilities={"d #10", "d #2", "D #1"})
    written.write(tmp_path)
    assert Floor.read(tmp_path) == written
    entries = [line for line in (tmp_path / "partly_parsed.txt").read_text().splitlines() if not line.startswith("#")]
    assert entries == ["D #1", "d #2", "d #10"]
    assert (tmp_path / "parsed.txt").read_text().splitlines()[2:] == ["c"]


def test_the_committed_floor_is_as_the_command_writes_it(tmp_path: Path) -> None:
    """Sorted, with its headers, no card in two lists: an edit by hand shows here."""
    committed = Floor.read(floor.FOLDER)
    assert committed.compiled and committed.compiled <= committed.parsed
    assert not {floor.card_of(a) for a in committed.abilities} & committed.parsed
    committed.write(tmp_path)
    for path in sorted(floor.FOLDER.glob("*.txt")):
        assert path.read_text(encoding="utf-8") == (tmp_path / path.name).read_text(encoding="utf-8"), path.name


@pytest.fixture
def corpus_now(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> stats.Stats:
    """The floor command working in tmp_path, on made-up statistics: it had Alpha and Beta
    compiled and Gamma's first ability; now Alpha no longer parses and Delta does."""
    _floor(compiled={"Alpha", "Beta"}, abilities={"Gamma #1"}).write(tmp_path)
    now = stats.Stats(parsed_names=["Beta", "Delta"], compiled_names=["Beta", "Delta"], partly_parsed={"Gamma": (1,)})
    monkeypatch.setattr(floor, "FOLDER", tmp_path)
    monkeypatch.setattr(floor, "corpus_stats", lambda: now)
    return now


def _contents(folder: Path) -> dict[str, str]:
    return {path.name: path.read_text() for path in folder.glob("*.txt")}


def test_update_refuses_to_drop_a_card_not_named(corpus_now: stats.Stats, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _contents(tmp_path)
    assert floor.main(["--update"]) == 1
    err = capsys.readouterr().err
    assert "lost: Alpha: no longer parses" in err
    assert "--allow-drop NAME" in err
    assert _contents(tmp_path) == before


def test_update_drops_a_card_named_and_says_so(corpus_now: stats.Stats, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert floor.main(["--update", "--allow-drop", "Alpha"]) == 0
    out = capsys.readouterr().out
    assert "dropped: Alpha: no longer parses" in out
    assert Floor.read(tmp_path) == _floor(compiled={"Beta", "Delta"}, abilities={"Gamma #1"})


def test_allowing_a_drop_that_does_not_happen_is_a_usage_error(corpus_now: stats.Stats, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _contents(tmp_path)
    assert floor.main(["--update", "--allow-drop", "Alpha", "--allow-drop", "Beta"]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == "python tests/floor.py: --allow-drop 'Beta': the floor loses nothing of that card"
    assert _contents(tmp_path) == before


def test_the_check_without_update_writes_nothing(corpus_now: stats.Stats, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _contents(tmp_path)
    assert floor.main([]) == 1
    assert "1 losses; 1 cards newly parse, 1 newly compile fully" in capsys.readouterr().out
    assert _contents(tmp_path) == before


def test_update_raises_the_floor(corpus_now: stats.Stats, tmp_path: Path) -> None:
    corpus_now.parsed_names.append("Alpha")
    corpus_now.compiled_names.append("Alpha")
    assert floor.main(["--update"]) == 0
    assert Floor.read(tmp_path) == _floor(compiled={"Alpha", "Beta", "Delta"}, abilities={"Gamma #1"})


def test_a_missing_floor_is_one_line_on_stderr(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(floor, "FOLDER", tmp_path / "nowhere")
    assert floor.main(["--update"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("python tests/floor.py: cannot read the floor: No such file or directory: ")
    assert len(err.splitlines()) == 1
