"""Designations as adjectives and what stops an object having them: "suspended card" (CR
702.62b), "all suspected creatures are no longer suspected" (CR 701.60a), "All lands are no
longer snow." (CR 205.4, 613.1d), compiled from their text and played."""

from __future__ import annotations

from oraclec import effects as fx
from oraclec.runtime import homebrew
from oraclec.runtime.context import Context
from oraclec.runtime.references import matches

from conftest import compiled, compiled_ability, keyword


def test_a_card_in_exile_with_suspend_and_a_time_counter_is_suspended(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 702.62b: in exile, with suspend, with a time counter on it."""
    pool.add(homebrew("Slow Bolt", "Instant", mana_cost="{R}", abilities=[keyword("suspend", amount=1, cost=())]))
    pool.add(homebrew("Fast Bolt", "Instant", mana_cost="{R}"))
    pool.add(homebrew("Count Suspended", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Draw a card for each suspended card you own.")]))
    game = setup({"alice": {"exile": ["Slow Bolt", "Fast Bolt"], "hand": ["Count Suspended", "Count Suspended"], "library": ["Island"] * 5}, "bob": {}})
    slow, fast = (next(o for o in game.zone("exile").objects if o.name == n) for n in ("Slow Bolt", "Fast Bolt"))
    suspended = fx.Filter(zone="exile", states=("suspended",))
    ctx = Context(controller="alice")
    assert not matches(game, slow, suspended, ctx)  # no time counter yet
    game.cast("alice", "Count Suspended")
    game.resolve_stack()
    assert len(game.zone("hand", "alice")) == 1  # the other copy, no card drawn
    game.put_counters(slow, "time", 1)
    game.put_counters(fast, "time", 1)
    assert matches(game, slow, suspended, ctx)
    assert not matches(game, fast, suspended, ctx)  # no suspend
    game.cast("alice", "Count Suspended")
    game.resolve_stack()
    assert game.names("hand", "alice") == ["Island"]  # one suspended card


def test_suspected_creatures_are_no_longer_suspected(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 701.60a: suspected until a spell or ability causes it to no longer be suspected."""
    pool.add(homebrew("Suspect Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Suspect target creature.")]))
    pool.add(homebrew("Alibi Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("All suspected creatures are no longer suspected.")]))
    pool.add(homebrew("Suspect Bear", "Creature — Bear", mana_cost="{1}", power=2, toughness=2))
    game = setup({"alice": {"hand": ["Suspect Test", "Alibi Test"]}, "bob": {"battlefield": ["Suspect Bear"]}})
    bear = next(o for o in game.zone("battlefield").objects if o.name == "Suspect Bear")
    game.cast("alice", "Suspect Test", targets=[bear])
    game.resolve_stack()
    assert bear.marks.get("suspected")
    game.cast("alice", "Alibi Test")
    game.resolve_stack()
    assert not bear.marks.get("suspected")
    assert not game.characteristics(bear).has_keyword("menace")  # CR 701.60c: the menace went too


def test_lands_are_no_longer_snow(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 205.4, 613.1d: a type-changing effect removes the supertype; the card type stays."""
    pool.add(homebrew("Melting Test", "Enchantment", mana_cost="{0}", abilities=compiled("All lands are no longer snow.")))
    pool.add(homebrew("Snowy Forest", "Basic Snow Land — Forest"))
    game = setup({"alice": {"battlefield": ["Snowy Forest"]}, "bob": {}})
    land = next(o for o in game.zone("battlefield").objects if o.name == "Snowy Forest")
    assert "Snow" in game.characteristics(land).supertypes
    game = setup({"alice": {"battlefield": ["Snowy Forest", "Melting Test"]}, "bob": {}})
    land = next(o for o in game.zone("battlefield").objects if o.name == "Snowy Forest")
    chars = game.characteristics(land)
    assert "Snow" not in chars.supertypes and "Basic" in chars.supertypes and "Land" in chars.types


def test_the_monarch_is_a_player(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 724.1: "the monarch" is the one player who is the monarch; none while no player is."""
    pool.add(homebrew("Regicide Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability("Destroy all creatures the monarch controls.")]))
    pool.add(homebrew("Court Bear", "Creature — Bear", mana_cost="{1}", power=2, toughness=2))
    game = setup({"alice": {"hand": ["Regicide Test", "Regicide Test"], "battlefield": ["Court Bear"]}, "bob": {"battlefield": ["Court Bear"]}})
    game.cast("alice", "Regicide Test")
    game.resolve_stack()
    assert len([o for o in game.zone("battlefield").objects if o.name == "Court Bear"]) == 2  # no monarch
    game.become_designated("bob", "monarch")
    game.cast("alice", "Regicide Test")
    game.resolve_stack()
    assert [o.controller for o in game.zone("battlefield").objects if o.name == "Court Bear"] == ["alice"]
