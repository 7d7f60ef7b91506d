""""If a spell cast this way would be put into a graveyard, exile it instead." (CR 400.7h,
601.2, 608.2g): the game keeps with each spell the permission that let it be cast, so that the
rest of the ability that gave it finds that spell. Compiled from the card database (Maestros
Ascendancy, Scholar of the Lost Trove) and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser

from conftest import compiled, require_compiled, scripted_game

ASCENDANCY = "Maestros Ascendancy"  # Once during each of your turns, you may cast an instant or sorcery spell from your graveyard by sacrificing a creature ... If a spell cast this way would be put into your graveyard, exile it instead.
SCHOLAR = "Scholar of the Lost Trove"  # When this creature enters, you may cast target instant, sorcery, or artifact card from your graveyard without paying its mana cost. If an instant or sorcery spell cast this way would be put into your graveyard, exile it instead.


def test_a_spell_cast_this_way_is_the_spells_the_permission_let_be_cast() -> None:
    abilities = compiled("Once during each of your turns, you may cast an instant or sorcery spell from your graveyard by sacrificing a creature in addition to paying its other costs. If a spell cast this way would be put into your graveyard, exile it instead.")
    permission, replacement = abilities
    assert isinstance(permission.effects[0], fx.PlayPermission)
    assert isinstance(replacement, fx.Replacement) and replacement.what == fx.CastThisWay()
    (trigger,) = compiled("When this creature enters, you may cast target instant, sorcery, or artifact card from your graveyard without paying its mana cost. If an instant or sorcery spell cast this way would be put into your graveyard, exile it instead.")
    cast, created = trigger.effects
    assert isinstance(cast, fx.Cast) and isinstance(created, fx.CreateReplacement)
    assert created.replacement.what == fx.CastThisWay(what=fx.Filter(any_types=("Instant", "Sorcery"), zone="stack"))


def _game(db_pool: CardPool, players) -> Game:  # type: ignore[no-untyped-def]
    return scripted_game(db_pool, players, step="main1")


def test_a_static_permission_is_kept_with_the_spell_and_exiles_it(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, ASCENDANCY)
    game = _game(db_pool, {"alice": {"battlefield": [ASCENDANCY, "Grizzly Bears"] + ["Island"] * 7, "graveyard": ["Divination"], "hand": ["Divination"], "library": ["Island"] * 8},
                           "bob": {"library": ["Island"] * 5}})
    spell = game.cast("alice", "Divination", zone="graveyard")
    ascendancy = next(o for o in game.zone("battlefield").objects if o.name == ASCENDANCY)
    assert spell.cast.permission is not None and spell.cast.permission[0] == ascendancy.id  # CR 400.7h
    game.resolve_stack()
    assert "Divination" in game.names("exile") and "Divination" not in game.names("graveyard", "alice")
    # a spell cast from the hand is no spell cast this way: it goes to the graveyard as usual
    game.cast("alice", "Divination", zone="hand", method="normal")
    game.resolve_stack()
    assert game.names("graveyard", "alice").count("Divination") == 1


def test_a_spell_cast_during_the_resolution_is_found_by_the_rest_of_the_ability(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, SCHOLAR)
    game = _game(db_pool, {"alice": {"hand": [SCHOLAR], "battlefield": ["Island"] * 7, "graveyard": ["Divination"], "library": ["Island"] * 8},
                           "bob": {"library": ["Island"] * 5}})
    card = game.zone("graveyard", "alice").objects[0]
    game.cast("alice", SCHOLAR, zone="hand")
    game.resolve_stack()  # the creature resolves; its enters trigger goes on the stack
    while game.zone("stack").objects and game.zone("stack").objects[-1].name == SCHOLAR:
        game.resolve_stack()
    game.choosers["alice"].add("target", card)
    game.resolve_stack()
    assert "Divination" in game.names("exile") and "Divination" not in game.names("graveyard", "alice")


ZEMO = "Helmut Zemo, Mastermind"  # Whenever ~ attacks, you may cast target instant or sorcery card ... from your graveyard. ... If you cast a spell this way, put a +1/+1 counter on ~.


@pytest.mark.parametrize("cast", [True, False])
def test_if_you_cast_a_spell_this_way_asks_the_cast_during_the_resolution(db_pool, cast) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, ZEMO)
    game = Game.setup({"alice": {"battlefield": [ZEMO] + ["Island"] * 3, "graveyard": ["Brainstorm"], "library": ["Island"] * 8},
                       "bob": {"library": ["Island"] * 5}}, pool=db_pool)
    zemo = game.zone("battlefield", "alice").objects[0]
    card = game.zone("graveyard", "alice").objects[0]
    game.choosers["alice"] = ScriptedChooser({"attackers": [[zemo.name]], "target": [card], "card": [[card] if cast else []]})
    game.choosers["bob"] = ScriptedChooser({"blockers": [[]]})
    while game.state.step != "main1":
        game.advance()
    game.state.step = "beginning_of_combat"
    game.advance()
    game.resolve_stack()
    assert zemo.counters.get("+1/+1", 0) == (1 if cast else 0)
