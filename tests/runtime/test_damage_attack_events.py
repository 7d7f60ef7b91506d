"""Damage and attack events about players, compiled from the Oracle text and played: "Whenever
you're dealt damage" (CR 120.3), "Whenever [a player] is attacked" (CR 508.3b), "Whenever you
attack" (CR 508.3d) and "the attacking player" (CR 506.2)."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str) -> tuple[Any, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return tuple(abilities)


def artifact(pool, text: str, name: str = "Damage Watch Test") -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Artifact", mana_cost="{0}", abilities=list(compiled(text))))
    return name


def bears(pool, names: list[str]) -> None:  # type: ignore[no-untyped-def]
    for name in names:
        pool.add(homebrew(name, "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))


def declare_attackers(game) -> None:  # type: ignore[no-untyped-def]
    game.state.step = "beginning_of_combat"
    game.advance()


# -- "you're dealt damage" ------------------------------------------------------------------------
def test_youre_dealt_damage_is_you_are_dealt_damage() -> None:
    (ability,) = compiled("Whenever you're dealt damage, put that many charge counters on this artifact.")
    assert ability.trigger == fx.Trigger(event="dealt_damage", what=fx.You())
    assert ability.effects == (fx.PutCounters(what=fx.This(), counter="charge", amount=fx.EventAmount()),)
    (combat,) = compiled("When you're dealt combat damage, sacrifice this creature.")
    assert combat.trigger == fx.Trigger(event="dealt_combat_damage", what=fx.You())


def test_youre_needs_the_whole_participle() -> None:
    assert parse_ability(normalise_ability("Whenever you're dealt, draw a card.")).line is None


@pytest.mark.parametrize(("damaged", "counters"), [("alice", 3), ("bob", 0)])
def test_damage_dealt_to_you_triggers_with_that_many(setup, pool, damaged: str, counters: int) -> None:  # type: ignore[no-untyped-def]
    name = artifact(pool, "Whenever you're dealt damage, put that many charge counters on this artifact.")
    game = setup({"alice": {"battlefield": [name]}, "bob": {}})
    game.deal_damage(None, damaged, 3)
    game.resolve_stack()
    assert game.find(name).counters.get("charge", 0) == counters


def test_the_attacking_player_is_the_active_player() -> None:
    # CR 506.2: during combat, the active player is the attacking player
    (ability,) = compiled("Whenever you're dealt combat damage, the attacking player gains control of this artifact and untaps it.")
    assert ability.effects[0] == fx.GainControl(what=fx.This(), player=fx.PlayerRole(role="active"))


def test_the_attacking_player_gains_control_after_combat_damage(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = artifact(pool, "Whenever you're dealt combat damage, the attacking player gains control of this artifact and untaps it.")
    bears(pool, ["Bob Bear Test"])
    game = setup({"alice": {"battlefield": [name]}, "bob": {"battlefield": ["Bob Bear Test"]}},
                 answers={"bob": {"attackers": [["Bob Bear Test"]]}, "alice": {"blockers": [[]]}})
    from oraclec.runtime.turns import begin_turn

    begin_turn(game)  # bob's turn
    assert game.active_player.name == "bob"
    declare_attackers(game)
    for _ in range(3):  # declare blockers, combat damage
        if game.player("alice").life != 20:
            break
        game.advance()
    game.resolve_stack()
    assert game.player("alice").life == 18
    assert game.controller_of(game.find(name)) == "bob"


# -- "is attacked" and "you attack" ---------------------------------------------------------------
def test_is_attacked_compiles_for_players_only() -> None:
    (ability,) = compiled("Whenever an opponent is attacked, draw a card.")
    assert ability.trigger == fx.Trigger(event="is_attacked", what=fx.EachOpponent())
    parsed = parse_ability(normalise_ability("Whenever a planeswalker you control is attacked, draw a card."))
    assert parsed.line is not None
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))
    # the player a Curse is attached to (CR 303.4, 702.5a) is a player attacked; the runtime,
    # which attaches Auras to objects only, reports it unsupported as it is matched
    (curse,) = compiled("Whenever enchanted player is attacked, you gain 2 life.")
    assert curse.trigger == fx.Trigger(event="is_attacked", what=fx.AttachedTo(relation="enchanted"))
    parsed = parse_ability(normalise_ability("Whenever enchanted creature is attacked, you gain 2 life."))
    assert parsed.line is None or compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_youre_attacked_triggers_once_for_the_declaration(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 508.3b: once if one or more creatures are declared attacking that player
    from oraclec.runtime.turns import begin_turn

    name = artifact(pool, "Whenever you're attacked, you gain 1 life.")
    bears(pool, ["Bob Bear Test", "Bob Cub Test"])
    game = setup({"alice": {"battlefield": [name]}, "bob": {"battlefield": ["Bob Bear Test", "Bob Cub Test"]}},
                 answers={"bob": {"attackers": [["Bob Bear Test", "Bob Cub Test"]]}})
    begin_turn(game)
    assert game.active_player.name == "bob"
    declare_attackers(game)
    assert len(game.state.combat["attackers"]) == 2
    game.resolve_stack()
    assert game.player("alice").life == 21


def test_no_attack_no_trigger(setup, pool) -> None:  # type: ignore[no-untyped-def]
    from oraclec.runtime.turns import begin_turn

    name = artifact(pool, "Whenever you're attacked, you gain 1 life.")
    bears(pool, ["Bob Bear Test"])
    game = setup({"alice": {"battlefield": [name]}, "bob": {"battlefield": ["Bob Bear Test"]}}, answers={"bob": {"attackers": [[]]}})
    begin_turn(game)
    declare_attackers(game)
    game.resolve_stack()
    assert game.player("alice").life == 20


def test_an_opponent_attacking_does_not_trigger_your_attack(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = artifact(pool, "Whenever an opponent is attacked, you gain 1 life.")
    bears(pool, ["Alice Bear Test"])
    game = setup({"alice": {"battlefield": [name, "Alice Bear Test"]}, "bob": {}}, answers={"alice": {"attackers": [["Alice Bear Test"]]}})
    assert game.active_player.name == "alice"
    declare_attackers(game)
    game.resolve_stack()
    assert game.player("alice").life == 21  # bob, alice's opponent, was attacked


def test_you_attack_triggers_once_however_many_creatures_attack(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 508.3d: "Whenever [a player] attacks" triggers if one or more creatures are declared
    name = artifact(pool, "Whenever you attack, you gain 1 life.")
    bears(pool, ["Alice Bear Test", "Alice Cub Test"])
    game = setup({"alice": {"battlefield": [name, "Alice Bear Test", "Alice Cub Test"]}, "bob": {}},
                 answers={"alice": {"attackers": [["Alice Bear Test", "Alice Cub Test"]]}})
    declare_attackers(game)
    assert len(game.state.combat["attackers"]) == 2
    game.resolve_stack()
    assert game.player("alice").life == 21


# -- "If damage would be dealt to this creature while ..., prevent that damage" (CR 614.1a, 615) --
SHIELD = "If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and remove {what} from it."


def shielded(setup, pool, what: str, counters: int):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Shield Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=1, toughness=1, abilities=list(compiled(SHIELD.format(what=what)))))
    game = setup({"alice": {"battlefield": ["Shield Bear Test"]}, "bob": {}})
    bear = game.find("Shield Bear Test")
    if counters:
        game.put_counters(bear, "+1/+1", counters)
    return game, bear


def test_the_replaced_events_tail_is_the_replacements_condition() -> None:
    (ability,) = compiled(SHIELD.format(what="a +1/+1 counter"))
    assert isinstance(ability, fx.Replacement)
    assert ability.condition == fx.Compare(left=fx.StatOf(what=fx.This(), stat="counters:+1/+1"), op=">=", right=fx.Fixed(value=1))
    assert ability.instead[1] == fx.RemoveCounters(what=fx.This(), counter="+1/+1", amount=fx.Fixed(value=1))


def test_without_a_counter_the_replacement_does_not_apply(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # the tail "while it has a +1/+1 counter on it" is the replacement's condition (CR 614.1a)
    game, bear = shielded(setup, pool, "a +1/+1 counter", 0)
    game.deal_damage(None, bear, 1)
    assert bear.damage == 1


def test_with_a_counter_the_prevention_and_removal_is_explicitly_unsupported(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # a damage replacement that prevents and does more is not applied by the runtime yet: it
    # says so rather than dealing the damage
    from oraclec.runtime.errors import UnsupportedAtRuntime

    game, bear = shielded(setup, pool, "that many +1/+1 counters", 2)
    with pytest.raises(UnsupportedAtRuntime):
        game.deal_damage(None, bear, 1)
