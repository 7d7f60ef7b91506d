"""Long texts: parsing is linear in their length (the speed itself is measured by
benchmarks/parse_scaling.py), and long texts parse, fail and are placed as short ones do."""

from __future__ import annotations

import pytest

from oraclec import ast, parser
from oraclec.parser import _Inlined, _RuleReduction
from oraclec.text import normalise_text


def test_a_repetition_takes_the_items_of_its_inlined_rule_instead_of_copying_them() -> None:
    """``_items: _items "and" item``: the list the items are kept in grows by one item a
    reduction; copying it each time made a text of n items take n² steps."""
    repetition = _RuleReduction(3, "_items", "_items", False, ((0, True, 0), (2, False, 0)), 0)
    kept, positions = ["first", "second"], [(0, 5), (10, 16)]
    value, extent = repetition.reduce([_Inlined(kept, positions), "and", "third"], [(0, 16), (17, 20), (21, 26)])
    assert isinstance(value, _Inlined)
    assert value.children is kept and value.positions is positions
    assert kept == ["first", "second", "third"]
    assert positions == [(0, 5), (10, 16), (21, 26)]
    assert extent == (0, 26)


def test_a_repetition_spliced_after_other_items_is_copied() -> None:
    """Only a list that starts the kept items can be taken: after other items it is copied."""
    rule = _RuleReduction(2, "x", "_x", False, ((0, False, 0), (1, True, 0)), 0)
    kept = ["second"]
    value, _ = rule.reduce(["first", _Inlined(kept, [(6, 12)])], [(0, 5), (6, 12)])
    assert value.children == ["first", "second"] and kept == ["second"]


LONG = "Draw a card and " + "draw a card and " * 2_000 + "draw a card."


def test_a_long_sentence_parses_whole() -> None:
    parser.clear_cache()
    tree = parser.parse_text(LONG)
    assert isinstance(tree, ast.Statements)
    [sentence] = tree.sentences
    assert sentence.span == (0, len(LONG), 1, 1, 1, len(LONG) + 1)
    [clause] = sentence.chain.words
    assert [type(p).__name__ for p in clause.predicates] == ["Draw", "str"] * 2_001 + ["Draw"]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        pytest.param(LONG.replace("draw a card.", "frobnicate a card."), "frobnicate", id="unknown-word-at-the-end"),
        pytest.param("Create a token named Foo. " + LONG.replace("and draw a card.", "draw frobnicate."), None, id="after-named"),
    ],
)
def test_a_long_failing_text_is_explained(text: str, word: str | None) -> None:
    parser.clear_cache()
    with pytest.raises(parser.ParseError) as info:
        parser.parse_text(text)
    if word is None:
        # the parser stops at the second "draw"; a word after "named" may be a card name's
        assert info.value.found == "draw" and info.value.label is None
    else:
        assert info.value.label == "unknown-word" and info.value.found == word
        assert text[info.value.start : info.value.end] == word


def test_the_last_ability_of_a_long_text_is_placed_on_its_line() -> None:
    text = "Flying\n" * 3_000 + "Draw a card and frobnicate."
    last = normalise_text(text)[-1]
    parsed = parser.parse_ability(last)
    assert parsed.error is not None
    assert last.line_column(parsed.error.start) == (3_001, len("Draw a card and ") + 1)
