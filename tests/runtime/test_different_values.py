""""With different names", "with different powers", "with different mana values": a quality of
the objects chosen together, never of one object alone (CR 201.2b: each of them has a value and
no two of them share one). Compiled from the Oracle text and played: searched for, chosen,
targeted, discarded for a cost."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.errors import ChoiceError, IllegalAction

from conftest import compiled_ability


SEARCH = "Search your library for up to two creature cards with different names, reveal them, put them into your hand, then shuffle."


def test_different_names_is_a_group_quality_of_the_filter() -> None:
    (search, *_) = compiled_ability(SEARCH).effects
    assert isinstance(search, fx.Search) and isinstance(search.what, fx.Filter)
    assert search.what.different == "names" and search.what.types == ("Creature",)


@pytest.fixture
def cards(pool):  # type: ignore[no-untyped-def]
    for name, mv in (("Elf Tester", "{G}"), ("Goblin Tester", "{1}{R}"), ("Ogre Tester", "{1}{R}")):
        pool.add(homebrew(name, "Creature — Elf", mana_cost=mv, power=len(name) % 3, toughness=1))
    return pool


def test_search_finds_cards_with_different_names(setup, cards) -> None:  # type: ignore[no-untyped-def]
    cards.add(homebrew("Summons Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(SEARCH)]))
    game = setup({"alice": {"hand": ["Summons Test"], "library": ["Elf Tester", "Elf Tester", "Goblin Tester"]}, "bob": {}},
                 answers={"alice": {"card": ["Elf Tester", "Goblin Tester"]}}, strict=True)
    game.cast("alice", "Summons Test")
    game.resolve_stack()
    assert sorted(game.names("hand", "alice")) == ["Elf Tester", "Goblin Tester"]


def test_search_never_offers_a_second_card_with_a_name_already_found(setup, cards) -> None:  # type: ignore[no-untyped-def]
    cards.add(homebrew("Summons Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(SEARCH)]))
    game = setup({"alice": {"hand": ["Summons Test"], "library": ["Elf Tester", "Elf Tester", "Goblin Tester"]}, "bob": {}},
                 answers={"alice": {"card": ["Elf Tester", "Elf Tester"]}}, strict=True)
    game.cast("alice", "Summons Test")
    with pytest.raises(ChoiceError):  # CR 201.2b: the second Elf Tester is not an option
        game.resolve_stack()


def test_any_number_with_different_mana_values(setup, cards) -> None:  # type: ignore[no-untyped-def]
    cards.add(homebrew("Seasons Test", "Sorcery", mana_cost="{0}",
                       abilities=[compiled_ability("Return any number of cards with different mana values from your graveyard to your hand.")]))
    game = setup({"alice": {"hand": ["Seasons Test"], "graveyard": ["Elf Tester", "Goblin Tester", "Ogre Tester"]}, "bob": {}},
                 answers={"alice": {"number": [2], "card": ["Goblin Tester", "Elf Tester"]}}, strict=True)
    game.cast("alice", "Seasons Test")
    game.resolve_stack()
    # Goblin Tester and Ogre Tester both have mana value 2: once one is chosen, the other is not offered
    assert sorted(game.names("hand", "alice")) == ["Elf Tester", "Goblin Tester"]


def test_targets_with_different_names_must_differ(setup, cards) -> None:  # type: ignore[no-untyped-def]
    cards.add(homebrew("Six Test", "Sorcery", mana_cost="{0}",
                       abilities=[compiled_ability("Return up to two target creature cards with different names from your graveyard to the battlefield.")]))
    game = setup({"alice": {"hand": ["Six Test"], "graveyard": ["Elf Tester", "Elf Tester", "Goblin Tester"]}, "bob": {}})
    elves = [o for o in game.zone("graveyard", "alice").objects if o.name == "Elf Tester"]
    with pytest.raises(IllegalAction):  # CR 601.2c, 201.2b
        game.cast("alice", "Six Test", targets={"target": elves})
    elf = next(o for o in game.zone("graveyard", "alice").objects if o.name == "Elf Tester")  # the game as it was before
    game.cast("alice", "Six Test", targets={"target": [elf, game.find("Goblin Tester")]})
    game.resolve_stack()
    assert sorted(game.names("battlefield", "alice")) == ["Elf Tester", "Goblin Tester"]


def test_discard_cost_with_different_names(setup, cards) -> None:  # type: ignore[no-untyped-def]
    cards.add(homebrew("Ormos Test", "Artifact", mana_cost="{0}",
                       abilities=[compiled_ability("Discard two cards with different names: Draw a card.", is_spell=False)]))
    game = setup({"alice": {"battlefield": ["Ormos Test"], "hand": ["Elf Tester", "Elf Tester"], "library": ["Forest"] * 3}, "bob": {}})
    with pytest.raises(IllegalAction):  # two cards with one name are not two with different names
        game.activate("alice", "Ormos Test")
    game = setup({"alice": {"battlefield": ["Ormos Test"], "hand": ["Elf Tester", "Elf Tester", "Goblin Tester"], "library": ["Forest"] * 3}, "bob": {}})
    game.activate("alice", "Ormos Test")
    assert sorted(game.names("graveyard", "alice")) == ["Elf Tester", "Goblin Tester"]
