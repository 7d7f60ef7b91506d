""""If a land is tapped for two or more mana, it produces {C} instead of any other type and
amount." (Damping Sphere), "If you tap a permanent for mana, it produces three times as much of
that mana instead." (Nyxbloom Ancient), "{U}: Until end of turn, if you tap a land you control for
mana, it produces {U} instead of any other type." (Deep Water): replacement effects of the mana
production event of a mana ability with {T} in its cost (CR 106.12, 106.12b, 614.1a, 616.1),
compiled from their Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.runtime.errors import IllegalAction

from conftest import compiled

SPHERE = "If a land is tapped for two or more mana, it produces {C} instead of any other type and amount."
CONTAMINATION = "If a land is tapped for mana, it produces {B} instead of any other type."
NYXBLOOM = "If you tap a permanent for mana, it produces three times as much of that mana instead."
DEEP_WATER = "{U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type."
GNOMES = "{T}: If target Plains is tapped for mana, it produces colorless mana instead of white mana."


def _pool() -> CardPool:
    pool = CardPool(use_database=False)
    pool.add(homebrew("Forest", "Basic Land — Forest"))
    pool.add(homebrew("Plains", "Basic Land — Plains"))
    pool.add(homebrew("Island", "Basic Land — Island"))
    pool.add(homebrew("Temple", "Land", abilities=compiled("{T}: Add {C}{C}."), oracle_text="{T}: Add {C}{C}."))
    pool.add(homebrew("Mana Bauble", "Artifact", mana_cost="{0}", abilities=compiled("Sacrifice this artifact: Add {G}."), oracle_text="Sacrifice this artifact: Add {G}."))
    pool.add(homebrew("Elf", "Creature — Elf", mana_cost="{G}", power=1, toughness=1))
    pool.add(homebrew("Zombie", "Creature — Zombie", mana_cost="{B}", power=1, toughness=1))
    for name, text in (("Sphere", SPHERE), ("Contamination", CONTAMINATION), ("Nyxbloom", NYXBLOOM), ("Deep Water", DEEP_WATER), ("Gnomes", GNOMES)):
        pool.add(homebrew(name, "Enchantment", mana_cost="{0}", abilities=compiled(text), oracle_text=text))
    return pool


def _game(alice: list[str], bob: list[str] = (), answers: dict | None = None) -> Game:  # type: ignore[assignment,type-arg]
    game = Game.setup({"alice": {"battlefield": alice, "hand": ["Elf", "Zombie"]}, "bob": {"battlefield": list(bob)}}, pool=_pool())
    game.choosers["alice"] = ScriptedChooser(answers or {})
    game.choosers["bob"] = ScriptedChooser({})
    return game


def _pool_of(game: Game, player: str = "alice") -> list[str]:
    return [str(m) for m in game.player(player).mana_pool]


def test_two_or_more_mana_becomes_one_colorless_and_one_mana_stays() -> None:
    game = _game(["Sphere", "Temple", "Forest"])
    game.activate("alice", "Temple")
    assert _pool_of(game) == ["{C}"]  # CR 106.12b: "for two or more mana": {C}{C} -> {C}
    game.activate("alice", "Forest")
    assert _pool_of(game) == ["{C}", "{G}"]  # one mana: not replaced


def test_without_the_replacement_the_land_makes_its_mana() -> None:
    game = _game(["Temple"])
    game.activate("alice", "Temple")
    assert _pool_of(game) == ["{C}", "{C}"]


def test_mana_of_another_type_keeps_its_amount() -> None:
    game = _game(["Contamination", "Temple"])
    game.activate("alice", "Temple")
    assert _pool_of(game) == ["{B}", "{B}"]


def test_three_times_as_much_for_the_player_named_only() -> None:
    game = _game(["Nyxbloom", "Forest"], ["Forest"])
    game.activate("alice", "Forest")
    assert _pool_of(game) == ["{G}"] * 3
    game.activate("bob", game.battlefield("bob")[0])
    assert _pool_of(game, "bob") == ["{G}"]  # "If you tap": not its controller's opponent


def test_mana_not_made_by_tapping_is_not_replaced() -> None:
    game = _game(["Nyxbloom", "Mana Bauble"])
    game.activate("alice", "Mana Bauble")
    assert _pool_of(game) == ["{G}"]  # CR 106.12: no {T} in the cost


def test_both_replacements_apply_in_the_order_the_player_chooses() -> None:
    # CR 616.1, 614.5: each applies once, in the order the affected player chooses
    game = _game(["Nyxbloom", "Sphere", "Temple"], answers={"replacement": ["Sphere"]})
    game.activate("alice", "Temple")
    assert _pool_of(game) == ["{C}"] * 3  # {C}{C} -> {C} -> {C}{C}{C}
    game = _game(["Nyxbloom", "Sphere", "Temple"], answers={"replacement": ["Nyxbloom"]})
    game.activate("alice", "Temple")
    assert _pool_of(game) == ["{C}"]  # {C}{C} -> six {C} -> {C}


def test_a_replacement_that_comes_to_apply_after_another_applies_too() -> None:
    game = _game(["Nyxbloom", "Sphere", "Forest"])
    game.activate("alice", "Forest")
    assert _pool_of(game) == ["{C}"]  # {G} is one mana; tripled it is "two or more mana"


def test_automatic_payment_sees_the_mana_made_instead() -> None:
    game = _game(["Contamination", "Forest"])
    with pytest.raises(IllegalAction):
        game.cast("alice", "Elf")  # the Forest makes {B}, not {G}
    game.cast("alice", "Zombie")
    assert len(game.zone("stack")) == 1


def test_until_end_of_turn_replacement_of_a_resolved_ability() -> None:
    game = _game(["Deep Water", "Island", "Forest", "Forest"], ["Forest"])
    game.activate("alice", "Deep Water")
    game.resolve_stack()
    forest = game.find("Forest", "battlefield")
    game.activate("alice", forest)
    assert _pool_of(game) == ["{U}"]
    game.activate("bob", game.battlefield("bob")[0])
    assert _pool_of(game, "bob") == ["{G}"]  # "a land you control"
    while game.state.turn == 1:
        game.advance()
    game.activate("alice", [o for o in game.battlefield("alice") if o.name == "Forest" and not o.tapped][0])
    assert "{G}" in _pool_of(game)  # CR 514.2: it ended with the turn


def test_only_mana_of_the_type_named_is_replaced_for_the_target() -> None:
    game = _game(["Gnomes", "Plains", "Plains"])
    first, second = [o for o in game.battlefield("alice") if o.name == "Plains"]
    game.activate("alice", "Gnomes", targets=[first])
    game.resolve_stack()
    game.activate("alice", first)
    game.activate("alice", second)
    assert _pool_of(game) == ["{C}", "{W}"]


def test_each_kind_of_land_produces_its_own_type() -> None:
    text = "If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and Forests produce {B} instead of any other type."
    pool = _pool()
    pool.add(homebrew("Twist", "Enchantment", mana_cost="{0}", abilities=compiled(text), oracle_text=text))
    game = Game.setup({"alice": {"battlefield": ["Twist", "Plains", "Forest", "Island"]}, "bob": {}}, pool=pool)
    for name in ("Plains", "Forest", "Island"):
        game.activate("alice", name)
    assert _pool_of(game) == ["{R}", "{B}", "{U}"]
