"""The project's shared data, which sits beside the repository (``../shared/data``): the
Comprehensive Rules, read by the tests that compare the keyword tables with the rules."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES_NAME = "MagicCompRules-20260116.txt"


def rules_file() -> Path | None:
    """``../shared/data/rules/`` from the repository root, or from a folder above it (a git
    worktree sits deeper than the main checkout)."""
    for folder in ROOT.parents:
        path = folder / "shared" / "data" / "rules" / RULES_NAME
        if path.is_file():
            return path
    return None


def rules_text() -> str:
    """The rules file's text; a failure saying where it was looked for when it is absent."""
    path = rules_file()
    if path is None:
        pytest.fail(f"the Comprehensive Rules ({RULES_NAME}) are neither in {ROOT.parent / 'shared' / 'data' / 'rules'} (../shared/data/rules from the repository) nor in shared/data/rules of a folder above it", pytrace=False)
    return _read(path)


@cache
def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8-sig")
