""""half X", "half their library", "half the creatures they control", rounded as the clause
(", rounded up") or a sentence ("Round down each time.") says (CR 107.1a); compiled and played."""

from __future__ import annotations

import pytest

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


@pytest.mark.parametrize("text", ["Draw half X cards.", "Each player discards half the cards in their hand, rounded up."])
def test_no_rounding_said_or_every_players_half_counted_together_stays_unsupported(text: str) -> None:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_half_x_rounded_down_each_time(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Krasis Test", "Sorcery", mana_cost="{X}", abilities=[compiled("You gain half X life and draw half X cards. Round down each time.")]))
    game = setup({"alice": {"hand": ["Krasis Test"], "battlefield": ["Island"] * 5, "library": ["Forest"] * 5}, "bob": {}},
                 answers={"alice": {"x": [5]}})
    game.cast("alice", "Krasis Test")
    game.resolve_stack()
    assert game.player("alice").life == 22 and game.names("hand", "alice") == ["Forest", "Forest"]


@pytest.mark.parametrize(("text", "milled"), [("Target player mills half their library, rounded down.", 2), ("Target player mills half their library, rounded up.", 3)])
def test_mills_half_their_library(setup, pool, text: str, milled: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Mill Test", "Sorcery", mana_cost="{0}", abilities=[compiled(text)]))
    game = setup({"alice": {"hand": ["Mill Test"]}, "bob": {"library": ["Island"] * 5}})
    game.cast("alice", "Mill Test", targets=["bob"])
    game.resolve_stack()
    assert len(game.zone("graveyard", "bob")) == milled


def test_sacrifices_half_the_creatures_they_control_rounded_up(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Rakdos Test", "Sorcery", mana_cost="{0}", abilities=[compiled("Target opponent sacrifices half the creatures they control of their choice, rounded up.")]))
    game = setup({"alice": {"hand": ["Rakdos Test"]}, "bob": {"battlefield": ["Grizzly Bears"] * 3}})
    game.cast("alice", "Rakdos Test", targets=["bob"])
    game.resolve_stack()
    assert game.names("battlefield") == ["Grizzly Bears"]
