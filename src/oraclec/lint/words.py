"""Words that current Oracle text does not use: a misspelt keyword (OC302) or another word
(OC711), with the closest word that it does use.

The vocabulary is every word of the grammar, of the rules' keyword lists, of the subtypes, and
of current Oracle text (:mod:`oraclec.lint.usage`). Capitalised words inside a sentence are
names and are left alone, as are words after "named".
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from .context import FaceContext, Word
from .keywords import (
    MISSPELT_ACTION,
    _action_forms,
    _case_like,
    _looks_like_keyword_line,
    keyword_items,
    known_words,
)
from .model import Category, Finding, Fix, Severity, define, runs
from .similar import Vocabulary

UNKNOWN_WORD = define(
    "OC711", "unknown-word", Category.STYLE, Severity.INFO,
    "a word that current Oracle text does not use, with the closest one it does", fix=Fix.UNSAFE,
)

#: how similar a word must be to be offered as the word meant
SIMILARITY = 0.75


#: a word this similar to a known word is that word even if a keyword is also near
CLEARLY = 0.9


@cache
def _vocabulary() -> tuple[dict[str, str], Vocabulary, Vocabulary]:
    """(keyword forms -> keyword, the keyword forms, every known word and keyword form)."""
    forms = _action_forms()
    return forms, Vocabulary(forms), Vocabulary({*known_words(), *forms})


def _sentence_start(words: list[Word], i: int) -> bool:
    return i == 0 or words[i - 1].text in (".", ":", "—", "•", '"')


@runs(MISSPELT_ACTION.code, UNKNOWN_WORD.code)
def check_words(ctx: FaceContext) -> Iterator[Finding]:
    known = known_words()
    forms, keyword_vocabulary, vocabulary = _vocabulary()
    for ability in ctx.abilities:
        rules = ability.rules
        found = keyword_items(rules)
        if _looks_like_keyword_line(rules, [(s, e) for s, e, _ in found], [k for _, _, k in found]):
            continue  # unknown keywords of keyword lines are OC301
        words = ctx.words(ability)
        for i, word in enumerate(words):
            if not word.is_word or len(word.text) < 3 or word.text[:1].isdigit():
                continue
            low = word.lower
            if low in known or low in forms:
                continue
            if word.text[:1].isupper() and not _sentence_start(words, i):
                continue  # a name
            if i > 0 and words[i - 1].lower == "named":
                continue
            best = vocabulary.scored(low, SIMILARITY)
            keyword = keyword_vocabulary.closest(low, SIMILARITY)
            match = best[1] if best else None
            if keyword is not None and (best is None or best[0] < CLEARLY or best[1] in forms):
                match = keyword
            if match is not None and match in forms:
                fix = _case_like(match, word.text)
                yield ctx.in_text(MISSPELT_ACTION.code, ability, word.start, word.end, f"{word.text!r} is not a word of Oracle text; did you mean the keyword {fix!r}?", fix)
            elif match is not None:
                fix = _case_like(match, word.text)
                yield ctx.in_text(UNKNOWN_WORD.code, ability, word.start, word.end, f"{word.text!r} does not appear in current Oracle text; did you mean {fix!r}?", fix)
            else:
                yield ctx.in_text(UNKNOWN_WORD.code, ability, word.start, word.end, f"{word.text!r} does not appear in current Oracle text")
