"""Connive N (CR 701.50e): "Target creature you control connives X, where X is ..."."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew


def _schemer(amount: fx.Value | None) -> object:
    connive = fx.KeywordAction(name="connive", rule="701.50", what=fx.This(), amount=amount)
    return homebrew("Schemer", "Creature — Rogue", mana_cost="{U}", power=1, toughness=1, abilities=[
        fx.TriggeredAbility(trigger=fx.Trigger(event="enters", what=fx.This()), effects=(connive,))
    ])


def test_connive_n_draws_n_discards_n_and_counts_the_nonland_cards(setup, pool) -> None:
    """CR 701.50e: draw two, discard two of the three in hand, one +1/+1 counter for each
    nonland card discarded."""
    pool.add(_schemer(fx.Fixed(value=2)))
    game = setup({"alice": {"hand": ["Schemer", "Lightning Bolt"], "library": ["Island", "Divination", "Forest"], "battlefield": ["Island"]}, "bob": {}},
                 answers={"alice": {"card": [["Divination", "Lightning Bolt"]]}})
    game.cast("alice", "Schemer")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]
    assert sorted(game.names("graveyard", "alice")) == ["Divination", "Lightning Bolt"]
    assert game.find("Schemer").counters["+1/+1"] == 2


def test_connive_with_no_number_is_connive_one(setup, pool) -> None:
    """CR 701.50a: draw a card, then discard a card; a land discarded puts no counter."""
    pool.add(_schemer(None))
    game = setup({"alice": {"hand": ["Schemer"], "library": ["Island"], "battlefield": ["Island"]}, "bob": {}})
    game.cast("alice", "Schemer")
    game.resolve_stack()
    assert game.names("graveyard", "alice") == ["Island"]
    assert not game.find("Schemer").counters.get("+1/+1")
