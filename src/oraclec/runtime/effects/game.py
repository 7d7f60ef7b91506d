"""Executors of the game of the effect model (:mod:`oraclec.effects.game`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import effects as fx
from ..context import Context
from ..dispatch import evaluate
from ..errors import UnsupportedAtRuntime
from ..player_rules import has
from ..references import players_of
from ..registry import executor, value
from ..state import EXTRA_TURN_KEY, PHASE_OF_STEP, Player
from ..turns import TURN_PART_STEPS, LoopGuard, add_turn_parts, end_the_turn

if TYPE_CHECKING:
    from ..game import Game


def _player_loses(game: Game, player: Player, reason: str) -> None:
    if player.lost or has(game, player.name, fx.PlayerRuleName.CANT_LOSE_THE_GAME):
        return
    player.lost = True
    player.loss_reason = reason
    game.emit("lose", player=player.name, info={"reason": reason})


@executor(fx.LoseGame)
def _lose_game(game: Game, e: fx.LoseGame, ctx: Context) -> None:
    """CR 104.3e: an effect may state that a player loses the game (the game ends by the
    state-based check of CR 104.2a)."""
    for p in players_of(game, e.player, ctx):
        _player_loses(game, p, "an effect says so (CR 104.3e)")


@executor(fx.WinGame)
def _win_game(game: Game, e: fx.WinGame, ctx: Context) -> None:
    """CR 104.2b: an effect may state that a player wins the game; the other players lose."""
    for p in players_of(game, e.player, ctx):
        if has(game, p.name, fx.PlayerRuleName.CANT_WIN_THE_GAME):
            continue  # CR 101.2: "can't win" beats "wins the game"
        for other in game.state.players:
            if other.name != p.name:
                _player_loses(game, other, f"{p.name} won the game (CR 104.2b)")


@executor(fx.BecomeDesignated)
def _become_designated(game: Game, e: fx.BecomeDesignated, ctx: Context) -> None:
    """"you become the monarch" (CR 724.3), "you take the initiative" (CR 725.3): the player
    gets the designation and whoever had it loses it (runtime.designations: their inherent
    triggered abilities)."""
    for p in players_of(game, e.player, ctx):
        game.become_designated(p.name, e.designation)


@executor(fx.BecomeDayNight)
def _become_day_night(game: Game, e: fx.BecomeDayNight, ctx: Context) -> None:
    """"It becomes night." (CR 730.1)."""
    game.become_day_night(e.which)


@executor(fx.FlipCoin)
def _flip_coin(game: Game, e: fx.FlipCoin, ctx: Context) -> None:
    """CR 705.1-2: the flipping player calls heads or tails and wins the flip if the coin shows
    the call: a fair chance, from the game's seeded random source. The winners are remembered
    for "if you win the flip" (ctx.results["flip winners"]). Each flip is an event: "Whenever
    you win a coin flip" (CR 705.2: only the player who flips wins or loses it)."""
    if not e.called:
        _flip_uncalled(game, e, ctx)
        return
    if e.count is not None:
        game.unsupported["FlipCoin"] += 1
        raise UnsupportedAtRuntime("FlipCoin", "several coins each called")
    winners = []
    for p in players_of(game, e.player, ctx):
        won = game.state.rng.random() < 0.5
        if won:
            winners.append(p.name)
        game.emit("coin_flip", player=p.name, info={"won": won})
    ctx.results["flip winners"] = winners
    if e.until_lost:
        _flip_until_lost(game, winners, ctx)


def _flip_until_lost(game: Game, winners: list[str], ctx: Context) -> None:
    """"flip a coin until you lose a flip" (CR 705.2): after each flip won, the player flips
    again; the flips won are remembered ("for each flip you won", fx.FlipsWon). Each flip is a
    fair chance, so the flips end; a run of them the engine's loop guard counts (CR 104.4b)."""
    guard = LoopGuard(game, "flipping a coin until a flip is lost")
    won: list[str] = []
    while winners and not game.state.game_over:
        won.extend(winners)
        guard.step("coin flips won")
        player = winners[0]
        winners = [player] if game.state.rng.random() < 0.5 else []
        game.emit("coin_flip", player=player, info={"won": bool(winners)})
    ctx.results["flips won"] = won
    ctx.results["flip winners"] = []


def _flip_uncalled(game: Game, e: fx.FlipCoin, ctx: Context) -> None:
    """CR 705.2: a flip that only comes up heads or tails, which no player wins or loses: the
    faces are remembered for "if it comes up heads" (fx.CoinCameUp) and "for each coin that
    comes up heads" (fx.CoinsCameUp)."""
    count = 1 if e.count is None else max(0, evaluate(game, e.count, ctx))
    faces: list[str] = []
    for p in players_of(game, e.player, ctx):
        for _ in range(count):
            face = "heads" if game.state.rng.random() < 0.5 else "tails"
            faces.append(face)
            game.emit("coin_flip", player=p.name, info={"face": face})
    ctx.results["coin faces"] = faces
    ctx.results["flip winners"] = []


@value(fx.CoinsCameUp)
def _coins_came_up(game: Game, v: fx.CoinsCameUp, ctx: Context) -> int:
    """CR 705.2: the coins of the flip before that show the side."""
    return sum(1 for face in ctx.results.get("coin faces", []) if face == v.side)


@value(fx.FlipsWon)
def _flips_won(game: Game, v: fx.FlipsWon, ctx: Context) -> int:
    """CR 705.2: the flips won by "flip a coin until you lose a flip" before the one lost."""
    return len(ctx.results.get("flips won", []))


@executor(fx.RollDie)
def _roll_die(game: Game, e: fx.RollDie, ctx: Context) -> None:
    """CR 706.1: each face equally likely, from the game's seeded random source; the last
    player's results are remembered as "die result" (CR 706.2). Each player's roll is one
    event ("Whenever you roll one or more dice"), with its result when one die was rolled."""
    count = 1 if e.count is None else max(0, evaluate(game, e.count, ctx))
    kept = count - 1 if e.ignore is not None and count > 0 else count
    if e.results and kept != 1:
        game.unsupported["RollDie"] += 1
        raise UnsupportedAtRuntime("RollDie", "a table of results read with several dice rolled")
    for p in players_of(game, e.player, ctx):
        results = [game.state.rng.randint(1, e.sides) for _ in range(count)]
        if e.ignore is not None and results:
            # CR 706.6: the ignored roll is as if it never happened (one of tied rolls is alike)
            results.remove(min(results) if e.ignore == "lowest" else max(results))
        if e.modifier is not None and results:
            # CR 706.2: the result is the natural result with the roll's modifiers
            natural = results[0]
            results = [natural + evaluate(game, e.modifier, ctx)]
        ctx.results["die result"] = results
        amount = results[0] if len(results) == 1 else None
        game.emit("roll_dice", player=p.name, amount=amount, info={"sides": e.sides, "results": tuple(ctx.results["die result"])})
    # CR 706.2: the row of the card's table that the result falls in is done
    result = ctx.results.get("die result", [None])[0]
    for row in e.results:
        if result is not None and row.low <= result and (row.high is None or result <= row.high):
            game.run(row.effects, ctx)


@executor(fx.ChooseDieResult)
def _choose_die_result(game: Game, e: fx.ChooseDieResult, ctx: Context) -> None:
    """"Roll two d8 and choose one result." (CR 706.4): the player picks one of the results
    rolled; "that result" is then the chosen one, "the other result" the rest (fx.DieResult)."""
    results = list(ctx.results.get("die result", []))
    if not results:
        game.unsupported["ChooseDieResult"] += 1
        raise UnsupportedAtRuntime("ChooseDieResult", "\"choose one result\" with no dice rolled before it")
    players = players_of(game, e.player, ctx)
    if not players:
        return
    chosen = game.choose_one(players[0].name, "number", "choose one result", sorted(set(results)))
    results.remove(chosen)
    ctx.results["die result"], ctx.results["other die result"] = [chosen], results


@executor(fx.AddTurnParts)
def _add_turn_parts(game: Game, e: fx.AddTurnParts, ctx: Context) -> None:
    """CR 500.8-500.10: the phases or steps come directly after the current phase or step, the
    most recently added first; "you get" adds nothing on another player's turn (CR 500.10a)."""
    if e.player is not None and game.active_player.name not in [p.name for p in players_of(game, e.player, ctx)]:
        return
    phase = PHASE_OF_STEP[game.state.step]
    if e.after in ("main phase", "combat phase") and e.after != f"{phase} phase":
        raise UnsupportedAtRuntime("AddTurnParts", f'"after this {e.after}" during the {phase} phase')
    count = evaluate(game, e.count, ctx)
    steps = tuple(step for _ in range(max(count, 0)) for part in e.parts for step in TURN_PART_STEPS[part])
    add_turn_parts(game, steps, "step" if e.after == "step" else "phase")


@executor(fx.EndTheTurn)
def _end_the_turn(game: Game, e: fx.EndTheTurn, ctx: Context) -> None:
    """CR 723.1: the stack is exiled and state-based actions checked now; the game skips to the
    cleanup step as the resolution ends (runtime.turns)."""
    end_the_turn(game)


@executor(fx.ExtraTurn)
def _extra_turn(game: Game, e: fx.ExtraTurn, ctx: Context) -> None:
    """CR 500.7: the extra turn is added directly after this one; several are added one at a
    time in APNAP order, and the most recently created is taken first."""
    for p in players_of(game, e.player, ctx):
        token = game._new_id()
        game.state.extra_turns.append(p.name)
        game.state.extra_turn_tokens.append(token)
        # "At the beginning of that turn's end step": which turn this one is (runtime.turns)
        ctx.results.setdefault(EXTRA_TURN_KEY, []).append(token)
        game.emit("extra_turn", player=p.name)
