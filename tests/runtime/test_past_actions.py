"""Past actions as conditions and quantities, compiled from the Oracle text and played: "the
number of cards you've discarded this turn" (CR 701.9a), pack tactics' "if you attacked with
creatures with total power 6 or greater this combat" (CR 508.1, 603.4), and "[effect] unless
[a player] has [an object] [do something]" (CR 118.12a)."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import IllegalAction, homebrew
from oraclec.runtime.context import Context
from oraclec.text import normalise_ability

from conftest import next_turn


def compiled(text: str, *, is_spell: bool = True) -> list[fx.Ability]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return list(abilities)


def _ctx(game: Any) -> Context:
    return Context(controller="alice")


# -- cards discarded this turn (CR 701.9a) -----------------------------------------------------------
def test_draw_a_card_for_each_card_youve_discarded_this_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # Change of Fortune: the discards of the whole turn count, this spell's and earlier ones
    pool.add(homebrew("Fortune Test", "Sorcery", mana_cost="{0}",
                      abilities=compiled("Discard your hand, then draw a card for each card you've discarded this turn.")))
    game = setup({"alice": {"hand": ["Fortune Test", "Forest", "Island", "Grizzly Bears"], "library": ["Swamp"] * 10},
                  "bob": {"hand": ["Forest"], "library": ["Swamp"] * 5}})
    game.discard("alice", [game.find("Grizzly Bears", zone="hand")])  # an earlier discard this turn
    game.discard("bob", [game.find("Forest", zone="hand", player="bob")])  # another player's: not counted
    game.cast("alice", "Fortune Test")
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 3  # two discarded by the spell, one before it


def test_cards_discarded_in_an_earlier_turn_do_not_count(setup) -> None:  # type: ignore[no-untyped-def]
    game = setup({"alice": {"hand": ["Forest", "Island"], "library": ["Swamp"] * 5}, "bob": {"library": ["Swamp"] * 5}})
    game.discard("alice", [game.find("Forest", zone="hand")])
    assert game.evaluate(fx.CardsDiscardedThisTurn(player=fx.You()), _ctx(game)) == 1
    next_turn(game)
    assert game.evaluate(fx.CardsDiscardedThisTurn(player=fx.You()), _ctx(game)) == 0



# -- pack tactics: the total power of the creatures you attacked with (CR 508.1a, 603.4) --------------
PACK_TACTICS = "Whenever this creature attacks, if you attacked with creatures with total power 6 or greater this combat, draw a card."


def test_pack_tactics_compiles_to_the_declared_total_power() -> None:
    (ability,) = compiled(PACK_TACTICS, is_spell=False)
    assert ability.condition == fx.Compare(left=fx.AttackedWithTotalPower(player=fx.You(), period="combat"), op=">=", right=fx.Fixed(value=6))


def _pack_game(setup, pool, attackers: list[str]):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Pack Test", "Creature — Gnoll", mana_cost="{1}{G}", power=2, toughness=2, abilities=compiled(PACK_TACTICS, is_spell=False)))
    pool.add(homebrew("Giant Test", "Creature — Giant", mana_cost="{3}{R}", power=4, toughness=4))
    pool.add(homebrew("Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"battlefield": ["Pack Test", "Giant Test", "Bear Test"], "library": ["Swamp"] * 5}, "bob": {"library": ["Swamp"] * 5}},
                 answers={"alice": {"attackers": [attackers]}})
    game.state.step = "beginning_of_combat"
    game.advance()
    return game


def test_pack_tactics_counts_every_creature_declared_with_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # the Gnoll is declared first: the Giant declared with it counts as its trigger is checked
    game = _pack_game(setup, pool, ["Pack Test", "Giant Test"])
    hand = len(game.names("hand", "alice"))
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == hand + 1


def test_pack_tactics_below_the_total_does_not_trigger(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _pack_game(setup, pool, ["Pack Test", "Bear Test"])
    hand = len(game.names("hand", "alice"))
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == hand


def test_pack_tactics_keeps_the_power_as_declared(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # the intervening "if" is checked again on resolution (CR 603.4), against the creatures'
    # power as they were declared: shrinking the Giant afterwards changes nothing
    game = _pack_game(setup, pool, ["Pack Test", "Giant Test"])
    game.execute(fx.ModifyPT(what=fx.Filter(subtypes=("Giant",)), power=fx.Fixed(value=-3)), _ctx(game))
    assert game.power(game.find("Giant Test")) == 1
    hand = len(game.names("hand", "alice"))
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == hand + 1


# -- "unless [a player] has [an object] [do something]" (CR 118.12a) ----------------------------------
BLAZING_SALVO = "~ deals 3 damage to target creature unless that creature's controller has ~ deal 5 damage to them."


def test_unless_a_player_has_it_happen_compiles_to_their_choice() -> None:
    (spell,) = compiled("Destroy target land unless its controller has this creature deal 2 damage to them.")
    (unless,) = spell.effects
    assert isinstance(unless, fx.Unless) and isinstance(unless.condition, fx.PlayerChoseTo)
    (deal,) = unless.condition.effects
    assert deal == fx.DealDamage(to=fx.PlayerRole(role="each"), amount=fx.Fixed(value=2), source=fx.This())


def test_that_much_in_the_choice_stays_unsupported() -> None:
    parsed = parse_ability(normalise_ability("When you do, ~ deals damage equal to the number of quest counters on it to up to one target creature unless that "
                                             "creature's controller has ~ deal that much damage to them."))
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def _salvo_game(setup, pool, chooses: bool):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Salvo Test", "Instant", mana_cost="{0}", abilities=compiled(BLAZING_SALVO)))
    pool.add(homebrew("Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"hand": ["Salvo Test"]}, "bob": {"battlefield": ["Bear Test"]}}, answers={"bob": {"may": [chooses]}})
    game.cast("alice", "Salvo Test", targets=[game.find("Bear Test")])
    game.resolve_stack()
    return game


def test_the_player_who_has_it_deal_damage_to_them_saves_the_creature(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _salvo_game(setup, pool, True)
    assert game.player("bob").life == 15  # the spell dealt 5 damage to bob ("them")
    assert "Bear Test" in game.names("battlefield")


def test_the_player_who_declines_loses_the_creature(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _salvo_game(setup, pool, False)
    assert game.player("bob").life == 20
    assert "Bear Test" in game.names("graveyard", "bob")


def test_any_opponent_stops_at_the_first_who_chooses(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # Research: once one opponent has you draw a card, no other is asked and no token is made
    pool.add(homebrew("Research Test", "Sorcery", mana_cost="{0}", abilities=compiled("Create a 3/1 red Elemental creature token unless any opponent has you draw a card.")))
    game = setup({"alice": {"hand": ["Research Test"], "library": ["Swamp"] * 5}, "bob": {"library": ["Swamp"] * 5}, "carol": {"library": ["Swamp"] * 5}},
                 answers={"bob": {"may": [True]}, "carol": {"may": [True]}})
    game.cast("alice", "Research Test")
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 1  # one card drawn, not one for each opponent
    assert "Elemental Token" not in game.names("battlefield")


def test_if_they_do_reads_the_choice(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Choice Test", "Sorcery", mana_cost="{0}",
                      abilities=compiled("~ deals 1 damage to target creature unless its controller has ~ deal 1 damage to them. If they do, you gain 4 life.")))
    pool.add(homebrew("Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"hand": ["Choice Test"]}, "bob": {"battlefield": ["Bear Test"]}}, answers={"bob": {"may": [True]}})
    game.cast("alice", "Choice Test", targets=[game.find("Bear Test")])
    game.resolve_stack()
    assert (game.player("alice").life, game.player("bob").life) == (24, 19)


# -- "the first spell you cast each turn" (CR 601.2i) ------------------------------------------------
def test_the_first_spell_you_cast_each_turn_is_a_stated_description() -> None:
    (static,) = compiled("The first instant or sorcery spell you cast each turn has casualty 2.", is_spell=False)
    (grant,) = static.effects
    assert isinstance(grant, fx.GrantAbilities) and isinstance(grant.what, fx.Filter)
    assert grant.what.states == ("cast first each turn",) and grant.what.any_types == ("Instant", "Sorcery") and grant.what.controller == fx.You()


def _has_cascade(game, spell) -> bool:  # type: ignore[no-untyped-def]
    return any(isinstance(a, fx.Keyword) and a.name.casefold() == "cascade" for a in game.characteristics(spell).abilities)


def test_only_the_first_spell_you_cast_each_turn_has_cascade(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Nexus Test", "Enchantment", mana_cost="{0}", abilities=compiled("The first spell you cast each turn has cascade.", is_spell=False)))
    pool.add(homebrew("One Test", "Sorcery", mana_cost="{0}", abilities=compiled("You gain 1 life.")))
    pool.add(homebrew("Two Test", "Sorcery", mana_cost="{0}", abilities=compiled("You gain 2 life.")))
    game = setup({"alice": {"battlefield": ["Nexus Test"], "hand": ["One Test", "Two Test"], "library": ["Forest"] * 3},
                  "bob": {"hand": ["Lightning Bolt"], "library": ["Forest"] * 3}})
    game.cast("alice", "One Test")
    assert _has_cascade(game, game.find("One Test", zone="stack"))
    game.resolve_stack()
    game.cast("alice", "Two Test")
    assert not _has_cascade(game, game.find("Two Test", zone="stack"))  # the second spell this turn
    game.resolve_stack()


def test_a_spell_cast_before_the_permanent_arrived_was_the_first(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Nexus Test", "Enchantment", mana_cost="{0}", abilities=compiled("The first spell you cast each turn has cascade.", is_spell=False)))
    pool.add(homebrew("One Test", "Sorcery", mana_cost="{0}", abilities=compiled("You gain 1 life.")))
    pool.add(homebrew("Two Test", "Sorcery", mana_cost="{0}", abilities=compiled("You gain 2 life.")))
    game = setup({"alice": {"hand": ["Nexus Test", "One Test", "Two Test"], "library": ["Forest"] * 6}, "bob": {"library": ["Forest"] * 6}})
    game.cast("alice", "Nexus Test")  # the first spell this turn
    game.resolve_stack()
    game.cast("alice", "One Test")
    assert not _has_cascade(game, game.find("One Test", zone="stack"))
    game.resolve_stack()
    next_turn(game)
    next_turn(game)  # alice's next turn: a new first spell
    game.state.step = "main1"
    game.cast("alice", "Two Test")
    assert _has_cascade(game, game.find("Two Test", zone="stack"))


def test_the_first_creature_spell_each_turn_as_though_it_had_flash(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # The Blue Spirit: a creature card considered for casting is the first creature spell if
    # its caster cast none this turn (CR 601.3b, 609.4b)
    pool.add(homebrew("Spirit Test", "Enchantment", mana_cost="{0}",
                      abilities=compiled("You may cast the first creature spell you cast each turn as though it had flash.", is_spell=False)))
    pool.add(homebrew("Cub Test", "Creature — Bear", mana_cost="{0}", power=1, toughness=1))
    pool.add(homebrew("Pup Test", "Creature — Dog", mana_cost="{0}", power=1, toughness=1))
    game = setup({"alice": {"battlefield": ["Spirit Test"], "hand": ["Cub Test", "Pup Test"]}, "bob": {}})
    game.state.step = "upkeep"
    game.cast("alice", "Cub Test")
    game.resolve_stack()
    assert "Cub Test" in game.names("battlefield")
    with pytest.raises(IllegalAction):
        game.cast("alice", "Pup Test")  # the second creature spell this turn: no flash
