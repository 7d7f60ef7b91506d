"""oraclec: a compiler for Magic: The Gathering Oracle card text.

The pipeline reads from the module names: :mod:`oraclec.cards` (load) → :mod:`oraclec.text`
(normalise) → :mod:`oraclec.parser` (parse, with the grammar in ``grammar/``) →
:mod:`oraclec.ast` → :mod:`oraclec.compiler` → :mod:`oraclec.effects` →
:mod:`oraclec.runtime`, with :mod:`oraclec.cli` on top.
"""

from __future__ import annotations

__version__ = "0.1.0"

from typing import TYPE_CHECKING, Any

from . import native

# before anything imports the parser: a compiled module older than its source is not used
native.STATE = native.check()

if TYPE_CHECKING:
    from .compiled import CompiledCard


def compile_card(card: Any) -> CompiledCard:
    """Parse and compile one card (:class:`oraclec.cards.Card`) into effects."""
    from .compiled import compile_card as _compile_card

    return _compile_card(card)


def load_compiled(path: Any) -> list[CompiledCard]:
    """Read a file written by ``oraclec compile``: the same objects :func:`compile_card` returns."""
    from .compiled import load_compiled as _load_compiled

    return _load_compiled(path)


__all__ = ["__version__", "compile_card", "load_compiled"]
