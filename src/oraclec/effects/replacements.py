"""Replacement and prevention effects made by resolving spells and abilities (CR 614, 615):
prevention shields, redirected damage, "damage can't be prevented", skipped steps, and
replacement effects that last for a while ("If that creature would die this turn, exile it
instead"). Replacement effects of static abilities are :class:`~.abilities.Replacement`."""

from __future__ import annotations

from .abilities import Condition, EntersWith, Replacement
from .base import Effect, Element, Reference, Value, model
from .references import You


@model
class DamageFlow(Element):
    """Damage described by where it goes and where it comes from (CR 615.1): "all combat damage
    that would be dealt to you by unblocked creatures", "the next 3 damage that would be dealt to
    any target", "that damage" (``event``: the damage of the event being replaced)."""

    #: how much is affected: None for all of it ("all damage", "that damage")
    amount: Value | None = None
    #: "combat" or "noncombat", None for any damage
    kind: str | None = None
    to: Reference | None = None
    by: Reference | None = None
    #: "dealt to and dealt by [to]": damage either way
    to_and_by: bool = False
    #: "that damage", "1 of that damage": the damage of the replaced event (CR 615.5)
    event: bool = False


@model
class PreventDamage(Effect):
    """"Prevent all damage that would be dealt to ~ this turn" (CR 615.1a): a prevention effect
    for ``duration`` ("end_of_turn"; None while a static ability applies, or, for "that
    damage", the event being replaced). With an ``amount`` it is a shield that prevents that
    much in total, then ends (CR 615.7)."""

    damage: DamageFlow
    duration: str | None = None


@model
class RedirectDamage(Effect):
    """"All damage that would be dealt to you is dealt to enchanted creature instead" (CR 614.9):
    the damage is dealt to ``to`` instead (by the same source)."""

    damage: DamageFlow
    to: Reference
    duration: str | None = None


@model
class DamageCantBePrevented(Effect):
    """"Damage can't be prevented this turn." (CR 615.12): prevention effects don't apply to it."""

    damage: DamageFlow
    duration: str | None = None


@model
class DamageLifeFloor(Effect):
    """"Damage that would reduce your life total to less than 1 reduces it to 1 instead" (CR
    614.1a, 120.3a): a replacement of the result of damage dealt to ``player``: the life lost to
    damage (of ``kind`` "combat" or "noncombat", None for any) leaves the life total at
    ``life`` at least, and never raises it. The damage is still dealt (lifelink, "damage dealt"
    counts), and life lost otherwise is not changed (the Worship rulings). ``duration`` for a
    resolved effect ("Until end of turn, ..."), None while a static ability applies."""

    life: Value
    player: Reference = You()
    kind: str | None = None
    duration: str | None = None


@model
class Skip(Effect):
    """"Skip your draw step", "that player skips their next untap step" (CR 614.1b, 614.10):
    ``what`` is "turn", "draw step", "untap step", "upkeep", "combat phase" or "draw" (the draw
    being replaced); ``once`` skips only the next one, else every one while the effect lasts.
    ``duration``: "Target player skips their next combat phase this turn", "you skip your draw
    step this turn": only one that begins before it ends is skipped (CR 611.2a, 614.10); None:
    with ``once``, the next one whenever it comes; without, while the static ability applies."""

    what: str
    player: Reference = You()
    once: bool = False
    duration: str | None = None
    #: "next_turn": every one during the player's next turn ("Target player skips all combat
    #: phases of their next turn", CR 505.1a: a turn may have several), not only the next one
    during: str | None = None


@model
class CreateEntersWith(Effect):
    """A resolving spell or ability changes how other permanents enter for a while (CR 614.1c,
    611.2a): "This turn, each creature you control enters with an additional +1/+1 counter on
    it", "Permanents enter tapped this turn". ``entering`` says how and which permanents (its
    ``what``); ``duration``: how long ("end_of_turn", "until_your_next_turn")."""

    entering: EntersWith
    duration: str


@model
class CreateReplacement(Effect):
    """A resolving spell or ability sets up a replacement or prevention effect (CR 614.1, 615.3):
    "If that creature would die this turn, exile it instead", "The next time a source of your
    choice would deal damage to you this turn, prevent that damage". ``once``: it applies to the
    next such event only (CR 614.1... "the next time", 615.7); ``duration``: how long it waits
    ("end_of_turn"), None for as long as the game lasts."""

    replacement: Replacement
    duration: str | None = None
    once: bool = False


@model
class DamageWasPrevented(Condition):
    """"If damage is prevented this way" (CR 615.5): the prevention effect prevented some damage."""

    kind: str | None = None


@model
class PreventedDamage(Value):
    """"the damage prevented this way" (CR 615.5): how much the prevention effect of this
    ability prevented."""


@model
class ReplacedAmount(Effect):
    """What happens instead is the replaced event itself with another number (CR 614.1a): "that
    many plus one +1/+1 counters are put on it instead" (``Sum(EventAmount, 1)``), "twice that
    many of those tokens are created instead". ``also``: what the event makes as well, as part
    of it ("those tokens plus an additional Treasure token": a CreateToken). The compiler folds it
    into the :class:`~.abilities.Replacement` (``amount`` and ``instead``); it is never an
    instruction of its own."""

    amount: Value
    also: tuple[Effect, ...] = ()


@model
class ProducedMana(Effect):
    """What a permanent tapped for mana produces instead (CR 106.12b, 614.1a): the instruction of
    a :class:`~.abilities.Replacement` of the event "tapped_for_mana" (its ``what``: the
    permanent; its ``player``: who taps it, None for anyone). "it produces {B} instead of any
    other type": ``mana`` "{B}", each mana becomes {B}; "colorless mana instead of white mana":
    ``mana`` "{C}" and ``of_type`` "W", only the white mana changes; "... instead of any other
    type and amount" (``whole``): the event makes ``mana`` and nothing else; "mana of a color of
    your choice" (``any_color``): one color the tapping player chooses; "three times as much of
    that mana instead": ``times`` 3. ``at_least``: "tapped for two or more mana": only an event
    making at least that much mana is replaced."""

    mana: str | None = None
    any_color: bool = False
    of_type: str | None = None
    whole: bool = False
    times: int = 1
    at_least: int = 1
