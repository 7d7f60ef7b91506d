""""Damage isn't removed from ... during cleanup steps." (CR 514.2), compiled from the Oracle
text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled, next_turn


def test_the_rule_names_the_permanents_it_keeps_damaged() -> None:
    (static,) = compiled("Damage isn't removed from creatures your opponents control during cleanup steps.")
    (effect,) = static.effects
    assert isinstance(effect, fx.Restriction) and effect.rule == fx.DAMAGE_NOT_REMOVED
    assert isinstance(effect.what, fx.Filter) and effect.what.types == ("Creature",) and effect.what.controller == fx.EachOpponent()


def test_the_opponents_creatures_keep_their_damage_through_the_cleanup_step(setup, pool) -> None:  # type: ignore[no-untyped-def]
    abilities = compiled("Damage isn't removed from creatures your opponents control during cleanup steps.")
    pool.add(homebrew("Wound Keeper", "Enchantment", mana_cost="{0}", abilities=list(abilities)))
    game = setup({"alice": {"battlefield": ["Wound Keeper", "Grizzly Bears"], "library": ["Island"] * 5},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 5}})
    alices, bobs = game.find("Grizzly Bears", "battlefield", "alice"), game.find("Grizzly Bears", "battlefield", "bob")
    game.deal_damage(None, alices, 1)
    game.deal_damage(None, bobs, 1)
    next_turn(game)  # alice's cleanup step: her Bears' damage is removed, bob's stays
    assert game.get(alices.id).damage == 0
    assert game.get(bobs.id).damage == 1
    game.deal_damage(None, game.get(bobs.id), 1)
    game.check_state()  # 2 damage in all: lethal (CR 704.5g)
    assert game.find("Grizzly Bears", "graveyard", "bob") is not None
