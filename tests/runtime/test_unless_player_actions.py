"""Actions a player may take as the cost of "unless" (CR 118.12): "unless you pay {E}{E}" (energy
counters removed, CR 107.14), "unless you exile a card from your graveyard" (CR 406.2), "unless
its controller exiles all cards from their graveyard", "unless you remove a counter from a
permanent you control" (CR 122.8). Compiled from Oracle text and played."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import Game, ScriptedChooser, homebrew

from conftest import compiled, require_compiled


def _tester(pool, text: str, name: str) -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Artifact", mana_cost="{0}", abilities=list(compiled(text))))
    return name


def test_energy_paid_keeps_the_permanent(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _tester(pool, "{T}: Sacrifice this artifact unless you pay {E}{E}.", "Energy Test")
    game = setup({"alice": {"battlefield": [card]}, "bob": {}}, answers={"alice": {"may": [True]}})
    game.player("alice").counters["energy"] = 3
    game.activate("alice", game.find(card))
    game.resolve_stack()
    assert game.find(card).zone == "battlefield"
    assert game.player("alice").counters["energy"] == 1


def test_too_little_energy_sacrifices_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _tester(pool, "{T}: Sacrifice this artifact unless you pay {E}{E}.", "Energy Test")
    game = setup({"alice": {"battlefield": [card]}, "bob": {}}, answers={"alice": {"may": [True]}})
    game.player("alice").counters["energy"] = 1
    game.activate("alice", game.find(card))
    game.resolve_stack()
    assert card in game.names("graveyard", "alice")
    assert game.player("alice").counters["energy"] == 1


def test_a_card_exiled_from_your_graveyard_keeps_the_permanent(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _tester(pool, "{T}: Sacrifice this artifact unless you exile a creature card from your graveyard.", "Exile Test")
    game = setup({"alice": {"battlefield": [card], "graveyard": ["Island", "Grizzly Bears"]}, "bob": {"graveyard": ["Llanowar Elves"]}},
                 answers={"alice": {"may": [True]}})
    game.activate("alice", game.find(card))
    game.resolve_stack()
    assert game.find(card).zone == "battlefield"
    assert game.names("exile") == ["Grizzly Bears"]
    assert game.names("graveyard", "alice") == ["Island"]


def test_no_card_of_yours_to_exile_sacrifices_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _tester(pool, "{T}: Sacrifice this artifact unless you exile a creature card from your graveyard.", "Exile Test")
    # the opponent's creature card is not the payer's to exile
    game = setup({"alice": {"battlefield": [card], "graveyard": ["Island"]}, "bob": {"graveyard": ["Llanowar Elves"]}},
                 answers={"alice": {"may": [True]}})
    game.activate("alice", game.find(card))
    game.resolve_stack()
    assert card in game.names("graveyard", "alice")
    assert game.names("graveyard", "bob") == ["Llanowar Elves"]


def test_all_cards_exiled_from_their_graveyard(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = "Counter target spell unless its controller exiles all cards from their graveyard."
    pool.add(homebrew("Amnesia Test", "Instant", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    for pays in (True, False):
        game = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"], "graveyard": ["Island", "Swamp"]},
                      "bob": {"hand": ["Amnesia Test"], "graveyard": ["Plains"]}},
                     answers={"alice": {"may": [pays]}})
        bears = game.cast("alice", "Grizzly Bears")
        game.state.priority = game.player("bob").index
        game.cast("bob", "Amnesia Test", targets=[bears])
        game.resolve_stack()
        if pays:  # every card of the spell's controller's graveyard, none of another's
            assert sorted(game.names("exile")) == ["Island", "Swamp"]
            assert "Grizzly Bears" in game.names("battlefield")
        else:
            assert not game.names("exile")
            assert "Grizzly Bears" in game.names("graveyard", "alice")
        assert "Plains" in game.names("graveyard", "bob")


def test_a_counter_removed_from_a_permanent_you_control(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _tester(pool, "{T}: Sacrifice this artifact unless you remove a counter from a permanent you control.", "Counter Test")
    game = setup({"alice": {"battlefield": [card, "Grizzly Bears"]}, "bob": {}}, answers={"alice": {"may": [True]}})
    bears = game.find("Grizzly Bears")
    game.put_counters(bears, "+1/+1", 2)
    game.activate("alice", game.find(card))
    game.resolve_stack()
    assert game.find(card).zone == "battlefield"
    assert bears.counters.get("+1/+1") == 1


def test_no_counter_to_remove_sacrifices_it(setup, pool) -> None:  # type: ignore[no-untyped-def]
    card = _tester(pool, "{T}: Sacrifice this artifact unless you remove a counter from a permanent you control.", "Counter Test")
    game = setup({"alice": {"battlefield": [card, "Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves"]}}, answers={"alice": {"may": [True]}})
    game.put_counters(game.find("Llanowar Elves"), "+1/+1", 1)  # not a permanent alice controls
    game.activate("alice", game.find(card))
    game.resolve_stack()
    assert card in game.names("graveyard", "alice")


def test_the_cards_compile(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Lathnu Hellion", "Treacherous Vampire", "Urza's Tome", "Grip of Amnesia", "Chisei, Heart of Oceans")


# -- "if it's not their turn" (CR 102.1), "if it's not a token" (CR 111.1, 608.2h) ---------------

def test_a_spell_cast_on_another_players_turn_draws(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Glademuse: "Whenever a player casts a spell, if it's not their turn, that player draws a
    card." Alice's spell on her turn draws nothing; Bob's on Alice's turn draws him a card."""
    require_compiled(db_pool, "Glademuse", "Shock")
    game = Game.setup({"alice": {"battlefield": ["Glademuse", "Mountain"], "hand": ["Shock"], "library": ["Island"] * 3},
                       "bob": {"battlefield": ["Mountain"], "hand": ["Shock"], "library": ["Island"] * 3}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({})
    game.choosers["bob"] = ScriptedChooser({})
    game.cast("alice", "Shock", targets=["bob"])
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == 0
    game.state.priority = game.player("bob").index
    game.cast("bob", game.find("Shock", zone="hand", player="bob"), targets=["alice"])
    game.resolve_stack()
    assert game.names("hand", "bob") == ["Island"]


def test_only_a_nontoken_creature_triggers(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"When this creature dies, if it's not a token, ..." (Vaultborn Tyrant's condition): the
    creature as it last existed (CR 608.2h, 603.10a); a token copy of it dies with no effect."""
    abilities = [*compiled("When this creature dies, if it's not a token, you gain 3 life."), *compiled("{0}: Create a token that's a copy of this creature.")]
    pool.add(homebrew("Token Test", "Creature — Bear", mana_cost="{1}", power=2, toughness=2, abilities=abilities))
    game = setup({"alice": {"battlefield": ["Token Test"]}, "bob": {}})
    card = game.find("Token Test")
    game.activate("alice", card)
    game.resolve_stack()
    (token,) = [o for o in game.battlefield("alice") if o.is_token]
    game.destroy(token)
    game.resolve_stack()
    assert game.player("alice").life == 20
    game.destroy(card)
    game.resolve_stack()
    assert game.player("alice").life == 23


def test_the_cards_of_the_conditions_compile(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Vaultborn Tyrant", "Tezzeret, Cruel Captain", "March of the World Ooze", "Zurzoth, Chaos Rider")


# -- "if this creature didn't enter the battlefield this turn" (CR 400.7) ---------------------------

def test_a_permanent_that_entered_this_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """Cactuar's condition: the permanent, as the object it is, did not enter this turn."""
    pool.add(homebrew("Entered Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{0}: If this artifact didn't enter the battlefield this turn, draw a card."))))
    game = setup({"alice": {"battlefield": ["Entered Test"], "hand": ["Entered Test"], "library": ["Swamp"] * 3}, "bob": {}})
    game.activate("alice", game.find("Entered Test", zone="battlefield"))
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Entered Test", "Swamp"]
    game.cast("alice", game.find("Entered Test", zone="hand"))
    game.resolve_stack()
    game.activate("alice", game.find("Entered Test", zone="battlefield", nth=2))
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Swamp"]


# -- "if you attacked with three or more creatures this turn" (CR 508.1a) ---------------------------

@pytest.mark.parametrize(("attackers", "draws"), [(["Bear Test", "Giant Test"], 0), (["Bear Test", "Bear Test#2"], 1), (["Bear Test", "Bear Test#2", "Giant Test"], 1)])
def test_the_creatures_of_a_kind_declared_as_attackers(setup, pool, attackers, draws) -> None:  # type: ignore[no-untyped-def]
    text = "{0}: If you attacked with two or more Bears this turn, draw a card."
    pool.add(homebrew("Attacked Test", "Artifact", mana_cost="{0}", abilities=list(compiled(text))))
    pool.add(homebrew("Giant Test", "Creature — Giant", mana_cost="{3}{R}", power=4, toughness=4))
    pool.add(homebrew("Bear Test", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2))
    game = setup({"alice": {"battlefield": ["Attacked Test", "Bear Test", "Bear Test", "Giant Test"], "library": ["Swamp"] * 5}, "bob": {"library": ["Swamp"] * 5}},
                 answers={"alice": {"attackers": [attackers]}})
    game.state.step = "beginning_of_combat"
    game.advance()
    game.activate("alice", game.find("Attacked Test"))
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == draws


def test_an_opponent_who_attacked_cant_cast_spells(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """Angelic Arbiter's "Each opponent who attacked with a creature this turn can't cast
    spells.": the player tested is the one whose attackers are counted."""
    (ability,) = compiled("Each opponent who attacked with a creature this turn can't cast spells.")
    (restriction,) = ability.effects
    assert restriction.what.condition.left.player == fx.PlayerRole(role="each")


def test_the_attack_cards_compile(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Windbrisk Heights", "Wedding Announcement // Wedding Festivity", "Minas Tirith", "Deepway Navigator", "Thaumaton Torpedo", "Cactuar")


# -- "that weren't cast this way", "that weren't put onto the battlefield" (CR 400.7, 608.2c) -------

def test_the_revealed_cards_not_put_onto_the_battlefield(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = ("Reveal the top three cards of your library. You may put a creature card from among them onto the battlefield. "
            "Then put all cards revealed this way that weren't put onto the battlefield into your graveyard.")
    pool.add(homebrew("Wave Test", "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    game = setup({"alice": {"hand": ["Wave Test"], "library": ["Island", "Grizzly Bears", "Swamp", "Forest"]}, "bob": {}},
                 answers={"alice": {"may": [True], "card": ["Grizzly Bears"]}})
    game.cast("alice", "Wave Test")
    game.resolve_stack()
    assert "Grizzly Bears" in game.names("battlefield")
    assert sorted(game.names("graveyard", "alice")) == ["Island", "Swamp", "Wave Test"]
    assert game.names("library", "alice") == ["Forest"]


def test_the_exiled_cards_not_cast(setup, pool) -> None:  # type: ignore[no-untyped-def]
    text = ("Exile the top two cards of your library. You may cast an instant spell from among them without paying its mana cost. "
            "Then put the exiled cards that weren't cast this way into your hand.")
    pool.add(homebrew("Vortex Test", "Sorcery", mana_cost="{0}", abilities=list(compiled(text, is_spell=True))))
    game = setup({"alice": {"hand": ["Vortex Test"], "library": ["Lightning Bolt", "Island", "Swamp"]}, "bob": {}},
                 answers={"alice": {"may": [True], "card": ["Lightning Bolt"], "target": ["bob"]}})
    game.cast("alice", "Vortex Test")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]
    assert game.player("bob").life == 17
    assert "Lightning Bolt" in game.names("graveyard", "alice")


def test_the_earlier_instruction_cards_compile(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Chaos Wand", "Muse Vortex", "Genesis Wave", "Saheeli's Directive", "Genesis Storm")


# -- "if you haven't cast a spell from your hand this turn" (CR 601.2a, 601.2i) ----------------------

@pytest.mark.parametrize(("cast", "draws"), [(False, 1), (True, 0)])
def test_no_spell_cast_from_your_hand_this_turn(setup, pool, cast, draws) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Hand Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{0}: If you haven't cast a spell from your hand this turn, draw a card."))))
    game = setup({"alice": {"battlefield": ["Hand Test", "Forest", "Forest"], "hand": ["Grizzly Bears"], "library": ["Swamp"] * 3}, "bob": {}})
    if cast:
        game.cast("alice", "Grizzly Bears")
        game.resolve_stack()
    game.activate("alice", game.find("Hand Test"))
    game.resolve_stack()
    assert game.names("hand", "alice").count("Swamp") == draws


def test_a_spell_cast_from_elsewhere_is_not_from_your_hand(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """A spell cast from exile leaves "you haven't cast a spell from your hand" true."""
    pool.add(homebrew("Hand Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{0}: If you haven't cast a spell from your hand this turn, draw a card."))))
    pool.add(homebrew("Elsewhere Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{0}: Exile the top card of your library. You may cast it without paying its mana cost."))))
    game = setup({"alice": {"battlefield": ["Hand Test", "Elsewhere Test"], "library": ["Grizzly Bears", "Swamp", "Swamp"]}, "bob": {}},
                 answers={"alice": {"may": [True]}})
    game.activate("alice", game.find("Elsewhere Test"))
    game.resolve_stack()
    assert "Grizzly Bears" in game.names("battlefield")
    game.activate("alice", game.find("Hand Test"))
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Swamp"]


def test_the_cast_from_hand_cards_compile(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Canyon Crab", "Jem Lightfoote, Sky Explorer", "Wrangler of the Damned", "Stoic Sphinx")


# -- "if you've sacrificed an artifact this turn" (CR 701.21a) ---------------------------------------

@pytest.mark.parametrize(("sacrificed", "draws"), [(None, 0), ("Grizzly Bears", 0), ("Bauble Test", 1)])
def test_a_permanent_of_a_kind_sacrificed_this_turn(setup, pool, sacrificed, draws) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Satchel Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{0}: If you've sacrificed an artifact this turn, draw a card."))))
    pool.add(homebrew("Outlet Test", "Enchantment", mana_cost="{0}", abilities=list(compiled("Sacrifice a permanent: You gain 1 life."))))
    pool.add(homebrew("Bauble Test", "Artifact", mana_cost="{0}"))
    game = setup({"alice": {"battlefield": ["Satchel Test", "Outlet Test", "Bauble Test", "Grizzly Bears"], "library": ["Swamp"] * 3}, "bob": {}},
                 answers={"alice": {"card": [sacrificed] if sacrificed else []}})
    if sacrificed:
        game.activate("alice", game.find("Outlet Test"))
        game.resolve_stack()
        assert sacrificed in game.names("graveyard", "alice")
    game.activate("alice", game.find("Satchel Test"))
    game.resolve_stack()
    assert game.names("hand", "alice").count("Swamp") == draws


def test_the_sacrificed_cards_compile(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Furtive Courier", "Suspicious Detonation", "Detective's Satchel", "Briarbridge Patrol")


# -- "if you didn't play a land this turn", "... a card from exile this turn" (CR 116.2a) -------------

@pytest.mark.parametrize(("played", "draws"), [(False, 1), (True, 0)])
def test_no_land_played_this_turn(setup, pool, played, draws) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Atlas Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{0}: If you didn't play a land this turn, draw a card."))))
    game = setup({"alice": {"battlefield": ["Atlas Test"], "hand": ["Forest"], "library": ["Swamp"] * 3}, "bob": {}})
    game.state.step = "main1"
    if played:
        game.play_land("alice", "Forest")
    game.activate("alice", game.find("Atlas Test"))
    game.resolve_stack()
    assert game.names("hand", "alice").count("Swamp") == draws


@pytest.mark.parametrize(("from_exile", "draws"), [(False, 1), (True, 0)])
def test_no_card_played_from_exile_this_turn(setup, pool, from_exile, draws) -> None:  # type: ignore[no-untyped-def]
    pool.add(homebrew("Visions Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{0}: If you didn't play a card from exile this turn, draw a card."))))
    pool.add(homebrew("Elsewhere Test", "Artifact", mana_cost="{0}", abilities=list(compiled("{0}: Exile the top card of your library. You may cast it without paying its mana cost."))))
    game = setup({"alice": {"battlefield": ["Visions Test", "Elsewhere Test", "Forest", "Forest"], "hand": ["Grizzly Bears"], "library": ["Grizzly Bears", "Swamp", "Swamp"]}, "bob": {}},
                 answers={"alice": {"may": [True]}})
    if from_exile:
        game.activate("alice", game.find("Elsewhere Test"))
    else:
        game.cast("alice", game.find("Grizzly Bears", zone="hand"))
    game.resolve_stack()
    assert "Grizzly Bears" in game.names("battlefield")
    hand = len(game.names("hand", "alice"))
    game.activate("alice", game.find("Visions Test"))
    game.resolve_stack()
    assert len(game.names("hand", "alice")) == hand + draws


def test_the_played_cards_compile(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Mercadian Atlas", "Visions of Phyrexia")


# -- "if this creature dealt damage to an opponent this turn" (CR 102.2, 120.1) -----------------------

@pytest.mark.parametrize(("target", "draws"), [(None, 0), ("alice", 0), ("bob", 1)])
def test_damage_dealt_to_an_opponent_this_turn(setup, pool, target, draws) -> None:  # type: ignore[no-untyped-def]
    abilities = [*compiled("{0}: This creature deals 1 damage to any target."), *compiled("{1}: If this creature dealt damage to an opponent this turn, draw a card.")]
    pool.add(homebrew("Dervish Test", "Creature — Human", mana_cost="{1}", power=1, toughness=1, abilities=abilities))
    game = setup({"alice": {"battlefield": ["Dervish Test", "Forest"], "library": ["Swamp"] * 3}, "bob": {}},
                 answers={"alice": {"target": [target] if target else []}})
    if target:
        game.activate("alice", game.find("Dervish Test"), targets=[target])
        game.resolve_stack()
    game.activate("alice", game.find("Dervish Test"), 2)
    game.resolve_stack()
    assert game.names("hand", "alice").count("Swamp") == draws


def test_the_damage_cards_compile(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, "Whirling Dervish", "Dunerider Outlaw")
