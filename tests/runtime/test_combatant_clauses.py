"""What a creature attacks or blocks, named by a relative clause without "that": "the player or
planeswalker it's attacking" (CR 506.3, 508.1b) and "target creature it's blocking" (CR 509.1a),
compiled from the Oracle text and played."""

from __future__ import annotations

from typing import Any

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

HELLRIDER = "Whenever a creature you control attacks, this creature deals 1 damage to the player or planeswalker it's attacking."


def compiled(text: str) -> tuple[Any, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return tuple(abilities)


def test_it_is_the_attacking_creature_of_the_trigger() -> None:
    (ability,) = compiled(HELLRIDER)
    assert ability.effects == (fx.DealDamage(to=fx.AttackedBy(attacker=fx.Found(key="triggering")), amount=fx.Fixed(value=1)),)


def test_it_is_one_creature_not_a_group_read_out_of_order() -> None:
    (ability,) = compiled("Whenever this creature attacks, it deals damage to the player or planeswalker it's attacking equal to the number of artifacts you control.")
    assert ability.effects[0].to == fx.AttackedBy(attacker=fx.This())


def test_blocking_names_the_creatures_it_blocks() -> None:
    (ability,) = compiled("{T}: This creature deals 1 damage to target creature it's blocking.")
    target = ability.effects[0].to
    assert isinstance(target, fx.Target) and target.what.states == ("blocked by this",)


def test_the_clause_needs_its_participle() -> None:
    assert parse_ability(normalise_ability("{T}: This creature deals 1 damage to target creature it's.")).line is None


def test_each_attacker_deals_damage_to_the_player_it_attacks(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Rider Test", "Creature — Devil", mana_cost="{2}{R}", power=3, toughness=3, abilities=list(compiled(HELLRIDER))))
    pool.add(homebrew("Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"battlefield": ["Rider Test", "Bear Test"]}, "bob": {}},
                 answers={"alice": {"attackers": [["Rider Test", "Bear Test"]]}})
    game.state.step = "beginning_of_combat"
    game.advance()
    assert len(game.state.combat["attackers"]) == 2
    game.resolve_stack()
    assert game.player("bob").life == 18  # one trigger for each attacking creature
    assert game.player("alice").life == 20


def test_no_one_is_attacked_by_a_creature_not_attacking(setup, pool) -> None:  # type: ignore[no-untyped-def]
    from oraclec.runtime.context import Context
    from oraclec.runtime.references import targets_of

    pool.add(homebrew("Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"battlefield": ["Bear Test"]}, "bob": {}})
    bear = game.find("Bear Test")
    ctx = Context(controller="alice", source_id=bear.id)
    assert targets_of(game, fx.AttackedBy(attacker=fx.This()), ctx) == []


def test_attacking_alone_is_the_only_attacker(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 506.5: a creature is attacking alone if it's attacking but no other creatures are
    from oraclec.runtime.context import Context
    from oraclec.runtime.references import matches

    pool.add(homebrew("Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    pool.add(homebrew("Cub Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    alone = fx.Filter(states=("attacking alone",))
    for attackers, expected in ((["Bear Test"], True), (["Bear Test", "Cub Test"], False), ([], False)):
        game = setup({"alice": {"battlefield": ["Bear Test", "Cub Test"]}, "bob": {}}, answers={"alice": {"attackers": [attackers]}})
        game.state.step = "beginning_of_combat"
        game.advance()
        assert matches(game, game.find("Bear Test"), alone, Context(controller="alice")) is expected


def test_attacking_alone_compiles_to_the_state() -> None:
    (ability,) = compiled("This creature can't be blocked as long as it's attacking alone.")
    assert ability.condition == fx.Is(what=fx.This(), test=fx.Filter(states=("attacking alone",)))


def test_a_poisoned_player_has_a_poison_counter(setup) -> None:  # type: ignore[no-untyped-def]
    # CR 122.1f: a player is "poisoned" if they have one or more poison counters
    from oraclec.runtime.dispatch import check_condition as holds
    from oraclec.runtime.context import Context

    (ability,) = compiled("Whenever this creature attacks, if defending player is poisoned, it gets +1/+1 until end of turn.")
    assert ability.condition == fx.Compare(left=fx.StatOf(what=fx.PlayerRole(role="defending"), stat="counters:poison"), op=">=", right=fx.Fixed(value=1))
    game = setup({"alice": {}, "bob": {}})
    poisoned = fx.Compare(left=fx.StatOf(what=fx.You(), stat="counters:poison"), op=">=", right=fx.Fixed(value=1))
    assert not holds(game, poisoned, Context(controller="bob"))
    game.player("bob").counters["poison"] = 1
    assert holds(game, poisoned, Context(controller="bob"))


def test_a_creature_attacking_you_is_a_state_condition() -> None:
    (ability,) = compiled("This spell costs {2} less to cast if a creature is attacking you.")
    assert ability.condition == fx.Is(what=fx.Filter(types=("Creature",)), test=fx.Filter(states=("attacking you",)))


def test_a_number_of_those_creatures_attacking_is_not_one_chosen() -> None:
    parsed = parse_ability(normalise_ability("Whenever an opponent attacks with creatures, if two or more of those creatures are attacking you and/or planeswalkers you control, draw a card."))
    assert parsed.line is not None
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_that_much_mana_is_the_event_amount() -> None:
    (ability,) = compiled("Whenever a creature you control deals combat damage to a player, add that much {G}.")
    assert ability.effects == (fx.AddMana(mana="{G}", amount=fx.EventAmount()),)


def test_the_words_before_attacking_or_blocking_describe_both() -> None:
    (ability,) = compiled("Whenever a goaded attacking or blocking creature dies, you create a Treasure token.")
    assert ability.trigger.what.any_of == (fx.Filter(states=("goaded", "attacking")), fx.Filter(states=("goaded", "blocking")))
