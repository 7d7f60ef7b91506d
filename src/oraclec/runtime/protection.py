"""Protection (CR 702.16): "protection from [quality]".

The compiler gives a protection keyword its qualities as filters (``Keyword.quality``): one per
quality ("protection from red and from blue" and "protection from each color" are several,
CR 702.16g-h); "everything" is a filter of any object (702.16j); "the chosen player" a chosen
player (702.16k). :func:`protected_from` says whether an object is protected from a source, and
each part of the rule reads it: damage is prevented (702.16e, :mod:`.prevention`), blocking
(702.16f, :mod:`.combat`), targeting (702.16b, :mod:`.targets`), and Auras and Equipment
attached (702.16c-d, :mod:`.state_based_actions`). :func:`attachment_forbidden` reads the other
rules of what can be attached to what ("can't be enchanted by other Auras", "can be attached only
to a legendary creature", CR 303.4c, 301.5c), where protection's are read for attachments.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from .context import Context
from .layers import READ_OBJECT_RULES, READ_RULES_NAMING_OTHERS, RuleAbout
from .player_abilities import player_abilities
from .references import matches, source_marks
from .state import GameObject, ObjectInfo

if TYPE_CHECKING:
    from .game import Game


def protection_qualities(game: Game, obj: GameObject) -> list[Any]:
    """The qualities of every protection ability the object has (CR 702.16a)."""
    return [quality for ability in game.characteristics(obj).abilities if isinstance(ability, fx.Keyword) and ability.name.casefold() == "protection" for quality in ability.quality]


def protected_from(game: Game, obj: GameObject, source: Any) -> bool:
    """Whether ``obj`` has protection from ``source`` (an object, its last known information,
    or a spell or ability on the stack): a quality of one of its protection abilities fits it."""
    if source is None:
        return False
    qualities = protection_qualities(game, obj)
    if not qualities:
        return False
    ctx = game.static_context(obj)
    return any(has_quality(game, source, quality, ctx) for quality in qualities)


READ_OBJECT_RULES.update(fx.CANT_BE_ATTACHED)
READ_RULES_NAMING_OTHERS.update((*fx.CANT_BE_ATTACHED, fx.ATTACHED_ONLY_TO))


def attachment_forbidden(game: Game, obj: GameObject, attachment: GameObject) -> bool:
    """Whether a rule of an effect forbids ``attachment`` to be attached to ``obj`` (CR 303.4c,
    301.5c, 301.6): ``obj`` "can't be enchanted [by other Auras]", "can't be equipped" or "can't
    be fortified" (the Auras, Equipment or Fortifications it names, or all of them), or
    ``attachment`` "can be attached only to" objects ``obj`` isn't one of. Attaching it there
    does nothing (CR 701.3b, 303.4j); one attached there falls off (CR 704.5m-n)."""
    kinds = game.characteristics(attachment)
    for rule in game.characteristics(obj).rules:
        name, other, ctx = (rule.rule, rule.other, rule.ctx) if isinstance(rule, RuleAbout) else (rule, None, None)
        kind = fx.CANT_BE_ATTACHED.get(name) if isinstance(name, str) else None
        if kind is not None and kinds.has_subtype(kind) and (other is None or matches(game, attachment, other, ctx)):
            return True
    return any(isinstance(rule, RuleAbout) and rule.rule == fx.ATTACHED_ONLY_TO and not matches(game, obj, rule.other, rule.ctx) for rule in kinds.rules)


def protection_removes(game: Game, obj: GameObject, attachment: GameObject) -> bool:
    """Whether ``obj``'s protection makes an Aura, Equipment or Fortification attached to it
    fall off (CR 702.16c-d, 704.5m-n): a quality of one of its protection abilities fits the
    attachment, unless the effect that grants that protection doesn't remove it ("This effect
    doesn't remove this Aura.": the protection the attachment itself grants; "This effect
    doesn't remove Auras.": any Aura)."""
    granted = [a for a in game.characteristics(obj).abilities if isinstance(a, fx.Keyword) and a.name.casefold() == "protection"]
    if not granted:
        return False
    # the protection the attachment grants with "doesn't remove this Aura": one copy of each,
    # as it grants it (with the color it chose, CR 607.2); another source's equal protection
    # still removes it
    for ability in game.abilities(attachment):
        for effect in getattr(ability, "effects", ()) if isinstance(ability, fx.StaticAbility) else ():
            if not isinstance(effect, fx.GrantAbilities):
                continue
            for kept in effect.abilities:
                if isinstance(kept, fx.Keyword) and isinstance(kept.keeps_attached, fx.This):
                    kept = with_chosen_color(kept, attachment.marks.get("chosen color"))
                    if kept in granted:
                        granted.remove(kept)
    ctx = game.static_context(obj)
    for ability in granted:
        if isinstance(ability.keeps_attached, fx.Filter) and matches(game, attachment, ability.keeps_attached, ctx):
            continue
        if any(has_quality(game, attachment, quality, ctx) for quality in ability.quality):
            return True
    return False


def player_protected_from(game: Game, player: str, source: Any) -> bool:
    """Whether a player has protection from ``source`` ("You have protection from red", CR
    613.10): the player can't be targeted by it (CR 702.16b) and its damage is prevented
    (702.16e)."""
    if source is None:
        return False
    qualities = [q for a in player_abilities(game, player) if isinstance(a, fx.Keyword) and a.name.casefold() == "protection" for q in a.quality]
    ctx = Context(controller=player)
    return any(has_quality(game, source, quality, ctx) for quality in qualities)


def has_quality(game: Game, source: Any, quality: Any, ctx: Context) -> bool:
    """Whether a source (an object, its last known information, or an ability on the stack,
    read as its source) has a quality of protection or of hexproof from (CR 702.16a, 702.11d);
    ``ctx`` is the protected object's or player's."""
    if isinstance(quality, fx.Filter) and "player" in quality.chosen:
        # CR 702.16k: protection from a player: from what that player controls, and from what
        # they own that no other player controls
        chosen = source_marks(game, ctx).get("chosen player")
        if not chosen:
            return False
        # (an object outside the battlefield and the stack is its owner's: ObjectInfo.controller)
        return bool(getattr(source, "controller", None) == chosen[0])
    if not isinstance(source, (GameObject, ObjectInfo)):
        source = getattr(source, "source_info", None)  # an ability: the quality of its source (CR 702.16b)
        if source is None:
            return False
    return matches(game, source, quality, ctx)


def with_chosen_land_type(ability: Any, chosen: Any) -> Any:
    """A granted landwalk keyword of "the chosen type" ("has landwalk of the chosen type"), with
    the land type chosen (CR 607.2) written into its name as landwalk names it ("forestwalk",
    "snow forestwalk", CR 702.14a): the keyword is read long after, away from the choice. With
    nothing chosen it stays as it is, and walks no land (runtime.combat.evades)."""
    if not chosen or not isinstance(ability, fx.Keyword) or not ability.name.casefold().endswith("landwalk"):
        return ability
    if ability.quality != (fx.Filter(chosen=("type",)),):
        return ability
    land_type = str(chosen[0] if isinstance(chosen, list) else chosen).casefold()
    return attrs.evolve(ability, name=ability.name.casefold().removesuffix("landwalk") + f"{land_type}walk", quality=())


def with_chosen_color(ability: Any, chosen: Any) -> Any:
    """A granted keyword whose quality is "the chosen color" ("gains protection from the color
    of your choice"), with the color chosen (CR 607.2, 608.2d) written into it: the keyword is
    read long after, away from the choice."""
    if not chosen or not isinstance(ability, fx.Keyword) or not any(isinstance(q, fx.Filter) and "color" in q.chosen for q in ability.quality):
        return ability
    color = chosen[0] if isinstance(chosen, list) else chosen
    quality = tuple(attrs.evolve(q, chosen=tuple(c for c in q.chosen if c != "color"), colors=(*q.colors, color)) if isinstance(q, fx.Filter) and "color" in q.chosen else q for q in ability.quality)
    return attrs.evolve(ability, quality=quality)
