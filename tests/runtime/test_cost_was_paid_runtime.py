""""If this spell's surge cost was paid, ...", "If this creature's emerge cost was paid, instead
...": conditions on the alternative cost a spell was cast paying (CR 118.9, 601.2b, 601.2f),
with cards of the bundled database, compiled."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser


def _compiled(pool: CardPool, name: str) -> None:
    missing = [m for face in pool.get(name).faces for m in face.missing]
    assert not missing, missing


def test_surge_cost_paid_creates_the_octopus_only_when_surged(db_pool) -> None:  # type: ignore[no-untyped-def]
    crush = "Crush of Tentacles"
    _compiled(db_pool, crush)
    # cast for its mana cost: no Octopus
    game = Game.setup({"alice": {"hand": [crush], "battlefield": ["Island"] * 6}, "bob": {"battlefield": ["Grizzly Bears"]}}, pool=db_pool)
    game.cast("alice", crush)
    game.resolve_stack()
    assert "Grizzly Bears" in game.names("hand", "bob")
    assert not [o for o in game.battlefield("alice") if "Octopus" in game.characteristics(o).subtypes]
    # surge (CR 702.117a): another spell cast this turn first, then its surge cost
    game = Game.setup({"alice": {"hand": ["Divination", crush], "battlefield": ["Island"] * 8, "library": ["Island"] * 5}, "bob": {}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({})
    game.cast("alice", "Divination")
    game.resolve_stack()
    game.cast("alice", crush, method="surge")
    game.resolve_stack()
    octopi = [o for o in game.battlefield("alice") if "Octopus" in game.characteristics(o).subtypes]
    assert len(octopi) == 1 and game.characteristics(octopi[0]).power == 8


def test_spectacle_cost_paid_replaces_the_whole_sentence_before(db_pool) -> None:  # type: ignore[no-untyped-def]
    """"When this creature enters, discard a card, then draw a card. If this creature's spectacle
    cost was paid, instead discard your hand, then draw three cards.": both instructions of the
    sentence before are replaced, not only the last one."""
    reveler = "Rix Maadi Reveler"
    _compiled(db_pool, reveler)
    hand = ["Island", "Forest", "Plains"]
    lands = ["Swamp", "Swamp", "Mountain", "Mountain"]
    # for its mana cost ({1}{R}): discard one card, draw one
    game = Game.setup({"alice": {"hand": [reveler, *hand], "battlefield": lands, "library": ["Swamp"] * 5}, "bob": {}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"card": ["Island"]})
    game.cast("alice", reveler)
    game.resolve_stack()
    assert sorted(game.names("graveyard", "alice")) == ["Island"]
    assert sorted(game.names("hand", "alice")) == ["Forest", "Plains", "Swamp"]
    # spectacle (CR 702.137a): an opponent lost life this turn; the whole hand is discarded and
    # three cards drawn, and no single card is discarded first
    game = Game.setup({"alice": {"hand": [reveler, *hand], "battlefield": lands, "library": ["Swamp"] * 5}, "bob": {}}, pool=db_pool)
    chooser = ScriptedChooser({})
    game.choosers["alice"] = chooser
    game.lose_life("bob", 1)
    game.cast("alice", reveler, method="spectacle")
    game.resolve_stack()
    assert sorted(game.names("graveyard", "alice")) == sorted(hand)
    assert game.names("hand", "alice") == ["Swamp"] * 3
    assert not [choice for choice, _ in chooser.log if choice.kind == "card"], "a card to discard was chosen"


def test_the_mana_alternative_cost_paid(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Baleful Mastery: "You may pay {1}{B} rather than pay this spell's mana cost." and "If the
    {1}{B} cost was paid, an opponent draws a card." (CR 118.9)"""
    mastery = "Baleful Mastery"
    _compiled(db_pool, mastery)
    for method, drawn in ((None, 0), ("alternative cost", 1)):
        game = Game.setup({"alice": {"hand": [mastery], "battlefield": ["Swamp"] * 4}, "bob": {"battlefield": ["Grizzly Bears"], "library": ["Forest"] * 3}}, pool=db_pool)
        game.choosers["alice"] = ScriptedChooser({"target": ["Grizzly Bears"]})
        game.cast("alice", mastery, **({"method": method} if method else {}))
        game.resolve_stack()
        assert "Grizzly Bears" in game.names("exile")
        assert len(game.names("hand", "bob")) == drawn
