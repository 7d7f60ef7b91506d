"""Players and objects named by what was done or chosen earlier in the ability: "each friend",
"each foe" after "For each player, choose friend or foe." (CR 607.2), "if you exiled a land card
this way" (CR 406.2, 608.2c), "their" of each player dealt damage, and "that many" of what each
of several players did (CR 608.2c). Compiled from text; tests/runtime/test_players_options_and_
exiles_runtime.py plays them."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk

from compiling import lowered


def reasons(abilities: tuple[fx.Ability, ...]) -> list[str]:
    return [u.reason for u in compiler.unsupported_in(abilities)]


FRIEND = fx.PlayersWho(players=fx.EachPlayer(), condition=fx.OptionChosenFor(quality="friend or foe", option="friend", player=fx.PlayerRole(role="each")))
FOE = fx.PlayersWho(players=fx.EachPlayer(), condition=fx.OptionChosenFor(quality="friend or foe", option="foe", player=fx.PlayerRole(role="each")))


# -- "each friend", "each foe" (CR 607.2) ----------------------------------------------------------
def test_each_friend_and_each_foe_are_the_players_given_that_option() -> None:
    (ability,) = lowered("For each player, choose friend or foe. Each friend returns a creature card from their graveyard to their hand. "
                         "Each foe sacrifices a creature of their choice.", is_spell=True)
    assert not compiler.unsupported_in(ability)
    loop = ability.effects[0]
    assert isinstance(loop, fx.ForEachOf) and loop.over == fx.EachPlayer()
    (choose,) = loop.effects
    assert isinstance(choose, fx.ChooseQuality) and choose.options == ("friend", "foe") and choose.for_player == fx.Found(key=loop.key)
    (chooser,) = [e for e in ability.effects if isinstance(e, fx.ChooseObjects)]
    assert chooser.player == FRIEND
    (sacrifice,) = [e for e in ability.effects if isinstance(e, fx.Sacrifice)]
    assert sacrifice.player == FOE


def test_each_friend_puts_counters_on_each_creature_they_control() -> None:
    (ability,) = lowered("For each player, choose friend or foe. Each friend puts a +1/+1 counter on each creature they control.", is_spell=True)
    assert not compiler.unsupported_in(ability)
    (put,) = [e for e in ability.effects if isinstance(e, fx.PutCounters)]
    assert isinstance(put.what, fx.Filter) and put.what.controller == FRIEND


def test_each_friend_with_no_choice_before_is_not_lowered() -> None:
    # a choice made once, not for each player, names no player by its option
    assert reasons(lowered("Choose friend or foe. Each friend draws a card.", is_spell=True))


def test_their_after_a_loop_over_players_is_not_its_last_player() -> None:
    # "their hand" after "For each opponent, ...": each opponent dealt damage, not the last
    # player of the loop before (which no longer names anyone)
    (ability,) = lowered("For each opponent, you gain 1 life. ~ deals damage to each opponent equal to the number of cards in their hand.", is_spell=True)
    (damage,) = [e for e in ability.effects if isinstance(e, fx.DealDamage)]
    assert not any(isinstance(e, fx.Found) and e.key == "each player" for e in walk(damage))
    assert fx.PlayerRole(role="that") in list(walk(damage.amount))


def test_their_hand_of_each_player_dealt_damage_not_of_the_cards_discarded() -> None:
    (ability,) = lowered("Each player discards a card. ~ deals damage to each opponent equal to the number of cards in their hand.", is_spell=True)
    (damage,) = [e for e in ability.effects if isinstance(e, fx.DealDamage)]
    assert not any(isinstance(e, fx.ControllerOf) for e in walk(damage.amount))
    assert fx.PlayerRole(role="that") in list(walk(damage.amount))


def test_that_many_of_each_players_own_discard_is_lowered_only_for_a_draw() -> None:
    # each player's own number (CR 608.2c): the runtime keeps each player's number of cards
    # discarded, read as the draw is carried out for that player
    # (tests/runtime/test_pzone_zone_play.py plays it), or a token creation; any other is not
    (ability,) = lowered("Each player discards all cards from their hand, then draws that many cards plus one.", is_spell=True)
    assert not reasons((ability,))
    (draw,) = [e for e in fx.walk(ability) if isinstance(e, fx.Draw)]
    assert draw.player == fx.EachPlayer() and fx.EventAmount() in fx.walk(draw.amount)
    rs = reasons(lowered("Each player shuffles the cards from their hand into their library, then draws that many cards.", is_spell=True))
    assert any("that many" in r for r in rs)
    assert not reasons(lowered("Each opponent loses 2 life and you gain that much life.", is_spell=True))


# -- "if you exiled ... this way" -------------------------------------------------------------------
def test_if_you_exiled_a_land_card_this_way() -> None:
    (ability,) = lowered("At the beginning of your upkeep, exile the top two cards of your library. You may play them this turn. "
                         "If you exiled a land card this way, create a 3/1 red Dinosaur creature token.")
    assert not compiler.unsupported_in(ability)
    (conditional,) = [e for e in ability.effects if isinstance(e, fx.Conditional)]
    exists = conditional.condition
    assert isinstance(exists, fx.Exists) and isinstance(exists.what, fx.Amongst)
    assert exists.what.among == fx.Found(key="exiled") and exists.what.filter.types == ("Land",)


def test_if_you_exiled_four_or_more_cards_this_way() -> None:
    (ability,) = lowered("Reveal the top X cards of your library. For each card type, you may exile a card of that type from among them. "
                         "You may cast a spell from among the exiled cards without paying its mana cost if you exiled four or more cards this way.", is_spell=True)
    assert not compiler.unsupported_in(ability)
    (exists,) = [e for e in walk(ability) if isinstance(e, fx.Exists)]
    assert exists.at_least == fx.Fixed(value=4)


def test_exiled_by_another_player_is_not_what_you_exiled() -> None:
    # who exiled which object is not recorded: only when that player exiled all of them
    rs = reasons(lowered("Each opponent exiles a card from their hand. If you exiled a card this way, draw a card.", is_spell=True))
    assert any("who exiled" in r for r in rs)
    rs = reasons(lowered("Target opponent exiles a card from their hand. If you exiled a card this way, draw a card.", is_spell=True))
    assert any("who exiled" in r for r in rs)
