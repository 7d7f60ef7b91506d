"""Sources, zones and conditions (helper csource): what wordings that name objects by their
source, zones or what happened before compile to."""

from __future__ import annotations

from oraclec import effects as fx

from compiling import compiled, reasons


# -- abilities from sources (CR 113.7) -----------------------------------------------------------
def test_an_ability_from_an_artifact_source_names_its_source() -> None:
    (ability,) = compiled("Counter target activated ability from an artifact source.", is_spell=True)
    (counter,) = ability.effects
    assert isinstance(counter, fx.CounterSpell)
    assert isinstance(counter.what, fx.Target)
    abilities = counter.what.what
    assert abilities.kind == "ability" and abilities.states == ("activated",)
    assert abilities.source == fx.Filter(types=("Artifact",), kind="object")


def test_another_legendary_source_is_other_than_this_object() -> None:
    (ability,) = compiled("{1}, {T}: Copy target activated or triggered ability you control from another legendary source. You may choose new targets for the copy.")
    copy = ability.effects[0]
    assert isinstance(copy, fx.Copy)
    source = copy.what.what.source
    assert source.supertypes == ("Legendary",) and source.other


def test_colored_spells_or_abilities_from_sources_of_that_color() -> None:
    """"red spells or abilities from red sources": red spells, and abilities whose source is red
    (an ability itself has no color, CR 105.2)."""
    (ability,) = compiled("This creature can't be the target of red spells or abilities from red sources.")
    (rule,) = ability.effects
    assert isinstance(rule, fx.Restriction)
    spells, abilities = rule.other.any_of
    assert spells.kind == "spell" and spells.colors == ("R",)
    assert abilities.kind == "ability" and abilities.colors == () and abilities.source.colors == ("R",)


def test_a_zone_is_still_no_source() -> None:
    """"from your graveyard" stays a zone of cards, not the source of anything."""
    (ability,) = compiled("Return target creature card from your graveyard to your hand.", is_spell=True)
    (move,) = ability.effects
    assert move.what.what.zone == "graveyard"


# -- whose zone an event's card is put into or leaves (CR 400.3) -------------------------------
def test_a_card_put_into_your_graveyard_is_a_card_you_own() -> None:
    (ability,) = compiled("Whenever a creature card is put into your graveyard from anywhere, draw a card.")
    assert ability.trigger.what == fx.Filter(types=("Creature",), owner=fx.You(), kind="card")


def test_an_opponents_graveyard_in_a_replacement() -> None:
    (ability,) = compiled("If a card would be put into an opponent's graveyard from anywhere, exile it instead.")
    assert isinstance(ability, fx.Replacement)
    assert ability.what == fx.Filter(owner=fx.EachOpponent(), kind="card")


def test_a_graveyard_of_any_player_names_no_owner() -> None:
    (ability,) = compiled("Whenever a creature card is put into a graveyard from anywhere, draw a card.")
    assert ability.trigger.what == fx.Filter(types=("Creature",), kind="card")


def test_leaving_your_graveyard() -> None:
    (ability,) = compiled("Whenever a creature card leaves your graveyard, draw a card.")
    assert ability.trigger == fx.Trigger(event="leaves", what=fx.Filter(types=("Creature",), owner=fx.You(), kind="card"), from_zone="graveyard")


def test_put_into_a_graveyard_from_either_of_two_zones() -> None:
    """"from your hand or library": one event comes from one zone, so either trigger event."""
    (ability,) = compiled("Whenever a creature card is put into your graveyard from your library or hand, draw a card.")
    assert isinstance(ability.trigger, fx.AnyTrigger)
    assert [t.from_zone for t in ability.trigger.triggers] == ["library", "hand"]
    assert all(t.what.owner == fx.You() for t in ability.trigger.triggers)


# -- how many of the objects named before are in a state ----------------------------------------
def test_two_or_more_of_them_in_a_state() -> None:
    (ability,) = compiled("Untap up to three target creatures. If two or more of them are attacking, draw a card.", is_spell=True)
    _, conditional = ability.effects
    assert isinstance(conditional, fx.Conditional)
    exists = conditional.condition
    assert isinstance(exists, fx.Exists) and exists.at_least == fx.Fixed(value=2)
    assert isinstance(exists.what, fx.Amongst) and isinstance(exists.what.among, fx.Target)
    assert exists.what.filter == fx.Filter(states=("attacking",))


def test_those_of_a_description_are_not_counted_as_the_objects_named() -> None:
    """"those creatures" read as every creature so described would count others than the ones
    the event named: kept Unsupported."""
    found = reasons("Whenever an opponent attacks with creatures, if two or more of those creatures are attacking you, draw a card.")
    assert found and "read as the objects named before" in found[0]


# -- a spell copied by the player who paid (CR 707.10) ------------------------------------------
def test_they_copy_this_spell_after_paying() -> None:
    (ability,) = compiled("Return target creature to its owner's hand. Then that creature's controller may pay {U}{U}. If the player does, they may copy this spell and may choose a new target for that copy.", is_spell=True)
    _, offer, did = ability.effects
    payer = offer.player
    assert isinstance(did, fx.IfDid)
    (may,) = did.effects
    assert isinstance(may, fx.May) and may.player == payer
    assert may.effects == (fx.Copy(what=fx.This(), player=payer, new_targets=True),)


def test_new_targets_for_a_copy_made_if_you_do() -> None:
    """"You may copy it. If you do, you may choose new targets for the copy.": the copier may
    choose new targets for the copy made (CR 707.10c)."""
    (ability,) = compiled("Whenever you cast a spell from anywhere other than your hand, you may copy it. If you do, you may choose new targets for the copy.")
    (may,) = ability.effects
    assert may.effects == (fx.Copy(what=fx.Found(key="triggering"), new_targets=True),)


def test_new_targets_for_the_spell_whose_control_changed() -> None:
    """"exchange control of this creature and that spell. If you do, you may choose new targets
    for the spell.": no copy, the spell that triggered the ability (CR 115.7d)."""
    (ability,) = compiled("Whenever an opponent casts a spell, you may exchange control of this creature and that spell. If you do, you may choose new targets for the spell.")
    _, did = ability.effects
    assert isinstance(did, fx.IfDid)
    (may,) = did.effects
    assert may.effects == (fx.ChooseNewTargets(what=fx.Found(key="triggering")),)


def test_new_targets_inside_a_condition_for_a_chosen_spell() -> None:
    (ability,) = compiled("Choose target spell, then flip a coin. If you win the flip, gain control of that spell and you may choose new targets for it. If you lose the flip, counter that spell.", is_spell=True)
    won = ability.effects[2]
    assert isinstance(won, fx.Conditional)
    assert won.effects[1].effects == (fx.ChooseNewTargets(what=fx.Found(key="chosen")),)


def test_new_targets_for_a_creature_target_stay_unsupported() -> None:
    """"it" read as the creature of two targets: no spell, so no new targets are read."""
    assert reasons("Exchange control of target noncreature spell and target creature. Then the spell's controller may choose new targets for it.", is_spell=True)


# -- "into the top N cards of your library at random" (Alchemy, digital-only) -------------------
def test_conjure_into_the_top_cards_at_random() -> None:
    (ability,) = compiled("When this creature enters, conjure a card named Lightning Bolt into the top eight cards of your library at random.")
    (conjure,) = ability.effects
    assert conjure == fx.Conjure(to="library", name="Lightning Bolt", within_top=fx.Fixed(value=8))


def test_conjure_into_each_players_library_is_each_players_card() -> None:
    # merged with h-plibrary: each of those players gets a new card in their own library
    (ability,) = compiled("When this creature enters, conjure a card named Lightning Bolt into the top ten cards of each player's library at random.")
    (conjure,) = ability.effects
    assert (conjure.player, conjure.to, conjure.within_top) == (fx.EachPlayer(), "library", fx.Fixed(value=10))


# -- "If you don't cast it this way" after a cast offered as the ability resolves ---------------
def test_if_you_dont_cast_it_this_way() -> None:
    (ability,) = compiled("Exile the top card of your library. You may cast that card without paying its mana cost. If you don't cast it this way, put it into your hand.", is_spell=True)
    _, cast, otherwise = ability.effects
    assert isinstance(cast, fx.Cast)
    assert otherwise == fx.Conditional(
        condition=fx.NotCondition(condition=fx.Exists(what=fx.Amongst(among=fx.Found(key="cast"), filter=fx.Filter(controller=fx.You())))),
        effects=(fx.Move(what=cast.what, to="hand"),),
    )


def test_not_cast_after_a_permission_to_cast_later_stays_unsupported() -> None:
    """A permission lets the card be cast later: nothing is cast as the ability resolves."""
    assert reasons("Exile the top card of your library. You may cast that card this turn. If you don't cast it this way, you lose 2 life.", is_spell=True)


# -- cards a player revealed this way are theirs (CR 701.20a, 400.3) ----------------------------
def test_if_you_reveal_a_creature_card_this_way() -> None:
    (ability,) = compiled("At the beginning of each combat, you may reveal the top card of your library. If you reveal a creature card this way, draw a card.")
    _, conditional = ability.effects
    # every card revealed before was revealed by you (merged with h-plibrary's rule): any of them
    assert conditional.condition == fx.Exists(what=fx.Amongst(among=fx.Found(key="revealed"), filter=fx.Filter(types=("Creature",), kind="card")))


def test_unless_you_revealed_a_card_this_way() -> None:
    (ability,) = compiled("As this land enters, you may reveal a Dragon card from your hand. This land enters tapped unless you revealed a Dragon card this way or you control a Dragon.")
    unless = ability.effects[1]
    revealed, _ = unless.condition.conditions
    assert revealed == fx.Exists(what=fx.Amongst(among=fx.Found(key="revealed"), filter=fx.Filter(subtypes=("Dragon",), kind="card")))


# -- "X from a zone and Y": two noun phrases, not two zones -------------------------------------
def test_a_card_from_a_graveyard_and_a_creature_on_the_battlefield() -> None:
    (ability,) = compiled("Return target creature card from a graveyard and target creature on the battlefield to their owners' hands.", is_spell=True)
    (move,) = ability.effects
    card, creature = move.what.parts
    assert card.what.zone == "graveyard" and card.what.kind == "card"
    assert creature.what == fx.Filter(types=("Creature",))


def test_cards_from_your_graveyard_and_this_creature_as_a_cost() -> None:
    (ability,) = compiled("{T}, Exile two cards from your graveyard and this creature: Draw a card.")
    exile = ability.costs[1]
    cards, this = exile.what.parts
    assert cards.amount == fx.Fixed(value=2) and cards.what.zone == "graveyard" and this == fx.This()


def test_a_card_from_a_zone_or_another_object_stays_unsupported() -> None:
    """"or": which of the two objects a pronoun after it names is not known."""
    assert reasons("{T}: Reveal a card from your hand or the top card of your library. If you reveal a creature card this way, put it onto the battlefield.")
