""""except ..." compiled and played: an exclusion from a mass noun phrase ("destroy all permanents
except for artifacts and lands") leaves those objects alone; the exceptions of a spell's copy
("copy it, except the copy is an artifact in addition to its other types") become part of the
copy's copiable values (CR 707.9b, 707.10)."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability


def test_destroy_all_permanents_except_for_artifacts_and_lands(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Exclusion Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy all permanents except for artifacts and lands.")]))
    game = setup({"alice": {"hand": ["Exclusion Test"], "battlefield": ["Grizzly Bears", "Island"]}, "bob": {"battlefield": ["Hedge Golem", "Mycosynth Lattice", "Llanowar Elves"]}})
    game.cast("alice", "Exclusion Test")
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Hedge Golem", "Island", "Mycosynth Lattice"]
    assert sorted(game.names("graveyard", "bob")) == ["Llanowar Elves"]


def test_return_all_creatures_except_for_a_subtype_after_the_zone(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Sea Serpent Test", "Creature — Serpent", mana_cost="{5}{U}", power=5, toughness=5))
    pool.add(homebrew("Tide Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and Serpents.")]))
    game = setup({"alice": {"hand": ["Tide Test"], "battlefield": ["Sea Serpent Test", "Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    game.cast("alice", "Tide Test")
    game.resolve_stack()
    assert game.names("battlefield") == ["Sea Serpent Test"]
    assert game.names("hand", "bob") == ["Llanowar Elves"]


def test_destroy_all_other_permanents_except_for_lands_and_tokens(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # "lands and tokens": a land or a token, not a land token
    pool.add(homebrew("Token Maker Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Create a 1/1 white Soldier creature token.")]))
    pool.add(homebrew("Sweeper Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy all permanents except for lands and tokens.")]))
    game = setup({"alice": {"hand": ["Token Maker Test", "Sweeper Test"], "battlefield": ["Grizzly Bears", "Island"]}, "bob": {}})
    game.cast("alice", "Token Maker Test")
    game.resolve_stack()
    game.cast("alice", "Sweeper Test")
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Island", "Soldier Token"]


def test_copy_of_a_creature_spell_except_it_is_an_artifact(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Copy Test", "Instant", mana_cost="{0}", abilities=[compiled_ability("Copy target creature spell, except the copy is an artifact in addition to its other types.")]))
    game = setup({"alice": {"hand": ["Grizzly Bears", "Copy Test"], "battlefield": ["Forest", "Forest"]}, "bob": {}})
    game.cast("alice", "Grizzly Bears")
    bears = list(game.zone("stack"))[-1]
    game.cast("alice", "Copy Test", targets=[bears])
    game.resolve_stack()
    made = [o for o in game.zone("battlefield", "alice") if o.name == "Grizzly Bears"]
    assert len(made) == 2
    token = [game.characteristics(o) for o in made if o.is_token]
    card = [game.characteristics(o) for o in made if not o.is_token]
    assert len(token) == 1 and len(card) == 1
    assert set(token[0].types) == {"Artifact", "Creature"} and "Bear" in token[0].subtypes
    assert tuple(card[0].types) == ("Creature",)


def test_copy_of_a_spell_except_that_the_copy_is_red(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Red Copy Test", "Instant", mana_cost="{0}", abilities=[compiled_ability("Copy target creature spell, except that the copy is red.")]))
    game = setup({"alice": {"hand": ["Grizzly Bears", "Red Copy Test"], "battlefield": ["Forest", "Forest"]}, "bob": {}})
    game.cast("alice", "Grizzly Bears")
    bears = list(game.zone("stack"))[-1]
    game.cast("alice", "Red Copy Test", targets=[bears])
    game.resolve_stack()
    made = [o for o in game.zone("battlefield", "alice") if o.name == "Grizzly Bears"]
    colors = {o.is_token: tuple(game.characteristics(o).colors) for o in made}
    assert colors == {True: ("R",), False: ("G",)}


def test_becomes_a_copy_except_its_name_is_its_own_and_it_is_legendary(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "{0}: ~ becomes a copy of target creature, except its name is ~, it's legendary in addition to its other types, and it has this ability."
    pool.add(homebrew("Mirror Test", "Creature — Shapeshifter", mana_cost="{3}{U}", power=1, toughness=1, abilities=[compiled_ability(text, is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Mirror Test"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = next(o for o in game.zone("battlefield", "bob") if o.name == "Grizzly Bears")
    mirror = next(o for o in game.zone("battlefield", "alice") if o.name == "Mirror Test")
    game.activate("alice", mirror, targets=[bears])
    game.resolve_stack()
    chars = game.characteristics(mirror)
    assert mirror.name == "Mirror Test"  # CR 707.9a: the name is an exception
    assert "Bear" in chars.subtypes and "Shapeshifter" not in chars.subtypes
    assert "Legendary" in chars.supertypes and (chars.power, chars.toughness) == (2, 2)
    assert len(mirror.definition.faces[0].abilities) == 1  # "and it has this ability"


def test_lands_lose_all_abilities_except_mana_abilities(setup, pool) -> None:  # type: ignore[no-untyped-def]
    mana, other = compiled_ability("{T}: Add {G}.", is_spell=False), compiled_ability("{T}: You gain 1 life.", is_spell=False)
    pool.add(homebrew("Two Ability Land Test", "Land", abilities=[mana, other]))
    pool.add(homebrew("Blight Test", "Enchantment", mana_cost="{2}{B}", abilities=[compiled_ability("All lands lose all abilities except mana abilities.", is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Two Ability Land Test"]}, "bob": {}})
    land = next(o for o in game.zone("battlefield", "alice") if o.name == "Two Ability Land Test")
    assert game.characteristics(land).abilities == (mana, other)
    game = setup({"alice": {"battlefield": ["Two Ability Land Test", "Altanak, the Thrice-Called", "Blight Test"]}, "bob": {}})
    land = next(o for o in game.zone("battlefield", "alice") if o.name == "Two Ability Land Test")
    altanak = next(o for o in game.zone("battlefield", "alice") if o.name == "Altanak, the Thrice-Called")
    assert game.characteristics(land).abilities == (mana,)  # CR 605.1a: the mana ability stays
    assert len(game.characteristics(altanak).abilities) == 1  # not a land: its trample stays


def test_copy_token_except_it_does_not_have_this_ability(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "{0}: Create a token that's a copy of ~, except it doesn't have this ability."
    pool.add(homebrew("Budding Test", "Creature — Elemental", mana_cost="{2}{G}", power=2, toughness=2, abilities=[compiled_ability(text, is_spell=False), compiled_ability("Trample", is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Budding Test"]}, "bob": {}})
    game.activate("alice", "Budding Test")
    game.resolve_stack()
    token = next(o for o in game.zone("battlefield", "alice") if o.is_token)
    abilities = game.characteristics(token).abilities
    assert token.name == "Budding Test" and len(abilities) == 1 and isinstance(abilities[0], fx.Keyword)
