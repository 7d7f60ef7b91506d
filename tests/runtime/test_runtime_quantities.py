"""Quantities the compiler produces for "where X is ..." and "equal to ..." wordings: sums,
differences, extremes, distinct characteristics, devotion, life changed this turn, and the
conditions and token sizes built from them."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime.context import Context

YOU = fx.You()
CREATURES_YOU_CONTROL = fx.Filter(types=("Creature",), controller=YOU)
CARDS_IN_YOUR_GRAVEYARD = fx.Filter(zone="graveyard", zone_owner=YOU, kind="card")


def _ctx(game) -> Context:
    return Context(controller="alice")


def test_sum_and_difference(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    count = fx.CountOf(what=CREATURES_YOU_CONTROL)
    assert game.evaluate(fx.Sum(parts=(fx.Fixed(value=1), count)), _ctx(game)) == 3
    assert game.evaluate(fx.Difference(left=fx.Fixed(value=7), right=count), _ctx(game)) == 5


def test_greatest_and_least_stat_among_objects(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    assert game.evaluate(fx.Extreme(what=CREATURES_YOU_CONTROL, stat="power"), _ctx(game)) == 2
    assert game.evaluate(fx.Extreme(what=CREATURES_YOU_CONTROL, stat="power", greatest=False), _ctx(game)) == 1
    nothing = fx.Filter(types=("Creature",), controller=fx.EachOpponent(), subtypes=("Elf",))
    assert game.evaluate(fx.Extreme(what=nothing, stat="power"), _ctx(game)) == 0  # none: 0


def test_distinct_card_types_among_cards_in_a_graveyard(setup) -> None:
    game = setup({"alice": {"graveyard": ["Grizzly Bears", "Llanowar Elves", "Forest", "Lightning Bolt"]}, "bob": {}})
    distinct = fx.CountDistinct(what=CARDS_IN_YOUR_GRAVEYARD, characteristic="card_types")
    assert game.evaluate(distinct, _ctx(game)) == 3  # creature, land, instant
    assert game.check_condition(fx.AtLeast(value=distinct, amount=fx.Fixed(value=3)), _ctx(game))
    assert not game.check_condition(fx.AtLeast(value=distinct, amount=fx.Fixed(value=4)), _ctx(game))
    mana_values = fx.CountDistinct(what=CARDS_IN_YOUR_GRAVEYARD, characteristic="mana_values")
    assert game.evaluate(mana_values, _ctx(game)) == 3  # 2, 1, 0 (Bolt is 1 too)


def test_devotion_counts_colored_symbols_of_permanents_you_control(setup) -> None:
    # CR 700.5: Grizzly Bears {1}{G} gives 1, Llanowar Elves {G} 1; lands have no mana cost
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Forest"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    assert game.evaluate(fx.Devotion(player=YOU, colors=("G",)), _ctx(game)) == 2
    assert game.evaluate(fx.Devotion(player=YOU, colors=("R",)), _ctx(game)) == 0


def test_life_gained_and_lost_this_turn(setup) -> None:
    game = setup({"alice": {}, "bob": {}})
    game.gain_life("alice", 3)
    game.gain_life("alice", 2)
    assert game.evaluate(fx.LifeChangedThisTurn(player=YOU), _ctx(game)) == 5
    assert game.evaluate(fx.LifeChangedThisTurn(player=YOU, gained=False), _ctx(game)) == 0


def test_cards_drawn_this_turn_counts_each_players_draws(setup) -> None:
    # "the number of cards you've drawn this turn" (CR 121.1): alice's draws, not bob's
    game = setup({"alice": {"library": ["Forest", "Forest", "Forest"]}, "bob": {"library": ["Forest"]}})
    assert game.evaluate(fx.CardsDrawnThisTurn(player=YOU), _ctx(game)) == 0
    game.draw("alice", 2)
    game.draw("bob", 1)
    assert game.evaluate(fx.CardsDrawnThisTurn(player=YOU), _ctx(game)) == 2
    assert game.evaluate(fx.CardsDrawnThisTurn(player=fx.EachOpponent()), _ctx(game)) == 1


def test_damage_dealt_to_players_this_turn(setup) -> None:
    # "if an opponent was dealt 3 or more damage this turn" (CR 120.1): bob's damage, from any
    # sources, and not a creature's; the condition reads the opponent who was dealt the most
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.info(game.find("Grizzly Bears"))
    game.deal_damage(bears, "bob", 2)
    game.deal_damage(None, "bob", 1)
    game.deal_damage(None, game.find("Grizzly Bears"), 1)
    assert game.evaluate(fx.DamageDealtToPlayerThisTurn(player=fx.EachOpponent()), _ctx(game)) == 3
    assert game.evaluate(fx.DamageDealtToPlayerThisTurn(player=YOU), _ctx(game)) == 0
    each = fx.PlayerRole(role="each")
    at_least = fx.Compare(left=fx.ExtremeOfPlayers(players=fx.EachOpponent(), value=fx.DamageDealtToPlayerThisTurn(player=each), greatest=True), op=">=", right=fx.Fixed(value=3))
    assert game.check_condition(at_least, _ctx(game))


def test_an_x_x_token_gets_its_size_as_it_is_created(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    ooze = fx.TokenSpec(colors=("G",), types=("Creature",), subtypes=("Ooze",))
    count = fx.CountOf(what=CREATURES_YOU_CONTROL)
    game.execute(fx.CreateToken(token=ooze, power=count, toughness=count), _ctx(game))
    token = game.find("Ooze Token")
    assert (game.power(token), game.toughness(token)) == (2, 2)  # fixed: the token itself is not counted


def test_the_owner_chooses_the_top_or_the_bottom_of_their_library(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears"], "library": ["Forest", "Island"]}, "bob": {}}, answers={"alice": {"mode": ["bottom"]}})
    bears = fx.Filter(subtypes=("Bear",))
    game.execute(fx.Move(what=bears, to="library", position="top_or_bottom"), _ctx(game))
    assert game.names("library", "alice") == ["Forest", "Island", "Grizzly Bears"]


@pytest.mark.parametrize(("answer", "library"), [("top:2", ["Forest", "Grizzly Bears", "Island"]), ("bottom", ["Forest", "Island", "Grizzly Bears"])])
def test_the_owner_chooses_second_from_the_top_or_the_bottom(setup, answer, library) -> None:
    # CR 401.7: "puts it into their library second from the top or on the bottom"
    game = setup({"alice": {"battlefield": ["Grizzly Bears"], "library": ["Forest", "Island"]}, "bob": {}}, answers={"alice": {"mode": [answer]}})
    bears = fx.Filter(subtypes=("Bear",))
    game.execute(fx.Move(what=bears, to="library", position="top:2_or_bottom"), _ctx(game))
    assert game.names("library", "alice") == library


@pytest.mark.parametrize(
    ("position", "library"),
    [
        ("top:3", ["Forest", "Island", "Grizzly Bears", "Swamp", "Mountain"]),
        ("top:1", ["Grizzly Bears", "Forest", "Island", "Swamp", "Mountain"]),
        ("bottom:2", ["Forest", "Island", "Swamp", "Grizzly Bears", "Mountain"]),
        ("top:7", ["Forest", "Island", "Swamp", "Mountain", "Grizzly Bears"]),  # CR 401.7: fewer than seven cards
    ],
)
def test_a_card_put_nth_from_an_end_of_its_library(setup, position, library) -> None:
    """"into its owner's library third from the top" (CR 401.7)."""
    game = setup({"alice": {"battlefield": ["Grizzly Bears"], "library": ["Forest", "Island", "Swamp", "Mountain"]}, "bob": {}})
    bears = fx.Filter(subtypes=("Bear",))
    game.execute(fx.Move(what=bears, to="library", position=position), _ctx(game))
    assert game.names("library", "alice") == library


# -- instructions the grammar's effects slice added ----------------------------------------------
def test_a_land_that_becomes_a_creature_and_is_still_a_land(setup) -> None:
    """"This land becomes a 3/3 green and blue Elemental creature with hexproof. It's still a
    land." (CR 205.1a-b, 613: types layer 4, colors 5, abilities 6, base P/T 7b)."""
    game = setup({"alice": {"battlefield": ["Forest"]}, "bob": {}})
    forest = game.find("Forest")
    hexproof = fx.Keyword(name="hexproof", rule="702.11")
    becomes = fx.Becomes(
        what=fx.Filter(subtypes=("Forest",)), types=("Creature",), subtypes=("Elemental",), colors=("G", "U"),
        power=fx.Fixed(value=3), toughness=fx.Fixed(value=3), abilities=(hexproof,), keeps=("Land",),
    )
    game.execute(becomes, _ctx(game))
    chars = game.characteristics(forest)
    assert set(chars.types) == {"Land", "Creature"}
    assert set(chars.subtypes) == {"Forest", "Elemental"}  # a land keeps its land type
    assert set(chars.colors) == {"G", "U"}
    assert (game.power(forest), game.toughness(forest)) == (3, 3)
    assert chars.keyword("hexproof") is not None


def test_becoming_a_creature_without_keeping_replaces_the_card_types(setup) -> None:
    game = setup({"alice": {"battlefield": ["Forest"]}, "bob": {}})
    forest = game.find("Forest")
    game.execute(fx.Becomes(what=fx.Filter(subtypes=("Forest",)), types=("Creature",), power=fx.Fixed(value=2), toughness=fx.Fixed(value=2)), _ctx(game))
    chars = game.characteristics(forest)
    assert chars.types == ("Creature",)  # CR 205.1a
    assert chars.subtypes == ()


def test_becoming_an_artifact_in_addition(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.execute(fx.Becomes(what=fx.Filter(subtypes=("Bear",)), types=("Artifact",), in_addition=True), _ctx(game))
    chars = game.characteristics(bears)
    assert set(chars.types) == {"Creature", "Artifact"} and "Bear" in chars.subtypes


def test_tap_or_untap_asks_which(setup) -> None:
    game = setup({"alice": {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]}, "bob": {}}, answers={"alice": {"mode": ["untap"]}})
    bears = game.find("Grizzly Bears")
    game.execute(fx.TapOrUntap(what=fx.Filter(subtypes=("Bear",))), _ctx(game))
    assert not bears.tapped


def test_energy_counters_are_gotten_and_paid(setup) -> None:
    """"You get {E}{E}", "pay {E}{E}" (CR 107.14, 122.1): counters on the player."""
    game = setup({"alice": {}, "bob": {}})
    game.execute(fx.PutCounters(what=YOU, counter="energy", amount=fx.Fixed(value=2)), _ctx(game))
    assert game.player("alice").counters["energy"] == 2
    game.execute(fx.Pay(costs=(fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=3), what=YOU),)), _ctx(game))
    assert game.player("alice").counters["energy"] == 2  # three could not be paid
    game.execute(fx.Pay(costs=(fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=2), what=YOU),)), _ctx(game))
    assert game.player("alice").counters["energy"] == 0


def test_counters_of_every_kind_on_an_object(setup) -> None:
    """CR 122.1: "for each counter on it" counts counters of every kind; "for each +1/+1 counter
    on it" only that kind."""
    game = setup({"alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2, "shield": 1}}]}, "bob": {}})
    bears = fx.Filter(types=("Creature",), controller=YOU)
    assert game.evaluate(fx.StatOf(what=bears, stat="counters"), _ctx(game)) == 3
    assert game.evaluate(fx.StatOf(what=bears, stat="counters:+1/+1"), _ctx(game)) == 2


def test_counters_a_player_has(setup) -> None:
    """CR 122.1: players have counters too ("for each experience counter you have")."""
    game = setup({"alice": {}, "bob": {}})
    game.player("alice").counters["experience"] = 2
    game.player("bob").counters["poison"] = 3
    assert game.evaluate(fx.StatOf(what=YOU, stat="counters:experience"), _ctx(game)) == 2
    assert game.evaluate(fx.StatOf(what=fx.EachOpponent(), stat="counters:poison"), _ctx(game)) == 3
    assert game.evaluate(fx.StatOf(what=YOU, stat="counters:poison"), _ctx(game)) == 0
