"""Sources, zones and conditions (helper csource): what wordings that name objects by their
source, zones or what happened before compile to."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = False) -> tuple[object, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def reasons(text: str, *, is_spell: bool = False) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [p.reason for p in compiler.compile_line_with_problems(parsed.line, text=text)[1]]


# -- abilities from sources (CR 113.7) -----------------------------------------------------------
def test_an_ability_from_an_artifact_source_names_its_source() -> None:
    (ability,) = compiled("Counter target activated ability from an artifact source.", is_spell=True)
    (counter,) = ability.effects
    assert isinstance(counter, fx.CounterSpell)
    assert isinstance(counter.what, fx.Target)
    abilities = counter.what.what
    assert abilities.kind == "ability" and abilities.states == ("activated",)
    assert abilities.source == fx.Filter(types=("Artifact",), kind="object")


def test_another_legendary_source_is_other_than_this_object() -> None:
    (ability,) = compiled("{1}, {T}: Copy target activated or triggered ability you control from another legendary source. You may choose new targets for the copy.")
    copy = ability.effects[0]
    assert isinstance(copy, fx.Copy)
    source = copy.what.what.source
    assert source.supertypes == ("Legendary",) and source.other


def test_colored_spells_or_abilities_from_sources_of_that_color() -> None:
    """"red spells or abilities from red sources": red spells, and abilities whose source is red
    (an ability itself has no color, CR 105.2)."""
    (ability,) = compiled("This creature can't be the target of red spells or abilities from red sources.")
    (rule,) = ability.effects
    assert isinstance(rule, fx.Restriction)
    spells, abilities = rule.other.any_of
    assert spells.kind == "spell" and spells.colors == ("R",)
    assert abilities.kind == "ability" and abilities.colors == () and abilities.source.colors == ("R",)


def test_a_zone_is_still_no_source() -> None:
    """"from your graveyard" stays a zone of cards, not the source of anything."""
    (ability,) = compiled("Return target creature card from your graveyard to your hand.", is_spell=True)
    (move,) = ability.effects
    assert move.what.what.zone == "graveyard"
