"""Every grammar rule builds an AST class, and every AST class renders."""

from __future__ import annotations

import attrs
import pytest

from oraclec import parser
from oraclec.ast import NODES
from oraclec.render import RENDERERS


def _rule_names() -> set[str]:
    names = set()
    for rule in parser.lark().rules:
        name = str(rule.alias or rule.origin.name)
        if name.startswith("_") or name.endswith("_list"):
            continue
        if rule.options.expand1 and not rule.alias:
            continue
        names.add(name)
    return names


@pytest.mark.parametrize("rule", sorted(_rule_names()))
def test_rule_builds_a_node(rule: str) -> None:
    assert rule in NODES, f"grammar rule {rule!r} has no AST class registered with @node"


@pytest.mark.parametrize("name", sorted({cls.__name__ for cls in NODES.values()}))
def test_node_renders(name: str) -> None:
    cls = next(c for c in NODES.values() if c.__name__ == name)
    has_template = any(c.__dict__.get("template") for c in cls.__mro__)
    has_renderer = any(c in RENDERERS for c in cls.__mro__)
    from oraclec.ast.base import Phrase

    assert has_template or has_renderer or issubclass(cls, Phrase) or cls.__name__ in {
        "AbilityLine", "FaceText", "CardText", "Reminder"
    }, f"{name} has neither a template nor a renderer"


def test_nodes_are_frozen_attrs() -> None:
    for cls in set(NODES.values()):
        assert attrs.has(cls), cls
        assert cls.__setattr__ is not object.__setattr__, f"{cls.__name__} is not frozen"
