"""Runtime plays of the copies-and-keywords family (helper ckey): a spell's optional additional
cost of any number of objects, with its own cost reduction for each object paid this way. The
number is announced as the spell is cast (CR 601.2b), so the reduction is known as the total
cost is locked in (601.2f), before the costs are paid (601.2h). Compiled from the card database
and played."""

from __future__ import annotations

import pytest

from conftest import require_compiled, scripted_game

MARCH = "March of Otherworldly Light"  # {X}{W}: "As an additional cost to cast this spell, you may exile any number of white cards from your hand. This spell costs {2} less to cast for each card exiled this way."
SINGULARITY = "Explosive Singularity"  # {8}{R}{R}: "... you may tap any number of untapped creatures you control. This spell costs {1} less to cast for each creature tapped this way."


@pytest.mark.parametrize("exiled", [0, 1, 2])
def test_march_costs_two_less_for_each_white_card_exiled(db_pool, exiled: int) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, MARCH)
    answers = {"alice": {"cost": ["additional" if exiled else "no"], "card": [["Savannah Lions", "Savannah Lions#2"][:exiled]], "x": [4], "target": ["Hill Giant"]}}
    game = scripted_game(db_pool, {"alice": {"hand": [MARCH, "Savannah Lions", "Savannah Lions", "Grizzly Bears"], "battlefield": ["Plains"] * 5, "library": ["Island"] * 5},
                                   "bob": {"battlefield": ["Hill Giant"], "library": ["Island"] * 5}}, answers, step="main1")
    game.cast("alice", MARCH)  # X is 4: {4}{W}, less {2} for each white card exiled
    game.resolve_stack()
    assert sorted(game.names("exile")) == sorted(["Hill Giant", *["Savannah Lions"] * exiled])
    assert game.names("hand", "alice").count("Grizzly Bears") == 1  # not white: not a choice
    assert len([p for p in game.battlefield("alice") if p.tapped]) == 5 - 2 * exiled


def test_explosive_singularity_costs_one_less_for_each_creature_tapped(db_pool) -> None:  # type: ignore[no-untyped-def]
    require_compiled(db_pool, SINGULARITY)
    answers = {"alice": {"cost": ["additional"], "card": [["Grizzly Bears", "Grizzly Bears#2"]], "target": ["bob"]}}
    game = scripted_game(db_pool, {"alice": {"hand": [SINGULARITY], "battlefield": ["Mountain"] * 8 + ["Grizzly Bears"] * 2, "library": ["Island"] * 5},
                                   "bob": {"library": ["Island"] * 5}}, answers, step="main1")
    game.cast("alice", SINGULARITY)  # {8}{R}{R} less {2}: the eight Mountains pay it
    game.resolve_stack()
    assert game.player("bob").life == 10
    assert all(p.tapped for p in game.battlefield("alice"))


def test_torgaar_costs_two_less_for_each_creature_sacrificed(db_pool) -> None:  # type: ignore[no-untyped-def]
    """A creature card's own additional cost and cost reduction, read as it is cast (CR 601.2b,
    601.2f): with three Bears sacrificed, {6}{B}{B} less {6} is paid by two Swamps."""
    torgaar = "Torgaar, Famine Incarnate"
    require_compiled(db_pool, torgaar)
    answers = {"alice": {"cost": ["additional"], "card": [["Grizzly Bears", "Grizzly Bears#2", "Grizzly Bears#3"]], "target": ["none"]}}
    game = scripted_game(db_pool, {"alice": {"hand": [torgaar], "battlefield": ["Swamp"] * 2 + ["Grizzly Bears"] * 3, "library": ["Island"] * 5},
                                   "bob": {"library": ["Island"] * 5}}, answers, step="main1")
    game.cast("alice", torgaar)
    game.resolve_stack()
    assert game.names("graveyard", "alice") == ["Grizzly Bears"] * 3 and torgaar in game.names("battlefield")


@pytest.mark.parametrize(("mode", "survives"), [(5, True), (4, False), (1, False)])
def test_giver_of_runes_protection_from_colorless_or_a_color_of_the_choice(db_pool, mode: int, survives: bool) -> None:  # type: ignore[no-untyped-def]
    """"gains protection from colorless or from the color of your choice until end of turn"
    (CR 608.2d, 702.16a): the player chooses colorless or one color as it resolves (options in
    order: colorless, white, blue, black, red, green); from red, Pyroclasm deals it no damage."""
    giver = "Giver of Runes"
    require_compiled(db_pool, giver, "Pyroclasm")
    answers = {"alice": {"target": ["Grizzly Bears"], "mode": [mode]}}
    game = scripted_game(db_pool, {"alice": {"hand": ["Pyroclasm"], "battlefield": [giver, "Grizzly Bears", "Mountain", "Mountain"], "library": ["Island"] * 5},
                                   "bob": {"library": ["Island"] * 5}}, answers, step="main1")
    game.activate("alice", game.find(giver, "battlefield"))
    game.resolve_stack()
    game.cast("alice", "Pyroclasm")
    game.resolve_stack()
    assert ("Grizzly Bears" in game.names("battlefield")) == survives
    assert giver not in game.names("battlefield")


def test_tokens_goaded_for_the_rest_of_the_game(db_pool) -> None:  # type: ignore[no-untyped-def]
    """"each opponent creates a token that's a copy of it. The tokens are goaded for the rest
    of the game." (CR 701.15b, 611.2a): the goaded rule lasts past the goader's next turn,
    unlike goad's (701.15a)."""
    party = "Life of the Party"
    require_compiled(db_pool, party)
    game = scripted_game(db_pool, {"alice": {"hand": [party], "battlefield": ["Mountain"] * 4, "library": ["Island"] * 10},
                                   "bob": {"library": ["Island"] * 10}}, step="main1")
    game.cast("alice", party)
    game.resolve_stack()
    (token,) = game.battlefield("bob")
    assert token.name == party and "goaded" in game.characteristics(token).rules
    assert "goaded" not in game.characteristics(game.find(party, "battlefield")).rules
    turn = game.state.turn
    while game.state.turn < turn + 2 or game.state.step != "main1":  # alice's next turn has begun
        game.advance()
    assert "goaded" in game.characteristics(game.get(token.id)).rules


@pytest.mark.parametrize(("land_type", "blockable"), [("Forest", False), ("Island", True)])
def test_landwalk_of_the_chosen_type(db_pool, land_type: str, blockable: bool) -> None:  # type: ignore[no-untyped-def]
    """"As this Aura enters, choose a land type." and "Enchanted creature has landwalk of the
    chosen type." (CR 607.2, 702.14c): forestwalk with Forest chosen, against a player who
    controls a Forest."""
    from oraclec.runtime.combat import can_block

    cloak = "Traveler's Cloak"
    require_compiled(db_pool, cloak)
    answers = {"alice": {"target": ["Grizzly Bears"], "mode": [land_type]}}
    game = scripted_game(db_pool, {"alice": {"hand": [cloak], "battlefield": ["Grizzly Bears"] + ["Island"] * 3, "library": ["Island"] * 5},
                                   "bob": {"battlefield": ["Forest", "Hill Giant"], "library": ["Island"] * 5}}, answers, step="main1")
    game.cast("alice", cloak)
    game.resolve_stack()
    bears, giant = game.find("Grizzly Bears", "battlefield"), game.find("Hill Giant", "battlefield")
    assert game.get(game.find(cloak, "battlefield").id).attached_to == bears.id
    assert can_block(game, giant, bears) == blockable


@pytest.mark.parametrize(("lands", "activated"), [(2, True), (1, False)])
def test_encore_x_where_x_is_its_own_mana_value(db_pool, lands: int, activated: bool) -> None:  # type: ignore[no-untyped-def]
    """"Each Sliver creature card in your graveyard has encore {X}, where X is its mana value."
    (CR 107.3a, 702.141a): X is the mana value of the card that has the ability, 2 for a {1}{G}
    Sliver, not the total of every Sliver card in the graveyard."""
    from oraclec.runtime import IllegalAction

    mother = "Sliver Gravemother"
    require_compiled(db_pool, mother)
    game = scripted_game(db_pool, {"alice": {"battlefield": [mother] + ["Forest"] * lands, "graveyard": ["Muscle Sliver", "Muscle Sliver"], "library": ["Island"] * 5},
                                   "bob": {"library": ["Island"] * 5}}, step="main1")
    sliver = game.find("Muscle Sliver", "graveyard")
    if not activated:
        with pytest.raises(IllegalAction):
            game.activate("alice", sliver, zone="graveyard")
        return
    game.activate("alice", sliver, zone="graveyard")
    game.resolve_stack()
    assert game.names("graveyard", "alice") == ["Muscle Sliver"] and "Muscle Sliver" in game.names("exile")
    assert [o.name for o in game.battlefield("alice") if o.is_token] == ["Muscle Sliver"]


@pytest.mark.parametrize(("x", "legal"), [(0, False), (1, True)])
def test_kicker_x_cant_be_zero(db_pool, x: int, legal: bool) -> None:  # type: ignore[no-untyped-def]
    """"Kicker {X}. X can't be 0." (CR 107.3, 601.2b): the spell's X, announced as it is cast
    kicked, can't be 0."""
    from oraclec.runtime import IllegalAction

    skydiver = "Thieving Skydiver"  # {1}{U}
    require_compiled(db_pool, skydiver)
    game = scripted_game(db_pool, {"alice": {"hand": [skydiver], "battlefield": ["Island"] * 3, "library": ["Island"] * 5},
                                   "bob": {"library": ["Island"] * 5}}, {"alice": {"target": ["none"]}}, step="main1")
    if not legal:
        with pytest.raises(IllegalAction):
            game.cast("alice", skydiver, method="kicker", x=x)
        return
    game.cast("alice", skydiver, method="kicker", x=x)
    game.resolve_stack()
    assert skydiver in game.names("battlefield")
    assert all(o.tapped for o in game.battlefield("alice") if o.name == "Island")  # {1}{U} and X = 1



def test_a_copy_token_enters_with_an_additional_counter(db_pool) -> None:  # type: ignore[no-untyped-def]
    """"Create a token that's a copy of target creature you control, except it enters with an
    additional +1/+1 counter on it." (CR 614.1c, 707.9b): a 3/3 token of Grizzly Bears."""
    lake = "Littjara Mirrorlake"
    require_compiled(db_pool, lake)
    game = scripted_game(db_pool, {"alice": {"battlefield": [lake, "Grizzly Bears", "Forest", "Forest", "Island", "Forest", "Island"], "library": ["Island"] * 5},
                                   "bob": {"library": ["Island"] * 5}}, {"alice": {"target": ["Grizzly Bears"]}}, step="main1")
    game.activate("alice", game.find(lake, "battlefield"), 2)
    game.resolve_stack()
    (token,) = [o for o in game.battlefield("alice") if o.is_token]
    assert token.name == "Grizzly Bears" and token.counters.get("+1/+1") == 1
    assert (game.power(token), game.toughness(token)) == (3, 3)


@pytest.mark.parametrize("copy", [True, False])
def test_altered_ego_enters_as_a_copy_with_x_counters(db_pool, copy: bool) -> None:  # type: ignore[no-untyped-def]
    """"You may have this creature enter as a copy of any creature on the battlefield, except it
    enters with X additional +1/+1 counters on it." (CR 614.1c, 707.9b): the counters come with
    the copy; without it, a 0/0 with none."""
    ego = "Altered Ego"  # {X}{2}{G}{U}
    require_compiled(db_pool, ego)
    game = scripted_game(db_pool, {"alice": {"hand": [ego], "battlefield": ["Forest"] * 3 + ["Island"] * 3, "library": ["Island"] * 5},
                                   "bob": {"battlefield": ["Hill Giant"], "library": ["Island"] * 5}},
                         {"alice": {"may": [copy], "card": ["Hill Giant"]}}, step="main1")
    game.cast("alice", ego, x=2)
    game.resolve_stack()
    if not copy:
        assert ego in game.names("graveyard", "alice")  # CR 704.5f: a 0/0
        return
    (giant,) = [o for o in game.battlefield("alice") if o.name == "Hill Giant"]
    assert giant.counters.get("+1/+1") == 2 and (game.power(giant), game.toughness(giant)) == (5, 5)


@pytest.mark.parametrize(("permanent", "protected"), [("Raging Goblin", True), ("Grizzly Bears", False)])
def test_protection_from_the_colors_of_permanents_you_control(db_pool, permanent: str, protected: bool) -> None:  # type: ignore[no-untyped-def]
    """"This creature has protection from the colors of permanents you control." (CR 702.16a,
    611.3a): from red while its controller controls a red permanent, read as it applies."""
    from oraclec.runtime.protection import protected_from

    kannushi = "Empty-Shrine Kannushi"
    require_compiled(db_pool, kannushi)
    game = scripted_game(db_pool, {"alice": {"battlefield": [kannushi, permanent], "library": ["Island"] * 5},
                                   "bob": {"hand": ["Pyroclasm"], "library": ["Island"] * 5}})
    shrine = game.find(kannushi, "battlefield")
    assert protected_from(game, shrine, game.find("Pyroclasm", "hand")) == protected
