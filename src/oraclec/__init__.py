"""oraclec: a compiler for Magic: The Gathering Oracle card text.

The pipeline reads from the module names: :mod:`oraclec.cards` (load) → :mod:`oraclec.text`
(normalise) → :mod:`oraclec.parser` (parse, with the grammar in ``grammar/``) →
:mod:`oraclec.ast` → :mod:`oraclec.compiler` → :mod:`oraclec.effects` →
:mod:`oraclec.runtime`, with :mod:`oraclec.cli` on top.
"""

__version__ = "0.1.0"
