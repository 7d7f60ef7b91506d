"""Helper pcost (issue 19): wordings of costs, activation and abilities that now parse and
compile, each asserted on its compiled output (or on its Unsupported reason)."""

from __future__ import annotations

import pytest

from oraclec import effects as fx

from compiling import compiled, reasons


def _statics(text: str) -> list[fx.Effect]:
    return [e for a in compiled(text) if isinstance(a, fx.StaticAbility) for e in a.effects]


# -- "entering the battlefield" causing an ability to trigger (CR 603.2d, 603.6a) -------------------
def test_entering_the_battlefield_causes_trigger_is_entering() -> None:
    (effect,) = _statics("If a permanent entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.")
    assert isinstance(effect, fx.TriggersAdditionalTime)
    assert effect.cause_event == "enters"
    assert isinstance(effect.cause, fx.Filter) and effect.cause.zone == "battlefield"


def test_entering_or_leaving_is_reported() -> None:
    (reason,) = reasons("If an artifact entering or leaving the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.")
    assert "603.6c" in reason


# -- keyword costs: one of two costs, and a dash cost with activation instructions (CR 602) ----------
def _keyword(text: str) -> fx.Keyword:
    (keyword,) = compiled(text)
    assert isinstance(keyword, fx.Keyword)
    return keyword


def _activated(keyword: fx.Keyword) -> fx.ActivatedAbility:
    (ability,) = [a for a in keyword.definition if isinstance(a, fx.ActivatedAbility)]
    return ability


def test_keyword_dash_cost_choice() -> None:
    keyword = _keyword("Equip—Pay {3} or discard a card.")
    (choice,) = _activated(keyword).costs
    assert isinstance(choice, fx.CostChoice)
    mana, discard = choice.options
    assert mana == fx.ManaPayment(mana="{3}")
    assert isinstance(discard, fx.DiscardCost) and discard.amount == fx.Fixed(value=1)


def test_keyword_pay_mana_or_energy() -> None:
    keyword = _keyword("Reconfigure—Pay {2} or {E}{E}{E}.")
    assert keyword.cost == (fx.CostChoice(options=(fx.ManaPayment(mana="{2}"), fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=3), what=fx.You()))),)


def test_keyword_mana_cost_or_mana_cost() -> None:
    keyword = _keyword("Equip {2} or {B}")
    assert _activated(keyword).costs == (fx.CostChoice(options=(fx.ManaPayment(mana="{2}"), fx.ManaPayment(mana="{B}"))),)


def test_keyword_dash_cost_restricted() -> None:
    ability = _activated(_keyword("Equip—Pay 3 life. Activate only once each turn."))
    assert ability.costs == (fx.PayLife(amount=fx.Fixed(value=3)),)
    assert ability.once_per_turn and ability.sorcery_speed


# -- a cost that is not mana added to activating abilities (CR 602.2b) ----------------------------
def test_additional_activation_cost_is_reported() -> None:
    (reason,) = reasons('Activated abilities of nontoken Rebels cost an additional "Sacrifice a land" to activate.')
    assert "602.2b" in reason


# -- chroma: "for each white mana symbol in ..." (CR 207.2c) -----------------------------------------
def test_for_each_mana_symbol_in_its_mana_cost_is_each_objects_own() -> None:
    (effect,) = _statics("Each creature you control gets +1/+1 for each white mana symbol in its mana cost.")
    assert isinstance(effect, fx.ModifyPT) and effect.each
    own = fx.StatOf(what=fx.Found(key=fx.ModifyPT.EACH_KEY), stat="mana_symbols:W")
    assert own in fx.walk((effect.power,)) and own in fx.walk((effect.toughness,))


def test_for_each_mana_symbol_in_the_mana_costs_of_permanents() -> None:
    (ability,) = compiled("When this creature enters, create a 0/1 white Goat creature token for each white mana symbol in the mana costs of permanents you control.")
    assert isinstance(ability, fx.TriggeredAbility)
    (create,) = ability.effects
    assert isinstance(create, fx.CreateToken)
    assert create.amount == fx.StatOf(what=fx.Filter(controller=fx.You(), zone="battlefield"), stat="mana_symbols:W")


def test_for_each_mana_symbol_in_those_cards_mana_costs() -> None:
    (ability,) = compiled("Reveal any number of cards in your hand. You gain 2 life for each green mana symbol in those cards' mana costs.", is_spell=True)
    gain = ability.effects[-1]
    assert isinstance(gain, fx.GainLife)
    assert fx.StatOf(what=fx.Found(key="revealed"), stat="mana_symbols:G") in fx.walk((gain.amount,))


def test_for_each_mana_symbol_of_a_group_outside_power_is_reported() -> None:
    (reason,) = reasons("Creatures you control deal 1 damage to any target for each red mana symbol in their mana costs.")
    assert "power and toughness" in reason


# -- "Any player may activate this ability but only during their draw step." (CR 602.5b) -------------
def test_any_player_only_during_their_step_is_kept_and_enforced() -> None:


    from oraclec.runtime import CardPool, Game, IllegalAction, homebrew

    (ability,) = compiled("{0}: You gain 1 life. Any player may activate this ability but only during their draw step.")
    assert isinstance(ability, fx.ActivatedAbility)
    assert ability.any_player and ability.restrictions == ("during their draw step",)
    pool = CardPool()
    pool.add(homebrew("Well Idol", "Artifact", mana_cost="{0}", abilities=[ability]))
    game = Game.setup({"alice": {"battlefield": ["Well Idol"]}, "bob": {}}, pool=pool)
    game.state.active = game.player("bob").index
    game.state.step = "draw"
    game.state.priority = game.player("alice").index
    before = game.snapshot()
    with pytest.raises(IllegalAction) as refusal:  # alice's draw step it is not
        game.activate("alice", "Well Idol")
    assert refusal.value.reason == "timing" and game.snapshot() == before
    game.state.priority = game.player("bob").index
    game.activate("bob", "Well Idol")
    game.resolve_top()
    assert game.player("bob").life == 21


def test_any_player_during_their_turn_before_the_end_step() -> None:
    (ability,) = compiled("{0}: You gain 1 life. Any player may activate this ability but only during their turn before the end step.")
    assert isinstance(ability, fx.ActivatedAbility)
    assert ability.any_player and ability.restrictions == ("during their turn before the end step",)


# -- "the creature it targets" in a change to the keyword's own cost (CR 601.2c, 601.2f) -----------
BELT = "Equip {10}. This ability costs {X} less to activate, where X is the power of the creature it targets."


def test_own_cost_reduced_by_the_power_of_the_creature_it_targets() -> None:
    ability = _activated(_keyword(BELT))
    (change,) = ability.cost_changes
    (attach,) = ability.effects
    assert isinstance(change, fx.ModifyCost) and isinstance(attach, fx.Attach)
    assert change.amount == fx.StatOf(what=attach.to, stat="power")


def test_the_creature_it_targets_elsewhere_is_reported() -> None:
    (reason,) = reasons("Destroy the creature it targets.")
    assert "601.2c" in reason


@pytest.mark.parametrize(("islands", "paid"), [(6, True), (5, False)])
def test_equip_cost_reduced_by_the_targets_power_is_paid(islands: int, paid: bool) -> None:
    from oraclec.runtime import CardPool, Game, IllegalAction, homebrew

    pool = CardPool()
    pool.add(homebrew("Giant Belt", "Artifact — Equipment", mana_cost="{0}", abilities=list(compiled(BELT))))
    pool.add(homebrew("Big Bear", "Creature — Bear", mana_cost="{0}", power=4, toughness=4))
    game = Game.setup({"alice": {"battlefield": ["Giant Belt", "Big Bear"] + ["Island"] * islands}, "bob": {}}, pool=pool)
    game.state.step = "main1"
    belt, bear = game.find("Giant Belt"), game.find("Big Bear")
    if not paid:
        with pytest.raises(IllegalAction):  # {10} less {4} is {6}
            game.activate("alice", belt, targets=[bear])
        return
    game.activate("alice", belt, targets=[bear])
    game.resolve_top()
    assert game.get(belt.id).attached_to == bear.id


# -- "Whenever an ability of equipped creature is activated" (CR 602.2) -------------------------------
def test_an_ability_of_equipped_creature_is_activated_by_any_player() -> None:
    (ability,) = compiled("Whenever an ability of equipped creature is activated, if it isn't a mana ability, copy that ability. You may choose new targets for the copy.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.condition is None
    trigger = ability.trigger
    assert isinstance(trigger, fx.Trigger) and trigger.event == "activate" and trigger.player == fx.EachPlayer()
    assert trigger.what == fx.ActivatedAbilities(of=fx.AttachedTo(relation="equipped"), mana_abilities=False)


# -- "You may also activate this ability while ~ is in your graveyard." (CR 602.2, 113.6) ------------
def test_also_activate_from_another_zone_is_reported() -> None:
    (reason,) = reasons("Discard a land card: Draw a card. You may also activate this ability while ~ is in your graveyard.")
    assert "113.6" in reason


# -- "Lock or unlock a door of target Room you control." (CR 709.5) ----------------------------------
def test_lock_or_unlock_is_reported() -> None:
    (reason,) = reasons("{T}: Lock or unlock a door of target Room you control. Activate only as a sorcery.")
    assert "709.5" in reason


# -- "for each color of the creature it targets" (CR 105.2, 601.2f) ---------------------------------
def test_own_cost_reduced_for_each_color_of_the_creature_it_targets() -> None:
    ability = _activated(_keyword("Equip {4}. This ability costs {1} less to activate for each color of the creature it targets."))
    (change,) = ability.cost_changes
    (attach,) = ability.effects
    assert isinstance(change, fx.ModifyCost) and isinstance(attach, fx.Attach)
    assert change.amount == fx.CountDistinct(what=attach.to, characteristic="colors")


def test_each_color_of_a_group_is_reported() -> None:
    (reason,) = reasons("You gain 1 life for each color of creatures you control.", is_spell=True)
    assert "105.2" in reason


# -- "equip Knight {0}" granted (CR 702.6) -------------------------------------------------------------
def test_equip_quality_granted() -> None:
    (grant,) = _statics("Equipment you control have equip Knight {0}.")
    assert isinstance(grant, fx.GrantAbilities)
    (keyword,) = grant.abilities
    assert isinstance(keyword, fx.Keyword) and keyword.name == "equip" and keyword.cost == (fx.ManaPayment(mana="{0}"),)
    (attach,) = _activated(keyword).effects
    assert isinstance(attach, fx.Attach) and isinstance(attach.to, fx.Target)
    assert attach.to.what == fx.Filter(subtypes=("Knight",), controller=fx.You(), zone="battlefield")


# -- "its mana cost reduced by {2}" (CR 202.1, 118.7) --------------------------------------------------
def test_mana_cost_reduced_as_a_cost_is_reported() -> None:
    (reason,) = reasons("You may put a creature card from your hand onto the battlefield. If you do, sacrifice it unless you pay its mana cost reduced by {2}.", is_spell=True)
    assert "118.7" in reason


def test_granted_keyword_cost_reduced_is_reported() -> None:
    found = reasons("Each nonland card in your hand without foretell has foretell. Its foretell cost is equal to its mana cost reduced by {2}.")
    assert any("118.7" in r for r in found)
