""""Target land gains "{T}: Add {U}, {B}, or {R}" until this card is cast from exile." (CR 611.2a,
601.2i): a continuous effect that ends as that card becomes cast from exile. Compiled from the
card database (Glamorous Outlaw) and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser

from conftest import compiled, require_compiled

OUTLAW = "Glamorous Outlaw"  # {2}, Exile this card from your hand: Target land gains ... until this card is cast from exile.


def test_the_duration_wraps_the_continuous_effect_and_it_is_this_card() -> None:
    abilities = compiled('{2}, Exile this card from your hand: Target land gains "{T}: Add {U}, {B}, or {R}" until this card is cast from exile. You may cast this card for as long as it remains exiled.')
    (ability,) = [a for a in abilities if isinstance(a, fx.ActivatedAbility)]
    until, lasting = ability.effects
    assert isinstance(until, fx.UntilCast) and until.what == fx.This() and until.zone == "exile"
    assert [type(e) for e in until.effects] == [fx.GrantAbilities]
    # "it" after the duration is this card, not the land
    assert isinstance(lasting, fx.ForAsLongAs) and lasting.condition.what == fx.This()


def _game(db_pool: CardPool) -> Game:
    game = Game.setup({"alice": {"hand": [OUTLAW], "battlefield": ["Plains"] * 5 + ["Island", "Swamp", "Mountain"], "library": ["Plains"] * 5},
                       "bob": {"library": ["Island"] * 5}}, pool=db_pool)
    for name in ("alice", "bob"):
        game.choosers[name] = ScriptedChooser({})
    while game.state.step != "main1":
        game.advance()
    return game


def _mana_abilities(game: Game, land) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for a in game.characteristics(land).abilities if isinstance(a, fx.ActivatedAbility))


def test_the_land_keeps_the_ability_until_the_card_is_cast_from_exile(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, OUTLAW)
    game = _game(db_pool)
    land = game.zone("battlefield").objects[0]
    before = _mana_abilities(game, land)
    game.activate("alice", OUTLAW, zone="hand", targets={"target": [land]})
    game.resolve_stack()
    assert game.names("exile") == [OUTLAW]
    assert _mana_abilities(game, land) == before + 1
    game.cast("alice", OUTLAW, zone="exile")
    assert _mana_abilities(game, land) == before  # CR 601.2i: ended as the card became cast
