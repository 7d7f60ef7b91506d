"""Compiling a kind of counter chosen among those on an object and named later by "of that
kind" (CR 122.1, 608.2d): fx.ChooseCounterKind, fx.PutCountersOfChosenKind and
fx.CountersOfChosenKind."""

from __future__ import annotations

from oraclec import effects as fx

from compiling import compiled, reasons


def _effects(text: str, *, is_spell: bool = True) -> tuple[object, ...]:
    (ability,) = compiled(text, is_spell=is_spell)
    return ability.effects  # type: ignore[attr-defined, no-any-return]


def test_choose_a_counter_on_a_target_then_one_more_of_that_kind() -> None:
    choose, put = _effects("Choose a counter on target permanent. Put an additional counter of that kind on that permanent.")
    assert isinstance(choose, fx.ChooseCounterKind) and isinstance(choose.on, fx.Target)
    assert isinstance(put, fx.PutCountersOfChosenKind) and put.what == choose.on and put.amount == fx.Fixed(value=1)


def test_permanent_or_player_is_one_target_named_twice() -> None:
    choose, put = _effects("Choose a counter on target permanent or player. Give that permanent or player another counter of that kind.")
    assert isinstance(choose, fx.ChooseCounterKind) and isinstance(put, fx.PutCountersOfChosenKind)
    assert put.what == choose.on
    assert isinstance(choose.on, fx.Target) and isinstance(choose.on.what, fx.Union) and fx.EachPlayer() in choose.on.what.parts


def test_a_counter_on_a_permanent_you_control_is_chosen_among_all_of_theirs() -> None:
    """Not a permanent chosen first: the kind among the counters on any of them."""
    text = "Choose a counter on a permanent you control. Put a counter of that kind on target creature you control if it doesn't have a counter of that kind on it."
    choose, conditional = _effects(text)
    assert isinstance(choose, fx.ChooseCounterKind) and isinstance(choose.on, fx.Filter) and choose.on.controller == fx.You()
    assert isinstance(conditional, fx.Conditional)
    target = conditional.effects[0].what
    assert conditional.condition == fx.Compare(left=fx.CountersOfChosenKind(what=target), op="==", right=fx.Fixed(value=0))
    assert conditional.effects == (fx.PutCountersOfChosenKind(what=target),)


def test_of_that_kind_with_no_choice_before_stays_unsupported() -> None:
    assert reasons("Put a counter of that kind on target creature.", is_spell=True)


def test_other_than_the_object_the_kind_was_chosen_on_stays_unsupported() -> None:
    found = reasons("Choose a kind of counter on a creature you control. Put a counter of that kind on each other creature you control.", is_spell=True)
    assert found == ['"other" than the object a kind of counter was chosen on']


def test_a_kind_chosen_for_each_object_and_named_outside_the_loop_stays_unsupported() -> None:
    found = reasons("For each non-Saga permanent, choose a counter on it. You may put an additional counter of that kind on that permanent.", is_spell=True)
    assert "a kind of counter chosen for each of several objects, named by a later sentence (CR 122.1, 608.2d)" in found
