""""Repeat this process" (CR 608.2c): the instructions before it, compiled from their Oracle text
into a Process and played: again while the condition before "repeat" holds, "N more times",
"any number of times" as the player chooses; a loop of mandatory passes that never ends is a draw
(CR 104.4b, 731.4)."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew, limits
from oraclec.text import normalise_ability

from conftest import compiled_ability


def reasons(text: str, *, is_spell: bool = True) -> list[str]:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    return [u.reason for u in compiler.unsupported_in(compiler.compile_line(parsed.line))]


PRIMAL_SURGE = ("Exile the top card of your library. If it's a permanent card, you may put it onto the battlefield. "
                "If you do, repeat this process.")


def test_if_you_do_repeat_makes_the_instructions_before_it_a_process() -> None:
    (process,) = compiled_ability(PRIMAL_SURGE).effects
    assert isinstance(process, fx.Process)
    exile, conditional, if_did = process.effects
    assert isinstance(exile, fx.Move) and exile.to == "exile"
    assert isinstance(conditional, fx.Conditional)
    assert if_did == fx.IfDid(effects=(fx.RepeatProcess(),))


@pytest.mark.parametrize(("text", "times"), [
    ("Draw a card. Repeat this process once.", fx.Fixed(value=1)),
    ("Draw a card. Repeat this process two more times.", fx.Fixed(value=2)),
    ("Draw a card. Then repeat this process X more times.", fx.Variable(name="X")),
])
def test_a_count_of_more_passes(text: str, times: fx.Value) -> None:
    (process,) = compiled_ability(text).effects
    assert isinstance(process, fx.Process)
    assert process.effects[-1] == fx.RepeatProcess(times=times)


def test_any_number_of_times_is_a_choice_each_pass() -> None:
    (process,) = compiled_ability("You gain 1 life. You may repeat this process any number of times.").effects
    assert isinstance(process, fx.Process)
    assert process.effects[-1] == fx.May(effects=(fx.RepeatProcess(),), player=fx.You())


@pytest.mark.parametrize(("text", "reason"), [
    # what "this way" gathers over every pass is not kept by the passes
    ("Exile the top card of your library. If it's a land card, repeat this process. Create a 1/1 red Warrior creature token "
     "for each nonland card exiled this way.", "instructions after"),
    ("You gain 1 life. Repeat this process any number of times.", "without a player who may"),
])
def test_what_a_process_cannot_honour_is_unsupported(text: str, reason: str) -> None:
    assert any(reason in r for r in reasons(text))


def test_a_process_repeats_while_the_player_does(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Surge Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(PRIMAL_SURGE)]))
    game = setup({"alice": {"hand": ["Surge Test"], "library": ["Grizzly Bears", "Grizzly Bears", "Lightning Bolt", "Forest"]}, "bob": {}},
                 answers={"alice": {"may": [True, True, True]}})
    game.cast("alice", "Surge Test")
    game.resolve_stack()
    # two permanent cards put onto the battlefield; the instant (no permanent type, CR 110.4b) ends the process (no "if you do")
    assert game.names("battlefield", "alice").count("Grizzly Bears") == 2
    assert "Lightning Bolt" in game.names("exile", "alice")
    assert game.names("library", "alice") == ["Forest"]


@pytest.mark.parametrize(("text", "x", "drawn"), [
    ("Draw a card. Repeat this process once.", 0, 2),
    ("Draw a card. Repeat this process two more times.", 0, 3),
    ("Draw a card. Then repeat this process X more times.", 3, 4),
    ("Draw a card. Then repeat this process X more times.", 0, 1),
])
def test_more_times_bounds_the_passes(setup, pool, text: str, x: int, drawn: int) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Again Test", "Sorcery", mana_cost="{X}" if "X" in text else "{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Again Test"], "library": ["Forest"] * 10, "battlefield": ["Island"] * 3}, "bob": {}})
    game.cast("alice", "Again Test", x=x)
    game.resolve_stack()
    assert game.names("hand", "alice").count("Forest") == drawn


def test_any_number_of_times_asks_each_pass(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Choice Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("You gain 1 life. You may repeat this process any number of times.")]))
    game = setup({"alice": {"hand": ["Choice Test"]}, "bob": {}}, answers={"alice": {"may": [True, True, False]}})
    game.cast("alice", "Choice Test")
    game.resolve_stack()
    assert game.player("alice").life == 23


def test_a_process_that_never_ends_is_a_draw(setup, pool, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(limits, "MAX_ENGINE_STEPS", 50)
    pool.add(homebrew("Loop Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("You gain 1 life. Repeat this process.")]))
    game = setup({"alice": {"hand": ["Loop Test"]}, "bob": {}})
    game.cast("alice", "Loop Test")
    game.resolve_stack()
    assert game.state.game_over
    assert game.events("game_drawn")
    assert game.player("alice").life == 70  # the 50th pass ended it: CR 104.4b
