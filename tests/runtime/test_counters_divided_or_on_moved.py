"""Counter wordings played: counters distributed among objects that are not targets, divided
as the instruction is carried out (CR 608.2d); counters put on a card exiled from a graveyard (CR
122.1); up to a number of counters removed from among permanents (CR 122.8)."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled_ability


def test_counters_distributed_among_creatures_you_control_as_it_resolves(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """Three counters, two of them to the first creature and the rest to the last one; no target
    was chosen as the spell was cast (CR 608.2d)."""
    text = "Distribute three +1/+1 counters among any number of creatures you control."
    pool.add(homebrew("Share Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Share Test"], "battlefield": ["Grizzly Bears", "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}},
                 answers={"alice": {"number": [2]}})
    game.cast("alice", "Share Test")
    game.resolve_stack()
    mine = [o for o in game.battlefield("alice") if o.name == "Grizzly Bears"]
    assert sorted(o.counters.get("+1/+1", 0) for o in mine) == [1, 2]
    assert not game.battlefield("bob")[0].counters


def test_counters_distributed_all_to_one_creature(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """None to the first creature: every counter goes to the other, the only one chosen."""
    text = "Distribute three +1/+1 counters among any number of creatures you control."
    pool.add(homebrew("Share Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Share Test"], "battlefield": ["Grizzly Bears", "Grizzly Bears"]}, "bob": {}},
                 answers={"alice": {"number": [0]}})
    game.cast("alice", "Share Test")
    game.resolve_stack()
    mine = [o for o in game.battlefield("alice") if o.name == "Grizzly Bears"]
    assert sorted(o.counters.get("+1/+1", 0) for o in mine) == [0, 3]


def test_card_exiled_from_a_graveyard_with_counters_has_them_in_exile(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Exile target card from a graveyard with two time counters on it.": the card in exile has
    the counters (CR 122.1); no card in a graveyard has any, so it is no quality of the target."""
    text = "Exile target card from a graveyard with two time counters on it."
    pool.add(homebrew("Stash Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    game = setup({"alice": {"hand": ["Stash Test"]}, "bob": {"graveyard": ["Grizzly Bears"]}})
    game.cast("alice", "Stash Test", targets={"target": [game.find("Grizzly Bears")]})
    game.resolve_stack()
    (exiled,) = game.zone("exile", "bob")
    assert exiled.name == "Grizzly Bears" and dict(exiled.counters) == {"time": 2}


def test_remove_up_to_a_number_of_counters_from_among_permanents(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"Remove up to three stun counters from among all permanents.": the player chooses how
    many in all, at most three (CR 122.8); here two, though four are there."""
    text = "Remove up to three stun counters from among all permanents. Draw cards equal to the number of stun counters removed this way."
    pool.add(homebrew("Wake Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    bears = {"card": "Grizzly Bears", "counters": {"stun": 2}}
    game = setup({"alice": {"hand": ["Wake Test"], "library": ["Island"] * 5, "battlefield": [bears]}, "bob": {"battlefield": [bears]}},
                 answers={"alice": {"number": [2]}})
    game.cast("alice", "Wake Test")
    game.resolve_stack()
    left = sum(o.counters.get("stun", 0) for p in ("alice", "bob") for o in game.battlefield(p))
    assert left == 2
    assert len(game.zone("hand", "alice")) == 2


def test_remove_up_to_is_at_most_the_number(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """The choice offered stops at three: four counters are there, three are removed at most."""
    text = "Remove up to three stun counters from among all permanents."
    pool.add(homebrew("Wake Test", "Sorcery", mana_cost="{0}", abilities=[compiled_ability(text)]))
    bears = {"card": "Grizzly Bears", "counters": {"stun": 2}}
    game = setup({"alice": {"hand": ["Wake Test"], "battlefield": [bears]}, "bob": {"battlefield": [bears]}},
                 answers={"alice": {"number": [3]}})
    game.cast("alice", "Wake Test")
    game.resolve_stack()
    left = sum(o.counters.get("stun", 0) for p in ("alice", "bob") for o in game.battlefield(p))
    assert left == 1


def test_another_target_with_the_same_controller(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """"onto another target creature with the same controller": a creature the first target's
    controller controls (CR 108.4); another player's creature is no legal target (below)."""
    text = "Move a +1/+1 counter from target creature onto another target creature with the same controller."
    pool.add(homebrew("Shift Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(text)]))
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}
    game = setup({"alice": {"hand": ["Shift Test"], "battlefield": [bears, "Grizzly Bears"]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    first, second = game.find("Grizzly Bears"), game.find("Grizzly Bears", nth=2)
    game.cast("alice", "Shift Test", targets={"target": [first], "target 2": [second]})
    game.resolve_stack()
    assert first.counters.get("+1/+1") == 1 and second.counters.get("+1/+1") == 1


def test_another_target_with_another_controller_is_illegal(setup, pool) -> None:  # type: ignore[no-untyped-def]
    import pytest

    from oraclec.runtime.errors import IllegalAction

    text = "Move a +1/+1 counter from target creature onto another target creature with the same controller."
    pool.add(homebrew("Shift Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(text)]))
    bears = {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}
    game = setup({"alice": {"hand": ["Shift Test"], "battlefield": [bears]}, "bob": {"battlefield": ["Grizzly Bears"]}})
    with pytest.raises(IllegalAction):
        game.cast("alice", "Shift Test", targets={"target": [game.find("Grizzly Bears")], "target 2": [game.battlefield("bob")[0]]})
