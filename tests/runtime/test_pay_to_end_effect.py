""""{G}, {T}: This creature loses this ability and becomes an Aura enchantment with enchant
creature. Attach it to target creature. You may pay {G} to end this effect." (the licids): the
continuous effects the ability creates last until its controller pays to end them, a special
action any time they have priority (CR 116.2c, 611.2a); the licid is then a creature again, and a
creature attached to an object becomes unattached (CR 704.5p). Compiled from the Oracle text and
played."""

from __future__ import annotations

from typing import Any

import pytest

from oraclec import effects as fx
from oraclec.runtime import IllegalAction, homebrew
from oraclec.runtime.mana import parse_mana

from conftest import compiled_ability

LICID = "{G}, {T}: This creature loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {G} to end this effect."


def test_the_payment_ends_the_effects_of_the_ability() -> None:
    ability = compiled_ability(LICID, is_spell=False)
    (ended,) = ability.effects
    assert isinstance(ended, fx.EndedByPaying) and ended.cost == (fx.ManaPayment(mana="{G}"),)
    assert [type(e) for e in ended.effects] == [fx.LoseThisAbility, fx.Becomes, fx.Attach]


def _game(setup: Any, pool: Any) -> Any:
    pool.add(homebrew("Licid Test", "Creature — Licid", mana_cost="{1}{G}", power=1, toughness=1, abilities=[compiled_ability(LICID, is_spell=False)]))
    pool.add(homebrew("Host Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"battlefield": ["Licid Test", "Host Bear Test"]}, "bob": {}})
    licid, bear = game.find("Licid Test"), game.find("Host Bear Test")
    game.add_mana("alice", parse_mana("{G}"))
    game.activate("alice", licid, targets=[bear])
    game.resolve_stack()
    return game, licid, bear


def test_it_stays_an_aura_until_paid_for(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game, licid, bear = _game(setup, pool)
    chars = game.characteristics(licid)
    assert chars.types == ("Enchantment",) and "Aura" in chars.subtypes and licid.attached_to == bear.id
    with pytest.raises(IllegalAction):
        game.end_effect_by_paying("alice", licid)  # no mana to pay {G}
    game.add_mana("alice", parse_mana("{G}"))
    game.end_effect_by_paying("alice", licid)
    game.check_state()
    chars = game.characteristics(licid)
    assert "Creature" in chars.types and "Aura" not in chars.subtypes
    licid = game.find("Licid Test")
    assert licid.attached_to is None and licid.zone == "battlefield"  # CR 704.5p
    with pytest.raises(IllegalAction):
        game.end_effect_by_paying("alice", licid)  # ended: nothing left to pay for


def test_only_its_controller_with_priority_may_pay(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game, licid, _ = _game(setup, pool)
    with pytest.raises(IllegalAction):
        game.end_effect_by_paying("bob", licid)


def test_the_special_action_is_offered_while_it_can_be_paid(setup, pool) -> None:  # type: ignore[no-untyped-def]
    from oraclec.runtime.actions import legal_actions

    game, licid, _ = _game(setup, pool)
    assert not [a for a in legal_actions(game, "alice") if a.method == "end effect"]  # no {G}
    game.add_mana("alice", parse_mana("{G}"))
    (action,) = [a for a in legal_actions(game, "alice") if a.method == "end effect"]
    assert action.kind == "special" and action.object_id == licid.id
