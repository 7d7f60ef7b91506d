""""If a creature is dealt damage this way", "If a player is dealt damage this way" (CR 608.2c:
a later instruction reads what an earlier one of the same ability did): the permanents and
players the damage before it was dealt to (more than 0 damage, after prevention, CR 120.3),
compiled from the Oracle text and played. "It", "they" after it are those dealt damage."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import compiled_ability


def reasons(text: str, *, is_spell: bool = True) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]


def test_a_creature_dealt_damage_this_way_is_a_description_with_that_state() -> None:
    (_, conditional) = compiled_ability("~ deals 1 damage to target creature. If a colorless creature is dealt damage this way, tap it.").effects
    dealt = fx.Filter(types=("Creature",), color_kind="colorless", states=("dealt damage this way",))
    assert conditional == fx.Conditional(condition=fx.Exists(what=dealt), effects=(fx.Tap(what=dealt),))


def test_a_player_dealt_damage_this_way_is_one_the_damage_was_dealt_to() -> None:
    (_, conditional) = compiled_ability("~ deals 2 damage to any target. If a player is dealt damage this way, scry 1.").effects
    assert conditional.condition == fx.Exists(what=fx.Found(key=fx.Found.DAMAGED_PLAYERS))


@pytest.mark.parametrize(("text", "reason"), [
    # which players dealt damage are opponents is not asked
    ("~ deals 2 damage to any target. If an opponent is dealt damage this way, scry 1.", "players dealt damage this way"),
    # combat or noncombat damage is not kept apart (CR 120.2)
    ("~ deals 2 damage to any target. If a creature is dealt combat damage this way, scry 1.", "this way"),
])
def test_what_dealt_damage_this_way_cannot_say_is_unsupported(text: str, reason: str) -> None:
    assert any(reason in r for r in reasons(text)), reasons(text)


@pytest.mark.parametrize(("target", "tapped"), [("Colorless Test", True), ("Grizzly Bears", False)])
def test_if_a_colorless_creature_is_dealt_damage_this_way_tap_it(setup, pool, target: str, tapped: bool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Colorless Test", "Artifact Creature — Golem", mana_cost="{3}", power=3, toughness=3))
    pool.add(homebrew("Arrow Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("~ deals 1 damage to target creature. If a colorless creature is dealt damage this way, tap it.")]))
    game = setup({"alice": {"hand": ["Arrow Test"]}, "bob": {"battlefield": [target]}})
    game.cast("alice", "Arrow Test", targets=[target])
    game.resolve_stack()
    assert game.find(target).tapped is tapped


@pytest.mark.parametrize(("target", "discarded"), [("bob", True), ("Grizzly Bears", False)])
def test_if_a_player_is_dealt_damage_this_way_they_discard(setup, pool, target: str, discarded: bool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Shriek Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("~ deals 2 damage to any target. If a player is dealt damage this way, they discard a card.")]))
    game = setup({"alice": {"hand": ["Shriek Test", "Forest"]}, "bob": {"hand": ["Island"], "battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Shriek Test", targets=[target])
    game.resolve_stack()
    assert game.names("hand", "bob") == ([] if discarded else ["Island"])
    assert game.names("hand", "alice") == ["Forest"]


def test_it_gets_a_bonus_until_end_of_turn_when_a_creature_is_dealt_damage_this_way(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # the objects the bonus applies to are found as it resolves (CR 611.2c), not read again later
    pool.add(homebrew("Troll Test", "Creature — Troll", mana_cost="{3}", power=3, toughness=5))
    pool.add(homebrew("Provoke Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("~ deals 3 damage to any target. If a creature is dealt damage this way, it gets +5/+0 until end of turn.")]))
    game = setup({"alice": {"hand": ["Provoke Test"]}, "bob": {"battlefield": ["Troll Test", "Grizzly Bears"]}})
    game.cast("alice", "Provoke Test", targets=["Troll Test"])
    game.resolve_stack()
    assert game.characteristics(game.find("Troll Test")).power == 8
    assert game.characteristics(game.find("Grizzly Bears")).power == 2
