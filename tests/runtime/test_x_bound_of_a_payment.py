""""At the beginning of your end step, you may pay {X}. If you do, draw X cards. X can't be
greater than the amount of life you gained this turn." (Shanna, Purifying Blade; Mortarion): in
a triggered ability X is chosen by its controller as the payment is made (CR 107.3f), and "X
can't be ..." is a rule of that choice (CR 107.3), read then. Compiled from the Oracle text and
played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.mana import parse_mana

from conftest import compiled_ability

DRAW = "When this creature enters, you may pay {X}. If you do, draw X cards. X can't be greater than the number of lands you control."


def test_the_bound_is_the_payments() -> None:
    ability = compiled_ability(DRAW, is_spell=False)
    may, _if_did = ability.effects
    (pay,) = may.effects
    assert isinstance(pay, fx.Pay) and pay.x_bounds == (fx.XBound(amount=fx.CountOf(what=fx.Filter(types=("Land",), controller=fx.You())), comparison="greater than"),)


def test_x_is_chosen_within_the_bound(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Bounded Sage Test", "Creature — Human", mana_cost="{0}", power=1, toughness=1, abilities=[compiled_ability(DRAW, is_spell=False)]))
    game = setup({"alice": {"hand": ["Bounded Sage Test"], "battlefield": ["Forest", "Forest"], "library": ["Island"] * 10}, "bob": {}},
                 answers={"alice": {"may": [True], "x": [2]}})
    game.add_mana("alice", parse_mana("{G}{G}{G}{G}"))  # 4 mana and 2 lands on top of it
    game.cast("alice", game.find("Bounded Sage Test", zone="hand"))
    game.resolve_stack()
    (choice,) = [c for c, _ in game.choosers["alice"].log if c.kind == "x"]
    assert list(choice.options) == [0, 1, 2]  # not 3 or more: the two lands (CR 107.3)
    assert len(game.zone("hand", "alice").objects) == 2
