""""You may pay {0} rather than pay the mana cost for Zombie creature spells you cast.": a static
ability that offers an alternative cost for other spells (CR 118.9, 601.2b), compiled from the
Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import IllegalAction, homebrew

from conftest import compiled


@pytest.fixture
def zombie_caster(pool):  # type: ignore[no-untyped-def]
    abilities = compiled("You may pay {0} rather than pay the mana cost for Zombie creature spells you cast.")
    pool.add(homebrew("Zombie Storm", "Enchantment", mana_cost="{0}", abilities=list(abilities)))
    pool.add(homebrew("Costly Zombie", "Creature — Zombie", mana_cost="{5}{B}", power=5, toughness=5))
    return "Zombie Storm"


def test_the_cost_is_lowered_as_an_alternative_for_those_spells() -> None:
    (static,) = compiled("You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.")
    (effect,) = static.effects
    assert isinstance(effect, fx.AlternativeCostFor) and effect.cost == (fx.ManaPayment(mana="{W}{U}{B}{R}{G}"),)
    assert effect.spells.zone == "stack" and effect.spells.controller == fx.You()


def test_a_zombie_spell_cast_for_the_alternative_cost(setup, zombie_caster) -> None:  # type: ignore[no-untyped-def]
    game = setup({"alice": {"battlefield": [zombie_caster], "hand": ["Costly Zombie", "Grizzly Bears"], "library": ["Island"] * 5},
                  "bob": {"library": ["Island"] * 5}})
    while game.state.step != "main1":
        game.advance()
    with pytest.raises(IllegalAction):
        game.cast("alice", "Costly Zombie")  # its mana cost, with no land to pay it
    with pytest.raises(IllegalAction):
        game.cast("alice", "Grizzly Bears", method="alternative cost")  # not a Zombie
    game.cast("alice", "Costly Zombie", method="alternative cost")
    game.resolve_stack()
    assert "Costly Zombie" in game.names("battlefield", "alice")


def test_not_without_the_static_ability(setup, zombie_caster) -> None:  # type: ignore[no-untyped-def]
    game = setup({"alice": {"hand": ["Costly Zombie"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    while game.state.step != "main1":
        game.advance()
    with pytest.raises(IllegalAction):
        game.cast("alice", "Costly Zombie", method="alternative cost")


@pytest.fixture
def free_caster(pool):  # type: ignore[no-untyped-def]
    abilities = compiled("Once during each of your turns, you may cast a noncreature or Robot spell from your hand without paying its mana cost.")
    pool.add(homebrew("Free Caster", "Enchantment", mana_cost="{0}", abilities=list(abilities)))
    return "Free Caster"


def test_once_each_turn_without_paying(setup, free_caster) -> None:  # type: ignore[no-untyped-def]
    """CR 601.3, 118.9: a static permission to cast without paying the mana cost, once a turn."""
    game = setup({"alice": {"battlefield": [free_caster], "hand": ["Divination", "Divination", "Grizzly Bears"], "library": ["Island"] * 9},
                  "bob": {"library": ["Island"] * 5}})
    while game.state.step != "main1":
        game.advance()
    with pytest.raises(IllegalAction):
        game.cast("alice", "Grizzly Bears", method="without_paying")  # a creature, not a Robot
    game.cast("alice", "Divination", method="without_paying")
    game.resolve_stack()
    assert game.names("graveyard", "alice") == ["Divination"]
    with pytest.raises(IllegalAction):
        game.cast("alice", "Divination", method="without_paying")  # used this turn


def test_an_alternative_cost_once_each_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Once each turn, you may pay {0} rather than pay the mana cost for ...": it serves one
    spell a turn (CR 118.9)."""
    (static,) = compiled("Once each turn, you may pay {0} rather than pay the mana cost for a Zombie creature spell you cast.")
    assert static.effects[0].once_each == "turn"
    pool.add(homebrew("Once Zombie Storm", "Enchantment", mana_cost="{0}", abilities=[static]))
    pool.add(homebrew("Costly Zombie", "Creature — Zombie", mana_cost="{5}{B}", power=5, toughness=5))
    game = setup({"alice": {"battlefield": ["Once Zombie Storm"], "hand": ["Costly Zombie", "Costly Zombie"], "library": ["Island"] * 5},
                  "bob": {"library": ["Island"] * 5}})
    while game.state.step != "main1":
        game.advance()
    game.cast("alice", "Costly Zombie", method="alternative cost")
    game.resolve_stack()
    with pytest.raises(IllegalAction):
        game.cast("alice", "Costly Zombie", method="alternative cost")


def test_a_permission_with_an_additional_cost(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"You may cast creature spells from your graveyard by paying 2 life in addition to paying
    their other costs.": the mana cost and the life (CR 601.3, 601.2f)."""
    (static,) = compiled("You may cast creature spells from your graveyard by paying 2 life in addition to paying their other costs.")
    (permission,) = static.effects
    assert isinstance(permission, fx.PlayPermission) and permission.cost == (fx.OwnManaCost(), fx.PayLife(amount=fx.Fixed(value=2)))
    pool.add(homebrew("Grave Toll", "Enchantment", mana_cost="{0}", abilities=[static]))
    game = setup({"alice": {"battlefield": ["Grave Toll", "Forest", "Forest"], "graveyard": ["Grizzly Bears"], "library": ["Island"] * 5},
                  "bob": {"library": ["Island"] * 5}})
    while game.state.step != "main1":
        game.advance()
    game.cast("alice", "Grizzly Bears", zone="graveyard")
    game.resolve_stack()
    assert "Grizzly Bears" in game.names("battlefield", "alice")
    assert game.player("alice").life == 18
    assert all(land.tapped for land in game.battlefield("alice") if land.name == "Forest")
