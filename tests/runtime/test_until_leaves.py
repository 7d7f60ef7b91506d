""""you may exile target creature ... until this enchantment leaves the battlefield" (CR 610.3,
603.5): the exile the player may choose is undone when the source leaves, with Suspension Field
from the bundled database, compiled."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, ScriptedChooser


@pytest.mark.parametrize("exile", [True, False])
def test_may_exile_until_this_leaves_the_battlefield(db_pool, exile: bool) -> None:  # type: ignore[no-untyped-def]
    field = "Suspension Field"
    missing = [m for face in db_pool.get(field).faces for m in face.missing]
    assert not missing, missing
    game = Game.setup({"alice": {"hand": [field], "battlefield": ["Plains"] * 2}, "bob": {"battlefield": ["Hill Giant"]}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"may": [exile]})
    game.cast("alice", field)
    game.resolve_stack()
    assert ("Hill Giant" in game.names("exile")) is exile
    assert ("Hill Giant" in game.names("battlefield")) is not exile
    # CR 610.3: when the source leaves, the exiled card returns to the battlefield
    game.move(game.find(field), "graveyard", cause="test")
    game.resolve_stack()
    assert "Hill Giant" in game.names("battlefield") and "Hill Giant" not in game.names("exile")


def _compiled(text: str):  # type: ignore[no-untyped-def]
    from oraclec import compiled, parser
    from oraclec.text import normalise_text

    (ability,) = normalise_text(text, ("Forest Stone",))
    parsed = parser.parse_ability(ability)
    assert parsed.ok, parsed.error
    compiled_ability, diagnostics = compiled.compile_ability(parsed)
    assert not diagnostics
    (result,) = compiled_ability.abilities
    return result


def test_becomes_a_forest_until_this_leaves_the_battlefield() -> None:
    """Gaea's Liege's wording on an artifact: "{T}: Target land becomes a Forest until this
    artifact leaves the battlefield." (CR 611.2a-b, 400.7): a Forest while the artifact stays,
    an Island again once it has left (what it became is a new object)."""
    from oraclec.runtime import homebrew

    pool = CardPool()
    pool.add(homebrew("Forest Stone", "Artifact", mana_cost="{0}", abilities=[_compiled("{T}: Target land becomes a Forest until this artifact leaves the battlefield.")]))
    game = Game.setup({"alice": {"battlefield": ["Forest Stone"]}, "bob": {"battlefield": ["Island"]}}, pool=pool)
    island = game.find("Island")
    game.choosers["alice"] = ScriptedChooser({"target": [island]})
    game.activate("alice", "Forest Stone")
    game.resolve_stack()
    assert game.characteristics(island).has_subtype("Forest") and not game.characteristics(island).has_subtype("Island")
    game.move(game.find("Forest Stone"), "graveyard", cause="test")
    game.check_state()
    assert not game.characteristics(island).has_subtype("Forest") and game.characteristics(island).has_subtype("Island")


def test_it_after_the_exiled_creatures_is_this_creature(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Lumbering Battlement: "When this creature enters, exile any number of other nontoken
    creatures you control until it leaves the battlefield.": what is exiled has left the
    battlefield already, so "it" is the trigger's subject, this creature (CR 610.3): they return
    when it leaves."""
    battlement = "Lumbering Battlement"
    missing = [m for face in db_pool.get(battlement).faces for m in face.missing]
    assert not missing, missing
    game = Game.setup({"alice": {"hand": [battlement], "battlefield": ["Plains"] * 5 + ["Hill Giant"]}, "bob": {}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"number": [1], "card": [["Hill Giant"]]})
    game.cast("alice", battlement)
    game.resolve_stack()
    assert "Hill Giant" in game.names("exile")
    game.move(game.find(battlement), "graveyard", cause="test")
    game.resolve_stack()
    assert "Hill Giant" in game.names("battlefield") and "Hill Giant" not in game.names("exile")
