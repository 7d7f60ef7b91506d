""""During target player's next turn, ..." (CR 500, 611.2a): effects that begin as that player's
next turn begins and end with it, compiled from the Oracle text and played."""

from __future__ import annotations

from typing import Any

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled, compiled_ability, next_turn

TAUNT = "During target player's next turn, creatures that player controls attack you if able."
RELAY = "Exile the top card of your library. During your next turn, you may play that card."
DUST = "Whenever this creature blocks a creature, that creature can't attack during its controller's next turn."


def _attackers(game: Any) -> list[str]:
    return sorted(game.get(i).name for i in (game.state.combat or {}).get("attackers", {}))


def _to_declaration(game: Any) -> None:
    while game.state.step != "declare_attackers":
        game.advance()
        game.resolve_stack()


def test_the_window_names_the_player_and_the_effects_last_that_turn() -> None:
    ability = compiled_ability(TAUNT)
    (during,) = ability.effects
    assert isinstance(during, fx.DuringNextTurn) and isinstance(during.player, fx.Target)
    (rule,) = during.effects
    assert rule.rule == "attacks each combat if able" and rule.other == fx.You() and rule.duration == "end_of_turn"


def test_the_creatures_attack_during_that_players_next_turn_only(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Taunt Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(TAUNT)]))
    game = setup({"alice": {"hand": ["Taunt Test"]}, "bob": {"battlefield": ["Grizzly Bears"]}, "carol": {}},
                 answers={"bob": {"attackers": [[], []]}})
    game.state.step = "main1"
    game.cast("alice", "Taunt Test", targets=["bob"])
    game.resolve_stack()
    # not yet: alice's own turn goes on with no requirement on bob's creatures (CR 611.2c)
    assert not game.state.combat and game.characteristics(game.find("Grizzly Bears")).rules == ()
    next_turn(game)  # bob's turn: it begins now
    assert game.active_player.name == "bob"
    _to_declaration(game)
    # bob declares none of his own accord; the bears attack alice, not carol (CR 508.1d)
    assert game.state.combat["attackers"] == {game.find("Grizzly Bears").id: "alice"}
    next_turn(game)
    assert game.characteristics(game.find("Grizzly Bears")).rules == ()  # it ended with that turn


def test_a_permission_for_your_next_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Relay Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(RELAY)]))
    game = setup({"alice": {"hand": ["Relay Test"], "library": ["Mountain", "Island", "Island", "Island"]}, "bob": {"library": ["Island"] * 4}})
    game.state.step = "main1"
    game.cast("alice", "Relay Test")
    game.resolve_stack()
    assert "Mountain" in game.names("exile")
    assert not [p for p in game.state.permissions]  # nothing yet this turn
    next_turn(game)  # bob's
    assert not game.state.permissions
    next_turn(game)  # alice's next turn: she may play it
    assert game.state.permissions and game.active_player.name == "alice"


def test_its_controllers_next_turn_is_the_blocked_creatures() -> None:
    (ability,) = compiled(DUST)
    (during,) = ability.effects
    assert during.player == fx.ControllerOf(what=fx.Found(key="triggering other"))
    assert during.effects == (fx.Restriction(what=fx.Found(key="triggering other"), rule="can't attack", duration="end_of_turn"),)


def test_control_of_a_player_is_unsupported() -> None:
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    parsed = parse_ability(normalise_ability("You control target player during that player's next turn."), is_spell=True)
    assert parsed.line is not None
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))  # CR 722


def test_each_players_own_next_turn_is_a_window_for_each_of_them() -> None:
    # "during that player's next turn" after "each opponent": each one's own next turn (CR 500)
    (each,) = compiled_ability("Each opponent can't cast instant or sorcery spells during that player's next turn.").effects
    assert isinstance(each, fx.ForEachOf) and each.over == fx.EachOpponent()
    (during,) = each.effects
    assert isinstance(during, fx.DuringNextTurn) and during.player == fx.Found(key=each.key)
    (ability,) = compiled("When this creature enters, each opponent can't cast instant or sorcery spells during your next turn.")
    (during,) = ability.effects
    assert during.player == fx.You() and during.effects[0].what == fx.EachOpponent()
