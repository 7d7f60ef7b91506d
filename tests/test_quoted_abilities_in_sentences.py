"""Quoted abilities inside their sentence (CR 113.1b): English drops the quoted ability's own
period where the sentence goes on ('gains "{T}: Draw a card" until end of turn', 'has "A" and
"B."'), and a comma of the sentence goes inside the quote ('with "{T}, Sacrifice this artifact:
Add {C}," and it loses ...'). The lexer supplies the dropped period, the renderer drops it
again; the granted ability compiles as where the quote ends the sentence."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.lexer import PERIOD, QUOTE, OracleLexer, Scan, Vocabulary
from oraclec.parser import parse_ability, prepare
from oraclec.text import normalise_ability


def vocabulary() -> Vocabulary:
    prepare()  # the parser sets the lexer's vocabulary up
    assert OracleLexer.vocabulary is not None
    return OracleLexer.vocabulary


def compiled(text: str, *, is_spell: bool = False) -> tuple[fx.Ability, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = tuple(compiler.compile_line(parsed.line))
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def only_effects(text: str, *, is_spell: bool = False) -> tuple[fx.Effect, ...]:
    (ability,) = compiled(text, is_spell=is_spell)
    effects = ability.effects
    assert isinstance(effects, tuple)
    return effects


def test_the_comma_before_a_closing_quote_is_read_after_it() -> None:
    text = 'with "{T}: Add {C}," and it'
    scan = Scan(text, vocabulary())
    assert [p[0] for p in scan.pieces] == ["with", '"', "{T}", ":", "Add", "{C}", '"', ",", "and", "it"]
    assert scan.bare_closes == frozenset({6})
    # the word before the comma is followed by the quote, the quote by the comma, the comma by "and"
    assert scan.nexts[5] == 6 and scan.nexts[6] == 7 and scan.nexts[7] == 8


def test_a_quote_after_its_period_or_an_opening_quote_is_not_bare() -> None:
    scan = Scan('Lands have "{T}: Add {G}." Draw a card.', vocabulary())
    assert scan.bare_closes == frozenset()
    assert PERIOD == "DOT" and QUOTE == "_QUOTE"


def test_a_name_ends_before_a_small_word_and_a_quote() -> None:
    text = 'a token named Munitions with "When this token dies, draw a card." and Henzie "Toolbox" Torre'
    scan = Scan(text, vocabulary())
    munitions = scan.name(3)
    henzie = scan.name([p[0] for p in scan.pieces].index("Henzie"))
    assert munitions is not None and text[scan.pieces[3][1] : munitions[1]] == "Munitions"
    assert henzie is not None and text[: henzie[1]].endswith('Henzie "Toolbox" Torre')


def test_a_token_named_with_a_quoted_ability() -> None:
    (create,) = only_effects('Create a colorless Equipment artifact token named Sword with "Equipped creature gets +1/+1" and equip {2}.', is_spell=True)
    assert isinstance(create, fx.CreateToken) and create.token.name == "Sword" and create.token.subtypes == ("Equipment",)
    static, equip = create.token.abilities
    assert isinstance(static, fx.StaticAbility) and isinstance(static.effects[0], fx.ModifyPT)
    assert isinstance(equip, fx.Keyword) and equip.name == "equip"


def test_a_quoted_ability_with_a_duration_after_it() -> None:
    (grant,) = only_effects('Target creature gains "{T}: Draw a card" until end of turn.', is_spell=True)
    assert isinstance(grant, fx.GrantAbilities) and grant.duration == "end_of_turn"
    (ability,) = grant.abilities
    assert isinstance(ability, fx.ActivatedAbility) and ability.costs == (fx.TapSelf(),)
    assert isinstance(ability.effects[0], fx.Draw)


def test_two_quoted_abilities_joined_by_and() -> None:
    (grant,) = only_effects('Enchanted creature has "You have no maximum hand size" and "Whenever this creature attacks, draw a card."')
    assert isinstance(grant, fx.GrantAbilities) and grant.duration is None
    first, second = grant.abilities
    assert isinstance(first, fx.StaticAbility) and isinstance(first.effects[0], fx.Restriction)
    assert isinstance(second, fx.TriggeredAbility) and second.trigger.event == "attacks"


def test_a_comma_inside_the_quote_then_all_other_abilities_lost() -> None:
    lose, becomes = only_effects('Enchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of any color," and it loses all other abilities.')
    # the abilities it had are lost first, then it gets the quoted one (CR 613.7, layer 6)
    assert isinstance(lose, fx.LoseAbilities) and lose.abilities == ()
    assert isinstance(becomes, fx.Becomes) and becomes.types == ("Artifact",) and becomes.subtypes == ("Treasure",)
    (ability,) = becomes.abilities
    assert isinstance(ability, fx.ActivatedAbility) and ability.mana_ability
    assert ability.costs[0] == fx.TapSelf() and isinstance(ability.costs[1], fx.SacrificeCost)


def test_tokens_with_a_quoted_ability_and_where_x() -> None:
    (create,) = only_effects('Create X 1/1 black Rat creature tokens with "This token can\'t block," where X is the number of cards in your hand.', is_spell=True)
    assert isinstance(create, fx.CreateToken) and create.token.subtypes == ("Rat",)
    (ability,) = create.token.abilities
    assert isinstance(ability, fx.StaticAbility) and isinstance(ability.effects[0], fx.Restriction)
    assert isinstance(create.amount, fx.CountOf)


def test_becomes_a_creature_with_a_quoted_ability_until_end_of_turn() -> None:
    (ability,) = compiled('{1}{B}: This land becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a land.')
    (becomes,) = ability.effects
    assert isinstance(becomes, fx.Becomes) and becomes.duration == "end_of_turn" and becomes.keeps == ("Land",)
    (granted,) = becomes.abilities
    assert isinstance(granted, fx.ActivatedAbility) and isinstance(granted.effects[0], fx.Regenerate)


def test_its_a_treasure_and_loses_other_card_types_as_it_enters() -> None:
    """CR 611.2e: "It's a Treasure artifact ..., and it loses all other card types." after a move
    onto the battlefield applies as the card enters (it is never a creature there)."""
    (move,) = only_effects('Return target creature card from your graveyard to the battlefield. It\'s a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of any color," and it loses all other card types.', is_spell=True)
    assert isinstance(move, fx.Move) and move.to == "battlefield"
    (becomes,) = move.characteristics
    assert isinstance(becomes, fx.Becomes) and becomes.types == ("Artifact",) and not becomes.in_addition
    assert becomes.what == fx.Found(key="entering")


def test_its_a_treasure_that_loses_other_abilities_applies_after_it_enters() -> None:
    effects = only_effects('Return target creature card from your graveyard to the battlefield. It\'s a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of any color," and it loses all other abilities.', is_spell=True)
    assert [type(e) for e in effects] == [fx.Move, fx.LoseAbilities, fx.Becomes]


def test_a_comma_outside_the_quote_does_not_parse() -> None:
    text = 'Enchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add {C}", and it loses all other abilities.'
    assert parse_ability(normalise_ability(text)).line is None


@pytest.mark.parametrize(("written", "oracle"), [
    ('Target creature gains "{T}: Draw a card." until end of turn.', 'Target creature gains "{T}: Draw a card" until end of turn.'),
    ('It\'s a Treasure artifact with "{T}, Sacrifice this artifact: Add {C}.", and it loses all other abilities.',
     'It\'s a Treasure artifact with "{T}, Sacrifice this artifact: Add {C}," and it loses all other abilities.'),
])
def test_a_period_written_inside_the_sentence_is_read_as_oracle_drops_it(written: str, oracle: str) -> None:
    # a custom card's text may keep the quoted ability's period mid-sentence: the same ability
    normalised = normalise_ability(written)
    assert normalised.rules == oracle
    assert parse_ability(normalised).line == parse_ability(normalise_ability(oracle)).line


def test_an_emblem_with_two_quoted_abilities() -> None:
    (ability,) = compiled('[−4]: You get an emblem with "Artifact creatures you control get +1/+1" and "Artifact spells you cast cost {1} less to cast."')
    (emblem,) = ability.effects
    assert isinstance(emblem, fx.CreateEmblem) and emblem.player == fx.You()
    pump, cheaper = emblem.abilities
    assert isinstance(pump, fx.StaticAbility) and isinstance(pump.effects[0], fx.ModifyPT)
    assert isinstance(cheaper, fx.StaticAbility) and isinstance(cheaper.effects[0], fx.ModifyCost)


def test_this_emblem_is_the_source_of_its_abilities() -> None:
    """CR 114.4: an emblem's abilities function in the command zone; "this emblem" is the emblem."""
    (ability,) = compiled('[+2]: Each opponent gets an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."')
    (emblem,) = ability.effects
    assert isinstance(emblem, fx.CreateEmblem) and emblem.player == fx.EachOpponent()
    (trigger,) = emblem.abilities
    assert isinstance(trigger, fx.TriggeredAbility)
    (damage,) = trigger.effects
    assert isinstance(damage, fx.DealDamage) and damage.source == fx.This() and damage.to == fx.You()


def test_an_emblem_named_among_other_objects_stays_unsupported() -> None:
    parsed = parse_ability(normalise_ability("Destroy each emblem."), is_spell=True)
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_single_quotes_are_read_only_around_a_nested_ability() -> None:
    text = 'have "Islands your opponents\' control have \'{T}: Draw a card.\'"'
    scan = Scan(text, vocabulary())
    values = [p[0] for p in scan.pieces]
    apostrophes = [i for i, v in enumerate(values) if v == "'"]
    # the possessive after "opponents" is no quote; the one after a space opens, the one before
    # the closing double quote closes
    assert scan.squotes == frozenset(apostrophes[1:])
    assert not Scan("the players' graveyards", vocabulary()).squotes


def test_a_quoted_ability_inside_a_quoted_ability() -> None:
    (ability,) = compiled('[−8]: You get an emblem with "Islands you control have \'{T}: Draw a card.\'"')
    (emblem,) = ability.effects
    assert isinstance(emblem, fx.CreateEmblem)
    (static,) = emblem.abilities
    assert isinstance(static, fx.StaticAbility)
    (grant,) = static.effects
    assert isinstance(grant, fx.GrantAbilities) and grant.what == fx.Filter(subtypes=("Island",), controller=fx.You())
    (tap,) = grant.abilities
    assert isinstance(tap, fx.ActivatedAbility) and tap.costs == (fx.TapSelf(),) and isinstance(tap.effects[0], fx.Draw)
