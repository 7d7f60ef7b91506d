"""Abilities of players (CR 613.10): "You have shroud", "you gain protection from everything
until your next turn". Players have no characteristics: what they have comes from the static
abilities that grant it and from the effects of resolved spells and abilities, read here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from .layers import PLAYERS_LAYER, static_effects_of
from .references import players_of

if TYPE_CHECKING:
    from .game import Game


def player_abilities(game: Game, player: str) -> list[Any]:
    """Abilities a player has from effects ("You have shroud", "you gain protection from
    everything until your next turn", CR 613.10)."""
    out: list[Any] = []
    for effect, source in static_effects_of(game, fx.GrantAbilities):
        if fx.names_players(effect.what) and player in [p.name for p in players_of(game, effect.what, game.static_context(source))]:
            out.extend(effect.abilities)
    for resolved in game.state.effects:
        for layer, op in getattr(resolved, "ops", ()):
            if layer == PLAYERS_LAYER and op[0] == "grant_players" and player in op[1]:
                out.extend(op[2])
    return out
