"""The README is true: every console example in README.md and docs/*.md is run for real and must
print exactly what it shows.

A ```console block is a shell session: ``$ COMMAND`` lines, each followed by what the command
prints (stdout and stderr together, in the order written). The whole block runs as one bash
script, in a new temporary folder that stands for the project root (a link to ``tests/``, and the
files the block shows with ``$ cat FILE``), with an empty home and cache, a temporary folder
empty at the start of the session (nothing left by an earlier run can help), and the ``oraclec``
of the sources under test first on PATH. The transcript must equal the block line for line; only
the parts in ``MASKS``, which vary from run to run or from checkout to checkout, are compared by
their form. A command that exits non-zero must be followed by ``$ echo $?`` showing its exit code.

The examples that read the whole bundled database (``oraclec compile``, ``oraclec stats`` with no
database argument) take a minute or more each on two cores: they are marked slow, and CI runs them.
"""

from __future__ import annotations

import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import oraclec
from oraclec.cards import bundled_database

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SOURCES = Path(oraclec.__file__).resolve().parents[1]  # the folder the oraclec under test comes from
FENCE = "```console"
TIMEOUT = 1800  # seconds for a block; `oraclec stats` of the whole database took 470 s, load 10

# (pattern, replacement) applied to each line of both the README and the real output.
MASKS = [
    # `oraclec compile`'s summary: the wall-clock time of the run, in seconds, right-aligned (so
    # the spaces before it vary with its width too)
    (re.compile(r"^time +\d+\.\d\d( s  \()"), r"time (seconds)\g<1>"),
    # `oraclec stats` names the bundled database relative to the current folder only when it is
    # inside it: the README's session is in the project root
    (
        re.compile(rf"^(database +){re.escape(str(bundled_database()))}( )"),
        rf"\g<1>{bundled_database().resolve().relative_to(ROOT)}\g<2>",
    ),
]


@dataclass(frozen=True)
class Example:
    """One ```console block: where it is, and its commands with the lines each prints."""

    document: Path
    line: int  # of the opening fence, counting from 1
    commands: tuple[tuple[str, tuple[str, ...]], ...]

    @property
    def name(self) -> str:
        return f"{self.document.relative_to(ROOT)}:{self.line}"

    @property
    def reads_the_bundled_database(self) -> bool:
        """``oraclec compile`` or ``oraclec stats`` with options only (no database argument)."""
        for command, _ in self.commands:
            words = shlex.split(command)
            if words[:1] == ["oraclec"] and words[1:2] in (["compile"], ["stats"]):
                if all(word.startswith("-") or word.isdigit() for word in words[2:]):
                    return True
        return False

    def transcript(self) -> list[str]:
        return [line for command, shown in self.commands for line in (f"$ {command}", *shown)]


def console_examples(document: Path) -> list[Example]:
    lines = document.read_text(encoding="utf-8").splitlines()
    examples = []
    number = 0
    while number < len(lines):
        if lines[number].strip() != FENCE:
            number += 1
            continue
        opening = number
        indent = lines[number][: len(lines[number]) - len(lines[number].lstrip())]
        body = []
        number += 1
        while lines[number].strip() != "```":
            body.append(lines[number].removeprefix(indent))
            number += 1
        where = f"{document.name}:{opening + 1}"
        examples.append(Example(document, opening + 1, _commands(body, where)))
        number += 1
    return examples


def _commands(body: list[str], where: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    assert body and body[0].startswith("$ "), f"{where}: a console block starts with a '$ ' command line"
    commands: list[tuple[str, list[str]]] = []
    for line in body:
        if line.startswith("$ "):
            commands.append((line[2:], []))
        else:
            commands[-1][1].append(line)
    return tuple((command, tuple(shown)) for command, shown in commands)


EXAMPLES = [example for document in DOCUMENTS for example in console_examples(document)]


def test_every_console_block_is_an_example() -> None:
    fences = sum(
        line.strip() == FENCE
        for document in DOCUMENTS
        for line in document.read_text(encoding="utf-8").splitlines()
    )
    assert fences == len(EXAMPLES) > 0


def script(example: Example) -> str:
    """The block as one bash script that prints each command line before running it."""
    lines = ["status=0"]
    commands = [command for command, _ in example.commands]
    for index, command in enumerate(commands):
        lines.append(f"printf '%s\\n' {shlex.quote('$ ' + command)}")
        # `(exit "$status")` gives back the previous command's status, for a following `echo $?`
        lines.append(f'(exit "$status"); {command}')
        lines.append("status=$?")
        shown = command == "echo $?" or commands[index + 1 : index + 2] == ["echo $?"]
        if not shown:
            lines.append('[ "$status" = 0 ] || echo "[exit status $status, not shown by the example]"')
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="session")
def temporary_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """TMPDIR for every example: empty at the start of the session. The first example that parses
    builds the parser's tables in it (what a new user's first command does); the others reuse
    them, as a user's next commands do, instead of each building them again (4-5 s of CPU each)."""
    return tmp_path_factory.mktemp("tmpdir")


def environment(folder: Path, temporary_folder: Path) -> dict[str, str]:
    bin_folder = folder / "bin"
    bin_folder.mkdir()
    installed = shutil.which("oraclec", path=str(Path(sys.executable).parent))
    if installed:  # the console script that the install made, running the sources under test
        (bin_folder / "oraclec").symlink_to(installed)
    else:
        shim = f'#!/bin/sh\nexec {shlex.quote(sys.executable)} -m oraclec "$@"\n'
        (bin_folder / "oraclec").write_text(shim)
        (bin_folder / "oraclec").chmod(0o755)
    empty = {name: folder / name for name in ("home", "cache")}
    for path in empty.values():
        path.mkdir()
    return {
        "PATH": f"{bin_folder}{os.pathsep}{os.environ.get('PATH', '/usr/bin:/bin')}",
        "PYTHONPATH": str(SOURCES),
        "HOME": str(empty["home"]),
        "TMPDIR": str(temporary_folder),
        # with ORACLEC_CACHE_DIR unset, the compile cache is $XDG_CACHE_HOME/oraclec
        "XDG_CACHE_HOME": str(empty["cache"]),
        "LC_ALL": "C.UTF-8",
        "COLUMNS": "80",  # the width of the terminal the examples show (argparse wraps --help to it)
        # stdout and stderr share one pipe: unbuffered, they reach it in the order written, as
        # they reach a terminal
        "PYTHONUNBUFFERED": "1",
    }


def masked(lines: list[str]) -> list[str]:
    for pattern, replacement in MASKS:
        lines = [pattern.sub(replacement, line) for line in lines]
    return lines


@pytest.mark.parametrize(
    "example",
    [
        pytest.param(example, id=example.name, marks=[pytest.mark.slow] if example.reads_the_bundled_database else [])
        for example in EXAMPLES
    ],
)
def test_the_example_prints_what_it_shows(
    example: Example, tmp_path: Path, temporary_folder: Path
) -> None:
    env = environment(tmp_path, temporary_folder)
    project = tmp_path / "project"
    project.mkdir()
    (project / "tests").symlink_to(ROOT / "tests")
    for command, shown in example.commands:
        words = shlex.split(command)
        if words[:1] == ["cat"] and len(words) == 2:  # the example shows the file: it exists
            (project / words[1]).write_text("".join(f"{line}\n" for line in shown), encoding="utf-8")
    result = subprocess.run(
        ["bash", "-c", script(example)],
        cwd=project,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT,
    )
    expected = masked(example.transcript())
    actual = masked(result.stdout.rstrip("\n").split("\n"))
    if actual != expected:
        diff = difflib.unified_diff(expected, actual, f"{example.name} (as shown)", "as run", lineterm="")
        shown = "\n".join(diff)
        pytest.fail(f"{example.name}: the example does not print what it shows\n{shown}", pytrace=False)
