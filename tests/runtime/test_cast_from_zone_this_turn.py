""""If you haven't cast a spell from your hand this turn": the turn's record of the spells a
player cast (CR 601.2i), of those cast from that zone only (CR 601.2a: the card's zone as it was
cast). Compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context

from conftest import compiled

WRANGLER = "At the beginning of your end step, if you haven't cast a spell from your hand this turn, draw a card."


def test_havent_cast_from_your_hand_is_no_spell_cast_from_the_hand() -> None:
    (trigger,) = compiled(WRANGLER)
    # no spell cast from the hand this turn: the count of those spells is 0
    assert isinstance(trigger, fx.TriggeredAbility) and isinstance(trigger.condition, fx.Compare)
    cast = trigger.condition
    assert isinstance(cast.left, fx.SpellsCast) and (cast.op, cast.right) == ("==", fx.Fixed(value=0))
    assert cast.left.from_zone == "hand" and cast.left.by == fx.You()


def test_spells_cast_from_a_zone_count_only_those_cast_from_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Hand Tester", "Creature — Elf", mana_cost="{R}", power=1, toughness=1, abilities=[]))
    game = setup({"alice": {"hand": ["Hand Tester"], "battlefield": ["Mountain"]}, "bob": {}})
    game.cast("alice", "Hand Tester")
    you = Context(controller="alice")
    assert game.evaluate(fx.SpellsCast(turn="this", by=fx.You(), from_zone="hand"), you) == 1
    assert game.evaluate(fx.SpellsCast(turn="this", by=fx.You(), from_zone="graveyard"), you) == 0
    (trigger,) = compiled(WRANGLER)
    assert isinstance(trigger, fx.TriggeredAbility) and trigger.condition is not None
    assert game.check_condition(trigger.condition, you) is False  # a spell was cast from the hand
