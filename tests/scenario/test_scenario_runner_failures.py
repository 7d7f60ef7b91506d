"""The scenario runner tested on its failures: for each kind of expectation (``[expect]`` zones
and facts, ``[[expect.permanent]]``, ``[[expect.event]]``, ``[[expect.choice]]``, a step's
``error``, and warnings), one scenario with the expectation true passes, and the same scenario
with it false fails with the failure that names it. A runner that ignored a kind of expectation
would pass the false one; a runner that failed everything would fail the true one.

The cards are defined in the scenarios, so no card database is read.
"""

from __future__ import annotations

import pytest

from oraclec.scenario import ScenarioResult, loads, run

#: alice casts Test Tutor with her untapped Test Forest and finds Test Bear; bob is at 17 life
BASE = '''
description = "alice tutors for a bear"

[cards."Test Forest"]
type_line = "Basic Land — Forest"

[cards."Test Tutor"]
mana_cost = "{G}"
type_line = "Sorcery"
oracle_text = "Search your library for a card, put that card into your hand, then shuffle."

[cards."Test Bear"]
mana_cost = "{G}"
type_line = "Creature — Bear"
oracle_text = "Vigilance"
power = "2"
toughness = "2"

[players.alice]
hand = ["Test Tutor"]
library = ["Test Forest", "Test Bear"]
battlefield = ["Test Forest", { card = "Test Bear", counters = { "+1/+1" = 1 } }]

[players.bob]
life = 17

[[step]]
do = "cast"
card = "Test Tutor"

[[step]]
do = "resolve"
answers = { card = ["Test Bear"] }
'''


def play(text: str) -> ScenarioResult:
    return run(loads(text, path="runner-test.toml"))


def failures(result: ScenarioResult) -> list[tuple[str, str]]:
    return [(f.what, f.message) for f in result.failures]


def check_both_ways(right: str, wrong: str, what: str, message: str) -> None:
    """``right`` appended to BASE passes; ``wrong`` fails with exactly this failure."""
    passing = play(BASE + right)
    assert passing.passed, failures(passing)
    assert passing.warnings == []
    failing = play(BASE + wrong)
    assert failures(failing) == [(what, message)]


# -- [expect]: zones and facts ---------------------------------------------------------------------
ZONES = [
    ('"alice.hand" = ["Test Bear"]', '"alice.hand" = ["Test Forest"]',
     'alice\'s hand is ["Test Bear"], expected ["Test Forest"] (missing ["Test Forest"]; unexpected ["Test Bear"])'),
    ('"alice.library" = 1', '"alice.library" = 2', 'alice\'s library holds 1, expected 2: ["Test Forest"]'),
    ('"alice.library" = ["Test Forest"]', '"alice.library" = ["Test Bear"]',
     'alice\'s library is ["Test Forest"], expected ["Test Bear"] (missing ["Test Bear"]; unexpected ["Test Forest"])'),
    ('"alice.library.top" = ["Test Forest"]', '"alice.library.top" = ["Test Bear"]', 'the top of alice\'s library is ["Test Forest"], expected ["Test Bear"]'),
    ('"alice.graveyard" = ["Test Tutor"]', '"alice.graveyard" = []', 'alice\'s graveyard is ["Test Tutor"], expected [] (unexpected ["Test Tutor"])'),
    ('"alice.battlefield" = ["Test Forest", "Test Bear"]', '"alice.battlefield" = ["Test Forest", "Test Bear", "Test Bear"]',
     'alice\'s battlefield is ["Test Bear", "Test Forest"], expected ["Test Bear", "Test Bear", "Test Forest"] (missing ["Test Bear"])'),
    ('"alice.exile" = []', '"alice.exile" = ["Test Tutor"]', 'alice\'s exile is [], expected ["Test Tutor"] (missing ["Test Tutor"])'),
    ('"alice.sideboard" = 0', '"alice.sideboard" = 1', "alice's sideboard holds 0, expected 1: []"),
    ('"alice.command" = []', '"alice.command" = ["Test Bear"]', 'alice\'s command is [], expected ["Test Bear"] (missing ["Test Bear"])'),
    ('"bob.life" = 17', '"bob.life" = 20', "bob's life is 17, expected 20"),
    ('"bob.poison" = 0', '"bob.poison" = 1', "bob's poison is 0, expected 1"),
    ('"alice.mana" = ""', '"alice.mana" = "{G}"', "alice's mana pool is empty, expected {G}"),
    ('"bob.lost" = false', '"bob.lost" = true', "bob's lost is false, expected true"),
    ('"battlefield" = ["Test Forest", "Test Bear"]', '"battlefield" = ["Test Forest"]',
     'the battlefield is ["Test Bear", "Test Forest"], expected ["Test Forest"] (unexpected ["Test Bear"])'),
    ('"exile" = 0', '"exile" = 1', "the exile holds 0, expected 1: []"),
    ('"command" = 0', '"command" = 1', "the command holds 0, expected 1: []"),
    ('"stack" = []', '"stack" = ["Test Tutor"]', 'the stack (top first) is [], expected ["Test Tutor"]'),
    ('"priority" = "alice"', '"priority" = "bob"', 'the game\'s priority is "alice", expected "bob"'),
    ('"active" = "alice"', '"active" = "bob"', 'the game\'s active is "alice", expected "bob"'),
    ('"step" = "main1"', '"step" = "upkeep"', 'the game\'s step is "main1", expected "upkeep"'),
    ('"turn" = 1', '"turn" = 2', "the game's turn is 1, expected 2"),
    ('"monarch" = ""', '"monarch" = "alice"', 'the game\'s monarch is "", expected "alice"'),
    ('"initiative" = ""', '"initiative" = "bob"', 'the game\'s initiative is "", expected "bob"'),
]


@pytest.mark.parametrize(("right", "wrong", "message"), ZONES, ids=[right.partition(" =")[0].strip('"') for right, _, _ in ZONES])
def test_a_zone_or_fact_expectation(right: str, wrong: str, message: str) -> None:
    key = right.partition(" =")[0]
    check_both_ways(f"\n[expect]\n{right}\n", f"\n[expect]\n{wrong}\n", f"expect.{key}", message)


# -- [[expect.permanent]] --------------------------------------------------------------------------
#: every property of Test Bear on the battlefield, as [[expect.permanent]] writes it
BEAR = {
    "name": '"Test Bear"', "controller": '"alice"', "owner": '"alice"', "power": "3", "toughness": "3",
    "counters": '{ "+1/+1" = 1 }', "types": '["Creature"]', "subtypes": '["Bear"]', "keywords": '["Vigilance"]',
    "tapped": "false", "token": "false",
}
#: one wrong value per property, and how the failure shows it
WRONG_BEAR = {
    "name": ('"Test Elk"', None), "controller": ('"bob"', 'controller = "bob"'), "owner": ('"bob"', 'owner = "bob"'),
    "power": ("2", "power = 2"), "toughness": ("4", "toughness = 4"), "counters": ('{ "+1/+1" = 2 }', 'counters = [["+1/+1", 2]]'),
    "types": ('["Artifact"]', 'types = ["Artifact"]'), "subtypes": ('["Elf"]', 'subtypes = ["Elf"]'),
    "keywords": ('["Flying"]', 'keywords = ["Flying"]'), "tapped": ("true", "tapped = true"), "token": ("true", "token = true"),
}


def permanent(fields: dict[str, str]) -> str:
    return "\n[[expect.permanent]]\n" + "".join(f"{k} = {v}\n" for k, v in fields.items())


def test_a_permanent_with_every_property_right_passes() -> None:
    result = play(BASE + permanent(BEAR))
    assert result.passed, failures(result)


@pytest.mark.parametrize("field", sorted(WRONG_BEAR))
def test_a_permanent_with_one_property_wrong_fails(field: str) -> None:
    value, shown = WRONG_BEAR[field]
    [(what, message)] = failures(play(BASE + permanent({**BEAR, field: value})))
    assert what == "expect.permanent 1"
    if field == "name":
        assert message.startswith("expected 1 × Test Elk (controller = ")
        assert message.endswith("found 0; permanents named Test Elk: nothing")
    else:
        assert message.startswith("expected 1 × Test Bear (controller = ") and shown in message
        assert message.endswith("found 0; permanents named Test Bear: Test Bear 3/3 (controller alice, subtypes Bear, counters 1 +1/+1, untapped)")


def test_a_permanent_count() -> None:
    check_both_ways(
        permanent({"name": '"Test Forest"', "tapped": "true", "count": "1"}),
        permanent({"name": '"Test Forest"', "tapped": "true", "count": "2"}),
        "expect.permanent 1",
        "expected 2 × Test Forest (tapped = true), found 1; permanents named Test Forest: Test Forest (controller alice, subtypes Forest, tapped)",
    )


# -- [[expect.event]] ------------------------------------------------------------------------------
EVENTS = [
    ("count", 'kind = "shuffle"\nplayer = "alice"', 'kind = "shuffle"\nplayer = "alice"\ncount = 2', "expected 2 shuffle event of alice, found 1: shuffle alice 1"),
    ("player", 'kind = "shuffle"\nplayer = "alice"', 'kind = "shuffle"\nplayer = "bob"', "expected 1 shuffle event of bob, found 0"),
    ("none", 'kind = "draw"\ncount = 0', 'kind = "draw"', "expected 1 draw event, found 0"),
    ("to", 'kind = "zone_change"\ncard = "Test Bear"\nfrom = "library"\nto = "hand"', 'kind = "zone_change"\ncard = "Test Bear"\nfrom = "library"\nto = "graveyard"',
     "expected 1 zone_change event about Test Bear from library to graveyard, found 0"),
    ("card", 'kind = "zone_change"\ncard = "Test Bear"\nfrom = "library"\nto = "hand"', 'kind = "zone_change"\ncard = "Test Forest"\nfrom = "library"\nto = "hand"',
     "expected 1 zone_change event about Test Forest from library to hand, found 0"),
    ("from", 'kind = "zone_change"\ncard = "Test Tutor"\nfrom = "stack"\nto = "graveyard"', 'kind = "zone_change"\ncard = "Test Tutor"\nfrom = "hand"\nto = "graveyard"',
     "expected 1 zone_change event about Test Tutor from hand to graveyard, found 0"),
]


@pytest.mark.parametrize(("right", "wrong", "message"), [e[1:] for e in EVENTS], ids=[e[0] for e in EVENTS])
def test_an_event_expectation(right: str, wrong: str, message: str) -> None:
    check_both_ways(f"\n[[expect.event]]\n{right}\n", f"\n[[expect.event]]\n{wrong}\n", "expect.event 1", message)


# -- [[expect.choice]] -----------------------------------------------------------------------------
ASKED = 'card choices asked: alice chose ["Test Bear"] from ["Test Forest", "Test Bear"]'
CHOICES = [
    ("answer", 'kind = "card"\nplayer = "alice"\noptions = ["Test Forest", "Test Bear"]\nanswer = ["Test Bear"]',
     'kind = "card"\nplayer = "alice"\noptions = ["Test Forest", "Test Bear"]\nanswer = ["Test Forest"]',
     f'expected 1 × card choice of alice with options ["Test Forest", "Test Bear"] answered ["Test Forest"], found 0; {ASKED}'),
    ("options", 'kind = "card"\noptions = ["Test Bear", "Test Forest"]', 'kind = "card"\noptions = ["Test Bear"]',
     f'expected 1 × card choice with options ["Test Bear"], found 0; {ASKED}'),
    ("player", 'kind = "card"\nplayer = "alice"', 'kind = "card"\nplayer = "bob"', f"expected 1 × card choice of bob, found 0; {ASKED}"),
    ("count", 'kind = "card"\ncount = 1', 'kind = "card"\ncount = 0', f"expected 0 × card choice, found 1; {ASKED}"),
    ("kind", 'kind = "may"\ncount = 0', 'kind = "may"', "expected 1 × may choice, found 0; may choices asked: none"),
    ("nth-answer", 'kind = "card"\nnth = 1\nanswer = ["Test Bear"]', 'kind = "card"\nnth = 1\nanswer = ["Test Forest"]',
     'expected choice 1 of kind card choice answered ["Test Forest"]; it was: alice chose ["Test Bear"] from ["Test Forest", "Test Bear"]'),
    ("nth", 'kind = "card"\nnth = 1', 'kind = "card"\nnth = 2', "expected a choice 2 of kind card choice, but only 1 card choices were asked"),
]


@pytest.mark.parametrize(("right", "wrong", "message"), [c[1:] for c in CHOICES], ids=[c[0] for c in CHOICES])
def test_a_choice_expectation(right: str, wrong: str, message: str) -> None:
    check_both_ways(f"\n[[expect.choice]]\n{right}\n", f"\n[[expect.choice]]\n{wrong}\n", "expect.choice 1", message)


DREDGE = '''
[cards."Test Forest"]
type_line = "Basic Land — Forest"

[cards."Test Troll"]
mana_cost = "{G}"
type_line = "Creature — Troll"
oracle_text = "Dredge 2"
power = "1"
toughness = "1"

[players.alice]
library = ["Test Forest", "Test Forest"]
graveyard = ["Test Troll"]

[players.bob]

[[step]]
do = "draw"
answers = { replacement = ["Test Troll"] }
'''


def test_a_replacement_choice_is_answered_by_the_name_of_its_source() -> None:
    """The answer is named like the options (a replacement by its source, or "no")."""
    right = play(DREDGE + '\n[[expect.choice]]\nkind = "replacement"\noptions = ["Test Troll", "no"]\nanswer = ["Test Troll"]\n')
    assert right.passed, failures(right)
    wrong = play(DREDGE + '\n[[expect.choice]]\nkind = "replacement"\nanswer = ["no"]\n')
    assert failures(wrong) == [("expect.choice 1", 'expected 1 × replacement choice answered ["no"], found 0; replacement choices asked: alice chose ["Test Troll"] from ["Test Troll", "no"]')]


# -- a step's error ----------------------------------------------------------------------------------
REFUSED = "bob pass was refused"
ERRORS = [
    ("wrong-reason", 'player = "bob"\ndo = "pass"\nerror = "priority"', 'player = "bob"\ndo = "pass"\nerror = "timing"',
     f"step 3: {REFUSED} for the wrong reason: priority: bob does not have priority (alice has)"),
    ("refused-without-error", 'player = "bob"\ndo = "pass"\nerror = "priority"', 'player = "bob"\ndo = "pass"',
     f"step 3: {REFUSED}: priority: bob does not have priority (alice has)"),
    ("carried-out", 'do = "pass"', 'do = "pass"\nerror = "priority"', "step 3: alice pass should have been refused (priority), but it was carried out"),
    ("cost", 'do = "cast"\ncard = "Test Bear"\nerror = "cost"', 'do = "cast"\ncard = "Test Bear"\nerror = "zone"',
     "step 3: alice cast Test Bear was refused for the wrong reason: cost: alice can't pay {G}: not enough mana in the pool and untapped sources"),
]


@pytest.mark.parametrize(("right", "wrong", "message"), [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_a_step_error_expectation(right: str, wrong: str, message: str) -> None:
    check_both_ways(f"\n[[step]]\n{right}\n", f"\n[[step]]\n{wrong}\n", "step 3", message)


def test_a_failed_step_stops_the_scenario_before_the_expectations() -> None:
    """The expectations are not checked after a step that failed (the game is not where the file
    says): the step's failure is the only one."""
    result = play(BASE + '\n[[step]]\nplayer = "bob"\ndo = "pass"\n\n[expect]\n"bob.life" = 20\n')
    assert [f.what for f in result.failures] == ["step 3"] and result.steps_run == 2


# -- warnings ----------------------------------------------------------------------------------------
UNUSED = BASE.replace('answers = { card = ["Test Bear"] }', 'answers = { card = ["Test Bear"], may = [true] }')
RIDDLE = BASE.replace("[players.alice]", '[cards."Test Riddle"]\ntype_line = "Sorcery"\noracle_text = "Frobnicate the glorp."\n\n[players.alice]')
NOT_EXPECTED = " (a warning fails the scenario unless expect_warnings holds a piece of its text)"


def test_an_unused_answer_fails_unless_expected() -> None:
    warning = "step 2: alice's answers to 'may' were not used: True"
    failing = play(UNUSED)
    assert failing.warnings == [warning]
    assert failures(failing) == [("warning", warning + NOT_EXPECTED)]
    passing = play("expect_warnings = [\"alice's answers to 'may' were not used\"]\n" + UNUSED)
    assert passing.passed, failures(passing)
    assert passing.warnings == [warning]


def test_a_card_that_does_not_parse_fails_unless_expected() -> None:
    warning = "Test Riddle: did not parse: Frobnicate the glorp. (unknown word 'Frobnicate')"
    failing = play(RIDDLE)
    assert failures(failing) == [("warning", warning + NOT_EXPECTED)]
    passing = play('expect_warnings = ["Test Riddle: did not parse"]\n' + RIDDLE)
    assert passing.passed, failures(passing)


def test_an_expected_warning_that_is_not_given_fails() -> None:
    """So that the entry goes once the card compiles or the answer is used."""
    result = play('expect_warnings = ["Test Riddle: did not parse", "were not used"]\n' + RIDDLE)
    assert failures(result) == [("expect_warnings 2", 'no warning contains "were not used"; warnings given: Test Riddle: did not parse: Frobnicate the glorp. (unknown word \'Frobnicate\')')]
    assert result.failures[0].line == 1


def test_expect_warnings_is_checked_as_it_is_read() -> None:
    from oraclec.scenario import ScenarioError

    with pytest.raises(ScenarioError, match=r"line 1, key expect_warnings: wrong type: expected a list of pieces of warning text"):
        loads('expect_warnings = "not used"\n' + BASE)
    with pytest.raises(ScenarioError, match="expect_warnings names a warning twice"):
        loads('expect_warnings = ["not used", "not used"]\n' + BASE)


# -- all at once -------------------------------------------------------------------------------------
def test_every_wrong_expectation_is_reported_and_only_those() -> None:
    """One wrong expectation of each kind among right ones: each is reported, in the order zones,
    permanents, events, choices, then warnings; the right ones are not."""
    text = (
        "expect_warnings = [\"alice's answers to 'may' were not used\", \"Test Riddle\"]\n" + UNUSED
        + '\n[expect]\n"alice.hand" = ["Test Bear"]\n"bob.life" = 20\n'
        + permanent(BEAR) + permanent({"name": '"Test Forest"', "tapped": "false"})
        + '\n[[expect.event]]\nkind = "shuffle"\n\n[[expect.event]]\nkind = "draw"\n'
        + '\n[[expect.choice]]\nkind = "card"\nanswer = ["Test Bear"]\n\n[[expect.choice]]\nkind = "card"\nanswer = ["Test Forest"]\n'
    )
    result = play(text)
    assert [f.what for f in result.failures] == ['expect."bob.life"', "expect.permanent 2", "expect.event 2", "expect.choice 2", "expect_warnings 2"]
    lines = text.splitlines()
    assert result.failures[0].line == lines.index('"bob.life" = 20') + 1
    assert all(f.line for f in result.failures), [(f.what, f.line) for f in result.failures]


# -- what a failure reports besides its message (the JSON of `oraclec play --json`) ----------------------
REPORTED = [
    ("choice-nth", '\n[[expect.choice]]\nkind = "card"\nnth = 2\n',
     {"what": "expect.choice 1", "line": 35, "expected": 2, "actual": 1}),
    ("choice-nth-answer", '\n[[expect.choice]]\nkind = "card"\nnth = 1\nanswer = ["Test Forest"]\n',
     {"what": "expect.choice 1", "line": 35, "expected": 'choice 1 of kind card choice answered ["Test Forest"]', "actual": 'alice chose ["Test Bear"] from ["Test Forest", "Test Bear"]'}),
    ("choice-count", '\n[[expect.choice]]\nkind = "card"\ncount = 0\n', {"what": "expect.choice 1", "line": 35, "expected": 0, "actual": 1}),
    ("event", '\n[[expect.event]]\nkind = "zone_change"\ncard = "Test Forest"\nfrom = "library"\nto = "hand"\n',
     {"what": "expect.event 1", "line": 35, "expected": 1, "actual": 0}),
    ("zone", '\n[expect]\n"alice.hand" = ["Test Forest"]\n', {"what": 'expect."alice.hand"', "line": 36, "expected": ["Test Forest"], "actual": ["Test Bear"]}),
]


@pytest.mark.parametrize(("added", "reported"), [r[1:] for r in REPORTED], ids=[r[0] for r in REPORTED])
def test_a_failure_reports_the_line_and_what_was_expected_and_found(added: str, reported: dict[str, object]) -> None:
    (failure,) = play(BASE + added).failures
    found = failure.as_json()
    assert {key: found[key] for key in reported} == reported


def test_a_missing_warning_reports_its_line_its_text_and_the_warnings_given() -> None:
    (failure,) = play('expect_warnings = ["no such warning"]\n' + BASE).failures
    assert failure.as_json() == {"what": "expect_warnings 1", "line": 1, "message": 'no warning contains "no such warning"; warnings given: none', "expected": "no such warning", "actual": []}
