"""Designations of players: the monarch (CR 724) and the initiative (CR 725).

Only one player has each at a time (``GameState.designations``, changed by
:meth:`Game.become_designated`). Their inherent triggered abilities have no source and are
controlled by the player who had the designation when they triggered (CR 724.2, 725.2):

* the monarch: "At the beginning of the monarch's end step, that player draws a card" and
  "Whenever a creature deals combat damage to the monarch, its controller becomes the
  monarch";
* the initiative: "At the beginning of the upkeep of the player who has the initiative, that
  player ventures into Undercity", "Whenever one or more creatures a player controls deal combat
  damage to the player who has the initiative, the controller of those creatures takes the
  initiative" and "Whenever a player takes the initiative, that player ventures into
  Undercity". Venturing into Undercity is a keyword action the runtime does not run yet
  (dungeons, CR 309): reaching it is counted as unsupported.

A player who leaves the game passes them on (CR 724.4, 725.4).

The city's blessing (CR 702.131c) is a player's for the rest of the game once they get it; ascend
gives it (:func:`ascend_permanents`, :func:`ascend_spell`).
"""

from __future__ import annotations

import collections
from typing import TYPE_CHECKING

from .. import effects as fx
from .state import add_pending_trigger

if TYPE_CHECKING:
    from .game import Game
    from .state import Event, GameObject

#: "that player" of an inherent trigger: the player the designation goes to, or who draws
_THAT_PLAYER = fx.PlayerRole(role="that")
_MONARCH_DRAWS = fx.TriggeredAbility(trigger=fx.StepTrigger(step="end"), effects=(fx.Draw(player=_THAT_PLAYER),))
_BECOMES_MONARCH = fx.TriggeredAbility(
    trigger=fx.Trigger(event="deals_combat_damage"), effects=(fx.BecomeDesignated(designation="monarch", player=_THAT_PLAYER),)
)
_VENTURE_INTO_UNDERCITY = (fx.KeywordAction(name="venture into Undercity", rule="701.49", player=_THAT_PLAYER),)
_INITIATIVE_UPKEEP = fx.TriggeredAbility(trigger=fx.StepTrigger(step="upkeep"), effects=_VENTURE_INTO_UNDERCITY)
_TAKES_INITIATIVE = fx.TriggeredAbility(
    trigger=fx.Trigger(event="deals_combat_damage"), effects=(fx.BecomeDesignated(designation="initiative", player=_THAT_PLAYER),)
)
_VENTURES_ON_TAKING = fx.TriggeredAbility(trigger=fx.Trigger(event="designation"), effects=_VENTURE_INTO_UNDERCITY)


def _inherent(game: Game, ability: fx.TriggeredAbility, controller: str, that_player: str, event: Event | None) -> None:
    """An inherent triggered ability with no source (CR 724.2, 725.2), remembering "that
    player"."""
    add_pending_trigger(game, ability, controller, None, None, event, carried={"results": {"that player": [that_player]}, "targets": {}, "x": 0})


def event_triggers(game: Game, event: Event) -> None:
    """Inherent triggered abilities of the designations that trigger on an event."""
    designations = game.state.designations
    if not designations:
        return
    if event.kind == "lose" and event.player is not None:
        _player_left(game, event.player)
        return
    if event.kind == "designation" and event.get("designation") == "initiative":
        # CR 725.2: "Whenever a player takes the initiative, that player ventures into Undercity"
        _inherent(game, _VENTURES_ON_TAKING, event.player or "", event.player or "", event)
        return
    if event.kind != "damage" or not event.get("combat") or event.object is not None or not event.objects:
        return
    source = event.objects[0]
    if "Creature" not in source.types or event.player is None:
        return
    if designations.get("monarch") == event.player:
        # CR 724.2: the creature's controller becomes the monarch; the monarch controls the trigger
        _inherent(game, _BECOMES_MONARCH, event.player, source.controller, event)
    if designations.get("initiative") == event.player:
        # CR 725.2: "one or more creatures a player controls": one trigger per player per
        # combat damage step (the damage is dealt at once, before anything is put on the stack)
        already = any(
            p.ability is _TAKES_INITIATIVE and p.carried and p.carried["results"]["that player"] == [source.controller]
            for p in game.state.pending_triggers
        )
        if not already:
            _inherent(game, _TAKES_INITIATIVE, event.player, source.controller, event)


def step_triggers(game: Game, step: str) -> None:
    """CR 724.2: the monarch's end step; CR 725.2: the upkeep of the player who has the
    initiative."""
    active = game.active_player.name
    if step == "end" and game.state.designations.get("monarch") == active:
        _inherent(game, _MONARCH_DRAWS, active, active, None)
    if step == "upkeep" and game.state.designations.get("initiative") == active:
        _inherent(game, _INITIATIVE_UPKEEP, active, active, None)


def _player_left(game: Game, player: str) -> None:
    """CR 724.4, 725.4: the active player gets what a player leaving the game had; if the
    active player is the one leaving, the next player in turn order who is still in the game."""
    held = sorted(d for d, holder in game.state.designations.items() if holder == player)
    if not held:
        return
    players = game.state.players
    start = game.state.active
    heir = next((players[(start + i) % len(players)] for i in range(len(players)) if not players[(start + i) % len(players)].lost), None)
    for designation in held:
        del game.state.designations[designation]
        if heir is not None:
            game.become_designated(heir.name, designation)


#: CR 702.131a-b: ascend's threshold of permanents controlled
_ASCEND_PERMANENTS = 10
_CITYS_BLESSING = "city's blessing"


def _ascend(game: Game, player: str) -> None:
    """"If you control ten or more permanents and you don't have the city's blessing, you get
    the city's blessing for the rest of the game." (CR 702.131a-b)"""
    if not game.has_designation(player, _CITYS_BLESSING) and len(game.battlefield(player)) >= _ASCEND_PERMANENTS:
        game.become_designated(player, _CITYS_BLESSING)


def ascend_permanents(game: Game) -> None:
    """CR 702.131b: ascend on a permanent is a static ability, which applies any time its
    controller controls ten or more permanents (checked whenever state-based actions are).
    Only the permanents of a player who could get the blessing are looked at: the check runs
    often."""
    waiting = {p.name for p in game.players if not p.lost and not game.has_designation(p.name, _CITYS_BLESSING)}
    if not waiting:
        return
    controlled: collections.Counter[str] = collections.Counter()
    ascending: set[str] = set()
    for _, chars in game.permanents():
        if chars.controller in waiting:
            controlled[chars.controller] += 1
            if chars.has_keyword("Ascend"):
                ascending.add(chars.controller)
    for player in game.players:
        if player.name in ascending and controlled[player.name] >= _ASCEND_PERMANENTS:
            game.become_designated(player.name, _CITYS_BLESSING)


def ascend_spell(game: Game, spell: GameObject, player: str) -> None:
    """CR 702.131a: ascend on an instant or sorcery is a spell ability, the first of the spell's
    text: it applies as the spell resolves, before the rest of its instructions."""
    if game.characteristics(spell).has_keyword("Ascend"):
        _ascend(game, player)
