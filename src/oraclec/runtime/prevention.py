"""Prevention effects (CR 615) and "damage can't be prevented" (CR 615.12).

Damage goes through :meth:`Game.deal_damage`, which first asks :func:`prevent` how much of it
is left. The prevention effects that can apply to a damage event:

* shields made by resolving spells and abilities ("Prevent all combat damage that would be
  dealt this turn", "Prevent the next 3 damage that would be dealt to any target this turn"),
  kept in ``game.state.replacements`` until the cleanup step ends them (CR 514.2) or, for a
  shield with an amount, until that much damage is prevented (CR 615.7);
* static abilities ("Prevent all damage that would be dealt to this creature"), for as long as
  their source's ability functions.

What a shield protects is described, not fixed (CR 615.1): "target creature" is the object
chosen as it resolved, but "creatures you control" is read again when damage would be dealt,
since only effects that change characteristics or control lock in their objects (CR 611.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .context import Context
from .dispatch import evaluate
from .errors import UnsupportedAtRuntime
from .layers import static_effects_of
from .protection import player_protected_from, protected_from
from .references import refers_to
from .state import GameObject, ObjectInfo, Player

if TYPE_CHECKING:
    from .game import Game

PREVENT = "prevent"
NO_PREVENTION = "no_prevention"


# -- setting shields up ----------------------------------------------------------------------------
def check_supported(game: Game, flow: fx.DamageFlow) -> None:
    """Raise UnsupportedAtRuntime (counted) for damage the engine cannot recognise as it happens:
    "that damage" of a replaced event (CR 615.5), sources "of your choice", and references that
    are neither objects nor players."""
    if flow.event:
        game.unsupported["DamageFlow"] += 1
        raise UnsupportedAtRuntime("DamageFlow", '"that damage" of a replaced event (CR 615.5) is not applied yet')
    for ref in (flow.to, flow.by):
        if ref is not None and not _recognisable(ref):
            game.unsupported[type(ref).__name__] += 1
            raise UnsupportedAtRuntime(type(ref).__name__, "damage dealt to or by this is not recognised as it happens")


def _recognisable(ref: Any) -> bool:
    if isinstance(ref, fx.Union):
        return all(_recognisable(part) for part in ref.parts)
    if isinstance(ref, fx.Target):
        return True  # what was chosen as it resolved
    # players named without a choice or an earlier result; others are not tracked yet
    return isinstance(ref, (fx.This, fx.Filter, fx.AnyTarget, fx.AttachedTo, fx.You, fx.EachPlayer, fx.EachOpponent, fx.ControllerOf, fx.OwnerOf))


def add_shield(game: Game, flow: fx.DamageFlow, ctx: Context, duration: str | None, *, kind: str = PREVENT) -> None:
    """A prevention effect (or, with ``kind`` NO_PREVENTION, a "damage can't be prevented"
    effect) of a resolving spell or ability, for ``duration``; "the next N damage" is evaluated
    now and used up as damage is prevented (CR 615.7)."""
    check_supported(game, flow)
    if duration != "end_of_turn":
        game.unsupported["PreventDamage"] += 1
        raise UnsupportedAtRuntime("PreventDamage", f"a prevention effect lasting {duration or 'indefinitely'} is not tracked yet")
    remaining = None if flow.amount is None or kind != PREVENT else max(0, evaluate(game, flow.amount, ctx))
    label = ctx.source_info.name if ctx.source_info is not None else "a resolved spell or ability"
    game.state.replacements.append({"kind": kind, "flow": flow, "ctx": ctx, "remaining": remaining, "duration": duration, "label": label})
    game._touch()


# -- applying them ---------------------------------------------------------------------------------
def prevent(game: Game, source: ObjectInfo | None, recipient: GameObject | Player, amount: int, *, combat: bool) -> int:
    """How much of ``amount`` damage from ``source`` to ``recipient`` is left once the
    prevention effects that apply have (CR 615). When several apply, the player affected (the
    recipient, or its controller) chooses which goes first, and the rest are checked again
    (CR 616.1, 616.1f); each applies once to the event."""
    if amount <= 0 or _cannot_be_prevented(game, source, recipient, combat):
        return amount
    affected = recipient.name if isinstance(recipient, Player) else game.controller_of(recipient)
    if protected_from(game, recipient, source) if isinstance(recipient, GameObject) else player_protected_from(game, recipient.name, source):
        # CR 702.16e: protection prevents all of it. The affected player would apply it first
        # of the prevention effects (CR 616.1): it leaves no damage for the others to use up.
        about: dict[str, Any] = {"player": affected} if isinstance(recipient, Player) else {"player": affected, "object": game.info(recipient)}
        game.emit("prevent_damage", amount=amount, objects=(source,) if source else (), info={"source": source.name if source else "?", "combat": combat, "protection": True}, **about)
        return 0
    applied: set[int] = set()
    # CR 122.1c: shield counters on a permanent: "If damage would be dealt to this permanent,
    # prevent that damage and remove a shield counter from it."
    shield_counter = {"kind": PREVENT, "shield_counter": True, "remaining": None, "label": "a shield counter"}
    while amount > 0:
        candidates = [s for s in _shields(game) if id(s) not in applied and _applies(game, s["flow"], s["ctx"], source, recipient, combat)]
        if isinstance(recipient, GameObject) and recipient.counters.get("shield", 0) > 0 and id(shield_counter) not in applied:
            candidates.append(shield_counter)
        if not candidates:
            break
        if len(candidates) == 1:
            shield = candidates[0]
        else:
            # named after their sources, as replacement effects are
            shield = game.ask(affected, "replacement", f"which prevention effect applies to {amount} damage to {recipient.name}", candidates)[0]
        applied.add(id(shield))
        prevented = amount if shield["remaining"] is None else min(amount, shield["remaining"])
        if shield is shield_counter:
            game.remove_counters(recipient, "shield", 1)
        if shield["remaining"] is not None:
            shield["remaining"] -= prevented
            if shield["remaining"] <= 0 and shield in game.state.replacements:
                game.state.replacements.remove(shield)  # a shield that is used up ends (CR 615.7)
        if prevented <= 0:
            continue
        amount -= prevented
        where: dict[str, Any] = {"player": affected} if isinstance(recipient, Player) else {"player": affected, "object": game.info(recipient)}
        game.emit(
            "prevent_damage",
            amount=prevented,
            objects=(source,) if source else (),
            info={"source": source.name if source else "?", "combat": combat},
            **where,
        )
    return amount


def prevention_applies(game: Game, source: ObjectInfo | None, recipient: GameObject | Player, amount: int, *, combat: bool) -> bool:
    """Whether any prevention effect (protection, a shield, a shield counter) would apply to
    ``amount`` damage from ``source`` to ``recipient`` (CR 615, 616.1: for the affected player's
    choice of order among the replacement and prevention effects)."""
    if amount <= 0 or _cannot_be_prevented(game, source, recipient, combat):
        return False
    if protected_from(game, recipient, source) if isinstance(recipient, GameObject) else player_protected_from(game, recipient.name, source):
        return True
    if isinstance(recipient, GameObject) and recipient.counters.get("shield", 0) > 0:
        return True
    return any(_applies(game, s["flow"], s["ctx"], source, recipient, combat) for s in _shields(game))


def _shields(game: Game) -> list[dict[str, Any]]:
    """The prevention effects in play: resolved shields in the order they were made, then the
    static abilities' (a fresh entry each time: they are never used up)."""
    out = [s for s in game.state.replacements if s.get("kind") == PREVENT]
    for effect, source in static_effects_of(game, fx.PreventDamage):
        if effect.damage.amount is None and not effect.damage.event and _recognisable_flow(effect.damage):
            out.append({"kind": PREVENT, "flow": effect.damage, "ctx": game.static_context(source), "remaining": None, "label": source.name})
    return out


def _recognisable_flow(flow: fx.DamageFlow) -> bool:
    return all(ref is None or _recognisable(ref) for ref in (flow.to, flow.by))


def _cannot_be_prevented(game: Game, source: ObjectInfo | None, recipient: GameObject | Player, combat: bool) -> bool:
    """CR 615.12: "damage can't be prevented" effects that cover this damage."""
    flows = [(s["flow"], s["ctx"]) for s in game.state.replacements if s.get("kind") == NO_PREVENTION]
    flows += [(e.damage, game.static_context(o)) for e, o in static_effects_of(game, fx.DamageCantBePrevented) if _recognisable_flow(e.damage)]
    return any(_applies(game, flow, ctx, source, recipient, combat) for flow, ctx in flows)


def _applies(game: Game, flow: fx.DamageFlow, ctx: Context, source: ObjectInfo | None, recipient: GameObject | Player, combat: bool) -> bool:
    """Whether damage from ``source`` to ``recipient`` is the damage ``flow`` describes."""
    if flow.kind == "combat" and not combat:
        return False
    if flow.kind == "noncombat" and combat:
        return False
    if flow.to_and_by:  # "dealt to and dealt by that creature": damage either way
        return refers_to(game, flow.to, ctx, recipient) or (source is not None and refers_to(game, flow.to, ctx, source))
    if flow.to is not None and not refers_to(game, flow.to, ctx, recipient):
        return False
    return flow.by is None or (source is not None and refers_to(game, flow.by, ctx, source))
