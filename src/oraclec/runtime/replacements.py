"""Replacement effects (CR 614) and their interaction (CR 616).

A proposed event (a zone move, a draw, a mill) is offered to every replacement effect that
applies to it. Each applies at most once to an event (CR 614.5). When several apply, the
affected player (or the controller of the affected object) chooses which goes first (CR 616.1),
as a ``replacement`` choice; an optional one ("you may ... instead") can be declined with "no".

Where replacement effects come from:

* ``Replacement`` abilities of objects in the zones where they function (dredge in a
  graveyard, CR 702.52a; flashback's exile on the stack, CR 702.34a);
* ``EntersWith`` abilities of a permanent that is entering (CR 614.1c, 614.12), whose
  effects ("As this enters, mill two cards") happen while the permanent is still entering,
  so it is not among the cards milled (CR 614.13c).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from .context import Context
from .definitions import CardDef, token_definition
from .errors import UnsupportedAtRuntime
from .layers import all_abilities, carries_to_permanent, flatten, static_effects_of
from .mana import Mana, parse_mana
from .references import matches, objects_of, players_of, refers_to
from .state import Event, GameObject, ObjectInfo, Player
from .triggers import _matches_one

if TYPE_CHECKING:
    from .game import Game, ZoneMove


@attrs.define
class Candidate:
    key: Any
    source: GameObject
    ability: Any
    optional: bool
    controller: str
    apply: Callable[[], None]
    label: str


def _sources(game: Game) -> list[GameObject]:
    return game.objects_with(fx.Replacement)


def _ability_context(game: Game, source: GameObject, ability: Any) -> Context:
    ctx = Context(controller=game.controller_of(source), source_id=source.id, source_info=game.info(source), ability=ability)
    if source.zone == "stack" and source.cast is not None:
        ctx.costs_paid = source.cast.ctx.costs_paid
        ctx.x = source.cast.ctx.x
    return ctx


def _counted_each_turn(game: Game, candidates: list[Candidate]) -> None:
    """A replacement of only the first such event of each turn ("The first time you would create
    one or more tokens each turn", CR 614.1a: ``matches.nth_each_turn``) is reported, not applied
    to every event: the events that would have happened are not counted yet."""
    for candidate in candidates:
        matches = getattr(candidate.ability, "matches", None)
        if isinstance(matches, fx.Trigger) and matches.nth_each_turn is not None:
            game.unsupported["Replacement"] += 1
            raise UnsupportedAtRuntime("Replacement", "a replacement of only the first such event each turn (CR 614.1a) is not applied yet")


def _choose_and_apply(game: Game, player: str, candidates: list[Candidate], what: str) -> bool:
    """Pick one applicable replacement (CR 616.1) and apply it; False if declined/none."""
    if not candidates:
        return False
    _counted_each_turn(game, candidates)
    everything_optional = all(c.optional for c in candidates)
    if len(candidates) == 1 and not everything_optional:
        chosen: Any = candidates[0]
    else:
        options: list[Any] = list(candidates)
        labels = [c.label for c in candidates]
        if everything_optional:
            options.append("no")
            labels.append("no")
        chosen = game.ask(player, "replacement", f"which replacement applies to {what}", options, labels=labels)[0]
        if chosen == "no":
            return False
    game.replacement_applied(chosen.ability)
    chosen.apply()
    return True


# -- zone changes ----------------------------------------------------------------------------
def replace_zone_move(game: Game, proposal: ZoneMove, ctx: Context | None) -> None:
    """Apply the replacement effects of a zone move, modifying ``proposal`` in place."""
    while not proposal.cancelled:
        candidates = _zone_candidates(game, proposal)
        affected = proposal.controller or proposal.obj.controller
        if not _choose_and_apply(game, affected, candidates, f"{proposal.obj.name} moving to {proposal.to}"):
            return


def _zone_candidates(game: Game, proposal: ZoneMove) -> list[Candidate]:
    obj = proposal.obj
    out: list[Candidate] = []
    from_zone = obj.zone
    # leaving the stack: flashback and the like (CR 702.34a), on the object itself
    if from_zone == "stack" and proposal.to != "stack":
        for index, ability in enumerate(game.abilities(obj)):
            if isinstance(ability, fx.Replacement) and ability.event == "leave_stack":
                key = ("leave_stack", obj.id, index)
                if key in proposal.applied:
                    continue
                actx = _ability_context(game, obj, ability)
                if ability.condition is not None and not game.check_condition(ability.condition, actx):
                    continue
                if ability.to is None or ability.to == proposal.to:
                    continue

                def redirect(ability: Any = ability, key: Any = key) -> None:
                    proposal.applied.add(key)
                    proposal.to = ability.to
                    proposal.position = None

                out.append(Candidate(key, obj, ability, ability.optional, game.controller_of(obj), redirect, obj.name))
    # aftermath (CR 702.127a): "If this spell was cast from a graveyard, exile it instead of
    # putting it anywhere else any time it would leave the stack."
    cast = obj.cast if from_zone == "stack" else None
    if cast is not None and cast.method == "aftermath" and proposal.to not in ("exile", "stack") and ("aftermath", obj.id) not in proposal.applied:

        def exile(key: Any = ("aftermath", obj.id)) -> None:
            proposal.applied.add(key)
            proposal.to = "exile"
            proposal.position = None

        out.append(Candidate(("aftermath", obj.id), obj, None, False, game.controller_of(obj), exile, obj.name))
    # CR 122.1h: finality counters: "If this permanent would be put into a graveyard from the
    # battlefield, exile it instead."
    if from_zone == "battlefield" and proposal.to == "graveyard" and obj.counters.get("finality", 0) > 0 and ("finality", obj.id) not in proposal.applied:

        def finality(key: Any = ("finality", obj.id)) -> None:
            proposal.applied.add(key)
            proposal.to = "exile"
            proposal.position = None

        out.append(Candidate(("finality", obj.id), obj, None, False, game.controller_of(obj), finality, obj.name))
    # madness (CR 702.35a): "If a player would discard this card, that player discards it, but
    # exiles it instead of putting it into their graveyard"
    if from_zone == "hand" and proposal.cause == "discard" and proposal.to == "graveyard":
        for index, ability in enumerate(game.abilities(obj)):
            key = ("discard", obj.id, index)
            if not (isinstance(ability, fx.Replacement) and ability.event == "discard" and ability.to) or key in proposal.applied:
                continue
            if ability.caused_by is not None:
                # "If a spell or ability an opponent controls causes you to discard this card"
                # (CR 701.9a): only a discard such a spell or ability causes
                causers = {p.name for p in players_of(game, ability.caused_by, _ability_context(game, obj, ability))}
                if proposal.cause_controller not in causers:
                    continue

            def discard_into(ability: Any = ability, key: Any = key) -> None:
                proposal.applied.add(key)
                proposal.to = ability.to
                proposal.position = None

            out.append(Candidate(key, obj, ability, ability.optional, game.controller_of(obj), discard_into, obj.name))
    # entering the battlefield (CR 614.1c-d, 614.12)
    if proposal.to == "battlefield":
        # put onto the battlefield face down, it has none of its abilities as it enters (CR 708.3)
        own = () if proposal.face_down else _entering_abilities(game, obj)
        for index, ability in enumerate(own):
            if not isinstance(ability, fx.EntersWith) or ability.what is not None:
                continue
            key = ("enters_with", obj.id, index)
            if key in proposal.applied:
                continue
            # "enters tapped unless you control a Swamp", "if this creature was kicked, it enters
            # with ...": the condition is checked as the permanent enters, with what was paid for
            # the spell it was (CR 614.12, 702.33d)
            if ability.condition is not None and not game.check_condition(ability.condition, _entering_context(game, obj, ability, proposal)):
                continue

            def enter_with(ability: Any = ability, key: Any = key) -> None:
                proposal.applied.add(key)
                ectx = _entering_context(game, obj, ability, proposal)
                if ability.tapped:
                    proposal.tapped = True
                if ability.untapped:  # CR 614.1c
                    proposal.tapped = False
                if ability.counter and ability.amount is not None:
                    proposal.counters[ability.counter] += game.evaluate(ability.amount, ectx)
                for effect in getattr(ability, "effects", ()):
                    effect.apply(game, ectx)
                if ability.under is not None:
                    # "enters under the control of an opponent of your choice": the player
                    # chosen as it enters (CR 614.12a) controls it (CR 110.2)
                    players = players_of(game, ability.under, ectx)
                    if players:
                        proposal.controller = players[0].name
                # the choices belong to the permanent it becomes, a new object (CR 400.7, 607.2)
                proposal.marks.update({k: v for k, v in ectx.results.items() if k.startswith("chosen")})

            out.append(Candidate(key, obj, ability, False, proposal.controller or obj.controller, enter_with, obj.name))
        # "Creatures your opponents control enter tapped.": permanents on the battlefield that
        # modify how others enter (CR 614.1c), checked as the entering object would exist (CR
        # 614.12); or a card in the zone its ability functions in ("As long as this creature is
        # in your graveyard, ...", CR 113.6b)
        for source in game.objects_with(fx.EntersWith):
            if source.id == obj.id:
                continue
            for index, ability in enumerate(game.abilities(source)):
                if not isinstance(ability, fx.EntersWith) or ability.what is None or not game.functions_in(ability, source):
                    continue
                key = ("enters_with", source.id, index, obj.id)
                if key in proposal.applied:
                    continue
                actx = _ability_context(game, source, ability)
                if not game_matches(game, obj, ability.what, actx):
                    continue
                # "... for each mana from a Treasure spent to cast them": "them" is the permanent
                # entering, read as it would exist (CR 614.12) with the spell it was (CR 601.2h)
                actx.results["entering"] = [obj.id]
                if ability.condition is not None and not game.check_condition(ability.condition, actx):
                    continue

                def others_enter_with(ability: Any = ability, key: Any = key, actx: Context = actx) -> None:
                    proposal.applied.add(key)
                    if ability.tapped:
                        proposal.tapped = True
                    if ability.untapped:
                        # "Lands you control enter untapped." (CR 614.1c): applied after an
                        # "enters tapped" effect, as the controller may order them (CR 616.1),
                        # the permanent enters untapped
                        proposal.tapped = False
                    if ability.counter and ability.amount is not None:
                        proposal.counters[ability.counter] += game.evaluate(ability.amount, actx)

                out.append(Candidate(key, source, ability, False, proposal.controller or obj.controller, others_enter_with, source.name))
        out += _created_entering_candidates(game, proposal)
    # replacement effects that resolving spells and abilities set up ("If that creature would
    # die this turn, exile it instead")
    out += _created_zone_candidates(game, proposal)
    # other replacement abilities watching zone moves ("If ~ would die, ... instead")
    for source in _sources(game):
        for index, ability in enumerate(game.abilities(source)):
            if not isinstance(ability, fx.Replacement) or ability.event not in ("die", "leave_battlefield", "enter", "put_into_graveyard"):
                continue
            if not game.functions_in(ability, source):
                continue
            if not _zone_event_matches(game, ability, proposal, source):
                continue
            key = ("zone", source.id, index)
            if key in proposal.applied:
                continue
            actx = _ability_context(game, source, ability)
            if ability.condition is not None and not game.check_condition(ability.condition, actx):
                continue

            def replace(ability: Any = ability, key: Any = key, source: Any = source, actx: Context = actx) -> None:
                proposal.applied.add(key)
                destination = _redirect_of(ability)
                if ability.instead and destination is not None:
                    # "exile it instead" (Dryad Militant): the same zone change, to another zone
                    # (CR 614.1a, 614.6), not a cancelled one and a new move of an object that is
                    # still where it was (a resolved instant left on the stack, CR 608.2n)
                    proposal.to = destination
                    proposal.position = None
                    return
                if ability.to:
                    proposal.to = ability.to
                    proposal.position = None
                if ability.instead:
                    proposal.cancelled = not ability.to
                    actx.results["replaced"] = [proposal.obj.id]
                    game.run(ability.instead, actx)

            out.append(Candidate(key, source, ability, ability.optional, proposal.controller or obj.controller, replace, source.name))
    return out


def _entering_context(game: Game, obj: GameObject, ability: Any, proposal: ZoneMove) -> Context:
    """The context of an entering permanent's own ability, under the player it enters under:
    X and the costs paid for the spell it was (CR 107.3m, 702.33d)."""
    ectx = Context(controller=proposal.controller or obj.controller, source_id=obj.id, source_info=game.info(obj), ability=ability, entering=proposal)
    cast = obj.cast if obj.zone == "stack" else None
    if cast is not None:
        ectx.x = cast.ctx.x  # CR 107.3m
        ectx.costs_paid = cast.ctx.costs_paid
        # "If ~ was cast using web-slinging, he enters with X +1/+1 counters on him, where X is
        # the mana value of the returned creature": the objects the spell's costs moved (CR
        # 601.2h), as they last existed (CR 608.2h)
        ectx.results.update({k: v for k, v in cast.ctx.results.items() if k in _COST_RESULTS or k.startswith("lki:")})
    return ectx


#: what paying a spell's costs records (runtime.costs): read by its permanent as it enters
_COST_RESULTS = ("sacrificed", "returned")


#: events of the zone-change replacements a resolving spell or ability may set up
_CREATED_ZONE_EVENTS = {"die": "die", "dies": "die", "leave_battlefield": "leave_battlefield", "put_into_graveyard": "put_into_graveyard"}
CREATED_ZONE = "zone_replacement"


def add_zone_replacement(game: Game, effect: fx.CreateReplacement, ctx: Context) -> None:
    """Keep a replacement effect of a resolving spell or ability (CR 614.1) in the game state
    until its duration ends (the cleanup step for "this turn", CR 514.2) or, for "the next
    time", until it has applied. Only a change of where the object goes is applied yet ("exile
    it instead"); anything else stays UnsupportedAtRuntime, counted."""
    replacement = effect.replacement
    destination = _redirect_of(replacement)
    if replacement.event not in _CREATED_ZONE_EVENTS or destination is None or replacement.condition is not None or replacement.optional:
        game.unsupported["CreateReplacement"] += 1
        raise UnsupportedAtRuntime("CreateReplacement", f"a replacement of {replacement.event!r} set up by a resolving spell, other than where the object goes instead, is not applied yet")
    if effect.duration not in ("end_of_turn", None):
        game.unsupported["CreateReplacement"] += 1
        raise UnsupportedAtRuntime("CreateReplacement", f"a replacement lasting {effect.duration} is not tracked yet")
    label = ctx.source_info.name if ctx.source_info is not None else "a resolved spell or ability"
    game.state.replacements.append(
        {"kind": CREATED_ZONE, "replacement": replacement, "to": destination, "ctx": ctx, "duration": effect.duration, "once": effect.once, "label": label}
    )
    game._touch()


def _redirect_of(replacement: Any) -> str | None:
    """Where the object goes instead: ``to``, or "exile it instead" (one move of the object the
    event is about)."""
    if replacement.to is not None and not replacement.instead:
        return str(replacement.to)
    if len(replacement.instead) == 1:
        move = replacement.instead[0]
        if isinstance(move, fx.Move) and isinstance(move.what, fx.Found) and move.what.key in ("triggering", "replaced") and move.until is None:
            return str(move.to)
    return None


def _created_zone_candidates(game: Game, proposal: ZoneMove) -> list[Candidate]:
    obj = proposal.obj
    out: list[Candidate] = []
    for entry in game.state.replacements:
        if entry.get("kind") != CREATED_ZONE:
            continue
        replacement, ctx = entry["replacement"], entry["ctx"]
        key = ("created_zone", id(entry))
        if key in proposal.applied or proposal.to == entry["to"]:
            continue
        if not _is_zone_event(game, _CREATED_ZONE_EVENTS[replacement.event], proposal):
            continue
        named = obj.id == ctx.source_id if replacement.what is None else refers_to(game, replacement.what, ctx, obj)
        if not named:
            continue

        def redirect(entry: Any = entry, key: Any = key) -> None:
            proposal.applied.add(key)
            proposal.to = entry["to"]
            proposal.position = None
            if entry["once"] and entry in game.state.replacements:
                game.state.replacements.remove(entry)  # "the next time": it has applied (CR 614.1)

        source = game.get(ctx.source_id) if ctx.source_id is not None else None
        out.append(Candidate(key, source or obj, replacement, False, proposal.controller or obj.controller, redirect, entry["label"]))
    return out


CREATED_ENTERING = "entering_replacement"


def add_entering_replacement(game: Game, effect: fx.CreateEntersWith, ctx: Context) -> None:
    """Keep "This turn, each creature you control enters with an additional +1/+1 counter on
    it" of a resolving spell or ability in the game state until its duration ends (CR 614.1c,
    611.2a, 514.2)."""
    label = ctx.source_info.name if ctx.source_info is not None else "a resolved spell or ability"
    game.state.replacements.append({"kind": CREATED_ENTERING, "entering": effect.entering, "ctx": ctx, "duration": effect.duration, "label": label})
    game._touch()


def _created_entering_candidates(game: Game, proposal: ZoneMove) -> list[Candidate]:
    """The ways resolved spells and abilities make ``proposal``'s object enter (tapped, with
    counters), matched against the object as it would exist on the battlefield (CR 614.12)."""
    obj = proposal.obj
    out: list[Candidate] = []
    for entry in game.state.replacements:
        if entry.get("kind") != CREATED_ENTERING:
            continue
        entering, ctx = entry["entering"], entry["ctx"]
        key = ("created_entering", id(entry), obj.id)
        if key in proposal.applied or not game_matches(game, obj, entering.what, ctx):
            continue

        def enter_with(entering: Any = entering, key: Any = key, ctx: Context = ctx) -> None:
            proposal.applied.add(key)
            if entering.tapped:
                proposal.tapped = True
            if entering.counter and entering.amount is not None:
                # "them" in the amount: the permanent entering (CR 614.12), in a context of its
                # own (the resolved ability's applies to each permanent that enters)
                ectx = attrs.evolve(ctx, results={**ctx.results, "entering": [obj.id]})
                proposal.counters[entering.counter] += game.evaluate(entering.amount, ectx)

        source = game.get(ctx.source_id) if ctx.source_id is not None else None
        out.append(Candidate(key, source or obj, entering, False, proposal.controller or obj.controller, enter_with, entry["label"]))
    return out


def _entering_abilities(game: Game, obj: GameObject) -> list[Any]:
    """CR 614.12: the permanent's abilities as it would exist on the battlefield."""
    if obj.zone == "nowhere" or obj.face_down:
        return all_abilities(game.characteristics(obj)) if obj.zone == "battlefield" else list(_flatten_face(obj))
    if obj.zone == "stack" and game.state.effects:
        # CR 614.12, 400.7a: the abilities effects of resolved spells and abilities gave the
        # permanent spell ("If that mana is spent on a creature spell, it gains riot."), which go
        # on applying to the permanent it becomes
        granted = [a for effect in game.state.effects if obj.id in effect.affected and carries_to_permanent(effect)
                   for _layer, op in effect.ops if op[0] == "grant" for a in op[1]]
        return [*_flatten_face(obj), *flatten(granted)]
    # an ability a card gained "perpetually" (digital-only) stays with it in every zone (CR
    # 400.7 set aside by the effect), so it has it as it enters ('It perpetually gains "This
    # creature enters with an additional shield counter on it."')
    perpetual = [a for effect in game.state.effects if getattr(effect, "duration", None) == "perpetual" and obj.id in effect.affected
                 for _layer, op in effect.ops if op[0] == "grant" for a in op[1]]
    return [*_flatten_face(obj), *flatten(perpetual)]


def _flatten_face(obj: GameObject) -> list[Any]:
    return flatten(obj.definition.faces[obj.face].abilities)


def _is_zone_event(game: Game, event: str, proposal: ZoneMove) -> bool:
    """Whether a proposed zone move is the event a replacement waits for: "die",
    "leave_battlefield", "enter", "put_into_graveyard"."""
    obj = proposal.obj
    if event == "die":
        return obj.zone == "battlefield" and proposal.to == "graveyard" and game.is_type(obj, "Creature")
    if event == "leave_battlefield":
        return obj.zone == "battlefield"
    if event == "enter":
        return proposal.to == "battlefield"
    if event == "put_into_graveyard":
        return proposal.to == "graveyard"
    return True


def _zone_event_matches(game: Game, ability: Any, proposal: ZoneMove, source: GameObject) -> bool:
    obj = proposal.obj
    what = getattr(ability, "what", None)
    if not _is_zone_event(game, ability.event, proposal):
        return False
    if what is None:
        return obj.id == source.id
    if isinstance(what, fx.Filter) and what.zone == "battlefield" and what.kind != "card" and obj.zone != "battlefield":
        # "If a permanent would be put into a graveyard" (Samurai of the Pale Curtain): a spell
        # on the stack is not a permanent (CR 110.1), unlike "an instant or sorcery card"
        return False
    return game_matches(game, obj, what, _ability_context(game, source, ability))


def game_matches(game: Game, obj: GameObject, what: Any, ctx: Context) -> bool:
    if isinstance(what, fx.This):
        return obj.id == ctx.source_id
    if isinstance(what, fx.Found):
        # "that creature enters with ...": the one object the resolved ability refers to (the
        # spell that triggered it), while it is that object (CR 400.7)
        return obj.id in [o.id for o in objects_of(game, what, ctx)]
    return matches(game, obj, what, ctx)


# -- draws (CR 614.11) -----------------------------------------------------------------------
def replace_draw(game: Game, player: str, *, draw_step_first: bool = False) -> bool:
    """Offer one draw of ``player`` to draw replacements (dredge, "if you would draw", "if an
    opponent would draw"); True if the draw was replaced. Applied even with an empty library
    (CR 614.11). ``draw_step_first``: the draw would be the first card the player draws in a
    draw step of their turn, which "except the first one they draw in each of their draw
    steps" leaves alone (CR 504.1)."""
    candidates: list[Candidate] = []
    for source in _sources(game):
        for index, ability in enumerate(game.abilities(source)):
            if not isinstance(ability, fx.Replacement) or ability.event != "draw":
                continue
            if not game.functions_in(ability, source):
                continue
            actx = _ability_context(game, source, ability)
            matches = ability.matches if isinstance(ability.matches, fx.Trigger) else None
            if matches is not None and matches.player is not None:
                # "If an opponent would draw a card": the player drawing is the one described,
                # "that player" in what happens instead
                actx.event = Event(kind="draw", seq=-1, turn=game.state.turn, player=player, amount=1)
                if player not in [p.name for p in players_of(game, matches.player, actx)]:
                    continue
            elif actx.controller != player:
                continue  # "if you would draw": the ability's controller (a card's owner)
            if matches is not None and matches.except_draw_step_first and draw_step_first:
                continue  # CR 504.1: the first card drawn in the player's draw step
            if ability.condition is not None and not game.check_condition(ability.condition, actx):
                continue  # CR 702.52b: dredge needs at least N cards in the library
            applying = (source.id, index)
            if applying in game.state.replacing_draws:
                continue  # CR 614.5: a draw this replacement makes is not replaced by it again

            def replace(ability: Any = ability, actx: Context = actx, applying: tuple[int, int] = applying) -> None:
                actx.resolving = True
                game.emit("replacement", player=player, object=actx.source_info, info={"event": "draw"})
                game.state.replacing_draws.add(applying)
                try:
                    game.run(ability.instead, actx)
                finally:
                    game.state.replacing_draws.discard(applying)

            candidates.append(Candidate(("draw", source.id, index), source, ability, ability.optional, player, replace, source.name))
    return _choose_and_apply(game, player, candidates, "a draw")


# -- mills -----------------------------------------------------------------------------------
def replace_mill(game: Game, player: str, amount: int, ctx: Context | None) -> int:
    """Replacement effects that change how many cards a player mills ("mills twice that many
    instead"); returns the number to mill."""
    applied: set[Any] = set()
    while True:
        candidates: list[Candidate] = []
        box = {"amount": amount}
        for source in _sources(game):
            for index, ability in enumerate(game.abilities(source)):
                if not isinstance(ability, fx.Replacement) or ability.event != "mill":
                    continue
                if not game.functions_in(ability, source):
                    continue
                key = ("mill", source.id, index)
                if key in applied:
                    continue
                actx = _ability_context(game, source, ability)
                who = getattr(ability, "player", None)
                if who is not None and player not in [p.name for p in _players(game, who, actx)]:
                    continue
                if ability.condition is not None and not game.check_condition(ability.condition, actx):
                    continue

                def replace(ability: Any = ability, key: Any = key, actx: Context = actx, box: dict[str, int] = box) -> None:
                    applied.add(key)
                    actx.results["event_amount"] = [box["amount"]]
                    box["amount"] = game.evaluate(ability.amount, actx) if getattr(ability, "amount", None) is not None else box["amount"]

                candidates.append(Candidate(key, source, ability, ability.optional, player, replace, source.name))
        if not _choose_and_apply(game, player, candidates, "a mill"):
            return amount
        amount = box["amount"]


def _players(game: Game, ref: Any, ctx: Context) -> list[Any]:
    return players_of(game, ref, ctx)


# -- the number of an event (CR 614.1a, 616.1): counters put, tokens created, life gained ---------
#: the events whose number a replacement may change -> the Replacement events that watch them
AMOUNT_EVENTS = {"counters": ("counter_added",), "player_counters": ("player_counter_added",), "life": ("gain_life",)}


def replace_amount(
    game: Game, what: str, player: str, amount: int, *, obj: GameObject | None = None, counter: str | None = None, ctx: Context | None = None,
    by_effect: bool = True,
) -> int:
    """Replacement effects that change how many things an event has ("that many plus one +1/+1
    counters are put on it instead", "twice that many of those tokens are created instead", "you
    gain that much life plus 1 instead"); returns the number the event has after them. ``what``:
    "counters" (``obj`` gets ``counter`` counters, put by ``ctx``'s controller),
    "player_counters" (``player`` gets ``counter`` counters) or "life" (``player`` gains). Each applies once to the event (CR 614.5), in the order the affected
    player chooses (CR 616.1): ``player``, the controller of the permanent. ``by_effect``: the
    event is an effect's (not a cost's), for "If an effect would put counters"."""
    applied: set[Any] = set()
    events = AMOUNT_EVENTS[what] + (("counter_added_by_effect",) if what == "counters" and by_effect else ())
    if what == "player_counters":
        # "If you would put one or more counters on a permanent or player": a replacement of
        # counters put, which names players too (CR 122.1, 614.1a)
        events += ("counter_added",) + (("counter_added_by_effect",) if by_effect else ())
    while amount > 0:
        candidates: list[Candidate] = []
        box = {"amount": amount}
        for source in _sources(game):
            for index, ability in enumerate(game.abilities(source)):
                if not isinstance(ability, fx.Replacement) or ability.event not in events or not game.functions_in(ability, source):
                    continue
                key = (what, source.id, index)
                if key in applied:
                    continue
                actx = _ability_context(game, source, ability)
                if not _amount_event_matches(game, ability, actx, what, player, obj, counter, ctx):
                    continue
                if ability.condition is not None and not game.check_condition(ability.condition, actx):
                    continue
                if ability.amount is None:
                    game.unsupported["Replacement"] += 1
                    raise UnsupportedAtRuntime("Replacement", f"a replacement of {ability.event!r} other than by another number is not applied yet")

                def replace(ability: Any = ability, key: Any = key, actx: Context = actx, box: dict[str, int] = box) -> None:
                    applied.add(key)
                    actx.results["event_amount"] = [box["amount"]]
                    box["amount"] = max(0, game.evaluate(ability.amount, actx))

                candidates.append(Candidate(key, source, ability, ability.optional, player, replace, source.name))
        if not _choose_and_apply(game, player, candidates, f"{amount} {'life' if what == 'life' else what}"):
            return amount
        amount = box["amount"]
    return amount


def _amount_event_matches(
    game: Game, ability: Any, actx: Context, what: str, player: str, obj: GameObject | None, counter: str | None, ctx: Context | None
) -> bool:
    """Whether the event is the one ``ability`` replaces: its player, its object and, for
    counters, the kind ("+1/+1 counters", CR 122.6)."""
    if ability.player is not None and not (what == "player_counters" and ability.event != "player_counter_added"):
        # "If you would gain life", "If you would put counters": the player gaining, the player
        # putting them
        who = player if what != "counters" else (ctx.controller if ctx is not None else None)
        if who is None or who not in [p.name for p in _players(game, ability.player, actx)]:
            return False
    if what == "life":
        return True
    wanted = getattr(ability.matches, "counter", None)
    if what == "player_counters" and ability.event != "player_counter_added":
        return _player_counters_put_match(game, ability, actx, player, ctx) and (wanted is None or wanted == counter)
    if what == "player_counters":
        return wanted is None or wanted == counter
    if obj is None:
        return False
    if ability.what is not None and not game_matches(game, obj, ability.what, actx):
        return False
    return wanted is None or wanted == counter


def _player_counters_put_match(game: Game, ability: Any, actx: Context, player: str, ctx: Context | None) -> bool:
    """Whether a replacement of counters put ("If you would put one or more counters on a
    permanent or player") applies to counters ``player`` gets: its description names that player,
    and the player putting them is the one it names, the controller of the effect putting them
    (CR 122.1, 614.1a)."""
    parts = ability.what.parts if isinstance(ability.what, fx.Union) else (ability.what,)
    named = [p for p in parts if p is not None and fx.names_players(p)]
    if not named or player not in [p.name for part in named for p in _players(game, part, actx)]:
        return False
    if ability.player is not None:
        if ctx is None:
            # counters a player gets from damage (infect, toxic, CR 702.90b, 702.164c): who puts
            # them is not recorded
            game.unsupported["Replacement"] += 1
            raise UnsupportedAtRuntime("Replacement", "a replacement of counters a player puts, applied to counters a player gets from damage")
        if ctx.controller not in [p.name for p in _players(game, ability.player, actx)]:
            return False
    return True


def replace_tokens(game: Game, player: str, groups: list[tuple[CardDef, int]], ctx: Context | None) -> list[tuple[CardDef, int]]:
    """Replacement effects of a creation of tokens under ``player``'s control (CR 111.1, 614.1a):
    "twice that many of those tokens are created instead" changes the number of each kind of
    token it describes; "those tokens plus an additional Food token" adds tokens to the same
    event, which later replacements see (CR 616.1: the player orders them); "that many 4/4 Angel
    tokens are created instead" puts others in their place. ``groups``: each
    token's definition and how many; returns them after the replacements."""
    applied: set[Any] = set()
    groups = list(groups)
    while any(n > 0 for _, n in groups):
        candidates: list[Candidate] = []
        for source in _sources(game):
            for index, ability in enumerate(game.abilities(source)):
                if not isinstance(ability, fx.Replacement) or ability.event not in ("created", "create") or not game.functions_in(ability, source):
                    continue
                key = ("tokens", source.id, index)
                if key in applied:
                    continue
                actx = _ability_context(game, source, ability)
                if ability.player is not None and player not in [p.name for p in _players(game, ability.player, actx)]:
                    continue  # "under your control", "If you would create": the tokens' controller
                matching = {i for i, (definition, n) in enumerate(groups) if n > 0 and (ability.what is None or game_matches(game, _token_as_created(definition, player), ability.what, actx))}
                if not matching:
                    continue
                if ability.condition is not None and not game.check_condition(ability.condition, actx):
                    continue
                plain = all(isinstance(e, fx.CreateToken) and not (e.tapped or e.attacking or e.power or e.toughness or e.counters) for e in ability.instead)
                if ability.amount is None or not plain:
                    game.unsupported["Replacement"] += 1
                    raise UnsupportedAtRuntime("Replacement", "a replacement of a creation of tokens other than by another number of them, or plain tokens more, is not applied yet")

                def replace(ability: Any = ability, key: Any = key, actx: Context = actx, matching: set[int] = matching) -> None:
                    applied.add(key)
                    changed: list[tuple[CardDef, int]] = []
                    for i, (definition, n) in enumerate(groups):
                        if i in matching:
                            actx.results["event_amount"] = [n]
                            n = max(0, game.evaluate(ability.amount, actx))
                        changed.append((definition, n))
                    # "plus an additional Treasure token", "that many 4/4 Angel tokens" (that many:
                    # as many as the tokens it replaced)
                    actx.results["event_amount"] = [sum(n for i, (_, n) in enumerate(groups) if i in matching)]
                    for effect in ability.instead:
                        changed.append((token_definition(effect.token), max(0, game.evaluate(effect.amount, actx))))
                    groups[:] = changed

                candidates.append(Candidate(key, source, ability, ability.optional, player, replace, source.name))
        if not _choose_and_apply(game, player, candidates, "a creation of tokens"):
            break
    return groups


def _token_as_created(definition: CardDef, player: str) -> GameObject:
    """A token as it would be created, to match descriptions ("Treasure tokens"): no id of the
    game's (it does not exist yet), its printed characteristics, under ``player``'s control."""
    return GameObject(id=-1, card_id=-1, definition=definition, owner=player, controller=player, zone="nowhere", is_token=True, timestamp=0)


# -- damage (CR 614.1a, 615, 616.1) ----------------------------------------------------------
#: the Replacement events about damage being dealt
DAMAGE_EVENTS = ("deals_damage", "deals_combat_damage", "deals_noncombat_damage", "dealt_damage", "dealt_combat_damage", "damage")
#: the recipient of the replaced damage ("it deals double that damage [to that permanent or
#: player]"), as the compiler writes it; the source dealing it ("it", "that source")
_SAME_RECIPIENT = fx.Found(key="damaged")
_SAME_SOURCE = fx.Found(key="triggering")


def replace_damage(game: Game, source: ObjectInfo | None, recipient: GameObject | Player, amount: int, *, combat: bool) -> int:
    """The replacement and prevention effects of ``amount`` damage from ``source`` to
    ``recipient``; returns how much is left to deal. Replacement effects that change the amount
    ("it deals double that damage instead", "that much damage plus 2 instead", CR 614.1a) each
    apply once to the event (CR 614.5); when prevention effects apply too, the affected player
    (the recipient, or the recipient's controller) chooses the order (CR 616.1, 616.1e-f): the
    prevention effects (CR 615) are then applied together, at the point that player chooses.
    Replacements that do anything else (redirect the damage, CR 614.9; other effects) are counted
    as unsupported rather than ignored."""
    from .prevention import prevent, prevention_applies

    affected = recipient.name if isinstance(recipient, Player) else game.controller_of(recipient)
    applied: set[Any] = set()
    prevented = False
    while amount > 0:
        candidates: list[Candidate] = []
        box = {"amount": amount}
        hypothetical = _damage_event(game, source, recipient, amount, combat)
        for obj in _sources(game):
            for index, ability in enumerate(game.abilities(obj)):
                if not isinstance(ability, fx.Replacement) or ability.event not in DAMAGE_EVENTS or not game.functions_in(ability, obj):
                    continue
                key = ("damage", obj.id, index)
                if key in applied:
                    continue
                actx = _ability_context(game, obj, ability)
                if not isinstance(ability.matches, fx.Trigger):
                    game.unsupported["Replacement"] += 1
                    raise UnsupportedAtRuntime("Replacement", "a damage replacement with no described event is not applied yet")
                described = ability.matches
                if described.event == "deals_noncombat_damage":
                    if combat:
                        continue  # CR 510.2: combat damage is dealt in the combat damage step; noncombat is any other
                    described = attrs.evolve(described, event="deals_damage")
                if not _matches_one(game, described, hypothetical, actx.controller, obj.id, obj.zone):
                    continue
                if ability.condition is not None and not game.check_condition(ability.condition, actx):
                    continue
                instead = _damage_amount_change(ability)
                if instead is None:
                    game.unsupported["Replacement"] += 1
                    raise UnsupportedAtRuntime("Replacement", "a damage replacement other than the same source dealing another amount to the same recipient (a redirection, CR 614.9, or other events) is not applied yet")

                def replace(instead: Any = instead, key: Any = key, actx: Context = actx, box: dict[str, int] = box) -> None:
                    applied.add(key)
                    # "double that damage", "that much damage plus 2": the event's amount (CR 614.1a)
                    actx.results["event_amount"] = [box["amount"]]
                    box["amount"] = max(0, game.evaluate(instead, actx))

                candidates.append(Candidate(key, obj, ability, ability.optional, affected, replace, obj.name))
        if not candidates:
            break
        if not prevented and prevention_applies(game, source, recipient, amount, combat=combat):
            _counted_each_turn(game, candidates)
            # CR 616.1: replacement and prevention effects together; the affected player picks
            labels = [c.label for c in candidates] + ["prevention"]
            chosen: Any = game.ask(affected, "replacement", f"which replacement or prevention effect applies to {amount} damage to {recipient.name}", [*candidates, "prevention"], labels=labels)[0]
            if chosen == "prevention":
                prevented = True
                amount = prevent(game, source, recipient, amount, combat=combat)
                continue
            game.replacement_applied(chosen.ability)
            chosen.apply()
        elif not _choose_and_apply(game, affected, candidates, f"{amount} damage to {recipient.name}"):
            break
        amount = box["amount"]
    if not prevented:
        amount = prevent(game, source, recipient, amount, combat=combat)
    return amount


def _damage_event(game: Game, source: ObjectInfo | None, recipient: GameObject | Player, amount: int, combat: bool) -> Event:
    """The damage event as it would be (an Event not in the log), for matching a replacement's
    described event ("a source you control would deal damage to an opponent")."""
    about: dict[str, Any] = {"player": recipient.name} if isinstance(recipient, Player) else {"player": game.controller_of(recipient), "object": game.info(recipient)}
    info = (("source", source.name if source else "?"), ("combat", combat))
    return Event(kind="damage", seq=-1, turn=game.state.turn, amount=amount, objects=(source,) if source else (), info=info, **about)


def _damage_amount_change(ability: fx.Replacement) -> Any:
    """The new amount of a replacement "it deals <amount> [to that permanent or player] instead"
    (the same source, the same recipient, CR 614.1a), or None for any other replacement."""
    if len(ability.instead) != 1 or not isinstance(ability.instead[0], fx.DealDamage):
        return None
    deal = ability.instead[0]
    if deal.divided:
        return None
    if deal.to != _SAME_RECIPIENT or deal.source not in (None, _SAME_SOURCE):
        return None  # another recipient (a redirection, CR 614.9) or another source
    return deal.amount


# -- a life total damage can't take below a number (CR 614.1a, 120.3a) ----------------------------
LIFE_FLOOR = "life_floor"


def add_life_floor(game: Game, effect: fx.DamageLifeFloor, ctx: Context) -> None:
    """"Until end of turn, damage that would reduce your life total to less than 1 reduces it to
    1 instead" of a resolving spell or ability: kept in the game state for its duration (CR
    611.2a, 514.2); the players it affects and the number are fixed now (CR 611.2c)."""
    players = [p.name for p in players_of(game, effect.player, ctx)]
    life = game.evaluate(effect.life, ctx)
    label = ctx.source_info.name if ctx.source_info is not None else "a resolved spell or ability"
    game.state.replacements.append({"kind": LIFE_FLOOR, "players": players, "life": life, "damage": effect.kind, "ctx": ctx, "duration": effect.duration, "label": label})
    game._touch()


def _static_life_floors(game: Game, effects: Any, source: GameObject) -> list[tuple[fx.DamageLifeFloor, GameObject]]:
    """The life floors among a static ability's effects, those under a condition ("If you
    control a creature, ...", Worship) while it holds."""
    out: list[tuple[fx.DamageLifeFloor, GameObject]] = []
    for effect in effects:
        if isinstance(effect, fx.DamageLifeFloor):
            out.append((effect, source))
        elif isinstance(effect, fx.Conditional):
            chosen = effect.effects if game.check_condition(effect.condition, game.static_context(source)) else effect.otherwise
            out.extend(_static_life_floors(game, chosen, source))
    return out


def _life_floors(game: Game, player: str, combat: bool) -> list[int]:
    """The numbers below which damage dealt to ``player`` now can't take their life total."""
    floors: list[int] = []
    kind = "combat" if combat else "noncombat"
    statics = list(static_effects_of(game, fx.DamageLifeFloor))
    for effect, source in static_effects_of(game, fx.Conditional):
        statics.extend(_static_life_floors(game, (effect,), source))
    for effect, source in statics:
        ctx = game.static_context(source)
        if effect.kind in (None, kind) and player in [p.name for p in players_of(game, effect.player, ctx)]:
            floors.append(game.evaluate(effect.life, ctx))
    floors.extend(e["life"] for e in game.state.replacements if e.get("kind") == LIFE_FLOOR and player in e["players"] and e["damage"] in (None, kind))
    return floors


def life_lost_to_damage(game: Game, player: str, amount: int, *, combat: bool) -> int:
    """The life ``player`` loses to ``amount`` damage dealt to them (CR 120.3a): all of it,
    unless an effect says "damage that would reduce your life total to less than N reduces it
    to N instead" (CR 614.1a): the life total is then left at N, or where it is if that is
    less (a reduction never raises it). The damage itself is dealt in full (the Worship
    rulings). With every such effect's two numbers the same, the order they apply in makes no
    difference (CR 616.1)."""
    life = game.player(player).life
    after = life - amount
    for floor in _life_floors(game, player, combat):
        if after < floor:
            after = max(after, min(life, floor))
    return life - after


# -- mana a permanent tapped for mana produces (CR 106.12b, 614.1a) ------------------------------
CREATED_MANA = "mana_replacement"
#: the key of a mana ability's context naming the permanent tapped for mana (CR 106.12)
TAPPED_FOR_MANA = "_tapped_for_mana"


def add_mana_replacement(game: Game, effect: fx.CreateReplacement, ctx: Context) -> None:
    """Keep "Until end of turn, if you tap a land for mana, it produces {U} instead of any other
    type." of a resolving spell or ability in the game state while it lasts (CR 611.2a, 514.2;
    no duration: for the rest of the game)."""
    if effect.once or effect.duration not in ("end_of_turn", None):
        game.unsupported["CreateReplacement"] += 1
        raise UnsupportedAtRuntime("CreateReplacement", f"a replacement of mana production lasting {effect.duration} (once: {effect.once}) is not tracked yet")
    label = ctx.source_info.name if ctx.source_info is not None else "a resolved spell or ability"
    game.state.replacements.append({"kind": CREATED_MANA, "replacement": effect.replacement, "ctx": ctx, "duration": effect.duration, "label": label})
    game._touch()


def _mana_replacements(game: Game, obj: GameObject, player: str) -> list[tuple[Any, Any, Context, GameObject, str]]:
    """The replacement effects of the mana production of ``obj`` tapped for mana by ``player``
    (CR 106.12b): (key, replacement, its context, its source, label) for static abilities of
    permanents and for effects of resolved spells and abilities."""
    found: list[tuple[Any, Any, Context, GameObject, str]] = []
    for source in _sources(game):
        for index, ability in enumerate(game.abilities(source)):
            if not isinstance(ability, fx.Replacement) or ability.event != "tapped_for_mana" or not game.functions_in(ability, source):
                continue
            found.append((("mana", source.id, index), ability, _ability_context(game, source, ability), source, source.name))
    for entry in game.state.replacements:
        if entry.get("kind") == CREATED_MANA:
            ctx = entry["ctx"]
            source = game.get(ctx.source_id) if ctx.source_id is not None else None
            found.append((("created_mana", id(entry)), entry["replacement"], ctx, source if isinstance(source, GameObject) else obj, entry["label"]))
    out = []
    for key, ability, actx, source, label in found:
        if ability.player is not None and player not in [p.name for p in players_of(game, ability.player, actx)]:
            continue  # "if you tap a land for mana": the player tapping it
        if ability.what is not None and not refers_to(game, ability.what, actx, obj):
            continue
        if ability.condition is not None and not game.check_condition(ability.condition, actx):
            continue
        if len(ability.instead) != 1 or not isinstance(ability.instead[0], fx.ProducedMana):
            game.unsupported["Replacement"] += 1
            raise UnsupportedAtRuntime("Replacement", "a replacement of mana production other than by the mana produced instead")
        out.append((key, ability, actx, source, label))
    return out


def _applies_to_mana(produced: fx.ProducedMana, units: list[Mana]) -> bool:
    """CR 106.12b: the event makes the mana the replacement names ("for two or more mana",
    "instead of white mana")."""
    if len(units) < produced.at_least:
        return False
    return produced.of_type is None or any(m.type == produced.of_type for m in units)


def _mana_instead(game: Game, produced: fx.ProducedMana, units: list[Mana], player: str | None) -> list[Mana] | None:
    """The mana the event makes instead; None when that needs a choice and ``player`` is None
    (a plan made before any choice)."""
    if produced.times != 1:  # "three times as much of that mana": each mana, that many times
        return [m for m in units for _ in range(produced.times)]
    if produced.any_color:
        if player is None:
            return None
        color = game.choose_one(player, "cost", "choose a color of mana", list("WUBRG"))
        if produced.whole:  # "one mana of a color of your choice instead of any other type and amount"
            return [Mana(color)]
        return [attrs.evolve(m, type=color) for m in units]
    new = [m.type for m in parse_mana(produced.mana or "")]
    if produced.whole:  # "{C} instead of any other type and amount"
        return [Mana(t) for t in new]
    (kind,) = new
    return [attrs.evolve(m, type=kind) if produced.of_type in (None, m.type) else m for m in units]


def replace_mana(game: Game, obj: GameObject, player: str, units: list[Mana]) -> list[Mana]:
    """The mana ``obj``, tapped for mana by ``player``, produces after the replacement effects
    of that mana production event (CR 106.12b, 614.1a): each applies once (CR 614.5), in the
    order ``player`` chooses (CR 616.1)."""
    applied: set[Any] = set()
    box = {"units": list(units)}
    while box["units"]:
        candidates: list[Candidate] = []
        for key, ability, _actx, source, label in _mana_replacements(game, obj, player):
            produced = ability.instead[0]
            if key in applied or not _applies_to_mana(produced, box["units"]):
                continue

            def replace(produced: Any = produced, key: Any = key) -> None:
                applied.add(key)
                box["units"] = _mana_instead(game, produced, box["units"], player) or []

            candidates.append(Candidate(key, source, ability, ability.optional, player, replace, label))
        if not _choose_and_apply(game, player, candidates, f"the mana {obj.name} produces"):
            break
    return box["units"]


def planned_mana(game: Game, obj: GameObject, player: str, production: tuple[str, ...]) -> tuple[str, ...] | None:
    """What ``obj`` tapped for mana would produce instead of ``production``, for a payment
    planned ahead (CR 106.12b, 601.2g): None when a replacement needs a choice (its order among
    several, a color), so the player activates the ability themselves."""
    units: list[Mana] | None = [Mana(t) for t in production]
    replacements = _mana_replacements(game, obj, player)
    applied: set[Any] = set()
    while units:
        found = [r for r in replacements if r[0] not in applied and _applies_to_mana(r[1].instead[0], units)]
        if not found:
            break
        if len(found) > 1 or found[0][1].optional:
            return None
        applied.add(found[0][0])
        units = _mana_instead(game, found[0][1].instead[0], units, None)
        if units is None:
            return None
    return tuple(m.type for m in units or ())
