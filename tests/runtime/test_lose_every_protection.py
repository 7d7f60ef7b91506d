"""Losing "protection" named without its quality (CR 702.16a, 613.1f): every protection ability
the object has, whatever its quality, compiled from the text and played."""

from __future__ import annotations

from oraclec.runtime import homebrew

from conftest import compiled, compiled_ability


def test_permanents_lose_every_protection_ability_until_end_of_turn(setup, pool) -> None:  # type: ignore[no-untyped-def]
    """CR 702.16a: "protection from red" and "protection from blue" are both protection
    abilities; both are lost, the creature's other abilities stay."""
    pool.add(homebrew("Knight Test", "Creature — Knight", mana_cost="{2}", power=2, toughness=2, abilities=[
        *compiled("Protection from red"), *compiled("Protection from blue"), *compiled("Flying")]))
    pool.add(homebrew("Strip Test", "Instant", mana_cost="{0}", abilities=[compiled_ability(
        "Permanents your opponents control lose hexproof, indestructible, protection, shroud, and ward until end of turn.")]))
    game = setup({"alice": {"hand": ["Strip Test"]}, "bob": {"battlefield": ["Knight Test"]}})
    knight = game.find("Knight Test", "battlefield")
    assert len([a for a in game.characteristics(knight).abilities if getattr(a, "name", "") == "protection"]) == 2
    game.cast("alice", "Strip Test")
    game.resolve_stack()
    chars = game.characteristics(knight)
    assert not chars.has_keyword("protection") and chars.has_keyword("flying")
