""""Choose one at random —" (CR 700.2): one mode, picked by chance, not by a player."""

from __future__ import annotations

from oraclec import effects as fx

from compiling import lowered


def _modes(text: str) -> fx.Modes:
    (ability,) = lowered(text)
    (modes,) = [e for e in fx.walk(ability) if isinstance(e, fx.Modes)]
    return modes


def test_one_at_random() -> None:
    modes = _modes("At the beginning of combat on your turn, choose one at random —\n• Draw a card.\n• You gain 3 life.\n• ~ deals 2 damage to any target.")
    assert (modes.min, modes.max, modes.at_random, len(modes.modes)) == (1, 1, True, 3)


def test_a_player_chooses_otherwise() -> None:
    modes = _modes("At the beginning of combat on your turn, choose one —\n• Draw a card.\n• You gain 3 life.")
    assert (modes.min, modes.max, modes.at_random) == (1, 1, False)
