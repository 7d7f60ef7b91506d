"""Decisions: every choice a player makes goes through one :class:`Chooser` protocol.

The game builds a :class:`Choice` with the legal options and asks the deciding player's chooser;
the chooser answers with a selection of those options (between ``min`` and ``max`` of them). The
game checks the answer and refuses anything that is not among the options
(:class:`~oraclec.runtime.errors.ChoiceError`). Choosers see the game only through a
:class:`PlayerView`, which hides what that player may not see (CR 400.2: hidden zones).

Kinds of choice (the scenario format's answer keys): ``mode``, ``x``, ``target``, ``may``,
``card`` (one or more cards: an Army, a found card, a milled card to cast), ``cost`` (alternative
or additional costs, hybrid colour, Phyrexian life or mana), ``replacement`` (which replacement
effect applies; "no" declines an optional one), ``order`` (of triggered abilities), ``player``,
``number``, ``attackers``, ``blockers``.

:class:`ScriptedChooser` answers from lists (tests and scenarios); :class:`DefaultChooser` is a
deterministic policy for automation; :class:`RandomChooser` answers at random, the same way for
the same seed (random play, ``oraclec simulate``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import attrs

from .errors import ChoiceError

CHOICE_KINDS = (
    "mode", "x", "target", "may", "card", "cost", "replacement", "order", "player", "number",
    "attackers", "blockers", "vote",
)


@attrs.frozen
class Choice:
    """A decision for ``player``: pick between ``min`` and ``max`` of ``options``.

    ``labels`` are the options as a player names them (card names, player names, "yes"/"no",
    mode numbers, cost names); ``source`` names the card asking.
    """

    kind: str
    player: str
    prompt: str
    options: tuple[Any, ...]
    labels: tuple[str, ...]
    min: int = 1
    max: int = 1
    source: str | None = None

    def __attrs_post_init__(self) -> None:
        if self.kind not in CHOICE_KINDS:
            raise ValueError(f"unknown kind of choice {self.kind!r}")
        if len(self.labels) != len(self.options):
            raise ValueError("a label is needed for each option")

    def describe(self) -> str:
        count = f"{self.min}" if self.min == self.max else f"{self.min}-{self.max}"
        return f"{self.player} chooses {count} ({self.kind}) — {self.prompt}: " + ", ".join(self.labels)


class PlayerView(Protocol):
    """What a player may see of the game (see :meth:`Game.view`)."""

    player: str

    def visible(self) -> Mapping[str, Any]: ...


class Chooser(Protocol):
    """Answers the choices of one player."""

    def choose(self, choice: Choice, view: PlayerView) -> Sequence[Any]:
        """Return the chosen options (a sequence of elements of ``choice.options``)."""
        ...


class DefaultChooser:
    """A deterministic policy for automation: the first legal options, "yes" to every "may",
    the smallest number, one target or card when "up to" allows none, no attackers or
    blockers.

    It never looks at hidden information: it decides from the options alone.
    """

    def choose(self, choice: Choice, view: PlayerView) -> Sequence[Any]:
        if choice.kind == "may":
            return (True,) if True in choice.options else (choice.options[0],)
        if choice.kind == "order":
            return tuple(choice.options)
        if choice.kind in ("attackers", "blockers"):
            return ()
        count = max(choice.min, min(choice.max, 1, len(choice.options)))
        return tuple(choice.options[:count])


class RandomChooser:
    """Picks uniformly at random among the legal answers of every choice: each selection of
    between ``min`` and ``max`` options is equally likely (so each of several attackers attacks
    with probability one half; a number, a mode, a target, yes or no: one of the options, each
    as likely). An ``order`` choice gets a random order. The same seed gives the same answers to
    the same choices.

    It decides from the options alone, never from hidden information.
    """

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, choice: Choice, view: PlayerView) -> Sequence[Any]:
        n = len(choice.options)
        least, most = max(0, choice.min), min(choice.max, n)
        if least > most:
            raise ChoiceError(f"no legal answer: {least} needed of {n} options for {choice.describe()}")
        # a size drawn in proportion to the number of selections of that size (in integers:
        # the counts for many options overflow a float)
        counts = [math.comb(n, k) for k in range(least, most + 1)]
        draw = self.rng.randrange(sum(counts))
        size = least
        for count in counts:
            if draw < count:
                break
            draw -= count
            size += 1
        picked = self.rng.sample(range(n), size)
        if choice.kind != "order":
            picked.sort()  # a selection, in the order of the options
        return tuple(choice.options[i] for i in picked)


def _norm(text: str) -> str:
    return " ".join(str(text).replace("’", "'").split()).casefold()


@attrs.define
class ScriptedChooser:
    """Answers from lists, one list per kind of choice, consumed in order.

    An answer names options by label (case-insensitive): a card or player name (``"Island"``,
    ``"Island#2"`` for the second option of that name), a list of names for several at once,
    ``"none"`` for an empty selection, ``True``/``False`` or ``"yes"``/``"no"`` for ``may``,
    a number for ``x``/``number`` and a 1-based number (or list) for ``mode``. When a kind has
    no answers left, ``fallback`` decides (the default policy), or in ``strict`` mode the choice
    is an error.
    """

    answers: dict[str, list[Any]] = attrs.field(factory=dict)
    strict: bool = False
    fallback: Any = attrs.field(factory=DefaultChooser)
    #: choices asked and answers given, for traces
    log: list[tuple[Choice, tuple[Any, ...]]] = attrs.field(factory=list)

    def __attrs_post_init__(self) -> None:
        self.answers = {k: list(v) if isinstance(v, (list, tuple)) else [v] for k, v in self.answers.items()}
        for kind in self.answers:
            if kind not in CHOICE_KINDS:
                raise ChoiceError(f"unknown answer key {kind!r}; expected one of {', '.join(CHOICE_KINDS)}")

    def add(self, kind: str, *values: Any) -> None:
        if kind not in CHOICE_KINDS:
            raise ChoiceError(f"unknown answer key {kind!r}")
        self.answers.setdefault(kind, []).extend(values)

    def unused(self) -> dict[str, list[Any]]:
        return {k: list(v) for k, v in self.answers.items() if v}

    def choose(self, choice: Choice, view: PlayerView) -> Sequence[Any]:
        queue = self.answers.get(choice.kind)
        if not queue:
            if self.strict:
                raise ChoiceError(f"no answer for {choice.describe()}")
            picked = tuple(self.fallback.choose(choice, view))
        else:
            picked = match_answer(choice, queue.pop(0))
        self.log.append((choice, picked))
        return picked


def match_answer(choice: Choice, answer: Any) -> tuple[Any, ...]:
    """The options an answer names; ChoiceError if it names something that is not an option."""
    if choice.kind == "may":
        if isinstance(answer, str):
            word = _norm(answer)
            if word not in ("yes", "no", "true", "false"):
                raise ChoiceError(f"answer {answer!r} to {choice.describe()}: expected yes or no")
            answer = word in ("yes", "true")
        if not isinstance(answer, bool) or answer not in choice.options:
            raise ChoiceError(f"answer {answer!r} is not a legal option of {choice.describe()}")
        return (answer,)
    if choice.kind in ("x", "number"):
        if isinstance(answer, bool) or not isinstance(answer, int) or answer not in choice.options:
            raise ChoiceError(f"answer {answer!r} is not a legal option of {choice.describe()}")
        return (answer,)
    items = list(answer) if isinstance(answer, (list, tuple)) else [answer]
    if len(items) == 1 and isinstance(items[0], str) and _norm(items[0]) == "none":
        items = []
    picked: list[Any] = []
    taken: set[int] = set()
    for item in items:
        index = _find_option(choice, item, taken)
        taken.add(index)
        picked.append(choice.options[index])
    return tuple(picked)


def _find_option(choice: Choice, item: Any, taken: set[int]) -> int:
    if choice.kind == "mode" and isinstance(item, int) and not isinstance(item, bool):
        if 1 <= item <= len(choice.options) and item - 1 not in taken:
            return item - 1
        raise ChoiceError(f"mode {item} is not a legal option of {choice.describe()}")
    text = str(item)
    nth: int | None = None
    name, hash_sign, suffix = text.rpartition("#")
    if hash_sign and suffix.isdigit() and name:
        text, nth = name, int(suffix)
    matches = [i for i, label in enumerate(choice.labels) if _norm(label) == _norm(text)]
    if nth is not None:
        if len(matches) >= nth and matches[nth - 1] not in taken:
            return matches[nth - 1]
    else:
        free = [i for i in matches if i not in taken]
        if free:
            return free[0]
    # an option whose value itself equals the answer (programmatic use)
    for index, option in enumerate(choice.options):
        same = option is item or (not isinstance(option, (int, bool)) and option == item)
        if same and index not in taken:
            return index
    raise ChoiceError(f"answer {item!r} is not a legal option of {choice.describe()}")
