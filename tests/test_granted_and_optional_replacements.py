"""Abilities granted in quotes or with an Aura's keyword (CR 113.1b, 702.5a), and optional
replacement effects ("you may instead ...", "you may ... instead", CR 614.1a, 616.1): what they
compile to."""

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


def replacement(text: str) -> fx.Replacement:
    (ability,) = compiled(text)
    assert isinstance(ability, fx.Replacement)
    return ability


# -- optional replacements (CR 614.1a, 616.1) ----------------------------------------------------
def test_may_instead_before_the_verb_is_an_optional_replacement() -> None:
    ability = replacement("If you would draw a card, you may instead mill two cards.")
    assert ability.event == "draw" and ability.optional
    assert ability.instead == (fx.Mill(amount=fx.Fixed(value=2)),)


def test_may_instead_said_at_the_end_is_optional_too() -> None:
    """Not a replacement that always applies and then asks: declining lets the object go to the
    graveyard (before, the replacement applied and its one instruction was optional)."""
    ability = replacement("If this permanent would be put into a graveyard, you may put it on top of its owner's library instead.")
    assert ability.optional
    (move,) = ability.instead
    assert isinstance(move, fx.Move) and move.to == "library" and move.position == "top"


def test_may_instead_covers_the_instructions_after_it() -> None:
    ability = replacement("If you would draw a card, you may instead search your library for a card, put that card into your hand, then shuffle.")
    assert ability.optional
    assert [type(e) for e in ability.instead] == [fx.Search, fx.Move, fx.Shuffle]


def test_may_instead_in_a_graveyard_while_a_condition_holds() -> None:
    ability = replacement("As long as this card is in your graveyard, if you would learn, you may instead return this card to the battlefield.")
    assert ability.event == "learn" and ability.optional and ability.condition is not None
    (move,) = ability.instead
    assert isinstance(move, fx.Move) and move.what == fx.This() and move.to == "battlefield"


def test_an_optional_replacement_of_another_players_event_is_not_lowered() -> None:
    """The runtime asks the affected player whether an optional replacement applies (CR 616.1):
    "you may" of an opponent's draw is not that player's choice."""
    parsed = parse_ability(normalise_ability("If an opponent would draw a card, you may instead mill a card."))
    assert parsed.line is not None
    abilities = compiler.compile_line(parsed.line, text=parsed.text.rules)
    (problem,) = compiler.unsupported_in(abilities)
    assert "616.1" in problem.reason


def test_if_you_do_after_may_keeps_the_replacement_mandatory() -> None:
    ability = replacement("If this artifact would enter, you may discard a land card instead. If you do, put this artifact onto the battlefield. If you don't, put it into its owner's graveyard.")
    assert not ability.optional
    assert isinstance(ability.instead[0], fx.May)


# -- keywords granted in quotes and an Aura's enchant keyword (CR 113.1b, 702.5a) ----------------
def test_a_keyword_in_quotes_is_granted() -> None:
    (ability,) = compiled('Enchanted creature has "Cumulative upkeep {1}."')
    (grant,) = ability.effects
    assert isinstance(grant, fx.GrantAbilities)
    (keyword,) = grant.abilities
    assert isinstance(keyword, fx.Keyword) and keyword.name == "cumulative upkeep"


def test_an_aura_token_has_enchant_and_other_keywords() -> None:
    (ability,) = compiled("Create a white Aura enchantment token attached to target creature. The token has enchant creature and umbra armor.")
    grant = ability.effects[-1]
    assert isinstance(grant, fx.GrantAbilities) and grant.what == fx.Found(key="created")
    enchant, armor = grant.abilities
    assert isinstance(enchant, fx.Keyword) and enchant.name == "enchant"
    assert enchant.quality == (fx.Filter(types=("Creature",)),)
    assert isinstance(armor, fx.Keyword) and armor.name == "umbra armor"


def test_becoming_an_aura_with_enchant_and_a_quoted_ability() -> None:
    (ability,) = compiled('When this creature dies, return it to the battlefield. It\'s an Aura enchantment with enchant creature you control and "Enchanted creature gets +1/+1."')
    becomes = next(e for e in fx.walk(ability) if isinstance(e, fx.Becomes))
    enchant, static = becomes.abilities
    assert isinstance(enchant, fx.Keyword) and enchant.name == "enchant"
    assert enchant.quality == (fx.Filter(types=("Creature",), controller=fx.You()),)
    assert isinstance(static, fx.StaticAbility) and isinstance(static.effects[0], fx.ModifyPT)


def test_a_noun_whose_plural_is_itself_names_every_such_object() -> None:
    """"Merfolk you control have islandwalk": all of them, not one chosen."""
    for text, subtype in (("Merfolk you control have islandwalk.", "Merfolk"), ("Equipment you control have equip {1}.", "Equipment")):
        (ability,) = compiled(text)
        (grant,) = ability.effects
        assert grant.what == fx.Filter(subtypes=(subtype,), controller=fx.You())


# -- a replacement of the first such event each turn (CR 614.1a) ----------------------------------
def test_the_first_time_each_turn_is_the_first_event_of_the_turn() -> None:
    ability = replacement("The first time you would create one or more tokens each turn, you may instead create that many tokens that are copies of enchanted permanent.")
    assert ability.optional
    assert isinstance(ability.matches, fx.Trigger) and ability.matches.nth_each_turn == 1 and ability.matches.during is None
    (copy,) = ability.instead
    assert isinstance(copy, fx.CreateCopyToken) and copy.amount == fx.EventAmount()


def test_the_first_time_during_each_of_your_turns_while_a_condition_holds() -> None:
    ability = replacement("As long as this Equipment is attached to a creature, the first time you would create one or more tokens during each of your turns, you may instead create that many tokens that are copies of equipped creature.")
    assert isinstance(ability.matches, fx.Trigger) and ability.matches.nth_each_turn == 1 and ability.matches.during == "your_turn"
    assert ability.condition is not None


def test_a_scry_replaced_is_not_lowered() -> None:
    parsed = parse_ability(normalise_ability("If you would scry a number of cards, draw that many cards instead."))
    assert parsed.line is not None
    (problem,) = compiler.unsupported_in(compiler.compile_line(parsed.line, text=parsed.text.rules))
    assert "701.22a" in problem.reason
