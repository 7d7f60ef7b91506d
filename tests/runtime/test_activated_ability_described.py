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


def test_copy_the_ability_activated_if_it_isnt_a_mana_ability(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Kurkesh, Onakke Ancient: "Whenever you activate an ability of an artifact, if it isn't a
    mana ability, you may pay {R}. If you do, copy that ability.": the copy is of the ability on
    the stack (CR 707.10), so Bottle Gnomes' "gain 3 life" resolves twice; tapping Mind Stone
    for mana triggers nothing (CR 605.1a)."""
    kurkesh = "Kurkesh, Onakke Ancient"
    _compiled(db_pool, kurkesh)
    game = Game.setup({"alice": {"battlefield": [kurkesh, "Bottle Gnomes", "Mind Stone", "Mountain"]}, "bob": {}}, pool=db_pool)
    life = game.player("alice").life
    game.activate("alice", "Mind Stone")  # {T}: Add {C}: a mana ability
    game.activate("alice", "Bottle Gnomes")  # Sacrifice this creature: You gain 3 life.
    game.resolve_stack()
    assert game.player("alice").life == life + 6


def test_an_ability_that_targets_a_creature_or_player_is_copied(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Ertha Jo, Frontier Mentor: "Whenever you activate an ability that targets a creature or
    player, copy that ability.": the targets of the ability activated, on the stack (CR 115.1,
    602.2b); Prodigal Sorcerer's damage to bob is dealt twice."""
    ertha = "Ertha Jo, Frontier Mentor"
    _compiled(db_pool, ertha)
    game = Game.setup({"alice": {"battlefield": [ertha, "Prodigal Sorcerer"]}, "bob": {}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"target": ["bob", "bob"]})
    life = game.player("bob").life
    game.activate("alice", "Prodigal Sorcerer")
    game.resolve_stack()
    assert game.player("bob").life == life - 2


def test_an_ability_that_targets_only_this_creature_is_copied(db_pool) -> None:  # type: ignore[no-untyped-def]
    """Bill Potts: "... or activate an ability that targets only ~, copy that spell or ability"
    (CR 115.1): Prodigal Sorcerer's ability at bob is not copied."""
    bill = "Bill Potts"
    _compiled(db_pool, bill)
    game = Game.setup({"alice": {"battlefield": [bill, "Prodigal Sorcerer"]}, "bob": {}}, pool=db_pool)
    game.choosers["alice"] = ScriptedChooser({"target": ["bob", "bob"]})
    life = game.player("bob").life
    game.activate("alice", "Prodigal Sorcerer")
    game.resolve_stack()
    assert game.player("bob").life == life - 1
