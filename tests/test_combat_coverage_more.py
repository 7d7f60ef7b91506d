"""More combat wordings of issue 19 (helper pcombat, second round): "Then for each ..., ...",
"unblocked attacking Ninjas you control have ...", "as long as it's blocking or blocked by ...",
"at the beginning of the end step on your next turn", "with a mana ability". Each test fails on
the code before these families parsed or compiled."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

from compiling import compiled, lowered, reasons


def parses(text: str) -> bool:
    return parse_ability(normalise_ability(text)).line is not None


# -- "Then for each ..., ..." (CR 608.2c) -----------------------------------------------------------
def test_then_for_each_repeats_the_instructions_after_those_before() -> None:
    (ability,) = compiled("Whenever this creature attacks, put a +1/+1 counter on it. Then for each creature you control, draw a card.")
    assert isinstance(ability, fx.TriggeredAbility)
    first, then = ability.effects
    assert isinstance(first, fx.PutCounters)
    assert isinstance(then, fx.ForEachOf)
    assert then.over.types == ("Creature",) and then.over.controller == fx.You()
    assert isinstance(then.effects[0], fx.Draw)


def test_then_for_each_player_names_that_player() -> None:
    (ability,) = compiled("At the beginning of your end step, each opponent loses 2 life. Then for each opponent who has less life than you, create a 1/1 black Rat creature token.")
    then = ability.effects[-1]
    assert isinstance(then, fx.ForEachOf)
    assert then.key == "each player"
    assert isinstance(then.over, fx.PlayersWho)


def test_then_for_each_needs_its_comma() -> None:
    assert not parses("Whenever this creature attacks, put a +1/+1 counter on it. Then for each creature you control draw a card.")


def test_a_copy_of_that_permanent_attached_to_a_creature_stays_unsupported() -> None:
    # "attached to that creature" says where the copy enters (CR 303.4f), not which permanent
    # is copied: it must not be dropped
    found = reasons("For each nontoken permanent attached to it, create a token that's a copy of that permanent attached to that creature.")
    assert any("CR 303.4f" in r for r in found), found
    (ability,) = compiled("Whenever a creature you control attacks, create a token that's a copy of that creature.")
    assert any(isinstance(e, fx.CreateCopyToken) for e in walk(ability))


# -- "Unblocked attacking Ninjas you control have ..." ---------------------------------------------
def test_adjectives_before_attacking_take_the_plural_of_the_noun() -> None:
    (ability,) = compiled("Unblocked attacking Ninjas you control have lifelink.")
    (grant,) = ability.effects
    assert isinstance(grant, fx.GrantAbilities)
    assert grant.what.subtypes == ("Ninja",)
    assert grant.what.states == ("unblocked", "attacking")
    assert grant.what.controller == fx.You()
    assert parses("Tapped attacking creatures you control have first strike.")
    # the singular keeps its verb
    assert parses("Target unblocked attacking creature gets +1/+1 until end of turn.")
    assert not parses("Unblocked attacking Ninjas you control has lifelink.")


# -- "as long as it's blocking or blocked by ..." (CR 509.1a, 509.1g) ---------------------------------
def test_blocking_or_blocked_by_as_a_state() -> None:
    (ability,) = compiled("Equipped creature has first strike as long as it's blocking or blocked by a Goblin or Orc.")
    assert isinstance(ability, fx.StaticAbility)
    condition = ability.condition
    assert isinstance(condition, fx.Is)
    blocking, blocked_by = condition.test.any_of
    assert blocking.blocking.any_subtypes == ("Goblin", "Orc")
    assert blocked_by.blocked_by.any_subtypes == ("Goblin", "Orc")


# -- "at the beginning of the end step on your next turn" (CR 603.7, 500.1) --------------------------
def test_a_step_on_your_next_turn_is_not_this_turns() -> None:
    (ability,) = compiled("When this creature enters, create a Clue token. At the beginning of the end step on your next turn, sacrifice that token.")
    (delayed,) = [e for e in walk(ability) if isinstance(e, fx.DelayedTrigger)]
    assert delayed.trigger == fx.StepTrigger(step="end", player=fx.You(), next_turn=True)
    (ability,) = compiled("Whenever this creature attacks, exile it. Return it to the battlefield under your control tapped and attacking at the beginning of the declare attackers step on your next turn.")
    (delayed,) = [e for e in walk(ability) if isinstance(e, fx.DelayedTrigger)]
    assert delayed.trigger.next_turn and delayed.trigger.step == "declare_attackers"
    # a triggered ability (not a delayed one) at a step of one turn only has no model
    assert reasons("At the beginning of the end step on your next turn, draw a card.")


# -- "with a mana ability" (CR 605.1a, 602.1) -------------------------------------------------------
def test_objects_with_an_ability_of_a_kind() -> None:
    (ability,) = compiled("Each creature you control with a mana ability gets +2/+2.")
    (pump,) = ability.effects
    assert pump.what.states == ("with mana ability",)
    (ability,) = compiled("Destroy target land with an activated ability that isn't a mana ability.", is_spell=True)
    (destroy,) = [e for e in walk(ability) if isinstance(e, fx.Destroy)]
    assert destroy.what.what.states == ("with nonmana activated ability",)
    assert not parses("Each creature you control with a mana gets +2/+2.")


def test_with_a_triggered_ability_that_isnt_a_mana_ability_is_not_read() -> None:
    found = [r for a in lowered("Destroy target creature with a triggered ability that isn't a mana ability.", is_spell=True) for r in (u.reason for u in compiler.unsupported_in(a))]
    assert found


# -- what the families above made parse, and the compiler must not get wrong ---------------------
def test_they_read_as_a_spell_has_no_mana_pool() -> None:
    # "they" after "its controller pays" is read back as the target spell: only a player has a
    # mana pool (CR 106.4)
    found = reasons("Counter target spell unless its controller pays {X}. If that player doesn't, they tap all lands with mana abilities they control and lose all unspent mana.", is_spell=True)
    assert any("CR 106.4" in r for r in found), found
    (ability,) = compiled("Target player loses all unspent mana.", is_spell=True)
    assert any(isinstance(e, fx.LoseUnspentMana) for e in walk(ability))


def test_instructions_after_a_delayed_one_are_not_done_at_once() -> None:
    found = reasons("Exile target creature. Return it to the battlefield under its owner's control at the beginning of the next end step, then draw a card.", is_spell=True)
    assert any("CR 603.7" in r for r in found), found
    (ability,) = compiled("Exile target creature. Return it to the battlefield under its owner's control at the beginning of the next end step.", is_spell=True)
    assert any(isinstance(e, fx.DelayedTrigger) for e in walk(ability))
