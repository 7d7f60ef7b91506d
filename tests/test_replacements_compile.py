"""What replacement and prevention wordings (grammar/replacements.lark) compile to (CR 614, 615)."""

from __future__ import annotations

import functools

import oraclec
from oraclec import cards
from oraclec import effects as fx


@functools.cache
def _cards() -> dict[str, object]:
    return {c.name: c for c in cards.load_all()}


def abilities_of(name: str, line: int) -> tuple[object, ...]:
    """The compiled abilities of one line of a card's first face; the line must compile fully."""
    result = oraclec.compile_card(_cards()[name])
    compiled = result.faces[0].abilities[line]
    assert compiled.status == "compiled", result.diagnostics
    return compiled.abilities


def test_static_replacement_of_a_draw() -> None:
    # Thought Reflection: "If you would draw a card, draw two cards instead."
    (replacement,) = abilities_of("Thought Reflection", 0)
    assert isinstance(replacement, fx.Replacement)
    assert replacement.event == "draw" and replacement.player == fx.You()
    assert replacement.instead == (fx.Draw(player=fx.You(), amount=fx.Fixed(value=2)),)
    assert not replacement.optional


def test_spell_sets_up_a_replacement_for_the_turn() -> None:
    # Anger of the Gods: "... If a creature dealt damage this way would die this turn, exile it instead."
    (spell,) = abilities_of("Anger of the Gods", 0)
    deal, create = spell.effects
    assert isinstance(deal, fx.DealDamage)
    assert isinstance(create, fx.CreateReplacement)
    assert create.duration == "end_of_turn" and not create.once
    assert create.replacement.event == "dies"
    assert create.replacement.what.states == ("dealt damage this way",)
    (move,) = create.replacement.instead
    assert isinstance(move, fx.Move) and move.to == "exile" and move.what == fx.Found(key="triggering")


def test_fog_prevents_all_combat_damage_this_turn() -> None:
    (spell,) = abilities_of("Fog", 0)
    (prevent,) = spell.effects
    assert prevent == fx.PreventDamage(damage=fx.DamageFlow(kind="combat"), duration="end_of_turn")


def test_this_turn_written_before_the_source_is_the_duration() -> None:
    # Heavy Fog: "Prevent all damage that would be dealt to you this turn by attacking creatures."
    (spell,) = abilities_of("Heavy Fog", 1)
    (prevent,) = spell.effects
    assert prevent.duration == "end_of_turn"
    assert prevent.damage.to == fx.You() and prevent.damage.by.states == ("attacking",)
    # Shimian Night Stalker: "{B}, {T}: All damage that would be dealt to you this turn by target
    # attacking creature is dealt to this creature instead."
    (ability,) = abilities_of("Shimian Night Stalker", 0)
    (redirect,) = ability.effects
    assert isinstance(redirect, fx.RedirectDamage) and redirect.duration == "end_of_turn"
    assert isinstance(redirect.damage.by, fx.Target) and redirect.to == fx.This()
    # Uncle Istvan: "Prevent all damage that would be dealt to ~ by creatures.": no duration
    (static,) = abilities_of("Uncle Istvan", 0)
    assert static.effects == (fx.PreventDamage(damage=fx.DamageFlow(to=fx.This(), by=fx.Filter(types=("Creature",)))),)


def test_next_time_shield_prevents_that_damage_once() -> None:
    # Pentagram of the Ages: "{4}, {T}: The next time a source of your choice would deal damage to
    # you this turn, prevent that damage."
    (ability,) = abilities_of("Pentagram of the Ages", 0)
    choose, create = ability.effects
    # the source is chosen when the effect is created (CR 609.7a); the shield names that one
    assert choose == fx.ChooseObjects(what=fx.Chosen(what=fx.Filter(kind="object")))
    assert isinstance(create, fx.CreateReplacement) and create.once and create.duration == "end_of_turn"
    assert create.replacement.event == "deals_damage" and create.replacement.matches.to == fx.You()
    assert create.replacement.matches.what == fx.Found(key="chosen")
    assert create.replacement.instead == (fx.PreventDamage(damage=fx.DamageFlow(event=True)),)


def test_shield_against_a_chosen_source_rechecks_its_color() -> None:
    # Circle of Protection: Red: "{1}: The next time a red source of your choice would deal damage
    # to you this turn, prevent that damage." A red source is chosen (CR 609.7a); the shield
    # applies to it only while it is still red (CR 609.7b), not to every red source.
    (ability,) = abilities_of("Circle of Protection: Red", 0)
    red = fx.Filter(colors=("R",), kind="object")
    choose, create = ability.effects
    assert choose == fx.ChooseObjects(what=fx.Chosen(what=red))
    assert create.replacement.matches.what == fx.Amongst(among=fx.Found(key="chosen"), filter=red)


def test_redirected_damage() -> None:
    # Pariah: "All damage that would be dealt to you is dealt to enchanted creature instead."
    (static,) = abilities_of("Pariah", 1)
    (redirect,) = static.effects
    assert isinstance(redirect, fx.RedirectDamage)
    assert redirect.damage == fx.DamageFlow(to=fx.You())
    assert isinstance(redirect.to, fx.AttachedTo)


def test_damage_cant_be_prevented_and_skip() -> None:
    (static,) = abilities_of("Sunspine Lynx", 1)
    assert static.effects == (fx.DamageCantBePrevented(damage=fx.DamageFlow()),)
    (static,) = abilities_of("Symbiotic Deployment", 0)
    assert static.effects == (fx.Skip(what="draw step", player=fx.You()),)


def test_exile_instead_of_the_graveyard_as_it_resolves() -> None:
    # Rod of Absorption: "Whenever a player casts an instant or sorcery spell, exile it instead of
    # putting it into a graveyard as it resolves."
    (triggered,) = abilities_of("Rod of Absorption", 0)
    (create,) = triggered.effects
    assert isinstance(create, fx.CreateReplacement) and create.once
    assert create.replacement.event == "leave_stack" and create.replacement.what == fx.Found(key="triggering")
    (move,) = create.replacement.instead
    assert move.to == "exile"


def test_double_damage_replacement() -> None:
    # Furnace of Rath: "... it deals double that damage to that permanent or player instead."
    (replacement,) = abilities_of("Furnace of Rath", 0)
    (deal,) = replacement.instead
    assert deal.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)


def test_damage_replaced_goes_to_the_same_recipient() -> None:
    # Divine Presence: "If a source would deal 4 or more damage to a permanent or player, that
    # source deals 3 damage to that permanent or player instead." "that permanent or player" is
    # the damage's recipient (CR 614.1a), not the source ("that source" before it)
    (replacement,) = abilities_of("Divine Presence", 0)
    (deal,) = replacement.instead
    assert deal == fx.DealDamage(to=fx.Found(key="damaged"), amount=fx.Fixed(value=3), source=fx.Found(key="triggering"))
