"""Doubling the power of several creatures (CR 701.10b): each gets +X/+0 where X is its own
power, every X read as the effect begins; compiled from the Oracle text and played."""

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


def test_each_creature_doubles_its_own_power(setup, pool) -> None:  # type: ignore[no-untyped-def]
    spell = compiled("Double the power and toughness of each creature you control until end of turn.")
    pool.add(homebrew("Double Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    game = setup({"alice": {"hand": ["Double Test"], "battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {"battlefield": ["Kami of Old Stone"]}})
    bears = game.find("Grizzly Bears", "battlefield")
    elves = game.find("Llanowar Elves", "battlefield")
    kami = game.find("Kami of Old Stone", "battlefield")
    game.cast("alice", "Double Test")
    game.resolve_stack()
    assert (game.characteristics(bears).power, game.characteristics(bears).toughness) == (4, 4)
    assert (game.characteristics(elves).power, game.characteristics(elves).toughness) == (2, 2)
    assert (game.characteristics(kami).power, game.characteristics(kami).toughness) == (1, 7)
    turn = game.state.turn
    while game.state.turn == turn:
        game.advance()
    assert game.characteristics(bears).power == 2
