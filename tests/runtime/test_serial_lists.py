"""Serial lists of noun phrases ("a, b, and c"; "a, b, or c"): lowered as the lists of two are,
item by item; a qualifier said once after the last item, which may qualify all of them, and
"of each <kind>" (CR 205.3i, 110.4) stay Unsupported."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


@pytest.mark.parametrize("text", [
    "Each player chooses an artifact, a creature, an enchantment, and a planeswalker from among the nonland permanents they control, then sacrifices the rest.",
    "Choose a land of each basic land type, then destroy those lands.",
    "Craft with a Dinosaur, a Merfolk, a Pirate, and a Vampire {4}",
])
def test_what_a_serial_list_cannot_say_stays_unsupported(text: str) -> None:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    assert compiler.unsupported_in(compiler.compile_line(parsed.line))


def test_creates_each_token_of_the_list(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token."
    pool.add(homebrew("Menace Test", "Sorcery", mana_cost="{0}", abilities=[compiled(text)]))
    game = setup({"alice": {"hand": ["Menace Test"]}, "bob": {}})
    game.cast("alice", "Menace Test")
    game.resolve_stack()
    assert sorted(game.names("battlefield")) == ["Elephant Token", "Snake Token", "Wolf Token"]


def test_or_list_is_any_one_of_them() -> None:
    ability = compiled("Search your library for a snow permanent card, a legendary card, or a Saga card, reveal it, put it into your hand, then shuffle.")
    search = ability.effects[0]
    assert isinstance(search, fx.Search) and len(search.what.any_of) == 3 and search.more == ()
