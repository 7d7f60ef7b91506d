"""Extra turns (CR 500.7) and skipped steps, phases and turns (CR 614.10)."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import next_turn


def sorcery(pool, name: str, *effects) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=tuple(effects))]))
    return name


def instant(pool, name: str, *effects) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Instant", mana_cost="{0}", abilities=[fx.SpellAbility(effects=tuple(effects))]))
    return name


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


def test_until_your_next_end_step_ends_as_that_end_step_begins(setup, pool) -> None:
    """"Until your next end step, you have no maximum hand size" (CR 513.1, 500.4): made in the
    first main phase, it ends as this turn's end step begins; made during that end step, it
    lasts through bob's turn until alice's next end step begins."""
    rule = instant(pool, "Open Till Evening", fx.Restriction(what=fx.You(), rule="no maximum hand size", duration="your_next_end_step"))
    game = setup({"alice": {"hand": [rule, rule], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.cast("alice", rule)
    game.resolve_stack()
    assert [r["duration"] for r in game.state.player_rules] == ["your_next_end_step"]
    while game.state.step != "end":
        game.advance()
    assert game.state.player_rules == []
    game.cast("alice", rule)  # during the end step, after it began
    game.resolve_stack()
    next_turn(game)  # bob's turn, his end step included: alice's rule still applies
    while game.state.step != "end":
        game.advance()
    assert game.active_player.name == "bob" and len(game.state.player_rules) == 1
    next_turn(game)
    while game.state.step != "end":
        game.advance()
    assert game.active_player.name == "alice" and game.state.player_rules == []


# -- phases and steps added to a turn (CR 500.8-500.10) -------------------------------------------
def steps_until_next_turn(game) -> list[str]:  # type: ignore[no-untyped-def]
    """The steps that begin from now until the next turn begins."""
    seen = len(game.events("step"))
    next_turn(game)
    steps = [e.get("step") for e in game.events("step")[seen:]]
    return steps[: steps.index("untap")]


COMBAT = ["beginning_of_combat", "declare_attackers", "end_of_combat"]  # no attackers: CR 508.8


def test_an_additional_combat_phase_followed_by_a_main_phase_comes_after_this_main_phase(setup, pool) -> None:
    """"After this main phase, there is an additional combat phase followed by an additional main
    phase" (CR 500.8), cast in the first main phase: then the turn's own combat and main phase."""
    assault = sorcery(pool, "Relentless Assault", fx.AddTurnParts(parts=("combat phase", "main phase"), after="main phase"))
    game = setup({"alice": {"hand": [assault], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.cast("alice", assault)
    game.resolve_stack()
    assert steps_until_next_turn(game) == [*COMBAT, "main2", *COMBAT, "main2", "end", "cleanup"]


def test_phases_added_after_the_same_phase_come_most_recent_first(setup, pool) -> None:
    """CR 500.8: a main phase added, then a combat phase, both after this main phase: the combat
    phase (the most recent) comes first."""
    main = sorcery(pool, "More Time", fx.AddTurnParts(parts=("main phase",)))
    combat = sorcery(pool, "More Fighting", fx.AddTurnParts(parts=("combat phase",), count=fx.Fixed(value=2)))
    game = setup({"alice": {"hand": [main, combat], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    for card in (main, combat):
        game.cast("alice", card)
        game.resolve_stack()
    assert steps_until_next_turn(game) == [*COMBAT, *COMBAT, "main2", *COMBAT, "main2", "end", "cleanup"]


def test_a_combat_phase_added_during_combat_comes_after_the_rest_of_it(setup, pool) -> None:
    """"After this phase, there is an additional combat phase", resolved in the beginning of combat
    step: the rest of this combat phase comes first (CR 500.8); the condition "if it's the first
    combat phase of the turn" holds only in the first."""
    from oraclec.runtime.context import Context

    again = instant(pool, "Fight Again", fx.AddTurnParts(parts=("combat phase",)))
    game = setup({"alice": {"hand": [again], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}}, step="beginning_of_combat")
    first_combat = fx.InPhase(phase="combat", nth=1)
    ctx = Context(controller="alice")
    game.state.turn_record.phases_begun["combat"] = 1  # the game was set up in this combat phase
    assert game.check_condition(first_combat, ctx)
    game.cast("alice", again)
    game.resolve_stack()
    seen = len(game.events("step"))
    while game.state.step != "main2":
        game.advance()
        if game.state.step == "beginning_of_combat":
            assert not game.check_condition(first_combat, ctx)
            assert game.check_condition(fx.InPhase(phase="combat", nth=2), ctx)
    assert [e.get("step") for e in game.events("step")[seen:]] == ["declare_attackers", "end_of_combat", *COMBAT, "main2"]


def test_an_additional_end_step_after_this_step(setup, pool) -> None:
    """"there is an additional end step after this step" (CR 500.9), in the end step."""
    again = instant(pool, "Linger", fx.AddTurnParts(parts=("end step",), after="step"))
    game = setup({"alice": {"hand": [again], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}}, step="end")
    game.cast("alice", again)
    game.resolve_stack()
    assert steps_until_next_turn(game) == ["end", "cleanup"]


def test_you_get_an_additional_step_only_on_your_own_turn(setup, pool) -> None:
    """"you get an additional upkeep step after this step": on bob's turn it adds nothing (CR
    500.10a); on alice's own turn the upkeep step comes again."""
    gift = instant(pool, "Paradox Gift", fx.AddTurnParts(parts=("upkeep step",), after="step", player=fx.You()))
    for active, expected in (("bob", ["draw", "main1"]), ("alice", ["upkeep", "draw"])):
        game = setup({"alice": {"hand": [gift], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}}, active=active, step="upkeep")
        if active == "bob":
            game.pass_priority("bob")  # alice casts it in response
        game.cast("alice", gift)
        game.resolve_stack()
        assert steps_until_next_turn(game)[:2] == expected, active


def test_if_you_cast_this_spell_during_your_main_phase(setup, pool) -> None:
    """Addendum: "If you cast this spell during your main phase, you gain 2 life." holds when it
    was cast in alice's main phase, not in her upkeep nor in bob's main phase (CR 601.2, 505.1)."""
    insight = instant(
        pool,
        "Main Insight",
        fx.Conditional(condition=fx.ConditionAsCast(condition=fx.InPhase(phase="main", yours=True)), effects=(fx.GainLife(amount=fx.Fixed(value=2)),)),
    )
    for active, step, gained in (("alice", "main1", 2), ("alice", "upkeep", 0), ("bob", "main1", 0)):
        game = setup({"alice": {"hand": [insight], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}}, active=active, step=step)
        if active == "bob":
            game.pass_priority("bob")
        game.cast("alice", insight)
        game.resolve_stack()
        assert game.player("alice").life == 20 + gained, (active, step)


def test_until_your_next_upkeep_ends_as_that_upkeep_begins(setup, pool) -> None:
    """"Until your next upkeep, target creature gains flying" (CR 503.1, 500.4): made in alice's
    main phase, it lasts through bob's turn and ends as alice's next upkeep begins."""
    spell = instant(pool, "Wings Till Morning", fx.GrantAbilities(what=fx.Filter(types=("Creature",)), abilities=(fx.Keyword(name="flying", rule="702.9"),), duration="your_next_upkeep"))
    game = setup({"alice": {"hand": [spell], "battlefield": ["Grizzly Bears"], "library": ["Island"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    bears = game.find("Grizzly Bears")
    game.cast("alice", spell)
    game.resolve_stack()
    assert game.characteristics(bears).has_keyword("Flying")
    next_turn(game)
    while game.state.step != "end":
        game.advance()
    assert game.active_player.name == "bob" and game.characteristics(bears).has_keyword("Flying")
    next_turn(game)
    assert game.active_player.name == "alice"
    while game.state.step != "upkeep":
        game.advance()
    assert not game.characteristics(bears).has_keyword("Flying")
