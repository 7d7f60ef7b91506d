"""Combat (CR 506-511), kept simple: attackers and blockers are choices, damage is assigned
in order (lethal damage to each blocker in turn, the rest to the last, CR 510.1c) with first
strike and double strike (CR 702.7, 702.4), trample (CR 702.19), evasion by flying/reach
(CR 702.9b, 702.17b), intimidate, fear, shadow, horsemanship, skulk and landwalk (:func:`evades`)
and protection (CR 702.16f)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from ..vocabulary import data as vocabulary_data
from .dispatch import can_pay_cost, evaluate, pay_cost
from .errors import UnsupportedAtRuntime
from .layers import GOADED, READ_OBJECT_RULE_PREFIXES, READ_OBJECT_RULES, READ_RULES_NAMING_OTHERS, RuleAbout, static_effects_of
from .player_rules import has
from .protection import protected_from
from .references import matches, objects_of, players_of
from .ring import is_ring_bearer
from .state import GameObject, add_pending_trigger

if TYPE_CHECKING:
    from .game import Game
    from .layers import Characteristics


def _has(game: Game, obj: GameObject, keyword: str) -> bool:
    return game.characteristics(obj).has_keyword(keyword)


#: CR 702.3b, 609.4b: "This creature can attack as though it didn't have defender.": the rule
#: of a creature that attacks as if its defender weren't there (said of one creature or of many)
ATTACKS_AS_THOUGH_NO_DEFENDER = tuple(f"can attack as though {pronoun} didn't have defender" for pronoun in ("it", "they"))


def can_attack(game: Game, obj: GameObject, defender: str | None = None) -> bool:
    """Whether the creature can attack (``defender``, when given: that player, CR 508.1c)."""
    chars = game.characteristics(obj)
    if "Creature" not in chars.types or obj.tapped:
        return False
    # CR 702.3b: a creature with defender can't attack, unless a rule lets it as though it
    # didn't have defender (CR 609.4b)
    if chars.has_keyword("Defender") and not any(rule in chars.rules for rule in ATTACKS_AS_THOUGH_NO_DEFENDER):
        return False
    if any(rule in chars.rules for rule in ("can't attack", "can't attack or block")):
        return False
    # "can't attack you", "can't attack its owner": only the players the rule names
    if defender is not None and any(isinstance(r, RuleAbout) and r.rule == "can't attack" and _names_player(game, defender, r) for r in chars.rules):
        return False
    # CR 302.6: summoning sickness unless it has haste
    return obj.controlled_since_turn < game.state.turn or chars.has_keyword("Haste")


def declare_attackers(game: Game) -> None:
    """CR 508.1: the active player declares attackers; they become tapped (unless vigilance)."""
    active = game.active_player.name
    opponents = game.opponents(active)
    # whom each creature must attack under a requirement naming players (CR 508.1d); the others
    # attack the first opponent
    defenders = {o.id: d for o in game.battlefield(active) if (d := _required_defender(game, o, opponents)) is not None}
    candidates = [o for o in game.battlefield(active) if can_attack(game, o, defenders.get(o.id, opponents[0] if opponents else None))]
    game.state.combat = {"attackers": {}, "blockers": {}}
    if not candidates or not opponents:
        return
    # CR 508.1c: "No more than two creatures can attack you each combat." (every attacker
    # attacks the first opponent here)
    most = combat_limit(game, "attack", opponents[0])
    chooser = declaring_player(game, fx.PlayerRuleName.CHOOSES_ATTACKERS, active)
    chosen = game.ask(chooser, "attackers", "declare attackers", candidates, min=0, max=len(candidates) if most is None else min(most, len(candidates)))
    chosen = _with_requirements(game, chooser, candidates, list(chosen), most)
    for attacker in chosen:
        game.state.combat["attackers"][attacker.id] = defenders.get(attacker.id, opponents[0])
        if not _has(game, attacker, "Vigilance"):
            game.tap(attacker, cause="attack")  # CR 508.1f
    for attacker in chosen:
        optional_attack_costs(game, attacker)
    # CR 508.1k-m: every chosen creature is attacking before any attack trigger is checked
    # (battalion sees the others); "declaration": every creature declared, as it was declared,
    # with each event, for "if you attacked with creatures with total power 6 or greater this
    # combat" (pack tactics), read as the first attack triggers are checked
    declared = tuple(game.info(attacker) for attacker in chosen)
    with game.simultaneously():  # CR 603.2c: the declaration is one event ("one or more creatures attack")
        for index, info in enumerate(declared):
            # CR 506.5: a creature attacks alone if it is the only creature declared as an
            # attacker; "first": the declaration's first attacker (CR 508.3d: "Whenever [a
            # player] attacks" triggers once for the declaration)
            game.emit("attack", player=active, object=info, info={"defender": opponents[0], "alone": len(chosen) == 1, "first": index == 0, "declaration": declared})
    # CR 508.3b: "Whenever [a player] is attacked" triggers once for each player one or more of
    # the declared attackers attack
    for defender in dict.fromkeys(game.state.combat["attackers"][a.id] for a in chosen):
        game.emit("attacked", player=defender, info={"attacking_player": active})


def declaring_player(game: Game, rule: str, player: str) -> str:
    """Who makes ``player``'s choices of a declaration: "You choose which creatures attack this
    turn.", "You choose which creatures block this turn and how those creatures block." give
    them to the player with that rule (the first in turn order if several have it); the
    declaration is still ``player``'s (CR 508.1, 509.1)."""
    order = [p.name for p in game.players]
    start = order.index(game.active_player.name)
    for name in order[start:] + order[:start]:
        if has(game, name, rule):
            return name
    return player


#: a creature's requirement to attack (CR 508.1d): its own ability, or goaded (CR 701.15b); one
#: naming the players it attacks ("attacks that player this combat if able") is a RuleAbout
ATTACKS_IF_ABLE = "attacks each combat if able"
READ_OBJECT_RULES.update({"can't attack", "can't attack or block", "can't block", "can't be blocked", ATTACKS_IF_ABLE, "assigns no combat damage"})
READ_OBJECT_RULE_PREFIXES.add("can be blocked as though")
READ_OBJECT_RULES.update(ATTACKS_AS_THOUGH_NO_DEFENDER)
READ_RULES_NAMING_OTHERS.add(ATTACKS_IF_ABLE)


def _required_defender(game: Game, obj: GameObject, opponents: list[str]) -> str | None:
    """CR 508.1d: the player a requirement naming whom it attacks ("This creature attacks that
    player this combat if able.") makes the creature attack: of the opponents it can attack, the
    one the most such requirements name (the first in turn order among equals), so that the
    declaration obeys as many of them as it can; None when no such requirement names an
    opponent it can attack (a requirement naming its controller or a teammate can't be obeyed,
    CR 506.2, and is no requirement then)."""
    named = [r for r in game.characteristics(obj).rules if isinstance(r, RuleAbout) and r.rule == ATTACKS_IF_ABLE]
    if not named:
        return None
    counts = {p: sum(_names_player(game, p, r) for r in named) for p in opponents if can_attack(game, obj, p)}
    best = max(counts.values(), default=0)
    return next((p for p, n in counts.items() if n == best), None) if best else None


def _with_requirements(game: Game, active: str, candidates: list[GameObject], chosen: list[GameObject], most: int | None) -> list[GameObject]:
    """CR 508.1d: the declaration obeys as many requirements as it can without breaking a
    restriction: every creature that attacks each combat if able (and can attack) attacks; under
    a limit ("No more than two creatures can attack", 508.1c) the player picks which of them,
    and only the places they leave go to the creatures the player chose freely."""
    opponents = game.opponents(game.active_player.name)
    required = [c for c in candidates if any(rule in game.characteristics(c).rules for rule in (ATTACKS_IF_ABLE, GOADED)) or _required_defender(game, c, opponents) is not None]
    if not required:
        return chosen
    if most is not None and len(required) > most:
        return list(game.ask(active, "attackers", "declare attackers: the creatures that must attack", required, min=most, max=most))
    free = [c for c in chosen if c not in required]
    room = len(free) if most is None else max(0, most - len(required))
    return [c for c in candidates if c in required or c in free[:room]]


def combat_limit(game: Game, action: str, defender: str | None) -> int | None:
    """CR 508.1c, 509.1b: the most creatures that may attack ``defender`` (``action``
    "attack") or block ("block") this combat under the "No more than N creatures can ..."
    effects that apply; None when none does. Several such effects: each is obeyed."""
    most: int | None = None
    for effect, source in static_effects_of(game, fx.CombatLimit):
        if effect.action != action:
            continue
        ctx = game.static_context(source)
        if effect.defender is not None and defender not in [p.name for p in players_of(game, effect.defender, ctx)]:
            continue
        allowed = max(0, evaluate(game, effect.most, ctx))
        most = allowed if most is None else min(most, allowed)
    return most


def put_into_combat(game: Game, obj: GameObject, *, defender: str | None = None) -> None:
    """CR 506.3, 508.4: a creature put onto the battlefield attacking ("create ... tapped and
    attacking" tokens, mobilize) attacks an opponent, as the declared attackers do here, but was
    never declared as an attacker, so no "whenever ... attacks" ability triggers. Outside combat,
    or under a player who is not attacking (CR 506.3d), it is not attacking. ``defender``: the
    player the effect says it attacks ("attacking that opponent", CR 508.4a); an effect naming
    a player who can't be attacked (its controller, a teammate: CR 506.2) leaves it not
    attacking."""
    combat = game.state.combat
    controller = game.controller_of(obj)
    opponents = game.opponents(controller)
    if combat is None or controller != game.active_player.name or not opponents or obj.zone != "battlefield":
        return
    if defender is not None and defender not in opponents:
        return
    combat["attackers"][obj.id] = opponents[0] if defender is None else defender


def optional_attack_costs(game: Game, attacker: GameObject) -> None:
    """CR 508.1g-j: optional costs to attack ("You may exert this creature as it attacks.",
    CR 701.43d): the active player chooses whether to pay each, then pays; a linked "When you
    do, ..." ability triggers (CR 603.12)."""
    controller = game.controller_of(attacker)
    for ability in game.abilities(attacker):
        if not isinstance(ability, fx.StaticAbility):
            continue
        for effect in ability.effects:
            if not isinstance(effect, fx.OptionalAttackCost):
                continue
            ctx = game.static_context(attacker)
            if any(can_pay_cost(game, c, ctx, attacker) is not None for c in effect.costs):
                continue
            if not game.may(controller, "; ".join(c.describe() for c in effect.costs)[:120], source=attacker.name):
                continue
            for c in effect.costs:
                pay_cost(game, c, ctx, attacker)
            if effect.then:
                reflexive = fx.TriggeredAbility(trigger=fx.Trigger(event="reflexive"), effects=effect.then)
                add_pending_trigger(game, reflexive, controller, attacker.id, game.info(attacker), None, carried={"results": {}, "targets": {}, "x": 0})


def can_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    chars = game.characteristics(blocker)
    if "Creature" not in chars.types or blocker.tapped:
        return False
    if any(rule in chars.rules for rule in ("can't block", "can't attack or block")):
        return False
    # "can't block creatures with power 2 or less", "can't block Walls" (CR 509.1b)
    if any(isinstance(r, RuleAbout) and r.rule == "can't block" and _names_object(game, attacker, r) for r in chars.rules):
        return False
    attacking = game.characteristics(attacker)
    if "can't be blocked" in attacking.rules:
        return False
    # CR 702.9b, 702.17b: a creature with flying can be blocked only by flying or reach
    if attacking.has_keyword("Flying") and not (chars.has_keyword("Flying") or chars.has_keyword("Reach")):
        return False
    return not evades(game, attacker, attacking, blocker, chars)


def _names_object(game: Game, obj: GameObject, rule: RuleAbout) -> bool:
    """Whether the objects a rule names include ``obj``: a description is read now; a reference
    (targets of the spell that made the rule) means the objects it meant."""
    if isinstance(rule.other, (fx.Filter, fx.This, fx.Union)):
        return matches(game, obj, rule.other, rule.ctx)
    return any(o.id == obj.id for o in objects_of(game, rule.other, rule.ctx))


def _names_player(game: Game, player: str, rule: RuleAbout) -> bool:
    """Whether a rule ("can't attack you or planeswalkers you control") names the player."""
    parts = rule.other.parts if isinstance(rule.other, fx.Union) else (rule.other,)
    return any(fx.names_players(part) and player in [p.name for p in players_of(game, part, rule.ctx)] for part in parts)


def evades(game: Game, attacker: GameObject, attacking: Characteristics, blocker: GameObject, blocking: Characteristics) -> bool:
    """Whether an evasion ability of the attacker (or shadow of either) stops this blocker."""
    # CR 702.13b: intimidate: only artifact creatures and creatures that share a color with it
    if attacking.has_keyword("Intimidate") and not ("Artifact" in blocking.types or set(attacking.colors) & set(blocking.colors)):
        return True
    # CR 702.36b: fear: only artifact creatures and black creatures
    if attacking.has_keyword("Fear") and not ("Artifact" in blocking.types or "B" in blocking.colors):
        return True
    # CR 702.28b: shadow blocks and is blocked only by shadow, both ways
    if attacking.has_keyword("Shadow") != blocking.has_keyword("Shadow"):
        return True
    # CR 702.31b: horsemanship: only by creatures with horsemanship (it may block anything)
    if attacking.has_keyword("Horsemanship") and not blocking.has_keyword("Horsemanship"):
        return True
    # CR 702.118b: skulk: not by creatures with greater power
    if attacking.has_keyword("Skulk") and (blocking.power or 0) > (attacking.power or 0):
        return True
    # CR 701.54c: the Ring: "Your Ring-bearer ... can't be blocked by creatures with greater power."
    if (blocking.power or 0) > (attacking.power or 0) and is_ring_bearer(game, attacker):
        return True
    # CR 702.14c: landwalk: unblockable while the defending player controls such a land
    defending_lands = [game.characteristics(o) for o in game.battlefield(blocking.controller) if game.is_type(o, "Land")]
    for keyword in attacking.abilities:
        if isinstance(keyword, fx.Keyword) and keyword.name.casefold().endswith("walk") and not _blockable_as_though_lacking(attacking, keyword.name):
            # "landwalk of the chosen type" with no type chosen (CR 607.2): no land to walk
            wanted = None if keyword.quality else landwalk_quality(keyword.name)
            if wanted is not None and any(_is_walked_land(land, *wanted) for land in defending_lands):
                return True
    # CR 702.16f: protection: not by creatures with the stated quality
    return protected_from(game, attacker, blocker)


def _blockable_as_though_lacking(attacking: Characteristics, name: str) -> bool:
    """CR 609.4b: "Creatures with islandwalk can be blocked as though they didn't have
    islandwalk.": the attacker is blocked as if that ability weren't there."""
    lacked = f"didn't have {name.casefold()}"
    return any(isinstance(rule, str) and rule.startswith("can be blocked as though") and rule.endswith(lacked) for rule in attacking.rules)


def landwalk_quality(name: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The types, subtypes and supertypes a land needs (and those it must not have) for a
    landwalk ability (CR 702.14a, c): "islandwalk" an Island, "nonbasic landwalk" a land that
    is not basic, "snow swampwalk" a snow Swamp; None for a word that names no such quality."""
    words = name.casefold().removesuffix("walk").split()
    needed: set[str] = set()
    excluded: set[str] = set()
    for word in words:
        negated = word.startswith("non") and word not in _LAND_QUALITIES
        quality = _LAND_QUALITIES.get(word.removeprefix("non") if negated else word)
        if quality is None:
            return None
        (excluded if negated else needed).add(quality)
    return frozenset(needed), frozenset(excluded)


def _land_qualities() -> dict[str, str]:
    vocabulary = vocabulary_data()
    names = [*vocabulary["subtypes"]["land"], *vocabulary["supertypes"], *vocabulary["card_types"]]
    return {name.casefold(): name for name in names}


_LAND_QUALITIES = _land_qualities()


def _is_walked_land(land: Characteristics, needed: frozenset[str], excluded: frozenset[str]) -> bool:
    qualities = {*land.types, *land.subtypes, *land.supertypes}
    return needed <= qualities and not excluded & qualities


def declare_blockers(game: Game) -> None:
    """CR 509.1: each defending player declares blockers."""
    combat = game.state.combat or {}
    used: set[int] = set()
    # CR 509.1b: "No more than one creature can block each combat." (all blockers together)
    most = combat_limit(game, "block", None)
    for attacker_id, defender in combat.get("attackers", {}).items():
        attacker = game.get(attacker_id)
        if attacker is None:
            continue
        options = [o for o in game.battlefield(defender) if o.id not in used and can_block(game, o, attacker)]
        allowed = len(options) if most is None else min(len(options), most - len(used))
        if not options or allowed <= 0:
            continue
        chooser = declaring_player(game, fx.PlayerRuleName.CHOOSES_BLOCKERS, defender)
        chosen = game.ask(chooser, "blockers", f"block {attacker.name}", options, min=0, max=allowed)
        if _has(game, attacker, "Menace") and len(chosen) == 1:
            chosen = ()  # CR 702.111b: can't be blocked except by two or more creatures
        combat["blockers"][attacker_id] = [b.id for b in chosen]
        used.update(b.id for b in chosen)
        for index, blocker in enumerate(chosen):
            # "first": the event on which the attacker becomes blocked (CR 509.3c)
            game.emit("block", player=defender, object=game.info(blocker), objects=(game.info(attacker),), info={"attacker": attacker.name, "first": index == 0})
    # CR 509.1h, 509.3g: an attacker that no creature blocks becomes unblocked ("Whenever this
    # creature attacks and isn't blocked", frenzy)
    for attacker_id, defender in combat.get("attackers", {}).items():
        attacker = game.get(attacker_id)
        if attacker is not None and not combat["blockers"].get(attacker_id):
            game.emit("unblocked", player=game.controller_of(attacker), object=game.info(attacker), info={"defender": defender})


def combat_damage(game: Game) -> None:
    """CR 510: first-strike damage, state-based actions, then regular damage."""
    combat = game.state.combat or {}
    participants = _participants(game, combat)
    if any(_has(game, o, "First strike") or _has(game, o, "Double strike") for o in participants):
        _deal(game, combat, first_strike=True)
        game.check_state()
        _deal(game, combat, first_strike=False)
    else:
        _deal(game, combat, first_strike=None)


def _participants(game: Game, combat: dict[str, Any]) -> list[GameObject]:
    ids = list(combat.get("attackers", {}))
    for blockers in combat.get("blockers", {}).values():
        ids.extend(blockers)
    return [o for o in (game.get(i) for i in ids) if o is not None and o.zone == "battlefield"]


def _deals_now(game: Game, obj: GameObject, first_strike: bool | None) -> bool:
    if "assigns no combat damage" in game.characteristics(obj).rules:
        return False  # CR 510.1a: an effect says it assigns none
    if first_strike is None:
        return True
    fs = _has(game, obj, "First strike")
    ds = _has(game, obj, "Double strike")
    return (fs or ds) if first_strike else (ds or not fs)


#: "assigns combat damage equal to its toughness rather than its power" (CR 510.1a): the
#: characteristics a creature may assign its combat damage by instead of its power
_ASSIGNED_BY = {"toughness": lambda game, obj: game.toughness(obj), "mana value": lambda game, obj: game.mana_value(obj)}
_ASSIGNS_BY = "assigns combat damage equal to its "
#: "[You may have] this creature assign its combat damage as though it weren't blocked"
ASSIGNS_AS_UNBLOCKED = "assigns its combat damage as though it weren't blocked"
MAY_ASSIGN_AS_UNBLOCKED = "may assign its combat damage as though it weren't blocked"
READ_OBJECT_RULES.update({ASSIGNS_AS_UNBLOCKED, MAY_ASSIGN_AS_UNBLOCKED})
READ_OBJECT_RULE_PREFIXES.add(_ASSIGNS_BY)


def _damage_assigned(game: Game, obj: GameObject) -> int:
    """CR 510.1a: a creature assigns combat damage equal to its power, or to another
    characteristic an effect names ("equal to its toughness rather than its power")."""
    for rule in game.characteristics(obj).rules:
        if isinstance(rule, str) and rule.startswith(_ASSIGNS_BY):
            stat, _, instead = rule.removeprefix(_ASSIGNS_BY).partition(" rather than its ")
            if instead != "power" or stat not in _ASSIGNED_BY:
                raise UnsupportedAtRuntime(f"combat damage assigned by {rule!r}")
            return max(0, _ASSIGNED_BY[stat](game, obj) or 0)
    return max(0, game.power(obj) or 0)


def _as_though_unblocked(game: Game, attacker: GameObject, blocked: bool) -> bool:
    """"assign its combat damage as though it weren't blocked": all of it to the player,
    planeswalker or battle it attacks (CR 510.1b rather than 510.1c); "you may have ...": its
    controller chooses as it assigns its combat damage (CR 510.1)."""
    if not blocked:
        return False
    rules = game.characteristics(attacker).rules
    if ASSIGNS_AS_UNBLOCKED in rules:
        return True
    return MAY_ASSIGN_AS_UNBLOCKED in rules and game.may(game.controller_of(attacker), "assign its combat damage as though it weren't blocked", source=attacker.name)


def _deal(game: Game, combat: dict[str, Any], first_strike: bool | None) -> None:
    assignments: list[tuple[GameObject, Any, int]] = []
    for attacker_id, defender in combat.get("attackers", {}).items():
        attacker = game.get(attacker_id)
        if attacker is None or attacker.zone != "battlefield":
            continue
        blockers = [game.get(b) for b in combat.get("blockers", {}).get(attacker_id, [])]
        blockers = [b for b in blockers if b is not None and b.zone == "battlefield"]
        power = _damage_assigned(game, attacker)
        if _deals_now(game, attacker, first_strike) and power:
            if _as_though_unblocked(game, attacker, bool(combat.get("blockers", {}).get(attacker_id)) or attacker_id in combat.get("blocked_by_effect", ())):
                assignments.append((attacker, defender, power))
            elif attacker_id not in combat.get("blockers", {}) or not combat["blockers"][attacker_id]:
                # blocked by an effect with no blocker: no damage unless trample (CR 509.1h, 702.19e)
                if attacker_id not in combat.get("blocked_by_effect", ()) or _has(game, attacker, "Trample"):
                    assignments.append((attacker, defender, power))
            else:
                remaining = power
                deathtouch = _has(game, attacker, "Deathtouch")
                for index, blocker in enumerate(blockers):
                    toughness = game.toughness(blocker) or 0
                    lethal = 1 if deathtouch else max(0, toughness - blocker.damage)
                    last = index == len(blockers) - 1
                    amount = remaining if (last and not _has(game, attacker, "Trample")) else min(remaining, lethal)
                    if amount:
                        assignments.append((attacker, blocker, amount))
                    remaining -= amount
                if remaining and _has(game, attacker, "Trample"):
                    assignments.append((attacker, defender, remaining))
        for blocker in blockers:
            if _deals_now(game, blocker, first_strike):
                amount = _damage_assigned(game, blocker)
                if amount:
                    assignments.append((blocker, attacker, amount))
    infos = {source.id: game.info(source) for source, _, _ in assignments}
    with game.simultaneously():
        for source, target, amount in assignments:  # CR 510.2: dealt simultaneously
            game.deal_damage(infos[source.id], target, amount, combat=True)
