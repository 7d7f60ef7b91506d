"""What the wordings of grammar/game.lark compile to: designations, winning and losing, poison
counters, mana riders and kinds, casting restrictions, additional counters."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def compiled(text: str) -> tuple[object, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def effects_of(text: str) -> tuple[object, ...]:
    (ability,) = compiled(text)
    return ability.effects  # type: ignore[attr-defined,no-any-return]


def test_monarch_and_initiative_are_designations_of_the_player() -> None:
    (effect,) = effects_of("When this creature enters, you become the monarch.")
    assert effect == fx.BecomeDesignated(designation="monarch", player=fx.You())
    (effect,) = effects_of("When this enchantment enters, you take the initiative.")
    assert effect == fx.BecomeDesignated(designation="initiative", player=fx.You())


def test_losing_and_winning_name_the_player() -> None:
    (effect,) = effects_of("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice this artifact: Target player loses the game.")
    assert isinstance(effect, fx.LoseGame) and isinstance(effect.player, fx.Target)
    (effect,) = effects_of("At the beginning of your upkeep, if you control twenty or more artifacts, you win the game.")
    assert effect == fx.WinGame(player=fx.You())


def test_a_player_gets_poison_counters() -> None:
    (effect,) = effects_of("Whenever this creature deals damage to a player, that player gets two poison counters.")
    assert isinstance(effect, fx.PutCounters) and effect.counter == "poison" and effect.amount == fx.Fixed(value=2)
    assert not isinstance(effect.what, fx.This)


def test_mana_in_any_combination() -> None:
    (effect,) = effects_of("Add two mana in any combination of colors.")
    assert isinstance(effect, fx.AddMana) and effect.combination and effect.any_color
    assert effect.amount == fx.Fixed(value=2)
    (effect,) = effects_of("{1}, Remove X storage counters from this land: Add X mana in any combination of {B} and/or {R}.")
    assert effect.combination and not effect.any_color and effect.choices == ("{B}", "{R}")


def test_mana_another_permanent_could_produce() -> None:
    (effect,) = effects_of("{T}: Add one mana of any type that a land you control could produce.")
    assert effect.any_type and not effect.produced
    assert isinstance(effect.types_of, fx.Filter) and effect.types_of.types == ("Land",)
    (effect,) = effects_of("Whenever a player taps a land for mana, that player adds one mana of any type that land produced.")
    assert effect.produced and effect.types_of is not None


def test_an_additional_mana_is_the_mana_itself() -> None:
    (effect,) = effects_of("Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.")
    assert isinstance(effect, fx.AddMana) and effect.mana == "{G}{G}"
    assert not isinstance(effect.player, fx.You)


def test_spend_restriction_follows_the_mana() -> None:
    add, spend = effects_of("{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.")
    assert isinstance(add, fx.AddMana)
    assert isinstance(spend, fx.SpendRestriction)
    (spells,) = spend.spells
    assert spells.types == ("Artifact",)
    assert len(spend.abilities) == 1 and not spend.costs_with
    _, spend = effects_of("{T}: Add {C}{C}. Spend this mana only on costs that contain {X}.")
    assert spend.costs_with == ("{X}",) and not spend.spells


def test_spend_rider_is_about_the_spell_the_mana_was_spent_on() -> None:
    _, spend = effects_of("{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.")
    (rider,) = spend.also
    assert rider == fx.Restriction(what=fx.Found(key="spent on"), rule="can't be countered")


def test_cast_restriction_keeps_timings_and_conditions() -> None:
    (effect,) = effects_of("Cast this spell only during an opponent's turn, before attackers are declared.")
    assert effect == fx.CastRestriction(timings=("during an opponent's turn, before attackers are declared",))
    (effect,) = effects_of("Cast this spell only if you've cast another spell this turn.")
    assert effect.timings == () and len(effect.conditions) == 1
    (effect,) = effects_of("Cast this spell only during combat and only if you control a Swamp.")
    assert effect.timings == ("during combat",) and isinstance(effect.conditions[0], fx.Controls)


def test_choosing_not_to_untap_and_abilities_that_cant_be_activated() -> None:
    (may,) = effects_of("You may choose not to untap this artifact during your untap step.")
    assert isinstance(may, fx.May) and may.player == fx.You()
    (effect,) = may.effects
    assert isinstance(effect, fx.Restriction) and effect.what == fx.This()
    assert effect.rule == "choose not to untap during its controller's untap step"
    pump, rule = effects_of("Enchanted creature can't attack or block, and its activated abilities can't be activated.")
    assert rule.rule == "can't be activated"


def test_additional_counters_on_a_returned_card() -> None:
    (move,) = effects_of("Return target creature card from your graveyard to the battlefield with two additional +1/+1 counters on it.")
    assert "+1/+1" in repr(move) and "value=2" in repr(move)


def test_removing_counters_as_an_instruction() -> None:
    (may,) = effects_of("At the beginning of your upkeep, you may remove a vitality counter from this Aura.")
    (effect,) = may.effects
    assert effect == fx.RemoveCounters(what=fx.This(), counter="vitality", amount=fx.Fixed(value=1))


def test_shuffling_a_zone_into_a_library_moves_its_cards() -> None:
    (effect,) = effects_of("{T}, Exile this artifact: Shuffle your graveyard into your library.")
    assert isinstance(effect, fx.Shuffle) and effect.player == fx.You()
    assert effect.what == fx.Filter(zone="graveyard", zone_owner=fx.You(), kind="card")
    (effect,) = effects_of("When ~ is put into a graveyard from anywhere, shuffle it into its owner's library.")
    assert isinstance(effect.player, fx.OwnerOf)


def test_extra_turns_opening_hands_and_commanders() -> None:
    (effect,) = effects_of("Target player takes an extra turn after this one.")
    assert isinstance(effect, fx.ExtraTurn) and isinstance(effect.player, fx.Target)
    (conditional,) = effects_of("If this card is in your opening hand, you may begin the game with it on the battlefield.")
    assert conditional.condition.test.states == ("opening hand",)
    (may,) = conditional.effects
    assert may.effects == (fx.BeginGameWith(what=fx.This()),)
    (effect,) = effects_of("~ can be your commander.")
    assert effect.rule == "can be your commander"


def test_keeping_unspent_mana() -> None:
    (effect,) = effects_of("You don't lose unspent green mana as steps and phases end.")
    assert effect == fx.KeepUnspentMana(color="green")
    (effect,) = effects_of("Until end of turn, you don't lose this mana as steps and phases end.")
    assert effect.this_mana and effect.color is None and effect.duration is not None
    # firebending's rule (CR 702.189a): a number of one symbol
    (effect, keep) = effects_of("Add 2 {R}. Until end of combat, you don't lose this mana as steps and phases end.")
    assert effect == fx.AddMana(mana="{R}", amount=fx.Fixed(value=2))
    assert keep == fx.KeepUnspentMana(this_mana=True, duration="end_of_combat")


def test_all_creatures_able_to_block_do_so() -> None:
    (effect,) = effects_of("All creatures able to block target creature this turn do so.")
    assert effect.rule == "blocks if able" and isinstance(effect.other, fx.Target)
    assert effect.duration == "end_of_turn"


def test_targeting_and_blocking_rules_name_the_other_objects() -> None:
    (effect,) = effects_of("This creature can't be the target of blue or black spells.")
    assert effect.rule == "can't be the target of" and effect.what == fx.This()
    assert effect.other is not None
    (effect,) = effects_of("{3}{U}{U}: Target creature blocks this creature this turn if able.")
    assert effect.rule == "blocks if able" and effect.other == fx.This() and effect.duration == "end_of_turn"
    (effect,) = effects_of("Target creature blocks this turn if able.")
    assert effect.other is None and isinstance(effect.what, fx.Target)


def test_limits_and_deck_allowances() -> None:
    (effect,) = effects_of("Each player can't cast more than one spell each turn.")
    assert effect.rule == "can't cast more than one spell each turn"
    (effect,) = effects_of("A deck can have any number of cards named ~.")
    assert effect == fx.DeckAllowance(limit=None)
    (effect,) = effects_of("A deck can have up to seven cards named ~.")
    assert effect == fx.DeckAllowance(limit=fx.Fixed(value=7))


def test_onto_the_battlefield_attached_to_an_object() -> None:
    (may,) = effects_of("When this creature enters, you may put an Aura card from your hand onto the battlefield attached to this creature.")
    move, attach = may.effects
    assert isinstance(move, fx.Move) and move.to == "battlefield"
    assert attach == fx.Attach(what=fx.Found(key="moved"), to=fx.This())


def test_cast_only_if_attacked_this_step() -> None:
    (effect,) = effects_of("Cast this spell only during the declare attackers step and only if you've been attacked this step.")
    assert effect.timings == ("during the declare attackers step",)
    assert effect.conditions == (fx.HappenedThisTurn(what=fx.You(), event="attacked_you", period="step"),)


def test_the_subject_phases_out() -> None:
    (effect,) = effects_of("{3}{U}{U}: This creature phases out.")
    assert effect == fx.PhaseOut(what=fx.This())
    (effect,) = effects_of("When this creature enters, any number of other target creatures you control phase out.")
    assert isinstance(effect, fx.PhaseOut) and isinstance(effect.what, fx.Target) and effect.what.count == fx.AnyNumber()


def test_phasing_out_for_a_stated_duration_is_not_lowered() -> None:
    parsed = parse_ability(normalise_ability("When this enchantment enters, target creature phases out until end of turn."))
    assert parsed.line is not None, parsed.error
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))]
    assert reasons == ["phasing out for a stated duration"]


def test_all_counters_of_a_kind_or_of_every_kind_are_removed() -> None:
    (effect,) = effects_of("At the beginning of your end step, remove all +1/+1 counters from this creature.")
    assert effect == fx.RemoveAllCounters(what=fx.This(), counter="+1/+1")
    (effect,) = effects_of("Sacrifice this creature: Remove all counters from target permanent.")
    assert isinstance(effect, fx.RemoveAllCounters) and effect.counter is None and isinstance(effect.what, fx.Target)
    (ability,) = compiled("{2}, {T}, Remove all charge counters from this artifact: Draw a card.")
    assert ability.costs[-1] == fx.RemoveAllCountersCost(counter="charge", what=fx.This())  # type: ignore[attr-defined]


def test_objects_attached_to_an_object() -> None:
    (effect,) = effects_of("This creature gets +2/+2 for each Aura attached to it.")
    assert effect.power.value == fx.CountOf(what=fx.Filter(subtypes=("Aura",), attached_to=fx.This()))
    (effect,) = effects_of("Gain control of target Aura that's attached to a permanent.")
    assert effect.what.what == fx.Filter(subtypes=("Aura",), attached_to=fx.Filter())
    create, attach = effects_of("Create a 1/1 colorless Equipment artifact token attached to target creature you control.")
    assert isinstance(create, fx.CreateToken) and attach == fx.Attach(what=fx.Found(key="created"), to=fx.Target(key="target", what=fx.Filter(types=("Creature",), controller=fx.You())))


def test_attacking_requirements_for_a_turn_or_a_combat() -> None:
    (effect,) = effects_of("{R}: Target creature attacks this turn if able.")
    assert effect.rule == "attacks each combat if able" and effect.duration == "end_of_turn" and isinstance(effect.what, fx.Target)
    (effect,) = effects_of("Target creature attacks or blocks this turn if able.")
    assert effect.rule == "attacks or blocks each combat if able" and effect.duration == "end_of_turn"
    _, effect = effects_of("Create a 1/1 red Goblin creature token. That token attacks this combat if able.")
    assert effect == fx.Restriction(what=fx.Found(key="created"), rule="attacks each combat if able", duration="end_of_combat")
    (effect,) = effects_of("Target creature can't block this combat.")
    assert effect.rule == "can't block" and effect.duration == "end_of_combat"


def test_a_coin_flip_and_its_result() -> None:
    flip, won, lost = effects_of("{T}: Flip a coin. If you win the flip, draw a card. If you lose the flip, this artifact deals 1 damage to you.")
    assert flip == fx.FlipCoin(player=fx.You())
    assert won.condition == fx.Won(player=fx.You(), contest="flip")
    assert lost.condition == fx.NotCondition(condition=fx.Won(player=fx.You(), contest="flip"))


def test_a_die_roll_names_its_faces() -> None:
    (effect,) = effects_of("When this creature enters, roll a d20.")
    assert effect == fx.RollDie(sides=20, player=fx.You())
    (effect,) = effects_of("[0]: Roll a six-sided die.")
    assert effect == fx.RollDie(sides=6, player=fx.You())


def test_a_delayed_step_trigger_after_the_instructions_takes_the_sentences_after_it() -> None:
    exile, delayed = effects_of("Exile target creature. At the beginning of the next end step, return that card to the battlefield under its owner's control. If you do, draw a card.")
    assert isinstance(exile, fx.Move) and exile.to == "exile"
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.trigger == fx.StepTrigger(step="end")
    back, if_did = delayed.effects
    assert isinstance(back, fx.Move) and back.to == "battlefield" and back.what == fx.Found(key="exiled")
    assert if_did == fx.IfDid(effects=(fx.Draw(),))


def test_the_chosen_player_and_the_chosen_cards() -> None:
    (ability,) = compiled("At the beginning of the chosen player's upkeep, this artifact deals 1 damage to that player.")
    assert ability.trigger == fx.StepTrigger(step="upkeep", player=fx.PlayerRole(role="chosen"))  # type: ignore[attr-defined]
    (effect,) = effects_of("The chosen player loses 2 life.")
    assert effect.player == fx.PlayerRole(role="chosen")
    graveyard, hand = effects_of("Put the chosen cards into your graveyard and the rest into your hand.")
    assert graveyard.what == fx.Found(key="chosen") and hand.what == fx.Found(key="rest")


def test_the_result_of_a_die_roll() -> None:
    roll, scry = effects_of("At the beginning of your upkeep, roll a d4. Scry X, where X is the result.")
    assert roll == fx.RollDie(sides=4, player=fx.You()) and scry == fx.Scry(amount=fx.DieResult())


def test_several_dice_and_the_result_chosen_and_the_other() -> None:
    """CR 706.1, 706.4: "Roll two d12 and choose one result." — two dice, one result chosen;
    "that result" is the chosen one, "the other result" the other."""
    roll, choose, damage, treasure = effects_of("Roll two d12 and choose one result. ~ deals damage equal to that result to each creature. Then create a number of Treasure tokens equal to the other result.")
    assert roll == fx.RollDie(sides=12, count=fx.Fixed(value=2)) and choose == fx.ChooseDieResult()
    assert damage.amount == fx.DieResult() and treasure.amount == fx.DieResult(other=True)
    (roll,) = effects_of("As this creature enters, roll X d6.")
    assert roll.count == fx.Variable(name="X")
    roll, draw = effects_of("Roll three d4. Draw cards equal to the total of those results.")
    assert roll.count == fx.Fixed(value=3) and draw.amount == fx.DieResult(total=True)


def test_the_ignored_roll_is_part_of_the_roll() -> None:
    """CR 706.6: "Roll two d20 and ignore the lower roll." — one roll that ignores its lowest
    die; an "ignore" with no roll of several dice before it is unsupported."""
    (roll,) = effects_of("Roll two d20 and ignore the lower roll.")
    assert roll == fx.RollDie(sides=20, count=fx.Fixed(value=2), ignore="lowest")
    parsed = parse_ability(normalise_ability("Roll a d20 and ignore the lower roll."))
    assert parsed.line is not None
    assert [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))] == ["a roll ignored with no roll of several dice just before it (CR 706.6)"]


def test_a_number_added_to_the_roll_is_its_modifier() -> None:
    """CR 706.2: "Roll a d20 and add the number of cards in your hand." — one roll with a
    modifier; "add [a number]" with no roll of one die before it is unsupported."""
    (roll,) = effects_of("Roll a d20 and add the number of cards in your hand.")
    assert isinstance(roll, fx.RollDie) and roll.sides == 20 and isinstance(roll.modifier, fx.CountOf)
    parsed = parse_ability(normalise_ability("Roll two d20 and add the number of cards in your hand."))
    assert parsed.line is not None
    assert [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))] == ["a number added with no roll of one die just before it (CR 706.2)"]
