"""Each player acting on an object of their choice (CR 101.4): "Each player returns a creature
they control to its owner's hand." compiled from its Oracle text and played: each player in
turn chooses one of their own creatures, then all of them are returned at once; the ones not
chosen are "the rest"."""

from __future__ import annotations

import pytest

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

CURFEW = "Each player returns a creature they control to its owner's hand."
VOW = "Each player puts a vow counter on a creature they control and sacrifices the rest."


def lowered(text: str) -> tuple[fx.Ability, ...]:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    return compiler.compile_line(parsed.line)


def compiled(text: str) -> fx.Ability:
    (ability,) = lowered(text)
    assert not compiler.unsupported_in(ability), compiler.unsupported_in(ability)
    return ability


def test_each_players_choice_then_the_instruction_on_all_chosen() -> None:
    choose, move = compiled(CURFEW).effects
    assert isinstance(choose, fx.ChooseObjects) and choose.player == fx.EachPlayer()
    assert move == fx.Move(what=fx.Found(key=choose.key), to="hand")


@pytest.mark.parametrize("text", [
    # each player decides whether to: not a choice every player makes
    "Each player may return a creature they control to its owner's hand.",
])
def test_what_is_not_carried_out_player_by_player_stays_unsupported(text: str) -> None:
    assert compiler.unsupported_in(lowered(text)), text


def test_each_player_returns_a_creature_of_their_own_choice(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Curfew Test", "Instant", mana_cost="{0}", abilities=[compiled(CURFEW)]))
    pool.add(homebrew("Red Ogre", "Creature — Ogre", mana_cost="{2}{R}", power=4, toughness=4))
    game = setup({"alice": {"hand": ["Curfew Test"], "battlefield": ["Llanowar Elves", "Grizzly Bears"]}, "bob": {"battlefield": ["Red Ogre", "Grizzly Bears"]}},
                 answers={"alice": {"card": ["Llanowar Elves"]}, "bob": {"card": ["Red Ogre"]}})
    game.cast("alice", "Curfew Test")
    game.resolve_stack()
    choices = [c for c, _ in game.choice_log if c.kind == "card"]
    # CR 101.4: the active player first; each chooses among the creatures they control
    assert [(c.player, sorted(c.labels)) for c in choices] == [("alice", ["Grizzly Bears", "Llanowar Elves"]), ("bob", ["Grizzly Bears", "Red Ogre"])]
    assert [o.name for o in game.battlefield("alice")] == [o.name for o in game.battlefield("bob")] == ["Grizzly Bears"]
    assert game.names("hand", "alice") == ["Llanowar Elves"] and game.names("hand", "bob") == ["Red Ogre"]


def test_each_player_keeps_the_creature_they_chose_and_sacrifices_the_rest(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Vow Test", "Sorcery", mana_cost="{0}", abilities=[compiled(VOW)]))
    pool.add(homebrew("Red Ogre", "Creature — Ogre", mana_cost="{2}{R}", power=4, toughness=4))
    game = setup({"alice": {"hand": ["Vow Test"], "battlefield": ["Llanowar Elves", "Grizzly Bears"]}, "bob": {"battlefield": ["Red Ogre", "Grizzly Bears"]}},
                 answers={"alice": {"card": ["Grizzly Bears"]}, "bob": {"card": ["Red Ogre"]}})
    game.cast("alice", "Vow Test")
    game.resolve_stack()
    assert [o.name for o in game.battlefield("alice")] == ["Grizzly Bears"] and [o.name for o in game.battlefield("bob")] == ["Red Ogre"]
    assert all(o.counters.get("vow") == 1 for o in game.battlefield())
