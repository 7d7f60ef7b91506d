"""A delayed triggered ability with an intervening "if" about the spell that created it (CR
603.7c, 603.4, 702.33d): "When that creature dies this turn, if this spell was kicked, ..." reads
the costs paid for that spell, which the delayed ability remembers."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, homebrew

from conftest import compiled_ability


@pytest.mark.parametrize(("kicked", "life"), [(True, 23), (False, 20)])
def test_delayed_trigger_reads_the_kicker_of_its_spell(pool, kicked, life) -> None:  # type: ignore[no-untyped-def]
    spell = compiled_ability("Target creature gets -1/-1 until end of turn. When that creature dies this turn, if this spell was kicked, you gain 3 life.")
    delayed = [e for e in fx.walk(spell) if isinstance(e, fx.DelayedTrigger)]
    assert len(delayed) == 1 and isinstance(delayed[0].condition, fx.CostWasPaid)
    charge = homebrew("Kicked Wither", "Instant", mana_cost="{B}", abilities=[
        fx.lower_keyword(fx.KeywordParams(name="kicker", cost=(fx.ManaPayment(mana="{1}"),))),
        spell,
    ])
    thopter = homebrew("Test Thopter", "Artifact Creature — Thopter", mana_cost="{1}", power=1, toughness=1, abilities=[])
    local = CardPool(use_database=False)
    for card in (charge, thopter, pool.get("Swamp")):
        local.add(card)
    game = Game.setup({"alice": {"hand": ["Kicked Wither"], "battlefield": ["Swamp", "Swamp"]}, "bob": {"battlefield": ["Test Thopter"]}}, pool=local)
    (target,) = game.battlefield("bob")
    game.cast("alice", "Kicked Wither", targets=[target], method="kicker" if kicked else None)
    game.resolve_stack()
    assert not game.battlefield("bob")
    assert game.player("alice").life == life
