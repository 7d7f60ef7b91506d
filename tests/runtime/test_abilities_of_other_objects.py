"""Having the activated abilities of other objects ("It has all activated abilities of all
creature cards in all graveyards.", layer 6, CR 613.1f, 113.6): the objects and their abilities
are read again as they change (CR 611.3a), compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled_ability


def activated(game, obj) -> list[fx.ActivatedAbility]:  # type: ignore[no-untyped-def]
    return [a for a in game.abilities(obj) if isinstance(a, fx.ActivatedAbility)]


def test_the_activated_abilities_of_the_cards_in_graveyards(setup, pool) -> None:  # type: ignore[no-untyped-def]
    ooze = compiled_ability("As long as this creature is on the battlefield, it has all activated abilities of all creature cards in all graveyards.", is_spell=False)
    pool.add(homebrew("Ooze Test", "Creature — Ooze", mana_cost="{2}{G}", power=4, toughness=3, abilities=[ooze]))
    pool.add(homebrew("Pump Test", "Creature — Dragon", mana_cost="{R}", power=1, toughness=1,
                      abilities=[compiled_ability("{0}: This creature gets +1/+1 until end of turn.", is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Ooze Test"], "graveyard": ["Grizzly Bears"]}, "bob": {"graveyard": ["Pump Test"]}})
    ooze_obj = game.find("Ooze Test", "battlefield")
    (granted,) = activated(game, ooze_obj)
    assert isinstance(granted.effects[0], fx.ModifyPT)
    # "this creature" in the granted ability is the object that has it (CR 113.7a)
    game.activate("alice", ooze_obj)
    game.resolve_stack()
    assert game.characteristics(game.find("Ooze Test", "battlefield")).power == 5
    # read again as the graveyard changes (CR 611.3a): gone once the card leaves it
    game.move(game.find("Pump Test", "graveyard"), "exile")
    assert activated(game, game.find("Ooze Test", "battlefield")) == []


def test_the_activated_abilities_of_the_creatures_you_control(setup, pool) -> None:  # type: ignore[no-untyped-def]
    borrower = compiled_ability("This creature has all activated abilities of all legendary creatures you control.", is_spell=False)
    pool.add(homebrew("Borrower Test", "Creature — Human", mana_cost="{1}{U}", power=1, toughness=1, abilities=[borrower]))
    pool.add(homebrew("Legendary Elf Test", "Legendary Creature — Elf", mana_cost="{G}", power=1, toughness=1,
                      abilities=[compiled_ability("{0}: This creature gets +1/+1 until end of turn.", is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Borrower Test", "Grizzly Bears"]}, "bob": {"battlefield": ["Legendary Elf Test"]}})
    borrower_obj = game.find("Borrower Test", "battlefield")
    # a nonlegendary creature, and a legendary creature an opponent controls: not described
    assert activated(game, borrower_obj) == []
    game = setup({"alice": {"battlefield": ["Borrower Test", "Legendary Elf Test"]}, "bob": {}})
    assert len(activated(game, game.find("Borrower Test", "battlefield"))) == 1
    # the legendary creature doesn't have its own ability twice
    assert len(activated(game, game.find("Legendary Elf Test", "battlefield"))) == 1


def test_the_activated_abilities_of_the_cards_exiled_with_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    impostor = [compiled_ability("{0}: Exile target creature card from a graveyard.", is_spell=False),
                compiled_ability("This creature has all activated abilities of all creature cards exiled with it.", is_spell=False)]
    pool.add(homebrew("Impostor Test", "Creature — Vampire", mana_cost="{2}{B}", power=2, toughness=2, abilities=impostor))
    pool.add(homebrew("Pump Test", "Creature — Dragon", mana_cost="{R}", power=1, toughness=1,
                      abilities=[compiled_ability("{0}: This creature gets +1/+1 until end of turn.", is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Impostor Test"], "graveyard": ["Pump Test"]}, "bob": {"battlefield": ["Pump Test"]}})
    impostor_obj = game.find("Impostor Test", "battlefield")
    # only its own ability: the card in a graveyard and the creature on the battlefield are not
    # exiled with it (CR 607.2a)
    assert len(activated(game, impostor_obj)) == 1
    game.activate("alice", impostor_obj, targets=[game.find("Pump Test", "graveyard")])
    game.resolve_stack()
    assert game.find("Pump Test", "exile")
    assert len(activated(game, game.find("Impostor Test", "battlefield"))) == 2


def test_the_intrinsic_mana_abilities_of_lands(setup, pool) -> None:  # type: ignore[no-untyped-def]
    refractor = compiled_ability("This artifact has all activated abilities of all lands on the battlefield.", is_spell=False)
    pool.add(homebrew("Refractor Test", "Artifact", mana_cost="{3}", abilities=[refractor]))
    game = setup({"alice": {"battlefield": ["Refractor Test", "Llanowar Elves"]}, "bob": {"battlefield": ["Forest"]}})
    # a Forest's "{T}: Add {G}." (CR 305.6), which an artifact has too (CR 613.1f)
    (granted,) = activated(game, game.find("Refractor Test", "battlefield"))
    assert granted.effects == (fx.AddMana(mana="{G}"),)
    game.activate("alice", game.find("Refractor Test", "battlefield"))
    assert [str(m) for m in game.player("alice").mana_pool] == ["{G}"]
    assert game.find("Refractor Test", "battlefield").tapped and not game.find("Forest", "battlefield").tapped
    # the same ability printed on a creature is its own, not a land's intrinsic one
    assert len(activated(game, game.find("Llanowar Elves", "battlefield"))) == 1
