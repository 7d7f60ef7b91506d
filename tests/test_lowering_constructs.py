"""Lowerings of constructs that used to compile to ``Unsupported`` (issue 4): what they compile to."""

from __future__ import annotations

import attrs
import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.effects.base import walk
from oraclec.parser import parse_ability
from oraclec.runtime.casting import apply_cost_changes
from oraclec.runtime.mana import Payment
from oraclec.text import normalise_ability


def compiled(text: str) -> tuple[fx.Ability, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


# -- "enters tapped unless ..." (CR 614.1c) ---------------------------------------------------------
def test_enters_tapped_unless_is_a_replacement_with_the_negated_condition() -> None:
    (ability,) = compiled("This land enters tapped unless you control a Plains.")
    assert isinstance(ability, fx.EntersWith)
    assert ability.tapped
    assert isinstance(ability.condition, fx.NotCondition)
    assert isinstance(ability.condition.condition, fx.Controls)
    assert ability.condition.condition.what.subtypes == ("Plains",)


def test_enters_with_counters_unless() -> None:
    (ability,) = compiled("This creature enters with two -1/-1 counters on it unless you've cast another red spell this turn.")
    assert isinstance(ability, fx.EntersWith)
    assert ability.counter == "-1/-1" and ability.amount == fx.Fixed(value=2) and not ability.tapped
    assert isinstance(ability.condition, fx.NotCondition)


# -- cost changes (CR 601.2f, 118.7) -----------------------------------------------------------------
def only_static_effect(text: str) -> tuple[fx.StaticAbility, fx.Effect]:
    (ability,) = compiled(text)
    assert isinstance(ability, fx.StaticAbility)
    (effect,) = ability.effects
    return ability, effect


def test_colored_cost_increase() -> None:
    _, effect = only_static_effect("Red spells you cast cost {R} more to cast.")
    assert isinstance(effect, fx.ModifyCost)
    assert effect.increase and effect.mana == "{R}" and effect.amount == fx.Fixed(value=0)
    assert effect.spells.colors == ("R",)


def test_generic_and_colored_reduction() -> None:
    _, effect = only_static_effect("During your turn, this spell costs {2}{U}{U} less to cast.")
    assert isinstance(effect, fx.ModifyCost)
    assert not effect.increase and effect.amount == fx.Fixed(value=2) and effect.mana == "{U}{U}"
    assert effect.spells == fx.This()


def test_x_reduction_takes_the_where_x_quantity() -> None:
    _, effect = only_static_effect("This spell costs {X} less to cast, where X is the greatest power among creatures you control.")
    assert isinstance(effect, fx.ModifyCost)
    assert isinstance(effect.amount, fx.Extreme) and effect.amount.stat == "power" and effect.amount.greatest


def test_colored_reduction_for_each_counts_the_symbols() -> None:
    _, effect = only_static_effect("This spell costs {G} less to cast for each green creature you control.")
    assert isinstance(effect, fx.ModifyCost)
    assert effect.mana == "{G}" and effect.amount == fx.Fixed(value=0)
    assert isinstance(effect.mana_times, fx.CountOf) and effect.mana_times.what.colors == ("G",)


def test_conditional_spell_cost_change_is_a_static_ability_with_a_condition() -> None:
    ability, effect = only_static_effect("This spell costs {3} less to cast if you control a Wizard.")
    assert isinstance(effect, fx.ModifyCost) and effect.amount == fx.Fixed(value=3)
    assert isinstance(ability.condition, fx.Controls)


def test_affinity_granted_to_spells_is_the_keyword_granted() -> None:
    """CR 702.41a: "have affinity for artifacts" grants the keyword, with what it counts."""
    _, effect = only_static_effect("Artifact creature spells you cast have affinity for artifacts.")
    assert isinstance(effect, fx.GrantAbilities) and effect.duration is None
    assert effect.what == fx.Filter(types=("Artifact", "Creature"), controller=fx.You(), zone="stack")
    (affinity,) = effect.abilities
    assert isinstance(affinity, fx.Keyword) and affinity.name == "affinity" and affinity.quality == (fx.Filter(types=("Artifact",)),)


def test_differently_named_objects_are_counted_by_their_names() -> None:
    """"the number of differently named lands you control", "for each differently named ...":
    the names among those objects (CR 201.2)."""
    lands = fx.CountDistinct(what=fx.Filter(types=("Land",), controller=fx.You()), characteristic="names")
    _, effect = only_static_effect("This spell costs {X} less to cast, where X is the number of differently named lands you control.")
    assert isinstance(effect, fx.ModifyCost) and effect.amount == lands
    draw = effect_of("Draw a card for each differently named artifact token you control.")
    assert draw.amount == fx.CountDistinct(what=fx.Filter(types=("Artifact",), controller=fx.You(), token=True), characteristic="names")


def test_a_cost_for_each_target_beyond_the_first_counts_the_targets() -> None:
    """Fireball, strive: "{1}{G} more ... for each target beyond the first" (CR 601.2c-f)."""
    _, effect = only_static_effect("This spell costs {1}{G} more to cast for each target beyond the first.")
    assert isinstance(effect, fx.ModifyCost) and effect.increase
    assert effect.amount == fx.TargetsBeyondFirst() and effect.mana == "{G}" and effect.mana_times == fx.TargetsBeyondFirst()


def test_a_keywords_own_cost_change_goes_in_its_activated_ability() -> None:
    """"Equip {3}. This ability costs {1} less to activate for each other Equipment you control."
    (CR 602.2b): a change to the cost of the keyword's activated ability; another sentence after
    a keyword is unsupported."""
    (keyword,) = compiled("Equip {3}. This ability costs {1} less to activate for each other Equipment you control.")
    assert isinstance(keyword, fx.Keyword) and keyword.name == "equip"
    (ability,) = keyword.definition
    (change,) = ability.cost_changes
    assert change.spells == fx.This() and change.action == "activate"
    assert change.amount == fx.CountOf(what=fx.Filter(subtypes=("Equipment",), controller=fx.You(), other=True))
    text = "Equip {3}. Draw a card."
    (missing,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert missing.node == "Sentence"


def test_the_first_spell_you_cast_each_turn_is_a_reduction_of_the_first_only() -> None:
    """"The first creature spell you cast each turn costs {2} less to cast." (CR 601.2f)."""
    _, effect = only_static_effect("The first creature spell you cast each turn costs {2} less to cast.")
    assert isinstance(effect, fx.ModifyCost) and effect.first_each_turn and effect.amount == fx.Fixed(value=2)
    assert effect.spells == fx.Filter(types=("Creature",), controller=fx.You(), zone="stack")


def test_a_limit_sentence_merges_with_the_reduction_before_it() -> None:
    """"This effect reduces only the amount of colored mana you pay." (CR 118.7c does not apply)
    and "can't reduce ... by more than {5}" are limits of the reduction, not effects of their own."""
    _, effect = only_static_effect("Legendary spells you cast cost {R}{G} less to cast. This effect reduces only the amount of colored mana you pay.")
    assert isinstance(effect, fx.ModifyCost) and effect.mana == "{R}{G}" and effect.only_mana
    _, effect = only_static_effect(
        "This spell costs {1} less to cast for each creature you control. This effect can't reduce the amount of mana this spell costs by more than {5}."
    )
    assert isinstance(effect, fx.ModifyCost) and effect.maximum == fx.Fixed(value=5) and not effect.only_mana


def test_a_limit_of_another_mana_than_the_reduction_is_unsupported() -> None:
    """"{G} less ... reduces only the amount of white mana": no reduction of white mana before it."""
    text = "Creature spells you cast cost {G} less to cast. This effect reduces only the amount of white mana you pay."
    abilities = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    (missing,) = compiler.unsupported_in(abilities)
    assert missing.node == "ReducesOnly"


def test_a_change_to_the_cost_of_activated_abilities_names_them_by_object_and_kind() -> None:
    """CR 602.2b: the abilities by the objects they are on, their kind (the keyword that makes
    them, loyalty), who activates them, whether they are mana abilities and what they target."""
    _, effect = only_static_effect("Activated abilities of creatures you control cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.")
    assert isinstance(effect, fx.ModifyCost) and effect.action == "activate" and effect.minimum == 1
    assert effect.spells == fx.ActivatedAbilities(of=fx.Filter(types=("Creature",), controller=fx.You()))
    _, effect = only_static_effect("Equip abilities you activate that target this creature cost {3} less to activate.")
    assert effect.spells == fx.ActivatedAbilities(keyword="equip", player=fx.You(), targets=fx.This())
    _, effect = only_static_effect("Loyalty abilities of planeswalkers your opponents control cost {1} more to activate.")
    assert effect.increase and effect.spells == fx.ActivatedAbilities(of=fx.Filter(types=("Planeswalker",), controller=fx.EachOpponent()), keyword="loyalty")
    _, effect = only_static_effect("Abilities you activate that aren't mana abilities cost {2} less to activate.")
    assert effect.spells == fx.ActivatedAbilities(player=fx.You(), mana_abilities=False)
    # "that target this creature" read with the Equipment is the abilities' (a permanent targets nothing)
    _, effect = only_static_effect("Activated abilities of Equipment you control that target this creature cost {1} less to activate.")
    assert effect.spells == fx.ActivatedAbilities(of=fx.Filter(subtypes=("Equipment",), controller=fx.You()), targets=fx.This())


def test_this_ability_costs_less_to_activate_changes_its_own_cost() -> None:
    (ability,) = compiled("{5}, {T}: Each opponent loses 2 life. This ability costs {1} less to activate for each creature card in your graveyard.")
    assert isinstance(ability, fx.ActivatedAbility)
    assert [type(e) for e in ability.effects] == [fx.LoseLife]
    (change,) = ability.cost_changes
    assert isinstance(change, fx.ModifyCost) and change.action == "activate" and change.spells == fx.This()
    assert isinstance(change.amount, fx.CountOf)


def test_conditional_activation_cost_change_keeps_its_condition() -> None:
    (ability,) = compiled("{3}{W}, {T}: Tap another target creature. This ability costs {2} less to activate if you control a creature with a +1/+1 counter on it.")
    assert isinstance(ability, fx.ActivatedAbility)
    (change,) = ability.cost_changes
    assert isinstance(change, fx.Conditional) and isinstance(change.condition, fx.Controls)
    assert isinstance(change.effects[0], fx.ModifyCost)


def test_abilities_of_other_objects_are_named_by_those_objects() -> None:
    _, effect = only_static_effect("Activated abilities of white enchantments cost {3} more to activate.")
    assert isinstance(effect, fx.ModifyCost) and effect.increase
    assert effect.spells == fx.ActivatedAbilities(of=fx.Filter(types=("Enchantment",), colors=("W",)))


def test_a_change_to_the_activation_cost_of_objects_not_named_as_abilities_stays_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Creatures you control cost {1} less to activate."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))
    assert [p.reason for p in problems] == ["a change to the cost of activating abilities not named as activated abilities"]


def _change(mana: str = "", amount: int = 0, increase: bool = False) -> fx.ModifyCost:
    return fx.ModifyCost(spells=fx.This(), amount=fx.Fixed(value=amount), mana=mana, increase=increase)


def test_colored_reduction_reduces_that_color_then_generic() -> None:
    # CR 118.7c: {U}{U} off a {1}{U} cost: the blue part goes, the excess reduces the generic part
    payment = Payment(generic=1, colored=(("U", 1),))
    assert apply_cost_changes(None, [(_change("{U}{U}"), None)], payment) == Payment()  # type: ignore[arg-type]


def test_colored_reduction_of_a_color_the_cost_lacks_reduces_generic() -> None:
    # CR 118.7b
    payment = Payment(generic=3, colored=(("R", 1),))
    assert apply_cost_changes(None, [(_change("{G}"), None)], payment) == Payment(generic=2, colored=(("R", 1),))  # type: ignore[arg-type]


def test_increases_apply_before_reductions() -> None:
    # CR 601.2f: {1} more then {2} less on a {1}{B} spell leaves {B}, not {1}{B}
    payment = Payment(generic=1, colored=(("B", 1),))
    changes = [(_change(amount=2), None), (_change("{B}", amount=1, increase=True), None)]
    assert apply_cost_changes(None, changes, payment) == Payment(generic=0, colored=(("B", 2),))  # type: ignore[arg-type]


# -- "if a [description] was [milled] this way" (CR 608.2h) ------------------------------------------
def conditional_of(text: str) -> fx.Conditional:
    (ability,) = compiled(text)
    return next(e for e in ability.effects if isinstance(e, fx.Conditional))


def test_milled_this_way_tests_the_milled_cards() -> None:
    conditional = conditional_of("At the beginning of your upkeep, mill a card. If a land card was milled this way, you gain 1 life.")
    condition = conditional.condition
    assert isinstance(condition, fx.Exists)
    assert condition.what == fx.Amongst(among=fx.Found(key="milled"), filter=fx.Filter(types=("Land",), kind="card"))


def test_destroyed_and_sacrificed_this_way() -> None:
    destroyed = conditional_of("Whenever this creature attacks, destroy up to one target artifact. If an artifact is destroyed this way, you draw a card.")
    assert destroyed.condition.what.among == fx.Found(key="destroyed")
    sacrificed = conditional_of("When this creature enters, target player sacrifices a creature of their choice. If a Goblin is sacrificed this way, you draw a card.")
    assert sacrificed.condition.what == fx.Amongst(among=fx.Found(key="sacrificed"), filter=fx.Filter(subtypes=("Goblin",)))


def test_alternatives_this_way() -> None:
    conditional = conditional_of("When this creature enters, exile target card from a graveyard. If an instant card or a card with flash is exiled this way, you draw a card.")
    description = conditional.condition.what.filter
    assert len(description.any_of) == 2


def test_a_definite_object_this_way_is_one_of_the_objects_acted_on() -> None:
    conditional = conditional_of("Destroy target creature. If that creature is destroyed this way, you draw a card.")
    condition = conditional.condition
    assert isinstance(condition, fx.Is) and not condition.negated
    assert isinstance(condition.what, fx.Target) and condition.test == fx.Found(key="destroyed")
    (ability,) = compiled("Counter target spell. If that spell is countered this way, its controller draws a card.")
    counter, conditional = ability.effects
    assert isinstance(counter, fx.CounterSpell) and not counter.instead
    assert conditional.condition == fx.Is(what=counter.what, test=fx.Found(key="countered"))


def test_how_many_were_acted_on_this_way() -> None:
    at_least = conditional_of("Mill three cards. If at least one Zombie card is milled this way, you gain 2 life.").condition
    assert at_least == fx.Exists(what=fx.Amongst(among=fx.Found(key="milled"), filter=fx.Filter(subtypes=("Zombie",), kind="card")))
    two = conditional_of("Mill three cards. If two or more creature cards were milled this way, you gain 2 life.").condition
    assert isinstance(two, fx.Exists) and two.at_least == fx.Fixed(value=2)
    none = conditional_of("Reveal the top card of your library. If no creature cards were revealed this way, you gain 2 life.").condition
    assert isinstance(none, fx.NotCondition) and isinstance(none.condition, fx.Exists)
    assert none.condition.what == fx.Amongst(among=fx.Found(key="revealed"), filter=fx.Filter(types=("Creature",), kind="card"))


def test_exiled_instead_of_put_into_the_graveyard_is_where_the_countered_spell_goes() -> None:
    # CR 701.6a, 614.1a: the move to exile replaces the countered spell's move to the graveyard
    (ability,) = compiled("Counter target spell unless its controller pays {2}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.")
    (unless,) = ability.effects
    assert isinstance(unless, fx.Unless)
    (counter,) = unless.effects
    assert isinstance(counter, fx.CounterSpell)
    (move,) = counter.instead
    assert isinstance(move, fx.Move) and move.to == "exile" and move.what == counter.what
    (ability,) = compiled("Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard, then you may cast it without paying its mana cost.")
    counter, rest = ability.effects
    assert isinstance(counter, fx.CounterSpell) and len(counter.instead) == 1
    assert isinstance(rest, fx.Conditional) and rest.condition == fx.Is(what=counter.what, test=fx.Found(key="countered"))
    assert isinstance(rest.effects[0], fx.Cast)


def test_reveal_until_reads_the_clause_subject() -> None:
    # "Its controller reveals cards from the top of their library until they reveal ...": the
    # controller of the destroyed creature, in their own library (not the caster's)
    (ability,) = compiled("Destroy target creature. Its controller reveals cards from the top of their library until they reveal a creature card.")
    destroy, until = ability.effects
    assert isinstance(until, fx.RevealUntil)
    assert until.player == fx.ControllerOf(what=destroy.what) and until.library == fx.ControllerOf(what=destroy.what)
    (ability,) = compiled("Each opponent exiles cards from the top of their library until they exile a nonland card.")
    (until,) = ability.effects
    assert until.player == fx.EachOpponent() and until.library == fx.EachOpponent()


def test_the_life_lost_and_the_damage_dealt_this_way() -> None:
    (ability,) = compiled("Each opponent loses X life. You gain life equal to the life lost this way.")
    lose, gain = ability.effects
    assert isinstance(lose, fx.LoseLife) and isinstance(gain, fx.GainLife)
    assert gain.amount == fx.LifeChangedThisWay(gained=False)
    (ability,) = compiled("~ deals 3 damage to any target. You gain life equal to the damage dealt this way.")
    deal, gain = ability.effects
    assert isinstance(deal, fx.DealDamage) and gain.amount == fx.DamageDealtThisWay()


def test_each_other_player_is_not_each_player() -> None:
    # "each other player" is every player but one; read as "each player" it would include you
    parsed = parse_ability(normalise_ability("Each other player sacrifices a creature."))
    compiled_line = compiler.compile_line(parsed.line, text="")
    assert fx.EachPlayer() not in list(walk(compiled_line)) and fx.OtherPlayers(than=fx.You()) in list(walk(compiled_line))


def test_objects_put_into_a_zone_this_way() -> None:
    # whatever put them there (destroyed, milled, discarded): the new objects in that zone
    (ability,) = compiled("Target player mills four cards. You draw a card for each creature card put into their graveyard this way.")
    mill, draw = ability.effects
    counted = draw.amount.what
    assert counted.among == fx.Found(key="put into graveyard")
    assert counted.filter == fx.Filter(types=("Creature",), owner=mill.player, kind="card")
    (ability,) = compiled("Destroy all creatures, then return a creature card put into a graveyard this way to the battlefield under your control.")
    _, move = ability.effects
    assert isinstance(move.what, fx.Chosen) and move.what.what.among == fx.Found(key="put into graveyard")
    (ability,) = compiled("Search your library for up to two Forest cards, put them onto the battlefield, then shuffle. Untap all Forests put onto the battlefield this way.")
    untap = ability.effects[-1]
    assert untap.what == fx.Amongst(among=fx.Found(key="put into battlefield"), filter=fx.Filter(subtypes=("Forest",)))


def test_a_player_did_this_way() -> None:
    # "you discarded a card this way": one of the discarded cards is yours (CR 701.9a)
    conditional = conditional_of("When this creature enters, each player discards a card. If you discarded a card this way, draw a card.")
    assert conditional.condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="discarded"), filter=fx.Filter(owner=fx.You(), kind="card")))
    conditional = conditional_of("When this creature enters, each player sacrifices a creature of their choice. If you sacrificed a creature this way, draw a card.")
    assert conditional.condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="sacrificed"), filter=fx.Filter(types=("Creature",), controller=fx.You())))


def test_youve_completed_a_dungeon_is_the_games_history() -> None:
    (ability,) = compiled("Other creatures you control get +1/+1 as long as you've completed a dungeon.")
    assert ability.condition == fx.HappenedThisTurn(what=fx.You(), event="completed_dungeon", period="game")


def test_for_each_time_you_cast_your_commander() -> None:
    (ability,) = compiled("When this creature enters, create a 1/1 white Human Soldier creature token for each time you've cast a commander from the command zone this game.")
    (create,) = ability.effects
    assert create.amount == fx.CommanderCasts(player=fx.You())


def test_objects_acted_on_from_a_zone_this_way() -> None:
    (ability,) = compiled("Exile all cards from target player's graveyard and hand. You gain 3 life for each card exiled from their hand this way.")
    move, gain = ability.effects
    counted = gain.amount.value.what
    assert counted.among == fx.Found(key="put into exile from hand")
    assert counted.filter.owner == fx.Target(key="target", what=fx.EachPlayer())


def test_a_player_doing_it_this_way() -> None:
    conditional = conditional_of("When this creature enters, discard a card at random. If you discard a creature card this way, you gain 2 life.")
    assert conditional.condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="discarded"), filter=fx.Filter(types=("Creature",), owner=fx.You(), kind="card")))
    conditional = conditional_of("When this creature enters, mill four cards. You may put a land card from among them into your hand. If you put no cards into your hand this way, you gain 2 life.")
    condition = conditional.condition
    assert isinstance(condition, fx.NotCondition)
    assert condition.condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="put into hand"), filter=fx.Filter(owner=fx.You(), kind="card")))


# -- the runtime runs them -----------------------------------------------------------------------------
def _pool() -> object:
    from oraclec.runtime import CardPool, homebrew

    pool = CardPool(use_database=False)
    pool.add(homebrew("Mountain", "Basic Land — Mountain"))
    pool.add(homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    lamp = "{5}, {T}: You gain 1 life. This ability costs {1} less to activate for each creature you control."
    pool.add(homebrew("Test Lamp", "Artifact", mana_cost="{1}", abilities=compiled(lamp), oracle_text=lamp))
    check = "At the beginning of your upkeep, mill a card. If a land card was milled this way, you gain 3 life."
    pool.add(homebrew("Test Mill", "Enchantment", mana_cost="{1}", abilities=compiled(check), oracle_text=check))
    return pool


def _game(battlefield: list[str], library: tuple[str, ...] = ()) -> object:
    from oraclec.runtime import Game, ScriptedChooser

    game = Game.setup({"alice": {"battlefield": battlefield, "library": list(library)}, "bob": {}}, pool=_pool())
    game.choosers["alice"] = ScriptedChooser({})
    game.choosers["bob"] = ScriptedChooser({})
    return game


def test_an_activation_cost_reduction_is_applied() -> None:
    game = _game(["Test Lamp", "Grizzly Bears", "Grizzly Bears", "Mountain", "Mountain", "Mountain"])
    game.activate("alice", "Test Lamp")
    game.resolve_stack()
    assert all(o.tapped for o in game.battlefield("alice") if o.name == "Mountain")
    assert game.player("alice").life == 21


def test_an_activation_cost_reduction_counts_when_activated() -> None:
    from oraclec.runtime import IllegalAction

    game = _game(["Test Lamp", "Grizzly Bears", "Mountain", "Mountain", "Mountain"])
    try:
        game.activate("alice", "Test Lamp")  # {4} with one creature: three Mountains are not enough
    except IllegalAction:
        pass
    else:
        raise AssertionError("the ability was activated without paying its reduced cost of {4}")


def test_milled_this_way_reads_the_milled_card() -> None:
    from oraclec.runtime.context import Context
    from oraclec.runtime.dispatch import check_condition, run_effect

    (ability,) = compiled("At the beginning of your upkeep, mill a card. If a land card was milled this way, you gain 3 life.")
    mill, conditional = ability.effects
    for top, gained in (("Mountain", True), ("Grizzly Bears", False)):
        game = _game(["Test Mill"], library=(top,))
        ctx = Context(controller="alice")
        run_effect(game, mill, ctx)
        assert check_condition(game, conditional.condition, ctx) is gained


# -- station thresholds (CR 721.2a) -------------------------------------------------------------------
def test_a_station_threshold_grants_its_abilities_from_n_charge_counters() -> None:
    (ability,) = compiled("8+ | Flying, lifelink")
    assert isinstance(ability, fx.StaticAbility)
    (grant,) = ability.effects
    assert isinstance(grant, fx.GrantAbilities) and grant.what == fx.This() and grant.duration is None
    assert [a.name for a in grant.abilities] == ["flying", "lifelink"]
    assert ability.condition == fx.Compare(left=fx.StatOf(what=fx.This(), stat="counters:charge"), op=">=", right=fx.Fixed(value=8))


def test_a_station_threshold_of_a_triggered_ability() -> None:
    (ability,) = compiled("10+ | Whenever you attack, ~ deals 100 damage to up to one target creature or planeswalker.")
    (grant,) = ability.effects
    assert isinstance(grant.abilities[0], fx.TriggeredAbility)


def test_a_threshold_row_of_instructions_stays_unsupported() -> None:
    # "20+ | Put those cards onto the battlefield." is a die result (CR 706.3a), not a station row
    parsed = parse_ability(normalise_ability("20+ | Draw two cards."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))
    assert len(problems) == 1 and "die result" in problems[0].reason


# -- other permanents entering tapped or with counters (CR 614.1c) ------------------------------------
def test_creatures_your_opponents_control_enter_tapped() -> None:
    (ability,) = compiled("Creatures your opponents control enter tapped.")
    assert isinstance(ability, fx.EntersWith) and ability.tapped
    assert ability.what == fx.Filter(types=("Creature",), controller=fx.EachOpponent())


def test_others_entering_tapped_in_the_runtime() -> None:
    from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

    orb_text = "Creatures your opponents control enter tapped."
    pool = CardPool(use_database=False)
    pool.add(homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    pool.add(homebrew("Test Orb", "Artifact", mana_cost="{1}", abilities=compiled(orb_text), oracle_text=orb_text))
    game = Game.setup({"alice": {"battlefield": ["Test Orb"], "hand": ["Grizzly Bears"]}, "bob": {"hand": ["Grizzly Bears"]}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    for player in ("alice", "bob"):
        card = game.zone("hand", player).objects[0]
        game.move(card, "battlefield", controller=player, cause="effect")
    bears = {o.controller: o.tapped for o in game.state.objects.values() if o.zone == "battlefield" and o.name == "Grizzly Bears"}
    assert bears == {"alice": False, "bob": True}


def test_each_other_creature_you_control_entering_with_a_counter_describes_them_all() -> None:
    """"Each other ...", "Other ... enter with ... on them": every such permanent as it enters,
    not one chosen (CR 614.1c)."""
    for text in (
        "Each other creature you control enters with an additional +1/+1 counter on it.",
        "Other creatures you control enter with an additional +1/+1 counter on them.",
    ):
        (ability,) = compiled(text)
        assert isinstance(ability, fx.EntersWith) and ability.counter == "+1/+1" and ability.amount == fx.Fixed(value=1)
        assert ability.what == fx.Filter(types=("Creature",), controller=fx.You(), other=True), text


def test_others_entering_tapped_as_long_as_a_condition_holds() -> None:
    (ability,) = compiled("As long as ~ is tapped, other permanents enter tapped.")
    assert isinstance(ability, fx.EntersWith) and ability.tapped and ability.what == fx.Filter(other=True)
    assert isinstance(ability.condition, fx.Is) and ability.condition.what == fx.This()


def test_others_entering_with_counters_from_a_graveyard_functions_there() -> None:
    # the replacement functions from the graveyard the condition names (CR 113.6b, 614.1c)
    parsed = parse_ability(normalise_ability("As long as ~ is in your graveyard, each Human creature you control enters with an additional +1/+1 counter on it."))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text="")
    assert not compiler.unsupported_in(abilities)
    (ability,) = abilities
    assert isinstance(ability, fx.EntersWith) and ability.zone == "graveyard" and ability.what is not None and ability.condition is not None


def test_other_creatures_entering_with_a_counter_in_the_runtime() -> None:
    from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

    text = "Other creatures you control enter with an additional +1/+1 counter on them."
    pool = CardPool(use_database=False)
    pool.add(homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    pool.add(homebrew("Test Captain", "Creature — Human", mana_cost="{1}", power=1, toughness=1, abilities=compiled(text), oracle_text=text))
    game = Game.setup({"alice": {"hand": ["Test Captain", "Grizzly Bears"]}, "bob": {"hand": ["Grizzly Bears"]}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    captain = game.find("Test Captain", player="alice")
    game.move(captain, "battlefield", controller="alice", cause="effect")
    for player in ("alice", "bob"):
        card = game.find("Grizzly Bears", player=player)
        game.move(card, "battlefield", controller=player, cause="effect")
    counters = {(o.name, o.controller): o.counters.get("+1/+1", 0) for o in game.state.objects.values() if o.zone == "battlefield"}
    assert counters == {("Test Captain", "alice"): 0, ("Grizzly Bears", "alice"): 1, ("Grizzly Bears", "bob"): 0}


def test_permanents_entering_tapped_this_turn_is_a_replacement_set_up_for_the_turn() -> None:
    """A spell's "Permanents enter tapped this turn." changes how permanents enter until the
    turn ends (CR 614.1c, 611.2a, 514.2), from the runtime's replacement effects."""
    from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
    from oraclec.runtime.context import Context

    parsed = parse_ability(normalise_ability("Permanents enter tapped this turn."), is_spell=True)
    assert parsed.line is not None, parsed.error
    (spell,) = compiler.compile_line(parsed.line, text="")
    (created,) = spell.effects
    assert created == fx.CreateEntersWith(entering=fx.EntersWith(tapped=True, what=fx.Filter()), duration="end_of_turn")
    pool = CardPool(use_database=False)
    pool.add(homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = Game.setup({"alice": {"hand": ["Grizzly Bears", "Grizzly Bears"]}, "bob": {"hand": ["Grizzly Bears"]}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.run(spell.effects, Context(controller="alice"))
    first, second = game.zone("hand", "alice").objects
    for card, player in ((first, "alice"), (game.find("Grizzly Bears", player="bob"), "bob")):
        game.move(card, "battlefield", controller=player, cause="effect")
    assert sorted((o.controller, o.tapped) for o in game.state.objects.values() if o.zone == "battlefield") == [("alice", True), ("bob", True)]
    turn = game.state.turn
    while game.state.turn == turn:
        game.advance()
    before = {o.id for o in game.state.objects.values() if o.zone == "battlefield"}
    game.move(second, "battlefield", controller="alice", cause="effect")
    (entered,) = (o for o in game.state.objects.values() if o.zone == "battlefield" and o.id not in before)
    assert not entered.tapped  # the effect ended with the turn


def test_each_creature_you_control_entering_with_a_counter_this_turn() -> None:
    (ability,) = compiled("{1}{G}, {T}: This turn, each creature you control enters with an additional +1/+1 counter on it.")
    (created,) = ability.effects
    assert isinstance(created, fx.CreateEntersWith) and created.duration == "end_of_turn"
    assert created.entering == fx.EntersWith(counter="+1/+1", amount=fx.Fixed(value=1), what=fx.Filter(types=("Creature",), controller=fx.You()))


# -- "The same is true for [keywords]." ----------------------------------------------------------------
def test_the_same_is_true_for_keywords_repeats_the_sentence_before_for_each_keyword() -> None:
    abilities = compiled("As long as you control a creature with flying, this creature has flying. The same is true for first strike and trample.")
    pairs = []
    for ability in abilities:  # one static ability with a condition for each keyword (CR 611.3a)
        assert isinstance(ability, fx.StaticAbility) and isinstance(ability.condition, fx.Controls)
        (grant,) = ability.effects
        pairs.append((grant.abilities[0].name, ability.condition.what.keywords))
    assert pairs == [("flying", ("flying",)), ("first strike", ("first strike",)), ("trample", ("trample",))]


def test_the_same_is_true_for_keywords_carries_the_keyword_into_the_condition() -> None:
    (ability,) = compiled("Whenever this creature attacks, it gains flying until end of turn if you control a creature with flying. The same is true for first strike and trample.")
    pairs = []
    for effect in ability.effects:
        assert isinstance(effect, fx.Conditional)
        (grant,) = effect.effects
        pairs.append((grant.abilities[0].name, effect.condition.what.keywords))
    assert pairs == [("flying", ("flying",)), ("first strike", ("first strike",)), ("trample", ("trample",))]


def test_the_same_is_true_for_keywords_changes_a_keyword_counter_too() -> None:
    """"... a flying counter on it if ... has flying. The same is true for trample.": the
    counter is of the keyword named (CR 122.1b)."""
    (ability,) = compiled("When ~ enters, put a flying counter on it if you control a creature with flying. The same is true for trample.")
    pairs = []
    for effect in ability.effects:
        (put,) = effect.effects
        pairs.append((put.counter, effect.condition.what.keywords))
    assert pairs == [("flying", ("flying",)), ("trample", ("trample",))]


def test_the_same_is_true_after_a_sentence_naming_no_keyword_stays_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Draw a card. The same is true for flying."))
    assert parsed.line is not None, parsed.error
    (problem,) = compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))
    assert "names no one keyword" in problem.reason


def test_an_object_having_a_keyword_as_a_condition() -> None:
    """"if a creature you control has first strike": one of them has it; "if that creature has
    flying": a test of that one object (CR 702.1)."""
    (ability,) = compiled("At the beginning of each combat, creatures you control gain first strike until end of turn if a creature you control has first strike.")
    (effect,) = ability.effects
    assert effect.condition == fx.Exists(what=fx.Filter(types=("Creature",), controller=fx.You(), keywords=("first strike",)))
    (ability,) = compiled("Whenever another creature you control enters, this creature gains flying until end of turn if that creature has flying and trample.")
    (effect,) = ability.effects
    assert effect.condition == fx.Is(what=fx.Found(key="triggering"), test=fx.Filter(keywords=("flying", "trample")))


# -- doubling and tripling (CR 701.10-11) --------------------------------------------------------------
def test_doubling_power_gives_plus_its_power() -> None:
    (ability,) = compiled("{2}{R}{G}: Double ~'s power and toughness until end of turn.")
    (pump,) = ability.effects
    assert pump == fx.ModifyPT(
        what=fx.This(), power=fx.StatOf(what=fx.This(), stat="power"), toughness=fx.StatOf(what=fx.This(), stat="toughness"), duration="end_of_turn",
    )


def test_tripling_power_adds_twice_its_power() -> None:
    (ability,) = compiled("Triple target creature's power until end of turn.")
    (pump,) = ability.effects
    assert isinstance(pump.what, fx.Target)
    assert pump.power == fx.Scaled(value=fx.StatOf(what=pump.what, stat="power"), numerator=2)
    assert pump.toughness == fx.Fixed(value=0)


def test_doubling_a_life_total_gains_that_much_life() -> None:
    (ability,) = compiled("Whenever enchanted creature deals combat damage to a player, double its controller's life total.")
    (gain,) = ability.effects
    assert isinstance(gain, fx.GainLife)
    assert gain.amount == fx.LifeTotal(player=gain.player)


# -- coven: "three or more creatures with different powers" ---------------------------------------------
def test_controlling_creatures_with_different_powers_counts_distinct_powers() -> None:
    (ability,) = compiled("Coven — As long as you control three or more creatures with different powers, this creature gets +1/+1.")
    condition = ability.ability.condition
    assert condition == fx.AtLeast(
        value=fx.CountDistinct(what=fx.Filter(types=("Creature",), controller=fx.You()), characteristic="powers"), amount=fx.Fixed(value=3),
    )


# -- additional land plays (CR 305.2) ------------------------------------------------------------------
def test_an_additional_land_on_each_of_your_turns() -> None:
    _, effect = only_static_effect("You may play an additional land on each of your turns.")
    assert effect == fx.AdditionalLandPlays(amount=fx.Fixed(value=1), player=fx.You())
    _, two = only_static_effect("You may play two additional lands on each of your turns.")
    assert two == fx.AdditionalLandPlays(amount=fx.Fixed(value=2), player=fx.You())


def test_additional_land_plays_in_the_runtime() -> None:
    from oraclec.runtime import CardPool, Game, IllegalAction, ScriptedChooser, homebrew

    text = "You may play an additional land on each of your turns."
    pool = CardPool(use_database=False)
    pool.add(homebrew("Forest", "Basic Land — Forest"))
    pool.add(homebrew("Test Exploration", "Enchantment", mana_cost="{G}", abilities=compiled(text), oracle_text=text))
    game = Game.setup({"alice": {"battlefield": ["Test Exploration"], "hand": ["Forest", "Forest", "Forest"]}, "bob": {}}, pool=pool, turn=3)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.play_land("alice", "Forest")
    game.play_land("alice", "Forest")  # the additional land
    try:
        game.play_land("alice", "Forest")
    except IllegalAction:
        pass
    else:
        raise AssertionError("a third land was played with one additional land play")
    assert game.names("battlefield", "alice").count("Forest") == 2


# -- where abilities function (CR 113.6) ---------------------------------------------------------------
def test_an_ability_that_exiles_its_card_from_the_graveyard_functions_there() -> None:
    """CR 113.6m: the cost moves the card out of the graveyard."""
    (ability,) = compiled(
        "Exile this card and two other cards named ~ from your graveyard: Draw a card. Activate only as a sorcery."
    )
    assert isinstance(ability, fx.ActivatedAbility)
    assert ability.zone == "graveyard" and ability.sorcery_speed
    (cost,) = ability.costs
    assert isinstance(cost, fx.ExileCost) and isinstance(cost.what, fx.Union)
    this, others = cost.what.parts
    assert this == fx.This()
    assert isinstance(others, fx.Chosen) and others.amount == fx.Fixed(value=2)
    assert others.what.name == "~" and others.what.other and others.what.zone == "graveyard"


def test_an_ability_that_returns_its_card_from_the_graveyard_functions_there() -> None:
    (ability,) = compiled("{1}{B}: Return this card from your graveyard to the battlefield tapped.")
    assert isinstance(ability, fx.ActivatedAbility) and ability.zone == "graveyard"


def test_an_ability_that_discards_its_card_functions_in_the_hand() -> None:
    (ability,) = compiled("{1}{G}, Discard this card: Draw a card.")
    assert isinstance(ability, fx.ActivatedAbility) and ability.zone == "hand"


def test_other_activated_abilities_function_on_the_battlefield() -> None:
    (ability,) = compiled("{T}, Exile target card from a graveyard: Draw a card.")
    assert isinstance(ability, fx.ActivatedAbility) and ability.zone == "battlefield"


def test_put_into_a_graveyard_from_anywhere_triggers_from_the_graveyard() -> None:
    """CR 113.6k, 603.6c: not a leaves-the-battlefield ability."""
    (ability,) = compiled("When this creature is put into a graveyard from anywhere, shuffle it into its owner's library.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.zone == "graveyard"
    (shuffle,) = ability.effects
    assert isinstance(shuffle, fx.Shuffle) and shuffle.what == fx.This()


def test_put_into_a_graveyard_from_the_battlefield_looks_back() -> None:
    (ability,) = compiled("When this creature is put into a graveyard from the battlefield, draw a card.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.zone == "battlefield"


# -- searching several zones, outside the game, the amassed Army -------------------------------------
def test_searching_several_zones_and_or_lets_the_player_choose() -> None:
    (ability,) = compiled("Search your graveyard, hand, and/or library for a card named Island and put it onto the battlefield. If you search your library this way, shuffle.")
    search, move, shuffle = ability.effects
    assert isinstance(search, fx.Search) and search.choose_zones
    assert [z.kind for z in search.zones] == ["graveyard", "hand", "library"]
    assert isinstance(shuffle, fx.Conditional) and shuffle.condition == fx.SearchedZone(zone="library")


def test_searching_two_zones_with_and_searches_both() -> None:
    (ability,) = compiled("Search your library and graveyard for a card named Island and put it onto the battlefield.")
    search = ability.effects[0]
    assert isinstance(search, fx.Search) and not search.choose_zones and len(search.zones) == 2


def test_a_card_you_own_from_outside_the_game() -> None:
    (ability,) = compiled("You may reveal a creature or land card you own from outside the game and put it into your hand.")
    (may,) = ability.effects
    reveal, move = may.effects
    assert isinstance(reveal, fx.Reveal) and isinstance(reveal.what, fx.Chosen)
    assert reveal.what.what.zone == "outside" and reveal.what.what.zone_owner == fx.You()
    assert move == fx.Move(what=fx.Found(key="revealed"), to="hand")


def test_the_amassed_army() -> None:
    (ability,) = compiled("Amass Orcs 3, then target player mills X cards, where X is the amassed Army's power.")
    mill = ability.effects[-1]
    assert isinstance(mill, fx.Mill)
    assert isinstance(mill.amount, fx.StatOf) and mill.amount.stat == "power"
    assert mill.amount.what.among == fx.Found(key="amassed")


# -- "a card at random from ..." ---------------------------------------------------------------------
def test_a_card_at_random_is_picked_by_chance() -> None:
    (ability,) = compiled("When this creature enters, target player reveals a card at random from their hand, then loses life equal to that card's mana value.")
    reveal = ability.effects[0]
    assert isinstance(reveal, fx.Reveal) and isinstance(reveal.what, fx.Chosen)
    assert reveal.what.at_random and reveal.what.what.zone == "hand"


def test_a_card_from_a_zone_without_at_random_is_chosen() -> None:
    (ability,) = compiled("Exile a card from your graveyard.")
    (move,) = ability.effects
    assert isinstance(move.what, fx.Chosen) and not move.what.at_random


def test_discard_at_random_stays_a_discard_at_random() -> None:
    (ability,) = compiled("Target player discards a card at random.")
    (discard,) = ability.effects
    assert isinstance(discard, fx.Discard) and discard.at_random


def test_discarding_a_card_of_a_kind_is_a_choice_of_that_kind_not_every_such_card() -> None:
    """CR 701.9a: "a creature card" is one the player picks; "all creature cards" names them."""
    (one,) = compiled("Discard a creature card.")[0].effects
    assert one.what is None and one.kind.types == ("Creature",) and one.amount == fx.Fixed(value=1)
    (every,) = compiled("Discard all creature cards.")[0].effects
    assert every.kind is None and every.what.types == ("Creature",)


def test_discarding_up_to_a_number_keeps_up_to() -> None:
    (discard,) = compiled("Discard up to two cards.")[0].effects
    assert discard.up_to and discard.amount == fx.Fixed(value=2) and discard.kind is None
    (exact,) = compiled("Discard two cards.")[0].effects
    assert not exact.up_to


# -- "perpetually" (Alchemy) ---------------------------------------------------------------------------
def test_perpetually_gains_lasts_for_the_game() -> None:
    (ability,) = compiled("{T}: Choose a creature card in your hand. It perpetually gains haste.")
    choose, grant = ability.effects
    assert isinstance(grant, fx.GrantAbilities) and grant.duration == "perpetual"
    assert grant.what == fx.Found(key="chosen")


def test_cards_in_hand_perpetually_get() -> None:
    (ability,) = compiled("When this creature enters, creature cards in your hand perpetually get +1/+1.")
    (pump,) = ability.effects
    assert isinstance(pump, fx.ModifyPT) and pump.duration == "perpetual" and pump.what.zone == "hand"


def test_perpetually_with_an_instruction_without_duration_is_not_lowered() -> None:
    parsed = parse_ability(normalise_ability("Creature cards in your hand perpetually gain 2 life."))
    assert parsed.line is not None
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))
    assert problems and "perpetually" in problems[0].reason


# -- "seek" (Alchemy) ----------------------------------------------------------------------------------
def test_seek_puts_cards_at_random_from_the_library_into_the_hand() -> None:
    (ability,) = compiled("Seek two nonland cards.")
    (move,) = ability.effects
    assert isinstance(move, fx.Move) and move.to == "hand"
    assert isinstance(move.what, fx.Chosen) and move.what.at_random and move.what.amount == fx.Fixed(value=2)
    assert move.what.what.zone == "library" and move.what.what.zone_owner == fx.You()
    assert move.what.what.excluded_types == ("Land",)


def test_seek_two_descriptions_is_two_moves_and_them_is_what_was_sought() -> None:
    (ability,) = compiled("Seek a land card and a nonland card. Put them onto the battlefield.")
    land, nonland, put = ability.effects
    assert land.what.what.types == ("Land",) and nonland.what.what.excluded_types == ("Land",)
    assert put == fx.Move(what=fx.Found(key="moved"), to="battlefield")


def test_what_a_where_x_quantity_counts_is_not_an_antecedent() -> None:
    (ability,) = compiled("Seek X creature cards, where X is the number of creatures you control. Put those cards onto the battlefield.")
    seek, put = ability.effects
    assert isinstance(seek.what.amount, fx.Value) and seek.what.amount != fx.Variable(name="X")
    assert put.what == fx.Found(key="moved")


# -- "twice that many" -------------------------------------------------------------------------------
def test_a_mill_replacement_changes_the_number_milled() -> None:
    (ability,) = compiled("If an opponent would mill one or more cards, they mill twice that many cards instead.")
    (replacement,) = ability.effects if isinstance(ability, fx.StaticAbility) else (ability,)
    assert isinstance(replacement, fx.Replacement) and replacement.event == "mill"
    assert replacement.player == fx.EachOpponent() and replacement.instead == ()
    assert replacement.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)


def test_twice_that_many_counters() -> None:
    (ability,) = compiled("Put twice that many +1/+1 counters on target creature.")
    (put,) = ability.effects
    assert put.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)


# -- a quantity replaced: counters put, tokens created, life gained (CR 614.1a, 122.6, 111.1, 119.3) --
def _replacement_with(text: str) -> fx.Replacement:
    (ability,) = compiled(text)
    (replacement,) = ability.effects if isinstance(ability, fx.StaticAbility) else (ability,)
    assert isinstance(replacement, fx.Replacement)
    return replacement


def _replacement(text: str) -> fx.Replacement:
    replacement = _replacement_with(text)
    assert replacement.instead == ()
    return replacement


def test_counters_put_that_many_plus_one_instead() -> None:
    replacement = _replacement("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.")
    assert replacement.event == "counter_added" and replacement.matches.counter == "+1/+1"
    assert replacement.what.types == ("Creature",) and replacement.what.controller == fx.You()
    assert replacement.amount == fx.Sum(parts=(fx.EventAmount(), fx.Fixed(value=1)))


def test_counters_of_each_kind_put_instead() -> None:
    replacement = _replacement(
        "If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead."
    )
    assert replacement.event == "counter_added" and replacement.matches.counter is None
    assert replacement.amount == fx.Sum(parts=(fx.EventAmount(), fx.Fixed(value=1)))


def test_counters_of_another_kind_or_on_another_object_are_not_the_events() -> None:
    for text in (
        "If one or more +1/+1 counters would be put on a creature you control, that many plus one -1/-1 counters are put on it instead.",
        "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on ~ instead.",
    ):
        parsed = parse_ability(normalise_ability(text))
        assert parsed.line is not None and compiler.unsupported_in(compiler.compile_line(parsed.line, text=text)), text


def test_tokens_created_twice_that_many_instead() -> None:
    replacement = _replacement("If one or more tokens would be created under your control, twice that many of those tokens are created instead.")
    assert replacement.event == "created" and replacement.player == fx.You() and replacement.what.token is True
    assert replacement.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)


def test_life_gained_plus_one_or_twice_instead() -> None:
    plus = _replacement("If you would gain life, you gain that much life plus 1 instead.")
    assert plus.event == "gain_life" and plus.player == fx.You()
    assert plus.amount == fx.Sum(parts=(fx.EventAmount(), fx.Fixed(value=1)))
    twice = _replacement("If an opponent would gain life, that player gains twice that much life instead.")
    assert twice.player == fx.EachOpponent() and twice.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)


def test_tokens_created_plus_an_additional_token_instead() -> None:
    (ability,) = compiled("If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token.")
    assert isinstance(ability, fx.Replacement) and ability.event == "create" and ability.player == fx.You()
    assert ability.what.subtypes == ("Treasure",) and ability.amount == fx.EventAmount()
    (treasure,) = ability.instead
    assert isinstance(treasure, fx.CreateToken) and treasure.token.subtypes == ("Treasure",) and treasure.amount == fx.Fixed(value=1)
    parsed = parse_ability(normalise_ability("Create those tokens plus an additional Treasure token."))
    assert parsed.line is not None and compiler.unsupported_in(compiler.compile_line(parsed.line))  # no creation replaced


def test_an_effect_would_create_tokens_or_put_counters() -> None:
    tokens = _replacement("If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.")
    assert tokens.event == "create" and tokens.player == fx.You() and tokens.what.token is True
    assert tokens.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)
    counters = _replacement("If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.")
    assert counters.event == "counter_added_by_effect" and counters.player is None and counters.matches.counter is None
    assert counters.what.controller == fx.You() and counters.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)


def test_a_players_counters_replaced() -> None:
    counters = _replacement("If you would get one or more counters, you get that many plus one of each of those kinds of counters instead.")
    assert counters.event == "player_counter_added" and counters.player == fx.You() and counters.matches.counter is None
    assert counters.amount == fx.Sum(parts=(fx.EventAmount(), fx.Fixed(value=1)))
    energy = _replacement("If you would get one or more {E}, you get twice that many {E} instead.")
    assert energy.matches.counter == "energy" and energy.amount == fx.Scaled(value=fx.EventAmount(), numerator=2)


def test_a_number_written_as_a_sum() -> None:
    assert effect_of("~ deals X plus 2 damage to any target.").amount == fx.Sum(parts=(fx.Variable(name="X"), fx.Fixed(value=2)))
    gain = effect_of("You gain X plus 1 life, where X is the number of green creatures on the battlefield.")
    assert isinstance(gain, fx.GainLife) and isinstance(gain.amount, fx.Sum) and gain.amount.parts[1] == fx.Fixed(value=1)
    assert isinstance(gain.amount.parts[0], fx.CountOf)


def test_other_tokens_created_in_place_of_the_events() -> None:
    replacement = _replacement_with(
        "If one or more creature tokens would be created under your control, that many 4/4 white Angel creature tokens with flying and vigilance are created instead."
    )
    assert replacement.event == "created" and replacement.amount == fx.Fixed(value=0)
    (angels,) = replacement.instead
    assert angels.token.subtypes == ("Angel",) and angels.amount == fx.EventAmount()


def test_draw_that_many_cards_plus_one() -> None:
    (ability,) = compiled("Discard any number of cards, then draw that many cards plus one.")
    _discard, draw = ability.effects
    assert draw == fx.Draw(player=fx.You(), amount=fx.Sum(parts=(fx.EventAmount(), fx.Fixed(value=1))))


# -- "conjure" (Alchemy) -------------------------------------------------------------------------------
def test_conjure_named_cards_into_a_zone() -> None:
    (ability,) = compiled("Conjure four cards named Lightning Bolt into your library, then shuffle.")
    conjure, shuffle = ability.effects
    assert conjure == fx.Conjure(to="library", name="Lightning Bolt", amount=fx.Fixed(value=4))
    assert isinstance(shuffle, fx.Shuffle)


def test_conjure_onto_the_battlefield_and_refer_to_it() -> None:
    (ability,) = compiled("Conjure a card named Grizzly Bears onto the battlefield tapped, then put a +1/+1 counter on it.")
    conjure, put = ability.effects
    assert conjure == fx.Conjure(to="battlefield", name="Grizzly Bears", tapped=True)
    assert put.what == fx.Found(key="conjured")


def test_conjure_a_duplicate() -> None:
    (ability,) = compiled("When this creature enters, conjure a duplicate of another target nontoken creature you control into your hand.")
    (conjure,) = ability.effects
    assert conjure.to == "hand" and conjure.name is None and isinstance(conjure.duplicate_of, fx.Target)


# -- "choose ... at random" ----------------------------------------------------------------------------
def test_choose_an_opponent_at_random() -> None:
    (ability,) = compiled("At the beginning of combat on your turn, choose an opponent at random.")
    (choose,) = ability.effects
    assert isinstance(choose, fx.ChooseQuality) and choose.quality == "opponent" and choose.at_random


def test_choose_a_creature_at_random() -> None:
    (ability,) = compiled("Choose a creature at random. Destroy it.")
    choose, destroy = ability.effects
    assert isinstance(choose, fx.ChooseObjects) and choose.what.at_random
    assert destroy.what == fx.Found(key="chosen")


# -- "that shares a color with it" ---------------------------------------------------------------------
def test_shares_a_quality_with_objects() -> None:
    (ability,) = compiled("Destroy target creature and each other creature that shares a color with it.")
    (destroy,) = ability.effects
    target, others = destroy.what.parts
    assert isinstance(target, fx.Target)
    assert others.shared == "color" and others.shares_with == target and others.other


# -- "from the top of your library" (CR 401.1) and "a number of ... equal to" ------------------------
def test_cards_from_the_top_of_a_library_are_its_top_cards_not_a_choice() -> None:
    (ability,) = compiled("Exile three cards from the top of your library.")
    (move,) = ability.effects
    assert move.what == fx.TopOfLibrary(player=fx.You(), amount=fx.Fixed(value=3))


def test_a_static_cast_permission_from_the_top_of_a_library_is_for_the_top_card_only() -> None:
    (ability,) = compiled("You may cast creature spells from the top of your library.")
    (permission,) = ability.effects
    assert isinstance(permission, fx.PlayPermission) and permission.action == "cast"
    assert permission.what.zone == "library" and permission.what.states == (fx.TOP_OF_LIBRARY,)


def test_a_number_of_things_equal_to_a_quantity() -> None:
    creatures = fx.CountOf(what=fx.Filter(types=("Creature",), controller=fx.You()))
    (ability,) = compiled("Create a number of Treasure tokens equal to the number of creatures you control.")
    (create,) = ability.effects
    assert isinstance(create, fx.CreateToken) and create.amount == creatures
    (ability,) = compiled("Draw a number of cards equal to the number of creatures you control.")
    assert ability.effects == (fx.Draw(amount=creatures),)
    (ability,) = compiled("Exile a number of cards from the top of your library equal to X.")
    assert ability.effects[0].what == fx.TopOfLibrary(player=fx.You(), amount=fx.Variable(name="X"))


# -- boons (Alchemy) -----------------------------------------------------------------------------------
def test_a_one_time_boon_is_a_delayed_trigger() -> None:
    (ability,) = compiled('When this creature enters, you get a one-time boon with "When you cast a creature spell without flying, it perpetually gains flying."')
    (boon,) = ability.effects
    assert isinstance(boon, fx.DelayedTrigger)
    assert isinstance(boon.trigger, fx.Trigger) and boon.trigger.event == "cast"
    (grant,) = boon.effects
    assert isinstance(grant, fx.GrantAbilities) and grant.duration == "perpetual"


def test_a_boon_that_triggers_several_times_is_not_lowered() -> None:
    parsed = parse_ability(normalise_ability('You get a three-time boon with "Whenever one or more Merfolk enter under your control, draw a card."'))
    assert parsed.line is not None
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))
    assert problems and "3 times" in problems[0].reason


# -- durations on a clause (CR 611.2a) --------------------------------------------------------------------
def test_you_may_cast_it_this_turn_is_a_permission_for_the_turn() -> None:
    """Impulse draw: the exiled card may be cast until the turn ends (CR 601.3), not cast now
    or never; "this turn" used to be dropped."""
    text = "Exile the top card of your library. If it's red, you may cast it this turn."
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None
    (ability,) = compiler.compile_line(parsed.line, text=text)
    assert isinstance(ability, fx.SpellAbility) and not compiler.unsupported_in(ability)
    conditional = ability.effects[1]
    assert isinstance(conditional, fx.Conditional)
    (permission,) = conditional.effects
    assert permission == fx.PlayPermission(what=fx.Found(key="exiled"), player=fx.You(), duration="end_of_turn", action="cast")


def test_as_though_it_had_flash_this_turn_lasts_the_turn() -> None:
    (ability,) = compiled("You may cast spells this turn as though they had flash.")
    (effect,) = ability.effects
    assert isinstance(effect, fx.AsThough) and effect.kind == "flash" and effect.duration == "end_of_turn"


def test_a_duration_that_nothing_keeps_is_unsupported_not_dropped() -> None:
    """"Exile target creature until end of turn": exiling does not last, so the card would
    lose its "until" silently; it is an explicit Unsupported node with the duration's text."""
    parsed = parse_ability(normalise_ability("Exile target creature until end of turn."))
    assert parsed.line is not None
    abilities = compiler.compile_line(parsed.line, text="Exile target creature until end of turn.")
    (problem,) = compiler.unsupported_in(abilities)
    assert problem.reason == "a duration on instructions that do not last" and problem.text == "until end of turn"
    # the same duration on an effect that lasts is kept
    (pump,) = compiled("Target creature gets +2/+2 until end of turn.")
    assert pump.effects[0].duration == "end_of_turn"


# -- counted counters (CR 122.1) ---------------------------------------------------------------------
def test_for_each_counter_on_an_object_multiplies_the_amount() -> None:
    (ability,) = compiled("{1}, Sacrifice this artifact: Draw a card for each charge counter on this artifact.")
    (draw,) = ability.effects
    assert isinstance(draw, fx.Draw)
    assert draw.amount == fx.StatOf(what=fx.This(), stat="counters:charge")


def test_for_each_counter_reduces_a_cost_per_counter() -> None:
    _, effect = only_static_effect("Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~.")
    assert isinstance(effect, fx.ModifyCost) and not effect.increase
    assert effect.amount == fx.StatOf(what=fx.This(), stat="counters:+1/+1")


def test_counters_on_each_object_of_a_group_are_each_objects_own() -> None:
    """Not one multiplier: each object's own counters, read for each object (CR 122.1, 613.4c);
    an instruction other than a change of power and toughness has no object to read them on."""
    (ability,) = compiled("Each creature you control gets +1/+1 for each +1/+1 counter on it.")
    (change,) = ability.effects
    assert isinstance(change, fx.ModifyPT) and change.each
    assert fx.StatOf(what=fx.Found(key=fx.ModifyPT.EACH_KEY), stat="counters:+1/+1") in walk(change.power)
    parsed = parse_ability(normalise_ability("Enchanted creature gets +1/+1 for each +1/+1 counter on other creatures you control."))
    abilities = compiler.compile_line(parsed.line, text="")
    assert [u.reason for u in compiler.unsupported_in(abilities)] == ["counters on objects \"other\" than one the clause names (CR 109.1)"]


def test_for_each_counter_of_any_kind() -> None:
    (ability,) = compiled("Whenever a legendary creature with counters on it dies, draw a card for each counter on it.")
    (draw,) = ability.effects
    assert isinstance(draw, fx.Draw) and isinstance(draw.amount, fx.StatOf) and draw.amount.stat == "counters"


def test_a_number_of_counters_equal_to_a_quantity() -> None:
    (ability,) = compiled("Put a number of +1/+1 counters on target creature you control equal to the number of cards in your hand.")
    (put,) = ability.effects
    assert isinstance(put, fx.PutCounters) and put.counter == "+1/+1"
    assert isinstance(put.what, fx.Target)
    assert isinstance(put.amount, fx.CountOf) and put.amount.what.zone == "hand"


def test_enters_with_a_number_of_counters_equal_to_a_quantity() -> None:
    (ability,) = compiled("This creature enters with a number of +1/+1 counters on it equal to the number of land cards in all graveyards.")
    assert isinstance(ability, fx.EntersWith)
    assert ability.counter == "+1/+1" and isinstance(ability.amount, fx.CountOf)
    assert ability.amount.what.types == ("Land",) and ability.amount.what.zone == "graveyard"


# -- delayed triggers with a duration (CR 603.7c) ----------------------------------------------------
def test_until_end_of_turn_whenever_is_a_delayed_trigger_lasting_the_turn() -> None:
    (ability,) = compiled("When this creature enters, until end of turn, whenever a nontoken creature you control dies, draw a card.")
    assert isinstance(ability, fx.TriggeredAbility)
    (delayed,) = ability.effects
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.duration == "end_of_turn"
    assert isinstance(delayed.trigger, fx.Trigger) and delayed.trigger.event == "dies"
    assert delayed.effects == (fx.Draw(player=fx.You(), amount=fx.Fixed(value=1)),)


# -- colors of an object (CR 105.2), names chosen before (CR 607.2) -----------------------------------
def test_for_each_of_its_colors_counts_the_subjects_colors() -> None:
    _, effect = only_static_effect("Equipped creature gets +1/+0 for each of its colors.")
    assert isinstance(effect, fx.ModifyPT)
    assert effect.power == fx.Scaled(value=fx.CountDistinct(what=fx.AttachedTo(relation="equipped"), characteristic="colors"), numerator=1)
    assert effect.toughness == fx.Fixed(value=0)


def test_cards_with_that_name_are_those_with_the_chosen_name() -> None:
    (ability,) = compiled("Target player reveals their hand and discards all cards with that name.")
    discard = ability.effects[-1]
    assert isinstance(discard, fx.Discard)
    assert discard.what.chosen == ("name",)


# -- mana of any type (CR 609.4b), life changed this turn (CR 119.3) --------------------------------
def test_mana_of_any_type_can_be_spent_to_cast_it() -> None:
    (ability,) = compiled("You may cast that card this turn, and mana of any type can be spent to cast that spell.")
    spend = ability.effects[-1]
    assert isinstance(spend, fx.AsThough) and spend.kind == "any_type_mana" and spend.player == fx.You()
    assert spend.what is not None


def test_the_life_they_lost_this_turn() -> None:
    (ability,) = compiled("At the beginning of each end step, each opponent loses life equal to the life they lost this turn.")
    (lose,) = ability.effects
    assert isinstance(lose, fx.LoseLife)
    assert isinstance(lose.amount, fx.LifeChangedThisTurn) and not lose.amount.gained


def test_for_each_1_life_lost_this_turn() -> None:
    (ability,) = compiled("At the beginning of each of your postcombat main phases, add {R} for each 1 life your opponents have lost this turn.")
    (add,) = ability.effects
    assert isinstance(add, fx.AddMana) and add.amount == fx.LifeChangedThisTurn(player=fx.EachOpponent(), gained=False)


def test_gets_an_additional_change_is_another_pt_change() -> None:
    (ability,) = compiled("Target creature gets -1/-1 until end of turn. It gets an additional -1/-1 until end of turn for each card named ~ in your graveyard.")
    first, second = ability.effects
    assert isinstance(first, fx.ModifyPT) and isinstance(second, fx.ModifyPT)
    assert second.duration == "end_of_turn" and isinstance(second.power, fx.Scaled) and second.power.numerator == -1


def test_exile_with_counters_puts_them_on_the_exiled_card() -> None:
    (ability,) = compiled("Draw two cards. Exile ~ with three time counters on it.")
    _, exile, put = ability.effects
    assert isinstance(exile, fx.Move) and exile.to == "exile" and exile.what == fx.This()
    assert put == fx.PutCounters(what=fx.Found(key="exiled"), counter="time", amount=fx.Fixed(value=3))


def test_lesser_mana_value_compares_with_the_object_of_the_trigger() -> None:
    (ability,) = compiled("Whenever ~ or another legendary creature you control dies, return target legendary creature card with lesser mana value from your graveyard to the battlefield tapped.")
    (move,) = ability.effects
    wanted = move.what.what
    assert wanted.stat == ("mana_value", "<", fx.StatOf(what=fx.Found(key="triggering"), stat="mana_value"))


def test_becomes_the_color_of_your_choice_chooses_then_becomes() -> None:
    (ability,) = compiled("{T}: Target permanent becomes the color of your choice until end of turn.")
    choose, becomes = ability.effects
    assert choose == fx.ChooseQuality(quality="color", player=fx.You())
    assert isinstance(becomes, fx.Becomes) and becomes.chosen == ("color",) and becomes.duration == "end_of_turn"
    assert isinstance(becomes.what, fx.Target)


def test_for_each_counter_a_player_has() -> None:
    _, effect = only_static_effect("Instant and sorcery spells you cast cost {1} less to cast for each experience counter you have.")
    assert isinstance(effect, fx.ModifyCost) and effect.amount == fx.StatOf(what=fx.You(), stat="counters:experience")


# -- division among targets (CR 601.2d) --------------------------------------------------------------
def test_damage_divided_among_one_two_or_three_targets() -> None:
    (ability,) = compiled("~ deals 3 damage divided as you choose among one, two, or three target attacking or blocking creatures.")
    (damage,) = ability.effects
    assert isinstance(damage, fx.DealDamage) and damage.divided and damage.amount == fx.Fixed(value=3)
    assert isinstance(damage.to, fx.Target) and (damage.to.min, damage.to.max, damage.to.count) == (1, 3, None)


def test_damage_divided_among_any_number_of_targets() -> None:
    (ability,) = compiled("~ deals 5 damage divided as you choose among any number of targets.")
    (damage,) = ability.effects
    assert damage.divided and damage.to.what == fx.AnyTarget() and damage.to.count == fx.AnyNumber()


def test_counters_distributed_among_targets() -> None:
    (ability,) = compiled("Distribute three +1/+1 counters among one, two, or three target creatures.")
    (put,) = ability.effects
    assert isinstance(put, fx.PutCounters) and put.divided and put.counter == "+1/+1" and put.amount == fx.Fixed(value=3)
    assert (put.what.min, put.what.max) == (1, 3)


# -- "put [objects] into [zone] from [zone]" ------------------------------------------------------------
def test_the_from_zone_after_the_destination_says_where_the_objects_are() -> None:
    (ability,) = compiled("{T}: Put a creature card into your hand from your graveyard.")
    (move,) = ability.effects
    assert isinstance(move, fx.Move) and move.to == "hand"
    assert move.what.what.zone == "graveyard" and move.what.what.types == ("Creature",)


def test_the_command_zone_belongs_to_no_player() -> None:
    (ability,) = compiled("{T}, Sacrifice this land: Put your commander into your hand from the command zone.")
    (move,) = ability.effects
    assert move.to == "hand" and move.what.what.zone == "command" and move.what.what.zone_owner is None  # CR 408.1
    assert move.what.what.states == ("commander",)


def test_a_zone_qualifier_that_says_no_owner_is_not_dropped() -> None:
    """The qualifier of a zone that has its owner already ("its owner's library from your
    graveyard") has nowhere to go in the zone: it is reported, not lost."""
    parsed = parse_ability(normalise_ability("Put target card on top of its owner's library from your graveyard."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line, text=parsed.text.text))
    assert unsupported.text == "from your graveyard"


def test_unlocking_this_door_is_a_trigger_on_this_object() -> None:
    (ability,) = compiled("When you unlock this door, draw a card.")
    assert isinstance(ability, fx.TriggeredAbility)
    assert ability.trigger.event == "unlock" and ability.trigger.what == fx.This()  # CR 709.5h


# -- triggered abilities created by the instructions before them (CR 603.7, 603.12) -------------------
def test_when_you_do_is_a_reflexive_trigger_after_the_choice() -> None:
    """CR 603.12: the reflexive ability follows the "may" it depends on."""
    (ability,) = compiled("Whenever a creature attacks, you may pay {3}. When you do, put a +1/+1 counter on that creature.")
    assert isinstance(ability, fx.TriggeredAbility)
    may, reflexive = ability.effects
    assert isinstance(may, fx.May) and isinstance(reflexive, fx.ReflexiveTrigger)
    assert reflexive.condition is None and not reflexive.negate
    (put,) = reflexive.effects
    assert isinstance(put, fx.PutCounters) and put.what == fx.Found(key="triggering")


def test_when_you_dont_is_a_reflexive_trigger_on_the_declined_choice() -> None:
    (ability,) = compiled("When this creature enters, you may sacrifice a creature. When you don't, tap this creature.")
    assert isinstance(ability.effects[-1], fx.ReflexiveTrigger) and ability.effects[-1].negate


def test_an_event_this_way_is_a_reflexive_trigger_on_what_was_done() -> None:
    """CR 603.12: "When you discard a creature card this way" reads the discarded cards."""
    (ability,) = compiled("{1}, {T}: Draw a card, then discard a card. When you discard a creature card this way, target creature gets +2/+2 until end of turn.")
    reflexive = ability.effects[-1]
    assert isinstance(reflexive, fx.ReflexiveTrigger)
    assert reflexive.condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="discarded"), filter=fx.Filter(types=("Creature",), kind="card")))
    (pump,) = reflexive.effects
    assert isinstance(pump, fx.ModifyPT) and isinstance(pump.what, fx.Target)


def test_when_that_creature_dies_this_turn_is_a_delayed_trigger() -> None:
    """CR 603.7: once, the next time the event happens this turn."""
    (ability,) = compiled("Target creature gets +2/+0 until end of turn. When that creature dies this turn, draw a card.")
    delayed = ability.effects[-1]
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.duration is None
    assert delayed.trigger.event == "dies" and delayed.trigger.during == "this_turn"
    assert delayed.trigger.what == ability.effects[0].what  # the target of the pump


def test_whenever_that_creature_this_turn_is_a_delayed_trigger_until_end_of_turn() -> None:
    """CR 603.7c: "whenever ... this turn" triggers each time until the turn ends."""
    (ability,) = compiled("Choose target creature. Whenever that creature deals combat damage this turn, you gain 1 life.")
    delayed = ability.effects[-1]
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.duration == "end_of_turn"


# -- optional costs to attack (CR 508.1g, 701.43d) ------------------------------------------------------
def test_exert_as_it_attacks_is_an_optional_attack_cost_with_its_linked_reflexive_ability() -> None:
    (ability,) = compiled("You may exert this creature as it attacks. When you do, it gets +1/+3 until end of turn.")
    assert isinstance(ability, fx.StaticAbility)
    (option,) = ability.effects
    assert isinstance(option, fx.OptionalAttackCost) and option.costs == (fx.ExertCost(what=fx.This()),)
    (pump,) = option.then
    assert isinstance(pump, fx.ModifyPT) and pump.power == fx.Fixed(value=1) and pump.toughness == fx.Fixed(value=3)


# -- plural types (CR 205.1, 305.7) ----------------------------------------------------------------------
def test_nonbasic_lands_are_mountains_sets_their_land_type() -> None:
    (ability,) = compiled("Nonbasic lands are Mountains.")
    (becomes,) = ability.effects
    assert isinstance(becomes, fx.Becomes) and becomes.subtypes == ("Mountain",) and becomes.types == () and not becomes.in_addition


def test_creatures_are_slivers_in_addition() -> None:
    (ability,) = compiled("Creatures you control are Slivers in addition to their other creature types.")
    (becomes,) = ability.effects
    assert becomes.subtypes == ("Sliver",) and becomes.in_addition


def test_tokens_that_are_copies() -> None:
    """CR 707.2: "X tokens that are copies of" is one copy effect making X tokens."""
    (ability,) = compiled("Create two tokens that are copies of target creature, except they have haste.")
    (create,) = ability.effects
    assert isinstance(create, fx.CreateCopyToken) and create.amount == fx.Fixed(value=2) and create.exceptions is not None


def test_then_if_is_a_conditional_after_the_instructions_before_it() -> None:
    """CR 608.2c."""
    (ability,) = compiled("Put a +1/+1 counter on target creature you control. Then if you control three or more creatures, draw a card. Otherwise, you gain 2 life.")
    put, conditional = ability.effects
    assert isinstance(put, fx.PutCounters) and isinstance(conditional, fx.Conditional)
    assert isinstance(conditional.condition, fx.Controls) and conditional.otherwise == (fx.GainLife(amount=fx.Fixed(value=2)),)


def test_blocking_or_blocked_by_this_creature() -> None:
    (ability,) = compiled("At end of combat, put a -0/-2 counter on each creature blocking or blocked by this creature.")
    (put,) = ability.effects
    assert put.what.any_of == (fx.Filter(states=("blocking this",)), fx.Filter(states=("blocked by this",)))


def test_blocking_or_blocked_by_a_target_creature() -> None:
    """CR 509.1a, 509.1g: "blocking or blocked by target creature", one target for both."""
    (ability,) = compiled("Return all creatures blocking or blocked by target creature to their owner's hand.")
    (move,) = ability.effects
    blocking, blocked_by = move.what.any_of
    assert isinstance(blocking.blocking, fx.Target) and blocked_by.blocked_by == blocking.blocking


def test_creatures_blocking_a_named_creature() -> None:
    """CR 509.1a: "each creature blocking it" after "equipped creature becomes blocked" is a
    blocker of the creature that became blocked; "that's blocking it" says the same."""
    (ability,) = compiled("Whenever equipped creature becomes blocked, it deals 2 damage to each creature blocking it.")
    (deal,) = ability.effects
    assert deal.to == fx.Filter(types=("Creature",), blocking=fx.Found(key="triggering"))
    (ability,) = compiled("Sacrifice this Aura: Destroy all non-Wall creatures blocking enchanted creature.")
    assert ability.effects[0].what.blocking == fx.AttachedTo(relation="enchanted")
    (ability,) = compiled("Whenever a creature you control with menace becomes blocked, defending player sacrifices a creature of their choice that's blocking it.")
    (sacrifice,) = ability.effects
    assert sacrifice.what.blocking == fx.Found(key="triggering") and sacrifice.player == fx.PlayerRole(role="defending")


def test_two_or_more_creatures_blocking_it_is_a_count() -> None:
    """"as long as two or more creatures are blocking it": at least two such creatures exist,
    not "every creature is blocking it"."""
    (ability,) = compiled("This creature gets -2/-0 as long as two or more creatures are blocking it.")
    assert ability.condition == fx.Exists(what=fx.Filter(types=("Creature",), states=("blocking this",)), at_least=fx.Fixed(value=2))


def test_they_in_a_payment_for_each_is_the_payer() -> None:
    """"unless defending player pays {3} for each creature they control that's blocking it":
    "they" is the player who pays."""
    (ability,) = compiled("Enchanted creature can't be blocked unless defending player pays {3} for each creature they control that's blocking it.")
    (unless,) = ability.effects
    defending = fx.PlayerRole(role="defending")
    assert unless.condition.times == fx.CountOf(what=fx.Filter(types=("Creature",), controller=defending, blocking=fx.AttachedTo(relation="enchanted")))


def test_creatures_attacking_a_player() -> None:
    """CR 506.3, 508.1b: what a creature attacks, as a reference; "them" under "each opponent"
    is the opponent the instruction is carried out for (CR 101.4)."""
    (ability,) = compiled("Creatures attacking enchanted player have trample.")
    assert ability.effects[0].what.attacking == fx.AttachedTo(relation="enchanted")
    (ability,) = compiled("Each creature that's attacking one of your opponents has trample.")
    assert ability.effects[0].what.attacking == fx.EachOpponent()
    (ability,) = compiled("Whenever you attack, each opponent loses life equal to the number of creatures attacking them.")
    (lose,) = ability.effects
    assert lose.player == fx.EachOpponent() and lose.amount == fx.CountOf(what=fx.Filter(types=("Creature",), attacking=fx.PlayerRole(role="that")))
    (ability,) = compiled("Destroy target nonblack attacking creature.")
    assert ability.effects[0].what.what == fx.Filter(types=("Creature",), excluded_colors=("B",), states=("attacking",))


@pytest.mark.parametrize("text", [
    # "the same player" is no reference: which one depends on another creature
    "Whenever this creature attacks, another target creature attacking the same player or planeswalker gains flying until end of turn.",
    # "a player ... that player": a different player for each creature
    "Whenever ~ attacks, each creature you control attacking a player gets +1/+0 until end of turn for each creature that player controls.",
])
def test_attacking_whom_not_modelled_is_unsupported(text: str) -> None:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line, text=text))]
    assert any("attacking" in r for r in reasons), reasons


def test_that_player_of_an_attack_trigger_is_the_player_attacked() -> None:
    """"Whenever you attack a player, choose target nontoken creature that's attacking that
    player": the player attacked (CR 508.1b), not the attacking player (it was Unsupported
    while "that player" could only be read as the attacker)."""
    (ability,) = compiled("Whenever you attack a player, choose target nontoken creature that's attacking that player. Create a token that's a copy of that creature, except it's 1/1.")
    (choose, _copy) = ability.effects
    assert choose.what.what.attacking == fx.Found(key="attacked player")


def test_assign_combat_damage_as_though_it_werent_blocked() -> None:
    """CR 510.1b-c: a rule about the creatures; "you may have" leaves the choice to their
    controller, as the damage is assigned."""
    (ability,) = compiled("You may have this creature assign its combat damage as though it weren't blocked.")
    assert ability.effects == (fx.Restriction(what=fx.This(), rule="may assign its combat damage as though it weren't blocked"),)
    (ability,) = compiled("Enchanted creature's controller may have it assign its combat damage as though it weren't blocked.")
    assert ability.effects == (fx.Restriction(what=fx.AttachedTo(relation="enchanted"), rule="may assign its combat damage as though it weren't blocked"),)
    parsed = parse_ability(normalise_ability("X target blocked creatures assign their combat damage this turn as though they weren't blocked."), is_spell=True)
    (spell,) = compiler.compile_line(parsed.line, text="")
    (rule,) = spell.effects
    assert rule.rule == "assigns its combat damage as though it weren't blocked" and rule.duration == "end_of_turn"
    assert isinstance(rule.what, fx.Target) and rule.what.count == fx.Variable(name="X")


def test_assign_as_though_unblocked_chosen_by_another_player_is_unsupported() -> None:
    """"For each non-Human creature you control, you may have that creature assign ...": "that
    creature" of a for-each is not the creatures "you" control as the rule says."""
    text = "For each non-Human creature you control, you may have that creature assign its combat damage as though it weren't blocked."
    parsed = parse_ability(normalise_ability(text))
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line, text=text))]
    assert reasons and all("assigns combat damage" in r for r in reasons), reasons


def test_blocks_or_becomes_blocked_by_shares_its_object_and_the_other_creature() -> None:
    """"blocks or becomes blocked by a non-Wall creature": the object is said once, for both
    verbs; "the other creature" is the other party of the event."""
    (ability,) = compiled("Whenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.")
    non_wall = fx.Filter(types=("Creature",), excluded_subtypes=("Wall",))
    assert [(t.event, t.to) for t in ability.trigger.triggers] == [("blocks", non_wall), ("becomes_blocked", non_wall)]
    (delayed,) = ability.effects
    assert delayed.effects == (fx.Destroy(what=fx.Found(key="triggering other")),)
    (ability,) = compiled("Whenever enchanted creature deals damage to a creature, destroy the other creature.")
    assert ability.effects == (fx.Destroy(what=fx.Found(key="triggering other")),)


def test_attacking_or_blocking_and_not_attacking_as_conditions() -> None:
    """"unless it's attacking or blocking": either state; "as long as it's not attacking" said
    of each creature of a group is each one's own state, not a condition about the group."""
    either = fx.Filter(any_of=(fx.Filter(states=("attacking",)), fx.Filter(states=("blocking",))))
    (ability,) = compiled("This creature gets +2/+0 as long as it isn't attacking or blocking.")
    assert ability.condition == fx.Is(what=fx.This(), test=either, negated=True)
    text = "Each untapped creature you control gets +0/+2 as long as it's not attacking."
    parsed = parse_ability(normalise_ability(text))
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line, text=text))]
    assert reasons == ["state 'not attacking' of each object of a group"]


def test_when_you_next_cast_is_a_delayed_trigger() -> None:
    """CR 603.7b: once, the next time the event happens."""
    (ability,) = compiled("Draw a card. When you next cast an instant or sorcery spell this turn, copy that spell.")
    delayed = ability.effects[-1]
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.duration is None and delayed.trigger.event == "cast"


def test_if_that_permanent_is_red_or_green_tests_the_object() -> None:
    (ability,) = compiled("Return target permanent to its owner's hand. If that permanent is red or green, draw a card.")
    conditional = ability.effects[-1]
    assert isinstance(conditional, fx.Conditional)
    assert conditional.condition == fx.Is(what=fx.Found(key="returned"), test=fx.Filter(any_colors=("R", "G")))


def test_qualities_said_plainly() -> None:
    """"is snow" adds a supertype (CR 205.4); "is all colors" (CR 105.2)."""
    (snow,) = compiled("Enchanted land is snow.")
    assert snow.effects[0].supertypes == ("Snow",) and snow.effects[0].in_addition
    (colors,) = compiled("~ is all colors.")
    assert colors.effects[0].colors == ("W", "U", "B", "R", "G")


def test_becomes_blocked() -> None:
    (ability,) = compiled("Target unblocked attacking creature becomes blocked.")
    (effect,) = ability.effects
    assert isinstance(effect, fx.BecomeBlocked) and effect.what.what.states == ("unblocked", "attacking")


def test_a_modal_reflexive_trigger_keeps_its_modes() -> None:
    (ability,) = compiled("When this creature dies, you may pay {1}. When you do, choose one —\n• Draw a card.\n• You gain 3 life.")
    reflexive = ability.effects[-1]
    assert isinstance(reflexive, fx.ReflexiveTrigger) and len(reflexive.modes.modes) == 2


def test_an_event_the_instruction_always_does_this_way_triggers_without_a_test() -> None:
    """CR 603.12: "When it connives this way" follows "it connives": nothing to check."""
    (ability,) = compiled("When this creature enters, it connives. When it connives this way, draw a card.")
    reflexive = ability.effects[-1]
    assert isinstance(reflexive, fx.ReflexiveTrigger) and reflexive.condition == fx.AllOf(conditions=())
# -- "Any player may activate this ability." (CR 602.1b) ------------------------------------------------
def test_any_player_may_activate_is_kept() -> None:
    (ability,) = compiled("{3}: Put a +1/+1 counter on this creature. Any player may activate this ability.")
    assert isinstance(ability, fx.ActivatedAbility) and ability.any_player and ability.restrictions == ()
    (own,) = compiled("{3}: Put a +1/+1 counter on this creature.")
    assert not own.any_player


def test_any_player_may_activate_but_only_as_a_sorcery() -> None:
    (ability,) = compiled("{2}: Target player discards a card. Any player may activate this ability but only as a sorcery.")
    assert ability.any_player and ability.sorcery_speed and ability.restrictions == ()


# -- the other party of an object's trigger event --------------------------------------------------------
def test_blocks_a_creature_with_a_quality_keeps_the_blocked_creature() -> None:
    (ability,) = compiled("Whenever a creature blocks a creature with lesser power, destroy the attacking creature.")
    assert ability.trigger.event == "blocks" and isinstance(ability.trigger.to, fx.Filter)
    assert ability.trigger.to.stat[:2] == ("power", "<")
    # the creature blocked is attacking (CR 509.1): "the attacking creature" is it, not the blocker
    assert ability.effects == (fx.Destroy(what=fx.Found(key="triggering other")),)


def test_that_creature_after_this_creature_s_event_is_the_other_creature() -> None:
    (blocks,) = compiled("Whenever this creature blocks a creature, destroy that creature at end of combat.")
    (delayed,) = blocks.effects
    assert delayed.effects == (fx.Destroy(what=fx.Found(key="triggering other")),)
    (targeted,) = compiled("Whenever this creature becomes the target of a spell, counter that spell.")
    assert targeted.effects == (fx.CounterSpell(what=fx.Found(key="triggering other")),)
    (own,) = compiled("Whenever this creature blocks a creature, it gets +1/+0 until end of turn.")
    assert own.effects[0].what == fx.This()  # "it" is still this creature


def test_dealt_combat_damage_is_its_own_event() -> None:
    (ability,) = compiled("Whenever this creature is dealt combat damage, draw a card.")
    assert ability.trigger.event == "dealt_combat_damage"


def test_transforming_into_a_kind_of_permanent_describes_the_transformed_permanent() -> None:
    (ability,) = compiled("Whenever a permanent you control transforms into a non-Human creature, create a 2/2 green Wolf creature token.")
    what = ability.trigger.what
    assert isinstance(what, fx.Filter) and what.types == ("Creature",) and what.excluded_subtypes == ("Human",) and what.controller == fx.You()
    (own,) = compiled("When this creature transforms into ~, draw a card.")  # the face the ability is on
    assert own.trigger == fx.Trigger(event="transforms", what=fx.This())


def test_division_among_target_attacking_creatures_keeps_the_description() -> None:
    (ability,) = compiled("~ deals X damage divided as you choose among any number of target attacking creatures.")
    (damage,) = ability.effects
    assert isinstance(damage.to.what, fx.Filter) and damage.to.what.types == ("Creature",) and "attacking" in damage.to.what.states


# -- where a triggered ability functions (CR 113.6m) ---------------------------------------------------
def test_a_trigger_that_moves_this_card_out_of_a_zone_functions_there() -> None:
    (ability,) = compiled("At the beginning of your upkeep, you may return this card from your graveyard to your hand.")
    assert ability.zone == "graveyard"
    (dies,) = compiled("When this creature dies, return this card from your graveyard to your hand.")
    assert dies.zone == "battlefield"  # the trigger puts it there: a leaves-the-battlefield ability (CR 603.10a)


def test_shuffle_into_a_library_from_a_zone() -> None:
    (ability,) = compiled("{2}{R}{G}, Discard this card: Destroy up to one target artifact or enchantment. Shuffle this card into your library from your graveyard, then draw a card.")
    assert ability.effects[1] == fx.Shuffle(what=fx.This())
    (cards,) = compiled("{T}: Shuffle a creature card into your library from your graveyard.")
    assert cards.effects[0].what.what.zone == "graveyard"


def test_a_play_permission_for_that_card_is_for_the_card_referred_to() -> None:
    (ability,) = compiled("Search target opponent's library for a card and exile it face down. Then that player shuffles. You may play that card for as long as it remains exiled.")
    lasting = ability.effects[-1]
    assert isinstance(lasting, fx.ForAsLongAs) and lasting.effects == (fx.PlayPermission(what=fx.Found(key="exiled")),)
    (lands,) = compiled("You may play lands from your graveyard.")
    assert isinstance(lands.effects[0].what, fx.Filter)  # a description: every land card there


def test_what_an_object_did_this_turn_in_the_past_tense_is_a_state_of_history() -> None:
    (destroy,) = compiled("Destroy target creature that dealt damage to you this turn.")
    assert destroy.effects[0].what.what.states == ("dealt damage to you this turn",)
    (shrink,) = compiled("Each creature that blocked this turn gets -1/-1 until end of turn.")
    assert shrink.effects[0].what.states == ("blocked this turn",)
    (counters,) = compiled("At the beginning of your end step, put a +1/+1 counter on this creature for each opponent who was dealt damage this turn.")
    assert counters.effects[0].amount == fx.CountOf(what=fx.PlayersWho(
        players=fx.EachOpponent(), condition=fx.HappenedThisTurn(what=fx.PlayerRole(role="each"), event="was_dealt_damage", period="turn")))


def test_you_controlled_it_is_of_the_object_as_it_last_existed() -> None:
    (bounce,) = compiled("Return target nonland permanent to its owner's hand. If you controlled that permanent, draw a card.")
    assert bounce.effects[1].condition == fx.Controlled(what=fx.Found(key="returned"))


def test_play_that_card_without_paying_its_mana_cost_is_a_free_permission() -> None:
    """CR 118.9: "play ... without paying its mana cost" as "cast ..." is; the card acted on before
    ("that card", "the exiled card"), not every card of its kind."""
    (ability,) = compiled("Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost.")
    assert ability.effects[-1] == fx.PlayPermission(what=fx.Found(key="exiled"), duration="end_of_turn", without_paying=True)
    (activated,) = compiled("{2}, {T}: You may play the exiled card without paying its mana cost.")
    assert activated.effects == (fx.PlayPermission(what=fx.Found(key="exiled"), without_paying=True),)


def test_you_may_cast_that_card_for_as_long_as_it_remains_exiled_is_a_permission() -> None:
    (ability,) = compiled(
        "When this creature enters, exile another target creature or artifact until this creature leaves the battlefield. "
        "You may cast that card for as long as it remains exiled, and mana of any type can be spent to cast that spell."
    )
    lasting = ability.effects[1]
    assert isinstance(lasting, fx.ForAsLongAs)
    assert lasting.effects == (fx.PlayPermission(what=fx.Found(key="exiled"), action="cast"),)  # not a cast now (CR 611.2b)


# -- keywords and keyword actions (CR 702, 701) -------------------------------------------------------
def only_effect(text: str) -> fx.Effect:
    (ability,) = compiled(text)
    assert isinstance(ability, fx.StaticAbility)
    (effect,) = ability.effects
    return effect


def test_protection_from_the_color_of_your_choice_chooses_the_color_first() -> None:
    """The color is chosen as the effect begins (CR 611.2a), then the creature has protection
    from the chosen one."""
    (ability,) = compiled("Target creature gains protection from the color of your choice until end of turn.")
    assert isinstance(ability, fx.StaticAbility)
    choose, grant = ability.effects
    assert choose == fx.ChooseQuality(quality="color")
    assert isinstance(grant, fx.GrantAbilities) and grant.duration == "end_of_turn"
    (protection,) = grant.abilities
    assert isinstance(protection, fx.Keyword) and protection.quality == (fx.Filter(chosen=("color",)),)


def test_losing_a_keyword_lasts_as_long_as_the_effect_says() -> None:
    """CR 613.1f: "loses flying until end of turn"."""
    effect = only_effect("Target creature loses flying until end of turn.")
    assert isinstance(effect, fx.LoseAbilities) and effect.duration == "end_of_turn"
    assert [a.name for a in effect.abilities if isinstance(a, fx.Keyword)] == ["flying"]


def test_a_keyword_action_of_a_player_is_done_by_that_player() -> None:
    """CR 701.50a: "Target player connives": the player connives, no object does."""
    effect = only_effect("Target player connives.")
    assert isinstance(effect, fx.KeywordAction) and effect.name == "connive" and effect.rule == "701.50"
    assert effect.what is None and isinstance(effect.player, fx.Target) and isinstance(effect.player.what, fx.EachPlayer)


def test_protection_from_each_color_is_one_quality_per_color() -> None:
    """CR 702.16: "protection from each color" and "from all colors" are the same."""
    for text in ("Protection from each color", "Protection from all colors"):
        (keyword,) = compiled(text)
        assert isinstance(keyword, fx.Keyword) and keyword.name == "protection"
        assert keyword.quality == tuple(fx.Filter(colors=(c,)) for c in "WUBRG")


def test_equip_with_a_quality_costs_its_cost_and_attaches_only_to_such_a_creature() -> None:
    """CR 702.6a: "Equip legendary creature {3}"."""
    (keyword,) = compiled("Equip legendary creature {3}")
    assert isinstance(keyword, fx.Keyword) and keyword.name == "equip" and keyword.cost == (fx.ManaPayment(mana="{3}"),)
    (target,) = keyword.quality
    assert isinstance(target, fx.Filter) and target.supertypes == ("Legendary",) and target.types == ("Creature",) and target.controller == fx.You()
    (activated,) = keyword.definition
    assert isinstance(activated, fx.ActivatedAbility) and activated.sorcery_speed
    assert activated.costs == (fx.ManaPayment(mana="{3}"),)
    assert activated.effects == (fx.Attach(to=fx.Target(key="target", what=target)),)


def test_the_partner_variants_are_keywords_of_their_own() -> None:
    """CR 702.124i-m."""
    assert compiled("Partner—Friends forever") == (fx.Keyword(name="partner—friends forever", rule="702.124i"),)
    assert compiled("Choose a Background") == (fx.Keyword(name="choose a background", rule="702.124k"),)
    assert compiled("Doctor's companion") == (fx.Keyword(name="doctor's companion", rule="702.124m"),)


def test_a_keyword_node_without_a_name_cannot_be_lowered_and_says_where() -> None:
    node = object()
    with pytest.raises(compiler.CannotLower) as error:
        compiler.keyword_name(node)
    assert error.value.node is node and error.value.reason == "keyword object"


@pytest.mark.parametrize(
    ("text", "quality"),
    [
        ("Protection from everything", (fx.Filter(kind="object"),)),  # CR 702.16j
        ("Protection from the chosen color", (fx.Filter(chosen=("color",)),)),
        ("Protection from the chosen player", (fx.Filter(chosen=("player",)),)),
        ("Protection from red and from white", (fx.Filter(colors=("R",)), fx.Filter(colors=("W",)))),
    ],
)
def test_the_qualities_of_protection(text: str, quality: tuple[fx.Filter, ...]) -> None:
    """CR 702.16a: "protection from [quality]", one quality or several joined by "and from"."""
    (keyword,) = compiled(text)
    assert isinstance(keyword, fx.Keyword) and keyword.name == "protection" and keyword.rule == "702.16"
    assert keyword.quality == quality


def test_investigate_creates_a_clue_for_its_doer() -> None:
    """CR 701.16a: "Create a Clue token."."""
    assert only_effect("Investigate.") == fx.CreateToken(token=fx.PREDEFINED["Clue"], player=fx.You())


def test_transform_is_done_to_the_object_named() -> None:
    """CR 701.27."""
    assert only_effect("Transform this creature.") == fx.Transform(what=fx.This())


def test_a_keyword_action_done_to_an_object_names_the_object_and_its_doer() -> None:
    """CR 701.15a: "Goad target creature"."""
    effect = only_effect("Goad target creature.")
    assert isinstance(effect, fx.KeywordAction) and (effect.name, effect.rule) == ("goad", "701.15")
    assert isinstance(effect.what, fx.Target) and effect.what.what.types == ("Creature",)
    assert effect.player == fx.You() and effect.amount is None


def test_a_keyword_action_without_an_object_is_done_by_its_doer() -> None:
    """CR 701.62a: "Manifest dread"."""
    assert only_effect("Manifest dread.") == fx.KeywordAction(name="manifest dread", rule="701.62", player=fx.You())


def test_a_keyword_with_a_dash_keeps_its_ability_as_its_definition() -> None:
    """CR 702.178a: "Max speed — [ability]"."""
    (keyword,) = compiled("Max speed — {T}: Draw a card.")
    assert isinstance(keyword, fx.Keyword) and keyword.name == "max speed" and keyword.rule == fx.rule_of("max speed") != ""
    (activated,) = keyword.definition
    assert isinstance(activated, fx.ActivatedAbility) and activated.costs == (fx.TapSelf(),)
    assert activated.effects == (fx.Draw(player=fx.You(), amount=fx.Fixed(value=1)),)


def test_a_keyword_action_of_an_object_subject_is_done_by_that_object() -> None:
    """CR 701.44a: "Target creature explores": the creature explores, for its controller."""
    effect = only_effect("Target creature explores.")
    assert isinstance(effect, fx.KeywordAction) and (effect.name, effect.rule) == ("explore", "701.44")
    assert isinstance(effect.what, fx.Target) and effect.what.what.types == ("Creature",) and effect.player == fx.You()


# -- issue 19: switch, exactly, unattach --------------------------------------------------------
def effect_of(text: str) -> fx.Effect:
    (ability,) = compiled(text)
    assert isinstance(ability, (fx.StaticAbility, fx.TriggeredAbility, fx.ActivatedAbility))
    (effect,) = ability.effects
    return effect


def test_switch_power_and_toughness_is_a_layer_7d_effect_with_the_written_duration() -> None:
    """CR 613.4d: "until end of turn" as written; without it, for the rest of the game."""
    effect = effect_of("Switch target creature's power and toughness until end of turn.")
    assert isinstance(effect, fx.SwitchPT) and effect.duration == "end_of_turn"
    assert isinstance(effect.what, fx.Target) and effect.what.what.types == ("Creature",)
    effect = effect_of("Whenever a creature you control enters, switch its power and toughness.")
    assert isinstance(effect, fx.SwitchPT) and effect.duration is None and effect.what == fx.Found(key="triggering")
    effect = effect_of("When this creature enters, switch the power and toughness of each creature on the battlefield.")
    assert isinstance(effect, fx.SwitchPT) and isinstance(effect.what, fx.Filter) and effect.what.types == ("Creature",)


def test_exactly_compares_for_equality() -> None:
    (ability,) = compiled("At the beginning of your upkeep, if you have exactly 1 life, you win the game.")
    assert ability.condition == fx.Compare(left=fx.LifeTotal(player=fx.You()), op="==", right=fx.Fixed(value=1))
    (ability,) = compiled("As long as there are exactly three tide counters on this creature, it gets +1/+1.")
    assert ability.condition == fx.Compare(left=fx.StatOf(what=fx.This(), stat="counters:tide"), op="==", right=fx.Fixed(value=3))
    (ability,) = compiled("At the beginning of your end step, if you control exactly one creature, create a 5/5 black Demon creature token with flying.")
    condition = ability.condition
    assert isinstance(condition, fx.Compare) and condition.op == "==" and condition.right == fx.Fixed(value=1)
    assert isinstance(condition.left, fx.CountOf) and condition.left.what.types == ("Creature",) and condition.left.what.controller == fx.You()


def test_exactly_a_number_of_objects_to_choose_stays_unsupported() -> None:
    """"search your library for exactly two cards": no count of a choice says "no fewer"."""
    parsed = parse_ability(normalise_ability("You may search your library for exactly two cards."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "exactly a number" in unsupported.reason


def test_unattach_from_names_the_objects_it_is_unattached_from() -> None:
    """CR 701.3d: "from target creature" is no zone the Equipment is in."""
    effect = effect_of("Unattach all Equipment from target creature.")
    assert isinstance(effect, fx.Unattach) and effect.what.subtypes == ("Equipment",) and effect.what.zone == "battlefield"
    assert isinstance(effect.source, fx.Target) and effect.source.what.types == ("Creature",)
    effect = effect_of("When this Aura enters, unattach enchanted Equipment.")
    assert effect == fx.Unattach(what=fx.AttachedTo(relation="enchanted"))
    (ability,) = compiled("{W}: You may unattach an Equipment from a creature you control.")
    (may,) = ability.effects
    (effect,) = may.effects
    # the one chosen is among the Equipment attached to such a creature (CR 301.5)
    assert isinstance(effect, fx.Unattach) and effect.source is None and isinstance(effect.what, fx.Chosen)
    assert effect.what.what.subtypes == ("Equipment",)
    assert effect.what.what.attached_to.types == ("Creature",) and effect.what.what.attached_to.controller == fx.You()


def test_it_after_enchanted_creature_is_that_creature() -> None:
    """"Tap enchanted creature and remove it from combat": "it" is the creature named just
    before (it was the Aura itself, a counter put on the wrong permanent)."""
    (ability,) = compiled("When this Aura enters, tap enchanted creature and remove it from combat.")
    assert ability.effects == (fx.Tap(what=fx.AttachedTo(relation="enchanted")), fx.RemoveFromCombat(what=fx.AttachedTo(relation="enchanted")))
    (ability,) = compiled("{1}: Tap equipped creature and put a +1/+1 counter on it.")
    assert ability.effects[1] == fx.PutCounters(what=fx.AttachedTo(relation="equipped"), counter="+1/+1", amount=fx.Fixed(value=1))


def test_up_to_that_many_targets_is_the_number_of_the_event() -> None:
    (ability,) = compiled("Whenever this creature deals combat damage to a player, exile up to that many target cards from their graveyard.")
    (move,) = ability.effects
    assert isinstance(move.what, fx.Target) and move.what.count == fx.EventAmount() and move.what.min == 0


def test_your_choice_of_keywords_is_one_grant_or_loss_per_keyword_chosen_as_it_happens() -> None:
    (ability,) = compiled("{T}: Target creature loses your choice of flying, first strike, or trample until end of turn.")
    (choice,) = ability.effects
    assert isinstance(choice, fx.ChooseEffect) and choice.player == fx.You()
    assert [type(o).__name__ for o in choice.options] == ["LoseAbilities"] * 3
    assert [o.abilities[0].name for o in choice.options] == ["flying", "first strike", "trample"]
    # one target, the same in every option
    assert len({o.what for o in choice.options}) == 1 and isinstance(choice.options[0].what, fx.Target)
    assert all(o.duration == "end_of_turn" for o in choice.options)


def test_the_targets_of_is_the_plural_of_the_target_of() -> None:
    """CR 115.4: the same restriction, whichever number the noun has."""
    plural = effect_of("Creatures can't be the targets of blue spells.")
    singular = effect_of("Creatures can't be the target of blue spells.")
    assert plural == singular and isinstance(plural, fx.Restriction)


def test_no_more_than_n_times_each_turn_is_only_n_times_each_turn() -> None:
    """CR 602.5b: both say how many times the ability may be activated each turn."""
    for times in ("twice", "three times"):
        (no_more,) = compiled(f"{{1}}: This creature gets +1/+0 until end of turn. Activate no more than {times} each turn.")
        (only,) = compiled(f"{{1}}: This creature gets +1/+0 until end of turn. Activate only {times} each turn.")
        assert no_more == only and no_more.restrictions == (f"{times} each turn",)


def test_opponents_you_have_are_your_opponents() -> None:
    create = effect_of("When this creature enters, create a number of 1/1 white Soldier creature tokens equal to the number of opponents you have.")
    assert create.amount == fx.CountOf(what=fx.EachOpponent())
    parsed = parse_ability(normalise_ability("Draw a card for each creature you have."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))  # not a player: no reading
    assert unsupported.node == "YouHave"


def test_a_maximum_hand_size_is_set_or_changed_for_the_players_named() -> None:
    assert effect_of("Your maximum hand size is two.") == fx.MaximumHandSize(player=fx.You(), value=fx.Fixed(value=2))
    assert effect_of("Each opponent's maximum hand size is reduced by one.") == fx.MaximumHandSize(player=fx.EachOpponent(), change=fx.Fixed(value=-1))
    assert effect_of("Your maximum hand size is increased by two.") == fx.MaximumHandSize(player=fx.You(), change=fx.Fixed(value=2))


def test_a_token_of_a_subtype_the_rules_do_not_list_takes_the_card_type_after_it() -> None:
    """CR 205.3d: "a 2/2 blue Glorp Wizard creature token" is a creature with both creature
    types; "a Mutagen token", with no card type to go by, stays unsupported."""
    create = effect_of("When this creature enters, create a 2/2 blue Glorp Wizard creature token with flying.")
    assert create.token.types == ("Creature",) and create.token.subtypes == ("Glorp", "Wizard")
    parsed = parse_ability(normalise_ability("Create a Mutagen token."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "Mutagen" in unsupported.reason


@pytest.mark.parametrize("reminder", [
    "It's an artifact with",
    "They're artifacts with",
    "A Mutagen token is an artifact with",
])
def test_a_token_the_rules_do_not_define_is_defined_by_its_reminder_text(reminder: str) -> None:
    """"create a Mutagen token. (It's an artifact with "...")": a Mutagen artifact token named
    Mutagen with the quoted ability, as CR 111.10 defines its predefined tokens."""
    ability = '"{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate only as a sorcery."'
    parsed = parse_ability(normalise_ability(f"When this creature enters, create a Mutagen token. ({reminder} {ability})"))
    assert parsed.line is not None, parsed.error
    compiled = compiler.compile_line(parsed.line)
    assert compiler.unsupported_in(compiled) == []
    (create,) = [e for e in walk(compiled) if isinstance(e, fx.CreateToken)]
    assert (create.token.name, create.token.types, create.token.subtypes, create.token.colors) == ("Mutagen", ("Artifact",), ("Mutagen",), ())
    (sacrifice,) = create.token.abilities
    assert isinstance(sacrifice, fx.ActivatedAbility) and sacrifice.sorcery_speed
    assert isinstance(sacrifice.effects[0], fx.PutCounters)


def test_a_reminder_text_about_another_token_or_no_type_defines_nothing() -> None:
    """The reminder must name the token it defines (or say "It's") and give card types."""
    ability = '"{T}: Add {C}."'
    for reminder in (f"A Food token is an artifact with {ability}", f"It's a friend with {ability}"):
        parsed = parse_ability(normalise_ability(f"Create a Mutagen token. ({reminder})"))
        assert parsed.line is not None, parsed.error
        (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
        assert "Mutagen" in unsupported.reason


def test_an_effect_that_leaves_an_aura_attached_is_unsupported_not_dropped() -> None:
    parsed = parse_ability(normalise_ability("This effect doesn't remove this Aura."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "704.5m" in unsupported.reason


def test_an_object_named_with_its_zone_as_a_description_is_the_object() -> None:
    """"~ from your graveyard" where a description is read: the object itself (np_filter read a
    name that was never defined there, a NameError)."""
    from oraclec import ast
    from oraclec.compiler.objects import np_filter

    parsed = parse_ability(normalise_ability("Return ~ from your graveyard to your hand."))
    assert parsed.line is not None, parsed.error
    in_zone = next(n for n in parsed.line.walk() if isinstance(n, ast.InZoneNp))
    assert np_filter(in_zone, compiler.Lowering()) == fx.This()


@pytest.mark.parametrize(
    ("text", "position"),
    [
        ("Put target spell or nonland permanent into its owner's library second from the top.", "top:2"),
        ("Put target creature into its owner's library fifth from the bottom.", "bottom:5"),
    ],
)
def test_a_place_counted_from_an_end_of_a_library(text: str, position: str) -> None:
    """CR 401.7: "Nth from the top" is a place in the library, not its top."""
    move = effect_of(text)
    assert isinstance(move, fx.Move) and (move.to, move.position) == ("library", position)


def test_a_place_counted_in_a_zone_without_order_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Put target creature into its owner's graveyard third from the top."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "graveyard" in unsupported.reason


def test_power_or_toughness_is_either_comparison() -> None:
    """"with power or toughness 4 or greater": alternatives, each holding on its own."""
    destroy = effect_of("Destroy target creature with power or toughness 4 or greater.")
    described = destroy.what.what
    assert [part.stat for part in described.any_of] == [("power", ">=", fx.Fixed(value=4)), ("toughness", ">=", fx.Fixed(value=4))]


def test_at_least_a_number_is_a_lower_bound() -> None:
    """"unless you control at least three other creatures": three or more, others than this one."""
    (ability,) = compiled("~ can't attack or block unless you control at least three other creatures.")
    (unless,) = ability.effects
    assert unless.condition.at_least == fx.Fixed(value=3) and unless.condition.what.other


def test_and_at_least_n_others_attack_keeps_its_count() -> None:
    """Battalion's "and at least two other creatures attack" stays one event with a count, not a
    list of two noun phrases that would drop "at least two"."""
    (ability,) = compiled("Whenever this creature and at least two other creatures attack, draw a card.")
    assert ability.trigger.what == fx.This() and ability.trigger.condition is not None


def test_a_life_total_set_to_a_number() -> None:
    """CR 119.5; "their" in "half their starting life total" is the targeted player (CR 103.4)."""
    assert effect_of("Target player's life total becomes 10.") == fx.SetLifeTotal(player=fx.Target(key="target", what=fx.EachPlayer()), amount=fx.Fixed(value=10))
    (ability,) = compiled("When ~ enters, up to one target player's life total becomes half their starting life total, rounded down.")
    (effect,) = ability.effects
    assert effect.amount == fx.Scaled(value=fx.StartingLifeTotal(player=effect.player), denominator=2)
    each = effect_of("Each player's life total becomes the number of creatures they control.")
    assert each.player == fx.EachPlayer() and each.amount.what.controller == fx.PlayerRole(role="that")


def test_at_least_n_life_more_than_a_starting_life_total() -> None:
    (ability,) = compiled("As long as you have at least 7 life more than your starting life total, creatures you control get +2/+2.")
    assert ability.condition == fx.Compare(
        left=fx.LifeTotal(player=fx.You()), op=">=", right=fx.Sum(parts=(fx.StartingLifeTotal(player=fx.You()), fx.Fixed(value=7)))
    )
# -- counters of several kinds, and a choice among counters (CR 122.1, 608.2d, 702.138c) --------------
def test_counters_of_several_kinds_are_put_in_turn_on_the_one_target() -> None:
    (ability,) = compiled("Put two +1/+1 counters and a trample counter on target creature.")
    puts = ability.effects
    assert [(p.counter, p.amount) for p in puts] == [("+1/+1", fx.Fixed(value=2)), ("trample", fx.Fixed(value=1))]
    assert puts[0].what == puts[1].what and isinstance(puts[0].what, fx.Target)


def test_your_choice_of_counters_is_a_choice_of_one_put() -> None:
    """"your choice of a +1/+1, first strike, or vigilance counter": one counter of one kind."""
    effect = effect_of("Put your choice of a +1/+1, first strike, or vigilance counter on target creature.")
    assert isinstance(effect, fx.ChooseEffect) and effect.player == fx.You()
    assert [(o.counter, o.amount) for o in effect.options] == [(k, fx.Fixed(value=1)) for k in ("+1/+1", "first strike", "vigilance")]
    effect = effect_of("Put your choice of a +1/+1 counter or two charge counters on target artifact.")
    assert [(o.counter, o.amount) for o in effect.options] == [("+1/+1", fx.Fixed(value=1)), ("charge", fx.Fixed(value=2))]


def test_entering_with_a_choice_of_counters_chooses_as_it_enters() -> None:
    (ability,) = compiled("This creature enters with your choice of a flying counter or a first strike counter on it.")
    assert isinstance(ability, fx.EntersWith) and ability.counter is None
    (choice,) = ability.effects
    assert isinstance(choice, fx.ChooseEffect) and [(o.what, o.counter) for o in choice.options] == [(fx.This(), "flying"), (fx.This(), "first strike")]


def test_escapes_with_is_entering_with_counters_if_it_escaped() -> None:
    """CR 702.138c: "If this permanent escaped, it enters with [those counters]"."""
    (ability,) = compiled("This creature escapes with two +1/+1 counters on it.")
    assert isinstance(ability, fx.EntersWith) and (ability.counter, ability.amount) == ("+1/+1", fx.Fixed(value=2))
    assert ability.condition == fx.CostWasPaid(name="escape")


def test_a_filter_by_counters_of_several_kinds_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Destroy target creature with a +1/+1 counter and a flying counter on it."))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text="")
    assert [u.reason for u in compiler.unsupported_in(abilities)] == ["objects with counters of several kinds on them"]


# -- controller and owner told apart (CR 108.3, 110.2) -------------------------------------------------
def test_control_but_dont_own_and_own_but_dont_control_name_both_players() -> None:
    (ability,) = compiled("Whenever a creature you own but don't control attacks, you draw a card.")
    assert (ability.trigger.what.owner, ability.trigger.what.controller) == (fx.You(), fx.EachOpponent())
    effect = effect_of("Creatures you control but don't own get +2/+2.")
    assert (effect.what.controller, effect.what.owner) == (fx.You(), fx.EachOpponent())
    effect = effect_of("Spells you cast but don't own cost {1} less to cast.")
    assert (effect.spells.controller, effect.spells.owner, effect.spells.zone) == (fx.You(), fx.EachOpponent(), "stack")
    text = "Each player loses 1 life for each permanent they control but don't own."
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert "someone other than you" in problem.reason


def test_targets_controlled_by_different_players_are_unsupported_not_dropped() -> None:
    """The requirement on the targets together (CR 601.2c) is reported, never dropped: targets
    without it would let one player's two creatures be chosen. "Controlled by different players"
    is now kept as the targets' group quality (Filter.different "controllers")."""
    text = "Choose two target creatures controlled by the same player. Return those creatures to their owners' hands."
    problems = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert [p.node for p in problems] == ["ControlledByRelation"]
    text = "Exchange control of two target creatures controlled by different players."
    abilities = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    assert not compiler.unsupported_in(abilities)
    assert any(isinstance(t, fx.Target) and isinstance(t.what, fx.Filter) and t.what.different == "controllers" for t in fx.walk(abilities))


# -- "fight each other" (CR 701.14a) ---------------------------------------------------------------------
def test_those_creatures_fight_each_other_is_one_fight_of_the_chosen() -> None:
    (ability,) = compiled("Choose target creature you control and target creature you don't control. Then those creatures fight each other.")
    choose, fight = ability.effects
    assert isinstance(choose, fx.ChooseObjects) and fight == fx.FightEachOther(what=fx.Found(key=choose.key))


# -- costs joined by "and" (CR 602.1a, 118) -------------------------------------------------------------
def test_costs_joined_by_and_are_two_costs_and_it_is_the_object_the_ability_is_on() -> None:
    (ability,) = compiled("{T}, Remove three study counters from ~ and sacrifice it: Draw a card.")
    assert ability.costs == (
        fx.TapSelf(),
        fx.RemoveCountersCost(counter="study", amount=fx.Fixed(value=3), what=fx.This()),
        fx.SacrificeCost(what=fx.This(), amount=fx.Fixed(value=1)),
    )
    (ability,) = compiled("{T}, Remove an eon counter from this land and return it to its owner's hand: Take an extra turn after this one.")
    assert isinstance(ability.costs[2], fx.ReturnToHandCost) and ability.costs[2].what == fx.This()
    (ability,) = compiled("{T}, Remove ten oil counters from among permanents you control and sacrifice ~: It deals 10 damage to any target.")
    assert ability.costs[1].among and ability.costs[2] == fx.SacrificeCost(what=fx.This(), amount=fx.Fixed(value=1))


def test_it_after_a_cost_on_another_object_is_unsupported_not_this_object() -> None:
    text = "{T}, Sacrifice a creature and exile it: Draw a card."
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert problem.node == "ExileCost"


# -- counters a player has (CR 122.1) and energy (CR 107.14) -----------------------------------------
def test_the_counters_a_player_has_are_their_counters_of_the_kind() -> None:
    effect = effect_of("Creatures you control get +X/+X until end of turn, where X is the number of experience counters you have.")
    assert effect.power == fx.StatOf(what=fx.You(), stat="counters:experience")
    effect = effect_of("It gets +X/+X until end of turn, where X is the amount of {E} you have.")
    assert effect.power == fx.StatOf(what=fx.You(), stat="counters:energy")


def test_an_amount_of_energy_is_got_or_paid_as_energy_counters() -> None:
    (ability,) = compiled("When this creature enters, you get an amount of {E} equal to the number of artifact creatures you control.")
    (get,) = ability.effects
    assert isinstance(get, fx.PutCounters) and (get.what, get.counter) == (fx.You(), "energy") and isinstance(get.amount, fx.CountOf)
    may, _ = compiled("You may pay an amount of {E} equal to that card's mana value. If you do, return it to your hand.")[0].effects
    (pay,) = may.effects
    (cost,) = pay.costs
    assert isinstance(cost, fx.RemoveCountersCost) and (cost.counter, cost.what) == ("energy", fx.You()) and isinstance(cost.amount, fx.StatOf)


def test_energy_paid_by_a_number_is_that_many_energy_counters() -> None:
    """"Pay eight {E}" (a cost), "you may pay eight {E}" (an instruction), "Pay X {E}" (CR 107.14)."""
    (ability,) = compiled("{T}, Pay fifty {E}: Draw seven cards.")
    assert ability.costs[1] == fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=50), what=fx.You())
    (ability,) = compiled("{3}, {T}, Pay X {E}, Sacrifice this land: Destroy target nonland permanent with mana value X.")
    assert ability.costs[2] == fx.RemoveCountersCost(counter="energy", amount=fx.Variable(name="X"), what=fx.You())
    (ability,) = compiled("Whenever this creature attacks, you get {E}{E}, then you may pay eight {E}. If you do, draw a card.")
    (pay,) = ability.effects[1].effects
    assert pay.costs == (fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=8), what=fx.You()),)


# -- each kind of counter (CR 122.1, 701.10e) ----------------------------------------------------------
def test_doubling_each_kind_of_counter_is_one_effect_on_the_objects_or_player() -> None:
    effect = effect_of("Double the number of each kind of counter on target permanent.")
    assert isinstance(effect, fx.PutCountersOfEachKind) and isinstance(effect.what, fx.Target) and effect.amount is None
    assert effect_of("Double the number of each kind of counter you have.") == fx.PutCountersOfEachKind(what=fx.You())


def test_another_counter_of_each_kind_is_one_more_of_each_on_the_object_named() -> None:
    effect = effect_of("For each kind of counter on target permanent, give that permanent another counter of that kind.")
    assert isinstance(effect, fx.PutCountersOfEachKind) and isinstance(effect.what, fx.Target) and effect.amount == fx.Fixed(value=1)


def test_another_counter_of_each_kind_on_a_permanent_or_player_targets_either() -> None:
    """"target permanent or player": a permanent or any player, one target (not objects of any
    kind, which would lose the players)."""
    effect = effect_of("For each kind of counter on target permanent or player, give that permanent or player another counter of that kind.")
    assert isinstance(effect, fx.PutCountersOfEachKind) and isinstance(effect.what, fx.Target) and effect.what.max == 1
    assert effect.what.what == fx.Union(parts=(fx.Filter(zone="battlefield"), fx.EachPlayer()))


def test_the_kinds_of_counters_are_counted_and_copies_for_each_are_repeated() -> None:
    """CR 707.10: "copy it for each ..." makes one copy for each, counted once (CR 608.2h)."""
    effect = effect_of("Draw a card for each kind of counter on target creature.")
    assert isinstance(effect.amount, fx.CountDistinct) and effect.amount.characteristic == "counter_kinds"
    parsed = parse_ability(normalise_ability("When you cast this spell, copy it for each kind of counter among permanents you control."))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line, text="")
    (repeat,) = ability.effects
    assert isinstance(repeat, fx.Repeat) and isinstance(repeat.times, fx.CountDistinct) and isinstance(repeat.effects[0], fx.Copy)


def test_one_more_or_one_fewer_of_each_kind_and_paying_energy_as_a_condition() -> None:
    effect = effect_of("For each kind of counter on target permanent, put another counter of that kind on it or remove one from it.")
    assert isinstance(effect, fx.PutCountersOfEachKind) and effect.amount == fx.Fixed(value=1) and effect.or_remove
    effect = effect_of("Sacrifice target creature unless you pay an amount of {E} equal to its mana value.")
    assert isinstance(effect, fx.Unless) and isinstance(effect.condition, fx.PlayerPaid)
    (cost,) = effect.condition.costs
    assert isinstance(cost, fx.RemoveCountersCost) and (cost.counter, cost.what) == ("energy", fx.You())


def test_paying_an_amount_of_energy_is_chosen_and_its_amount_counted() -> None:
    """CR 107.1c, 107.14: energy, as many as the player chooses (at least one for "one or
    more"); life (and mana) paid so is PayAnyAmount too."""
    (ability,) = compiled("You get {E}{E}, then you may pay any amount of {E}. Target creature gets -1/-1 until end of turn for each {E} paid this way.")
    _get, may, pump = ability.effects
    assert may.effects == (fx.PayAnyAmount(counter="energy", player=fx.You()),)
    assert pump.power == fx.Scaled(value=fx.AmountPaid(), numerator=-1)
    (ability,) = compiled("You may pay one or more {E}. If you do, draw that many cards.")
    assert ability.effects[0].effects == (fx.PayAnyAmount(counter="energy", player=fx.You(), at_least=1),)
    parsed = parse_ability(normalise_ability("At the beginning of your upkeep, you may pay any amount of life. If you do, draw that many cards."))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line, text="")
    assert not compiler.unsupported_in([ability])
    # CR 107.1c, 119.4: life, up to the player's life total
    assert ability.effects[0].effects == (fx.PayAnyAmount(life=True, player=fx.You()),)
# -- when and how spells may be cast (CR 601.2, 601.3, 307.1, 702.8, 101.2) ----------------------
def test_spells_that_cant_be_cast_are_a_rule_about_the_cards_described() -> None:
    """"Spells with the chosen name can't be cast." (CR 101.2): a restriction on the spells
    described, read as a card would be cast; lands "can't be played" (CR 305.2b)."""
    restriction = effect_of("Noncreature spells with mana value 4 or greater can't be cast.")
    assert isinstance(restriction, fx.Restriction) and restriction.rule == fx.CANT_BE_CAST
    assert restriction.what.excluded_types == ("Creature",) and restriction.what.stat[0] == "mana_value"
    (ability,) = compiled("Choose a card name. Until your next turn, spells with the chosen name can't be cast and lands with the chosen name can't be played.")
    rules = [(e.rule, e.duration) for e in ability.effects if isinstance(e, fx.Restriction)]
    assert rules == [(fx.CANT_BE_CAST, "your_next_turn"), (fx.CANT_BE_PLAYED, "your_next_turn")]


def test_players_that_can_cast_spells_only_at_some_times_get_a_rule_casting_reads() -> None:
    """"Each opponent can cast spells only any time they could cast a sorcery." (CR 307.1), "You
    can cast spells only during your turn.": named as the runtime reads them; a window it does
    not read is unsupported, not dropped."""
    teferi = effect_of("Each opponent can cast spells only any time they could cast a sorcery.")
    assert teferi == fx.Restriction(what=fx.EachOpponent(), rule="can cast spells only as a sorcery")
    assert effect_of("You can cast noncreature spells only during your turn.").rule == "can cast noncreature spells only during your turn"
    parsed = parse_ability(normalise_ability("You can cast spells only any time you could cast an instant."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert unsupported.node == "CastWindow"


def test_this_spell_as_though_it_had_flash_functions_where_the_card_is_cast_from() -> None:
    """"You may cast this spell as though it had flash [if you pay {2} more to cast it]." (CR
    113.6e, 601.3c): a static ability of any zone, with the cost of using it."""
    (free,) = compiled("You may cast this spell as though it had flash.")
    assert isinstance(free, fx.StaticAbility) and free.zone == "any"
    (costed,) = compiled("You may cast this spell as though it had flash if you pay {2} more to cast it.")
    assert costed.zone == "any" and costed.effects == (fx.AsThough(kind="flash", what=fx.This(), cost=(fx.ManaPayment(mana="{2}"),)),)


def test_spells_that_can_be_cast_as_though_they_had_flash() -> None:
    """"Creature spells you cast can be cast as though they had flash." (CR 601.3b): whoever
    casts them, the description says whose they are; another keyword is unsupported."""
    flash = effect_of("Creature spells you cast can be cast as though they had flash.")
    assert flash.kind == "flash" and flash.player == fx.EachPlayer() and flash.what.controller == fx.You()
    parsed = parse_ability(normalise_ability("Creature spells you cast can be cast as though they had haste."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "flash" in unsupported.reason


def test_you_may_cast_this_card_from_a_zone_is_the_cards_own_permission() -> None:
    """"You may cast this card from your graveyard [as long as ...] [using its blitz ability]."
    (CR 601.3, 113.6f): a CastPermission of the card, not a permission for every card of the
    zone nor an instruction to cast it."""
    assert compiled("You may cast this card from your graveyard.") == (fx.CastPermission(zone="graveyard"),)
    assert compiled("You may cast ~ from exile.") == (fx.CastPermission(zone="exile"),)
    (gravecrawler,) = compiled("You may cast this card from your graveyard as long as you control a Zombie.")
    assert isinstance(gravecrawler, fx.CastPermission) and isinstance(gravecrawler.condition, fx.Controls)
    assert compiled("You may cast this card from your graveyard using its blitz ability.") == (fx.CastPermission(zone="graveyard", method="blitz"),)
    parsed = parse_ability(normalise_ability("Cast this card from your graveyard."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "instruction" in unsupported.reason


def test_a_spell_cast_when_a_sorcery_couldnt_have_been_sets_up_its_sacrifice_as_it_enters() -> None:
    """Necromancy's "If you cast it any time a sorcery couldn't have been cast, ...": the spell
    keeps whether a sorcery could have been cast as casting began (CR 307.1, 601.2a); the
    delayed trigger is made as it resolves into the permanent (CR 608.3, 603.7a); played in
    tests/runtime/test_cast_when_sorcery_couldnt.py."""
    parsed = parse_ability(normalise_ability("You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step."))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities)
    entering = abilities[-1]
    assert isinstance(entering, fx.EntersWith) and entering.condition == fx.CastWhenSorceryCouldNot()


def test_a_conditional_flash_permission_of_this_spell() -> None:
    """"If you control a Plains, you may cast this spell as though it had flash." (CR 601.3d):
    a static ability of any zone with the condition; a condition on the spell's own choices
    ("if X is 3 or less", CR 601.3b) is unsupported, not a permission that never applies."""
    (plains,) = compiled("If you control a Plains, you may cast this spell as though it had flash.")
    assert plains.zone == "any" and isinstance(plains.condition, fx.Controls) and plains.effects == (fx.AsThough(kind="flash", what=fx.This()),)
    parsed = parse_ability(normalise_ability("You may cast this spell as though it had flash if X is 3 or less."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "601.3b" in unsupported.reason
# -- new types that keep the old ones (CR 205.1b) ---------------------------------------------------
def test_becoming_a_creature_that_is_still_a_land_keeps_the_land_type() -> None:
    """"that's still a land", "that are still lands", "It's still a land." after a "may have ...
    become", "He's still a planeswalker.": the kept types, on the Becomes."""
    effect = effect_of("{T}, Sacrifice this artifact: Target land becomes a 3/3 artifact creature that's still a land.")
    assert isinstance(effect, fx.Becomes) and effect.keeps == ("Land",) and effect.types == ("Artifact", "Creature")
    assert effect.duration is None  # indefinitely (CR 611.2a)
    effect = effect_of("All Forests are 1/1 creatures that are still lands.")
    assert isinstance(effect, fx.Becomes) and effect.keeps == ("Land",) and effect.types == ("Creature",)
    assert isinstance(effect.what, fx.Filter) and effect.what.subtypes == ("Forest",)
    (ability,) = compiled("Whenever a land you control enters, you may have target land you control become a 3/3 Elemental creature with haste until end of turn. It's still a land.")
    (may,) = ability.effects
    assert isinstance(may, fx.May) and may.effects[0].keeps == ("Land",)
    effect = effect_of("[0]: Until end of turn, ~ becomes a legendary 4/4 Human Soldier creature that's still a planeswalker.")
    assert effect.keeps == ("Planeswalker",) and effect.supertypes == ("Legendary",) and effect.duration == "end_of_turn"
    (ability,) = compiled("[0]: Until end of turn, ~ becomes a 4/4 Human Soldier creature. He's still a planeswalker.")
    assert ability.effects[0].keeps == ("Planeswalker",)


def test_still_a_subtype_is_unsupported_not_dropped() -> None:
    parsed = parse_ability(normalise_ability("Target land becomes a 3/3 creature that's still a Cave land."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "kept subtype" in unsupported.reason


def test_it_is_after_a_move_onto_the_battlefield_applies_as_it_enters() -> None:
    """"Return it to the battlefield. It's an enchantment." (CR 611.2e): the Becomes is part of
    the move, on the entering object; elsewhere "it's" is a plain Becomes of "it"."""
    (ability,) = compiled("When ~ dies, if it was a creature, return it to the battlefield under its owner's control. It's an enchantment.")
    (move,) = ability.effects
    assert isinstance(move, fx.Move) and move.to == "battlefield"
    (change,) = move.characteristics
    assert isinstance(change, fx.Becomes) and change.what == fx.Found(key="entering")
    assert change.types == ("Enchantment",) and not change.in_addition and change.duration is None
    (ability,) = compiled("At the beginning of your upkeep, put target creature card from a graveyard onto the battlefield under your control. It's a Phyrexian in addition to its other types.")
    (change,) = ability.effects[0].characteristics
    assert change.subtypes == ("Phyrexian",) and change.in_addition
    effect = effect_of("As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types.")
    assert isinstance(effect, fx.Becomes) and effect.what == fx.AttachedTo(relation="enchanted") and effect.in_addition


def test_the_chosen_type_in_addition_and_the_chosen_color() -> None:
    """CR 607.2d: the quality its linked ability chose; "in addition to its other types" adds
    the type (CR 205.1b), the chosen color replaces its colors (CR 105.3)."""
    effect = effect_of("This creature is the chosen type in addition to its other types.")
    assert isinstance(effect, fx.Becomes) and effect.chosen == ("type",) and effect.in_addition
    effect = effect_of("Enchanted land is the chosen type.")
    assert effect.chosen == ("type",) and not effect.in_addition
    effect = effect_of("This creature is the chosen color.")
    assert effect.chosen == ("color",) and effect.what == fx.This()


def test_becoming_the_type_or_colors_chosen_as_the_effect_begins() -> None:
    """"becomes that type" (the type the instruction before chose) and "the color or colors of
    your choice" (one or more colors, CR 105.3), chosen as the effect begins (CR 608.2d)."""
    (ability,) = compiled("{1}: Choose a creature type other than Wall. Target creature becomes that type until end of turn.")
    choose, becomes = ability.effects
    assert isinstance(choose, fx.ChooseQuality) and choose.excluded == "Wall"
    assert isinstance(becomes, fx.Becomes) and becomes.chosen == ("type",) and not becomes.in_addition
    assert becomes.duration == "end_of_turn"
    (ability,) = compiled("Target creature becomes the color or colors of your choice until end of turn.")
    choose, becomes = ability.effects
    assert choose.quality == "color" and choose.one_or_more and becomes.chosen == ("color",)
    (ability,) = compiled("{T}: Until end of turn, target land you control becomes the basic land type of your choice in addition to its other types.")
    assert ability.effects[1].chosen == ("basic land type",) and ability.effects[1].in_addition


def test_losing_all_other_abilities_comes_before_what_the_sentence_gives() -> None:
    """"has defender, and loses all other abilities": the abilities are lost first, so the
    defender the sentence gives stays (CR 613.1f, 613.7); "loses all other card types" needs a
    sentence that sets them (CR 205.1a), else it is unsupported."""
    (ability,) = compiled("Enchanted creature has base power and toughness 0/2, has defender, and loses all other abilities.")
    lose, set_pt, grant = ability.effects
    assert isinstance(lose, fx.LoseAbilities) and lose.abilities == () and lose.what == fx.AttachedTo(relation="enchanted")
    assert isinstance(set_pt, fx.SetPT) and isinstance(grant, fx.GrantAbilities)
    (ability,) = compiled("Enchanted permanent is an enchantment and loses all other card types.")
    (becomes,) = ability.effects
    assert isinstance(becomes, fx.Becomes) and becomes.types == ("Enchantment",) and not becomes.in_addition
    parsed = parse_ability(normalise_ability("Enchanted creature loses all other card types."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "card types" in unsupported.reason


def test_becoming_a_creature_with_all_creature_types() -> None:
    effect = effect_of("{1}: This land becomes a 2/2 creature with all creature types until end of turn.")
    assert isinstance(effect, fx.Becomes) and effect.all_creature_types and effect.types == ("Creature",)


def test_still_a_land_after_becoming_something_for_as_long_as() -> None:
    (ability,) = compiled("When this creature enters, target Forest becomes a 4/5 green Treefolk creature for as long as this creature remains on the battlefield. It's still a land.")
    (lasting,) = ability.effects
    assert isinstance(lasting, fx.ForAsLongAs) and lasting.effects[0].keeps == ("Land",)


def test_a_copy_with_new_power_and_colors_in_addition_to_its_other_types() -> None:
    """CR 707.9b: "except it's a 1/1 Soldier creature in addition to its other types" sets the
    power and toughness and adds the types; "... in addition to its other colors and types" adds
    the colors too (CR 105.3)."""
    (ability,) = compiled("{6}: Create a token that's a copy of target artifact you control, except it's a 1/1 Soldier creature in addition to its other types.")
    exceptions = ability.effects[0].exceptions
    assert exceptions.types == ("Creature",) and exceptions.subtypes == ("Soldier",) and exceptions.in_addition
    assert exceptions.power == fx.Fixed(value=1) and exceptions.colors is None
    (ability,) = compiled("Whenever another legendary creature you control dies, create a token that's a copy of that creature, except it's not legendary and it's a 2/2 black Zombie in addition to its other colors and types.")
    exceptions = ability.effects[0].exceptions
    assert exceptions.colors == ("B",) and exceptions.colors_in_addition and exceptions.not_legendary


def test_every_basic_land_type_in_addition_to_its_other_types() -> None:
    effect = effect_of("Enchanted land is every basic land type in addition to its other types.")
    assert isinstance(effect, fx.Becomes) and effect.in_addition
    assert effect.subtypes == ("Plains", "Island", "Swamp", "Mountain", "Forest")  # CR 305.6


# -- a keyword of a cost granted without it, its cost in the sentence after (CR 702.1a-b) ----------
def test_granted_flashback_takes_the_cost_the_next_sentence_states() -> None:
    """"gains flashback until end of turn. The flashback cost is equal to its mana cost.": one
    grant, of flashback whose cost is the card's mana cost (read as it is cast, CR 702.1b)."""
    effect = effect_of("Target sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.")
    assert isinstance(effect, fx.GrantAbilities) and effect.duration == "end_of_turn"
    (keyword,) = effect.abilities
    assert isinstance(keyword, fx.Keyword) and keyword.name == "flashback" and keyword.cost == (fx.OwnManaCost(),)
    (way,) = [a for a in keyword.definition if isinstance(a, fx.CastPermission)]
    assert way.zone == "graveyard" and way.cost == (fx.OwnManaCost(),)


def test_granted_escape_cost_adds_the_other_costs_to_the_mana_cost() -> None:
    (ability,) = compiled("{T}: Target legendary creature card in your graveyard gains escape until end of turn. The escape cost is equal to its mana cost plus exile three other cards from your graveyard.")
    assert isinstance(ability, fx.ActivatedAbility)
    (grant,) = ability.effects
    (keyword,) = grant.abilities
    assert keyword.name == "escape" and isinstance(keyword.cost[0], fx.OwnManaCost)
    assert isinstance(keyword.cost[1], fx.ExileCost) and keyword.cost[1].amount == fx.Fixed(value=3)


def test_flashback_granted_without_a_stated_cost_is_unsupported() -> None:
    """No way to cast the card is made up: without the sentence that states it, the cost is unknown."""
    parsed = parse_ability(normalise_ability("Target sorcery card in your graveyard gains flashback until end of turn."))
    abilities = compiler.compile_line(parsed.line, text="")
    assert [u.node for u in compiler.unsupported_in(abilities)] == ["KeywordNamed"]


def test_suspend_granted_without_a_cost_keeps_only_its_time_counter_triggers() -> None:
    """"If it doesn't have suspend, it gains suspend.": the card can't be suspended from a hand
    for no cost; its upkeep and last-counter triggers work in exile (CR 702.62a)."""
    (ability,) = compiled("Exile target creature and put two time counters on it. If it doesn't have suspend, it gains suspend.")
    conditional = ability.effects[-1]
    assert isinstance(conditional, fx.Conditional)
    assert isinstance(conditional.condition, fx.Is) and conditional.condition.negated and conditional.condition.test.keywords == ("suspend",)
    (grant,) = conditional.effects
    (keyword,) = grant.abilities
    assert keyword.name == "suspend" and not any(isinstance(a, fx.SpecialAction) for a in keyword.definition)
    assert [a.zone for a in keyword.definition] == ["exile", "exile"]


def test_that_dont_have_keywords_excludes_each_of_them() -> None:
    """"each creature that doesn't have first strike, double strike, vigilance, or haste": a
    creature with none of them (CR 702.1)."""
    (ability,) = compiled("When ~ enters, it deals 1 damage to each creature that doesn't have first strike, double strike, vigilance, or haste.")
    (damage,) = ability.effects
    assert damage.to.excluded_keywords == ("first strike", "double strike", "vigilance", "haste") and damage.to.keywords == ()
    assert effect_of("Creatures you control that don't have flying get +1/+1.").what.excluded_keywords == ("flying",)


def test_if_it_doesnt_have_a_keyword_of_a_number_tests_its_name() -> None:
    (ability,) = compiled("Target creature gains first strike until end of turn. If it doesn't have rampage, that creature gains rampage 2 until end of turn.")
    conditional = ability.effects[-1]
    assert isinstance(conditional.condition, fx.Is) and conditional.condition.negated and conditional.condition.test.keywords == ("rampage",)
    (grant,) = conditional.effects
    assert grant.abilities[0].name == "rampage" and grant.abilities[0].amount == fx.Fixed(value=2)
# -- enters events with how the permanent enters (CR 603.2, 110.5b) ----------------------------------
@pytest.mark.parametrize(
    ("text", "test"),
    [
        ("Whenever a land you control enters tapped, you gain 1 life.", fx.Filter(tapped=True)),
        ("When this land enters untapped, you gain 1 life.", fx.Filter(tapped=False)),
        ("Whenever a creature enters under your control, you gain 1 life.", fx.Filter(controller=fx.You())),
        ("Whenever a creature enters the battlefield under an opponent's control, you gain 1 life.", fx.Filter(controller=fx.EachOpponent())),
    ],
)
def test_an_enters_event_tests_how_the_permanent_entered(text: str, test: fx.Filter) -> None:
    (ability,) = compiled(text)
    assert isinstance(ability, fx.TriggeredAbility) and ability.trigger.event == "enters"
    assert ability.trigger.condition == fx.Is(what=fx.Found(key="triggering"), test=test)


def test_entering_attacking_as_an_event_stays_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Whenever a creature you control attacks or enters attacking, you gain 1 life."))
    assert parsed.line is not None
    (reason,) = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]
    assert reason == "an event with how it enters: 'attacking'"


# -- "that creature enters with ..." after a cast trigger (CR 614.1c, 608.3) --------------------------
def test_the_creature_a_cast_spell_becomes_enters_with_counters() -> None:
    (ability,) = compiled("Whenever you cast a creature spell, that creature enters tapped and with a stun counter on it.")
    (created,) = ability.effects
    entering = fx.EntersWith(counter="stun", amount=fx.Fixed(value=1), tapped=True, what=fx.Found(key="triggering"))
    assert created == fx.CreateEntersWith(entering=entering, duration="end_of_turn")


def test_the_creature_a_cast_spell_becomes_entering_with_x_counters_stays_unsupported() -> None:
    text = "Whenever you cast a creature spell, that creature enters with X additional +1/+1 counters on it, where X is the number of creatures you control."
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    (reason,) = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]
    assert reason == "the permanent a spell becomes entering with a number of counters that is not fixed"


# -- "It enters tapped / with counters" after a move onto the battlefield (CR 614.1c, 614.12) ------
def test_it_enters_tapped_after_a_return_is_part_of_the_move() -> None:
    (ability,) = compiled("When this creature dies, return target creature card from your graveyard to the battlefield. It enters tapped.")
    (move,) = ability.effects
    assert isinstance(move, fx.Move) and move.to == "battlefield" and move.tapped


def test_a_condition_on_the_entering_card_is_checked_for_each_object_it_puts() -> None:
    (ability,) = compiled("{T}: You may put a creature card from your hand onto the battlefield. If that card has mana value 3 or less, it enters with three additional +1/+1 counters on it.")
    (may,) = ability.effects
    (move,) = may.effects
    (conditional,) = move.counters
    put = fx.PutCounters(what=fx.Found(key="entering"), counter="+1/+1", amount=fx.Fixed(value=3))
    condition = fx.Compare(left=fx.StatOf(what=fx.Found(key="entering"), stat="mana_value"), op="<=", right=fx.Fixed(value=3))
    assert conditional == fx.Conditional(condition=condition, effects=(put,))


def test_entering_tapped_on_a_condition_after_a_move_stays_unsupported() -> None:
    text = "{T}: You may put a creature card from your hand onto the battlefield. If that card is an enchantment card, it enters tapped."
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    (reason,) = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]
    assert reason == "how an object enters, with no move onto the battlefield before it that can say so"


# -- "When you cast this spell, ... This creature enters with ..." (CR 614.1c, 608.3, 601.2i) -------
def test_a_cast_trigger_makes_the_spells_permanent_enter_with_counters_it_counted() -> None:
    (ability,) = compiled("When you cast this spell, each player reveals the top card of their library. This creature enters with X +1/+1 counters on it, where X is the total mana value of all cards revealed this way.")
    assert ability.zone == "stack"
    _, created = ability.effects
    assert isinstance(created, fx.CreateEntersWith) and created.duration == "end_of_turn"
    assert created.entering.what == fx.This() and created.entering.amount == fx.StatOf(what=fx.Found(key="revealed"), stat="mana_value")


def test_a_cast_trigger_entering_with_a_number_counted_later_stays_unsupported() -> None:
    parsed = parse_ability(normalise_ability("When you cast this spell, you gain 1 life. This creature enters with X +1/+1 counters on it, where X is the number of creatures you control."))
    assert parsed.line is not None
    (reason,) = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]
    assert reason == "the spell's permanent entering with a number of counters counted as it enters"
# -- exchanges (CR 701.12) --------------------------------------------------------------------------
def test_exchange_control_of_two_permanents_names_both() -> None:
    """CR 701.12b: "this artifact and target nonland permanent": both, which the runtime checks
    are two permanents of different controllers."""
    effect = effect_of("{5}: Exchange control of this artifact and target nonland permanent.")
    assert isinstance(effect, fx.ExchangeControl) and effect.duration is None
    assert isinstance(effect.what, fx.Union) and effect.what.parts[0] == fx.This() and isinstance(effect.what.parts[1], fx.Target)
    effect = effect_of("Exchange control of two target creatures.")
    assert isinstance(effect, fx.ExchangeControl) and isinstance(effect.what, fx.Target) and (effect.what.min, effect.what.max) == (2, 2)


def test_exchange_life_totals_with_a_player_or_between_two_players() -> None:
    """CR 701.12c: "with target opponent": you and that opponent; "Two target players exchange
    life totals": the subject's two players."""
    effect = effect_of("{T}, Sacrifice this artifact: Exchange life totals with target opponent.")
    assert isinstance(effect, fx.ExchangeLifeTotals) and isinstance(effect.players, fx.Union)
    assert effect.players.parts[0] == fx.You() and effect.players.parts[1] == fx.Target(key="target", what=fx.EachOpponent())
    effect = effect_of("{6}, {T}: Two target players exchange life totals.")
    assert effect == fx.ExchangeLifeTotals(players=fx.Target(key="target", what=fx.EachPlayer(), min=2, max=2))


# -- die rolls (CR 706) -----------------------------------------------------------------------------
def test_whenever_you_roll_one_or_more_dice_is_a_roll_event_of_yours() -> None:
    (ability,) = compiled("Whenever you roll one or more dice, put a number of charge counters on this artifact equal to the result.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.trigger == fx.Trigger(event="roll_dice", player=fx.You())
    assert ability.effects == (fx.PutCounters(what=fx.This(), counter="charge", amount=fx.DieResult()),)


def test_exchange_a_life_total_with_a_power_or_toughness() -> None:
    """CR 701.12g: a player's life total and an object's power or toughness; two powers (or
    two objects' numbers) are not lowered."""
    effect = effect_of("{T}: Exchange target opponent's life total with this creature's toughness.")
    assert effect == fx.ExchangeLifeWithStat(player=fx.Target(key="target", what=fx.EachOpponent()), what=fx.This(), stat="toughness")
    parsed = parse_ability(normalise_ability("Exchange this creature's power with target creature's power."))
    assert parsed.line is not None
    assert [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))] == ["numbers exchanged other than a player's life total and a creature's power or toughness"]
# -- mana (CR 106) -------------------------------------------------------------------------------------
def test_for_each_color_of_mana_spent_counts_the_colors_spent_to_cast_the_spell() -> None:
    """Converge (CR 702.44a wording): the multiplier is the colors among the mana spent."""
    effect = effect_of("Create a 1/1 white Kor Ally creature token for each color of mana spent to cast this spell.")
    assert isinstance(effect, fx.CreateToken)
    assert effect.amount == fx.ManaSpentToCast(what=fx.This(), colors=True)
    (entering,) = compiled("This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.")
    assert isinstance(entering, fx.EntersWith) and entering.amount == fx.ManaSpentToCast(what=fx.This(), colors=True)


def test_mana_that_cant_be_spent_on_some_uses_is_a_restriction_that_forbids_them() -> None:
    """CR 106.6: "can't be spent to cast nonartifact spells" lists what the mana may not pay for;
    "spells from your hand" (the zone it is cast from) is not compared yet, so unsupported."""
    (ability,) = compiled("{T}: Add {C}{C}. This mana can't be spent to cast nonartifact spells.")
    _add, restriction = ability.effects
    assert isinstance(restriction, fx.SpendRestriction) and restriction.forbidden
    (spells,) = restriction.spells
    assert isinstance(spells, fx.Filter) and spells.excluded_types == ("Artifact",)
    parsed = parse_ability(normalise_ability("{T}: Add {C}. This mana can't be spent to cast spells from your hand."))
    assert parsed.line is not None
    assert compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))


def test_mana_of_a_color_in_your_commanders_color_identity_names_your_commander_in_any_zone() -> None:
    """CR 903.4: the colors are those of the commander's color identity (the runtime looks for it
    in every zone, 903.3)."""
    effect = effect_of("{T}: Add one mana of any color in your commander's color identity.")
    assert isinstance(effect, fx.AddMana) and not effect.any_color
    assert isinstance(effect.identity_of, fx.Filter)
    assert effect.identity_of.states == ("commander",) and effect.identity_of.owner == fx.You()


def test_replacing_the_mana_a_permanent_produces_is_a_replacement_of_mana_production() -> None:
    """CR 106.12b, 614.1a: "it produces {B} instead of any other type": each mana becomes {B}."""
    parsed = parse_ability(normalise_ability("If a land is tapped for mana, it produces {B} instead of any other type."))
    assert parsed.line is not None
    (ability,) = compiler.compile_line(parsed.line, text="")
    assert isinstance(ability, fx.Replacement) and ability.event == "tapped_for_mana" and ability.player is None
    assert ability.instead == (fx.ProducedMana(mana="{B}"),)
    parsed = parse_ability(normalise_ability("If an opponent taps a land for mana, it produces {C} instead of any other type."))
    assert parsed.line is not None
    (reason,) = compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))
    assert "tapped for mana by" in reason.reason


def test_which_mana_may_pay_x_is_a_rule_of_the_spell_and_the_whole_cost_is_unsupported() -> None:
    """CR 106.6, 601.2h: "Spend only black mana on X." is read as the cost is paid; which mana
    pays the whole cost is not in the model yet."""
    parsed = parse_ability(normalise_ability("Spend only black and/or red mana on X."), is_spell=True)
    assert parsed.line is not None
    (ability,) = compiler.compile_line(parsed.line, text="")
    assert ability == fx.StaticAbility(effects=(fx.XManaTypes(types=("B", "R")),), zone="stack")
    parsed = parse_ability(normalise_ability("Spend only mana produced by creatures to cast this spell."))
    assert parsed.line is not None
    (reason,) = compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))
    assert "106.6" in reason.reason


def test_a_symbol_or_one_mana_of_the_chosen_color_keeps_both_choices() -> None:
    effect = effect_of("{T}: Add {G} or one mana of the chosen color.")
    assert isinstance(effect, fx.AddMana) and effect.chosen_color and effect.choices == ("{G}",)
# -- "they" of an instruction whose subject is each player (CR 101.4) --------------------------------
def test_they_under_each_player_is_the_player_the_instruction_is_carried_out_for() -> None:
    """"Each opponent sacrifices a creature with the greatest power among creatures they control":
    "they" is the one opponent sacrificing ("that player", bound by the executor), not all of them."""
    effect = effect_of("Each opponent sacrifices a creature with the greatest power among creatures they control.")
    assert isinstance(effect, fx.Sacrifice) and effect.player == fx.EachOpponent()
    assert isinstance(effect.what, fx.Filter) and effect.what.controller == fx.PlayerRole(role="that")
    effect = effect_of("Each player draws cards equal to the number of creatures they control.")
    assert isinstance(effect, fx.Draw) and effect.amount == fx.CountOf(what=fx.Filter(types=("Creature",), controller=fx.PlayerRole(role="that"), zone="battlefield"))


def test_they_under_each_player_in_an_instruction_not_carried_out_per_player_is_unsupported() -> None:
    """"Each player may return a creature they control to its owner's hand": an optional Move
    each player decides on is not carried out player by player, so "they" would mean no one:
    explicitly unsupported. (Without "may", each player's choice then the Move on all chosen,
    CR 101.4: tests/runtime/test_each_player_chooses_for_an_instruction.py.)"""
    text = "Each player may return a creature they control to its owner's hand."
    abilities = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    (problem,) = compiler.unsupported_in(abilities)
    assert "they" in problem.reason and "player by player" in problem.reason


def test_sacrifice_all_sacrifices_every_one() -> None:
    """"Sacrifice all creatures you control" (CR 701.21a): as many as there are, not one."""
    effect = effect_of("Sacrifice all creatures you control.")
    assert isinstance(effect, fx.Sacrifice) and effect.amount == fx.CountOf(what=effect.what)


def test_other_after_a_choice_means_not_chosen() -> None:
    """"Each player chooses three nonland permanents they control. Destroy all other nonland
    permanents." (CR 608.2c): "other" excludes the chosen objects, not the source."""
    (ability,) = compiled("Each player chooses three nonland permanents they control. Destroy all other nonland permanents.")
    choose, destroy = ability.effects
    assert isinstance(choose, fx.ChooseObjects) and isinstance(destroy, fx.Destroy)
    assert isinstance(destroy.what, fx.Filter) and not destroy.what.other and destroy.what.excluded == fx.Found(key=choose.key)


# -- "can't be activated" (CR 602.5) ------------------------------------------------------------------
def test_cant_be_activated_keeps_whose_abilities_they_are() -> None:
    """"Activated abilities of artifacts can't be activated.": the artifacts' abilities, not all."""
    effect = effect_of("Activated abilities of artifacts can't be activated.")
    assert isinstance(effect, fx.Restriction) and effect.rule == "can't be activated"
    assert effect.what == fx.ActivatedAbilities(of=fx.Filter(types=("Artifact",), zone="battlefield"), mana_abilities=True)


def test_cant_be_activated_set_up_by_an_instruction_is_about_the_objects() -> None:
    """"Tap target creature. Its activated abilities can't be activated this turn.": a rule about
    the target's activated abilities for the turn (CR 602.5, 611.2c), not every ability's;
    "activated abilities of that permanent" after an ability was countered names the source of
    an ability on the stack, which no reference says: unsupported."""
    text = "{T}: Tap target creature. Its activated abilities can't be activated this turn."
    (ability,) = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    assert not compiler.unsupported_in(ability)
    tap, rule = ability.effects
    assert rule == fx.Restriction(what=fx.ActivatedAbilities(of=tap.what), rule="can't be activated", duration="end_of_turn")
    text = "Counter target activated ability. Activated abilities of that permanent can't be activated this turn."
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    if parsed.line is not None:
        assert compiler.unsupported_in(compiler.compile_line(parsed.line, text=text))


def test_cant_be_activated_unless_they_are_mana_abilities_leaves_mana_abilities_out() -> None:
    """Damping Matrix (CR 602.5, 605.1a): the artifacts' and creatures' abilities but their mana
    abilities; not an "unless" condition on the restriction."""
    effect = effect_of("Activated abilities of artifacts and creatures can't be activated unless they're mana abilities.")
    assert isinstance(effect, fx.Restriction) and effect.rule == "can't be activated"
    assert effect.what == fx.ActivatedAbilities(of=fx.Filter(any_types=("Artifact", "Creature"), zone="battlefield"), mana_abilities=False)


def test_cost_change_unless_they_are_mana_abilities_leaves_mana_abilities_out() -> None:
    """Suppression Field, Tithe Taker (CR 602.2b, 605.1a): the cost change is of the abilities
    that aren't mana abilities."""
    effect = effect_of("Activated abilities cost {2} more to activate unless they're mana abilities.")
    assert isinstance(effect, fx.ModifyCost) and effect.increase and effect.amount == fx.Fixed(value=2)
    assert effect.spells == fx.ActivatedAbilities(mana_abilities=False)
    effect = effect_of("Abilities your opponents activate cost {1} more to activate unless they're mana abilities.")
    assert isinstance(effect, fx.ModifyCost) and effect.spells == fx.ActivatedAbilities(player=fx.EachOpponent(), mana_abilities=False)


def test_unless_they_are_mana_abilities_of_anything_else_is_unsupported() -> None:
    """"unless they're mana abilities" of an instruction: not understood, explicitly."""
    text = "Draw a card unless they're mana abilities."
    abilities = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    (problem,) = compiler.unsupported_in(abilities)
    assert "mana abilities" in problem.reason


# -- "loses this ability" (layer 6, CR 613.1f) ---------------------------------------------------------
def test_loses_this_ability_is_the_resolving_ability_lost() -> None:
    (ability,) = compiled("{2}: Draw a card, then this creature loses this ability.")
    assert ability.effects[-1] == fx.LoseThisAbility(what=fx.This(), duration=None)
    (ability,) = compiled("When this creature dies, return it to the battlefield under its owner's control. It perpetually loses this ability.")
    assert ability.effects[-1] == fx.LoseThisAbility(what=fx.Found(key="put"), duration="perpetual")


def test_loses_this_ability_in_a_static_ability_is_unsupported() -> None:
    text = "This creature loses this ability."
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert "loses this ability" in problem.reason


def test_it_after_a_return_is_what_the_move_records_for_that_zone() -> None:
    """"Return ... to the battlefield. It gains haste": the objects put onto the battlefield (as
    the runtime's Move records them), "return ... to its owner's hand": those returned."""
    (ability,) = compiled("{T}: Return target creature card from your graveyard to the battlefield. It gains haste until end of turn.")
    assert ability.effects[-1].what == fx.Found(key="put")
    (ability,) = compiled("{T}: Return target creature to its owner's hand. If it's red, draw a card.")
    assert ability.effects[-1].condition.what == fx.Found(key="returned")


# -- a creature's own way of crewing and saddling (CR 702.122a, 702.171a) -----------------------------
def test_crews_and_saddles_as_though_its_power_were_greater() -> None:
    (ability,) = compiled("This creature saddles Mounts and crews Vehicles as though its power were 2 greater.")
    assert isinstance(ability, fx.StaticAbility)
    assert ability.effects == (
        fx.CrewsWith(what=fx.This(), action="saddle", bonus=fx.Fixed(value=2)),
        fx.CrewsWith(what=fx.This(), action="crew", bonus=fx.Fixed(value=2)),
    )


def test_crews_using_its_toughness_rather_than_its_power() -> None:
    _, effect = only_static_effect("This creature crews Vehicles using its toughness rather than its power.")
    assert effect == fx.CrewsWith(what=fx.This(), action="crew", stat="toughness")


def test_a_crew_cost_taps_for_crewing() -> None:
    (ability,) = compiled("Crew 3")
    (crew,) = ability.definition
    (cost,) = crew.costs
    assert isinstance(cost, fx.TapCost) and cost.purpose == "crew"


def test_crewing_something_other_than_vehicles_is_unsupported() -> None:
    text = "This creature saddles Vehicles as though its power were 2 greater."
    problems = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert [p.node for p in problems] == ["Saddles", "AsThoughStatGreater"]


def test_a_crewing_total_after_anything_else_is_unsupported() -> None:
    text = "Draw a card as though its power were 2 greater."
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert problem.node == "AsThoughStatGreater"


# -- permissions to activate beyond the rules' limits (CR 602.5, 606.3) -------------------------------
@pytest.mark.parametrize(("text", "kind"), [
    ("You may activate the loyalty abilities of ~ twice each turn rather than only once.", "twice"),
    ("You may activate abilities of creatures you control as though those creatures had haste.", "haste"),
    ("During your turn, you may activate equip abilities any time you could cast an instant.", "instant"),
])
def test_activating_beyond_the_rules_limits_is_a_permission(text: str, kind: str) -> None:
    (ability,) = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    (permission,) = ability.effects
    assert isinstance(permission, fx.ActivationPermission) and permission.kind == kind and permission.duration is None
    assert isinstance(permission.what, fx.ActivatedAbilities) and permission.player == fx.You()


@pytest.mark.parametrize("text", [
    "You may activate equip abilities twice each turn rather than only once.",
    "You may activate abilities of creatures you control as though those creatures had flying.",
])
def test_activating_beyond_other_limits_is_unsupported_with_its_reason(text: str) -> None:
    problems = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert [p.node for p in problems] in (["MayActivate"], ["TwiceRatherThanOnce"], ["AsThoughHad"])


# -- attacking and blocking restrictions and requirements (CR 508.1c-d, 509.1b-c) --------------------
def test_no_more_than_n_creatures_can_attack_or_block_each_combat() -> None:
    """CR 508.1c, 509.1b: a limit on the number of attackers (at you, or at anyone) or blockers."""
    effect = effect_of("No more than two creatures can attack you each combat.")
    assert effect == fx.CombatLimit(action="attack", most=fx.Fixed(value=2), defender=fx.You())
    assert effect_of("No more than one creature can attack each combat.") == fx.CombatLimit(action="attack", most=fx.Fixed(value=1))
    assert effect_of("No more than one creature can block each combat.") == fx.CombatLimit(action="block", most=fx.Fixed(value=1))
    (ability,) = compiled("As long as ~ is tapped, no more than one creature can attack you each combat.")
    assert isinstance(ability, fx.StaticAbility) and ability.condition is not None


def test_a_cost_to_attack_for_each_of_those_creatures_counts_the_attackers() -> None:
    """CR 508.1d: "pays {1} for each of those creatures": the creatures of the subject that the
    paying player attacks with; the payer is the attacker's controller, not the planeswalkers'."""
    effect = effect_of("Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those creatures.")
    assert isinstance(effect, fx.Unless) and isinstance(effect.condition, fx.PlayerPaid)
    creatures = fx.Filter(types=("Creature",))
    assert effect.condition.player == fx.ControllerOf(what=creatures)
    assert effect.condition.times == fx.CountOf(what=fx.Filter(types=("Creature",), controller=fx.ControllerOf(what=creatures), states=("attacking you or a planeswalker you control",)))
    effect = effect_of("Creatures can't block unless their controller pays {1} for each of those creatures.")
    assert isinstance(effect, fx.Unless) and effect.condition.times.what.states == ("blocking",)


def test_a_series_of_actions_an_object_cant_take() -> None:
    (ability,) = compiled("Enchanted creature can't attack, block, or transform.")
    assert [e.rule for e in ability.effects] == ["can't attack", "can't block", "can't transform"]
    text = "Enchanted permanent can't attack, block, or crew Vehicles."
    abilities = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    assert [u.text for u in compiler.unsupported_in(abilities)] == ["crew Vehicles"]


def test_creatures_without_any_of_several_keywords() -> None:
    effect = effect_of("Creatures your opponents control without flying or reach can't block creatures with power 2 or less.")
    assert isinstance(effect, fx.Restriction) and effect.rule == "can't block"
    assert effect.what.excluded_keywords == ("flying", "reach") and effect.what.controller == fx.EachOpponent()


def test_the_creatures_able_to_block_and_the_creature_it_blocks() -> None:
    """CR 509.1c: the blockers named first; "it" is the object named before them, and in "have
    target creature block it" the object the trigger is about, never the blocker itself."""
    effect = effect_of("All Walls able to block this creature do so.")
    assert effect == fx.Restriction(what=fx.Filter(subtypes=("Wall",)), rule="blocks if able", other=fx.This())
    (ability,) = compiled("Enchanted creature gets +4/+4 and has first strike, and all creatures able to block it do so.")
    assert ability.effects[-1].other == fx.AttachedTo(relation="enchanted")
    (ability,) = compiled("When this creature enters, you may have target creature block it this turn if able.")
    (chosen,) = ability.effects[0].effects
    assert chosen.rule == "blocks if able" and chosen.other == fx.This() and chosen.duration == "end_of_turn"
    (ability,) = compiled("Put a +1/+1 counter on target creature you control. Another target creature blocks it this turn if able.")
    put, block = ability.effects
    assert block.what.key == "target 2" and block.other == put.what
    text = "Target creature blocks it this turn if able."
    assert compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))


def test_plural_requirements_and_landwalk_ignored() -> None:
    effect = effect_of("Creatures the active player controls attack this turn if able.")
    assert effect.rule == "attacks each combat if able" and effect.duration == "end_of_turn"
    assert effect.what.controller == fx.PlayerRole(role="active")
    effect = effect_of("Creatures with islandwalk can be blocked as though they didn't have islandwalk.")
    assert effect.rule == "can be blocked as though they didn't have islandwalk" and effect.what.keywords == ("islandwalk",)


def test_an_x_in_a_payment_defined_by_where_x_is_takes_the_value() -> None:
    """"unless its controller pays {X}, where X is ...": the symbol takes the defined value
    (CR 107.3a); an X that is a value is replaced as before."""
    (ability,) = compiled("Counter target spell unless its controller pays {X}, where X is its mana value.")
    (payment,) = [e for e in walk(ability.effects) if isinstance(e, fx.ManaPayment)]
    assert isinstance(payment.x, fx.StatOf) and payment.x.stat == "mana_value"
    effect = effect_of("Target creature gets +X/+X until end of turn, where X is the number of cards in your hand.")
    assert isinstance(effect, fx.ModifyPT) and isinstance(effect.power, fx.CountOf)


def test_creatures_attacking_a_planeswalker_you_control() -> None:
    """CR 508.1d: Onakke Oathkeeper's cost counts the creatures attacking a planeswalker you control."""
    effect = effect_of("Creatures can't attack planeswalkers you control unless their controller pays {1} for each creature they control that's attacking a planeswalker you control.")
    assert isinstance(effect, fx.Unless) and effect.condition.times.what.states == ("attacking a planeswalker you control",)


# -- phases and steps added to a turn (CR 500.8-500.10) ---------------------------------------------
def test_added_phases_keep_their_order_count_and_placement() -> None:
    effect = effect_of("After this main phase, there is an additional combat phase followed by an additional main phase.")
    assert effect == fx.AddTurnParts(parts=("combat phase", "main phase"), after="main phase")
    effect = effect_of("After this main phase, there are two additional combat phases.")
    assert effect == fx.AddTurnParts(parts=("combat phase",), after="main phase", count=fx.Fixed(value=2))
    effect = effect_of("Then there is an additional end step after this step.")
    assert effect == fx.AddTurnParts(parts=("end step",), after="step")
    (ability,) = compiled("Whenever this creature deals combat damage to a player, you get that many additional upkeep steps after this phase.")
    (effect,) = ability.effects
    assert effect.parts == ("upkeep step",) and effect.after == "phase" and effect.player == fx.You()
    assert not isinstance(effect.count, fx.Fixed)


def test_the_phase_of_the_turn_as_a_condition() -> None:
    (ability,) = compiled("Whenever a land you control enters, if it's your main phase, there's an additional combat phase after this phase.")
    assert ability.condition == fx.InPhase(phase="main", yours=True)
    (ability,) = compiled("Whenever a creature you control attacks alone, if it's the first combat phase of the turn, untap that creature.")
    assert ability.condition == fx.InPhase(phase="combat", nth=1)


def test_a_phase_added_after_a_step_is_unsupported_not_guessed() -> None:
    text = "Then there is an additional combat phase after this step."
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert "after a step" in problem.reason
# -- a rider that changes how many modes are chosen (CR 700.2, 601.2b) ------------------------------
def spell_modes(text: str) -> fx.Modes:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    (ability,) = abilities
    assert isinstance(ability, fx.SpellAbility) and ability.modes is not None
    return ability.modes


def test_you_may_choose_both_instead_as_you_cast_this_spell() -> None:
    """"as you cast this spell" is when the modes are chosen (CR 601.2b): a plain "you control"."""
    modes = spell_modes("Choose one. If you control a commander as you cast this spell, you may choose both instead.\n• Draw a card.\n• You gain 3 life.")
    assert (modes.min, modes.max) == (1, 1)
    assert modes.instead is not None and (modes.instead.min, modes.instead.max) == (1, 2)
    assert isinstance(modes.instead.condition, fx.Controls) and modes.instead.condition.what.states == ("commander",)
    modes = spell_modes("Choose one. If you control a Wizard as you cast this spell, you may choose two instead.\n• Draw a card.\n• You gain 3 life.\n• Scry 2.")
    assert (modes.instead.min, modes.instead.max) == (1, 2)  # type: ignore[union-attr]  # "two": two modes (elliptic)


def test_choose_any_number_instead_if_kicked_and_choose_both_without_may() -> None:
    modes = spell_modes("Choose one. If this spell was kicked, choose any number instead.\n• Draw a card.\n• You gain 3 life.\n• Scry 2.")
    assert modes.instead == fx.ModesInstead(condition=fx.CostWasPaid(name="kicker"), min=0, max=3)
    (ability,) = compiled("When this creature enters, choose one. If you control a commander, choose both instead.\n• Draw a card.\n• You gain 3 life.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.modes is not None
    assert (ability.modes.instead.min, ability.modes.instead.max) == (2, 2)  # type: ignore[union-attr]


def test_controlling_an_artifact_and_an_enchantment_is_both() -> None:
    """"an artifact and an enchantment": one of each, not either."""
    modes = spell_modes("Choose one. If you control an artifact and an enchantment as you cast this spell, you may choose both instead.\n• Draw a card.\n• You gain 3 life.")
    condition = modes.instead.condition  # type: ignore[union-attr]
    assert isinstance(condition, fx.AllOf)
    assert [c.what.types for c in condition.conditions] == [("Artifact",), ("Enchantment",)]  # type: ignore[attr-defined]


def test_the_same_mode_more_than_once() -> None:
    """CR 700.2d: "Choose three. You may choose the same mode more than once."."""
    modes = spell_modes("Choose three. You may choose the same mode more than once.\n• Draw a card.\n• You gain 3 life.")
    assert (modes.min, modes.max, modes.repeat, modes.instead) == (3, 3, True, None)


# -- "a random card" (CR 701.9b; a random choice, made with the game's random generator) -----------
def test_a_random_card_is_a_card_picked_at_random() -> None:
    effect = effect_of("Exile a random card from your graveyard.")
    assert effect == fx.Move(what=fx.Chosen(what=fx.Filter(zone="graveyard", zone_owner=fx.You(), kind="card"), at_random=True), to="exile")
    assert effect_of("Return a random creature card from your graveyard to your hand.") == effect_of("Return a creature card at random from your graveyard to your hand.")
    effect = effect_of("Target opponent discards a random card.")
    assert isinstance(effect, fx.Discard) and effect.at_random and effect.what is None and effect.amount == fx.Fixed(value=1)


def test_a_random_card_of_a_kind_to_discard_is_picked_among_that_kind() -> None:
    """CR 701.9b: "a random nonland card" is picked by chance among the nonland cards."""
    (discard,) = compiled("Each opponent discards a random nonland card.")[0].effects
    assert discard.at_random and discard.what is None and discard.kind.excluded_types == ("Land",)


# -- spells cast this turn, counted from the turn's record (CR 601.2i) ------------------------------
def test_for_each_spell_youve_cast_this_turn_repeats_the_instructions() -> None:
    (ability,) = compiled("At the beginning of your end step, for each spell you've cast this turn, create a 1/2 blue Bird creature token with flying.")
    (effect,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(effect, fx.Repeat) and effect.times == fx.SpellsCast(turn="this", by=fx.You(), what=fx.Filter(zone="stack"))
    text = "For each spell you've cast this turn, exile it."  # the record keeps no objects for "it"
    assert compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))  # type: ignore[arg-type]


def test_spells_you_cast_this_turn_cost_less_until_end_of_turn() -> None:
    """A cost change a resolving ability makes lasts as written (CR 611.2a): "spells you cast
    this turn" are the spells cast until the end of the turn; "the next spell" is one of them."""
    (ability,) = compiled("Whenever this creature attacks, face-down spells you cast this turn cost {1} less to cast.")
    (effect,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(effect, fx.ModifyCost) and effect.duration == "end_of_turn"
    assert effect.spells == fx.Filter(controller=fx.You(), zone="stack", states=("face-down",))
    (ability,) = compiled("{T}: Until end of turn, creature spells you cast cost {1} less to cast.")
    assert ability.effects[0].duration == "end_of_turn"  # type: ignore[attr-defined]
    (ability,) = compiled("Creature spells you cast cost {1} less to cast.")
    assert ability.effects[0].duration is None  # type: ignore[attr-defined]  # a static ability's
    (ability,) = compiled("{T}: The next spell you cast this turn costs {1} less to cast.")
    assert ability.effects[0].spells == fx.NextSpell(what=fx.Filter(zone="stack"), by=fx.You())  # type: ignore[attr-defined]


def test_the_next_spell_you_cast_this_turn_is_one_spell_cast_later() -> None:
    """"the next [creature] spell you cast this turn" (CR 611.2f): a cost change, granted
    abilities, "can't be countered" and "as though it had flash" (by the player who casts it),
    each for the time the spell may be cast in; "they" is the player the ability names; other
    effects on it, and such a sentence in a static ability, are unsupported."""
    creature = fx.NextSpell(what=fx.Filter(zone="stack", types=("Creature",)), by=fx.You())
    effect = effect_of("{1}: The next creature spell you cast this turn costs {2} less to cast.")
    assert effect == fx.ModifyCost(spells=creature, amount=fx.Fixed(value=2), duration="end_of_turn")
    effect = effect_of("{1}: The next creature spell you cast this turn can't be countered.")
    assert effect == fx.Restriction(what=creature, rule="can't be countered", duration="end_of_turn")
    effect = effect_of("{1}: The next creature spell you cast this turn can be cast as though it had flash.")
    assert effect == fx.AsThough(kind="flash", what=creature, player=fx.You(), duration="end_of_turn")
    effect = effect_of("{1}: The next instant or sorcery spell you cast this turn has storm.")
    assert isinstance(effect, fx.GrantAbilities) and effect.duration == "end_of_turn"
    assert effect.what == fx.NextSpell(what=fx.Filter(zone="stack", any_types=("Instant", "Sorcery")), by=fx.You())
    (ability,) = compiled("{T}: Target player adds {C}. The next spell they cast this turn has cascade.")
    assert ability.effects[1].what.by == ability.effects[0].player  # type: ignore[attr-defined]
    for text in ("The next creature spell you cast this turn can't be countered.", "{1}: The next creature spell you cast this turn gets +1/+1."):
        assert compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))  # type: ignore[arg-type]


def test_a_characteristic_of_spells_youve_cast_this_turn_reads_the_record() -> None:
    (ability,) = compiled("At the beginning of your end step, draw a card for each card type among spells you've cast this turn.")
    draw = ability.effects[0]  # type: ignore[attr-defined]
    assert draw.amount == fx.CountDistinct(what=fx.CastThisTurn(what=fx.Filter(zone="stack"), by=fx.You()), characteristic="card_types")
    effect = effect_of("~ deals damage to each creature your opponents control equal to the total mana value of other spells you've cast this turn.")
    assert effect.amount == fx.StatOf(what=fx.CastThisTurn(what=fx.Filter(zone="stack", other=True), by=fx.You()), stat="mana_value")  # type: ignore[attr-defined]


def test_a_mode_count_the_grammar_reads_as_a_number() -> None:
    modes = spell_modes("Choose five. You may choose the same mode more than once.\n• Draw a card.\n• You gain 3 life.")
    assert (modes.min, modes.max, modes.repeat) == (5, 5, True)
def test_a_kicked_spell_is_a_spell_state_named_for_the_cost_paid() -> None:
    """CR 702.33d, 702.166b: "a kicked spell", "a bargained spell": the spells whose keyword
    cost was paid, a filter state the runtime reads from the spell's costs paid."""
    (ability,) = compiled("Whenever you cast a kicked spell, scry 2.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.trigger.what.states == ("kicked",)
    effect = effect_of("Spend this mana only to cast kicked spells.")
    assert isinstance(effect, fx.SpendRestriction) and effect.spells[0].states == ("kicked",)
    assert set(fx.COST_PAID_STATES) == {"kicked", "bargained"}


@pytest.mark.parametrize(
    ("text", "node"),
    [
        # the count of another spell's kicker payments (TimesPaid counts this object's)
        ("Whenever you cast a kicked spell, you may have this enchantment deal damage to any target equal to the number of times that spell was kicked.", "TimesKicked"),
        # a spell's announced costs are read once it is on the stack, after its cost is locked in
        ("The first kicked spell you cast each turn costs {1} less to cast.", "CostChange"),
    ],
)
def test_what_a_kicked_spell_can_not_say_yet_is_unsupported(text: str, node: str) -> None:
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert problem.node == node
    effect = effect_of("Draw a card for each time it was kicked.") if node == "TimesKicked" else None
    assert effect is None or isinstance(effect, fx.Draw)


def test_as_you_cast_this_spell_wraps_the_number_or_condition_read_then() -> None:
    """CR 601.2: "where X is ... as you cast this spell", "for each ... as you cast this spell",
    "if you controlled ... as you cast this spell": ``ValueAsCast``/``ConditionAsCast``; "you
    controlled" there is control as the spell was cast, not before an object left (608.2h)."""
    effect = effect_of("Draw X cards, where X is the greatest power among creatures you controlled as you cast this spell.")
    assert isinstance(effect, fx.Draw) and isinstance(effect.amount, fx.ValueAsCast)
    assert isinstance(effect.amount.value, fx.Extreme) and effect.amount.value.what.controller == fx.You()
    (ability,) = compiled("Target creature gets -2/-2 until end of turn. It gets an additional -1/-1 until end of turn for each modified creature you controlled as you cast this spell.")
    counted = ability.effects[1].power.value
    assert isinstance(counted, fx.ValueAsCast) and counted.value.what.states == ("modified",)
    (ability,) = compiled("That creature gets an additional -3/-3 until end of turn if you controlled a Faerie as you cast this spell.")
    (conditional,) = ability.effects
    assert isinstance(conditional.condition, fx.ConditionAsCast) and isinstance(conditional.condition.condition, fx.Controls)


def test_a_number_as_you_cast_that_reads_a_target_is_unsupported() -> None:
    """Reap: "up to X target cards ..., where X is the number of black permanents target opponent
    controls as you cast this spell": the targets that X counts by are chosen as it is cast."""
    text = "Return up to X target cards from your graveyard to your hand, where X is the number of black permanents target opponent controls as you cast this spell."
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert problem.node == "WhereXAsCast"


@pytest.mark.parametrize(
    ("text", "node"),
    [
        # the permission a spell was cast with is kept only once it is cast, after its total
        # cost is locked in (CR 601.2f, 400.7h)
        ("A spell cast this way costs {2} more to cast.", "CostChange"),
        # a cost change to one way of casting the spell (CR 601.2f)
        ("This spell costs {2} less to cast this way.", "CostChange"),
    ],
)
def test_cast_this_way_is_unsupported_not_dropped(text: str, node: str) -> None:
    problems = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert problems and {p.node for p in problems} == {node}


def test_a_spell_cast_this_way_is_the_spells_its_permission_let_be_cast() -> None:
    """"If a spell cast this way would be put into a graveyard, exile it instead.": the spells
    cast with a permission the source gave, as the runtime keeps it with each (CR 400.7h)."""
    text = "If an instant or sorcery spell cast this way would be put into a graveyard, exile it instead."
    (replacement,) = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    assert replacement.what == fx.CastThisWay(what=fx.Filter(any_types=("Instant", "Sorcery"), zone="stack"))
# -- new targets for a copy, plural and singular (CR 707.10c) -------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Copy target instant spell. You may choose a new target for the copy.",
        "Destroy target noncreature permanent. Then that permanent's controller may copy this spell and may choose a new target for that copy.",
        "When you cast this spell, if a creature died this turn, you may copy this spell and may choose new targets for the copy.",
        # a repeated copy: each copy may get new targets (CR 707.10c)
        "{U}{U}, {T}: Copy target instant or sorcery spell twice. You may choose new targets for the copies.",
        "When you next cast an instant or sorcery spell this turn, copy that spell twice. You may choose new targets for the copies.",
    ],
)
def test_a_new_target_for_the_copy_lets_the_copier_change_it(text: str) -> None:
    (ability,) = compiled(text)
    (copy,) = [e for e in walk(ability) if isinstance(e, fx.Copy)]
    assert copy.new_targets


@pytest.mark.parametrize(
    "text",
    ["You may choose new targets for target spell.", "Gain control of target spell. You may choose new targets for it."],
)
def test_new_targets_for_a_targeted_spell_are_chosen_on_their_own(text: str) -> None:
    """CR 115.7d: not a copy, the spell the ability targets; "you" choose."""
    (ability,) = compiled(text)
    (choose,) = [e for e in walk(ability) if isinstance(e, fx.ChooseNewTargets)]
    assert isinstance(choose.what, fx.Target) and choose.what.what.zone == "stack" and choose.player == fx.You()
    assert not [e for e in walk(ability) if isinstance(e, fx.Unsupported)]


def test_a_copy_made_by_the_player_who_paid() -> None:
    """CR 707.10: the copier controls the copy; "they" is the player who paid (an object does not
    copy a spell), never the creature, and never you (a copy made by you would be another
    player's copy)."""
    text = "Return target creature to its owner's hand. Then that creature's controller may pay {U}{U}. If the player does, they may copy this spell and may choose a new target for that copy."
    (ability,) = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    assert not compiler.unsupported_in((ability,))
    _move, offer, _if_did = ability.effects
    (copy,) = [e for e in walk(ability) if isinstance(e, fx.Copy)]
    assert isinstance(offer, fx.May) and copy.player == offer.player and fx.names_players(copy.player)


def test_that_player_copies_the_spell() -> None:
    """CR 707.10: "that player copies it": the player named copies the spell and controls the copy."""
    (ability,) = compiled("Whenever a player casts an instant or sorcery spell, that player copies it.")
    (copy,) = [e for e in walk(ability) if isinstance(e, fx.Copy)]
    assert copy.player == fx.Found(key="triggering player")


def test_a_new_target_for_what_no_instruction_copied_stays_unsupported() -> None:
    text = "Discard a land card: Put two charge counters on this creature. You may choose a new target for it."
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert problem.node == "ChooseNewTargets"


# -- the most common color among objects (CR 105.2) ----------------------------------------------
@pytest.mark.parametrize(
    ("text", "tie_counts", "negated"),
    [
        ("This creature gets -2/-2 as long as white is the most common color among all permanents or is tied for most common.", True, False),
        ("White creatures get +1/+1 as long as the chosen color is the most common color among nontoken permanents the chosen player controls but isn't tied for most common.", False, False),
        # "isn't the most common ... or is tied for most common": not more common than each other
        ("When the chosen color isn't the most common color among nontoken permanents the chosen player controls or is tied for most common, sacrifice this enchantment.", False, True),
    ],
)
def test_the_most_common_color_says_how_a_tie_counts(text: str, tie_counts: bool, negated: bool) -> None:
    (ability,) = compiled(text)
    (test,) = [e for e in walk(ability) if isinstance(e, fx.MostCommonColor)]
    assert test.tie_counts == tie_counts
    assert any(isinstance(e, fx.NotCondition) for e in walk(ability)) == negated
    assert test.color == ("W" if text.count("white is") else None)


def test_a_condition_after_a_move_is_about_what_it_moves() -> None:
    """"Return target permanent to its owner's hand if it is tapped": checked before the move
    (CR 608.2c), "it" is the permanent targeted, not what was returned."""
    effect = effect_of("Return target permanent to its owner's hand if that permanent is tapped.")
    assert isinstance(effect, fx.Conditional) and isinstance(effect.condition.what, fx.Target)


# -- "the total number of ..." (CR 107.1) ---------------------------------------------------------
def test_the_total_number_of_is_the_number_of() -> None:
    total = effect_of("This creature's power and toughness are each equal to the total number of cards in all players' hands.")
    plain = effect_of("This creature's power and toughness are each equal to the number of cards in all players' hands.")
    assert isinstance(total.power, fx.CountOf) and total == plain


# -- a name in common (CR 201.2a) -----------------------------------------------------------------
def test_it_has_the_same_name_as_objects_is_a_test_of_it() -> None:
    effect = effect_of("Destroy target creature if it has the same name as a creature card in your graveyard.")
    assert isinstance(effect, fx.Conditional) and isinstance(effect.condition, fx.Is) and not effect.condition.negated
    assert isinstance(effect.condition.what, fx.Target)
    assert effect.condition.test.same_name_as.zone == "graveyard"


def test_the_same_name_as_another_is_unsupported_not_other_than_the_source() -> None:
    """"another creature you control" there is other than the creature tested; Filter.other is
    other than the source, so it is not used for it."""
    text = "Whenever a nontoken creature you control enters, if it doesn't have the same name as another creature you control, draw a card."
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert problem.node == "LacksSameName"


def test_if_you_cast_this_spell_during_your_main_phase_is_read_as_it_was_cast() -> None:
    (ability,) = compiled("If you cast this spell during your main phase, draw a card.")
    (conditional,) = ability.effects
    assert conditional.condition == fx.ConditionAsCast(condition=fx.InPhase(phase="main", yours=True))


# -- a state-based loss a player is spared (CR 704.5a, 704.5c) -------------------------------------
def test_dont_lose_for_zero_life_spares_that_loss_only() -> None:
    (ability,) = compiled("You don't lose the game for having 0 or less life.")
    (rule,) = ability.effects
    assert rule == fx.Restriction(what=fx.You(), rule=fx.PlayerRuleName.DOESNT_LOSE_FOR_ZERO_LIFE)
    (poison,) = compiled("You don't lose the game for having ten or more poison counters.")[0].effects
    assert poison.rule == fx.PlayerRuleName.DOESNT_LOSE_FOR_POISON


def test_a_threshold_no_state_based_action_has_is_unsupported() -> None:
    text = "You don't lose the game for having 5 or less life."
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))  # type: ignore[arg-type]
    assert "threshold" in problem.reason


# -- card names of a kind, and the chosen name as a condition (CR 201.3, 607.2) ------------------
def test_a_card_name_of_a_kind_and_one_left_out_are_kept() -> None:
    (choose,) = compiled("Choose a noncreature, nonland card name.")[0].effects
    assert choose.quality == "noncreature, nonland card name"
    (limited,) = compiled("Choose a card name other than a basic land card name.")[0].effects
    assert limited.quality == "card name" and limited.excluded == "basic land card name"


def test_has_the_chosen_name_tests_the_object_against_the_chosen_name() -> None:
    (ability,) = compiled("{1}, {T}: Choose a card name, then reveal the top card of your library. If that card has the chosen name, draw three cards.")
    choose, _reveal, draw = ability.effects
    assert choose.quality == "card name"
    assert isinstance(draw, fx.Conditional) and draw.condition.test.chosen == ("name",) and not draw.condition.negated
    (other,) = compiled("Target player chooses a card name, then reveals the top card of their library. If it doesn't have the chosen name, that player mills it.")
    assert other.effects[-1].condition.negated
def test_that_spell_is_never_the_permanent_referred_to_last() -> None:
    """"that spell" (CR 112.1: a spell is on the stack) is the newest object referred to that may
    be a spell: the spell cast in a cast trigger, not the target creature after it; a card
    cast from a graveyard; the next spell cast ("That spell can't be countered.")."""
    effect = effect_of("Whenever you cast a spell, target creature gets +X/+0 until end of turn, where X is that spell's mana value.")
    assert effect.power == fx.StatOf(what=fx.Found(key="triggering"), stat="mana_value")  # type: ignore[attr-defined]
    (ability,) = compiled("{1}: The next creature spell you cast this turn can be cast as though it had flash. That spell can't be countered.")
    assert ability.effects[1] == fx.Restriction(what=ability.effects[0].what, rule="can't be countered", duration="end_of_turn")  # type: ignore[attr-defined]
    text = "{T}: Put a +1/+1 counter on target creature. That spell can't be countered."
    assert compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))  # type: ignore[arg-type]


def test_a_mana_rider_of_spells_cast_this_way_is_part_of_the_permission() -> None:
    """"You may play those cards ... If you cast a spell this way, you may spend mana as though it
    were mana of any color to cast it." (CR 609.4b): the mana may be spent so for the cards the
    permission names, while it lasts; other riders of a spell cast this way are unsupported."""
    (ability,) = compiled("Target opponent exiles the top three cards of their library. Until the end of your next turn, you may play those cards. If you cast a spell this way, mana of any type can be spent to cast it.")
    permission, rider = ability.effects[1:]  # type: ignore[attr-defined]
    assert isinstance(permission, fx.PlayPermission) and permission.duration == "end_of_your_next_turn"
    assert rider == fx.AsThough(kind="any_type_mana", what=permission.what, player=fx.You(), duration="end_of_your_next_turn")
    (ability,) = compiled("At the beginning of your end step, exile the top card of each opponent's library. You may play those cards for as long as they remain exiled. If you cast a spell this way, you may spend mana as though it were mana of any color to cast it.")
    lasting = ability.effects[1]  # type: ignore[attr-defined]
    assert isinstance(lasting, fx.ForAsLongAs) and [type(e) for e in lasting.effects] == [fx.PlayPermission, fx.AsThough]
    text = "You may cast creature spells with power 4 or greater from the top of your library. If you cast a creature spell this way, it gains haste until end of turn."
    assert compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))  # type: ignore[arg-type]


def test_spells_you_cast_this_turn_cant_be_countered_until_end_of_turn() -> None:
    """"Creature spells you cast this turn can't be countered." made by a resolving ability: the
    spells cast until the end of the turn (a rule, CR 611.2c); in a static ability, or with
    another duration, it is unsupported."""
    (ability,) = compiled("[+1]: Add {R} or {G}. Creature spells you cast this turn can't be countered.")
    restriction = ability.effects[1]  # type: ignore[attr-defined]
    assert restriction == fx.Restriction(what=fx.Filter(types=("Creature",), controller=fx.You(), zone="stack"), rule="can't be countered", duration="end_of_turn")
    for text in ("Creature spells you cast this turn can't be countered.", "{T}: Until your next turn, creature spells you cast this turn can't be countered."):
        assert compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))  # type: ignore[arg-type]
# -- disturb (CR 702.146) and "from anywhere" replacements (CR 113.6b) --------------------------
def test_disturb_is_a_permission_to_cast_it_transformed_from_the_graveyard() -> None:
    (keyword,) = compiled("Disturb {1}{U} (You may cast this card from your graveyard transformed for its disturb cost.)")
    assert isinstance(keyword, fx.Keyword) and keyword.rule == "702.146"
    assert keyword.definition == (fx.CastPermission(zone="graveyard", method="disturb", cost=(fx.ManaPayment(mana="{1}{U}"),), transformed=True),)


def test_a_replacement_from_anywhere_functions_in_every_zone() -> None:
    """"If ~ would be put into a graveyard from anywhere" states where it functions (CR 113.6b):
    also on the stack (a disturbed spell countered is exiled); "If ~ would die" only on the
    battlefield."""
    (anywhere,) = compiled("If ~ would be put into a graveyard from anywhere, exile it instead.")
    (dies,) = compiled("If ~ would die, exile it instead.")
    assert isinstance(anywhere, fx.Replacement) and anywhere.zone == "any"
    assert isinstance(dies, fx.Replacement) and dies.zone == "battlefield"


# -- gift (CR 702.174) ----------------------------------------------------------------------------
def test_gift_is_an_optional_choice_of_an_opponent_and_the_gift_its_rule_defines() -> None:
    """"Gift a card" (CR 702.174a, e): the optional additional cost of choosing an opponent, and
    "the chosen player draws a card" if it was paid: first on an instant or sorcery (702.174j),
    when it enters on a permanent (702.174b)."""
    (keyword,) = compiled("Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)")
    assert isinstance(keyword, fx.Keyword) and keyword.name == "gift" and keyword.rule == "702.174"
    draw = fx.Draw(player=fx.PlayerRole(role="chosen"), amount=fx.Fixed(value=1))
    paid = fx.CostWasPaid(name="gift")
    cost, spell, trigger = keyword.definition
    assert cost == fx.AdditionalCost(costs=(fx.ChoosePlayerCost(among=fx.EachOpponent()),), optional=True, name="gift")
    assert spell == fx.SpellAbility(effects=(fx.Conditional(condition=paid, effects=(draw,)),))
    assert isinstance(trigger, fx.TriggeredAbility) and trigger.condition == paid and trigger.effects == (draw,)
    assert trigger.trigger == fx.Trigger(event="enters", what=fx.This())


@pytest.mark.parametrize(
    ("text", "given"),
    [
        ("Gift a tapped Fish", fx.CreateToken),
        ("Gift a Food", fx.CreateToken),
        ("Gift a Treasure", fx.CreateToken),
        ("Gift an Octopus", fx.CreateToken),
        ("Gift an extra turn", fx.ExtraTurn),
    ],
)
def test_each_gift_of_the_rules_is_given_to_the_chosen_player(text: str, given: type) -> None:
    (keyword,) = compiled(text)
    (effect,) = keyword.quality  # type: ignore[attr-defined]
    assert isinstance(effect, given) and effect.player == fx.PlayerRole(role="chosen")  # type: ignore[attr-defined]


def test_a_gift_no_rule_defines_is_unsupported() -> None:
    text = "Gift a Clue"
    (problem,) = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert problem.node == "GiftObject" and "CR 702.174" in problem.reason


def test_the_gift_was_promised_is_its_cost_paid() -> None:
    """CR 702.174k: a spell's gift was promised when its gift cost was paid."""
    (ability,) = compiled("Target creature gets +2/+2 until end of turn. If the gift was promised, that creature gains indestructible until end of turn.")
    conditional = ability.effects[1]  # type: ignore[attr-defined]
    assert isinstance(conditional, fx.Conditional) and conditional.condition == fx.CostWasPaid(name="gift")


def test_creatures_with_either_of_two_keywords() -> None:
    """CR 509.1b: "except by creatures with flying or reach": a blocker with one of the two."""
    effect = effect_of("This creature can't be blocked except by creatures with flying or reach.")
    assert isinstance(effect, fx.Restriction) and effect.rule == "can't be blocked except by"
    assert effect.other.types == ("Creature",) and effect.other.keywords == ()
    assert effect.other.any_of == (fx.Filter(keywords=("flying",)), fx.Filter(keywords=("reach",)))


def test_the_gendered_pronouns_name_the_object_as_it_does() -> None:
    """CR 201.5: "him", "her", "he's" name the object the card names, as "it" and "it's" do."""
    assert compiled("~ enters with a +1/+1 counter on him.") == compiled("~ enters with a +1/+1 counter on it.")
    assert compiled("As long as ~ has seven or more loyalty counters on him, he's a 7/7 Dragon God creature with flying.") == compiled(
        "As long as ~ has seven or more loyalty counters on it, it's a 7/7 Dragon God creature with flying."
    )


def test_there_is_no_monarch_is_the_designation_held_by_no_player() -> None:
    """CR 724.1: "if there is no monarch": no player has that designation."""
    (ability,) = compiled("When this creature enters, if there is no monarch, you become the monarch.")
    assert ability.condition == fx.NotCondition(condition=fx.DesignationHeld(designation="monarch"))  # type: ignore[attr-defined]


def test_you_control_no_other_is_a_state_trigger_on_the_others() -> None:
    """CR 603.8: "When you control no other artifacts, sacrifice this creature": a state trigger
    on having no artifact other than this one."""
    (ability,) = compiled("When you control no other artifacts, sacrifice this creature.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.trigger.event == "state"
    condition = ability.trigger.condition
    assert isinstance(condition, fx.Controls) and condition.negated and condition.player == fx.You()
    assert condition.what == fx.Filter(types=("Artifact",), zone="battlefield", other=True)
# -- objects in several zones (CR 400.1) ----------------------------------------------------------
def _zones_of(reference: fx.Reference) -> list[tuple[str, fx.Reference | None]]:
    assert isinstance(reference, fx.Union) and not reference.either
    return [(part.zone, part.zone_owner) for part in reference.parts]


def test_a_card_from_your_hand_or_graveyard_is_chosen_among_the_cards_of_both_zones() -> None:
    (ability,) = compiled("You may put a land card from your hand or graveyard onto the battlefield.")
    (may,) = ability.effects
    (move,) = may.effects
    assert isinstance(move.what, fx.Chosen)
    assert _zones_of(move.what.what) == [("hand", fx.You()), ("graveyard", fx.You())]
    assert all(part.types == ("Land",) for part in move.what.what.parts)


def test_cards_from_a_players_hand_and_graveyard_name_one_target_player_for_both_zones() -> None:
    move = effect_of("Exile all cards from target player's hand and graveyard.")
    (hand, graveyard) = _zones_of(move.what)
    assert hand[0] == "hand" and graveyard[0] == "graveyard"
    assert isinstance(hand[1], fx.Target) and hand[1] == graveyard[1]


def test_a_players_zones_as_objects_are_the_cards_of_each_zone_not_a_battlefield_filter() -> None:
    """"Exile your hand and graveyard": the cards in each zone (a Filter is about one zone)."""
    move = effect_of("Exile your hand and graveyard.")
    assert _zones_of(move.what) == [("hand", fx.You()), ("graveyard", fx.You())]


def test_in_exile_and_in_your_graveyard_each_zone_with_its_preposition() -> None:
    (ability,) = compiled("This spell costs {1} less to cast for each creature card you own in exile and in your graveyard.")
    counted = next(e for e in walk(ability) if isinstance(e, fx.CountOf)).what
    assert _zones_of(counted) == [("exile", None), ("graveyard", fx.You())]
    assert all(part.owner == fx.You() and part.types == ("Creature",) for part in counted.parts)


def test_spells_cast_from_your_graveyard_or_from_exile_describe_each_zone_cast_from() -> None:
    change = effect_of("Spells you cast from your graveyard or from exile cost {2} less to cast.")
    assert isinstance(change, fx.ModifyCost)
    assert _zones_of(change.spells) == [("graveyard", fx.You()), ("exile", None)]


# -- "As this creature enters, ... It enters with ..." (CR 614.1c, 614.12) -------------------------
def test_it_enters_after_as_this_enters_is_the_permanent_entering() -> None:
    """"it" is the creature entering, not the creatures its first sentence sacrificed."""
    (ability,) = compiled("As this creature enters, you may sacrifice any number of creatures. If you do, it enters with twice that many +1/+1 counters on it.")
    assert isinstance(ability, fx.EntersWith)
    _may, if_did = ability.effects
    (put,) = if_did.effects
    assert isinstance(put, fx.PutCounters) and put.what == fx.This() and put.counter == "+1/+1"


def test_a_card_done_this_way_having_a_keyword_is_any_of_them_having_it() -> None:
    """"if a card discarded this way has flying": one of those cards, not each."""
    (ability,) = compiled("As this creature enters, discard any number of creature cards. It enters with a flying counter on it if a card discarded this way has flying.")
    conditional = ability.effects[-1]
    assert conditional.condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="discarded"), filter=fx.Filter(keywords=("flying",))))


# -- "The token enters tapped and attacking." (CR 614.1c, 506.3) ---------------------------------
def test_the_token_enters_tapped_and_attacking_is_how_the_copy_is_created() -> None:
    (ability,) = compiled("When this creature enters, create a token that's a copy of another target attacking creature. The token enters tapped and attacking.")
    (create,) = ability.effects
    assert isinstance(create, fx.CreateCopyToken) and create.tapped and create.attacking


def test_tokens_created_entering_with_counters_are_created_with_them() -> None:
    text = "Create a 1/1 white Soldier creature token. The token enters with a +1/+1 counter on it."
    (ability,) = compiled(text)
    (create,) = ability.effects
    assert isinstance(create, fx.CreateToken)
    assert create.counters == (fx.PutCounters(what=fx.Found(key="entering"), counter="+1/+1", amount=fx.Fixed(value=1)),)


# -- "that was put there from the battlefield this turn" (CR 400.7) ------------------------------
@pytest.mark.parametrize(("text", "state"), [
    ("Return target creature card in your graveyard that was put there from the battlefield this turn to your hand.", "put into graveyard from battlefield this turn"),
    ("Exile target nonland card in a graveyard that was put there from anywhere this turn.", "put into graveyard from anywhere this turn"),
])
def test_a_card_put_into_a_zone_this_turn_is_a_history_state(text: str, state: str) -> None:
    (target,) = [e for e in walk(compiled(text)) if isinstance(e, fx.Target)]
    assert target.what.states == (state,) and target.what.zone == "graveyard"
# -- a replaced event's tail (CR 614.1a, 614.11) ----------------------------------------------------
def test_a_draw_replaced_while_a_condition_holds_is_a_replacement_with_that_condition() -> None:
    (ability,) = compiled("If you would draw a card while your library has no cards in it, you win the game instead.")
    assert isinstance(ability, fx.Replacement) and ability.event == "draw" and ability.instead == (fx.WinGame(player=fx.You()),)
    empty = ability.condition
    assert isinstance(empty, fx.NotCondition) and isinstance(empty.condition, fx.Exists)
    assert (empty.condition.what.zone, empty.condition.what.zone_owner) == ("library", fx.You())


def test_a_draw_replaced_except_the_first_of_the_draw_step() -> None:
    """CR 504.1: the draws other than the draw step's first (runtime: the draw event says which
    is the first, Game._draw_step_first)."""
    text = "If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead."
    (ability,) = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    assert isinstance(ability, fx.Replacement) and ability.matches.except_draw_step_first
    text = "Whenever an opponent draws a card except the first one they draw in each of their draw steps, create a 1/1 green Snake creature token."
    (ability,) = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    assert ability.trigger == fx.Trigger(event="draw", what=fx.Filter(kind="card"), player=fx.EachOpponent(), except_draw_step_first=True)


def test_a_life_total_damage_cant_take_below_a_number_is_a_life_floor() -> None:
    """CR 614.1a, 120.3a: "damage that would reduce your life total to less than 1 reduces it to
    1 instead" replaces the result of the damage (runtime.replacements.life_lost_to_damage)."""
    text = "Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead."
    (ability,) = compiler.compile_line(parse_ability(normalise_ability(text), is_spell=True).line, text=text)
    assert ability.effects == (fx.DamageLifeFloor(life=fx.Fixed(value=1), player=fx.You(), duration="end_of_turn"),)


# -- unsupported, said so: trigger doubling, a life total's floor, another player's next turn ------
@pytest.mark.parametrize(
    ("text", "node"),
    [
        # "you control" said of one noun only (CR 603.2d is lowered otherwise)
        ("If a triggered ability of a Shaman or another Wizard you control triggers, that ability triggers an additional time.", "TriggersAdditionalTime"),
        # "you control" said of one noun only, with the event that causes the triggering
        ("If a creature dying causes a triggered ability of a Shaman or another Wizard you control to trigger, that ability triggers an additional time.", "EnteringTriggersAdditionalTime"),
        # a floor other than the number damage may not go below: the order of several such
        # effects would matter (CR 616.1)
        ("Damage that would reduce your life total to less than 7 reduces it to 1 instead.", "DamageReducesLifeTo"),
        # control of a player during their next turn (CR 722), not of an object
        ("{4}, {T}: You control target player during that player's next turn.", "ObjectNp"),
        ("Until that player's next turn, target creature gets +1/+1.", "UntilPlayersNextTurn"),
    ],
)
def test_wordings_the_effect_model_lacks_are_unsupported_by_name(text: str, node: str) -> None:
    problems = compiler.unsupported_in(compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text))
    assert [p.node for p in problems] == [node]
# -- issue 19 (h5) -----------------------------------------------------------------------------------
def _problems(text: str) -> list[fx.Unsupported]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    return compiler.unsupported_in(compiler.compile_line(parsed.line, text=text))


def test_that_has_a_counter_is_with_a_counter() -> None:
    """"target creature that has a -1/-1 counter on it" is "target creature with ..." (CR 122.1)."""
    assert effect_of("Destroy target creature that has a -1/-1 counter on it.") == effect_of("Destroy target creature with a -1/-1 counter on it.")
    assert effect_of("Destroy each creature that has flying.") == effect_of("Destroy each creature with flying.")


def test_that_has_an_adventure_is_a_state_of_the_card() -> None:
    """CR 715.2a: an adventurer card, spell or permanent "has an Adventure", used or not."""
    (ability,) = compiled("Whenever you cast a creature spell that has an Adventure, draw a card.")
    assert ability.trigger.what == fx.Filter(types=("Creature",), zone="stack", states=(fx.HAS_ADVENTURE,))


@pytest.mark.parametrize(("text", "up_to"), [
    ("Search your library for a basic Forest card and a basic Plains card, reveal them, put them into your hand, then shuffle.", False),
    ("Search your library for an instant card and/or a sorcery card, reveal them, put them into your hand, then shuffle.", True),
])
def test_a_search_for_a_card_of_each_of_several_descriptions(text: str, up_to: bool) -> None:
    """"a Forest card and a Plains card": one card of each description, two cards (one card of
    either would be wrong); with "and/or", up to one of each (CR 701.23a)."""
    (ability,) = compiled(text)
    (search,) = [e for e in ability.effects if isinstance(e, fx.Search)]
    descriptions = (search.what, *search.more)
    assert len(descriptions) == 2 and search.amount == fx.Fixed(value=1) and search.up_to == up_to
    assert all(isinstance(d, fx.Filter) and d.zone == "library" and not d.any_of for d in descriptions)
    assert descriptions[0] != descriptions[1]


def test_a_search_for_several_descriptions_with_their_own_numbers_is_unsupported() -> None:
    problems = _problems("Search your library for two Forest cards and a Plains card, put them into your hand, then shuffle.")
    # ("them" after it has no referent either: the search found nothing the compiler knows of)
    assert [p.reason for p in problems][0] == "a search for several descriptions that are not one card each"


def test_a_zone_said_once_after_and_or_is_shared_by_both() -> None:
    """"a creature card and/or a land card from among them": "from among them" is said of both
    (CR 608.2c); each half is an optional choice among the same group, never the battlefield."""
    (ability,) = compiled("Whenever this creature attacks, mill five cards. You may put a creature card and/or a land card from among them into your hand.")
    assert isinstance(ability, fx.TriggeredAbility)
    effect = ability.effects[1]
    assert isinstance(effect, fx.May)
    (move,) = effect.effects
    assert isinstance(move.what, fx.Union) and not move.what.either
    first, second = move.what.parts
    assert isinstance(first, fx.Chosen) and isinstance(second, fx.Chosen) and first.up_to and second.up_to
    assert first.what.among == second.what.among == fx.Found(key="milled")


def test_objects_you_control_say_where_they_are_before_and_or() -> None:
    """"creatures you control and/or creature cards in your graveyard": only permanents have a
    controller, so each half says its own zone (the battlefield, then your graveyard)."""
    (ability,) = compiled("Whenever one or more creatures you control and/or creature cards in your graveyard are put into exile, draw a card.")
    assert isinstance(ability, fx.TriggeredAbility) and isinstance(ability.trigger.what, fx.Union)
    zones = [(part.zone, part.controller, part.zone_owner) for part in ability.trigger.what.parts]
    assert zones == [("battlefield", fx.You(), None), ("graveyard", None, fx.You())]


def test_copy_exceptions_after_the_duration_are_the_copys() -> None:
    """CR 707.9: ", except it has flying" after "until end of turn" is an exception of the copy."""
    effect = effect_of("This creature becomes a copy of target creature until end of turn, except it has flying.")
    assert isinstance(effect, fx.BecomeCopy) and effect.duration == "end_of_turn"
    assert effect.exceptions is not None and [a.name for a in effect.exceptions.abilities] == ["flying"]


def test_copy_exceptions_after_the_duration_of_no_copy_are_unsupported() -> None:
    (problem,) = _problems("This creature gets +1/+1 until end of turn, except it has flying.")
    assert problem.node == "DurationWithCopyExceptions"


def test_becoming_an_aura_with_enchant_grants_the_keyword() -> None:
    """CR 205.1b, 303.4, 702.5a: a licid becomes an Aura enchantment (no longer a creature) with
    "enchant creature"."""
    (ability,) = compiled("{1}, {T}: This creature becomes an Aura enchantment with enchant creature.")
    (becomes,) = ability.effects
    assert isinstance(becomes, fx.Becomes) and becomes.types == ("Enchantment",) and becomes.subtypes == ("Aura",)
    assert not becomes.in_addition
    (keyword,) = becomes.abilities
    assert keyword.name == "enchant" and keyword.quality[0].types == ("Creature",)


def test_paying_to_end_an_effect_is_unsupported() -> None:
    (problem,) = _problems("You may pay {R} to end this effect.")
    assert problem.node == "PayToEndEffect"


def test_piles_not_made_before_are_unsupported() -> None:
    """CR 700.3: a pile chosen where the ability made no piles, piles of several players, and
    two face-down piles are not modelled (the piles the effect model has: tests above)."""
    for text in (
        "An opponent chooses one of those piles.",
        "Each opponent separates the creatures they control into two piles.",
        "Look at the top five cards of your library and separate them into a face-down pile and a face-down pile.",
    ):
        problems = _problems(text)
        assert problems and all("CR 700.3" in p.reason for p in problems), problems


def test_copy_exceptions_after_the_duration_through_have() -> None:
    """"you may have it become a copy of ... until end of turn, except it has haste" (CR 707.9)."""
    (ability,) = compiled("At the beginning of combat on your turn, you may have this creature become a copy of another target creature until end of turn, except it has haste.")
    (chosen,) = ability.effects
    (copy,) = chosen.effects
    assert isinstance(copy, fx.BecomeCopy) and copy.duration == "end_of_turn"
    assert [a.name for a in copy.exceptions.abilities] == ["haste"]


def test_a_copy_named_as_the_object_with_the_ability() -> None:
    """CR 707.9a, 201.4b: "except his name is ~": the copy keeps the name of the object with the
    ability (was Unsupported: CopyExceptions had no name)."""
    effect = effect_of("{2}{U}: ~ becomes a copy of another target permanent until end of turn, except his name is ~.")
    assert isinstance(effect, fx.BecomeCopy) and effect.exceptions == fx.CopyExceptions(name="~")
    assert effect.duration is not None


def test_those_creatures_arent_legendary_is_a_copy_exception() -> None:
    effect = effect_of("Each other creature you control becomes a copy of target creature until end of turn, except those creatures aren't legendary.")
    assert isinstance(effect, fx.BecomeCopy) and effect.exceptions.not_legendary


# -- a player's zone named without its possessive ("cards in hand") ---------------------------------
def _hand_filters(value: object) -> list[fx.Filter]:
    return [f for f in walk(value) if isinstance(f, fx.Filter) and f.zone == "hand"]


def test_cards_in_hand_belong_to_the_player_the_clause_is_about() -> None:
    # "you have no cards in hand": your hand, not every player's (hellbent)
    (ability,) = compiled("{T}: Draw a card. Activate only if you have no cards in hand.")
    (hand,) = _hand_filters(ability)
    assert hand.zone_owner == fx.You()
    # "an opponent has more cards in hand than you": that opponent's hand against yours
    (ability,) = compiled("At the beginning of your upkeep, if an opponent has more cards in hand than you, draw a card.")
    owners = [f.zone_owner for f in _hand_filters(ability)]
    assert fx.You() in owners and len(owners) == 2 and owners[0] != owners[1]


def test_a_bare_zone_with_no_player_to_own_it_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Exile all cards in graveyard."), is_spell=True)
    assert parsed.line is not None
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))
    assert [p.reason for p in problems] == ["whose 'graveyard'"]


@pytest.mark.parametrize(("text", "op", "number"), [
    ("This creature gets +1/+2 as long as you have one or fewer cards in hand.", "<=", 1),
    ("{T}: Draw a card. Activate only if you have exactly seven cards in hand.", "==", 7),
    ("This creature gets +1/+1 as long as you control two or fewer lands.", "<=", 2),
    ("This creature gets +1/+1 as long as you control exactly two lands.", "==", 2),
])
def test_an_upper_bound_or_exact_number_counts_and_compares(text: str, op: str, number: int) -> None:
    (ability,) = compiled(text)
    (compare,) = [c for c in walk(ability) if isinstance(c, fx.Compare)]
    assert compare.op == op and compare.right == fx.Fixed(value=number)
    assert isinstance(compare.left, fx.CountOf)
    counted = compare.left.what
    assert fx.You() in (counted.controller, counted.zone_owner)


# -- Role tokens (CR 111.10j-r, 303.7) ----------------------------------------------------------------
@pytest.mark.parametrize("role", ["Cursed", "Monster", "Royal", "Sorcerer", "Virtuous", "Wicked", "Young Hero"])
def test_a_role_token_has_the_abilities_the_rules_give_it(role: str) -> None:
    (ability,) = compiled(f"Create a {role} Role token attached to target creature you control.")
    create, attach = ability.effects
    assert isinstance(create, fx.CreateToken) and isinstance(attach, fx.Attach)
    token = create.token
    assert (token.name, token.types, token.subtypes, token.colors) == (role, ("Enchantment",), ("Aura", "Role"), ())
    enchant, *others = token.abilities
    assert isinstance(enchant, fx.Keyword) and enchant.name.lower() == "enchant"
    assert others and all(isinstance(a, (fx.StaticAbility, fx.TriggeredAbility)) for a in others)


def test_the_monster_role_gives_plus_one_and_trample() -> None:
    (ability,) = compiled("Create a Monster Role token attached to target creature you control.")
    (static,) = ability.effects[0].token.abilities[1:]
    assert any(isinstance(e, fx.ModifyPT) and (e.power, e.toughness) == (fx.Fixed(value=1), fx.Fixed(value=1)) for e in static.effects)
    assert "trample" in repr(static).lower()


def test_a_role_the_rules_do_not_define_is_unsupported() -> None:
    assert _problems("Create a Questing Role token attached to target creature you control.")


# -- "Otherwise" after "as long as" (CR 611.3a) -------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2.",
    "As long as you control enchanted creature, it gets +2/+2. Otherwise, it can't block.",
])
def test_otherwise_after_as_long_as_is_a_static_ability_while_the_condition_fails(text: str) -> None:
    first, second = compiled(text)
    assert isinstance(first, fx.StaticAbility) and isinstance(second, fx.StaticAbility)
    assert first.condition is not None and second.condition == fx.NotCondition(condition=first.condition)
    assert first.effects != second.effects
# -- "the most lands", "the greatest number of ... a player controls" -----------------------------
def test_each_player_who_controls_the_most_lands_compares_with_the_greatest_count() -> None:
    (ability,) = compiled("Whenever this creature attacks, each player who controls the most lands sacrifices two lands of their choice.")
    (sacrifice,) = ability.effects
    who = sacrifice.player
    assert isinstance(who, fx.PlayersWho) and who.players == fx.EachPlayer()
    condition = who.condition
    assert isinstance(condition, fx.Compare) and condition.op == ">="  # players tied for it too
    assert condition.left.what.types == ("Land",) and condition.left.what.controller == fx.PlayerRole(role="each")
    most = condition.right
    assert isinstance(most, fx.ExtremeOfPlayers) and most.greatest and most.players == fx.EachPlayer()
    assert most.value.what.types == ("Land",) and most.value.what.controller == fx.PlayerRole(role="each")


def test_the_fewest_creatures_is_the_least_count() -> None:
    (ability,) = compiled("At the beginning of your end step, each player who controls the fewest creatures creates a 4/3 blue Salamander Warrior creature token.")
    condition = ability.effects[0].player.condition
    assert condition.op == "<=" and condition.right.greatest is False


def test_the_one_player_who_controls_the_most_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("At the beginning of your upkeep, the player who controls the most creatures gains control of this creature."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert problems and "the one player who controls the most" in problems[0].reason


def test_controls_the_most_or_is_tied_as_a_condition() -> None:
    ability, _ = only_static_effect("This creature can't be blocked as long as defending player controls the most creatures or is tied for the most.")
    assert isinstance(ability.condition, fx.Compare) and ability.condition.op == ">="
    assert ability.condition.left.what.controller == fx.PlayerRole(role="defending")


def test_the_greatest_number_of_artifacts_an_opponent_controls() -> None:
    _, effect = only_static_effect("This spell costs {X} less to cast, where X is the greatest number of artifacts an opponent controls.")
    amount = effect.amount
    assert isinstance(amount, fx.ExtremeOfPlayers) and amount.players == fx.EachOpponent() and amount.greatest
    assert amount.value.what.types == ("Artifact",) and amount.value.what.controller == fx.PlayerRole(role="each")


# -- protection from each of your opponents (CR 702.16i, 702.16k) ----------------------------------
def test_protection_from_each_of_your_opponents_is_from_what_they_control() -> None:
    _, effect = only_static_effect("You have protection from each of your opponents.")
    (keyword,) = effect.abilities
    assert keyword.name == "protection" and keyword.quality == (fx.Filter(controller=fx.EachOpponent()),)


def test_hexproof_from_each_of_its_colors_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Each other creature you control has hexproof from each of its colors."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert problems and "each of its colors" in problems[0].reason


# -- "if you had a land enter the battlefield under your control this turn" (CR 400.7) ------------
def test_had_a_land_enter_is_a_land_that_entered_under_that_control() -> None:
    (ability,) = compiled("At the beginning of your end step, if you had a land enter the battlefield under your control this turn, draw a card.")
    condition = ability.condition
    assert isinstance(condition, fx.HappenedThisTurn) and condition.event == "entered" and condition.period == "turn"
    assert condition.what.types == ("Land",) and condition.what.controller == fx.You()


def test_an_opponent_had_an_artifact_enter_under_their_control() -> None:
    (ability,) = compiled("If an opponent had an artifact enter the battlefield under their control this turn, you may pay {1}{G} rather than pay this spell's mana cost.")
    assert ability.condition.what.types == ("Artifact",) and ability.condition.what.controller == fx.EachOpponent()


# -- "When you lose control of ~" (CR 603.10d) -------------------------------------------------------
def test_a_leaves_control_trigger_is_the_players_event_of_its_own_object() -> None:
    parsed = parse_ability(normalise_ability("When you lose control of this artifact, draw two cards."))
    assert parsed.line is not None
    (ability,) = compiler.compile_line(parsed.line)
    assert ability.trigger == fx.Trigger(event="loses_control", player=fx.You(), what=fx.This())


@pytest.mark.parametrize(
    "text",
    [
        # objects described, not the ability's own
        "When you lose control of a creature, draw a card.",
        # a delayed trigger's: changes of control are noticed for permanents' abilities only
        "{1}{U}, {T}: Gain control of target artifact until end of turn. When you lose control of the artifact, tap it.",
    ],
)
def test_other_leaves_control_triggers_are_unsupported_with_the_rule(text: str) -> None:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert problems and "CR 603.10d" in problems[0].reason


# -- delayed triggered abilities: an intervening "if", "their next upkeep" (CR 603.7, 603.4) -------
def test_a_delayed_trigger_keeps_its_intervening_if() -> None:
    parsed = parse_ability(normalise_ability("Exile target creature. At the beginning of the next end step, if you control a Forest, return that card to the battlefield under its owner's control."), is_spell=True)
    (spell,) = compiler.compile_line(parsed.line)
    delayed = spell.effects[1]
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.trigger == fx.StepTrigger(step="end")
    assert isinstance(delayed.condition, fx.Controls) and delayed.condition.what.subtypes == ("Forest",)
    assert isinstance(delayed.effects[0], fx.Move) and delayed.effects[0].to == "battlefield"


def test_their_next_upkeep_is_the_upkeep_of_the_player_named_before() -> None:
    parsed = parse_ability(normalise_ability("Target opponent loses 1 life. At the beginning of their next upkeep, you gain 3 life."), is_spell=True)
    (spell,) = compiler.compile_line(parsed.line)
    lose, delayed = spell.effects
    assert delayed.trigger == fx.StepTrigger(step="upkeep", player=lose.player) and isinstance(lose.player, fx.Target)


def test_their_next_upkeep_with_no_player_named_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("When this creature dies, return it to the battlefield tapped under its owner's control at the beginning of their next upkeep."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert problems and "their next upkeep" in problems[0].reason


def test_you_have_the_most_life_or_are_tied_for_it() -> None:
    (ability,) = compiled("Whenever this creature attacks while you have the most life or are tied for most life, you draw a card and you lose 1 life.")
    condition = ability.trigger.condition
    assert condition == fx.Compare(left=fx.LifeTotal(player=fx.You()), op=">=", right=fx.Extreme(what=fx.EachPlayer(), stat="life"))
# -- counters of no stated kind (CR 122.1) ------------------------------------------------------------
def test_counters_of_no_stated_kind_are_counted_all_together() -> None:
    """"the number of counters on ~", "has two or more counters on it", "there are twenty or
    more counters on it", "if it had no counters on it": counters of every kind."""
    (ability,) = compiled("Whenever ~ deals combat damage to a player, you may draw X cards, where X is the number of counters on ~.")
    (may,) = ability.effects
    assert may.effects[0].amount == fx.StatOf(what=fx.This(), stat="counters")
    (ability,) = compiled("As long as ~ has two or more counters on it, it has first strike.")
    assert ability.condition == fx.Compare(left=fx.StatOf(what=fx.This(), stat="counters"), op=">=", right=fx.Fixed(value=2))
    (ability,) = compiled("When this creature dies, if it had no counters on it, you gain 2 life.")
    assert ability.condition == fx.Compare(left=fx.StatOf(what=fx.This(), stat="counters"), op="==", right=fx.Fixed(value=0))
    (ability,) = compiled("Whenever this creature attacks, you win the game if there are twenty or more counters on it.")
    (conditional,) = ability.effects
    assert conditional.condition == fx.Compare(left=fx.StatOf(what=fx.This(), stat="counters"), op=">=", right=fx.Fixed(value=20))


def test_counters_of_no_stated_kind_removed_are_of_a_kind_the_player_chooses() -> None:
    """"remove a counter from target permanent", "Remove X counters from ...", "any number of
    counters", "from among ...", as an instruction or a cost: counter None."""
    (ability,) = compiled("When this creature enters, you may remove a counter from target permanent.")
    (may,) = ability.effects
    (remove,) = may.effects
    assert isinstance(remove, fx.RemoveCounters) and remove.counter is None and remove.amount == fx.Fixed(value=1)
    (ability,) = compiled("{W}, {T}: Remove any number of counters from target creature you control.")
    (remove,) = ability.effects
    assert remove.counter is None and remove.amount == fx.AnyNumber()
    (ability,) = compiled("Remove a counter from this creature: Draw a card.")
    (cost,) = ability.costs
    assert isinstance(cost, fx.RemoveCountersCost) and cost.counter is None and cost.what == fx.This() and not cost.among
    (ability,) = compiled("{3}, Remove three counters from among creatures you control: Draw a card.")
    cost = ability.costs[1]
    assert cost.counter is None and cost.amount == fx.Fixed(value=3) and cost.among


def test_counters_removed_from_a_permanent_or_a_player_stay_unsupported() -> None:
    """"from another target permanent or opponent": a description would read objects only."""
    text = "Remove a counter from another target permanent or opponent."
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line, text=text))]
    assert any("an object or a player" in r for r in reasons)


# -- "with total mana value 6 or less": a quality of the objects together (CR 202.3) -----------------
def test_total_mana_value_is_a_quality_of_the_targets_together() -> None:
    (ability,) = compiled("Return up to three target creature cards with total mana value 3 or less from your graveyard to the battlefield.")
    (move,) = ability.effects
    assert move.what.max == 3 and move.what.what.stat == ("total_mana_value", "<=", fx.Fixed(value=3))


def test_their_total_mana_value_sums_their_mana_values() -> None:
    (ability,) = compiled("Return those cards to your hand. You gain life equal to their total mana value.")
    gain = ability.effects[-1]
    assert isinstance(gain, fx.GainLife) and gain.amount.stat == "mana_value"


# -- "the same mana value as" an object (CR 202.3) ----------------------------------------------------
def test_the_same_mana_value_as_an_object_is_equal_to_its_mana_value() -> None:
    (ability,) = compiled("{B}, Sacrifice a creature: Destroy each creature with the same mana value as the sacrificed creature.")
    (destroy,) = ability.effects
    stat, op, other = destroy.what.stat
    assert (stat, op) == ("mana_value", "==") and isinstance(other, fx.StatOf) and other.stat == "mana_value"
    assert any(isinstance(e, fx.Found) and e.key == "sacrificed" for e in walk(other))
    (ability,) = compiled("{2}{U}, Discard a card: Counter target spell if it has the same mana value as the discarded card.")
    (conditional,) = ability.effects
    condition = conditional.condition
    assert isinstance(condition, fx.Compare) and condition.op == "==" and condition.right == fx.StatOf(what=fx.Found(key="discarded"), stat="mana_value")
    assert isinstance(condition.left.what, fx.Target)


def test_the_same_mana_value_as_one_of_several_objects_stays_unsupported() -> None:
    text = "Destroy each creature with the same mana value as a creature you control."
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line, text=text))]
    assert any("one of several objects" in r for r in reasons)


def test_that_spell_after_a_revealed_library_card_is_not_that_card() -> None:
    """"reveal the top card of your library. If you do, counter that spell if it has the same
    mana value as the revealed card": the card revealed is no spell; "that spell" (and "it"
    after it) is the spell of the trigger event. With no such object, unsupported."""
    (ability,) = compiled("Whenever an opponent casts a spell, you may reveal the top card of your library. If you do, counter that spell if it has the same mana value as the revealed card.")
    (conditional,) = [e for e in walk(ability.effects) if isinstance(e, fx.Conditional)]
    assert conditional.condition == fx.Compare(left=fx.StatOf(what=fx.Found(key="triggering"), stat="mana_value"), op="==", right=fx.StatOf(what=fx.Found(key="revealed"), stat="mana_value"))
    assert conditional.effects == (fx.CounterSpell(what=fx.Found(key="triggering")),)
    text = "At the beginning of your upkeep, reveal the top card of your library. If that card is a land card, destroy that creature."
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not any(isinstance(e, fx.Destroy) and isinstance(e.what, fx.TopOfLibrary) for e in walk(abilities))


# -- a quality in common as a condition; "both white and black" (CR 205.2a, 105.2) ------------------
def test_if_it_shares_a_card_type_with_an_object() -> None:
    (ability,) = compiled("Whenever you play a land or cast a spell, if it shares a card type with the exiled card, create a 1/1 white Human creature token.")
    condition = ability.condition
    assert isinstance(condition, fx.Is) and condition.what == fx.Found(key="triggering")
    assert condition.test == fx.Filter(shared="card type", shares_with=fx.Found(key="exiled"))


def test_that_permanent_after_a_library_card_is_not_that_card() -> None:
    text = "Whenever another permanent you control enters, look at the top card of your library. If it shares a card type with that permanent, draw a card."
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not any(isinstance(e, fx.Filter) and isinstance(e.shares_with, fx.TopOfLibrary) for e in walk(abilities))


def test_a_spell_thats_both_of_two_colors_has_each() -> None:
    (ability,) = compiled("Whenever you cast a spell that's both white and black, draw a card.")
    assert ability.trigger.what.colors == ("W", "B") and ability.trigger.what.any_colors == ()


def test_moving_a_counter_of_no_stated_kind() -> None:
    (ability,) = compiled("{1}, {T}: Move a counter from target creature an opponent controls onto target creature you control.")
    (move,) = ability.effects
    assert isinstance(move, fx.MoveCountersOfAnyKind) and move.amount == fx.Fixed(value=1)
    assert isinstance(move.what, fx.Target) and isinstance(move.onto, fx.Target) and move.what.key != move.onto.key


def test_is_goaded_in_a_static_ability_is_the_goaded_rule() -> None:
    """CR 701.15b: goaded while the ability applies."""
    (ability,) = compiled("Enchanted creature gets +2/+2 and is goaded.")
    assert isinstance(ability, fx.StaticAbility)
    (rule,) = [e for e in ability.effects if isinstance(e, fx.Restriction)]
    assert rule.rule == "goaded" and rule.what == fx.AttachedTo(relation="enchanted")


def test_kicker_with_two_costs_is_two_kicker_abilities_and_each_is_named_by_its_cost() -> None:
    """CR 702.33b: "Kicker [A] and/or [B]" means "Kicker [A], kicker [B]"; 702.33f: "if it was
    kicked with its [A] kicker" is linked to that cost, "if it was kicked" to either."""
    first, second = compiled("Kicker {1}{B} and/or {R}")
    assert isinstance(first, fx.Keyword) and isinstance(second, fx.Keyword)
    assert [(k.name, k.definition) for k in (first, second)] == [
        ("kicker", (fx.AdditionalCost(costs=(fx.ManaPayment(mana="{1}{B}"),), optional=True, name="kicker"),)),
        ("kicker", (fx.AdditionalCost(costs=(fx.ManaPayment(mana="{R}"),), optional=True, name="kicker"),)),
    ]
    (ability,) = compiled("When this creature enters, if it was kicked with its {R} kicker, it deals 2 damage to any target.")
    assert isinstance(ability, fx.TriggeredAbility)
    assert ability.condition == fx.CostWasPaid(name="kicker", cost=(fx.ManaPayment(mana="{R}"),))
    assert ability.condition.key == "kicker {R}"
    (ability,) = compiled("When this creature enters, if it was kicked, you gain 2 life.")
    assert isinstance(ability, fx.TriggeredAbility) and ability.condition == fx.CostWasPaid(name="kicker") and ability.condition.key == "kicker"


def test_entering_with_an_ability_has_it_with_the_counters() -> None:
    """"it enters with a +1/+1 counter on it and with first strike" (CR 614.1c): the counters
    and the ability together, on the permanent as it enters, only if that kicker was paid."""
    (entering,) = compiled("If this creature was kicked with its {R} kicker, it enters with a +1/+1 counter on it and with first strike.")
    assert isinstance(entering, fx.EntersWith) and isinstance(entering.condition, fx.CostWasPaid) and entering.condition.name == "kicker"
    put, grant = entering.effects
    assert put == fx.PutCounters(what=fx.This(), counter="+1/+1", amount=fx.Fixed(value=1))
    assert isinstance(grant, fx.GrantAbilities) and grant.what == fx.This() and grant.duration is None
    assert [a.name for a in grant.abilities] == ["first strike"]
# -- turning face up or face down (CR 708) ----------------------------------------------------------
def test_turn_target_face_down_creature_face_up() -> None:
    (ability,) = compiled("{2}{U}: Turn target face-down creature face up.")
    (effect,) = ability.effects
    assert isinstance(effect, fx.TurnFaceUp)
    assert isinstance(effect.what, fx.Target) and effect.what.what.states == ("face-down",)


def test_turn_this_creature_face_down() -> None:
    (ability,) = compiled("{3}{U}{U}: Turn this creature face down.")
    assert ability.effects == (fx.TurnFaceDown(what=fx.This()),)


def test_turn_a_permanent_you_control_face_up_is_a_choice() -> None:
    (ability,) = compiled("Whenever you attack with creatures with total power 6 or greater, you may turn a face-down creature you control face up.")
    (may,) = ability.effects
    (effect,) = may.effects
    assert isinstance(effect, fx.TurnFaceUp) and isinstance(effect.what, fx.Chosen)
    assert effect.what.what.controller == fx.You() and effect.what.what.states == ("face-down",)


# -- "from anywhere other than" a zone ---------------------------------------------------------------
def test_cast_from_anywhere_other_than_your_hand_trigger() -> None:
    (ability,) = compiled("Whenever you cast a spell from anywhere other than your hand, draw a card.")
    assert ability.trigger.event == "cast" and ability.trigger.player == fx.You()
    assert ability.trigger.not_from_zone == "hand" and ability.trigger.from_zone is None


def test_put_into_your_graveyard_from_anywhere_other_than_the_battlefield() -> None:
    (ability,) = compiled("Whenever a creature card is put into your graveyard from anywhere other than the battlefield, you gain 1 life.")
    assert ability.trigger.event == "put_into_graveyard"
    assert ability.trigger.not_from_zone == "battlefield" and ability.trigger.from_zone is None


def test_if_this_spell_was_cast_from_anywhere_other_than_your_hand() -> None:
    (ability,) = compiled("Create a 1/1 blue and red Otter creature token with prowess. If this spell was cast from anywhere other than your hand, put a +1/+1 counter on that creature.")
    conditions = [c for c in walk(ability) if isinstance(c, fx.CastFromZone)]
    assert conditions == [fx.CastFromZone(zone="hand", other_than=True)]


# -- behold (CR 701.4) --------------------------------------------------------------------------------
def _additional_costs(text: str) -> tuple[fx.Cost, ...]:
    (ability,) = compiled(text)
    assert isinstance(ability, fx.AdditionalCost)
    return ability.costs


def test_behold_and_exile_it_is_one_cost() -> None:
    (cost,) = _additional_costs("As an additional cost to cast this spell, behold a Kithkin and exile it.")
    assert isinstance(cost, fx.BeholdCost) and cost.exile and cost.amount == fx.Fixed(value=1)
    assert cost.what.subtypes == ("Kithkin",) and cost.what.controller is None


def test_behold_or_pay_is_a_choice_of_costs() -> None:
    (choice,) = _additional_costs("As an additional cost to cast this spell, behold an Elf or pay {2}.")
    assert isinstance(choice, fx.CostChoice)
    behold, mana = choice.options
    assert isinstance(behold, fx.BeholdCost) and not behold.exile and behold.what.subtypes == ("Elf",)
    assert mana == fx.ManaPayment(mana="{2}")


def test_behold_a_number_in_a_keyword_cost() -> None:
    (ability,) = compiled("Flashback—{1}{R}, Behold three Elementals.")
    _, behold = ability.cost
    assert isinstance(behold, fx.BeholdCost) and behold.amount == fx.Fixed(value=3) and behold.what.subtypes == ("Elemental",)


def test_if_a_dragon_was_beheld() -> None:
    (ability,) = compiled("Destroy target creature. If a Dragon was beheld, you gain 2 life.")
    conditional = ability.effects[-1]
    assert isinstance(conditional, fx.Conditional) and isinstance(conditional.condition, fx.WasBeheld)
    assert conditional.condition.what.subtypes == ("Dragon",)


def test_behold_as_an_instruction_is_paying_the_cost() -> None:
    (ability,) = compiled("When this creature enters, you may behold a Dragon. If you do, draw a card.")
    may, if_did = ability.effects
    (pay,) = may.effects
    assert isinstance(pay, fx.Pay) and isinstance(pay.costs[0], fx.BeholdCost) and pay.costs[0].what.subtypes == ("Dragon",)
    assert isinstance(if_did, fx.IfDid)
# -- "pays {X}, where X is ..." (CR 107.3a) -----------------------------------------------------------
def test_a_payment_of_x_where_x_is_defined_carries_the_value() -> None:
    """The definition gives {X} in the payment its value; the payer announces nothing."""
    (ability,) = compiled("Sacrifice this creature: Counter target spell unless its controller pays {X}, where X is this creature's power.")
    (payment,) = [e for e in walk(ability.effects) if isinstance(e, fx.ManaPayment)]
    assert payment.mana == "{X}" and isinstance(payment.x, fx.StatOf) and payment.x.stat == "power" and payment.x.what == fx.This()
    (ability,) = compiled("At the beginning of combat on your turn, you may pay {X}{R}, where X is ~'s power. If you do, return it from your graveyard to the battlefield.")
    (payment,) = [e for e in walk(ability.effects) if isinstance(e, fx.ManaPayment)]
    assert payment.mana == "{X}{R}" and payment.x is not None
    assert not [e for e in walk(ability.effects) if isinstance(e, fx.Variable)]


def test_a_keyword_cost_of_x_where_x_is_defined_takes_the_value() -> None:
    """"has ward {X}, where X is ...": the keyword's payments of {X} take the value the text
    defines (CR 107.3a), which the runtime reads as the cost is paid."""
    assert _problems("~ has ward {X}, where X is the number of experience counters you have.") == []


# -- "assign its combat damage as though it weren't blocked" (CR 609.4b, 510.1b-c) ----------------
def test_assigning_combat_damage_as_though_unblocked_is_a_rule_on_the_creature() -> None:
    """"you may have": the controller's choice, kept in the rule; without "may", always."""
    effect = effect_of("You may have this creature assign its combat damage as though it weren't blocked.")
    assert isinstance(effect, fx.Restriction) and effect.what == fx.This() and effect.rule == "may assign its combat damage as though it weren't blocked"
    effect = effect_of("Enchanted creature's controller may have it assign its combat damage as though it weren't blocked.")
    assert isinstance(effect, fx.Restriction) and effect.what == fx.AttachedTo(relation="enchanted")
    (ability,) = compiled("X target blocked creatures assign their combat damage this turn as though they weren't blocked.")
    (effect,) = ability.effects
    assert isinstance(effect, fx.Restriction) and effect.rule == "assigns its combat damage as though it weren't blocked" and effect.duration == "end_of_turn"


# -- "create two of those tokens [instead]" (CR 111.1) ----------------------------------------------
def test_create_n_of_those_tokens_is_the_creation_before_it_again() -> None:
    """The same token description (a copy too), another number; with nothing created before it
    in the ability, Unsupported."""
    (ability,) = compiled("Create a tapped 1/1 black Skeleton creature token. If a creature died this turn, create two of those tokens instead.")
    first, *_ = ability.effects
    (second,) = [e for e in walk(ability.effects[1:]) if isinstance(e, fx.CreateToken)]
    assert second == attrs.evolve(first, amount=fx.Fixed(value=2)) and second.tapped
    (ability,) = compiled("Create a token that's a copy of target creature. If this spell was kicked, create five of those tokens instead.")
    copies = [e for e in walk(ability.effects) if isinstance(e, fx.CreateCopyToken)]
    assert [c.amount for c in copies] == [fx.Fixed(value=1), fx.Fixed(value=5)] and copies[0].of == copies[1].of
    assert [p.node for p in _problems("If you have 5 or less life, create five of those tokens instead.")] == ["Partitive"]


def test_a_number_of_objects_in_a_zone_is_counted_there() -> None:
    """"if twenty or more creature cards are in your graveyard": at least twenty of them, in that
    graveyard (before: creature cards on the battlefield, tested one by one, the number lost)."""
    (ability,) = compiled("At the beginning of your upkeep, if twenty or more creature cards are in your graveyard, you win the game.")
    condition = ability.condition
    assert isinstance(condition, fx.Exists) and condition.at_least == fx.Fixed(value=20)
    assert (condition.what.zone, condition.what.zone_owner, condition.what.types) == ("graveyard", fx.You(), ("Creature",))


# -- "each other player" (CR 102.1) ----------------------------------------------------------------
def test_each_other_player_as_a_subject_is_every_player_but_you() -> None:
    (ability,) = compiled("Whenever a creature you control dies, each other player sacrifices a creature.")
    assert fx.OtherPlayers(than=fx.You()) in list(walk(ability))


@pytest.mark.parametrize("text", [
    # other than the target player, named before
    "Target player draws a card. Each other player discards a card.",
])
def test_each_other_player_than_another_player_is_unsupported(text: str) -> None:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    lowered = compiler.compile_line(parsed.line, text=text)
    assert fx.OtherPlayers(than=fx.You()) not in list(walk(lowered))
    assert any(isinstance(e, fx.Unsupported) and "other" in e.reason for e in walk(lowered)), lowered


# -- piles (CR 700.3) ------------------------------------------------------------------------------
def _spell_effects(text: str) -> tuple[fx.Effect, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line, text=text)
    assert isinstance(ability, fx.SpellAbility)
    return ability.effects


def test_an_opponent_separates_into_two_piles_and_you_choose_one_to_put_into_your_hand() -> None:
    """Fact or Fiction: the opponent makes the piles; "one pile" is chosen by the player who puts
    it (you); "the other" is the other pile."""
    effects = _spell_effects("Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.")
    assert not compiler.unsupported_in(effects)
    _, separate, to_hand, to_graveyard = effects
    assert separate == fx.SeparateIntoPiles(what=fx.TopOfLibrary(player=fx.You(), amount=fx.Fixed(value=5)), player=fx.Chosen(what=fx.EachOpponent()), count=2)
    assert isinstance(to_hand, fx.Move) and to_hand.to == "hand" and to_hand.what == fx.ChosenPile(player=fx.You())
    assert isinstance(to_graveyard, fx.Move) and to_graveyard.to == "graveyard" and to_graveyard.what == fx.Found(key="rest")


def test_an_opponent_chooses_one_of_those_piles_then_that_pile_is_the_chosen_one() -> None:
    effects = _spell_effects("Reveal the top five cards of your library and separate them into two piles. An opponent chooses one of those piles. Put that pile into your hand and the other into your graveyard.")
    assert not compiler.unsupported_in(effects)
    _, separate, choose, to_hand, _ = effects
    assert isinstance(separate, fx.SeparateIntoPiles) and separate.player == fx.You()
    assert choose == fx.ChoosePile(player=fx.Chosen(what=fx.EachOpponent()))
    assert isinstance(to_hand, fx.Move) and to_hand.what == fx.Found(key="chosen pile")


def test_all_permanents_in_the_pile_of_their_choice_are_every_permanent_of_the_pile_that_player_chooses() -> None:
    """Liliana of the Veil: "of their choice" is the pile's (the parser reads it after "in the
    pile"), and "sacrifices all permanents" is each of them, not one."""
    effects = _spell_effects("Separate all permanents target player controls into two piles. That player sacrifices all permanents in the pile of their choice.")
    assert not compiler.unsupported_in(effects)
    separate, sacrifice = effects
    target = fx.Target(key="target", what=fx.EachPlayer())
    assert isinstance(separate, fx.SeparateIntoPiles) and separate.player == fx.You()
    assert isinstance(sacrifice, fx.Sacrifice) and sacrifice.player == target
    assert isinstance(sacrifice.what, fx.Amongst) and sacrifice.what.among == fx.ChosenPile(player=target)
    assert sacrifice.amount == fx.CountOf(what=sacrifice.what)


def test_the_pile_of_an_opponents_choice_and_the_other() -> None:
    effects = _spell_effects("Separate all creature cards in your graveyard into two piles. Exile the pile of an opponent's choice and return the other to the battlefield.")
    assert not compiler.unsupported_in(effects)
    _, exile, back = effects
    assert isinstance(exile, fx.Move) and exile.to == "exile" and exile.what == fx.ChosenPile(player=fx.Chosen(what=fx.EachOpponent()))
    assert isinstance(back, fx.Move) and back.to == "battlefield" and back.what == fx.Found(key="rest")


def test_a_face_down_pile_and_a_face_up_pile() -> None:
    """Fortune's Favor: the first pile written is the face-down one, seen only by its maker (CR
    700.3, 406.3)."""
    effects = _spell_effects("Target opponent looks at the top four cards of your library and separates them into a face-down pile and a face-up pile. Put one pile into your hand and the other into your graveyard.")
    assert not compiler.unsupported_in(effects)
    _, separate, to_hand, _ = effects
    assert isinstance(separate, fx.SeparateIntoPiles) and separate.face_down == 1 and separate.player == fx.Target(key="target", what=fx.EachOpponent())
    assert to_hand.what == fx.ChosenPile(player=fx.You())  # type: ignore[attr-defined]


def test_exiled_in_a_face_down_pile_and_that_pile_shuffled() -> None:
    """Ghastly Conscription: exiled face down (CR 406.3), the pile shuffled (CR 701.24a)."""
    effects = _spell_effects("Exile all creature cards from target player's graveyard in a face-down pile, shuffle that pile, then manifest those cards.")
    assert not compiler.unsupported_in(effects)
    exile, shuffle, _ = effects
    assert isinstance(exile, fx.Move) and exile.face_down and exile.to == "exile"
    assert shuffle == fx.ShufflePile(what=fx.Found(key="exiled"))


def test_a_target_an_opponent_chooses_and_modes_an_opponent_chooses() -> None:
    """CR 700.2e: "of an opponent's choice" on a target, "An opponent chooses one —"."""
    (damage,) = _spell_effects("This spell deals 1 damage to any target of an opponent's choice.")
    assert isinstance(damage, fx.DealDamage) and damage.to == fx.Target(key="target", what=fx.AnyTarget(), chooser=fx.EachOpponent())
    (gain,) = _spell_effects("Gain control of target creature of an opponent's choice they control.")
    assert isinstance(gain, fx.GainControl) and isinstance(gain.what, fx.Target) and gain.what.chooser == fx.EachOpponent()
    assert gain.what.what == fx.Filter(types=("Creature",), controller=fx.PlayerRole(role="target chooser"))
    parsed = parse_ability(normalise_ability("An opponent chooses one —\n• You draw three cards.\n• ~ deals 4 damage to that player."), is_spell=True)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert isinstance(ability, fx.SpellAbility) and ability.modes is not None and ability.modes.chooser == fx.EachOpponent()
    assert ability.modes.modes[1].effects == (fx.DealDamage(to=fx.PlayerRole(role="mode chooser"), amount=fx.Fixed(value=4)),)


@pytest.mark.parametrize("text", [
    # each opponent's own piles, and a choice for each of them
    "Each opponent separates the creatures they control into two piles. For each opponent, you choose one of their piles. Each opponent sacrifices the creatures in their chosen pile.",
    # a pile with no piles made before
    "Put one pile into your hand.",
])
def test_piles_not_modelled_stay_unsupported(text: str) -> None:
    assert compiler.unsupported_in(_spell_effects(text))


# -- day and night (CR 730) --------------------------------------------------------------------------
def test_it_becomes_night_and_if_its_night_are_the_games_designation() -> None:
    """The Celestus: "If it's night, it becomes day. Otherwise, it becomes night." (CR 730.1)."""
    (conditional,) = _spell_effects("If it's night, it becomes day. Otherwise, it becomes night.")
    assert isinstance(conditional, fx.Conditional) and conditional.condition == fx.IsDayNight(which="night")
    assert conditional.effects == (fx.BecomeDayNight(which="day"),) and conditional.otherwise == (fx.BecomeDayNight(which="night"),)
    (ability,) = compiled("This spell costs {2} less to cast if it's neither day nor night.")
    assert isinstance(ability, fx.StaticAbility) and ability.condition == fx.IsDayNight(which="neither")


def test_a_creature_becoming_day_is_not_the_games_designation() -> None:
    assert compiler.unsupported_in(_spell_effects("Target creature becomes night."))
def test_cant_be_sacrificed_is_a_rule_of_the_objects_it_names() -> None:
    """"This artifact can't be sacrificed." (CR 701.21a): a rule sacrificing reads; with a
    duration, for that long."""
    assert effect_of("This artifact can't be sacrificed.") == fx.Restriction(what=fx.This(), rule=fx.CANT_BE_SACRIFICED)
    effect = effect_of("{1}: Until end of turn, target creature can't be sacrificed.")
    assert isinstance(effect, fx.Restriction) and effect.rule == "can't be sacrificed" and effect.duration == "end_of_turn"


def test_events_that_trigger_nothing_name_the_objects_and_the_events() -> None:
    """"Creatures entering don't cause abilities to trigger.", "... entering or dying ..."
    (CR 603.2, 603.6a, 603.6c): the objects described and which of their events."""
    effect = effect_of("Creatures entering don't cause abilities to trigger.")
    assert effect == fx.EventsTriggerNothing(what=fx.Filter(types=("Creature",)), events=("enters",))
    effect = effect_of("Artifacts and creatures entering or dying don't cause abilities to trigger.")
    assert isinstance(effect, fx.EventsTriggerNothing) and effect.events == ("enters", "dies")
    assert set(effect.what.any_types) == {"Artifact", "Creature"}  # type: ignore[attr-defined]


def test_choosing_which_creatures_attack_or_block_is_a_rule_about_the_player() -> None:
    """"You choose which creatures attack this turn.", "You choose which creatures block this
    combat and how those creatures block." (CR 508.1, 509.1): a rule about that player, for the
    time written; choosing only which creatures block is not lowered."""
    (ability,) = compiled("You choose which creatures attack this turn.")
    assert ability.effects == (fx.Restriction(what=fx.You(), rule=fx.PlayerRuleName.CHOOSES_ATTACKERS, duration="end_of_turn"),)  # type: ignore[attr-defined]
    effect = effect_of("Whenever this creature attacks, you choose which creatures block this combat and how those creatures block.")
    assert effect == fx.Restriction(what=fx.You(), rule=fx.PlayerRuleName.CHOOSES_BLOCKERS, duration="end_of_combat")


def test_targetable_as_though_without_hexproof_names_the_spells_and_abilities() -> None:
    """"Creatures your opponents control can be the targets of spells and abilities you control
    as though they didn't have hexproof." (CR 609.4b): a rule of those creatures, completed by
    its tail, naming what may target them."""
    effect = effect_of("Creatures your opponents control can be the targets of spells and abilities you control as though they didn't have hexproof.")
    assert isinstance(effect, fx.Restriction)
    assert effect.what == fx.Filter(types=("Creature",), controller=fx.EachOpponent())
    assert effect.rule == "can be the target of as though they didn't have hexproof"
    assert effect.other == fx.Filter(zone="stack", kind="spell_or_ability", controller=fx.You())


def test_double_all_damage_is_the_replacement_of_doubling_each_damage_event() -> None:
    """"Double all damage that [sources] would deal." (CR 701.10g): "If [a source] would deal
    damage, it deals double that damage instead." (CR 614.1a)."""
    for doubled, replacement in (
        ("Double all damage that sources you control of the chosen type would deal.", "If a source you control of the chosen type would deal damage, it deals double that damage instead."),
        ("Double all damage equipped creature would deal.", "If equipped creature would deal damage, it deals double that damage instead."),
    ):
        assert compiled(doubled) == compiled(replacement)
    (ability,) = compiled("Double all damage this creature would deal.")
    assert isinstance(ability, fx.Replacement) and ability.event == "deals_damage" and ability.what == fx.This()
    assert ability.instead == (fx.DealDamage(to=fx.Found(key="damaged"), amount=fx.Scaled(value=fx.EventAmount(), numerator=2), source=fx.Found(key="triggering")),)


def test_what_spells_cant_cause_a_player_to_do_is_unsupported_with_its_reason() -> None:
    """"Spells and abilities your opponents control can't cause you to sacrifice permanents."
    (CR 101.2): parsed, not in the effect model yet: an explicit Unsupported."""
    parsed = parse_ability(normalise_ability("Spells and abilities your opponents control can't cause you to sacrifice permanents."))
    assert parsed.line is not None
    (ability,) = compiler.compile_line(parsed.line, text="")
    (effect,) = ability.effects  # type: ignore[attr-defined]
    assert isinstance(effect, fx.Unsupported) and "can't cause you to sacrifice permanents" in effect.reason
# -- options named by words (CR 701.38b, 607.2) -----------------------------------------------------
def test_choose_between_named_words_is_a_choice_of_those_options() -> None:
    """"Choose left or right.", "choose Khans or Dragons": the options as written, the quality
    their "or" list in lower case (the key of the option chosen)."""
    (ability,) = compiled("Choose left or right.")
    (choice,) = [e for e in walk(ability) if isinstance(e, fx.ChooseQuality)]
    assert (choice.quality, choice.options, choice.player) == ("left or right", ("left", "right"), fx.You())
    (ability,) = compiled("As this enchantment enters, choose Khans or Dragons.")
    (choice,) = [e for e in walk(ability) if isinstance(e, fx.ChooseQuality)]
    assert choice.options == ("Khans", "Dragons") and choice.quality == "khans or dragons"


def test_choose_bare_types_or_colors_is_a_choice_of_a_type_or_color_not_of_an_object() -> None:
    """"Choose creature or land.", "choose black or red", "choose Island or Swamp": with no
    determiner, the words are the options of a choice (CR 607.2); "choose a creature or land"
    still chooses an object; a list of descriptions ("non-Aura enchantment") is Unsupported."""
    for text, options in [
        ("Choose creature or land.", ("creature", "land")),
        ("As this artifact enters, choose artifact, creature, enchantment, instant, or sorcery.", ("artifact", "creature", "enchantment", "instant", "sorcery")),
        ("As this enchantment enters, choose black or red.", ("black", "red")),
        ("As this enchantment enters, choose Island or Swamp.", ("Island", "Swamp")),
    ]:
        (ability,) = compiled(text)
        assert not any(isinstance(e, fx.ChooseObjects) for e in walk(ability)), text
        (choice,) = [e for e in walk(ability) if isinstance(e, fx.ChooseQuality)]
        assert choice.options == options and choice.quality == " or ".join(options).lower()
    (ability,) = compiled("Choose a creature or land.")
    assert any(isinstance(e, fx.ChooseObjects) for e in walk(ability))
    problems = _problems("At the beginning of each player's upkeep, that player chooses artifact, creature, land, or non-Aura enchantment.")
    assert problems and all("kinds named by descriptions" in p.reason for p in problems), problems


def test_the_chosen_quality_is_the_parity_of_a_stat() -> None:
    """"with mana value of the chosen quality", "with power of that quality": odd or even."""
    (ability,) = compiled("Choose odd or even. Destroy each creature with mana value of the chosen quality.")
    choice, destroy = ability.effects
    assert choice.options == ("odd", "even") and choice.quality == "odd or even"
    assert destroy.what.chosen_parity == "mana_value" and destroy.what.types == ("Creature",)
    (ability,) = compiled("Creatures with power of that quality can't block this turn.")
    (what,) = [e.what for e in walk(ability) if isinstance(getattr(e, "what", None), fx.Filter)]
    assert what.chosen_parity == "power"


def test_the_abilities_of_the_option_chosen_as_it_entered_are_granted_while_it_was_chosen() -> None:
    """CR 614.12c: "[anchor word] — [ability]" is "As long as [anchor word] was chosen as this
    permanent entered the battlefield, this permanent has [ability]" (played in
    tests/runtime/test_option_abilities.py)."""
    entering, khans, dragons = compiled("As this enchantment enters, choose Khans or Dragons.\n• Khans — At the beginning of your upkeep, draw a card.\n• Dragons — Creatures you control get +1/+0.")
    assert isinstance(entering, fx.EntersWith) and entering.effects[0].options == ("Khans", "Dragons")
    assert khans.condition == fx.OptionChosen(quality="khans or dragons", option="Khans")
    assert isinstance(khans.effects[0].abilities[0], fx.TriggeredAbility)
    assert dragons.condition == fx.OptionChosen(quality="khans or dragons", option="Dragons")
    assert isinstance(dragons.effects[0].abilities[0], fx.StaticAbility)


def test_anchor_words_that_are_not_the_options_chosen_are_unsupported() -> None:
    problems = _problems("As this enchantment enters, choose Khans or Dragons.\n• Khans — At the beginning of your upkeep, draw a card.\n• Abzan — Creatures you control get +1/+0.")
    assert problems and all("anchor words" in p.reason for p in problems), problems


def test_the_players_an_option_was_chosen_for_are_named_by_it() -> None:
    # the players named by the option chosen for each of them (CR 607.2): compiled since the
    # choice is kept for each player (tests/test_players_options_and_exiles.py)
    assert not _problems("For each player, choose friend or foe. Each friend draws a card. Each foe discards a card.")


# -- votes (CR 701.38) ------------------------------------------------------------------------------
# (a vote starting with a player, what reads it, and "whenever players finish voting" compile:
# tests/runtime/test_voting.py; a vote with no player it starts with does not)
@pytest.mark.parametrize("text", [
    "Each player votes for grace or condemnation. If grace gets more votes, draw a card. If condemnation gets more votes or the vote is tied, discard a card.",
    "Each player votes for truth or consequences. You gain life equal to the number of truth votes.",
    "Each player votes for feather or quill. Draw a card for each feather vote.",
])
def test_a_vote_and_what_reads_it_are_unsupported_naming_the_rule(text: str) -> None:
    problems = _problems(text)
    assert problems and all("CR 701.38" in p.reason for p in problems), problems


# -- secret choices ---------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Each player secretly chooses a creature they control. Then those choices are revealed.",
    "Each opponent secretly chooses silence or snitch, then the choices are revealed.",
])
def test_a_secret_choice_is_unsupported(text: str) -> None:
    problems = _problems(text)
    assert problems and all("secret choice" in p.reason for p in problems), problems


def test_one_players_secret_choice_is_the_choice_kept_secret() -> None:
    (ability,) = compiled("When this creature enters, secretly choose an opponent.")
    assert ability.effects == (fx.ChooseQuality(quality="opponent", secret=True),)
# -- "if you've drawn two or more cards this turn", "if you gained 3 or more life this turn" --------
def test_cards_drawn_or_life_gained_this_turn_is_the_turns_count() -> None:
    (ability,) = compiled("At the beginning of your end step, if you've drawn two or more cards this turn, draw a card.")
    assert ability.condition == fx.Compare(left=fx.CardsDrawnThisTurn(player=fx.You()), op=">=", right=fx.Fixed(value=2))
    (ability,) = compiled("At the beginning of your end step, if you gained 3 or more life this turn, draw a card.")
    assert ability.condition == fx.Compare(left=fx.LifeChangedThisTurn(player=fx.You(), gained=True), op=">=", right=fx.Fixed(value=3))


def test_an_opponent_drew_three_or_more_cards_is_the_greatest_count_of_one_opponent() -> None:
    (ability,) = compiled("At the beginning of each end step, if an opponent drew three or more cards this turn, draw a card.")
    each = fx.PlayerRole(role="each")
    assert ability.condition == fx.Compare(
        left=fx.ExtremeOfPlayers(players=fx.EachOpponent(), value=fx.CardsDrawnThisTurn(player=each), greatest=True), op=">=", right=fx.Fixed(value=3))


def test_someone_else_named_drawing_cards_this_turn_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("At the beginning of your end step, if target player drew two or more cards this turn, draw a card."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert problems and "did something this turn" in problems[0].reason


# -- "if this creature attacked or blocked this combat" (CR 506.1) ---------------------------------
def test_attacked_or_blocked_this_combat_is_this_objects_history_of_the_combat() -> None:
    (ability,) = compiled("At end of combat, if this creature attacked or blocked this combat, remove a +1/+0 counter from it.")
    assert ability.condition == fx.HappenedThisTurn(what=fx.This(), event="attacked_or_blocked", period="combat")
    (ability,) = compiled("At the beginning of your end step, if this creature attacked this turn, draw a card.")
    assert ability.condition == fx.HappenedThisTurn(what=fx.This(), event="attacked", period="turn")


def test_several_objects_that_each_attacked_are_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Whenever you attack, if a Pirate and a Vehicle attacked this combat, draw three cards, then discard two cards."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert problems and "each did something" in problems[0].reason


# -- "each other player", "another player": every player but one (CR 102.1) -------------------------
def test_each_other_player_as_an_object_is_every_player_but_you() -> None:
    (ability,) = compiled("Whenever a source you control deals damage to another player, put that many theft counters on this enchantment.")
    assert ability.trigger.to == fx.OtherPlayers(than=fx.You())


def test_more_than_each_other_player_is_more_than_the_greatest_of_the_others() -> None:
    (ability,) = compiled("At the beginning of each player's upkeep, if that player controls more lands than each other player, the player creates a 1/1 green Saproling creature token.")
    # "that player": the player whose upkeep it is (the trigger's, as for "each opponent's")
    that, each = fx.Found(key="triggering player"), fx.PlayerRole(role="each")
    # more than each of them, or there are none of them ("each" over no players holds)
    assert isinstance(ability.condition, fx.AnyOf)
    condition, none = ability.condition.conditions
    assert none == fx.NotCondition(condition=fx.Exists(what=fx.OtherPlayers(than=that)))
    assert isinstance(condition, fx.Compare) and condition.op == ">"
    assert condition.left == fx.CountOf(what=fx.Filter(types=("Land",), controller=that, zone="battlefield"))
    assert condition.right == fx.ExtremeOfPlayers(players=fx.OtherPlayers(than=that), value=fx.CountOf(what=fx.Filter(types=("Land",), controller=each, zone="battlefield")), greatest=True)
    (ability,) = compiled("At the beginning of your upkeep, if you have fewer cards in hand than each opponent, draw a card.")
    condition, none = ability.condition.conditions
    assert condition.op == "<" and condition.right.players == fx.EachOpponent() and condition.right.greatest is False
    assert none == fx.NotCondition(condition=fx.Exists(what=fx.EachOpponent()))


def test_more_than_each_other_player_of_some_player_is_there_is_such_a_player() -> None:
    # "if a player has more life than each other player": one of them has more than every
    # player but that one (CR 102.1)
    (ability,) = compiled("At the beginning of your upkeep, if a player has more life than each other player, draw a card.")
    each = fx.PlayerRole(role="each")
    others = fx.OtherPlayers(than=each)
    more = fx.Compare(left=fx.LifeTotal(player=each), op=">", right=fx.ExtremeOfPlayers(players=others, value=fx.LifeTotal(player=each), greatest=True))
    alone = fx.NotCondition(condition=fx.Exists(what=others))
    assert ability.condition == fx.Exists(what=fx.PlayersWho(players=fx.EachPlayer(), condition=fx.AnyOf(conditions=(more, alone))))


def test_more_than_each_other_player_of_every_player_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("At the beginning of your upkeep, if each player has more life than each other player, draw a card."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert problems and "one of several" in problems[0].reason


def test_the_one_player_with_the_most_is_read_only_where_an_intervening_if_says_there_is_one() -> None:
    # "the player with the most life" presupposes one such player (CR 603.4): without the
    # condition saying so, a tie would leave none, so it stays unsupported
    (ability,) = compiled("At the beginning of your upkeep, if a player has more life than each other player, the player with the most life gains control of this creature.")
    assert ability.effects[0].player == ability.condition.what
    for text in ("The player with the most life draws a card.", "The player who controls the fewest lands draws a card."):
        parsed = parse_ability(normalise_ability(text))
        problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
        assert problems and "not tied" in problems[0].reason


def test_them_with_no_player_or_objects_named_before_is_unsupported() -> None:
    # one object is "it": "them" is not this enchantment
    parsed = parse_ability(normalise_ability("At the beginning of your end step, this enchantment deals 1 damage to them."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert problems and '"them"' in problems[0].reason
    # after "each player's upkeep" it is the player whose upkeep it is (the trigger's player)
    (ability,) = compiled("At the beginning of each player's upkeep, this enchantment deals 1 damage to them.")
    assert ability.effects[0].to == fx.Found(key="triggering player")


def test_players_other_than_a_player_named_are_every_player_but_that_one() -> None:
    (ability,) = compiled("At the beginning of each player's end step, that player may draw a card if a player other than you lost life this turn.")
    (conditional,) = ability.effects
    assert conditional.condition == fx.HappenedThisTurn(what=fx.OtherPlayers(than=fx.You()), event="lost_life", period="turn")
    parsed = parse_ability(normalise_ability("Each player other than target player creates a 5/5 red Dragon creature token with flying."), is_spell=True)
    (spell,) = compiler.compile_line(parsed.line)
    (create,) = spell.effects
    assert isinstance(create.player, fx.OtherPlayers) and isinstance(create.player.than, fx.Target) and create.player.than.what == fx.EachPlayer()


# -- "if a creature card was put into your graveyard from anywhere this turn" (CR 400.7) -----------
def test_an_object_put_into_a_zone_this_turn_is_a_zone_change_of_the_turn() -> None:
    (ability,) = compiled("At the beginning of each end step, if a creature card was put into your graveyard from anywhere this turn, draw a card.")
    condition = ability.condition
    assert isinstance(condition, fx.HappenedThisTurn) and condition.event == "moved to graveyard from anywhere" and condition.period == "turn"
    assert condition.what.types == ("Creature",) and condition.what.kind == "card" and condition.what.owner == fx.You()
    (ability,) = compiled("At the beginning of your end step, if a permanent was put into your hand from the battlefield this turn, draw a card.")
    assert ability.condition.event == "moved to hand from battlefield"


def test_a_number_of_objects_put_into_a_zone_this_turn_counts_the_turns_zone_changes() -> None:
    (ability,) = compiled("At the beginning of each end step, if three or more cards were put into your graveyard from anywhere other than the battlefield this turn, draw a card.")
    assert ability.condition == fx.Compare(
        left=fx.ZoneChangesThisTurn(what=fx.Filter(owner=fx.You(), kind="card"), to="graveyard", origin="anywhere other than battlefield"), op=">=", right=fx.Fixed(value=3)
    )


# -- life paid in an amount "equal to" (CR 119.4) -------------------------------------------------
def test_pay_life_equal_to_is_a_life_payment_of_that_amount() -> None:
    (ward,) = compiled("Ward—Pay life equal to this creature's power.")
    assert ward.cost == (fx.PayLife(amount=fx.StatOf(what=fx.This(), stat="power")),)
    (ability,) = compiled("Whenever another creature you control enters, you may pay life equal to its power. If you do, put that many +1/+1 counters on it.")
    (pay,) = [e for e in walk(ability) if isinstance(e, fx.Pay)]
    assert pay.costs == (fx.PayLife(amount=fx.StatOf(what=fx.Found(key="triggering"), stat="power")),)


# -- two lists of costs joined by "or" (CR 602.2b, 601.2b) ------------------------------------------
def test_two_cost_lists_joined_by_or_share_their_common_costs_and_choose_the_other() -> None:
    (ability,) = compiled("{3}, {T} or {B}, {T}: Draw a card.")
    assert ability.costs == (fx.CostChoice(options=(fx.ManaPayment(mana="{3}"), fx.ManaPayment(mana="{B}"))), fx.TapSelf())


def test_two_cost_lists_differing_in_more_than_one_cost_are_unsupported() -> None:
    parsed = parse_ability(normalise_ability("{3}, {T} or {B}, Sacrifice a creature: Draw a card."))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    (problem,) = compiler.unsupported_in((ability,))
    assert "differ in more than one cost" in problem.reason


def test_a_bound_on_x_of_a_spell_is_a_static_ability_on_the_stack() -> None:
    """"X can't be greater than ...": a rule about announcing X (CR 107.3, 601.2b), read while
    the spell is cast, not an instruction."""
    parsed = parse_ability(normalise_ability("X can't be greater than the number of snow lands you control."))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert isinstance(ability, fx.StaticAbility) and ability.zone == "stack"
    (bound,) = ability.effects
    assert isinstance(bound, fx.XBound) and bound.comparison == "greater than" and isinstance(bound.amount, fx.CountOf)


def test_a_bound_on_x_of_an_activated_ability_is_kept_with_it() -> None:
    (ability,) = compiled("{X}{U}, {T}: Draw X cards. X can't be 0.")
    assert isinstance(ability, fx.ActivatedAbility)
    assert ability.x_bounds == (fx.XBound(amount=fx.Fixed(value=0)),)
    assert not [e for e in walk(ability.effects) if isinstance(e, (fx.XBound, fx.Unsupported))]


def test_an_additional_cost_and_a_bound_on_its_x_are_two_abilities_of_the_spell() -> None:
    """"As an additional cost to cast this spell, blight X. X can't be greater than ...": two
    sentences that are each an ability of the card (CR 601.2b, 107.3), no instruction."""
    parsed = parse_ability(normalise_ability("As an additional cost to cast this spell, blight X. X can't be greater than the greatest toughness among creatures you control."), is_spell=True)
    assert parsed.line is not None, parsed.error
    cost, bound = compiler.compile_line(parsed.line)
    assert isinstance(cost, fx.AdditionalCost) and isinstance(bound, fx.StaticAbility) and bound.zone == "stack"
    assert not compiler.unsupported_in((cost, bound))


def test_an_additional_cost_with_a_cost_change_counted_from_it_is_split() -> None:
    """"This spell costs {2} less to cast for each card exiled this way." counts what the
    additional cost pays, whose objects are announced before the total cost is locked in (CR
    601.2b, 601.2f; the runtime chooses them then: tests/runtime/test_copies_and_keywords_runtime.py):
    the additional cost and the spell's own cost change, counting the cards exiled."""
    parsed = parse_ability(normalise_ability("As an additional cost to cast this spell, you may exile any number of white cards from your hand. This spell costs {2} less to cast for each card exiled this way."), is_spell=True)
    assert parsed.line is not None, parsed.error
    cost, spell = compiler.compile_line(parsed.line)
    assert isinstance(cost, fx.AdditionalCost) and isinstance(spell, fx.SpellAbility)
    (change,) = spell.effects
    assert isinstance(change, fx.ModifyCost) and change.amount == fx.Scaled(value=fx.CountOf(what=fx.Found(key="exiled")), numerator=2, denominator=1)


def test_a_bound_on_x_paid_while_a_trigger_resolves_is_the_payments_not_dropped() -> None:
    """CR 107.3f: the X of a triggered ability its text does not define is chosen as the payment
    is made; "X can't be 0." is a rule of that choice, which the payment carries (its runtime
    test: tests/runtime/test_x_bound_of_a_payment.py). With two payments of {X} it names neither:
    left unsupported."""
    parsed = parse_ability(normalise_ability("At the beginning of your end step, you may pay {X}. If you do, draw X cards. X can't be 0."))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability)
    (pay,) = ability.effects[0].effects
    assert pay.x_bounds == (fx.XBound(amount=fx.Fixed(value=0)),)
    parsed = parse_ability(normalise_ability("At the beginning of your end step, you may pay {X}. If you do, you may pay {X}. If you do, draw X cards. X can't be 0."))
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_a_reveal_from_the_opening_hand_is_unsupported_not_read_as_the_hand() -> None:
    """"You may reveal this card from your opening hand. If you do, at the beginning of the first
    upkeep, ...": an action before the game begins (CR 103.6b), and a step of the game's first
    turns; read as "this card" and "the next upkeep" they would act during the game."""
    parsed = parse_ability(normalise_ability("You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, each opponent loses 3 life."))
    assert parsed.line is not None, parsed.error
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]
    assert any("CR 103.6b" in r for r in reasons) and any("first upkeep" in r for r in reasons)


def test_your_first_main_phase_is_each_turns_not_the_games() -> None:
    """Since 2024 "precombat main phase" reads "first main phase" (CR 505.1): each of your turns
    has one, unlike "the first upkeep" of the game (CR 103.6b)."""
    (ability,) = compiled("At the beginning of your first main phase, add {C}.")
    assert ability.trigger == fx.StepTrigger(step="main1", player=fx.You())
    parsed = parse_ability(normalise_ability("At the beginning of your first main phase of the game, add {C}."))
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_a_delayed_trigger_made_only_if_you_do() -> None:
    (ability,) = compiled("Whenever this creature attacks, you may pay {2}. If you do, at the beginning of the next end step, draw a card.")
    (if_did,) = [e for e in walk(ability) if isinstance(e, fx.IfDid)]
    (delayed,) = if_did.effects
    assert isinstance(delayed, fx.DelayedTrigger) and delayed.trigger == fx.StepTrigger(step="end", player=None)


def test_until_your_next_end_step_is_a_duration_of_its_own() -> None:
    (ability,) = compiled("{T}: Exile the top card of your library. Until your next end step, you may play that card.")
    (permission,) = [e for e in walk(ability) if isinstance(e, fx.PlayPermission)]
    assert permission.duration == "your_next_end_step"


def test_a_delayed_trigger_until_your_next_turn_keeps_its_duration() -> None:
    """"Until your next turn, whenever ...": it triggers each time until the duration ends (CR
    603.7c), which the runtime ends as that turn begins."""
    (ability,) = compiled("[+1]: Until your next turn, whenever a creature attacks you, it gets -1/-0 until end of turn.")
    (delayed,) = [e for e in walk(ability) if isinstance(e, fx.DelayedTrigger)]
    assert delayed.duration == "your_next_turn" and delayed.trigger.event == "attacks"


@pytest.mark.parametrize(("text", "held"), [
    ("If you weren't the starting player, draw a card.", fx.IsStartingPlayer(player=fx.You())),
    ("If you aren't the monarch, draw a card.", fx.HasDesignation(player=fx.You(), designation="monarch")),
])
def test_a_player_who_isnt_the_starting_player_or_the_monarch_is_the_negation(text: str, held: fx.Condition) -> None:
    """"weren't" / "aren't" negate the state (CR 103.1, 724): the monarch's test dropped it."""
    (ability,) = compiled(text)
    (conditional,) = [e for e in walk(ability) if isinstance(e, fx.Conditional)]
    assert conditional.condition == fx.NotCondition(condition=held)


# -- an ability's own activations this turn (CR 602.5b); one activated ability of a kind -----------
def test_this_ability_activated_n_or_more_times_compares_its_count_this_turn() -> None:
    (ability,) = compiled("{R}: Draw a card. If this ability has been activated four or more times this turn, discard a card.")
    (conditional,) = [e for e in walk(ability) if isinstance(e, fx.Conditional)]
    assert conditional.condition == fx.Compare(left=fx.TimesActivatedThisTurn(), op=">=", right=fx.Fixed(value=4))


def test_activating_an_ability_of_a_kind_triggers_on_that_keyword() -> None:
    (ability,) = compiled("Whenever you activate an exhaust ability, draw a card.")
    assert ability.trigger.event == "activate" and ability.trigger.player == fx.You()
    assert ability.trigger.what == fx.ActivatedAbilities(keyword="exhaust")


# -- "on the battlefield or in the command zone"; "the greatest ... of"; haunt (CR 702.55c) ---------
def test_greatest_mana_value_of_a_commander_in_either_zone() -> None:
    (ability,) = compiled("Draw cards equal to the greatest mana value of a commander you own on the battlefield or in the command zone.")
    (draw,) = ability.effects
    assert isinstance(draw.amount, fx.Extreme) and draw.amount.greatest and draw.amount.stat == "mana_value"
    parts = draw.amount.what.parts
    assert [p.zone for p in parts] == ["battlefield", "command"]
    assert all(p.owner == fx.You() and "commander" in p.states for p in parts)


# -- players described by the counters they have (CR 122.1f) ----------------------------------------
def test_each_opponent_who_has_poison_counters_is_described_by_the_count() -> None:
    (ability,) = compiled("Each opponent who has three or more poison counters loses 3 life.")
    (lose,) = ability.effects
    assert isinstance(lose.player, fx.PlayersWho) and lose.player.players == fx.EachOpponent()
    assert lose.player.condition == fx.Compare(left=fx.StatOf(what=fx.PlayerRole(role="each"), stat="counters:poison"), op=">=", right=fx.Fixed(value=3))


def test_the_objects_a_for_each_tail_counts_are_no_antecedent_of_its_instruction() -> None:
    # "it" is what was referred to before the instruction, not the attacking creatures counted
    (ability,) = compiled("Whenever ~ attacks, put a +1/+1 counter on it for each attacking creature.")
    (put,) = ability.effects
    assert isinstance(put, fx.PutCounters)
    assert put.what == fx.This()
    assert isinstance(put.amount, fx.CountOf) and put.amount.what.states == ("attacking",)
    (spell,) = compiled("Create a 1/1 white Ally creature token. Put a +1/+1 counter on it for each creature your opponents control.")
    put = spell.effects[1]
    assert isinstance(put, fx.PutCounters) and put.what == fx.Found(key="created")


def test_the_objects_a_for_each_tail_counts_are_referents_of_the_next_sentence() -> None:
    # "Those creatures" after "Draw a card for each creature ..." are the creatures counted
    (spell,) = compiled("Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain indestructible until end of turn.")
    draw, grant = spell.effects
    assert isinstance(draw, fx.Draw) and isinstance(draw.amount, fx.CountOf)
    assert isinstance(grant, fx.GrantAbilities) and grant.what == draw.amount.what
    # what the instruction made stays newer than what it counted: "its" is not the Forests
    (spell,) = compiled("Create a 1/1 green Insect creature token for each Forest you control. Shuffle ~ into its owner's library.")
    create, shuffle = spell.effects
    assert isinstance(create, fx.CreateToken) and isinstance(create.amount, fx.CountOf) and isinstance(shuffle, fx.Shuffle)
    assert isinstance(shuffle.player, fx.OwnerOf) and shuffle.player.what != create.amount.what


def test_sacrificing_the_described_objects_is_not_sacrificing_this_object() -> None:
    # "the creatures they control with the least power" is a group, never the source ("it")
    for text in ("Each opponent sacrifices the creatures they control with the least power.", "Each player sacrifices the creatures in their graveyard."):
        parsed = parse_ability(normalise_ability(text))
        assert parsed.line is not None, parsed.error
        abilities = compiler.compile_line(parsed.line, text=text)
        assert compiler.unsupported_in(abilities)
        assert not any(isinstance(e, fx.Sacrifice) and e.what == fx.This() for e in walk(abilities))


def test_damage_replaced_to_a_permanent_or_player_is_to_a_permanent_or_any_player() -> None:
    """"If a source would deal damage to a permanent or player, ..." (CR 614.1a, 120.1): the
    damage replaced is damage to a permanent or to a player, as "a creature or player" reads;
    not to objects only."""
    (ability,) = compiled("If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.")
    assert isinstance(ability, fx.Replacement) and isinstance(ability.matches, fx.Trigger)
    to = ability.matches.to
    assert isinstance(to, fx.Union) and to.parts[0] == fx.EachPlayer()
    assert isinstance(to.parts[1], fx.Filter) and to.parts[1].zone == "battlefield" and to.parts[1].kind is None


def test_damage_replacement_recipient_and_minus() -> None:
    """"to that permanent or player" / "to that creature" names the replaced damage's recipient
    when only the recipient's description fits it (Found "damaged"); "to that creature" after
    "If a creature would deal damage to you" is the source, not the recipient. "that much damage
    minus 1" is the event's amount minus 1 (CR 614.1a, 107.1b)."""
    (furnace,) = compiled("If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.")
    assert furnace.instead[0].to == fx.Found(key="damaged")
    (barrier,) = compiled("If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.")
    assert barrier.instead[0].to == fx.Found(key="damaged")
    assert barrier.instead[0].amount == fx.Difference(left=fx.EventAmount(), right=fx.Fixed(value=1))
    (back,) = compiled("If a creature would deal damage to you, it deals that much damage to that creature instead.")
    assert back.instead[0].to != fx.Found(key="damaged")


# -- "if an opponent has ...": any such player, none chosen (CR 102.1) ---------------------------
@pytest.mark.parametrize(("text", "players"), [
    ("This creature gets +2/+1 as long as an opponent has 10 or less life.", fx.EachOpponent()),
    ("At the beginning of your upkeep, if a player controls four or more creatures, draw a card.", fx.EachPlayer()),
    ("At the beginning of your upkeep, if an opponent has more cards in hand than you, draw a card.", fx.EachOpponent()),
])
def test_an_indefinite_player_in_a_condition_is_any_of_them(text: str, players: fx.Reference) -> None:
    (ability,) = compiled(text)
    condition = ability.condition
    assert isinstance(condition, fx.Exists) and isinstance(condition.what, fx.PlayersWho)
    assert condition.what.players == players and condition.at_least == fx.Fixed(value=1)
    assert not any(isinstance(e, fx.Chosen) for e in walk(condition))
    assert fx.PlayerRole(role="each") in list(walk(condition.what.condition))


# -- "[player] controls [one object]": that object's controller; "it" after it is that object -----
@pytest.mark.parametrize("text", [
    "As long as you control enchanted creature, it gets +2/+2.",
    "As long as another player controls enchanted creature, it can't attack or block.",
])
def test_controls_one_object_is_its_controller_and_the_antecedent_of_it(text: str) -> None:
    (ability,) = compiled(text)
    assert ability.effects[0].what == fx.AttachedTo(relation="enchanted")
    tests = [e for e in walk(ability.condition) if isinstance(e, fx.Is)]
    assert len(tests) == 1 and tests[0].what == fx.AttachedTo(relation="enchanted") and tests[0].test.controller is not None
    assert not any(isinstance(e, fx.Controls) for e in walk(ability.condition))


# -- "that's a Wolf or a Werewolf": the "or" of the relative clause --------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Each other creature you control that's a Wolf or a Werewolf gets +1/+1.",
        "Each other creature you control that's a Wolf or Werewolf gets +1/+1.",  # the same description
    ],
)
def test_the_or_after_thats_a_is_the_clauses_alternative(text: str) -> None:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    (static,) = compiler.compile_line(parsed.line)
    (pump,) = static.effects
    assert isinstance(pump, fx.ModifyPT)
    # one description: creatures you control that are Wolves or Werewolves, not a union with
    # "a Werewolf" chosen anywhere
    assert isinstance(pump.what, fx.Filter)
    assert (pump.what.types, pump.what.any_subtypes, pump.what.controller, pump.what.other) == (("Creature",), ("Wolf", "Werewolf"), fx.You(), True)


def test_a_spellbook_is_named_by_its_card_or_its_name() -> None:
    """Alchemy's spellbooks: "draft a card from ~'s spellbook" is a Draft from the spellbook of
    this object's card (its cards are data of the digital game, in no Oracle text), "it" after it
    the card drafted; "conjure a random card from ~'s spellbook", "a card of your choice from the
    Planets Spellbook" a Conjure of one of its cards, at random or chosen."""
    parsed = parse_ability(normalise_ability("Draft a card from this creature's spellbook, then exile it."))
    assert parsed.line is not None, parsed.error
    compiled = compiler.compile_line(parsed.line)
    assert compiler.unsupported_in(compiled) == []
    draft, exile = compiled[0].effects  # type: ignore[attr-defined]
    assert draft == fx.Draft(spellbook_of=fx.This())
    assert exile.what == fx.Found(key=fx.Draft.result_key)
    assert effect_of("Conjure a random card from ~'s spellbook into your hand.") == fx.Conjure(to="hand", spellbook_of=fx.This())
    assert effect_of("Conjure a card of your choice from the Planets Spellbook onto the battlefield.") == fx.Conjure(to="battlefield", spellbook="Planets Spellbook", chosen=True)
    # a card of a spellbook with a quality: no filter describes the spellbook's cards
    parsed = parse_ability(normalise_ability("Conjure a card with mana value 2 from ~'s spellbook onto the battlefield."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "spellbook" in unsupported.reason


def test_intensity_is_read_and_raised_on_this_object_or_cards_described() -> None:
    """Alchemy's intensity: "~'s intensity" is a value (fx.Intensity), "~ intensifies by 1" and
    "cards you own named ~ intensify by 1" raise it (fx.Intensify); "it intensifies" where "it"
    would be read as another object (a target) stays unsupported."""
    assert effect_of("~ intensifies by 1.") == fx.Intensify(what=fx.This(), amount=fx.Fixed(value=1))
    raised = effect_of("Cards you own named ~ intensify by 1.")
    assert isinstance(raised, fx.Intensify) and isinstance(raised.what, fx.Filter) and raised.what.owner == fx.You() and raised.what.name == "~"
    draw = effect_of("Draw a number of cards equal to this spell's intensity.")
    assert isinstance(draw, fx.Draw) and draw.amount == fx.Intensity(what=fx.This())
    parsed = parse_ability(normalise_ability("When this creature enters, it deals 2 damage to any target. Then it intensifies."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert unsupported.node == "Intensify"


def test_one_other_player_seeks_from_their_own_library() -> None:
    """"the exiled card's owner seeks a creature card": a card picked at random from that
    player's library into their hand; "each player seeks" (one seek each) stays unsupported."""
    parsed = parse_ability(normalise_ability("Exile target creature. The exiled card's owner seeks a creature card."))
    assert parsed.line is not None, parsed.error
    compiled = compiler.compile_line(parsed.line)
    assert compiler.unsupported_in(compiled) == []
    seek = compiled[0].effects[-1]  # type: ignore[attr-defined]
    assert isinstance(seek, fx.Move) and seek.to == "hand" and isinstance(seek.what, fx.Chosen) and seek.what.at_random
    assert seek.what.what.zone == "library" and seek.what.what.zone_owner == fx.OwnerOf(what=fx.Found(key="exiled"))
    parsed = parse_ability(normalise_ability("Each player seeks a nonland card."))
    assert parsed.line is not None, parsed.error
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert unsupported.reason == "another player seeks"


@pytest.mark.parametrize(
    "text",
    [
        "~ deals 2 damage to target creature. If this spell was kicked, it deals 4 damage instead.",
        "~ deals X damage to target creature or planeswalker. If this spell was bargained, it deals twice X damage to that permanent instead.",
        "~ deals 5 damage to target creature. If this spell was kicked, it deals 10 damage divided as you choose among any number of targets instead.",
    ],
)
def test_it_deals_damage_instead_is_the_replaced_instructions_source(text: str) -> None:
    """"~ deals 2 damage to target creature. If ..., it deals 4 damage instead.": the sentence
    restates the damage instruction it replaces, so "it" is that instruction's source (the
    spell), never the creature named last."""
    deals = [e for e in walk(compiled(text)) if isinstance(e, fx.DealDamage)]
    assert len(deals) == 2
    assert [d.source for d in deals] == [fx.This(), fx.This()]


def test_it_deals_damage_instead_keeps_a_target_source() -> None:
    """When the first instruction's source is the target, the restated one's is too."""
    text = "Target creature deals damage to itself equal to its power. If that creature has flying, it deals twice that much damage to itself instead."
    deals = [e for e in walk(compiled(text)) if isinstance(e, fx.DealDamage)]
    assert len(deals) == 2 and all(isinstance(d.source, fx.Target) for d in deals)


@pytest.mark.parametrize(
    "text",
    [
        "If you control a creature with power 4 or greater, you may put two creature cards onto the battlefield instead of one.",
        "{T}: You may put a creature card with mana value equal to the number of charge counters on this artifact from your hand onto the battlefield.",
        "When this creature leaves the battlefield, you may put a permanent card with mana value less than or equal to the number of lands you control from your hand onto the battlefield tapped.",
    ],
)
def test_cards_put_onto_the_battlefield_never_come_from_the_battlefield(text: str) -> None:
    """Cards are in a zone other than the battlefield (CR 109.2): a description of cards put
    onto the battlefield is never read as objects on it (which would move nothing); when the
    ability does not say where they come from (or its "from your hand" is read inside another
    phrase), it is Unsupported, not a move from the battlefield."""
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    for move in (e for e in walk(compiler.compile_line(parsed.line, text=text)) if isinstance(e, fx.Move) and e.to == "battlefield"):
        described = move.what.what if isinstance(move.what, fx.Chosen) else move.what
        assert not (isinstance(described, fx.Filter) and described.kind == "card" and described.zone == "battlefield"), move


@pytest.mark.parametrize(
    ("text", "stat"),
    [
        ("{T}: You may put a creature card with mana value equal to the number of charge counters on this artifact from your hand onto the battlefield.", "=="),
        ("When this creature leaves the battlefield, you may put a permanent card with mana value less than or equal to the number of lands you control from your hand onto the battlefield tapped.", "<="),
    ],
)
def test_a_trailing_from_zone_says_where_the_put_cards_are(text: str, stat: str) -> None:
    """"... the number of charge counters on this artifact from your hand": the parser closes the
    innermost noun phrase with "from your hand", but it says where the cards put onto the
    battlefield are (CR 109.2); the quantity keeps its own object."""
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    moves = [e for e in walk(compiler.compile_line(parsed.line, text=text)) if isinstance(e, fx.Move) and e.to == "battlefield"]
    assert len(moves) == 1
    described = moves[0].what.what if isinstance(moves[0].what, fx.Chosen) else moves[0].what
    assert isinstance(described, fx.Filter) and described.zone == "hand" and isinstance(described.zone_owner, fx.You)
    assert described.stat is not None and described.stat[0] == "mana_value" and described.stat[1] == stat
    assert "hand" not in repr(described.stat[2])


@pytest.mark.parametrize(
    ("text", "more"),
    [
        ("If an opponent would mill one or more cards, they mill that many cards plus four instead.", 4),
        ("If a player would mill one or more cards, they mill that many cards plus one instead.", 1),
    ],
)
def test_that_many_cards_plus_a_number(text: str, more: int) -> None:
    """"they mill that many cards plus four instead": the event's number and that many more
    (CR 614.1a), as "that many plus one" is."""
    replacement = _replacement(text)
    assert replacement.event == "mill"
    assert replacement.amount == fx.Sum(parts=(fx.EventAmount(), fx.Fixed(value=more)))


# -- counters placed on several objects, moved, removed (CR 122.1, 122.5, 122.8, 601.2d) -----------------
def test_put_counters_on_two_objects_is_one_put_each() -> None:
    (ability,) = compiled("Whenever another creature you control enters, put a +1/+1 counter on that creature and a +1/+1 counter on this creature.")
    puts = [e for e in walk(ability) if isinstance(e, fx.PutCounters)]
    assert [p.counter for p in puts] == ["+1/+1", "+1/+1"]
    assert isinstance(puts[1].what, fx.This) and not isinstance(puts[0].what, fx.This)


def test_put_several_kinds_on_two_objects() -> None:
    (ability,) = compiled("Put a +1/+1 counter and a lifelink counter on target creature and a +1/+1 counter and a lifelink counter on ~.")
    puts = [e for e in walk(ability) if isinstance(e, fx.PutCounters)]
    assert [p.counter for p in puts] == ["+1/+1", "lifelink", "+1/+1", "lifelink"]
    assert [isinstance(p.what, fx.This) for p in puts] == [False, False, True, True]


def test_remove_those_counters_removes_the_kind_the_condition_counted() -> None:
    (ability,) = compiled("At the beginning of your upkeep, put a bloodline counter on ~. Then if there are three or more bloodline counters on it, remove those counters and transform it.")
    (removal,) = [e for e in walk(ability) if isinstance(e, fx.RemoveAllCounters)]
    assert removal.counter == "bloodline" and isinstance(removal.what, fx.This)


def test_remove_those_counters_without_a_counting_condition_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("{T}: Remove those counters."))
    assert parsed.line is not None
    assert compiler.unsupported_in(compiler.compile_line(parsed.line, text="{T}: Remove those counters."))


def test_distribute_among_up_to_other_targets() -> None:
    (ability,) = compiled("When ~ enters, distribute three +1/+1 counters among up to three other target creatures.")
    (put,) = [e for e in walk(ability) if isinstance(e, fx.PutCounters)]
    assert put.divided and isinstance(put.what, fx.Target)
    assert (put.what.min, put.what.max) == (0, 3) and put.what.what.other


def test_move_onto_a_second_target_has_two_targets() -> None:
    (ability,) = compiled("{1}, {T}: Move a counter from target permanent you control onto a second target permanent.")
    (move,) = [e for e in walk(ability) if isinstance(e, fx.MoveCountersOfAnyKind)]
    assert isinstance(move.what, fx.Target) and isinstance(move.onto, fx.Target) and move.what.key != move.onto.key


def test_put_counters_on_three_targets_in_a_list() -> None:
    (ability,) = compiled("Put a -1/-1 counter on target creature, two -1/-1 counters on another target creature, and three -1/-1 counters on a third target creature.")
    puts = [e for e in walk(ability) if isinstance(e, fx.PutCounters)]
    assert [p.amount for p in puts] == [fx.Fixed(value=1), fx.Fixed(value=2), fx.Fixed(value=3)]
    assert len({p.what.key for p in puts if isinstance(p.what, fx.Target)}) == 3


def test_distribute_among_any_number_of_other_targets() -> None:
    (ability,) = compiled("When this creature enters, distribute X +1/+1 counters among any number of other target creatures you control.")
    (put,) = [e for e in walk(ability) if isinstance(e, fx.PutCounters)]
    assert put.divided and isinstance(put.what, fx.Target) and put.what.what.other


# -- r4: counts compared by a margin, and ties for the greatest or least (CR 107.1, 608.2d) -------------
def _compares(ability: fx.Ability) -> list[fx.Compare]:
    return [e for e in walk(ability) if isinstance(e, fx.Compare)]


def test_at_least_n_more_adds_the_margin_to_the_other_count() -> None:
    # "an opponent controls at least two more lands than you": theirs >= yours + 2
    (ability,) = compiled("{T}: Draw a card. Activate only if an opponent controls at least two more lands than you.")
    (compare,) = _compares(ability)
    assert compare.op == ">="
    assert isinstance(compare.right, fx.Sum) and compare.right.parts[1] == fx.Fixed(value=2)
    assert isinstance(compare.right.parts[0], fx.CountOf) and compare.right.parts[0].what.controller == fx.You()


def test_at_least_n_fewer_adds_the_margin_to_the_first_count() -> None:
    # "at least two fewer creature cards in their graveyard than you do": theirs + 2 <= yours,
    # "their" read for each side's player
    (ability,) = compiled("Choose target opponent who has at least two fewer creature cards in their graveyard than you do. Draw a card.")
    (compare, *_) = _compares(ability)
    assert compare.op == "<="
    assert isinstance(compare.left, fx.Sum) and compare.left.parts[1] == fx.Fixed(value=2)
    assert isinstance(compare.right, fx.CountOf) and compare.right.what.zone_owner == fx.You()


def test_more_cards_in_their_hand_than_you_counts_your_hand() -> None:
    (ability,) = compiled("Then you draw a card for each opponent who has more cards in their hand than you.")
    (compare,) = _compares(ability)
    assert compare.right.what.zone_owner == fx.You()


def test_than_they_do_in_a_relative_clause_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Target player who controls more creatures than they do draws a card."))
    assert parsed.line is not None
    abilities = compiler.compile_line(parsed.line)
    assert any("than they do" in u.reason for u in compiler.unsupported_in(abilities))


def test_a_tie_you_break_is_the_choice_of_the_instruction_before() -> None:
    (ability,) = compiled("At the beginning of your upkeep, destroy the creature with the least power. If two or more creatures are tied for least power, you choose one of them.")
    (destroy,) = ability.effects
    assert isinstance(destroy, fx.Destroy) and isinstance(destroy.what, fx.Chosen)
    assert destroy.what.what.extreme == ("power", "least")


def test_a_tie_broken_by_another_player_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("At the beginning of your upkeep, destroy the creature with the least power. If two or more creatures are tied for least power, target opponent chooses one of them."))
    assert parsed.line is not None
    abilities = compiler.compile_line(parsed.line)
    assert any("a player other than the ability's controller" in u.reason for u in compiler.unsupported_in(abilities))


# -- more than meets the eye (CR 702.162), haunt (702.55), cumulative upkeep with a choice (702.24) --
def test_more_than_meets_the_eye_is_a_permission_to_cast_it_converted_from_the_hand() -> None:
    (keyword,) = compiled("More Than Meets the Eye {W}{U} (You may cast this card converted for {W}{U}.)")
    assert isinstance(keyword, fx.Keyword) and keyword.rule == "702.162"
    assert keyword.definition == (fx.CastPermission(zone="hand", method="more than meets the eye", cost=(fx.ManaPayment(mana="{W}{U}"),), transformed=True),)


def test_haunt_exiles_the_card_haunting_target_creature_and_the_haunted_creature_is_a_reference() -> None:
    (keyword,) = compiled("Haunt")
    permanent, spell = keyword.definition
    assert isinstance(permanent, fx.TriggeredAbility) and permanent.trigger == fx.Trigger(event="put_into_graveyard", what=fx.This(), from_zone="battlefield")
    assert isinstance(spell, fx.TriggeredAbility) and spell.zone == "graveyard" and spell.trigger.resolving
    (exile,) = permanent.effects
    assert isinstance(exile, fx.ExileHaunting) and exile.what == fx.This() and isinstance(exile.haunted, fx.Target)
    (ability,) = compiled("When this creature enters or the creature it haunts dies, draw a card.")
    assert [t.what for t in ability.trigger.triggers] == [fx.This(), fx.Haunted()]


def test_cumulative_upkeep_with_a_choice_of_costs_chooses_for_each_age_counter() -> None:
    (keyword,) = compiled("Cumulative upkeep {R} or {G}")
    assert keyword.cost == (fx.CostChoice(options=(fx.ManaPayment(mana="{R}"), fx.ManaPayment(mana="{G}"))),)


def test_splice_with_a_non_mana_cost_is_splice_with_those_costs() -> None:
    (keyword,) = compiled("Splice onto Arcane—Sacrifice two Mountains. (As you cast an Arcane spell, you may reveal this card from your hand and pay its splice cost. If you do, add this card's effects to that spell.)")
    assert keyword.name == "splice" and keyword.cost == (fx.SacrificeCost(what=fx.Filter(subtypes=("Mountain",)), amount=fx.Fixed(value=2)),)
    assert keyword.quality == (fx.Filter(subtypes=("Arcane",), zone="stack"),)


# -- conditions on what a player does or did (helper ca) ---------------------------------------------
@pytest.mark.parametrize(("text", "cost"), [
    ("{T}: Sacrifice this artifact unless you pay {E}{E}.", fx.RemoveCountersCost(counter="energy", amount=fx.Fixed(value=2), what=fx.You())),
    ("{T}: Sacrifice this artifact unless you exile a card from your graveyard.", fx.ExileCost(what=fx.Filter(zone="graveyard", zone_owner=fx.You(), kind="card"))),
    ("{T}: Sacrifice this artifact unless you remove a counter from a permanent you control.", fx.RemoveCountersCost(counter=None, what=fx.Filter(controller=fx.You()), among=True)),
])
def test_an_action_offered_as_the_cost_of_unless(text: str, cost: fx.Cost) -> None:
    """CR 118.12: "[effect] unless [player] [action]" offers the action as a cost."""
    (ability,) = compiled(text)
    (unless,) = [e for e in walk(ability) if isinstance(e, fx.Unless)]
    assert unless.condition == fx.PlayerPaid(player=fx.You(), costs=(cost,))


@pytest.mark.parametrize("text", [
    "{T}: Sacrifice this artifact unless you exile a card from an opponent's graveyard.",
    "{T}: Sacrifice this artifact unless you remove two counters from a permanent you control.",
    "{T}: Sacrifice this artifact unless you exile target card from a graveyard.",
])
def test_an_action_that_is_no_cost_of_the_payer_stays_unsupported(text: str) -> None:
    parsed = parse_ability(normalise_ability(text), is_spell=False)
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


@pytest.mark.parametrize(("text", "condition"), [
    ("Whenever a player casts a spell, if it's not their turn, that player draws a card.",
     fx.NotCondition(condition=fx.IsActivePlayer(player=fx.Found(key="triggering player")))),
    ("When this creature dies, if it's not a token, draw a card.", fx.Is(what=fx.This(), test=fx.Filter(zone=None, token=True), negated=True)),
    ("At the beginning of your end step, if you haven't cast a spell from your hand this turn, draw a card.",
     fx.Compare(left=fx.SpellsCast(by=fx.You(), what=fx.Filter(zone="stack"), from_zone="hand"), op="==", right=fx.Fixed(value=0))),
    ("At the beginning of your end step, if you didn't play a land this turn, draw a card.",
     fx.Compare(left=fx.CardsPlayedThisTurn(player=fx.You(), what=fx.Filter(types=("Land",))), op="==", right=fx.Fixed(value=0))),
    ("At the beginning of your end step, if you attacked with three or more creatures this turn, draw a card.",
     fx.Compare(left=fx.AttackersDeclared(player=fx.You(), what=fx.Filter(types=("Creature",))), op=">=", right=fx.Fixed(value=3))),
    ("At the beginning of your end step, if you sacrificed three or more Clues this turn, draw a card.",
     fx.Compare(left=fx.SacrificedThisTurn(player=fx.You(), what=fx.Filter(subtypes=("Clue",))), op=">=", right=fx.Fixed(value=3))),
])
def test_what_a_player_did_as_an_intervening_if(text: str, condition: fx.Condition) -> None:
    (ability,) = compiled(text)
    assert ability.condition == condition


# -- small clause tails and filter words (helper cb) ---------------------------------------------
def test_they_after_a_chosen_card_and_in_a_clause_of_you_is_the_player_named_before() -> None:
    """"You may choose a nonland card from it. If you do, they discard it.": the chosen card is
    no player; "a face-up exiled card they own" in a clause whose subject is "you": "they" is
    never "you" (CR 406.1: "exiled" is a card in exile)."""
    (ability,) = compiled("Target opponent reveals their hand. You may choose a nonland card from it. If you do, they discard it. Otherwise, you may put a face-up exiled card they own into their graveyard.")
    target = fx.Target(key="target", what=fx.EachOpponent())
    (discard,) = [e for e in walk(ability) if isinstance(e, fx.Discard)]
    assert discard.player == target
    (move,) = [e for e in walk(ability) if isinstance(e, fx.Move)]
    assert move.what == fx.Chosen(what=fx.Filter(owner=target, zone="exile", kind="card", states=("face-up",)))


def test_a_rule_tail_ends_the_last_predicate_only() -> None:
    """"gets +3/+3, must be blocked if able, and is goaded": the tail completes "must be
    blocked" (CR 509.1c); "is goaded" shares the subject (CR 701.15b)."""
    (ability,) = compiled("Enchanted creature gets +3/+3, must be blocked if able, and is goaded.")
    enchanted = fx.AttachedTo(relation="enchanted")
    assert [(type(e).__name__, getattr(e, "rule", None), e.what) for e in ability.effects] == [
        ("ModifyPT", None, enchanted), ("Restriction", "must be blocked if able", enchanted), ("Restriction", "goaded", enchanted)]


def test_a_power_toughness_word_in_a_description_and_a_token_to_make() -> None:
    """"Target 1/1 creature": power 1 and toughness 1 (CR 208.1); "put a 2/2 green Wolf creature
    token onto the battlefield" (the older "create") stays unsupported."""
    (ability,) = compiled("{T}: Target 1/1 creature gets +1/+2 until end of turn.")
    (target,) = [e for e in walk(ability) if isinstance(e, fx.Target)]
    one = fx.Fixed(value=1)
    assert target.what == fx.Filter(types=("Creature",), stat=("power", "==", one), any_of=(fx.Filter(stat=("toughness", "==", one)),))
    parsed = parse_ability(normalise_ability("[0]: Put a 2/2 green Wolf creature token onto the battlefield."))
    assert [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line, text=""))] == ["a power/toughness '2/2' outside a token description"]


def test_third_person_keyword_actions_and_entering_untapped() -> None:
    """"Its controller investigates." (CR 701.16a); "Lands you control enter untapped." (CR
    614.1c); "until your next upkeep" (CR 503.1)."""
    (ability,) = compiled("Destroy target creature. Its controller investigates.")
    (token,) = [e for e in walk(ability) if isinstance(e, fx.CreateToken)]
    assert isinstance(token.player, fx.ControllerOf)
    (ability,) = compiled("Lands you control enter untapped.")
    assert ability == fx.EntersWith(untapped=True, what=fx.Filter(types=("Land",), controller=fx.You()))
    (ability,) = compiled("{T}: Until your next upkeep, target creature can't block.")
    (rule,) = [e for e in walk(ability) if isinstance(e, fx.Restriction)]
    assert rule.duration == "your_next_upkeep"
