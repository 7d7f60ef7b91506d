""""If a creature card is put into a graveyard this way", "If that artifact is put into a
graveyard this way" (CR 608.2c: a later instruction reads what an earlier one of the same
ability did): the objects the instructions before put into a zone, as the new objects they are
there (CR 400.7), whatever moved them; a definite one by the object it was. Compiled from the
Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import compiled_ability, keyword


def reasons(text: str, *, is_spell: bool = True) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]


def test_a_card_put_into_a_graveyard_this_way_is_among_those_put_there() -> None:
    (_, conditional) = compiled_ability("Destroy target creature. If a creature card is put into a graveyard this way, return it to the battlefield under your control.").effects
    put = fx.Amongst(among=fx.Found(key="put into graveyard"), filter=fx.Filter(types=("Creature",), kind="card"))
    assert conditional.condition == fx.Exists(what=put)
    (move,) = conditional.effects
    assert move.what == put  # "it": the card put there this way


def test_that_object_put_into_a_graveyard_this_way_is_the_object_it_was() -> None:
    (_, conditional) = compiled_ability("Destroy target artifact. If that artifact is put into a graveyard this way, you gain 3 life.").effects
    assert conditional.condition == fx.Is(what=fx.Target(key="target", what=fx.Filter(types=("Artifact",))), test=fx.Found(key="moved to graveyard"))


@pytest.mark.parametrize(("text", "reason"), [
    ("Destroy target creature. If a creature card is put into a graveyard from the battlefield this way, draw a card.", "this way"),
    ("Destroy target creature. If a creature card is put into a graveyard or exile this way, draw a card.", "this way"),
])
def test_what_put_this_way_cannot_say_is_unsupported(text: str, reason: str) -> None:
    assert any(reason in r for r in reasons(text)), reasons(text)


@pytest.mark.parametrize(("target", "returned"), [("Grizzly Bears", True), ("Indestructible Test", False)])
def test_if_a_creature_card_is_put_into_a_graveyard_this_way_return_it(setup, pool, target: str, returned: bool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Indestructible Test", "Creature — Golem", mana_cost="{3}", power=3, toughness=3, abilities=[keyword("indestructible")]))
    pool.add(homebrew("Wrong Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Destroy target creature. If a creature card is put into a graveyard this way, return it to the battlefield under your control.")]))
    game = setup({"alice": {"hand": ["Wrong Test"]}, "bob": {"battlefield": [target]}})
    game.cast("alice", "Wrong Test", targets=[target])
    game.resolve_stack()
    assert game.find(target).controller == ("alice" if returned else "bob")
    assert game.find(target).zone == "battlefield"


@pytest.mark.parametrize(("target", "life"), [("Artifact Test", 17), ("Indestructible Artifact Test", 20)])
def test_if_that_artifact_is_put_into_a_graveyard_this_way(setup, pool, target: str, life: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Artifact Test", "Artifact", mana_cost="{1}"))
    pool.add(homebrew("Indestructible Artifact Test", "Artifact", mana_cost="{1}", abilities=[keyword("indestructible")]))
    pool.add(homebrew("Deserter Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Destroy target artifact. If that artifact is put into a graveyard this way, ~ deals 3 damage to that artifact's controller.")]))
    game = setup({"alice": {"hand": ["Deserter Test"]}, "bob": {"battlefield": [target]}})
    game.cast("alice", "Deserter Test", targets=[target])
    game.resolve_stack()
    assert game.player("bob").life == life


# -- "dies this way", "that died this way" (CR 700.4: put into a graveyard from the battlefield) ------
def test_that_creature_dies_this_way_is_the_object_it_was() -> None:
    (_, conditional) = compiled_ability("Destroy target creature. If that creature dies this way, create a black Vampire creature token.").effects
    assert conditional.condition == fx.Is(what=fx.Target(key="target", what=fx.Filter(types=("Creature",))), test=fx.Found(key="moved to graveyard from battlefield"))


@pytest.mark.parametrize(("target", "tokens"), [("Grizzly Bears", 1), ("Indestructible Test", 0)])
def test_if_that_creature_dies_this_way(setup, pool, target: str, tokens: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Indestructible Test", "Creature — Golem", mana_cost="{3}", power=3, toughness=3, abilities=[keyword("indestructible")]))
    pool.add(homebrew("Kalitas Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Destroy target creature. If that creature dies this way, create a black Vampire creature token.")]))
    game = setup({"alice": {"hand": ["Kalitas Test"]}, "bob": {"battlefield": [target]}})
    game.cast("alice", "Kalitas Test", targets=[target])
    game.resolve_stack()
    assert len([o for o in game.battlefield() if o.controller == "alice"]) == tokens


def test_a_white_creature_that_dies_this_way_as_it_last_existed(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("White Test", "Creature — Soldier", mana_cost="{W}", power=3, toughness=1, colors=("W",)))
    pool.add(homebrew("Cinder Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Destroy target creature. If a white creature dies this way, ~ deals damage to that creature's controller equal to the creature's power.")]))
    game = setup({"alice": {"hand": ["Cinder Test", "Cinder Test"]}, "bob": {"battlefield": ["White Test", "Grizzly Bears"]}})
    game.cast("alice", "Cinder Test", targets=["Grizzly Bears"])
    game.resolve_stack()
    assert game.player("bob").life == 20  # not white
    game.cast("alice", "Cinder Test", targets=["White Test"])
    game.resolve_stack()
    assert game.player("bob").life == 17


def test_the_number_of_creatures_that_died_this_way(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Hellfire Test", "Sorcery", mana_cost="{0}",
                      abilities=[compiled_ability("Destroy all creatures. You gain life equal to the number of creatures that died this way.")]))
    pool.add(homebrew("Indestructible Test", "Creature — Golem", mana_cost="{3}", power=3, toughness=3, abilities=[keyword("indestructible")]))
    game = setup({"alice": {"hand": ["Hellfire Test"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears", "Indestructible Test"]}})
    game.cast("alice", "Hellfire Test")
    game.resolve_stack()
    assert game.player("alice").life == 22
