""""the greatest number of cards a player discarded this way" (the count of each player's own
discarded cards, the greatest of them, CR 701.9a); "Join forces — Starting with you, each player
may pay any amount of mana. ... the total amount of mana paid this way" (CR 101.4, 107.1c): the
real cards, compiled."""

from __future__ import annotations

from typing import Any

from oraclec.runtime import CardPool

from conftest import require_compiled, scripted_game


def test_windfall_each_player_draws_the_greatest_number_discarded(db_pool: CardPool) -> None:
    # alice discards the two other cards of her hand, bob his five: each draws five
    require_compiled(db_pool, "Windfall")
    library = ["Island"] * 10
    game = scripted_game(db_pool, {"alice": {"hand": ["Windfall", "Forest", "Forest"], "battlefield": ["Island"] * 3, "library": library},
                                   "bob": {"hand": ["Grizzly Bears"] * 5, "library": library}})
    game.cast("alice", "Windfall")
    game.resolve_stack()
    assert (len(game.zone("hand", "alice")), len(game.zone("hand", "bob"))) == (5, 5)
    assert sorted(game.names("graveyard", "alice")) == ["Forest", "Forest", "Windfall"]
    assert game.names("graveyard", "bob") == ["Grizzly Bears"] * 5


def test_minds_aglow_each_player_draws_the_total_paid(db_pool: CardPool) -> None:
    # join forces: alice pays 2 (after {U} for the spell), bob 1, carol nothing: each draws 3
    require_compiled(db_pool, "Minds Aglow")
    library = ["Island"] * 10
    game = scripted_game(db_pool, {"alice": {"hand": ["Minds Aglow"], "battlefield": ["Island"] * 3, "library": library},
                                   "bob": {"battlefield": ["Island"] * 2, "library": library}, "carol": {"battlefield": ["Island"], "library": library}},
                         {"alice": {"number": [2]}, "bob": {"number": [1]}, "carol": {"number": [0]}})
    game.cast("alice", "Minds Aglow")
    game.resolve_stack()
    assert [len(game.zone("hand", p)) for p in ("alice", "bob", "carol")] == [3, 3, 3]
    assert [sum(o.tapped for o in game.battlefield(p)) for p in ("alice", "bob", "carol")] == [3, 1, 0]


def test_collective_voyage_each_player_puts_their_own_lands(db_pool: CardPool) -> None:
    # join forces: alice pays 1 (after {G} for the spell), bob 1: each searches for up to two
    # basic lands, which enter tapped under their own control (CR 110.2a)
    require_compiled(db_pool, "Collective Voyage")
    library = ["Forest"] * 4
    game = scripted_game(db_pool, {"alice": {"hand": ["Collective Voyage"], "battlefield": ["Forest"] * 2, "library": library},
                                   "bob": {"battlefield": ["Island"], "library": library}},
                         {"alice": {"number": [1], "card": [["Forest", "Forest#2"]]}, "bob": {"number": [1], "card": [["Forest", "Forest#2"]]}})
    game.cast("alice", "Collective Voyage")
    game.resolve_stack()
    assert sorted(o.name for o in game.battlefield("bob")) == ["Forest", "Forest", "Island"]
    assert sorted(o.name for o in game.battlefield("alice")) == ["Forest"] * 4
    assert all(o.tapped for o in game.battlefield("bob"))


def test_players_pay_in_turn_order_from_the_player_named(db_pool: CardPool) -> None:
    # "Starting with you, each player may pay any amount of mana." on bob's turn, carol's
    # instruction: carol, then alice, then bob pay (CR 101.4), not bob first (APNAP)
    from oraclec import effects as fx
    from oraclec.runtime import Context

    game = scripted_game(db_pool, {"alice": {"battlefield": ["Island"]}, "bob": {"battlefield": ["Island"]}, "carol": {"battlefield": ["Island"]}},
                         {"alice": {"number": [1]}, "bob": {"number": [0]}, "carol": {"number": [1]}})
    game.state.active = [p.name for p in game.state.players].index("bob")
    asked: list[str] = []

    class Recording:
        def __init__(self, name: str, inner: Any) -> None:
            self.name, self.inner = name, inner

        def choose(self, choice: Any, view: Any) -> Any:
            asked.append(self.name)
            return self.inner.choose(choice, view)

    game.choosers.update({name: Recording(name, chooser) for name, chooser in game.choosers.items()})
    ctx = Context(controller="carol")
    game.run((fx.PayAnyAmount(player=fx.EachPlayer(), mana="any", starting=fx.You()), fx.GainLife(amount=fx.AmountPaid())), ctx)
    assert [name for i, name in enumerate(asked) if name not in asked[:i]] == ["carol", "alice", "bob"]
    assert game.player("carol").life == 22


def _ogre_at_upkeep(db_pool: CardPool, lives: dict[str, int]) -> str:
    game = scripted_game(db_pool, {"alice": {"battlefield": ["Ghazbán Ogre"]}, "bob": {}, "carol": {}})
    for name, life in lives.items():
        game.player(name).life = life
    game.state.step = "untap"
    game.advance()
    game.resolve_stack()
    return game.controller_of(game.find("Ghazbán Ogre"))


def test_ghazban_ogre_goes_to_the_one_player_with_the_most_life(db_pool: CardPool) -> None:
    # "if a player has more life than each other player, the player with the most life gains
    # control of this creature" (CR 102.1, 603.4)
    require_compiled(db_pool, "Ghazbán Ogre")
    assert _ogre_at_upkeep(db_pool, {"alice": 20, "bob": 24, "carol": 21}) == "bob"
    assert _ogre_at_upkeep(db_pool, {"alice": 25, "bob": 24, "carol": 21}) == "alice"


def test_ghazban_ogre_stays_while_the_most_life_is_tied(db_pool: CardPool) -> None:
    require_compiled(db_pool, "Ghazbán Ogre")
    assert _ogre_at_upkeep(db_pool, {"alice": 20, "bob": 24, "carol": 24}) == "alice"


def test_wild_mammoth_goes_to_the_one_player_with_the_most_creatures(db_pool: CardPool) -> None:
    # "if a player controls more creatures than each other player, the player who controls the
    # most creatures gains control of this creature": bob has two, alice the Mammoth alone;
    # then carol ties bob and it stays (CR 102.1, 603.4)
    require_compiled(db_pool, "Wild Mammoth")
    for carol, expected in ((["Grizzly Bears"], "bob"), (["Grizzly Bears"] * 2, "alice")):
        game = scripted_game(db_pool, {"alice": {"battlefield": ["Wild Mammoth"]}, "bob": {"battlefield": ["Grizzly Bears"] * 2}, "carol": {"battlefield": carol}})
        game.state.step = "untap"
        game.advance()
        game.resolve_stack()
        assert game.controller_of(game.find("Wild Mammoth")) == expected


def test_savra_each_other_player_than_the_one_who_sacrificed(db_pool: CardPool) -> None:
    # "Whenever you sacrifice a black creature, you may pay 2 life. If you do, each other player
    # sacrifices a creature of their choice.": every player but the one who sacrificed (CR 102.1)
    require_compiled(db_pool, "Savra, Queen of the Golgari")
    game = scripted_game(db_pool, {"alice": {"battlefield": ["Savra, Queen of the Golgari", "Walking Corpse", "Grizzly Bears"]},
                                   "bob": {"battlefield": ["Grizzly Bears"]}, "carol": {"battlefield": ["Grizzly Bears"]}},
                         {"alice": {"may": [True]}})
    game.sacrifice(game.find("Walking Corpse"))
    game.resolve_stack()
    assert (game.names("graveyard", "bob"), game.names("graveyard", "carol")) == (["Grizzly Bears"], ["Grizzly Bears"])
    assert sorted(o.name for o in game.battlefield("alice")) == ["Grizzly Bears", "Savra, Queen of the Golgari"] and game.player("alice").life == 18


def test_tempt_with_glory_each_opponent_who_accepts_counters_their_own_creatures(db_pool: CardPool) -> None:
    # tempting offer: "Each opponent may put a +1/+1 counter on each creature they control. For
    # each opponent who does, put a +1/+1 counter on each creature you control." ("they": the
    # opponent who accepted, CR 101.4)
    require_compiled(db_pool, "Tempt with Glory")
    game = scripted_game(db_pool, {"alice": {"hand": ["Tempt with Glory"], "battlefield": ["Plains"] * 6 + ["Grizzly Bears"]},
                                   "bob": {"battlefield": ["Grizzly Bears"]}, "carol": {"battlefield": ["Grizzly Bears"]}},
                         {"bob": {"may": [True]}, "carol": {"may": [False]}})
    game.cast("alice", "Tempt with Glory")
    game.resolve_stack()
    counters = {p: [o.counters.get("+1/+1", 0) for o in game.battlefield(p) if o.name == "Grizzly Bears"] for p in ("alice", "bob", "carol")}
    assert counters == {"alice": [2], "bob": [1], "carol": [0]}
