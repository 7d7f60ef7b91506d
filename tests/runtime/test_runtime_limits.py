"""The engine is bounded: drawing looks at each card a bounded number of times, every loop
ends (a mandatory loop is a draw, CR 104.4b; a loop with choices fails, naming what repeated),
and a pool holds at most the engine's limit of mana."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from oraclec import effects as fx
from oraclec.cli import main
from oraclec.runtime import Game, layers, limits, triggers
from oraclec.runtime.mana import ManaError, parse_mana
from oraclec.scenario import loads, run


def _looks_while_drawing(setup: Callable[..., Game], monkeypatch: pytest.MonkeyPatch, cards: int) -> int:
    """How many times the engine looks at an object (its printed abilities, or its
    characteristics from scratch) while a player draws ``cards`` cards from a library of as many."""
    looked = [0]

    def counting(real: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any) -> Any:
            looked[0] += 1
            return real(*args)

        return wrapper

    game = setup({"alice": {"library": ["Island"] * cards}, "bob": {}})
    with monkeypatch.context() as patch:
        patch.setattr(triggers, "face_has", counting(triggers.face_has))
        patch.setattr(layers, "template", counting(layers.template))
        drawn = game.draw("alice", cards)
    assert len(drawn) == cards and len(game.zone("hand", "alice")) == cards
    return looked[0]


def test_drawing_looks_at_each_card_a_bounded_number_of_times(setup: Callable[..., Game], monkeypatch: pytest.MonkeyPatch) -> None:
    """Four times the cards, about four times the looks (5 allows for a constant part): when
    every draw looked at every card of the game, it was 31 times (5,150 and 161,200 looks;
    4,000 draws took 11.8 s)."""
    small, large = (_looks_while_drawing(setup, monkeypatch, n) for n in (50, 200))
    assert small > 0
    assert large <= 5 * small, (small, large)


#: a triggered ability that triggers itself: each life gain makes another
LOOP = """
description = "each life gain makes another"

[cards."Endless Spring"]
type_line = "Enchantment"
oracle_text = "Whenever you gain life, you gain 1 life."

[cards."First Drop"]
mana_cost = "{W}"
type_line = "Instant"
oracle_text = "You gain 1 life."

[players.alice]
battlefield = ["Endless Spring"]
hand = ["First Drop"]
mana = "{W}"

[players.bob]

[[step]]
do = "cast"
card = "First Drop"

[[step]]
do = "resolve"
count = "all"

[expect]
"alice.lost" = false
"bob.lost" = false

[[expect.event]]
kind = "game_drawn"
"""


def test_a_loop_of_mandatory_actions_is_a_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_ENGINE_STEPS", 20)
    result = run(loads(LOOP, path="loop.toml"))
    assert result.passed, [f.message for f in result.failures]
    assert result.log[-1].endswith("game_drawn reason=a loop of mandatory actions (CR 104.4b): Endless Spring triggered ability, 20 times")
    assert sum("resolve alice Endless Spring" in line for line in result.log) == 18  # First Drop, then 18 of the 19 triggers


def test_a_loop_with_a_choice_fails_the_step_naming_the_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "MAX_ENGINE_STEPS", 20)
    result = run(loads(LOOP.replace("you gain 1 life.", "you may gain 1 life."), path="loop.toml"))
    assert not result.passed
    [failure] = result.failures
    assert failure.what == "step 2"
    assert failure.message == (
        "step 2: alice resolve all: resolving the stack did not end after 20 steps (the engine's limit): a loop of "
        "Endless Spring triggered ability, with choices (may) that could end it; the players would agree how many times it repeats (CR 731.2)"
    )


@pytest.mark.parametrize("mana", ["{999999999999}", "{10000}{G}"])
def test_an_expected_pool_over_the_limit_exits_2_naming_the_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str], mana: str) -> None:
    """Checked when the file is loaded (it would be built when the expectation is checked)."""
    path = tmp_path / "much.toml"
    path.write_text(f'[players.alice]\n[players.bob]\n[expect]\n"alice.mana" = "{mana}"\n', encoding="utf-8")
    assert main(["play", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == f"oraclec play: error: {path}: line 4, key expect.\"alice.mana\": mana '{mana}': more than 10,000 mana, the engine's limit for a pool\n"


def test_a_pool_holds_at_most_the_limit_of_mana(setup: Callable[..., Game]) -> None:
    assert len(parse_mana(f"{{{limits.MAX_POOL_MANA - 1}}}{{G}}")) == limits.MAX_POOL_MANA
    with pytest.raises(ManaError, match="more than 10,000 mana, the engine's limit for a pool"):
        parse_mana("{999999999999}")
    with pytest.raises(ManaError, match="the engine's limit"):
        parse_mana(f"{{G}}{{{limits.MAX_POOL_MANA}}}")
    with pytest.raises(ManaError, match="the engine's limit"):
        setup({"alice": {"mana": "{999999999999}"}})


def test_the_cache_of_faces_abilities_stays_bounded_and_answers_right(setup: Callable[..., Game], monkeypatch: pytest.MonkeyPatch) -> None:
    """A process that meets ever more faces (a sandbox run, a long simulation) keeps at most
    MAX_FACE_CACHE_ENTRIES answers, and an answer computed again after the cache was emptied is
    the same."""
    monkeypatch.setattr(triggers, "_FACE_CACHE", {})
    monkeypatch.setattr(triggers, "MAX_FACE_CACHE_ENTRIES", 3)
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Kami of Old Stone", "Mentor of the Meek"]}, "bob": {}})
    faces = [obj.definition.faces[obj.face] for obj in game.zone("battlefield", "alice")]
    first = [triggers.face_has(face, (fx.TriggeredAbility,)) for face in faces]
    assert len(triggers._FACE_CACHE) <= 3
    assert [triggers.face_has(face, (fx.TriggeredAbility,)) for face in faces] == first
    assert first == [False, False, False, True]  # only Mentor of the Meek has a triggered ability
