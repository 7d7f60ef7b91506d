"""The nth event of its kind each turn (CR 603.2): "Whenever a player casts their first spell each
turn" (Pain Distributor), "Whenever a player casts their second spell each turn" (Hearthborn
Battler), "Whenever you draw your second card each turn" (Jolrael, Mwonvuli Recluse), "Whenever an
opponent casts their first noncreature spell each turn" (Shadow in the Warp). The event is counted
among this turn's events of that player that match the trigger, itself included; earlier turns'
events are not counted. Compiled from the card database and played."""

from __future__ import annotations

from oraclec.runtime import Game, ScriptedChooser

from conftest import next_turn, require_compiled


def _game(db_pool, alice: dict, bob: dict | None = None) -> Game:  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"library": ["Island"] * 10, **alice}, "bob": {"library": ["Swamp"] * 10, **(bob or {})}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({}, strict=False)
    return game


def _count(game: Game, player: str, name: str) -> int:
    return sum(1 for o in game.battlefield(player) if o.name == name)


def _cast(game: Game, player: str, name: str) -> None:
    game.cast(player, name)
    game.resolve_stack()


def test_pain_distributor_first_spell_of_each_player_each_turn(db_pool) -> None:  # type: ignore[no-untyped-def]
    """alice's first spell makes her a Treasure, her second none; the next turn bob's first spell
    makes him one (the count is each player's, and restarts each turn)."""
    require_compiled(db_pool, "Pain Distributor")
    game = _game(db_pool, {"battlefield": ["Pain Distributor"], "hand": ["Ornithopter", "Memnite"]}, {"hand": ["Ornithopter", "Memnite"]})
    _cast(game, "alice", "Ornithopter")
    assert _count(game, "alice", "Treasure") == 1
    _cast(game, "alice", "Memnite")
    assert _count(game, "alice", "Treasure") == 1
    next_turn(game)
    assert game.active_player.name == "bob"
    while game.state.step != "main1":
        game.advance()
    _cast(game, "bob", "Ornithopter")
    assert _count(game, "bob", "Treasure") == 1
    _cast(game, "bob", "Memnite")
    assert _count(game, "bob", "Treasure") == 1
    assert _count(game, "alice", "Treasure") == 1


def test_hearthborn_battler_second_spell_only(db_pool) -> None:  # type: ignore[no-untyped-def]
    """alice's first spell deals no damage, her second 2 to bob, her third none."""
    require_compiled(db_pool, "Hearthborn Battler")
    game = _game(db_pool, {"battlefield": ["Hearthborn Battler"], "hand": ["Ornithopter", "Memnite", "Darksteel Relic"]})
    life = game.player("bob").life
    _cast(game, "alice", "Ornithopter")
    assert game.player("bob").life == life
    _cast(game, "alice", "Memnite")
    assert game.player("bob").life == life - 2
    _cast(game, "alice", "Darksteel Relic")
    assert game.player("bob").life == life - 2


def test_jolrael_second_card_drawn_each_turn(db_pool) -> None:  # type: ignore[no-untyped-def]
    """The second card alice draws this turn makes a Cat, drawn alone or as the second of two;
    the third makes none; the next turn's draws are counted afresh."""
    require_compiled(db_pool, "Jolrael, Mwonvuli Recluse")
    game = _game(db_pool, {"battlefield": ["Jolrael, Mwonvuli Recluse"]})
    game.draw("alice", 1)
    game.resolve_stack()
    assert _count(game, "alice", "Cat Token") == 0
    game.draw("alice", 2)
    game.resolve_stack()
    assert _count(game, "alice", "Cat Token") == 1
    game.draw("alice", 1)
    game.resolve_stack()
    assert _count(game, "alice", "Cat Token") == 1
    next_turn(game)
    game.draw("alice", 2)
    game.resolve_stack()
    assert _count(game, "alice", "Cat Token") == 2


def test_shadow_in_the_warp_counts_only_noncreature_spells(db_pool) -> None:  # type: ignore[no-untyped-def]
    """bob's creature spell is not counted: his first noncreature spell, cast after it, deals 2
    damage to him; his second noncreature spell none."""
    require_compiled(db_pool, "Shadow in the Warp")
    game = _game(db_pool, {"battlefield": ["Shadow in the Warp"]}, {"hand": ["Ornithopter", "Darksteel Relic", "Darksteel Relic"]})
    next_turn(game)
    while game.state.step != "main1":
        game.advance()
    life = game.player("bob").life
    _cast(game, "bob", "Ornithopter")
    assert game.player("bob").life == life
    _cast(game, "bob", "Darksteel Relic")
    assert game.player("bob").life == life - 2
    _cast(game, "bob", "Darksteel Relic")
    assert game.player("bob").life == life - 2


def test_hercules_first_damage_each_turn(db_pool) -> None:  # type: ignore[no-untyped-def]
    """"Whenever Hercules is dealt damage for the first time each turn, put that many +1/+1
    counters on him": the first damage (2) puts two counters, the second none; the next turn's
    first damage is counted afresh (a trigger naming only the object counts that object's
    events)."""
    require_compiled(db_pool, "Hercules, Olympian Hero")
    game = _game(db_pool, {"battlefield": ["Hercules, Olympian Hero"]})
    (hercules,) = [o for o in game.battlefield("alice") if o.name == "Hercules, Olympian Hero"]
    game.deal_damage(None, hercules, 2)
    game.resolve_stack()
    assert game.get(hercules.id).counters["+1/+1"] == 2
    game.deal_damage(None, hercules, 1)
    game.resolve_stack()
    assert game.get(hercules.id).counters["+1/+1"] == 2
    next_turn(game)
    game.deal_damage(None, hercules, 1)
    game.resolve_stack()
    assert game.get(hercules.id).counters["+1/+1"] == 3
