"""A quoted ability granted inside its sentence ('gains "{T}: ..." until end of turn', CR
113.1b, 611.2a), compiled from the Oracle text and played."""

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


def test_the_granted_ability_lasts_until_end_of_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    spell = compiled('Target creature gains "{T}: You gain 2 life" until end of turn.')
    pool.add(homebrew("Grant Test", "Sorcery", mana_cost="{0}", abilities=[spell]))
    game = setup({"alice": {"hand": ["Grant Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears", "battlefield")
    game.cast("alice", "Grant Test", targets=[bears])
    game.resolve_stack()
    granted = [a for a in game.abilities(bears) if isinstance(a, fx.ActivatedAbility)]
    assert len(granted) == 1 and isinstance(granted[0].effects[0], fx.GainLife)
    turn = game.state.turn
    while game.state.turn == turn:
        game.advance()
    assert not [a for a in game.abilities(bears) if isinstance(a, fx.ActivatedAbility)]
