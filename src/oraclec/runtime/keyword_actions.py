"""Keyword actions the runtime implements by name (CR 701), for ``KeywordAction`` effects.

Each function carries out one action as its rule defines it. Actions not listed here (venture
into the dungeon, ...) raise ``UnsupportedAtRuntime`` where they are reached.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .context import Context
from .definitions import CardDef, FaceDef
from .dispatch import can_pay_cost, evaluate, pay_cost
from .references import objects_of, players_of
from .ring import RING_BEARER
from .state import GameObject

if TYPE_CHECKING:
    from .game import Game


def _actors(game: Game, e: Any, ctx: Context) -> list[GameObject]:
    if e.what is None:
        return []
    return [o for o in objects_of(game, e.what, ctx) if o.zone == "battlefield"]


def _players(game: Game, e: Any, ctx: Context) -> list[str]:
    return [p.name for p in players_of(game, e.player, ctx)]


def explore(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.44a: reveal the top card; a land goes to hand; otherwise put a +1/+1 counter on
    the exploring permanent and you may put the card into your graveyard."""
    for obj in _actors(game, e, ctx) or [game.get(ctx.source_id)]:
        if obj is None:
            continue
        controller = game.controller_of(obj)
        library = game.zone("library", controller)
        if not library.objects:
            game.put_counters(obj, "+1/+1", 1, ctx)  # CR 701.44b: nothing revealed
            game.emit("explore", player=controller, object=game.info(obj))
            continue
        top = library.objects[0]
        game.emit("reveal", player=controller, objects=(game.info(top),))
        if game.is_type(top, "Land"):
            game.move(top, "hand", cause="explore")
        else:
            game.put_counters(obj, "+1/+1", 1, ctx)
            if game.may(controller, f"put {top.name} into your graveyard"):
                game.move(top, "graveyard", cause="explore")
        game.emit("explore", player=controller, object=game.info(obj))


def connive(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.50a: draw a card, then discard a card; if a nonland card was discarded, put a
    +1/+1 counter on the conniving permanent. CR 701.50e: "connive N" draws N cards, discards N
    cards, then puts a +1/+1 counter on it for each nonland card discarded this way."""
    n = max(0, evaluate(game, e.amount, ctx)) if e.amount is not None else 1
    for obj in _actors(game, e, ctx) or [game.get(ctx.source_id)]:
        if obj is None:
            continue
        controller = game.controller_of(obj)
        game.draw(controller, n)
        hand = list(game.zone("hand", controller).objects)
        if not hand or n == 0:
            continue
        if len(hand) <= n:
            cards = hand
        elif n == 1:
            cards = [game.choose_one(controller, "card", "connive: discard a card", hand)]
        else:
            cards = list(game.ask(controller, "card", f"connive: discard {n} cards", hand, min=n, max=n))
        nonland = sum(1 for card in cards if not game.is_type(card, "Land"))
        game.discard(controller, cards, ctx)
        if nonland and obj.zone == "battlefield":
            game.put_counters(obj, "+1/+1", nonland, ctx)


def populate(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.36a: create a token that's a copy of a creature token you control."""
    for player in _players(game, e, ctx):
        tokens = [o for o in game.battlefield(player) if o.is_token and game.is_type(o, "Creature")]
        if not tokens:
            continue  # CR 701.36b
        chosen = tokens[0] if len(tokens) == 1 else game.choose_one(player, "card", "populate: choose a creature token", tokens)
        copy_def = CardDef(name=chosen.definition.name, faces=chosen.definition.faces, layout=chosen.definition.layout, is_token=True)
        game.create_token(player, copy_def, 1, ctx=ctx)


def _designated(game: Game, e: Any, ctx: Context) -> list[GameObject]:
    """The permanents a designating keyword action (goad, detain, suspect) acts on: its actors on
    the battlefield, else what it names."""
    targets = _actors(game, e, ctx)
    if not targets and e.what is not None:
        targets = objects_of(game, e.what, ctx)
    return targets


def _mark(name: str) -> Callable[[Game, Any, Context], None]:
    def action(game: Game, e: Any, ctx: Context) -> None:
        for obj in _designated(game, e, ctx):
            obj.marks[name] = game.state.turn
            obj.marks[f"{name} by"] = ctx.controller
            game._touch()
            game.emit(name, player=ctx.controller, object=game.info(obj))

    return action


def _until_next_turn(name: str) -> Callable[[Game, Any, Context], None]:
    """Goad (CR 701.15a), detain (701.35a): a designation held until the next turn of the
    player whose spell or ability gave it; each player's counts once (701.15c-d). The mark is
    the set of those players; the start of each turn takes its player out (runtime.turns)."""

    def action(game: Game, e: Any, ctx: Context) -> None:
        for obj in _designated(game, e, ctx):
            obj.marks[name] = frozenset(obj.marks.get(name) or ()) | {ctx.controller}
            game._touch()
            game.emit(name, player=ctx.controller, object=game.info(obj))

    return action


def forage(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.61a: exile three cards from your graveyard or sacrifice a Food."""
    cost = fx.ForageCost()
    if can_pay_cost(game, cost, ctx, None) is None:
        pay_cost(game, cost, ctx, None)
        ctx.did = True
    else:
        ctx.did = False


def manifest_dread(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.62a: look at the top two cards, manifest one (face down, a 2/2 creature), put
    the other into your graveyard."""
    for player in _players(game, e, ctx):
        top = list(game.zone("library", player).objects[:2])
        if not top:
            continue
        chosen = top[0] if len(top) == 1 else game.choose_one(player, "card", "manifest dread: manifest one", top)
        _remember_face_down(ctx, game.move(chosen, "battlefield", face_down=True, controller=player, cause="manifest"))
        rest = [o for o in top if o is not chosen]
        if rest:
            game.move_many(rest, "graveyard", cause="manifest dread")


def cloak(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.58a: put a card onto the battlefield face down as a 2/2 creature with ward {2}."""
    cards = objects_of(game, e.what, ctx) if e.what is not None else game.zone("library", ctx.controller).objects[:1]
    for card in list(cards):
        _remember_face_down(ctx, game.move(card, "battlefield", face_down=True, controller=ctx.controller, cause="cloak"))


def _remember_face_down(ctx: Context, permanent: GameObject | None) -> None:
    """"manifest dread, then put a +1/+1 counter on that creature": the face-down permanent is
    a new object (CR 400.7), which later instructions name as Found "manifested"."""
    if permanent is not None:
        ctx.results.setdefault(MANIFESTED, []).append(permanent.id)


#: the result key of the permanents manifested or cloaked (CR 701.40a, 701.58a, 701.62a)
MANIFESTED = "manifested"


def support_target(e: Any) -> fx.Target:
    """The targets of "support N" (CR 701.41a): up to N other target creatures (for a spell,
    "other" excludes nothing: the spell is not a creature on the battlefield)."""
    creatures = fx.Filter(types=("Creature",), zone="battlefield", other=True)
    return fx.Target(key="support", what=creatures, min=0, max=1, count=e.amount if e.amount is not None else fx.Fixed(value=1))


def support(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.41a: put a +1/+1 counter on each of the chosen targets still legal (CR 608.2b)."""
    for obj in objects_of(game, support_target(e), ctx):
        if obj.zone == "battlefield":
            game.put_counters(obj, "+1/+1", 1, ctx)


def incubator_token() -> Any:
    """CR 111.10i: a double-faced token; front, a colorless Incubator artifact with "{2}:
    Transform this token."; back, a 0/0 colorless Phyrexian artifact creature named Phyrexian
    Token."""
    transform = fx.ActivatedAbility(costs=(fx.ManaPayment(mana="{2}"),), effects=(fx.Transform(),))
    front = FaceDef(name="Incubator Token", color_indicator=(), types=("Artifact",), subtypes=("Incubator",), abilities=(transform,))
    back = FaceDef(name="Phyrexian Token", color_indicator=(), types=("Artifact", "Creature"), subtypes=("Phyrexian",), power="0", toughness="0")
    return CardDef(name="Incubator Token", faces=(front, back), layout="transform", is_token=True)


def incubate(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.53a: create an Incubator token that enters with N +1/+1 counters on it."""
    n = evaluate(game, e.amount, ctx) if e.amount is not None else 0
    for player in _players(game, e, ctx):
        created = game.create_token(player, incubator_token(), 1, ctx=ctx, counters={"+1/+1": n} if n > 0 else None)
        ctx.results.setdefault("created", []).extend(o.id for o in created)


def bolster(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.39a: choose a creature you control with the least toughness (or tied for it) and
    put N +1/+1 counters on it."""
    n = evaluate(game, e.amount, ctx) if e.amount is not None else 1
    for player in _players(game, e, ctx):
        creatures = [o for o in game.battlefield(player) if game.is_type(o, "Creature")]
        if not creatures:
            continue
        least = min(game.toughness(o) or 0 for o in creatures)
        tied = [o for o in creatures if (game.toughness(o) or 0) == least]
        chosen = tied[0] if len(tied) == 1 else game.choose_one(player, "card", f"bolster {n}: a creature with the least toughness", tied)
        game.put_counters(chosen, "+1/+1", n, ctx)


def learn(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.48a: you may discard a card; if you do, draw a card. If you didn't discard a card,
    you may reveal a Lesson card you own from outside the game and put it into your hand."""
    for player in _players(game, e, ctx):
        hand = list(game.zone("hand", player).objects)
        if hand and game.may(player, "learn: discard a card, then draw a card"):
            card = hand[0] if len(hand) == 1 else game.choose_one(player, "card", "learn: discard a card", hand)
            game.discard(player, [card], ctx)
            game.draw(player, 1)
            continue
        lessons = [o for o in game.zone("outside", player).objects if game.characteristics(o).has_subtype("Lesson")]
        if lessons and game.may(player, "learn: reveal a Lesson card from outside the game"):
            lesson = lessons[0] if len(lessons) == 1 else game.choose_one(player, "card", "learn: a Lesson card", lessons)
            game.emit("reveal", player=player, objects=(game.info(lesson),))
            game.move(lesson, "hand", cause="learn")


def clash(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.30: "clash with an opponent": you and an opponent you choose each reveal the top
    card of your libraries (CR 701.30b-c), then each, in APNAP order, may put it on the bottom;
    a player whose card has a higher mana value than all others wins (CR 701.30d), remembered for
    "if you win" (ctx.results["clash winners"])."""
    me = ctx.controller
    opponents = game.opponents(me)
    if not opponents:
        ctx.results["clash winners"] = []
        return
    opponent = opponents[0] if len(opponents) == 1 else game.choose_one(me, "player", "clash with an opponent", opponents)
    players = game.apnap([me, opponent])
    revealed = {p: game.zone("library", p).objects[0] for p in players if game.zone("library", p).objects}
    values = {p: game.mana_value(card) for p, card in revealed.items()}
    for p, card in revealed.items():
        game.emit("reveal", player=p, objects=(game.info(card),))
    to_bottom = [p for p in players if p in revealed and game.may(p, f"clash: put {revealed[p].name} on the bottom of your library")]
    for p in to_bottom:
        game.move(revealed[p], "library", position="bottom", cause="clash")
    winners = [p for p, v in values.items() if all(v > other for q, other in values.items() if q != p)]
    ctx.results["clash winners"] = winners
    game.emit("clash", player=me, info={"opponent": opponent, "winners": tuple(winners)})


def _doers(game: Game, e: Any, ctx: Context) -> list[GameObject]:
    """The permanents doing an action of their own ("Monstrosity 3", "Adapt 2", "it endures
    2"): ``what``, else the ability's source, while it is on the battlefield (the source that
    left is a new object, CR 400.7, and the action does nothing)."""
    if e.what is not None:
        return _actors(game, e, ctx)
    source = game.get(ctx.source_id)
    return [source] if source is not None and source.zone == "battlefield" else []


def _amount(game: Game, e: Any, ctx: Context) -> int:
    return max(0, evaluate(game, e.amount, ctx)) if e.amount is not None else 0


def monstrosity(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
    monstrous." Monstrous is a designation it keeps until it leaves the battlefield (CR
    701.37b); the "monstrous" event carries N for "When this creature becomes monstrous" (X of
    those abilities is X as it became monstrous, CR 701.37c)."""
    n = _amount(game, e, ctx)
    for obj in _doers(game, e, ctx):
        if obj.marks.get("monstrous"):
            continue  # CR 701.37a: already monstrous, nothing happens
        game.put_counters(obj, "+1/+1", n, ctx)
        obj.marks["monstrous"] = True
        game.emit("monstrous", player=game.controller_of(obj), object=game.info(obj), amount=n)


def adapt(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."."""
    n = _amount(game, e, ctx)
    for obj in _doers(game, e, ctx):
        if not obj.counters.get("+1/+1"):
            game.put_counters(obj, "+1/+1", n, ctx)
        game.emit("adapt", player=game.controller_of(obj), object=game.info(obj), amount=n)


def endure_token(n: int) -> fx.TokenSpec:
    """CR 701.63a: an N/N white Spirit creature token."""
    return fx.TokenSpec(colors=("W",), types=("Creature",), subtypes=("Spirit",), power=n, toughness=n)


def endure(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.63a: the permanent's controller creates an N/N white Spirit creature token unless
    they put N +1/+1 counters on it; with N = 0 nothing happens (CR 701.63b). A permanent no
    longer on the battlefield can't get the counters: its controller creates the token."""
    n = _amount(game, e, ctx)
    if n <= 0:
        return
    enduring = objects_of(game, e.what, ctx, lki=True) if e.what is not None else [game.get(ctx.source_id) or ctx.source_info]
    for obj in [o for o in enduring if o is not None]:
        here = isinstance(obj, GameObject) and obj.zone == "battlefield"
        controller = game.controller_of(obj) if isinstance(obj, GameObject) else getattr(obj, "controller", ctx.controller)
        if here and game.may(controller, f"endure {n}: put {n} +1/+1 counters on {obj.name} (else create a {n}/{n} Spirit token)"):
            game.put_counters(obj, "+1/+1", n, ctx)
        else:
            created = game.create_token(controller, endure_token(n), 1, ctx=ctx)
            ctx.results.setdefault("created", []).extend(o.id for o in created)


def fateseal(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.29a: look at the top N cards of an opponent's library, put any number of them on
    the bottom of that library in any order and the rest on top in any order."""
    n = _amount(game, e, ctx)
    for player in _players(game, e, ctx):
        opponents = game.opponents(player)
        if not opponents:
            continue
        opponent = opponents[0] if len(opponents) == 1 else game.choose_one(player, "player", "fateseal: choose an opponent", opponents)
        library = game.zone("library", opponent)
        top = library.objects[:n]
        if not top:
            continue
        bottom = list(game.ask(player, "card", "fateseal: put on the bottom", top, min=0, max=len(top)))
        keep = [o for o in top if o not in bottom]
        if len(keep) > 1:
            keep = list(game.ask(player, "order", "fateseal: order of the cards on top (first is the top)", keep, min=len(keep), max=len(keep)))
        if len(bottom) > 1:
            bottom = list(game.ask(player, "order", "fateseal: order of the cards on the bottom (first is the highest)", bottom, min=len(bottom), max=len(bottom)))
        library.objects[:] = keep + library.objects[len(top) :] + bottom
        game._touch()
        game.emit("fateseal", player=player, amount=len(top), info={"library": opponent})


def blight(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.68a: put N -1/-1 counters on a creature you control; the chosen creature is "the
    blighted creature" (CR 701.68c, result key "blighted"); a player who blights has blighted
    whatever happened (CR 701.68d: the "blight" event)."""
    n = _amount(game, e, ctx)
    for player in _players(game, e, ctx):
        creatures = [o for o in game.battlefield(player) if game.is_type(o, "Creature")]
        ctx.did = bool(creatures)  # CR 701.68b: a player with no creature can't blight
        if creatures:
            chosen = creatures[0] if len(creatures) == 1 else game.choose_one(player, "card", f"blight {n}: choose a creature you control", creatures)
            game.put_counters(chosen, "-1/-1", n, ctx)
            ctx.results["blighted"] = [chosen.id]
        game.emit("blight", player=player, amount=n)


def collect_evidence(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.59a: exile any number of cards from your graveyard with total mana value N or
    greater; a player who can't can't collect evidence (CR 701.59b). The player picks the cards,
    then, while their total is short of N, one more each time."""
    n = _amount(game, e, ctx)
    for player in _players(game, e, ctx):
        graveyard = list(game.zone("graveyard", player).objects)
        ctx.did = sum(game.mana_value(o) for o in graveyard) >= n
        if not ctx.did:
            continue
        prompt = f"collect evidence {n}: exile cards with total mana value {n} or more"
        chosen = list(game.ask(player, "card", prompt, graveyard, min=1, max=len(graveyard)))
        while sum(game.mana_value(o) for o in chosen) < n:
            rest = [o for o in graveyard if o not in chosen]
            chosen.append(game.choose_one(player, "card", f"{prompt}: one more", rest))
        exiled = game.move_many(chosen, "exile", cause="collect evidence", ctx=ctx)
        ctx.results["exiled"] = [o.id for o in exiled]
        game.emit("collect_evidence", player=player, objects=tuple(game.info(o) for o in exiled), amount=n)


def discover(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.57a: exile cards from the top of your library until you exile a nonland card with
    mana value N or less; you may cast it without paying its mana cost, else put it into your
    hand; put the other exiled cards on the bottom of your library in a random order. The
    last card exiled is "the discovered card" (CR 701.57c, result key "discovered")."""
    n = _amount(game, e, ctx)
    for player in _players(game, e, ctx):
        exiled: list[GameObject] = []
        found: GameObject | None = None
        while game.zone("library", player).objects:
            card = game.move(game.zone("library", player).objects[0], "exile", cause="discover", ctx=ctx)
            if card is None or card.zone != "exile":
                continue  # a replacement effect sent it elsewhere: the process goes on
            exiled.append(card)
            if not game.is_type(card, "Land") and game.mana_value(card) <= n:
                found = card
                break
        if found is not None:
            ctx.results["discovered"] = [found.id]
            cast = fx.Cast(what=fx.Found(key="discovered"), player=e.player, without_paying=True)
            game.execute(cast, ctx)
            if found.zone == "exile":  # not cast: into the hand
                game.move(found, "hand", cause="discover", ctx=ctx)
        rest = [o for o in exiled if o is not found and o.zone == "exile"]
        game.state.rng.shuffle(rest)
        if rest:
            game.move_many(rest, "library", position="bottom", cause="discover", ctx=ctx)
        game.emit("discover", player=player, amount=n)  # CR 701.57b: even if nothing was exiled


def manifest(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.40a: turn each card face down and put it onto the battlefield as a 2/2 creature,
    one at a time (CR 701.40e), under the control of the manifesting player."""
    cards = objects_of(game, e.what, ctx) if e.what is not None else game.zone("library", ctx.controller).objects[:1]
    players = _players(game, e, ctx)
    for card in list(cards):
        _remember_face_down(ctx, game.move(card, "battlefield", face_down=True, controller=players[0] if players else ctx.controller, cause="manifest", ctx=ctx))


def harness(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.64a: "If this permanent isn't harnessed, it becomes harnessed" (a designation it
    keeps until it leaves the battlefield, CR 701.64b)."""
    for obj in _doers(game, e, ctx):
        if not obj.marks.get("harnessed"):
            obj.marks["harnessed"] = True
            game.emit("harnessed", player=game.controller_of(obj), object=game.info(obj))


def earthbend_target(e: Any) -> fx.Target:
    """The target of "earthbend N" (CR 701.66a): target land you control."""
    return fx.Target(key="earthbend", what=fx.Filter(types=("Land",), controller=fx.You(), zone="battlefield"))


def earthbend(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.66a: "Target land you control becomes a 0/0 land creature with haste in addition
    to its other types. Put N +1/+1 counters on it. When that land dies or is put into exile,
    return it to the battlefield tapped under your control." A player has earthbended when the
    delayed triggered ability is created (CR 701.66b: the "earthbend" event)."""
    land = earthbend_target(e)
    ctx.did = bool([o for o in objects_of(game, land, ctx) if o.zone == "battlefield"])  # "When you do" (Earth Rumble)
    if not ctx.did:
        return  # the target is gone or illegal now (CR 608.2b)
    haste = fx.Keyword(name="haste", rule="702.10")
    leaves = fx.AnyTrigger(triggers=(fx.Trigger(event="dies", what=land), fx.Trigger(event="put_into_exile", what=land)))
    returns = fx.Move(what=fx.Found(key="triggering"), to="battlefield", tapped=True, under=fx.You())
    game.run(
        (
            fx.Becomes(what=land, types=("Land", "Creature"), power=fx.Fixed(value=0), toughness=fx.Fixed(value=0), abilities=(haste,), in_addition=True, duration=None),
            fx.PutCounters(what=land, counter="+1/+1", amount=e.amount if e.amount is not None else fx.Fixed(value=0)),
            fx.DelayedTrigger(trigger=leaves, effects=(returns,)),
        ),
        ctx,
    )
    game.emit("earthbend", player=ctx.controller, amount=_amount(game, e, ctx))


def airbend(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.65a: exile the permanents and/or spells; for each card exiled this way, as long as
    it remains exiled (the permission is for that exiled object, CR 400.7), its owner may cast it
    by paying {2} rather than its mana cost. The "airbend" event: the player exiled one or more
    objects this way (CR 701.65b)."""
    chosen = [o for o in objects_of(game, e.what, ctx) if isinstance(o, GameObject) and o.zone in ("battlefield", "stack")] if e.what is not None else []
    exiled = [o for o in game.move_many(chosen, "exile", cause="airbend", ctx=ctx) if o.zone == "exile"]
    for card in exiled:
        if not card.is_token and not card.is_copy:
            game.grant_permission(card.owner, card, method="airbend", cost=(fx.ManaPayment(mana="{2}"),), duration="while exiled")
    ctx.results["exiled"] = [o.id for o in exiled]
    if exiled:
        game.emit("airbend", player=ctx.controller, objects=tuple(game.info(o) for o in exiled))


def time_travel(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.56a: choose any number of permanents you control with a time counter on them
    and/or suspended cards you own in exile with a time counter on them (a card with suspend,
    CR 702.62b), and for each, put a time counter on it or remove one from it."""
    for player in _players(game, e, ctx):
        permanents = [o for o in game.battlefield(player) if o.counters.get("time")]
        suspended = [o for o in game.zone("exile").objects if o.owner == player and o.counters.get("time") and game.characteristics(o).has_keyword("suspend")]
        options = permanents + suspended
        chosen = game.ask(player, "card", "time travel: choose permanents and suspended cards with time counters", options, min=0, max=len(options)) if options else ()
        for obj in chosen:
            if game.may(player, f"time travel: put a time counter on {obj.name} (no: remove a time counter from it)"):
                game.put_counters(obj, "time", 1, ctx)
            else:
                game.remove_counters(obj, "time", 1)
        game.emit("time_travel", player=player, objects=tuple(game.info(o) for o in chosen))


def convert(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.28a: turn the permanent so that its other face is up, as transforming does (CR
    701.27a-f); only a double-faced permanent converts (CR 701.28c) and not into an instant or
    sorcery face (CR 701.28d). It is another action than transforming: the "convert" event
    (CR 701.28b)."""
    for obj in _doers(game, e, ctx):
        if len(obj.definition.faces) < 2 or obj.definition.layout != "transform":
            continue  # CR 701.27c: only a transforming double-faced card or token
        other = obj.definition.faces[1 - obj.face]
        if "Instant" in other.types or "Sorcery" in other.types:
            continue
        obj.face = 1 - obj.face
        game._forget_views()
        game.emit("convert", player=game.controller_of(obj), object=game.info(obj))


def the_ring_tempts_you(game: Game, e: Any, ctx: Context) -> None:
    """CR 701.54a, c, d: the Ring tempts each of the action's players: the emblem (counted), then
    a creature they control becomes their Ring-bearer (none if they control no creature), then
    the "ring_tempts" event (even if the choice was impossible, 701.54d), which carries the
    creature chosen ("if you chose a creature other than ~ as your Ring-bearer")."""
    for player in _players(game, e, ctx) or [ctx.controller]:
        if game.player(player).lost:
            continue
        game.player(player).ring_tempted += 1  # CR 701.54c: the emblem, got before the choice
        creatures = [o for o in game.battlefield(player) if game.is_type(o, "Creature")]
        chosen = None
        if creatures:
            chosen = creatures[0] if len(creatures) == 1 else game.choose_one(player, "card", "the Ring tempts you: choose your Ring-bearer", creatures)
            for other in game.zone("battlefield").objects:
                if other is not chosen and other.marks.get(RING_BEARER) == player:
                    del other.marks[RING_BEARER]  # CR 701.54a: until another creature becomes it
            chosen.marks[RING_BEARER] = player
            game._touch()
            game.emit("ring_bearer", player=player, object=game.info(chosen))
        game.emit("ring_tempts", player=player, object=game.info(chosen) if chosen is not None else None, amount=game.player(player).ring_tempted)


KEYWORD_ACTIONS: dict[str, Callable[[Game, Any, Context], None]] = {
    "bolster": bolster,
    "support": support,
    "incubate": incubate,
    "learn": learn,
    "clash": clash,
    "explore": explore,
    "connive": connive,
    "populate": populate,
    "goad": _until_next_turn("goaded"),  # CR 701.15a
    "detain": _until_next_turn("detained"),  # CR 701.35a
    "suspect": _mark("suspected"),  # CR 701.60a
    "forage": forage,
    "manifest dread": manifest_dread,
    "cloak": cloak,
    "monstrosity": monstrosity,
    "adapt": adapt,
    "endure": endure,
    "fateseal": fateseal,
    "blight": blight,
    "collect evidence": collect_evidence,
    "discover": discover,
    "manifest": manifest,
    "harness": harness,
    "earthbend": earthbend,
    "airbend": airbend,
    "time travel": time_travel,
    "convert": convert,
    "the ring tempts you": the_ring_tempts_you,  # CR 701.54a
}


def _token_words(*tokens: Any) -> frozenset[str]:
    """A token's name (without "Token", CR 111.4), subtypes and types, as a CreateToken's
    TokenSpec gives them; of each face for a double-faced token."""
    words: set[str] = set()
    for token in tokens:
        for face in getattr(token, "faces", None) or (token,):
            name = getattr(face, "name", None)
            words.update(word for word in (name.removesuffix(" Token") if name else None, *face.subtypes, *face.types) if word)
    return frozenset(words)


#: the tokens an action of KEYWORD_ACTIONS creates, made by the same functions as the action
#: uses: for what reads compiled effects without playing them (``oraclec query creates:``)
TOKENS_OF_ACTION: dict[str, frozenset[str]] = {
    "incubate": _token_words(incubator_token()),
    "endure": _token_words(endure_token(1)),
}
