"""Long texts: parsing is linear in their length (the speed itself is measured by
benchmarks/parse_scaling.py), and long texts parse, fail and are placed as short ones do."""

from __future__ import annotations

import gc
from collections.abc import Callable

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


def collections_during(work: Callable[[], object]) -> int:
    """How many times Python's cyclic garbage collector ran during ``work()``."""
    runs: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            runs.append(info["generation"])

    gc.collect()
    gc.callbacks.append(count)
    try:
        work()
    finally:
        gc.callbacks.remove(count)
    return len(runs)


def parse_and_anchor(text: str) -> None:
    parser.clear_cache()
    for ability in normalise_text(text):
        parser.parse_ability(ability).anchored()


def test_the_garbage_collector_is_paused_while_a_long_text_is_parsed_rendered_and_anchored(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its walks over an ever larger heap made the time per character of a text of a million
    characters grow with its length (benchmarks/parse_scaling.py). Paused, it runs at most once
    after the parse and once after the anchoring, on what they left behind."""
    assert len(LONG) >= parser.LONG_TEXT
    assert collections_during(lambda: parse_and_anchor(LONG)) <= 2
    assert gc.isenabled()
    monkeypatch.setattr(parser, "LONG_TEXT", len(LONG) + 1)  # the same work, the collector on
    assert collections_during(lambda: parse_and_anchor(LONG)) > 20


def test_the_garbage_collector_is_resumed_after_a_long_text_that_fails() -> None:
    failing = LONG.replace("draw a card.", "frobnicate a card.")
    assert collections_during(lambda: parse_and_anchor(failing)) <= 2
    assert gc.isenabled()
    with pytest.raises(parser.ParseError):
        parser.parse_text(failing + " ")
    assert gc.isenabled()


def test_a_garbage_collector_paused_by_the_program_stays_paused() -> None:
    gc.disable()
    try:
        parse_and_anchor(LONG)
        assert not gc.isenabled()
    finally:
        gc.enable()
