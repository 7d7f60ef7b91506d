"""Excess damage (CR 120.4a, 120.10), compiled from the Oracle text and played: the damage dealt
to a permanent beyond lethal damage (a creature), its loyalty (a planeswalker) or its defense (a
battle); "the excess damage dealt this way", "If excess damage was dealt this way", "Excess
damage is dealt to that creature's controller instead." and "is dealt excess damage"."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def keyword(name: str) -> fx.Keyword:
    return fx.lower_keyword(fx.KeywordParams(name=name))


def compiled(text: str, *, is_spell: bool = False) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def sorcery(pool: Any, text: str, name: str = "Excess Test") -> str:
    pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=[compiled(text, is_spell=True)]))
    return name


def bear(pool: Any, name: str, power: int = 2, toughness: int = 2, abilities: tuple[Any, ...] = ()) -> str:
    pool.add(homebrew(name, "Creature — Bear", mana_cost="{1}{G}", power=power, toughness=toughness, abilities=list(abilities)))
    return name


# -- the amount (CR 120.4a, 120.10) ---------------------------------------------------------------
@pytest.mark.parametrize(("marked", "dealt", "excess"), [(0, 5, 2), (1, 5, 3), (0, 3, 0), (0, 1, 0), (3, 2, 2)])
def test_excess_damage_to_a_creature_is_beyond_lethal_damage(setup, pool, marked: int, dealt: int, excess: int) -> None:  # type: ignore[no-untyped-def]
    bear(pool, "Bear Test", 2, 3)
    game = setup({"alice": {}, "bob": {"battlefield": ["Bear Test"]}})
    target = game.find("Bear Test")
    target.damage = marked  # CR 120.6: damage already marked counts
    over: list[int] = []
    assert game.deal_damage(None, target, dealt, excess=over) == dealt
    assert over == [excess]
    (event,) = game.events("damage")
    assert event.get("excess") == excess


def test_any_damage_beyond_1_from_deathtouch_is_excess(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 120.4a, 702.2c: with deathtouch 1 damage is lethal
    bear(pool, "Bear Test", 2, 5)
    bear(pool, "Viper Test", 1, 1, abilities=(keyword("Deathtouch"),))
    game = setup({"alice": {"battlefield": ["Viper Test"]}, "bob": {"battlefield": ["Bear Test"]}})
    over: list[int] = []
    game.deal_damage(game.info(game.find("Viper Test")), game.find("Bear Test"), 4, excess=over)
    assert over == [3]


def test_excess_damage_to_a_planeswalker_is_beyond_its_loyalty(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Walker Test", "Legendary Planeswalker — Test", mana_cost="{3}", loyalty=3))
    game = setup({"alice": {}, "bob": {"battlefield": ["Walker Test"]}})
    walker = game.find("Walker Test")
    walker.counters["loyalty"] = 3
    assert game.damage_before_excess(walker) == 3
    over: list[int] = []
    game.deal_damage(None, walker, 5, excess=over)
    assert over == [2]
    assert game.damage_before_excess("bob") is None  # a player is dealt no excess damage


# -- "the excess damage dealt this way" -----------------------------------------------------------
def test_the_excess_damage_dealt_this_way_is_a_value() -> None:
    spell = compiled("~ deals 6 damage to target creature an opponent controls. You gain life equal to the excess damage dealt this way.", is_spell=True)
    assert spell.effects[1] == fx.GainLife(amount=fx.ExcessDamage(this_way=True), player=fx.You())


@pytest.mark.parametrize(("toughness", "life"), [(2, 24), (6, 20), (7, 20)])
def test_you_gain_life_equal_to_the_excess_damage(setup, pool, toughness: int, life: int) -> None:  # type: ignore[no-untyped-def]
    name = sorcery(pool, "~ deals 6 damage to target creature. You gain life equal to the excess damage dealt this way.")
    bear(pool, "Bear Test", 2, toughness)
    game = setup({"alice": {"hand": [name]}, "bob": {"battlefield": ["Bear Test"]}})
    game.cast("alice", name, targets=["Bear Test"])
    game.resolve_stack()
    assert game.player("alice").life == life


# -- "If excess damage was dealt this way" ----------------------------------------------------------
def test_if_excess_damage_was_dealt_compares_it_with_zero() -> None:
    spell = compiled("~ deals 6 damage to target creature. If excess damage was dealt this way, draw a card.", is_spell=True)
    assert spell.effects[1].condition == fx.Compare(left=fx.ExcessDamage(this_way=True), op=">", right=fx.Fixed(value=0))


@pytest.mark.parametrize(("target", "treasures"), [("Bear Test", 3), ("bob", 0)])
def test_that_many_after_the_condition_is_the_excess(setup, pool, target: str, treasures: int) -> None:  # type: ignore[no-untyped-def]
    name = sorcery(pool, "~ deals 5 damage to any target. If excess damage was dealt to a permanent this way, create that many tapped Treasure tokens.")
    bear(pool, "Bear Test")
    game = setup({"alice": {"hand": [name]}, "bob": {"battlefield": ["Bear Test"]}})
    game.cast("alice", name, targets=[target])
    game.resolve_stack()
    made = [o for o in game.battlefield() if o.controller == "alice" and "Treasure" in game.characteristics(o).subtypes]
    assert len(made) == treasures and all(o.tapped for o in made)


def test_its_controller_is_the_controller_of_the_creature_dealt_excess_damage(setup, pool) -> None:  # type: ignore[no-untyped-def]
    name = sorcery(pool, "~ deals 5 damage to target creature. If excess damage was dealt to a creature this way, its controller discards a card.")
    bear(pool, "Bear Test")
    bear(pool, "Alice Bear Test")
    game = setup({"alice": {"hand": [name, "Island"], "battlefield": ["Alice Bear Test"]}, "bob": {"battlefield": ["Bear Test"], "hand": ["Island"]}})
    game.cast("alice", name, targets=["Bear Test"])
    game.resolve_stack()
    assert game.names("hand", "bob") == [] and game.names("hand", "alice") == ["Island"]


# -- "Excess damage is dealt to that creature's controller instead." (CR 120.4a) ----------------------
def test_excess_damage_dealt_elsewhere_changes_the_damage_before_it() -> None:
    spell = compiled("~ deals 4 damage to target creature. Excess damage is dealt to that creature's controller instead.", is_spell=True)
    (damage,) = spell.effects
    assert isinstance(damage, fx.DealDamage) and damage.excess_to == fx.ControllerOf(what=damage.to)


def test_excess_damage_dealt_elsewhere_needs_the_damage_before_it() -> None:
    parsed = parse_ability(normalise_ability("Draw a card. Excess damage is dealt to that creature's controller instead."), is_spell=True)
    assert parsed.line is not None, parsed.error
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]
    assert any("excess damage dealt elsewhere" in r for r in reasons)


def test_excess_damage_of_damage_to_each_creature_is_not_dealt_elsewhere() -> None:
    # the excess of each creature would go to every creature's controller
    parsed = parse_ability(normalise_ability("~ deals 3 damage to each creature. Excess damage is dealt to that creature's controller instead."), is_spell=True)
    assert parsed.line is not None, parsed.error
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]
    assert any("excess damage dealt elsewhere" in r for r in reasons)


@pytest.mark.parametrize(("toughness", "marked", "life"), [(2, 0, 18), (3, 1, 18), (5, 0, 20)])
def test_the_excess_is_dealt_to_the_controller(setup, pool, toughness: int, marked: int, life: int) -> None:  # type: ignore[no-untyped-def]
    name = sorcery(pool, "~ deals 4 damage to target creature. Excess damage is dealt to that creature's controller instead.")
    bear(pool, "Bear Test", 2, toughness)
    game = setup({"alice": {"hand": [name]}, "bob": {"battlefield": ["Bear Test"]}})
    game.find("Bear Test").damage = marked
    game.cast("alice", name, targets=["Bear Test"])
    game.resolve_stack()
    assert game.player("bob").life == life
    if toughness == 5:  # no excess: all 4 is marked on the creature
        assert game.find("Bear Test").damage == 4


# -- "is dealt excess damage" (CR 120.10) ---------------------------------------------------------
WATCH = "Whenever a creature an opponent controls is dealt excess noncombat damage, you gain life equal to that excess damage."


def test_is_dealt_excess_noncombat_damage_is_a_trigger_event() -> None:
    ability = compiled(WATCH)
    assert ability.trigger.event == "dealt_excess_noncombat_damage"
    assert ability.effects == (fx.GainLife(amount=fx.ExcessDamage(this_way=False), player=fx.You()),)
    assert compiled("Whenever a creature is dealt excess damage, draw a card.").trigger.event == "dealt_excess_damage"


@pytest.mark.parametrize(("dealt", "combat", "life"), [(5, False, 23), (2, False, 20), (5, True, 20)])
def test_excess_noncombat_damage_triggers_with_the_excess(setup, pool, dealt: int, combat: bool, life: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Watch Test", "Enchantment", mana_cost="{0}", abilities=[compiled(WATCH)]))
    bear(pool, "Bear Test")
    game = setup({"alice": {"battlefield": ["Watch Test"]}, "bob": {"battlefield": ["Bear Test"]}})
    game.deal_damage(None, game.find("Bear Test"), dealt, combat=combat)
    game.resolve_stack()
    assert game.player("alice").life == life


def test_excess_damage_needs_its_whole_wording() -> None:
    assert parse_ability(normalise_ability("Whenever a creature is dealt excess, draw a card.")).line is None
    assert parse_ability(normalise_ability("If excess damage was this way, draw a card."), is_spell=True).line is None


# -- "was dealt excess damage this turn" (CR 120.10) ------------------------------------------------
def test_was_dealt_excess_damage_this_turn_is_the_history_of_that_creature() -> None:
    ability = compiled("Whenever this creature deals damage to a creature, if that creature was dealt excess damage this turn, draw a card.")
    assert isinstance(ability.condition, fx.HappenedThisTurn) and ability.condition.event == "was_dealt_excess_damage"


def test_excess_damage_this_turn_to_a_described_permanent_is_unsupported() -> None:
    parsed = parse_ability(normalise_ability("At the beginning of your end step, if a creature an opponent controls was dealt excess damage this turn, draw a card."))
    assert parsed.line is not None, parsed.error
    reasons = [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]
    assert any("excess damage dealt this turn" in r for r in reasons)


@pytest.mark.parametrize(("power", "drawn"), [(5, 1), (2, 0)])
def test_the_damage_this_creature_deals_beyond_lethal_draws(setup, pool, power: int, drawn: int) -> None:  # type: ignore[no-untyped-def]
    text = "Whenever this creature deals damage to a creature, if that creature was dealt excess damage this turn, draw a card."
    bear(pool, "Brute Test", power, 5, abilities=(compiled(text),))
    bear(pool, "Bear Test")
    game = setup({"alice": {"battlefield": ["Brute Test"], "library": ["Island"] * 3}, "bob": {"battlefield": ["Bear Test"]}})
    brute = game.find("Brute Test")
    game.deal_damage(game.info(brute), game.find("Bear Test"), power)
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == drawn


# -- "that damage" as an amount -------------------------------------------------------------------
def test_that_damage_is_the_damage_of_the_event() -> None:
    ability = compiled("Whenever this creature deals combat damage to a player, discover X, where X is that damage.")
    assert "EventAmount()" in repr(ability.effects)


def test_that_damage_needs_its_noun() -> None:
    assert parse_ability(normalise_ability("Discover X, where X is that damages."), is_spell=True).line is None


# -- "any target that isn't a Dragon", "any target other than that permanent" (CR 115.4) -------------
def test_any_target_but_a_quality_excludes_the_objects_described() -> None:
    ability = compiled("Whenever a Dragon you control is dealt damage, it deals that much damage to any target that isn't a Dragon.")
    (damage,) = ability.effects
    assert damage.to.what == fx.AnyTarget(excluded=fx.Filter(subtypes=("Dragon",)))


def test_any_target_but_an_object_excludes_it() -> None:
    text = "Whenever a creature or planeswalker an opponent controls is dealt excess noncombat damage, ~ deals damage equal to the excess to any target other than that permanent."
    (damage,) = compiled(text).effects
    assert damage.to.what == fx.AnyTarget(excluded=fx.Found(key="triggering"))
    assert damage.amount == fx.ExcessDamage(this_way=False)


def test_any_target_that_is_something_is_not_lowered() -> None:
    parsed = parse_ability(normalise_ability("~ deals 1 damage to any target that was dealt damage this turn."), is_spell=True)
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_a_dragon_is_not_a_legal_target(setup, pool) -> None:  # type: ignore[no-untyped-def]
    from oraclec.runtime.targets import target_candidates

    name = sorcery(pool, "~ deals 2 damage to any target that isn't a Bear.")
    bear(pool, "Bear Test")
    pool.add(homebrew("Elf Test", "Creature — Elf", mana_cost="{G}", power=1, toughness=1))
    game = setup({"alice": {"hand": [name]}, "bob": {"battlefield": ["Bear Test", "Elf Test"]}})
    spell = next(a for a in game.abilities(game.find(name)) if isinstance(a, fx.SpellAbility))
    (damage,) = spell.effects
    from oraclec.runtime.context import Context

    legal = target_candidates(game, damage.to, Context(controller="alice"))
    names = [getattr(c, "name", None) for c in legal]
    assert "Bear Test" not in [game.info(c).name for c in legal if hasattr(c, "zone")]
    assert "Elf Test" in [game.info(c).name for c in legal if hasattr(c, "zone")]
    assert {"alice", "bob"} <= set(names)


def test_the_permanent_dealt_excess_damage_is_not_a_legal_target(setup, pool) -> None:  # type: ignore[no-untyped-def]
    from oraclec.runtime.context import Context
    from oraclec.runtime.targets import target_candidates

    text = "Whenever a creature an opponent controls is dealt excess noncombat damage, this enchantment deals damage equal to the excess to any target other than that permanent."
    ability = compiled(text)
    pool.add(homebrew("Watch Test", "Enchantment", mana_cost="{0}", abilities=[ability]))
    bear(pool, "Wall Test", 0, 3, abilities=(keyword("Indestructible"),))
    bear(pool, "Bear Test")
    game = setup({"alice": {"battlefield": ["Watch Test"]}, "bob": {"battlefield": ["Wall Test", "Bear Test"]}})
    game.deal_damage(None, game.find("Wall Test"), 4)
    (event,) = game.events("damage")
    assert event.get("excess") == 1
    ctx = Context(controller="alice", source_id=game.find("Watch Test").id, ability=ability, event=event)
    legal = [game.info(c).name for c in target_candidates(game, ability.effects[0].to, ctx) if hasattr(c, "zone")]
    assert "Wall Test" not in legal and "Bear Test" in legal
