"""Permissions to activate abilities beyond the rules' limits (CR 602.5), compiled from their
text and played: loyalty abilities of a permanent twice each turn rather than only once (CR
606.3), abilities of creatures as though they had haste (CR 302.6, 602.5a), and equip
abilities any time the player could cast an instant (CR 602.5d)."""

from __future__ import annotations

import pytest

from oraclec.runtime import homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import compiled

WALKER = "Twice Walker"


def _walker(pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew(WALKER, "Legendary Planeswalker — Testwalker", mana_cost="{3}", loyalty=5,
                      abilities=[*compiled("[+1]: You gain 1 life."), *compiled("[−1]: You gain 2 life.")]))


def _loyal(game):  # type: ignore[no-untyped-def]
    """The planeswalker, with the loyalty counters it enters with (CR 306.5b)."""
    walker = game.find(WALKER, "battlefield")
    walker.counters["loyalty"] = 5
    return walker


def test_loyalty_abilities_twice_each_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 606.3: one loyalty ability of a permanent each turn; "twice each turn rather than only
    once" allows a second (the same one or another), never a third."""
    _walker(pool)
    pool.add(homebrew("Oath Test", "Legendary Enchantment", mana_cost="{2}", abilities=compiled(
        "You may activate the loyalty abilities of planeswalkers you control twice each turn rather than only once.")))
    game = setup({"alice": {"battlefield": [WALKER]}, "bob": {}})
    walker = _loyal(game)
    game.activate("alice", walker, 1)
    game.resolve_stack()
    with pytest.raises(IllegalAction, match="606.3"):
        game.activate("alice", walker, 2)  # without the permission: once
    game = setup({"alice": {"battlefield": [WALKER, "Oath Test"]}, "bob": {}})
    walker = _loyal(game)
    game.activate("alice", walker, 1)
    game.resolve_stack()
    game.activate("alice", walker, 1)
    game.resolve_stack()
    assert game.player("alice").life == 22
    with pytest.raises(IllegalAction, match="606.3"):
        game.activate("alice", walker, 2)


def test_loyalty_abilities_twice_this_turn_from_an_instruction(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 606.3, 611.2: a resolved permission lasts this turn only (CR 514.2)."""
    _walker(pool)
    pool.add(homebrew("Titans Test", "Sorcery", mana_cost="{0}", abilities=compiled(
        "You may activate the loyalty abilities of planeswalkers you control twice this turn rather than only once.", is_spell=True)))
    game = setup({"alice": {"battlefield": [WALKER], "hand": ["Titans Test"]}, "bob": {}})
    walker = _loyal(game)
    game.cast("alice", "Titans Test")
    game.resolve_stack()
    game.activate("alice", walker, 1)
    game.resolve_stack()
    game.activate("alice", walker, 2)
    game.resolve_stack()
    assert game.player("alice").life == 23


def test_abilities_as_though_the_creatures_had_haste(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 302.6, 602.5a: a {T} ability of a creature its controller hasn't controlled since the
    start of the turn, activated as though it had haste; only of the creatures described."""
    pool.add(homebrew("Tapper Test", "Creature — Elf", mana_cost="{1}", power=1, toughness=1, abilities=compiled("{T}: You gain 1 life.")))
    pool.add(homebrew("Elixir Creature", "Creature — Elf", mana_cost="{3}", power=1, toughness=1, abilities=[
        *compiled("You may activate abilities of other creatures you control as though those creatures had haste."), *compiled("{T}: You gain 1 life.")]))
    game = setup({"alice": {"battlefield": ["Tapper Test"]}, "bob": {}})
    tapper = game.find("Tapper Test", "battlefield")
    tapper.controlled_since_turn = game.state.turn
    with pytest.raises(IllegalAction, match="602.5a"):
        game.activate("alice", tapper, 1)
    game = setup({"alice": {"battlefield": ["Tapper Test", "Elixir Creature"]}, "bob": {}})
    tapper, elixir = game.find("Tapper Test", "battlefield"), game.find("Elixir Creature", "battlefield")
    tapper.controlled_since_turn = elixir.controlled_since_turn = game.state.turn
    game.activate("alice", tapper, 1)
    game.resolve_stack()
    assert game.player("alice").life == 21
    with pytest.raises(IllegalAction, match="602.5a"):
        game.activate("alice", elixir, 1)  # "other creatures": not its own


def test_equip_abilities_any_time_you_could_cast_an_instant(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 602.5d, 702.6a: equip only as a sorcery; the permission lets it be activated whenever
    the player has priority, during their turn only here (the static ability's condition)."""
    pool.add(homebrew("Blade Test", "Artifact — Equipment", mana_cost="{0}", abilities=[*compiled("Equipped creature gets +1/+0."), *compiled("Equip {0}")]))
    pool.add(homebrew("Forge Test", "Enchantment", mana_cost="{0}", abilities=compiled("During your turn, you may activate equip abilities any time you could cast an instant.")))
    pool.add(homebrew("Shock Test", "Instant", mana_cost="{0}", abilities=compiled("You gain 1 life.", is_spell=True)))
    for with_forge in (False, True):
        game = setup({"alice": {"battlefield": ["Blade Test", "Grizzly Bears", *(["Forge Test"] if with_forge else [])], "hand": ["Shock Test"]}, "bob": {}})
        blade, bears = game.find("Blade Test", "battlefield"), game.find("Grizzly Bears", "battlefield")
        game.cast("alice", "Shock Test")  # the stack isn't empty: no sorcery timing
        if not with_forge:
            with pytest.raises(IllegalAction, match="602.5d"):
                game.activate("alice", blade, 1, targets=[bears])
            continue
        game.activate("alice", blade, 1, targets=[bears])
        game.resolve_stack()
        assert blade.attached_to == bears.id
