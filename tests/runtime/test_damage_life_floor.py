""""Damage that would reduce your life total to less than 1 reduces it to 1 instead." (Worship,
Ali from Cairo, Angel's Grace, Elderscale Wurm): a replacement of the result of damage dealt to
a player (CR 614.1a, 120.3a). The Worship rulings: it reduces the life total to 1, not the
damage to 1; the damage is still dealt (lifelink gains it all); loss of life from other causes
bypasses it. Compiled from the card database and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser

from conftest import compiled, require_compiled


def start(db_pool, alice: dict, bob: dict | None = None) -> Game:  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"library": ["Island"] * 10, **alice}, "bob": {"library": ["Island"] * 10, **(bob or {})}}, pool=db_pool, active="bob")
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    return game


def shock_alice(game: Game) -> None:
    game.cast("bob", "Shock", targets={"target": [game.player("alice")]})
    game.resolve_stack()


def test_it_compiles_to_a_life_floor() -> None:
    (ability,) = compiled("Damage that would reduce your life total to less than 1 reduces it to 1 instead.")
    assert ability.effects == (fx.DamageLifeFloor(life=fx.Fixed(value=1)),)


def test_worship_leaves_its_controller_at_one_life(db_pool) -> None:  # type: ignore[no-untyped-def]
    """2 damage at 2 life leaves 1 life, and so does the next 2; the damage is dealt in full."""
    require_compiled(db_pool, "Worship")
    game = start(db_pool, {"life": 2, "battlefield": ["Worship", "Grizzly Bears"]}, {"hand": ["Shock"] * 2, "battlefield": ["Mountain"] * 2})
    shock_alice(game)
    assert game.player("alice").life == 1
    shock_alice(game)
    assert game.player("alice").life == 1 and not game.player("alice").lost
    assert [e.amount for e in game.events("damage")] == [2, 2]


def test_worship_without_a_creature_does_nothing(db_pool) -> None:  # type: ignore[no-untyped-def]
    """"If you control a creature, ...": with none, the damage takes the life total to 0."""
    game = start(db_pool, {"life": 2, "battlefield": ["Worship"]}, {"hand": ["Shock"], "battlefield": ["Mountain"]})
    shock_alice(game)
    assert game.player("alice").life == 0 and game.player("alice").lost


def test_loss_of_life_bypasses_it(db_pool) -> None:  # type: ignore[no-untyped-def]
    """The Worship ruling: loss of life that isn't damage is not changed (Sign in Blood)."""
    require_compiled(db_pool, "Ali from Cairo", "Sign in Blood")
    game = start(db_pool, {"life": 2, "battlefield": ["Ali from Cairo"]}, {"hand": ["Sign in Blood"], "battlefield": ["Swamp"] * 2})
    game.cast("bob", "Sign in Blood", targets={"target": [game.player("alice")]})
    game.resolve_stack()
    assert game.player("alice").life == 0 and game.player("alice").lost


def test_lifelink_damage_is_still_dealt(db_pool) -> None:  # type: ignore[no-untyped-def]
    """The damage is dealt (CR 120.3a changed, not prevented): 5 lifelink damage at 3 life costs
    alice 2 life, and bob gains 5 (CR 702.15b)."""
    require_compiled(db_pool, "Vampire Nighthawk")
    game = start(db_pool, {"life": 3, "battlefield": ["Ali from Cairo"]}, {"battlefield": ["Vampire Nighthawk"]})
    nighthawk = game.find("Vampire Nighthawk", "battlefield")
    assert game.deal_damage(game.info(nighthawk), "alice", 5) == 5
    assert game.player("alice").life == 1 and game.player("bob").life == 25
    assert game.state.turn_record.life_lost["alice"] == 2


def test_angels_grace_lasts_until_end_of_turn(db_pool) -> None:  # type: ignore[no-untyped-def]
    """A resolved effect (CR 611.2a): it applies this turn, and ends in the cleanup step (CR
    514.2)."""
    require_compiled(db_pool, "Angel's Grace")
    game = start(db_pool, {"life": 3, "hand": ["Angel's Grace"], "battlefield": ["Plains"]}, {"hand": ["Shock"] * 2, "battlefield": ["Mountain"] * 2})
    game.pass_priority("bob")
    game.cast("alice", "Angel's Grace")
    game.resolve_stack()
    shock_alice(game)
    assert game.player("alice").life == 1
    while game.state.turn == 1:
        game.advance()
    while game.state.step != "main1":
        game.advance()
    game.pass_priority("alice")
    shock_alice(game)
    assert game.player("alice").life == -1


def test_elderscales_floor_is_seven(db_pool) -> None:  # type: ignore[no-untyped-def]
    """"As long as you have 7 or more life, ... less than 7 reduces it to 7 instead":
    2 damage at 9 life leaves 7; at 7 life it applies again, and the life total stays at 7."""
    require_compiled(db_pool, "Elderscale Wurm")
    game = start(db_pool, {"life": 9, "battlefield": ["Elderscale Wurm"]}, {"hand": ["Shock"] * 2, "battlefield": ["Mountain"] * 2})
    shock_alice(game)
    assert game.player("alice").life == 7
    shock_alice(game)
    assert game.player("alice").life == 7
