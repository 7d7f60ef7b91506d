"""A discard caused by a spell or ability a given player controls (CR 701.9a): "When a spell or
ability an opponent controls causes you to discard this card, ...", compiled from the Oracle
text and played. The discard event keeps the controller of the spell or ability that caused it;
a discard no spell or ability causes (to hand size, CR 514.1) has none."""

from __future__ import annotations

from typing import Any

from conftest import compiled, spell

from oraclec import effects as fx
from oraclec.runtime import homebrew

LOSES = "When a spell or ability an opponent controls causes you to discard this card, that player loses 5 life."
GAINS = "Whenever a spell or ability an opponent controls causes you to discard a card, you gain 2 life."
DISCARD = "Target player discards a card."


def _game(setup: Any, pool: Any, text: str) -> Any:
    pool.add(homebrew("Discarded Test", "Creature — Beast", mana_cost="{2}{G}", power=2, toughness=2, abilities=list(compiled(text))))
    pool.add(homebrew("Rot Test", "Sorcery", mana_cost="{B}", abilities=[spell(*compiled(DISCARD)[0].effects)], oracle_text=DISCARD))
    return setup(
        {"bob": {"hand": ["Rot Test"], "battlefield": ["Swamp"]}, "alice": {"hand": ["Discarded Test"]}},
        answers={"bob": {"target": [["alice"]]}},
    )


def test_the_trigger_names_whose_spell_or_ability_caused_it() -> None:
    (ability,) = compiled(LOSES)
    assert ability.trigger == fx.Trigger(event="discard", what=fx.This(), player=fx.You(), caused_by=fx.EachOpponent())
    assert ability.effects == (fx.LoseLife(amount=fx.Fixed(value=5), player=fx.Found(key="cause controller")),)


def test_an_opponents_spell_makes_you_discard_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, LOSES)
    game.state.step = "main1"  # bob's turn
    game.cast("bob", "Rot Test", targets=[game.player("alice")])
    game.resolve_stack()
    assert game.find("Discarded Test").zone == "graveyard"
    assert game.player("bob").life == 15  # "that player": the controller of the spell


def test_a_discard_you_cause_or_no_spell_causes_does_not_trigger(setup, pool) -> None:  # type: ignore[no-untyped-def]
    from oraclec.runtime.context import Context

    pool.add(homebrew("Watcher Test", "Enchantment", mana_cost="{1}{W}", abilities=list(compiled(GAINS))))
    game = setup({"alice": {"battlefield": ["Watcher Test"], "hand": ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"]}, "bob": {}})
    hand = list(game.zone("hand", "alice").objects)
    game.discard("alice", [hand[0]], Context(controller="alice"))  # alice's own spell or ability
    game.resolve_stack()
    assert game.player("alice").life == 20
    game.discard("alice", [hand[1]])  # to hand size: no spell or ability (CR 514.1)
    game.resolve_stack()
    assert game.player("alice").life == 20
    game.discard("alice", [hand[2]], Context(controller="bob"))  # an opponent's
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_a_cause_other_than_a_discard_is_not_lowered() -> None:
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    for text in (
        "Whenever a spell or ability causes a player to shuffle their library, this artifact deals 2 damage to that player.",
    ):
        parsed = parse_ability(normalise_ability(text))
        assert parsed.line is not None
        (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
        assert "701.9a" in unsupported.reason
