"""The scenario runner's card pool: only the cards a scenario names are built, and they are the
same cards the loader builds."""

from __future__ import annotations

import json
from pathlib import Path

from oraclec.cards import bundled_database, find, load_all
from oraclec.scenario.runner import LineIndexedPool

LINES = [
    {"object": "card", "name": "Test Bear", "layout": "normal", "mana_cost": "{1}{G}", "type_line": "Creature — Bear", "oracle_text": "", "power": "2", "toughness": "2"},
    {"object": "card", "name": "Life // Death", "layout": "split", "mana_cost": "{G} // {1}{B}", "type_line": "Sorcery // Sorcery", "card_faces": [
        {"object": "card_face", "name": "Life", "mana_cost": "{G}", "type_line": "Sorcery", "oracle_text": "Draw a card."},
        {"object": "card_face", "name": "Death", "mana_cost": "{1}{B}", "type_line": "Sorcery", "oracle_text": "Draw two cards."}]},
    {"object": "card", "name": "Quote \"Mark\"", "layout": "normal", "mana_cost": "{U}", "type_line": "Instant", "oracle_text": "Draw a card."},
]


def test_cards_by_name_and_face_name_are_the_loaders_cards(tmp_path: Path) -> None:
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in LINES), encoding="utf-8")
    pool = LineIndexedPool(path)
    every = load_all(path)
    for name in ("Test Bear", "test bear", "Life", "Death", "Life // Death", 'Quote "Mark"'):
        assert pool.card(name) == find(every, name), name
    assert pool.card("Nothing Like It") is None
    assert "Death" in pool and "Nothing Like It" not in pool


def test_a_json_array_falls_back_to_reading_every_card(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(LINES), encoding="utf-8")
    pool = LineIndexedPool(path)
    assert pool.card("Life").name == "Life // Death"  # type: ignore[union-attr]


def test_the_bundled_database_agrees_with_the_loader_on_a_sample() -> None:
    pool = LineIndexedPool(bundled_database())
    every = load_all()
    for card in every[::997]:
        assert pool.card(card.name) == card, card.name
