"""Lowerings of :mod:`oraclec.ast.keywords`: keyword abilities (CR 702) and keyword lines."""

from __future__ import annotations

from functools import cache
from typing import Any

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from ..keywords import GIFTS, NUMBER_PLACEHOLDER, SUPPORT, Shape, Status, action_forms, support_of
from ..keywords import KEYWORD_ACTIONS as ACTION_ENTRIES
from ..parser import reminder_abilities
from .context import Lowering
from .costs import chosen_parts
from .elements import ChosenKeywordGrant, GrantedKeywordCost, KeywordChoicePlaceholder, WholeAbility
from .objects import PRENOMINAL_PARTICIPLES, determiner, names_zones, possessed_object, subject_objects
from .registry import LOWERINGS, CannotLower, lowers, part_of, unsupported
from .sentences import changes_own_activation_cost, no_modal
from .words import COMPARISONS, counter_count, describe_words, render_node, stat_name, subtype_of, words_of

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


#: "this Case is solved": a designation it keeps until it leaves the battlefield (CR 719.3b)
_IS_SOLVED = fx.Is(what=fx.This(), test=fx.Filter(states=("solved",)))


def _and_solved(condition: fx.Condition | None) -> fx.Condition:
    return _IS_SOLVED if condition is None else fx.AllOf(conditions=(condition, _IS_SOLVED))


def _solved(node: ast.KeywordAbility, ctx: Lowering) -> fx.Ability:
    """"Solved — [ability]" (CR 702.169, 719.3c): the ability, gated by the Case's solved
    designation as its kind says: a static ability applies "as long as this Case is solved"
    (702.169b), a triggered ability "triggers only if this Case is solved" (702.169c: checked as
    it triggers, not again as it resolves), an activated ability has "Activate only if this
    Case is solved" (702.169d)."""
    inner = ctx.lower(node.ability)
    abilities = inner if isinstance(inner, tuple) else (inner,)
    if len(abilities) != 1:
        return ctx.unsupported(node, "several abilities after \"Solved —\" (CR 702.169a: one ability)")
    (ability,) = abilities
    if isinstance(ability, fx.ActivatedAbility):
        gated: fx.Ability = attrs.evolve(ability, conditions=(*ability.conditions, _IS_SOLVED))
    elif isinstance(ability, fx.TriggeredAbility) and isinstance(ability.trigger, (fx.Trigger, fx.StepTrigger)):
        gated = attrs.evolve(ability, trigger=attrs.evolve(ability.trigger, condition=_and_solved(ability.trigger.condition)))
    elif isinstance(ability, (fx.StaticAbility, fx.Replacement, fx.CastPermission)):
        gated = attrs.evolve(ability, condition=_and_solved(ability.condition))
    elif isinstance(ability, fx.Unsupported):
        return ability
    else:
        return ctx.unsupported(node, f"a {type(ability).__name__} gated by a Case's solved designation (CR 702.169)")
    return fx.CaseAbility(solved=gated)


@lowers(ast.KeywordAbility)
def _keyword_ability(node: ast.KeywordAbility, ctx: Lowering) -> fx.Ability:
    """"Solved — [ability]" (CR 719.4, 702.169); the other keywords written with a dash (boast,
    exhaust, max speed, forecast, visit, ∞) are not lowered yet."""
    entry = node.keyword
    if entry is not None and entry.name == "Solved":
        return _solved(node, ctx)
    # "Max speed — [ability]" (702.178a), "Boast — [cost]: [effect]" (702.142a), "Exhaust — ..."
    # (702.177a): the ability, gated by the keyword's rule, which the runtime applies by name
    if isinstance(node.ability, ast.Statements):
        inner: Any = fx.StaticAbility(effects=no_modal(ctx.effects(node.ability), ctx))
    else:
        inner = ctx.lower(node.ability)
    if isinstance(inner, tuple):
        inner = inner[0] if len(inner) == 1 else ctx.unsupported(node, "several abilities after a keyword")
    name = node.name.lower()
    return fx.Keyword(name=name, rule=fx.rule_of(name) or (entry.rule if entry else ""), definition=(inner,))


for _cls, _reason in (
    (ast.Meld, "meld (CR 701.42) is not lowered yet"),
    (ast.SetInMotion, "set in motion (CR 701.32) is an Archenemy action, not lowered"),
):
    LOWERINGS[_cls] = unsupported(_reason)


@lowers(ast.VillainousChoice)
def _villainous_choice(node: ast.VillainousChoice, ctx: Lowering) -> fx.Effect:
    """"that player faces a villainous choice — They discard three cards, or you draw a card"
    (CR 701.55a): the player carrying out the clause chooses one of the two options, then does
    all of it; "they" and "that player" of the options are the player facing the choice, which
    the runtime binds for each of several ("each opponent faces ...", 701.55d) in turn."""
    facing = ctx.doer()
    if not fx.names_players(facing):
        raise CannotLower("a villainous choice faced by something other than players (CR 701.55a)", node)
    if ctx.static:
        raise CannotLower("a villainous choice in a static ability: it is faced as an instruction is carried out (CR 701.55a)", node)
    options = []
    # "that player" of an option is the one facing it (PlayerRole("that"), bound player by player)
    with ctx.scope(player_referents=[*ctx.player_referents, fx.PlayerRole(role="that")]):
        for option in (node.first, node.second):
            effects = tuple(_chosen_by_facer(e, facing) for e in ctx.effects(option))
            options.append(effects[0] if len(effects) == 1 else fx.Sequence(effects=effects))
    return fx.VillainousChoice(options=tuple(options), player=facing)


def _chosen_by_facer(effect: fx.Effect, facing: fx.Reference) -> fx.Effect:
    """"They shuffle another creature they own into their library": the player facing the
    choice carries the option out, so the object "a"/"another" names is theirs to choose (CR
    608.2d), not the controller's (``Chosen.chooser``)."""
    what, player = getattr(effect, "what", None), getattr(effect, "player", None)
    if not isinstance(what, fx.Chosen) or what.chooser is not None or what.at_random or fx.names_players(what):
        return effect
    if player not in (facing, fx.PlayerRole(role="that")) or isinstance(player, fx.You):
        return effect
    return attrs.evolve(effect, what=attrs.evolve(what, chooser=fx.PlayerRole(role="that")))  # type: ignore[arg-type]


@lowers(ast.Vote)
def _vote(node: ast.Vote, ctx: Lowering) -> fx.Effect:
    """"each player votes for death or torture", "... votes for a nonland permanent you don't
    control" (CR 701.38a): the clause's players vote, starting with the player "Starting with
    you, ..." names; the choices are words (CR 701.38b) or the objects described. One vote per
    ability: what later text says of "the votes" must mean one vote."""
    if ctx.vote_starting is None:
        raise CannotLower("a vote with no player it starts with (CR 701.38a: \"starting with ...\")", node)
    if ctx.vote is not None:
        raise CannotLower("a second vote in one ability (what the text says of the votes would be ambiguous)", node)
    voters = ctx.doer()
    if not fx.names_players(voters):
        raise CannotLower("a vote by something other than players", node)
    if isinstance(node.what, ast.NamedOptions):
        vote = fx.Vote(starting=ctx.vote_starting, voters=voters, options=node.what.options)
    else:
        candidates = ctx.filter(node.what)
        if isinstance(candidates, fx.Unsupported) or fx.names_players(candidates):
            raise CannotLower("a vote for players or for what is not described as objects", node)
        vote = fx.Vote(starting=ctx.vote_starting, voters=voters, candidates=candidates)
    ctx.vote = vote
    return vote


for _cls, _parent in (
    (ast.PartnerKind, "PartnerVariant"),
    (ast.GiftObject, "Gift"),
    (ast.DeckCondition, "Companion"),
):
    LOWERINGS[_cls] = part_of(_parent)


LOWERINGS[ast.KeywordMentions] = part_of("GainKeywords, HaveKeywords or LoseKeywords")
LOWERINGS[ast.KeywordChoices] = part_of("GainKeywordChoice or LoseKeywordChoice")


@lowers(ast.KeywordActionCost)
def _keyword_action_cost(node: ast.KeywordActionCost, ctx: Lowering) -> fx.Cost:
    """"Waterbend {3}" (CR 701.67a): the mana, part of which tapped artifacts and creatures may pay."""
    mana = ctx.cost(node.cost)
    if node.name.lower() != "waterbend" or not isinstance(mana, fx.ManaPayment):
        return ctx.unsupported(node, f"keyword action cost {node.name!r}")
    return fx.WaterbendCost(mana=mana.mana)


KEYWORD_ACTIONS = {
    "investigate": "investigate", "explore": "explore", "explores": "explore", "populate": "populate",
    "learn": "learn", "venture into the dungeon": "venture into the dungeon", "connive": "connive",
    "connives": "connive", "forage": "forage", "manifest dread": "manifest dread",
    "time travel": "time travel", "cloak": "cloak", "suspect": "suspect", "suspects": "suspect",
    "goad": "goad", "detain": "detain", "the ring tempts you": "the ring tempts you",
    "clash with an opponent": "clash", "manifest": "manifest", "endures": "endure",
    "manifests": "manifest", "manifests dread": "manifest dread", "discovers": "discover", "blights": "blight",
}


@cache
def _base_forms() -> dict[str, str]:
    """Each keyword action's third person singular -> its base form ("investigates" ->
    "investigate", "cloaks" -> "cloak"), from the keyword table: "Its controller investigates."
    is the action a player other than "you" takes (CR 701.16a)."""
    forms: dict[str, str] = {}
    for entry in ACTION_ENTRIES:
        if entry.third_person:
            words = action_forms(entry)
            half = len(words) // 2
            forms.update(zip(words[half:], words[:half]))
    return forms


@lowers(ast.KeywordAction, ast.KeywordActionObject)
def _keyword_action(node: Any, ctx: Lowering) -> fx.Effect:
    action = node.name.lower()
    action = action if action in KEYWORD_ACTIONS else _base_forms().get(action, action)
    if action == "proliferate":
        return fx.Proliferate(player=ctx.doer())  # CR 701.34a
    if action == "investigate":
        # CR 701.16a: "Create a Clue token."; "investigate for each goaded creature you control":
        # once for each (a Clue token for each, the clause's "for each" tail)
        return fx.CreateToken(token=fx.PREDEFINED["Clue"], player=ctx.doer(), amount=ctx.scaled(fx.Fixed(value=1), node))
    if action in ("transform", "transforms") and isinstance(node, ast.KeywordActionObject):
        return fx.Transform(what=ctx.objects(node.what))  # CR 701.27
    name = KEYWORD_ACTIONS.get(action, action)
    rule = fx.rule_of(name)
    if not rule.startswith("701."):
        return ctx.unsupported(node, f"keyword action {action!r}")
    amount = ctx.value(node.number) if isinstance(node, ast.KeywordActionNumber) else None
    if ctx.cost_node is node:  # "{T}, Blight 1: Surveil 1.", "Ward—Blight 2." (CR 118.1)
        if name == "blight" and amount is not None:
            return fx.BlightCost(amount=amount)  # CR 701.68a
        return ctx.unsupported(node, f"keyword action {action!r} as a cost")
    if isinstance(node, ast.KeywordActionObject):  # "goad target creature": done to an object
        action = fx.KeywordAction(name=name, rule=rule, what=ctx.objects(node.what), player=ctx.doer(), amount=amount)
    else:
        what = ctx.subject if ctx.subject is not None and not fx.names_players(ctx.subject) else None
        action = fx.KeywordAction(name=name, rule=rule, what=what, player=ctx.doer() if what is None else fx.You(), amount=amount)
    if name in _PUT_FACE_DOWN:
        # "manifest dread, then put a +1/+1 counter on that creature": the new face-down
        # permanent (CR 400.7), not an object named before
        ctx.refer(fx.Found(key="manifested"))
    return action


#: keyword actions that put a card onto the battlefield face down as a 2/2 creature, which
#: "that creature" and "it" after them name (CR 701.40a, 701.58a, 701.62a)
_PUT_FACE_DOWN = frozenset({"manifest", "manifest dread", "cloak"})


LOWERINGS[ast.KeywordActionNumber] = _keyword_action


@lowers(ast.ExchangeControl)
def _exchange_control(node: ast.ExchangeControl, ctx: Lowering) -> fx.Effect:
    """"exchange control of target artifact and target creature", "of two target creatures"
    (CR 701.12b): the two permanents, which the runtime checks (CR 701.12a)."""
    return fx.ExchangeControl(what=ctx.objects(node.what), duration=ctx.duration)


@lowers(ast.Attach)
def _attach(node: ast.Attach, ctx: Lowering) -> fx.Effect:
    """CR 701.3a."""
    return fx.Attach(what=ctx.objects(node.what), to=ctx.objects(node.to))


@lowers(ast.Unattach)
def _unattach(node: ast.Unattach, ctx: Lowering) -> fx.Effect:
    """CR 701.3d. "unattach all Equipment from target creature": a noun phrase reads "from
    target creature" as a zone it is in ("cards from your graveyard"); one that names no zone
    says which objects it is unattached from."""
    what, source = node.what, node.source
    qualifiers = (what.qualifiers or ()) if isinstance(what, ast.ObjectNp) else ()
    if source is None and qualifiers:
        last = qualifiers[-1]
        if isinstance(last, ast.InZone) and last.preposition.lower() == "from" and not names_zones(last.zone):
            what, source = attrs.evolve(what, qualifiers=qualifiers[:-1] or None), last.zone
    objects = ctx.objects(what)
    if source is None:
        return fx.Unattach(what=objects)
    sources = ctx.objects(source)
    if isinstance(objects, fx.Chosen) and isinstance(objects.what, fx.Filter) and isinstance(sources, fx.Chosen | fx.Filter):
        # "unattach an Equipment from a creature you control": the one chosen is among those
        # attached to such a creature (CR 301.5), not any Equipment and any creature apart
        among = sources.what if isinstance(sources, fx.Chosen) else sources
        return fx.Unattach(what=attrs.evolve(objects, what=attrs.evolve(objects.what, attached_to=among)))
    return fx.Unattach(what=objects, source=sources)


@lowers(ast.Play)
def _play(node: ast.Play, ctx: Lowering) -> fx.Effect:
    """"You may play lands from your graveyard" (CR 305.1, 601.3): a permission; "You may play
    that card": a permission for the object referred to, not for every card of its kind; "you
    may play one of those cards": for them, serving that many of them in all."""
    amount: fx.Value | None = None
    what_np = node.what
    if isinstance(what_np, ast.Partitive) and _refers_back(what_np.of):
        det = determiner(what_np.determiner, ctx)
        if det.mode == "each":  # "each of those cards": as "those cards"
            what_np = what_np.of
        elif det.mode in ("choice", "none") and det.count is not None:
            amount, what_np = det.count, what_np.of
        else:
            raise CannotLower(f"a permission to play {render_node(what_np)!r}", what_np)
    what = ctx.objects(what_np, role="reference") if _refers_back(what_np) else ctx.filter(what_np)
    if amount is not None and fx.names_players(what):
        # "you may play one of them" with "them" read back as players, not the cards named before
        raise CannotLower(f"{render_node(what_np)!r} as cards to play, read as players", what_np)
    return fx.PlayPermission(what=what, player=ctx.doer(), duration=ctx.duration, without_paying=node.without_paying is not None, amount=amount)


def _refers_back(np: Any) -> bool:
    """"it", "them", "that card", "those cards", "the exiled card": objects named or acted on
    before, not a description."""
    if isinstance(np, ast.Pronoun):
        return True
    if not isinstance(np, ast.ObjectNp) or np.determiner is None:
        return False
    if np.determiner.lower_words() in (("that",), ("those",)):
        return True
    first = next((w for w in np.descriptor.words if isinstance(w, str)), "") if np.descriptor is not None else ""
    return np.determiner.lower_words() == ("the",) and first.lower() in PRENOMINAL_PARTICIPLES


@lowers(ast.DoubleCounters)
def _double_counters(node: ast.DoubleCounters, ctx: Lowering) -> fx.Effect:
    """CR 701.10e: doubling counters is putting as many more of that kind on it."""
    kind, _ = counter_count(node.counters, ctx)
    if kind is None:
        return ctx.unsupported(node, "doubling counters of every kind")
    what = ctx.objects(node.on)
    return fx.PutCounters(what=what, counter=kind, amount=fx.StatOf(what=what, stat=f"counters:{kind}"))


MULTIPLIERS = {"double": 2, "triple": 3}


@lowers(ast.MultiplyStat)
def _multiply_stat(node: ast.MultiplyStat, ctx: Lowering) -> fx.Effect:
    """"double target creature's power" (CR 701.10b): it gets +X/+0, where X is its power as
    the effect resolves (so negative power doubles downward, CR 701.10c); "double your life
    total" (CR 701.10d): gain as much life as the total. Tripling adds twice as much."""
    return _multiplied(node, node.name, node.stat, possessed_object(node.whose, ctx), ctx)


@lowers(ast.MultiplyStatOf)
def _multiply_stat_of(node: ast.MultiplyStatOf, ctx: Lowering) -> fx.Effect:
    """"double the power and toughness of target creature you control" (CR 701.10b): as
    "double target creature's power and toughness"."""
    return _multiplied(node, node.name, node.stat, ctx.objects(node.what), ctx)


def _multiplied(node: Node, name: str, written_stat: str, what: fx.Reference, ctx: Lowering) -> fx.Effect:
    factor = MULTIPLIERS.get(name.lower())
    if factor is None:
        raise CannotLower(f"multiplying by {name!r}", node)
    each = isinstance(what, fx.Filter)
    if each and ctx.static:
        raise CannotLower("multiplying the stats of several objects in a static ability (CR 701.10b is an instruction)", node)
    if each and written_stat.lower() != "life total":
        # "double the power of each creature you control": each its own number, read as the
        # effect begins (CR 701.10b)
        stats_of: fx.Reference = fx.Found(key=fx.ModifyPT.EACH_KEY)
    elif each:
        raise CannotLower("multiplying the stats of several objects", node)
    else:
        stats_of = what

    def times(value: fx.Value) -> fx.Value:
        return value if factor == 2 else fx.Scaled(value=value, numerator=factor - 1)

    stat = written_stat.lower()
    if stat == "life total":
        if not fx.names_players(what):
            raise CannotLower("the life total of an object", node)
        return fx.GainLife(player=what, amount=times(fx.LifeTotal(player=what)))
    stats = {"power": (True, False), "toughness": (False, True), "power and toughness": (True, True)}.get(stat)
    if stats is None or fx.names_players(what):
        raise CannotLower(f"multiplying {stat!r}", node)
    zero = fx.Fixed(value=0)
    power = times(fx.StatOf(what=stats_of, stat="power")) if stats[0] else zero
    toughness = times(fx.StatOf(what=stats_of, stat="toughness")) if stats[1] else zero
    return fx.ModifyPT(what=what, power=power, toughness=toughness, duration=ctx.continuous_duration(), each=each)


# -- keywords -------------------------------------------------------------------------------------------
def lower_keyword(params: fx.KeywordParams) -> fx.Keyword:
    """A keyword with its parameters, lowered to its rules definition: the compiled words of its
    rule for a keyword defined by its text (:data:`oraclec.keywords.SUPPORT`), else the
    effect model's definition (:func:`oraclec.effects.lower_keyword`)."""
    support = support_of(params.name)
    if support is None or support.status is not Status.DEFINED_BY_TEXT:
        return fx.lower_keyword(params)
    key = params.name.lower()
    amount = params.amount
    written = str(amount.value) if isinstance(amount, fx.Fixed) else _VARIABLE
    definition = definition_by_text(key, written)
    if amount is not None and written == _VARIABLE:
        definition = with_variable(definition, amount)
    return fx.Keyword(name=key, amount=amount, cost=params.cost or None, quality=params.quality, rule=fx.rule_of(key), definition=definition)


#: the number written in a definition text for a keyword's number that is not a constant
#: ("soulshift X, where X is ..."): the compiled ``Variable`` X then becomes the keyword's value
_VARIABLE = "X"


@cache
def definition_by_text(name: str, number: str) -> tuple[fx.Ability, ...]:
    """The abilities of a keyword defined by its text, ``number`` written for its placeholder:
    each line of the text parsed and compiled as an ability of a card is. What does not parse
    or compile is an ``Unsupported`` node, as on a card."""
    from ..parser import parse_ability
    from ..text import normalise_ability

    abilities: list[fx.Ability] = []
    for line in SUPPORT[name].text.replace(NUMBER_PLACEHOLDER, number).split("\n"):
        parsed = parse_ability(normalise_ability(line))
        if parsed.line is None:
            reason = parsed.error.reason if parsed.error is not None else "no ability"
            abilities.append(fx.Unsupported(reason=f"the definition text of {name} does not parse: {reason}", node="Keyword", text=line))
            continue
        lowered = _lowered_line(parsed)
        internal = sorted({type(e).__name__ for e in fx.walk(lowered) if fx.CLASSES.get(type(e).__name__) is not type(e)})
        if internal:
            abilities.append(fx.Unsupported(reason=f"the definition text of {name} compiles to {', '.join(internal)}, outside the effect model", node="Keyword", text=line))
            continue
        abilities.extend(a for a in lowered if isinstance(a, fx.Ability))
    return tuple(abilities)


def _lowered_line(parsed: Any) -> tuple[Any, ...]:
    """A parsed ability line of a keyword's definition (its rule's text, its reminder text)
    lowered through the registry as entry.compile_line lowers a card's line (this module sits
    below abilities and entry, which import it)."""
    lowered = Lowering(text=parsed.text.rules).lower(parsed.line)
    return lowered if isinstance(lowered, tuple) else (lowered,)


def with_variable(value: Any, amount: fx.Value) -> Any:
    """``value`` with each ``Variable`` X replaced by ``amount``."""
    if value == fx.Variable(name=_VARIABLE):
        return amount
    if isinstance(value, tuple):
        return tuple(with_variable(v, amount) for v in value)
    if isinstance(value, fx.Element):
        changes = {}
        for field in attrs.fields(type(value)):
            old = getattr(value, field.name)
            new = with_variable(old, amount)
            if new is not old:
                changes[field.name] = new
        return attrs.evolve(value, **changes) if changes else value
    return value


def _keyword(name: str, **params: Any) -> fx.Ability:
    return lower_keyword(fx.KeywordParams(name=name, **params))


def activation_instructions(items: tuple[Any, ...] | None, ctx: Lowering) -> tuple[bool, bool, tuple[str, ...], tuple[fx.Condition, ...]]:
    """"Activate only as a sorcery." (CR 602.5d), "only once each turn", "only if [condition]"
    (CR 602.5b), and the other timings as written ("during your upkeep")."""
    sorcery = once = False
    rest: list[str] = []
    conditions: list[fx.Condition] = []
    for item in items or ():
        if isinstance(item, ast.ActivationLimit):
            continue  # read by activation_limit
        if isinstance(item, ast.AlsoActivateWhile):
            # an ability activated from two zones: an ability of the effect model functions in one
            raise CannotLower("an ability that may also be activated from another zone (CR 602.2, 113.6): an ability has one zone", item)
        for part in item.timings:
            if part == "as a sorcery":
                sorcery = True
            elif part == "once each turn":
                once = True
            elif part:
                rest.append(part)
        conditions += [ctx.condition(c) for c in item.conditions]
    return sorcery, once, tuple(rest), tuple(conditions)


def activation_limit(items: tuple[Any, ...] | None, ctx: Lowering) -> fx.Value | None:
    """"Activate no more times each turn than the number of snow Swamps you control.": the
    number of times each turn the ability may be activated (CR 602.5b), or None."""
    limits = [item for item in items or () if isinstance(item, ast.ActivationLimit)]
    if not limits:
        return None
    if len(limits) > 1:
        raise CannotLower("two limits on the activations of an ability each turn (CR 602.5b)", limits[1])
    return ctx.value(limits[0].amount)


def activators_of(items: tuple[Any, ...] | None, ctx: Lowering) -> fx.Reference | None:
    """"Only your opponents may activate this ability.": the players who may activate it
    (CR 602.1b), or None for its controller (CR 602.2)."""
    named = [r.activators for r in items or () if isinstance(r, ast.Restriction) and r.activators is not None]
    if not named:
        return None
    if len(named) > 1:
        raise CannotLower("two statements of the players who may activate an ability (CR 602.1b)", named[1])
    players = ctx.players(named[0])
    if not (fx.names_players(players) or isinstance(players, fx.AttackedBy)):  # "the player this creature is attacking"
        raise CannotLower("players who may activate an ability (CR 602.1b) named by words that do not name players", named[0])
    return players


@lowers(ast.KeywordRestricted, ast.KeywordTextRestricted)
def _keyword_restricted(node: ast.KeywordRestricted, ctx: Lowering) -> fx.Ability:
    """"Equip {0}. Activate only once each turn.", "Specialize {2}. Activate only if a player has
    13 or less life.": the keyword's activated ability with these activation instructions (CR
    602.1b, 602.5b), added to those its rule gives it (equip: as a sorcery, CR 702.6a)."""
    keyword = ctx.lower(node.keyword)
    if not isinstance(keyword, fx.Keyword):
        return keyword  # type: ignore[no-any-return]
    if any(isinstance(a, fx.Unsupported) for a in keyword.definition):
        return keyword  # the keyword's own reason
    activated = [a for a in keyword.definition if isinstance(a, fx.ActivatedAbility)]
    if len(activated) != 1:
        return ctx.unsupported(node, f"activation instructions (CR 602.1b) of {keyword.name}, which is not one activated ability")
    sorcery, once, restrictions, conditions = activation_instructions(node.restrictions, ctx)
    ability = activated[0]
    restricted = attrs.evolve(
        ability, sorcery_speed=ability.sorcery_speed or sorcery, once_per_turn=ability.once_per_turn or once,
        restrictions=(*ability.restrictions, *restrictions), conditions=(*ability.conditions, *conditions),
        any_player=ability.any_player or any(r.any_player for r in node.restrictions if isinstance(r, ast.Restriction)),
        activators=activators_of(node.restrictions, ctx), max_per_turn=activation_limit(node.restrictions, ctx),
    )
    return attrs.evolve(keyword, definition=tuple(restricted if a is ability else a for a in keyword.definition))


@lowers(ast.KeywordOwnCost)
def _keyword_own_cost(node: ast.KeywordOwnCost, ctx: Lowering) -> fx.Ability:
    """"Equip {3}. This ability costs {1} less to activate for each other Equipment you
    control.": the keyword's activated ability with that change to its own cost (CR 602.2b,
    601.2f), applied as it is activated."""
    keyword = ctx.lower(node.keyword)
    if not isinstance(keyword, fx.Keyword):
        return keyword  # type: ignore[no-any-return]
    ways = [a for a in keyword.definition if isinstance(a, fx.CastPermission)]
    own = [a for a in keyword.definition if isinstance(a, fx.ActivatedAbility)]
    # the ability's one target, which "the creature it targets" names (CR 601.2c)
    targets = {e for e in fx.walk(own[0].effects) if isinstance(e, fx.Target)} if len(own) == 1 else set()
    own_target = next(iter(targets)) if len(targets) == 1 else None
    with ctx.scope(cast_way=keyword.name if len(ways) == 1 else None, own_target=own_target):
        changes = ctx.effects(node.change)
    if len(ways) == 1 and changes and all(_changes_own_spell_cost(e) for e in changes):
        # "Flashback {8}{U}{U}. This spell costs {X} less to cast this way, where X is ...": a
        # change to the total cost of the spell cast with the keyword's way only (CR 601.2f)
        return attrs.evolve(keyword, definition=tuple(attrs.evolve(a, cost_changes=(*a.cost_changes, *changes)) if a is ways[0] else a for a in keyword.definition))
    if isinstance(node.change, ast.XBound):
        return _keyword_x_bound(keyword, node.change, ctx)
    if not changes or not all(changes_own_activation_cost(e) for e in changes):
        unsupported_parts = [e for e in changes if isinstance(e, fx.Unsupported)]
        return unsupported_parts[0] if unsupported_parts else ctx.unsupported(node.change, "a sentence after a keyword that is no change to the cost of its ability")
    activated = [a for a in keyword.definition if isinstance(a, fx.ActivatedAbility)]
    if len(activated) != 1:
        return ctx.unsupported(node, f"a change to the activation cost of {keyword.name}, which is not one activated ability")
    definition = tuple(attrs.evolve(a, cost_changes=(*a.cost_changes, *changes)) if a is activated[0] else a for a in keyword.definition)
    return attrs.evolve(keyword, definition=definition)


def _keyword_x_bound(keyword: fx.Keyword, node: ast.XBound, ctx: Lowering) -> fx.Ability | tuple[fx.Ability, ...]:
    """"Suspend X—{X}{3}{U}. X can't be 0.": a bound on the X its player announces (CR 107.3,
    601.2b) for the keyword's one cost with {X}: of its special action (suspend, CR 116.2f), kept
    there; of an additional or alternative cost of casting the spell ("Kicker {X}. X can't be
    0."), the spell's X, whose bound is a rule of the spell that functions on the stack, as
    "X can't be 0." on a spell is."""
    bound = ctx.lower(node)
    if not isinstance(bound, WholeAbility) or not isinstance(bound.ability, fx.StaticAbility):
        return bound  # type: ignore[no-any-return]  # its own reason
    with_x = [a for a in keyword.definition if any(isinstance(c, fx.ManaPayment) and "{X}" in c.mana for c in fx.walk(getattr(a, "cost", None) or getattr(a, "costs", None) or ()))]
    if len(with_x) != 1:
        return ctx.unsupported(node, f"a bound on X (CR 107.3) of the cost of {keyword.name}, which is not one cost with {{X}}")
    ability = with_x[0]
    if isinstance(ability, fx.SpecialAction):
        changed = attrs.evolve(ability, x_bounds=(*ability.x_bounds, *bound.ability.effects))
        return attrs.evolve(keyword, definition=tuple(changed if a is ability else a for a in keyword.definition))
    if isinstance(ability, (fx.AdditionalCost, fx.CastPermission)):
        return (keyword, bound.ability)
    return ctx.unsupported(node, f"a bound on X (CR 107.3) of the cost of {keyword.name}")


def _changes_own_spell_cost(effect: fx.Effect) -> bool:
    """"This spell costs {X} less to cast this way": a ModifyCost of this spell, or a
    Conditional holding only such changes."""
    if isinstance(effect, fx.Conditional) and not effect.otherwise:
        return bool(effect.effects) and all(_changes_own_spell_cost(e) for e in effect.effects)
    return isinstance(effect, fx.ModifyCost) and effect.action == "cast" and isinstance(effect.spells, fx.This)


@lowers(ast.KeywordPlain)
def _keyword_plain(node: ast.KeywordPlain, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name)


@lowers(ast.KeywordFamily)
def _keyword_family(node: ast.KeywordFamily, ctx: Lowering) -> fx.Ability | fx.Unsupported:
    """A keyword of a quality named without one ("protection" in "The same is true for ...
    protection, and trample."): the word of a keyword that is also whole without a quality
    ("hexproof", CR 702.11a) is that keyword; otherwise it names every ability of the keyword,
    each with its own quality (CR 702.16a), which no one keyword of the effect model is."""
    entry = node.keyword
    if entry is not None and entry.shape is Shape.PLAIN:
        return _keyword(node.name)
    return fx.Unsupported(
        reason=f"{node.name} named without its quality: every {node.name} ability an object has, each with its own quality (CR 702.16a, 702.11d), is not one keyword of the effect model",
        node="KeywordFamily",
        text=node.name,
    )


@lowers(ast.KeywordNamed)
def _keyword_named(node: ast.KeywordNamed, ctx: Lowering) -> fx.Ability:
    """A keyword of a cost or a number named without it ("gains flashback", "it gains suspend",
    "if it doesn't have rampage"): of a number, its name only; of a cost, the abilities of its
    rule that need no cost (suspend's time counter triggers, CR 702.62a). A keyword that is a way
    to cast the card for its cost (flashback, escape) waits for the sentence after that states it
    (:class:`GrantedKeywordCost`, CR 702.1a-b), and is unsupported without one."""
    keyword = _keyword(node.name)
    if not isinstance(keyword, fx.Keyword):
        return keyword
    entry = node.keyword
    if entry is not None and entry.shape is Shape.NUMBER:  # "doesn't have rampage": its name only
        return attrs.evolve(keyword, definition=(fx.Unsupported(reason=f"{keyword.name} named without its number", node="KeywordNamed", text=node.name),))
    kept = tuple(a for a in keyword.definition if not _needs_a_cost(a))
    if not kept or any(isinstance(a, fx.CastPermission) and _needs_a_cost(a) for a in keyword.definition):
        kept = (fx.Unsupported(reason=f"{keyword.name} named without its cost, and no sentence states the cost (CR 702.1a)", node="KeywordNamed", text=node.name),)
    return attrs.evolve(keyword, definition=kept)


def _needs_a_cost(ability: Any) -> bool:
    """An ability of a keyword's rule that is the payment of the keyword's cost: a way to cast
    the card or a special action, for a cost the keyword was not given."""
    return isinstance(ability, (fx.CastPermission, fx.SpecialAction)) and not ability.cost


@lowers(ast.GrantedKeywordCost)
def _granted_keyword_cost(node: ast.GrantedKeywordCost, ctx: Lowering) -> fx.Effect:
    """"The flashback cost is equal to its mana cost [plus exile three other cards from your
    graveyard].": the keyword with that cost, for the grant before it to take (CR 702.1b: the
    mana cost of the object it is granted to, read as the spell is cast)."""
    alone = fx.Unsupported(reason="the cost of a keyword no sentence before grants", node="GrantedKeywordCost")
    whose = render_node(node.whose).lower()
    if whose not in ("its", "that card's", "the card's"):
        return ctx.unsupported(node.whose, f"the mana cost of {whose!r} as a keyword's cost")
    costs = (fx.OwnManaCost(), *(ctx.cost(c) for c in node.extra or ()))
    keyword = _keyword(node.name, cost=costs)
    if not isinstance(keyword, fx.Keyword):
        return keyword  # type: ignore[return-value]
    return GrantedKeywordCost(keyword=keyword, alone=alone)


@lowers(ast.KeywordNumber)
def _keyword_number(node: ast.KeywordNumber, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name, amount=ctx.value(node.number))


@lowers(ast.KeywordNumberWhere)
def _keyword_number_where(node: ast.KeywordNumberWhere, ctx: Lowering) -> fx.Ability:
    """"Firebending X, where X is this creature's power.": the keyword with the value the text
    defines for its X (CR 107.3c), in place of the X of its definition."""
    return _keyword(node.name, amount=ctx.value(node.amount))


@lowers(ast.KeywordCost)
def _keyword_cost(node: ast.KeywordCost, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name, cost=(ctx.cost(node.cost),))


@lowers(ast.KeywordCostEither)
def _keyword_cost_either(node: ast.KeywordCostEither, ctx: Lowering) -> tuple[fx.Ability, ...]:
    """CR 702.33b: "Kicker [cost 1] and/or [cost 2]" means "Kicker [cost 1], kicker [cost 2]":
    two kicker abilities, each cost paid or not (702.33d)."""
    if node.name.lower() != "kicker":
        raise CannotLower(f"{node.name} with two costs", node)
    return (_keyword("kicker", cost=(ctx.cost(node.cost),)), _keyword("kicker", cost=(ctx.cost(node.other),)))


@lowers(ast.KeywordCostText)
def _keyword_cost_text(node: ast.KeywordCostText, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name, cost=tuple(ctx.cost(c) for c in node.costs))


LOWERINGS[ast.GrantedKeywordCostReduced] = unsupported("a granted keyword's cost equal to a mana cost reduced by an amount (CR 702.1a-b, 118.7) is not in the effect model yet")


@lowers(ast.KeywordCostChoice)
def _keyword_cost_choice(node: ast.KeywordCostChoice, ctx: Lowering) -> fx.Ability:
    """"Equip—Pay {3} or discard a card." (CR 602.2b, 601.2b): the keyword's cost is one of the
    two, chosen by the player as the ability is activated."""
    options = tuple(ctx.cost(c) for c in node.costs.costs)
    return _keyword(node.name, cost=(fx.CostChoice(options=options),))


@lowers(ast.KeywordCostOr)
def _keyword_cost_or(node: ast.KeywordCostOr, ctx: Lowering) -> fx.Ability:
    """"Equip {2} or {B}" (CR 602.2b, 601.2b): one of the two mana costs, chosen as the ability
    is activated."""
    return _keyword(node.name, cost=(fx.CostChoice(options=(ctx.cost(node.cost), ctx.cost(node.other))),))


@lowers(ast.KeywordNumberCost)
def _keyword_number_cost(node: ast.KeywordNumberCost, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name, amount=ctx.value(node.number), cost=tuple(ctx.cost(c) for c in node.costs))


@lowers(ast.KeywordByReminder)
def _keyword_by_reminder(node: ast.KeywordByReminder, ctx: Lowering) -> fx.Ability:
    """A keyword the rules do not have, defined by its reminder text: the reminder's abilities
    compiled as a card's are (its parameter kept as the keyword's amount or cost, its name as
    written)."""
    parsed = reminder_abilities(node.reminder)
    if parsed is None:  # the parser built the node only because the reminder parses
        raise CannotLower(f"the reminder text of {node.name} does not parse", node)
    definition: list[fx.Ability] = []
    for ability in parsed:
        definition.extend(a for a in _lowered_line(ability) if isinstance(a, fx.Ability))
    written = node.written
    amount = fx.Fixed(value=int(written)) if written is not None and written.isdigit() else None
    cost = (fx.ManaPayment(mana=written),) if written is not None and written.startswith("{") else None
    return fx.Keyword(name=node.name.lower(), amount=amount, cost=cost, definition=tuple(definition))


@lowers(ast.KeywordFrom)
def _keyword_from(node: ast.KeywordFrom, ctx: Lowering) -> fx.Ability:
    """"protection from red" (CR 702.16), "hexproof from black" (702.11d)."""
    return _keyword(node.name, quality=quality_list(node.qualities, ctx))


def quality_list(node: Any, ctx: Lowering) -> tuple[fx.Element, ...]:
    """"red", "artifacts and from blue", "everything", "each color"."""
    tests: list[fx.Element] = []
    buffer: list[str] = []
    items: list[Any] = []
    for item in node if isinstance(node, tuple) else (node,):
        # a possessor stays whole: "each of your opponents"
        items.extend([item] if isinstance(item, (ast.Possessor, ast.Descriptor, ast.ColorsOfObjects, ast.QualityObjects)) else words_of(item))
    for i, word in enumerate(items):
        if isinstance(word, ast.Possessor):
            # "each of your opponents", "each of its colors" (CR 702.16i: one quality for each of
            # the set)
            whose = [w.lower() for w in word.words if isinstance(w, str)]
            of = str(items[i + 1]).lower() if i + 1 < len(items) else ""
            if whose == ["your"] and of == "opponents":
                # CR 702.16k: protection from a player is from what that player controls (and
                # owns outside the battlefield and the stack, where an object's controller is its
                # owner); "your" is the controller of the object (or the player) that has it
                tests.append(fx.Filter(controller=fx.EachOpponent()))
            else:
                raise CannotLower(f"a quality for each of {word.text} {of}: the qualities of an object, read as the ability applies, are not a quality filter yet", node)
            buffer.clear()
            continue
        if i > 0 and isinstance(items[i - 1], ast.Possessor):
            continue
        if isinstance(word, ast.ColorsOfObjects):
            # "This creature has protection from the colors of permanents you control": from each
            # color those objects have, read continuously as the static ability applies (CR
            # 702.16a, 105.2, 611.3a): an object has the quality if it shares a color with one
            # of them. Said of another object ("Enchanted creature has ..."), "you" would be read
            # for the protected object; of a target, the colors are fixed as the ability resolves
            controller = [w.lower() for w in word.controller.words if isinstance(w, str)] if word.controller is not None else []
            if word.target is not None or not ctx.static or not isinstance(ctx.subject, fx.This) or controller not in ([], ["you"]):
                raise CannotLower("protection from the colors of a set of objects (CR 702.16a): the colors of objects, read as the ability applies, are not a quality filter yet", node)
            objects = fx.Filter(**{**describe_words(word.what).fields, **({"controller": fx.You()} if controller else {})})
            tests.append(fx.Filter(shared="color", shares_with=objects))
            if buffer[-3:] == ["the", "colors", "of"]:
                del buffer[-3:]
            continue
        if isinstance(word, ast.QualityObjects):
            # "protection from creatures your opponents control", "... creatures of the chosen
            # type": the objects so described (CR 702.16a), "your" the controller of the ability
            # as in any noun phrase of it; the filter is read as the protection applies
            described = ctx.filter(ast.ObjectNp(determiner=None, descriptor=word.what, qualifiers=(word.qualifier,), span=word.span))
            if not isinstance(described, fx.Filter):
                raise CannotLower("protection from objects of no description", word)
            tests.append(described)
            continue
        if isinstance(word, ast.QualityStat):
            # "protection from mana value 3 or less": each object whose number compares so
            # (CR 702.16a, 202.3)
            op = COMPARISONS.get(f"or {word.bound.lower()}")
            if op is None:
                raise CannotLower(f"comparison 'or {word.bound}'", word)
            tests.append(fx.Filter(stat=(stat_name(word.stat, word), op, ctx.value(word.number))))
            continue
        if isinstance(word, ast.Descriptor):
            tests.append(fx.Filter(**describe_words(word).fields))
        elif isinstance(word, str) and word.lower() not in ("and", ",", "from"):
            buffer.append(word.lower())
    text = " ".join(buffer)
    if text == "everything":
        tests.append(fx.Filter(kind="object"))
    elif text in ("each color", "all colors"):
        tests.extend(fx.Filter(colors=(c,)) for c in "WUBRG")
    elif text.startswith("the chosen"):
        tests.append(fx.Filter(chosen=(text.removeprefix("the chosen ").strip(),)))
    elif text in ("the color of your choice", "that color") or (text.startswith("the color of ") and text.endswith(" choice")):
        # chosen as the effect begins: _gain_keywords puts the ChooseQuality before the grant
        # ("of its controller's choice": that player chooses, CR 608.2d); "hexproof from that
        # color": the color chosen before (CR 607.2), as "creatures of that color" reads it
        tests.append(fx.Filter(chosen=("color",)))
    elif text:
        raise CannotLower(f"quality {text!r}", node)
    return tuple(tests)


LOWERINGS[ast.QualityList] = part_of("KeywordFrom")
LOWERINGS[ast.QualityObjects] = part_of("KeywordFrom")
LOWERINGS[ast.QualityStat] = part_of("KeywordFrom")
# "protection from artifacts or from the color of your choice": which quality is the player's
# choice as the effect begins (CR 608.2d); a choice between a quality and a color is no ChooseQuality
LOWERINGS[ast.KeywordFromEither] = unsupported(
    "protection from one of two qualities, chosen as the effect begins (CR 702.16a, 608.2d): a choice between qualities is not in the effect model yet"
)


@lowers(ast.LandwalkOfChosen)
def _landwalk_of_chosen(node: ast.LandwalkOfChosen, ctx: Lowering) -> fx.Ability:
    """"has landwalk of the chosen type", "gains snow landwalk of the chosen type": landwalk of
    the land type chosen before (CR 702.14a, 607.2), the keyword with "the chosen type" as its
    quality; the runtime writes the type chosen into it as it grants it ("forestwalk")."""
    return _keyword(node.name, quality=(fx.Filter(chosen=("type",)),))
LOWERINGS[ast.ColorsOfObjects] = part_of("KeywordFrom")


@lowers(ast.Gift)
def _gift(node: ast.Gift, ctx: Lowering) -> fx.Ability:
    """"Gift a Food", "Gift a card", "Gift a tapped Fish", "Gift an extra turn" (CR 702.174):
    the keyword with the effect its rule gives the gift (702.174d-i, :data:`GIFTS`), compiled
    from the rule's words as a card's text is; its definition is the optional cost and that
    effect (:mod:`oraclec.effects.definitions`)."""
    what = render_node(node.what).lower()
    if what not in GIFTS:
        return ctx.unsupported(node.what, f"gift {what!r}: no rule of CR 702.174 says what that gift is")
    given = gift_effects(what)
    problems = [e for e in fx.walk(given) if isinstance(e, fx.Unsupported)]
    if problems or not given:
        return problems[0] if problems else ctx.unsupported(node, f"the effect of gift {what!r} compiles to nothing")
    return _keyword("gift", quality=given)


@cache
def gift_effects(what: str) -> tuple[fx.Effect, ...]:
    """The effects of a gift (CR 702.174d-i): "The chosen player [GIFTS[what]].", compiled."""
    from ..parser import parse_ability
    from ..text import normalise_ability

    text = f"The chosen player {GIFTS[what]}."
    parsed = parse_ability(normalise_ability(text))
    if parsed.line is None:
        reason = parsed.error.reason if parsed.error is not None else "no ability"
        return (fx.Unsupported(reason=f"the effect of gift {what!r} does not parse: {reason}", node="Gift", text=text),)
    return tuple(e for a in _lowered_line(parsed) for e in getattr(a, "effects", ()) or (a,))


@lowers(ast.Enchant)
def _enchant(node: ast.Enchant, ctx: Lowering) -> fx.Ability:
    """CR 702.5a-b: the Aura targets what it can enchant as it is cast (303.4a) and can be
    attached only to such an object."""
    what = node.what
    if isinstance(what, ast.Descriptor):
        # "The token has enchant permanent and umbra armor.": a description alone (keywords.lark)
        what = ast.ObjectNp(determiner=None, descriptor=what, qualifiers=None, span=what.span)
    return _keyword("enchant", quality=(ctx.filter(what),))


@lowers(ast.Affinity)
def _affinity(node: ast.Affinity, ctx: Lowering) -> fx.Ability:
    """CR 702.41a: "This spell costs {1} less to cast for each [text] you control." """
    return _keyword("affinity", quality=(ctx.filter(node.what),))


@lowers(ast.BandsWithOther)
def _bands_with_other(node: ast.BandsWithOther, ctx: Lowering) -> fx.Ability:
    """CR 702.22c: "bands with other [quality]", the keyword with its quality (like banding, not
    played by the runtime: oraclec.keywords.SUPPORT)."""
    return _keyword("bands with other", quality=(ctx.filter(node.what),))


@lowers(ast.Champion)
def _champion(node: ast.Champion, ctx: Lowering) -> fx.Ability:
    """CR 702.72a: "Champion a Faerie" (the definition: oraclec.effects.definitions)."""
    return _keyword("champion", quality=(ctx.filter(node.what),))


@lowers(ast.Companion)
def _companion(node: ast.Companion, ctx: Lowering) -> fx.Ability:
    """CR 702.139a: companion "functions outside the game": its condition on the starting deck
    is checked before the game begins, and in a game it means nothing."""
    return _keyword("companion")


@lowers(ast.PartnerWith)
def _partner_with(node: ast.PartnerWith, ctx: Lowering) -> fx.Ability:
    """CR 702.124j."""
    return _keyword("partner with", quality=(fx.Filter(name=node.name, kind="card"),))


@lowers(ast.PartnerVariant, ast.ChooseABackground, ast.DoctorsCompanion)
def _partner_ability(node: Any, ctx: Lowering) -> fx.Ability:
    """"Partner—Friends forever", "Choose a Background", "Doctor's companion" (CR 702.124i-m):
    rules for choosing commanders, which apply before the game begins (CR 702.124a); in a game
    they are markers, as plain "Partner" is."""
    if isinstance(node, ast.PartnerVariant):
        name, rule = f"partner—{render_node(node.variant).lower()}", "702.124i"
    elif isinstance(node, ast.ChooseABackground):
        name, rule = "choose a background", "702.124k"
    else:
        name, rule = "doctor's companion", "702.124m"
    return fx.Keyword(name=name, rule=rule)


@lowers(ast.EquipQuality)
def _equip_quality(node: Any, ctx: Lowering) -> fx.Ability:
    """CR 702.6a with a quality: "Equip legendary creature {3}"."""
    target = fx.Filter(**{**describe_words(node.quality).fields, "controller": fx.You()})
    cost = (ctx.cost(node.cost),)
    return fx.Keyword(
        name="equip", rule=fx.rule_of("equip"), cost=cost, quality=(target,),
        definition=(fx.ActivatedAbility(costs=cost, effects=(fx.Attach(to=fx.Target(key="target", what=target)),), sorcery_speed=True),),
    )


@lowers(ast.Splice, ast.SpliceCostText)
def _splice(node: Any, ctx: Lowering) -> fx.Ability:
    """CR 702.47a: "splice onto [quality] [cost]", the cost a mana cost or, after a dash, other
    costs ("Splice onto Arcane—Sacrifice two Mountains.", paid as the splice cost, 702.47a)."""
    onto = node.onto
    quality = fx.Filter(**{**describe_words(onto).fields, "zone": "stack"}) if isinstance(onto, ast.Descriptor) else fx.Filter(subtypes=(subtype_of(onto) or onto,), zone="stack")
    costs = tuple(ctx.cost(c) for c in node.costs) if isinstance(node, ast.SpliceCostText) else (ctx.cost(node.cost),)
    return _keyword("splice", cost=costs, quality=(quality,))


@lowers(ast.Landwalk)
def _landwalk(node: ast.Landwalk, ctx: Lowering) -> fx.Ability:
    return _keyword(node.name)


@lowers(ast.Prototype)
def _prototype(node: ast.Prototype, ctx: Lowering) -> fx.Ability:
    return _keyword("prototype", cost=(ctx.cost(node.cost),))


@lowers(ast.Craft)
def _craft(node: ast.Craft, ctx: Lowering) -> fx.Ability:
    return _keyword("craft", cost=(ctx.cost(node.cost),), quality=(ctx.filter(node.what),))


@lowers(ast.CumulativeUpkeep, ast.CumulativeUpkeepText)
def _cumulative_upkeep(node: Any, ctx: Lowering) -> fx.Ability:
    return _keyword("cumulative upkeep", cost=tuple(ctx.cost(c) for c in node.costs))


@lowers(ast.CumulativeUpkeepEither)
def _cumulative_upkeep_either(node: ast.CumulativeUpkeepEither, ctx: Lowering) -> fx.Ability:
    """"Cumulative upkeep {W} or {U}" (CR 702.24a): the cost paid for each age counter is one of
    the two, chosen by the player paying for that counter (a choice of costs, CR 601.2b, 118.12)."""
    return _keyword("cumulative upkeep", cost=(fx.CostChoice(options=(ctx.cost(node.cost), ctx.cost(node.other))),))


@lowers(ast.Offering)
def _offering(node: ast.Offering, ctx: Lowering) -> fx.Ability:
    subtype = subtype_of(node.subtype) or node.subtype
    return _keyword("offering", quality=(fx.Filter(subtypes=(subtype,), controller=fx.You()),))


@lowers(ast.KeywordLine, ast.KeywordLineSemicolon, ast.QuotedKeywordLine)
def keyword_line(node: Any, ctx: Lowering) -> tuple[fx.Ability, ...]:
    """A line of keywords, or keywords in quotes ('has "Cumulative upkeep {1}."', CR 113.1b):
    each keyword its ability."""
    abilities: list[fx.Ability] = []
    for keyword in node.keywords:
        if isinstance(keyword, ast.KeywordCostEither):  # two keyword abilities (CR 702.33b)
            lowered = ctx.lower(keyword)
            abilities.extend(lowered if isinstance(lowered, tuple) else (lowered,))
        else:
            abilities.append(ctx.ability(keyword))
    return tuple(abilities)


# -- behold (CR 701.4): a keyword action said as a cost, an instruction or a condition ---------------
@lowers(ast.Behold)
def behold_cost(node: ast.Behold, ctx: Lowering) -> fx.Cost:
    """"behold a Dragon", "behold three Elementals" (CR 701.4a): the quality the objects
    beheld have, as a description of permanents (the runtime looks for it in the hand too).
    Said as an instruction ("you may behold a Dragon. If you do, ..."), it is no cost, and the
    instruction is reported as not lowered (Lowering.effects)."""
    what, amount = chosen_parts(ctx.objects(node.what))
    if isinstance(what, fx.Unsupported):
        return what
    if not isinstance(what, fx.Filter) or what.zone != "battlefield" or what.controller is not None:
        raise CannotLower("beholding something other than a kind of card or permanent", node)
    return fx.BeholdCost(what=what, amount=amount)


@lowers(ast.BeholdAction)
def _behold_action(node: ast.BeholdAction, ctx: Lowering) -> fx.Effect:
    """"you may behold a Dragon. If you do, create a Treasure token.": beholding as an
    instruction is paying the behold cost as the ability resolves (CR 118.12: "if you do")."""
    behold = behold_cost(node, ctx)
    if isinstance(behold, fx.Unsupported):
        return behold
    return fx.Pay(costs=(behold,), player=ctx.doer())


@lowers(ast.WasBeheld)
def _was_beheld(node: ast.WasBeheld, ctx: Lowering) -> fx.Condition:
    """"If a Dragon was beheld" (CR 701.4b): the quality, tested on what was beheld as it was."""
    if node.be.lower() != "was":
        raise CannotLower(f"'{node.be} beheld'", node)
    what = ctx.filter(node.subject)
    if isinstance(what, fx.Unsupported):
        raise CannotLower(what.reason, node.subject)
    if not isinstance(what, fx.Filter):
        raise CannotLower("beholding something other than a kind of card or permanent", node)
    return fx.WasBeheld(what=what)


@lowers(ast.ChooseKeyword)
def _choose_keyword(node: ast.ChooseKeyword, ctx: Lowering) -> fx.Effect:
    """"choose first strike, vigilance, or lifelink": one keyword chosen as the instruction is
    carried out (CR 608.2d), granted by "gain that ability" after it
    (compiler.sentences.chosen_keyword_grants)."""
    options = tuple(ctx.ability(keyword) for keyword in node.choices.keywords)
    return KeywordChoicePlaceholder(options=options, player=ctx.doer(), at_random=node.at_random is not None)


@lowers(ast.GainThatAbility)
def _gain_that_ability(node: ast.GainThatAbility, ctx: Lowering) -> fx.Effect:
    """"Creatures you control gain that ability until end of turn.": the keyword chosen by the
    instruction before, granted (layer 6, CR 613.1f)."""
    return ChosenKeywordGrant(what=subject_objects(ctx), duration=ctx.continuous_duration())
