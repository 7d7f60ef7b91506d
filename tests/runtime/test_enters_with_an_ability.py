""""If this creature was kicked, it enters with two +1/+1 counters on it and with first strike."
(CR 614.1c: it enters with the ability, as riot's haste, 702.136a), compiled and played."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def test_a_number_of_counters_read_later_with_an_ability_stays_unsupported() -> None:
    parsed = parse_ability(normalise_ability("If this creature was kicked, it enters with flying and with X +1/+1 counters on it, where X is the discarded card's mana value."))
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


@pytest.mark.parametrize(("text", "keyword"), [
    ("This creature enters with a +1/+1 counter on it and with flying.", "Flying"),
    ('This creature enters with a +1/+1 counter on it and with "{T}: You gain 1 life."', None),
])
def test_the_permanent_has_the_ability_it_entered_with(setup, pool, text: str, keyword: str | None) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Entering Test", "Creature — Soldier", mana_cost="{0}", power=1, toughness=1, abilities=[compiled(text)]))
    game = setup({"alice": {"hand": ["Entering Test"]}, "bob": {}})
    game.cast("alice", "Entering Test")
    game.resolve_stack()
    soldier = game.find("Entering Test", "battlefield")
    assert soldier.counters["+1/+1"] == 1 and game.power(soldier) == 2
    if keyword is not None:
        assert game.characteristics(soldier).has_keyword(keyword)
    else:
        granted = [a for a in game.abilities(soldier) if isinstance(a, fx.ActivatedAbility)]
        assert len(granted) == 1 and isinstance(granted[0].effects[0], fx.GainLife)
