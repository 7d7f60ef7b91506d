""""Whenever another Phoenix you control dies, you may cast this card from your graveyard.": among
a triggered ability's instructions, the card is cast as the ability resolves, its costs paid (CR
608.2g), not given a permission of its own (CR 601.3). Compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled

REBIRTH = "Whenever another Phoenix you control dies, you may cast this card from your graveyard."


def test_it_is_a_cast_now_from_the_graveyard() -> None:
    (ability,) = compiled(REBIRTH)
    assert ability.zone == "graveyard" and ability.effects == (fx.Cast(what=fx.This(), player=fx.You()),)


def test_the_card_is_cast_as_the_ability_resolves(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Rebirth Test", "Creature — Phoenix", mana_cost="{R}", power=2, toughness=2, abilities=list(compiled(REBIRTH))))
    pool.add(homebrew("Other Phoenix Test", "Creature — Phoenix", mana_cost="{1}{R}", power=1, toughness=1))
    game = setup({"alice": {"graveyard": ["Rebirth Test"], "battlefield": ["Other Phoenix Test", "Mountain"]}, "bob": {}},
                 answers={"alice": {"card": [["Rebirth Test"]]}})
    game.destroy(game.find("Other Phoenix Test"))
    game.check_state()
    game.resolve_top()  # the trigger: Rebirth Test is cast, its {R} paid with the Mountain
    assert game.names("stack") == ["Rebirth Test"] and game.find("Mountain").tapped
    game.resolve_stack()
    assert "Rebirth Test" in game.names("battlefield", "alice")
