""""This creature can't attack unless at least two other creatures attack." (Orcish Conscripts),
"... can't attack unless a black or green creature also attacks." (Scarred Puma): a restriction
whose exception is read of the whole declaration of attackers or blockers (CR 508.1c, 509.1b).
Compiled from the Oracle text; the runtime does not check it against a declaration yet, and says
so."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability

TWO_OTHERS = "This creature can't attack unless at least two other creatures attack."


def test_the_exception_is_the_other_creatures_declared() -> None:
    ability = compiled_ability(TWO_OTHERS, is_spell=False)
    (unless,) = ability.effects
    assert unless == fx.Unless(
        effects=(fx.Restriction(what=fx.This(), rule="can't attack"),),
        condition=fx.DeclaredWith(action="attack", what=fx.Filter(types=("Creature",), other=True), at_least=fx.Fixed(value=2)),
    )


def test_also_is_another_creature_of_the_description() -> None:
    (unless,) = compiled_ability("This creature can't block unless a black or green creature also blocks.", is_spell=False).effects
    assert unless.condition == fx.DeclaredWith(action="block", what=fx.Filter(types=("Creature",), any_colors=("B", "G"), other=True))


def test_the_runtime_reports_the_restriction_unsupported(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Conscript Test", "Creature — Orc", mana_cost="{R}", power=2, toughness=2, abilities=[compiled_ability(TWO_OTHERS, is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Conscript Test"]}, "bob": {}})
    game.characteristics(game.find("Conscript Test"))
    assert game.unsupported["a restriction depending on the other creatures declared (CR 508.1c, 509.1b)"] >= 1
