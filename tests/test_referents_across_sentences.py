"""What a pronoun or "that [noun]" names across sentences and paragraphs (CR 608.2c, 113.3a),
and what makes an activated ability a mana ability (CR 605.1a). Each case is a wording family
that compiled to the wrong object before."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk

from compiling import lowered


def reasons(abilities: tuple[fx.Ability, ...]) -> list[str]:
    return [u.reason for u in compiler.unsupported_in(abilities)]


# -- a later paragraph of an instant or sorcery (CR 113.3a) -------------------------------------
def test_that_creature_in_a_later_paragraph_is_not_the_spell() -> None:
    # Tragic Slip's "Morbid — That creature gets -13/-13 ... instead": the creature the first
    # paragraph targets, which a paragraph lowered alone does not know; never the spell itself
    abilities = lowered("Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.", is_spell=True)
    assert any("earlier paragraph" in r for r in reasons(abilities))
    assert not [e for e in walk(abilities) if isinstance(e, fx.ModifyPT) and isinstance(e.what, fx.This)]


def test_damage_restated_in_a_later_paragraph_goes_where_the_first_went() -> None:
    # Brimstone Volley: "~ deals 5 damage instead" had dealt the damage to the spell
    abilities = lowered("Morbid — ~ deals 5 damage instead if a creature died this turn.", is_spell=True)
    assert any("earlier paragraph" in r for r in reasons(abilities))


def test_it_after_the_spell_names_itself_is_the_spell() -> None:
    (ability,) = lowered("If this spell was kicked, it has split second.", is_spell=True)
    assert not compiler.unsupported_in(ability)
    (grant,) = [e for e in walk(ability) if isinstance(e, fx.GrantAbilities)]
    assert grant.what == fx.This()
    (ability,) = lowered("Surveil 2. You gain 2 life. If this spell was cast from a graveyard, exile it, then put it onto the battlefield transformed under its owner's control.", is_spell=True)
    assert not compiler.unsupported_in(ability)


def test_a_permanents_it_without_antecedent_is_still_the_permanent() -> None:
    (ability,) = lowered("{1}: It gains flying until end of turn.")
    (grant,) = [e for e in walk(ability) if isinstance(e, fx.GrantAbilities)]
    assert grant.what == fx.This()


# -- sentences after an "If" sentence (CR 608.2c) ------------------------------------------------
def test_a_second_condition_asks_about_the_card_not_the_token_the_first_made() -> None:
    # Currency Converter: "If it's a land card, create a Treasure token. If it's a nonland card,
    # create a 2/2 ... token.": the second "it" is the card put into the graveyard
    (ability,) = lowered("{T}: Put a card exiled with this artifact into its owner's graveyard. If it's a land card, create a Treasure token. If it's a nonland card, create a 2/2 black Rogue creature token.")
    first, second = [e for e in ability.effects if isinstance(e, fx.Conditional)]  # type: ignore[attr-defined]
    assert second.condition.what == first.condition.what  # type: ignore[attr-defined]
    assert second.condition.what != fx.Found(key="created")  # type: ignore[attr-defined]


def test_targets_of_a_conditional_instruction_stay_referents() -> None:
    # Odds: targets are chosen as the spell is cast whether the coin comes up heads or not
    (ability,) = lowered("Flip a coin. If it comes up heads, counter target instant or sorcery spell. If it comes up tails, copy that spell. You may choose new targets for the copy.", is_spell=True)
    (copy,) = [e for e in walk(ability) if isinstance(e, fx.Copy)]
    assert isinstance(copy.what, fx.Target)


def test_if_you_do_follows_the_instruction_before_it() -> None:
    # Leonardo da Vinci: "If you do, create a token that's a copy of it": the exiled card
    (ability,) = lowered("{2}{U}, {T}: Draw a card, then discard a card. If the discarded card was an artifact card, exile it from your graveyard. If you do, create a token that's a copy of it, except it's a 0/2 Thopter artifact creature with flying in addition to its other types.")
    (token,) = [e for e in walk(ability) if isinstance(e, fx.CreateCopyToken)]
    assert token.of == fx.Found(key="exiled")


def test_a_condition_after_its_instruction_reads_what_is_to_be_moved() -> None:
    # "you may return target creature to its owner's hand if its power is less than ...": the
    # target, not the card returned (which does not exist yet)
    (ability,) = lowered("Whenever this creature attacks, you may return target creature to its owner's hand if its power is less than this creature's power.")
    (conditional,) = [e for e in walk(ability) if isinstance(e, fx.Conditional)]
    assert isinstance(conditional.condition.left.what, fx.Target)  # type: ignore[attr-defined]


# -- mana abilities (CR 605.1a) --------------------------------------------------------------------
def test_an_ability_that_makes_a_mana_source_is_no_mana_ability() -> None:
    (treasure,) = lowered("{T}: Create a Treasure token.")
    assert isinstance(treasure, fx.ActivatedAbility) and not treasure.mana_ability
    (grant,) = lowered('{G}, {T}: Create a 1/1 green Elf Druid creature token with "{T}: Add {G}."')
    assert isinstance(grant, fx.ActivatedAbility) and not grant.mana_ability
    (mana,) = lowered("{T}: Add {G}.")
    assert isinstance(mana, fx.ActivatedAbility) and mana.mana_ability
