""""Untap all creatures you control during each other player's untap step." (CR 502.3),
compiled from the Oracle text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled, next_turn


def test_the_static_effect_is_compiled() -> None:
    (static,) = compiled("Untap all creatures you control during each other player's untap step.")
    (effect,) = static.effects
    assert isinstance(effect, fx.UntapDuringOthersUntapSteps) and isinstance(effect.what, fx.Filter)


def test_untaps_in_the_other_players_untap_step_not_only_its_own(setup, pool) -> None:  # type: ignore[no-untyped-def]
    abilities = compiled("Untap all creatures you control during each other player's untap step.")
    pool.add(homebrew("Muse Test", "Enchantment", mana_cost="{0}", abilities=list(abilities)))
    game = setup({"alice": {"battlefield": ["Muse Test", "Grizzly Bears"], "library": ["Island"] * 5},
                  "bob": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 5}})
    alices, bobs = game.find("Grizzly Bears", "battlefield", "alice"), game.find("Grizzly Bears", "battlefield", "bob")
    game.tap(alices)
    game.tap(bobs)
    next_turn(game)  # bob's untap step
    assert game.active_player.name == "bob"
    assert not game.get(alices.id).tapped and not game.get(bobs.id).tapped
    game.tap(game.get(alices.id))
    game.tap(game.get(bobs.id))
    next_turn(game)  # alice's own untap step untaps hers as usual; bob's stays tapped
    assert not game.get(alices.id).tapped and game.get(bobs.id).tapped
