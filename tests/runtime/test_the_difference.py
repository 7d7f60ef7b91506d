"""Bounds on a count ("fewer than seven cards", "more than four", "two or fewer") and "the
difference" between the two numbers the condition before it compared, compiled from their
Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = False) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


@pytest.mark.parametrize(("text", "op", "value"), [
    ("At the beginning of your upkeep, if you have fewer than seven cards in hand, draw a card.", "<", 7),
    ("At the beginning of your upkeep, if you have more than four cards in hand, discard a card.", ">", 4),
    ("At the beginning of your upkeep, if there are fewer than six creature cards in your graveyard, sacrifice a creature.", "<", 6),
    ("At the beginning of your upkeep, if there are two or fewer creature cards in your graveyard, sacrifice a creature.", "<=", 2),
])
def test_a_bound_on_a_count_compares(text: str, op: str, value: int) -> None:
    condition = compiled(text).condition
    assert isinstance(condition, fx.Compare) and isinstance(condition.left, fx.CountOf)
    assert (condition.op, condition.right) == (op, fx.Fixed(value=value))


def test_the_difference_needs_a_comparison_before_it() -> None:
    parsed = parse_ability(normalise_ability("Draw cards equal to the difference."), is_spell=True)
    assert parsed.line is not None, parsed.error
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]
    assert any("the difference" in r for r in reasons)


@pytest.mark.parametrize(("in_hand", "drawn"), [(3, 4), (7, 0), (9, 0)])
def test_draws_up_to_the_number_the_condition_named(setup, pool, in_hand: int, drawn: int) -> None:  # type: ignore[no-untyped-def]
    ability = compiled("When this creature enters, if you have fewer than seven cards in hand, draw cards equal to the difference.")
    pool.add(homebrew("Sage Test", "Creature — Human", mana_cost="{0}", power=1, toughness=1, abilities=[ability]))
    game = setup({"alice": {"hand": ["Sage Test"] + ["Island"] * in_hand, "library": ["Forest"] * 10}, "bob": {}})
    game.cast("alice", "Sage Test")
    game.resolve_stack()
    assert game.names("hand", "alice").count("Forest") == drawn


def test_the_difference_between_two_players_hands(setup, pool) -> None:  # type: ignore[no-untyped-def]
    spell = compiled("If target opponent has more cards in hand than you, draw cards equal to the difference.", is_spell=True)
    pool.add(homebrew("Balance Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    game = setup({"alice": {"hand": ["Balance Test", "Island"], "library": ["Forest"] * 10}, "bob": {"hand": ["Island"] * 5}})
    game.cast("alice", "Balance Test", targets=["bob"])
    game.resolve_stack()
    assert game.names("hand", "alice").count("Forest") == 4  # bob 5, alice 1 once the spell left her hand


@pytest.mark.parametrize(("lands", "tapped"), [(2, False), (3, True)])
def test_a_land_enters_tapped_unless_you_control_two_or_fewer_other_lands(setup, pool, lands: int, tapped: bool) -> None:  # type: ignore[no-untyped-def]
    ability = compiled("This land enters tapped unless you control two or fewer other lands.")
    pool.add(homebrew("Gorge Test", "Land", abilities=[ability]))
    game = setup({"alice": {"hand": ["Gorge Test"], "battlefield": ["Mountain"] * lands}, "bob": {}})
    game.play_land("alice", "Gorge Test")
    assert game.find("Gorge Test", zone="battlefield").tapped is tapped


@pytest.mark.parametrize(("players", "tapped"), [(("alice", "bob"), True), (("alice", "bob", "carol"), False)])
def test_a_land_enters_tapped_unless_you_have_two_or_more_opponents(setup, pool, players: tuple[str, ...], tapped: bool) -> None:  # type: ignore[no-untyped-def]
    """The "battlebond lands" (CR 102.3: your opponents are the other players)."""
    ability = compiled("This land enters tapped unless you have two or more opponents.")
    pool.add(homebrew("Promenade Test", "Land", abilities=[ability]))
    game = setup({name: ({"hand": ["Promenade Test"]} if name == "alice" else {}) for name in players})
    game.play_land("alice", "Promenade Test")
    assert game.find("Promenade Test", zone="battlefield").tapped is tapped
