"""State-based actions (CR 704): one function per item of CR 704.5, in :data:`STATE_BASED_ACTIONS`,
applied in that order by :func:`state_based_actions`.

All applicable actions are performed at once (CR 704.3): the functions of one check share a
:class:`Check`, in which the players who lose and the permanents put into a graveyard or
destroyed are gathered, then the losses (:func:`players_lose`) and the moves
(:func:`move_gathered_permanents`) happen together.
"""

from __future__ import annotations

import collections
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from .. import effects as fx
from .control import notice_control_changes
from .designations import ascend_permanents
from .ring import control_lost as ring_bearer_control_lost
from .dispatch import check_condition
from .layers import READ_OBJECT_RULES
from .player_rules import has
from .protection import attachment_forbidden, protection_removes
from .soulbond import unpair_lapsed
from .state import GameObject, Player

if TYPE_CHECKING:
    from .game import Game


@attrs.define
class Check:
    """One check of the state-based actions (CR 704.3)."""

    game: Game
    #: whether an action was performed
    performed: bool = False
    #: the game ended (CR 104.2a): nothing more is checked
    finished: bool = False
    #: player -> why they lose, the first applicable reason in rule order
    losers: dict[str, str] = attrs.Factory(dict)
    #: object id -> (order, object): the permanents put into their owners' graveyards, moved
    #: together in that order: first those failing a check of their own state (CR 704.5f, i,
    #: v) in battlefield order, then the legend rule's (704.5j), then Auras (704.5m)
    to_graveyard: dict[int, tuple[tuple[int, int], GameObject]] = attrs.Factory(dict)
    #: object id -> (battlefield position, object): the creatures destroyed (CR 704.5g-h)
    to_destroy: dict[int, tuple[int, GameObject]] = attrs.Factory(dict)

    def put_into_graveyard(self, obj: GameObject, order: tuple[int, int]) -> None:
        """Gather ``obj`` to be put into its owner's graveyard, once (the first reason counts)."""
        self.to_graveyard.setdefault(obj.id, (order, obj))


def end_lapsed_durations(game: Game) -> bool:
    """End every "for as long as" effect whose condition no longer holds (CR 611.2b). True if
    any ended."""
    state = game.state

    def holds(lasting: Any) -> bool:
        condition, ctx = lasting
        return check_condition(game, condition, ctx)

    ended = False
    kept_effects = [e for e in state.effects if getattr(e, "lasts_while", None) is None or holds(e.lasts_while)]
    if len(kept_effects) != len(state.effects):
        state.effects, ended = kept_effects, True
    for name in ("permissions", "replacements", "player_rules"):
        entries = getattr(state, name)
        kept = [d for d in entries if d.get("lasts_while") is None or holds(d["lasts_while"])]
        if len(kept) != len(entries):
            setattr(state, name, kept)
            ended = True
    if ended:
        game._touch()
    return ended


def _creatures_with_toughness(game: Game) -> list[tuple[int, GameObject, int]]:
    """(battlefield position, creature, toughness) of the creatures that have a toughness."""
    return [
        (position, obj, chars.toughness)
        for position, (obj, chars) in enumerate(game.permanents())
        if "Creature" in chars.types and chars.toughness is not None
    ]


def _lose(check: Check, reason: str, applies: Callable[[Player], bool]) -> None:
    """The players who have not lost yet (nor cannot lose) and to whom the rule ``applies`` lose
    for ``reason``, unless an earlier rule already gave them one."""
    for player in check.game.state.players:
        if player.lost or player.name in check.losers or not applies(player):
            continue
        if not has(check.game, player.name, fx.PlayerRuleName.CANT_LOSE_THE_GAME):
            check.losers[player.name] = reason


# CR 704.5a
def zero_life_loses(check: Check) -> None:
    """A player with 0 or less life loses the game."""
    spared = fx.PlayerRuleName.DOESNT_LOSE_FOR_ZERO_LIFE  # "You don't lose the game for having 0 or less life."
    _lose(check, "life total 0 or less (CR 704.5a)", lambda player: player.life <= 0 and not has(check.game, player.name, spared))


# CR 704.5b
def empty_library_draw_loses(check: Check) -> None:
    """A player who attempted to draw from an empty library since the last check loses."""
    _lose(check, "drew from an empty library (CR 704.5b)", lambda player: player.drew_from_empty)


# CR 704.5c
def ten_poison_loses(check: Check) -> None:
    """A player with ten or more poison counters loses the game."""
    spared = fx.PlayerRuleName.DOESNT_LOSE_FOR_POISON
    _lose(check, "ten or more poison counters (CR 704.5c)", lambda player: player.counters.get("poison", 0) >= 10 and not has(check.game, player.name, spared))


# CR 704.3, 104.2a
def players_lose(check: Check) -> None:
    """The players gathered by 704.5a-c lose, in turn order; a game with one player left (or
    none) is over, and nothing more is checked."""
    game = check.game
    for player in game.state.players:
        reason = check.losers.get(player.name)
        if reason:
            player.lost = True
            player.loss_reason = reason
            game.emit("lose", player=player.name, info={"reason": reason})
            check.performed = True
    for player in game.state.players:
        player.drew_from_empty = False  # CR 704.5b: "since the last time state-based actions were checked"
    living = game.living_players()
    if len(game.state.players) > 1 and len(living) <= 1 and not game.state.game_over:
        game.state.game_over = True
        for p in living:
            p.won = True
        check.performed = True
        check.finished = True


# CR 704.5d
def tokens_outside_battlefield_cease(check: Check) -> None:
    """A token in a zone other than the battlefield ceases to exist."""
    game = check.game
    for obj in game.tokens_outside_battlefield():
        if obj.is_token and obj.zone != "battlefield":
            game._remove(obj)
            game._touch()
            check.performed = True


# CR 704.5e
def spell_copies_off_the_stack_cease(check: Check) -> None:
    """A copy of a spell in a zone other than the stack ceases to exist (a resolved instant or
    sorcery copy, a countered copy)."""
    game = check.game
    for obj in game.spell_copies_off_the_stack():
        game._remove(obj)
        game._touch()
        check.performed = True


# CR 704.5f
def zero_toughness_to_graveyard(check: Check) -> None:
    """A creature with toughness 0 or less is put into its owner's graveyard."""
    for position, obj, toughness in _creatures_with_toughness(check.game):
        if toughness <= 0:
            check.put_into_graveyard(obj, (0, position))


# CR 704.5g
def lethal_damage_destroys(check: Check) -> None:
    """A creature with toughness greater than 0 and damage marked on it at least its
    toughness is destroyed."""
    for position, obj, toughness in _creatures_with_toughness(check.game):
        if toughness > 0 and obj.damage >= toughness:
            check.to_destroy.setdefault(obj.id, (position, obj))


# CR 704.5h
def deathtouch_damage_destroys(check: Check) -> None:
    """A creature with toughness greater than 0 dealt damage by a source with deathtouch since
    the last check is destroyed."""
    for position, obj, toughness in _creatures_with_toughness(check.game):
        if toughness > 0 and obj.damage > 0 and obj.deathtouch_damage:
            check.to_destroy.setdefault(obj.id, (position, obj))


# CR 704.5i
def zero_loyalty_to_graveyard(check: Check) -> None:
    """A planeswalker with loyalty 0 is put into its owner's graveyard."""
    for position, (obj, chars) in enumerate(check.game.permanents()):
        if "Planeswalker" in chars.types and obj.counters.get("loyalty", 0) <= 0:
            check.put_into_graveyard(obj, (0, position))


# CR 704.5v
def zero_defense_to_graveyard(check: Check) -> None:
    """A battle with defense 0 is put into its owner's graveyard."""
    for position, (obj, chars) in enumerate(check.game.permanents()):
        if "Battle" in chars.types and obj.counters.get("defense", 0) <= 0:
            check.put_into_graveyard(obj, (0, position))


READ_OBJECT_RULES.add(fx.LEGEND_RULE_EXEMPTION)  # read by the legend rule below


# CR 704.5j
def legend_rule(check: Check) -> None:
    """A player who controls two or more legendary permanents with the same name chooses one
    of them; the rest are put into their owners' graveyards. A permanent an effect leaves out
    ('The "legend rule" doesn't apply to ...') is not counted."""
    game = check.game
    legends: dict[tuple[str, str], list[GameObject]] = collections.defaultdict(list)
    for obj, chars in game.permanents():
        if "Legendary" in chars.supertypes and chars.name and fx.LEGEND_RULE_EXEMPTION not in chars.rules:
            legends[(chars.controller, chars.name)].append(obj)
    for (controller, name), group in sorted(legends.items()):
        if len(group) > 1:
            keep = game.choose_one(controller, "card", f"legend rule: keep one {name}", group)
            for obj in group:
                if obj is not keep:
                    check.put_into_graveyard(obj, (1, len(check.to_graveyard)))


# CR 704.5s
def final_chapter_saga_sacrificed(check: Check) -> None:
    """A Saga with as many lore counters as its final chapter, with no chapter ability of its
    own on the stack (or waiting to be put there), is sacrificed."""
    game = check.game
    on_stack = {getattr(item, "source_id", None) for item in game.zone("stack").objects if getattr(item, "kind", None) == "triggered"}
    pending_sources = {p.source_id for p in game.state.pending_triggers}
    for obj in game.battlefield():
        if obj.counters.get("lore", 0) <= 0:
            continue  # a chapter number is 1 or more (CR 714.2a): no counter, no final chapter reached
        chapters = [n for a in game.abilities(obj) if isinstance(a, fx.ChapterAbility) for n in a.chapters]
        if chapters and obj.counters.get("lore", 0) >= max(chapters) and obj.id not in on_stack and obj.id not in pending_sources:
            game.sacrifice(obj)
            check.performed = True


# CR 704.5m
def unattached_aura_to_graveyard(check: Check) -> None:
    """An Aura attached to nothing (or to an object that is gone), or to a permanent with
    protection from it (CR 702.16c) or that an effect says it can't enchant ("can't be enchanted
    by other Auras", CR 303.4c), is put into its owner's graveyard."""
    game = check.game
    for obj, chars in game.permanents():
        if "Aura" not in chars.subtypes:
            continue
        attached = game.get(obj.attached_to)
        if attached is None or (attached.zone == "battlefield" and (protection_removes(game, attached, obj) or attachment_forbidden(game, attached, obj))):
            check.put_into_graveyard(obj, (2, len(check.to_graveyard)))


# CR 704.5y
def one_role_per_controller(check: Check) -> None:
    """Of the Roles one player controls attached to the same permanent, all but the one with the
    most recent timestamp are put into their owners' graveyards (CR 303.7a)."""
    game = check.game
    roles: dict[tuple[int, str], list[GameObject]] = collections.defaultdict(list)
    for obj, chars in game.permanents():
        if obj.attached_to is not None and chars.has_subtype("Role"):
            roles[(obj.attached_to, chars.controller)].append(obj)
    for group in roles.values():
        newest = max(group, key=lambda role: role.timestamp)
        for obj in group:
            if obj is not newest:
                check.put_into_graveyard(obj, (2, len(check.to_graveyard)))


# CR 704.5n
def protection_unattaches_equipment(check: Check) -> None:
    """An Equipment or Fortification attached to a permanent with protection from it (CR
    702.16d), or to one an effect says it can't be attached to ("can't be equipped", "can be
    attached only to a legendary creature", CR 301.5c), becomes unattached and stays on the
    battlefield."""
    game = check.game
    for obj, chars in game.permanents():
        if obj.attached_to is None or not any(chars.has_subtype(s) for s in ("Equipment", "Fortification")):
            continue
        attached = game.get(obj.attached_to)
        if attached is not None and attached.zone == "battlefield" and (protection_removes(game, attached, obj) or attachment_forbidden(game, attached, obj)):
            game.unattach(obj)
            check.performed = True


# CR 704.5p
def non_attachments_unattach(check: Check) -> None:
    """A creature or battle attached to an object or player becomes unattached, as does any
    other permanent that's neither an Aura, an Equipment nor a Fortification (a licid whose
    effect making it an Aura ended, CR 116.2c); it remains on the battlefield."""
    game = check.game
    for obj, chars in game.permanents():
        if obj.attached_to is None:
            continue
        attachment = any(chars.has_subtype(s) for s in ("Aura", "Equipment", "Fortification"))
        if "Creature" in chars.types or "Battle" in chars.types or not attachment:
            game.unattach(obj)
            check.performed = True


# CR 704.3
def move_gathered_permanents(check: Check) -> None:
    """The permanents gathered above go to their owners' graveyards together, then those
    gathered for destruction are destroyed."""
    game = check.game
    if check.to_graveyard:
        game.move_many([obj for _, obj in sorted(check.to_graveyard.values(), key=lambda entry: entry[0])], "graveyard", cause="state-based action")
        check.performed = True
    for _, obj in sorted(check.to_destroy.values(), key=lambda entry: entry[0]):
        if obj.id not in game.state.objects:
            continue
        if game.characteristics(obj).has_keyword("Indestructible"):
            continue  # CR 702.12b: destroying it does nothing, so no action is performed
        game.destroy(obj, by_rule=True)  # no effect destroys it (CR 122.1c)
        check.performed = True


# CR 704.5q
def counters_annihilate(check: Check) -> None:
    """A permanent with both +1/+1 and -1/-1 counters on it loses N of each, N the smaller
    number."""
    game = check.game
    for obj in game.battlefield():
        plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
        if plus and minus:
            n = min(plus, minus)
            game.remove_counters(obj, "+1/+1", n)
            game.remove_counters(obj, "-1/-1", n)
            check.performed = True


#: the state-based actions in the order they are checked
STATE_BASED_ACTIONS: tuple[Callable[[Check], None], ...] = (
    zero_life_loses,
    empty_library_draw_loses,
    ten_poison_loses,
    players_lose,
    tokens_outside_battlefield_cease,
    spell_copies_off_the_stack_cease,
    zero_toughness_to_graveyard,
    lethal_damage_destroys,
    deathtouch_damage_destroys,
    zero_loyalty_to_graveyard,
    zero_defense_to_graveyard,
    legend_rule,
    final_chapter_saga_sacrificed,
    unattached_aura_to_graveyard,
    one_role_per_controller,
    protection_unattaches_equipment,
    non_attachments_unattach,
    move_gathered_permanents,
    counters_annihilate,
)


def state_based_actions(game: Game) -> bool:
    """Perform all applicable state-based actions at once (CR 704.3); True if any was."""
    end_lapsed_durations(game)  # CR 611.2b: "for as long as" effects end as soon as they lapse
    unpair_lapsed(game)  # CR 702.95e
    ascend_permanents(game)  # CR 702.131b: a static ability that applies any time
    ring_bearer_control_lost(game)  # CR 701.54a: a Ring-bearer another player gained control of
    notice_control_changes(game)  # CR 603.10d: "When you lose control of ..."
    check = Check(game)
    with game.simultaneously():
        for action in STATE_BASED_ACTIONS:
            action(check)
            if check.finished:
                break
    return check.performed
