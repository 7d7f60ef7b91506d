"""The bundled corpus: coverage never goes down, nothing is silently dropped."""

from __future__ import annotations

import random
import warnings

from floor import FOLDER, UPDATE_COMMAND, Change, Floor, card_of
from oraclec import cards, stats
from oraclec.parser import parse_ability, parse_card
from oraclec.text import normalise_ability


class FloorCanBeRaised(UserWarning):
    """More of the corpus parses or compiles than the floor records."""


def test_parsed_names_are_the_parsed_cards(corpus_cards: list[cards.Card], corpus_stats: stats.Stats) -> None:
    assert len(corpus_stats.parsed_names) == corpus_stats.cards_parsed
    sample = corpus_stats.parsed_names[:: max(1, len(corpus_stats.parsed_names) // 50)]
    by_name = {card.name: card for card in corpus_cards}
    assert all(parse_card(by_name[name]).ok for name in sample)


def _why(card: cards.Card, number: int | None = None) -> str:
    """Why a card does not parse fully (its first failing ability, or ability ``number``), or
    does not compile fully."""
    parsed = parse_card(card)
    for n, ability in enumerate(parsed.abilities, 1):
        if ability.error is not None and number in (None, n):
            return f"ability {n}, {ability.text.text!r}: {ability.error.reason}"
    reasons = stats.card_unsupported_reasons(parsed)
    return "; ".join(reasons)


def test_coverage_floor(corpus_cards: list[cards.Card], corpus_stats: stats.Stats) -> None:
    """Every card of the floor (tests/coverage_floor/) still parses, every card of its compiled
    list still compiles fully, and every ability it lists still parses: by name, so one card
    breaking while another starts parsing fails. Gains only say the floor can be raised."""
    assert corpus_stats.cards == 29410
    change = Change.between(Floor.read(FOLDER), Floor.of(corpus_stats))
    by_name = {card.name: card for card in corpus_cards}

    def why(lost: str) -> str:
        name, number = (card_of(lost), int(lost.rpartition(" #")[2])) if lost in change.abilities_lost else (lost, None)
        return _why(by_name[name], number) if name in by_name else "not a card of the database"

    losses = change.losses(why=why)
    assert not losses, (
        f"{len(losses)} losses against the coverage floor (tests/coverage_floor/):\n"
        + "\n".join(losses)
        + f"\nFix them; if a loss is intended, `{UPDATE_COMMAND} --allow-drop NAME` for each card "
        "lowers the floor (and the commit names the cards)."
        + (f"\nMeanwhile {change.gains()}." if change.raised else "")
    )
    if change.raised:
        warnings.warn(FloorCanBeRaised(f"the coverage floor can be raised: {change.gains()}; run `{UPDATE_COMMAND}`"), stacklevel=1)


def test_no_compiler_bugs(corpus_stats: stats.Stats) -> None:
    """No lowering has a bug: an internal error is never acceptable. (How many parsed cards
    compile fully is the coverage floor's compiled list, test_coverage_floor.)"""
    from oraclec.compiler import INTERNAL_ERROR

    bugs = [reason for reason in corpus_stats.unsupported if INTERNAL_ERROR in reason]
    assert not bugs, bugs[:5]


def test_no_build_failures(corpus_stats: stats.Stats) -> None:
    """A parse tree that does not fit its AST class is a bug in the grammar or the AST."""
    builds = [f for f in corpus_stats.failures.values() if f.kind == "build"]
    assert not builds, builds[:5]


def test_appended_nonsense_never_parses(corpus_cards: list[cards.Card], corpus_stats: stats.Stats) -> None:
    """Mutation: a clause that means nothing, appended to a card that parses, must fail."""
    rng = random.Random(7)
    by_name = {card.name: card for card in corpus_cards}
    parsed = [by_name[name] for name in corpus_stats.parsed_names if by_name[name].faces[0].oracle_text.endswith(".")]
    sample = rng.sample(parsed, 300)
    for card in sample:
        text = card.faces[0].oracle_text.split("\n")[-1]
        for mutation in (
            text[:-1] + " and frobnicate the widget.",
            text + " Frobnicate the widget.",
            text[:-1] + ", then frobnicate target creature.",
        ):
            result = parse_ability(normalise_ability(mutation))
            assert result.line is None, f"{card.name}: accepted {mutation!r}"
