"""Players named by the compiler, played (helper cplayer, issue 19): "they" of each player of a
described group (CR 101.4), "the chosen player" chosen as a target (CR 601.2c, 607.2), and the
Auras attached to players the game state does not hold (CR 303.4), reported unsupported."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context
from oraclec.runtime.errors import UnsupportedAtRuntime

from conftest import compiled, compiled_ability


def _creature(pool, name: str, power: int) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Creature — Bear", mana_cost="{1}", power=power, toughness=power))
    return name


def test_each_opponent_who_sacrifices_the_greatest_of_their_own(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # Papalymo Totolymo: each of those opponents sacrifices the creature with the greatest power
    # among those they control (CR 101.4), not the greatest among all of theirs together (bob's
    # 2/2 is no greatest then, and bob sacrificed nothing)
    pool.add(homebrew("Greatest Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{T}: Each opponent who lost life this turn sacrifices a creature with the greatest power among creatures they control."))))
    small, big, bigger = _creature(pool, "Small Bear Test", 1), _creature(pool, "Big Bear Test", 2), _creature(pool, "Huge Bear Test", 4)
    game = setup({"alice": {"battlefield": ["Greatest Test"]}, "bob": {"battlefield": [small, big]}, "carol": {"battlefield": [bigger]}})
    game.lose_life("bob", 1)
    game.lose_life("carol", 1)
    game.activate("alice", game.find("Greatest Test"))
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == sorted(["Greatest Test", small])


def test_their_hand_is_each_ones_own(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Hands Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{T}: Each opponent who lost life this turn draws cards equal to the number of cards in their hand."))))
    game = setup({"alice": {"battlefield": ["Hands Test"]}, "bob": {"hand": ["Grizzly Bears"], "library": ["Grizzly Bears"] * 5}, "carol": {"hand": ["Grizzly Bears"] * 2, "library": ["Grizzly Bears"] * 5}})
    game.lose_life("bob", 1)
    game.lose_life("carol", 1)
    game.activate("alice", game.find("Hands Test"))
    game.resolve_stack()
    # each draws as many as they have (1 and 2), not as many as both have (3 each)
    assert (len(game.zone("hand", "bob").objects), len(game.zone("hand", "carol").objects)) == (2, 4)


def test_the_chosen_target_player(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # "choose target opponent. ... the chosen player" (CR 601.2c, 607.2): the player chosen as the
    # target, whom the damage is dealt to (no one was dealt damage before)
    pool.add(homebrew("Chosen Target Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{T}: Choose target opponent. This artifact deals 2 damage to the chosen player."))))
    game = setup({"alice": {"battlefield": ["Chosen Target Test"]}, "bob": {}, "carol": {}})
    game.activate("alice", game.find("Chosen Target Test"), targets=["carol"])
    game.resolve_stack()
    assert (game.player("bob").life, game.player("carol").life) == (20, 18)


def test_auras_attached_to_a_player_are_reported_unsupported(setup) -> None:  # type: ignore[no-untyped-def]
    # Witchbane Orb: the game state attaches Auras to objects only (CR 303.4)
    (destroy,) = compiled_ability("Destroy all Curses attached to you.", is_spell=True).effects
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    ctx = Context(controller="alice", source_id=game.find("Grizzly Bears").id)
    with pytest.raises(UnsupportedAtRuntime, match="Filter"):
        game.execute(destroy, ctx)
    with pytest.raises(UnsupportedAtRuntime, match="Attach"):
        game.execute(fx.Attach(what=fx.This(), to=fx.You()), ctx)


def test_target_player_dealt_damage_by_this_creature_this_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # Wicked Akuba: only a player this creature dealt damage to this turn can be the target
    # (CR 120.1, 601.2c)
    from oraclec.runtime.errors import IllegalAction

    pool.add(homebrew("Akuba Test", "Creature — Imp", mana_cost="{0}", power=1, toughness=1, abilities=list(compiled("{T}: Target player dealt damage by this creature this turn loses 1 life."))))
    game = setup({"alice": {"battlefield": ["Akuba Test"]}, "bob": {}, "carol": {}})
    akuba = game.find("Akuba Test")
    with pytest.raises(IllegalAction):
        game.activate("alice", akuba, targets=["bob"])
    game.deal_damage(game.info(akuba), "bob", 1)
    game.activate("alice", akuba, targets=["bob"])
    game.resolve_stack()
    assert (game.player("bob").life, game.player("carol").life) == (18, 20)
