"""Extra turns (CR 500.7) and skipped steps, phases and turns (CR 614.10)."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew


def sorcery(pool, name: str, *effects) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=tuple(effects))]))
    return name


def next_turn(game) -> None:  # type: ignore[no-untyped-def]
    turn = game.state.turn
    while game.state.turn == turn:
        game.advance()


def turn_order(game, turns: int) -> list[str]:  # type: ignore[no-untyped-def]
    """Who is active in each of the next ``turns`` turns."""
    order = []
    for _ in range(turns):
        next_turn(game)
        order.append(game.active_player.name)
    return order


def test_the_most_recent_extra_turn_is_taken_first(setup, pool) -> None:
    """CR 500.7: two extra turns, one for bob then one for alice: alice's (the most recent) comes
    first, then bob's, then turn order goes on from alice's turn (bob, then alice)."""
    bob_first = sorcery(pool, "Gift of Time", fx.ExtraTurn(player=fx.EachOpponent()))
    mine = sorcery(pool, "Time Again", fx.ExtraTurn())
    game = setup({"alice": {"hand": [bob_first, mine], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.cast("alice", bob_first)
    game.resolve_stack()
    game.cast("alice", mine)
    game.resolve_stack()
    assert turn_order(game, 4) == ["alice", "bob", "bob", "alice"]


def test_a_skipped_turn_does_not_happen(setup, pool) -> None:
    """"You skip your next turn." (CR 614.10): after bob's turn comes bob's again; alice's next
    turn is skipped once only."""
    skip = sorcery(pool, "Long Sleep", fx.Skip(what="turn", once=True))
    game = setup({"alice": {"hand": [skip], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.cast("alice", skip)
    game.resolve_stack()
    assert turn_order(game, 3) == ["bob", "bob", "alice"]
    assert [e.player for e in game.events("skip")] == ["alice"]


def test_a_skipped_combat_phase_goes_to_the_second_main_phase(setup, pool) -> None:
    """"Target opponent skips their next combat phase": from main 1 straight to main 2."""
    skip = sorcery(pool, "Peace Talks", fx.Skip(what="combat phase", player=fx.You(), once=True))
    game = setup({"alice": {"hand": [skip], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.cast("alice", skip)
    game.resolve_stack()
    game.advance()
    assert game.state.step == "main2"
    steps = [e.get("step") for e in game.events("step")]
    assert "beginning_of_combat" not in steps


def test_until_your_next_turn_ends_as_that_turn_begins(setup, pool) -> None:
    """"Until your next turn, you have no maximum hand size" (CR 500.4): it lasts through
    bob's turn and ends as alice's next turn begins; "until the end of your next turn" lasts
    until that turn's cleanup (CR 514.2)."""
    short = sorcery(pool, "Open Mind", fx.Restriction(what=fx.You(), rule="no maximum hand size", duration="your_next_turn"))
    long = sorcery(pool, "Long Silence", fx.Restriction(what=fx.EachOpponent(), rule="can't cast spells", duration="end_of_your_next_turn"))
    game = setup({"alice": {"hand": [short, long], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.cast("alice", short)
    game.resolve_stack()
    game.cast("alice", long)
    game.resolve_stack()
    rules = lambda: sorted((r["player"], r["rule"], r["duration"]) for r in game.state.player_rules)  # noqa: E731
    assert len(rules()) == 2
    next_turn(game)  # bob's turn: both still apply
    assert sorted(r[1] for r in rules()) == ["can't cast spells", "no maximum hand size"]
    next_turn(game)  # alice's turn begins: "until your next turn" ends, the other lasts this turn
    assert rules() == [("bob", "can't cast spells", "end_of_turn")]
    next_turn(game)
    assert rules() == []
