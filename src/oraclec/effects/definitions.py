"""Keywords lowered to their rules definitions: the table keyword name -> definition (used by
the compiler, and by the runtime's tests to build keywords as the compiler does).

Each entry cites its rule and returns the abilities the rule says the keyword means (CR 702):
flashback is a cast permission plus an exile replacement (702.34a), dredge a replacement of a
draw (702.52a), foretell a special action plus a cast permission (702.143a). Keywords that are
rules properties of the object (flying, trample, first strike: evasion, combat and targeting
rules) stay ``Keyword`` nodes without a definition, which the runtime reads by name: the keyword
table says which (:data:`oraclec.keywords.SUPPORT`, native, or unsupported but named). Any other
keyword gets an explicit ``Unsupported`` definition.

Adding a keyword of an existing shape: one grammar word, one entry here and one in the keyword
table.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import attrs

from ..keywords import Status, lowered_by_name, support_of
from .abilities import (
    ActivatedAbility,
    AdditionalCost,
    CastPermission,
    CostWasPaid,
    EntersWith,
    Keyword,
    LibraryHasAtLeast,
    Replacement,
    SpecialAction,
    SpellAbility,
    StaticAbility,
    StepTrigger,
    Trigger,
    TriggeredAbility,
)
from .actions import (
    Becomes,
    Cast,
    Conditional,
    Conjure,
    CounterSpell,
    Draw,
    ExileHaunting,
    GrantAbilities,
    IfDid,
    May,
    Mill,
    Move,
    PutCounters,
    RemoveCounters,
    RemoveTypes,
    Sacrifice,
    Search,
    Shuffle,
)
from .base import Ability, Cost, Effect, Element, Value, walk
from .choices import Unless
from .conditions import AllOf, Compare, HappenedThisTurn, PlayerPaid
from .continuous import LoseAbilities
from .costs import (
    ChoosePlayerCost,
    DiscardCost,
    ExileCost,
    ManaPayment,
    SacrificeCost,
    TapCost,
    TapSelf,
)
from .quantities import AnyNumber
from .references import (
    Chosen,
    ControllerOf,
    EachOpponent,
    Filter,
    Found,
    OwnerOf,
    Target,
    This,
    You,
    Zone,
)
from .special import Attach, Copy, CopyExceptions, CreateCopyToken, DelayedTrigger, MutatingSpell, TurnFaceUp
from .unsupported import Unsupported
from .values import Fixed, StatOf


@attrs.frozen(kw_only=True)
class KeywordParams:
    """The parameters a keyword was written with: "Dredge 6", "Flashback {2}{U}",
    "Protection from red", "Swampcycling {2}", "Gift a card" (its quality: the gift's effect)."""

    name: str
    amount: Value | None = None
    cost: tuple[Cost, ...] = ()
    quality: tuple[Element, ...] = ()


Definition = Callable[[KeywordParams], tuple[Ability, ...]]
DEFINITIONS: dict[str, Definition] = {}


def defines(*names: str) -> Callable[[Definition], Definition]:
    def register(fn: Definition) -> Definition:
        for name in names:
            DEFINITIONS[name] = fn
        return fn

    return register


@cache
def _rule_numbers() -> dict[str, str]:
    from ..vocabulary import data

    numbers: dict[str, str] = {}
    for prefix, names in (("701", data()["keyword_actions"]), ("702", data()["keyword_abilities"])):
        for index, name in enumerate(names, start=2):
            for part in name.replace(" and ", "|").split("|"):
                numbers.setdefault(part.strip().lower(), f"{prefix}.{index}")
    return numbers


_RULE_ALIASES = {
    "multikicker": "kicker", "megamorph": "morph", "commander ninjutsu": "ninjutsu",
    "totem armor": "umbra armor", "partner with": "partner", "explores": "explore",
    "connives": "connive", "suspects": "suspect", "gift a card": "gift", "bands with other": "banding",
}


def rule_of(name: str) -> str:
    """The CR rule that defines a keyword ability or action ("flashback" -> "702.34")."""
    key = _RULE_ALIASES.get(name.lower(), name.lower())
    numbers = _rule_numbers()
    if key in numbers:
        return numbers[key]
    if key.endswith("cycling"):
        return numbers["cycling"]
    if key.endswith("walk"):
        return numbers["landwalk"]
    return ""


def lower_keyword(params: KeywordParams) -> Keyword:
    """A keyword with its parameters, lowered to its rules definition."""
    key = params.name.lower()
    rule = rule_of(key)
    definition = DEFINITIONS.get(key)
    if definition is None and key.endswith("cycling"):
        definition = DEFINITIONS["typecycling"]
    cost = params.cost or None
    if definition is not None:
        return Keyword(name=key, amount=params.amount, cost=cost, quality=params.quality, rule=rule, definition=definition(params))
    if lowered_by_name(key):
        return Keyword(name=key, amount=params.amount, cost=cost, quality=params.quality, rule=rule)
    support = support_of(key)
    reason = (
        f"{key} is defined by its text, which the compiler compiles (oraclec.compiler.lower_keyword)"
        if support is not None and support.status is Status.DEFINED_BY_TEXT
        # a keyword of no rule (oraclec.keywords.DIGITAL_KEYWORDS): its table entry says why
        else f"{key}: {support.reason}" if support is not None and not rule and support.reason
        else f"the definition of {key} (CR {rule or '?'}) is not lowered yet"
    )
    return Keyword(
        name=key, amount=params.amount, cost=cost, quality=params.quality, rule=rule,
        definition=(Unsupported(reason=reason, node="Keyword", text=params.name),),
    )


@cache
def paid_cost_name(keyword: str) -> str | None:
    """The name a spell records among its costs paid when it is cast paying the cost of
    ``keyword`` ("madness", "kicker"), read from the keyword's definition: an alternative cost
    (CR 118.9: its CastPermission's method, or a cast "by paying [cost] rather than paying its mana
    cost", which the runtime records as madness, CR 702.35a) or an additional one (CR 118.8: its
    AdditionalCost); None for a keyword whose cost is no cost of casting a spell ("equip")."""
    definition = DEFINITIONS.get(keyword.lower())
    if definition is None:
        return None
    sample = KeywordParams(name=keyword.lower(), amount=Fixed(value=1), cost=(ManaPayment(mana="{1}"),))
    for element in walk(definition(sample)):
        if isinstance(element, CastPermission) and element.method == keyword.lower():
            return element.method
        if isinstance(element, AdditionalCost) and element.name == keyword.lower():
            return element.name
        if isinstance(element, Cast) and element.keyword == keyword.lower() == "madness":
            # oraclec.runtime.effects.actions names this cast's way "madness"
            return "madness"
    return None


def _graveyard_of_you() -> Zone:
    return Zone(kind="graveyard", player=You())


def _creature_you_control(**extra: object) -> Filter:
    return Filter(types=("Creature",), controller=You(), **extra)  # type: ignore[arg-type]


# -- definitions -------------------------------------------------------------------------------
@defines("flashback")
def _flashback(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.34a: "You may cast this card from your graveyard if the resulting spell is an
    instant or sorcery spell by paying [cost] rather than paying its mana cost" and "If the
    flashback cost was paid, exile this card instead of putting it anywhere else any time it
    would leave the stack." Timing permissions still apply (the seeds' ruling)."""
    return (
        CastPermission(zone="graveyard", method="flashback", cost=p.cost, types=("Instant", "Sorcery")),
        Replacement(event="leave_stack", to="exile", condition=CostWasPaid(name="flashback"), zone="stack"),
    )


@defines("foretell")
def _foretell(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.143a: any time you have priority during your turn, you may pay {2} and exile this
    card from your hand face down (a special action, 116.2h); cast it on a later turn for its
    foretell cost rather than its mana cost."""
    return (
        SpecialAction(name="foretell", zone="hand", cost=(ManaPayment(mana="{2}"),), own_turn_only=True, effects=(Move(what=This(), to="exile", face_down=True),)),
        CastPermission(zone="exile", method="foretell", cost=p.cost, after_foretold=True),
    )


@defines("dredge")
def _dredge(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.52a: "As long as you have at least N cards in your library, if you would draw a
    card, you may mill N cards instead. If you do, return this card from your graveyard to your
    hand." Functions only while the card is in a graveyard; 702.52b: not with fewer than N cards."""
    n = p.amount or Fixed(value=0)
    return (
        Replacement(
            event="draw", optional=True, zone="graveyard", condition=LibraryHasAtLeast(amount=n),
            instead=(Mill(amount=n), Move(what=This(), to="hand")),
        ),
    )


@defines("kicker")
def _kicker(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.33a: "You may pay an additional [cost] as you cast this spell." (118.8)"""
    return (AdditionalCost(costs=p.cost, optional=True, name="kicker"),)


@defines("multikicker")
def _multikicker(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.33c: "You may pay an additional [cost] any number of times as you cast this spell." """
    return (AdditionalCost(costs=p.cost, optional=True, name="multikicker"),)


@defines("buyback")
def _buyback(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.27a: an optional additional cost, and "If the buyback cost was paid, put this
    spell into its owner's hand instead of into that player's graveyard as it resolves." """
    return (
        AdditionalCost(costs=p.cost, optional=True, name="buyback"),
        Replacement(event="leave_stack", to="hand", condition=CostWasPaid(name="buyback"), zone="stack"),
    )


@defines("cycling")
def _cycling(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.29a: "[Cost], Discard this card: Draw a card." (activated from the hand)"""
    return (ActivatedAbility(costs=(*p.cost, DiscardCost(what=This())), effects=(Draw(amount=Fixed(value=1)),), zone="hand"),)


@defines("typecycling")
def _typecycling(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.29e: "[Cost], Discard this card: Search your library for a [type] card, reveal it,
    put it into your hand, then shuffle." (basic landcycling: a basic land card)"""
    words = p.name.lower()[: -len("cycling")].split()
    types: list[str] = []
    supertypes: list[str] = []
    subtypes: list[str] = []
    for word in words:
        if word == "land":
            types.append("Land")
        elif word == "basic":
            supertypes.append("Basic")
        else:
            subtypes.append(word.capitalize())
    found = Filter(types=tuple(types), supertypes=tuple(supertypes), subtypes=tuple(subtypes), zone="library")
    return (
        ActivatedAbility(
            costs=(*p.cost, DiscardCost(what=This())),
            effects=(Search(zones=(Zone(kind="library", player=You()),), what=found, reveal=True), Move(what=Found(key="found"), to="hand"), Shuffle()),
            zone="hand",
        ),
    )


@defines("ward")
def _ward(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent
    controls, counter that spell or ability unless its controller pays [cost]." That spell
    or ability is the other party of the trigger event: what targeted."""
    return (
        TriggeredAbility(
            trigger=Trigger(event="becomes_target", what=This(), to=Filter(kind="spell_or_ability", zone="stack", controller=EachOpponent())),
            effects=(Unless(effects=(CounterSpell(what=Found(key="triggering other")),), condition=PlayerPaid(player=ControllerOf(what=Found(key="triggering other")), costs=p.cost)),),
        ),
    )


@defines("equip")
def _equip(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only
    as a sorcery." """
    return (ActivatedAbility(costs=p.cost, effects=(Attach(to=Target(key="target", what=_creature_you_control())),), sorcery_speed=True),)


@defines("crew")
def _crew(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.122a: "Tap any number of other untapped creatures you control with total power N
    or greater: This permanent becomes an artifact creature until end of turn." It stays a
    Vehicle: the creature type is added to what it is."""
    crew = _creature_you_control(tapped=False, other=True, stat=("total_power", ">=", p.amount or Fixed(value=0)))
    return (
        ActivatedAbility(
            costs=(TapCost(what=crew, amount=AnyNumber(), purpose="crew"),),
            effects=(Becomes(what=This(), types=("Artifact", "Creature"), in_addition=True),),
        ),
    )


@defines("fortify")
def _fortify(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.67a: "[Cost]: Attach this Fortification to target land you control. Activate only
    as a sorcery." """
    return (ActivatedAbility(costs=p.cost, effects=(Attach(to=Target(key="target", what=Filter(types=("Land",), controller=You()))),), sorcery_speed=True),)


@defines("reconfigure")
def _reconfigure(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.151a: "[Cost]: Attach this permanent to another target creature you control.
    Activate only as a sorcery." and "[Cost]: Unattach this permanent. Activate only if this
    permanent is attached to a creature and only as a sorcery." """
    return (
        ActivatedAbility(costs=p.cost, effects=(Attach(to=Target(key="target", what=_creature_you_control(other=True))),), sorcery_speed=True),
        ActivatedAbility(costs=p.cost, effects=(Attach(to=Zone(kind="battlefield")),), sorcery_speed=True, restrictions=("only if this permanent is attached to a creature",)),
    )


@defines("echo")
def _echo(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control
    since the beginning of your last upkeep, sacrifice it unless you pay [cost]." """
    return (
        TriggeredAbility(
            trigger=StepTrigger(step="upkeep", player=You()),
            condition=HappenedThisTurn(what=This(), event="came under your control since your last upkeep"),
            effects=(Unless(effects=(Sacrifice(what=This()),), condition=PlayerPaid(player=You(), costs=p.cost)),),
        ),
    )


@defines("unearth")
def _unearth(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It gains
    haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
    exile it instead of putting it anywhere else. Activate only as a sorcery." "It" is the
    permanent the card became (CR 400.7), not the card in the graveyard."""
    returned = Found(key="put")
    return (
        ActivatedAbility(
            costs=p.cost, sorcery_speed=True, zone="graveyard",
            effects=(
                Move(what=This(), to="battlefield"),
                GrantAbilities(what=returned, abilities=(Keyword(name="haste", rule=rule_of("haste")),), duration=None),
                DelayedTrigger(trigger=StepTrigger(step="end"), effects=(Move(what=returned, to="exile"),)),
                GrantAbilities(what=returned, abilities=(Replacement(event="leave_battlefield", to="exile"),), duration=None),
            ),
        ),
    )


@defines("madness")
def _madness(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.35a: "If a player would discard this card, that player discards it, but exiles it
    instead of putting it into their graveyard" and "When this card is exiled this way, its owner
    may cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they
    put this card into their graveyard." """
    return (
        Replacement(event="discard", to="exile", zone="hand"),
        TriggeredAbility(
            trigger=Trigger(event="exiled_by_madness", what=This()), zone="exile",
            effects=(May(effects=(CastPermissionNow(p.cost),)), IfDid(effects=(Move(what=This(), to="graveyard"),), negate=True)),
        ),
    )


def CastPermissionNow(cost: tuple[Cost, ...]) -> Cast:
    """Cast this card now, paying ``cost`` rather than its mana cost (madness); the choice is
    the May around it."""
    return Cast(what=This(), optional=False, alternative_cost=cost, keyword="madness")


@defines("evoke")
def _evoke(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.74a: "You may cast this spell by paying [cost] rather than paying its mana cost"
    and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." """
    return (
        CastPermission(zone="hand", method="evoke", cost=p.cost),
        TriggeredAbility(trigger=Trigger(event="enters", what=This()), condition=CostWasPaid(name="evoke"), effects=(Sacrifice(what=This()),)),
    )


@defines("dash")
def _dash(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.109a: cast for the dash cost; while it was, it has haste; and "At the beginning of
    the next end step, return it to its owner's hand" (triggered when it enters)."""
    haste = Keyword(name="haste", rule=rule_of("haste"))
    return (
        CastPermission(zone="hand", method="dash", cost=p.cost),
        StaticAbility(effects=(GrantAbilities(what=This(), abilities=(haste,), duration=None),), condition=CostWasPaid(name="dash")),
        TriggeredAbility(
            trigger=Trigger(event="enters", what=This()), condition=CostWasPaid(name="dash"),
            effects=(DelayedTrigger(trigger=StepTrigger(step="end"), effects=(Move(what=This(), to="hand"),)),),
        ),
    )


@defines("warp")
def _warp(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.185a: cast from your hand for the warp cost; if it was, "exile the permanent this
    spell becomes at the beginning of the next end step" (triggered when it enters, as dash's).
    Casting the warped card from exile on a later turn is not modelled yet."""
    return (
        CastPermission(zone="hand", method="warp", cost=p.cost),
        TriggeredAbility(
            trigger=Trigger(event="enters", what=This()), condition=CostWasPaid(name="warp"),
            effects=(DelayedTrigger(trigger=StepTrigger(step="end"), effects=(Move(what=This(), to="exile"),)),),
        ),
    )


@defines("impending")
def _impending(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.176a: "You may choose to pay [cost] rather than pay this spell's mana cost", "If you
    chose to pay this permanent's impending cost, it enters with N time counters on it", "As long
    as this permanent's impending cost was paid and it has a time counter on it, it's not a
    creature", and "At the beginning of your end step, if this permanent's impending cost was
    paid and it has a time counter on it, remove a time counter from it." """
    paid = CostWasPaid(name="impending")
    waiting = AllOf(conditions=(paid, Compare(left=StatOf(what=This(), stat="counters:time"), op=">=", right=Fixed(value=1))))
    return (
        CastPermission(zone="hand", method="impending", cost=p.cost),
        EntersWith(counter="time", amount=p.amount or Fixed(value=0), condition=paid),
        StaticAbility(effects=(RemoveTypes(what=This(), types=("Creature",)),), condition=waiting),
        TriggeredAbility(trigger=StepTrigger(step="end", player=You()), condition=waiting, effects=(RemoveCounters(what=This(), counter="time"),)),
    )


@defines("awaken")
def _awaken(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.113a: "If you cast this spell for [cost], also put N +1/+1 counters on target land
    you control and it becomes a 0/0 Elemental creature with haste. It's still a land." The
    target is chosen only when the awaken cost is paid (CR 601.2c)."""
    land = Target(key="awaken", what=Filter(types=("Land",), controller=You()))
    haste = Keyword(name="haste", rule=rule_of("haste"))
    elemental = Becomes(
        what=land, types=("Creature",), subtypes=("Elemental",), power=Fixed(value=0), toughness=Fixed(value=0),
        abilities=(haste,), in_addition=True, duration=None,
    )
    awakened = (PutCounters(what=land, counter="+1/+1", amount=p.amount or Fixed(value=0)), elemental)
    return (
        CastPermission(zone="hand", method="awaken", cost=p.cost),
        SpellAbility(effects=(Conditional(condition=CostWasPaid(name="awaken"), effects=awakened),)),
    )


@defines("blitz")
def _blitz(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.152a: cast for the blitz cost; it has haste and "When this creature dies, draw a
    card", and is sacrificed at the beginning of the next end step."""
    haste = Keyword(name="haste", rule=rule_of("haste"))
    dies_draw = TriggeredAbility(trigger=Trigger(event="dies", what=This()), effects=(Draw(amount=Fixed(value=1)),))
    return (
        CastPermission(zone="hand", method="blitz", cost=p.cost),
        StaticAbility(effects=(GrantAbilities(what=This(), abilities=(haste, dies_draw), duration=None),), condition=CostWasPaid(name="blitz")),
        TriggeredAbility(
            trigger=Trigger(event="enters", what=This()), condition=CostWasPaid(name="blitz"),
            effects=(DelayedTrigger(trigger=StepTrigger(step="end"), effects=(Sacrifice(what=This()),)),),
        ),
    )


@defines("morph", "megamorph", "disguise")
def _morph(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.37a-b, 702.168a: cast face down as a 2/2 creature for {3}; turn it face up any time
    you have priority by paying the morph cost (a special action, 116.2b); megamorph also puts
    a +1/+1 counter on it; a disguised permanent has ward {2}."""
    turn_up: list = [TurnFaceUp()]
    if p.name.lower() == "megamorph":
        turn_up.append(PutCounters(what=This(), counter="+1/+1"))
    return (
        CastPermission(zone="hand", method=f"{p.name.lower()} face down", cost=(ManaPayment(mana="{3}"),)),
        SpecialAction(name="turn face up", zone="battlefield", cost=p.cost, effects=tuple(turn_up)),
    )


@defines("ninjutsu", "commander ninjutsu")
def _ninjutsu(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking
    creature you control to its owner's hand: Put this card onto the battlefield from your hand
    tapped and attacking." """
    from .costs import ReturnToHandCost, RevealCost

    attacker = Chosen(what=_creature_you_control(states=("attacking", "unblocked")))
    return (
        ActivatedAbility(
            costs=(*p.cost, RevealCost(what=This()), ReturnToHandCost(what=attacker)),
            effects=(Move(what=This(), to="battlefield", tapped=True, attacking=True),), zone="hand",
        ),
    )


@defines("scavenge")
def _scavenge(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters
    equal to the power of the card you exiled on target creature. Activate only as a sorcery." """
    return (
        ActivatedAbility(
            costs=(*p.cost, ExileCost(what=This())), sorcery_speed=True, zone="graveyard",
            effects=(PutCounters(what=Target(key="target", what=Filter(types=("Creature",))), counter="+1/+1", amount=StatOf(what=This(), stat="power")),),
        ),
    )


@defines("embalm", "eternalize")
def _embalm(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.128a / 702.129a: "[Cost], Exile this card from your graveyard: Create a token
    that's a copy of it, except it's a white Zombie [type] with no mana cost" (eternalize: a 4/4
    black Zombie). Activate only as a sorcery."""
    eternalize = p.name.lower() == "eternalize"
    exceptions = CopyExceptions(
        subtypes=("Zombie",), colors=("B",) if eternalize else ("W",), no_mana_cost=True,
        power=Fixed(value=4) if eternalize else None, toughness=Fixed(value=4) if eternalize else None,
    )
    return (
        ActivatedAbility(
            costs=(*p.cost, ExileCost(what=This())), sorcery_speed=True, zone="graveyard",
            effects=(CreateCopyToken(of=This(), exceptions=exceptions),),
        ),
    )


@defines("escape")
def _escape(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.138a: "You may cast this card from your graveyard by paying [cost] rather than
    paying its mana cost." """
    return (CastPermission(zone="graveyard", method="escape", cost=p.cost),)


@defines("disturb")
def _disturb(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.146a: "You may cast this card transformed from your graveyard by paying [cost]
    rather than its mana cost." The spell has its back face up (CR 712.8c) and, resolving, enters
    the battlefield with its back face up (702.146b)."""
    return (CastPermission(zone="graveyard", method="disturb", cost=p.cost, transformed=True),)


@defines("more than meets the eye")
def _more_than_meets_the_eye(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.162a: "You may cast this card converted by paying [cost] rather than its mana
    cost." Cast converted, the spell has its back face up (CR 701.28a, 712.8c) and enters the
    battlefield so (712.14a). Like the other alternative costs of a card in hand (evoke, dash),
    the permission is of the hand, the zone these cards are cast from."""
    return (CastPermission(zone="hand", method="more than meets the eye", cost=p.cost, transformed=True),)


@defines("haunt")
def _haunt(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.55a: "Haunt" on a permanent means "When this permanent is put into a graveyard from
    the battlefield, exile it haunting target creature."; on an instant or sorcery spell, "When
    this spell is put into a graveyard during its resolution, exile it haunting target
    creature." Both are defined: each triggers only for the kind of card it is about (a
    permanent spell resolves onto the battlefield, CR 608.3; an instant or sorcery is never on
    the battlefield). The card in the graveyard is the one exiled (CR 400.7)."""
    haunting = ExileHaunting(what=This(), haunted=Target(key="target", what=Filter(types=("Creature",))))
    return (
        TriggeredAbility(trigger=Trigger(event="put_into_graveyard", what=This(), from_zone="battlefield"), effects=(haunting,)),
        TriggeredAbility(trigger=Trigger(event="put_into_graveyard", what=This(), from_zone="stack", resolving=True), effects=(haunting,), zone="graveyard"),
    )


@defines("retrace")
def _retrace(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.81a: "You may cast this card from your graveyard by discarding a land card in
    addition to paying its other costs." """
    return (
        CastPermission(zone="graveyard", method="retrace"),
        AdditionalCost(costs=(DiscardCost(what=Filter(types=("Land",), zone="hand", zone_owner=You())),), name="retrace"),
    )


@defines("jump-start")
def _jump_start(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.133a: cast from the graveyard by discarding a card in addition to its other costs;
    exiled instead of going anywhere else when it leaves the stack."""
    return (
        CastPermission(zone="graveyard", method="jump-start"),
        AdditionalCost(costs=(DiscardCost(what=Filter(zone="hand", zone_owner=You())),), name="jump-start"),
        Replacement(event="leave_stack", to="exile", condition=CostWasPaid(name="jump-start"), zone="stack"),
    )


@defines("plot")
def _plot(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.170a: any time you have priority during your turn while the stack is empty, pay
    the plot cost and exile this card from your hand (a special action, 116.2k); cast it on a
    later turn without paying its mana cost, as a sorcery."""
    return (
        SpecialAction(name="plot", zone="hand", cost=p.cost, own_turn_only=True, effects=(Move(what=This(), to="exile"),)),
        CastPermission(zone="exile", method="plot", cost=(), after_foretold=True),
    )


@defines("suspend")
def _suspend(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.62a: from your hand, any time you could cast this card, pay the cost and exile it
    with N time counters (a special action, 116.2f); at the beginning of your upkeep remove a time
    counter; when the last is removed, you may cast it without paying its mana cost."""
    n = p.amount or Fixed(value=0)
    return (
        SpecialAction(name="suspend", zone="hand", cost=p.cost, effects=(Move(what=This(), to="exile"), PutCounters(what=This(), counter="time", amount=n))),
        TriggeredAbility(trigger=StepTrigger(step="upkeep", player=You()), zone="exile", effects=(RemoveCounters(what=This(), counter="time"),)),
        TriggeredAbility(trigger=Trigger(event="last_counter_removed", what=This(), counter="time"), zone="exile", effects=(Cast(what=This(), without_paying=True),)),
    )


@defines("mayhem")
def _mayhem(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.187a-c: "As long as you discarded this card this turn, you may cast it from your
    graveyard by paying [cost] rather than paying its mana cost" (no cost: its mana cost). The
    runtime checks the discard (oraclec.runtime.casting)."""
    return (CastPermission(zone="graveyard", method="mayhem", cost=p.cost or None),)


@defines("bestow", "overload", "spectacle", "surge", "prowl", "emerge", "sneak", "freerunning", "miracle", "cleave", "prototype")
def _alternative_cost(p: KeywordParams) -> tuple[Ability, ...]:
    """An alternative cost to cast the spell (CR 118.9): bestow 702.103a, overload 702.96a,
    spectacle 702.137a, surge 702.117a, prowl 702.76a, emerge 702.119a, sneak, freerunning
    702.173a, miracle 702.94a, cleave 702.148a, prototype 702.160a. What the spell does differently when cast this way is the rule of its
    ``method``."""
    return (CastPermission(zone="hand", method=p.name.lower(), cost=p.cost),)


@defines("mutate")
def _mutate(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.140a: "You may pay [cost] rather than pay this spell's mana cost. If you do, it
    becomes a mutating creature spell and targets a non-Human creature with the same owner as
    this spell." A static ability that functions while the spell is on the stack; the merging
    as it resolves (702.140b-c) is the rule of the mutating spell."""
    onto = Target(key="mutate", what=Filter(types=("Creature",), excluded_subtypes=("Human",), owner=OwnerOf(what=This())))
    return (
        CastPermission(zone="hand", method="mutate", cost=p.cost),
        StaticAbility(effects=(MutatingSpell(onto=onto),), condition=CostWasPaid(name="mutate"), zone="stack"),
    )


@defines("double team")
def _double_team(p: KeywordParams) -> tuple[Ability, ...]:
    """Double team (Alchemy, digital-only: no rule defines it), as its reminder text says: "When
    this creature attacks, if it's not a token, conjure a duplicate of it into your hand. Then
    both cards perpetually lose double team." """
    from .conditions import Is
    from .targets import Union

    both = Union(parts=(This(), Found(key=Conjure.result_key)))
    return (
        TriggeredAbility(
            trigger=Trigger(event="attacks", what=This()),
            condition=Is(what=This(), test=Filter(token=True), negated=True),
            effects=(
                Conjure(to="hand", duplicate_of=This()),
                LoseAbilities(what=both, abilities=(Keyword(name="double team"),), duration="perpetual"),
            ),
        ),
    )


@defines("harmonize")
def _harmonize(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.180a: "You may cast this card from your graveyard by paying [cost] and tapping up
    to one untapped creature you control rather than paying this spell's mana cost," its total
    cost "reduced by an amount of generic mana equal to the tapped creature's power," and "If the
    harmonize cost was paid, exile this card instead of putting it anywhere else any time it
    would leave the stack." (Tapping a creature, "up to one", is not offered yet: none is
    tapped.)"""
    return (
        CastPermission(zone="graveyard", method="harmonize", cost=p.cost),
        Replacement(event="leave_stack", to="exile", condition=CostWasPaid(name="harmonize"), zone="stack"),
    )


@defines("web-slinging")
def _web_slinging(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.188a: "You may cast this spell by paying [cost] and returning a tapped creature you
    control to its owner's hand rather than paying its mana cost." """
    from .costs import ReturnToHandCost

    tapped_creature = Chosen(what=_creature_you_control(zone="battlefield", tapped=True))
    return (CastPermission(zone="hand", method="web-slinging", cost=(*p.cost, ReturnToHandCost(what=tapped_creature))),)


@defines("entwine", "replicate", "escalate")
def _optional_additional_cost(p: KeywordParams) -> tuple[Ability, ...]:
    """An optional additional cost (CR 118.8): entwine 702.42a, replicate 702.56a (any number of
    times), escalate 702.120a."""
    return (AdditionalCost(costs=p.cost, optional=True, name=p.name.lower()),)


@defines("gift")
def _gift(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.174a-b, j: "Gift a [something]": "As an additional cost to cast this spell, you
    may choose an opponent" (paid, the gift was promised, 702.174k), and the gift, the effect
    the [something] stands for (``quality``: 702.174d-i, "The chosen player creates a Food
    token."). On an instant or sorcery it is "If this spell's gift cost was paid, [effect]",
    before the spell's other effects (702.174j: the keyword is its first paragraph); on a
    permanent, "When this permanent enters, if its gift cost was paid, [effect]". The keyword
    does not know which its card is, so both are here: a permanent spell follows no spell
    ability (CR 608.3) and an instant never enters the battlefield."""
    paid = CostWasPaid(name="gift")
    given = tuple(e for e in p.quality if isinstance(e, Effect))
    return (
        AdditionalCost(costs=(ChoosePlayerCost(among=EachOpponent()),), optional=True, name="gift"),
        SpellAbility(effects=(Conditional(condition=paid, effects=given),)),
        TriggeredAbility(trigger=Trigger(event="enters", what=This()), condition=paid, effects=given),
    )


@defines("squad")
def _squad(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.157a: "As an additional cost to cast this spell, you may pay [cost] any number of
    times" and "When this creature enters, if its squad cost was paid, create a token that's a
    copy of it for each time its squad cost was paid." """
    from .values import TimesPaid

    return (
        AdditionalCost(costs=p.cost, optional=True, name="squad"),
        TriggeredAbility(
            trigger=Trigger(event="enters", what=This()), condition=CostWasPaid(name="squad"),
            effects=(CreateCopyToken(of=This(), amount=TimesPaid(name="squad")),),
        ),
    )


@defines("offspring")
def _offspring(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.175a: "You may pay an additional [cost] as you cast this spell" and "When this
    permanent enters, if its offspring cost was paid, create a token that's a copy of it,
    except it's 1/1." """
    one = Fixed(value=1)
    return (
        AdditionalCost(costs=p.cost, optional=True, name="offspring"),
        TriggeredAbility(
            trigger=Trigger(event="enters", what=This()), condition=CostWasPaid(name="offspring"),
            effects=(CreateCopyToken(of=This(), exceptions=CopyExceptions(power=one, toughness=one)),),
        ),
    )


@defines("transmute")
def _transmute(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana
    value as the discarded card, reveal that card, and put it into your hand. Then shuffle.
    Activate only as a sorcery." """
    same = Filter(zone="library", stat=("mana_value", "==", StatOf(what=This(), stat="mana_value")))
    return (
        ActivatedAbility(
            costs=(*p.cost, DiscardCost(what=This())), sorcery_speed=True, zone="hand",
            effects=(Search(zones=(Zone(kind="library", player=You()),), what=same, reveal=True), Move(what=Found(key="found"), to="hand"), Shuffle()),
        ),
    )


@defines("transfigure")
def _transfigure(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.71a: "[Cost], Sacrifice this permanent: Search your library for a creature card with
    the same mana value as this permanent, put it onto the battlefield, then shuffle. Transfigure
    only as a sorcery." """
    same = Filter(types=("Creature",), zone="library", stat=("mana_value", "==", StatOf(what=This(), stat="mana_value")))
    return (
        ActivatedAbility(
            costs=(*p.cost, SacrificeCost(what=This())), sorcery_speed=True,
            effects=(Search(zones=(Zone(kind="library", player=You()),), what=same), Move(what=Found(key="found"), to="battlefield"), Shuffle()),
        ),
    )


@defines("outlast")
def _outlast(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.107a: "[Cost], {T}: Put a +1/+1 counter on this permanent. Activate only as a sorcery." """
    return (ActivatedAbility(costs=(*p.cost, TapSelf()), effects=(PutCounters(what=This(), counter="+1/+1"),), sorcery_speed=True),)


@defines("level up")
def _level_up(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.87a: "[Cost]: Put a level counter on this. Level up only as a sorcery." """
    return (ActivatedAbility(costs=p.cost, effects=(PutCounters(what=This(), counter="level"),), sorcery_speed=True),)


@defines("encore")
def _encore(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.141a: "[Cost], Exile this card from your graveyard: For each opponent, create a
    token copy of this card that attacks that opponent this turn if able. They gain haste.
    Sacrifice them at the beginning of the next end step. Activate only as a sorcery." """
    return (
        ActivatedAbility(
            costs=(*p.cost, ExileCost(what=This())), sorcery_speed=True, zone="graveyard",
            effects=(
                CreateCopyToken(of=This(), amount=_count_opponents()),
                GrantAbilities(what=Found(key="created"), abilities=(Keyword(name="haste", rule=rule_of("haste")),), duration=None),
                # "Sacrifice them": every token created, not one of them
                DelayedTrigger(trigger=StepTrigger(step="end"), effects=(Sacrifice(what=Found(key="created"), amount=_count_created()),)),
            ),
        ),
    )


def _count_opponents() -> Value:
    from .values import CountOf

    return CountOf(what=EachOpponent())


def _count_created() -> Value:
    from .values import CountOf

    return CountOf(what=Found(key="created"))


@defines("recover")
def _recover(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.59a: "When a creature is put into your graveyard from the battlefield, you may pay
    [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this
    card." (functions from the graveyard)"""
    return (
        TriggeredAbility(
            trigger=Trigger(event="dies", what=Filter(types=("Creature",), owner=You())), zone="graveyard",
            effects=(Conditional(condition=PlayerPaid(player=You(), costs=p.cost), effects=(Move(what=This(), to="hand"),), otherwise=(Move(what=This(), to="exile"),)),),
        ),
    )


@defines("cumulative upkeep")
def _cumulative_upkeep(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put
    an age counter on this permanent. Then you may pay [cost] for each age counter on it. If you
    don't, sacrifice it." """
    return (
        TriggeredAbility(
            trigger=StepTrigger(step="upkeep", player=You()),
            effects=(
                PutCounters(what=This(), counter="age"),
                Unless(effects=(Sacrifice(what=This()),), condition=PlayerPaid(player=You(), costs=p.cost, times=StatOf(what=This(), stat="counters:age"))),
            ),
        ),
    )


@defines("splice")
def _splice(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.47a: as you cast a spell of the named subtype, you may reveal this card from your
    hand and pay its splice cost; the spell gains this card's rules text (601.2b)."""
    from .costs import RevealCost

    return (AdditionalCost(costs=(RevealCost(what=This()), *p.cost), optional=True, name="splice"),)


@defines("craft")
def _craft(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.167a: "[Cost], Exile this permanent, Exile [materials] from among permanents you
    control and/or cards in your graveyard: Return this card to the battlefield transformed under
    its owner's control. Activate only as a sorcery." (materials: ``quality``)"""
    materials = p.quality[0] if p.quality else Filter(controller=You())
    return (
        ActivatedAbility(
            costs=(*p.cost, ExileCost(what=This()), ExileCost(what=materials)),  # type: ignore[arg-type]
            effects=(Move(what=This(), to="battlefield", transformed=True, under=OwnerOf(what=This())),), sorcery_speed=True,
        ),
    )


@defines("champion")
def _champion(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.72a: "When this permanent enters, sacrifice it unless you exile another [object]
    you control" and "When this permanent leaves the battlefield, return the exiled card to the
    battlefield under its owner's control." (the object: ``quality``; the two abilities are
    linked, 607.2k: the second returns the card the first exiled)"""
    what = p.quality[0] if p.quality else Filter(types=("Creature",))
    if isinstance(what, Filter):
        what = attrs.evolve(what, controller=You(), other=True)
    return (
        TriggeredAbility(
            trigger=Trigger(event="enters", what=This()),
            effects=(Unless(effects=(Sacrifice(what=This()),), condition=PlayerPaid(player=You(), costs=(ExileCost(what=what),))),),
        ),
        TriggeredAbility(
            trigger=Trigger(event="leaves", what=This()),
            effects=(Move(what=Found(key="exiled"), to="battlefield", under=OwnerOf(what=Found(key="exiled"))),),
        ),
    )


@defines("offering")
def _offering(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.48a: cast any time you could cast an instant by sacrificing a [subtype] permanent
    and paying the difference in mana costs."""
    subtype = p.quality[0] if p.quality else Filter()
    return (
        CastPermission(zone="hand", method="offering"),
        AdditionalCost(costs=(SacrificeCost(what=subtype),), optional=True, name="offering"),  # type: ignore[arg-type]
    )


@defines("bargain")
def _bargain(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.166a: "As an additional cost to cast this spell, you may sacrifice an artifact,
    enchantment, or token." (paid, the spell is "bargained", 702.166b)"""
    either = Filter(zone="battlefield", any_of=(Filter(types=("Artifact",)), Filter(types=("Enchantment",)), Filter(token=True)))
    return (AdditionalCost(costs=(SacrificeCost(what=either),), optional=True, name="bargain"),)


@defines("casualty")
def _casualty(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.153a: "As an additional cost to cast this spell, you may sacrifice a creature with
    power N or greater," and "When you cast this spell, if a casualty cost was paid for it, copy
    it. If the spell has any targets, you may choose new targets for the copy." """
    creature = Filter(types=("Creature",), zone="battlefield", stat=("power", ">=", p.amount or Fixed(value=0)))
    return (
        AdditionalCost(costs=(SacrificeCost(what=creature),), optional=True, name="casualty"),
        TriggeredAbility(
            trigger=Trigger(event="cast", what=This(), player=You()), condition=CostWasPaid(name="casualty"),
            effects=(Copy(what=Found(key="triggering"), new_targets=True),), zone="stack",
        ),
    )


@defines("conspire")
def _conspire(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.78a: "As an additional cost to cast this spell, you may tap two untapped creatures
    you control that each share a color with it" and "When you cast this spell, if its conspire
    cost was paid, copy it. If the spell has any targets, you may choose new targets for the
    copy." """
    sharing = Filter(types=("Creature",), zone="battlefield", shared="color", shares_with=This())
    return (
        AdditionalCost(costs=(TapCost(what=sharing, amount=Fixed(value=2)),), optional=True, name="conspire"),
        TriggeredAbility(
            trigger=Trigger(event="cast", what=This(), player=You()), condition=CostWasPaid(name="conspire"),
            effects=(Copy(what=Found(key="triggering"), new_targets=True),), zone="stack",
        ),
    )


@defines("reinforce")
def _reinforce(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.77a: "[Cost], Discard this card: Put N +1/+1 counters on target creature."
    (activated from the hand, any time you could cast an instant)"""
    return (
        ActivatedAbility(
            costs=(*p.cost, DiscardCost(what=This())), zone="hand",
            effects=(PutCounters(what=Target(key="target", what=Filter(types=("Creature",))), counter="+1/+1", amount=p.amount or Fixed(value=0)),),
        ),
    )


@defines("partner", "choose a background", "doctor's companion", "companion")
def _partner(p: KeywordParams) -> tuple[Ability, ...]:
    """CR 702.124a: partner "modifies the rules for deck construction in the Commander
    variant"; so do choose a Background (702.124k) and Doctor's companion (702.124m); companion
    "functions outside the game" (702.139a). In a game they mean nothing: no abilities."""
    return ()
