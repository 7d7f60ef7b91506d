"""Rulings with the real cards of the bundled database, compiled by oraclec.compiler: the
compiler's output and the runtime together."""

from __future__ import annotations

import pytest

from oraclec.runtime import CardPool, Game, IllegalAction, ScriptedChooser
from oraclec.runtime.sandbox import default_compile_face

pytestmark = pytest.mark.skipif(default_compile_face() is None, reason="oraclec.compiler is not available")


@pytest.fixture(scope="module")
def db_pool() -> CardPool:
    return CardPool()


def play(db_pool: CardPool, players: dict, answers: dict | None = None, **kw) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool, **kw)
    for name in players:
        game.choosers[name] = ScriptedChooser(dict((answers or {}).get(name, {})))
    return game


def require_compiled(db_pool: CardPool, *names: str) -> None:
    for name in names:
        missing = [m for face in db_pool.get(name).faces for m in face.missing]
        if missing:
            pytest.skip(f"{name} does not compile fully yet: {missing[0]}")


def test_compiled_summons_of_saruman_amasses_mills_and_casts_a_milled_sorcery(db_pool) -> None:
    require_compiled(db_pool, "Summons of Saruman", "Divination")
    game = play(db_pool, {"alice": {"hand": ["Summons of Saruman"], "library": ["Divination"] + ["Island"] * 5, "battlefield": ["Island"] * 4 + ["Mountain"]}, "bob": {}},
                answers={"alice": {"x": [3], "card": ["Divination"]}})
    game.cast("alice", "Summons of Saruman")
    game.resolve_top()
    army = game.find("Orc Army Token")
    assert army.counters["+1/+1"] == 3 and game.power(army) == 3
    assert game.names("stack") == ["Divination"]
    game.resolve_top()
    assert len(game.zone("hand", "alice")) == 2


def test_compiled_golgari_grave_troll_dredges_only_with_six_cards(db_pool) -> None:
    require_compiled(db_pool, "Golgari Grave-Troll")
    game = play(db_pool, {"alice": {"graveyard": ["Golgari Grave-Troll"], "library": ["Island"] * 5}, "bob": {}})
    game.draw("alice")
    assert game.names("hand", "alice") == ["Island"]
    game = play(db_pool, {"alice": {"graveyard": ["Golgari Grave-Troll"], "library": ["Island"] * 7}, "bob": {}}, answers={"alice": {"replacement": ["Golgari Grave-Troll"]}})
    game.draw("alice")
    assert game.names("hand", "alice") == ["Golgari Grave-Troll"] and len(game.zone("graveyard", "alice")) == 6


def test_compiled_think_twice_flashback_is_exiled(db_pool) -> None:
    require_compiled(db_pool, "Think Twice")
    game = play(db_pool, {"alice": {"graveyard": ["Think Twice"], "library": ["Island"], "battlefield": ["Island"] * 3}, "bob": {}})
    game.cast("alice", "Think Twice", zone="graveyard", method="flashback")
    game.resolve_top()
    assert game.names("exile") == ["Think Twice"] and game.names("hand", "alice") == ["Island"]


def test_compiled_doomskar_foretold_then_cast_on_a_later_turn(db_pool) -> None:
    require_compiled(db_pool, "Doomskar")
    game = play(db_pool, {"alice": {"hand": ["Doomskar"], "battlefield": ["Plains"] * 3}, "bob": {}})
    game.foretell("alice", "Doomskar")
    assert game.zone("exile").objects[0].face_down
    with pytest.raises(IllegalAction) as refusal:
        game.cast("alice", "Doomskar", zone="exile", method="foretell")
    assert refusal.value.reason == "timing"


def test_compiled_mentor_of_the_meek_sees_the_amassed_army_token_as_0_0(db_pool) -> None:
    require_compiled(db_pool, "Mentor of the Meek", "Summons of Saruman")
    game = play(db_pool, {"alice": {"hand": ["Summons of Saruman"], "library": ["Island"] * 4, "battlefield": ["Mentor of the Meek"] + ["Island"] * 4 + ["Mountain"]}, "bob": {}},
                answers={"alice": {"x": [3], "card": ["none"], "may": [True]}})
    game.cast("alice", "Summons of Saruman")
    game.resolve_stack()
    assert [e.object.name for e in game.events("trigger")] == ["Mentor of the Meek"]
