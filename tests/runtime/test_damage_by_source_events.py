"""Damage events named by their source or said of the damage (CR 120.3, 603.2), compiled from the
Oracle text and played: "Whenever an opponent is dealt damage by a red creature", "Whenever
combat damage is dealt to you"."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import compiled_ability


def creature(pool: Any, name: str, color: str) -> str:
    pool.add(homebrew(name, "Creature — Bear", mana_cost="{1}{" + color + "}", power=2, toughness=2))
    return name


BY_RED = "Whenever an opponent is dealt damage by a red creature, you gain 2 life."


def test_the_source_is_the_events_other_party() -> None:
    trigger = compiled_ability(BY_RED, is_spell=False).trigger
    assert trigger.event == "dealt_damage"
    assert isinstance(trigger.to, fx.Filter) and trigger.to.colors == ("R",)


@pytest.mark.parametrize(("source", "life"), [("Red Test", 22), ("Green Test", 20)])
def test_damage_by_a_described_source_triggers(setup, pool, source: str, life: int) -> None:  # type: ignore[no-untyped-def]
    # CR 120.3: the source of the damage is the one described, not any source
    pool.add(homebrew("Watch Test", "Enchantment", mana_cost="{0}", abilities=[compiled_ability(BY_RED, is_spell=False)]))
    creature(pool, "Red Test", "R")
    creature(pool, "Green Test", "G")
    game = setup({"alice": {"battlefield": ["Watch Test", "Red Test", "Green Test"]}, "bob": {}})
    game.deal_damage(game.info(game.find(source)), "bob", 1)
    game.resolve_stack()
    assert game.player("alice").life == life


def test_damage_by_one_or_more_sources_is_not_one_event_a_source() -> None:
    # CR 603.2c: one event for the damage several sources deal at once
    parsed = parse_ability(normalise_ability("Whenever an opponent is dealt damage by one or more creatures you control, draw a card."))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert compiler.unsupported_in(ability)


@pytest.mark.parametrize(("combat", "life"), [(True, 19), (False, 18)])
def test_combat_damage_dealt_to_you_is_you_dealt_combat_damage(setup, pool, combat: bool, life: int) -> None:  # type: ignore[no-untyped-def]
    # CR 120.3, 510.2: "combat damage is dealt to you" is "you're dealt combat damage"
    watch = compiled_ability("Whenever combat damage is dealt to you, you gain 1 life.", is_spell=False)
    assert watch.trigger == compiled_ability("Whenever you're dealt combat damage, you gain 1 life.", is_spell=False).trigger
    pool.add(homebrew("Watch Test", "Enchantment", mana_cost="{0}", abilities=[watch]))
    creature(pool, "Red Test", "R")
    game = setup({"alice": {"battlefield": ["Watch Test"]}, "bob": {"battlefield": ["Red Test"]}})
    game.deal_damage(game.info(game.find("Red Test")), "alice", 2, combat=combat)
    game.resolve_stack()
    assert game.player("alice").life == life


# -- what was revealed or exiled "this way" (CR 603.12, 701.20a) ---------------------------------
REVEAL = (
    "Reveal cards from the top of your library until you reveal a nonland card. Put the revealed cards on the bottom of "
    "your library in a random order. When you reveal a nonland card this way, you gain life equal to that card's mana value."
)


def test_cards_revealed_until_one_matches_are_the_revealed_cards(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 701.20a: every card revealed, the lands before the nonland card too; the reflexive
    # ability triggers on the nonland card revealed this way and reads its mana value
    parsed = parse_ability(normalise_ability(REVEAL), is_spell=True)
    assert parsed.line is not None, parsed.error
    (spell,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(spell)
    pool.add(homebrew("Reveal Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    pool.add(homebrew("Land Test", "Land", mana_cost=""))
    pool.add(homebrew("Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    pool.add(homebrew("Deep Test", "Creature — Bear", mana_cost="{5}{G}", power=2, toughness=2))
    game = setup({"alice": {"hand": ["Reveal Test"], "library": ["Land Test", "Bear Test", "Deep Test"]}, "bob": {}})
    game.cast("alice", "Reveal Test")
    game.resolve_stack()
    assert game.player("alice").life == 22
    assert [o.name for o in game.zone("library", "alice").objects][0] == "Deep Test"


# -- "during combat" (CR 506.1) ------------------------------------------------------------------
@pytest.mark.parametrize(("step", "life"), [("declare_attackers", 21), ("main1", 20)])
def test_an_event_during_combat_happens_in_a_step_of_the_combat_phase(setup, pool, step: str, life: int) -> None:  # type: ignore[no-untyped-def]
    watch = compiled_ability("Whenever a creature you control enters during combat, you gain 1 life.", is_spell=False)
    assert watch.trigger.condition == fx.InPhase(phase="combat")
    pool.add(homebrew("Watch Test", "Enchantment", mana_cost="{0}", abilities=[watch]))
    creature(pool, "Red Test", "R")
    game = setup({"alice": {"battlefield": ["Watch Test"], "hand": ["Red Test"]}, "bob": {}})
    game.state.step = step
    game.move(game.find("Red Test"), "battlefield")
    game.resolve_stack()
    assert game.player("alice").life == life


# -- "if it isn't being declared as an attacker" (CR 508.1f) ---------------------------------------
@pytest.mark.parametrize(("cause", "life"), [(None, 21), ("attack", 20)])
def test_a_tap_as_attackers_are_declared_is_told_apart(setup, pool, cause: Any, life: int) -> None:  # type: ignore[no-untyped-def]
    watch = compiled_ability("Whenever a creature an opponent controls becomes tapped, if it isn't being declared as an attacker, you gain 1 life.", is_spell=False)
    assert watch.condition == fx.NotCondition(condition=fx.TappedToAttack())
    pool.add(homebrew("Watch Test", "Enchantment", mana_cost="{0}", abilities=[watch]))
    creature(pool, "Red Test", "R")
    game = setup({"alice": {"battlefield": ["Watch Test"]}, "bob": {"battlefield": ["Red Test"]}})
    game.tap(game.find("Red Test"), cause=cause)
    game.resolve_stack()
    assert game.player("alice").life == life


def test_declaring_an_attacker_taps_it_as_an_attacker(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 508.1f: the tap of declaring attackers says so (runtime.combat), and the ability does not
    # trigger on it; a tap by anything else does
    watch = compiled_ability("Whenever a creature an opponent controls becomes tapped, if it isn't being declared as an attacker, you gain 1 life.", is_spell=False)
    pool.add(homebrew("Watch Test", "Enchantment", mana_cost="{0}", abilities=[watch]))
    creature(pool, "Red Test", "R")
    game = setup({"alice": {"battlefield": ["Watch Test"]}, "bob": {"battlefield": ["Red Test"]}},
                 answers={"bob": {"attackers": [["Red Test"]]}, "alice": {"blockers": [[]]}})
    from oraclec.runtime.turns import begin_turn

    begin_turn(game)  # bob's turn
    game.state.step = "beginning_of_combat"
    game.advance()
    (event,) = game.events("tap")
    assert event.get("cause") == "attack"
    game.resolve_stack()
    assert game.player("alice").life == 20
