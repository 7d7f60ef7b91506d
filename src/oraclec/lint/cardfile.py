"""Plain-text card files (the format is in :mod:`oraclec.cardfile`) as lint targets: each field
carries where it is in the file, so a finding points at the file's own line and column."""

from __future__ import annotations

from ..cardfile import FACE_SEPARATOR, CardBlock, Span, parse
from .context import Target

__all__ = ["FACE_SEPARATOR", "CardBlock", "Span", "parse", "targets"]


def targets(blocks: list[CardBlock], path: str, text: str | None = None) -> list[Target]:
    lines = tuple(text.split("\n")) if text is not None else None
    return [
        Target(card=b.card, origins={key: (path, span.line, span.column) for key, span in b.spans.items()}, source_lines=lines)
        for b in blocks
    ]
