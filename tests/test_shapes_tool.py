"""tests/shapes.py, which writes and checks the expected shapes of the example texts."""

from __future__ import annotations

from pathlib import Path

import pytest

import shapes


def test_shapes_are_written_and_read_back(tmp_path: Path) -> None:
    written = {"Flying": "AbilityLine(body=KeywordLine([KeywordPlain('Flying')]))", "Choose one —\n• Draw a card.": "X"}
    path = tmp_path / "shapes.txt"
    shapes.write(written, path)
    assert "Choose one —\\n• Draw a card.\n    X\n" in path.read_text(encoding="utf-8")
    assert shapes.read(path) == written


def test_a_text_without_its_shape_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "shapes.txt"
    path.write_text("Flying\nHexproof\n    AbilityLine\n", encoding="utf-8")
    with pytest.raises(ValueError, match="line 2: expected a shape, indented"):
        shapes.read(path)


def test_the_check_names_a_changed_shape(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    expected = shapes.read()
    expected["Flying"] = "AbilityLine(body=KeywordLine([KeywordPlain('Trample')]))"
    del expected["Hexproof"]
    expected["Frobnicate."] = "Nothing"
    monkeypatch.setattr(shapes, "PATH", tmp_path / "shapes.txt")
    shapes.write(expected, shapes.PATH)
    assert shapes.main([]) == 1
    out = capsys.readouterr().out
    assert "'Flying':\n  expected: AbilityLine(body=KeywordLine([KeywordPlain('Trample')]))\n  now:      AbilityLine(body=KeywordLine([KeywordPlain('Flying')]))" in out
    assert "'Hexproof': no shape in shapes.txt" in out
    assert "'Frobnicate.': in shapes.txt but not in PARSES" in out


def test_update_writes_what_the_check_accepts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shapes, "PATH", tmp_path / "shapes.txt")
    assert shapes.main(["--update"]) == 0
    assert shapes.main([]) == 0
