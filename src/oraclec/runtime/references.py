"""References: the players and objects a reference denotes (CR 109, 115), and the filters
that describe objects ("nontoken creature you control"), matched against an object's facts."""

from __future__ import annotations

import operator
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from .context import Context
from .dispatch import check_condition, evaluate
from .errors import UnsupportedAtRuntime
from .layers import could_be_mana_ability, creature_types
from .registry import FILTER_FIELDS, REFERENCES, objects_reference, players_reference
from .ring import RING_BEARER, is_ring_bearer
from .soulbond import partner
from .state import PHASE_OF_STEP, GameObject, ObjectInfo, Player
from .trigger_events import other_party

if TYPE_CHECKING:
    from .game import Game


def names_of(name: str) -> frozenset[str]:
    """An object's names (CR 201.2a): none for an object with no name (a face-down permanent,
    708.2a), each half's for a split card ("Fire // Ice", 709.4)."""
    return frozenset(part for part in name.split(" // ") if part)


def players_of(game: Game, ref: Any, ctx: Context) -> list[Player]:
    """The players a reference means, in APNAP order where there are several
    (:data:`~.registry.REFERENCES`)."""
    if ref is None:
        return [game.player(ctx.controller)]
    entry = REFERENCES.get(type(ref))
    players = entry.players if entry is not None else None
    if players is None:
        game.unsupported[type(ref).__name__] += 1
        raise UnsupportedAtRuntime(type(ref).__name__, "not a reference to players")
    return players(game, ref, ctx)


def objects_of(game: Game, ref: Any, ctx: Context, *, lki: bool = False) -> list[Any]:
    """The objects a reference means now (:data:`~.registry.REFERENCES`). Objects that changed
    zones are new objects and are not found (CR 400.7), except with ``lki`` for information
    (CR 608.2h)."""
    entry = REFERENCES.get(type(ref))
    objects = entry.objects if entry is not None else None
    if objects is None:
        game.unsupported[type(ref).__name__] += 1
        raise UnsupportedAtRuntime(type(ref).__name__, "not a reference to objects")
    return objects(game, ref, ctx, lki)


def _unsupported_players(game: Game, ref: Any) -> list[Player]:
    game.unsupported[type(ref).__name__] += 1
    raise UnsupportedAtRuntime(type(ref).__name__, "not a reference to players")


# -- the players a reference means --
@players_reference(fx.You)
def _you(game: Game, ref: fx.You, ctx: Context) -> list[Player]:
    return [game.player(ctx.controller)]


@players_reference(fx.EachPlayer)
def _each_player(game: Game, ref: fx.EachPlayer, ctx: Context) -> list[Player]:
    return [game.player(n) for n in game.apnap()]


@players_reference(fx.EachOpponent)
def _each_opponent(game: Game, ref: fx.EachOpponent, ctx: Context) -> list[Player]:
    return [game.player(n) for n in game.opponents(ctx.controller)]


@players_reference(fx.OtherPlayers)
def _other_players(game: Game, ref: fx.OtherPlayers, ctx: Context) -> list[Player]:
    """"each other player": every player in the game but those ``than`` names (CR 102.1)."""
    excluded = {p.name for p in players_of(game, ref.than, ctx)}
    return [game.player(n) for n in game.apnap() if n not in excluded]


@players_reference(fx.Target)
def _target_players(game: Game, ref: fx.Target, ctx: Context) -> list[Player]:
    names = [t for t in ctx.targets.get(ref.key, []) if isinstance(t, str)]
    if ctx.resolving:
        names = [n for n in names if n not in ctx.results.get("_illegal_targets", [])]
    return [game.player(n) for n in names if not game.player(n).lost]


@players_reference(fx.ControllerOf)
def _controller_of(game: Game, ref: fx.ControllerOf, ctx: Context) -> list[Player]:
    names = []
    if isinstance(ref.what, fx.Target):
        # "target player or planeswalker ... each creature that player or that planeswalker's
        # controller controls": a player among the targets stands for themself (a player has no
        # controller, CR 108.4)
        names.extend(p.name for p in _target_players(game, ref.what, ctx))
    for obj in objects_of(game, ref.what, ctx, lki=True):
        names.append(facts_of(game, obj).controller)
    return [game.player(n) for n in game.apnap(names)]


@players_reference(fx.OwnerOf)
def _owner_of(game: Game, ref: fx.OwnerOf, ctx: Context) -> list[Player]:
    names = [facts_of(game, o).owner for o in objects_of(game, ref.what, ctx, lki=True)]
    return [game.player(n) for n in game.apnap(names)]


@players_reference(fx.Found)
def _found_players(game: Game, ref: fx.Found, ctx: Context) -> list[Player]:
    if ref.key == "triggering" and ctx.event is not None and ctx.event.player:
        return [game.player(ctx.event.player)]
    if ref.key == "triggering player":
        return [game.player(ctx.event.player)] if ctx.event is not None and ctx.event.player else []
    if ref.key == "each player":
        return [game.player(n) for n in ctx.results.get(ref.key, []) if isinstance(n, str)]
    if ref.key == fx.Found.DAMAGED_PLAYERS:
        # "if a player is dealt damage this way, they ...": those the DealDamage before dealt
        # damage to (CR 608.2c), each once, in APNAP order (CR 101.4)
        return [game.player(n) for n in game.apnap(list(dict.fromkeys(ctx.results.get(ref.key, []))))]
    if ref.key == "cause controller":
        # the controller of the spell or ability that caused the triggering event (CR 701.9a)
        cause = ctx.event.get("cause_controller") if ctx.event is not None else None
        return [game.player(cause)] if isinstance(cause, str) else []
    if ref.key == "attacked player":
        # the player the triggering attacker attacks (CR 508.1b: "Whenever you attack a player")
        party = other_party(game, ctx)
        return [game.player(party)] if isinstance(party, str) and any(p.name == party for p in game.players) else []
    return _unsupported_players(game, ref)


@players_reference(fx.Chosen)
def _chosen_players(game: Game, ref: fx.Chosen, ctx: Context) -> list[Player]:
    if fx.names_players(ref.what):
        # "an opponent": in a description, any of them; as who acts, the controller chooses one
        return players_of(game, ref.what, ctx)
    return _unsupported_players(game, ref)


@players_reference(fx.PlayerRole)
def _player_role(game: Game, ref: fx.PlayerRole, ctx: Context) -> list[Player]:
    if ref.role == "active":
        return [game.active_player]
    if ref.role == "defending":  # CR 506.2
        combat = game.state.combat or {}
        defenders = list(dict.fromkeys(combat.get("attackers", {}).values()))
        return [game.player(n) for n in defenders] or [game.player(n) for n in game.opponents(ctx.controller)[:1]]
    if ref.role == "that":  # "that player": the one an "each player" instruction is at
        names = ctx.results.get("that player") or ([ctx.event.player] if ctx.event is not None and ctx.event.player else [])
        return [game.player(n) for n in names]
    if ref.role == "chosen":
        chosen = ctx.results.get("chosen player") or source_marks(game, ctx).get("chosen player") or _chosen_as_cast(game, ctx)
        return [game.player(n) for n in (chosen or [])]
    if ref.role in (MODE_CHOOSER, TARGET_CHOOSER):
        # "An opponent chooses one — ... that player", "target creature of an opponent's choice
        # they control": the player who chose in place of the controller (CR 700.2e)
        return [game.player(n) for n in ctx.results.get(ref.role, ())]
    if ref.role == "monarch":  # CR 724.1, 724.3: the one player who is the monarch, if any
        holder = game.state.designations.get("monarch")
        return [game.player(holder)] if holder else []
    if ref.role == "your team":
        # CR 102.4: in a game that isn't between teams "your team" means "you"; the engine
        # plays no team variants (CR 810)
        return [game.player(ctx.controller)]
    if ref.role == "each" and _TESTED_PLAYER in ctx.results:  # the player a PlayersWho tests
        return [game.player(n) for n in ctx.results[_TESTED_PLAYER]]
    raise UnsupportedAtRuntime(f"player role {ref.role!r}")


@players_reference(fx.AttackedBy)
def _attacked_players(game: Game, ref: fx.AttackedBy, ctx: Context) -> list[Player]:
    """CR 506.3, 508.1b: the player each of those creatures is attacking; none for a creature that
    is not attacking (CR 506.4). The engine's creatures attack players only."""
    attackers = (game.state.combat or {}).get("attackers", {})
    names = [attackers[o.id] for o in objects_of(game, ref.attacker, ctx, lki=True) if o.id in attackers]
    return [game.player(n) for n in game.apnap(names)]


@objects_reference(fx.AttackedBy)
def _attacked_objects(game: Game, ref: fx.AttackedBy, ctx: Context, lki: bool) -> list[Any]:
    """CR 506.3: a planeswalker or battle being attacked; the engine's creatures attack players
    only (:func:`_attacked_players`), so none."""
    return []


@players_reference(fx.Union)
def _union_players(game: Game, ref: fx.Union, ctx: Context) -> list[Player]:
    out: list[Player] = []
    for part in ref.parts:
        if fx.names_players(part):
            out.extend(p for p in players_of(game, part, ctx) if p not in out)
    return out


# -- the objects a reference means --
@objects_reference(fx.This)
def _this(game: Game, ref: fx.This, ctx: Context, lki: bool) -> list[Any]:
    obj = game.get(ctx.source_id)
    if obj is not None:
        return [obj]
    if lki:  # information about it ("if it had no -1/-1 counters on it"): as it last was
        return [ctx.source_info] if ctx.source_info is not None else []
    moved = _moved_source(game, ctx)
    if moved is None:
        moved = _cost_moved_source(game, ctx)
    return [moved] if moved is not None else []


@objects_reference(fx.CastThisWay)
def _cast_this_way_objects(game: Game, ref: fx.CastThisWay, ctx: Context, lki: bool) -> list[Any]:
    """"each spell cast this way": the spells on the stack cast with a permission the source gave
    (CR 400.7h)."""
    return [o for o in game.zone("stack").objects if matches(game, o, ref, ctx)]


def cast_this_way(game: Game, obj: GameObject | ObjectInfo, ctx: Context) -> bool:
    """Whether ``obj`` is a spell cast with a permission that the source of ``ctx`` gave: a
    static ability of it, or an instruction of an ability or spell it is the source of, as the
    game keeps with each spell the permission that let it be cast (CR 400.7h, 601.2, 608.2g).
    Last known information asks the spell it was, while it is still that object on the stack."""
    spell = obj if isinstance(obj, GameObject) else game.get(obj.id)
    permission = getattr(getattr(spell, "cast", None), "permission", None)
    return permission is not None and ctx.source_id is not None and permission[0] == ctx.source_id


#: ``ctx.results`` key of the new object the source became when its ability's cost moved it
COST_MOVED_SOURCE = "_cost_moved_source"


@objects_reference(fx.GrantingSource)
def _granting_source(game: Game, ref: fx.GrantingSource, ctx: Context, lki: bool) -> list[Any]:
    """CR 201.5a: the source of the ability that granted this one (an Equipment, for its
    equipped creature's ability), bound as it was granted (:func:`bind_granting_source`), while
    it is the same object (CR 400.7); for information, as it last was when a cost of this
    ability moved it ("Sacrifice ~: ~ deals 2 damage", CR 113.7a)."""
    if ref.object_id is None:
        game.unsupported["GrantingSource unbound"] += 1
        return []
    obj = game.get(ref.object_id)
    if obj is not None:
        return [obj]
    if lki and f"lki:{ref.object_id}" in ctx.results:
        return [ctx.results[f"lki:{ref.object_id}"][0]]
    return []


def bind_granting_source(ability: Any, source_id: int | None) -> Any:
    """A granted ability with "~" (:class:`fx.GrantingSource`) bound to the object whose
    ability grants it (CR 201.5a)."""
    if source_id is None:
        return ability
    return fx.transform(ability, lambda e: fx.GrantingSource(object_id=source_id) if isinstance(e, fx.GrantingSource) and e.object_id is None else e)


def _cost_moved_source(game: Game, ctx: Context) -> Any:
    """CR 400.7j: "If the cost of a spell or ability causes an object to move to a public zone,
    that spell or ability's effects can find that object" (while it is still that object)."""
    new_ids = ctx.results.get(COST_MOVED_SOURCE) or [None]
    obj = game.get(new_ids[0]) if new_ids[0] is not None else None
    return obj if obj is not None and obj.zone in _PUBLIC_ZONES else None


#: the zones whose objects an ability that triggered on a move can find (CR 400.7e)
_PUBLIC_ZONES = frozenset({"battlefield", "graveyard", "exile", "stack", "command"})


def _moved_source(game: Game, ctx: Context) -> Any:
    """CR 400.7e: an ability that triggered when its source moved to a public zone finds the new
    object the source became there, while it is still that object (persist: "return it to the
    battlefield")."""
    event = ctx.event
    if event is None or event.object is None or event.object.id != ctx.source_id:
        return None
    new_id = event.get("new_id")
    obj = game.get(new_id) if new_id is not None else None
    return obj if obj is not None and obj.zone in _PUBLIC_ZONES else None


@objects_reference(fx.Target)
def _target_objects(game: Game, ref: fx.Target, ctx: Context, lki: bool) -> list[Any]:
    ids = [t for t in ctx.targets.get(ref.key, []) if isinstance(t, int)]
    if ctx.resolving:
        illegal = ctx.results.get("_illegal_targets", [])
        ids = [i for i in ids if i not in illegal]  # CR 608.2b: illegal targets unaffected
    out = []
    for i in ids:
        obj = game.get(i)
        if obj is None and lki:
            obj = game.state.last_known.get(i)  # a target that has left (CR 608.2h)
        if obj is not None:
            out.append(obj)
    return out


@objects_reference(fx.CastThisTurn)
def _cast_this_turn(game: Game, ref: fx.CastThisTurn, ctx: Context, lki: bool) -> list[Any]:
    """"spells you've cast this turn": the game log's record of each spell cast this turn (CR
    601.2i), as it was on the stack then (ObjectInfo: read, never acted on)."""
    players = None if ref.by is None else {p.name for p in players_of(game, ref.by, ctx)}
    turn = game.state.turn
    return [
        e.object for e in game.state.events
        if e.kind == "cast" and e.turn == turn and e.object is not None and (players is None or e.player in players)
        and matches_info(game, e.object, ref.what, ctx)
    ]


@objects_reference(fx.TappedFor)
def _tapped_for(game: Game, ref: fx.TappedFor, ctx: Context, lki: bool) -> list[Any]:
    """The creatures tapped to crew or saddle this object this turn (CR 702.122b, 702.171c: the
    game's record of each, by the ids they had then), or to convoke the spell this object is or
    was (CR 702.51c, 400.7d: the record kept with how it was cast); each once, as it is now,
    or with ``lki`` as it last existed on the battlefield once it has left (CR 608.2h); a
    creature that left is a new object (CR 400.7), never acted on."""
    if ref.action == "convoke":
        source = game.get(ctx.source_id) if ctx.source_id is not None else None
        cast = (source.cast or source.marks.get("cast")) if isinstance(source, GameObject) else None
        ids = list(cast.ctx.results.get("convoke", [])) if cast is not None else []
    elif ref.action in ("crew", "saddle"):
        ids = [
            e.object.id for e in reversed(events_of_period(game))
            if e.kind == ref.action and e.object is not None and any(getattr(o, "id", None) == ctx.source_id for o in e.objects or ())
        ]
    else:
        raise UnsupportedAtRuntime("TappedFor", f"creatures tapped for {ref.action!r}")
    out: list[Any] = []
    for obj_id in dict.fromkeys(ids):
        obj = game.get(obj_id)
        if obj is not None:
            out.append(obj)
        elif lki and obj_id in game.state.last_known:
            out.append(game.state.last_known[obj_id])
    return out


@objects_reference(fx.Found)
def _found_objects(game: Game, ref: fx.Found, ctx: Context, lki: bool) -> list[Any]:
    if ref.key == "triggering" and ref.key not in ctx.results:
        return _triggering_objects(game, ctx, lki)
    if ref.key == "triggering other" and ref.key not in ctx.results:
        return other_party_objects(game, ctx, lki)
    out = []
    items = ctx.results.get(ref.key, [])
    if ref.key == "exiled" and ref.key not in ctx.results and ctx.source_id is not None:
        items = game.state.linked_exiles.get(ctx.source_id, [])  # CR 607.2a: a linked ability
    for item in items:
        if isinstance(item, int):
            obj = game.get(item)
            if obj is not None:
                out.append(obj)
            elif lki and f"lki:{item}" in ctx.results:
                out.append(ctx.results[f"lki:{item}"][0])
            elif lki and ref.key.startswith("moved to ") and f"moved lki:{item}" in ctx.results:
                out.append(ctx.results[f"moved lki:{item}"][0])  # CR 608.2h, as it was when moved
    return out


def link_exiled(game: Game, ctx: Context, moved: list[GameObject]) -> None:
    """CR 607.2a: cards exiled by an ability of a permanent are "the exiled cards" of its other
    abilities (remembered while that permanent is the same object); cards exiled to pay a
    permanent spell's costs, those of the permanent it becomes (casting.resolve)."""
    source = game.get(ctx.source_id) if ctx.source_id is not None else None
    if source is not None and source.zone in ("battlefield", "stack") and moved:
        game.state.linked_exiles.setdefault(source.id, []).extend(o.id for o in moved)
        # "has all activated abilities of all creature cards exiled with it": characteristics
        # read the linked cards (CR 611.3a), so they are determined again
        game._touch()


def link_put(game: Game, ctx: Context, moved: list[GameObject]) -> None:
    """CR 607.2c: permanents an ability of a permanent put onto the battlefield are those "put
    onto the battlefield with [it]" of its other abilities (while it is the same object)."""
    source = game.get(ctx.source_id) if ctx.source_id is not None else None
    entered = [o.id for o in moved if o.zone == "battlefield"]
    if source is not None and source.zone == "battlefield" and entered:
        game.state.linked_put.setdefault(source.id, []).extend(entered)


@objects_reference(fx.Filter)
def _filter_objects(game: Game, ref: fx.Filter, ctx: Context, lki: bool) -> list[Any]:
    _attached_to_objects(ref)
    return [o for o in zone_objects(game, ref, ctx) if matches(game, o, ref, ctx)]


def _attached_to_objects(f: fx.Filter) -> None:
    """"all Curses attached to you": the game state attaches Auras to objects only, never to a
    player (CR 303.4, 702.5a), so a description of what is attached to a player is unsupported."""
    if f.attached_to is not None and fx.names_players(f.attached_to):
        raise UnsupportedAtRuntime("Filter", "Auras attached to a player (CR 303.4): Auras are attached to objects only in the game state")


@objects_reference(fx.Amongst)
def _amongst(game: Game, ref: fx.Amongst, ctx: Context, lki: bool) -> list[Any]:
    return [o for o in objects_of(game, ref.among, ctx, lki=lki) if matches(game, o, ref.filter, ctx)]


# -- groups of objects with different values (CR 201.2b) --
def different_values(game: Game, obj: Any, characteristic: str) -> frozenset[Any]:
    """The values of ``characteristic`` an object has, for "with different names" (CR 201.2a-b:
    an object with no name has none; a split card has each half's), "with different powers"
    (none for an object with no power), "with different mana values"."""
    facts = facts_of(game, obj)
    if characteristic == "names":
        return names_of(facts.name)
    if characteristic == "powers":
        return frozenset() if facts.power is None else frozenset({facts.power})
    if characteristic == "mana_values":
        return frozenset({facts.mana_value})
    if characteristic == "controllers":
        # "controlled by different players" (CR 601.2c): only a permanent or a spell has a
        # controller (CR 108.4)
        return frozenset({facts.controller}) if facts.zone in ("battlefield", "stack") else frozenset()
    game.unsupported["Filter"] += 1
    raise UnsupportedAtRuntime("Filter", f"objects with different {characteristic}")


def group_quality(what: Any) -> tuple[Any, str | None]:
    """A description of objects with different values ("creature cards with different names"):
    the description each object must fit, and the characteristic the group's values differ in
    (None when the description has no such group quality)."""
    if isinstance(what, fx.Filter) and what.different is not None:
        return attrs.evolve(what, different=None), what.different
    if isinstance(what, fx.Amongst) and isinstance(what.filter, fx.Filter) and what.filter.different is not None:
        return attrs.evolve(what, filter=attrs.evolve(what.filter, different=None)), what.filter.different
    return what, None


def _can_add(values: list[frozenset[Any]], taken: frozenset[Any], need: int) -> bool:
    """Whether ``need`` more objects with these value sets can join a group holding ``taken``,
    each with a value and none sharing one with another (CR 201.2b)."""
    if need <= 0:
        return True
    distinct = sorted({v for v in values if v and not v & taken}, key=len)
    if len(distinct) < need:
        return False
    return any(_can_add(distinct[i + 1:], taken | v, need - 1) for i, v in enumerate(distinct))


def different_group_size_at_least(game: Game, candidates: list[Any], characteristic: str, n: int) -> bool:
    """Whether ``n`` of the candidates have different values (CR 201.2b)."""
    return _can_add([different_values(game, o, characteristic) for o in candidates], frozenset(), n)


def different_group_fits(game: Game, objs: list[Any], characteristic: str) -> bool:
    """CR 201.2b: each object has a value and no two of them share one."""
    taken: set[Any] = set()
    for obj in objs:
        values = different_values(game, obj, characteristic)
        if not values or values & taken:
            return False
        taken |= values
    return True


def choose_different(game: Game, player: str, candidates: list[Any], characteristic: str, *, minimum: int, maximum: int, prompt: str, source: str | None = None) -> list[Any]:
    """A group of objects with different values chosen one at a time (CR 201.2b): each option
    offered keeps the values different and leaves ``minimum`` reachable; the player may stop once
    ``minimum`` are chosen (or none is left that fits)."""
    values = [different_values(game, o, characteristic) for o in candidates]
    while minimum > 0 and not _can_add(values, frozenset(), minimum):
        minimum -= 1  # as many as there can be
    picked: list[int] = []
    taken: frozenset[Any] = frozenset()
    while len(picked) < maximum:
        need = max(0, minimum - len(picked) - 1)
        options = [
            i for i, v in enumerate(values)
            if i not in picked and v and not v & taken and _can_add([w for j, w in enumerate(values) if j not in picked and j != i], taken | v, need)
        ]
        if not options:
            break
        answer = game.ask(player, "card", prompt, [candidates[i] for i in options], min=1 if len(picked) < minimum else 0, max=1, source=source)
        if not answer:
            break
        index = next(i for i in options if candidates[i] is answer[0])
        picked.append(index)
        taken |= values[index]
    return [candidates[i] for i in picked]


@objects_reference(fx.Chosen)
def _choose_objects(game: Game, ref: fx.Chosen, ctx: Context, lki: bool, taken: frozenset[int] = frozenset()) -> list[Any]:
    """"a creature card from your graveyard": the controller chooses among the candidates
    (CR 701.17d: "a" card of several means the controller chooses). "any number of cards with
    different mana values": a group whose values differ (CR 201.2b). ``taken``: objects another
    part of the same noun phrase chose, which this one can't choose again."""
    what, different = group_quality(ref.what)
    candidates = [o for o in objects_of(game, what, ctx) if o.id not in taken]
    # "exile a nonland card from among them ... Put the rest into your hand": the rest are all
    # the objects looked at but the ones chosen, those the description leaves out too (CR 608.2c)
    looked_at = candidates if not isinstance(what, fx.Amongst) else [o for o in objects_of(game, what.among, ctx) if o.id not in taken]
    n = 1 if ref.amount is None else max(0, evaluate(game, ref.amount, ctx))
    n = min(n, len(candidates))
    if not candidates or n == 0:
        ctx.results["rest"] = [o.id for o in looked_at]
        return []
    if different is not None:
        if ref.at_random or ref.chooser is not None:
            game.unsupported["Chosen"] += 1
            raise UnsupportedAtRuntime("Chosen", "objects with different values chosen at random or by another player")
        chosen = choose_different(game, ctx.controller, candidates, different, minimum=0 if ref.up_to else n, maximum=n, prompt=f"choose up to {n} with different {different}")
    elif ref.at_random:  # "a card at random": no player chooses (as a discard at random, CR 701.9b)
        chosen = game.state.rng.sample(candidates, n)
    else:
        # "discard a card of target opponent's choice": that player chooses, where the
        # controller would; of several, the controller names which one (as for a mode, CR 700.2e)
        chooser = ctx.controller if ref.chooser is None else one_player(game, ref.chooser, ctx).name
        chosen = list(game.ask(chooser, "card", f"choose {n}", candidates, min=0 if ref.up_to else n, max=n))
    ctx.results.setdefault("chosen", []).extend(o.id for o in chosen)
    # "put one of them into your hand and the other (the rest) into your graveyard": the
    # candidates not chosen
    picked = {o.id for o in chosen}
    ctx.results["rest"] = [o.id for o in looked_at if o.id not in picked]
    return chosen


#: the result key of the player who chose the modes of a spell or ability another player chooses
#: the modes of (CR 700.2e), and the role that names that player (``PlayerRole``)
MODE_CHOOSER = "mode chooser"
#: the same for the player who chose a target in place of the controller (``fx.Target.chooser``)
TARGET_CHOOSER = "target chooser"


# -- piles (CR 700.3) --
#: the result keys of the two piles an ability made, and of the pile chosen among them
PILE_KEYS = ("pile 1", "pile 2")
CHOSEN_PILE = "chosen pile"
#: the result key of the face-down one of "a face-down pile and a face-up pile": [its number
#: (1 or 2), the player who made the piles]
FACE_DOWN_PILE = "face-down pile"


def one_player(game: Game, ref: Any, ctx: Context) -> Player:
    """The one player a reference means where one acts: "an opponent" with several opponents is
    the one the controller chooses (CR 101.4 lets the controller decide)."""
    players = players_of(game, ref, ctx)
    if not players:
        raise UnsupportedAtRuntime(type(ref).__name__, "no player to make the choice")
    if len(players) == 1:
        return players[0]
    return game.choose_one(ctx.controller, "player", "choose a player", players)  # type: ignore[no-any-return]


def choose_pile(game: Game, chooser: Any, ctx: Context) -> list[GameObject]:
    """CR 700.3: ``chooser`` chooses one of the piles the ability made; its objects are "the
    chosen pile", those of the other "the rest" ("the other"). Asked once: a later reference to
    the pile means the pile chosen."""
    if any(key not in ctx.results for key in PILE_KEYS):
        game.unsupported["ChosenPile"] += 1
        raise UnsupportedAtRuntime("ChosenPile", "a pile chosen where the ability made no piles")
    if CHOSEN_PILE not in ctx.results:
        piles = [[o for o in (game.get(i) for i in ctx.results[key]) if o is not None] for key in PILE_KEYS]
        player = one_player(game, chooser, ctx)
        face_down, maker = ctx.results.get(FACE_DOWN_PILE) or (None, None)
        labels = [
            # CR 700.3, 406.3: the cards of a face-down pile are hidden from all but who made it
            f"pile {n} (face down): {len(pile)} card{'s' if len(pile) != 1 else ''}" if n == face_down and player.name != maker
            else f"pile {n}: " + (", ".join(game.label(o) for o in pile) or "no cards")
            for n, pile in enumerate(piles, 1)
        ]
        picked = game.choose_one(player.name, "mode", "choose a pile", (1, 2), labels=labels)
        ctx.results[CHOSEN_PILE] = list(ctx.results[PILE_KEYS[picked - 1]])
        ctx.results["rest"] = list(ctx.results[PILE_KEYS[2 - picked]])
    return [o for o in (game.get(i) for i in ctx.results[CHOSEN_PILE]) if o is not None]


@objects_reference(fx.ChosenPile)
def _chosen_pile(game: Game, ref: fx.ChosenPile, ctx: Context, lki: bool) -> list[Any]:
    """"one pile", "the pile of an opponent's choice" (CR 700.3): the pile ``player`` chooses."""
    return choose_pile(game, ref.player, ctx)


def _triggering_objects(game: Game, ctx: Context, lki: bool) -> list[Any]:
    event = ctx.event
    if event is None:
        return []
    new_id = event.get("new_id")
    if new_id is not None:
        obj = game.get(new_id)
        if obj is not None:
            return [obj]
    if event.object is not None:
        obj = game.get(event.object.id)
        if obj is not None:
            return [obj]
        if lki:
            return [event.object]
    return []


def activated_ability(game: Game, ref: Any, ctx: Context) -> list[Any]:
    """"Whenever you activate an ability that isn't a mana ability, copy it", "... counter that
    ability": in a trigger on an activation, the spell-or-ability the instruction means is the
    ability activated, on the stack (CR 602.2, 707.10, 701.6a), not its source (the event's
    object); none once it has left the stack, or for a mana ability (CR 605.3b: never on the
    stack)."""
    event = ctx.event
    if not (isinstance(ref, fx.Found) and ref.key == "triggering") or event is None or event.kind != "activate":
        return []
    stack_id = event.get("stack_id")
    return [item for item in game.zone("stack").objects if stack_id is not None and item.id == stack_id]


def other_party_objects(game: Game, ctx: Context, lki: bool) -> list[Any]:
    """The other object of the event that triggered the ability: the creature blocked or
    blocking, the creature dealt damage, the spell or ability that targeted (as it is now, or
    as it last was with ``lki``)."""
    party = other_party(game, ctx)
    if party is None or isinstance(party, str):
        return []
    obj = game.get(party.id)
    if obj is not None:
        return [obj]
    return [party] if lki else []


def zone_objects(game: Game, f: fx.Filter, ctx: Context) -> list[Any]:
    if f.zone == "stack":  # spells, and abilities when the description says so
        items = game.zone("stack").objects
        if f.kind in ("spell_or_ability", "ability", "object"):
            return [o for o in items if f.kind != "ability" or not isinstance(o, GameObject)]
        return [o for o in items if isinstance(o, GameObject)]
    if f.zone in ("battlefield", "exile", "command"):
        return [o for o in game.zone(f.zone).objects if isinstance(o, GameObject) and not o.phased_out]
    owners = [p.name for p in players_of(game, f.zone_owner, ctx)] if f.zone_owner is not None else game.apnap()
    out: list[GameObject] = []
    for owner in owners:
        out.extend(game.zone(f.zone, owner).objects)
    return out


def targets_of(game: Game, ref: Any, ctx: Context) -> list[Any]:
    """Objects and players a reference means (damage can go to either)."""
    if isinstance(ref, fx.Target):
        return objects_of(game, ref, ctx) + _target_players(game, ref, ctx)
    if isinstance(ref, fx.Union):
        out: list[Any] = []
        for part in ref.parts:
            out.extend(targets_of(game, part, ctx))
        return out
    if isinstance(ref, fx.AttackedBy):  # a player, or a planeswalker or battle (CR 506.3)
        return objects_of(game, ref, ctx) + players_of(game, ref, ctx)
    if fx.names_players(ref):
        return players_of(game, ref, ctx)
    return objects_of(game, ref, ctx)


class _Facts:
    """What a filter reads about an object, from current characteristics or from last known
    information."""

    def __init__(self, game: Game, obj: GameObject | ObjectInfo):
        if not isinstance(obj, (GameObject, ObjectInfo)):  # an ability on the stack (CR 113.7)
            info = getattr(obj, "source_info", None)
            self.id, self.name, self.controller = obj.id, getattr(obj, "name", ""), obj.controller
            self.owner = info.owner if info else obj.controller
            self.types = self.subtypes = self.supertypes = self.colors = ()
            self.power = self.toughness = None
            self.mana_value, self.mana_cost = 0, None
            self.is_token, self.tapped, self.zone, self.counters = False, False, "stack", ()
            self.every_creature_type, self.abilities, self.face_down = False, (), False
            #: the ability's source (CR 113.7): its id and its information as it was put on the stack
            self.ability_source: tuple[int | None, ObjectInfo | None] | None = (getattr(obj, "source_id", None), info)
            return
        self.ability_source = None
        if isinstance(obj, ObjectInfo):
            self.id, self.name, self.owner, self.controller = obj.id, obj.name, obj.owner, obj.controller
            self.types, self.subtypes, self.supertypes, self.colors = obj.types, obj.subtypes, obj.supertypes, obj.colors
            self.power, self.toughness, self.mana_value = obj.power, obj.toughness, obj.mana_value
            self.mana_cost = obj.mana_cost
            self.is_token, self.tapped, self.zone, self.counters = obj.is_token, obj.tapped, obj.zone, obj.counters
            self.every_creature_type = any(isinstance(a, fx.Keyword) and a.name.casefold() == "changeling" for a in obj.abilities)
            self.abilities = obj.abilities
            self.face_down = obj.face_down
        else:
            chars = game.characteristics(obj)
            self.id, self.name, self.owner = obj.id, chars.name, obj.owner
            self.controller = chars.controller if obj.zone in ("battlefield", "stack") else obj.owner
            self.types, self.subtypes, self.supertypes, self.colors = chars.types, chars.subtypes, chars.supertypes, chars.colors
            self.power, self.toughness = chars.power, chars.toughness
            self.mana_value = game.mana_value(obj)
            self.mana_cost = chars.mana_cost
            self.is_token, self.tapped, self.zone = obj.is_token, obj.tapped, obj.zone
            self.counters = tuple(obj.counters.items())
            self.every_creature_type = chars.every_creature_type
            self.abilities = tuple(game.abilities(obj))
            self.face_down = obj.face_down

    def has_subtype(self, subtype: str) -> bool:
        return subtype in self.subtypes or (self.every_creature_type and subtype in creature_types())


def facts_of(game: Game, obj: GameObject | ObjectInfo) -> _Facts:
    return _Facts(game, obj)


def matches(game: Game, obj: GameObject | ObjectInfo, f: Any, ctx: Context) -> bool:
    """Whether an object fits a description (a Filter, or This)."""
    if isinstance(f, fx.This):
        return obj.id == ctx.source_id
    if isinstance(f, fx.Target):
        return matches(game, obj, f.what, ctx)
    if isinstance(f, fx.Union):
        return any(matches(game, obj, part, ctx) for part in f.parts if not fx.names_players(part))
    if isinstance(f, fx.Chosen):
        return matches(game, obj, f.what, ctx)
    if isinstance(f, fx.CastThisWay):
        # "a spell cast this way": the permission it was cast with is the source's (CR 400.7h)
        return cast_this_way(game, obj, ctx) and (f.what is None or matches(game, obj, f.what, ctx))
    if isinstance(f, fx.Found):
        # "if that spell is countered this way": one of the objects an earlier instruction
        # acted on (by the id it had then; ``obj`` is its last known information once it left)
        return obj.id in ctx.results.get(f.key, [])
    if isinstance(f, (fx.AttachedTo, fx.PairedWith)):
        # "Whenever enchanted creature attacks": the object the source is attached to (paired
        # with) now (CR 303.4, 301.5, 702.95b)
        return obj.id in [o.id for o in objects_of(game, f, ctx)]
    if isinstance(f, fx.Haunted):
        # "When the creature it haunts dies": the object the haunt ability targeted, by its id,
        # also as it last was (CR 702.55b)
        return obj.id == haunted_id(game, ctx)
    if not isinstance(f, fx.Filter):
        game.unsupported[type(f).__name__] += 1
        raise UnsupportedAtRuntime(type(f).__name__, "not a filter")
    facts = facts_of(game, obj)
    return _facts_match(game, facts, f, ctx)


def refers_to(game: Game, ref: Any, ctx: Context, party: GameObject | ObjectInfo | Player) -> bool:
    """Whether ``party`` (a player, an object, or an object's last known information) is what
    a reference of a resolved spell or ability means now: a target or a found object is the one
    chosen or found as it resolved (an object that changed zones is another, CR 400.7); a
    description is read now (prevention and replacement effects, CR 611.2c)."""
    if isinstance(ref, fx.Union):
        return any(refers_to(game, part, ctx, party) for part in ref.parts)
    if isinstance(ref, fx.AnyTarget) and ref.excluded is not None:
        raise UnsupportedAtRuntime("AnyTarget", "any target but some objects, as a description read now")
    if isinstance(ref, fx.AnyTarget):
        return True
    if isinstance(ref, fx.Target):
        return (party.name if isinstance(party, Player) else party.id) in ctx.targets.get(ref.key, [])
    if isinstance(party, Player):
        return fx.names_players(ref) and party.name in [p.name for p in players_of(game, ref, ctx)]
    if fx.names_players(ref):
        return False
    if isinstance(ref, fx.Found):
        return party.id in ctx.results.get(ref.key, [])
    if isinstance(ref, (fx.AttachedTo, fx.PairedWith)):  # "enchanted creature": the one it is attached to now
        return party.id in [o.id for o in objects_of(game, ref, ctx)]
    if isinstance(ref, fx.Haunted):  # CR 702.55b
        return party.id == haunted_id(game, ctx)
    if isinstance(party, ObjectInfo):
        return matches_info(game, party, ref, ctx)
    return matches(game, party, ref, ctx)


def matches_info(game: Game, info: ObjectInfo, f: Any, ctx: Context) -> bool:
    if isinstance(f, fx.This):
        return info.id == ctx.source_id
    if isinstance(f, fx.Union):
        return any(matches_info(game, info, part, ctx) for part in f.parts if not fx.names_players(part))
    return matches(game, info, f, ctx)


def _named(name: str, ctx: Context, game: Game) -> str:
    """"named ~": the card's own name (self-references are normalised to "~", CR 201.4b). A
    static ability's context (``Game.static_context``: its characteristics are not read there,
    as they are being computed) has only the source: its name as printed on its face."""
    if name != "~":
        return name
    if ctx.source_info is not None:
        return ctx.source_info.name
    source = game.get(ctx.source_id) if ctx.source_id is not None else None
    return source.name if isinstance(source, GameObject) else name


def _excluded_name(game: Game, facts: _Facts, f: fx.Filter, ctx: Context) -> bool:
    """Whether the object has a name "not named ~" excludes: a name in common (CR 201.2a); an
    object with no name has none of them (708.2a)."""
    excluded = {part.casefold() for n in f.excluded_names for part in names_of(_named(n, ctx, game))}
    return bool(excluded & {part.casefold() for part in names_of(facts.name)})


def _facts_match(game: Game, facts: _Facts, f: fx.Filter, ctx: Context) -> bool:
    if f.different is not None:
        # "cards with different names" is a quality of a group (CR 201.2b): where a group is
        # chosen it is read by choose_different; an object alone never has it
        game.unsupported["Filter"] += 1
        raise UnsupportedAtRuntime("Filter", f"objects with different {f.different} read of one object, not of a group chosen (CR 201.2b)")
    if f.types and not all(t in facts.types for t in f.types):
        return False
    if f.any_types and not any(t in facts.types for t in f.any_types):
        return False
    if f.excluded_types and any(t in facts.types for t in f.excluded_types):
        return False
    if f.subtypes and not all(facts.has_subtype(s) for s in f.subtypes):
        return False
    if f.any_subtypes and not any(facts.has_subtype(s) for s in f.any_subtypes):
        return False
    if f.supertypes and not all(s in facts.supertypes for s in f.supertypes):
        return False
    if f.colors and not all(c in facts.colors for c in f.colors):
        return False
    if f.name is not None and facts.name.casefold() != _named(f.name, ctx, game).casefold():
        return False
    if f.excluded_names and _excluded_name(game, facts, f, ctx):
        return False  # "not named ~" (CR 201.2, 201.4b)
    if f.other and facts.id == ctx.source_id:
        return False
    if f.token is not None and facts.is_token != f.token:
        return False
    if f.tapped is not None and facts.tapped != f.tapped:
        return False
    if f.controller is not None and facts.controller not in {p.name for p in players_of(game, f.controller, ctx)}:
        return False
    if f.owner is not None and facts.owner not in {p.name for p in players_of(game, f.owner, ctx)}:
        return False
    if f.stat is not None:
        stat, op, amount = f.stat
        have = stat_of(facts, stat)
        if isinstance(amount, fx.StatOf) and amount.what == fx.Found(key=fx.Found.TESTED):
            # "with toughness greater than its power": the object's own other number (CR 208.1)
            other = stat_of(facts, amount.stat)
            if have is None or other is None or not COMPARE[op](have, other):
                return False
        elif have is None or not COMPARE[op](have, evaluate(game, amount, ctx)):
            return False
    if f.same_name_as is not None:
        names = set().union(*(names_of(facts_of(game, o).name) for o in objects_of(game, f.same_name_as, ctx, lki=True)))
        if not names & names_of(facts.name):
            return False  # CR 201.2a: a name in common; an object with no name shares none (701.23c)
    if f.different_name_from is not None:
        names = set().union(*(names_of(facts_of(game, o).name) for o in objects_of(game, f.different_name_from, ctx, lki=True)))
        if names & names_of(facts.name):
            return False  # CR 201.2a: no name in common with any of those objects
    if f.shares_with is not None and _shares(game, facts, f, ctx) is f.shares_none:
        return False  # "that shares a color with it", or with ``shares_none`` "that doesn't" (CR 105.2)
    if f.attached_to is not None:  # CR 301.5, 303.4
        _attached_to_objects(f)
        attached = getattr(game.get(facts.id), "attached_to", None)
        if attached is None or attached not in {o.id for o in objects_of(game, f.attached_to, ctx, lki=True)}:
            return False
    if (f.blocking is not None or f.blocked_by is not None or f.attacking is not None) and not _combat_relation(game, facts, f, ctx):
        return False
    if f.targetable_by is not None and not FILTER_FIELDS["targetable_by"](game, game.get(facts.id), f, ctx):
        return False  # runtime.targets: what a spell could target (CR 115.1)
    if f.source is not None and not _from_source(game, facts, f.source, ctx):
        return False
    return _extended_match(game, facts, f, ctx)


def _from_source(game: Game, facts: _Facts, source: Any, ctx: Context) -> bool:
    """"an activated ability from an artifact source": the object is an ability on the stack
    whose source (CR 113.7) fits ``source``, as that object is now while it is still in the zone
    it was in, else as it last existed (CR 113.7a). A spell or a permanent is no such ability."""
    if facts.ability_source is None:
        return False
    source_id, info = facts.ability_source
    now = game.get(source_id)
    if now is not None and (info is None or now.zone == info.zone):
        return matches(game, now, source, ctx)
    return info is not None and matches(game, info, source, ctx)


def _combat_relation(game: Game, facts: _Facts, f: fx.Filter, ctx: Context) -> bool:
    """"blocking it" (CR 509.1a), "blocked by that creature" (CR 509.1g), "attacking enchanted
    player" (CR 506.3, 508.1b: what a creature attacks is a player, a planeswalker or a battle)."""
    combat = game.state.combat or {}
    attackers = combat.get("attackers", {})
    blockers = combat.get("blockers", {})
    if f.blocking is not None:
        blocked = {o.id for o in objects_of(game, f.blocking, ctx, lki=True)}
        if not any(facts.id in blockers.get(a, ()) for a in blocked):
            return False
    if f.blocked_by is not None:
        blocking = {o.id for o in objects_of(game, f.blocked_by, ctx, lki=True)}
        if facts.id not in attackers or not blocking & set(blockers.get(facts.id, ())):
            return False
    if f.attacking is not None:
        if facts.id not in attackers:
            return False
        if attackers[facts.id] not in _attackable(game, f.attacking, ctx):
            return False
    return True


def _attackable(game: Game, ref: Any, ctx: Context) -> set[Any]:
    """The players (by name) and planeswalkers or battles (by id) a reference names: "your
    opponents", "you or a planeswalker you control" (each part, none chosen)."""
    if isinstance(ref, fx.Union):
        return set().union(*(_attackable(game, part, ctx) for part in ref.parts))
    if fx.names_players(ref):
        return {p.name for p in players_of(game, ref, ctx)}
    return {o.id for o in objects_of(game, ref, ctx, lki=True)}


def _shares(game: Game, facts: _Facts, f: fx.Filter, ctx: Context) -> bool:
    """"shares a color with it" (CR 105.2: colorless is not a color), "a card type" (CR 205.2a),
    "a creature type" (CR 205.3m), "a mana value" (CR 202.3)."""
    quality = f.shared or ""
    for other in objects_of(game, f.shares_with, ctx, lki=True):
        theirs = facts_of(game, other)
        if quality == "color" and set(facts.colors) & set(theirs.colors):
            return True
        if quality == "card type" and set(facts.types) & set(theirs.types):
            return True
        if quality == "permanent type" and set(facts.types) & set(theirs.types) & PERMANENT_TYPES:
            return True
        if quality in ("creature type", "land type") and any(facts.has_subtype(t) for t in theirs.subtypes):
            return True
        if quality == "mana value" and facts.mana_value == theirs.mana_value:
            return True
    return False


PERMANENT_TYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}  # CR 110.4


_OUTLAWS = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")  # CR 700.12


def _extended_match(game: Game, facts: _Facts, f: fx.Filter, ctx: Context) -> bool:
    """The qualities of a Filter beyond types, names and controllers."""
    kind = f.kind
    if kind in ("card",) and facts.is_token:
        return False
    if kind == "token" and not facts.is_token:
        return False
    if kind == "permanent" and facts.zone != "battlefield":
        return False
    if kind == "spell" and (facts.zone != "stack" or facts.ability_source is not None):
        return False  # a spell, not an ability on the stack (CR 112.1, 113.1)
    if f.excluded_subtypes and any(facts.has_subtype(s) for s in f.excluded_subtypes):
        return False
    if f.excluded_supertypes and any(s in facts.supertypes for s in f.excluded_supertypes):
        return False
    if f.any_colors and not any(c in facts.colors for c in f.any_colors):
        return False
    if f.excluded_colors and any(c in facts.colors for c in f.excluded_colors):
        return False
    if f.color_kind is not None:
        count = len(facts.colors)  # CR 105.2
        wanted = {"colorless": count == 0, "multicolored": count >= 2, "monocolored": count == 1}
        if f.color_kind not in wanted:
            raise UnsupportedAtRuntime(f"color quality {f.color_kind!r}")
        if not wanted[f.color_kind]:
            return False
    for state in f.states:
        if state in _CAST_EACH_TURN:
            if not _cast_nth_this_turn(game, facts, f, state, ctx):
                return False
            continue
        if not _has_state(game, facts, state, ctx):
            return False
    for state in f.excluded_states:
        if _has_state(game, facts, state, ctx):
            return False
    if f.keywords or f.excluded_keywords:
        names = {a.name.casefold() for a in facts.abilities if isinstance(a, fx.Keyword)}
        if any(k.casefold() not in names for k in f.keywords):
            return False
        if any(k.casefold() in names for k in f.excluded_keywords):
            return False
    for counter in f.counters:
        have = dict(facts.counters)
        if (counter and not have.get(counter)) or (not counter and not any(have.values())):
            return False
    if f.excluded is not None and facts.id in {o.id for o in objects_of(game, f.excluded, ctx, lki=True)}:
        return False
    for quality in f.chosen:
        if not _has_chosen(game, facts, quality, ctx):
            return False
    for quality in f.excluded_chosen:  # "that aren't of the chosen type" (CR 607.2)
        if _has_chosen(game, facts, quality, ctx):
            return False
    if f.most_votes and facts.id not in most_voted(ctx):
        return False  # "with the most votes or tied for most votes" (CR 701.38)
    if f.chosen_parity is not None:
        # "with mana value of the chosen quality": the parity chosen before (CR 607.2)
        chosen = ctx.results.get("chosen odd or even") or source_marks(game, ctx).get("chosen odd or even")
        number = stat_of(facts, f.chosen_parity)
        if not chosen or number is None or ("odd" if number % 2 else "even") != str(chosen[0]).lower():
            return False
    if f.parity is not None:
        # "with an odd mana value", "with even mana values": zero is even (CR 601.3a's example)
        number = stat_of(facts, f.parity[0])
        if number is None or ("odd" if number % 2 else "even") != f.parity[1]:
            return False
    if f.targets is not None or f.single_target or f.has_targets:  # "spell that targets [reference]"
        item = game.get(facts.id)
        item_ctx = getattr(item, "ctx", None) or getattr(getattr(item, "cast", None), "ctx", None)
        chosen_targets = {t for ts in item_ctx.targets.values() for t in ts} if item_ctx is not None else set()
        if f.single_target and len(chosen_targets) != 1:  # CR 115.1: one object or player, chosen once or more
            return False
        if f.has_targets and not chosen_targets:  # "with one or more targets" (CR 115.1)
            return False
    if f.targets is not None:
        if fx.names_players(f.targets):
            wanted: set[Any] = {p.name for p in players_of(game, f.targets, ctx)}
        else:
            wanted = {o.id for o in objects_of(game, f.targets, ctx, lki=True)}
        if not wanted & chosen_targets:
            return False
        if f.targets_only and not chosen_targets <= wanted:  # "that targets only ~"
            return False
    if f.any_of and not any(_facts_match(game, facts, part, ctx) for part in f.any_of):
        return False
    if f.extreme is not None:
        stat, which = f.extreme
        pool = [facts_of(game, o) for o in zone_objects(game, fx.Filter(zone=f.zone), ctx)]
        rivals = [stat_of(x, stat) for x in pool if _facts_match(game, x, attrs_evolve_filter(f), ctx)]
        rivals = [r for r in rivals if r is not None]
        mine = stat_of(facts, stat)
        if mine is None or not rivals:
            return False
        if (which == "greatest" and mine < max(rivals)) or (which in ("least", "lowest", "smallest") and mine > min(rivals)):
            return False
    return True


#: CR 205.2a: the card types; CR 205.4a: the supertypes
_CARD_TYPES = frozenset(t.casefold() for t in ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery", "Tribal"))
_SUPERTYPES = frozenset(t.casefold() for t in ("Basic", "Legendary", "Ongoing", "Snow", "World"))


def _has_chosen(game: Game, facts: _Facts, quality: str, ctx: Context) -> bool:
    """Whether an object has "the chosen [quality]" (CR 607.2: the value the ability's choice
    remembered, in ``ctx`` or on the source). Each quality is read as the rules define it; a
    quality this cannot read is Unsupported, never a match of everything."""
    chosen = ctx.results.get(f"chosen {quality}") or source_marks(game, ctx).get(f"chosen {quality}")
    if not chosen:
        # nothing was chosen (the permanent entered without its "as ~ enters" choice): no
        # object has a quality that isn't defined (CR 607.2, 701.23c)
        return False
    values = list(chosen) if isinstance(chosen, (list, tuple)) else [chosen]
    if quality == "color":  # CR 105.2: an object is each of its colors
        return any(v in facts.colors for v in values)
    if quality in ("type", "card type", "creature type", "subtype", "land type", "basic land type"):
        # "of the chosen type": the type chosen may be a card type (CR 205.2a), a supertype
        # (205.4a) or a subtype (205.3; a changeling has every creature type, 702.73a)
        return any(_has_type_named(facts, str(v)) for v in values)
    if quality in ("name", "card name"):  # CR 201.2a
        return any(str(v) in names_of(facts.name) for v in values)
    if quality == "player":
        # "from the chosen player": what that player controls, and what they own outside the
        # battlefield and the stack (there the owner is the controller: _Facts; CR 702.16k, 108.4a)
        return facts.controller in values
    raise UnsupportedAtRuntime(f"an object with the chosen {quality}")


def _has_type_named(facts: _Facts, name: str) -> bool:
    word = name.casefold()
    if word in _CARD_TYPES:
        return any(t.casefold() == word or (word == "tribal" and t.casefold() == "kindred") for t in facts.types)
    if word in _SUPERTYPES:
        return any(t.casefold() == word for t in facts.supertypes)
    return facts.has_subtype(name) or facts.has_subtype(name[:1].upper() + name[1:])


#: "the first spell you cast each turn", "the second ...": how many spells of the description
#: its controller cast this turn before it
_CAST_EACH_TURN = {"cast first each turn": 0, "cast second each turn": 1}


def _cast_nth_this_turn(game: Game, facts: _Facts, f: fx.Filter, state: str, ctx: Context) -> bool:
    """"The first spell you cast each turn has cascade.": the object is a spell being cast or
    cast (from CR 601.2a, not a copy: CR 707.10) or a card being considered for casting, and its controller cast exactly that many
    spells of the rest of the description this turn before it (CR 601.2i: the turn's cast
    events, each spell as it was cast; one cast before the ability's source arrived counts)."""
    obj = game.get(facts.id)
    if obj is None or getattr(obj, "spell_copy", False):
        return False  # a copy of a spell is not cast (CR 707.10); one being cast has no record yet
    if obj.zone not in ("stack", "hand", "graveyard", "exile", "library", "command"):
        return False
    rest = attrs.evolve(f, states=tuple(s for s in f.states if s != state))
    player = facts.controller if obj.zone == "stack" else ctx.controller
    before = 0
    for event in events_of_period(game, "turn")[::-1]:  # oldest first
        if event.kind != "cast" or event.object is None:
            continue
        if event.object.id == facts.id and obj.zone == "stack":
            break  # this spell's own cast: those after it are not before it
        if event.player == player and matches_info(game, event.object, rest, ctx):
            before += 1
    return before == _CAST_EACH_TURN[state]


def attrs_evolve_filter(f: fx.Filter) -> fx.Filter:

    return attrs.evolve(f, extreme=None)


def _chosen_as_cast(game: Game, ctx: Context) -> list[str]:
    """The player chosen while the source was cast as a spell (gift's opponent, CR 702.174a,
    chosen as a cost, 601.2b): what the spell, and the permanent it became, call "the chosen
    player"."""
    source = game.get(ctx.source_id)
    cast = (source.cast or source.marks.get("cast")) if isinstance(source, GameObject) else None
    return list(cast.ctx.results.get("chosen player", [])) if cast is not None else []


def source_marks(game: Game, ctx: Context) -> dict[str, Any]:
    source = game.get(ctx.source_id)
    return source.marks if source is not None else {}


#: the states of an object that has an ability of a kind, and that kind
_ABILITY_OF_KIND_STATES = {
    "with mana ability": "mana",
    "with activated ability": "activated",
    "with nonmana activated ability": "nonmana",
    "with triggered ability": "triggered",
}


def _has_state(game: Game, facts: _Facts, state: str, ctx: Context) -> bool:
    """Statuses, combat states and history of an object (CR 110.5, 506, 700)."""
    combat = game.state.combat or {}
    attackers = combat.get("attackers", {})
    blockers = combat.get("blockers", {})
    blocking_ids = {b for bs in blockers.values() for b in bs}
    obj = game.get(facts.id)
    if state == "attacking":
        return facts.id in attackers
    if state == "attacking you":
        return attackers.get(facts.id) == ctx.controller
    if state == "attacking alone":  # CR 506.5: attacking, and no other creature is
        return facts.id in attackers and len(attackers) == 1
    if state in ("attacking a planeswalker you control", "attacking you or a planeswalker you control"):
        # CR 506.2, 508.1b: what a creature attacks is a player or a planeswalker (or battle)
        defender = attackers.get(facts.id)
        if defender is not None and defender == ctx.controller:
            return state.startswith("attacking you ")
        attacked = game.get(defender) if isinstance(defender, int) else None
        return attacked is not None and game.controller_of(attacked) == ctx.controller and game.is_type(attacked, "Planeswalker")
    if state == "exiled with this":
        # "cards exiled with this creature" (CR 607.2a, 406.6): the cards its abilities exiled,
        # while it is the same object (references.link_exiled)
        return facts.id in game.state.linked_exiles.get(ctx.source_id, ()) and obj is not None and obj.zone == "exile"
    if state == "put onto the battlefield with this":
        # "the creature put onto the battlefield with this enchantment" (CR 607.2c): the
        # permanents its abilities put there, while each is the same object (CR 400.7); a
        # trigger on it leaving reads it as it last was (link_put)
        return facts.id in game.state.linked_put.get(ctx.source_id, ())
    if state == "created with this":
        # "tokens created with this enchantment" (CR 607.2c): the tokens its abilities created,
        # while it is the same object, or the object it last was (Game.create_token)
        return facts.id in game.state.linked_tokens.get(ctx.source_id, ())
    if state == "attacking this":  # CR 506.3: a planeswalker or battle that is attacked
        return attackers.get(facts.id) == ctx.source_id
    if state == "blocking":
        return facts.id in blocking_ids
    if state == "blocking this":
        return ctx.source_id in blockers and facts.id in blockers.get(ctx.source_id, [])
    if state == "blocked by this":  # CR 509.1g: an attacker this creature blocks
        return facts.id in attackers and ctx.source_id in blockers.get(facts.id, [])
    if state == "blocked":  # blocked by a creature, or by an effect (CR 509.1h)
        return facts.id in attackers and (bool(blockers.get(facts.id)) or facts.id in combat.get("blocked_by_effect", ()))
    if state == "unblocked":
        return facts.id in attackers and not blockers.get(facts.id) and facts.id not in combat.get("blocked_by_effect", ())
    if state == "dealt damage this way":  # by the resolving spell or ability (DealDamage records it)
        return facts.id in ctx.results.get("dealt damage", [])
    if state == "dealt excess damage this way":  # CR 120.10 (DealDamage records it)
        return any(obj_id == facts.id and n > 0 for obj_id, n in ctx.results.get(fx.ExcessDamage.result_key, []))
    if state == "tapped":
        return facts.tapped
    if state == "untapped":
        return not facts.tapped
    if state == "face-down":
        return facts.face_down
    if state == "face-up":
        return not facts.face_down
    if state in ("enchanted", "equipped"):
        wanted = "Aura" if state == "enchanted" else "Equipment"
        return any(o.attached_to == facts.id and game.characteristics(o).has_subtype(wanted) for o in game.battlefield())
    if state == "modified":  # CR 700.9
        return any(v for _, v in facts.counters) or _has_state(game, facts, "equipped", ctx) or any(
            o.attached_to == facts.id and game.characteristics(o).has_subtype("Aura") and game.controller_of(o) == facts.controller for o in game.battlefield()
        )
    if state in _ABILITY_OF_KIND_STATES:
        # "with a mana ability" (CR 605.1a), "with an activated ability that isn't a mana
        # ability" (CR 602.1), "with a triggered ability" (CR 603.1)
        kind = _ABILITY_OF_KIND_STATES[state]
        for ability in facts.abilities:
            if kind == "triggered":
                if isinstance(ability, fx.TriggeredAbility):
                    return True
            elif isinstance(ability, fx.ActivatedAbility) and (kind == "activated" or (kind == "mana") == could_be_mana_ability(ability)):
                return True
        return False
    if state == "historic":  # CR 700.6
        return "Legendary" in facts.supertypes or "Artifact" in facts.types or facts.has_subtype("Saga")
    if state == "outlaw":  # CR 700.12
        return any(facts.has_subtype(s) for s in _OUTLAWS)
    if state == fx.TOP_OF_LIBRARY:  # "from the top of your library": only the top card (CR 401.1)
        library = game.zone("library", facts.owner).objects if facts.zone == "library" else []
        return bool(library) and library[0].id == facts.id
    if state == "commander":
        return False  # no commanders in these games
    if state == "opening hand":
        # CR 103.6: the hand kept before the first turn, whose actions are taken before it; a
        # game of the runtime has begun (it starts with a turn), so no card is in one any more
        return False
    if state == "double-faced":
        return obj is not None and len(obj.definition.faces) > 1 and obj.definition.layout in ("transform", "modal_dfc", "double_faced_token", "meld")
    if state == "goaded":  # by goad (a mark) or by a static ability (a rule, CR 701.15b)
        return obj is not None and (bool(obj.marks.get(state)) or state in game.characteristics(obj).rules)
    if state == "suspended":
        # CR 702.62b: a card is suspended if it is in exile, has suspend, and has a time counter
        # on it
        return isinstance(obj, GameObject) and obj.zone == "exile" and bool(obj.counters.get("time")) and game.characteristics(obj).has_keyword("suspend")
    # CR 719.3b: "solved", a designation a Case keeps until it leaves the battlefield
    if state in ("renowned", "monstrous", "suspected", "saddled", "exerted", "harnessed", "solved"):
        return obj is not None and bool(obj.marks.get(state))
    if state == fx.HAS_ADVENTURE:
        # CR 715.2a-b: an adventurer card has the alternative characteristics of an Adventure in
        # every zone, used or not, and so has a copy of it (the copy's definition keeps the layout)
        if not isinstance(obj, GameObject):
            raise UnsupportedAtRuntime(f"state {state!r} of an object that is gone")
        return obj.definition.layout == "adventure"
    if state == fx.X_IN_MANA_COST:  # CR 107.3, 202.1: the symbol {X} in its mana cost
        if not isinstance(obj, GameObject):
            raise UnsupportedAtRuntime(f"state {state!r} of an object that is gone")
        cost = game.characteristics(obj).mana_cost
        return cost is not None and cost.has_x
    if state in fx.COST_PAID_STATES:
        # CR 702.33d, 702.166b: a spell whose controller declared the intention to pay its kicker
        # (bargain) cost is "kicked" ("bargained"); a spell only, as it is on the stack
        cast = obj.cast if isinstance(obj, GameObject) and obj.zone == "stack" else None
        return cast is not None and fx.COST_PAID_STATES[state] in cast.ctx.costs_paid
    if state in ("activated", "triggered"):
        item = game.get(facts.id)
        return getattr(item, "kind", None) == state
    if state.endswith("this turn"):
        return happened_this_turn(game, facts.id, state.replace(" this turn", ""), you=ctx.controller)
    if state == RING_BEARER:  # CR 701.54e: under the control of the player whose Ring-bearer it is
        return obj is not None and is_ring_bearer(game, obj)
    if state == "paired":  # soulbond (CR 702.95b)
        return obj is not None and partner(game, obj) is not None
    if state == "shares a creature type":
        source = game.get(ctx.source_id)
        if source is None:
            return False
        mine = game.characteristics(source)
        return any(facts.has_subtype(t) for t in mine.subtypes) or (mine.every_creature_type and bool(facts.subtypes))
    raise UnsupportedAtRuntime(f"state {state!r}")


#: what an object did this turn, read from the turn's events (happened_this_turn)
_HISTORY = ("attacked", "entered", "died", "was dealt damage", "was dealt combat damage", "was dealt noncombat damage", "was dealt excess damage", "left battlefield", "attacked or blocked", "dealt damage", "dealt damage to you", "dealt damage to an opponent", "blocked", "blocked or was blocked")


def events_of_period(game: Game, period: str = "turn") -> list[Any]:
    """The game's events of the current turn (``period`` "turn"), of the combat phase under way
    ("combat": from its beginning of combat step, CR 506.1; a turn may have more than one, CR
    500.8), the latest first. Asking for the combat outside a combat phase is unsupported: there
    is no such combat."""
    state = game.state
    if period == "game":  # "if it hasn't dealt damage yet" (CR 400.7): the whole log
        return list(reversed(state.events))
    if period == "last_turn":  # "if you lost life last turn": the turn before this one
        return [e for e in reversed(state.events) if e.turn == state.turn - 1]
    if period not in ("turn", "combat"):
        raise UnsupportedAtRuntime("history", f"history of the current {period}")
    if period == "combat" and PHASE_OF_STEP.get(state.step) != "combat":
        raise UnsupportedAtRuntime("history", "what happened this combat, outside a combat phase")
    out = []
    for event in reversed(state.events):
        if event.turn != state.turn:
            break
        out.append(event)
        if period == "combat" and event.kind == "step" and event.get("step") == "beginning_of_combat":
            break
    return out


def zone_changes_of_period(game: Game, what: Any, to: str, origin: str, ctx: Context, period: str = "turn") -> Iterator[Any]:
    """The zone changes of the period (CR 400.7) into a ``to`` zone ("anywhere": any) from ``origin`` ("anywhere",
    a zone, or "anywhere other than ZONE") of objects ``what`` fits as they were just before they
    moved (their last known information, CR 608.2h: the event keeps it), the latest first."""
    excluded = origin.removeprefix("anywhere other than ") if origin.startswith("anywhere other than ") else None
    for event in events_of_period(game, period):
        if event.kind != "zone_change" or to not in ("anywhere", event.to_zone) or event.object is None:
            continue
        if excluded is not None and event.from_zone == excluded:
            continue
        if excluded is None and origin != "anywhere" and event.from_zone != origin:
            continue
        if matches(game, _as_it_entered(game, event) if event.to_zone == "battlefield" else event.object, what, ctx):
            yield event


def _as_it_entered(game: Game, event: Any) -> Any:
    """The permanent a zone change onto the battlefield made (CR 400.7: a new object; CR 111.1:
    a token created enters too), as it is while it is there, or as it last existed there once
    it has left (its last known information, CR 608.2h, kept by the event of its leaving); the
    object the event moved when neither is known; its controller, the one it entered under."""
    new_id = event.get("new_id")
    entered = game.get(new_id) if new_id is not None else None
    found = event.object
    if entered is not None and entered.zone == "battlefield":
        found = game.info(entered)
    else:
        for later in events_of_period(game, "turn"):
            if later.kind == "zone_change" and later.from_zone == "battlefield" and later.object is not None and later.object.id == new_id:
                found = later.object
                break
    # "entered the battlefield under your control": its controller as it entered, kept by the event
    controller = event.get("controller")
    return attrs.evolve(found, controller=controller) if controller is not None and found is not None else found


def happened_this_turn(game: Game, object_id: int, what: str, you: str | None = None, period: str = "turn") -> bool:
    """History of the current turn (``period``: or of the combat or step under way,
    events_of_period): "attacked", "entered", "died", "was dealt damage" (of either kind, or "was dealt combat damage",
    "was dealt noncombat damage", CR 120.2), "was dealt excess damage" (CR 120.10), "dealt damage" (as its
    source), "dealt damage to you" (``you``: the player that "you" is), "blocked", "blocked or was
    blocked" (either side of a block, CR 509.1h), "dealt damage to an opponent" (of ``you``)."""
    for event in events_of_period(game, period):
        if what.startswith("dealt damage"):
            sources = {getattr(o, "id", None) for o in event.objects or ()}
            if event.kind != "damage" or object_id not in sources:
                continue
            if what == "dealt damage" or (what == "dealt damage to you" and event.object is None and event.player == you):
                return True
            if what == "dealt damage to an opponent" and event.object is None and event.player not in (None, you):
                return True  # "you": the player whose opponents they are (CR 102.2)
            continue
        if what.startswith("put into "):
            # "a card in your graveyard that was put there from the battlefield this turn": the
            # zone change that made this object (CR 400.7: the card there is a new object)
            to, _, origin = what.removeprefix("put into ").partition(" from ")
            if event.kind == "zone_change" and event.get("new_id") == object_id and event.to_zone == to and origin in ("anywhere", event.from_zone):
                return True
            continue
        if what == "blocked or was blocked":
            # CR 509.1a, 509.1h: the blocker (the event's object) or the attacker it blocks
            if event.kind == "block" and object_id in {getattr(o, "id", None) for o in (event.object, *(event.objects or ()))}:
                return True
            continue
        ids = {event.object.id if event.object else None, event.get("new_id")}
        if object_id not in ids:
            continue
        if what == "attacked" and event.kind == "attack":
            return True
        if what == "entered" and event.kind == "zone_change" and event.to_zone == "battlefield":
            return True
        if what == "died" and event.kind == "zone_change" and event.from_zone == "battlefield" and event.to_zone == "graveyard":
            return True
        if what == "was dealt damage" and event.kind == "damage":
            return True
        if what in ("was dealt combat damage", "was dealt noncombat damage") and event.kind == "damage" and bool(event.get("combat")) == (what == "was dealt combat damage"):
            return True  # CR 120.2: combat damage is dealt in the combat damage step
        if what == "was dealt excess damage" and event.kind == "damage" and event.get("excess"):
            return True  # CR 120.10, recorded with the damage event (Game.deal_damage)
        if what == "left battlefield" and event.kind == "zone_change" and event.from_zone == "battlefield":
            return True
        if what == "attacked or blocked" and event.kind in ("attack", "block"):
            return True
        if what == "blocked" and event.kind == "block":
            return True
    if what not in _HISTORY and not what.startswith("put into "):
        raise UnsupportedAtRuntime(f"history {what!r}")
    return False


def stat_of(facts: _Facts, stat: str) -> int | None:
    """A number of what ``facts`` describe: power, toughness, mana value, counters of every
    kind, or "counters:KIND"."""
    if stat == "power":
        return facts.power
    if stat == "toughness":
        return facts.toughness
    if stat == "mana_value":
        return facts.mana_value
    if stat == "power_plus_toughness":  # "total power and toughness" (CR 208.1: both numbers)
        if facts.power is None or facts.toughness is None:
            return None
        return facts.power + facts.toughness
    if stat == "colors":  # "exactly two colors": how many colors it is (CR 105.2)
        return len(set(facts.colors))
    if stat == "abilities":  # "with no abilities" (CR 113.1, 113.3): how many it has
        return len(facts.abilities)
    if stat == "counters":  # counters of every kind (CR 122.1)
        return sum(dict(facts.counters).values())
    if stat.startswith("counters:"):
        return dict(facts.counters).get(stat.split(":", 1)[1], 0)
    if stat.startswith("mana_symbols:"):
        # chroma (CR 207.2c): the mana symbols of that color in its mana cost, a hybrid or
        # Phyrexian symbol counting for each of its colors (CR 107.4e, 107.4f); no mana cost,
        # none (CR 202.1b)
        color = stat.split(":", 1)[1]
        return 0 if facts.mana_cost is None else sum(1 for symbol in facts.mana_cost.symbols if color in symbol.colors)
    raise UnsupportedAtRuntime(f"stat {stat!r}")


def is_undefined(game: Game, f: Any, ctx: Context) -> bool:
    """CR 701.23c: a description whose quality is undefined ("the same name as the chosen
    card" when no card was chosen)."""
    if isinstance(f, fx.Filter) and f.same_name_as is not None:
        return not objects_of(game, f.same_name_as, ctx, lki=True)
    return False


def has_stated_quality(f: Any) -> bool:
    """CR 701.23b/d: "a card" or "three cards" is a plain quantity; any other description is
    a stated quality."""
    if not isinstance(f, fx.Filter):
        return True
    plain = fx.Filter(zone=f.zone, zone_owner=f.zone_owner, owner=f.owner, controller=f.controller)
    return f != plain


PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_of(game: Game, player: str) -> list[GameObject]:
    """CR 700.8: up to one each of a Cleric, a Rogue, a Warrior and a Wizard among the creatures
    ``player`` controls, chosen so that the party is as large as possible (CR 700.8a: a creature
    with several of those types fills one role). In battlefield order."""
    members: list[tuple[GameObject, set[str]]] = []
    for obj in game.battlefield(player):
        chars = game.characteristics(obj)
        if "Creature" in chars.types:
            roles = {r for r in PARTY_ROLES if chars.has_subtype(r)}
            if roles:
                members.append((obj, roles))
    best: list[GameObject] = []

    def assign(i: int, taken: set[str], chosen: list[GameObject]) -> None:
        nonlocal best
        if len(chosen) > len(best):
            best = list(chosen)
        if i == len(members) or len(best) == len(PARTY_ROLES):
            return
        obj, roles = members[i]
        for role in sorted(roles - taken):
            assign(i + 1, taken | {role}, [*chosen, obj])
        assign(i + 1, taken, chosen)

    assign(0, set(), [])
    return best


@objects_reference(fx.AttachedTo)
def _attached_to(game: Game, ref: fx.AttachedTo, ctx: Context, lki: bool) -> list[Any]:
    """CR 303.4, 301.5: what this Aura/Equipment is attached to; after it left the battlefield
    ("Sacrifice this Aura: Destroy all creatures blocking enchanted creature"), what it was
    attached to as it last existed there (CR 608.2h)."""
    source = game.get(ctx.source_id)
    if source is not None and source.zone == "battlefield":
        attached = source.attached_to
    else:
        known = game.state.last_known.get(ctx.source_id)
        attached = known.attached_to if known is not None and known.zone == "battlefield" else None
    target = game.get(attached)
    return [target] if target is not None else []


@objects_reference(fx.PartyOf)
def _party(game: Game, ref: fx.PartyOf, ctx: Context, lki: bool) -> list[Any]:
    return [o for p in players_of(game, ref.player, ctx) for o in party_of(game, p.name)]


@objects_reference(fx.PairedWith)
def _paired_with(game: Game, ref: fx.PairedWith, ctx: Context, lki: bool) -> list[Any]:
    """The creature this one is paired with (CR 702.95b)."""
    source = game.get(ctx.source_id)
    other = partner(game, source) if source is not None else None
    return [other] if other is not None else []


#: the mark of an exiled card (GameObject.marks) naming the object it haunts: the id of the target
#: of the haunt ability that exiled it (CR 702.55a-b); a new object (CR 400.7) has no marks
HAUNTING = "haunting"


def haunted_id(game: Game, ctx: Context) -> int | None:
    """The id of the object the source haunts (CR 702.55b), or None: a card haunts only while it
    is the exiled card its haunt ability exiled."""
    source = game.get(ctx.source_id) if ctx.source_id is not None else None
    if source is None or source.zone != "exile":
        return None
    return source.marks.get(HAUNTING)


@objects_reference(fx.Haunted)
def _haunted(game: Game, ref: fx.Haunted, ctx: Context, lki: bool) -> list[Any]:
    """"the creature it haunts" (CR 702.55b): the object the haunt ability targeted, while it is
    that object (once it changed zones it is another, CR 400.7)."""
    haunted = game.get(haunted_id(game, ctx))
    return [haunted] if haunted is not None else []


@objects_reference(fx.TopOfLibrary)
def _top_of_library(game: Game, ref: fx.TopOfLibrary, ctx: Context, lki: bool) -> list[Any]:
    out: list[Any] = []
    n = max(0, evaluate(game, ref.amount, ctx))
    for p in players_of(game, ref.player, ctx):
        cards = [o for o in game.zone("library", p.name).objects if o.id not in game.state.entering]
        out.extend(cards[-n:] if ref.bottom and n else cards[:n])
    return out


@objects_reference(fx.Union)
def _union_objects(game: Game, ref: fx.Union, ctx: Context, lki: bool) -> list[Any]:
    parts = [p for p in ref.parts if not fx.names_players(p)]
    if ref.either and len(parts) > 1:
        labels = [p.describe()[:60] for p in parts]
        parts = [game.choose_one(ctx.controller, "mode", "which one", parts, labels=labels)]
    if len(parts) > 1 and all(isinstance(p, fx.Chosen) for p in parts):
        return _choose_each(game, parts, ctx, lki)
    return [o for part in parts for o in objects_of(game, part, ctx, lki=lki)]


def _choose_each(game: Game, parts: list[fx.Chosen], ctx: Context, lki: bool) -> list[Any]:
    """"a creature card and/or a land card from among them": one choice for each noun phrase,
    in order, each of other objects than those chosen before it (two noun phrases mean two
    objects; CR 608.2c, the instructions are followed as written); the rest are the objects of
    the group they are chosen among (else the candidates of any part) that no part chose."""
    chosen: list[Any] = []
    candidates: dict[int, None] = {}
    for part in parts:
        taken = frozenset(o.id for o in chosen)
        chosen.extend(_choose_objects(game, part, ctx, lki, taken=taken))
        candidates.update(dict.fromkeys(ctx.results.get("rest", ())))
    groups = {p.what.among for p in parts if isinstance(p.what, fx.Amongst)}
    if len(groups) == 1 and all(isinstance(p.what, fx.Amongst) for p in parts):
        # "... from among them. Put the rest into your graveyard": the rest of the group, of
        # either quality or neither
        candidates = dict.fromkeys(o.id for o in objects_of(game, next(iter(groups)), ctx))
    picked = {o.id for o in chosen}
    ctx.results["rest"] = [i for i in candidates if i not in picked]
    return chosen


@objects_reference(fx.AnyTarget)
def _any_target(game: Game, ref: fx.AnyTarget, ctx: Context, lki: bool) -> list[Any]:
    if ref.excluded is not None:
        raise UnsupportedAtRuntime("AnyTarget", "any target but some objects, as a description read now")
    return [o for o in game.battlefield() if game.characteristics(o).types and any(t in game.characteristics(o).types for t in ("Creature", "Planeswalker", "Battle"))]


#: the player a "each opponent who ..." description is testing (PlayerRole("each") in it)
_TESTED_PLAYER = "tested player"


def tested_player(ctx: Context, name: str) -> Context:
    """The context with ``name`` the player PlayerRole("each") names (the player a PlayersWho or
    an ExtremeOfPlayers is at; an inner one is the nearer)."""
    return attrs.evolve(ctx, results={**ctx.results, _TESTED_PLAYER: [name]})


@players_reference(fx.PlayersWho)
def _players_who(game: Game, ref: fx.PlayersWho, ctx: Context) -> list[Player]:
    """"each opponent who has less life than you", "each player who controls a creature with
    power 4 or greater": the players of ``ref.players`` for whom the condition holds now, each
    tested as PlayerRole("each"). Who could not do what an instruction asked is not recorded:
    that condition is unsupported (CannotDo)."""
    if isinstance(ref.condition, fx.CannotDo):
        name = type(ref.condition).__name__
        game.unsupported[name] += 1
        raise UnsupportedAtRuntime(name, "which players did what an instruction offered is not recorded yet")
    out = []
    for p in players_of(game, ref.players, ctx):
        if check_condition(game, ref.condition, tested_player(ctx, p.name)):
            out.append(p)
    return out


COMPARE = {">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt, "==": operator.eq, "!=": operator.ne}



def tally_votes(ctx: Context) -> dict[Any, int]:
    """The votes cast in the ability's vote for each choice, by casefolded word or object id
    (CR 701.38; ctx.results["votes"], remembered by runtime.effects.choices)."""
    counts: dict[Any, int] = {}
    for _, choice in ctx.results.get("votes", []):
        key = choice.casefold() if isinstance(choice, str) else choice
        counts[key] = counts.get(key, 0) + 1
    return counts


def most_voted(ctx: Context) -> set[Any]:
    """The choices of the ability's vote with the most votes, ties included (CR 701.38); none
    when no vote was cast."""
    counts = tally_votes(ctx)
    top = max(counts.values(), default=0)
    return {key for key, count in counts.items() if count == top and top > 0}
