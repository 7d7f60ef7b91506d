""""Whenever another creature you control enters, if it wasn't cast, ..." (CR 601.2, 608.3a):
the creature that entered, as the spell it was, cast by any player or put onto the battlefield
otherwise; compiled from its Oracle text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability

WATCHER = "Whenever another creature you control enters, if it wasn't cast, you gain 1 life."


def test_it_wasnt_cast_compiles_to_the_entering_creature() -> None:
    ability = compiled_ability(WATCHER, is_spell=False)
    assert isinstance(ability, fx.TriggeredAbility)
    assert ability.condition == fx.NotCondition(condition=fx.WasCast(what=fx.Found(key="triggering")))


def test_only_a_creature_that_was_not_cast_gains_life(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Watcher Test", "Enchantment", mana_cost="{0}", abilities=[compiled_ability(WATCHER, is_spell=False)]))
    pool.add(homebrew("Zero Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    game = setup({"alice": {"battlefield": ["Watcher Test"], "hand": ["Zero Bear"], "graveyard": ["Grizzly Bears"]}, "bob": {}})
    game.cast("alice", "Zero Bear")
    game.resolve_stack()
    assert "Zero Bear" in game.names("battlefield")
    assert game.player("alice").life == 20  # cast: no life
    game.move(game.find("Grizzly Bears"), "battlefield")
    game.resolve_stack()
    assert game.player("alice").life == 21  # put onto the battlefield, not cast
