"""Static abilities (CR 604, 611.3): their continuous effects as layer operations
(:data:`~.registry.STATIC`), and what the engine reads from them (permissions, cost changes,
what players may see)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .dispatch import check_condition, evaluate, permission_usable, static_effect_ops
from .errors import UnsupportedAtRuntime
from .layers import StaticEffect, creature_types, lose_op, reads_rule, rule_op, static_effects_of
from .player_rules import known
from .prevention import check_supported
from .protection import with_chosen_color, with_chosen_land_type
from .references import bind_granting_source, matches, objects_of, players_of
from .registry import REFERENCES, affected_reference, static
from .soulbond import partner
from .spell_effects import spell_effects_for
from .state import GameObject

if TYPE_CHECKING:
    from .game import Game


def _selector(game: Game, what: Any, source: GameObject) -> tuple[Any, tuple[int, ...] | None]:
    """The objects a static ability of ``source`` affects (:data:`~.registry.REFERENCES`): a
    test of an object (given the world of characteristics), or fixed object ids."""
    entry = REFERENCES.get(type(what))
    if entry is None or entry.affected is None:
        raise UnsupportedAtRuntime(type(what).__name__, "not a description of affected objects")
    return entry.affected(game, what, source)


@affected_reference(fx.This)
def _affected_this(game: Game, what: fx.This, source: GameObject) -> tuple[Any, tuple[int, ...] | None]:
    return None, (source.id,)


@affected_reference(fx.Filter)
def _affected_filter(game: Game, what: fx.Filter, source: GameObject) -> tuple[Any, tuple[int, ...] | None]:
    ctx = game.static_context(source)
    return (lambda obj, world, what=what, ctx=ctx: obj.zone == what.zone and matches(game, obj, what, ctx)), None


@affected_reference(fx.AttachedTo)
def _affected_attached_to(game: Game, what: fx.AttachedTo, source: GameObject) -> tuple[Any, tuple[int, ...] | None]:
    """"enchanted creature", "equipped creature"."""
    return None, ((source.attached_to,) if source.attached_to is not None else ())


@affected_reference(fx.PairedWith)
def _affected_paired_with(game: Game, what: fx.PairedWith, source: GameObject) -> tuple[Any, tuple[int, ...] | None]:
    """Soulbond (CR 702.95b)."""
    other = partner(game, source)
    return None, ((other.id,) if other is not None else ())


@affected_reference(fx.Chosen)
def _affected_chosen(game: Game, what: fx.Chosen, source: GameObject) -> tuple[Any, tuple[int, ...] | None]:
    # no choice is made by a static ability: "other Soldier creatures" means them all
    return _selector(game, what.what, source)


@affected_reference(fx.Union)
def _affected_union(game: Game, what: fx.Union, source: GameObject) -> tuple[Any, tuple[int, ...] | None]:
    parts = [_selector(game, p, source) for p in what.parts if not fx.names_players(p)]
    fixed_ids = tuple(i for _, f in parts if f for i in f)
    selectors = [s for s, _ in parts if s is not None]
    return (lambda obj, world: obj.id in fixed_ids or any(s(obj, world) for s in selectors)), None


def _static_entry(game: Game, effect: Any, source: GameObject, ops: list[tuple[str, tuple[Any, ...]]], cda: bool = False) -> list[Any]:
    try:
        selector, fixed = _selector(game, effect.what, source)
    except UnsupportedAtRuntime:
        game.unsupported[type(effect.what).__name__] += 1
        return []
    return [StaticEffect(timestamp=source.timestamp, ops=tuple(ops), selector=selector, fixed=fixed, cda=cda, zone_wide=_zone_wide(effect.what))]


def _zone_wide(what: Any) -> bool:
    """Whether a static effect may apply to objects outside the battlefield and the stack: a
    description of cards in another zone ("creature cards in graveyards and libraries", one
    description a zone)."""
    if isinstance(what, fx.Union):
        return any(_zone_wide(part) for part in what.parts)
    return isinstance(what, fx.Filter) and what.zone not in ("battlefield", "stack")


@static(fx.ModifyPT)
def _static_modify_pt(game: Game, effect: fx.ModifyPT, source: GameObject) -> list[Any]:
    if effect.each:
        # "Each creature you control gets +1/+1 for each +1/+1 counter on it": each object's own
        # numbers, read as the layer applies to it (CR 613.4c, 611.3a)
        def each_own(obj: GameObject) -> tuple[int, int]:
            own = game.static_context(source)
            own.results[fx.ModifyPT.EACH_KEY] = [obj.id]
            return evaluate(game, effect.power, own), evaluate(game, effect.toughness, own)

        return _static_entry(game, effect, source, [("7c", ("modify_pt_each", each_own))])
    ctx = game.static_context(source)
    op = ("7c", ("modify_pt", evaluate(game, effect.power, ctx), evaluate(game, effect.toughness, ctx)))
    return _static_entry(game, effect, source, [op])


@static(fx.SetPT)
def _static_set_pt(game: Game, effect: fx.SetPT, source: GameObject) -> list[Any]:
    ctx = game.static_context(source)
    layer = "7a" if effect.defining else "7b"
    if effect.each:
        # "each equal to its mana value": each object's own numbers, computed as the layer
        # applies to it (CR 613.4b, 611.3a)
        def each_own(obj: GameObject) -> tuple[int | None, int | None]:
            own = game.static_context(source)
            own.results[fx.SetPT.EACH_KEY] = [obj.id]
            return (None if effect.power is None else evaluate(game, effect.power, own),
                    None if effect.toughness is None else evaluate(game, effect.toughness, own))

        return _static_entry(game, effect, source, [(layer, ("cda_pt", each_own))], cda=effect.defining)
    power = None if effect.power is None else evaluate(game, effect.power, ctx)
    toughness = None if effect.toughness is None else evaluate(game, effect.toughness, ctx)
    return _static_entry(game, effect, source, [(layer, ("set_pt", power, toughness))], cda=effect.defining)


@static(fx.GrantAbilities)
def _static_grant(game: Game, effect: fx.GrantAbilities, source: GameObject) -> list[Any]:
    if fx.names_players(effect.what):
        return []  # abilities of players: see runtime.player_abilities
    # "Enchanted creature has protection from the chosen color": the color its source chose
    abilities = tuple(with_chosen_color(a, source.marks.get("chosen color")) for a in effect.abilities)
    # "Enchanted creature has landwalk of the chosen type": the land type its source chose
    abilities = tuple(with_chosen_land_type(a, source.marks.get("chosen type")) for a in abilities)
    # 'Equipped creature has "{T}, Unattach ~: ..."': "~" is this source (CR 201.5a)
    abilities = tuple(bind_granting_source(a, source.id) for a in abilities)
    return _static_entry(game, effect, source, [("6", ("grant", abilities))])


@static(fx.GrantAbilitiesOf)
def _static_grant_abilities_of(game: Game, effect: fx.GrantAbilitiesOf, source: GameObject) -> list[Any]:
    """"This creature has all activated abilities of all creature cards in all graveyards."
    (layer 6, CR 613.1f, 113.6): the objects described, and the abilities they have, are read
    each time the characteristics are determined (CR 611.3a), with those objects'
    characteristics as the layers before this effect in timestamp order leave them (CR 613.8
    dependencies are not modelled); an object doesn't take its own abilities again."""
    if effect.kind != "activated":
        game.unsupported[f"GrantAbilitiesOf {effect.kind}"] += 1
        return []
    ctx = game.static_context(source)

    def abilities_of_others(obj: GameObject) -> tuple[Any, ...]:
        return tuple(
            ability
            for other in objects_of(game, effect.source, ctx)
            if other.id != obj.id
            for ability in game.abilities(other)
            if isinstance(ability, fx.ActivatedAbility)
        )

    return _static_entry(game, effect, source, [("6", ("grant_each", abilities_of_others))])


@static(fx.AddTypes)
def _static_add_types(game: Game, effect: fx.AddTypes, source: GameObject) -> list[Any]:
    return _static_entry(game, effect, source, [("4", ("add_types", tuple(effect.types), tuple(effect.subtypes), ()))])


@static(fx.Becomes)
def _static_becomes(game: Game, effect: fx.Becomes, source: GameObject) -> list[Any]:
    """"Enchanted land is a Swamp.", "Enchanted creature is a Flagbearer.": new types while the
    ability applies (layer 4, CR 613.1d; CR 305.7), colors (layer 5), abilities (layer 6) and
    base power and toughness ("All Forests are 1/1 creatures that are still lands.": layer 7b,
    CR 613.4b); the type or color its source chose as it entered ("This creature is the chosen
    type in addition to its other types.", CR 607.2d), none while nothing was chosen."""
    ops: list[Any] = []
    for quality in effect.chosen:
        chosen = tuple(source.marks.get(f"chosen {quality}") or ())
        if quality == "type" and chosen:
            # CR 205.1b: added; else it replaces the subtypes of its kind (CR 205.1a, 305.7)
            ops.append(("4", ("add_types" if effect.in_addition else "set_types", (), chosen, ())))
        elif quality == "color" and chosen:  # CR 105.3
            ops.append(("5", ("set_colors", chosen)))
        elif quality not in ("type", "color"):
            game.unsupported["Becomes"] += 1
            return []
    if effect.types or effect.subtypes:
        # "in addition to its other types", "that are still lands": every prior card type,
        # supertype and subtype is retained (CR 205.1b)
        kind = "add_types" if effect.in_addition or effect.keeps else "set_types"
        ops.append(("4", (kind, tuple(effect.types), tuple(effect.subtypes), ())))
    if effect.all_creature_types:  # "with all creature types" (CR 205.3m, 702.73a)
        ops.append(("4", ("add_types", (), tuple(sorted(creature_types())), ())))
    if effect.name is not None:  # "named Legitimate Businessperson": layer 3 (CR 613.1c)
        ops.append(("3", ("set_name", effect.name)))
    if effect.supertypes:  # CR 205.4: "is snow", "are legendary"
        ops.append(("4", ("add_types", (), (), tuple(effect.supertypes))))
    if effect.colors is not None:  # CR 105.3: new colors replace the old ones unless "in addition"
        ops.append(("5", ("add_colors" if effect.colors_in_addition else "set_colors", tuple(effect.colors))))
    if effect.abilities:
        ops.append(("6", ("grant", tuple(effect.abilities))))
    if effect.power is not None or effect.toughness is not None:
        ctx = game.static_context(source)
        power = None if effect.power is None else evaluate(game, effect.power, ctx)
        toughness = None if effect.toughness is None else evaluate(game, effect.toughness, ctx)
        ops.append(("7b", ("set_pt", power, toughness)))
    return _static_entry(game, effect, source, ops)


@static(fx.LoseAbilities)
def _static_lose(game: Game, effect: Any, source: GameObject) -> list[Any]:
    return _static_entry(game, effect, source, [("6", lose_op(effect))])


@static(fx.GainControl)
def _static_control(game: Game, effect: Any, source: GameObject) -> list[Any]:
    players = players_of(game, effect.player, game.static_context(source))
    return _static_entry(game, effect, source, [("2", ("control", players[0].name))]) if players else []


@static(fx.Restriction)
def _static_restriction(game: Game, effect: Any, source: GameObject) -> list[Any]:
    if fx.names_players(effect.what):
        # a rule about players ("You can't lose the game"): read where it applies
        # (runtime.player_rules), not a characteristic of objects
        if not known(effect.rule):
            game.unsupported["PlayerRestriction"] += 1
        return []
    if effect.rule in (fx.CANT_BE_CAST, fx.CANT_BE_PLAYED):
        # "Spells with the chosen name can't be cast.": about cards as they would be cast or
        # played, read there (player_rules.forbidden_card), not a characteristic of objects
        return []
    if isinstance(effect.what, fx.ActivatedAbilities):
        # "Activated abilities of artifacts can't be activated." (CR 602.5): read as an ability
        # would be activated (casting.prepare_activation)
        return []
    if not reads_rule(effect.rule, effect.other):
        # a rule nothing reads would change nothing: counted, not taken as done
        game.unsupported[f"a rule about objects the runtime does not read: {effect.rule!r}"] += 1
    return _static_entry(game, effect, source, [("6", rule_op(effect.rule, effect.other, game.static_context(source)))])


@static(fx.May)
def _static_may(game: Game, effect: Any, source: GameObject) -> list[Any]:
    """"You may choose not to untap this artifact during your untap step.": a rule the untap
    step reads (CR 502.3, turns._stays_tapped), the choice made there; other optional static
    effects are counted as unsupported."""
    rules = [e for e in effect.effects if isinstance(e, fx.Restriction) and e.rule.startswith("choose not to untap")]
    if not rules or len(rules) != len(effect.effects):
        game.unsupported["May"] += 1
        return []
    return [entry for rule in rules for entry in _static_restriction(game, rule, source)]


@static(fx.Unless)
def _static_unless(game: Game, effect: Any, source: GameObject) -> list[Any]:
    """"[This] can't attack unless defending player controls an Island": a condition on a
    static effect, checked whenever it is applied.

    "Can't block ... unless you pay {1}" (Hipparion) is not such a condition but a cost to
    attack or block, paid as attackers or blockers are declared (CR 508.1d, 509.1d), which the
    runtime does not model yet: counted as unsupported, never paid here (characteristics are
    computed at any time, in the middle of paying another cost among others)."""
    if any(isinstance(element, fx.PlayerPaid) for element in effect.condition.walk()):
        game.unsupported["a cost to attack or block (CR 508.1d, 509.1d)"] += 1
        return []
    if any(isinstance(element, fx.DeclaredWith) for element in effect.condition.walk()):
        # "can't attack unless at least two other creatures attack": legal or not only with the
        # whole declaration (CR 508.1c, 509.1b), which the declaration does not check yet:
        # counted as unsupported, never applied here
        game.unsupported["a restriction depending on the other creatures declared (CR 508.1c, 509.1b)"] += 1
        return []
    if check_condition(game, effect.condition, game.static_context(source)):
        return []
    return [entry for inner in effect.effects for entry in static_effect_ops(game, inner, source)]


@static(fx.Conditional)
def _static_conditional(game: Game, effect: Any, source: GameObject) -> list[Any]:
    chosen = effect.effects if check_condition(game, effect.condition, game.static_context(source)) else effect.otherwise
    return [entry for inner in chosen for entry in static_effect_ops(game, inner, source)]


def as_though(game: Game, player: str, kind: str, card: GameObject | None) -> bool:
    """Whether an "as though" effect lets ``player`` do something (CR 609.4b). Every such
    effect is checked, so several can apply to one action."""
    for effect, source in static_effects_of(game, fx.AsThough):
        if effect.kind != kind or effect.cost:  # one with a cost: costed_as_though
            continue
        ctx = game.static_context(source)
        if player not in [p.name for p in players_of(game, effect.player, ctx)]:
            continue
        # an effect limited to some spells ("to cast this spell") applies only where the spell
        # is known
        if effect.what is not None and (card is None or not (matches(game, card, effect.what, ctx) or _cast_with_permission_for(card, source, effect.what))):
            continue
        return True
    for permission in game.state.permissions:
        if permission.get("as_though") == kind and permission.get("player") == player and permission_usable(game, permission):
            # one made for some cards ("mana of any type can be spent to cast that spell")
            # applies to those cards only, as spells too (the same physical card, CR 400.7)
            if permission.get("what") is not None:
                # a description, read as the card is cast (CR 611.2c)
                if card is not None and matches(game, card, permission["what"], permission["ctx"]):
                    return True
                continue
            if permission.get("card_ids") is None or (card is not None and card.card_id in permission["card_ids"]):
                return True
    # "The next sorcery spell you cast this turn can be cast as though it had flash." (CR
    # 611.2f, 601.3b): the spell the player would cast next, if it is such a spell
    return kind == "flash" and card is not None and bool(spell_effects_for(game, player, card, "flash"))


def _cast_with_permission_for(card: GameObject, source: GameObject, what: Any) -> bool:
    """"You may play lands and cast spells from among cards exiled with this creature. If you
    cast a spell this way, you may spend mana as though ...": ``card`` is a spell cast with the
    permission of ``source`` for those cards (CR 601.2, 400.7h: the spell keeps which let it be
    cast), though as a spell it is no longer one of the cards it names."""
    cast = card.cast if card.zone == "stack" else None
    if cast is None or cast.permission is None:
        return False
    source_id, permission = cast.permission
    return source_id == source.id and isinstance(permission, fx.PlayPermission) and permission.what == what


def costed_as_though(game: Game, player: str, kind: str, card: GameObject) -> tuple[Any, ...] | None:
    """The cost of the first "as though" permission with a cost that lets ``player`` do
    something with ``card`` ("You may cast this spell as though it had flash if you pay {2} more
    to cast it.", CR 601.2f), or None when none applies."""
    for effect, source in static_effects_of(game, fx.AsThough):
        if effect.kind != kind or not effect.cost:
            continue
        ctx = game.static_context(source)
        if player not in [p.name for p in players_of(game, effect.player, ctx)]:
            continue
        if effect.what is not None and not matches(game, card, effect.what, ctx):
            continue
        return tuple(effect.cost)
    return None


def mana_any_type(game: Game, player: str, card: GameObject | None = None) -> bool:
    return as_though(game, player, "any_type_mana", card)


@static(fx.AsThough)
def _static_as_though(game: Game, effect: fx.AsThough, source: GameObject) -> list[Any]:
    """A static "as though" effect: consulted where the rule it changes applies (as_though)."""
    return []


@static(fx.ActivationPermission)
def _static_activation_permission(game: Game, effect: fx.ActivationPermission, source: GameObject) -> list[Any]:
    """A permission to activate abilities beyond the rules' limits: consulted as an ability is
    activated (runtime.casting.activation_permitted, CR 602.5, 606.3)."""
    return []


@static(fx.ModifyCost)
def _static_modify_cost(game: Game, effect: fx.ModifyCost, source: GameObject) -> list[Any]:
    """A static cost change: read while casting (CR 601.2f, cost_modifications) or activating
    (CR 602.2b), not a layer effect."""
    return []


#: what a skip effect may name (runtime.turns: the steps and phases it skips)
SKIPPABLE = ("turn", "untap step", "upkeep", "draw step", "combat phase")


@static(fx.Skip)
def _static_skip(game: Game, effect: fx.Skip, source: GameObject) -> list[Any]:
    """"Players skip their untap steps": read by the turn structure (runtime.turns.skips)."""
    if effect.what not in SKIPPABLE or effect.during is not None:
        game.unsupported["Skip"] += 1
    return []


@static(fx.RemoveTypes)
def _static_remove_types(game: Game, effect: fx.RemoveTypes, source: GameObject) -> list[Any]:
    return _static_entry(game, effect, source, [("4", ("remove_types", tuple(effect.types), tuple(effect.supertypes), effect.all_creature_types))])


@static(fx.CrewsWith)
def _static_crews_with(game: Game, effect: Any, source: GameObject) -> list[Any]:
    return []  # read by the crew and saddle costs (crew_value), not a characteristic


def crew_value(game: Game, obj: GameObject, action: str) -> int:
    """What a creature counts for in the total power of the creatures tapped to crew or saddle
    (CR 702.122a, 702.171a): its power, or what "crews Vehicles as though its power were 2
    greater", "using its toughness rather than its power" effects make it."""
    chars = game.characteristics(obj)
    stat, bonus = "power", 0
    for effect, source in static_effects_of(game, fx.CrewsWith):
        if effect.action != action:
            continue
        ctx = game.static_context(source)
        if obj not in objects_of(game, effect.what, ctx):
            continue
        if effect.stat == "toughness":
            stat = "toughness"
        bonus += evaluate(game, effect.bonus, ctx)
    return ((chars.toughness if stat == "toughness" else chars.power) or 0) + bonus


def land_plays_allowed(game: Game, player: str) -> int:
    """CR 305.2: one land a turn, plus what "you may play an additional land on each of your
    turns" effects add (CR 305.2a)."""
    allowed = game.player(player).land_plays_per_turn
    for effect, source in static_effects_of(game, fx.AdditionalLandPlays):
        ctx = game.static_context(source)
        if player in [p.name for p in players_of(game, effect.player, ctx)]:
            allowed += max(0, evaluate(game, effect.amount, ctx))
    return allowed


@static(fx.PreventDamage)
@static(fx.DamageCantBePrevented)
def _static_prevention(game: Game, effect: Any, source: GameObject) -> list[Any]:
    """Read by the damage rules as damage would be dealt (runtime.prevention), not a
    characteristic; a form they cannot recognise is counted as unsupported."""
    try:
        if isinstance(effect, fx.PreventDamage) and effect.damage.amount is not None:
            game.unsupported["PreventDamage"] += 1  # "the first N damage each turn": not tracked
        else:
            check_supported(game, effect.damage)
    except UnsupportedAtRuntime:
        pass  # counted; characteristics can't raise
    return []


@static(fx.DamageLifeFloor)
def _static_life_floor(game: Game, effect: Any, source: GameObject) -> list[Any]:
    """Read by the damage rules as damage is dealt to a player (CR 614.1a, 120.3a;
    replacements.life_lost_to_damage), not a characteristic."""
    return []


@static(fx.PlayPermission)
def _static_play_permission(game: Game, effect: Any, source: GameObject) -> list[Any]:
    if effect.amount is not None:
        # "you may play one of ..." as a static ability: which cards it served is not kept
        raise UnsupportedAtRuntime("PlayPermission", "a static permission serving a number of cards in all")
    return []  # read by the casting rules (play_permissions), not a characteristic


def played_revealed(game: Game) -> list[GameObject]:
    """Hidden cards that static "play with ... revealed" effects make public (CR 400.2)."""
    shown: list[GameObject] = []
    for effect, source in static_effects_of(game, fx.PlayRevealed):
        shown += [o for o in objects_of(game, effect.what, game.static_context(source)) if o not in shown]
    return shown


def looked_at_any_time(game: Game, player: str) -> list[GameObject]:
    """The hidden cards ``player`` may look at any time by static "you may look at ... any
    time" effects (a library's cards are hidden otherwise, CR 401.2)."""
    seen: list[GameObject] = []
    for effect, source in static_effects_of(game, fx.LookPermission):
        ctx = game.static_context(source)
        if player not in [p.name for p in players_of(game, effect.player, ctx)]:
            continue
        seen += [o for o in objects_of(game, effect.what, ctx) if o not in seen]
    return seen


def play_permissions(game: Game, player: str, card: GameObject) -> list[Any]:
    """Static "you may play/cast [cards] from [zone]" permissions that let ``player`` play
    ``card`` where it is (CR 601.3)."""
    return [effect for effect, _ in play_permission_sources(game, player, card)]


def play_permission_sources(game: Game, player: str, card: GameObject) -> list[tuple[Any, GameObject]]:
    """:func:`play_permissions` with the object each comes from; a once-a-turn permission that
    served this turn, or "during each of your turns" in another's, is left out."""
    found = []
    for effect, source in static_effects_of(game, fx.PlayPermission):
        ctx = game.static_context(source)
        if player not in [p.name for p in players_of(game, effect.player, ctx)]:
            continue
        if effect.once_each is not None:
            if (source.id, effect) in game.state.turn_record.permissions_used:
                continue
            if effect.once_each == "your_turn" and game.active_player.name != player:
                continue
        what = effect.what
        if isinstance(what, fx.Filter) and what.zone != card.zone:
            continue
        if isinstance(what, fx.Filter) and what.zone_owner is None and card.owner != player and what.zone in ("graveyard", "hand", "library"):
            continue
        try:
            if not matches(game, card, what, ctx):
                continue
        except UnsupportedAtRuntime:
            continue
        found.append((effect, source))
    return found
