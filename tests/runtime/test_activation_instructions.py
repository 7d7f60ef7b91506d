"""Activation instructions (CR 602.1b). "Only your opponents may activate this ability.": the
players who may activate the ability, instead of its controller (CR 602.2); "your" is the
controller of the object, read as the ability is activated. "Choose one. Activate only once each
turn." and the bullets: instructions written before the modes hold for the whole ability (CR
602.5b, 700.2), as do those written after a keyword ability for the activated ability it
stands for ("Equip {0}. Activate only once each turn."). ", where X is ... as you activate this
ability" is read as it is activated (CR 602.2b, 601.2). Compiled from the card database and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import cards, compiled, require_compiled

CLERGY = "Clergy of the Holy Nimbus"  # {1}: can't be regenerated this turn; only your opponents
SKINSHIFTER = "Skinshifter"  # {G}: Choose one. Activate only once each turn. • Rhino • Bird • Plant
ARMOR = "Leather Armor"  # Equip {0}. Activate only once each turn.
GOAT = "Oft-Nabbed Goat"  # {1}: Draw a card. Gain control of this creature ... only your opponents, only as a sorcery


@pytest.mark.parametrize(("text", "activators"), [
    ("{1}: This creature can't be regenerated this turn. Only your opponents may activate this ability.", fx.EachOpponent()),
    ("{0}: Draw a card. Only this creature's owner may activate this ability.", fx.OwnerOf(what=fx.This())),
    ("{0}: Draw a card. Only you may activate this ability.", fx.You()),
])
def test_the_players_named_are_kept_with_the_ability(text: str, activators: fx.Reference) -> None:
    (ability,) = compiled(text)
    assert ability.activators == activators and not ability.any_player


def _game(db_pool, card: str) -> Game:  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"battlefield": [card] + ["Plains"] * 3, "library": ["Island"] * 20},
                       "bob": {"battlefield": ["Plains"] * 3, "library": ["Island"] * 20}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    return game


def test_only_an_opponent_of_its_controller_may_activate_it(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, CLERGY)
    game = _game(db_pool, CLERGY)
    clergy = game.find(CLERGY, "battlefield")
    with pytest.raises(IllegalAction, match="602.1b"):
        game.activate("alice", clergy, ability=1)  # its controller may not
    game.pass_priority("alice")
    game.activate("bob", clergy, ability=1)  # an opponent of its controller may
    assert len(game.zone("stack")) == 1


def _to_main_of(game: Game, player: str) -> None:
    game.advance()
    while game.state.step != "main1" or game.active_player.name != player:
        game.advance()


def test_who_may_activate_follows_its_controller(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, GOAT)
    game = _game(db_pool, GOAT)
    _to_main_of(game, "bob")
    goat = game.find(GOAT, "battlefield")
    game.activate("bob", goat, ability=1)
    game.resolve_stack()
    assert game.controller_of(goat) == "bob"
    with pytest.raises(IllegalAction, match="602.1b"):
        game.activate("bob", goat, ability=1)  # now its controller: not an opponent of "you"
    _to_main_of(game, "alice")
    game.activate("alice", game.find(GOAT, "battlefield"), ability=1)
    game.resolve_stack()
    assert game.controller_of(game.find(GOAT, "battlefield")) == "alice"


def test_instructions_before_the_modes_hold_for_the_ability(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, SKINSHIFTER)
    (ability,) = compiled("{G}: Choose one. Activate only once each turn.\n• Draw a card.\n• You gain 2 life.")
    assert ability.once_per_turn and ability.modes is not None and len(ability.modes.modes) == 2
    game = Game.setup({"alice": {"battlefield": [SKINSHIFTER] + ["Forest"] * 2, "library": ["Island"] * 20},
                       "bob": {"library": ["Island"] * 20}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    skinshifter = game.find(SKINSHIFTER, "battlefield")
    game.activate("alice", skinshifter, modes=[1])
    game.resolve_stack()
    assert game.power(skinshifter) == 4  # a 4/4 Rhino
    with pytest.raises(IllegalAction, match="602.5b"):
        game.activate("alice", skinshifter, modes=[2])  # another mode, the same ability


def test_instructions_after_a_keyword_hold_for_its_ability(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, ARMOR)
    game = Game.setup({"alice": {"battlefield": [ARMOR, "Grizzly Bears", "Savannah Lions"], "library": ["Island"] * 20},
                       "bob": {"library": ["Island"] * 20}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    armor = game.find(ARMOR, "battlefield")
    bears, lions = game.find("Grizzly Bears", "battlefield"), game.find("Savannah Lions", "battlefield")
    game.activate("alice", armor, targets=[bears])
    game.resolve_stack()
    assert game.get(armor.id).attached_to == bears.id
    with pytest.raises(IllegalAction, match="once each turn"):
        game.activate("alice", armor, targets=[lions])  # equip is as a sorcery, and now once each turn


def test_a_number_as_you_activate_this_ability_is_read_then() -> None:
    text = "{0}: You gain X life, where X is the number of creatures you control as you activate this ability."
    (ability,) = compiled(text)
    assert isinstance(ability.effects[0].amount, fx.ValueAsCast)
    pool = CardPool(use_database=False)
    for definition in (*cards(), homebrew("Counting Relic", "Artifact", abilities=[ability], oracle_text=text)):
        pool.add(definition)
    game = Game.setup({"alice": {"battlefield": ["Counting Relic", "Grizzly Bears", "Grizzly Bears"], "library": ["Island"] * 20},
                       "bob": {"library": ["Island"] * 20}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    game.activate("alice", game.find("Counting Relic", "battlefield"))
    game.destroy(game.find("Grizzly Bears", "battlefield"))  # before it resolves: one creature left
    game.resolve_stack()
    assert game.player("alice").life == 22  # two creatures as it was activated
