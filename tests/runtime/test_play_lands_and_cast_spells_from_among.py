""""You may play lands and cast spells from among cards exiled with this creature." (Nightveil
Specter, Intellect Devourer), "... from among the exiled cards for as long as they remain
exiled" (Elder Brain): "from among" said once, of both; to play those lands (CR 305.1) and cast
those spells (CR 601.3) is to play those cards, a permission that lasts, not a spell cast as the
ability resolves (CR 608.2g) nor lands from anywhere. "If you cast a spell this way, you may spend
mana as though it were mana of any color to cast it." (CR 609.4b): for the spells it lets be
cast. Compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import IllegalAction, homebrew

from conftest import compiled

SPECTER = "You may play lands and cast spells from among cards exiled with this creature."
DEVOURER = SPECTER + " If you cast a spell this way, you may spend mana as though it were mana of any color to cast it."
EXILED_WITH = fx.Filter(zone="exile", kind="card", states=("exiled with this",))


def test_one_permission_for_the_cards_exiled_with_it() -> None:
    (static,) = compiled(SPECTER)
    assert isinstance(static, fx.StaticAbility) and static.effects == (fx.PlayPermission(what=EXILED_WITH),)


def test_the_mana_rider_is_for_the_same_cards() -> None:
    (static,) = compiled(DEVOURER)
    assert static.effects == (fx.PlayPermission(what=EXILED_WITH), fx.AsThough(kind="any_color_mana", what=EXILED_WITH))


def test_for_as_long_as_they_remain_exiled_it_lasts() -> None:
    (triggered,) = compiled(
        "Whenever this creature attacks a player, exile all cards from that player's hand, then they draw that many cards. You may play lands and "
        "cast spells from among the exiled cards for as long as they remain exiled. If you cast a spell this way, you may spend mana as though it "
        "were mana of any color to cast it."
    )
    lasting = triggered.effects[-1]
    assert isinstance(lasting, fx.ForAsLongAs)
    assert lasting.effects == (fx.PlayPermission(what=fx.Found(key="exiled")), fx.AsThough(kind="any_color_mana", what=fx.Found(key="exiled")))


@pytest.fixture
def thief(pool):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Body Thief Test", "Creature — Horror", mana_cost="{0}", power=2, toughness=2, abilities=list(compiled(DEVOURER))))
    pool.add(homebrew("Green Bear Test", "Creature — Bear", mana_cost="{G}", power=2, toughness=2))
    return "Body Thief Test"


def _game(setup, thief):  # type: ignore[no-untyped-def]
    game = setup({
        "alice": {"battlefield": [thief, "Island"], "graveyard": ["Swamp"], "library": ["Island"] * 5},
        "bob": {"exile": ["Green Bear Test", "Forest", "Green Bear Test"], "library": ["Island"] * 5},
    })
    # the first two exiled by the creature's ability (CR 607.2a); the last one some other way
    bear, forest = game.find("Green Bear Test", zone="exile"), game.find("Forest", zone="exile")
    game.state.linked_exiles[game.find(thief).id] = [bear.id, forest.id]
    return game, bear, forest


def test_a_land_exiled_with_it_is_played(setup, thief) -> None:  # type: ignore[no-untyped-def]
    game, _, forest = _game(setup, thief)
    game.play_land("alice", forest)
    assert "Forest" in game.names("battlefield", "alice")


def test_lands_elsewhere_are_not(setup, thief) -> None:  # type: ignore[no-untyped-def]
    """"lands" are those from among the cards, not any land anywhere (CR 305.1)."""
    game, _, _ = _game(setup, thief)
    with pytest.raises(IllegalAction):
        game.play_land("alice", game.find("Swamp", zone="graveyard"))


def test_a_spell_exiled_with_it_is_cast_with_any_color_of_mana(setup, thief) -> None:  # type: ignore[no-untyped-def]
    """{G} paid with the blue mana of an Island (CR 609.4b)."""
    game, bear, _ = _game(setup, thief)
    game.cast("alice", bear)
    game.resolve_stack()
    assert "Green Bear Test" in game.names("battlefield", "alice")


def test_a_card_exiled_another_way_is_not_cast(setup, thief) -> None:  # type: ignore[no-untyped-def]
    game, bear, _ = _game(setup, thief)
    other = next(o for o in game.zone("exile").objects if o.name == "Green Bear Test" and o.id != bear.id)
    with pytest.raises(IllegalAction):
        game.cast("alice", other)
