"""Executors of the choices of the effect model (:mod:`oraclec.effects.choices`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ... import effects as fx
from ..casting import collect_targets
from ..context import Context
from ..dispatch import check_condition, evaluate
from ..errors import UnsupportedAtRuntime
from ..layers import creature_types, vocabulary_data
from ..mana import COLOR_LETTERS
from ..player_rules import rules_of
from ..references import FACE_DOWN_PILE, PILE_KEYS, choose_pile, most_voted, objects_of, one_player, players_of, tally_votes
from ..registry import condition, executor, value
from ..turns import LoopGuard
from .common import PUT_BY, for_player

if TYPE_CHECKING:
    from ..game import Game


@executor(fx.ForEachOf)
def _for_each_of(game: Game, e: fx.ForEachOf, ctx: Context) -> None:
    """"For each opponent, that player loses 2 life": the instructions once for each player
    (in APNAP order, CR 101.4) or object, ``Found(key)`` being the current one. Targets chosen
    once per player ("For each opponent, ... up to one target creature that player controls",
    CR 601.2c) are not announced that way yet: such an instruction is unsupported."""
    if collect_targets(e.effects):
        game.unsupported["ForEachOf"] += 1
        raise UnsupportedAtRuntime("ForEachOf", "targets chosen for each player or object (CR 601.2c) are not announced yet")
    items: list[Any]
    if fx.names_players(e.over):
        items = [p.name for p in players_of(game, e.over, ctx)]
    else:
        items = [o.id for o in objects_of(game, e.over, ctx)]
    before = ctx.results.get(e.key)
    for item in items:
        ctx.results[e.key] = [item]
        game.run(e.effects, ctx)
    if before is None:
        ctx.results.pop(e.key, None)
    else:
        ctx.results[e.key] = before


@executor(fx.ChooseObjects)
def _choose_objects_effect(game: Game, e: Any, ctx: Context) -> None:
    """"Choose a creature you control": remembered under ``key`` for later steps. "Each player
    chooses three nonland permanents they control": each of them in turn (CR 101.4) chooses
    among those that player ("they") controls; the ones not chosen are "the rest"."""
    what = e.what
    if isinstance(e.player, (fx.EachPlayer, fx.EachOpponent, fx.OtherPlayers, fx.PlayersWho)):
        # "each player who controls six or more lands chooses five lands they control" (CR 101.4)
        _each_chooses(game, e, ctx)
        return
    if _player_targets(what):
        # "choose another target player. ... to the chosen player": the player chosen as the
        # target as the ability was put on the stack (CR 601.2c), still legal (CR 608.2b), is
        # "the chosen player" (CR 607.2)
        ctx.results["chosen player"] = [p.name for p in players_of(game, what, ctx)]
        return
    if isinstance(what, fx.Chosen) and what.chooser is None and not isinstance(e.player, fx.You):
        # "Target player chooses a creature they control": that player makes the choice, not
        # the controller (CR 608.2d: the player the instruction names)
        what = attrs.evolve(what, chooser=e.player)
    if isinstance(what, fx.Chosen) or _targets_only(what):
        # "Choose two target creatures", "Choose target creature you control and target creature
        # you don't control": the targets chosen as it was cast are the choice (CR 601.2c), all
        # of those still legal (CR 608.2b)
        objs = objects_of(game, what, ctx)
    else:
        candidates = objects_of(game, what, ctx)
        objs = [game.choose_one(ctx.controller, "card", "choose", candidates)] if candidates else []
    ctx.results[e.key] = [o.id for o in objs]
    for o in objs:
        ctx.results[f"lki:{o.id}"] = [game.info(o)]


def _player_targets(what: Any) -> bool:
    """A reference made of targets that are players only: "target player", "target player and
    another target player"."""
    if isinstance(what, fx.Union):
        return not what.either and all(_player_targets(part) for part in what.parts)
    return isinstance(what, fx.Target) and fx.names_players(what)


def _targets_only(what: Any) -> bool:
    """A reference made of targets only: "target creature", "target A and target B"."""
    if isinstance(what, fx.Union):
        return not what.either and all(_targets_only(part) for part in what.parts)
    return isinstance(what, fx.Target)


def _each_chooses(game: Game, e: fx.ChooseObjects, ctx: Context) -> None:
    chosen: list[Any] = []
    rest: list[Any] = []
    players = players_of(game, e.player, ctx)
    if e.starting is not None:
        # "Starting with you, each player chooses ...": in turn order from that player (CR 101.4)
        order = turn_order_from(game, e.starting, ctx)
        players = sorted(players, key=lambda p: order.index(p.name) if p.name in order else len(order))
    for p in players:
        with for_player(ctx, p):
            spec = e.what if isinstance(e.what, fx.Chosen) else fx.Chosen(what=e.what)
            candidates = objects_of(game, spec.what, ctx)
            n = min(len(candidates), 1 if spec.amount is None else max(0, evaluate(game, spec.amount, ctx)))
        if not n:
            picked: list[Any] = []
        elif spec.at_random:
            picked = game.state.rng.sample(candidates, n)
        else:
            picked = list(game.ask(p.name, "card", f"choose {n}", candidates, min=0 if spec.up_to else n, max=n))
        chosen.extend(picked)
        rest.extend(o for o in candidates if o not in picked)
        if e.key == fx.EACH_CHOICE:  # for an instruction each of them carries out (CR 110.2)
            for o in picked:
                ctx.results[f"{PUT_BY}{o.id}"] = [p.name]
    ctx.results[e.key] = [o.id for o in chosen]
    ctx.results["rest"] = [o.id for o in rest]
    for o in (*chosen, *rest):
        ctx.results[f"lki:{o.id}"] = [game.info(o)]


_QUALITY_OPTIONS = {
    "color": lambda game, ctx: list("WUBRG"),
    "card type": lambda game, ctx: ["Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery"],
    "basic land type": lambda game, ctx: ["Plains", "Island", "Swamp", "Mountain", "Forest"],  # CR 305.6
    "land type": lambda game, ctx: sorted(vocabulary_data()["subtypes"]["land"]),  # CR 205.3i
    "opponent": lambda game, ctx: game.opponents(ctx.controller),
    "player": lambda game, ctx: game.apnap(),
    "odd or even": lambda game, ctx: ["odd", "even"],
}


@executor(fx.SeparateIntoPiles)
def _separate_into_piles(game: Game, e: fx.SeparateIntoPiles, ctx: Context) -> None:
    """CR 700.3: the player puts each object into exactly one of two piles (CR 700.3a; a pile
    may be empty, CR 700.3d): they choose the objects of the first pile, the others are the
    second. The objects stay in their zone (CR 700.3c); the piles are the ability's, for the
    choice of one of them later (:func:`~oraclec.runtime.references.choose_pile`)."""
    if e.count != len(PILE_KEYS):
        game.unsupported["SeparateIntoPiles"] += 1
        raise UnsupportedAtRuntime("SeparateIntoPiles", f"separating into {e.count} piles")
    objs = objects_of(game, e.what, ctx)
    player = one_player(game, e.player, ctx)
    face = " (face down: only you see its cards)" if e.face_down == 1 else (" (face up)" if e.face_down == 2 else "")
    first = list(game.ask(player.name, "card", f"separate into two piles: choose the cards of pile 1{face}", objs, min=0, max=len(objs))) if objs else []
    in_first = {o.id for o in first}
    ctx.results[PILE_KEYS[0]] = [o.id for o in objs if o.id in in_first]
    ctx.results[PILE_KEYS[1]] = [o.id for o in objs if o.id not in in_first]
    if e.face_down is not None:
        # "a face-down pile and a face-up pile": the face-up pile's cards are shown to all; the
        # face-down pile's only to the player who made it (CR 700.3, 406.3)
        ctx.results[FACE_DOWN_PILE] = [e.face_down, player.name]  # the pile's number and who made it
        up = [o for o in objs if (o.id in in_first) == (e.face_down == 2)]
        if up:
            game.emit("reveal", player=player.name, objects=tuple(game.info(o) for o in up))
    for o in objs:
        ctx.results[f"lki:{o.id}"] = [game.info(o)]


@executor(fx.ShufflePile)
def _shuffle_pile(game: Game, e: fx.ShufflePile, ctx: Context) -> None:
    """"exile ... in a face-down pile, shuffle that pile": CR 701.24a, the cards of a face-down
    pile are put in a random order that no player knows; what the ability does with them after
    takes them in that order (the objects it found before, in the order kept for their key)."""
    objs = objects_of(game, e.what, ctx)
    order = list(objs)
    game.state.rng.shuffle(order)
    if isinstance(e.what, fx.Found) and e.what.key in ctx.results:
        gone = [i for i in ctx.results[e.what.key] if i not in {o.id for o in order}]
        ctx.results[e.what.key] = [o.id for o in order] + gone


@executor(fx.ChoosePile)
def _choose_pile(game: Game, e: fx.ChoosePile, ctx: Context) -> None:
    """"An opponent chooses one of those piles" (CR 700.3): "that pile" is then the one chosen,
    "the other" the other one."""
    choose_pile(game, e.player, ctx)




def _is_type_word(word: Any) -> bool:
    """A card type (CR 205.2a) or a subtype (205.3) named by an option as written."""
    low = str(word).casefold()
    if low in {t.casefold() for t in _QUALITY_OPTIONS["card type"](None, None)}:
        return True
    subtypes = vocabulary_data()["subtypes"]
    return any(str(word)[:1].upper() + str(word)[1:] in subtypes[kind] for kind in subtypes)


@executor(fx.ChooseEffect)
def _choose_effect(game: Game, e: fx.ChooseEffect, ctx: Context) -> None:
    """CR 608.2d: the player chooses one of the instructions as the effect happens; only that
    one is carried out."""
    for p in players_of(game, e.player, ctx)[:1]:
        chosen = game.ask(p.name, "mode", "choose one", e.options, labels=[option.describe() for option in e.options])
        game.run(chosen, ctx)


@executor(fx.VillainousChoice)
def _villainous_choice(game: Game, e: fx.VillainousChoice, ctx: Context) -> None:
    """CR 701.55a: the player facing the choice chooses one of the two options, then all the
    actions of that option are performed, "that player" being the one facing it; 701.55b: any
    option may be chosen, even one that is impossible (as much of it as possible is done);
    701.55d: several players each face it in full, one at a time in APNAP order: what one
    player's option did ("those exiled cards") is not what the next one's did; the text after
    the choice reads what all of them did."""
    players = players_of(game, e.player, ctx)
    before = {key: list(value) for key, value in ctx.results.items()}
    added: dict[str, list[Any]] = {}
    for p in players:
        if len(players) > 1:
            ctx.results.clear()
            ctx.results.update({key: list(value) for key, value in before.items()})
        with for_player(ctx, p):
            chosen = game.ask(p.name, "mode", "face a villainous choice", e.options, labels=[option.describe() for option in e.options])
            game.run(chosen, ctx)
        for key, value in ctx.results.items():
            old = before.get(key, [])
            added.setdefault(key, []).extend(value[len(old) :] if value[: len(old)] == old else value)
    if len(players) > 1:
        ctx.results.clear()
        ctx.results.update(before)
        for key, value in added.items():
            ctx.results[key] = [*before.get(key, []), *value]


@executor(fx.ChooseQuality)
def _choose_quality(game: Game, e: Any, ctx: Context) -> None:
    """CR 607.2: a choice that later text refers to ("the chosen color"). A secret one
    ("secretly choose an opponent", ``secret``) is made the same way: no other player's view
    (``Game.view``) shows a choice made, so it stays known to the chooser alone."""
    quality = e.quality.lower()
    if e.options:  # "choose odd or even", "choose Khans or Dragons": the options as written
        options: list[Any] = list(e.options)
    elif quality in ("creature type", "type"):
        options = sorted(creature_types())
    elif quality in _QUALITY_OPTIONS:
        options = _QUALITY_OPTIONS[quality](game, ctx)
    else:
        raise UnsupportedAtRuntime(f"choosing a {quality!r}")
    if e.excluded is not None:  # "a creature type other than Wall"
        options = [o for o in options if str(o).casefold() != e.excluded.casefold()]
    if e.for_player is not None:
        _choose_for_player(game, e, options, ctx)
        return
    for p in players_of(game, e.player, ctx)[:1]:
        kind = "player" if quality in ("opponent", "player") else "mode"
        if e.at_random:  # "choose an opponent at random": by chance, not by the player
            values = [game.state.rng.choice(options) if options else None]
        elif e.one_or_more:  # "the color or colors of your choice"
            values = list(game.ask(p.name, kind, f"choose one or more: {quality}", options, min=1, max=len(options)))
        else:
            values = [game.choose_one(p.name, kind, f"choose a {quality}", options)]
        source = game.get(ctx.source_id)
        keys = {f"chosen {quality}", "chosen type" if "type" in quality else f"chosen {quality}"}
        if e.options:
            # "choose artifact, creature, or land", "choose Island or Swamp": options that are all
            # types are "the chosen type" (CR 205.2a, 205.3); all colors, "the chosen color" (105.1)
            if all(_is_type_word(o) for o in e.options):
                keys.add("chosen type")
            elif all(str(o).casefold() in COLOR_LETTERS for o in e.options):
                ctx.results["chosen color"] = [COLOR_LETTERS[str(v).casefold()] for v in values]
                if source is not None:
                    source.marks["chosen color"] = list(ctx.results["chosen color"])
        if quality in ("opponent", "player"):
            keys.add("chosen player")
        for key in keys:
            ctx.results[key] = list(values)
            if source is not None:
                source.marks[key] = list(values)


def _choose_for_player(game: Game, e: fx.ChooseQuality, options: list[Any], ctx: Context) -> None:
    """"For each player, choose friend or foe.": the value is chosen for one player, the
    ForEachOf's current one, and remembered for that player alone ("each friend", CR 607.2),
    not as the one value of the ability or of the permanent."""
    (chooser, *_), players = players_of(game, e.player, ctx) or [None], players_of(game, e.for_player, ctx)
    if chooser is None or len(players) != 1 or e.at_random or e.one_or_more:
        game.unsupported["ChooseQuality"] += 1
        raise UnsupportedAtRuntime("ChooseQuality", "a value chosen for a player other than one player the ability names at a time")
    value = game.choose_one(chooser.name, "mode", f"choose {e.quality} for {players[0].name}", options)
    ctx.results.setdefault(fx.OptionChosenFor.result_key, []).append([e.quality.casefold(), players[0].name, value])


@executor(fx.Unless)
def _unless(game: Game, e: Any, ctx: Context) -> None:
    """CR 118.12a: "[effects] unless [a player does something]"."""
    if not check_condition(game, e.condition, ctx):
        game.run(e.effects, ctx)


@executor(fx.Instead)
def _instead(game: Game, e: Any, ctx: Context) -> None:
    """Reached only when the condition before it held: the instruction it replaces was
    skipped by ``Game.run`` (which looks ahead), so its effects happen now."""
    game.run(e.effects, ctx)


@executor(fx.Repeat)
def _repeat(game: Game, e: Any, ctx: Context) -> None:
    for _ in range(max(0, evaluate(game, e.times, ctx))):
        game.run(e.effects, ctx)


class _Pass:
    """One :class:`~oraclec.effects.Process` being done: whether this pass reached "repeat this
    process", and how many passes were done again so far (against a limit of "N more times")."""

    def __init__(self) -> None:
        self.again = False
        self.repeats = 0
        self.limit: int | None = None


#: ctx.results key of the processes being done, innermost last
_PASSES = "process passes"


@executor(fx.Process)
def _process(game: Game, e: fx.Process, ctx: Context) -> None:
    """CR 608.2c: the instructions in the order written; when a pass reaches "repeat this
    process" (fx.RepeatProcess), they are followed again from the first. A pass that does not
    reach it ends the process. A process that would repeat without end is a loop: with no
    choice in it a loop of mandatory actions, a draw (CR 104.4b, 731.4); with choices, the
    engine's :class:`~oraclec.runtime.turns.LoopGuard` reports it (CR 731.2)."""
    guard = LoopGuard(game, "repeating a process")
    frames = ctx.results.setdefault(_PASSES, [])
    frame = _Pass()
    frames.append(frame)
    try:
        while True:
            frame.again = False
            game.run(e.effects, ctx)
            if not frame.again or game.state.game_over:
                return
            frame.repeats += 1
            guard.step("repeating a process")
            if game.state.game_over:
                return  # CR 104.4b: a draw ends the loop
    finally:
        frames.pop()


@executor(fx.RepeatProcess)
def _repeat_process(game: Game, e: fx.RepeatProcess, ctx: Context) -> None:
    """"repeat this process" (CR 608.2c): the process around it is done again once this pass is
    over; "once", "N more times": only while fewer than N passes were done again (N evaluated
    as it is first reached, CR 608.2h)."""
    frames = ctx.results.get(_PASSES)
    if not frames:
        game.unsupported["RepeatProcess"] += 1
        raise UnsupportedAtRuntime("RepeatProcess", "\"repeat this process\" outside a process")
    frame = frames[-1]
    if e.times is not None:
        if frame.limit is None:
            frame.limit = max(0, evaluate(game, e.times, ctx))
        if frame.repeats >= frame.limit:
            return
    frame.again = True


# -- votes (CR 701.38) -----------------------------------------------------------------------------
#: ctx.results key of the votes cast in the ability's vote: (voter, choice) pairs, a choice being
#: an option word as written or an object's id
VOTES = "votes"


def _voting_order(game: Game, e: fx.Vote, ctx: Context) -> list[str]:
    """CR 701.38a: the voters, starting with the specified player and proceeding in turn order
    (the order of the players around the table, CR 101.4)."""
    voters = {p.name for p in players_of(game, e.voters, ctx)}
    return [name for name in turn_order_from(game, e.starting, ctx, action="Vote") if name in voters]


def turn_order_from(game: Game, starting: Any, ctx: Context, action: str = "ChooseObjects") -> list[str]:
    """CR 101.4: the players in the game, starting with the one ``starting`` names and
    proceeding in turn order (the order of the players around the table)."""
    first_player = players_of(game, starting, ctx)
    if len(first_player) != 1:
        game.unsupported[action] += 1
        raise UnsupportedAtRuntime(action, "players acting in turn order from no single player")
    names = [p.name for p in game.state.players]
    first = names.index(first_player[0].name)
    return [name for name in names[first:] + names[:first] if not game.player(name).lost]


def _votes_of(game: Game, player: str) -> int:
    """CR 701.38d: one vote, and one more for each "you get an additional vote" and each "you may
    vote an additional time" the player takes."""
    count = 1
    for rule in rules_of(game, player):
        if rule.rule == fx.PlayerRuleName.ADDITIONAL_VOTE:
            count += 1
        elif rule.rule == fx.PlayerRuleName.MAY_VOTE_ADDITIONAL_TIME and game.may(player, "vote an additional time"):
            count += 1
    return count


@executor(fx.Vote)
def _vote(game: Game, e: fx.Vote, ctx: Context) -> None:
    """CR 701.38a: each voter in turn chooses one of the choices (CR 701.38b: words, or objects
    described); a player's additional votes are cast at once, when that player votes (CR
    701.38d). The votes are remembered for the rest of the ability (ctx.results["votes"])."""
    options: list[Any]
    if e.candidates is not None:
        options = [o.id for o in objects_of(game, e.candidates, ctx)]
        labels = [game.label(game.get(i)) for i in options]
    else:
        options, labels = list(e.options), list(e.options)
    votes: list[tuple[str, Any]] = []
    for name in _voting_order(game, e, ctx):
        if not options:
            break  # nothing to vote for: no vote is cast
        for _ in range(_votes_of(game, name)):
            choice = game.choose_one(name, "vote", "vote for", options, labels=labels)
            votes.append((name, choice))
    ctx.results[VOTES] = votes
    # "Whenever players finish voting" (CR 701.38): the votes cast, for what the trigger reads
    game.emit("vote", info={"votes": tuple(votes)})


@value(fx.VotesFor)
def _votes_for(game: Game, v: fx.VotesFor, ctx: Context) -> int:
    """"the number of profit votes" (CR 701.38)."""
    return tally_votes(ctx).get(v.option.casefold(), 0)


@condition(fx.OptionGetsMoreVotes)
def _option_gets_more_votes(game: Game, c: fx.OptionGetsMoreVotes, ctx: Context) -> bool:
    """"if grace gets more votes": more than each other option (CR 701.38)."""
    return most_voted(ctx) == {c.option.casefold()}


@condition(fx.VotedForChoiceOf)
def _voted_for_choice_of(game: Game, c: fx.VotedForChoiceOf, ctx: Context) -> bool:
    """"who voted for a choice you voted for" / "... you didn't vote for" (CR 701.38): the votes
    of the ability's vote, else of the vote that triggered it."""
    if VOTES in ctx.results:
        votes = list(ctx.results[VOTES])
    elif ctx.event is not None and ctx.event.kind == "vote":
        votes = list(ctx.event.get("votes") or ())
    else:
        game.unsupported["VotedForChoiceOf"] += 1
        raise UnsupportedAtRuntime("VotedForChoiceOf", "who voted for what, with no vote before it")
    voters = {p.name for p in players_of(game, c.player, ctx)}
    others = {p.name for p in players_of(game, c.other, ctx)}
    theirs = {choice for name, choice in votes if name in voters}
    chosen_by_other = {choice for name, choice in votes if name in others}
    if c.same:
        return bool(theirs & chosen_by_other)
    return bool(theirs - chosen_by_other)


@condition(fx.VoteTied)
def _vote_tied(game: Game, c: fx.VoteTied, ctx: Context) -> bool:
    """"if the vote is tied": two or more options share the most votes (CR 701.38); a vote in
    which no vote was cast ties every option at zero."""
    return len(most_voted(ctx)) != 1
