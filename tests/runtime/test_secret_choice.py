""""secretly choose an opponent", "Secretly choose a creature or planeswalker that player
controls": a choice known only to the player who makes it until it is used (as a secret vote,
CR 701.38); no other player's view shows it. Played with real cards of the database."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool, ScriptedChooser

from conftest import compiled, require_compiled, scripted_game

STALKER = "Speedbrood Stalker"


def test_a_secret_choice_is_the_choice_kept_secret() -> None:
    (ability,) = compiled("As this creature enters, secretly choose a number between 1 and 20.")
    (choice,) = ability.effects
    assert isinstance(choice, fx.ChooseQuality) and choice.secret and choice.quality == "number"


def test_each_players_secret_choices_revealed_later_are_not_lowered() -> None:
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    parsed = parse_ability(normalise_ability("Each player secretly chooses a creature they control."))
    problems = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert problems and "secret choice" in problems[0].reason


def test_the_opponent_sacrifices_one_then_the_one_secretly_chosen(db_pool: CardPool) -> None:
    require_compiled(db_pool, STALKER)
    game = scripted_game(db_pool, {"alice": {"hand": [STALKER], "battlefield": ["Swamp"] * 5}, "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"]}})
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"], "card": ["Savannah Lions"]}, strict=False)
    game.choosers["bob"] = ScriptedChooser({"card": ["Grizzly Bears"]}, strict=True)
    game.cast("alice", STALKER)
    game.resolve_stack()
    game.resolve_stack()
    left = [o.name for o in game.battlefield("bob")]
    assert left == ["Llanowar Elves"]
