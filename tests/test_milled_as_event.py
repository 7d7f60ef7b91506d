""""Whenever one or more nonland cards are milled" (CR 701.17a, 603.2c): a player's action named by
the cards it was done to is the player event of any player, once for the cards milled together;
"milled this way" in it, with no instruction before doing so, are those cards."""

from __future__ import annotations

from oraclec import effects as fx

from compiling import compiled


def _trigger(text: str) -> fx.Trigger:
    (ability,) = compiled(text)
    assert isinstance(ability, fx.TriggeredAbility) and isinstance(ability.trigger, fx.Trigger)
    return ability.trigger


def test_cards_milled_are_any_players_mill_event() -> None:
    trigger = _trigger("Whenever one or more nonland cards are milled, draw a card.")
    assert (trigger.event, trigger.player, trigger.together) == ("mill", fx.EachPlayer(), True)
    assert trigger.what == fx.Filter(excluded_types=("Land",), kind="card")


def test_milled_this_way_are_the_triggering_cards() -> None:
    (ability,) = compiled("Whenever one or more nonland cards are milled, put a +1/+1 counter on each of up to X target creatures, where X is the number of nonland cards milled this way.")
    counts = [e for e in fx.walk(ability) if isinstance(e, fx.CountOf)]
    assert counts and counts[0].what == fx.Amongst(among=fx.Found(key="triggering"), filter=fx.Filter(excluded_types=("Land",), kind="card"))


def test_milled_this_way_after_a_mill_instruction_are_its_cards() -> None:
    (ability,) = compiled("Whenever a player mills one or more cards, mill two cards. You gain 1 life for each creature card milled this way.")
    counts = [e for e in fx.walk(ability) if isinstance(e, fx.Amongst)]
    assert counts and counts[0].among == fx.Found(key="milled")


def test_discarded_this_way_in_a_discard_trigger_are_the_triggering_cards() -> None:
    (ability,) = compiled("Whenever you discard one or more cards, you gain 1 life for each creature card discarded this way.")
    amongst = [e for e in fx.walk(ability) if isinstance(e, fx.Amongst)]
    assert amongst and amongst[0].among == fx.Found(key="triggering")
