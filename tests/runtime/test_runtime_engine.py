"""The engine core: priority, turns, state-based actions, layers, mana, choices, events."""

from __future__ import annotations

import pytest

from oraclec import effects as fx
from oraclec.runtime import (
    CardPool,
    ChoiceError,
    Game,
    IllegalAction,
    ScriptedChooser,
    UnsupportedAtRuntime,
    homebrew,
)
from oraclec.runtime.casting import merge_spell_abilities
from oraclec.runtime.choices import Choice, DefaultChooser, match_answer
from oraclec.runtime.mana import Mana, ManaCost, announce, parse_mana, pick_from_pool


# -- priority and turns (CR 117, 500) --------------------------------------------------------
def test_priority_passes_in_turn_order_and_the_stack_resolves_when_all_pass(setup) -> None:
    game = setup({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, answers={"alice": {"target": ["Grizzly Bears"]}})
    game.cast("alice", "Lightning Bolt")
    assert game.priority_player.name == "alice"  # CR 117.3c
    game.pass_priority("alice")
    assert game.priority_player.name == "bob"
    assert game.names("stack") == ["Lightning Bolt"]
    game.pass_priority("bob")  # CR 117.4: all passed in succession
    assert game.names("stack") == []
    assert "Grizzly Bears" in game.names("graveyard", "bob")
    assert game.priority_player.name == "alice"  # CR 117.3b


def test_passing_out_of_turn_is_refused(setup) -> None:
    game = setup({"alice": {}, "bob": {}})
    before = game.snapshot()
    with pytest.raises(IllegalAction) as info:
        game.pass_priority("bob")
    assert info.value.reason == "priority"
    assert game.snapshot() == before


def test_advancing_through_a_turn_untaps_draws_and_empties_mana(setup) -> None:
    game = setup({"alice": {"battlefield": [{"card": "Forest", "tapped": True}], "library": ["Island"]}, "bob": {"library": ["Swamp", "Plains"], "battlefield": [{"card": "Mountain", "tapped": True}]}},
                 step="main2")
    game.player("alice").mana_pool.append(Mana("G"))
    game.advance()  # end step
    assert game.state.step == "end" and game.player("alice").mana_pool == []  # CR 500.4
    game.advance()  # cleanup, then bob's turn: untap, upkeep
    assert game.state.turn == 2 and game.active_player.name == "bob" and game.state.step == "upkeep"
    assert not game.find("Mountain").tapped  # CR 502.3
    assert game.find("Forest").tapped  # not alice's untap step
    game.advance()
    assert game.state.step == "draw" and game.names("hand", "bob") == ["Swamp"]  # CR 504.1


def test_cleanup_discards_to_maximum_hand_size(setup) -> None:
    game = setup({"alice": {"hand": ["Island"] * 9}, "bob": {}}, step="end")
    game.advance()
    assert len(game.zone("hand", "alice")) == 7
    assert len(game.zone("graveyard", "alice")) == 2


def test_playing_a_land_is_a_special_action_once_per_turn(setup) -> None:
    game = setup({"alice": {"hand": ["Forest", "Island"]}, "bob": {}})
    game.play_land("alice", "Forest")
    assert game.stack_items() == [] and game.priority_player.name == "alice"
    before = game.snapshot()
    with pytest.raises(IllegalAction) as info:
        game.play_land("alice", "Island")
    assert info.value.reason == "timing" and game.snapshot() == before


def test_a_land_cannot_be_cast(setup) -> None:
    game = setup({"alice": {"hand": ["Forest"]}, "bob": {}})
    with pytest.raises(IllegalAction) as info:
        game.cast("alice", "Forest")
    assert info.value.reason == "zone"


# -- state-based actions (CR 704) ------------------------------------------------------------
def test_a_player_at_0_life_loses(setup) -> None:
    game = setup({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"life": 3}}, answers={"alice": {"target": ["bob"]}})
    game.cast("alice", "Lightning Bolt")
    game.resolve_top()
    assert game.player("bob").lost and game.state.game_over and game.player("alice").won
    assert game.player("bob").loss_reason == "life total 0 or less (CR 704.5a)"
    assert [(e.player, dict(e.info)) for e in game.events("lose")] == [("bob", {"reason": "life total 0 or less (CR 704.5a)"})]


def test_a_player_at_1_life_does_not_lose(setup) -> None:
    game = setup({"alice": {"life": 1}, "bob": {}})
    game.check_state()
    assert not game.player("alice").lost and not game.state.game_over
    assert game.events("lose") == []


def test_ten_poison_counters_lose_and_nine_do_not(setup) -> None:
    game = setup({"alice": {}, "bob": {}, "carol": {}})
    game.player("bob").counters["poison"] = 9
    game.player("carol").counters["poison"] = 10
    game.check_state()
    assert [p.name for p in game.state.players if p.lost] == ["carol"]
    assert game.player("carol").loss_reason == "ten or more poison counters (CR 704.5c)"
    assert not game.state.game_over  # two players are left (CR 104.2a)


def test_a_player_spared_the_zero_life_loss_still_loses_to_poison(setup, pool) -> None:
    """CR 704.5a, 704.5c: "You don't lose the game for having 0 or less life." spares that loss
    only; unlike "can't lose the game" (CR 104.3b) ten poison counters still lose."""
    spared = fx.Restriction(what=fx.You(), rule=fx.PlayerRuleName.DOESNT_LOSE_FOR_ZERO_LIFE)
    pool.add(homebrew("Undying Pact", "Enchantment", mana_cost="{4}", abilities=[fx.StaticAbility(effects=(spared,))]))
    game = setup({"alice": {"life": 0, "battlefield": ["Undying Pact"]}, "bob": {"life": 0}, "carol": {}})
    game.check_state()
    assert not game.player("alice").lost and game.player("bob").lost
    game.player("alice").counters["poison"] = 10
    game.check_state()
    assert game.player("alice").lost and game.player("alice").loss_reason == "ten or more poison counters (CR 704.5c)"


def test_a_player_who_already_lost_does_not_stop_the_others_losing(setup) -> None:
    game = setup({"alice": {}, "bob": {"life": 0}, "carol": {}})
    game.player("alice").lost = True
    game.check_state()
    assert game.player("bob").lost and game.player("bob").loss_reason == "life total 0 or less (CR 704.5a)"
    assert game.state.game_over and game.player("carol").won and not game.player("alice").won


def test_drawing_from_an_empty_library_loses_at_the_next_check(setup) -> None:
    game = setup({"alice": {}, "bob": {}})
    game.draw("alice")
    assert not game.player("alice").lost
    game.check_state()
    assert game.player("alice").lost and game.player("alice").loss_reason == "drew from an empty library (CR 704.5b)"


def test_lethal_damage_destroys_and_zero_toughness_dies(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Kami of Old Stone"]}, "bob": {}})
    bears, kami = game.find("Grizzly Bears"), game.find("Kami of Old Stone")
    game.deal_damage(None, bears, 2)
    game.put_counters(kami, "-1/-1", 7)
    game.check_state()
    assert sorted(game.names("graveyard", "alice")) == ["Grizzly Bears", "Kami of Old Stone"]
    assert sorted(e.get("cause") for e in game.events("zone_change")) == ["destroy", "state-based action"]


def test_a_noncreature_with_0_toughness_stays(setup) -> None:
    """CR 704.5f puts a creature with 0 toughness into the graveyard; a Vehicle that is not a
    creature has a toughness, but the rule does not see it."""
    game = setup({"alice": {"battlefield": [homebrew("Daredevil Dragster", "Artifact — Vehicle", mana_cost="{3}", power=4, toughness=3)]}, "bob": {}})
    game.find("Daredevil Dragster").counters["-1/-1"] = 3
    assert game.toughness(game.find("Daredevil Dragster")) == 0
    game.check_state()
    assert game.names("battlefield", "alice") == ["Daredevil Dragster"]


@pytest.mark.parametrize(("loyalty", "dies"), [(1, False), (0, True), (None, True)])
def test_a_planeswalker_with_no_loyalty_is_put_into_the_graveyard(setup, loyalty, dies) -> None:
    """CR 704.5i: 0 loyalty counters, or none at all."""
    game = setup({"alice": {"battlefield": ["Vivien, Champion of the Wilds"]}, "bob": {}})
    vivien = game.find("Vivien, Champion of the Wilds")
    vivien.counters.pop("loyalty", None)
    if loyalty is not None:
        vivien.counters["loyalty"] = loyalty
    game.check_state()
    assert game.names("graveyard", "alice") == (["Vivien, Champion of the Wilds"] if dies else [])
    assert [(e.get("cause"), e.object.name) for e in game.events("zone_change")] == ([("state-based action", "Vivien, Champion of the Wilds")] if dies else [])


@pytest.mark.parametrize(("defense", "dies"), [(1, False), (0, True), (None, True)])
def test_a_battle_with_no_defense_is_put_into_the_graveyard(setup, defense, dies) -> None:
    """CR 704.5v: 0 defense counters, or none at all."""
    game = setup({"alice": {"battlefield": [homebrew("Invasion of Tarkir", "Battle — Siege", mana_cost="{1}{R}")]}, "bob": {}})
    battle = game.find("Invasion of Tarkir")
    battle.counters.pop("defense", None)
    if defense is not None:
        battle.counters["defense"] = defense
    game.check_state()
    assert game.names("graveyard", "alice") == (["Invasion of Tarkir"] if dies else [])


@pytest.mark.parametrize("death", ["lethal damage", "0 toughness"])
def test_an_aura_follows_its_creature_to_the_graveyard_in_the_same_check(setup, death) -> None:
    """CR 704.3: after a batch of state-based actions, the check is repeated; the creature's
    death (704.5g destroys, 704.5f puts into the graveyard) leaves its Aura attached to nothing
    (704.5m), which the repeated check puts into the graveyard before anyone gets priority."""
    aura = homebrew("Feeble Aura", "Enchantment — Aura", mana_cost="{W}", abilities=[fx.Keyword(name="enchant", quality=(fx.Filter(types=("Creature",)),))])
    game = setup({"alice": {"battlefield": ["Grizzly Bears", aura]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.find("Feeble Aura").attached_to = bears.id
    if death == "lethal damage":
        game.deal_damage(None, bears, 2)
    else:
        game.put_counters(bears, "-1/-1", 2)
    game.check_state()
    assert game.names("battlefield", "alice") == []
    assert sorted(game.names("graveyard", "alice")) == ["Feeble Aura", "Grizzly Bears"]


def test_legend_rule_keeps_the_chosen_one(setup) -> None:
    game = setup({"alice": {"battlefield": ["Altanak, the Thrice-Called", "Altanak, the Thrice-Called"]}, "bob": {}}, answers={"alice": {"card": ["Altanak, the Thrice-Called#2"]}})
    second = game.find("Altanak, the Thrice-Called", nth=2)
    game.check_state()
    assert game.battlefield() == [second]
    assert [(c.player, c.kind, c.prompt, len(c.options)) for c, _ in game.choice_log] == [("alice", "card", "legend rule: keep one Altanak, the Thrice-Called", 2)]


def test_the_legend_rule_counts_legends_of_one_name_under_one_controller(setup) -> None:
    """CR 704.5j: "two or more legendary permanents with the same name" controlled by one
    player; one each is no case, and nobody is asked."""
    game = setup({"alice": {"battlefield": ["Altanak, the Thrice-Called"]}, "bob": {"battlefield": ["Altanak, the Thrice-Called"]}}, strict=True)
    game.check_state()
    assert len(game.battlefield()) == 2 and game.choice_log == []


def test_tokens_outside_the_battlefield_cease_to_exist(setup) -> None:
    game = setup({"alice": {}, "bob": {}})
    token = game.create_token("alice", fx.TokenSpec(types=("Creature",), subtypes=("Goblin",), power=1, toughness=1))[0]
    assert token.name == "Goblin Token"
    game.move(token, "graveyard")
    assert game.names("graveyard", "alice") == ["Goblin Token"]
    game.check_state()
    assert game.names("graveyard", "alice") == []


def test_plus_and_minus_counters_annihilate(setup) -> None:
    game = setup({"alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 3, "-1/-1": 1}}]}, "bob": {}})
    game.check_state()
    bears = game.find("Grizzly Bears")
    assert dict(bears.counters) == {"+1/+1": 2}
    assert game.power(bears) == 4


# -- layers (CR 613) -------------------------------------------------------------------------
def test_layers_apply_setting_before_modifying_and_counters(setup) -> None:
    game = setup({"alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.add_continuous_effect([bears], [("7c", ("modify_pt", 2, 2))])
    game.add_continuous_effect([bears], [("7b", ("set_pt", 0, 1))])  # later, but an earlier sublayer
    assert (game.power(bears), game.toughness(bears)) == (3, 4)


def test_until_end_of_turn_effects_end_in_cleanup(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}}, step="end")
    bears = game.find("Grizzly Bears")
    game.add_continuous_effect([bears], [("7c", ("modify_pt", 2, 2))])
    assert game.power(bears) == 4
    game.advance()
    assert game.power(bears) == 2


def test_a_static_ability_affects_objects_chosen_by_their_characteristics(setup, pool) -> None:
    anthem = homebrew("Elf Anthem", "Enchantment", mana_cost="{G}", abilities=[fx.StaticAbility(effects=(fx.ModifyPT(what=fx.Filter(subtypes=("Elf",), controller=fx.You()), power=fx.Fixed(value=1), toughness=fx.Fixed(value=1), duration=None),))])
    make_elf = homebrew("Elf Maker", "Enchantment", mana_cost="{G}", abilities=[fx.StaticAbility(effects=(fx.AddTypes(what=fx.Filter(name="Grizzly Bears"), subtypes=("Elf",), duration=None),))])
    pool.add(anthem)
    pool.add(make_elf)
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Elf Anthem"]}, "bob": {}})
    assert game.power(game.find("Llanowar Elves")) == 2
    assert game.power(game.find("Grizzly Bears")) == 2
    game.add_card("alice", "battlefield", "Elf Maker")
    assert game.power(game.find("Grizzly Bears")) == 3  # became an Elf in layer 4 (CR 613.6)


def test_basic_land_types_give_intrinsic_mana_abilities(setup) -> None:
    """CR 305.6."""
    game = setup({"alice": {"battlefield": ["Forest"]}, "bob": {}})
    game.activate("alice", "Forest")
    assert [str(m) for m in game.player("alice").mana_pool] == ["{G}"]
    assert game.stack_items() == []  # CR 605.3a: mana abilities don't use the stack


# -- mana (CR 107.4, 118) --------------------------------------------------------------------
def test_mana_cost_parsing_and_mana_value() -> None:
    cost = ManaCost.parse("{X}{2}{W/U}{G/P}{2/B}{C}")
    assert cost.mana_value == 2 + 1 + 1 + 2 + 1
    assert cost.colors == ("W", "U", "B", "G")
    assert cost.mana_value_with(3) == cost.mana_value + 3


def test_announced_payment_of_hybrid_and_phyrexian_symbols() -> None:
    cost = ManaCost.parse("{1}{W/U}{G/P}{2/B}")
    payment = announce(cost, choices=["U", "life", "generic:2"])
    assert payment.generic == 3 and payment.colored_map() == {"U": 1} and payment.life == 2


def test_paying_from_the_pool_matches_colours_first() -> None:
    pool = parse_mana("{G}{U}{C}")
    payment = announce(ManaCost.parse("{1}{G}{C}"))
    assert sorted(pick_from_pool(pool, payment) or []) == [0, 1, 2]
    assert pick_from_pool(parse_mana("{G}{G}"), announce(ManaCost.parse("{U}"))) is None


def test_unknown_mana_symbol_is_a_clear_error() -> None:
    from oraclec.runtime.mana import ManaError

    with pytest.raises(ManaError, match=r"unknown mana symbol \{Q/Z\}"):
        ManaCost.parse("{Q/Z}")


# -- choices ---------------------------------------------------------------------------------
def test_scripted_answers_must_be_legal_options() -> None:
    choice = Choice(kind="card", player="alice", prompt="p", options=("a", "b"), labels=("Island", "Forest"))
    assert match_answer(choice, "forest") == ("b",)
    with pytest.raises(ChoiceError, match="not a legal option"):
        match_answer(choice, "Swamp")
    twin = Choice(kind="card", player="alice", prompt="p", options=("a", "b"), labels=("Island", "Island"), max=2)
    assert match_answer(twin, "Island#2") == ("b",)
    assert match_answer(twin, ["Island", "Island"]) == ("a", "b")


def test_strict_chooser_refuses_an_unanswered_choice(setup) -> None:
    game = setup({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {}}, strict=True)
    with pytest.raises(ChoiceError, match="no answer"):
        game.cast("alice", "Lightning Bolt")


def test_default_chooser_is_deterministic() -> None:
    chooser = DefaultChooser()
    choice = Choice(kind="target", player="a", prompt="", options=(1, 2, 3), labels=("1", "2", "3"), min=0, max=2)
    assert chooser.choose(choice, None) == (1,)  # type: ignore[arg-type]
    may = Choice(kind="may", player="a", prompt="", options=(True, False), labels=("yes", "no"))
    assert chooser.choose(may, None) == (True,)  # type: ignore[arg-type]


def test_a_choosers_view_hides_the_opponents_hand_and_library(setup) -> None:
    game = setup({"alice": {"hand": ["Island"], "library": ["Forest"]}, "bob": {"hand": ["Swamp", "Plains"]}})
    view = game.view("alice").visible()
    assert view["alice"]["hand"] == ["Island"]
    assert view["bob"]["hand"] == 2 and view["bob"]["library"] == 0


# -- events and errors -----------------------------------------------------------------------
def test_every_change_is_an_event(setup) -> None:
    game = setup({"alice": {"hand": ["Divination"], "battlefield": ["Island"] * 3, "library": ["Forest", "Swamp"]}, "bob": {}})
    game.cast("alice", "Divination")
    game.resolve_top()
    kinds = [e.kind for e in game.events()]
    for kind in ("zone_change", "tap", "mana", "cast", "resolve", "draw"):
        assert kind in kinds
    assert [e.seq for e in game.events()] == list(range(1, len(kinds) + 1))


def test_an_effect_without_an_executor_is_counted_and_raises(setup, pool) -> None:
    from oraclec.runtime import UnsupportedAtRuntime

    @fx.model
    class Frobnicate(fx.Effect):
        pass

    try:
        card = homebrew("Frob", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(Frobnicate(),))])
        pool.add(card)
        game = setup({"alice": {"hand": ["Frob"]}, "bob": {}})
        game.cast("alice", "Frob")
        with pytest.raises(UnsupportedAtRuntime, match="Frobnicate"):
            game.resolve_top()
        assert game.unsupported["Frobnicate"] == 1
    finally:
        fx.CLASSES.pop("Frobnicate", None)


def test_game_setup_rejects_an_unknown_step(pool) -> None:
    with pytest.raises(ValueError, match="unknown step"):
        Game.setup({"alice": {}}, step="teatime", pool=pool)


def test_scripted_chooser_reports_unused_answers() -> None:
    chooser = ScriptedChooser({"may": [True, False]})
    choice = Choice(kind="may", player="a", prompt="", options=(True, False), labels=("yes", "no"))
    chooser.choose(choice, None)  # type: ignore[arg-type]
    assert chooser.unused() == {"may": [False]}
    with pytest.raises(ChoiceError, match="unknown answer key"):
        ScriptedChooser({"colour": ["red"]})


# -- spells of several paragraphs (CR 608.2c) --------------------------------------------------
def test_every_paragraph_of_a_spell_is_followed_in_order(pool) -> None:  # type: ignore[no-untyped-def]
    """A sorcery compiled as two spell abilities (one per paragraph) does both, in order."""
    two = homebrew("Two Paragraphs", "Sorcery", mana_cost="{U}", abilities=[
        fx.SpellAbility(effects=(fx.Draw(),)),
        fx.SpellAbility(effects=(fx.GainLife(amount=fx.Fixed(value=2)),)),
    ])
    local = CardPool(use_database=False)
    local.add(two)
    local.add(pool.get("Island"))
    game = Game.setup({"alice": {"hand": ["Two Paragraphs"], "library": ["Island"], "battlefield": ["Island"]}, "bob": {}}, pool=local)
    game.cast("alice", "Two Paragraphs")
    game.resolve_top()
    assert game.names("hand", "alice") == ["Island"]
    assert game.player("alice").life == 22
    assert [e.kind for e in game.events() if e.kind in ("draw", "life")] == ["draw", "life"]


def test_targets_of_different_paragraphs_are_chosen_separately(pool) -> None:  # type: ignore[no-untyped-def]
    """Each paragraph was compiled alone, so both say "target": the second is renamed and
    chosen on its own."""
    first = fx.SpellAbility(effects=(fx.GainLife(player=fx.Target(key="target", what=fx.EachPlayer()), amount=fx.Fixed(value=3)),))
    second = fx.SpellAbility(effects=(fx.LoseLife(player=fx.Target(key="target", what=fx.EachPlayer()), amount=fx.Fixed(value=1)),))
    merged = merge_spell_abilities([first, second])
    assert merged is not None
    assert [e.player.key for e in merged.effects] == ["target", "target 2"]
    local = CardPool(use_database=False)
    local.add(homebrew("Split Blessing", "Sorcery", mana_cost="{W}", abilities=[first, second]))
    local.add(pool.get("Plains"))
    game = Game.setup({"alice": {"hand": ["Split Blessing"], "battlefield": ["Plains"]}, "bob": {}}, pool=local)
    game.choosers["alice"] = ScriptedChooser({"target": ["alice", "bob"]})
    game.cast("alice", "Split Blessing")
    game.resolve_top()
    assert (game.player("alice").life, game.player("bob").life) == (23, 19)


def test_a_paragraph_after_a_modal_one_is_unsupported_rather_than_reordered() -> None:
    modal = fx.SpellAbility(modes=fx.Modes(modes=(fx.Mode(effects=(fx.Draw(),)), fx.Mode(effects=(fx.GainLife(amount=fx.Fixed(value=1)),)))))
    plain = fx.SpellAbility(effects=(fx.Draw(),))
    assert merge_spell_abilities([plain, modal]).modes is modal.modes  # type: ignore[union-attr]
    with pytest.raises(UnsupportedAtRuntime):
        merge_spell_abilities([modal, plain])


def test_you_may_cast_a_spell_from_among_them_is_one_choice(pool) -> None:  # type: ignore[no-untyped-def]
    """"You may cast an instant or sorcery spell from among them": the player is asked once
    which card to cast, and may answer none (CR 608.2g)."""
    milled = fx.Amongst(among=fx.Found(key="milled"), filter=fx.Filter(any_types=("Instant", "Sorcery")))
    card = homebrew("Muse of the Mill", "Sorcery", mana_cost="{U}", abilities=[fx.SpellAbility(effects=(
        fx.Mill(amount=fx.Fixed(value=2)),
        fx.Cast(what=fx.Chosen(what=milled), without_paying=True, optional=True),
    ))])
    local = CardPool(use_database=False)
    for name in ("Muse of the Mill", "Island", "Divination"):
        local.add(card if name == "Muse of the Mill" else pool.get(name))
    for answer, cast in ((["none"], False), (["Divination"], True)):
        game = Game.setup({"alice": {"hand": ["Muse of the Mill"], "library": ["Divination", "Island"], "battlefield": ["Island"]}, "bob": {}}, pool=local)
        game.choosers["alice"] = ScriptedChooser({"card": answer}, strict=True)
        game.cast("alice", "Muse of the Mill")
        game.resolve_top()
        asked = [c for c, _ in game.choice_log if c.kind == "card"]
        assert [(c.min, c.max, c.labels) for c in asked] == [(0, 1, ("Divination",))]
        assert game.names("stack") == (["Divination"] if cast else [])


def test_revealing_the_found_card_when_nothing_was_found_reveals_nothing(pool) -> None:  # type: ignore[no-untyped-def]
    """"Search for an instant card, reveal it": finding nothing (CR 701.23b), nothing is
    revealed: no reveal event for reveal triggers to see."""
    search = homebrew("Seek Instant", "Sorcery", mana_cost="{U}", abilities=[fx.SpellAbility(effects=(
        fx.Search(zones=(fx.Zone(kind="library", player=fx.You()),), what=fx.Filter(types=("Instant",), zone="library")),
        fx.Reveal(what=fx.Found(key="found")),
    ))])
    local = CardPool(use_database=False)
    local.add(search)
    for name in ("Island", "Cancel"):
        local.add(pool.get(name))
    for answer, reveals in ((["none"], 0), (["Cancel"], 1)):
        game = Game.setup({"alice": {"hand": ["Seek Instant"], "library": ["Cancel", "Island"], "battlefield": ["Island"]}, "bob": {}}, pool=local)
        game.choosers["alice"] = ScriptedChooser({"card": answer}, strict=True)
        game.cast("alice", "Seek Instant")
        game.resolve_top()
        assert len(game.events("reveal")) == reveals


@pytest.mark.parametrize(("owner", "searcher", "triggers"), [(fx.EachPlayer(), "bob", 1), (fx.You(), "alice", 1), (fx.You(), "bob", 0)])
def test_library_triggers_match_whose_library_it_is(pool, owner, searcher, triggers) -> None:  # type: ignore[no-untyped-def]
    """"Whenever a player searches a library / your library", as the compiler writes it (the
    cards in a library zone): the library is a zone, so only its owner is checked."""
    library = fx.Filter(zone="library", zone_owner=owner, kind="card")
    watcher = homebrew("Library Watcher", "Enchantment", mana_cost="{U}", abilities=[
        fx.TriggeredAbility(trigger=fx.Trigger(event="search", what=library, player=fx.EachPlayer()), effects=(fx.GainLife(amount=fx.Fixed(value=1)),)),
        fx.TriggeredAbility(trigger=fx.Trigger(event="shuffle", what=library, player=fx.EachPlayer()), effects=(fx.GainLife(amount=fx.Fixed(value=1)),)),
    ])
    local = CardPool(use_database=False)
    local.add(watcher)
    local.add(pool.get("Island"))
    game = Game.setup({"alice": {"battlefield": ["Library Watcher"], "library": ["Island"]}, "bob": {"library": ["Island"]}}, pool=local)
    game.search(searcher, [game.zone("library", searcher)], None)
    game.shuffle(searcher)
    game.check_state()
    assert [e.object.name for e in game.events("trigger")] == ["Library Watcher"] * (2 * triggers)


@pytest.mark.parametrize(("kicked", "life"), [(True, 23), (False, 20)])
def test_a_permanent_remembers_the_costs_paid_for_its_spell(pool, kicked, life) -> None:  # type: ignore[no-untyped-def]
    """"When this enters, if it was kicked": the trigger of the permanent sees the kicker paid
    for the spell it was (CR 702.33d)."""
    kicked_bear = homebrew("Kicked Bear", "Creature — Bear", mana_cost="{G}", power=2, toughness=2, abilities=[
        fx.lower_keyword(fx.KeywordParams(name="kicker", cost=(fx.ManaPayment(mana="{1}"),))),
        fx.TriggeredAbility(trigger=fx.Trigger(event="enters", what=fx.This()), condition=fx.CostWasPaid(name="kicker"), effects=(fx.GainLife(amount=fx.Fixed(value=3)),)),
    ])
    local = CardPool(use_database=False)
    local.add(kicked_bear)
    local.add(pool.get("Forest"))
    game = Game.setup({"alice": {"hand": ["Kicked Bear"], "battlefield": ["Forest", "Forest"]}, "bob": {}}, pool=local)
    game.cast("alice", "Kicked Bear", method="kicker" if kicked else None)
    game.resolve_stack()
    assert game.player("alice").life == life


def test_each_player_searches_their_own_library_and_controls_what_they_put_onto_the_battlefield(pool) -> None:  # type: ignore[no-untyped-def]
    """"Each player searches their library for a basic land card and puts it onto the
    battlefield", as compiled ("their" is the subject, EachPlayer): each searches only their
    own library, and controls the land they put there (CR 110.2)."""
    each = fx.EachPlayer()
    grant = homebrew("Common Ground", "Sorcery", mana_cost="{G}", abilities=[fx.SpellAbility(effects=(
        fx.Search(player=each, zones=(fx.Zone(kind="library", player=each),), what=fx.Filter(types=("Land",), supertypes=("Basic",), zone="library")),
        fx.Move(what=fx.Found(key="found"), to="battlefield"),
    ))])
    local = CardPool(use_database=False)
    local.add(grant)
    for name in ("Forest", "Island", "Swamp"):
        local.add(pool.get(name))
    game = Game.setup({"alice": {"hand": ["Common Ground"], "library": ["Island"], "battlefield": ["Forest"]}, "bob": {"library": ["Swamp"]}}, pool=local)
    game.cast("alice", "Common Ground")
    game.resolve_top()
    offered = [(c.player, c.labels) for c, _ in game.choice_log if c.kind == "card"]
    assert offered == [("alice", ("Island",)), ("bob", ("Swamp",))]
    assert [o.name for o in game.battlefield("alice")] == ["Forest", "Island"]
    assert [o.name for o in game.battlefield("bob")] == ["Swamp"]


# -- compared amounts and combined conditions (Compare, AnyOf, AllOf) -------------------------
def test_compared_amounts_and_combined_conditions(setup) -> None:
    from oraclec.runtime.context import Context

    game = setup({"alice": {"life": 5, "battlefield": ["Grizzly Bears", "Mountain"]}, "bob": {"life": 20}})
    ctx = Context(controller="alice")
    low_life = fx.Compare(left=fx.LifeTotal(player=fx.You()), op="<=", right=fx.Fixed(value=5))
    more_life = fx.Compare(left=fx.LifeTotal(player=fx.You()), op=">", right=fx.LifeTotal(player=fx.EachOpponent()))
    two_permanents = fx.Compare(left=fx.CountOf(what=fx.Filter(controller=fx.You())), op="==", right=fx.Fixed(value=2))
    assert game.check_condition(low_life, ctx)
    assert not game.check_condition(more_life, ctx)
    assert game.check_condition(two_permanents, ctx)
    assert game.check_condition(fx.AnyOf(conditions=(more_life, low_life)), ctx)
    assert not game.check_condition(fx.AllOf(conditions=(more_life, low_life)), ctx)
    assert game.check_condition(fx.AllOf(conditions=(two_permanents, low_life)), ctx)


def test_122_1d_a_stun_counter_is_removed_instead_of_untapping(setup) -> None:
    """CR 122.1d: "If a permanent with a stun counter on it would become untapped, instead remove
    a stun counter from it."."""
    game = setup({"alice": {"battlefield": [{"card": "Grizzly Bears", "tapped": True, "counters": {"stun": 1}}]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    assert not game.untap(bears)
    assert bears.tapped and "stun" not in bears.counters
    assert game.untap(bears) and not bears.tapped


def test_122_1h_a_finality_counter_exiles_instead_of_the_graveyard(setup) -> None:
    """CR 122.1h: "If this permanent would be put into a graveyard from the battlefield, exile it
    instead."."""
    game = setup({"alice": {"battlefield": [{"card": "Grizzly Bears", "counters": {"finality": 1}}, "Grizzly Bears"]}, "bob": {}})
    marked, plain = game.find("Grizzly Bears"), game.find("Grizzly Bears", nth=2)
    game.destroy(marked)
    game.destroy(plain)
    assert game.names("exile", "alice") == ["Grizzly Bears"] and game.names("graveyard", "alice") == ["Grizzly Bears"]


# -- saving and restoring the state (a refused action leaves the game as it was) -------------
def test_a_restored_state_has_every_field_back_and_shared_objects_stay_one_object(setup) -> None:
    game = setup({"alice": {"hand": ["Divination"], "battlefield": ["Grizzly Bears", "Island"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    bears.counters["+1/+1"] = 2
    bears.marks["chosen color"] = "blue"
    bears.damage = 1
    game.state.players[0].life = 13
    before = game.snapshot()
    saved = game.save_state()
    bears.counters["+1/+1"] = 5
    bears.marks["chosen color"] = "red"
    game.state.players[0].life = 2
    game.move(game.find("Divination"), "graveyard")
    assert game.snapshot() != before
    game.restore_state(saved)
    assert game.snapshot() == before
    restored = game.find("Grizzly Bears")
    assert restored is not bears  # a copy: the saved state is not changed by the game going on
    assert restored.marks == {"chosen color": "blue"} and restored.counters == {"+1/+1": 2}
    # the objects of a zone are the state's objects, not copies of them
    assert all(game.state.objects[obj.id] is obj for zone in game.state.zones.values() for obj in zone.objects)
    assert game.characteristics(restored).power == 4  # its characteristics are computed again
