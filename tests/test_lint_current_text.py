"""Wordings of current Oracle text that the linter accepts (issue 7: every finding on the bundled
database but syntax is a false positive), and the same checks still firing on user text."""

from __future__ import annotations

import pytest

from oraclec.lint import CHECKS, Category, Options, lint_text
from oraclec.lint import usage as lint_usage

NO_SYNTAX = Options(select=frozenset(c for c, check in CHECKS.items() if check.category is not Category.SYNTAX), suggest=False)
BEAR = {"name": "Grizzly Bears", "type_line": "Creature — Bear", "pt": "2/2", "mana_cost": "{1}{G}"}


def codes(text: str, options: Options = NO_SYNTAX, **fields: str) -> list[str]:
    return [d.code for d in lint_text(text, options, **fields)]


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Draft a card from Grizzly Bears's spellbook.",  # the spellbook is outside the game
        "Draw cards equal to Grizzly Bears's intensity.",
        "Conjure a card named Grizzly Bears into your hand.",
        "Grizzly Bears intensifies by 1.",
    ],
)
def test_a_name_that_is_no_self_reference(text: str) -> None:
    assert "OC205" not in codes(text, **BEAR)


def test_digital_text_keeps_the_name_and_paper_text_does_not() -> None:
    assert "OC205" not in codes("When Grizzly Bears enters, seek a land card.", **BEAR)
    assert "OC205" in codes("When Grizzly Bears enters, search your library for a land card.", **BEAR)


@pytest.mark.parametrize(
    "text",
    [
        "Starting intensity 2",
        "Shackle {3} ({3}: Attach to target creature you don't control. Shackle only as a sorcery.)",
        "Squirrellink (Damage dealt by this creature also causes you to create that many 1/1 green Squirrel creature tokens.)",
        "Choose one at random. Create a token that's a copy of the chosen card.\n• Lightning Bolt\n• Liliana of the Veil\n• Sheoldred, the Apocalypse",
        "Thrusters [6] → Flying",
        "1 point each → Flash; deathtouch; reach; or ward {2}",
        "3 points each → +1/+1; or +0/+2",
    ],
)
def test_lines_that_take_no_period(text: str) -> None:
    assert "OC704" not in codes(text, **BEAR)


@pytest.mark.parametrize("text", ["Draw a card", "Choose one —\n• Draw a card.\n• Gain 3 life", "Thrusters [6] → Draw a card"])
def test_sentences_still_take_a_period(text: str) -> None:
    assert "OC704" in codes(text, **BEAR)


def test_a_keyword_its_reminder_text_defines_is_no_misspelling() -> None:
    teach = "Teach {1}{R} (Then exile this spell taught to a creature you control.)"
    assert "OC301" not in codes(teach, name="Pyromancy 101", type_line="Sorcery — Lesson")
    assert "OC301" in codes("Teach", type_line="Creature — Bear", pt="2/2")  # no reminder: "Reach"?
    flying = "Flyng (This creature can't be blocked except by creatures with flying or reach.)"
    assert "OC301" in codes(flying, **BEAR)  # the reminder text is flying's


def test_the_back_face_of_a_transforming_planeswalker_has_no_loyalty() -> None:
    from oraclec.cards import Card, Face, TypeLine
    from oraclec.lint import lint_card

    front = Face(name="Kid", mana_cost="{G}", type_line=TypeLine.parse("Legendary Creature — Human"), oracle_text="", power="1", toughness="1")
    back = Face(name="Kid, Grown", mana_cost=None, type_line=TypeLine.parse("Legendary Planeswalker — Kid"), oracle_text="[+1]: Draw a card.")
    transform = Card(name="Kid // Kid, Grown", faces=(front, back), layout="transform")
    modal = Card(name="Kid // Kid, Grown", faces=(front, back), layout="modal_dfc")  # the back face may be cast
    assert "OC404" not in [d.code for d in lint_card(transform, NO_SYNTAX)]
    assert "OC404" in [d.code for d in lint_card(modal, NO_SYNTAX)]


def test_a_digital_only_card_is_outside_paper_templating() -> None:
    """A card whose text uses a digital-only action (or picks "a random" object, or carries an
    Alchemy rebalancing's "A-" name) is the game client's text: "enters the battlefield", its name
    and "Flying, Lifelink" are how that text is written. The same lines on a paper card are
    reported."""
    digital = "When Grizzly Bears enters the battlefield, conjure a card named Giant Growth into your hand."
    assert not {"OC203", "OC205"} & set(codes(digital, **BEAR))
    assert {"OC203", "OC205"} <= set(codes(digital.replace("conjure a card named Giant Growth into your hand", "draw a card"), **BEAR))
    astral = "When Grizzly Bears comes into play, it gains protection from a random color permanently."
    assert not {"OC208", "OC215"} & set(codes(astral, **BEAR))
    assert {"OC208", "OC215"} <= set(codes(astral.replace("a random color", "the color of your choice"), **BEAR))
    # "at random" is a player's choice in paper text, not a digital card's
    assert "OC203" in codes("When Grizzly Bears enters the battlefield, discard a card at random.", **BEAR)
    assert "OC308" not in codes("Flying, Lifelink\nWhenever Grizzly Bears attacks, it perpetually gets +1/+0.", **BEAR)
    assert "OC308" in codes("Flying, Lifelink\nWhenever this creature attacks, it gets +1/+0 until end of turn.", **BEAR)
    assert "OC703" in codes("flying, lifelink\nWhenever Grizzly Bears attacks, it perpetually gets +1/+0.", **BEAR)  # a line still starts capitalised
    assert "OC203" not in codes("Grizzly Bears enters the battlefield tapped.", **{**BEAR, "name": "A-Grizzly Bears"})
    summon = {"name": "Prismatic Dragon", "type_line": "Summon Dragon", "pt": "2/3"}
    assert "OC406" not in codes("Flying\nDuring your upkeep, Prismatic Dragon becomes a random color.", **summon)
    assert "OC406" in codes("Flying", **summon)


def test_types_of_nontraditional_cards_are_card_types() -> None:
    """"Hero" (the Hero's Path cards) and "Stickers" (a sticker sheet, CR 123.2) are what current
    type lines write before the dash; "Hero" is still a subtype after "Creature"."""
    assert "OC406" not in codes("Whenever a creature you control attacks, scry 1.", name="The Warrior", type_line="Hero")
    assert "OC406" not in codes("Equipped creature gets +1/+1.", name="Axe", type_line="Hero Artifact — Equipment")
    assert "OC406" in codes("Flying", name="Bird", type_line="Creature Hero", pt="1/1")
    assert "OC406" in codes("Flying", name="Bird", type_line="Summon Hero", pt="1/1")


def test_conventions_printed_cards_break_are_the_database_s_reviewed_entries() -> None:
    """Captain America's cost is printed in flag order, {R}{W}{U}; Wrenn and One is a planeswalker
    that is not legendary: Oracle keeps both, no rule of the language makes them right, so the
    bundled database's baseline lists them with the reason, and the checks report the same thing
    on any card, that one given by hand included."""
    from oraclec import cards
    from oraclec.lint import baseline

    accepted = {(e.card, e.code) for e in baseline.read(baseline.beside(cards.bundled_database())).entries}
    assert {("Captain America, First Avenger", "OC503"), ("Wrenn and One", "OC409")} <= accepted
    captain = {"name": "Captain America, First Avenger", "type_line": "Legendary Creature — Human Soldier Hero", "pt": "4/4"}
    assert "OC503" in codes("Vigilance", mana_cost="{R}{W}{U}", **captain)
    assert "OC503" not in codes("Vigilance", mana_cost="{U}{R}{W}", **captain)
    assert lint_usage.data().get("attested") is None


def test_cli_lints_one_card_of_the_database(capsys: pytest.CaptureFixture[str], tmp_path) -> None:  # type: ignore[no-untyped-def]
    import json

    from oraclec.cli import main

    assert main(["lint", "--card", "forsaken crossroads"]) == 0  # by name, any case; the database's baseline applies
    assert "1 card checked: no findings" in capsys.readouterr().err
    database = tmp_path / "cards.jsonl"
    bear = {"object": "card", "name": "Grizzly Bears", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "When Grizzly Bears enters the battlefield, draw a card.", "power": "2", "toughness": "2"}
    database.write_text(json.dumps(bear) + "\n", encoding="utf-8")
    assert main(["lint", "--card", "Grizzly Bears", "--db", str(database), "--json", "--no-suggest"]) == 1
    document = json.loads(capsys.readouterr().out)
    assert (document["cards"], [f["code"] for f in document["findings"]]) == (1, ["OC205", "OC203"])
    assert main(["lint", "--card", "No Such Card", "--db", str(database)]) == 2
    assert "no card named 'No Such Card'" in capsys.readouterr().err
    assert main(["lint", "--card", "Grizzly Bears", "Draw a card."]) == 2


def test_paper_drafting_is_not_a_digital_card() -> None:
    """Conspiracy's cards act in a paper draft ("Draft this card face up"): they keep their name,
    but the rest of their text is paper text, held to paper templating."""
    spy = {"name": "Cogwork Spy", "type_line": "Artifact Creature — Bird Construct", "pt": "2/1"}
    assert "OC205" not in codes("Reveal Cogwork Spy as you draft it.\nFlying", **spy)
    assert "OC203" in codes("Draft Cogwork Spy face up.\nWhen Cogwork Spy enters the battlefield, draw a card.", **spy)


def test_a_shortened_own_name_is_no_keyword() -> None:
    """Oracle text may shorten a card's name ("World Champion" on 1996 World Champion): its
    capitalised words are the name, not a keyword written in capitals; another card's text that
    capitalises the keyword is reported."""
    champion = {"name": "1996 World Champion", "type_line": "Legendary Creature — Human", "pt": "*/*"}
    assert "OC308" not in codes("World Champion has power and toughness equal to your life total.", **champion)
    assert "OC308" in codes("Target creature gains Flying until end of turn.", name="Flying Ace", type_line="Creature — Human Pilot", pt="1/1")
    assert "OC308" in codes("World Champion has Flying.", **champion)
