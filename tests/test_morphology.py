"""English verb morphology (oraclec.morphology): the grammar's participle terminals are derived
from the verbs' base forms."""

import pytest

from oraclec.morphology import base_form, expand_inflections, past_participle, past_tense, present_participle


@pytest.mark.parametrize(
    "verb,past,participle",
    [
        ("exile", "exiled", "exiled"),  # -d after a final e
        ("copy", "copied", "copied"),  # consonant + y -> ied
        ("play", "played", "played"),  # vowel + y stays
        ("tap", "tapped", "tapped"),  # one stressed syllable: the consonant doubles
        ("untap", "untapped", "untapped"),  # a prefix keeps the stem's form
        ("commit", "committed", "committed"),  # stressed last syllable
        ("equip", "equipped", "equipped"),  # "qu" is a consonant
        ("counter", "countered", "countered"),  # unstressed: no doubling
        ("attack", "attacked", "attacked"),
        ("mill", "milled", "milled"),
        ("tax", "taxed", "taxed"),  # never a doubled x
        ("draw", "drew", "drawn"),  # irregular
        ("put", "put", "put"),
        ("deal", "dealt", "dealt"),
        ("cast", "cast", "cast"),
        ("spend", "spent", "spent"),
        ("choose", "chose", "chosen"),
        ("recast", "recast", "recast"),
    ],
)
def test_forms(verb: str, past: str, participle: str) -> None:
    assert past_tense(verb) == past
    assert past_participle(verb) == participle


def test_a_terminal_written_by_base_forms_gets_the_derived_forms_longest_first() -> None:
    assert expand_inflections("DONE_PP: %participles put draw sacrifice") == "DONE_PP: /(?:sacrificed|drawn|put)/i"
    assert expand_inflections("_X.2: %past gain lose") == "_X.2: /(?:gained|lost)/i"
    assert expand_inflections('other: "put" np') == 'other: "put" np'
    # nouns by their English plurals ("die" -> "dice", CR 706.1)
    assert expand_inflections("TOTALS: %plurals total die") == "TOTALS: /(?:totals|dice)/i"


def test_base_form_reads_a_form_back_among_known_verbs() -> None:
    assert base_form("Drawn", ("put", "draw")) == "draw"
    assert base_form("drew", ("put", "draw")) == "draw"
    assert base_form("frobnicated", ("put", "draw")) is None


@pytest.mark.parametrize(
    "verb,gerund",
    [
        ("sacrifice", "sacrificing"),  # a silent final e goes
        ("exile", "exiling"),
        ("choose", "choosing"),
        ("cycle", "cycling"),
        ("discard", "discarding"),
        ("tap", "tapping"),  # one stressed syllable: the consonant doubles
        ("untap", "untapping"),  # a prefix keeps the stem's form
        ("commit", "committing"),  # stressed last syllable
        ("counter", "countering"),  # unstressed: no doubling
        ("foretell", "foretelling"),
        ("play", "playing"),  # y stays
        ("copy", "copying"),
        ("die", "dying"),  # -ie -> -ying
        ("lie", "lying"),
        ("be", "being"),  # the e of "be" is its vowel, not silent
        ("see", "seeing"),
        ("draw", "drawing"),  # irregular in the past, regular here
        ("put", "putting"),
        ("win", "winning"),
        ("take", "taking"),
        ("search", "searching"),
        ("scry", "scrying"),
        ("mill", "milling"),
        ("tax", "taxing"),
    ],
)
def test_present_participle(verb: str, gerund: str) -> None:
    assert present_participle(verb) == gerund


def test_a_terminal_of_gerunds() -> None:
    assert expand_inflections("_BY_COST: %gerunds sacrifice pay put") == "_BY_COST: /(?:sacrificing|putting|paying)/i"
