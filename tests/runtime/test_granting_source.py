"""The source of a granting ability named in the ability it grants (CR 201.5a): 'Equipped
creature has "{T}, Unattach ~: Tap target creature."' names the Equipment, not the creature
that has the ability; compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str, name: str) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text, names=(name,)), is_spell=False)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def activated(game, obj) -> list[fx.ActivatedAbility]:  # type: ignore[no-untyped-def]
    return [a for a in game.abilities(obj) if isinstance(a, fx.ActivatedAbility)]


def equipped_game(setup, pool, text: str):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Bola Test", "Artifact — Equipment", mana_cost="{0}", abilities=[compiled(text, "Bola Test")]))
    game = setup({"alice": {"battlefield": ["Bola Test", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bola, bears = game.find("Bola Test", "battlefield"), game.find("Grizzly Bears", "battlefield", player="alice")
    bola.attached_to = bears.id
    game._touch()
    return game


def test_unattach_names_the_equipment(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = equipped_game(setup, pool, 'Equipped creature has "{T}, Unattach ~: Tap target creature."')
    bears = game.find("Grizzly Bears", "battlefield", player="alice")
    (granted,) = activated(game, bears)
    other = game.find("Grizzly Bears", "battlefield", player="bob")
    game.activate("alice", bears, targets=[other])
    game.resolve_stack()
    # the Equipment is unattached (its cost), the creature tapped ({T}), the target tapped
    assert game.find("Bola Test", "battlefield").attached_to is None
    assert game.find("Grizzly Bears", "battlefield", player="alice").tapped
    assert game.find("Grizzly Bears", "battlefield", player="bob").tapped
    # once unattached, the creature no longer has the ability
    assert activated(game, game.find("Grizzly Bears", "battlefield", player="alice")) == []


def test_sacrifice_names_the_equipment(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = equipped_game(setup, pool, 'Equipped creature has "{T}, Sacrifice ~: ~ deals 2 damage to any target."')
    bears = game.find("Grizzly Bears", "battlefield", player="alice")
    game.activate("alice", bears, targets=["bob"])
    game.resolve_stack()
    # the Equipment is sacrificed, not the creature, and deals the damage as it last existed
    # (CR 113.7a)
    assert game.find("Grizzly Bears", "battlefield", player="alice")
    assert game.find("Bola Test", "graveyard")
    assert game.player("bob").life == 18


def lowered(text: str, name: str) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text, names=(name,)), is_spell=False)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    return ability


def test_which_object_it_means_is_not_guessed() -> None:
    # "It" after "Unattach ~": the Equipment or the creature (CR 201.5a): not lowered
    ability = lowered('Equipped creature has "{T}, Unattach ~: It deals 1 damage to any target."', "Boomerang Test")
    assert [u.node for u in compiler.unsupported_in(ability)] == ["Pronoun"]
    # "its" after "This creature": the creature
    ability = lowered('Equipped creature has "{T}, Unattach ~: This creature deals damage equal to its power to target player."', "Trident Test")
    assert not compiler.unsupported_in(ability)


def test_the_card_itself_named_in_an_ability_it_has() -> None:
    # "~ has '...'": the granting source is the object itself, as before
    ability = lowered('~ has "{T}, Sacrifice ~: ~ deals 2 damage to any target."', "Torch Test")
    assert not compiler.unsupported_in(ability)
    assert not [e for e in fx.walk(ability) if isinstance(e, fx.GrantingSource)]
