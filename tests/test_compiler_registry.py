"""Every AST class has a lowering; every entry is a lowering, an explicit ``unsupported``, or a
part lowered by its parent."""

from __future__ import annotations

import pytest

from oraclec import compiler, effects
from oraclec.ast import NODES

AST_CLASSES = sorted({cls.__name__: cls for cls in NODES.values()}.items())


@pytest.mark.parametrize("name,cls", AST_CLASSES, ids=[n for n, _ in AST_CLASSES])
def test_ast_class_has_a_lowering(name: str, cls: type) -> None:
    assert cls in compiler.LOWERINGS, (
        f"AST class {name} has no lowering: add an entry to oraclec.compiler.LOWERINGS "
        f"(@lowers(ast.{name}) or LOWERINGS[ast.{name}] = unsupported(\"reason\"); see the module docstring)"
    )


def test_lowering_entries_are_callable() -> None:
    for cls, fn in compiler.LOWERINGS.items():
        assert callable(fn), cls


def test_unsupported_stands_for_every_category() -> None:
    for category in (effects.Effect, effects.Value, effects.Reference, effects.Cost, effects.Ability, effects.Condition):
        assert issubclass(effects.Unsupported, category)


def test_part_of_entries_refuse_to_run_alone() -> None:
    from oraclec.ast import Determiner

    with pytest.raises(compiler.LoweringBug, match="lowered by its ObjectNp"):
        compiler.LOWERINGS[Determiner](Determiner(words=("target",)), compiler.Lowering())


def test_unknown_node_becomes_unsupported_not_an_error() -> None:
    class Strange:
        span = None

    result = compiler.Lowering().lower(Strange())
    assert isinstance(result, effects.Unsupported)
    assert "no lowering registered for Strange" in result.reason
