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


def test_a_die_result_table_is_merged_into_the_roll_before_it() -> None:
    """CR 706.2: the rows "1—9 | ...", "10—19 | ...", "20 | ..." become the results of the roll."""
    card = Card.from_text("Test Oracle", "Roll a d20.\n1—9 | Draw a card.\n10—19 | Draw two cards.\n20 | Draw three cards.", type_line="Sorcery")
    abilities, missing = compile_face_for_runtime(card, card.faces[0])
    assert missing == ()
    (spell,) = abilities
    (roll,) = spell.effects
    assert [(row.low, row.high, row.effects[0].amount) for row in roll.results] == [
        (1, 9, fx.Fixed(value=1)), (10, 19, fx.Fixed(value=2)), (20, 20, fx.Fixed(value=3)),
    ]


def test_a_spells_row_of_n_or_more_reaches_the_highest_result() -> None:
    card = Card.from_text("Test Oracle", "Roll a d20.\n1—14 | Draw a card.\n15+ | Draw two cards.", type_line="Sorcery")
    abilities, missing = compile_face_for_runtime(card, card.faces[0])
    assert missing == ()
    assert [(row.low, row.high) for row in abilities[0].effects[0].results] == [(1, 14), (15, None)]


def test_a_die_result_table_that_overlaps_leaves_a_gap_or_has_no_roll_is_an_error() -> None:
    for text, reason in (
        ("Roll a d20.\n1—10 | Draw a card.\n10—20 | Draw two cards.", "die-result rows overlap or are out of order at 10—20 (CR 706.2)"),
        ("Roll a d20.\n1—9 | Draw a card.\n11—20 | Draw two cards.", "die-result rows leave 10—10 uncovered (CR 706.2)"),
        ("Roll a d20.\n1—9 | Draw a card.", "die-result rows leave 10—20 uncovered (CR 706.2)"),
        ("Roll a six-sided die.\n1—3 | Draw a card.\n4—8 | Draw two cards.", "a die-result row goes past 6, the highest result of a d6 (CR 706.2)"),
        ("Draw a card.\n1—20 | Draw a card.", "a die-result table with no die roll before it (CR 706.2)"),
    ):
        card = Card.from_text("Test Oracle", text, type_line="Sorcery")
        abilities, missing = compile_face_for_runtime(card, card.faces[0])
        first_row = text.split("\n")[1]
        assert missing == (f"not compiled: {first_row} ({reason})",), text
        assert not any(isinstance(e, fx.DieResultRow) for e in fx.walk(abilities)), text


def test_a_compiled_card_reports_a_die_result_table_with_a_gap_on_its_first_row() -> None:
    from oraclec.compiled import compile_card

    card = Card.from_text("Test Oracle", "Roll a d20.\n1—9 | Draw a card.\n11—20 | Draw two cards.", type_line="Sorcery")
    compiled = compile_card(card)
    assert compiled.status == "partial"
    assert [(d.ability, d.message) for d in compiled.diagnostics] == [(1, "die-result rows leave 10—10 uncovered (CR 706.2)")]
    assert [line.status for line in compiled.faces[0].abilities] == ["compiled", "partial", "compiled"]
