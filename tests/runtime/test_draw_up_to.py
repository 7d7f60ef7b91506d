""""draws up to three cards": the player chooses how many, from none to three (CR 121).
Compiled from Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled


def test_the_player_draws_as_many_as_they_choose(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Draw Up To Tester", "Sorcery", mana_cost="{0}", abilities=list(compiled("Target player draws up to three cards.", is_spell=True))))
    game = setup({"alice": {"hand": ["Draw Up To Tester"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}},
                 answers={"bob": {"number": [1]}}, strict=True)
    game.cast("alice", "Draw Up To Tester", targets=["bob"])
    game.resolve_stack()
    assert len(game.zone("hand", "bob")) == 1
    (asked,) = [c for c, _ in game.choice_log if c.kind == "number"]
    assert asked.player == "bob" and asked.options == (0, 1, 2, 3)
