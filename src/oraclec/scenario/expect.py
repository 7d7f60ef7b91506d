"""Checking a scenario's ``[expect]`` against the game at the end of its steps.

Zones are compared as multisets of names (the stack and ``PLAYER.library.top`` in order, top
first), or by size when the expectation is a number. A player's ``battlefield`` is what they
control; their ``exile`` and ``command`` what they own there. ``[[expect.permanent]]`` counts the
permanents that have every property given; ``[[expect.event]]`` counts events of the whole
scenario. A warning (an answer never used, card text that did not compile) fails the scenario
unless ``expect_warnings`` holds a piece of its text; an entry of ``expect_warnings`` that no
warning contains fails it too, so that the entry goes once the cause is gone.
"""

from __future__ import annotations

import collections
from typing import Any

import attrs

from ..runtime import Game
from ..runtime.mana import parse_mana
from .loader import (
    ChoiceExpectation,
    EventExpectation,
    PermanentExpectation,
    Scenario,
    WarningExpectation,
    ZoneExpectation,
    _show,
)


@attrs.define
class Failure:
    """A failed expectation or step: what was expected, what was found."""

    what: str  #: the expectation's key (``expect."alice.hand"``) or the step (``step 3``)
    message: str
    line: int | None = None
    expected: Any = None
    actual: Any = None

    def as_json(self) -> dict[str, Any]:
        return {"what": self.what, "line": self.line, "message": self.message, "expected": _plain(self.expected), "actual": _plain(self.actual)}


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def check_expectations(scenario: Scenario, game: Game) -> list[Failure]:
    failures: list[Failure] = []
    for expectation in scenario.zones:
        failure = check_zone(game, expectation)
        if failure is not None:
            failures.append(failure)
    for permanent in scenario.permanents:
        failure = check_permanent(game, permanent)
        if failure is not None:
            failures.append(failure)
    for event in scenario.events:
        failure = check_event(game, event)
        if failure is not None:
            failures.append(failure)
    for choice in scenario.choices:
        failure = check_choice(game, choice)
        if failure is not None:
            failures.append(failure)
    return failures


# -- zones and player facts ----------------------------------------------------------------------
def zone_names(game: Game, player: str | None, what: str) -> list[str]:
    """Names in a zone, in zone order (the stack and a library top first)."""
    if what == "stack":
        return game.names("stack")
    if what == "library.top":
        return game.names("library", player)
    if player is None:
        return [o.name for o in game.zone(what).objects]
    if what == "battlefield":
        return [o.name for o in game.battlefield(player)]
    if what in ("exile", "command"):
        return [o.name for o in game.zone(what).objects if o.owner == player]
    if what == "sideboard":
        return game.names("outside", player)
    return game.names(what, player)


def check_zone(game: Game, e: ZoneExpectation) -> Failure | None:
    what = f'expect."{e.key}"'
    if e.what in ("priority", "active", "step", "turn", "monarch", "initiative"):
        state = game.state
        if e.what in ("monarch", "initiative"):  # CR 724, 725: who has it ("" for nobody)
            actual: Any = state.designations.get(e.what, "")
        elif e.what == "priority":
            holder = game.priority_player
            actual = holder.name if holder is not None else ""
        elif e.what == "active":
            actual = game.active_player.name
        elif e.what == "step":
            actual = state.step
        else:
            actual = state.turn
        if actual == e.value:
            return None
        return Failure(what, f"the game's {e.what} is {_show(actual)}, expected {_show(e.value)}", e.line, e.value, actual)
    if e.what in ("life", "poison", "lost", "mana"):
        p = game.player(e.player or "")
        if e.what == "life":
            actual = p.life
        elif e.what == "poison":
            actual = p.counters.get("poison", 0)
        elif e.what == "lost":
            actual = p.lost
        else:
            actual_units = collections.Counter(str(m) for m in p.mana_pool)
            expected_units = collections.Counter(str(m) for m in parse_mana(e.value)) if e.value else collections.Counter()
            if actual_units == expected_units:
                return None
            shown = "".join(sorted(str(m) for m in p.mana_pool))
            return Failure(what, f"{e.player}'s mana pool is {shown or 'empty'}, expected {e.value or 'empty'}", e.line, e.value, shown)
        if actual == e.value:
            return None
        return Failure(what, f"{e.player}'s {e.what} is {_show(actual)}, expected {_show(e.value)}", e.line, e.value, actual)
    names = zone_names(game, e.player, e.what)
    where = f"{e.player}'s {e.what}" if e.player else f"the {e.what}"
    if isinstance(e.value, int):
        if len(names) == e.value:
            return None
        return Failure(what, f"{where} holds {len(names)}, expected {e.value}: {_show(names)}", e.line, e.value, len(names))
    expected = list(e.value)
    if e.what == "library.top":
        top = names[: len(expected)]
        if [n.casefold() for n in top] == [n.casefold() for n in expected]:
            return None
        return Failure(what, f"the top of {e.player}'s library is {_show(top)}, expected {_show(expected)}", e.line, expected, top)
    if e.what == "stack":
        if [n.casefold() for n in names] == [n.casefold() for n in expected]:
            return None
        return Failure(what, f"the stack (top first) is {_show(names)}, expected {_show(expected)}", e.line, expected, names)
    have = collections.Counter(n.casefold() for n in names)
    want = collections.Counter(n.casefold() for n in expected)
    if have == want:
        return None
    by_key = {n.casefold(): n for n in [*expected, *names]}
    missing = sorted((want - have).elements())
    extra = sorted((have - want).elements())
    detail = []
    if missing:
        detail.append(f"missing {_show([by_key[n] for n in missing])}")
    if extra:
        detail.append(f"unexpected {_show([by_key[n] for n in extra])}")
    return Failure(what, f"{where} is {_show(sorted(names))}, expected {_show(sorted(expected))} ({'; '.join(detail)})", e.line, sorted(expected), sorted(names))


# -- permanents ----------------------------------------------------------------------------------
def permanent_facts(game: Game, obj: Any) -> dict[str, Any]:
    chars = game.characteristics(obj)
    return {
        "name": obj.name,
        "controller": game.controller_of(obj),
        "owner": obj.owner,
        "power": chars.power,
        "toughness": chars.toughness,
        "counters": tuple(sorted((k, v) for k, v in obj.counters.items() if v)),
        "types": tuple(chars.types),
        "subtypes": tuple(chars.subtypes),
        "keywords": tuple(a.name for a in chars.abilities if type(a).__name__ == "Keyword"),
        "tapped": obj.tapped,
        "token": obj.is_token,
    }


def _matches(facts: dict[str, Any], key: str, wanted: Any) -> bool:
    have = facts[key]
    if key == "name":
        return str(have).casefold() == str(wanted).casefold()
    if key in ("types", "subtypes", "keywords"):
        present = {str(h).casefold() for h in have}
        return all(str(w).casefold() in present for w in wanted)
    return bool(have == wanted)


def describe_facts(facts: dict[str, Any]) -> str:
    pt = f" {facts['power']}/{facts['toughness']}" if facts["power"] is not None else ""
    counters = ", ".join(f"{v} {k}" for k, v in facts["counters"])
    parts = [f"{facts['name']}{pt} (controller {facts['controller']}"]
    if facts["subtypes"]:
        parts.append(f"subtypes {' '.join(facts['subtypes'])}")
    if counters:
        parts.append(f"counters {counters}")
    parts.append("tapped" if facts["tapped"] else "untapped")
    return ", ".join(parts) + ")"


def check_permanent(game: Game, e: PermanentExpectation) -> Failure | None:
    what = f"expect.permanent {e.index + 1}"
    every = [permanent_facts(game, obj) for obj in game.battlefield()]
    fields = dict(e.fields)
    matching = [f for f in every if all(_matches(f, k, v) for k, v in fields.items())]
    if len(matching) == e.count:
        return None
    name = fields.get("name")
    near = [f for f in every if name is None or _matches(f, "name", name)]
    found = [describe_facts(f) for f in near] or ["nothing"]
    label = f"named {name}" if name else "on the battlefield"
    return Failure(
        what,
        f"expected {e.describe()}, found {len(matching)}; permanents {label}: {'; '.join(found)}",
        e.line,
        e.count,
        len(matching),
    )


# -- events --------------------------------------------------------------------------------------
def check_event(game: Game, e: EventExpectation) -> Failure | None:
    what = f"expect.event {e.index + 1}"
    matching = [ev for ev in game.state.events if _event_matches(ev, e)]
    if len(matching) == e.count:
        return None
    return Failure(
        what,
        f"expected {e.count} {e.describe()}, found {len(matching)}"
        + (f": {'; '.join(ev.describe() for ev in matching[:10])}" if matching else ""),
        e.line,
        e.count,
        len(matching),
    )


def _event_matches(event: Any, e: EventExpectation) -> bool:
    if event.kind != e.kind:
        return False
    if e.player is not None and (event.player or "").casefold() != e.player.casefold():
        return False
    if e.card is not None:
        names = [o.name.casefold() for o in ((event.object,) if event.object is not None else ()) + tuple(event.objects)]
        if e.card.casefold() not in names:
            return False
    if e.from_zone is not None and event.from_zone != e.from_zone:
        return False
    return not (e.to_zone is not None and event.to_zone != e.to_zone)


# -- choices -------------------------------------------------------------------------------------
def _choice_facts(game: Game, choice: Any, answer: tuple[Any, ...]) -> dict[str, Any]:
    return {"player": choice.player, "options": list(choice.labels), "answer": [_answer_label(game, choice, a) for a in answer]}


def _answer_label(game: Game, choice: Any, picked: Any) -> str:
    """An answer as the player names it: a plain value (a mode number, yes or no, a word) as
    itself; an object by the label the choice gave it (a replacement effect is named after its
    source, as the answers name it)."""
    if not isinstance(picked, (str, int, bool)):
        for option, label in zip(choice.options, choice.labels, strict=True):
            if option is picked:
                return str(label)
    return game.label(picked)


def _same_names(have: list[str], want: tuple[str, ...]) -> bool:
    return collections.Counter(h.casefold() for h in have) == collections.Counter(w.casefold() for w in want)


def _choice_matches(facts: dict[str, Any], e: ChoiceExpectation) -> bool:
    if e.player is not None and facts["player"].casefold() != e.player.casefold():
        return False
    if e.options is not None and not _same_names(facts["options"], e.options):
        return False
    return e.answer is None or _same_names(facts["answer"], e.answer)


def _describe_choice(facts: dict[str, Any]) -> str:
    return f"{facts['player']} chose {_show(facts['answer'])} from {_show(facts['options'])}"


def check_choice(game: Game, e: ChoiceExpectation) -> Failure | None:
    what = f"expect.choice {e.index + 1}"
    asked = [_choice_facts(game, c, a) for c, a in game.choice_log if c.kind == e.kind]
    if e.nth is not None:
        if len(asked) < e.nth:
            return Failure(what, f"expected a {e.describe()}, but only {len(asked)} {e.kind} choices were asked", e.line, e.nth, len(asked))
        facts = asked[e.nth - 1]
        if _choice_matches(facts, e):
            return None
        return Failure(what, f"expected {e.describe()}; it was: {_describe_choice(facts)}", e.line, e.describe(), _describe_choice(facts))
    matching = [f for f in asked if _choice_matches(f, e)]
    if len(matching) == e.count:
        return None
    shown = "; ".join(_describe_choice(f) for f in asked[:10]) or "none"
    return Failure(what, f"expected {e.count} × {e.describe()}, found {len(matching)}; {e.kind} choices asked: {shown}", e.line, e.count, len(matching))


# -- warnings ------------------------------------------------------------------------------------
def check_warnings(scenario: Scenario, warnings: list[str], *, every_step_ran: bool) -> list[Failure]:
    """Each warning must contain an entry of ``expect_warnings``; each entry must be in a
    warning (checked only when every step ran: the steps left out would have given the rest)."""
    failures: list[Failure] = []
    for warning in warnings:
        if not any(e.text in warning for e in scenario.warnings):
            failures.append(Failure("warning", f"{warning} (a warning fails the scenario unless expect_warnings holds a piece of its text)", None, None, warning))
    if every_step_ran:
        for expected in scenario.warnings:
            if not any(expected.text in w for w in warnings):
                failures.append(_missing_warning(expected, warnings))
    return failures


def _missing_warning(e: WarningExpectation, warnings: list[str]) -> Failure:
    given = "; ".join(warnings) or "none"
    return Failure(f"expect_warnings {e.index + 1}", f"no warning contains {_show(e.text)}; warnings given: {given}", e.line, e.text, list(warnings))
