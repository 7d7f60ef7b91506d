"""The scenario format: every key read, and every kind of invalid file refused with the file,
the line and the key named."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from oraclec.runtime import CardPool, homebrew
from oraclec.runtime.choices import CHOICE_KINDS
from oraclec.runtime.errors import REFUSAL_REASONS
from oraclec.scenario import EVENT_KINDS, ScenarioError, load, loads, run
from oraclec.scenario.loader import ACTIONS
from oraclec.scenario.source import SourceMap, describe_path


@pytest.fixture(scope="module")
def pool() -> CardPool:
    """Cards defined by hand, so these tests need no card database."""
    p = CardPool(use_database=False)
    for name in ("Island", "Swamp", "Forest"):
        p.add(homebrew(name, f"Basic Land — {name}"))
    p.add(homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    return p


FULL = '''
description = "every key"
seed = 7
active = "bob"
turn_step = "upkeep"
strict = true

[players.alice]
life = 17
library = ["Island", "Swamp"]
hand = ["Forest"]
graveyard = ["Grizzly Bears"]
exile = [{ card = "Island", face_down = true }]
sideboard = ["Grizzly Bears"]
battlefield = ["Swamp", { card = "Grizzly Bears", tapped = true, counters = { "+1/+1" = 1 } }]
mana = "{B}{B}"

[players.bob]
library = ["Forest"]

[cards."Homebrew Hero"]
mana_cost = "{1}{G}"
type_line = "Creature — Elf"
oracle_text = "Flying"
power = "2"
toughness = 2

[[step]]
player = "alice"
do = "draw"
count = 1
answers = { replacement = ["no"], bob = { may = [false] } }

[[step]]
do = "cast"
card = "Homebrew Hero#2"
from = "graveyard"
with = ["flashback", "kicker"]
x = 2
targets = ["Grizzly Bears", "alice"]
answers = { may = [true], card = [["Island", "Swamp"], "none"], mode = [1, [1, 2]], x = [3], cost = ["W", "life"] }
error = "timing"

[[step]]
do = "activate"
card = "Grizzly Bears"
ability = 2

[[step]]
do = "resolve"
count = "all"

[[step]]
do = "advance"
to = "end"

[expect]
"alice.hand" = ["Island"]
"alice.library" = 4
"alice.life" = 20
"alice.library.top" = ["Swamp"]
"alice.mana" = "{B}"
"alice.lost" = false
bob.graveyard = []
"stack" = []
"priority" = "alice"
"step" = "main1"

[[expect.permanent]]
name = "Orc Army Token"
controller = "alice"
power = 3
toughness = 3
counters = { "+1/+1" = 3 }
subtypes = ["Orc", "Army"]
tapped = false
count = 1

[[expect.event]]
kind = "shuffle"
player = "alice"
count = 2
'''


def test_every_key_of_the_format_is_read() -> None:
    s = loads(FULL, path="full.toml")
    assert (s.description, s.seed, s.active, s.step, s.strict) == ("every key", 7, "bob", "upkeep", True)
    assert s.player_names == ("alice", "bob")
    alice = s.players[0]
    assert alice.life == 17 and alice.mana == "{B}{B}"
    zones = dict(alice.zones)
    assert [e.card for e in zones["library"]] == ["Island", "Swamp"]
    assert zones["exile"][0].face_down
    bears = zones["battlefield"][1]
    assert (bears.card, bears.tapped, bears.counters) == ("Grizzly Bears", True, (("+1/+1", 1),))
    assert bears.line == 15
    hero = s.cards[0]
    assert (hero.name, hero.mana_cost, hero.type_line, hero.power, hero.toughness) == ("Homebrew Hero", "{1}{G}", "Creature — Elf", "2", "2")
    draw, cast, activate, resolve, advance = s.steps
    assert (draw.player, draw.do, draw.count) == ("alice", "draw", 1)
    assert draw.answers_for("alice") == {"replacement": ["no"]}
    assert draw.answers_for("bob") == {"may": [False]}
    assert cast.player == "bob"  # the active player by default
    assert (cast.card, cast.from_zone, cast.with_, cast.x, cast.targets, cast.error) == ("Homebrew Hero#2", "graveyard", ("flashback", "kicker"), 2, ("Grizzly Bears", "alice"), "timing")
    assert cast.answers_for("bob")["card"] == [("Island", "Swamp"), "none"]
    assert cast.answers_for("bob")["mode"] == [1, (1, 2)]
    assert activate.ability == 2 and resolve.count == "all" and advance.to == "end"
    expected = {e.key: e.value for e in s.zones}
    assert expected["alice.hand"] == ("Island",) and expected["alice.library"] == 4
    assert expected["bob.graveyard"] == ()  # a dotted key without quotes means the same
    assert expected["priority"] == "alice" and expected["step"] == "main1"
    army = s.permanents[0]
    assert army.count == 1 and army.get("counters") == (("+1/+1", 3),) and army.get("subtypes") == ("Orc", "Army")
    assert (s.events[0].kind, s.events[0].player, s.events[0].count) == ("shuffle", "alice", 2)


def test_the_turn_step_may_be_written_step_when_there_are_no_actions() -> None:
    s = loads('step = "combat"\n[players.alice]\n', path="x.toml")
    assert s.step == "beginning_of_combat"


def test_defaults() -> None:
    s = loads('[players.alice]\n[players.bob]\n[[step]]\ndo = "pass"\n', path="x.toml")
    assert (s.seed, s.active, s.step, s.strict, s.description) == (0, "alice", "main1", False, "")
    assert s.steps[0].player == "alice"


# -- invalid files: (file text, line, key, message) -------------------------------------------
INVALID = [
    pytest.param('[players.alice]\nlife = "20"\n', 2, "players.alice.life", "wrong type: expected an integer, got a string", id="wrong-type-life"),
    pytest.param('[players.alice]\nhand = "Island"\n', 2, "players.alice.hand", "wrong type: expected a list", id="wrong-type-zone"),
    pytest.param('[players.alice]\nhand = ["Island", 3]\n', 2, "players.alice.hand", "item 2", id="wrong-type-zone-item"),
    pytest.param('[players.alice]\nhands = []\n', 2, "players.alice.hands", "unknown key 'hands' in player alice (did you mean 'hand'?)", id="unknown-player-key"),
    pytest.param('descripton = "x"\n[players.alice]\n', 1, "descripton", "unknown key 'descripton'", id="unknown-top-key"),
    pytest.param('[players.alice]\nbattlefield = [{ card = "Island", taped = true }]\n', 2, "players.alice.battlefield 1 → taped", "unknown key 'taped' in item 1 (did you mean 'tapped'?)", id="unknown-entry-key"),
    pytest.param('[players.alice]\nbattlefield = [{ tapped = true }]\n', 2, "players.alice.battlefield", "has no card", id="entry-without-card"),
    pytest.param('[players.alice]\n[[step]]\ndo = "cats"\n', 3, "step 1 → do", "unknown action 'cats' (did you mean 'cast'?)", id="unknown-action"),
    pytest.param('[players.alice]\n[[step]]\ndo = "draw"\n[[step]]\ndo = "cast"\n', 4, "step 2", "do = 'cast' needs card", id="cast-without-card"),
    pytest.param('[players.alice]\n[[step]]\ndo = "draw"\ncard = "Island"\n', 4, "step 1 → card", "key 'card' does not apply to do = 'draw'", id="key-not-for-action"),
    pytest.param('[players.alice]\n[[step]]\ndo = "draw"\nplayer = "carol"\n', 4, "step 1 → player", "unknown player 'carol'; the players are alice", id="unknown-player"),
    pytest.param('active = "carol"\n[players.alice]\n', 1, "active", "unknown player 'carol'", id="unknown-active"),
    pytest.param('turn_step = "main3"\n[players.alice]\n', 1, "turn_step", "unknown step 'main3'", id="unknown-step"),
    pytest.param('[players.alice]\n[[step]]\ndo = "cast"\ncard = "Island"\nerror = "mana"\n', 5, "step 1 → error", "unknown refusal reason 'mana'", id="unknown-refusal"),
    pytest.param('[players.alice]\n[[step]]\ndo = "draw"\nanswers = { mays = [true] }\n', 4, "step 1 → answers.mays", "unknown answer key 'mays'", id="unknown-answer-kind"),
    pytest.param('[players.alice]\n[[step]]\ndo = "draw"\nanswers = { may = [3] }\n', 4, "step 1 → answers.may", "wrong type of answer to 'may'", id="wrong-answer-type"),
    pytest.param('[players.alice]\n[[step]]\ndo = "draw"\ncount = -1\n', 4, "step 1 → count", "at least 0", id="negative-count"),
    pytest.param('[players.alice]\n[[step]]\ndo = "activate"\ncard = "X"\nability = 0\n', 5, "step 1 → ability", "at least 1", id="ability-zero"),
    pytest.param('[players.alice]\n[expect]\n"alice.hnad" = []\n', 3, 'expect."alice.hnad"', "unknown expectation 'hnad' of alice", id="unknown-expectation"),
    pytest.param('[players.alice]\n[expect]\n"graveyard" = []\n', 3, 'expect.graveyard', "unknown expectation 'graveyard'", id="player-zone-without-player"),
    pytest.param('[players.alice]\n[expect]\n"alice.life" = "20"\n', 3, 'expect."alice.life"', "expected an integer", id="expectation-type"),
    pytest.param('[players.alice]\n[[expect.permanent]]\nname = "X"\npowr = 3\n', 4, "expect.permanent 1 → powr", "unknown key 'powr'", id="unknown-permanent-key"),
    pytest.param('[players.alice]\n[[expect.event]]\nkind = "shufle"\n', 3, "expect.event 1 → kind", "unknown event kind 'shufle' (did you mean 'shuffle'?)", id="unknown-event-kind"),
    pytest.param('[players.alice]\n[cards."Hero"]\noracle_text = "Flying"\n', 2, 'cards.Hero', "needs a type_line", id="card-without-type"),
    pytest.param('[players.alice]\n[cards."Hero"]\ntype_line = "Creature"\ncolour = "G"\n', 4, 'cards.Hero.colour', "unknown key 'colour'", id="unknown-card-key"),
    pytest.param('[players.alice]\nmana = "BB"\n', 2, "players.alice.mana", "expected mana symbols", id="bad-mana"),
    pytest.param('[players.alice]\n[expect]\n"alice.mana" = "{10001}"\n', 3, 'expect."alice.mana"', "more than 10,000 mana, the engine's limit for a pool", id="expected-mana-over-the-engine-limit"),
    pytest.param('[players.alice]\n[expect]\n"alice.mana" = "{X}"\n', 3, 'expect."alice.mana"', "{X} is not a kind of mana a pool can hold", id="expected-mana-a-pool-cannot-hold"),
    pytest.param('description = "x"\n', None, "", "no players", id="no-players"),
    pytest.param('[players.card]\n', 1, "players.card", "it is a kind of answer", id="player-named-like-an-answer"),
]


@pytest.mark.parametrize(("text", "line", "key", "message"), INVALID)
def test_invalid_files_name_the_file_line_and_key(text: str, line: int | None, key: str, message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        loads(text, path="bad.toml")
    error = info.value
    assert error.line == line, str(error)
    assert error.key == key, str(error)
    assert message in str(error)
    assert str(error).startswith("bad.toml: ")


def test_toml_syntax_errors_give_line_and_column() -> None:
    with pytest.raises(ScenarioError) as info:
        loads('[players.alice]\nlife = 20 20\n', path="syntax.toml")
    assert info.value.line == 2
    assert str(info.value).startswith("syntax.toml: line 2, column ")
    assert "TOML syntax" in str(info.value)


def test_step_and_step_tables_collide_with_a_hint() -> None:
    """TOML holds one value per key: ``step = "main1"`` and ``[[step]]`` can't both be there."""
    with pytest.raises(ScenarioError) as info:
        loads('step = "main1"\n[players.alice]\n[[step]]\ndo = "pass"\n', path="x.toml")
    assert info.value.line == 3
    assert "turn_step" in str(info.value)


def test_unreadable_and_non_utf8_files(tmp_path: Path) -> None:
    with pytest.raises(Exception) as info:
        load(tmp_path / "missing.toml")
    assert "missing.toml" in str(info.value) and "No such file" in str(info.value)
    bad = tmp_path / "latin1.toml"
    bad.write_bytes(b'[players.alice]\ndescription = "caf\xe9"\n')
    with pytest.raises(ScenarioError) as info2:
        load(bad)
    assert info2.value.line == 2 and "not UTF-8" in str(info2.value)


def test_unknown_card_names_are_found_at_their_line(pool: CardPool) -> None:
    text = '[players.alice]\nlibrary = [\n  "Island",\n  "Grizly Bears",\n]\n'
    with pytest.raises(ScenarioError) as info:
        run(loads(text, path="cards.toml"), pool=pool)
    assert info.value.line == 4
    assert "unknown card 'Grizly Bears'" in str(info.value)


def test_a_card_with_a_bad_mana_cost_is_invalid(pool: CardPool) -> None:
    text = '[players.alice]\n[cards."Odd"]\ntype_line = "Sorcery"\nmana_cost = "{Q}{1}"\n'
    with pytest.raises(ScenarioError) as info:
        run(loads(text, path="cost.toml"), pool=pool)
    assert info.value.line == 4 and info.value.key == "cards.Odd.mana_cost"
    assert "mana cost '{Q}{1}' of 'Odd'" in str(info.value)


def test_a_step_naming_an_unknown_card_is_invalid(pool: CardPool) -> None:
    text = '[players.alice]\nhand = ["Island"]\n[[step]]\ndo = "play"\ncard = "Islnd"\n'
    with pytest.raises(ScenarioError) as info:
        run(loads(text, path="x.toml"), pool=pool)
    assert info.value.line == 5 and "unknown card 'Islnd'" in str(info.value)


def test_an_answer_that_is_not_a_legal_option_is_invalid(pool: CardPool) -> None:
    """At cleanup alice discards down to seven (CR 514.1); the answer names a card she doesn't
    hold, which is not among the options."""
    text = """
[players.alice]
hand = ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]
library = ["Swamp"]
[players.bob]
library = ["Swamp"]
[[step]]
do = "advance"
to = "end"
[[step]]
do = "advance"
answers = { card = ["Forest"] }
"""
    with pytest.raises(ScenarioError) as info:
        run(loads(text, path="answers.toml"), pool=pool)
    assert info.value.line == 12, str(info.value)
    assert info.value.key == "step 2 → answers.card"
    assert "'Forest' is not a legal option" in str(info.value)
    answered = run(loads(text.replace('"Forest"', '"Island"'), path="answers.toml"), pool=pool)
    assert answered.passed and answered.warnings == []


def test_advance_cannot_stop_where_nobody_gets_priority() -> None:
    with pytest.raises(ScenarioError) as info:
        loads('[players.alice]\n[[step]]\ndo = "advance"\nto = "cleanup"\n', path="x.toml")
    assert info.value.line == 4 and "where players get priority" in str(info.value)


def test_strict_makes_an_unanswered_choice_an_error(pool: CardPool) -> None:
    text = """
strict = true
[players.alice]
hand = ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]
library = ["Swamp"]
[players.bob]
library = ["Swamp"]
[[step]]
do = "advance"
to = "end"
[[step]]
do = "advance"
"""
    with pytest.raises(ScenarioError) as info:
        run(loads(text, path="strict.toml"), pool=pool)
    assert "no answer for alice chooses 1 (card)" in str(info.value)
    relaxed = run(loads(text.replace("strict = true", "strict = false"), path="relaxed.toml"), pool=pool)
    assert relaxed.passed


def test_source_map_follows_headers_arrays_of_tables_and_dotted_keys() -> None:
    text = '[players.alice]\nlife = 20\n[[step]]\ndo = "a"\n[[step]]\ndo = "b"\nanswers.card = ["X"]\n[expect]\nalice.hand = []\n"bob.hand" = []\n'
    source = SourceMap(text)
    assert source.line_of(("players", "alice", "life")) == 2
    assert source.line_of(("step", 1, "do")) == 6
    assert source.line_of(("step", 1, "answers", "card")) == 7
    assert source.line_of(("expect", "alice", "hand")) == 9
    assert source.line_of(("expect", "bob.hand")) == 10
    assert source.line_of(("step", 1, "answers", "mode")) == 7  # the nearest ancestor written
    assert describe_path(("step", 1, "answers", "card")) == "step 2 → answers.card"
    assert describe_path(("cards", "Homebrew Hero", "power")) == 'cards."Homebrew Hero".power'


def test_the_format_uses_the_runtimes_names() -> None:
    """Answer kinds and refusal reasons are the runtime's own; the actions are the issue's."""
    assert set(CHOICE_KINDS) >= {"mode", "x", "target", "may", "card", "cost", "replacement", "order", "player", "number"}
    assert REFUSAL_REASONS == ("priority", "timing", "cost", "target", "zone", "choice")
    assert ACTIONS == ("cast", "activate", "play", "foretell", "draw", "mill", "pass", "resolve", "advance")


def test_event_kinds_cover_every_event_the_runtime_emits() -> None:
    """An [[expect.event]] may name any kind the runtime records: this list follows the source."""
    runtime = Path(__file__).resolve().parents[2] / "src" / "oraclec" / "runtime"
    emitted = set()
    for source in runtime.rglob("*.py"):  # the executors in runtime/effects/ too
        emitted.update(re.findall(r'emit\(\s*"([a-z_]+)"', source.read_text(encoding="utf-8")))
    assert emitted, "no emit() calls found: the runtime changed how it records events"
    assert emitted <= set(EVENT_KINDS), f"add to EVENT_KINDS: {sorted(emitted - set(EVENT_KINDS))}"
