""""You may cast that card by discarding a card rather than paying its mana cost." (CR 608.2g,
118.9): a card cast as the ability resolves, for the alternative cost the instruction names (not
madness's way, CR 702.35a). Compiled from the card database (The Infamous Cruelclaw) and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser

from conftest import compiled, require_compiled

CRUELCLAW = "The Infamous Cruelclaw"


def test_the_cast_names_the_card_exiled_not_the_card_discarded() -> None:
    (trigger,) = compiled("Whenever ~ deals combat damage to a player, exile cards from the top of your library until you exile a nonland card. You may cast that card by discarding a card rather than paying its mana cost.")
    cast = trigger.effects[-1]
    assert isinstance(cast, fx.Cast) and cast.what == fx.Found(key="found") and cast.keyword is None
    assert [type(c) for c in cast.alternative_cost] == [fx.DiscardCost]


def test_the_card_is_cast_for_the_discard(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, CRUELCLAW)
    game = Game.setup({"alice": {"battlefield": [CRUELCLAW], "hand": ["Plains"], "library": ["Island", "Divination"] + ["Island"] * 6},
                       "bob": {"library": ["Island"] * 5}}, pool=db_pool)
    claw = game.zone("battlefield", "alice").objects[0]
    game.choosers["alice"] = ScriptedChooser({"attackers": [[claw.name]]})
    game.choosers["bob"] = ScriptedChooser({"blockers": [[]]})
    while game.state.step != "main1":
        game.advance()
    game.state.step = "beginning_of_combat"
    while not game.zone("stack").objects:
        game.advance()
    game.resolve_stack()
    # no land to pay {2}{U} with: Divination was cast by discarding the Plains (CR 118.9)
    assert "Plains" in game.names("graveyard", "alice")
    assert "Divination" in game.names("graveyard", "alice")
    assert len(game.zone("hand", "alice").objects) == 2  # Divination drew two cards


MINDRENDER = "Bismuth Mindrender"  # ... You may cast that card by paying life equal to the spell's mana value rather than paying its mana cost.


def test_a_cost_read_of_the_spell_cast(db_pool) -> None:  # type: ignore[no-untyped-def]
    """"by paying life equal to the spell's mana value": the spell being cast, as its costs are
    (CR 118.9, 601.2f)."""
    (trigger,) = compiled("Whenever this creature deals combat damage to a player, that player exiles cards from the top of their library until they exile a nonland card. You may cast that card by paying life equal to the spell's mana value rather than paying its mana cost.")
    cast = trigger.effects[-1]
    assert isinstance(cast, fx.Cast) and cast.alternative_cost == (fx.PayLife(amount=fx.StatOf(what=fx.This(), stat="mana_value")),)
    require_compiled(db_pool, MINDRENDER)
    game = Game.setup({"alice": {"battlefield": [MINDRENDER], "library": ["Island"] * 8},
                       "bob": {"library": ["Island", "Divination"] + ["Island"] * 6}}, pool=db_pool)
    mindrender = game.zone("battlefield", "alice").objects[0]
    game.choosers["alice"] = ScriptedChooser({"attackers": [[mindrender.name]]})
    game.choosers["bob"] = ScriptedChooser({"blockers": [[]]})
    while game.state.step != "main1":
        game.advance()
    game.state.step = "beginning_of_combat"
    while not game.zone("stack").objects:
        game.advance()
    game.resolve_stack()
    # no land to pay {2}{U} with: Divination was cast for 3 life (CR 118.9)
    assert "Divination" in game.names("graveyard", "bob")
    assert game.player("alice").life == 17
