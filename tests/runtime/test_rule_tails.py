"""Rules about objects ended by a tail ("can attack as though it didn't have defender"), with the
real cards of the bundled database compiled by oraclec.compiler."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser
from oraclec.runtime.combat import can_attack

from conftest import require_compiled


def play(db_pool: CardPool, players: dict, answers: dict | None = None, **kw) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool, **kw)
    for name in players:
        game.choosers[name] = ScriptedChooser(dict((answers or {}).get(name, {})))
    return game


def test_spire_serpent_attacks_as_though_it_didnt_have_defender_with_metalcraft(db_pool) -> None:
    """Spire Serpent: "Metalcraft — As long as you control three or more artifacts, this
    creature gets +2/+2 and can attack as though it didn't have defender." CR 702.3b: a creature
    with defender can't attack; CR 609.4b: with the rule it attacks as if defender weren't there,
    and only while the condition holds."""
    require_compiled(db_pool, "Spire Serpent")
    game = play(db_pool, {"alice": {"battlefield": ["Spire Serpent", "Ornithopter", "Ornithopter"]}, "bob": {}})
    serpent = game.find("Spire Serpent")
    serpent.controlled_since_turn = -1
    assert game.characteristics(serpent).has_keyword("Defender")
    assert not can_attack(game, serpent)
    game = play(db_pool, {"alice": {"battlefield": ["Spire Serpent", "Ornithopter", "Ornithopter", "Ornithopter"]}, "bob": {}})
    serpent = game.find("Spire Serpent")
    serpent.controlled_since_turn = -1
    assert game.characteristics(serpent).has_keyword("Defender") and game.power(serpent) == 5
    assert can_attack(game, serpent)


def test_pendelhaven_targets_only_a_1_1_creature(db_pool) -> None:
    """Pendelhaven: "{T}: Target 1/1 creature gets +1/+2 until end of turn." A "1/1 creature" is
    one whose power is 1 and whose toughness is 1 (CR 208.1): a 1/2 or a 2/2 is no legal target
    (CR 115.4)."""
    import pytest

    from oraclec.runtime import IllegalAction

    require_compiled(db_pool, "Pendelhaven")
    game = play(db_pool, {"alice": {"battlefield": ["Pendelhaven", "Llanowar Elves", "Grizzly Bears", "Wall of Wood"]}, "bob": {}}, active="alice", step="main1")
    for name in ("Grizzly Bears", "Wall of Wood"):
        with pytest.raises(IllegalAction):
            game.activate("alice", "Pendelhaven", 2, targets=[game.find(name)])
    elves = game.find("Llanowar Elves")
    game.activate("alice", "Pendelhaven", 2, targets=[elves])
    game.resolve_top()
    assert (game.power(elves), game.toughness(elves)) == (2, 3)


def test_edgewall_innkeeper_draws_for_a_creature_spell_that_has_an_adventure(db_pool) -> None:
    """Edgewall Innkeeper: "Whenever you cast a creature spell that has an Adventure, draw a
    card." CR 715.2a: an adventurer card cast as a creature still has an Adventure; a creature
    card without one does not trigger it."""
    require_compiled(db_pool, "Edgewall Innkeeper")
    lands = ["Mountain"] * 3 + ["Forest"] * 2
    game = play(db_pool, {"alice": {"battlefield": ["Edgewall Innkeeper", *lands], "hand": ["Grizzly Bears", "Bonecrusher Giant // Stomp"], "library": ["Island"] * 3}, "bob": {}}, active="alice", step="main1")
    game.cast("alice", "Grizzly Bears")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Bonecrusher Giant"]
    game.cast("alice", "Bonecrusher Giant", method="normal")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]


def test_fateful_absence_its_controller_investigates(db_pool) -> None:
    """Fateful Absence: "Destroy target creature or planeswalker. Its controller investigates."
    CR 701.16a: the player who investigates creates a Clue token, here the destroyed creature's
    controller (its last known information, CR 608.2h), not the spell's."""
    require_compiled(db_pool, "Fateful Absence")
    game = play(db_pool, {"alice": {"hand": ["Fateful Absence"], "battlefield": ["Plains"] * 2}, "bob": {"battlefield": ["Grizzly Bears"]}}, active="alice", step="main1")
    game.cast("alice", "Fateful Absence", targets=[game.find("Grizzly Bears")])
    game.resolve_stack()
    assert game.names("graveyard", "bob") == ["Grizzly Bears"]
    clue = game.find("Clue")
    assert clue.is_token and game.controller_of(clue) == "bob"


def test_gond_gate_gates_enter_untapped_in_the_order_their_controller_applies(db_pool) -> None:
    """Gond Gate: "Gates you control enter untapped." CR 614.1c: a replacement effect on how a
    permanent enters; CR 616.1: with Azorius Guildgate's own "This land enters tapped." the
    controller orders them, and the one applied last decides. An opponent's Gate is not affected."""
    require_compiled(db_pool, "Gond Gate", "Azorius Guildgate")
    for first, tapped in (("Azorius Guildgate", False), ("Gond Gate", True)):
        game = play(db_pool, {"alice": {"battlefield": ["Gond Gate"], "hand": ["Azorius Guildgate"]}, "bob": {}}, answers={"alice": {"replacement": [first]}}, active="alice", step="main1")
        game.play_land("alice", "Azorius Guildgate")
        assert game.find("Azorius Guildgate").tapped is tapped
    game = play(db_pool, {"alice": {"battlefield": ["Gond Gate"]}, "bob": {"hand": ["Azorius Guildgate"]}}, active="bob", step="main1")
    game.play_land("bob", "Azorius Guildgate")
    assert game.find("Azorius Guildgate").tapped


def test_toxrill_gives_each_creature_minus_one_for_each_slime_counter_on_it(db_pool) -> None:
    """Toxrill, the Corrosive: "Creatures you don't control get -1/-1 for each slime counter on
    them." CR 122.1, 613.4c: each creature's own counters, read as the layer applies to it (CR
    611.3a): a creature with two slime counters gets -2/-2, one with none is unchanged."""
    require_compiled(db_pool, "Toxrill, the Corrosive")
    game = play(db_pool, {"alice": {"battlefield": ["Toxrill, the Corrosive"]}, "bob": {"battlefield": ["Craw Wurm", "Grizzly Bears"]}})
    wurm, bears = game.find("Craw Wurm"), game.find("Grizzly Bears")
    game.put_counters(wurm, "slime", 2)
    assert (game.power(wurm), game.toughness(wurm)) == (4, 2)
    assert (game.power(bears), game.toughness(bears)) == (2, 2)
    game.put_counters(wurm, "slime", 1)
    assert (game.power(wurm), game.toughness(wurm)) == (3, 1)


def test_render_inert_removes_up_to_five_counters_as_the_player_chooses(db_pool) -> None:
    """Render Inert: "Remove up to five counters from target permanent." CR 122.8: as many as
    the player chooses, at most five and what the permanent has, of the kinds they choose (CR
    122.1)."""
    require_compiled(db_pool, "Render Inert")
    game = play(db_pool, {"alice": {"hand": ["Render Inert"], "battlefield": ["Swamp"] * 3}, "bob": {"battlefield": ["Grizzly Bears"]}},
                answers={"alice": {"number": [3], "mode": ["+1/+1", "+1/+1"]}}, active="alice", step="main1")
    bears = game.find("Grizzly Bears")
    game.put_counters(bears, "+1/+1", 4)
    game.put_counters(bears, "stun", 1)
    game.cast("alice", "Render Inert", targets=[bears])
    game.resolve_stack()
    assert sum(bears.counters.values()) == 2


def test_damning_verdict_destroys_only_creatures_with_no_counters(db_pool) -> None:
    """Damning Verdict: "Destroy all creatures with no counters on them." "no" is the determiner,
    none of any kind (CR 122.1), not a kind of counter."""
    require_compiled(db_pool, "Damning Verdict")
    game = play(db_pool, {"alice": {"hand": ["Damning Verdict"], "battlefield": ["Plains"] * 6}, "bob": {"battlefield": ["Grizzly Bears", "Craw Wurm"]}}, active="alice", step="main1")
    game.put_counters(game.find("Craw Wurm"), "+1/+1", 1)
    game.cast("alice", "Damning Verdict")
    game.resolve_stack()
    assert game.names("graveyard", "bob") == ["Grizzly Bears"] and game.find("Craw Wurm").zone == "battlefield"
