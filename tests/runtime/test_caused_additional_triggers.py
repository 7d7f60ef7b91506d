""""If an artifact or creature entering causes a triggered ability of a permanent you control to
trigger, that ability triggers an additional time." (CR 603.2d, 603.6a), "If a creature dying
causes ...", "If a creature attacking causes ...": compiled from Oracle text and played; only the
abilities that event made trigger trigger again."""

from __future__ import annotations

from conftest import compiled

from oraclec.runtime import homebrew

ENTERING = "If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time."
DYING = "If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time."
ATTACKING = "If a creature attacking causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time."


def _static(pool, name: str, text: str) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Artifact", mana_cost="{0}", abilities=[*compiled(text)]))
    return name


def _creature(pool, name: str, *texts: str) -> str:  # type: ignore[no-untyped-def]
    abilities = [a for text in texts for a in compiled(text)]
    pool.add(homebrew(name, "Creature — Bear", mana_cost="{0}", power=2, toughness=2, abilities=abilities))
    return name


def test_an_entering_creature_makes_enters_abilities_trigger_twice(setup, pool) -> None:  # type: ignore[no-untyped-def]
    echo = _static(pool, "Entering Echo Test", ENTERING)
    bear = _creature(pool, "Entering Gainer Test", "When this creature enters, you gain 1 life.")
    game = setup({"alice": {"hand": [bear], "battlefield": [echo]}, "bob": {}})
    game.cast("alice", bear)
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_a_land_entering_is_not_the_cause_described(setup, pool) -> None:  # type: ignore[no-untyped-def]
    echo = _static(pool, "Entering Echo Test", ENTERING)
    watcher = _creature(pool, "Land Watcher Test", "Whenever a land you control enters, you gain 1 life.")
    game = setup({"alice": {"hand": ["Forest"], "battlefield": [echo, watcher]}, "bob": {}})
    game.play_land("alice", "Forest")
    game.resolve_stack()
    assert game.player("alice").life == 21


def test_an_ability_another_event_made_trigger_triggers_once(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # the creature's dying makes "whenever a creature dies" trigger: not an entering (CR 603.2d)
    echo = _static(pool, "Entering Echo Test", ENTERING)
    watcher = _creature(pool, "Death Watcher Test", "Whenever another creature dies, you gain 1 life.")
    game = setup({"alice": {"battlefield": [echo, watcher, "Grizzly Bears"]}, "bob": {}})
    game.destroy(game.find("Grizzly Bears"))
    game.resolve_stack()
    assert game.player("alice").life == 21


def test_a_creature_dying_makes_its_own_and_others_abilities_trigger_twice(setup, pool) -> None:  # type: ignore[no-untyped-def]
    echo = _static(pool, "Dying Echo Test", DYING)
    watcher = _creature(pool, "Death Watcher Test", "Whenever another creature dies, you gain 1 life.")
    game = setup({"alice": {"battlefield": [echo, watcher, "Grizzly Bears"]}, "bob": {}})
    game.destroy(game.find("Grizzly Bears"))
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_an_opponents_permanent_is_not_yours(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # "a triggered ability of a permanent you control": bob's watcher triggers once
    echo = _static(pool, "Dying Echo Test", DYING)
    watcher = _creature(pool, "Death Watcher Test", "Whenever another creature dies, you gain 1 life.")
    game = setup({"alice": {"battlefield": [echo, "Grizzly Bears"]}, "bob": {"battlefield": [watcher]}})
    game.destroy(game.find("Grizzly Bears"))
    game.resolve_stack()
    assert game.player("bob").life == 21


def test_a_creature_attacking_makes_its_attack_ability_trigger_twice(setup, pool) -> None:  # type: ignore[no-untyped-def]
    echo = _static(pool, "Attacking Echo Test", ATTACKING)
    bear = _creature(pool, "Attack Gainer Test", "Whenever this creature attacks, you gain 1 life.")
    game = setup({"alice": {"battlefield": [echo, bear]}, "bob": {}}, answers={"alice": {"attackers": [[bear]]}})
    game.state.step = "beginning_of_combat"
    game.advance()
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_a_creature_dying_with_the_permanent_whose_ability_says_so_still_counts(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 603.10a: the game looks back in time for leaves-the-battlefield abilities, so the
    # static ability of a creature dying at the same time applies, to its own death too
    pool.add(homebrew("Dying Echo Creature Test", "Creature — Advisor", mana_cost="{0}", power=2, toughness=4, abilities=[*compiled(DYING)]))
    watcher = _creature(pool, "Death Watcher Test", "Whenever another creature dies, you gain 1 life.")
    game = setup({"alice": {"battlefield": ["Dying Echo Creature Test", watcher, "Grizzly Bears"]}, "bob": {}})
    game.move_many([game.find("Dying Echo Creature Test"), game.find("Grizzly Bears")], "graveyard")
    game.resolve_stack()
    assert game.player("alice").life == 24
