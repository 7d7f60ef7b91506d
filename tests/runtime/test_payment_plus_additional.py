""""Counter target spell unless its controller pays {2} plus an additional {1} for each Faerie
you control.": a fixed payment and a counted one, paid together (CR 118.12, 107.1), compiled
from the card database and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser

from conftest import compiled, require_compiled


def play(db_pool: CardPool, players: dict, answers: dict) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool)
    for name in players:
        game.choosers[name] = ScriptedChooser(answers.get(name, {}))
    return game


def test_the_fixed_part_is_paid_once_and_the_additional_part_for_each() -> None:
    (ability,) = compiled("Counter target spell unless its controller pays {2} plus an additional {1} for each Faerie you control.", is_spell=True)
    (unless,) = ability.effects
    paid = unless.condition
    assert isinstance(paid, fx.PlayerPaid)
    assert paid.plus == (fx.ManaPayment(mana="{2}"),) and paid.costs == (fx.ManaPayment(mana="{1}"),)
    assert isinstance(paid.times, fx.CountOf)


@pytest.mark.parametrize(("forests", "faeries", "countered"), [(5, 1, False), (4, 1, True), (5, 2, True), (6, 2, False)])
def test_spell_stutter_asks_two_plus_one_for_each_faerie(db_pool, forests, faeries, countered) -> None:  # type: ignore[no-untyped-def]
    """Grizzly Bears costs {1}{G}; the rest of the Forests pay {2} plus {1} for each of Bob's
    Faeries, or the spell is countered."""
    require_compiled(db_pool, "Spell Stutter", "Grizzly Bears", "Faerie Miscreant")
    game = play(db_pool, {"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * forests},
                          "bob": {"hand": ["Spell Stutter"], "battlefield": ["Island"] * 2 + ["Faerie Miscreant"] * faeries}},
                {"alice": {"may": [True]}})
    bears = game.cast("alice", "Grizzly Bears")
    game.state.priority = game.player("bob").index
    game.cast("bob", "Spell Stutter", targets=[bears])
    game.resolve_stack()
    assert ("Grizzly Bears" in game.names("graveyard", "alice")) == countered
    assert ("Grizzly Bears" in game.names("battlefield")) != countered


def test_the_fixed_amount_and_the_amount_for_each_are_added() -> None:
    (ability,) = compiled("Target player loses 2 life plus 2 life for each Spirit sacrificed this way.", is_spell=True)
    (lose,) = ability.effects
    assert isinstance(lose, fx.LoseLife) and isinstance(lose.amount, fx.Sum)
    fixed, each = lose.amount.parts
    assert fixed == fx.Fixed(value=2) and isinstance(each, fx.Scaled) and each.numerator == 2


@pytest.mark.parametrize("spirits", [0, 2])
def test_devouring_greed_drains_two_plus_two_for_each_spirit_sacrificed(db_pool, spirits) -> None:  # type: ignore[no-untyped-def]
    """Devouring Greed: "Target player loses 2 life plus 2 life for each Spirit sacrificed this
    way. You gain that much life." (CR 107.1, 119.3)."""
    require_compiled(db_pool, "Devouring Greed", "Kami of Ancient Law")
    game = play(db_pool, {"alice": {"hand": ["Devouring Greed"], "battlefield": ["Swamp"] * 4 + ["Kami of Ancient Law"] * 2}, "bob": {}},
                # the Spirits are chosen as the cost is announced (CR 601.2b), in one choice
                {"alice": {"cost": ["additional" if spirits else "no"], "card": [["Kami of Ancient Law", "Kami of Ancient Law#2"][:spirits]]}})
    game.cast("alice", "Devouring Greed", targets=["bob"])
    game.resolve_stack()
    assert game.player("bob").life == 20 - 2 - 2 * spirits
    assert game.player("alice").life == 20 + 2 + 2 * spirits
    assert game.names("graveyard", "alice").count("Kami of Ancient Law") == spirits
