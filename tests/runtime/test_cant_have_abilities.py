"""An object that "can't have" an ability loses it, and no effect adds it back, whatever the
timestamps (CR 113.11, applied in layer 6, 613.1f): compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = False) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def test_a_later_grant_does_not_give_back_what_it_cant_have(setup, pool) -> None:  # type: ignore[no-untyped-def]
    archetype = compiled("Creatures your opponents control lose flying and can't have or gain flying.")
    pool.add(homebrew("Archetype Test", "Enchantment Creature — Human", mana_cost="{0}", power=2, toughness=2, abilities=[archetype]))
    flier = compiled("Flying")
    pool.add(homebrew("Flier Test", "Creature — Bird", mana_cost="{0}", power=1, toughness=1, abilities=[flier]))
    wings = compiled("Target creature gains flying until end of turn.", is_spell=True)
    pool.add(homebrew("Wings Test", "Instant", mana_cost="{0}", abilities=[wings]))
    game = setup({"alice": {"battlefield": ["Archetype Test"], "hand": ["Wings Test"]}, "bob": {"battlefield": ["Flier Test", "Grizzly Bears"]}})
    flier_obj = game.find("Flier Test", "battlefield")
    bears = game.find("Grizzly Bears", "battlefield")
    assert not game.characteristics(flier_obj).has_keyword("flying")
    game.cast("alice", "Wings Test", targets=[bears])
    game.resolve_stack()
    # the grant has the later timestamp, and still does not apply (CR 113.11)
    assert not game.characteristics(bears).has_keyword("flying")
    # the controller's own creature is not among those described
    assert not game.characteristics(game.find("Archetype Test", "battlefield")).has_keyword("flying")


def test_losing_an_ability_alone_yields_to_a_later_grant(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """Without "can't have", a later effect that adds the ability applies after the loss (CR 613.7)."""
    loss = compiled("Creatures your opponents control lose flying.")
    pool.add(homebrew("Loss Test", "Enchantment", mana_cost="{0}", abilities=[loss]))
    wings = compiled("Target creature gains flying until end of turn.", is_spell=True)
    pool.add(homebrew("Wings Test", "Instant", mana_cost="{0}", abilities=[wings]))
    game = setup({"alice": {"battlefield": ["Loss Test"], "hand": ["Wings Test"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bears = game.find("Grizzly Bears", "battlefield")
    game.cast("alice", "Wings Test", targets=[bears])
    game.resolve_stack()
    assert game.characteristics(bears).has_keyword("flying")
