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


def test_a_player_dealt_combat_damage_by_a_described_source(setup, pool) -> None:  # type: ignore[no-untyped-def]
    from oraclec.runtime.context import Context

    (ability,) = compiled("At the beginning of your end step, if an opponent was dealt combat damage by a Zombie this turn, draw a card.")
    pool.add(homebrew("Zombie Test", "Creature — Zombie", mana_cost="{B}", power=2, toughness=2))
    bear = _bear(pool, "Bear Test")
    game = setup({"alice": {"battlefield": ["Zombie Test", bear]}, "bob": {}})
    ctx = Context(controller="alice")
    zombie = game.info(game.find("Zombie Test"))
    game.deal_damage(game.info(game.find(bear)), "bob", 2, combat=True)
    game.deal_damage(zombie, "bob", 2)  # noncombat damage (CR 120.2)
    game.deal_damage(zombie, "alice", 2, combat=True)  # to its own controller, no opponent
    assert not game.check_condition(ability.condition, ctx)
    game.deal_damage(zombie, "bob", 2, combat=True)
    assert game.check_condition(ability.condition, ctx)


def test_a_player_dealt_combat_damage_by_this_creature(setup, pool) -> None:  # type: ignore[no-untyped-def]
    from oraclec.runtime.context import Context

    text = "{X}: Destroy each nonland permanent with mana value X whose controller was dealt combat damage by this creature this turn."
    pool.add(homebrew("Hellkite Test", "Artifact Creature — Dragon", mana_cost="{4}", power=5, toughness=5, abilities=list(compiled(text))))
    pool.add(homebrew("Relic Test", "Artifact", mana_cost="{0}"))
    bear = _bear(pool, "Bear Test")
    game = setup({"alice": {"battlefield": ["Hellkite Test", bear]}, "bob": {"battlefield": ["Relic Test"]}, "carol": {"battlefield": ["Relic Test"]}})
    hellkite = game.find("Hellkite Test")
    game.deal_damage(game.info(hellkite), "bob", 5, combat=True)
    game.deal_damage(game.info(game.find(bear)), "carol", 2, combat=True)  # another source (CR 120.1)
    game.run(compiled(text)[0].effects, Context(controller="alice", source_id=hellkite.id, x=0))
    assert [o.name for o in game.battlefield("bob")] == [] and [o.name for o in game.battlefield("carol")] == ["Relic Test"]


FEROX = "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield instead of putting it into your graveyard."
DISCARD = "Target player discards a card."


def _discard_game(setup: Any, pool: Any) -> Any:
    from conftest import spell

    pool.add(homebrew("Ferox Test", "Creature — Beast", mana_cost="{2}{G}", power=4, toughness=3, abilities=list(compiled(FEROX))))
    pool.add(homebrew("Rot Test", "Instant", mana_cost="{0}", abilities=[spell(*compiled(DISCARD)[0].effects)], oracle_text=DISCARD))
    return setup({"alice": {"hand": ["Ferox Test", "Rot Test"]}, "bob": {"hand": ["Rot Test"]}}, answers={"alice": {"target": [["alice"]]}, "bob": {"target": [["alice"]]}})


def test_a_discard_an_opponents_spell_causes_puts_it_onto_the_battlefield(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _discard_game(setup, pool)
    game.state.priority = game.player("bob").index
    game.cast("bob", game.zone("hand", "bob").objects[0], targets=[game.player("alice")])
    game.resolve_stack()
    ferox = game.find("Ferox Test")
    assert ferox.zone == "battlefield" and game.controller_of(ferox) == "alice"
    assert [e.object.name for e in game.events("discard")] == ["Ferox Test"]  # still discarded (CR 701.9a)


def test_a_discard_its_owner_causes_is_not_replaced(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _discard_game(setup, pool)
    game.cast("alice", "Rot Test", targets=[game.player("alice")])
    game.resolve_stack()
    assert game.find("Ferox Test").zone == "graveyard"


def test_each_creature_that_had_a_counter_put_on_it_this_way(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Put a +1/+1 counter on target creature you control, then double the number of +1/+1 counters on each creature that had a +1/+1 counter put on it this way."
    pool.add(homebrew("Fangs Test", "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    target, other = _bear(pool, "Target Test Bear"), _bear(pool, "Other Test Bear")
    game = setup({"alice": {"hand": ["Fangs Test"], "battlefield": [target, other]}, "bob": {}})
    game.find(target).counters["+1/+1"] = 1
    game.find(other).counters["+1/+1"] = 1
    game.cast("alice", "Fangs Test", targets=[game.find(target)])
    game.resolve_stack()
    assert game.find(target).counters["+1/+1"] == 4  # 1 + 1, doubled
    assert game.find(other).counters["+1/+1"] == 1


def test_that_turns_end_step_is_the_extra_turns(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 500.7, 603.7c: the end step of the extra turn, not of the turn the spell resolved in
    from conftest import next_turn

    text = "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game."
    pool.add(homebrew("Fortune Test", "Instant", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    game = setup({"alice": {"hand": ["Fortune Test"]}, "bob": {}})
    game.state.step = "main1"
    game.cast("alice", "Fortune Test")
    game.resolve_stack()
    next_turn(game)  # this turn's end step: nothing
    assert not game.player("alice").lost
    assert game.active_player.name == "alice"  # the extra turn
    turn = game.state.turn
    for _ in range(30):
        if game.player("alice").lost or game.state.turn != turn:
            break
        game.advance()
    assert game.player("alice").lost and game.state.turn == turn


def test_it_enters_with_counters_for_each_creature_that_convoked_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "This creature enters with two +1/+1 counters on it for each creature that convoked it."
    pool.add(homebrew("Convoke Test Saur", "Creature — Dinosaur", mana_cost="{2}", power=2, toughness=2, abilities=[*compiled(text), keyword("Convoke")]))
    first, second = _bear(pool, "First Test Bear"), _bear(pool, "Second Test Bear")
    game = setup({"alice": {"hand": ["Convoke Test Saur"], "battlefield": [first, second]}, "bob": {}},
                 answers={"alice": {"card": [[first, second]]}})
    game.cast("alice", "Convoke Test Saur", method="convoke")
    game.resolve_stack()
    assert game.find("Convoke Test Saur").counters.get("+1/+1", 0) == 4


def test_the_power_of_the_creature_that_died(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # the object whose dying triggered the ability, as "that creature" names it
    text = "Whenever a creature you control dies, you gain life equal to the power of the creature that died."
    pool.add(homebrew("Presence Test", "Enchantment", mana_cost="{0}", abilities=list(compiled(text))))
    bear = _bear(pool, "Dying Test Bear", 3)
    game = setup({"alice": {"battlefield": ["Presence Test", bear, "Grizzly Bears"]}, "bob": {}})
    game.destroy(game.find(bear))
    game.resolve_stack()
    assert game.player("alice").life == 23
