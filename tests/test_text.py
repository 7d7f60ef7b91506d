"""Text normalisation: abilities, reminder text, self-references, loyalty costs, dashes, and the
map from every normalised character back to the original text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oraclec.cards import Card, Face, TypeLine
from oraclec.text import (
    MINUS,
    SELF,
    AbilityText,
    abilities,
    join_reminders,
    line_column,
    normalise_ability,
    normalise_text,
    plain_abilities,
    self_names,
)


def face(name: str, text: str, type_line: str = "Creature — Human") -> Face:
    return Face(name=name, type_line=TypeLine.parse(type_line), oracle_text=text)


def rules_of(text: str, names: tuple[str, ...] = ()) -> list[str]:
    return [a.rules for a in normalise_text(text, names)]


def check_offsets(ability: AbilityText, names: tuple[str, ...] = ()) -> None:
    """Every character of the rules text maps to the original character it came from."""
    original = ability.original
    assert len(ability.offsets) == len(ability.rules) + 1
    assert list(ability.offsets) == sorted(ability.offsets)
    for char, offset in zip(ability.rules, ability.offsets, strict=False):
        if char == SELF:
            assert original[offset] == SELF or any(original.startswith(n, offset) for n in names)
        elif char == "—":
            assert original[offset] in "-—"
        elif char == MINUS:
            assert original[offset] in "-−"
        elif char in "[]":
            assert original[offset] in char + "+-−0123456789X:"  # written, or inserted before
        else:
            assert original[offset] == char, (char, offset, original)


# -- abilities -------------------------------------------------------------------------------------
def test_lines_are_abilities() -> None:
    text = "Flying\n\nWhen this creature enters, draw a card.\n{T}: Add {G}."
    found = normalise_text(text)
    assert [a.rules for a in found] == ["Flying", "When this creature enters, draw a card.", "{T}: Add {G}."]
    assert [a.index for a in found] == [0, 1, 2]
    assert [a.start for a in found] == [0, 8, text.index("{T}")]
    for ability in found:
        check_offsets(ability)


def test_bullets_join_the_line_that_introduces_them() -> None:
    text = "Flying\nWhen this creature enters, choose one —\n• Draw a card.\n• Mill two cards.\nVigilance"
    assert rules_of(text) == [
        "Flying",
        "When this creature enters, choose one —\n• Draw a card.\n• Mill two cards.",
        "Vigilance",
    ]


def test_spree_modes_join_the_spree_line() -> None:
    text = "Spree (Choose one or more additional costs.)\n+ {1} — Counter target spell.\n+ {2} — Draw a card."
    (ability,) = normalise_text(text)
    assert ability.rules == "Spree\n+ {1} — Counter target spell.\n+ {2} — Draw a card."
    assert ability.text == text
    check_offsets(ability)


def test_pawprint_modes_join_the_line_that_introduces_them() -> None:
    """CR 700.2i: "{P}{P} — ..." lines are modes of the "worth of modes" line before them."""
    text = "Choose up to five {P} worth of modes.\n{P} — Draw a card.\n{P}{P} — Mill two cards.\nFlying"
    assert rules_of(text) == ["Choose up to five {P} worth of modes.\n{P} — Draw a card.\n{P}{P} — Mill two cards.", "Flying"]
    (ability, _) = normalise_text(text)
    check_offsets(ability)


def test_a_loyalty_line_is_not_a_spree_mode() -> None:
    assert rules_of("Draw a card.\n+1: Scry 1.") == ["Draw a card.", "[+1]: Scry 1."]


# -- reminder text ---------------------------------------------------------------------------------
def test_reminder_text_is_separated_with_its_span() -> None:
    text = "Flying (This creature can't be blocked except by creatures with flying or reach.)"
    (ability,) = normalise_text(text)
    assert ability.rules == "Flying"
    assert ability.text == text
    (reminder,) = ability.reminders
    assert reminder.text == "This creature can't be blocked except by creatures with flying or reach."
    assert (reminder.at, reminder.before) == (6, " ")
    assert text[reminder.start : reminder.end] == f"({reminder.text})"
    assert join_reminders(ability.rules, ability.reminders) == text


def test_reminder_in_the_middle_and_several_reminders() -> None:
    text = "Kicker {2} (You may pay an additional {2}.) and ward {1} (Whenever this becomes the target.)"
    (ability,) = normalise_text(text)
    assert ability.rules == "Kicker {2} and ward {1}"
    assert [r.at for r in ability.reminders] == [10, 23]
    assert join_reminders(ability.rules, ability.reminders) == text
    for reminder in ability.reminders:
        assert text[reminder.start : reminder.end] == f"({reminder.text})"
    check_offsets(ability)


def test_nested_parentheses_are_one_reminder() -> None:
    (ability,) = normalise_text("Devoid (This card has no color (it is colorless).)")
    assert ability.rules == "Devoid"
    assert [r.text for r in ability.reminders] == ["This card has no color (it is colorless)."]


def test_a_line_of_reminder_text_only() -> None:
    (ability,) = normalise_text("(Transforms from Delver of Secrets.)")
    assert ability.rules == ""
    assert ability.reminders[0].at == 0 and ability.reminders[0].before == ""
    assert ability.text == "(Transforms from Delver of Secrets.)"


# -- self-references -------------------------------------------------------------------------------
def test_full_name_and_legendary_short_name() -> None:
    bilbo = face(
        "Bilbo, Thief in the Night",
        "Whenever Bilbo attacks, draw a card.\nBilbo, Thief in the Night can't be blocked. Bilbo's power is 2.",
        "Legendary Creature — Halfling Rogue",
    )
    assert self_names(bilbo) == ("Bilbo, Thief in the Night", "Bilbo")
    assert [a.rules for a in abilities(bilbo)] == [
        "Whenever ~ attacks, draw a card.",
        "~ can't be blocked. ~'s power is 2.",
    ]
    for ability in abilities(bilbo):
        check_offsets(ability, self_names(bilbo))


def test_short_name_without_a_comma() -> None:
    arcanis = face("Arcanis the Omnipotent", "{T}: Draw three cards.", "Legendary Creature — Wizard")
    assert self_names(arcanis) == ("Arcanis the Omnipotent", "Arcanis")


def test_an_alchemy_rebalancing_is_called_by_its_name_without_the_database_prefix() -> None:
    gargoyle = face("A-Cloister Gargoyle", "When Cloister Gargoyle enters, venture into the dungeon.", "Artifact Creature — Gargoyle")
    assert self_names(gargoyle) == ("A-Cloister Gargoyle", "Cloister Gargoyle")
    assert [a.rules for a in abilities(gargoyle)] == ["When ~ enters, venture into the dungeon."]
    krydle = face("A-Krydle of Baldur's Gate", "Whenever Krydle attacks, draw a card.", "Legendary Creature — Human Rogue")
    assert self_names(krydle) == ("A-Krydle of Baldur's Gate", "Krydle of Baldur's Gate", "Krydle")


@pytest.mark.parametrize(
    ("name", "type_line"),
    [
        ("Sliver Queen", "Legendary Creature — Sliver"),  # "Sliver" is a subtype
        ("Gaea's Cradle", "Legendary Land"),  # a possessive is not a name
        ("The Ur-Dragon", "Legendary Creature — Dragon Avatar"),
        ("Goblin Guide", "Creature — Goblin Scout"),  # not legendary: no short name at all
        ("Lightning Helix", "Instant"),
    ],
)
def test_no_short_name(name: str, type_line: str) -> None:
    assert self_names(face(name, "", type_line)) == (name,)


def test_a_planeswalkers_subtype_is_its_short_name_where_it_stands_as_a_name() -> None:
    # CR 205.3j, 201.5: "Ajani deals 3 damage" on Ajani Vengeant is this planeswalker; "a Gideon
    # planeswalker", "each Garruk you control", "a card named Nissa's Chosen" are the subtype
    ajani = face("Ajani Vengeant", "[−2]: Ajani deals 3 damage to any target and you gain 3 life.", "Legendary Planeswalker — Ajani")
    assert self_names(ajani) == ("Ajani Vengeant", "Ajani")
    assert [a.rules for a in abilities(ajani)] == ["[−2]: ~ deals 3 damage to any target and you gain 3 life."]
    gideon = face("Gideon of the Trials", 'Until end of turn, Gideon becomes a 4/4. You get an emblem with "As long as you control a Gideon planeswalker, you can\'t lose the game."', "Legendary Planeswalker — Gideon")
    assert [a.rules for a in abilities(gideon)] == ['Until end of turn, ~ becomes a 4/4. You get an emblem with "As long as you control a Gideon planeswalker, you can\'t lose the game."']
    nissa = face("Nissa Revane", "Search your library for a card named Nissa's Chosen, put it onto the battlefield, then shuffle. Put a loyalty counter on Nissa.", "Legendary Planeswalker — Nissa")
    assert [a.rules for a in abilities(nissa)] == ["Search your library for a card named Nissa's Chosen, put it onto the battlefield, then shuffle. Put a loyalty counter on ~."]
    garruk = face("Garruk, Cursed Huntsman", "Put a loyalty counter on each Garruk you control. Target Garruk gains hexproof. Garruk deals 2 damage to any target.", "Legendary Planeswalker — Garruk")
    assert [a.rules for a in abilities(garruk)] == ["Put a loyalty counter on each Garruk you control. Target Garruk gains hexproof. ~ deals 2 damage to any target."]


def test_subtype_is_not_a_self_reference() -> None:
    queen = face("Sliver Queen", "{2}: Create a 1/1 colorless Sliver creature token.", "Legendary Creature — Sliver")
    assert [a.rules for a in abilities(queen)] == ["{2}: Create a 1/1 colorless Sliver creature token."]


def test_face_names_of_a_multi_face_card() -> None:
    fire = face("Fire", "Fire deals 2 damage divided as you choose among one or two targets.", "Instant")
    ice = face("Ice", "Tap target permanent.\nDraw a card.", "Instant")
    card = Card(name="Fire // Ice", layout="split", faces=(fire, ice))
    assert [a.rules for a in abilities(fire, card)] == ["~ deals 2 damage divided as you choose among one or two targets."]
    assert self_names(fire, card) == ("Fire // Ice", "Fire")


def test_the_short_name_of_another_face_is_not_a_self_reference() -> None:
    valki = face("Valki, God of Lies", "When Valki enters, draw a card.", "Legendary Creature — God")
    tibalt = face("Tibalt, Cosmic Impostor", "Valki and Tibalt are friends.", "Legendary Planeswalker — Tibalt")
    card = Card(name="Valki, God of Lies // Tibalt, Cosmic Impostor", layout="modal_dfc", faces=(valki, tibalt))
    assert [a.rules for a in abilities(valki, card)] == ["When ~ enters, draw a card."]
    assert [a.rules for a in abilities(tibalt, card)] == ["Valki and ~ are friends."]


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("Fireball deals damage.", "Fireball deals damage."),  # inside a longer word
        ("Fire-born creatures.", "Fire-born creatures."),
        ("Search for a card named Fire.", "Search for a card named ~."),
        ("Fire’s power.", "~’s power."),
        ("this creature deals damage.", "this creature deals damage."),  # the grammar reads these
    ],
)
def test_whole_words_only(text: str, rules: str) -> None:
    assert rules_of(text, ("Fire",)) == [rules]


# -- loyalty costs and dashes ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("+1: Draw a card.", "[+1]: Draw a card."),
        ("[+1]: Draw a card.", "[+1]: Draw a card."),
        ("−2: Mill two cards.", f"[{MINUS}2]: Mill two cards."),
        ("-2: Mill two cards.", f"[{MINUS}2]: Mill two cards."),  # hyphen-minus
        ("[−2]: Mill two cards.", f"[{MINUS}2]: Mill two cards."),
        ("[-2]: Mill two cards.", f"[{MINUS}2]: Mill two cards."),
        ("0: Draw a card.", "[0]: Draw a card."),
        ("[0]: Draw a card.", "[0]: Draw a card."),
        ("−X: Mill X cards.", f"[{MINUS}X]: Mill X cards."),
        ("+12: Draw a card.", "[+12]: Draw a card."),
    ],
)
def test_both_loyalty_styles(text: str, rules: str) -> None:
    (ability,) = normalise_text(text)
    assert ability.rules == rules
    check_offsets(ability)
    colon = rules.index(":")
    assert ability.original_offset(colon) == text.index(":")
    assert ability.original_offset(colon + 2) == text.index(":") + 2


def test_loyalty_only_at_the_start_of_an_ability() -> None:
    assert rules_of("Add {C}. +1: nothing.") == ["Add {C}. +1: nothing."]


@pytest.mark.parametrize(
    ("text", "rules"),
    [
        ("Landfall - Whenever a land you control enters, draw a card.", "Landfall — Whenever a land you control enters, draw a card."),
        ("Landfall — Whenever a land you control enters, draw a card.", "Landfall — Whenever a land you control enters, draw a card."),
        ("Choose one -\n• Draw a card.\n• Mill two cards.", "Choose one —\n• Draw a card.\n• Mill two cards."),
        ("Ward-{2}", "Ward—{2}"),
        ("Ward—Pay 3 life.", "Ward—Pay 3 life."),
        ("Target creature gets -2/-2 until end of turn.", "Target creature gets -2/-2 until end of turn."),
        ("Non-Human creatures get +1/+1.", "Non-Human creatures get +1/+1."),
    ],
)
def test_dash_or_hyphen(text: str, rules: str) -> None:
    (ability,) = normalise_text(text)
    assert ability.rules == rules
    check_offsets(ability)
    assert list(ability.offsets) == list(range(len(text) + 1))  # one for one


# -- positions -------------------------------------------------------------------------------------
def test_positions_in_the_original_text() -> None:
    bilbo = face("Bilbo, Thief in the Night", "Flying\n+1: Bilbo deals 1 damage (to any target).", "Legendary Creature — Halfling")
    second = abilities(bilbo)[1]
    assert second.rules == "[+1]: ~ deals 1 damage."
    deals = second.rules.index("deals")
    assert second.original_offset(deals) == bilbo.oracle_text.index("deals")
    assert second.line_column(deals) == (2, bilbo.oracle_text.split("\n")[1].index("deals") + 1)
    assert second.line_column(second.rules.index("~")) == (2, 5)
    assert second.original_offset(len(second.rules)) == len(bilbo.oracle_text)
    assert line_column("ab\ncd", 4) == (2, 2)


@given(st.text(alphabet="ab\n", max_size=30), st.integers(min_value=-3, max_value=33))
def test_line_and_column_count_the_line_breaks_before_the_offset(text: str, offset: int) -> None:
    """As counting them would (line_column finds a text's line starts once, for long texts)."""
    assert line_column(text, offset) == (text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1)


def test_overlapping_self_references_keep_the_longest_name() -> None:
    """Many references, each checked against the earlier names' by a search, not a scan."""
    names = ("Foo of Bar", "Foo Bar", "Foo")
    text = "Foo of Bar and Foo Bar and Foo; Foo Foo."
    assert rules_of(text * 500, names) == [("~ and ~ and ~; ~ ~." * 500)]


# -- properties ------------------------------------------------------------------------------------
NAMES = ("Bilbo, Thief in the Night", "Bilbo")
PLAIN = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789,.;/{}", min_size=1, max_size=8)


@st.composite
def ability_segments(draw: st.DrawFn) -> tuple[str, str, list[int], list[tuple[str, int, int, int]]]:
    """An ability built from pieces whose normalised form and offsets are known: returns the
    original, the expected rules text, the expected offsets, and the expected reminders
    (text, insertion point, start, end)."""
    original, rules, offsets = "", "", []
    reminders: list[tuple[str, int, int, int]] = []
    loyalty = draw(st.sampled_from(["", "+1: ", "-2: ", "−3: ", "[+1]: ", "[−4]: ", "0: ", "−X: "]))
    if loyalty:
        written = loyalty[:-2]  # "+1", "[−4]", ...
        if written.startswith("["):
            normal = written.replace("-", "−") + ": "
            offsets = list(range(len(normal)))
        else:
            normal = "[" + written.replace("-", "−") + "]: "
            n = len(written)
            # "[" is inserted before the sign, "]" before the colon: each maps to what follows it.
            offsets = [0, *range(n), n, n, n + 1]
        original, rules = loyalty, normal
    first = draw(PLAIN)
    original, rules = original + first, rules + first
    offsets.extend(range(len(original) - len(first), len(original)))
    for _ in range(draw(st.integers(0, 8))):
        kind = draw(st.sampled_from(["plain", "short", "full", "dash", "reminder"]))
        at = len(original)
        if kind == "plain":
            piece = " " + draw(PLAIN)
            original, rules = original + piece, rules + piece
            offsets.extend(range(at, at + len(piece)))
        elif kind in ("short", "full"):
            name = NAMES[1] if kind == "short" else NAMES[0]
            original, rules = original + " " + name, rules + " ~"
            offsets.extend([at, at + 1])
        elif kind == "dash":
            original, rules = original + " -", rules + " —"
            offsets.extend([at, at + 1])
        else:
            inside = draw(PLAIN)
            original += f" ({inside})"
            reminders.append((inside, len(rules), at + 1, len(original)))
    offsets.append(len(original))
    return original, rules, offsets, reminders


@given(ability_segments())
def test_offsets_map_every_character_back(case: tuple[str, str, list[int], list[tuple[str, int, int, int]]]) -> None:
    original, rules, offsets, reminders = case
    ability = normalise_ability(original, names=NAMES)
    assert ability.rules == rules
    assert list(ability.offsets) == offsets
    assert [(r.text, r.at, r.start, r.end) for r in ability.reminders] == reminders
    assert join_reminders(ability.rules, ability.reminders) == ability.text
    check_offsets(ability, NAMES)


FACE_TEXT = st.lists(
    st.text(alphabet="abcBilbo ,.:;-+−—•~[]{}()0123X\n’'", max_size=40), min_size=1, max_size=5
).map("\n".join)


@given(FACE_TEXT)
def test_any_text_normalises_with_a_faithful_offset_map(text: str) -> None:
    """Whatever the text, nothing is lost: reminders go back where they were, and every character
    maps to where it came from in the face's text."""
    found = normalise_text(text, NAMES)
    for ability in found:
        assert ability.original is text
        check_offsets(ability, NAMES)
        assert join_reminders(ability.rules, ability.reminders) == ability.text
        for reminder in ability.reminders:
            assert text[reminder.start] == "(" and text[reminder.end - 1] == ")"
        assert 0 <= ability.offsets[0] <= ability.offsets[-1] <= len(text)
    starts = [a.start for a in found]
    assert starts == sorted(starts)


def test_plain_abilities_are_the_abilities_without_offsets(corpus_cards) -> None:
    """What ``oraclec compile`` plans with (text.plain_abilities) is text.abilities's text, rules
    text and reminders, for every face of the bundled database."""
    for card in corpus_cards:
        for card_face in card.faces:
            expected = [(a.text, a.rules, tuple((r.text, r.at, r.before) for r in a.reminders)) for a in abilities(card_face, card)]
            assert plain_abilities(card_face, card) == expected, card.name
