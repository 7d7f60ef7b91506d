"""Fuzzing the commands: whatever the card text, database, cache or scenario file, oraclec ends
with a documented exit code and a one-line error, never a traceback or a hang; --json prints one
JSON document, and compile prints the same bytes every time, with or without a cache, however
damaged the cache.

The inputs come from tests/fuzz/strategies.py; what a run must do is judged by
tests/fuzz/harness.py. A few hundred examples here, derandomised so every run tries the same
ones; ``python benchmarks/fuzz.py`` drives the same properties over millions. A failing example
is reported as found, with the steps that made it, without shrinking: shrinking re-runs the
command hundreds of times, a minute each for a hang. tests/fuzz/test_fuzz_regressions.py keeps
one small reproducer of each failure found; a property that meets one of them not fixed yet is a
strict expected failure with the same reason (tests/expected_failures.py).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import strategies
from harness import compile_argv, damaged_cache_failures, describe, judge, run_cli
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

#: seconds an input may take: nothing real takes a second; the margin is for a loaded machine
TIMEOUT = 30.0


def fuzz_settings(max_examples: int) -> settings:
    return settings(
        max_examples=max_examples, deadline=None, derandomize=True, database=None,
        phases=(Phase.explicit, Phase.generate), suppress_health_check=list(HealthCheck),
    )


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


def card_database(text: str, type_line: str) -> bytes:
    """One card with ``text`` as its rules text, as JSON Lines (escaped, so that any string
    survives: a lone surrogate is the escape ``\\ud800``)."""
    card = {"object": "card", "name": "Fuzz Card", "layout": "normal", "mana_cost": "{1}", "type_line": type_line, "oracle_text": text}
    return (json.dumps(card) + "\n").encode("ascii")


type_lines = st.sampled_from(("Instant", "Sorcery", "Creature — Elf", "Enchantment — Aura", "Legendary Planeswalker — Jace"))


@fuzz_settings(250)
@given(text=strategies.card_texts(max_chars=5_000), as_json=st.booleans(), name=st.one_of(st.none(), st.sampled_from(("Grizzly Guardian", "~", ""))))
def test_parse_text(text: str, as_json: bool, name: str | None) -> None:
    argv = ["parse", *(["--json"] if as_json else []), *([f"--name={name}"] if name is not None else []), "--text", "--", text]
    failures = judge(run_cli(argv, timeout=TIMEOUT), json_output=as_json)
    assert not failures, describe(failures)


@fuzz_settings(150)
@given(text=strategies.card_texts(max_chars=5_000), fields=strategies.card_fields(), output=st.sampled_from(("text", "json", "sarif")))
def test_lint_text(text: str, fields: list[str], output: str) -> None:
    argv = ["lint", f"--output-format={output}", *fields, "--text", "--", text]
    failures = judge(run_cli(argv, timeout=TIMEOUT), json_output=output != "text")
    assert not failures, describe(failures)


@fuzz_settings(120)
@given(text=strategies.card_texts(max_chars=5_000), type_line=type_lines)
def test_compile_text_is_deterministic(text: str, type_line: str, folder: Path) -> None:
    database = folder / "card.jsonl"
    database.write_bytes(card_database(text, type_line))
    first = run_cli(compile_argv(str(database), "-", cache=False), timeout=TIMEOUT)
    failures = judge(first)
    assert not failures, describe(failures)
    second = run_cli(compile_argv(str(database), "-", cache=False), timeout=TIMEOUT)
    assert (second.code, second.stdout) == (first.code, first.stdout), f"compile of {text!r} gave other bytes the second time"


@fuzz_settings(150)
@given(database=strategies.databases())
def test_compile_damaged_database(database: strategies.DamagedFile, folder: Path) -> None:
    path = folder / "cards.json"
    path.write_bytes(database.data)
    first = run_cli(compile_argv(str(path), "-", cache=False), timeout=TIMEOUT)
    failures = judge(first)
    assert not failures, f"{' / '.join(database.recipe)}\n{describe(failures)}"
    second = run_cli(compile_argv(str(path), "-", cache=False), timeout=TIMEOUT)
    assert (second.code, second.stdout) == (first.code, first.stdout), f"{' / '.join(database.recipe)}: other bytes the second time"


@fuzz_settings(30)
@given(case=strategies.cache_cases())
def test_compile_with_damaged_cache_equals_clean_compile(case: strategies.CacheCase, folder: Path) -> None:
    failures = damaged_cache_failures(case.databases, case.damages, folder, timeout=TIMEOUT)
    assert not failures, f"{case.change}, damage {case.damages}\n{describe(failures)}"


@fuzz_settings(60)
@given(scenario=strategies.scenario_files(max_list=2_000))
def test_play_mutated_scenario(scenario: strategies.DamagedFile, folder: Path) -> None:
    path = folder / "scenario.toml"
    path.write_bytes(scenario.data)
    failures = judge(run_cli(["play", str(path)], timeout=TIMEOUT))
    assert not failures, f"{' / '.join(scenario.recipe)}\n{describe(failures)}"


def odd_argv(template: tuple[str, ...], folder: Path) -> list[str]:
    """The command line of :func:`strategies.odd_arguments` with its scratch folder and its
    one-card database."""
    scratch = folder / "arguments"
    scratch.mkdir(exist_ok=True)
    database = folder / "one-card.jsonl"
    if not database.exists():
        database.write_bytes(card_database("Flying", "Creature — Bird"))
    return [part.replace("{folder}", str(scratch)).replace("{db}", str(database)) for part in template]


@fuzz_settings(150)
@given(template=strategies.odd_arguments())
def test_an_error_quoting_an_argument_is_one_line(template: tuple[str, ...], folder: Path) -> None:
    argv = odd_argv(template, folder)
    failures = judge(run_cli(argv, timeout=TIMEOUT, cwd=folder / "arguments"), json_output="--json" in argv)
    assert not failures, describe(failures)
