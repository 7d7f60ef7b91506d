""""except the first one they draw in each of their draw steps" (CR 504.1: Xyris, the Writhing
Storm; Alhammarret's Archive; Hullbreacher): every draw but the first card the drawing player
draws in a draw step of their own turn. Compiled from the card database and played."""

from __future__ import annotations

from oraclec.runtime import Game, ScriptedChooser

from conftest import require_compiled


def at_upkeep(db_pool, active: str, alice: dict, bob: dict | None = None) -> Game:  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"library": ["Island"] * 10, **alice}, "bob": {"library": ["Swamp"] * 10, **(bob or {})}}, pool=db_pool, active=active, step="upkeep")
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    return game


def test_xyris_ignores_the_draw_steps_first_draw(db_pool) -> None:  # type: ignore[no-untyped-def]
    """bob's draw step draw makes no Snake; another card bob draws in that step, and one in his
    main phase, make one each."""
    require_compiled(db_pool, "Xyris, the Writhing Storm")
    game = at_upkeep(db_pool, "bob", {"battlefield": ["Xyris, the Writhing Storm"]})
    game.advance()
    assert game.state.step == "draw" and len(game.names("hand", "bob")) == 1
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Snake Token") == 0
    game.draw("bob", 1)
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Snake Token") == 1
    game.advance()
    assert game.state.step == "main1"
    game.draw("bob", 1)
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Snake Token") == 2


def test_alhammarrets_archive_doubles_the_other_draws(db_pool) -> None:  # type: ignore[no-untyped-def]
    """alice's first draw of her draw step is one card; her next draw in that step is two."""
    require_compiled(db_pool, "Alhammarret's Archive")
    game = at_upkeep(db_pool, "alice", {"battlefield": ["Alhammarret's Archive"]})
    game.advance()
    assert game.state.step == "draw" and len(game.names("hand", "alice")) == 1
    game.draw("alice", 1)
    assert len(game.names("hand", "alice")) == 3


def test_hullbreacher_replaces_an_opponents_other_draws(db_pool) -> None:  # type: ignore[no-untyped-def]
    """bob draws his draw step's card; his next draw is replaced: alice creates a Treasure and
    bob draws nothing. alice's own draws are not replaced ("an opponent")."""
    require_compiled(db_pool, "Hullbreacher")
    game = at_upkeep(db_pool, "bob", {"battlefield": ["Hullbreacher"]})
    game.advance()
    assert len(game.names("hand", "bob")) == 1 and "Treasure" not in game.names("battlefield", "alice")
    game.draw("bob", 1)
    assert len(game.names("hand", "bob")) == 1
    assert game.names("battlefield", "alice").count("Treasure") == 1
    game.draw("alice", 1)
    assert len(game.names("hand", "alice")) == 1 and game.names("battlefield", "alice").count("Treasure") == 1


def test_notion_thief_takes_an_opponents_other_draws(db_pool) -> None:  # type: ignore[no-untyped-def]
    """"instead that player skips that draw and you draw a card": bob's second card of his draw
    step is drawn by alice instead (the skipped draw is the one replaced, CR 614.10)."""
    require_compiled(db_pool, "Notion Thief")
    game = at_upkeep(db_pool, "bob", {"battlefield": ["Notion Thief"]})
    game.advance()
    assert len(game.names("hand", "bob")) == 1 and len(game.names("hand", "alice")) == 0
    game.draw("bob", 2)
    assert len(game.names("hand", "bob")) == 1 and len(game.names("hand", "alice")) == 2
    assert not game.state.skips
