"""The lexer tries a phrase terminal only at the words it can start with (lexer._first_words)."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oraclec.lexer import _SPLIT, CACHED_WORD_LENGTH, Scan, _first_words, _split, _words_of
from oraclec.parser import OracleLexer, lark, prepare


def test_first_words_of_alternatives_optional_parts_and_letter_runs():
    assert _first_words(r"(?:(?:basic )?[a-z]*cycling|flashback|level up)") == (
        frozenset({"basic", "cycling", "flashback", "level"}),
        frozenset({"cycling"}),
    )
    # punctuation is a word of its own, as the lexer splits it; a way that starts with a space
    # can never match at the start of a word
    assert _first_words(r",? ?rounded (?:up|down)") == (frozenset({",", "rounded"}), frozenset())
    # a capital letter in the regex is compared in lower case, as words are looked up
    assert _first_words(r"Level (?:up|down)") == (frozenset({"level"}), frozenset())


@pytest.mark.parametrize(
    "pattern",
    [
        r"\w+ strike",  # a class the reading does not enumerate
        r"[a-z]+ing[a-z]*",  # a letter run after the ending
        r"(a)\1",  # a back reference
    ],
)
def test_first_words_gives_up_on_what_it_cannot_read(pattern):
    assert _first_words(pattern) is None


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        # a contraction is one word, a possessive 's its own piece; "X/X" is a P/T, "Xenagos" a word
        ("It's X/X and Xenagos's", ["It's", "X/X", "and", "Xenagos", "'s"]),
        ("that’s let's who's Whit's", ["that’s", "let's", "who's", "Whit", "'s"]),
        ("and/or AND/OR band/or and/ore", ["and/or", "AND/OR", "band", "/", "or", "and", "/", "ore"]),
        ("{2}{W}, [−2]: +1/+1 */* 2+*/2 X/+1 X/a", ["{2}", "{W}", ",", "[−2]", ":", "+1/+1", "*/*", "2+*/2", "X/+1", "X", "/", "a"]),
        ("non-Human's it'sx 12 _", ["non-Human", "'s", "it'sx", "12"]),
        # a word and a final mark is two pieces; any space separates, a mark alone is a piece
        ("Then, draw a card. X.\u00a0it's.\tand;\n• ~.", ["Then", ",", "draw", "a", "card", ".", "X", ".", "it's", ".", "and", ";", "•", "~", "."]),
    ],
)
def test_split_into_pieces(text, pieces):
    found = _split(text)
    assert [value for value, _start, _end in found] == pieces
    assert all(text[start:end] == value for value, start, end in found)


def test_a_regex_of_plain_words_is_read_as_its_words():
    assert _words_of(re.compile("gained|lost")) == {"gained", "lost"}
    assert _words_of(re.compile("Gained|LOST", re.IGNORECASE)) == {"gained", "lost"}
    assert _words_of(re.compile("I|II")) == {"I", "II"}  # case kept where the regex keeps it
    for pattern in (r"counters?", r"(?:a|b)", "a||b", r"\d+", "é|e"):
        assert _words_of(re.compile(pattern)) is None, pattern


@pytest.mark.parametrize("word", ["gained", "Gained", "LOST", "and", "AND", "I", "i", "II", "counters", "ſo", "\u212a", "two", "Two", "it's"])
def test_classify_reads_words_as_the_terminals_regexes_do(word):
    prepare()
    vocabulary = OracleLexer.vocabulary
    by_regex = [name for name, regex in vocabulary.patterns if regex.fullmatch(word)]
    found = vocabulary.classify(word)
    assert [name for name in found if name in dict(vocabulary.patterns)] == by_regex


def _phrase_terminals() -> list[tuple[str, str, int]]:
    return [
        (t.name, t.pattern.value, re.IGNORECASE if "i" in t.pattern.flags else 0)
        for t in lark().terminals
        if t.pattern.type == "re" and " " in t.pattern.value
    ]


@pytest.mark.parametrize(("name", "pattern", "flags"), _phrase_terminals())
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_every_text_a_phrase_terminal_matches_starts_with_one_of_its_first_words(name, pattern, flags, data):
    starts = _first_words(pattern)
    if starts is None:
        return  # tried at every word
    words, endings = starts
    text = data.draw(st.from_regex(re.compile(pattern, flags), fullmatch=True).filter(lambda t: t[:1] not in " \n"))
    first = _SPLIT.match(text)
    assert first is not None
    word = first.group().lower()
    assert word in words or word.endswith(tuple(endings)), (name, text)


@pytest.mark.parametrize(("name", "pattern", "flags"), _phrase_terminals())
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_the_words_that_may_follow_a_phrase_start_lose_no_reading(name, pattern, flags, data):
    """A phrase is tried at a word only when the next word may follow there
    (Vocabulary.phrase_followers): on texts the phrase matches, the readings are those of a
    lexer that tries every phrase."""
    prepare()
    vocabulary = OracleLexer.vocabulary
    text = data.draw(st.from_regex(re.compile(pattern, flags), fullmatch=True).filter(lambda t: t[:1] not in " \n"))
    text += data.draw(st.sampled_from(["", ".", " a card.", ", then"]))
    with_followers = Scan(text, vocabulary).readings(0)
    saved = vocabulary.phrase_followers
    try:
        vocabulary.phrase_followers = {}
        every_phrase = Scan(text, vocabulary).readings(0)
    finally:
        vocabulary.phrase_followers = saved
    assert with_followers == every_phrase, (name, text)


def test_a_phrase_is_tried_only_before_the_words_that_may_follow_its_first():
    prepare()
    followers = OracleLexer.vocabulary.phrase_followers
    assert followers[","]["ROUNDING"] == {"rounded"}
    assert followers["the"]["THE_BATTLEFIELD"] == {"battlefield"}
    assert [r[0] for r in Scan(", rounded up.", OracleLexer.vocabulary).readings(0)][:1] == ["ROUNDING"]


def test_a_counter_name_is_a_lower_case_word_just_before_counter():
    """CR 122.1: any kind of counter, named by the word before "counter(s)"; nowhere else, and
    never a word in capitals (a name) or a number."""
    prepare()

    def names(text: str) -> list[str]:
        scan = Scan(text, OracleLexer.vocabulary)
        return [scan.pieces[i][0] for i in range(len(scan.pieces)) if "COUNTER_NAME" in [r[0] for r in scan.readings(i)]]

    assert names("Put an ingenuity counter on it.") == ["ingenuity"]
    assert names("Remove three fire-and-ice counters from it.") == ["fire-and-ice"]
    assert names("Put an Ingenuity counter on it.") == []
    assert names("Put 3 counters on it, then ingenuity.") == []
    assert names("The ingenuity of it counters the spell.") == ["it"]  # the parser's state decides (test below)


def test_a_word_of_the_grammar_before_counter_keeps_its_own_reading():
    """"a counter", "two counters", "all counters": the article, number or determiner, not a
    counter named "a" (the counter name is the last reading, taken where nothing else fits)."""
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    for text, kind in [
        ("Put a counter on target creature.", None),
        ("Put two counters on target creature.", None),
        ("Put an ingenuity counter on target creature.", "ingenuity"),
        ("Put a first strike counter on target creature.", "first strike"),
    ]:
        parsed = parse_ability(normalise_ability(text))
        assert parsed.line is not None, parsed.error
        kinds = [n for n in parsed.line.walk() if type(n).__name__ == "CounterKind"]
        assert [k.name for k in kinds] == ([] if kind is None else [kind]), text


def test_a_subtype_the_rules_do_not_list_is_a_capitalised_word_inside_a_sentence_before_a_type():
    """"create a Mutagen token", "a 1/1 Glorp Wizard creature token": a word no terminal knows,
    capitalised where a capital means a name, before a card type or "token" (CR 205.3)."""
    prepare()

    def subtypes(text: str) -> list[str]:
        scan = Scan(text, OracleLexer.vocabulary)
        return [scan.pieces[i][0] for i in range(len(scan.pieces)) if "SUBTYPE" in [r[0] for r in scan.readings(i)]]

    assert subtypes("Create a Mutagen token.") == ["Mutagen"]
    assert subtypes("Create a 1/1 green Glorp Wizard creature token.") == ["Glorp", "Wizard"]
    assert subtypes("Glorp creatures you control get +1/+1.") == []  # a sentence's first word: no evidence
    assert subtypes("Destroy target Glorp.") == []  # no type after it
    assert subtypes("Create a glorp creature token.") == []  # not capitalised
    assert subtypes("Create a Wicked Role token.") == ["Role"]  # a predefined token's name (CR 111.10q)


def test_a_predefined_tokens_name_that_is_no_subtype_is_a_token_name():
    """"a Monster Role token", "a Young Hero Role token" (CR 111.10): the words of the names the
    rules give that are no subtype; a subtype in a name ("Sorcerer Role", "Hero") stays one."""
    prepare()

    def names(text: str) -> list[str]:
        scan = Scan(text, OracleLexer.vocabulary)
        return [scan.pieces[i][0] for i in range(len(scan.pieces)) if "TOKEN_NAME" in [r[0] for r in scan.readings(i)]]

    assert names("Create a Young Hero Role token.") == ["Young"]  # "Hero" is a creature type
    assert names("Create a Monster Role token.") == ["Monster"]
    assert names("Create a Sorcerer Role token.") == []
    assert names("Create a monster token.") == []  # names are capitalised


def test_classify_keeps_no_word_longer_than_a_real_one():
    """The terminals of each word seen are kept: 65,536 words of thousands of letters (a fuzzer's)
    would fill gigabytes. A word too long to be real is classified each time, the same way."""
    prepare()
    vocabulary = OracleLexer.vocabulary
    long_word = "a" * (CACHED_WORD_LENGTH + 1)
    assert vocabulary.classify(long_word) == vocabulary._classify(long_word)
    assert long_word not in vocabulary._classes
    real = "Asmoranomardicadaistinaculdacar"  # the longest word of the bundled database's text
    assert vocabulary.classify(real) == vocabulary._classify(real)
    assert real in vocabulary._classes


# -- another reading where the first choice fails further on -----------------------------------
# "have" is both the "have" of "you have hexproof" and that of "you have no cards in hand": the
# first reads on for the five words the lexer looks ahead, and fails only at what follows the
# comma. The parser then tries the other readings of the words where the lexer had a choice.
@pytest.mark.parametrize(
    "text",
    [
        "At the beginning of your upkeep, if you have no cards in hand, draw a card.",
        "Whenever this creature attacks, if defending player has two or fewer cards in hand, it gains flying until end of turn.",
        "This creature can't block unless you have four or more cards in hand.",
        "This creature gets +1/+2 as long as you have one or fewer cards in hand.",
        # the comma after "hand" has many readings, all but one dead at once: trying them does
        # not use up what is left for the reading of "have"
        "As long as you have one or fewer cards in hand, Minotaurs you control get +2/+0.",
    ],
)
def test_a_reading_that_fails_past_the_lookahead_is_replaced_by_another(text):
    from oraclec.parser import parse_text
    from oraclec.render import render_ability

    assert render_ability(parse_text(text)) == text


@pytest.mark.parametrize(
    "text",
    [
        "At the beginning of your upkeep, if you have no cards in hand, frobnicate a card.",
        "At the beginning of your upkeep, if you have no cards in hand draw a card.",
    ],
)
def test_no_reading_makes_a_near_miss_parse(text):
    from oraclec.parser import ParseError, parse_text

    with pytest.raises(ParseError):
        parse_text(text)


def test_the_lexer_records_its_choices_and_takes_a_forced_reading():
    from lark.exceptions import UnexpectedToken

    from oraclec.lexer import DeadChoice, tokens
    from oraclec.parser import _driver

    driver = _driver()
    text = "At the beginning of your upkeep, if you have no cards in hand, draw a card."
    have = [value for value, _s, _e in _split(text)].index("have")

    def kinds(forced):
        found: list[tuple[int, int, int]] = []
        stack = [driver.start_state]
        values: list = []
        positions: list = []
        read = []
        try:
            for kind, value, start, stop in tokens(text, driver.vocabulary, driver.states, stack, driver.end_states, None, forced, found):
                read.append((value, kind))
                driver._feed(stack, values, positions, kind, value, start, stop)
        except UnexpectedToken:
            pass  # the first reading fails at "draw": what was read up to there is the answer
        return dict(read), found

    first, choices = kinds(None)
    chosen = next(c for c in choices if c[0] == have)
    assert first["have"] == "_HAVE"  # the "have" of "you have hexproof", which fails at "draw"
    other, _ = kinds({have: chosen[2] + 1})
    assert other["have"] == "HAVE_VERB" and other["draw"] == "DRAW"
    # where the lexer took a later reading, the ones before it did not go on: forced, one is refused
    word, _count, taken = next(c for c in choices if c[2] > 0)
    with pytest.raises(DeadChoice):
        kinds({word: 0})


def test_the_other_readings_of_a_failing_text_cost_a_bounded_number_of_parses():
    from oraclec.parser import RETRIES, ParseError, _driver, _parse_uncached

    text = "At the beginning of your upkeep, " + "if you have no cards in hand, " * 40 + "draw a card"  # no period
    driver = _driver()
    before = driver.parses
    assert isinstance(_parse_uncached(text), ParseError)
    assert 1 < driver.parses - before <= 1 + RETRIES


def test_a_text_that_fails_at_an_unknown_word_is_not_read_again():
    from oraclec.parser import ParseError, _driver, _parse_uncached

    text = "At the beginning of your upkeep, if you have no cards in hand, frobnicate a card."
    driver = _driver()
    before = driver.parses
    assert isinstance(_parse_uncached(text), ParseError)
    assert driver.parses - before == 1


def test_a_long_failing_text_is_read_again_only_as_far_as_the_character_budget_allows():
    from oraclec.parser import RETRY_CHARACTERS, ParseError, _driver, _parse_uncached

    clause = "if you have no cards in hand, "
    text = "At the beginning of your upkeep, " + clause * (RETRY_CHARACTERS // len(clause) + 1) + "draw a card"
    driver = _driver()
    before = driver.parses
    assert isinstance(_parse_uncached(text), ParseError)
    assert driver.parses - before == 1
