""""This way" (CR 608.2c): the objects or amounts an earlier instruction of the same ability acted
on, read back by a later one: "the number of counters removed this way", "if you didn't put a
card into your hand this way", "each card they discarded this way", "if you exiled a land card
this way". Compiled from their Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import compiled_ability


def reasons(text: str, *, is_spell: bool = True) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]


# -- counters removed this way (CR 122.8) ----------------------------------------------------------
def test_the_number_of_counters_removed_this_way_is_the_count_removed() -> None:
    ability = compiled_ability("{T}, Remove all +1/+1 counters from this creature: It deals damage to any target equal to the number of "
                       "+1/+1 counters removed this way.", is_spell=False)
    (deal,) = ability.effects
    assert isinstance(deal, fx.DealDamage) and deal.amount == fx.CountersRemoved()


def test_for_each_counter_removed_this_way_repeats_the_sentence() -> None:
    (_, repeat) = compiled_ability("Remove all +1/+1 counters from target creature. For each counter removed this way, you gain 2 life.").effects
    assert repeat == fx.Repeat(times=fx.CountersRemoved(), effects=(fx.GainLife(amount=fx.Fixed(value=2), player=fx.You()),))


# -- a player's action this way as a condition -----------------------------------------------------
def test_didnt_this_way_negates_what_the_player_did() -> None:
    (_, conditional) = compiled_ability("Each player discards a card. If you didn't discard a creature card this way, you gain 3 life.").effects
    assert isinstance(conditional, fx.Conditional)
    condition = conditional.condition
    assert isinstance(condition, fx.NotCondition) and isinstance(condition.condition, fx.Exists)
    what = condition.condition.what
    assert isinstance(what, fx.Amongst) and what.among == fx.Found(key="discarded")
    assert what.filter.owner == fx.You() and what.filter.types == ("Creature",)


def test_didnt_put_onto_the_battlefield_this_way_asks_what_was_put_there() -> None:
    effects = compiled_ability("You may put a land card from your hand onto the battlefield. If you didn't put a card onto the battlefield "
                       "this way, draw a card.").effects
    conditional = effects[-1]
    assert isinstance(conditional, fx.Conditional)
    condition = conditional.condition
    assert isinstance(condition, fx.NotCondition) and isinstance(condition.condition, fx.Exists)
    what = condition.condition.what
    assert isinstance(what, fx.Amongst) and what.among == fx.Found(key="put into battlefield") and what.filter.controller == fx.You()


@pytest.mark.parametrize(("text", "reason"), [
    # who exiled an object is not recorded by the runtime: not read as "a card was exiled"
    ("Each player reveals a card from their hand. If you exiled a land card this way, draw a card.", "who exiled"),
    # "they" read back as the controller of the objects named before, not a player named
    ("Each player sacrifices a creature. Each player creates a 2/2 black Zombie creature token for each creature they sacrificed this way.",
     "as the controller of objects"),
])
def test_what_this_way_cannot_say_exactly_is_unsupported(text: str, reason: str) -> None:
    assert any(reason in r for r in reasons(text)), reasons(text)


# -- played -------------------------------------------------------------------------------------------
def test_each_card_you_discarded_this_way_counts_only_yours(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Discard Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Each player discards a card. You gain 2 life for each creature card you discarded this way.")]))
    game = setup({"alice": {"hand": ["Discard Test", "Grizzly Bears"]}, "bob": {"hand": ["Llanowar Elves"]}})
    life = game.player("alice").life
    game.cast("alice", "Discard Test")
    game.resolve_stack()
    assert "Llanowar Elves" in game.names("graveyard", "bob")  # bob's creature card is not alice's
    assert game.player("alice").life == life + 2


@pytest.mark.parametrize(("hand", "gained"), [(["Forest"], 3), (["Grizzly Bears"], 0)])
def test_if_you_didnt_discard_a_creature_card_this_way(setup, pool, hand, gained) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Discard Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Each player discards a card. If you didn't discard a creature card this way, you gain 3 life.")]))
    game = setup({"alice": {"hand": ["Discard Test", *hand]}, "bob": {"hand": ["Llanowar Elves"]}})
    life = game.player("alice").life
    game.cast("alice", "Discard Test")
    game.resolve_stack()
    assert game.player("alice").life == life + gained


def test_for_each_counter_removed_this_way(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Remove Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Put three +1/+1 counters on target creature you control, then remove all +1/+1 counters from it. "
                                          "You gain life equal to the number of counters removed this way.")]))
    game = setup({"alice": {"hand": ["Remove Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    life = game.player("alice").life
    game.cast("alice", "Remove Test")
    game.resolve_stack()
    assert game.player("alice").life == life + 3


# -- players described by what they did this way ------------------------------------------------------
def test_who_didnt_discard_a_nonland_card_this_way(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Who Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Each opponent discards a card, then each opponent who didn't discard a nonland card this way loses 3 life.")]))
    game = setup({"alice": {"hand": ["Who Test"]}, "bob": {"hand": ["Forest"]}, "carol": {"hand": ["Grizzly Bears"]}})
    game.cast("alice", "Who Test")
    game.resolve_stack()
    assert game.player("bob").life == 17  # discarded a land card
    assert game.player("carol").life == 20


def test_who_discarded_a_card_this_way_is_read_from_the_discarded_cards() -> None:
    (_, draw) = compiled_ability("Each player may discard a card. Each player who discarded a card this way draws a card.").effects
    assert isinstance(draw, fx.Draw) and isinstance(draw.player, fx.PlayersWho)
    condition = draw.player.condition
    assert isinstance(condition, fx.Exists) and isinstance(condition.what, fx.Amongst)
    assert condition.what.among == fx.Found(key="discarded") and condition.what.filter.owner == fx.PlayerRole(role="each")


def test_who_revealed_a_card_this_way_stays_what_the_player_did() -> None:
    # several players revealed: the merged compiler reads "revealed this way" from the revealed
    # cards only when one player revealed them all, so each player's is what they did
    (_, draw) = compiled_ability("Each player reveals a card from their hand. Each player who revealed a card this way draws a card.").effects
    assert isinstance(draw, fx.Draw) and isinstance(draw.player, fx.PlayersWho)
    assert draw.player.condition == fx.DidThisWay(player=fx.PlayerRole(role="each"))


def test_the_cards_you_revealed_this_way_are_yours() -> None:
    (_, move) = compiled_ability("Each player reveals the top card of their library. Put the cards you revealed this way into your hand.").effects
    assert move == fx.Move(what=fx.Amongst(among=fx.Found(key="revealed"), filter=fx.Filter(owner=fx.You(), kind="card")), to="hand")
