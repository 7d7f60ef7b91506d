"""Parse failures are labelled, point at the right words, and say what was expected in words."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oraclec.cli import main
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def _error(text: str):
    result = parse_ability(normalise_ability(text))
    assert result.error is not None, f"{text!r} parsed"
    return result.error


@pytest.mark.parametrize(
    ("text", "label", "at"),
    [
        ("When this creature enters draw a card.", "missing-trigger-comma", "draw"),
        ("Whenever a creature dies you gain 1 life.", "missing-trigger-comma", "you"),
        ("{T} Add {G}.", "missing-cost-colon", "Add"),
        ("{2}, {T} Draw a card.", "missing-cost-colon", "Draw"),
        ("Draw a card", "missing-period", ""),
        ("Destroy target creture.", "unknown-word", "creture"),
        ("Destroy target creature and frobnicate the widget.", "unknown-word", "frobnicate"),
        ("Draw two cards. Frobnicate.", "unknown-word", "Frobnicate"),
        ("Flyng", "unknown-word", "Flyng"),
    ],
)
def test_common_mistakes_are_labelled(text: str, label: str, at: str) -> None:
    error = _error(text)
    assert error.label == label, (error.label, error.reason)
    assert text[error.start : error.end] == at


def test_unknown_words_get_the_closest_known_word() -> None:
    assert _error("Destroy target creture.").suggestion == "creature"
    assert _error("Flyng").suggestion == "Flying"
    assert "did you mean 'creature'" in _error("Destroy target creture.").reason


def test_expected_terminals_are_described_in_words() -> None:
    error = _error("Destroy target creture.")
    assert "a card type or object word" in error.expected
    assert not any(word.startswith(("_", "DESC", "KW_")) for word in error.expected)


def test_caret_underlines_the_offending_words() -> None:
    error = _error("When this creature enters draw a card.")
    text, caret = error.caret().split("\n")
    assert caret.index("^") == text.index("draw")
    assert caret.count("^") == len("draw")


def test_cli_reports_line_column_label_and_caret(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["parse", "Flying\nWhen this creature enters draw a card."])
    err = capsys.readouterr().err
    assert code == 1
    assert "line 2, column 27" in err
    assert "a trigger condition is followed by a comma" in err
    assert "^^^^" in err
    assert "Traceback" not in err


_MISSPELLINGS = ["creture", "flyng", "sacrifise", "grveyard", "tramle", "vigilanse", "zzz", "a", "untap", "dragn", "hexprof", "toughnes", "enchantmet", "abcdefghijklmnopqrstuvwxyzabc"]


@pytest.mark.parametrize("word", _MISSPELLINGS)
def test_closest_word_is_difflibs_answer_over_all_known_words(word: str) -> None:
    """The pre-filter (lengths, letters in common) only skips words difflib would reject."""
    import difflib

    from oraclec import parse_errors
    from oraclec.parser import OracleLexer, lark

    lark()
    vocabulary = OracleLexer.vocabulary
    expected = difflib.get_close_matches(word, parse_errors._known_words(vocabulary), n=1, cutoff=parse_errors._CUTOFF)
    assert parse_errors._closest_lower(word, vocabulary) == (expected[0] if expected else None)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="abcdefghilmnorstuy'-", min_size=1, max_size=14))
def test_closest_word_matches_difflib_for_any_word(word: str) -> None:
    test_closest_word_is_difflibs_answer_over_all_known_words(word)


def test_a_word_of_a_phrase_terminal_is_not_reported_as_unknown() -> None:
    """"order" is a word only in "in a random order" (one terminal): a failure earlier in the
    text is reported where it is, not at "order" as an unknown word."""
    text = "Destroy target creature target, then put the rest on the bottom of that library in a random order."
    error = _error(text)
    assert error.found == "," and error.label != "unknown-word"
    assert parse_ability(normalise_ability("Put the rest on the bottom of your library in a random order.")).error is None
    # a truly unknown word after a phrase is still found
    assert _error("Put the rest on the bottom of your library in a random order and frobnicate.").found == "frobnicate"


def test_the_first_word_of_a_phrase_terminal_is_not_reported_as_unknown() -> None:
    """"command" is a word only as the start of "command zone": a failure earlier in the text is
    reported where it is."""
    error = _error("Destroy target creature target, then exile a card from the command zone.")
    assert error.found == "," and error.label != "unknown-word"
    assert _error("Exile a card from the command frobnicate.").found == "command"


@pytest.mark.parametrize(
    ("text", "open_word"),
    [
        # a counter's name is any word in lower case just before "counter(s)" (CR 122.1)
        ("Destroy target creature target, then put two charge counters on this artifact.", "charge"),
        # a capitalised word no terminal knows, just before a card type or "token": a new creature type
        ("Destroy target creature target, then create a 1/1 Glorp creature token.", "Glorp"),
    ],
)
def test_a_word_of_an_open_class_read_where_it_stands_is_not_reported_as_unknown(text: str, open_word: str) -> None:
    """The failure is reported where the parser stopped, not at a word that is known where it
    stands; the same word where no reading fits is unknown."""
    error = _error(text)
    assert error.found == "," and error.label != "unknown-word", (error.found, error.reason)
    after = text.split(", then ")[1]
    assert parse_ability(normalise_ability(after[0].upper() + after[1:])).error is None
    assert _error(f"Draw a card, then {open_word} a card.").found == open_word
