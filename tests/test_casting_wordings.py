"""What wordings about casting spells compile to (issue 19, helper pcast): spells described by
when and how they were cast (CR 601.2), cost changes said of them (CR 601.2f), and the card a
permission to cast is tested on."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def compiled(text: str) -> tuple[object, ...]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def unsupported(text: str) -> list[str]:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line, text=text))]


# -- "spells ... cast during your turn" (CR 500, 601.2f) ------------------------------------------
def test_spells_cast_during_your_turn_is_a_your_turn_condition() -> None:
    (ability,) = compiled("Spells your opponents cast during your turn cost {1} more to cast.")
    assert isinstance(ability, fx.StaticAbility)
    assert ability.condition == fx.YourTurn()
    (change,) = ability.effects
    assert isinstance(change, fx.ModifyCost) and change.increase and change.amount == fx.Fixed(value=1)
    assert isinstance(change.spells, fx.Filter) and change.spells.controller == fx.EachOpponent()
    assert not change.first_each_turn


def test_first_spell_during_each_of_your_turns_is_the_first_of_the_turn_on_your_turn() -> None:
    (ability,) = compiled("The first non-Lemur creature spell with flying you cast during each of your turns costs {1} less to cast.")
    assert ability.condition == fx.YourTurn()
    (change,) = ability.effects
    assert isinstance(change, fx.ModifyCost) and change.first_each_turn and not change.increase
    assert isinstance(change.spells, fx.Filter)
    assert change.spells.types == ("Creature",) and change.spells.keywords == ("flying",)
    assert change.spells.excluded_subtypes == ("Lemur",) and change.spells.controller == fx.You()


def test_first_spell_during_your_turn_is_not_read_as_every_spell() -> None:
    # "the first ... during your turn" names no turn of which it is the first: left unsupported
    assert unsupported("The first creature spell you cast during your turn costs {1} less to cast.")


# -- "if it entered from X or was cast from X" (CR 400.7, 601.2a) --------------------------------
def test_entered_or_cast_from_is_either_zone_change() -> None:
    (ability,) = compiled("When ~ enters, draw a card. If it entered from your library or was cast from your library, draw two cards instead.")
    assert isinstance(ability, fx.TriggeredAbility)
    conditional = ability.effects[1]
    assert isinstance(conditional, fx.Conditional)
    either = conditional.condition
    assert isinstance(either, fx.AnyOf)
    entered, cast = either.conditions
    assert isinstance(entered, fx.Is) and entered.what == fx.This()
    assert entered.test.states == ("put into battlefield from library this turn",)
    assert cast == fx.CastFromZone(zone="library")


def test_was_cast_from_said_of_another_object_is_not_read_as_this_one() -> None:
    # CastFromZone without ``what`` asks about the source; "it" here is the creature that entered
    reasons = unsupported("Whenever a creature you control enters, if it was cast from your hand, draw a card.")
    assert any("was cast from" in r for r in reasons)


# -- "if it's a creature card with mana value 3 or less" (CR 109.3) ------------------------------
def test_its_a_card_with_a_quality_tests_the_object() -> None:
    (ability,) = compiled("Reveal the top card of your library. If it's a creature card with mana value 3 or less, put it into your hand.")
    conditional = ability.effects[1]
    assert isinstance(conditional, fx.Conditional)
    test = conditional.condition
    assert isinstance(test, fx.Is) and test.what == fx.TopOfLibrary(player=fx.You())
    assert test.test.types == ("Creature",)
    assert test.test.stat == ("mana_value", "<=", fx.Fixed(value=3))


def test_the_objects_a_tested_quality_names_are_not_referred_to_after_it() -> None:
    # "it" after the condition is still the revealed card, not "a creature you control"
    for text in (
        "At the beginning of your upkeep, reveal the top card of your library. If it's a creature card that shares a creature type with a creature you control, you may cast it without paying its mana cost.",
        "Reveal the top card of your library. If that card is a creature card that shares a creature type with a creature you control, you may cast it without paying its mana cost.",
    ):
        (ability,) = compiled(text)
        conditional = ability.effects[-1]
        assert isinstance(conditional, fx.Conditional)
        (cast,) = conditional.effects
        assert isinstance(cast, fx.Cast) and cast.what == fx.TopOfLibrary(player=fx.You())


def test_the_condition_of_putting_onto_the_battlefield_tests_the_card_before_the_move() -> None:
    # "if it's ..." after "put that card onto the battlefield" is checked before the move (CR
    # 608.2c): the revealed card, not the object the move would put there
    (ability,) = compiled("When this creature dies, reveal the top card of your library. You may put that card onto the battlefield if it's a permanent card with mana value 3 or less. Otherwise, put that card into your hand.")
    conditional = ability.effects[1]
    assert isinstance(conditional, fx.Conditional)
    top = fx.TopOfLibrary(player=fx.You())
    assert conditional.condition.what == top
    (otherwise,) = conditional.otherwise
    assert isinstance(otherwise, fx.Move) and otherwise.what == top and otherwise.to == "hand"


# -- "change the target of ... to this creature", "The new target must be ..." (CR 115.7) ------
def test_change_targets_to_an_object_and_of_a_description() -> None:
    (ability,) = compiled("When this creature enters, change the target of target spell that targets only a single creature to this creature.")
    (change,) = ability.effects
    assert isinstance(change, fx.ChangeTargets) and change.to == fx.This() and change.which == "each"
    (ability,) = compiled("Change the target of target spell that targets only a player. The new target must be a player.")
    (change,) = ability.effects
    assert isinstance(change, fx.ChangeTargets) and change.must_be == fx.EachPlayer()
    (ability,) = compiled("You may change any targets of target Arcane spell.")
    (may,) = ability.effects
    assert isinstance(may, fx.May) and may.effects[0].which == "any"
    (ability,) = compiled("Sacrifice this creature: You may change the targets of target instant or sorcery spell.")
    assert ability.effects[0].effects[0].which == "each"


def test_a_new_target_with_no_change_before_it_is_unsupported() -> None:
    assert unsupported("Draw a card. The new target must be a creature.")


# -- "has drawn ... this turn", "you've played a land this turn" (CR 500, 305.1) -----------------
def test_present_perfect_of_a_turn_event_reads_the_turns_record() -> None:
    (ability,) = compiled("This spell costs {U}{U}{U} less to cast if an opponent has drawn four or more cards this turn.")
    condition = ability.condition
    assert isinstance(condition, fx.Compare) and condition.op == ">=" and condition.right == fx.Fixed(value=4)
    assert isinstance(condition.left, fx.ExtremeOfPlayers) and isinstance(condition.left.value, fx.CardsDrawnThisTurn)


def test_youve_played_a_land_this_turn_counts_lands_played() -> None:
    (ability,) = compiled("At the beginning of your end step, if you've played a land this turn, draw a card.")
    condition = ability.condition
    assert isinstance(condition, fx.Compare) and condition.op == ">=" and condition.right == fx.Fixed(value=1)
    assert isinstance(condition.left, fx.CardsPlayedThisTurn) and condition.left.player == fx.You()
    assert condition.left.what.types == ("Land",)


# -- "Mana of any type can be spent to cast spells this way." (CR 609.4b) -------------------------
def test_any_type_mana_this_way_is_for_the_cards_of_the_permission_before() -> None:
    (ability,) = compiled("Exile the top two cards of target opponent's library face down. You may play the exiled cards for as long as they remain exiled. Mana of any type can be spent to cast spells this way.")
    permission, spend = ability.effects[-2:]
    assert isinstance(permission, fx.ForAsLongAs) and isinstance(permission.effects[0], fx.PlayPermission)
    assert spend == fx.AsThough(kind="any_type_mana", what=permission.effects[0].what, player=permission.effects[0].player)


def test_any_type_mana_this_way_with_no_permission_before_is_unsupported() -> None:
    assert unsupported("Draw a card. Mana of any type can be spent to cast spells this way.")
