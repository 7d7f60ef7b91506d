""""Target opponent exiles a card from their hand", "Target player chooses a creature they
control and ...": the player the instruction names makes the choice of the object, not the
ability's controller (CR 608.2d; as for a discard, 701.9a). Compiled from text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import cards, compiled


def _game(text: str, bob: dict) -> Game:  # type: ignore[type-arg]
    (ability,) = compiled(text)
    pool = CardPool(use_database=False)
    for definition in (*cards(), homebrew("Prying Relic", "Artifact", abilities=[ability], oracle_text=text)):
        pool.add(definition)
    game = Game.setup({"alice": {"battlefield": ["Prying Relic"], "library": ["Island"] * 20},
                       "bob": {"library": ["Island"] * 20, **bob}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({}, strict=True)
    return game


def test_the_chooser_is_the_player_who_does_it() -> None:
    (ability,) = compiled("{0}: Target opponent exiles a card from their hand.")
    (move,) = ability.effects
    assert isinstance(move.what, fx.Chosen) and move.what.chooser == fx.Target(key="target", what=fx.EachOpponent())


def test_the_opponent_picks_the_card_from_their_hand() -> None:
    game = _game("{0}: Target opponent exiles a card from their hand.", {"hand": ["Island", "Forest"]})
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"]}, strict=True)  # alice is asked nothing else
    game.choosers["bob"] = ScriptedChooser({"card": ["Forest"]}, strict=True)
    game.activate("alice", game.find("Prying Relic", "battlefield"))
    game.resolve_stack()
    assert [o.name for o in game.zone("exile").objects] == ["Forest"]


def test_the_target_player_chooses_the_creature_they_put_counters_on() -> None:
    game = _game("{0}: Target player chooses a creature they control and puts two +1/+1 counters on it.", {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"]}, strict=True)
    game.choosers["bob"] = ScriptedChooser({"card": ["Llanowar Elves"]}, strict=True)
    game.activate("alice", game.find("Prying Relic", "battlefield"))
    game.resolve_stack()
    assert game.power(game.find("Llanowar Elves", "battlefield")) == 3
