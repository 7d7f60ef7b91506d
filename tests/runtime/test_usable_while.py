""""During any turn you attacked with a Rogue, you may cast that card." (Robber of the Rich) and
"For as long as that card remains exiled, you may play it if you control a Kavu." (Possibility
Technician): a permission an effect gives, usable only while a condition holds, read each time a
player would use it (CR 601.3, 609.4b); a condition on this turn's events names each turn in which
they happened (CR 611.2). Compiled from the Oracle text and played."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import effects as fx
from oraclec.runtime import IllegalAction, homebrew

from conftest import compiled_ability, next_turn

DURING = "{T}: Exile the top card of your library. During any turn you attacked with a Rogue, you may cast that card and you may spend mana as though it were mana of any color to cast that spell."
IF_YOU_CONTROL = "{T}: Exile the top card of your library. For as long as that card remains exiled, you may play it if you control a Kavu."


def _game(setup: Any, pool: Any, text: str, battlefield: list[str], attackers: list[str] | None = None) -> Any:
    pool.add(homebrew("Usable Test", "Artifact", mana_cost="{2}", abilities=[compiled_ability(text, is_spell=False)]))
    pool.add(homebrew("Rogue Test", "Creature — Human Rogue", mana_cost="{1}{B}", power=1, toughness=1))
    pool.add(homebrew("Kavu Test", "Creature — Kavu", mana_cost="{1}{R}", power=2, toughness=2))
    pool.add(homebrew("Green Bear Test", "Creature — Bear", mana_cost="{G}", power=2, toughness=2))
    answers = {"alice": {"attackers": [attackers]}} if attackers is not None else None
    game = setup({"alice": {"battlefield": ["Usable Test", "Mountain", *battlefield], "library": ["Green Bear Test", "Swamp", "Swamp"]}, "bob": {"library": ["Swamp"] * 5}}, answers=answers)
    game.state.step = "main1"
    game.activate("alice", game.find("Usable Test"))
    game.resolve_stack()
    return game


def _to_second_main(game: Any) -> None:
    game.state.step = "beginning_of_combat"
    while game.state.step != "main2":
        game.advance()


def test_during_any_turn_compiles_to_permissions_usable_while_attacked() -> None:
    ability = compiled_ability(DURING, is_spell=False)
    _, usable = ability.effects
    assert isinstance(usable, fx.UsableWhile)
    assert usable.condition == fx.Compare(left=fx.AttackersDeclared(player=fx.You(), what=fx.Filter(subtypes=("Rogue",))), op=">=", right=fx.Fixed(value=1))
    assert [type(e) for e in usable.effects] == [fx.PlayPermission, fx.AsThough]
    assert all(e.duration is None for e in usable.effects)  # no end of its own: every such turn


def test_not_castable_before_attacking_with_a_rogue(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, DURING, ["Rogue Test"])
    exiled = game.find("Green Bear Test", zone="exile")
    with pytest.raises(IllegalAction):
        game.cast("alice", exiled)


def test_castable_with_any_color_after_attacking_with_a_rogue(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, DURING, ["Rogue Test"], attackers=["Rogue Test"])
    _to_second_main(game)
    # {G} paid with a Mountain's {R}: mana spent as though it were mana of any color (CR 609.4b)
    game.cast("alice", game.find("Green Bear Test", zone="exile"))
    game.resolve_stack()
    assert "Green Bear Test" in game.names("battlefield", "alice")


def test_a_turn_without_the_attack_gives_no_use(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, DURING, ["Rogue Test"], attackers=["Rogue Test"])
    next_turn(game)
    next_turn(game)  # alice's next turn: no Rogue attacked in it yet
    game.state.step = "main1"
    game.state.priority = game.player("alice").index
    with pytest.raises(IllegalAction):
        game.cast("alice", game.find("Green Bear Test", zone="exile"))


def test_attacking_with_another_creature_is_not_enough(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, DURING, ["Kavu Test"], attackers=["Kavu Test"])
    _to_second_main(game)
    with pytest.raises(IllegalAction):
        game.cast("alice", game.find("Green Bear Test", zone="exile"))


def test_for_as_long_as_with_its_own_condition_compiles_to_usable_while() -> None:
    ability = compiled_ability(IF_YOU_CONTROL, is_spell=False)
    _, lasting = ability.effects
    assert isinstance(lasting, fx.ForAsLongAs)
    (usable,) = lasting.effects
    assert isinstance(usable, fx.UsableWhile)
    assert usable.condition == fx.Controls(what=fx.Filter(subtypes=("Kavu",)))
    assert usable.effects == (fx.PlayPermission(what=fx.Found(key="exiled")),)


def test_play_it_only_while_you_control_a_kavu(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, IF_YOU_CONTROL, ["Forest"])
    exiled = game.find("Green Bear Test", zone="exile")
    with pytest.raises(IllegalAction):
        game.cast("alice", exiled)  # no Kavu: the permission can't be used now
    game.add_card("alice", "battlefield", "Kavu Test")
    game.cast("alice", exiled)
    game.resolve_stack()
    assert "Green Bear Test" in game.names("battlefield", "alice")
