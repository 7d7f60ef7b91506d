""""Players can't search libraries." (CR 701.23, 101.2), compiled from its Oracle text: a search
of a library finds nothing for those players; the shuffle after it still happens."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability


def compiled(text: str, *, is_spell: bool = False) -> fx.Ability:
    parsed = parse_ability(normalise_ability(text), is_spell=is_spell)
    assert parsed.line is not None, parsed.error
    (ability,) = compiler.compile_line(parsed.line)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


SEARCH = "Search your library for a basic land card, reveal it, put it into your hand, then shuffle."


def test_the_rule_compiles_to_a_player_rule() -> None:
    (rule,) = compiled("Your opponents can't search libraries.").effects
    assert isinstance(rule, fx.Restriction) and rule.rule == fx.PlayerRuleName.CANT_SEARCH_LIBRARIES


def _game(setup, pool, orb: bool):  # type: ignore[no-untyped-def]
    pool.add(homebrew("Lock Orb Test", "Artifact", mana_cost="{0}", abilities=[compiled("Your opponents can't search libraries.")]))
    pool.add(homebrew("Seek Land Test", "Sorcery", mana_cost="{0}", abilities=[compiled(SEARCH, is_spell=True)]))
    return setup({"alice": {"hand": ["Seek Land Test"], "library": ["Forest", "Grizzly Bears"]},
                  "bob": {"battlefield": ["Lock Orb Test"] if orb else []}})


def test_an_opponent_of_the_rule_finds_nothing(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, orb=True)
    game.cast("alice", "Seek Land Test")
    game.resolve_stack()
    assert [o.name for o in game.zone("hand", "alice").objects] == []
    assert len(game.zone("library", "alice").objects) == 2


def test_without_the_rule_the_search_finds_the_land(setup, pool) -> None:  # type: ignore[no-untyped-def]
    game = _game(setup, pool, orb=False)
    game.cast("alice", "Seek Land Test")
    game.resolve_stack()
    assert [o.name for o in game.zone("hand", "alice").objects] == ["Forest"]
