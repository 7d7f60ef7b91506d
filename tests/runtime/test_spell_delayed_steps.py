""""At the beginning of your next upkeep, pay {4}{R}. If you don't, you lose the game." and "At
the beginning of combat this turn, ~ deals 3 damage to each creature.": an instant's or
sorcery's paragraph at a step of one turn only is a delayed triggered ability the spell creates
as it resolves (CR 603.7a), once at the next such step, or each time this turn (CR 603.7b);
compiled from the card database and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.text import normalise_ability

from conftest import compiled, next_turn, require_compiled


def play(db_pool: CardPool, players: dict) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool)
    for name in players:
        game.choosers[name] = ScriptedChooser({})
    return game


def test_a_permanents_line_at_the_next_upkeep_stays_unsupported() -> None:
    """Only a spell creates the delayed trigger (CR 603.7a); a permanent's triggered ability at
    "your next upkeep" has no model."""
    with pytest.raises(AssertionError):
        compiled("At the beginning of your next upkeep, you lose the game.")


def _to_upkeep(game: Game) -> None:
    next_turn(game)  # bob's turn
    next_turn(game)  # alice's again: the untap step, then her upkeep
    while game.state.step != "upkeep":
        game.advance()
    game.resolve_stack()


@pytest.mark.parametrize(("lands", "loses"), [(5, False), (0, True)])
def test_a_pact_is_paid_for_at_the_next_upkeep(db_pool, lands, loses) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Pact of the Titan")
    game = play(db_pool, {"alice": {"hand": ["Pact of the Titan"], "library": ["Island"] * 5, "battlefield": ["Mountain"] * lands},
                          "bob": {"library": ["Island"] * 5}})
    game.cast("alice", "Pact of the Titan")
    game.resolve_stack()
    assert game.names("battlefield", "alice").count("Giant Token") == 1
    assert not game.player("alice").lost  # not this turn's upkeep: the next one
    _to_upkeep(game)
    assert game.player("alice").lost == loses


def spell_line(text: str) -> tuple[fx.Ability, ...]:
    """One paragraph of an instant, compiled fully."""
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(abilities)
    return abilities


def test_this_turns_combat(db_pool) -> None:  # type: ignore[no-untyped-def]
    """The text of Intervention of Keranos (which has no mana cost) on an instant."""
    db_pool.add(homebrew("Keranos Test", "Instant", mana_cost="{R}", abilities=list(spell_line("At the beginning of combat this turn, ~ deals 3 damage to each creature."))))
    game = play(db_pool, {"alice": {"hand": ["Keranos Test"], "library": ["Island"] * 5, "battlefield": ["Mountain"] * 4 + ["Grizzly Bears"]},
                          "bob": {"library": ["Island"] * 5, "battlefield": ["Grizzly Bears"]}})
    while game.state.step != "main1":
        game.advance()
    game.cast("alice", "Keranos Test")
    game.resolve_stack()
    assert game.names("battlefield").count("Grizzly Bears") == 2  # not yet
    while game.state.step != "beginning_of_combat":
        game.advance()
    game.resolve_stack()
    assert game.names("battlefield").count("Grizzly Bears") == 0
    assert game.names("graveyard", "bob") == ["Grizzly Bears"]


def test_the_delayed_trigger_is_the_spells() -> None:
    """The paragraph is lowered as one more instruction of the spell: a delayed trigger."""
    (ability,) = spell_line("At the beginning of your next end step, you lose the game.")
    assert ability == fx.SpellAbility(effects=(fx.DelayedTrigger(trigger=fx.StepTrigger(step="end", player=fx.You()), effects=(fx.LoseGame(player=fx.You()),)),))
