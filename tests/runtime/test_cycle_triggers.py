""""When you cycle this card, ..." (CR 702.29c) and "Whenever you cycle or discard a card"
(CR 702.29d): cycling a card from the hand is discarding it to pay the cost of its cycling
ability; the card's own trigger triggers from the zone the card winds up in (the graveyard),
and an ability that triggers on cycling or discarding triggers once. Real cards of the bundled
database, played."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser


def _play(db_pool: CardPool, players: dict, answers: dict | None = None) -> Game:  # type: ignore[type-arg]
    game = Game.setup(players, pool=db_pool)
    for name in players:
        game.choosers[name] = ScriptedChooser(dict((answers or {}).get(name, {})))
    return game


def _compiled_fully(db_pool: CardPool, name: str) -> None:
    missing = [m for face in db_pool.get(name).faces for m in face.missing]
    assert not missing, f"{name} does not compile fully: {missing[0]}"


def test_renewed_faith_triggers_from_the_graveyard_when_cycled(db_pool) -> None:
    """Renewed Faith: "Cycling {1}{W}" and "When you cycle this card, you may gain 2 life.":
    the card is in the graveyard as the ability triggers (CR 702.29c), and it resolves."""
    _compiled_fully(db_pool, "Renewed Faith")
    game = _play(db_pool, {"alice": {"hand": ["Renewed Faith"], "battlefield": ["Plains"] * 2, "library": ["Island"] * 5}, "bob": {}},
                 answers={"alice": {"may": [True]}})
    game.activate("alice", "Renewed Faith", zone="hand")
    assert game.find("Renewed Faith").zone == "graveyard"
    game.resolve_stack()
    assert game.player("alice").life == 22
    assert len(game.zone("hand", "alice").objects) == 1  # the cycling ability drew a card


def test_renewed_faith_does_not_trigger_when_discarded_otherwise(db_pool) -> None:
    """A card discarded otherwise than to pay a cycling cost is not cycled (CR 702.29c)."""
    game = _play(db_pool, {"alice": {"hand": ["Renewed Faith"]}, "bob": {}}, answers={"alice": {"may": [True]}})
    game.discard("alice", [game.find("Renewed Faith")])
    game.check_state()
    assert game.names("stack") == [] and game.player("alice").life == 20


def test_archfiend_of_ifnir_triggers_once_for_a_cycled_card(db_pool) -> None:
    """Archfiend of Ifnir: "Whenever you cycle or discard another card, put a -1/-1 counter on
    each creature your opponents control.": a cycled card triggers it only once (CR 702.29d)."""
    _compiled_fully(db_pool, "Archfiend of Ifnir")
    game = _play(db_pool, {"alice": {"hand": ["Renewed Faith"], "battlefield": ["Archfiend of Ifnir"] + ["Plains"] * 2, "library": ["Island"] * 5},
                           "bob": {"battlefield": ["Hill Giant"]}}, answers={"alice": {"may": [False]}})
    game.activate("alice", "Renewed Faith", zone="hand")
    game.resolve_stack()
    assert game.find("Hill Giant").counters.get("-1/-1", 0) == 1


def test_drannith_healer_triggers_when_another_card_is_cycled(db_pool) -> None:
    """Drannith Healer: "Whenever you cycle another card, you gain 1 life." (CR 702.29c): the
    cycled card is one its controller discarded to pay a cycling cost."""
    _compiled_fully(db_pool, "Drannith Healer")
    game = _play(db_pool, {"alice": {"hand": ["Renewed Faith"], "battlefield": ["Drannith Healer"] + ["Plains"] * 2, "library": ["Island"] * 5}, "bob": {}},
                 answers={"alice": {"may": [False]}})
    game.activate("alice", "Renewed Faith", zone="hand")
    game.resolve_stack()
    assert game.player("alice").life == 21


def test_esper_sojourners_triggers_when_cycled_or_when_it_dies(db_pool) -> None:
    """Esper Sojourners: "When you cycle this card or it dies, you may tap or untap target
    permanent.": its cycle part triggers from the graveyard the card winds up in (CR 702.29c),
    its dies part looks back to the battlefield (CR 603.10a)."""
    _compiled_fully(db_pool, "Esper Sojourners")
    game = _play(db_pool, {"alice": {"hand": ["Esper Sojourners"], "battlefield": ["Island"] * 3, "library": ["Island"] * 5},
                           "bob": {"battlefield": ["Hill Giant"]}}, answers={"alice": {"may": [True], "target": ["Hill Giant"], "mode": ["tap"]}})
    game.activate("alice", "Esper Sojourners", zone="hand")
    game.resolve_stack()
    assert game.find("Hill Giant").tapped


def test_decree_of_justice_pays_the_x_chosen_as_its_cycle_trigger_resolves(db_pool) -> None:
    """Decree of Justice: "When you cycle this card, you may pay {X}. If you do, create X 1/1
    white Soldier creature tokens.": X is chosen by the ability's controller as it resolves
    (CR 107.3f) and the tokens are that many."""
    _compiled_fully(db_pool, "Decree of Justice")
    game = _play(db_pool, {"alice": {"hand": ["Decree of Justice"], "battlefield": ["Plains"] * 5, "library": ["Island"] * 5}, "bob": {}},
                 answers={"alice": {"may": [True], "x": [2]}})
    game.activate("alice", "Decree of Justice", zone="hand")
    game.resolve_stack()
    assert game.names("battlefield").count("Soldier Token") == 2
    assert all(p.tapped for p in game.zone("battlefield", "alice").objects if p.name == "Plains")
