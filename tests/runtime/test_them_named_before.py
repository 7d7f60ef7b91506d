""""them" naming what the ability named before it: the player whose step it is in "At the
beginning of each player's upkeep, this enchantment deals 1 damage to them" (the active player,
CR 102.1, 501.1), and the objects a condition counted in "If there are exactly two permanents
named ~ on the battlefield, the "legend rule" doesn't apply to them" (CR 704.5j). Played with
real cards of the database."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool

from conftest import compiled, next_turn, require_compiled, scripted_game


def test_them_after_each_players_step_is_the_player_whose_step_it_is() -> None:
    (ability,) = compiled("At the beginning of each player's upkeep, this enchantment deals 1 damage to them.")
    (damage,) = ability.effects
    assert damage.to == fx.Found(key="triggering player")


def _upkeep(db_pool: CardPool, active: str) -> dict[str, int]:
    game = scripted_game(db_pool, {"alice": {"battlefield": ["Roiling Vortex"]}, "bob": {}})
    if active == "bob":
        next_turn(game)
        game.resolve_stack()
    before = {p.name: p.life for p in game.players}
    game.state.step = "untap"
    game.advance()
    game.resolve_stack()
    return {p.name: before[p.name] - p.life for p in game.players}


def test_roiling_vortex_deals_damage_to_the_player_whose_upkeep_it_is(db_pool: CardPool) -> None:
    require_compiled(db_pool, "Roiling Vortex")
    # the damage dealt in one upkeep, to each player
    assert _upkeep(db_pool, "alice") == {"alice": 1, "bob": 0}
    assert _upkeep(db_pool, "bob") == {"alice": 0, "bob": 1}


def test_them_after_a_count_is_the_objects_counted() -> None:
    (ability,) = compiled('If there are exactly two permanents named ~ on the battlefield, the "legend rule" doesn\'t apply to them.')
    (conditional,) = ability.effects
    (restriction,) = conditional.effects
    assert restriction.what == conditional.condition.left.what


def test_two_brothers_yamazaki_stay_but_not_three(db_pool: CardPool) -> None:
    require_compiled(db_pool, "Brothers Yamazaki")
    game = scripted_game(db_pool, {"alice": {"battlefield": ["Brothers Yamazaki"] * 2}, "bob": {}})
    game.check_state()
    assert [o.name for o in game.battlefield("alice")].count("Brothers Yamazaki") == 2
    game = scripted_game(db_pool, {"alice": {"battlefield": ["Brothers Yamazaki"] * 3}, "bob": {}})
    game.check_state()
    assert [o.name for o in game.battlefield("alice")].count("Brothers Yamazaki") == 1
