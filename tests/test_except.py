""""except ...": the exceptions of a spell's copy (CR 707.9, 707.10), written with or without a
comma and "that", and "except for <description>", an exclusion from a mass noun phrase; what
cannot be honoured stays Unsupported."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.text import normalise_ability


def lowered(text: str) -> tuple[fx.Ability, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    return tuple(compiler.compile_line(parsed.line))


def first(text: str, kind: type) -> object:
    abilities = lowered(text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    found: list[object] = []

    def visit(value: object) -> None:
        if isinstance(value, kind):
            found.append(value)
        if isinstance(value, tuple):
            for v in value:
                visit(v)
        elif hasattr(value, "__attrs_attrs__"):
            for field in value.__attrs_attrs__:  # type: ignore[attr-defined]
                visit(getattr(value, field.name))

    visit(abilities)
    assert found, f"no {kind.__name__} in {abilities}"
    return found[0]


def test_copy_of_a_spell_except_it_is_an_artifact_in_addition() -> None:
    copy = first("Whenever you cast a Beast or Bird creature spell, you may copy it, except the copy is an artifact in addition to its other types.", fx.Copy)
    assert copy.exceptions == fx.CopyExceptions(types=("Artifact",), in_addition=True)


def test_copy_of_a_spell_except_that_the_copy_is_red_keeps_new_targets() -> None:
    copy = first("Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy.", fx.Copy)
    assert copy.exceptions == fx.CopyExceptions(colors=("R",))
    assert copy.new_targets


def test_copy_of_a_spell_except_it_is_not_legendary() -> None:
    copy = first("Whenever you cast your second spell each turn, copy it, except the copy isn't legendary.", fx.Copy)
    assert copy.exceptions == fx.CopyExceptions(not_legendary=True)


def test_copy_token_exceptions_without_a_comma() -> None:
    token = first("Whenever a nontoken creature an opponent controls enters, create a token that's a copy of that creature except it's an artifact in addition to its other types.", fx.CreateCopyToken)
    assert token.exceptions == fx.CopyExceptions(types=("Artifact",), in_addition=True)


def test_except_for_is_an_exclusion_filter() -> None:
    destroy = first("Destroy all permanents except for artifacts and lands.", fx.Destroy)
    assert destroy.what.excluded == fx.Filter(any_types=("Artifact", "Land"))


def test_except_for_the_object_itself() -> None:
    destroy = first("Destroy all creatures except for ~.", fx.Destroy)
    assert destroy.what == fx.Filter(types=("Creature",), excluded=fx.This())


def test_except_for_a_list_of_a_type_and_tokens_is_either() -> None:
    destroy = first("Destroy all other permanents except for lands and tokens.", fx.Destroy)
    assert destroy.what.other
    assert destroy.what.excluded == fx.Filter(any_of=(fx.Filter(types=("Land",)), fx.Filter(token=True)))


def test_except_for_after_the_zone_is_the_moved_objects() -> None:
    moved = first("Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and Serpents.", fx.Move)
    assert moved.what.excluded == fx.Filter(any_subtypes=("Kraken", "Leviathan", "Octopus", "Serpent"))


def test_damage_to_each_creature_except_for_some() -> None:
    damage = first("~ deals 2 damage to each creature except for creatures you control with flying.", fx.DealDamage)
    assert damage.to.excluded == fx.Filter(types=("Creature",), controller=fx.You(), keywords=("flying",))


@pytest.mark.parametrize(
    "text",
    [
        # a number left out is no description of objects
        "When this creature enters, each player sacrifices all lands they control except for three.",
        # the condition may be of the exception or of the copy
        "Copy target creature spell you control, except it isn't legendary if the spell is legendary.",
        # whose turn it is, asked of each spell, is no condition of the effect model
        "Each spell costs {3} more to cast except during its controller's turn.",
    ],
)
def test_exceptions_not_honoured_stay_unsupported(text: str) -> None:
    assert compiler.unsupported_in(lowered(text))


def test_copy_exception_with_keywords_and_types_in_addition() -> None:
    token = first("Create a token that's a copy of target permanent, except it's a 4/4 Dragon creature with flying in addition to its other types.", fx.CreateCopyToken)
    ex = token.exceptions
    assert (ex.types, ex.subtypes, ex.in_addition) == (("Creature",), ("Dragon",), True)
    assert ex.power == fx.Fixed(value=4) and ex.toughness == fx.Fixed(value=4)
    assert [a.name for a in ex.abilities] == ["flying"]


def test_copy_named_as_the_object_with_the_ability_and_legendary() -> None:
    copy = first("Whenever a Dragon you control enters, you may have ~ become a copy of it until end of turn, except its name is ~ and it's legendary in addition to its other types.", fx.BecomeCopy)
    assert copy.exceptions == fx.CopyExceptions(name="~", supertypes=("Legendary",))


def test_a_copy_supertype_without_in_addition_stays_unsupported() -> None:
    assert compiler.unsupported_in(lowered("Create a token that's a copy of target creature, except it's legendary."))


def test_copy_has_keywords_and_this_ability() -> None:
    copy = first("Whenever you cast a noncreature spell, ~ becomes a copy of up to one other target creature until end of turn, except his name is ~, he's 4/4, and he has flying and this ability.", fx.BecomeCopy)
    ex = copy.exceptions
    assert ex.this_ability and ex.name == "~" and [a.name for a in ex.abilities] == ["flying"]
    assert ex.power == fx.Fixed(value=4)


def test_lose_all_abilities_except_mana_abilities() -> None:
    parsed = parse_ability(normalise_ability("All lands lose all abilities except mana abilities."))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    (effect,) = ability.effects
    assert isinstance(effect, fx.LoseAbilities) and effect.except_mana and effect.duration is None
    assert effect.what == fx.Filter(types=("Land",))


def test_a_quality_after_the_zone_is_the_objects() -> None:
    copy = first("{X}: This creature becomes a copy of target creature card in your graveyard with mana value X, except it has flying and this ability.", fx.BecomeCopy)
    wanted = copy.of.what
    assert (wanted.types, wanted.zone, wanted.zone_owner) == (("Creature",), "graveyard", fx.You())
    assert wanted.stat == ("mana_value", "==", fx.Variable(name="X"))


def test_copy_without_this_ability() -> None:
    token = first("Whenever ~ becomes attached to a creature, create a token that's a copy of ~, except it doesn't have this ability.", fx.CreateCopyToken)
    assert token.exceptions == fx.CopyExceptions(without_this_ability=True)
