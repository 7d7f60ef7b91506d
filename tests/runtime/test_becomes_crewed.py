""""Whenever this Vehicle becomes crewed, ...": whenever a crew ability of it resolves
(CR 702.122d), not when the creatures are tapped to pay its cost (702.122b). Compiled from Oracle
text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled, keyword


def _vehicle(pool) -> str:  # type: ignore[no-untyped-def]
    abilities = [*compiled("Whenever this Vehicle becomes crewed, you gain 2 life."), keyword("Crew", amount=1)]
    pool.add(homebrew("Crewed Test Cart", "Artifact — Vehicle", mana_cost="{2}", power=3, toughness=3, abilities=abilities))
    return "Crewed Test Cart"


def test_it_triggers_as_the_crew_ability_resolves(setup, pool) -> None:  # type: ignore[no-untyped-def]
    cart = _vehicle(pool)
    game = setup({"alice": {"battlefield": [cart, "Grizzly Bears"]}, "bob": {}}, answers={"alice": {"card": ["Grizzly Bears"]}})
    game.activate("alice", game.find(cart))
    assert game.events("trigger") == []  # the cost is paid; the ability has not resolved yet
    game.resolve_top()
    assert [e.object.name for e in game.events("trigger")] == [cart]
    game.resolve_stack()
    assert game.player("alice").life == 22 and game.is_type(game.find(cart), "Creature")


def test_another_vehicle_crewed_does_not_trigger_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    cart = _vehicle(pool)
    pool.add(homebrew("Other Test Cart", "Artifact — Vehicle", mana_cost="{2}", power=3, toughness=3, abilities=[keyword("Crew", amount=1)]))
    game = setup({"alice": {"battlefield": [cart, "Other Test Cart", "Grizzly Bears"]}, "bob": {}}, answers={"alice": {"card": ["Grizzly Bears"]}})
    game.activate("alice", game.find("Other Test Cart"))
    game.resolve_stack()
    assert game.player("alice").life == 20
