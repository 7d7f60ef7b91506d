"""Targets (CR 115): the legal candidates for a target, and whether a chosen one is still legal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from .context import Context
from .errors import UnsupportedAtRuntime
from .layers import READ_RULES_NAMING_OTHERS, RuleAbout
from .player_abilities import player_abilities
from .protection import has_quality, player_protected_from, protected_from
from .references import COMPARE, different_group_fits, facts_of, group_quality, matches, objects_of, players_of, stat_of, zone_objects
from .registry import filter_field
from .state import GameObject, Player

if TYPE_CHECKING:
    from .game import Game


def target_candidates(game: Game, spec: fx.Target, ctx: Context) -> list[Any]:
    """Legal choices for one "target" (objects and/or players), in zone and turn order."""
    what = spec.what
    if isinstance(what, fx.AnyTarget):  # CR 115.4: creature, player, planeswalker or battle
        out_any: list[Any] = [o for o in game.battlefield() if any(t in game.characteristics(o).types for t in ("Creature", "Planeswalker", "Battle")) and _can_be_targeted(game, o, ctx)]
        if what.other:
            out_any = [o for o in out_any if o.id != ctx.source_id]
        if what.excluded is not None:
            out_any = [o for o in out_any if not excluded_from_any_target(game, what, o, ctx)]
        return out_any + [game.player(n) for n in game.apnap() if _player_targetable(game, n, ctx)]
    if isinstance(what, fx.Union):
        out_union: list[Any] = []
        for part in what.parts:
            for c in target_candidates(game, fx.Target(key=spec.key, what=part), ctx):
                if not any(c is x for x in out_union):
                    out_union.append(c)
        return out_union
    if fx.names_players(what):
        players = players_of(game, what, ctx) if not isinstance(what, fx.You) else [game.player(ctx.controller)]
        return [p for p in players if _player_targetable(game, p.name, ctx)]
    if isinstance(what, fx.Filter):
        if group_stat(what) is not None:  # the total is of the targets together: checked as a group
            what = attrs.evolve(what, stat=None)
        what, _ = group_quality(what)  # so are different values (CR 201.2b)
        out: list[Any] = []
        for obj in zone_objects(game, what, ctx):
            if not matches(game, obj, what, ctx):
                continue
            if obj.zone == "battlefield" and not _can_be_targeted(game, obj, ctx):
                continue
            out.append(obj)
        if "player" in what.any_types:  # "any target" (CR 115.4)
            out.extend(game.player(n) for n in game.apnap() if _player_targetable(game, n, ctx))
        return out
    game.unsupported[type(what).__name__] += 1
    raise UnsupportedAtRuntime(type(what).__name__, "not a target description")


def excluded_from_any_target(game: Game, what: fx.AnyTarget, obj: Any, ctx: Context) -> bool:
    """"any target that isn't a Dragon" (a description), "any target other than that permanent"
    (the objects a reference names, as they were): not a legal target (CR 115.4)."""
    if what.excluded is None or not isinstance(obj, GameObject):
        return False
    if isinstance(what.excluded, fx.Filter):
        return matches(game, obj, what.excluded, ctx)
    return obj.id in {getattr(o, "id", None) for o in objects_of(game, what.excluded, ctx, lki=True)}


def group_stat(what: Any) -> tuple[str, str, fx.Value] | None:
    """"up to three target creature cards with total mana value 3 or less": the stat the
    targets have together (a Filter's "total_" stat), or None."""
    if isinstance(what, fx.Filter) and what.stat is not None and what.stat[0].startswith("total_"):
        return what.stat
    return None


def group_fits(game: Game, spec: fx.Target, chosen: list[Any], ctx: Context) -> bool:
    """Whether the objects chosen for ``spec`` together have its total (CR 601.2c, 202.3: the
    mana values of all of them added up) and its different values (CR 201.2b); True when the
    description has neither."""
    _, different = group_quality(spec.what)
    if different is not None and not different_group_fits(game, [o for o in chosen if isinstance(o, GameObject)], different):
        return False  # "target creature cards with different names" (CR 201.2b)
    total = group_stat(spec.what)
    if total is None:
        return True
    stat, op, amount = total
    numbers = [stat_of(facts_of(game, o), stat[len("total_"):]) for o in chosen if isinstance(o, GameObject)]
    return COMPARE[op](sum(n or 0 for n in numbers), game.evaluate(amount, ctx))


#: "Creatures your opponents control can be the targets of spells and abilities you control as
#: though they didn't have hexproof." (CR 609.4b): the rules, with the keyword each overlooks
TARGETABLE_AS_THOUGH = {
    f"can be the target of as though {pronoun} didn't have {keyword}": keyword
    for pronoun in ("it", "they") for keyword in ("hexproof", "shroud")
}
READ_RULES_NAMING_OTHERS.update(TARGETABLE_AS_THOUGH)


def _targetable_as_though_lacking(game: Game, chars: Any, keyword: str, ctx: Context) -> bool:
    """Whether a rule lets the spell or ability choosing targets (controlled by
    ``ctx.controller``) choose this object as though it didn't have ``keyword`` (CR 609.4b;
    702.11e: every hexproof ability, "hexproof from [quality]" too)."""
    for rule in chars.rules:
        if not isinstance(rule, RuleAbout) or TARGETABLE_AS_THOUGH.get(rule.rule) != keyword:
            continue
        other = rule.other
        # "spells and abilities [you control]": only their controller is read
        if not isinstance(other, fx.Filter) or attrs.evolve(other, controller=None) != fx.Filter(zone="stack", kind="spell_or_ability"):
            raise UnsupportedAtRuntime("CanBeTargetOf", f"which spells and abilities may target as though it didn't have {keyword}: only their controller is read")
        if other.controller is None or ctx.controller in [p.name for p in players_of(game, other.controller, rule.ctx)]:
            return True
    return False


def _can_be_targeted(game: Game, obj: GameObject, ctx: Context) -> bool:
    chars = game.characteristics(obj)
    if chars.has_keyword("Shroud") and not _targetable_as_though_lacking(game, chars, "shroud", ctx):
        return False  # CR 702.18a
    source = game.get(ctx.source_id) or ctx.source_info
    if chars.controller != ctx.controller:
        # CR 702.11b: hexproof: not by the opponents' spells and abilities;
        # CR 702.11d: "hexproof from [quality]", a hexproof keyword with a quality: only by
        # the opponents' spells with the quality and abilities from sources with it
        hexproofs = [a for a in chars.abilities if isinstance(a, fx.Keyword) and a.name.casefold() == "hexproof"]
        if any(not h.quality or any(has_quality(game, source, q, game.static_context(obj)) for q in h.quality) for h in hexproofs):
            if not _targetable_as_though_lacking(game, chars, "hexproof", ctx):
                return False
    # CR 702.16b: protection: not by spells with the quality, nor abilities from sources with it
    return not protected_from(game, obj, source)


def target_still_legal(game: Game, spec: Any, target: Any, ctx: Context) -> bool:
    """CR 608.2b: a target is illegal if it is gone or no longer fits its description."""
    if spec is None:
        return True
    if isinstance(target, str):
        p = game.player(target)
        return not p.lost and target in [x.name for x in target_candidates(game, spec, ctx) if isinstance(x, Player)]
    obj = game.get(target)
    if obj is None:
        return False
    if not group_fits(game, spec, [o for o in (game.get(t) for t in ctx.targets.get(spec.key, ()) if isinstance(t, int)) if o is not None], ctx):
        return False  # CR 608.2b: the targets together no longer fit "with total mana value 3 or less"
    return any(c is obj for c in target_candidates(game, spec, ctx))


def _player_targetable(game: Game, player: str, ctx: Context) -> bool:
    names = {a.name.casefold() for a in player_abilities(game, player) if isinstance(a, fx.Keyword)}
    if "shroud" in names:
        return False  # CR 702.18a
    if "hexproof" in names and player != ctx.controller:
        return False  # CR 702.11b
    # CR 702.16b: a player with protection, as a permanent with it
    return not ("protection" in names and player_protected_from(game, player, game.get(ctx.source_id) or ctx.source_info))


@filter_field("targetable_by")
def _could_be_targeted_by(game: Game, obj: Any, f: fx.Filter, ctx: Context) -> bool:
    """"that the spell could target" (CR 115.1, 707.10d): the object would be a legal target,
    for the spell or ability's controller, of every instance of the word "target" it has chosen
    targets for (a spell or ability with no targets could target nothing; the same object for
    each, CR 707.10d); with ``other_than_its_targets``, not one it targets already."""
    if not isinstance(obj, GameObject):
        return False
    for item in objects_of(game, f.targetable_by, ctx, lki=False):
        item_ctx = getattr(item, "ctx", None) or getattr(getattr(item, "cast", None), "ctx", None)
        if item_ctx is None:
            continue
        keys = [key for key, chosen in item_ctx.targets.items() if chosen]
        if not keys:
            continue
        if f.other_than_its_targets and any(obj.id in item_ctx.targets[key] for key in keys):
            continue
        specs = [item_ctx.target_specs.get(key) for key in keys]
        if any(spec is None for spec in specs):
            raise UnsupportedAtRuntime("Filter", "what a spell or ability whose target descriptions are not known could target (CR 115.1)")
        if all(any(c is obj for c in target_candidates(game, spec, item_ctx)) for spec in specs):
            return True
    return False
