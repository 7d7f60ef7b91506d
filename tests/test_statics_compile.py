"""What the statics wordings (grammar/statics.lark) compile to."""

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


def only_effect(text: str) -> object:
    (ability,) = compiled(text)
    assert isinstance(ability, fx.StaticAbility)
    (effect,) = ability.effects
    return effect


def test_blocking_restriction_names_the_blockers() -> None:
    effect = only_effect("This creature can't be blocked except by Walls.")
    assert isinstance(effect, fx.Restriction)
    assert effect.rule == "can't be blocked except by"
    assert effect.what == fx.This()
    assert isinstance(effect.other, fx.Filter) and effect.other.subtypes == ("Wall",)


def test_untap_step_belongs_to_the_untap_rule() -> None:
    (ability,) = compiled("Equipped creature gets +4/+2 and doesn't untap during its controller's untap step.")
    pump, rule = ability.effects
    assert isinstance(pump, fx.ModifyPT)
    assert isinstance(rule, fx.Restriction) and rule.rule == "doesn't untap during its controller's untap step"


def test_combat_requirement_keeps_each_combat_and_if_able() -> None:
    effect = only_effect("This creature can block an additional creature each combat.")
    assert effect.rule == "can block an additional creature each combat"
    assert only_effect("This creature must be blocked if able.").rule == "must be blocked if able"


def test_during_your_turn_is_a_condition_of_the_static_ability() -> None:
    (ability,) = compiled("During your turn, this creature has first strike.")
    assert ability.condition == fx.YourTurn()
    assert isinstance(ability.effects[0], fx.GrantAbilities)


def test_flash_as_though_is_an_as_though_permission() -> None:
    effect = only_effect("You may cast creature spells as though they had flash.")
    assert isinstance(effect, fx.AsThough) and effect.kind == "flash"
    assert isinstance(effect.what, fx.Filter) and effect.what.types == ("Creature",)


def test_additional_cost_choice() -> None:
    (ability,) = compiled("As an additional cost to cast this spell, sacrifice a creature or pay {3}.")
    assert isinstance(ability, fx.AdditionalCost) and not ability.optional
    (choice,) = ability.costs
    assert isinstance(choice, fx.CostChoice)
    sacrifice, mana = choice.options
    assert isinstance(sacrifice, fx.SacrificeCost) and mana == fx.ManaPayment(mana="{3}")


def test_optional_additional_cost() -> None:
    (ability,) = compiled("As an additional cost to cast this spell, you may collect evidence 6.")
    assert isinstance(ability, fx.AdditionalCost) and ability.optional


def test_alternative_cost_is_a_cast_permission() -> None:
    (ability,) = compiled("You may pay 1 life and exile a black card from your hand rather than pay this spell's mana cost.")
    assert isinstance(ability, fx.CastPermission) and ability.zone == "hand"
    life, exile = ability.cost
    assert life == fx.PayLife(amount=fx.Fixed(value=1))
    assert isinstance(exile, fx.ExileCost)


def test_an_alternative_cost_under_a_condition_is_a_cast_permission_with_that_condition() -> None:
    """CR 118.9, 601.2b: "If [condition], you may [cost] rather than pay this spell's mana cost."
    on an instant or sorcery (a spell ability) or on an Aura (a static one) is a permission usable
    while the condition holds."""
    text = "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost."
    for is_spell in (True, False):
        parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
        assert parsed.line is not None, parsed.error
        (ability,) = compiler.compile_line(parsed.line, text=text)
        assert isinstance(ability, fx.CastPermission) and ability.method == "alternative cost"
        assert isinstance(ability.condition, fx.Controls)
        (tap,) = ability.cost
        assert isinstance(tap, fx.TapCost)


def test_control_and_rules_about_players() -> None:
    effect = only_effect("You control enchanted creature.")
    assert isinstance(effect, fx.GainControl) and effect.player == fx.You()
    effect = only_effect("Players can't cast spells.")
    assert isinstance(effect, fx.Restriction) and effect.rule == "can't cast spells" and effect.what == fx.EachPlayer()


def test_token_with_a_quoted_ability() -> None:
    (ability,) = compiled('Create a 1/1 black Rat creature token with "This token can\'t block."')
    (create,) = ability.effects
    (granted,) = create.token.abilities
    assert isinstance(granted, fx.StaticAbility)
    assert granted.effects == (fx.Restriction(what=fx.This(), rule="can't block"),)


def test_spending_mana_as_though_it_were_any_color() -> None:
    effect = only_effect("Players may spend mana as though it were mana of any color.")
    assert effect == fx.AsThough(kind="any_color_mana", player=fx.EachPlayer())
    effect = only_effect("You may spend mana as though it were mana of any type to cast this spell.")
    assert effect == fx.AsThough(kind="any_type_mana", what=fx.This(), player=fx.You())


def test_for_as_long_as_wraps_the_effects_it_limits() -> None:
    """CR 611.2b: the control change lasts until the condition stops being true."""
    (ability,) = compiled("{T}: Gain control of target creature for as long as this creature remains tapped.")
    (effect,) = ability.effects
    assert isinstance(effect, fx.ForAsLongAs)
    (control,) = effect.effects
    assert isinstance(control, fx.GainControl) and isinstance(control.what, fx.Target)
    assert isinstance(effect.condition, fx.Is)


def test_an_internal_placeholder_left_over_becomes_unsupported() -> None:
    """"You may choose new targets for that spell or ability." (read as this object) has no copy
    before it to change: the placeholder for "new targets" must not reach the output (it has no
    schema), it is reported. ("... for target spell." is ChooseNewTargets of its own, CR 115.7d.)"""
    text = "You may choose new targets for that spell or ability."
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    abilities = compiler.compile_line(parsed.line, text=text)
    assert all(fx.CLASSES.get(type(e).__name__) is type(e) for e in compiler.walk(abilities))
    (problem,) = compiler.unsupported_in(abilities)
    assert "new targets" in problem.reason


def test_doubling_power_gives_plus_its_power() -> None:
    """CR 701.10b: +X/+0 where X is its power; tripling gives +2X (CR 701.11b)."""
    (ability,) = compiled("Double target creature's power and toughness until end of turn.")
    (effect,) = ability.effects
    assert isinstance(effect, fx.ModifyPT) and isinstance(effect.what, fx.Target)
    assert effect.power == fx.StatOf(what=effect.what, stat="power")
    assert effect.toughness == fx.StatOf(what=effect.what, stat="toughness")
    assert effect.duration == "end_of_turn"
    (ability,) = compiled("Triple target creature's power until end of turn.")
    (effect,) = ability.effects
    assert effect.power == fx.Scaled(value=fx.StatOf(what=effect.what, stat="power"), numerator=2)
    assert effect.toughness == fx.Fixed(value=0)


def test_paying_life_as_a_condition_is_a_cost_offered() -> None:
    (ability,) = compiled("Counter target spell unless its controller pays 3 life.")
    (effect,) = ability.effects
    assert isinstance(effect, fx.Unless)
    assert isinstance(effect.condition, fx.PlayerPaid)
    assert effect.condition.costs == (fx.PayLife(amount=fx.Fixed(value=3)),)


def test_a_state_this_way_asks_about_the_objects_acted_on() -> None:
    (ability,) = compiled("Destroy target permanent. If an artifact is destroyed this way, draw a card.")
    destroy, conditional = ability.effects
    assert isinstance(conditional, fx.Conditional)
    assert conditional.condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="destroyed"), filter=fx.Filter(types=("Artifact",))))
