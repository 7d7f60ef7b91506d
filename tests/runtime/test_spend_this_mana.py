"""Delayed triggered abilities on spending the mana an ability produced (CR 106.6, 603.7):
"When you spend this mana to cast a Dragon creature spell, scry 2.", "When that mana is spent to
cast a red instant or sorcery spell, ...", compiled from the Oracle text and played: the mana
carries the ability, which triggers as it is spent on such a spell, and only then."""

from __future__ import annotations


from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled


NURTURER = "{T}: Add {G}. When you spend this mana to cast a Dragon creature spell, you gain 2 life."


def test_spending_this_mana_on_a_dragon_spell_triggers(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 106.6, 603.7: the delayed ability triggers as the mana is spent on a Dragon spell."""
    pool.add(homebrew("Nurturer", "Artifact", mana_cost="{2}", abilities=compiled(NURTURER)))
    pool.add(homebrew("Whelp", "Creature — Dragon", mana_cost="{G}", power=1, toughness=1))
    game = setup({"alice": {"hand": ["Whelp"], "battlefield": ["Nurturer"]}, "bob": {}})
    life = game.player("alice").life
    game.activate("alice", next(o for o in game.battlefield() if o.name == "Nurturer"))
    game.cast("alice", "Whelp")
    game.resolve_stack()
    assert "Whelp" in game.names("battlefield")
    assert game.player("alice").life == life + 2


def test_spending_this_mana_on_another_spell_does_not_trigger(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 106.6: mana spent on a spell the ability does not describe is gone; the ability never
    triggers, not even on a later Dragon spell paid with other mana."""
    pool.add(homebrew("Nurturer", "Artifact", mana_cost="{2}", abilities=compiled(NURTURER)))
    pool.add(homebrew("Whelp", "Creature — Dragon", mana_cost="{G}", power=1, toughness=1))
    game = setup({"alice": {"hand": ["Grizzly Bears", "Whelp"], "battlefield": ["Nurturer", "Forest"], "mana": "{G}"}, "bob": {}})
    life = game.player("alice").life
    game.activate("alice", next(o for o in game.battlefield() if o.name == "Nurturer"))
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    game.cast("alice", "Whelp")
    game.resolve_stack()
    assert {"Grizzly Bears", "Whelp"} <= set(game.names("battlefield"))
    assert game.player("alice").life == life
    assert not game.state.delayed_triggers


def test_that_mana_spent_copies_that_spell() -> None:
    """"copy that spell": the spell the mana was spent on (the event's object)."""
    (ability,) = compiled("{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy that spell and you may choose new targets for the copy.")
    delayed = next(e for e in fx.walk(ability.effects) if isinstance(e, fx.DelayedTrigger))
    assert delayed.trigger.event == "spend_this_mana"
