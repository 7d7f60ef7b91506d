"""Keyword abilities the runtime applies by name, beyond what the scenario files show with real
cards: protection (CR 702.16) of a player, from everything and from a creature type, Equipment
unattached from a permanent that gains protection from it (CR 704.5n); landwalk's qualities
(702.14); phasing of what is attached to a permanent that phases (702.26g)."""

from __future__ import annotations

from conftest import YOU
from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.combat import can_block, landwalk_quality


def protection(*qualities: fx.Filter) -> fx.Keyword:
    return fx.Keyword(name="protection", rule="702.16", quality=qualities)


RED = fx.Filter(colors=("R",))
EVERYTHING = fx.Filter(kind="object")


def test_a_player_with_protection_from_red_cant_be_targeted_or_dealt_damage_by_red(setup, pool) -> None:
    """CR 702.16b, 702.16e for a player ("You have protection from red.", CR 613.10)."""
    pool.add(homebrew("Red Ward", "Enchantment", mana_cost="{W}", abilities=[fx.StaticAbility(effects=(fx.GrantAbilities(what=YOU, abilities=(protection(RED),), duration=None),))]))
    pool.add(homebrew("Red Bear", "Creature — Bear", mana_cost="{1}{R}", power=2, toughness=2))
    game = setup({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Red Bear", "Grizzly Bears"]}, "bob": {"battlefield": ["Red Ward"]}})
    game.cast("alice", "Lightning Bolt")
    offered = next(c for c, _ in game.choice_log if c.kind == "target")
    assert "bob" not in offered.labels and "alice" in offered.labels
    assert game.deal_damage(game.info(game.find("Red Bear")), "bob", 2) == 0
    assert game.deal_damage(game.info(game.find("Grizzly Bears")), "bob", 2) == 2
    assert game.player("bob").life == 18


def test_protection_from_everything_stops_every_blocker_and_all_damage(setup, pool) -> None:
    """CR 702.16j."""
    pool.add(homebrew("Untouchable Bear", "Creature — Bear", mana_cost="{1}{W}", power=2, toughness=2, abilities=[protection(EVERYTHING)]))
    game = setup({"alice": {"battlefield": ["Untouchable Bear"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    bear, blocker = game.find("Untouchable Bear"), game.find("Grizzly Bears")
    assert not can_block(game, blocker, bear)
    assert can_block(game, bear, blocker)  # protection does not stop the protected creature blocking
    assert game.deal_damage(game.info(blocker), bear, 2) == 0 and bear.damage == 0


def test_protection_from_a_creature_type_stops_only_that_type(setup, pool) -> None:
    """CR 702.16a, 702.16f: "protection from Bears"."""
    pool.add(homebrew("Bear Hater", "Creature — Human", mana_cost="{1}{W}", power=2, toughness=2, abilities=[protection(fx.Filter(subtypes=("Bear",)))]))
    game = setup({"alice": {"battlefield": ["Bear Hater"]}, "bob": {"battlefield": ["Grizzly Bears", "Llanowar Elves"]}})
    hater = game.find("Bear Hater")
    assert not can_block(game, game.find("Grizzly Bears"), hater)
    assert can_block(game, game.find("Llanowar Elves"), hater)


def test_equipment_becomes_unattached_from_a_creature_that_gains_protection_from_it(setup, pool) -> None:
    """CR 702.16d, 704.5n: it stays on the battlefield, attached to nothing."""
    pool.add(homebrew("Plain Sword", "Artifact — Equipment", mana_cost="{1}"))
    game = setup({"alice": {"battlefield": ["Grizzly Bears", "Plain Sword"]}, "bob": {}})
    bear, sword = game.find("Grizzly Bears"), game.find("Plain Sword")
    sword.attached_to = bear.id
    game.check_state()
    assert sword.attached_to == bear.id  # no protection yet: it stays
    game.add_continuous_effect([bear], [("6", ("grant", (protection(fx.Filter(types=("Artifact",))),)))])
    game.check_state()
    assert sword.attached_to is None and sword.zone == "battlefield"
    assert [e.object.name for e in game.events("unattach")] == ["Plain Sword"]


def test_landwalk_qualities() -> None:
    """CR 702.14a, c: a land type, a supertype, "non" a quality the land must lack."""
    assert landwalk_quality("islandwalk") == (frozenset({"Island"}), frozenset())
    assert landwalk_quality("nonbasic landwalk") == (frozenset({"Land"}), frozenset({"Basic"}))
    assert landwalk_quality("snow swampwalk") == (frozenset({"Snow", "Swamp"}), frozenset())
    assert landwalk_quality("artifact landwalk") == (frozenset({"Artifact", "Land"}), frozenset())
    assert landwalk_quality("planeswalk") is None  # no land quality: the planar die's action, not landwalk


def test_an_aura_phases_out_and_in_with_the_permanent_it_enchants(setup, pool) -> None:
    """CR 702.26g: it phases out indirectly, and phases in with it, not by itself."""
    pool.add(homebrew("Phasing Bear", "Creature — Bear", mana_cost="{1}{U}", power=2, toughness=2, abilities=[fx.Keyword(name="Phasing", rule="702.26")]))
    pool.add(homebrew("Plain Aura", "Enchantment — Aura", mana_cost="{W}"))
    game = setup({"alice": {"battlefield": ["Phasing Bear", "Plain Aura"], "library": ["Island"] * 3}, "bob": {"library": ["Island"] * 3}}, active="bob", step="cleanup")
    bear, aura = game.find("Phasing Bear"), game.find("Plain Aura")
    aura.attached_to = bear.id
    game.state.step = "end"
    game.advance()  # bob's cleanup, then alice's untap step: both phase out
    game.advance()
    assert game.active_player.name == "alice"
    assert (bear.phased_out, aura.phased_out, aura.phased_out_indirectly) == (True, True, True)
    assert game.battlefield("alice") == [] and aura.attached_to == bear.id
    game.check_state()  # not "attached to nothing": the Aura stays
    assert aura.zone == "battlefield"
    game.phase_in(bear)
    assert (bear.phased_out, aura.phased_out) == (False, False) and game.battlefield("alice") == [bear, aura]


def test_protection_from_each_of_your_opponents_is_from_what_they_control(setup, pool) -> None:
    """"You have protection from each of your opponents." (CR 702.16i, 702.16k): an opponent's
    spell can't target the player and an opponent's creature's damage is prevented; your own
    sources are not stopped."""
    from test_runtime_executors import compiled_abilities

    pool.add(homebrew("Opponent Ward", "Enchantment", mana_cost="{W}", abilities=compiled_abilities("You have protection from each of your opponents.")))
    game = setup({"alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Grizzly Bears"]}, "bob": {"battlefield": ["Opponent Ward", "Llanowar Elves"]}})
    game.cast("alice", "Lightning Bolt")
    offered = next(c for c, _ in game.choice_log if c.kind == "target")
    assert "bob" not in offered.labels and "alice" in offered.labels
    assert game.deal_damage(game.info(game.find("Grizzly Bears")), "bob", 2) == 0
    assert game.deal_damage(game.info(game.find("Llanowar Elves")), "bob", 1) == 1
    assert game.player("bob").life == 19
