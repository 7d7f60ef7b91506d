"""Mana spent to cast a spell or activate an ability (CR 601.2h, 602.2b), compiled from the
Oracle text and played: the amount and kinds of mana paid, and its source (CR 106.3: "mana from a
Treasure"), which the runtime records as the costs are paid."""

from __future__ import annotations


import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled


def treasure(game, player: str = "alice"):  # type: ignore[no-untyped-def]
    token = compiled("Create a Treasure token.")[0].effects[0].token
    return game.create_token(player, token)[0]


def counters(game, name: str) -> int:  # type: ignore[no-untyped-def]
    obj = next(o for o in game.battlefield() if o.name == name)
    return obj.counters.get("+1/+1", 0)


@pytest.mark.parametrize(("treasures", "made"), [(1, 1), (0, 0)])
def test_mana_from_a_treasure_spent_to_cast_it(setup, pool, treasures: int, made: int) -> None:  # type: ignore[no-untyped-def]
    text = ("When this creature enters, if mana from a Treasure was spent to cast it, create a Treasure token for each mana "
            "from a Treasure spent to cast it.")
    pool.add(homebrew("Treasure Hound", "Creature — Dog", mana_cost="{1}{R}", power=2, toughness=2, abilities=compiled(text)))
    game = setup({"alice": {"hand": ["Treasure Hound"], "battlefield": ["Mountain", "Mountain"]}, "bob": {}},
                 answers={"alice": {"cost": ["R"] * treasures}})
    for _ in range(treasures):
        game.activate("alice", treasure(game))  # CR 106.3: the Treasure is the mana's source
    game.cast("alice", "Treasure Hound")
    game.resolve_stack()
    assert "Treasure Hound" in game.names("battlefield")
    assert game.names("battlefield").count("Treasure") == made


def test_other_creatures_enter_with_a_counter_for_each_mana_from_a_treasure(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Other creatures you control enter with an additional +1/+1 counter on them for each mana from a Treasure spent to cast them."
    pool.add(homebrew("Hoard Keeper", "Creature — Dragon", mana_cost="{3}", power=1, toughness=1, abilities=compiled(text)))
    game = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Hoard Keeper"]}, "bob": {}}, answers={"alice": {"cost": ["G", "G"]}})
    game.activate("alice", treasure(game))
    game.activate("alice", treasure(game))
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    assert counters(game, "Grizzly Bears") == 2  # "them": the creature entering, not the keeper
    assert counters(game, "Hoard Keeper") == 0


@pytest.mark.parametrize(("x", "hand"), [(3, 2), (2, 0)])
def test_four_or_more_mana_spent_to_cast_that_spell(setup, pool, x: int, hand: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Big Idea", "Sorcery", mana_cost="{X}{U}", abilities=compiled("If four or more mana was spent to cast this spell, draw two cards.", is_spell=True)))
    game = setup({"alice": {"hand": ["Big Idea"], "library": ["Island"] * 5, "mana": "{U}" * (x + 1)}, "bob": {}})
    game.cast("alice", "Big Idea", x=x)
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == hand


@pytest.mark.parametrize(("mana", "drawn"), [("{U}{U}{U}{U}{U}", 2), ("{U}{B}{B}{B}{B}", 0), ("{U}{U}{U}{B}{B}", 1)])
def test_for_each_pair_of_symbols_spent(setup, pool, mana: str, drawn: int) -> None:  # type: ignore[no-untyped-def]
    text = "When this creature enters, for each {U}{U} spent to cast it, draw a card."
    pool.add(homebrew("Pair Seer", "Creature — Human Wizard", mana_cost="{X}{U}", power=1, toughness=1, abilities=compiled(text)))
    game = setup({"alice": {"hand": ["Pair Seer"], "library": ["Island"] * 5, "mana": mana}, "bob": {}})
    game.cast("alice", "Pair Seer", x=4)
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == drawn


@pytest.mark.parametrize(("mana", "counter"), [("{W}{W}{W}{U}", 1), ("{W}{W}{U}{U}", 0)])
def test_adamant_three_mana_of_the_same_color(setup, pool, mana: str, counter: int) -> None:  # type: ignore[no-untyped-def]
    text = "Adamant — If at least three mana of the same color was spent to cast this spell, this creature enters with a +1/+1 counter on it."
    pool.add(homebrew("Adamant Knight", "Creature — Human Knight", mana_cost="{3}{W}", power=2, toughness=2, abilities=compiled(text)))
    game = setup({"alice": {"hand": ["Adamant Knight"], "mana": mana}, "bob": {}})
    game.cast("alice", "Adamant Knight")
    game.resolve_stack()
    assert counters(game, "Adamant Knight") == counter


@pytest.mark.parametrize(("mana", "counter"), [("{W}{U}{B}", 0), ("{W}{W}{B}", 2)])
def test_unless_two_or_more_colors_of_mana_were_spent(setup, pool, mana: str, counter: int) -> None:  # type: ignore[no-untyped-def]
    text = "This creature enters with two +1/+1 counters on it unless two or more colors of mana were spent to cast it."
    pool.add(homebrew("Mono Beast", "Creature — Beast", mana_cost="{3}", power=2, toughness=2, abilities=compiled(text)))
    mana = "{W}{W}{W}" if counter else mana
    game = setup({"alice": {"hand": ["Mono Beast"], "mana": mana}, "bob": {}})
    game.cast("alice", "Mono Beast")
    game.resolve_stack()
    assert counters(game, "Mono Beast") == counter


@pytest.mark.parametrize("treasure_mana", [True, False])
def test_mana_from_a_treasure_spent_to_activate_this_ability(setup, pool, treasure_mana: bool) -> None:  # type: ignore[no-untyped-def]
    text = ("{1}: This creature gets +1/+1 until end of turn. If mana from a Treasure was spent to activate this ability, put a +1/+1 "
            "counter on this creature instead.")
    pool.add(homebrew("Gilded Brute", "Creature — Ogre", mana_cost="{2}", power=2, toughness=2, abilities=compiled(text)))
    game = setup({"alice": {"battlefield": ["Gilded Brute"] + ([] if treasure_mana else ["Mountain"])}, "bob": {}},
                 answers={"alice": {"cost": ["R"]}})
    if treasure_mana:
        game.activate("alice", treasure(game))
    game.activate("alice", "Gilded Brute")
    game.resolve_stack()
    brute = next(o for o in game.battlefield() if o.name == "Gilded Brute")
    assert brute.counters.get("+1/+1", 0) == (1 if treasure_mana else 0)
    assert game.characteristics(brute).power == 3  # the counter instead of the +1/+1, not both


def test_snow_mana_is_mana_from_a_snow_source(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 107.4h, 106.3: {S} counts the mana that snow sources produced."""
    abilities = compiled("You gain 1 life for each {S} spent to cast this spell.", is_spell=True)
    assert abilities[0].effects[0].amount == fx.ManaSpentToCast(what=fx.This(), symbol="{S}")
    pool.add(homebrew("Snow-Covered Forest", "Basic Snow Land — Forest"))
    pool.add(homebrew("Cold Comfort", "Sorcery", mana_cost="{2}{G}", abilities=abilities))
    game = setup({"alice": {"hand": ["Cold Comfort"], "battlefield": ["Snow-Covered Forest", "Snow-Covered Forest", "Forest"]}, "bob": {}})
    game.cast("alice", "Cold Comfort")
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_a_resolved_spell_counts_the_mana_spent_on_each_creature_entering(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """A replacement a resolved spell set up (CR 614.1c, 611.2a): "it" is each creature as it
    enters, the spell it was (CR 614.12, 601.2h)."""
    text = "This turn, each creature you control enters with an additional +1/+1 counter on it for each color of mana spent to cast it."
    pool.add(homebrew("Mixed Blessing", "Sorcery", mana_cost="{1}", abilities=compiled(text, is_spell=True)))
    pool.add(homebrew("Two Tone", "Creature — Beast", mana_cost="{2}", power=1, toughness=1))
    game = setup({"alice": {"hand": ["Mixed Blessing", "Two Tone"], "mana": "{C}{W}{U}"}, "bob": {}})
    game.cast("alice", "Mixed Blessing")
    game.resolve_stack()
    game.cast("alice", "Two Tone")
    game.resolve_stack()
    assert counters(game, "Two Tone") == 2  # white and blue: the creature's, not the sorcery's colorless


def test_mana_spent_on_a_countered_spell_is_read_from_its_last_known_information(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Counter target spell. If the amount of mana spent to cast that spell was less than its
    mana value, you draw a card.": countered, the spell is known as it last was on the stack
    (CR 608.2h), with the mana spent to cast it (CR 601.2h): all of its mana value here."""
    text = "Counter target spell. If the amount of mana spent to cast that spell was less than its mana value, you draw a card."
    pool.add(homebrew("Thrift Check", "Instant", mana_cost="{U}", abilities=compiled(text, is_spell=True)))
    game = setup({"alice": {"hand": ["Grizzly Bears"], "mana": "{G}{G}"}, "bob": {"hand": ["Thrift Check"], "library": ["Island"] * 3, "mana": "{U}"}})
    bears = game.cast("alice", "Grizzly Bears")
    game.state.priority = game.player("bob").index
    game.cast("bob", "Thrift Check", targets=[bears])
    game.resolve_stack()
    assert "Grizzly Bears" in game.names("graveyard", "alice")
    assert game.names("hand", "bob") == []  # two mana spent on a spell of mana value 2: not less
