"""Game.legal_actions, Game.take and RandomChooser (issue 21).

Both directions on the scenario corpus, from each file's starting position: (a) every action
listed is carried out when taken, with the random answers of some seed to its choices; (b)
every action the engine could be asked for (every card of every zone cast by every way it might
have, played as a land, foretold; every activated ability of every object) that is not listed is
refused. Then focused positions: sorcery timing, one land a turn, flashback, foretell, {T} on a
tapped permanent, summoning sickness, no legal target, mana abilities; the random chooser's
determinism, uniformity and limits; and whole turns of random legal play.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from oraclec import effects as fx
from oraclec.runtime import (
    Action,
    Choice,
    ChoiceError,
    DefaultChooser,
    Game,
    IllegalAction,
    RandomChooser,
)
from oraclec.runtime.casting import activated_abilities, automatic_mana_ability
from oraclec.runtime.errors import UnsupportedAtRuntime
from oraclec.runtime.layers import flatten
from oraclec.scenario import load, loads, setup_game

SCENARIOS = Path(__file__).resolve().parent / "scenarios"
FILES = sorted(SCENARIOS.glob("*.toml"))
#: (b) tries many candidates per file: every third file keeps the test under half a minute
REFUSAL_SAMPLE = FILES[::3]
#: a listed action must be carried out with the answers of one of these seeds
SEEDS = range(24)


def with_choosers(game: Game, chooser: Callable[[], Any]) -> None:
    game.choosers = {p.name: chooser() for p in game.players}


def carried_out(game: Game, action: Action, chooser: Callable[[], Any]) -> IllegalAction | ChoiceError | None:
    """Take ``action`` with every player's choices answered by ``chooser()``, then put the game
    back as it was; the refusal, or None when it was carried out."""
    saved, log, choosers = game.save_state(), len(game.choice_log), game.choosers
    with_choosers(game, chooser)
    try:
        game.take(action)
        return None
    except (IllegalAction, ChoiceError) as refusal:
        return refusal
    finally:
        game.restore_state(saved)
        del game.choice_log[log:]
        game.choosers = choosers


def candidates(game: Game, player: str) -> list[Action]:
    """Every action the engine could be asked for: each card outside the battlefield and the
    stack played as a land, foretold, and cast for its mana cost and by each way its text, an
    effect's permission or a rule might give; each activated ability of each object (but the
    mana abilities the payment of costs activates by itself, which are not listed)."""
    given = {p.get("method") for p in game.state.permissions if p.get("method")}
    out = []
    for obj in game.all_objects():
        if obj.zone not in ("battlefield", "stack"):
            out.append(Action("play_land", player, obj.id))
            out.append(Action("special", player, obj.id, method="foretell"))
            own = {a.method for face in obj.definition.faces for a in flatten(face.abilities) if isinstance(a, fx.CastPermission) and a.method}
            for method in [*sorted(own | given | {"flashback", "permission", "aftermath", "fuse"}), None]:
                out.append(Action("cast", player, obj.id, method=method))
        automatic = automatic_mana_ability(game, obj) if obj.zone == "battlefield" else None
        for index, ability in enumerate(activated_abilities(game, obj), 1):
            if automatic is None or ability is not automatic[0]:
                out.append(Action("activate", player, obj.id, ability=index))
    return out


# -- both directions on the corpus -------------------------------------------------------------
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_listed_action_is_carried_out(path: Path) -> None:
    game = setup_game(load(path))
    player = game.acting_player()
    assert player is not None
    before = game.snapshot()
    actions = game.legal_actions(player)
    assert game.snapshot() == before, "legal_actions changed the game"
    assert actions[-1] == Action("pass", player)
    assert len(set(actions)) == len(actions)
    for other in game.players:
        if other.name != player:
            assert game.legal_actions(other.name) == [], f"{other.name} has no priority"
    failed = []
    for action in actions:
        refusals = []
        for seed in SEEDS:
            refusal = carried_out(game, action, lambda seed=seed: RandomChooser(seed))
            if refusal is None:
                break
            refusals.append(refusal)
        else:
            failed.append(f"{action.describe(game)}: {refusals[0]}")
    assert not failed, f"listed, but refused with the answers of {len(SEEDS)} seeds: {failed}"


@pytest.mark.parametrize("path", REFUSAL_SAMPLE, ids=[p.stem for p in REFUSAL_SAMPLE])
def test_every_action_not_listed_is_refused(path: Path) -> None:
    game = setup_game(load(path))
    player = game.acting_player()
    assert player is not None
    listed = set(game.legal_actions(player))
    accepted, unannounced = [], []
    for action in candidates(game, player):
        if action in listed:
            continue
        for chooser in (DefaultChooser, lambda: RandomChooser(1)):
            try:
                refusal = carried_out(game, action, chooser)
            except UnsupportedAtRuntime:
                # the engine cannot take it yet: legal_actions must say it left it out for that
                if action.describe(game) not in game.unsupported_actions:
                    unannounced.append(action.describe(game))
                break
            if refusal is None:
                accepted.append(action.describe(game))
                break
    assert not accepted, f"not listed, but carried out: {accepted}"
    assert not unannounced, f"not listed, and unsupported when taken, but not in game.unsupported_actions: {unannounced}"


# -- focused positions -------------------------------------------------------------------------
def position(players: str, *, step: str = "main1", active: str = "alice") -> Game:
    return setup_game(loads(f'description = "a position"\nactive = "{active}"\nturn_step = "{step}"\n{players}'))


def described(game: Game, player: str = "alice") -> list[str]:
    return [a.describe(game) for a in game.legal_actions(player)]


def test_sorcery_speed_only_in_a_main_phase_with_an_empty_stack() -> None:
    players = '[players.alice]\nhand = ["Divination", "Shock"]\nbattlefield = ["Island", "Island", "Mountain", "Mountain"]\n[players.bob]\n'
    assert described(position(players)) == ["cast Divination", "cast Shock", "pass"]
    assert described(position(players, step="upkeep")) == ["cast Shock", "pass"]
    game = position(players)
    game.take(Action("cast", "alice", game.find("Shock").id))  # the stack is not empty now
    assert described(game) == ["pass"]  # Divination waits for an empty stack
    with pytest.raises(IllegalAction) as refused:
        game.take(Action("cast", "alice", game.find("Divination").id))
    assert refused.value.reason == "timing"


def test_one_land_a_turn() -> None:
    game = position('[players.alice]\nhand = ["Forest", "Island"]\n[players.bob]\n')
    forest, island = game.find("Forest"), game.find("Island")
    assert described(game) == ["play Forest", "play Island", "pass"]
    game.take(Action("play_land", "alice", forest.id))
    assert described(game) == ["pass"]
    with pytest.raises(IllegalAction) as refused:
        game.take(Action("play_land", "alice", island.id))
    assert refused.value.reason == "timing"
    assert game.names("hand", "alice") == ["Island"]


def test_flashback_from_the_graveyard_only() -> None:
    players = '[players.alice]\nhand = ["Think Twice"]\ngraveyard = ["Think Twice"]\nbattlefield = ["Island", "Island", "Island"]\n[players.bob]\n'
    game = position(players)
    in_hand, in_graveyard = game.find("Think Twice", zone="hand"), game.find("Think Twice", zone="graveyard")
    assert game.legal_actions("alice") == [
        Action("cast", "alice", in_hand.id),
        Action("cast", "alice", in_graveyard.id, method="flashback"),
        Action("pass", "alice"),
    ]
    for refused in (Action("cast", "alice", in_hand.id, method="flashback"), Action("cast", "alice", in_graveyard.id)):
        with pytest.raises(IllegalAction):
            game.take(refused)
    game.take(Action("cast", "alice", in_graveyard.id, method="flashback"))
    assert game.events("cast")[-1].get("method") == "flashback"


def test_foretell_is_a_special_action_of_your_own_turn() -> None:
    players = '[players.alice]\nhand = ["Saw It Coming"]\nbattlefield = ["Island", "Island", "Island"]\n[players.bob]\nhand = ["Saw It Coming"]\nbattlefield = ["Island", "Island"]\n'
    game = position(players)
    alices = game.find("Saw It Coming", player="alice")
    assert game.legal_actions("alice") == [Action("special", "alice", alices.id, method="foretell"), Action("pass", "alice")]
    assert Action("special", "alice", alices.id, method="foretell").describe(game) == "foretell Saw It Coming"
    game.take(Action("special", "alice", alices.id, method="foretell"))
    assert game.names("exile") == ["Saw It Coming"]
    game.take(Action("pass", "alice"))  # bob has priority in alice's turn: he can't foretell
    assert game.acting_player() == "bob"
    assert described(game, "bob") == ["pass"]
    with pytest.raises(IllegalAction):
        game.take(Action("special", "bob", game.find("Saw It Coming", player="bob").id, method="foretell"))


def test_foretold_card_is_cast_for_its_foretell_cost_after_that_turn() -> None:
    players = '[players.alice]\nexile = [{ card = "Saw It Coming", foretold = true }]\nbattlefield = ["Island", "Island"]\n[players.bob]\nhand = ["Divination"]\nbattlefield = ["Island", "Island", "Island"]\n'
    game = position(players, active="bob")
    foretold = game.find("Saw It Coming")
    game.take(Action("cast", "bob", game.find("Divination").id))
    assert game.acting_player() == "bob"
    game.take(Action("pass", "bob"))
    assert game.legal_actions("alice") == [Action("cast", "alice", foretold.id, method="foretell"), Action("pass", "alice")]
    game.take(Action("cast", "alice", foretold.id, method="foretell"))
    assert game.names("stack") == ["Saw It Coming", "Divination"]


def test_a_tapped_permanents_tap_ability_is_not_listed() -> None:
    players = '[players.alice]\nbattlefield = ["Prodigal Sorcerer", { card = "Prodigal Sorcerer", tapped = true }]\n[players.bob]\n'
    game = position(players)
    untapped, tapped = game.find("Prodigal Sorcerer"), game.find("Prodigal Sorcerer", nth=2)
    assert game.legal_actions("alice") == [Action("activate", "alice", untapped.id, ability=1), Action("pass", "alice")]
    with pytest.raises(IllegalAction) as refused:
        game.take(Action("activate", "alice", tapped.id, ability=1))
    assert refused.value.reason == "cost"


def test_a_summoning_sick_creatures_tap_ability_is_not_listed() -> None:
    players = '[players.alice]\nhand = ["Prodigal Sorcerer"]\nbattlefield = ["Island", "Island", "Island"]\n[players.bob]\n'
    game = position(players)
    game.take(Action("cast", "alice", game.find("Prodigal Sorcerer").id))
    game.take(Action("pass", "alice"))
    game.take(Action("pass", "bob"))  # it resolves
    sorcerer = game.find("Prodigal Sorcerer", zone="battlefield")
    assert game.acting_player() == "alice"
    assert described(game) == ["pass"]
    with pytest.raises(IllegalAction) as refused:
        game.take(Action("activate", "alice", sorcerer.id, ability=1))
    assert "since the start of the turn" in str(refused.value)


def test_a_spell_with_no_legal_target_is_not_listed() -> None:
    players = '[players.alice]\nhand = ["Doom Blade"]\nbattlefield = ["Swamp", "Swamp"]\n[players.bob]\nbattlefield = ["Vampire Nighthawk"]\n'
    game = position(players)
    assert described(game) == ["pass"]  # the only creature is black
    with pytest.raises(IllegalAction) as refused:
        game.take(Action("cast", "alice", game.find("Doom Blade").id))
    assert refused.value.reason == "target"
    game = position(players.replace('"Vampire Nighthawk"', '"Vampire Nighthawk", "Grizzly Bears"'))
    assert described(game) == ["cast Doom Blade", "pass"]


def test_mana_abilities_the_payment_activates_itself_are_left_out() -> None:
    game = position('[players.alice]\nbattlefield = ["Forest", "Lotus Petal"]\n[players.bob]\n')
    forest, petal = game.find("Forest"), game.find("Lotus Petal")
    assert game.legal_actions("alice") == [Action("activate", "alice", petal.id, ability=1), Action("pass", "alice")]
    assert game.legal_actions("alice", automatic_mana=True) == [
        Action("activate", "alice", forest.id, ability=1),
        Action("activate", "alice", petal.id, ability=1),
        Action("pass", "alice"),
    ]


def test_normal_names_the_mana_cost_way() -> None:
    game = position('[players.alice]\ngraveyard = ["Think Twice"]\nbattlefield = ["Island", "Island", "Island"]\n[players.bob]\n')
    with pytest.raises(IllegalAction) as refused:
        game.cast("alice", "Think Twice", method="normal")
    assert "for its mana cost" in str(refused.value)
    game.cast("alice", "Think Twice")  # no way named: its one way, flashback
    assert game.events("cast")[-1].get("method") == "flashback"


def test_a_ways_additional_cost_named_for_another_way_is_refused() -> None:
    text = """description = "retrace named from the hand"
[cards."Retrace Tonic"]
mana_cost = "{G}"
type_line = "Sorcery"
oracle_text = "You gain 2 life.\\nRetrace"
[players.alice]
hand = ["Retrace Tonic", "Forest"]
battlefield = ["Forest"]
[players.bob]
"""
    game = setup_game(loads(text))
    with pytest.raises(IllegalAction) as refused:
        game.cast("alice", "Retrace Tonic", method="retrace")
    assert refused.value.reason == "choice"
    assert described(game) == ["play Forest", "cast Retrace Tonic", "pass"]


def test_nothing_to_do_for_a_player_without_priority_or_after_the_game() -> None:
    game = position('[players.alice]\nhand = ["Forest"]\n[players.bob]\nhand = ["Forest"]\n')
    assert game.acting_player() == "alice"
    assert game.legal_actions("bob") == []
    with pytest.raises(IllegalAction) as refused:
        game.take(Action("pass", "bob"))
    assert refused.value.reason == "priority"
    game.state.game_over = True
    assert game.acting_player() is None
    assert game.legal_actions("alice") == []


def test_an_action_on_an_object_that_moved_is_refused() -> None:
    game = position('[players.alice]\nhand = ["Forest"]\n[players.bob]\n')
    play = game.legal_actions("alice")[0]
    game.take(play)
    with pytest.raises(IllegalAction) as refused:
        game.take(play)  # the card in hand is gone: a new object is on the battlefield
    assert refused.value.reason == "zone"


def test_action_json_round_trip_and_unknown_kind() -> None:
    action = Action("cast", "alice", 7, method="flashback")
    assert action.to_json() == {"kind": "cast", "player": "alice", "object_id": 7, "method": "flashback", "ability": None}
    assert Action.from_json(action.to_json()) == action
    with pytest.raises(ValueError, match="unknown kind of action"):
        Action("attack", "alice")


# -- the random chooser -------------------------------------------------------------------------
def choice(kind: str, options: tuple[Any, ...], least: int, most: int) -> Choice:
    return Choice(kind=kind, player="alice", prompt="test", options=options, labels=tuple(str(o) for o in options), min=least, max=most)


def test_random_chooser_is_deterministic_for_a_seed() -> None:
    choices = [choice("target", tuple("abcdef"), 1, 1), choice("attackers", tuple("abcde"), 0, 5), choice("x", tuple(range(8)), 1, 1), choice("order", tuple("abcd"), 4, 4)]
    def answers(seed: int) -> list[tuple[Any, ...]]:
        chooser = RandomChooser(seed)
        return [tuple(chooser.choose(c, None)) for c in choices * 20]  # type: ignore[arg-type]
    assert answers(5) == answers(5)
    assert answers(5) != answers(6)


def test_random_chooser_picks_every_option_and_every_selection() -> None:
    chooser = RandomChooser(0)
    single = choice("target", tuple("abcde"), 1, 1)
    assert {chooser.choose(single, None)[0] for _ in range(300)} == set("abcde")  # type: ignore[arg-type]
    numbers = choice("x", tuple(range(6)), 1, 1)
    assert {chooser.choose(numbers, None)[0] for _ in range(300)} == set(range(6))  # type: ignore[arg-type]
    may = choice("may", (True, False), 1, 1)
    assert {chooser.choose(may, None)[0] for _ in range(100)} == {True, False}  # type: ignore[arg-type]
    # "up to three": each of the 8 selections of 0-3 of three options, the empty one too
    subsets = choice("attackers", tuple("abc"), 0, 3)
    seen = {tuple(chooser.choose(subsets, None)) for _ in range(400)}  # type: ignore[arg-type]
    assert seen == {c for k in range(4) for c in itertools.combinations("abc", k)}
    order = choice("order", tuple("abc"), 3, 3)
    assert {tuple(chooser.choose(order, None)) for _ in range(300)} == set(itertools.permutations("abc"))  # type: ignore[arg-type]


def test_random_chooser_respects_min_and_max() -> None:
    chooser = RandomChooser(3)
    for least, most in ((0, 0), (0, 1), (2, 2), (1, 4), (3, 6), (2, 9)):
        asked = choice("card", tuple(range(6)), least, most)
        sizes = set()
        for _ in range(200):
            picked = chooser.choose(asked, None)  # type: ignore[arg-type]
            assert least <= len(picked) <= min(most, 6)
            assert len(set(picked)) == len(picked) and set(picked) <= set(range(6))
            assert list(picked) == sorted(picked)  # a selection keeps the order of the options
            sizes.add(len(picked))
        assert sizes == set(range(least, min(most, 6) + 1))
    with pytest.raises(ChoiceError, match="no legal answer"):
        chooser.choose(choice("card", ("a",), 2, 2), None)  # type: ignore[arg-type]


# -- whole turns of random legal play ----------------------------------------------------------
MIDGAME = """
[players.alice]
hand = ["Shock", "Divination", "Grizzly Bears", "Forest", "Think Twice", "Doom Blade"]
graveyard = ["Think Twice"]
battlefield = ["Forest", "Forest", "Island", "Island", "Mountain", "Swamp", "Prodigal Sorcerer", "Grizzly Bears", "Wall of Stone", { card = "Hill Giant", tapped = true }, "Lotus Petal"]
library = ["Island", "Hill Giant", "Forest", "Shock", "Island", "Grizzly Bears", "Mountain", "Divination"]
[players.bob]
hand = ["Doom Blade", "Disfigure", "Serra Angel", "Swamp", "Saw It Coming"]
battlefield = ["Swamp", "Swamp", "Island", "Island", "Plains", "Vampire Nighthawk", "Hill Giant", "Llanowar Elves"]
library = ["Swamp", "Serra Angel", "Plains", "Disfigure", "Island", "Hill Giant", "Swamp", "Plains"]
"""


def play_turn(game: Game, seed: int, limit: int = 500) -> list[tuple[Action, bool]]:
    """Random legal actions until the turn changes: each chosen among the listed ones, every
    choice answered at random; the actions, each with whether it was carried out (one refused
    for the answers drawn, an X too large to pay, is undone)."""
    with_choosers(game, lambda: RandomChooser(seed))
    picker = RandomChooser(seed + 1000).rng
    turn, taken = game.state.turn, []
    for _ in range(limit):
        player = game.acting_player()
        if player is None or game.state.turn != turn:
            return taken
        action = picker.choice(game.legal_actions(player))
        before = game.snapshot()
        try:
            game.take(action)
            taken.append((action, True))
        except IllegalAction:
            assert action.kind != "pass"
            assert game.snapshot() == before, "a refused action changed the game"
            taken.append((action, False))
    raise AssertionError(f"the turn did not end after {limit} actions: {[a.describe(game) for a, _ in taken[-20:]]}")


@pytest.mark.parametrize("seed", range(12))
def test_a_whole_turn_of_random_legal_actions(seed: int) -> None:
    game = position(MIDGAME)
    taken = play_turn(game, seed)
    assert game.state.turn == 2 or game.state.game_over
    assert any(action.kind == "pass" for action, _ in taken)
    # the attackers offered were only the creatures that can attack: untapped, not defenders
    for asked, _ in game.choice_log:
        if asked.kind == "attackers":
            assert {o.name for o in asked.options} <= {"Prodigal Sorcerer", "Grizzly Bears"}
    # the same seed, the same game
    again = position(MIDGAME)
    assert play_turn(again, seed) == taken
    assert again.log_lines() == game.log_lines()


@pytest.mark.parametrize("path", FILES[::5], ids=[p.stem for p in FILES[::5]])
def test_a_scenarios_turn_of_random_legal_actions(path: Path) -> None:
    game = setup_game(load(path))
    turn = game.state.turn
    play_turn(game, seed=len(path.stem))
    assert game.state.turn == turn + 1 or game.state.game_over
