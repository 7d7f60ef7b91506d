"""Counter wordings of issue 19 (helper pcounter): the counters of a replaced or triggering event,
another number of them (CR 614.1a, 122.6), "permanent or player" as an object or a player (CR
115.1, 122.1), and counters by kind (CR 122.1, 122.5). Each test fails on the code before these
families parsed or compiled."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.runtime.context import Context
from oraclec.runtime.dispatch import evaluate, run_effect

from compiling import lowered

PERMANENT_OR_PLAYER = fx.Union(parts=(fx.EachPlayer(), fx.Filter()), either=True)


def compiled(text: str, *, is_spell: bool = False) -> fx.Ability:
    (ability,) = lowered(text, is_spell=is_spell)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def reasons(text: str) -> list[str]:
    return [u.reason for u in compiler.unsupported_in(lowered(text))]


# -- the counters of a replaced event, another number of them (CR 614.1a, 122.6) -------------------
def test_twice_that_many_of_each_kind_on_a_permanent_or_player() -> None:
    ability = compiled("If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of counters on that permanent or player instead.")
    assert isinstance(ability, fx.Replacement) and ability.event == "counter_added"
    assert ability.what == PERMANENT_OR_PLAYER and ability.player == fx.You()
    assert ability.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)
    assert not ability.instead


def test_half_that_many_rounded_down_for_an_opponent() -> None:
    ability = compiled("If an opponent would put one or more counters on a permanent or player, they put half that many of each of those kinds of counters on that permanent or player instead, rounded down.")
    assert isinstance(ability, fx.Replacement) and ability.player == fx.EachOpponent()
    assert ability.amount == fx.Scaled(value=fx.EventAmount(), denominator=2, round_up=False)


def test_that_many_minus_one_are_put_instead() -> None:
    ability = compiled("If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead.")
    assert isinstance(ability, fx.Replacement) and ability.matches.counter == "-1/-1"
    assert ability.amount == fx.Difference(left=fx.EventAmount(), right=fx.Fixed(value=1))


def test_that_many_plus_one_put_by_you_on_your_creatures() -> None:
    ability = compiled("{4}{W}: Until end of turn, if you would put one or more +1/+1 counters on a creature you control, put that many plus one +1/+1 counters on it instead.")
    (created,) = [e for e in walk(ability) if isinstance(e, fx.CreateReplacement)]
    replacement = created.replacement
    assert replacement.player == fx.You() and replacement.matches.counter == "+1/+1"
    assert replacement.amount == fx.Sum(parts=(fx.EventAmount(), fx.Fixed(value=1)))


def test_on_a_permanent_you_control_or_on_yourself() -> None:
    ability = compiled("If you would put one or more counters on a creature or planeswalker you control or on yourself, put that many plus one of each of those kinds of counters on that permanent or player instead.")
    assert isinstance(ability, fx.Replacement)
    assert isinstance(ability.what, fx.Union) and ability.what.either
    objects, player = ability.what.parts
    assert isinstance(objects, fx.Filter) and objects.any_types == ("Creature", "Planeswalker") and objects.controller == fx.You()
    assert player == fx.You()


def test_one_of_each_kind_a_trigger_event_put_is_unsupported() -> None:
    assert reasons("Whenever you put one or more counters on ~, put one of each of those kinds of counters on up to one other target creature.") == [
        "counters of each kind a trigger event put (CR 122.1): the kinds of an event's counters are not a value of the effect model yet"
    ]


# -- "permanent or player": an object or a player (CR 115.1, 122.1) ---------------------------------
def test_counters_put_on_a_permanent_or_player_trigger_names_players() -> None:
    ability = compiled("Whenever you put one or more counters on a permanent or player, draw a card.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.trigger.what == PERMANENT_OR_PLAYER


def test_target_permanent_or_player_gets_counters() -> None:
    (ability,) = lowered("Put a +1/+1 counter on target permanent or player.", is_spell=True)
    (put,) = ability.effects  # type: ignore[attr-defined]
    assert put == fx.PutCounters(what=fx.Target(key="target", what=PERMANENT_OR_PLAYER), counter="+1/+1")


def test_that_permanent_or_player_is_still_the_damaged_one() -> None:
    ability = compiled("If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.")
    (deal,) = ability.instead  # type: ignore[attr-defined]
    assert deal.to == fx.Found(key="damaged")


# -- counters by kind, copied, moved or capped (CR 122.1, 122.5): parsed, not yet compiled ------------
def test_counters_by_kind_parse_and_say_why_they_do_not_compile() -> None:
    assert reasons("Whenever a nontoken creature you control enters, if ~ has counters on it, put the same number of each kind of counter on that creature.") == [
        "as many counters of each kind as an object named before has, or as a trigger event put (CR 122.1): counters copied from an object or an event are not in the effect model yet"
    ]
    assert reasons("{T}: Move a counter of each kind not on ~ from another target permanent you control onto ~.") == [
        "a counter of each kind moved from one object onto another (CR 122.5) is not in the effect model yet"
    ]
    assert reasons("{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause the total number of +1/+0 counters on this creature to be greater than four.") == [
        "a limit on the number of counters an ability can make an object have (CR 122.1) is not in the effect model yet",
    ]
    assert reasons("For each kind of counter on ~, each other creature you control enters with a counter of that kind on it.")


# -- the runtime: counters put on a player are replaced too (CR 614.1a, 122.1) -----------------------
def _game(text: str) -> Game:
    (ability,) = lowered(text)
    pool = CardPool(use_database=False)
    pool.add(homebrew("Counter Doubler", "Enchantment", mana_cost="{0}", abilities=[ability]))
    pool.add(homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = Game.setup({"alice": {"battlefield": ["Counter Doubler", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    return game


def test_runtime_doubles_counters_you_put_on_a_player_and_on_a_permanent() -> None:
    game = _game("If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of counters on that permanent or player instead.")
    alice, bob = Context(controller="alice"), Context(controller="bob")
    assert game.give_player_counters("bob", "poison", 1, alice) == 2
    assert game.player("bob").counters["poison"] == 2
    assert game.give_player_counters("alice", "poison", 1, bob) == 1  # bob puts them: not replaced
    theirs = game.find("Grizzly Bears", player="bob")
    assert game.put_counters(theirs, "+1/+1", 2, alice) == 4


def test_runtime_a_target_player_gets_the_counters_of_a_permanent_or_player_target() -> None:
    game = _game("If you would put one or more counters on a creature you control or on yourself, put that many plus one of each of those kinds of counters on that permanent or player instead.")
    (spell,) = lowered("Put a +1/+1 counter on target permanent or player.", is_spell=True)
    ctx = Context(controller="alice", targets={"target": ["alice"]})
    for effect in spell.effects:  # type: ignore[attr-defined]
        run_effect(game, effect, ctx)
    assert game.player("alice").counters["+1/+1"] == 2
    bear = game.find("Grizzly Bears", player="alice")
    run_effect(game, spell.effects[0], Context(controller="alice", targets={"target": [bear.id]}))  # type: ignore[attr-defined]
    assert bear.counters["+1/+1"] == 2


# -- counters numbered by an object or a condition before (CR 122.1, 122.8, 608.2c) ----------------
def test_its_counters_put_on_a_target_are_as_many_as_it_has() -> None:
    ability = compiled("When this creature leaves the battlefield, put its +1/+1 counters on target creature you control.")
    (put,) = ability.effects  # type: ignore[attr-defined]
    assert put.counter == "+1/+1" and put.amount == fx.StatOf(what=fx.This(), stat="counters:+1/+1")
    assert isinstance(put.what, fx.Target)


def test_remove_all_but_one_counter_of_a_kind() -> None:
    (ability,) = lowered("Remove all but one +1/+1 counter from target creature.", is_spell=True)
    (remove,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(remove, fx.RemoveCounters) and remove.counter == "+1/+1"
    assert remove.amount == fx.Difference(left=fx.StatOf(what=remove.what, stat="counters:+1/+1"), right=fx.Fixed(value=1))


def test_that_number_of_counters_is_what_the_condition_counted() -> None:
    ability = compiled("Whenever a creature you control dies, if it had one or more counters on it, you may put that number of +1/+1 counters on target creature.")
    (may,) = ability.effects  # type: ignore[attr-defined]
    (put,) = may.effects
    assert put.counter == "+1/+1" and put.amount == fx.StatOf(what=fx.Found(key="triggering"), stat="counters")


def test_distribute_a_number_of_counters_equal_to_a_stat_among_objects() -> None:
    ability = compiled("When this creature dies, you may distribute a number of +1/+1 counters equal to its power among any number of creatures you control.")
    (may,) = ability.effects  # type: ignore[attr-defined]
    (put,) = may.effects
    assert put.divided and put.amount == fx.StatOf(what=fx.This(), stat="power")
    assert isinstance(put.what, fx.Filter) and put.what.types == ("Creature",) and put.what.controller == fx.You()


# -- one more counter, "an additional" or "another" (CR 122.1) ---------------------------------------
def test_an_additional_or_another_counter_is_one_counter() -> None:
    ability = compiled("Whenever one or more +1/+1 counters are put on this creature, put an additional +1/+1 counter on it.")
    assert ability.effects == (fx.PutCounters(what=fx.This(), counter="+1/+1"),)  # type: ignore[attr-defined]
    ability = compiled("Whenever a creature you control deals combat damage to a player, that player gets an additional poison counter.")
    assert ability.effects == (fx.PutCounters(what=fx.Found(key="triggering player"), counter="poison"),)  # type: ignore[attr-defined]
    ability = compiled("At the beginning of your upkeep, you may put another +1/+1 counter on this creature.")
    assert ability.effects == (fx.May(effects=(fx.PutCounters(what=fx.This(), counter="+1/+1"),)),)  # type: ignore[attr-defined]


def test_one_target_of_two_descriptions_is_not_half_a_target() -> None:
    """"Choose target permanent you control or suspended card you own": the card would have been
    an object chosen without targeting."""
    assert reasons("{T}: Choose target permanent you control or suspended card you own. Draw a card.") == [
        "one target of one description or of another written after it (CR 115.1) is not lowered yet: the other would not be a target"
    ]


# -- "that permanent or player" names the one named before; "players and permanents" both --------
def test_that_permanent_or_player_after_a_damage_trigger_is_the_damaged_one() -> None:
    ability = compiled("Whenever another source you control deals exactly 1 damage to a permanent or player, ~ deals 2 damage to that permanent or player.")
    (deal,) = ability.effects  # type: ignore[attr-defined]
    assert deal.to == fx.Found(key="triggering other")
    assert ability.trigger.to == PERMANENT_OR_PLAYER  # type: ignore[attr-defined]


def test_counters_among_players_and_permanents_count_both() -> None:
    ability = compiled("This spell costs {1} less to cast for each counter among players and permanents.")
    (cost,) = ability.effects  # type: ignore[attr-defined]
    assert cost.amount == fx.StatOf(what=fx.Union(parts=(fx.EachPlayer(), fx.Filter())), stat="counters")


def test_runtime_counts_and_removes_counters_of_players_too() -> None:
    game = _game("If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of counters on that permanent or player instead.")
    game.player("bob").counters["poison"] = 2
    bear = game.find("Grizzly Bears", player="bob")
    bear.counters["+1/+1"] = 1
    ctx = Context(controller="alice")
    assert evaluate(game, fx.StatOf(what=fx.Union(parts=(fx.EachPlayer(), fx.Filter())), stat="counters"), ctx) == 3
    (ability,) = lowered("When you cast this spell, remove all counters from up to one target permanent or opponent.")
    (remove,) = ability.effects  # type: ignore[attr-defined]
    run_effect(game, remove, Context(controller="alice", targets={"target": ["bob"]}))
    assert not game.player("bob").counters.get("poison")
