"""Noun phrases of issue 19 (helper pnoun) played: a serial list joined by ", and/or" from among
the cards looked at, every card chosen being "them" after it (CR 608.2c, 608.2d); objects with
no abilities (CR 113.1); base power, which the runtime does not track, reported (CR 613.4b)."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import ScriptedChooser, homebrew
from oraclec.runtime.context import Context
from oraclec.runtime.errors import UnsupportedAtRuntime
from oraclec.runtime.references import matches

from conftest import compiled, compiled_ability

REVEAL_TEXT = ("Look at the top four cards of your library. You may reveal a creature card, a land card, and/or an instant card from "
               "among them and put them into your hand. Put the rest on the bottom of your library in a random order.")


def _reveal(setup, pool, picks: list[str]):  # type: ignore[no-untyped-def]
    if "Pnoun Reveal Test" not in pool:
        pool.add(homebrew("Pnoun Reveal Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(REVEAL_TEXT)]))
    library = ["Grizzly Bears", "Forest", "Lightning Bolt", "Divination", "Island"]
    game = setup({"alice": {"hand": ["Pnoun Reveal Test"], "library": library}, "bob": {}})
    chooser = ScriptedChooser({}, strict=False)
    chooser.add("may", True)
    for name in picks:
        chooser.add("card", [name] if name else "none")
    game.choosers["alice"] = chooser
    game.cast("alice", "Pnoun Reveal Test")
    game.resolve_stack()
    return game


def test_every_card_chosen_from_the_and_or_list_goes_to_hand(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _reveal(setup, pool, ["Grizzly Bears", "Forest", "Lightning Bolt"])
    assert sorted(game.names("hand", "alice")) == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    assert sorted(game.names("library", "alice")) == ["Divination", "Island"]


def test_an_item_of_the_and_or_list_may_go_unchosen(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _reveal(setup, pool, ["", "Forest", "Lightning Bolt"])
    assert sorted(game.names("hand", "alice")) == ["Forest", "Lightning Bolt"]
    assert sorted(game.names("library", "alice")) == ["Divination", "Grizzly Bears", "Island"]


def test_creatures_with_no_abilities_get_the_bonus_and_others_do_not(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 113.1: Grizzly Bears has no ability; Llanowar Elves has a mana ability."""
    if "Pnoun Petroglyphs Test" not in pool:
        pool.add(homebrew("Pnoun Petroglyphs Test", "Enchantment", mana_cost="{0}", abilities=[*compiled("Creatures with no abilities get +2/+2.")]))
    game = setup({"alice": {"battlefield": ["Pnoun Petroglyphs Test", "Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    bears, elves = game.find("Grizzly Bears", "battlefield"), game.find("Llanowar Elves", "battlefield")
    assert (game.power(bears), game.toughness(bears)) == (4, 4)
    assert (game.power(elves), game.toughness(elves)) == (1, 1)
    with_abilities = fx.Filter(types=("Creature",), stat=("abilities", ">=", fx.Fixed(value=1)))
    assert matches(game, elves, with_abilities, Context(controller="alice"))
    assert not matches(game, bears, with_abilities, Context(controller="alice"))


def test_base_power_is_reported_unsupported(setup) -> None:  # type: ignore[no-untyped-def]
    """CR 613.4b: the runtime keeps no base power apart from power; it says so, never guesses."""
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears", "battlefield")
    with pytest.raises(UnsupportedAtRuntime):
        matches(game, bears, fx.Filter(types=("Creature",), stat=("base_power", "==", fx.Fixed(value=2))), Context(controller="alice"))


def _attack_with(setup, pool, attackers: list[str]) -> int:  # type: ignore[no-untyped-def]
    """Cards alice drew from "Whenever you attack with two or more creatures, draw a card."."""
    if "Pnoun Fortress Test" not in pool:
        pool.add(homebrew("Pnoun Fortress Test", "Enchantment", mana_cost="{0}",
                          abilities=[*compiled("Whenever you attack with two or more creatures, draw a card.")]))
    game = setup({"alice": {"battlefield": ["Pnoun Fortress Test", "Grizzly Bears", "Llanowar Elves"], "library": ["Island"] * 5},
                  "bob": {"library": ["Island"] * 5}})
    game.choosers["alice"] = ScriptedChooser({"attackers": [attackers]}, strict=False)
    game.choosers["bob"] = ScriptedChooser({"blockers": [[]]}, strict=False)
    before = len(game.names("hand", "alice"))
    game.state.step = "beginning_of_combat"
    game.advance()
    game.resolve_stack()
    return len(game.names("hand", "alice")) - before


def test_attacking_with_two_or_more_creatures_needs_two_attackers(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 508.1: the ability triggers when attackers are declared, if two or more attack (how
    many times an "attack with" trigger fires for several attackers is the runtime's matter,
    not this condition's: here only whether it does)."""
    assert _attack_with(setup, pool, ["Grizzly Bears", "Llanowar Elves"]) >= 1
    assert _attack_with(setup, pool, ["Grizzly Bears"]) == 0
