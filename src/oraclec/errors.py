"""Errors oraclec reports to users.

Every error a user can cause derives from :class:`OracleError`; the CLI prints its message
and exits with code 2 (bad input) instead of showing a traceback.
"""

from __future__ import annotations


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
            prefix = f"{path}: " if not where else f"{path}: {where}: "
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
