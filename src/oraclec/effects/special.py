"""Keyword actions and other game actions (CR 701) beyond those of :mod:`.actions`."""

from __future__ import annotations

from .base import Ability, Cost, Effect, Element, Reference, Value, model
from .references import This, You
from .values import Fixed


@model
class KeywordAction(Effect):
    """A keyword action whose rule the runtime implements by name (CR 701): "investigate"
    (701.16), "explore" (701.44), "populate" (701.36), "learn" (701.48), "venture into the
    dungeon" (701.49), "connive" (701.50), "time travel" (701.56), "manifest dread" (701.62),
    "goad" (701.15), "detain" (701.35), "suspect" (701.60), "cloak" (701.58), "forage"
    (701.61), "manifest" (701.40), "bolster N" (701.39), "adapt N" (701.46), "support N"
    (701.41), "incubate N" (701.53), "discover N" (701.57), "the Ring tempts you" (701.54) ...
    ``what`` is the object that does it or is acted on ("it explores", "goad target creature")."""

    name: str
    rule: str
    what: Reference | None = None
    player: Reference = You()
    #: "bolster 2", "adapt 3", "incubate 4": the action's number
    amount: Value | None = None


@model
class MutatingSpell(Effect):
    """CR 702.140a-c: "it becomes a mutating creature spell and targets ``onto``" (a non-Human
    creature with the same owner as this spell). As it resolves, if its target is still legal,
    it doesn't enter the battlefield: it merges with that creature, on top or below as its
    controller chooses, into one mutated permanent (702.140c, 729.2); with an illegal target it
    resolves as a creature spell (702.140b). A static ability of the spell while it is on the
    stack, when its mutate cost was paid (the keyword's definition)."""

    onto: Reference


@model
class Intensify(Effect):
    """"~ intensifies by 1", "cards you own named ~ intensify by 1", "it intensifies" (Alchemy,
    digital-only): the intensity of each card of ``what`` (:class:`~oraclec.effects.Intensity`)
    goes up by ``amount`` for the rest of the game, in whatever zone it is."""

    what: Reference
    amount: Value = Fixed(value=1)


@model
class Proliferate(Effect):
    """CR 701.34a: choose any number of permanents and/or players; give each another counter
    of each kind already there."""

    player: Reference = You()


@model
class Attach(Effect):
    """Attach an Aura, Equipment or Fortification to an object (CR 701.3)."""

    to: Reference
    what: Reference = This()


@model
class Unattach(Effect):
    """Unattach an Aura, Equipment or Fortification (CR 701.3d): it stays on the battlefield,
    attached to nothing. ``source``: only from these objects ("unattach all Equipment from it")."""

    what: Reference
    source: Reference | None = None


@model
class Fight(Effect):
    """CR 701.14a: each deals damage equal to its power to the other."""

    what: Reference
    other: Reference


@model
class FightEachOther(Effect):
    """"Those creatures fight each other." (CR 701.14a): the two creatures ``what`` names; if
    either is no longer on the battlefield, no damage is dealt (CR 701.14b)."""

    what: Reference


@model
class CopyExceptions(Element):
    """", except it has haste and it's 1/1": what a copy has besides or instead of the copiable
    values of what it copies; the exceptions are part of its own copiable values (CR 707.9a-b).

    ``abilities`` are added; ``types``/``subtypes`` are added (``in_addition``) or replace the
    copied ones; ``colors``, ``power``/``toughness`` replace them; ``not_legendary`` removes the
    supertype; ``this_ability``: the copy also has the ability that made it ("except it has this
    ability"); ``no_mana_cost``: it has none."""

    abilities: tuple[Ability, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    in_addition: bool = True
    colors: tuple[str, ...] | None = None
    power: Value | None = None
    toughness: Value | None = None
    not_legendary: bool = False
    this_ability: bool = False
    #: "with no mana cost" (embalm, eternalize: CR 702.128a, 702.129a)
    no_mana_cost: bool = False
    #: ``colors`` are added to the copied ones: "except it's a 2/2 black Zombie in addition to
    #: its other colors and types" (CR 105.3)
    colors_in_addition: bool = False
    #: "except its name is ~" (CR 707.9a): the copy's name; "~" is the name of the object with
    #: the ability (CR 201.4b)
    name: str | None = None
    #: supertypes added: "except it's legendary in addition to its other types" (CR 205.1b)
    supertypes: tuple[str, ...] = ()
    #: "except it doesn't have this ability": the copy lacks the ability that made it
    without_this_ability: bool = False


@model
class Copy(Effect):
    """Copy a spell or ability (CR 707.10); the copy may get new targets when ``new_targets``.
    Result key: "copy"."""

    what: Reference
    new_targets: bool = False
    #: who copies it and controls the copy, when not the copier: "choose an opponent to also
    #: copy it" (demonstrate, CR 702.144a)
    player: Reference | None = None
    #: "copy it, except the copy isn't legendary": exceptions to the spell's copiable values
    #: the copy takes (CR 707.9, 707.10)
    exceptions: CopyExceptions | None = None
    #: "Each copy targets a different one of those creatures.", "the copy targets the chosen
    #: player or permanent" (CR 707.10d-e): one copy for each object or player this names, every
    #: target of that copy changed to it; no copy for one that isn't a legal target for each
    #: instance of the word "target" (legal for the copy). The copies go on the stack in the
    #: order their controller chooses.
    target: Reference | None = None


@model
class ChooseNewTargets(Effect):
    """"You may choose new targets for target spell." (CR 115.7d): ``player`` may leave any
    number of the targets of each spell or ability ``what`` names unchanged and change the
    others to legal ones; the division of an effect among the targets stays (CR 115.7f). Said of
    a copy an instruction makes, it is that instruction's ``Copy.new_targets`` instead."""

    what: Reference
    player: Reference = You()


@model
class ChangeTargets(Effect):
    """"Change the target of target spell with a single target." (CR 115.7a): ``player`` changes
    each target of each spell or ability ``what`` names to another legal target; if a target
    can't be changed to another legal target, none of them are changed (the originals stay, even
    illegal ones)."""

    what: Reference
    player: Reference = You()
    #: which of its targets are changed: "each" ("change the target(s) of", all or none, CR
    #: 115.7a), "one" ("change a target of", only one of them, CR 115.7b), "any" ("change any
    #: targets of", any number of them, CR 115.7c)
    which: str = "each"
    #: "change the target of target spell ... to this creature": the one object (or player) a
    #: target may be changed to; a target it is no legal target for is not changed (CR 115.7a)
    to: Reference | None = None
    #: "The new target must be a creature.": the description each new target must also meet
    must_be: Reference | None = None


@model
class CreateCopyToken(Effect):
    """Create tokens that are copies of an object (CR 707.2, 111.2), with ``exceptions``
    (CR 707.9); ``tapped``/``attacking``: "The token enters tapped and attacking." (CR 614.1c,
    506.3). Result key: "created"."""

    of: Reference
    amount: Value = Fixed(value=1)
    player: Reference = You()
    exceptions: CopyExceptions | None = None
    tapped: bool = False
    attacking: bool = False
    #: "The token enters tapped and attacking that player.": the player it attacks (CR 508.4a);
    #: None: an opponent of its controller (CR 508.4)
    attacking_whom: Reference | None = None
    #: ", except it enters with an additional +1/+1 counter on it": PutCounters on
    #: Found("entering"), the counters each token enters with (CR 614.1c, 707.9b)
    counters: tuple[Effect, ...] = ()


@model
class BecomeCopy(Effect):
    """"You may have this creature enter as a copy of any creature on the battlefield" (CR
    707.2, 614.1c: as it enters), "becomes a copy of target creature [until end of turn]" (CR
    707.2, 613.2a: a layer-1 effect): ``what`` takes the copiable values of ``of``, with
    ``exceptions`` (CR 707.9)."""

    what: Reference
    of: Reference
    exceptions: CopyExceptions | None = None
    duration: str | None = None


@model
class TurnFaceUp(Effect):
    """Turn a face-down permanent face up (CR 702.37e, 708.8), or a card exiled face down (CR
    406.3): "turn target face-down creature face up", "turn the exiled card face up"."""

    what: Reference = This()


@model
class TurnFaceDown(Effect):
    """Turn a face-up permanent face down (CR 708.2a): "turn this creature face down". It becomes
    a 2/2 face-down creature with no text, no name, no subtypes and no mana cost; a permanent
    already face down stays as it is (CR 708.2b)."""

    what: Reference = This()


@model
class Transform(Effect):
    """Turn a double-faced permanent to its other face (CR 701.27)."""

    what: Reference = This()


@model
class Flip(Effect):
    """Flip a flip permanent: it has its alternative characteristics from then on, once (CR
    710.2, 710.4); anything else is not flipped."""

    what: Reference = This()


@model
class Pair(Effect):
    """What soulbond's triggered abilities do (CR 702.95a): the controller may pair the
    soulbond creature with the creature that entered, or, when the soulbond creature itself
    entered, with another unpaired creature they control. The runtime makes these abilities
    from the keyword (runtime.soulbond)."""


@model
class DelayedTrigger(Effect):
    """Create a delayed triggered ability (CR 603.7): "at the beginning of the next end step,
    exile it" triggers once, the next time the event happens. With a ``duration`` ("Until end of
    turn, whenever ..."), it triggers each time the event happens until the duration ends
    (CR 603.7c)."""

    trigger: Element
    effects: tuple[Effect, ...]
    duration: str | None = None
    #: an intervening "if" (CR 603.4): "At the beginning of the next end step, if that card is
    #: still exiled, ..." triggers only if it holds, and does nothing if it no longer holds as
    #: it resolves
    condition: Element | None = None


@model
class IfManaSpent(Effect):
    """An additional effect of the mana an ability adds on the spell that mana is spent on (CR
    106.6): "If that mana is spent on a creature spell, it gains haste.", "If this mana is spent
    to cast a creature spell, that creature enters with an additional +1/+1 counter on it." The
    mana carries it: as the mana is spent to cast a spell ``what`` describes, ``effects`` happen
    at once, to that spell (the triggering object: "it", "that spell", "that creature"), without
    the stack (it is no triggered ability, unlike "When that mana is spent ...", a
    :class:`DelayedTrigger`), once for each such mana spent (CR 106.6a). Mana spent on anything
    else is gone, and the effect with it."""

    what: Element
    effects: tuple[Effect, ...]


@model
class ReflexiveTrigger(Effect):
    """A reflexive triggered ability (CR 603.12): "You may pay {1}. When you do, destroy target
    artifact." It triggers on the instructions before it, once: without a ``condition``, when
    the choice just offered was taken (``negate``: not taken); with one, when it holds of what
    they did ("When you discard a creature card this way"; an empty ``AllOf`` when the
    instructions always do it: "When it connives this way"). It goes on the stack the next time a
    player would receive priority, and its targets are chosen then (CR 603.3d)."""

    effects: tuple[Effect, ...]
    condition: Element | None = None
    negate: bool = False
    #: "When you do, choose one —": its modes, chosen as it is put on the stack (CR 603.3c)
    modes: Element | None = None
    #: "When you do, if there are four or more creature cards in your graveyard, ...": an
    #: intervening "if" (CR 603.4), checked as it triggers and again as it resolves
    intervening: Element | None = None


@model
class OptionalAttackCost(Effect):
    """"You may exert this creature as it attacks." (CR 508.1g, 701.43d): a static ability; as
    the object is declared as an attacker, its controller may pay ``costs``. ``then``: the linked
    reflexive ability "When you do, ..." (CR 603.12, 607.2h), which triggers when they are paid."""

    costs: tuple[Cost, ...]
    then: tuple[Effect, ...] = ()


@model
class RemoveFromCombat(Effect):
    """"remove it from combat" (CR 506.4): it stops being an attacking, blocking, blocked or
    unblocked creature; a creature it blocked stays blocked (CR 509.1h)."""

    what: Reference


@model
class BecomeBlocked(Effect):
    """"Target unblocked attacking creature becomes blocked." (CR 509.1h): it is a blocked
    creature though no creature blocks it, and assigns no combat damage unless it has trample
    (CR 510.1c, 702.19e)."""

    what: Reference


@model
class BecomeStatus(Effect):
    """"it becomes renowned" (CR 702.112b), "it becomes monstrous" (701.37b): the permanent has
    the designation until it leaves the battlefield. "it becomes plotted" (702.170c): a card in
    exile becomes a plotted card, which its owner may cast without paying its mana cost in their
    main phase while the stack is empty on a later turn (702.170d)."""

    status: str
    what: Reference


@model
class LoseStatus(Effect):
    """"all suspected creatures are no longer suspected" (CR 701.60a: suspected until a spell or
    ability causes it to no longer be suspected), "each creature you control is no longer goaded"
    (701.15b): the permanents lose the designation."""

    status: str
    what: Reference


@model
class CreateEmblem(Effect):
    """"you get an emblem with \"...\"" (CR 114): an object in the command zone with those
    abilities, owned and controlled by the player."""

    abilities: tuple[Ability, ...]
    player: Reference = You()


@model
class SetLife(Effect):
    """A player's life total becomes a number (CR 119.5)."""

    amount: Value
    player: Reference = You()
