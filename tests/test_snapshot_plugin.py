"""The pytest plugin (``oracle_snapshot``), as a user gets it: installed through oraclec's
``pytest11`` entry point, in a project of its own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from oraclec.cards import Card
from oraclec.parser import parse_card
from oraclec.testing import serialize_tree

TEXT = "Flying\nWhen this creature enters, draw a card."
USER_TEST = f'''
from oraclec.cards import Card
from oraclec.parser import parse_card


def test_bird(oracle_snapshot):
    card = Card.from_text("Test Bird", {TEXT!r}, type_line="Creature — Bird")
    assert parse_card(card) == oracle_snapshot
'''


def pytest_in(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


@pytest.mark.slow
def test_oracle_snapshot_writes_checks_and_catches_changes(tmp_path: Path) -> None:
    (tmp_path / "test_user.py").write_text(USER_TEST, encoding="utf-8")
    snapshot = tmp_path / "__snapshots__" / "test_user" / "test_bird.txt"

    first = pytest_in(tmp_path, "--snapshot-update")
    assert first.returncode == 0, first.stdout + first.stderr
    expected = serialize_tree(parse_card(Card.from_text("Test Bird", TEXT, type_line="Creature — Bird")))
    assert snapshot.read_text(encoding="utf-8") == expected
    assert expected.startswith("# oraclec dump format ")
    assert "CardText" in expected and "'Test Bird'" in expected

    again = pytest_in(tmp_path)
    assert again.returncode == 0, again.stdout + again.stderr

    snapshot.write_text(expected.replace("Test Bird", "Another Bird"), encoding="utf-8")
    changed = pytest_in(tmp_path)
    assert changed.returncode == 1
    assert "test_bird" in changed.stdout


# -- what a snapshot holds --------------------------------------------------------------------------
def _ability(text: str):  # type: ignore[no-untyped-def]
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    return parse_ability(normalise_ability(text))


def _replace_first(value, kind: type, make):  # type: ignore[no-untyped-def]
    """``value`` with its first node of class ``kind`` (depth first, a phrase's words included)
    replaced by ``make(node)``; the second item says whether one was found."""
    import attrs

    from oraclec.ast.base import Node

    if isinstance(value, kind):
        return make(value), True
    if isinstance(value, tuple):
        items = list(value)
        for i, item in enumerate(items):
            items[i], done = _replace_first(item, kind, make)
            if done:
                return tuple(items), True
        return value, False
    if isinstance(value, Node):
        for name, field_value in value.fields():
            new, done = _replace_first(field_value, kind, make)
            if done:
                return attrs.evolve(value, **{name: new}), True
    return value, False


def _same_text_other_clause(tree):  # type: ignore[no-untyped-def]
    """The tree with the determiner in its first sentence made a descriptor of the same words: the
    sentence reads the same, its structure is not."""
    from oraclec import ast

    def changed_chain(chain):  # type: ignore[no-untyped-def]
        changed, found = _replace_first(chain, ast.Determiner, lambda node: ast.Descriptor(words=node.words))
        assert found
        return changed

    return _replace_first(tree, ast.ClauseChain, changed_chain)[0]


def test_a_change_inside_a_sentence_changes_the_snapshot() -> None:
    from oraclec import ast
    from oraclec.dump import dump

    tree = _ability("When this creature enters, draw a card.").line
    changed = _same_text_other_clause(tree)

    def sentences(line):  # type: ignore[no-untyped-def]
        return [node.text for node in line.walk() if isinstance(node, ast.ClauseChain)]

    assert changed != tree and sentences(changed) == sentences(tree) == ["draw a card"]
    # the short dump (oraclec parse) shows the sentence as its text: it cannot tell them apart
    assert dump(changed) == dump(tree)
    assert serialize_tree(changed) != serialize_tree(tree)
    assert "- Clause" in serialize_tree(tree)  # the sentence's clause, in full
    assert "determiner: Descriptor 'a'" in serialize_tree(changed)


def test_unequal_trees_never_share_a_snapshot() -> None:
    """Every pair of the keyword examples and structures whose trees differ has different snapshots."""
    from oraclec.keywords import KEYWORDS

    trees = {}
    for text in [k.example for k in KEYWORDS] + ["Draw a card.", "Draw two cards.", "Target player mills three cards."]:
        result = _ability(text)
        assert result.line is not None, text
        trees.setdefault(result.line, text)
    texts = {serialize_tree(tree): text for tree, text in trees.items()}
    assert len(texts) == len(trees)


def test_snapshots_are_deterministic_and_complete_for_parsed_abilities_and_cards() -> None:
    ability = _ability("Whenever this creature attacks, it gets +1/+0 until end of turn and you draw a card.")
    text = serialize_tree(ability)
    assert text == serialize_tree(_ability("Whenever this creature attacks, it gets +1/+0 until end of turn and you draw a card."))
    assert text == serialize_tree(ability.line)
    for part in ("Duration 'until end of turn'", "ChainSep 'and'", "Pump(change='+1/+0')", "Draw\n"):
        assert part in text
    unparsed = _ability("Frobnicate the widget.")
    assert unparsed.line is None
    assert serialize_tree(unparsed).splitlines()[1].startswith("# unparsed ability 1: ")
    card = parse_card(Card.from_text("Test Bird", TEXT, type_line="Creature — Bird"))
    assert "- Clause" in serialize_tree(card)


def test_compiled_cards_faces_and_abilities_are_snapshots_of_their_json() -> None:
    import json

    from oraclec.compiled import compile_card, converter, to_json

    card = compile_card(Card.from_text("Test Bird", TEXT, type_line="Creature — Bird"))
    text = serialize_tree(card)
    header, body = text.split("\n", 1)
    assert header == "# oraclec compiled format 2"
    assert json.loads(body) == json.loads(to_json(card))
    assert body.startswith('{\n  "schema_version": 2,')
    trigger = card.faces[0].abilities[1]
    assert json.loads(serialize_tree(trigger).split("\n", 1)[1]) == converter.unstructure(trigger)
    single = trigger.abilities[0]
    single_json = json.loads(serialize_tree(single).split("\n", 1)[1])
    assert single_json["type"] == "TriggeredAbility" and "Draw" in json.dumps(single_json)
    assert serialize_tree(card.faces[0]).count('"type": "Draw"') == 1
    with pytest.raises(TypeError, match="cannot serialise int"):
        serialize_tree(3)


USER_CHANGE_TEST = '''
from pathlib import Path

from oraclec import ast
from oraclec.cards import Card
from oraclec.compiled import compile_card
from test_snapshot_plugin_helpers import changed_tree, tree

CHANGED = Path(__file__).with_name("changed").exists()


def test_tree(oracle_snapshot):
    assert (changed_tree() if CHANGED else tree()) == oracle_snapshot


def test_compiled(oracle_snapshot):
    text = "Draw two cards." if CHANGED else "Draw a card."
    assert compile_card(Card.from_text("Test Draw", text, type_line="Sorcery")) == oracle_snapshot
'''


@pytest.mark.slow
def test_syrupy_fails_when_a_clause_inside_a_sentence_changes(tmp_path: Path) -> None:
    """Through syrupy's own assertion: snapshots written, then a clause changed inside the
    sentence (its text the same) and a compiled card's effect changed both fail."""
    import inspect

    helpers = "\n".join(
        [
            "import attrs",
            inspect.getsource(_ability),
            inspect.getsource(_replace_first),
            inspect.getsource(_same_text_other_clause),
            "def tree():\n    return _ability('When this creature enters, draw a card.').line",
            "def changed_tree():\n    return _same_text_other_clause(tree())",
        ]
    )
    (tmp_path / "test_snapshot_plugin_helpers.py").write_text(helpers, encoding="utf-8")
    (tmp_path / "test_user.py").write_text(USER_CHANGE_TEST, encoding="utf-8")
    written = pytest_in(tmp_path, "--snapshot-update", "test_user.py")
    assert written.returncode == 0, written.stdout + written.stderr
    unchanged = pytest_in(tmp_path, "test_user.py")
    assert unchanged.returncode == 0, unchanged.stdout + unchanged.stderr

    (tmp_path / "changed").write_text("", encoding="utf-8")
    changed = pytest_in(tmp_path, "test_user.py")
    assert changed.returncode == 1, changed.stdout + changed.stderr
    assert "2 failed" in changed.stdout
    assert "determiner: Descriptor 'a'" in changed.stdout  # syrupy's diff shows the changed clause
