"""An ability saying how a permanent enters, gained "perpetually" (digital-only) by a card
outside the battlefield, applies as it enters (CR 614.1c, 614.12); compiled from the Oracle text
and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled_ability


def test_a_card_exiled_and_returned_enters_with_the_counter_it_perpetually_gained(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = ('Exile target creature you control. It perpetually gains "This creature enters with an additional shield counter on it." '
            "Then return that card to the battlefield under its owner's control.")
    pool.add(homebrew("Blink Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Blink Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    game.cast("alice", "Blink Test", targets={"target": [game.find("Grizzly Bears")]})
    game.resolve_stack()
    bears = game.find("Grizzly Bears", "battlefield")
    assert dict(bears.counters) == {"shield": 1}


def test_a_card_in_hand_that_perpetually_gained_enters_tapped_when_cast(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = 'Target creature card in your hand perpetually gains "This creature enters tapped."'
    pool.add(homebrew("Slow Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    pool.add(homebrew("Free Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    game = setup({"alice": {"hand": ["Slow Test", "Free Bear"]}, "bob": {}})
    game.cast("alice", "Slow Test", targets={"target": [game.find("Free Bear", "hand")]})
    game.resolve_stack()
    game.cast("alice", "Free Bear")
    game.resolve_stack()
    assert game.find("Free Bear", "battlefield").tapped
