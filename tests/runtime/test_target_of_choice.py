"""Targets chosen by a player other than the controller ("any target of an opponent's choice",
"target creature of defending player's choice"): that player chooses the target where the
controller would (CR 601.2c); of several such players, the controller names which one (as for a
mode, CR 700.2e). Compiled from Oracle text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled

WITCHES = "{T}: This creature deals 1 damage to any target and 1 damage to any target of an opponent's choice."


def _witches(pool) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Witches Tester", "Creature", mana_cost="{B}{B}", power=1, toughness=1, abilities=list(compiled(WITCHES))))
    return "Witches Tester"


def test_the_opponent_chooses_the_second_target(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _witches(pool)
    game = setup({"alice": {"battlefield": [card, "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                 answers={"alice": {"target": ["bob"]}, "bob": {"target": ["alice"]}}, strict=True)
    game.activate("alice", game.find(card))
    game.resolve_stack()
    assert game.player("bob").life == 19  # alice's target
    assert game.player("alice").life == 19  # bob's choice for the second target
    assert [c.player for c, _ in game.choice_log if c.kind == "target"] == ["alice", "bob"]


def test_the_controller_names_which_opponent_chooses(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _witches(pool)
    game = setup({"alice": {"battlefield": [card]}, "bob": {}, "carol": {}},
                 answers={"alice": {"target": ["bob"], "player": ["carol"]}, "carol": {"target": ["carol"]}}, strict=True)
    game.activate("alice", game.find(card))
    game.resolve_stack()
    assert game.player("bob").life == 19 and game.player("carol").life == 19 and game.player("alice").life == 20
    assert [c.player for c, _ in game.choice_log if c.kind == "target"] == ["alice", "carol"]


MISFORTUNE = ("An opponent chooses one —\n• You draw three cards.\n"
              "• You put a -1/-1 counter on each creature that player controls and ~ deals 4 damage to that player.")


def _misfortune(pool) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Misfortune Tester", "Sorcery", mana_cost="{0}", abilities=list(compiled(MISFORTUNE, is_spell=True))))
    return "Misfortune Tester"


def test_an_opponent_chooses_the_mode_and_is_that_player(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 700.2e: the opponent the controller names chooses the mode; "that player" is them."""
    card = _misfortune(pool)
    game = setup({"alice": {"hand": [card], "library": ["Island"] * 3}, "bob": {"battlefield": ["Grizzly Bears"]}, "carol": {"battlefield": ["Grizzly Bears"]}},
                 answers={"alice": {"player": ["carol"]}, "carol": {"mode": [2]}}, strict=True)
    game.cast("alice", card)
    game.resolve_stack()
    assert game.player("carol").life == 16 and game.player("bob").life == 20
    bears = {game.controller_of(o): o for o in game.zone("battlefield").objects if o.name == "Grizzly Bears"}
    assert bears["carol"].counters.get("-1/-1") == 1
    assert bears["bob"].counters.get("-1/-1", 0) == 0
    assert [c.player for c, _ in game.choice_log if c.kind == "mode"] == ["carol"]


def test_the_opponent_may_choose_the_other_mode(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _misfortune(pool)
    game = setup({"alice": {"hand": [card], "library": ["Island"] * 3}, "bob": {}}, answers={"bob": {"mode": [1]}}, strict=True)
    game.cast("alice", card)
    game.resolve_stack()
    assert len(game.zone("hand", "alice")) == 3 and game.player("bob").life == 20


def test_the_target_is_described_by_the_opponent_who_chooses_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Gain control of target creature of an opponent's choice they control.": the opponent the
    controller names chooses one of their own creatures (CR 700.2e); on resolution it is still
    theirs, so the target is legal (CR 608.2b)."""
    text = "Gain control of target creature of an opponent's choice they control."
    pool.add(homebrew("Evangelize Tester", "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    game = setup({"alice": {"hand": ["Evangelize Tester"]}, "bob": {"battlefield": ["Grizzly Bears"]}, "carol": {"battlefield": ["Llanowar Elves"]}},
                 answers={"alice": {"player": ["carol"]}, "carol": {"target": ["Llanowar Elves"]}}, strict=True)
    game.cast("alice", "Evangelize Tester")
    (asked,) = [c for c, _ in game.choice_log if c.kind == "target"]
    assert asked.player == "carol" and asked.labels == ("Llanowar Elves",)  # only carol's creatures
    game.resolve_stack()
    assert game.controller_of(game.find("Llanowar Elves")) == "alice"
    assert game.controller_of(game.find("Grizzly Bears")) == "bob"


AUGERMAGE = ("{T}: Reveal your hand and discard a card of target opponent's choice. Then that player reveals their hand and "
             "discards a card of your choice. Activate only as a sorcery.")


def test_each_player_discards_the_card_the_other_chooses(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"discard a card of target opponent's choice": the opponent picks the card of your hand;
    "discards a card of your choice": you pick theirs (CR 701.9a: unless the effect says
    otherwise, the player who discards chooses)."""
    pool.add(homebrew("Augermage Tester", "Creature", mana_cost="{B}{R}", power=1, toughness=1, abilities=list(compiled(AUGERMAGE))))
    game = setup({"alice": {"battlefield": ["Augermage Tester"], "hand": ["Island", "Grizzly Bears"]}, "bob": {"hand": ["Mountain", "Llanowar Elves"]}},
                 answers={"alice": {"target": ["bob"], "card": ["Llanowar Elves"]}, "bob": {"card": ["Grizzly Bears"]}}, strict=True)
    game.activate("alice", "Augermage Tester")
    game.resolve_stack()
    assert game.names("graveyard", "alice") == ["Grizzly Bears"] and game.names("hand", "alice") == ["Island"]
    assert game.names("graveyard", "bob") == ["Llanowar Elves"] and game.names("hand", "bob") == ["Mountain"]
    picks = [(c.player, c.labels) for c, _ in game.choice_log if c.kind == "card"]
    assert picks == [("bob", ("Island", "Grizzly Bears")), ("alice", ("Mountain", "Llanowar Elves"))]
