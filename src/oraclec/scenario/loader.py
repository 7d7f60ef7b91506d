"""Reading and checking a scenario file (TOML, read with :mod:`tomllib`).

Every key is checked here, before a game is set up: unknown keys, wrong types, unknown players,
steps, actions, answer kinds and refusal reasons are :class:`ScenarioError` s naming the file,
the line and the key. Card names are checked against a card pool by :func:`check_cards` (the
runner calls it), because that needs the card database.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import attrs

from .. import limits
from ..errors import InputError
from ..runtime.choices import CHOICE_KINDS
from ..runtime.errors import REFUSAL_REASONS
from ..runtime.mana import parse_mana
from ..runtime.state import STEP_ALIASES, STEPS
from .source import KeyPath, SourceMap, describe_path


class ScenarioError(InputError):
    """An invalid scenario file: what is wrong, in which file, on which line, under which key."""

    def __init__(self, message: str, *, path: str, line: int | None = None, key: KeyPath = (), column: int | None = None):
        self.line = line
        self.key = describe_path(key) if key else ""
        where = []
        if line is not None:
            where.append(f"line {line}" + (f", column {column}" if column is not None else ""))
        if self.key:
            where.append(f"key {self.key}")
        super().__init__(message, path=path, where=", ".join(where) or None)


# -- the format ----------------------------------------------------------------------------------
#: the zones of a player's table, as the file names them (sideboard: cards outside the game)
PLAYER_ZONES = ("library", "hand", "graveyard", "exile", "sideboard", "battlefield", "command")
PLAYER_KEYS = ("life", *PLAYER_ZONES, "mana")
CARD_KEYS = ("mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty")
ENTRY_KEYS = ("card", "tapped", "counters", "face_down", "foretold")
TOP_KEYS = ("description", "seed", "active", "step", "turn_step", "strict", "expect_warnings", "players", "cards", "expect")
ACTIONS = ("cast", "activate", "play", "foretell", "draw", "mill", "pass", "resolve", "advance")
#: the keys each action takes, besides do, player, answers and error
ACTION_KEYS: dict[str, tuple[str, ...]] = {
    "cast": ("card", "from", "with", "x", "targets"),
    "activate": ("card", "from", "ability", "x", "targets"),
    "play": ("card", "from"),
    "foretell": ("card",),
    "draw": ("count",),
    "mill": ("count",),
    "pass": ("count",),
    "resolve": ("count",),
    "advance": ("count", "to"),
}
COMMON_STEP_KEYS = ("do", "player", "answers", "error")
STEP_KEYS = tuple(dict.fromkeys(COMMON_STEP_KEYS + tuple(k for keys in ACTION_KEYS.values() for k in keys)))
#: zones a card is cast or activated from, as the file names them
FROM_ZONES = ("hand", "graveyard", "exile", "library", "battlefield", "sideboard", "command")
#: what ``"player.key"`` expectations may name, besides the zones
PLAYER_FACTS = ("life", "mana", "lost", "poison")
SHARED_ZONES = ("battlefield", "exile", "stack", "command")
#: facts of the game as a whole: who has priority, whose turn it is, the step, the turn number
GAME_FACTS = ("priority", "active", "step", "turn", "monarch", "initiative")
PERMANENT_KEYS = ("name", "controller", "owner", "power", "toughness", "counters", "types", "subtypes", "keywords", "tapped", "token", "count")
#: every kind of event the runtime records (a test keeps this list in step with the runtime)
EVENT_KINDS = (
    "zone_change", "draw", "mill", "shuffle", "search", "cast", "activate", "resolve", "trigger",
    "counter", "life", "damage", "tap", "untap", "create", "sacrifice", "destroy", "discard",
    "reveal", "mana", "special_action", "step", "lose", "countered", "amass", "play_land",
    "replacement", "regenerate", "scry", "surveil", "attack", "attacked", "block", "unblocked", "cast_refused",
    "target", "attach", "copy", "exert", "explore", "transform", "turn_face_up", "turn_face_down", "goaded",
    "detained", "suspected", "become_copy", "prevent_damage", "designation", "skip", "extra_turn", "pair", "clash",
    "game_drawn", "unattach", "phase", "monstrous", "adapt", "fateseal", "blight", "discover", "harnessed",
    "collect_evidence", "earthbend", "airbend", "time_travel", "convert", "remove_from_combat",
    "roll_dice", "day_night", "coin_flip", "vote", "crewed", "spend_mana", "ring_tempts", "ring_bearer", "cycle",
    "control",
)
EVENT_KEYS = ("kind", "player", "card", "from", "to", "count")
CHOICE_KEYS = ("kind", "player", "options", "answer", "nth", "count")


@attrs.frozen
class Entry:
    """A card put into a zone at setup: a name, or a table with its state."""

    card: str
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    face_down: bool = False
    foretold: bool = False
    line: int | None = None

    def setup_form(self) -> dict[str, Any]:
        out: dict[str, Any] = {"card": self.card}
        if self.tapped:
            out["tapped"] = True
        if self.counters:
            out["counters"] = dict(self.counters)
        if self.face_down:
            out["face_down"] = True
        if self.foretold:
            out["foretold"] = True
        return out


@attrs.frozen
class PlayerSpec:
    name: str
    life: int | None = None
    zones: tuple[tuple[str, tuple[Entry, ...]], ...] = ()
    mana: str = ""


@attrs.frozen
class CardSpec:
    """A card defined in the file (``[cards."Name"]``)."""

    name: str
    mana_cost: str | None = None
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    line: int | None = None


@attrs.frozen
class Step:
    """One ``[[step]]``: an action of a player or of the game."""

    index: int  #: 0-based
    do: str
    player: str
    count: int | str | None = None
    card: str | None = None
    from_zone: str | None = None
    with_: tuple[str, ...] = ()
    x: int | None = None
    targets: tuple[str, ...] | None = None
    ability: int = 1
    to: str | None = None
    #: player -> kind -> answers, in order
    answers: tuple[tuple[str, tuple[tuple[str, tuple[Any, ...]], ...]], ...] = ()
    error: str | None = None
    line: int | None = None

    @property
    def number(self) -> int:
        return self.index + 1

    def describe(self) -> str:
        parts = [f"step {self.number}: {self.player} {self.do}"]
        if self.card:
            parts.append(self.card)
        if self.from_zone:
            parts.append(f"from {self.from_zone}")
        if self.with_:
            parts.append(f"with {', '.join(self.with_)}")
        if self.x is not None:
            parts.append(f"X={self.x}")
        if self.targets:
            parts.append(f"targeting {', '.join(self.targets)}")
        if self.do == "activate" and self.ability != 1:
            parts.append(f"ability {self.ability}")
        if self.count is not None:
            parts.append(f"×{self.count}" if self.do != "resolve" or self.count != "all" else "all")
        if self.to:
            parts.append(f"to {self.to}")
        return " ".join(parts)

    def answers_for(self, player: str) -> dict[str, list[Any]]:
        for name, kinds in self.answers:
            if name == player:
                return {kind: list(values) for kind, values in kinds}
        return {}


@attrs.frozen
class ZoneExpectation:
    """``"alice.hand" = [...]`` and the like: a key, what it names, and the expected value."""

    key: str
    player: str | None
    what: str  #: a zone, "library.top", or a player fact (life, mana, lost, poison)
    value: Any
    line: int | None = None


@attrs.frozen
class PermanentExpectation:
    index: int
    fields: tuple[tuple[str, Any], ...]
    count: int = 1
    line: int | None = None

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.fields).get(key, default)

    def describe(self) -> str:
        fields = dict(self.fields)
        name = fields.pop("name", "permanent")
        rest = ", ".join(f"{k} = {_show(v)}" for k, v in fields.items())
        return f"{self.count} × {name}" + (f" ({rest})" if rest else "")


@attrs.frozen
class EventExpectation:
    index: int
    kind: str
    player: str | None = None
    card: str | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    count: int = 1
    line: int | None = None

    def describe(self) -> str:
        parts = [f"{self.kind} event"]
        if self.player:
            parts.append(f"of {self.player}")
        if self.card:
            parts.append(f"about {self.card}")
        if self.from_zone:
            parts.append(f"from {self.from_zone}")
        if self.to_zone:
            parts.append(f"to {self.to_zone}")
        return " ".join(parts)


@attrs.frozen
class ChoiceExpectation:
    """A choice the game asked: of which kind, of whom, with which options, answered how; the
    ``nth`` choice of its kind, or ``count`` of them."""

    index: int
    kind: str
    player: str | None = None
    options: tuple[str, ...] | None = None
    answer: tuple[str, ...] | None = None
    nth: int | None = None
    count: int = 1
    line: int | None = None

    def describe(self) -> str:
        parts = [f"{self.kind} choice"]
        if self.nth is not None:
            parts.insert(0, f"choice {self.nth} of kind")
        if self.player:
            parts.append(f"of {self.player}")
        if self.options is not None:
            parts.append(f"with options {_show(list(self.options))}")
        if self.answer is not None:
            parts.append(f"answered {_show(list(self.answer))}")
        return " ".join(parts)


@attrs.frozen
class WarningExpectation:
    """An entry of ``expect_warnings``: a piece of the text of a warning the scenario gives."""

    index: int
    text: str
    line: int | None = None


@attrs.frozen
class Scenario:
    path: str
    description: str
    players: tuple[PlayerSpec, ...]
    seed: int = 0
    active: str | None = None
    step: str = "main1"
    strict: bool = False
    cards: tuple[CardSpec, ...] = ()
    steps: tuple[Step, ...] = ()
    zones: tuple[ZoneExpectation, ...] = ()
    permanents: tuple[PermanentExpectation, ...] = ()
    events: tuple[EventExpectation, ...] = ()
    choices: tuple[ChoiceExpectation, ...] = ()
    warnings: tuple[WarningExpectation, ...] = ()
    source: SourceMap | None = attrs.field(default=None, eq=False, repr=False)

    @property
    def player_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    def error(self, message: str, key: KeyPath = (), value: str | None = None) -> ScenarioError:
        line = self.source.line_of(key, value) if self.source else None
        return ScenarioError(message, path=self.path, line=line, key=key)


def _show(value: Any) -> str:
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "{ " + ", ".join(f'"{k}" = {_show(v)}' for k, v in value.items()) + " }"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    return str(value)


# -- reading ---------------------------------------------------------------------------------------
def load(path: str | Path) -> Scenario:
    """Read and check a scenario file."""
    path = str(path)
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise InputError(exc.strerror or str(exc), path=path) from None
    except UnicodeEncodeError as exc:  # a name the file system's encoding cannot write
        raise InputError(f"a file name cannot hold {exc.object[exc.start]!r} (a lone surrogate)", path=path) from None
    except ValueError:  # a name the system refuses outright
        raise InputError("a file name cannot hold a NUL byte", path=path) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ScenarioError(f"not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start})", path=path, line=line) from None
    return loads(text, path=path)


_TOML_POSITION = re.compile(r"\s*\(at line (\d+), column (\d+)\)$")


def loads(text: str, *, path: str = "<scenario>") -> Scenario:
    """Check a scenario given as TOML text."""
    try:
        raw = tomllib.loads(text)
    except RecursionError:  # tomllib recurses into arrays and inline tables: far past the limit
        raise ScenarioError(_TOO_DEEP, path=path, line=_deepest_line(text)) from None
    except ValueError as exc:
        if isinstance(exc, tomllib.TOMLDecodeError):
            raise _syntax_error(exc, text, path) from None
        # int() refuses an integer of thousands of digits before the check below sees it
        longest = max(re.finditer(r"\d[\d_]*", text), key=lambda m: len(m.group()), default=None)
        line = text.count("\n", 0, longest.start()) + 1 if longest else None
        raise ScenarioError(_TOO_LARGE, path=path, line=line) from None
    _check_limits(raw, SourceMap(text), path)
    return _Reader(path, text, raw).scenario()


_TOO_DEEP = f"arrays and tables nest more than {limits.MAX_SCENARIO_DEPTH} levels deep (the limit)"
_TOO_LARGE = f"number too large: integers have at most {limits.MAX_NUMBER_DIGITS} digits (the limit)"


def _check_limits(raw: dict[str, Any], source: SourceMap, path: str) -> None:
    """The limits of :mod:`oraclec.limits` every value of the file is within: nesting, and the
    size of an integer. The checks of each key then bound the counts further."""
    pending: list[tuple[Any, KeyPath]] = [(raw, ())]
    while pending:
        value, key = pending.pop()
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            if abs(value) > limits.MAX_SCENARIO_NUMBER:
                raise ScenarioError(_TOO_LARGE, path=path, line=source.line_of(key), key=key)
            continue
        items: Any = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        for name, item in items:
            if isinstance(item, (dict, list)) and len(key) + 1 >= limits.MAX_SCENARIO_DEPTH:
                # the file's table is the first level, so this one is past the limit; the key is
                # named down to its last name (not through a pile of list positions)
                named = max(i for i, part in enumerate((*key, name)) if isinstance(part, str))
                where = (*key, name)[: named + 1]
                raise ScenarioError(_TOO_DEEP, path=path, line=source.line_of(where), key=where)
            pending.append((item, (*key, name)))


def _deepest_line(text: str) -> int | None:
    """The line of the first '[' or '{' past the depth limit, counting brackets outside strings
    and comments (roughly: enough to point at a file's pile of brackets)."""
    depth = 1
    for number, line in enumerate(text.splitlines(), start=1):
        for char in re.sub(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'|#.*', "", line):
            if char in "[{":
                depth += 1
                if depth > limits.MAX_SCENARIO_DEPTH:
                    return number
            elif char in "]}":
                depth -= 1
    return None


def _syntax_error(exc: tomllib.TOMLDecodeError, text: str, path: str) -> ScenarioError:
    """A TOML syntax error, with its line and column and, for a common mistake, what to write."""
    message = str(exc)
    match = _TOML_POSITION.search(message)
    line = column = None
    if match:
        line, column = int(match.group(1)), int(match.group(2))
        message = message[: match.start()]
    message = f"TOML syntax: {message}"
    if line is not None and "overwrite" in message.lower() and re.match(r"\s*\[\[\s*step\s*\]\]", text.splitlines()[line - 1]):
        message += (
            ' (a file with [[step]] actions cannot also hold step = "…": TOML keeps one value '
            'per key; write the turn step as turn_step = "…")'
        )
    return ScenarioError(message, path=path, line=line, column=column)


class _Reader:
    """Checks the parsed TOML key by key and builds the :class:`Scenario`."""

    def __init__(self, path: str, text: str, raw: dict[str, Any]):
        self.path = path
        self.source = SourceMap(text)
        self.raw = raw

    # errors and types
    def error(self, message: str, key: KeyPath, value: Any = None) -> ScenarioError:
        return ScenarioError(message, path=self.path, line=self.source.line_of(key, value if isinstance(value, str) else None), key=key)

    def unknown_keys(self, table: Mapping[str, Any], allowed: tuple[str, ...], key: KeyPath, what: str) -> None:
        for name in table:
            if name not in allowed:
                hint = _close(name, allowed)
                raise self.error(f"unknown key {name!r} in {what}" + (f" (did you mean {hint!r}?)" if hint else f"; expected one of {', '.join(allowed)}"), (*key, name))

    def typed(self, value: Any, kind: type | tuple[type, ...], key: KeyPath, expected: str) -> Any:
        kinds = kind if isinstance(kind, tuple) else (kind,)
        ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
        if not ok:
            raise self.error(f"wrong type: expected {expected}, got {_type_name(value)} ({_show(value)[:60]})", key)
        return value

    def table(self, value: Any, key: KeyPath, expected: str = "a table") -> dict[str, Any]:
        return self.typed(value, dict, key, expected)

    def name_list(self, value: Any, key: KeyPath, expected: str = "a list of card names") -> tuple[str, ...]:
        self.typed(value, list, key, expected)
        for i, item in enumerate(value):
            if not isinstance(item, str) or not item.strip():
                raise self.error(f"wrong type: expected {expected}, but item {i + 1} is {_type_name(item)} ({_show(item)[:60]})", key)
        return tuple(value)

    def count(self, value: Any, key: KeyPath, minimum: int = 0) -> int:
        self.typed(value, int, key, "an integer")
        if value < minimum:
            raise self.error(f"expected an integer of at least {minimum}, got {value}", key)
        if value > limits.MAX_SCENARIO_COUNT:
            raise self.error(f"{value} is too many: counts are at most {limits.described(limits.MAX_SCENARIO_COUNT)} (the limit)", key)
        return int(value)

    def player(self, value: Any, key: KeyPath) -> str:
        self.typed(value, str, key, "a player name")
        for name in self.player_names:
            if name.casefold() == value.casefold():
                return name
        raise self.error(f"unknown player {value!r}; the players are {', '.join(self.player_names)}", key)

    # the file
    def scenario(self) -> Scenario:
        raw = self.raw
        self.unknown_keys(raw, (*TOP_KEYS, "step"), (), "the scenario")
        description = self.typed(raw.get("description", ""), str, ("description",), "a string")
        seed = self.typed(raw.get("seed", 0), int, ("seed",), "an integer")
        strict = self.typed(raw.get("strict", False), bool, ("strict",), "true or false")
        players = self.players(raw.get("players"))
        self.player_names = tuple(p.name for p in players)
        active = self.player(raw["active"], ("active",)) if "active" in raw else players[0].name
        turn_step = self.turn_step(raw)
        cards = self.cards(raw.get("cards", {}))
        steps_raw = raw.get("step", []) if isinstance(raw.get("step"), list) else []
        steps = tuple(self.step(item, i, active) for i, item in enumerate(steps_raw))
        zones, permanents, events, choices = self.expect(raw.get("expect", {}))
        warnings = self.expected_warnings(raw.get("expect_warnings", []))
        return Scenario(
            path=self.path, description=description, players=players, seed=seed, active=active,
            step=turn_step, strict=strict, cards=cards, steps=steps, zones=zones,
            permanents=permanents, events=events, choices=choices, warnings=warnings, source=self.source,
        )

    def expected_warnings(self, value: Any) -> tuple[WarningExpectation, ...]:
        key: KeyPath = ("expect_warnings",)
        texts = self.name_list(value, key, "a list of pieces of warning text, such as [\"Guile: did not parse\"]")
        if len(set(texts)) != len(texts):
            raise self.error("expect_warnings names a warning twice", key)
        return tuple(WarningExpectation(index=i, text=text, line=self.source.line_of(key, text)) for i, text in enumerate(texts))

    def turn_step(self, raw: dict[str, Any]) -> str:
        given = [k for k in ("step", "turn_step") if k in raw and not isinstance(raw[k], list)]
        if len(given) > 1:
            raise self.error("the turn step is given twice (step and turn_step)", ("turn_step",))
        if not given:
            return "main1"
        key = given[0]
        value = self.typed(raw[key], str, (key,), 'a step name such as "main1"')
        step = STEP_ALIASES.get(value, value)
        if step not in STEPS:
            names = ", ".join(dict.fromkeys((*STEPS, *STEP_ALIASES)))
            raise self.error(f"unknown step {value!r}; expected one of {names}", (key,))
        return step

    def players(self, value: Any) -> tuple[PlayerSpec, ...]:
        if value is None:
            raise ScenarioError("no players: add a table [players.NAME] for each player, in turn order", path=self.path)
        table = self.table(value, ("players",), "a table of players ([players.alice])")
        if not table:
            raise self.error("no players: add a table [players.NAME] for each player, in turn order", ("players",))
        out = []
        seen: set[str] = set()
        for name, spec in table.items():
            key: KeyPath = ("players", name)
            if not name.strip():
                raise self.error("a player needs a name", key)
            if name.casefold() in seen:
                raise self.error(f"player {name!r} is given twice", key)
            seen.add(name.casefold())
            if name in CHOICE_KINDS:
                raise self.error(f"a player can't be named {name!r}: it is a kind of answer", key)
            spec = self.table(spec, key, f"a table of {name}'s zones")
            self.unknown_keys(spec, PLAYER_KEYS, key, f"player {name}")
            life = self.typed(spec["life"], int, (*key, "life"), "an integer") if "life" in spec else None
            mana = self.typed(spec.get("mana", ""), str, (*key, "mana"), 'mana symbols such as "{B}{B}"')
            if mana and not re.fullmatch(r"(\{[^{}]+\})+", mana.strip()):
                raise self.error(f'mana {mana!r}: expected mana symbols such as "{{B}}{{B}}" or "{{C}}{{G}}"', (*key, "mana"))
            if _mana_amount(mana) > limits.MAX_SCENARIO_MANA:
                raise self.error(f"mana {mana[:40]!r}: more than {limits.described(limits.MAX_SCENARIO_MANA)} mana in a pool (the limit)", (*key, "mana"))
            zones = tuple((zone, self.entries(spec[zone], (*key, zone))) for zone in PLAYER_ZONES if zone in spec)
            out.append(PlayerSpec(name=name, life=life, zones=zones, mana=mana.strip()))
        return tuple(out)

    def entries(self, value: Any, key: KeyPath) -> tuple[Entry, ...]:
        self.typed(value, list, key, "a list of card names or tables { card = \"Name\", ... }")
        out = []
        for i, item in enumerate(value):
            if isinstance(item, str):
                if not item.strip():
                    raise self.error(f"item {i + 1} is an empty card name", key)
                out.append(Entry(card=item, line=self.source.line_of(key, item)))
                continue
            if not isinstance(item, dict):
                raise self.error(f"wrong type: item {i + 1} should be a card name or a table {{ card = \"Name\", tapped = true }}, got {_type_name(item)}", key)
            self.unknown_keys(item, ENTRY_KEYS, (*key, i), f"item {i + 1}")
            if "card" not in item:
                raise self.error(f"item {i + 1} has no card = \"Name\"", key)
            card = self.typed(item["card"], str, key, "a card name")
            counters = self.table(item.get("counters", {}), key, 'a table of counters such as { "+1/+1" = 2 }')
            for kind, amount in counters.items():
                if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
                    raise self.error(f"counters of {card}: {kind!r} should be a number of counters, got {_show(amount)}", key, card)
                if amount > limits.MAX_SCENARIO_COUNT:
                    raise self.error(f"counters of {card}: {amount} {kind!r} counters is too many: counts are at most {limits.described(limits.MAX_SCENARIO_COUNT)} (the limit)", key, card)
            flags = {flag: self.typed(item.get(flag, False), bool, key, f"{flag} = true or false") for flag in ("tapped", "face_down", "foretold")}
            out.append(Entry(card=card, counters=tuple(counters.items()), line=self.source.line_of(key, card), **flags))
        return tuple(out)

    def cards(self, value: Any) -> tuple[CardSpec, ...]:
        table = self.table(value, ("cards",), 'a table of cards ([cards."Name"])')
        out = []
        for name, spec in table.items():
            key: KeyPath = ("cards", name)
            spec = self.table(spec, key, f'a table of the characteristics of {name}')
            self.unknown_keys(spec, CARD_KEYS, key, f"card {name!r}")
            if "type_line" not in spec:
                raise self.error(f'card {name!r} needs a type_line (such as "Creature — Elf")', key)
            fields: dict[str, Any] = {}
            for field in ("mana_cost", "type_line", "oracle_text"):
                if field in spec:
                    fields[field] = self.typed(spec[field], str, (*key, field), "a string")
            for field in ("power", "toughness", "loyalty"):
                if field in spec:
                    number = self.typed(spec[field], (str, int), (*key, field), 'a number or a string such as "2" or "*"')
                    fields[field] = str(number)
            for field in ("mana_cost", "power", "toughness", "loyalty"):
                # as in card text (the oracle text is held to it when it is parsed)
                if field in fields and limits.LONG_NUMBER.search(fields[field]):
                    raise self.error(_TOO_LARGE, (*key, field))
            out.append(CardSpec(name=name, line=self.source.line_of(key), **fields))
        return tuple(out)

    def step(self, value: Any, index: int, active: str) -> Step:
        key: KeyPath = ("step", index)
        spec = self.table(value, key, "a [[step]] table")
        if "do" not in spec:
            raise self.error(f"step {index + 1} has no do = \"…\"; expected one of {', '.join(ACTIONS)}", key)
        do = self.typed(spec["do"], str, (*key, "do"), "an action name")
        if do not in ACTIONS:
            hint = _close(do, ACTIONS)
            raise self.error(f"unknown action {do!r}" + (f" (did you mean {hint!r}?)" if hint else f"; expected one of {', '.join(ACTIONS)}"), (*key, "do"))
        allowed = COMMON_STEP_KEYS + ACTION_KEYS[do]
        for name in spec:
            if name not in allowed:
                if name in STEP_KEYS:
                    raise self.error(f"key {name!r} does not apply to do = {do!r} (it takes {', '.join(ACTION_KEYS[do])})", (*key, name))
                self.unknown_keys({name: None}, allowed, key, f"step {index + 1}")
        player = self.player(spec["player"], (*key, "player")) if "player" in spec else active
        fields: dict[str, Any] = {}
        if do in ("cast", "activate", "play", "foretell"):
            if "card" not in spec:
                raise self.error(f"do = {do!r} needs card = \"Name\"", key)
            fields["card"] = self.typed(spec["card"], str, (*key, "card"), "a card name")
        if "from" in spec:
            zone = self.typed(spec["from"], str, (*key, "from"), "a zone name")
            if zone not in FROM_ZONES:
                raise self.error(f"unknown zone {zone!r}; expected one of {', '.join(FROM_ZONES)}", (*key, "from"))
            fields["from_zone"] = zone
        if "with" in spec:
            ways = spec["with"]
            ways = (ways,) if isinstance(ways, str) else self.name_list(ways, (*key, "with"), 'a cost or permission name ("flashback") or a list of them')
            fields["with_"] = tuple(ways)
        if "x" in spec:
            fields["x"] = self.count(spec["x"], (*key, "x"))
        if "targets" in spec:
            fields["targets"] = self.name_list(spec["targets"], (*key, "targets"), "a list of card or player names")
        if "ability" in spec:
            fields["ability"] = self.count(spec["ability"], (*key, "ability"), minimum=1)
        if "count" in spec:
            count = spec["count"]
            if do == "resolve" and count == "all":
                fields["count"] = "all"
            else:
                fields["count"] = self.count(count, (*key, "count"), minimum=0 if do in ("draw", "mill") else 1)
        if "to" in spec:
            to = self.typed(spec["to"], str, (*key, "to"), "a step name")
            to = STEP_ALIASES.get(to, to)
            reachable = [s for s in STEPS if s not in ("untap", "cleanup")]
            if to not in reachable:
                # CR 502.4, 514.3: nobody gets priority in these steps, so the game never stops there
                raise self.error(f"advance to {spec['to']!r}: expected a step where players get priority ({', '.join(reachable)})", (*key, "to"))
            if "count" in spec:
                raise self.error("advance takes count or to, not both", (*key, "to"))
            fields["to"] = to
        if "error" in spec:
            reason = self.typed(spec["error"], str, (*key, "error"), "a refusal reason")
            if reason not in REFUSAL_REASONS:
                raise self.error(f"unknown refusal reason {reason!r}; expected one of {', '.join(REFUSAL_REASONS)}", (*key, "error"))
            fields["error"] = reason
        answers = self.answers(spec.get("answers", {}), (*key, "answers"), player)
        return Step(index=index, do=do, player=player, answers=answers, line=self.source.line_of(key), **fields)

    def answers(self, value: Any, key: KeyPath, player: str) -> tuple[tuple[str, tuple[tuple[str, tuple[Any, ...]], ...]], ...]:
        table = self.table(value, key, "a table of answers such as { may = [true], card = [\"Island\"] }")
        mine: dict[str, tuple[Any, ...]] = {}
        others: dict[str, dict[str, tuple[Any, ...]]] = {}
        for name, answers in table.items():
            if name in CHOICE_KINDS:
                mine[name] = self.answer_list(name, answers, (*key, name))
                continue
            other = next((p for p in self.player_names if p.casefold() == name.casefold()), None)
            if other is None:
                hint = _close(name, CHOICE_KINDS)
                raise self.error(
                    f"unknown answer key {name!r}: expected a kind of choice ({', '.join(CHOICE_KINDS)})"
                    f" or a player name ({', '.join(self.player_names)})" + (f"; did you mean {hint!r}?" if hint else ""),
                    (*key, name),
                )
            nested = self.table(answers, (*key, name), f"a table of {other}'s answers")
            for kind, values in nested.items():
                if kind not in CHOICE_KINDS:
                    raise self.error(f"unknown answer key {kind!r} for {other}: expected one of {', '.join(CHOICE_KINDS)}", (*key, name, kind))
                others.setdefault(other, {})[kind] = self.answer_list(kind, values, (*key, name, kind))
        out: dict[str, dict[str, tuple[Any, ...]]] = {}
        if mine:
            out[player] = mine
        for other, kinds in others.items():
            merged = out.setdefault(other, {})
            for kind, values in kinds.items():
                merged[kind] = merged.get(kind, ()) + values
        return tuple((name, tuple(kinds.items())) for name, kinds in out.items())

    def answer_list(self, kind: str, value: Any, key: KeyPath) -> tuple[Any, ...]:
        items = value if isinstance(value, list) else [value]
        for item in items:
            if not _answer_ok(kind, item):
                raise self.error(f"wrong type of answer to {kind!r}: {_show(item)[:60]} ({_ANSWER_TYPES[_answer_group(kind)]})", key)
        return tuple(tuple(i) if isinstance(i, list) else i for i in items)

    def expect(self, value: Any) -> tuple[tuple[ZoneExpectation, ...], tuple[PermanentExpectation, ...], tuple[EventExpectation, ...], tuple[ChoiceExpectation, ...]]:
        table = self.table(value, ("expect",), "a table of expectations")
        zones: list[ZoneExpectation] = []
        permanents: list[PermanentExpectation] = []
        events: list[EventExpectation] = []
        choices: list[ChoiceExpectation] = []
        for name, item in table.items():
            key: KeyPath = ("expect", name)
            if name == "permanent":
                items = self.typed(item, list, key, "[[expect.permanent]] tables")
                permanents.extend(self.permanent(p, i) for i, p in enumerate(items))
            elif name == "event":
                items = self.typed(item, list, key, "[[expect.event]] tables")
                events.extend(self.event(e, i) for i, e in enumerate(items))
            elif name == "choice":
                items = self.typed(item, list, key, "[[expect.choice]] tables")
                choices.extend(self.choice(c, i) for i, c in enumerate(items))
            elif isinstance(item, dict) and any(p.casefold() == name.casefold() for p in self.player_names):
                # alice.hand = [...] written without quotes is a table {alice = {hand = [...]}}
                for sub, sub_value in item.items():
                    if sub == "library" and isinstance(sub_value, dict):
                        for deeper, deeper_value in sub_value.items():
                            zones.append(self.zone_expectation(f"{name}.{sub}.{deeper}", deeper_value, (*key, sub, deeper)))
                        continue
                    zones.append(self.zone_expectation(f"{name}.{sub}", sub_value, (*key, sub)))
            else:
                zones.append(self.zone_expectation(name, item, key))
        return tuple(zones), tuple(permanents), tuple(events), tuple(choices)

    def zone_expectation(self, name: str, value: Any, key: KeyPath) -> ZoneExpectation:
        line = self.source.line_of(key)
        if "." not in name:
            if name in ("priority", "active", "monarch", "initiative"):
                # who has priority, the monarch, the initiative: "" for nobody
                value = "" if name != "active" and value == "" else self.player(value, key)
                return ZoneExpectation(key=name, player=None, what=name, value=value, line=line)
            if name == "step":
                step = self.typed(value, str, key, "a step name")
                if STEP_ALIASES.get(step, step) not in STEPS:
                    raise self.error(f"unknown step {step!r}; expected one of {', '.join(STEPS)}", key)
                return ZoneExpectation(key=name, player=None, what=name, value=STEP_ALIASES.get(step, step), line=line)
            if name == "turn":
                return ZoneExpectation(key=name, player=None, what=name, value=self.count(value, key, minimum=1), line=line)
            if name not in SHARED_ZONES:
                raise self.error(
                    f"unknown expectation {name!r}: expected a shared zone ({', '.join(SHARED_ZONES)}), a fact of the game ({', '.join(GAME_FACTS)}), "
                    f"\"PLAYER.ZONE\" ({', '.join(PLAYER_ZONES)}), \"PLAYER.library.top\", or \"PLAYER.FACT\" ({', '.join(PLAYER_FACTS)})",
                    key,
                )
            return ZoneExpectation(key=name, player=None, what=name, value=self.zone_value(name, value, key, ordered=name == "stack"), line=line)
        player_name, _, what = name.partition(".")
        player = self.player(player_name, key)
        if what in ("life", "poison"):
            return ZoneExpectation(key=name, player=player, what=what, value=self.typed(value, int, key, "an integer"), line=line)
        if what == "lost":
            return ZoneExpectation(key=name, player=player, what=what, value=self.typed(value, bool, key, "true or false"), line=line)
        if what == "mana":
            mana = self.typed(value, str, key, 'mana symbols such as "{B}{B}" ("" for an empty pool)')
            if mana and not re.fullmatch(r"(\{[^{}]+\})+", mana.strip()):
                raise self.error(f'mana {mana!r}: expected mana symbols such as "{{B}}{{B}}"', key)
            try:
                parse_mana(mana)  # what a pool can hold, within the engine's limit
            except ValueError as exc:
                raise self.error(f"mana {mana[:40]!r}: {exc}", key) from None
            return ZoneExpectation(key=name, player=player, what=what, value=mana.strip(), line=line)
        if what == "library.top":
            return ZoneExpectation(key=name, player=player, what=what, value=self.name_list(value, key, "the top cards of the library, top first"), line=line)
        if what not in PLAYER_ZONES:
            raise self.error(f"unknown expectation {what!r} of {player}: expected a zone ({', '.join(PLAYER_ZONES)}), library.top, or {', '.join(PLAYER_FACTS)}", key)
        return ZoneExpectation(key=name, player=player, what=what, value=self.zone_value(name, value, key), line=line)

    def zone_value(self, name: str, value: Any, key: KeyPath, ordered: bool = False) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            return self.count(value, key)
        expected = "a list of names, top first, or a number of objects" if ordered else "a list of card names (a multiset) or a number of cards"
        return self.name_list(value, key, expected)

    def permanent(self, value: Any, index: int) -> PermanentExpectation:
        key: KeyPath = ("expect", "permanent", index)
        spec = self.table(value, key, "an [[expect.permanent]] table")
        self.unknown_keys(spec, PERMANENT_KEYS, key, "[[expect.permanent]]")
        fields: dict[str, Any] = {}
        for field, field_value in spec.items():
            k = (*key, field)
            if field in ("name",):
                fields[field] = self.typed(field_value, str, k, "a name")
            elif field in ("controller", "owner"):
                fields[field] = self.player(field_value, k)
            elif field in ("power", "toughness"):
                fields[field] = self.typed(field_value, int, k, "an integer")
            elif field == "counters":
                counters = self.table(field_value, k, 'a table such as { "+1/+1" = 3 }')
                for kind, amount in counters.items():
                    self.count(amount, (*k, kind))
                fields[field] = tuple(sorted(counters.items()))
            elif field in ("types", "subtypes", "keywords"):
                fields[field] = self.name_list(field_value, k, f"a list of {field}")
            elif field in ("tapped", "token"):
                fields[field] = self.typed(field_value, bool, k, "true or false")
        count = self.count(spec["count"], (*key, "count")) if "count" in spec else 1
        return PermanentExpectation(index=index, fields=tuple(fields.items()), count=count, line=self.source.line_of(key))

    def event(self, value: Any, index: int) -> EventExpectation:
        key: KeyPath = ("expect", "event", index)
        spec = self.table(value, key, "an [[expect.event]] table")
        self.unknown_keys(spec, EVENT_KEYS, key, "[[expect.event]]")
        if "kind" not in spec:
            raise self.error(f"[[expect.event]] needs kind = \"…\" (one of {', '.join(EVENT_KINDS)})", key)
        kind = self.typed(spec["kind"], str, (*key, "kind"), "an event kind")
        if kind not in EVENT_KINDS:
            hint = _close(kind, EVENT_KINDS)
            raise self.error(f"unknown event kind {kind!r}" + (f" (did you mean {hint!r}?)" if hint else f"; expected one of {', '.join(EVENT_KINDS)}"), (*key, "kind"))
        fields: dict[str, Any] = {}
        if "player" in spec:
            fields["player"] = self.player(spec["player"], (*key, "player"))
        if "card" in spec:
            fields["card"] = self.typed(spec["card"], str, (*key, "card"), "a card name")
        for field, attr in (("from", "from_zone"), ("to", "to_zone")):
            if field in spec:
                zone = self.typed(spec[field], str, (*key, field), "a zone name")
                if zone not in (*FROM_ZONES, "stack", "outside"):
                    raise self.error(f"unknown zone {zone!r}", (*key, field))
                fields[attr] = "outside" if zone == "sideboard" else zone
        count = self.count(spec["count"], (*key, "count")) if "count" in spec else 1
        return EventExpectation(index=index, kind=kind, count=count, line=self.source.line_of(key), **fields)


    def choice(self, value: Any, index: int) -> ChoiceExpectation:
        key: KeyPath = ("expect", "choice", index)
        spec = self.table(value, key, "an [[expect.choice]] table")
        self.unknown_keys(spec, CHOICE_KEYS, key, "[[expect.choice]]")
        if "kind" not in spec:
            raise self.error(f"[[expect.choice]] needs kind = \"…\" (one of {', '.join(CHOICE_KINDS)})", key)
        kind = self.typed(spec["kind"], str, (*key, "kind"), "a kind of choice")
        if kind not in CHOICE_KINDS:
            raise self.error(f"unknown kind of choice {kind!r}; expected one of {', '.join(CHOICE_KINDS)}", (*key, "kind"))
        fields: dict[str, Any] = {}
        if "player" in spec:
            fields["player"] = self.player(spec["player"], (*key, "player"))
        for field in ("options", "answer"):
            if field in spec:
                fields[field] = self.name_list(spec[field], (*key, field), f"a list of {field} as the player names them")
        if "nth" in spec:
            if "count" in spec:
                raise self.error("[[expect.choice]] takes nth or count, not both", (*key, "nth"))
            fields["nth"] = self.count(spec["nth"], (*key, "nth"), minimum=1)
        if "count" in spec:
            fields["count"] = self.count(spec["count"], (*key, "count"))
        return ChoiceExpectation(index=index, kind=kind, line=self.source.line_of(key), **fields)


def _mana_amount(mana: str) -> int:
    """How much mana symbols stand for: {3} three, any other symbol one (the runtime rejects
    what a pool cannot hold). A number too long counts as too much."""
    amount = 0
    for symbol in re.findall(r"\{([^{}]+)\}", mana):
        if symbol.isdigit():
            if len(symbol) > limits.MAX_NUMBER_DIGITS:
                return limits.MAX_SCENARIO_MANA + 1
            amount += int(symbol)
        else:
            amount += 1
    return amount


_ANSWER_TYPES = {
    "bool": 'true, false, "yes" or "no"',
    "int": "a number",
    "mode": "a mode number (1 is the first) or a list of them",
    "names": 'a name, a list of names chosen together, or "none"',
}


def _answer_group(kind: str) -> str:
    if kind == "may":
        return "bool"
    if kind in ("x", "number"):
        return "int"
    if kind == "mode":
        return "mode"
    return "names"


def _answer_ok(kind: str, item: Any) -> bool:
    group = _answer_group(kind)
    if group == "bool":
        return isinstance(item, bool) or (isinstance(item, str) and item.strip().casefold() in ("yes", "no", "true", "false"))
    if group == "int":
        return isinstance(item, int) and not isinstance(item, bool)
    if group == "mode":
        if isinstance(item, list):
            return all(isinstance(i, (int, str)) and not isinstance(i, bool) for i in item)
        return isinstance(item, (int, str)) and not isinstance(item, bool)
    if isinstance(item, list):
        return all(isinstance(i, str) for i in item)
    return isinstance(item, str)


def _type_name(value: Any) -> str:
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


def _close(word: str, options: tuple[str, ...]) -> str | None:
    import difflib

    found = difflib.get_close_matches(word, options, n=1, cutoff=0.75)
    return found[0] if found else None
