""""put ... onto the battlefield tapped and attacking that opponent", "The token enters tapped and
attacking that player." (CR 508.4a): the creature attacks the player the instruction names, the
one the attack trigger names as attacked, not one its controller picks. Compiled from the card
database and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser
from oraclec.runtime.context import Context

from conftest import compiled, require_compiled

KAALIA = "Kaalia of the Vast"  # Whenever ~ attacks an opponent, you may put an Angel, Demon, or Dragon ... tapped and attacking that opponent.


def test_the_player_attacked_is_the_one_the_attack_trigger_names() -> None:
    (ability,) = compiled("Whenever this creature attacks a player, create a 1/1 white Soldier creature token. The token enters tapped and attacking that player.")
    (create,) = ability.effects
    assert isinstance(create, fx.CreateToken) and create.attacking and create.attacking_whom == fx.Found(key="attacked player")
    (ability,) = compiled("Whenever this creature attacks an opponent, you may put a creature card from your hand onto the battlefield tapped and attacking that opponent.")
    (may,) = ability.effects
    (move,) = may.effects
    assert isinstance(move, fx.Move) and move.tapped and move.attacking and move.attacking_whom == fx.Found(key="attacked player")


def test_the_angel_enters_tapped_and_attacking_the_opponent_kaalia_attacks(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, KAALIA)
    game = Game.setup({"alice": {"battlefield": [KAALIA], "hand": ["Serra Angel"], "library": ["Island"] * 5},
                       "bob": {"library": ["Island"] * 5}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"attackers": [[KAALIA]], "may": [True], "card": ["Serra Angel"]})
    game.choosers["bob"] = ScriptedChooser({"blockers": [[]]})
    game.state.step = "beginning_of_combat"
    game.advance()
    game.resolve_stack()
    angel = game.find("Serra Angel", "battlefield")
    assert angel.tapped and game.state.combat["attackers"].get(angel.id) == "bob"


def test_a_creature_put_onto_the_battlefield_attacks_the_player_named_not_the_first_opponent(db_pool) -> None:  # type: ignore[no-untyped-def]
    game = Game.setup({"alice": {"hand": ["Serra Angel"], "library": ["Island"] * 5},
                       "bob": {"library": ["Island"] * 5}, "carol": {"library": ["Island"] * 5}}, pool=db_pool)
    game.state.combat = {"attackers": {}, "blockers": {}}
    angel = game.find("Serra Angel", "hand")
    ctx = Context(controller="alice", source_id=None, source_info=None)
    ctx.results["chosen player"] = ["carol"]
    ctx.results["moving"] = [angel.id]
    move = fx.Move(what=fx.Found(key="moving"), to="battlefield", tapped=True, attacking=True, attacking_whom=fx.PlayerRole(role="chosen"))
    game.run((move,), ctx)
    angel = game.find("Serra Angel", "battlefield")
    assert game.opponents("alice")[0] == "bob"
    assert angel.tapped and game.state.combat["attackers"].get(angel.id) == "carol"
