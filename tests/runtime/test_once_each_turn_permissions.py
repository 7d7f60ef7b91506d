""""Once each turn, you may cast ..." and "Once during each of your turns, you may cast ... from
your graveyard" (CR 601.3): a permission to play that serves once a turn, compiled from the
Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import IllegalAction, homebrew
from oraclec.text import normalise_ability

from conftest import compiled, next_turn


def test_the_limit_is_on_the_permission() -> None:
    (static,) = compiled("Once during each of your turns, you may cast a creature spell from your graveyard.")
    (permission,) = static.effects
    assert isinstance(permission, fx.PlayPermission) and permission.once_each == "your_turn"
    (static,) = compiled("Once each turn, you may cast an instant or sorcery spell from the top of your library.")
    assert static.effects[0].once_each == "turn"


def test_an_alternative_cost_once_each_turn_is_lowered() -> None:
    """An alternative cost for other spells, once a turn (CR 118.9): played in
    test_alternative_costs_for_spells."""
    parsed = parse_ability(normalise_ability("Once each turn, you may pay {0} rather than pay the mana cost for a creature spell you cast from exile."))
    assert parsed.line is not None, parsed.error
    (static,) = compiler.compile_line(parsed.line)
    (effect,) = static.effects
    assert isinstance(effect, fx.AlternativeCostFor) and effect.once_each == "turn" and effect.spells.zone == "exile"


@pytest.fixture
def graveyard_caster(pool):  # type: ignore[no-untyped-def]
    abilities = compiled("Once during each of your turns, you may cast a creature spell from your graveyard.")
    pool.add(homebrew("Grave Caster", "Enchantment", mana_cost="{0}", abilities=list(abilities)))
    pool.add(homebrew("Free Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    return "Grave Caster"


def test_one_spell_from_the_graveyard_each_of_your_turns(setup, graveyard_caster) -> None:  # type: ignore[no-untyped-def]
    game = setup({"alice": {"battlefield": [graveyard_caster], "graveyard": ["Free Bear", "Free Bear"], "library": ["Island"] * 5},
                  "bob": {"library": ["Island"] * 5}})
    game.cast("alice", "Free Bear", zone="graveyard")
    game.resolve_stack()
    with pytest.raises(IllegalAction):
        game.cast("alice", "Free Bear", zone="graveyard")  # the permission served this turn
    next_turn(game)  # bob's turn: "each of your turns" only
    assert game.active_player.name == "bob"
    next_turn(game)
    game.advance()  # past the untap step, so priority is hers again in her upkeep or later
    while game.state.step not in ("main1",):
        game.advance()
    game.cast("alice", "Free Bear", zone="graveyard")
    game.resolve_stack()
    assert game.names("battlefield").count("Free Bear") == 2
