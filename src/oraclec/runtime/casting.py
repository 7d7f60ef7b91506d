"""Casting spells (CR 601), activating abilities (CR 602), mana abilities (CR 605), special
actions (CR 116), putting triggered abilities on the stack (CR 603.3) and resolving (CR 608).

Casting follows CR 601.2: the proposal (601.2a-d: the card moves to the stack; modes,
alternative and additional costs, X, hybrid and Phyrexian choices are announced in that order;
targets), the legality check (601.2e), the total cost (601.2f), mana abilities and payment
(601.2g-h), and the spell becoming cast (601.2i). Choices that can fail are made before the card
moves, so a refused cast changes nothing; the player action is also undone as a whole on
refusal (CR 732).
"""

from __future__ import annotations

import collections
import contextlib
import functools
import itertools
import re
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from ..effects.base import walk
from .choices import Choice, match_answer
from .context import Context
from .designations import ascend_spell
from .dispatch import can_pay_cost, check_condition, evaluate, pay_cost, permission_usable
from .errors import ChoiceError, IllegalAction, UnsupportedAtRuntime
from .keyword_actions import earthbend_target, support_target
from .layers import ACTIVATED_ABILITIES_CANT_BE_ACTIVATED, flatten, printed_characteristics, static_effects_of, template
from .mana import Mana, ManaCost, ManaError, Payment, announce, pick_from_pool, produced_by
from .player_rules import cast_refusal, forbidden_card, has, timing_refusal
from .replacements import TAPPED_FOR_MANA, planned_mana, replace_mana
from .references import MODE_CHOOSER, TARGET_CHOOSER, matches, matches_info, objects_of, one_player, players_of
from .spell_effects import begin_spell_effects, granted_as_cast, spell_effects_for
from .state import GameObject, ObjectInfo, PendingTrigger, Player, StackAbility, add_pending
from .static_abilities import (
    as_though,
    costed_as_though,
    land_plays_allowed,
    mana_any_type,
    play_permission_sources,
    play_permissions,
)
from .targets import group_fits, group_stat, target_candidates, target_still_legal
from .trigger_events import cast_spell_x, entering_spell_x
from .triggers import apply_mana_riders
from .turns import give_priority, is_sorcery_timing, require_priority, timing_allows

if TYPE_CHECKING:
    from .game import Game


@attrs.define
class CastInfo:
    """How a spell was cast: the way (method), where from, its context, what was paid."""

    method: str | None
    from_zone: str
    ctx: Context
    payment: Payment | None = None
    ability: Any = None
    without_paying: bool = False
    #: the permission an effect gave that let it be cast (CastWay.permission), None for any other
    #: way: "a spell cast this way" is found by it (CR 400.7h, 601.2)
    permission: tuple[int | None, Any] | None = None
    #: the card's own ability that let it be cast (CastWay.own), None for any other way: "You
    #: may cast this card from your graveyard ... . If you do, it enters with ..." asks it (CR
    #: 601.3, 614.12), and the permanent keeps it with the rest of this record (CR 608.3a)
    own: fx.CastPermission | None = None
    #: whether its player could have cast a sorcery as casting began (CR 307.1, 601.2a): "If you
    #: cast it any time a sorcery couldn't have been cast" asks it (CR 601.3b)
    sorcery_timing: bool = True


@attrs.define
class CastWay:
    """A way to cast a card (CR 601.3): from a zone, for its mana cost or an alternative cost."""

    method: str | None  #: None: the mana cost; "flashback", "foretell", "without_paying", ...
    zone: str
    cost: tuple[Any, ...] | None = None  #: an alternative cost (CR 118.9), if any
    ignore_timing: bool = False  #: CR 608.2g (Summons of Saruman)
    types: tuple[str, ...] = ()  #: the resulting spell must have one of these types
    without_paying: bool = False
    as_though_flash: bool = False
    #: only in the caster's main phase while the stack is empty, whatever the card's type or
    #: flash (CR 702.170d: a plotted card)
    sorcery_only: bool = False
    face: int = 0  #: the half of a split card cast (aftermath, CR 702.127a), or 1: the back face (cast transformed, 712.8c)
    fused: bool = False  #: both halves of a split card with fuse (CR 702.102a)
    #: the keyword an effect granted the card that this way is an ability of ("gains flashback
    #: until end of turn"): the spell keeps it on the stack (CR 400.7g)
    granted: fx.Keyword | None = None
    #: a once-a-turn permission this way uses, as (source id, permission): used once cast
    once: tuple[int, Any] | None = None
    #: the permission an effect gave that this way is (CR 601.3), as (the id of the object whose
    #: ability gave it, the effect): a static "you may cast ... from" of that object, or an
    #: instruction of a spell or ability it was the source of (CR 608.2g); None for the rules' own
    #: ways and the card's own abilities
    permission: tuple[int | None, Any] | None = None
    #: the card's own ability ("You may cast this card from your graveyard", printed or granted)
    #: that this way is (CR 601.3); None for the rules' own ways and permissions effects gave
    own: fx.CastPermission | None = None


# -- walking effects -------------------------------------------------------------------------
def collect_targets(effects: Sequence[Any]) -> list[fx.Target]:
    """The instances of "target" in effects, in order, one per key (CR 601.2c)."""
    seen: dict[str, fx.Target] = {}
    for element in walk(_without_reflexive(tuple(effects))):
        if isinstance(element, fx.KeywordAction) and element.name == "support":
            element = support_target(element)  # "support N": up to N target creatures (CR 701.41a)
        elif isinstance(element, fx.KeywordAction) and element.name == "earthbend":
            element = earthbend_target(element)  # "earthbend N": target land you control (CR 701.66a)
        if isinstance(element, fx.Target) and element.key not in seen:
            seen[element.key] = element
    return list(seen.values())


def _several_label(abilities: Sequence[Any]) -> Callable[[Any], str]:
    """For the abilities of a card: the name of one optional additional cost among several of
    the same name, with its cost ("kicker {R}", CR 702.33b, 702.33f); "" for any other."""
    counts = collections.Counter(a.name for a in abilities if isinstance(a, fx.AdditionalCost) and a.optional)

    def label(ability: Any) -> str:
        if not isinstance(ability, fx.AdditionalCost) or not ability.optional or counts[ability.name] < 2:
            return ""
        return fx.paid_key(ability.name, ability.costs)

    return label


def without_unpaid_branches(effects: tuple[Any, ...], costs_paid: frozenset[str]) -> tuple[Any, ...]:
    """The effects but the instructions of a cost that was not paid ("If you cast this spell for
    its awaken cost, also ... target land", CR 702.113a): their targets are not chosen (601.2c)."""
    return tuple(e for e in effects if not (isinstance(e, fx.Conditional) and isinstance(e.condition, fx.CostWasPaid) and not e.otherwise and e.condition.key not in costs_paid))


def _without_reflexive(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """The effects but the instructions of reflexive triggered abilities: their targets are
    chosen when they trigger (CR 603.12, 603.3d), not with the ability that creates them."""
    return tuple(attrs.evolve(e, effects=(), modes=None) if isinstance(e, fx.ReflexiveTrigger) else e for e in effects)


def chosen_effects(ability: Any, modes: Sequence[int]) -> tuple[Any, ...]:
    effects = tuple(getattr(ability, "effects", ()) or ())
    mode_spec = getattr(ability, "modes", None)
    if mode_spec is not None:
        times: collections.Counter[int] = collections.Counter()
        for number in modes:
            times[number] += 1
            mode_effects = tuple(mode_spec.modes[number - 1].effects)
            if times[number] > 1:
                # CR 700.2d: a mode chosen again is that mode once more in sequence, with targets
                # of its own (the same object may be chosen again, or another)
                mode_effects = _again(mode_effects, times[number])
            effects += mode_effects
    return effects


def _again(effects: tuple[Any, ...], time: int) -> tuple[Any, ...]:
    """The effects of a mode chosen the ``time``-th time: its targets under keys of their own
    ("target (2)"), and the references to them ("it": Found of a target key) renamed alike."""
    keys = {t.key for t in walk(effects) if isinstance(t, fx.Target)}
    renames = {key: f"{key} ({time})" for key in keys}

    def rename(element: Any) -> Any:
        if isinstance(element, fx.Target) and element.key in renames:
            return fx.transform_fields(attrs.evolve(element, key=renames[element.key]), rename)
        if isinstance(element, fx.Found) and element.key in renames:
            return attrs.evolve(element, key=renames[element.key])
        return element

    return tuple(fx.transform(e, rename) for e in effects)


# -- the spell ability of a card -------------------------------------------------------------
def spell_characteristics(game: Game, card: GameObject) -> Any:
    """The characteristics the card will have as a spell: a face-down card (foretold) is
    cast face up (CR 601.3e)."""
    return printed_characteristics(card) if card.face_down else game.characteristics(card)


def spell_ability(game: Game, obj: GameObject) -> fx.SpellAbility | None:
    """The instructions followed as the spell resolves (CR 113.3a): every paragraph of spell
    text, in printed order, as one ability (see :func:`merge_spell_abilities`)."""
    abilities = _face_abilities(obj) if obj.face_down else game.abilities(obj)
    return merge_spell_abilities([a for a in abilities if isinstance(a, fx.SpellAbility)])


def merge_spell_abilities(parts: Sequence[fx.SpellAbility]) -> fx.SpellAbility | None:
    """Several paragraphs of an instant or sorcery ("Return target nonland permanent to its
    owner's hand." / "Amass Zombies 1.") are followed one after the other (CR 608.2c). Each
    paragraph is compiled alone, so two may use the same target key: a later paragraph's keys
    are renamed, so that each "target" is chosen on its own (CR 601.2c, 115.1)."""
    if len(parts) <= 1:
        return parts[0] if parts else None
    used: set[str] = set()
    effects: list[Any] = []
    modes = None
    for part in parts:
        keys = {t.key for t in walk(fx.transform(part, _without_named_earlier)) if isinstance(t, fx.Target)}
        renames = _renamed_keys(keys, used)
        used.update(renames.get(k, k) for k in keys)
        part = _rename_targets(part, renames)
        if modes is not None and part.effects:
            # the chosen modes' effects are followed after the other effects (chosen_effects)
            raise UnsupportedAtRuntime("a paragraph of spell text after a modal one")
        effects.extend(part.effects)
        if part.modes is not None:
            if modes is not None:
                raise UnsupportedAtRuntime("two modal paragraphs in one spell")
            modes = part.modes
    return fx.SpellAbility(effects=tuple(effects), modes=modes)


def _renamed_keys(keys: set[str], used: set[str]) -> dict[str, str]:
    """New keys for a paragraph's targets where one is used before: "target", "target 2", ...
    numbered on after the targets before them, as the compiler numbers the targets of a
    paragraph compiled after the earlier ones (``fx.NamedEarlier`` names theirs by those keys)."""
    if not keys & used:
        return {}
    numbered = [n for n in map(_target_number, used) if n is not None]
    after = max(numbered, default=0)
    taken = set(used)  # every key of the paragraph is renamed: its own old keys free
    renames: dict[str, str] = {}
    for key in sorted(keys, key=lambda k: (_target_number(k) or 0, k)):
        number = _target_number(key)
        if number is not None:
            new = f"target {after + number}"
            while new in taken:
                after += 1
                new = f"target {after + number}"
        else:
            suffix = 2
            while (new := f"{key} {suffix}") in taken:
                suffix += 1
        renames[key] = new
        taken.add(new)
    return renames


def _target_number(key: str) -> int | None:
    """1 for "target", n for "target n" (compiler.context.next_target_key), else None."""
    if key == "target":
        return 1
    head, _, number = key.rpartition(" ")
    return int(number) if head == "target" and number.isdigit() else None


def _without_named_earlier(element: Any) -> Any:
    return fx.This() if isinstance(element, fx.NamedEarlier) else element


def _rename_targets(value: Any, renames: dict[str, str]) -> Any:
    """``value`` with its own targets' keys renamed, and what it names of an earlier paragraph
    (``fx.NamedEarlier``) named as that paragraph does: that paragraph's targets, whose keys the
    compiler numbered after the ones before them, as they are renamed here (CR 601.2c)."""

    def rename(element: Any) -> Any:
        if isinstance(element, fx.NamedEarlier):
            return element.what
        if isinstance(element, fx.Target) and element.key in renames:
            # renamed once, then its fields are looked into as any element's are
            return fx.transform_fields(attrs.evolve(element, key=renames[element.key]), rename)
        return element

    return fx.transform(value, rename)


def _overloaded(ability: fx.SpellAbility) -> fx.SpellAbility:
    """CR 702.96b: a spell cast for its overload cost has its text changed, "target" to "each":
    each target becomes every object or player its description allows, and none is chosen."""

    def each(element: Any) -> Any:
        if isinstance(element, fx.Target):
            return fx.transform(element.what, each)
        return element

    result: fx.SpellAbility = fx.transform(ability, each)
    return result


def _aura_target(chars: Any) -> tuple[Any, ...]:
    """CR 303.4a: an Aura spell requires a target, as its enchant ability restricts."""
    if "Aura" not in chars.subtypes:
        return ()
    enchant = chars.keyword("Enchant")
    quality = enchant.quality[0] if enchant is not None and enchant.quality else fx.Filter(types=("Creature",))
    if not isinstance(quality, (fx.Filter, fx.You, fx.EachPlayer, fx.EachOpponent)):
        return ()
    return (fx.Target(key="enchant", what=quality),)


def _require_timing(game: Game, player: str, timing: str, construct: str, refusal: str) -> None:
    """Refuse (``refusal``) what a timing restriction as written does not allow now; a timing
    not known to runtime.turns is unsupported, not ignored."""
    allowed = timing_allows(game, player, timing)
    if allowed is None:
        raise UnsupportedAtRuntime(construct, f"the timing {timing!r}")
    if not allowed:
        raise IllegalAction("timing", refusal)


def _check_cast_restrictions(game: Game, player: str, card: GameObject) -> None:
    """"Cast this spell only during combat." / "only if ...": the card's own restrictions on
    when it may be cast (CR 601.3). A casting instruction during a resolution is not bound by
    timing (CR 608.2g), so it is not checked then."""
    for rule in _face_abilities(card):
        if not isinstance(rule, fx.StaticAbility):
            continue
        for restriction in rule.effects:
            if not isinstance(restriction, fx.CastRestriction):
                continue
            for timing in restriction.timings:
                _require_timing(game, player, timing, "CastRestriction", f"{card.name} can be cast only {timing} (CR 601.3)")
            ctx = Context(controller=player, source_id=card.id, source_info=game.info(card))
            for condition in restriction.conditions:
                if not game.check_condition(condition, ctx):
                    raise IllegalAction("timing", f"{card.name} can be cast only if its condition holds, and it does not now (CR 601.3)")


def _check_activation_restrictions(game: Game, player: str, obj: GameObject, ability: Any, index: int, ctx: Context) -> None:
    """"Activate only during your upkeep", "only once", "only twice each turn", "only if ..."
    (CR 602.5b)."""
    activated = obj.marks.get("activations", {})
    for timing in ability.restrictions:
        if timing in ("twice each turn", "three times each turn"):
            limit = 2 if timing.startswith("twice") else 3
            if game.state.turn_record.activations[(obj.card_id, index)] >= limit:
                raise IllegalAction("timing", f"{obj.name}: this ability can be activated only {timing} (CR 602.5b)")
            continue
        if timing == "once":  # for as long as it is this object (CR 400.7)
            if activated.get(index, 0) >= 1:
                raise IllegalAction("timing", f"{obj.name}: this ability can be activated only once (CR 602.5b)")
            continue
        _require_timing(game, player, timing, "ActivatedAbility", f"{obj.name}: activate only {timing} (CR 602.5b)")
    for condition in ability.conditions:
        if not game.check_condition(condition, ctx):
            raise IllegalAction("timing", f"{obj.name}: the condition of this ability is not met (CR 602.5b)")
    limit = getattr(ability, "max_per_turn", None)
    if limit is not None:
        # CR 602.5b: "Activate no more times each turn than [a number]": the number as it is
        # activated, against its activations this turn
        most = evaluate(game, limit, ctx)
        if game.state.turn_record.activations[(obj.card_id, index)] >= most:
            raise IllegalAction("timing", f"{obj.name}: this ability can be activated no more than {most} times each turn (CR 602.5b)")


def _face_abilities(obj: GameObject) -> list[Any]:
    return flatten(obj.definition.faces[obj.face].abilities)


def _granted_ways(game: Game, card: GameObject, printed: list[Any]) -> dict[Any, fx.Keyword]:
    """The ways to cast ``card`` that keywords granted to it by effects are ("Target instant or
    sorcery card in your graveyard gains flashback until end of turn.", CR 702.34a, 613.1f),
    each with its keyword: the keyword abilities it has that it was not printed with."""
    if card.zone not in ("graveyard", "exile", "command"):
        return {}
    abilities = game.characteristics(card).abilities
    if abilities is template(game, card).abilities:
        return {}  # no effect touched its abilities: only the printed ones
    ways: dict[Any, fx.Keyword] = {}
    for keyword in abilities:
        if isinstance(keyword, fx.Keyword) and keyword not in printed:
            for ability in flatten(keyword.definition):
                if isinstance(ability, fx.CastPermission):
                    ways.setdefault(ability, keyword)
    return ways


def cast_ways(game: Game, player: str, card: GameObject, blocked: list[IllegalAction] | None = None) -> list[CastWay]:
    """Every way ``player`` may begin to cast ``card`` from where it is (CR 601.3); ways that
    exist but not at this time are added to ``blocked`` as refusals."""
    ways: list[CastWay] = []
    if card.zone == "hand" and card.owner == player:
        ways.append(CastWay(method=None, zone="hand"))
    printed = _face_abilities(card)
    granted = _granted_ways(game, card, printed)
    for ability in (*printed, *granted):
        if not isinstance(ability, fx.CastPermission) or ability.zone != card.zone or card.owner != player:
            continue
        if ability.after_foretold:
            if card.foretold_turn is None:
                continue
            if game.state.turn <= card.foretold_turn:
                if blocked is not None:  # CR 702.143a: only after the turn it was foretold
                    blocked.append(IllegalAction("timing", f"{card.name} was foretold this turn: it can be cast for its foretell cost only after this turn ends (CR 702.143a)"))
                continue
        unmet = _unmet_alternative_cost_condition(game, player, card, ability.method)
        if not unmet and ability.condition is not None and not game.check_condition(ability.condition, Context(controller=player, source_id=card.id, source_info=game.info(card))):
            unmet = "the condition of that cost does not hold now (CR 601.2b)"
        if unmet:
            if blocked is not None:
                # mayhem's condition says where from (CR 702.187b), the others when the cost may be paid
                kind = "zone" if ability.method == "mayhem" else "cost"
                blocked.append(IllegalAction(kind, f"{card.name} can't be cast for its {ability.method} cost: {unmet}"))
            continue
        cost = ability.cost
        keyword_ways = [a for a in _face_abilities(card) if isinstance(a, fx.CastPermission) and a.method == ability.method and a is not ability]
        if cost is None and ability.method is not None and keyword_ways:
            # "You may cast this card from your graveyard using its blitz ability.": the cost of
            # that way, as the card's keyword defines it (CR 601.2b, 118.9); a keyword's own
            # permission with no cost (jump-start, retrace) is cast for its mana cost
            cost = next((a.cost for a in keyword_ways if a.cost is not None), None)
            if cost is None:
                if blocked is not None:
                    blocked.append(IllegalAction("cost", f"{card.name} has no {ability.method} cost to be cast with from {card.zone}"))
                continue
        face = 0
        if ability.transformed:
            # CR 712.8c, 712.11a: cast "transformed", the spell has its back face up; a card
            # with no back face to turn up can't be cast that way
            if not _transforms(card):
                if blocked is not None:
                    blocked.append(IllegalAction("zone", f"{card.name} is not a double-faced card that transforms: it can't be cast transformed (CR 712.8c)"))
                continue
            face = 1
        ways.append(CastWay(method=ability.method, zone=card.zone, cost=cost, types=tuple(ability.types), granted=granted.get(ability), face=face, own=ability))
    if card.zone == "hand" and card.owner == player and _has_fuse(card):
        ways.append(CastWay(method="fuse", zone="hand", fused=True))
    plotted = card.marks.get("plotted") if card.zone == "exile" and card.owner == player else None
    if plotted is not None:
        # CR 702.170d: the owner of a plotted card may cast it from exile without paying its mana
        # cost, on any turn after the one it became plotted in
        if game.state.turn > plotted:
            ways.append(CastWay(method="plot", zone="exile", without_paying=True, sorcery_only=True))
        elif blocked is not None:
            blocked.append(IllegalAction("timing", f"{card.name} became plotted this turn: it can be cast only on a later turn (CR 702.170d)"))
    aftermath = _aftermath_half(card)
    if aftermath is not None and card.zone == "graveyard" and card.owner == player:
        ways.append(CastWay(method="aftermath", zone="graveyard", face=aftermath))
    for permitting, source in play_permission_sources(game, player, card):
        free = bool(permitting.without_paying)
        once = (source.id, permitting) if permitting.once_each is not None else None
        # "by sacrificing a nonland permanent in addition to paying their other costs": the
        # permission's costs (CR 601.2f; OwnManaCost among them for the mana cost)
        ways.append(CastWay(method="without_paying" if free else "permission", zone=card.zone, without_paying=free, once=once, cost=None if free else permitting.cost, permission=(source.id, permitting)))
    for permission in game.state.permissions:
        if permission.get("player") != player or permission.get("as_though") is not None or permission.get("activation") is not None:
            continue  # an "as though" permission changes how, not where: as_though reads it; an activation permission is about abilities
        if permission.get("card_id") not in (None, card.card_id) or permission.get("object") not in (None, card.id):
            continue
        if permission.get("zone") not in (None, card.zone) or not permission_usable(game, permission):
            continue
        check = permission.get("filter")
        if check is not None and not check(card):
            continue
        ways.append(
            CastWay(
                method=permission.get("method"),
                zone=card.zone,
                cost=permission.get("cost"),
                ignore_timing=bool(permission.get("ignore_timing")),
                without_paying=bool(permission.get("without_paying")),
                as_though_flash=bool(permission.get("as_though_flash")),
                permission=permission.get("granted_by"),
            )
        )
    ways.extend(_alternative_cost_ways(game, player, card, ways))
    return ways


def _alternative_cost_ways(game: Game, player: str, card: GameObject, ways: list[CastWay]) -> list[CastWay]:
    """"You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.": each
    way to cast the card for its mana cost may instead pay the cost a static ability offers (CR
    118.9, 601.2b), once a turn with "Once each turn" (the permission used once cast)."""
    paying = [w for w in ways if w.cost is None and not w.without_paying and not w.fused and w.method in (None, "permission")]
    if not paying:
        return []
    found: list[CastWay] = []
    for effect, source in static_effects_of(game, fx.AlternativeCostFor):
        ctx = game.static_context(source)
        if player not in [p.name for p in players_of(game, effect.player, ctx)]:
            continue
        once = None
        if effect.once_each is not None:
            if (source.id, effect) in game.state.turn_record.permissions_used:
                continue
            if effect.once_each == "your_turn" and game.active_player.name != player:
                continue
            once = (source.id, effect)
        try:
            if not _cast_spell_described(game, card, effect.spells, ctx):
                continue
        except UnsupportedAtRuntime:
            continue
        # a way that already uses a once-a-turn permission keeps only its own record
        found.extend(attrs.evolve(w, method="alternative cost", cost=effect.cost, once=once or w.once) for w in paying if once is None or w.once is None)
    return found


#: the zones of the cards a player may cast or play (the battlefield and the stack hold
#: permanents and spells)
CARD_ZONES = ("hand", "graveyard", "exile", "command", "library", "outside")


def cards_with_a_way(game: Game, player: str) -> list[GameObject]:
    """The cards ``player`` may have a way to cast or play where they are: every card that
    :func:`cast_ways` or :func:`check_land_play` could accept, and a few more (their own
    conditions decide). Found without asking every card of every library: only a static "you may
    play/cast ... from" permission, or a permission an effect gave for any card, makes any card
    of any zone a candidate."""
    permitted = [p for p in game.state.permissions if p.get("player") == player and p.get("as_though") is None and p.get("activation") is None]
    everywhere = any(p.get("card_id") is None and p.get("object") is None for p in permitted) or bool(static_effects_of(game, fx.PlayPermission))
    cards = {p.get("card_id") for p in permitted}
    objects = {p.get("object") for p in permitted}
    found = []
    for card in game.objects_in(CARD_ZONES):
        named = everywhere or card.card_id in cards or card.id in objects
        if named or (card.owner == player and (card.zone == "hand" or _has_ways_in(game, card, card.zone))):
            found.append(card)
    return found


def _has_ways_in(game: Game, card: GameObject, zone: str) -> bool:
    """Whether the card's own text, or a keyword an effect granted it, lets it be cast from
    ``zone`` (flashback, escape, foretell, an aftermath half from the graveyard, ...)."""
    if zone == "graveyard" and _aftermath_half(card) is not None:
        return True
    printed = _face_abilities(card)
    if any(isinstance(a, fx.CastPermission) and a.zone == zone for a in printed):
        return True
    return any(a.zone == zone for a in _granted_ways(game, card, printed))


def _unmet_alternative_cost_condition(game: Game, player: str, card: GameObject, method: str | None) -> str:
    """Why ``player`` may not cast ``card`` for the alternative cost ``method`` now, by the
    condition its keyword's rule sets (empty: no condition, or it is met)."""
    record = game.state.turn_record
    if method == "mayhem":
        turn = game.state.turn
        discarded = any(
            e.kind == "discard" and e.turn == turn and e.player == player and e.object is not None and e.object.card_id == card.card_id
            for e in game.state.events
        )
        if not discarded:
            return f"{player} did not discard it this turn (CR 702.187b)"
    if method == "prowl":
        creature_types = set(spell_characteristics(game, card).subtypes)
        if not any(_combat_damage_to_a_player_by(event, game.state.turn, player, creature_types) for event in game.state.events):
            return f"{player} dealt no combat damage to a player this turn with a creature sharing a creature type with it (CR 702.76a)"
    if method == "spectacle" and not any(record.life_lost[opponent] > 0 for opponent in game.opponents(player)):
        return "no opponent of theirs lost life this turn (CR 702.137a)"
    if method == "surge" and record.spells_cast[player] == 0:
        return f"{player} has cast no other spell this turn (CR 702.117a)"
    return ""


def _combat_damage_to_a_player_by(event: Any, turn: int, player: str, creature_types: set[str]) -> bool:
    """Whether ``event`` is combat damage dealt this turn to a player by a source ``player``
    controlled that had one of ``creature_types`` (prowl, CR 702.76a)."""
    if event.kind != "damage" or event.turn != turn or event.object is not None or not event.objects:
        return False
    source = event.objects[0]
    return bool(dict(event.info).get("combat")) and source.controller == player and bool(creature_types & set(source.subtypes))


def split_second_refusal(game: Game, doing: str) -> IllegalAction | None:
    """CR 702.61a: while a spell with split second is on the stack, players can't cast other
    spells or activate abilities that aren't mana abilities (mana abilities and special actions
    stay allowed, triggered abilities trigger: 702.61b)."""
    for item in game.stack_items():
        if isinstance(item, GameObject) and game.characteristics(item).has_keyword("split second"):
            return IllegalAction("timing", f"{item.name} has split second: while it is on the stack, no player can {doing} (CR 702.61a)")
    return None


def _aftermath_half(card: GameObject) -> int | None:
    """The half of a split card with aftermath (CR 702.127a): "You may cast this half of this
    split card from your graveyard," and "This half of this split card can't be cast from any
    zone other than a graveyard" (the runtime casts a split card's other half, from elsewhere,
    as the card)."""
    faces = card.definition.faces
    for index, face in enumerate(faces):
        if index and any(isinstance(a, fx.Keyword) and a.name.casefold() == "aftermath" for a in flatten(face.abilities)):
            return index
    return None


#: the layouts of the nonmodal double-faced cards, which transform (CR 712.2, 712.9)
TRANSFORMING_LAYOUTS = ("transform", "double_faced_token")


def _transforms(card: GameObject) -> bool:
    """Whether ``card`` is a nonmodal double-faced card, with a back face to turn up (CR 712.9)."""
    return card.definition.layout in TRANSFORMING_LAYOUTS and len(card.definition.faces) == 2


def _has_fuse(card: GameObject) -> bool:
    """CR 702.102a: a split card with fuse, cast from its owner's hand, may be cast with both
    halves: a fused split spell."""
    faces = card.definition.faces
    return card.definition.layout == "split" and len(faces) == 2 and all(any(isinstance(a, fx.Keyword) and a.name.casefold() == "fuse" for a in flatten(f.abilities)) for f in faces)


def _fused(card: GameObject) -> tuple[fx.SpellAbility | None, ManaCost]:
    """A fused split spell (CR 702.102b-d): the instructions of the left half, then those of the
    right half; a total cost with the mana cost of each half."""
    halves = card.definition.faces
    ability = merge_spell_abilities([a for face in halves for a in flatten(face.abilities) if isinstance(a, fx.SpellAbility)])
    cost = ManaCost(tuple(symbol for face in halves if face.mana_cost is not None for symbol in face.mana_cost.symbols))
    return ability, cost


def _has_flash(game: Game, player: str, card: GameObject) -> bool:
    chars = spell_characteristics(game, card)
    if "Instant" in chars.types or chars.has_keyword("Flash"):
        return True
    if any(_own_flash_functions(game, ability, card) for ability in game.abilities(card)):
        return True
    return as_though(game, player, "flash", card)


def _own_flash_functions(game: Game, ability: Any, card: GameObject) -> bool:
    """"This spell has flash as long as you control a Merfolk.": an ability that grants the card
    flash functions in any zone it could be cast from (CR 113.6e), while its condition holds."""
    if not isinstance(ability, fx.StaticAbility) or ability.zone != "any" or not ability.effects:
        return False
    for effect in ability.effects:
        if not (isinstance(effect, fx.GrantAbilities) and isinstance(effect.what, fx.This) and effect.abilities
                and all(isinstance(a, fx.Keyword) and a.name == "flash" for a in effect.abilities)):
            return False
    return ability.condition is None or game.check_condition(ability.condition, game.static_context(card))


# -- cost changes (CR 601.2f) ----------------------------------------------------------------
def cost_modifications(game: Game, player: str, card: GameObject, payment: Payment, ctx: Context | None = None, way: CastWay | None = None) -> Payment:
    """CR 601.2f: cost increases, then reductions, of a spell's total cost (CR 118.7): those of
    static abilities, and the spell's own ("This spell costs {1} less to cast for each creature
    on the battlefield", written among its spell text: it applies while the spell is cast; "...
    less to cast this way" after a keyword: only when cast with the ``way`` that keyword's
    ability is), read in the context of the cast (``ctx``: its targets, chosen before, CR
    601.2c)."""
    way_changes = way.own.cost_changes if way is not None and way.own is not None else ()
    own = [*own_cost_changes(game, card), *keyword_cost_reductions(game, player, card), *way_changes]
    own_ctx = ctx if ctx is not None else Context(controller=player, source_id=card.id)
    changes = [(change, own_ctx) for change in own]
    for effect, source in static_effects_of(game, fx.ModifyCost):
        if effect.action != "cast":
            continue
        ctx = game.static_context(source)
        if _cast_spell_described(game, card, effect.spells, ctx) and not (effect.first_each_turn and _casts_this_turn(game, player, effect.spells, ctx) != effect.ordinal_each_turn - 1):
            # "Spells you cast cost {1} less to cast for each target": the targets of the spell
            # being cast, chosen before its total cost is determined (CR 601.2c, 601.2f)
            changes.append((effect, attrs.evolve(ctx, targets=dict(own_ctx.targets)) if fx.TargetsChosen() in walk((effect.amount, effect.mana_times)) else ctx))
    # those of resolved spells and abilities: "the next spell you cast this turn costs {1}
    # less" (CR 611.2f), "spells you cast this turn cost {1} less" (runtime.spell_effects)
    changes.extend((entry["effect"], entry["ctx"]) for entry in spell_effects_for(game, player, card, "cost"))
    return apply_cost_changes(game, changes, payment)


def _helping_keywords(game: Game, player: str, card: GameObject, chars: Any) -> list[str]:
    """Convoke, delve, improvise (CR 702.51a, 702.66a, 702.126a) of the spell being cast: its
    own, or given to it by an effect that applies to it as it is cast ("The next spell you cast
    this turn has convoke.", CR 601.2a, 611.2f)."""
    granted = {a.name.casefold() for a in granted_as_cast(game, player, card) if isinstance(a, fx.Keyword)}
    return [name for name in HELPED_PAYMENTS if chars.has_keyword(name) or name in granted]


def _cast_spell_described(game: Game, card: GameObject, spells: Any, ctx: Context) -> bool:
    """Whether the card being cast (still in the zone it is cast from: its total cost is locked
    in before it moves, CR 601.2f) is one of the spells a cost change names: "Spells you cast
    from your graveyard or from exile" describes each zone apart (a Filter whose zone is not the
    stack names the zone the spell is cast from)."""
    if isinstance(spells, fx.Union):
        return any(_cast_spell_described(game, card, part, ctx) for part in spells.parts if not fx.names_players(part))
    if isinstance(spells, fx.Filter) and spells.zone != "stack":
        if card.zone != spells.zone:
            return False
        if spells.zone_owner is not None and card.owner not in {p.name for p in players_of(game, spells.zone_owner, ctx)}:
            return False
    return matches(game, card, spells, ctx)


def _casts_this_turn(game: Game, player: str, spells: Any, ctx: Context) -> int:
    """How many spells of this description ``player`` has cast this turn (the turn's cast
    events; the spell being cast has none yet): with none, the spell cast is "the first creature
    spell you cast each turn"; with one, "the second"."""
    count = 0
    for event in reversed(game.state.events):
        if event.turn != game.state.turn:
            break
        if event.kind == "cast" and event.player == player and event.object is not None and matches_info(game, event.object, spells, ctx):
            count += 1
    return count


def _is_own_cost_change(effect: Any) -> bool:
    """"This spell costs {N} less/more to cast [if ...]" (a ModifyCost of This, maybe under a
    Conditional)."""
    if isinstance(effect, fx.Conditional):
        return bool(effect.effects) and not effect.otherwise and all(_is_own_cost_change(e) for e in effect.effects)
    return isinstance(effect, fx.ModifyCost) and effect.action == "cast" and isinstance(effect.spells, fx.This)


def own_cost_changes(game: Game, card: GameObject) -> list[Any]:
    """The cost changes a spell's own text makes (CR 601.2f): in its spell ability (an instant
    or sorcery), or a static ability of a permanent card ("This spell costs {X} less to cast,
    where X is ...", with its condition), which functions on the stack (CR 113.6d) whatever zone
    its static ability otherwise functions in."""
    ability = spell_ability(game, card)
    effects = [e for e in getattr(ability, "effects", None) or () if _is_own_cost_change(e)]
    for static in _face_abilities(card) if card.face_down else game.abilities(card):
        if not isinstance(static, fx.StaticAbility) or not static.effects or not all(_is_own_cost_change(e) for e in static.effects):
            continue
        if static.condition is None:
            effects.extend(static.effects)
        else:
            effects.append(fx.Conditional(condition=static.condition, effects=static.effects))
    return effects


def keyword_cost_reductions(game: Game, player: str, card: GameObject) -> list[fx.ModifyCost]:
    """The cost reductions of a spell's keywords, each instance applying (CR 702.41b, 702.125c):
    "Affinity for [text]" means "This spell costs {1} less to cast for each [text] you control."
    (702.41a); undaunted, "This spell costs {1} less to cast for each opponent you have." (702.125a),
    players who have left the game not counted (702.125b)."""
    reductions = []
    for keyword in [*spell_characteristics(game, card).abilities, *_granted_as_spell(game, card), *granted_as_cast(game, player, card)]:
        name = keyword.name.casefold() if isinstance(keyword, fx.Keyword) else ""
        if name == "affinity":
            quality = keyword.quality[0] if keyword.quality else None
            if not isinstance(quality, fx.Filter):
                raise UnsupportedAtRuntime("affinity", f"affinity for {quality!r}, which is not a kind of permanent")
            counted = attrs.evolve(quality, controller=fx.You(), zone="battlefield")
            reductions.append(fx.ModifyCost(spells=fx.This(), amount=fx.CountOf(what=counted)))
        elif name == "undaunted":
            opponents = sum(1 for p in game.living_players() if p.name != player)
            reductions.append(fx.ModifyCost(spells=fx.This(), amount=fx.Fixed(value=opponents)))
    return reductions


def _granted_as_spell(game: Game, card: GameObject) -> list[Any]:
    """The abilities static effects grant to spells ("Artifact creature spells you cast have
    affinity for artifacts.", CR 702.41a, 613.1f) that the card has as the spell being cast:
    while its total cost is determined the runtime has not moved it to the stack yet (CR
    601.2a), so the grant is read from the effects that describe spells."""
    if card.zone == "stack":
        return []  # a spell already: its characteristics hold what is granted to it
    granted: list[Any] = []
    for effect, source in static_effects_of(game, fx.GrantAbilities):
        what = effect.what
        if isinstance(what, fx.Filter) and what.zone == "stack" and matches(game, card, what, game.static_context(source)):
            granted.extend(effect.abilities)
    return granted


def apply_cost_changes(game: Game, changes: list[tuple[Any, Context]], payment: Payment) -> Payment:
    """Cost changes (``ModifyCost``, each with the context its values are read in) applied to a
    payment: increases first, then reductions (CR 601.2f). A generic reduction affects only the
    generic part (CR 118.7a); a colored or colorless one reduces that part, and what exceeds it
    reduces the generic part (CR 118.7b-d), within the reduction's limits (:func:`_reduced`). A
    ``Conditional`` change applies when its condition
    holds as the total cost is locked in."""
    flat: list[tuple[Any, Context]] = []
    for change, ctx in changes:
        if isinstance(change, fx.Conditional):
            if check_condition(game, change.condition, ctx):
                flat.extend((inner, ctx) for inner in change.effects)
        else:
            flat.append((change, ctx))
    changes = flat
    for increase in (True, False):
        for effect, ctx in changes:
            if effect.increase != increase:
                continue
            generic = evaluate(game, effect.amount, ctx)
            times = evaluate(game, effect.mana_times, ctx) if effect.mana else 0
            symbols = re.findall(r"\{([WUBRGC])\}", effect.mana) * max(0, times)
            if increase:
                extra = collections.Counter(s for s in symbols if s != "C")
                payment = payment.plus(Payment(generic=max(0, generic), colored=tuple(extra.items()), colorless=symbols.count("C")))
                continue
            payment = _reduced(game, effect, ctx, payment, generic, symbols)
    return payment


def _reduced(game: Game, effect: Any, ctx: Context, payment: Payment, generic: int, symbols: list[str]) -> Payment:
    """One reduction applied (CR 118.7a-d), within its limits: "reduces only the amount of
    colored mana you pay" (what exceeds that mana is not taken from the generic part),
    "can't reduce the mana in that cost to less than one mana" (a cost of that much mana or
    more keeps that much), "can't reduce the amount of mana this spell costs by more than {5}"."""
    allowed = payment.mana_total
    if effect.minimum:
        allowed = max(0, payment.mana_total - effect.minimum)
    if effect.maximum is not None:
        allowed = min(allowed, max(0, evaluate(game, effect.maximum, ctx)))
    colored = dict(payment.colored)
    colorless = payment.colorless
    excess = max(0, generic)
    for symbol in symbols:
        if not allowed:
            break
        if symbol == "C" and colorless:
            colorless -= 1
            allowed -= 1
        elif colored.get(symbol):
            colored[symbol] -= 1
            allowed -= 1
        elif not effect.only_mana:
            excess += 1  # CR 118.7b-d: the rest reduces the generic part
    reduced = attrs.evolve(payment, colored=tuple((c, n) for c, n in colored.items() if n), colorless=colorless)
    return reduced.reduced_generic(min(excess, allowed))


# -- convoke, delve, improvise (CR 702.51, 702.66, 702.126) -----------------------------------
#: keywords that let objects pay for mana of a spell's total cost, in the order they are offered:
#: what each object does and which objects may. Not additional or alternative costs: they apply
#: after the total cost is locked in (CR 702.51b, 702.66b, 702.126b).
HELPED_PAYMENTS = ("convoke", "improvise", "delve")


def _helper_candidates(game: Game, player: str, card: GameObject, keyword: str, taken: Sequence[GameObject]) -> list[GameObject]:
    """The objects that may pay for ``keyword``: untapped creatures you control (convoke, CR
    702.51a; tapping one is no {T} cost, so a creature that came under your control this turn
    may), untapped artifacts you control (improvise, CR 702.126a), cards in your graveyard
    (delve, CR 702.66a). Objects with a mana ability come last, so that a default choice leaves
    them to make mana."""
    if keyword == "delve":
        return [o for o in game.zone("graveyard", player).objects if o.id != card.id and o not in taken]
    kind = "Creature" if keyword == "convoke" else "Artifact"
    found = [o for o in game.battlefield(player) if not o.tapped and o not in taken and kind in game.characteristics(o).types]
    makes_mana = {o.id for o, _, _ in _mana_sources(game, player, exclude=())}
    return sorted(found, key=lambda o: o.id in makes_mana)


def _reduced_by(game: Game, keyword: str, payment: Payment, objects: Sequence[GameObject]) -> Payment:
    """The payment once ``objects`` pay for part of it: each pays for {1} of the generic part
    (CR 702.66a, 702.126a), or, for convoke, one mana of one of its colors or {1} (CR 702.51a).
    A colored mana is paid first, of the color most needed: generic mana can be paid by any
    mana. An object left with nothing to pay for can't be chosen."""
    colored = dict(payment.colored)
    generic = payment.generic
    for obj in objects:
        colors = [c for c in game.characteristics(obj).colors if colored.get(c)] if keyword == "convoke" else []
        if colors:
            color = max(colors, key=lambda c: colored[c])
            colored[color] -= 1
        elif generic:
            generic -= 1
        else:
            what = "generic or a colored mana of its colors" if keyword == "convoke" else "generic mana"
            raise IllegalAction("cost", f"{obj.name} can't pay for {keyword}: no {what} of the total cost is left to pay (CR {_HELPER_RULES[keyword]})")
    return attrs.evolve(payment, generic=generic, colored=tuple((c, n) for c, n in colored.items() if n))


_HELPER_RULES = {"convoke": "702.51a", "delve": "702.66a", "improvise": "702.126a"}


def _helped_payment(game: Game, player: str, card: GameObject, keywords: Sequence[str], wanted: Sequence[str], payment: Payment) -> tuple[Payment, list[tuple[str, list[GameObject]]]]:
    """The total cost once convoke, improvise and delve pay for part of it, and which objects
    pay (tapped or exiled as the cost is paid, :func:`_pay_helped`). A keyword named in the
    cast's ``with`` is used; with no way named, the player is asked, except when mana alone
    can't pay: then it is used. Which objects: the player chooses (a default choice takes the
    fewest that let the rest be paid with mana)."""
    helping: list[tuple[str, list[GameObject]]] = []
    for keyword in keywords:
        taken = [o for _, objs in helping for o in objs]
        candidates = _helper_candidates(game, player, card, keyword, taken)
        if not candidates or not payment.mana_total:
            continue
        fewest = _fewest_helpers(game, player, card, keyword, payment, candidates, taken)
        if wanted:
            if keyword not in wanted:
                continue
        elif fewest == 0 and game.choose_one(player, "cost", f"use {keyword} to cast {card.name}?", ("no", keyword)) != keyword:
            continue
        most = len(candidates)  # one too many is refused as it pays for nothing (_reduced_by)
        verb = "exile from your graveyard" if keyword == "delve" else "tap"
        least = min(most, max(1, fewest or 0))  # a keyword used pays for something
        chosen = list(game.ask(player, "card", f"{card.name}: {verb} for {keyword} (each pays for mana of the cost)", candidates, min=least, max=most, source=card.name))
        payment = _reduced_by(game, keyword, payment, chosen)
        helping.append((keyword, chosen))
    return payment, helping


def _fewest_helpers(game: Game, player: str, card: GameObject, keyword: str, payment: Payment, candidates: Sequence[GameObject], taken: Sequence[GameObject]) -> int | None:
    """How many of ``candidates``, in order, must pay so that mana pays the rest; None when
    even all of them leave too much."""
    for count in range(len(candidates) + 1):
        try:
            rest = _reduced_by(game, keyword, payment, candidates[:count])
        except IllegalAction:
            return None
        exclude = [o.id for o in (*taken, *candidates[:count])]
        if not rest.mana_total or plan_mana(game, player, rest, exclude, card, spell=True) is not None:
            return count
    return None


def _assisted_payment(game: Game, player: str, card: GameObject, chars: Any, wanted: Sequence[str], payment: Payment) -> tuple[Payment, tuple[str, Payment] | None]:
    """CR 702.132a: assist lets the caster choose another player, who may pay any amount of the
    generic mana of the total cost. Used when the cast names it in ``with``; with no way named,
    the caster is asked when mana of their own can pay, else it is used. The player chosen
    decides how much (a default choice: nothing); returns the caster's part and the
    assistant's (paid before the caster pays, :func:`cast_spell`)."""
    if not chars.has_keyword("assist") or not payment.generic:
        return payment, None
    others = [p.name for p in game.living_players() if p.name != player]
    if not others:
        return payment, None
    if wanted:
        if "assist" not in wanted:
            return payment, None
    elif plan_mana(game, player, payment, (), card, spell=True) is not None and game.choose_one(player, "cost", f"use assist to cast {card.name}?", ("no", "assist")) != "assist":
        return payment, None
    helper = game.choose_one(player, "player", f"{card.name}: who may help pay its generic mana (assist)", others, source=card.name)
    most = min(payment.generic, available_mana(game, helper))
    amount = int(game.choose_one(helper, "number", f"how much of the generic mana of {card.name} to pay for {player} (assist)", list(range(0, most + 1)), source=card.name))
    if not amount:
        return payment, None
    share = Payment(generic=amount)
    if plan_mana(game, helper, share, (), card, spell=True) is None:
        raise IllegalAction("cost", f"{helper} can't pay {share} to assist {player} (CR 702.132a)")
    return payment.reduced_generic(amount), (helper, share)


def _pay_helped(game: Game, helping: Sequence[tuple[str, Sequence[GameObject]]], ctx: Context) -> None:
    """CR 601.2h: tap the creatures that convoke (CR 702.51c) and the artifacts that improvise,
    exile the cards that delve; remembered in ``ctx.results`` under the keyword's name."""
    for keyword, objects in helping:
        ctx.results[keyword] = [o.id for o in objects]
        if keyword == "delve":
            game.move_many([game.get(o.id) or o for o in objects], "exile", cause="cost", ctx=ctx)
            continue
        for obj in objects:
            game.tap(game.get(obj.id) or obj)


# -- casting ---------------------------------------------------------------------------------
#: optional additional costs a player may pay any number of times (CR 702.56a, 702.157a)
ANY_NUMBER_OF_TIMES = frozenset({"replicate", "squad", "multikicker"})


@attrs.define
class CastPlan:
    """A spell as proposed, before its card moves (CR 601.2a-f): the way, the announced modes,
    X, costs and targets, and the total cost, checked payable. :func:`cast_spell` carries it out."""

    card: GameObject
    way: CastWay
    ability: Any
    ctx: Context
    payment: Payment
    other_parts: list[Any]
    chosen_targets: list[Any]
    emerged: GameObject | None
    helping: list[tuple[str, list[GameObject]]]
    assisting: tuple[str, Payment] | None
    without_paying: bool


def cast_spell(
    game: Game,
    player: str,
    card: GameObject,
    *,
    method: str | Sequence[str] | None = None,
    x: int | None = None,
    modes: Sequence[int] | None = None,
    targets: dict[str, Sequence[Any]] | Sequence[Any] | None = None,
    during_resolution: bool = False,
    way: CastWay | None = None,
) -> GameObject:
    """Cast ``card`` (CR 601.2); returns the spell on the stack."""
    plan = prepare_cast(game, player, card, method=method, x=x, modes=modes, targets=targets, during_resolution=during_resolution, way=way)
    return _cast_planned(game, player, plan, during_resolution=during_resolution)


def prepare_cast(
    game: Game,
    player: str,
    card: GameObject,
    *,
    method: str | Sequence[str] | None = None,
    x: int | None = None,
    modes: Sequence[int] | None = None,
    targets: dict[str, Sequence[Any]] | Sequence[Any] | None = None,
    during_resolution: bool = False,
    way: CastWay | None = None,
) -> CastPlan:
    """The proposal and the checks of a cast (CR 601.2a-g), up to the card moving to the stack:
    refused with :class:`IllegalAction` when the rules don't allow it. Nothing of the game
    changes but the half of a split card proposed (``card.face``, aftermath) and the choices
    asked (``game.choice_log``), so that the legal actions can be found by asking it
    (runtime.actions)."""
    card = game.get(card.id) or card
    if not during_resolution:
        require_priority(game, player)
    chars = spell_characteristics(game, card)
    if "Land" in chars.types:
        raise IllegalAction("zone", f"{card.name} is a land: lands are played, not cast (CR 305.9)")
    refusal = split_second_refusal(game, "cast another spell")  # even during a resolution
    if refusal is not None:
        raise refusal
    given = [method] if isinstance(method, str) or method is None else list(method)
    # "normal" names the way for its mana cost, where the card could also be cast another way
    normal_only = "normal" in given
    wanted = [m for m in given if m not in (None, "", "normal")]
    additional_names = {a.name for a in _face_abilities(card) if isinstance(a, fx.AdditionalCost)}
    # CR 702.33b, 702.33f: one of several costs of one name is named with its cost ("kicker {R}")
    additional_names |= set(map(_several_label(_face_abilities(card)), _face_abilities(card))) - {""}
    helpers = _helping_keywords(game, player, card, chars)
    # neither additional nor alternative costs: ways the total cost is paid (CR 702.51b, 702.132a)
    paying_ways = {*helpers, *(("assist",) if chars.has_keyword("assist") else ())}
    alternatives = [m for m in wanted if m not in additional_names and m not in paying_ways]
    extras = [m for m in wanted if m in additional_names]
    # CR 702.48a: paying the offering cost lets it be cast any time an instant could be
    offering = "offering" in extras
    if len(alternatives) > 1 or (normal_only and alternatives):
        # CR 601.2b, 118.9a: two alternative methods or costs can't be applied to one spell
        named = (["normal"] if normal_only else []) + alternatives
        raise IllegalAction("choice", f"{' and '.join(named)}: a spell can't be cast with two alternative costs (CR 601.2b)")
    # which way of casting (CR 601.3)
    if way is None:
        blocked: list[IllegalAction] = []
        ways = cast_ways(game, player, card, blocked)
        if alternatives and blocked and not [w for w in ways if w.method == alternatives[0]]:
            raise blocked[0]
        if not ways and blocked:
            raise blocked[0]
        if not ways:
            where = "in your hand" if card.owner == player else f"{card.owner}'s"
            raise IllegalAction("zone", f"{card.name} is in {card.zone}: no rule or effect lets {player} cast it from there (it must be {where})")
        if alternatives:
            ways = [w for w in ways if w.method == alternatives[0]]
            if not ways:
                raise IllegalAction("choice", f"{card.name} can't be cast with {alternatives[0]} from {card.zone}")
        elif normal_only:
            ways = [w for w in ways if w.method is None]
            if not ways:
                raise IllegalAction("choice", f"{card.name} can't be cast for its mana cost from {card.zone}, only another way (CR 601.3)")
        elif len(ways) > 1:
            normal = [w for w in ways if w.method is None]
            ways = normal or [game.choose_one(player, "cost", f"how to cast {card.name}", ways, labels=[w.method or "normal" for w in ways])]
        way = ways[0]
    elif alternatives and way.without_paying:
        raise IllegalAction("choice", f"{card.name} is cast without paying its mana cost: no alternative cost ({alternatives[0]}) can be applied (CR 118.9a)")
    # the additional cost of a way to cast it (retrace's discard, CR 702.81a) named for another way
    way_costs = {a.method for a in _face_abilities(card) if isinstance(a, fx.CastPermission) and a.method} - {way.method, "offering"}
    for extra_name in extras:
        if extra_name in way_costs:
            raise IllegalAction("choice", f"{card.name} is cast {way.method or 'for its mana cost'} from {card.zone}: its {extra_name} cost is paid only when it is cast with {extra_name}")
    if way.face != card.face:
        # the half cast (CR 702.127a): the spell has only its characteristics (CR 709.3)
        card.face = way.face
        game._forget_views()
        chars = spell_characteristics(game, card)
        helpers = _helping_keywords(game, player, card, chars)
    if way.types and not any(t in chars.types for t in way.types):
        raise IllegalAction("zone", f"{way.method} casts only {' or '.join(way.types)} spells")
    if way.method == "mutate":
        # CR 702.140a-c: a mutating creature spell targets a creature and merges with it as it
        # resolves; merged permanents (CR 729) are not modelled, so it is not cast as another spell
        raise UnsupportedAtRuntime("MutatingSpell", f"{card.name} cast for its mutate cost: merging with a permanent (CR 702.140c, 729) is not modelled")
    # timing (CR 307.1, 304.1, 601.3)
    flash_cost: tuple[Any, ...] = ()
    if way.sorcery_only and not is_sorcery_timing(game, player):
        raise IllegalAction("timing", f"{card.name} can be cast this way only in {player}'s main phase with an empty stack (CR 702.170d)")
    if not (during_resolution or way.ignore_timing):
        as_though_flash = way.as_though_flash or any(w.as_though_flash for w in cast_ways(game, player, card))
        if not (_has_flash(game, player, card) or as_though_flash or offering or is_sorcery_timing(game, player)):
            # "as though it had flash if you pay {2} more to cast it": allowed for a cost, an
            # additional cost paid only when the permission is what allows the cast (CR 601.2f)
            flash_cost = costed_as_though(game, player, "flash", card)
            if flash_cost is None:
                raise IllegalAction("timing", f"{card.name} can be cast only when a sorcery could: in {player}'s main phase with an empty stack (CR 307.1)")
    if not during_resolution:
        _check_cast_restrictions(game, player, card)
        # "Each opponent can cast spells only any time they could cast a sorcery." (CR 101.2)
        refusal = timing_refusal(game, player, card, sorcery_timing=is_sorcery_timing(game, player))
        if refusal is not None:
            raise IllegalAction("timing", refusal)
    refusal = cast_refusal(game, player, card)  # CR 101.2: even a cast during a resolution
    if refusal is not None:
        raise IllegalAction("timing", refusal)
    ability = spell_ability(game, card)
    if way.method == "overload" and ability is not None:
        ability = _overloaded(ability)
    fused_cost = None
    if way.fused:
        ability, fused_cost = _fused(card)
    # the card is the spell's source while it is cast: a cost may refer to it (conspire's
    # "creatures that each share a color with it", CR 702.78a); the spell's own id once it moves
    ctx = Context(controller=player, source_id=card.id, source_info=game.info(card), ability=ability, cast_from=card.zone)
    names = {way.method} if way.method else set()
    if way.method == "alternative cost" and way.cost:
        # "If the {1}{B} cost was paid" (CR 118.9): which of the card's alternative costs
        names.add(fx.paid_key(way.method, tuple(way.cost)))
    face_abilities = _face_abilities(card)
    # CR 702.42a: entwine lets all modes be chosen instead of the number specified; choosing
    # them all is what pays its cost
    entwine = next((a for a in face_abilities if isinstance(a, fx.AdditionalCost) and a.name == "entwine"), None)
    # CR 702.120a: escalate's cost is paid once for each mode chosen beyond the first
    escalate = next((a for a in face_abilities if isinstance(a, fx.AdditionalCost) and a.name == "escalate"), None)
    # CR 601.2b: modes
    # CR 601.2b: the optional costs are announced with the modes: a rider may count on them
    optional = frozenset(a.name for a in face_abilities if isinstance(a, fx.AdditionalCost) and a.optional)
    several = _several_label(face_abilities)
    optional |= {"kicker"} if "multikicker" in optional else frozenset()
    ctx.modes = _announce_modes(game, player, ability, modes, card.name, ctx, all_allowed=entwine is not None, all_wanted="entwine" in extras, announced=optional)
    # CR 601.2b: additional costs (mandatory ones, and optional ones like kicker)
    additional_costs: list[Any] = []
    offered: GameObject | None = None
    spec = getattr(ability, "modes", None)
    if entwine is not None and spec is not None and len(ctx.modes) > spec.max:
        additional_costs.extend(entwine.costs)
        names.add("entwine")
    if escalate is not None and len(ctx.modes) > 1:
        for _ in ctx.modes[1:]:
            additional_costs.extend(escalate.costs)
        names.add("escalate")
    # the additional cost of a way to cast it (retrace's discard, CR 702.81a; jump-start's,
    # 702.133a) is paid only when the spell is cast that way
    methods = {a.method for a in face_abilities if isinstance(a, fx.CastPermission) and a.method}
    for extra in face_abilities:
        if not isinstance(extra, fx.AdditionalCost) or extra in (entwine, escalate):
            continue
        # (offering's is not: it is an additional cost that changes the timing, CR 702.48a)
        if extra.name in methods and extra.name != way.method and extra.name != "offering":
            continue
        times = 1
        if extra.optional:
            # "If this spell was kicked, choose any number instead.": the modes chosen may need it
            needed = mode_cost_needed(spec, ctx.modes, "kicker" if extra.name == "multikicker" else extra.name)
            if needed is not None and sum(1 for a in face_abilities if isinstance(a, fx.AdditionalCost) and a.name == extra.name) > 1:
                raise UnsupportedAtRuntime("ModesInstead", f"modes that depend on one of several {extra.name} costs")
            if needed is not None and wanted and (extra.name in extras) != needed:
                raise IllegalAction("choice", f"{card.name}: {len(ctx.modes)} modes are chosen {'only' if needed else 'not'} with its {extra.name} cost paid (CR 601.2b, 700.2)")
            label = several(extra) or extra.name
            if needed is not None:
                pay_it = needed
            elif wanted:
                # "kicker" pays each of its kicker costs; "kicker {R}" that one (CR 702.33b)
                pay_it = extra.name in extras or label in extras
            else:
                pay_it = game.choose_one(player, "cost", f"pay {label}?", ("no", label)) == label
            if not pay_it:
                continue
            if extra.name in ANY_NUMBER_OF_TIMES:
                times = max(1, extras.count(extra.name))
                ctx.times_paid[extra.name] = times
        if extra.name == "offering":
            offered = _choose_offering(game, player, card, extra, ctx)
            additional_costs.append(fx.SacrificeCost(what=fx.Found(key="offering")))
            names.add(extra.name)
            continue
        for _ in range(times):
            additional_costs.extend(extra.costs)
        names.add(extra.name)
        if several(extra):
            names.add(several(extra))  # "if it was kicked with its {R} kicker" (CR 702.33f)
    additional_costs.extend(flash_cost)
    # CR 702.33c: multikicker is a kind of kicker: "if it was kicked" and "for each time it was
    # kicked" count its payments as they count those of each kicker cost ("Kicker {G} and/or {W}")
    kicks = ctx.times_paid.get("multikicker", 0) + sum(
        1 for a in face_abilities if isinstance(a, fx.AdditionalCost) and a.name == "kicker" and (several(a) or "kicker") in names
    )
    if kicks:
        ctx.times_paid["kicker"] = kicks
        names.add("kicker")
    # CR 702.172a, 702.183a: spree, tiered: the cost of each mode chosen is an additional cost
    for number in ctx.modes if spec is not None else ():
        additional_costs.extend(spec.modes[number - 1].costs)
    ctx.costs_paid = frozenset(names)
    # CR 601.2b: X and the hybrid/Phyrexian choices, for the mana part of the cost
    without_paying = way.without_paying
    if way.cost is not None:
        mana_parts = [c for c in way.cost if isinstance(c, fx.ManaPayment)]
        other_parts = [c for c in way.cost if not isinstance(c, (fx.ManaPayment, fx.OwnManaCost))]
        base_cost = ManaCost.parse("".join(c.mana for c in mana_parts)) if mana_parts else ManaCost(())
        if any(isinstance(c, fx.OwnManaCost) for c in way.cost):
            # "The flashback cost is equal to its mana cost.": the mana cost of what is cast, the
            # half chosen of a split card (CR 702.1b, 709.3)
            if chars.mana_cost is None:
                raise IllegalAction("cost", f"{card.name} has no mana cost: its {way.method} cost, equal to its mana cost, can't be paid (CR 118.6)")
            base_cost = ManaCost((*base_cost.symbols, *chars.mana_cost.symbols))
    elif without_paying:
        base_cost, other_parts = ManaCost(()), []
    else:
        if chars.mana_cost is None:
            raise IllegalAction("cost", f"{card.name} has no mana cost: it can't be cast for its mana cost (CR 118.6)")
        base_cost, other_parts = fused_cost or chars.mana_cost, []
    printed_x = chars.mana_cost is not None and chars.mana_cost.has_x
    if without_paying and printed_x:
        if spell_x_bounds(face_abilities):
            raise UnsupportedAtRuntime("XBound", "a bound on X (\"X can't be 0\") of a spell cast without paying its mana cost, where X is 0 (CR 107.3b)")
        ctx.x = 0  # CR 107.3b: without paying the mana cost, X is 0
        if x not in (None, 0):
            raise IllegalAction("choice", f"{card.name} is cast without paying its mana cost: X must be 0 (CR 107.3b)")
    elif (
        base_cost.has_x or any(isinstance(e, fx.Variable) for e in walk(tuple(additional_costs) + tuple(other_parts)))
        # "Kicker {X}": an {X} of an additional cost paid is the spell's X, announced (CR 601.2b)
        or any(isinstance(c, fx.ManaPayment) and c.x is None and ManaCost.parse(c.mana).has_x for c in additional_costs)
    ):
        ctx.x = _announce_x(game, player, x, card.name, spell_x_bounds(face_abilities), ctx)
    payment = x_mana_types(face_abilities, announce_payment(game, player, base_cost, ctx.x, card.name), base_cost, ctx.x)
    emerged = _emerge_sacrifice(game, player, card) if way.method == "emerge" else None
    # what a cost of "any number" of objects takes, announced now (CR 601.2b): the results key
    # its payment records them under -> their ids, for the cost changes that count them (601.2f)
    announced: dict[str, list[int]] = {}
    for cost in additional_costs:
        if isinstance(cost, fx.ManaPayment):
            payment = payment.plus(announce_payment(game, player, ManaCost.parse(cost.mana), ctx.x, card.name))
            continue
        chosen = announce_any_number(game, cost, ctx, card, f"announced {len(other_parts)}")
        if chosen is not None:
            cost, key, ids = chosen
            announced.setdefault(key, []).extend(ids)
        other_parts.append(cost)
    # CR 601.2c: targets (an Aura spell targets what it will enchant, CR 303.4a)
    effects = chosen_effects(ability, ctx.modes) if ability is not None else ()
    effects = (*without_unpaid_branches(effects, ctx.costs_paid), *_aura_target(chars))
    # CR 601.2: what the spell's text reads "as you cast this spell" is read while it is cast:
    # as its targets and division are chosen (601.2c-d, when they read it), else before its
    # costs are paid (601.2h)
    ctx.as_cast = {}
    chosen_targets = _choose_targets(game, player, effects, ctx, targets, card.name, exclude_id=card.id)
    check_mode_targets(ability, ctx, card.name)
    for element in walk(tuple(face_abilities)):
        if isinstance(element, fx.ValueAsCast):
            evaluate(game, element, ctx)
        elif isinstance(element, fx.ConditionAsCast):
            check_condition(game, element, ctx)
    # CR 601.2f: the total cost is locked in; CR 601.2g-h: check it can be paid before moving
    cost_ctx = attrs.evolve(ctx, results={**ctx.results, **{k: [*ctx.results.get(k, ()), *ids] for k, ids in announced.items()}}) if announced else ctx
    payment = cost_modifications(game, player, card, payment, cost_ctx, way)
    if emerged is not None:  # CR 702.119a: the total cost is reduced by its mana value
        payment = payment.reduced_generic(game.mana_value(emerged))
    offered_cost = spell_characteristics(game, offered).mana_cost if offered is not None else None
    if offered_cost is not None:
        payment = _reduced_by_mana_cost(payment, announce(offered_cost))
    # CR 702.51b, 702.66b, 702.126b: convoke, delve and improvise apply to the total cost
    payment, helping = _helped_payment(game, player, card, helpers, wanted, payment)
    payment, assisting = _assisted_payment(game, player, card, chars, wanted, payment)
    check_payable(game, player, payment, other_parts, ctx, card, exclude=[o.id for _, objs in helping for o in objs], cast=True)
    return CastPlan(
        card=card, way=way, ability=ability, ctx=ctx, payment=payment, other_parts=other_parts, chosen_targets=chosen_targets,
        emerged=emerged, helping=helping, assisting=assisting, without_paying=without_paying,
    )


def _cast_planned(game: Game, player: str, plan: CastPlan, *, during_resolution: bool) -> GameObject:
    """CR 601.2a, h-i: the card of a proposed spell moves to the stack, its costs are paid, it
    becomes cast."""
    card, way, ability, ctx, payment = plan.card, plan.way, plan.ability, plan.ctx, plan.payment
    other_parts, chosen_targets, emerged, helping, assisting = plan.other_parts, plan.chosen_targets, plan.emerged, plan.helping, plan.assisting
    without_paying = plan.without_paying
    # CR 601.2a: the card moves to the stack and becomes a spell; whether a sorcery could have
    # been cast is as it was before it moved (CR 307.1)
    from_zone = card.zone
    sorcery_timing = is_sorcery_timing(game, player)
    spell = game.move(card, "stack", controller=player, cause="cast")
    if spell is None or spell.zone != "stack":
        raise IllegalAction("zone", f"{card.name} could not be put on the stack")
    if way.permission is not None:  # "you may play one of those cards": the one cast uses it
        game.use_permission(player, card, way.permission)
    spell.controller = player
    if way.face != spell.face:
        spell.face = way.face
        game._forget_views()
    ctx.source_id = spell.id
    begin_spell_effects(game, player, spell)  # CR 601.2a, 611.2f
    if way.granted is not None:
        # CR 400.7g: an ability an effect granted the card that allowed it to be cast applies to
        # the spell it became (flashback's exile as it leaves the stack, CR 702.34a)
        game.add_continuous_effect([spell], [("6", ("grant", (way.granted,)))], duration="game", ctx=ctx)
    # the permission that let it be cast, kept with the spell (CR 400.7h, 601.2)
    spell.cast = CastInfo(method=way.method, from_zone=from_zone, ctx=ctx, payment=payment, ability=ability, without_paying=without_paying, permission=way.permission, own=way.own, sorcery_timing=sorcery_timing)
    # CR 702.37c, 702.168c: cast with morph or disguise, it is a face-down 2/2 creature spell
    spell.face_down = bool(way.method and way.method.endswith(" face down"))
    ctx.source_info = game.info(spell)
    _pay_helped(game, helping, ctx)
    if assisting is not None:  # CR 702.132a: the player chosen pays first
        pay_mana(game, assisting[0], assisting[1], card=spell)
    pay_costs(game, player, payment, other_parts, ctx, spell)
    if emerged is not None:  # CR 702.119c: sacrificed as the total cost is paid (601.2h)
        game.sacrifice(emerged, ctx)
    targets_become_targets(game, chosen_targets, ctx.source_info)
    # CR 601.2i: the spell becomes cast; effects lasting until the card was cast from that zone end
    game.state.turn_record.spells_cast[player] += 1
    game.end_effects_until_cast(card.id, from_zone)
    if way.once is not None:  # "Once each turn, you may cast ...": this turn's is used
        game.state.turn_record.permissions_used.add(way.once)
    cast_event = game.emit("cast", player=player, object=game.info(spell), from_zone=from_zone, to_zone="stack", info={"method": way.method or "normal", "x": ctx.x, "costs": ",".join(sorted(ctx.costs_paid))})
    cast_triggers(game, player, spell, cast_event)
    if not during_resolution:
        game.state.passes = 0
        give_priority(game, game.player(player).index)
    return spell


def _choose_offering(game: Game, player: str, card: GameObject, extra: fx.AdditionalCost, ctx: Context) -> GameObject:
    """CR 702.48b: the permanent to sacrifice for offering is chosen as the spell is announced
    (601.2b), and sacrificed as the total cost is paid (601.2h)."""
    quality = extra.costs[0].what
    candidates = [o for o in game.battlefield(player) if matches(game, o, quality, ctx) and game.can_sacrifice(o)]
    if not candidates:
        raise IllegalAction("cost", f"{card.name}: no permanent {player} controls to sacrifice for its offering (CR 702.48a)")
    chosen = candidates[0] if len(candidates) == 1 else game.choose_one(player, "card", f"sacrifice for {card.name}'s offering", candidates)
    ctx.results["offering"] = [chosen.id]
    return chosen


def _reduced_by_mana_cost(payment: Payment, reduction: Payment) -> Payment:
    """CR 702.48c, 118.7: generic mana reduces generic; colored and colorless mana reduce mana
    of the same type, and any excess reduces that much generic mana."""
    colored = collections.Counter(payment.colored_map())
    excess = 0
    for color, n in reduction.colored:
        used = min(n, colored[color])
        colored[color] -= used
        excess += n - used
    colorless = min(reduction.colorless, payment.colorless)
    excess += reduction.colorless - colorless
    kept = tuple((c, colored[c]) for c, _ in payment.colored if colored[c] > 0)
    return attrs.evolve(payment, colored=kept, colorless=payment.colorless - colorless, generic=max(0, payment.generic - reduction.generic - excess))


def cast_triggers(game: Game, player: str, spell: GameObject, cast_event: Any) -> None:
    """The triggered abilities of keywords that trigger when their spell is cast and function on
    the stack; each instance triggers separately (CR 702.40b, 702.69b, 702.85c).

    Storm (CR 702.40a): "When you cast this spell, copy it for each other spell that was cast
    before it this turn. If the spell has any targets, you may choose new targets for any of
    the copies." Gravestorm (702.69a): the same, "for each permanent that was put into a
    graveyard from the battlefield this turn". The count is fixed now: what happened before it
    stays so. (The copies' new targets are chosen as they are made: runtime.effects.special.)

    Demonstrate (702.144a): "When you cast this spell, you may copy it. If you do, choose an
    opponent to also copy it. Players may choose new targets for their copies."

    Cascade (702.85a): "When you cast this spell, exile cards from the top of your library until
    you exile a nonland card whose mana value is less than this spell's mana value. You may
    cast that card without paying its mana cost [...]. Then put all cards exiled this way that
    weren't cast on the bottom of your library in a random order." (The rule's proviso on the
    resulting spell's mana value, which differs only for split and modal cards, is not read.)"""
    for keyword in [k.name.casefold() for k in game.characteristics(spell).abilities if isinstance(k, fx.Keyword)]:
        if keyword == "storm":
            count = sum(game.state.turn_record.spells_cast.values()) - 1  # every player's, but this one
            effects: tuple[Any, ...] = (_copies(count),)
        elif keyword == "gravestorm":
            # tokens count too: they go to the graveyard before they cease to exist
            count = sum(1 for e in game.events("zone_change") if e.turn == game.state.turn and e.from_zone == "battlefield" and e.to_zone == "graveyard")
            effects = (_copies(count),)
        elif keyword == "cascade":
            effects = _cascade(game, spell)
        elif keyword == "replicate":
            # CR 702.56a: "When you cast this spell, if a replicate cost was paid for it, copy it
            # for each time its replicate cost was paid." (702.56b: each instance apart; the
            # payments are counted once, by name)
            count = spell.cast.ctx.times_paid.get("replicate", 0) if spell.cast is not None else 0
            if not count:
                continue
            effects = (_copies(count),)
        elif keyword == "demonstrate":
            # CR 702.144a: "you may copy it. If you do, choose an opponent to also copy it."
            spell_ref = fx.Found(key="triggering")
            opponent = fx.Chosen(what=fx.EachOpponent())
            effects = (fx.May(effects=(fx.Copy(what=spell_ref, new_targets=True), fx.Copy(what=spell_ref, new_targets=True, player=opponent))),)
        else:
            continue
        trigger = fx.TriggeredAbility(trigger=fx.Trigger(event="cast", what=fx.This(), player=fx.You()), effects=effects, zone="stack")
        add_pending(game, trigger, player, spell.id, game.info(spell), cast_event)


def _copies(count: int) -> fx.Repeat:
    return fx.Repeat(times=fx.Fixed(value=count), effects=(fx.Copy(what=fx.Found(key="triggering"), new_targets=True),))


def _cascade(game: Game, spell: GameObject) -> tuple[Any, ...]:
    """Cascade's instructions (CR 702.85a), with the spell's mana value as it is cast (X counted)."""
    chars = game.characteristics(spell)
    x = spell.cast.ctx.x if spell.cast is not None else 0
    mana_value = chars.mana_cost.mana_value_with(x) if chars.mana_cost is not None else 0
    lesser = fx.Filter(excluded_types=("Land",), zone="library", kind="card", stat=("mana_value", "<", fx.Fixed(value=mana_value)))
    return (
        fx.RevealUntil(library=fx.You(), until=lesser, action="exile"),
        fx.Cast(what=fx.Found(key="found"), without_paying=True, optional=True),
        # the found card, if cast, is a new object on the stack (CR 400.7): only the rest move
        fx.Move(what=fx.Union(parts=(fx.Found(key="rest"), fx.Found(key="found"))), to="library", position="bottom", order="random"),
    )


def mode_count(game: Game, spec: fx.Modes, ctx: Context, *, announced: frozenset[str] | None = None) -> tuple[int, int]:
    """How many of the modes may be chosen (CR 700.2): the number the modal instruction says, or
    the number a rider says while its condition holds as the modes are chosen ("If you control a
    commander as you cast this spell, you may choose both instead.", CR 601.2b). A rider about a
    cost the player announces with the modes (``announced``: "If this spell was kicked, choose
    any number instead.") allows either number; :func:`mode_cost_needed` tells which the cost
    then makes legal."""
    instead = spec.instead
    if instead is None:
        return spec.min, spec.max
    if isinstance(instead.condition, fx.CostWasPaid) and announced is not None:
        # a spell being cast (``announced``: its optional costs): its costs are not paid yet
        if instead.condition.name not in announced:
            raise UnsupportedAtRuntime("ModesInstead", f"modes that depend on the {instead.condition.name} cost, which is not an optional cost announced with them")
        return min(spec.min, instead.min), max(spec.max, instead.max)
    if check_condition(game, instead.condition, ctx):
        return instead.min, instead.max
    return spec.min, spec.max


def mode_cost_needed(spec: fx.Modes | None, chosen: Sequence[int], name: str) -> bool | None:
    """Whether the optional cost ``name`` must be paid (True) or can't be (False) for the number
    of modes chosen, when a rider changes that number if it is paid ("If this spell was kicked,
    choose any number instead.", CR 601.2b, 700.2); None: either."""
    instead = spec.instead if spec is not None else None
    if instead is None or not isinstance(instead.condition, fx.CostWasPaid) or instead.condition.name != name:
        return None
    paid_allows = instead.min <= len(chosen) <= instead.max
    unpaid_allows = spec.min <= len(chosen) <= spec.max  # type: ignore[union-attr]  # instead is not None
    if paid_allows and unpaid_allows:
        return None
    return paid_allows


def _announce_modes(
    game: Game, player: str, ability: Any, modes: Sequence[int] | None, name: str, ctx: Context, *,
    all_allowed: bool = False, all_wanted: bool = False, announced: frozenset[str] | None = None,
) -> tuple[int, ...]:
    """The modes chosen (CR 601.2b, 700.2); ``all_allowed``: all of them may be chosen instead of
    the number specified (entwine, CR 702.42a), ``all_wanted``: they are; ``announced``: the
    optional costs the player announces with the modes (see :func:`mode_count`)."""
    spec = getattr(ability, "modes", None)
    if spec is None:
        if modes or all_wanted:
            raise IllegalAction("choice", f"{name} is not modal")
        return ()
    if spec.chooser is not None:
        # "An opponent chooses one —": that player chooses the modes where the controller would;
        # of several, the controller names which one (CR 700.2e). The modes given with the
        # action are the controller's, not that player's.
        if modes is not None:
            raise IllegalAction("choice", f"{name}: its modes are chosen by another player (CR 700.2e)")
        player = one_player(game, spec.chooser, ctx).name
        ctx.results[MODE_CHOOSER] = [player]
    low, high = mode_count(game, spec, ctx, announced=announced)
    if spec.different_players:
        # CR 700.2a, 601.2c: a mode that targets is chosen only with legal targets for it; with
        # each mode targeting a different player, no more modes than the players they can target
        high = min(high, max(low, len(_mode_target_players(game, spec, ctx))))
    spec = attrs.evolve(spec, min=low, max=high, instead=None)
    numbers = list(range(1, len(spec.modes) + 1))
    if spec.at_random:
        # "choose one at random": no player chooses (CR 700.2); picked by the game's seeded chance
        if modes is not None:
            raise IllegalAction("choice", f"{name}: its modes are chosen at random, not by a player (CR 700.2)")
        return tuple(sorted(game.state.rng.sample(numbers, min(spec.max, len(numbers)))))
    if spec.unchosen is not None:
        return _announce_unchosen_mode(game, player, ability, spec, modes, name, ctx)
    if spec.pawprints is not None:
        return _announce_pawprint_modes(game, player, spec, modes, name)
    if spec.repeat:
        return _announce_repeated_modes(game, player, spec, modes, name)
    if all_wanted and modes is None:
        return tuple(numbers)
    if modes is not None:
        chosen = tuple(modes)
        every = all_allowed and sorted(chosen) == numbers
        if not (spec.min <= len(chosen) <= spec.max or every) or any(m not in numbers for m in chosen) or len(set(chosen)) != len(chosen):
            raise IllegalAction("choice", f"{name}: choose {spec.min}-{spec.max} of modes {numbers}, not {list(chosen)} (CR 700.2)")
        if all_wanted and not every:
            raise IllegalAction("choice", f"{name}: paying the entwine cost chooses all modes {numbers}, not {list(chosen)} (CR 702.42a)")
        return chosen
    labels = [" ".join(e.describe() for e in m.effects) or str(i) for i, m in enumerate(spec.modes, 1)]
    most = len(numbers) if all_allowed else spec.max
    chosen = tuple(sorted(game.ask(player, "mode", f"choose modes of {name}", numbers, labels=labels, min=spec.min, max=most, source=name)))
    if len(chosen) > spec.max and list(chosen) != numbers:
        raise IllegalAction("choice", f"{name}: choose {spec.min}-{spec.max} of modes {numbers}, or all of them with entwine, not {list(chosen)} (CR 702.42a)")
    return chosen


def _mode_target_players(game: Game, spec: fx.Modes, ctx: Context) -> set[str]:
    """The players some mode of ``spec`` could target now (CR 115.1, 601.2c)."""
    players: set[str] = set()
    for mode in spec.modes:
        for target in collect_targets(mode.effects):
            players |= {c.name for c in target_candidates(game, target, ctx) if isinstance(c, Player)}
    return players


def check_mode_targets(ability: Any, ctx: Context, name: str) -> None:
    """"Each mode must target a different player." (CR 700.2, 601.2c): with the targets chosen,
    each mode chosen targets a player, and no player is a target of two of them; otherwise the
    targets chosen are not legal together."""
    spec = getattr(ability, "modes", None)
    if spec is None or not spec.different_players:
        return
    targeted: dict[str, int] = {}
    times: collections.Counter[int] = collections.Counter()
    for number in ctx.modes:
        times[number] += 1
        effects = tuple(spec.modes[number - 1].effects)
        if times[number] > 1:
            effects = _again(effects, times[number])  # CR 700.2d: that mode again, its own targets
        chosen = [t for target in collect_targets(effects) for t in ctx.targets.get(target.key, ())]
        players = [t for t in chosen if isinstance(t, str)]  # a player is kept by name, an object by id
        if not players:
            raise IllegalAction("target", f"{name}: mode {number} must target a player (CR 700.2, 601.2c)")
        for player in players:
            if player in targeted:
                raise IllegalAction("target", f"{name}: {player} is a target of modes {targeted[player]} and {number}; each mode must target a different player (CR 700.2, 601.2c)")
            targeted[player] = number


#: the mark of an object that holds, for each of its abilities that says "choose one that hasn't
#: been chosen", the (turn, mode) of each mode chosen for it
MODES_CHOSEN = "modes chosen"


def _announce_unchosen_mode(game: Game, player: str, ability: Any, spec: fx.Modes, modes: Sequence[int] | None, name: str, ctx: Context) -> tuple[int, ...]:
    """"choose one that hasn't been chosen [this turn] —": one mode among those not chosen before
    for this ability of its source (since the source became this object, CR 400.7), or this
    turn; recorded as it is chosen (CR 700.2a-b). With none left, no mode can be chosen: an
    ability can't be activated, and a triggered ability is removed from the stack (CR 700.2b)."""
    source = game.get(ctx.source_id)
    record: dict[Any, tuple[tuple[int, int], ...]] = source.marks.get(MODES_CHOSEN, {}) if source is not None else {}
    before = record.get(ability, ())
    taken = {mode for turn, mode in before if spec.unchosen == "ever" or turn == game.state.turn}
    numbers = [n for n in range(1, len(spec.modes) + 1) if n not in taken]
    if not numbers:
        raise IllegalAction("choice", f"{name}: every mode was already chosen{' this turn' if spec.unchosen == 'turn' else ''} (CR 700.2)")
    if modes is not None:
        chosen = tuple(modes)
        if len(chosen) != 1 or chosen[0] not in numbers:
            raise IllegalAction("choice", f"{name}: choose one of modes {numbers}, which haven't been chosen, not {list(chosen)} (CR 700.2)")
    else:
        labels = [" ".join(e.describe() for e in spec.modes[n - 1].effects) or str(n) for n in numbers]
        chosen = (int(game.choose_one(player, "mode", f"choose a mode of {name} that hasn't been chosen", numbers, labels=labels, source=name)),)
    if source is not None:  # a new mapping: the state saved before the choice keeps its own
        source.marks[MODES_CHOSEN] = {**record, ability: (*before, (game.state.turn, chosen[0]))}
    return chosen


def _announce_repeated_modes(game: Game, player: str, spec: fx.Modes, modes: Sequence[int] | None, name: str) -> tuple[int, ...]:
    """"Choose three. You may choose the same mode more than once." (CR 700.2d): the modes, a
    mode as often as it is chosen, in printed order (the spell is treated as if the mode
    appeared that many times in sequence)."""
    numbers = list(range(1, len(spec.modes) + 1))
    if modes is not None:
        chosen = tuple(sorted(modes))
        if not spec.min <= len(chosen) <= spec.max or any(m not in numbers for m in chosen):
            raise IllegalAction("choice", f"{name}: choose {spec.min}-{spec.max} of modes {numbers}, the same one more than once if you like, not {list(chosen)} (CR 700.2d)")
        return chosen
    if spec.min != spec.max:
        raise UnsupportedAtRuntime("Modes", "a number of modes between two numbers, each of which may be chosen more than once")
    labels = [" ".join(e.describe() for e in m.effects) or str(i) for i, m in enumerate(spec.modes, 1)]
    picks = [game.choose_one(player, "mode", f"choose mode {i} of {spec.max} of {name} (the same one again if you like)", numbers, labels=labels, source=name) for i in range(1, spec.max + 1)]
    return tuple(sorted(int(p) for p in picks))


def _announce_pawprint_modes(game: Game, player: str, spec: fx.Modes, modes: Sequence[int] | None, name: str) -> tuple[int, ...]:
    """"Choose up to five {P} worth of modes." (CR 700.2i): any number of modes whose pawprints
    add up to at most that number; a mode more than once only if the spell says so (CR 700.2d),
    done as often as chosen, in printed order."""
    numbers = list(range(1, len(spec.modes) + 1))
    budget = spec.pawprints or 0

    def weight(number: int) -> int:
        return spec.modes[number - 1].pawprints

    if modes is not None:
        chosen = tuple(sorted(modes))
        if any(m not in numbers for m in chosen) or sum(map(weight, chosen)) > budget or (not spec.repeat and len(set(chosen)) != len(chosen)):
            again = ", the same one more than once if you like" if spec.repeat else ""
            raise IllegalAction("choice", f"{name}: choose modes {numbers} worth at most {budget} pawprints{again}, not {list(chosen)} (CR 700.2i)")
        return chosen
    labels = {i: f"{'{P}' * m.pawprints} " + (" ".join(e.describe() for e in m.effects) or str(i)) for i, m in enumerate(spec.modes, 1)}
    picks: list[int] = []
    while True:
        left = budget - sum(map(weight, picks))
        options = [n for n in numbers if weight(n) <= left and (spec.repeat or n not in picks)]
        if not options:
            break
        answer = game.ask(player, "mode", f"choose a mode of {name} ({left} pawprints left; none to stop)", options,
                          labels=[labels[n] for n in options], min=0, max=1, source=name)
        if not answer:
            break
        picks.append(int(answer[0]))
    return tuple(sorted(picks))


def available_mana(game: Game, player: str) -> int:
    """Mana the player could have: the pool plus one per untapped mana source (an estimate
    for the range of X)."""
    return len(game.player(player).mana_pool) + len(_mana_sources(game, player, exclude=()))


def _announce_x(game: Game, player: str, x: int | None, name: str, bounds: Sequence[fx.XBound] = (), ctx: Context | None = None) -> int:
    """The value of X the player announces (CR 601.2b), within the spell's or ability's own
    bounds ("X can't be 0.", CR 107.3), each read as X is announced."""
    limits = [(b.comparison, evaluate(game, b.amount, ctx)) for b in bounds if isinstance(b, fx.XBound)] if ctx is not None else []

    def allowed(value: int) -> bool:
        return all(value <= amount if comparison == "greater than" else value >= amount if comparison == "less than" else value != amount for comparison, amount in limits)

    if x is not None:
        if x < 0:
            raise IllegalAction("choice", "X can't be negative (CR 107.3)")
        if not allowed(x):
            raise IllegalAction("choice", f"{name}: X can't be {x}: {', '.join(_describe_bound(c, a) for c, a in limits)} (CR 107.3, 601.2b)")
        return x
    top = available_mana(game, player)
    options = [v for v in range(0, top + 1) if allowed(v)]
    if not options:
        raise IllegalAction("choice", f"{name}: no value of X up to {top} is allowed: {', '.join(_describe_bound(c, a) for c, a in limits)} (CR 107.3, 601.2b)")
    return int(game.choose_one(player, "x", f"value of X for {name}", options, source=name))


def _describe_bound(comparison: str | None, amount: int) -> str:
    return f"X can't be {comparison} {amount}" if comparison else f"X can't be {amount}"


def x_mana_types(rules: Sequence[Any], payment: Payment, cost: ManaCost, x: int) -> Payment:
    """"Spend only black mana on X." (CR 106.6, 601.2h): the part of ``payment`` that the X of
    ``cost`` stands for may be paid only with mana of the types named; ``rules``: the spell's
    static abilities that function on the stack, or the activated ability's ``x_bounds``."""
    found = [e for r in rules for e in (r.effects if isinstance(r, fx.StaticAbility) and r.zone == "stack" else (r,)) if isinstance(e, fx.XManaTypes)]
    if not found or not x:
        return payment
    if len(found) > 1:
        raise UnsupportedAtRuntime("XManaTypes", "two rules about which mana may pay X")
    return attrs.evolve(payment, x_mana=x * cost.x_count, x_types=found[0].types)


def spell_x_bounds(face_abilities: Sequence[Any]) -> list[fx.XBound]:
    """"X can't be 0." of a spell: static abilities that function on the stack (CR 113.6g)."""
    return [e for a in face_abilities if isinstance(a, fx.StaticAbility) and a.zone == "stack" for e in a.effects if isinstance(e, fx.XBound)]


#: the costs of "any number" of objects (CR 601.2b: their number is announced as the spell is
#: cast): the zone their objects are chosen from (a Filter's own when empty), and the key of the
#: results their payment records them under (what "each card exiled this way" reads)
ANY_NUMBER_COSTS: dict[type, tuple[str, str]] = {fx.ExileCost: ("", "exiled"), fx.SacrificeCost: ("battlefield", "sacrificed"), fx.TapCost: ("battlefield", "tapped")}


def announce_any_number(game: Game, c: Any, ctx: Context, card: GameObject, key: str) -> tuple[Any, str, list[int]] | None:
    """CR 601.2b: the player announces how many objects a cost of "any number" of them moves
    or taps ("As an additional cost to cast this spell, you may exile any number of white cards
    from your hand"), here by choosing them, so that the spell's own cost changes that count
    them are known as the total cost is locked in (601.2f); they are paid as it is (601.2h).
    Returns the cost of those objects (``Found(key)``, recorded under ``key`` in the results),
    the results key its payment records them under, and their ids; None for a cost of another
    kind. The objects are the payer's own (CR 118.3): permanents they control, cards they own."""
    kinds = ANY_NUMBER_COSTS.get(type(c))
    what = getattr(c, "what", None)
    if kinds is None or not isinstance(c.amount, fx.AnyNumber) or not isinstance(what, fx.Filter) or (what.stat is not None and what.stat[0] == "total_power"):
        return None
    zone = kinds[0] or what.zone
    candidates = [o for o in objects_of(game, attrs.evolve(what, zone=zone), ctx) if isinstance(o, GameObject) and o.id != card.id and o.id not in ctx.reserved]
    if zone == "battlefield":
        candidates = [o for o in candidates if game.controller_of(o) == ctx.controller]
    elif what.owner is None:
        candidates = [o for o in candidates if o.owner == ctx.controller]
    if isinstance(c, fx.TapCost):
        candidates = [o for o in candidates if not o.tapped]
    if isinstance(c, fx.SacrificeCost):
        candidates = [o for o in candidates if game.can_sacrifice(o)]
    chosen = list(game.ask(ctx.controller, "card", f"choose any number to {c.describe()}", candidates, min=0, max=len(candidates))) if candidates else []
    ctx.results[key] = [o.id for o in chosen]
    return attrs.evolve(c, what=fx.Found(key=key), amount=fx.Fixed(value=len(chosen))), kinds[1], [o.id for o in chosen]


def announce_payment(game: Game, player: str, cost: ManaCost, x: int, name: str) -> Payment:
    choices: list[str] = []
    for symbol in cost.choice_symbols:
        options = list(symbol.payment_options)
        labels = ["life" if o == "life" else (o.split(":")[1] if o.startswith("generic:") else o) for o in options]
        if symbol.kind == "phyrexian":
            labels = ["mana" if o != "life" else "life" for o in options]
        choices.append(game.choose_one(player, "cost", f"pay {symbol.text} of {name} with", options, labels=labels, source=name))
    try:
        return announce(cost, x=x, choices=choices)
    except ManaError as exc:
        raise IllegalAction("choice", str(exc)) from None


# -- targets ---------------------------------------------------------------------------------
def _emerge_sacrifice(game: Game, player: str, card: GameObject) -> GameObject:
    """CR 702.119a, c: the creature sacrificed for an emerge cost, chosen as that cost is
    chosen (601.2b)."""
    creatures = [o for o in game.battlefield(player) if "Creature" in game.characteristics(o).types and game.can_sacrifice(o)]
    if not creatures:
        raise IllegalAction("cost", f"{card.name}'s emerge cost sacrifices a creature, and {player} controls none (CR 702.119a)")
    chosen: GameObject = creatures[0] if len(creatures) == 1 else game.choose_one(player, "card", f"emerge: a creature to sacrifice for {card.name}", creatures)
    return chosen


def _choose_targets(
    game: Game,
    player: str,
    effects: Sequence[Any],
    ctx: Context,
    given: dict[str, Sequence[Any]] | Sequence[Any] | None,
    name: str,
    exclude_id: int | None = None,
) -> list[Any]:
    """Choose the targets (CR 601.2c) into ``ctx.targets``; the objects and players chosen, in
    order, which become targets once the spell or ability is on the stack."""
    specs = collect_targets(effects)
    chosen: list[Any] = []
    flat_given = list(given) if isinstance(given, (list, tuple)) else None
    for spec in specs:
        chooser = player
        if spec.chooser is not None and not spec.at_random:
            # "any target of an opponent's choice": that player chooses the target where the
            # controller would (CR 601.2c); of several, the controller names which one (as for a
            # mode, CR 700.2e). The answers given with the cast are the controller's, not theirs.
            # "of an opponent's choice they control": the target is described by that player.
            chooser = one_player(game, spec.chooser, ctx).name
            ctx.results[TARGET_CHOOSER] = [chooser]
        candidates = [c for c in target_candidates(game, spec, ctx) if not (isinstance(c, GameObject) and c.id == exclude_id)]
        labels = [game.label(c) for c in candidates]
        most = spec.max
        if spec.count is not None:  # "X target creatures", "any number of target creatures"
            most = len(candidates) if isinstance(spec.count, fx.AnyNumber) else max(0, game.evaluate(spec.count, ctx))
        wanted_max = min(most, len(candidates))
        if len(candidates) < spec.min:
            raise IllegalAction("target", f"{name}: no legal choice for {spec.key} ({_describe_target(spec)}); {len(candidates)} available, {spec.min} needed (CR 601.2c)")
        answer: Any = None
        if spec.at_random:
            # "target opponent chosen at random": picked by chance among the legal targets, not
            # by the player (CR 601.2c)
            picked = game.state.rng.sample(candidates, wanted_max)
        elif chooser != player:
            pass
        elif isinstance(given, dict) and spec.key in given:
            answer = given[spec.key]
        elif flat_given is not None and flat_given:
            # "X target creature cards": as many as X allows; else the spec's own maximum
            take = max(1, wanted_max if spec.count is not None else spec.max)
            answer = flat_given[:take]
            del flat_given[:take]
        if spec.at_random:
            pass
        elif answer is not None:
            choice = Choice(kind="target", player=player, prompt=name, options=tuple(candidates), labels=tuple(labels), min=spec.min, max=wanted_max)
            try:
                picked = match_answer(choice, answer)
            except ChoiceError as exc:
                raise IllegalAction("target", f"{name}: {exc}") from None
            if not spec.min <= len(picked) <= wanted_max:
                raise IllegalAction("target", f"{name}: {len(picked)} targets for {spec.key}, {spec.min}-{spec.max} needed")
        else:
            picked = game.ask(chooser, "target", f"{name}: choose {_describe_target(spec)}", candidates, labels=labels, min=spec.min, max=wanted_max, source=name)
        if not group_fits(game, spec, list(picked), ctx):
            raise IllegalAction("target", f"{name}: the targets chosen for {spec.key} together don't have the {group_stat(spec.what) or 'different values'} asked (CR 601.2c, 201.2b)")
        # CR 109.1, 115.1: an activated or triggered ability on the stack is an object that can be
        # targeted: kept by its id like a card, never by its name (a name is a player's)
        ctx.targets[spec.key] = [p.id if isinstance(p, (GameObject, StackAbility)) else getattr(p, "name", p) for p in picked]
        ctx.target_specs[spec.key] = spec
        chosen.extend(picked)
    _announce_divisions(game, player, effects, ctx, name)
    return chosen


def targets_become_targets(game: Game, chosen: Sequence[Any], targeting: ObjectInfo | None) -> None:
    """CR 601.2c, 115.1: the chosen objects and players become targets of the spell or ability
    once it is on the stack, so that what triggers on it finds the object that targeted ("counter
    that spell or ability unless its controller pays", ward, CR 702.21a)."""
    for target in chosen:
        if isinstance(target, GameObject):
            game.emit("target", player=game.controller_of(target), object=game.info(target), objects=(targeting,) if targeting else ())
        elif isinstance(target, StackAbility):  # CR 109.1, 115.1: an ability on the stack, not a player
            game.emit("target", player=target.controller, object=ability_info(target), objects=(targeting,) if targeting else ())
        else:
            game.emit("target", player=getattr(target, "name", target), objects=(targeting,) if targeting else ())


def ability_info(item: StackAbility) -> ObjectInfo | None:
    """The ability on the stack as the object that targets: its source's information, with the
    ability's identity, zone and controller."""
    if item.source_info is None:
        return None
    return attrs.evolve(item.source_info, id=item.id, zone="stack", controller=item.controller)


def _divided_effects(effects: Sequence[Any]) -> list[Any]:
    """Effects that divide damage or distribute counters among their targets, also under
    "if"/"you may" (CR 601.2d)."""
    out = []
    for effect in effects:
        if isinstance(effect, (fx.DealDamage, fx.PutCounters)) and effect.divided:
            out.append(effect)
        out.extend(_divided_effects(getattr(effect, "effects", ()) or ()))
    return out


def division_key(effect: Any) -> str | None:
    """Where the announced division of a divided effect is remembered (ctx.results)."""
    ref = effect.to if isinstance(effect, fx.DealDamage) else effect.what
    return f"division:{ref.key}" if isinstance(ref, fx.Target) else None


def _announce_divisions(game: Game, player: str, effects: Sequence[Any], ctx: Context, name: str) -> None:
    """CR 601.2d: as the targets are chosen, the player announces how the damage or counters are
    divided among them, at least one to each target; remembered for the resolution."""
    for effect in _divided_effects(effects):
        key = division_key(effect)
        if key is None:
            continue  # CR 608.2d: among objects that are not targets, divided as it resolves
        targets = list(ctx.targets.get(key.removeprefix("division:"), []))
        total = game.evaluate(effect.amount, ctx)
        if not targets:
            continue
        if total < len(targets):
            raise IllegalAction("target", f"{name}: {total} can't be divided among {len(targets)} targets with at least 1 each (CR 601.2d)")
        shares, remaining = [], total
        for index, target in enumerate(targets[:-1]):
            most = remaining - (len(targets) - index - 1)
            label = game.label(game.get(target) if isinstance(target, int) else game.player(target))
            share = int(game.choose_one(player, "number", f"{name}: how much of {total} to {label}", list(range(1, most + 1))))
            shares.append([target, share])
            remaining -= share
        shares.append([targets[-1], remaining])
        ctx.results[key] = shares


def _describe_target(spec: fx.Target) -> str:
    return spec.what.describe() if hasattr(spec.what, "describe") else spec.key


# -- costs -----------------------------------------------------------------------------------
#: the mana sources found while actions are only proposed (:func:`proposing`), when nothing
#: changes: (game, player, excluded) -> sources
_PROPOSED_SOURCES: dict[tuple[int, str, tuple[int, ...]], Any] | None = None


@contextlib.contextmanager
def proposing() -> Iterator[None]:
    """While actions are proposed and none is carried out (runtime.actions), the mana sources
    found for one payment are those of the next: found once."""
    global _PROPOSED_SOURCES
    outer = _PROPOSED_SOURCES
    _PROPOSED_SOURCES = {}
    try:
        yield
    finally:
        _PROPOSED_SOURCES = outer


def _mana_sources(game: Game, player: str, exclude: Sequence[int]) -> list[tuple[GameObject, Any, list[tuple[str, ...]]]]:
    """Untapped permanents of ``player`` with a mana ability that costs only {T} and makes a
    fixed amount of mana: (object, ability, possible productions)."""
    if _PROPOSED_SOURCES is not None:
        key = (id(game), player, tuple(exclude))
        found = _PROPOSED_SOURCES.get(key)
        if found is None:
            found = _PROPOSED_SOURCES[key] = _find_mana_sources(game, player, exclude)
        return list(found)
    return _find_mana_sources(game, player, exclude)


def _find_mana_sources(game: Game, player: str, exclude: Sequence[int]) -> list[tuple[GameObject, Any, list[tuple[str, ...]]]]:
    out = []
    for obj in game.battlefield(player):
        if obj.tapped or obj.id in exclude:
            continue
        chars = game.characteristics(obj)
        if "Creature" in chars.types and obj.controlled_since_turn >= game.state.turn and not chars.has_keyword("Haste"):
            continue  # CR 602.5a
        automatic = automatic_mana_ability(game, obj)
        if automatic is not None and activation_forbidden_by(game, player, obj, automatic[0]) is None:
            # CR 106.12b: what it produces after the replacement effects of that production;
            # one that needs a choice is left for the player to activate
            productions = [p for p in (planned_mana(game, obj, player, p) for p in automatic[1]) if p]
            if productions:
                out.append((obj, automatic[0], productions))
    return out


def automatic_mana_ability(game: Game, obj: GameObject) -> tuple[Any, list[tuple[str, ...]]] | None:
    """The mana ability of ``obj`` that paying a cost activates by itself (:func:`plan_mana`),
    with its possible productions: the first that costs only {T} and makes fixed mana."""
    for ability in game.abilities(obj):
        productions = _simple_mana_ability(game, ability, obj)
        if productions:
            return ability, productions
    return None


def _simple_mana_ability(game: Game, ability: Any, obj: GameObject) -> list[tuple[str, ...]]:
    if not isinstance(ability, fx.ActivatedAbility) or ability.zone != "battlefield":
        return []
    if len(ability.costs) != 1 or not isinstance(ability.costs[0], fx.TapSelf):
        return []
    if len(ability.effects) != 1 or not isinstance(ability.effects[0], fx.AddMana):
        return []
    add = ability.effects[0]
    if not isinstance(add.player, fx.You):
        return []
    if add.types_of is not None or add.chosen_color or add.identity_of is not None or add.colors_of is not None:
        return []  # depends on other objects or on an earlier choice: activated by hand
    ctx = game.static_context(obj)
    try:
        amount = game.evaluate(add.amount, ctx)
    except Exception:
        return []
    if add.combination and not add.choices and amount <= 3:
        # every mix of colors (at most 35); more mana is planned as one color per source
        # "of different colors": no color twice (CR 106.1a)
        mixes = itertools.combinations if add.different else itertools.combinations_with_replacement
        return [tuple(p) for p in mixes("WUBRG", amount)]
    if add.any_color:
        return [tuple([c] * amount) for c in ("WUBRGC" if add.any_type else "WUBRG")]
    if amount <= 0:
        return []  # "Add {G} for each Elf you control" with none: it makes no mana
    if add.choices:  # "Add {R} or {G}.": one production per choice, as many times as the amount
        return [p * amount for p in (_symbols_produced(choice) for choice in add.choices) if p]
    produced = _symbols_produced(add.mana)
    return [produced * amount] if produced else []


@functools.lru_cache(maxsize=4096)  # a pure function of the text, asked for every mana source at every payment
def _symbols_produced(mana: str) -> tuple[str, ...]:
    """The mana "{G}{G}" or "{C}" makes, by type; () when it is not fixed mana."""
    try:
        symbols = ManaCost.parse(mana).symbols
    except ManaError:
        return ()
    produced: list[str] = []
    for symbol in symbols:
        if symbol.kind == "colored":
            produced.append(symbol.colors[0])
        elif symbol.kind == "colorless":
            produced.append("C")
        else:
            return ()
    return tuple(produced)


def plan_mana(
    game: Game, player: str, payment: Payment, exclude: Sequence[int] = (), card: GameObject | None = None, spell: bool | None = None
) -> list[tuple[GameObject, Any, tuple[str, ...]]] | None:
    """Mana abilities to activate so that the pool can pay ``payment`` (for ``card``, the spell
    or permanent it is paid for; ``spell``: as :func:`spendable`): the fewest sources, first in
    battlefield order; [] if the pool suffices; None if impossible."""
    pool = [m for m in game.player(player).mana_pool if spendable(game, m, card, spell)]
    any_type = mana_any_type(game, player, card)
    payment = _as_any_color(game, player, payment, card)
    if _pool_pays(pool, payment, any_type):
        return []
    sources = _mana_sources(game, player, exclude)
    needed = payment.mana_total - len(pool)
    # the fewest sources that could make enough: a source may make several mana ({C}{C}, "{G}
    # for each Elf you control")
    most = max((len(p) for s in sources for p in s[2]), default=1) or 1
    # CR 107.4h: mana from a snow source is snow mana, which can pay {S}
    snowy = {s[0].id: "Snow" in game.characteristics(s[0]).supertypes for s in sources}
    for count in range(max(1, -(-needed // most)), len(sources) + 1):
        for combo in itertools.combinations(sources, count):
            for productions in itertools.product(*(s[2] for s in combo)):
                extra = [Mana(t, snow=snowy[s[0].id]) for s, prod in zip(combo, productions, strict=True) for t in prod]
                if _pool_pays(pool + extra, payment, any_type):
                    return [(s[0], s[1], prod) for s, prod in zip(combo, productions, strict=True)]
            if count > 6:
                return None
    return None


def spendable(game: Game, mana: Mana, card: GameObject | None, spell: bool | None = None) -> bool:
    """Whether ``mana`` may pay a cost for ``card``: the spell being cast (``spell``; None: a card
    on the stack is one) or the source of the ability being activated (CR 106.6: "Spend this
    mana only to cast creature spells / activate abilities of artifacts"). The restriction's
    descriptions are read with the mana's source ("a creature spell of the chosen type": the
    type its source chose); a spell is described as on the stack, where it is as its costs are
    paid (CR 601.2a), though the check that they can be comes before it moves there."""
    if mana.only is None:
        return True
    restriction = mana.only.restriction
    if card is None:
        # a cost neither of a spell nor of an ability: only mana that lists what it can't pay for
        return bool(restriction.forbidden)
    ctx = Context(controller=mana.only.controller, source_id=mana.only.source_id)
    if spell is None:
        spell = card.zone == "stack"
    if not spell:
        listed = any(matches(game, card, what, ctx) for what in restriction.abilities)
    else:
        listed = any(matches(game, card, attrs.evolve(what, zone=None) if isinstance(what, fx.Filter) else what, ctx) for what in restriction.spells)
    # "This mana can't be spent to cast nonartifact spells." (CR 106.6): anything but the uses listed
    return listed != bool(restriction.forbidden)


def _as_any_color(game: Game, player: str, payment: Payment, card: GameObject | None = None) -> Payment:
    """"Players may spend mana as though it were mana of any color" (CR 609.4b): a coloured
    requirement can be paid with any mana, so it counts as generic; {C} and snow still need
    their own kind."""
    if not payment.colored or not as_though(game, player, "any_color_mana", card):
        return payment
    # as though of any color, any mana pays X's part too (CR 609.4b)
    return attrs.evolve(payment, generic=payment.generic + sum(n for _, n in payment.colored), colored=(), x_mana=0, x_types=())


def _pool_pays(pool: list[Mana], payment: Payment, any_type: bool) -> bool:
    if any_type:
        # "spend mana as though it were mana of any type" (CR 609.4b): only the amount matters
        return pick_from_pool(pool, Payment(generic=payment.mana_total - payment.snow, snow=payment.snow)) is not None
    return pick_from_pool(pool, payment) is not None


def check_payable(
    game: Game, player: str, payment: Payment, others: Sequence[Any], ctx: Context, source: GameObject | None, *, exclude: Sequence[int] = (), cast: bool = False
) -> None:
    """Refuse a cost that can't be paid; ``exclude``: permanents that pay otherwise (tapped for
    convoke or improvise), which make no mana for it; ``cast``: the source is a card being cast,
    which is on the stack by the time its costs are paid (CR 601.2a), so no part of them."""
    p = game.player(player)
    if payment.life and p.life < payment.life:
        raise IllegalAction("cost", f"{player} can't pay {payment.life} life with {p.life} life (CR 119.4)")
    if payment.life and has(game, player, fx.PlayerRuleName.CANT_LOSE_LIFE):
        raise IllegalAction("cost", f"{player} can't lose life, so can't pay life (CR 119.8)")
    taps_itself = source is not None and any(isinstance(c, fx.TapSelf) for c in others)
    exclude = [*exclude, *([source.id] if taps_itself and source is not None else [])]
    plan = plan_mana(game, player, payment, exclude, source, spell=cast) if payment.mana_total else []
    if plan is None:
        raise IllegalAction("cost", f"{player} can't pay {payment}: not enough mana in the pool and untapped sources")
    if plan:
        # CR 601.2g-h: the mana is paid first (pay_costs), tapping these sources, so the other
        # costs can't tap them too ("tap four untapped artifacts, creatures, and/or lands")
        ctx = attrs.evolve(ctx, tapped_by_cost=ctx.tapped_by_cost | {obj.id for obj, _, _ in plan})
    if source is not None and cast:
        # "Exile a red card from your hand" can't be paid with the spell itself
        ctx = attrs.evolve(ctx, reserved=ctx.reserved | {source.id})
    if source is not None and taps_itself:
        # "{T}, Tap two untapped Humans you control" can't tap the source twice (CR 601.2h)
        ctx = attrs.evolve(ctx, tapped_by_cost=ctx.tapped_by_cost | {source.id})
    for cost in others:
        cost_ctx = _others_ctx(ctx, others, cost, source)
        reason = _cost_choice_left_payable(game, cost, payment, cost_ctx, source, exclude) if isinstance(cost, fx.CostChoice) else can_pay_cost(game, cost, cost_ctx, source)
        if reason is not None:
            raise IllegalAction("cost", reason)


def _moves_itself(cost: Any) -> bool:
    """A cost that sacrifices, exiles or discards its own source ("Exile this artifact")."""
    return isinstance(cost, (fx.SacrificeCost, fx.ExileCost, fx.DiscardCost)) and isinstance(cost.what, fx.This)


def _others_ctx(ctx: Context, others: Sequence[Any], cost: Any, source: GameObject | None) -> Context:
    """The context to check or pay ``cost`` in: "Exile this artifact, Exile another artifact"
    (craft, CR 702.167a): the source that one cost moves can't pay another (CR 601.2h), whatever
    the text of the other says."""
    if source is None or _moves_itself(cost) or not any(_moves_itself(c) for c in others):
        return ctx
    return attrs.evolve(ctx, reserved=ctx.reserved | {source.id})


def _cost_choice_left_payable(game: Game, choice: Any, payment: Payment, ctx: Context, source: GameObject | None, exclude: Sequence[int]) -> str | None:
    """A choice of costs ("reveal a Vampire card from your hand or pay {1}") is paid after the
    mana cost (CR 601.2h, pay_costs): an option that is mana must be payable with it, not with
    the same mana again (Sadistic Skymarcher with three Swamps)."""
    reasons = []
    for option in choice.options:
        if isinstance(option, fx.ManaPayment) and payment.mana_total:
            cost_value = ManaCost.parse(option.mana)
            extra = announce(cost_value, x=ctx.x, choices=[s.payment_options[0] for s in cost_value.choice_symbols])
            reason = None if plan_mana(game, ctx.controller, payment.plus(extra), exclude, source) is not None else f"can't pay {option.mana} as well as {payment}"
        else:
            reason = can_pay_cost(game, option, ctx, source)
        if reason is None:
            return None
        reasons.append(reason)
    return "; ".join(reasons)


def pay_mana(game: Game, player: str, payment: Payment, exclude: Sequence[int] = (), card: GameObject | None = None) -> list[Mana]:
    """CR 601.2g-h: activate mana abilities as needed, then pay from the pool."""
    plan = plan_mana(game, player, payment, exclude, card)
    if plan is None:
        raise IllegalAction("cost", f"{player} can't pay {payment}")
    for obj, ability, production in plan:
        _activate_mana_ability(game, player, obj, ability, production)
    pool = game.player(player).mana_pool
    payment = _as_any_color(game, player, payment, card)
    usable = [i for i, m in enumerate(pool) if spendable(game, m, card)]
    view = [pool[i] for i in usable]
    if mana_any_type(game, player, card):
        picked = pick_from_pool(view, Payment(generic=payment.mana_total - payment.snow, snow=payment.snow))
    else:
        picked = pick_from_pool(view, payment)
    assert picked is not None
    indices = [usable[j] for j in picked]
    spent = [pool[i] for i in indices]
    for index in sorted(indices, reverse=True):
        del pool[index]
    game._touch()
    if spent:
        game.emit("mana", player=player, amount=-len(spent), info={"mana": "".join(str(m) for m in spent), "change": "spend"})
    return spent


def _activate_mana_ability(game: Game, player: str, obj: GameObject, ability: Any, production: tuple[str, ...]) -> None:
    """CR 605.3: a mana ability resolves immediately, without the stack."""
    source = game.info(obj)  # CR 106.3: the source of the mana, as it produces it
    game.tap(obj)
    # CR 106.12, 106.12b: each of these abilities has {T} in its cost: the permanent is tapped
    # for mana, and replacement effects may change what it produces (planned_mana foresaw it)
    game.add_mana(player, produced_by(replace_mana(game, obj, player, [Mana(t) for t in production]), source))
    game.emit("activate", player=player, object=game.info(obj), info={"mana_ability": True, "kinds": ability_kinds(game, obj, ability), "tap": has_tap_cost(ability)})


def pay_costs(game: Game, player: str, payment: Payment, others: Sequence[Any], ctx: Context, source: GameObject | None) -> None:
    """CR 601.2h: pay everything; costs that move cards from the library to a public zone
    (milling) last."""
    if payment.life:
        game.lose_life(player, payment.life, paid=True)
    exclude = [source.id] if source is not None and any(isinstance(c, fx.TapSelf) for c in others) else []
    if payment.mana_total:
        spent = pay_mana(game, player, payment, exclude, source)
        ctx.results["_spent"] = [m.type for m in spent]  # "mana spent to cast it"
        # CR 601.2h, 602.2b: the mana itself, with its source and whether it is snow ("for each
        # mana from a Treasure spent to cast it", "the amount of {S} spent to cast this spell")
        ctx.results["_spent_mana"] = list(spent)
        _spent_watched(game, player, spent, source)
    ordered = [c for c in others if not isinstance(c, fx.MillCost)] + [c for c in others if isinstance(c, fx.MillCost)]
    for cost in ordered:
        pay_cost(game, cost, _others_ctx(ctx, others, cost, source), source)


def _spent_watched(game: Game, player: str, spent: Sequence[Mana], source: GameObject | None) -> None:
    """CR 106.6, 603.7: mana that delayed triggered abilities wait for ("When that mana is spent
    to cast ...") is spent: one event names them and what it paid for (``spell``: a spell being
    cast, on the stack by now, CR 601.2a), so they trigger, or cease to wait if it was not what
    they describe (the mana is gone); the effects the mana carries onto that spell ("If that
    mana is spent on a creature spell, it gains haste.") happen at once."""
    watch = sorted({w for m in spent for w in m.watched_by})
    if not watch:
        return
    spell = source is not None and source.zone == "stack" and getattr(source, "cast", None) is not None
    event = game.emit("spend_mana", player=player, object=game.info(source) if source is not None else None, info={"watch": tuple(watch), "spell": spell})
    apply_mana_riders(game, event, spent)  # CR 106.6: "If that mana is spent on ...", at once


# -- activating ------------------------------------------------------------------------------
def activated_abilities(game: Game, obj: GameObject) -> list[Any]:
    return [a for a in game.abilities(obj) if isinstance(a, fx.ActivatedAbility)]


def is_mana_ability(ability: Any) -> bool:
    """CR 605.1a: no target, could add mana, not a loyalty ability."""
    if not isinstance(ability, fx.ActivatedAbility) or ability.loyalty:
        return False
    effects = chosen_effects(ability, range(1, len(ability.modes.modes) + 1) if ability.modes else ())
    if collect_targets(effects):
        return False
    return any(isinstance(e, fx.AddMana) for e in walk(effects))


def activate_ability(
    game: Game,
    player: str,
    obj: GameObject,
    index: int = 1,
    *,
    x: int | None = None,
    modes: Sequence[int] | None = None,
    targets: dict[str, Sequence[Any]] | Sequence[Any] | None = None,
) -> Any:
    """Activate the ``index``-th (1-based) activated ability of ``obj`` (CR 602.2)."""
    plan = prepare_activation(game, player, obj, index, x=x, modes=modes, targets=targets)
    obj, ability, ctx, payment, others = plan.obj, plan.ability, plan.ctx, plan.payment, plan.others
    key = (obj.card_id, index)
    game.state.turn_record.activations[key] += 1
    ctx.activation = key
    if ability.loyalty:
        game.state.turn_record.loyalty_activated[obj.id] += 1  # CR 606.3
    counts = obj.marks.setdefault("activations", {})
    counts[index] = counts.get(index, 0) + 1
    effects = chosen_effects(ability, ctx.modes)
    if is_mana_ability(ability):
        if any(isinstance(c, fx.TapSelf) for c in ability.costs):
            ctx.results[TAPPED_FOR_MANA] = [obj]  # CR 106.12: it is tapped for mana
        pay_costs(game, player, payment, others, ctx, obj)
        targets_become_targets(game, plan.chosen_targets, ctx.source_info)
        game.emit("activate", player=player, object=ctx.source_info, info={"mana_ability": True, "ability": index, "kinds": ability_kinds(game, obj, ability), "tap": has_tap_cost(ability)})
        ctx.resolving = True
        game.run(effects, ctx)  # CR 605.3b: resolves immediately
        return None
    item = StackAbility(id=game._new_id(), kind="activated", ability=ability, controller=player, ctx=ctx, source_id=obj.id, source_info=ctx.source_info)
    game._insert(item, "stack", None)
    pay_costs(game, player, payment, others, ctx, obj)
    targets_become_targets(game, plan.chosen_targets, ability_info(item))
    kinds = ability_kinds(game, obj, ability)
    game.emit("activate", player=player, object=ctx.source_info, info={"ability": index, "kinds": kinds, "tap": has_tap_cost(ability), "stack_id": item.id})
    _emit_cycled(game, player, ability, kinds, ctx)
    game.state.passes = 0
    give_priority(game, game.player(player).index)
    return item


@attrs.define
class ActivationPlan:
    """An ability as proposed, before its costs are paid (CR 602.2a-b, 601.2b-g):
    :func:`activate_ability` carries it out."""

    obj: GameObject
    ability: Any
    ctx: Context
    payment: Payment
    others: list[Any]
    chosen_targets: list[Any]


def prepare_activation(
    game: Game,
    player: str,
    obj: GameObject,
    index: int = 1,
    *,
    x: int | None = None,
    modes: Sequence[int] | None = None,
    targets: dict[str, Sequence[Any]] | Sequence[Any] | None = None,
) -> ActivationPlan:
    """The proposal and the checks of an activation, up to paying its costs: refused with
    :class:`IllegalAction` when the rules don't allow it. Nothing of the game changes but the
    choices asked (``game.choice_log``)."""
    obj = game.get(obj.id) or obj
    abilities = activated_abilities(game, obj)
    if not 1 <= index <= len(abilities):
        raise IllegalAction("choice", f"{obj.name} has {len(abilities)} activated abilities; there is no ability {index}")
    ability = abilities[index - 1]
    mana_ability = is_mana_ability(ability)
    if not mana_ability:
        require_priority(game, player)
        refusal = split_second_refusal(game, "activate an ability that isn't a mana ability")
        if refusal is not None:
            raise refusal
    if not game.functions_in(ability, obj):
        raise IllegalAction("zone", f"this ability of {obj.name} can be activated only while it is in {ability.zone}; it is in {obj.zone}")
    if obj.phased_out:
        raise IllegalAction("zone", f"{obj.name} is phased out: it is treated as though it does not exist (CR 702.26b)")
    controller = game.controller_of(obj)
    activators = getattr(ability, "activators", None)
    if activators is not None:
        # CR 602.1b: "Only your opponents may activate this ability.": the players it names,
        # read from its controller's side as it is activated
        named = players_of(game, activators, Context(controller=controller, source_id=obj.id, source_info=game.info(obj), ability=ability))
        if player not in [p.name for p in named]:
            raise IllegalAction("priority", f"{obj.name}: only {', '.join(p.name for p in named) or 'no player'} may activate this ability (CR 602.1b)")
    elif controller != player and not getattr(ability, "any_player", False):  # CR 602.1b: "Any player may activate this ability."
        raise IllegalAction("priority", f"only {controller} can activate abilities of {obj.name} (CR 602.2)")
    if (ability.sorcery_speed or ability.loyalty) and not is_sorcery_timing(game, player):
        # "you may activate equip abilities any time you could cast an instant": whenever the
        # player has priority (CR 117.1a, 602.5d, 606.3), as checked above
        if not activation_permitted(game, player, obj, ability, "instant"):
            raise IllegalAction("timing", f"{obj.name}: activate only as a sorcery (CR 602.5d)")
    key = (obj.card_id, index)
    # a loyalty ability's "once each turn" is CR 606.3's limit on the loyalty abilities of the
    # permanent, checked below (one a permission to activate them twice can lift)
    if ability.once_per_turn and not ability.loyalty and game.state.turn_record.activations[key] >= 1:
        raise IllegalAction("timing", f"{obj.name}: this ability can be activated only once each turn (CR 602.5b)")
    if ability.loyalty and game.state.turn_record.loyalty_activated[obj.id] >= 1:
        # CR 606.3: one loyalty ability of a permanent each turn, whichever it is; "twice each
        # turn rather than only once" lets a second one be activated, never a third
        if game.state.turn_record.loyalty_activated[obj.id] >= 2 or not activation_permitted(game, player, obj, ability, "twice"):
            raise IllegalAction("timing", f"{obj.name}: a loyalty ability of this permanent was already activated this turn (CR 606.3)")
    chars = game.characteristics(obj)
    summoning_sick = "Creature" in chars.types and obj.controlled_since_turn >= game.state.turn and not chars.has_keyword("Haste")
    if summoning_sick and any(isinstance(c, (fx.TapSelf, fx.UntapSelf)) for c in ability.costs) and not activation_permitted(game, player, obj, ability, "haste"):
        raise IllegalAction("cost", f"{obj.name} has not been under {player}'s control since the start of the turn (CR 602.5a)")
    ctx = Context(controller=player, source_id=obj.id, source_info=game.info(obj), ability=ability)
    _check_activation_restrictions(game, player, obj, ability, index, ctx)
    _check_cant_be_activated(game, player, obj, ability)
    ctx.modes = _announce_modes(game, player, ability, modes, obj.name, ctx)
    mana_parts = [c for c in ability.costs if isinstance(c, fx.ManaPayment)]
    others = [c for c in ability.costs if not isinstance(c, fx.ManaPayment)]
    cost = ManaCost.parse("".join(c.mana for c in mana_parts)) if mana_parts else ManaCost(())
    defined_x = next((c.x for c in mana_parts if c.x is not None), None)
    if defined_x is not None:
        ctx.x = evaluate(game, defined_x, ctx)  # CR 107.3c: X defined by the text, not announced
    elif cost.has_x or any(isinstance(e, fx.Variable) for e in walk(tuple(others))):
        ctx.x = _announce_x(game, player, x, obj.name, ability.x_bounds, ctx)
    payment = x_mana_types(ability.x_bounds, announce_payment(game, player, cost, ctx.x, obj.name), cost, ctx.x)
    effects = chosen_effects(ability, ctx.modes)
    # CR 602.2b, 601.2: what the text reads "as you activate this ability" is read while it is
    # activated: as its targets are chosen (when they read it), else before its costs are paid
    ctx.as_cast = {}
    chosen_targets = _choose_targets(game, player, effects, ctx, targets, obj.name)
    check_mode_targets(ability, ctx, obj.name)
    for element in walk(effects):
        if isinstance(element, fx.ValueAsCast):
            evaluate(game, element, ctx)
        elif isinstance(element, fx.ConditionAsCast):
            check_condition(game, element, ctx)
    changes = [(change, ctx) for change in getattr(ability, "cost_changes", ())]
    changes += activation_cost_changes(game, player, obj, ability, chosen_targets)
    if changes:
        # CR 601.2f (via 602.2b): "This ability costs {1} less to activate ...", "Equip abilities
        # you activate cost {1} less to activate." lock in the total
        payment = apply_cost_changes(game, changes, payment)
    check_payable(game, player, payment, others, ctx, obj)
    return ActivationPlan(obj=obj, ability=ability, ctx=ctx, payment=payment, others=others, chosen_targets=chosen_targets)


def activation_permitted(game: Game, player: str, obj: GameObject, ability: Any, kind: str) -> bool:
    """Whether a permission to activate abilities beyond the rules' limits (CR 602.5) of that
    ``kind`` ("haste", "instant", "twice": fx.ActivationPermission) lets ``player`` activate
    this ability of ``obj``: a static ability that functions now, or one a resolved spell or
    ability made for its duration (its description read as each ability is activated, CR
    611.2c)."""
    for effect, source in static_effects_of(game, fx.ActivationPermission):
        if effect.kind != kind or not isinstance(effect.what, fx.ActivatedAbilities):
            continue
        ctx = game.static_context(source)
        if player in [p.name for p in players_of(game, effect.player, ctx)] and _is_described_ability(game, player, obj, ability, (), effect.what, ctx):
            return True
    for permission in game.state.permissions:
        if permission.get("activation") == kind and permission.get("player") == player:
            if _is_described_ability(game, player, obj, ability, (), permission["what"], permission["ctx"]):
                return True
    return False


def _check_cant_be_activated(game: Game, player: str, obj: GameObject, ability: Any) -> None:
    forbidding = activation_forbidden_by(game, player, obj, ability)
    if forbidding is not None:
        raise IllegalAction("timing", f"{obj.name}: its activated abilities can't be activated ({forbidding.name}, CR 602.5)")


def activation_forbidden_by(game: Game, player: str, obj: GameObject, ability: Any) -> GameObject | None:
    """CR 602.5: "Activated abilities of artifacts can't be activated.": the source of a static
    ability that describes this one and forbids activating it (the targets are not chosen yet:
    a description by the abilities' targets is not applied), or None. A detained permanent's
    activated abilities can't be activated (CR 701.35a): it forbids them itself."""
    if obj.zone == "battlefield" and obj.marks.get("detained"):
        return obj
    if ACTIVATED_ABILITIES_CANT_BE_ACTIVATED in game.characteristics(obj).rules:
        # a resolved instruction's "Its activated abilities can't be activated this turn."
        return obj
    for effect, source in static_effects_of(game, fx.Restriction):
        if effect.rule != "can't be activated" or not isinstance(effect.what, fx.ActivatedAbilities):
            continue
        if effect.what.targets is None and _is_described_ability(game, player, obj, ability, (), effect.what, game.static_context(source)):
            return source
    return None


def activation_cost_changes(game: Game, player: str, obj: GameObject, ability: Any, chosen_targets: Sequence[Any]) -> list[tuple[Any, Context]]:
    """The static cost changes of activated abilities (CR 602.2b, 601.2f) that apply to this
    one: "Activated abilities of creatures you control cost {1} less to activate", "Equip
    abilities you activate that target this creature cost {3} less to activate", each with the
    context of its source."""
    changes = []
    for effect, source in static_effects_of(game, fx.ModifyCost):
        if effect.action != "activate" or not isinstance(effect.spells, fx.ActivatedAbilities):
            continue
        ctx = game.static_context(source)
        if _is_described_ability(game, player, obj, ability, chosen_targets, effect.spells, ctx):
            if fx.TargetsChosen() in walk((effect.amount, effect.mana_times)):
                # the targets of the ability being activated (CR 602.2b, 601.2c) are not read here
                raise UnsupportedAtRuntime("TargetsChosen", "a change to activation costs for each target of the ability activated")
            changes.append((effect, ctx))
    return changes


def _is_described_ability(game: Game, player: str, obj: GameObject, ability: Any, chosen_targets: Sequence[Any], described: fx.ActivatedAbilities, ctx: Context) -> bool:
    """Whether the ability of ``obj`` that ``player`` activates is one of the abilities
    ``described``: on those objects (in their zone: the battlefield unless the description says
    another), of that kind (the keyword whose definition it is, CR 702; a loyalty ability, CR
    606), activated by that player, not a mana ability (CR 605), with that target (CR 115)."""
    if described.of is not None:
        zone = described.of.zone if isinstance(described.of, fx.Filter) else None
        if obj.zone != (zone or "battlefield") or not matches(game, obj, described.of, ctx):
            return False
    if described.keyword == "loyalty":
        if not ability.loyalty:
            return False
    elif described.keyword is not None and described.keyword not in _keywords_making(game, obj, ability):
        return False
    if described.player is not None and player not in [p.name for p in players_of(game, described.player, ctx)]:
        return False
    if not described.mana_abilities and is_mana_ability(ability):
        return False
    if described.tap_cost is not None and has_tap_cost(ability) != described.tap_cost:
        return False  # "activated abilities with {T} in their costs" (CR 107.5, 602.1a)
    if described.targets is not None:
        wanted = {o.id for o in objects_of(game, described.targets, ctx)}
        fits = [isinstance(t, GameObject) and t.id in wanted for t in chosen_targets]
        if not any(fits) or (described.targets_only and not all(fits)):
            return False
    return True


def _emit_cycled(game: Game, player: str, ability: Any, kinds: tuple[str, ...], ctx: Context) -> None:
    """CR 702.29c: "When you cycle this card" means "When you discard this card to pay an
    activation cost of a cycling ability" (typecycling abilities are cycling abilities, CR
    702.29f): each card discarded to pay the cost of a cycling ability is cycled, as it is now
    (in whatever zone it wound up in)."""
    if not any(k.endswith("cycling") for k in kinds) or not any(isinstance(c, fx.DiscardCost) for c in ability.costs):
        return
    for card_id in ctx.results.get(fx.Discard.result_key, ()):
        card = game.get(card_id)
        if card is not None:
            game.emit("cycle", player=player, object=game.info(card))


def has_tap_cost(ability: Any) -> bool:
    """Whether an activated ability's cost has the tap symbol {T} (CR 107.5, 602.1a): "activated
    abilities with {T} in their costs", "an ability without {T} in its activation cost"."""
    return any(isinstance(c, fx.TapSelf) for c in getattr(ability, "costs", ()))


def ability_kinds(game: Game, obj: GameObject, ability: Any) -> tuple[str, ...]:
    """The kinds an activated ability is of, for the event of its activation: the keywords whose
    definition it is ("exhaust", CR 702.177), and "loyalty" (CR 606)."""
    return tuple(sorted(_keywords_making(game, obj, ability) | ({"loyalty"} if getattr(ability, "loyalty", False) else set())))


def _keywords_making(game: Game, obj: GameObject, ability: Any) -> set[str]:
    """The keywords of ``obj`` whose rules definition holds ``ability`` ("equip" for the ability
    "Equip {2}" stands for, CR 702.6a)."""
    names: set[str] = set()
    for keyword in game.abilities(obj):
        if isinstance(keyword, fx.Keyword) and any(a is ability for a in flatten(keyword.definition or ())):
            names.add(keyword.name.casefold())
    return names


# -- triggered abilities ---------------------------------------------------------------------
def put_triggered_ability(game: Game, pending: PendingTrigger) -> StackAbility | None:
    """CR 603.3: put a triggered ability on the stack; modes (603.3c) and targets (603.3d) are
    chosen now; without legal targets it is removed."""
    ability = pending.ability
    ctx = Context(controller=pending.controller, source_id=pending.source_id, source_info=pending.source_info, ability=ability, event=pending.event)
    if pending.carried is not None:  # CR 603.7c, 107.3n: a delayed trigger remembers
        ctx.results = dict(pending.carried["results"])
        ctx.targets = dict(pending.carried["targets"])
        ctx.x = pending.carried["x"]
        ctx.costs_paid = pending.carried.get("costs_paid", frozenset())  # CR 603.7c: "if it was kicked"
    elif pending.event is not None and pending.event.kind == "monstrous":
        ctx.x = pending.event.amount or 0  # CR 701.37c: X is X as the permanent became monstrous
    else:
        ctx.x = entering_spell_x(game, ability, pending.source_id, pending.event) or cast_spell_x(ability, pending.event) or 0
    name = pending.source_info.name if pending.source_info else "trigger"
    spec = getattr(ability, "modes", None)
    if spec is not None:
        try:
            ctx.modes = _announce_modes(game, pending.controller, ability, None, name, ctx)
        except IllegalAction:
            if spec.unchosen is None:
                raise
            # CR 700.2b: no mode can be chosen ("one that hasn't been chosen", every one was)
            game.emit("trigger", player=pending.controller, object=pending.source_info, info={"removed": "no mode chosen"})
            return None
    effects = chosen_effects(ability, ctx.modes)
    try:
        chosen_targets = _choose_targets(game, pending.controller, effects, ctx, None, name)
        check_mode_targets(ability, ctx, name)
    except IllegalAction:
        game.emit("trigger", player=pending.controller, object=pending.source_info, info={"removed": "no legal targets"})
        return None
    item = StackAbility(id=game._new_id(), kind="triggered", ability=ability, controller=pending.controller, ctx=ctx, source_id=pending.source_id, source_info=pending.source_info)
    game._insert(item, "stack", None)
    game.emit("trigger", player=pending.controller, object=pending.source_info, info={"ability": ability.describe()[:80]})
    targets_become_targets(game, chosen_targets, ability_info(item))
    return item


# -- special actions -------------------------------------------------------------------------
def play_land(game: Game, player: str, card: GameObject) -> GameObject | None:
    """CR 116.2a, 305.1-305.2: a land from hand, in a main phase of your turn with an empty
    stack, one per turn (unless effects allow more)."""
    card = game.get(card.id) or card
    check_land_play(game, player, card)
    in_hand = card.zone == "hand" and card.owner == player
    granted = any(p.get("player") == player and p.get("card_id") == card.card_id and p.get("play") and permission_usable(game, p) for p in game.state.permissions)
    permitting = [] if in_hand or granted else play_permission_sources(game, player, card)
    if permitting and all(effect.once_each is not None for effect, _ in permitting):
        # "Once during each of your turns, you may play a land from your graveyard": used now
        effect, source = permitting[0]
        game.state.turn_record.permissions_used.add((source.id, effect))
    if granted:  # "you may play one of those cards": the land played uses it
        game.use_permission(player, card)
    p = game.player(player)
    p.lands_played_this_turn += 1
    land = game.move(card, "battlefield", controller=player, cause="play")
    game.emit("special_action", player=player, object=game.info(land) if land else None, info={"action": "play land"})
    game.state.passes = 0
    give_priority(game, p.index)  # CR 116.3
    return land


def check_land_play(game: Game, player: str, card: GameObject) -> None:
    """Refuse (:class:`IllegalAction`) playing ``card`` as ``player``'s land now; changes nothing."""
    require_priority(game, player)
    chars = game.characteristics(card)
    if "Land" not in chars.types:
        raise IllegalAction("zone", f"{card.name} is not a land: it is cast, not played")
    if has(game, player, fx.PlayerRuleName.CANT_PLAY_LANDS):
        raise IllegalAction("timing", f"{player} can't play lands (CR 101.2, 305.2b)")
    if forbidden_card(game, card, fx.CANT_BE_PLAYED):
        raise IllegalAction("timing", f"{card.name}: lands like it can't be played (CR 101.2, 305.2b)")
    in_hand = card.zone == "hand" and card.owner == player
    granted = any(p.get("player") == player and p.get("card_id") == card.card_id and p.get("play") and permission_usable(game, p) for p in game.state.permissions)
    if not (in_hand or granted or play_permissions(game, player, card)):
        raise IllegalAction("zone", f"{card.name} is not in {player}'s hand, and no effect lets {player} play it from {card.zone}")
    if not is_sorcery_timing(game, player):
        raise IllegalAction("timing", "a land can be played only in your main phase with an empty stack (CR 305.1)")
    p = game.player(player)
    if p.lands_played_this_turn >= land_plays_allowed(game, player):
        raise IllegalAction("timing", f"{player} has already played a land this turn (CR 305.2)")


def foretell(game: Game, player: str, card: GameObject) -> GameObject | None:
    """CR 116.2h, 702.143a-b: pay {2} and exile a card with foretell from your hand face
    down, any time you have priority during your turn. A special action: no stack."""
    card = game.get(card.id) or card
    payment, others, ctx = prepare_foretell(game, player, card)
    pay_costs(game, player, payment, others, ctx, card)
    exiled = game.move(card, "exile", face_down=True, cause="foretell")
    if exiled is not None:
        exiled.foretold_turn = game.state.turn
        exiled.marks["foretold"] = True
    game.emit("special_action", player=player, object=None, info={"action": "foretell"})
    game.state.passes = 0
    give_priority(game, game.player(player).index)  # CR 116.3
    return exiled


def prepare_foretell(game: Game, player: str, card: GameObject) -> tuple[Payment, list[Any], Context]:
    """The checks of foretelling ``card`` (refused with :class:`IllegalAction`) and the cost to
    pay: its mana, its other parts, their context. Changes nothing."""
    require_priority(game, player)
    if card.zone != "hand" or card.owner != player:
        raise IllegalAction("zone", f"{card.name} is not in {player}'s hand")
    action = next((a for a in _face_abilities(card) if isinstance(a, fx.SpecialAction) and a.name.casefold() == "foretell"), None)
    if action is None:
        raise IllegalAction("choice", f"{card.name} has no foretell ability")
    if game.active_player.name != player:
        raise IllegalAction("timing", f"{player} can foretell only during their own turn (CR 116.2h)")
    mana = "".join(c.mana for c in action.cost if isinstance(c, fx.ManaPayment)) or "{2}"
    payment = announce(ManaCost.parse(mana))
    ctx = Context(controller=player, source_id=card.id, source_info=game.info(card))
    others = [c for c in action.cost if not isinstance(c, fx.ManaPayment)]
    check_payable(game, player, payment, others, ctx, card)
    return payment, others, ctx


def end_effect_by_paying(game: Game, player: str, source: GameObject) -> None:
    """CR 116.2c, 611.2a: pay the cost an effect names to end it ("You may pay {W} to end this
    effect.", the licids), any time the player has priority, for as long as the effect lasts. A
    special action: no stack. ``source``: the object whose ability created the effect; of its
    effects that player may end, those one resolution created (the oldest) end together."""
    key, payment, others, ctx = prepare_end_effect(game, player, source)
    pay_costs(game, player, payment, others, ctx, source)
    game.state.effects = [e for e in game.state.effects if e.ended_by_paying is None or e.ended_by_paying[2] != key]
    game._touch()
    game.emit("special_action", player=player, object=game.info(source), info={"action": "end effect"})
    game.state.passes = 0
    give_priority(game, game.player(player).index)  # CR 116.3


def prepare_end_effect(game: Game, player: str, source: GameObject) -> tuple[int, Payment, list[Any], Context]:
    """The checks of paying to end an effect of ``source``'s (refused with
    :class:`IllegalAction`) and what to pay: the effects' key, the mana, the other costs, their
    context. Changes nothing."""
    require_priority(game, player)
    endable = next((e.ended_by_paying for e in game.state.effects if e.ended_by_paying is not None and e.source_id == source.id and e.ended_by_paying[0] == player), None)
    if endable is None:
        raise IllegalAction("choice", f"no effect of {source.name} that {player} may pay to end (CR 116.2c)")
    _, cost, key = endable
    mana = "".join(c.mana for c in cost if isinstance(c, fx.ManaPayment))
    payment = announce(ManaCost.parse(mana or "{0}"))
    ctx = Context(controller=player, source_id=source.id, source_info=game.info(source))
    others = [c for c in cost if not isinstance(c, fx.ManaPayment)]
    check_payable(game, player, payment, others, ctx, source)
    return key, payment, others, ctx


# -- resolving -------------------------------------------------------------------------------
def _rebound(game: Game, spell: GameObject, chars: Any) -> bool:
    """CR 702.88a: rebound means "If this spell was cast from your hand, instead of putting it
    into your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you
    may cast this card from exile without paying its mana cost." True if it was exiled so."""
    cast = spell.cast
    if not chars.has_keyword("rebound") or cast is None or cast.from_zone != "hand" or spell.spell_copy:
        return False
    exiled = game.move(spell, "exile", cause="rebound")
    if exiled is None or exiled.zone != "exile":
        return True  # another replacement sent it elsewhere: it was not put into the graveyard either way
    player = spell.controller
    recast = fx.Cast(what=fx.Found(key="rebound"), without_paying=True, optional=True)
    game.state.delayed_triggers.append(
        {"trigger": fx.StepTrigger(step="upkeep", player=fx.You()), "effects": (recast,), "controller": player, "source_id": exiled.id,
         "source_info": game.info(exiled), "results": {"rebound": [exiled.id]}, "targets": {}, "x": 0, "created_turn": game.state.turn, "duration": None}
    )
    return True


def sunburst_counters(game: Game, spell: GameObject, ctx: Context) -> dict[str, int]:
    """CR 702.44a: sunburst means "If this object is entering as a creature, ignoring any
    type-changing effects that would affect it, it enters with a +1/+1 counter on it for each
    color of mana spent to cast it. Otherwise, it enters with a charge counter on it for each
    color of mana spent to cast it." Only for a resolving spell, and only colored mana counts
    (702.44b: read here, as the spell resolves); each instance works separately (702.44d)."""
    abilities = game.characteristics(spell).abilities
    instances = sum(1 for k in abilities if isinstance(k, fx.Keyword) and k.name.casefold() == "sunburst")
    colors = len({m for m in ctx.results.get("_spent", ()) if m in "WUBRG"})
    if not instances or not colors:
        return {}
    creature = "Creature" in printed_characteristics(spell).types
    return {"+1/+1" if creature else "charge": instances * colors}


def targets_all_illegal(game: Game, ctx: Context) -> bool:
    """CR 608.2b: a spell or ability with targets, all of which are now illegal."""
    chosen = [(key, t) for key, ts in ctx.targets.items() for t in ts]
    if not chosen:
        return False
    legal = [(key, t) for key, t in chosen if target_still_legal(game, ctx.target_specs.get(key), t, ctx)]
    ctx.results["_illegal_targets"] = [t for key, t in chosen if (key, t) not in legal]
    return not legal


def resolve_item(game: Game, item: Any) -> None:
    if isinstance(item, StackAbility):
        ctx = item.ctx
        ctx.resolving = True
        ability = item.ability
        fizzled = targets_all_illegal(game, ctx)
        recheck = getattr(ability, "condition", None) if item.kind == "triggered" else None
        if not fizzled and recheck is not None and not game.check_condition(recheck, ctx):
            fizzled = True  # CR 603.4: the intervening "if" is checked again
        if not fizzled:
            game.run(chosen_effects(ability, ctx.modes), ctx)
        if item.id in game.state.objects:
            game._remove(item)
        game.emit("resolve", player=item.controller, object=item.source_info, info={"ability": item.kind, "countered": fizzled})
        if not fizzled and item.kind == "activated" and any(isinstance(c, fx.TapCost) and c.purpose == "crew" for c in getattr(ability, "costs", ())):
            # CR 702.122d: a Vehicle "becomes crewed" as a crew ability of it resolves
            game.emit("crewed", player=item.controller, object=item.source_info)
        return
    spell: GameObject = item
    cast = spell.cast
    ctx: Context = cast.ctx if cast is not None else Context(controller=spell.controller, source_id=spell.id)
    ctx.resolving = True
    ctx.source_id = spell.id
    ctx.source_info = game.info(spell)
    if targets_all_illegal(game, ctx):
        # CR 608.2b: it doesn't resolve; it is removed from the stack (to its owner's graveyard)
        game.emit("resolve", player=spell.controller, object=ctx.source_info, info={"countered": True})
        game.move(spell, "graveyard", cause="countered on resolution")
        return
    chars = game.characteristics(spell)
    if "Instant" in chars.types or "Sorcery" in chars.types:
        ascend_spell(game, spell, ctx.controller)  # CR 702.131a
        ability = cast.ability if cast is not None else spell_ability(game, spell)
        if ability is not None:
            game.run(chosen_effects(ability, ctx.modes), ctx)
        game.emit("resolve", player=spell.controller, object=ctx.source_info)
        on_stack = spell.id in game.state.objects and spell.zone == "stack"
        if on_stack and not _rebound(game, spell, chars):
            game.move(spell, "graveyard", cause="resolve")  # CR 608.2n
        return
    # CR 608.3: a permanent spell becomes a permanent on the battlefield
    game.emit("resolve", player=spell.controller, object=ctx.source_info)
    enchanted = [t for t in ctx.targets.get("enchant", []) if isinstance(t, int)]
    # CR 708.4: a face-down spell enters face down; CR 702.146b, 712.8c: one cast transformed, its
    # back face up, enters with its back face up
    transformed = bool(spell.face) and _transforms(spell)
    permanent = game.move(spell, "battlefield", controller=spell.controller, cause="resolve", counters=sunburst_counters(game, spell, ctx) or None, face_down=spell.face_down, transformed=transformed)
    exiled_for_its_costs = game.state.linked_exiles.pop(spell.id, None)
    if permanent is not None and exiled_for_its_costs:
        # the cards exiled to pay the spell's costs ("behold a Kithkin and exile it") are "the
        # exiled card" of the permanent it becomes (as linked abilities, CR 607.2a)
        game.state.linked_exiles.setdefault(permanent.id, []).extend(exiled_for_its_costs)
        game._touch()  # characteristics may read the linked cards (CR 611.3a)
    if permanent is not None and enchanted and game.get(enchanted[0]) is not None:
        permanent.attached_to = enchanted[0]  # CR 303.4f: it enters attached to its target
        game._touch()
