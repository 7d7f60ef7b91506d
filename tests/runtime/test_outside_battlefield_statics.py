"""Static abilities that change the characteristics of cards outside the battlefield (CR 611.3,
400.1): "cards you own that aren't on the battlefield" are the cards of every other zone, and
"The same is true for [objects]." says the sentence before of more objects. Compiled from the
Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec.runtime import homebrew

from conftest import compiled


def _bears(game, player: str, zone: str):  # type: ignore[no-untyped-def]
    return next(o for o in game.zone(zone, player).objects if o.name == "Grizzly Bears" and o.owner == player)


def test_cards_you_own_that_arent_on_the_battlefield_have_flash(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Flash Giver", "Enchantment", mana_cost="{3}",
                      abilities=[*compiled("Creature cards you own that aren't on the battlefield have flash.")]))
    game = setup({"alice": {"hand": ["Grizzly Bears"], "graveyard": ["Grizzly Bears"], "battlefield": ["Flash Giver", "Grizzly Bears"]},
                  "bob": {"hand": ["Grizzly Bears"]}})
    assert game.characteristics(_bears(game, "alice", "hand")).has_keyword("flash")
    assert game.characteristics(_bears(game, "alice", "graveyard")).has_keyword("flash")
    assert not game.characteristics(_bears(game, "alice", "battlefield")).has_keyword("flash")
    assert not game.characteristics(_bears(game, "bob", "hand")).has_keyword("flash")  # not its owner


def test_the_same_is_true_for_spells_and_cards(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Elf Maker", "Enchantment", mana_cost="{3}", abilities=[*compiled(
        "Creatures you control are Elves in addition to their other types. The same is true for creature spells "
        "you control and creature cards you own that aren't on the battlefield.")]))
    game = setup({"alice": {"hand": ["Grizzly Bears"], "library": ["Grizzly Bears"], "battlefield": ["Elf Maker", "Grizzly Bears"]},
                  "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Grizzly Bears"]}})
    for zone in ("hand", "library", "battlefield"):
        chars = game.characteristics(_bears(game, "alice", zone))
        assert "Elf" in chars.subtypes and "Bear" in chars.subtypes, zone
    for zone in ("hand", "battlefield"):
        assert "Elf" not in game.characteristics(_bears(game, "bob", zone)).subtypes, zone


@pytest.mark.parametrize(("lands", "kept"), [(["Forest", "Forest"], True), ([], False)])
def test_sacrifice_unless_you_pay_its_mana_cost(setup, pool, lands, kept) -> None:  # type: ignore[no-untyped-def]
    """'Enchanted creature has "At the beginning of your upkeep, sacrifice this creature unless
    you pay its mana cost."': the mana cost of the object the granted ability is on (CR 202.1),
    which can't be paid without the mana (CR 118.3)."""
    pool.add(homebrew("Leak Tester", "Enchantment — Aura", mana_cost="{1}", abilities=[*compiled(
        'Enchanted creature has "At the beginning of your upkeep, sacrifice this creature unless you pay its mana cost."')]))
    game = setup({"alice": {"battlefield": ["Grizzly Bears", *lands], "library": ["Island"] * 3}, "bob": {"battlefield": ["Leak Tester"], "library": ["Island"] * 3}},
                 answers={"alice": {"may": [True]}})
    bears = game.find("Grizzly Bears")
    game.find("Leak Tester").attached_to = bears.id
    for _ in range(200):
        if game.state.step == "upkeep" and game.active_player.name == "alice" and game.zone("stack").objects:
            break
        game.advance()
    game.resolve_stack()
    assert ("Grizzly Bears" in game.names("battlefield", "alice")) is kept
