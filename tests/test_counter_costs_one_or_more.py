"""Compiling numbers of counters a player chooses: "Remove one or more [kind] counters ..." as a
cost (CR 122.8, 118.3), any number but zero, counted by "that much" and "removed this way"; and
"put up to N [kind] counters" (CR 608.2d)."""

from __future__ import annotations

from oraclec import effects as fx

from compiling import compiled, reasons


def test_from_this_creature_then_that_much_damage() -> None:
    (ability,) = compiled("{1}, Remove one or more +1/+1 counters from this creature: It deals that much damage to target creature.")
    assert ability.costs[1] == fx.RemoveCountersCost(counter="+1/+1", amount=fx.AnyNumber(), what=fx.This(), at_least=1)  # type: ignore[attr-defined]
    (damage,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(damage, fx.DealDamage) and damage.amount == fx.CountersRemoved()


def test_from_among_permanents_then_that_much_mana() -> None:
    (ability,) = compiled("Remove one or more +1/+1 counters from among artifacts you control: Target player adds that much {C}.")
    (cost,) = ability.costs  # type: ignore[attr-defined]
    assert isinstance(cost, fx.RemoveCountersCost) and cost.among and cost.at_least == 1 and isinstance(cost.amount, fx.AnyNumber)
    (mana,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(mana, fx.AddMana) and mana.amount == fx.CountersRemoved()


def test_counters_of_no_stated_kind_stay_unsupported() -> None:
    assert reasons("Remove one or more counters from this creature: Draw a card.") == [
        "removing one or more counters of no stated kind as a cost (CR 122.1, 122.8)"
    ]


def test_any_number_removed_then_that_much_damage_counts_them() -> None:
    """Was the event's amount (none in an activated ability): now the counters removed."""
    (ability,) = compiled("{1}{R}, {T}, Remove any number of charge counters from this artifact: It deals that much damage to any target.")
    (damage,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(damage, fx.DealDamage) and damage.amount == fx.CountersRemoved()


def test_up_to_a_number_of_counters_is_a_number_chosen_up_to_it() -> None:
    (ability,) = compiled("Put up to three lore counters on target Saga you control.", is_spell=True)
    (put,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(put, fx.PutCounters) and put.counter == "lore" and put.amount == fx.UpToChosen(most=fx.Fixed(value=3))


def test_up_to_counters_put_by_each_player_stays_unsupported() -> None:
    found = reasons("Each player puts up to two +1/+1 counters on a creature they control.", is_spell=True)
    assert "up to a number of counters put by another player than the controller (CR 608.2d)" in found
