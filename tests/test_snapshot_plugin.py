"""The pytest plugin (``oracle_snapshot``), as a user gets it: installed through oraclec's
``pytest11`` entry point, in a project of its own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from oraclec.cards import Card
from oraclec.parser import parse_card
from oraclec.testing import serialize_tree

TEXT = "Flying\nWhen this creature enters, draw a card."
USER_TEST = f'''
from oraclec.cards import Card
from oraclec.parser import parse_card


def test_bird(oracle_snapshot):
    card = Card.from_text("Test Bird", {TEXT!r}, type_line="Creature — Bird")
    assert parse_card(card) == oracle_snapshot
'''


def pytest_in(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


@pytest.mark.slow
def test_oracle_snapshot_writes_checks_and_catches_changes(tmp_path: Path) -> None:
    (tmp_path / "test_user.py").write_text(USER_TEST, encoding="utf-8")
    snapshot = tmp_path / "__snapshots__" / "test_user" / "test_bird.txt"

    first = pytest_in(tmp_path, "--snapshot-update")
    assert first.returncode == 0, first.stdout + first.stderr
    expected = serialize_tree(parse_card(Card.from_text("Test Bird", TEXT, type_line="Creature — Bird")))
    assert snapshot.read_text(encoding="utf-8") == expected
    assert expected.startswith("# oraclec dump format ")
    assert "CardText" in expected and "'Test Bird'" in expected

    again = pytest_in(tmp_path)
    assert again.returncode == 0, again.stdout + again.stderr

    snapshot.write_text(expected.replace("Test Bird", "Another Bird"), encoding="utf-8")
    changed = pytest_in(tmp_path)
    assert changed.returncode == 1
    assert "test_bird" in changed.stdout
