"""The README's "Scenario files" section: its two complete examples pass. (Its console examples,
like every other, are run by tests/test_readme.py.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

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
