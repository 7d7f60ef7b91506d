"""The linter's configuration in ``pyproject.toml``, found the way ruff finds its own.

::

    [tool.oraclec.lint]
    select = ["OC2", "keyword"]          # codes, names, categories or code prefixes
    ignore = ["OC704"]
    severity = { OC704 = "info" }        # a severity per check (codes, names, ... as above)
    extensions = [".txt", ".oracle"]     # the card files a folder given to lint is searched for

The file that applies is the nearest ``pyproject.toml`` with a ``[tool.oraclec.lint]`` table,
from the current folder up; a ``pyproject.toml`` without that table is passed over. Options on
the command line override it: ``--select`` replaces its ``select``, ``--ignore`` adds to its
``ignore``. A malformed file or value is an :class:`~oraclec.errors.InputError` naming the file
and the key.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs

from ..errors import InputError
from .model import Severity
from .suppression import resolve

FILE_NAME = "pyproject.toml"
TABLE = "[tool.oraclec.lint]"

#: the file names a folder given to ``oraclec lint`` is searched for (a compressed one too: ".gz"
#: after any of them)
DEFAULT_EXTENSIONS = (".txt", ".oracle", ".json", ".jsonl")

_KEYS = ("select", "ignore", "severity", "extensions")


@attrs.frozen(kw_only=True)
class Config:
    """What a ``[tool.oraclec.lint]`` table says; ``path`` is None for the defaults."""

    path: str | None = None
    #: the names --select takes (None: every check)
    select: tuple[str, ...] | None = None
    ignore: tuple[str, ...] = ()
    #: code -> the severity its findings are reported at
    severity: Mapping[str, Severity] = attrs.field(factory=dict)
    extensions: tuple[str, ...] = DEFAULT_EXTENSIONS

    def is_card_file(self, name: str) -> bool:
        """Whether a file found in a folder is linted: its name ends with one of the extensions,
        or with one of them and ".gz"."""
        lowered = name.lower().removesuffix(".gz")
        return any(lowered.endswith(extension) for extension in self.extensions)


def find(start: str | Path | None = None) -> Path | None:
    """The nearest ``pyproject.toml`` with a ``[tool.oraclec.lint]`` table, from ``start`` (the
    current folder) up to the root; None if there is none."""
    folder = Path(start if start is not None else Path.cwd()).resolve()
    for candidate_folder in (folder, *folder.parents):
        candidate = candidate_folder / FILE_NAME
        if candidate.is_file() and _table(candidate) is not None:
            return candidate
    return None


def load(path: str | Path) -> Config:
    """The configuration in the file at ``path`` (its table may be missing: the defaults)."""
    table = _table(Path(path))
    if table is None:
        return Config(path=str(path))
    return parse(table, str(path))


def discover(start: str | Path | None = None) -> Config:
    """The configuration that applies in ``start`` (the current folder): the defaults if no file
    has one."""
    found = find(start)
    return load(found) if found is not None else Config()


#: path -> (the file's identity and version when read, its table): a process that lints many
#: times (the language server, a fuzz run) reads each pyproject.toml once, and again only when
#: it changes
_read: dict[Path, tuple[tuple[int, int, int, int], dict[str, Any] | None]] = {}


def _table(path: Path) -> dict[str, Any] | None:
    try:
        with path.open("rb") as handle:
            status = os.fstat(handle.fileno())
            version = (status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns)
            known = _read.get(path)
            if known is not None and known[0] == version:
                return known[1]
            document = tomllib.load(handle)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"not valid TOML ({exc})", path=str(path)) from None
    except OSError as exc:
        raise InputError(f"cannot read it ({exc.strerror or exc})", path=str(path)) from None
    table = _lint_table(document, path)
    _read[path] = (version, table)
    return table


def _lint_table(document: dict[str, Any], path: Path) -> dict[str, Any] | None:
    table: Any = document
    for key in ("tool", "oraclec", "lint"):
        if not isinstance(table, dict) or key not in table:
            return None
        table = table[key]
    if not isinstance(table, dict):
        raise InputError(f"{TABLE} must be a table, found {_kind(table)}", path=str(path))
    return table


def parse(table: Mapping[str, Any], path: str) -> Config:
    """A ``[tool.oraclec.lint]`` table's values, checked: an unknown key, a value of the wrong
    type, an unknown check or severity is an error that names the key."""

    def error(key: str, message: str) -> InputError:
        return InputError(message, path=path, where=f"{TABLE} {key}")

    unknown = [key for key in table if key not in _KEYS]
    if unknown:
        raise error(unknown[0], f"unknown key (the keys are {', '.join(_KEYS)})")

    def names(key: str) -> tuple[str, ...] | None:
        if key not in table:
            return None
        value = table[key]
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise error(key, f"expected a list of strings, found {_kind(value)}")
        try:
            resolve(value)
        except ValueError as exc:
            raise error(key, str(exc)) from None
        return tuple(value)

    select = names("select")
    ignore = names("ignore") or ()
    severity: dict[str, Severity] = {}
    if "severity" in table:
        value = table["severity"]
        if not isinstance(value, dict):
            raise error("severity", f'expected a table of check = severity (severity = {{OC704 = "info"}}), found {_kind(value)}')
        for name, level in value.items():
            key = f"severity.{name}"
            if not isinstance(level, str):
                raise error(key, f"expected a severity (error, warning, info), found {_kind(level)}")
            try:
                parsed = Severity.parse(level)
                codes = resolve([name])
            except ValueError as exc:
                raise error(key, str(exc)) from None
            for code in codes:
                severity[code] = parsed
    extensions = DEFAULT_EXTENSIONS
    if "extensions" in table:
        value = table["extensions"]
        if not isinstance(value, list) or not value or not all(isinstance(item, str) and item.strip(". ") for item in value):
            raise error("extensions", f'expected a list of file name endings (extensions = [".txt", ".oracle"]), found {_kind(value)}')
        extensions = tuple("." + item.strip().lstrip(".").lower() for item in value)
    return Config(path=path, select=select, ignore=ignore, severity=severity, extensions=extensions)


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, str):
        return f"a string ({value!r})"
    if isinstance(value, int | float):
        return f"a number ({value})"
    if isinstance(value, list):
        return "a list" if value else "an empty list"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__
