"""Chroma (CR 207.2c): "the number of red mana symbols in the mana costs of permanents you
control", "... in the sacrificed creature's mana cost": the symbols of one color in the mana
costs of objects, a hybrid symbol counting for each of its colors (CR 107.4e); with cards of the
bundled database, compiled."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser
from oraclec.runtime.context import Context


def _compiled(pool: CardPool, name: str) -> None:
    missing = [m for face in pool.get(name).faces for m in face.missing]
    assert not missing, missing


def test_symbols_of_a_color_in_the_mana_costs_of_permanents(db_pool) -> None:  # type: ignore[no-untyped-def]
    # Primalcrux {G}{G}{G}{G}{G}{G}: 6; Kitchen Finks {1}{G/W}{G/W}: 2 (hybrid counts, CR
    # 107.4e); a land has no mana cost (CR 202.1b); bob's permanents are not alice's
    crux = "Primalcrux"
    _compiled(db_pool, crux)
    game = Game.setup({"alice": {"battlefield": [crux, "Kitchen Finks", "Forest"]}, "bob": {"battlefield": ["Llanowar Elves"]}}, pool=db_pool)
    chars = game.characteristics(game.find(crux))
    assert (chars.power, chars.toughness) == (8, 8)
    yours = fx.Filter(controller=fx.You())
    ctx = Context(controller="alice")
    assert game.evaluate(fx.StatOf(what=yours, stat="mana_symbols:W"), ctx) == 2
    assert game.evaluate(fx.StatOf(what=yours, stat="mana_symbols:R"), ctx) == 0


def test_symbols_in_the_sacrificed_creatures_mana_cost(db_pool) -> None:  # type: ignore[no-untyped-def]
    # Fiery Bombardment: the sacrificed creature's mana cost as it last existed (CR 608.2h):
    # Ashenmoor Gouger {B/R}{B/R}{B/R} has three red symbols
    bombardment = "Fiery Bombardment"
    _compiled(db_pool, bombardment)
    game = Game.setup({"alice": {"battlefield": [bombardment, "Ashenmoor Gouger", "Mountain", "Mountain"]}, "bob": {}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"], "cost": ["Ashenmoor Gouger"]})
    life = game.player("bob").life
    game.activate("alice", bombardment)
    game.resolve_stack()
    assert "Ashenmoor Gouger" in game.names("graveyard", "alice")
    assert game.player("bob").life == life - 3
