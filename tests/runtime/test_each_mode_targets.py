""""Choose one or more. Each mode must target a different player." (CR 700.2, 601.2c): a
requirement on the targets of the modes chosen, together, checked as the targets are chosen:
each mode chosen targets a player, no player a target of two of them. A mode that targets is
chosen only with legal targets for it (CR 700.2a): no more modes than the players they can
target. Compiled from the card database (a triggered ability) and from text (an activated
one), and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec.parser import parse_ability
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.runtime.errors import IllegalAction
from oraclec.text import normalise_ability

from conftest import cards, compiled, require_compiled

LICH = "Vindictive Lich"  # dies: choose one or more, each mode a different player; target opponent ...
RELIC = "{0}: Choose one or both. Each mode must target a different player.\n• Target player draws a card.\n• Target player gains 2 life."


def test_the_requirement_is_kept_with_the_modes() -> None:
    (ability,) = compiled(RELIC)
    assert ability.modes is not None and ability.modes.different_players and (ability.modes.min, ability.modes.max) == (1, 2)


def test_a_rider_of_other_words_is_not_read() -> None:
    text = "{0}: Choose one or both. Each mode must target a different creature.\n• Tap target creature.\n• Untap target creature."
    parsed = parse_ability(normalise_ability(text), is_spell=False)
    assert parsed.line is not None
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def _lich_game(db_pool, chooser: dict) -> Game:  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"battlefield": [LICH], "library": ["Island"] * 20},
                       "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Island"] * 3, "library": ["Island"] * 20},
                       "carol": {"battlefield": ["Grizzly Bears"], "hand": ["Island"] * 3, "library": ["Island"] * 20}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser(chooser)
    game.choosers["bob"] = ScriptedChooser({})
    game.choosers["carol"] = ScriptedChooser({})
    return game


def test_the_modes_target_different_opponents(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, LICH)
    game = _lich_game(db_pool, {"mode": [[2, 3]], "target": ["bob", "carol"]})
    game.destroy(game.find(LICH, "battlefield"))
    game.resolve_stack()
    assert len(game.zone("hand", "bob").objects) == 1  # bob discarded two cards
    assert game.player("carol").life == 15  # carol lost 5 life


def test_one_opponent_for_two_modes_is_not_legal(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, LICH)
    game = _lich_game(db_pool, {"mode": [[2, 3]], "target": ["bob", "bob"]})
    game.destroy(game.find(LICH, "battlefield"))
    game.resolve_stack()
    # the targets chosen are not legal together: the ability never goes on the stack
    assert len(game.zone("hand", "bob").objects) == 3 and game.player("bob").life == 20


def test_no_more_modes_than_opponents_to_target(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, LICH)
    game = Game.setup({"alice": {"battlefield": [LICH], "library": ["Island"] * 20},
                       "bob": {"hand": ["Island"] * 3, "library": ["Island"] * 20}}, pool=db_pool)
    alice = ScriptedChooser({})
    game.choosers["alice"] = alice
    game.choosers["bob"] = ScriptedChooser({})
    game.destroy(game.find(LICH, "battlefield"))
    game.resolve_stack()
    (choice,) = [c for c, _ in alice.log if c.kind == "mode"]
    assert (choice.min, choice.max) == (1, 1)  # one opponent: one mode (CR 700.2a)


@pytest.fixture
def relic_game() -> Game:
    (ability,) = compiled(RELIC)
    pool = CardPool(use_database=False)
    for definition in (*cards(), homebrew("Forked Relic", "Artifact", abilities=[ability], oracle_text=RELIC)):
        pool.add(definition)
    game = Game.setup({"alice": {"battlefield": ["Forked Relic"], "library": ["Island"] * 20},
                       "bob": {"library": ["Island"] * 20}}, pool=pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    return game


def test_an_activated_ability_refuses_one_player_for_two_modes(relic_game: Game) -> None:
    relic = relic_game.find("Forked Relic", "battlefield")
    with pytest.raises(IllegalAction, match="different player"):
        relic_game.activate("alice", relic, modes=[1, 2], targets=["bob", "bob"])
    relic_game.activate("alice", relic, modes=[1, 2], targets=["alice", "bob"])
    relic_game.resolve_stack()
    assert len(relic_game.zone("hand", "alice").objects) == 1 and relic_game.player("bob").life == 22
