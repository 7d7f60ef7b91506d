"""``oraclec simulate``: decklists, random decks, the invariants (each shown to fire on a state
corrupted on purpose), whole games of random legal play, replays, the command line."""

from __future__ import annotations

import collections
import hashlib
import json
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

from oraclec import compiledb
from oraclec import effects as fx
from oraclec.cards import load_all
from oraclec.cli import main
from oraclec.errors import InputError
from oraclec.runtime import Game, UnsupportedAtRuntime, homebrew
from oraclec.runtime.mana import Mana
from oraclec.simulate import decks
from oraclec.simulate import game as simgame
from oraclec.simulate.decks import load_decklist, parse_decklist, random_deck, random_decks
from oraclec.simulate.game import SimulatedGame, play_game
from oraclec.simulate.invariants import (
    CardKeeper,
    state_based_violations,
    step_change_violations,
    well_formed_violations,
    zone_violations,
)
from oraclec.simulate.run import play_spec, run_batch, specs_for_random_decks

CARDS = Path(__file__).parent / "data" / "simulate_cards.txt"
#: a card whose text does not compile, for the errors about such cards
NOT_COMPILING = "Glorp Wobbler {1}\nCreature — Glorp\nGlorp thrice.\n1/1\n"


@pytest.fixture(autouse=True)
def _own_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """The compile cache of these tests' own: not the user's."""
    monkeypatch.setenv("ORACLEC_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test cards, and one that does not compile."""
    path = tmp_path_factory.mktemp("db") / "cards.txt"
    path.write_text(CARDS.read_text(encoding="utf-8") + "\n" + NOT_COMPILING, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def candidates(database: Path) -> decks.Candidates:
    return decks.deck_candidates(database, use_cache=False)


def _write(tmp_path: Path, text: str, name: str = "deck.txt") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


# -- decklists ----------------------------------------------------------------------------------------
def test_decklist_entries_headers_comments_and_sideboard() -> None:
    text = (
        "# my deck\n"
        "Deck\n"
        "4 Lightning Bolt\n"
        "\n"
        "20x Mountain\n"
        "// a comment\n"
        "2 Fire // Ice (MH2) 290\n"
        "SB: 2 Duress\n"
        "Sideboard\n"
        "3 Smash to Smithereens\n"
    )
    assert parse_decklist(text) == [(3, 4, "Lightning Bolt"), (5, 20, "Mountain"), (7, 2, "Fire // Ice")]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("4 Lightning Bolt\nLightning Bolt\n", "line 2: not a decklist entry: Lightning Bolt (expected a count and a card name"),
        ("4 Lightning Bolt\n4\n", "line 2: not a decklist entry: 4 "),
        ("0 Lightning Bolt\n", "line 1: Lightning Bolt: a count of 0"),
        ("1001 Mountain\n", "line 1: Mountain: 1001 copies, over the limit of 1,000 per line"),
        ("99999999999999999999 Mountain\n", "line 1: Mountain: 99999999999999999999 copies, over the limit"),
        ("Sideboard\n4 Duress\n", "no cards in the main deck"),
        ("# nothing\n\n", "no cards in the main deck"),
    ],
)
def test_decklist_bad_lines(text: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_decklist(text, "deck.txt")
    assert str(caught.value).startswith("deck.txt: ")
    assert message in str(caught.value)


def test_decklist_cards_are_looked_up(tmp_path: Path, database: Path) -> None:
    deck = load_decklist(_write(tmp_path, "2 grizzly bears\n3 Forest\n"), database)
    assert deck.name == "deck.txt"
    assert deck.counts() == [("Grizzly Bears", 2), ("Forest", 3)]
    assert len(deck.cards) == 5


def test_decklist_unknown_and_not_compiling_cards_name_the_line(tmp_path: Path, database: Path) -> None:
    path = _write(tmp_path, "4 Forest\n2 Grizzly Beers\n")
    with pytest.raises(InputError, match=r"deck.txt: line 2: unknown card Grizzly Beers: not in the card database"):
        load_decklist(path, database)
    path = _write(tmp_path, "4 Forest\n\n1 Glorp Wobbler\n")
    with pytest.raises(InputError, match=r"deck.txt: line 3: Glorp Wobbler does not compile fully, so it cannot be played: "):
        load_decklist(path, database)
    with pytest.raises(InputError, match=r"missing.txt: cannot read it \(No such file or directory\)"):
        load_decklist(str(tmp_path / "missing.txt"), database)


# -- random decks ---------------------------------------------------------------------------------------
def test_random_decks_are_deterministic_and_built_from_compiled_cards(candidates: decks.Candidates) -> None:
    assert "Glorp Wobbler" not in candidates.compiled
    assert "Grizzly Bears" in candidates.compiled
    first = [random_decks(candidates, seed) for seed in range(8)]
    assert first == [random_decks(candidates, seed) for seed in range(8)]
    assert len({deck.cards for pair in first for deck in pair}) > 4  # the seed changes the deck
    for deck_a, deck_b in first:
        for deck in (deck_a, deck_b):
            assert len(deck.cards) == decks.DECK_SIZE
            lands = [c for c in deck.cards if "Land" in c.faces[0].types]
            assert len(lands) == decks.LANDS
            colors = set().union(*(decks.colors_of(c) for c in deck.cards))
            assert 1 <= len(colors) <= 2
            # basic lands only of the deck's colours, in proportion to its mana symbols
            assert {c.name for c in lands} <= {decks.BASIC_LANDS[color] for color in colors}
            assert all(n <= 4 for name, n in deck.counts() if name not in decks.BASIC_LANDS.values())
            assert {c.name for c in deck.cards} <= set(candidates.compiled)


def test_candidates_read_from_a_compiled_output_in_the_cache(database: Path, candidates: decks.Candidates, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After ``oraclec compile`` of the database, the statuses come from the output it kept."""
    cache = compiledb.Cache.open(tmp_path / "cache")
    compiledb.compile_database(database, tmp_path / "out.jsonl", cache=cache)
    assert cache.kept_output(compiledb.file_digest(database)) is not None
    monkeypatch.setenv("ORACLEC_CACHE_DIR", str(tmp_path / "cache"))
    assert decks.deck_candidates(database) == candidates


def test_random_decks_need_basic_lands(tmp_path: Path) -> None:
    path = _write(tmp_path, "Grizzly Bears {1}{G}\nCreature — Bear\n2/2\n", "cards.txt")
    candidates = decks.deck_candidates(path, use_cache=False)
    with pytest.raises(InputError, match="no basic land that compiles"):
        random_deck(candidates, 1)


def test_basic_lands_split_in_proportion() -> None:
    bears = next(card for card in load_all(CARDS) if card.name == "Grizzly Bears")
    assert decks._basic_split([bears] * 3, ("U", "G"), 10) == {"U": 0, "G": 10}
    assert decks._basic_split([], ("W", "U"), 5) == {"W": 3, "U": 2}


# -- invariants on hand-made states ---------------------------------------------------------------------
BEAR = homebrew("Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2)
WALL = homebrew("Wall", "Creature — Wall", mana_cost="{1}", power=0, toughness=4, abilities=(fx.Keyword(name="Indestructible"),))


def _game() -> tuple[Game, CardKeeper]:
    game = Game.setup({"A": {"battlefield": [BEAR, WALL], "library": [BEAR, BEAR], "hand": [BEAR]}, "B": {"library": [BEAR]}}, active="A")
    keeper = CardKeeper(game, {o.card_id: o.name for o in game.all_objects()})
    return game, keeper


def _check(game: Game, keeper: CardKeeper) -> list[str]:
    return [str(v) for v in zone_violations(game) + keeper.check(game) + well_formed_violations(game) + state_based_violations(game)]


def test_a_sound_state_breaks_no_invariant() -> None:
    game, keeper = _game()
    assert _check(game, keeper) == []
    bear = game.find("Bear", zone="battlefield")
    game.move(bear, "graveyard")
    token = game.create_token("A", fx.TokenSpec(types=("Creature",), subtypes=("Soldier",), power=1, toughness=1))[0]
    assert _check(game, keeper) == []
    game.destroy(token)  # to the graveyard, where it ceases to exist (CR 704.5d)
    game.check_state()
    assert _check(game, keeper) == []


def test_an_object_removed_from_its_zone() -> None:
    game, keeper = _game()
    bear = game.find("Bear", zone="hand")
    game.zone("hand", "A").objects.remove(bear)
    assert any(f"zones: Bear #{bear.id} (id {bear.id}) is in no zone" == v for v in _check(game, keeper))


def test_an_object_in_two_zones_or_in_the_wrong_one() -> None:
    game, keeper = _game()
    bear = game.find("Bear", zone="hand")
    game.zone("graveyard", "A").objects.append(bear)
    assert f"zones: Bear #{bear.id} is in two zones: A's hand and A's graveyard" in _check(game, keeper)
    game, keeper = _game()
    bear = game.find("Bear", zone="hand")
    bear.zone = "graveyard"
    assert f"zones: Bear #{bear.id} is in A's hand but says it is in graveyard" in _check(game, keeper)
    game, keeper = _game()
    bear = game.find("Bear", zone="hand")
    game.zone("hand", "A").objects.remove(bear)
    game.zone("hand", "B").objects.append(bear)
    assert f"zones: Bear #{bear.id}, owned by A, is in B's hand" in _check(game, keeper)


def test_a_card_duplicated_lost_or_appearing() -> None:
    game, keeper = _game()
    bear = game.find("Bear", zone="hand")
    copy = game.add_card("A", "graveyard", BEAR)
    copy.card_id = bear.card_id
    assert f"cards: Bear (card {bear.card_id}) is in 2 zones at once: it was duplicated" in _check(game, keeper)
    game, keeper = _game()
    bear = game.find("Bear", zone="hand")
    game._remove(bear)
    assert _check(game, keeper) == [f"cards: Bear (card {bear.card_id}) is in no zone: it disappeared"]
    game, keeper = _game()
    extra = game.add_card("B", "hand", BEAR)
    assert _check(game, keeper) == [f"cards: Bear #{extra.id} in the hand is a card that is not in either deck (card {extra.card_id})"]


def test_a_conjured_card_is_a_card_of_the_game_from_then_on() -> None:
    game, keeper = _game()
    conjured = game.add_card("A", "outside", BEAR)
    moved = game.move(conjured, "hand", cause="conjure")
    assert moved is not None
    assert _check(game, keeper) == []
    game._remove(moved)
    assert _check(game, keeper) == [f"cards: Bear (card {moved.card_id}) is in no zone: it disappeared"]


def test_a_token_that_vanishes_from_the_battlefield() -> None:
    game, keeper = _game()
    token = game.create_token("A", fx.TokenSpec(types=("Creature",), subtypes=("Soldier",), power=1, toughness=1))[0]
    assert _check(game, keeper) == []
    game._remove(token)
    assert _check(game, keeper) == [f"tokens: a token (card {token.card_id}) on the battlefield ceased to exist without leaving it (CR 111.7, 704.5d)"]
    game, keeper = _game()
    token = game.create_token("A", fx.TokenSpec(types=("Creature",), subtypes=("Soldier",), power=1, toughness=1))[0]
    moved = game.move(token, "graveyard")
    assert moved is not None
    assert f"tokens: the token Soldier Token #{moved.id} is in the graveyard while a player has priority (CR 704.5d)" in _check(game, keeper)


def test_malformed_life_counters_and_mana() -> None:
    game, _keeper = _game()
    player = game.player("A")
    player.life = "20"  # type: ignore[assignment]
    player.counters["poison"] = -1
    player.mana_pool.append(Mana("X"))
    bear = game.find("Bear", zone="battlefield")
    bear.counters["+1/+1"] = -2
    bear.damage = -1
    found = [str(v) for v in well_formed_violations(game)]
    assert found == [
        "well-formed: A's life total is '20', not a whole number",
        "well-formed: A has -1 poison counters",
        "well-formed: A's mana pool holds Mana(type='X', snow=False, kept_until=None, only=None, watched_by=()), not a kind of mana",
        f"well-formed: Bear #{bear.id} has -2 +1/+1 counters",
        f"well-formed: Bear #{bear.id} has -1 damage marked on it",
    ]


def test_the_stack_and_the_pools_as_a_step_begins() -> None:
    game = SimulatedGame(["A", "B"])
    game.add_card("A", "hand", BEAR)
    assert step_change_violations(game) == []
    bear = game.find("Bear")
    game.move(bear, "stack")
    game.player("B").mana_pool.extend([Mana("G"), Mana("R", kept_until="end_of_turn")])
    game.emit("step", player="A", info={"step": "main1"})
    assert [str(v) for v in game.step_violations] == [
        f"stack at step change: the main1 step of turn 1 began with Bear #{game.find('Bear').id} on the stack",
        "stack at step change: the main1 step of turn 1 began with {G} in B's mana pool (CR 500.4)",
    ]


def test_state_based_actions_left_undone() -> None:
    game, _keeper = _game()
    bear = game.find("Bear", zone="battlefield")
    wall = game.find("Wall", zone="battlefield")
    bear.damage = 2
    wall.damage = 9  # indestructible: it stays (CR 702.12b)
    assert [str(v) for v in state_based_violations(game)] == [f"state-based actions: Bear #{bear.id} is on the battlefield with 2 damage and toughness 2 (CR 704.5g-h)"]
    bear.damage, bear.deathtouch_damage = 1, True
    wall.counters["-1/-1"] = 4  # toughness 0: indestructible does not keep it (CR 704.5f)
    game._touch()
    assert [str(v) for v in state_based_violations(game)] == [
        f"state-based actions: Bear #{bear.id} is on the battlefield with deathtouch damage and toughness 2 (CR 704.5g-h)",
        f"state-based actions: Wall #{wall.id} is on the battlefield with toughness 0 (CR 704.5f)",
    ]
    game.check_state()  # the engine performs them
    assert state_based_violations(game) == []
    game.player("B").life = 0
    assert [str(v) for v in state_based_violations(game)] == ["state-based actions: B has 0 life and has not lost (CR 704.5a)"]
    game.check_state()
    assert game.player("B").lost
    assert state_based_violations(game) == []


# -- whole games ---------------------------------------------------------------------------------------------
MAX_TURNS = 4


@pytest.fixture(scope="module")
def short_games(candidates: decks.Candidates) -> list[simgame.GameResult]:
    return [play_spec(spec) for spec in specs_for_random_decks(candidates, range(4), MAX_TURNS)]


def test_short_games_break_no_invariant(short_games: list[simgame.GameResult]) -> None:
    assert [r.failure for r in short_games] == [None] * len(short_games)
    for result in short_games:
        assert result.outcome in ("win", "draw", "turn limit")
        assert result.actions > 0
        assert result.turns <= MAX_TURNS
        assert result.cards_used  # lands were played at least
    assert sum(r.actions for r in short_games) > 50


def test_the_same_seed_gives_the_same_game(candidates: decks.Candidates, short_games: list[simgame.GameResult]) -> None:
    """Played again, a game's log is the same byte for byte: the digest of the log of the game
    played again with its log kept is that of the first game."""
    deck_a, deck_b = random_decks(candidates, 3)
    again = play_game(deck_a, deck_b, 3, MAX_TURNS, keep_log=True)
    assert len(again.log) > again.actions  # the actions and what they caused
    assert hashlib.sha256("".join(line + "\n" for line in again.log).encode()).hexdigest() == again.digest
    assert again == short_games[3]
    assert again.digest != short_games[2].digest


def test_the_game_runs_in_a_fresh_interpreter(candidates: decks.Candidates, short_games: list[simgame.GameResult]) -> None:
    """What Ray needs: the per-game function and its arguments pickle, and the game depends on
    nothing of this process (a spawned interpreter, with its own hash seed, plays it the same)."""
    spec = next(specs_for_random_decks(candidates, [1], MAX_TURNS))
    assert pickle.loads(pickle.dumps(spec)) == spec
    # a new interpreter through subprocess, not a spawn Pool: that leaves its resource tracker
    # running as a child of this process (tests/test_workers.py checks that none is left)
    plays = "import pickle, sys; from oraclec.simulate.run import play_spec; sys.stdout.buffer.write(pickle.dumps(play_spec(pickle.loads(sys.stdin.buffer.read()))))"
    done = subprocess.run([sys.executable, "-c", plays], input=pickle.dumps(spec), capture_output=True, check=True, timeout=300)
    assert pickle.loads(done.stdout) == short_games[1]


def test_an_exception_out_of_the_engine_is_a_failure_and_the_run_goes_on(candidates: decks.Candidates, monkeypatch: pytest.MonkeyPatch) -> None:
    taken = collections.Counter[SimulatedGame]()  # by the game itself: an id() may be reused
    real_take = SimulatedGame.take

    def take(self: SimulatedGame, action: object) -> object:
        taken[self] += 1
        if taken[self] == 5:  # the fifth action of each game
            raise KeyError("boom")
        return real_take(self, action)

    monkeypatch.setattr(SimulatedGame, "take", take)
    summary = run_batch(specs_for_random_decks(candidates, [7, 8], MAX_TURNS))
    assert summary.games == 2
    assert [(f.seed, f.action, f.kind, f.message) for f in summary.failures] == [(7, 5, "exception", "KeyError: 'boom'"), (8, 5, "exception", "KeyError: 'boom'")]
    assert all(f.during for f in summary.failures)


def test_an_action_without_end_is_stopped(candidates: decks.Candidates, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simgame, "MAX_EVENTS_PER_ACTION", 3)
    deck_a, deck_b = random_decks(candidates, 2)
    result = play_game(deck_a, deck_b, 2, MAX_TURNS)
    assert result.failure is not None
    assert result.failure.kind == "endless action"
    assert result.failure.message == "the action went on for more than 3 events (the limit)"


def test_an_invariant_broken_by_the_engine_is_reported(candidates: decks.Candidates, monkeypatch: pytest.MonkeyPatch) -> None:
    real_take = SimulatedGame.take

    def take(self: SimulatedGame, action: object) -> object:
        began = self.state.turn
        result = real_take(self, action)
        if began == 2:  # lose a card
            library = self.zone("library", "A")
            if library.objects:
                self._remove(library.objects[0])
        return result

    monkeypatch.setattr(SimulatedGame, "take", take)
    deck_a, deck_b = random_decks(candidates, 1)
    result = play_game(deck_a, deck_b, 1, MAX_TURNS)
    assert result.failure is not None
    assert result.failure.kind == "invariant"
    assert "in no zone: it disappeared" in result.failure.message
    assert result.failure.turn == 2


# -- the command line ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate"], "give two decklist files (deck A and deck B), or --random-decks; got 0 files"),
        (["simulate", "a.txt"], "give two decklist files (deck A and deck B), or --random-decks; got 1 file"),
        (["simulate", "a.txt", "b.txt", "--random-decks"], "--random-decks builds the decks: give no decklist files with it"),
        (["simulate", "--random-decks", "--replay", "3", "--games", "2"], "--replay plays the one game with that seed: --games cannot go with it"),
        (["simulate", "--random-decks", "--games", "0"], "--games must be from 1 to 10,000,000, got 0"),
        (["simulate", "--random-decks", "--max-turns", "many"], "not a number: 'many'"),
    ],
)
def test_usage_errors(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert captured.out == ""


def test_a_bad_decklist_is_an_input_error(tmp_path: Path, database: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = _write(tmp_path, "20 Forest\n", "good.txt")
    bad = _write(tmp_path, "20 Forest\n4 Grizzly Beers\n", "bad.txt")
    assert main(["simulate", good, bad, "--db", str(database)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"oraclec simulate: error: {bad}: line 2: unknown card Grizzly Beers: not in the card database\n"
    assert captured.out == ""


def _simulate_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    code = main(["simulate", *argv, "--json"])
    out = capsys.readouterr().out
    document = json.loads(out)
    failed = document.get("failures") or (document.get("failure") and document["outcome"] == "failure")
    assert code == (1 if failed else 0)
    return document


def test_json_shape_and_jobs_give_the_same_results(database: Path, short_games: list[simgame.GameResult], capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--random-decks", "--db", str(database), "--games", "2", "--seed", "1", "--max-turns", str(MAX_TURNS))
    one = _simulate_json(capsys, *args, "--jobs", "1")
    two = _simulate_json(capsys, *args, "--jobs", "2")
    assert set(one) == {
        "seed", "max_turns", "decks", "games", "wins", "draws", "turn_limit", "failed", "stopped_unsupported", "turns", "actions",
        "refused", "elapsed", "games_per_second", "actions_per_second", "failures", "unsupported", "results",
    }
    assert (one["seed"], one["max_turns"], one["decks"], one["games"], one["failed"], one["failures"]) == (1, MAX_TURNS, "random", 2, 0, [])
    assert one["wins"]["A"] + one["wins"]["B"] + one["draws"] + one["turn_limit"] == 2
    assert [r["seed"] for r in one["results"]] == [1, 2]
    assert [r["digest"] for r in one["results"]] == [r.digest for r in short_games[1:3]]
    timing = ("elapsed", "games_per_second", "actions_per_second")
    assert {k: v for k, v in one.items() if k not in timing} == {k: v for k, v in two.items() if k not in timing}


def test_replay_prints_the_game_again(database: Path, short_games: list[simgame.GameResult], capsys: pytest.CaptureFixture[str]) -> None:
    replayed = _simulate_json(capsys, "--random-decks", "--db", str(database), "--replay", "2", "--max-turns", str(MAX_TURNS))
    assert replayed["digest"] == short_games[2].digest
    assert replayed["log"][0] == "    shuffle A 60"  # the setup, then the actions
    assert next(line for line in replayed["log"] if line.startswith("#1 ")).startswith("#1 t1 main1 ")
    assert main(["simulate", "--random-decks", "--db", str(database), "--replay", "2", "--max-turns", str(MAX_TURNS)]) == 0
    text = capsys.readouterr().out.splitlines()
    assert text[0].startswith("seed 2: A random ")
    assert text[1:-1] == replayed["log"]


def test_text_output_lists_failures_with_their_replay_command(database: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(simgame, "MAX_EVENTS_PER_ACTION", 3)
    assert main(["simulate", "--random-decks", "--db", str(database), "--games", "1", "--seed", "5", "--max-turns", "3", "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    assert "games      1 (seeds 5 to 5)\n" in out
    assert re.search(r"^failures   1\n  seed 5, action \d+ \(turn \d, \w+\): endless action: the action went on for more than 3 events \(the limit\) while taking: ", out, re.M)
    assert f"    replay: oraclec simulate --random-decks --db {database} --replay 5 --max-turns 3\n" in out


def test_a_construct_the_runtime_cannot_execute_stops_the_game_without_failing(database: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real_take = SimulatedGame.take

    def take(self: SimulatedGame, action: object) -> object:
        if self.state.turn == 2:
            raise UnsupportedAtRuntime("Frobnicate", "no executor")
        return real_take(self, action)

    monkeypatch.setattr(SimulatedGame, "take", take)
    assert main(["simulate", "--random-decks", "--db", str(database), "--games", "2", "--seed", "3", "--max-turns", "3", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "stopped    2 at a construct the runtime cannot execute yet (not failures)\n  Frobnicate: 2 games (first: seed 3)\nfailures   0\n" in out


def test_a_rule_the_runtime_left_out_stops_the_game_without_failing(candidates: decks.Candidates, monkeypatch: pytest.MonkeyPatch) -> None:
    """A static effect the runtime cannot apply is counted in Game.unsupported and left out; the
    game is no longer the real one from then on, so it stops there, as unsupported, at the action
    that left the rule out."""
    real_take = SimulatedGame.take
    taken = collections.Counter[SimulatedGame]()

    def take(self: SimulatedGame, action: object) -> object:
        result = real_take(self, action)
        taken[self] += 1
        if taken[self] == 6:
            self.unsupported["a frobnicating static effect"] += 1
        return result

    monkeypatch.setattr(SimulatedGame, "take", take)
    deck_a, deck_b = random_decks(candidates, 5)
    result = play_game(deck_a, deck_b, 5, MAX_TURNS)
    assert result.outcome == "unsupported"
    assert result.failure is not None
    assert (result.failure.kind, result.failure.action, result.failure.message) == ("unsupported", 6, "left out: a frobnicating static effect")
