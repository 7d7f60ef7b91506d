"""Internal placeholder effects, which a parent lowering replaces (an ability's modes, "enters
with", "as long as", a whole ability inside a sentence). The walk over a lowered tree is
:func:`oraclec.effects.walk`."""

from __future__ import annotations

from typing import Any

import attrs

from .. import effects as fx
from .registry import EffectList


@attrs.frozen(kw_only=True)
class ModalEffect(fx.Effect):
    """Internal: a "Choose one —" block while its ability is being built (never in output)."""

    modes: fx.Modes


@attrs.frozen(kw_only=True)
class EntersWithPlaceholder(fx.Effect):
    """Internal: "this creature enters with ..." while its ability is being built."""

    ability: fx.EntersWith


@attrs.frozen(kw_only=True)
class EntersAsMoved(fx.Effect):
    """Internal: "It enters tapped.", "it enters with three additional +1/+1 counters on it" about
    the object an instruction before puts onto the battlefield (``what``, a Found of that move),
    read by that move (CR 614.1c)."""

    what: fx.Found
    tapped: bool = False
    attacking: bool = False
    #: "The token enters tapped and attacking that player." (CR 508.4a)
    attacking_whom: fx.Reference | None = None
    #: PutCounters on Found("entering")
    counters: tuple[fx.Effect, ...] = ()


@attrs.frozen(kw_only=True)
class WholeAbility(fx.Effect):
    """Internal: a sentence that is a whole ability of its own ("As an additional cost to cast
    this spell, sacrifice a creature.") while its ability line is being built."""

    ability: fx.Ability


@attrs.frozen(kw_only=True)
class WhileConditionPlaceholder(fx.Effect):
    """Internal: "As long as [condition], [effects]" while its static ability is being built."""

    condition: fx.Condition
    effects: EffectList


@attrs.frozen(kw_only=True)
class ItOrGrantingSource(fx.Reference):
    """Internal: "it" with no antecedent in a quoted ability that also names "~", the source of
    the ability granting it ('has "{T}, Unattach ~: It deals 1 damage to any target."'): the
    object the quoted ability is on, unless it is granted to other objects, where "it" may mean
    either (CR 201.5a); read by entry._granting_source_as_this."""


@attrs.frozen(kw_only=True)
class NewTargets(fx.Effect):
    """Internal: "you may choose new targets for the copy", read by the copy before it; said of
    a spell or ability an instruction targets, it is a ChooseNewTargets of its own."""

    what: Any
    player: Any = None


@attrs.frozen(kw_only=True)
class CopyTarget(fx.Effect):
    """Internal: "Each copy targets a different one of those creatures." (``target`` None: the
    objects the copies before it are made for, one each) and "the copy targets the chosen player
    or permanent", read by the copy before it (CR 707.10d-e)."""

    target: Any = None


@attrs.frozen(kw_only=True)
class IgnoredRoll(fx.Effect):
    """Internal: "and ignore the lower roll", read by the roll before it (CR 706.6)."""

    ignore: str
    node: Any


@attrs.frozen(kw_only=True)
class RollModifier(fx.Effect):
    """Internal: "and add the number of cards in your hand", read by the roll before it (CR 706.2)."""

    amount: fx.Value
    node: Any


@attrs.frozen(kw_only=True)
class ExcessTo(fx.Effect):
    """Internal: "Excess damage is dealt to that creature's controller instead.", read by the
    DealDamage before it (CR 120.4a)."""

    to: fx.Reference


@attrs.frozen(kw_only=True)
class AnyTypeManaThisWay(fx.Effect):
    """Internal: "Mana of any type can be spent to cast spells this way.", read by the permission
    to play or cast before it (CR 609.4b): the cards it names, cast by the player it names."""

    #: what the sentence becomes when no permission before it takes it
    alone: fx.Unsupported


@attrs.frozen(kw_only=True)
class NewTargetMustBe(fx.Effect):
    """Internal: "The new target must be a creature.", read by the change of targets before it
    (CR 115.7a): ``what`` is the description the new target must meet."""

    what: fx.Reference
    #: what the sentence becomes when no change of targets before it takes it
    alone: fx.Unsupported


@attrs.frozen(kw_only=True)
class StillType(fx.Effect):
    """Internal: "It's still a land.", read by the "becomes" before it (CR 205.1b)."""

    types: tuple[str, ...]


@attrs.frozen(kw_only=True)
class GrantedKeywordCost(fx.Effect):
    """Internal: "The flashback cost is equal to its mana cost.", read by the grant of the keyword
    without its cost before it (CR 702.1a-b): ``keyword`` is that keyword with the cost."""

    keyword: fx.Keyword
    #: what the sentence becomes when no grant before it takes the cost
    alone: fx.Unsupported


@attrs.frozen(kw_only=True)
class CostLimit(fx.Effect):
    """Internal: "This effect reduces only the amount of colored mana you pay.", "This effect
    can't reduce the mana in that cost to less than one mana.": the limits (``ModifyCost``
    fields) of the cost change before it (CR 601.2f, 118.7), read by that change."""

    limits: tuple[tuple[str, Any], ...]
    #: what the sentence becomes when no reduction before it takes its limits
    alone: fx.Unsupported
    #: "reduces only the amount of white mana you pay": the symbol of the mana the reduction must
    #: be of ({W}); None for "colored" mana or a limit of another kind
    symbol: str | None = None


@attrs.frozen(kw_only=True)
class LosesAllOther(fx.Effect):
    """Internal: "loses all other abilities, card types, and creature types", read with the
    sentence it is in (sentences.sentences: CR 613.1d, 613.1f)."""

    what: Any
    kinds: tuple[str, ...]
    duration: str | None = None


@attrs.frozen(kw_only=True)
class RepeatPlaceholder(fx.Effect):
    """Internal: "repeat this process [N more times]" until the sentences around it make the
    instructions before it a :class:`~oraclec.effects.Process` (``repeat``, the instruction
    inside it). ``chosen``: "any number of times", "as many times as they choose": the player
    decides each pass, which only a "may" around it says how."""

    repeat: fx.RepeatProcess
    chosen: bool = False


@attrs.frozen(kw_only=True)
class XDefinedBy(fx.Effect):
    """Internal: "X is the mana value of that card." (CR 107.3c) while its activated ability is
    being built: the value of the X of its cost and of its instructions."""

    amount: fx.Value


@attrs.frozen(kw_only=True)
class KeywordChoicePlaceholder(fx.Effect):
    """Internal: "choose first strike, vigilance, or lifelink" until the sentence after it
    ("Creatures you control gain that ability ...", a :class:`ChosenKeywordGrant`) makes the
    two one choice among grants (compiler.sentences.chosen_keyword_grants)."""

    #: each keyword, lowered as an ability
    options: tuple[fx.Ability, ...]
    player: fx.Reference
    at_random: bool = False


@attrs.frozen(kw_only=True)
class ChosenKeywordGrant(fx.Effect):
    """Internal: "[objects] gain that ability [duration]": the keyword the instruction before
    chose (a :class:`KeywordChoicePlaceholder`), granted to ``what``."""

    what: fx.Reference
    duration: str | None = None
