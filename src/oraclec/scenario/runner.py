"""Running a scenario: set up the game, carry out the steps, check the expectations.

The game is built through the runtime's public API (:meth:`Game.setup`), each step calls one
game method, and every player's answers go to a :class:`ScriptedChooser` made for that step.
What the runner reports is a :class:`ScenarioResult`: passed or not, each failed expectation
with what was expected and what was found, warnings (answers left unused, card text that did not
compile: each one a failure too, unless the file's ``expect_warnings`` names it), the game log,
and a trace of every event and every choice.

A file that cannot be run as written (an unknown card, an answer that is not among the legal
options, a missing answer in strict mode) raises :class:`~oraclec.scenario.loader.ScenarioError`.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import traceback
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import attrs

from ..cards import Card, bundled_database, scryfall_card
from ..errors import InputError, OracleError
from ..runtime import (
    CardDef,
    CardPool,
    ChoiceError,
    EngineLoop,
    Game,
    IllegalAction,
    ScriptedChooser,
    UnsupportedAtRuntime,
)
from ..runtime.choices import Choice
from ..runtime.definitions import card_definition
from ..runtime.mana import ManaCost, ManaError, parse_mana
from .expect import Failure, check_expectations, check_warnings
from .loader import Scenario, ScenarioError, Step

#: setup zone names as the runtime calls them
_RUNTIME_ZONE = {"sideboard": "outside"}


# -- card pools ------------------------------------------------------------------------------------
_DATABASE_POOL: CardPool | None = None


def database_pool() -> CardPool:
    """The bundled card database, compiled on demand; shared by every scenario of a process."""
    global _DATABASE_POOL
    if _DATABASE_POOL is None:
        _DATABASE_POOL = LineIndexedPool(bundled_database())
    return _DATABASE_POOL


_NAME = re.compile(r'"name":\s*"((?:[^"\\]|\\.)*)"')


class LineIndexedPool(CardPool):
    """A card pool over a JSON Lines database that builds only the cards asked for: the lines
    are indexed by the names they hold (the card's and its faces'), and a line is read as a card
    when one of its names is asked for. Building all 29,410 cards of the bundled database takes
    seconds; a scenario names a dozen. Other formats fall back to reading every card."""

    def __init__(self, path: str | Path):
        super().__init__(database=path)
        self.path = str(path)
        self._lines: dict[str, list[str]] | None = None
        self._fallback = False

    def _index_lines(self) -> dict[str, list[str]]:
        opener = gzip.open if self.path.endswith(".gz") else open
        lines: dict[str, list[str]] = {}
        with opener(self.path, "rt", encoding="utf-8") as handle:  # type: ignore[operator]
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                if not line.lstrip().startswith("{"):
                    self._fallback = True  # not JSON Lines: a JSON array, MTGJSON, ...
                    return {}
                for raw in dict.fromkeys(_NAME.findall(line)):
                    name = json.loads(f'"{raw}"')
                    lines.setdefault(name.casefold(), []).append(f"{number}\t{line}")
        return lines

    def card(self, name: str) -> Card | None:
        if self._lines is None:
            self._lines = self._index_lines()
        if self._fallback:
            return super().card(name)
        for entry in self._lines.get(name.casefold(), ()):
            number, _, line = entry.partition("\t")
            try:
                card = scryfall_card(json.loads(line), where=f"line {number}", path=self.path)
            except (InputError, ValueError):
                continue
            if card is not None and any(n.casefold() == name.casefold() for n in (card.name, *(f.name for f in card.faces))):
                return card
        return None


class ScenarioPool:
    """The cards of one scenario: its own ``[cards."Name"]`` first, then a shared pool."""

    def __init__(self, base: Any, own: Iterable[CardDef] = ()):
        self.base = base
        self.own = {d.name.casefold(): d for d in own}

    def get(self, name: str) -> CardDef:
        found = self.own.get(name.casefold())
        return found if found is not None else self.base.get(name)

    def __contains__(self, name: str) -> bool:
        return name.casefold() in self.own or name in self.base


def define_card(spec: Any) -> CardDef:
    """A card of the file, compiled from its Oracle text like a database card."""
    from ..compiler import compile_face_for_runtime

    card = Card.from_text(
        spec.name, spec.oracle_text, type_line=spec.type_line, mana_cost=spec.mana_cost,
        power=spec.power, toughness=spec.toughness, loyalty=spec.loyalty,
    )
    return card_definition(card, compile_face_for_runtime)


def _base_name(name: str) -> str:
    base, hash_sign, nth = name.rpartition("#")
    return base if hash_sign and nth.isdigit() and base else name


# -- results ---------------------------------------------------------------------------------------
@attrs.define
class ScenarioResult:
    path: str
    description: str
    failures: list[Failure] = attrs.field(factory=list)
    warnings: list[str] = attrs.field(factory=list)
    log: list[str] = attrs.field(factory=list)
    trace: list[str] = attrs.field(factory=list)
    steps_run: int = 0

    @property
    def passed(self) -> bool:
        return not self.failures

    def as_json(self, *, trace: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "file": self.path,
            "description": self.description,
            "passed": self.passed,
            "steps_run": self.steps_run,
            "failures": [f.as_json() for f in self.failures],
            "warnings": list(self.warnings),
        }
        if not self.passed:
            out["log"] = list(self.log)
        if trace:
            out["trace"] = list(self.trace)
        return out


# -- choosers ------------------------------------------------------------------------------------
@attrs.define
class _TracingChooser:
    """A player's scripted chooser for one step; records each choice for the trace."""

    scripted: ScriptedChooser
    runner: _Runner

    def choose(self, choice: Choice, view: Any) -> Any:
        had_answer = bool(self.scripted.answers.get(choice.kind))
        self.runner.asking = choice
        picked = self.scripted.choose(choice, view)
        self.runner.record_choice(choice, tuple(picked), scripted=had_answer)
        return picked


class _StepFailed(Exception):
    """A step that could not be carried out as the file says (not a refusal by the rules)."""


def _label_of(choice: Choice, option: Any) -> str:
    """An option as the player names it (the label the game gave it)."""
    for candidate, label in zip(choice.options, choice.labels, strict=True):
        if candidate is option:
            return label
    return str(option)


# -- running ---------------------------------------------------------------------------------------
def check_cards(scenario: Scenario, pool: Any) -> None:
    """Every card named in the players' zones exists; every card a step names exists too
    (or is a token, named "… Token", CR 111.4)."""
    for player in scenario.players:
        for zone, entries in player.zones:
            for entry in entries:
                if _base_name(entry.card) not in pool:
                    raise scenario.error(f"unknown card {entry.card!r}: not in the card database and not defined under [cards]", ("players", player.name, zone), entry.card)
    in_setup = {e.card.casefold() for p in scenario.players for _, entries in p.zones for e in entries}
    for step in scenario.steps:
        if step.card is None:
            continue
        name = _base_name(step.card)
        if name.casefold() in in_setup or name.endswith("Token") or name in pool:
            continue
        raise scenario.error(f"unknown card {step.card!r}: not in the card database, not defined under [cards], and not in any zone of the setup", ("step", step.index, "card"))


def run(scenario: Scenario, *, pool: Any = None) -> ScenarioResult:
    """Run a scenario. Raises :class:`ScenarioError` if the file can't be run as written."""
    return _Runner(scenario, pool).run()


def setup_game(scenario: Scenario, *, pool: Any = None) -> Game:
    """The game of a scenario in its starting position, before any step (the players' choices
    go to the game's default chooser). Raises :class:`ScenarioError` as :func:`run` does."""
    return _Runner(scenario, pool).setup()


class _Runner:
    def __init__(self, scenario: Scenario, pool: Any):
        self.scenario = scenario
        base = pool if pool is not None else database_pool()
        own = []
        for spec in scenario.cards:
            if spec.mana_cost:
                try:
                    ManaCost.parse(spec.mana_cost)
                except (ManaError, ValueError) as exc:
                    raise scenario.error(f"mana cost {spec.mana_cost!r} of {spec.name!r}: {exc}", ("cards", spec.name, "mana_cost")) from None
            try:
                own.append(define_card(spec))
            except (OracleError, ManaError, ValueError) as exc:
                raise scenario.error(f"card {spec.name!r} can't be defined: {exc}", ("cards", spec.name)) from None
        self.pool = ScenarioPool(base, own)
        self.result = ScenarioResult(path=scenario.path, description=scenario.description)
        self.game: Game | None = None
        self.current_step: Step | None = None
        #: events already in the trace
        self.traced = 0
        #: the choice being asked (an invalid answer is reported at its key)
        self.asking: Choice | None = None

    # trace
    def record_choice(self, choice: Choice, picked: tuple[Any, ...], *, scripted: bool) -> None:
        assert self.game is not None
        self.trace_events()
        chosen = ", ".join(_label_of(choice, p) for p in picked) or "none"
        how = "answer" if scripted else "default policy"
        self.result.trace.append(f"  choice: {choice.describe()}")
        self.result.trace.append(f"    -> {chosen} ({how})")

    def trace_events(self) -> None:
        """Events not traced yet (choices are traced between the events around them)."""
        assert self.game is not None
        events = self.game.state.events
        if len(events) < self.traced:  # a refused action took its events back (CR 732)
            self.traced = len(events)
        for event in events[self.traced:]:
            self.result.trace.append(f"  event {event.seq}: {event.describe()}")
        self.traced = len(events)

    # the game
    def setup(self) -> Game:
        scenario = self.scenario
        check_cards(scenario, self.pool)
        players: dict[str, dict[str, Any]] = {}
        for player in scenario.players:
            spec: dict[str, Any] = {}
            if player.life is not None:
                spec["life"] = player.life
            for zone, entries in player.zones:
                spec[_RUNTIME_ZONE.get(zone, zone)] = [e.setup_form() for e in entries]
            if player.mana:
                try:
                    parse_mana(player.mana)
                except (ManaError, ValueError) as exc:
                    raise scenario.error(f"mana {player.mana!r}: {exc}", ("players", player.name, "mana")) from None
                spec["mana"] = player.mana
            players[player.name] = spec
        try:
            game = Game.setup(players, active=scenario.active, step=scenario.step, seed=scenario.seed, pool=self.pool)
        except InputError as exc:
            raise scenario.error(str(exc.reason), ("players",)) from None
        self._warn_uncompiled()
        return game

    def _warn_uncompiled(self) -> None:
        names = dict.fromkeys(e.card for p in self.scenario.players for _, entries in p.zones for e in entries)
        names.update(dict.fromkeys(c.name for c in self.scenario.cards))
        for name in names:
            definition = self.pool.get(name)
            for face in definition.faces:
                for reason in face.missing:
                    self.result.warnings.append(f"{face.name}: {reason}")

    def run(self) -> ScenarioResult:
        self.game = game = self.setup()
        self.result.trace.append(f"setup: {', '.join(self.scenario.player_names)}; {game.active_player.name}'s turn, {game.state.step}, seed {self.scenario.seed}")
        stopped = False
        for step in self.scenario.steps:
            if not self.run_step(step):
                stopped = True
                break
            self.result.steps_run += 1
        self.result.log = game.log_lines()
        if not stopped:
            self.result.failures.extend(check_expectations(self.scenario, game))
        self.result.failures.extend(check_warnings(self.scenario, self.result.warnings, every_step_ran=not stopped))
        return self.result

    def run_step(self, step: Step) -> bool:
        """Carry out one step; False if the scenario can't go on (a failure was recorded)."""
        game = self.game
        assert game is not None
        self.current_step = step
        self.result.trace.append(step.describe())
        choosers = {}
        for name in self.scenario.player_names:
            scripted = ScriptedChooser(step.answers_for(name), strict=self.scenario.strict)
            choosers[name] = scripted
            game.choosers[name] = _TracingChooser(scripted, self)
        self.asking = None
        before = game.snapshot() if step.error else None
        what = f"step {step.number}"
        try:
            self.act(step)
        except IllegalAction as refusal:
            self.result.trace.append(f"  refused: {refusal}")
            if step.error is None:
                self.fail(what, f"{step.describe()} was refused: {refusal}", step, expected="the step is carried out", actual=f"refused ({refusal.reason})")
                return False
            if refusal.reason != step.error:
                self.fail(what, f"{step.describe()} was refused for the wrong reason: {refusal}", step, expected=step.error, actual=refusal.reason)
                return False
            after = game.snapshot()
            if after != before:
                changed = sorted(k for k in after if after[k] != before.get(k))  # type: ignore[union-attr]
                self.fail(what, f"{step.describe()} was refused, but the game state changed ({', '.join(changed)})", step, expected="the state as it was", actual=f"changed: {', '.join(changed)}")
                return False
            self.unused_answers(step, choosers)
            return True
        except ChoiceError as exc:
            self.trace_events()
            raise self.scenario.error(f"{step.describe()}: {exc}", self.answer_key(step)) from None
        except UnsupportedAtRuntime as exc:
            self.trace_events()
            self.fail(what, f"{step.describe()}: the runtime can't do this yet: {exc}", step)
            return False
        except EngineLoop as exc:
            self.trace_events()
            self.fail(what, f"{step.describe()}: {exc}", step)
            return False
        except _StepFailed as exc:
            self.trace_events()
            self.fail(what, f"{step.describe()}: {exc}", step)
            return False
        except ScenarioError:
            raise
        except InputError as exc:
            raise self.scenario.error(f"{step.describe()}: {exc.reason}", ("step", step.index)) from None
        except Exception as exc:  # a bug in the runtime: reported, with where it happened, not a traceback
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            self.trace_events()
            self.fail(what, f"{step.describe()}: internal error in the runtime: {type(exc).__name__}: {exc} ({os.path.basename(frame.filename)}:{frame.lineno})", step)
            return False
        self.trace_events()
        if step.error is not None:
            self.fail(what, f"{step.describe()} should have been refused ({step.error}), but it was carried out", step, expected=f"refused ({step.error})", actual="carried out")
            return False
        self.unused_answers(step, choosers)
        return True

    def answer_key(self, step: Step) -> tuple[Any, ...]:
        """Where the answers to the choice being asked are written (or the step itself)."""
        key: tuple[Any, ...] = ("step", step.index)
        if not step.answers:
            return key
        choice = self.asking
        if choice is None or choice.kind not in step.answers_for(choice.player):
            return (*key, "answers")
        if choice.player == step.player:
            return (*key, "answers", choice.kind)
        return (*key, "answers", choice.player, choice.kind)

    def fail(self, what: str, message: str, step: Step, expected: Any = None, actual: Any = None) -> None:
        self.result.failures.append(Failure(what=what, message=message, line=step.line, expected=expected, actual=actual))

    def unused_answers(self, step: Step, choosers: dict[str, ScriptedChooser]) -> None:
        for name, chooser in choosers.items():
            for kind, values in chooser.unused().items():
                shown = ", ".join(repr(v) for v in values)
                self.result.warnings.append(f"step {step.number}: {name}'s answers to {kind!r} were not used: {shown}")

    def act(self, step: Step) -> None:
        game = self.game
        assert game is not None
        player = step.player
        card = step.card or ""  # the loader requires a card for the actions that take one
        zone = _RUNTIME_ZONE.get(step.from_zone or "", step.from_zone)
        if step.do == "cast":
            method: Any = list(step.with_) if len(step.with_) > 1 else (step.with_[0] if step.with_ else None)
            game.cast(player, card, zone=zone or "hand", method=method, x=step.x, targets=list(step.targets) if step.targets is not None else None)
        elif step.do == "activate":
            game.activate(player, card, ability=step.ability, zone=zone or "battlefield", x=step.x, targets=list(step.targets) if step.targets is not None else None)
        elif step.do == "play":
            game.play_land(player, card, zone=zone or "hand")
        elif step.do == "foretell":
            game.foretell(player, card)
        elif step.do == "draw":
            game.draw(player, 1 if step.count is None else int(step.count))
            game.check_state()
        elif step.do == "mill":
            game.mill(player, 1 if step.count is None else int(step.count))
            game.check_state()
        elif step.do == "pass":
            game.pass_priority(player)
        elif step.do == "resolve":
            if step.count == "all":
                game.resolve_stack()
            else:
                for _ in range(1 if step.count is None else int(step.count)):
                    game.resolve_top()
        elif step.do == "advance":
            if step.to is not None:
                for _ in range(100):
                    game.advance()
                    if game.state.step == step.to or game.state.game_over:
                        break
                else:
                    raise _StepFailed(f"the game did not reach the {step.to} step in 100 steps")
            else:
                for _ in range(1 if step.count is None else int(step.count)):
                    game.advance()
        else:  # the loader allows only the actions above
            raise AssertionError(step.do)

