"""Wordings of players, life and damage (CR 102, 119, 120) that did not parse or compile, lowered:
"gains no life instead", "permanents you own that your opponents control", "cards they exiled with
this artifact", one "target" before a serial list of kinds, "may choose to", and the objects an
optional move that was not made names."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk

from compiling import lowered


def reasons(abilities: tuple[fx.Ability, ...]) -> list[str]:
    return [u.reason for u in compiler.unsupported_in(abilities)]


# -- "gains no life instead" (CR 614.1a, 119.3) ----------------------------------------------------
def test_gains_no_life_instead_replaces_the_amount_with_zero() -> None:
    (ability,) = lowered("If a player would gain life, that player gains no life instead.")
    assert not reasons((ability,))
    assert isinstance(ability, fx.Replacement)
    assert ability.event == "gain_life" and ability.player == fx.EachPlayer()
    assert ability.amount == fx.Fixed(value=0) and ability.instead == ()


def test_gains_no_life_this_turn_in_a_spell_is_a_replacement_for_the_turn() -> None:
    (ability,) = lowered(
        "~ deals 4 damage to target player or planeswalker. The damage can't be prevented. If that player or that planeswalker's controller "
        "would gain life this turn, that player gains no life instead.",
        is_spell=True,
    )
    (created,) = [e for e in walk(ability) if isinstance(e, fx.CreateReplacement)]
    assert created.duration == "end_of_turn"
    assert created.replacement.event == "gain_life" and created.replacement.amount == fx.Fixed(value=0)


# -- "that [player] control(s)" after another qualifier (CR 108.3, 108.4) ----------------------------
def test_permanents_you_own_that_your_opponents_control() -> None:
    (ability,) = lowered("At the beginning of your upkeep, you gain X life and draw X cards, where X is the number of permanents you own that your opponents control.")
    assert not reasons((ability,))
    (gain,) = [e for e in walk(ability) if isinstance(e, fx.GainLife)]
    assert isinstance(gain.amount, fx.CountOf)
    described = gain.amount.what
    assert isinstance(described, fx.Filter)
    assert described.owner == fx.You() and described.controller == fx.EachOpponent()


# -- "cards they exiled with this artifact" (CR 607.2a) ---------------------------------------------
def test_cards_a_player_exiled_with_an_object_are_not_lowered() -> None:
    # the linked cards are kept, but not who exiled each of them: not all the cards exiled with it
    abilities = lowered("Each player may play lands and cast spells from among cards they exiled with this artifact this turn.")
    assert any("who exiled each linked card is not recorded" in r for r in reasons(abilities))


# -- one "target" before a serial list of kinds (CR 115.1, 601.2c) ----------------------------------
def test_one_target_of_any_kind_of_a_serial_list() -> None:
    (ability,) = lowered("[−4]: ~ deals 7 damage to target opponent, creature an opponent controls, or planeswalker an opponent controls.")
    assert not reasons((ability,))
    (damage,) = [e for e in walk(ability) if isinstance(e, fx.DealDamage)]
    target = damage.to
    assert isinstance(target, fx.Target) and target.min == target.max == 1
    # one target, an opponent or an object of either kind (the kinds of objects as one filter of
    # the battlefield, CR 400.1), as "target player or planeswalker" is
    assert isinstance(target.what, fx.Union)
    opponent, objects = target.what.parts
    assert opponent == fx.EachOpponent()
    assert isinstance(objects, fx.Filter)
    creature, planeswalker = objects.any_of
    assert creature.types == ("Creature",) and creature.controller == fx.EachOpponent()
    assert planeswalker.types == ("Planeswalker",) and planeswalker.controller == fx.EachOpponent()
    assert len([e for e in walk(ability) if isinstance(e, fx.Target)]) == 1


def test_a_descriptor_list_without_qualifiers_stays_one_description() -> None:
    (ability,) = lowered("~ deals 3 damage to target creature, planeswalker, or player.", is_spell=True)
    (damage,) = [e for e in walk(ability) if isinstance(e, fx.DealDamage)]
    assert isinstance(damage.to, fx.Target) and damage.to.what.parts[0] == fx.EachPlayer()  # type: ignore[attr-defined]


# -- "may choose to" (CR 608.2d) and the objects of a move not made (CR 608.2c) ----------------------
COVENANT = (
    "Reveal the top three cards of your library. Target opponent may choose to put those cards into your hand. "
    "If they don't, put those cards into your graveyard and draw five cards."
)


def test_may_choose_to_is_may_and_the_cards_not_moved_are_the_ones_offered() -> None:
    (ability,) = lowered(COVENANT, is_spell=True)
    assert not reasons((ability,))
    offer = next(e for e in ability.effects if isinstance(e, fx.May))  # type: ignore[attr-defined]
    assert isinstance(offer.player, fx.Target) and offer.player.what == fx.EachOpponent()
    (put,) = offer.effects
    otherwise = next(e for e in ability.effects if isinstance(e, fx.IfDid))  # type: ignore[attr-defined]
    assert otherwise.negate
    to_graveyard = next(e for e in otherwise.effects if isinstance(e, fx.Move))
    # not the cards the declined move would have recorded (none): the three cards it offered
    assert to_graveyard.to == "graveyard" and to_graveyard.what == put.what
    assert not any(isinstance(e, fx.Found) for e in walk(to_graveyard))


def test_the_objects_of_a_move_not_made_after_plain_may() -> None:
    (ability,) = lowered(COVENANT.replace("may choose to put", "may put"), is_spell=True)
    otherwise = next(e for e in ability.effects if isinstance(e, fx.IfDid))  # type: ignore[attr-defined]
    assert not any(isinstance(e, fx.Found) and e.key == "returned" for e in walk(otherwise))


# -- players named by where they sit, as a controller (CR 101.4, 800.5) ------------------------------
def test_a_creature_the_opponent_to_your_left_controls_is_not_lowered() -> None:
    abilities = lowered("Target creature you control fights target creature the opponent to your left controls.", is_spell=True)
    assert any("seating order (CR 101.4, 800.5)" in r for r in reasons(abilities))


# -- what was not chosen (CR 608.2c) ------------------------------------------------------------------
def test_the_permanents_other_than_this_creature_that_werent_chosen() -> None:
    (ability,) = lowered(
        "When this creature enters, starting with you, each player chooses up to five permanents they control. "
        "All permanents other than this creature that weren't chosen this way phase out.",
    )
    assert not reasons((ability,))
    (phase,) = [e for e in walk(ability) if isinstance(e, fx.PhaseOut)]
    assert isinstance(phase.what, fx.Filter)
    # the relative clause is the permanents', not "this creature"'s: both are left out
    excluded = phase.what.excluded
    assert isinstance(excluded, fx.Union) and not excluded.either
    assert set(excluded.parts) == {fx.This(), fx.Found(key="chosen")}


def test_other_than_this_creature_alone_is_still_this_creature() -> None:
    (ability,) = lowered("When this creature enters, destroy all creatures other than this creature.")
    (destroy,) = [e for e in walk(ability) if isinstance(e, fx.Destroy)]
    assert isinstance(destroy.what, fx.Filter) and destroy.what.excluded == fx.This()


def test_from_among_them_after_a_choice_not_made_is_the_group() -> None:
    # "If you don't, put a card from among them into your hand": no land was put onto the
    # battlefield, so "them" is the four cards looked at, not the (no) card put there
    (ability,) = lowered(
        "Look at the top four cards of your library. You may put a land card from among them onto the battlefield tapped. "
        "If you don't, put a card from among them into your hand. Put the rest on the bottom of your library in a random order.",
        is_spell=True,
    )
    assert not reasons((ability,))
    otherwise = next(e for e in ability.effects if isinstance(e, fx.IfDid))  # type: ignore[attr-defined]
    (amongst,) = [e for e in walk(otherwise) if isinstance(e, fx.Amongst)]
    assert amongst.among == fx.TopOfLibrary(player=fx.You(), amount=fx.Fixed(value=4))


# -- "have your life total become" (CR 119.5) ---------------------------------------------------------
def test_you_may_have_your_life_total_become_a_number() -> None:
    (ability,) = lowered("When this creature enters, you may have your life total become the total toughness of creatures you control.")
    assert not reasons((ability,))
    (offer,) = [e for e in walk(ability) if isinstance(e, fx.May)]
    (setting,) = offer.effects
    assert isinstance(setting, fx.SetLifeTotal) and setting.player == fx.You()
    (ability,) = lowered("You may have target player's life total become 10.", is_spell=True)
    (setting,) = [e for e in walk(ability) if isinstance(e, fx.SetLifeTotal)]
    assert isinstance(setting.player, fx.Target) and setting.amount == fx.Fixed(value=10)


# -- a special action to ignore an effect (CR 116.2d) ------------------------------------------------
def test_for_that_player_to_ignore_this_effect_is_not_lowered() -> None:
    # the restriction alone would be wrong: the player could end it for a cost
    abilities = lowered("Players can't search libraries. Any player may pay {2} for that player to ignore this effect until end of turn.")
    assert any("(CR 116.2d)" in r for r in reasons(abilities))


# -- "unless" first after a trigger (CR 118.12, 603.4) ------------------------------------------------
def test_unless_sentence_right_after_a_trigger() -> None:
    (ability,) = lowered("At the beginning of your upkeep, unless you sacrifice an Island, sacrifice this creature and it deals 6 damage to you.")
    assert not reasons((ability,))
    assert isinstance(ability, fx.TriggeredAbility)
    (unless,) = ability.effects
    assert isinstance(unless, fx.Unless) and isinstance(unless.condition, fx.PlayerPaid) and unless.condition.player == fx.You()
    sacrifice, damage = unless.effects
    assert isinstance(sacrifice, fx.Sacrifice) and sacrifice.what == fx.This()
    assert isinstance(damage, fx.DealDamage) and damage.to == fx.You() and damage.amount == fx.Fixed(value=6)


# -- "dealt damage this turn by ..." (CR 120.1) -------------------------------------------------------
def test_dealt_damage_this_turn_by_is_dealt_damage_by_this_turn() -> None:
    for text in ("Whenever a creature dealt damage this turn by this creature dies, draw a card.", "Whenever a creature dealt damage by this creature this turn dies, draw a card."):
        (ability,) = lowered(text)
        assert not reasons((ability,))
        assert isinstance(ability, fx.TriggeredAbility) and isinstance(ability.trigger, fx.Trigger)
        assert ability.trigger.what.states == ("dealt damage by this this turn",)  # type: ignore[union-attr]
    (time_first,) = lowered("Cast this spell only if you were dealt damage this turn by a red instant or sorcery spell.", is_spell=True)
    (source_first,) = lowered("Cast this spell only if you were dealt damage by a red instant or sorcery spell this turn.", is_spell=True)
    assert time_first == source_first and not reasons((time_first,))
