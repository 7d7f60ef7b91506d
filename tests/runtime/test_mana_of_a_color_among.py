""""{T}: Add one mana of any color among legendary creatures and planeswalkers you control." (Mox
Amber): a color one of those objects has as the ability resolves; none, no mana (CR 105.2,
106.1), compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew

from conftest import compiled

MOX = "{T}: Add one mana of any color among legendary creatures and planeswalkers you control."


def _game(battlefield: list[str], answers: list[str] = ()) -> Game:  # type: ignore[assignment]
    pool = CardPool(use_database=False)
    pool.add(homebrew("Mox", "Legendary Artifact", mana_cost="{0}", abilities=compiled(MOX), oracle_text=MOX))
    pool.add(homebrew("Hero", "Legendary Creature — Human", mana_cost="{W}{U}", power=2, toughness=2))
    pool.add(homebrew("Ogre", "Creature — Ogre", mana_cost="{R}", power=2, toughness=2))
    game = Game.setup({"alice": {"battlefield": ["Mox", *battlefield]}, "bob": {"battlefield": ["Hero"]}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"cost": list(answers)})
    return game


def test_a_color_of_a_legendary_creature_you_control() -> None:
    game = _game(["Hero", "Ogre"], ["{U}"])
    game.activate("alice", "Mox")
    assert [str(m) for m in game.player("alice").mana_pool] == ["{U}"]
    chooser = game.choosers["alice"]
    assert isinstance(chooser, ScriptedChooser)
    (choice,) = [c for c, _ in chooser.log if c.kind == "cost"]
    assert list(choice.options) == ["{W}", "{U}"]  # not the Ogre's red: it isn't legendary


def test_no_such_object_no_mana() -> None:
    game = _game(["Ogre"])
    game.activate("alice", "Mox")  # the opponent's Hero is not one "you control"
    assert game.player("alice").mana_pool == []


LOTUS = "{T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color."


def test_an_amount_of_mana_of_the_chosen_color_equal_to_your_devotion_to_it() -> None:
    """CR 607.2, 700.5: "that color" is the color chosen; the devotion is to it."""
    pool = CardPool(use_database=False)
    pool.add(homebrew("Lotus", "Legendary Artifact", mana_cost="{0}", abilities=compiled(LOTUS), oracle_text=LOTUS))
    pool.add(homebrew("Zealot", "Creature — Human", mana_cost="{B}{B}", power=2, toughness=2))
    pool.add(homebrew("Hero", "Legendary Creature — Human", mana_cost="{W}{B}", power=2, toughness=2))
    game = Game.setup({"alice": {"battlefield": ["Lotus", "Zealot", "Hero"]}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser({"mode": ["B"]})
    game.activate("alice", "Lotus")
    assert [str(m) for m in game.player("alice").mana_pool] == ["{B}"] * 3
