""""permanent card" (CR 110.4b): a card with a permanent type, wherever it is, not "a token or a
card"."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


def filters(text: str) -> list[fx.Filter]:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    return [e for e in fx.walk(compiler.compile_line(parsed.line)) if isinstance(e, fx.Filter)]


@pytest.mark.parametrize(("text", "excluded"), [
    ("Return target permanent card from your graveyard to your hand.", ()),
    ("Return target nonland permanent card from your graveyard to your hand.", ("Land",)),
])
def test_a_permanent_card_has_a_permanent_type(text: str, excluded: tuple[str, ...]) -> None:
    (card,) = [f for f in filters(text) if f.zone == "graveyard"]
    assert card.any_types == PERMANENT_TYPES
    assert card.excluded_types == excluded
    assert card.kind == "card"


def test_a_token_or_card_is_still_either() -> None:
    (either,) = filters("Exile target token or card.")
    assert (either.kind, either.any_types) == ("token_or_card", ())
