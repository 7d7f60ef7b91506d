"""``oraclec lint``: precise, fixable diagnostics for new card text.

Each check family is a module (:mod:`.syntax`, :mod:`.templating`, :mod:`.keywords`,
:mod:`.typeline`, :mod:`.mana`, :mod:`.reminder`, :mod:`.style`); importing this package
registers them all in :data:`CHECKS`. The checks work on the normalised text of each ability
(:mod:`oraclec.text`) and its words, and on the AST where the grammar parses the ability, so
they apply to text the grammar does not parse yet; only the syntax check (OC1xx) depends on the
grammar.

::

    from oraclec.lint import lint_text
    for d in lint_text("Put the top three cards of your library into your graveyard."):
        print(d.code, d.message, d.replacement)
"""

from __future__ import annotations

from . import capitals, keywords, mana, reminder, style, syntax, templating, typeline, words
from .context import FaceContext, Target
from .model import CHECKS, Category, Check, Diagnostic, Finding, Severity
from .runner import Options, lint_card, lint_cards, lint_target, lint_text, resolve, text_target

# The registry in code order, whatever order the modules registered their checks in.
_ordered = sorted(CHECKS.items())
CHECKS.clear()
CHECKS.update(_ordered)

__all__ = [
    "CHECKS",
    "Category",
    "Check",
    "Diagnostic",
    "FaceContext",
    "Finding",
    "Options",
    "Severity",
    "Target",
    "lint_card",
    "lint_cards",
    "lint_target",
    "lint_text",
    "resolve",
    "text_target",
]
