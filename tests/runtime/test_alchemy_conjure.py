"""Alchemy (digital-only) "conjure a card named ~": a new card named after the source."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def _conjure(text: str) -> fx.Conjure:
    (ability,) = compiler.compile_line(parse_ability(normalise_ability(text)).line)
    (effect,) = ability.effects
    assert isinstance(effect, fx.Conjure)
    return effect


def test_conjure_a_card_named_self_compiles_to_the_source_name() -> None:
    e = _conjure("{1}, {T}, Discard a card: Conjure a card named ~ into your hand.")
    assert e.name_of_source and e.name is None and e.to == "hand"


def test_conjure_named_self_puts_a_new_copy_of_the_card_into_the_zone(setup, pool) -> None:
    effect = fx.Conjure(to="graveyard", name_of_source=True, amount=fx.Fixed(value=2))
    pool.add(homebrew("Echo Spell", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(effect,))]))
    game = setup({"alice": {"hand": ["Echo Spell"], "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}})
    game.cast("alice", "Echo Spell")
    game.resolve_stack()
    # the cast card itself plus two conjured cards named after it
    assert game.names("graveyard", "alice").count("Echo Spell") == 3
