"""Every ruling of the seeds (../shared/seeds/) as a named test, with the rules it shows."""

from __future__ import annotations

import pytest

from oraclec.runtime import ChoiceError, Game, IllegalAction


def refused(game: Game, reason: str, action, *args, **kw) -> IllegalAction:  # type: ignore[no-untyped-def]
    """The action is refused for ``reason`` and the state is exactly as before (CR 732)."""
    before = game.snapshot()
    with pytest.raises(IllegalAction) as info:
        action(*args, **kw)
    assert info.value.reason == reason, str(info.value)
    assert game.snapshot() == before
    return info.value


def add(game: Game, player: str, kind: str, *values) -> None:  # type: ignore[no-untyped-def]
    game.choosers[player].add(kind, *values)


# -- foretell (CR 116.2h, 702.143) -----------------------------------------------------------
def test_foretell_is_a_special_action_for_2_during_your_turn_that_does_not_use_the_stack(setup) -> None:
    """CR 116.2h, 702.143a-b: pay {2}, exile face down, no stack; the player keeps priority
    (CR 116.3)."""
    game = setup({"alice": {"hand": ["Saw It Coming"], "battlefield": ["Island", "Island"]}, "bob": {}})
    game.foretell("alice", "Saw It Coming")
    exiled = game.zone("exile").objects
    assert [o.face_down for o in exiled] == [True]
    assert exiled[0].foretold_turn == game.state.turn
    assert game.stack_items() == []
    assert all(o.tapped for o in game.battlefield("alice"))
    assert game.priority_player.name == "alice"
    assert [e.get("action") for e in game.events("special_action")] == ["foretell"]
    assert game.events("cast") == []
    # the foretold card is hidden from the opponent
    assert game.view("bob").visible()["exile"] == ["face-down card"]
    assert game.view("alice").visible()["exile"] == ["Saw It Coming"]


def test_foretell_is_refused_during_an_opponents_turn(setup) -> None:
    """CR 116.2h: only during your own turn; the state is unchanged."""
    game = setup({"alice": {"hand": ["Saw It Coming"], "battlefield": ["Island", "Island"]}, "bob": {}}, active="bob")
    game.state.priority = 0  # alice holds priority during bob's turn
    refused(game, "timing", game.foretell, "alice", "Saw It Coming")


def test_foretell_is_refused_without_2_mana(setup) -> None:
    game = setup({"alice": {"hand": ["Saw It Coming"], "battlefield": ["Island"]}, "bob": {}})
    refused(game, "cost", game.foretell, "alice", "Saw It Coming")


def test_foretold_card_is_cast_for_its_foretell_cost_only_after_the_turn_it_was_foretold(setup) -> None:
    """CR 702.143a: cast on a later turn for the foretell cost (an alternative cost)."""
    game = setup({"alice": {"hand": ["Doomskar"], "battlefield": ["Plains", "Plains", "Plains", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.foretell("alice", "Doomskar")
    refused(game, "timing", game.cast, "alice", "Doomskar", zone="exile", method="foretell")
    game.state.turn += 2  # alice's next turn
    for land in game.battlefield("alice"):
        land.tapped = False
    game.cast("alice", "Doomskar", zone="exile", method="foretell")
    assert game.events("cast")[-1].get("method") == "foretell"
    assert all(o.tapped for o in game.battlefield("alice") if game.is_type(o, "Land"))
    game.resolve_top()
    assert [o.name for o in game.battlefield() if game.is_type(o, "Creature")] == []


# -- announcing a spell (CR 601.2b) ----------------------------------------------------------
def test_601_2b_announcements_in_order_modes_costs_x_hybrid_phyrexian_then_targets(setup) -> None:
    """CR 601.2b-c: mode, then optional additional costs, X, hybrid and Phyrexian choices,
    and only then targets (601.2c)."""
    game = setup({"alice": {"battlefield": ["Plains", "Forest", "Forest", "Forest", "Forest"]}, "bob": {}},
                 answers={"alice": {"mode": [1], "cost": ["kicker", "W", "life"], "x": [2], "target": ["bob"]}})
    game.add_card("alice", "hand", "Order Test")
    game.cast("alice", "Order Test")
    kinds = [(c.kind, c.prompt.split(" ")[0]) for c, _ in game.choice_log]
    assert [k for k, _ in kinds] == ["mode", "cost", "x", "cost", "cost", "target"]
    spell = game.stack_items()[0]
    assert spell.cast.ctx.x == 2 and spell.cast.ctx.costs_paid == frozenset({"kicker"})
    assert game.mana_value(spell) == 4  # CR 202.3e: X counts on the stack
    assert game.player("alice").life == 18  # the Phyrexian symbol paid with 2 life
    game.resolve_top()
    assert game.player("bob").life == 22


def test_601_2b_two_alternative_costs_cannot_be_applied_to_one_spell(setup) -> None:
    """CR 601.2b, 118.9a: flashback and "without paying its mana cost" together are refused."""
    game = setup({"alice": {"graveyard": ["Think Twice"], "battlefield": ["Island", "Island", "Island"], "library": ["Island"]}, "bob": {}})
    game.grant_permission("alice", game.find("Think Twice"), without_paying=True)
    refused(game, "choice", game.cast, "alice", "Think Twice", zone="graveyard", method=["flashback", "without_paying"])
    game.cast("alice", "Think Twice", zone="graveyard", method="flashback")
    assert game.stack_items()[0].cast.method == "flashback"


def test_601_2b_earlier_choices_restrict_later_ones_casting_from_the_graveyard(setup) -> None:
    """CR 601.2b: having chosen to cast from the graveyard, only the ways of casting from there
    remain: no foretell from the graveyard, and no casting for the mana cost."""
    game = setup({"alice": {"graveyard": ["Saw It Coming", "Think Twice"], "battlefield": ["Island"] * 4}, "bob": {}})
    refused(game, "zone", game.cast, "alice", "Saw It Coming", zone="graveyard")
    refused(game, "choice", game.cast, "alice", "Think Twice", zone="graveyard", method="foretell")


def test_601_2b_x_is_announced_and_paid(setup) -> None:
    game = setup({"alice": {"hand": ["Orc Muster"], "battlefield": ["Swamp"] * 4}, "bob": {}}, answers={"alice": {"x": [3]}})
    game.cast("alice", "Orc Muster")
    assert game.stack_items()[0].cast.ctx.x == 3
    assert sum(o.tapped for o in game.battlefield("alice")) == 4
    game.resolve_top()
    army = game.find("Orc Army Token")
    assert army.counters["+1/+1"] == 3


# -- "as though" (CR 609.4b) -----------------------------------------------------------------
def test_two_as_though_effects_both_apply(setup) -> None:
    """Casting a creature as though it had flash (Vivien) and paying {G} as though blue mana
    were any colour (Mycosynth Lattice): both conditions apply to one spell."""
    game = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Vivien, Champion of the Wilds", "Mycosynth Lattice", "Island", "Island"]},
                  "bob": {}}, active="bob")
    game.state.priority = 0
    game.cast("alice", "Grizzly Bears")
    game.resolve_top()
    assert "Grizzly Bears" in game.names("battlefield")


def test_without_as_though_effects_the_same_cast_is_refused(setup) -> None:
    game = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Mycosynth Lattice", "Island", "Island"]}, "bob": {}}, active="bob")
    game.state.priority = 0
    refused(game, "timing", game.cast, "alice", "Grizzly Bears")
    game2 = setup({"alice": {"hand": ["Grizzly Bears"], "battlefield": ["Vivien, Champion of the Wilds", "Island", "Island"]}, "bob": {}}, active="bob")
    game2.state.priority = 0
    refused(game2, "cost", game2.cast, "alice", "Grizzly Bears")


# -- mill (CR 701.17, 614.13c) ---------------------------------------------------------------
def test_614_13c_a_permanent_entering_from_a_library_is_not_milled_by_its_own_replacement(setup) -> None:
    """CR 614.13c: "As this enters, mill two cards" while it enters from the top of the
    library: the entering card is skipped and the next two are milled."""
    game = setup({"alice": {"library": ["Hedge Golem", "Island", "Forest", "Swamp"]}, "bob": {}})
    golem = game.zone("library", "alice").objects[0]
    game.put_onto_battlefield(golem)
    assert game.names("battlefield") == ["Hedge Golem"]
    assert game.names("graveyard", "alice") == ["Island", "Forest"]
    assert game.names("library", "alice") == ["Swamp"]


def test_701_17b_mill_as_many_as_possible(setup) -> None:
    game = setup({"alice": {"library": ["Island", "Forest"]}, "bob": {}})
    milled = game.mill("alice", 5)
    assert [o.name for o in milled] == ["Island", "Forest"]
    assert game.zone("library", "alice").objects == []
    game.check_state()
    assert not game.player("alice").lost  # milling out is not drawing from an empty library


def test_701_17b_a_mill_cost_larger_than_the_library_cannot_be_paid(setup) -> None:
    game = setup({"alice": {"library": ["Island", "Forest"], "battlefield": ["Mill Engine"]}, "bob": {}})
    refused(game, "cost", game.activate, "alice", "Mill Engine")
    game.add_card("alice", "library", "Swamp")
    game.activate("alice", "Mill Engine")
    assert len(game.zone("graveyard", "alice")) == 3


# -- Summons of Saruman ----------------------------------------------------------------------
def test_summons_of_saruman_casts_a_milled_sorcery_during_resolution_ignoring_type_timing(setup) -> None:
    """The milled card is cast during the resolution (CR 608.2g), while Summons is still on
    the stack: sorcery timing does not apply. It can't be cast later."""
    game = setup({"alice": {"hand": ["Summons of Saruman"], "library": ["Divination", "Island", "Island", "Island", "Island"], "battlefield": ["Island", "Mountain", "Island", "Island", "Island"]}, "bob": {}},
                 answers={"alice": {"x": [3], "card": ["Divination"]}})
    game.cast("alice", "Summons of Saruman")
    game.resolve_top()
    assert game.names("stack") == ["Divination"]
    divination = game.stack_items()[0]
    assert divination.cast.without_paying and divination.cast.from_zone == "graveyard"
    assert game.find("Orc Army Token").counters["+1/+1"] == 3
    assert game.names("graveyard", "alice") == ["Island", "Island", "Summons of Saruman"]
    game.resolve_top()
    assert len(game.zone("hand", "alice")) == 2


def test_summons_of_saruman_milled_card_cannot_be_cast_after_the_resolution(setup) -> None:
    game = setup({"alice": {"hand": ["Summons of Saruman"], "library": ["Divination", "Island", "Island"], "battlefield": ["Island"] * 4 + ["Mountain"]}, "bob": {}},
                 answers={"alice": {"x": [2], "card": ["none"]}})
    game.cast("alice", "Summons of Saruman")
    game.resolve_top()
    assert "Divination" in game.names("graveyard", "alice")
    refused(game, "zone", game.cast, "alice", "Divination", zone="graveyard")


# -- amass (CR 701.47) -----------------------------------------------------------------------
def test_amass_without_an_army_creates_a_0_0_black_orc_army_token_then_puts_counters(setup) -> None:
    game = setup({"alice": {"hand": ["Orc Muster"], "battlefield": ["Swamp", "Swamp", "Swamp"]}, "bob": {}}, answers={"alice": {"x": [2]}})
    game.cast("alice", "Orc Muster")
    game.resolve_top()
    army = game.find("Orc Army Token")  # CR 111.4: subtypes plus "Token"
    chars = game.characteristics(army)
    assert army.is_token and chars.colors == ("B",)
    assert chars.types == ("Creature",) and set(chars.subtypes) == {"Orc", "Army"}
    assert (chars.power, chars.toughness) == (2, 2) and army.counters["+1/+1"] == 2
    creates = game.events("create")
    counters = game.events("counter")
    assert creates[0].object.power == 0 and creates[0].seq < counters[0].seq


def test_amass_with_an_army_puts_counters_on_it_and_creates_no_token(setup) -> None:
    game = setup({"alice": {"hand": ["Orc Muster"], "battlefield": ["Swamp"] * 3}, "bob": {}}, answers={"alice": {"x": [1]}})
    game.cast("alice", "Orc Muster")
    game.resolve_top()
    game.add_card("alice", "hand", "Orc Muster")
    game.choosers["alice"].add("x", 2)
    for land in game.battlefield("alice"):
        land.tapped = False
    game.cast("alice", "Orc Muster")
    game.resolve_top()
    armies = [o for o in game.battlefield() if o.name == "Orc Army Token"]
    assert len(armies) == 1 and armies[0].counters["+1/+1"] == 3
    assert len(game.events("create")) == 1


def test_mentor_of_the_meek_sees_the_army_token_enter_as_0_0(setup) -> None:
    """The token enters as a 0/0 before it gets counters: Mentor of the Meek's ability
    (power 2 or less) triggers although the Army ends up 3/3."""
    game = setup({"alice": {"hand": ["Orc Muster"], "library": ["Island"], "battlefield": ["Mentor of the Meek", "Swamp", "Swamp", "Swamp", "Swamp", "Plains"]}, "bob": {}},
                 answers={"alice": {"x": [3], "may": [True]}})
    game.cast("alice", "Orc Muster")
    game.resolve_top()
    assert game.power(game.find("Orc Army Token")) == 3
    assert [e.object.name for e in game.events("trigger")] == ["Mentor of the Meek"]
    game.resolve_top()
    assert game.names("hand", "alice") == ["Island"]


def test_amass_with_several_armies_the_player_chooses_which_gets_the_counters(setup) -> None:
    """A changeling is an Army too: with a Zombie Army token and a changeling, amass Orcs
    asks which Army gets the counters; the changeling is already an Orc."""
    game = setup({"alice": {"hand": ["Callous Dismissal", "Orc Muster"], "battlefield": ["Island", "Island", "Swamp", "Swamp", "Swamp"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                 answers={"alice": {"target": ["Grizzly Bears"], "x": [2], "card": ["Changeling Outcast"]}})
    game.cast("alice", "Callous Dismissal")
    game.resolve_top()
    changeling = game.add_card("alice", "battlefield", "Changeling Outcast")
    assert game.characteristics(changeling).has_subtype("Army")
    game.cast("alice", "Orc Muster")
    game.resolve_top()
    asked = [c for c, _ in game.choice_log if c.kind == "card"]
    assert [sorted(c.labels) for c in asked] == [["Changeling Outcast", "Zombie Army Token"]]
    assert changeling.counters["+1/+1"] == 2
    assert game.find("Zombie Army Token").counters["+1/+1"] == 1
    assert game.events("amass")[-1].object.name == "Changeling Outcast"


def test_amass_onto_a_changeling_army_when_it_is_the_only_army(setup) -> None:
    game = setup({"alice": {"hand": ["Callous Dismissal"], "battlefield": ["Changeling Outcast", "Island", "Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                 answers={"alice": {"target": ["Grizzly Bears"]}})
    game.cast("alice", "Callous Dismissal")
    game.resolve_top()
    assert game.find("Changeling Outcast").counters["+1/+1"] == 1
    assert "Zombie Army Token" not in game.names("battlefield")


def test_amass_chosen_zombie_army_becomes_an_orc_zombie_army(setup) -> None:
    """Amass Zombies then amass Orcs on the same Army: an Orc Zombie Army."""
    game = setup({"alice": {"hand": ["Callous Dismissal", "Orc Muster"], "battlefield": ["Island", "Island", "Swamp", "Swamp"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                 answers={"alice": {"target": ["Grizzly Bears"], "x": [1]}})
    game.cast("alice", "Callous Dismissal")
    game.resolve_top()
    game.cast("alice", "Orc Muster")
    game.resolve_top()
    army = game.find("Zombie Army Token")  # a token's name doesn't change with its subtypes
    assert set(game.characteristics(army).subtypes) == {"Zombie", "Army", "Orc"}
    assert army.counters["+1/+1"] == 2


def test_the_amassed_army_is_the_chosen_army_even_with_no_counters_placed(setup) -> None:
    """CR 701.47c: "the amassed Army" is the chosen creature, even if no counters were put on
    it: here X is 0, the token gets no counters, and "mills X, where X is the amassed Army's
    power" still reads it (0), before the 0/0 dies."""
    game = setup({"alice": {"hand": ["Orc Muster"], "battlefield": ["Swamp"]}, "bob": {"library": ["Island"] * 4}}, answers={"alice": {"x": [0]}})
    game.cast("alice", "Orc Muster")
    game.resolve_top()
    amass = game.events("amass")
    assert len(amass) == 1 and amass[0].object.name == "Orc Army Token" and amass[0].amount == 0
    assert "Orc Army Token" not in game.names("battlefield")  # 0/0: CR 704.5f
    game2 = setup({"alice": {"hand": ["Surrounded by Orcs"], "battlefield": ["Island"] * 4}, "bob": {"library": ["Island"] * 6}}, answers={"alice": {"target": ["bob"]}})
    game2.cast("alice", "Surrounded by Orcs")
    game2.resolve_top()
    assert len(game2.zone("graveyard", "bob")) == 3


def test_no_amass_when_every_target_is_illegal_on_resolution(setup) -> None:
    """CR 608.2b: Callous Dismissal's only target is gone: it doesn't resolve, so no amass."""
    game = setup({"alice": {"hand": ["Callous Dismissal", "Lightning Bolt"], "battlefield": ["Island", "Island", "Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                 answers={"alice": {"target": ["Grizzly Bears", "Grizzly Bears"]}})
    game.cast("alice", "Callous Dismissal")
    game.cast("alice", "Lightning Bolt")
    game.resolve_top()  # the Bears die
    game.resolve_top()  # Callous Dismissal: its target is illegal
    assert game.events("amass") == []
    assert "Zombie Army Token" not in game.names("battlefield")
    assert game.events("resolve")[-1].get("countered") is True
    assert game.names("graveyard", "alice") == ["Lightning Bolt", "Callous Dismissal"]


# -- without paying its mana cost (CR 118.9, 107.3b) -----------------------------------------
def test_without_paying_its_mana_cost_allows_no_alternative_cost(setup) -> None:
    game = setup({"alice": {"graveyard": ["Think Twice"], "library": ["Island"]}, "bob": {}})
    game.grant_permission("alice", game.find("Think Twice"), without_paying=True)
    refused(game, "choice", game.cast, "alice", "Think Twice", zone="graveyard", method=["without_paying", "flashback"])


def test_without_paying_its_mana_cost_x_is_0_and_additional_costs_may_or_must_be_paid(setup) -> None:
    """CR 107.3b: X is 0. Kicker (optional additional) may be paid; the mandatory additional
    cost (sacrifice a creature) must be."""
    game = setup({"alice": {"hand": ["Fling Pile"], "battlefield": ["Mountain", "Mountain", "Grizzly Bears"]}, "bob": {}})
    card = game.find("Fling Pile")
    game.grant_permission("alice", card, without_paying=True)
    refused(game, "choice", game.cast, "alice", "Fling Pile", method="without_paying", x=3, targets=["bob"])
    game.cast("alice", "Fling Pile", method=["without_paying", "kicker"], targets=["bob"])
    spell = game.stack_items()[0]
    assert spell.cast.ctx.x == 0 and "kicker" in spell.cast.ctx.costs_paid
    assert "Grizzly Bears" in game.names("graveyard", "alice")
    assert sum(o.tapped for o in game.battlefield("alice")) == 2  # kicker {2} paid


def test_without_paying_its_mana_cost_a_mandatory_additional_cost_is_still_required(setup) -> None:
    game = setup({"alice": {"hand": ["Fling Pile"], "battlefield": ["Mountain"]}, "bob": {}})
    game.grant_permission("alice", game.find("Fling Pile"), without_paying=True)
    refused(game, "cost", game.cast, "alice", "Fling Pile", method="without_paying", targets=["bob"])


# -- dredge (CR 702.52) ----------------------------------------------------------------------
def test_dredge_replaces_a_draw_only_with_at_least_n_cards_in_the_library(setup) -> None:
    """CR 702.52b: with five cards, dredge 6 can't be used: the draw happens, no choice."""
    game = setup({"alice": {"graveyard": ["Golgari Grave-Troll"], "library": ["Island"] * 5}, "bob": {}})
    game.draw("alice")
    assert game.names("hand", "alice") == ["Island"]
    assert [c for c, _ in game.choice_log if c.kind == "replacement"] == []


def test_dredge_mills_n_and_returns_the_card_instead_of_drawing(setup) -> None:
    game = setup({"alice": {"graveyard": ["Golgari Grave-Troll"], "library": ["Island"] * 6 + ["Forest"]}, "bob": {}},
                 answers={"alice": {"replacement": ["Golgari Grave-Troll"]}})
    game.draw("alice")
    assert game.names("hand", "alice") == ["Golgari Grave-Troll"]
    assert game.names("graveyard", "alice") == ["Island"] * 6
    assert game.names("library", "alice") == ["Forest"]
    assert game.events("draw") == []


def test_dredge_can_be_declined(setup) -> None:
    game = setup({"alice": {"graveyard": ["Golgari Grave-Troll"], "library": ["Island"] * 6}, "bob": {}}, answers={"alice": {"replacement": ["no"]}})
    game.draw("alice")
    assert game.names("hand", "alice") == ["Island"]


# -- flashback (CR 702.34) -------------------------------------------------------------------
def test_flashback_sorcery_from_the_graveyard_follows_sorcery_timing(setup) -> None:
    """You must still follow the card's type-based timing with flashback."""
    game = setup({"alice": {"graveyard": ["Deep Analysis"], "battlefield": ["Island", "Island"], "library": ["Island"] * 3}, "bob": {"hand": ["Cancel"], "battlefield": ["Island"] * 3}})
    game.state.step = "upkeep"
    refused(game, "timing", game.cast, "alice", "Deep Analysis", zone="graveyard", method="flashback", targets=["alice"])
    game.state.step = "main1"
    game.cast("alice", "Deep Analysis", zone="graveyard", method="flashback", targets=["alice"])
    assert game.player("alice").life == 17
    game.resolve_top()
    assert len(game.zone("hand", "alice")) == 2
    assert game.names("exile") == ["Deep Analysis"]


def test_flashback_spell_is_exiled_however_it_leaves_the_stack(setup) -> None:
    """Countered, it is exiled instead of going to the graveyard."""
    game = setup({"alice": {"graveyard": ["Think Twice"], "battlefield": ["Island"] * 3, "library": ["Island"]}, "bob": {"hand": ["Cancel"], "battlefield": ["Island"] * 3}})
    game.cast("alice", "Think Twice", zone="graveyard", method="flashback")
    game.pass_priority("alice")
    game.cast("bob", "Cancel", targets=["Think Twice"])
    game.resolve_top()
    assert game.names("exile") == ["Think Twice"]
    assert "Think Twice" not in game.names("graveyard", "alice")


def test_flashback_card_put_into_the_graveyard_can_be_cast_before_others_act(setup) -> None:
    """A flashback card that reaches the graveyard during your turn can be cast as soon as you
    get priority again."""
    game = setup({"alice": {"hand": ["Think Twice"], "battlefield": ["Island"] * 5, "library": ["Island", "Island"]}, "bob": {}})
    game.cast("alice", "Think Twice")
    game.resolve_top()
    assert game.priority_player.name == "alice"
    game.cast("alice", "Think Twice", zone="graveyard", method="flashback")
    game.resolve_top()
    assert game.names("exile") == ["Think Twice"]


# -- a keyword's variable (CR 702, ruling) ---------------------------------------------------
def test_a_granted_keyword_variable_is_reevaluated_constantly(setup) -> None:
    """Kodama of the Center Tree has soulshift X (X: Spirits you control): X follows the game."""
    game = setup({"alice": {"battlefield": ["Kodama of the Center Tree"]}, "bob": {}})
    kodama = game.find("Kodama of the Center Tree")
    assert game.keyword_amount(kodama, "Soulshift") == 1
    assert (game.power(kodama), game.toughness(kodama)) == (1, 1)
    game.add_card("alice", "battlefield", "Kami of Old Stone")
    assert game.keyword_amount(kodama, "Soulshift") == 2
    assert (game.power(kodama), game.toughness(kodama)) == (2, 2)


# -- shuffling (CR 701.24) -------------------------------------------------------------------
@pytest.mark.parametrize("library", [[], ["Island"]])
def test_shuffling_an_empty_or_one_card_library_still_shuffles_and_triggers(setup, library) -> None:
    """CR 701.24e."""
    game = setup({"alice": {"hand": ["Double Shuffle"], "battlefield": ["Shuffle Watcher", "Island"], "library": library}, "bob": {}})
    game.shuffle("alice")
    game.check_state()
    assert len(game.events("shuffle", "alice")) == 1
    game.resolve_top()
    assert game.player("alice").life == 21


def test_shuffling_an_empty_set_of_objects_into_a_library_still_shuffles(setup) -> None:
    """CR 701.24d: "shuffle up to five target cards" with no target chosen still shuffles."""
    game = setup({"alice": {"hand": ["Gather Back"], "battlefield": ["Forest"], "library": ["Island", "Island"]}, "bob": {}}, answers={"alice": {"target": ["none"]}})
    game.cast("alice", "Gather Back")
    game.resolve_top()
    assert len(game.events("shuffle", "alice")) == 1


def test_shuffling_an_object_that_is_gone_still_shuffles_the_library(setup) -> None:
    """CR 701.24c (Guile): it is exiled from the graveyard in response to its ability; the
    library is still shuffled."""
    game = setup({"alice": {"hand": ["Guile"], "library": ["Island", "Forest"]}, "bob": {}})
    game.move(game.find("Guile"), "graveyard")
    game.check_state()
    assert [e.object.name for e in game.events("trigger")] == ["Guile"]
    game.move(game.find("Guile", zone="graveyard"), "exile")
    game.resolve_top()
    assert len(game.events("shuffle", "alice")) == 1
    assert game.names("exile") == ["Guile"]
    assert sorted(game.names("library", "alice")) == ["Forest", "Island"]


def test_guile_is_shuffled_into_its_owners_library(setup) -> None:
    game = setup({"alice": {"hand": ["Guile"], "library": ["Island", "Forest"]}, "bob": {}})
    game.move(game.find("Guile"), "graveyard")
    game.check_state()
    game.resolve_top()
    assert sorted(game.names("library", "alice")) == ["Forest", "Guile", "Island"]


def test_several_shuffles_trigger_that_many_times(setup) -> None:
    """CR 701.24f (two shuffles, two triggers)."""
    game = setup({"alice": {"hand": ["Double Shuffle"], "battlefield": ["Shuffle Watcher", "Island"], "library": ["Island"] * 3}, "bob": {}})
    game.cast("alice", "Double Shuffle")
    game.resolve_top()
    assert len([e for e in game.events("trigger") if e.object.name == "Shuffle Watcher"]) == 2
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_found_card_is_not_shuffled_and_a_placed_card_keeps_its_position(setup) -> None:
    """CR 701.24b, 701.24g: Mystical Tutor: the found card stays out of the shuffle and ends on
    top; the rest is shuffled (seeded)."""
    library = ["Island", "Forest", "Swamp", "Divination", "Mountain", "Plains", "Island", "Forest"]
    tops = set()
    for seed in range(6):
        game = setup({"alice": {"hand": ["Mystical Tutor"], "battlefield": ["Island"], "library": library}, "bob": {}}, seed=seed, answers={"alice": {"card": ["Divination"]}})
        game.cast("alice", "Mystical Tutor")
        game.resolve_top()
        names = game.names("library", "alice")
        assert names[0] == "Divination"
        assert sorted(names) == sorted(library)
        tops.add(tuple(names[1:]))
        assert [e.kind for e in game.events() if e.kind in ("reveal", "shuffle")] == ["reveal", "shuffle"]
    assert len(tops) > 1  # the others are really shuffled


def test_shuffles_are_deterministic_for_a_seed(setup) -> None:
    orders = []
    for _ in range(2):
        game = setup({"alice": {"library": ["Island", "Forest", "Swamp", "Mountain", "Plains"]}, "bob": {}}, seed=7)
        game.shuffle("alice")
        orders.append(game.names("library", "alice"))
    assert orders[0] == orders[1]


# -- milled cards (CR 701.17c-d) -------------------------------------------------------------
def test_the_milled_card_means_each_card_milled_when_a_replacement_mills_several(setup) -> None:
    """Bruvac doubles bob's mill: "the milled card's mana value" gets both answers, summed."""
    game = setup({"alice": {"hand": ["Memory Sieve"], "battlefield": ["Bruvac the Grandiloquent", "Swamp"]}, "bob": {"library": ["Divination", "Grizzly Bears", "Island"]}},
                 answers={"alice": {"target": ["bob"]}})
    game.cast("alice", "Memory Sieve")
    game.resolve_top()
    assert game.names("graveyard", "bob") == ["Divination", "Grizzly Bears"]
    assert game.player("alice").life == 25  # 3 + 2


# -- searching (CR 701.23) -------------------------------------------------------------------
def test_search_for_a_stated_quality_in_a_hidden_zone_may_find_nothing(setup) -> None:
    """CR 701.23b."""
    game = setup({"alice": {"hand": ["Mystical Tutor"], "battlefield": ["Island"], "library": ["Divination", "Island"]}, "bob": {}}, answers={"alice": {"card": ["none"]}})
    game.cast("alice", "Mystical Tutor")
    game.resolve_top()
    assert sorted(game.names("library", "alice")) == ["Divination", "Island"]
    assert game.events("reveal") == []


def test_search_for_an_undefined_quality_finds_nothing(setup) -> None:
    """CR 701.23c: "the same name as the chosen card" with no chosen card: the library is
    searched (the search happens) but nothing can be found."""
    game = setup({"alice": {"hand": ["Namesake Hunt"], "battlefield": ["Swamp", "Swamp"]}, "bob": {"library": ["Island", "Island"]}}, answers={"alice": {"target": ["bob"]}})
    game.cast("alice", "Namesake Hunt")
    game.resolve_top()
    assert len(game.events("search", "alice")) == 1
    assert game.names("exile") == []
    assert [c for c, _ in game.choice_log if c.kind == "card"] == []


def test_search_for_a_quantity_must_find_as_many_as_possible(setup) -> None:
    """CR 701.23d: "two cards" with one card in the library: that one must be found."""
    game = setup({"alice": {"hand": ["Two-Card Tutor"], "battlefield": ["Swamp", "Swamp"], "library": ["Island"]}, "bob": {}}, answers={"alice": {"card": ["none"]}})
    game.cast("alice", "Two-Card Tutor")
    with pytest.raises(ChoiceError):
        game.resolve_top()
    game = setup({"alice": {"hand": ["Two-Card Tutor"], "battlefield": ["Swamp", "Swamp"], "library": ["Island"]}, "bob": {}})
    game.cast("alice", "Two-Card Tutor")
    game.resolve_top()
    assert game.names("hand", "alice") == ["Island"]
    search = next(c for c, _ in game.choice_log if c.kind == "card")
    assert (search.min, search.max) == (1, 1)


def test_found_cards_are_not_revealed_unless_the_effect_says_so(setup) -> None:
    """CR 701.23e: Demonic Tutor doesn't reveal; the opponent's view doesn't show the card."""
    game = setup({"alice": {"hand": ["Demonic Tutor"], "battlefield": ["Swamp", "Swamp"], "library": ["Divination", "Island"]}, "bob": {}}, answers={"alice": {"card": ["Divination"]}})
    game.cast("alice", "Demonic Tutor")
    game.resolve_top()
    assert game.names("hand", "alice") == ["Divination"]
    assert game.events("reveal") == []
    assert game.view("bob").visible()["alice"]["hand"] == 1
    assert all("Divination" not in e.describe() for e in game.events("search"))


def test_searching_a_library_twice_before_shuffling_is_one_search(setup) -> None:
    """CR 701.23h: one search event (one trigger) for two instructions."""
    game = setup({"alice": {"hand": ["Twin Search"], "battlefield": ["Forest", "Forest", "Search Watcher"], "library": ["Island", "Grizzly Bears", "Swamp"]}, "bob": {}},
                 answers={"alice": {"card": ["Island", "Grizzly Bears"]}})
    game.cast("alice", "Twin Search")
    game.resolve_top()
    assert sorted(game.names("hand", "alice")) == ["Grizzly Bears", "Island"]
    assert len(game.events("search", "alice")) == 1
    assert len([e for e in game.events("trigger") if e.object.name == "Search Watcher"]) == 1


def test_simultaneous_searches_are_decided_in_apnap_order(setup) -> None:
    """CR 701.23i: with bob active, bob decides first."""
    game = setup({"alice": {"hand": ["Land Grant Each"], "battlefield": ["Forest"], "library": ["Island", "Forest"]}, "bob": {"library": ["Swamp", "Mountain"]}}, active="bob")
    game.state.step = "main1"
    game.state.priority = 0
    game.grant_permission("alice", game.find("Land Grant Each"), as_though_flash=True)
    game.cast("alice", "Land Grant Each")
    game.resolve_top()
    searchers = [c.player for c, _ in game.choice_log if c.kind == "card"]
    assert searchers == ["bob", "alice"]
    assert sorted(game.names("battlefield")) == ["Forest", "Island", "Swamp"]


def test_search_outside_the_game_finds_only_cards_the_player_owns(setup) -> None:
    """CR 701.23j: Living Wish finds a card alice owns outside the game, not bob's."""
    game = setup({"alice": {"hand": ["Living Wish"], "battlefield": ["Forest", "Forest"], "outside": ["Grizzly Bears"]}, "bob": {"outside": ["Kami of Old Stone"]}})
    game.cast("alice", "Living Wish")
    game.resolve_top()
    offered = next(c for c, _ in game.choice_log if c.kind == "card")
    assert offered.labels == ("Grizzly Bears",)
    assert game.names("hand", "alice") == ["Grizzly Bears"]
    assert game.names("exile") == ["Living Wish"]
    assert [e.kind for e in game.events() if e.kind == "reveal"] == ["reveal"]


# -- Say Its Name ----------------------------------------------------------------------------
def test_say_its_name_activated_ability_end_to_end(setup) -> None:
    """Exile it and two other Say Its Name from the graveyard, as a sorcery; search the
    graveyard, hand and/or library for Altanak; put it onto the battlefield; shuffle only if
    the library was searched."""
    players = {"alice": {"graveyard": ["Say Its Name"] * 3, "library": ["Island", "Altanak, the Thrice-Called", "Forest"]}, "bob": {}}
    game = setup(players, answers={"alice": {"mode": [["library"]], "card": ["Altanak, the Thrice-Called"]}})
    game.activate("alice", "Say Its Name", zone="graveyard")
    assert game.names("exile") == ["Say Its Name"] * 3
    game.resolve_top()
    assert game.names("battlefield") == ["Altanak, the Thrice-Called"]
    assert len(game.events("shuffle", "alice")) == 1
    # from the hand, without searching the library: no shuffle
    players2 = {"alice": {"graveyard": ["Say Its Name"] * 3, "hand": ["Altanak, the Thrice-Called"], "library": ["Island"]}, "bob": {}}
    game = setup(players2, answers={"alice": {"mode": [["hand"]], "card": ["Altanak, the Thrice-Called"]}})
    game.activate("alice", "Say Its Name", zone="graveyard")
    game.resolve_top()
    assert game.names("battlefield") == ["Altanak, the Thrice-Called"]
    assert game.events("shuffle") == []


def test_say_its_name_ability_needs_two_other_copies_and_sorcery_timing(setup) -> None:
    game = setup({"alice": {"graveyard": ["Say Its Name"] * 2}, "bob": {}})
    refused(game, "cost", game.activate, "alice", "Say Its Name", zone="graveyard")
    game = setup({"alice": {"graveyard": ["Say Its Name"] * 3}, "bob": {}})
    game.state.step = "upkeep"
    refused(game, "timing", game.activate, "alice", "Say Its Name", zone="graveyard")
    game = setup({"alice": {"hand": ["Say Its Name"], "graveyard": ["Say Its Name"] * 2}, "bob": {}})
    refused(game, "zone", game.activate, "alice", "Say Its Name", zone="hand")


def test_say_its_name_spell_mills_three_then_may_return_a_creature_or_land(setup) -> None:
    game = setup({"alice": {"hand": ["Say Its Name"], "battlefield": ["Forest", "Forest"], "library": ["Grizzly Bears", "Divination", "Island", "Swamp"]}, "bob": {}},
                 answers={"alice": {"may": [True], "card": ["Island"]}})
    game.cast("alice", "Say Its Name")
    game.resolve_top()
    assert game.names("hand", "alice") == ["Island"]
    offered = next(c for c, _ in game.choice_log if c.kind == "card")
    assert sorted(offered.labels) == ["Grizzly Bears", "Island"]


# -- illegal actions leave the state unchanged (CR 732) --------------------------------------
def test_casting_without_priority_is_refused(setup) -> None:
    game = setup({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {}})
    game.state.priority = 1
    refused(game, "priority", game.cast, "alice", "Lightning Bolt", targets=["bob"])


def test_casting_a_sorcery_at_the_wrong_time_is_refused(setup) -> None:
    game = setup({"alice": {"hand": ["Divination", "Lightning Bolt"], "battlefield": ["Island", "Island", "Island", "Mountain"]}, "bob": {}})
    game.cast("alice", "Lightning Bolt", targets=["bob"])
    refused(game, "timing", game.cast, "alice", "Divination")


def test_casting_with_unpayable_costs_is_refused(setup) -> None:
    game = setup({"alice": {"hand": ["Divination"], "battlefield": ["Island", "Island"]}, "bob": {}})
    refused(game, "cost", game.cast, "alice", "Divination")


def test_casting_without_a_legal_target_is_refused(setup) -> None:
    game = setup({"alice": {"hand": ["Callous Dismissal"], "battlefield": ["Island", "Island"]}, "bob": {}})
    refused(game, "target", game.cast, "alice", "Callous Dismissal")


def test_casting_a_card_from_the_wrong_zone_is_refused(setup) -> None:
    game = setup({"alice": {"library": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {}})
    refused(game, "zone", game.cast, "alice", "Lightning Bolt", zone="library", targets=["bob"])
