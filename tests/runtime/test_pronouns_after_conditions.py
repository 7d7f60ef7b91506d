"""Who "it" and "that player" name after an intervening "if" that tests this object, and in
triggers whose event has another party (CR 603.2, 603.4, 608.2c): the real cards, compiled."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game

from conftest import require_compiled, scripted_game


def play(db_pool: CardPool, players: dict, active: str = "alice") -> Game:  # type: ignore[type-arg]
    return scripted_game(db_pool, players, active=active)


def test_opal_archangel_becomes_the_angel_not_the_opponents_spell(db_pool) -> None:
    # "When an opponent casts a creature spell, if this permanent is an enchantment, it becomes a
    # 5/5 Angel creature with flying and vigilance.": "it" is the object the "if" tested (CR 603.4)
    require_compiled(db_pool, "Opal Archangel", "Grizzly Bears")
    game = play(db_pool, {"alice": {"battlefield": ["Opal Archangel"]}, "bob": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]}}, active="bob")
    archangel = game.find("Opal Archangel")
    game.cast("bob", "Grizzly Bears")
    game.resolve_stack()
    bears = game.find("Grizzly Bears")
    angel, bear = game.characteristics(archangel), game.characteristics(bears)
    assert "Creature" in angel.types and "Angel" in angel.subtypes and (angel.power, angel.toughness) == (5, 5)
    assert "Angel" not in bear.subtypes and (bear.power, bear.toughness) == (2, 2)


def test_netherborn_phalanx_counts_each_opponents_own_creatures(db_pool) -> None:
    # "each opponent loses 1 life for each creature they control": the opponent's creatures, not
    # this creature's controller's (CR 608.2c)
    require_compiled(db_pool, "Netherborn Phalanx", "Grizzly Bears")
    game = play(db_pool, {"alice": {"hand": ["Netherborn Phalanx"], "battlefield": ["Swamp"] * 6}, "bob": {"battlefield": ["Grizzly Bears"] * 3}})
    game.cast("alice", "Netherborn Phalanx")
    game.resolve_stack()
    assert game.player("bob").life == 20 - 3


def test_ashenmoor_liege_makes_the_opponent_who_targeted_it_lose_life(db_pool) -> None:
    # "Whenever this creature becomes the target of a spell or ability an opponent controls, that
    # player loses 4 life.": the opponent controlling that spell (CR 603.2), not this creature's
    # controller
    require_compiled(db_pool, "Ashenmoor Liege", "Shock")
    game = play(db_pool, {"alice": {"battlefield": ["Ashenmoor Liege"]}, "bob": {"hand": ["Shock"], "battlefield": ["Mountain"]}}, active="bob")
    liege = game.find("Ashenmoor Liege")
    game.cast("bob", "Shock", targets=[liege])
    game.resolve_stack()
    assert (game.player("alice").life, game.player("bob").life) == (20, 16)


def test_scalelord_reckoner_destroys_a_permanent_of_the_opponent_who_targeted(db_pool) -> None:
    # "destroy target nonland permanent that player controls": the target is chosen among the
    # permanents of the opponent controlling the spell, as the trigger is put on the stack
    # (CR 603.3d, 601.2c)
    require_compiled(db_pool, "Scalelord Reckoner", "Shock", "Grizzly Bears")
    game = play(db_pool, {"alice": {"battlefield": ["Scalelord Reckoner", "Grizzly Bears"]}, "bob": {"hand": ["Shock"], "battlefield": ["Mountain", "Grizzly Bears"]}}, active="bob")
    reckoner = game.find("Scalelord Reckoner")
    game.cast("bob", "Shock", targets=[reckoner])
    game.resolve_stack()
    assert sorted(game.names("graveyard", "bob")) == ["Grizzly Bears", "Shock"]
    assert "Grizzly Bears" in game.names("battlefield", "alice")


def test_cursed_windbreaker_attaches_to_the_creature_manifest_dread_made(db_pool) -> None:
    # "When this Equipment enters, manifest dread, then attach this Equipment to that creature.":
    # the face-down 2/2 put onto the battlefield (CR 701.62a, 400.7), not this Equipment
    require_compiled(db_pool, "Cursed Windbreaker")
    game = play(db_pool, {"alice": {"hand": ["Cursed Windbreaker"], "battlefield": ["Island"] * 3, "library": ["Forest", "Craw Wurm", "Island"]}, "bob": {}})
    game.cast("alice", "Cursed Windbreaker")
    game.resolve_stack()
    (face_down,) = [o for o in game.zone("battlefield").objects if o.face_down]
    assert game.find("Cursed Windbreaker").attached_to == face_down.id
    assert len(game.zone("graveyard", "alice")) == 1
