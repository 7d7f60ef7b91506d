"""What noun phrases and their qualities compile to (issue 19, helper pnoun): serial lists whose
items each have their own number of targets, serial lists joined by ", and/or", objects with no
abilities (CR 113.1), objects by their base power or toughness (CR 613.4b), and serial lists of
keywords after "with", "without" and "that have" (CR 702)."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = False) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    (ability,) = abilities
    return ability


def union_parts(ref: fx.Reference) -> list[fx.Reference]:
    """The parts of nested Unions, in order."""
    if isinstance(ref, fx.Union):
        return [p for part in ref.parts for p in union_parts(part)]
    return [ref]


def subject_filter(ability: fx.Ability) -> fx.Filter:
    (effect,) = ability.effects
    what = effect.what
    assert isinstance(what, fx.Filter)
    return what


def test_each_item_of_a_serial_list_has_its_own_number_of_targets() -> None:
    """CR 601.2c: three instances of "up to one target", each chosen apart, none required."""
    ability = compiled("Destroy up to one target artifact, up to one target creature, and up to one target land.", is_spell=True)
    (destroy,) = ability.effects
    targets = union_parts(destroy.what)
    assert [t.what.types for t in targets] == [("Artifact",), ("Creature",), ("Land",)]
    assert all(isinstance(t, fx.Target) and (t.min, t.max) == (0, 1) for t in targets)
    assert len({t.key for t in targets}) == 3


def test_a_zone_after_the_last_of_a_list_of_cards_is_every_cards_zone() -> None:
    """"... and up to one target enchantment card from your graveyard": every card of the list is
    in your graveyard (CR 400.1); none is a permanent on the battlefield."""
    ability = compiled("Return up to one target artifact card, up to one target land card, and up to one target enchantment card "
                       "from your graveyard to the battlefield.", is_spell=True)
    (move,) = ability.effects
    targets = union_parts(move.what)
    assert len(targets) == 3
    assert all(t.what.zone == "graveyard" and t.what.zone_owner == fx.You() for t in targets)


def test_a_zone_after_the_last_of_a_list_of_permanents_is_refused() -> None:
    """"target creature, target artifact, and target card from a graveyard": the zone may be the
    last item's alone; read for all it would be wrong."""
    parsed = parse_ability(normalise_ability("Exile target creature, target artifact, and target card from a graveyard."), is_spell=True)
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_and_or_serial_list_from_among_them_chooses_each_optionally_among_the_same_cards() -> None:
    """"a Cleric card, a Rogue card, and/or a Wizard card from among them": each chosen or not
    (CR 608.2d) among the cards looked at, and "put them" is every card revealed."""
    ability = compiled("Look at the top four cards of your library. You may reveal a Cleric card, a Rogue card, and/or a Wizard card "
                       "from among them and put them into your hand.", is_spell=True)
    _look, may = ability.effects
    reveal, move = may.effects
    chosen = union_parts(reveal.what)
    assert [c.what.filter.subtypes for c in chosen] == [("Cleric",), ("Rogue",), ("Wizard",)]
    top = fx.TopOfLibrary(player=fx.You(), amount=fx.Fixed(value=4))
    assert all(isinstance(c, fx.Chosen) and c.up_to and c.what.among == top for c in chosen)
    assert move.what == fx.Found(key=fx.Reveal.result_key)


def test_two_noun_phrases_joined_by_and_or_are_both_them() -> None:
    """The list of two, as the list of three: "put them" is every card revealed, not the last
    noun phrase's alone (a choice made again)."""
    ability = compiled("Look at the top six cards of your library. You may reveal a Warrior card and/or an Equipment card from among "
                       "them and put them into your hand.", is_spell=True)
    reveal, move = ability.effects[1].effects
    assert len(union_parts(reveal.what)) == 2 and move.what == fx.Found(key=fx.Reveal.result_key)


def test_and_or_serial_list_of_targets() -> None:
    ability = compiled("Exile up to one target artifact, up to one target creature, up to one target enchantment, and/or up to one "
                       "target land.", is_spell=True)
    (exile,) = ability.effects
    targets = union_parts(exile.what)
    assert [t.what.types for t in targets] == [("Artifact",), ("Creature",), ("Enchantment",), ("Land",)]
    assert all((t.min, t.max) == (0, 1) for t in targets)


def test_with_no_abilities_and_with_abilities() -> None:
    """CR 113.1: how many abilities an object has: none, or one or more."""
    ability = compiled("Creatures you control with no abilities can't be blocked by creatures with abilities.")
    (rule,) = ability.effects
    assert rule.what.stat == ("abilities", "==", fx.Fixed(value=0)) and rule.what.controller == fx.You()
    assert rule.other.stat == ("abilities", ">=", fx.Fixed(value=1))


def test_with_base_power() -> None:
    """CR 613.4b: the base number, not the power the object has now."""
    ability = compiled("~ gets +X/+0, where X is the number of other creatures you control with base power 1.")
    (pump,) = ability.effects
    counted = pump.power.what if hasattr(pump.power, "what") else None
    assert counted is not None and counted.stat == ("base_power", "==", fx.Fixed(value=1)) and counted.other


def test_with_base_power_or_toughness_is_either() -> None:
    ability = compiled("Equipped creature gets +1/+1 for each creature you control with base power or toughness 1.")
    (either,) = {f for f in fx.walk(ability) if isinstance(f, fx.Filter) and f.any_of}
    assert [f.stat for f in either.any_of] == [("base_power", "==", fx.Fixed(value=1)), ("base_toughness", "==", fx.Fixed(value=1))]


def test_its_base_power_as_a_number() -> None:
    ability = compiled("Whenever ~ deals combat damage to a player, draw cards equal to its base power.")
    (draw,) = ability.effects
    assert draw.amount == fx.StatOf(what=fx.This(), stat="base_power")


def test_power_greater_than_its_own_base_power() -> None:
    """"a creature with power greater than its base power": "its" is each creature tested."""
    ability = compiled("At the beginning of your end step, if you control a creature with power greater than its base power, "
                       "create a 1/1 white Soldier creature token.")
    (tested,) = {f for f in fx.walk(ability) if isinstance(f, fx.Filter) and f.stat is not None}
    assert tested.stat == ("power", ">", fx.StatOf(what=fx.Found(key=fx.Found.TESTED), stat="base_power"))


def test_without_a_serial_list_of_keywords_is_none_of_them() -> None:
    ability = compiled("Target creature without first strike, double strike, or vigilance can't attack or block until your next turn.",
                       is_spell=True)
    (target,) = {r for r in fx.walk(ability) if isinstance(r, fx.Target)}
    assert target.what.excluded_keywords == ("first strike", "double strike", "vigilance")


def test_with_keywords_joined_by_and_or_is_any_of_them() -> None:
    ability = compiled("{1}{B}{B}: Each creature you control with flying, deathtouch, and/or lifelink gets +1/+0 until end of turn.")
    (pump,) = ability.effects
    assert [f.keywords for f in pump.what.any_of] == [("flying",), ("deathtouch",), ("lifelink",)]


def test_that_have_a_serial_list_of_keywords_is_any_of_them() -> None:
    ability = compiled("Creatures you control that have first strike, double strike, vigilance, and/or haste get +1/+1.")
    (pump,) = ability.effects
    assert [f.keywords for f in pump.what.any_of] == [("first strike",), ("double strike",), ("vigilance",), ("haste",)]
    ability = compiled("Creatures you control that have flying or reach get +1/+1.")
    assert [f.keywords for f in ability.effects[0].what.any_of] == [("flying",), ("reach",)]


def test_with_base_power_and_toughness_is_both() -> None:
    """"with base power and toughness 2/2": both base numbers (CR 613.4b)."""
    ability = compiled("Whenever a creature you control with base power and toughness 2/2 attacks, it gets +3/+3 until end of turn.")
    (tested,) = {f for f in fx.walk(ability) if isinstance(f, fx.Filter) and f.stat is not None and f.any_of}
    assert tested.stat == ("base_power", "==", fx.Fixed(value=2))
    assert [f.stat for f in tested.any_of] == [("base_toughness", "==", fx.Fixed(value=2))]


def test_that_your_opponents_control_after_you_own() -> None:
    """"permanents you own that your opponents control": owned by you, controlled by an
    opponent (CR 108.3, 108.4)."""
    ability = compiled("At the beginning of your upkeep, you gain X life, where X is the number of permanents you own that your "
                       "opponents control.")
    (counted,) = {f for f in fx.walk(ability) if isinstance(f, fx.Filter) and f.owner is not None}
    assert counted.owner == fx.You() and counted.controller == fx.EachOpponent()


def test_a_determiner_said_once_for_a_serial_list_of_descriptions() -> None:
    """"target creature an opponent controls, artifact with mana value 2 or less, or enchantment":
    one target, of any of the three descriptions (CR 115.1)."""
    ability = compiled("Exile target creature an opponent controls, artifact with mana value 2 or less, or enchantment.", is_spell=True)
    (move,) = ability.effects
    target = move.what
    assert isinstance(target, fx.Target) and (target.min, target.max) == (1, 1)
    kinds = target.what.any_of
    assert [f.types for f in kinds] == [("Creature",), ("Artifact",), ("Enchantment",)]
    assert kinds[0].controller == fx.EachOpponent() and kinds[1].stat == ("mana_value", "<=", fx.Fixed(value=2))


def test_a_determiner_said_once_for_objects_of_several_zones_is_refused() -> None:
    """"all cards that aren't on the battlefield, spells, and permanents": objects of every zone,
    which no one filter says yet."""
    parsed = parse_ability(normalise_ability("All cards that aren't on the battlefield, spells, and permanents are colorless."))
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_attacking_with_two_or_more_creatures_keeps_the_count() -> None:
    """"you attack with two or more creatures" (CR 508.1): as many attacking creatures of yours,
    not any attack (the count was dropped before)."""
    ability = compiled("Whenever you attack with at least two creatures that have flying or reach, draw a card.")
    condition = ability.trigger.condition
    assert isinstance(condition, fx.Compare) and condition.op == ">=" and condition.right == fx.Fixed(value=2)
    counted = condition.left.what
    assert "attacking" in counted.states and counted.controller == fx.You() and len(counted.any_of) == 2
    assert compiled("Whenever you attack with one or more creatures, draw a card.").trigger.condition is None


def test_reveal_until_a_card_sharing_a_type_with_it_means_the_object_before() -> None:
    """"For each permanent exiled this way, its controller reveals cards from the top of their
    library until they reveal a card that shares a card type with it": "it" is each permanent
    exiled, not the top of the library the predicate named (was: the top of the library)."""
    ability = compiled("Exile up to one target artifact, up to one target creature, and/or up to one target land. For each permanent "
                       "exiled this way, its controller reveals cards from the top of their library until they reveal a card that "
                       "shares a card type with it, puts that card onto the battlefield, then shuffles.", is_spell=True)
    (until,) = {e for e in fx.walk(ability) if isinstance(e, fx.RevealUntil)}
    assert until.until.shared == "card type" and until.until.shares_with == fx.Found(key="each")


def test_attacking_with_one_or_more_other_creatures_or_your_commander_has_no_count() -> None:
    """"one or more other creatures", "your commander": any attack with them, no count."""
    assert compiled("Whenever you attack with one or more other creatures with flying, those creatures get +2/+2 until end of turn."
                    ).trigger.condition is None
    assert compiled("Whenever you attack with your commander, draw a card.").trigger.condition is None
