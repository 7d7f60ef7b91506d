""""Whenever a source you control deals noncombat damage to an opponent", "Whenever an opponent
is dealt noncombat damage" (CR 120.2: noncombat damage is any damage not dealt in the combat
damage step, CR 510.2): compiled from Oracle text and played; combat damage does not trigger."""

from __future__ import annotations

from conftest import compiled

from oraclec import effects as fx
from oraclec.runtime import homebrew

DEALS = "Whenever a source you control deals noncombat damage to an opponent, you draw that many cards."
DEALT = "Whenever an opponent is dealt noncombat damage, you gain 1 life."


def _watcher(pool, text: str) -> str:  # type: ignore[no-untyped-def]
    name = "Noncombat Watcher Test " + str(abs(hash(text)) % 1000)
    pool.add(homebrew(name, "Creature — Wizard", mana_cost="{0}", power=1, toughness=1, abilities=[*compiled(text)]))
    return name


def _burn(pool) -> str:  # type: ignore[no-untyped-def]
    effect = fx.DealDamage(amount=fx.Fixed(value=2), to=fx.Target(key="t", what=fx.Union(parts=(fx.Filter(types=("Creature",)), fx.EachPlayer()))), source=fx.This())
    pool.add(homebrew("Noncombat Burn Test", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(effect,))]))
    return "Noncombat Burn Test"


def test_a_spell_dealing_damage_to_an_opponent_triggers_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    watcher = _watcher(pool, DEALS)
    burn = _burn(pool)
    game = setup({"alice": {"hand": [burn], "battlefield": [watcher], "library": ["Forest"] * 5}, "bob": {}}, answers={"alice": {"target": ["bob"]}})
    hand = len(game.zone("hand", "alice").objects)
    game.cast("alice", burn)
    game.resolve_stack()
    assert game.player("bob").life == 18
    assert len(game.zone("hand", "alice").objects) == hand - 1 + 2


def test_damage_to_yourself_does_not_trigger_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    watcher = _watcher(pool, DEALT)
    game = setup({"alice": {"battlefield": [watcher]}, "bob": {}})
    game.deal_damage(None, "alice", 2)
    game.resolve_stack()
    assert game.player("alice").life == 18
    game.deal_damage(None, "bob", 2)
    game.resolve_stack()
    assert game.player("alice").life == 19


def test_combat_damage_does_not_trigger_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    watcher = _watcher(pool, DEALT)
    game = setup({"alice": {"battlefield": [watcher, "Grizzly Bears"]}, "bob": {}}, answers={"alice": {"attackers": [["Grizzly Bears"]]}, "bob": {"blockers": [[]]}})
    game.state.step = "beginning_of_combat"
    while game.player("bob").life == 20 and game.state.step != "end":
        game.advance()
    game.resolve_stack()
    assert game.player("bob").life == 18 and game.player("alice").life == 20
