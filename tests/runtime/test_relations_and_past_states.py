"""Players described by what they did or control and objects by what they were (issue 19, the
"sa" family): "If that land was nonbasic" (the land as it last existed, CR 608.2h), "each
opponent who doesn't [do what was offered]" (CR 608.2c), asked only when the offer was made,
"each opponent who doesn't control an Elf" (CR 108.4); the real cards, compiled."""

from __future__ import annotations

from oraclec.runtime import CardPool

from conftest import require_compiled, scripted_game


def test_molten_rain_deals_damage_only_if_the_destroyed_land_was_nonbasic(db_pool: CardPool) -> None:
    # "Destroy target land. If that land was nonbasic, ~ deals 2 damage to the land's
    # controller.": the land is in the graveyard by then; what it was is its last known
    # information (CR 608.2h)
    require_compiled(db_pool, "Molten Rain")
    for land, life in (("Tropical Island", 18), ("Forest", 20)):
        game = scripted_game(db_pool, {"alice": {"hand": ["Molten Rain"], "battlefield": ["Mountain"] * 3}, "bob": {"battlefield": [land]}})
        game.state.step = "main1"
        game.cast("alice", "Molten Rain", targets=[game.find(land)])
        game.resolve_stack()
        assert game.names("graveyard", "bob") == [land]
        assert game.player("bob").life == life, land


def _braids(db_pool: CardPool, alice_sacrifices: bool, bob_sacrifices: bool) -> tuple[int, int, int]:
    game = scripted_game(
        db_pool,
        {"alice": {"battlefield": ["Braids, Arisen Nightmare", "Grizzly Bears"], "library": ["Island"] * 3}, "bob": {"battlefield": ["Runeclaw Bear"]}},
        {"alice": {"may": [alice_sacrifices], "card": ["Grizzly Bears"]}, "bob": {"may": [bob_sacrifices], "card": ["Runeclaw Bear"]}},
    )
    game.state.step = "main2"
    game.advance()
    game.resolve_stack()
    return game.player("bob").life, len(game.zone("hand", "alice")), len(game.battlefield("bob"))


def test_braids_an_opponent_who_doesnt_sacrifice_loses_life_and_you_draw(db_pool: CardPool) -> None:
    # "If you do, each opponent may sacrifice a permanent ... For each opponent who doesn't, that
    # player loses 2 life and you draw a card." (CR 608.2c)
    require_compiled(db_pool, "Braids, Arisen Nightmare")
    assert _braids(db_pool, True, False) == (18, 1, 1)
    assert _braids(db_pool, True, True) == (20, 0, 0)


def test_braids_no_offer_no_loss_when_you_dont_sacrifice(db_pool: CardPool) -> None:
    # no opponent was offered anything, so none "doesn't" (the offer is made only "if you do")
    require_compiled(db_pool, "Braids, Arisen Nightmare")
    assert _braids(db_pool, False, False) == (20, 0, 1)


def test_thornbow_archer_only_an_opponent_without_an_elf_loses_life(db_pool: CardPool) -> None:
    # "Whenever this creature attacks, each opponent who doesn't control an Elf loses 1 life."
    require_compiled(db_pool, "Thornbow Archer")
    for creature, life in (("Llanowar Elves", 20), ("Grizzly Bears", 19)):
        game = scripted_game(db_pool, {"alice": {"battlefield": ["Thornbow Archer"]}, "bob": {"battlefield": [creature]}},
                             {"alice": {"attackers": [["Thornbow Archer"]]}, "bob": {"blockers": [[]]}}, active="alice", step="main1")
        game.state.step = "beginning_of_combat"
        game.advance()
        game.resolve_stack()
        assert game.player("bob").life == life, creature


def test_beckoning_will_o_wisp_creatures_attacking_the_last_chosen_player_get_plus_one(db_pool: CardPool) -> None:
    # "At the beginning of combat on your turn, choose an opponent." and "Creatures attacking the
    # last chosen player get +1/+0.": the latest choice is the one remembered (CR 607.2)
    require_compiled(db_pool, "Beckoning Will-o'-Wisp")
    # every attacker attacks the first opponent, bob, here
    for chosen, power in (("bob", 3), ("carol", 2)):
        game = scripted_game(db_pool, {"alice": {"battlefield": ["Beckoning Will-o'-Wisp", "Grizzly Bears"]}, "bob": {}, "carol": {}},
                             {"alice": {"player": [chosen], "attackers": [["Grizzly Bears"]]}, "bob": {"blockers": [[]]}, "carol": {"blockers": [[]]}},
                             active="alice", step="main1")
        game.advance()
        game.resolve_stack()
        game.advance()
        bears = game.find("Grizzly Bears")
        assert game.state.combat["attackers"], "no attack declared"
        assert game.characteristics(bears).power == power, chosen
