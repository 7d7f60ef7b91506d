"""Characteristics and continuous effects in layers (CR 613).

:func:`compute_world` determines every object's characteristics at once, layer by layer: the
objects a continuous effect from a static ability affects are decided with the characteristics
the objects have at the layer where the effect first applies (CR 613.6), so "Elves you control
get +1/+1" sees an object that became an Elf in layer 4. Within a layer, characteristic-defining
abilities apply first, then the rest in timestamp order (CR 613.3, 613.7); dependencies (CR
613.8) are not modelled.

Sources of continuous effects:

* effects created by resolved spells and abilities (:class:`ActiveEffect` in the game state),
  whose affected set is fixed when they begin (CR 611.2c) and whose values were fixed on
  resolution (CR 611.2d);
* static abilities of objects in the zones where they function (CR 604, 611.3), re-evaluated
  continuously; the static abilities an object has are its printed ones plus those granted by
  resolved effects and those its own statics give it (statics other objects' statics grant are
  not followed);
* counters (keyword counters in layer 6, CR 122.1b, 613.1f; P/T counters in layer 7c, CR
  613.4c), face-down status (layer 1b, CR 708.2), changeling and devoid
  (characteristic-defining abilities in layers 4 and 5, CR 702.73a, 702.114a), and the
  intrinsic mana abilities of basic land types (CR 305.6).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from ..effects.base import walk
from ..compiler import lower_keyword
from ..vocabulary import data as vocabulary_data
from ..vocabulary import subtype_kind
from .dispatch import check_condition, static_effect_ops
from .mana import ManaCost
from .ring import RING_BEARER

if TYPE_CHECKING:
    from .game import Game
    from .state import GameObject

#: Layers in order (CR 613.1, 613.4); "1b" is face-down status; layer 3 holds only the change
#: of a name (a text-changing effect, CR 613.1c, 123.6c)
LAYERS = ("2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")
#: effects on players, applied after the objects' characteristics (CR 613.10): read by
#: player_abilities, not by the layers
PLAYERS_LAYER = "613.10"
BASIC_LAND_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}
#: CR 122.1b: the keywords a keyword counter can be (a counter of that name gives the keyword)
KEYWORD_COUNTERS = frozenset(
    ("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste", "hexproof",
     "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")
)


@cache
def creature_types() -> frozenset[str]:
    return frozenset(vocabulary_data()["subtypes"]["creature"])


@cache
def counter_keyword(name: str) -> fx.Keyword:
    """The keyword ability a keyword counter gives (CR 122.1b), with its rules definition."""
    return lower_keyword(fx.KeywordParams(name=name))


#: the rule of a goaded creature, given by goad until the goader's next turn or by a static
#: ability while it applies ("Enchanted creature ... is goaded"): it attacks each combat if able
#: (CR 701.15b; attacking another player than the goader is not modelled: every attack goes to
#: the first opponent)
GOADED = "goaded"


def designation_ops(obj: GameObject) -> list[tuple[Any, ...]]:
    """What a keyword action's designation does to the permanent, in layer 6 (applied like a
    keyword counter's ability, with the object's timestamp): suspected, menace and "can't block"
    (CR 701.60c); detained, "can't attack or block" (its abilities are refused by activation,
    CR 701.35a); goaded, the rule :data:`GOADED`, which the declaration of attackers reads as a
    requirement to attack (CR 701.15b)."""
    marks = obj.marks
    if not marks:
        return []
    ops: list[tuple[Any, ...]] = []
    if marks.get("suspected"):
        ops += [("grant", (counter_keyword("menace"),)), ("rule", "can't block")]
    if marks.get("detained"):
        ops.append(("rule", "can't attack or block"))
    if marks.get("goaded"):
        ops.append(("rule", GOADED))
    return ops


def keyword_counters(obj: GameObject) -> list[tuple[int, fx.Keyword]]:
    """(timestamp, keyword) of each kind of keyword counter on ``obj`` (CR 122.1b): a counter's
    timestamp is when it was put on, that of the latest of its kind (CR 613.7c), or the object's
    own if it entered with it."""
    if not obj.counters:
        return []
    stamps = obj.marks.get("counter_timestamps", {})
    return [(stamps.get(kind, obj.timestamp), counter_keyword(kind)) for kind, count in obj.counters.items() if count > 0 and kind in KEYWORD_COUNTERS]


@cache
def intrinsic_mana_ability(land_type: str) -> fx.ActivatedAbility:
    """CR 305.6: "{T}: Add [mana symbol]." of a basic land type."""
    return fx.ActivatedAbility(costs=(fx.TapSelf(),), effects=(fx.AddMana(mana=BASIC_LAND_MANA[land_type]),))


@attrs.frozen
class RuleAbout:
    """A rule about an object that names others: "can't block creatures with power 2 or less",
    "can't attack you" (CR 508.1c, 509.1b). ``other``: the description or reference the rule
    names, read with ``ctx`` (whose "you" it is, its targets) when the rule is applied. Never
    equal to the bare rule's text, so "can't block" in ``rules`` stays the rule without one."""

    rule: str
    other: Any
    ctx: Any


#: the rules the combat code reads with the objects or players they name (runtime.combat)
RULES_NAMING_OTHERS = ("can't attack", "can't block")


#: the rules about objects some part of the runtime reads where they apply, each added by the
#: module that reads it (combat, untap step, state-based actions, ...); a static ability that
#: gives any other rule is counted as unsupported, not as done (runtime.static_abilities)
READ_OBJECT_RULES: set[str] = set()
#: rules read by their beginning ("can be blocked as though it didn't have islandwalk")
READ_OBJECT_RULE_PREFIXES: set[str] = set()
READ_OBJECT_RULES.add(GOADED)  # read by the declaration of attackers (runtime.combat)
#: "Its activated abilities can't be activated this turn." set up by a resolving instruction: a
#: rule about the object, read by activation (CR 602.5, casting.activation_forbidden_by)
ACTIVATED_ABILITIES_CANT_BE_ACTIVATED = "its activated abilities can't be activated"
READ_OBJECT_RULES.add(ACTIVATED_ABILITIES_CANT_BE_ACTIVATED)


#: other rules that name objects, each added by the module that reads it with what it names
#: ("can be the target of as though it didn't have hexproof", runtime.targets)
READ_RULES_NAMING_OTHERS: set[str] = set()


def reads_rule(rule: str, other: Any) -> bool:
    """Whether the runtime reads this rule about objects (with ``other``, the objects it names)."""
    if other is not None:
        return rule in RULES_NAMING_OTHERS or rule in READ_RULES_NAMING_OTHERS
    return rule in READ_OBJECT_RULES or any(rule.startswith(prefix) for prefix in READ_OBJECT_RULE_PREFIXES)


def rule_op(rule: str, other: Any, ctx: Any) -> tuple[str, str | RuleAbout]:
    """The layer-6 op of a ``Restriction``: its rule, with what it names where combat reads it."""
    if other is not None and (rule in RULES_NAMING_OTHERS or rule in READ_RULES_NAMING_OTHERS):
        return ("rule", RuleAbout(rule=rule, other=other, ctx=ctx))
    return ("rule", rule)


@attrs.define
class Characteristics:
    """An object's current characteristics (CR 109.3) and controller."""

    name: str
    mana_cost: ManaCost | None
    colors: tuple[str, ...]
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    abilities: tuple[Any, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    controller: str
    #: changeling (CR 702.73a): every creature type
    every_creature_type: bool = False
    #: "loses all creature types" applied in layer 4 after changeling, a characteristic-defining
    #: ability applied first (CR 613.3): changeling gives it no creature type back
    creature_types_lost: bool = False
    #: rules about the object from effects: "can't attack", "can't block", "can't be blocked",
    #: "can't be countered", "attacks each combat if able" (CR 613.11); a rule that names other
    #: objects or players ("can't block creatures with power 2 or less") as a :class:`RuleAbout`
    rules: tuple[str | RuleAbout, ...] = ()
    #: the intrinsic mana abilities of its basic land types (CR 305.6) among ``abilities``, as
    #: last added (:func:`_add_intrinsic_mana_abilities`): those, not an equal printed or
    #: granted "{T}: Add {G}.", are what a change of its land types replaces
    intrinsic: tuple[Any, ...] = ()

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    def has_subtype(self, subtype: str) -> bool:
        if subtype in self.subtypes:
            return True
        return self.every_creature_type and subtype in creature_types()

    def keyword(self, name: str) -> fx.Keyword | None:
        wanted = name.casefold()
        for ability in self.abilities:
            if isinstance(ability, fx.Keyword) and ability.name.casefold() == wanted:
                return ability
        return None

    def has_keyword(self, name: str) -> bool:
        return self.keyword(name) is not None

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value if self.mana_cost else 0


@attrs.define
class ActiveEffect:
    """A continuous effect of a resolved spell or ability (CR 611.2).

    ``affected``: the object ids it applies to, fixed when it began (CR 611.2c).
    ``ops``: (layer, operation) pairs with values already evaluated (CR 611.2d).
    ``duration``: "end_of_turn", "game", "perpetual" (the rest of the game, following the card
    across zones), "source" (as long as the source is on the battlefield), or "while" (for as
    long as the condition of ``lasts_while`` holds, CR 611.2b).
    """

    id: int
    timestamp: int
    affected: tuple[int, ...]
    ops: tuple[tuple[str, tuple[Any, ...]], ...]
    duration: str = "end_of_turn"
    source_id: int | None = None
    controller: str | None = None
    #: duration "while": (condition, context) of "for as long as ..." (CR 611.2b)
    lasts_while: Any = None
    #: "until this card is cast from exile": (object ids, zone); the effect ends as one of those
    #: objects is cast from that zone (CR 601.2i), whatever its duration otherwise
    until_cast: tuple[tuple[int, ...], str] | None = None
    #: "You may pay {W} to end this effect.": (player, cost, key); the player may pay the cost to
    #: end every effect with that key, a special action (CR 116.2c, casting.end_effect_by_paying)
    ended_by_paying: tuple[str, tuple[Any, ...], int] | None = None


def carries_to_permanent(effect: ActiveEffect) -> bool:
    """Does a continuous effect of a resolved spell or ability change only characteristics or
    control (CR 400.7a, 613.1), no rule of the game about the object ("can't be countered")?"""
    return bool(effect.ops) and all(op[0] != "rule" for _layer, op in effect.ops)


@attrs.define
class StaticEffect:
    timestamp: int
    ops: tuple[tuple[str, tuple[Any, ...]], ...]
    selector: Callable[[GameObject, dict[int, Characteristics]], bool] | None
    fixed: tuple[int, ...] | None = None
    cda: bool = False
    affected: list[int] | None = None
    #: it may apply to objects outside the battlefield ("cards in your graveyard have ...")
    zone_wide: bool = False


def base_characteristics(game: Game, obj: GameObject) -> Characteristics:
    """Layer 1: the copiable values (printed characteristics, or face-down ones)."""
    if obj.face_down:
        # CR 708.2a: a face-down permanent (or morph or disguise spell, 702.37c) is a 2/2
        # creature with no name, text, subtypes or mana cost; a face-down card in exile
        # (foretold) has no characteristics at all.
        on_battlefield = obj.zone in ("battlefield", "stack")
        return Characteristics(
            name="",
            mana_cost=None,
            colors=(),
            supertypes=(),
            types=("Creature",) if on_battlefield else (),
            subtypes=(),
            abilities=(),
            power=2 if on_battlefield else None,
            toughness=2 if on_battlefield else None,
            loyalty=None,
            controller=obj.controller,
        )
    return printed_characteristics(obj)


def printed_characteristics(obj: GameObject) -> Characteristics:
    """The face-up printed characteristics of an object's card (a face-down card about to be
    cast is checked with these, CR 601.3e)."""
    face = obj.definition.faces[obj.face]
    return Characteristics(
        name=face.name,
        mana_cost=face.mana_cost,
        colors=tuple(face.colors),
        supertypes=tuple(face.supertypes),
        types=tuple(face.types),
        subtypes=tuple(face.subtypes),
        abilities=tuple(face.abilities),
        power=printed_number(face.power),
        toughness=printed_number(face.toughness),
        loyalty=printed_number(face.loyalty),
        controller=obj.controller,
    )


def printed_number(text: str | None) -> int | None:
    """A printed P/T/loyalty; "*" and the like count as 0 until a CDA defines them."""
    if text is None:
        return None
    try:
        return int(text)
    except ValueError:
        digits = "".join(ch for ch in text if ch.isdigit() or ch == "-")
        try:
            return int(digits) if digits not in ("", "-") else 0
        except ValueError:
            return 0


def flatten(abilities: Iterable[Any]) -> list[Any]:
    """Abilities with each keyword's rules definition beside it (CR 702)."""
    out: list[Any] = []
    for ability in abilities:
        if isinstance(ability, fx.Labeled):  # an ability word has no rules meaning (CR 207.2c)
            out.extend(flatten((ability.ability,)))
            continue
        if isinstance(ability, fx.CaseAbility) and ability.solved is not None:
            # "Solved — [ability]": the ability, its gate compiled into it (CR 702.169b-d)
            out.extend(flatten((ability.solved,)))
            continue
        out.append(ability)
        if isinstance(ability, fx.Keyword) and ability.definition:
            out.extend(flatten(ability.definition))
    return out


def all_abilities(chars: Characteristics) -> list[Any]:
    return flatten(chars.abilities)


#: printed characteristics shared by every object of a face that no effect touches:
#: (face definition id, face-down, on the battlefield, controller) -> Characteristics.
#: Never mutated: the world copies an entry before any effect changes it.
_TEMPLATES: dict[tuple[int, bool, bool, str], tuple[Any, Characteristics]] = {}


def _apply_changeling(chars: Characteristics) -> None:
    """CR 702.73a: "Changeling" means "This object is every creature type": its subtypes, as
    anything reads them, hold every creature type after its own."""
    chars.every_creature_type = not chars.creature_types_lost and any(isinstance(a, fx.Keyword) and a.name.casefold() == "changeling" for a in chars.abilities)
    if chars.every_creature_type:
        own = set(chars.subtypes)
        chars.subtypes = (*chars.subtypes, *sorted(t for t in creature_types() if t not in own))


def _apply_devoid(chars: Characteristics) -> None:
    """CR 702.114a: "Devoid" means "This object is colorless": a characteristic-defining
    ability of layer 5 (CR 613.1e), so it applies before the other color-changing effects
    (CR 613.3), in every zone (CR 604.3)."""
    if any(isinstance(a, fx.Keyword) and a.name.casefold() == "devoid" for a in chars.abilities):
        chars.colors = ()


def template(game: Game, obj: GameObject) -> Characteristics:
    """The characteristics of an object that no effect touches: printed (or face-down) values
    with the characteristic-defining abilities of changeling and devoid applied."""
    face = obj.definition.faces[obj.face]
    key = (id(face), obj.face_down, obj.zone == "battlefield", obj.controller)
    entry = _TEMPLATES.get(key)
    if entry is None or entry[0] is not face:
        chars = base_characteristics(game, obj)
        _apply_changeling(chars)
        _apply_devoid(chars)
        _add_intrinsic_mana_abilities(chars)
        entry = (face, chars)
        if len(_TEMPLATES) > 50_000:
            _TEMPLATES.clear()
        _TEMPLATES[key] = entry
    return entry[1]


#: zones whose objects are always part of the world computation
_WORLD_ZONES = ("battlefield", "stack", "command")


def lose_op(effect: fx.LoseAbilities) -> tuple[Any, ...]:
    """The layer 6 operation of a LoseAbilities (CR 613.1f): "can't have [ability]" removes it
    after every effect that adds abilities, whatever their timestamps (CR 113.11)."""
    if effect.cant_have:
        return ("cant_have_abilities", tuple(effect.abilities))
    if effect.abilities:
        return ("remove_abilities", tuple(effect.abilities))
    return ("remove_all_abilities", effect.except_mana)


def _layer_order(op: tuple[Any, ...]) -> int:
    """Where an operation goes in its layer before timestamps: an object can't have an ability
    whichever effect would add it (CR 113.11), so that removal comes after all the others."""
    return 2 if op[0] == "cant_have_abilities" else 1


def compute_world(game: Game, world: dict[int, Characteristics]) -> dict[int, Characteristics]:
    """The characteristics of the objects in the game (see the module docstring), computed
    into ``world`` in place: while it is computed, queries about characteristics see the
    values of the layers applied so far.

    Objects in other zones than the battlefield, the stack and the command zone are included
    only when an effect could apply to them; the others keep their printed characteristics
    (:func:`template`)."""
    resolved = [e for e in game.state.effects if isinstance(e, ActiveEffect)]
    touched = {i for e in resolved for i in e.affected}
    # the objects of the world zones from the game's view of them, not from a look at every
    # object (every card of a large library, at each change of the game)
    objects = game.objects_in(_WORLD_ZONES)
    if any(getattr(game.get(i), "zone", _WORLD_ZONES[0]) not in _WORLD_ZONES for i in touched):
        objects = [o for o in game.all_objects() if o.zone in _WORLD_ZONES or o.id in touched]
    world.update({o.id: template(game, o) for o in objects})
    statics = _static_effects(game, objects, world)
    if any(static.zone_wide for static in statics):
        everything = game.all_objects()
        extra = [o for o in everything if o.id not in world]
        world.update({o.id: template(game, o) for o in extra})
        objects = everything
    by_id = {o.id: o for o in objects}
    copied: set[int] = set()

    def own(object_id: int) -> Characteristics:
        if object_id not in copied:
            world[object_id] = attrs.evolve(world[object_id])
            copied.add(object_id)
        return world[object_id]

    for layer in LAYERS:
        pending: list[tuple[int, int, Any]] = []
        for index, static in enumerate(statics):
            for op_layer, op in static.ops:
                if op_layer == layer:
                    pending.append((0 if static.cda else _layer_order(op), static.timestamp, ("static", index, op)))
        for effect in resolved:
            for op_layer, op in effect.ops:
                if op_layer == layer:
                    pending.append((_layer_order(op), effect.timestamp, ("resolved", effect, op)))
        if layer == "6":
            for obj in objects:
                # CR 613.1f: keyword counters apply in layer 6, in their timestamp order (613.7c)
                for stamp, keyword in keyword_counters(obj):
                    pending.append((1, stamp, ("counter", obj.id, ("grant", (keyword,)))))
                for op in designation_ops(obj):
                    pending.append((1, obj.timestamp, ("counter", obj.id, op)))
        if layer == "4":
            for obj in objects:
                # CR 701.54c: the Ring: "Your Ring-bearer is legendary" (the player's Ring-bearer
                # while they control it, CR 701.54e, as layer 2 has made the controller)
                holder = obj.marks.get(RING_BEARER) if obj.marks else None
                if holder is not None and obj.zone == "battlefield" and world[obj.id].controller == holder:
                    pending.append((1, obj.timestamp, ("counter", obj.id, ("add_types", (), (), ("Legendary",)))))
        pending.sort(key=lambda item: (item[0], item[1]))
        for _, _, (kind, holder, op) in pending:
            if kind == "counter":
                _apply(own(holder), op, by_id[holder])
                continue
            if kind == "static":
                static = statics[holder]
                if static.affected is None:  # CR 613.6: decided where it first applies
                    if static.fixed is not None:
                        static.affected = [i for i in static.fixed if i in world]
                    else:
                        assert static.selector is not None
                        static.affected = [o.id for o in objects if static.selector(o, world)]
                targets = static.affected
            else:
                targets = [i for i in holder.affected if i in world]
            for object_id in targets:
                _apply(own(object_id), op, by_id[object_id])
        if layer == "4":
            for obj in objects:
                # CR 702.151b: an Equipment with reconfigure attached to a creature stops being a creature
                if obj.attached_to is not None and obj.zone == "battlefield" and world[obj.id].has_keyword("reconfigure"):
                    _apply(own(obj.id), ("remove_types", ("Creature",)), obj)
            for object_id in copied:
                _apply_changeling(world[object_id])  # CR 702.73a: changeling, a CDA first in layer 4
        if layer == "6":
            for object_id in copied:
                _add_intrinsic_mana_abilities(world[object_id])
        if layer == "7c":
            for obj in objects:
                if obj.counters and any("/" in k for k, v in obj.counters.items() if v):
                    _apply_counters(own(obj.id), obj)
    return world


def _could_be_mana_ability(ability: Any) -> bool:
    """CR 605.1a: an activated ability with no target that could add mana, not a loyalty
    ability (as casting.is_mana_ability reads it; the triggered mana abilities of CR 605.1b are
    not told apart here)."""
    if not isinstance(ability, fx.ActivatedAbility) or ability.loyalty:
        return False
    parts = list(walk((ability.effects, ability.modes)))
    return not any(isinstance(p, fx.Target) for p in parts) and any(isinstance(p, fx.AddMana) for p in parts)


#: "a creature with a mana ability" (references: the filter state "with mana ability")
could_be_mana_ability = _could_be_mana_ability


def _add_intrinsic_mana_abilities(chars: Characteristics) -> None:
    """CR 305.6: a land has the intrinsic mana ability of each basic land type it has now; those
    it had before are taken out (each once, by identity), while an equal ability it has otherwise
    ("{T}: Add {G}." printed on a creature, or granted by another object's, CR 613.1f) stays."""
    kept = list(chars.abilities)
    for old in chars.intrinsic:
        where = next((i for i in range(len(kept) - 1, -1, -1) if kept[i] is old), None)
        if where is not None:
            del kept[where]
    added = tuple(intrinsic_mana_ability(t) for t in BASIC_LAND_MANA if t in chars.subtypes) if "Land" in chars.types else ()
    chars.abilities = (*kept, *added)
    chars.intrinsic = added


def _apply_counters(chars: Characteristics, obj: GameObject) -> None:
    """CR 613.4c: +1/+1, -1/-1 and other P/T counters modify power and toughness."""
    if chars.power is None and chars.toughness is None:
        return
    for kind, count in obj.counters.items():
        if not count or "/" not in kind:
            continue
        p_text, _, t_text = kind.partition("/")
        try:
            dp, dt = int(p_text), int(t_text)
        except ValueError:
            continue
        if chars.power is not None:
            chars.power += dp * count
        if chars.toughness is not None:
            chars.toughness += dt * count


def _subtypes_of_kept(kept: tuple[str, ...], chars: Characteristics) -> tuple[str, ...]:
    """Subtypes that belong to kept card types (CR 205.1b): a land that is still a land keeps its
    land types; a creature that stops being one loses its creature types."""
    creature = set(creature_types())
    return tuple(s for s in chars.subtypes if ("Creature" in kept) == (s in creature))


def _apply(chars: Characteristics, op: tuple[Any, ...], obj: GameObject) -> None:
    name = op[0]
    if name == "control":
        chars.controller = op[1]
    elif name == "add_types":
        _, types, subtypes, supertypes = op
        chars.types = (*chars.types, *(t for t in types if t not in chars.types))
        chars.subtypes = (*chars.subtypes, *(s for s in subtypes if s not in chars.subtypes))
        chars.supertypes = (*chars.supertypes, *(s for s in supertypes if s not in chars.supertypes))
    elif name == "remove_types":  # "isn't a creature": the subtypes of the removed types go too (CR 205.3d)
        kept = tuple(t for t in chars.types if t not in op[1])
        if kept != chars.types:
            chars.subtypes = _subtypes_of_kept(kept, chars)
            chars.types = kept
        if len(op) > 2 and op[2]:  # "is no longer snow": supertypes removed (CR 205.4, 613.1d)
            chars.supertypes = tuple(s for s in chars.supertypes if s not in op[2])
        if len(op) > 3 and op[3]:  # "loses all creature types": its card types kept (CR 205.1b, 613.1d)
            creature = creature_types()
            chars.subtypes = tuple(s for s in chars.subtypes if s not in creature)
            chars.every_creature_type, chars.creature_types_lost = False, True
    elif name == "set_types":  # CR 205.1a: new card types replace the old ones (and their subtypes)
        _, types, subtypes, keeps = op
        if not types and subtypes:
            # "Enchanted land is an Island", "is a Flagbearer": setting subtypes replaces the old
            # subtypes of their kind and adds or removes no card type (CR 305.7, 205.1a)
            kinds = {subtype_kind(s) for s in subtypes}
            chars.subtypes = (*(s for s in chars.subtypes if subtype_kind(s) not in kinds), *subtypes)
            return
        kept = tuple(t for t in chars.types if t in keeps)
        chars.types = (*kept, *(t for t in types if t not in kept))
        chars.subtypes = (*(_subtypes_of_kept(kept, chars) if kept else ()), *subtypes)
    elif name == "set_name":  # "becomes ... named Fenric": layer 3 (CR 613.1c, 123.6c)
        chars.name = op[1]
    elif name == "set_colors":
        chars.colors = tuple(op[1])
    elif name == "add_colors":  # CR 105.3: "in addition to its other colors"
        chars.colors = (*chars.colors, *(c for c in op[1] if c not in chars.colors))
    elif name == "grant":
        chars.abilities = (*chars.abilities, *op[1])
    elif name == "grant_each":  # abilities read for each object as the layer applies: (fn,)
        chars.abilities = (*chars.abilities, *op[1](obj))
    elif name == "remove_all_abilities":
        if len(op) > 1 and op[1]:  # "except mana abilities": those stay (CR 605.1a)
            chars.abilities = tuple(a for a in chars.abilities if _could_be_mana_ability(a))
        else:
            chars.abilities = ()
    elif name in ("remove_abilities", "cant_have_abilities"):
        removed = {a.name.casefold() for a in op[1] if isinstance(a, fx.Keyword)}
        chars.abilities = tuple(a for a in chars.abilities if a not in op[1] and not (isinstance(a, fx.Keyword) and a.name.casefold() in removed))
    elif name == "rule":
        chars.rules = (*chars.rules, op[1])
    elif name == "set_pt":
        _, power, toughness = op
        if power is not None:
            chars.power = power
        if toughness is not None:
            chars.toughness = toughness
    elif name == "modify_pt":
        _, dp, dt = op
        if chars.power is not None:
            chars.power += dp
        if chars.toughness is not None:
            chars.toughness += dt
    elif name == "modify_pt_each":  # each object's own change, evaluated now: (fn,)
        dp, dt = op[1](obj)
        if chars.power is not None:
            chars.power += dp
        if chars.toughness is not None:
            chars.toughness += dt
    elif name == "switch_pt":
        chars.power, chars.toughness = chars.toughness, chars.power
    elif name == "cda_pt":  # a characteristic-defining ability evaluated now: (fn,)
        power, toughness = op[1](obj)
        if power is not None:
            chars.power = power
        if toughness is not None:
            chars.toughness = toughness
    else:
        raise ValueError(f"unknown layer operation {name!r}")


def _static_effects(game: Game, objects: list[GameObject], world: dict[int, Characteristics]) -> list[StaticEffect]:
    """Continuous effects of the static abilities that function now (CR 604.1, 611.3)."""
    granted: dict[int, list[Any]] = {}
    for effect in game.state.effects:
        if isinstance(effect, ActiveEffect):
            for layer, op in effect.ops:
                if layer == "6" and op[0] == "grant":
                    for object_id in effect.affected:
                        granted.setdefault(object_id, []).extend(op[1])
    out: list[StaticEffect] = []
    for obj in objects:
        if obj.phased_out:
            continue
        for _, keyword in keyword_counters(obj):  # a decayed counter's "can't block" (CR 122.1b)
            granted.setdefault(obj.id, []).append(keyword)
        abilities = flatten((*world[obj.id].abilities, *granted.get(obj.id, ())))
        for ability in abilities:  # grows as statics give this object statics (below)
            if not isinstance(ability, fx.StaticAbility):
                continue
            if not game.functions_in(ability, obj):
                continue
            if ability.condition is not None and not game.check_condition(ability.condition, game.static_context(obj)):
                continue
            for effect in ability.effects:
                out.extend(static_effect_ops(game, effect, obj))
                if isinstance(effect, fx.GrantAbilities) and effect.what == fx.This() and effect.duration is None:
                    # a static ability that gives its own object a static ability ("Dragons —
                    # Creatures you control get +1/+0.": "this permanent has [ability]", CR
                    # 614.12c): the object has it (CR 613.1f), so its effects apply too (CR 604.1)
                    abilities.extend(a for a in flatten(effect.abilities) if isinstance(a, fx.StaticAbility))
    return out


def static_effects_of(game: Game, cls: type) -> list[tuple[Any, GameObject]]:
    """(effect, source) for every functioning static ability effect of a class."""
    out = []
    for obj in game.objects_with(fx.StaticAbility):
        for ability in game.abilities(obj):
            if isinstance(ability, fx.StaticAbility) and game.functions_in(ability, obj):
                if ability.condition is not None and not check_condition(game, ability.condition, game.static_context(obj)):
                    continue
                out.extend((e, obj) for e in ability.effects if isinstance(e, cls))
    return out
