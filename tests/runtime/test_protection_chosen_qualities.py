""""Protection from mana value 3 or less" (CR 702.16a, 202.3): a quality that is a number
compared, fitting each object whose mana value compares so; "Choose a color. This creature gains
hexproof from that color until end of turn." (CR 607.2, 702.11d): the color chosen before.
Compiled from the text and played."""

from __future__ import annotations

from conftest import compiled
from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.combat import can_block


def test_protection_from_mana_value_3_or_less(setup, pool) -> None:  # type: ignore[no-untyped-def]
    (keyword,) = compiled("Protection from mana value 3 or less")
    assert isinstance(keyword, fx.Keyword) and keyword.name == "protection"
    assert keyword.quality == (fx.Filter(stat=("mana_value", "<=", fx.Fixed(value=3))),)
    pool.add(homebrew("Shielded Wall", "Creature — Wall", mana_cost="{2}", power=0, toughness=4, abilities=[keyword]))
    pool.add(homebrew("Big Bear", "Creature — Bear", mana_cost="{3}{G}", power=4, toughness=4))
    game = setup({"alice": {"battlefield": ["Shielded Wall"]}, "bob": {"battlefield": ["Grizzly Bears", "Big Bear"]}})
    wall, small, big = game.find("Shielded Wall"), game.find("Grizzly Bears"), game.find("Big Bear")
    # CR 702.16f: can't be blocked by creatures with that quality; 702.16e: damage prevented
    assert not can_block(game, small, wall) and can_block(game, big, wall)
    assert game.deal_damage(game.info(small), wall, 2) == 0 and wall.damage == 0
    assert game.deal_damage(game.info(big), wall, 2) == 2


def test_hexproof_from_that_color_is_the_color_chosen() -> None:
    (ability,) = compiled("{1}{W}: Choose a color. This creature gains hexproof from that color until end of turn.")
    choose, grant = ability.effects
    assert isinstance(choose, fx.ChooseQuality) and choose.quality == "color"
    (keyword,) = grant.abilities
    assert keyword.name == "hexproof" and keyword.quality == (fx.Filter(chosen=("color",)),)


def test_the_color_of_its_controllers_choice_is_chosen_by_that_player() -> None:
    (ability,) = compiled("{2}: Target creature gains protection from the color of its controller's choice until end of turn.")
    choose, grant = ability.effects
    assert isinstance(choose, fx.ChooseQuality) and choose.player == fx.ControllerOf(what=grant.what)
