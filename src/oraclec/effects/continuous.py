"""Continuous effects beyond ``ModifyPT``, ``GrantAbilities`` and ``AddTypes``
(:mod:`.actions`). ``duration`` as there: "end_of_turn", "end_of_combat", "your_next_turn",
"end_of_your_next_turn", "your_next_end_step", "your_next_upkeep", or None (a static ability's
effect, or no stated duration)."""

from __future__ import annotations

import enum

from .abilities import Condition
from .base import Ability, Cost, Effect, Element, Reference, Value, model
from .references import You
from .values import Fixed


@model
class LoseAbilities(Effect):
    """"loses all abilities" (empty ``abilities``), "loses flying" (layer 6); ``except_mana``:
    "loses all abilities except mana abilities" (CR 605.1a: those are kept)."""

    what: Reference
    abilities: tuple[Ability, ...] = ()
    duration: str | None = "end_of_turn"
    except_mana: bool = False
    #: "can't have or gain flying" (CR 113.11): the abilities are removed after every effect
    #: that would add them, whatever its timestamp
    cant_have: bool = False


@model
class LoseThisAbility(Effect):
    """"This creature loses this ability", "It perpetually loses this ability." (layer 6, CR
    613.1f): the objects lose the ability whose instruction this is (the resolving activated or
    triggered ability, as printed or granted), and keep their others."""

    what: Reference
    duration: str | None = None


@model
class GrantAbilitiesOf(Effect):
    """"This creature has all activated abilities of all creature cards exiled with it." (layer
    6, CR 613.1f, 113.6): ``what`` has every ability of kind ``kind`` ("activated") that the
    objects ``source`` describes have, read again as those objects and their abilities change
    (a static ability's effect, CR 611.3a). The granted abilities are the objects' own, so
    "this creature" in one of them is the object that has it (CR 113.7a)."""

    what: Reference
    source: Reference
    kind: str = "activated"
    duration: str | None = None


@model
class GainControl(Effect):
    """Control-changing effect (layer 2, CR 613.1b)."""

    what: Reference
    player: Reference = You()
    duration: str | None = None


@model
class ExchangeControl(Effect):
    """"exchange control of target artifact and target creature", "exchange control of two
    target creatures" (CR 701.12b): ``what`` names the two permanents; if they are controlled
    by different players, each of those players gains control of the one the other controlled
    (layer 2, CR 613.1b), indefinitely; if the same player controls both, or the whole exchange
    can't be made (one of them is gone, CR 701.12a), nothing happens."""

    what: Reference
    duration: str | None = None


class PlayerRuleName(enum.StrEnum):
    """The rules about players that the runtime reads by name (:mod:`oraclec.runtime.player_rules`),
    as the compiler writes them into :attr:`Restriction.rule`. A member is its text, so compiled
    output reads the same. Rules with a part that varies ("can't cast noncreature spells",
    "can't untap more than one land during their untap steps") are read from their text."""

    NO_MAXIMUM_HAND_SIZE = "no maximum hand size"  # CR 402.2
    CANT_GAIN_LIFE = "can't gain life"  # CR 119.7
    CANT_LOSE_LIFE = "can't lose life"  # CR 119.8
    CANT_LOSE_THE_GAME = "can't lose the game"  # CR 104.3
    DOESNT_LOSE_FOR_ZERO_LIFE = "doesn't lose the game for having 0 or less life"  # CR 704.5a
    DOESNT_LOSE_FOR_POISON = "doesn't lose the game for having ten or more poison counters"  # CR 704.5c
    CANT_WIN_THE_GAME = "can't win the game"  # CR 104.2b
    CANT_DRAW_CARDS = "can't draw cards"  # CR 121.2b
    CANT_DRAW_MORE_THAN_ONE_CARD_EACH_TURN = "can't draw more than one card each turn"
    CANT_PLAY_LANDS = "can't play lands"  # CR 305.2b
    CANT_SEARCH_LIBRARIES = "can't search libraries"  # CR 701.23
    CANT_CAST_MORE_THAN_ONE_SPELL_EACH_TURN = "can't cast more than one spell each turn"  # CR 101.2
    #: "You choose which creatures attack this turn.": this player makes the active player's
    #: choices of the declaration of attackers (CR 508.1)
    CHOOSES_ATTACKERS = "chooses which creatures attack"
    #: "You choose which creatures block this turn and how those creatures block.": this player
    #: makes the defending players' choices of the declaration of blockers (CR 509.1)
    CHOOSES_BLOCKERS = "chooses which creatures block and how those creatures block"
    #: "While voting, you get an additional vote.": one more vote, cast with the player's own
    #: (CR 701.38d); "While voting, you may vote an additional time.": one more if the player likes
    ADDITIONAL_VOTE = "gets an additional vote while voting"
    MAY_VOTE_ADDITIONAL_TIME = "may vote an additional time while voting"


#: the rule of 'The "legend rule" doesn't apply to [permanents].' (CR 704.5j), which the
#: state-based action reads
LEGEND_RULE_EXEMPTION = "the legend rule doesn't apply"
#: the rules of "Spells with the chosen name can't be cast." and "Lands with the chosen name
#: can't be played." (CR 101.2, 601.2, 305.2b): about cards as they would be cast or played,
#: which casting and playing a land read (runtime.player_rules.cast_refusal)
CANT_BE_CAST = "can't be cast"
#: the rule of "This artifact can't be sacrificed." (CR 701.21a): sacrificing reads it, as an
#: effect's choice of what to sacrifice and as a cost (runtime.game.Game.can_sacrifice)
CANT_BE_SACRIFICED = "can't be sacrificed"
#: the rules of "can't be enchanted [by other Auras]", "can't be equipped", "can't be
#: fortified" (CR 303.4c, 301.5c, 301.6), with the kind of permanent that can't be attached to
#: the object (``Restriction.other``: only those it describes, when it names some); and of
#: "This Equipment can be attached only to a creature with power 3 or greater." (CR 301.5c),
#: about the attachment, ``other`` what it can be attached to. Attaching reads them (CR 701.3b,
#: 303.4j) and the state-based actions (CR 704.5m-n: runtime.protection.attachment_forbidden).
CANT_BE_ATTACHED = {"can't be enchanted": "Aura", "can't be equipped": "Equipment", "can't be fortified": "Fortification"}
ATTACHED_ONLY_TO = "can be attached only to"
#: the rule of "This creature can't have counters put on it." (CR 101.2, 122.1); with a kind
#: ("can't have -1/-1 counters put on them") the kind follows a colon. Putting counters reads it
#: (runtime.game.Game.put_counters).
CANT_HAVE_COUNTERS = "can't have counters put on it"


def cant_have_counters(kind: str | None) -> str:
    """The rule that no counter (of ``kind``, when given) can be put on the object."""
    return CANT_HAVE_COUNTERS if kind is None else f"{CANT_HAVE_COUNTERS}: {kind}"
CANT_BE_PLAYED = "can't be played"
#: "This spell can't be countered." (CR 101.2): read as a spell would be countered; an object's
#: ability that says so of the object itself functions on the stack (CR 113.6g)
CANT_BE_COUNTERED = "can't be countered"
#: the rule of "Damage isn't removed from this creature during cleanup steps." (CR 514.2): the
#: cleanup step reads it (runtime.turns.cleanup)
DAMAGE_NOT_REMOVED = "damage isn't removed during cleanup steps"


@model
class Restriction(Effect):
    """A rule about objects or players: "can't attack", "can't block", "can't attack or block",
    "can't be blocked", "can't be countered", "attacks each combat if able" (CR 508.1c-d,
    509.1b-c, 101.2), "doesn't untap during its controller's untap step" (CR 502.3), "can't
    gain life", "no maximum hand size". ``other``: the objects the rule names, when it names
    some ("can't be blocked except by [Walls]", "can block only [creatures with flying]")."""

    what: Reference
    rule: str
    other: Reference | None = None
    duration: str | None = None


@model
class EventsTriggerNothing(Effect):
    """"Creatures entering don't cause abilities to trigger.", "Creatures entering or dying
    don't cause abilities to trigger." (CR 603.2, 603.6a, 603.6c): ``events`` ("enters",
    "dies") of the objects ``what`` describes make no ability trigger, while the static ability
    applies (read as abilities trigger, runtime.triggers)."""

    what: Reference
    events: tuple[str, ...] = ()


@model
class TriggersAdditionalTime(Effect):
    """"If a triggered ability of a permanent you control triggers, that ability triggers an
    additional time." (CR 603.2d): each time a triggered ability of an object ``what`` describes
    triggers, it triggers once more, while ``condition`` holds ("... triggers while you control
    six or more Shrines, ..."; None: always). Delayed and reflexive triggered abilities are not
    the object's (CR 603.2d). ``cause_event`` ("enters", "dies", "attacks"): only when that
    event of an object ``cause`` describes made the ability trigger ("If an artifact or creature
    entering causes a triggered ability of a permanent you control to trigger, ...", CR 603.2d,
    603.6a). Read as abilities trigger (runtime.triggers)."""

    what: Reference
    condition: Condition | None = None
    cause: Reference | None = None
    cause_event: str | None = None


@model
class CombatLimit(Effect):
    """"No more than one creature can attack each combat.", "No more than two creatures can
    attack you each combat.", "No more than one creature can block each combat." (CR 508.1c,
    509.1b): at most ``most`` creatures attack (``action`` "attack") or block ("block") in each
    combat; ``defender``: the player they may not attack in greater number ("can attack you"),
    None for every attacker."""

    action: str
    most: Value
    defender: Reference | None = None


@model
class PlayPermission(Effect):
    """"You may play lands from your graveyard", "you may play that card this turn": a
    permission to play or cast cards from a zone (CR 601.3, 305.1), for ``duration`` (None: while
    the static ability applies). ``without_paying``: "you may play that card without paying its
    mana cost" (CR 118.9: no alternative cost but this one; a land is played as usual)."""

    what: Reference
    player: Reference = You()
    duration: str | None = None
    action: str = "play"  #: "play" (lands and spells) | "cast"
    without_paying: bool = False
    #: "Once each turn, you may cast ..." ("turn"), "Once during each of your turns, ..."
    #: ("your_turn"): the permission serves one spell or land a turn (CR 601.3)
    once_each: str | None = None
    #: "... by sacrificing a creature in addition to paying its other costs": the costs of a
    #: spell cast with the permission, ``OwnManaCost`` among them for its mana cost (CR 601.2f);
    #: without it, costs paid rather than the mana cost (CR 118.9): "If you cast a spell this
    #: way, pay life equal to its mana value rather than pay its mana cost." The costs are read
    #: of the spell being cast (``This`` in them is that spell). None: its usual costs
    cost: tuple[Cost, ...] | None = None
    #: "you may play one of those cards", "up to two of those cards": the permission serves this
    #: many of the cards in all; a card played or cast with it uses it up for the others. None:
    #: each of them
    amount: Value | None = None


@model
class AlternativeCostFor(Effect):
    """"You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.": while the
    static ability applies, ``player`` may cast a spell of ``spells`` (a card it may cast some
    way for its mana cost) by paying ``cost`` instead, an alternative cost (CR 118.9, 601.2b;
    only one may be applied, 118.9a). ``once_each``: "Once each turn, you may pay {0} rather
    than ..." ("turn"), "Once during each of your turns" ("your_turn"): it serves one spell a
    turn."""

    spells: Reference
    cost: tuple[Cost, ...]
    player: Reference = You()
    once_each: str | None = None


@model
class UntapDuringOthersUntapSteps(Effect):
    """"Untap all creatures you control during each other player's untap step.": as each other
    player untaps their permanents, ``what`` untaps too (CR 502.3), while the static ability
    applies."""

    what: Reference


@model
class LookPermission(Effect):
    """"You may look at the top card of your library any time.": ``player`` may look at
    ``what`` whenever they like, priority or not, while the static ability applies (CR 401.2
    keeps a library's cards hidden otherwise)."""

    what: Reference
    player: Reference = You()


@model
class PlayRevealed(Effect):
    """"Play with the top card of your library revealed.": ``what`` (hidden cards) is public,
    seen by every player, while the static ability applies (CR 400.2)."""

    what: Reference


@model
class DuringNextTurn(Effect):
    """"During target player's next turn, creatures that player controls attack you if able.",
    "that creature can't attack during its controller's next turn": the continuous effects,
    permissions and rules that ``effects`` create begin as the next turn of ``player`` begins (a
    turn after this one) and last until that turn ends (CR 500, 611.2a, 611.2c: what they apply
    to is fixed as they begin)."""

    player: Reference
    effects: tuple[Effect, ...]


@model
class ForAsLongAs(Effect):
    """"gain control of target creature for as long as you control ~", "you may play that card
    for as long as it remains exiled": the continuous effects and permissions that ``effects``
    create last until ``condition`` stops being true, and end for good then (CR 611.2b)."""

    condition: Element
    effects: tuple[Effect, ...]


@model
class UsableWhile(Effect):
    """"During any turn you attacked with a Rogue, you may cast that card.", "For as long as that
    card remains exiled, you may play it if you control a Kavu.": the permissions ``effects``
    create (to play or cast cards, to spend mana as though it were another) may be used only
    while ``condition`` holds, read each time a player would use one (CR 601.3, 609.4b); a
    condition on this turn's events ("you attacked with a Rogue this turn") names each turn in
    which they happened (CR 611.2). The permissions last as long as they would without it."""

    condition: Element
    effects: tuple[Effect, ...]


@model
class EndedByPaying(Effect):
    """"This creature loses this ability and becomes an Aura enchantment with enchant creature.
    Attach it to target creature. You may pay {W} to end this effect." (the licids): the
    instructions ``effects`` are carried out; the continuous effects they create last until
    ``player`` pays ``cost`` to end them, a special action that player may take any time they
    have priority for as long as the effects last (CR 116.2c, 611.2a); then they end. Paying
    ends no instruction already carried out (the attachment stays, CR 704.5p may end it)."""

    effects: tuple[Effect, ...]
    cost: tuple[Cost, ...]
    player: Reference = You()


@model
class UntilCast(Effect):
    """"Target land gains "{T}: Add {U}, {B}, or {R}" until this card is cast from exile.": the
    continuous effects ``effects`` create last until ``what`` (as the object it is when the
    effect begins) is cast from ``zone``, ending as that spell becomes cast (CR 611.2a, 601.2i).
    If it leaves that zone another way, it is a new object that can't be cast from there as this
    one (CR 400.7), and the effects last for the rest of the game."""

    what: Reference
    zone: str
    effects: tuple[Effect, ...]


@model
class CrewsWith(Effect):
    """"This creature crews Vehicles as though its power were 2 greater.", "This creature saddles
    Mounts and crews Vehicles using its toughness rather than its power." (CR 702.122a, 702.171a):
    what ``what`` counts for in the total power of the creatures tapped to ``action`` ("crew" or
    "saddle"): its ``stat`` ("power" or "toughness") plus ``bonus``."""

    what: Reference
    action: str
    stat: str = "power"
    bonus: Value = Fixed(value=0)


@model
class AdditionalLandPlays(Effect):
    """"You may play an additional land on each of your turns." (CR 305.2): ``player`` may play
    ``amount`` more lands each turn than the one land rule 305.2 allows."""

    amount: Value
    player: Reference = You()
