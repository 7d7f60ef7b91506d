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
the tree in oraclec's dump format (:mod:`oraclec.dump`), headed by the dump format version. AST
nodes, parsed cards (:func:`oraclec.parser.parse_card`) and anything with a ``tree()`` method are
accepted.
"""

from __future__ import annotations

from typing import Any

import pytest
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

from .ast.base import Node
from .dump import DUMP_VERSION, dump


def serialize_tree(data: Any) -> str:
    """The snapshot text of a tree, a parsed card, or anything with a ``tree()`` method."""
    from .parser import ParsedCard

    if isinstance(data, ParsedCard):
        lines = [dump(data.tree())]
        for ability in data.abilities:
            if not ability.ok and ability.error is not None:
                lines.append(f"# unparsed ability {ability.text.index + 1}: {ability.error.reason}")
                lines.append(f"#   {ability.text.text}")
        body = "\n".join(lines)
    elif isinstance(data, (Node, tuple)):
        body = dump(data)
    elif hasattr(data, "tree"):
        body = dump(data.tree())
    else:
        raise TypeError(f"oracle_snapshot cannot serialise {type(data).__name__}; pass an AST node or a parsed card")
    return f"# oraclec dump format {DUMP_VERSION}\n{body}\n"


class OracleTreeExtension(SingleFileSnapshotExtension):
    """One readable ``.txt`` file per snapshot, in oraclec's dump format."""

    file_extension = "txt"
    _write_mode = WriteMode.TEXT

    def serialize(self, data: Any, **kwargs: Any) -> str:  # type: ignore[override]
        return serialize_tree(data)


@pytest.fixture
def oracle_snapshot(snapshot: Any) -> Any:
    """syrupy's ``snapshot`` fixture, writing trees in oraclec's readable dump format."""
    return snapshot.use_extension(OracleTreeExtension)
