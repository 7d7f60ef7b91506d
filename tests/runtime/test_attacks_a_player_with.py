""""Whenever an opponent attacks you with two or more creatures" (CR 508.1b): the creatures
declared attacking that player, not every creature declared. Before, the player attacked was
dropped from the trigger: any attack by an opponent with two creatures counted, whomever they
attacked."""

from __future__ import annotations

import pytest

from oraclec import effects as fx

from conftest import compiled, require_compiled, scripted_game

ROSS = "Everett K. Ross, Hapless Attaché"  # Whenever an opponent attacks you with two or more creatures, draw a card.


def test_the_player_attacked_is_part_of_the_trigger() -> None:
    (ability,) = compiled("Whenever an opponent attacks you with two or more creatures, draw a card.", is_spell=False)
    trigger = ability.trigger
    assert (trigger.event, trigger.to) == ("attack_with", fx.You())
    assert trigger.condition.left.what.attacking == fx.You()
    (curse,) = compiled("Whenever a player attacks enchanted player with one or more creatures, that attacking player may draw a card.", is_spell=False)
    assert curse.trigger.to == fx.AttachedTo(relation="enchanted")


@pytest.mark.parametrize(("owner", "attackers", "draws"), [("bob", 2, 1), ("bob", 1, 0), ("carol", 2, 0)])
def test_only_an_attack_on_the_owner_with_two_counts(db_pool, owner: str, attackers: int, draws: int) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, ROSS)
    bears = ["Grizzly Bears", "Grizzly Bears#2"][:attackers]
    players = {"alice": {"battlefield": ["Grizzly Bears", "Grizzly Bears"], "library": ["Island"] * 5},
               "bob": {"library": ["Island"] * 5}, "carol": {"library": ["Island"] * 5}}
    players[owner]["battlefield"] = [ROSS]
    game = scripted_game(db_pool, players, {"alice": {"attackers": [bears]}}, step="main1")
    hand = len(game.names("hand", owner))
    while game.state.step != "declare_attackers":
        game.advance()
    assert sorted(set(game.state.combat["attackers"].values())) == ["bob"]  # alice attacks bob, her first opponent
    game.resolve_stack()
    assert len(game.names("hand", owner)) - hand == draws
