"""Compiling how a permanent enters (CR 614.1c, 614.12) said inside other instructions: a quoted
ability that is only "enters ..." sentences, and "It enters tapped and attacking and ..." after
the move that puts it onto the battlefield."""

from __future__ import annotations

from oraclec import effects as fx

from compiling import compiled, reasons


def test_a_perpetually_gained_enters_with_ability_is_an_enters_with_ability() -> None:
    (ability,) = compiled('Target creature card in your hand perpetually gains "This creature enters with two additional +1/+1 counters on it."', is_spell=True)
    (grant,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(grant, fx.GrantAbilities) and grant.duration == "perpetual"
    assert grant.abilities == (fx.EntersWith(counter="+1/+1", amount=fx.Fixed(value=2)),)


def test_a_perpetually_gained_enters_tapped_ability() -> None:
    (ability,) = compiled('Target creature card in your hand perpetually gains "This permanent enters tapped."', is_spell=True)
    (grant,) = ability.effects  # type: ignore[attr-defined]
    assert grant.abilities == (fx.EntersWith(tapped=True),)


def test_other_creatures_entering_in_a_quoted_ability_granted_for_a_turn() -> None:
    text = 'Target creature gains "Other creatures you control enter with an additional +1/+1 counter on them." until end of turn.'
    (ability,) = compiled(text, is_spell=True)
    (grant,) = ability.effects  # type: ignore[attr-defined]
    (entering,) = grant.abilities
    assert isinstance(entering, fx.EntersWith) and entering.counter == "+1/+1"
    assert isinstance(entering.what, fx.Filter) and entering.what.other and entering.what.controller == fx.You()


def test_enters_with_granted_by_a_static_ability_stays_unsupported() -> None:
    """CR 614.12: the runtime does not read a static ability's grant as a permanent enters."""
    found = reasons('Commander creatures you own have "This creature enters with an additional +1/+1 counter on it."')
    assert found == ["an ability saying how a permanent enters, granted by a static ability (CR 614.12: effects that would apply to it once there) is not applied as it enters yet"]


def test_enters_tapped_and_attacking_and_gains_is_part_of_the_move_then_the_grant() -> None:
    text = ("Whenever a creature you control attacks alone, you may put a creature card from your hand onto the battlefield. "
            "It enters tapped and attacking and gains indestructible until end of turn.")
    (ability,) = compiled(text)
    may, grant = ability.effects  # type: ignore[attr-defined]
    (move,) = may.effects
    assert isinstance(move, fx.Move) and move.to == "battlefield" and move.tapped and move.attacking
    assert isinstance(grant, fx.GrantAbilities) and grant.what == fx.Found(key="put") and grant.duration == "end_of_turn"


def test_tokens_created_for_each_enter_tapped_and_attacking() -> None:
    text = ("Whenever this creature attacks, for each card you've discarded this turn, create a token that's a copy of this creature. "
            "The tokens enter tapped and attacking.")
    (ability,) = compiled(text)
    (repeat,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(repeat, fx.Repeat)
    (create,) = repeat.effects
    assert isinstance(create, fx.CreateCopyToken) and create.tapped and create.attacking


def test_entering_tapped_only_on_a_condition_stays_unsupported() -> None:
    text = "Whenever this creature attacks, you may put a creature card from your hand onto the battlefield. If that card is an enchantment card, it enters tapped and attacking."
    assert reasons(text) == ["how an object enters, with no move onto the battlefield before it that can say so"]


def test_a_reflexive_ability_on_an_equipment_entering_this_way() -> None:
    text = "Put an artifact card from your hand onto the battlefield. When an Equipment enters this way, attach it to target creature you control."
    (ability,) = compiled(text, is_spell=True)
    move, reflexive = ability.effects  # type: ignore[attr-defined]
    assert isinstance(move, fx.Move) and isinstance(reflexive, fx.ReflexiveTrigger)
    entered = fx.Amongst(among=fx.Found(key="put into battlefield"), filter=fx.Filter(subtypes=("Equipment",)))
    assert reflexive.condition == fx.Exists(what=entered)
    (attach,) = reflexive.effects
    assert isinstance(attach, fx.Attach) and attach.what == entered


def test_it_entering_this_way_stays_unsupported() -> None:
    found = reasons("Return target creature card from your graveyard to the battlefield. When it enters this way, you gain 2 life.", is_spell=True)
    assert found


def test_the_creature_put_onto_the_battlefield_with_this_is_a_linked_description() -> None:
    """CR 607.2c: "the creature" here is described by the link, not a creature named before."""
    (ability,) = compiled("When this enchantment leaves the battlefield, exile the creature put onto the battlefield with this enchantment.")
    (move,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(move, fx.Move) and move.to == "exile"
    assert isinstance(move.what, fx.Filter) and move.what.types == ("Creature",) and move.what.states == ("put onto the battlefield with this",)


def test_a_trigger_on_the_linked_creature_dying() -> None:
    (ability,) = compiled("When the creature put onto the battlefield with this enchantment dies, exile it and return this enchantment to its owner's hand.")
    trigger = ability.trigger  # type: ignore[attr-defined]
    assert trigger.event == "dies" and isinstance(trigger.what, fx.Filter) and trigger.what.states == ("put onto the battlefield with this",)


def test_put_onto_the_battlefield_with_another_object_stays_unsupported() -> None:
    assert reasons("When the creature put onto the battlefield with enchanted creature dies, draw a card.")


def test_an_aura_granted_enchant_a_creature_put_onto_the_battlefield_with_it_stays_unsupported() -> None:
    text = ('When this Aura enters, if it\'s on the battlefield, it loses "enchant creature card in a graveyard" and gains "enchant creature put onto '
            'the battlefield with this Aura." Return enchanted creature card to the battlefield under your control and attach this Aura to it.')
    assert "objects put onto the battlefield with this object, named by an ability an effect grants it (CR 607.2c: linked abilities are printed ones)" in reasons(text)


def test_tokens_entering_tapped_and_attacking_if_a_cost_was_paid() -> None:
    text = "Create three 1/1 white Spirit creature tokens. If this spell's sneak cost was paid, they enter tapped and attacking."
    (ability,) = compiled(text, is_spell=True)
    (conditional,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(conditional, fx.Conditional) and conditional.condition == fx.CostWasPaid(name="sneak")
    (paid,), (plain,) = conditional.effects, conditional.otherwise
    assert isinstance(paid, fx.CreateToken) and paid.tapped and paid.attacking and paid.amount == fx.Fixed(value=3)
    assert isinstance(plain, fx.CreateToken) and not plain.tapped and not plain.attacking


def test_a_created_token_entering_with_counters_is_part_of_the_creation() -> None:
    (ability,) = compiled("Create a 1/1 white Soldier creature token. It enters with a +1/+1 counter on it.", is_spell=True)
    (create,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(create, fx.CreateToken)
    assert create.counters == (fx.PutCounters(what=fx.Found(key="entering"), counter="+1/+1", amount=fx.Fixed(value=1)),)
