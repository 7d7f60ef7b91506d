"""Coin flips (CR 705), compiled from their Oracle text and played with the game's seeded random
source: "Whenever you win / lose a coin flip" triggers on each flip the player called, "flip a
coin until you lose a flip" flips again after each flip won, and "for each flip you won" counts
them."""

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


FIRECAT = "When this creature enters, flip a coin until you lose a flip. Put a +1/+1 counter on this creature for each flip you won."


def test_flip_until_lost_compiles_to_one_flip_that_repeats() -> None:
    flip, counters = compiled(FIRECAT).effects
    assert flip == fx.FlipCoin(player=fx.You(), until_lost=True)
    assert isinstance(counters, fx.PutCounters) and counters.amount == fx.FlipsWon()


@pytest.mark.parametrize(("text", "event"), [
    ("Whenever you win a coin flip, you gain 1 life.", "win_coin_flip"),
    ("Whenever you lose a coin flip, you gain 1 life.", "lose_coin_flip"),
])
def test_a_coin_flip_trigger(text: str, event: str) -> None:
    trigger = compiled(text).trigger
    assert isinstance(trigger, fx.Trigger)
    assert (trigger.event, trigger.player) == (event, fx.You())


def flips(game, player: str) -> list[bool]:  # type: ignore[no-untyped-def]
    return [bool(e.get("won")) for e in game.events("coin_flip", player)]


@pytest.mark.parametrize("seed", range(6))
def test_flips_until_lost_and_the_triggers_of_each_flip(setup, pool, seed: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Firecat Test", "Creature — Elemental Cat", mana_cost="{0}", power=1, toughness=1, abilities=[compiled(FIRECAT)]))
    pool.add(homebrew("Winner Test", "Enchantment", mana_cost="{0}", abilities=[compiled("Whenever you win a coin flip, you gain 1 life.")]))
    pool.add(homebrew("Loser Test", "Enchantment", mana_cost="{0}", abilities=[compiled("Whenever you lose a coin flip, draw a card.")]))
    game = setup({"alice": {"hand": ["Firecat Test"], "battlefield": ["Winner Test", "Loser Test"], "library": ["Forest"] * 5},
                  "bob": {"battlefield": ["Winner Test"]}}, seed=seed)
    game.cast("alice", "Firecat Test")
    game.resolve_stack()
    called = flips(game, "alice")
    # CR 705.2: the flips go on while won, and end with the one lost
    assert called and called[-1] is False and all(called[:-1])
    won = len(called) - 1
    (cat,) = [o for o in game.zone("battlefield", "alice") if o.name == "Firecat Test"]
    assert cat.counters.get("+1/+1", 0) == won
    assert game.player("alice").life == 20 + won
    assert game.names("hand", "alice").count("Forest") == 1
    assert game.player("bob").life == 20  # only the player who flips wins or loses the flip


def test_the_flips_come_from_the_seeded_random_source(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Firecat Test", "Creature — Elemental Cat", mana_cost="{0}", power=1, toughness=1, abilities=[compiled(FIRECAT)]))
    runs = []
    for seed in (0, 0, 1, 2, 3, 4, 5, 6, 7):
        game = setup({"alice": {"hand": ["Firecat Test"]}, "bob": {}}, seed=seed)
        game.cast("alice", "Firecat Test")
        game.resolve_stack()
        runs.append(flips(game, "alice"))
    assert runs[0] == runs[1]  # the same seed, the same flips
    assert max(len(r) for r in runs) > 1 and len({len(r) for r in runs}) > 1  # other seeds, other runs of flips won


HEADS_OR_TAILS = ("Whenever this creature attacks, flip two coins. If both coins come up heads, you gain 2 life. "
                  "If both coins come up tails, you gain 1 life.")


def test_heads_or_tails_is_a_flip_no_one_calls() -> None:
    flip, heads, tails = compiled(HEADS_OR_TAILS).effects
    assert flip == fx.FlipCoin(player=fx.You(), count=fx.Fixed(value=2), called=False)
    assert isinstance(heads, fx.Conditional) and heads.condition == fx.CoinCameUp(side="heads")
    assert isinstance(tails, fx.Conditional) and tails.condition == fx.CoinCameUp(side="tails")
    (extra,) = compiled("Flip five coins. Take an extra turn after this one for each coin that comes up heads.", is_spell=True).effects[1:]
    assert extra == fx.Repeat(times=fx.CoinsCameUp(side="heads"), effects=(fx.ExtraTurn(player=fx.You()),))


@pytest.mark.parametrize("seed", range(8))
def test_coins_that_come_up_heads_or_tails(setup, pool, seed: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Faces Test", "Sorcery", mana_cost="{0}", abilities=[compiled(
        "Flip two coins. If both coins come up heads, you gain 2 life. If both coins come up tails, you gain 1 life. "
        "Draw a card for each coin that comes up heads.", is_spell=True)]))
    pool.add(homebrew("Winner Test", "Enchantment", mana_cost="{0}", abilities=[compiled("Whenever you win a coin flip, you gain 10 life.")]))
    pool.add(homebrew("Loser Test", "Enchantment", mana_cost="{0}", abilities=[compiled("Whenever you lose a coin flip, you gain 10 life.")]))
    game = setup({"alice": {"hand": ["Faces Test"], "battlefield": ["Winner Test", "Loser Test"], "library": ["Forest"] * 5}, "bob": {}}, seed=seed)
    game.cast("alice", "Faces Test")
    game.resolve_stack()
    faces = [e.get("face") for e in game.events("coin_flip", "alice")]
    assert len(faces) == 2 and set(faces) <= {"heads", "tails"}
    # CR 705.2: no one wins or loses these flips, so neither trigger
    gained = {("heads", "heads"): 2, ("tails", "tails"): 1}.get(tuple(faces), 0)
    assert game.player("alice").life == 20 + gained
    assert game.names("hand", "alice").count("Forest") == faces.count("heads")
