"""The architecture of docs/ARCHITECTURE.md, checked: import-linter's contracts of pyproject.toml
(``[tool.importlinter]``): each layer imports only the layers below it, and no package's modules
import each other in a circle.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def lint_imports() -> subprocess.CompletedProcess[str]:
    # lint-imports' own command, run by this interpreter (pip install -e '.[test]' installs it)
    command = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run(
        [sys.executable, "-c", command, "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )


def breaks(report: str) -> set[str]:
    """The dependencies lint-imports reports as breaking a contract."""
    found = set()
    package = None
    for line in report.splitlines():
        if m := re.match(r"^(\S+) is not allowed to import (\S+):$", line):
            found.add(f"layers: {m.group(1)} -> {m.group(2)}")
        elif m := re.match(r"^No cycles are allowed in (\S+)\.$", line):
            package = m.group(1)
        elif (m := re.match(r"^- (\.\S+ -> \.\S+) \(", line)) and package is not None:
            found.add(f"cycle in {package}: {m.group(1)}")
    return found


def test_the_contracts_hold() -> None:
    result = lint_imports()
    report = result.stdout + result.stderr
    assert "Contracts: 2 kept, 0 broken." in report, f"imports that break the architecture: {sorted(breaks(report))}\n{report}"
    assert result.returncode == 0, report


def test_breaks_reads_both_kinds_of_report() -> None:
    report = (
        "oraclec.ast is not allowed to import oraclec.render:\n\n"
        "- oraclec.ast.base -> oraclec.render (l.134)\n\n"
        "No cycles are allowed in oraclec.lint.\n"
        "It could be made acyclic by removing 1 dependency:\n\n"
        "- .usage -> .runner (1 import)\n"
    )
    assert breaks(report) == {"layers: oraclec.ast -> oraclec.render", "cycle in oraclec.lint: .usage -> .runner"}
