""""If you do, it becomes plotted." (CR 702.170c): a card just exiled becomes a plotted card."""

from __future__ import annotations

from oraclec import effects as fx

from compiling import compiled


def test_a_card_exiled_by_the_instruction_before_becomes_plotted() -> None:
    (ability,) = compiled("Look at the top three cards of your library. You may exile a nonland card from among them. If you do, it becomes plotted. Put the rest into your hand.", is_spell=True)
    (status,) = [e for e in fx.walk(ability) if isinstance(e, fx.BecomeStatus)]
    assert status.status == "plotted"
    assert [e.to for e in fx.walk(ability) if isinstance(e, fx.Move)] == ["exile", "hand"]
    assert status.what != fx.This()  # the card exiled, not the spell

