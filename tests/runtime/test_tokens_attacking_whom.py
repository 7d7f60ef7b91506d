"""Tokens created tapped and attacking (CR 508.4): "two 1/1 tokens that are tapped and
attacking" (the plural of "a token that's tapped and attacking"), and a token attacking the
player the instruction names (CR 508.4a: "that's tapped and attacking that opponent"), compiled
from the Oracle text and played."""

from __future__ import annotations

from typing import Any

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.combat import put_into_combat

from conftest import compiled

CATS = "Whenever this creature attacks, create two 1/1 white Cat creature tokens with lifelink that are tapped and attacking."
BOARS = "Whenever this creature attacks, for each opponent, you create a 2/2 green Boar creature token that's tapped and attacking that opponent."
GLIMMER = "Whenever you attack a player, create a 1/1 white Glimmer enchantment creature token that's tapped and attacking that player."
INKLING = ("Whenever a player attacks one of your opponents, that attacking player creates a tapped 2/1 white and black Inkling "
           "creature token with flying that's attacking that opponent.")


def _attack(setup: Any, pool: Any, text: str, players: tuple[str, ...] = ("bob",)) -> Any:
    pool.add(homebrew("Attacker Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2, abilities=list(compiled(text))))
    game = setup({"alice": {"battlefield": ["Attacker Test"]}, **{p: {} for p in players}}, answers={"alice": {"attackers": [["Attacker Test"]]}})
    game.state.step = "beginning_of_combat"
    game.advance()
    game.resolve_stack()
    return game


def _attacked(game: Any, name: str) -> list[str]:
    return sorted(d for i, d in game.state.combat["attackers"].items() if game.get(i).name == name)


def test_the_plural_tokens_are_tapped_and_attacking(setup, pool) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled(CATS)
    (create,) = ability.effects
    assert isinstance(create, fx.CreateToken) and create.tapped and create.attacking and create.attacking_whom is None
    game = _attack(setup, pool, CATS)
    cats = [o for o in game.battlefield("alice") if o.name != "Attacker Test"]
    assert len(cats) == 2 and all(c.tapped for c in cats)
    assert all(game.state.combat["attackers"].get(c.id) == "bob" for c in cats)  # CR 508.4


def test_each_token_attacks_the_opponent_it_was_created_for(setup, pool) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled(BOARS)
    assert ability.effects[0].effects[0].attacking_whom == fx.Found(key="each player")
    game = _attack(setup, pool, BOARS, ("bob", "carol"))
    boars = [o for o in game.battlefield("alice") if o.name != "Attacker Test"]
    assert len(boars) == 2 and all(b.tapped for b in boars)
    assert sorted(game.state.combat["attackers"][b.id] for b in boars) == ["bob", "carol"]  # CR 508.4a


def test_the_token_attacks_the_player_the_trigger_names(setup, pool) -> None:  # type: ignore[no-untyped-def]
    (ability,) = compiled(GLIMMER)
    assert ability.effects[0].attacking_whom == fx.Found(key="attacked player")
    game = _attack(setup, pool, GLIMMER, ("bob", "carol"))
    glimmers = [o for o in game.battlefield("alice") if o.name != "Attacker Test"]
    assert len(glimmers) == 1
    # the declared attacker attacks bob (the engine's attackers attack the first opponent), so
    # the token attacks bob: the player "that player" names (CR 508.1b, 508.4a)
    assert game.state.combat["attackers"][glimmers[0].id] == "bob"


def test_that_opponent_is_the_player_attacked_not_the_attacker() -> None:
    (ability,) = compiled(INKLING)
    (create,) = ability.effects
    assert create.player == fx.Found(key="triggering player") and create.attacking_whom == fx.Found(key="attacked player")


def test_a_player_no_longer_in_the_game_is_not_attacked(setup, pool) -> None:  # type: ignore[no-untyped-def]
    # CR 508.4a: the token enters, but is never an attacking creature
    game = _attack(setup, pool, "Whenever this creature attacks, you gain 1 life.", ("bob", "carol"))
    token = game.create_token("alice", fx.TokenSpec(types=("Creature",), subtypes=("Soldier",), power=1, toughness=1), 1, tapped=True)[0]
    game.player("carol").lost = True
    put_into_combat(game, token, defender="carol")
    assert token.id not in game.state.combat["attackers"]
    put_into_combat(game, token, defender="bob")
    assert game.state.combat["attackers"][token.id] == "bob"


def test_a_planeswalker_to_attack_is_not_lowered() -> None:
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    text = "Whenever you attack, for each opponent, create a 1/1 white Human creature token that's tapped and attacking that player or a planeswalker they control."
    parsed = parse_ability(normalise_ability(text))
    assert parsed.line is not None
    (unsupported,) = compiler.unsupported_in(compiler.compile_line(parsed.line))
    assert "planeswalker" in unsupported.reason and "508.4a" in unsupported.reason
