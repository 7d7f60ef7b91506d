"""Turn structure (CR 500-514), priority (CR 117) and resolution (CR 608); state-based actions
(CR 704) are in :mod:`.state_based_actions`."""

from __future__ import annotations

import collections
from typing import TYPE_CHECKING, Any

from .. import effects as fx
from . import limits
from .combat import combat_damage, declare_attackers, declare_blockers
from .control import notice_control_changes
from .errors import EngineLoop, IllegalAction
from .layers import READ_OBJECT_RULES, static_effects_of
from .player_rules import maximum_hand_size, untap_limit
from .references import objects_of, players_of
from .state import PHASE_OF_STEP, PHASE_STEPS, STEPS, GameObject, TurnRecord
from .state_based_actions import state_based_actions
from .triggers import put_triggers_on_stack, step_triggers

if TYPE_CHECKING:
    from .game import Game
    from .mana import Mana

#: steps in which no player receives priority (CR 502.4, 514.3)
NO_PRIORITY_STEPS = ("untap", "cleanup")


# -- loops -----------------------------------------------------------------------------------
class LoopGuard:
    """Counts the steps of one loop of the engine (resolving the stack, rounds of state-based
    actions and triggers) and ends it at ``limit`` (by default
    :data:`~oraclec.runtime.limits.MAX_ENGINE_STEPS`) with :func:`end_loop`."""

    def __init__(self, game: Game, what: str, limit: int | None = None):
        self.game = game
        self.what = what
        self.limit = limits.MAX_ENGINE_STEPS if limit is None else limit
        self.steps = 0
        self.choices = len(game.choice_log)  # the choices asked before the loop
        self.recent: collections.deque[str] = collections.deque(maxlen=4)

    def step(self, label: str) -> None:
        """One more step (``label`` says what it was); ends the loop after the last allowed."""
        self.steps += 1
        self.recent.append(label)
        if self.steps >= self.limit:
            end_loop(self)


def end_loop(guard: LoopGuard) -> None:
    """A loop the engine cannot leave. With no choice in it that a player could make otherwise,
    it is a loop of mandatory actions: the game is a draw (CR 104.4b), and the loops of the
    engine stop at the end of the game. Otherwise the players would agree how many times it
    repeats (CR 731.2), which the engine does not do for them: :class:`EngineLoop`."""
    game = guard.game
    repeated = ", ".join(dict.fromkeys(guard.recent))
    # ordering simultaneous triggers (CR 603.3b) does not decide whether they trigger again
    optional = sorted({c.kind for c, _ in game.choice_log[guard.choices :] if len(c.options) > 1 and c.kind != "order"})
    if optional:
        raise EngineLoop(
            f"{guard.what} did not end after {guard.limit:,} steps (the engine's limit): a loop of {repeated}, "
            f"with choices ({', '.join(optional)}) that could end it; the players would agree how many times it repeats (CR 731.2)"
        )
    reason = f"a loop of mandatory actions (CR 104.4b): {repeated}, {guard.limit:,} times"
    game.state.game_over = True
    game.state.priority = None
    game.emit("game_drawn", info={"reason": reason})


def prepare_priority(game: Game) -> None:
    """CR 117.5: before a player receives priority, state-based actions are performed until
    none apply, then triggered abilities are put on the stack; repeat until neither happens."""
    guard = LoopGuard(game, "checking state-based actions and triggered abilities")
    while not game.state.game_over:
        while state_based_actions(game):
            if game.state.game_over:
                return
            guard.step("state-based actions")
        if game.state.game_over or not put_triggers_on_stack(game):
            return
        guard.step(" and ".join(dict.fromkeys(item.name for item in game.stack_items()[:2])) or "triggered abilities")


def give_priority(game: Game, index: int) -> None:
    prepare_priority(game)
    if game.state.game_over:
        game.state.priority = None
        return
    players = game.state.players
    while players[index].lost:
        index = (index + 1) % len(players)
    game.state.priority = index


def require_priority(game: Game, player: str) -> None:
    holder = game.priority_player
    if game.state.game_over:
        raise IllegalAction("priority", "the game is over")
    if holder is None or holder.name != player:
        who = holder.name if holder else "nobody"
        raise IllegalAction("priority", f"{player} does not have priority ({who} has)")


# -- passing, resolving ----------------------------------------------------------------------
def pass_priority(game: Game, player: str) -> None:
    """CR 117.3d, 117.4: pass; when all players pass in succession the top of the stack
    resolves, or, with an empty stack, the step ends."""
    require_priority(game, player)
    game.state.passes += 1
    if game.state.passes >= len(game.living_players()):
        game.state.passes = 0
        if game.zone("stack").objects:
            if not resolve(game):
                give_priority(game, game.state.active)  # CR 117.3b
        else:
            next_step(game)
        return
    players = game.state.players
    index = (players.index(game.player(player)) + 1) % len(players)
    give_priority(game, index)


def resolve_top(game: Game) -> bool:
    """Every player passes in succession, starting with the one who has priority. True if what
    resolved ended the turn (CR 723.1)."""
    if not game.zone("stack").objects:
        raise IllegalAction("timing", "the stack is empty: nothing to resolve")
    prepare_priority(game)
    if game.state.game_over:
        return False
    game.state.passes = 0
    if resolve(game):
        return True
    give_priority(game, game.state.active)
    return False


def resolve(game: Game) -> bool:
    """Resolve the top object of the stack (CR 608). True if it ended the turn (CR 723.1): the
    game has gone on to the cleanup step, and the caller gives no priority in the step that
    ended."""
    stack = game.zone("stack")
    item = stack.objects[-1]
    game.resolve_item(item)
    if game.state.ending_turn:
        finish_ending_the_turn(game)
        return True
    return False


# -- ending the turn -------------------------------------------------------------------------
def end_the_turn(game: Game) -> None:
    """CR 723.1a-c, as an effect ends the turn: the triggered abilities waiting to be put on the
    stack cease to exist; every object on the stack is exiled, the resolving one too (an
    ability ceases to exist, CR 723.1b); state-based actions are checked, with no priority and
    no triggered abilities put on the stack. The current step ends when the resolution is over
    (:func:`finish_ending_the_turn`)."""
    state = game.state
    state.pending_triggers.clear()  # CR 723.1a
    for item in reversed(list(game.zone("stack").objects)):  # CR 723.1b
        if isinstance(item, GameObject):
            game.move(item, "exile", cause="the turn ended")
        elif item.id in state.objects:
            game._remove(item)
    guard = LoopGuard(game, "checking state-based actions as the turn ends")
    while not state.game_over and state_based_actions(game):  # CR 723.1c
        guard.step("state-based actions")
    state.priority = None
    state.ending_turn = True


def finish_ending_the_turn(game: Game) -> None:
    """CR 723.1d-f: the current phase and step end (mana empties, CR 500.4; in combat, every
    creature and planeswalker is removed from combat and "until end of combat" effects end) and
    the game skips straight to the cleanup step; no "at the beginning of the end step" ability
    triggers (CR 723.1e). Abilities that triggered during the process are put on the stack in
    that cleanup step, where players get priority (CR 723.1f, 514.3a)."""
    state = game.state
    state.ending_turn = False
    if state.game_over:
        return
    _empty_mana_pools(game, state.step)
    if PHASE_OF_STEP[state.step] == "combat":
        for obj in list(game.battlefield()):
            game.remove_from_combat(obj)
        state.combat = None
        _end_of_combat_durations(game)
    state.upcoming_steps = None
    state.passes = 0
    state.step = "cleanup"
    begin_step(game)


# -- steps -----------------------------------------------------------------------------------
def advance(game: Game) -> None:
    """All players pass until the step ends (resolving whatever is on the stack first)."""
    guard = LoopGuard(game, f"resolving the stack in the {game.state.step} step")
    while True:
        while game.zone("stack").objects and not game.state.game_over:
            guard.step(game.stack_items()[0].name)
            if resolve_top(game):
                return  # CR 723.1d: the step ended as the turn did
        if game.state.game_over:
            return
        prepare_priority(game)
        if not game.zone("stack").objects:
            break
    next_step(game)


def next_step(game: Game) -> None:
    """End the current step (CR 500.4: mana empties) and begin the next one, with its
    turn-based actions (CR 703)."""
    state = game.state
    _empty_mana_pools(game, state.step)
    if state.step == "end_of_combat":
        _end_of_combat_durations(game)
    if state.upcoming_steps:  # phases or steps an effect added (CR 500.8-500.10)
        state.step = state.upcoming_steps.pop(0)
    elif state.step == "cleanup":
        # CR 514.3a: players got priority in this cleanup step (it only rests here then):
        # another cleanup step follows before the turn ends
        begin_step(game)
        return
    else:
        state.step = STEPS[STEPS.index(state.step) + 1]
    # CR 508.8: with no attackers, the declare blockers and combat damage steps are skipped
    if state.step in ("declare_blockers", "combat_damage") and not (state.combat and state.combat.get("attackers")):
        return next_step(game)
    begin_step(game)


#: what an effect adds to a turn (CR 500.8-500.10) -> its steps; every main phase after the first
#: is a postcombat main phase (CR 505.1a)
TURN_PART_STEPS = {
    "beginning phase": PHASE_STEPS["beginning"],
    "combat phase": PHASE_STEPS["combat"],
    "main phase": ("main2",),
    "upkeep step": ("upkeep",),
    "draw step": ("draw",),
    "end step": ("end",),
}


def add_turn_parts(game: Game, steps: tuple[str, ...], after: str) -> None:
    """Add ``steps`` to this turn directly after the current phase (``after`` "phase", CR 500.8)
    or step ("step", CR 500.9). Added right there, the most recently added come first, as both
    rules say; steps added after a phase make the phase that holds them, with its other steps
    skipped (CR 500.10)."""
    state = game.state
    rest = list(state.upcoming_steps) if state.upcoming_steps is not None else list(STEPS[STEPS.index(state.step) + 1 :])
    at = _steps_left_in_phase(state.step, rest) if after == "phase" else 0
    state.upcoming_steps = rest[:at] + list(steps) + rest[at:]


def _steps_left_in_phase(step: str, upcoming: list[str]) -> int:
    """How many of the ``upcoming`` steps are the rest of the phase ``step`` is in: those that
    follow it in the phase's order (a phase added after it starts again at its first step)."""
    phase = PHASE_OF_STEP[step]
    if phase == "main":  # one step a main phase: a main phase that follows is another phase
        return 0
    order = PHASE_STEPS[phase]
    at, count = order.index(step), 0
    for later in upcoming:
        if later not in order or order.index(later) <= at:
            break
        at, count = order.index(later), count + 1
    return count


def _empty_mana_pools(game: Game, ending: str) -> None:
    """CR 500.4: as the step ``ending`` ends, unspent mana empties from each player's pool."""
    for player in game.state.players:
        kept = [m for m in player.mana_pool if _still_kept(m, ending)]
        if len(kept) != len(player.mana_pool):
            player.mana_pool[:] = kept
            game._touch()


def _still_kept(mana: Mana, ending: str) -> bool:
    """Whether the pool keeps ``mana`` as the step ``ending`` ends (CR 500.4): only mana an
    effect said is not lost, until its duration ends."""
    if mana.kept_until == "end_of_combat":
        return ending not in ("end_of_combat", "cleanup")
    if mana.kept_until == "end_of_turn":
        return ending != "cleanup"
    return False


#: designations held "until the next turn of" the player who gave them (CR 701.15a, 701.35a)
UNTIL_NEXT_TURN_DESIGNATIONS = ("goaded", "detained")


def _end_designations_until_this_turn(game: Game, active: str) -> None:
    """A creature goaded or detained by the player whose turn begins is no longer, by that
    player (CR 701.15a, 701.35a)."""
    for obj in game.battlefield():
        for name in UNTIL_NEXT_TURN_DESIGNATIONS:
            players = obj.marks.get(name)
            if players and active in players:
                left = frozenset(players) - {active}
                if left:
                    obj.marks[name] = left
                else:
                    del obj.marks[name]
                game._touch()


def begin_turn(game: Game) -> None:
    state = game.state
    if state.players:
        # CR 502.2: the day/night check of the next untap step looks at this turn's active player
        ending = state.players[state.active].name
        state.previous_turn_spells = (ending, state.turn_record.spells_cast[ending])
    state.turn += 1
    n = len(state.players)
    if state.turn_order_player is None:
        state.turn_order_player = state.active  # the turn ending was taken in turn order
    while True:
        extra = None
        while state.extra_turns and extra is None:
            # CR 500.7: the most recently created extra turn is taken first
            name = state.extra_turns.pop()
            token = state.extra_turn_tokens.pop() if len(state.extra_turn_tokens) > len(state.extra_turns) else None
            extra = None if game.player(name).lost else game.player(name).index
            if extra is not None and token is not None:
                state.extra_turns_taken[token] = state.turn  # CR 500.7: this turn is that extra turn
        if extra is not None:
            state.active = extra
        else:
            state.active = (state.turn_order_player + 1) % n
            while state.players[state.active].lost:
                state.active = (state.active + 1) % n
            state.turn_order_player = state.active
        if not skips(game, state.players[state.active].name, "turn"):
            break
        # CR 614.10: a skipped turn doesn't happen; the next one is taken instead
        game.emit("skip", player=state.players[state.active].name, info={"what": "turn"})
    for player in state.players:
        player.lands_played_this_turn = 0
    _begin_next_turn_durations(game, state.players[state.active].name)  # CR 500.4
    _end_designations_until_this_turn(game, state.players[state.active].name)
    state.turn_record = TurnRecord()
    state.combat = None
    state.upcoming_steps = None
    state.step = "untap"
    _begin_next_turn_effects(game, state.players[state.active].name)
    begin_step(game)


def _begin_next_turn_effects(game: Game, active: str) -> None:
    """"During target player's next turn, creatures that player controls attack you if able.":
    as that player's next turn begins (a turn after the one the instruction resolved in), the
    effects begin, lasting until the turn ends (CR 500, 611.2a); what they apply to is fixed
    now (CR 611.2c)."""
    state = game.state
    due = [e for e in state.next_turn_effects if e["player"] == active and e["made_on"] < state.turn]
    if not due:
        return
    state.next_turn_effects = [e for e in state.next_turn_effects if not any(e is d for d in due)]
    for entry in due:
        game.run(entry["effects"], entry["ctx"])


#: what a skip effect names -> the steps it skips (CR 614.10, 500.1)
_SKIPPED_STEPS = {
    "untap step": ("untap",),
    "upkeep": ("upkeep",),
    "draw step": ("draw",),
    "combat phase": PHASE_STEPS["combat"],
}


def skips(game: Game, player: str, what: str) -> bool:
    """Whether ``player`` skips their ``what`` ("turn", "untap step", "upkeep", "draw step",
    "combat phase") now: a static ability says so, or a resolved effect did (used up: it skips the
    next one, CR 614.10a)."""
    for index, entry in enumerate(game.state.skips):
        if entry["player"] == player and entry["what"] == what:
            if not entry.get("every"):
                del game.state.skips[index]
            return True
    if not game.objects_with(fx.StaticAbility):
        return False
    for effect, source in static_effects_of(game, fx.Skip):
        if effect.what == what and player in [p.name for p in players_of(game, effect.player, game.static_context(source))]:
            return True
    return False


def _skipped_step(game: Game, step: str) -> bool:
    """CR 614.10: the active player skips this step (or the phase it begins)."""
    active = game.active_player.name
    for what, steps in _SKIPPED_STEPS.items():
        if step == steps[0] and skips(game, active, what):
            game.emit("skip", player=active, info={"what": what})
            if len(steps) > 1:  # a phase: its other steps don't happen either
                if game.state.upcoming_steps is not None:
                    del game.state.upcoming_steps[: _steps_left_in_phase(step, game.state.upcoming_steps)]
                game.state.step = steps[-1]
            return True
    return False


def _owner_of_duration(entry: Any) -> str | None:
    """Whose "your" an effect's "until your next turn" means: its controller."""
    if isinstance(entry, dict):
        ctx = entry.get("ctx")
        return entry.get("controller") or (ctx.controller if ctx is not None else entry.get("player"))
    return getattr(entry, "controller", None)


def _durations_of(game: Game) -> list[list[Any]]:
    state = game.state
    return [state.effects, state.permissions, state.spell_effects, state.replacements, state.player_rules, state.delayed_triggers]


def _duration_of(entry: Any) -> Any:
    return entry.get("duration") if isinstance(entry, dict) else getattr(entry, "duration", None)


def _set_duration(entry: Any, duration: str) -> None:
    if isinstance(entry, dict):
        entry["duration"] = duration
    else:
        entry.duration = duration


def _begin_next_turn_durations(game: Game, active: str) -> None:
    """As a player's turn begins, effects of theirs lasting "until your next turn" end, and those
    lasting "until the end of your next turn" now last until the end of this one (CR 500.4,
    514.2)."""
    changed = False
    for entries in _durations_of(game):
        kept = []
        for entry in entries:
            duration = _duration_of(entry)
            if duration in ("your_next_turn", "end_of_your_next_turn") and _owner_of_duration(entry) == active:
                changed = True
                if duration == "your_next_turn":
                    continue
                _set_duration(entry, "end_of_turn")
            kept.append(entry)
        entries[:] = kept
    if changed:
        game._touch()


def _next_end_step_durations(game: Game, active: str, duration: str = "your_next_end_step") -> None:
    """As a player's end step begins, their effects lasting "until your next end step" end (CR
    513.1, 500.4). One made during this end step, after it began, lasts until the next one. The
    same for their upkeep and "until your next upkeep" (CR 503.1)."""
    changed = False
    for entries in _durations_of(game):
        kept = [e for e in entries if not (_duration_of(e) == duration and _owner_of_duration(e) == active)]
        changed = changed or len(kept) != len(entries)
        entries[:] = kept
    if changed:
        game._touch()


def _end_of_combat_durations(game: Game) -> None:
    """"Until end of combat" effects end as the end of combat step ends (CR 511.3, 500.4)."""
    changed = False
    for entries in _durations_of(game):
        kept = [e for e in entries if _duration_of(e) != "end_of_combat"]
        changed = changed or len(kept) != len(entries)
        entries[:] = kept
    if changed:
        game._touch()


def day_night_check(game: Game) -> None:
    """CR 502.2, 730.2: second in the untap step, if it's day and the previous turn's active
    player cast no spells during that turn, it becomes night; if it's night and they cast two or
    more, it becomes day; if it's neither, nothing is checked. (A turn-based action: no stack.)"""
    state = game.state
    if state.day_night is None or state.previous_turn_spells is None:
        return
    _, cast = state.previous_turn_spells
    if state.day_night == "day" and cast == 0:
        game.become_day_night("night")
    elif state.day_night == "night" and cast >= 2:
        game.become_day_night("day")


def begin_step(game: Game) -> None:
    state = game.state
    step = state.step
    if _skipped_step(game, step):
        next_step(game)
        return
    if step in ("untap", "beginning_of_combat") or step in PHASE_STEPS["main"]:
        state.turn_record.phases_begun[PHASE_OF_STEP[step]] += 1
    game.emit("step", player=game.active_player.name, info={"step": step})
    active = game.active_player.name
    if step == "untap":
        phase(game, active)
        day_night_check(game)
        # CR 502.3: the active player untaps their permanents, except those effects keep
        # tapped; no priority (CR 502.4)
        untapping = [obj for obj in game.battlefield(active) if not _stays_tapped(game, obj)]
        for kind in untap_limit(game, active):
            # "can't untap more than one land during their untap steps": the player chooses it
            of_kind = [o for o in untapping if o.tapped and kind.capitalize() in game.characteristics(o).types]
            if len(of_kind) > 1:
                kept = game.choose_one(active, "card", f"untap one {kind}", of_kind)
                untapping = [o for o in untapping if o not in of_kind or o is kept]
        for obj in untapping:
            game.untap(obj)
        _untap_during_others_untap_steps(game, active)
        return next_step(game)  # no priority in the untap step (CR 502.4)
    if step == "upkeep":
        _next_end_step_durations(game, active, "your_next_upkeep")  # CR 503.1
    if step == "draw":
        game.draw(active, 1)  # CR 504.1
    if step == "main1":
        # CR 714.3b: the active player puts a lore counter on each Saga they control
        for obj in game.battlefield(active):
            if game.characteristics(obj).has_subtype("Saga"):
                game.put_counters(obj, "lore", 1)
    if step == "declare_attackers":
        declare_attackers(game)
    elif step == "declare_blockers":
        declare_blockers(game)
    elif step == "combat_damage":
        combat_damage(game)
    elif step == "end_of_combat":
        state.combat = None
    elif step == "end":
        _next_end_step_durations(game, active)
    if step == "cleanup":
        # CR 514.3a: "at the beginning of the next cleanup step" abilities trigger as it begins,
        # and are put on the stack after its turn-based actions (cleanup gives priority then)
        step_triggers(game, step)
        cleanup(game)
        return
    step_triggers(game, step)
    state.passes = 0
    give_priority(game, state.active)


def cleanup(game: Game) -> None:
    """CR 514: discard to maximum hand size, then remove damage and end "until end of turn"
    effects at the same time. Priority only if something happened (CR 514.3a)."""
    active = game.active_player
    hand = game.zone("hand", active.name)
    maximum = maximum_hand_size(game, active.name)  # CR 402.2
    excess = 0 if maximum is None else len(hand) - maximum
    if excess > 0:
        chosen = game.ask(active.name, "card", f"discard {excess} (maximum hand size)", list(hand.objects), min=excess, max=excess)
        game.discard(active.name, chosen)
    for obj in game.battlefield():
        if fx.DAMAGE_NOT_REMOVED in game.characteristics(obj).rules:
            continue  # CR 514.2: an effect keeps its damage marked
        obj.damage = 0
        obj.deathtouch_damage = False
    game.state.effects = [e for e in game.state.effects if getattr(e, "duration", None) != "end_of_turn"]
    game.state.replacements = [r for r in game.state.replacements if r.get("duration") != "end_of_turn"]
    game.state.permissions = [p for p in game.state.permissions if p.get("duration") != "end_of_turn"]
    game.state.spell_effects = [p for p in game.state.spell_effects if p.get("duration") != "end_of_turn"]
    game.state.player_rules = [r for r in game.state.player_rules if r["duration"] != "end_of_turn"]
    game.state.skips = [s for s in game.state.skips if s.get("duration") != "end_of_turn"]  # "this turn" (CR 611.2a)
    # CR 514.2, 603.7c: "until end of turn, whenever ..." delayed triggers end with the turn
    game.state.delayed_triggers = [d for d in game.state.delayed_triggers if d.get("duration") != "end_of_turn"]
    game._touch()
    notice_control_changes(game)  # CR 514.2, 603.10d: control "until end of turn" ends now
    if game.state.pending_triggers:
        game.state.passes = 0
        give_priority(game, game.state.active)
        return
    begin_turn(game)


def is_sorcery_timing(game: Game, player: str) -> bool:
    """CR 307.1: a main phase of the player's own turn, with an empty stack."""
    return (
        game.active_player.name == player
        and game.state.step in ("main1", "main2")
        and not game.zone("stack").objects
    )



# -- "Activate only during ...", "Cast this spell only before ..." (CR 602.5b, 601.3) -----------
_COMBAT_STEPS = PHASE_STEPS["combat"]
#: the windows of a turn a timing can name: whose turn (None: anyone's) and which steps
_WINDOWS: dict[str, tuple[str | None, tuple[str, ...] | None]] = {
    "your turn": ("you", None),
    "an opponent's turn": ("opponent", None),
    "your upkeep": ("you", ("upkeep",)),
    "any upkeep step": (None, ("upkeep",)),
    "each upkeep": (None, ("upkeep",)),
    "an opponent's upkeep": ("opponent", ("upkeep",)),
    "your draw step": ("you", ("draw",)),
    # "Any player may activate this ability but only during their draw step": "their" is the
    # player who acts, as "your" is for its controller (CR 602.5b)
    "their turn": ("you", None),
    "their upkeep": ("you", ("upkeep",)),
    "their draw step": ("you", ("draw",)),
    "combat": (None, _COMBAT_STEPS),
    "combat on your turn": ("you", _COMBAT_STEPS),
    "your end step": ("you", ("end",)),
    "the end step": (None, ("end",)),
    "each end step": (None, ("end",)),
    "the beginning of combat step": (None, ("beginning_of_combat",)),
    "the declare attackers step": (None, ("declare_attackers",)),
    "the declare blockers step": (None, ("declare_blockers",)),
    "the combat damage step": (None, ("combat_damage",)),
    "the end of combat step": (None, ("end_of_combat",)),
    "your precombat main phase": ("you", ("main1",)),
    "your postcombat main phase": ("you", ("main2",)),
}
#: "before attackers are declared", ...: the steps of the turn that are before or after a point
_EDGES: dict[str, tuple[str, ...]] = {
    "before attackers are declared": STEPS[: STEPS.index("declare_attackers")],
    "before blockers are declared": STEPS[: STEPS.index("declare_blockers")],
    "after blockers are declared": STEPS[STEPS.index("declare_blockers") :],
    "before the combat damage step": STEPS[: STEPS.index("combat_damage")],
    "before the end step": STEPS[: STEPS.index("end")],  # CR 513
    "before combat": STEPS[: STEPS.index("beginning_of_combat")],
    "after combat": STEPS[STEPS.index("main2") :],
}


def timing_allows(game: Game, player: str, timing: str) -> bool | None:
    """Whether a timing restriction written as in the text ("during your turn, before
    attackers are declared", "during combat before blockers are declared") allows ``player`` to
    act now; None when the wording is not known here."""
    text = timing.strip().lower()
    if text == "as an instant":  # any time the player has priority (CR 602.5)
        return True
    window: tuple[str | None, tuple[str, ...] | None] = (None, None)
    edge: tuple[str, ...] | None = None
    for name, steps in _EDGES.items():
        if text.endswith(name):
            edge, text = steps, text[: -len(name)].rstrip(" ,")
            break
    if text:
        if not text.startswith("during "):
            return None
        found = _WINDOWS.get(text.removeprefix("during "))
        if found is None:
            return None
        window = found
    whose, steps = window
    active = game.active_player.name
    if whose == "you" and active != player:
        return False
    if whose == "opponent" and active == player:
        return False
    step = game.state.step
    if steps is not None and step not in steps:
        return False
    return edge is None or step in edge


#: rules (layer 6) that keep a permanent tapped during its controller's untap step (CR 502.3)
DOESNT_UNTAP = ("doesn't untap during your untap step", "doesn't untap during its controller's untap step")
#: "You may choose not to untap this artifact during your untap step."
MAY_STAY_TAPPED = "choose not to untap during its controller's untap step"
READ_OBJECT_RULES.update((*DOESNT_UNTAP, MAY_STAY_TAPPED))
READ_OBJECT_RULES.add(fx.DAMAGE_NOT_REMOVED)


def phase(game: Game, active: str) -> None:
    """CR 502.1, 702.26a: the permanents with phasing the active player controls phase out and,
    at the same time, those that phased out under their control phase in (not those that
    phased out indirectly: they phase in with what they are attached to, CR 702.26g)."""
    phasing_out = [o for o in game.battlefield(active) if game.characteristics(o).has_keyword("Phasing")]
    phasing_in = [o for o in game.zone("battlefield").objects if isinstance(o, GameObject) and o.phased_out and not o.phased_out_indirectly and o.phased_out_under == active]
    for obj in phasing_out:
        game.phase_out(obj)
    for obj in phasing_in:
        game.phase_in(obj)


def _untap_during_others_untap_steps(game: Game, active: str) -> None:
    """"Untap all creatures you control during each other player's untap step." (CR 502.3):
    in an untap step of a player other than the effect's controller."""
    for effect, source in static_effects_of(game, fx.UntapDuringOthersUntapSteps):
        if game.controller_of(source) == active:
            continue
        for obj in objects_of(game, effect.what, game.static_context(source)):
            if getattr(obj, "zone", None) == "battlefield" and obj.tapped:
                game.untap(obj)


def _stays_tapped(game: Game, obj: GameObject) -> bool:
    """Whether a tapped permanent stays tapped in its controller's untap step: an effect says it
    doesn't untap (CR 502.3), it was exerted since the last one (CR 701.43a), or its controller
    chooses to leave it tapped."""
    if "exerted" in obj.marks:
        del obj.marks["exerted"]  # it won't untap during its controller's next untap step
        return True
    if not obj.tapped:
        return False
    rules = game.characteristics(obj).rules
    if any(rule in rules for rule in DOESNT_UNTAP):
        return True
    if MAY_STAY_TAPPED in rules:
        return game.may(game.controller_of(obj), f"leave {obj.name} tapped?", source=obj.name)
    return False
