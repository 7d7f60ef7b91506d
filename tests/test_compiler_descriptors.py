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


def test_a_subtype_ending_in_s_is_not_read_as_a_possessor() -> None:
    # Urza's Mine: "an Urza's Power-Plant" is a land with the subtypes Urza's and Power-Plant
    # (CR 205.3i), not a Power-Plant controlled by a chosen Urza
    card = Card.from_text("Test Land", "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.", type_line="Land")
    abilities, missing = compile_face_for_runtime(card, card.faces[0])
    assert missing == ()
    controls = [e for e in walk(tuple(abilities)) if isinstance(e, fx.Controls)]
    assert [c.what for c in controls] == [fx.Filter(subtypes=("Urza's", "Power-Plant")), fx.Filter(subtypes=("Urza's", "Tower"))]


def test_the_monarch_said_of_a_pronoun_is_the_player_named_last() -> None:
    # Garland, Royal Kidnapper: "for as long as they're the monarch": the opponent who became
    # the monarch (only a player is the monarch, CR 724.1), not the creature gained
    card = Card.from_text("Test Creature", "Whenever an opponent becomes the monarch, gain control of target creature that player controls for as long as they're the monarch.", type_line="Creature — Human", power="2", toughness="2")
    abilities, missing = compile_face_for_runtime(card, card.faces[0])
    assert missing == ()
    (held,) = [e for e in walk(tuple(abilities)) if isinstance(e, fx.HasDesignation)]
    assert held.player == fx.Found(key="triggering player")
