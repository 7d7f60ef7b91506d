"""Zone and token wordings (issue 19, helper pzone): tokens given colors by "that's" (CR 105.1-2,
111.4) or named after the card (CR 111.4, 201.2), players described by the cards in their hand
(CR 402.1), replacement effects that apply while a condition holds (CR 611.3a, 614.1a), "they're"
types said of objects just put onto the battlefield (CR 611.2e), and conditions on the cards
exiled with an object (CR 607.2a). Each test fails on the code before: the text did not parse."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability

from compiling import lowered

FIVE = ("W", "U", "B", "R", "G")


def reasons(abilities: tuple[fx.Ability, ...]) -> list[str]:
    return [u.reason for u in compiler.unsupported_in(abilities)]


def only(abilities: tuple[fx.Ability, ...], kind: type) -> object:
    (found,) = [e for e in walk(abilities) if isinstance(e, kind)]
    return found


# -- "that's all colors", "that's red, green, and white" (CR 105.1, 105.2) ----------------------
def test_a_token_thats_all_colors_is_each_of_the_five() -> None:
    abilities = lowered("Create a 2/2 Citizen creature token that's all colors.", is_spell=True)
    assert not reasons(abilities)
    created = only(abilities, fx.CreateToken)
    assert created.token.colors == FIVE  # type: ignore[attr-defined]
    assert created.token.subtypes == ("Citizen",)  # type: ignore[attr-defined]


def test_a_token_of_listed_colors_is_each_of_them() -> None:
    abilities = lowered("{T}: Create an 8/8 Beast creature token that's red, green, and white.")
    assert not reasons(abilities)
    assert only(abilities, fx.CreateToken).token.colors == ("R", "G", "W")  # type: ignore[attr-defined]


def test_a_token_with_a_keyword_and_thats_all_colors() -> None:
    abilities = lowered("Create a 3/3 Kavu creature token with trample that's all colors.", is_spell=True)
    token = only(abilities, fx.CreateToken).token  # type: ignore[attr-defined]
    assert token.colors == FIVE
    assert [a.name for a in token.abilities] == ["trample"]


def test_a_creature_that_is_all_colors_has_each_and_one_that_isnt_lacks_one() -> None:
    (ability,) = lowered("Destroy each creature that's all colors.", is_spell=True)
    assert only((ability,), fx.Destroy).what.colors == FIVE  # type: ignore[attr-defined]
    # "isn't all colors": lacking at least one of them, never "none of them"
    (ability,) = lowered("Destroy each creature that isn't all colors.", is_spell=True)
    what = only((ability,), fx.Destroy).what  # type: ignore[attr-defined]
    assert what.excluded_colors == ()
    assert what.any_of == tuple(fx.Filter(excluded_colors=(c,)) for c in FIVE)


# -- names built on the card's own name (CR 111.4, 201.2) ------------------------------------------
def test_a_token_named_after_the_card_parses_but_its_name_is_not_known() -> None:
    for text in (
        "When ~ dies, create ~ the Returned, a legendary 5/5 colorless Goblin Golem artifact creature token.",
        "At the beginning of each upkeep, create a 3/3 blue Serpent creature token named ~'s Coil.",
        "When ~ dies, conjure two cards named ~ Slime onto the battlefield.",
    ):
        found = reasons(lowered(text))
        assert found and all("normalising the text replaced" in r for r in found), (text, found)


def test_a_token_with_a_name_of_its_own_keeps_it() -> None:
    abilities = lowered("{3}, Sacrifice this artifact: Create a 4/4 Dragon creature token named Reliquary Dragon that's all colors.")
    token = only(abilities, fx.CreateToken).token  # type: ignore[attr-defined]
    assert token.name == "Reliquary Dragon"
    assert token.colors == FIVE


def test_names_listed_after_the_card_name_stay_apart() -> None:
    # "named ~, Sword of Kaldra, and Shield of Kaldra": three names, never one
    parsed = parse_ability(normalise_ability("{1}: If you control Equipment named ~, Sword of Kaldra, and Shield of Kaldra, create Kaldra, a legendary 4/4 colorless Avatar creature token."))
    assert parsed.line is None


# -- players with N cards in hand (CR 402.1) -------------------------------------------------------
def test_each_opponent_with_no_cards_in_hand_is_who_has_none() -> None:
    (with_,) = lowered("{4}{B}{B}: Each opponent with no cards in hand loses 10 life.")
    (who,) = lowered("{4}{B}{B}: Each opponent who has no cards in hand loses 10 life.")
    assert with_ == who
    lose = only((with_,), fx.LoseLife)
    assert lose.player == fx.PlayersWho(  # type: ignore[attr-defined]
        players=fx.EachOpponent(),
        condition=fx.NotCondition(condition=fx.Exists(what=fx.Filter(zone="hand", zone_owner=fx.PlayerRole(role="each"), kind="card"))),
    )


def test_counting_opponents_with_four_or_more_cards_in_hand() -> None:
    abilities = lowered("At the beginning of your upkeep, create X 2/2 green Wolf creature tokens, where X is the number of your opponents with four or more cards in hand.")
    assert not reasons(abilities)
    amount = only(abilities, fx.CreateToken).amount  # type: ignore[attr-defined]
    assert isinstance(amount, fx.CountOf) and isinstance(amount.what, fx.PlayersWho)
    assert amount.what.condition.at_least == fx.Fixed(value=4)  # type: ignore[attr-defined]


def test_objects_with_cards_in_hand_are_not_lowered() -> None:
    assert reasons(lowered("Destroy each creature with no cards in hand.", is_spell=True))


# -- "As long as ..., if ... would ..., ... instead" (CR 611.3a, 614.1a) --------------------------
def test_a_replacement_that_applies_while_a_condition_holds() -> None:
    (ability,) = lowered("As long as you have no cards in hand, if you would draw a card, draw two cards instead.")
    assert isinstance(ability, fx.Replacement)
    assert ability.event == "draw"
    assert ability.condition == fx.NotCondition(condition=fx.Exists(what=fx.Filter(zone="hand", zone_owner=fx.You(), kind="card")))
    assert ability.instead == (fx.Draw(amount=fx.Fixed(value=2)),)


def test_a_replacement_while_a_condition_holds_keeps_its_label() -> None:
    (ability,) = lowered(
        "Hellbent — As long as you have no cards in hand, if a source you control would deal damage to a permanent or player, "
        "it deals double that damage to that permanent or player instead."
    )
    assert not reasons((ability,))
    inner = ability.ability  # type: ignore[attr-defined]
    assert isinstance(inner, fx.Replacement) and inner.event == "deals_damage"
    assert isinstance(inner.condition, fx.NotCondition)


# -- "They're black Zombies in addition to their other colors and types" (CR 611.2e) --------------
def test_theyre_types_are_taken_as_the_cards_enter() -> None:
    abilities = lowered(
        "Put all creature cards from all graveyards onto the battlefield under your control. They're black Zombies in addition to their other colors and types.",
        is_spell=True,
    )
    assert not reasons(abilities)
    move = only(abilities, fx.Move)
    (change,) = move.characteristics  # type: ignore[attr-defined]
    assert change == fx.Becomes(what=fx.Found(key="entering"), subtypes=("Zombie",), colors=("B",), in_addition=True, colors_in_addition=True, duration=None)


# -- "if a card is exiled with this land" (CR 607.2a) -----------------------------------------------
def test_a_card_exiled_with_this_object_is_a_linked_card_in_exile() -> None:
    (ability,) = lowered("{T}: Add {C}. If a card is exiled with this land, add {C}{C} instead.")
    assert not reasons((ability,))
    conditional = only((ability,), fx.Conditional)
    assert conditional.condition == fx.Exists(what=fx.Filter(zone="exile", kind="card", states=("exiled with this",)))  # type: ignore[attr-defined]


def test_several_cards_exiled_with_this_object_are_not_lowered_yet() -> None:
    # "those cards" after the condition would name the cards it counted, which it can't hand on
    found = reasons(lowered(
        "At the beginning of the end step, if three or more cards have been exiled with this artifact, sacrifice it. "
        "If you do, return those cards to the battlefield under their owner's control."
    ))
    assert any("CR 607.2a" in r for r in found)


# -- "III — Gigaflare — ...": a chapter with a flavor word (CR 714.2, 207.2d) ----------------------
def test_a_chapter_with_a_flavor_word_is_the_chapter_under_its_label() -> None:
    (labeled,) = lowered("I — Crescent Fang — Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.")
    (plain,) = lowered("I — Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.")
    assert labeled == fx.Labeled(label="Crescent Fang", ability=plain)
    assert isinstance(plain, fx.ChapterAbility) and plain.chapters == (1,)


def test_a_chapter_with_a_flavor_word_that_sets_up_a_trigger() -> None:
    (labeled,) = lowered("II — Heavenward Howl — When you next cast a creature spell this turn, that creature enters with an additional +1/+1 counter on it.")
    assert isinstance(labeled, fx.Labeled) and isinstance(labeled.ability, fx.ChapterAbility)
    assert isinstance(labeled.ability.effects[0], fx.DelayedTrigger)


# -- "Skip your upkeep step if ..." (CR 503, 614.10) ------------------------------------------------
def test_skipping_the_upkeep_step_while_a_condition_holds() -> None:
    (ability,) = lowered("Skip your upkeep step if you have no cards in hand.")
    # the static ability's condition, read by the turn structure as the step would begin; a
    # Conditional inside a static ability is not read there
    assert ability == fx.StaticAbility(
        effects=(fx.Skip(what="upkeep"),),
        condition=fx.NotCondition(condition=fx.Exists(what=fx.Filter(zone="hand", zone_owner=fx.You(), kind="card"))),
    )
    (ability,) = lowered("Players skip their upkeep steps.")
    assert ability == fx.StaticAbility(effects=(fx.Skip(what="upkeep", player=fx.EachPlayer()),))
