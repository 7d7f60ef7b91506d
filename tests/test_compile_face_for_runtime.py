"""compiler.compile_face_for_runtime: the card pool's way to compile a face for the runtime."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.cards import Card
from oraclec.compiler import compile_face_for_runtime
from oraclec.runtime import CardPool
from oraclec.runtime.pool import default_face_compiler


def test_a_compiled_face_gives_its_abilities_and_nothing_missing() -> None:
    card = Card.from_text("Test Study", "Draw two cards.\nFlashback {2}{U}", type_line="Sorcery", mana_cost="{1}{U}")
    abilities, missing = compile_face_for_runtime(card, card.faces[0])
    assert missing == ()
    assert [type(a).__name__ for a in abilities] == ["SpellAbility", "Keyword"]
    assert abilities[0].effects == (fx.Draw(player=fx.You(), amount=fx.Fixed(value=2)),)


def test_what_does_not_parse_or_compile_is_listed_as_missing() -> None:
    card = Card.from_text("Test Oddity", "Draw a card.\nBlorp the flibber, then zorp.", type_line="Sorcery")
    abilities, missing = compile_face_for_runtime(card, card.faces[0])
    assert [type(a).__name__ for a in abilities] == ["SpellAbility"]
    assert missing == ("did not parse: Blorp the flibber, then zorp. (unknown word 'Blorp')",)


def test_the_card_pool_compiles_with_it_by_default() -> None:
    assert default_face_compiler() is compile_face_for_runtime
    pool = CardPool(cards=[Card.from_text("Test Study", "Draw two cards.", type_line="Sorcery", mana_cost="{1}{U}")])
    definition = pool.get("Test Study")
    assert definition.front.missing == ()
    assert isinstance(definition.front.abilities[0], fx.SpellAbility)
