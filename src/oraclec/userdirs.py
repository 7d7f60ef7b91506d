"""Where oraclec keeps what it may rebuild: the user's cache folder.

Nothing oraclec needs lives in the temporary folder or depends on an earlier run: a cache only
saves time, is written atomically, and a cache that cannot be read or written is never an error.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    """``$ORACLEC_CACHE_DIR``, else ``$XDG_CACHE_HOME/oraclec``, else ``~/.cache/oraclec``."""
    env = os.environ.get("ORACLEC_CACHE_DIR")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "oraclec"
