"""The sandbox exercises every ability of a card (oraclec.runtime.exercise): a card is executable
only if each ability did its work there; otherwise the result says why."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.sandbox import (
    EXECUTABLE,
    NOT_EXERCISED,
    UNSUPPORTED,
    SmokeResult,
    SmokeStats,
    sandbox_pool,
    smoke_definition,
)

YOU = fx.You()
GAIN_ONE = fx.GainLife(amount=fx.Fixed(value=1))


def smoke(name: str, type_line: str, *abilities: Any, **kw: Any) -> SmokeResult:
    kw.setdefault("mana_cost", "{2}")
    if "Creature" in type_line:
        kw.setdefault("power", 2)
        kw.setdefault("toughness", 2)
    return smoke_definition(homebrew(name, type_line, abilities=list(abilities), **kw), sandbox_pool())


def dies_trigger(*, subtype: str | None = None, effects: tuple[Any, ...] = (GAIN_ONE,)) -> fx.TriggeredAbility:
    """"Whenever another creature [of a subtype] you control dies, ..." """
    what = fx.Filter(types=("Creature",), subtypes=(subtype,) if subtype else (), controller=YOU, other=True, zone="battlefield")
    return fx.TriggeredAbility(trigger=fx.Trigger(event="dies", what=what), effects=effects)


def test_a_vanilla_creature_is_executable() -> None:
    result = smoke("Plain Bear", "Creature — Bear")
    assert (result.status, result.resolved, result.reasons) == (EXECUTABLE, True, ())


def test_a_trigger_whose_event_the_sandbox_causes_is_executable_when_it_resolves() -> None:
    # a creature of alice's dies in the sandbox (it destroys one): the trigger resolves
    result = smoke("Grave Watcher", "Creature — Spirit", dies_trigger())
    assert (result.status, result.reasons) == (EXECUTABLE, ())


def test_a_trigger_that_triggers_but_does_not_resolve_keeps_the_card_from_being_executable() -> None:
    # the same event, but its target never exists: the ability is removed from the stack
    nowhere = fx.Target(key="target", what=fx.Filter(types=("Creature",), name="No Such Creature", zone="battlefield"))
    result = smoke("Grave Hunter", "Creature — Spirit", dies_trigger(effects=(fx.Destroy(what=nowhere),)))
    assert result.status == NOT_EXERCISED and result.resolved
    assert result.reasons == ("not exercised: triggered ability did not resolve (event dies)",)


def test_a_trigger_whose_event_happens_but_does_not_match_is_a_reason() -> None:
    # no Dragon of alice's dies in the sandbox
    result = smoke("Dragon Mourner", "Creature — Spirit", dies_trigger(subtype="Dragon"))
    assert (result.status, result.reasons) == (NOT_EXERCISED, ("not exercised: trigger event dies (did not trigger)",))


def test_a_trigger_event_the_sandbox_does_not_cause_is_a_reason() -> None:
    transforms = fx.TriggeredAbility(trigger=fx.Trigger(event="transforms", what=fx.This()), effects=(GAIN_ONE,))
    result = smoke("Moonlit Sprite", "Creature — Faerie", transforms)
    assert result.status == NOT_EXERCISED and result.resolved
    assert result.reasons == ("not exercised: trigger event transforms (not caused by the sandbox)",)
    assert "transforms" in result.detail


def test_becoming_a_target_is_caused_by_a_spell_that_targets_the_card() -> None:
    becomes_target = fx.TriggeredAbility(trigger=fx.Trigger(event="becomes_target", what=fx.This()), effects=(GAIN_ONE,))
    assert smoke("Watchful Sprite", "Creature — Faerie", becomes_target).status == EXECUTABLE


def test_a_step_trigger_is_caused_by_playing_the_turns() -> None:
    upkeep = fx.TriggeredAbility(trigger=fx.StepTrigger(step="upkeep", player=YOU), effects=(GAIN_ONE,))
    assert smoke("Dawn Keeper", "Enchantment", upkeep).status == EXECUTABLE


@pytest.fixture
def teleport() -> Any:
    @fx.model
    class Teleport(fx.Effect):
        pass

    yield Teleport
    fx.CLASSES.pop("Teleport", None)


def test_an_activated_ability_that_is_unsupported_makes_the_card_not_executable(teleport: Any) -> None:
    ability = fx.ActivatedAbility(costs=(fx.ManaPayment(mana="{1}"), fx.TapSelf()), effects=(teleport(),))
    result = smoke("Teleport Gate", "Artifact", ability)
    # the card itself was cast and resolved: only activating its ability reaches Teleport
    assert result.resolved
    assert (result.status, result.detail, result.reasons) == (UNSUPPORTED, "Teleport", ("unsupported: Teleport",))


def test_an_activated_ability_that_resolves_is_exercised() -> None:
    ability = fx.ActivatedAbility(costs=(fx.ManaPayment(mana="{3}"), fx.TapSelf()), effects=(GAIN_ONE,))
    assert smoke("Healing Lamp", "Artifact", ability).status == EXECUTABLE


def test_an_activated_ability_that_cannot_be_paid_is_a_reason() -> None:
    # no player has energy in the sandbox
    ability = fx.ActivatedAbility(costs=(fx.RemoveCountersCost(counter="energy", amount=3, what=YOU),), effects=(GAIN_ONE,))
    result = smoke("Energy Lamp", "Artifact", ability)
    assert (result.status, result.reasons) == (NOT_EXERCISED, ("not exercised: activated ability refused (cost)",))


def test_a_static_ability_is_observed_in_the_layers() -> None:
    creatures = fx.Filter(types=("Creature",), controller=YOU, zone="battlefield")
    anthem = fx.StaticAbility(effects=(fx.ModifyPT(what=creatures, power=fx.Fixed(value=1), toughness=fx.Fixed(value=1)),))
    assert smoke("Banner", "Enchantment", anthem).status == EXECUTABLE
    dragons = fx.Filter(types=("Creature",), subtypes=("Dragon",), controller=YOU, zone="battlefield")
    no_dragons = fx.StaticAbility(effects=(fx.ModifyPT(what=dragons, power=fx.Fixed(value=1), toughness=fx.Fixed(value=1)),))
    result = smoke("Dragon Banner", "Enchantment", no_dragons)
    assert (result.status, result.reasons) == (NOT_EXERCISED, ("not exercised: static ModifyPT changed no object",))


def test_stats_count_executable_and_resolved_cards_and_reasons(teleport: Any) -> None:
    stats = SmokeStats()
    stats.add(smoke("Plain Bear", "Creature — Bear"))
    stats.add(smoke("Dragon Mourner", "Creature — Spirit", dies_trigger(subtype="Dragon")))
    stats.add(smoke("Teleport Gate", "Artifact", fx.ActivatedAbility(costs=(fx.TapSelf(),), effects=(teleport(),))))
    assert (stats.executable, stats.resolved) == (1, 3)
    assert stats.reasons == {"not exercised: trigger event dies (did not trigger)": 1, "unsupported: Teleport": 1}


def test_an_instant_with_gift_is_executable_its_enters_form_is_not_waited_for() -> None:
    """Gift (CR 702.174b) is defined with both its forms; on an instant the "When this permanent
    enters" one never triggers (CR 304.4), so the sandbox does not wait for it."""
    from oraclec.compiler import lower_keyword

    draw = fx.Draw(player=fx.PlayerRole(role="chosen"))
    gift = lower_keyword(fx.KeywordParams(name="gift", quality=(draw,)))
    result = smoke("Gift Study", "Instant", gift, fx.SpellAbility(effects=(GAIN_ONE,)), mana_cost="{U}")
    assert (result.status, result.reasons) == (EXECUTABLE, ())
