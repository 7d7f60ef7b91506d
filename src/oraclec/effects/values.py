"""Quantities (CR 107.1, 107.3, 608.2h): numbers written as expressions, evaluated late."""

from __future__ import annotations

from .base import Reference, Value, model


@model
class Fixed(Value):
    """A number as printed: "three cards", "2 damage"."""

    value: int

    def describe(self) -> str:
        return str(self.value)


@model
class Variable(Value):
    """X (or Y): announced while casting or activating, or defined by the text (CR 107.3)."""

    name: str = "X"

    def describe(self) -> str:
        return self.name


@model
class CountOf(Value):
    """"the number of [objects]": objects matching a reference, counted on use."""

    what: Reference


@model
class StatOf(Value):
    """"its power", "that card's mana value", "the amassed Army's power".

    ``stat`` is power, toughness, mana_value, loyalty, counters:<kind>, or mana_symbols:<color>
    (the mana symbols of that color, as a letter, in its mana cost: chroma, CR 207.2c, a
    hybrid symbol counting for each of its colors, CR 107.4e). When the reference
    means several objects (CR 701.17d: several milled cards) the values are summed.
    """

    what: Reference
    stat: str


@model
class CountersOfChosenKind(Value):
    """"a counter of that kind on it" counted ("if it doesn't have a counter of that kind on
    it"): the counters on the objects or players ``what`` names of the kind
    :class:`~oraclec.effects.ChooseCounterKind` chose before in the ability (CR 122.1), summed;
    0 when no kind was chosen."""

    what: Reference


@model
class Intensity(Value):
    """"~'s intensity", "this spell's intensity" (Alchemy, digital-only): a number a card keeps
    in every zone for the rest of the game, from its "Starting intensity N", raised when it
    intensifies (:class:`~oraclec.effects.Intensify`); summed over several objects, as StatOf."""

    what: Reference


@model
class LifeTotal(Value):
    """"your life total", "that player's life total" (CR 119)."""

    player: Reference


@model
class StartingLifeTotal(Value):
    """"your starting life total" (CR 103.4: 20 in a two-player game; other formats set
    their own, e.g. 40 in Commander, CR 903.7)."""

    player: Reference


@model
class Scaled(Value):
    """"twice X" (factor 2), "half X, rounded up" (factor 1/2 and a rounding)."""

    value: Value
    numerator: int = 1
    denominator: int = 1
    round_up: bool = False


@model
class ValueAsCast(Value):
    """", where X is the number of creatures on the battlefield as you cast this spell": ``value``
    as it was while the spell was cast (CR 601.2), not when the effect is applied (CR 608.2h);
    known only to the spell that was cast and to the permanent it became."""

    value: Value


@model
class TimesPaid(Value):
    """"for each time its squad cost was paid" (CR 702.157a): how many times the spell this
    object is, or was as it resolved (CR 400.7d), paid an additional cost payable any number of
    times."""

    name: str


@model
class EventAmount(Value):
    """"that many", "that much": the number of the event a trigger or replacement is about
    (cards milled, damage dealt, life gained)."""
