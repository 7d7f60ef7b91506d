"""One simulated game: :func:`play_game`, random legal play between two decks.

The game's seed decides everything: who plays first, the shuffles (the game's seeded RNG), each
player's choices (a :class:`~oraclec.runtime.choices.RandomChooser` each, which also declares
attackers and blockers) and which action is taken. So the same decks and seed give the same game,
byte for byte (:attr:`GameResult.digest` is the digest of its whole log), wherever it runs.

Setup: each library is shuffled and each player draws seven cards; **mulligans are skipped** (the
opening hands are kept). The player who plays first starts in their first main phase, so that
they skip their first draw (CR 103.8a).

The choice of an action (the documented bias): when a player has a legal action other than
passing, they take one with probability :data:`ACT_PROBABILITY` (uniformly among them), and
pass otherwise; the more actions a player has taken this turn, the likelier the pass (the
probability falls to 0 over :data:`PATIENCE` actions), so that a free ability ("{X}: Put X tower
counters", X 0) activated again and again ends the turn, though each pass leaves the abilities
piled on the stack to respond to. The mana abilities that paying a cost activates by itself are not offered
(``Game.legal_actions``: costs are paid with them as needed). An action
the engine refuses although it was listed (its random choices may make it illegal: an X it
cannot pay) is counted in :attr:`GameResult.refused` and not offered again in that position.

After every action the invariants of :mod:`.invariants` are checked. The game stops at its first
failure (an exception out of the engine, a broken invariant, an action that went on for more than
:data:`MAX_EVENTS_PER_ACTION` events), which :attr:`GameResult.failure` describes with the action
number that reproduces it; at the end of the game; or when turn ``max_turns`` ends (a draw by the
limit, :attr:`GameResult.outcome` "turn limit"). A compiled construct the runtime cannot execute
yet (:class:`~oraclec.runtime.errors.UnsupportedAtRuntime`, raised part way through an action,
or counted in ``Game.unsupported`` by an action that left a rule out, such as a static effect
the runtime cannot apply) stops the game too, as outcome "unsupported": a known gap of the runtime, not a failure, though
described the same way (:attr:`GameResult.failure`, kind "unsupported") so that it can be replayed.

:func:`play_game`'s arguments are plain data (decks of cards, numbers) and it reads and writes
nothing else: it runs unchanged in another process, under ``multiprocessing`` or Ray.
"""

from __future__ import annotations

import collections
import hashlib
import random
import time
from typing import Any

import attrs

from ..runtime.errors import EngineLoop, IllegalAction, UnsupportedAtRuntime
from ..runtime.game import Game
from .decks import Deck, definition_of
from .invariants import (
    CardKeeper,
    Violation,
    state_based_violations,
    step_change_violations,
    well_formed_violations,
    zone_violations,
)

#: the players, in seat order (who plays first is the seed's)
PLAYERS = ("A", "B")
OPENING_HAND = 7
DEFAULT_MAX_TURNS = 30
#: the chance of taking a non-pass action when there is one (see the module's docstring)
ACT_PROBABILITY = 0.75
#: non-pass actions in one turn after which a player only passes
PATIENCE = 60
#: events one action may cause before it counts as an endless one (far above a real action: a
#: whole turn of combat with a dozen creatures is a few hundred)
MAX_EVENTS_PER_ACTION = 50_000
#: actions in one turn after which the game stops with a failure: each action may be bounded and
#: the game still not move on (a trigger that puts another on the stack as it resolves)
MAX_ACTIONS_PER_TURN = 2_000

#: the kinds of failure: an exception out of the engine (a bug), a construct the runtime cannot
#: execute (not counted as a failure: a known gap), a loop the engine stopped (CR 731.2), an
#: action over its events, a turn over its actions, a broken invariant, a position where nobody
#: can act but the game is not over
FAILURE_KINDS = ("exception", "unsupported", "engine loop", "endless action", "endless turn", "invariant", "stuck")


class EndlessAction(Exception):
    """Raised out of the engine when an action has caused :data:`MAX_EVENTS_PER_ACTION` events."""


@attrs.frozen
class Failure:
    """What went wrong, and where: the game's seed and the number of the action (1-based) in
    which it happened (or after which an invariant was found broken), with the turn and step in
    which that action was taken."""

    seed: int
    action: int
    kind: str
    message: str
    #: the action being taken, as :meth:`Action.describe` says it ("" if none)
    during: str = ""
    turn: int = 0
    step: str = ""

    def to_json(self) -> dict[str, Any]:
        return attrs.asdict(self)


@attrs.frozen
class GameResult:
    """How a game went. Everything but :attr:`elapsed` is the same for the same decks and seed."""

    seed: int
    decks: tuple[str, str]
    #: who played first
    first: str
    #: "win", "draw" (by a rule: CR 104.4), "turn limit" (``max_turns`` reached), "unsupported"
    #: (stopped at a construct the runtime cannot execute yet), "failure"
    outcome: str
    winner: str | None
    turns: int
    actions: int
    #: listed actions the engine refused (with the random choices made for them)
    refused: int
    #: the names of the deck cards that were cast, played, or whose abilities were activated or
    #: triggered
    cards_used: tuple[str, ...]
    #: the names of the cards of both decks
    cards_in_decks: tuple[str, ...]
    #: the SHA-256 of the game's log (actions, events and choices), to compare games
    digest: str
    failure: Failure | None = None
    elapsed: float = attrs.field(default=0.0, eq=False)
    #: the log itself, when asked for (``keep_log``)
    log: tuple[str, ...] = attrs.field(default=(), eq=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "decks": list(self.decks),
            "first": self.first,
            "outcome": self.outcome,
            "winner": self.winner,
            "turns": self.turns,
            "actions": self.actions,
            "refused": self.refused,
            "digest": self.digest,
            "failure": self.failure.to_json() if self.failure else None,
        }


class SimulatedGame(Game):
    """A game that checks the stack and the pools as each step begins, and bounds the events of
    one action."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.step_violations: list[Violation] = []
        #: events the action being taken has caused; None while no action is (setting up)
        self.events_this_action: int | None = None

    def emit(self, kind: str, **fields: Any) -> Any:
        if self.events_this_action is not None:
            self.events_this_action += 1
            if self.events_this_action > MAX_EVENTS_PER_ACTION:
                raise EndlessAction(f"the action went on for more than {MAX_EVENTS_PER_ACTION:,} events (the limit)")
        if kind == "step":
            self.step_violations.extend(step_change_violations(self))
        return super().emit(kind, **fields)


def play_game(deck_a: Deck, deck_b: Deck, seed: int, max_turns: int = DEFAULT_MAX_TURNS, *, keep_log: bool = False) -> GameResult:
    """Play one game of random legal play between ``deck_a`` (player A) and ``deck_b`` (player B)
    with this seed, at most ``max_turns`` turns (see the module's docstring)."""
    from ..runtime.choices import RandomChooser

    started = time.perf_counter()
    rng = random.Random(f"game:{seed}")
    game = SimulatedGame(list(PLAYERS), seed=seed)
    game.choosers = {name: RandomChooser(rng.getrandbits(64)) for name in PLAYERS}
    names: dict[str, str] = {}  # face or card name -> card name
    cards: dict[int, str] = {}
    for player, deck in zip(PLAYERS, (deck_a, deck_b), strict=True):
        for card in deck.cards:
            obj = game.add_card(player, "library", definition_of(card))
            cards[obj.card_id] = card.name
            names[card.name] = card.name
            for face in card.faces:
                names.setdefault(face.name, card.name)
    first = rng.choice(PLAYERS)
    game.state.active = PLAYERS.index(first)
    for player in PLAYERS:
        game.shuffle(player)
        game.draw(player, OPENING_HAND)
    game.state.turn = 1
    game.state.step = "main1"
    game.state.priority = game.state.active
    game.state.passes = 0

    log = _Log(keep_log)
    log.events(game, 0)
    keeper = CardKeeper(game, cards)
    actions = refused = 0
    turn_actions = (game.state.turn, 0)
    #: the non-pass actions each player took this turn (see _pick)
    acted: collections.Counter[str] = collections.Counter()
    refused_here: set[str] = set()
    failure: Failure | None = None
    outcome = "win"

    where = (game.state.turn, game.state.step)  # when the action being taken began

    def fail(kind: str, message: str, during: str = "") -> Failure:
        return Failure(seed=seed, action=actions, kind=kind, message=message, during=during, turn=where[0], step=where[1])

    while not game.state.game_over:
        if game.state.turn > max_turns:
            outcome = "turn limit"
            break
        where = (game.state.turn, game.state.step)
        acting = game.acting_player()
        if acting is None:
            failure = fail("stuck", "no player can act, but the game is not over")
            break
        if turn_actions[0] != game.state.turn:
            turn_actions = (game.state.turn, 0)
            acted.clear()
        action = _pick(game, acting, rng, acted[acting], refused_here)
        if action is None:
            failure = fail("stuck", f"{acting} has priority but no legal action, not even passing")
            break
        description = action.describe(game)
        actions += 1
        turn_actions = (turn_actions[0], turn_actions[1] + 1)
        if turn_actions[1] > MAX_ACTIONS_PER_TURN:
            failure = fail("endless turn", f"turn {game.state.turn} went on for more than {MAX_ACTIONS_PER_TURN:,} actions (the limit)", description)
            break
        log.action(actions, game, acting, description)
        events_before, choices_before = len(game.state.events), len(game.choice_log)
        unsupported_before = collections.Counter(game.unsupported)
        game.events_this_action = 0
        try:
            game.take(action)
        except IllegalAction as exc:
            if action.kind == "pass":  # the acting player may always pass (CR 117.3d)
                failure = fail("stuck", f"the engine refused {acting}'s pass: {exc}", description)
                break
            refused += 1
            refused_here.add(_key(action))
            log.line(f"        refused: {exc}")
            continue
        except UnsupportedAtRuntime as exc:
            failure = fail("unsupported", str(exc), description)
            break
        except EngineLoop as exc:
            failure = fail("engine loop", str(exc), description)
            break
        except EndlessAction as exc:
            failure = fail("endless action", str(exc), description)
            break
        except Exception as exc:  # an engine bug: reported with what reproduces it, never raised
            failure = fail("exception", f"{type(exc).__name__}: {exc}", description)
            break
        refused_here.clear()
        if action.kind != "pass":
            acted[acting] += 1
        log.events(game, events_before, choices_before)
        violations = list(game.step_violations)
        game.step_violations.clear()
        try:
            violations += check_invariants(game, keeper, settled=_settled(game, action, events_before))
        except Exception as exc:  # the state is too broken to be checked (or the check has a bug)
            failure = fail("exception", f"checking the invariants: {type(exc).__name__}: {exc}", description)
            break
        if violations:
            failure = fail("invariant", "; ".join(str(v) for v in violations), description)
            break
        skipped = sorted((game.unsupported - unsupported_before).keys())
        if skipped:  # a rule the runtime left out (a static effect it cannot apply): the game is no longer the real one
            failure = fail("unsupported", f"left out: {', '.join(skipped)}", description)
            break
    if failure is not None:
        outcome = "unsupported" if failure.kind == "unsupported" else "failure"
    elif game.state.game_over and not any(p.won for p in game.state.players):
        outcome = "draw"
    winner = next((p.name for p in game.state.players if p.won), None) if failure is None else None
    used = sorted({names.get(e.object.name, e.object.name) for e in game.state.events if e.kind in _USE_EVENTS and e.object is not None and e.object.card_id in cards})
    return GameResult(
        seed=seed,
        decks=(deck_a.name, deck_b.name),
        first=first,
        outcome=outcome,
        winner=winner,
        turns=min(game.state.turn, max_turns),
        actions=actions,
        refused=refused,
        cards_used=tuple(used),
        cards_in_decks=tuple(sorted({card.name for deck in (deck_a, deck_b) for card in deck.cards})),
        digest=log.digest(),
        failure=failure,
        elapsed=time.perf_counter() - started,
        log=tuple(log.lines),
    )


#: the events that say a card took part: cast, played, activated or triggered
_USE_EVENTS = frozenset({"cast", "play_land", "activate", "trigger"})


def check_invariants(game: Game, keeper: CardKeeper, *, settled: bool = True) -> list[Violation]:
    """Every invariant of :mod:`.invariants` but the step change's (checked as steps begin);
    those of state-based actions only when ``settled`` (a player has priority after them)."""
    violations = zone_violations(game) + keeper.check(game) + well_formed_violations(game)
    if settled and not game.state.game_over:
        violations += state_based_violations(game)
    return violations


def _settled(game: Game, action: Any, events_before: int) -> bool:
    """Whether state-based actions were performed after the action (CR 117.5: before a player
    receives priority): not after a mana ability, which the player activates while keeping
    priority (CR 605.3a)."""
    if action.kind != "activate":
        return True
    return not any(e.kind == "activate" and e.get("mana_ability") for e in game.state.events[events_before:])


def _pick(game: Game, player: str, rng: random.Random, acted: int, refused: set[str]) -> Any:
    """The action ``player`` takes (see the module's docstring); None if none is legal. The pass
    is decided first, so that the legal actions (the costly part of a game) are listed only when
    the player means to act."""
    from ..runtime.actions import Action

    act = ACT_PROBABILITY * max(0.0, 1 - acted / PATIENCE)
    if rng.random() >= act:
        return Action("pass", player)
    legal = [a for a in game.legal_actions(player) if _key(a) not in refused]
    others = [a for a in legal if a.kind != "pass"]
    if others:
        return rng.choice(others)
    return next(iter(legal), None)


def _key(action: Any) -> str:
    return repr(sorted(action.to_json().items()))


class _Log:
    """The game's log: each action, then the events and choices it caused; hashed as it goes, and
    kept when asked for."""

    def __init__(self, keep: bool):
        self.keep = keep
        self.lines: list[str] = []
        self._hash = hashlib.sha256()
        self._choices = 0

    def line(self, text: str) -> None:
        self._hash.update(text.encode("utf-8", "surrogateescape") + b"\n")
        if self.keep:
            self.lines.append(text)

    def action(self, number: int, game: Game, player: str, description: str) -> None:
        self.line(f"#{number} t{game.state.turn} {game.state.step} {player}: {description}")

    def events(self, game: Game, start: int, choices: int | None = None) -> None:
        for choice, answer in game.choice_log[self._choices if choices is None else choices :]:
            labels = [_label_of(choice, picked) for picked in answer]
            self.line(f"        choice {choice.player} {choice.kind} {choice.prompt}: {', '.join(labels) or 'none'}")
        self._choices = len(game.choice_log)
        for event in game.state.events[start:]:
            self.line(f"    {event.describe()}")

    def digest(self) -> str:
        return self._hash.hexdigest()


def _label_of(choice: Any, picked: Any) -> str:
    for index, option in enumerate(choice.options):
        if option is picked:
            return str(choice.labels[index])
    return str(picked)
