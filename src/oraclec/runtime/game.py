"""The game: the one way in for every change of the game state.

Every method that changes the state emits :class:`~oraclec.runtime.state.Event` objects (so
triggered abilities see them) and passes proposed events through replacement effects first
(CR 614). Player actions (cast, activate, play a land, foretell, pass) check that they are legal
and are undone completely when they are not (CR 732), raising
:class:`~oraclec.runtime.errors.IllegalAction` with a reason.
"""

from __future__ import annotations

import collections
import contextlib
import io
import operator
import pickle
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

import attrs

from .. import effects as fx
from . import layers, triggers
from .actions import Action, acting_player, legal_actions, take
from .casting import (
    activate_ability,
    cast_spell,
    end_effect_by_paying,
    foretell,
    play_land,
    put_triggered_ability,
    resolve_item,
)
from .choices import Choice, Chooser, DefaultChooser
from .context import Context
from .definitions import CardDef, token_definition
from .dispatch import check_condition, evaluate, run_effect
from .errors import ChoiceError, IllegalAction
from .layers import READ_OBJECT_RULES, ActiveEffect, Characteristics, carries_to_permanent, all_abilities, compute_world
from .mana import Mana, parse_mana
from .player_rules import has
from .references import PARTY_ROLES, choose_different, party_of
from .replacements import (
    life_lost_to_damage,
    replace_amount,
    replace_damage,
    replace_draw,
    replace_mill,
    replace_tokens,
    replace_zone_move,
)
from .state import (
    MAIN_PHASES,
    PLAYER_ZONES,
    SHARED_ZONES,
    STEP_ALIASES,
    STEPS,
    Event,
    GameObject,
    GameState,
    ObjectInfo,
    PendingTrigger,
    Player,
    StackAbility,
    Zone,
    ZoneMove,
)
from .static_abilities import looked_at_any_time, played_revealed
from .triggers import check_triggers, grants_exist
from .turns import LoopGuard, advance, pass_priority, prepare_priority, resolve_top

#: events after which no characteristic can have changed (the changes that matter come with
#: their own events: zone_change, counter, create, life, tap, step, ...); the characteristics
#: cache survives them
_UNCHANGING_EVENTS = frozenset(
    {
        "mana", "activate", "cast", "resolve", "draw", "mill", "shuffle", "search", "reveal",
        "special_action", "trigger", "scry", "surveil", "roll_dice", "coin_flip", "vote", "amass", "damage", "countered",
        "cast_refused", "replacement", "discard", "destroy", "sacrifice", "regenerate", "target",
    }
)

#: "can't be sacrificed" (CR 701.21a) is read by Game.can_sacrifice, which sacrificing asks
READ_OBJECT_RULES.add(fx.CANT_BE_SACRIFICED)
#: "can't have counters put on it" (CR 101.2, 122.1), with or without a kind, is read by
#: Game.put_counters
layers.READ_OBJECT_RULE_PREFIXES.add(fx.CANT_HAVE_COUNTERS)

#: immutable objects a saved state shares instead of copying
_SHARED_TYPES: tuple[type, ...] = (CardDef, fx.Element, ObjectInfo, Event)
#: the shared objects of the states being restored (innermost last)
_RESTORING: list[list[Any]] = []


def _shared_object(index: int) -> Any:
    return _RESTORING[-1][index]


class _StatePickler(pickle.Pickler):
    """Pickles a game state, keeping references to immutable objects instead of copies."""

    def __init__(self, file: Any):
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.shared: list[Any] = []

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, _SHARED_TYPES):
            self.shared.append(obj)
            return _shared_object, (len(self.shared) - 1,)
        slots = _attrs_slots(type(obj))
        if slots is not None:
            # the values of the fields as one tuple, read in C, instead of attrs' __getstate__
            # (a dict built field by field): a state is saved before every cast and activation.
            # The object is created first and its state set after (the sixth item), so objects
            # that refer to each other are restored as they were.
            return _new_object, (type(obj),), slots[0](obj), None, None, _set_slots
        return NotImplemented


#: attrs class with slots -> (getter of its fields' values, their names); None for other classes
_SLOTS: dict[type, tuple[Callable[[Any], tuple[Any, ...]], tuple[str, ...]] | None] = {}


@attrs.define
class _Probe:
    value: int = 0


#: the module of the __getstate__ attrs writes for a class with slots
_ATTRS_GETSTATE_MODULE = _Probe.__getstate__.__module__


def _attrs_slots(cls: type) -> tuple[Callable[[Any], tuple[Any, ...]], tuple[str, ...]] | None:
    """For an attrs class with slots that pickles by attrs' own __getstate__ (no pickling of its
    own): a getter of its fields' values as a tuple, and their names."""
    try:
        return _SLOTS[cls]
    except KeyError:
        pass
    found: tuple[Callable[[Any], tuple[Any, ...]], tuple[str, ...]] | None = None
    if attrs.has(cls) and "__slots__" in cls.__dict__ and getattr(cls.__getstate__, "__module__", None) == _ATTRS_GETSTATE_MODULE:
        names = tuple(field.name for field in attrs.fields(cls))
        if len(names) == 1:
            found = (lambda obj, name=names[0]: (getattr(obj, name),), names)
        elif names:
            found = (operator.attrgetter(*names), names)
    _SLOTS[cls] = found
    return found


def _new_object(cls: type) -> Any:
    return object.__new__(cls)  # as copyreg.__newobj__ does for a class without a __new__ of its own


def _set_slots(obj: Any, values: tuple[Any, ...]) -> None:
    slots = _attrs_slots(type(obj))
    assert slots is not None
    for name, value in zip(slots[1], values):
        object.__setattr__(obj, name, value)  # frozen classes too, as attrs' own __setstate__


@attrs.define
class _PlayerView:
    """What one player may see (CR 400.2): hidden zones of others show only their size."""

    game: Game
    player: str

    def visible(self) -> dict[str, Any]:
        g = self.game
        out: dict[str, Any] = {"player": self.player, "turn": g.state.turn, "step": g.state.step}
        for p in g.players:
            mine = p.name == self.player
            out[p.name] = {
                "life": p.life,
                "hand": [o.name for o in g.zone("hand", p.name)] if mine else len(g.zone("hand", p.name)),
                "library": len(g.zone("library", p.name)),
                "graveyard": [o.name for o in g.zone("graveyard", p.name)],
                "mana_pool": [str(m) for m in p.mana_pool],
            }
        out["battlefield"] = [(o.name if not o.face_down or o.controller == self.player else "face-down", o.controller) for o in g.zone("battlefield")]
        out["exile"] = [o.name if not o.face_down or o.owner == self.player else "face-down card" for o in g.zone("exile")]
        out["stack"] = [item.name for item in reversed(g.zone("stack").objects)]
        # "You may look at the top card of your library any time." (Mystic Forge), "Play with
        # the top card of your library revealed." (Future Sight)
        out["may_look_at"] = [o.name for o in looked_at_any_time(g, self.player)]
        out["revealed"] = [o.name for o in played_revealed(g)]
        return out


class Game:
    """A game of Magic between named players.

    Build one with :meth:`Game.setup` (cards by name per zone) or :class:`Game` and
    :meth:`add_card`. See :mod:`oraclec.runtime` for the whole API.
    """

    def __init__(
        self,
        players: Sequence[str],
        *,
        seed: int = 0,
        pool: Any = None,
        choosers: dict[str, Chooser] | None = None,
        life: int = 20,
    ):
        if len(players) < 1 or len(set(players)) != len(players):
            raise ValueError("a game needs one or more players with distinct names")
        state_players = [Player(name=name, index=i, life=life, starting_life=life) for i, name in enumerate(players)]
        zones: dict[tuple[str, str | None], Zone] = {}
        for name in players:
            for kind in PLAYER_ZONES:
                zones[(kind, name)] = Zone(kind=kind, owner=name)
        for kind in SHARED_ZONES:
            zones[(kind, None)] = Zone(kind=kind, owner=None)
        # CR 103.1: turn order begins with the starting player
        self.state = GameState(players=state_players, zones=zones, rng=random.Random(seed), starting_player=players[0])
        self.pool = pool
        self.default_chooser: Chooser = DefaultChooser()
        self.choosers: dict[str, Chooser] = dict(choosers or {})
        #: every choice asked, with the answer: (Choice, chosen options)
        self.choice_log: list[tuple[Choice, tuple[Any, ...]]] = []
        #: effect classes reached that have no executor, with counts (the smoke test reads it)
        self.unsupported: collections.Counter[str] = collections.Counter()
        #: actions :meth:`legal_actions` left out as the runtime can't carry them out: their
        #: description -> why
        self.unsupported_actions: dict[str, str] = {}
        #: the events being emitted now that happen at the same time (one instruction, one
        #: combat damage step, one check of state-based actions): their number, None outside
        #: them (:meth:`simultaneously`)
        self.batch: int | None = None
        self._batches = 0
        self._generation = 0
        self._world: dict[int, Characteristics] | None = None
        self._world_generation = -1
        self._computing: dict[int, Characteristics] | None = None
        self._resolution_depth = 0
        self._departed: dict[int, ObjectInfo] | None = None
        self._abilities_cache: dict[int, tuple[Any, Any, list[Any]]] = {}
        #: bumped whenever an object enters or leaves a zone (caches of "which objects")
        self._object_version = 0
        #: the id of every object put into a zone, in order: the views below catch up from it
        self._inserted: list[int] = []
        #: views of the objects (:meth:`_view`): key -> (the objects, how many of _inserted
        #: they have seen)
        self._views: dict[Any, tuple[list[GameObject], int]] = {}
        self._grants: tuple[tuple[int, int], bool] | None = None
        #: :meth:`permanents`, with the (generation, object version) it was made at
        self._permanents: tuple[tuple[int, int], tuple[tuple[GameObject, Characteristics], ...]] | None = None

    # ------------------------------------------------------------------------------------------
    # setup
    @classmethod
    def setup(
        cls,
        players: dict[str, dict[str, Any]] | Sequence[str],
        *,
        active: str | None = None,
        step: str = "main1",
        seed: int = 0,
        pool: Any = None,
        turn: int = 1,
    ) -> Game:
        """A game in a given position. ``players`` maps each player (in turn order, from the
        starting player unless ``active`` is given on turn 1, CR 103.1) to its
        zones: ``library`` (top card first), ``hand``, ``graveyard``, ``exile``, ``outside``
        (the sideboard), ``battlefield`` — lists of card names, :class:`CardDef` objects, or
        dicts ``{"card": name, "tapped": bool, "counters": {"+1/+1": 1}, "face_down": bool}`` —
        and ``life``, ``mana`` ("{B}{B}")."""
        if not isinstance(players, dict):
            players = {name: {} for name in players}
        game = cls(list(players), seed=seed, pool=pool)
        game.state.turn = turn
        game.state.step = STEP_ALIASES.get(step, step)
        if game.state.step not in STEPS:
            raise ValueError(f"unknown step {step!r}; expected one of {', '.join(STEPS)}")
        if active is not None:
            game.state.active = game.player(active).index
            if turn == 1:
                game.state.starting_player = active  # the first turn is the starting player's (CR 103.1)
        for name, spec in players.items():
            player = game.player(name)
            if "life" in spec:
                player.life = int(spec["life"])
            for kind in ("library", "hand", "graveyard", "exile", "outside", "sideboard", "battlefield", "command"):
                for entry in spec.get(kind, ()) or ():
                    options = dict(entry) if isinstance(entry, dict) else {"card": entry}
                    card = options.pop("card")
                    game.add_card(name, "outside" if kind == "sideboard" else kind, card, **options)
            if spec.get("mana"):
                player.mana_pool.extend(parse_mana(spec["mana"]))
        for obj in game.zone("battlefield"):
            obj.controlled_since_turn = 0  # on the battlefield since before this turn
        game.state.priority = game.state.active
        game.state.events.clear()
        return game

    def definition(self, card: CardDef | str) -> CardDef:
        if isinstance(card, CardDef):
            return card
        if self.pool is None:
            raise ValueError(f"card {card!r} given by name, but the game has no card pool")
        return self.pool.get(card)

    def add_card(
        self,
        player: str,
        zone: str,
        card: CardDef | str,
        *,
        tapped: bool = False,
        counters: dict[str, int] | None = None,
        face_down: bool = False,
        position: str | int | None = None,
        token: bool = False,
        foretold: bool = False,
    ) -> GameObject:
        """Put a card into a zone while setting up, with no events (not a game action)."""
        definition = self.definition(card)
        owner = self.player(player).name
        obj = GameObject(
            id=self._new_id(),
            card_id=self._new_card_id(),
            definition=definition,
            owner=owner,
            controller=owner,
            zone=zone,
            tapped=tapped,
            face_down=face_down or foretold,
            counters=collections.Counter(counters or {}),
            timestamp=self._new_timestamp(),
            is_token=token or definition.is_token,
            controlled_since_turn=self.state.turn,
        )
        if foretold:
            obj.foretold_turn = self.state.turn - 1
        self._insert(obj, zone, owner, position if position is not None else ("bottom" if zone == "library" else None))
        self._touch()
        return obj

    # ------------------------------------------------------------------------------------------
    # lookups
    @property
    def players(self) -> list[Player]:
        return list(self.state.players)

    def player(self, name: str | Player) -> Player:
        if isinstance(name, Player):
            return name
        for p in self.state.players:
            if p.name.casefold() == str(name).casefold():
                return p
        raise KeyError(f"no player named {name!r}")

    @property
    def active_player(self) -> Player:
        return self.state.players[self.state.active]

    @property
    def priority_player(self) -> Player | None:
        index = self.state.priority
        return None if index is None else self.state.players[index]

    def living_players(self) -> list[Player]:
        return [p for p in self.state.players if not p.lost]

    def apnap(self, players: Iterable[str] | None = None) -> list[str]:
        """Player names in APNAP order (CR 101.4): the active player, then turn order."""
        n = len(self.state.players)
        order = [self.state.players[(self.state.active + i) % n].name for i in range(n)]
        if players is None:
            return [name for name in order if not self.player(name).lost]
        wanted = set(players)
        return [name for name in order if name in wanted]

    def opponents(self, name: str) -> list[str]:
        return [p for p in self.apnap() if p != name]

    def zone(self, kind: str, player: str | None = None) -> Zone:
        if kind in SHARED_ZONES:
            return self.state.zones[(kind, None)]
        if player is None:
            raise ValueError(f"zone {kind!r} belongs to a player: say whose")
        return self.state.zones[(kind, self.player(player).name)]

    def zone_of(self, obj: GameObject) -> Zone:
        return self.zone(obj.zone, obj.owner if obj.zone in PLAYER_ZONES else None)

    def get(self, object_id: int | None) -> GameObject | None:
        if object_id is None:
            return None
        return self.state.objects.get(object_id)

    def all_objects(self) -> list[GameObject]:
        return [o for o in self.state.objects.values() if isinstance(o, GameObject)]

    def objects_with(self, *kinds: type) -> list[GameObject]:
        """Objects that may have an ability of these kinds: printed with one, or any object on
        the battlefield when some effect grants abilities (a fast filter; check the
        abilities themselves afterwards)."""
        key = (self._object_version, len(self.state.effects))
        if self._grants is None or self._grants[0] != key:
            self._grants = (key, grants_exist(self))
        grants = self._grants[1]
        return list(self._view(("with", kinds, grants), lambda o: triggers.face_has(o.definition.faces[o.face], kinds) or (grants and o.zone == "battlefield")))

    def objects_in(self, zones: tuple[str, ...]) -> list[GameObject]:
        """The objects in these zones, in the order of :meth:`all_objects`."""
        return list(self._view(("in", zones), lambda o: o.zone in zones))

    def tokens_outside_battlefield(self) -> list[GameObject]:
        """Tokens in other zones than the battlefield (CR 704.5d: they cease to exist)."""
        return list(self._view(("tokens outside",), lambda o: o.is_token and o.zone != "battlefield"))

    def spell_copies_off_the_stack(self) -> list[GameObject]:
        """Copies of spells in other zones than the stack (CR 704.5e: they cease to exist)."""
        return list(self._view(("spell copies off the stack",), lambda o: o.spell_copy and o.zone != "stack"))

    def _view(self, key: Any, keep: Callable[[GameObject], bool]) -> list[GameObject]:
        """The objects that ``keep`` accepts, in the order of :meth:`all_objects`, brought up to
        date from the objects put into zones since the last time (not by looking at every
        object again: a game with a large library would look at each of its cards for every
        event, which made drawing quadratic). ``keep`` must read only what an object keeps
        while in a zone: its zone, its definition and its face (a change of those calls
        :meth:`_forget_views`). The list is the cache's own: callers copy it."""
        cached = self._views.get(key)
        objects = self.state.objects
        if cached is None:
            found = [o for o in self.all_objects() if keep(o)]
        else:
            found = [o for o in cached[0] if o.id in objects]
            for object_id in self._inserted[cached[1] :]:
                obj = objects.get(object_id)
                if isinstance(obj, GameObject) and keep(obj):
                    found.append(obj)  # put in after every object already there, as in state.objects
        self._views[key] = (found, len(self._inserted))
        return found

    def _forget_views(self) -> None:
        """An object's definition or face changed (or the whole state): the views start again."""
        self._views.clear()

    def battlefield(self, controller: str | None = None) -> list[GameObject]:
        objs = [o for o in self.zone("battlefield").objects if not o.phased_out]
        if controller is not None:
            objs = [o for o in objs if self.controller_of(o) == controller]
        return objs

    def permanents(self) -> tuple[tuple[GameObject, Characteristics], ...]:
        """The battlefield as :meth:`battlefield` lists it, each permanent with its current
        characteristics. Kept until an object enters or leaves a zone or characteristics may have
        changed: state-based actions read the whole battlefield in several of their checks, each
        time a player would receive priority (CR 704.3)."""
        key = (self._generation, self._object_version)
        if self._permanents is None or self._permanents[0] != key:
            self._permanents = (key, tuple((obj, self.characteristics(obj)) for obj in self.battlefield()))
        return self._permanents[1]

    def stack_items(self) -> list[Any]:
        """The stack, top first."""
        return list(reversed(self.zone("stack").objects))

    def find(self, name: str, zone: str | None = None, player: str | None = None, nth: int = 1) -> GameObject:
        """The ``nth`` object with this name (zone order), in a zone or anywhere."""
        found = 0
        for obj in self._objects_in_order():
            if zone is not None and obj.zone != zone:
                continue
            if player is not None and obj.owner != player and self.controller_of(obj) != player:
                continue
            if obj.name.casefold() == name.casefold():
                found += 1
                if found == nth:
                    return obj
        where = f" in {zone}" if zone else ""
        raise KeyError(f"no object named {name!r}{where}" + (f" (#{nth})" if nth > 1 else ""))

    def _objects_in_order(self) -> Iterator[GameObject]:
        for zone in self.state.zones.values():
            for obj in zone.objects:
                if isinstance(obj, GameObject):
                    yield obj

    # ------------------------------------------------------------------------------------------
    # characteristics
    def _touch(self) -> None:
        self._generation += 1

    def characteristics(self, obj: GameObject) -> Characteristics:
        """Current characteristics after all continuous effects (CR 613)."""
        if self._computing is not None:
            chars = self._computing.get(obj.id)
            if chars is not None:
                return chars
            return layers.template(self, obj)  # not part of this computation: printed values
        if self._world is None or self._world_generation != self._generation:
            self._computing = {}
            try:
                self._world = compute_world(self, self._computing)
            finally:
                self._computing = None
            self._world_generation = self._generation
        chars = self._world.get(obj.id)
        if chars is None:  # untouched by effects: its printed characteristics
            return layers.template(self, obj)
        return chars

    def controller_of(self, obj: GameObject) -> str:
        if obj.zone not in ("battlefield", "stack"):
            return obj.owner  # CR 108.4a: cards in other zones have no controller; use the owner
        return self.characteristics(obj).controller

    def abilities(self, obj: GameObject) -> list[Any]:
        """The object's abilities with keywords expanded to their rules definitions."""
        chars = self.characteristics(obj)
        cached = self._abilities_cache.get(id(chars))
        if cached is None or cached[0] is not chars or cached[1] != chars.abilities:
            cached = (chars, chars.abilities, all_abilities(chars))
            self._abilities_cache[id(chars)] = cached
            if len(self._abilities_cache) > 20_000:
                self._abilities_cache.clear()
        return cached[2]

    def functions_in(self, ability: Any, obj: GameObject) -> bool:
        """Whether an ability of ``obj`` functions in the zone the object is in (CR 113.6)."""
        zone = getattr(ability, "zone", "battlefield")
        if zone == "any":
            return True
        if isinstance(ability, (fx.SpellAbility,)):
            return obj.zone == "stack"
        return obj.zone == zone

    def info(self, obj: GameObject) -> ObjectInfo:
        """Last known information of an object, now (CR 608.2h)."""
        chars = self.characteristics(obj)
        return ObjectInfo(
            id=obj.id,
            card_id=obj.card_id,
            name=obj.name if not obj.face_down else "face-down card",
            owner=obj.owner,
            controller=chars.controller,
            zone=obj.zone,
            types=chars.types,
            subtypes=chars.subtypes,
            supertypes=chars.supertypes,
            colors=chars.colors,
            power=chars.power,
            toughness=chars.toughness,
            mana_value=self.mana_value(obj),
            mana_cost=chars.mana_cost,
            is_token=obj.is_token,
            face_down=obj.face_down,
            tapped=obj.tapped,
            counters=tuple(sorted((k, v) for k, v in obj.counters.items() if v)),
            attached_to=obj.attached_to,
            abilities=tuple(self.abilities(obj)),
            cast=obj.cast if obj.zone == "stack" else obj.marks.get("cast"),
        )

    def mana_value(self, obj: GameObject) -> int:
        chars = self.characteristics(obj)
        cost = chars.mana_cost
        if cost is None and obj.face and obj.definition.layout in ("transform", "double_faced_token") and not obj.is_copy:
            # CR 712.8c, 712.8e: a nonmodal double-faced spell or permanent with its back face up
            # has the mana value of its front face's mana cost (not one copying that face: 0);
            # one that became a copy of something else has that other name
            back = obj.definition.faces[obj.face]
            if chars.name == back.name:
                cost = obj.definition.faces[0].mana_cost
        if cost is None:
            return 0
        if obj.zone == "stack" and obj.cast is not None:
            return cost.mana_value_with(obj.cast.ctx.x)  # CR 202.3e
        return cost.mana_value

    def power(self, obj: GameObject) -> int | None:
        return self.characteristics(obj).power

    def toughness(self, obj: GameObject) -> int | None:
        return self.characteristics(obj).toughness

    def is_type(self, obj: GameObject, card_type: str) -> bool:
        return self.characteristics(obj).has_type(card_type)

    def keyword_amount(self, obj: GameObject, name: str) -> int | None:
        """The value of a keyword's number, evaluated now: a variable defined by an effect that
        granted the keyword is re-evaluated every time (CR 702.1 / the ruling on such
        variables)."""
        keyword = self.characteristics(obj).keyword(name)
        if keyword is None or keyword.amount is None:
            return None
        return self.evaluate(keyword.amount, self.static_context(obj))

    def static_context(self, obj: GameObject) -> Context:
        return Context(controller=self.controller_of(obj), source_id=obj.id)

    # ------------------------------------------------------------------------------------------
    # events
    def emit(self, kind: str, **fields: Any) -> Event:
        info = fields.pop("info", None) or {}
        event = Event(
            kind=kind,
            seq=len(self.state.events) + 1,
            turn=self.state.turn,
            info=tuple(info.items()),
            **fields,
        )
        self.state.events.append(event)
        if kind not in _UNCHANGING_EVENTS:
            self._touch()
        check_triggers(self, event)
        return event

    @contextlib.contextmanager
    def simultaneously(self) -> Iterator[None]:
        """The events emitted inside happen at the same time, as one event for the abilities
        that trigger on "one or more" objects doing something (CR 603.2c): those of one
        instruction (CR 608.2), one combat damage step (CR 510.2), one check of state-based
        actions (CR 704.3). Inside another such block, the outer one's."""
        if self.batch is not None:
            yield
            return
        self._batches += 1
        self.batch = self._batches
        try:
            yield
        finally:
            self.batch = None

    def events(self, kind: str | None = None, player: str | None = None) -> list[Event]:
        return [e for e in self.state.events if (kind is None or e.kind == kind) and (player is None or e.player == player)]

    # ------------------------------------------------------------------------------------------
    # choices
    def chooser_for(self, player: str) -> Chooser:
        return self.choosers.get(player, self.default_chooser)

    def view(self, player: str) -> _PlayerView:
        return _PlayerView(game=self, player=player)

    def ask(
        self,
        player: str,
        kind: str,
        prompt: str,
        options: Sequence[Any],
        *,
        labels: Sequence[str] | None = None,
        min: int = 1,
        max: int = 1,
        source: str | None = None,
    ) -> tuple[Any, ...]:
        """Ask ``player`` to pick between ``min`` and ``max`` of ``options``; the answer is
        checked against the options (CR 101.4: the player decides; illegal answers refused)."""
        options = tuple(options)
        max = min if max < min else max
        if labels is None:
            labels = tuple(self.label(o) for o in options)
        choice = Choice(kind=kind, player=player, prompt=prompt, options=options, labels=tuple(labels), min=min, max=max, source=source)
        answer = tuple(self.chooser_for(player).choose(choice, self.view(player)))
        if not choice.min <= len(answer) <= choice.max:
            raise ChoiceError(f"{player} chose {len(answer)} for {choice.describe()}")
        ids = [id(a) for a in answer]
        if len(set(ids)) != len(ids) and kind != "order":
            raise ChoiceError(f"{player} chose the same option twice for {choice.describe()}")
        for item in answer:
            if not any(item is o or (type(item) is type(o) and item == o) for o in options):
                raise ChoiceError(f"{item!r} is not a legal option of {choice.describe()}")
        self.choice_log.append((choice, answer))
        return answer

    def choose_one(self, player: str, kind: str, prompt: str, options: Sequence[Any], **kw: Any) -> Any:
        return self.ask(player, kind, prompt, options, min=1, max=1, **kw)[0]

    def may(self, player: str, prompt: str, source: str | None = None) -> bool:
        return bool(self.ask(player, "may", prompt, (True, False), labels=("yes", "no"), source=source)[0])

    def label(self, option: Any) -> str:
        if isinstance(option, GameObject):
            return option.name
        if isinstance(option, StackAbility):
            return option.name
        if isinstance(option, Player):
            return option.name
        if isinstance(option, PendingTrigger):
            return option.source_info.name if option.source_info else "trigger"
        if isinstance(option, bool):
            return "yes" if option else "no"
        if isinstance(option, dict) and "label" in option:  # an effect kept in the state (a prevention shield)
            return str(option["label"])
        return str(option)

    # ------------------------------------------------------------------------------------------
    # ids, zones
    def _new_id(self) -> int:
        value = self.state.next_id
        self.state.next_id += 1
        return value

    def _new_card_id(self) -> int:
        value = self.state.next_card_id
        self.state.next_card_id += 1
        return value

    def _new_timestamp(self) -> int:
        value = self.state.next_timestamp
        self.state.next_timestamp += 1
        return value

    def _insert(self, obj: Any, kind: str, owner: str | None, position: Any = None) -> None:
        zone = self.zone(kind, owner if kind in PLAYER_ZONES else None)
        if kind == "library":
            if position in (None, "top"):
                zone.objects.insert(0, obj)
            elif position == "bottom":
                zone.objects.append(obj)
            elif isinstance(position, int):  # an index from the top, while setting up
                zone.objects.insert(max(0, min(position, len(zone.objects))), obj)
            else:
                # "Nth from the top" ("top:N"); with fewer than N cards, on the bottom (CR 401.7)
                end, _, nth = position.partition(":")
                place = int(nth) - 1
                index = place if end == "top" else len(zone.objects) - place
                zone.objects.insert(max(0, min(index, len(zone.objects))), obj)
        else:
            zone.objects.append(obj)
        self.state.objects[obj.id] = obj
        self._inserted.append(obj.id)
        self._object_version += 1

    def _remove(self, obj: Any) -> None:
        zone = self.zone(obj.zone, obj.owner if obj.zone in PLAYER_ZONES else None) if isinstance(obj, GameObject) else self.zone("stack")
        objects = zone.objects
        try:
            # found in C, not by a Python look at every object of the zone (the classes of zone
            # objects compare by identity); a drawn card is the first
            at = objects.index(obj)
        except ValueError:
            at = -1
        if at >= 0 and objects[at] is obj:
            del objects[at]  # an object is in its zone once
        else:
            objects[:] = [o for o in objects if o is not obj]
        self.state.objects.pop(obj.id, None)
        self._object_version += 1

    # ------------------------------------------------------------------------------------------
    # zone changes (CR 400.7, 614)
    def move(self, obj: GameObject, to: str, **kw: Any) -> GameObject | None:
        """Move one object to a zone; returns the new object, or None if it went nowhere or a
        replacement effect sent it elsewhere (then see the zone_change event)."""
        moved = self.move_many([obj], to, **kw)
        return moved[0] if moved else None

    def move_many(
        self,
        objs: Sequence[GameObject],
        to: str,
        *,
        position: Any = None,
        tapped: bool = False,
        face_down: bool = False,
        transformed: bool = False,
        controller: str | None = None,
        cause: str | None = None,
        ctx: Context | None = None,
        counters: Mapping[str, int] | None = None,
        counters_of: Callable[[GameObject], Mapping[str, int]] | None = None,
        as_they_enter: Callable[[list[GameObject]], None] | None = None,
    ) -> list[GameObject]:
        """Move objects to a zone at the same time (each to its owner's zone of that kind);
        ``counters``: those each enters the battlefield with ("with a -1/-1 counter on it");
        ``counters_of``: those one object enters with ("If that card has mana value 3 or less,
        it enters with three +1/+1 counters on it");
        ``as_they_enter``: called with the permanents that entered before anything sees them
        enter (the continuous effects of "Return it to the battlefield. It's an enchantment."
        apply as it enters, CR 611.2e).

        Each proposed move goes through replacement effects first (CR 614); objects entering
        the battlefield are marked as entering while their replacement effects apply (CR
        614.13c). Leaves-the-battlefield triggers look back in time (CR 603.10a).
        """
        proposals = []
        for obj in objs:
            if obj.id not in self.state.objects:
                continue  # already gone: a new object elsewhere (CR 400.7)
            proposal = ZoneMove(obj=obj, to=to, position=position, tapped=tapped, face_down=face_down, transformed=transformed, controller=controller, cause=cause)
            if cause == "discard" and ctx is not None:
                proposal.cause_controller = ctx.controller  # CR 701.9a: Game.discard's ctx
            if counters and to == "battlefield":
                proposal.counters.update(counters)  # CR 614.1c: it enters with them
            if counters_of is not None and to == "battlefield":
                proposal.counters.update(counters_of(obj))
            proposals.append(proposal)
            if obj.zone in ("battlefield", "stack", "graveyard", "exile", "command"):
                # CR 608.2h: an object leaving a public zone is known as it last was there
                self.state.last_known[obj.id] = self.info(obj)
        entering = [p.obj.id for p in proposals if p.to == "battlefield"]
        self.state.entering.update(entering)
        try:
            for proposal in proposals:
                replace_zone_move(self, proposal, ctx)
        finally:
            self.state.entering.difference_update(entering)
        lookback = {p.obj.id: self.info(p.obj) for p in proposals if p.obj.id in self.state.objects}
        results: list[GameObject] = []
        pending_events: list[dict[str, Any]] = []
        for proposal in proposals:
            if proposal.cancelled or proposal.obj.id not in self.state.objects:
                continue
            old = proposal.obj
            before = lookback.get(old.id) or self.info(old)
            new = self._relocate(proposal)
            results.append(new)
            if ctx is not None and ctx.resolving:
                # "each permanent put into a graveyard this way": what the instructions of the
                # resolving spell or ability put into each zone, as the new objects (CR 400.7)
                ctx.results.setdefault(f"put into {new.zone}", []).append(new.id)
                ctx.results.setdefault(f"put into {new.zone} from {old.zone}", []).append(new.id)  # "exiled from their hand this way"
                # "if that artifact is put into a graveyard this way", "each creature that died
                # this way": by the object it was, as it last existed there (CR 608.2c, 608.2h)
                ctx.results.setdefault(f"moved to {new.zone}", []).append(old.id)
                ctx.results.setdefault(f"moved to {new.zone} from {old.zone}", []).append(old.id)
                # kept apart from "lki:" (what an instruction's own results last were): an
                # object moved again later ("repeat this process") is not found as it was here
                ctx.results[f"moved lki:{old.id}"] = [before]
            pending_events.append(
                {
                    "player": old.owner,
                    "object": before,
                    "from_zone": old.zone,
                    "to_zone": new.zone,
                    "info": {"new_id": new.id, "cause": proposal.cause, "controller": self.controller_of(new)},
                }
            )
        if as_they_enter is not None:
            arrived = [o for o in results if o.zone == "battlefield"]
            if arrived:
                as_they_enter(arrived)
        # CR 714.3a: as a Saga enters, its controller puts a lore counter on it
        for fields in list(pending_events):
            entered = self.get(fields["info"]["new_id"]) if fields["to_zone"] == "battlefield" else None
            if entered is not None and self.characteristics(entered).has_subtype("Saga"):
                entered.counters["lore"] += 1
                fields["saga"] = entered
        # CR 603.10a: leaves-the-battlefield abilities of everything that left together
        self._departed = {f["object"].id: f["object"] for f in pending_events if f["from_zone"] == "battlefield"}
        try:
            with self.simultaneously():  # CR 603.2c: objects moved together, one event
                for fields in pending_events:
                    saga = fields.pop("saga", None)
                    self.emit("zone_change", **fields)
                    if saga is not None:
                        self.emit("counter", player=self.controller_of(saga), object=self.info(saga), amount=1, info={"counter": "lore", "change": "add"})
        finally:
            self._departed = None
        self._return_until_left(f["object"].id for f in pending_events if f["from_zone"] == "battlefield")
        return results

    def _return_until_left(self, departed: Iterable[int]) -> None:
        """CR 610.3: the objects exiled "until" a permanent leaves the battlefield return to
        their previous zone right after it leaves, at the same time (610.3d), under their
        owners' control (610.3c)."""
        gone = set(departed)
        if not gone or not self.state.returns_until:
            return
        due = [r for r in self.state.returns_until if r[0] in gone]
        if not due:
            return
        self.state.returns_until = [r for r in self.state.returns_until if r[0] not in gone]
        by_zone: dict[str, list[GameObject]] = {}
        for _source, ids, zone in due:
            for object_id in ids:
                obj = self.get(object_id)
                if obj is not None and obj.zone == "exile":  # a card that left exile meanwhile is a new object (CR 400.7)
                    by_zone.setdefault(zone, []).append(obj)
        for zone, objs in by_zone.items():
            self.move_many(objs, zone, cause="return")

    def _relocate(self, proposal: ZoneMove) -> GameObject:
        old = proposal.obj
        to = proposal.to
        self._remove(old)
        new = GameObject(
            id=self._new_id(),
            card_id=old.card_id,
            definition=proposal.definition if proposal.definition is not None and to == "battlefield" else old.definition,
            owner=old.owner,
            controller=old.owner,
            zone=to,
            face=1 if proposal.transformed and to == "battlefield" else 0,
            tapped=proposal.tapped if to == "battlefield" else False,
            face_down=proposal.face_down,
            counters=collections.Counter(proposal.counters) if to == "battlefield" else collections.Counter(),
            timestamp=self._new_timestamp(),
            is_token=old.is_token or (old.spell_copy and to == "battlefield"),  # CR 707.10f
            is_copy=old.is_copy or (proposal.definition is not None and to == "battlefield"),
            spell_copy=old.spell_copy and to != "battlefield",
            controlled_since_turn=self.state.turn,
        )
        if to == "battlefield":
            # CR 608.3a / 110.2: a resolving permanent spell enters under its controller's control
            new.controller = proposal.controller or (old.controller if old.zone == "stack" else old.owner)
            if old.zone == "stack" and old.cast is not None:
                new.marks["cast"] = old.cast
            new.marks.update(proposal.marks)
        if to == "stack":
            new.controller = proposal.controller or old.owner
        self._insert(new, to, new.owner, proposal.position)
        if to == "battlefield":
            self._printed_counters_entering(new)
            self._counters_entering(new)
            for delayed in self.state.delayed_triggers:
                if delayed.get("entering") and delayed["source_id"] == old.id:
                    # a delayed trigger made as it entered (CR 603.7a, 614.1c) is of the
                    # permanent, the new object (CR 400.7): "sacrifice it at the beginning of
                    # the next cleanup step"
                    delayed["source_id"], delayed["source_info"] = new.id, self.info(new)
                    delayed.pop("entering")
        # CR 400.7: the card is a new object; only a "perpetual" change (digital-only) stays with it
        for effect in self.state.effects:
            if getattr(effect, "duration", None) == "perpetual" and old.id in effect.affected:
                effect.affected = (*effect.affected, new.id)
            elif to == "battlefield" and effect.id in proposal.effects:
                effect.affected = tuple(new.id if i == old.id else i for i in effect.affected)
            elif to == "battlefield" and old.zone == "stack" and old.id in effect.affected and carries_to_permanent(effect):
                # CR 400.7a: an effect of a resolved spell or ability that changes the
                # characteristics or controller of a permanent spell ("it gains haste") goes on
                # applying to the permanent that spell becomes
                effect.affected = (*effect.affected, new.id)
        return new

    def _printed_counters_entering(self, obj: GameObject) -> None:
        """CR 306.5b: a planeswalker enters with as many loyalty counters as its printed loyalty,
        and (CR 310.4b) a battle with as many defense counters as its printed defense: replacement
        effects of their own (CR 614.1c), so the ones that change how many counters it enters with
        apply after them (CR 122.6). A token or copy has the loyalty of what it copies (CR 707.2);
        a printed X is the X paid for the spell that became it (CR 107.3m); a face-down permanent
        has neither (CR 708.2a)."""
        if obj.face_down:
            return
        types = self.characteristics(obj).types
        face = obj.definition.faces[obj.face]
        for card_type, printed, kind in (("Planeswalker", face.loyalty, "loyalty"), ("Battle", face.defense, "defense")):
            if card_type not in types or printed is None:
                continue
            if printed.strip().upper() == "X":
                cast = obj.marks.get("cast")
                count = cast.ctx.x if cast is not None and cast.ctx.x else 0
            else:
                count = layers.printed_number(printed) or 0
            if count > 0:
                obj.counters[kind] += count

    def _counters_entering(self, obj: GameObject) -> None:
        """CR 122.6: the counters a permanent enters with are put on it, as it enters: the
        replacements that change how many apply (to it as it exists on the battlefield)."""
        if not obj.counters or not self.objects_with(fx.Replacement):
            return
        for kind, count in list(obj.counters.items()):
            obj.counters[kind] = replace_amount(self, "counters", self.controller_of(obj), count, obj=obj, counter=kind)
            if not obj.counters[kind]:
                del obj.counters[kind]

    def put_onto_battlefield(self, obj: GameObject, *, controller: str | None = None, tapped: bool = False, ctx: Context | None = None) -> GameObject | None:
        return self.move(obj, "battlefield", controller=controller, tapped=tapped, ctx=ctx)

    # ------------------------------------------------------------------------------------------
    # keyword actions and other game actions
    def draw(self, player: str, amount: int = 1, ctx: Context | None = None) -> list[GameObject]:
        """Draw cards one at a time (CR 121.2); each draw may be replaced (CR 614.11), even
        from an empty library. Drawing from an empty library is noted for CR 704.5b."""

        drawn: list[GameObject] = []
        p = self.player(player)
        for _ in range(max(0, amount)):
            if has(self, p.name, fx.PlayerRuleName.CANT_DRAW_CARDS):
                break
            if has(self, p.name, fx.PlayerRuleName.CANT_DRAW_MORE_THAN_ONE_CARD_EACH_TURN) and self.state.turn_record.cards_drawn[p.name] >= 1:
                break  # CR 121.2b: each draw is checked; the rest of the instruction does nothing
            first = self._draw_step_first(p.name)
            if replace_draw(self, p.name, draw_step_first=first):
                continue
            library = self.zone("library", p.name)
            if not library.objects:
                p.drew_from_empty = True
                continue
            top = library.objects[0]
            card = self.move(top, "hand", cause="draw")
            if card is not None and card.zone == "hand":
                drawn.append(card)
                self.state.turn_record.cards_drawn[p.name] += 1
                info = {"draw_step_first": True} if first else None
                self.emit("draw", player=p.name, object=ObjectInfo(id=card.id, card_id=card.card_id, name=card.name, owner=card.owner, controller=card.owner, zone="hand"), amount=1, info=info)
        return drawn

    def _draw_step_first(self, player: str) -> bool:
        """Whether a card ``player`` draws now would be the first they draw in this draw step of
        their turn ("except the first one they draw in each of their draw steps", CR 504.1):
        no draw of theirs since the step began."""
        if self.state.step != "draw" or self.active_player.name != player:
            return False
        for event in reversed(self.state.events):
            if event.kind == "draw" and event.player == player:
                return False
            if event.kind == "step":
                return event.get("step") == "draw"
        return False

    def top_of_library(self, player: str, amount: int) -> list[GameObject]:
        """The top cards of a library, skipping cards that are entering the battlefield
        (CR 614.13c)."""
        cards = [o for o in self.zone("library", player).objects if o.id not in self.state.entering]
        return cards[: max(0, amount)]

    def mill(self, player: str, amount: int, ctx: Context | None = None) -> list[GameObject]:
        """CR 701.17a: put the top ``amount`` cards into the graveyard; as many as possible
        (CR 701.17b). Returns the milled cards where they went."""
        p = self.player(player).name
        amount = replace_mill(self, p, amount, ctx)
        cards = self.top_of_library(p, amount)
        if not cards and amount <= 0:
            return []
        moved = self.move_many(cards, "graveyard", cause="mill", ctx=ctx)
        self.emit("mill", player=p, objects=tuple(self.info(o) for o in moved), amount=len(moved))
        return moved

    def shuffle(self, player: str, *, keep: Iterable[GameObject] = (), ctx: Context | None = None) -> None:
        """CR 701.24a: randomise a library with the game's seeded RNG. Cards in ``keep`` (found
        cards, CR 701.24b; an object put into a position, CR 701.24g) keep their positions.
        Shuffle triggers trigger even for 0 or 1 cards (CR 701.24e); the shuffle ends any open
        search of that library (CR 701.23h)."""
        p = self.player(player).name
        library = self.zone("library", p)
        fixed = {o.id for o in keep}
        free_positions = [i for i, o in enumerate(library.objects) if o.id not in fixed]
        free_cards = [library.objects[i] for i in free_positions]
        self.state.rng.shuffle(free_cards)
        for position, card in zip(free_positions, free_cards, strict=True):
            library.objects[position] = card
        self.state.open_searches = {s for s in self.state.open_searches if not s.endswith(f"->{p}")}
        self.emit("shuffle", player=p, amount=len(library.objects))

    def search(
        self,
        player: str,
        zones: Sequence[Zone],
        predicate: Callable[[GameObject], bool] | None,
        *,
        amount: int = 1,
        up_to: bool = False,
        stated_quality: bool = True,
        reveal: bool = False,
        source: str | None = None,
        different: str | None = None,
    ) -> list[GameObject]:
        """CR 701.23: look at the zones and find cards matching a description.

        ``predicate`` None is an undefined quality: nothing can be found (CR 701.23c). With a
        stated quality, nothing is required to be found in a hidden zone (CR 701.23b); a
        plain quantity ("a card") must be found as far as possible (CR 701.23d). Found cards
        are revealed only if ``reveal`` (CR 701.23e). A library searched again before being
        shuffled is the same search (CR 701.23h): no second search event.
        """
        p = self.player(player).name
        for zone in zones:
            if zone.kind == "library" and zone.owner is not None:
                key = f"{p}->{zone.owner}"
                if key not in self.state.open_searches:
                    self.state.open_searches.add(key)
                    self.emit("search", player=p, info={"zone": zone.label(), "owner": zone.owner})
            elif zone.kind != "library":
                self.emit("search", player=p, info={"zone": zone.label(), "owner": zone.owner})
        candidates: list[GameObject] = []
        public = 0
        if predicate is not None:
            for zone in zones:
                found_here = [o for o in zone.objects if isinstance(o, GameObject) and (zone.kind != "outside" or o.owner == p) and predicate(o)]
                candidates.extend(found_here)
                if not zone.hidden:
                    public += len(found_here)
        wanted = min(amount, len(candidates))
        if up_to:
            minimum = 0
        elif stated_quality:
            minimum = min(wanted, public)  # CR 701.23b: in hidden zones, finding is optional
        else:
            minimum = wanted  # CR 701.23d: a plain quantity is found as far as possible
        found: Sequence[Any] = ()
        if candidates and wanted and different is not None:
            # "up to four cards with different names": a group whose values differ (CR 201.2b)
            found = choose_different(self, p, candidates, different, minimum=minimum, maximum=wanted, prompt=f"search: find up to {amount} with different {different}", source=source)
        elif candidates and wanted:
            found = self.ask(p, "card", f"search: find up to {amount}", candidates, min=minimum, max=wanted, source=source)
        found_list = list(found)
        if reveal and found_list:
            self.emit("reveal", player=p, objects=tuple(self.info(o) for o in found_list))
        return found_list

    def discard(self, player: str, cards: Sequence[GameObject], ctx: Context | None = None) -> list[GameObject]:
        """CR 701.9a. ``ctx``: of the spell or ability that makes the player discard (its effect,
        or its cost, CR 118.3), whose controller the event keeps ("a spell or ability an
        opponent controls causes you to discard this card"); None for a discard no spell or
        ability causes (to hand size in the cleanup step, CR 514.1)."""
        moved = self.move_many(cards, "graveyard", cause="discard", ctx=ctx)
        for card in moved:
            self.emit("discard", player=player, object=self.info(card), info={"cause_controller": ctx.controller if ctx is not None else None})
        return moved

    def create_token(
        self, player: str, spec: fx.TokenSpec | CardDef, amount: int = 1, *, tapped: bool = False, ctx: Context | None = None, counters: dict[str, int] | None = None
    ) -> list[GameObject]:
        """CR 111.2, 701.7: create tokens on the battlefield under ``player``'s control (each
        entering with ``counters``, CR 614.1c)."""
        definition = spec if isinstance(spec, CardDef) else token_definition(spec)
        created: list[GameObject] = []
        # "twice that many of those tokens are created instead" (CR 614.1a, 111.1)
        groups = replace_tokens(self, player, [(definition, amount)], ctx) if amount > 0 and self.objects_with(fx.Replacement) else [(definition, amount)]
        for definition, count in groups:
            created += self._create_tokens(player, definition, count, tapped=tapped, ctx=ctx, counters=counters)
        return created

    def _create_tokens(self, player: str, definition: CardDef, amount: int, *, tapped: bool, ctx: Context | None, counters: dict[str, int] | None) -> list[GameObject]:
        created: list[GameObject] = []
        for _ in range(max(0, amount)):
            obj = GameObject(
                id=self._new_id(),
                card_id=self._new_card_id(),
                definition=definition,
                owner=player,
                controller=player,
                zone="nowhere",
                is_token=True,
                timestamp=self._new_timestamp(),
                controlled_since_turn=self.state.turn,
            )
            proposal = ZoneMove(obj=obj, to="battlefield", tapped=tapped, controller=player, cause="create", counters=collections.Counter(counters or {}))
            self.state.entering.add(obj.id)
            try:
                replace_zone_move(self, proposal, ctx)
            finally:
                self.state.entering.discard(obj.id)
            if proposal.cancelled or proposal.to != "battlefield":
                continue
            obj.zone = "battlefield"
            obj.tapped = proposal.tapped
            obj.counters = collections.Counter(proposal.counters)
            obj.controller = proposal.controller or player
            self._insert(obj, "battlefield", None)
            self._printed_counters_entering(obj)
            self._counters_entering(obj)
            created.append(obj)
            if ctx is not None and ctx.source_id is not None:
                # CR 607.2c: "tokens created with [this object]" are those its abilities created
                self.state.linked_tokens.setdefault(ctx.source_id, []).append(obj.id)
            self.emit("create", player=player, object=self.info(obj))
            self.emit("zone_change", player=player, object=self.info(obj), from_zone=None, to_zone="battlefield", info={"new_id": obj.id, "cause": "create", "controller": obj.controller})
        return created

    def put_counters(self, obj: GameObject, kind: str, amount: int, ctx: Context | None = None, *, cost: bool = False) -> int:
        """CR 122.1: put counters on a permanent (or a card), after the replacement effects that
        change how many (CR 122.6, 614.1a); ``cost``: put as a cost, by no effect (CR 118.3), so
        that "If an effect would put ..." does not apply."""
        if amount <= 0 or obj.id not in self.state.objects:
            return 0
        if obj.zone == "battlefield":
            # CR 101.2: "can't have counters put on it" (of any kind, or of this kind) wins
            rules = self.characteristics(obj).rules
            if fx.CANT_HAVE_COUNTERS in rules or fx.cant_have_counters(kind) in rules:
                return 0
            amount = replace_amount(self, "counters", self.controller_of(obj), amount, obj=obj, counter=kind, ctx=ctx, by_effect=not cost)
            if amount <= 0:
                return 0
        obj.counters[kind] += amount
        if ctx is not None and ctx.resolving and not cost:
            # "each creature that had a +1/+1 counter put on it this way": the objects the
            # instructions of the resolving spell or ability put counters on (CR 122.6)
            for key in (fx.Found.COUNTERS_PUT, f"{fx.Found.COUNTERS_PUT}:{kind}"):
                if obj.id not in ctx.results.setdefault(key, []):
                    ctx.results[key].append(obj.id)  # each object once
        if kind in layers.KEYWORD_COUNTERS:
            # CR 613.7c: the counters of that kind get the new counter's timestamp (layer 6 order)
            obj.marks.setdefault("counter_timestamps", {})[kind] = self._new_timestamp()
        self.emit("counter", player=self.controller_of(obj), object=self.info(obj), amount=amount, info={"counter": kind, "change": "add"})
        return amount

    def remove_counters(self, obj: GameObject, kind: str, amount: int) -> int:
        amount = min(amount, obj.counters.get(kind, 0))
        if amount <= 0:
            return 0
        obj.counters[kind] -= amount
        if not obj.counters[kind]:
            del obj.counters[kind]
        self.emit("counter", player=self.controller_of(obj), object=self.info(obj), amount=amount, info={"counter": kind, "change": "remove"})
        return amount

    def remove_all_counters(self, obj: GameObject, kind: str | None = None) -> int:
        """Removes every counter of ``kind`` (of every kind if None) from ``obj``; how many."""
        kinds = [kind] if kind is not None else sorted(obj.counters)
        return sum(self.remove_counters(obj, k, obj.counters.get(k, 0)) for k in kinds)

    def give_player_counters(self, player: str, kind: str, amount: int, ctx: Context | None = None) -> int:
        """CR 122.1: a player gets counters (poison, energy, ...); ``ctx``: the effect putting
        them (its controller puts them), None when no effect does (damage from a source with
        infect or toxic, CR 702.90b, 702.164c)."""
        if amount <= 0:
            return 0
        p = self.player(player)
        amount = replace_amount(self, "player_counters", p.name, amount, counter=kind, ctx=ctx, by_effect=ctx is not None)  # CR 614.1a
        if amount <= 0:
            return 0
        p.counters[kind] += amount
        self.emit("counter", player=p.name, amount=amount, info={"counter": kind, "change": "add"})
        return amount

    def remove_all_player_counters(self, player: str, kind: str | None = None) -> int:
        """CR 122.1, 122.8: a player loses every counter of ``kind`` (of every kind if None) they
        have; how many."""
        p = self.player(player)
        removed = 0
        for k in [kind] if kind is not None else sorted(p.counters):
            n = p.counters.get(k, 0)
            if n <= 0:
                continue
            del p.counters[k]
            removed += n
            self.emit("counter", player=p.name, amount=n, info={"counter": k, "change": "remove"})
        return removed

    def _total_toxic(self, source: ObjectInfo | None) -> int:
        """CR 702.164b: a creature's total toxic value, the sum of its toxic abilities' numbers."""
        if source is None or "Creature" not in source.types:
            return 0
        ctx = Context(controller=source.controller, source_id=source.id, source_info=source)
        return sum(max(0, self.evaluate(a.amount, ctx)) for a in source.abilities if isinstance(a, fx.Keyword) and a.name.casefold() == "toxic" and a.amount is not None)

    def gain_life(self, player: str, amount: int) -> int:
        if amount <= 0 or has(self, player, fx.PlayerRuleName.CANT_GAIN_LIFE):  # CR 119.7
            return 0
        p = self.player(player)
        amount = replace_amount(self, "life", p.name, amount)  # CR 614.1a, 119.3
        if amount <= 0:
            return 0
        p.life += amount
        self.state.turn_record.life_gained[p.name] += amount
        self.emit("life", player=p.name, amount=amount, info={"change": "gain"})
        return amount

    def lose_life(self, player: str, amount: int, *, paid: bool = False) -> int:
        if amount <= 0 or has(self, player, fx.PlayerRuleName.CANT_LOSE_LIFE):  # CR 119.8
            return 0
        p = self.player(player)
        p.life -= amount
        self.state.turn_record.life_lost[p.name] += amount
        self.emit("life", player=p.name, amount=-amount, info={"change": "pay" if paid else "lose"})
        return amount

    def become_day_night(self, which: str) -> None:
        """It becomes day or night (CR 730.1): the game gets that designation and loses the other
        one ("day becomes night", CR 730.1a, is the event of triggers). Nothing happens when it
        already is."""
        if which not in ("day", "night"):
            raise ValueError(f"day or night, not {which!r}")
        before = self.state.day_night
        if before == which:
            return
        self.state.day_night = which
        self.emit("day_night", info={"from": before, "to": which})

    def become_designated(self, player: str, designation: str) -> None:
        """The player becomes the monarch (CR 724.3) or takes the initiative (CR 725.3): whoever
        had it ceases to; or gets the city's blessing (CR 702.131c), for the rest of the game.
        The event is emitted even when the player had it already: taking the initiative again
        still triggers (CR 725.5)."""
        p = self.player(player)
        if p.lost:
            return
        if designation in ("monarch", "initiative"):
            previous = self.state.designations.get(designation)
            self.state.designations[designation] = p.name
            changed = previous != p.name
        else:
            changed = designation not in p.designations
            if changed:
                p.designations.append(designation)
        self.emit("designation", player=p.name, info={"designation": designation, "changed": changed})

    def has_designation(self, player: str, designation: str) -> bool:
        """Whether the player is the monarch, has the initiative, the city's blessing, or a full
        party (CR 700.8: one each of a Cleric, a Rogue, a Warrior and a Wizard)."""
        if designation in ("monarch", "initiative"):
            return self.state.designations.get(designation) == player
        if designation == "full party":
            return len(party_of(self, player)) == len(PARTY_ROLES)
        return designation in self.player(player).designations

    def damage_before_excess(self, target: GameObject | Player | str, source: ObjectInfo | None = None) -> int | None:
        """CR 120.4a, 120.10: how much damage a permanent can be dealt before the rest is excess
        damage; None for a player, or a permanent that is no creature, planeswalker or battle.
        A creature's is lethal damage, its toughness less the damage already marked on it (CR
        120.6), at most 1 from a source with deathtouch (CR 120.4a, 702.2c); a planeswalker's
        its loyalty; a battle's its defense. With several of those card types the excess is the
        greatest of the amounts (CR 120.4a), so the least of these is kept."""
        if not isinstance(target, GameObject) or target.zone != "battlefield":
            return None
        chars = self.characteristics(target)
        amounts: list[int] = []
        if "Creature" in chars.types:
            lethal = max(0, (chars.toughness or 0) - target.damage)  # CR 120.6
            deathtouch = source is not None and any(isinstance(a, fx.Keyword) and a.name.casefold() == "deathtouch" for a in source.abilities)
            amounts.append(min(lethal, 1) if deathtouch else lethal)  # CR 702.2c
        if "Planeswalker" in chars.types:
            amounts.append(max(0, target.counters.get("loyalty", 0)))
        if "Battle" in chars.types:
            amounts.append(max(0, target.counters.get("defense", 0)))
        return min(amounts) if amounts else None

    def deal_damage(
        self, source: ObjectInfo | None, target: GameObject | Player | str, amount: int, *, combat: bool = False, excess: list[int] | None = None
    ) -> int:
        """CR 120.3: damage to a player is life loss (poison counters from a source with infect,
        and toxic's too for combat damage); to a creature it is marked (-1/-1 counters from a
        source with wither or infect); to a planeswalker it removes loyalty counters; to a
        battle, defense counters. Prevention effects apply first (CR 615, protection's
        702.16e); what is left is dealt, and returned. The excess damage dealt to a permanent
        (CR 120.10) goes with the damage event ("excess") and, with ``excess``, is appended to
        it."""
        if amount <= 0:
            return 0
        if isinstance(target, str):
            target = self.player(target)
        if isinstance(target, GameObject) and (target.id not in self.state.objects or target.zone != "battlefield"):
            return 0
        # CR 614.1a, 615, 616.1: replacement and prevention effects, in the affected player's order
        amount = replace_damage(self, source, target, amount, combat=combat)
        if amount <= 0:
            return 0
        source_name = source.name if source else "?"
        # the source's keywords as it deals the damage, or as it last existed (CR 702.90d, 702.80b)
        keywords = {a.name.casefold() for a in source.abilities if isinstance(a, fx.Keyword)} if source else set()
        lifelink = "lifelink" in keywords
        deathtouch = "deathtouch" in keywords
        infect = "infect" in keywords
        if isinstance(target, (Player, str)):
            p = self.player(target)
            if infect:
                # CR 120.3b, 702.90b: infect's damage to a player gives poison counters, no life loss
                self.emit("damage", player=p.name, amount=amount, objects=(source,) if source else (), info={"source": source_name, "combat": combat})
                self.give_player_counters(p.name, "poison", amount)
            elif has(self, p.name, fx.PlayerRuleName.CANT_LOSE_LIFE):
                # CR 119.8, 120.3a: the damage is dealt, but the player loses no life for it
                self.emit("damage", player=p.name, amount=amount, objects=(source,) if source else (), info={"source": source_name, "combat": combat})
            else:
                # CR 120.3a: the player loses that much life (CR 614.1a: less, for an effect
                # that keeps damage from taking their life total below a number)
                lost = life_lost_to_damage(self, p.name, amount, combat=combat)
                p.life -= lost
                self.state.turn_record.life_lost[p.name] += lost
                self.emit("damage", player=p.name, amount=amount, objects=(source,) if source else (), info={"source": source_name, "combat": combat})
                if lost:
                    self.emit("life", player=p.name, amount=-lost, info={"change": "damage"})
            toxic = self._total_toxic(source) if combat else 0
            if toxic:
                # CR 120.3g, 702.164c: combat damage by a creature with toxic also gives its
                # total toxic value in poison counters
                self.give_player_counters(p.name, "poison", toxic)
        else:
            if target.id not in self.state.objects or target.zone != "battlefield":
                return 0
            chars = self.characteristics(target)
            before = self.damage_before_excess(target, source)
            over = max(0, amount - before) if before is not None else 0  # CR 120.10
            if excess is not None:
                excess.append(over)
            if "Creature" in chars.types:
                if infect or "wither" in keywords:
                    # CR 120.3d, 702.80a, 702.90c: wither and infect damage to a creature is
                    # -1/-1 counters, not marked damage (deathtouch still applies, CR 702.2b)
                    self.put_counters(target, "-1/-1", amount)
                else:
                    target.damage += amount  # CR 120.3e
                if deathtouch:
                    target.deathtouch_damage = True
            if "Planeswalker" in chars.types:
                target.counters["loyalty"] = max(0, target.counters.get("loyalty", 0) - amount)
            if "Battle" in chars.types:
                target.counters["defense"] = max(0, target.counters.get("defense", 0) - amount)
            self.emit("damage", player=self.controller_of(target), object=self.info(target), amount=amount, objects=(source,) if source else (), info={"source": source_name, "combat": combat, "excess": over})
        if lifelink and source is not None:
            self.gain_life(source.controller, amount)  # CR 702.15b
        return amount

    def tap(self, obj: GameObject, *, cause: str | None = None) -> bool:
        """Tap ``obj``; ``cause`` "attack": as an attacker is declared (CR 508.1f)."""
        if obj.tapped:
            return False
        obj.tapped = True
        self.emit("tap", player=self.controller_of(obj), object=self.info(obj), info={"cause": cause} if cause else {})
        return True

    def become_copy(self, obj: GameObject, definition: Any) -> None:
        """CR 707.2, 613.2a: ``obj`` takes the copiable values of ``definition`` for the rest of
        the game (its counters, attachments and status stay, CR 707.2)."""
        obj.definition = definition
        self._forget_views()
        obj.is_copy = True
        self.emit("become_copy", player=self.controller_of(obj), object=self.info(obj))

    def turn_face_up(self, obj: GameObject) -> bool:
        """Turn a face-down permanent, or a card exiled face down, face up; whether it turned.
        CR 708.8: its copiable values revert to its own (effects applied to it still apply);
        CR 712.15a: a double-faced card turns up with its front face up; CR 613.7f: a permanent
        gets a new timestamp. CR 701.40g, 701.58g: a face-down permanent represented by an
        instant or sorcery card is revealed and stays face down (and nothing triggers)."""
        if not obj.face_down:
            return False
        permanent = obj.zone == "battlefield"
        if permanent and {"Instant", "Sorcery"} & set(obj.definition.faces[0].types):
            self.emit("reveal", player=self.controller_of(obj), objects=(self.info(obj),))
            return False
        obj.face_down, obj.face = False, 0
        self._forget_views()
        if permanent:
            obj.timestamp = self._new_timestamp()
            self.emit("turn_face_up", player=self.controller_of(obj), object=self.info(obj))
        return True

    def turn_face_down(self, obj: GameObject) -> bool:
        """CR 708.2a: a face-up permanent turned face down becomes a 2/2 face-down creature with
        no text, no name, no subtypes and no mana cost (its counters, attachments and the effects
        applied to it stay); CR 708.2b: a face-down one stays as it is; CR 613.7f: it gets a new
        timestamp. Whether it turned."""
        if obj.face_down or obj.zone != "battlefield":
            return False
        obj.face_down = True
        self._forget_views()
        obj.timestamp = self._new_timestamp()
        self.emit("turn_face_down", player=self.controller_of(obj), object=self.info(obj))
        return True

    def phase_out(self, obj: GameObject, *, indirectly: bool = False) -> None:
        """CR 702.26b, d: it is treated as though it does not exist, without changing zones or
        control; what is attached to it phases out with it, indirectly (702.26g)."""
        if obj.phased_out or obj.zone != "battlefield":
            return
        attached = [o for o in self.battlefield() if o.attached_to == obj.id]
        self.emit("phase", player=self.controller_of(obj), object=self.info(obj), info={"change": "out", "indirectly": indirectly})
        obj.phased_out_under = self.controller_of(obj)
        obj.phased_out, obj.phased_out_indirectly = True, indirectly
        self._touch()
        for other in attached:
            self.phase_out(other, indirectly=True)

    def phase_in(self, obj: GameObject) -> None:
        """CR 702.26c: the game treats it as existing again; what phased out with it phases in
        with it (702.26g)."""
        if not obj.phased_out:
            return
        obj.phased_out, obj.phased_out_indirectly, obj.phased_out_under = False, False, None
        self._touch()
        self.emit("phase", player=self.controller_of(obj), object=self.info(obj), info={"change": "in"})
        for other in self.zone("battlefield").objects:
            if isinstance(other, GameObject) and other.phased_out_indirectly and other.attached_to == obj.id:
                self.phase_in(other)

    def unattach(self, obj: GameObject) -> None:
        """CR 701.3d: an Equipment, Aura or Fortification stops being attached; it stays where it is."""
        attached = self.get(obj.attached_to)
        obj.attached_to = None
        self.emit("unattach", player=self.controller_of(obj), object=self.info(obj), objects=(self.info(attached),) if attached is not None else ())

    def untap(self, obj: GameObject) -> bool:
        if not obj.tapped:
            return False
        if obj.counters.get("stun", 0) > 0:
            # CR 122.1d: "If a permanent with a stun counter on it would become untapped,
            # instead remove a stun counter from it."
            self.remove_counters(obj, "stun", 1)
            return False
        obj.tapped = False
        self.emit("untap", player=self.controller_of(obj), object=self.info(obj))
        return True

    def remove_from_combat(self, obj: GameObject) -> bool:
        """CR 506.4: it stops being an attacking, blocking, blocked or unblocked creature. An
        attacker it blocked stays blocked, though no creature blocks it now (CR 509.1h)."""
        combat = self.state.combat
        if not combat:
            return False
        attackers, blockers = combat.get("attackers", {}), combat.get("blockers", {})
        removed = obj.id in attackers
        if removed:
            del attackers[obj.id]
            blockers.pop(obj.id, None)
            if obj.id in combat.get("blocked_by_effect", ()):
                combat["blocked_by_effect"].remove(obj.id)
        for attacker_id, blocking in blockers.items():
            if obj.id in blocking:
                blocking.remove(obj.id)
                removed = True
                if not blocking and attacker_id not in combat.setdefault("blocked_by_effect", []):
                    combat["blocked_by_effect"].append(attacker_id)
        if removed:
            self.emit("remove_from_combat", player=self.controller_of(obj), object=self.info(obj))
        return removed

    def destroy(self, obj: GameObject, ctx: Context | None = None, *, by_rule: bool = False) -> GameObject | None:
        """CR 701.8: move to the owner's graveyard, unless indestructible (CR 702.12b), a shield
        counter (CR 122.1c: not when a state-based action destroys it, ``by_rule``) or a
        regeneration shield replaces it (CR 701.19); its controller chooses which of those two
        applies (CR 616.1)."""
        if obj.zone != "battlefield":
            return None
        if self.characteristics(obj).has_keyword("Indestructible"):
            return None
        regeneration = [s for s in self.state.replacements if s.get("kind") == "regenerate" and s.get("object") == obj.id]
        if not by_rule and obj.counters.get("shield", 0) > 0:
            # CR 122.1c: "If this permanent would be destroyed as the result of an effect,
            # instead remove a shield counter from it."
            shield_counter = {"kind": "shield counter"}
            options = [shield_counter, *regeneration[:1]]
            prompt = f"which replacement effect applies to destroying {obj.name}"
            chosen = options[0] if len(options) == 1 else self.choose_one(self.controller_of(obj), "replacement", prompt, options, labels=("remove a shield counter", "regenerate"))
            if chosen is shield_counter:
                self.remove_counters(obj, "shield", 1)
                return None
        for shield in regeneration[:1]:
            if shield in self.state.replacements:
                self.state.replacements.remove(shield)
                obj.damage = 0
                obj.deathtouch_damage = False
                self.tap(obj)
                self.remove_from_combat(obj)  # CR 701.19a, 506.4
                self.emit("regenerate", player=self.controller_of(obj), object=self.info(obj))
                return None
        info = self.info(obj)
        moved = self.move(obj, "graveyard", cause="destroy", ctx=ctx)
        self.emit("destroy", player=info.controller, object=info)
        return moved

    def can_sacrifice(self, obj: GameObject) -> bool:
        """Whether ``obj`` can be sacrificed: a permanent (CR 701.21a) without the rule "can't be
        sacrificed", which no effect's choice of what to sacrifice nor cost may pick."""
        return obj.zone == "battlefield" and fx.CANT_BE_SACRIFICED not in self.characteristics(obj).rules

    def sacrifice(self, obj: GameObject, ctx: Context | None = None) -> GameObject | None:
        """CR 701.21: its controller moves it to its owner's graveyard; a permanent that "can't be
        sacrificed" stays where it is (CR 701.21a)."""
        if not self.can_sacrifice(obj):
            return None
        info = self.info(obj)
        moved = self.move(obj, "graveyard", cause="sacrifice", ctx=ctx)
        self.emit("sacrifice", player=info.controller, object=info)
        return moved

    def add_mana(self, player: str, mana: Sequence[Mana]) -> None:
        p = self.player(player)
        p.mana_pool.extend(mana)
        self.emit("mana", player=p.name, amount=len(mana), info={"mana": "".join(str(m) for m in mana)})

    def lose_unspent_mana(self, player: str) -> list[Mana]:
        """CR 106.4: the player loses all unspent mana: their mana pool empties (mana an effect
        said is kept as steps end, CR 500.4, is lost too). Returns the mana lost."""
        p = self.player(player)
        lost = list(p.mana_pool)
        if lost:
            p.mana_pool.clear()
            self._touch()
        return lost

    def add_continuous_effect(
        self,
        affected: Iterable[GameObject],
        ops: Sequence[tuple[str, tuple[Any, ...]]],
        *,
        duration: str = "end_of_turn",
        ctx: Context | None = None,
    ) -> ActiveEffect:
        """A continuous effect of a resolving spell or ability (CR 611.2): the affected set
        and the values are fixed now."""
        effect = ActiveEffect(
            id=self._new_id(),
            timestamp=self._new_timestamp(),
            affected=tuple(o.id for o in affected),
            ops=tuple(ops),
            duration=duration,
            source_id=ctx.source_id if ctx else None,
            controller=ctx.controller if ctx else None,
        )
        self.state.effects.append(effect)
        if ctx is not None and ctx.entering is not None and ctx.entering.obj.id in effect.affected:
            ctx.entering.effects.append(effect.id)
        self._touch()
        return effect

    def end_effects_until_cast(self, card_id: int, zone: str) -> None:
        """As the card ``card_id`` (its id in ``zone``) becomes cast from ``zone`` (CR 601.2i),
        the continuous effects lasting "until [it] is cast from [zone]" end."""
        kept = [e for e in self.state.effects if getattr(e, "until_cast", None) is None or not (card_id in e.until_cast[0] and zone == e.until_cast[1])]
        if len(kept) != len(self.state.effects):
            self.state.effects = kept
            self._touch()

    def grant_permission(
        self,
        player: str,
        card: GameObject,
        *,
        method: str | None = None,
        without_paying: bool = False,
        ignore_timing: bool = False,
        as_though_flash: bool = False,
        duration: str = "end_of_turn",
        cost: tuple[Any, ...] | None = None,
        granted_by: tuple[int | None, Any] | None = None,
    ) -> dict[str, Any]:
        """A permission to cast a card (CR 601.3), as created by "you may cast that card this
        turn [without paying its mana cost]"; ``cost``: an alternative cost paid rather than its
        mana cost ("for {2} rather than its mana cost", CR 118.9); ``granted_by``: (the source of
        the ability that gave it, the effect), kept with a spell cast with it (CR 400.7h)."""
        permission = {
            "player": self.player(player).name,
            "card_id": card.card_id,
            "object": card.id,
            "zone": card.zone,
            "method": method or ("without_paying" if without_paying else "permission"),
            "without_paying": without_paying,
            "ignore_timing": ignore_timing,
            "as_though_flash": as_though_flash,
            "duration": duration,
            "cost": cost,
            "granted_by": granted_by,
        }
        self.state.permissions.append(permission)
        self._touch()
        return permission

    def use_permission(self, player: str, card: GameObject, granted_by: tuple[int | None, Any] | None = None) -> None:
        """``card`` is played or cast by ``player`` with a permission an effect gave (CR 601.3,
        305.1): one of a group ("you may play one of those cards") uses the group up by one,
        and a group used up is gone for the others of its cards."""
        for permission in self.state.permissions:
            if permission.get("group") is None or permission.get("player") != player or permission.get("object") != card.id:
                continue
            if granted_by is not None and permission.get("granted_by") != granted_by:
                continue
            group = permission["group"]
            for other in self.state.permissions:
                if other.get("group") == group:
                    other["uses"] -= 1
            self.state.permissions = [p for p in self.state.permissions if p.get("group") != group or p["uses"] > 0]
            self._touch()
            return

    # ------------------------------------------------------------------------------------------
    # effects
    def execute(self, effect: Any, ctx: Context) -> Any:
        """Carry out one effect through the executor table (:mod:`.registry`)."""
        return run_effect(self, effect, ctx)

    def run(self, effects: Iterable[Any], ctx: Context) -> None:
        """Carry out instructions in order. An instruction followed by "If [condition],
        [other instruction] instead" is replaced by the other one when the condition holds
        (the condition is checked first, CR 608.2c)."""
        items = list(effects)
        index = 0
        while index < len(items):
            if self.state.game_over:
                return
            effect = items[index]
            following = items[index + 1] if index + 1 < len(items) else None
            if isinstance(following, fx.Conditional) and following.effects and all(isinstance(x, fx.Instead) for x in following.effects):
                if self.check_condition(following.condition, ctx):
                    for instead in following.effects:
                        instead.apply(self, ctx)
                else:
                    effect.apply(self, ctx)
                    self.run(following.otherwise, ctx)
                index += 2
                continue
            effect.apply(self, ctx)
            index += 1

    def evaluate(self, value: Any, ctx: Context) -> int:
        return evaluate(self, value, ctx)

    def check_condition(self, condition: Any, ctx: Context) -> bool:
        return check_condition(self, condition, ctx)

    # ------------------------------------------------------------------------------------------
    # player actions (CR 117: with priority); see casting.py
    def cast(self, player: str, card: GameObject | str, **kw: Any) -> Any:
        """Cast a spell (CR 601.2). Keyword arguments: ``method`` ("flashback", "foretell",
        …; "normal" for the mana cost; None: for the mana cost if the card can be cast so, else
        its one way or the way the player chooses), ``zone`` to find a card named by ``card``."""
        return self._transaction(lambda: cast_spell(self, self.player(player).name, self._resolve_card(card, kw.pop("zone", None), player), **kw))

    def activate(self, player: str, card: GameObject | str, ability: int = 1, **kw: Any) -> Any:
        """Activate the ``ability``-th activated ability (1-based) of an object (CR 602)."""
        return self._transaction(lambda: activate_ability(self, self.player(player).name, self._resolve_card(card, kw.pop("zone", None), player), ability, **kw))

    def play_land(self, player: str, card: GameObject | str, **kw: Any) -> Any:
        """Play a land: a special action (CR 116.2a, 305.1)."""
        return self._transaction(lambda: play_land(self, self.player(player).name, self._resolve_card(card, kw.pop("zone", "hand"), player)))

    def foretell(self, player: str, card: GameObject | str) -> Any:
        """Foretell a card: a special action (CR 116.2h, 702.143a)."""
        return self._transaction(lambda: foretell(self, self.player(player).name, self._resolve_card(card, "hand", player)))

    def end_effect_by_paying(self, player: str, source: GameObject | str) -> Any:
        """Pay to end an effect of ``source``'s that allows it ("You may pay {W} to end this
        effect."): a special action (CR 116.2c)."""
        return self._transaction(lambda: end_effect_by_paying(self, self.player(player).name, self._resolve_card(source, "battlefield", player)))

    def _resolve_card(self, card: GameObject | str, zone: str | None, player: str) -> GameObject:
        if isinstance(card, GameObject):
            return card
        name, _, nth = card.rpartition("#") if "#" in card else (card, "", "1")
        try:
            return self.find(name, zone=zone, player=self.player(player).name if zone in PLAYER_ZONES else None, nth=int(nth or 1))
        except KeyError as exc:
            raise IllegalAction("zone", str(exc.args[0])) from None

    def _transaction(self, action: Callable[[], Any]) -> Any:
        """Run a player action; if it is illegal, restore the state exactly (CR 732)."""
        saved = self.save_state()
        log_length = len(self.choice_log)
        try:
            return action()
        except (IllegalAction, ChoiceError):
            self.restore_state(saved)
            del self.choice_log[log_length:]
            raise

    def save_state(self) -> Any:
        """A copy of the whole state; immutable parts (card definitions, compiled abilities,
        events) are shared, not copied."""
        buffer = io.BytesIO()
        pickler = _StatePickler(buffer)
        events = self.state.events
        self.state.events = []  # the log only grows: a length is enough to restore it
        try:
            pickler.dump(self.state)
        finally:
            self.state.events = events
        return buffer.getvalue(), pickler.shared, len(events)

    def restore_state(self, saved: Any) -> None:
        data, shared, event_count = saved
        events = self.state.events[:event_count]
        _RESTORING.append(shared)
        try:
            self.state = pickle.loads(data)
        finally:
            _RESTORING.pop()
        self.state.events = events
        self._object_version += 1
        self._forget_views()
        self._touch()

    # ------------------------------------------------------------------------------------------
    # legal actions; see actions.py
    def legal_actions(self, player: str, *, automatic_mana: bool = False) -> list[Action]:
        """Every action ``player`` may take now (:func:`~oraclec.runtime.actions.legal_actions`):
        empty when the player doesn't have priority or the game is over."""
        return legal_actions(self, player, automatic_mana=automatic_mana)

    def take(self, action: Action) -> Any:
        """Carry out a legal action (:func:`~oraclec.runtime.actions.take`); IllegalAction, with
        the state as it was, if it is not legal."""
        return take(self, action)

    def acting_player(self) -> str | None:
        """Who must act now: the player with priority; None when the game is over."""
        return acting_player(self)

    # ------------------------------------------------------------------------------------------
    # priority and turns; see turns.py
    def pass_priority(self, player: str) -> None:
        pass_priority(self, self.player(player).name)

    def resolve_top(self) -> None:
        """Every player passes in succession: the top of the stack resolves (CR 117.4)."""
        resolve_top(self)

    def resolve_stack(self, limit: int | None = None) -> None:
        """Resolve until the stack is empty (triggers included). A stack that has not emptied
        after ``limit`` resolutions (by default the engine's limit) is a loop: see
        :func:`~oraclec.runtime.turns.end_loop`."""
        guard = LoopGuard(self, "resolving the stack", limit)
        self.check_state()
        while self.zone("stack").objects and not self.state.game_over:
            guard.step(self.stack_items()[0].name)
            self.resolve_top()

    def advance(self) -> None:
        """Every player passes until the current step ends; go to the next step."""
        advance(self)

    def check_state(self) -> None:
        """State-based actions and triggered abilities, as before a player gets priority
        (CR 117.5)."""
        prepare_priority(self)

    def resolve_item(self, item: Any) -> None:
        """Resolve one object of the stack (CR 608; casting.resolve_item). The turn structure
        calls it through the game, which it does not import."""
        resolve_item(self, item)

    def replacement_applied(self, ability: Any) -> None:
        """A replacement effect's ability is about to apply (CR 616.1): nothing to do here; the
        sandbox records it (runtime.exercise.SandboxGame)."""

    def put_triggered_ability(self, pending: PendingTrigger) -> StackAbility | None:
        """Put a waiting triggered ability on the stack (CR 603.3; casting.put_triggered_ability).
        The trigger rules call it through the game, which they do not import."""
        return put_triggered_ability(self, pending)

    def is_main_phase(self) -> bool:
        return self.state.step in MAIN_PHASES

    # ------------------------------------------------------------------------------------------
    # inspection
    def snapshot(self) -> dict[str, Any]:
        """The whole game state as plain, comparable data (for tests of "nothing changed")."""

        def obj_data(o: Any) -> Any:
            if isinstance(o, StackAbility):
                return ("ability", o.id, o.name, o.controller, tuple(sorted((k, tuple(v)) for k, v in o.ctx.targets.items())))
            return (
                o.id, o.card_id, o.name, o.owner, o.controller, o.zone, o.tapped, o.face_down,
                tuple(sorted(o.counters.items())), o.damage, o.is_token, o.foretold_turn,
                o.timestamp, o.attached_to,
            )

        s = self.state
        return {
            "players": [(p.name, p.life, tuple(str(m) for m in p.mana_pool), tuple(sorted(p.counters.items())), p.lost, p.drew_from_empty, p.lands_played_this_turn) for p in s.players],
            "zones": {f"{k[0]}:{k[1]}": [obj_data(o) for o in z.objects] for k, z in s.zones.items()},
            "turn": (s.turn, s.active, s.step, s.priority, s.passes),
            "ids": (s.next_id, s.next_card_id, s.next_timestamp),
            "events": len(s.events),
            "effects": len(s.effects),
            "pending_triggers": len(s.pending_triggers),
            "rng": hash(s.rng.getstate()),
            "open_searches": tuple(sorted(s.open_searches)),
        }

    def names(self, kind: str, player: str | None = None) -> list[str]:
        """Names of the objects in a zone, in zone order (the stack top first)."""
        if kind == "stack":
            return [item.name for item in self.stack_items()]
        return [o.name for o in self.zone(kind, player)]

    def log_lines(self) -> list[str]:
        return [f"{e.seq:>4} t{e.turn} {e.describe()}" for e in self.state.events]
