"""Past events and history in descriptions of objects: creatures that crewed, saddled or
convoked an object (CR 702.122b, 702.171c, 702.51c), objects acted on "this way" described by who
controlled them before they left (last known information, CR 608.2h), and tokens created with
an object (linked abilities, CR 607.2c). Each compiled to Unsupported before."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk

from compiling import lowered


def reasons(abilities: tuple[fx.Ability, ...]) -> list[str]:
    return [u.reason for u in compiler.unsupported_in(abilities)]


CREATURES = fx.Filter(types=("Creature",))


# -- creatures tapped for an object's cost (fx.TappedFor) ----------------------------------------
def test_each_creature_that_crewed_it_this_turn() -> None:
    (ability,) = lowered("Whenever this Vehicle attacks, put a +1/+1 counter on each creature that crewed it this turn.")
    assert not reasons((ability,))
    assert ability.effects[0].what == fx.Amongst(among=fx.TappedFor(action="crew"), filter=CREATURES)


def test_target_creature_that_saddled_it_this_turn() -> None:
    (ability,) = lowered("Whenever this creature attacks while saddled, put a +1/+1 counter on target creature that saddled it this turn.")
    assert not reasons((ability,))
    target = ability.effects[0].what
    assert isinstance(target, fx.Target) and target.what == fx.Amongst(among=fx.TappedFor(action="saddle"), filter=CREATURES)


def test_the_number_of_creatures_that_convoked_it() -> None:
    (ability,) = lowered("When this creature enters, you gain life equal to the number of creatures that convoked it.")
    assert not reasons((ability,))
    assert ability.effects[0].amount == fx.CountOf(what=fx.Amongst(among=fx.TappedFor(action="convoke"), filter=CREATURES))


def test_creatures_that_convoked_this_spell() -> None:
    (ability,) = lowered("Each creature that convoked this spell connives.", is_spell=True)
    assert not reasons((ability,))
    assert fx.TappedFor(action="convoke") in list(walk(ability))


def test_crewed_without_a_period_or_of_another_object_is_not_lowered() -> None:
    # a crew ability may be activated many times: "crewed it" with no period says no turn
    assert reasons(lowered("Whenever this Vehicle attacks, put a +1/+1 counter on each creature that crewed it."))
    assert reasons(lowered("Whenever a Vehicle you control attacks, put a +1/+1 counter on each creature that crewed that Vehicle this turn."))


# -- control before an object left (CR 608.2h) ----------------------------------------------------
def test_creatures_you_controlled_that_were_destroyed_this_way() -> None:
    (spell,) = lowered("Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed this way.", is_spell=True)
    assert not reasons((spell,))
    gain = spell.effects[1]
    assert gain.amount == fx.CountOf(what=fx.Amongst(among=fx.Found(key="destroyed"), filter=fx.Filter(types=("Creature",), controller=fx.You())))


def test_creatures_they_controlled_that_were_exiled_are_found_as_they_were() -> None:
    # the exiled cards are new objects (CR 400.7): the objects before they moved are read
    (spell,) = lowered("Exile all creatures. Each player loses life equal to the number of creatures they controlled that were exiled this way.", is_spell=True)
    assert not reasons((spell,))
    lose = spell.effects[1]
    assert lose.amount.what.among == fx.Found(key="moved to exile")
    assert lose.amount.what.filter.controller == fx.PlayerRole(role="that")


def test_if_a_creature_you_controlled_was_destroyed_this_way() -> None:
    (ability,) = lowered("When this creature enters, destroy up to one target creature. If a creature you controlled was destroyed this way, draw a card.")
    assert not reasons((ability,))
    condition = ability.effects[1].condition
    assert condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="destroyed"), filter=fx.Filter(types=("Creature",), controller=fx.You())), at_least=fx.Fixed(value=1))


def test_control_before_cards_were_milled_is_not_lowered() -> None:
    # cards milled were never controlled on the battlefield
    assert reasons(lowered("When this creature enters, mill two cards. If a creature you controlled was milled this way, draw a card."))


# -- tokens created with an object (CR 607.2c) ----------------------------------------------------
def test_tokens_created_with_this_enchantment() -> None:
    (ability,) = lowered("When this enchantment leaves the battlefield, destroy all tokens created with this enchantment.")
    assert not reasons((ability,))
    assert ability.effects[0].what == fx.Filter(token=True, states=("created with this",))


def test_other_tokens_created_with_it_are_not_lowered() -> None:
    # other than the token just created, not other than the source
    abilities = lowered("Whenever a creature enters, create a token that's a copy of that creature. Then exile all other tokens created with this creature.")
    assert any("other" in r for r in reasons(abilities))


# -- damage dealt this turn by a described source (CR 120.1) --------------------------------------
def test_if_a_player_was_dealt_combat_damage_by_a_zombie() -> None:
    (ability,) = lowered("At the beginning of your end step, if a player was dealt combat damage by a Zombie this turn, draw a card.")
    assert not reasons((ability,))
    assert ability.condition == fx.HappenedThisTurn(what=fx.EachPlayer(), event="was_dealt_combat_damage", by=fx.Filter(subtypes=("Zombie",)))


def test_target_player_who_was_dealt_combat_damage_by_this_creature() -> None:
    (ability,) = lowered("{T}: Target player who was dealt combat damage by this creature this turn discards a card.")
    assert not reasons((ability,))
    conditions = [e for e in walk(ability) if isinstance(e, fx.HappenedThisTurn)]
    assert [c.by for c in conditions] == [fx.This()]


def test_damage_by_several_sources_together_is_not_lowered() -> None:
    assert reasons(lowered("At the beginning of your end step, if a player was dealt combat damage by three or more Pirates this turn, draw a card."))


# -- a discard a spell or ability caused, replaced (CR 614.1a, 701.9a) -------------------------
def test_a_discard_an_opponent_causes_goes_to_the_battlefield_instead() -> None:
    (ability,) = lowered("If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield instead of putting it into your graveyard.")
    assert isinstance(ability, fx.Replacement)
    assert (ability.event, ability.to, ability.zone, ability.caused_by) == ("discard", "battlefield", "hand", fx.EachOpponent())


def test_a_caused_discard_replaced_with_counters_is_not_lowered() -> None:
    text = "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield with two +1/+1 counters on it instead of putting it into your graveyard."
    assert reasons(lowered(text))


# -- objects that had counters put on them this way (CR 122.6) ---------------------------------
def test_each_creature_that_had_a_counter_of_a_kind_put_on_it_this_way() -> None:
    (spell,) = lowered("Put a double strike counter on target creature, then goad each creature that had a double strike counter put on it this way.", is_spell=True)
    assert not reasons((spell,))
    assert spell.effects[1].what == fx.Amongst(among=fx.Found(key="counters put:double strike"), filter=CREATURES)


def test_permanents_that_had_counters_put_on_them_this_way() -> None:
    (spell,) = lowered("Proliferate, then choose any number of permanents you control that had a counter put on them this way. Those permanents phase out.", is_spell=True)
    assert not reasons((spell,))
    assert fx.Found(key="counters put") in list(walk(spell))


def test_had_two_counters_put_is_not_lowered() -> None:
    assert reasons(lowered("Proliferate, then tap each creature that had two counters put on it this way.", is_spell=True))


# -- a step of the extra turn an instruction gave (CR 500.7, 603.7) ------------------------------
def test_that_turns_end_step_after_an_extra_turn() -> None:
    (spell,) = lowered("Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.", is_spell=True)
    assert not reasons((spell,))
    assert spell.effects[1].trigger == fx.StepTrigger(step="end", extra_turn=True)


def test_that_turns_end_step_after_another_turn_is_not_lowered() -> None:
    # "that turn" is a turn named before, not an extra turn: which one is not in the model
    text = "{T}: During target opponent's next turn, creatures they control can't attack. At the beginning of that turn's end step, draw a card."
    assert reasons(lowered(text))
    assert reasons(lowered("Take two extra turns after this one. At the beginning of that turn's end step, you lose the game.", is_spell=True))


# -- "the creature that died" in a dies trigger (CR 603.10a) -----------------------------------
def test_the_creature_that_died_is_the_triggering_object() -> None:
    (ability,) = lowered("Whenever a creature you control dies, you gain life equal to the power of the creature that died.")
    assert not reasons((ability,))
    assert ability.effects[0].amount == fx.StatOf(what=fx.Found(key="triggering"), stat="power")


def test_the_creature_that_died_outside_a_dies_trigger_is_not_lowered() -> None:
    assert reasons(lowered("Whenever a creature you control attacks, you gain life equal to the power of the creature that died."))
