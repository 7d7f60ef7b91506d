"""What wordings of the copies-and-keywords family compile to (helper ckey): keywords the
runtime lacks compiled as keywords whose runtime status is unsupported (CR 702), and a spell's
own abilities beside its instructions (CR 118.8, 601.2f)."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.keywords import unsupported_at_runtime
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def lowered(text: str, *, is_spell: bool = False) -> tuple[tuple[object, ...], list[fx.Unsupported]]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=parsed.text.rules)
    return abilities, compiler.unsupported_in(abilities)


def compiled(text: str, *, is_spell: bool = False) -> tuple[object, ...]:
    abilities, missing = lowered(text, is_spell=is_spell)
    assert not missing, missing
    return abilities


# -- specialize (digital-only, Alchemy): a keyword with its cost that the runtime does not play
def test_specialize_is_a_keyword_with_its_cost_unsupported_at_runtime() -> None:
    (keyword,) = compiled("Specialize {2}")
    assert isinstance(keyword, fx.Keyword) and keyword.name == "specialize"
    assert keyword.cost == (fx.ManaPayment(mana="{2}"),) and keyword.definition == ()
    assert unsupported_at_runtime("specialize")


def test_specialize_with_activation_instructions_stays_unsupported() -> None:
    """"Activate only if ..." needs the keyword's activated ability, which the effect model does
    not have for specialize (CR 602.1b)."""
    _, missing = lowered("Specialize {3}. Activate only if you control six or more lands.")
    assert missing


# -- an additional cost, then the spell's own cost reduction for what it paid
MARCH = "As an additional cost to cast this spell, you may exile any number of white cards from your hand. This spell costs {2} less to cast for each card exiled this way."


def test_an_additional_cost_and_its_reduction_in_a_spell_are_two_abilities() -> None:
    cost, spell = compiled(MARCH, is_spell=True)
    assert isinstance(cost, fx.AdditionalCost) and cost.optional
    (exile,) = cost.costs
    assert isinstance(exile, fx.ExileCost) and isinstance(exile.amount, fx.AnyNumber) and exile.what.colors == ("W",) and exile.what.zone == "hand"
    assert isinstance(spell, fx.SpellAbility)
    (reduction,) = spell.effects
    assert isinstance(reduction, fx.ModifyCost) and reduction.spells == fx.This() and not reduction.increase
    assert reduction.amount == fx.Scaled(value=fx.CountOf(what=fx.Found(key="exiled")), numerator=2, denominator=1)


def test_an_additional_cost_before_an_instruction_stays_unsupported() -> None:
    """"When you do, copy this spell ...": a reflexive trigger of the cost is no cost change."""
    _, missing = lowered("As an additional cost to cast this spell, you may sacrifice one or more creatures. When you do, copy this spell for each creature sacrificed this way.", is_spell=True)
    assert missing


# -- "bands with other [quality]" (CR 702.22c): banding's variant, a keyword with its quality
def test_bands_with_other_is_a_keyword_with_its_quality_unsupported_at_runtime() -> None:
    (static,) = compiled('Green legendary creatures you control have "bands with other legendary creatures."')
    assert isinstance(static, fx.StaticAbility)
    (grant,) = static.effects
    assert isinstance(grant, fx.GrantAbilities) and grant.what.colors == ("G",)
    (keyword,) = grant.abilities
    assert isinstance(keyword, fx.Keyword) and keyword.name == "bands with other" and keyword.rule == "702.22"
    assert keyword.quality == (fx.Filter(types=("Creature",), supertypes=("Legendary",)),)
    assert unsupported_at_runtime("bands with other")


# -- "protection from [quality] or from the color of your choice" (CR 608.2d, 702.16a)
def test_protection_from_one_of_two_qualities_is_a_choice_of_grants() -> None:
    (spell,) = compiled("Target permanent you control gains protection from artifacts or from the color of your choice until end of turn.", is_spell=True)
    (choice,) = spell.effects
    assert isinstance(choice, fx.ChooseEffect) and choice.player == fx.You()
    qualities = []
    for grant in choice.options:
        assert isinstance(grant, fx.GrantAbilities) and isinstance(grant.what, fx.Target) and grant.duration == "end_of_turn"
        (keyword,) = grant.abilities
        assert keyword.name == "protection"
        qualities.extend(keyword.quality)
    assert qualities == [fx.Filter(types=("Artifact",)), *(fx.Filter(colors=(c,)) for c in "WUBRG")]


def test_protection_from_colorless_or_a_color() -> None:
    (ability,) = compiled("{T}: Another target creature you control gains protection from colorless or from the color of your choice until end of turn.")
    (choice,) = ability.effects
    assert isinstance(choice, fx.ChooseEffect) and len(choice.options) == 6
    assert choice.options[0].abilities[0].quality == (fx.Filter(color_kind="colorless"),)


# -- "goaded" held for a stated duration by a resolving ability (CR 701.15b, 611.2a-b)
def test_tokens_goaded_for_the_rest_of_the_game() -> None:
    (trigger,) = compiled("When this creature enters, each opponent creates a 1/1 red Goblin creature token. The tokens are goaded for the rest of the game.")
    _, goaded = trigger.effects
    assert goaded == fx.Restriction(what=fx.Found(key="created"), rule="goaded", duration="game")


def test_tokens_goaded_for_as_long_as_a_condition_holds() -> None:
    (trigger,) = compiled("When this enchantment enters, each player creates a 1/1 white Warrior creature token. The tokens are goaded for as long as this enchantment remains on the battlefield.")
    _, lasting = trigger.effects
    assert isinstance(lasting, fx.ForAsLongAs)
    assert lasting.effects == (fx.Restriction(what=fx.Found(key="created"), rule="goaded"),)


def test_goaded_with_no_stated_duration_stays_unsupported() -> None:
    _, missing = lowered("When this creature enters, each opponent creates a 1/1 red Goblin creature token. The tokens are goaded.")
    assert missing


# -- landwalk of a chosen land type (CR 702.14a, 607.2)
def test_landwalk_of_the_chosen_type_is_landwalk_with_the_chosen_type_as_quality() -> None:
    (static,) = compiled("Enchanted creature has landwalk of the chosen type.")
    (grant,) = static.effects
    (keyword,) = grant.abilities
    assert keyword == fx.Keyword(name="landwalk", rule="702.14", quality=(fx.Filter(chosen=("type",)),))


def test_snow_landwalk_of_the_chosen_type_after_the_choice() -> None:
    (ability,) = compiled("{2}{R}, {T}: Choose a land type. Target creature you control gains snow landwalk of the chosen type until end of turn.")
    choose, grant = ability.effects
    assert choose == fx.ChooseQuality(quality="land type")
    (keyword,) = grant.abilities
    assert keyword.name == "snow landwalk" and keyword.quality == (fx.Filter(chosen=("type",)),)


# -- {X} in a keyword's cost defined by "where X is" (CR 107.3a)
def test_ward_x_where_x_is_a_number_the_payment_reads() -> None:
    (static,) = compiled("This creature has ward {X}, where X is the number of experience counters you have.")
    (grant,) = static.effects
    (ward,) = grant.abilities
    value = fx.StatOf(what=fx.You(), stat="counters:experience")
    assert ward.cost == (fx.ManaPayment(mana="{X}", x=value),)
    payments = [c for c in fx.walk(ward.definition) if isinstance(c, fx.ManaPayment)]
    assert payments and all(c.x == value for c in payments)


def test_encore_x_where_x_is_its_mana_value_is_each_cards_own() -> None:
    """"its" is the card that has the granted keyword (This inside it), not every card the
    static ability names."""
    (static,) = compiled("Each Sliver creature card in your graveyard has encore {X}, where X is its mana value.")
    (grant,) = static.effects
    (encore,) = grant.abilities
    own = fx.StatOf(what=fx.This(), stat="mana_value")
    payments = [c for c in fx.walk((encore.cost, encore.definition)) if isinstance(c, fx.ManaPayment)]
    assert len(payments) == 2 and all(c.x == own for c in payments)


def test_a_granted_quoted_ability_reads_that_objects_own_value() -> None:
    (static,) = compiled('Each noncreature, non-Equipment artifact is an Equipment with equip {X} and "Equipped creature gets +X/+0," where X is that artifact\'s mana value.')
    (becomes,) = static.effects
    _, pump = becomes.abilities
    (modify,) = pump.effects
    assert modify.power == fx.StatOf(what=fx.This(), stat="mana_value")


# -- a bound on X of a keyword's cost (CR 107.3, 601.2b)
def test_a_bound_on_x_of_suspend_is_its_special_actions() -> None:
    (suspend,) = compiled("Suspend X—{X}{3}{U}. X can't be 0.")
    (action,) = [a for a in suspend.definition if isinstance(a, fx.SpecialAction)]
    assert action.x_bounds == (fx.XBound(amount=fx.Fixed(value=0)),)


def test_a_bound_on_x_of_kicker_is_the_spells_own_rule_on_the_stack() -> None:
    kicker, rule = compiled("Kicker {X}. X can't be 0.")
    assert isinstance(kicker, fx.Keyword) and kicker.name == "kicker"
    assert rule == fx.StaticAbility(effects=(fx.XBound(amount=fx.Fixed(value=0)),), zone="stack")


# -- new targets for spells the player chooses (CR 115.7d)
def test_new_targets_for_any_number_of_other_spells_and_abilities() -> None:
    (trigger,) = compiled("When this creature is turned face up, you may choose new targets for any number of other spells and/or abilities.")
    (may,) = trigger.effects
    (new,) = may.effects
    assert isinstance(new, fx.ChooseNewTargets) and isinstance(new.what, fx.Chosen)
    assert new.what.what.zone == "stack" and new.what.amount == fx.AnyNumber()


# -- a copy entering with counters (CR 614.1c, 707.9b)
def test_entering_as_a_copy_with_counters_enters_with_them() -> None:
    (enters,) = compiled("You may have this creature enter as a copy of any creature on the battlefield, except it enters with X additional +1/+1 counters on it.")
    assert isinstance(enters, fx.EntersWith)
    (may,) = enters.effects
    copy, counters = may.effects
    assert isinstance(copy, fx.BecomeCopy) and copy.exceptions is None
    assert counters == fx.PutCounters(what=fx.This(), counter="+1/+1", amount=fx.Variable())


def test_a_copy_token_with_counters_keeps_them_on_the_token() -> None:
    (ability,) = compiled("{T}: Create a token that's a copy of target creature you control, except it enters with an additional +1/+1 counter on it.")
    (create,) = ability.effects
    assert isinstance(create, fx.CreateCopyToken) and create.exceptions is None
    assert create.counters == (fx.PutCounters(what=fx.Found(key="entering"), counter="+1/+1"),)


def test_a_condition_after_a_copys_entering_counters_stays_unsupported() -> None:
    _, missing = lowered("You may have this creature enter as a copy of any creature on the battlefield, except it enters with a shield counter on it if you control that creature.")
    assert missing


# -- protection from the colors of a set of objects (CR 702.16a, 611.3a)
def test_protection_from_the_colors_of_permanents_you_control_shares_a_color() -> None:
    (static,) = compiled("This creature has protection from the colors of permanents you control.")
    (grant,) = static.effects
    (protection,) = grant.abilities
    assert protection.quality == (fx.Filter(shared="color", shares_with=fx.Filter(controller=fx.You())),)


def test_protection_from_the_colors_of_a_target_or_for_another_object_stays_unsupported() -> None:
    for text in ("Enchanted creature has protection from the colors of permanents you control.",
                 "{T}: Creatures you control gain protection from the colors of target permanent you control until end of turn."):
        _, missing = lowered(text)
        assert missing, text


def test_new_targets_for_that_spell_with_no_antecedent_stays_unsupported() -> None:
    """"that spell or ability" names another object than the one with the ability: read as
    this object for want of an antecedent, it would change the wrong spell's targets."""
    _, missing = lowered("You may choose new targets for that spell or ability.", is_spell=True)
    assert missing
