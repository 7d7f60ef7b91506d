"""A player who "can't attack with" or "can't block with" creatures described (CR 508.1c,
509.1b): the rule of each such creature they control, compiled from the text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew
from oraclec.runtime.combat import can_attack, can_block

from conftest import compiled


def test_opponents_cant_block_with_creatures_with_even_mana_values(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 509.1b: Grizzly Bears (mana value 2) can't block; Llanowar Elves (1) can; the
    controller's own creatures are not affected."""
    pool.add(homebrew("Winnower Test", "Creature — Eldrazi", mana_cost="{3}", power=3, toughness=3, abilities=compiled("Your opponents can't block with creatures with even mana values.")))
    game = setup({"alice": {"battlefield": ["Winnower Test", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    winnower = game.find("Winnower Test", "battlefield")
    alice_bears = next(o for o in game.battlefield("alice") if o.name == "Grizzly Bears")
    bob_bears = next(o for o in game.battlefield("bob") if o.name == "Grizzly Bears")
    elves = game.find("Llanowar Elves", "battlefield")
    assert not can_block(game, bob_bears, winnower)
    assert can_block(game, elves, winnower)
    assert can_block(game, alice_bears, elves)


def test_an_opponent_who_cast_a_spell_this_turn_cant_attack_with_creatures(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 508.1c: read as attackers are declared: only once that player has cast a spell."""
    pool.add(homebrew("Arbiter Test", "Creature — Angel", mana_cost="{7}", power=5, toughness=6, abilities=compiled("Each opponent who cast a spell this turn can't attack with creatures.")))
    pool.add(homebrew("Cantrip Test", "Instant", mana_cost="{0}", abilities=compiled("You gain 1 life.", is_spell=True)))
    game = setup({"alice": {"battlefield": ["Arbiter Test"]}, "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Cantrip Test"]}}, active="bob")
    bears = game.find("Grizzly Bears", "battlefield")
    bears.controlled_since_turn = -1
    assert can_attack(game, bears)
    game.cast("bob", "Cantrip Test")
    game.resolve_stack()
    assert not can_attack(game, bears)
