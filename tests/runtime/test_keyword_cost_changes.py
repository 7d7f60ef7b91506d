""""Equip costs you pay cost {1} less.": a change to the cost of an activated keyword ability,
whose activation cost is that cost ("Equip [cost]" means "[Cost]: Attach ...", CR 702.6a), made
as its activation cost is (CR 602.2b, 601.2f). Compiled from the card database (Auriok
Steelshaper) and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import IllegalAction, homebrew

from conftest import compiled, require_compiled, scripted_game

STEELSHAPER = "Auriok Steelshaper"


def test_the_same_change_as_to_the_abilities_activated() -> None:
    (keyword_costs,) = compiled("Equip costs you pay cost {1} less.")
    (abilities,) = compiled("Equip abilities you activate cost {1} less to activate.")
    assert keyword_costs.effects == abilities.effects
    (effect,) = keyword_costs.effects
    assert isinstance(effect, fx.ModifyCost) and effect.spells == fx.ActivatedAbilities(keyword="equip", player=fx.You())


@pytest.mark.parametrize("text", ["Flashback costs you pay cost {2} less.", "Buyback costs cost {2} less.", "All morph costs cost {2} more.", "Dash costs you pay cost {2} less."])
def test_the_costs_of_casting_or_turning_face_up_are_not_changed(text: str) -> None:
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))  # CR 601.2f: one part of a total cost


def test_an_equip_cost_reduced(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, STEELSHAPER)
    game = scripted_game(db_pool, {"alice": {"battlefield": [STEELSHAPER, "Bonesplitter"], "library": ["Island"] * 5},
                                   "bob": {"library": ["Island"] * 5}}, step="main1")
    shaper, splitter = game.find(STEELSHAPER, "battlefield"), game.find("Bonesplitter", "battlefield")
    game.activate("alice", splitter, targets=[shaper])  # Equip {1}, less {1}: no land to pay it needed
    game.resolve_stack()
    assert game.get(splitter.id).attached_to == shaper.id


def test_a_cost_change_to_the_way_a_keyword_casts_the_spell(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Flashback {5}{U}. This spell costs {3} less to cast this way.": the change applies to the
    spell cast with flashback only (CR 601.2f), not to it cast for its mana cost."""
    (flashback,) = compiled("Flashback {5}{U}. This spell costs {3} less to cast this way.", is_spell=True)
    (way,) = [a for a in flashback.definition if isinstance(a, fx.CastPermission)]
    assert way.cost_changes == (fx.ModifyCost(spells=fx.This(), amount=fx.Fixed(value=3)),)
    (draw,) = compiled("Draw a card.", is_spell=True)
    pool.add(homebrew("Costly Insight", "Sorcery", mana_cost="{4}{U}", abilities=[draw, flashback]))
    game = setup({"alice": {"battlefield": ["Island"] * 3, "hand": ["Costly Insight"], "graveyard": ["Costly Insight"], "library": ["Island"] * 5},
                  "bob": {"library": ["Island"] * 5}})
    while game.state.step != "main1":
        game.advance()
    with pytest.raises(IllegalAction):
        game.cast("alice", "Costly Insight", zone="hand")  # {4}{U}: not reduced
    game.cast("alice", "Costly Insight", zone="graveyard", method="flashback")  # {5}{U} less {3}
    game.resolve_stack()
    assert "Costly Insight" in game.names("exile")
