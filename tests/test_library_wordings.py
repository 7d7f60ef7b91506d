"""Library and reveal wordings (CR 401 library, 701.20 reveal), compiled: revealing cards until
cards "are revealed" (the passive), a place "just beneath the top X cards of that library", "the
top cards" of a library named just before, conjuring into the top cards of a library at random,
"If you reveal a creature card this way", and who puts a card onto the battlefield."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk

from compiling import lowered


def reasons(abilities: tuple[fx.Ability, ...]) -> list[str]:
    return [u.reason for u in compiler.unsupported_in(abilities)]


def of_type(abilities: tuple[fx.Ability, ...], kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in walk(abilities) if isinstance(e, kind)]


# -- "until a creature card is revealed" (CR 701.20a) -------------------------------------------
def test_reveal_until_cards_are_revealed_is_reveal_until_you_reveal_them() -> None:
    abilities = lowered("Target opponent reveals cards from the top of their library until four land cards are revealed. That player puts all cards revealed this way into their graveyard.", is_spell=True)
    assert not reasons(abilities)
    (until,) = of_type(abilities, fx.RevealUntil)
    assert until.amount == fx.Fixed(value=4) and until.until.types == ("Land",) and until.action == "reveal"
    assert isinstance(until.player, fx.Target) and until.library == until.player
    active = lowered("Target opponent reveals cards from the top of their library until they reveal four land cards. That player puts all cards revealed this way into their graveyard.", is_spell=True)
    assert abilities == active


def test_reveal_until_revealed_in_a_loop_then_put_by_those_players() -> None:
    # "Those players put the exiled cards onto the battlefield": each enters under its owner's
    # control, the player who puts it (CR 110.2a, 108.4a), not the spell's controller
    abilities = lowered("Destroy X target artifacts and/or creatures. For each permanent destroyed this way, its controller reveals cards from the top of their library until an artifact or creature card is revealed and exiles that card. Those players put the exiled cards onto the battlefield, then shuffle.", is_spell=True)
    assert not reasons(abilities)
    (until,) = of_type(abilities, fx.RevealUntil)
    assert until.until.any_types == ("Artifact", "Creature")
    (put,) = [m for m in of_type(abilities, fx.Move) if m.to == "battlefield"]
    assert put.under == fx.OwnerOf(what=put.what)


# -- "just beneath the top X cards of that library" (CR 401.7) -----------------------------------
def test_just_beneath_the_top_cards_of_that_library() -> None:
    abilities = lowered("Put target nonland permanent into its owner's library just beneath the top X cards of that library.", is_spell=True)
    assert not reasons(abilities)
    (move,) = of_type(abilities, fx.Move)
    assert move.to == "library" and move.beneath == fx.Variable(name="X") and move.position is None
    abilities = lowered("When this creature enters, put target creature into its owner's library just beneath the top X cards of that library, where X is the number of Plains you control.")
    (move,) = of_type(abilities, fx.Move)
    assert isinstance(move.beneath, fx.CountOf) and move.beneath.what.subtypes == ("Plains",)


def test_beneath_the_top_cards_of_another_library_is_not_compiled() -> None:
    abilities = lowered("Put target creature into its owner's library just beneath the top two cards of your library.", is_spell=True)
    assert any("another library" in r for r in reasons(abilities))
    assert not [m for m in of_type(abilities, fx.Move) if m.beneath is not None]


# -- "the top cards" of the library just named (CR 401.1) ---------------------------------------
def test_the_top_cards_of_the_library_shuffled_just_before() -> None:
    abilities = lowered("Shuffle your library, then exile the top four cards. You may cast any number of spells with mana value 5 or less from among them without paying their mana costs.", is_spell=True)
    assert not reasons(abilities)
    (exile,) = [m for m in of_type(abilities, fx.Move) if m.to == "exile"]
    assert exile.what == fx.TopOfLibrary(player=fx.You(), amount=fx.Fixed(value=4))
    abilities = lowered("Target player shuffles their library, then reveals the top card.", is_spell=True)
    (reveal,) = of_type(abilities, fx.Reveal)
    assert isinstance(reveal.what, fx.TopOfLibrary) and isinstance(reveal.what.player, fx.Target)


def test_the_top_cards_with_no_library_named_stay_unsupported() -> None:
    abilities = lowered("Gain 3 life, then exile the top four cards.", is_spell=True)
    assert any("top cards of what" in r for r in reasons(abilities))


# -- conjuring into the top cards of a library at random (digital-only) -------------------------
def test_conjure_into_the_top_cards_of_a_library_at_random() -> None:
    abilities = lowered("When ~ enters, conjure three cards named Sunscorched Desert into the top ten cards of each player's library at random.")
    assert not reasons(abilities)
    (conjure,) = of_type(abilities, fx.Conjure)
    assert conjure.to == "library" and conjure.within_top == fx.Fixed(value=10) and conjure.player == fx.EachPlayer()
    assert conjure.amount == fx.Fixed(value=3) and conjure.name == "Sunscorched Desert"
    abilities = lowered('Whenever this creature attacks, conjure a card named Sanguine Bond into the top fifteen cards of your library at random. It perpetually gains "When this permanent enters, draw a card."')
    assert not reasons(abilities)
    (conjure,) = of_type(abilities, fx.Conjure)
    assert conjure.within_top == fx.Fixed(value=15) and conjure.player == fx.You()
    (grant,) = of_type(abilities, fx.GrantAbilities)
    assert grant.what == fx.Found(key="conjured")  # the conjured card, not this creature


# -- "If you reveal a creature card this way" (CR 701.20a) --------------------------------------
def test_if_you_reveal_a_card_this_way_asks_about_the_revealed_cards() -> None:
    abilities = lowered("At the beginning of each combat, you may reveal the top card of your library. If you reveal a creature card this way, this creature becomes a copy of that card until end of turn, except it has flying.")
    assert not reasons(abilities)
    (conditional,) = of_type(abilities, fx.Conditional)
    condition = conditional.condition
    assert isinstance(condition, fx.Exists) and isinstance(condition.what, fx.Amongst)
    assert condition.what.among == fx.Found(key="revealed") and condition.what.filter.types == ("Creature",)
    abilities = lowered("Target opponent reveals each noncreature, nonland card in their hand. You choose a card revealed this way. That player discards that card. If they didn't reveal a card this way, you draw a card.", is_spell=True)
    assert not reasons(abilities)
    (conditional,) = of_type(abilities, fx.Conditional)
    assert isinstance(conditional.condition, fx.NotCondition)


def test_a_reveal_this_way_by_another_player_stays_unsupported() -> None:
    # the opponent revealed: "if you reveal ..." cannot be told from the cards revealed
    abilities = lowered("Target opponent reveals the top card of their library. If you reveal a land card this way, draw a card.", is_spell=True)
    assert any("who revealed" in r for r in reasons(abilities))
    abilities = lowered("Draw a card. If you reveal a land card this way, gain 2 life.", is_spell=True)
    assert any("who revealed" in r for r in reasons(abilities))


# -- a name with an "of" phrase (CR 201.2) -------------------------------------------------------
def test_a_name_goes_on_in_its_of_phrase() -> None:
    abilities = lowered("Reveal the top card of your library. If you reveal a card named Hammer of Bogardan this way, draw a card.", is_spell=True)
    assert not reasons(abilities)
    (conditional,) = of_type(abilities, fx.Conditional)
    assert conditional.condition.what.filter.name == "Hammer of Bogardan"
    # built on this card's own name, which normalising replaced: not known (never "Keeper")
    abilities = lowered("At the beginning of your upkeep, if you don't control a creature named Keeper of ~, this creature deals 3 damage to you.")
    assert any("built on this card's name" in r for r in reasons(abilities))
    assert not [f for f in walk(abilities) if isinstance(f, fx.Filter) and f.name == "Keeper"]


# -- until the cards so far have a total (CR 202.3) ----------------------------------------------
def test_exile_until_the_cards_exiled_have_a_total_mana_value() -> None:
    abilities = lowered("Each opponent exiles cards from the top of their library until that player has exiled cards with total mana value 20 or greater.", is_spell=True)
    assert not reasons(abilities)
    (until,) = of_type(abilities, fx.RevealUntil)
    assert until.action == "exile" and until.library == fx.EachOpponent()
    assert until.until.stat == ("total_mana_value", ">=", fx.Fixed(value=20))
    # another description after "have exiled" is not read as a count of cards
    abilities = lowered("Each opponent exiles cards from the top of their library until they have exiled two creature cards.", is_spell=True)
    assert reasons(abilities) and not of_type(abilities, fx.RevealUntil)


# -- "If you return a nonland card to your hand this way" (CR 400.3, 402.1) ----------------------
def test_if_you_return_a_card_to_your_hand_this_way() -> None:
    abilities = lowered("Return target card from your graveyard to your hand. If you return a nonland card to your hand this way, ~ deals damage equal to that card's mana value to any target.", is_spell=True)
    assert not reasons(abilities)
    (conditional,) = of_type(abilities, fx.Conditional)
    condition = conditional.condition
    assert isinstance(condition, fx.Exists) and condition.what.among == fx.Found(key="put into hand")
    assert condition.what.filter.excluded_types == ("Land",) and condition.what.filter.owner == fx.You()
    # returned to a hand not the player's own: whose cards they are is not said
    abilities = lowered("Return target creature to its owner's hand. If you return a nonland permanent to its owner's hand this way, draw a card.", is_spell=True)
    assert reasons(abilities)
