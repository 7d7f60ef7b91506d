"""Executors of the effect model's classes, one behaviour each (with the rule it follows)."""

from __future__ import annotations

import attrs
import pytest

from oraclec import effects as fx
from oraclec.compiler import lower_keyword
from oraclec.runtime import Game, IllegalAction, homebrew
from oraclec.runtime.context import Context
from oraclec.runtime.errors import UnsupportedAtRuntime

YOU = fx.You()
THIS = fx.This()


def one(n: int = 1) -> fx.Fixed:
    return fx.Fixed(value=n)


def sorcery(pool, name: str, *effects, cost: str = "{0}") -> str:  # type: ignore[no-untyped-def]
    pool.add(homebrew(name, "Sorcery", mana_cost=cost, abilities=[fx.SpellAbility(effects=tuple(effects))]))
    return name


def cast_and_resolve(game: Game, name: str, **kw) -> None:  # type: ignore[no-untyped-def]
    game.cast("alice", name, **kw)
    game.resolve_stack()


def test_an_ability_word_has_no_rules_meaning_the_ability_under_it_works(setup, pool) -> None:
    """CR 207.2c: a Labeled ability is its inner ability."""
    pool.add(homebrew("Landfall Gainer", "Creature — Elemental", mana_cost="{G}", power=1, toughness=1, abilities=[
        fx.Labeled(label="Landfall", ability=fx.TriggeredAbility(trigger=fx.Trigger(event="enters", what=fx.Filter(types=("Land",), controller=YOU)), effects=(fx.GainLife(amount=one(2)),)))
    ]))
    game = setup({"alice": {"hand": ["Forest"], "battlefield": ["Landfall Gainer"]}, "bob": {}})
    game.play_land("alice", "Forest")
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_either_trigger_event_triggers(setup, pool) -> None:
    """"When ~ enters or dies" (AnyTrigger)."""
    trigger = fx.AnyTrigger(triggers=(fx.Trigger(event="enters", what=THIS), fx.Trigger(event="dies", what=THIS)))
    pool.add(homebrew("Twice Blessed", "Creature — Spirit", mana_cost="{W}", power=1, toughness=1, abilities=[fx.TriggeredAbility(trigger=trigger, effects=(fx.GainLife(amount=one(1)),))]))
    game = setup({"alice": {"hand": ["Twice Blessed"], "battlefield": ["Plains"]}, "bob": {}})
    cast_and_resolve(game, "Twice Blessed")
    game.destroy(game.find("Twice Blessed"))
    game.resolve_stack()
    assert game.player("alice").life == 22


def test_instead_replaces_the_previous_instruction_when_its_condition_holds(setup, pool) -> None:
    """"Draw a card. If you control a Forest, draw two cards instead." (CR 608.2c)."""
    effects = (
        fx.Draw(),
        fx.Conditional(condition=fx.Controls(what=fx.Filter(subtypes=("Forest",))), effects=(fx.Instead(effects=(fx.Draw(amount=one(2)),)),)),
    )
    sorcery(pool, "Growth Study", *effects)
    game = setup({"alice": {"hand": ["Growth Study"], "library": ["Island"] * 5, "battlefield": ["Forest"]}, "bob": {}})
    cast_and_resolve(game, "Growth Study")
    assert len(game.zone("hand", "alice")) == 2
    game = setup({"alice": {"hand": ["Growth Study"], "library": ["Island"] * 5}, "bob": {}})
    cast_and_resolve(game, "Growth Study")
    assert len(game.zone("hand", "alice")) == 1


def test_unless_a_player_pays(setup, pool) -> None:
    """CR 118.12a: "Counter target spell unless its controller pays {3}" (here: lose 3 life
    unless they pay {1})."""
    effect = fx.Unless(effects=(fx.LoseLife(player=fx.EachOpponent(), amount=one(3)),), condition=fx.PlayerPaid(player=fx.EachOpponent(), costs=(fx.ManaPayment(mana="{1}"),)))
    sorcery(pool, "Tax Threat", effect)
    game = setup({"alice": {"hand": ["Tax Threat"]}, "bob": {"battlefield": ["Island"]}}, answers={"bob": {"may": [True]}})
    cast_and_resolve(game, "Tax Threat")
    assert game.player("bob").life == 20 and game.find("Island").tapped
    game = setup({"alice": {"hand": ["Tax Threat"]}, "bob": {"battlefield": ["Island"]}}, answers={"bob": {"may": [False]}})
    cast_and_resolve(game, "Tax Threat")
    assert game.player("bob").life == 17


def test_unless_a_player_pays_x_where_x_is_defined(setup, pool) -> None:
    """CR 107.3a: "unless an opponent pays {X}, where X is the number of lands you control":
    X is what the text defines (counted from the ability controller's side), not announced by
    the payer."""
    lands = fx.CountOf(what=fx.Filter(types=("Land",), controller=YOU, zone="battlefield"))
    effect = fx.Unless(effects=(fx.LoseLife(player=fx.EachOpponent(), amount=one(3)),), condition=fx.PlayerPaid(player=fx.EachOpponent(), costs=(fx.ManaPayment(mana="{X}", x=lands),)))
    sorcery(pool, "Land Tax Threat", effect)
    game = setup({"alice": {"hand": ["Land Tax Threat"], "battlefield": ["Forest", "Forest"]}, "bob": {"battlefield": ["Island"]}}, answers={"bob": {"may": [True]}})
    cast_and_resolve(game, "Land Tax Threat")
    assert game.player("bob").life == 17 and not game.find("Island").tapped  # {2}: one Island can't pay
    game = setup({"alice": {"hand": ["Land Tax Threat"], "battlefield": ["Forest"]}, "bob": {"battlefield": ["Island"]}}, answers={"bob": {"may": [True]}})
    cast_and_resolve(game, "Land Tax Threat")
    assert game.player("bob").life == 20 and game.find("Island").tapped  # {1}: paid


def test_a_delayed_trigger_happens_once_at_the_next_end_step(setup, pool) -> None:
    """CR 603.7b."""
    sorcery(pool, "Later Gift", fx.DelayedTrigger(trigger=fx.StepTrigger(step="end"), effects=(fx.GainLife(amount=one(5)),)))
    game = setup({"alice": {"hand": ["Later Gift"]}, "bob": {}})
    cast_and_resolve(game, "Later Gift")
    assert game.player("alice").life == 20
    game.state.step = "main2"
    game.advance()  # end step: it triggers
    game.resolve_stack()
    assert game.player("alice").life == 25
    assert game.state.delayed_triggers == []


def test_fight_each_deals_damage_equal_to_its_power_to_the_other(setup, pool) -> None:
    """CR 701.14a."""
    sorcery(pool, "Brawl", fx.Fight(what=fx.Target(key="a", what=fx.Filter(types=("Creature",), controller=YOU)), other=fx.Target(key="b", what=fx.Filter(types=("Creature",), controller=fx.EachOpponent()))))
    game = setup({"alice": {"hand": ["Brawl"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Kami of Old Stone"]}})
    cast_and_resolve(game, "Brawl")
    assert game.find("Kami of Old Stone").damage == 2
    assert game.find("Grizzly Bears").damage == 1


def test_a_fighter_that_is_no_longer_a_creature_makes_neither_fight(setup, pool) -> None:
    """CR 701.14b: "If one or both creatures instructed to fight ... are no longer creatures,
    neither of them fights or deals damage": an uncrewed Vehicle has power but is no creature."""
    pool.add(homebrew("Idle Wagon", "Artifact — Vehicle", mana_cost="{2}", power=3, toughness=3))
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Idle Wagon"]}, "bob": {}})
    ctx = Context(controller="alice")
    ctx.results["a"] = [game.find("Idle Wagon").id]
    ctx.results["b"] = [game.find("Grizzly Bears").id]
    game.execute(fx.Fight(what=fx.Found(key="a"), other=fx.Found(key="b")), ctx)
    assert game.find("Grizzly Bears").damage == 0 and game.find("Grizzly Bears").zone == "battlefield"


def test_chosen_color_is_remembered_for_of_the_chosen_color(setup, pool) -> None:
    """CR 607.2: "Choose a color. Destroy each creature of the chosen color."."""
    sorcery(pool, "Color Purge", fx.ChooseQuality(quality="color"), fx.Destroy(what=fx.Filter(types=("Creature",), chosen=("color",))))
    game = setup({"alice": {"hand": ["Color Purge"], "battlefield": ["Grizzly Bears", "Llanowar Elves", "Mentor of the Meek"]}, "bob": {}}, answers={"alice": {"mode": ["W"]}})
    cast_and_resolve(game, "Color Purge")
    assert sorted(o.name for o in game.battlefield() if game.is_type(o, "Creature")) == ["Grizzly Bears", "Llanowar Elves"]


def test_chosen_parity_is_remembered_for_of_the_chosen_quality(setup, pool) -> None:
    """CR 607.2: "Choose odd or even. Destroy each creature with mana value of the chosen
    quality."."""
    sorcery(pool, "Parity Purge", fx.ChooseQuality(quality="odd or even", options=("odd", "even")), fx.Destroy(what=fx.Filter(types=("Creature",), chosen_parity="mana_value")))
    game = setup({"alice": {"hand": ["Parity Purge"], "battlefield": ["Grizzly Bears", "Llanowar Elves", "Mentor of the Meek"]}, "bob": {}}, answers={"alice": {"mode": ["odd"]}})
    cast_and_resolve(game, "Parity Purge")
    assert sorted(o.name for o in game.battlefield() if game.is_type(o, "Creature")) == ["Grizzly Bears"]


def test_a_choice_between_named_words_remembers_the_word(setup, pool) -> None:
    """"Choose left or right.": one of the options as written, remembered (CR 607.2)."""
    game = setup({"alice": {}, "bob": {}}, answers={"alice": {"mode": ["right"]}})
    ctx = Context(controller="alice")
    game.execute(fx.ChooseQuality(quality="left or right", options=("left", "right")), ctx)
    assert ctx.results["chosen left or right"] == ["right"]


def test_the_chosen_player_is_the_controller_and_an_unknown_chosen_quality_is_unsupported(setup, pool) -> None:
    """"the chosen player" in a description: what that player controls (CR 702.16k); a chosen
    quality the runtime cannot read is Unsupported (it matched every object)."""
    from oraclec.runtime.references import objects_of

    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves"]}}, answers={"alice": {"player": ["bob"]}})
    ctx = Context(controller="alice")
    game.execute(fx.ChooseQuality(quality="opponent"), ctx)
    ctx.results["chosen creature"] = ["Grizzly Bears"]
    assert [o.name for o in objects_of(game, fx.Filter(types=("Creature",), chosen=("player",)), ctx)] == ["Llanowar Elves"]
    with pytest.raises(UnsupportedAtRuntime):
        objects_of(game, fx.Filter(types=("Creature",), chosen=("creature",)), ctx)


def test_a_choice_of_card_types_or_colors_among_options_is_the_chosen_type_or_color(setup, pool) -> None:
    """"Choose artifact or creature", "choose black or red": options that are all types are "the
    chosen type" (CR 205.2a), all colors "the chosen color" (CR 105.1), read as the rules say."""
    from oraclec.runtime.references import objects_of

    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Island"]}, "bob": {}}, answers={"alice": {"mode": ["creature", "green"]}})
    ctx = Context(controller="alice")
    game.execute(fx.ChooseQuality(quality="artifact or creature", options=("artifact", "creature")), ctx)
    game.execute(fx.ChooseQuality(quality="black or green", options=("black", "green")), ctx)
    assert sorted(o.name for o in objects_of(game, fx.Filter(chosen=("type",)), ctx)) == ["Grizzly Bears", "Llanowar Elves"]
    assert ctx.results["chosen color"] == ["G"]
    assert sorted(o.name for o in objects_of(game, fx.Filter(chosen=("color",)), ctx)) == ["Grizzly Bears", "Llanowar Elves"]


def test_proliferate_adds_one_counter_of_each_kind_to_the_chosen(setup, pool) -> None:
    """CR 701.34a."""
    sorcery(pool, "Spread", fx.Proliferate())
    game = setup({"alice": {"hand": ["Spread"], "battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 1, "shield": 1}}]}, "bob": {"battlefield": [{"card": "Grizzly Bears", "counters": {"-1/-1": 1}}]}},
                 answers={"alice": {"card": ["Grizzly Bears"]}})
    cast_and_resolve(game, "Spread")
    mine, theirs = game.find("Grizzly Bears"), game.find("Grizzly Bears", nth=2)
    assert dict(mine.counters) == {"+1/+1": 2, "shield": 2} and dict(theirs.counters) == {"-1/-1": 1}


def test_tap_an_untapped_creature_you_control_as_a_cost(setup, pool) -> None:
    """CR 118.3: an already tapped permanent can't be tapped to pay a cost."""
    pool.add(homebrew("Convoker", "Artifact", mana_cost="{1}", abilities=[fx.ActivatedAbility(costs=(fx.TapCost(what=fx.Filter(types=("Creature",))),), effects=(fx.GainLife(amount=one(1)),))]))
    game = setup({"alice": {"battlefield": ["Convoker", {"card": "Grizzly Bears", "tapped": True}]}, "bob": {}})
    before = game.snapshot()
    with pytest.raises(Exception) as info:
        game.activate("alice", "Convoker")
    assert getattr(info.value, "reason", None) == "cost" and game.snapshot() == before
    game.find("Grizzly Bears").tapped = False
    game.activate("alice", "Convoker")
    assert game.find("Grizzly Bears").tapped


def test_filter_states_attacking_and_history(setup, pool) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {}}, answers={"alice": {"attackers": [["Grizzly Bears"]]}})
    game.state.step = "beginning_of_combat"
    game.advance()  # declare attackers
    ctx = Context(controller="alice")
    from oraclec.runtime.references import objects_of

    attacking = objects_of(game, fx.Filter(types=("Creature",), states=("attacking",)), ctx)
    assert [o.name for o in attacking] == ["Grizzly Bears"]
    history = objects_of(game, fx.Filter(states=("attacked this turn",)), ctx)
    assert [o.name for o in history] == ["Grizzly Bears"]


def test_explore_a_land_goes_to_hand_otherwise_a_counter(setup, pool) -> None:
    """CR 701.44a."""
    pool.add(homebrew("Scout", "Creature — Merfolk", mana_cost="{G}", power=1, toughness=1, abilities=[
        fx.TriggeredAbility(trigger=fx.Trigger(event="enters", what=THIS), effects=(fx.KeywordAction(name="explore", rule="701.44", what=THIS),))
    ]))
    game = setup({"alice": {"hand": ["Scout"], "library": ["Island", "Divination"], "battlefield": ["Forest"]}, "bob": {}})
    cast_and_resolve(game, "Scout")
    assert game.names("hand", "alice") == ["Island"]
    game = setup({"alice": {"hand": ["Scout"], "library": ["Divination"], "battlefield": ["Forest"]}, "bob": {}}, answers={"alice": {"may": [True]}})
    cast_and_resolve(game, "Scout")
    assert game.find("Scout").counters["+1/+1"] == 1 and game.names("graveyard", "alice") == ["Divination"]


def test_an_unsupported_node_from_the_compiler_is_never_executed(setup, pool) -> None:
    from oraclec.runtime import UnsupportedAtRuntime

    sorcery(pool, "Gap", fx.Unsupported(reason="frobnicate", text="frobnicate the widget"))
    game = setup({"alice": {"hand": ["Gap"]}, "bob": {}})
    game.cast("alice", "Gap")
    with pytest.raises(UnsupportedAtRuntime, match="Unsupported"):
        game.resolve_top()


def test_an_aura_spell_targets_and_enters_attached_to_its_target(setup, pool) -> None:
    """CR 303.4a, 303.4f: "Enchant creature"; "Enchanted creature gets +1/+2"."""
    enchant = fx.Keyword(name="enchant", quality=(fx.Filter(types=("Creature",)),))
    pool.add(homebrew("Holy Strength", "Enchantment — Aura", mana_cost="{W}", abilities=[enchant, fx.StaticAbility(effects=(fx.ModifyPT(what=fx.AttachedTo(relation="enchanted"), power=one(1), toughness=one(2), duration=None),))]))
    game = setup({"alice": {"hand": ["Holy Strength"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, answers={"alice": {"target": ["Grizzly Bears"]}})
    cast_and_resolve(game, "Holy Strength")
    bears = game.find("Grizzly Bears")
    assert game.find("Holy Strength").attached_to == bears.id
    assert (game.power(bears), game.toughness(bears)) == (3, 4)
    game.destroy(bears)
    game.check_state()
    assert game.names("graveyard", "alice") == ["Holy Strength"]  # CR 704.5m


def test_each_player_loses_life_for_each_creature_that_player_controls(setup, pool) -> None:
    """"that player" during an "each player" instruction."""
    count = fx.CountOf(what=fx.Filter(types=("Creature",), controller=fx.PlayerRole(role="that")))
    sorcery(pool, "Stronghold Discipline", fx.LoseLife(player=fx.EachPlayer(), amount=count))
    game = setup({"alice": {"hand": ["Stronghold Discipline"], "battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    cast_and_resolve(game, "Stronghold Discipline")
    assert (game.player("alice").life, game.player("bob").life) == (19, 18)


def test_a_player_with_shroud_cant_be_targeted(setup, pool) -> None:
    """CR 702.18a: "You have shroud."."""
    pool.add(homebrew("True Believer", "Creature — Human Cleric", mana_cost="{W}{W}", power=2, toughness=2, abilities=[fx.StaticAbility(effects=(fx.GrantAbilities(what=YOU, abilities=(fx.Keyword(name="shroud"),), duration=None),))]))
    game = setup({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["True Believer"]}})
    game.cast("alice", "Lightning Bolt")
    offered = next(c for c, _ in game.choice_log if c.kind == "target")
    assert "bob" not in offered.labels and "alice" in offered.labels


def test_a_saga_enters_with_a_lore_counter_chapters_trigger_and_it_is_sacrificed_after_the_last(setup, pool) -> None:
    """CR 714.3a-b, 714.2b, 704.5s."""
    pool.add(homebrew("Tale of Gifts", "Enchantment — Saga", mana_cost="{W}", abilities=[
        fx.ChapterAbility(chapters=(1,), effects=(fx.GainLife(amount=one(1)),)),
        fx.ChapterAbility(chapters=(2,), effects=(fx.GainLife(amount=one(2)),)),
    ]))
    game = setup({"alice": {"hand": ["Tale of Gifts"], "battlefield": ["Plains"], "library": ["Island"]}, "bob": {}})
    cast_and_resolve(game, "Tale of Gifts")
    saga = game.find("Tale of Gifts")
    assert saga.counters["lore"] == 1 and game.player("alice").life == 21
    game.state.step = "draw"
    game.advance()  # precombat main phase: a lore counter, chapter II
    # CR 704.5s: not sacrificed while its chapter ability is on the stack
    assert game.names("battlefield", "alice") == ["Plains", "Tale of Gifts"] and len(game.names("stack")) == 1
    game.resolve_stack()
    assert game.player("alice").life == 23
    assert game.names("graveyard", "alice") == ["Tale of Gifts"]


def test_a_saga_without_lore_counters_stays(setup) -> None:
    """CR 714.4: only a Saga with as many lore counters as its final chapter number is
    sacrificed; one whose counters were all removed stays."""
    saga = homebrew("Tale of Two Gifts", "Enchantment — Saga", mana_cost="{W}", abilities=[
        fx.ChapterAbility(chapters=(1,), effects=(fx.GainLife(amount=one(1)),)),
        fx.ChapterAbility(chapters=(2,), effects=(fx.GainLife(amount=one(2)),)),
    ])
    game = setup({"alice": {"battlefield": [saga]}, "bob": {}})
    game.find("Tale of Two Gifts").counters.pop("lore", None)
    game.check_state()
    assert game.names("battlefield", "alice") == ["Tale of Two Gifts"]


def test_play_lands_from_your_graveyard_with_a_static_permission(setup, pool) -> None:
    """CR 601.3, 305.1: "You may play lands from your graveyard."."""
    pool.add(homebrew("Crucible", "Artifact", mana_cost="{3}", abilities=[fx.StaticAbility(effects=(fx.PlayPermission(what=fx.Filter(types=("Land",), zone="graveyard", zone_owner=YOU)),))]))
    game = setup({"alice": {"graveyard": ["Forest"]}, "bob": {}})
    before = game.snapshot()
    with pytest.raises(Exception) as refusal:
        game.play_land("alice", "Forest", zone="graveyard")
    assert getattr(refusal.value, "reason", None) == "zone" and game.snapshot() == before
    game.add_card("alice", "battlefield", "Crucible")
    game.play_land("alice", "Forest", zone="graveyard")
    assert "Forest" in game.names("battlefield")


def test_play_that_card_without_paying_its_mana_cost_this_turn(setup, pool) -> None:
    """CR 601.3, 118.9: "Exile the top card of your library. Until end of turn, you may play that
    card without paying its mana cost." — cast from exile with no mana, this turn only."""
    sorcery(pool, "Free Glimpse", fx.Move(what=fx.TopOfLibrary(player=YOU), to="exile"),
            fx.PlayPermission(what=fx.Found(key="exiled"), duration="end_of_turn", without_paying=True))
    game = setup({"alice": {"hand": ["Free Glimpse"], "library": ["Grizzly Bears"]}, "bob": {}})
    cast_and_resolve(game, "Free Glimpse")
    assert game.names("exile") == ["Grizzly Bears"]
    cast_and_resolve(game, "Grizzly Bears", zone="exile", method="without_paying")
    assert game.names("battlefield", "alice") == ["Grizzly Bears"]


def test_creatures_that_dealt_damage_to_you_this_turn(setup, pool) -> None:
    """"Destroy all creatures that dealt damage to you this turn.": the turn's damage events, by
    source and by whom they hit."""
    sorcery(pool, "Payback", fx.Destroy(what=fx.Filter(types=("Creature",), states=("dealt damage to you this turn",))))
    game = setup({"alice": {"hand": ["Payback"]}, "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    game.deal_damage(game.info(game.find("Grizzly Bears")), "alice", 2)
    game.deal_damage(game.info(game.find("Llanowar Elves")), "bob", 1)  # to someone else
    cast_and_resolve(game, "Payback")
    assert game.names("battlefield", "bob") == ["Llanowar Elves"]


def test_for_each_opponent_who_was_dealt_damage_this_turn(setup, pool) -> None:
    """"Draw a card for each opponent who was dealt damage this turn.": each opponent tested as
    the condition of bloodthirst (CR 702.54a) is."""
    who = fx.PlayersWho(players=fx.EachOpponent(), condition=fx.HappenedThisTurn(what=fx.PlayerRole(role="each"), event="was_dealt_damage", period="turn"))
    sorcery(pool, "Count the Hurt", fx.Draw(amount=fx.CountOf(what=who)))
    game = setup({"alice": {"hand": ["Count the Hurt"], "library": ["Island", "Island"]}, "bob": {}})
    cast_and_resolve(game, "Count the Hurt")
    assert game.names("hand", "alice") == []
    game.add_card("alice", "hand", "Count the Hurt")
    game.deal_damage(None, "bob", 1)
    cast_and_resolve(game, "Count the Hurt")
    assert game.names("hand", "alice") == ["Island"]


def test_for_each_player_who_was_dealt_combat_damage_this_turn(setup, pool) -> None:
    """"Draw a card for each player who was dealt combat damage this turn.": only damage dealt as
    combat damage counts (CR 120.2), and only to the player, not to a permanent they control."""
    who = fx.PlayersWho(players=fx.EachPlayer(), condition=fx.HappenedThisTurn(what=fx.PlayerRole(role="each"), event="was_dealt_combat_damage", period="turn"))
    sorcery(pool, "Count the Blows", fx.Draw(amount=fx.CountOf(what=who)))
    game = setup({"alice": {"hand": ["Count the Blows"], "library": ["Island", "Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.deal_damage(None, "bob", 1)  # noncombat damage
    game.deal_damage(None, game.find("Grizzly Bears"), 1, combat=True)  # to a permanent
    cast_and_resolve(game, "Count the Blows")
    assert game.names("hand", "alice") == []
    game.add_card("alice", "hand", "Count the Blows")
    game.deal_damage(None, "bob", 1, combat=True)
    cast_and_resolve(game, "Count the Blows")
    assert game.names("hand", "alice") == ["Island"]


def test_creature_that_was_dealt_noncombat_damage_this_turn(setup, pool) -> None:
    """"Destroy target creature if it was dealt noncombat damage this turn.": the kind of the
    turn's damage events to it (CR 120.2)."""
    hurt = fx.HappenedThisTurn(what=fx.Filter(types=("Creature",)), event="was_dealt_noncombat_damage", period="turn")
    sorcery(pool, "Finish Off", fx.Conditional(condition=hurt, effects=(fx.Destroy(what=fx.Filter(types=("Creature",))),)))
    game = setup({"alice": {"hand": ["Finish Off", "Finish Off"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.deal_damage(None, game.find("Grizzly Bears"), 1, combat=True)
    cast_and_resolve(game, "Finish Off")
    assert game.names("battlefield", "bob") == ["Grizzly Bears"]
    game.deal_damage(None, game.find("Grizzly Bears"), 1)
    cast_and_resolve(game, "Finish Off")
    assert game.names("battlefield", "bob") == []


def test_if_you_controlled_the_returned_permanent(setup, pool) -> None:
    """"Return target creature to its owner's hand. If you controlled that permanent, draw a card.":
    its controller as it last existed on the battlefield (CR 608.2h)."""
    sorcery(pool, "Bounce Back", fx.Move(what=fx.Target(key="t", what=fx.Filter(types=("Creature",))), to="hand"),
            fx.Conditional(condition=fx.Controlled(what=fx.Found(key="returned")), effects=(fx.Draw(),)))
    game = setup({"alice": {"hand": ["Bounce Back", "Bounce Back"], "battlefield": ["Grizzly Bears"], "library": ["Island"]},
                  "bob": {"battlefield": ["Llanowar Elves"]}})
    cast_and_resolve(game, "Bounce Back", targets=["Llanowar Elves"])
    assert game.names("hand", "alice") == ["Bounce Back"]  # bob controlled it: no card drawn
    cast_and_resolve(game, "Bounce Back", targets=["Grizzly Bears"])
    assert sorted(game.names("hand", "alice")) == ["Grizzly Bears", "Island"]


def test_reveal_until_a_creature_card(setup, pool) -> None:
    sorcery(pool, "Dig Up", fx.RevealUntil(library=YOU, until=fx.Filter(types=("Creature",), zone="library")), fx.Move(what=fx.Found(key="found"), to="hand"), fx.Move(what=fx.Found(key="rest"), to="library", position="bottom"))
    game = setup({"alice": {"hand": ["Dig Up"], "library": ["Island", "Forest", "Grizzly Bears", "Swamp"]}, "bob": {}})
    cast_and_resolve(game, "Dig Up")
    assert game.names("hand", "alice") == ["Grizzly Bears"]
    assert game.names("library", "alice") == ["Swamp", "Island", "Forest"]


def test_mana_spent_to_cast_a_spell(setup, pool) -> None:
    """Converge: "the number of colors of mana spent to cast it"."""
    sorcery(pool, "Converging Gift", fx.GainLife(amount=fx.ManaSpentToCast(what=THIS, colors=True)), cost="{2}")
    game = setup({"alice": {"hand": ["Converging Gift"], "battlefield": ["Plains", "Island"]}, "bob": {}})
    cast_and_resolve(game, "Converging Gift")
    assert game.player("alice").life == 22


def test_a_permanent_enters_with_a_counter_for_each_color_of_mana_spent_to_cast_it(setup, pool) -> None:
    """Converge, sunburst (CR 702.44a): "enters with a +1/+1 counter on it for each color of mana
    spent to cast it"; three mana of two colors counts two."""
    colors = fx.ManaSpentToCast(what=THIS, colors=True)
    pool.add(homebrew("Prism Bear", "Creature", mana_cost="{3}", power=0, toughness=0, abilities=[fx.EntersWith(counter="+1/+1", amount=colors)]))
    game = setup({"alice": {"hand": ["Prism Bear"], "battlefield": ["Plains", "Island", "Plains"]}, "bob": {}})
    cast_and_resolve(game, "Prism Bear")
    bear = game.find("Prism Bear")
    assert bear.counters["+1/+1"] == 2


def test_mana_that_cant_be_spent_on_some_spells_pays_for_anything_else(setup, pool) -> None:
    """CR 106.6: "This mana can't be spent to cast nonartifact spells." refuses a creature spell
    and pays for an artifact spell and an activated ability."""
    battery = fx.ActivatedAbility(
        costs=(fx.TapSelf(),),
        effects=(fx.AddMana(mana="{C}{C}{C}"), fx.SpendRestriction(spells=(fx.Filter(excluded_types=("Artifact",), zone="stack"),), forbidden=True)),
        mana_ability=True,
    )
    pool.add(homebrew("Stone Battery", "Artifact", mana_cost="{0}", abilities=[battery]))
    pool.add(homebrew("Clay Bear", "Creature — Bear", mana_cost="{2}", power=2, toughness=2))
    pool.add(homebrew("Clay Bauble", "Artifact", mana_cost="{2}"))
    toll = fx.ActivatedAbility(costs=(fx.ManaPayment(mana="{1}"),), effects=(fx.GainLife(amount=one(1)),))
    pool.add(homebrew("Tollbooth", "Artifact", mana_cost="{0}", abilities=[toll]))
    game = setup({"alice": {"hand": ["Clay Bear", "Clay Bauble"], "battlefield": ["Stone Battery", "Tollbooth"]}, "bob": {}})
    game.activate("alice", "Stone Battery")
    with pytest.raises(IllegalAction):
        game.cast("alice", "Clay Bear")
    game.activate("alice", "Tollbooth")
    game.resolve_stack()
    assert game.player("alice").life == 21
    cast_and_resolve(game, "Clay Bauble")
    assert game.find("Clay Bauble").zone == "battlefield"


def test_mana_of_a_color_in_the_color_identity_of_no_commander_is_no_mana(setup, pool) -> None:
    """CR 903.4f: without a commander the colors of its color identity are undefined, so the
    ability adds no mana (and no color is asked for)."""
    commander = fx.Filter(states=("commander",), owner=YOU)  # looked for in every zone (CR 903.3)
    tower = fx.ActivatedAbility(costs=(fx.TapSelf(),), effects=(fx.AddMana(identity_of=commander),), mana_ability=True)
    pool.add(homebrew("Command Spire", "Land", abilities=[tower]))
    game = setup({"alice": {"battlefield": ["Command Spire"]}, "bob": {}})
    game.activate("alice", "Command Spire")
    assert game.find("Command Spire").tapped
    assert game.player("alice").mana_pool == []
    # an object that is there: its color identity is not computed, explicitly
    mirror = fx.ActivatedAbility(costs=(fx.TapSelf(),), effects=(fx.AddMana(identity_of=THIS),), mana_ability=True)
    pool.add(homebrew("Identity Mirror", "Land", abilities=[mirror]))
    game = setup({"alice": {"battlefield": ["Identity Mirror"]}, "bob": {}})
    with pytest.raises(UnsupportedAtRuntime):
        game.activate("alice", "Identity Mirror")


def test_a_symbol_or_one_mana_of_the_chosen_color(setup, pool) -> None:
    """"{T}: Add {G} or one mana of the chosen color." (CR 607.2d): either; with no color chosen,
    only the symbol."""
    thriving = fx.ActivatedAbility(costs=(fx.TapSelf(),), effects=(fx.AddMana(choices=("{G}",), chosen_color=True),), mana_ability=True)
    pool.add(homebrew("Thriving Glade", "Land", abilities=[thriving]))
    game = setup({"alice": {"battlefield": ["Thriving Glade"]}, "bob": {}}, answers={"alice": {"cost": ["{U}"]}})
    game.find("Thriving Glade").marks["chosen color"] = ["U"]
    game.activate("alice", "Thriving Glade")
    assert [m.type for m in game.player("alice").mana_pool] == ["U"]
    game = setup({"alice": {"battlefield": ["Thriving Glade"]}, "bob": {}})
    game.activate("alice", "Thriving Glade")
    assert [m.type for m in game.player("alice").mana_pool] == ["G"]


def test_a_player_loses_or_wins_the_game_by_an_effect(setup) -> None:
    # CR 104.3e, 104.2b
    from oraclec.runtime.context import Context

    game = setup({"alice": {}, "bob": {}})
    game.execute(fx.LoseGame(player=fx.You()), Context(controller="bob"))
    assert game.player("bob").lost and not game.player("alice").lost
    game = setup({"alice": {}, "bob": {}})
    game.execute(fx.WinGame(player=fx.You()), Context(controller="alice"))
    assert game.player("bob").lost and not game.player("alice").lost


def test_discarding_at_random_for_a_cost_asks_no_one(setup, pool) -> None:
    """CR 701.9b: the card is picked at random; no answer is scripted for the player."""
    cost = fx.DiscardCost(what=fx.Filter(zone="hand", zone_owner=fx.You(), kind="card"), at_random=True)
    pool.add(homebrew("Gambler", "Artifact", mana_cost="{1}", abilities=[fx.ActivatedAbility(costs=(cost,), effects=(fx.GainLife(amount=one(1)),))]))
    game = setup({"alice": {"battlefield": ["Gambler"], "hand": ["Grizzly Bears", "Forest"]}, "bob": {}})
    game.activate("alice", "Gambler")
    assert len(game.zone("hand", "alice").objects) == 1
    assert len(game.zone("graveyard", "alice").objects) == 1


def _hand_names(game: Game, player: str) -> list[str]:
    return sorted(o.name for o in game.zone("hand", player).objects)


def test_discarding_a_card_of_a_kind_discards_one_of_that_kind_from_that_players_hand(setup) -> None:
    """CR 701.9a: "Each opponent discards a creature card": one creature card, of their hand only."""
    game = setup({"alice": {"hand": ["Grizzly Bears"]}, "bob": {"hand": ["Forest", "Grizzly Bears", "Llanowar Elves"]}})
    game.execute(fx.Discard(player=fx.EachOpponent(), kind=fx.Filter(types=("Creature",), zone="hand", kind="card")), Context(controller="alice"))
    assert _hand_names(game, "alice") == ["Grizzly Bears"]
    assert len(game.zone("hand", "bob").objects) == 2 and "Forest" in _hand_names(game, "bob")


def test_discarding_named_cards_discards_all_of_them_from_that_players_hand(setup) -> None:
    """"Discard all creature cards": every one of them, and no other player's."""
    game = setup({"alice": {"hand": ["Grizzly Bears", "Llanowar Elves", "Forest"]}, "bob": {"hand": ["Grizzly Bears"]}})
    game.execute(fx.Discard(what=fx.Filter(types=("Creature",), zone="hand", kind="card")), Context(controller="alice"))
    assert _hand_names(game, "alice") == ["Forest"]
    assert _hand_names(game, "bob") == ["Grizzly Bears"]


def test_discarding_up_to_a_number_lets_the_player_discard_none(setup) -> None:
    """"Discard up to two cards": zero is a legal number (CR 107.1c reads "up to" as any number from zero)."""
    game = setup({"alice": {"hand": ["Grizzly Bears", "Forest"]}, "bob": {}}, answers={"alice": {"card": [[]]}})
    game.execute(fx.Discard(amount=one(2), up_to=True), Context(controller="alice"))
    assert _hand_names(game, "alice") == ["Forest", "Grizzly Bears"]


def test_discarding_a_random_card_of_a_kind_picks_only_among_that_kind(setup) -> None:
    """CR 701.9b: "discards a random nonland card": picked by chance, among the nonland cards."""
    game = setup({"alice": {"hand": ["Forest", "Island", "Grizzly Bears"]}, "bob": {}})
    game.execute(fx.Discard(kind=fx.Filter(excluded_types=("Land",), zone="hand", kind="card"), at_random=True), Context(controller="alice"))
    assert _hand_names(game, "alice") == ["Forest", "Island"]
    assert not [choice for choice, _ in game.choice_log if choice.kind == "card"]


def test_a_quality_chosen_at_random_asks_no_player(setup, pool) -> None:
    """"Choose an opponent at random": no player decides; the one opponent is chosen."""
    sorcery(pool, "Random Grudge", fx.ChooseQuality(quality="opponent", at_random=True))
    game = setup({"alice": {"hand": ["Random Grudge"]}, "bob": {}})
    cast_and_resolve(game, "Random Grudge")
    assert not [choice for choice, _ in game.choice_log if choice.kind == "player"]


def test_objects_chosen_at_random_ask_no_player(setup, pool) -> None:
    sorcery(pool, "Random Doom", fx.ChooseObjects(what=fx.Chosen(what=fx.Filter(types=("Creature",)), at_random=True), key="chosen"), fx.Destroy(what=fx.Found(key="chosen")))
    game = setup({"alice": {"hand": ["Random Doom"], "battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    cast_and_resolve(game, "Random Doom")
    assert not [choice for choice, _ in game.choice_log if choice.kind == "card"]
    assert len([o for o in game.battlefield() if game.is_type(o, "Creature")]) == 1


def test_a_delayed_trigger_with_a_duration_triggers_each_time_until_it_ends(setup, pool) -> None:
    """CR 603.7c: "Until end of turn, whenever you cast a spell, you gain 1 life." triggers for
    every spell cast this turn, and ends in the cleanup step (CR 514.2)."""
    from oraclec.runtime.turns import cleanup

    whenever_you_cast = fx.Trigger(event="cast", what=fx.Filter(zone="stack"), player=YOU)
    sorcery(pool, "Spell Feast", fx.DelayedTrigger(trigger=whenever_you_cast, effects=(fx.GainLife(amount=one(1)),), duration="end_of_turn"))
    sorcery(pool, "Nothing Much", fx.GainLife(amount=one(0)))
    sorcery(pool, "Nothing More", fx.GainLife(amount=one(0)))
    game = setup({"alice": {"hand": ["Spell Feast", "Nothing Much", "Nothing More"]}, "bob": {}})
    cast_and_resolve(game, "Spell Feast")
    cast_and_resolve(game, "Nothing Much")
    cast_and_resolve(game, "Nothing More")
    assert game.player("alice").life == 22
    assert len(game.state.delayed_triggers) == 1
    cleanup(game)
    assert game.state.delayed_triggers == []


def test_becomes_the_color_of_your_choice(setup, pool) -> None:
    """CR 608.2d: "Target creature becomes the color of your choice until end of turn": the color
    is chosen as the effect begins; the creature has it (layer 5) until the turn ends."""
    target = fx.Target(key="t", what=fx.Filter(types=("Creature",)))
    sorcery(pool, "Paint Job", fx.ChooseQuality(quality="color"), fx.Becomes(what=target, chosen=("color",), duration="end_of_turn"))
    game = setup({"alice": {"hand": ["Paint Job"], "battlefield": ["Grizzly Bears"]}, "bob": {}}, answers={"alice": {"mode": ["U"]}})
    cast_and_resolve(game, "Paint Job", targets={"t": [game.find("Grizzly Bears")]})
    assert game.characteristics(game.find("Grizzly Bears")).colors == ("U",)


def test_if_you_cast_it_is_false_for_a_permanent_put_onto_the_battlefield(setup, pool) -> None:
    """"When ~ enters, if you cast it, ...": a permanent put onto the battlefield by an effect
    was not cast (WasCast, CR 601.2), so the intervening if fails (CR 603.4)."""
    trigger = fx.TriggeredAbility(trigger=fx.Trigger(event="enters", what=fx.This()), effects=(fx.GainLife(amount=fx.Fixed(value=3)),), condition=fx.WasCast())
    pool.add(homebrew("Proud Herald", "Creature — Human", mana_cost="{0}", power=1, toughness=1, abilities=[trigger]))
    game = setup({"alice": {"hand": ["Proud Herald", "Proud Herald"]}, "bob": {}})
    game.cast("alice", "Proud Herald")
    game.resolve_stack()
    assert game.player("alice").life == 23
    game.move(game.find("Proud Herald", zone="hand"), "battlefield", controller="alice")
    game.resolve_stack()
    assert game.player("alice").life == 23


def test_an_opponent_lost_life_this_turn_reads_the_compilers_event_names(setup, pool) -> None:
    """"if an opponent lost life this turn" (HappenedThisTurn "lost_life"): life lost by damage
    counts; nothing happened before it."""
    lost = fx.HappenedThisTurn(what=fx.EachOpponent(), event="lost_life", period="turn")
    pool.add(homebrew("Cruel Study", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(fx.Conditional(condition=lost, effects=(fx.Draw(),)),))]))
    game = setup({"alice": {"hand": ["Cruel Study", "Cruel Study"], "library": ["Island"] * 3}, "bob": {}})
    game.cast("alice", "Cruel Study")
    game.resolve_stack()
    assert len(game.zone("hand", "alice")) == 1
    game.deal_damage(None, "bob", 2)
    game.cast("alice", "Cruel Study")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]


def test_a_creature_that_left_the_battlefield_this_turn(setup, pool) -> None:
    """"a creature card in your graveyard that left the battlefield this turn" (HappenedThisTurn
    "left_battlefield"): the card is found through the zone change that made it (CR 400.7)."""
    left = fx.HappenedThisTurn(what=fx.Filter(types=("Creature",), zone="graveyard"), event="left_battlefield", period="turn")
    pool.add(homebrew("Grave Count", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(fx.Conditional(condition=left, effects=(fx.GainLife(amount=one(5)),)),))]))
    pool.add(homebrew("Plain Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    game = setup({"alice": {"hand": ["Grave Count", "Grave Count"], "battlefield": ["Plain Bear"]}, "bob": {}})
    game.cast("alice", "Grave Count")
    game.resolve_stack()
    assert game.player("alice").life == 20
    game.destroy(game.find("Plain Bear"))
    game.cast("alice", "Grave Count")
    game.resolve_stack()
    assert game.player("alice").life == 25


def test_no_card_is_in_an_opening_hand_once_the_game_has_begun(setup, pool) -> None:
    """CR 103.6: "If this card is in your opening hand" reads the hand kept before the first
    turn; in a game under way, a card in hand is not in an opening hand."""
    opening = fx.Is(what=THIS, test=fx.Filter(zone="hand", zone_owner=YOU, kind="card", states=("opening hand",)))
    ability = fx.StaticAbility(effects=(fx.GrantAbilities(what=YOU, abilities=(fx.Keyword(name="hexproof", rule="702.11"),)),), condition=opening, zone="hand")
    pool.add(homebrew("Early Ward", "Enchantment", mana_cost="{0}", abilities=[ability]))
    game = setup({"alice": {"hand": ["Early Ward"]}, "bob": {}})
    assert not game.check_condition(opening, Context(controller="alice", source_id=game.find("Early Ward").id))
    assert not game.unsupported


def _pay_then_bolt_when_you_do(pool) -> str:  # type: ignore[no-untyped-def]
    """"You may pay {1}. When you do, this spell deals 2 damage to any target." (CR 603.12)."""
    bolt = fx.DealDamage(to=fx.Target(key="reflexive", what=fx.AnyTarget()), amount=one(2))
    return sorcery(pool, "Paid Spark", fx.May(effects=(fx.Pay(costs=(fx.ManaPayment(mana="{1}"),)),)), fx.ReflexiveTrigger(effects=(bolt,)))


def test_a_reflexive_trigger_goes_on_the_stack_when_the_choice_is_taken(setup, pool) -> None:
    """CR 603.12: "When you do, ..." triggers once the instructions before it are followed; its
    target is chosen as it is put on the stack (CR 603.3d), not when the spell was cast."""
    _pay_then_bolt_when_you_do(pool)
    game = setup({"alice": {"hand": ["Paid Spark"], "battlefield": ["Mountain"]}, "bob": {}},
                 answers={"alice": {"may": [True], "target": ["bob"]}})
    game.cast("alice", "Paid Spark")
    game.resolve_top()
    assert game.player("bob").life == 20 and len(game.zone("stack").objects) == 1  # triggered, not yet resolved
    game.resolve_stack()
    assert game.player("bob").life == 18


def test_a_reflexive_trigger_does_not_trigger_when_the_choice_is_declined(setup, pool) -> None:
    """CR 603.12: no "you do", no trigger."""
    _pay_then_bolt_when_you_do(pool)
    game = setup({"alice": {"hand": ["Paid Spark"], "battlefield": ["Mountain"]}, "bob": {}}, answers={"alice": {"may": [False]}})
    cast_and_resolve(game, "Paid Spark")
    assert game.player("bob").life == 20 and not game.state.pending_triggers and game.names("stack") == []


def test_a_delayed_trigger_for_this_turn_ends_with_the_turn(setup, pool) -> None:
    """CR 603.7c: "When that creature dies this turn, ..." triggers only in the turn it was
    created; on a later turn it is gone."""
    bears = fx.Target(key="t", what=fx.Filter(types=("Creature",)))
    dies = fx.Trigger(event="dies", what=bears, during="this_turn")
    sorcery(pool, "Last Wish", fx.DelayedTrigger(trigger=dies, effects=(fx.GainLife(amount=one(3)),)))
    game = setup({"alice": {"hand": ["Last Wish"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    cast_and_resolve(game, "Last Wish", targets={"t": [game.find("Grizzly Bears")]})
    assert len(game.state.delayed_triggers) == 1
    game.state.turn += 1  # the next turn: the bears die, nothing triggers
    game.move(game.find("Grizzly Bears"), "graveyard")
    game.resolve_stack()
    assert game.player("alice").life == 20 and game.state.delayed_triggers == []


def test_a_delayed_trigger_for_this_turn_triggers_in_that_turn(setup, pool) -> None:
    """CR 603.7b: "When that creature dies this turn, ..." triggers the next time it dies."""
    bears = fx.Target(key="t", what=fx.Filter(types=("Creature",)))
    dies = fx.Trigger(event="dies", what=bears, during="this_turn")
    sorcery(pool, "Last Wish", fx.DelayedTrigger(trigger=dies, effects=(fx.GainLife(amount=one(3)),)))
    game = setup({"alice": {"hand": ["Last Wish"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    cast_and_resolve(game, "Last Wish", targets={"t": [game.find("Grizzly Bears")]})
    game.move(game.find("Grizzly Bears"), "graveyard")
    game.resolve_stack()
    assert game.player("alice").life == 23 and game.state.delayed_triggers == []


def test_blocked_by_this_is_an_attacker_the_source_blocks(setup, pool) -> None:
    """CR 509.1g: "each creature blocking or blocked by this creature" — here the attacker that
    the source (a blocker) blocks."""
    from oraclec.runtime.references import matches

    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {"battlefield": ["Kami of Old Stone"]}})
    bears, elves, kami = game.find("Grizzly Bears"), game.find("Llanowar Elves"), game.find("Kami of Old Stone")
    game.state.combat = {"attackers": {bears.id: "bob", elves.id: "bob"}, "blockers": {bears.id: [kami.id]}}
    ctx = Context(controller="bob", source_id=kami.id)
    blocked_by_this = fx.Filter(types=("Creature",), any_of=(fx.Filter(states=("blocking this",)), fx.Filter(states=("blocked by this",))))
    assert matches(game, bears, blocked_by_this, ctx)
    assert not matches(game, elves, blocked_by_this, ctx)


def test_blocking_blocked_by_and_attacking_a_reference(setup, pool) -> None:
    """CR 509.1a, 509.1g: "creatures blocking target creature", "blocked by target creature";
    CR 506.3, 508.1b: "attacking you or a planeswalker you control" (each part, none chosen)."""
    from oraclec.runtime.references import matches

    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {"battlefield": ["Kami of Old Stone", "Grizzly Bears"]}})
    bears, elves = game.find("Grizzly Bears", player="alice"), game.find("Llanowar Elves")
    kami, bob_bears = game.find("Kami of Old Stone"), game.find("Grizzly Bears", player="bob")
    game.state.combat = {"attackers": {bears.id: "bob", elves.id: "bob"}, "blockers": {bears.id: [kami.id], elves.id: [bob_bears.id]}}
    target = fx.Target(key="t", what=fx.Filter(types=("Creature",)))
    ctx = Context(controller="alice", targets={"t": [bears.id]})
    blocking = fx.Filter(types=("Creature",), blocking=target)
    assert [o.name for o in game.battlefield() if matches(game, o, blocking, ctx)] == ["Kami of Old Stone"]
    blocked_by = fx.Filter(types=("Creature",), blocked_by=target)
    assert not [o for o in game.battlefield() if matches(game, o, blocked_by, ctx)]  # the target attacks
    ctx = Context(controller="alice", targets={"t": [kami.id]})
    assert [o.id for o in game.battlefield() if matches(game, o, blocked_by, ctx)] == [bears.id]
    you_or_yours = fx.Union(parts=(YOU, fx.Filter(types=("Planeswalker",), controller=YOU)), either=True)
    attacking = fx.Filter(types=("Creature",), attacking=you_or_yours)
    assert [o.id for o in game.battlefield() if matches(game, o, attacking, Context(controller="bob"))] == [bears.id, elves.id]
    assert not [o for o in game.battlefield() if matches(game, o, attacking, Context(controller="alice"))]


def test_attacking_this_is_attacking_the_source_not_any_attack(setup, pool) -> None:
    """CR 506.3: "creatures attacking this planeswalker" — a creature attacking a player is not
    attacking the planeswalker, blocked or not."""
    from oraclec.runtime.references import matches

    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Kami of Old Stone", "Llanowar Elves"]}})
    bears, kami, elves = game.find("Grizzly Bears"), game.find("Kami of Old Stone"), game.find("Llanowar Elves")
    game.state.combat = {"attackers": {bears.id: "bob"}, "blockers": {bears.id: [elves.id]}}
    attacking_this = fx.Filter(types=("Creature",), states=("attacking this",))
    assert not matches(game, bears, attacking_this, Context(controller="bob", source_id=kami.id))
    game.state.combat = {"attackers": {bears.id: kami.id}, "blockers": {}}
    assert matches(game, bears, attacking_this, Context(controller="bob", source_id=kami.id))


def test_an_attacker_made_blocked_by_an_effect_deals_no_combat_damage(setup, pool) -> None:
    """CR 509.1h: "Target unblocked attacking creature becomes blocked." — it is blocked with no
    blocker, so it assigns no combat damage to the player (CR 510.1c)."""
    from oraclec.runtime.combat import combat_damage

    target = fx.Target(key="t", what=fx.Filter(types=("Creature",), states=("unblocked", "attacking")))
    sorcery(pool, "Block In Name", fx.BecomeBlocked(what=target))
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {"hand": ["Block In Name"]}})
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    game.state.combat = {"attackers": {bears.id: "bob", elves.id: "bob"}, "blockers": {}}
    game.run((fx.BecomeBlocked(what=target),), Context(controller="bob", targets={"t": [bears.id]}))
    combat_damage(game)
    assert game.player("bob").life == 19  # only the elves' 1 damage


def test_a_die_roll_gives_each_face_and_only_those(setup) -> None:
    """CR 706.1: a d4's result is 1, 2, 3 or 4, remembered for what reads it (CR 706.2)."""
    game = setup({"alice": {}, "bob": {}})
    seen = set()
    for _ in range(200):
        ctx = Context(controller="alice")
        game.execute(fx.RollDie(sides=4), ctx)
        seen.update(ctx.results["die result"])
    assert seen == {1, 2, 3, 4}


class _Die:
    """A random source whose every die roll comes out as ``face``."""

    def __init__(self, face: int) -> None:
        self.face = face

    def randint(self, low: int, high: int) -> int:
        assert low <= self.face <= high
        return self.face


def test_the_result_is_the_face_the_die_rolled_before_showed(setup, pool) -> None:
    """"Roll a d4. You gain life equal to the result." (CR 706.2)."""
    sorcery(pool, "Lucky Roll", fx.RollDie(sides=4), fx.GainLife(amount=fx.DieResult()))
    game = setup({"alice": {"hand": ["Lucky Roll"]}, "bob": {}})
    game.state.rng = _Die(3)  # type: ignore[assignment]
    cast_and_resolve(game, "Lucky Roll")
    assert game.player("alice").life == 23


def test_waterbend_taps_artifacts_and_creatures_for_its_generic_mana_and_mana_pays_the_rest(setup, pool) -> None:
    """CR 701.67a: "Waterbend {3}": each untapped artifact or creature tapped pays {1}; with two
    creatures and one Island, the cost is paid (two tapped, one mana); with one creature only it
    can't be, and nothing is paid."""
    pool.add(homebrew("Tide Caller", "Enchantment", mana_cost="{1}", abilities=[fx.ActivatedAbility(costs=(fx.WaterbendCost(mana="{3}"),), effects=(fx.GainLife(amount=one(1)),))]))
    game = setup({"alice": {"battlefield": ["Tide Caller", "Grizzly Bears", "Grizzly Bears", "Island"]}, "bob": {}})
    game.activate("alice", "Tide Caller")
    game.resolve_stack()
    assert game.player("alice").life == 21
    assert [o.tapped for o in (game.find("Grizzly Bears"), game.find("Grizzly Bears", nth=2), game.find("Island"))] == [True, True, True]
    game = setup({"alice": {"battlefield": ["Tide Caller", "Grizzly Bears", "Island"]}, "bob": {}})
    before = game.snapshot()
    with pytest.raises(Exception) as info:
        game.activate("alice", "Tide Caller")
    assert getattr(info.value, "reason", None) == "cost" and game.snapshot() == before


@pytest.mark.parametrize(("face", "life"), [(1, 21), (14, 21), (15, 22), (19, 22), (20, 25)])
def test_the_row_of_a_die_result_table_the_result_falls_in_is_done(setup, pool, face, life) -> None:
    """CR 706.2: "Roll a d20. 1—14 | gain 1 life. 15—19 | gain 2 life. 20 | gain 5 life.": the
    instructions of the one row the result falls in."""
    rows = tuple(fx.DieResultRow(low=low, high=high, effects=(fx.GainLife(amount=one(n)),)) for low, high, n in ((1, 14, 1), (15, 19, 2), (20, None, 5)))
    sorcery(pool, "Table Roll", fx.RollDie(sides=20, results=rows))
    game = setup({"alice": {"hand": ["Table Roll"]}, "bob": {}})
    game.state.rng = _Die(face)  # type: ignore[assignment]
    cast_and_resolve(game, "Table Roll")
    assert game.player("alice").life == life


def test_remove_any_number_of_counters_as_a_cost_and_for_each_counter_removed_this_way(setup, pool) -> None:
    """"{T}, Remove any number of charge counters from this artifact: You gain 1 life for each
    charge counter removed this way." (CR 122.8): the player picks how many, up to those there."""
    cost = (fx.TapSelf(), fx.RemoveCountersCost(counter="charge", amount=fx.AnyNumber()))
    gain = fx.GainLife(amount=fx.Scaled(value=fx.CountersRemoved(), numerator=1))
    pool.add(homebrew("Charge Battery", "Artifact", mana_cost="{1}", abilities=[fx.ActivatedAbility(costs=cost, effects=(gain,))]))
    game = setup({"alice": {"battlefield": [{"card": "Charge Battery", "counters": {"charge": 3}}]}, "bob": {}}, answers={"alice": {"number": [2]}})
    game.activate("alice", "Charge Battery")
    game.resolve_stack()
    assert game.player("alice").life == 22
    assert dict(game.find("Charge Battery").counters) == {"charge": 1}


def test_remove_any_number_of_counters_as_an_instruction(setup, pool) -> None:
    """"Remove any number of charge counters from each artifact. Draw a card for each counter
    removed this way.": chosen for the object, up to those it has."""
    pool.add(homebrew("Charged Relic", "Artifact", mana_cost="{1}"))
    sorcery(pool, "Time Thief", fx.RemoveCounters(what=fx.Filter(types=("Artifact",)), counter="charge", amount=fx.AnyNumber()), fx.Draw(amount=fx.CountersRemoved()))
    game = setup({"alice": {"hand": ["Time Thief"], "library": ["Island"] * 5, "battlefield": [{"card": "Charged Relic", "counters": {"charge": 3}}]}, "bob": {}}, answers={"alice": {"number": [3]}})
    cast_and_resolve(game, "Time Thief")
    assert not game.find("Charged Relic").counters
    assert len(game.zone("hand", "alice")) == 3


def test_remove_counters_from_among_creatures_as_a_cost_takes_them_from_any_of_them(setup, pool) -> None:
    """"{1}, Remove two +1/+1 counters from among creatures you control: Draw a card." (CR
    122.8): two in all, one from each of two creatures here; with one counter in all, unpayable."""
    cost = (fx.RemoveCountersCost(counter="+1/+1", amount=one(2), what=fx.Filter(types=("Creature",), controller=YOU), among=True),)
    pool.add(homebrew("Shared Growth", "Enchantment", mana_cost="{1}", abilities=[fx.ActivatedAbility(costs=cost, effects=(fx.GainLife(amount=fx.Scaled(value=fx.CountersRemoved(), numerator=1)),))]))
    bears = [{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}] * 2
    game = setup({"alice": {"battlefield": ["Shared Growth", *bears]}, "bob": {}})
    game.activate("alice", "Shared Growth")
    game.resolve_stack()
    assert game.player("alice").life == 22
    assert not game.find("Grizzly Bears").counters and not game.find("Grizzly Bears", nth=2).counters
    game = setup({"alice": {"battlefield": ["Shared Growth", bears[0]]}, "bob": {}})
    with pytest.raises(Exception) as info:
        game.activate("alice", "Shared Growth")
    assert getattr(info.value, "reason", None) == "cost"


def test_switched_power_and_toughness_come_after_every_other_change_and_end_with_the_turn(setup, pool) -> None:
    """CR 613.4d: the switch is applied in layer 7d, after a +0/+1 in 7c however late that
    began; "until end of turn" ends in the cleanup step (CR 514.2)."""
    from oraclec.runtime.turns import cleanup

    kami = fx.Target(key="target", what=fx.Filter(types=("Creature",)))
    sorcery(pool, "Turn Around", fx.SwitchPT(what=kami))
    sorcery(pool, "Stone Skin", fx.ModifyPT(what=kami, toughness=one(1)))
    game = setup({"alice": {"hand": ["Turn Around", "Stone Skin"]}, "bob": {"battlefield": ["Kami of Old Stone"]}}, answers={"alice": {"target": ["Kami of Old Stone"] * 2}})
    stone = game.find("Kami of Old Stone")
    cast_and_resolve(game, "Turn Around")
    assert (game.power(stone), game.toughness(stone)) == (7, 1)
    cast_and_resolve(game, "Stone Skin")
    assert (game.power(stone), game.toughness(stone)) == (8, 1)
    cleanup(game)
    assert (game.power(stone), game.toughness(stone)) == (1, 7)


def test_unattach_leaves_the_equipment_on_the_battlefield_attached_to_nothing(setup, pool) -> None:
    """CR 701.3d: "unattach all Equipment from target creature" unattaches only what is on that
    creature."""
    pool.add(homebrew("Plain Sword", "Artifact — Equipment", mana_cost="{1}"))
    pool.add(homebrew("Plain Shield", "Artifact — Equipment", mana_cost="{1}"))
    creature = fx.Target(key="target", what=fx.Filter(types=("Creature",)))
    sorcery(pool, "Disarm", fx.Unattach(what=fx.Filter(subtypes=("Equipment",)), source=creature))
    game = setup({"alice": {"hand": ["Disarm"]}, "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Plain Sword", "Plain Shield"]}}, answers={"alice": {"target": ["Grizzly Bears"]}})
    bear, elves, sword, shield = (game.find(n) for n in ("Grizzly Bears", "Llanowar Elves", "Plain Sword", "Plain Shield"))
    sword.attached_to, shield.attached_to = bear.id, elves.id
    cast_and_resolve(game, "Disarm")
    assert sword.attached_to is None and sword.zone == "battlefield"
    assert shield.attached_to == elves.id
    assert [e.object.name for e in game.events("unattach")] == ["Plain Sword"]


def test_an_attacker_removed_from_combat_deals_no_combat_damage_and_the_one_it_blocked_stays_blocked(setup, pool) -> None:
    """CR 506.4: "remove it from combat"; an attacker whose only blocker is removed stays
    blocked (CR 509.1h) and, without trample, deals no combat damage."""
    from oraclec.runtime.combat import combat_damage

    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {"battlefield": ["Kami of Old Stone"]}})
    bears, elves, kami = game.find("Grizzly Bears"), game.find("Llanowar Elves"), game.find("Kami of Old Stone")
    game.state.combat = {"attackers": {bears.id: "bob", elves.id: "bob"}, "blockers": {bears.id: [kami.id]}}
    game.run((fx.RemoveFromCombat(what=fx.Target(key="t", what=fx.Filter(types=("Creature",)))),), Context(controller="bob", targets={"t": [elves.id]}))
    game.run((fx.RemoveFromCombat(what=fx.Target(key="t", what=fx.Filter(types=("Creature",)))),), Context(controller="bob", targets={"t": [kami.id]}))
    combat_damage(game)
    assert game.player("bob").life == 20  # the elves left combat; the bears are still blocked
    assert kami.damage == 0  # the kami left combat too: the bears assign it nothing
    assert [e.object.name for e in game.events("remove_from_combat")] == ["Llanowar Elves", "Kami of Old Stone"]


def test_a_regenerated_attacker_is_removed_from_combat(setup, pool) -> None:
    """CR 701.19a: "If it's an attacking or blocking creature, remove it from combat"."""
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.state.combat = {"attackers": {bears.id: "bob"}, "blockers": {}}
    game.run((fx.Regenerate(what=fx.This()),), Context(controller="alice", source_id=bears.id))
    assert game.destroy(bears) is None and bears.zone == "battlefield" and bears.tapped
    assert bears.id not in game.state.combat["attackers"]


def test_your_choice_of_keywords_grants_only_the_chosen_one(setup, pool) -> None:
    """CR 608.2d: "target creature gains your choice of flying or lifelink until end of turn":
    one target, chosen on casting; the keyword chosen as it resolves."""
    target = fx.Target(key="target", what=fx.Filter(types=("Creature",)))
    flying, lifelink = (fx.Keyword(name=name) for name in ("flying", "lifelink"))
    options = tuple(fx.GrantAbilities(what=target, abilities=(keyword,)) for keyword in (flying, lifelink))
    sorcery(pool, "Pick a Gift", fx.ChooseEffect(options=options))
    game = setup({"alice": {"hand": ["Pick a Gift"]}, "bob": {"battlefield": ["Grizzly Bears"]}}, answers={"alice": {"target": ["Grizzly Bears"], "mode": [2]}})
    cast_and_resolve(game, "Pick a Gift")
    bears = game.characteristics(game.find("Grizzly Bears"))
    assert bears.has_keyword("Lifelink") and not bears.has_keyword("Flying")


def test_the_legend_rule_does_not_apply_to_the_permanents_an_effect_names(setup, pool) -> None:
    """CR 704.5j: 'The "legend rule" doesn't apply to permanents you control.'; an opponent's
    legends still follow it."""
    pool.add(homebrew("Lone Hero", "Legendary Creature — Human", mana_cost="{W}", power=1, toughness=1))
    exemption = fx.Restriction(what=fx.Filter(controller=YOU), rule=fx.LEGEND_RULE_EXEMPTION)
    pool.add(homebrew("Hall of Heroes", "Enchantment", mana_cost="{1}", abilities=[fx.StaticAbility(effects=(exemption,))]))
    game = setup({"alice": {"battlefield": ["Hall of Heroes", "Lone Hero", "Lone Hero"]}, "bob": {"battlefield": ["Lone Hero", "Lone Hero"]}})
    game.check_state()
    assert [o.name for o in game.battlefield("alice")].count("Lone Hero") == 2
    assert [o.name for o in game.battlefield("bob")].count("Lone Hero") == 1


def test_the_maximum_hand_size_is_set_or_changed_by_static_effects(setup, pool) -> None:
    """CR 402.2, 514.1: "Your maximum hand size is two." and "Each opponent's maximum hand
    size is reduced by one.": the cleanup step discards down to what they leave."""
    from oraclec.runtime.player_rules import maximum_hand_size
    from oraclec.runtime.turns import cleanup

    small = fx.MaximumHandSize(player=YOU, value=one(2))
    pool.add(homebrew("Small Hands", "Enchantment", mana_cost="{1}", abilities=[fx.StaticAbility(effects=(small,))]))
    smaller = fx.MaximumHandSize(player=fx.EachOpponent(), change=fx.Fixed(value=-1))
    pool.add(homebrew("Shrinking Grip", "Enchantment", mana_cost="{1}", abilities=[fx.StaticAbility(effects=(smaller,))]))
    game = setup({"alice": {"battlefield": ["Small Hands"], "hand": ["Island"] * 5}, "bob": {}})
    assert maximum_hand_size(game, "alice") == 2 and maximum_hand_size(game, "bob") == 7
    cleanup(game)
    assert len(game.zone("hand", "alice")) == 2
    game = setup({"alice": {"hand": ["Island"] * 8}, "bob": {"battlefield": ["Shrinking Grip"]}})
    assert maximum_hand_size(game, "alice") == 6 and maximum_hand_size(game, "bob") == 7
    cleanup(game)
    assert len(game.zone("hand", "alice")) == 6


# -- casting as though spells had flash (CR 601.3b, 609.4b, 702.8) ------------------------------
def instant_speed_turn(setup, hand: list[str]) -> Game:  # type: ignore[no-untyped-def]
    """alice in her upkeep (no sorcery timing, CR 307.1), with ``hand`` and mana."""
    game = setup({"alice": {"hand": hand, "battlefield": ["Island"] * 3, "library": ["Island"] * 4}, "bob": {"library": ["Swamp"] * 3}})
    while game.state.step != "upkeep":
        game.advance()
    game.state.priority = game.player("alice").index
    return game


def test_spells_this_turn_as_though_they_had_flash_are_cards_cast_later(setup, pool) -> None:
    """"You may cast spells this turn as though they had flash." (Borne Upon a Wind): the
    description is read as each later card is cast (CR 611.2c: not a characteristic change),
    not only of the spells on the stack as it resolves."""
    quick = "Quick Wind"
    pool.add(homebrew(quick, "Instant", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(fx.AsThough(kind="flash", what=fx.Filter(zone="stack"), duration="end_of_turn"),))]))
    slow = sorcery(pool, "Slow Study", fx.Draw())
    game = instant_speed_turn(setup, [quick, slow])
    cast_and_resolve(game, quick)
    game.state.priority = game.player("alice").index
    cast_and_resolve(game, slow)
    assert slow in game.names("graveyard", "alice")


def test_as_though_it_had_flash_for_a_cost_is_paid_only_at_instant_speed(setup, pool) -> None:
    """"You may cast this spell as though it had flash if you pay {2} more to cast it." (Rout,
    CR 601.2f): outside sorcery timing the spell costs {2} more, and can't be cast without it;
    in a main phase with an empty stack it costs its mana cost."""
    permission = fx.StaticAbility(effects=(fx.AsThough(kind="flash", what=THIS, cost=(fx.ManaPayment(mana="{2}"),)),), zone="any")
    pool.add(homebrew("Costly Rout", "Sorcery", mana_cost="{1}", abilities=[permission, fx.SpellAbility(effects=(fx.Draw(),))]))
    game = setup({"alice": {"hand": ["Costly Rout"], "battlefield": ["Island"] * 2, "library": ["Island"] * 4}, "bob": {"library": ["Swamp"] * 3}})
    while game.state.step != "upkeep":
        game.advance()
    game.state.priority = game.player("alice").index
    with pytest.raises(IllegalAction) as refused:
        game.cast("alice", "Costly Rout")  # {1} + {2} with two Islands
    assert refused.value.reason == "cost"
    assert not any(o.tapped for o in game.battlefield("alice"))  # the refused cast paid nothing
    game = setup({"alice": {"hand": ["Costly Rout"], "battlefield": ["Island"] * 3, "library": ["Island"] * 4}, "bob": {"library": ["Swamp"] * 3}})
    while game.state.step != "upkeep":
        game.advance()
    game.state.priority = game.player("alice").index
    cast_and_resolve(game, "Costly Rout")
    assert all(o.tapped for o in game.battlefield("alice"))
    game = setup({"alice": {"hand": ["Costly Rout"], "battlefield": ["Island"] * 3, "library": ["Island"] * 4}, "bob": {}})
    cast_and_resolve(game, "Costly Rout")  # main phase, empty stack: its mana cost only
    assert sum(o.tapped for o in game.battlefield("alice")) == 1


def test_this_spell_as_though_it_had_flash_works_from_the_hand(setup, pool) -> None:
    """"You may cast this spell as though it had flash." of a creature card and of a sorcery
    card, compiled as a static ability that functions where the card is cast from (CR 113.6e):
    each is cast in the upkeep."""
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    parsed = parse_ability(normalise_ability("You may cast this spell as though it had flash."))
    assert parsed.line is not None
    (rule,) = compiler.compile_line(parsed.line)
    pool.add(homebrew("Quick Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2, abilities=[rule]))
    pool.add(homebrew("Quick Sorcery", "Sorcery", mana_cost="{0}", abilities=[rule, fx.SpellAbility(effects=(fx.Draw(),))]))
    game = instant_speed_turn(setup, ["Quick Bear", "Quick Sorcery"])
    cast_and_resolve(game, "Quick Bear")
    game.state.priority = game.player("alice").index
    cast_and_resolve(game, "Quick Sorcery")
    assert "Quick Bear" in game.names("battlefield", "alice") and "Quick Sorcery" in game.names("graveyard", "alice")


# -- "You may cast this card from your graveyard [using its blitz ability]." (CR 601.3, 113.6f) -------
def compiled_abilities(*texts: str) -> list[fx.Ability]:
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    out: list[fx.Ability] = []
    for text in texts:
        parsed = parse_ability(normalise_ability(text))
        assert parsed.line is not None, parsed.error
        abilities = compiler.compile_line(parsed.line, text=text)
        assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
        out.extend(abilities)
    return out


def test_this_card_from_your_graveyard_is_this_card_only(setup, pool) -> None:
    """"You may cast this card from your graveyard as long as you control a Zombie."
    (Gravecrawler): the card itself, from its owner's graveyard, while the condition holds; not
    another card of that graveyard (it was read as "any card in your graveyard")."""
    pool.add(homebrew("Grave Bear", "Creature — Zombie Bear", mana_cost="{0}", power=2, toughness=2,
                      abilities=compiled_abilities("You may cast this card from your graveyard as long as you control a Zombie.")))
    pool.add(homebrew("Plain Bear", "Creature — Bear", mana_cost="{0}", power=2, toughness=2))
    pool.add(homebrew("Old Zombie", "Creature — Zombie", mana_cost="{0}", power=2, toughness=2))
    game = setup({"alice": {"graveyard": ["Grave Bear", "Plain Bear"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Grave Bear", zone="graveyard")  # no Zombie
    game = setup({"alice": {"graveyard": ["Grave Bear", "Plain Bear"], "battlefield": ["Old Zombie"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Plain Bear", zone="graveyard")
    cast_and_resolve(game, "Grave Bear", zone="graveyard")
    assert "Grave Bear" in game.names("battlefield", "alice")


def test_cast_from_your_graveyard_using_its_blitz_ability(setup, pool) -> None:
    """"You may cast this card from your graveyard using its blitz ability." (Sabin): from the
    graveyard for its blitz cost (CR 702.152a), not for its mana cost."""
    pool.add(homebrew("Blitz Monk", "Creature — Human Monk", mana_cost="{0}", power=3, toughness=3,
                      abilities=compiled_abilities("Blitz {1}", "You may cast this card from your graveyard using its blitz ability.")))
    game = setup({"alice": {"graveyard": ["Blitz Monk"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Blitz Monk", zone="graveyard")  # {1}: no mana
    game = setup({"alice": {"graveyard": ["Blitz Monk"], "battlefield": ["Island"]}, "bob": {}})
    game.cast("alice", "Blitz Monk", zone="graveyard", method="blitz")
    assert game.stack_items()[0].cast.method == "blitz"
    game.resolve_stack()
    assert "Blitz Monk" in game.names("battlefield", "alice") and game.find("Island").tapped


def test_a_flash_permission_with_a_condition_holds_while_the_condition_does(setup, pool) -> None:
    """"If you control a Plains, you may cast this spell as though it had flash." (CR 601.3d):
    in the upkeep the sorcery is refused without a Plains and cast with one."""
    pool.add(homebrew("Plains Trick", "Sorcery", mana_cost="{0}", abilities=[
        *compiled_abilities("If you control a Plains, you may cast this spell as though it had flash."), fx.SpellAbility(effects=(fx.Draw(),))]))
    game = instant_speed_turn(setup, ["Plains Trick"])
    with pytest.raises(IllegalAction):
        game.cast("alice", "Plains Trick")
    game = setup({"alice": {"hand": ["Plains Trick"], "battlefield": ["Plains"], "library": ["Island"] * 4}, "bob": {"library": ["Swamp"] * 3}})
    while game.state.step != "upkeep":
        game.advance()
    game.state.priority = game.player("alice").index
    cast_and_resolve(game, "Plains Trick")
    assert "Plains Trick" in game.names("graveyard", "alice")


def _exchange_targets(key: str = "t") -> fx.Target:
    return fx.Target(key=key, what=fx.Filter(types=("Creature",)), min=2, max=2)


def test_exchanging_control_gives_each_player_the_permanent_the_other_controlled(setup, pool) -> None:
    """CR 701.12b: "Exchange control of two target creatures." — creatures of different players
    change hands, and stay so (layer 2, indefinitely)."""
    from oraclec.runtime.turns import cleanup

    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    game.run((fx.ExchangeControl(what=_exchange_targets()),), Context(controller="alice", targets={"t": [bears.id, elves.id]}))
    assert (game.controller_of(bears), game.controller_of(elves)) == ("bob", "alice")
    cleanup(game)  # CR 514.2: effects "until end of turn" end; this one doesn't
    assert (game.controller_of(bears), game.controller_of(elves)) == ("bob", "alice")


def test_exchanging_control_of_two_permanents_of_one_player_or_of_one_left_does_nothing(setup, pool) -> None:
    """CR 701.12b: both controlled by one player, the exchange does nothing; CR 701.12a: with
    one of the two gone (its target illegal), no part of the exchange happens."""
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {"battlefield": ["Kami of Old Stone"]}})
    bears, elves, kami = game.find("Grizzly Bears"), game.find("Llanowar Elves"), game.find("Kami of Old Stone")
    game.run((fx.ExchangeControl(what=_exchange_targets()),), Context(controller="alice", targets={"t": [bears.id, elves.id]}))
    assert (game.controller_of(bears), game.controller_of(elves)) == ("alice", "alice")
    game.move(kami, "graveyard")
    game.run((fx.ExchangeControl(what=_exchange_targets()),), Context(controller="alice", targets={"t": [bears.id, kami.id]}))
    assert game.controller_of(bears) == "alice" and not game.state.effects


def test_exchanging_life_totals_gains_and_loses_the_difference(setup, pool) -> None:
    """CR 701.12c: "Exchange life totals with target opponent." — 20 and 7 become 7 and 20, by
    losing 13 and gaining 13 life (life events, which triggers see)."""
    game = setup({"alice": {}, "bob": {}})
    game.player("bob").life = 7
    exchange = fx.ExchangeLifeTotals(players=fx.Union(parts=(YOU, fx.Target(key="t", what=fx.EachOpponent()))))
    game.run((exchange,), Context(controller="alice", targets={"t": ["bob"]}))
    assert (game.player("alice").life, game.player("bob").life) == (7, 20)
    assert game.state.turn_record.life_gained["bob"] == 13 and game.state.turn_record.life_lost["alice"] == 13


def test_no_life_totals_are_exchanged_if_the_player_who_would_gain_cant(setup, pool) -> None:
    """CR 701.12a with 119.7: a player who can't gain life can't be given a higher total, so no
    part of the exchange happens (the other player loses nothing either)."""
    game = setup({"alice": {}, "bob": {}})
    game.player("bob").life = 7
    game.run((fx.Restriction(what=fx.EachOpponent(), rule=fx.PlayerRuleName.CANT_GAIN_LIFE, duration="end_of_turn"),), Context(controller="alice"))
    exchange = fx.ExchangeLifeTotals(players=fx.Union(parts=(YOU, fx.Target(key="t", what=fx.EachOpponent()))))
    game.run((exchange,), Context(controller="alice", targets={"t": ["bob"]}))
    assert (game.player("alice").life, game.player("bob").life) == (20, 7)


def test_rolling_a_die_triggers_whenever_you_roll_one_or_more_dice_and_the_result_is_that_rolls(setup, pool) -> None:
    """CR 706.1-2: "Whenever you roll one or more dice, put a number of charge counters on this
    artifact equal to the result." — the roll is an event of the player who rolled, and "the
    result" in the triggered ability is that roll's; an opponent's roll doesn't trigger it."""
    trigger = fx.TriggeredAbility(trigger=fx.Trigger(event="roll_dice", player=YOU), effects=(fx.PutCounters(what=THIS, counter="charge", amount=fx.DieResult()),))
    pool.add(homebrew("Rolling Box", "Artifact", mana_cost="{1}", abilities=[trigger]))
    sorcery(pool, "Die Roll", fx.RollDie(sides=6))
    game = setup({"alice": {"hand": ["Die Roll"], "battlefield": ["Rolling Box"]}, "bob": {}})
    game.state.rng = _Die(5)  # type: ignore[assignment]
    cast_and_resolve(game, "Die Roll")
    assert game.find("Rolling Box").counters.get("charge") == 5
    game.run((fx.RollDie(sides=6),), Context(controller="bob"))
    game.resolve_stack()
    assert game.find("Rolling Box").counters.get("charge") == 5


class _Dice:
    """A random source whose die rolls come out as ``faces``, in order."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)

    def randint(self, low: int, high: int) -> int:
        face = self.faces.pop(0)
        assert low <= face <= high
        return face


def test_two_dice_rolled_one_result_chosen_that_result_and_the_other(setup, pool) -> None:
    """CR 706.1, 706.4: "Roll two d8 and choose one result. Draw cards equal to that result.
    Then you gain life equal to the other result." — rolls 2 and 7, the player chooses 2: two
    cards drawn and 7 life gained; a roll of two dice is one event."""
    sorcery(pool, "Two Dice", fx.RollDie(sides=8, count=fx.Fixed(value=2)), fx.ChooseDieResult(), fx.Draw(amount=fx.DieResult()), fx.GainLife(amount=fx.DieResult(other=True)))
    game = setup({"alice": {"hand": ["Two Dice"], "library": ["Island"] * 5}, "bob": {}}, answers={"alice": {"number": [2]}})
    game.state.rng = _Dice(7, 2)  # type: ignore[assignment]
    cast_and_resolve(game, "Two Dice")
    assert len(game.zone("hand", "alice")) == 2 and game.player("alice").life == 27
    (roll,) = game.events("roll_dice")
    assert roll.amount is None and dict(roll.info)["results"] == (7, 2)


@pytest.mark.parametrize(("faces", "life"), [((3, 17), 22), ((17, 3), 22), ((2, 9), 21)])
def test_the_lower_roll_ignored_is_as_if_never_rolled(setup, pool, faces, life) -> None:
    """CR 706.6: "Roll two d20 and ignore the lower roll. 1—14 | gain 1 life. 15—20 | gain 2
    life.": the table reads the higher roll, and the roll's event shows only the kept one."""
    rows = (fx.DieResultRow(low=1, high=14, effects=(fx.GainLife(amount=one(1)),)), fx.DieResultRow(low=15, high=None, effects=(fx.GainLife(amount=one(2)),)))
    sorcery(pool, "Frenzied Roll", fx.RollDie(sides=20, count=fx.Fixed(value=2), ignore="lowest", results=rows))
    game = setup({"alice": {"hand": ["Frenzied Roll"]}, "bob": {}})
    game.state.rng = _Dice(*faces)  # type: ignore[assignment]
    cast_and_resolve(game, "Frenzied Roll")
    assert game.player("alice").life == life
    (roll,) = game.events("roll_dice")
    assert roll.amount == max(faces) and dict(roll.info)["results"] == (max(faces),)


def test_exchanging_a_life_total_with_a_toughness(setup, pool) -> None:
    """CR 701.12g: "Exchange your life total with this creature's toughness." — life 20 and
    toughness 2 become 2 and 20 (the life lost, the toughness set in layer 7b for the game);
    with the creature gone, nothing happens (CR 701.12a)."""
    from oraclec.runtime.turns import cleanup

    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    exchange = fx.ExchangeLifeWithStat(player=YOU, what=THIS, stat="toughness")
    game.run((exchange,), Context(controller="alice", source_id=bears.id))
    assert game.state.turn_record.life_lost["alice"] == 18
    cleanup(game)
    assert game.player("alice").life == 2 and game.characteristics(bears).toughness == 20 and game.power(bears) == 2
    game.move(bears, "graveyard")
    game.run((exchange,), Context(controller="alice", source_id=bears.id))
    assert game.player("alice").life == 2


def test_the_total_of_those_results_is_the_sum_of_the_dice(setup, pool) -> None:
    """CR 706.4: "Roll three d6. You gain life equal to the total of those results." — 1, 2 and
    6: 9 life; "the result" of those three dice, none chosen, is not guessed."""
    sorcery(pool, "Three Dice", fx.RollDie(sides=6, count=fx.Fixed(value=3)), fx.GainLife(amount=fx.DieResult(total=True)))
    game = setup({"alice": {"hand": ["Three Dice"]}, "bob": {}})
    game.state.rng = _Dice(1, 2, 6)  # type: ignore[assignment]
    cast_and_resolve(game, "Three Dice")
    assert game.player("alice").life == 29
    from oraclec.runtime import UnsupportedAtRuntime

    ctx = Context(controller="alice", results={"die result": [1, 2, 6]})
    with pytest.raises(UnsupportedAtRuntime):
        game.evaluate(fx.DieResult(), ctx)


def test_a_roll_modifier_is_added_to_the_natural_result(setup, pool) -> None:
    """CR 706.2: "Roll a d20 and add 5. 1—14 | gain 1 life. 15+ | gain 2 life." — a natural 12
    gives 17: the second row."""
    rows = (fx.DieResultRow(low=1, high=14, effects=(fx.GainLife(amount=one(1)),)), fx.DieResultRow(low=15, high=None, effects=(fx.GainLife(amount=one(2)),)))
    sorcery(pool, "Modified Roll", fx.RollDie(sides=20, modifier=one(5), results=rows))
    game = setup({"alice": {"hand": ["Modified Roll"]}, "bob": {}})
    game.state.rng = _Die(12)  # type: ignore[assignment]
    cast_and_resolve(game, "Modified Roll")
    assert game.player("alice").life == 22
    (roll,) = game.events("roll_dice")
    assert roll.amount == 17
# -- attacking and blocking restrictions (CR 508.1c, 509.1b) ------------------------------------------
def _static(*effects: fx.Effect) -> fx.StaticAbility:
    return fx.StaticAbility(effects=effects)


def _declare_attackers(game: Game) -> None:
    game.state.step = "beginning_of_combat"
    game.advance()


def test_no_more_than_one_creature_can_attack_or_block_each_combat(setup, pool) -> None:
    """CR 508.1c, 509.1b: the declaration offers at most that many; "can attack you" limits only
    the creatures attacking the limit's controller."""
    pool.add(homebrew("Arbiter Stone", "Artifact", mana_cost="{4}", abilities=[_static(fx.CombatLimit(action="attack", most=one()), fx.CombatLimit(action="block", most=one()))]))
    pool.add(homebrew("Narrow Pass", "Artifact", mana_cost="{4}", abilities=[_static(fx.CombatLimit(action="attack", most=one(), defender=YOU))]))
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {"battlefield": ["Arbiter Stone", "Grizzly Bears", "Llanowar Elves"]}}, answers={"alice": {"attackers": [["Grizzly Bears"]]}, "bob": {"blockers": [["Grizzly Bears"]]}})
    _declare_attackers(game)
    assert next(c for c, _ in game.choice_log if c.kind == "attackers").max == 1
    assert len(game.state.combat["attackers"]) == 1
    game.state.combat = {"attackers": {game.find("Grizzly Bears").id: "bob", game.find("Llanowar Elves").id: "bob"}, "blockers": {}}
    from oraclec.runtime.combat import declare_blockers

    declare_blockers(game)
    assert sum(len(b) for b in game.state.combat["blockers"].values()) == 1
    assert [c.max for c, _ in game.choice_log if c.kind == "blockers"] == [1]  # none left for the second attacker
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Narrow Pass"]}, "bob": {}}, answers={"alice": {"attackers": [["Grizzly Bears", "Llanowar Elves"]]}})
    _declare_attackers(game)  # alice's own limit is about creatures attacking her
    assert len(game.state.combat["attackers"]) == 2


def test_a_restriction_naming_other_objects_or_players_restricts_only_those(setup, pool) -> None:
    """"can't attack you" stops attacks on its controller only; "can't block creatures with power
    2 or less" stops only those blocks (CR 508.1c, 509.1b)."""
    opposing = fx.Filter(types=("Creature",), controller=fx.EachOpponent())
    pool.add(homebrew("Ward Glyph", "Enchantment", mana_cost="{W}", abilities=[_static(fx.Restriction(what=fx.Filter(types=("Creature",)), rule="can't attack", other=YOU))]))
    pool.add(homebrew("Small Fear", "Enchantment", mana_cost="{W}", abilities=[_static(fx.Restriction(what=opposing, rule="can't block", other=fx.Filter(types=("Creature",), stat=("power", "<=", one(2)))))]))
    pool.add(homebrew("Big Ox", "Creature — Ox", mana_cost="{3}", power=3, toughness=3))
    attack = {"alice": {"attackers": [["Grizzly Bears"]]}}
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Ward Glyph"]}}, answers=attack)
    _declare_attackers(game)
    assert game.state.combat["attackers"] == {}
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Ward Glyph"]}, "bob": {}}, answers=attack)
    _declare_attackers(game)  # "Creatures can't attack you": alice's own creatures attack bob
    assert list(game.state.combat["attackers"]) == [game.find("Grizzly Bears").id]
    from oraclec.runtime.combat import can_block

    game = setup({"alice": {"battlefield": ["Small Fear"]}, "bob": {"battlefield": ["Llanowar Elves", "Grizzly Bears", "Big Ox"]}})
    elves = game.find("Llanowar Elves")
    assert not can_block(game, elves, game.find("Grizzly Bears"))
    assert can_block(game, elves, game.find("Big Ox"))


def test_landwalk_ignored_and_a_creature_that_cant_transform(setup, pool) -> None:
    """CR 609.4b: "can be blocked as though they didn't have islandwalk"; "can't transform"
    (CR 101.2) stops an instruction to transform (CR 701.27)."""
    from oraclec.runtime.combat import can_block
    from oraclec.runtime.definitions import CardDef, FaceDef

    pool.add(homebrew("Isle Crosser", "Creature — Merfolk", mana_cost="{U}", power=1, toughness=1, abilities=[fx.Keyword(name="islandwalk", rule="702.14")]))
    walkers = fx.Filter(types=("Creature",), keywords=("islandwalk",))
    pool.add(homebrew("Shore Watch", "Enchantment", mana_cost="{U}", abilities=[_static(fx.Restriction(what=walkers, rule="can be blocked as though they didn't have islandwalk"))]))
    game = setup({"alice": {"battlefield": ["Isle Crosser"]}, "bob": {"battlefield": ["Island", "Grizzly Bears"]}})
    assert not can_block(game, game.find("Grizzly Bears"), game.find("Isle Crosser"))
    game = setup({"alice": {"battlefield": ["Isle Crosser"]}, "bob": {"battlefield": ["Island", "Grizzly Bears", "Shore Watch"]}})
    assert can_block(game, game.find("Grizzly Bears"), game.find("Isle Crosser"))
    flip = fx.ActivatedAbility(costs=(), effects=(fx.Transform(),))
    for name, bound in (("Moon Pup", False), ("Bound Pup", True)):
        front_abilities = (flip, _static(fx.Restriction(what=THIS, rule="can't transform"))) if bound else (flip,)
        front = FaceDef(name=name, color_indicator=(), types=("Creature",), subtypes=("Wolf",), power="1", toughness="1", abilities=front_abilities)
        back = FaceDef(name=f"{name} Howling", color_indicator=(), types=("Creature",), subtypes=("Wolf",), power="3", toughness="3")
        pool.add(CardDef(name=name, faces=(front, back), layout="transform"))
        game = setup({"alice": {"battlefield": [name]}, "bob": {}})
        pup = game.find(name)
        game.activate("alice", name)
        game.resolve_stack()
        assert pup.face == (0 if bound else 1)


def test_attacking_you_or_a_planeswalker_you_control(setup, pool) -> None:
    """CR 506.2: a creature attacks a player or a planeswalker; the states of attack costs."""
    from oraclec.runtime.references import objects_of

    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    game.state.combat = {"attackers": {game.find("Grizzly Bears").id: "bob"}, "blockers": {}}
    creatures = fx.Filter(types=("Creature",), states=("attacking you or a planeswalker you control",))
    assert [o.name for o in objects_of(game, creatures, Context(controller="bob"))] == ["Grizzly Bears"]
    assert objects_of(game, creatures, Context(controller="alice")) == []
    at_planeswalkers = fx.Filter(types=("Creature",), states=("attacking a planeswalker you control",))
    assert objects_of(game, at_planeswalkers, Context(controller="bob")) == []


# -- a rider that changes how many modes are chosen (CR 700.2, 601.2b) ----------------------------
def _two_modes(instead: fx.ModesInstead) -> fx.Modes:
    return fx.Modes(modes=(fx.Mode(effects=(fx.Draw(),)), fx.Mode(effects=(fx.GainLife(amount=one(2)),))), instead=instead)


def test_a_rider_allows_both_modes_while_its_condition_holds_as_the_spell_is_cast(setup, pool) -> None:
    """"Choose one. If you control a creature as you cast this spell, you may choose both
    instead." (CR 601.2b: checked as the modes are chosen): one or both with a creature, one
    without."""
    rider = fx.ModesInstead(condition=fx.Controls(what=fx.Filter(types=("Creature",)), player=YOU, at_least=one()), min=1, max=2)
    pool.add(homebrew("Bear's Will", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(modes=_two_modes(rider))]))
    game = setup({"alice": {"hand": ["Bear's Will"], "library": ["Island"] * 3}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Bear's Will", modes=[1, 2])
    for chosen, (cards, life) in (([1, 2], (1, 22)), ([2], (0, 22))):
        game = setup({"alice": {"hand": ["Bear's Will"], "library": ["Island"] * 3, "battlefield": ["Grizzly Bears"]}, "bob": {}})
        cast_and_resolve(game, "Bear's Will", modes=chosen)
        assert (len(game.zone("hand", "alice")), game.player("alice").life) == (cards, life)


def test_a_rider_without_may_chooses_the_number_it_names(setup, pool) -> None:
    """"If you control a creature, choose both instead.": with the condition, one mode alone
    is not a legal choice."""
    rider = fx.ModesInstead(condition=fx.Controls(what=fx.Filter(types=("Creature",)), player=YOU, at_least=one()), min=2, max=2)
    pool.add(homebrew("Bear's Demand", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(modes=_two_modes(rider))]))
    game = setup({"alice": {"hand": ["Bear's Demand"], "library": ["Island"] * 3, "battlefield": ["Grizzly Bears"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Bear's Demand", modes=[1])


def test_a_kicker_rider_needs_the_kicker_cost_for_more_modes(setup, pool) -> None:
    """"Kicker {1}. Choose one. If this spell was kicked, choose any number instead." The
    intention to kick is announced with the modes (CR 601.2b): both modes need the kicker paid,
    and choosing them pays it."""
    rider = fx.ModesInstead(condition=fx.CostWasPaid(name="kicker"), min=0, max=2)
    kicker = fx.lower_keyword(fx.KeywordParams(name="kicker", cost=(fx.ManaPayment(mana="{1}"),)))
    pool.add(homebrew("Kicked Inscription", "Sorcery", mana_cost="{0}", abilities=[kicker, fx.SpellAbility(modes=_two_modes(rider))]))
    players = {"alice": {"hand": ["Kicked Inscription"], "library": ["Divination"] * 3, "battlefield": ["Island"]}, "bob": {}}
    game = setup(players)
    with pytest.raises(IllegalAction):
        game.cast("alice", "Kicked Inscription", method="flashback", modes=[1, 2])
    game = setup(players)
    cast_and_resolve(game, "Kicked Inscription", modes=[1, 2])  # no method named: kicking is what allows both
    assert (len(game.zone("hand", "alice")), game.player("alice").life, game.find("Island").tapped) == (1, 22, True)
    game = setup(players)
    cast_and_resolve(game, "Kicked Inscription", method="kicker", modes=[2])  # kicked, one mode: any number
    assert (len(game.zone("hand", "alice")), game.player("alice").life, game.find("Island").tapped) == (0, 22, True)
    game = setup(players, answers={"alice": {"cost": ["no"]}})
    cast_and_resolve(game, "Kicked Inscription", modes=[2])
    assert game.find("Island").tapped is False
    # a rider about a cost the spell has no optional cost for: not known while it is cast
    unknown = fx.ModesInstead(condition=fx.CostWasPaid(name="bargain"), min=0, max=2)
    pool.add(homebrew("Unbargained", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(modes=_two_modes(unknown))]))
    game = setup({"alice": {"hand": ["Unbargained"]}, "bob": {}})
    with pytest.raises(UnsupportedAtRuntime):
        game.cast("alice", "Unbargained", modes=[1])


def test_a_random_card_from_a_graveyard_is_picked_by_the_games_seeded_random_generator(setup, pool) -> None:
    """"Exile a random card from your graveyard." as compiled ("a random card": "a card at
    random"): no player chooses, and the same seed picks the same card (determinism)."""
    random_card = fx.Chosen(what=fx.Filter(zone="graveyard", zone_owner=YOU, kind="card"), at_random=True)
    sorcery(pool, "Random Burial", fx.Move(what=random_card, to="exile"))
    graveyard = ["Grizzly Bears", "Llanowar Elves", "Forest", "Island", "Divination", "Swamp"]
    picked = []
    for seed in (1, 1, 2, 3, 4):
        game = setup({"alice": {"hand": ["Random Burial"], "graveyard": graveyard}, "bob": {}}, seed=seed)
        cast_and_resolve(game, "Random Burial")
        assert not [choice for choice, _ in game.choice_log if choice.kind == "card"]
        (exiled,) = game.zone("exile", "alice").objects
        picked.append(exiled.name)
    assert picked[0] == picked[1] and len(set(picked)) > 1


# -- spells cast this turn, from the game's record (CR 601.2i) ------------------------------------
@pytest.mark.parametrize(("other", "life"), [(False, 23), (True, 22)])
def test_spells_you_cast_this_turn_are_counted_from_the_record(setup, pool, other, life) -> None:
    """"You gain 1 life for each [other] spell you've cast this turn": the spells cast this turn
    by that player (this one too, unless "other"), not the ones still on the stack."""
    sorcery(pool, "Spark", fx.GainLife(amount=one(1)))
    cast = fx.SpellsCast(turn="this", by=YOU, what=fx.Filter(zone="stack", other=other))
    sorcery(pool, "Tally", fx.GainLife(amount=cast))
    game = setup({"alice": {"hand": ["Spark", "Tally"]}, "bob": {}})
    cast_and_resolve(game, "Spark")
    cast_and_resolve(game, "Tally")
    assert game.player("alice").life == life
    assert game.evaluate(fx.SpellsCast(turn="this", by=fx.EachOpponent()), Context(controller="alice")) == 0
    assert game.evaluate(fx.SpellsCast(turn="this", what=fx.Filter(zone="stack", types=("Creature",))), Context(controller="alice")) == 0


def test_a_mode_chosen_more_than_once_is_done_that_many_times_with_its_own_targets(setup, pool) -> None:
    """"Choose three. You may choose the same mode more than once." (CR 700.2d): a mode chosen
    twice is done twice in sequence, and each time has a target of its own."""
    loses = fx.Target(key="target", what=fx.EachPlayer())
    modes = fx.Modes(modes=(fx.Mode(effects=(fx.LoseLife(amount=one(2), player=loses),)), fx.Mode(effects=(fx.GainLife(amount=one(1)),))), min=3, max=3, repeat=True)
    pool.add(homebrew("Small Confluence", "Sorcery", mana_cost="{0}", abilities=[fx.SpellAbility(modes=modes)]))
    game = setup({"alice": {"hand": ["Small Confluence"]}, "bob": {}})
    cast_and_resolve(game, "Small Confluence", modes=[1, 2, 1], targets={"target": ["bob"], "target (2)": ["alice"]})
    assert (game.player("alice").life, game.player("bob").life) == (19, 18)
    game = setup({"alice": {"hand": ["Small Confluence"]}, "bob": {}})
    cast_and_resolve(game, "Small Confluence", modes=[2, 2, 2])
    assert game.player("alice").life == 23
    game = setup({"alice": {"hand": ["Small Confluence"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Small Confluence", modes=[2, 2])
    game = setup({"alice": {"hand": ["Small Confluence"]}, "bob": {}}, answers={"alice": {"mode": [1, 1, 1], "target": ["bob", "bob", "bob"]}})
    cast_and_resolve(game, "Small Confluence")
    assert game.player("bob").life == 14


def test_spells_cast_this_turn_are_read_as_they_were_cast(setup, pool) -> None:
    """"for each card type among spells you've cast this turn", "the total mana value of other
    spells you've cast this turn": the turn's record of the spells, after they left the stack."""
    cast = fx.CastThisTurn(what=fx.Filter(zone="stack"), by=YOU)
    others = fx.CastThisTurn(what=fx.Filter(zone="stack", other=True), by=YOU)
    sorcery(pool, "Tally Types", fx.GainLife(amount=fx.CountDistinct(what=cast, characteristic="card_types")), fx.GainLife(amount=fx.StatOf(what=others, stat="mana_value")))
    game = setup({"alice": {"hand": ["Lightning Bolt", "Tally Types"], "battlefield": ["Mountain"]}, "bob": {}})
    cast_and_resolve(game, "Lightning Bolt", targets={"t": ["bob"]})
    cast_and_resolve(game, "Tally Types")
    assert game.player("alice").life == 23  # Instant and Sorcery: 2; Lightning Bolt's mana value: 1
    assert game.evaluate(fx.CountOf(what=fx.CastThisTurn(what=fx.Filter(zone="stack"), by=fx.EachOpponent())), Context(controller="alice")) == 0
# -- "a kicked spell", "a bargained spell" (CR 702.33d, 702.166b) ----------------------------------
def test_a_kicked_spell_is_one_whose_kicker_cost_its_controller_paid(setup, pool) -> None:
    """"Whenever you cast a kicked spell": the same spell cast without its kicker does not
    trigger it; cast with it, it does (CR 702.33d: declaring the intention to pay it)."""
    pool.add(homebrew("Kick Watcher", "Enchantment", mana_cost="{0}", abilities=compiled_abilities("Whenever you cast a kicked spell, you gain 2 life.")))
    pool.add(homebrew("Kickable Draw", "Sorcery", mana_cost="{0}",
                      abilities=[*compiled_abilities("Kicker {1}"), fx.SpellAbility(effects=(fx.Draw(amount=one()),))]))
    game = setup({"alice": {"hand": ["Kickable Draw", "Kickable Draw"], "battlefield": ["Kick Watcher", "Island"], "library": ["Island", "Island"]}, "bob": {}})
    cast_and_resolve(game, "Kickable Draw")
    assert game.player("alice").life == 20
    cast_and_resolve(game, "Kickable Draw", method="kicker")
    assert game.player("alice").life == 22


def test_a_bargained_spell_is_not_a_kicked_one(setup, pool) -> None:
    """The state names the keyword whose cost was paid: a kicked spell is not "bargained"."""
    pool.add(homebrew("Bargain Watcher", "Enchantment", mana_cost="{0}", abilities=compiled_abilities("Whenever you cast a bargained spell, you gain 2 life.")))
    pool.add(homebrew("Kickable Draw", "Sorcery", mana_cost="{0}",
                      abilities=[*compiled_abilities("Kicker {1}"), fx.SpellAbility(effects=(fx.Draw(amount=one()),))]))
    game = setup({"alice": {"hand": ["Kickable Draw"], "battlefield": ["Bargain Watcher", "Island"], "library": ["Island"]}, "bob": {}})
    cast_and_resolve(game, "Kickable Draw", method="kicker")
    assert game.player("alice").life == 20


# -- "as you cast this spell" (CR 601.2; not as the effect is applied, 608.2h) ------------------
def spell_abilities(text: str) -> list[fx.Ability]:
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return list(abilities)


def test_a_number_as_you_cast_this_spell_is_the_one_read_while_it_was_cast(setup, pool) -> None:
    """"Draw X cards, where X is the number of creatures you controlled as you cast this spell.":
    a creature that leaves after the spell is cast does not change X (CR 601.2)."""
    text = "Draw X cards, where X is the number of creatures you controlled as you cast this spell."
    pool.add(homebrew("Cast-Time Count", "Sorcery", mana_cost="{0}", abilities=spell_abilities(text)))
    game = setup({"alice": {"hand": ["Cast-Time Count"], "battlefield": ["Grizzly Bears", "Llanowar Elves"], "library": ["Island"] * 3}, "bob": {}})
    game.cast("alice", "Cast-Time Count")
    game.move(game.find("Grizzly Bears"), "graveyard", cause="test")
    game.resolve_stack()
    assert len(game.zone("hand", "alice").objects) == 2


def test_a_condition_as_you_cast_this_spell_is_the_one_checked_while_it_was_cast(setup, pool) -> None:
    """"If you controlled a Bear as you cast this spell, you gain 4 life.": true if a Bear was
    controlled then, though it left; false if none was then, though one entered since."""
    text = "If you controlled a Bear as you cast this spell, you gain 4 life."
    pool.add(homebrew("Cast-Time Check", "Sorcery", mana_cost="{0}", abilities=spell_abilities(text)))
    game = setup({"alice": {"hand": ["Cast-Time Check", "Cast-Time Check"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.cast("alice", "Cast-Time Check")
    game.move(bears, "graveyard", cause="test")
    game.resolve_stack()
    assert game.player("alice").life == 24
    game.cast("alice", "Cast-Time Check")
    game.move(game.find("Grizzly Bears"), "battlefield", cause="test")
    game.resolve_stack()
    assert game.player("alice").life == 24


def test_a_value_as_you_cast_is_unknown_to_what_was_not_cast(setup, pool) -> None:
    """A value read "as you cast this spell" that no cast read is not guessed."""
    game = setup({"alice": {}, "bob": {}})
    with pytest.raises(UnsupportedAtRuntime):
        game.evaluate(fx.ValueAsCast(value=one(3)), Context(controller="alice"))


def test_objects_with_no_name_share_no_name(setup) -> None:
    """CR 201.2a: "An object with no name doesn't have the same name as any other object,
    including another object with no name": destroying each creature with the same name as a
    face-down creature destroys none; with a named one, each of that name."""
    game = setup({"alice": {"hand": ["Grizzly Bears", "Grizzly Bears"], "battlefield": ["Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    face_down = [game.move(card, "battlefield", face_down=True) for card in list(game.zone("hand", "alice").objects)]
    same_name = fx.Destroy(what=fx.Filter(types=("Creature",), same_name_as=fx.Found(key="chosen")))
    ctx = Context(controller="alice")
    ctx.results["chosen"] = [face_down[0].id]
    game.execute(same_name, ctx)
    assert len(game.battlefield("alice")) == 4
    named = Context(controller="alice")
    named.results["chosen"] = [next(o.id for o in game.battlefield("alice") if o.name == "Grizzly Bears" and not o.face_down)]
    game.execute(same_name, named)
    assert sorted(o.name for o in game.battlefield("alice") if not o.face_down) == ["Llanowar Elves"]
    assert len(game.battlefield("alice")) == 3
# -- effects on the next spell a player casts (CR 611.2f, 601.2a) ---------------------------------
def _next_spell(*types: str) -> fx.NextSpell:
    return fx.NextSpell(what=fx.Filter(zone="stack", types=types), by=YOU)


def test_the_next_spell_of_a_kind_costs_less_and_the_effect_is_used_up(setup, pool) -> None:
    """"The next creature spell you cast this turn costs {1} less to cast." (CR 611.2f): an
    instant cast first is no creature spell and pays its cost; the first creature spell costs
    {1} less; the effect is used up by it, so a second one costs its mana cost."""
    discount = sorcery(pool, "Creature Discount", fx.ModifyCost(spells=_next_spell("Creature"), amount=one(1), duration="end_of_turn"))
    game = setup({"alice": {"hand": [discount, "Lightning Bolt", "Grizzly Bears", "Grizzly Bears"], "battlefield": ["Mountain", "Forest", "Forest"]}, "bob": {}})
    cast_and_resolve(game, discount)
    cast_and_resolve(game, "Lightning Bolt", targets={"t": ["bob"]})
    cast_and_resolve(game, "Grizzly Bears")
    assert sum(o.tapped for o in game.battlefield("alice") if o.name == "Forest") == 1
    assert not game.state.spell_effects
    with pytest.raises(IllegalAction):
        game.cast("alice", "Grizzly Bears")  # {1}{G} with one untapped Forest


def test_the_next_spell_effect_ends_unused_with_the_turn(setup, pool) -> None:
    """"... you cast this turn": an effect on the next spell not yet cast ends at the cleanup
    step (CR 514.2)."""
    discount = sorcery(pool, "Creature Discount", fx.ModifyCost(spells=_next_spell("Creature"), amount=one(1), duration="end_of_turn"))
    game = setup({"alice": {"hand": [discount]}, "bob": {}})
    cast_and_resolve(game, discount)
    assert len(game.state.spell_effects) == 1
    while game.state.turn == 1:
        game.advance()
    assert not game.state.spell_effects


def test_the_next_spell_cant_be_countered(setup, pool) -> None:
    """"The next creature spell you cast this turn can't be countered." (Insist): it applies to
    that spell from the moment it is put on the stack; a counterspell does nothing to it."""
    insist = sorcery(pool, "Insist Lite", fx.Restriction(what=_next_spell("Creature"), rule="can't be countered", duration="end_of_turn"))
    game = setup({"alice": {"hand": [insist, "Grizzly Bears"], "battlefield": ["Forest", "Forest"]}, "bob": {"hand": ["Cancel"], "battlefield": ["Island"] * 3}})
    cast_and_resolve(game, insist)
    bears = game.cast("alice", "Grizzly Bears")
    game.state.priority = game.player("bob").index
    game.cast("bob", "Cancel", targets={"s": [bears]})
    game.resolve_stack()
    assert "Grizzly Bears" in game.names("battlefield", "alice")


def test_the_next_spell_has_a_granted_keyword_as_it_is_cast(setup, pool) -> None:
    """"The next spell you cast this turn has convoke." (CR 611.2f, 601.2a): the spell has it
    while its total cost is paid (CR 702.51a): two creatures tapped pay for Grizzly Bears."""
    convoke = lower_keyword(fx.KeywordParams(name="convoke"))
    wand = sorcery(pool, "Wand Lite", fx.GrantAbilities(what=fx.NextSpell(what=fx.Filter(zone="stack"), by=YOU), abilities=(convoke,), duration="end_of_turn"))
    game = setup({"alice": {"hand": [wand, "Grizzly Bears"], "battlefield": ["Llanowar Elves", "Grizzly Bears"]}, "bob": {}})
    cast_and_resolve(game, wand)
    cast_and_resolve(game, "Grizzly Bears", method="convoke")
    assert game.names("battlefield", "alice").count("Grizzly Bears") == 2
    assert sum(o.tapped for o in game.battlefield("alice")) == 2  # the Elves and the first Bears


def test_the_next_spell_as_though_it_had_flash(setup, pool) -> None:
    """"The next sorcery spell you cast this turn can be cast as though it had flash." (Quicken,
    CR 601.3b): one sorcery may be cast at instant speed; the effect is used up by it."""
    quicken = "Quicken Lite"
    pool.add(homebrew(quicken, "Instant", mana_cost="{0}", abilities=[fx.SpellAbility(effects=(fx.AsThough(kind="flash", what=_next_spell("Sorcery"), player=YOU, duration="end_of_turn"),))]))
    slow = sorcery(pool, "Slow Study", fx.Draw())
    game = instant_speed_turn(setup, [quicken, slow, slow])
    cast_and_resolve(game, quicken)
    game.state.priority = game.player("alice").index
    cast_and_resolve(game, slow)
    assert slow in game.names("graveyard", "alice")
    game.state.priority = game.player("alice").index
    with pytest.raises(IllegalAction):
        game.cast("alice", slow)


def test_spells_cast_this_turn_cost_less_while_it_lasts(setup, pool) -> None:
    """"Creature spells you cast this turn cost {1} less to cast." made by a resolving spell
    (CR 611.2c: a cost change modifies no characteristic): each creature spell cast later this
    turn costs {1} less."""
    creatures = fx.Filter(zone="stack", types=("Creature",), controller=YOU)
    discount = sorcery(pool, "Creature Sale", fx.ModifyCost(spells=creatures, amount=one(1), duration="end_of_turn"))
    game = setup({"alice": {"hand": [discount, "Grizzly Bears", "Grizzly Bears"], "battlefield": ["Forest", "Forest"]}, "bob": {}})
    cast_and_resolve(game, discount)
    cast_and_resolve(game, "Grizzly Bears")
    cast_and_resolve(game, "Grizzly Bears")
    assert game.names("battlefield", "alice").count("Grizzly Bears") == 2


def test_a_mana_rider_of_a_permission_applies_to_the_cards_it_names(setup, pool) -> None:
    """"You may play those cards for as long as they remain exiled. If you cast a spell this way,
    you may spend mana as though it were mana of any color to cast it." (Brainstealer Dragon, CR
    609.4b): Grizzly Bears exiled from bob's library is cast with two Islands."""
    exiled = fx.Found(key="exiled")
    lasting = fx.ForAsLongAs(
        condition=fx.Is(what=exiled, test=fx.Filter(zone="exile")),
        effects=(fx.PlayPermission(what=exiled, player=YOU, action="play"), fx.AsThough(kind="any_color_mana", what=exiled, player=YOU)),
    )
    steal = sorcery(pool, "Steal a Thought", fx.Move(what=fx.TopOfLibrary(player=fx.EachOpponent()), to="exile"), lasting)
    game = setup({"alice": {"hand": [steal], "battlefield": ["Island", "Island"]}, "bob": {"library": ["Grizzly Bears"]}})
    cast_and_resolve(game, steal)
    cast_and_resolve(game, "Grizzly Bears")
    assert "Grizzly Bears" in game.names("battlefield", "alice")


def test_spells_cast_this_turn_cant_be_countered_while_it_lasts(setup, pool) -> None:
    """"Creature spells you cast this turn can't be countered." made by a resolving spell (CR
    611.2c: a rule, so it applies to the spells cast after it resolved)."""
    creatures = fx.Filter(zone="stack", types=("Creature",), controller=YOU)
    shield = sorcery(pool, "Summoning Shield", fx.Restriction(what=creatures, rule="can't be countered", duration="end_of_turn"))
    game = setup({"alice": {"hand": [shield, "Grizzly Bears"], "battlefield": ["Forest", "Forest"]}, "bob": {"hand": ["Cancel"], "battlefield": ["Island"] * 3}})
    cast_and_resolve(game, shield)
    bears = game.cast("alice", "Grizzly Bears")
    game.state.priority = game.player("bob").index
    game.cast("bob", "Cancel", targets={"s": [bears]})
    game.resolve_stack()
    assert "Grizzly Bears" in game.names("battlefield", "alice")
# -- objects in several zones (CR 400.1) ------------------------------------------------------------
def _in_zones(*zones: str, **fields) -> fx.Union:  # type: ignore[no-untyped-def]
    """A description of cards in each of ``zones`` (your zones), as the compiler writes "a
    creature card from your hand or graveyard"."""
    return fx.Union(parts=tuple(fx.Filter(zone=z, zone_owner=None if z == "exile" else YOU, kind="card", **fields) for z in zones))


def test_a_card_from_your_hand_or_graveyard_is_chosen_among_both_zones_only(setup, pool) -> None:
    """"Put a creature card from your hand or graveyard onto the battlefield.": the candidates are
    the cards of both zones, none of the library's."""
    sorcery(pool, "Either Zone Call", fx.Move(what=fx.Chosen(what=_in_zones("hand", "graveyard", types=("Creature",))), to="battlefield"))
    game = setup({"alice": {"hand": ["Either Zone Call", "Llanowar Elves"], "graveyard": ["Grizzly Bears"], "library": ["Grizzly Bears"]}, "bob": {}},
                 answers={"alice": {"card": ["Grizzly Bears"]}})
    cast_and_resolve(game, "Either Zone Call")
    assert game.names("battlefield", "alice") == ["Grizzly Bears"]
    assert game.names("graveyard", "alice") == ["Either Zone Call"] and game.names("library", "alice") == ["Grizzly Bears"]
    assert game.names("hand", "alice") == ["Llanowar Elves"]


def test_all_cards_from_your_hand_and_graveyard_leave_the_battlefield_alone(setup, pool) -> None:
    """"Exile your hand and graveyard.": the cards of those zones, no permanent."""
    sorcery(pool, "Two Zone Purge", fx.Move(what=_in_zones("hand", "graveyard"), to="exile"))
    game = setup({"alice": {"hand": ["Two Zone Purge", "Llanowar Elves"], "graveyard": ["Grizzly Bears"], "battlefield": ["Forest"]}, "bob": {"hand": ["Island"]}})
    cast_and_resolve(game, "Two Zone Purge")
    assert sorted(game.names("exile")) == ["Grizzly Bears", "Llanowar Elves"]
    assert game.names("battlefield") == ["Forest"] and game.names("hand", "bob") == ["Island"]


def test_a_cost_change_for_spells_cast_from_some_zones_applies_to_those_only(setup, pool) -> None:
    """CR 601.2f: "Spells you cast from your graveyard or from exile cost {2} less to cast." reads
    the zone the spell is cast from (its total cost is locked in before it moves)."""
    pool.add(homebrew("Grave Discount", "Artifact", mana_cost="{3}", abilities=[fx.StaticAbility(effects=(
        fx.ModifyCost(spells=fx.Union(parts=(fx.Filter(controller=YOU, zone="graveyard", zone_owner=YOU), fx.Filter(controller=YOU, zone="exile"))), amount=one(2)),
        fx.PlayPermission(what=fx.Filter(types=("Sorcery",), zone="graveyard", zone_owner=YOU)),
    ))]))
    sorcery(pool, "Two Mana Gain", fx.GainLife(amount=one(1)), cost="{2}")
    game = setup({"alice": {"hand": ["Two Mana Gain"], "graveyard": ["Two Mana Gain"], "battlefield": ["Grave Discount", "Mountain", "Mountain"]}, "bob": {}})
    cast_and_resolve(game, "Two Mana Gain", zone="graveyard")
    assert sum(o.tapped for o in game.battlefield("alice")) == 0
    cast_and_resolve(game, "Two Mana Gain", zone="hand")
    assert sum(o.tapped for o in game.battlefield("alice")) == 2 and game.player("alice").life == 22


def test_a_static_effect_on_cards_in_several_zones_applies_in_each(setup, pool) -> None:
    """"Creature cards in your hand and graveyard get +1/+1.": outside the battlefield too, in
    both zones (CR 611.3, 400.1)."""
    pool.add(homebrew("Two Zone Anthem", "Enchantment", mana_cost="{2}", abilities=[fx.StaticAbility(effects=(
        fx.ModifyPT(what=_in_zones("hand", "graveyard", types=("Creature",)), power=one(1), toughness=one(1)),
    ))]))
    game = setup({"alice": {"hand": ["Llanowar Elves"], "graveyard": ["Grizzly Bears"], "library": ["Grizzly Bears"], "battlefield": ["Two Zone Anthem"]}, "bob": {}})
    elves, in_graveyard, in_library = game.zone("hand", "alice").objects[0], game.zone("graveyard", "alice").objects[0], game.zone("library", "alice").objects[0]
    assert (game.power(elves), game.power(in_graveyard), game.power(in_library)) == (2, 3, 2)


def test_that_many_after_sacrificing_any_number_is_the_number_sacrificed(setup, pool) -> None:
    """"Sacrifice any number of lands, then draw that many cards." (CR 701.21a, 608.2d)."""
    sorcery(pool, "Land Trade", fx.Sacrifice(what=fx.Filter(types=("Land",)), amount=fx.AnyNumber()), fx.Draw(amount=fx.EventAmount()))
    game = setup({"alice": {"hand": ["Land Trade"], "library": ["Island"] * 5, "battlefield": ["Forest", "Forest", "Mountain"]}, "bob": {}},
                 answers={"alice": {"number": [2], "card": [["Forest", "Mountain"]]}})
    cast_and_resolve(game, "Land Trade")
    assert game.names("battlefield", "alice") == ["Forest"] and len(game.zone("hand", "alice")) == 2


def test_a_copy_token_created_tapped_and_attacking_attacks_without_being_declared(setup, pool) -> None:
    """"Create a token that's a copy of target attacking creature. The token enters tapped and
    attacking." (CR 614.1c, 506.3): tapped, and an attacker of the combat."""
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    game.state.combat = {"attackers": {bears.id: "bob"}, "blockers": {}}
    ctx = Context(controller="alice", targets={"target": [bears.id]})
    copy = fx.CreateCopyToken(of=fx.Target(key="target", what=fx.Filter(types=("Creature",))), tapped=True, attacking=True)
    game.execute(copy, ctx)
    (token,) = [o for o in game.battlefield("alice") if o.is_token]
    assert token.tapped and game.state.combat["attackers"].get(token.id) == "bob"
    game.execute(attrs.evolve(copy, tapped=False, attacking=False), ctx)
    (untapped,) = [o for o in game.battlefield("alice") if o.is_token and o.id != token.id]
    assert not untapped.tapped and untapped.id not in game.state.combat["attackers"]


def test_cards_put_into_a_graveyard_from_the_battlefield_this_turn(setup, pool) -> None:
    """"Return all creature cards in your graveyard that were put there from the battlefield this
    turn to your hand.": the zone change that made each card (CR 400.7), not an older card."""
    put_there = fx.Filter(types=("Creature",), zone="graveyard", zone_owner=YOU, kind="card", states=("put into graveyard from battlefield this turn",))
    sorcery(pool, "Short Memory", fx.Move(what=put_there, to="hand"))
    game = setup({"alice": {"hand": ["Short Memory"], "graveyard": ["Llanowar Elves"], "battlefield": ["Grizzly Bears"]}, "bob": {}})
    game.destroy(game.find("Grizzly Bears"))
    cast_and_resolve(game, "Short Memory")
    assert game.names("hand", "alice") == ["Grizzly Bears"]
    assert "Llanowar Elves" in game.names("graveyard", "alice")


def test_a_suspected_creature_has_menace_and_cant_block(setup) -> None:
    """CR 701.60c: for as long as it's suspected."""
    from oraclec.runtime.combat import can_block
    from oraclec.runtime.keyword_actions import KEYWORD_ACTIONS

    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    elves, bears = game.find("Llanowar Elves"), game.find("Grizzly Bears")
    assert can_block(game, elves, bears)
    suspect = fx.KeywordAction(name="suspect", rule="701.60", what=fx.Filter(types=("Creature",), controller=fx.EachOpponent()))
    KEYWORD_ACTIONS["suspect"](game, suspect, Context(controller="alice"))
    assert game.characteristics(elves).has_keyword("Menace") and not can_block(game, elves, bears)
    assert not game.characteristics(bears).has_keyword("Menace")
# -- "each player who controls the most lands", "the greatest number of ... a player controls" ----
def compiled_spell(text: str) -> list[fx.Ability]:
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    parsed = parse_ability(normalise_ability(text), is_spell=True)
    assert parsed.line is not None, parsed.error
    abilities = compiler.compile_line(parsed.line, text=text)
    assert not compiler.unsupported_in(abilities), compiler.unsupported_in(abilities)
    return list(abilities)


def test_each_player_who_controls_the_most_lands_includes_players_tied_for_it(setup, pool) -> None:
    """"Each player who controls the most lands draws a card.": each player no other player
    controls more lands than (a tie: each of them); "the fewest creatures" the other way."""
    pool.add(homebrew("Most Lands Draw", "Sorcery", mana_cost="{0}", abilities=compiled_spell("Each player who controls the most lands draws a card.")))
    pool.add(homebrew("Fewest Creatures Draw", "Sorcery", mana_cost="{0}", abilities=compiled_spell("Each player who controls the fewest creatures draws a card.")))
    game = setup({"alice": {"hand": ["Most Lands Draw", "Fewest Creatures Draw"], "library": ["Island"] * 3, "battlefield": ["Forest", "Forest", "Grizzly Bears"]},
                  "bob": {"library": ["Island"] * 3, "battlefield": ["Island", "Island"]},
                  "carol": {"library": ["Island"] * 3, "battlefield": ["Island", "Llanowar Elves"]}})
    hands = {p: len(game.zone("hand", p).objects) for p in ("alice", "bob", "carol")}
    cast_and_resolve(game, "Most Lands Draw")
    assert [len(game.zone("hand", p).objects) - hands[p] for p in ("alice", "bob", "carol")] == [-1 + 1, 1, 0]
    cast_and_resolve(game, "Fewest Creatures Draw")
    assert [len(game.zone("hand", p).objects) - hands[p] for p in ("alice", "bob", "carol")] == [-2 + 1, 2, 0]


def test_the_greatest_number_of_creatures_an_opponent_controls(setup, pool) -> None:
    """"You gain life equal to the greatest number of creatures an opponent controls.": the
    count of the opponent with the most, not the total of them, nor your own."""
    pool.add(homebrew("Greatest Gain", "Sorcery", mana_cost="{0}", abilities=compiled_spell("You gain life equal to the greatest number of creatures an opponent controls.")))
    game = setup({"alice": {"hand": ["Greatest Gain"], "battlefield": ["Grizzly Bears"] * 4},
                  "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]},
                  "carol": {"battlefield": ["Llanowar Elves"]}})
    cast_and_resolve(game, "Greatest Gain")
    assert game.player("alice").life == 22


def test_if_you_had_a_land_enter_the_battlefield_under_your_control_this_turn(setup, pool) -> None:
    """"If you had a land enter the battlefield under your control this turn, draw two cards.": a
    land entered under your control this turn (CR 400.7); an opponent's land does not count."""
    pool.add(homebrew("Landfall Draw", "Sorcery", mana_cost="{0}", abilities=compiled_spell("If you had a land enter the battlefield under your control this turn, draw two cards.")))
    game = setup({"alice": {"hand": ["Landfall Draw", "Landfall Draw", "Forest"], "library": ["Island"] * 4}, "bob": {"battlefield": ["Island"]}})
    cast_and_resolve(game, "Landfall Draw")
    assert len(game.zone("hand", "alice").objects) == 2  # no land entered yet
    game.play_land("alice", "Forest")
    cast_and_resolve(game, "Landfall Draw")
    assert len(game.zone("hand", "alice").objects) == 2  # the second Landfall Draw left, two cards drawn


@pytest.mark.parametrize("forest", [True, False])
def test_a_delayed_trigger_with_an_intervening_if(setup, pool, forest) -> None:
    """"Exile target creature. At the beginning of the next end step, if you control a Forest,
    return that card to the battlefield under its owner's control.": the condition is checked as
    it triggers and as it resolves (CR 603.4), "that card" being the card exiled (CR 603.7c)."""
    pool.add(homebrew("Forest Return", "Sorcery", mana_cost="{0}", abilities=compiled_spell(
        "Exile target creature. At the beginning of the next end step, if you control a Forest, return that card to the battlefield under its owner's control.")))
    game = setup({"alice": {"hand": ["Forest Return"], "battlefield": ["Forest"] if forest else ["Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    cast_and_resolve(game, "Forest Return")
    assert "Grizzly Bears" in game.names("exile")
    game.state.step = "main2"
    game.advance()  # end step: it triggers if alice controls a Forest
    game.resolve_stack()
    assert ("Grizzly Bears" in game.names("battlefield", "bob")) == forest
    assert game.state.delayed_triggers == []  # "the next end step" has come: used up either way (CR 603.7b)
    assert [e.object.name for e in game.events("resolve") if e.get("ability") == "triggered"] == (["Forest Return"] if forest else [])


@pytest.mark.parametrize("pays", [True, False])
def test_a_delayed_trigger_created_only_if_you_do(setup, pool, pays) -> None:
    """"You may pay {1}. If you do, at the beginning of the next end step, draw two cards.": the
    delayed triggered ability exists only if the payment was made (CR 603.7, 608.2c)."""
    pool.add(homebrew("Paid Later", "Sorcery", mana_cost="{0}", abilities=compiled_spell(
        "You may pay {1}. If you do, at the beginning of the next end step, draw two cards.")))
    game = setup({"alice": {"hand": ["Paid Later"], "battlefield": ["Island"], "library": ["Island"] * 4}, "bob": {}})
    game.choosers["alice"].add("may", pays)
    cast_and_resolve(game, "Paid Later")
    assert len(game.state.delayed_triggers) == (1 if pays else 0)
    game.state.step = "main2"
    game.advance()
    game.resolve_stack()
    assert len(game.zone("hand", "alice").objects) == (2 if pays else 0)


def test_a_delayed_trigger_at_the_beginning_of_their_next_upkeep(setup, pool) -> None:
    """"Target opponent loses 1 life. At the beginning of their next upkeep, you gain 3 life.":
    the upkeep of the player targeted (CR 603.7c: the delayed ability remembers it), not the
    caster's own next upkeep."""
    pool.add(homebrew("Their Upkeep Gift", "Sorcery", mana_cost="{0}", abilities=compiled_spell(
        "Target opponent loses 1 life. At the beginning of their next upkeep, you gain 3 life.")))
    game = setup({"alice": {"hand": ["Their Upkeep Gift"], "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}})
    cast_and_resolve(game, "Their Upkeep Gift")
    assert game.player("bob").life == 19
    while game.active_player.name != "bob" or game.state.step != "upkeep":
        assert game.player("alice").life == 20
        game.advance()
    game.resolve_stack()
    assert game.player("alice").life == 23 and game.state.delayed_triggers == []


@pytest.mark.parametrize("bob_life, triggers", [(20, True), (21, False)])
def test_attacks_while_you_have_the_most_life_or_are_tied(setup, pool, bob_life, triggers) -> None:
    """"Whenever this creature attacks while you have the most life or are tied for most life,
    you gain 1 life.": a tie counts; another player with more life does not let it trigger."""
    pool.add(homebrew("Life Leader", "Creature — Cleric", mana_cost="{0}", power=2, toughness=2, abilities=compiled_abilities(
        "Whenever this creature attacks while you have the most life or are tied for most life, you gain 1 life.")))
    game = setup({"alice": {"battlefield": ["Life Leader"]}, "bob": {}}, answers={"alice": {"attackers": [["Life Leader"]]}})
    game.player("bob").life = bob_life
    _declare_attackers(game)
    game.resolve_stack()
    assert game.player("alice").life == (21 if triggers else 20)
def test_remove_counters_of_no_stated_kind_each_of_a_kind_the_player_chooses(setup, pool) -> None:
    """"Remove two counters from target permanent." (CR 122.1): counters of no stated kind,
    each of a kind the player chooses among those still there; with one kind left, no choice."""
    target = fx.Target(key="target", what=fx.Filter(zone="battlefield"))
    sorcery(pool, "Counter Thief", fx.RemoveCounters(what=target, counter=None, amount=one(2)), fx.Draw(amount=fx.CountersRemoved()))
    relic = {"card": "Grizzly Bears", "counters": {"+1/+1": 1, "charge": 2}}
    game = setup({"alice": {"hand": ["Counter Thief"], "library": ["Island"] * 5}, "bob": {"battlefield": [relic]}}, answers={"alice": {"mode": ["+1/+1"]}})
    cast_and_resolve(game, "Counter Thief", targets={"target": [game.find("Grizzly Bears")]})
    assert dict(game.find("Grizzly Bears").counters) == {"charge": 1}
    assert len(game.zone("hand", "alice")) == 2


def test_remove_any_number_of_counters_of_no_stated_kind(setup, pool) -> None:
    """"Remove any number of counters from target creature you control.": how many of each
    kind there, as the player says."""
    target = fx.Target(key="target", what=fx.Filter(types=("Creature",), controller=YOU))
    sorcery(pool, "Clean Slate", fx.RemoveCounters(what=target, counter=None, amount=fx.AnyNumber()))
    bears = {"card": "Grizzly Bears", "counters": {"-1/-1": 1, "stun": 2}}
    game = setup({"alice": {"hand": ["Clean Slate"], "battlefield": [bears]}, "bob": {}}, answers={"alice": {"number": [1, 1]}})
    cast_and_resolve(game, "Clean Slate", targets={"target": [game.find("Grizzly Bears")]})
    assert dict(game.find("Grizzly Bears").counters) == {"stun": 1}


def test_remove_a_counter_of_no_stated_kind_as_a_cost(setup, pool) -> None:
    """"Remove a counter from this artifact: You gain 1 life.": payable with a counter of any
    kind there, unpayable with none (CR 118.3)."""
    cost = (fx.RemoveCountersCost(counter=None, amount=one()),)
    pool.add(homebrew("Any Battery", "Artifact", mana_cost="{1}", abilities=[fx.ActivatedAbility(costs=cost, effects=(fx.GainLife(amount=one()),))]))
    game = setup({"alice": {"battlefield": [{"card": "Any Battery", "counters": {"fuse": 1}}]}, "bob": {}})
    game.activate("alice", "Any Battery")
    game.resolve_stack()
    assert game.player("alice").life == 21 and not game.find("Any Battery").counters
    with pytest.raises(Exception) as info:
        game.activate("alice", "Any Battery")
    assert getattr(info.value, "reason", None) == "cost"


def test_remove_counters_of_no_stated_kind_from_among_creatures_as_a_cost(setup, pool) -> None:
    """"{1}, Remove three counters from among creatures you control: ..." (CR 122.8): three in
    all, of any kinds, from any of them."""
    cost = (fx.RemoveCountersCost(counter=None, amount=one(3), what=fx.Filter(types=("Creature",), controller=YOU), among=True),)
    pool.add(homebrew("Pooled Growth", "Enchantment", mana_cost="{1}", abilities=[fx.ActivatedAbility(costs=cost, effects=(fx.GainLife(amount=fx.Scaled(value=fx.CountersRemoved(), numerator=1)),))]))
    game = setup({"alice": {"battlefield": ["Pooled Growth", {"card": "Grizzly Bears", "counters": {"+1/+1": 1, "shield": 1}}, {"card": "Llanowar Elves", "counters": {"oil": 1}}]}, "bob": {}},
                 answers={"alice": {"card": ["Grizzly Bears", "Grizzly Bears"], "mode": ["shield"]}})
    game.activate("alice", "Pooled Growth")
    game.resolve_stack()
    assert game.player("alice").life == 23
    assert not game.find("Grizzly Bears").counters and not game.find("Llanowar Elves").counters


def test_targets_with_total_mana_value_are_chosen_as_a_group(setup, pool) -> None:
    """"Return up to three target creature cards with total mana value 3 or less from your
    graveyard to the battlefield." (CR 601.2c, 202.3): each card may be a target, but the mana
    values of the chosen ones together must fit; two cards of mana value 2 can't both be."""
    cards = fx.Filter(types=("Creature",), zone="graveyard", zone_owner=YOU, stat=("total_mana_value", "<=", one(3)))
    target = fx.Target(key="target", what=cards, min=0, max=3)
    sorcery(pool, "Small Recall", fx.Move(what=target, to="battlefield"))
    game = setup({"alice": {"hand": ["Small Recall"], "graveyard": ["Grizzly Bears", "Grizzly Bears", "Llanowar Elves"]}, "bob": {}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Small Recall", targets={"target": [game.find("Grizzly Bears"), game.find("Grizzly Bears", nth=2)]})
    cast_and_resolve(game, "Small Recall", targets={"target": [game.find("Grizzly Bears"), game.find("Llanowar Elves")]})
    assert [o.name for o in game.battlefield("alice")] == ["Grizzly Bears", "Llanowar Elves"]


def test_move_a_counter_of_no_stated_kind(setup, pool) -> None:
    """"Move a counter from target creature an opponent controls onto target creature you
    control." (CR 122.5): a counter of a kind the player chooses, removed from the one and put
    onto the other."""
    theirs = fx.Target(key="from", what=fx.Filter(types=("Creature",), controller=fx.EachOpponent()))
    mine = fx.Target(key="onto", what=fx.Filter(types=("Creature",), controller=YOU))
    sorcery(pool, "Counter Heist", fx.MoveCountersOfAnyKind(what=theirs, onto=mine))
    game = setup({"alice": {"hand": ["Counter Heist"], "battlefield": ["Llanowar Elves"]}, "bob": {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2, "flying": 1}}]}},
                 answers={"alice": {"mode": ["flying"]}})
    cast_and_resolve(game, "Counter Heist", targets={"from": [game.find("Grizzly Bears")], "onto": [game.find("Llanowar Elves")]})
    assert dict(game.find("Grizzly Bears").counters) == {"+1/+1": 2}
    assert dict(game.find("Llanowar Elves").counters) == {"flying": 1}
# -- turning permanents face up and face down (CR 708) --------------------------------------------
def test_a_permanent_turned_face_down_then_face_up(setup) -> None:
    """CR 708.2a: turned face down, it is a 2/2 creature with no name; CR 708.2b: turning it face
    down again does nothing; CR 708.8: turned face up, it is itself again, and "is turned face
    up" triggers; CR 613.7f: each turn gives it a new timestamp."""
    game = setup({"alice": {"battlefield": ["Llanowar Elves"]}, "bob": {}})
    elves = game.find("Llanowar Elves")
    ctx = Context(controller="alice")
    ctx.results["chosen"] = [elves.id]
    chosen = fx.Found(key="chosen")
    before = elves.timestamp
    game.execute(fx.TurnFaceDown(what=chosen), ctx)
    assert elves.face_down and ctx.did
    assert game.characteristics(elves).name == "" and (game.power(elves), game.toughness(elves)) == (2, 2)
    assert not game.abilities(elves) and elves.timestamp > before
    game.execute(fx.TurnFaceDown(what=chosen), ctx)
    assert elves.face_down and ctx.did is False
    game.execute(fx.TurnFaceUp(what=chosen), ctx)
    assert not elves.face_down and ctx.did
    assert game.characteristics(elves).name == "Llanowar Elves" and game.power(elves) == 1
    assert [e.object.name for e in game.events("turn_face_up")] == ["Llanowar Elves"]


def test_a_face_down_instant_stays_face_down_and_an_exiled_card_turns_face_up(setup) -> None:
    """CR 701.40g: a face-down permanent that is an instant card is revealed and stays face down
    (nothing triggers, and "if you can't" holds); CR 406.3: a card exiled face down turned face
    up is a card in exile with its own characteristics again."""
    game = setup({"alice": {"hand": ["Lightning Bolt", "Grizzly Bears"]}, "bob": {}})
    bolt = game.move(game.find("Lightning Bolt"), "battlefield", face_down=True)
    bears = game.move(game.find("Grizzly Bears"), "exile", face_down=True)
    ctx = Context(controller="alice")
    ctx.results["chosen"] = [bolt.id]
    game.execute(fx.TurnFaceUp(what=fx.Found(key="chosen")), ctx)
    assert bolt.face_down and ctx.did is False and not game.events("turn_face_up")
    ctx.results["chosen"] = [bears.id]
    game.execute(fx.TurnFaceUp(what=fx.Found(key="chosen")), ctx)
    assert not bears.face_down and ctx.did and game.characteristics(bears).name == "Grizzly Bears"
    assert not game.events("turn_face_up")  # a permanent's event only


def test_turning_a_card_face_down_outside_the_battlefield_is_unsupported(setup) -> None:
    game = setup({"alice": {"graveyard": ["Grizzly Bears"]}, "bob": {}})
    ctx = Context(controller="alice")
    ctx.results["chosen"] = [game.find("Grizzly Bears").id]
    with pytest.raises(UnsupportedAtRuntime):
        game.execute(fx.TurnFaceDown(what=fx.Found(key="chosen")), ctx)


def test_cast_from_anywhere_other_than_a_zone(setup) -> None:
    """"If this spell was cast from anywhere other than your hand": cast, from another zone."""
    game = setup({"alice": {}, "bob": {}})
    other_than_hand = fx.CastFromZone(zone="hand", other_than=True)
    assert game.check_condition(other_than_hand, Context(controller="alice", cast_from="graveyard"))
    assert not game.check_condition(other_than_hand, Context(controller="alice", cast_from="hand"))
    assert not game.check_condition(other_than_hand, Context(controller="alice"))  # not cast


def test_a_blocked_creature_may_assign_its_combat_damage_as_though_it_werent_blocked(setup, pool) -> None:
    """CR 609.4b, 510.1b-c: "You may have this creature assign its combat damage as though it
    weren't blocked" (compiled from the text): its controller chooses; yes, all of it to the
    player it attacks and none to the blocker; no, to the blocker as usual."""
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.runtime.combat import combat_damage
    from oraclec.text import normalise_ability

    text = "You may have this creature assign its combat damage as though it weren't blocked."
    abilities = compiler.compile_line(parse_ability(normalise_ability(text)).line, text=text)
    pool.add(homebrew("Thorny Bulk", "Creature — Elemental", mana_cost="{5}{G}{G}", power=3, toughness=3, abilities=abilities))
    for choice, life, blocker_damage in ((True, 17, 0), (False, 20, 3)):
        game = setup({"alice": {"battlefield": ["Thorny Bulk"]}, "bob": {"battlefield": ["Kami of Old Stone"]}}, answers={"alice": {"may": [choice]}})
        bulk, kami = game.find("Thorny Bulk"), game.find("Kami of Old Stone")
        game.state.combat = {"attackers": {bulk.id: "bob"}, "blockers": {bulk.id: [kami.id]}}
        combat_damage(game)
        assert game.player("bob").life == life and kami.damage == blocker_damage


def test_create_more_of_those_tokens_instead(setup, pool) -> None:
    """CR 111.1, 614.1a: "Create two 1/1 green Saproling creature tokens. If you control an
    Island, create four of those tokens instead." (compiled from the text): the same tokens,
    four of them in place of the two, only when the condition holds."""
    from oraclec import compiler
    from oraclec.parser import parse_ability
    from oraclec.text import normalise_ability

    text = "Create two 1/1 green Saproling creature tokens. If you control an Island, create four of those tokens instead."
    abilities = compiler.compile_line(parse_ability(normalise_ability(text), is_spell=True).line, text=text)
    pool.add(homebrew("Spore Burst", "Sorcery", mana_cost="{0}", abilities=abilities))
    for lands, count in ((["Island"], 4), (["Forest"], 2)):
        game = setup({"alice": {"hand": ["Spore Burst"], "battlefield": lands}, "bob": {}})
        cast_and_resolve(game, "Spore Burst")
        tokens = [o for o in game.battlefield("alice") if o.is_token]
        assert len(tokens) == count and all(game.characteristics(o).subtypes == ("Saproling",) for o in tokens)


def test_where_a_permanent_entered_from_and_where_it_was_cast_from(setup) -> None:
    """"Whenever a creature enters, if it entered from your graveyard or you cast it from your
    graveyard": the zone change that made the permanent (CR 400.7), and the spell it was, cast by
    "you" (CR 608.3a), of the object that entered, not of the ability's source."""
    from oraclec.runtime.casting import CastInfo

    game = setup({"alice": {"graveyard": ["Grizzly Bears"], "battlefield": ["Llanowar Elves"]}, "bob": {}})
    game.move(game.find("Grizzly Bears"), "battlefield")
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    entered = fx.Is(what=fx.Found(key="it"), test=fx.Filter(owner=YOU, states=("put into battlefield from graveyard this turn",)))
    assert game.check_condition(entered, Context(controller="alice", results={"it": [bears.id]}))
    assert not game.check_condition(entered, Context(controller="alice", results={"it": [elves.id]}))
    assert not game.check_condition(entered, Context(controller="bob", results={"it": [bears.id]}))  # not bob's card
    cast = fx.CastFromZone(zone="graveyard", what=fx.Found(key="it"))
    assert not game.check_condition(cast, Context(controller="alice", results={"it": [elves.id]}))  # not cast
    elves.marks["cast"] = CastInfo(method=None, from_zone="graveyard", ctx=Context(controller="alice"))
    assert game.check_condition(cast, Context(controller="alice", results={"it": [elves.id]}))
    assert not game.check_condition(cast, Context(controller="bob", results={"it": [elves.id]}))  # bob didn't cast it


def test_blight_as_a_cost_puts_the_counters_on_a_creature_the_payer_controls(setup, pool) -> None:
    """"{T}, Blight 1: ..." (CR 701.68a): the -1/-1 counters go on a creature its controller
    controls as the cost is paid; with no creature, the player can't blight (CR 701.68b) and the
    ability can't be activated, nothing paid."""
    pool.add(homebrew("Blight Well", "Enchantment", mana_cost="{1}", abilities=[fx.ActivatedAbility(costs=(fx.BlightCost(amount=one(1)),), effects=(fx.GainLife(amount=one(1)),))]))
    game = setup({"alice": {"battlefield": ["Blight Well", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.activate("alice", "Blight Well")
    assert [(o.owner, o.counters.get("-1/-1", 0)) for o in game.battlefield() if o.name == "Grizzly Bears"] == [("alice", 1), ("bob", 0)]
    game.resolve_stack()
    assert game.player("alice").life == 21
    game = setup({"alice": {"battlefield": ["Blight Well"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    before = game.snapshot()
    with pytest.raises(Exception) as info:
        game.activate("alice", "Blight Well")
    assert getattr(info.value, "reason", None) == "cost" and game.snapshot() == before


def test_a_triggered_ability_of_an_object_described_triggers_an_additional_time(setup, pool) -> None:
    """"If a triggered ability of an Ally you control triggers, that ability triggers an
    additional time." (CR 603.2d): the Ally's enters ability gains life twice; a Spirit's, not
    described, once."""
    gain = fx.TriggeredAbility(trigger=fx.Trigger(event="enters", what=THIS), effects=(fx.GainLife(amount=one(1)),))
    pool.add(homebrew("Ally Gainer", "Creature — Ally", mana_cost="{0}", power=1, toughness=1, abilities=[gain]))
    pool.add(homebrew("Spirit Gainer", "Creature — Spirit", mana_cost="{0}", power=1, toughness=1, abilities=[gain]))
    echo = fx.TriggersAdditionalTime(what=fx.Filter(subtypes=("Ally",), controller=YOU, zone="battlefield"))
    pool.add(homebrew("Echo Hall", "Enchantment", mana_cost="{0}", abilities=[fx.StaticAbility(effects=(echo,))]))
    game = setup({"alice": {"hand": ["Ally Gainer", "Spirit Gainer"], "battlefield": ["Echo Hall"]}, "bob": {}})
    cast_and_resolve(game, "Ally Gainer")
    assert game.player("alice").life == 22
    cast_and_resolve(game, "Spirit Gainer")
    assert game.player("alice").life == 23
