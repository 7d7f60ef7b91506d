""""deals X damage divided evenly, rounded down, among ...": equal shares among what the effect
names as it resolves, rounded (CR 107.1a); a target illegal by then gets none and is not
counted (CR 608.2b)."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def test_x_damage_divided_evenly_among_targets(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """X is 5, three targets: 1 damage to each (5 / 3, rounded down)."""
    pool.add(homebrew("Even Blast", "Sorcery", mana_cost="{X}", abilities=[compiled("~ deals X damage divided evenly, rounded down, among any number of targets.")]))
    pool.add(homebrew("Big Wall", "Creature — Wall", mana_cost="{W}", power=0, toughness=9))
    game = setup({"alice": {"hand": ["Even Blast"], "battlefield": ["Mountain"] * 5}, "bob": {"battlefield": ["Big Wall", "Big Wall"]}},
                 answers={"alice": {"x": [5]}})
    walls = [o for o in game.battlefield("bob") if o.name == "Big Wall"]
    game.cast("alice", "Even Blast", targets={"target": [*walls, game.player("bob")]})
    game.resolve_stack()
    assert [w.damage for w in walls] == [1, 1] and game.player("bob").life == 19


def test_x_damage_divided_evenly_among_all_creatures_a_player_controls(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """X is 5, two creatures: 2 damage to each."""
    pool.add(homebrew("Even Volley", "Sorcery", mana_cost="{X}", abilities=[compiled("~ deals X damage divided evenly, rounded down, among all creatures target opponent controls.")]))
    pool.add(homebrew("Big Wall", "Creature — Wall", mana_cost="{W}", power=0, toughness=9))
    game = setup({"alice": {"hand": ["Even Volley"], "battlefield": ["Mountain"] * 5}, "bob": {"battlefield": ["Big Wall", "Big Wall"]}},
                 answers={"alice": {"x": [5]}})
    game.cast("alice", "Even Volley", targets=["bob"])
    game.resolve_stack()
    assert [o.damage for o in game.battlefield("bob")] == [2, 2] and game.player("bob").life == 20
