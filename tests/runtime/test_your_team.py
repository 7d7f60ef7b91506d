""""your team" (CR 102.4): in a game that isn't between teams, it means "you"."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime.context import Context
from oraclec.runtime.references import players_of
from oraclec.text import normalise_ability


def test_your_team_controls_is_a_condition_on_your_team() -> None:
    parsed = parse_ability(normalise_ability("Whenever this creature attacks, if your team controls another Warrior, tap target creature."))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in((ability,))
    assert ability.condition.player == fx.PlayerRole(role="your team")


def test_your_team_is_you_without_teams(setup) -> None:  # type: ignore[no-untyped-def]
    game = setup({"alice": {}, "bob": {}})
    ctx = Context(controller="bob")
    assert [p.name for p in players_of(game, fx.PlayerRole(role="your team"), ctx)] == ["bob"]
