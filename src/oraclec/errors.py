"""Errors oraclec reports to users.

Every error a user can cause derives from :class:`OracleError`; the CLI prints its message
and exits with code 2 (bad input) instead of showing a traceback.
"""

from __future__ import annotations

import re

#: what breaks a message's line or drives a terminal: control characters (C0, DEL, C1: line
#: breaks, tabs, escapes, NUL) and the Unicode line and paragraph separators; and the lone
#: surrogates, which no UTF-8 output can write
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def shown(argument: str) -> str:
    """An argument (a file name, a word of the command line) as every message quotes it: as it
    is, or, when it holds a control character (a line break, an escape, a NUL byte) or starts or
    ends with white space (a name " " would be invisible), quoted and escaped as Python writes a
    string (``'a\\nb.json'``, ``' '``), so that the message stays one line and says exactly what
    was given."""
    if _CONTROL.search(argument) or argument != argument.strip():
        return repr(argument)
    return argument


def one_line(message: str) -> str:
    """``message`` with any control character escaped as :func:`shown` escapes it: the last guard
    of a message that quotes something that did not go through :func:`shown` (argparse's own)."""
    return _CONTROL.sub(lambda match: repr(match.group())[1:-1], message)


class OracleError(Exception):
    """Base class of every error caused by the input, not by a bug."""

    exit_code = 2


class InputError(OracleError):
    """A file or argument could not be read: what, where and why."""

    def __init__(self, message: str, *, path: str | None = None, where: str | None = None):
        self.path = path
        self.where = where
        self.reason = message
        prefix = ""
        if path:
            prefix = f"{shown(path)}: " if not where else f"{shown(path)}: {where}: "
        elif where:
            prefix = f"{where}: "
        super().__init__(prefix + message)


class OutputError(InputError):
    """A file that cannot be written (a read-only folder, a full disk, a path under a file):
    the path and the system's reason. Exit code 2, like a bad argument: the place is the
    user's to choose."""

    def __init__(self, path: str, error: OSError, what: str = "the output"):
        self.error = error
        super().__init__(f"cannot write {what} ({error.strerror or error})", path=path)
