""""Whenever a player activates an ability that isn't a mana ability" (CR 602.2, 605.1a), "...
activates an ability of a creature" (the object it is an ability of, CR 113.7): the ability
activated, described, with cards of the bundled database, compiled."""

from __future__ import annotations

from oraclec.runtime import CardPool, Game, ScriptedChooser


def _compiled(pool: CardPool, name: str) -> None:
    missing = [m for face in pool.get(name).faces for m in face.missing]
    assert not missing, missing


def test_a_mana_ability_does_not_trigger_it_another_ability_does(db_pool) -> None:  # type: ignore[no-untyped-def]
    shaman = "Burning-Tree Shaman"
    _compiled(db_pool, shaman)
    game = Game.setup({"alice": {"battlefield": ["Llanowar Elves", "Prodigal Sorcerer"]}, "bob": {"battlefield": [shaman]}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"]})
    life = game.player("alice").life
    game.activate("alice", "Llanowar Elves")  # {T}: Add {G}: a mana ability (CR 605.1a)
    game.resolve_stack()
    assert game.player("alice").life == life
    game.activate("alice", "Prodigal Sorcerer")
    game.resolve_stack()
    assert game.player("alice").life == life - 1  # the Shaman's 1 damage to the activating player


def test_abilities_with_tap_in_their_costs_cant_be_activated(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Serra Bestiary: "its activated abilities with {T} in their costs can't be activated" (CR
    107.5, 602.5): Prodigal Sorcerer's {T} ability is forbidden, Mogg Fanatic's sacrifice one
    is not."""
    from oraclec.runtime.errors import IllegalAction

    bestiary = "Serra Bestiary"
    _compiled(db_pool, bestiary)
    for creature, forbidden in (("Prodigal Sorcerer", True), ("Mogg Fanatic", False)):
        game = Game.setup({"alice": {"battlefield": [creature, bestiary]}, "bob": {}}, pool=db_pool)
        game.find(bestiary).attached_to = game.find(creature).id
        game.choosers["alice"] = ScriptedChooser({"target": ["bob"]})
        life = game.player("bob").life
        try:
            game.activate("alice", creature)
            game.resolve_stack()
        except IllegalAction:
            assert forbidden
        else:
            assert not forbidden and game.player("bob").life == life - 1


def test_an_artifacts_ability_without_tap_in_its_cost_triggers(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Haunting Wind: "a player activates an artifact's ability without {T} in its activation
    cost" (CR 107.5): Bottle Gnomes' sacrifice ability, not Prodigal Sorcerer's {T} ability
    (no artifact) nor a tap ability of an artifact."""
    wind = "Haunting Wind"
    _compiled(db_pool, wind)
    game = Game.setup({"alice": {"battlefield": ["Bottle Gnomes"]}, "bob": {"battlefield": [wind]}}, pool=db_pool)
    life = game.player("alice").life
    game.activate("alice", "Bottle Gnomes")  # Sacrifice this creature: You gain 3 life.
    game.resolve_stack()
    assert game.player("alice").life == life + 3 - 1


def test_counter_the_ability_activated(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Imprison: "Whenever a player activates an ability of enchanted creature with {T} in its
    activation cost that isn't a mana ability, you may pay {1}. If you do, counter that
    ability.": the ability on the stack is countered (CR 701.6a), not its source."""
    imprison = "Imprison"  # its other ability does not parse: this one is played
    game = Game.setup({"alice": {"battlefield": ["Prodigal Sorcerer", "Island"]}, "bob": {"battlefield": [imprison, "Swamp"]}}, pool=db_pool)
    game.find(imprison).attached_to = game.find("Prodigal Sorcerer").id
    game.choosers["alice"] = ScriptedChooser({"target": ["bob"]})
    life = game.player("bob").life
    game.activate("alice", "Prodigal Sorcerer")
    game.resolve_stack()
    assert game.player("bob").life == life  # countered
    assert game.find("Prodigal Sorcerer").zone == "battlefield" and game.find(imprison).zone == "battlefield"
