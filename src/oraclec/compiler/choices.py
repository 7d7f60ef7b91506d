"""Lowerings of :mod:`oraclec.ast.choices`: choices made as a permanent enters (CR 614.12),
choices of qualities and what refers to them (CR 607.2), "for each" sentences,
characteristic-defining abilities (CR 604.3) and base power and toughness (CR 613.4b)."""

from __future__ import annotations

import re
from typing import Any

import attrs

from .. import ast
from .. import effects as fx
from ..ast.base import Node
from ..effects.base import walk
from .context import Lowering
from .elements import EntersWithPlaceholder
from .objects import DONE_KEYS, QUALIFIERS, history_count, set_field, subject_objects
from .words import duration
from .registry import LOWERINGS, CannotLower, EffectList, lowers, part_of, unsupported

#: module-level registration loops reuse one name for classes of several kinds
_cls: type[Node]


# -- "As this creature enters, ..." ----------------------------------------------------------------
@lowers(ast.AsEntersSentence)
def _as_enters(node: ast.AsEntersSentence, ctx: Lowering) -> fx.Effect:
    """CR 614.12: the instructions are carried out as this permanent enters (a replacement
    effect of its own static ability, like "enters tapped")."""
    what = ctx.objects(node.what, role="reference")
    if not isinstance(what, fx.This):
        raise CannotLower("\"As [another object] enters\"", node.what)
    effects = ctx.effects(node.chain)
    # "As this creature enters, you may sacrifice any number of creatures. If you do, it enters
    # with twice that many +1/+1 counters on it.": what the sentences after it call "it" is the
    # permanent entering, not the objects its instructions acted on (they left or stayed where
    # they were; only it enters)
    ctx.refer(what)
    return EntersWithPlaceholder(ability=fx.EntersWith(effects=effects))


# CR 614.1e: "As [this permanent] is turned face up" is a replacement effect on turning a
# face-down permanent face up; the effect model has no event for that yet, so the whole sentence
# (with its "enters or" half, which is one ability with it) stays unsupported rather than keep
# only the entering half
LOWERINGS[ast.AsTurnedFaceUpSentence] = unsupported(
    "an instruction carried out as a permanent is turned face up (CR 614.1e) is not lowered yet"
)
# CR 712.20: "As [this permanent] transforms into ..." is applied while the permanent transforms;
# the effect model has no replacement on transforming, so the sentence stays unsupported
LOWERINGS[ast.AsTransformsSentence] = unsupported(
    "an instruction carried out as a permanent transforms (CR 712.20) is not lowered yet"
)


# -- choosing a quality ----------------------------------------------------------------------------
@lowers(ast.ChooseQuality)
def _choose_quality(node: ast.ChooseQuality, ctx: Lowering) -> EffectList:
    """CR 607.2: each choice is remembered for "the chosen ..." later in the text."""
    out = []
    for choice in node.choices.choices:
        amount = choice.amount
        if amount is None:
            raise CannotLower(f"choosing {choice.count!r} {choice.noun}", choice)
        low = high = None
        excluded = None
        if choice.limit is not None:
            excluded = choice.limit.excluded
            bounds = choice.limit.bounds
            if bounds is not None:
                low, high = (ctx.value(b) for b in bounds)
        out.append(
            fx.ChooseQuality(
                player=ctx.doer(), quality=choice.quality, amount=amount, excluded=excluded,
                low=low, high=high, at_random=choice.at_random is not None,
            )
        )
        if choice.quality in ("player", "opponent"):
            # "choose a color and an opponent": the player chosen (CR 607.2: the chosen player)
            ctx.refer(fx.PlayerRole(role="chosen"))
    return tuple(out)


LOWERINGS[ast.QualityChoice] = part_of("ChooseQuality")
LOWERINGS[ast.PlayerQualityChoice] = part_of("ChooseQuality")
LOWERINGS[ast.QualityChoices] = part_of("ChooseQuality")
LOWERINGS[ast.QualityLimit] = part_of("ChooseQuality")


# -- "For each ..., ..." ---------------------------------------------------------------------------
@lowers(ast.ForEachSentence, ast.ForEachChain)
def _for_each_sentence(node: ast.ForEachSentence | ast.ForEachChain, ctx: Lowering) -> fx.Effect:
    """The instructions once for each player or object, "that player" / "it" being the
    current one; "for each spell you've cast this turn" once for each spell the turn's record
    counts (CR 601.2i), which the instructions may not name."""
    each = node.each
    if isinstance(each, ast.OptionNp) and each.vote is not None:
        # "For each evidence vote, investigate.": once for each vote cast for the option (CR
        # 701.38); no vote is named in the instructions ("the voter" is not in the effect model)
        return fx.Repeat(times=fx.VotesFor(option=_vote_option(each.word, each, ctx)), effects=ctx.effects(node.chain))
    if isinstance(each, ast.ObjectNp) and each.determiner is not None and each.determiner.lower_words() == ("each",):
        counted = history_count(attrs.evolve(each, determiner=None), ctx)
        if counted is not None:
            ctx.refer(fx.Found(key="each"))
            effects = ctx.effects(node.chain)
            if any(isinstance(e, fx.Found) and e.key == "each" for e in walk(effects)):
                raise CannotLower("\"it\" for each of the spells cast this turn: the record counts them, it keeps no objects", node)
            return fx.Repeat(times=counted, effects=effects)
    over = ctx.objects(node.each, role="reference")
    key = "each player" if fx.names_players(over) else "each"
    ctx.refer(fx.Found(key=key))
    effects = ctx.effects(node.chain)
    if fx.names_players(over) and len(effects) == 1 and _option_for_each(effects[0]):
        # "For each player, choose friend or foe.": a value chosen for each of them in turn,
        # remembered for that player ("each friend", CR 607.2)
        choose = attrs.evolve(effects[0], for_player=fx.Found(key=key))
        ctx.player_options.append((over, choose))
        effects = (choose,)
    return fx.ForEachOf(over=over, effects=effects, key=key)


def _option_for_each(effect: Any) -> bool:
    """One of the options named by words ("friend or foe"), chosen by the ability's controller."""
    return (
        isinstance(effect, fx.ChooseQuality) and bool(effect.options) and effect.player == fx.You() and effect.amount == 1
        and not effect.one_or_more and not effect.at_random and not effect.secret and effect.for_player is None
    )


@lowers(ast.ForEachQualitySentence, ast.ForEachQualityChain)
def _for_each_quality(node: ast.ForEachQualitySentence | ast.ForEachQualityChain, ctx: Lowering) -> fx.Effect:
    quality = " ".join(node.quality.lower().split())
    return fx.ForEachValue(quality=quality, effects=ctx.effects(node.chain))


# -- references to what was chosen -------------------------------------------------------------------
def _q_of_that_kind(q: ast.OfThatKind, fields: dict[str, Any], ctx: Lowering) -> None:
    """"a card of that color": the value chosen (or iterated over) just before."""
    kind = q.kind.lower().split()[-1]
    set_field(fields, "chosen", kind, q)


QUALIFIERS[ast.OfThatKind] = _q_of_that_kind
LOWERINGS[ast.OfThatKind] = part_of("a noun phrase")
LOWERINGS[ast.WithChosen] = part_of("WithQuality")
LOWERINGS[ast.WithBasePt] = part_of("WithQuality")


@lowers(ast.ThatNumber)
def _that_number(node: ast.ThatNumber, ctx: Lowering) -> fx.Value:
    return fx.ChosenValue(quality="number")


@lowers(ast.ChosenNumber)
def _chosen_number(node: ast.ChosenNumber, ctx: Lowering) -> fx.Value:
    return fx.ChosenValue(quality="number")


# -- characteristic-defining abilities (CR 604.3) ------------------------------------------------
def _pt_owner(owner: Any, ctx: Lowering) -> fx.Reference:
    """Whose power and toughness: "~'s", "this creature's", "its" (the object the text is
    about)."""
    words = list(owner.words) if isinstance(owner, ast.Possessor) else [owner]
    lowered = [w.lower() if isinstance(w, str) else w for w in words]
    if lowered in (["its"], ["their"]):
        return ctx.it()
    if len(words) == 2 and lowered[1] in ("'s", "'"):
        return ctx.objects(words[0], role="reference")
    raise CannotLower(f"the power and toughness of {owner!r}", owner)


def _defined(ctx: Lowering, owner: Any, power: Any, toughness: Any) -> fx.Effect:
    """CR 604.3, 613.4a: a characteristic-defining ability (layer 7a), in effect everywhere.
    The owner is read before the amounts: "its power and toughness are each equal to the number
    of Forests you control" is the object's, not the Forests' (the last objects named)."""
    what = _pt_owner(owner, ctx)
    amount = ctx.value(power if power is not None else toughness)
    return fx.SetPT(
        what=what, power=amount if power is not None else None, toughness=amount if toughness is not None else None, duration=ctx.continuous_duration(), defining=True
    )


@lowers(ast.DefinedPt)
def _defined_pt(node: ast.DefinedPt, ctx: Lowering) -> fx.Effect:
    return _defined(ctx, node.owner, node.amount, node.amount)


@lowers(ast.DefinedPowerAndToughness)
def _defined_power_and_toughness(node: ast.DefinedPowerAndToughness, ctx: Lowering) -> EffectList:
    """"~'s power is equal to X and its toughness is equal to Y": "its" is the same object."""
    what = _pt_owner(node.owner, ctx)
    words = [w.lower() for w in node.toughness_owner.words if isinstance(w, str)] if isinstance(node.toughness_owner, ast.Possessor) else []
    other = what if words == ["its"] else _pt_owner(node.toughness_owner, ctx)
    power, toughness = ctx.value(node.power), ctx.value(node.toughness)
    duration = ctx.continuous_duration()
    if other == what:
        return (fx.SetPT(what=what, power=power, toughness=toughness, duration=duration, defining=True),)
    return (
        fx.SetPT(what=what, power=power, duration=duration, defining=True),
        fx.SetPT(what=other, toughness=toughness, duration=duration, defining=True),
    )


@lowers(ast.DefinedPower)
def _defined_power(node: ast.DefinedPower, ctx: Lowering) -> fx.Effect:
    return _defined(ctx, node.owner, node.amount, None)


@lowers(ast.DefinedToughness)
def _defined_toughness(node: ast.DefinedToughness, ctx: Lowering) -> fx.Effect:
    return _defined(ctx, node.owner, None, node.amount)


# -- base power and toughness (CR 613.4b) -----------------------------------------------------------
_PT = re.compile(r"^(\d+|X)/(\d+|X)$")


def base_pt(text: str, node: Any) -> tuple[fx.Value, fx.Value]:
    """"0/2" -> (0, 2); "X/X" -> (X, X)."""
    m = _PT.match(text)
    if not m:
        raise CannotLower(f"base power and toughness {text!r}", node)
    return tuple(fx.Variable(name="X") if part == "X" else fx.Fixed(value=int(part)) for part in m.groups())  # type: ignore[return-value]


@lowers(ast.HaveBasePt)
def _have_base_pt(node: ast.HaveBasePt, ctx: Lowering) -> fx.Effect:
    """Layer 7b: sets base power and toughness; counters and "gets +N/+N" still apply."""
    power, toughness = base_pt(node.pt, node)
    return fx.SetPT(what=subject_objects(ctx), power=power, toughness=toughness, duration=ctx.continuous_duration())


@lowers(ast.HaveBasePtAndKeywords)
def _have_base_pt_and_keywords(node: ast.HaveBasePtAndKeywords, ctx: Lowering) -> EffectList:
    """"has base power and toughness 5/5 and vigilance": the base power and toughness (layer 7b,
    CR 613.4b) and the abilities (layer 6, CR 613.1f), as "has base power and toughness 5/5 and
    has vigilance" says them."""
    stats = node.stats
    pt = ast.HaveBasePt(pt=stats.pt)
    keywords = ast.HaveKeywords(keywords=stats.keywords)
    return (*ctx.effects(pt), *ctx.effects(keywords))


def _sets(stats: Any) -> tuple[bool, bool]:
    """Which of the two a "base power and toughness" / "base power" / "base toughness" names."""
    words = [w.lower() for w in stats.words if isinstance(w, str)]
    return "power" in words, "toughness" in words


def _pronouns(node: Any) -> set[str]:
    """The possessive pronouns "its" and "their" a quantity speaks of."""
    if isinstance(node, ast.Possessor):
        words = [w.lower() for w in node.words if isinstance(w, str)]
        return set(words) if words in (["its"], ["their"]) else set()
    if isinstance(node, Node):
        return set().union(*(_pronouns(getattr(node, f.name)) for f in attrs.fields(type(node)) if f.name != "span"))
    if isinstance(node, tuple):
        return set().union(*(_pronouns(item) for item in node))
    return set()


def _several(what: fx.Reference) -> bool:
    """Whether a reference may name more than one object."""
    if isinstance(what, (fx.Filter, fx.Union)):
        return True
    if isinstance(what, (fx.Target, fx.Chosen)):
        return what.max != 1 if isinstance(what, fx.Target) else what.amount is not None
    return False


def _each_own(what: fx.Reference, group: Any, value: Any) -> bool:
    """Whether a number is each object's own: "each other non-Aura enchantment ... each equal to
    its mana value" (a group, and "its"): one number per object, not their sum. The pronoun
    must agree with the group's noun ("each creature ... its", "creatures ... their"); one that
    does not names something else, which is refused rather than guessed."""
    pronouns = _pronouns(value)
    if not _several(what) or not pronouns:
        return False
    descriptor = getattr(group, "descriptor", None)
    if isinstance(group, ast.ObjectNp) and descriptor is not None:
        plural = descriptor.is_plural or (group.determiner is not None and group.determiner.is_plural)
        if pronouns == {"their" if plural else "its"}:
            return True
    raise CannotLower("a number of \"its\" or \"their\" for a group it may not name", value)


def _lower_each(value: Any, each: bool, lower: Any, ctx: Lowering) -> Any:
    """``lower(value)`` where "its" is each object in turn (``Found(key=SetPT.EACH_KEY)``) if
    ``each``, else as the text around it says."""
    if not each:
        return lower(value)
    ctx.refer(fx.Found(key=fx.SetPT.EACH_KEY))
    try:
        return lower(value)
    finally:
        ctx.referents.pop()


def _set_base(what: fx.Reference, stats: Any, quantity: Any, ctx: Lowering) -> fx.Effect:
    """Layer 7b (CR 613.4b): the base power, toughness or both set to one number, or for a
    group with "its", each object's own number (``each``)."""
    each = _each_own(what, ctx.subject_node, quantity)
    amount = _lower_each(quantity, each, ctx.value, ctx)
    power, toughness = _sets(stats)
    return fx.SetPT(what=what, power=amount if power else None, toughness=amount if toughness else None, duration=ctx.continuous_duration(), each=each)


@lowers(ast.HaveBaseStat)
def _have_base_stat(node: ast.HaveBaseStat, ctx: Lowering) -> fx.Effect:
    """"Target attacking creature has base power 0 until end of turn." (CR 613.4b)"""
    return _set_base(subject_objects(ctx), node.stat, node.amount, ctx)


@lowers(ast.HaveBasePtEachEqual)
def _have_base_pt_each_equal(node: ast.HaveBasePtEachEqual, ctx: Lowering) -> fx.Effect:
    """"has base power and toughness each equal to the number of creatures you control": the
    number of a static ability is the current one each time it applies (CR 611.3a), that of a
    resolving one is fixed as it resolves (CR 608.2h)."""
    return _set_base(subject_objects(ctx), node.stats, node.quantity, ctx)


def _base_ref(node: Any, ctx: Lowering) -> tuple[fx.Reference, Any]:
    """The objects whose base power and toughness change, and which of the two."""
    if isinstance(node, ast.BaseStatsOf):
        what = ctx.objects(node.what)
    elif isinstance(node, ast.PossessorBaseStats):
        what = _pt_owner(node.owner, ctx)
    else:
        raise CannotLower(f"base power and toughness of {type(node).__name__}", node)
    ctx.refer(what)
    return what, node.stats


def _base_value(value: Any, stats: Any, ctx: Lowering) -> tuple[fx.Value | None, fx.Value | None]:
    """(power, toughness) of "4/3", "equal to ~'s power", "that creature's power and
    toughness", "the power and toughness of target creature"; None: left alone."""
    sets_power, sets_toughness = _sets(stats)
    if isinstance(value, str):
        power, toughness = base_pt(value, value)
        if not (sets_power and sets_toughness):
            raise CannotLower(f"one of base power and toughness set to {value!r}", value)
        return power, toughness
    if isinstance(value, (ast.EqualToPtOf, ast.PtOf, ast.PtOfNp)):
        if not (sets_power and sets_toughness):
            raise CannotLower("one of base power and toughness set to a power and toughness", value)
        if isinstance(value, ast.PtOfNp):
            of = ctx.objects(value.what, role="reference")
            return fx.StatOf(what=of, stat="power"), fx.StatOf(what=of, stat="toughness")
        power = ctx.value(ast.StatOf(owner=value.owner, stat="power", span=value.span))
        toughness = ctx.value(ast.StatOf(owner=value.owner, stat="toughness", span=value.span))
        return power, toughness
    amount = ctx.value(value)
    return (amount if sets_power else None), (amount if sets_toughness else None)


def _become_base(what_node: Any, value: Any, ctx: Lowering) -> fx.Effect:
    """CR 613.4b: an effect that sets base power and toughness, the numbers fixed as it
    resolves (CR 608.2h); a static one's are the current ones each time it applies."""
    what, stats = _base_ref(what_node, ctx)
    group = what_node.what if isinstance(what_node, ast.BaseStatsOf) else None
    each = _each_own(what, group, value)
    power, toughness = _lower_each(value, each, lambda v: _base_value(v, stats, ctx), ctx)
    return fx.SetPT(what=what, power=power, toughness=toughness, duration=ctx.continuous_duration(), each=each)


@lowers(ast.HaveBaseBecome)
def _have_base_become(node: ast.HaveBaseBecome, ctx: Lowering) -> fx.Effect:
    """"you may have the base power and toughness of target creature become 4/4 until end of turn"."""
    return _become_base(node.what, node.value, ctx)


@lowers(ast.ChangeBase)
def _change_base(node: ast.ChangeBase, ctx: Lowering) -> fx.Effect:
    """"change this creature's base power and toughness to that creature's power and toughness"."""
    return _become_base(node.what, node.value, ctx)


@lowers(ast.BaseBecomes)
def _base_becomes(node: ast.BaseBecomes, ctx: Lowering) -> EffectList:
    """"Until end of turn, this creature's base power becomes equal to the number of Towns you
    control." A clause of its own, whose tails (a duration) are read as a clause's are."""
    tails = tuple(node.tails or ())
    durations = [t for t in tails if isinstance(t, ast.Duration)]
    if len(durations) != len(tails) or len(durations) > 1:
        raise CannotLower("a base power and toughness change with tails other than one duration", node)
    if node.perpetually is not None:
        # Alchemy (digital-only): the change lasts for the rest of the game and follows the card
        if durations:
            raise CannotLower("a perpetual base power and toughness change with a duration", node)
        with ctx.scope(duration="perpetual"):
            return (_become_base(node.what, node.value, ctx),)
    if durations:
        with ctx.scope(duration=duration(durations[0])):
            return (_become_base(node.what, node.value, ctx),)
    return (_become_base(node.what, node.value, ctx),)


for _cls in (ast.BaseStats, ast.BaseStat, ast.BaseStatEither, ast.BaseStatsOf, ast.PossessorBaseStats):
    LOWERINGS[_cls] = part_of("a base power and toughness change")
for _cls in (ast.EqualToPtOf, ast.PtOf, ast.PtOfNp):
    LOWERINGS[_cls] = part_of("a base power and toughness value")
LOWERINGS[ast.WithBasePtEachEqual] = part_of("WithQuality")
LOWERINGS[ast.WithBasePtAndKeywords] = part_of("WithQuality")


LOWERINGS[ast.ForEachQualityAmong] = part_of("Clause")
LOWERINGS[ast.ForEachDifferentAmong] = part_of("Clause")


def _q_not_done_this_way(q: ast.NotDoneThisWay, fields: dict[str, Any], ctx: Lowering) -> None:
    """"revealed cards not cast this way": all but the objects the earlier instruction took."""
    participle = q.participle.lower()
    set_field(fields, "excluded", fx.Found(key=DONE_KEYS.get(participle, participle)), q)


QUALIFIERS[ast.NotDoneThisWay] = _q_not_done_this_way
LOWERINGS[ast.NotDoneThisWay] = part_of("a noun phrase")


# -- players described by a relative clause -----------------------------------------------------------
_WHO_CLASSES = (ast.WhoCant, ast.WhoDoes, ast.WhoAsActivated, ast.WhoHasMore, ast.WhoHas, ast.WhoHasCounters, ast.WhoControls, ast.WhoControlsMostOfThose, ast.WhoControlsNone, ast.WhoDoesnt, ast.WhoControlsMore, ast.WhoHappened, ast.WhoDidnt, ast.WhoWasDealtDamage)
for _cls in (ast.WhoQualifier, *_WHO_CLASSES):
    LOWERINGS[_cls] = part_of("a noun phrase naming players")


LOWERINGS[ast.ForEachOfColors] = part_of("Clause")
LOWERINGS[ast.ForEachColorOf] = part_of("Clause")
LOWERINGS[ast.WithThatName] = part_of("ObjectNp (a quality is a filter field)")


# -- qualities chosen as the effect begins (CR 608.2d) ---------------------------------------------------
@lowers(ast.BecomeQualityOfChoice)
def _become_quality_of_choice(node: ast.BecomeQualityOfChoice, ctx: Lowering) -> EffectList:
    """"becomes the color of your choice until end of turn": the color is chosen as the effect
    begins (CR 608.2d), then the object becomes it (layer 5, CR 613.1e)."""
    kind = node.kind
    if kind in ("color", "color or colors") and node.in_addition is not None:
        raise CannotLower(f"becoming the {kind} of your choice in addition to its other colors", node)
    if kind == "color or colors":
        # "the color or colors of your choice": one or more of the five (CR 105.3)
        choose = fx.ChooseQuality(quality="color", player=fx.You(), one_or_more=True)
        kind = "color"
    else:
        choose = fx.ChooseQuality(quality=kind, player=fx.You())
    # a new creature or basic land type replaces the subtypes of its kind unless "in addition"
    # (CR 205.1a-b)
    becomes = fx.Becomes(what=subject_objects(ctx), chosen=(kind,), in_addition=node.in_addition is not None, duration=ctx.continuous_duration())
    return (choose, becomes)


@lowers(ast.BecomeThatType)
def _become_that_type(node: ast.BecomeThatType, ctx: Lowering) -> fx.Effect:
    """"Choose a creature type other than Wall. Target creature becomes that type until end of
    turn.": the type chosen by the instruction before (CR 608.2d), replacing the subtypes of its
    kind (CR 205.1a) or, "in addition to its other types", added (CR 205.1b)."""
    return fx.Becomes(what=subject_objects(ctx), chosen=("type",), in_addition=node.in_addition is not None, duration=ctx.continuous_duration())
LOWERINGS[ast.OfQualityOfChoice] = part_of("ObjectNp (a qualifier is a filter field, see QUALIFIERS)")


#: the qualities "of the [quality] of your choice" chooses as the effect begins
_CHOSEN_AS_IT_BEGINS = ("creature type", "color")


def _q_of_quality_of_choice(q: ast.OfQualityOfChoice, fields: dict[str, Any], ctx: Lowering) -> None:
    """"Destroy all creatures of the creature type of your choice.": the controller chooses as
    the effect begins (CR 608.2d), before the objects are found; the clause makes the choice
    first (Lowering.choices_first) and the filter reads "the chosen" one."""
    if ctx.static or ctx.in_quote or q.kind not in _CHOSEN_AS_IT_BEGINS:
        raise CannotLower(f"objects of the {q.kind} of your choice outside an instruction that is carried out", q)
    choose = fx.ChooseQuality(quality=q.kind, player=fx.You())
    if choose not in ctx.choices_first:
        ctx.choices_first.append(choose)
    set_field(fields, "chosen", q.kind, q)


QUALIFIERS[ast.OfQualityOfChoice] = _q_of_quality_of_choice


# "the player who controls the most lands": read by the noun phrase it qualifies (compiler.objects)
LOWERINGS[ast.WhoControlsMost] = part_of("ObjectNp naming players (see _player_filter)")


# -- options named by words (CR 701.38b) -------------------------------------------------------------
@lowers(ast.ChooseNamed)
def _choose_named(node: ast.ChooseNamed, ctx: Lowering) -> fx.Effect:
    """"Choose odd or even.", "choose left or right", "choose Khans or Dragons": one of the
    options, remembered for what the text says of the option chosen (CR 607.2)."""
    options = node.options.options
    quality = " or ".join(options).lower()
    return fx.ChooseQuality(player=ctx.doer(), quality=quality, options=options)


LOWERINGS[ast.NamedOptions] = part_of("ChooseNamed or Vote")
LOWERINGS[ast.WithChosenParity] = part_of("WithQuality")

@lowers(ast.OptionAbilities)
def _option_abilities(node: ast.OptionAbilities, ctx: Lowering) -> tuple[fx.Ability, ...]:
    """"As this enchantment enters, choose Khans or Dragons." and "• Khans — [ability]" for each
    option: the choice is made as the permanent enters (CR 614.1c, 614.12a), and "[anchor word] —
    [ability]" means "As long as [anchor word] was chosen as this permanent entered the
    battlefield, this permanent has [ability]" (CR 614.12c): a static ability of its own with
    that condition, granting the ability to this permanent (CR 613.1f)."""
    ctx.static = True
    entering = ctx.lower(node.sentence)
    if not isinstance(entering, EntersWithPlaceholder):
        return (entering,) if isinstance(entering, fx.Unsupported) else (ctx.unsupported(node.sentence, "a choice of options not made as this permanent enters (CR 614.12c)"),)
    chosen = [e for e in entering.ability.effects if isinstance(e, fx.ChooseQuality) and e.options]
    labels = [option.label for option in node.options]
    if len(chosen) != 1 or {o.casefold() for o in chosen[0].options} != {label.casefold() for label in labels}:
        raise CannotLower("abilities under anchor words that are not the options of one choice made as this permanent enters (CR 614.12c)", node)
    out: list[fx.Ability] = [entering.ability]
    for option in node.options:
        # each option's ability is printed on the card: lowered on its own, as a line is
        body = option.ability
        if isinstance(body, ast.Statements):  # "• Dragons — Spells your opponents cast ... cost {2} more"
            body = ast.StaticAbility(body=body, span=body.span)
        lowered = Lowering(text=ctx.text, reminders=ctx.reminders).lower(body)
        granted = lowered if isinstance(lowered, tuple) else (lowered,)
        if not all(isinstance(a, (fx.Ability, fx.Unsupported)) for a in granted):
            raise CannotLower(f"{type(option.ability).__name__} under an anchor word is not an ability", option.ability)
        condition = fx.OptionChosen(quality=chosen[0].quality, option=option.label)
        out.append(fx.StaticAbility(effects=(fx.GrantAbilities(what=fx.This(), abilities=granted, duration=None),), condition=condition))
    return tuple(out)


LOWERINGS[ast.OptionAbility] = part_of("OptionAbilities")
# "For each player, choose friend or foe. Each friend ...": a choice made for each player,
# then the players named by the option chosen for them
_OPTION_PLAYERS = "players named by the option chosen for each of them (\"each friend\", \"each foe\") are not in the effect model"


# -- votes (CR 701.38) ---------------------------------------------------------------------------------
#: CR 701.38: what the text says of the votes needs the ability's vote before it
VOTE_REASON = "voting (CR 701.38): no vote of this ability before it that the words could read"


def _vote_options(node: Node, ctx: Lowering) -> tuple[str, ...]:
    """The options of the ability's vote (CR 701.38b), casefolded; a vote for words only."""
    if ctx.vote is None or not ctx.vote.options:
        raise CannotLower(VOTE_REASON, node)
    return tuple(o.casefold() for o in ctx.vote.options)


def _vote_option(word: str, node: Node, ctx: Lowering) -> str:
    """"grace" in "if grace gets more votes": one of the options of the ability's vote."""
    option = " ".join(str(word).split()).casefold()
    if option not in _vote_options(node, ctx):
        raise CannotLower(f"votes for {word!r}, which is not an option of the ability's vote (CR 701.38)", node)
    return option


@lowers(ast.OptionNp)
def _option_np(node: ast.OptionNp, ctx: Lowering) -> fx.Effect:
    """"each friend", "each foe": the players the ability's choice made for each player gave
    that option (CR 607.2), each tested in turn (a PlayersWho)."""
    if node.vote is not None:
        raise CannotLower("each vote cast for an option as a noun phrase (\"For each time vote, ...\" is read as a repetition)", node)
    word = " ".join(str(node.word).split()).casefold()
    for players, choose in reversed(ctx.player_options):
        option = next((o for o in choose.options if o.casefold() == word), None)
        if option is not None:
            return fx.PlayersWho(players=players, condition=fx.OptionChosenFor(quality=choose.quality, option=option, player=fx.PlayerRole(role="each")))
    raise CannotLower(_OPTION_PLAYERS, node)


@lowers(ast.StartingWithSentence)
def _starting_with(node: ast.StartingWithSentence, ctx: Lowering) -> fx.Effect:
    """"Starting with you, each player votes for ...": the vote, with the players voting in turn
    order from that player (CR 701.38a); "and proceeding in the chosen direction": in the
    direction chosen before (CR 101.4), not in the effect model. Only a vote is said to start
    with a player here: any other instruction would be done in another order than written."""
    if node.proceeding is not None:
        raise CannotLower("players acting in turn from one player in a chosen direction (CR 101.4) are not in the effect model", node)
    starting = ctx.players(node.who)
    if isinstance(starting, fx.Unsupported) or not fx.names_players(starting):
        raise CannotLower("a vote starting with what is not one player (CR 701.38a)", node.who)
    with ctx.scope(vote_starting=starting):
        effects = ctx.effects(node.chain)
    if len(effects) == 1 and isinstance(effects[0], fx.May):
        effects = (_may_choose_one(effects[0]),)
    if len(effects) == 1 and _each_pays_any_amount(effects[0]):
        # join forces: "Starting with you, each player may pay any amount of mana.": each player
        # in turn order from that player chooses an amount, zero included, and pays it (CR
        # 101.4, 107.1c); what they paid is added up ("the total amount of mana paid this way")
        pay = effects[0].effects[0] if isinstance(effects[0], fx.May) else effects[0]
        return attrs.evolve(pay, starting=starting)
    if len(effects) == 1 and _each_chooses(effects[0]):
        # "Starting with you, each player chooses a creature.": a choice made by each player in
        # turn order from that player (CR 101.4)
        return attrs.evolve(effects[0], starting=starting)
    if len(effects) != 1 or not isinstance(effects[0], (fx.Vote, fx.Unsupported)):
        raise CannotLower("players acting in turn order from one player other than by voting or choosing objects (CR 101.4)", node)
    return effects[0]


def _each_chooses(effect: Any) -> bool:
    """A choice of objects each player (or each opponent) makes in turn."""
    return isinstance(effect, fx.ChooseObjects) and isinstance(effect.player, (fx.EachPlayer, fx.EachOpponent)) and effect.starting is None


def _each_pays_any_amount(effect: Any) -> bool:
    """An amount each player (or each opponent) pays, any amount they choose (CR 107.1c): "each
    player may pay any amount of mana" (choosing to pay none is declining), or "each player pays
    any amount of life"."""
    if isinstance(effect, fx.May) and len(effect.effects) == 1 and isinstance(effect.effects[0], fx.PayAnyAmount) and effect.effects[0].player == effect.player:
        effect = effect.effects[0]
    return isinstance(effect, fx.PayAnyAmount) and isinstance(effect.player, (fx.EachPlayer, fx.EachOpponent)) and effect.at_least == 0 and effect.cost is None and effect.starting is None


def _may_choose_one(effect: fx.May) -> Any:
    """"each player may choose an artifact": each player chooses one or none (a choice of up to
    one, made by each player in turn); anything else stays as it is."""
    if len(effect.effects) != 1 or not _each_chooses(effect.effects[0]) or effect.player != effect.effects[0].player:
        return effect
    choose = effect.effects[0]
    if not isinstance(choose.what, fx.Chosen) or choose.what.amount is not None or choose.what.up_to or choose.what.at_random:
        return effect
    return attrs.evolve(choose, what=attrs.evolve(choose.what, up_to=True))


@lowers(ast.OptionGetsMoreVotes)
def _option_gets_more_votes(node: ast.OptionGetsMoreVotes, ctx: Lowering) -> fx.Condition:
    """"if grace gets more votes" (CR 701.38)."""
    return fx.OptionGetsMoreVotes(option=_vote_option(node.word, node, ctx))


@lowers(ast.VoteTied)
def _vote_tied(node: ast.VoteTied, ctx: Lowering) -> fx.Condition:
    """"if the vote is tied" (CR 701.38)."""
    _vote_options(node, ctx)
    return fx.VoteTied()


@lowers(ast.NumberOfOptionVotes)
def _number_of_option_votes(node: ast.NumberOfOptionVotes, ctx: Lowering) -> fx.Value:
    """"the number of profit votes" (CR 701.38)."""
    return fx.VotesFor(option=_vote_option(node.word, node, ctx))


def votes_for(node: ast.ForEachOptionVote, ctx: Lowering) -> fx.Value:
    """"for each strength vote": the clause's multiplier, the votes cast for the option."""
    return fx.VotesFor(option=_vote_option(node.word, node, ctx))


LOWERINGS[ast.ForEachOptionVote] = part_of("a clause (its multiplier, see compiler.effects)")

#: CR 701.38d: the additional votes a static ability gives a player while voting
_ADDITIONAL_VOTES = {
    ast.GetAdditionalVote: fx.PlayerRuleName.ADDITIONAL_VOTE,
    ast.VoteAdditionalTime: fx.PlayerRuleName.MAY_VOTE_ADDITIONAL_TIME,
}


@lowers(ast.WhileVotingSentence)
def _while_voting(node: ast.WhileVotingSentence, ctx: Lowering) -> fx.Effect:
    """"While voting, you get an additional vote.", "While voting, you may vote an additional
    time." (CR 701.38d): a rule about the player, who casts one more vote (if they like, for
    "may") at the time they would otherwise vote."""
    chain = node.chain
    clause = chain.words[0] if isinstance(chain, ast.ClauseChain) and len(chain.words) == 1 else None
    if not ctx.static or not isinstance(clause, ast.Clause) or clause.tails or len(clause.predicates) != 1 or clause.each or clause.also:
        raise CannotLower("an instruction while voting other than an additional vote of a static ability (CR 701.38d)", node)
    predicate = clause.predicates[0]
    rule = _ADDITIONAL_VOTES.get(type(predicate))
    optional = clause.may is not None
    if rule is None or optional != (rule == fx.PlayerRuleName.MAY_VOTE_ADDITIONAL_TIME):
        raise CannotLower("an instruction while voting other than an additional vote (CR 701.38d)", node)
    player = ctx.players(clause.subject) if clause.subject is not None else None
    if not isinstance(player, fx.Reference) or isinstance(player, fx.Unsupported) or not fx.names_players(player):
        raise CannotLower("an additional vote for what is not a player (CR 701.38d)", node)
    return fx.Restriction(what=player, rule=rule)


for _cls in (ast.VoteAdditionalTime, ast.GetAdditionalVote):
    LOWERINGS[_cls] = part_of("WhileVotingSentence")
#: CR 701.38: after a vote, who voted for what; "the voter" of each vote
_VOTERS_REASON = "the player who cast a vote (\"the voter\", CR 701.38) is not in the effect model"
LOWERINGS[ast.Voter] = unsupported(_VOTERS_REASON)


@lowers(ast.FinishVotingEvent)
def _finish_voting(node: ast.FinishVotingEvent, ctx: Lowering) -> Any:
    """"Whenever players finish voting" (CR 701.38): after any vote; the ability reads that
    vote's votes."""
    return fx.Trigger(event="finish_voting")


def _q_with_most_votes(q: ast.WithMostVotes, fields: dict[str, Any], ctx: Lowering) -> None:
    """"each permanent with the most votes or tied for most votes": among the objects voted for
    in the ability's vote (CR 701.38). Without "or tied for most votes" it is not said what
    happens on a tie."""
    if ctx.vote is None or ctx.vote.candidates is None:
        raise CannotLower(VOTE_REASON, q)
    if q.tied is None:
        raise CannotLower("\"with the most votes\" with no word of a tie (CR 701.38)", q)
    candidates = ctx.vote.candidates
    if not isinstance(candidates, fx.Filter):
        raise CannotLower("objects voted for that are not one description (CR 701.38)", q)
    # the objects voted for are where the vote found them: "Return each card with the most votes
    # ..." after a vote for cards in your graveyard reads that graveyard
    set_field(fields, "zone", candidates.zone, q)
    if candidates.zone_owner is not None:
        set_field(fields, "zone_owner", candidates.zone_owner, q)
    set_field(fields, "most_votes", True, q)


QUALIFIERS[ast.WithMostVotes] = _q_with_most_votes
LOWERINGS[ast.WhoVotedLikeYou] = part_of("a noun phrase naming players (see players_who)")
LOWERINGS[ast.WithMostVotes] = part_of("a noun phrase")


# -- secret choices ------------------------------------------------------------------------------------
#: "Each player secretly chooses ...", "secretly votes for ...": the players learn the choices only
#: when they are revealed together; one player's secret choice is lowered (_secretly)
SECRET_REASON = "a secret choice of several players, or choices revealed later (as secret council's votes, CR 701.38): the reveal of the choices made is not in the effect model"


@lowers(ast.Secretly)
def _secretly(node: ast.Secretly, ctx: Lowering) -> fx.Effect:
    """"secretly choose an opponent", "Secretly choose a creature or planeswalker that player
    controls": the choice, known only to the player who makes it (``secret``) until what was
    chosen is used or revealed. A secret vote, or choices the text reveals later ("Then those
    choices are revealed"), are not lowered (:data:`SECRET_REASON`)."""
    effects = ctx.effects(node.predicate)
    if len(effects) != 1 or not isinstance(effects[0], (fx.ChooseQuality, fx.ChooseObjects)):
        raise CannotLower(SECRET_REASON, node)
    choice = effects[0]
    if not isinstance(choice.player, fx.You):
        # "Each player secretly chooses ...": several secret choices, revealed together later
        raise CannotLower(SECRET_REASON, node)
    return attrs.evolve(choice, secret=True)
LOWERINGS[ast.ChoicesRevealed] = unsupported(SECRET_REASON)
