"""Which modules run compiled (by mypyc, when the package was built) and which from source.

The build (``hatch_build.py`` at the top of the repository) compiles the parser's hot path and
lists, in ``native-build.txt``, each compiled module with a digest of the source it came from.
Python imports a compiled module in preference to its source; in an editable install the source
can change after the build, and the compiled module would then run the old code. So, before any
of them is imported, :func:`check` compares the digests: if any source changed, every listed
module is imported from its source (all or none, since compiled modules call each other
directly), until the next install compiles them again.

``ORACLEC_PURE_PYTHON=1`` in the environment does the same at run time (and at build time, compiles
nothing): to compare the two, or to rule the compiled modules out when looking for a bug.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import attrs

MANIFEST = "native-build.txt"


@attrs.frozen
class NativeState:
    """``compiled``: the modules that run compiled; ``stale``: those listed in the manifest
    whose source changed since (then none runs compiled); ``refused``: ORACLEC_PURE_PYTHON is
    set (likewise)."""

    listed: tuple[str, ...] = ()
    stale: tuple[str, ...] = ()
    refused: bool = False

    @property
    def compiled(self) -> tuple[str, ...]:
        return () if self.stale or self.refused else self.listed


class _SourcesFirst(importlib.abc.MetaPathFinder):
    """Imports the listed modules from their ``.py`` files, whatever else lies beside them."""

    def __init__(self, folder: Path, names: frozenset[str]):
        self.folder = folder
        self.names = names

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names:
            return None
        source = self.folder / f"{fullname.rpartition('.')[2]}.py"
        return importlib.util.spec_from_file_location(fullname, source)


#: this package's state, set when the package is imported
STATE = NativeState()


def check(folder: Path | None = None, package: str = "oraclec") -> NativeState:
    """Read the manifest in the package's folder; if a source changed (or ORACLEC_PURE_PYTHON is
    set), make the listed modules load from source (a finder first on ``sys.meta_path``)."""
    folder = folder or Path(__file__).parent
    manifest = folder / MANIFEST
    try:
        lines = manifest.read_text(encoding="utf-8").splitlines()
    except OSError:
        return NativeState()  # not compiled: nothing to check
    digests = dict(line.split(" ", 1) for line in lines if " " in line)
    stale = []
    for name, digest in digests.items():
        source = folder / f"{name.rpartition('.')[2]}.py"
        try:
            current = hashlib.sha256(source.read_bytes()).hexdigest()
        except OSError:
            current = ""
        if current != digest:
            stale.append(name)
    state = NativeState(listed=tuple(sorted(digests)), stale=tuple(sorted(stale)), refused=bool(os.environ.get("ORACLEC_PURE_PYTHON")))
    if digests and not state.compiled and not any(isinstance(f, _SourcesFirst) and f.folder == folder for f in sys.meta_path):
        sys.meta_path.insert(0, _SourcesFirst(folder, frozenset(name for name in digests if name.startswith(f"{package}."))))
    return state


def running_compiled(name: str) -> bool:
    """Whether the imported module ``name`` is a compiled extension rather than Python source."""
    module = sys.modules.get(name) or importlib.import_module(name)
    return not str(getattr(module, "__file__", "")).endswith(".py")
