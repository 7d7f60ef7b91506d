"""Damage wordings that did not parse before (issue 19, helper pdamage): an amount of damage to
each of several recipients (CR 120.2), "another target" and "other targets" said of any target
(CR 115.3), "an additional 1 damage" (CR 120.2), and a second "and if ..., ..." in the same
sentence (CR 608.2c)."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.effects.base import walk

from compiling import compiled, lowered, reasons


def _damage(abilities: tuple[fx.Ability, ...]) -> list[fx.DealDamage]:
    return [e for e in walk(abilities) if isinstance(e, fx.DealDamage)]


# -- "2 damage to target creature, 3 damage to another target creature, and 4 damage to a third" --
def test_an_amount_of_damage_to_each_of_three_recipients() -> None:
    abilities = compiled("~ deals 3 damage to target creature, 2 damage to target player, and 1 damage to you.", is_spell=True)
    damage = _damage(abilities)
    assert [d.amount for d in damage] == [fx.Fixed(value=3), fx.Fixed(value=2), fx.Fixed(value=1)]
    assert all(d.source == fx.This() for d in damage)
    first, second, third = (d.to for d in damage)
    assert isinstance(first, fx.Target) and isinstance(first.what, fx.Filter) and first.what.types == ("Creature",)
    assert isinstance(second, fx.Target) and second.key != first.key
    assert third == fx.You()


def test_another_and_a_third_target_creature_are_unsupported() -> None:
    # "another target creature", "a third target creature": other than the creatures chosen
    # before (CR 115.3), never three targets that may be the same creature
    abilities = lowered("~ deals 2 damage to target creature, 3 damage to another target creature, and 4 damage to a third target creature.", is_spell=True)
    first, second, third = _damage(abilities)
    assert isinstance(first.to, fx.Target)
    assert isinstance(second.to, fx.Unsupported) and isinstance(third.to, fx.Unsupported)
    assert "CR 115.3" in second.to.reason


def test_another_target_said_of_any_target_is_unsupported() -> None:
    # "another target" is any target other than the ones chosen before it, players included
    # (CR 115.3), which no description of any target says: never an unrestricted any target
    text = "~ deals 1 damage to any target, 2 damage to another target, and 3 damage to a third target."
    found = reasons(text, is_spell=True)
    assert len(found) == 2 and all("CR 115.3" in r for r in found)
    abilities = lowered(text, is_spell=True)
    (first, second, third) = _damage(abilities)
    assert isinstance(first.to, fx.Target) and first.amount == fx.Fixed(value=1)
    assert isinstance(second.to, fx.Unsupported) and isinstance(third.to, fx.Unsupported)


def test_kicked_damage_to_another_target_is_unsupported() -> None:
    found = reasons("~ deals 3 damage to any target. If this spell was kicked, it deals 3 damage to another target.", is_spell=True)
    assert len(found) == 1 and "CR 115.3" in found[0]


def test_each_of_up_to_two_other_targets_is_unsupported() -> None:
    found = reasons("Whenever ~ attacks, it deals 4 damage to any target and 3 damage to each of up to two other targets.")
    assert len(found) == 1 and "CR 115.3" in found[0]


# -- "and an additional 1 damage to each green creature" ---------------------------------------
def test_an_additional_amount_of_damage() -> None:
    first, second = _damage(compiled("~ deals 1 damage to each nonblack creature and an additional 1 damage to each green creature.", is_spell=True))
    assert first.amount == second.amount == fx.Fixed(value=1)
    assert isinstance(first.to, fx.Filter) and first.to.excluded_colors == ("B",)
    assert isinstance(second.to, fx.Filter) and second.to.colors == ("G",)
    assert first.source == second.source == fx.This()


def test_an_amount_of_additional_damage() -> None:
    first, second = _damage(compiled("~ deals X damage to each creature with flying and 1 additional damage to each blue creature.", is_spell=True))
    assert first.amount == fx.Variable(name="X") and second.amount == fx.Fixed(value=1)
    assert isinstance(first.to, fx.Filter) and first.to.keywords == ("flying",)
    assert isinstance(second.to, fx.Filter) and second.to.colors == ("U",)


# -- ", and if it would die this turn, exile it instead" ---------------------------------------
def test_and_if_under_the_first_condition() -> None:
    (ability,) = compiled("~ deals 3 damage to any target. If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead.", is_spell=True)
    (conditional,) = [e for e in walk(ability) if isinstance(e, fx.Conditional)]
    assert isinstance(conditional.condition, fx.Is)
    restriction, replacement = conditional.effects
    assert isinstance(restriction, fx.Restriction) and restriction.rule == "can't be regenerated"
    assert isinstance(replacement, fx.CreateReplacement) and replacement.replacement.event == "dies"
    assert replacement.replacement.what == restriction.what
    assert isinstance(replacement.replacement.what, fx.Target)


def test_and_if_after_kicked() -> None:
    (ability,) = compiled("~ deals 2 damage to target creature. If this spell was kicked, that creature can't be regenerated this turn and if it would die this turn, exile it instead.", is_spell=True)
    (conditional,) = [e for e in walk(ability) if isinstance(e, fx.Conditional)]
    assert conditional.condition == fx.CostWasPaid(name="kicker")
    assert [type(e) for e in conditional.effects] == [fx.Restriction, fx.CreateReplacement]


def test_and_if_without_a_first_condition() -> None:
    (ability,) = compiled("Target creature can't be regenerated this turn, and if it would die this turn, exile it instead.", is_spell=True)
    assert [type(e) for e in ability.effects] == [fx.Restriction, fx.CreateReplacement]
    assert not [e for e in walk(ability) if isinstance(e, fx.Conditional)]


# -- "if ~ has dealt 3 or more damage this turn" (CR 120.1) -------------------------------------
def test_has_dealt_an_amount_of_damage_this_turn() -> None:
    (ability,) = compiled("{T}: ~ deals 1 damage to target player or planeswalker. If ~ has dealt 3 or more damage this turn, exile her, then return her to the battlefield transformed under her owner's control.")
    (conditional,) = [e for e in walk(ability) if isinstance(e, fx.Conditional)]
    assert conditional.condition == fx.Compare(left=fx.DamageDealtByThisTurn(source=fx.This()), op=">=", right=fx.Fixed(value=3))
    # "exile her": this planeswalker, the condition's subject, never the target player or planeswalker
    exile, back = conditional.effects
    assert isinstance(exile, fx.Move) and exile.to == "exile" and exile.what == fx.This()
    assert isinstance(back, fx.Move) and back.transformed


def test_has_dealt_an_amount_of_damage_to_that_player() -> None:
    (ability,) = compiled("Whenever this creature deals damage to a player, if it has dealt 10 or more damage to that player this turn, they lose the game.")
    assert isinstance(ability, fx.TriggeredAbility)
    condition = ability.condition
    assert isinstance(condition, fx.Compare) and condition.right == fx.Fixed(value=10)
    assert isinstance(condition.left, fx.DamageDealtByThisTurn) and condition.left.source == fx.This()
    assert condition.left.to == fx.Found(key="triggering player")


def test_sources_as_they_were_controlled_are_unsupported() -> None:
    found = reasons("At the beginning of your end step, if a source you controlled dealt 5 or more damage this turn, draw a card.")
    assert len(found) == 1 and "CR 120.1" in found[0]


# -- "unless they pay {2} before that step" (CR 603.7, 118.12) ----------------------------------
def test_a_payment_before_a_later_step_is_unsupported() -> None:
    # the payment may be made any time until the step begins, not as the delayed ability
    # resolves: never an "unless" read as the ability resolves
    found = reasons("Whenever this creature deals combat damage to a player, that player loses 2 life at the beginning of their next draw step unless they pay {2} before that step.")
    assert len(found) == 1 and "CR 603.7" in found[0]
    assert not [e for e in walk(lowered("Whenever this creature deals combat damage to a player, that player loses 2 life at the beginning of their next draw step unless they pay {2} before that draw step.")) if isinstance(e, fx.LoseLife)]


# -- "for each 1 damage dealt to you this turn" (CR 120.1) --------------------------------------
def test_for_each_1_damage_dealt_to_you_this_turn() -> None:
    (ability,) = compiled("At the beginning of each end step, put a +1/+1 counter on this creature for each 1 damage dealt to you this turn.")
    (put,) = [e for e in walk(ability) if isinstance(e, fx.PutCounters)]
    assert put.amount == fx.DamageDealtToPlayerThisTurn(player=fx.You())
    assert put.what == fx.This() and put.counter == "+1/+1"


def test_for_each_1_damage_dealt_to_the_damaged_player() -> None:
    (ability,) = compiled("Whenever ~ deals combat damage to a player, that player mills a card for each 1 damage dealt to them.")
    (mill,) = [e for e in walk(ability) if isinstance(e, fx.Mill)]
    assert mill.amount == fx.EventAmount() and mill.player == fx.Found(key="triggering player")


def test_for_each_1_damage_dealt_to_objects_is_unsupported() -> None:
    # "them" after "one or more Rogues ... deal combat damage" reads as the Rogues
    found = reasons("Whenever one or more Rogues you control deal combat damage to a player, that player mills a card for each 1 damage dealt to them.")
    assert len(found) == 1 and "CR 120.1" in found[0]


# -- "draws that many cards minus one" (CR 107.1) -----------------------------------------------
def test_that_many_minus_one() -> None:
    (ability,) = compiled("Each player discards all the cards in their hand, then draws that many cards minus one.", is_spell=True)
    (draw,) = [e for e in walk(ability) if isinstance(e, fx.Draw)]
    # one fewer than the cards discarded, never below zero (CR 107.1b)
    assert draw.amount == fx.Larger(values=(fx.Difference(left=fx.EventAmount(), right=fx.Fixed(value=1)), fx.Fixed(value=0)))
    assert draw.player == fx.EachPlayer()
