"""An optional replacement ("you may ... instead", CR 614.1a, 616.1) as the compiler lowers it,
played: declining it lets the event happen as it would have."""

from __future__ import annotations

from conftest import require_compiled, scripted_game


def test_616_1_a_declined_optional_replacement_lets_the_permanent_go_to_the_graveyard(db_pool) -> None:
    """Pulmonic Sliver: 'All Slivers have "If this permanent would be put into a graveyard, you
    may put it on top of its owner's library instead."'"""
    require_compiled(db_pool, "Pulmonic Sliver")
    game = scripted_game(db_pool, {"alice": {"battlefield": ["Pulmonic Sliver"]}, "bob": {}}, {"alice": {"replacement": ["no"]}})
    game.destroy(game.find("Pulmonic Sliver"))
    assert game.names("graveyard", "alice") == ["Pulmonic Sliver"]
    assert game.names("library", "alice") == []


def test_614_1a_an_applied_optional_replacement_puts_it_on_top_of_the_library(db_pool) -> None:
    require_compiled(db_pool, "Pulmonic Sliver")
    game = scripted_game(db_pool, {"alice": {"battlefield": ["Pulmonic Sliver"], "library": ["Island"]}, "bob": {}}, {"alice": {"replacement": ["Pulmonic Sliver"]}})
    game.destroy(game.find("Pulmonic Sliver"))
    assert game.names("graveyard", "alice") == []
    assert game.names("library", "alice")[0] == "Pulmonic Sliver"


def test_614_1a_a_replacement_of_the_first_event_each_turn_is_reported_not_applied_to_every_event() -> None:
    """"The first time you would draw a card each turn, you may gain 2 life instead." (as the
    compiler lowers "The first time ... each turn": ``matches.nth_each_turn``): the runtime does
    not count the events that would have happened, so it reports the replacement rather than
    applying it to the second draw too."""
    import pytest

    from oraclec import effects as fx
    from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
    from oraclec.runtime.errors import UnsupportedAtRuntime

    first_draw = fx.Trigger(event="draw", what=fx.Filter(kind="card"), player=fx.You(), nth_each_turn=1)
    pool = CardPool(use_database=False)
    pool.add(homebrew("Island", "Basic Land — Island"))
    pool.add(homebrew("First Charm", "Artifact", mana_cost="{1}", abilities=[
        fx.Replacement(event="draw", player=fx.You(), matches=first_draw, instead=(fx.GainLife(amount=fx.Fixed(value=2)),), optional=True),
    ]))
    game = Game.setup({"alice": {"battlefield": ["First Charm"], "library": ["Island"] * 3}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"replacement": ["First Charm"]})
    with pytest.raises(UnsupportedAtRuntime, match="first such event each turn"):
        game.draw("alice")
