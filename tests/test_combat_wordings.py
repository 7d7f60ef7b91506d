"""Combat wordings (CR 506-511): attacking and blocking creatures described by the block, the
damage a combat damage trigger dealt, and other combat families of issue 19 (helper pcombat).
Each test fails on the code before these families parsed or compiled."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

from compiling import lowered


def reasons(abilities: tuple[fx.Ability, ...]) -> list[str]:
    return [u.reason for u in compiler.unsupported_in(abilities)]


# -- "blocked by" (CR 509.1a, 509.1g, 509.1h) ----------------------------------------------------
def test_creatures_blocked_by_this_creature_are_the_attackers_it_blocks() -> None:
    (ability,) = lowered("At end of combat, exile all creatures blocked by this creature.")
    assert not compiler.unsupported_in(ability)
    (move,) = [e for e in walk(ability) if isinstance(e, fx.Move)]
    assert move.to == "exile"
    assert move.what.states == ("blocked by this",)
    assert move.what.types == ("Creature",)


def test_a_target_blocked_by_this_creature_keeps_its_other_qualities() -> None:
    (ability,) = lowered("{T}: Tap target creature with flying blocked by this creature.")
    assert not compiler.unsupported_in(ability)
    (tap,) = [e for e in walk(ability) if isinstance(e, fx.Tap)]
    assert isinstance(tap.what, fx.Target)
    assert tap.what.what.states == ("blocked by this",)
    assert tap.what.what.keywords == ("flying",)


def test_creatures_blocked_by_another_creature_name_it() -> None:
    (ability,) = lowered("{T}: Target creature blocked by target Wall gains trample until end of turn.")
    filters = [e for e in walk(ability) if isinstance(e, fx.Filter) and e.blocked_by is not None]
    assert filters, ability


def test_blocks_of_earlier_in_the_turn_are_not_read_as_blocks_now() -> None:
    # the blocker is gone, the attackers stay blocked (CR 509.1h): no filter of the blocks now
    abilities = lowered("Destroy target blocking creature. Creatures that were blocked by that creature this combat gain trample until end of turn.", is_spell=True)
    assert any("CR 509.1h" in r for r in reasons(abilities))
    abilities = lowered("When this creature blocks, at end of combat, destroy it and all creatures it blocked this turn.")
    assert any("CR 509.1h" in r for r in reasons(abilities))
    assert not [e for e in walk(abilities) if isinstance(e, fx.Filter) and "blocked by this" in e.states]


def test_this_turns_next_end_of_combat_is_not_any_later_one() -> None:
    abilities = lowered("Choose target Wall creature. At this turn's next end of combat, destroy that creature.", is_spell=True)
    assert any("this turn's next end of combat" in r for r in reasons(abilities))
    # the plain delayed trigger still compiles
    (ability,) = lowered("When this creature attacks or blocks, at end of combat, sacrifice it.")
    assert not compiler.unsupported_in(ability)


# -- "the damage dealt" of a damage trigger (CR 120.3, 603.2) ----------------------------------
def test_the_amount_of_damage_dealt_is_the_triggering_damage() -> None:
    (ability,) = lowered("Whenever ~ deals combat damage to a player, exile the top X cards of their library, where X is the amount of damage dealt.")
    assert not compiler.unsupported_in(ability)
    (move,) = [e for e in walk(ability) if isinstance(e, fx.Move)]
    assert move.what.amount == fx.EventAmount()


def test_the_damage_is_the_triggering_damage() -> None:
    (ability,) = lowered("Whenever this creature deals combat damage to a player, that player discards cards equal to the damage.")
    assert not compiler.unsupported_in(ability)
    (discard,) = [e for e in walk(ability) if isinstance(e, fx.Discard)]
    assert discard.amount == fx.EventAmount()


def test_the_damage_dealt_outside_a_damage_trigger_is_no_event() -> None:
    abilities = lowered("Whenever this creature attacks, you gain life equal to the amount of damage dealt.")
    assert any("the damage dealt" in r for r in reasons(abilities))


# -- mana kept through the combat phase (CR 106.4, 500.4) --------------------------------------
def test_mana_kept_as_steps_end_until_end_of_combat() -> None:
    (ability,) = lowered("Whenever ~ attacks, add {R}{R}. Until end of combat, you don't lose this mana as steps end.")
    assert not compiler.unsupported_in(ability)
    (keep,) = [e for e in walk(ability) if isinstance(e, fx.KeepUnspentMana)]
    assert keep.duration == "end_of_combat" and keep.this_mana


def test_mana_kept_as_steps_end_beyond_combat_is_not_kept_as_phases_end() -> None:
    abilities = lowered("Whenever ~ attacks, add {R}{R}. Until end of turn, you don't lose this mana as steps end.")
    assert any("CR 500.4" in r for r in reasons(abilities))


# -- skipping every combat phase of a turn (CR 505.1a, 614.10) ---------------------------------
def test_all_combat_phases_of_their_next_turn_is_not_only_the_next_one() -> None:
    (ability,) = lowered("Target player skips all combat phases of their next turn.", is_spell=True)
    assert not compiler.unsupported_in(ability)
    (skip,) = [e for e in walk(ability) if isinstance(e, fx.Skip)]
    assert skip.what == "combat phase" and skip.during == "next_turn" and not skip.once
    (ability,) = lowered("Target player skips their next combat phase.", is_spell=True)
    (skip,) = [e for e in walk(ability) if isinstance(e, fx.Skip)]
    assert skip.once and skip.during is None


# -- "one or more of your opponents are attacked" (CR 508.3b) ----------------------------------
def test_one_or_more_of_your_opponents_are_attacked_parses_and_is_not_one_per_player() -> None:
    abilities = lowered("Whenever one or more of your opponents are attacked, draw a card.")
    assert any("CR 508.3b" in r for r in reasons(abilities))
    # the singular partitive keeps its singular verb
    parsed = parse_ability(normalise_ability("Whenever one of your opponents is attacked, draw a card."))
    assert parsed.line is not None, parsed.error


# -- "choose flying or first strike. ... gain that ability" (CR 608.2d, 613.1f) ---------------
def test_a_chosen_keyword_granted_by_the_next_sentence_is_one_choice_among_grants() -> None:
    (ability,) = lowered("At the beginning of each combat, choose first strike, vigilance, or lifelink. Creatures you control gain that ability until end of turn.")
    assert not compiler.unsupported_in(ability)
    (choice,) = ability.effects
    assert isinstance(choice, fx.ChooseEffect) and choice.player == fx.You()
    names = [grant.abilities[0].name for grant in choice.options]
    assert names == ["first strike", "vigilance", "lifelink"]
    assert all(isinstance(g, fx.GrantAbilities) and g.duration == "end_of_turn" and g.what.controller == fx.You() for g in choice.options)


def test_a_keyword_granted_to_itself_until_a_later_step() -> None:
    (ability,) = lowered("At the beginning of your upkeep, choose flying, first strike, trample, or rampage 3. ~ gains that ability until your next upkeep.")
    assert not compiler.unsupported_in(ability)
    (choice,) = ability.effects
    assert all(g.what == fx.This() and g.duration == "your_next_upkeep" for g in choice.options)


def test_a_keyword_chosen_at_random_or_with_no_grant_is_unsupported() -> None:
    abilities = lowered("At the beginning of combat on your turn, choose flying or indestructible at random. ~ gains that ability until end of turn.")
    assert any("at random" in r for r in reasons(abilities))
    abilities = lowered("{T}: Choose flying or first strike.")
    assert any("that ability" in r for r in reasons(abilities))
    abilities = lowered("{T}: This creature gains that ability until end of turn.")
    assert any("that ability" in r for r in reasons(abilities))


# -- "creatures it was blocking ... become unblocked", "it blocks ..." (CR 506.4, 509.1h) -----
def test_creatures_a_removed_blocker_was_blocking_becoming_unblocked_is_not_lowered_as_blocks_now() -> None:
    abilities = lowered("Whenever this creature blocks, flip a coin. If you lose the flip, remove this creature from combat and it can't block this turn. Creatures it was blocking that had become blocked by only this creature this combat become unblocked.")
    assert any("becomes unblocked" in r for r in reasons(abilities))
    assert not [e for e in walk(abilities) if isinstance(e, fx.BecomeBlocked)]


def test_a_creature_made_to_block_by_an_effect_is_unsupported() -> None:
    abilities = lowered("{T}: Remove target blocking creature from combat. Creatures it was blocking that hadn't become blocked by another creature this combat become unblocked, then it blocks an attacking creature of your choice.")
    assert any("made to block by an effect" in r for r in reasons(abilities))
    # "can't block" is still the restriction
    (ability,) = lowered("This creature can't block Walls.")
    assert not compiler.unsupported_in(ability)
