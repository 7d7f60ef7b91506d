"""Life totals set to a number (CR 119.5) and starting life totals (CR 103.4), compiled from
their text and played."""

from __future__ import annotations

from oraclec.compiler.entry import compile_line_with_problems
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def _sorcery(pool, name: str, text: str) -> None:  # type: ignore[no-untyped-def]
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    abilities, problems = compile_line_with_problems(parsed.line, text=text)
    assert not problems, problems
    pool.add(homebrew(name, "Sorcery", mana_cost="{0}", abilities=list(abilities)))


def test_each_players_life_total_becomes_what_they_control(setup, pool) -> None:
    """"they" is each player in turn: two creatures, two life; one creature, one life."""
    _sorcery(pool, "Census of Life", "Each player's life total becomes the number of creatures they control.")
    game = setup({"alice": {"hand": ["Census of Life"], "battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Census of Life")
    game.resolve_stack()
    assert (game.player("alice").life, game.player("bob").life) == (2, 1)


def test_half_a_starting_life_total_rounded_down(setup, pool) -> None:
    _sorcery(pool, "Halving Curse", "Target player's life total becomes half their starting life total, rounded down.")
    game = setup({"alice": {"hand": ["Halving Curse"]}, "bob": {}})
    game.player("bob").starting_life = 25
    game.cast("alice", "Halving Curse", targets={"target": ["bob"]})
    game.resolve_stack()
    assert (game.player("alice").life, game.player("bob").life) == (20, 12)


def test_a_life_total_raised_to_a_number_is_life_gained(setup, pool) -> None:
    """CR 119.5: the player gains the difference, so it is life gained this turn."""
    _sorcery(pool, "Last Mercy", "Your life total becomes equal to your starting life total.")
    game = setup({"alice": {"hand": ["Last Mercy"]}, "bob": {}})
    game.player("alice").life = 3
    game.cast("alice", "Last Mercy")
    game.resolve_stack()
    assert game.player("alice").life == 20
    assert game.state.turn_record.life_gained["alice"] == 17
