"""``oraclec diff OLD NEW``: added, removed, templating only, changed function (with the effect-level
difference), not comparable; matching by id, uuid and name; every input format; --json."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import attrs
import pytest

from oraclec import compiledb, dbdiff
from oraclec.cards import Card
from oraclec.cli import main
from oraclec.compiled import compile_card


def compile_lines(changed: list[Card]) -> list[str]:
    lines: list[str] = []
    compiledb.compile_cards(changed, lines.append, cache=None, jobs=1)
    return lines


def diff(old: list[Card], new: list[Card]) -> dbdiff.DatabaseDiff:
    return dbdiff.diff_databases(old, new, compile_lines=compile_lines)


def with_text(card: Card, text: str) -> Card:
    return attrs.evolve(card, faces=(attrs.evolve(card.faces[0], oracle_text=text),))


def compiles_fully(card: Card) -> bool:
    return compile_card(card).status == "compiled"


ENTERS = re.compile(r"\benters\b")
#: a number in an effect: damage dealt, life gained or lost
NUMBER_IN_EFFECT = re.compile(r"\b(?:deals|gain|gains|lose|loses) (\d+) (?:damage|life)\b")


def test_the_bundled_database_against_a_copy_with_known_changes(corpus_cards: list[Card]) -> None:
    """The whole bundled database against a copy in which five cards' "enters" read "enters the
    battlefield", five cards' number in an effect is one more, one card is removed and one added:
    exactly those are reported. The cards are the first of the database (in its order) that fit:
    one face, compiled fully, and the wording (outside reminder text) or number in question (the
    rewritten card compiling fully too)."""
    old = corpus_cards
    new = list(old)
    reworded: dict[str, str] = {}
    renumbered: dict[str, tuple[int, int]] = {}
    for index, card in enumerate(old):
        if len(reworded) == 5 and len(renumbered) == 5:
            break
        text = card.faces[0].oracle_text
        if len(card.faces) != 1:
            continue
        # no reminder text: "enters" in it is not the linter's to fix (the card is templating only
        # all the same, reminder text compiling to nothing, but not normalised: see below)
        if len(reworded) < 5 and ENTERS.search(text) and "the battlefield" not in text and "(" not in text:
            changed = with_text(card, ENTERS.sub("enters the battlefield", text))
            if compiles_fully(card) and compiles_fully(changed):
                new[index] = changed
                reworded[card.name] = text
            continue
        found = NUMBER_IN_EFFECT.search(text)
        if len(renumbered) < 5 and found and not ENTERS.search(text):
            number = int(found.group(1))
            changed = with_text(card, text[: found.start(1)] + str(number + 1) + text[found.end(1) :])
            if compiles_fully(card) and compiles_fully(changed):
                new[index] = changed
                renumbered[card.name] = (number, number + 1)
    assert len(reworded) == len(renumbered) == 5
    chosen = set(reworded) | set(renumbered)
    removed_index = next(i for i in range(len(old) // 2, len(old)) if old[i].name not in chosen)
    removed = old[removed_index].name
    del new[removed_index]
    new.append(Card.from_text("Diff Test Card", "Draw a card.", type_line="Instant", mana_cost="{U}"))

    result = diff(old, new)

    assert result.counts() == {
        "functional": 5, "not_comparable": 0, "templating": 5, "removed": 1, "added": 1, "unchanged": len(old) - 11,
    }
    by_status: dict[str, dict[str, dbdiff.CardDiff]] = {}
    for card in result.cards:
        by_status.setdefault(card.status, {})[card.name] = card
    assert set(by_status["templating"]) == set(reworded)
    assert {name: card.normalised for name, card in by_status["templating"].items()} == dict.fromkeys(reworded, ("OC203",))
    assert set(by_status["functional"]) == set(renumbered)
    for name, (before, after) in renumbered.items():
        (change,) = by_status["functional"][name].changes
        assert str(change).endswith(f".amount: {before} → {after}"), str(change)
    assert list(by_status["removed"]) == [removed]
    assert list(by_status["added"]) == ["Diff Test Card"]


# -- matching -----------------------------------------------------------------------------------
def card(name: str, text: str = "Draw a card.", *, type_line: str = "Instant", power: str | None = None, **fields: Any) -> Card:
    made = Card.from_text(name, text, type_line=type_line, mana_cost="{1}{U}", power=power, toughness="2" if power else None)
    return attrs.evolve(made, **fields)


def test_cards_are_matched_by_oracle_id_before_name() -> None:
    old = [card("Alpha", oracle_id="id-1"), card("Gamma", oracle_id="id-2")]
    new = [card("Gamma", oracle_id="id-3"), card("Beta", oracle_id="id-1")]
    result = diff(old, new)
    renamed = next(c for c in result.cards if c.name == "Beta")
    assert (renamed.status, renamed.matched_by, renamed.old.name) == ("functional", "oracle_id", "Alpha")  # type: ignore[union-attr]
    assert [str(change) for change in renamed.changes] == ['name: "Alpha" → "Beta"']
    # another Oracle id, the same name: paired by name once the ids have paired what they could
    gamma = next(c for c in result.cards if c.name == "Gamma")
    assert (gamma.status, gamma.matched_by) == ("unchanged", "name")


def test_without_ids_a_renamed_card_is_removed_and_added() -> None:
    result = diff([card("Alpha")], [card("Beta")])
    assert [(c.status, c.name) for c in result.cards] == [("removed", "Alpha"), ("added", "Beta")]


def test_cards_are_matched_by_mtgjson_uuid() -> None:
    result = diff([card("Alpha", identifiers={"uuid": "u-1"})], [card("Beta", identifiers={"uuid": "u-1"})])
    assert [(c.status, c.matched_by) for c in result.cards] == [("functional", "uuid")]


def test_cards_of_the_same_name_pair_in_database_order() -> None:
    old = [card("Twin", "Draw a card."), card("Twin", "Scry 1.")]
    new = [card("Twin", "Draw a card."), card("Twin", "Scry 2.")]
    result = diff(old, new)
    assert result.counts()["unchanged"] == 1
    (changed,) = [c for c in result.cards if c.status == "functional"]
    assert [str(change) for change in changed.changes] == ["abilities.SpellAbility.effects.Scry.amount: 1 → 2"]


# -- comparing ----------------------------------------------------------------------------------
def test_a_wording_that_compiles_to_the_same_effects_is_templating_only() -> None:
    """Not a linter fix: the abilities of a face are compared as one list, whatever its lines."""
    old = [card("Bird", "Flying, vigilance", type_line="Creature — Bird", power="2")]
    new = [card("Bird", "Flying\nVigilance", type_line="Creature — Bird", power="2")]
    (result,) = diff(old, new).cards
    assert (result.status, result.normalised, result.changes) == ("templating", (), ())


def test_an_ability_added_is_shown_at_its_place() -> None:
    (result,) = diff([card("Spell", "Draw a card.")], [card("Spell", "Flash\nDraw a card.")]).cards
    assert result.status == "functional"
    assert [str(change) for change in result.changes] == ['abilities[0]: (none) → Keyword(name="flash", rule="702.8")']


def test_characteristics_alone_are_compared_without_compiling() -> None:
    def never(cards: list[Card]) -> list[str]:
        raise AssertionError("compiled")

    old = [card("Bear", "Frobnicate.", type_line="Creature — Bear", power="2")]
    new = [card("Bear", "Frobnicate.", type_line="Creature — Bear", power="3")]
    (result,) = dbdiff.diff_databases(old, new, compile_lines=never).cards
    assert [str(change) for change in result.changes] == ['power: "2" → "3"']


def test_a_card_that_does_not_compile_on_either_side_is_not_comparable_and_counted() -> None:
    old = [card("Odd", "Frobnicate the widget."), card("Even", "Draw a card.")]
    new = [card("Odd", "Frobnicate the gadget."), card("Even", "Frobnicate.")]
    result = diff(old, new)
    assert result.counts()["not_comparable"] == 2
    odd, even = sorted((c for c in result.cards), key=lambda c: c.name, reverse=True)
    assert (odd.old_status, odd.new_status) == ("unparsed", "unparsed")
    assert odd.reason is not None and odd.reason.startswith("old: ability 1: ")
    assert (even.old_status, even.new_status) == ("compiled", "unparsed")
    assert even.reason is not None and even.reason.startswith("new: ability 1: ")


def test_a_wording_the_linter_normalises_is_templating_even_when_the_card_does_not_compile() -> None:
    old = [card("Odd", "Frobnicate.\nWhen this creature enters, draw a card.", type_line="Creature — Bird", power="2")]
    new = [card("Odd", "Frobnicate.\nWhen this creature enters the battlefield, draw a card.", type_line="Creature — Bird", power="2")]
    (result,) = diff(old, new).cards
    assert (result.status, result.normalised) == ("templating", ("OC203",))


# -- the command ----------------------------------------------------------------------------------
def write_scryfall(path: Path, cards: list[dict[str, Any]]) -> str:
    path.write_text("".join(json.dumps(c) + "\n" for c in cards), encoding="utf-8")
    return str(path)


SCRYFALL = [
    {"object": "card", "name": "Mill Spell", "oracle_id": "o-1", "layout": "normal", "mana_cost": "{U}", "type_line": "Sorcery",
     "oracle_text": "Target player mills three cards."},
    {"object": "card", "name": "Bear", "oracle_id": "o-2", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
     "oracle_text": "", "power": "2", "toughness": "2"},
    {"object": "card", "name": "Herald", "oracle_id": "o-3", "layout": "normal", "mana_cost": "{1}{W}", "type_line": "Creature — Human",
     "oracle_text": "When this creature enters, you gain 2 life.", "power": "1", "toughness": "1"},
]


def mtgjson(cards: list[dict[str, Any]]) -> dict[str, Any]:
    """The same cards as an MTGJSON AtomicCards file."""
    data = {}
    for c in cards:
        face = {"name": c["name"], "manaCost": c["mana_cost"], "type": c["type_line"], "text": c["oracle_text"], "layout": "normal",
                "identifiers": {"scryfallOracleId": c["oracle_id"]}}
        for key in ("power", "toughness"):
            if key in c:
                face[key] = c[key]
        data[c["name"]] = [face]
    return {"meta": {"version": "5"}, "data": data}


def test_the_command_reads_scryfall_and_mtgjson_and_matches_them_by_oracle_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], cache_dir: Path
) -> None:
    old = write_scryfall(tmp_path / "old.jsonl", SCRYFALL)
    changed = json.loads(json.dumps(SCRYFALL))
    changed[0]["oracle_text"] = "Target player mills four cards."
    changed[2]["oracle_text"] = "When this creature enters the battlefield, you gain 2 life."
    changed[2]["name"] = "Herald of Light"
    new = tmp_path / "AtomicCards.json"
    new.write_text(json.dumps(mtgjson(changed)), encoding="utf-8")

    assert main(["diff", old, str(new)]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[:4] == [
        "changed function              Herald → Herald of Light",
        '    name: "Herald" → "Herald of Light"',
        "changed function              Mill Spell",
        "    abilities.SpellAbility.effects.Mill.amount: 3 → 4",
    ]
    assert "\nchanged function                    2\n" in out and "\nunchanged                           1\n" in out

    # the same cards in both formats: nothing differs, exit 0; the cache now holds them
    same = tmp_path / "same.json"
    same.write_text(json.dumps(mtgjson(SCRYFALL)), encoding="utf-8")
    assert main(["diff", old, str(same)]) == 0
    assert "\nunchanged                           3\n" in capsys.readouterr().out
    assert any(cache_dir.iterdir())


def test_json_is_one_document_with_counts_changes_and_texts(tmp_path: Path, capsys: pytest.CaptureFixture[str], cache_dir: Path) -> None:
    old = write_scryfall(tmp_path / "old.jsonl", SCRYFALL)
    changed = json.loads(json.dumps(SCRYFALL))
    changed[0]["oracle_text"] = "Target player mills four cards."
    changed[1]["oracle_text"] = "Frobnicate."
    del changed[2]
    changed.append({"object": "card", "name": "New Card", "layout": "normal", "mana_cost": "{R}", "type_line": "Instant",
                    "oracle_text": "This spell deals 3 damage to any target."})
    new = write_scryfall(tmp_path / "new.jsonl", changed)
    assert main(["diff", "--json", old, new]) == 1
    document = json.loads(capsys.readouterr().out)
    assert document["counts"] == {"functional": 1, "not_comparable": 1, "templating": 0, "removed": 1, "added": 1, "unchanged": 0}
    assert (document["old_cards"], document["new_cards"]) == (3, 3)
    functional, not_comparable, removed, added = document["cards"]
    assert functional == {
        "status": "functional", "name": "Mill Spell", "matched_by": "oracle_id",
        "old_text": "Target player mills three cards.", "new_text": "Target player mills four cards.",
        "changes": [{"path": "abilities.SpellAbility.effects.Mill.amount", "shown": "abilities.SpellAbility.effects.Mill.amount: 3 → 4",
                     "old": {"type": "Fixed", "value": 3}, "new": {"type": "Fixed", "value": 4}}],
    }
    assert (not_comparable["status"], not_comparable["old_status"], not_comparable["new_status"]) == ("not_comparable", "compiled", "unparsed")
    assert not_comparable["reason"].startswith("new: ability 1: ")
    assert removed == {"status": "removed", "name": "Herald"}
    assert added == {"status": "added", "name": "New Card"}


def test_a_missing_database_is_an_input_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = write_scryfall(tmp_path / "old.jsonl", SCRYFALL)
    assert main(["diff", old, str(tmp_path / "missing.json")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("oraclec diff: error: ") and "missing.json" in err and "no such file" in err
    assert err.count("\n") == 1


def test_two_databases_are_needed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = write_scryfall(tmp_path / "old.jsonl", SCRYFALL)
    assert main(["diff", old]) == 2
    assert capsys.readouterr().err == f"oraclec diff: error: two card databases are needed: OLD and NEW (only {old!r} was given)\n"
    assert main(["diff"]) == 2
    assert capsys.readouterr().err == "oraclec diff: error: two card databases are needed: OLD and NEW\n"
