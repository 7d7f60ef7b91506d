""""You may put a creature card and/or an enchantment card from among them into your hand": the
zone is said once for both noun phrases; one card of each may be chosen, two different cards,
and the rest are those not chosen (CR 608.2c). Played with real cards of the database."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser

from conftest import compiled_ability, require_compiled

BENEFACTION = "Benefaction of Rhonas"


def test_both_halves_look_among_the_revealed_cards() -> None:
    ability = compiled_ability("Reveal the top five cards of your library. You may put a creature card and/or an enchantment card "
                             "from among them into your hand. Put the rest into your graveyard.")
    (move,) = ability.effects[1].effects
    first, second = move.what.parts
    assert first.up_to and second.up_to
    assert first.what.among == second.what.among == fx.TopOfLibrary(player=fx.You(), amount=fx.Fixed(value=5))


def _play(db_pool: CardPool, cards: list[str]) -> Game:
    require_compiled(db_pool, BENEFACTION)
    library = ["Grizzly Bears", "Pacifism", "Island", "Llanowar Elves", "Forest", "Forest"]
    game = Game.setup({"alice": {"hand": [BENEFACTION], "battlefield": ["Forest"] * 3, "library": library}, "bob": {}}, pool=db_pool)
    chooser = ScriptedChooser({}, strict=False)
    chooser.add("may", True)
    for name in cards:
        chooser.add("card", [name] if name else "none")
    game.choosers["alice"] = chooser
    game.choosers["bob"] = ScriptedChooser({})
    game.cast("alice", BENEFACTION)
    game.resolve_stack()
    return game


def test_a_creature_and_an_enchantment_go_to_hand_the_rest_to_graveyard(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _play(db_pool, ["Grizzly Bears", "Pacifism"])
    assert sorted(game.names("hand", "alice")) == ["Grizzly Bears", "Pacifism"]
    assert sorted(game.names("graveyard", "alice")) == [BENEFACTION, "Forest", "Island", "Llanowar Elves"]


def test_only_the_creature_may_be_taken(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = _play(db_pool, ["Llanowar Elves", ""])
    assert game.names("hand", "alice") == ["Llanowar Elves"]
    assert sorted(game.names("graveyard", "alice")) == [BENEFACTION, "Forest", "Grizzly Bears", "Island", "Pacifism"]
