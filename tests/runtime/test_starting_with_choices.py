"""Players choosing in turn order from one player (CR 101.4): "Starting with you, each player
chooses a creature. Destroy each creature chosen this way." compiled from its Oracle text and
played: the choices are made in turn order from the named player, and what they chose is acted
on; "each player may choose" is a choice of one or none."""

from __future__ import annotations

from oraclec import compiler
from oraclec import effects as fx
from oraclec.parser import parse_ability
from oraclec.runtime import homebrew
from oraclec.text import normalise_ability

from conftest import compiled_ability

HERESY = "Starting with you, each player chooses a creature. Destroy each creature chosen this way."
PURIFY = "Starting with you, each player may choose an artifact or enchantment you don't control. Destroy each permanent chosen this way."


def unsupported(text: str) -> list[fx.Unsupported]:
    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    return list(compiler.unsupported_in(compiler.compile_line(parsed.line)))


def test_each_player_chooses_starting_with_you() -> None:
    choose, destroy = compiled_ability(HERESY).effects
    assert isinstance(choose, fx.ChooseObjects) and choose.player == fx.EachPlayer() and choose.starting == fx.You()
    assert isinstance(destroy, fx.Destroy)
    choose, _ = compiled_ability(PURIFY).effects
    assert isinstance(choose, fx.ChooseObjects) and isinstance(choose.what, fx.Chosen) and choose.what.up_to


def test_other_instructions_in_turn_order_stay_unsupported() -> None:
    # CR 101.4: only votes and choices of objects are carried out in turn order from a player yet
    assert unsupported("Starting with you, each player may sacrifice a creature.")


def test_the_players_choose_in_turn_order_from_you(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Heresy Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(HERESY)]))
    pool.add(homebrew("Red Ogre", "Creature — Ogre", mana_cost="{2}{R}", power=4, toughness=4))
    game = setup({"alice": {"hand": ["Heresy Test"], "battlefield": ["Llanowar Elves"]}, "bob": {"battlefield": ["Grizzly Bears", "Red Ogre"]}, "carol": {}},
                 answers={"alice": {"card": ["Red Ogre"]}, "bob": {"card": ["Llanowar Elves"]}, "carol": {"card": ["Red Ogre"]}}, active="bob")
    game.state.priority = game.player("alice").index
    game.cast("alice", "Heresy Test")
    game.resolve_stack()
    # CR 101.4: alice first, then the players after her in turn order (bob, then carol), though
    # bob is the active player
    assert [c.player for c, _ in game.choice_log if c.kind == "card"] == ["alice", "bob", "carol"]
    assert game.names("battlefield") == ["Grizzly Bears"]


def test_a_player_who_may_choose_may_choose_none(setup, pool) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Purify Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(PURIFY)]))
    pool.add(homebrew("Bob's Relic", "Artifact", mana_cost="{1}"))
    pool.add(homebrew("Bob's Charm", "Enchantment", mana_cost="{1}"))
    game = setup({"alice": {"hand": ["Purify Test"]}, "bob": {"battlefield": ["Bob's Relic", "Bob's Charm"]}},
                 answers={"alice": {"card": ["Bob's Relic"]}, "bob": {"card": []}})
    game.cast("alice", "Purify Test")
    game.resolve_stack()
    choices = [c for c, _ in game.choice_log if c.kind == "card"]
    assert [(c.player, c.min, c.max) for c in choices] == [("alice", 0, 1), ("bob", 0, 1)]
    assert game.names("battlefield") == ["Bob's Charm"]
