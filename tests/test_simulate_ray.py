"""The README's way of running games beyond one machine, run as written against a local Ray
cluster (``ray start --head``): the same per-game function under Ray's multiprocessing Pool and
as Ray tasks gives the games that one process gives, byte for byte (their digests)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from oraclec.simulate import deck_candidates
from oraclec.simulate.run import play_spec, specs_for_random_decks

ROOT = Path(__file__).resolve().parents[1]
CARDS = Path(__file__).parent / "data" / "simulate_cards.txt"
GAMES = 4
MAX_TURNS = 4


def readme_ray_example() -> str:
    """The Python block of the README's "Beyond one machine" paragraph."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("**Beyond one machine.**") :]
    found = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert found, "the README's Ray example"
    return found.group(1)


def adapted(example: str, replacements: dict[str, str]) -> str:
    """The example with its sizes made small and its database the test cards: each part replaced
    must be in it as the README writes it."""
    for old, new in replacements.items():
        assert old in example, f"the README's Ray example no longer has {old!r}"
        example = example.replace(old, new)
    return example


@pytest.fixture(scope="module")
def cluster() -> Iterator[dict[str, str]]:
    """A local Ray cluster, as ``ray start`` makes one, stopped afterwards; its folder short (Ray's
    socket paths must fit in 107 bytes) and its own."""
    ray = shutil.which("ray", path=str(Path(sys.executable).parent)) or shutil.which("ray")
    assert ray, "the ray command of the test extra"
    folder = tempfile.mkdtemp(prefix="ray")
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0", "RAY_TMPDIR": folder}
    start = [ray, "start", "--head", "--num-cpus=2", f"--temp-dir={folder}", "--include-dashboard=false",
             "--disable-usage-stats", "--object-store-memory=80000000"]
    subprocess.run(start, env=env, check=True, capture_output=True, timeout=180)
    try:
        yield env
    finally:
        subprocess.run([ray, "stop", "--force"], env=env, capture_output=True, timeout=180)
        shutil.rmtree(folder, ignore_errors=True)


def run_example(code: str, env: dict[str, str], cwd: Path) -> str:
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=cwd, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_the_readme_ray_example_plays_the_games_one_process_plays(cluster: dict[str, str], tmp_path: Path) -> None:
    example = adapted(readme_ray_example(), {
        "deck_candidates()": f"deck_candidates({str(CARDS)!r}, use_cache=False)",
        "range(1, 100_001)": f"range(1, {GAMES + 1})",
        "max_turns=30": f"max_turns={MAX_TURNS}",
        "print(summary.games, len(summary.failures), summary.failures[:5])": "print(summary.games, len(summary.failures), summary.failures[:5])\n"
        "import json; print(json.dumps([r.digest for r in summary.results]))",
    })
    # Ray's workers may print their own lines to the driver's output among the example's
    lines = run_example(example, cluster, tmp_path).strip().splitlines()
    digests = [line for line in lines if line.startswith('["')]
    expected = [play_spec(spec) for spec in specs_for_random_decks(deck_candidates(CARDS, use_cache=False), range(1, GAMES + 1), MAX_TURNS)]
    assert f"{GAMES} 0 []" in lines, lines
    assert len(digests) == 1 and json.loads(digests[0]) == [r.digest for r in expected]
    assert all(r.digest and r.failure is None for r in expected)


def test_the_readme_ray_tasks_form_gives_the_same_results(cluster: dict[str, str], tmp_path: Path) -> None:
    code = (
        "import json, ray\n"
        "from oraclec.simulate import deck_candidates, play_spec\n"
        "from oraclec.simulate.run import specs_for_random_decks\n"
        'ray.init(address="auto")\n'
        f"specs = list(specs_for_random_decks(deck_candidates({str(CARDS)!r}, use_cache=False), range(1, {GAMES + 1}), max_turns={MAX_TURNS}))\n"
        "play = ray.remote(play_spec)\n"  # as the README says
        "print(json.dumps([r.digest for r in ray.get([play.remote(s) for s in specs])]))\n"
    )
    assert "play = ray.remote(play_spec)" in (ROOT / "README.md").read_text(encoding="utf-8")
    printed = [line for line in run_example(code, cluster, tmp_path).strip().splitlines() if line.startswith('["')]
    assert len(printed) == 1, printed
    digests = json.loads(printed[0])
    expected = [play_spec(spec).digest for spec in specs_for_random_decks(deck_candidates(CARDS, use_cache=False), range(1, GAMES + 1), MAX_TURNS)]
    assert digests == expected
