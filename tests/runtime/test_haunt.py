"""Haunt (CR 702.55): "When this permanent is put into a graveyard from the battlefield, exile it
haunting target creature." (702.55a); the exiled card haunts that creature (702.55b), and its
triggered abilities that refer to the haunted creature trigger in exile (702.55c)."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser

from conftest import require_compiled


def play(db_pool: CardPool, players: dict, answers: dict) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool)
    for name in players:
        game.choosers[name] = ScriptedChooser(answers.get(name, {}))
    return game


def test_orzhov_pontiff_haunts_a_creature_and_triggers_from_exile_when_it_dies(db_pool) -> None:
    """Orzhov Pontiff dies: its haunt ability exiles it haunting Llanowar Elves (CR 702.55a-b).
    A creature it does not haunt dying triggers nothing; the Elves dying triggers "When this
    creature enters or the creature it haunts dies, choose one —" from exile (702.55c): creatures
    Alice doesn't control get -1/-1."""
    require_compiled(db_pool, "Orzhov Pontiff")
    game = play(
        db_pool,
        {"alice": {"battlefield": ["Orzhov Pontiff"]}, "bob": {"battlefield": ["Llanowar Elves", "Dryad Arbor", "Colossal Dreadmaw"]}},
        {"alice": {"target": ["Llanowar Elves"], "mode": [2]}},
    )
    game.destroy(game.find("Orzhov Pontiff"))
    game.resolve_stack()
    assert game.names("exile") == ["Orzhov Pontiff"] and game.names("graveyard", "alice") == []
    game.destroy(game.find("Dryad Arbor"))
    game.resolve_stack()
    assert game.zone("stack").objects == []
    game.destroy(game.find("Llanowar Elves"))
    game.check_state()
    assert [item.name for item in game.stack_items()] == ["Orzhov Pontiff triggered ability"]
    game.resolve_stack()
    dreadmaw = game.find("Colossal Dreadmaw")
    assert (game.power(dreadmaw), game.toughness(dreadmaw)) == (5, 5)


def _haunting_sorcery() -> CardPool:
    """A sorcery with haunt (as Cry of Contrition is written): "Draw a card.", "Haunt", "When
    the creature this card haunts dies, draw a card." """
    from oraclec import compiled, parser
    from oraclec.runtime import homebrew
    from oraclec.text import normalise_text

    abilities = []
    for line in ("Draw a card.", "Haunt", "When the creature this card haunts dies, draw a card."):
        (text,) = normalise_text(line, ("Haunting Sorcery",))
        parsed = parser.parse_ability(text, is_spell=True)
        assert parsed.ok, parsed.error
        ability, diagnostics = compiled.compile_ability(parsed)
        assert not diagnostics
        abilities.extend(ability.abilities)
    pool = CardPool()
    pool.add(homebrew("Haunting Sorcery", "Sorcery", mana_cost="{0}", abilities=abilities))
    return pool


def test_a_sorcery_with_haunt_haunts_a_creature_after_resolving() -> None:
    """On an instant or sorcery, haunt is "When this spell is put into a graveyard during its
    resolution, exile it haunting target creature." (CR 702.55a, 608.2n); the card's trigger
    about the creature it haunts triggers in exile (702.55c)."""
    game = play(_haunting_sorcery(), {"alice": {"hand": ["Haunting Sorcery"], "library": ["Island"] * 3}, "bob": {"battlefield": ["Llanowar Elves"]}}, {})
    game.cast("alice", "Haunting Sorcery")
    game.resolve_stack()
    assert game.names("exile") == ["Haunting Sorcery"] and len(game.zone("hand", "alice").objects) == 1
    game.destroy(game.find("Llanowar Elves"))
    game.resolve_stack()
    assert len(game.zone("hand", "alice").objects) == 2


def test_a_countered_sorcery_with_haunt_haunts_nothing() -> None:
    """Countered, the spell is put into its owner's graveyard, not during its resolution (CR
    701.6a): its haunt ability does not trigger (702.55a)."""
    game = play(_haunting_sorcery(), {"alice": {"hand": ["Haunting Sorcery"]}, "bob": {"battlefield": ["Llanowar Elves"]}}, {})
    game.cast("alice", "Haunting Sorcery")
    game.move(game.stack_items()[0], "graveyard", cause="countered")
    game.check_state()
    assert game.zone("stack").objects == [] and game.names("graveyard", "alice") == ["Haunting Sorcery"]
