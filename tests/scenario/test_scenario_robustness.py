"""Any file, however wrong, gives a ScenarioError (or plays): never another exception.

Hypothesis builds scenario tables from the format's own keys with values of every TOML type in
every place, and runs them (with a small card pool, so that no database is needed)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oraclec.errors import OracleError
from oraclec.runtime import CardPool, homebrew
from oraclec.scenario.loader import (
    ACTIONS,
    CARD_KEYS,
    CHOICE_KEYS,
    ENTRY_KEYS,
    EVENT_KEYS,
    PERMANENT_KEYS,
    PLAYER_ZONES,
    STEP_KEYS,
    _Reader,
)
from oraclec.scenario.runner import run

NAMES = ["Island", "Grizzly Bears", "Divination", "alice", "bob", "none", "Nonesuch", "Island#2"]
scalars = st.one_of(st.integers(-3, 5), st.booleans(), st.sampled_from(NAMES), st.sampled_from(["main1", "upkeep", "all", "{U}", "timing", "draw"]))
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(["card", "may", "x", "bob", "tapped"]), inner, max_size=2)), max_leaves=6)


def table(keys: tuple[str, ...], special: dict[str, Any] | None = None) -> Any:
    special = special or {}
    return st.dictionaries(st.sampled_from(keys), values, max_size=4).flatmap(
        lambda d: st.fixed_dictionaries({k: special.get(k, st.just(v)) for k, v in d.items()})
    )


zone = st.lists(st.one_of(st.sampled_from(NAMES), table(ENTRY_KEYS, {"card": st.sampled_from(NAMES)})), max_size=3)
player = table(("life", *PLAYER_ZONES, "mana"), {z: zone for z in PLAYER_ZONES})
step = table(STEP_KEYS, {"do": st.sampled_from(ACTIONS), "card": st.sampled_from(NAMES)}).map(lambda s: {"do": "pass", **s})
expect = st.fixed_dictionaries({}, optional={
    "alice.hand": values, "stack": values, "bob.life": values, "priority": values,
    "permanent": st.lists(table(PERMANENT_KEYS), max_size=2),
    "event": st.lists(table(EVENT_KEYS, {"kind": st.sampled_from(["draw", "cast", "bogus"])}), max_size=2),
    "choice": st.lists(table(CHOICE_KEYS, {"kind": st.sampled_from(["card", "may", "bogus"])}), max_size=2),
})
scenario = st.fixed_dictionaries(
    {"players": st.fixed_dictionaries({"alice": player, "bob": player})},
    optional={
        "seed": values, "active": values, "turn_step": values, "strict": values, "description": values,
        "step": st.lists(step, max_size=4),
        "cards": st.dictionaries(st.sampled_from(["Homebrew Hero"]), table(CARD_KEYS, {"type_line": st.sampled_from(["Creature — Elf", "Sorcery", "Bogus"])}), max_size=1),
        "expect": expect,
    },
)


@pytest.fixture(scope="module")
def pool() -> CardPool:
    p = CardPool(use_database=False)
    p.add(homebrew("Island", "Basic Land — Island"))
    p.add(homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    p.add(homebrew("Divination", "Sorcery", mana_cost="{2}{U}"))
    return p


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(raw=scenario)
def test_any_scenario_table_is_an_error_or_a_result(pool: CardPool, raw: dict[str, Any]) -> None:
    try:
        loaded = _Reader("fuzz.toml", "", raw).scenario()
        result = run(loaded, pool=pool)
    except OracleError as exc:
        assert str(exc).startswith("fuzz.toml")
        return
    assert isinstance(result.passed, bool)
    for failure in result.failures:
        assert "internal error" not in failure.message, failure.message


# well-formed files with arbitrary steps, answers and expectations: they reach the game
card_names = st.sampled_from(["Island", "Grizzly Bears", "Divination"])
answer = st.one_of(st.booleans(), st.integers(0, 3), st.sampled_from(NAMES), st.lists(st.sampled_from(NAMES), max_size=2))
answers = st.dictionaries(st.sampled_from(["may", "x", "card", "target", "mode", "cost", "order", "replacement"]), st.lists(answer, max_size=2), max_size=3)
action = st.fixed_dictionaries(
    {"do": st.sampled_from(ACTIONS)},
    optional={"player": st.sampled_from(["alice", "bob"]), "answers": answers, "error": st.sampled_from(["priority", "timing", "cost", "target", "zone", "choice"])},
).map(lambda s: {**s, **({"card": "Divination"} if s["do"] in ("cast", "activate", "play", "foretell") else {})})
well_formed = st.fixed_dictionaries({
    "players": st.fixed_dictionaries({
        "alice": st.fixed_dictionaries({"hand": st.lists(card_names, max_size=3), "library": st.lists(card_names, max_size=4), "battlefield": st.lists(card_names, max_size=4)}),
        "bob": st.fixed_dictionaries({"hand": st.lists(card_names, max_size=2), "battlefield": st.lists(card_names, max_size=2)}),
    }),
    "step": st.lists(action, min_size=1, max_size=5),
    "expect": st.fixed_dictionaries({"alice.hand": st.lists(card_names, max_size=2), "stack": st.lists(card_names, max_size=1)}),
}, optional={"strict": st.booleans(), "turn_step": st.sampled_from(["upkeep", "main1", "end"])})


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(raw=well_formed)
def test_any_steps_and_answers_give_a_result_or_a_clear_error(pool: CardPool, raw: dict[str, Any]) -> None:
    try:
        loaded = _Reader("fuzz.toml", "", raw).scenario()  # an answer of the wrong type
    except OracleError as exc:
        assert "wrong type of answer" in str(exc), str(exc)
        return
    try:
        result = run(loaded, pool=pool)
    except OracleError as exc:  # an answer that is not a legal option, or none in strict mode
        assert str(exc).startswith("fuzz.toml"), str(exc)
        assert "answer" in str(exc) or "chose" in str(exc), str(exc)
        return
    for failure in result.failures:
        assert "internal error" not in failure.message, failure.message
