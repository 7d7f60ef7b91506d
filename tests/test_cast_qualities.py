"""What the pcast wordings compile to: spells and objects described by their colors, their
targets and another spell's numbers, cost changes for each target, keywords spells gain as they
are cast, and the wordings kept Unsupported with their rule."""

from __future__ import annotations

from oraclec import effects as fx

from compiling import compiled, reasons


def _only_effect(text: str) -> object:
    (ability,) = compiled(text)
    (effect,) = ability.effects
    return effect


def _cast_filter(text: str) -> fx.Filter:
    (ability,) = compiled(text)
    assert isinstance(ability, fx.TriggeredAbility) and ability.trigger.event == "cast"
    assert isinstance(ability.trigger.what, fx.Filter)
    return ability.trigger.what


def test_doesnt_share_a_color_is_no_color_in_common() -> None:
    f = _cast_filter("Whenever you cast a creature spell that doesn't share a color with a creature you control, draw a card.")
    assert f.shared == "color" and f.shares_none
    assert f.shares_with == fx.Filter(types=("Creature",), controller=fx.You())


def test_doesnt_share_a_creature_type_with_cards_in_a_library() -> None:
    f = _cast_filter("Whenever you cast a creature spell that doesn't share a creature type with a creature card in your library, draw a card.")
    assert f.shared == "creature type" and f.shares_none
    assert isinstance(f.shares_with, fx.Filter) and f.shares_with.zone == "library"


def test_shares_a_color_is_still_a_color_in_common() -> None:
    f = _cast_filter("Whenever you cast a creature spell that shares a color with a creature you control, draw a card.")
    assert f.shared == "color" and not f.shares_none


def test_exactly_two_colors_is_the_number_of_colors() -> None:
    f = _cast_filter("Whenever you cast a spell that's exactly two colors, draw a card.")
    assert f.stat == ("colors", "==", fx.Fixed(value=2))


def test_isnt_exactly_two_colors_is_any_other_number() -> None:
    (ability,) = compiled("When this Siege enters, exile target nonland permanent an opponent controls that isn't exactly two colors.")
    (move,) = ability.effects
    assert isinstance(move.what, fx.Target) and move.what.what.stat == ("colors", "!=", fx.Fixed(value=2))


def test_with_exactly_three_colors() -> None:
    (ability,) = compiled("Exile the top ten cards of your library. You may cast spells with exactly three colors from among them this turn.")
    permission = ability.effects[-1]
    assert isinstance(permission, fx.PlayPermission)
    assert permission.what.filter.stat == ("colors", "==", fx.Fixed(value=3))


def test_spell_with_one_or_more_targets() -> None:
    f = _cast_filter("Whenever you cast a spell with one or more targets, draw a card.")
    assert f.has_targets and not f.single_target


def test_with_that_spells_mana_value_is_equal_to_it() -> None:
    (ability,) = compiled("Whenever you cast a Spirit or Arcane spell, destroy all permanents with that spell's mana value.")
    (destroy,) = ability.effects
    assert destroy.what.stat == ("mana_value", "==", fx.StatOf(what=fx.Found(key="triggering"), stat="mana_value"))


def test_with_its_mana_value_is_not_guessed() -> None:
    assert reasons("Destroy all permanents with its mana value.") == ['"with its mana value": whose number is not told']


def test_cost_change_for_each_target_counts_the_targets() -> None:
    effect = _only_effect("Spells you cast cost {1} less to cast for each target.")
    assert isinstance(effect, fx.ModifyCost) and not effect.increase
    assert effect.spells == fx.Filter(controller=fx.You(), zone="stack")
    assert effect.amount == fx.TargetsChosen()
    effect = _only_effect("Spells your opponents cast cost {1} more to cast for each target.")
    assert effect.increase and effect.amount == fx.TargetsChosen()


def test_gain_keyword_as_you_cast_them_is_what_have_says() -> None:
    """CR 601.2a: the effect applies from the moment each spell is put on the stack."""
    assert compiled("Creature spells you cast gain offspring {2} as you cast them.") == compiled("Creature spells you cast have offspring {2}.")
    assert compiled("Elemental permanent spells you cast from your hand gain evoke {4} as you cast them.") == compiled("Elemental permanent spells you cast from your hand have evoke {4}.")


def test_as_you_cast_them_of_other_objects_is_unsupported() -> None:
    assert reasons("Creatures you control gain flying as you cast them.") == ['"as you cast them" other than keywords spells a player casts gain (CR 601.2a)']


def test_restriction_on_a_spells_targets_is_unsupported_with_its_rule() -> None:
    (reason,) = reasons("You can't choose an untapped creature as this spell's target as you cast it.")
    assert "CR 601.2c" in reason


def test_mana_to_cast_it_this_way_is_unsupported_with_its_rule() -> None:
    text = "You may pay {R}{G} rather than pay this spell's mana cost. Spend only mana produced by Treasures to cast it this way."
    (reason,) = reasons(text)
    assert "CR 106.6" in reason


def test_cast_as_an_adventure_is_unsupported_with_its_rule() -> None:
    (reason,) = reasons("When ~ dies, you may cast it from your graveyard as an Adventure until the end of your next turn.")
    assert "CR 715.3a" in reason


def test_that_many_after_a_spell_with_targets_is_its_targets() -> None:
    (ability,) = compiled("Whenever you cast a spell with one or more targets, draw that many cards.")
    (draw,) = ability.effects
    assert draw.amount == fx.TargetsChosen(of=fx.Found(key="triggering"))


def test_from_among_after_the_shared_with_objects_is_not_misread() -> None:
    """"a creature card that doesn't share a creature type with a creature you control from
    among those cards": "from among" is where the card is chosen; read with the creatures it is
    compared with, it would be wrong."""
    text = ("Whenever ~ enters, look at the top five cards of your library. You may reveal a creature card that doesn't share a creature type "
            "with a creature you control from among those cards and put it into your hand. Put the rest on the bottom of your library in a random order.")
    assert '"from among" read with the objects a quality is shared with, not the object described' in reasons(text)
