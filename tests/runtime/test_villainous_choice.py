""""[A player] faces a villainous choice — [option A], or [option B]" (CR 701.55): the player
facing it chooses an option, then all of that option is done, "they" and "that player" being
the one facing it (701.55a); an impossible option may be chosen (701.55b); several players each
face it in turn, in APNAP order (701.55d). Compiled from text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import cards, compiled


def _game(text: str, **others: dict) -> Game:  # type: ignore[type-arg]
    (ability,) = compiled(text)
    pool = CardPool(use_database=False)
    for definition in (*cards(), homebrew("Villain's Lair", "Artifact", abilities=[ability], oracle_text=text)):
        pool.add(definition)
    players = {"alice": {"battlefield": ["Villain's Lair"], "library": ["Island"] * 20}}
    players.update({name: {"library": ["Island"] * 20, **setup} for name, setup in others.items()})
    game = Game.setup(players, pool=pool)
    game.choosers["alice"] = ScriptedChooser({}, strict=True)
    return game


def _activate(game: Game) -> None:
    game.activate("alice", game.find("Villain's Lair", "battlefield"))
    game.resolve_stack()


def test_the_option_b_runs_to_the_end_of_the_sentence() -> None:
    (ability,) = compiled("{0}: Target opponent faces a villainous choice — They lose 3 life, or they lose 2 life and you draw two cards.")
    (choice,) = ability.effects
    assert isinstance(choice, fx.VillainousChoice) and isinstance(choice.options[1], fx.Sequence)
    assert [type(e) for e in choice.options[1].effects] == [fx.LoseLife, fx.Draw]


def test_the_target_opponent_chooses_and_does_all_of_the_option() -> None:
    game = _game("{0}: Target opponent faces a villainous choice — They lose 3 life, or they lose 2 life and you draw two cards.", bob={})
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"]}, strict=True)  # alice chooses no option
    game.choosers["bob"] = ScriptedChooser({"mode": [2]}, strict=True)
    hand = len(game.zone("hand", "alice").objects)
    _activate(game)
    assert game.player("bob").life == 18
    assert len(game.zone("hand", "alice").objects) == hand + 2


def test_each_opponent_faces_it_in_turn_as_that_player() -> None:
    game = _game("{0}: Each opponent faces a villainous choice — That player sacrifices a creature of their choice, or you draw a card.",
                 bob={"battlefield": ["Grizzly Bears"]}, carol={"battlefield": ["Llanowar Elves"]})
    game.choosers["bob"] = ScriptedChooser({"mode": [1]}, strict=True)
    game.choosers["carol"] = ScriptedChooser({"mode": [2]}, strict=True)
    hand = len(game.zone("hand", "alice").objects)
    _activate(game)
    assert [o.name for o in game.zone("graveyard", "bob").objects] == ["Grizzly Bears"]
    assert game.find("Llanowar Elves", "battlefield") is not None
    assert len(game.zone("hand", "alice").objects) == hand + 1


def test_an_impossible_option_may_be_chosen() -> None:
    game = _game("{0}: Target opponent faces a villainous choice — They sacrifice a creature, or you draw a card.", bob={})
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"]}, strict=True)
    game.choosers["bob"] = ScriptedChooser({"mode": [1]}, strict=True)  # bob controls no creature
    hand = len(game.zone("hand", "alice").objects)
    _activate(game)
    assert len(game.zone("hand", "alice").objects) == hand


def test_the_player_facing_it_chooses_the_object_of_their_option() -> None:
    game = _game("{0}: Target opponent faces a villainous choice — They shuffle a creature they own into their library, or you draw a card.",
                 bob={"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"]}, strict=True)
    game.choosers["bob"] = ScriptedChooser({"mode": [1], "card": ["Llanowar Elves"]}, strict=True)
    _activate(game)
    assert game.find("Grizzly Bears", "battlefield") is not None
    assert [o.name for o in game.zone("battlefield").objects if o.controller == "bob"] == ["Grizzly Bears"]


def test_each_opponent_s_option_reads_what_it_did_for_them() -> None:
    game = _game("{0}: Each opponent faces a villainous choice — That player exiles the top two cards of their library and ~ deals damage equal to the total mana value of those exiled cards to that player, or you draw a card.",
                 bob={"library": ["Grizzly Bears"] * 20}, carol={"library": ["Grizzly Bears"] * 20})
    game.choosers["bob"] = ScriptedChooser({"mode": [1]}, strict=True)
    game.choosers["carol"] = ScriptedChooser({"mode": [1]}, strict=True)
    _activate(game)
    assert (game.player("bob").life, game.player("carol").life) == (16, 16)
