"""Wordings that did not parse before issue 19's "pcount" round, each compiled to what the text
says (or left Unsupported with the reason): a "for each ..." sentence after a lead word or clause
(CR 608.2c), instructions repeated by a count said first (CR 122.1, 705.2), "enchanted by N
Auras" (CR 303.4) and "has base power and toughness N/N and KEYWORDS" (CR 613.4b, 613.1f)."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk

from compiling import compiled, lowered, reasons


def _only(abilities: tuple[fx.Ability, ...], kind: type) -> list:
    return [e for e in walk(abilities) if isinstance(e, kind)]


# -- "Then for each ...", "If you do, for each ...", "Until end of turn, for each ..." -------------
def test_then_for_each_player_who_repeats_for_those_players() -> None:
    (ability,) = compiled("At the beginning of your end step, each opponent loses 2 life. Then for each opponent who has less life than you, create a 1/3 black Demon creature token.")
    loss, each = ability.effects
    assert isinstance(loss, fx.LoseLife)
    assert isinstance(each, fx.ForEachOf) and each.key == "each player"
    assert isinstance(each.over, fx.PlayersWho) and each.over.players == fx.EachOpponent()
    assert each.over.condition == fx.Compare(left=fx.LifeTotal(player=fx.PlayerRole(role="each")), op="<", right=fx.LifeTotal(player=fx.You()))
    (create,) = each.effects
    assert isinstance(create, fx.CreateToken) and create.player == fx.You()


def test_then_if_condition_for_each_object_is_conditional_around_the_loop() -> None:
    (ability,) = compiled("At the beginning of your end step, if you gained life this turn, create a 1/1 white Cat creature token. Then if you have the city's blessing, for each token you control that entered this turn, create a token that's a copy of it.")
    create, conditional = ability.effects
    assert isinstance(create, fx.CreateToken)
    assert isinstance(conditional, fx.Conditional)
    assert conditional.condition == fx.HasDesignation(player=fx.You(), designation="city's blessing")
    (each,) = conditional.effects
    assert isinstance(each, fx.ForEachOf) and isinstance(each.over, fx.Filter)
    assert each.over.token is True and each.over.controller == fx.You() and each.over.states == ("entered this turn",)
    (copy,) = each.effects
    assert isinstance(copy, fx.CreateCopyToken) and copy.of == fx.Found(key="each")


def test_if_you_do_for_each_is_done_only_if_you_did() -> None:
    (ability,) = compiled("You may pay {2}. If you do, for each opponent, that player loses 1 life.", is_spell=True)
    _, did = ability.effects
    assert isinstance(did, fx.IfDid) and not did.negate
    (each,) = did.effects
    assert isinstance(each, fx.ForEachOf) and each.over == fx.EachOpponent()
    assert each.effects == (fx.LoseLife(amount=fx.Fixed(value=1), player=fx.Found(key="each player")),)


def test_duration_before_for_each_reaches_the_repeated_instructions() -> None:
    (ability,) = compiled("Until end of turn, for each opponent, creatures that player controls get -1/-1.", is_spell=True)
    (each,) = ability.effects
    assert isinstance(each, fx.ForEachOf) and each.over == fx.EachOpponent()
    (pt,) = each.effects
    assert isinstance(pt, fx.ModifyPT) and pt.duration == "end_of_turn"
    assert isinstance(pt.what, fx.Filter) and pt.what.controller == fx.Found(key="each player")


def test_as_long_as_before_for_each_keeps_the_unsupported_part() -> None:
    # the damage assignment choice is not in the effect model: still Unsupported, now parsed
    assert reasons("As long as this creature is attacking, for each creature you control, you may have that creature assign its combat damage as though it weren't blocked.")


def test_copy_token_attached_to_an_object_is_not_a_plain_copy() -> None:
    # "create a token that's a copy of that permanent attached to that creature": the token
    # enters attached (CR 303.4f), which a plain copy token would drop
    found = reasons("Whenever a modified creature you control attacks, double the number of each kind of counter on it. Then for each nontoken permanent attached to it, create a token that's a copy of that permanent attached to that creature.")
    assert any("attached" in r and "303.4f" in r for r in found)


# -- "For each blight counter on it, ...", "For each flip you won, ..." ----------------------------
def test_for_each_counter_on_it_repeats_by_the_count() -> None:
    (ability,) = compiled("Whenever this creature attacks, put a blight counter on it. Then for each blight counter on it, each opponent loses 4 life.")
    put, repeat = ability.effects
    assert isinstance(put, fx.PutCounters) and put.counter == "blight"
    assert isinstance(repeat, fx.Repeat)
    assert repeat.times == fx.StatOf(what=fx.This(), stat="counters:blight")
    assert repeat.effects == (fx.LoseLife(amount=fx.Fixed(value=4), player=fx.EachOpponent()),)


def test_for_each_flip_won_repeats_by_the_flips_won() -> None:
    (ability,) = compiled("Whenever a nontoken creature you control enters, flip a coin until you lose a flip. For each flip you won, create a token that's a copy of that creature.")
    flip, repeat = ability.effects
    assert isinstance(flip, fx.FlipCoin) and flip.until_lost
    assert isinstance(repeat, fx.Repeat) and repeat.times == fx.FlipsWon()
    (copy,) = repeat.effects
    assert isinstance(copy, fx.CreateCopyToken) and copy.of == fx.Found(key="triggering")


def test_for_each_coin_that_comes_up_heads() -> None:
    (ability,) = compiled("Flip five coins. For each coin that comes up heads, draw a card.", is_spell=True)
    _, repeat = ability.effects
    assert repeat == fx.Repeat(times=fx.CoinsCameUp(side="heads"), effects=(fx.Draw(player=fx.You(), amount=fx.Fixed(value=1)),))


def test_for_each_flip_of_flips_not_won_in_a_row_stays_unsupported() -> None:
    # "flip three coins. For each flip you win": flips won among several coins, not a count the
    # effect model keeps ("for each flip you won" is the count of "until you lose a flip")
    assert reasons("Whenever this creature attacks, flip three coins. For each flip you win, create a 1/1 red Goblin creature token that's tapped and attacking.")


# -- "enchanted by N Auras" (CR 303.4) -------------------------------------------------------------
def _auras_on_this(reference: fx.Reference) -> bool:
    return isinstance(reference, fx.Filter) and reference.subtypes == ("Aura",) and reference.attached_to == fx.This()


def test_enchanted_by_exactly_n_auras_compares_the_count() -> None:
    (ability,) = compiled("As long as this creature is enchanted by exactly one Aura, it has base power and toughness 3/3.")
    assert isinstance(ability, fx.StaticAbility)
    cond = ability.condition
    assert isinstance(cond, fx.Compare) and cond.op == "==" and cond.right == fx.Fixed(value=1)
    assert isinstance(cond.left, fx.CountOf) and _auras_on_this(cond.left.what)
    assert ability.effects == (fx.SetPT(what=fx.This(), power=fx.Fixed(value=3), toughness=fx.Fixed(value=3), duration=None),)


def test_enchanted_by_n_or_more_auras_is_at_least() -> None:
    (ability,) = compiled("At the beginning of the end step, if this creature is enchanted by two or more Auras, flip it.")
    cond = ability.condition
    assert isinstance(cond, fx.Exists) and cond.at_least == fx.Fixed(value=2) and _auras_on_this(cond.what)


def test_has_base_pt_and_keywords_sets_both() -> None:
    (ability,) = compiled("As long as this creature is enchanted by three or more Auras, it has base power and toughness 10/10, vigilance, and trample.")
    setpt, grant = ability.effects
    assert setpt == fx.SetPT(what=fx.This(), power=fx.Fixed(value=10), toughness=fx.Fixed(value=10), duration=None)
    assert isinstance(grant, fx.GrantAbilities) and grant.what == fx.This()
    assert [a.name for a in grant.abilities] == ["vigilance", "trample"]
    assert isinstance(ability.condition, fx.Exists) and ability.condition.at_least == fx.Fixed(value=3)


def test_enchanted_by_something_other_than_auras_is_unsupported() -> None:
    abilities = lowered("As long as this creature is enchanted by two or more creatures, it has flying.")
    assert compiler.unsupported_in(abilities)


# -- "that are Spirits and/or enchantments" (CR 205.2a, 205.3) --------------------------------------
def test_that_are_plural_types_is_any_of_them() -> None:
    (ability,) = compiled("Creatures you control that are Zombies and/or tokens get +1/+1 and have flying.")
    pt, grant = ability.effects
    assert isinstance(pt, fx.ModifyPT) and isinstance(pt.what, fx.Filter)
    assert pt.what.types == ("Creature",) and pt.what.controller == fx.You()
    assert pt.what.any_of == (fx.Filter(subtypes=("Zombie",)), fx.Filter(token=True))
    assert isinstance(grant, fx.GrantAbilities) and grant.what == pt.what


def test_that_are_plural_types_counted() -> None:
    (ability,) = compiled("~'s power and toughness are each equal to the number of permanents you control that are Spirits and/or enchantments.")
    (setpt,) = ability.effects
    assert isinstance(setpt, fx.SetPT) and setpt.defining
    counted = setpt.power
    assert isinstance(counted, fx.CountOf) and isinstance(counted.what, fx.Filter)
    assert counted.what.any_of == (fx.Filter(subtypes=("Spirit",)), fx.Filter(types=("Enchantment",)))
    assert setpt.toughness == counted


def test_that_are_plural_subtypes_of_one_kind() -> None:
    (ability,) = compiled("~'s power and toughness are each equal to the number of creatures you control that are Fungi and/or Saprolings.")
    (setpt,) = ability.effects
    assert isinstance(setpt.power, fx.CountOf) and isinstance(setpt.power.what, fx.Filter)
    assert set(setpt.power.what.any_subtypes) == {"Fungus", "Saproling"} and setpt.power.what.types == ("Creature",)


def test_targets_for_each_counter_stay_unsupported() -> None:
    # as many targets as counters, chosen as the ability is put on the stack (CR 601.2c):
    # not one target exiled again and again
    found = reasons("When this enchantment enters, for each isolation counter on it, exile up to one target nonland permanent an opponent controls until this enchantment leaves the battlefield.")
    assert any("601.2c" in r for r in found)


# -- a delayed triggered ability with an intervening "if" (CR 603.7, 603.4) ------------------------
def test_delayed_trigger_with_intervening_if_keeps_the_condition() -> None:
    (ability,) = compiled("Target creature gets +1/+1 until end of turn. When that creature dies this turn, if you control a Wizard, you gain 2 life.", is_spell=True)
    _, delayed = ability.effects
    assert isinstance(delayed, fx.DelayedTrigger)
    assert isinstance(delayed.trigger, fx.Trigger) and delayed.trigger.event == "dies" and delayed.trigger.during == "this_turn"
    assert isinstance(delayed.trigger.what, fx.Target)
    assert isinstance(delayed.condition, fx.Controls) and delayed.condition.player == fx.You()
    assert delayed.effects == (fx.GainLife(amount=fx.Fixed(value=2), player=fx.You()),)


def test_delayed_trigger_of_the_object_named_before_is_not_a_description() -> None:
    # "the creature an opponent controls" is the creature it fought (CR 603.7c), not any
    # creature an opponent controls
    found = reasons("Put a +1/+1 counter on target creature you control. Then it fights target creature an opponent controls. When the creature an opponent controls dies this turn, if you control your commander, you become the monarch.", is_spell=True)
    assert any("603.7c" in r for r in found)


# -- parsed, kept Unsupported with the rule's reason ------------------------------------------------
def test_same_name_as_one_another_is_a_group_quality() -> None:
    found = reasons("When this creature enters, if you control two or more nonland, nontoken permanents with the same name as one another, create a 4/4 colorless Construct artifact creature token.")
    assert any("one another" in r and "201.2" in r for r in found)


def test_targets_that_share_a_type_are_a_requirement_together() -> None:
    for kind in ("card", "permanent"):
        found = reasons(f"Exchange control of two target permanents that share a {kind} type.", is_spell=True)
        assert any(f"share a {kind} type" in r and "601.2c" in r for r in found)


def test_counters_a_player_has_put_this_turn_are_not_recorded() -> None:
    for text in (
        "At the beginning of your end step, create a 1/1 green Insect creature token for each +1/+1 counter you've put on creatures under your control this turn.",
        "As long as you've put one or more +1/+1 counters on a creature this turn, this creature has trample and lifelink.",
        "Each creature you control that you've put one or more +1/+1 counters on this turn has hexproof.",
    ):
        assert any("122.1" in r and "who put a counter" in r for r in reasons(text)), text


# -- protection from more qualities (CR 702.16a) ----------------------------------------------------
def _protection(abilities: tuple[fx.Ability, ...]) -> fx.Keyword:
    (grant,) = _only(abilities, fx.GrantAbilities)
    (keyword,) = grant.abilities
    assert isinstance(keyword, fx.Keyword) and keyword.name == "protection"
    return keyword


def test_protection_from_artifacts_and_from_each_color() -> None:
    keyword = _protection(compiled("As long as this creature is untapped, it has protection from artifacts and from each color."))
    assert keyword.quality == (fx.Filter(types=("Artifact",)), *(fx.Filter(colors=(c,)) for c in "WUBRG"))


def test_protection_from_creatures_a_player_controls() -> None:
    keyword = _protection(compiled("Target creature you control gains protection from creatures your opponents control until end of turn.", is_spell=True))
    assert keyword.quality == (fx.Filter(types=("Creature",), controller=fx.EachOpponent()),)


def test_protection_from_creatures_of_the_chosen_type() -> None:
    keyword = _protection(compiled("Human creatures you control have protection from creatures of the chosen type."))
    assert keyword.quality == (fx.Filter(types=("Creature",), chosen=("type",)),)
