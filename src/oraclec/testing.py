"""Snapshot-test parse trees with syrupy: oraclec's extension and pytest plugin.

Installed with oraclec, the plugin gives every test the ``oracle_snapshot`` fixture::

    from oraclec.cards import Card
    from oraclec.parser import parse_card

    def test_my_card(oracle_snapshot):
        card = Card.from_text("My Card", "Flying\\nWhen this creature enters, draw a card.",
                              type_line="Creature — Bird")
        assert parse_card(card) == oracle_snapshot

Run ``pytest --snapshot-update`` once to write the snapshot, then commit it.

Each snapshot is one readable text file (``__snapshots__/<test file>/<test name>.txt``) holding
the whole tree, headed by its format and version:

* a parse tree in oraclec's dump format (:mod:`oraclec.dump`), complete: every field of every
  node, and the parts of each phrase (a sentence's clauses, each in full), so that any change in
  the tree changes the snapshot. Accepted: AST nodes, parsed cards
  (:func:`oraclec.parser.parse_card`, with a note for each ability that did not parse), parsed
  abilities (:func:`oraclec.parser.parse_ability`), and anything with a ``tree()`` method;
* compiled output as indented JSON, the form ``oraclec compile`` writes (:mod:`oraclec.compiled`):
  compiled cards (:func:`oraclec.compiled.compile_card`), faces, ability lines, and any
  effect-model object (a single ability, an effect).
"""

from __future__ import annotations

from typing import Any

import pytest
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

from .ast.base import Node
from .dump import DUMP_VERSION, dump


def serialize_tree(data: Any) -> str:
    """The snapshot text of a parse tree or of compiled output (see the module documentation)."""
    from . import compiled
    from .effects.base import Element
    from .jsonio import SCHEMA_VERSION, dumps_indented
    from .parser import ParsedAbility, ParsedCard

    if isinstance(data, (compiled.CompiledCard, compiled.CompiledFace, compiled.CompiledAbility, Element)):
        value = compiled.converter.unstructure(data)
        if isinstance(data, compiled.CompiledCard):  # first, as compiled files write it
            value = {"schema_version": value.pop("schema_version"), **value}
        return f"# oraclec compiled format {SCHEMA_VERSION}\n{dumps_indented(value)}\n"
    if isinstance(data, ParsedCard):
        lines = [dump(data.tree(), complete=True)]
        lines += [line for ability in data.abilities for line in _unparsed(ability)]
        body = "\n".join(lines)
    elif isinstance(data, ParsedAbility):
        body = "\n".join([dump(data.line, complete=True)] if data.line is not None else _unparsed(data))
    elif isinstance(data, (Node, tuple)):
        body = dump(data, complete=True)
    elif hasattr(data, "tree"):
        body = dump(data.tree(), complete=True)
    else:
        raise TypeError(
            f"oracle_snapshot cannot serialise {type(data).__name__}; pass an AST node, a parsed card or ability, "
            "or compiled output (a compiled card, face or ability, an effect-model object)"
        )
    return f"# oraclec dump format {DUMP_VERSION}\n{body}\n"


def _unparsed(ability: Any) -> list[str]:
    """The note of an ability that did not parse: which, why, and its text."""
    if ability.ok:
        return []
    reason = ability.error.reason if ability.error is not None else "did not parse"
    return [f"# unparsed ability {ability.text.index + 1}: {reason}", f"#   {ability.text.text}"]


class OracleTreeExtension(SingleFileSnapshotExtension):
    """One readable ``.txt`` file per snapshot: the whole tree (see :func:`serialize_tree`)."""

    file_extension = "txt"
    _write_mode = WriteMode.TEXT

    def serialize(self, data: Any, **kwargs: Any) -> str:  # type: ignore[override]
        return serialize_tree(data)


@pytest.fixture
def oracle_snapshot(snapshot: Any) -> Any:
    """syrupy's ``snapshot`` fixture, writing trees in oraclec's readable dump format."""
    return snapshot.use_extension(OracleTreeExtension)
