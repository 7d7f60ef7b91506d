"""Replacement effects (CR 614) and their interaction (CR 616), one rule a test, with cards
lowered by hand into the effect model (each docstring quotes the text it stands for).

The cards are small variations on real ones ("If ~ would die, return it to its owner's hand
instead"), so that each test names the one replacement it is about."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from conftest import keyword
from oraclec import effects as fx
from oraclec.runtime import CardPool, Game, ScriptedChooser, homebrew
from oraclec.runtime.context import Context
from oraclec.runtime.errors import UnsupportedAtRuntime
from oraclec.runtime.replacements import add_zone_replacement

YOU = fx.You()
CREATURE = fx.Filter(types=("Creature",))
TARGET = fx.Target(key="t", what=CREATURE)


def fixed(n: int) -> fx.Fixed:
    return fx.Fixed(value=n)


def bears(name: str, *abilities: Any) -> Any:
    return homebrew(name, "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2, abilities=list(abilities))


def exile_replaced() -> tuple[fx.Move, ...]:
    """"exile it instead": one move of the object the event is about."""
    return (fx.Move(what=fx.Found(key="replaced"), to="exile"),)


def cards() -> list[Any]:
    return [
        homebrew("Swamp", "Basic Land — Swamp"),
        homebrew("Island", "Basic Land — Island"),
        homebrew("Forest", "Basic Land — Forest"),
        bears("Grizzly Bears"),
        homebrew("Hill Giant", "Creature — Giant", mana_cost="{3}{R}", power=3, toughness=3),
        # "Vigilance. If Homeward Bears would die, return it to its owner's hand instead."
        bears("Homeward Bears", keyword("Vigilance"), fx.Replacement(event="die", to="hand")),
        # "If Wandering Bears would die, put it on top of its owner's library instead."
        bears("Wandering Bears", fx.Replacement(event="die", to="library")),
        # "If Shy Bears would die, you may return it to its owner's hand instead."
        bears("Shy Bears", fx.Replacement(event="die", to="hand", optional=True)),
        # "If Stubborn Bears would die, you gain 2 life instead."
        bears("Stubborn Bears", fx.Replacement(event="die", instead=(fx.GainLife(amount=fixed(2)),))),
        # "If Recalled Bears would die, return it to its owner's hand instead." (as the compiler
        # lowers it: an instruction that moves the replaced object)
        bears("Recalled Bears", fx.Replacement(event="die", instead=(fx.Move(what=fx.Found(key="replaced"), to="hand"),))),
        # "If Generous Bears would die, exile it instead and you gain 3 life."
        bears("Generous Bears", fx.Replacement(event="die", to="exile", instead=(fx.GainLife(amount=fixed(3)),))),
        # "If Lonely Bears would die while you control no Swamp, exile it instead."
        bears("Lonely Bears", fx.Replacement(event="die", to="exile", condition=fx.Controls(what=fx.Filter(subtypes=("Swamp",)), negated=True))),
        # "If Homebound Bears would leave the battlefield, put it into its owner's hand instead."
        bears("Homebound Bears", fx.Replacement(event="leave_battlefield", to="hand")),
        # "If a creature would enter the battlefield, put it into its owner's hand instead. If a
        # creature would die, exile it instead."
        homebrew("Twin Ward", "Enchantment", mana_cost="{2}{U}", abilities=[
            fx.Replacement(event="enter", what=fx.Filter(types=("Creature",), zone=None), to="hand"), fx.Replacement(event="die", what=CREATURE, to="exile"),
        ]),
        # "If X is 3 or more, exile Big Study instead of putting it anywhere else any time it
        # would leave the stack. Draw X cards."
        homebrew("Big Study", "Sorcery", mana_cost="{X}{U}", abilities=[
            fx.SpellAbility(effects=(fx.Draw(amount=fx.Variable()),)),
            fx.Replacement(event="leave_stack", to="exile", zone="stack", condition=fx.Compare(left=fx.Variable(), op=">=", right=fixed(3))),
        ]),
        # "If a creature would leave the battlefield, exile it instead."
        homebrew("Exile Gate", "Enchantment", mana_cost="{2}{W}", abilities=[fx.Replacement(event="leave_battlefield", what=fx.Filter(types=("Creature",), zone=None), to="exile")]),
        # "Draw a card. Exile Fleeting Study instead of putting it anywhere else any time it would
        # leave the stack."
        homebrew("Fleeting Study", "Sorcery", mana_cost="{U}", abilities=[
            fx.SpellAbility(effects=(fx.Draw(),)), fx.Replacement(event="leave_stack", to="exile", zone="stack"),
        ]),
        # "If a creature would die, exile it instead."
        homebrew("Void Ward", "Enchantment", mana_cost="{2}{B}", abilities=[fx.Replacement(event="die", what=fx.Filter(types=("Creature",), zone=None), to="exile")]),
        # "If a card would be put into a graveyard from anywhere, exile it instead." (Rest in Peace)
        homebrew("Rest Ward", "Enchantment", mana_cost="{1}{W}", abilities=[fx.Replacement(event="put_into_graveyard", what=fx.Filter(zone=None), to="exile")]),
        # "If a creature would enter the battlefield, its owner puts it into their hand instead."
        homebrew("Turnback Gate", "Artifact", mana_cost="{3}", abilities=[fx.Replacement(event="enter", what=fx.Filter(types=("Creature",), zone=None), to="hand")]),
        # "Creatures your opponents control enter tapped." (Authority of the Consuls)
        homebrew("Consuls' Gate", "Enchantment", mana_cost="{W}", abilities=[fx.EntersWith(tapped=True, what=fx.Filter(types=("Creature",), controller=fx.EachOpponent()))]),
        # "Each creature you control enters with an additional +1/+1 counter on it." (Master
        # Biomancer's kin)
        homebrew("Growth Banner", "Artifact", mana_cost="{2}", abilities=[fx.EntersWith(counter="+1/+1", amount=fixed(1), what=fx.Filter(types=("Creature",), controller=YOU))]),
        # "As long as you control a Swamp, each creature you control enters with an additional
        # +1/+1 counter on it."
        homebrew("Bog Banner", "Artifact", mana_cost="{2}", abilities=[fx.EntersWith(counter="+1/+1", amount=fixed(1), what=fx.Filter(types=("Creature",), controller=YOU), condition=fx.Controls(what=fx.Filter(subtypes=("Swamp",))))]),
        # "Walker enters with X +1/+1 counters on it." (Hangarback Walker)
        homebrew("Walker", "Artifact Creature — Construct", mana_cost="{X}{X}", power=0, toughness=0, abilities=[fx.EntersWith(counter="+1/+1", amount=fx.Variable())]),
        # "Vigilance. Sleepy Bears enters tapped with two +1/+1 counters on it."
        bears("Sleepy Bears", keyword("Vigilance"), fx.EntersWith(tapped=True, counter="+1/+1", amount=fixed(2))),
        # "Slow Bears enters tapped. Slow Bears enters with a +1/+1 counter on it."
        bears("Slow Bears", fx.EntersWith(tapped=True), fx.EntersWith(counter="+1/+1", amount=fixed(1))),
        # "Sunken Ruins enters tapped unless you control a Swamp." (Dragonskull Summit)
        homebrew("Sunken Ruins", "Land", abilities=[fx.EntersWith(tapped=True, condition=fx.NotCondition(condition=fx.Controls(what=fx.Filter(subtypes=("Swamp",)))))]),
        # "As Painted Idol enters, choose a color and mill two cards."
        homebrew("Painted Idol", "Artifact", mana_cost="{2}", abilities=[fx.EntersWith(effects=(fx.ChooseQuality(quality="color"), fx.Mill(amount=fixed(2))))]),
        # "As Hesitant Idol enters, you may mill two cards."
        homebrew("Hesitant Idol", "Artifact", mana_cost="{2}", abilities=[fx.EntersWith(effects=(fx.May(effects=(fx.Mill(amount=fixed(2)),)),))]),
        # "If Colossus would be put into a graveyard from anywhere, put it on top of its owner's
        # library instead." (Darksteel Colossus's kin: "from anywhere", it functions in every zone)
        homebrew("Colossus", "Artifact Creature — Golem", mana_cost="{11}", power=11, toughness=11,
                 abilities=[fx.Replacement(event="put_into_graveyard", what=fx.This(), to="library", zone="any")]),
        # "Charged Ruins enters tapped unless you control a Swamp. It enters with a charge counter."
        homebrew("Charged Ruins", "Land", abilities=[
            fx.EntersWith(tapped=True, condition=fx.NotCondition(condition=fx.Controls(what=fx.Filter(subtypes=("Swamp",))))), fx.EntersWith(counter="charge", amount=fixed(1)),
        ]),
        # "Indestructible. If you would draw a card, you gain 1 life instead."
        homebrew("Tithe Idol", "Artifact", mana_cost="{1}", abilities=[keyword("Indestructible"), fx.Replacement(event="draw", instead=(fx.GainLife(amount=fixed(1)),))]),
        # "If you would draw a card, you may gain 2 life instead."
        homebrew("Tithe Charm", "Artifact", mana_cost="{1}", abilities=[fx.Replacement(event="draw", instead=(fx.GainLife(amount=fixed(2)),), optional=True)]),
        # "If you would draw a card while you control a Swamp, you gain 5 life instead."
        homebrew("Bog Idol", "Artifact", mana_cost="{1}", abilities=[fx.Replacement(event="draw", instead=(fx.GainLife(amount=fixed(5)),), condition=fx.Controls(what=fx.Filter(subtypes=("Swamp",))))]),
        # "If an opponent would mill one or more cards, they mill twice that many instead." (Bruvac)
        homebrew("Bruvac", "Legendary Creature — Human Advisor", mana_cost="{2}{U}", power=1, toughness=4,
                 abilities=[fx.Replacement(event="mill", player=fx.EachOpponent(), amount=fx.Scaled(value=fx.EventAmount(), numerator=2))]),
        # "If you would draw a card while you control a Swamp, you gain 5 life instead. If you
        # would draw a card, you may gain 1 life instead."
        homebrew("Twin Idol", "Artifact", mana_cost="{2}", abilities=[
            fx.Replacement(event="draw", instead=(fx.GainLife(amount=fixed(5)),), condition=fx.Controls(what=fx.Filter(subtypes=("Swamp",)))),
            fx.Replacement(event="draw", instead=(fx.GainLife(amount=fixed(1)),), optional=True),
        ]),
        # "Indestructible. If a player would mill one or more cards, they mill that many plus one
        # instead."
        homebrew("Spill Engine", "Artifact", mana_cost="{2}", abilities=[keyword("Indestructible"), fx.Replacement(event="mill", amount=fx.Sum(parts=(fx.EventAmount(), fixed(1))))]),
        # "If a player would mill while you control a Swamp, they mill ten cards instead. If an
        # opponent would mill, they mill twice that many instead. If an opponent would mill, they
        # mill that many plus one instead. If you would mill, you mill that many plus two instead."
        homebrew("Twin Engine", "Artifact", mana_cost="{4}", abilities=[
            fx.Replacement(event="mill", amount=fixed(10), condition=fx.Controls(what=fx.Filter(subtypes=("Swamp",)))),
            fx.Replacement(event="mill", player=fx.EachOpponent(), amount=fx.Scaled(value=fx.EventAmount(), numerator=2)),
            fx.Replacement(event="mill", player=fx.EachOpponent(), amount=fx.Sum(parts=(fx.EventAmount(), fixed(1)))),
            fx.Replacement(event="mill", player=YOU, amount=fx.Sum(parts=(fx.EventAmount(), fixed(2)))),
        ]),
        # "If a player would mill one or more cards, they may mill twice that many instead."
        homebrew("Tempting Engine", "Artifact", mana_cost="{2}", abilities=[fx.Replacement(event="mill", optional=True, amount=fx.Scaled(value=fx.EventAmount(), numerator=2))]),
        # "If you would mill while you control a Swamp, you mill ten cards instead."
        homebrew("Bog Engine", "Artifact", mana_cost="{2}", abilities=[fx.Replacement(event="mill", player=YOU, amount=fixed(10), condition=fx.Controls(what=fx.Filter(subtypes=("Swamp",))))]),
        # "Tap target creature. If that creature would die this turn, exile it instead." (Scorchmark's kin)
        homebrew("Mark of Exile", "Instant", mana_cost="{U}", abilities=[fx.SpellAbility(effects=(
            fx.Tap(what=TARGET), fx.CreateReplacement(replacement=fx.Replacement(event="dies", what=TARGET, instead=exile_replaced()), duration="end_of_turn"),
        ))]),
        # "Tap target creature. The next time it would die this turn, return it to its owner's hand instead."
        homebrew("Last Rites", "Instant", mana_cost="{U}", abilities=[fx.SpellAbility(effects=(
            fx.Tap(what=TARGET), fx.CreateReplacement(replacement=fx.Replacement(event="die", what=TARGET, to="hand"), duration="end_of_turn", once=True),
        ))]),
        # "Tap target creature. If it would leave the battlefield this turn, exile it instead."
        homebrew("Banishing Mark", "Instant", mana_cost="{U}", abilities=[fx.SpellAbility(effects=(
            fx.Tap(what=TARGET), fx.CreateReplacement(replacement=fx.Replacement(event="leave_battlefield", what=TARGET, to="exile"), duration="end_of_turn", once=True),
        ))]),
        # "Tap target creature. If it would be put into a graveyard this turn, put it into its
        # owner's hand instead."
        homebrew("Grave Mark", "Instant", mana_cost="{U}", abilities=[fx.SpellAbility(effects=(
            fx.Tap(what=TARGET), fx.CreateReplacement(replacement=fx.Replacement(event="put_into_graveyard", what=TARGET, to="hand"), duration="end_of_turn"),
        ))]),
        # "{0}: Regenerate Drudge Bears."
        bears("Drudge Bears", fx.ActivatedAbility(costs=(), effects=(fx.Regenerate(),))),
        # "{0}: If Phoenix Bears would die this turn, exile it instead."
        bears("Phoenix Bears", fx.ActivatedAbility(costs=(), effects=(fx.CreateReplacement(replacement=fx.Replacement(event="die", instead=exile_replaced()), duration="end_of_turn"),))),
    ]


@pytest.fixture(scope="module")
def pool() -> CardPool:
    p = CardPool(use_database=False)
    for definition in cards():
        p.add(definition)
    return p


@pytest.fixture
def setup(pool: CardPool) -> Callable[..., Game]:
    """A game whose choices are all scripted: a question without an answer is an error."""

    def make(players: dict[str, dict[str, Any]], answers: dict[str, dict[str, list[Any]]] | None = None) -> Game:
        game = Game.setup(players, pool=pool)
        for name in players:
            game.choosers[name] = ScriptedChooser(dict((answers or {}).get(name, {})), strict=True)
        return game

    return make


def replacement_choices(game: Game) -> list[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
    """Each replacement choice asked: who, the question, the options, the answer (labels)."""
    return [(c.player, c.prompt, c.labels, tuple(getattr(a, "label", a) for a in answer)) for c, answer in game.choice_log if c.kind == "replacement"]


# -- zone changes: "instead" (CR 614.1a, 614.6) ----------------------------------------------
def test_614_1a_a_creature_that_would_die_goes_where_its_own_replacement_says(setup) -> None:
    """A single mandatory replacement applies without a question (nothing to choose, CR 616.1)."""
    game = setup({"alice": {"battlefield": ["Homeward Bears"]}, "bob": {}})
    game.destroy(game.find("Homeward Bears"))
    assert game.names("hand", "alice") == ["Homeward Bears"]
    assert game.names("graveyard", "alice") == []
    assert replacement_choices(game) == []
    [change] = game.events("zone_change")
    assert (change.from_zone, change.to_zone) == ("battlefield", "hand")


def test_614_1a_put_on_top_of_the_library_instead(setup) -> None:
    game = setup({"alice": {"battlefield": ["Wandering Bears"], "library": ["Island", "Forest"]}, "bob": {}})
    game.destroy(game.find("Wandering Bears"))
    assert game.names("library", "alice") == ["Wandering Bears", "Island", "Forest"]


def test_614_1a_a_replacement_of_dying_ignores_other_ways_of_leaving(setup) -> None:
    """"Would die" is put into a graveyard from the battlefield (CR 700.4): exile, bounce and a
    discard from the hand are not that event."""
    game = setup({"alice": {"battlefield": ["Homeward Bears", "Wandering Bears"], "hand": ["Homeward Bears"]}, "bob": {}})
    game.move(game.find("Homeward Bears", zone="battlefield"), "exile")
    game.move(game.find("Wandering Bears"), "hand")
    game.discard("alice", [game.find("Homeward Bears", zone="hand")])
    assert game.names("exile") == ["Homeward Bears"]
    assert game.names("hand", "alice") == ["Wandering Bears"]
    assert game.names("graveyard", "alice") == ["Homeward Bears"]


def test_614_1a_the_replacement_of_one_creature_does_not_watch_another(setup) -> None:
    game = setup({"alice": {"battlefield": ["Homeward Bears", "Grizzly Bears"]}, "bob": {}})
    game.destroy(game.find("Grizzly Bears"))
    assert game.names("graveyard", "alice") == ["Grizzly Bears"]
    assert game.names("battlefield", "alice") == ["Homeward Bears"]


def test_614_1a_a_noncreature_put_into_a_graveyard_does_not_die(setup) -> None:
    """Void Ward exiles creatures that would die; an artifact put into the graveyard from the
    battlefield is no creature, and a creature card discarded or milled does not die (CR 700.4)."""
    game = setup({"alice": {"battlefield": ["Void Ward", "Tithe Idol", "Grizzly Bears"], "hand": ["Hill Giant"], "library": ["Homeward Bears"]}, "bob": {}})
    game.move(game.find("Tithe Idol"), "graveyard")
    game.discard("alice", [game.find("Hill Giant")])
    game.mill("alice", 1)
    assert game.names("graveyard", "alice") == ["Tithe Idol", "Hill Giant", "Homeward Bears"]
    game.destroy(game.find("Grizzly Bears"))
    assert game.names("exile") == ["Grizzly Bears"]


def test_614_1a_instead_without_a_destination_leaves_the_creature_where_it_is(setup) -> None:
    """"If ~ would die, you gain 2 life instead": the event is replaced entirely (CR 614.6)."""
    game = setup({"alice": {"battlefield": ["Stubborn Bears"]}, "bob": {}})
    game.destroy(game.find("Stubborn Bears"))
    assert game.names("battlefield", "alice") == ["Stubborn Bears"]
    assert game.player("alice").life == 22
    assert game.events("zone_change") == []


def test_614_1a_instead_moves_the_replaced_object(setup) -> None:
    """The instructions that replace the event know the object it was about ("it")."""
    game = setup({"alice": {"battlefield": ["Recalled Bears"]}, "bob": {}})
    game.destroy(game.find("Recalled Bears"))
    assert game.names("hand", "alice") == ["Recalled Bears"]
    assert game.names("graveyard", "alice") == []


def test_614_1a_a_destination_and_instructions_both_happen(setup) -> None:
    """"Exile it instead and you gain 3 life": the creature is exiled, not left in place."""
    game = setup({"alice": {"battlefield": ["Generous Bears"]}, "bob": {}})
    game.destroy(game.find("Generous Bears"))
    assert game.names("exile") == ["Generous Bears"]
    assert game.names("battlefield", "alice") == []
    assert game.player("alice").life == 23


def test_614_1a_a_conditional_replacement_applies_only_while_its_condition_holds(setup) -> None:
    game = setup({"alice": {"battlefield": ["Lonely Bears", "Lonely Bears", "Forest"]}, "bob": {}})
    game.destroy(game.find("Lonely Bears"))
    assert game.names("exile") == ["Lonely Bears"]
    game.add_card("alice", "battlefield", "Swamp")
    game.destroy(game.find("Lonely Bears"))
    assert game.names("graveyard", "alice") == ["Lonely Bears"]


def test_614_1a_leaving_the_battlefield_any_way_is_replaced(setup) -> None:
    game = setup({"alice": {"battlefield": ["Homebound Bears", "Homebound Bears"]}, "bob": {}})
    game.move(game.find("Homebound Bears"), "exile")
    game.destroy(game.find("Homebound Bears", zone="battlefield"))
    assert game.names("hand", "alice") == ["Homebound Bears", "Homebound Bears"]
    assert game.names("exile") == []


def test_614_1a_put_into_a_graveyard_from_anywhere(setup) -> None:
    """Rest Ward: a discarded card and a dying creature are both exiled; a card put into exile
    or a hand is not watched."""
    game = setup({"alice": {"battlefield": ["Rest Ward", "Grizzly Bears", "Hill Giant"], "hand": ["Island"]}, "bob": {}})
    game.discard("alice", [game.find("Island")])
    game.destroy(game.find("Grizzly Bears"))
    game.move(game.find("Hill Giant"), "hand")
    assert game.names("graveyard", "alice") == []
    assert game.names("exile") == ["Island", "Grizzly Bears"]
    assert game.names("hand", "alice") == ["Hill Giant"]


def test_614_1a_a_creature_that_would_enter_goes_elsewhere(setup) -> None:
    """Turnback Gate: a creature that would enter goes to its owner's hand; a land still enters,
    and a creature that leaves is not entering."""
    game = setup({"alice": {"battlefield": ["Turnback Gate", "Hill Giant"], "graveyard": ["Grizzly Bears", "Island"]}, "bob": {}})
    game.put_onto_battlefield(game.find("Grizzly Bears"))
    game.put_onto_battlefield(game.find("Island"))
    game.destroy(game.find("Hill Giant"))
    assert game.names("hand", "alice") == ["Grizzly Bears"]
    assert game.names("battlefield", "alice") == ["Turnback Gate", "Island"]
    assert game.names("graveyard", "alice") == ["Hill Giant"]


# -- interaction (CR 616) --------------------------------------------------------------------
def test_616_1_the_controller_of_the_affected_creature_chooses_which_applies_first(setup) -> None:
    """Bob's Homeward Bears would die under alice's Void Ward: bob, who controls the affected
    creature, chooses; the one chosen applies and the other no longer applies to the new
    event (CR 616.1, 616.2)."""
    game = setup({"alice": {"battlefield": ["Void Ward"]}, "bob": {"battlefield": ["Homeward Bears"]}}, answers={"bob": {"replacement": ["Homeward Bears"]}})
    game.destroy(game.find("Homeward Bears"))
    assert game.names("hand", "bob") == ["Homeward Bears"]
    assert game.names("exile") == []
    assert replacement_choices(game) == [
        ("bob", "which replacement applies to Homeward Bears moving to graveyard", ("Void Ward", "Homeward Bears"), ("Homeward Bears",)),
    ]


def test_616_1_the_other_order_exiles_the_creature(setup) -> None:
    game = setup({"alice": {"battlefield": ["Void Ward"]}, "bob": {"battlefield": ["Homeward Bears"]}}, answers={"bob": {"replacement": ["Void Ward"]}})
    game.destroy(game.find("Homeward Bears"))
    assert game.names("exile") == ["Homeward Bears"]
    assert game.names("hand", "bob") == []


def test_616_1_a_mandatory_replacement_leaves_no_way_to_decline(setup) -> None:
    """With a mandatory and an optional replacement, one of them applies: no "no" option."""
    game = setup({"alice": {"battlefield": ["Void Ward", "Shy Bears"]}, "bob": {}}, answers={"alice": {"replacement": ["Shy Bears"]}})
    game.destroy(game.find("Shy Bears"))
    assert game.names("hand", "alice") == ["Shy Bears"]
    assert [labels for _, _, labels, _ in replacement_choices(game)] == [("Void Ward", "Shy Bears")]


def test_614_12_an_optional_replacement_alone_can_be_declined(setup) -> None:
    """"You may ... instead": the affected player is asked, and "no" lets the event happen."""
    game = setup({"alice": {"battlefield": ["Shy Bears", "Shy Bears"]}, "bob": {}}, answers={"alice": {"replacement": ["no", "Shy Bears"]}})
    game.destroy(game.find("Shy Bears"))
    assert game.names("graveyard", "alice") == ["Shy Bears"]
    game.destroy(game.find("Shy Bears", zone="battlefield"))
    assert game.names("hand", "alice") == ["Shy Bears"]
    assert [(labels, answer) for _, _, labels, answer in replacement_choices(game)] == [(("Shy Bears", "no"), ("no",)), (("Shy Bears", "no"), ("Shy Bears",))]


def test_614_5_each_replacement_applies_once_to_an_event(setup) -> None:
    """Two Void Wards: the first sends the creature to exile; the second no longer applies (it
    would change nothing), and neither applies twice: one question, no loop (CR 614.5)."""
    game = setup({"alice": {"battlefield": ["Void Ward", "Void Ward", "Grizzly Bears"]}, "bob": {}}, answers={"alice": {"replacement": ["Void Ward"]}})
    game.destroy(game.find("Grizzly Bears"))
    assert game.names("exile") == ["Grizzly Bears"]
    assert len(replacement_choices(game)) == 1


# -- entering the battlefield (CR 614.1c-d, 614.12) ------------------------------------------
def test_614_1c_enters_tapped_with_counters(setup) -> None:
    game = setup({"alice": {"hand": ["Sleepy Bears"]}, "bob": {}})
    bears = game.put_onto_battlefield(game.find("Sleepy Bears"))
    assert bears is not None and bears.tapped
    assert bears.counters["+1/+1"] == 2
    assert replacement_choices(game) == []


def test_614_1c_enters_with_x_counters_from_the_spell_cast(setup) -> None:
    """CR 107.3m: X of an "enters with X counters" permanent is the X of its spell."""
    game = setup({"alice": {"hand": ["Walker"], "battlefield": ["Forest"] * 4}, "bob": {}}, answers={"alice": {"x": [2]}})
    game.cast("alice", "Walker")
    game.resolve_top()
    walker = game.find("Walker", zone="battlefield")
    assert walker.counters["+1/+1"] == 2


def test_614_1c_a_condition_decides_whether_a_land_enters_tapped(setup) -> None:
    """"Enters tapped unless you control a Swamp" (Dragonskull Summit)."""
    game = setup({"alice": {"hand": ["Sunken Ruins", "Sunken Ruins"]}, "bob": {}})
    first = game.put_onto_battlefield(game.find("Sunken Ruins"))
    assert first is not None and first.tapped
    game.add_card("alice", "battlefield", "Swamp")
    second = game.put_onto_battlefield(game.find("Sunken Ruins", zone="hand"))
    assert second is not None and not second.tapped


def test_614_1c_permanents_an_opponent_controls_enter_tapped(setup) -> None:
    """Consuls' Gate: bob's creatures enter tapped, alice's and bob's lands do not."""
    game = setup({"alice": {"battlefield": ["Consuls' Gate"], "hand": ["Grizzly Bears"]}, "bob": {"hand": ["Grizzly Bears", "Island"]}})
    theirs = game.put_onto_battlefield(game.find("Grizzly Bears", player="bob"))
    ours = game.put_onto_battlefield(game.find("Grizzly Bears", player="alice"))
    land = game.put_onto_battlefield(game.find("Island"))
    assert theirs is not None and theirs.tapped
    assert ours is not None and not ours.tapped
    assert land is not None and not land.tapped


def test_614_1c_each_permanent_adds_its_own_counter(setup) -> None:
    """Two Growth Banners: two replacement effects, each applying once (CR 614.5, 616.1),
    and a creature entering under the opponent's control gets none."""
    game = setup({"alice": {"battlefield": ["Growth Banner", "Growth Banner"], "hand": ["Sleepy Bears"]}, "bob": {"hand": ["Grizzly Bears"]}},
                 answers={"alice": {"replacement": ["Growth Banner", "Growth Banner"]}})
    bears = game.put_onto_battlefield(game.find("Sleepy Bears"))
    assert bears is not None and bears.counters["+1/+1"] == 4
    theirs = game.put_onto_battlefield(game.find("Grizzly Bears"))
    assert theirs is not None and theirs.counters["+1/+1"] == 0


def test_614_1c_a_conditional_enters_with_of_another_permanent(setup) -> None:
    game = setup({"alice": {"battlefield": ["Bog Banner"], "hand": ["Grizzly Bears", "Grizzly Bears"]}, "bob": {}})
    first = game.put_onto_battlefield(game.find("Grizzly Bears"))
    game.add_card("alice", "battlefield", "Swamp")
    second = game.put_onto_battlefield(game.find("Grizzly Bears", zone="hand"))
    assert first is not None and first.counters["+1/+1"] == 0
    assert second is not None and second.counters["+1/+1"] == 1


def test_614_12_a_permanent_does_not_modify_how_it_enters_itself(setup) -> None:
    """Growth Banner's ability is of a permanent on the battlefield: entering, it is not
    there yet, and its ability does not see itself (it is no creature either way)."""
    game = setup({"alice": {"hand": ["Consuls' Gate"]}, "bob": {"battlefield": ["Consuls' Gate"]}})
    gate = game.put_onto_battlefield(game.find("Consuls' Gate", player="alice"))
    assert gate is not None and not gate.tapped


# -- draws (CR 614.11) -----------------------------------------------------------------------
def test_614_11_a_draw_is_replaced(setup) -> None:
    game = setup({"alice": {"battlefield": ["Tithe Idol"], "library": ["Island"]}, "bob": {"library": ["Island"]}})
    game.draw("alice")
    assert game.names("hand", "alice") == []
    assert game.player("alice").life == 21
    assert [(e.player, e.object.name if e.object else None, e.get("event")) for e in game.events("replacement")] == [("alice", "Tithe Idol", "draw")]
    game.draw("bob")  # "if you would draw": bob's draws are not alice's
    assert game.names("hand", "bob") == ["Island"]
    assert game.player("bob").life == 20


def test_614_11_a_draw_from_an_empty_library_is_replaced_too(setup) -> None:
    game = setup({"alice": {"battlefield": ["Tithe Idol"]}, "bob": {}})
    game.draw("alice", 2)
    assert game.player("alice").life == 22
    assert not game.player("alice").drew_from_empty


def test_614_11_an_optional_draw_replacement_is_asked_for_each_draw(setup) -> None:
    game = setup({"alice": {"battlefield": ["Tithe Charm"], "library": ["Island", "Forest"]}, "bob": {}}, answers={"alice": {"replacement": ["Tithe Charm", "no"]}})
    game.draw("alice", 2)
    assert game.player("alice").life == 22
    assert game.names("hand", "alice") == ["Island"]
    assert replacement_choices(game)[0][:3] == ("alice", "which replacement applies to a draw", ("Tithe Charm", "no"))


def test_614_11_a_conditional_draw_replacement(setup) -> None:
    game = setup({"alice": {"battlefield": ["Bog Idol"], "library": ["Island", "Forest"]}, "bob": {}})
    game.draw("alice")
    game.add_card("alice", "battlefield", "Swamp")
    game.draw("alice")
    assert game.names("hand", "alice") == ["Island"]
    assert game.player("alice").life == 25


def test_616_1_two_draw_replacements_the_drawing_player_chooses_one(setup) -> None:
    """Only one applies: the draw it replaced no longer exists (CR 614.6)."""
    game = setup({"alice": {"battlefield": ["Tithe Idol", "Tithe Charm"], "library": ["Island"]}, "bob": {}}, answers={"alice": {"replacement": ["Tithe Charm"]}})
    game.draw("alice")
    assert game.player("alice").life == 22
    assert [labels for _, _, labels, _ in replacement_choices(game)] == [("Tithe Idol", "Tithe Charm")]


# -- mills -----------------------------------------------------------------------------------
def test_a_mill_replacement_of_an_opponent_doubles_only_the_opponents_mill(setup) -> None:
    game = setup({"alice": {"battlefield": ["Bruvac"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}})
    assert len(game.mill("bob", 2)) == 4
    assert len(game.mill("alice", 2)) == 2


def test_616_1_two_mill_replacements_each_apply_once_in_the_order_chosen(setup) -> None:
    """Bruvac (twice that many) and Spill Engine (that many plus one): 2 -> 4 -> 5 or 2 -> 3 -> 6.
    The milling player chooses the first; the other then applies to the modified event alone,
    without a question."""
    for first, milled in (("Bruvac", 5), ("Spill Engine", 6)):
        game = setup({"alice": {"battlefield": ["Bruvac", "Spill Engine"]}, "bob": {"library": ["Island"] * 10}}, answers={"bob": {"replacement": [first]}})
        assert len(game.mill("bob", 2)) == milled
        assert replacement_choices(game) == [("bob", "which replacement applies to a mill", ("Bruvac", "Spill Engine"), (first,))]


def test_a_conditional_mill_replacement(setup) -> None:
    game = setup({"alice": {"battlefield": ["Bog Engine"], "library": ["Island"] * 12}, "bob": {}})
    assert len(game.mill("alice", 1)) == 1
    game.add_card("alice", "battlefield", "Swamp")
    assert len(game.mill("alice", 1)) == 10


# -- replacements a resolving spell sets up (CR 614.1) ---------------------------------------
def test_614_1_a_spell_sets_up_a_replacement_for_its_target_this_turn(setup) -> None:
    game = setup({"alice": {"hand": ["Mark of Exile"], "battlefield": ["Island"]}, "bob": {"battlefield": ["Grizzly Bears", "Homeward Bears"]}})
    game.cast("alice", "Mark of Exile", targets=["Grizzly Bears"])
    game.resolve_top()
    game.destroy(game.find("Homeward Bears"))
    game.destroy(game.find("Grizzly Bears"))
    assert game.names("exile") == ["Grizzly Bears"]
    assert game.names("hand", "bob") == ["Homeward Bears"]
    assert game.names("graveyard", "bob") == []


def test_614_1_a_replacement_set_up_for_dying_ignores_other_zone_changes(setup) -> None:
    game = setup({"alice": {"hand": ["Mark of Exile"], "battlefield": ["Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Mark of Exile", targets=["Grizzly Bears"])
    game.resolve_top()
    game.move(game.find("Grizzly Bears"), "hand")
    assert game.names("hand", "bob") == ["Grizzly Bears"]


def test_614_1_the_next_time_applies_once(setup) -> None:
    """"The next time it would die this turn": after it has applied, the effect is gone."""
    game = setup({"alice": {"hand": ["Last Rites", "Mark of Exile"], "battlefield": ["Island", "Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Last Rites", targets=["Grizzly Bears"])
    game.resolve_top()
    assert len(game.state.replacements) == 1
    game.destroy(game.find("Grizzly Bears"))
    assert game.names("hand", "bob") == ["Grizzly Bears"]
    assert game.state.replacements == []


def test_616_1_replacements_set_up_by_two_spells_are_chosen_by_the_affected_creatures_controller(setup) -> None:
    game = setup({"alice": {"hand": ["Last Rites", "Mark of Exile"], "battlefield": ["Island", "Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                 answers={"bob": {"replacement": ["Mark of Exile"]}})
    for spell in ("Last Rites", "Mark of Exile"):
        game.cast("alice", spell, targets=["Grizzly Bears"])
        game.resolve_top()
    game.destroy(game.find("Grizzly Bears"))
    assert game.names("exile") == ["Grizzly Bears"]
    assert replacement_choices(game) == [("bob", "which replacement applies to Grizzly Bears moving to graveyard", ("Last Rites", "Mark of Exile"), ("Mark of Exile",))]
    assert len(game.state.replacements) == 2  # Last Rites did not apply: it still waits


def test_614_1_a_replacement_an_ability_sets_up_for_its_own_source(setup) -> None:
    game = setup({"alice": {"battlefield": ["Phoenix Bears", "Grizzly Bears"]}, "bob": {}})
    game.activate("alice", "Phoenix Bears")
    game.resolve_top()
    game.destroy(game.find("Grizzly Bears"))
    game.destroy(game.find("Phoenix Bears"))
    assert game.names("graveyard", "alice") == ["Grizzly Bears"]
    assert game.names("exile") == ["Phoenix Bears"]


@pytest.mark.parametrize(
    ("effect", "message"),
    [
        (fx.CreateReplacement(replacement=fx.Replacement(event="draw", instead=(fx.GainLife(amount=fixed(1)),)), duration="end_of_turn"), "a replacement of 'draw' set up by a resolving spell"),
        (fx.CreateReplacement(replacement=fx.Replacement(event="die", to="exile", optional=True), duration="end_of_turn"), "a replacement of 'die' set up by a resolving spell"),
        (fx.CreateReplacement(replacement=fx.Replacement(event="die", to="exile", condition=fx.YourTurn()), duration="end_of_turn"), "a replacement of 'die' set up by a resolving spell"),
        (fx.CreateReplacement(replacement=fx.Replacement(event="die", instead=(fx.GainLife(amount=fixed(1)),)), duration="end_of_turn"), "a replacement of 'die' set up by a resolving spell"),
        (fx.CreateReplacement(replacement=fx.Replacement(event="die", to="exile"), duration="until_your_next_turn"), "a replacement lasting until_your_next_turn is not tracked yet"),
    ],
)
def test_a_replacement_set_up_that_is_not_applied_yet_is_unsupported_and_counted(setup, effect, message) -> None:
    """Each time, with the construct named: "unsupported at runtime: CreateReplacement (...)"."""
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    for count in (1, 2):
        with pytest.raises(UnsupportedAtRuntime, match=message) as raised:
            add_zone_replacement(game, effect, Context(controller="alice"))
        assert str(raised.value).startswith("unsupported at runtime: CreateReplacement (")
        assert game.unsupported["CreateReplacement"] == count
    assert game.state.replacements == []


def test_708_3_a_permanent_put_onto_the_battlefield_face_down_ignores_its_enters_with(setup) -> None:
    """Turned face down before it enters, it has no "enters tapped with counters" ability."""
    game = setup({"alice": {"library": ["Sleepy Bears"]}, "bob": {}})
    card = game.move(game.find("Sleepy Bears"), "battlefield", face_down=True)
    assert card is not None and card.face_down
    assert not card.tapped
    assert card.counters["+1/+1"] == 0
    assert (game.power(card), game.toughness(card)) == (2, 2)


def test_614_1c_choices_made_as_a_permanent_enters_belong_to_the_permanent(setup) -> None:
    """CR 614.12, 607.2: "as ~ enters, choose a color": the permanent remembers the color; the
    cards milled by the same ability are no choice of it."""
    game = setup({"alice": {"hand": ["Painted Idol"], "library": ["Island", "Forest", "Swamp"]}, "bob": {}}, answers={"alice": {"mode": ["U"]}})
    idol = game.put_onto_battlefield(game.find("Painted Idol"))
    assert idol is not None
    assert idol.marks["chosen color"] == ["U"]
    assert [key for key in idol.marks if not key.startswith("chosen")] == []
    assert game.names("graveyard", "alice") == ["Island", "Forest"]


def test_614_1a_a_replacement_of_this_object_from_anywhere(setup) -> None:
    """Colossus discarded or destroyed goes on top of the library; the Island discarded with it
    is not Colossus."""
    game = setup({"alice": {"hand": ["Colossus", "Island"], "battlefield": ["Colossus"], "library": ["Forest"]}, "bob": {}})
    game.discard("alice", [game.find("Colossus", zone="hand"), game.find("Island")])
    game.destroy(game.find("Colossus", zone="battlefield"))
    assert game.names("graveyard", "alice") == ["Island"]
    assert game.names("library", "alice") == ["Colossus", "Colossus", "Forest"]


def test_113_6_replacement_abilities_function_only_on_the_battlefield(setup) -> None:
    """Void Ward, Tithe Idol, Bruvac and Consuls' Gate in a hand do nothing."""
    game = setup({"alice": {"hand": ["Void Ward", "Tithe Idol", "Bruvac", "Consuls' Gate"], "library": ["Island"] * 4},
                  "bob": {"battlefield": ["Grizzly Bears"], "hand": ["Grizzly Bears"], "library": ["Island"] * 4}})
    game.destroy(game.find("Grizzly Bears", zone="battlefield"))
    game.draw("alice")
    entered = game.put_onto_battlefield(game.find("Grizzly Bears", zone="hand"))
    assert game.names("graveyard", "bob") == ["Grizzly Bears"]
    assert game.names("hand", "alice") == ["Void Ward", "Tithe Idol", "Bruvac", "Consuls' Gate", "Island"]
    assert entered is not None and not entered.tapped
    assert len(game.mill("bob", 1)) == 1


def test_614_1_a_replacement_set_up_for_dying_stays_after_it_applied(setup) -> None:
    """Without "the next time", the effect lasts the turn (CR 514.2 ends it at cleanup)."""
    game = setup({"alice": {"hand": ["Mark of Exile"], "battlefield": ["Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Mark of Exile", targets=["Grizzly Bears"])
    game.resolve_top()
    game.destroy(game.find("Grizzly Bears"))
    assert game.names("exile") == ["Grizzly Bears"]
    assert [entry["label"] for entry in game.state.replacements] == ["Mark of Exile"]


def test_614_1_the_next_time_waits_for_the_event_it_names(setup) -> None:
    """Last Rites waits for the creature to die: bounced, it does not apply, and stays."""
    game = setup({"alice": {"hand": ["Last Rites"], "battlefield": ["Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Last Rites", targets=["Grizzly Bears"])
    game.resolve_top()
    game.move(game.find("Grizzly Bears"), "library")
    assert game.names("library", "bob") == ["Grizzly Bears"]
    assert len(game.state.replacements) == 1


def test_614_1_a_replacement_set_up_for_leaving_the_battlefield(setup) -> None:
    """Banishing Mark: bounced, the creature is exiled instead, once."""
    game = setup({"alice": {"hand": ["Banishing Mark"], "battlefield": ["Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Banishing Mark", targets=["Grizzly Bears"])
    game.resolve_top()
    game.move(game.find("Grizzly Bears"), "hand")
    assert game.names("exile") == ["Grizzly Bears"]
    assert game.state.replacements == []


def test_614_1_a_replacement_that_would_change_nothing_does_not_apply(setup) -> None:
    """Banishing Mark's creature exiled anyway: "the next time" has not happened yet."""
    game = setup({"alice": {"hand": ["Banishing Mark"], "battlefield": ["Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.cast("alice", "Banishing Mark", targets=["Grizzly Bears"])
    game.resolve_top()
    game.move(game.find("Grizzly Bears"), "exile")
    assert game.names("exile") == ["Grizzly Bears"]
    assert len(game.state.replacements) == 1


def test_614_1_a_replacement_set_up_for_being_put_into_a_graveyard(setup) -> None:
    """Grave Mark: destroyed, the creature goes to its owner's hand; the other one dies."""
    game = setup({"alice": {"hand": ["Grave Mark"], "battlefield": ["Island"]}, "bob": {"battlefield": ["Grizzly Bears", "Homeward Bears"]}})
    game.cast("alice", "Grave Mark", targets=["Grizzly Bears"])
    game.resolve_top()
    game.destroy(game.find("Grizzly Bears"))
    game.move(game.find("Homeward Bears"), "graveyard")  # not dying: put there by an effect, from the battlefield
    assert game.names("hand", "bob") == ["Grizzly Bears", "Homeward Bears"]


def test_614_1_a_replacement_set_up_without_a_source_keeps_a_label(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    bears = game.find("Grizzly Bears")
    replacement = fx.Replacement(event="die", what=fx.Filter(types=("Creature",)), to="exile")
    add_zone_replacement(game, fx.CreateReplacement(replacement=replacement), Context(controller="alice"))
    assert [(entry["label"], entry["to"], entry["duration"], entry["once"]) for entry in game.state.replacements] == [("a resolved spell or ability", "exile", None, False)]
    game.destroy(bears)
    assert game.names("exile") == ["Grizzly Bears"]


@pytest.mark.parametrize(
    "instead",
    [
        (fx.Move(what=fx.Found(key="t"), to="exile"),),  # moves something else
        (fx.Move(what=fx.Found(key="replaced"), to="exile", until="end_of_turn"),),  # and back later
        (fx.Move(what=fx.Found(key="replaced"), to="exile"), fx.GainLife(amount=fixed(1))),  # and more
    ],
    ids=["another_object", "until", "two_instructions"],
)
def test_a_replacement_set_up_other_than_one_move_of_the_object_is_unsupported(setup, instead) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    effect = fx.CreateReplacement(replacement=fx.Replacement(event="die", what=fx.This(), instead=instead), duration="end_of_turn")
    with pytest.raises(UnsupportedAtRuntime, match="other than where the object goes instead"):
        add_zone_replacement(game, effect, Context(controller="alice"))
    assert game.unsupported["CreateReplacement"] == 1


def test_a_replacement_set_up_with_a_destination_and_more_is_unsupported(setup) -> None:
    game = setup({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    effect = fx.CreateReplacement(replacement=fx.Replacement(event="die", to="exile", instead=(fx.GainLife(amount=fixed(1)),)), duration="end_of_turn")
    with pytest.raises(UnsupportedAtRuntime):
        add_zone_replacement(game, effect, Context(controller="alice"))


def test_616_1_two_enters_with_abilities_of_one_permanent_both_apply(setup) -> None:
    """"Enters tapped" and "enters with a counter": two replacement effects, the controller
    orders them, each applies once."""
    game = setup({"alice": {"hand": ["Slow Bears"]}, "bob": {}}, answers={"alice": {"replacement": ["Slow Bears"]}})
    bears = game.put_onto_battlefield(game.find("Slow Bears"))
    assert bears is not None and bears.tapped
    assert bears.counters["+1/+1"] == 1
    assert [(player, labels) for player, _, labels, _ in replacement_choices(game)] == [("alice", ("Slow Bears", "Slow Bears"))]


def test_614_1a_each_replacement_ability_of_a_permanent_watches_its_own_event(setup) -> None:
    """Twin Ward's second ability (dying) applies though its first (entering) does not."""
    game = setup({"alice": {"battlefield": ["Twin Ward", "Grizzly Bears"], "graveyard": ["Grizzly Bears"]}, "bob": {}})
    game.destroy(game.find("Grizzly Bears", zone="battlefield"))
    game.put_onto_battlefield(game.find("Grizzly Bears", zone="graveyard"))
    assert game.names("exile") == ["Grizzly Bears"]
    assert game.names("hand", "alice") == ["Grizzly Bears"]


def test_107_3_a_replacement_of_a_spell_on_the_stack_knows_its_x(setup) -> None:
    """Big Study with X=3 is exiled as it resolves; with X=1 it goes to the graveyard."""
    for x, exiled in ((3, ["Big Study"]), (1, [])):
        game = setup({"alice": {"hand": ["Big Study"], "battlefield": ["Island"] * 4, "library": ["Island"] * 3}, "bob": {}}, answers={"alice": {"x": [x]}})
        game.cast("alice", "Big Study")
        game.resolve_top()
        assert len(game.zone("hand", "alice")) == x
        assert game.names("exile") == exiled
        assert game.names("graveyard", "alice") == ([] if exiled else ["Big Study"])


def test_614_1_a_replacement_set_up_after_a_regeneration_shield_still_applies(setup) -> None:
    """The game keeps other effects beside it (a regeneration shield, CR 701.19): each is
    looked at for the event."""
    game = setup({"alice": {"hand": ["Mark of Exile"], "battlefield": ["Island", "Drudge Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    game.activate("alice", "Drudge Bears")
    game.resolve_top()
    game.cast("alice", "Mark of Exile", targets=["Grizzly Bears"])
    game.resolve_top()
    assert [entry["kind"] for entry in game.state.replacements] == ["regenerate", "zone_replacement"]
    game.destroy(game.find("Grizzly Bears"))
    assert game.names("exile") == ["Grizzly Bears"]


def test_614_1a_a_creature_card_that_is_not_on_the_battlefield_does_not_leave_it(setup) -> None:
    """Exile Gate: a bounced creature is exiled; a creature card discarded is not leaving the
    battlefield."""
    game = setup({"alice": {"battlefield": ["Exile Gate", "Grizzly Bears"], "hand": ["Hill Giant"]}, "bob": {}})
    game.move(game.find("Grizzly Bears"), "hand")
    game.discard("alice", [game.find("Hill Giant")])
    assert game.names("exile") == ["Grizzly Bears"]
    assert game.names("graveyard", "alice") == ["Hill Giant"]


def test_614_1c_a_choice_as_a_permanent_enters_names_the_permanent(setup) -> None:
    """"As Hesitant Idol enters, you may mill two cards": the player is asked, by the Idol."""
    game = setup({"alice": {"hand": ["Hesitant Idol"], "library": ["Island", "Forest", "Swamp"]}, "bob": {}}, answers={"alice": {"may": ["yes"]}})
    game.put_onto_battlefield(game.find("Hesitant Idol"))
    assert [(choice.player, choice.source) for choice, _ in game.choice_log if choice.kind == "may"] == [("alice", "Hesitant Idol")]
    assert game.names("graveyard", "alice") == ["Island", "Forest"]


def test_614_1a_a_replacement_of_leaving_the_stack_watches_only_the_stack(setup) -> None:
    """Fleeting Study resolving is exiled; the other copy, discarded from the hand, is not on the
    stack: it goes to the graveyard."""
    game = setup({"alice": {"hand": ["Fleeting Study", "Fleeting Study"], "battlefield": ["Island"], "library": ["Forest"]}, "bob": {}})
    game.cast("alice", "Fleeting Study")
    game.resolve_top()
    game.discard("alice", [game.find("Fleeting Study", zone="hand")])
    assert game.names("exile") == ["Fleeting Study"]
    assert game.names("graveyard", "alice") == ["Fleeting Study"]
    assert game.names("hand", "alice") == ["Forest"]


def test_614_5_each_mill_replacement_ability_of_one_permanent_applies_once(setup) -> None:
    """Twin Engine without a Swamp: bob's mill of 1 is doubled then increased by one (bob
    orders the two, CR 616.1); alice's mill of 1 gets only her own, plus two."""
    game = setup({"alice": {"battlefield": ["Twin Engine"], "library": ["Island"] * 5}, "bob": {"library": ["Island"] * 5}},
                 answers={"bob": {"replacement": ["Twin Engine"]}})
    assert len(game.mill("bob", 1)) == 3
    assert len(game.mill("alice", 1)) == 3
    assert [(player, len(labels)) for player, _, labels, _ in replacement_choices(game)] == [("bob", 2)]


def test_614_1a_an_optional_mill_replacement_is_the_milling_players_choice(setup) -> None:
    game = setup({"alice": {"battlefield": ["Tempting Engine"]}, "bob": {"library": ["Island"] * 6}}, answers={"bob": {"replacement": ["no", "Tempting Engine"]}})
    assert len(game.mill("bob", 1)) == 1
    assert len(game.mill("bob", 2)) == 4
    assert [(player, labels) for player, _, labels, _ in replacement_choices(game)] == [("bob", ("Tempting Engine", "no"))] * 2


def test_616_1_two_replacements_set_up_by_spells_both_apply_to_one_event(setup) -> None:
    """Last Rites (dies: to the hand) then Banishing Mark (leaves the battlefield: exile): the
    modified event is still the creature leaving the battlefield, so both apply, each once
    (CR 616.1, 614.5), and both are used up."""
    game = setup({"alice": {"hand": ["Last Rites", "Banishing Mark"], "battlefield": ["Island", "Island"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                 answers={"bob": {"replacement": ["Last Rites"]}})
    for spell in ("Last Rites", "Banishing Mark"):
        game.cast("alice", spell, targets=["Grizzly Bears"])
        game.resolve_top()
    game.destroy(game.find("Grizzly Bears"))
    assert game.names("exile") == ["Grizzly Bears"]
    assert game.names("hand", "bob") == []
    assert game.state.replacements == []
    assert [labels for _, _, labels, _ in replacement_choices(game)] == [("Last Rites", "Banishing Mark")]


def test_614_11_a_draw_replacement_after_one_whose_condition_fails(setup) -> None:
    """Twin Idol without a Swamp: only its second ability is offered (and taken)."""
    game = setup({"alice": {"battlefield": ["Twin Idol"], "library": ["Island"]}, "bob": {}}, answers={"alice": {"replacement": ["Twin Idol"]}})
    game.draw("alice")
    assert game.player("alice").life == 21
    assert game.names("hand", "alice") == []
    assert [labels for _, _, labels, _ in replacement_choices(game)] == [("Twin Idol", "no")]


def test_614_1c_an_enters_with_after_one_whose_condition_fails(setup) -> None:
    game = setup({"alice": {"hand": ["Charged Ruins"], "battlefield": ["Swamp"]}, "bob": {}})
    ruins = game.put_onto_battlefield(game.find("Charged Ruins"))
    assert ruins is not None and not ruins.tapped
    assert ruins.counters["charge"] == 1
