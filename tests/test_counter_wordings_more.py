"""What more counter wordings (CR 122) compile to."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

from compiling import compiled


def effects_of(text: str, *, is_spell: bool = False) -> tuple[object, ...]:
    (ability,) = compiled(text, is_spell=is_spell)
    return ability.effects  # type: ignore[attr-defined, no-any-return]


# -- counters distributed among objects that are not targets (CR 608.2d) ---------------------------
def test_distributed_among_any_number_of_creatures_you_control_is_no_target() -> None:
    (put,) = effects_of("Distribute three +1/+1 counters among any number of creatures you control.", is_spell=True)
    assert isinstance(put, fx.PutCounters) and put.divided and put.counter == "+1/+1"
    assert put.amount == fx.Fixed(value=3)
    assert isinstance(put.what, fx.Filter) and put.what.types == ("Creature",) and put.what.controller == fx.You()


def test_distributed_among_tapped_creatures_opponents_control() -> None:
    tap, put = effects_of("Tap up to two target creatures, then distribute three stun counters among any number of tapped creatures your opponents control.", is_spell=True)
    assert isinstance(tap, fx.Tap)
    assert isinstance(put, fx.PutCounters) and put.divided and put.counter == "stun"
    assert isinstance(put.what, fx.Filter) and put.what.tapped is True and put.what.controller == fx.EachOpponent()


# -- counters an object moved out of a hand, graveyard or library gets (CR 122.1, 122.6) -----------
def test_exiled_from_graveyard_with_counters_gets_them_in_exile() -> None:
    """"from your graveyard with two time counters on it": no card in a graveyard has counters;
    the card exiled gets them (it was read as a card with time counters, and none were put)."""
    move, put = effects_of("Exile target nonland card from your graveyard with two time counters on it.", is_spell=True)
    assert isinstance(move, fx.Move) and move.to == "exile"
    assert isinstance(move.what, fx.Target) and isinstance(move.what.what, fx.Filter) and move.what.what.counters == ()
    assert put == fx.PutCounters(what=fx.Found(key="exiled"), counter="time", amount=fx.Fixed(value=2))


def test_pronoun_exiled_from_graveyard_with_a_counter_keeps_the_counter() -> None:
    """The counter was dropped before: "exile it from their graveyard with a stash counter on it"."""
    (ability,) = compiled("Whenever an opponent discards a card, exile it from their graveyard with a stash counter on it.")
    move, put = ability.effects  # type: ignore[attr-defined]
    assert isinstance(move, fx.Move) and move.to == "exile"
    assert put == fx.PutCounters(what=fx.Found(key="exiled"), counter="stash", amount=fx.Fixed(value=1))


def test_exiled_from_hand_with_a_number_of_counters_equal_to_its_mana_value() -> None:
    move, put = effects_of("Exile a nonland card from your hand with a number of time counters on it equal to its mana value.", is_spell=True)
    assert isinstance(move, fx.Move) and move.to == "exile"
    assert put == fx.PutCounters(what=fx.Found(key="exiled"), counter="time", amount=fx.StatOf(what=fx.Found(key="exiled"), stat="mana_value"))


def test_returned_to_battlefield_with_a_number_of_counters_equal_to_its_power() -> None:
    (move,) = effects_of("Return target creature card from your graveyard to the battlefield with a number of +1/+1 counters on it equal to its power.", is_spell=True)
    assert isinstance(move, fx.Move) and move.to == "battlefield"
    (put,) = move.counters
    assert put.what == fx.Found(key="entering") and put.counter == "+1/+1"
    assert isinstance(put.amount, fx.StatOf) and put.amount.stat == "power"


# -- counters numbered by an "equal to" (CR 122.1, 122.8) -------------------------------------------
def test_players_get_a_number_of_counters_equal_to_a_stat() -> None:
    (ability,) = compiled("When this creature dies, each opponent gets a number of rad counters equal to its power.")
    (put,) = ability.effects  # type: ignore[attr-defined]
    assert put == fx.PutCounters(what=fx.EachOpponent(), counter="rad", amount=fx.StatOf(what=fx.This(), stat="power"))


def test_remove_a_number_of_counters_equal_to_a_stat() -> None:
    (remove,) = effects_of("Remove a number of +1/+1 counters equal to its power from target creature.")
    assert isinstance(remove, fx.RemoveCounters) and isinstance(remove.what, fx.Target) and remove.counter == "+1/+1"
    assert not isinstance(remove.amount, fx.Fixed)


def test_put_counters_on_an_object_equal_to_its_power() -> None:
    (ability,) = compiled("Whenever another creature you control is turned face up, put +1/+1 counters on that creature equal to its power.")
    (put,) = ability.effects  # type: ignore[attr-defined]
    assert put == fx.PutCounters(what=fx.Found(key="triggering"), counter="+1/+1", amount=fx.StatOf(what=fx.Found(key="triggering"), stat="power"))


# -- "either of them" (CR 608.2d) --------------------------------------------------------------------
def test_either_of_them_twice_chooses_from_the_group_each_time() -> None:
    """The second "either of them" names the two targets again, not the one chosen first."""
    tap, first, second = effects_of("Tap up to two target creatures. Put a stun counter on either of them. Then put a stun counter on either of them.", is_spell=True)
    assert isinstance(tap, fx.Tap) and isinstance(tap.what, fx.Target)
    for put in (first, second):
        assert isinstance(put, fx.PutCounters) and put.counter == "stun"
        assert put.what == fx.Chosen(what=tap.what, amount=fx.Fixed(value=1))


# -- a counter from among kinds named (CR 122.1b, 608.2d) ------------------------------------------
def test_a_counter_and_a_counter_from_among_kinds() -> None:
    target = fx.Target(key="target", what=fx.Filter(types=("Creature",), zone="battlefield"))
    plus, choice = effects_of("Put a +1/+1 counter and a counter from among flying, first strike, lifelink, or vigilance on target creature.")
    assert plus == fx.PutCounters(what=target, counter="+1/+1", amount=fx.Fixed(value=1))
    assert isinstance(choice, fx.ChooseEffect)
    assert [o.counter for o in choice.options] == ["flying", "first strike", "lifelink", "vigilance"]  # type: ignore[attr-defined]
    assert all(o.what == target and o.amount == fx.Fixed(value=1) for o in choice.options)  # type: ignore[attr-defined]


def test_your_choice_of_a_counter_from_among_kinds() -> None:
    (choice,) = effects_of("Put your choice of a counter from among first strike, vigilance, deathtouch, and lifelink on ~.")
    assert isinstance(choice, fx.ChooseEffect) and choice.player == fx.You()
    assert [o.counter for o in choice.options] == ["first strike", "vigilance", "deathtouch", "lifelink"]  # type: ignore[attr-defined]


def test_whenever_either_of_those_creatures_is_any_of_them() -> None:
    """In a trigger event, "either of those creatures" is any of them, not one chosen."""
    (ability,) = compiled("[+1]: Choose up to two target creatures. Until your next turn, whenever either of those creatures deals combat damage, you draw a card.")
    _choose, delayed = ability.effects  # type: ignore[attr-defined]
    assert isinstance(delayed, fx.DelayedTrigger)
    assert delayed.trigger.what == fx.Found(key="chosen")


# -- "with the same controller" (CR 108.4) -----------------------------------------------------------
def test_each_other_creature_with_the_same_controller_as_the_target() -> None:
    """Controlled by the target's controller, and other than the target (not than the source)."""
    first, second = effects_of("~ deals 3 damage to target creature and 1 damage to each other creature with the same controller.", is_spell=True)
    assert isinstance(first, fx.DealDamage) and isinstance(first.to, fx.Target)
    assert isinstance(second, fx.DealDamage) and isinstance(second.to, fx.Filter)
    assert second.to.controller == fx.ControllerOf(what=first.to)
    assert second.to.excluded == first.to and not second.to.other


def test_divided_among_one_or_two_other_targets() -> None:
    (ability,) = compiled("When this Vehicle enters, distribute two +1/+1 counters among one or two other target creatures you control.")
    (put,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(put, fx.PutCounters) and put.divided and isinstance(put.what, fx.Target)
    assert (put.what.min, put.what.max) == (1, 2)
    assert isinstance(put.what.what, fx.Filter) and put.what.what.other and put.what.what.controller == fx.You()


def test_same_controller_as_an_object_of_another_noun_stays_unsupported() -> None:
    """"Attach target Aura attached to a permanent to another permanent with the same
    controller": the permanent compared with is the one the Aura is attached to, no referent;
    reading it as the Aura's controller would be wrong."""
    parsed = parse_ability(normalise_ability("{1}{U}: Attach target Aura attached to a permanent to another permanent with the same controller."))
    assert parsed.line is not None
    abilities = compiler.compile_line(parsed.line)
    assert any("with the same controller" in u.reason for u in compiler.unsupported_in(abilities))
