"""The README's "Scenario files" section: its two complete examples pass, and its console
examples print what they show."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from oraclec.cli import main
from oraclec.scenario import loads, run

ROOT = Path(__file__).resolve().parents[2]


def section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("\n## Scenario files\n")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def blocks(kind: str) -> list[str]:
    return re.findall(rf"```{kind}\n(.*?)```", section(), flags=re.S)


def test_the_section_has_two_complete_examples() -> None:
    assert len(blocks("toml")) == 2


@pytest.mark.parametrize("number", [1, 2])
def test_each_example_passes(number: int) -> None:
    text = blocks("toml")[number - 1]
    result = run(loads(text, path=f"README example {number}"))
    assert result.passed, [f.message for f in result.failures]
    assert result.warnings == []
    assert result.steps_run >= 2


def test_the_console_examples_print_what_they_show(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "tests").symlink_to(ROOT / "tests")
    monkeypatch.chdir(tmp_path)
    checked = 0
    for block in blocks("console"):
        lines = block.rstrip("\n").split("\n")
        i = 0
        while i < len(lines):
            assert lines[i].startswith("$ "), lines[i]
            command = lines[i][2:]
            i += 1
            shown = []
            while i < len(lines) and not lines[i].startswith("$ "):
                shown.append(lines[i])
                i += 1
            if command.startswith("cat "):
                (tmp_path / command[4:]).write_text("\n".join(shown) + "\n", encoding="utf-8")
                continue
            assert command.startswith("oraclec play "), command
            main(command.split()[1:])
            captured = capsys.readouterr()
            assert (captured.out + captured.err).rstrip("\n").split("\n") == shown
            checked += 1
    assert checked == 2
