"""Apply the replacements of findings to text."""

from __future__ import annotations

from collections.abc import Iterable

#: (start, end, replacement) in one text
Edit = tuple[int, int, str]


def apply_edits(text: str, edits: Iterable[Edit]) -> tuple[str, list[Edit]]:
    """``text`` with the edits applied, and the edits that were applied. Edits that overlap one
    applied before them (in text order) are left for a later pass."""
    applied: list[Edit] = []
    last_end = -1
    for start, end, replacement in sorted(edits, key=lambda e: (e[0], e[1])):
        if start < last_end or (start == last_end and applied and applied[-1][0] == applied[-1][1] == start):
            continue
        if text[start:end] == replacement:
            continue
        applied.append((start, end, replacement))
        last_end = end
    out = text
    for start, end, replacement in reversed(applied):
        out = out[:start] + replacement + out[end:]
    return out, applied
