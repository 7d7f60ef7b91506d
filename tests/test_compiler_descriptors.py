"""Descriptor lists: negated words in a comma list all hold; "or" lists are alternatives."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.cards import Card
from oraclec.compiler import compile_face_for_runtime
from oraclec.runtime.casting import walk


def target_filter(text: str) -> fx.Filter:
    card = Card.from_text("Test Spell", text, type_line="Sorcery", mana_cost="{B}")
    abilities, missing = compile_face_for_runtime(card, card.faces[0])
    assert missing == ()
    return next(e for e in walk(tuple(abilities)) if isinstance(e, fx.Target)).what


@pytest.mark.parametrize(("text", "fields"), [
    ("Destroy target nonartifact, nonblack creature.", {"types": ("Creature",), "excluded_types": ("Artifact",), "excluded_colors": ("B",), "any_of": ()}),
    ("Exile target noncreature, nonland permanent.", {"excluded_types": ("Creature", "Land"), "any_of": ()}),
    ("Destroy target artifact, enchantment, or land.", {"any_types": ("Artifact", "Enchantment", "Land"), "excluded_types": ()}),
    ("Destroy target creature or planeswalker.", {"any_types": ("Creature", "Planeswalker"), "excluded_types": ()}),
])
def test_comma_lists_of_negated_words_are_conjunctions(text: str, fields: dict) -> None:  # type: ignore[type-arg]
    found = target_filter(text)
    for name, value in fields.items():
        assert getattr(found, name) == value, (name, found)
