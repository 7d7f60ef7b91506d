"""More quantities (see :mod:`.values` for the basic ones)."""

from __future__ import annotations

from typing import ClassVar

from .base import Reference, Value, model


@model
class AnyNumber(Value):
    """"any number of": the player picks how many, as the choice is made (CR 601.2c for
    targets, 608.2d on resolution)."""


@model
class UpToChosen(Value):
    """"put up to three lore counters on it": a number from 0 to ``most`` (as it is evaluated)
    that the controller, carrying out the instruction, chooses then (CR 608.2d)."""

    most: Value


@model
class CountersRemoved(Value):
    """"for each charge counter removed this way" (CR 122.8): how many counters the cost or
    the instruction before removed in this ability (result key "counters removed")."""

    result_key: ClassVar[str] = "counters removed"


@model
class LifeChangedThisWay(Value):
    """"the life lost this way", "the life gained this way": how much life the instructions
    before it in this ability made players lose (gain), all of them together (CR 119.3;
    result keys "life lost" and "life gained")."""

    LOST_KEY: ClassVar[str] = "life lost"
    GAINED_KEY: ClassVar[str] = "life gained"

    gained: bool = False


@model
class DamageDealtThisWay(Value):
    """"the damage dealt this way": how much damage the instructions before it in this ability
    dealt, after prevention (CR 120.3, 615; result key "damage dealt amount")."""

    result_key: ClassVar[str] = "damage dealt amount"


@model
class ExcessDamage(Value):
    """Excess damage (CR 120.4a, 120.10): the damage dealt to a permanent beyond lethal damage
    for a creature, its loyalty for a planeswalker, its defense for a battle. ``this_way``: "the
    excess damage dealt this way", what the DealDamage before in this ability dealt (result key
    "excess damage": pairs of what was dealt it and how much); else "that excess damage", "the
    excess": the excess of the instructions before, or with none of them, of the damage event
    that triggered the ability. ``to``: "excess damage dealt to a creature this way", only that
    dealt to such objects."""

    result_key: ClassVar[str] = "excess damage"

    this_way: bool = True
    to: Reference | None = None


@model
class CommanderCasts(Value):
    """"for each time you've cast your commander from the command zone this game": how many
    times the player cast one of their commanders from the command zone (CR 903.8, the count
    commander tax is based on)."""

    player: Reference


@model
class AmountPaid(Value):
    """"the amount of {E} paid this way", "for each {E} paid this way": how much the
    PayAnyAmount before paid (result key "amount paid", CR 107.1c)."""


@model
class TargetsBeyondFirst(Value):
    """"for each target beyond the first" (Fireball, strive): how many targets the spell or
    ability has, less one; its targets are chosen before its total cost is determined (CR
    601.2c, 601.2f)."""


@model
class TargetsChosen(Value):
    """"for each target" ("Spells you cast cost {1} less to cast for each target."): how many
    targets the spell or ability has (each object or player once for each time it was chosen as
    a target, CR 115.1); a spell's targets are chosen before its total cost is determined (CR
    601.2c, 601.2f), so a cost change of a spell being cast counts that spell's."""

    #: the spells or abilities whose targets are counted ("Whenever you cast a spell with one
    #: or more targets, draw that many cards": the triggering spell's, as they were chosen, CR
    #: 601.2c); None: this spell's or ability's own
    of: Reference | None = None


@model
class Sum(Value):
    """"1 plus the number of ...", "the number of Elves you control plus the number of ..."."""

    parts: tuple[Value, ...]


@model
class Larger(Value):
    """"X or Y, whichever is greater": the largest of ``values`` (``greatest`` False, "whichever
    is less": the smallest)."""

    values: tuple[Value, ...]
    greatest: bool = True


@model
class Difference(Value):
    """"its toughness minus its power", "7 minus the number of cards in your hand" (not less
    than 0 where the result is a number of things, CR 107.1b)."""

    left: Value
    right: Value


@model
class Extreme(Value):
    """"the greatest power among creatures you control" (0 when there are none);
    ``greatest`` False for "the least"."""

    what: Reference
    stat: str
    greatest: bool = True


@model
class ExtremeOfPlayers(Value):
    """"the greatest number of creatures a player controls", what "controls the most lands"
    measures: the greatest (``greatest`` False: the least) of ``value`` over ``players``, each
    player in turn being ``PlayerRole("each")`` in it (0 when there are no players)."""

    players: Reference
    value: Value
    greatest: bool = True


@model
class CountDistinct(Value):
    """"the number of card types among cards in your graveyard": how many different values of a
    characteristic the objects have. ``characteristic``: "card_types", "creature_types",
    "basic_land_types", "colors", "mana_values", "powers", "names", "counter_kinds" (the kinds
    of counters on them, CR 122.1)."""

    what: Reference
    characteristic: str


@model
class LargestSharingGroup(Value):
    """"the greatest number of creatures you control that have a creature type in common": the
    size of the largest group of those objects that all have one value of the characteristic
    (``characteristic`` as :class:`CountDistinct` names it: "creature_types", CR 205.3m;
    "colors", ...); a changeling has every creature type (CR 702.73a); 0 when no object has any."""

    what: Reference
    characteristic: str


@model
class Devotion(Value):
    """"your devotion to black" (CR 700.5): mana symbols of those colors in the mana costs of
    permanents the player controls (a hybrid symbol counts once); colors as letters ("B")."""

    player: Reference
    colors: tuple[str, ...]
    #: "your devotion to that color": to the color chosen before (CR 607.2), not ``colors``
    chosen_color: bool = False


@model
class CardsDrawnThisTurn(Value):
    """"the number of cards you've drawn this turn", "for each card you've drawn this turn": the
    cards the players drew this turn (CR 121.1), as the turn's record counts them."""

    player: Reference


@model
class DamageDealtToPlayerThisTurn(Value):
    """"if an opponent was dealt 7 or more damage this turn": the damage dealt to the players
    this turn, by any sources (CR 120.1, as the turn's damage events record it)."""

    player: Reference


@model
class DamageDealtByThisTurn(Value):
    """"if ~ has dealt 3 or more damage this turn", "if it has dealt 10 or more damage to that
    player this turn": the damage the object dealt this turn as a source (CR 120.1, as the
    turn's damage events record it); ``to``: only that dealt to these players."""

    source: Reference
    to: Reference | None = None


@model
class CardsDiscardedThisTurn(Value):
    """"the number of cards you've discarded this turn", "for each card you've discarded this
    turn": the cards the players discarded this turn (CR 701.9a), as the turn's events record
    them, one event a card."""

    player: Reference


@model
class SacrificedThisTurn(Value):
    """"if you've sacrificed an artifact this turn", "if you sacrificed three or more Clues this
    turn": how many permanents matching ``what`` the players sacrificed this turn (CR 701.21a),
    each as it last existed on the battlefield (CR 608.2h), as the turn's events record them."""

    player: Reference
    what: Reference


@model
class TokensCreatedThisTurn(Value):
    """"the number of tokens you created this turn": how many tokens matching ``what`` the
    players created this turn (CR 111.1), each as it was created, also those that have left
    the battlefield since, as the turn's events record them."""

    player: Reference
    what: Reference


@model
class CardsPlayedThisTurn(Value):
    """"if you didn't play a land this turn", "if you didn't play a card from exile this turn":
    how many cards matching ``what`` the players played this turn, as lands (CR 305.1) or cast as
    spells (CR 601.2i): to play a card is either (CR 116.2a, glossary "Play"), from ``from_zone``
    only when it is said."""

    player: Reference
    what: Reference
    from_zone: str | None = None


@model
class ZoneChangesThisTurn(Value):
    """"for each creature put into your graveyard from the battlefield this turn", "the number of
    creatures that died under your control this turn": the turn's zone changes (CR 400.7) into a
    ``to`` zone from ``origin`` ("anywhere", a zone, or "anywhere other than ZONE") of objects
    ``what`` describes as they were just before they moved (last known information, CR 608.2h),
    one a zone change; where they are now does not matter."""

    what: Reference
    to: str
    origin: str = "anywhere"


@model
class AttackedWithTotalPower(Value):
    """"if you attacked with creatures with total power 6 or greater this combat" (pack
    tactics): the total power of the creatures the players declared as attackers (CR 508.1a)
    in the combat under way (``period`` "combat") or this turn ("turn"), each creature's power
    as it was declared; what happens to it afterwards does not change the total."""

    player: Reference
    period: str = "combat"


@model
class AttackersDeclared(Value):
    """"if you attacked with three or more creatures this turn", "if you attacked with a
    Spacecraft this turn": how many different creatures matching ``what`` the players declared as
    attackers (CR 508.1a) in the combat under way (``period`` "combat") or this turn ("turn"),
    each as it was declared."""

    player: Reference
    what: Reference
    period: str = "turn"


@model
class LifeChangedThisTurn(Value):
    """"the amount of life you gained this turn", "the amount of life your opponents lost this
    turn"."""

    player: Reference
    gained: bool = True


@model
class ManaSpentToCast(Value):
    """"the amount of mana spent to cast this spell" (``symbol`` None), "the amount of {S} spent
    to cast it" (one kind of mana), "for each {U}{U} spent to cast it" (``symbol`` several
    symbols: how many times all of them were spent, each unit of mana counted once), "the
    number of colors of mana spent to cast it" (``colors``; converge), "at least three mana of
    the same color" (``same_color``: the most mana of any one color, CR 105.1).
    ``source``: only mana whose source (CR 106.3) the description fits ("mana from a Treasure").
    ``to_activate``: the mana spent to activate the ability itself ("spent to activate this
    ability", CR 602.2b, 601.2h); ``what`` is then This."""

    what: Reference
    symbol: str | None = None
    colors: bool = False
    same_color: bool = False
    source: Reference | None = None
    to_activate: bool = False


@model
class DieResult(Value):
    """"the result" (CR 706.2): the result of the die the instructions before rolled (fx.RollDie);
    after "choose one result" (fx.ChooseDieResult), "that result" is the chosen one and ``other``
    "the other result"; ``total``: "the total of those results", the sum of the dice rolled."""

    other: bool = False
    total: bool = False


@model
class RandomNumber(Value):
    """"a number from 0 to 6 chosen at random": one number from ``low`` to ``high`` (both
    included), each as likely, chosen once as the instructions are carried out: every reading of
    it in one resolution is the same number."""

    low: int
    high: int


@model
class SpellsCast(Value):
    """How many spells were cast in a turn: ``turn`` "this" or "last"; ``by`` a player (None:
    all players together); ``by_one_player``: the most any one player cast ("if a player cast
    two or more spells last turn"); ``what`` the kind of spell, if any."""

    turn: str = "this"
    by: Reference | None = None
    by_one_player: bool = False
    what: Reference | None = None
    #: spells cast for an alternative cost of a keyword only, by the way they were cast ("a
    #: spell was warped this turn": cast for its warp cost, "warp", CR 702.185c)
    method: str | None = None
    #: spells cast from that kind of zone only ("a spell from your hand": the zone the card was
    #: in as it was cast, CR 601.2a)
    from_zone: str | None = None


@model
class TimesActivatedThisTurn(Value):
    """"if this ability has been activated four or more times this turn": how many times this
    ability of this object has been activated this turn, this activation included (CR 602.5b)."""


@model
class TimesTempted(Value):
    """"if the Ring has tempted you two or more times this game": how many times the Ring has
    tempted the player this game (CR 701.54c)."""

    player: Reference


@model
class TimesResolvedThisTurn(Value):
    """"if this is the second time this ability has resolved this turn": how many times this
    ability has resolved this turn, this time included."""
