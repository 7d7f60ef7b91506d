"""Lower the AST (:mod:`oraclec.ast`) into the effect model (:mod:`oraclec.effects`).

One lowering per AST node class, dispatched by :data:`LOWERINGS` (AST class -> function), like
sqlglot's generator table. The package mirrors :mod:`oraclec.ast`: the lowerings of the classes
of ``ast/<family>.py`` are in ``compiler/<family>.py``; :mod:`.registry` holds the table and the
decorator, :mod:`.context` the :class:`Lowering` context, :mod:`.words` and :mod:`.objects` the
word tables and noun phrases the others read, :mod:`.elements`, :mod:`.events` and
:mod:`.sentences` the helpers several families share, and :mod:`.entry` the entry points.
Importing the package registers every lowering. Modules import from each other in that order,
never from this one. ``tests/test_compiler_registry.py`` fails, by class name, for any class of :data:`oraclec.ast.NODES` without an entry.

Adding an entry (grammar developers: do this with every new AST class)::

    @lowers(ast.MyNewPredicate)
    def _my_new_predicate(node: ast.MyNewPredicate, ctx: Lowering) -> fx.Effect:
        return fx.Something(what=ctx.objects(node.what), amount=ctx.value(node.amount))

or, when the node cannot be lowered yet (it then compiles to an explicit ``Unsupported`` node,
counted against ``cards_compiled``, never dropped)::

    LOWERINGS[ast.MyNewPredicate] = unsupported("reason it is not lowered yet")

A lowering takes the node and the :class:`Lowering` context and returns what the node denotes:
a tuple of effects for a predicate or a sentence, a reference for a noun phrase, a value for a
number, a cost, a condition, a trigger, an ability. The context lowers children in the role the
parent needs: ``ctx.effects(node)``, ``ctx.objects(np)``, ``ctx.players(np)``,
``ctx.filter(np)``, ``ctx.zone(np)``, ``ctx.value(node)``, ``ctx.condition(node)``,
``ctx.cost(node)``, ``ctx.trigger(node)``, ``ctx.ability(node)``. Phrase nodes (determiners,
descriptors, durations) are read through their words by the helpers of :mod:`.words` and
:mod:`.objects`. Anything that cannot be lowered becomes ``ctx.unsupported(node, reason)`` (or raise :class:`CannotLower`
inside a helper): an ``Unsupported`` node in the tree, with the node's span and the reason.

Entries made with :func:`part_of` mark nodes that only their parent lowers (a ``Determiner`` is
read by its noun phrase); calling one directly is a bug in the compiler.

References to earlier results ("it", "that card", "them") compile to ``Found(key)``; the keys
follow :class:`oraclec.effects.Found`: "milled", "found", "created", "amassed", "exiled",
"discarded", "revealed", "returned", "chosen", "copy", and "triggering" (the object of the
trigger event), "triggering player" (its player), "triggering source" (a spell or ability that
targeted).
"""

from __future__ import annotations

from ..effects.base import walk

# importing each family registers its lowerings; no class is registered by two of them, so the
# order does not matter (tests/test_compiler_package.py)
from . import (
    abilities,
    choices,
    conditions,
    costs,
    durations,
    effects,
    game,
    keywords,
    objects,
    replacements,
    statics,
    triggers,
)
from .context import Lowering
from .entry import (
    INTERNAL_ERROR,
    compile_after_earlier,
    compile_face_for_runtime,
    compile_line,
    compile_line_with_problems,
    earlier_paragraphs,
    merge_die_tables,
    needs_earlier_paragraphs,
    unsupported_in,
)
from .keywords import lower_keyword
from .objects import keyword_name
from .registry import (
    COMPILER_VERSION,
    LOWERINGS,
    CannotLower,
    LoweringBug,
    lowers,
    part_of,
    unsupported,
)

__all__ = [
    "COMPILER_VERSION",
    "INTERNAL_ERROR",
    "LOWERINGS",
    "CannotLower",
    "Lowering",
    "LoweringBug",
    "compile_after_earlier",
    "compile_face_for_runtime",
    "compile_line",
    "compile_line_with_problems",
    "earlier_paragraphs",
    "keyword_name",
    "lower_keyword",
    "lowers",
    "merge_die_tables",
    "needs_earlier_paragraphs",
    "part_of",
    "unsupported",
    "unsupported_in",
    "walk",
]
