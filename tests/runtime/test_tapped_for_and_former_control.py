"""Creatures that crewed, saddled or convoked an object (CR 702.122b, 702.171c, 702.51c: fx.TappedFor)
and objects acted on "this way" described by who controlled them before they left (last known
information, CR 608.2h), compiled from Oracle text and played."""

from __future__ import annotations

from typing import Any

from oraclec.runtime import homebrew

from conftest import compiled, keyword


def _bear(pool: Any, name: str, power: int = 2) -> str:
    pool.add(homebrew(name, "Creature — Bear", mana_cost="{1}{G}", power=power, toughness=2))
    return name


def _attack_with(game: Any) -> None:
    game.state.step = "beginning_of_combat"
    game.advance()
    game.resolve_stack()


def test_the_creatures_that_crewed_it_this_turn_get_the_counters(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Whenever this Vehicle attacks, put a +1/+1 counter on each creature that crewed it this turn."
    pool.add(homebrew("Crew Test Cart", "Artifact — Vehicle", mana_cost="{2}", power=3, toughness=3, abilities=[*compiled(text), keyword("Crew", amount=1)]))
    crew, idle = _bear(pool, "Crew Test Bear"), _bear(pool, "Idle Test Bear")
    game = setup({"alice": {"battlefield": ["Crew Test Cart", crew, idle]}, "bob": {}},
                 answers={"alice": {"card": [crew], "attackers": [["Crew Test Cart"]]}})
    game.activate("alice", game.find("Crew Test Cart"))
    game.resolve_stack()
    _attack_with(game)
    assert game.find(crew).counters.get("+1/+1", 0) == 1
    assert game.find(idle).counters.get("+1/+1", 0) == 0


def test_a_creature_that_crewed_another_vehicle_is_not_counted(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Whenever this Vehicle attacks, you gain 1 life for each creature that crewed it this turn."
    pool.add(homebrew("Crew Test Cart", "Artifact — Vehicle", mana_cost="{2}", power=3, toughness=3, abilities=[*compiled(text), keyword("Crew", amount=1)]))
    pool.add(homebrew("Other Test Cart", "Artifact — Vehicle", mana_cost="{2}", power=3, toughness=3, abilities=[keyword("Crew", amount=1)]))
    first, second = _bear(pool, "First Test Bear"), _bear(pool, "Second Test Bear")
    game = setup({"alice": {"battlefield": ["Crew Test Cart", "Other Test Cart", first, second]}, "bob": {}},
                 answers={"alice": {"card": [first, second], "attackers": [["Crew Test Cart"]]}})
    game.activate("alice", game.find("Crew Test Cart"))
    game.resolve_stack()
    game.activate("alice", game.find("Other Test Cart"))
    game.resolve_stack()
    _attack_with(game)
    assert game.player("alice").life == 21


def test_a_creature_that_crewed_it_and_died_still_counts(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # counted as it last existed (CR 608.2h); the card in the graveyard is a new object (CR 400.7)
    text = "Whenever this Vehicle attacks, you gain 1 life for each creature that crewed it this turn."
    pool.add(homebrew("Crew Test Cart", "Artifact — Vehicle", mana_cost="{2}", power=3, toughness=3, abilities=[*compiled(text), keyword("Crew", amount=2)]))
    first, second = _bear(pool, "First Test Bear", 1), _bear(pool, "Second Test Bear", 1)
    game = setup({"alice": {"battlefield": ["Crew Test Cart", first, second]}, "bob": {}},
                 answers={"alice": {"card": [[first, second]], "attackers": [["Crew Test Cart"]]}})
    game.activate("alice", game.find("Crew Test Cart"))
    game.resolve_stack()
    game.move_many([game.find(first)], "graveyard")
    _attack_with(game)
    assert game.player("alice").life == 22


def test_each_creature_that_convoked_it_gets_a_counter(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "When this creature enters, put a +1/+1 counter on each creature that convoked it."
    pool.add(homebrew("Convoke Test Giant", "Creature — Giant", mana_cost="{2}", power=2, toughness=2, abilities=[*compiled(text), keyword("Convoke")]))
    helper, idle = _bear(pool, "Helper Test Bear"), _bear(pool, "Idle Test Bear")
    game = setup({"alice": {"hand": ["Convoke Test Giant"], "battlefield": ["Forest", helper, idle]}, "bob": {}},
                 answers={"alice": {"card": [helper]}})
    game.cast("alice", "Convoke Test Giant", method="convoke")
    game.resolve_stack()
    assert game.find("Convoke Test Giant").zone == "battlefield"
    assert game.find(helper).counters.get("+1/+1", 0) == 1
    assert game.find(idle).counters.get("+1/+1", 0) == 0


def test_life_for_each_creature_you_controlled_that_was_destroyed(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed this way."
    pool.add(homebrew("Wrath Test", "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    mine, theirs = _bear(pool, "Mine Test Bear"), _bear(pool, "Theirs Test Bear")
    game = setup({"alice": {"hand": ["Wrath Test"], "battlefield": [mine, mine]}, "bob": {"battlefield": [theirs]}})
    game.cast("alice", "Wrath Test")
    game.resolve_stack()
    assert game.battlefield() == []
    assert game.player("alice").life == 22


def test_each_player_by_the_creatures_they_controlled_that_were_exiled(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # the exiled cards are new objects (CR 400.7): their controller is read as they last were
    text = "Exile all creatures. Each player loses life equal to the number of creatures they controlled that were exiled this way."
    pool.add(homebrew("Exile Test", "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    mine, theirs = _bear(pool, "Mine Test Bear"), _bear(pool, "Theirs Test Bear")
    game = setup({"alice": {"hand": ["Exile Test"], "battlefield": [mine]}, "bob": {"battlefield": [theirs, theirs, theirs]}})
    game.cast("alice", "Exile Test")
    game.resolve_stack()
    assert (game.player("alice").life, game.player("bob").life) == (19, 17)


def test_tokens_created_with_it_are_destroyed_as_it_leaves(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 607.2c: only the tokens its own ability created, found after it has left (its last
    # object's abilities look back, CR 603.10a)
    maker = compiled("{T}: Create a 1/1 green Saproling creature token.")
    burst = compiled("When this enchantment leaves the battlefield, destroy all tokens created with this enchantment.")
    pool.add(homebrew("Burst Test", "Enchantment", mana_cost="{0}", abilities=[*maker, *burst]))
    pool.add(homebrew("Other Maker Test", "Artifact", mana_cost="{0}", abilities=list(maker)))
    game = setup({"alice": {"battlefield": ["Burst Test", "Other Maker Test"]}, "bob": {}})
    game.activate("alice", game.find("Burst Test"))
    game.resolve_stack()
    game.activate("alice", game.find("Other Maker Test"))
    game.resolve_stack()
    assert len([o for o in game.battlefield("alice") if o.is_token]) == 2
    game.move_many([game.find("Burst Test")], "graveyard")
    game.resolve_stack()
    assert len([o for o in game.battlefield("alice") if o.is_token]) == 1
