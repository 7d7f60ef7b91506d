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
def test_an_amount_of_damage_to_each_of_three_targets() -> None:
    abilities = compiled("~ deals 2 damage to target creature, 3 damage to another target creature, and 4 damage to a third target creature.", is_spell=True)
    damage = _damage(abilities)
    assert [d.amount for d in damage] == [fx.Fixed(value=2), fx.Fixed(value=3), fx.Fixed(value=4)]
    assert all(d.source == fx.This() for d in damage)
    targets = [d.to for d in damage]
    assert all(isinstance(t, fx.Target) for t in targets)
    # three instances of the word "target" (CR 115.3): three targets, none shared
    assert len({t.key for t in targets if isinstance(t, fx.Target)}) == 3


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

