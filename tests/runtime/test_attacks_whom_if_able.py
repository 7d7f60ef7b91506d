"""Attack requirements naming the player attacked (CR 508.1d): "This creature attacks that player
this combat if able.", "Target creature attacks target opponent this turn if able.", "attacks a
player other than you if able": the creature attacks that player if it can, compiled from the
Oracle text and played."""

from __future__ import annotations

from typing import Any

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled, compiled_ability

RAMPAGE = "At the beginning of combat on your turn, choose an opponent at random. This creature attacks that player this combat if able."
SIRENS = "{T}: Target creature attacks target opponent this turn if able."
STATIC = "All creatures attack enchanted creature's controller each combat if able."


def _attacked(game: Any, name: str) -> list[str]:
    return sorted(d for i, d in (game.state.combat or {}).get("attackers", {}).items() if game.get(i).name == name)


def _to_declaration(game: Any) -> None:
    """From the first main phase through the beginning of combat (its triggers resolved) to the
    declaration of attackers."""
    game.state.step = "main1"
    game.advance()
    game.resolve_stack()
    game.advance()
    game.resolve_stack()


def test_the_requirement_names_the_chosen_player() -> None:
    (ability,) = compiled(RAMPAGE)
    choose, rule = ability.effects
    assert isinstance(choose, fx.ChooseQuality) and choose.at_random
    assert rule == fx.Restriction(what=fx.This(), rule="attacks each combat if able", other=fx.PlayerRole(role="chosen"), duration="end_of_combat")


def test_the_creature_attacks_the_opponent_chosen_at_random(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Rampager Test", "Creature — Minotaur", mana_cost="{2}{R}", power=4, toughness=1, abilities=list(compiled(RAMPAGE))))
    for seed in range(4):
        # alice declares no attacker of her own accord: the requirement makes it attack
        game = setup({"alice": {"battlefield": ["Rampager Test"]}, "bob": {}, "carol": {}}, answers={"alice": {"attackers": [[]]}}, seed=seed)
        _to_declaration(game)
        chosen = game.find("Rampager Test").marks["chosen player"]
        assert _attacked(game, "Rampager Test") == chosen  # CR 508.1d


def test_a_target_opponent_is_attacked_and_only_this_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Sirens Test", "Creature — Siren", mana_cost="{U}", power=1, toughness=1, abilities=[compiled_ability(SIRENS, is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Sirens Test", "Grizzly Bears"]}, "bob": {}, "carol": {}}, answers={"alice": {"attackers": [[], []]}})
    game.activate("alice", game.find("Sirens Test"), targets=[game.find("Grizzly Bears"), "carol"])
    game.resolve_stack()
    _to_declaration(game)
    # not the first opponent, whom the engine's attackers attack otherwise: the one targeted
    assert _attacked(game, "Grizzly Bears") == ["carol"]


def test_a_requirement_naming_a_player_it_cannot_attack_is_none(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 506.2: a creature can't attack its own controller; that requirement can't be obeyed
    pool.add(homebrew("Own Sirens Test", "Creature — Siren", mana_cost="{U}", power=1, toughness=1,
                      abilities=[compiled_ability("{T}: Target creature attacks target player this turn if able.", is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Own Sirens Test", "Grizzly Bears"]}, "bob": {}}, answers={"alice": {"attackers": [[]]}})
    game.activate("alice", game.find("Own Sirens Test"), targets=[game.find("Grizzly Bears"), "alice"])
    game.resolve_stack()
    _to_declaration(game)
    assert _attacked(game, "Grizzly Bears") == []


def test_a_static_requirement_naming_a_player() -> None:
    (ability,) = compiled(STATIC)
    (rule,) = ability.effects
    assert rule.rule == "attacks each combat if able" and rule.other == fx.ControllerOf(what=fx.AttachedTo(relation="enchanted"))


def test_a_player_other_than_you() -> None:
    (ability,) = compiled("I — Until your next turn, each creature attacks each combat if able and attacks a player other than you if able.")
    plain, named = ability.effects
    assert plain.other is None and named.other == fx.OtherPlayers(than=fx.You()) and named.duration == "your_next_turn"
