"""Additional effects of the mana an ability adds on the spell it is spent on (CR 106.6): "If
that mana is spent on a creature spell, it gains haste.", "If this mana is spent to cast a
creature spell, that creature enters with an additional +1/+1 counter on it.", compiled from the
Oracle text and played: the mana carries the effect, which happens as the mana is spent on such a
spell, without the stack, and never if it is spent on anything else."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled

GENOMIC = "{T}: Add {%s}. If this mana is spent to cast a creature spell, that creature enters with an additional +1/+1 counter on it."
BANDIT = "{T}: Add {G}. If that mana is spent on a creature spell, it gains haste."
SHELTER = "{T}: Add {U}. If that mana is spent on an instant or sorcery spell, that spell can't be countered."


def land(pool, name: str, text: str) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Land", abilities=compiled(text)))


def tap_for_mana(game, name: str) -> None:  # type: ignore[no-untyped-def]
    game.activate("alice", next(o for o in game.battlefield() if o.name == name))


def test_it_is_no_triggered_ability() -> None:
    """CR 106.6: an effect of the mana, not a delayed triggered ability (603.7)."""
    (ability,) = compiled(BANDIT)
    rider = ability.effects[-1]
    assert isinstance(rider, fx.IfManaSpent)
    assert rider.effects == (fx.GrantAbilities(what=fx.Found(key="triggering"), abilities=rider.effects[0].abilities, duration=None),)


def test_that_creature_enters_with_an_additional_counter(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 106.6, 614.1c: the creature spell the mana paid for enters with the counter."""
    land(pool, "Genome Grove", GENOMIC % "G")
    game = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Genome Grove"], "mana": "{G}"}, "bob": {}})
    tap_for_mana(game, "Genome Grove")
    game.cast("alice", "Grizzly Bears")
    assert len(game.stack_items()) == 1  # nothing triggered: the effect needs no stack
    game.resolve_stack()
    bears = game.find("Grizzly Bears")
    assert bears.counters.get("+1/+1", 0) == 1
    assert not game.state.delayed_triggers


def test_mana_spent_on_another_spell_is_gone_with_its_effect(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 106.6: spent on a spell it doesn't describe, the mana does nothing, then or later."""
    land(pool, "Genome Isle", GENOMIC % "U")
    game = setup({"alice": {"hand": ["Divination", "Grizzly Bears"], "battlefield": ["Genome Isle", "Forest", "Forest"], "mana": "{U}{U}", "library": ["Island"] * 3}, "bob": {}})
    tap_for_mana(game, "Genome Isle")
    game.cast("alice", "Divination")
    game.resolve_stack()
    assert not game.state.delayed_triggers
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    assert game.find("Grizzly Bears").counters.get("+1/+1", 0) == 0


def test_it_gains_haste_and_the_permanent_keeps_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 106.6, 400.7a: the spell gains haste; the permanent it becomes has it."""
    land(pool, "Bandit Hall", BANDIT)
    game = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Bandit Hall"], "mana": "{G}"}, "bob": {}})
    tap_for_mana(game, "Bandit Hall")
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    assert game.characteristics(game.find("Grizzly Bears")).has_keyword("Haste")


def test_that_spell_cant_be_countered(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 106.6, 101.2: "that spell can't be countered" as the mana pays for it."""
    land(pool, "Shelter Pool", SHELTER)
    game = setup({"alice": {"hand": ["Divination"], "battlefield": ["Shelter Pool"], "mana": "{U}{U}", "library": ["Island"] * 3},
                  "bob": {"hand": ["Cancel"], "mana": "{1}{U}{U}"}})
    tap_for_mana(game, "Shelter Pool")
    game.cast("alice", "Divination")
    divination = next(o for o in game.stack_items() if getattr(o, "name", None) == "Divination")
    game.pass_priority("alice")
    game.cast("bob", "Cancel", targets=[divination])
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 2  # Divination resolved


def test_a_resolved_ability_that_gives_a_spell_haste_gives_the_permanent_haste(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 400.7a: "Whenever you cast a creature spell, it gains haste until end of turn.": the
    permanent the spell becomes has haste."""
    pool.add(homebrew("Haste Banner", "Enchantment", mana_cost="{2}", abilities=compiled("Whenever you cast a creature spell, it gains haste until end of turn.")))
    game = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Haste Banner"], "mana": "{G}{G}"}, "bob": {}})
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    assert game.characteristics(game.find("Grizzly Bears")).has_keyword("Haste")


def test_it_gains_riot_and_enters_with_a_counter_or_haste(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 106.6, 702.136a, 614.12: the spell gains riot, so the permanent it becomes enters with
    a +1/+1 counter or haste (an effect that exists and would apply to it on the battlefield)."""
    land(pool, "Riot Grounds", "{T}: Add {G}. If that mana is spent on a creature spell, it gains riot.")
    game = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Riot Grounds"], "mana": "{G}"}, "bob": {}})
    tap_for_mana(game, "Riot Grounds")
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    bears = game.find("Grizzly Bears")
    assert bears.counters.get("+1/+1", 0) == 1 or game.characteristics(bears).has_keyword("Haste")
    assert not (bears.counters.get("+1/+1", 0) == 1 and game.characteristics(bears).has_keyword("Haste"))
