"""Abilities (CR 113) and what they are made of: triggers, conditions, permissions, replacement
effects, and keywords lowered to their rules definitions (CR 702).
"""

from __future__ import annotations

from .base import Ability, Cost, Effect, Element, Reference, Value, model


# -- conditions ------------------------------------------------------------------------------
@model
class Condition(Element):
    """Base of conditions ("if ...", "as long as ...")."""


@model
class CostWasPaid(Condition):
    """The spell was cast paying the named cost: "flashback", "kicker", "foretell". ``cost``
    names one of several costs of that name: "if it was kicked with its {R} kicker" (CR
    702.33f); empty: any of them ("if it was kicked" is true when either was paid)."""

    name: str
    cost: tuple[Cost, ...] = ()

    @property
    def key(self) -> str:
        """The name the runtime records for this payment (see :func:`paid_key`)."""
        return paid_key(self.name, self.cost)


def paid_key(name: str, cost: tuple[Cost, ...]) -> str:
    """The name of one cost among several of the same name ("kicker {1}{B}", CR 702.33f), as a
    spell records it among its costs paid; the bare name without a cost."""
    if not cost:
        return name
    return f"{name} " + "".join(str(getattr(c, "mana", None) or repr(c)) for c in cost)


@model
class LibraryHasAtLeast(Condition):
    """"as long as you have at least N cards in your library" (dredge, CR 702.52a): ``player``'s
    library (default: the controller's) holds ``amount`` cards or more."""

    amount: Value
    player: Reference | None = None  #: default: the controller


@model
class YourTurn(Condition):
    """"during your turn", "if it's your turn": the controller is the active player (CR 102.1)."""


@model
class SearchedZone(Condition):
    """"If you search your library this way": the ability searched that kind of zone."""

    zone: str


# -- spell, activated, triggered, static -----------------------------------------------------
@model
class Mode(Element):
    """One mode of a modal spell or ability: its effects (CR 700.2)."""

    effects: tuple[Effect, ...]
    #: the additional cost of choosing it: "+ {1} — ..." (spree, CR 702.172a; tiered, 702.183a)
    costs: tuple[Cost, ...] = ()
    #: "{P}{P} — ...": how many pawprint symbols the mode has (CR 700.2i, 107.18: no cost, only
    #: what the modes chosen may add up to, :attr:`Modes.pawprints`)
    pawprints: int = 0


@model
class ModesInstead(Element):
    """"If you control a commander as you cast this spell, you may choose both instead." (CR
    700.2, 601.2b): while ``condition`` holds as the modes are chosen, between ``min`` and
    ``max`` of them are chosen instead of the number the modal instruction says."""

    condition: Condition
    min: int
    max: int


@model
class Modes(Element):
    """"Choose one —" (CR 700.2): between ``min`` and ``max`` of ``modes``."""

    modes: tuple[Mode, ...]
    min: int = 1
    max: int = 1
    #: a rider sentence that changes how many modes are chosen ("If this spell was kicked,
    #: choose any number instead.")
    instead: ModesInstead | None = None
    #: "You may choose the same mode more than once." (CR 700.2d): a mode chosen several times
    #: is done that many times in sequence, each time with its own targets
    repeat: bool = False
    #: "choose one at random —": no player chooses; the mode is picked by chance as the spell is
    #: cast or the ability put on the stack (CR 700.2, 601.2b, 603.3c)
    at_random: bool = False
    #: "choose one that hasn't been chosen [this turn]": only a mode not chosen before for this
    #: ability of this object ("ever", since it became this object, CR 400.7) or this turn
    #: ("turn") may be chosen (CR 700.2a-b)
    unchosen: str | None = None
    #: "An opponent chooses one —": the player who chooses the modes, where the controller
    #: would; of several ("an opponent"), the controller names which one (CR 700.2e). None: the
    #: controller (CR 700.2a-b). The modes' "that player" is the one who chose
    #: (``PlayerRole("mode chooser")``)
    chooser: Reference | None = None
    #: "Each mode must target a different player." (CR 700.2, 601.2c): each mode chosen targets
    #: a player, and no player is a target of two of the modes chosen; checked as the targets
    #: are chosen, the modes together
    different_players: bool = False
    #: "Choose up to five {P} worth of modes." (CR 700.2i): any number of modes whose pawprints
    #: (:attr:`Mode.pawprints`) add up to at most this many; None for modes chosen by number
    pawprints: int | None = None


@model
class SpellAbility(Ability):
    """The effects of an instant or sorcery spell (CR 113.3a)."""

    effects: tuple[Effect, ...] = ()
    modes: Modes | None = None


@model
class ActivatedAbility(Ability):
    """"[Cost]: [Effect.] [Activation instructions.]" (CR 602). ``zone`` is where the ability
    can be activated from; ``sorcery_speed`` is "Activate only as a sorcery." (CR 602.5d)."""

    costs: tuple[Cost, ...]
    effects: tuple[Effect, ...] = ()
    modes: Modes | None = None
    sorcery_speed: bool = False
    once_per_turn: bool = False
    zone: str = "battlefield"
    loyalty: bool = False
    #: further activation instructions as written ("during your turn", "during the declare
    #: blockers step", "twice each turn", "once"), CR 602.5
    restrictions: tuple[str, ...] = ()
    #: "Activate only if [condition]": each must hold as it is activated (CR 602.5b)
    conditions: tuple[Condition, ...] = ()
    #: a mana ability (CR 605.1a): resolves immediately, without the stack
    mana_ability: bool = False
    #: "This ability costs {1} less to activate for each ...": ``ModifyCost`` changes to its own
    #: total cost, applied while it is activated (CR 601.2f, 602.2b)
    cost_changes: tuple[Effect, ...] = ()
    #: "Any player may activate this ability." (CR 602.1b); otherwise only its controller may
    any_player: bool = False
    #: "Only your opponents may activate this ability.": the players who may, instead of its
    #: controller (CR 602.1b, 602.2), read as it is activated
    activators: Reference | None = None
    #: "X can't be 0.": ``XBound`` limits on the value announced for X (CR 107.3, 601.2b)
    x_bounds: tuple[Effect, ...] = ()
    #: "Activate no more times each turn than the number of snow Swamps you control.": how
    #: many times each turn it may be activated, a number read as it is activated (CR 602.5b)
    max_per_turn: Value | None = None


@model
class Trigger(Element):
    """A trigger event (CR 603.1): ``event`` is the kind of game event (enters, dies, leaves,
    cast, draw, mill, shuffle, search, attacks, discard, gain_life, lose_life, sacrifice, ...);
    ``what`` filters its object, ``player`` who performs it."""

    event: str
    what: Reference | None = None
    player: Reference | None = None
    from_zone: str | None = None  #: "put into a graveyard from the battlefield"
    #: the zone it did not come from: "cast a spell from anywhere other than your hand", "put
    #: into your graveyard from anywhere other than the battlefield" (the kind of zone)
    not_from_zone: str | None = None
    #: the other party of the event: "deals damage to [to]", "becomes the target of [to]"
    to: Reference | None = None
    #: only the nth such event each turn: "your second spell each turn" (2), "for the first
    #: time each turn" (1)
    nth_each_turn: int | None = None
    #: whose turn it must be: "your_turn", "opponent_turn", "actor_turn" (the turn of the
    #: player who performs the event: "draws their second card during their turn", CR 102.1),
    #: or "this_turn" (a granted ability)
    during: str | None = None
    #: a condition of the event itself: "attacks while saddled", "while you control a token"
    condition: Condition | None = None
    #: a number the event carries: "expend 4", "becomes level 2"
    amount: Value | None = None
    #: the kind of counters: "one or more +1/+1 counters are put on"
    counter: str | None = None
    #: whose spell or ability caused the event: "a spell or ability an opponent controls causes
    #: you to discard this card" (CR 701.9a); None: whatever caused it
    caused_by: Reference | None = None
    #: "put into a graveyard during its resolution" (haunt on an instant or sorcery, CR 702.55a):
    #: the spell was put there as it resolved (CR 608.2n), not countered or removed otherwise
    resolving: bool = False
    #: a draw "except the first one they draw in each of their draw steps": not the first card
    #: the drawing player draws in a draw step of their own turn (CR 504.1)
    except_draw_step_first: bool = False
    #: "Whenever one or more creatures you control die": objects the event describes that do it
    #: at the same time are one event (CR 603.2c), so the ability triggers once for all of them
    #: (once for each other party: "deal combat damage to a player", each player dealt it).
    #: "they" are those objects and "that many" their number (or the total of their amounts)
    together: bool = False


@model
class StepTrigger(Element):
    """"At the beginning of [step]" (CR 603.2b); ``player`` None means each player's."""

    step: str
    player: Reference | None = None
    #: "Take an extra turn after this one. At the beginning of that turn's end step, ...": the
    #: step of the extra turn the instructions before gave (CR 500.7, 603.7), of a delayed
    #: triggered ability only, not that step of any turn
    extra_turn: bool = False
    #: "at the beginning of the end step on your next turn": that step of the next turn of
    #: ``player`` after the one the delayed triggered ability was created in (CR 603.7, 500.1),
    #: of a delayed triggered ability only
    next_turn: bool = False
    #: a condition checked only as it triggers, not again as it resolves (unlike an
    #: intervening "if", CR 603.4): "triggers only if this Case is solved" (CR 702.169c)
    condition: Condition | None = None


@model
class TriggeredAbility(Ability):
    """"When/Whenever/At [trigger], [effects]" (CR 603): ``trigger`` is the event, ``condition``
    an intervening "if" (CR 603.4)."""

    trigger: Element
    effects: tuple[Effect, ...] = ()
    modes: Modes | None = None
    condition: Condition | None = None  #: intervening "if" (CR 603.4)
    zone: str = "battlefield"
    #: "This ability triggers only once each turn." (1), "only twice each turn" (2)
    max_per_turn: int | None = None
    #: "This ability triggers only once.": for as long as its source is one object (CR 400.7)
    max_per_object: int | None = None
    #: "Do this only once each turn." (CR 603.2h): it triggers only if its controller has not yet
    #: taken its optional action (the ability's first instruction, a "may") this turn
    action_once_each_turn: bool = False


@model
class StaticAbility(Ability):
    """Continuous effects that apply while the ability functions (CR 604, 611.3)."""

    effects: tuple[Effect, ...] = ()
    condition: Condition | None = None
    zone: str = "battlefield"


# -- replacement effects, permissions, special actions ----------------------------------------
@model
class Replacement(Ability):
    """A replacement effect (CR 614) of a static ability.

    ``event``: "draw", "leave_stack", "enter", "die", "leave_battlefield",
    "put_into_graveyard", "mill", "tapped_for_mana" (a mana production event, CR 106.12b:
    ``player`` taps ``what``; ``instead`` is one :class:`~.replacements.ProducedMana`). ``what``/``player``: the object or player the event
    affects (default: this object; for draws and mills, the ability's controller).
    ``instead``: what happens in place of the event. ``to``: for zone changes, where the object
    goes instead (flashback: "exile"). ``amount``: for mills, counters put ("counter_added";
    "counter_added_by_effect": by an effect, not as a cost),
    tokens created ("created", "create") and life gained ("gain_life"), the event's number
    instead ("twice that many": ``Scaled(EventAmount())``); with ``instead`` too, the event
    happens with that number and ``instead`` is part of it ("create those tokens plus an
    additional Treasure token": ``EventAmount()`` and a CreateToken). ``optional``: "you may ...
    instead" (the affected player chooses). ``zone``: where the ability functions (dredge: the
    graveyard).
    """

    event: str
    instead: tuple[Effect, ...] = ()
    optional: bool = False
    condition: Condition | None = None
    zone: str = "battlefield"
    to: str | None = None
    what: Reference | None = None
    player: Reference | None = None
    amount: Value | None = None
    #: the replaced event as a trigger event would describe it ("a creature you control would
    #: die": Trigger(event="dies", what=creature you control)), when the text names it; "The
    #: first time you would create one or more tokens each turn": its ``nth_each_turn`` 1 (and
    #: ``during`` "your_turn" for "during each of your turns"), the first such event of the turn
    #: only, whether or not the replacement is applied to it (CR 614.1a)
    matches: Element | None = None
    #: "If a spell or ability an opponent controls causes you to discard this card": the event
    #: is replaced only when a spell or ability one of these players controls causes it (CR
    #: 701.9a); None: whatever causes it
    caused_by: Reference | None = None


@model
class EntersWith(Ability):
    """"[This permanent] enters with N [kind] counters on it", "enters tapped", "As [this
    permanent] enters, [effects]" (CR 614.1c): applied while the permanent is entering."""

    counter: str | None = None
    amount: Value | None = None
    tapped: bool = False
    #: "Lands you control enter untapped.": each permanent described enters untapped, even one
    #: that would enter tapped, as its controller orders this and other replacement effects
    #: (CR 614.1c, 616.1)
    untapped: bool = False
    effects: tuple[Effect, ...] = ()
    #: "If you control two or more other lands, this land enters tapped."
    condition: Condition | None = None
    #: the permanents that enter so ("Creatures your opponents control enter tapped.", CR
    #: 614.1c), from a permanent on the battlefield; None: this permanent itself
    what: Reference | None = None
    #: where an ability about other permanents entering functions (CR 113.6b): "As long as this
    #: creature is in your graveyard, each Human creature you control enters with ..."
    zone: str = "battlefield"
    #: "This artifact enters under the control of an opponent of your choice.": the player it
    #: enters under the control of (CR 110.2, 614.1c); None: as it would otherwise
    under: Reference | None = None


@model
class CastPermission(Ability):
    """"You may cast this card from [zone] [by paying cost rather than its mana cost]" (CR
    601.3). ``method`` names the alternative cost ("flashback", "foretell"); ``after_foretold``
    means only after the turn it was foretold (CR 702.143a); ``types`` restricts the
    resulting spell (flashback: instant or sorcery, CR 702.34a); ``condition``: "If you control a
    Plains, you may ... rather than pay this spell's mana cost." (CR 118.9, 601.2b), checked as
    the spell is begun to be cast; ``transformed``: "cast this card transformed" (disturb, CR
    702.146a): the spell has its back face up (CR 712.8c, 712.11a)."""

    zone: str
    method: str | None = None
    cost: tuple[Cost, ...] | None = None
    types: tuple[str, ...] = ()
    after_foretold: bool = False
    condition: Condition | None = None
    transformed: bool = False
    #: "Flashback {8}{U}{U}. This spell costs {X} less to cast this way, where X is ...":
    #: ``ModifyCost`` changes to the total cost of the spell cast this way only, applied with the
    #: other changes to it (CR 601.2f)
    cost_changes: tuple[Effect, ...] = ()


@model
class SpecialAction(Ability):
    """A special action (CR 116) granted by an ability: "foretell" (pay {2}, exile face down
    from hand any time you have priority during your turn, CR 116.2h)."""

    name: str
    zone: str
    cost: tuple[Cost, ...] = ()
    own_turn_only: bool = False
    #: what the action does, when its rule says more than its name (suspend, plot, turn face up)
    effects: tuple[Effect, ...] = ()
    #: "Suspend X—{X}{3}{U}. X can't be 0.": ``XBound`` limits on the value announced for X of
    #: the action's cost (CR 107.3, 116.2f)
    x_bounds: tuple[Effect, ...] = ()


@model
class AdditionalCost(Ability):
    """"As an additional cost to cast this spell, [cost]" (CR 118.8), or an optional one
    ("kicker", CR 702.33) when ``optional``; ``name`` names it for conditions."""

    costs: tuple[Cost, ...]
    optional: bool = False
    name: str = "additional"


@model
class Keyword(Ability):
    """A keyword ability (CR 702): ``name`` as printed, its parameter (``amount``: dredge 6,
    soulshift X, with the value re-evaluated whenever it is used, or ``cost``), and its rules
    definition as abilities (``definition``). Evergreen static keywords (flying, trample, ...)
    have no definition: the runtime knows them by name."""

    name: str
    amount: Value | None = None
    cost: tuple[Cost, ...] | None = None
    definition: tuple[Ability, ...] = ()
    #: the rule that defines the keyword ("702.34")
    rule: str = ""
    #: "protection from [quality]", "enchant [object]", "affinity for [object]": filters; "gift a
    #: [something]": the effect of the gift (CR 702.174d-i)
    quality: tuple[Element, ...] = ()
    #: protection only: the Auras and Equipment it does not make fall off (CR 704.5m-n), "This
    #: effect doesn't remove this Aura." (This(): the object whose ability grants the
    #: protection) or "This effect doesn't remove Auras." (a Filter)
    keeps_attached: Reference | None = None
