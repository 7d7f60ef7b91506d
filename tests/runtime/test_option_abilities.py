""""As this enchantment enters, choose Khans or Dragons." and "• Khans — [ability]" lines (CR
614.12c): "As long as Khans was chosen as this permanent entered the battlefield, this permanent
has [ability]", the choice made as it enters (CR 614.1c, 614.12a). Compiled from the card
database and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import compiled, require_compiled

SIEGE = "Palace Siege"  # Khans — upkeep: return a creature card; Dragons — upkeep: drain 2


def _siege_in_play(db_pool: CardPool, choice: str) -> Game:
    require_compiled(db_pool, SIEGE)
    game = Game.setup({"alice": {"hand": [SIEGE], "battlefield": ["Swamp"] * 5, "graveyard": ["Grizzly Bears"], "library": ["Island"] * 5},
                       "bob": {"library": ["Island"] * 5}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"mode": [choice]})
    game.choosers["bob"] = ScriptedChooser({})
    game.cast("alice", SIEGE)
    game.resolve_stack()
    return game


def _to_next_upkeep_resolved(game: Game) -> None:
    turn = game.state.turn
    while not (game.state.turn > turn + 1 and game.state.step == "upkeep"):
        game.advance()
    game.resolve_stack()


def test_the_lines_compile_to_statics_granting_the_ability_while_the_option_was_chosen(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, SIEGE)
    abilities = db_pool.get(SIEGE).faces[0].abilities
    entering, khans, dragons = abilities
    assert isinstance(entering, fx.EntersWith) and isinstance(entering.effects[0], fx.ChooseQuality)
    for ability, option in ((khans, "Khans"), (dragons, "Dragons")):
        assert isinstance(ability, fx.StaticAbility)
        assert ability.condition == fx.OptionChosen(quality="khans or dragons", option=option)
        (grant,) = ability.effects
        assert isinstance(grant, fx.GrantAbilities) and grant.what == fx.This() and grant.duration is None


@pytest.mark.parametrize("choice", ["Khans", "Dragons"])
def test_only_the_ability_of_the_option_chosen_as_it_entered_triggers(db_pool, choice: str) -> None:  # type: ignore[no-untyped-def]
    game = _siege_in_play(db_pool, choice)
    siege = game.find(SIEGE, "battlefield")
    assert siege.marks["chosen khans or dragons"] == [choice]
    triggered = [a for a in game.abilities(siege) if isinstance(a, fx.TriggeredAbility)]
    assert len(triggered) == 1  # the other option's ability does not exist (CR 614.12c)
    _to_next_upkeep_resolved(game)
    hand = [o.name for o in game.zone("hand", "alice").objects]
    if choice == "Khans":  # the creature card returned; no life changed
        assert "Grizzly Bears" in hand
        assert (game.player("alice").life, game.player("bob").life) == (20, 20)
    else:  # each opponent lost 2 life and alice gained 2; the card stayed in the graveyard
        assert "Grizzly Bears" not in hand
        assert (game.player("alice").life, game.player("bob").life) == (22, 18)


ANTHEM_SIEGE = "As this enchantment enters, choose Khans or Dragons.\n• Khans — At the beginning of your upkeep, draw a card.\n• Dragons — Creatures you control get +1/+0."


@pytest.mark.parametrize(("choice", "power"), [("Khans", 2), ("Dragons", 3)])
def test_a_static_ability_of_the_option_chosen_applies_only_for_that_option(setup, pool, choice: str, power: int) -> None:  # type: ignore[no-untyped-def]
    """The permanent has the static ability of the option chosen (CR 614.12c), so its effect
    applies (CR 604.1, 613.4c)."""
    pool.add(homebrew("Anchor Siege Test", "Enchantment", mana_cost="{0}", abilities=list(compiled(ANTHEM_SIEGE))))
    game = setup({"alice": {"hand": ["Anchor Siege Test"], "battlefield": ["Grizzly Bears"]}, "bob": {}}, answers={"alice": {"mode": [choice]}})
    game.cast("alice", "Anchor Siege Test")
    game.resolve_stack()
    assert game.power(game.find("Grizzly Bears", "battlefield")) == power
