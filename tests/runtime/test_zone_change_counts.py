"""Counts of the turn's zone changes, compiled from the Oracle text and played: "for each
creature put into your graveyard from the battlefield this turn" (CR 400.7: each zone change
makes a new object; where it is now does not matter) and "creatures that died under your
control this turn" (CR 700.4, dies; CR 608.2h, last known information: the controller is the
one it had as it left)."""

from __future__ import annotations

from typing import Any

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context
from oraclec.text import normalise_ability

from conftest import next_turn


def compiled(text: str, *, is_spell: bool = True) -> list[fx.Ability]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return list(abilities)


BODY_COUNT = "Draw a card for each creature that died under your control this turn."
FRESH_MEAT = "Create a 3/3 green Beast creature token for each creature put into your graveyard from the battlefield this turn."
TOBIAS = "When this creature dies, for each nontoken creature you controlled that died this turn, create a 2/2 black Zombie creature token."


def test_died_under_your_control_compiles_to_the_turns_zone_changes() -> None:
    (ability,) = compiled(BODY_COUNT)
    (draw,) = ability.effects
    assert draw.amount == fx.ZoneChangesThisTurn(what=fx.Filter(types=("Creature",), controller=fx.You()), to="graveyard", origin="battlefield")


def _game(setup, pool, text: str) -> Any:  # type: ignore[no-untyped-def]
    pool.add(homebrew("History Test", "Sorcery", mana_cost="{0}", abilities=compiled(text)))
    return setup({"alice": {"hand": ["History Test", "Grizzly Bears"], "battlefield": ["Grizzly Bears", "Grizzly Bears", "Forest"], "library": ["Swamp"] * 10},
                  "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Grizzly Bears"], "library": ["Swamp"] * 5}})


def _bears(game: Any, player: str) -> list[Any]:
    return [o for o in game.zone("battlefield").objects if o.name == "Grizzly Bears" and o.controller == player]


def test_creatures_that_died_under_your_control_count_as_they_were(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, BODY_COUNT)
    # bob's Bears, put onto the battlefield under alice's control: it died under hers (CR 608.2h)
    borrowed = game.put_onto_battlefield(game.find("Grizzly Bears", zone="hand", player="bob"), controller="alice")
    assert borrowed is not None
    first, second = _bears(game, "alice")[:2]
    game.destroy(first)
    game.destroy(borrowed)
    # a creature that died and left the graveyard since still died this turn (CR 400.7)
    game.move(game.find("Grizzly Bears", zone="graveyard", player="alice"), "exile", cause="test")
    game.destroy(_bears(game, "bob")[0])  # under bob's control: not counted
    game.destroy(game.find("Forest"))  # not a creature
    game.discard("alice", [game.find("Grizzly Bears", zone="hand")])  # put into a graveyard, but did not die
    hand = len(game.names("hand", "alice"))
    game.cast("alice", "History Test")
    game.resolve_stack()
    assert second.zone == "battlefield"
    assert len(game.names("hand", "alice")) == hand - 1 + 2


def test_creatures_put_into_your_graveyard_from_the_battlefield_count_by_owner(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, FRESH_MEAT)
    borrowed = game.put_onto_battlefield(game.find("Grizzly Bears", zone="hand", player="bob"), controller="alice")
    assert borrowed is not None
    game.destroy(borrowed)  # into bob's graveyard (CR 400.3): not "your graveyard"
    for bear in _bears(game, "alice"):
        game.destroy(bear)  # two, into alice's graveyard
    game.discard("alice", [game.find("Grizzly Bears", zone="hand")])  # not from the battlefield
    game.cast("alice", "History Test")
    game.resolve_stack()
    beasts = [o for o in game.zone("battlefield").objects if o.controller == "alice" and o.is_token]
    assert len(beasts) == 2


def test_zone_changes_of_an_earlier_turn_do_not_count(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, BODY_COUNT)
    game.destroy(_bears(game, "alice")[0])
    count = fx.ZoneChangesThisTurn(what=fx.Filter(types=("Creature",), controller=fx.You()), to="graveyard", origin="battlefield")
    assert game.evaluate(count, Context(controller="alice")) == 1
    next_turn(game)
    assert game.evaluate(count, Context(controller="alice")) == 0


def test_for_each_nontoken_creature_you_controlled_that_died_counts_the_dying_creature_too() -> None:
    (ability,) = compiled(TOBIAS, is_spell=False)
    (repeat,) = ability.effects
    assert repeat.times == fx.ZoneChangesThisTurn(what=fx.Filter(types=("Creature",), controller=fx.You(), token=False), to="graveyard", origin="battlefield")


# -- "a permanent you controlled": control before it left (CR 608.2h) ----------------------------------
LEFT = "At the beginning of your end step, if a permanent you controlled left the battlefield this turn, each opponent loses 3 life."
LAND_PUT = "At the beginning of each end step, if a land you controlled was put into a graveyard from the battlefield this turn, you gain 2 life."


def test_a_permanent_you_controlled_left_the_battlefield_compiles_to_the_turns_zone_changes() -> None:
    (ability,) = compiled(LEFT, is_spell=False)
    assert ability.condition == fx.HappenedThisTurn(what=fx.Filter(controller=fx.You()), event="moved to anywhere from battlefield")


def _left_game(setup) -> Any:  # type: ignore[no-untyped-def]
    return setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Grizzly Bears"], "library": ["Swamp"] * 5},
                  "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Island"], "library": ["Swamp"] * 5}})


def test_a_permanent_you_controlled_that_left_to_any_zone_counts(setup) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled(LEFT, is_spell=False)
    ctx = Context(controller="alice")
    game = _left_game(setup)
    assert not game.check_condition(ability.condition, ctx)
    game.destroy(game.find("Island"))  # bob's: not one alice controlled
    assert not game.check_condition(ability.condition, ctx)
    # bob's card under alice's control, returned to its owner's hand: it left under alice's control
    borrowed = game.put_onto_battlefield(game.find("Grizzly Bears", zone="hand", player="bob"), controller="alice")
    assert borrowed is not None
    game.move(borrowed, "hand", cause="test")
    assert game.check_condition(ability.condition, ctx)
    next_turn(game)
    assert not game.check_condition(ability.condition, ctx)


def test_a_land_you_controlled_put_into_a_graveyard_from_the_battlefield(setup) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled(LAND_PUT, is_spell=False)
    ctx = Context(controller="alice")
    game = _left_game(setup)
    game.destroy(game.find("Grizzly Bears"))  # not a land
    game.move(game.find("Forest"), "hand", cause="test")  # not into a graveyard
    game.destroy(game.find("Island"))  # bob's land
    assert not game.check_condition(ability.condition, ctx)
    forest = game.find("Forest", zone="hand")
    game.put_onto_battlefield(forest)
    game.destroy(game.find("Forest"))
    assert game.check_condition(ability.condition, ctx)


# -- "a card left your graveyard this turn": a zone change out of a zone (CR 400.7, 400.3) -------------
LEFT_GRAVEYARD = "At the beginning of each end step, if a creature card left your graveyard this turn, you gain 2 life."


def test_a_card_that_left_your_graveyard_compiles_to_the_turns_zone_changes() -> None:
    (ability,) = compiled(LEFT_GRAVEYARD, is_spell=False)
    assert ability.condition == fx.HappenedThisTurn(what=fx.Filter(types=("Creature",), owner=fx.You(), kind="card"), event="moved to anywhere from graveyard")


def test_a_card_that_left_your_graveyard_to_any_zone_counts(setup) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled(LEFT_GRAVEYARD, is_spell=False)
    ctx = Context(controller="alice")
    game = setup({"alice": {"graveyard": ["Forest", "Grizzly Bears"], "library": ["Swamp"] * 5},
                  "bob": {"graveyard": ["Grizzly Bears"], "library": ["Swamp"] * 5}})
    assert not game.check_condition(ability.condition, ctx)
    game.move(game.find("Grizzly Bears", zone="graveyard", player="bob"), "exile", cause="test")  # bob's graveyard
    assert not game.check_condition(ability.condition, ctx)
    game.move(game.find("Forest", zone="graveyard", player="alice"), "exile", cause="test")  # not a creature card
    assert not game.check_condition(ability.condition, ctx)
    game.move(game.find("Grizzly Bears", zone="graveyard", player="alice"), "hand", cause="test")
    assert game.check_condition(ability.condition, ctx)
    next_turn(game)
    assert not game.check_condition(ability.condition, ctx)
