"""Runtime behaviour of constructs the statics grammar compiles to: a choice of additional
costs (CR 601.2b) and an alternative cost (CR 118.9)."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, IllegalAction, ScriptedChooser, homebrew

CREATURE = fx.Filter(types=("Creature",))


@pytest.fixture(scope="module")
def pool() -> CardPool:
    p = CardPool(use_database=False)
    p.add(homebrew("Mountain", "Basic Land — Mountain"))
    p.add(homebrew("Grizzly Bears", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    p.add(homebrew(
        "Toll Bolt", "Sorcery", mana_cost="{R}",
        abilities=[
            fx.AdditionalCost(costs=(fx.CostChoice(options=(fx.SacrificeCost(what=CREATURE), fx.ManaPayment(mana="{2}"))),)),
            fx.SpellAbility(effects=(fx.LoseLife(player=fx.EachOpponent(), amount=fx.Fixed(value=3)),)),
        ],
        oracle_text="As an additional cost to cast this spell, sacrifice a creature or pay {2}.\nEach opponent loses 3 life.",
    ))
    p.add(homebrew(
        "Free Bolt", "Sorcery", mana_cost="{5}{R}",
        abilities=[
            fx.CastPermission(zone="hand", method="alternative cost", cost=(fx.SacrificeCost(what=CREATURE),)),
            fx.SpellAbility(effects=(fx.LoseLife(player=fx.EachOpponent(), amount=fx.Fixed(value=3)),)),
        ],
        oracle_text="You may sacrifice a creature rather than pay this spell's mana cost.\nEach opponent loses 3 life.",
    ))
    p.add(homebrew(
        "Mountain Bolt", "Sorcery", mana_cost="{5}{R}",
        abilities=[
            fx.CastPermission(
                zone="hand", method="alternative cost", cost=(fx.SacrificeCost(what=CREATURE),),
                condition=fx.Controls(what=fx.Filter(subtypes=("Mountain",), controller=fx.You())),
            ),
            fx.SpellAbility(effects=(fx.LoseLife(player=fx.EachOpponent(), amount=fx.Fixed(value=3)),)),
        ],
        oracle_text="If you control a Mountain, you may sacrifice a creature rather than pay this spell's mana cost.\nEach opponent loses 3 life.",
    ))
    return p


def _game(pool: CardPool, hand: str, battlefield: list[str], answers: dict[str, list[object]] | None = None) -> Game:
    game = Game.setup({"alice": {"hand": [hand], "battlefield": battlefield}, "bob": {}}, pool=pool)
    game.choosers["alice"] = ScriptedChooser(dict(answers or {}))
    game.choosers["bob"] = ScriptedChooser({})
    return game


def test_a_choice_of_costs_pays_the_only_payable_option(pool: CardPool) -> None:
    """No creature to sacrifice: the spell costs {R} plus {2} (CR 601.2b, 601.2h)."""
    game = _game(pool, "Toll Bolt", ["Mountain", "Mountain", "Mountain"])
    game.cast("alice", "Toll Bolt")
    assert sum(o.tapped for o in game.battlefield("alice")) == 3


def test_a_choice_of_costs_can_be_paid_by_sacrificing(pool: CardPool) -> None:
    """Only one land: {2} can't be paid, so the creature is sacrificed."""
    game = _game(pool, "Toll Bolt", ["Mountain", "Grizzly Bears"])
    game.cast("alice", "Toll Bolt")
    assert "Grizzly Bears" in game.names("graveyard", "alice")


def test_a_choice_of_costs_is_refused_when_no_option_can_be_paid(pool: CardPool) -> None:
    game = _game(pool, "Toll Bolt", ["Mountain"])
    with pytest.raises(IllegalAction):
        game.cast("alice", "Toll Bolt")
    assert game.names("hand", "alice") == ["Toll Bolt"]


def test_an_alternative_cost_replaces_the_mana_cost(pool: CardPool) -> None:
    """CR 118.9: cast for "sacrifice a creature" instead of {5}{R}."""
    game = _game(pool, "Free Bolt", ["Grizzly Bears"])
    game.cast("alice", "Free Bolt", method="alternative cost")
    assert "Grizzly Bears" in game.names("graveyard", "alice")
    assert [o.name for o in game.stack_items()] == ["Free Bolt"]


def test_an_alternative_cost_under_a_condition_is_usable_while_it_holds(pool: CardPool) -> None:
    """CR 601.2b: "If you control a Mountain, you may sacrifice a creature rather than pay ..."."""
    game = _game(pool, "Mountain Bolt", ["Mountain", "Grizzly Bears"])
    game.cast("alice", "Mountain Bolt", method="alternative cost")
    assert "Grizzly Bears" in game.names("graveyard", "alice")
    assert [o.name for o in game.stack_items()] == ["Mountain Bolt"]


def test_an_alternative_cost_under_a_condition_is_refused_when_it_does_not_hold(pool: CardPool) -> None:
    game = _game(pool, "Mountain Bolt", ["Grizzly Bears"])
    with pytest.raises(IllegalAction, match="condition"):
        game.cast("alice", "Mountain Bolt", method="alternative cost")
    assert game.names("hand", "alice") == ["Mountain Bolt"]
    assert game.names("battlefield", "alice") == ["Grizzly Bears"]


# -- the limits of a cost reduction (CR 601.2f, 118.7) ----------------------------------------
SORCERIES = fx.Filter(types=("Sorcery",), controller=fx.You(), zone="stack")


@pytest.fixture(scope="module")
def limits_pool(pool: CardPool) -> CardPool:
    p = CardPool(use_database=False)
    for name in ("Mountain",):
        p.add(pool.get(name))
    p.add(homebrew("Two Spell", "Sorcery", mana_cost="{2}", abilities=[fx.SpellAbility(effects=(fx.GainLife(player=fx.You(), amount=fx.Fixed(value=1)),))]))
    p.add(homebrew(
        "Floor Stone", "Artifact",
        abilities=[fx.StaticAbility(effects=(fx.ModifyCost(spells=SORCERIES, amount=fx.Fixed(value=3), minimum=1),))],
        oracle_text="Sorcery spells you cast cost {3} less to cast. This effect can't reduce the mana in that cost to less than one mana.",
    ))
    p.add(homebrew(
        "Capped Spell", "Sorcery", mana_cost="{7}",
        abilities=[fx.SpellAbility(effects=(
            fx.ModifyCost(spells=fx.This(), amount=fx.Fixed(value=7), maximum=fx.Fixed(value=5)),
            fx.GainLife(player=fx.You(), amount=fx.Fixed(value=1)),
        ))],
        oracle_text="This spell costs {7} less to cast. This effect can't reduce the amount of mana this spell costs by more than {5}.\nYou gain 1 life.",
    ))
    return p


def test_a_reduction_with_a_floor_leaves_one_mana(limits_pool: CardPool) -> None:
    """"can't reduce the mana in that cost to less than one mana": {2} less {3} is {1}."""
    game = _game(limits_pool, "Two Spell", ["Floor Stone", "Mountain", "Mountain"])
    game.cast("alice", "Two Spell")
    assert sum(o.tapped for o in game.battlefield("alice")) == 1


def test_a_reduction_with_a_cap_reduces_that_much_at_most(limits_pool: CardPool) -> None:
    """"can't reduce the amount of mana this spell costs by more than {5}": {7} less {7} is {2}."""
    game = _game(limits_pool, "Capped Spell", ["Mountain", "Mountain", "Mountain"])
    game.cast("alice", "Capped Spell")
    assert sum(o.tapped for o in game.battlefield("alice")) == 2


@pytest.mark.parametrize(("rule", "read"), [
    ("attacks each combat if able", True),  # the declaration of attackers reads it
    ("can't block", True),
    ("must be blocked", False),  # a blocking requirement: no part of the runtime reads it
    ("blocks each combat if able", False),
])
def test_a_rule_about_objects_the_runtime_does_not_read_is_counted_as_unsupported(rule: str, read: bool) -> None:
    """A static ability's rule that nothing reads would change nothing: the card must not count
    as executed (oraclec.runtime.sandbox reads game.unsupported)."""
    pool = CardPool(use_database=False)
    pool.add(homebrew("Ruled Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2,
                      abilities=[fx.StaticAbility(effects=(fx.Restriction(what=fx.This(), rule=rule),))]))
    game = Game.setup({"alice": {"battlefield": ["Ruled Bear"]}, "bob": {}}, pool=pool)
    assert rule in game.characteristics(game.find("Ruled Bear")).rules
    assert bool(game.unsupported) != read, dict(game.unsupported)
