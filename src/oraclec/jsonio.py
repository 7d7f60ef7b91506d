"""The JSON of compiled output without the effect model: its schema version and the compact
encoder and decoder. :mod:`oraclec.compiled` re-exports them; :mod:`oraclec.compiledb` imports
them from here once, at the top, where importing :mod:`oraclec.compiled` (the whole effect model)
would cost a cached run, and importing it inside the functions that assemble each card's line
cost 0.3 s of a corpus-wide run."""

from __future__ import annotations

import json
from typing import Any

#: 2: each card carries its identity and characteristics (layout, mana value, colours, colour
#: identity, Oracle id, the source's identifiers; each face its mana cost, colours, type line and
#: P/T, loyalty, defense). A version-1 line lacks them: it is refused, not read as empty.
SCHEMA_VERSION = 2

try:  # orjson writes and reads the same JSON 3-4x faster than the standard library
    import orjson

    def dumps(value: Any) -> str:
        """Compact JSON, non-ASCII as is: the exact bytes ``json.dumps(value,
        ensure_ascii=False, separators=(",", ":"))`` gives, faster."""
        try:
            return orjson.dumps(value).decode("utf-8")
        except TypeError:  # what orjson refuses and JSON holds: an integer of 2**64 or more
            return json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    def dumps_indented(value: Any) -> str:
        """Indented JSON, non-ASCII as is: the exact bytes ``json.dumps(value, indent=2,
        ensure_ascii=False)`` gives, 10x faster (the standard library's C encoder does not
        indent, so that call runs in Python: a quarter of a lint --json run)."""
        try:
            return orjson.dumps(value, option=orjson.OPT_INDENT_2).decode("utf-8")
        except TypeError:  # an integer of 2**64 or more, a key that is not a string
            return json.dumps(value, indent=2, ensure_ascii=False)

    loads = orjson.loads
except ImportError:  # pragma: no cover - orjson is a dependency; this keeps a broken wheel usable

    def dumps(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    def dumps_indented(value: Any) -> str:
        return json.dumps(value, indent=2, ensure_ascii=False)

    loads = json.loads
