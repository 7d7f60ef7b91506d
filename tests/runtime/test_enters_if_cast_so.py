""""You may cast this card from your graveyard ... . If you do, it enters with ..." (Worldheart
Phoenix, Undead Sprinter): the permanent enters so only if the spell it was was cast with that
permission of its card (CR 601.3, 614.12), a record the permanent keeps from the spell (CR
400.7, 608.3a); compiled from the Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import homebrew

from conftest import compiled

PHOENIX = "You may cast this card from your graveyard by paying {0} rather than paying its mana cost. If you do, it enters with two +1/+1 counters on it."


def test_the_replacement_asks_for_the_permission_before_it() -> None:
    permission, entering = compiled(PHOENIX)
    assert isinstance(permission, fx.CastPermission) and permission.zone == "graveyard"
    assert isinstance(entering, fx.EntersWith) and entering.counter == "+1/+1" and entering.what is None
    assert entering.condition == fx.CastWithPermission(permission=permission)


@pytest.fixture
def phoenix(pool):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Ash Phoenix", "Creature — Phoenix", mana_cost="{0}", power=2, toughness=2, abilities=list(compiled(PHOENIX))))
    pool.add(homebrew("Grave Caster", "Enchantment", mana_cost="{0}", abilities=list(compiled("You may cast creature spells from your graveyard."))))
    return "Ash Phoenix"


def _counters(game) -> int:  # type: ignore[no-untyped-def]
    (phoenix,) = [o for o in game.zone("battlefield").objects if o.name == "Ash Phoenix"]
    return phoenix.counters["+1/+1"]


def test_cast_with_its_own_permission_it_enters_with_the_counters(setup, phoenix) -> None:  # type: ignore[no-untyped-def]
    game = setup({"alice": {"graveyard": [phoenix], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    game.cast("alice", phoenix, zone="graveyard")
    game.resolve_stack()
    assert _counters(game) == 2


def test_cast_from_hand_it_enters_without_them(setup, phoenix) -> None:  # type: ignore[no-untyped-def]
    game = setup({"alice": {"hand": [phoenix], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    game.cast("alice", phoenix, zone="hand")
    game.resolve_stack()
    assert _counters(game) == 0


def test_cast_from_the_graveyard_another_way_it_enters_without_them(setup, phoenix) -> None:  # type: ignore[no-untyped-def]
    """Another permission to cast it from the same zone is not "if you do" (CR 601.3)."""
    game = setup({"alice": {"battlefield": ["Grave Caster"], "graveyard": [phoenix], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    game.cast("alice", phoenix, zone="graveyard", method="permission")
    game.resolve_stack()
    assert _counters(game) == 0


def test_put_onto_the_battlefield_from_the_graveyard_it_was_not_cast(setup, phoenix) -> None:  # type: ignore[no-untyped-def]
    game = setup({"alice": {"graveyard": [phoenix], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    game.move(game.find(phoenix, zone="graveyard"), "battlefield")
    assert _counters(game) == 0


EDGAR = "Once during each of your turns, you may cast an artifact spell from your graveyard. If you cast a spell this way, that artifact enters tapped."


def test_after_a_static_permission_the_replacement_is_of_the_spells_cast_with_it() -> None:
    static, entering = compiled(EDGAR)
    assert isinstance(static, fx.StaticAbility) and isinstance(static.effects[0], fx.PlayPermission)
    assert isinstance(entering, fx.EntersWith) and entering.tapped and entering.condition is None
    assert entering.what == fx.CastThisWay(what=fx.Filter(types=("Artifact",), zone="stack"))


@pytest.fixture
def machinist(pool):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Grave Machinist", "Enchantment", mana_cost="{0}", abilities=list(compiled(EDGAR))))
    pool.add(homebrew("Tin Golem", "Artifact Creature — Golem", mana_cost="{0}", power=1, toughness=1))
    return "Grave Machinist"


def _golems(game) -> list:  # type: ignore[no-untyped-def]
    return [o for o in game.zone("battlefield").objects if o.name == "Tin Golem"]


def test_an_artifact_cast_with_the_permission_enters_tapped(setup, machinist) -> None:  # type: ignore[no-untyped-def]
    game = setup({"alice": {"battlefield": [machinist], "graveyard": ["Tin Golem"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    game.cast("alice", "Tin Golem", zone="graveyard")
    game.resolve_stack()
    (golem,) = _golems(game)
    assert golem.tapped


def test_an_artifact_cast_from_hand_enters_untapped(setup, machinist) -> None:  # type: ignore[no-untyped-def]
    """Cast another way, it is not a spell cast this way (CR 601.2): the replacement does not apply."""
    game = setup({"alice": {"battlefield": [machinist], "hand": ["Tin Golem"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    game.cast("alice", "Tin Golem", zone="hand")
    game.resolve_stack()
    (golem,) = _golems(game)
    assert not golem.tapped


@pytest.mark.parametrize("text", [
    # the spell cast this way and "that artifact" need not be one object
    "You may cast creature spells from the top of your library. If you cast an instant spell this way, that creature enters tapped.",
    # a permission a resolving ability gives: the replacement would be one the ability sets up
    "{T}: You may cast a creature spell from your graveyard this turn. If you do, it enters with a finality counter on it.",
])
def test_other_riders_stay_unsupported(text: str) -> None:
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))
