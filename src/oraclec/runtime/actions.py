"""The legal actions of a player with priority (CR 117.1), as data: what a program playing the
game (``oraclec simulate``, a test, an AI) chooses from, and takes with :func:`take`.

An :class:`Action` names a player action of the engine: play a land (CR 305.1), cast a card by
one of its ways (CR 601.3: its mana cost, flashback, foretell, an alternative cost, a permission),
activate an ability (CR 602), take a special action (CR 116.2: foretell, the one the runtime
has besides playing lands), or pass priority (CR 117.3d). Everything else a player decides is a
choice asked of their chooser as the action is taken (modes, X, optional and additional costs,
targets, ...), and so are the declarations of attackers and blockers (CR 508.1, 509.1): the
engine asks them of the active and the defending player as the combat steps begin, which a pass
leads to (runtime.combat, with the restrictions it checks). A
:class:`~oraclec.runtime.choices.RandomChooser` answers all of those at random.

:func:`legal_actions` asks the engine itself: each candidate is proposed through the same
functions that carry the action out (``casting.prepare_cast``, ``prepare_activation``,
``check_land_play``, ``prepare_foretell``), which check priority, timing, zones, targets and
whether the costs can be paid, and change nothing. Their choices are answered by a search of
the cheapest answers first (X 0, no optional cost, the fewest targets), so that an action is
listed when some answers make it legal.
"""

from __future__ import annotations

import collections
import functools
import itertools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from .casting import (
    activated_abilities,
    automatic_mana_ability,
    cards_with_a_way,
    cast_ways,
    check_land_play,
    prepare_activation,
    prepare_cast,
    prepare_end_effect,
    prepare_foretell,
    proposing,
)
from .choices import Choice
from .errors import ChoiceError, IllegalAction, UnsupportedAtRuntime
from .layers import flatten
from .state import GameObject

if TYPE_CHECKING:
    from .game import Game

#: the kinds of action, in the order :func:`legal_actions` lists them
ACTION_KINDS = ("play_land", "cast", "activate", "special", "pass")
#: the special actions the runtime can take (CR 116.2), besides playing a land
SPECIAL_ACTIONS = ("foretell", "end effect")
#: at most this many proposals of one candidate, with other answers to its choices, before it
#: is left out
MAX_PROPOSALS = 24
#: at most this many answers of one choice are tried
_MAX_ANSWERS = 8


@attrs.frozen
class Action:
    """One player action: ``kind`` is one of :data:`ACTION_KINDS`; ``object_id`` the card or
    permanent (None for a pass); ``method`` the way a card is cast (None: for its mana cost;
    "flashback", "foretell", "permission", ...) or the special action's name; ``ability`` the
    1-based index of the activated ability (:meth:`Game.activate`)."""

    kind: str
    player: str
    object_id: int | None = None
    method: str | None = None
    ability: int | None = None

    def __attrs_post_init__(self) -> None:
        if self.kind not in ACTION_KINDS:
            raise ValueError(f"unknown kind of action {self.kind!r}; expected one of {', '.join(ACTION_KINDS)}")

    def describe(self, game: Game) -> str:
        """The action in words, for logs and replays: "cast Lightning Bolt (flashback)"."""
        obj = game.get(self.object_id)
        name = obj.name if obj is not None else f"object {self.object_id}"
        if self.kind == "pass":
            return "pass"
        if self.kind == "play_land":
            return f"play {name}"
        if self.kind == "cast":
            return f"cast {name}" + (f" ({self.method})" if self.method else "")
        if self.kind == "activate":
            return f"activate {name} ability {self.ability}"
        return f"{self.method} {name}"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "object_id": self.object_id, "method": self.method, "ability": self.ability}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        return cls(kind=data["kind"], player=data["player"], object_id=data.get("object_id"), method=data.get("method"), ability=data.get("ability"))


def acting_player(game: Game) -> str | None:
    """Who must act now: the player with priority; None when the game is over (or, between
    steps, nobody has priority)."""
    if game.state.game_over:
        return None
    holder = game.priority_player
    return holder.name if holder is not None else None


def legal_actions(game: Game, player: str, *, automatic_mana: bool = False) -> list[Action]:
    """Every action ``player`` may take now, in a fixed order (land plays, casts, activations,
    special actions, in the order of the objects; then the pass); empty when the player does not
    have priority or the game is over.

    Each listed action is legal with some answers to the choices it asks (with others, an X too
    large to pay for one, it is refused and undone, as any illegal action is); each action left
    out is refused by the engine, with these exceptions:

    * the mana abilities that paying a cost activates by itself (``casting.plan_mana``: {T} the
      only cost, fixed mana) are left out, as the runtime pays mana costs with them: listed,
      they would only fill the mana pool (``automatic_mana=True`` lists them too). Other mana
      abilities (a Treasure's, a filter land's) are listed: only they put that mana in the pool;
    * an action the runtime can't carry out (:class:`UnsupportedAtRuntime` as it is proposed) is
      left out and remembered in ``game.unsupported_actions`` (its description: the reason);
    * a card cast by another way than for its mana cost (flashback, ...) is proposed without
      its optional additional costs (kicker) and without convoke, delve, improvise or assist:
      :meth:`Game.cast` uses those with such a way only when they are named with it (for its
      mana cost, they are choices the player is asked).

    Attackers and blockers are declared as choices of the active and defending players' choosers
    when the declare attackers and declare blockers steps begin (runtime.combat): those steps
    follow a pass (CR 508.1, 509.1), and the engine offers only the creatures that can attack or
    block (tapped, summoning sick, defender, evasion, ... are checked there).
    """
    player = game.player(player).name
    if acting_player(game) != player:
        return []
    found: list[Action] = []
    cards = cards_with_a_way(game, player)
    with proposing(), _Proposals(game) as proposals:
        for card in cards:
            action = Action("play_land", player, card.id)
            if game.is_type(card, "Land") and proposals.legal(functools.partial(check_land_play, game, player, card), action):
                found.append(action)
        for card in cards:
            methods = dict.fromkeys(way.method for way in cast_ways(game, player, card))
            for method in methods:
                action = Action("cast", player, card.id, method=method)
                if proposals.legal(functools.partial(prepare_cast, game, player, card, method=method or "normal"), action, card):
                    found.append(action)
        # every permanent (a basic land type's mana ability is no printed ability, CR 305.6), and
        # the cards elsewhere with an ability that may function there (cycling, unearth)
        elsewhere = {o.id for o in game.objects_with(fx.ActivatedAbility)}
        for obj in game.all_objects():
            if obj.zone != "battlefield" and obj.id not in elsewhere:
                continue
            automatic = automatic_mana_ability(game, obj) if not automatic_mana and obj.zone == "battlefield" else None
            for index, ability in enumerate(activated_abilities(game, obj), 1):
                if not game.functions_in(ability, obj) or (automatic is not None and ability is automatic[0]):
                    continue
                action = Action("activate", player, obj.id, ability=index)
                if proposals.legal(functools.partial(prepare_activation, game, player, obj, index), action):
                    found.append(action)
        for card in cards:
            if card.zone == "hand" and _has_special_action(card, "foretell"):
                action = Action("special", player, card.id, method="foretell")
                if proposals.legal(functools.partial(prepare_foretell, game, player, card), action):
                    found.append(action)
        # CR 116.2c: "You may pay {W} to end this effect.", by the object whose effect it is
        for source_id in dict.fromkeys(e.source_id for e in game.state.effects if e.ended_by_paying is not None and e.ended_by_paying[0] == player):
            source = game.get(source_id)
            if isinstance(source, GameObject):
                action = Action("special", player, source.id, method="end effect")
                if proposals.legal(functools.partial(prepare_end_effect, game, player, source), action):
                    found.append(action)
    found.append(Action("pass", player))
    return found


def take(game: Game, action: Action) -> Any:
    """Carry out ``action`` through the game's player actions (:meth:`Game.cast`,
    :meth:`Game.activate`, :meth:`Game.play_land`, :meth:`Game.foretell`,
    :meth:`Game.pass_priority`); its choices are asked of the players' choosers. An illegal
    action raises :class:`IllegalAction` and changes nothing (CR 732). A pass is refused only
    when the player doesn't have priority: once it is made, the steps, resolutions and choices
    that follow are the game going on, not part of a refusable action."""
    player = action.player
    if action.kind == "pass":
        game.pass_priority(player)
        return None
    obj = game.get(action.object_id)
    if not isinstance(obj, GameObject):
        raise IllegalAction("zone", f"{action.kind}: object {action.object_id} is not in the game any more (CR 400.7: a card that changed zones is a new object)")
    if action.kind == "play_land":
        return game.play_land(player, obj)
    if action.kind == "cast":
        return game.cast(player, obj, method=action.method or "normal")
    if action.kind == "activate":
        return game.activate(player, obj, action.ability if action.ability is not None else 1)
    if action.method == "foretell":
        return game.foretell(player, obj)
    if action.method == "end effect":
        return game.end_effect_by_paying(player, obj)
    raise IllegalAction("choice", f"the runtime has no special action {action.method!r} (it has: {', '.join(SPECIAL_ACTIONS)})")


def _has_special_action(card: GameObject, name: str) -> bool:
    return any(isinstance(a, fx.SpecialAction) and a.name.casefold() == name for a in flatten(card.definition.faces[card.face].abilities))


class _Proposals:
    """Proposes candidate actions with the players' choices answered by a search, then leaves
    the game as it was: the choosers, the choice log, the random generator, the counts of
    unsupported constructs (a proposal is not the game reaching them) and the face of a card
    proposed as a split card's other half."""

    def __init__(self, game: Game):
        self.game = game

    def __enter__(self) -> _Proposals:
        game = self.game
        self.choosers, self.default_chooser = game.choosers, game.default_chooser
        self.log_length = len(game.choice_log)
        self.rng_state = game.state.rng.getstate()
        self.unsupported = collections.Counter(game.unsupported)
        return self

    def __exit__(self, *exc: object) -> None:
        game = self.game
        game.choosers, game.default_chooser = self.choosers, self.default_chooser
        del game.choice_log[self.log_length :]
        game.state.rng.setstate(self.rng_state)
        if game.unsupported != self.unsupported:
            game.unsupported.clear()
            game.unsupported.update(self.unsupported)

    def legal(self, propose: Callable[[], object], action: Action | None = None, card: GameObject | None = None) -> bool:
        """Whether some answers to the choices ``propose`` asks let it finish: a depth-first
        search over the answers of :func:`_answers` (cheapest first), at most
        :data:`MAX_PROPOSALS` proposals."""
        game = self.game
        face = card.face if card is not None else 0
        path: list[int] | None = []
        for _ in range(MAX_PROPOSALS):
            assert path is not None
            probe = _Probe(path)
            game.choosers, game.default_chooser = {}, probe
            try:
                propose()
                return True
            except (IllegalAction, ChoiceError):
                pass
            except UnsupportedAtRuntime as exc:
                if action is not None:
                    game.unsupported_actions[action.describe(game)] = str(exc)
                return False
            finally:
                self._restore(card, face)
            path = _next_path(path, probe.widths)
            if path is None:
                return False
        return False

    def _restore(self, card: GameObject | None, face: int) -> None:
        game = self.game
        del game.choice_log[self.log_length :]
        if card is not None and card.face != face:
            card.face = face
            game._forget_views()
            game._touch()


class _Probe:
    """A chooser answering along one path of the search: the ``path[i]``-th answer of
    :func:`_answers` to the i-th choice (the first past the end); ``widths`` records how many
    answers each choice had."""

    def __init__(self, path: Sequence[int]):
        self.path = path
        self.widths: list[int] = []

    def choose(self, choice: Choice, view: Any) -> Sequence[Any]:
        answers = _answers(choice)
        depth = len(self.widths)
        self.widths.append(len(answers))
        if not answers:
            raise ChoiceError(f"no answer for {choice.describe()}")
        return answers[self.path[depth] if depth < len(self.path) else 0]


def _answers(choice: Choice) -> list[tuple[Any, ...]]:
    """The answers tried: the fewest options allowed (no target of "up to one", X 0, the first
    of a choice of costs, which lists not paying first), in the order of the options; an order
    as given."""
    options = choice.options
    if choice.kind == "order":
        return [tuple(options)]
    if choice.min > len(options):
        return []
    return list(itertools.islice(itertools.combinations(options, max(0, choice.min)), _MAX_ANSWERS))


def _next_path(path: list[int], widths: list[int]) -> list[int] | None:
    """The next path of the depth-first search after one that asked choices of ``widths``
    answers; None when every path has been tried."""
    full = [*path[: len(widths)], *[0] * (len(widths) - len(path))]
    for depth in range(len(widths) - 1, -1, -1):
        if full[depth] + 1 < widths[depth]:
            return [*full[:depth], full[depth] + 1]
    return None
