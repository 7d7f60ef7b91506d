""""As long as" in an instant's or sorcery's text and in a quoted ability: a static ability with
a condition (CR 611.3a). "This spell has flash as long as ..." functions in any zone the card
could be cast from (CR 113.6e); "This spell costs {2} less to cast as long as ..." is read as
the spell is cast (CR 113.6d, 601.2f); "As long as ~ is on the stack, ..." functions there (CR
113.6b). Compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.runtime.errors import IllegalAction
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = True) -> tuple[fx.Ability, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return abilities


def test_flash_as_long_as_is_a_static_of_any_zone() -> None:
    (static,) = compiled("This spell has flash as long as you control a Merfolk.")
    assert isinstance(static, fx.StaticAbility) and static.zone == "any" and isinstance(static.condition, fx.Controls)


def test_on_the_stack_is_the_zone_it_functions_in() -> None:
    (static,) = compiled("As long as ~ is on the stack, spells that target it cost {2} more to cast.")
    assert isinstance(static, fx.StaticAbility) and static.zone == "stack" and static.condition is None


def test_a_quoted_ability_as_long_as_keeps_its_condition() -> None:
    (static,) = compiled('All Sliver creatures have "This creature gets +1/+1 as long as you control a Swamp."', is_spell=False)
    (grant,) = static.effects
    (inner,) = grant.abilities
    assert isinstance(inner, fx.StaticAbility) and isinstance(inner.condition, fx.Controls) and isinstance(inner.effects[0], fx.ModifyPT)


def _upkeep(game) -> None:  # type: ignore[no-untyped-def]
    while game.state.step != "upkeep":
        game.advance()
    game.state.priority = game.player("alice").index


@pytest.mark.parametrize(("battlefield", "castable"), [(["Merfolk Tester"], True), (["Island"], False)])
def test_flash_as_long_as_you_control_a_merfolk(setup, pool, battlefield, castable) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Merfolk Tester", "Creature — Merfolk", mana_cost="{U}", power=1, toughness=1))
    pool.add(homebrew("Tide Test", "Sorcery", mana_cost="{0}",
                      abilities=[*compiled("This spell has flash as long as you control a Merfolk."), *compiled("Draw a card.")]))
    game = setup({"alice": {"hand": ["Tide Test"], "battlefield": battlefield, "library": ["Island"] * 4}, "bob": {"library": ["Swamp"] * 3}})
    _upkeep(game)  # not sorcery timing (CR 307.1)
    if castable:
        game.cast("alice", "Tide Test")
        game.resolve_stack()
        assert "Tide Test" in game.names("graveyard", "alice")
    else:
        with pytest.raises(IllegalAction):
            game.cast("alice", "Tide Test")


@pytest.mark.parametrize(("graveyard", "tapped"), [(["Merfolk Tester", "Island"], 1), ([], 3)])
def test_costs_less_as_long_as(setup, pool, graveyard, tapped) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Merfolk Tester", "Creature — Merfolk", mana_cost="{U}", power=1, toughness=1))
    pool.add(homebrew("Roots Test", "Sorcery", mana_cost="{3}",
                      abilities=[*compiled("This spell costs {2} less to cast as long as there are two or more card types among cards in your graveyard."),
                                 *compiled("Draw a card.")]))
    game = setup({"alice": {"hand": ["Roots Test"], "battlefield": ["Island"] * 3, "graveyard": graveyard, "library": ["Island"] * 4}, "bob": {}})
    game.cast("alice", "Roots Test")
    game.resolve_stack()
    assert sum(o.tapped for o in game.battlefield("alice")) == tapped
